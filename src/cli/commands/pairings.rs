//! `reglament pairings REGFILE [--results FILE | --lots N,N,…] [--round N]`: the pairings of a
//! round robin round by round (individual or team, single or double with the Annex 1 swap, the
//! bye of an odd number), with colours and board numbers, in the regulation's language; and
//! `pairings --players N [--double]`: the bare Berger table.
//!
//! Where the drawn numbers come from, first that applies: `--lots`; the results file's `lots`;
//! the one numbering of the Berger table the results' games follow (`S102`'s inference); the
//! participant list's own numbers (the document says so).

use super::standings::regulation_model;
use super::trf::named_regulation;
use crate::cli::args::{PairingsArgs, PairingsFormat};
use crate::cli::printer::{Printer, Tally};
use crate::cli::{failure, load, write, ExitStatus, Terminal};
use crate::model::{Competitors, Format as System, Lang, Regulation};
use crate::render::pairings::{pairings_view, Numbers, PairingsInput, Participant};
use crate::render::{lang_from_code, Format};
use crate::results::round_robin::{drawn_schedule, DrawnRound};
use crate::results::Tournament;
use std::path::{Path, PathBuf};

/// Runs `pairings`: 0 written, 1 the inputs have errors, 2 usage or I/O.
pub fn run(args: &PairingsArgs, term: Terminal) -> ExitStatus {
    let Some(lang) = lang_from_code(&args.lang) else {
        return failure(format!("unknown language `{}` (bg, uk, en)", args.lang));
    };
    if let Some(n) = args.players {
        let participants: Vec<Participant> = (1..=n)
            .map(|number| Participant { number, name: String::new(), rating: None })
            .collect();
        let source = Source {
            regulation: None,
            participants,
            lots: Vec::new(),
            double: args.double,
            teams: false,
            numbers: Numbers::Bare,
            notes: Vec::new(),
        };
        return produce(args, &source, lang, &[], term);
    }
    let Some(input) = &args.regulation else {
        return failure("give a regulation (or a results file), or `--players N`");
    };
    // A results file given in place of the regulation: its header names the regulation.
    let (regulation_path, results_path): (PathBuf, Option<PathBuf>) =
        if input.extension().and_then(|e| e.to_str()) == Some(load::RESULTS_EXTENSION) {
            let Some(reference) = named_regulation(input, term) else {
                return failure(format!(
                    "`{}` names no regulation in its header; give the regulation and `--results`",
                    input.display()
                ));
            };
            let base = input.parent().unwrap_or(Path::new("."));
            (base.join(reference), Some(input.clone()))
        } else {
            (input.clone(), args.results.clone())
        };
    let (_, reg) = match regulation_model(&regulation_path, term) {
        Ok(r) => r,
        Err(status) => return status,
    };
    let Some(system) = &reg.system else {
        return failure("the regulation states no system: pairings are made for round robins");
    };
    let double = match system.format.value {
        System::RoundRobin => false,
        System::DoubleRoundRobin => true,
        System::Swiss => {
            return failure(
                "the regulation's system is Swiss: its pairings are made round by round by the pairing program, not by the Berger table",
            )
        }
    };
    let teams = system.competitors == Competitors::Team;
    let mut source = match &results_path {
        Some(path) => {
            let r = match load::results_with(path, Some(&reg), &term.limits) {
                Ok(r) => r,
                Err(msg) => return failure(msg),
            };
            let printer = Printer::stderr(term);
            eprint!("{}", printer.text(&r.file, &r.diagnostics));
            if Tally::of(&r.diagnostics).errors > 0 {
                eprintln!("error: the results have errors, so no pairings are printed");
                return ExitStatus::Findings;
            }
            from_results(&reg, &r.tournament, r.lots, teams, double)
        }
        None => from_regulation(&reg, teams, double),
    };
    if !args.lots.is_empty() {
        source.lots = args.lots.clone();
        source.numbers = Numbers::Drawn;
        source.notes.clear();
    }
    let mut inputs: Vec<&Path> = vec![regulation_path.as_path()];
    if let Some(p) = &results_path {
        inputs.push(p);
    }
    source.regulation = Some(reg.clone());
    produce(args, &source, reg.lang, &inputs, term)
}

/// What the pairings are made from.
struct Source {
    regulation: Option<Regulation>,
    participants: Vec<Participant>,
    lots: Vec<u32>,
    double: bool,
    teams: bool,
    numbers: Numbers,
    notes: Vec<String>,
}

/// The participant list of the regulation, numbered as it numbers them.
fn from_regulation(reg: &Regulation, teams: bool, double: bool) -> Source {
    let mut participants: Vec<Participant> = if teams {
        reg.teams
            .iter()
            .flat_map(|t| t.list.iter())
            .map(|t| Participant {
                number: t.number.value,
                name: match &t.city {
                    Some(city) => format!("{} ({})", t.name.value, city.value),
                    None => t.name.value.clone(),
                },
                rating: None,
            })
            .collect()
    } else {
        reg.players
            .iter()
            .flat_map(|p| p.list.iter())
            .map(|p| Participant {
                number: p.number.value,
                name: p.name.value.clone(),
                rating: p.rating.as_ref().map(|r| r.value),
            })
            .collect()
    };
    // Only a number stated, no list: the table of that many numbers, under the event's title.
    let stated = if teams {
        reg.teams.as_ref().and_then(|t| t.stated.as_ref())
    } else {
        reg.players.as_ref().and_then(|p| p.stated.as_ref())
    };
    if participants.is_empty() {
        if let Some(n) = stated {
            participants = (1..=n.value)
                .map(|number| Participant { number, name: String::new(), rating: None })
                .collect();
        }
    }
    Source {
        regulation: None,
        participants,
        lots: Vec::new(),
        double,
        teams,
        numbers: Numbers::List,
        notes: Vec::new(),
    }
}

/// The participants of the results, with the drawn numbers the file gives or the games follow.
fn from_results(
    reg: &Regulation,
    t: &Tournament,
    lots: Vec<u32>,
    teams: bool,
    double: bool,
) -> Source {
    let participants: Vec<Participant> = if teams {
        t.teams
            .iter()
            .map(|x| Participant { number: x.number, name: x.name.clone(), rating: None })
            .collect()
    } else {
        t.listed()
            .map(|p| Participant { number: p.start, name: p.name.clone(), rating: p.rating })
            .collect()
    };
    let mut source = Source {
        regulation: None,
        participants,
        lots,
        double,
        teams,
        numbers: Numbers::Drawn,
        notes: Vec::new(),
    };
    if source.lots.is_empty() {
        let applied = crate::score::regulation::apply_regulation(reg, t);
        let found = (!teams).then(|| crate::score::regulation::infer_lots(&applied)).flatten();
        match found {
            Some(lots) => {
                let shown: Vec<String> = lots.iter().map(u32::to_string).collect();
                eprintln!(
                    "note: the results give no drawn numbers (`lots`); the games follow the Berger table with {}",
                    shown.join(" ")
                );
                source.lots = lots;
            }
            None => {
                eprintln!("note: the results give no drawn numbers (`lots`); the participant list's numbers are used");
                source.numbers = Numbers::List;
            }
        }
    }
    source
}

/// The rounds, the view, the document: written to `-o` or standard output.
fn produce(
    args: &PairingsArgs,
    source: &Source,
    lang: Lang,
    inputs: &[&Path],
    term: Terminal,
) -> ExitStatus {
    let n = source.participants.len() as u32;
    if n < 2 {
        return failure(
            "the regulation lists no participants (nor states their number): give `--results FILE`, or `--players N` for the bare table",
        );
    }
    let consecutive = source.participants.iter().enumerate().all(|(i, p)| p.number == i as u32 + 1);
    if !consecutive {
        return failure("the participants are not numbered 1, 2, …, n: the Berger table needs consecutive numbers");
    }
    let rounds = match drawn_schedule(n, source.double, &source.lots) {
        Ok(r) => r,
        Err(d) => {
            let name = inputs.first().map_or("pairings".to_string(), |p| p.display().to_string());
            let file = crate::source::SourceFile::new(name, "", "UTF-8");
            eprint!("{}", Printer::human(false).text(&file, &[d]));
            return ExitStatus::Findings;
        }
    };
    let shown: Vec<DrawnRound> = match args.round {
        Some(r) if r == 0 || r as usize > rounds.len() => {
            return failure(format!(
                "there is no round {r}: the round robin has {} rounds",
                rounds.len()
            ))
        }
        Some(r) => vec![rounds[r as usize - 1].clone()],
        None => rounds.clone(),
    };
    let cycle = source.double.then_some(rounds.len() as u32 / 2);
    let view = pairings_view(&PairingsInput {
        regulation: source.regulation.as_ref(),
        lang,
        participants: &source.participants,
        tables: &source.lots,
        rounds: &shown,
        cycle,
        teams: source.teams,
        numbers: source.numbers,
        notes: source.notes.clone(),
    });
    let bytes = match args.format {
        PairingsFormat::Json => serde_json::to_string_pretty(&view)
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
            let renderer = match load::renderer(args.templates.as_deref(), &term.limits) {
                Ok(r) => r,
                Err(d) => return template_failure(d),
            };
            match renderer.render(&format.template_name("pairings"), &view) {
                Ok(text) => text.into_bytes(),
                Err(d) => return template_failure(d),
            }
        }
    };
    write::output(args.output.as_deref(), &bytes, inputs)
}

fn template_failure(d: crate::diagnostic::Diagnostic) -> ExitStatus {
    let file = crate::source::SourceFile::new("templates", "", "UTF-8");
    eprint!("{}", Printer::human(false).text(&file, &[d]));
    ExitStatus::Failure
}
