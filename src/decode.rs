//! Bytes → text. (Stub: UTF-8 only; the full detector replaces this.)

use crate::diagnostic::codes::CodeInfo;
use crate::diagnostic::Diagnostic;
use crate::source::SourceFile;
use encoding_rs::Encoding;

/// Codes produced by decoding.
pub const CODES: &[CodeInfo] = &[];

/// A decoded file plus the warnings decoding produced (mojibake, replacement characters…).
#[derive(Debug)]
pub struct Decoded {
    /// The text.
    pub file: SourceFile,
    /// Non-fatal findings.
    pub warnings: Vec<Diagnostic>,
}

/// Decodes `bytes` read from `name`; `forced` overrides detection.
pub fn decode(
    name: &str,
    bytes: &[u8],
    forced: Option<&'static Encoding>,
) -> Result<Decoded, Diagnostic> {
    let _ = forced;
    match std::str::from_utf8(bytes) {
        Ok(t) => Ok(Decoded {
            file: SourceFile::new(name, t.trim_start_matches('\u{feff}'), "UTF-8"),
            warnings: vec![],
        }),
        Err(_) => Err(Diagnostic::error("D001", "not UTF-8")),
    }
}

/// The encoding named by a `--encoding` label.
pub fn encoding_for_label(label: &str) -> Option<&'static Encoding> {
    Encoding::for_label_no_replacement(label.as_bytes())
}
