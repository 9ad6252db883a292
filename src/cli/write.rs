//! Writing outputs. Files are written atomically (a temporary file beside the target, then a
//! rename), only as regular files (a symbolic link, named pipe, device, socket or folder at the
//! path is refused, never replaced; `-` means standard output), never over one of the
//! command's inputs (compared by the file itself, so another spelling, a symbolic link or a hard
//! link to an input is refused too), with the permissions of the file replaced or, for a new
//! file, those the process umask gives. A temporary file is removed when the write fails, and
//! one left by a killed run (`.reglament-PID-….tmp`) is removed by the next write into its folder.
//!
//! Standard output and standard error never panic: a closed pipe (`reglament rules | head`)
//! ends quietly, a failed write to standard output is remembered and makes the exit status 2.
//! Text for people (every message, every document in a text format written to standard output)
//! goes through the one neutraliser of control characters ([`crate::vocab::printable`]) on its
//! way to the terminal; only the findings' reports, which the printer has neutralised already and
//! coloured, go out as they are ([`stdout_report`], [`stderr_report`]), as do bytes that are data
//! (a PDF, a document in Windows-1251, the fixed or formatted text of a file given as `-`).

use std::io::Write;
use std::path::{Component, Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};

/// Why an output was not written.
#[derive(Debug)]
pub enum OutputError {
    /// The output path names one of the inputs.
    WouldOverwriteInput(PathBuf),
    /// Something other than a regular file is at the path (what, in words).
    NotARegularFile(PathBuf, &'static str),
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
            OutputError::NotARegularFile(p, what) => write!(
                f,
                "`{}` is {what}, not a regular file; refusing to write there (give a file's \
                 path, or `-` for standard output)",
                p.display()
            ),
            OutputError::Io(p, e) => write!(f, "cannot write `{}`: {e}", p.display()),
        }
    }
}

/// What is at a path that is not a regular file, in words; `None` for a regular file or nothing.
fn not_regular(path: &Path) -> Option<&'static str> {
    let meta = std::fs::symlink_metadata(path).ok()?;
    let kind = meta.file_type();
    if kind.is_file() {
        return None;
    }
    if kind.is_symlink() {
        return Some("a symbolic link");
    }
    if kind.is_dir() {
        return Some("a folder");
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        if kind.is_fifo() {
            return Some("a named pipe");
        }
        if kind.is_char_device() || kind.is_block_device() {
            return Some("a device");
        }
        if kind.is_socket() {
            return Some("a socket");
        }
    }
    Some("not a regular file")
}

/// `path` made absolute and free of `.` and `..`, resolving symbolic links in the part that
/// exists: the same answer whether the path exists yet or not.
pub fn resolved(path: &Path) -> PathBuf {
    let absolute = if path.is_absolute() {
        path.to_path_buf()
    } else {
        std::env::current_dir().unwrap_or_default().join(path)
    };
    // The longest existing ancestor, canonicalised, then the rest, normalised by hand.
    let mut existing = absolute.as_path();
    let mut rest: Vec<Component<'_>> = Vec::new();
    let base = loop {
        if let Ok(c) = existing.canonicalize() {
            break c;
        }
        match (existing.parent(), existing.components().next_back()) {
            (Some(parent), Some(last)) => {
                rest.push(last);
                existing = parent;
            }
            _ => break PathBuf::from("/"),
        }
    };
    let mut out = base;
    for c in rest.into_iter().rev() {
        match c {
            Component::ParentDir => {
                out.pop();
            }
            Component::CurDir => {}
            other => out.push(other.as_os_str()),
        }
    }
    out
}

/// The same file: the same file on disk when both exist (device and inode on Unix, so hard
/// links count), else the same resolved path.
fn same_file(a: &Path, b: &Path) -> bool {
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        if let (Ok(x), Ok(y)) = (std::fs::metadata(a), std::fs::metadata(b)) {
            return x.dev() == y.dev() && x.ino() == y.ino();
        }
    }
    resolved(a) == resolved(b)
}

/// The prefix of this program's temporary files.
const TEMP_PREFIX: &str = ".reglament-";
/// The suffix of this program's temporary files.
const TEMP_SUFFIX: &str = ".tmp";

/// True when the temporary file `name` was left by a run that is over: its process is gone
/// (where `/proc` tells), or it is more than an hour old.
fn is_stale(name: &str, path: &Path) -> bool {
    let Some(rest) = name.strip_prefix(TEMP_PREFIX).filter(|_| name.ends_with(TEMP_SUFFIX)) else {
        return false;
    };
    let pid = rest.split('-').next().and_then(|p| p.parse::<u32>().ok());
    if let Some(pid) = pid {
        if pid == std::process::id() {
            return false;
        }
        if Path::new("/proc/self").exists() {
            return !Path::new(&format!("/proc/{pid}")).exists();
        }
    }
    std::fs::metadata(path)
        .and_then(|m| m.modified())
        .ok()
        .and_then(|t| t.elapsed().ok())
        .is_some_and(|age| age.as_secs() > 3600)
}

/// Removes the temporary files that killed runs left in `dir` (and its subfolders when
/// `recursive`); returns how many were removed. Symbolic links are not followed.
pub fn remove_stale_temporaries(dir: &Path, recursive: bool) -> usize {
    let Ok(entries) = std::fs::read_dir(dir) else { return 0 };
    let mut removed = 0;
    for entry in entries.flatten() {
        let path = entry.path();
        let Ok(kind) = entry.file_type() else { continue };
        if kind.is_dir() && recursive {
            removed += remove_stale_temporaries(&path, true);
        } else if kind.is_file()
            && is_stale(&entry.file_name().to_string_lossy(), &path)
            && std::fs::remove_file(&path).is_ok()
        {
            removed += 1;
        }
    }
    removed
}

/// Writes `bytes` to `path` atomically: readers see the old file or the whole new one, never a
/// part. Refuses when `path` is one of `inputs` or is not a regular file (a missing file is
/// fine). The temporary file is removed when anything fails.
pub fn write_atomically(path: &Path, bytes: &[u8], inputs: &[&Path]) -> Result<(), OutputError> {
    if let Some(what) = not_regular(path) {
        return Err(OutputError::NotARegularFile(path.to_path_buf(), what));
    }
    if let Some(input) = inputs.iter().find(|i| same_file(path, i)) {
        return Err(OutputError::WouldOverwriteInput(input.to_path_buf()));
    }
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
        _ => PathBuf::from("."),
    };
    remove_stale_temporaries(&dir, false);
    let tmp = temporary_beside(path, bytes).map_err(|e| OutputError::Io(path.to_path_buf(), e))?;
    tmp.persist(path).map_err(|e| OutputError::Io(path.to_path_buf(), e.error))?;
    Ok(())
}

/// A temporary file in the folder of `path` holding `bytes`, synced to disk, named as this
/// program's temporary files are (so that one a killed run leaves is removed by the next write
/// there), with the permissions of the file at `path` or, when there is none, those the umask
/// gives. Removed when dropped; renamed into place by its owner.
pub fn temporary_beside(path: &Path, bytes: &[u8]) -> std::io::Result<tempfile::TempPath> {
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
        _ => PathBuf::from("."),
    };
    let prefix = format!("{TEMP_PREFIX}{}-", std::process::id());
    let mut builder = tempfile::Builder::new();
    builder.prefix(&prefix).suffix(TEMP_SUFFIX);
    // A new file gets what the umask leaves of rw-rw-rw-; a replaced one keeps its permissions.
    let replaced = std::fs::metadata(path).ok().map(|m| m.permissions());
    if let Some(permissions) = replaced.clone().or_else(new_file_permissions) {
        builder.permissions(permissions);
    }
    let mut tmp = builder.tempfile_in(&dir)?;
    tmp.write_all(bytes)?;
    // The umask applied when the file was created; a replaced file's mode is restored exactly.
    if let Some(permissions) = replaced {
        tmp.as_file().set_permissions(permissions)?;
    }
    tmp.as_file().sync_all()?;
    Ok(tmp.into_temp_path())
}

/// The permissions a new output file is created with, before the umask: `rw-rw-rw-` on Unix
/// (elsewhere the platform's default).
fn new_file_permissions() -> Option<std::fs::Permissions> {
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        Some(std::fs::Permissions::from_mode(0o666))
    }
    #[cfg(not(unix))]
    {
        None
    }
}

/// Set when a write to standard output failed (other than a closed pipe).
static STDOUT_FAILED: AtomicBool = AtomicBool::new(false);

/// Exit status 2 if a write to standard output failed during this run, else 0.
pub fn stdout_status() -> super::ExitStatus {
    if STDOUT_FAILED.load(Ordering::Relaxed) {
        super::ExitStatus::Failure
    } else {
        super::ExitStatus::Ok
    }
}

/// What `produce` writes, streamed to standard output through a buffer (no copy of the whole
/// output in memory), or gathered and written to `-o FILE` as [`output`] does.
pub fn output_with(
    path: Option<&Path>,
    inputs: &[&Path],
    produce: impl FnOnce(&mut dyn Write) -> std::io::Result<()>,
) -> super::ExitStatus {
    if path.is_some_and(|p| p != Path::new("-")) {
        let mut bytes = Vec::new();
        // Writing into a vector cannot fail.
        let _ = produce(&mut bytes);
        return output(path, &bytes, inputs);
    }
    if let Some(file) = stdout_as_file() {
        let mut out = std::io::BufWriter::with_capacity(1 << 16, file);
        return stdout_status_of(produce(&mut out).and_then(|()| out.flush()));
    }
    let mut out = std::io::BufWriter::with_capacity(1 << 16, std::io::stdout().lock());
    stdout_status_of(produce(&mut out).and_then(|()| out.flush()))
}

/// Standard output as a file of its own (a duplicate of its descriptor or handle) when it is a
/// pipe or a file, not a terminal: a long output then goes straight to it, not through the line
/// buffer of [`std::io::Stdout`], which searches every block written for a line feed (0.8 M
/// instructions for the JSON standings of 5,000 players; BENCHMARKS.md). A terminal keeps
/// `Stdout`, which writes text to a Windows console as it should. `None` when the duplicate
/// cannot be made: the caller then writes through `Stdout`.
fn stdout_as_file() -> Option<std::fs::File> {
    use std::io::IsTerminal;
    let stdout = std::io::stdout();
    if stdout.is_terminal() || stdout.lock().flush().is_err() {
        return None;
    }
    #[cfg(unix)]
    {
        use std::os::fd::AsFd;
        stdout.as_fd().try_clone_to_owned().ok().map(std::fs::File::from)
    }
    #[cfg(windows)]
    {
        use std::os::windows::io::AsHandle;
        stdout.as_handle().try_clone_to_owned().ok().map(std::fs::File::from)
    }
    #[cfg(not(any(unix, windows)))]
    {
        None
    }
}

/// What `produce` writes, as [`output_with`]; on standard output through the neutraliser
/// ([`Neutralising`]), for a text format whose values may hold control characters.
pub fn output_text_with(
    path: Option<&Path>,
    inputs: &[&Path],
    produce: impl FnOnce(&mut dyn Write) -> std::io::Result<()>,
) -> super::ExitStatus {
    if path.is_some_and(|p| p != Path::new("-")) {
        return output_with(path, inputs, produce);
    }
    output_with(None, inputs, |w| {
        let mut shown = Neutralising { inner: w, carry: Vec::new() };
        produce(&mut shown).and_then(|()| shown.finish())
    })
}

/// A writer that passes text on through [`crate::vocab::printable::write_printable`]: the
/// characters a terminal acts on are shown, not sent. A character (or a carriage return, which is
/// kept only before a line feed) cut between two writes waits for the next one; bytes that are not
/// UTF-8 are passed on as they are (a text format writes UTF-8 only).
struct Neutralising<'a> {
    inner: &'a mut dyn Write,
    carry: Vec<u8>,
}

impl Neutralising<'_> {
    /// Writes what is held back (the end of the output).
    fn finish(&mut self) -> std::io::Result<()> {
        let held = std::mem::take(&mut self.carry);
        self.pass(&held)?;
        self.inner.flush()
    }

    /// Passes `bytes` on, neutralised.
    fn pass(&mut self, bytes: &[u8]) -> std::io::Result<()> {
        crate::vocab::printable::write_printable(&mut *self.inner, bytes)
    }
}

impl Write for Neutralising<'_> {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        if self.carry.is_empty() {
            // The usual case: whole characters, passed on without a copy.
            let end = whole(buf);
            self.pass(&buf[..end])?;
            self.carry.extend_from_slice(&buf[end..]);
            return Ok(buf.len());
        }
        let mut bytes = std::mem::take(&mut self.carry);
        bytes.extend_from_slice(buf);
        let end = whole(&bytes);
        self.carry = bytes.split_off(end);
        self.pass(&bytes)?;
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        self.inner.flush()
    }
}

/// How many bytes of `bytes` can be passed on now: all but an unfinished character at the end
/// (at most three bytes) and a final carriage return (kept only before a line feed).
fn whole(bytes: &[u8]) -> usize {
    let mut end = bytes.len();
    let start = end.saturating_sub(3);
    if let Some(lead) = (start..end).rev().find(|&i| bytes[i] & 0xC0 != 0x80) {
        let need = match bytes[lead] {
            b if b >= 0xF0 => 4,
            b if b >= 0xE0 => 3,
            b if b >= 0xC0 => 2,
            _ => 1,
        };
        if lead + need > end {
            end = lead;
        }
    }
    if end > 0 && bytes[end - 1] == b'\r' {
        end -= 1;
    }
    end
}

/// The status of a write to standard output (see [`stdout`]).
fn stdout_status_of(result: std::io::Result<()>) -> super::ExitStatus {
    match result {
        Ok(()) => super::ExitStatus::Ok,
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => super::ExitStatus::Ok,
        Err(e) => {
            if !STDOUT_FAILED.swap(true, Ordering::Relaxed) {
                stderr(&format!("error: cannot write to standard output: {e}\n"));
            }
            super::ExitStatus::Failure
        }
    }
}

/// Writes `bytes` to standard output. A closed pipe (`reglament rules | head`) is not a failure;
/// any other write error is (exit 2), reported once.
pub fn stdout(bytes: &[u8]) -> super::ExitStatus {
    let mut out = std::io::stdout().lock();
    stdout_status_of(out.write_all(bytes).and_then(|()| out.flush()))
}

/// Text to standard output (what `print!` does in `cli`): neutralised, then as [`stdout`], the
/// status remembered.
pub fn stdout_text(text: &str) {
    let _ = stdout(crate::vocab::printable::printable(text).as_bytes());
}

/// A report of findings to standard output, as the printer made it: neutralised already, and
/// coloured when asked (the colours must reach the terminal).
pub fn stdout_report(text: &str) -> super::ExitStatus {
    stdout(text.as_bytes())
}

/// Text to standard error (what `eprint!` does in `cli`), neutralised. Never panics: if standard
/// error is closed or full there is nowhere left to say so.
pub fn stderr(text: &str) {
    stderr_report(&crate::vocab::printable::printable(text));
}

/// A report of findings to standard error, as the printer made it (neutralised already, and
/// coloured when asked).
pub fn stderr_report(text: &str) {
    let mut err = std::io::stderr().lock();
    let _ = err.write_all(text.as_bytes()).and_then(|()| err.flush());
}

/// Writes a text document to `path` (atomically, never over an input) as it is, or to standard
/// output, neutralised, when there is no path or it is `-`.
pub fn output_text(path: Option<&Path>, text: &str, inputs: &[&Path]) -> super::ExitStatus {
    match path {
        Some(p) if p != Path::new("-") => output(path, text.as_bytes(), inputs),
        _ => stdout(crate::vocab::printable::printable(text).as_bytes()),
    }
}

/// A document: text in UTF-8 (`text`) is written as [`output_text`] writes it, anything else (a
/// PDF, a text in Windows-1251) as [`output`] does.
pub fn output_document(
    path: Option<&Path>,
    bytes: &[u8],
    inputs: &[&Path],
    text: bool,
) -> super::ExitStatus {
    match std::str::from_utf8(bytes) {
        Ok(utf8) if text => output_text(path, utf8, inputs),
        _ => output(path, bytes, inputs),
    }
}

/// Writes a document's bytes to `path` (atomically, never over an input), or to standard output
/// when there is no path or it is `-`, as they are (a PDF, a text in another encoding).
pub fn output(path: Option<&Path>, bytes: &[u8], inputs: &[&Path]) -> super::ExitStatus {
    match path {
        None => stdout(bytes),
        Some(p) if p == Path::new("-") => stdout(bytes),
        Some(path) => match write_atomically(path, bytes, inputs) {
            Ok(()) => super::ExitStatus::Ok,
            Err(e) => {
                stderr(&format!("error: {e}\n"));
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

    /// Text streamed to a terminal is neutralised whatever the writes' boundaries: a character
    /// cut between two writes, and a carriage return kept only before its line feed.
    #[test]
    fn streamed_text_is_neutralised_across_writes() {
        let mut out: Vec<u8> = Vec::new();
        {
            let mut w = Neutralising { inner: &mut out, carry: Vec::new() };
            let text = "a\u{1b}[2J\r\nб\u{9b}x\r";
            let bytes = text.as_bytes();
            // `б` is bytes 7–8 and U+009B bytes 9–10: every cut point is tried below.
            w.write_all(&bytes[..8]).unwrap();
            w.write_all(&bytes[8..10]).unwrap();
            w.write_all(&bytes[10..]).unwrap();
            w.finish().unwrap();
        }
        assert_eq!(String::from_utf8(out).unwrap(), "a␛[2J\r\nб\\u{9b}x␍");
        let text = "x\u{1b}y\r\nя\u{202e}\u{9b}z";
        for cut in 0..=text.len() {
            let mut out: Vec<u8> = Vec::new();
            {
                let mut w = Neutralising { inner: &mut out, carry: Vec::new() };
                w.write_all(&text.as_bytes()[..cut]).unwrap();
                w.write_all(&text.as_bytes()[cut..]).unwrap();
                w.finish().unwrap();
            }
            let expected = crate::vocab::printable::printable(text);
            assert_eq!(String::from_utf8(out).unwrap(), expected, "cut at {cut}");
        }
    }

    #[test]
    fn resolves_paths_that_do_not_exist_yet() {
        let dir = tempfile::tempdir().unwrap();
        let base = dir.path().canonicalize().unwrap();
        std::fs::create_dir(base.join("regs")).unwrap();
        assert_eq!(resolved(&base.join("regs/new/../new2/./x")), base.join("regs/new2/x"));
        assert_eq!(resolved(&base.join("other/../regs/new")), base.join("regs/new"));
    }

    #[test]
    fn stale_temporaries_of_dead_runs_are_removed_and_live_ones_kept() {
        let dir = tempfile::tempdir().unwrap();
        // No process has the largest pid; this one's are in use.
        let dead = dir.path().join(format!("{TEMP_PREFIX}4294967295-abc{TEMP_SUFFIX}"));
        let live = dir.path().join(format!("{TEMP_PREFIX}{}-abc{TEMP_SUFFIX}", std::process::id()));
        let other = dir.path().join(".tmpXYZ");
        for p in [&dead, &live, &other] {
            std::fs::write(p, "x").unwrap();
        }
        let removed = remove_stale_temporaries(dir.path(), false);
        if Path::new("/proc/self").exists() {
            assert_eq!(removed, 1);
            assert!(!dead.exists());
        }
        assert!(live.exists() && other.exists());
    }
}
