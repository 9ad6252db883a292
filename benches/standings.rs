//! Standings with BH/C1, BH, SB, DE, ARO, TPR, PTP, APRO on a generated Swiss, at two sizes to
//! show that the cost grows linearly with the number of players.

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion};
use reglament::results::{Color, Game, Outcome, Player, Tournament};
use reglament::score::{standings, ScoreOptions};
use reglament::vocab::tiebreak::TieBreak;
use std::hint::black_box;

/// A deterministic pseudo-random Swiss: each round pairs neighbours in the current score order
/// (no repeat avoidance; the scoring cost does not depend on it), an odd player out gets a
/// pairing-allocated bye, results drawn from a linear congruential generator.
fn generated_swiss(players: u32, rounds: u32, seed: u64) -> Tournament {
    let mut state = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
    let mut next = move || {
        state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        (state >> 33) as u32
    };
    let mut list: Vec<Player> = (1..=players)
        .map(|start| Player {
            start,
            name: format!("Player {start}").into(),
            rating: Some(1400 + next() % 1300),
            ..Player::default()
        })
        .collect();
    let mut score = vec![0u32; players as usize];
    for round in 1..=rounds {
        let mut order: Vec<u32> = (1..=players).collect();
        order.sort_by_key(|p| (std::cmp::Reverse(score[(*p - 1) as usize]), *p));
        if order.len() % 2 == 1 {
            if let Some(last) = order.pop() {
                score[(last - 1) as usize] += 2;
                list[(last - 1) as usize].games.push(Game {
                    round,
                    opponent: None,
                    color: None,
                    outcome: Outcome::PairingBye,
                    rated: false,
                });
            }
        }
        for pair in order.chunks(2) {
            let (w, b) = (pair[0], pair[1]);
            let (ow, ob) = match next() % 3 {
                0 => (Outcome::Win, Outcome::Loss),
                1 => (Outcome::Draw, Outcome::Draw),
                _ => (Outcome::Loss, Outcome::Win),
            };
            for (p, o, opp, c) in [(w, ow, b, Color::White), (b, ob, w, Color::Black)] {
                score[(p - 1) as usize] += match o {
                    Outcome::Win => 2,
                    Outcome::Draw => 1,
                    _ => 0,
                };
                list[(p - 1) as usize].games.push(Game {
                    round,
                    opponent: Some(opp),
                    color: Some(c),
                    outcome: o,
                    rated: true,
                });
            }
        }
    }
    Tournament { rounds, players: list, ..Tournament::default() }
}

fn bench(c: &mut Criterion) {
    let list: Vec<TieBreak> = "BH/C1,BH,SB,DE,ARO,TPR,PTP,APRO"
        .split(',')
        .filter_map(|d| TieBreak::parse(d).ok())
        .collect();
    let options = ScoreOptions::default();
    let mut group = c.benchmark_group("standings_13_rounds");
    group.sample_size(10);
    for players in [2_500u32, 5_000] {
        let t = generated_swiss(players, 13, 7);
        group.bench_with_input(BenchmarkId::from_parameter(players), &t, |b, t| {
            b.iter(|| standings(black_box(t), &list, &options))
        });
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
