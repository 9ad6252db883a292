//! "Why does A rank above B?": the criteria applied to the groups holding both players, with
//! their values, up to the one that separates them.

use super::rank::{self, Criterion, Step};
use super::unplayed::Crosstable;
use super::{edition_for, is_round_robin, prepare, ScoreOptions};
use crate::results::Tournament;
use crate::vocab::tiebreak::TieBreak;
use std::fmt::Write;

/// The explanation for one pair of players.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Explanation {
    /// First player (start number).
    pub first: u32,
    /// Second player (start number).
    pub second: u32,
    /// Criterion by criterion, in list order, until the deciding one.
    pub steps: Vec<Step>,
}

impl Explanation {
    /// `Some(true)` if the first ranks above the second, `Some(false)` if below, `None` if tied.
    pub fn first_above(&self) -> Option<bool> {
        self.steps.last().and_then(|s| s.first_above)
    }

    /// Human-readable text, one line per criterion.
    pub fn render(&self, t: &Tournament) -> String {
        let name = |p: u32| t.player(p).map(|x| x.name.clone()).unwrap_or_default();
        let (a, b) = (self.first, self.second);
        let mut out = String::new();
        let show = |v: Option<crate::vocab::points::Points>| {
            v.map_or("—".to_string(), |x| x.to_string())
        };
        for s in &self.steps {
            let scope = if s.group.len() < t.players.len() {
                format!(" (among {})", list(&s.group))
            } else {
                String::new()
            };
            let verdict = match s.first_above {
                Some(true) => format!("{a} ranks above {b}"),
                Some(false) => format!("{b} ranks above {a}"),
                None => "equal".to_string(),
            };
            let _ = writeln!(
                out,
                "{}{scope}: {a} {} vs {b} {} — {verdict}",
                s.criterion,
                show(s.first_value),
                show(s.second_value)
            );
        }
        let _ = match self.first_above() {
            Some(true) => writeln!(out, "{a} {} ranks above {b} {}", name(a), name(b)),
            Some(false) => writeln!(out, "{b} {} ranks above {a} {}", name(b), name(a)),
            None => {
                writeln!(out, "{a} {} and {b} {} are tied after the whole list", name(a), name(b))
            }
        };
        out
    }
}

fn list(group: &[u32]) -> String {
    let v: Vec<String> = group.iter().map(|p| p.to_string()).collect();
    v.join(", ")
}

/// Explains the relative rank of players `a` and `b` (start numbers).
pub fn explain(
    t: &Tournament,
    list: &[TieBreak],
    labels: &[String],
    options: &ScoreOptions,
    a: u32,
    b: u32,
) -> Explanation {
    let ct = Crosstable::new(t, edition_for(t, options), is_round_robin(t, options));
    let engine = prepare(&ct, t, list, labels, options);
    let refs: Vec<&dyn Criterion> = engine.criteria.iter().map(|c| c.as_ref()).collect();
    let everyone: Vec<u32> = (1..=ct.len() as u32).collect();
    Explanation { first: a, second: b, steps: rank::trace_pair(&everyone, &refs, a, b) }
}
