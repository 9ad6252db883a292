//! Round-robin schedules: the Berger tables of FIDE Handbook C.05 Annex 1, for any number of
//! players. Results are checked against them in `results::round_robin`.
//!
//! Closed form (verified against the published tables for 3–14 players): let N be n rounded up
//! to even and M = N − 1. In round r, a is the number with 2a ≡ r + 1 (mod M); board 1 is a–N
//! in odd rounds and N–a in even rounds; board k ≥ 2 is wrap(a + k − 1)–wrap(a − k + 1), where
//! wrap maps onto 1..M. The first number of a pair has White. With n odd, whoever meets N has
//! the bye.
//!
//! A double round robin plays the first cycle with its last two rounds swapped (the Annex 1
//! recommendation, so that nobody has the same colour three times running at the cycle
//! boundary) and then the table again with colours reversed.

/// Number of table positions: `n` rounded up to even.
pub fn positions(n: u32) -> u32 {
    n + n % 2
}

/// The pairings of one round of the single-cycle Berger table for `n` players (`n ≥ 2`,
/// `1 ≤ round ≤ N − 1`), boards in order, White first. With `n` odd the pair with the dummy
/// number `n + 1` (the bye) is left out. Returns an empty list for an impossible round.
pub fn berger_round(n: u32, round: u32) -> Vec<(u32, u32)> {
    let big_n = positions(n);
    let m = big_n.saturating_sub(1);
    if n < 2 || round == 0 || round > m {
        return Vec::new();
    }
    let wrap = |x: i64| ((x - 1).rem_euclid(m as i64) + 1) as u32;
    // The unique a in 1..=M with 2a ≡ round + 1 (mod M).
    let a = if round % 2 == 1 { round.div_ceil(2) } else { (round + 1 + m) / 2 };
    let mut pairs = Vec::with_capacity(big_n as usize / 2);
    pairs.push(if round % 2 == 1 { (a, big_n) } else { (big_n, a) });
    for k in 2..=big_n / 2 {
        let step = i64::from(k - 1);
        pairs.push((wrap(i64::from(a) + step), wrap(i64::from(a) - step)));
    }
    if n % 2 == 1 {
        pairs.retain(|&(w, b)| w != big_n && b != big_n);
    }
    pairs
}

/// The whole schedule, one list of pairings per round. Single: N − 1 rounds. Double: the first
/// cycle with its last two rounds swapped, then the table again with colours reversed.
pub fn schedule(n: u32, double: bool) -> Vec<Vec<(u32, u32)>> {
    if n < 2 {
        return Vec::new();
    }
    let m = positions(n) - 1;
    let single: Vec<Vec<(u32, u32)>> = (1..=m).map(|r| berger_round(n, r)).collect();
    if !double {
        return single;
    }
    let mut first = single.clone();
    if first.len() >= 2 {
        let len = first.len();
        first.swap(len - 2, len - 1);
    }
    let second = single.iter().map(|round| round.iter().map(|&(w, b)| (b, w)).collect());
    first.into_iter().chain(second).collect()
}
