//! Played results of a round robin against the Berger table (FIDE Handbook C.05 Annex 1): who
//! meets whom, with which colours, in which round, under the drawn numbers.

use crate::diagnostic::Diagnostic;
use crate::results::{Color, Pairing, Tournament};
use crate::vocab::berger::{positions, schedule};

/// Checks a round robin's games against the Berger schedule. `lots[i]` is the table number the
/// player with start number `i + 1` drew; an empty slice means start numbers are table numbers.
/// Rounds without results are not checked.
pub fn check_against_schedule(t: &Tournament, lots: &[u32]) -> Vec<Diagnostic> {
    let n = t.players.len() as u32;
    let mut out = Vec::new();
    if n < 2 {
        return out;
    }
    let big_n = positions(n);
    let lots: Vec<u32> = if lots.is_empty() { (1..=n).collect() } else { lots.to_vec() };
    // start number of each table number (index = table number; 0 = nobody, i.e. the bye).
    let mut holder = vec![0u32; big_n as usize + 1];
    let mut bad = lots.len() != n as usize;
    for (i, &lot) in lots.iter().enumerate() {
        match holder.get_mut(lot as usize) {
            Some(slot) if lot >= 1 && *slot == 0 => *slot = i as u32 + 1,
            _ => bad = true,
        }
    }
    if bad {
        out.push(
            Diagnostic::error(
                crate::results::codes::RR_BAD_LOTS,
                format!("drawn numbers {lots:?} are not {n} distinct numbers from 1 to {big_n}"),
            )
            .with_help("give every player a different drawn number"),
        );
        return out;
    }
    // The table for N positions keeps the bye pairs (number N is nobody when n is odd).
    let table = schedule(big_n, t.pairing == Pairing::DoubleRoundRobin);
    let scheduled_round = |x: u32, y: u32| -> Option<usize> {
        table.iter().position(|round| {
            round.iter().any(|&(w, b)| {
                let (w, b) = (holder[w as usize], holder[b as usize]);
                (w, b) == (x, y) || (w, b) == (y, x)
            })
        })
    };
    let mut reported: Vec<(u32, u32, u32)> = Vec::new();
    for (r, pairs) in table.iter().enumerate() {
        let round = r as u32 + 1;
        if round > t.rounds {
            break;
        }
        for &(tw, tb) in pairs {
            let (white, black) = (holder[tw as usize], holder[tb as usize]);
            for (me, other, colour) in [(white, black, Color::White), (black, white, Color::Black)]
            {
                if me == 0 {
                    continue;
                }
                let Some(player) = t.player(me) else { continue };
                let Some(game) = player.games.iter().find(|g| g.round == round) else { continue };
                let Some(actual) = game.opponent else { continue };
                let key = (round, me.min(actual), me.max(actual));
                if reported.contains(&key) {
                    continue;
                }
                if actual != other {
                    reported.push(key);
                    // A game where the table gives the bye is a wrong pairing, not a game
                    // moved from another round.
                    let moved = if other == 0 { None } else { scheduled_round(me, actual) };
                    let d = match moved {
                        Some(s) => Diagnostic::warning(
                            crate::results::codes::RR_WRONG_ROUND,
                            format!(
                                "players {me} and {actual} met in round {round}, but the Berger table pairs them in round {}",
                                s + 1
                            ),
                        )
                        .with_help("enter the game under its scheduled round, or record the postponement"),
                        None => Diagnostic::error(
                            crate::results::codes::RR_WRONG_OPPONENT,
                            format!(
                                "player {me} met {actual} in round {round}, but the Berger table pairs {me} with {}",
                                if other == 0 { "the bye".to_string() } else { format!("player {other}") }
                            ),
                        )
                        .with_help("check the drawn numbers and the result entries"),
                    };
                    let mut d = d.with_note(format!(
                        "player {me} drew table number {}",
                        lots[me as usize - 1]
                    ));
                    if other == 0 {
                        d = d.with_note(format!(
                            "the table gives player {me} the bye in round {round}"
                        ));
                        if let Some(s) = scheduled_round(me, actual) {
                            d = d.with_note(format!(
                                "players {me} and {actual} meet in round {} of the table",
                                s + 1
                            ));
                        }
                    }
                    out.push(d);
                } else if game.color.is_some_and(|c| c != colour) {
                    reported.push(key);
                    out.push(
                        Diagnostic::warning(
                            crate::results::codes::RR_WRONG_COLOUR,
                            format!(
                                "player {white} should have White against {black} in round {round}"
                            ),
                        )
                        .with_note(format!("table numbers {tw}–{tb}: the first number has White"))
                        .with_help("correct the colours, or the drawn numbers"),
                    );
                }
            }
        }
    }
    out
}
