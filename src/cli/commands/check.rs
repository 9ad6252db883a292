//! `reglament check PATH…`: decode, parse, lower and check every regulation (and every `.rgr`
//! results file given by name, against the regulation its header names); print the findings.
//! `--fix` makes the machine-applicable fixes the findings carry, in place and atomically;
//! `--diff` shows them as a unified diff instead. A path that cannot be read is reported and the
//! others are still checked (exit 2 then); with `--format json` standard output is one JSON
//! array whatever happens.

use crate::diagnostic::Selection;
use crate::cli::args::{CheckArgs, LangArg};
use crate::cli::printer::{plural, Printer, Tally};
use crate::cli::{failure, load, write, ExitStatus, Terminal};
use crate::diagnostic::json::JsonDiagnostic;
use crate::diagnostic::l10n::{ERRORS, FILES, WARNINGS};
use crate::diagnostic::{fix, Code, Diagnostic, Severity};
use crate::source::SourceFile;
use crate::vocab::limits::FileKind;
use crate::vocab::{suggest, Lang};
use crate::{compile, Compiled, Options};
use std::collections::BTreeMap;
use std::path::Path;

/// How many times `--fix` re-checks and fixes again (a fix can make another possible).
const FIX_PASSES: usize = 8;

/// Runs `check`: 0 no errors, 1 errors (or warnings with `--deny-warnings`, or a diff with
/// `--diff`), 2 usage or I/O.
pub fn run(args: &CheckArgs, term: Terminal) -> ExitStatus {
    let json = args.format == crate::cli::args::DiagnosticFormat::Json;
    // A failure before any file is read: with JSON, still one array on standard output.
    let stop = |message: String| {
        if json {
            let failure = JsonDiagnostic::failure("", message.clone());
            write::stdout_text(&(Printer::json_array(&[failure]) + "\n"));
        }
        failure(message)
    };
    let encoding = match load::encoding(args.encoding.as_deref()) {
        Ok(e) => e,
        Err(msg) => return stop(msg),
    };
    let (select, ignore) =
        match (selection(&args.select, "--select"), selection(&args.ignore, "--ignore")) {
            (Ok(s), Ok(i)) => (s, i),
            (Err(msg), _) | (_, Err(msg)) => return stop(msg),
        };
    // A path that cannot be searched, or that holds no regulation, is reported (exit 2: a
    // mistake in the command line is not a clean run); the other paths are still checked.
    let mut files = Vec::new();
    let mut failures: Vec<JsonDiagnostic> = Vec::new();
    for path in &args.paths {
        let (found, missing) =
            load::collect_files_reporting(std::slice::from_ref(path), load::REGULATION_EXTENSION);
        let unreadable = !missing.is_empty();
        failures.extend(
            missing
                .into_iter()
                .map(|(p, msg)| JsonDiagnostic::failure(&p.display().to_string(), msg)),
        );
        if found.is_empty() && !unreadable {
            failures.push(JsonDiagnostic::failure(
                &path.display().to_string(),
                format!(
                    "no regulation (`.{}` file) in `{}`",
                    load::REGULATION_EXTENSION,
                    path.display()
                ),
            ));
        }
        files.extend(found);
    }
    let options = Options {
        encoding,
        selection: Selection { select, ignore },
        no_checks: false,
        lang: args.lang.map(LangArg::lang),
        limits: term.limits,
    };
    let mut results: Vec<(SourceFile, Vec<Diagnostic>)> = Vec::new();
    // The language each file's findings are written in, for the closing tally.
    let mut langs: Vec<Lang> = Vec::new();
    // Long runs show progress on a terminal; pipes and CI logs get none.
    let progress = (files.len() > 20 && term.stderr_is_terminal).then(|| {
        let bar = indicatif::ProgressBar::new(files.len() as u64);
        bar.set_style(
            indicatif::ProgressStyle::with_template("checking {pos}/{len} {wide_bar} {msg}")
                .unwrap_or_else(|_| indicatif::ProgressStyle::default_bar()),
        );
        bar
    });
    let mut diffs = String::new();
    for path in &files {
        if let Some(bar) = &progress {
            bar.set_message(path.display().to_string());
            bar.inc(1);
        }
        if path.extension().and_then(|e| e.to_str()) == Some(load::RESULTS_EXTENSION) {
            match check_results(path, term) {
                Ok(r) => {
                    results.push(r);
                    langs.push(options.lang.unwrap_or(Lang::En));
                }
                Err(msg) => {
                    failures.push(JsonDiagnostic::failure(&path.display().to_string(), msg))
                }
            }
            continue;
        }
        let bytes = match load::input_bytes_with(path, term.limits.file_size(FileKind::Regulation))
        {
            Ok(b) => b,
            Err(msg) => {
                failures.push(JsonDiagnostic::failure(&path.display().to_string(), msg));
                continue;
            }
        };
        let name = load::display_name(path);
        let compiled = if args.fix || args.diff {
            let outcome = fix_until_done(&name, &bytes, &options);
            let changed = outcome.text != outcome.original;
            if args.diff {
                if changed {
                    diffs.push_str(&unified_diff(&name, &outcome.original, &outcome.text));
                }
            } else if changed {
                if let Err(msg) = write_back(path, &outcome, &bytes) {
                    return failure(msg);
                }
                eprintln!("{}", fixed_summary(&name, &outcome.fixed));
            }
            outcome.compiled
        } else {
            compile(&name, &bytes, &options)
        };
        langs.push(compiled.lang);
        results.push(selected(compiled, &options));
    }
    if let Some(bar) = progress {
        bar.finish_and_clear();
    }
    if args.diff {
        let any = !diffs.is_empty();
        let written = write::stdout(diffs.as_bytes());
        if written != ExitStatus::Ok {
            return written;
        }
        return ExitStatus::findings_if(any);
    }
    let mut tally = Tally::default();
    for (_, d) in &results {
        tally.add(d);
    }
    let printer = Printer {
        format: args.format,
        color: term.color_stdout,
        max_shown: term.limits.diagnostics,
    };
    let views: Vec<(&SourceFile, &[Diagnostic])> =
        results.iter().map(|(f, d)| (f, d.as_slice())).collect();
    let text = printer.all(&views, &failures);
    // With `--fix -` the fixed text goes to standard output, so the findings go to standard error.
    let fixed_stdin = args.fix && files.iter().any(|p| load::is_stdin(p));
    if fixed_stdin {
        eprint!("{text}");
    } else {
        let written = write::stdout(text.as_bytes());
        if written != ExitStatus::Ok {
            return written;
        }
    }
    if !printer.is_document() {
        for f in &failures {
            eprintln!("error: {}", f.message);
        }
        // In the files' language when they share one (or the one forced with `--lang`).
        let first = langs.first().copied().unwrap_or(Lang::En);
        let lang = if langs.iter().all(|l| *l == first) { first } else { Lang::En };
        eprintln!("{}", summary_line(results.len(), tally, lang));
    }
    let failed = if failures.is_empty() { ExitStatus::Ok } else { ExitStatus::Failure };
    ExitStatus::findings_if(tally.errors > 0 || (args.deny_warnings && tally.warnings > 0))
        .max(failed)
}

/// The findings of a compiled file that the selection wants; input errors always.
fn selected(mut compiled: Compiled, options: &Options) -> (SourceFile, Vec<Diagnostic>) {
    compiled.diagnostics.retain(|d| {
        d.severity == Severity::Error && !d.code.starts_with('V')
            || options.selection.wants(&d.code)
    });
    (compiled.file, compiled.diagnostics)
}

/// A results file's findings: read against the regulation its header names (`T109` when that
/// regulation cannot be read), or alone when it names none.
fn check_results(path: &Path, term: Terminal) -> Result<(SourceFile, Vec<Diagnostic>), String> {
    let limit = term.limits.file_size(FileKind::Results);
    let bytes = load::bytes_with(path, limit)?;
    let name = path.display().to_string();
    let limit = usize::try_from(limit).unwrap_or(usize::MAX);
    let reference = crate::decode::decode_with_size_limit(&name, &bytes, None, limit)
        .ok()
        .and_then(|d| crate::results::results_file::regulation_reference(&d.file));
    let mut extra = Vec::new();
    let mut model = None;
    if let Some(reference) = reference {
        let base = path.parent().unwrap_or(Path::new("."));
        let options = Options { no_checks: true, limits: term.limits, ..Options::default() };
        match load::regulation(&base.join(&reference), &options) {
            Ok(c) if !c.has_errors() && c.model.is_some() => model = c.model,
            _ => extra.push(
                Diagnostic::error(
                    crate::results::codes::RESULTS_REGULATION_UNREADABLE,
                    format!("the regulation `{reference}` named in the header cannot be read"),
                )
                .with_help("correct the path (it is relative to the results file), or check the regulation first"),
            ),
        }
    }
    let mut r = load::results_with(path, model.as_ref(), &term.limits)?;
    r.diagnostics.extend(extra);
    Ok((r.file, r.diagnostics))
}

/// What `--fix` did to one file.
struct Fixed {
    /// The text as read.
    original: String,
    /// The text after every pass.
    text: String,
    /// The fixes made, by code: how many and the last one's message.
    fixed: Vec<(Code, String)>,
    /// The compiled result of the final text.
    compiled: Compiled,
}

/// Compiles, makes the fixes, and compiles again until no fix is left (at most [`FIX_PASSES`]).
fn fix_until_done(name: &str, bytes: &[u8], options: &Options) -> Fixed {
    let mut compiled = compile(name, bytes, options);
    let original = compiled.file.text.clone();
    let encoding = compiled.file.encoding;
    let mut text = original.clone();
    let mut fixed = Vec::new();
    for _ in 0..FIX_PASSES {
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
    Fixed { original, text, fixed, compiled }
}

/// Writes the fixed text back over the file (atomically, in its own encoding), or to standard
/// output for `-`.
fn write_back(path: &Path, outcome: &Fixed, original_bytes: &[u8]) -> Result<(), String> {
    let bytes = write::encode_like(&outcome.text, outcome.compiled.file.encoding, original_bytes)?;
    if load::is_stdin(path) {
        return match write::stdout(&bytes) {
            ExitStatus::Ok => Ok(()),
            _ => Err("cannot write the fixed text to standard output".into()),
        };
    }
    write::write_atomically(path, &bytes, &[]).map_err(|e| e.to_string())
}

/// `fixed 13 findings in FILE: V207 ×13`.
fn fixed_summary(name: &str, fixed: &[(Code, String)]) -> String {
    let mut by_code: BTreeMap<Code, usize> = BTreeMap::new();
    for (c, _) in fixed {
        *by_code.entry(*c).or_default() += 1;
    }
    let codes: Vec<String> = by_code.iter().map(|(c, n)| format!("{c} ×{n}")).collect();
    format!("fixed {} in {name}: {}", plural(fixed.len(), "finding"), codes.join(", "))
}

/// A unified diff of one file, `a/NAME` → `b/NAME`, three lines of context.
pub(crate) fn unified_diff(name: &str, old: &str, new: &str) -> String {
    similar::TextDiff::from_lines(old, new)
        .unified_diff()
        .context_radius(3)
        .header(
            &format!("a/{}", name.trim_start_matches('/')),
            &format!("b/{}", name.trim_start_matches('/')),
        )
        .to_string()
}

/// `checked 3 files: 2 errors, 1 warning`, in a language.
pub fn summary_line(files: usize, tally: Tally, lang: Lang) -> String {
    let f = FILES.count(lang, files as u64);
    let e = ERRORS.count(lang, tally.errors as u64);
    let w = WARNINGS.count(lang, tally.warnings as u64);
    match lang {
        Lang::En => format!("checked {f}: {e}, {w}"),
        Lang::Bg => format!("проверени: {f}; {e}, {w}"),
        Lang::Uk => format!("перевірено: {f}; {e}, {w}"),
    }
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
