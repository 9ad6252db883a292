//! V802 `section-number-repeated`: two sections carry the same number.

use super::section_number_gap::numbered;
use crate::checks::{finding, Rule, ERROR};
use crate::diagnostic::Diagnostic;
use crate::diagnostic::{CodeInfo, Doc};
use crate::model::Regulation;
use std::collections::HashMap;

/// V802: two sections carry the same number.
pub struct SectionNumberRepeated;

static INFO: CodeInfo = CodeInfo {
    code: "V802",
    name: "section-number-repeated",
    severity: ERROR,
    summary: "two sections carry the same number",
    doc: Doc {
        what: r#"A section number used twice at the same level (two sections `10`, or two `14.3`)."#,
        why: r#"A citation of the number (in an appeal, in a later regulation) no longer says which text it means; usually a section was inserted without renumbering the rest."#,
        example: r#"```text
section 10 "Начало на отборната среща" { … }
section 10 "Програма" { … }
```"#,
        fix: r#"Renumber the sections so that every number is used once."#,
        reference: r#"Drafting practice of federation regulations; seed 001 has two sections numbered 10."#,
    },
};

impl Rule for SectionNumberRepeated {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn check(&self, reg: &Regulation, out: &mut Vec<Diagnostic>) {
        let mut first: HashMap<Vec<u32>, crate::source::Span> = HashMap::new();
        for (parts, number) in numbered(&reg.sections) {
            match first.get(&parts) {
                Some(earlier) => {
                    let text: Vec<String> = parts.iter().map(|p| p.to_string()).collect();
                    out.push(
                        finding(&INFO, format!("section {} is numbered twice", text.join(".")))
                            .with_label(number.span, "this number is already used")
                            .with_label(*earlier, "first used here")
                            .with_help(
                                "renumber the later sections so that every number is used once",
                            ),
                    );
                }
                None => {
                    first.insert(parts, number.span);
                }
            }
        }
    }
}
