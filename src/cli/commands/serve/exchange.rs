//! Putting a saved text in place without losing what another program writes meanwhile. A sync
//! client or another editor may rename a new version over the file at any moment, also between
//! the editor's comparison of versions and its own rename: a blind rename would then replace that
//! version, which would be in neither the file nor the `.bak`.
//!
//! So the new text goes in by an atomic exchange (Linux `renameat2(RENAME_EXCHANGE)`, macOS
//! `renamex_np(RENAME_SWAP)`, both through `rustix` without unsafe code): the file and a
//! temporary file holding the new text trade places in one step, and the temporary file then
//! holds exactly the bytes that were replaced. Those are compared with the version she edited:
//! the same, and they become the `.bak` (renamed, so the backup is the bytes actually replaced);
//! different, and the two are exchanged back, so the other program's version is in place again
//! and the save is refused as a conflict (her text stays on her page). A new file goes in only
//! where nothing is (`RENAME_NOREPLACE`, else a hard link, which never replaces).
//!
//! Where the file system cannot exchange (Windows, and file systems without `RENAME_EXCHANGE`),
//! the save compares the file with her version once more just before its rename, as before;
//! a version renamed in during that instant can then still be replaced, and the server says so
//! once on standard error.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};

/// How a save went.
#[derive(Debug, PartialEq, Eq)]
pub enum Outcome {
    /// The new bytes are in place; the bytes they replaced are the `.bak` (for an existing file).
    Saved,
    /// The file was not what she edited (another program wrote to it, or a file appeared where a
    /// new one was to be made): nothing of it was replaced.
    Changed,
}

/// The most exchanges back made when other programs keep writing during a save (each needs a new
/// version renamed in within microseconds of the previous exchange).
const MOST_EXCHANGES_BACK: usize = 8;

/// Puts `bytes` at `path` if the file there holds `expected` (`None`: there must be no file), the
/// replaced bytes kept as `bak`. `read` reads a regular file whole (and refuses anything else).
pub fn put(
    path: &Path,
    bytes: &[u8],
    expected: Option<&[u8]>,
    bak: &Path,
    read: &dyn Fn(&Path) -> std::io::Result<Vec<u8>>,
) -> std::io::Result<Outcome> {
    let tmp = crate::cli::write::temporary_beside(path, bytes)?;
    let Some(expected) = expected else { return create(tmp, path) };
    match exchange(&tmp, path) {
        Ok(()) => {}
        Err(e) if unsupported(&e) => return compare_and_rename(tmp, path, expected, bak, read),
        Err(e) => return Err(e),
    }
    // `tmp` now holds what was at `path` an instant ago.
    if read(&tmp).is_ok_and(|replaced| replaced == expected) {
        return match tmp.persist(bak) {
            Ok(()) => Ok(Outcome::Saved),
            Err(e) => {
                // No backup can be made (a folder is in its place): the save is undone.
                let tmp = e.path;
                exchange_back(tmp, path, bytes, read)?;
                Err(e.error)
            }
        };
    }
    exchange_back(tmp, path, bytes, read)?;
    Ok(Outcome::Changed)
}

/// Puts back at `path` what `tmp` holds (another program's version, replaced by the save) and
/// drops what comes out, unless that too is a version another program wrote after the save's
/// exchange, which is then put back in its turn: at the end `path` holds the newest version
/// written by others and nothing of theirs is lost. `ours` is what the save put at `path`.
fn exchange_back(
    tmp: tempfile::TempPath,
    path: &Path,
    ours: &[u8],
    read: &dyn Fn(&Path) -> std::io::Result<Vec<u8>>,
) -> std::io::Result<()> {
    let mut last_put: Vec<u8> = ours.to_vec();
    for _ in 0..MOST_EXCHANGES_BACK {
        let held = read(&tmp).ok();
        exchange(&tmp, path)?;
        // What came out: what was put last (nobody wrote meanwhile), or a newer version.
        match read(&tmp) {
            Ok(out) if out == last_put => return Ok(()),
            Ok(_) | Err(_) => {
                // A newer version was renamed in after the last exchange: it goes back in place,
                // and what was just put there (older) comes out.
                last_put = held.unwrap_or_default();
            }
        }
    }
    // Others kept writing through every exchange: what is out now is kept beside the file.
    let kept = sibling(path, ".kept");
    tmp.persist(&kept).map_err(|e| e.error)?;
    Ok(())
}

/// `path` with `suffix` added to its file name.
pub fn sibling(path: &Path, suffix: &str) -> PathBuf {
    let mut name = path.as_os_str().to_os_string();
    name.push(suffix);
    PathBuf::from(name)
}

/// Makes a new file at `path` from `tmp`, only where there is none.
fn create(tmp: tempfile::TempPath, path: &Path) -> std::io::Result<Outcome> {
    match rename_noreplace(&tmp, path) {
        Ok(()) => {
            // The rename consumed the temporary file.
            let _ = tmp.keep();
            Ok(Outcome::Saved)
        }
        Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => Ok(Outcome::Changed),
        Err(e) if unsupported(&e) => match std::fs::hard_link(&tmp, path) {
            // A hard link never replaces; the temporary name is removed when `tmp` drops.
            Ok(()) => Ok(Outcome::Saved),
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => Ok(Outcome::Changed),
            Err(e) => Err(e),
        },
        Err(e) => Err(e),
    }
}

/// Set once the server has said that this file system cannot exchange files.
static SAID: AtomicBool = AtomicBool::new(false);

/// Without an exchange: the file compared with her version once more, its bytes kept as the
/// `.bak`, then the new text renamed over it (a version renamed in between those two steps can
/// still be replaced).
fn compare_and_rename(
    tmp: tempfile::TempPath,
    path: &Path,
    expected: &[u8],
    bak: &Path,
    read: &dyn Fn(&Path) -> std::io::Result<Vec<u8>>,
) -> std::io::Result<Outcome> {
    if !SAID.swap(true, Ordering::Relaxed) {
        crate::cli::write::stderr(
            "note: this file system cannot exchange two files in one step: a save compares the \
             file with the version that was edited just before it replaces it, but a version \
             another program renames in at that very instant can still be replaced\n",
        );
    }
    if read(path).ok().as_deref() != Some(expected) {
        return Ok(Outcome::Changed);
    }
    let backup = crate::cli::write::temporary_beside(bak, expected)?;
    backup.persist(bak).map_err(|e| e.error)?;
    tmp.persist(path).map_err(|e| e.error)?;
    Ok(Outcome::Saved)
}

/// True for the errors of a file system (or a system) that has no atomic exchange or no
/// rename that refuses to replace.
fn unsupported(e: &std::io::Error) -> bool {
    matches!(e.kind(), std::io::ErrorKind::Unsupported)
        || matches!(e.raw_os_error(), Some(code) if not_supported_codes().contains(&code))
}

#[cfg(any(target_os = "linux", target_os = "android", target_vendor = "apple"))]
fn not_supported_codes() -> [i32; 3] {
    use rustix::io::Errno;
    [Errno::INVAL.raw_os_error(), Errno::NOSYS.raw_os_error(), Errno::NOTSUP.raw_os_error()]
}

#[cfg(not(any(target_os = "linux", target_os = "android", target_vendor = "apple")))]
fn not_supported_codes() -> [i32; 0] {
    []
}

/// Exchanges the files at `a` and `b` in one step.
#[cfg(any(target_os = "linux", target_os = "android", target_vendor = "apple"))]
fn exchange(a: &Path, b: &Path) -> std::io::Result<()> {
    use rustix::fs::{renameat_with, RenameFlags, CWD};
    Ok(renameat_with(CWD, a, CWD, b, RenameFlags::EXCHANGE)?)
}

/// No exchange on this system.
#[cfg(not(any(target_os = "linux", target_os = "android", target_vendor = "apple")))]
fn exchange(_a: &Path, _b: &Path) -> std::io::Result<()> {
    Err(std::io::ErrorKind::Unsupported.into())
}

/// Renames `a` to `b` only when nothing is at `b`.
#[cfg(any(target_os = "linux", target_os = "android", target_vendor = "apple"))]
fn rename_noreplace(a: &Path, b: &Path) -> std::io::Result<()> {
    use rustix::fs::{renameat_with, RenameFlags, CWD};
    Ok(renameat_with(CWD, a, CWD, b, RenameFlags::NOREPLACE)?)
}

/// No such rename on this system (a hard link is made instead).
#[cfg(not(any(target_os = "linux", target_os = "android", target_vendor = "apple")))]
fn rename_noreplace(_a: &Path, _b: &Path) -> std::io::Result<()> {
    Err(std::io::ErrorKind::Unsupported.into())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(path: &Path) -> std::io::Result<Vec<u8>> {
        crate::cli::load::regular_file_bytes(path, 1 << 20)
    }

    /// The exchange itself, with a version renamed in at the worst moment (after the editor
    /// compared versions, before its exchange): it comes back, and nothing of it is lost.
    #[test]
    fn a_version_renamed_in_before_the_exchange_is_put_back() {
        let dir = tempfile::tempdir().unwrap();
        let (file, bak) = (dir.path().join("a.rgl"), dir.path().join("a.rgl.bak"));
        std::fs::write(&file, "edited").unwrap();
        // She edited "edited"; another program then renamed "theirs" over it.
        std::fs::write(dir.path().join("t"), "theirs").unwrap();
        std::fs::rename(dir.path().join("t"), &file).unwrap();
        let outcome = put(&file, b"mine", Some(b"edited"), &bak, &read).unwrap();
        assert_eq!(outcome, Outcome::Changed);
        assert_eq!(std::fs::read(&file).unwrap(), b"theirs");
        assert!(!bak.exists());
        // Without a change meanwhile: saved, and the .bak is the bytes replaced.
        let outcome = put(&file, b"mine", Some(b"theirs"), &bak, &read).unwrap();
        assert_eq!(outcome, Outcome::Saved);
        assert_eq!(std::fs::read(&file).unwrap(), b"mine");
        assert_eq!(std::fs::read(&bak).unwrap(), b"theirs");
        // A new file only where there is none.
        let new = dir.path().join("n.rgl");
        assert_eq!(put(&new, b"n", None, &sibling(&new, ".bak"), &read).unwrap(), Outcome::Saved);
        assert_eq!(put(&new, b"m", None, &sibling(&new, ".bak"), &read).unwrap(), Outcome::Changed);
        assert_eq!(std::fs::read(&new).unwrap(), b"n");
        // No temporary file is left.
        let mut names: Vec<String> = std::fs::read_dir(dir.path())
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        assert_eq!(names, ["a.rgl", "a.rgl.bak", "n.rgl"]);
    }

    /// A version written by another program after the editor's exchange, while it exchanges
    /// back, is the one left in place (newer than the one the save replaced).
    #[test]
    fn the_newest_version_of_others_stays_when_they_write_during_the_exchange_back() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("a.rgl");
        std::fs::write(&file, "mine").unwrap();
        // The state after a save's exchange: "mine" at the file, the replaced "older" in tmp...
        let tmp = crate::cli::write::temporary_beside(&file, b"older").unwrap();
        // ...and then another program renames "newest" over the file.
        std::fs::write(dir.path().join("t"), "newest").unwrap();
        std::fs::rename(dir.path().join("t"), &file).unwrap();
        exchange_back(tmp, &file, b"mine", &read).unwrap();
        assert_eq!(std::fs::read(&file).unwrap(), b"newest");
        let names: Vec<String> = std::fs::read_dir(dir.path())
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        assert_eq!(names, ["a.rgl"]);
    }
}
