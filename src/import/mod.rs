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
use crate::vocab::limits::Limits;

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
    /// The document goes over a limit (`I020` paragraph length, `I021` nesting depth).
    Limit(Box<Diagnostic>),
    /// A `.doc` or `.pdf`, and the local program that reads it (LibreOffice, `pdftotext`) was
    /// not found (`detail` says where it was looked for).
    NoProgram {
        /// [`Kind::Doc`] or [`Kind::Pdf`].
        kind: Kind,
        /// Where the program was looked for, or why it did not run.
        detail: String,
    },
    /// The work was stopped before it ended (the page that asked for it went away).
    Stopped,
}

/// Imports one document's bytes within the default limits.
pub fn import(
    name: &str,
    bytes: &[u8],
    kind: Kind,
    encoding: Option<&'static encoding_rs::Encoding>,
) -> Result<Imported, ImportError> {
    import_within(name, bytes, kind, encoding, &Limits::default())
}

/// Imports one document's bytes; a paragraph longer than `limits.paragraph_chars` or elements
/// nested deeper than `limits.nesting_depth` refuse the document (`I020`, `I021`).
pub fn import_within(
    name: &str,
    bytes: &[u8],
    kind: Kind,
    encoding: Option<&'static encoding_rs::Encoding>,
    limits: &Limits,
) -> Result<Imported, ImportError> {
    import_until(name, bytes, kind, encoding, limits, &never)
}

fn never() -> bool {
    false
}

/// [`import_within`], asking `stop` between its stages (reading, structure, facts, writing)
/// and giving up with [`ImportError::Stopped`] when it says so: the editor's server stops the
/// work of a page that went away.
pub fn import_until(
    name: &str,
    bytes: &[u8],
    kind: Kind,
    encoding: Option<&'static encoding_rs::Encoding>,
    limits: &Limits,
    stop: &dyn Fn() -> bool,
) -> Result<Imported, ImportError> {
    let lines = read::lines(name, bytes, kind, encoding, limits).map_err(|e| match e {
        read::ReadError::Decode(d) => ImportError::Decode(d),
        read::ReadError::Damaged(m) => ImportError::Damaged(m),
        read::ReadError::Limit(d) => ImportError::Limit(d),
    })?;
    if lines.iter().all(|l| l.trim().is_empty()) {
        return Err(ImportError::Empty);
    }
    lines_until(&lines, stop)
}

/// The stages after reading, with `stop` asked between them.
fn lines_until(lines: &[String], stop: &dyn Fn() -> bool) -> Result<Imported, ImportError> {
    let stopped = || if stop() { Err(ImportError::Stopped) } else { Ok(()) };
    stopped()?;
    let document = doc::Document::new(lines);
    stopped()?;
    let facts = extract::extract(&document);
    stopped()?;
    Ok(write::write(&document, facts))
}

/// Imports what a local program made of a document the import cannot read itself: the `.docx`
/// LibreOffice made of a `.doc`, the text `pdftotext` took out of a `.pdf` (`original` says which).
pub fn import_converted(
    name: &str,
    original: Kind,
    converted: &[u8],
    limits: &Limits,
    stop: &dyn Fn() -> bool,
) -> Result<Imported, ImportError> {
    let lines = read::converted_lines(name, original, converted, limits).map_err(|e| match e {
        read::ReadError::Decode(d) => ImportError::Decode(d),
        read::ReadError::Damaged(m) => ImportError::Damaged(m),
        read::ReadError::Limit(d) => ImportError::Limit(d),
    })?;
    if lines.iter().all(|l| l.trim().is_empty()) {
        return Err(ImportError::Empty);
    }
    lines_until(&lines, stop)
}

/// The language a document is written in, as far as its bytes show it before it is read (for
/// the message that says a `.doc` or `.pdf` cannot be read here): a PDF's `/Lang (bg)`, the
/// UTF-16 text of a Word 97 document, the text of anything else.
pub fn language_of_bytes(bytes: &[u8]) -> Option<crate::vocab::Lang> {
    use crate::vocab::Lang;
    if bytes.starts_with(b"%PDF-") {
        let at = bytes.windows(7).position(|w| w == b"/Lang (")?;
        let code = bytes.get(at + 7..at + 9)?;
        return match code.to_ascii_lowercase().as_slice() {
            b"bg" => Some(Lang::Bg),
            b"uk" => Some(Lang::Uk),
            b"en" => Some(Lang::En),
            _ => None,
        };
    }
    // Cyrillic letters as UTF-16LE code units (a `.doc` stores its text so), else as UTF-8.
    let mut utf16 = String::new();
    for pair in bytes.chunks_exact(2) {
        let unit = u16::from_le_bytes([pair[0], pair[1]]);
        if (0x0400..0x0500).contains(&unit) {
            utf16.extend(char::from_u32(u32::from(unit)));
        }
    }
    let utf8: String = String::from_utf8_lossy(bytes)
        .chars()
        .filter(|c| ('\u{400}'..'\u{500}').contains(c))
        .collect();
    let letters = if utf16.chars().count() >= utf8.chars().count() { utf16 } else { utf8 };
    (letters.chars().count() >= 20).then(|| doc::language(&letters))
}

/// Imports a document already read into lines (line `i` of the slice is source line `i + 1`).
pub fn import_lines(lines: &[String]) -> Imported {
    let document = doc::Document::new(lines);
    let facts = extract::extract(&document);
    write::write(&document, facts)
}
