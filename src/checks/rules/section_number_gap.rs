//! V801 `section-number-gap`: section numbers skip a number or go backwards.

use crate::checks::{finding, Rule, ERROR};
use crate::diagnostic::Diagnostic;
use crate::diagnostic::{CodeInfo, Doc};
use crate::model::Regulation;
use crate::model::Section;
use crate::source::Spanned;
use std::collections::HashMap;

/// V801: section numbers skip a number or go backwards.
pub struct SectionNumberGap;

static INFO: CodeInfo = CodeInfo {
    code: "V801",
    name: "section-number-gap",
    severity: ERROR,
    summary: "section numbers skip a number or go backwards",
    doc: Doc {
        what: r#"Numbered sections whose numbers, level by level (1, 2, 3…; 14.1, 14.2…), skip a number, start above 1, or go back to a lower number not used before."#,
        why: r#"Regulations are cited by section number in appeals and in later regulations ("as in 5.6"); a missing number suggests a section was lost when the text was edited, and cross-references may point at the wrong text."#,
        example: r#"```text
section 4 "Подведення підсумків" { … }
section 6 "Нагородження" { … }
```"#,
        fix: r#"Renumber the sections consecutively, or restore the missing section."#,
        reference: r#"Drafting practice of federation regulations; seed 003 jumps from section 4 to section 6."#,
    },
};

impl Rule for SectionNumberGap {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn check(&self, reg: &Regulation, out: &mut Vec<Diagnostic>) {
        let mut last: HashMap<Vec<u32>, u32> = HashMap::new();
        let mut seen: HashMap<Vec<u32>, Vec<u32>> = HashMap::new();
        for (parts, span) in numbered(&reg.sections) {
            let (n, parent) = match parts.split_last() {
                Some((n, parent)) => (*n, parent.to_vec()),
                None => continue,
            };
            let prev = last.get(&parent).copied().unwrap_or(0);
            let used = seen.entry(parent.clone()).or_default();
            let repeated = used.contains(&n);
            used.push(n);
            last.insert(parent.clone(), n);
            if repeated || n == prev.saturating_add(1) {
                continue;
            }
            let prefix: String = parent.iter().map(|p| format!("{p}.")).collect();
            let (message, label) = if n > prev.saturating_add(1) {
                let missing = if n == prev.saturating_add(2) {
                    format!("{prefix}{}", prev + 1)
                } else {
                    format!("{prefix}{}–{prefix}{}", prev + 1, n - 1)
                };
                let from = if prev == 0 {
                    "numbering starts".to_string()
                } else {
                    format!("after {prefix}{prev} comes")
                };
                (
                    format!("section numbers skip {missing}: {from} {prefix}{n}"),
                    format!("{missing} missing before this"),
                )
            } else {
                (
                    format!("section {prefix}{n} comes after {prefix}{prev}"),
                    "out of order".to_string(),
                )
            };
            out.push(
                finding(&INFO, message).with_label(span.span, label).with_help(
                    "renumber the sections consecutively, or restore the missing section",
                ),
            );
        }
    }
}

/// Every numbered section, nested ones included, in document order, with its number parsed
/// into components (`14.10` → `[14, 10]`, `IV` → `[4]`); letters and other marks are skipped.
pub(super) fn numbered(sections: &[Section]) -> Vec<(Vec<u32>, &Spanned<String>)> {
    let mut out = Vec::new();
    for s in sections {
        if let Some(n) = &s.number {
            // `14.10.`, Roman `IV` and `II.3` too; letters (`а)`) are not counted.
            if let Some(parts) = crate::vocab::notation::section_number_parts(&n.value) {
                out.push((parts, n));
            }
        }
        out.extend(numbered(&s.subsections));
    }
    out
}
