//! The generic ranking engine: sort by the primary score, then apply the tie-break list to each
//! group that is still tied (Art. 4.2). Participants are plain `u32` ids, so a team engine can
//! reuse it with its own criteria.

use crate::vocab::points::Points;

/// One entry of a ranking list.
pub trait Criterion {
    /// Orders a group of participants who are tied so far into subgroups, best first. A criterion
    /// that separates nobody returns the whole group as its only subgroup.
    fn split(&self, group: &[u32]) -> Vec<Vec<u32>>;

    /// The value this criterion shows for `who` when applied to `group` (for explanations).
    fn shown(&self, who: u32, group: &[u32]) -> Option<Points>;

    /// The criterion's name as written in the list.
    fn name(&self) -> String;

    /// A value recorded while ranking, for criteria whose value depends on the group (type A:
    /// the score among the tied participants when first applied). `None` for the others.
    fn recorded(&self, _who: u32) -> Option<Points> {
        None
    }

    /// [`Criterion::split`] done on `group` itself: the members reordered part after part,
    /// and the length of each part. A criterion that can sort in place overrides it (no vector
    /// per part); the default copies the parts of `split` back.
    fn split_in_place(&self, group: &mut [u32]) -> Vec<usize> {
        let mut lengths = Vec::new();
        self.split_in_place_into(group, &mut lengths);
        lengths
    }

    /// [`Criterion::split_in_place`], the lengths of the parts pushed onto `lengths` (which the
    /// ranking reuses from group to group). A criterion that can sort in place overrides it;
    /// the default copies the parts of `split` back.
    fn split_in_place_into(&self, group: &mut [u32], lengths: &mut Vec<usize>) {
        let parts = self.split(group);
        let mut at = 0;
        for part in parts {
            group[at..at + part.len()].copy_from_slice(&part);
            at += part.len();
            lengths.push(part.len());
        }
        debug_assert_eq!(at, group.len(), "a split keeps every member");
    }
}

/// A criterion given by a key per participant: a higher key ranks higher; `None` ranks last.
pub struct KeyCriterion<F: Fn(u32) -> Option<i64>> {
    /// Name shown in explanations.
    pub label: String,
    /// Key function.
    pub key: F,
    /// Display value per participant.
    pub display: Box<dyn Fn(u32) -> Option<Points>>,
}

impl<F: Fn(u32) -> Option<i64>> Criterion for KeyCriterion<F> {
    fn split(&self, group: &[u32]) -> Vec<Vec<u32>> {
        split_by_key(group, &self.key)
    }

    fn shown(&self, who: u32, _group: &[u32]) -> Option<Points> {
        (self.display)(who)
    }

    fn name(&self) -> String {
        self.label.clone()
    }
}

/// Splits `group` by a key, higher first, `None` last; ties keep the start-number order.
pub fn split_by_key(group: &[u32], key: impl Fn(u32) -> Option<i64>) -> Vec<Vec<u32>> {
    let mut keyed: Vec<(Option<i64>, u32)> = group.iter().map(|p| (key(*p), *p)).collect();
    keyed.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
    let mut out: Vec<Vec<u32>> = Vec::new();
    let mut last: Option<Option<i64>> = None;
    for (k, p) in keyed {
        match out.last_mut() {
            Some(part) if last == Some(k) => part.push(p),
            _ => out.push(vec![p]),
        }
        last = Some(k);
    }
    out
}

/// Ranks `participants` with `criteria` (the first is normally the primary score). Returns the
/// final groups in rank order; a group with more than one member is a tie the list did not
/// break.
pub fn rank_by_subgroups(participants: &[u32], criteria: &[&dyn Criterion]) -> Vec<Vec<u32>> {
    let mut order = participants.to_vec();
    let ends = rank_in_place(&mut order, criteria);
    let mut from = 0;
    ends.iter()
        .map(|&end| {
            let group = order[from..end].to_vec();
            from = end;
            group
        })
        .collect()
}

/// [`rank_by_subgroups`] on `order` itself: the participants reordered into the final groups,
/// one after another, and the end of each group in `order`.
pub fn rank_in_place(order: &mut [u32], criteria: &[&dyn Criterion]) -> Vec<usize> {
    let mut ends = Vec::new();
    let mut lengths = Vec::new();
    refine(order, 0, criteria, &mut ends, &mut lengths);
    ends
}

/// Splits `group` (which starts at `offset` of the whole order) by the first criterion, each
/// part by the next, and records the end of every group left. The parts' lengths of every
/// level are kept one after another in `lengths`, one vector for the whole ranking.
fn refine(
    group: &mut [u32],
    offset: usize,
    criteria: &[&dyn Criterion],
    ends: &mut Vec<usize>,
    lengths: &mut Vec<usize>,
) {
    match criteria.split_first() {
        Some((first, rest)) if group.len() > 1 => {
            let mark = lengths.len();
            first.split_in_place_into(group, lengths);
            let mut at = 0;
            for k in mark..lengths.len() {
                let len = lengths[k];
                refine(&mut group[at..at + len], offset + at, rest, ends, lengths);
                at += len;
            }
            lengths.truncate(mark);
        }
        _ => ends.push(offset + group.len()),
    }
}

/// One step of an explanation: a criterion applied to a group holding both participants.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step {
    /// The criterion's name.
    pub criterion: String,
    /// The group it was applied to.
    pub group: Vec<u32>,
    /// The value shown for the first participant.
    pub first_value: Option<Points>,
    /// The value shown for the second participant.
    pub second_value: Option<Points>,
    /// `Some(true)` when the first ranks above the second at this step, `Some(false)` when
    /// below, `None` when they stay tied.
    pub first_above: Option<bool>,
}

/// Follows `a` and `b` through the ranking and records each criterion until one separates them.
pub fn trace_pair(participants: &[u32], criteria: &[&dyn Criterion], a: u32, b: u32) -> Vec<Step> {
    let mut group = participants.to_vec();
    let mut steps = Vec::new();
    for c in criteria {
        if !(group.contains(&a) && group.contains(&b)) {
            break;
        }
        let parts = c.split(&group);
        let pa = parts.iter().position(|p| p.contains(&a));
        let pb = parts.iter().position(|p| p.contains(&b));
        let first_above = match (pa, pb) {
            (Some(x), Some(y)) if x != y => Some(x < y),
            _ => None,
        };
        steps.push(Step {
            criterion: c.name(),
            group: group.clone(),
            first_value: c.shown(a, &group),
            second_value: c.shown(b, &group),
            first_above,
        });
        if first_above.is_some() {
            break;
        }
        if let Some(x) = pa {
            group = parts[x].clone();
        }
    }
    steps
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key_criterion(label: &str, keys: Vec<i64>) -> KeyCriterion<impl Fn(u32) -> Option<i64>> {
        let shown = keys.clone();
        KeyCriterion {
            label: label.to_string(),
            key: move |p: u32| keys.get(p as usize - 1).copied(),
            display: Box::new(move |p| shown.get(p as usize - 1).map(|k| Points(*k))),
        }
    }

    #[test]
    fn ranks_subgroup_by_subgroup() {
        let primary = key_criterion("PTS", vec![3, 3, 3, 1]);
        let second = key_criterion("X", vec![5, 7, 5, 9]);
        let groups = rank_by_subgroups(&[1, 2, 3, 4], &[&primary, &second]);
        assert_eq!(groups, vec![vec![2], vec![1, 3], vec![4]]);
        let steps = trace_pair(&[1, 2, 3, 4], &[&primary, &second], 1, 2);
        assert_eq!(steps.len(), 2);
        assert_eq!(steps[1].first_above, Some(false));
        let tied = trace_pair(&[1, 2, 3, 4], &[&primary, &second], 1, 3);
        assert!(tied.iter().all(|s| s.first_above.is_none()));
    }
}
