//! What the page asks the server for, answered by the use cases of the editor
//! ([`crate::app::editor`]), the same as the command line's; the served folder is what they
//! read through ([`crate::app::Inputs`]). Only the file name a dropped document's draft is saved
//! under is decided here, since it depends on what the folder holds.

use super::files::Folder;
use crate::import::ImportError;
use std::path::{Path, PathBuf};

impl crate::app::Inputs for Folder {
    /// A path relative to the folder; refused (as not found) outside it.
    fn read(&self, path: &Path, limit: u64) -> Result<Vec<u8>, String> {
        let relative = path.to_string_lossy();
        let bytes = self.read(&relative).map_err(|e| e.to_string())?;
        if bytes.len() as u64 > limit.saturating_add(1) {
            return Err(format!("`{relative}` is over the size limit"));
        }
        Ok(bytes)
    }

    fn canonical(&self, path: &Path) -> Option<PathBuf> {
        self.resolve(&path.to_string_lossy()).ok()?.canonicalize().ok()
    }
}

/// Why a dropped document gives no draft.
pub enum ImportFailure {
    /// The import refused it ([`crate::app::import::failure_text`] says why in her words).
    Import(ImportError),
    /// A thousand drafts of the name are there already.
    NoFreeName,
}

/// A draft regulation from a dropped document (`reglament import`; `stop` says the page went
/// away, and the work stops between its stages), and the file name it would be saved as in the folder: the document's name with `.rgl`, numbered when that file exists.
pub fn import(
    folder: &Folder,
    name: &str,
    bytes: &[u8],
    stop: &(dyn Fn() -> bool + Sync),
) -> Result<(String, String), ImportFailure> {
    let programs = crate::cli::convert::Local::default();
    // The limits of the command line, as `reglament import` has them.
    let settings = crate::app::import::Settings {
        convert: &programs,
        stop,
        limits: folder.limits(),
        ..Default::default()
    };
    let draft = crate::app::import::document(name, bytes, "<draft>", &settings)
        .map_err(ImportFailure::Import)?;
    let stem = crate::app::import::draft_stem(name);
    let mut path = format!("{stem}.rgl");
    let mut n = 1;
    while folder.resolve(&path).map(|p| p.exists()).unwrap_or(true) {
        n += 1;
        path = format!("{stem}-{n}.rgl");
        if n > 999 {
            return Err(ImportFailure::NoFreeName);
        }
    }
    Ok((path, draft.imported.text))
}
