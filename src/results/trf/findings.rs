//! The reader's findings, bounded: one problem repeated on thousands of lines (a generated file
//! with start numbers too wide for their columns, a whole column shifted) is said a few times in
//! full and then once more as a count, "… and 5,000 more like this (lines 12–5,011)", instead
//! of once per line. Only what is kept is stored, so a hostile file cannot fill the memory with
//! findings either.

use crate::diagnostic::l10n::tr;
use crate::diagnostic::{Code, Diagnostic};
use crate::source::{SourceFile, Span};

/// How many findings of one code are kept in full.
pub(crate) const KEPT_PER_CODE: usize = 10;

/// What was left out of one code: how many, and the first and last of their places.
struct LeftOut {
    code: Code,
    count: usize,
    first: Option<Span>,
    last: Option<Span>,
}

/// Findings in the order they were found, at most [`KEPT_PER_CODE`] per code.
#[derive(Default)]
pub(crate) struct Findings {
    kept: Vec<Diagnostic>,
    left_out: Vec<LeftOut>,
}

impl Findings {
    /// Keeps `d`, or counts it when its code already has its share.
    pub(crate) fn push(&mut self, d: Diagnostic) {
        let same = self.kept.iter().filter(|k| k.code == d.code).count();
        if same < KEPT_PER_CODE {
            self.kept.push(d);
            return;
        }
        let span = d.primary_span();
        match self.left_out.iter_mut().find(|l| l.code == d.code) {
            Some(l) => {
                l.count += 1;
                l.first = l.first.or(span);
                l.last = span.or(l.last);
            }
            None => self.left_out.push(LeftOut { code: d.code, count: 1, first: span, last: span }),
        }
    }

    /// Keeps every finding of `more` (each counted like [`Findings::push`]).
    pub(crate) fn extend(&mut self, more: impl IntoIterator<Item = Diagnostic>) {
        for d in more {
            self.push(d);
        }
    }

    /// Puts `d` first (file-level findings such as line endings), never counted away.
    pub(crate) fn insert_first(&mut self, d: Diagnostic) {
        self.kept.insert(0, d);
    }

    /// The findings in the order of the file, the last one kept of each code that lost some
    /// carrying the count of the others and the lines they are on.
    pub(crate) fn into_vec(self, file: &SourceFile) -> Vec<Diagnostic> {
        let mut kept = self.kept;
        kept.sort_by_key(|d| (d.primary_span().map(|s| s.start), d.code));
        for l in self.left_out {
            let Some(last_kept) = kept.iter_mut().rev().find(|d| d.code == l.code) else {
                continue;
            };
            let lines = (l.first.zip(l.last))
                .map(|(a, b)| (file.line_col(a.start).0, file.line_col(b.start).0));
            let count = thousands(l.count);
            last_kept.push_note(|lang| {
                let lines = match lines {
                    Some((from, to)) if from == to => {
                        let from = thousands(from);
                        tr!(lang, en: " (line {from})", bg: " (ред {from})", uk: " (рядок {from})")
                    }
                    Some((from, to)) => {
                        let (from, to) = (thousands(from), thousands(to));
                        tr!(
                            lang,
                            en: " (lines {from}–{to})",
                            bg: " (редове {from}–{to})",
                            uk: " (рядки {from}–{to})"
                        )
                    }
                    None => String::new(),
                };
                tr!(
                    lang,
                    en: "… and {count} more like this{lines}",
                    bg: "… и още {count} такива{lines}",
                    uk: "… і ще {count} таких{lines}"
                )
            });
        }
        kept
    }
}

/// `5000` as `5,000`.
pub(crate) fn thousands(n: usize) -> String {
    let digits = n.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(c);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_repeated_problem_is_kept_ten_times_then_counted() {
        let text: String = (1..=20).map(|i| format!("line {i}\n")).collect();
        let file = SourceFile::new("t.trf", text.clone(), "UTF-8");
        let mut f = Findings::default();
        for (i, _) in text.match_indices("line") {
            f.push(
                Diagnostic::error(crate::results::codes::TRF_BAD_COLOUR, "x")
                    .with_span(Span::new(i, i + 4)),
            );
        }
        let out = f.into_vec(&file);
        assert_eq!(out.len(), KEPT_PER_CODE);
        assert_eq!(out[9].notes, vec!["… and 10 more like this (lines 11–20)".to_string()]);
        assert_eq!(thousands(5000), "5,000");
        assert_eq!(thousands(582520), "582,520");
        assert_eq!(thousands(12), "12");
    }
}
