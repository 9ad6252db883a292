//! The files `serve` may read and write: regulations (`.rgl`) and results files (`.rgr`) inside
//! its folder, named by a relative path. `..`, absolute paths, and symbolic links that lead out
//! of the folder are refused; saving is atomic, keeps a `.bak` of the previous version, and
//! refuses to replace a file that changed on disk since it was opened. Saves of one file are
//! serialised: the version on disk is compared with the page's under the same lock as the
//! rename, so of two saves of the same version exactly one is made and the other is told.

use crate::app::load::{REGULATION_EXTENSION, RESULTS_EXTENSION};
use std::collections::HashMap;
use std::path::{Component, Path, PathBuf};
use std::sync::{Arc, Mutex};

/// Why a path is refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Why {
    /// Empty, or with a NUL or a backslash.
    NotAName,
    /// Absolute, or with `..`.
    Outside,
    /// Not a `.rgl` or `.rgr` file.
    NotEditable,
    /// Its folder lies outside the served folder (through a link).
    FolderOutside,
    /// A link that leads out of the served folder.
    LinkOutside,
    /// A folder or a device, not a file.
    NotAFile,
    /// Larger than the editor opens or saves.
    TooLarge,
}

/// Why a file request was refused.
#[derive(Debug, PartialEq, Eq)]
pub enum FileError {
    /// The path is not a relative path of an editable file inside the folder.
    Refused(String, Why),
    /// No such file.
    NotFound(String),
    /// The file changed on disk since the version the page has.
    Changed,
    /// The file system failed.
    Io(String),
    /// The text has a character the file's encoding cannot hold.
    Unencodable {
        /// The first such character.
        character: char,
        /// The file's encoding.
        encoding: &'static str,
    },
}

impl std::fmt::Display for FileError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            FileError::Refused(path, why) => write!(f, "`{path}`: {why:?}"),
            FileError::NotFound(path) => write!(f, "no file `{path}`"),
            FileError::Changed => write!(f, "the file changed on disk since it was opened"),
            FileError::Io(e) => write!(f, "{e}"),
            FileError::Unencodable { character, encoding } => {
                write!(f, "`{character}` cannot be written in {encoding}")
            }
        }
    }
}

/// The folder `serve` works in, canonical.
#[derive(Debug)]
pub struct Folder {
    root: PathBuf,
    /// One lock per file saved, held from the comparison of versions to the rename.
    saving: Mutex<HashMap<PathBuf, Arc<Mutex<()>>>>,
}

/// The largest file `serve` opens or saves (the decode stage's limit).
pub const MAX_FILE: usize = crate::decode::MAX_FILE_SIZE;

/// A short fingerprint of a file's bytes (FNV-1a, 64 bits), the version the page sends back
/// when it saves.
pub fn version(bytes: &[u8]) -> String {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for &b in bytes {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    format!("{h:016x}")
}

fn editable(path: &Path) -> bool {
    path.extension()
        .and_then(|e| e.to_str())
        .is_some_and(|e| e == REGULATION_EXTENSION || e == RESULTS_EXTENSION)
}

impl Folder {
    /// The folder at `dir`, which must exist.
    pub fn new(dir: &Path) -> std::io::Result<Folder> {
        Ok(Folder { root: dir.canonicalize()?, saving: Mutex::new(HashMap::new()) })
    }

    /// An identity of the folder (a fingerprint of its path), under which the page keeps its
    /// drafts: two folders served one after the other on the same port keep theirs apart.
    pub fn id(&self) -> String {
        version(self.root.to_string_lossy().as_bytes())
    }

    /// Every editable file below the folder, as relative paths with `/`, sorted. Symbolic
    /// links to folders are not followed (no loop can hang the listing).
    pub fn list(&self) -> Vec<String> {
        let mut out = Vec::new();
        let mut stack = vec![self.root.clone()];
        while let Some(dir) = stack.pop() {
            let Ok(entries) = std::fs::read_dir(&dir) else { continue };
            for entry in entries.flatten() {
                let Ok(kind) = entry.file_type() else { continue };
                let path = entry.path();
                if kind.is_dir() {
                    if out.len() < 10_000 {
                        stack.push(path);
                    }
                } else if kind.is_file() && editable(&path) {
                    if let Ok(rel) = path.strip_prefix(&self.root) {
                        let parts: Vec<String> = rel
                            .components()
                            .map(|c| c.as_os_str().to_string_lossy().into_owned())
                            .collect();
                        out.push(parts.join("/"));
                    }
                }
            }
        }
        out.sort();
        out
    }

    /// The absolute path of a relative one, or why it is refused. The file need not exist (a
    /// new file from an import), but its folder must, inside this folder.
    pub fn resolve(&self, relative: &str) -> Result<PathBuf, FileError> {
        let refused = |why: Why| Err(FileError::Refused(relative.to_string(), why));
        if relative.is_empty() || relative.contains('\0') || relative.contains('\\') {
            return refused(Why::NotAName);
        }
        let rel = Path::new(relative);
        if !rel.components().all(|c| matches!(c, Component::Normal(_))) {
            return refused(Why::Outside);
        }
        if !editable(rel) {
            return refused(Why::NotEditable);
        }
        let path = self.root.join(rel);
        let parent = path.parent().unwrap_or(&self.root);
        match parent.canonicalize() {
            Ok(p) if p.starts_with(&self.root) => {}
            Ok(_) => return refused(Why::FolderOutside),
            Err(_) => return Err(FileError::NotFound(relative.to_string())),
        }
        match std::fs::symlink_metadata(&path) {
            Ok(m) if m.file_type().is_symlink() => match path.canonicalize() {
                Ok(target) if target.starts_with(&self.root) && target.is_file() => Ok(path),
                _ => refused(Why::LinkOutside),
            },
            Ok(m) if !m.is_file() => refused(Why::NotAFile),
            _ => Ok(path),
        }
    }

    /// The bytes of a file, or `NotFound`.
    pub fn read(&self, relative: &str) -> Result<Vec<u8>, FileError> {
        let path = self.resolve(relative)?;
        let meta =
            std::fs::metadata(&path).map_err(|_| FileError::NotFound(relative.to_string()))?;
        if meta.len() > MAX_FILE as u64 {
            return Err(FileError::Refused(relative.to_string(), Why::TooLarge));
        }
        std::fs::read(&path).map_err(|e| FileError::Io(e.to_string()))
    }

    /// Saves `bytes` as `relative`, atomically, if the file on disk is still the version `base`
    /// (`None`: the file must not exist yet). The previous version is kept as `NAME.bak`.
    /// Returns the new version.
    #[cfg(test)]
    pub fn save(
        &self,
        relative: &str,
        bytes: &[u8],
        base: Option<&str>,
    ) -> Result<String, FileError> {
        self.save_with(relative, base, |_| Ok(bytes.to_vec()))
    }

    /// Saves the bytes `make` gives for the file's current bytes (`None` for a new file) as
    /// `relative`, as [`Folder::save`] does. The version is compared, the bytes made, the `.bak`
    /// and the file written under the file's lock: a second save of the same version waits and
    /// is then refused as `Changed`.
    pub fn save_with(
        &self,
        relative: &str,
        base: Option<&str>,
        make: impl FnOnce(Option<&[u8]>) -> Result<Vec<u8>, FileError>,
    ) -> Result<String, FileError> {
        let path = self.resolve(relative)?;
        let key = path.canonicalize().unwrap_or_else(|_| path.clone());
        let lock = {
            let mut locks = self.saving.lock().unwrap_or_else(|e| e.into_inner());
            locks.entry(key).or_default().clone()
        };
        let _held = lock.lock().unwrap_or_else(|e| e.into_inner());
        let current = match std::fs::read(&path) {
            Ok(b) => Some(b),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => None,
            Err(e) => return Err(FileError::Io(e.to_string())),
        };
        match (&current, base) {
            (Some(old), Some(base)) if version(old) == base => {}
            (None, None) => {}
            _ => return Err(FileError::Changed),
        }
        let bytes = make(current.as_deref())?;
        if bytes.len() > MAX_FILE {
            return Err(FileError::Refused(relative.to_string(), Why::TooLarge));
        }
        let io = |e: crate::cli::write::OutputError| FileError::Io(e.to_string());
        if let Some(old) = &current {
            let mut bak = path.clone().into_os_string();
            bak.push(".bak");
            crate::cli::write::write_atomically(Path::new(&bak), old, &[]).map_err(io)?;
        }
        crate::cli::write::write_atomically(&path, &bytes, &[]).map_err(io)?;
        Ok(version(&bytes))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_outside_the_folder_are_refused() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("a.rgl"), "x").unwrap();
        let f = Folder::new(dir.path()).unwrap();
        assert!(f.resolve("a.rgl").is_ok());
        for bad in ["../a.rgl", "/etc/passwd.rgl", "x/../../a.rgl", "a.txt", "", "a\\b.rgl"] {
            assert!(matches!(f.resolve(bad), Err(FileError::Refused(..))), "{bad}");
        }
        assert_eq!(f.list(), ["a.rgl"]);
    }

    #[test]
    fn saving_keeps_a_backup_and_refuses_a_stale_version() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("a.rgl"), "one").unwrap();
        let f = Folder::new(dir.path()).unwrap();
        let v1 = version(b"one");
        let v2 = f.save("a.rgl", b"two", Some(&v1)).unwrap();
        assert_eq!(std::fs::read(dir.path().join("a.rgl")).unwrap(), b"two");
        assert_eq!(std::fs::read(dir.path().join("a.rgl.bak")).unwrap(), b"one");
        assert_eq!(f.save("a.rgl", b"three", Some(&v1)), Err(FileError::Changed));
        assert!(f.save("a.rgl", b"three", Some(&v2)).is_ok());
        assert_eq!(f.save("new.rgl", b"n", None).map(|_| ()), Ok(()));
        assert_eq!(f.save("new.rgl", b"m", None), Err(FileError::Changed));
    }

    #[test]
    fn of_two_saves_of_one_version_exactly_one_is_made() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("a.rgl"), "one").unwrap();
        let f = Folder::new(dir.path()).unwrap();
        let base = version(b"one");
        for round in 0..20 {
            let results: Vec<_> = std::thread::scope(|s| {
                let tabs: Vec<_> = ["left", "right"]
                    .map(|tab| {
                        let (f, base) = (&f, base.clone());
                        s.spawn(move || {
                            let text = format!("{tab} {round}");
                            (text.clone(), f.save("a.rgl", text.as_bytes(), Some(&base)))
                        })
                    })
                    .into_iter()
                    .collect();
                tabs.into_iter().map(|t| t.join().unwrap()).collect()
            });
            let made: Vec<_> = results.iter().filter(|(_, r)| r.is_ok()).collect();
            assert_eq!(made.len(), 1, "round {round}: {results:?}");
            assert!(results.iter().any(|(_, r)| *r == Err(FileError::Changed)));
            let on_disk = std::fs::read_to_string(dir.path().join("a.rgl")).unwrap();
            assert_eq!(on_disk, made[0].0, "the file is the save that was made");
            // Back to the first version for the next round.
            let now = version(on_disk.as_bytes());
            f.save("a.rgl", b"one", Some(&now)).unwrap();
        }
    }
}
