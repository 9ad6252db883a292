//! `reglament bulletin REGFILE --results FILE`: the results bulletin of an event as HTML (print,
//! A4), Markdown, text or PDF; or `bulletin --trf FILE --tiebreaks LIST` for an arbiter who has
//! only the TRF file. The regulation passes the same gate as `render`: with errors, a bulletin
//! only with `--draft`, marked on every page.

use super::render::{gate, produce, Gate};
use crate::cli::args::BulletinArgs;
use crate::cli::load::{self, Results};
use crate::cli::printer::{Printer, Tally};
use crate::cli::{failure, write, ExitStatus, Terminal};
use crate::diagnostic::Diagnostic;
use crate::model::{Competitors, Format as Pairing, Lang, Ranking, Regulation, System};
use crate::render::bulletin::{bulletin_document, BulletinView};
use crate::render::lang_from_code;
use crate::source::{Span, Spanned};
use crate::Options;

/// The bulletin's view of a regulation on its results, and the findings of the standings (the
/// schedule checks, the engine's notes, the ties left).
pub(crate) fn view(reg: &Regulation, r: &Results, draft: bool) -> (BulletinView, Vec<Diagnostic>) {
    bulletin_document(reg, &r.tournament, &r.lots, draft)
}

/// A regulation standing for a TRF file alone: its name, dates and pairing system, the tie-break
/// list given (or the file's record 202), the document's language.
fn regulation_of_trf(
    r: &Results,
    tiebreaks: &[crate::vocab::tiebreak::TieBreak],
    lang: Lang,
) -> Regulation {
    let t = &r.tournament;
    let span = Span::new(0, 0);
    let format = match t.pairing {
        crate::results::Pairing::RoundRobin => Pairing::RoundRobin,
        crate::results::Pairing::DoubleRoundRobin => Pairing::DoubleRoundRobin,
        _ => Pairing::Swiss,
    };
    let mut reg = Regulation { lang, ..Regulation::default() };
    reg.title = Spanned::new(t.name.trim().to_string(), span);
    if !t.city.trim().is_empty() {
        reg.event.venue = Some(Spanned::new(t.city.trim().to_string(), span));
    }
    if let (Some(a), b) = (t.start_date, t.end_date) {
        reg.event.dates = Some(Spanned::new((a, b.unwrap_or(a)), span));
    }
    reg.system = Some(System {
        competitors: if t.teams.is_empty() { Competitors::Individual } else { Competitors::Team },
        format: Spanned::new(format, span),
        rounds: (t.rounds > 0).then(|| Spanned::new(t.rounds, span)),
        lots: None,
        software: None,
        span,
    });
    reg.ranking = Some(Ranking {
        tiebreaks: tiebreaks.iter().map(|tb| Spanned::new(tb.clone(), span)).collect(),
        ..Ranking::default()
    });
    reg
}

/// Runs `bulletin`: 0 written, 1 the inputs have errors, 2 usage, template, browser or file
/// system.
pub fn run(args: &BulletinArgs, term: Terminal) -> ExitStatus {
    let printer = Printer::stderr(term);
    let (reg, r, draft, inputs) = match (&args.trf, &args.regulation, &args.results) {
        (Some(trf), _, _) => {
            let Some(lang) = lang_from_code(&args.lang) else {
                return failure(format!("unknown language `{}` (bg, uk, en)", args.lang));
            };
            let r = match load::results_with(trf, None, &term.limits) {
                Ok(r) => r,
                Err(msg) => return failure(msg),
            };
            eprint!("{}", printer.text(&r.file, &r.diagnostics));
            if Tally::of(&r.diagnostics).errors > 0 {
                eprintln!("error: the TRF file has errors, so no bulletin is rendered");
                return ExitStatus::Findings;
            }
            let written = match &args.tiebreaks {
                Some(list) => crate::score::split_list(list),
                None => r.tournament.declared_tiebreaks.clone(),
            };
            let list = match crate::score::parse_tiebreaks(&written, "write e.g. `DE,SB,WIN,KS`") {
                Ok(l) => l,
                Err(d) => {
                    eprint!("{}", printer.text(&r.file, &[d]));
                    return ExitStatus::Failure;
                }
            };
            let reg = regulation_of_trf(&r, &list, lang);
            (reg, r, args.publish.draft, vec![trf.clone()])
        }
        (None, Some(regulation), Some(results)) => {
            let options = Options { limits: term.limits, ..Options::default() };
            let compiled = match load::regulation(regulation, &options) {
                Ok(c) => c,
                Err(msg) => return failure(msg),
            };
            eprint!("{}", printer.text(&compiled.file, &compiled.diagnostics));
            let draft = match gate(&compiled, args.publish.draft) {
                Gate::Publish => false,
                Gate::Draft => true,
                Gate::Refuse(d) => {
                    eprint!("{}", printer.text(&compiled.file, &[d]));
                    return ExitStatus::Findings;
                }
            };
            let Some(reg) = compiled.model else { return ExitStatus::Findings };
            let mut r = match load::results_with(results, Some(&reg), &term.limits) {
                Ok(r) => r,
                Err(msg) => return failure(msg),
            };
            r.diagnostics.extend(super::standings::header_names_another(results, &r, regulation));
            eprint!("{}", printer.text(&r.file, &r.diagnostics));
            if Tally::of(&r.diagnostics).errors > 0 {
                eprintln!("error: the results have errors, so no bulletin is rendered");
                return ExitStatus::Findings;
            }
            (reg, r, draft, vec![regulation.clone(), results.clone()])
        }
        _ => return failure("give a regulation and `--results FILE`, or `--trf FILE`"),
    };
    let (view, findings) = view(&reg, &r, draft);
    eprint!("{}", printer.text(&r.file, &findings));
    if Tally::of(&findings).errors > 0 {
        eprintln!("error: the standings have errors, so no bulletin is rendered");
        return ExitStatus::Findings;
    }
    let renderer = match load::renderer(args.templates.as_deref(), &term.limits) {
        Ok(r) => r,
        Err(d) => {
            eprint!("{}", printer.text(&r.file, &[d]));
            return ExitStatus::Failure;
        }
    };
    let produced = produce(
        &renderer,
        "bulletin",
        &view,
        args.format,
        args.output_encoding.into(),
        &args.publish,
    );
    let (bytes, warnings) = match produced {
        Ok(x) => x,
        Err(d) => {
            eprint!("{}", printer.text(&r.file, &[d]));
            return ExitStatus::Failure;
        }
    };
    eprint!("{}", printer.text(&r.file, &warnings));
    if draft {
        eprintln!("note: rendered as a draft: every page is marked “{}”", view.labels.draft);
    }
    let templates = load::template_files(args.templates.as_deref());
    let mut inputs: Vec<&std::path::Path> = inputs.iter().map(|p| p.as_path()).collect();
    inputs.extend(templates.iter().map(|p| p.as_path()));
    write::output(args.output.as_deref(), &bytes, &inputs)
}
