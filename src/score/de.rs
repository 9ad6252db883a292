//! Direct encounter (C.07 Art. 6): a type-A tie-break computed on the games among the tied
//! participants only, recomputed for every subgroup.

use super::rank::Criterion;
use super::unplayed::Crosstable;
use crate::vocab::points::Points;
use std::cell::RefCell;

/// Direct encounter as a ranking criterion.
pub struct DirectEncounter<'a> {
    /// The event.
    pub table: &'a Crosstable,
    /// Forfeits count as games (`DE/P`, or a round robin per Art. 15.2).
    pub forfeits_as_played: bool,
    /// The name as written in the list.
    pub label: String,
    /// The score among the tied players each participant had when DE was first applied to it
    /// (index = start − 1; grown as needed).
    pub first_scores: RefCell<Vec<Option<Points>>>,
}

/// Scores inside one group: `scaled[i]` is participant i's score against the others times
/// `scale` (games against the same opponent are averaged, Art. 6.1.2), `unmet[i]` how many
/// members it has not met.
struct GroupScores {
    scaled: Vec<i64>,
    unmet: Vec<i64>,
    scale: i64,
}

fn gcd(a: i64, b: i64) -> i64 {
    if b == 0 {
        a.abs()
    } else {
        gcd(b, a % b)
    }
}

impl<'a> DirectEncounter<'a> {
    /// Direct encounter on `table`, named `label`.
    pub fn new(table: &'a Crosstable, forfeits_as_played: bool, label: String) -> Self {
        // One entry per participant from the start (split fills it as groups are met).
        let first_scores = RefCell::new(vec![None; table.len()]);
        DirectEncounter { table, forfeits_as_played, label, first_scores }
    }

    fn scores(&self, group: &[u32]) -> GroupScores {
        // (i, j, sum of i's points against j, number of games), grouped by i: the members'
        // positions found by binary search in the group sorted by start number.
        let mut results: Vec<(usize, usize, i64, i64)> = Vec::new();
        let mut sorted: Vec<(u32, usize)> =
            group.iter().enumerate().map(|(i, p)| (*p, i)).collect();
        sorted.sort_unstable();
        for (i, p) in group.iter().enumerate() {
            let first = results.len();
            for r in self.table.row(*p) {
                let Some(opp) = r.opponent() else { continue };
                let Ok(k) = sorted.binary_search_by_key(&opp, |e| e.0) else { continue };
                let j = sorted[k].1;
                if r.counts_as_game(self.forfeits_as_played) {
                    match results[first..].iter_mut().find(|e| e.1 == j) {
                        Some(e) => {
                            e.2 += r.points.0;
                            e.3 += 1;
                        }
                        None => results.push((i, j, r.points.0, 1)),
                    }
                }
            }
        }
        // Common denominator of the averages; bounded so that absurd inputs (a pair meeting
        // dozens of times) cannot overflow — beyond the bound averages are rounded.
        const MAX_SCALE: i64 = 1 << 20;
        let exact = results.iter().try_fold(1i64, |l, (_, _, _, n)| {
            let next = l / gcd(l, *n) * n;
            (next <= MAX_SCALE).then_some(next)
        });
        let scale = exact.unwrap_or(MAX_SCALE);
        let mut scaled = vec![0i64; group.len()];
        let mut met = vec![0i64; group.len()];
        for (i, _, sum, n) in &results {
            let average =
                crate::vocab::fide::ratings::div_round_half_up(sum.saturating_mul(scale), *n);
            scaled[*i] = scaled[*i].saturating_add(average);
            met[*i] += 1;
        }
        let others = group.len() as i64 - 1;
        let unmet = met.iter().map(|m| others - m).collect();
        GroupScores { scaled, unmet, scale }
    }

    fn to_points(scaled: i64, scale: i64) -> Points {
        Points(crate::vocab::fide::ratings::div_round_half_up(scaled, scale))
    }
}

impl Criterion for DirectEncounter<'_> {
    fn split(&self, group: &[u32]) -> Vec<Vec<u32>> {
        let s = self.scores(group);
        {
            let mut first = self.first_scores.borrow_mut();
            for (i, p) in group.iter().enumerate() {
                let at = (*p - 1) as usize;
                if first.len() <= at {
                    first.resize(at + 1, None);
                }
                first[at].get_or_insert_with(|| Self::to_points(s.scaled[i], s.scale));
            }
        }
        let all_met = self.table.round_robin || s.unmet.iter().all(|u| *u == 0);
        let win = self.table.system.win.0.saturating_mul(s.scale);
        let maximum: Vec<i64> = s
            .scaled
            .iter()
            .zip(&s.unmet)
            .map(|(v, u)| if all_met { *v } else { v.saturating_add(u.saturating_mul(win)) })
            .collect();
        let mut order: Vec<usize> = (0..group.len()).collect();
        order.sort_by(|a, b| {
            s.scaled[*b]
                .cmp(&s.scaled[*a])
                .then(maximum[*b].cmp(&maximum[*a]))
                .then(group[*a].cmp(&group[*b]))
        });
        let mut parts: Vec<Vec<u32>> = Vec::new();
        if all_met {
            // 6.2: rank by the score among the group.
            let mut last = None;
            for i in order {
                match parts.last_mut() {
                    Some(part) if last == Some(s.scaled[i]) => part.push(group[i]),
                    _ => parts.push(vec![group[i]]),
                }
                last = Some(s.scaled[i]);
            }
        } else {
            // 6.3: a participant is placed only if nobody below can reach it whatever the
            // missing games' results would be.
            let mut k = 0;
            while k + 1 < order.len() {
                let best_rest =
                    order[k + 1..].iter().map(|i| maximum[*i]).max().unwrap_or(i64::MIN);
                if s.scaled[order[k]] > best_rest {
                    parts.push(vec![group[order[k]]]);
                    k += 1;
                } else {
                    break;
                }
            }
            let mut rest: Vec<u32> = order[k..].iter().map(|i| group[*i]).collect();
            rest.sort_unstable();
            parts.push(rest);
        }
        if parts.len() == 1 {
            return parts;
        }
        // Every subgroup still tied is treated again with Art. 6 on its own games.
        let mut out = Vec::new();
        for part in parts {
            if part.len() > 1 {
                out.extend(self.split(&part));
            } else {
                out.push(part);
            }
        }
        out
    }

    fn shown(&self, who: u32, group: &[u32]) -> Option<Points> {
        let s = self.scores(group);
        let i = group.iter().position(|p| *p == who)?;
        Some(Self::to_points(s.scaled[i], s.scale))
    }

    fn name(&self) -> String {
        self.label.clone()
    }

    fn recorded(&self, who: u32) -> Option<Points> {
        self.first_scores.borrow().get((who - 1) as usize).copied().flatten()
    }
}
