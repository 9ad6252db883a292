//! Issue 31: every promise of ROBUSTNESS.md held under the attacks that broke six of them, one
//! module per promise, each case run through the binary (or the editor's server) as a user or a
//! hostile program would.
//!
//! - [`walk`]: a folder walk reads regular files only (a named pipe named `*.rgl` used to hang
//!   `check DIR` and `build DIR`); a named pipe given by name is read under a deadline.
//! - [`save_race`]: a save exchanges the file atomically and swaps back when another program
//!   renamed a version over it meanwhile: 1,000 saves with renames at random moments, none lost.
//! - [`terminal`]: no control character from an input reaches standard output raw, in any
//!   format; JSON and SARIF escape the C0 and C1 controls.
//! - [`links`]: Markdown output writes links only to `http`, `https` and `mailto`.
//! - [`import_limits`]: `import` exits 1 when its draft is over the limits the other commands
//!   enforce, and says which.
//! - [`words`]: the messages that named the wrong cause (a line limit called damage, a `.docx`
//!   in UTF-16 called damaged, "drop the file here" on a command line, the editor's names).

mod import_limits;
mod links;
mod save_race;
mod terminal;
mod walk;
mod words;

use crate::common::{path, Run};
use std::path::{Path, PathBuf};

/// Runs `reglament args` in `dir` under the hostile suite's memory and time limits (a hang
/// fails the test instead of blocking the suite).
pub fn limited<S: AsRef<std::ffi::OsStr>>(dir: &Path, args: &[S]) -> Run {
    crate::hostile::limited(dir, args)
}

/// A temporary folder.
pub fn tmp() -> tempfile::TempDir {
    tempfile::tempdir().expect("temporary folder")
}

/// Writes a file into `dir`.
pub fn write(dir: &Path, name: &str, text: impl AsRef<[u8]>) -> PathBuf {
    let p = dir.join(name);
    std::fs::write(&p, text).expect("write");
    p
}

/// A path as an argument.
pub fn s(p: &Path) -> String {
    p.display().to_string()
}

/// The four-player round robin the code fixtures share.
pub fn rr4() -> PathBuf {
    path("tests/fixtures/codes/_rr4.rgl")
}

/// Makes a named pipe; false where `mkfifo` is missing.
#[cfg(unix)]
pub fn mkfifo(p: &Path) -> bool {
    std::process::Command::new("mkfifo").arg(p).status().is_ok_and(|s| s.success())
}
