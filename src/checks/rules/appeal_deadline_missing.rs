//! V704 `appeal-deadline-missing`: the appeals procedure states no deadline.

use crate::checks::{finding, Rule, WARNING};
use crate::diagnostic::Diagnostic;
use crate::diagnostic::{CodeInfo, Doc};
use crate::model::Regulation;

/// V704: the appeals procedure states no deadline.
pub struct AppealDeadlineMissing;

static INFO: CodeInfo = CodeInfo {
    code: "V704",
    name: "appeal-deadline-missing",
    severity: WARNING,
    summary: "the appeals procedure states no deadline",
    doc: Doc {
        what: r#"An `appeals` block without `deadline`."#,
        why: r#"Without a deadline an appeal may come hours after the round, when the next pairings are already published; the committee cannot decide in time, and a late appeal cannot be refused."#,
        example: r#"```text
appeals { chair "…"; fee 30 BGN }
```"#,
        fix: r#"Add `deadline N min after round` (or `after decision`)."#,
        reference: r#"FIDE Laws of Chess Art. 11.10; national practice (seed 000: 1 hour after the decision; seed 001: 30 minutes after the round)."#,
    },
};

impl Rule for AppealDeadlineMissing {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn check(&self, reg: &Regulation, out: &mut Vec<Diagnostic>) {
        let Some(ap) = &reg.appeals else { return };
        if ap.deadline.is_none() {
            out.push(
                finding(&INFO, "the appeals procedure states no deadline")
                    .with_label(ap.span, "no `deadline`")
                    .with_help(
                        "add `deadline 30 min after round` or `deadline 1 h after decision`",
                    ),
            );
        }
    }
}
