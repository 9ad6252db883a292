//! Recorded outcomes of ties (a results file's `decided`): a play-off, an Armageddon game or a
//! drawing of lots that decided a tie the tie-break list left. Applied to a classification, the
//! tied rows take their places in the recorded order; an outcome that names no tie the list
//! leaves is not applied (`S110`), and one decided by another method than the regulation
//! prescribes is applied with a warning (`S111`).

use crate::diagnostic::Diagnostic;
use crate::results::{DecisionMethod, RecordedDecision};

/// A tie the list left, as the decisions see it: who, which places, and the method the
/// regulation prescribes (`None`: shared places).
pub(crate) struct Group<'a> {
    /// Start numbers (team numbers in team standings).
    pub players: &'a [u32],
    /// First and last place.
    pub places: (u32, u32),
    /// The method the regulation prescribes; `None` when the places are shared.
    pub prescribed: Option<DecisionMethod>,
}

fn method_words(m: Option<DecisionMethod>) -> &'static str {
    match m {
        Some(DecisionMethod::Playoff) => "a play-off",
        Some(DecisionMethod::Armageddon) => "an Armageddon game",
        Some(DecisionMethod::Lots) => "a drawing of lots",
        None => "shared places",
    }
}

fn numbers(list: &[u32]) -> String {
    list.iter().map(|n| n.to_string()).collect::<Vec<_>>().join(", ")
}

/// Applies the decisions recorded for classification `board` (`None`: the main one) to `rows`
/// (in rank order): each decision naming exactly the competitors of a group puts them in its
/// order, on the group's places one by one. Returns, for each group, the decision applied.
pub(crate) fn apply<R: Clone>(
    decisions: &[RecordedDecision],
    board: Option<u32>,
    groups: &[Group<'_>],
    rows: &mut [R],
    start: impl Fn(&R) -> u32,
    set_rank: impl Fn(&mut R, u32),
    diagnostics: &mut Vec<Diagnostic>,
) -> Vec<Option<RecordedDecision>> {
    let mut applied: Vec<Option<RecordedDecision>> = vec![None; groups.len()];
    for d in decisions.iter().filter(|d| d.board == board) {
        let same = |g: &Group<'_>| {
            g.players.len() == d.order.len() && g.players.iter().all(|p| d.order.contains(p))
        };
        let Some(i) = groups.iter().position(same) else {
            let left: Vec<String> = groups
                .iter()
                .map(|g| format!("places {}–{}: {}", g.places.0, g.places.1, numbers(g.players)))
                .collect();
            let mut diag = Diagnostic::warning(
                crate::score::codes::DECISION_NAMES_NO_TIE,
                format!(
                    "the recorded outcome names {}, who are not a tie the tie-break list leaves; \
                     it is not applied",
                    numbers(&d.order)
                ),
            )
            .with_label(d.span, "recorded outcome")
            .with_help(
                "name exactly the tied competitors the standings report, in the order decided",
            );
            diag = diag.with_note(if left.is_empty() {
                "the list leaves no tie in this classification".to_string()
            } else {
                format!("the list leaves: {}", left.join("; "))
            });
            diagnostics.push(diag);
            continue;
        };
        if applied[i].is_some() {
            diagnostics.push(
                Diagnostic::warning(
                    crate::score::codes::DECISION_NAMES_NO_TIE,
                    format!(
                        "the tie of {} is decided twice; the first outcome is applied",
                        numbers(&d.order)
                    ),
                )
                .with_label(d.span, "second recorded outcome")
                .with_help("keep one `decided` statement per tie"),
            );
            continue;
        }
        let g = &groups[i];
        if g.prescribed != Some(d.method) {
            diagnostics.push(
                Diagnostic::warning(
                    crate::score::codes::DECISION_NOT_AS_PRESCRIBED,
                    format!(
                        "the tie for places {}–{} was decided by {}, but the regulation prescribes {}",
                        g.places.0,
                        g.places.1,
                        method_words(Some(d.method)),
                        method_words(g.prescribed)
                    ),
                )
                .with_label(d.span, "recorded outcome")
                .with_help("record the method actually used, with the reason in the note"),
            );
        }
        // The tied rows' slots, in rank order, filled in the decided order.
        let slots: Vec<usize> =
            (0..rows.len()).filter(|&r| g.players.contains(&start(&rows[r]))).collect();
        let ordered: Vec<R> =
            d.order.iter().filter_map(|p| rows.iter().find(|r| start(r) == *p).cloned()).collect();
        for (k, (slot, mut row)) in slots.iter().zip(ordered).enumerate() {
            set_rank(&mut row, g.places.0 + k as u32);
            rows[*slot] = row;
        }
        applied[i] = Some(d.clone());
    }
    applied
}
