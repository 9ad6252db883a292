//! V407 `modifier-not-applicable`: a tie-break modifier on a code that does not take it (a cut on `WIN`, a Koya limit on `SB`).

use crate::checks::{facts, finding, Rule, ERROR};
use crate::diagnostic::Diagnostic;
use crate::diagnostic::{CodeInfo, Doc};
use crate::model::Regulation;
use crate::vocab::tiebreak::{TieBreak, TieBreakKind};

/// V407: a tie-break modifier on a code that does not take it (a cut on `WIN`, a Koya limit on `SB`).
pub struct ModifierNotApplicable;

static INFO: CodeInfo = CodeInfo {
    code: "V407",
    name: "modifier-not-applicable",
    severity: ERROR,
    summary: "a tie-break modifier on a code that does not take it (a cut on `WIN`, a Koya limit on `SB`)",
    doc: Doc {
        what: r#"A modifier C.07 does not define for the code it is attached to: Cut/Median (`/Cn`, `/Mn`) other than on PS, BH, FB, SB, ARO and the ESB family; a Koya limit (`/L`) other than on KS; `/K` other than on SSSC; `/F` other than on AOB and SSSC; `/R` other than on TPN and RTNG; `/P` other than on DE, BH, FB, SB, the ESB family, EDE and SSSC."#,
        why: r#"A modifier the code does not take has no defined meaning; programs either ignore it silently or compute something else, and the published list no longer says how ties are broken."#,
        example: r#"```text
ranking { points 1 ½ 0; tiebreaks DE, WIN/C1, SB/L-1; when-tied lots }
```"#,
        fix: r#"Drop the modifier, or move it to the tie-break it belongs to (`BH/C1`, `KS/L-1`)."#,
        reference: r#"FIDE Handbook C.07, Art. 5 table (the Cut-1 column) and Art. 14 (modifiers); TRF26 records 202/212 descriptor syntax. See `docs/reference/fide-tiebreaks-berger-trf.md` §1.2 and §1.6."#,
    },
};

impl Rule for ModifierNotApplicable {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn check(&self, reg: &Regulation, out: &mut Vec<Diagnostic>) {
        for list in facts::tiebreak_lists(reg) {
            for tb in list.tiebreaks {
                let t = &tb.value;
                let k = &t.kind;
                let mut problems: Vec<(&str, TieBreak)> = Vec::new();
                if (t.cut > 0 || t.median > 0) && !k.allows_cut() {
                    problems.push((
                        "Cut and Median apply only to PS, BH, FB, SB, ARO and the ESB family",
                        TieBreak { cut: 0, median: 0, ..t.clone() },
                    ));
                }
                if t.limit.is_some() && *k != TieBreakKind::Ks {
                    problems.push((
                        "the limit `/L` applies only to `KS`",
                        TieBreak { limit: None, ..t.clone() },
                    ));
                }
                if t.k.is_some() && *k != TieBreakKind::Sssc {
                    problems.push((
                        "the normaliser `/K` applies only to `SSSC`",
                        TieBreak { k: None, ..t.clone() },
                    ));
                }
                if t.fore && !matches!(k, TieBreakKind::Aob | TieBreakKind::Sssc) {
                    problems.push((
                        "`/F` applies only to `AOB` and `SSSC`",
                        TieBreak { fore: false, ..t.clone() },
                    ));
                }
                if t.reverse && !matches!(k, TieBreakKind::Tpn | TieBreakKind::Rtng) {
                    problems.push((
                        "`/R` applies only to `TPN` and `RTNG`",
                        TieBreak { reverse: false, ..t.clone() },
                    ));
                }
                if t.unrated.is_some() && !k.uses_ratings() {
                    problems.push((
                        "`/U` applies only to ARO, TPR, PTP, APRO, APPO and RTNG",
                        TieBreak { unrated: None, ..t.clone() },
                    ));
                }
                if t.played && !takes_played(k) {
                    problems.push((
                        "`/P` applies only to DE, BH, FB, SB, the ESB family, EDE and SSSC",
                        TieBreak { played: false, ..t.clone() },
                    ));
                }
                for (why, fixed) in problems {
                    out.push(
                        finding(
                            &INFO,
                            format!("`{t}` has a modifier its code does not take: {why}"),
                        )
                        .with_label(tb.span, "modifier not defined for this code")
                        .with_help(format!("write `{fixed}`")),
                    );
                }
            }
        }
    }
}

/// Codes for which `/P` (forfeits count as played) is defined.
fn takes_played(k: &TieBreakKind) -> bool {
    matches!(
        k,
        TieBreakKind::De
            | TieBreakKind::Bh
            | TieBreakKind::Fb
            | TieBreakKind::Sb
            | TieBreakKind::Emmsb
            | TieBreakKind::Emgsb
            | TieBreakKind::Egmsb
            | TieBreakKind::Eggsb
            | TieBreakKind::Ede
            | TieBreakKind::Edebt
            | TieBreakKind::Edebb
            | TieBreakKind::Edet
            | TieBreakKind::Edeb
            | TieBreakKind::Sssc
    )
}
