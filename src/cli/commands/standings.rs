//! `reglament standings`: a regulation applied to its results (`REGFILE --results FILE`), or a
//! FIDE TRF file with an ordered tie-break list (`--trf FILE --tiebreaks LIST`), individual or
//! team ([`crate::app::standings`]), as text or JSON, as a document (Markdown or print-ready
//! HTML with the bulletin's standings tables), or "why does A rank above B"; on standard output
//! or into `-o FILE` (atomically, never over an input).

use crate::app::standings::{self, Output, Ranked, Shape, TrfRequest};
use crate::app::About;
use crate::cli::args::{StandingsArgs, StandingsFormat};
use crate::cli::report::Reporter;
use crate::cli::{failure, load, status_of, write, ExitStatus, Terminal};
use crate::render::Format;

/// Runs `standings`: 0 printed, 1 the inputs have errors, 2 usage or I/O. With `--format
/// json`, standard output is JSON whatever happens: the standings, or `{"error": …,
/// "diagnostics": […]}` when they could not be computed.
pub fn run(args: &StandingsArgs, term: Terminal) -> ExitStatus {
    let json = args.format == StandingsFormat::Json;
    // With JSON, what was read is kept for the failure object (the standings' own notes are
    // not: they come with the standings).
    let lang = args.lang.map(crate::cli::args::LangArg::lang);
    let mut report = Reporter::keeping(term, |about| about != About::Standings).in_language(lang);
    let files = load::FileSystem::FILES.with_fide_list(args.fide_list.as_deref());
    let why = args.why.as_deref().and_then(|w| match w {
        [a, b] => Some((*a, *b)),
        _ => None,
    });
    let ranked = match (&args.regulation, &args.trf) {
        (Some(regulation), None) => match &args.results {
            Some(results) => standings::of_regulation(
                &files,
                regulation,
                results,
                why,
                &term.limits,
                &mut report,
            ),
            None => {
                return stopped(
                    json,
                    args,
                    &report,
                    failure("`standings REGFILE` needs `--results FILE` (.rgr, .trf or .pgn)"),
                );
            }
        },
        (None, Some(trf)) => {
            let request = TrfRequest {
                tiebreaks: args.tiebreaks.clone(),
                edition: args.edition,
                round_robin: args.round_robin,
                shared_ranks: args.shared_ranks,
                ratings: args.ratings,
                why,
                lang: lang.unwrap_or(crate::vocab::Lang::En),
                shape: match args.format {
                    StandingsFormat::Markdown | StandingsFormat::Html => Shape::Document,
                    _ => Shape::Table,
                },
                limits: term.limits,
            };
            standings::of_trf(&files, trf, &request, &mut report)
        }
        _ => {
            return stopped(
                json,
                args,
                &report,
                failure("give a regulation and `--results FILE`, or `--trf FILE`"),
            );
        }
    };
    let ranked = match ranked {
        Ok(r) => r,
        Err(stop) => {
            let status = status_of(stop);
            return stopped(json, args, &report, status);
        }
    };
    let status = write(args, &ranked, &mut report, term);
    // The OS frees the whole process at exit: the results (every player and game) and the
    // standings are not freed one allocation at a time.
    std::mem::forget(ranked);
    status
}

/// Writes the standings in the format asked for; the exit status.
fn write(
    args: &StandingsArgs,
    ranked: &Ranked,
    report: &mut Reporter,
    term: Terminal,
) -> ExitStatus {
    let inputs: Vec<&std::path::Path> = ranked.inputs.iter().map(|p| p.as_path()).collect();
    let errors = ExitStatus::findings_if(ranked.errors);
    let format = match args.format {
        StandingsFormat::Html => Some(Format::Html),
        StandingsFormat::Markdown => Some(Format::Markdown),
        _ => None,
    };
    let is_document = matches!(ranked.output, Output::Event { .. });
    let document = format.filter(|_| is_document).and_then(|format| {
        let renderer = match load::renderer(args.templates.as_deref(), &term.limits) {
            Ok(r) => r,
            Err(d) => return Some(Err(d)),
        };
        ranked.output.document(format, &renderer)
    });
    match document {
        Some(Ok(bytes)) => {
            write::output_document(args.output.as_deref(), &bytes, &inputs, true).max(errors)
        }
        Some(Err(d)) => {
            let file = crate::source::SourceFile::new(
                inputs.last().map_or(String::new(), |p| p.display().to_string()),
                "",
                "UTF-8",
            );
            report.one(&file, &d);
            ExitStatus::Failure
        }
        None => {
            let json = args.format == StandingsFormat::Json;
            let output: &Output = &ranked.output;
            let lang = args.lang.map(crate::cli::args::LangArg::lang);
            let produce = |w: &mut dyn std::io::Write| output.write_to(json, lang, w);
            // JSON escapes what a terminal acts on itself; text is neutralised on its way.
            let written = if json {
                write::output_with(args.output.as_deref(), &inputs, produce)
            } else {
                write::output_text_with(args.output.as_deref(), &inputs, produce)
            };
            written.max(errors)
        }
    }
}

/// With `--format json` on standard output, a run that stopped still prints JSON.
fn stopped(json: bool, args: &StandingsArgs, report: &Reporter, status: ExitStatus) -> ExitStatus {
    let to_stdout = args.output.as_deref().is_none_or(|p| p == std::path::Path::new("-"));
    if json && to_stdout {
        let message = match status {
            ExitStatus::Ok => "no standings",
            ExitStatus::Findings => "the inputs have errors; no standings computed",
            ExitStatus::Failure => "the standings could not be computed",
        };
        write::stdout_text(&(crate::cli::json_failure(message, &report.kept) + "\n"));
    }
    status
}
