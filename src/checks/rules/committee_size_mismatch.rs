//! V705 `committee-size-mismatch`: the stated size of the appeals committee differs from the number of people named.

use crate::checks::{finding, Rule, ERROR};
use crate::diagnostic::Diagnostic;
use crate::diagnostic::{CodeInfo, Doc};
use crate::model::Regulation;

/// V705: the stated size of the appeals committee differs from the number of people named.
pub struct CommitteeSizeMismatch;

static INFO: CodeInfo = CodeInfo {
    code: "V705",
    name: "committee-size-mismatch",
    severity: ERROR,
    summary: "the stated size of the appeals committee differs from the number of people named",
    doc: Doc {
        what: r#"`appeals { size N }` when the chair and members named are not N people (reserves are not counted)."#,
        why: r#"A committee's decision is valid only when it sits in its stated composition; a size that does not match the names leaves open who decides."#,
        example: r#"```text
appeals { size 5; chair "Д-р Стефан Сергиев"; member "Маргарита Войска" "Живко Жеков"; reserve "Ружка Генова" "Огнян Тодоров" }
```"#,
        fix: r#"Name as many members as the stated size, or correct the size."#,
        reference: r#"Committee composition as the regulation states it (seed 001: "в състав от 5 души" listing a chair, two members and, further down, two more names after the reserves)."#,
    },
};

impl Rule for CommitteeSizeMismatch {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn check(&self, reg: &Regulation, out: &mut Vec<Diagnostic>) {
        let Some(ap) = &reg.appeals else { return };
        let Some(size) = &ap.stated_size else { return };
        let named = usize::from(ap.chair.is_some()) + ap.members.len();
        if named == size.value as usize {
            return;
        }
        let mut d = finding(&INFO, format!("the committee is stated to have {} members, but {named} are named (chair and members)", size.value))
            .with_label(size.span, format!("{} stated", size.value));
        if let Some(c) = &ap.chair {
            d = d.with_label(c.span, "chair");
        }
        for m in &ap.members {
            d = d.with_label(m.span, "member");
        }
        let hint = if named + ap.reserves.len() == size.value as usize {
            " (the stated size counts the reserves too)"
        } else {
            ""
        };
        out.push(
            d.with_help(format!("name {} members, or write `size {named}`{hint}", size.value)),
        );
    }
}
