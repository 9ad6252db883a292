//! Reading the inputs of a command: a file's bytes (never more than the size limit and a byte,
//! so an oversized file is refused by the decode stage without being read whole), decoded by the
//! decode stage, then compiled as a regulation or read as results. The decoded text is kept, so
//! diagnostics point into exactly what was read (after a byte-order mark, in a legacy code page).

use crate::decode::{self, Profile};
use crate::diagnostic::Diagnostic;
use crate::model::Regulation;
use crate::results::{pgn, results_file, trf, Tournament};
use crate::source::SourceFile;
use crate::{compile, Compiled, Options};
use std::io::Read;
use std::path::{Path, PathBuf};

/// The file extension of regulation files.
pub const REGULATION_EXTENSION: &str = "rgl";
/// The file extension of results files.
pub const RESULTS_EXTENSION: &str = "rgr";

/// A file's bytes, at most the decode stage's size limit and one byte more.
pub fn bytes(path: &Path) -> Result<Vec<u8>, String> {
    let file =
        std::fs::File::open(path).map_err(|e| format!("cannot read `{}`: {e}", path.display()))?;
    let mut bytes = Vec::new();
    file.take(decode::MAX_FILE_SIZE as u64 + 1)
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
    if !is_stdin(path) {
        return bytes(path);
    }
    let mut bytes = Vec::new();
    std::io::stdin()
        .lock()
        .take(decode::MAX_FILE_SIZE as u64 + 1)
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
    let bytes = bytes(path)?;
    Ok(compile(&path.display().to_string(), &bytes, options))
}

/// Results read from a file, with the decoded text their diagnostics point into.
#[derive(Debug)]
pub struct Results {
    /// The decoded file.
    pub file: SourceFile,
    /// The tournament (empty if the file could not be decoded).
    pub tournament: Tournament,
    /// The drawn table numbers (results files only; empty otherwise).
    pub lots: Vec<u32>,
    /// Decoding and reading findings.
    pub diagnostics: Vec<Diagnostic>,
}

/// Reads results by extension: `.rgr` (our results file), `.pgn`, anything else a FIDE TRF.
/// Every kind goes through the decode stage; a TRF may also be ISO-8859-1.
pub fn results(path: &Path, regulation: Option<&Regulation>) -> Result<Results, String> {
    let bytes = bytes(path)?;
    let ext = path.extension().and_then(|e| e.to_str()).unwrap_or("").to_ascii_lowercase();
    Ok(results_from_bytes(&path.display().to_string(), &bytes, &ext, regulation))
}

/// Results from bytes already read, by the extension they were read under (see [`results`]).
pub fn results_from_bytes(
    name: &str,
    bytes: &[u8],
    ext: &str,
    regulation: Option<&Regulation>,
) -> Results {
    let profile =
        if ext == RESULTS_EXTENSION || ext == "pgn" { Profile::Regulation } else { Profile::Trf };
    let decoded = match decode::decode_as(name, bytes, None, decode::MAX_FILE_SIZE, profile) {
        Ok(d) => d,
        Err(e) => {
            let file = decode::error_source(name, bytes, None);
            return Results {
                file,
                tournament: Tournament::default(),
                lots: Vec::new(),
                diagnostics: vec![e],
            };
        }
    };
    let file = decoded.file;
    let mut diagnostics = decoded.warnings;
    let (tournament, lots) = if ext == RESULTS_EXTENSION {
        let r = results_file::read_results(&file, regulation);
        diagnostics.extend(r.diagnostics);
        (r.tournament, r.lots)
    } else if ext == "pgn" {
        let (t, d) = pgn::read_pgn(&file, regulation);
        diagnostics.extend(d);
        (t, Vec::new())
    } else {
        let (t, d) = trf::read_trf(&file);
        diagnostics.extend(d);
        (t, Vec::new())
    };
    Results { file, tournament, lots, diagnostics }
}

/// The `*.j2` files directly in a `--templates` directory, as `(name, source)`; `R003` when the
/// directory or one of them cannot be read.
pub fn templates(dir: Option<&Path>) -> Result<Vec<(String, String)>, Diagnostic> {
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
        let source = std::fs::read_to_string(&path).map_err(|e| {
            unreadable(format!("cannot read the template `{}`: {e}", path.display()))
        })?;
        out.push((name.to_string(), source));
    }
    out.sort();
    Ok(out)
}

/// Expands files and folders into a sorted list: files (and `-`, standard input) as given,
/// folders searched recursively for files with the extension.
pub fn collect_files(paths: &[PathBuf], extension: &str) -> Result<Vec<PathBuf>, String> {
    let mut out = Vec::new();
    for p in paths {
        if is_stdin(p) {
            out.push(p.clone());
        } else if p.is_dir() {
            walk(p, extension, &mut out)
                .map_err(|e| format!("cannot read folder `{}`: {e}", p.display()))?;
        } else if p.exists() {
            out.push(p.clone());
        } else {
            return Err(format!("no such file or folder: `{}`", p.display()));
        }
    }
    Ok(out)
}

fn walk(dir: &Path, extension: &str, out: &mut Vec<PathBuf>) -> std::io::Result<()> {
    let mut entries: Vec<PathBuf> =
        std::fs::read_dir(dir)?.filter_map(|e| e.ok().map(|e| e.path())).collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            walk(&p, extension, out)?;
        } else if p.extension().and_then(|e| e.to_str()) == Some(extension) {
            out.push(p);
        }
    }
    Ok(())
}
