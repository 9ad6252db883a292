//! Checking a set of files (`reglament check`): every regulation decoded, parsed, lowered and
//! checked, every results file (`.rgr`) read against the regulation its header names; with
//! `--fix`, the machine-applicable fixes the findings carry made until none is left (the fixed
//! text encoded as the file was); with `--diff`, the same fixes as a unified diff. A file that
//! cannot be read is a failure of its own; the others are still checked.

use super::load::{self, is_results_file};
use super::Inputs;
use crate::diagnostic::l10n::tr;
use crate::diagnostic::{fix, Code, Diagnostic};
use crate::source::SourceFile;
use crate::vocab::limits::FileKind;
use crate::vocab::{suggest, Lang};
use crate::{compile, Compiled, Options};
use std::path::{Path, PathBuf};

/// How many times `--fix` re-checks and fixes again (a fix can make another possible).
const FIX_PASSES: usize = 8;

/// What to do with the fixes the findings carry.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum FixMode {
    /// Report the findings only.
    #[default]
    Report,
    /// Make the fixes (the command writes the fixed text back).
    Fix,
    /// Show the fixes as a unified diff.
    Diff,
}

/// A check of a set of files.
#[derive(Clone, Debug, Default)]
pub struct Request {
    /// Encoding, selection, language of the findings, limits.
    pub options: Options,
    /// What to do with fixes.
    pub fix: FixMode,
    /// The seasons: the regulations of each folder given, checked against each other too.
    pub seasons: Vec<Vec<PathBuf>>,
}

/// One file checked.
#[derive(Debug)]
pub struct Checked {
    /// The path as given.
    pub path: PathBuf,
    /// The decoded text the findings point into.
    pub file: SourceFile,
    /// The findings the selection keeps, in the file's language (or the one asked for).
    pub diagnostics: Vec<Diagnostic>,
    /// The language the findings are written in.
    pub lang: Lang,
    /// What `--fix` or `--diff` made of the file, when it changed it.
    pub fixed: Option<Fixed>,
    /// The regulation's model, when it lowered (for the season's checks).
    pub model: Option<crate::model::Regulation>,
}

/// What the fixes did to one file.
#[derive(Debug)]
pub struct Fixed {
    /// The text as read.
    pub original: String,
    /// The text after every pass.
    pub text: String,
    /// The fixes made, by code: the code and the fix's message.
    pub fixed: Vec<(Code, String)>,
    /// The fixed text encoded as the file was (its encoding and byte-order mark), to write
    /// back; `Err` when the encoding cannot hold the new text.
    pub bytes: Result<Vec<u8>, String>,
    /// The unified diff of the change (`a/NAME` → `b/NAME`).
    pub diff: String,
}

/// A file that could not be checked, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Failure {
    /// The file, as named in messages.
    pub name: String,
    /// Why.
    pub message: String,
}

/// The check of a set of files.
#[derive(Debug, Default)]
pub struct Run {
    /// The files checked, in order.
    pub files: Vec<Checked>,
    /// The files that could not be read.
    pub failures: Vec<Failure>,
}

/// Checks `paths` (regulations and results files, already collected from folders) in order;
/// `step` is told of each file before it is checked (a progress bar).
pub fn files(
    inputs: &dyn Inputs,
    paths: &[PathBuf],
    request: &Request,
    step: &mut dyn FnMut(&Path),
) -> Run {
    let mut run = Run::default();
    for path in paths {
        step(path);
        let checked = if is_results_file(path) {
            results_file(inputs, path, request)
        } else {
            regulation(inputs, path, request)
        };
        match checked {
            Ok(c) => run.files.push(c),
            Err(message) => {
                run.failures.push(Failure { name: path.display().to_string(), message })
            }
        }
    }
    for season in &request.seasons {
        self::season(&mut run.files, season, &request.options.selection);
    }
    run
}

/// The season's findings (a folder's regulations against each other), each added to the
/// findings of the file it belongs to, in that file's language.
pub fn season(files: &mut [Checked], paths: &[PathBuf], selection: &crate::diagnostic::Selection) {
    use crate::checks::season::Member;
    let indices: Vec<usize> = files
        .iter()
        .enumerate()
        .filter(|(_, c)| {
            paths.contains(&c.path) && c.model.as_ref().is_some_and(|m| m.broken.is_empty())
        })
        .map(|(i, _)| i)
        .collect();
    let found = {
        let members: Vec<Member<'_>> = indices
            .iter()
            .filter_map(|&i| {
                files[i].model.as_ref().map(|reg| Member { file: &files[i].file, reg })
            })
            .collect();
        season_findings(&members).into_iter().map(|(i, d)| (indices[i], d)).collect::<Vec<_>>()
    };
    for (i, mut d) in found {
        if !selection.keeps(&d) {
            continue;
        }
        d.localize(files[i].lang);
        files[i].diagnostics.push(d);
    }
}

/// The season's findings of `members` (by member index), without those a file allows
/// (`allow C001 "…"` in either of the two files).
pub fn season_findings(members: &[crate::checks::season::Member<'_>]) -> Vec<(usize, Diagnostic)> {
    let allows =
        |reg: &crate::model::Regulation, d: &Diagnostic| crate::checks::allowed(reg, d.code.info());
    crate::checks::season::check(members)
        .into_iter()
        .filter(|(i, d)| {
            let other = d.related.first().map(|r| r.file.as_str());
            let b = members.iter().find(|m| Some(m.file.name.as_str()) == other);
            !allows(members[*i].reg, d) && !b.is_some_and(|b| allows(b.reg, d))
        })
        .collect()
}

/// A name for messages: `<stdin>` for `-`.
pub fn display_name(path: &Path) -> String {
    if path.as_os_str() == "-" {
        "<stdin>".to_string()
    } else {
        path.display().to_string()
    }
}

fn regulation(inputs: &dyn Inputs, path: &Path, request: &Request) -> Result<Checked, String> {
    let options = &request.options;
    let bytes = inputs.read(path, options.limits.file_size(FileKind::Regulation))?;
    let name = display_name(path);
    let (mut compiled, fixed) = match request.fix {
        FixMode::Report => (compile(&name, &bytes, options), None),
        FixMode::Fix | FixMode::Diff => {
            let (compiled, fixed) = fix_until_done(&name, &bytes, options);
            (compiled, fixed)
        }
    };
    let mut diagnostics = compiled.diagnostics;
    if let Some(model) = &compiled.model {
        let mut against = super::fide_list::check(inputs, model);
        for d in &mut against {
            d.localize(options.lang.unwrap_or(compiled.lang));
        }
        against.retain(|d| options.selection.keeps(d));
        diagnostics.extend(against);
    }
    Ok(Checked {
        path: path.to_path_buf(),
        lang: compiled.lang,
        model: compiled.model.take(),
        file: compiled.file,
        diagnostics,
        fixed,
    })
}

/// A results file's findings: read against the regulation its header names (`T109` when that
/// regulation cannot be read), or alone when it names none. Written in the language asked for,
/// else in the named regulation's, else in English.
fn results_file(inputs: &dyn Inputs, path: &Path, request: &Request) -> Result<Checked, String> {
    let limits = &request.options.limits;
    let bytes = inputs.read(path, limits.file_size(FileKind::Results))?;
    let reference = load::reference_in(path, &bytes, limits.file_size(FileKind::Results));
    let mut extra = Vec::new();
    let mut model = None;
    let mut lang = request.options.lang;
    if let Some(reference) = reference {
        let options = Options { no_checks: true, limits: *limits, ..Options::default() };
        match load::regulation(inputs, &load::beside(path, &reference), &options) {
            Ok(c) if !c.has_errors() && c.model.is_some() => {
                lang = lang.or(Some(c.lang));
                model = c.model
            }
            _ => extra.push(load::unreadable_regulation(&reference, |l| {
                tr!(
                    l,
                    en: "correct the path (it is relative to the results file), or check the regulation first",
                    bg: "поправете пътя (той е спрямо файла с резултати) или първо проверете регламента",
                    uk: "виправте шлях (він відносно файлу результатів) або спершу перевірте регламент"
                )
            })),
        }
    }
    let mut r = load::results(inputs, path, model.as_ref(), limits)?;
    r.diagnostics.extend(extra);
    let lang = lang.unwrap_or(Lang::En);
    for d in &mut r.diagnostics {
        d.localize(lang);
    }
    // The selection applies to a results file's codes as to a regulation's.
    r.diagnostics.retain(|d| request.options.selection.keeps(d));
    Ok(Checked {
        path: path.to_path_buf(),
        file: r.file,
        diagnostics: r.diagnostics,
        lang,
        fixed: None,
        model: None,
    })
}

/// Compiles, makes the fixes, and compiles again until no fix is left (at most [`FIX_PASSES`]);
/// the compiled final text, and what changed when anything did.
fn fix_until_done(name: &str, bytes: &[u8], options: &Options) -> (Compiled, Option<Fixed>) {
    let mut compiled = compile(name, bytes, options);
    let original = compiled.file.text.clone();
    let encoding = compiled.file.encoding;
    let mut text = original.clone();
    let mut fixed = Vec::new();
    for _ in 0..FIX_PASSES {
        // Only the fixes of the codes selected (an error `compile` keeps whatever the selection,
        // such as a lowering error, is shown but not fixed unless selected).
        let wanted: Vec<Diagnostic> = compiled
            .diagnostics
            .iter()
            .filter(|d| options.selection.wants(&d.code))
            .cloned()
            .collect();
        let applied = fix::apply(&text, &wanted);
        if applied.fixed.is_empty() {
            break;
        }
        fixed.extend(applied.fixed);
        text = applied.text;
        // The fixed text is UTF-8 now; decode it as such, keeping the file's name.
        let forced = Options { encoding: Some(encoding_rs::UTF_8), ..options.clone() };
        compiled = compile(name, text.as_bytes(), &forced);
        compiled.file.encoding = encoding;
    }
    // A file that was laid out the canonical way stays so (a longer weekday keeps its column).
    if !fixed.is_empty() {
        let was_formatted =
            crate::format::format(&SourceFile::new(name, original.as_str(), encoding))
                .is_ok_and(|f| f == original);
        if was_formatted {
            if let Ok(f) = crate::format::format(&SourceFile::new(name, text.as_str(), encoding)) {
                if f != text {
                    text = f;
                    let forced = Options { encoding: Some(encoding_rs::UTF_8), ..options.clone() };
                    compiled = compile(name, text.as_bytes(), &forced);
                    compiled.file.encoding = encoding;
                }
            }
        }
    }
    if text == original {
        return (compiled, None);
    }
    let bytes = crate::decode::encode_like(&text, compiled.file.encoding, bytes);
    let diff = unified_diff(name, &original, &text);
    (compiled, Some(Fixed { original, text, fixed, bytes, diff }))
}

/// A unified diff of one file, `a/NAME` → `b/NAME`, three lines of context.
pub fn unified_diff(name: &str, old: &str, new: &str) -> String {
    similar::TextDiff::from_lines(old, new)
        .unified_diff()
        .context_radius(3)
        .header(
            &format!("a/{}", name.trim_start_matches('/')),
            &format!("b/{}", name.trim_start_matches('/')),
        )
        .to_string()
}

/// The codes of `--select` or `--ignore`: each item is a code (`V207`, any case), a code's name
/// (`weekday-does-not-match-date`) or a prefix that some code starts with (`V2`, `L`). Anything
/// else is a usage error with the closest code or name, so that a typo (`V2O7` with a letter O)
/// never turns a lint into a silent pass.
pub fn selection(items: &[String], flag: &str) -> Result<Vec<String>, String> {
    let all = crate::registry::all();
    let mut out = Vec::new();
    for item in items.iter().map(|i| i.trim()).filter(|i| !i.is_empty()) {
        if let Some(info) = crate::registry::lookup(item) {
            out.push(info.code.to_string());
            continue;
        }
        let upper = item.to_uppercase();
        let is_prefix = upper.len() <= 3
            && upper.starts_with(|c: char| c.is_ascii_uppercase())
            && upper[1..].bytes().all(|b| b.is_ascii_digit())
            && all.iter().any(|c| c.as_str().starts_with(&upper));
        if is_prefix {
            out.push(upper);
            continue;
        }
        let candidates: Vec<&str> =
            all.iter().flat_map(|c| [c.info().code, c.info().name]).collect();
        return Err(match suggest::closest(item, candidates.iter().copied()) {
            Some(c) => format!("unknown code or name `{item}` in `{flag}`; did you mean `{c}`?"),
            None => format!(
                "unknown code or name `{item}` in `{flag}`; `reglament rules` lists every code"
            ),
        });
    }
    Ok(out)
}
