//! `reglament trf RESULTS --to trf16|trf26|json`: results converted for rating submission or
//! other programs. A TRF is written only when every value fits its columns (`T052`).

use super::standings::regulation_model;
use crate::cli::args::{TrfArgs, TrfFormat};
use crate::cli::printer::{Printer, Tally};
use crate::cli::{failure, load, write, ExitStatus, Terminal};
use crate::diagnostic::json::JsonDiagnostic;
use crate::diagnostic::Diagnostic;
use crate::vocab::limits::FileKind;
use std::path::Path;

/// The regulation a results file's header names, if the input is a results file.
pub(crate) fn named_regulation(input: &Path, term: Terminal) -> Option<String> {
    if load::results_kind(input) != FileKind::Results {
        return None;
    }
    let limit = term.limits.file_size(FileKind::Results);
    let bytes = load::bytes_with(input, limit).ok()?;
    let limit = usize::try_from(limit).unwrap_or(usize::MAX);
    let name = input.display().to_string();
    let decoded = crate::decode::decode_with_size_limit(&name, &bytes, None, limit).ok()?;
    crate::results::results_file::regulation_reference(&decoded.file)
}

/// How a conversion ended: the exit status, and whether the result was printed.
struct Ended {
    status: ExitStatus,
    printed: bool,
}

/// Runs `trf`: 0 written, 1 the inputs have errors (nothing written), 2 usage or I/O. With
/// `--to json` on standard output, standard output is JSON whatever happens.
pub fn run(args: &TrfArgs, term: Terminal) -> ExitStatus {
    let to_stdout = args.output.as_deref().is_none_or(|p| p == Path::new("-"));
    let mut kept = Vec::new();
    let ended = convert(args, term, &mut kept);
    if args.to == TrfFormat::Json && to_stdout && !ended.printed {
        let message = match ended.status {
            ExitStatus::Findings => "the results have errors; nothing converted",
            _ => "the results could not be converted",
        };
        write::stdout_text(&(crate::cli::json_failure(message, &kept) + "\n"));
    }
    ended.status
}

fn convert(args: &TrfArgs, term: Terminal, kept: &mut Vec<JsonDiagnostic>) -> Ended {
    let stop = |status| Ended { status, printed: false };
    let mut regulation = match &args.regulation {
        Some(path) => match regulation_model(path, term) {
            Ok((_, r)) => Some(r),
            Err(status) => return stop(status),
        },
        None => None,
    };
    // A results file names its regulation in its header; it numbers the players when no
    // `--regulation` is given.
    let mut unreadable = None;
    let mut named = None;
    if regulation.is_none() {
        if let Some(reference) = named_regulation(&args.input, term) {
            let base = args.input.parent().unwrap_or(Path::new("."));
            named = Some(base.join(&reference));
            match regulation_model(&base.join(&reference), term) {
                Ok((_, r)) => regulation = Some(r),
                Err(_) => {
                    unreadable = Some(
                        Diagnostic::error(
                            crate::results::codes::RESULTS_REGULATION_UNREADABLE,
                            format!("the regulation `{reference}` named in the header cannot be read"),
                        )
                        .with_help("correct the path (it is relative to the results file), or pass `--regulation`"),
                    )
                }
            }
        }
    }
    let mut r = match load::results_with(&args.input, regulation.as_ref(), &term.limits) {
        Ok(r) => r,
        Err(msg) => return stop(failure(msg)),
    };
    r.diagnostics.extend(unreadable);
    if let Some(given) = &args.regulation {
        r.diagnostics.extend(super::standings::header_names_another(&args.input, &r, given));
    }
    if args.to != TrfFormat::Json && Tally::of(&r.diagnostics).errors == 0 {
        r.diagnostics.extend(crate::results::trf::unwritable(&r.tournament));
    }
    eprint!("{}", Printer::stderr(term).text(&r.file, &r.diagnostics));
    kept.extend(Printer::stderr(term).json_diagnostics(&r.file, &r.diagnostics));
    if Tally::of(&r.diagnostics).errors > 0 {
        eprintln!("error: the results have errors; nothing written");
        return stop(ExitStatus::Findings);
    }
    let t = &r.tournament;
    let text = match args.to {
        TrfFormat::Trf16 => crate::results::trf::write_trf16(t),
        TrfFormat::Trf26 => crate::results::trf::write_trf26(t),
        TrfFormat::Json => crate::results::json::to_json(t),
    };
    let mut inputs: Vec<&Path> = vec![args.input.as_path()];
    inputs.extend(args.regulation.as_deref());
    inputs.extend(named.as_deref());
    let status = write::output(args.output.as_deref(), text.as_bytes(), &inputs);
    Ended { status, printed: true }
}
