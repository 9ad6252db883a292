//! V701 `appeal-fee-missing`: the appeals procedure states no fee.

use crate::checks::{finding, Rule, WARNING};
use crate::diagnostic::Diagnostic;
use crate::diagnostic::{CodeInfo, Doc};
use crate::model::Regulation;

/// V701: the appeals procedure states no fee.
pub struct AppealFeeMissing;

static INFO: CodeInfo = CodeInfo {
    code: "V701",
    name: "appeal-fee-missing",
    severity: WARNING,
    summary: "the appeals procedure states no fee",
    doc: Doc {
        what: r#"An `appeals` block without `fee`."#,
        why: r#"Appeals are lodged in the heat of a round; a player must know in advance whether a deposit is required and how much, and the arbiter must know whether an appeal without it is admissible."#,
        example: r#"```text
appeals { chair "…"; member "…" "…"; deadline 30 min after round }
```"#,
        fix: r#"Add `fee AMOUNT CURRENCY` (and `refund if-upheld` if it is returned when the appeal succeeds)."#,
        reference: r#"FIDE Laws of Chess Art. 11.10 (a player may appeal unless the regulations say otherwise); national practice states a deposit (seeds 000, 001, 003, 004)."#,
    },
};

impl Rule for AppealFeeMissing {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn check(&self, reg: &Regulation, out: &mut Vec<Diagnostic>) {
        let Some(ap) = &reg.appeals else { return };
        if ap.fee.is_none() {
            out.push(
                finding(&INFO, "the appeals procedure states no fee")
                    .with_label(ap.span, "no `fee`")
                    .with_help("add `fee AMOUNT CURRENCY`, e.g. `fee 50 EUR`"),
            );
        }
    }
}
