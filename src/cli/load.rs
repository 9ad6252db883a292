//! Reading the inputs of a command: a file's bytes (never more than the size limit for its kind
//! and a byte, so an oversized file, or `/dev/zero`, is refused by the decode stage without being
//! read whole), decoded by the decode stage, then compiled as a regulation or read as results
//! and held to the limits on rounds and players. The decoded text is kept, so diagnostics point
//! into exactly what was read (after a byte-order mark, in a legacy code page). Folders are
//! searched without following a symbolic link into a folder already searched, each file once.

use crate::decode;
use crate::diagnostic::Diagnostic;
use crate::model::Regulation;
use crate::vocab::limits::{FileKind, Limits};
use crate::{compile, Compiled, Options};
use std::collections::HashSet;
use std::io::Read;
use std::path::{Path, PathBuf};

/// The file extension of regulation files.
pub const REGULATION_EXTENSION: &str = "rgl";
/// The file extension of results files.
pub const RESULTS_EXTENSION: &str = "rgr";

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

/// The kind of results file a path names, by extension: `.rgr`, `.pgn`, anything else TRF.
pub fn results_kind(path: &Path) -> FileKind {
    let ext = path.extension().and_then(|e| e.to_str()).unwrap_or("").to_ascii_lowercase();
    match ext.as_str() {
        RESULTS_EXTENSION => FileKind::Results,
        "pgn" => FileKind::Pgn,
        _ => FileKind::Trf,
    }
}

/// The encoding an `--encoding` label names.
pub fn encoding(label: Option<&str>) -> Result<Option<&'static encoding_rs::Encoding>, String> {
    match label {
        None => Ok(None),
        Some(l) => decode::encoding_for_label(l).map(Some).ok_or_else(|| {
            format!("unknown encoding `{l}` (use utf-8, utf-16, windows-1251, koi8-u or koi8-r)")
        }),
    }
}

/// Reads and compiles a regulation file.
pub fn regulation(path: &Path, options: &Options) -> Result<Compiled, String> {
    let bytes = bytes_with(path, options.limits.file_size(FileKind::Regulation))?;
    Ok(compile(&path.display().to_string(), &bytes, options))
}

/// Results read from a file, with the decoded text their diagnostics point into.
pub use crate::results::input::Input as Results;

/// [`results_with`] under the default limits.
pub fn results(path: &Path, regulation: Option<&Regulation>) -> Result<Results, String> {
    results_with(path, regulation, &Limits::default())
}

/// Results from bytes already read, by the extension they were read under (see
/// [`results_with`]), under the default limits.
pub fn results_from_bytes(
    name: &str,
    bytes: &[u8],
    ext: &str,
    regulation: Option<&Regulation>,
) -> Results {
    let kind = results_kind(Path::new(&format!("x.{ext}")));
    crate::results::input::read(name, bytes, kind, regulation, &Limits::default())
}

/// Reads results by extension: `.rgr` (our results file), `.pgn`, anything else a FIDE TRF.
/// Every kind goes through the decode stage; a TRF may also be ISO-8859-1. Results over the
/// limits on rounds or players, or that cannot be the results of `regulation` (`T054`), are
/// replaced by an empty tournament with the error, so that nothing is computed from them.
pub fn results_with(
    path: &Path,
    regulation: Option<&Regulation>,
    limits: &Limits,
) -> Result<Results, String> {
    let kind = results_kind(path);
    let bytes = bytes_with(path, limits.file_size(kind))?;
    let name = path.display().to_string();
    Ok(crate::results::input::read_owned(&name, bytes, kind, regulation, limits))
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
    let unreadable = |what: String| {
        Diagnostic::error(crate::render::codes::TEMPLATES_DIRECTORY_UNREADABLE, what)
            .with_help("point `--templates` at a directory of readable UTF-8 `*.j2` files")
    };
    let entries = std::fs::read_dir(dir).map_err(|e| {
        unreadable(format!("cannot read the templates directory `{}`: {e}", dir.display()))
    })?;
    let mut out = Vec::new();
    for entry in entries {
        let entry = entry.map_err(|e| {
            unreadable(format!("cannot read the templates directory `{}`: {e}", dir.display()))
        })?;
        let path = entry.path();
        let Some(name) = path.file_name().and_then(|n| n.to_str()) else { continue };
        if !name.ends_with(".j2") || !path.is_file() {
            continue;
        }
        let limit = limits.file_size(FileKind::Template);
        let bytes = bytes_with(&path, limit).map_err(unreadable)?;
        if bytes.len() as u64 > limit {
            return Err(unreadable(format!(
                "the template `{}` is over the size limit of {} (raise it with `--max-file-size`)",
                path.display(),
                crate::vocab::limits::format_size(limit)
            )));
        }
        let source = String::from_utf8(bytes).map_err(|e| {
            unreadable(format!("cannot read the template `{}`: {e}", path.display()))
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
