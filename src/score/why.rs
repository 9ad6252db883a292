//! "Why does A rank above B?": the criteria applied to the groups holding both players, with
//! their values, up to the one that separates them.

use super::rank::{self, Criterion, Step};
use super::unplayed::Crosstable;
use super::{edition_for, is_round_robin, prepare, ScoreOptions};
use crate::results::Tournament;
use crate::vocab::tiebreak::Labelled;

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
}

/// Explains the relative rank of players `a` and `b` (start numbers).
pub fn explain(
    t: &Tournament,
    list: &[Labelled],
    options: &ScoreOptions,
    a: u32,
    b: u32,
) -> Explanation {
    let ct = Crosstable::new(t, edition_for(t, options), is_round_robin(t, options));
    let engine = prepare(&ct, t, list, options);
    let refs: Vec<&dyn Criterion> = engine.criteria.iter().map(|c| c.as_ref()).collect();
    let everyone: Vec<u32> = t.listed().map(|p| p.start).collect();
    Explanation { first: a, second: b, steps: rank::trace_pair(&everyone, &refs, a, b) }
}
