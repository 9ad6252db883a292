//! `reglament standings`: a regulation applied to its results (`REGFILE --results FILE`), or a
//! FIDE TRF file with an ordered tie-break list (`--trf FILE --tiebreaks LIST`), individual or
//! team, as text or JSON, as a document (Markdown or print-ready HTML with the bulletin's
//! standings tables), or "why does A rank above B"; on standard output or into `-o FILE`
//! (atomically, never over an input).

use crate::cli::args::{StandingsArgs, StandingsFormat};
use crate::cli::printer::{Printer, Tally};
use crate::cli::{failure, load, write, ExitStatus, Terminal};
use crate::diagnostic::json::JsonDiagnostic;
use crate::diagnostic::Diagnostic;
use crate::model::{Lang, Regulation};
use crate::render::standings::standings_view;
use crate::render::{lang_from_code, report, Format};
use crate::results::Tournament;
use crate::score::regulation::{
    apply_regulation, event_of_standings, event_of_team_standings, event_standings, EventStandings,
    RegulationOptions,
};
use crate::score::team::{self, TeamOptions};
use crate::score::{self, codes, ScoreOptions};
use crate::source::SourceFile;
use crate::Options;

/// Runs `standings`: 0 printed, 1 the inputs have errors, 2 usage or I/O. With `--format
/// json`, standard output is JSON whatever happens: the standings, or `{"error": …,
/// "diagnostics": […]}` when they could not be computed.
pub fn run(args: &StandingsArgs, term: Terminal) -> ExitStatus {
    let json = args.format == StandingsFormat::Json;
    let mut stopped = Stopped { max_shown: term.limits.diagnostics, ..Stopped::default() };
    let status = match (&args.regulation, &args.trf) {
        (Some(regulation), None) => match &args.results {
            Some(results) => with_regulation(args, regulation, results, term, &mut stopped),
            None => failure("`standings REGFILE` needs `--results FILE` (.rgr, .trf or .pgn)"),
        },
        (None, Some(trf)) => from_trf(args, trf, term, &mut stopped),
        _ => failure("give a regulation and `--results FILE`, or `--trf FILE`"),
    };
    let to_stdout = args.output.as_deref().is_none_or(|p| p == std::path::Path::new("-"));
    if json && to_stdout && !stopped.printed {
        let message = match status {
            ExitStatus::Ok => "no standings".to_string(),
            ExitStatus::Findings => "the inputs have errors; no standings computed".to_string(),
            ExitStatus::Failure => "the standings could not be computed".to_string(),
        };
        write::stdout_text(&(crate::cli::json_failure(&message, &stopped.diagnostics) + "\n"));
    }
    status
}

/// What a run printed on standard output, and the findings to give in JSON if it stops early.
#[derive(Default)]
struct Stopped {
    printed: bool,
    diagnostics: Vec<JsonDiagnostic>,
    /// At most the limit of findings per file.
    max_shown: usize,
}

impl Stopped {
    fn keep(&mut self, file: &SourceFile, diagnostics: &[Diagnostic]) {
        let printer = Printer { max_shown: self.max_shown, ..Printer::human(false) };
        self.diagnostics.extend(printer.json_diagnostics(file, diagnostics));
    }

    /// Writes the result to `-o FILE` or standard output.
    fn output(
        &mut self,
        path: Option<&std::path::Path>,
        bytes: &[u8],
        inputs: &[&std::path::Path],
    ) -> ExitStatus {
        self.printed = true;
        write::output(path, bytes, inputs)
    }

    /// Writes what `produce` writes to `-o FILE` or, streamed, to standard output.
    fn output_with(
        &mut self,
        path: Option<&std::path::Path>,
        inputs: &[&std::path::Path],
        produce: impl FnOnce(&mut dyn std::io::Write) -> std::io::Result<()>,
    ) -> ExitStatus {
        self.printed = true;
        write::output_with(path, inputs, produce)
    }
}

/// A regulation file compiled for use by another command: its lowering errors printed, the
/// model if it has none. `Err` holds the exit status: 2 unreadable, 1 with errors.
pub fn regulation_model(
    path: &std::path::Path,
    term: Terminal,
) -> Result<(SourceFile, Regulation), ExitStatus> {
    regulation_model_keeping(path, term, &mut Vec::new())
}

/// [`regulation_model`], keeping the findings as JSON in `kept` too.
fn regulation_model_keeping(
    path: &std::path::Path,
    term: Terminal,
    kept: &mut Vec<JsonDiagnostic>,
) -> Result<(SourceFile, Regulation), ExitStatus> {
    let options = Options { no_checks: true, limits: term.limits, ..Options::default() };
    let c = load::regulation(path, &options).map_err(failure)?;
    eprint!("{}", Printer::stderr(term).text(&c.file, &c.diagnostics));
    kept.extend(Printer::stderr(term).json_diagnostics(&c.file, &c.diagnostics));
    match c.model {
        Some(m) if !c.has_errors() => Ok((c.file, m)),
        _ => Err(ExitStatus::Findings),
    }
}

/// The warning when a results file's header names another regulation than `given`.
pub(crate) fn header_names_another(
    results: &std::path::Path,
    r: &load::Results,
    given: &std::path::Path,
) -> Option<Diagnostic> {
    if load::results_kind(results) != crate::vocab::limits::FileKind::Results {
        return None;
    }
    let named = crate::results::results_file::regulation_reference(&r.file)?;
    let base = results.parent().unwrap_or(std::path::Path::new("."));
    let named_path = base.join(&named);
    let same = match (named_path.canonicalize(), given.canonicalize()) {
        (Ok(a), Ok(b)) => a == b,
        _ => false,
    };
    (!same).then(|| {
        Diagnostic::warning(
            crate::results::codes::RESULTS_NAME_ANOTHER_REGULATION,
            format!(
                "the header names the regulation `{named}`, but `{}` was given",
                given.display()
            ),
        )
        .with_help("check that these are the results of this regulation, or correct the header")
    })
}

fn with_regulation(
    args: &StandingsArgs,
    regulation: &std::path::Path,
    results: &std::path::Path,
    term: Terminal,
    stopped: &mut Stopped,
) -> ExitStatus {
    let (_, reg) = match regulation_model_keeping(regulation, term, &mut stopped.diagnostics) {
        Ok(r) => r,
        Err(status) => return status,
    };
    let mut r = match load::results_with(results, Some(&reg), &term.limits) {
        Ok(r) => r,
        Err(msg) => return failure(msg),
    };
    r.diagnostics.extend(header_names_another(results, &r, regulation));
    let printer = Printer::stderr(term);
    eprint!("{}", printer.text(&r.file, &r.diagnostics));
    stopped.keep(&r.file, &r.diagnostics);
    if Tally::of(&r.diagnostics).errors > 0 {
        eprintln!("error: the results have errors, so no standings are computed");
        return ExitStatus::Findings;
    }
    if let Some(pair) = &args.why {
        let [a, b] = pair.as_slice() else { return failure("`--why` takes two numbers") };
        let applied = apply_regulation(&reg, &r.tournament);
        for p in [*a, *b] {
            if applied.player(p).is_none_or(|x| x.missing) {
                let d = unknown_player(p, applied.players.len());
                eprint!("{}", printer.text(&r.file, std::slice::from_ref(&d)));
                stopped.keep(&r.file, &[d]);
                return ExitStatus::Failure;
            }
        }
        let ranking = reg.ranking.clone().unwrap_or_default();
        let list: Vec<_> = ranking.tiebreaks.iter().map(|tb| tb.value.clone()).collect();
        let labels: Vec<String> = list.iter().map(|tb| tb.to_string()).collect();
        let options = ScoreOptions {
            round_robin: Some(applied.is_round_robin()),
            unrated_rating: ranking.unrated_rating.as_ref().map(|u| u.value),
            ..ScoreOptions::default()
        };
        let e = score::why::explain(&applied, &list, &labels, &options, *a, *b);
        let out = match args.format {
            StandingsFormat::Json => report::json_line(&report::why_json(&e)),
            _ => report::why_text(&e, &applied).into_bytes(),
        };
        return stopped.output(args.output.as_deref(), &out, &[regulation, results]);
    }
    let options = RegulationOptions { edition: None, lots: r.lots.clone() };
    let standings = event_standings(&reg, &r.tournament, &options);
    let mut findings: Vec<Diagnostic> = standings.diagnostics().cloned().collect();
    findings.extend(report::tie_notes(&standings));
    eprint!("{}", printer.text(&r.file, &findings));
    let inputs = ExitStatus::findings_if(Tally::of(&findings).errors > 0);
    let out = match args.format {
        StandingsFormat::Text => report::event_text(&standings).into_bytes(),
        StandingsFormat::Json => report::json_line(&report::event_json(&standings)),
        StandingsFormat::Markdown | StandingsFormat::Html => {
            match document(args, Some(&reg), &r.tournament, &standings, reg.lang, &term.limits) {
                Ok(bytes) => bytes,
                Err(d) => {
                    eprint!("{}", printer.text(&r.file, &[d]));
                    return ExitStatus::Failure;
                }
            }
        }
    };
    stopped.output(args.output.as_deref(), &out, &[regulation, results]).max(inputs)
}

/// The standings as a document (`--format md|html`): the bulletin's tables under the event's
/// title, rendered from the embedded templates or those of `--templates`.
fn document(
    args: &StandingsArgs,
    reg: Option<&Regulation>,
    t: &Tournament,
    standings: &EventStandings,
    lang: Lang,
    limits: &crate::vocab::limits::Limits,
) -> Result<Vec<u8>, Diagnostic> {
    let format = if args.format == StandingsFormat::Html { Format::Html } else { Format::Markdown };
    let renderer = load::renderer(args.templates.as_deref(), limits)?;
    let view = standings_view(reg, t, standings, lang);
    Ok(renderer.render(&format.template_name("standings"), &view)?.into_bytes())
}

fn unknown_player(p: u32, players: usize) -> Diagnostic {
    Diagnostic::error(codes::UNKNOWN_PLAYER, format!("no player has start number `{p}`"))
        .with_help(format!("use a start number from 1 to {players}"))
}

fn from_trf(
    args: &StandingsArgs,
    path: &std::path::Path,
    term: Terminal,
    stopped: &mut Stopped,
) -> ExitStatus {
    let r = match load::results_with(path, None, &term.limits) {
        Ok(r) => r,
        Err(msg) => return failure(msg),
    };
    let printer = Printer::stderr(term);
    eprint!("{}", printer.text(&r.file, &r.diagnostics));
    stopped.keep(&r.file, &r.diagnostics);
    if Tally::of(&r.diagnostics).errors > 0 {
        return ExitStatus::Findings;
    }
    // The reader's findings are printed: nothing below points into the file's text (the later
    // findings name the file or an argument), so its megabytes are freed before the standings
    // are computed, which lowers the peak memory of a large file by more than its size.
    let mut r = r;
    r.file.free_text();
    let t = &r.tournament;
    let mut written = match &args.tiebreaks {
        Some(list) => score::split_list(list),
        None => t.declared_tiebreaks.clone(),
    };
    let team = score::wants_team_standings(t, &written);
    if team && t.teams.is_empty() {
        let d = Diagnostic::error(codes::NO_TEAMS, "the event has no teams")
            .with_help("use an individual tie-break list, or a file with `310` or `013` records");
        eprint!("{}", printer.text(&r.file, std::slice::from_ref(&d)));
        stopped.keep(&r.file, &[d]);
        return ExitStatus::Failure;
    }
    let primary = if team { team::take_primary(&mut written) } else { None };
    let example = if team { "EDE,EMGSB/C1,BH:MP/C1" } else { "BH/C1,BH,SB,DE" };
    if written.is_empty() {
        let score = if team { "the primary score (match or game points)" } else { "points" };
        let d = Diagnostic::warning(
            codes::NO_TIEBREAK_LIST,
            format!("no tie-break list: `--tiebreaks` is not given and the file has no record 202; ranked by {score} only"),
        )
        .with_note("players level on points share a rank range and are reported as unresolved ties")
        .with_help(format!("pass `--tiebreaks \"{example}\"` or the regulation's list"));
        eprint!("{}", printer.text(&r.file, &[d]));
    }
    let help = if team {
        "write e.g. `EDE`, `EMGSB/C1`, `BH:MP/C1`, `MPvGP`, `SSSC`"
    } else {
        "write e.g. `BH/C1`, `SB`, `DE`, `KS/L-1`"
    };
    let list = match score::parse_tiebreaks(&written, help) {
        Ok(l) => l,
        Err(d) => {
            eprint!("{}", printer.text(&r.file, std::slice::from_ref(&d)));
            stopped.keep(&r.file, &[d]);
            return ExitStatus::Failure;
        }
    };
    let round_robin = if args.round_robin { Some(true) } else { None };
    let json = args.format == StandingsFormat::Json;
    let as_document = matches!(args.format, StandingsFormat::Markdown | StandingsFormat::Html);
    let Some(lang) = lang_from_code(&args.lang) else {
        return failure(format!("unknown language `{}` (bg, uk, en)", args.lang));
    };
    let document_of = |event: EventStandings| -> Result<String, ExitStatus> {
        match document(args, None, t, &event, lang, &term.limits) {
            Ok(bytes) => Ok(String::from_utf8_lossy(&bytes).into_owned()),
            Err(d) => {
                eprint!("{}", printer.text(&r.file, &[d]));
                Err(ExitStatus::Failure)
            }
        }
    };
    let out = if team {
        let options = TeamOptions {
            primary: primary.flatten(),
            edition: args.edition,
            round_robin,
            share_ties: args.shared_ranks,
            pab: None,
            unrated_rating: None,
        };
        if let Some([a, b]) = args.why.as_deref() {
            let Some(steps) = team::explain(t, &list, &written, &options, *a, *b) else {
                let missing = if t.teams.iter().any(|x| x.number == *a) { b } else { a };
                let d = Diagnostic::error(
                    codes::UNKNOWN_TEAM,
                    format!("no team has number `{missing}`"),
                )
                .with_help("use team numbers from the standings");
                eprint!("{}", printer.text(&r.file, std::slice::from_ref(&d)));
                stopped.keep(&r.file, &[d]);
                return ExitStatus::Failure;
            };
            if json {
                report::json_line(&report::team_why_json(*a, *b, &steps))
            } else {
                report::team_why_text(t, *a, *b, &steps).into_bytes()
            }
        } else {
            let s = team::team_standings_labelled(t, &list, &written, &options);
            eprint!("{}", printer.text(&r.file, &s.notes));
            if as_document {
                match document_of(event_of_team_standings(s, &written)) {
                    Ok(text) => text.into_bytes(),
                    Err(status) => return status,
                }
            } else if json {
                let extras = args.ratings.then(|| extras(t));
                report::json_line(&report::team_json(&s, &written).with_extras(extras.as_ref()))
            } else {
                (report::team_text(&s, &written) + &ratings_text(t, args)).into_bytes()
            }
        }
    } else {
        let options = ScoreOptions {
            edition: args.edition,
            round_robin,
            share_ties: args.shared_ranks,
            unrated_rating: None,
        };
        if let Some([a, b]) = args.why.as_deref() {
            for p in [*a, *b] {
                if t.player(p).is_none_or(|x| x.missing) {
                    let d = unknown_player(p, t.players.len());
                    eprint!("{}", printer.text(&r.file, std::slice::from_ref(&d)));
                    stopped.keep(&r.file, &[d]);
                    return ExitStatus::Failure;
                }
            }
            let e = score::why::explain(t, &list, &written, &options, *a, *b);
            if json {
                report::json_line(&report::why_json(&e))
            } else {
                report::why_text(&e, t).into_bytes()
            }
        } else {
            let s = score::standings_labelled(t, &list, &written, &options);
            eprint!("{}", printer.text(&r.file, &s.notes));
            if as_document {
                match document_of(event_of_standings(t, s, &written)) {
                    Ok(text) => text.into_bytes(),
                    Err(status) => return status,
                }
            } else {
                let status = if json {
                    let extras = args.ratings.then(|| extras(t));
                    let report = report::individual_json(&s, &written).with_extras(extras.as_ref());
                    stopped.output_with(args.output.as_deref(), &[path], |w| report.write_line(w))
                } else {
                    stopped.output_with(args.output.as_deref(), &[path], |w| {
                        report::write_individual_text(w, &s, &written)?;
                        w.write_all(ratings_text(t, args).as_bytes())
                    })
                };
                // The standings and the tournament are freed by the OS at exit, not one by one.
                std::mem::forget(s);
                std::mem::forget(r);
                return status;
            }
        }
    };
    let status = stopped.output(args.output.as_deref(), &out, &[path]);
    // The OS frees the whole process at exit: the results (the file's text, every player and
    // game) are not freed one allocation at a time.
    std::mem::forget(r);
    status
}

fn extras(t: &Tournament) -> score::extras::Extras {
    score::extras::from_results(t, "the TRF file")
}

/// The section "Norms and ratings" when `--ratings` is given.
fn ratings_text(t: &Tournament, args: &StandingsArgs) -> String {
    if args.ratings {
        format!("\n{}", report::extras_text(&extras(t)))
    } else {
        String::new()
    }
}
