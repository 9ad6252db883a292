//! Ranking criteria for teams, on top of the generic engine ([`Criterion`]): value columns,
//! extended direct encounter with its board chains (Art. 13.3), the knock-out board tie-breaks
//! (Art. 12) and the seeds' regulation-defined board tie-breaks.

use super::table::{MatchKind, TeamTable};
use crate::score::de::DirectEncounter;
use crate::score::rank::{split_by_key, Criterion};
use crate::vocab::points::Points;
use std::cell::RefCell;
use std::collections::BTreeMap;

/// A tie-break given by one value per team (index = id − 1); `None` ranks last.
pub struct ColumnCriterion {
    /// Name as written in the list.
    pub label: String,
    /// Value shown per team.
    pub shown: Vec<Option<Points>>,
    /// Ranking key per team, higher is better (may differ from the shown value when the shown
    /// value is rounded, as for SSSC).
    pub keys: Vec<Option<i64>>,
}

impl ColumnCriterion {
    /// A column ranked by its values, higher first (or lower first).
    pub fn of(label: String, values: Vec<Option<Points>>, lower_is_better: bool) -> Self {
        let keys =
            values.iter().map(|v| v.map(|p| if lower_is_better { -p.0 } else { p.0 })).collect();
        ColumnCriterion { label, shown: values, keys }
    }
}

impl Criterion for ColumnCriterion {
    fn split(&self, group: &[u32]) -> Vec<Vec<u32>> {
        split_by_key(group, |p| self.keys.get((p - 1) as usize).copied().flatten())
    }

    fn shown(&self, who: u32, _group: &[u32]) -> Option<Points> {
        self.shown.get((who - 1) as usize).copied().flatten()
    }

    fn name(&self) -> String {
        self.label.clone()
    }
}

/// Splits `group` by a lexicographic key, greater first; ties keep id order.
pub fn split_by_vector(group: &[u32], key: impl Fn(u32) -> Vec<i64>) -> Vec<Vec<u32>> {
    let mut keyed: Vec<(Vec<i64>, u32)> = group.iter().map(|p| (key(*p), *p)).collect();
    keyed.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
    let mut out: Vec<Vec<u32>> = Vec::new();
    let mut last: Option<Vec<i64>> = None;
    for (k, p) in keyed {
        match out.last_mut() {
            Some(part) if last.as_ref() == Some(&k) => part.push(p),
            _ => out.push(vec![p]),
        }
        last = Some(k);
    }
    out
}

/// The knock-out board tie-breaks of Art. 12.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BoardRule {
    /// Board count (12.1): Σ board × game points on that board; lower is better.
    Count,
    /// Top board result (12.2): board 1, then board 2, ….
    Top,
    /// Bottom board elimination (12.3): all boards but the last, then all but the last two, ….
    Bottom,
}

impl BoardRule {
    /// The ranking key of per-board game points (board 1 first), greater is better.
    pub fn key(self, boards: &[Points]) -> Vec<i64> {
        match self {
            BoardRule::Count => vec![-board_count(boards).0],
            BoardRule::Top => boards.iter().map(|p| p.0).collect(),
            BoardRule::Bottom => {
                (1..boards.len()).rev().map(|k| boards[..k].iter().map(|p| p.0).sum()).collect()
            }
        }
    }

    /// The value shown: BC itself, board 1's points for TBR, all but the last board for BBE.
    pub fn shown(self, boards: &[Points]) -> Option<Points> {
        match self {
            BoardRule::Count => Some(board_count(boards)),
            BoardRule::Top => boards.first().copied(),
            BoardRule::Bottom => {
                Some(boards[..boards.len().saturating_sub(1)].iter().copied().sum())
            }
        }
    }
}

/// Σ b × points on board b.
pub fn board_count(boards: &[Points]) -> Points {
    boards.iter().enumerate().map(|(i, p)| p.times(i as i64 + 1)).sum()
}

/// BC, TBR or BBE over the whole event.
pub struct BoardCriterion<'a> {
    /// The event.
    pub table: &'a TeamTable,
    /// Which rule.
    pub rule: BoardRule,
    /// Name as written in the list.
    pub label: String,
}

impl Criterion for BoardCriterion<'_> {
    fn split(&self, group: &[u32]) -> Vec<Vec<u32>> {
        split_by_vector(group, |p| self.rule.key(&self.table.board_totals(p)))
    }

    fn shown(&self, who: u32, _group: &[u32]) -> Option<Points> {
        self.rule.shown(&self.table.board_totals(who))
    }

    fn name(&self) -> String {
        self.label.clone()
    }
}

/// Extended direct encounter (Art. 13.3): direct encounter on the primary score; where that
/// separates nobody, on the secondary score; every new tied subgroup starts again from the
/// primary score (13.3.3). If exactly two teams remain tied, the board `chain` (13.3.2: BC then
/// TBR for EDEBT, …) is applied to their mutual match.
pub struct ExtendedDirectEncounter<'a> {
    /// The event.
    pub table: &'a TeamTable,
    /// Direct encounter on the primary score.
    pub primary: DirectEncounter<'a>,
    /// Direct encounter on the secondary score.
    pub secondary: DirectEncounter<'a>,
    /// Board tie-breaks for two teams still tied, on their mutual match.
    pub chain: Vec<BoardRule>,
    /// Matches forfeited as a whole count (`/P`, or round robin).
    pub forfeits: bool,
    /// Name as written in the list.
    pub label: String,
}

impl ExtendedDirectEncounter<'_> {
    fn ede(&self, group: &[u32]) -> Vec<Vec<u32>> {
        let first = self.primary.split(group);
        let parts = if first.len() > 1 {
            first
        } else {
            let second = self.secondary.split(group);
            if second.len() == 1 {
                return vec![group.to_vec()];
            }
            second
        };
        parts.into_iter().flat_map(|p| if p.len() > 1 { self.ede(&p) } else { vec![p] }).collect()
    }

    fn chain_split(&self, pair: &[u32]) -> Vec<Vec<u32>> {
        let (a, b) = (pair[0], pair[1]);
        let (Some(ab), Some(ba)) = (
            self.table.mutual_board_totals(a, b, self.forfeits),
            self.table.mutual_board_totals(b, a, self.forfeits),
        ) else {
            return vec![pair.to_vec()];
        };
        for rule in &self.chain {
            let parts = split_by_vector(pair, |p| rule.key(if p == a { &ab } else { &ba }));
            if parts.len() > 1 {
                return parts;
            }
        }
        vec![pair.to_vec()]
    }
}

impl Criterion for ExtendedDirectEncounter<'_> {
    fn split(&self, group: &[u32]) -> Vec<Vec<u32>> {
        let parts = self.ede(group);
        if self.chain.is_empty() {
            return parts;
        }
        parts
            .into_iter()
            .flat_map(|p| if p.len() == 2 { self.chain_split(&p) } else { vec![p] })
            .collect()
    }

    fn shown(&self, who: u32, group: &[u32]) -> Option<Points> {
        self.primary.shown(who, group)
    }

    fn name(&self) -> String {
        self.label.clone()
    }

    fn recorded(&self, who: u32) -> Option<Points> {
        self.primary.recorded(who)
    }
}

/// Regulation-defined board-weighted points: a won game on board b is worth `weights[b-1]`, a
/// draw half of it (boards beyond the list are worth nothing). Over the whole event (every match
/// against an opponent, forfeits as wins and losses; byes have no board results and count
/// nothing), or only in the matches played among the tied teams — then recomputed for every
/// subgroup still tied, as direct encounter is (Art. 6.2).
pub struct BoardWeighted<'a> {
    /// The event.
    pub table: &'a TeamTable,
    /// Weight of a win per board.
    pub weights: Vec<Points>,
    /// Only matches among the tied teams count.
    pub among_tied: bool,
    /// Name as written in the list.
    pub label: String,
    /// Value each team had when the criterion was first applied to it.
    pub first_values: RefCell<BTreeMap<u32, Points>>,
}

impl BoardWeighted<'_> {
    /// Twice the weighted points of `who` (exact: a draw is half a weight), counting matches
    /// against `among` only when given.
    fn doubled(&self, who: u32, among: Option<&[u32]>) -> i64 {
        self.table
            .row(who)
            .iter()
            .filter(|r| match among {
                Some(group) => {
                    r.kind == MatchKind::Played && r.opponent.is_some_and(|o| group.contains(&o))
                }
                None => r.opponent.is_some(),
            })
            .flat_map(|r| r.boards.iter().zip(&self.weights))
            .map(|(b, w)| w.0 * b.score.0 / 50)
            .sum()
    }

    /// The value of `who` (over the event, or among `group`).
    pub fn value(&self, who: u32, group: &[u32]) -> Points {
        let among = self.among_tied.then_some(group);
        Points(self.doubled(who, among) / 2)
    }
}

impl Criterion for BoardWeighted<'_> {
    fn split(&self, group: &[u32]) -> Vec<Vec<u32>> {
        let among = self.among_tied.then_some(group);
        {
            let mut first = self.first_values.borrow_mut();
            for p in group {
                first.entry(*p).or_insert_with(|| Points(self.doubled(*p, among) / 2));
            }
        }
        let parts = split_by_key(group, |p| Some(self.doubled(p, among)));
        if !self.among_tied || parts.len() == 1 {
            return parts;
        }
        parts.into_iter().flat_map(|p| if p.len() > 1 { self.split(&p) } else { vec![p] }).collect()
    }

    fn shown(&self, who: u32, group: &[u32]) -> Option<Points> {
        Some(self.value(who, group))
    }

    fn name(&self) -> String {
        self.label.clone()
    }

    fn recorded(&self, who: u32) -> Option<Points> {
        self.first_values.borrow().get(&who).copied()
    }
}

/// Regulation-defined: of exactly two teams still tied whose mutual match was drawn on every
/// board, the one that had Black on board 1 in it ranks higher. With several mutual matches all
/// drawn on every board, the team with Black on board 1 more often ranks higher.
pub struct BlackOnBoardOne<'a> {
    /// The event.
    pub table: &'a TeamTable,
    /// Name as written in the list.
    pub label: String,
}

impl BlackOnBoardOne<'_> {
    /// How often `who` had Black on board 1 against `other`, if every match between them was
    /// played and drawn on every board.
    fn black_count(&self, who: u32, other: u32) -> Option<i64> {
        let matches: Vec<_> =
            self.table.row(who).iter().filter(|r| r.opponent == Some(other)).collect();
        let all_drawn = !matches.is_empty()
            && matches.iter().all(|r| {
                r.kind == MatchKind::Played && r.boards.iter().all(|b| b.score == Points::HALF)
            });
        all_drawn.then(|| matches.iter().filter(|r| r.home == Some(false)).count() as i64)
    }
}

impl Criterion for BlackOnBoardOne<'_> {
    fn split(&self, group: &[u32]) -> Vec<Vec<u32>> {
        let [a, b] = group else { return vec![group.to_vec()] };
        match (self.black_count(*a, *b), self.black_count(*b, *a)) {
            (Some(x), Some(y)) => split_by_key(group, |p| Some(if p == *a { x } else { y })),
            _ => vec![group.to_vec()],
        }
    }

    fn shown(&self, who: u32, group: &[u32]) -> Option<Points> {
        let other = group.iter().find(|p| **p != who)?;
        if group.len() != 2 {
            return None;
        }
        self.black_count(who, *other).map(Points::whole)
    }

    fn name(&self) -> String {
        self.label.clone()
    }
}
