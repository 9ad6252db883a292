//! V706 `committee-without-reserves`: an appeals committee is named without reserves.

use crate::checks::{finding, Rule, WARNING};
use crate::diagnostic::Diagnostic;
use crate::diagnostic::{CodeInfo, Doc};
use crate::model::Regulation;

/// V706: an appeals committee is named without reserves.
pub struct CommitteeWithoutReserves;

static INFO: CodeInfo = CodeInfo {
    code: "V706",
    name: "committee-without-reserves",
    severity: WARNING,
    summary: "an appeals committee is named without reserves",
    doc: Doc {
        what: r#"An `appeals` block naming a chair or members but no `reserve`."#,
        why: r#"A member who is involved in the dispute (a player, a captain, a club official) cannot decide it; without reserves the committee cannot sit in its full composition for that appeal."#,
        example: r#"```text
appeals { chair "гм Петър Генов"; member "гм Маргарита Войска" "мм Сашо Николов" }
```"#,
        fix: r#"Name one or two reserves: `reserve "…" "…"`."#,
        reference: r#"Practice of FIDE and national events: reserves replace members involved in a dispute; seeds 000 and 001 name two reserves each."#,
    },
};

impl Rule for CommitteeWithoutReserves {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn check(&self, reg: &Regulation, out: &mut Vec<Diagnostic>) {
        let Some(ap) = &reg.appeals else { return };
        if (ap.chair.is_some() || !ap.members.is_empty()) && ap.reserves.is_empty() {
            let span = ap
                .members
                .last()
                .map(|m| m.span)
                .or(ap.chair.as_ref().map(|c| c.span))
                .unwrap_or(ap.span);
            out.push(
                finding(&INFO, "the appeals committee has no reserves")
                    .with_label(span, "no reserve named")
                    .with_help("add `reserve \"…\"` with one or two people who can replace a member involved in an appeal"),
            );
        }
    }
}
