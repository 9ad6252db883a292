//! `reglament check PATH…`: every regulation decoded, parsed, lowered and checked, every `.rgr`
//! results file read against the regulation its header names ([`crate::app::check`]); the
//! findings printed. `--fix` writes the machine-applicable fixes back, atomically, in the file's
//! own encoding; `--diff` shows them as a unified diff instead. A path that cannot be read is
//! reported and the others are still checked (exit 2 then); with `--format json` standard output
//! is one JSON array whatever happens.

use crate::app::check::{self, FixMode, Fixed, Request};
use crate::cli::args::{CheckArgs, LangArg};
use crate::cli::printer::{plural, Printer, Tally};
use crate::cli::{failure, load, write, ExitStatus, Terminal};
use crate::diagnostic::json::JsonDiagnostic;
use crate::diagnostic::l10n::{ERRORS, FILES, WARNINGS};
use crate::diagnostic::{Code, Diagnostic, Selection};
use crate::source::SourceFile;
use crate::vocab::Lang;
use crate::Options;
use std::collections::BTreeMap;
use std::path::Path;

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
    let (select, ignore) = match (
        check::selection(&args.select, "--select"),
        check::selection(&args.ignore, "--ignore"),
    ) {
        (Ok(s), Ok(i)) => (s, i),
        (Err(msg), _) | (_, Err(msg)) => return stop(msg),
    };
    let Collected { files, mut failures, seasons, skipped } = collect(&args.paths);
    let request = Request {
        options: Options {
            encoding: args.encoding,
            selection: Selection { select, ignore },
            no_checks: false,
            lang: args.lang.map(LangArg::lang),
            limits: term.limits,
        },
        fix: match (args.fix, args.diff) {
            (true, _) => FixMode::Fix,
            (_, true) => FixMode::Diff,
            _ => FixMode::Report,
        },
        seasons,
    };
    // Long runs show progress on a terminal; pipes and CI logs get none.
    let progress = (files.len() > 20 && term.stderr_is_terminal).then(|| {
        let bar = indicatif::ProgressBar::new(files.len() as u64);
        bar.set_style(
            indicatif::ProgressStyle::with_template("checking {pos}/{len} {wide_bar} {msg}")
                .unwrap_or_else(|_| indicatif::ProgressStyle::default_bar()),
        );
        bar
    });
    let run = check::files(
        &load::FileSystem::WITH_STDIN.with_fide_list(args.fide_list.as_deref()),
        &files,
        &request,
        &mut |path| {
            if let Some(bar) = &progress {
                bar.set_message(
                    crate::vocab::printable::printable_line(&path.display().to_string())
                        .into_owned(),
                );
                bar.inc(1);
            }
        },
    );
    if let Some(bar) = progress {
        bar.finish_and_clear();
    }
    failures
        .extend(run.failures.iter().map(|f| JsonDiagnostic::failure(&f.name, f.message.clone())));
    if args.diff {
        let diffs: String =
            run.files.iter().filter_map(|c| c.fixed.as_ref()).map(|f| f.diff.as_str()).collect();
        let any = !diffs.is_empty();
        // A diff is for reading: the file's control characters are shown, not sent.
        let written = write::stdout(crate::vocab::printable::printable(&diffs).as_bytes());
        if written != ExitStatus::Ok {
            return written;
        }
        return ExitStatus::findings_if(any);
    }
    if args.fix {
        for checked in &run.files {
            let Some(fixed) = &checked.fixed else { continue };
            if let Err(msg) = write_back(&checked.path, fixed) {
                return failure(msg);
            }
            eprintln!("{}", fixed_summary(&checked.file.name, &fixed.fixed));
        }
    }
    let mut tally = Tally::default();
    for c in &run.files {
        tally.add(&c.diagnostics);
    }
    let printer = Printer {
        format: args.format,
        color: term.color_stdout,
        max_shown: term.limits.diagnostics,
    };
    let views: Vec<(&SourceFile, &[Diagnostic])> =
        run.files.iter().map(|c| (&c.file, c.diagnostics.as_slice())).collect();
    let text = printer.all(&views, &failures);
    // With `--fix -` the fixed text goes to standard output, so the findings go to standard error.
    let fixed_stdin = args.fix && files.iter().any(|p| load::is_stdin(p));
    if fixed_stdin {
        write::stderr_report(&text);
    } else {
        let written = write::stdout_report(&text);
        if written != ExitStatus::Ok {
            return written;
        }
    }
    // In the files' language when they share one (or the one forced with `--lang`).
    let langs: Vec<Lang> = run.files.iter().map(|c| c.lang).collect();
    let first = langs.first().copied().or(request.options.lang).unwrap_or(Lang::En);
    let lang = if langs.iter().all(|l| *l == first) { first } else { Lang::En };
    // What the walk passed over is said on standard error, whatever the format.
    for s in &skipped {
        eprintln!("{}", s.note(lang));
    }
    if !printer.is_document() {
        for f in &failures {
            eprintln!("error: {}", f.message);
        }
        eprintln!("{}", summary_line(run.files.len(), tally, lang));
    }
    let failed = if failures.is_empty() { ExitStatus::Ok } else { ExitStatus::Failure };
    ExitStatus::findings_if(tally.errors > 0 || (args.deny_warnings && tally.warnings > 0))
        .max(failed)
}

/// What the paths given hold.
struct Collected {
    /// The files to check (folders searched for regulations).
    files: Vec<std::path::PathBuf>,
    /// The paths that could not be searched or hold no regulation (exit 2: a mistake in the
    /// command line is not a clean run; the other paths are still checked).
    failures: Vec<JsonDiagnostic>,
    /// The regulations of each folder (a season, checked against each other).
    seasons: Vec<Vec<std::path::PathBuf>>,
    /// What the folders held that is not a regular file.
    skipped: Vec<load::Skipped>,
}

/// The files of the paths given, what could not be searched, the seasons and what was skipped.
fn collect(paths: &[std::path::PathBuf]) -> Collected {
    let mut files = Vec::new();
    let mut failures: Vec<JsonDiagnostic> = Vec::new();
    let mut seasons = Vec::new();
    let mut skipped = Vec::new();
    for path in paths {
        let found = load::collect(std::slice::from_ref(path), load::REGULATION_EXTENSION);
        let unreadable = !found.failures.is_empty();
        failures.extend(
            found
                .failures
                .into_iter()
                .map(|(p, msg)| JsonDiagnostic::failure(&p.display().to_string(), msg)),
        );
        skipped.extend(found.skipped);
        let found = found.files;
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
        if path.is_dir() {
            let regulations: Vec<std::path::PathBuf> =
                found.iter().filter(|p| !crate::app::load::is_results_file(p)).cloned().collect();
            if regulations.len() > 1 {
                seasons.push(regulations);
            }
        }
        files.extend(found);
    }
    Collected { files, failures, seasons, skipped }
}

/// Writes the fixed text back over the file (atomically, in its own encoding), or to standard
/// output for `-`.
fn write_back(path: &Path, fixed: &Fixed) -> Result<(), String> {
    let bytes = fixed.bytes.clone()?;
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
