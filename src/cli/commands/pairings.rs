//! `reglament pairings REGFILE [--results FILE | --lots N,N,…] [--round N]`: the pairings of a
//! round robin round by round, and `pairings --players N [--double]`: the bare Berger table
//! ([`crate::app::pairings`]), as text, Markdown, HTML or JSON.

use crate::app::pairings::{self, Request};
use crate::cli::args::{PairingsArgs, PairingsFormat};
use crate::cli::printer::Printer;
use crate::cli::report::Reporter;
use crate::cli::{failure, load, status_of, write, ExitStatus, Terminal};
use crate::render::Format;

/// Runs `pairings`: 0 written, 1 the inputs have errors, 2 usage or I/O. With `--format json`
/// on standard output, standard output is JSON whatever happens: the pairings, or
/// `{"error": …, "diagnostics": […]}` when they could not be made.
pub fn run(args: &PairingsArgs, term: Terminal) -> ExitStatus {
    let lang = args.lang.map(crate::cli::args::LangArg::lang);
    let mut report = Reporter::keeping(term, |_| true).in_language(lang);
    let made = if let Some(n) = args.players {
        pairings::berger(n, args.double, args.round, lang.unwrap_or(crate::model::Lang::En))
    } else {
        let Some(input) = &args.regulation else {
            let why = "give a regulation (or a results file), or `--players N`";
            return stopped(args, &report, failure(why), Some(why.to_string()));
        };
        let request = Request { lots: args.lots.clone(), round: args.round, limits: term.limits };
        let files = load::FileSystem::FILES;
        pairings::of_event(&files, input, args.results.as_deref(), &request, &mut report)
    };
    let made = match made {
        Ok(m) => m,
        Err(stop) => {
            let why = match &stop {
                crate::app::Stop::Failed(why) => Some(why.clone()),
                _ => None,
            };
            let status = status_of(stop);
            return stopped(args, &report, status, why);
        }
    };
    let bytes = match args.format {
        PairingsFormat::Json => crate::vocab::printable::json_pretty(&made.view)
            .unwrap_or_default()
            .into_bytes()
            .into_iter()
            .chain(*b"\n")
            .collect(),
        format => {
            let format = match format {
                PairingsFormat::Html => Format::Html,
                PairingsFormat::Markdown => Format::Markdown,
                _ => Format::Text,
            };
            let rendered =
                load::renderer(args.templates.as_deref(), &term.limits).and_then(|renderer| {
                    renderer.render(&format.template_name("pairings"), &made.view)
                });
            match rendered {
                Ok(text) => text.into_bytes(),
                Err(d) => {
                    let file = crate::source::SourceFile::new("templates", "", "UTF-8");
                    crate::cli::write::stderr_report(&Printer::human(false).text(&file, &[d]));
                    return ExitStatus::Failure;
                }
            }
        }
    };
    let inputs: Vec<&std::path::Path> = made.inputs.iter().map(|p| p.as_path()).collect();
    write::output_document(args.output.as_deref(), &bytes, &inputs, true)
}

/// With `--format json` on standard output, a run that stopped still prints JSON: the failure
/// and the findings met on the way.
fn stopped(
    args: &PairingsArgs,
    report: &Reporter,
    status: ExitStatus,
    why: Option<String>,
) -> ExitStatus {
    let to_stdout = args.output.as_deref().is_none_or(|p| p == std::path::Path::new("-"));
    if args.format == PairingsFormat::Json && to_stdout {
        let message = why.unwrap_or_else(|| {
            match status {
                ExitStatus::Findings => "the inputs have errors; no pairings made",
                _ => "the pairings could not be made",
            }
            .to_string()
        });
        write::stdout_text(&(crate::cli::json_failure(&message, &report.kept) + "\n"));
    }
    status
}
