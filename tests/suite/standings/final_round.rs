//! Fore Buchholz (C.07 Art. 8.3) is a tie-break known before the final round: the as-if event in
//! which every paired game of the final round is a draw, classified by Art. 16.2 like a real one.
//! Two properties on generated Swiss events in which requested byes precede the final round:
//! FB, FB/C1, FB/M1 and FB/P of every player are the same whether the final round's paired games
//! were played or forfeited (ours alone), and every value of the Buchholz and Fore Buchholz
//! families (AOB/F too) equals FIDE's TieBreakServer's, played or forfeited. (AOB/F averages over
//! the opponents *met*: a forfeited game changes whom it averages over, so it is not in the first
//! property.)

use super::differential_gacrux::{python, reference_values};
use proptest::prelude::*;
use reglament::results::generate;
use reglament::results::{Outcome, Tournament};
use reglament::score::{standings, ScoreOptions};
use reglament::vocab::points::Points;
use reglament::vocab::tiebreak::TieBreak;

/// The Fore Buchholz family (a sum over the rounds scheduled).
const FORE: [&str; 4] = ["FB", "FB/C1", "FB/M1", "FB/P"];

/// A generated Swiss event in which one game in `every` of the penultimate round did not take
/// place (both players absent, a zero-point bye asked for), so that requested byes precede the
/// final round.
pub(crate) fn with_byes_before_the_final_round(
    players: u32,
    rounds: u32,
    seed: u64,
    every: usize,
) -> Tournament {
    let mut t = generate::swiss(players, rounds, seed);
    let penultimate = rounds - 1;
    let mut games: Vec<(u32, u32)> = t
        .players
        .iter()
        .flat_map(|p| p.games.iter().map(move |g| (p.start, g)))
        .filter(|(start, g)| g.round == penultimate && g.opponent.is_some_and(|o| o > *start))
        .map(|(start, g)| (start, g.opponent.unwrap_or(0)))
        .collect();
    games.sort_unstable();
    for (a, b) in games.into_iter().step_by(every.max(1)) {
        for p in [a, b] {
            let player = &mut t.players[p as usize - 1];
            if let Some(g) = player.games.iter_mut().find(|g| g.round == penultimate) {
                *g = reglament::results::Game {
                    round: penultimate,
                    opponent: None,
                    color: None,
                    outcome: Outcome::ZeroBye,
                    rated: false,
                };
            }
        }
    }
    settle_points(&mut t);
    t
}

/// The same event with every paired game of the final round forfeited: the winner of a game wins
/// by forfeit, the loser loses by forfeit; in a drawn game White wins by forfeit (a game both
/// forfeited when `both` is set).
pub(crate) fn final_round_forfeited(t: &Tournament, both: bool) -> Tournament {
    let mut t = t.clone();
    let last = t.rounds;
    for p in &mut t.players {
        for g in p.games.iter_mut().filter(|g| g.round == last && g.opponent.is_some()) {
            let white = g.color == Some(reglament::results::Color::White);
            g.outcome = match g.outcome {
                _ if both && g.outcome == Outcome::Draw => Outcome::ForfeitLoss,
                Outcome::Win | Outcome::ForfeitWin => Outcome::ForfeitWin,
                Outcome::Loss | Outcome::ForfeitLoss => Outcome::ForfeitLoss,
                Outcome::Draw if white => Outcome::ForfeitWin,
                _ => Outcome::ForfeitLoss,
            };
            g.rated = false;
        }
    }
    settle_points(&mut t);
    t
}

/// Declared points equal to the games' (the TRF written for the reference program must agree).
fn settle_points(t: &mut Tournament) {
    let system = t.points;
    for p in &mut t.players {
        p.declared_points = Some(p.games.iter().map(|g| system.points(g.outcome)).sum());
    }
}

fn list(codes: &[&str]) -> Vec<TieBreak> {
    codes.iter().map(|c| TieBreak::parse(c).expect("a C.07 descriptor")).collect()
}

fn values(t: &Tournament, codes: &[&str]) -> Vec<(u32, Vec<Option<Points>>)> {
    let s = standings(t, &list(codes), &ScoreOptions::default());
    let mut rows: Vec<_> = s.rows.iter().map(|r| (r.start, r.values.clone())).collect();
    rows.sort_unstable_by_key(|r| r.0);
    rows
}

proptest! {
    #![proptest_config(crate::common::proptest_config(48))]

    /// FB of every player (and FB/C1, FB/M1, FB/P) is the same whether the final round's
    /// paired games were played or forfeited, under the 2024 and the 2026 rules.
    #[test]
    fn fore_buchholz_does_not_depend_on_the_final_round_being_played(
        players in 8u32..40,
        rounds in 3u32..9,
        seed in any::<u64>(),
        every in 1usize..4,
        both in any::<bool>(),
        y2026 in any::<bool>(),
    ) {
        let mut t = with_byes_before_the_final_round(players, rounds, seed, every);
        if y2026 {
            t.start_date = jiff::civil::Date::new(2026, 4, 1).ok();
        }
        let forfeited = final_round_forfeited(&t, both);
        prop_assert_eq!(values(&t, &FORE), values(&forfeited, &FORE));
    }
}

/// The same events against FIDE's reference program: every value of the Buchholz and Fore
/// Buchholz families, on the events as played and with the final round forfeited.
///
/// The list puts the Fore Buchholz family last: TieBreakServer (gacrux 1.11.65) computes FB by
/// marking, for a player paired in the final round, every round as met (`lna = lmp`) and keeps
/// the mark for the tie-breaks it computes next, so a BH, SB or AOB after an FB in one list
/// counts a requested bye before a final-round forfeit at face value (BH of an opponent of such
/// a player is ½ lower than when BH is asked alone). Asked first, they are the C.07 values.
#[test]
fn fore_buchholz_equals_the_fide_reference_when_the_final_round_is_forfeited() {
    let Some(py) = python() else {
        assert!(std::env::var_os("CI").is_none(), "gacrux is not installed");
        eprintln!("skipped: gacrux not installed");
        return;
    };
    let codes = ["BH", "BH/C1", "SB", "AOB", "FB", "FB/C1", "FB/M1", "AOB/F"];
    let (mut compared, mut differ) = (0usize, Vec::new());
    let mut fore_compared = 0usize;
    for seed in 0..8u64 {
        let players = 10 + (seed as u32 * 5) % 24;
        let rounds = 4 + (seed as u32) % 4;
        let mut t = with_byes_before_the_final_round(players, rounds, seed, 1 + seed as usize % 3);
        if seed % 2 == 1 {
            t.start_date = jiff::civil::Date::new(2026, 4, 1).ok();
        }
        for (variant, event) in
            [("played", t.clone()), ("forfeited", final_round_forfeited(&t, seed % 4 == 3))]
        {
            let ours = values(&event, &codes);
            let theirs = reference_values(&py, &event, &codes, true);
            for (start, row) in &theirs {
                let Some((_, mine)) = ours.iter().find(|(s, _)| s == start) else {
                    differ.push(format!("seed {seed} {variant}: player {start} missing"));
                    continue;
                };
                for (i, theirs) in row.iter().enumerate().take(codes.len()) {
                    compared += 1;
                    fore_compared += usize::from(codes[i].contains('F'));
                    if *theirs != mine[i] {
                        differ.push(format!(
                            "seed {seed} {variant} player {start} {}: reglament {} gacrux {}",
                            codes[i],
                            mine[i].map_or("-".into(), |p| p.to_string()),
                            theirs.map_or("-".into(), |p| p.to_string()),
                        ));
                    }
                }
            }
        }
    }
    eprintln!(
        "final round forfeited: compared {compared} values ({fore_compared} of the FB family) \
         with gacrux: {} differ",
        differ.len()
    );
    assert!(compared > 1_000, "too few values compared: {compared}");
    assert!(
        differ.is_empty(),
        "{} of {compared} values differ:\n{}",
        differ.len(),
        differ.join("\n")
    );
}
