//! V802 `section-number-repeated`: two sections carry the same number.

use super::section_number_gap::numbered;
use crate::checks::{finding, Rule, ERROR};
use crate::diagnostic::codes::CodeInfo;
use crate::diagnostic::Diagnostic;
use crate::model::Regulation;
use std::collections::HashMap;

/// V802: two sections carry the same number.
pub struct SectionNumberRepeated;

static INFO: CodeInfo = CodeInfo {
    code: "V802",
    name: "section-number-repeated",
    severity: ERROR,
    summary: "two sections carry the same number",
    explanation: "## What it finds\n\nA section number used twice at the same level (two sections `10`, or two `14.3`).\n\n## Why it matters\n\nA citation of the number (in an appeal, in a later regulation) no longer says which text it means; usually a section was inserted without renumbering the rest.\n\n## Example\n\n```text\nsection 10 \"Начало на отборната среща\" { … }\nsection 10 \"Програма\" { … }\n```\n\n## Fix\n\nRenumber the sections so that every number is used once.\n\n## Reference\n\nDrafting practice of federation regulations; seed 001 has two sections numbered 10.\n",
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
