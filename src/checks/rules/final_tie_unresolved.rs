//! V409 `final-tie-unresolved`: the regulation does not say what happens when all tie-breaks are equal.

use crate::checks::{facts, finding, Rule, WARNING};
use crate::diagnostic::Diagnostic;
use crate::diagnostic::{CodeInfo, Doc};
use crate::model::Regulation;
use crate::vocab::tiebreak::TieBreakKind;

/// V409: the regulation does not say what happens when all tie-breaks are equal.
pub struct FinalTieUnresolved;

static INFO: CodeInfo = CodeInfo {
    code: "V409",
    name: "final-tie-unresolved",
    severity: WARNING,
    summary: "the regulation does not say what happens when all tie-breaks are equal",
    doc: Doc {
        what: r#"A ranking (or a sub-classification with its own tie-breaks) without `when-tied`: nothing says whether participants still tied after the last tie-break play off, draw lots or share the place. A list ending with `TPN` (unique by construction) is not reported."#,
        why: r#"Ties after the last tie-break do happen, most often for places with prizes or titles. Without a stated procedure C.07 falls back to drawing of lots, which organisers rarely intend for a championship title; deciding it after the fact invites appeals."#,
        example: r#"```text
ranking { points 1 ½ 0; tiebreaks DE, KS, SB, WIN, TPR }
```"#,
        fix: r#"Add `when-tied lots`, `when-tied shared`, or `when-tied playoff` with the play-off's format."#,
        reference: r#"FIDE Handbook C.07, Art. 2 and Art. 4.2 (when the list is exhausted, ties are broken by drawing of lots unless the regulations say otherwise)."#,
    },
};

impl Rule for FinalTieUnresolved {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn check(&self, reg: &Regulation, out: &mut Vec<Diagnostic>) {
        for list in facts::tiebreak_lists(reg) {
            if !list.when_tied.is_empty() {
                continue;
            }
            if list.classification.is_some() && list.tiebreaks.is_empty() {
                continue;
            }
            if list.tiebreaks.last().is_some_and(|t| t.value.kind == TieBreakKind::Tpn) {
                continue;
            }
            let span = list.tiebreaks.last().map(|t| t.span).unwrap_or(list.span);
            out.push(
                finding(&INFO, format!("{} does not say what happens when all tie-breaks are equal", facts::list_name(&list)))
                    .with_label(span, "nothing follows the last tie-break")
                    .with_note("C.07 Art. 4.2: when the list is exhausted, remaining ties are broken by drawing of lots")
                    .with_help("add `when-tied lots`, `when-tied shared` or `when-tied playoff` with the play-off's format"),
            );
        }
    }
}
