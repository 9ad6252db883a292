//! Reading the inputs of a command from the file system: a file's bytes (never more than the
//! size limit for its kind and a byte, so an oversized file, or `/dev/zero`, is refused by the
//! decode stage without being read whole), standard input for `-`, the files of a folder (regular
//! files only, without following a symbolic link into a folder already searched, each file once),
//! and the templates of `--templates`. A named pipe or a device given by name is read under a
//! deadline ([`READ_DEADLINE`]): nothing arriving is an error, not a frozen program. [`FileSystem`]
//! is how the use cases (`crate::app`) read through it.

use crate::decode;
use crate::diagnostic::l10n::tr;
use crate::diagnostic::Diagnostic;
use crate::model::Regulation;
use crate::vocab::limits::{FileKind, Limits};
use crate::vocab::Lang;
use crate::{Compiled, Options};
use std::collections::HashSet;
use std::io::Read;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// How long a read of a named pipe, a socket or a device given by name waits for its next bytes
/// before it gives up (a regular file never waits).
pub const READ_DEADLINE: Duration = Duration::from_secs(10);

/// A file's bytes, at most the decode stage's absolute size limit and one byte more.
pub fn bytes(path: &Path) -> Result<Vec<u8>, String> {
    bytes_with(path, decode::MAX_FILE_SIZE as u64)
}

/// A file's bytes, at most `limit` and one byte more (so that the decode stage sees it is over).
/// A named pipe, a socket or a device is read as it sends, each wait for its next bytes at most
/// [`READ_DEADLINE`].
pub fn bytes_with(path: &Path, limit: u64) -> Result<Vec<u8>, String> {
    let file = open(path).map_err(|e| format!("cannot read `{}`: {e}", path.display()))?;
    let metadata = file.metadata();
    if metadata.as_ref().is_ok_and(|m| m.is_dir()) {
        return Err(format!("cannot read `{}`: it is a folder", path.display()));
    }
    if metadata.as_ref().is_ok_and(|m| !m.is_file()) {
        return waiting_read(file, path, limit);
    }
    // Sized once from the file's length (within the limit), not grown by doubling.
    let hint = metadata.map_or(0, |m| m.len()).min(limit).min(1 << 30).saturating_add(1);
    let mut bytes = Vec::with_capacity(usize::try_from(hint).unwrap_or(0));
    file.take(limit.saturating_add(1))
        .read_to_end(&mut bytes)
        .map_err(|e| format!("cannot read `{}`: {e}", path.display()))?;
    Ok(bytes)
}

/// The bytes of a regular file, at most `limit` and one byte more; anything else at the path (a
/// named pipe, a device, a folder: decided on the file opened, so a swap in between changes
/// nothing) is an error of kind `InvalidInput`, and nothing waits. What the editor reads.
pub fn regular_file_bytes(path: &Path, limit: u64) -> std::io::Result<Vec<u8>> {
    let file = open(path)?;
    let metadata = file.metadata()?;
    if !metadata.is_file() {
        return Err(std::io::Error::new(
            std::io::ErrorKind::InvalidInput,
            format!("`{}` is not a regular file", path.display()),
        ));
    }
    let hint = metadata.len().min(limit).min(1 << 30).saturating_add(1);
    let mut bytes = Vec::with_capacity(usize::try_from(hint).unwrap_or(0));
    file.take(limit.saturating_add(1)).read_to_end(&mut bytes)?;
    Ok(bytes)
}

/// Opens a file for reading without waiting: a named pipe opens at once even when no program
/// writes to it (the wait is then the read's, under its deadline).
#[cfg(unix)]
fn open(path: &Path) -> std::io::Result<std::fs::File> {
    use rustix::fs::{Mode, OFlags};
    let flags = OFlags::RDONLY | OFlags::NONBLOCK | OFlags::CLOEXEC | OFlags::NOCTTY;
    Ok(std::fs::File::from(rustix::fs::open(path, flags, Mode::empty())?))
}

/// Opens a file for reading.
#[cfg(not(unix))]
fn open(path: &Path) -> std::io::Result<std::fs::File> {
    std::fs::File::open(path)
}

/// Reads what a named pipe, a socket or a device sends, at most `limit` bytes and one more,
/// waiting at most [`READ_DEADLINE`] each time for the next bytes; the end of the input (the
/// writer closed it) ends the read.
#[cfg(unix)]
fn waiting_read(mut file: std::fs::File, path: &Path, limit: u64) -> Result<Vec<u8>, String> {
    use rustix::event::{poll, PollFd, PollFlags, Timespec};
    let cap = usize::try_from(limit.saturating_add(1)).unwrap_or(usize::MAX);
    let failed = |e: &dyn std::fmt::Display| format!("cannot read `{}`: {e}", path.display());
    let deadline = Timespec { tv_sec: READ_DEADLINE.as_secs() as _, tv_nsec: 0 };
    let mut bytes = Vec::new();
    let mut block = vec![0u8; 1 << 16];
    loop {
        let mut fds = [PollFd::new(&file, PollFlags::IN)];
        match poll(&mut fds, Some(&deadline)) {
            Ok(0) => {
                let seconds = READ_DEADLINE.as_secs();
                return Err(failed(&format!(
                    "nothing arrived from it in {seconds} s (a named pipe that no program writes to, or a device that sends nothing)"
                )));
            }
            Ok(_) => {}
            Err(rustix::io::Errno::INTR) => continue,
            Err(e) => return Err(failed(&e)),
        }
        // Until it would wait again: what is there, or the end.
        loop {
            let want = block.len().min(cap - bytes.len());
            match file.read(&mut block[..want]) {
                Ok(0) => return Ok(bytes),
                Ok(n) => {
                    bytes.extend_from_slice(&block[..n]);
                    if bytes.len() >= cap {
                        return Ok(bytes);
                    }
                }
                Err(e) if e.kind() == std::io::ErrorKind::WouldBlock => break,
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
                Err(e) => return Err(failed(&e)),
            }
        }
    }
}

/// Reads what a file that is not a regular one sends, at most `limit` bytes and one more.
#[cfg(not(unix))]
fn waiting_read(file: std::fs::File, path: &Path, limit: u64) -> Result<Vec<u8>, String> {
    let mut bytes = Vec::new();
    file.take(limit.saturating_add(1))
        .read_to_end(&mut bytes)
        .map_err(|e| format!("cannot read `{}`: {e}", path.display()))?;
    Ok(bytes)
}

/// The path that stands for standard input (`check -`, `fmt -`, `import -`).
pub fn is_stdin(path: &Path) -> bool {
    path.as_os_str() == "-"
}

/// The bytes of an input: standard input for `-` (at most the size limit and one byte more,
/// like a file), else the file's.
pub fn input_bytes(path: &Path) -> Result<Vec<u8>, String> {
    input_bytes_with(path, decode::MAX_FILE_SIZE as u64)
}

/// [`input_bytes`] with a size limit.
pub fn input_bytes_with(path: &Path, limit: u64) -> Result<Vec<u8>, String> {
    if !is_stdin(path) {
        return bytes_with(path, limit);
    }
    let mut bytes = Vec::new();
    std::io::stdin()
        .lock()
        .take(limit.saturating_add(1))
        .read_to_end(&mut bytes)
        .map_err(|e| format!("cannot read standard input: {e}"))?;
    Ok(bytes)
}

/// How an input is named in messages: `<stdin>` for `-`.
pub fn display_name(path: &Path) -> String {
    if is_stdin(path) {
        "<stdin>".to_string()
    } else {
        path.display().to_string()
    }
}

/// The kind of results a path names, by extension: `.rgr`, `.pgn`, anything else TRF.
pub use crate::app::load::{results_kind, REGULATION_EXTENSION, RESULTS_EXTENSION};

/// The files of the command line, as the use cases read them: a file at most its size limit
/// and a byte; `-` is standard input where the command takes it (`check -`, `fmt -`,
/// `import -`).
#[derive(Clone, Debug, Default)]
pub struct FileSystem {
    /// `-` reads standard input.
    pub stdin: bool,
    /// FIDE's rating list given with `--fide-list`.
    pub fide_list: Option<PathBuf>,
}

impl FileSystem {
    /// Files only.
    pub const FILES: FileSystem = FileSystem { stdin: false, fide_list: None };
    /// Files, and standard input for `-`.
    pub const WITH_STDIN: FileSystem = FileSystem { stdin: true, fide_list: None };

    /// These inputs with FIDE's rating list given (`--fide-list`), if one is.
    pub fn with_fide_list(self, list: Option<&Path>) -> FileSystem {
        FileSystem { fide_list: list.map(Path::to_path_buf), ..self }
    }
}

impl crate::app::Inputs for FileSystem {
    fn read(&self, path: &Path, limit: u64) -> Result<Vec<u8>, String> {
        if self.stdin {
            input_bytes_with(path, limit)
        } else {
            bytes_with(path, limit)
        }
    }

    fn canonical(&self, path: &Path) -> Option<PathBuf> {
        path.canonicalize().ok()
    }

    fn fide_list(&self) -> Option<&Path> {
        self.fide_list.as_deref()
    }

    fn open(&self, path: &Path) -> Result<Box<dyn crate::app::ReadSeek>, String> {
        // Opened without waiting, so that a named pipe nobody writes to is refused at once.
        let file = open(path).map_err(|e| format!("cannot read `{}`: {e}", path.display()))?;
        if file.metadata().is_ok_and(|m| !m.is_file()) {
            return Err(format!("cannot read `{}`: it is not a regular file", path.display()));
        }
        Ok(Box::new(file))
    }
}

/// Reads and compiles a regulation file.
pub fn regulation(path: &Path, options: &Options) -> Result<Compiled, String> {
    crate::app::load::regulation(&FileSystem::FILES, path, options)
}

/// Results read from a file, with the decoded text their diagnostics point into.
pub use crate::results::input::Input as Results;

/// Results read by extension (`.rgr`, `.pgn`, anything else a FIDE TRF) under the default
/// limits; see [`crate::app::load::results`].
pub fn results(path: &Path, regulation: Option<&Regulation>) -> Result<Results, String> {
    crate::app::load::results(&FileSystem::FILES, path, regulation, &Limits::default())
}

/// The `*.j2` files directly in a `--templates` directory (every one is an input: no output may
/// be written over it).
pub fn template_files(dir: Option<&Path>) -> Vec<PathBuf> {
    let Some(dir) = dir else { return Vec::new() };
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|entries| {
            entries
                .filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| p.extension().is_some_and(|e| e == "j2") && p.is_file())
                .collect()
        })
        .unwrap_or_default();
    files.sort();
    files
}

/// [`templates_with`] under the default limits.
pub fn templates(dir: Option<&Path>) -> Result<Vec<(String, String)>, Diagnostic> {
    templates_with(dir, &Limits::default())
}

/// The `*.j2` files directly in a `--templates` directory, as `(name, source)`; `R003` when the
/// directory or one of them cannot be read, or one is over the size limit for templates.
pub fn templates_with(
    dir: Option<&Path>,
    limits: &Limits,
) -> Result<Vec<(String, String)>, Diagnostic> {
    let Some(dir) = dir else { return Ok(Vec::new()) };
    let unreadable = |what: &dyn Fn(crate::vocab::Lang) -> String| {
        crate::diagnostic::l10n::localized(|l| {
            Diagnostic::error(crate::render::codes::TEMPLATES_DIRECTORY_UNREADABLE, what(l))
                .with_help(tr!(
                    l,
                    en: "point `--templates` at a directory of readable UTF-8 `*.j2` files",
                    bg: "насочете `--templates` към папка с четими файлове `*.j2` в UTF-8",
                    uk: "спрямуйте `--templates` на теку з придатними до читання файлами `*.j2` в UTF-8"
                ))
        })
    };
    let shown = dir.display();
    let folder = |e: &dyn std::fmt::Display| {
        let e = e.to_string();
        unreadable(&|l| {
            tr!(
                l,
                en: "cannot read the templates directory `{shown}`: {e}",
                bg: "папката с шаблони `{shown}` не може да се прочете: {e}",
                uk: "теку шаблонів `{shown}` не вдається прочитати: {e}"
            )
        })
    };
    let entries = std::fs::read_dir(dir).map_err(|e| folder(&e))?;
    let mut out = Vec::new();
    for entry in entries {
        let entry = entry.map_err(|e| folder(&e))?;
        let path = entry.path();
        let Some(name) = path.file_name().and_then(|n| n.to_str()) else { continue };
        if !name.ends_with(".j2") || !path.is_file() {
            continue;
        }
        let limit = limits.file_size(FileKind::Template);
        let template = path.display();
        let bytes = bytes_with(&path, limit).map_err(|e| {
            unreadable(&|l| {
                tr!(
                    l,
                    en: "{e}",
                    bg: "шаблонът не може да се прочете: {e}",
                    uk: "шаблон не вдається прочитати: {e}"
                )
            })
        })?;
        if bytes.len() as u64 > limit {
            let size = crate::vocab::limits::format_size(limit);
            return Err(unreadable(&|l| {
                tr!(
                    l,
                    en: "the template `{template}` is over the size limit of {size} (raise it with `--max-file-size`)",
                    bg: "шаблонът `{template}` надхвърля ограничението за размер от {size} (вдигнете го с `--max-file-size`)",
                    uk: "шаблон `{template}` перевищує обмеження розміру в {size} (підніміть його через `--max-file-size`)"
                )
            }));
        }
        let source = String::from_utf8(bytes).map_err(|e| {
            unreadable(&|l| {
                tr!(
                    l,
                    en: "cannot read the template `{template}`: {e}",
                    bg: "шаблонът `{template}` не може да се прочете: {e}",
                    uk: "шаблон `{template}` не вдається прочитати: {e}"
                )
            })
        })?;
        out.push((name.to_string(), source));
    }
    out.sort();
    Ok(out)
}

/// What is at a path inside a folder that is not a regular file (a folder walk passes it over).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NotRegular {
    /// A named pipe (FIFO): reading it waits for a program to write.
    Pipe,
    /// A socket.
    Socket,
    /// A device.
    Device,
    /// Anything else that is not a regular file.
    Other,
}

impl NotRegular {
    /// What is at `path` when it is there and is neither a regular file nor a folder (symbolic
    /// links followed).
    pub fn of(path: &Path) -> Option<NotRegular> {
        let kind = std::fs::metadata(path).ok()?.file_type();
        if kind.is_file() || kind.is_dir() {
            return None;
        }
        #[cfg(unix)]
        {
            use std::os::unix::fs::FileTypeExt;
            if kind.is_fifo() {
                return Some(NotRegular::Pipe);
            }
            if kind.is_socket() {
                return Some(NotRegular::Socket);
            }
            if kind.is_char_device() || kind.is_block_device() {
                return Some(NotRegular::Device);
            }
        }
        Some(NotRegular::Other)
    }

    /// Its name, in a language.
    pub fn words(self, lang: Lang) -> &'static str {
        match (self, lang) {
            (NotRegular::Pipe, Lang::En) => "a named pipe",
            (NotRegular::Pipe, Lang::Bg) => "именуван канал",
            (NotRegular::Pipe, Lang::Uk) => "іменований канал",
            (NotRegular::Socket, Lang::En) => "a socket",
            (NotRegular::Socket, Lang::Bg | Lang::Uk) => "сокет",
            (NotRegular::Device, Lang::En) => "a device",
            (NotRegular::Device, Lang::Bg) => "файл на устройство",
            (NotRegular::Device, Lang::Uk) => "файл пристрою",
            (NotRegular::Other, Lang::En) => "something other than a file",
            (NotRegular::Other, Lang::Bg) => "нещо различно от файл",
            (NotRegular::Other, Lang::Uk) => "щось інше, ніж файл",
        }
    }
}

/// A path a folder walk passed over, and what it is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Skipped {
    /// The path.
    pub path: PathBuf,
    /// What is there.
    pub what: NotRegular,
}

impl Skipped {
    /// The note that says so, in a language: `note: `d/zz.rgl` is a named pipe, not a regular
    /// file: skipped`.
    pub fn note(&self, lang: Lang) -> String {
        let (path, what) = (self.path.display(), self.what.words(lang));
        tr!(
            lang,
            en: "note: `{path}` is {what}, not a regular file: skipped",
            bg: "бележка: `{path}` е {what}, а не обикновен файл, и се пропуска",
            uk: "примітка: `{path}` — {what}, а не звичайний файл, тож його пропущено"
        )
    }
}

/// The files of a list of paths ([`collect`]).
#[derive(Debug, Default)]
pub struct Collected {
    /// The files to read, in order.
    pub files: Vec<PathBuf>,
    /// Each path that could not be searched, with why.
    pub failures: Vec<(PathBuf, String)>,
    /// What the walk passed over inside the folders (named pipes, sockets, devices).
    pub skipped: Vec<Skipped>,
}

/// Expands files and folders into a list: files as given, folders searched recursively (in
/// name order) for regular files with the extension, anything else there (a named pipe, a
/// socket, a device) passed over and said. A symbolic link to a folder is followed once: a
/// folder already searched (a loop, or two links to one folder) is not searched again, and a
/// file reached twice is listed once. A path that fails is said and the others are searched.
pub fn collect(paths: &[PathBuf], extension: &str) -> Collected {
    let mut found = Collected::default();
    let mut seen = Seen::default();
    for p in paths {
        if is_stdin(p) {
            found.files.push(p.clone());
        } else if p.is_dir() {
            if let Err(e) = walk(p, extension, &mut found, &mut seen) {
                found
                    .failures
                    .push((p.clone(), format!("cannot read folder `{}`: {e}", p.display())));
            }
        } else if p.exists() {
            if seen.first_time_file(p) {
                found.files.push(p.clone());
            }
        } else {
            found.failures.push((p.clone(), format!("no such file or folder: `{}`", p.display())));
        }
    }
    found
}

/// [`collect`], stopping at the first path that cannot be searched: the files, and what the walk
/// passed over.
pub fn collect_files(
    paths: &[PathBuf],
    extension: &str,
) -> Result<(Vec<PathBuf>, Vec<Skipped>), String> {
    let found = collect(paths, extension);
    match found.failures.into_iter().next() {
        Some((_, message)) => Err(message),
        None => Ok((found.files, found.skipped)),
    }
}

/// The folders searched and files listed so far, by canonical path.
#[derive(Default)]
struct Seen {
    dirs: HashSet<PathBuf>,
    files: HashSet<PathBuf>,
}

impl Seen {
    fn first_time_dir(&mut self, dir: &Path) -> bool {
        self.dirs.insert(dir.canonicalize().unwrap_or_else(|_| dir.to_path_buf()))
    }

    fn first_time_file(&mut self, file: &Path) -> bool {
        self.files.insert(file.canonicalize().unwrap_or_else(|_| file.to_path_buf()))
    }
}

fn walk(
    dir: &Path,
    extension: &str,
    found: &mut Collected,
    seen: &mut Seen,
) -> std::io::Result<()> {
    if !seen.first_time_dir(dir) {
        return Ok(());
    }
    let mut entries: Vec<PathBuf> =
        std::fs::read_dir(dir)?.filter_map(|e| e.ok().map(|e| e.path())).collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            walk(&p, extension, found, seen)?;
        } else if p.extension().and_then(|e| e.to_str()) == Some(extension) {
            // Regular files only: a named pipe would block the run (a broken link is listed, and
            // its read says why it cannot be read).
            if let Some(what) = NotRegular::of(&p) {
                found.skipped.push(Skipped { path: p, what });
            } else if seen.first_time_file(&p) {
                found.files.push(p);
            }
        }
    }
    Ok(())
}

/// The renderer: the embedded templates, replaced by those of a `--templates` folder, under the
/// run's limits on template fuel and output size.
pub fn renderer(
    dir: Option<&Path>,
    limits: &Limits,
) -> Result<crate::render::Renderer, Diagnostic> {
    let overrides = templates_with(dir, limits)?;
    Ok(crate::render::Renderer::new(&overrides)?.with_limits(limits))
}
