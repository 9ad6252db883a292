//! The limits on what results may hold, checked once they are read and before anything is
//! computed from them: rounds (`T050`) and players (`T051`) within the run's [`Limits`], and,
//! with a regulation, no more players than its round robin can have (`T054`).

use crate::diagnostic::l10n::{localized, tr};
use crate::diagnostic::Diagnostic;
use crate::model::{Format, Regulation};
use crate::results::Tournament;
use crate::vocab::limits::Limits;

/// The findings of results that go over a limit (each an error: the results are not used).
pub fn check(t: &Tournament, limits: &Limits) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    // A player's rounds are in order ([`crate::results::Player::games`]): the last is the latest.
    let played = t.players.iter().filter_map(|p| p.games.last().map(|g| g.round)).max();
    let rounds = t.rounds.max(played.unwrap_or(0));
    if rounds > limits.rounds {
        let game = played.unwrap_or(0) > limits.rounds;
        let most = limits.rounds;
        out.push(localized(|l| {
            let what = if game {
                tr!(l, en: "a game is in round {rounds}", bg: "партия е в кръг {rounds}", uk: "партія в турі {rounds}")
            } else {
                tr!(
                    l,
                    en: "the results declare {rounds} rounds",
                    bg: "резултатите обявяват {rounds} кръга",
                    uk: "результати оголошують турів: {rounds}"
                )
            };
            Diagnostic::error(
                crate::results::codes::TOO_MANY_ROUNDS,
                tr!(
                    l,
                    en: "{what}: more than the limit of {most} rounds",
                    bg: "{what}: повече от ограничението от {most} кръга",
                    uk: "{what}: більше за обмеження в {most} турів"
                ),
            )
            .with_help(tr!(
                l,
                en: "correct the round number, or raise the limit with `--max-rounds`",
                bg: "поправете номера на кръга или вдигнете ограничението с `--max-rounds`",
                uk: "виправте номер туру або підніміть обмеження через `--max-rounds`"
            ))
        }));
    }
    let highest = t.players.iter().map(|p| p.start).max().unwrap_or(0);
    let players = highest.max(u32::try_from(t.players.len()).unwrap_or(u32::MAX));
    if players > limits.players {
        let most = limits.players;
        out.push(localized(|l| {
            Diagnostic::error(
                crate::results::codes::TOO_MANY_PLAYERS,
                tr!(
                    l,
                    en: "the results have {players} players: more than the limit of {most}",
                    bg: "резултатите имат {players} състезатели: повече от ограничението от {most}",
                    uk: "результати мають {players} гравців: більше за обмеження в {most}"
                ),
            )
            .with_help(tr!(
                l,
                en: "pass the right file, or raise the limit with `--max-players`",
                bg: "подайте правилния файл или вдигнете ограничението с `--max-players`",
                uk: "подайте правильний файл або підніміть обмеження через `--max-players`"
            ))
        }));
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
    let (most, double) = match system.format.as_ref()?.value {
        Format::RoundRobin => (u64::from(rounds) + 1, false),
        Format::DoubleRoundRobin => (u64::from(rounds) / 2 + 1, true),
        _ => return None,
    };
    let n = t.players.len() as u64;
    (rounds > 0 && n > most).then(|| {
        localized(|l| {
            let kind = if double {
                tr!(l, en: "a double round robin", bg: "двоен кръгов турнир", uk: "двоколовий турнір")
            } else {
                tr!(l, en: "a round robin", bg: "кръгов турнир", uk: "коловий турнір")
            };
            Diagnostic::error(
                crate::results::codes::RESULTS_DO_NOT_FIT_REGULATION,
                tr!(
                    l,
                    en: "the results have {n} players; {kind} of {rounds} rounds has at most {most}: these are not the results of this regulation",
                    bg: "резултатите имат {n} състезатели; {kind} от {rounds} кръга има най-много {most}: това не са резултатите от този регламент",
                    uk: "результати мають {n} гравців; {kind} з {rounds} турів має щонайбільше {most}: це не результати цього регламенту"
                ),
            )
            .with_help(tr!(
                l,
                en: "pass the results of this event, or the regulation of these results",
                bg: "подайте резултатите от този турнир или регламента на тези резултати",
                uk: "подайте результати цього турніру або регламент цих результатів"
            ))
        })
    })
}
