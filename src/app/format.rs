//! The canonical layout of a regulation file (`reglament fmt`): decoded, laid out by the format
//! stage, and encoded back as the file was (its encoding and byte-order mark).

use crate::diagnostic::Diagnostic;
use crate::source::SourceFile;

/// A file laid out.
pub struct Formatted {
    /// The decoded file as read.
    pub file: SourceFile,
    /// The text laid out the canonical way.
    pub text: String,
}

impl Formatted {
    /// True when the layout changes the file.
    pub fn changed(&self) -> bool {
        self.text != self.file.text
    }

    /// The new text encoded as the file was (`original` are its bytes); `Err` when the encoding
    /// cannot hold the text.
    pub fn encoded(&self, original: &[u8]) -> Result<Vec<u8>, String> {
        crate::decode::encode_like(&self.text, self.file.encoding, original)
    }
}

/// A file that cannot be laid out: the finding, and the file it points into.
pub struct Unformattable {
    /// The decoded file (what could be decoded of it).
    pub file: SourceFile,
    /// Why it cannot be laid out.
    pub finding: Diagnostic,
}

/// Lays out one file's bytes, or says why it cannot be decoded or parsed.
pub fn file(name: &str, bytes: &[u8]) -> Result<Formatted, Box<Unformattable>> {
    file_in(name, bytes, None)
}

/// Lays out one file's bytes, or, with `keywords` (`fmt --keywords`), only rewrites its
/// keywords into that language and changes nothing else.
pub fn file_in(
    name: &str,
    bytes: &[u8],
    keywords: Option<crate::vocab::Lang>,
) -> Result<Formatted, Box<Unformattable>> {
    let decoded = match crate::decode::decode(name, bytes, None) {
        Ok(d) => d,
        Err(finding) => {
            let file = crate::decode::error_source(name, bytes, None);
            return Err(Box::new(Unformattable { file, finding }));
        }
    };
    let file = decoded.file;
    let done = match keywords {
        Some(lang) => crate::format::rewrite_keywords(&file, lang),
        None => crate::format::format(&file),
    };
    match done {
        Ok(text) => Ok(Formatted { file, text }),
        Err(finding) => Err(Box::new(Unformattable { file, finding })),
    }
}
