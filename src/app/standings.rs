//! Standings (`reglament standings`): a regulation applied to its results, or a FIDE TRF file
//! with an ordered tie-break list (the file's record 202 when none is given), individual or
//! team, or "why does A rank above B". The standings are data; [`Output::write_to`] and
//! [`Output::document`] make them text, JSON, Markdown or HTML.

use super::load;
use super::{has_errors, About, Inputs, Outcome, Remark, Report, Stop};
use crate::diagnostic::l10n::{localized, tr};
use crate::diagnostic::Diagnostic;
use crate::model::{Lang, Regulation};
use crate::render::standings::standings_view;
use crate::render::{report, Format, Renderer};
use crate::results::input::Input;
use crate::results::Tournament;
use crate::score::edition::Edition;
use crate::score::extras::Extras;
use crate::score::rank::Step;
use crate::score::regulation::{
    apply_regulation, event_of_standings, event_of_team_standings, event_standings, EventStandings,
    RegulationOptions,
};
use crate::score::team::{self, TeamOptions, TeamStandings};
use crate::score::why::Explanation;
use crate::score::{self, codes, ScoreOptions, Standings};
use crate::vocab::limits::Limits;
use crate::vocab::tiebreak::{ListError, TieBreakList};
use std::path::{Path, PathBuf};

/// How the standings are wanted.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Shape {
    /// A table or JSON (`--format text|json`).
    #[default]
    Table,
    /// A document (`--format md|html`): the bulletin's standings tables under the event's title.
    Document,
}

/// What `standings --trf` asks for.
#[derive(Clone, Debug, Default)]
pub struct TrfRequest {
    /// The ordered tie-break list (else the file's record 202).
    pub tiebreaks: Option<TieBreakList>,
    /// The C.07 edition (else the one in force at the start date).
    pub edition: Option<Edition>,
    /// Apply round-robin rules even if the file does not say so.
    pub round_robin: bool,
    /// Tied participants share their rank.
    pub shared_ranks: bool,
    /// Add the players' ratings and norms.
    pub ratings: bool,
    /// Explain how these two are ranked.
    pub why: Option<(u32, u32)>,
    /// The document's language.
    pub lang: Lang,
    /// A table or a document.
    pub shape: Shape,
    /// The run's limits.
    pub limits: Limits,
}

/// Standings computed, in the form they are shown in.
pub enum Output {
    /// An event as a regulation ranks it (or a TRF file, as a document).
    Event {
        /// The regulation, if there is one.
        regulation: Option<Box<Regulation>>,
        /// The results.
        tournament: Tournament,
        /// Every classification.
        standings: EventStandings,
        /// The document's language when there is no regulation.
        lang: Lang,
    },
    /// Individual standings of a TRF file.
    Individual {
        /// The results.
        tournament: Tournament,
        /// The standings.
        standings: Standings,
        /// The players' ratings and norms (`--ratings`).
        extras: Option<Extras>,
    },
    /// Team standings of a TRF file.
    Team {
        /// The results.
        tournament: Tournament,
        /// The standings.
        standings: TeamStandings,
        /// The players' ratings and norms (`--ratings`).
        extras: Option<Extras>,
    },
    /// Why one player ranks above another.
    Why {
        /// The results as ranked (a regulation's point system applied).
        tournament: Tournament,
        /// Criterion by criterion.
        explanation: Explanation,
    },
    /// Why one team ranks above another.
    TeamWhy {
        /// The results.
        tournament: Tournament,
        /// The first team.
        a: u32,
        /// The second team.
        b: u32,
        /// Criterion by criterion.
        steps: Vec<Step>,
    },
}

/// Standings and what they were made from.
pub struct Ranked {
    /// The standings.
    pub output: Output,
    /// The findings of the standings hold an error (they are shown all the same; exit 1).
    pub errors: bool,
    /// The files they were made from (no output is written over them).
    pub inputs: Vec<PathBuf>,
}

impl Output {
    /// The language the text is written in: the one asked for, else the regulation's, else
    /// English.
    pub fn text_lang(&self, asked: Option<Lang>) -> Lang {
        match self {
            Output::Event { regulation: Some(r), .. } => asked.unwrap_or(r.lang),
            _ => asked.unwrap_or(Lang::En),
        }
    }

    /// The standings as text (in `lang`, see [`Output::text_lang`]) or JSON (one line), written
    /// to `w`.
    pub fn write_to(
        &self,
        json: bool,
        lang: Option<Lang>,
        w: &mut dyn std::io::Write,
    ) -> std::io::Result<()> {
        let lang = self.text_lang(lang);
        let ratings = |extras: &Option<Extras>| match extras {
            Some(e) => format!("\n{}", report::extras_text(e, lang)),
            None => String::new(),
        };
        match self {
            Output::Event { standings, .. } if json => {
                w.write_all(&report::json_line(&report::event_json(standings)))
            }
            Output::Event { standings, .. } => {
                w.write_all(report::event_text(standings, lang).as_bytes())
            }
            Output::Individual { standings, extras, .. } if json => {
                report::individual_json(standings).with_extras(extras.as_ref()).write_line(w)
            }
            Output::Individual { standings, extras, .. } => {
                report::write_individual_text(w, standings, lang)?;
                w.write_all(ratings(extras).as_bytes())
            }
            Output::Team { standings, extras, .. } if json => w.write_all(&report::json_line(
                &report::team_json(standings).with_extras(extras.as_ref()),
            )),
            Output::Team { standings, extras, .. } => {
                w.write_all((report::team_text(standings, lang) + &ratings(extras)).as_bytes())
            }
            Output::Why { explanation, .. } if json => {
                w.write_all(&report::json_line(&report::why_json(explanation)))
            }
            Output::Why { tournament, explanation } => {
                w.write_all(report::why_text(explanation, tournament, lang).as_bytes())
            }
            Output::TeamWhy { a, b, steps, .. } if json => {
                w.write_all(&report::json_line(&report::team_why_json(*a, *b, steps)))
            }
            Output::TeamWhy { tournament, a, b, steps } => {
                w.write_all(report::team_why_text(tournament, *a, *b, steps, lang).as_bytes())
            }
        }
    }

    /// The standings as a document (Markdown or print-ready HTML): the bulletin's tables under
    /// the event's title, rendered with the template `standings.*.j2`. `None` for the forms
    /// that are not a document (individual or team tables, explanations).
    pub fn document(
        &self,
        format: Format,
        renderer: &Renderer,
    ) -> Option<Result<Vec<u8>, Diagnostic>> {
        let Output::Event { regulation, tournament, standings, lang } = self else { return None };
        let view = standings_view(regulation.as_deref(), tournament, standings, *lang);
        Some(renderer.render(&format.template_name("standings"), &view).map(String::into_bytes))
    }
}

/// `S005`: an item of a tie-break list that is not a tie-break; `examples` are written ones
/// (`` `BH/C1`, `SB` ``).
pub fn bad_descriptor(e: &ListError, examples: &str) -> Diagnostic {
    use crate::vocab::tiebreak::TieBreakError;
    let item = &e.item;
    localized(|l| {
        let mut message = match &e.error {
            TieBreakError::UnknownCode(_) => tr!(
                l,
                en: "unknown tie-break `{item}`",
                bg: "непознат показател `{item}`",
                uk: "невідомий показник `{item}`"
            ),
            TieBreakError::BadModifier(m) => tr!(
                l,
                en: "unknown tie-break modifier `{m}` in `{item}`",
                bg: "непознат модификатор `{m}` в `{item}`",
                uk: "невідомий модифікатор `{m}` у `{item}`"
            ),
        };
        if let Some(s) = &e.suggestion {
            message.push_str(&tr!(
                l,
                en: "; did you mean `{s}`?",
                bg: "; може би `{s}`?",
                uk: "; можливо, `{s}`?"
            ));
        }
        Diagnostic::error(codes::BAD_TIEBREAK_DESCRIPTOR, message).with_help(tr!(
            l,
            en: "write e.g. {examples}",
            bg: "напишете напр. {examples}",
            uk: "запишіть напр. {examples}"
        ))
    })
}

fn unknown_player(p: u32, players: usize) -> Diagnostic {
    localized(|l| {
        Diagnostic::error(
            codes::UNKNOWN_PLAYER,
            tr!(
                l,
                en: "no player has start number `{p}`",
                bg: "никой състезател няма стартов номер `{p}`",
                uk: "жоден гравець не має стартового номера `{p}`"
            ),
        )
        .with_help(tr!(
            l,
            en: "use a start number from 1 to {players}",
            bg: "използвайте стартов номер от 1 до {players}",
            uk: "використайте стартовий номер від 1 до {players}"
        ))
    })
}

/// The standings of a regulation on its results (`REGFILE --results FILE`).
pub fn of_regulation(
    inputs: &dyn Inputs,
    regulation: &Path,
    results: &Path,
    why: Option<(u32, u32)>,
    limits: &Limits,
    report: &mut dyn Report,
) -> Outcome<Ranked> {
    let reg = load::regulation_model(inputs, regulation, limits, report)?;
    let mut r = load::results(inputs, results, Some(&reg), limits).map_err(Stop::Failed)?;
    r.diagnostics.extend(load::header_names_another(inputs, results, &r, regulation));
    report.findings(About::Results, &r.file, &r.diagnostics);
    if has_errors(&r.diagnostics) {
        report.remark(Remark::ResultsHaveErrors { nothing: super::remark::Nothing::Standings });
        return Err(Stop::Findings);
    }
    let files = vec![regulation.to_path_buf(), results.to_path_buf()];
    if let Some((a, b)) = why {
        let applied = apply_regulation(&reg, &r.tournament);
        for p in [a, b] {
            if applied.player(p).is_none_or(|x| x.missing) {
                let d = unknown_player(p, applied.players.len());
                return Err(super::reported(report, About::Output, &r.file, d));
            }
        }
        let ranking = reg.ranking.clone().unwrap_or_default();
        let list: Vec<_> = ranking
            .tiebreaks
            .iter()
            .map(|tb| crate::vocab::tiebreak::Labelled::canonical(tb.value.clone()))
            .collect();
        let options = ScoreOptions {
            round_robin: Some(applied.is_round_robin()),
            unrated_rating: ranking.unrated_rating.as_ref().map(|u| u.value),
            ..ScoreOptions::default()
        };
        let explanation = score::why::explain(&applied, &list, &options, a, b);
        let output = Output::Why { tournament: applied, explanation };
        return Ok(Ranked { output, errors: false, inputs: files });
    }
    let options = RegulationOptions { edition: None, lots: r.lots.clone() };
    let standings = event_standings(&reg, &r.tournament, &options);
    let mut findings: Vec<Diagnostic> = standings.diagnostics().cloned().collect();
    findings.extend(report::tie_notes(&standings));
    report.findings(About::Standings, &r.file, &findings);
    let lang = reg.lang;
    let output = Output::Event {
        regulation: Some(Box::new(reg)),
        tournament: r.tournament,
        standings,
        lang,
    };
    Ok(Ranked { output, errors: has_errors(&findings), inputs: files })
}

/// The standings of a TRF file with an ordered tie-break list (`--trf FILE`).
pub fn of_trf(
    inputs: &dyn Inputs,
    path: &Path,
    request: &TrfRequest,
    report: &mut dyn Report,
) -> Outcome<Ranked> {
    let r = load::results(inputs, path, None, &request.limits).map_err(Stop::Failed)?;
    report.findings(About::Results, &r.file, &r.diagnostics);
    if has_errors(&r.diagnostics) {
        return Err(Stop::Findings);
    }
    // The reader's findings are reported: nothing below points into the file's text (the later
    // findings name the file or an argument), so its megabytes are freed before the standings
    // are computed, which lowers the peak memory of a large file by more than its size.
    let mut r = r;
    r.file.free_text();
    let files = vec![path.to_path_buf()];
    let t = &r.tournament;
    let written = match &request.tiebreaks {
        Some(list) => Ok(list.clone()),
        None => TieBreakList::from_written(&t.declared_tiebreaks),
    };
    let team = match &written {
        Ok(list) => score::wants_team_standings(t, list),
        Err(_) => !t.teams.is_empty(),
    };
    if team && t.teams.is_empty() {
        let d = localized(|l| {
            Diagnostic::error(
                codes::NO_TEAMS,
                tr!(l, en: "the event has no teams", bg: "турнирът няма отбори", uk: "турнір не має команд"),
            )
            .with_help(tr!(
                l,
                en: "use an individual tie-break list, or a file with `310` or `013` records",
                bg: "използвайте индивидуален списък на показателите или файл със записи `310` или `013`",
                uk: "використайте особистий список показників або файл із записами `310` чи `013`"
            ))
        });
        return Err(super::reported(report, About::Output, &r.file, d));
    }
    let help = if team {
        "`EDE`, `EMGSB/C1`, `BH:MP/C1`, `MPvGP`, `SSSC`"
    } else {
        "`BH/C1`, `SB`, `DE`, `KS/L-1`"
    };
    let list = written
        .map_err(|e| super::reported(report, About::Output, &r.file, bad_descriptor(&e, help)))?;
    if list.is_empty() {
        let example = if team { "EDE,EMGSB/C1,BH:MP/C1" } else { "BH/C1,BH,SB,DE" };
        let d = localized(|l| {
            let score = if team {
                tr!(
                    l,
                    en: "the primary score (match or game points)",
                    bg: "основния резултат (мачови точки или точки от партии)",
                    uk: "основним результатом (командні чи індивідуальні очки)"
                )
            } else {
                tr!(l, en: "points", bg: "точките", uk: "очками")
            };
            Diagnostic::warning(
                codes::NO_TIEBREAK_LIST,
                tr!(
                    l,
                    en: "no tie-break list: `--tiebreaks` is not given and the file has no record 202; ranked by {score} only",
                    bg: "няма списък на показателите: `--tiebreaks` не е даден и файлът няма запис 202; класиране само по {score}",
                    uk: "немає списку показників: `--tiebreaks` не дано, і файл не має запису 202; таблиця лише за {score}"
                ),
            )
            .with_note(tr!(
                l,
                en: "players level on points share a rank range and are reported as unresolved ties",
                bg: "състезателите с равни точки делят място и се съобщават като нерешени равенства",
                uk: "гравці з рівними очками ділять місця, про них повідомляють як про нерозв’язані рівності"
            ))
            .with_help(tr!(
                l,
                en: "pass `--tiebreaks \"{example}\"` or the regulation's list",
                bg: "подайте `--tiebreaks \"{example}\"` или списъка от регламента",
                uk: "подайте `--tiebreaks \"{example}\"` або список із регламенту"
            ))
        });
        report.findings(About::Standings, &r.file, &[d]);
    }
    if !team && list.primary.is_some() {
        // A primary score names a team event's; an individual list cannot start with one.
        let d = bad_descriptor(
            &ListError {
                item: "PTS".to_string(),
                error: crate::vocab::tiebreak::TieBreakError::UnknownCode("PTS".to_string()),
                suggestion: None,
            },
            help,
        );
        return Err(super::reported(report, About::Output, &r.file, d));
    }
    let output = if team {
        team_output(r, &list, request, report)?
    } else {
        individual_output(r, &list, request, report)?
    };
    Ok(Ranked { output, errors: false, inputs: files })
}

/// The standings of a team event of a TRF file (or why one team ranks above another).
fn team_output(
    r: Input,
    list: &TieBreakList,
    request: &TrfRequest,
    report: &mut dyn Report,
) -> Outcome<Output> {
    let t = &r.tournament;
    let options = TeamOptions {
        primary: team::primary_of(list),
        edition: request.edition,
        round_robin: request.round_robin.then_some(true),
        share_ties: request.shared_ranks,
        pab: None,
        unrated_rating: None,
    };
    if let Some((a, b)) = request.why {
        let Some(steps) = team::explain(t, &list.items, &options, a, b) else {
            let missing = if t.teams.iter().any(|x| x.number == a) { b } else { a };
            let d = localized(|l| {
                Diagnostic::error(
                    codes::UNKNOWN_TEAM,
                    tr!(
                        l,
                        en: "no team has number `{missing}`",
                        bg: "никой отбор няма номер `{missing}`",
                        uk: "жодна команда не має номера `{missing}`"
                    ),
                )
                .with_help(tr!(
                    l,
                    en: "use team numbers from the standings",
                    bg: "използвайте номера на отбори от класирането",
                    uk: "використайте номери команд із таблиці"
                ))
            });
            return Err(super::reported(report, About::Output, &r.file, d));
        };
        return Ok(Output::TeamWhy { tournament: r.tournament, a, b, steps });
    }
    let s = team::team_standings_labelled(t, &list.items, &options);
    report.findings(About::Standings, &r.file, &s.notes);
    Ok(if request.shape == Shape::Document {
        let standings = event_of_team_standings(s);
        Output::Event { regulation: None, tournament: r.tournament, standings, lang: request.lang }
    } else {
        let extras = extras_of(t, request);
        Output::Team { tournament: r.tournament, standings: s, extras }
    })
}

/// The standings of an individual event of a TRF file (or why one player ranks above another).
fn individual_output(
    r: Input,
    list: &TieBreakList,
    request: &TrfRequest,
    report: &mut dyn Report,
) -> Outcome<Output> {
    let t = &r.tournament;
    let options = ScoreOptions {
        edition: request.edition,
        round_robin: request.round_robin.then_some(true),
        share_ties: request.shared_ranks,
        unrated_rating: None,
    };
    if let Some((a, b)) = request.why {
        for p in [a, b] {
            if t.player(p).is_none_or(|x| x.missing) {
                let d = unknown_player(p, t.players.len());
                return Err(super::reported(report, About::Output, &r.file, d));
            }
        }
        let explanation = score::why::explain(t, &list.items, &options, a, b);
        return Ok(Output::Why { tournament: r.tournament, explanation });
    }
    let s = score::standings_labelled(t, &list.items, &options);
    report.findings(About::Standings, &r.file, &s.notes);
    Ok(if request.shape == Shape::Document {
        let standings = event_of_standings(t, s);
        Output::Event { regulation: None, tournament: r.tournament, standings, lang: request.lang }
    } else {
        let extras = extras_of(t, request);
        Output::Individual { tournament: r.tournament, standings: s, extras }
    })
}

/// The players' ratings and norms, when asked for (`--ratings`).
fn extras_of(t: &Tournament, request: &TrfRequest) -> Option<Extras> {
    request.ratings.then(|| score::extras::from_results(t, "the TRF file"))
}
