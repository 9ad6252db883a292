//! V702 `appeal-fee-not-positive`: the appeal fee is zero or negative.

use crate::checks::{finding, Rule, ERROR};
use crate::diagnostic::Diagnostic;
use crate::diagnostic::{CodeInfo, Doc};
use crate::model::Regulation;

/// V702: the appeal fee is zero or negative.
pub struct AppealFeeNotPositive;

static INFO: CodeInfo = CodeInfo {
    code: "V702",
    name: "appeal-fee-not-positive",
    severity: ERROR,
    summary: "the appeal fee is zero or negative",
    doc: Doc {
        what: r#"`fee 0 …` (or a negative amount) in the appeals block."#,
        why: r#"A zero fee is usually a placeholder left from a template; if appeals are free, the regulation should say so in words rather than with a fee of nothing."#,
        example: r#"```text
appeals { fee 0 BGN }
```"#,
        fix: r#"Write the real amount, or remove the fee and say in prose that appeals are free (suppress with `allow V702 "appeals are free"`)."#,
        reference: r#"National practice for appeal deposits (seeds 000, 001, 003, 004)."#,
    },
};

impl Rule for AppealFeeNotPositive {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn check(&self, reg: &Regulation, out: &mut Vec<Diagnostic>) {
        let Some(fee) = reg.appeals.as_ref().and_then(|a| a.fee.as_ref()) else { return };
        if fee.value.amount.hundredths() <= 0 {
            out.push(
                finding(
                    &INFO,
                    format!("the appeal fee is {} {}", fee.value.amount, fee.value.currency),
                )
                .with_label(fee.span, "not a positive amount")
                .with_help(
                    "write the amount of the deposit, or state in prose that appeals are free",
                ),
            );
        }
    }
}
