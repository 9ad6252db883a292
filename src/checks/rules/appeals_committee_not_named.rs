//! V709 `appeals-committee-not-named`: appeals go to a committee that the regulation never names.

use crate::checks::{finding, Rule, WARNING};
use crate::diagnostic::Diagnostic;
use crate::diagnostic::{CodeInfo, Doc};
use crate::model::Regulation;

/// V709: appeals go to a committee that the regulation never names.
pub struct AppealsCommitteeNotNamed;

static INFO: CodeInfo = CodeInfo {
    code: "V709",
    name: "appeals-committee-not-named",
    severity: WARNING,
    summary: "the regulation provides for appeals (a fee or a deadline) but names no member of the appeals committee",
    doc: Doc {
        what: r#"An `appeals` block with a fee or a deadline but no `chair` and no `member`."#,
        why: r#"An appeal has to be lodged with somebody within minutes of a decision; a committee that is only constituted after the dispute arises is neither independent nor available in time. Seeds 003 and 004 set a fee and a deadline for appeals to a jury or committee whose members they never name."#,
        example: r#"```text
appeals { deadline 30 min after round; fee 400 UAH }
```"#,
        fix: r#"Name the chair, the members and the reserves (`chair "…"`, `member "…" "…"`, `reserve "…"`), or say who appoints them before round 1."#,
        reference: r#"FIDE Handbook C.01 (General Rules for Competitions) 11: an Appeals Committee is appointed before the start of the competition, with a chairman, members and reserves."#,
    },
};

impl Rule for AppealsCommitteeNotNamed {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn check(&self, reg: &Regulation, out: &mut Vec<Diagnostic>) {
        let Some(ap) = &reg.appeals else { return };
        if ap.chair.is_some() || !ap.members.is_empty() {
            return;
        }
        if ap.fee.is_none() && ap.deadline.is_none() {
            return;
        }
        out.push(
            finding(&INFO, "appeals are provided for, but no member of the committee is named")
                .with_label(ap.span, "no `chair` or `member`")
                .with_help("name the chair, the members and the reserves of the appeals committee"),
        );
    }
}
