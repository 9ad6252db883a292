//! V708 `appeal-refund-unstated`: an appeal fee without a rule for its return when the appeal is upheld.

use crate::checks::{finding, Rule, WARNING};
use crate::diagnostic::Diagnostic;
use crate::diagnostic::{CodeInfo, Doc};
use crate::model::Regulation;

/// V708: an appeal fee without a rule for its return when the appeal is upheld.
pub struct AppealRefundUnstated;

static INFO: CodeInfo = CodeInfo {
    code: "V708",
    name: "appeal-refund-unstated",
    severity: WARNING,
    summary: "an appeal fee without a rule for its return when the appeal is upheld",
    doc: Doc {
        what: r#"`appeals { fee … }` without `refund if-upheld`."#,
        why: r#"A fee that is kept even when the appeal succeeds penalises a justified appeal; players must know before they pay whether they get it back."#,
        example: r#"```text
appeals { deadline 10 min after round; fee 200 BGN; final }
```"#,
        fix: r#"Add `refund if-upheld` (the usual rule), or state in prose that the fee is kept in every case."#,
        reference: r#"National practice: the fee is returned when the appeal is upheld (seeds 000, 001 and 003 say so; seed 004 is silent)."#,
    },
};

impl Rule for AppealRefundUnstated {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn check(&self, reg: &Regulation, out: &mut Vec<Diagnostic>) {
        let Some(ap) = &reg.appeals else { return };
        let Some(fee) = &ap.fee else { return };
        if ap.refund_if_upheld.is_none() {
            out.push(
                finding(&INFO, format!("the appeal fee of {} {} has no rule for its return when the appeal is upheld", fee.value.amount, fee.value.currency))
                    .with_label(fee.span, "returned if the appeal succeeds?")
                    .with_help("add `refund if-upheld`, or state that the fee is kept in every case"),
            );
        }
    }
}
