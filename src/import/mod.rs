//! Documents as published → a draft regulation file. `reglament import` reads plain text (any
//! encoding the decode stage knows), `.docx` and HTML into lines ([`read`]), finds the numbered
//! sections and their headings ([`doc`]), extracts the facts the text states ([`extract`]), and
//! writes a `.rgl` in the document's own language ([`write`](mod@write)): every section kept verbatim as
//! prose, every fact with a comment naming the source line it came from, every guess marked
//! with a `review` statement whose code (`I001`–`I012`, [`codes`]) `check` reports. The draft
//! is validated by the syntax and model stages before it is returned; a fact they reject is left
//! out and marked. The import is deterministic: the same document gives the same draft.

pub mod codes;
pub mod doc;
pub mod extract;
pub mod read;
pub mod write;

use crate::diagnostic::Diagnostic;
use crate::model::Regulation;
use crate::source::Span;

pub use read::Kind;

/// A draft regulation and what the import was unsure of.
#[derive(Clone, Debug)]
pub struct Imported {
    /// The `.rgl` text.
    pub text: String,
    /// The document's language.
    pub lang: crate::vocab::Lang,
    /// How many facts were written (statements and rows outside the prose).
    pub facts: usize,
    /// How many review marks the draft carries.
    pub marks: usize,
}

/// Why a document could not be imported at all.
#[derive(Debug)]
pub enum ImportError {
    /// The decode stage refused the bytes.
    Decode(Box<Diagnostic>),
    /// The document is damaged or of another kind.
    Damaged(String),
    /// The document holds no text.
    Empty,
}

/// Imports one document's bytes.
pub fn import(
    name: &str,
    bytes: &[u8],
    kind: Kind,
    encoding: Option<&'static encoding_rs::Encoding>,
) -> Result<Imported, ImportError> {
    let lines = read::lines(name, bytes, kind, encoding).map_err(|e| match e {
        read::ReadError::Decode(d) => ImportError::Decode(d),
        read::ReadError::Damaged(m) => ImportError::Damaged(m),
    })?;
    if lines.iter().all(|l| l.trim().is_empty()) {
        return Err(ImportError::Empty);
    }
    Ok(import_lines(&lines))
}

/// Imports a document already read into lines (line `i` of the slice is source line `i + 1`).
pub fn import_lines(lines: &[String]) -> Imported {
    let document = doc::Document::new(lines);
    let facts = extract::extract(&document);
    write::write(&document, facts)
}

/// The findings of the review marks of a regulation: one warning per mark, under its import
/// code, pointing at the mark and at the fact it is about. Every mark is reported;
/// [`crate::compile`] leaves out those the run's selection does not want.
pub fn review_findings(reg: &Regulation) -> Vec<Diagnostic> {
    use crate::diagnostic::l10n::{localized, tr};
    reg.reviews
        .iter()
        .map(|r| {
            let code = codes::for_mark(&r.code.value);
            let note = r.note.as_ref().map(|n| n.value.as_str()).unwrap_or("");
            let written = r.code.value.as_str();
            localized(|l| {
                let summary = codes::summary(code, l);
                let message =
                    if note.is_empty() { summary.to_string() } else { format!("{summary}: {note}") };
                let mut d = Diagnostic::of(code, message)
                    .with_label(
                        r.span,
                        tr!(
                            l,
                            en: "verify the fact, then delete this mark",
                            bg: "проверете факта и изтрийте тази отметка",
                            uk: "перевірте факт і видаліть цю позначку"
                        ),
                    )
                    .with_help(tr!(
                        l,
                        en: "compare the fact with the document; when it is right, delete the `review` line",
                        bg: "сверете факта с документа; когато е верен, изтрийте реда `review`",
                        uk: "звірте факт із документом; коли він правильний, видаліть рядок `review`"
                    ));
                if let Some(fact) = r.fact {
                    let span = Span::new(fact.start, fact.start.max(fact.end.min(fact.start + 1)));
                    d = d.with_label(span, tr!(l, en: "the fact", bg: "фактът", uk: "факт"));
                }
                if code == codes::UNVERIFIED && !written.eq_ignore_ascii_case("I001") {
                    d = d.with_note(tr!(
                        l,
                        en: "`{written}` is not an import code; the mark is reported as I001",
                        bg: "`{written}` не е код на вноса; отметката се отчита като I001",
                        uk: "`{written}` — не код імпорту; позначку подано як I001"
                    ));
                }
                d
            })
        })
        .collect()
}
