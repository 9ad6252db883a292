//! Berger tables (C.05 Annex 1) against the published tables, their properties for up to 40
//! players, and the schedule check on real and constructed round robins.

use proptest::prelude::*;
use reglament::results::round_robin::check_against_schedule;
use reglament::results::trf::read_trf_bytes;
use reglament::results::{Color, Game, Outcome, Pairing, Player, Tournament};
use reglament::vocab::berger::{berger_round, schedule};

/// The official tables of C.05 Annex 1 as printed in the reference (section 2.3): for each
/// even N, one line per round with the boards left to right, White first.
pub(super) const PUBLISHED: &[(u32, &[&str])] = &[
    (4, &["1-4 2-3", "4-3 1-2", "2-4 3-1"]),
    (6, &["1-6 2-5 3-4", "6-4 5-3 1-2", "2-6 3-1 4-5", "6-5 1-4 2-3", "3-6 4-2 5-1"]),
    (
        8,
        &[
            "1-8 2-7 3-6 4-5",
            "8-5 6-4 7-3 1-2",
            "2-8 3-1 4-7 5-6",
            "8-6 7-5 1-4 2-3",
            "3-8 4-2 5-1 6-7",
            "8-7 1-6 2-5 3-4",
            "4-8 5-3 6-2 7-1",
        ],
    ),
    (
        10,
        &[
            "1-10 2-9 3-8 4-7 5-6",
            "10-6 7-5 8-4 9-3 1-2",
            "2-10 3-1 4-9 5-8 6-7",
            "10-7 8-6 9-5 1-4 2-3",
            "3-10 4-2 5-1 6-9 7-8",
            "10-8 9-7 1-6 2-5 3-4",
            "4-10 5-3 6-2 7-1 8-9",
            "10-9 1-8 2-7 3-6 4-5",
            "5-10 6-4 7-3 8-2 9-1",
        ],
    ),
    (
        12,
        &[
            "1-12 2-11 3-10 4-9 5-8 6-7",
            "12-7 8-6 9-5 10-4 11-3 1-2",
            "2-12 3-1 4-11 5-10 6-9 7-8",
            "12-8 9-7 10-6 11-5 1-4 2-3",
            "3-12 4-2 5-1 6-11 7-10 8-9",
            "12-9 10-8 11-7 1-6 2-5 3-4",
            "4-12 5-3 6-2 7-1 8-11 9-10",
            "12-10 11-9 1-8 2-7 3-6 4-5",
            "5-12 6-4 7-3 8-2 9-1 10-11",
            "12-11 1-10 2-9 3-8 4-7 5-6",
            "6-12 7-5 8-4 9-3 10-2 11-1",
        ],
    ),
    (
        14,
        &[
            "1-14 2-13 3-12 4-11 5-10 6-9 7-8",
            "14-8 9-7 10-6 11-5 12-4 13-3 1-2",
            "2-14 3-1 4-13 5-12 6-11 7-10 8-9",
            "14-9 10-8 11-7 12-6 13-5 1-4 2-3",
            "3-14 4-2 5-1 6-13 7-12 8-11 9-10",
            "14-10 11-9 12-8 13-7 1-6 2-5 3-4",
            "4-14 5-3 6-2 7-1 8-13 9-12 10-11",
            "14-11 12-10 13-9 1-8 2-7 3-6 4-5",
            "5-14 6-4 7-3 8-2 9-1 10-13 11-12",
            "14-12 13-11 1-10 2-9 3-8 4-7 5-6",
            "6-14 7-5 8-4 9-3 10-2 11-1 12-13",
            "14-13 1-12 2-11 3-10 4-9 5-8 6-7",
            "7-14 8-6 9-5 10-4 11-3 12-2 13-1",
        ],
    ),
];

pub(super) fn parse_row(row: &str) -> Vec<(u32, u32)> {
    row.split_whitespace()
        .map(|pair| {
            let (w, b) = pair.split_once('-').expect("a-b");
            (w.parse().expect("number"), b.parse().expect("number"))
        })
        .collect()
}

#[test]
fn equal_to_the_published_tables_for_3_to_14_players() {
    for &(big_n, rows) in PUBLISHED {
        assert_eq!(rows.len() as u32, big_n - 1);
        // Even N: every pairing of every round, in board order.
        let even = schedule(big_n, false);
        for (r, row) in rows.iter().enumerate() {
            assert_eq!(even[r], parse_row(row), "{big_n} players, round {}", r + 1);
            assert_eq!(berger_round(big_n, r as u32 + 1), parse_row(row));
        }
        // Odd n = N − 1: the same table without the pairs of number N (the bye).
        let odd = schedule(big_n - 1, false);
        for (r, row) in rows.iter().enumerate() {
            let expected: Vec<(u32, u32)> =
                parse_row(row).into_iter().filter(|&(w, b)| w != big_n && b != big_n).collect();
            assert_eq!(odd[r], expected, "{} players, round {}", big_n - 1, r + 1);
        }
    }
}

#[test]
fn double_round_robin_swaps_the_last_two_rounds_and_reverses_colours() {
    let table = schedule(6, true);
    assert_eq!(table.len(), 10);
    assert_eq!(table[3], parse_row("3-6 4-2 5-1"), "round 4 is the table's round 5");
    assert_eq!(table[4], parse_row("6-5 1-4 2-3"), "round 5 is the table's round 4");
    assert_eq!(table[5], parse_row("6-1 5-2 4-3"), "round 6 is round 1 with colours reversed");
    assert_eq!(table[9], parse_row("6-3 2-4 1-5"));
    // Without the swap, player 1 would have Black three times running at the cycle boundary
    // (WWBWB|BBWBW in the reference); with it, nobody has a run longer than two.
    let naive: Vec<Vec<(u32, u32)>> = (1..=5)
        .map(|r| berger_round(6, r))
        .chain((1..=5).map(|r| berger_round(6, r).into_iter().map(|(w, b)| (b, w)).collect()))
        .collect();
    assert_eq!(longest_run(&naive, 6), 3);
    assert_eq!(longest_run(&table, 6), 2);
}

#[test]
fn impossible_requests_give_empty_tables() {
    assert!(schedule(1, false).is_empty());
    assert!(schedule(0, true).is_empty());
    assert!(berger_round(4, 0).is_empty());
    assert!(berger_round(4, 4).is_empty());
    assert_eq!(schedule(2, true), vec![vec![(1, 2)], vec![(2, 1)]]);
}

/// Each player's colours over the schedule, in round order (byes skipped).
fn colours(table: &[Vec<(u32, u32)>], n: u32) -> Vec<Vec<Color>> {
    let mut out = vec![Vec::new(); n as usize + 1];
    for round in table {
        for &(w, b) in round {
            out[w as usize].push(Color::White);
            out[b as usize].push(Color::Black);
        }
    }
    out
}

fn longest_run(table: &[Vec<(u32, u32)>], n: u32) -> usize {
    colours(table, n)
        .iter()
        .map(|c| {
            let mut best = 0;
            let mut run = 0;
            for (i, x) in c.iter().enumerate() {
                run = if i > 0 && c[i - 1] == *x { run + 1 } else { 1 };
                best = best.max(run);
            }
            best
        })
        .max()
        .unwrap_or(0)
}

proptest! {
    #![proptest_config(crate::common::proptest_config(256))]

    #[test]
    fn every_pair_meets_once_per_cycle_and_colours_are_balanced(n in 2u32..=40, double: bool) {
        let big_n = n + n % 2;
        let table = schedule(n, double);
        let cycles = if double { 2 } else { 1 };
        prop_assert_eq!(table.len() as u32, cycles * (big_n - 1));
        let mut met = vec![vec![0u32; n as usize + 1]; n as usize + 1];
        for round in &table {
            let mut seen = vec![false; n as usize + 1];
            for &(w, b) in round {
                prop_assert!(w >= 1 && w <= n && b >= 1 && b <= n && w != b);
                prop_assert!(!seen[w as usize] && !seen[b as usize], "one game per player per round");
                seen[w as usize] = true;
                seen[b as usize] = true;
                met[w.min(b) as usize][w.max(b) as usize] += 1;
            }
            // Everyone plays, except one bye per round when n is odd.
            prop_assert_eq!(seen.iter().filter(|&&s| !s).count() as u32 - 1, n % 2);
        }
        for i in 1..=n {
            for j in i + 1..=n {
                prop_assert_eq!(met[i as usize][j as usize], cycles, "{} and {}", i, j);
            }
        }
        let colours = colours(&table, n);
        for (p, c) in colours.iter().enumerate().skip(1) {
            let whites = c.iter().filter(|&&x| x == Color::White).count() as u32;
            let blacks = c.len() as u32 - whites;
            if double {
                // The second cycle reverses the first: exactly balanced.
                prop_assert_eq!(whites, blacks);
            } else if n % 2 == 0 {
                // Even n (C.05 Annex 1): players 1..N/2 get N/2 whites, the others N/2 − 1.
                let expected = if p as u32 <= n / 2 { n / 2 } else { n / 2 - 1 };
                prop_assert_eq!(whites, expected, "player {}", p);
            } else {
                // Odd n: colours alternate strictly over the games played.
                prop_assert_eq!(whites, blacks);
                prop_assert!(c.windows(2).all(|w| w[0] != w[1]), "player {} alternates", p);
            }
        }
        // Nobody gets the same colour three times running, across the cycle boundary too.
        prop_assert!(longest_run(&table, n) <= 2);
    }

    #[test]
    fn games_played_by_the_table_pass_and_changed_ones_are_reported(
        n in 3u32..=16,
        double: bool,
        seed in any::<u64>(),
    ) {
        let lots = shuffled(n, seed);
        let t = tournament_from_table(n, double, &lots);
        prop_assert!(check_against_schedule(&t, &lots).is_empty());
        // Swapping the colours of one game is a colour finding.
        let mut swapped = t.clone();
        let first = &mut swapped.players[0].games[0];
        if first.opponent.is_some() {
            let opponent = first.opponent.unwrap_or(0);
            let round = first.round;
            first.color = first.color.map(|c| if c == Color::White { Color::Black } else { Color::White });
            let other = swapped.players[opponent as usize - 1]
                .games
                .iter_mut()
                .find(|g| g.round == round)
                .expect("other side");
            other.color = other.color.map(|c| if c == Color::White { Color::Black } else { Color::White });
            let d = check_against_schedule(&swapped, &lots);
            prop_assert_eq!(d.len(), 1);
            prop_assert_eq!(d[0].code, "T041");
        }
        // Wrong lots: nothing fits any more.
        let mut wrong = lots.clone();
        wrong.swap(0, 1);
        let d = check_against_schedule(&t, &wrong);
        prop_assert!(d.iter().any(|d| d.code == "T040" || d.code == "T041" || d.code == "T042"));
    }
}

/// A permutation of 1..=n from a seed (a small linear congruential shuffle).
fn shuffled(n: u32, seed: u64) -> Vec<u32> {
    let mut v: Vec<u32> = (1..=n).collect();
    let mut s = seed | 1;
    for i in (1..v.len()).rev() {
        s = s.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        v.swap(i, (s >> 33) as usize % (i + 1));
    }
    v
}

/// A tournament whose games follow the Berger table for the given lots (all draws).
fn tournament_from_table(n: u32, double: bool, lots: &[u32]) -> Tournament {
    let mut holder = vec![0u32; n as usize + 2];
    for (i, &lot) in lots.iter().enumerate() {
        holder[lot as usize] = i as u32 + 1;
    }
    let table = schedule(n, double);
    let mut players: Vec<Player> = (1..=n)
        .map(|start| Player { start, name: format!("P{start}").into(), ..Player::default() })
        .collect();
    for (r, round) in table.iter().enumerate() {
        for &(w, b) in round {
            let (w, b) = (holder[w as usize], holder[b as usize]);
            for (me, other, color) in [(w, b, Color::White), (b, w, Color::Black)] {
                players[me as usize - 1].games.push(Game {
                    round: r as u32 + 1,
                    opponent: Some(other),
                    color: Some(color),
                    outcome: Outcome::Draw,
                    rated: true,
                });
            }
        }
    }
    Tournament {
        rounds: table.len() as u32,
        pairing: if double { Pairing::DoubleRoundRobin } else { Pairing::RoundRobin },
        players,
        ..Tournament::default()
    }
}

#[test]
fn postponed_game_is_a_wrong_round_and_a_stranger_a_wrong_opponent() {
    let lots: Vec<u32> = (1..=6).collect();
    let mut t = tournament_from_table(6, false, &lots);
    // Round 2 is 6-4 5-3 1-2 and round 3 is 2-6 3-1 4-5: let 1 and 3 meet in round 2.
    let set = |t: &mut Tournament, p: u32, round: u32, opponent: u32, color: Color| {
        let g =
            t.players[p as usize - 1].games.iter_mut().find(|g| g.round == round).expect("game");
        g.opponent = Some(opponent);
        g.color = Some(color);
    };
    set(&mut t, 1, 2, 3, Color::Black);
    set(&mut t, 3, 2, 1, Color::White);
    let d = check_against_schedule(&t, &lots);
    assert!(d.iter().any(|d| d.code == "T042" && d.message.contains("round 3")), "{d:?}");
    assert!(check_against_schedule(&t, &[1, 1, 2, 3, 4, 5]).iter().any(|d| d.code == "T043"));
    assert!(check_against_schedule(&t, &[1, 2, 3]).iter().any(|d| d.code == "T043"));
}

#[test]
fn odd_number_of_players_checks_the_bye() {
    let lots: Vec<u32> = (1..=5).collect();
    let mut t = tournament_from_table(5, false, &lots);
    // In round 1 number 1 meets 6, the bye; give player 1 a game against 2 instead.
    t.players[0].games.insert(
        0,
        Game {
            round: 1,
            opponent: Some(2),
            color: Some(Color::White),
            outcome: Outcome::Draw,
            rated: true,
        },
    );
    let d = check_against_schedule(&t, &lots);
    // Player 1 should have had the bye: a wrong pairing (T040), with a note that 1 and 2 do
    // meet, in round 2.
    assert!(
        d.iter().any(|d| d.code == "T040"
            && d.message.contains("the bye")
            && d.notes.iter().any(|n| n.contains("meet in round 2"))),
        "{d:?}"
    );
}

#[test]
fn fide_exercise_round_robin_is_the_berger_table_with_5_and_6_swapped() {
    // The FIDE C.07 exercise round robin (6 players, 5 rounds) is the Berger table for 6 with
    // Franck (start 5) on table number 6 and Helene (start 6) on 5: round 1 is 1-5 2-6 3-4
    // (table 1-6 2-5 3-4), round 2 5-4 6-3 1-2 (table 6-4 5-3 1-2), colours included.
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/trf/exercise_FIDE_C07_held_roundrobin_6p_5r_tiebreak_values.trf"
    );
    let bytes = std::fs::read(path).expect("file");
    let (mut t, _) = read_trf_bytes("held_round_robin.trf", &bytes);
    t.pairing = Pairing::RoundRobin;
    assert_eq!((t.players.len(), t.rounds), (6, 5));
    let d = check_against_schedule(&t, &[1, 2, 3, 4, 6, 5]);
    assert!(d.is_empty(), "{d:?}");
    // With start numbers as table numbers, round 1 already differs: 1 meets 5, not 6.
    let d = check_against_schedule(&t, &[]);
    assert!(
        d.iter()
            .any(|d| d.code == "T042" && d.message.starts_with("players 1 and 5 met in round 1")),
        "{d:?}"
    );
}
