//! `reglament check PATH…`: decode, parse, lower and check every regulation; print the findings.

use crate::checks::Selection;
use crate::cli::args::{CheckArgs, DiagnosticFormat};
use crate::cli::printer::{plural, Printer, Tally};
use crate::cli::{failure, load, write, ExitStatus, Terminal};
use crate::diagnostic::Severity;
use crate::{compile, Compiled, Options};

/// Runs `check`: 0 no errors, 1 errors (or warnings with `--deny-warnings`), 2 usage or I/O.
pub fn run(args: &CheckArgs, term: Terminal) -> ExitStatus {
    let encoding = match load::encoding(args.encoding.as_deref()) {
        Ok(e) => e,
        Err(msg) => return failure(msg),
    };
    let files = match load::collect_files(&args.paths, load::REGULATION_EXTENSION) {
        Ok(f) => f,
        Err(msg) => return failure(msg),
    };
    let options = Options {
        encoding,
        selection: Selection { select: args.select.clone(), ignore: args.ignore.clone() },
        no_checks: false,
    };
    let mut results: Vec<Compiled> = Vec::new();
    // Long runs show progress on a terminal; pipes and CI logs get none.
    let progress = (files.len() > 20 && term.stderr_is_terminal).then(|| {
        let bar = indicatif::ProgressBar::new(files.len() as u64);
        bar.set_style(
            indicatif::ProgressStyle::with_template("checking {pos}/{len} {wide_bar} {msg}")
                .unwrap_or_else(|_| indicatif::ProgressStyle::default_bar()),
        );
        bar
    });
    for path in &files {
        if let Some(bar) = &progress {
            bar.set_message(path.display().to_string());
            bar.inc(1);
        }
        let bytes = match load::bytes(path) {
            Ok(b) => b,
            Err(msg) => return failure(msg),
        };
        let mut compiled = compile(&path.display().to_string(), &bytes, &options);
        // Input errors are always shown; checks' findings as selected.
        compiled.diagnostics.retain(|d| {
            d.severity == Severity::Error && !d.code.starts_with('V')
                || options.selection.wants(&d.code)
        });
        results.push(compiled);
    }
    if let Some(bar) = progress {
        bar.finish_and_clear();
    }
    let mut tally = Tally::default();
    for c in &results {
        tally.add(&c.diagnostics);
    }
    let printer = Printer { format: args.format, color: term.color_stdout };
    let text = match args.format {
        DiagnosticFormat::Json => {
            Printer::json(results.iter().map(|c| (&c.file, c.diagnostics.as_slice()))) + "\n"
        }
        DiagnosticFormat::Human | DiagnosticFormat::Short => {
            results.iter().map(|c| printer.text(&c.file, &c.diagnostics)).collect()
        }
    };
    let written = write::stdout(text.as_bytes());
    if written != ExitStatus::Ok {
        return written;
    }
    if args.format != DiagnosticFormat::Json {
        eprintln!(
            "checked {}: {}, {}",
            plural(results.len(), "file"),
            plural(tally.errors, "error"),
            plural(tally.warnings, "warning")
        );
    }
    ExitStatus::findings_if(tally.errors > 0 || (args.deny_warnings && tally.warnings > 0))
}
