//! `reglament trf RESULTS --to trf16|trf26|json`: results converted for rating submission or
//! other programs.

use super::standings::regulation_model;
use crate::cli::args::{TrfArgs, TrfFormat};
use crate::cli::printer::{Printer, Tally};
use crate::cli::{failure, load, write, ExitStatus, Terminal};
use crate::diagnostic::Diagnostic;
use std::path::Path;

/// The regulation a results file's header names, if the input is a results file.
pub(crate) fn named_regulation(input: &Path) -> Option<String> {
    if input.extension().and_then(|e| e.to_str()) != Some(load::RESULTS_EXTENSION) {
        return None;
    }
    let bytes = load::bytes(input).ok()?;
    let decoded = crate::decode::decode(&input.display().to_string(), &bytes, None).ok()?;
    crate::results::results_file::regulation_reference(&decoded.file)
}

/// Runs `trf`: 0 written, 1 the inputs have errors (nothing written), 2 usage or I/O.
pub fn run(args: &TrfArgs, term: Terminal) -> ExitStatus {
    let mut regulation = match &args.regulation {
        Some(path) => match regulation_model(path, term) {
            Ok((_, r)) => Some(r),
            Err(status) => return status,
        },
        None => None,
    };
    // A results file names its regulation in its header; it numbers the players when no
    // `--regulation` is given.
    let mut unreadable = None;
    if regulation.is_none() {
        if let Some(reference) = named_regulation(&args.input) {
            let base = args.input.parent().unwrap_or(Path::new("."));
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
    let mut r = match load::results(&args.input, regulation.as_ref()) {
        Ok(r) => r,
        Err(msg) => return failure(msg),
    };
    r.diagnostics.extend(unreadable);
    eprint!("{}", Printer::human(term.color_stderr).text(&r.file, &r.diagnostics));
    if Tally::of(&r.diagnostics).errors > 0 {
        eprintln!("error: the results have errors; nothing written");
        return ExitStatus::Findings;
    }
    let t = &r.tournament;
    let text = match args.to {
        TrfFormat::Trf16 => crate::results::trf::write_trf16(t),
        TrfFormat::Trf26 => crate::results::trf::write_trf26(t),
        TrfFormat::Json => crate::results::json::to_json(t),
    };
    let mut inputs: Vec<&Path> = vec![args.input.as_path()];
    if let Some(reg) = &args.regulation {
        inputs.push(reg.as_path());
    }
    write::output(args.output.as_deref(), text.as_bytes(), &inputs)
}
