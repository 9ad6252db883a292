//! A draft regulation from a document as published (`reglament import`, or a document dropped
//! on the editor): plain text in any encoding, `.docx` or HTML, then checked as `check` would
//! check it, so that what the import was unsure of (its review marks) is listed with the rest.

use crate::import::{self, ImportError, Imported, Kind};
use crate::{compile, Compiled, Options};

/// A document imported and its draft checked.
pub struct Draft {
    /// The draft's text and what it holds.
    pub imported: Imported,
    /// What `check` says of the draft (named `draft_name`).
    pub checked: Compiled,
}

/// Imports a document's bytes (its kind told by its name and bytes) and checks the draft.
pub fn document(
    name: &str,
    bytes: &[u8],
    encoding: Option<&'static encoding_rs::Encoding>,
    draft_name: &str,
) -> Result<Draft, ImportError> {
    let imported = import::import(name, bytes, Kind::of(name, bytes), encoding)?;
    let checked = compile(draft_name, imported.text.as_bytes(), &Options::default());
    Ok(Draft { imported, checked })
}

/// The file name a draft of the document `name` is saved as, without its extension: the
/// document's own stem, letters, digits, `-`, `_` and `.` kept, anything else a `-`
/// (`imported` when nothing is left).
pub fn draft_stem(name: &str) -> String {
    let stem: String = std::path::Path::new(name)
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default()
        .chars()
        .map(|c| if c.is_alphanumeric() || c == '-' || c == '_' || c == '.' { c } else { '-' })
        .collect();
    if stem.trim_matches(['-', '.']).is_empty() {
        "imported".to_string()
    } else {
        stem
    }
}
