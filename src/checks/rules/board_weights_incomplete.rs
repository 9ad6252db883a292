//! V405 `board-weights-incomplete`: board-weighted points without a weight for every board.

use crate::checks::{facts, finding, Rule, ERROR};
use crate::diagnostic::Diagnostic;
use crate::diagnostic::{CodeInfo, Doc};
use crate::model::Regulation;
use crate::vocab::tiebreak::TieBreakKind;

/// V405: board-weighted points without a weight for every board.
pub struct BoardWeightsIncomplete;

static INFO: CodeInfo = CodeInfo {
    code: "V405",
    name: "board-weights-incomplete",
    severity: ERROR,
    summary: "board-weighted points without a weight for every board",
    doc: Doc {
        what: r#"A `board-points` tie-break with no weights, or with a number of weights different from the boards per match stated in `team-composition`."#,
        why: r#"Board-weighted points give a win on board 1 a weight, on board 2 another, and so on. A board without a weight cannot be scored, and an extra weight points at a board that does not exist: the tie-break cannot be computed as written."#,
        example: r#"```text
team-composition { boards 4 }
ranking { match-points 2 1 0; tiebreaks GP, board-points; board-points 3 2 1 among-tied; when-tied lots }
```"#,
        fix: r#"Give one weight per board, board 1 first: `board-points 4 3 2 1 among-tied`."#,
        reference: r#"A regulation-defined tie-break (FIDE Handbook C.07, Art. 4.1: the organiser may define its own); seeds 001 (3-2-1) and 004 (100-94-90) use it."#,
    },
};

impl Rule for BoardWeightsIncomplete {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn check(&self, reg: &Regulation, out: &mut Vec<Diagnostic>) {
        let boards = reg.team_rules.as_ref().and_then(|t| t.boards.as_ref());
        for list in facts::tiebreak_lists(reg) {
            for tb in list.tiebreaks {
                let TieBreakKind::BoardWeighted { weights, .. } = &tb.value.kind else { continue };
                if weights.is_empty() {
                    out.push(
                        finding(&INFO, "`board-points` has no weights")
                            .with_label(tb.span, "no weight for any board")
                            .with_help("add `board-points W1 W2 … among-tied|whole-event` to the ranking, one weight per board"),
                    );
                } else if let Some(b) = boards {
                    if weights.len() != b.value as usize {
                        out.push(
                            finding(
                                &INFO,
                                format!(
                                    "`board-points` gives {} weights for {} boards",
                                    weights.len(),
                                    b.value
                                ),
                            )
                            .with_label(tb.span, format!("{} weights", weights.len()))
                            .with_label(b.span, format!("{} boards per match", b.value))
                            .with_help(format!("give exactly {} weights, board 1 first", b.value)),
                        );
                    }
                }
            }
        }
    }
}
