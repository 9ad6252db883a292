//! Writing outputs: files atomically (a temporary file beside the target, then a rename) and
//! never over one of the command's inputs; standard output with a closed pipe ending quietly.

use std::io::Write;
use std::path::{Path, PathBuf};

/// Why an output was not written.
#[derive(Debug)]
pub enum OutputError {
    /// The output path names one of the inputs.
    WouldOverwriteInput(PathBuf),
    /// The file system refused.
    Io(PathBuf, std::io::Error),
}

impl std::fmt::Display for OutputError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            OutputError::WouldOverwriteInput(p) => {
                write!(
                    f,
                    "`{}` is an input of this command; refusing to write over it",
                    p.display()
                )
            }
            OutputError::Io(p, e) => write!(f, "cannot write `{}`: {e}", p.display()),
        }
    }
}

/// The same file, if both exist (by canonical path), or the same path as written.
fn same_file(a: &Path, b: &Path) -> bool {
    match (a.canonicalize(), b.canonicalize()) {
        (Ok(x), Ok(y)) => x == y,
        _ => a == b,
    }
}

/// Writes `bytes` to `path` atomically: readers see the old file or the whole new one, never a
/// part. Refuses when `path` is one of `inputs`.
pub fn write_atomically(path: &Path, bytes: &[u8], inputs: &[&Path]) -> Result<(), OutputError> {
    if let Some(input) = inputs.iter().find(|i| same_file(path, i)) {
        return Err(OutputError::WouldOverwriteInput(input.to_path_buf()));
    }
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
        _ => PathBuf::from("."),
    };
    let io = |e| OutputError::Io(path.to_path_buf(), e);
    let mut tmp = temporary_in(&dir).map_err(io)?;
    tmp.write_all(bytes).map_err(io)?;
    tmp.as_file().sync_all().map_err(io)?;
    tmp.persist(path).map_err(|e| OutputError::Io(path.to_path_buf(), e.error))?;
    Ok(())
}

/// A temporary file in `dir` created with mode 0666 less the user's umask (0644 by default), as
/// any other program's output would be, so that a web server running as another user can serve
/// it (tempfile's own default is 0600).
fn temporary_in(dir: &Path) -> std::io::Result<tempfile::NamedTempFile> {
    let mut builder = tempfile::Builder::new();
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        // open(2) applies the umask to this mode.
        builder.permissions(std::fs::Permissions::from_mode(0o666));
    }
    builder.tempfile_in(dir)
}

/// `text` encoded as the file it came from was: the same encoding (UTF-8, UTF-16, Windows-1251,
/// KOI8) and the same byte-order mark, so that fixing or formatting a file written in a legacy
/// code page keeps it in that code page. Fails when a character has no place in the encoding.
pub fn encode_like(text: &str, encoding: &str, original: &[u8]) -> Result<Vec<u8>, String> {
    let enc = encoding_rs::Encoding::for_label(encoding.as_bytes()).unwrap_or(encoding_rs::UTF_8);
    if enc == encoding_rs::UTF_16LE || enc == encoding_rs::UTF_16BE {
        let le = enc == encoding_rs::UTF_16LE;
        let mut out = if le { vec![0xFF, 0xFE] } else { vec![0xFE, 0xFF] };
        for unit in text.encode_utf16() {
            out.extend(if le { unit.to_le_bytes() } else { unit.to_be_bytes() });
        }
        return Ok(out);
    }
    if enc == encoding_rs::UTF_8 {
        let mut out = Vec::with_capacity(text.len() + 3);
        if original.starts_with(&[0xEF, 0xBB, 0xBF]) {
            out.extend([0xEF, 0xBB, 0xBF]);
        }
        out.extend(text.as_bytes());
        return Ok(out);
    }
    let (bytes, _, unmappable) = enc.encode(text);
    if unmappable {
        return Err(format!("the new text has characters that {} cannot hold", enc.name()));
    }
    Ok(bytes.into_owned())
}

/// Writes `bytes` to standard output. A closed pipe (`reglament rules | head`) is not a failure;
/// any other write error is (exit 2).
pub fn stdout(bytes: &[u8]) -> super::ExitStatus {
    let mut out = std::io::stdout().lock();
    match out.write_all(bytes).and_then(|()| out.flush()) {
        Ok(()) => super::ExitStatus::Ok,
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => super::ExitStatus::Ok,
        Err(e) => {
            eprintln!("error: cannot write to standard output: {e}");
            super::ExitStatus::Failure
        }
    }
}

/// Writes a document to `path` (atomically, never over an input) or, without a path, to
/// standard output.
pub fn output(path: Option<&Path>, bytes: &[u8], inputs: &[&Path]) -> super::ExitStatus {
    match path {
        None => stdout(bytes),
        Some(path) => match write_atomically(path, bytes, inputs) {
            Ok(()) => super::ExitStatus::Ok,
            Err(e) => {
                eprintln!("error: {e}");
                super::ExitStatus::Failure
            }
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn writes_whole_files_and_never_over_an_input() {
        let dir = tempfile::tempdir().unwrap();
        let input = dir.path().join("in.trf");
        std::fs::write(&input, "012 input\n").unwrap();
        let out = dir.path().join("out.trf");
        write_atomically(&out, b"012 output\n", &[&input]).unwrap();
        assert_eq!(std::fs::read_to_string(&out).unwrap(), "012 output\n");
        // Written again: replaced whole.
        write_atomically(&out, b"012 again\n", &[&input]).unwrap();
        assert_eq!(std::fs::read_to_string(&out).unwrap(), "012 again\n");
        // Over the input, even spelled differently: refused, input untouched.
        let sneaky = dir.path().join(".").join("in.trf");
        assert!(matches!(
            write_atomically(&sneaky, b"x", &[&input]),
            Err(OutputError::WouldOverwriteInput(_))
        ));
        assert_eq!(std::fs::read_to_string(&input).unwrap(), "012 input\n");
        // No temporary files are left behind.
        let names: Vec<_> =
            std::fs::read_dir(dir.path()).unwrap().map(|e| e.unwrap().file_name()).collect();
        assert_eq!(names.len(), 2, "{names:?}");
    }

    /// Outputs get the mode any program's output gets: 0666 less the umask. The umask is
    /// read from the kernel's view of this process (`/proc/self/status`), where available.
    #[cfg(target_os = "linux")]
    #[test]
    fn outputs_are_created_with_the_users_umask() {
        use std::os::unix::fs::PermissionsExt;
        let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
        let Some(umask) = status
            .lines()
            .find_map(|l| l.strip_prefix("Umask:"))
            .and_then(|u| u32::from_str_radix(u.trim(), 8).ok())
        else {
            return;
        };
        let dir = tempfile::tempdir().unwrap();
        let out = dir.path().join("bulletin.html");
        write_atomically(&out, b"<p>x</p>", &[]).unwrap();
        let mode = std::fs::metadata(&out).unwrap().permissions().mode() & 0o777;
        assert_eq!(mode, 0o666 & !umask, "mode {mode:o} with umask {umask:o}");
        assert_ne!(mode, 0o600, "not tempfile's private default");
    }
}
