//! `reglament bulletin REGFILE --results FILE`: the results bulletin of an event as HTML (print,
//! A4), Markdown, text or PDF; or `bulletin --trf FILE --tiebreaks LIST` for an arbiter who has
//! only the TRF file ([`crate::app::bulletin`]).

use crate::app::{bulletin, publish};
use crate::cli::args::BulletinArgs;
use crate::cli::report::Reporter;
use crate::cli::{failure, load, pdf, status_of, write, ExitStatus, Terminal};

/// Runs `bulletin`: 0 written, 1 the inputs have errors, 2 usage, template, browser or file
/// system.
pub fn run(args: &BulletinArgs, term: Terminal) -> ExitStatus {
    let mut report = Reporter::stderr(term);
    let files = load::FileSystem::FILES.with_fide_list(args.fide_list.as_deref());
    let draft = args.publish.draft;
    let made = match (&args.trf, &args.regulation, &args.results) {
        (Some(trf), _, _) => bulletin::of_trf(
            &files,
            trf,
            args.tiebreaks.as_ref(),
            args.lang.lang(),
            draft,
            &term.limits,
            &mut report,
        ),
        (None, Some(regulation), Some(results)) => {
            bulletin::of_regulation(&files, regulation, results, draft, &term.limits, &mut report)
        }
        _ => return failure("give a regulation and `--results FILE`, or `--trf FILE`"),
    };
    let made = match made {
        Ok(b) => b,
        Err(stop) => return status_of(stop),
    };
    let renderer = match load::renderer(args.templates.as_deref(), &term.limits) {
        Ok(r) => r,
        Err(d) => {
            report.one(&made.file, &d);
            return ExitStatus::Failure;
        }
    };
    let browser = pdf::Browser {
        chosen: args.publish.browser.clone(),
        lang: crate::vocab::Lang::from_code(&made.view.lang).unwrap_or_default(),
    };
    let bytes = match publish::document(
        &made.file,
        "bulletin",
        &made.view,
        made.draft.then_some(made.view.labels.draft),
        &renderer,
        args.format.into(),
        args.output_encoding.into(),
        &browser,
        &mut report,
    ) {
        Ok(b) => b,
        Err(stop) => return status_of(stop),
    };
    let templates = load::template_files(args.templates.as_deref());
    let mut inputs: Vec<&std::path::Path> = made.inputs.iter().map(|p| p.as_path()).collect();
    inputs.extend(templates.iter().map(|p| p.as_path()));
    let text = args.format != crate::cli::args::DocumentFormat::Pdf
        && args.output_encoding == crate::cli::args::OutputEncodingArg::Utf8;
    write::output_document(args.output.as_deref(), &bytes, &inputs, text)
}
