//! `reglament trf RESULTS --to trf16|trf26|json`: results converted for rating submission or
//! other programs ([`crate::app::convert`]). A TRF is written only when every value fits its
//! columns (`T052`).

use crate::app::{convert, About};
use crate::cli::args::{TrfArgs, TrfFormat};
use crate::cli::report::Reporter;
use crate::cli::{load, status_of, write, ExitStatus, Terminal};
use std::path::Path;

/// Runs `trf`: 0 written, 1 the inputs have errors (nothing written), 2 usage or I/O. With
/// `--to json` on standard output, standard output is JSON whatever happens.
pub fn run(args: &TrfArgs, term: Terminal) -> ExitStatus {
    let to_stdout = args.output.as_deref().is_none_or(|p| p == Path::new("-"));
    let lang = args.lang.map(crate::cli::args::LangArg::lang);
    let mut report = Reporter::keeping(term, |about| about == About::Results).in_language(lang);
    let converted = convert::results(
        &load::FileSystem::FILES.with_fide_list(args.fide_list.as_deref()),
        &args.input,
        args.regulation.as_deref(),
        args.to.into(),
        args.draft,
        &term.limits,
        &mut report,
    );
    match converted {
        Ok(c) => {
            let inputs: Vec<&Path> = c.inputs.iter().map(|p| p.as_path()).collect();
            write::output_text(args.output.as_deref(), &c.text, &inputs)
        }
        Err(stop) => {
            let findings = stop == crate::app::Stop::Findings;
            let status = status_of(stop);
            if args.to == TrfFormat::Json && to_stdout {
                let message = if findings {
                    "the results have errors; nothing converted"
                } else {
                    "the results could not be converted"
                };
                write::stdout_text(&(crate::cli::json_failure(message, &report.kept) + "\n"));
            }
            status
        }
    }
}
