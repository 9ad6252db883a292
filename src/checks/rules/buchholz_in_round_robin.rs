//! V402 `buchholz-in-round-robin`: a Buchholz-family tie-break (BH, AOB, FB) in a round robin starting on or after 1 March 2026.

use crate::checks::{facts, finding, Rule, ERROR};
use crate::diagnostic::Diagnostic;
use crate::diagnostic::{CodeInfo, Doc};
use crate::model::Regulation;
use jiff::civil::{date, Date};

/// V402: a Buchholz-family tie-break (BH, AOB, FB) in a round robin starting on or after 1 March 2026.
pub struct BuchholzInRoundRobin;

static INFO: CodeInfo = CodeInfo {
    code: "V402",
    name: "buchholz-in-round-robin",
    severity: ERROR,
    summary: "a Buchholz-family tie-break (BH, AOB, FB) in a round robin starting on or after 1 March 2026",
    doc: Doc {
        what: r#"`BH`, `AOB` or `FB` (with any modifiers) in a tie-break list of a round robin whose first day is 1 March 2026 or later."#,
        why: r#"In a round robin everyone meets everyone, so a Buchholz sum is the total of all other scores minus one's own: it only restates the primary score backwards. The March 2026 edition of the Tie-Break Regulations therefore bars the Buchholz family from round robins."#,
        example: r#"```text
event { dates 2026-03-10..2026-03-18 }
system individual round-robin rounds 9
ranking { points 1 ½ 0; tiebreaks DE, BH, SB; when-tied lots }
```"#,
        fix: r#"Use the round-robin tie-breaks: `DE`, `SB`, `WIN`, `KS`."#,
        reference: r#"FIDE Handbook C.07, edition in force from 1 March 2026 (TieBreakRegulations032026), Art. 8 and the round-robin provisions; see also the edition table in `docs/reference/fide-tiebreaks-berger-trf.md` §0 and §1.9."#,
    },
};

impl Rule for BuchholzInRoundRobin {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn check(&self, reg: &Regulation, out: &mut Vec<Diagnostic>) {
        if !facts::is_round_robin(reg) {
            return;
        }
        let Some((start, _)) = facts::event_period(reg) else { return };
        if start < FROM {
            return;
        }
        for list in facts::tiebreak_lists(reg) {
            for tb in list.tiebreaks.iter().filter(|t| t.value.kind.is_buchholz_family()) {
                out.push(
                    finding(&INFO, format!("`{}` is barred in round robins starting from 1 March 2026; this one starts on {start}", tb.value))
                        .with_label(tb.span, "Buchholz-family tie-break in a round robin")
                        .with_note("in a round robin a Buchholz sum only restates the primary score; C.07 (March 2026) bars BH, AOB and FB there")
                        .with_help("replace it with `SB`, `KS`, `WIN` or `DE`"),
                );
            }
        }
    }
}

/// First day of the C.07 edition that bars the Buchholz family from round robins.
const FROM: Date = date(2026, 3, 1);
