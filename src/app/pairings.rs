//! The pairings of a round robin (`reglament pairings`), round by round (individual or team,
//! single or double with the Annex 1 swap, the bye of an odd number), with colours and board
//! numbers, in the regulation's language; or the bare Berger table of `n` players.
//!
//! Where the drawn numbers come from, first that applies: the ones given; the results file's
//! `lots`; the one numbering of the Berger table the results' games follow (`S102`'s inference);
//! the participant list's own numbers (the document says so).

use super::load;
use super::{has_errors, About, Inputs, Outcome, Remark, Report, Stop};
use crate::model::{Competitors, Format as System, Lang, Regulation};
use crate::render::pairings::{pairings_view, Numbers, PairingsInput, PairingsView, Participant};
use crate::results::round_robin::{drawn_schedule, DrawnRound};
use crate::results::Tournament;
use crate::source::SourceFile;
use crate::vocab::limits::Limits;
use std::path::{Path, PathBuf};

/// What `pairings` asks for.
#[derive(Clone, Debug, Default)]
pub struct Request {
    /// The drawn numbers given (`--lots`): the table number of participant 1, 2, ….
    pub lots: Vec<u32>,
    /// Only this round.
    pub round: Option<u32>,
    /// The run's limits.
    pub limits: Limits,
}

/// Pairings, ready to be written.
pub struct Pairings {
    /// What the templates render (and JSON shows).
    pub view: PairingsView,
    /// The files they were made from (no output is written over them).
    pub inputs: Vec<PathBuf>,
}

/// What the pairings are made from.
struct Source {
    regulation: Option<Regulation>,
    participants: Vec<Participant>,
    lots: Vec<u32>,
    double: bool,
    teams: bool,
    numbers: Numbers,
}

/// The bare Berger table for `n` players (single or double), in a language.
pub fn berger(n: u32, double: bool, round: Option<u32>, lang: Lang) -> Outcome<Pairings> {
    let participants: Vec<Participant> =
        (1..=n).map(|number| Participant { number, name: String::new(), rating: None }).collect();
    let source = Source {
        regulation: None,
        participants,
        lots: Vec::new(),
        double,
        teams: false,
        numbers: Numbers::Bare,
    };
    produce(&source, lang, round, Vec::new(), &mut super::Kept::default())
}

/// The pairings of a regulation's round robin (or of the regulation a results file names, when
/// `input` is a results file), from the drawn numbers of `results` or of the request.
pub fn of_event(
    inputs: &dyn Inputs,
    input: &Path,
    results: Option<&Path>,
    request: &Request,
    report: &mut dyn Report,
) -> Outcome<Pairings> {
    let limits = &request.limits;
    // A results file given in place of the regulation: its header names the regulation.
    let (regulation_path, results_path): (PathBuf, Option<PathBuf>) =
        if load::is_results_file(input) {
            let Some(reference) = load::named_regulation(inputs, input, limits) else {
                return Err(Stop::failed(format!(
                    "`{}` names no regulation in its header; give the regulation and `--results`",
                    input.display()
                )));
            };
            (load::beside(input, &reference), Some(input.to_path_buf()))
        } else {
            (input.to_path_buf(), results.map(Path::to_path_buf))
        };
    let reg = load::regulation_model(inputs, &regulation_path, limits, report)?;
    let Some(system) = &reg.system else {
        return Err(Stop::failed(
            "the regulation states no system: pairings are made for round robins",
        ));
    };
    let Some(format) = &system.format else {
        return Err(Stop::failed(
            "the regulation states no pairing system: pairings are made for round robins",
        ));
    };
    let double = match format.value {
        System::RoundRobin => false,
        System::DoubleRoundRobin => true,
        System::Swiss => {
            return Err(Stop::failed(
                "the regulation's system is Swiss: its pairings are made round by round by the pairing program, not by the Berger table",
            ))
        }
    };
    let teams = system.competitors == Competitors::Team;
    let mut source = match &results_path {
        Some(path) => {
            let r = load::results(inputs, path, Some(&reg), limits).map_err(Stop::Failed)?;
            report.findings(About::Results, &r.file, &r.diagnostics);
            if has_errors(&r.diagnostics) {
                report.remark(Remark::ResultsHaveErrors {
                    nothing: super::remark::Nothing::Pairings,
                });
                return Err(Stop::Findings);
            }
            from_results(&reg, &r.tournament, r.lots, teams, double, report)
        }
        None => from_regulation(&reg, teams, double),
    };
    if !request.lots.is_empty() {
        source.lots = request.lots.clone();
        source.numbers = Numbers::Drawn;
    }
    let mut files = vec![regulation_path];
    files.extend(results_path);
    let lang = reg.lang;
    source.regulation = Some(reg);
    produce(&source, lang, request.round, files, report)
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
    }
}

/// The participants of the results, with the drawn numbers the file gives or the games follow.
fn from_results(
    reg: &Regulation,
    t: &Tournament,
    lots: Vec<u32>,
    teams: bool,
    double: bool,
    report: &mut dyn Report,
) -> Source {
    let participants: Vec<Participant> = if teams {
        t.teams
            .iter()
            .map(|x| Participant { number: x.number, name: x.name.clone(), rating: None })
            .collect()
    } else {
        t.listed()
            .map(|p| Participant { number: p.start, name: p.name.to_string(), rating: p.rating })
            .collect()
    };
    let mut source =
        Source { regulation: None, participants, lots, double, teams, numbers: Numbers::Drawn };
    if source.lots.is_empty() {
        let applied = crate::score::regulation::apply_regulation(reg, t);
        let found = (!teams).then(|| crate::score::regulation::infer_lots(&applied)).flatten();
        match found {
            Some(lots) => {
                report.remark(Remark::LotsInferred(lots.clone()));
                source.lots = lots;
            }
            None => {
                report.remark(Remark::ListNumbersUsed);
                source.numbers = Numbers::List;
            }
        }
    }
    source
}

/// The rounds and their view.
fn produce(
    source: &Source,
    lang: Lang,
    round: Option<u32>,
    inputs: Vec<PathBuf>,
    report: &mut dyn Report,
) -> Outcome<Pairings> {
    let n = source.participants.len() as u32;
    if n < 2 {
        return Err(Stop::failed(
            "the regulation lists no participants (nor states their number): give `--results FILE`, or `--players N` for the bare table",
        ));
    }
    let consecutive = source.participants.iter().enumerate().all(|(i, p)| p.number == i as u32 + 1);
    if !consecutive {
        return Err(Stop::failed(
            "the participants are not numbered 1, 2, …, n: the Berger table needs consecutive numbers",
        ));
    }
    let rounds = match drawn_schedule(n, source.double, &source.lots) {
        Ok(r) => r,
        Err(d) => {
            let name = inputs.first().map_or("pairings".to_string(), |p| p.display().to_string());
            let file = SourceFile::new(name, "", "UTF-8");
            report.findings(About::Output, &file, &[d]);
            return Err(Stop::Findings);
        }
    };
    let shown: Vec<DrawnRound> = match round {
        Some(r) if r == 0 || r as usize > rounds.len() => {
            return Err(Stop::failed(format!(
                "there is no round {r}: the round robin has {} rounds",
                rounds.len()
            )))
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
        notes: Vec::new(),
    });
    Ok(Pairings { view, inputs })
}
