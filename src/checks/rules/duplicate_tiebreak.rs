//! V406 `duplicate-tiebreak`: a tie-break listed twice, or one that repeats the primary score, so it can never decide.

use crate::checks::{facts, finding, Rule, ERROR};
use crate::diagnostic::Diagnostic;
use crate::diagnostic::{CodeInfo, Doc};
use crate::model::Regulation;
use crate::vocab::tiebreak::TieBreakKind;

/// V406: a tie-break listed twice, or one that repeats the primary score, so it can never decide.
pub struct DuplicateTiebreak;

static INFO: CodeInfo = CodeInfo {
    code: "V406",
    name: "duplicate-tiebreak",
    severity: ERROR,
    summary:
        "a tie-break listed twice, or one that repeats the primary score, so it can never decide",
    doc: Doc {
        what: r#"The same tie-break (same code and modifiers) twice in one list, or, in a team event, `MP`/`GP` repeating the primary score. Direct encounter (`DE`, `EDE`) may appear more than once: it is recomputed for each still-tied group."#,
        why: r#"Tie-breaks are applied in order to the participants still tied. Participants tied after the first occurrence have equal values for the second, so it can never separate anyone; the list is shorter than it looks, and usually another tie-break was meant."#,
        example: r#"```text
ranking { points 1 ½ 0; tiebreaks BH/C1, BH, BH/C1; when-tied lots }
```"#,
        fix: r#"Remove the repeat, or write the tie-break that was meant (e.g. `BH/C1, BH, SB`)."#,
        reference: r#"FIDE Handbook C.07, Art. 4.2 (application to still-tied groups) and Art. 4.3 (type A tie-breaks such as DE may be repeated); `docs/reference/fide-tiebreaks-berger-trf.md` §1.1."#,
    },
};

impl Rule for DuplicateTiebreak {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn check(&self, reg: &Regulation, out: &mut Vec<Diagnostic>) {
        let gp_primary = reg.ranking.as_ref().is_some_and(|r| r.game_points_primary);
        let team = facts::is_team_event(reg);
        for list in facts::tiebreak_lists(reg) {
            for (i, tb) in list.tiebreaks.iter().enumerate() {
                if team && list.classification.is_none() && tb.value.reference.is_none() {
                    let repeats = match tb.value.kind {
                        TieBreakKind::Mp => !gp_primary,
                        TieBreakKind::Gp => gp_primary,
                        _ => false,
                    };
                    if repeats {
                        let primary = if gp_primary { "game points" } else { "match points" };
                        out.push(
                            finding(&INFO, format!("`{}` repeats the primary score ({primary}) and can never decide", tb.value))
                                .with_label(tb.span, "equal for every tied team")
                                .with_help("remove it, or use the secondary score `MPvGP`"),
                        );
                        continue;
                    }
                }
                if tb.value.kind.is_direct_encounter() {
                    continue;
                }
                if let Some(first) = list.tiebreaks[..i].iter().find(|f| f.value == tb.value) {
                    out.push(
                        finding(
                            &INFO,
                            format!(
                                "`{}` is listed twice in {}; the second can never decide",
                                tb.value,
                                facts::list_name(&list)
                            ),
                        )
                        .with_label(tb.span, "listed again")
                        .with_label(first.span, "first listed here")
                        .with_help("remove the repeat, or write the tie-break that was meant"),
                    );
                }
            }
        }
    }
}
