//! `reglament bulletin REGFILE --results FILE`: the results bulletin of an event as HTML (print,
//! A4), Markdown or text.

use super::standings::regulation_model;
use crate::cli::args::BulletinArgs;
use crate::cli::load::{self, Results};
use crate::cli::printer::{Printer, Tally};
use crate::cli::{failure, write, ExitStatus, Terminal};
use crate::diagnostic::Diagnostic;
use crate::model::Regulation;
use crate::render::bulletin::{bulletin_view, BulletinView};
use crate::render::{encode, report, Format, Renderer};
use crate::score::regulation::{event_standings, RegulationOptions};

/// The bulletin's view of a regulation on its results, and the findings of the standings (the
/// schedule checks, the engine's notes, the ties left).
pub(crate) fn view(reg: &Regulation, r: &Results) -> (BulletinView, Vec<Diagnostic>) {
    let options = RegulationOptions { edition: None, lots: r.lots.clone() };
    let standings = event_standings(reg, &r.tournament, &options);
    let mut findings: Vec<Diagnostic> = standings.diagnostics().cloned().collect();
    findings.extend(report::tie_notes(&standings));
    (bulletin_view(reg, &r.tournament, &standings), findings)
}

/// Runs `bulletin`: 0 written, 1 the inputs have errors, 2 usage, template or file system.
pub fn run(args: &BulletinArgs, term: Terminal) -> ExitStatus {
    let (_, reg) = match regulation_model(&args.regulation, term) {
        Ok(r) => r,
        Err(status) => return status,
    };
    let r = match load::results(&args.results, Some(&reg)) {
        Ok(r) => r,
        Err(msg) => return failure(msg),
    };
    let printer = Printer::human(term.color_stderr);
    eprint!("{}", printer.text(&r.file, &r.diagnostics));
    if Tally::of(&r.diagnostics).errors > 0 {
        eprintln!("error: the results have errors, so no bulletin is rendered");
        return ExitStatus::Findings;
    }
    let (view, findings) = view(&reg, &r);
    eprint!("{}", printer.text(&r.file, &findings));
    let renderer = match load::templates(args.templates.as_deref()).and_then(|t| Renderer::new(&t))
    {
        Ok(r) => r,
        Err(d) => {
            eprint!("{}", printer.text(&r.file, &[d]));
            return ExitStatus::Failure;
        }
    };
    let format = Format::from(args.format);
    let text = match renderer.render(&format.template_name("bulletin"), &view) {
        Ok(t) => t,
        Err(d) => {
            eprint!("{}", printer.text(&r.file, &[d]));
            return ExitStatus::Failure;
        }
    };
    let (bytes, warnings) = encode(&text, format, args.output_encoding.into());
    eprint!("{}", printer.text(&r.file, &warnings));
    let inputs = [args.regulation.as_path(), args.results.as_path()];
    write::output(args.output.as_deref(), &bytes, &inputs)
}
