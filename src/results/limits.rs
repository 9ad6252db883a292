//! The limits on what results may hold, checked once they are read and before anything is
//! computed from them: rounds (`T050`) and players (`T051`) within the run's [`Limits`], and,
//! with a regulation, no more players than its round robin can have (`T054`).

use crate::diagnostic::Diagnostic;
use crate::model::{Format, Regulation};
use crate::results::Tournament;
use crate::vocab::limits::Limits;

/// The findings of results that go over a limit (each an error: the results are not used).
pub fn check(t: &Tournament, limits: &Limits) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    let played = t.players.iter().flat_map(|p| p.games.iter().map(|g| g.round)).max();
    let rounds = t.rounds.max(played.unwrap_or(0));
    if rounds > limits.rounds {
        let what = if played.unwrap_or(0) > limits.rounds {
            format!("a game is in round {rounds}")
        } else {
            format!("the results declare {rounds} rounds")
        };
        out.push(
            Diagnostic::error(
                crate::results::codes::TOO_MANY_ROUNDS,
                format!("{what}: more than the limit of {} rounds", limits.rounds),
            )
            .with_help("correct the round number, or raise the limit with `--max-rounds`"),
        );
    }
    let highest = t.players.iter().map(|p| p.start).max().unwrap_or(0);
    let players = highest.max(u32::try_from(t.players.len()).unwrap_or(u32::MAX));
    if players > limits.players {
        out.push(
            Diagnostic::error(
                crate::results::codes::TOO_MANY_PLAYERS,
                format!(
                    "the results have {players} players: more than the limit of {}",
                    limits.players
                ),
            )
            .with_help("pass the right file, or raise the limit with `--max-players`"),
        );
    }
    out
}

/// The error when results cannot belong to `reg`: more players than its round robin of the
/// stated (or played) rounds can have.
pub fn against_regulation(t: &Tournament, reg: &Regulation) -> Option<Diagnostic> {
    let system = reg.system.as_ref()?;
    if !t.teams.is_empty() || reg.teams.as_ref().is_some_and(|x| !x.list.is_empty()) {
        return None;
    }
    let rounds = system.rounds.as_ref().map_or(t.rounds, |r| r.value);
    let (most, kind) = match system.format.as_ref()?.value {
        Format::RoundRobin => (u64::from(rounds) + 1, "a round robin"),
        Format::DoubleRoundRobin => (u64::from(rounds) / 2 + 1, "a double round robin"),
        _ => return None,
    };
    let n = t.players.len() as u64;
    (rounds > 0 && n > most).then(|| {
        Diagnostic::error(
            crate::results::codes::RESULTS_DO_NOT_FIT_REGULATION,
            format!(
                "the results have {n} players; {kind} of {rounds} rounds has at most {most}: \
                 these are not the results of this regulation"
            ),
        )
        .with_help("pass the results of this event, or the regulation of these results")
    })
}
