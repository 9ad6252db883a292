//! V401 `koya-outside-round-robin`: the Koya system is listed as a tie-break in a Swiss.

use crate::checks::{facts, finding, Rule, ERROR};
use crate::diagnostic::Diagnostic;
use crate::diagnostic::{CodeInfo, Doc};
use crate::model::Format;
use crate::model::Regulation;
use crate::vocab::tiebreak::TieBreakKind;

/// V401: the Koya system is listed as a tie-break in a Swiss.
pub struct KoyaOutsideRoundRobin;

static INFO: CodeInfo = CodeInfo {
    code: "V401",
    name: "koya-outside-round-robin",
    severity: ERROR,
    summary: "the Koya system is listed as a tie-break in a Swiss",
    doc: Doc {
        what: r#"A `KS` (Koya system) entry in a tie-break list of a Swiss event."#,
        why: r#"Koya counts the points a player scored against the participants who finished with 50 % or more. C.07 defines it for round robins, where everyone meets everyone; in a Swiss the value depends on whom the pairings happened to give, so it does not measure what it claims to."#,
        example: r#"```text
system individual swiss rounds 9
ranking { points 1 ½ 0; tiebreaks BH/C1, KS, SB; when-tied lots }
```"#,
        fix: r#"Replace `KS` with a Swiss tie-break (`BH/C1`, `BH`, `SB`, `ARO/C1`), or correct the system if the event is a round robin."#,
        reference: r#"FIDE Handbook C.07 (Tie-Break Regulations), Art. 9.2 "Koya System for Round Robin"; Art. 5 table."#,
    },
};

impl Rule for KoyaOutsideRoundRobin {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn check(&self, reg: &Regulation, out: &mut Vec<Diagnostic>) {
        if facts::format(reg) != Some(Format::Swiss) {
            return;
        }
        for list in facts::tiebreak_lists(reg) {
            for tb in list.tiebreaks.iter().filter(|t| t.value.kind == TieBreakKind::Ks) {
                out.push(
                    finding(&INFO, format!("`{}` is the Koya system for round robins, but the event is a Swiss", tb.value))
                        .with_label(tb.span, "Koya tie-break in a Swiss")
                        .with_note("C.07 Art. 9.2 defines KS for round robins: points against the participants who scored 50 % or more")
                        .with_help("replace it with a Swiss tie-break such as `BH/C1`, `BH` or `SB`"),
                );
            }
        }
    }
}
