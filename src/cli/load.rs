//! Reading the inputs of a command from the file system: a file's bytes (never more than the
//! size limit for its kind and a byte, so an oversized file, or `/dev/zero`, is refused by the
//! decode stage without being read whole), standard input for `-`, the files of a folder (without
//! following a symbolic link into a folder already searched, each file once), and the templates
//! of `--templates`. [`FileSystem`] is how the use cases (`crate::app`) read through it.

use crate::decode;
use crate::diagnostic::l10n::tr;
use crate::diagnostic::Diagnostic;
use crate::model::Regulation;
use crate::vocab::limits::{FileKind, Limits};
use crate::{Compiled, Options};
use std::collections::HashSet;
use std::io::Read;
use std::path::{Path, PathBuf};

/// A file's bytes, at most the decode stage's absolute size limit and one byte more.
pub fn bytes(path: &Path) -> Result<Vec<u8>, String> {
    bytes_with(path, decode::MAX_FILE_SIZE as u64)
}

/// A file's bytes, at most `limit` and one byte more (so that the decode stage sees it is over).
pub fn bytes_with(path: &Path, limit: u64) -> Result<Vec<u8>, String> {
    let file =
        std::fs::File::open(path).map_err(|e| format!("cannot read `{}`: {e}", path.display()))?;
    let metadata = file.metadata();
    if metadata.as_ref().is_ok_and(|m| m.is_dir()) {
        return Err(format!("cannot read `{}`: it is a folder", path.display()));
    }
    // Sized once from the file's length (within the limit), not grown by doubling.
    let hint = metadata.map_or(0, |m| m.len()).min(limit).min(1 << 30).saturating_add(1);
    let mut bytes = Vec::with_capacity(usize::try_from(hint).unwrap_or(0));
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
        let file = std::fs::File::open(path)
            .map_err(|e| format!("cannot read `{}`: {e}", path.display()))?;
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

/// Expands files and folders into a list: files as given, folders searched recursively (in
/// name order) for files with the extension. A symbolic link to a folder is followed once: a
/// folder already searched (a loop, or two links to one folder) is not searched again, and a
/// file reached twice is listed once.
pub fn collect_files(paths: &[PathBuf], extension: &str) -> Result<Vec<PathBuf>, String> {
    let (files, failures) = collect_files_reporting(paths, extension);
    match failures.into_iter().next() {
        Some((_, message)) => Err(message),
        None => Ok(files),
    }
}

/// [`collect_files`], going on past a path that cannot be searched: the files found, and each
/// path that failed with why.
pub fn collect_files_reporting(
    paths: &[PathBuf],
    extension: &str,
) -> (Vec<PathBuf>, Vec<(PathBuf, String)>) {
    let mut out = Vec::new();
    let mut failures = Vec::new();
    let mut seen = Seen::default();
    for p in paths {
        if is_stdin(p) {
            out.push(p.clone());
        } else if p.is_dir() {
            if let Err(e) = walk(p, extension, &mut out, &mut seen) {
                failures.push((p.clone(), format!("cannot read folder `{}`: {e}", p.display())));
            }
        } else if p.exists() {
            if seen.first_time_file(p) {
                out.push(p.clone());
            }
        } else {
            failures.push((p.clone(), format!("no such file or folder: `{}`", p.display())));
        }
    }
    (out, failures)
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
    out: &mut Vec<PathBuf>,
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
            walk(&p, extension, out, seen)?;
        } else if p.extension().and_then(|e| e.to_str()) == Some(extension)
            && seen.first_time_file(&p)
        {
            out.push(p);
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
