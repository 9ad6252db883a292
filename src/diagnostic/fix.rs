//! Machine-applicable fixes: a finding may carry a [`Fix`], a few [`Edit`]s of its file's text
//! that resolve it (the weekday of a date, a lev amount in euro, a stated count, a missing unit).
//! [`apply`] makes the edits of many findings at once, as rustfix and `ruff --fix` do: fixes are
//! taken in file order and a fix that overlaps one already taken waits for the next pass.

use super::{Code, Diagnostic};
use crate::source::Span;
use serde::Serialize;

/// One replacement: the text at `span` becomes `replacement` (an empty span inserts).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Edit {
    /// The bytes replaced, in the decoded text.
    pub span: Span,
    /// What they become.
    pub replacement: String,
}

impl Edit {
    /// Replaces the text at `span`.
    pub fn replace(span: Span, replacement: impl Into<String>) -> Edit {
        Edit { span, replacement: replacement.into() }
    }

    /// Inserts `text` at byte offset `at`.
    pub fn insert(at: usize, text: impl Into<String>) -> Edit {
        Edit { span: Span::new(at, at), replacement: text.into() }
    }
}

/// The edits that resolve one finding, and what they do in words.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Fix {
    /// What the fix does (`write \`четвъртък\``).
    pub message: String,
    /// The edits, in any order; they do not overlap one another.
    pub edits: Vec<Edit>,
}

/// What [`apply`] did.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Applied {
    /// The text with the fixes made.
    pub text: String,
    /// The code and message of every fix made, in file order.
    pub fixed: Vec<(Code, String)>,
    /// Fixes left for another pass because they overlap one that was made, or are malformed.
    pub skipped: usize,
}

/// Makes every fix of `diagnostics` on `text` that does not overlap an earlier one.
pub fn apply(text: &str, diagnostics: &[Diagnostic]) -> Applied {
    let mut fixes: Vec<(&Diagnostic, &Fix)> =
        diagnostics.iter().filter_map(|d| d.fix.as_deref().map(|f| (d, f))).collect();
    let start = |f: &Fix| f.edits.iter().map(|e| e.span.start).min().unwrap_or(0);
    fixes.sort_by_key(|(d, f)| (start(f), d.code));
    let mut taken: Vec<&Edit> = Vec::new();
    let mut fixed = Vec::new();
    let mut skipped = 0;
    for (d, fix) in fixes {
        let well_formed = !fix.edits.is_empty()
            && fix.edits.iter().all(|e| {
                e.span.start <= e.span.end
                    && e.span.end <= text.len()
                    && text.is_char_boundary(e.span.start)
                    && text.is_char_boundary(e.span.end)
            });
        let overlaps = |e: &Edit| {
            taken.iter().any(|t| {
                e.span.start < t.span.end && t.span.start < e.span.end
                    || e.span.start == t.span.start
            })
        };
        if !well_formed || fix.edits.iter().any(overlaps) {
            skipped += 1;
            continue;
        }
        // The same edit twice (two findings, one fix) is made once.
        if fix.edits.iter().all(|e| taken.contains(&e)) {
            continue;
        }
        taken.extend(fix.edits.iter());
        fixed.push((d.code, fix.message.clone()));
    }
    taken.sort_by_key(|e| (e.span.start, e.span.end));
    let mut out = String::with_capacity(text.len());
    let mut at = 0;
    for e in taken {
        out.push_str(&text[at..e.span.start]);
        out.push_str(&e.replacement);
        at = e.span.end;
    }
    out.push_str(&text[at..]);
    Applied { text: out, fixed, skipped }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::diagnostic::{CodeInfo, Doc, Severity};

    static INFO: CodeInfo = CodeInfo {
        code: "X001",
        name: "test",
        severity: Severity::Error,
        summary: "a test",
        doc: Doc { what: "", why: "", example: "", fix: "", reference: "" },
    };

    fn finding(edits: Vec<Edit>) -> Diagnostic {
        Diagnostic::error(Code::new(&INFO), "m").with_fix("f", edits)
    }

    #[test]
    fn edits_are_made_in_file_order_and_overlapping_ones_wait() {
        let text = "неделя 14:30 round 1";
        let d = vec![
            finding(vec![Edit::insert(text.len(), " min")]),
            finding(vec![Edit::replace(Span::new(0, 12), "четвъртък")]),
            finding(vec![Edit::replace(Span::new(0, 12), "петък")]),
        ];
        let a = apply(text, &d);
        assert_eq!(a.text, "четвъртък 14:30 round 1 min");
        assert_eq!(a.fixed.len(), 2);
        assert_eq!(a.skipped, 1);
    }

    #[test]
    fn malformed_edits_are_never_made() {
        let text = "ден";
        let d = vec![finding(vec![Edit::replace(Span::new(1, 2), "x")])]; // inside `д`
        let a = apply(text, &d);
        assert_eq!(a.text, "ден");
        assert_eq!(a.skipped, 1);
    }
}
