//! The files `serve` may read and write: regulations (`.rgl`) and results files (`.rgr`) inside
//! its folder, named by a relative path (`./` allowed). `..`, absolute paths, and symbolic links
//! that lead out of the folder are refused; only regular files are read, within the size limits
//! every command has; a new file's name must be plain (no control character, no bidirectional
//! control, no leading `-` or blank, at most 200 characters). Saving is atomic, keeps a `.bak` of
//! the bytes it replaced, and refuses to replace a file that changed on disk since it was opened,
//! also when another program renames a version over it during the save ([`super::exchange`]).
//! Saves of one file are serialised: the version on disk is compared with the page's under the
//! same lock as the exchange, so of two saves of the same version exactly one is made and the
//! other is told.

use crate::app::load::{REGULATION_EXTENSION, RESULTS_EXTENSION};
use crate::vocab::limits::{FileKind, Limits};
use std::collections::HashMap;
use std::path::{Component, Path, PathBuf};
use std::sync::{Arc, Mutex};

/// Why a path is refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Why {
    /// A new file's name holds a control character (a line break, ESC, …).
    NameHasControl,
    /// A new file's name holds a bidirectional control (U+202E and its kind), which shows the
    /// name in another order than it has.
    NameHasDirection,
    /// A new file's name starts with `-` (a command would read it as an option).
    NameStartsWithDash,
    /// A new file's name starts or ends with a blank.
    NameBlankAtEnd,
    /// A new file's name is longer than [`MAX_NAME_CHARS`] characters or [`MAX_NAME_BYTES`] bytes.
    NameTooLong,
    /// The `.bak` of the file is a folder, which no backup can replace.
    BackupIsAFolder,
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
    /// Larger than the size limit of its kind of file (the bytes of the limit).
    TooLarge(u64),
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
    /// One lock per file saved, held from the comparison of versions to the exchange.
    saving: Mutex<HashMap<PathBuf, Arc<Mutex<()>>>>,
    /// The sizes of the files opened and saved: the limits of every command.
    limits: Limits,
}

/// The most characters of the name of a file the editor creates.
pub const MAX_NAME_CHARS: usize = 200;
/// The most bytes of the name of a file the editor creates: its `.bak` (four bytes more) must
/// fit the 255 bytes a name may have on the usual file systems (a Cyrillic letter takes two).
pub const MAX_NAME_BYTES: usize = 250;

/// Why a new file's `name` (its last component) is not plain, if it is not.
pub fn plain_name(name: &str) -> Result<(), Why> {
    if name.chars().any(|c| c.is_control()) {
        return Err(Why::NameHasControl);
    }
    let direction = |c: char| {
        crate::vocab::printable::acts(c) || matches!(c, '\u{200e}' | '\u{200f}' | '\u{061c}')
    };
    if name.chars().any(direction) {
        return Err(Why::NameHasDirection);
    }
    if name.starts_with('-') {
        return Err(Why::NameStartsWithDash);
    }
    if name.starts_with(char::is_whitespace) || name.ends_with(char::is_whitespace) {
        return Err(Why::NameBlankAtEnd);
    }
    if name.chars().count() > MAX_NAME_CHARS || name.len() > MAX_NAME_BYTES {
        return Err(Why::NameTooLong);
    }
    Ok(())
}

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
    /// The folder at `dir`, which must exist, under the default limits.
    #[cfg(test)]
    pub fn new(dir: &Path) -> std::io::Result<Folder> {
        Folder::with_limits(dir, Limits::default())
    }

    /// The folder at `dir`, which must exist; files opened and saved within `limits`.
    pub fn with_limits(dir: &Path, limits: Limits) -> std::io::Result<Folder> {
        Ok(Folder { root: dir.canonicalize()?, saving: Mutex::new(HashMap::new()), limits })
    }

    /// The limits the editor works within: the command line's.
    pub fn limits(&self) -> Limits {
        self.limits
    }

    /// The size limit of a file: a regulation's or a results file's, as every command has it.
    fn max_bytes(&self, path: &Path) -> u64 {
        let results = path.extension().is_some_and(|e| e == RESULTS_EXTENSION);
        self.limits.file_size(if results { FileKind::Results } else { FileKind::Regulation })
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
        if !rel.components().all(|c| matches!(c, Component::Normal(_) | Component::CurDir)) {
            return refused(Why::Outside);
        }
        // `./x.rgl` is `x.rgl`.
        let rel: PathBuf = rel.components().filter(|c| *c != Component::CurDir).collect();
        if rel.as_os_str().is_empty() {
            return refused(Why::NotAName);
        }
        if !editable(&rel) {
            return refused(Why::NotEditable);
        }
        let path = self.root.join(&rel);
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

    /// The bytes of a regular file within its size limit, or `NotFound`.
    pub fn read(&self, relative: &str) -> Result<Vec<u8>, FileError> {
        let path = self.resolve(relative)?;
        let limit = self.max_bytes(&path);
        let bytes = read_regular(&path, limit).map_err(|e| match e.kind() {
            std::io::ErrorKind::NotFound => FileError::NotFound(relative.to_string()),
            std::io::ErrorKind::InvalidInput => {
                FileError::Refused(relative.to_string(), Why::NotAFile)
            }
            _ => FileError::Io(e.to_string()),
        })?;
        if bytes.len() as u64 > limit {
            return Err(FileError::Refused(relative.to_string(), Why::TooLarge(limit)));
        }
        Ok(bytes)
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
    /// `relative`, as [`Folder::save`] does. The version is compared, the bytes made and put in
    /// place under the file's lock: a second save of the same version waits and is then refused
    /// as `Changed`. The new bytes go in by an atomic exchange that gives back the bytes they
    /// replaced: when those are not the version compared (another program renamed a version
    /// over the file meanwhile), the exchange is undone and the save refused as `Changed`;
    /// otherwise they become the `.bak` ([`super::exchange`]). A symbolic link inside the folder
    /// is saved through: its file changes, the link stays. A new file's name must be plain.
    pub fn save_with(
        &self,
        relative: &str,
        base: Option<&str>,
        make: impl FnOnce(Option<&[u8]>) -> Result<Vec<u8>, FileError>,
    ) -> Result<String, FileError> {
        let refused = |why| FileError::Refused(relative.to_string(), why);
        let path = self.resolve(relative)?;
        let path = match std::fs::symlink_metadata(&path) {
            Ok(m) if m.file_type().is_symlink() => {
                path.canonicalize().map_err(|e| FileError::Io(e.to_string()))?
            }
            _ => path,
        };
        if base.is_none() {
            let name = path.file_name().map(|n| n.to_string_lossy()).unwrap_or_default();
            plain_name(&name).map_err(refused)?;
        }
        let bak = super::exchange::sibling(&path, ".bak");
        // A link named so is replaced (never written through); a folder cannot be.
        if std::fs::symlink_metadata(&bak).is_ok_and(|m| m.is_dir()) {
            return Err(refused(Why::BackupIsAFolder));
        }
        let lock = {
            let mut locks = self.saving.lock().unwrap_or_else(|e| e.into_inner());
            locks.entry(path.clone()).or_default().clone()
        };
        let _held = lock.lock().unwrap_or_else(|e| e.into_inner());
        let limit = self.max_bytes(&path);
        let current = match read_regular(&path, limit) {
            Ok(b) => Some(b),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => None,
            Err(e) if e.kind() == std::io::ErrorKind::InvalidInput => {
                return Err(refused(Why::NotAFile))
            }
            Err(e) => return Err(FileError::Io(e.to_string())),
        };
        match (&current, base) {
            (Some(old), Some(base)) if version(old) == base => {}
            (None, None) => {}
            _ => return Err(FileError::Changed),
        }
        let bytes = make(current.as_deref())?;
        if bytes.len() as u64 > limit {
            return Err(refused(Why::TooLarge(limit)));
        }
        let read = |p: &Path| read_regular(p, limit);
        match super::exchange::put(&path, &bytes, current.as_deref(), &bak, &read) {
            Ok(super::exchange::Outcome::Saved) => Ok(version(&bytes)),
            Ok(super::exchange::Outcome::Changed) => Err(FileError::Changed),
            Err(e) if name_too_long(&e) => Err(refused(Why::NameTooLong)),
            Err(e) => Err(FileError::Io(e.to_string())),
        }
    }
}

/// True for the error of a name too long for the file system (`ENAMETOOLONG`, whatever
/// [`plain_name`] let through on a file system with shorter names).
fn name_too_long(e: &std::io::Error) -> bool {
    #[cfg(unix)]
    {
        e.raw_os_error() == Some(rustix::io::Errno::NAMETOOLONG.raw_os_error())
    }
    #[cfg(not(unix))]
    {
        let _ = e;
        false
    }
}

/// The bytes of a regular file, at most `limit` and a byte more (nothing else is read, and
/// nothing waits: [`crate::cli::load::regular_file_bytes`]).
fn read_regular(path: &Path, limit: u64) -> std::io::Result<Vec<u8>> {
    crate::cli::load::regular_file_bytes(path, limit)
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
