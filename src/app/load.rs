//! Reading a use case's inputs through [`Inputs`]: a regulation compiled, results read by their
//! kind, the regulation a results file names in its header. Every file is read at most to the
//! size limit of its kind and a byte, so an oversized file is refused by the decode stage without
//! being read whole.

use super::{About, Inputs, Outcome, Report, Stop};
use crate::diagnostic::l10n::{localized, tr};
use crate::diagnostic::Diagnostic;
use crate::model::{Lang, Regulation};
use crate::results::input::Input;
use crate::vocab::limits::{FileKind, Limits};
use crate::{compile, Compiled, Options};
use std::path::{Path, PathBuf};

/// The file extension of regulation files.
pub const REGULATION_EXTENSION: &str = "rgl";
/// The file extension of results files.
pub const RESULTS_EXTENSION: &str = "rgr";

/// The kind of results a path names, by extension: `.rgr`, `.pgn`, anything else TRF.
pub fn results_kind(path: &Path) -> FileKind {
    let ext = path.extension().and_then(|e| e.to_str()).unwrap_or("").to_ascii_lowercase();
    match ext.as_str() {
        RESULTS_EXTENSION => FileKind::Results,
        "pgn" => FileKind::Pgn,
        _ => FileKind::Trf,
    }
}

/// True when the path names a results file (`.rgr`).
pub fn is_results_file(path: &Path) -> bool {
    path.extension().and_then(|e| e.to_str()) == Some(RESULTS_EXTENSION)
}

/// Reads and compiles a regulation file.
pub fn regulation(inputs: &dyn Inputs, path: &Path, options: &Options) -> Result<Compiled, String> {
    let bytes = inputs.read(path, options.limits.file_size(FileKind::Regulation))?;
    Ok(compile(&path.display().to_string(), &bytes, options))
}

/// A regulation compiled for use by another use case (parse and lower, no checks): its
/// findings reported, its model when it has no error.
pub fn regulation_model(
    inputs: &dyn Inputs,
    path: &Path,
    limits: &Limits,
    report: &mut dyn Report,
) -> Outcome<Regulation> {
    let options = Options { no_checks: true, limits: *limits, ..Options::default() };
    let c = regulation(inputs, path, &options).map_err(Stop::Failed)?;
    report.language(c.lang);
    report.findings(About::Regulation, &c.file, &c.diagnostics);
    match c.model {
        Some(m) if !c.has_errors() => Ok(m),
        _ => Err(Stop::Findings),
    }
}

/// Reads results by extension: `.rgr` (our results file), `.pgn`, anything else a FIDE TRF.
/// Every kind goes through the decode stage; a TRF may also be ISO-8859-1. Results over the
/// limits on rounds or players, or that cannot be the results of `regulation` (`T054`), are
/// replaced by an empty tournament with the error, so that nothing is computed from them.
pub fn results(
    inputs: &dyn Inputs,
    path: &Path,
    regulation: Option<&Regulation>,
    limits: &Limits,
) -> Result<Input, String> {
    let kind = results_kind(path);
    let bytes = inputs.read(path, limits.file_size(kind))?;
    let name = path.display().to_string();
    let mut r = crate::results::input::read_owned(&name, bytes, kind, regulation, limits);
    super::fide_list::complete(inputs, &mut r, regulation);
    Ok(r)
}

/// Results from a text already in memory (the editor's), read as a file with that extension.
pub fn results_from_text(
    name: &str,
    text: &str,
    ext: &str,
    regulation: Option<&Regulation>,
) -> Input {
    let kind = results_kind(Path::new(&format!("x.{ext}")));
    crate::results::input::read(name, text.as_bytes(), kind, regulation, &Limits::default())
}

/// The regulation a results file (`.rgr`) names in its header, as written; `None` for other
/// kinds of results, or when it names none or cannot be read.
pub fn named_regulation(inputs: &dyn Inputs, path: &Path, limits: &Limits) -> Option<String> {
    if results_kind(path) != FileKind::Results {
        return None;
    }
    let limit = limits.file_size(FileKind::Results);
    let bytes = inputs.read(path, limit).ok()?;
    reference_in(path, &bytes, limit)
}

/// The regulation named in the header of a results file's bytes.
pub fn reference_in(path: &Path, bytes: &[u8], limit: u64) -> Option<String> {
    let limit = usize::try_from(limit).unwrap_or(usize::MAX);
    let name = path.display().to_string();
    let decoded = crate::decode::decode_with_size_limit(&name, bytes, None, limit).ok()?;
    crate::results::results_file::regulation_reference(&decoded.file)
}

/// A path written in a results file's header, relative to the results file.
pub fn beside(results: &Path, reference: &str) -> PathBuf {
    results.parent().unwrap_or(Path::new(".")).join(reference)
}

/// `T109`: the regulation a results file's header names cannot be read.
pub fn unreadable_regulation(reference: &str, help: fn(Lang) -> String) -> Diagnostic {
    localized(|l| {
        Diagnostic::error(
            crate::results::codes::RESULTS_REGULATION_UNREADABLE,
            tr!(
                l,
                en: "the regulation `{reference}` named in the header cannot be read",
                bg: "регламентът `{reference}`, назован в заглавния ред, не може да се прочете",
                uk: "регламент `{reference}`, названий у заголовку, не вдається прочитати"
            ),
        )
        .with_help(help(l))
    })
}

/// `T053`: a results file's header names another regulation than the one `given`.
pub fn header_names_another(
    inputs: &dyn Inputs,
    results: &Path,
    r: &Input,
    given: &Path,
) -> Option<Diagnostic> {
    if results_kind(results) != FileKind::Results {
        return None;
    }
    let named = crate::results::results_file::regulation_reference(&r.file)?;
    (!inputs.same_file(&beside(results, &named), given)).then(|| {
        let given = given.display();
        localized(|l| {
            Diagnostic::warning(
                crate::results::codes::RESULTS_NAME_ANOTHER_REGULATION,
                tr!(
                    l,
                    en: "the header names the regulation `{named}`, but `{given}` was given",
                    bg: "заглавният ред назовава регламента `{named}`, а е подаден `{given}`",
                    uk: "заголовок називає регламент `{named}`, а подано `{given}`"
                ),
            )
            .with_help(tr!(
                l,
                en: "check that these are the results of this regulation, or correct the header",
                bg: "проверете дали това са резултатите от този регламент или поправете заглавния ред",
                uk: "перевірте, чи це результати цього регламенту, або виправте заголовок"
            ))
        })
    })
}
