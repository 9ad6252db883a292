//! Deterministic generator of large Swiss tournaments, for benchmarks and stress tests.
//!
//! The same `(players, rounds, seed)` always gives the same tournament. The pairing is a simple
//! Dutch-like one: players are ordered by score, then start number; each score group (plus the
//! players floating down from the group above) is split in halves and the top half meets the
//! bottom half, skipping rematches; whoever is left floats down. Colours go to the player who
//! had fewer Whites (then alternate from the last game). Results follow the rating difference.
//!
//! Besides played games the generator writes what real files contain: forfeits (about 1 game in
//! 200), half-point byes (about 1 player in 100 per round, never in the last round), single
//! absences (`Z`), a pairing-allocated bye for the lowest player without one when the number is
//! odd, and a few withdrawals (players who stop after some round and have no later entries).
//! Declared points equal the computed totals; ranks are left empty.

use crate::results::{Color, Game, Outcome, Player, Tournament};
use crate::vocab::points::Points;
use jiff::civil::Date;

/// SplitMix64: small, fast and good enough for a test-data generator.
struct Random(u64);

impl Random {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (`n > 0`).
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n.max(1)
    }

    /// True with probability `per_mille / 1000`.
    fn chance(&mut self, per_mille: u64) -> bool {
        self.below(1000) < per_mille
    }
}

const SURNAMES: &[&str] = &[
    "Petrov",
    "Ivanova",
    "Kovalenko",
    "Shevchenko",
    "Georgiev",
    "Dimitrova",
    "Bondarenko",
    "Tkachenko",
    "Nikolov",
    "Stoyanova",
    "Melnyk",
    "Kravchuk",
    "Hristov",
    "Todorova",
    "Boyko",
    "Oliynyk",
    "Angelov",
    "Marinova",
    "Lysenko",
    "Rudenko",
];
const GIVEN: &[&str] = &[
    "Ivan",
    "Maria",
    "Oleksandr",
    "Elena",
    "Georgi",
    "Anna",
    "Dmytro",
    "Iryna",
    "Nikolai",
    "Svetlana",
    "Andriy",
    "Olena",
    "Petar",
    "Natalia",
    "Taras",
    "Yana",
];
const FEDERATIONS: &[&str] = &["BUL", "UKR", "GER", "POL", "ROU", "SRB", "GRE", "TUR"];

/// What a player is doing in a round before pairing.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Status {
    Playing,
    HalfBye,
    Absent,
    Withdrawn,
}

/// A deterministic pseudo-random Swiss tournament with `players` players and `rounds` rounds.
/// Players below 1400 are unrated, as in a real open.
pub fn swiss(players: u32, rounds: u32, seed: u64) -> Tournament {
    swiss_with(players, rounds, seed, false)
}

/// As [`swiss`]; with `all_rated` every player keeps a rating (down to about 1000), so that the
/// rating-based tie-breaks (C.07 Art. 10) are computed rather than dropped (benchmarks).
pub fn swiss_with(players: u32, rounds: u32, seed: u64, all_rated: bool) -> Tournament {
    let mut random = Random(seed ^ 0x5EED_0000_0000_0000);
    let n = players as usize;
    let mut list: Vec<Player> = Vec::with_capacity(n);
    // Ratings fall from about 2700 to about 1000 with noise; start numbers follow rating order.
    let mut ratings: Vec<u32> = (0..n)
        .map(|i| {
            let base = 2700 - (1700 * i / n.max(1)) as u32;
            base + random.below(60) as u32
        })
        .collect();
    ratings.sort_unstable_by(|a, b| b.cmp(a));
    for (i, &rating) in ratings.iter().enumerate() {
        let start = i as u32 + 1;
        let surname = SURNAMES[random.below(SURNAMES.len() as u64) as usize];
        let given = GIVEN[random.below(GIVEN.len() as u64) as usize];
        list.push(Player {
            start,
            name: format!("{surname}, {given} {start}").into(),
            sex: if random.chance(250) { "w".into() } else { "m".into() },
            title: match rating {
                2500.. => "GM".into(),
                2400..=2499 => "IM".into(),
                2300..=2399 => "FM".into(),
                _ => Default::default(),
            },
            rating: (all_rated || rating >= 1400).then_some(rating),
            federation: FEDERATIONS[random.below(FEDERATIONS.len() as u64) as usize].into(),
            fide_id: Some(10_000_000 + u64::from(start)),
            birth: format!("{}/01/01", 1950 + random.below(60)).into(),
            ..Player::default()
        });
    }
    let mut score = vec![Points::ZERO; n];
    let mut whites = vec![0i32; n];
    let mut last_colour: Vec<Option<Color>> = vec![None; n];
    let mut had_bye = vec![false; n];
    let mut opponents: Vec<Vec<u32>> = vec![Vec::new(); n];
    let mut withdrawn = vec![false; n];
    for round in 1..=rounds {
        let status: Vec<Status> = (0..n)
            .map(|i| {
                if withdrawn[i] {
                    Status::Withdrawn
                } else if round > 2 && round < rounds && random.chance(2) {
                    withdrawn[i] = true;
                    Status::Withdrawn
                } else if round < rounds && random.chance(10) {
                    Status::HalfBye
                } else if random.chance(5) {
                    Status::Absent
                } else {
                    Status::Playing
                }
            })
            .collect();
        for i in 0..n {
            let outcome = match status[i] {
                Status::HalfBye => Outcome::HalfBye,
                Status::Absent => Outcome::ZeroBye,
                _ => continue,
            };
            list[i].games.push(Game { round, opponent: None, color: None, outcome, rated: false });
            if outcome == Outcome::HalfBye {
                score[i] += Points::HALF;
            }
        }
        let mut order: Vec<usize> = (0..n).filter(|&i| status[i] == Status::Playing).collect();
        order.sort_by(|&a, &b| score[b].cmp(&score[a]).then(a.cmp(&b)));
        if order.len() % 2 == 1 {
            let pos = order.iter().rposition(|&i| !had_bye[i]).unwrap_or(order.len() - 1);
            let i = order.remove(pos);
            had_bye[i] = true;
            score[i] += Points::ONE;
            list[i].games.push(Game {
                round,
                opponent: None,
                color: None,
                outcome: Outcome::PairingBye,
                rated: false,
            });
        }
        for (a, b) in pair_by_score_groups(&order, &score, &opponents) {
            // White to the player with fewer Whites, else the one who had Black last.
            let a_white = match whites[a].cmp(&whites[b]) {
                std::cmp::Ordering::Less => true,
                std::cmp::Ordering::Greater => false,
                std::cmp::Ordering::Equal => last_colour[a] != Some(Color::White),
            };
            let (w, b) = if a_white { (a, b) } else { (b, a) };
            whites[w] += 1;
            whites[b] -= 1;
            last_colour[w] = Some(Color::White);
            last_colour[b] = Some(Color::Black);
            opponents[w].push(b as u32 + 1);
            opponents[b].push(w as u32 + 1);
            let (white_outcome, black_outcome, rated) = if random.chance(5) {
                if random.chance(500) {
                    (Outcome::ForfeitWin, Outcome::ForfeitLoss, false)
                } else {
                    (Outcome::ForfeitLoss, Outcome::ForfeitWin, false)
                }
            } else {
                let diff = ratings[w] as i64 - ratings[b] as i64 + 35;
                let expected = 1.0 / (1.0 + 10f64.powf(-(diff as f64) / 400.0));
                let draw = 0.30 - (expected - 0.5).abs() * 0.3;
                let roll = random.below(1_000_000) as f64 / 1_000_000.0;
                if roll < expected - draw / 2.0 {
                    (Outcome::Win, Outcome::Loss, true)
                } else if roll < expected + draw / 2.0 {
                    (Outcome::Draw, Outcome::Draw, true)
                } else {
                    (Outcome::Loss, Outcome::Win, true)
                }
            };
            for (me, other, colour, outcome) in
                [(w, b, Color::White, white_outcome), (b, w, Color::Black, black_outcome)]
            {
                score[me] += match outcome {
                    Outcome::Win | Outcome::ForfeitWin => Points::ONE,
                    Outcome::Draw => Points::HALF,
                    _ => Points::ZERO,
                };
                list[me].games.push(Game {
                    round,
                    opponent: Some(other as u32 + 1),
                    color: Some(colour),
                    outcome,
                    rated,
                });
            }
        }
    }
    for (i, player) in list.iter_mut().enumerate() {
        player.declared_points = Some(score[i]);
    }
    Tournament {
        name: format!("Generated Swiss {players} players {rounds} rounds (seed {seed})"),
        city: "Sofia".into(),
        federation: "BUL".into(),
        start_date: Date::new(2025, 7, 1).ok(),
        end_date: Date::new(2025, 7, 1 + rounds.min(27) as i8).ok(),
        rounds,
        tournament_type: "Individual: Swiss-System".into(),
        chief_arbiter: "Generated Arbiter".into(),
        time_control: "90 min + 30 s".into(),
        players: list,
        ..Tournament::default()
    }
}

/// Pairs `order` (indices sorted by score, then start) group by group, top half against bottom
/// half, avoiding rematches where possible.
fn pair_by_score_groups(
    order: &[usize],
    score: &[Points],
    opponents: &[Vec<u32>],
) -> Vec<(usize, usize)> {
    let mut pairs = Vec::with_capacity(order.len() / 2);
    let mut carried: Vec<usize> = Vec::new();
    let mut i = 0;
    while i < order.len() {
        let group_score = score[order[i]];
        let mut group = std::mem::take(&mut carried);
        while i < order.len() && score[order[i]] == group_score {
            group.push(order[i]);
            i += 1;
        }
        let last_group = i >= order.len();
        let half = group.len() / 2;
        let (top, bottom) = group.split_at(half);
        let mut bottom: Vec<usize> = bottom.to_vec();
        let mut unpaired_top = Vec::new();
        for &a in top {
            let played = |b: usize| opponents[a].contains(&(b as u32 + 1));
            match bottom.iter().position(|&b| !played(b)) {
                Some(k) => pairs.push((a, bottom.remove(k))),
                None => unpaired_top.push(a),
            }
        }
        let mut rest: Vec<usize> = unpaired_top.into_iter().chain(bottom).collect();
        rest.sort_unstable();
        if last_group {
            // Nothing below: pair what is left in order, rematches allowed as a last resort.
            let mut k = 0;
            while k + 1 < rest.len() {
                pairs.push((rest[k], rest[k + 1]));
                k += 2;
            }
        } else {
            carried = rest;
        }
    }
    pairs
}
