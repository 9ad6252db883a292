//! A regulation applied to results: the regulation's point system, its ordered tie-break list,
//! its round-robin flag and the C.07 edition in force at the event's start; ties the list leaves
//! are reported with what the regulation prescribes for them (play-off between whom, in which
//! stages and time controls; Armageddon; lots; shared places).

use super::decisions;
use super::edition::Edition;
use super::extras::{facts_from_results, options_for, player_extras, Extras, PlayerFacts};
use super::team::{team_standings_labelled, Primary, TeamOptions, TeamStandings};
use super::{standings_labelled, ScoreOptions, Standings};
use crate::diagnostic::l10n::{localized, tr};
use crate::diagnostic::Diagnostic;
use crate::model::{Competitors, Format, PlayoffStage, Regulation, TieResolution};
use crate::results::{
    DecisionMethod, Game, MatchPointSystem, Outcome, Pairing, Player, PointSystem,
    RecordedDecision, Tournament,
};
use crate::vocab::points::Points;
use crate::vocab::tiebreak::{Labelled, TieBreak};
use serde::Serialize;
use std::collections::BTreeMap;

/// How to apply a regulation.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RegulationOptions {
    /// Override the edition (default: the one in force at the event's start date).
    pub edition: Option<Edition>,
    /// Drawn table numbers (the table number of start number 1, 2, …); empty = unknown.
    pub lots: Vec<u32>,
}

/// What the regulation prescribes for a tie its list leaves. Data only: `render` words it in
/// the document's language.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum TieDecision {
    /// A play-off: the stages that apply to a group of this size, in order.
    Playoff {
        /// The stages, as the regulation states them.
        stages: Vec<PlayoffStage>,
        /// Minutes after the last round it starts, if stated.
        starts_after_minutes: Option<u32>,
    },
    /// An Armageddon game, with the stage that gives its format if the regulation has one.
    Armageddon {
        /// The stage describing it.
        format: Option<PlayoffStage>,
    },
    /// Drawing of lots; `stated` is false when the regulation says nothing and C.07 Art. 4.2
    /// applies.
    Lots {
        /// The regulation prescribes it itself.
        stated: bool,
    },
    /// The tied participants share the place.
    Shared,
}

/// A tie left after the whole list, with what decides it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct UnresolvedTie {
    /// Start numbers of the tied participants (team numbers in team standings).
    pub players: Vec<u32>,
    /// Their names, in the same order.
    pub names: Vec<String>,
    /// First and last place they occupy.
    pub places: (u32, u32),
    /// What the regulation prescribes.
    pub decision: TieDecision,
    /// How it was decided, when the results record it (`decided`): the rows then hold the
    /// places in the recorded order.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub outcome: Option<RecordedDecision>,
}

impl TieDecision {
    /// The method a recorded outcome should name; `None` for shared places.
    fn method(&self) -> Option<DecisionMethod> {
        match self {
            TieDecision::Playoff { .. } => Some(DecisionMethod::Playoff),
            TieDecision::Armageddon { .. } => Some(DecisionMethod::Armageddon),
            TieDecision::Lots { .. } => Some(DecisionMethod::Lots),
            TieDecision::Shared => None,
        }
    }
}

/// Applies the outcomes recorded for classification `board` to its ties and rows.
fn record_outcomes<R: Clone>(
    decisions: &[RecordedDecision],
    board: Option<u32>,
    ties: &mut [UnresolvedTie],
    rows: &mut [R],
    start: impl Fn(&R) -> u32,
    set_rank: impl Fn(&mut R, u32),
    diagnostics: &mut Vec<Diagnostic>,
) {
    let groups: Vec<decisions::Group<'_>> = ties
        .iter()
        .map(|t| decisions::Group {
            players: &t.players,
            places: t.places,
            prescribed: t.decision.method(),
        })
        .collect();
    let applied = decisions::apply(decisions, board, &groups, rows, start, set_rank, diagnostics);
    for (tie, outcome) in ties.iter_mut().zip(applied) {
        tie.outcome = outcome;
    }
}

/// Standings computed as a regulation prescribes.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct RegulationStandings {
    /// What is classified (`main`, `board 1`, …).
    pub classification: String,
    /// The standings (ranks shared only when the regulation says `when-tied shared`).
    pub standings: Standings,
    /// The tie-break list as the regulation writes it.
    pub labels: Vec<String>,
    /// The point system applied.
    pub points: PointSystem,
    /// Ties left, with their decision.
    pub ties: Vec<UnresolvedTie>,
    /// Findings: schedule checks, notes from the engine.
    pub diagnostics: Vec<Diagnostic>,
    /// Per-player ratings and norms (main classification; empty for board classifications).
    pub extras: Extras,
}

fn stage_fits(s: &PlayoffStage, size: u32) -> bool {
    match s.players {
        None => true,
        Some((k, or_more)) => size == k || (or_more && size >= k),
    }
}

/// What `when_tied` and `stages` prescribe for a group of `size`.
pub fn decision_for(
    when_tied: &[TieResolution],
    stages: &[PlayoffStage],
    starts_after: Option<u32>,
    size: u32,
) -> TieDecision {
    for w in when_tied {
        match w {
            TieResolution::Playoff => {
                let fitting: Vec<PlayoffStage> =
                    stages.iter().filter(|s| stage_fits(s, size)).cloned().collect();
                if !fitting.is_empty() || when_tied.len() == 1 {
                    return TieDecision::Playoff {
                        stages: fitting,
                        starts_after_minutes: starts_after,
                    };
                }
            }
            TieResolution::Armageddon => {
                let format = stages.iter().find(|s| s.armageddon).cloned();
                return TieDecision::Armageddon { format };
            }
            TieResolution::Lots => return TieDecision::Lots { stated: true },
            TieResolution::Shared => return TieDecision::Shared,
        }
    }
    TieDecision::Lots { stated: false }
}

/// The drawn numbers (table number of start number 1, 2, …) under which the round robin's
/// pairings are exactly those of the Berger table, colours aside; among several, the one with
/// the fewest colour differences. `None` when no numbering fits (or the results are incomplete
/// so that some player's number cannot be found).
pub fn infer_lots(t: &Tournament) -> Option<Vec<u32>> {
    let n = t.players.len() as u32;
    if !(2..=crate::results::round_robin::MAX_PARTICIPANTS).contains(&n) {
        return None;
    }
    let big = n + n % 2;
    let table = crate::vocab::berger::schedule(big, t.pairing == Pairing::DoubleRoundRobin);
    let rounds = (t.rounds as usize).min(table.len());
    let partner = |k: u32, r: usize| -> Option<u32> {
        table.get(r)?.iter().find_map(|&(w, b)| {
            if w == k {
                Some(b)
            } else if b == k {
                Some(w)
            } else {
                None
            }
        })
    };
    let opponent = |p: u32, r: usize| -> Option<u32> {
        t.player(p)?.games.iter().find(|g| g.round as usize == r + 1)?.opponent
    };
    let mut best: Option<(usize, Vec<u32>)> = None;
    'first: for k in 1..=big {
        let mut lots = vec![0u32; n as usize];
        let mut used = vec![false; big as usize + 1];
        lots[0] = k;
        used[k as usize] = true;
        let mut queue = vec![1u32];
        while let Some(p) = queue.pop() {
            let kp = lots[p as usize - 1];
            for r in 0..rounds {
                let (Some(o), Some(ko)) = (opponent(p, r), partner(kp, r)) else { continue };
                if o == 0 || o > n {
                    return None;
                }
                let slot = &mut lots[o as usize - 1];
                if *slot == 0 {
                    if used[ko as usize] {
                        continue 'first;
                    }
                    *slot = ko;
                    used[ko as usize] = true;
                    queue.push(o);
                } else if *slot != ko {
                    continue 'first;
                }
            }
        }
        if lots.contains(&0) {
            continue;
        }
        let differences = crate::results::round_robin::check_against_schedule(t, &lots).len();
        if best.as_ref().is_none_or(|(d, _)| differences < *d) {
            best = Some((differences, lots));
        }
    }
    best.map(|(_, lots)| lots)
}

/// `S103`: the regulation lists no tie-breaks.
fn no_tiebreaks() -> Diagnostic {
    localized(|l| {
        Diagnostic::warning(
            crate::score::codes::REGULATION_WITHOUT_TIEBREAKS,
            tr!(
                l,
                en: "the regulation lists no tie-breaks",
                bg: "регламентът не изброява допълнителни показатели",
                uk: "регламент не перелічує додаткових показників"
            ),
        )
        .with_help(tr!(
            l,
            en: "write `tiebreaks …` in the regulation's `ranking` block",
            bg: "напишете `показатели …` в блока `класиране` на регламента",
            uk: "напишіть `показники …` у блоці `класифікація` регламенту"
        ))
    })
}

/// A warning when the results were played outside the regulation's dates.
fn date_check(reg: &Regulation, t: &Tournament) -> Vec<Diagnostic> {
    let (Some(dates), Some(start)) = (reg.event.dates.as_ref(), t.start_date) else {
        return Vec::new();
    };
    let (from, to) = dates.value;
    let end = t.end_date.unwrap_or(start);
    if start >= from && end <= to {
        return Vec::new();
    }
    let edition = Edition::for_date(start);
    vec![localized(|l| {
        let edition = edition.words(l);
        Diagnostic::warning(
            crate::score::codes::RESULTS_OUTSIDE_REGULATION_DATES,
            tr!(
                l,
                en: "the games were played {start}..{end}, outside the regulation's dates {from}..{to}",
                bg: "партиите са играни {start}..{end}, извън датите на регламента {from}..{to}",
                uk: "партії зіграно {start}..{end}, поза датами регламенту {from}..{to}"
            ),
        )
        .with_note(tr!(
            l,
            en: "the C.07 edition is chosen by the games' start date {start}: {edition}",
            bg: "изданието на C.07 се избира по началната дата на партиите {start}: {edition}",
            uk: "редакцію C.07 обирають за датою початку партій {start}: {edition}"
        ))
        .with_help(tr!(
            l,
            en: "correct the regulation's dates, or check that the results are of this event",
            bg: "поправете датите в регламента или проверете дали резултатите са от този турнир",
            uk: "виправте дати регламенту або перевірте, чи результати з цього турніру"
        ))
    })]
}

/// The start date the edition is chosen by: the results' own, else the regulation's.
fn start_date(reg: &Regulation, t: &Tournament) -> Option<jiff::civil::Date> {
    t.start_date.or_else(|| reg.event.dates.as_ref().map(|d| d.value.0))
}

/// The results as the regulation scores them: its point system, its pairing system, and its
/// start date when the results carry none.
pub fn apply_regulation(reg: &Regulation, t: &Tournament) -> Tournament {
    let mut t = t.clone();
    if let Some(p) = reg.ranking.as_ref().and_then(|r| r.game_points.as_ref()) {
        t.points = PointSystem { win: p.value.0, draw: p.value.1, loss: p.value.2 };
    }
    if let Some(format) = reg.system.as_ref().and_then(|s| s.format.as_ref()) {
        t.pairing = match format.value {
            Format::RoundRobin => Pairing::RoundRobin,
            Format::DoubleRoundRobin => Pairing::DoubleRoundRobin,
            Format::Swiss => Pairing::Swiss,
        };
    }
    if t.start_date.is_none() {
        t.start_date = start_date(reg, &t);
    }
    t
}

/// Applies the regulation's main classification to the results.
pub fn regulation_standings(
    reg: &Regulation,
    t: &Tournament,
    options: &RegulationOptions,
) -> RegulationStandings {
    let mut diagnostics = date_check(reg, t);
    let t = apply_regulation(reg, t);
    let ranking = reg.ranking.clone().unwrap_or_default();
    if let Some(system) = &reg.system {
        if system.competitors == Competitors::Team {
            diagnostics.push(localized(|l| {
                Diagnostic::note_level(
                    crate::score::codes::TEAM_EVENT_NOTE,
                    tr!(
                        l,
                        en: "the regulation is for teams, but these players are ranked individually",
                        bg: "регламентът е за отбори, но тези състезатели се класират индивидуално",
                        uk: "регламент для команд, але цих гравців ранжують особисто"
                    ),
                )
                .with_note(tr!(
                    l,
                    en: "the main classification of a team event is the team standings",
                    bg: "основното класиране на отборен турнир е отборното",
                    uk: "основна таблиця командного турніру — командна"
                ))
                .with_help(tr!(
                    l,
                    en: "give results with the teams and their matches for the team standings",
                    bg: "дайте резултати с отборите и срещите им за отборното класиране",
                    uk: "дайте результати з командами та їхніми матчами для командної таблиці"
                ))
            }));
        }
        schedule_checks(&t, system.rounds.as_ref().map(|r| r.value), &mut diagnostics);
    }
    if ranking.tiebreaks.is_empty() {
        diagnostics.push(no_tiebreaks());
    }
    let any_game = t.players.iter().any(|p| p.games.iter().any(|g| g.opponent.is_some()));
    if t.is_round_robin() && t.teams.is_empty() && any_game {
        if !options.lots.is_empty() {
            diagnostics
                .extend(crate::results::round_robin::check_against_schedule(&t, &options.lots));
        } else if let Some(lots) = infer_lots(&t) {
            let found = crate::results::round_robin::check_against_schedule(&t, &lots);
            let shown: Vec<String> =
                lots.iter().enumerate().map(|(i, l)| format!("{}→{l}", i + 1)).collect();
            let (shown, differences) = (shown.join(" "), found.len());
            diagnostics.push(localized(|l| {
                Diagnostic::note_level(
                    crate::score::codes::BERGER_LOTS_NOT_GIVEN,
                    tr!(
                        l,
                        en: "the drawn pairing numbers are not given: pairings not checked against drawn lots",
                        bg: "изтеглените номера не са дадени: двойките не са проверени спрямо жребия",
                        uk: "витягнутих номерів не дано: пари не перевірено щодо жеребу"
                    ),
                )
                .with_note(tr!(
                    l,
                    en: "the pairings fit the Berger table with the numbers (start→table) {shown}; with them, {differences} colour or round differences",
                    bg: "двойките пасват на таблицата на Бергер с номерата (стартов→от таблицата) {shown}; с тях разликите в цвят или кръг са {differences}",
                    uk: "пари пасують до таблиці Бергера з номерами (стартовий→у таблиці) {shown}; з ними різниць у кольорі чи турі: {differences}"
                ))
                .with_help(tr!(
                    l,
                    en: "add `lots N N …` to the results file to check the real draw",
                    bg: "добавете `жребий N N …` във файла с резултати, за да се провери истинският жребий",
                    uk: "додайте `жеребкування N N …` у файл результатів, щоб перевірити справжній жереб"
                ))
            }));
            diagnostics.extend(found);
        } else {
            diagnostics.push(localized(|l| {
                Diagnostic::warning(
                    crate::score::codes::PAIRINGS_FIT_NO_BERGER_TABLE,
                    tr!(
                        l,
                        en: "the pairings fit no numbering of the Berger table",
                        bg: "двойките не пасват на никоя номерация на таблицата на Бергер",
                        uk: "пари не пасують до жодної нумерації таблиці Бергера"
                    ),
                )
                .with_help(tr!(
                    l,
                    en: "check the rounds of the games; add `lots N N …` to find the differences",
                    bg: "проверете кръговете на партиите; добавете `жребий N N …`, за да намерите разликите",
                    uk: "перевірте тури партій; додайте `жеребкування N N …`, щоб знайти різниці"
                ))
            }));
        }
    }
    let list: Vec<TieBreak> = ranking.tiebreaks.iter().map(|s| s.value.clone()).collect();
    let when: Vec<TieResolution> = ranking.when_tied.iter().map(|w| w.value.clone()).collect();
    let starts = ranking.playoff_start_minutes.as_ref().map(|m| m.value);
    let unrated = ranking.unrated_rating.as_ref().map(|u| u.value);
    let mut s = classify(
        "main",
        &t,
        (&list, unrated),
        &when,
        &ranking.playoff,
        starts,
        options,
        diagnostics,
    );
    s.extras = regulation_extras(reg, &t);
    s
}

/// What the regulation's player list says about each player of the results (matched by name, as
/// the results readers match them): title and birth year; the results' own title, birth date and
/// federation fill the gaps (a club is not taken for a federation unless it is a three-letter
/// FIDE code).
pub fn regulation_facts(reg: &Regulation, t: &Tournament) -> Vec<PlayerFacts> {
    let own = facts_from_results(t);
    let list = reg.players.as_ref().map_or(&[][..], |p| p.list.as_slice());
    t.players
        .iter()
        .zip(own)
        .map(|(p, mut f)| {
            let named = crate::results::listed::candidates(&p.name, list);
            if let [listed] = named.as_slice() {
                if let Some(title) = &listed.title {
                    f.title = Some(title.value);
                }
                if let Some(born) = &listed.born {
                    f.born = Some(born.value);
                }
            }
            f
        })
        .collect()
}

/// Per-player extras of a regulation's event (ratings from the results, titles and births from
/// the regulation's list).
pub fn regulation_extras(reg: &Regulation, t: &Tournament) -> Extras {
    let facts = regulation_facts(reg, t);
    let source = if reg.players.as_ref().is_none_or(|p| p.list.is_empty()) {
        "the results (the regulation lists no players)"
    } else {
        "the regulation's player list or the results"
    };
    let mut options = options_for(t, &facts, source);
    options.national_championship = reg.is_national_championship();
    let mut extras = player_extras(t, &facts, &options);
    extras.notes.extend(claimed_norm_notes(reg, &extras));
    extras
}

/// One note per norm the regulation states with its points and games: what B.01 asks at the
/// averages the players actually met over that many games.
fn claimed_norm_notes(reg: &Regulation, extras: &Extras) -> Vec<super::extras::Note> {
    let mut notes = Vec::new();
    for claim in &reg.claims.norms {
        let (Some(points), Some(games)) = (&claim.points, &claim.games) else { continue };
        let Some(req) = crate::vocab::fide::norms::requirements(claim.title.value) else {
            continue;
        };
        let checks: Vec<&super::extras::NormCheck> = extras
            .players
            .iter()
            .flat_map(|p| p.norms.iter())
            .filter(|n| n.title == claim.title.value && n.games == games.value)
            .collect();
        let averages: Vec<u32> = checks.iter().filter_map(|n| n.average).collect();
        let (Some(lo), Some(hi)) = (averages.iter().min(), averages.iter().max()) else {
            continue;
        };
        let needed: Vec<Points> = averages
            .iter()
            .filter_map(|ra| crate::vocab::fide::norms::points_needed(&req, *ra, games.value))
            .collect();
        let range = match (needed.iter().min(), needed.iter().max()) {
            (Some(a), Some(b)) if a == b => Some((*a, *b)),
            (Some(a), Some(b)) => Some((*a, *b)),
            _ => None,
        };
        let (title, claimed, n) = (claim.title.value, points.value, games.value);
        notes.push(super::extras::Note(crate::vocab::lang::ByLang::from_fn(|l| {
            use crate::diagnostic::l10n::tr;
            let shown = match range {
                Some((a, b)) if a == b => a.to_string(),
                Some((a, b)) => tr!(l, en: "{a} to {b}", bg: "от {a} до {b}", uk: "від {a} до {b}"),
                None => tr!(
                    l,
                    en: "no score (the averages are below the minimum)",
                    bg: "никакъв резултат (средните рейтинги са под минимума)",
                    uk: "жодного результату (середні рейтинги нижчі за мінімум)"
                ),
            };
            tr!(
                l,
                en: "the regulation states a {title:?} norm of {claimed} points from {n} games; B.01 asks {shown} at the players' averages {lo}–{hi}",
                bg: "регламентът посочва норма {title:?} от {claimed} точки от {n} партии; B.01 изисква {shown} при средните рейтинги на противниците {lo}–{hi}",
                uk: "положення вказує норму {title:?} — {claimed} очок з {n} партій; B.01 вимагає {shown} за середніх рейтингів суперників {lo}–{hi}"
            )
        })));
    }
    notes
}

#[allow(clippy::too_many_arguments)]
fn classify(
    classification: &str,
    t: &Tournament,
    (list, unrated): (&[TieBreak], Option<u32>),
    when: &[TieResolution],
    stages: &[PlayoffStage],
    starts: Option<u32>,
    options: &RegulationOptions,
    mut diagnostics: Vec<Diagnostic>,
) -> RegulationStandings {
    let list: Vec<Labelled> = list.iter().cloned().map(Labelled::canonical).collect();
    let share = when.first() == Some(&TieResolution::Shared);
    let score_options = ScoreOptions {
        edition: options.edition,
        round_robin: Some(t.is_round_robin()),
        share_ties: share,
        unrated_rating: unrated,
    };
    let mut standings = standings_labelled(t, &list, &score_options);
    diagnostics.extend(standings.notes.iter().cloned());
    let mut ties = Vec::new();
    let any_game = t.players.iter().any(|p| !p.games.is_empty());
    let groups: Vec<Vec<u32>> = if !any_game {
        // Nothing played yet: no tie to decide.
        Vec::new()
    } else if share {
        // Shared places: every group of equal rank.
        let mut by_rank: BTreeMap<u32, Vec<u32>> = BTreeMap::new();
        for r in standings.rows.iter().filter(|r| r.rank_to > r.rank) {
            by_rank.entry(r.rank).or_default().push(r.start);
        }
        by_rank.into_values().collect()
    } else {
        standings.unresolved.clone()
    };
    for g in groups {
        let first = g.first().and_then(|p| standings.row(*p));
        let places = first.map_or((0, 0), |r| (r.rank, r.rank_to));
        let decision = decision_for(when, stages, starts, g.len() as u32);
        let names: Vec<String> = g
            .iter()
            .map(|p| t.player(*p).map(|x| x.name.to_string()).unwrap_or_default())
            .collect();
        ties.push(UnresolvedTie { players: g, names, places, decision, outcome: None });
    }
    // The main classification's recorded outcomes (a board's are applied by `board_standings`
    // once its rows carry the event's start numbers).
    if classification == "main" {
        record_outcomes(
            &t.decisions,
            None,
            &mut ties,
            &mut standings.rows,
            |r| r.start,
            |r, k| (r.rank, r.rank_to) = (k, k),
            &mut diagnostics,
        );
    }
    RegulationStandings {
        classification: classification.to_string(),
        labels: standings.labels.clone(),
        standings,
        points: t.points,
        ties,
        diagnostics,
        extras: Extras::default(),
    }
}

/// Games per round and number of rounds against the regulation's system.
fn schedule_checks(t: &Tournament, stated_rounds: Option<u32>, out: &mut Vec<Diagnostic>) {
    let played = t.players.iter().flat_map(|p| p.games.iter().map(|g| g.round)).max().unwrap_or(0);
    if let Some(stated) = stated_rounds {
        if played > stated {
            out.push(localized(|l| {
                Diagnostic::warning(
                    crate::score::codes::RESULTS_DO_NOT_FIT_REGULATION_SCHEDULE,
                    tr!(
                        l,
                        en: "results reach round {played}; the regulation has {stated} rounds",
                        bg: "резултатите стигат до кръг {played}; регламентът има {stated} кръга",
                        uk: "результати сягають туру {played}; регламент має турів: {stated}"
                    ),
                )
                .with_help(tr!(
                    l,
                    en: "correct the round numbers or the regulation",
                    bg: "поправете номерата на кръговете или регламента",
                    uk: "виправте номери турів або регламент"
                ))
            }));
        } else if played < stated {
            out.push(localized(|l| {
                Diagnostic::warning(
                    crate::score::codes::RESULTS_DO_NOT_FIT_REGULATION_SCHEDULE,
                    tr!(
                        l,
                        en: "results stop at round {played} of {stated}: the standings are not final",
                        bg: "резултатите спират на кръг {played} от {stated}: класирането не е окончателно",
                        uk: "результати закінчуються на турі {played} з {stated}: таблиця не остаточна"
                    ),
                )
                .with_help(tr!(
                    l,
                    en: "add the results of the remaining rounds",
                    bg: "добавете резултатите от оставащите кръгове",
                    uk: "додайте результати решти турів"
                ))
            }));
        }
    }
    if t.is_round_robin() && t.teams.is_empty() {
        let expected = t.players.len() / 2;
        // Players with a game in each round, counted in one pass (not rounds × players × games).
        let mut paired: std::collections::BTreeMap<u32, usize> = Default::default();
        for p in &t.players {
            let mut rounds: Vec<u32> =
                p.games.iter().filter(|g| g.opponent.is_some()).map(|g| g.round).collect();
            rounds.sort_unstable();
            rounds.dedup();
            for r in rounds {
                *paired.entry(r).or_default() += 1;
            }
        }
        // `played` is within the limit on rounds (`results::limits`) for every command.
        for round in 1..=played {
            let games = paired.get(&round).copied().unwrap_or(0) / 2;
            if games != expected {
                let players = t.players.len();
                out.push(localized(|l| {
                    Diagnostic::warning(
                        crate::score::codes::RESULTS_DO_NOT_FIT_REGULATION_SCHEDULE,
                        tr!(
                            l,
                            en: "round {round} has {games} games; a round robin of {players} players has {expected}",
                            bg: "кръг {round} има {games} партии; кръгов турнир с {players} състезатели има {expected}",
                            uk: "тур {round} має партій: {games}; коловий турнір на {players} гравців має {expected}"
                        ),
                    )
                    .with_help(tr!(
                        l,
                        en: "add the missing games (forfeits included) or correct the round",
                        bg: "добавете липсващите партии (и служебните) или поправете кръга",
                        uk: "додайте пропущені партії (і без гри) або виправте тур"
                    ))
                }));
            }
        }
    }
}

/// Team standings computed as a regulation prescribes.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct RegulationTeamStandings {
    /// The team standings (ranks shared only when the regulation says `when-tied shared`).
    pub standings: TeamStandings,
    /// The tie-break list as the regulation writes it.
    pub labels: Vec<String>,
    /// Ties left (team numbers), with their decision.
    pub ties: Vec<UnresolvedTie>,
    /// Findings.
    pub diagnostics: Vec<Diagnostic>,
    /// Per-player ratings and norms over all the players' games.
    pub extras: Extras,
}

/// Applies the regulation's main classification of a team event: its match points, its primary
/// score (match or game points), its tie-break list and its `when-tied`.
pub fn regulation_team_standings(
    reg: &Regulation,
    t: &Tournament,
    options: &RegulationOptions,
) -> RegulationTeamStandings {
    let mut t = apply_regulation(reg, t);
    let ranking = reg.ranking.clone().unwrap_or_default();
    if let Some(m) = &ranking.match_points {
        t.match_points = MatchPointSystem { win: m.value.0, draw: m.value.1, loss: m.value.2 };
    }
    let mut diagnostics = date_check(reg, &t);
    if let Some(system) = &reg.system {
        let played = t.team_matches.iter().map(|m| m.round).max().unwrap_or(0);
        if let Some(stated) = system.rounds.as_ref().map(|r| r.value) {
            if played != stated {
                diagnostics.push(localized(|l| {
                    Diagnostic::warning(
                        crate::score::codes::RESULTS_DO_NOT_FIT_REGULATION_SCHEDULE,
                        tr!(
                            l,
                            en: "team results reach round {played}; the regulation has {stated} rounds",
                            bg: "отборните резултати стигат до кръг {played}; регламентът има {stated} кръга",
                            uk: "командні результати сягають туру {played}; регламент має турів: {stated}"
                        ),
                    )
                    .with_help(tr!(
                        l,
                        en: "add the missing rounds or correct the round numbers",
                        bg: "добавете липсващите кръгове или поправете номерата на кръговете",
                        uk: "додайте пропущені тури або виправте номери турів"
                    ))
                }));
            }
        }
        if t.is_round_robin() {
            let n = t.teams.len();
            for round in 1..=played {
                let matches =
                    t.team_matches.iter().filter(|m| m.round == round && m.away.is_some()).count();
                if matches != n / 2 {
                    let expected = n / 2;
                    diagnostics.push(localized(|l| {
                        Diagnostic::warning(
                            crate::score::codes::RESULTS_DO_NOT_FIT_REGULATION_SCHEDULE,
                            tr!(
                                l,
                                en: "round {round} has {matches} matches; a round robin of {n} teams has {expected}",
                                bg: "кръг {round} има {matches} срещи; кръгов турнир с {n} отбора има {expected}",
                                uk: "тур {round} має матчів: {matches}; коловий турнір на {n} команд має {expected}"
                            ),
                        )
                        .with_help(tr!(
                            l,
                            en: "add the missing matches or correct the round",
                            bg: "добавете липсващите срещи или поправете кръга",
                            uk: "додайте пропущені матчі або виправте тур"
                        ))
                    }));
                }
            }
        }
    }
    if ranking.tiebreaks.is_empty() {
        diagnostics.push(no_tiebreaks());
    }
    let list: Vec<Labelled> =
        ranking.tiebreaks.iter().map(|s| Labelled::canonical(s.value.clone())).collect();
    let when: Vec<TieResolution> = ranking.when_tied.iter().map(|w| w.value.clone()).collect();
    let share = when.first() == Some(&TieResolution::Shared);
    let team_options = TeamOptions {
        primary: Some(if ranking.game_points_primary {
            Primary::GamePoints
        } else {
            Primary::MatchPoints
        }),
        edition: options.edition,
        round_robin: Some(t.is_round_robin()),
        share_ties: share,
        pab: None,
        unrated_rating: ranking.unrated_rating.as_ref().map(|u| u.value),
    };
    let mut standings = team_standings_labelled(&t, &list, &team_options);
    diagnostics.extend(standings.notes.iter().cloned());
    let groups: Vec<Vec<u32>> = if share {
        let mut by_rank: BTreeMap<u32, Vec<u32>> = BTreeMap::new();
        for r in standings.rows.iter().filter(|r| r.is_tied()) {
            by_rank.entry(r.rank).or_default().push(r.start);
        }
        by_rank.into_values().collect()
    } else {
        standings.unresolved.clone()
    };
    let starts = ranking.playoff_start_minutes.as_ref().map(|m| m.value);
    let mut ties = Vec::new();
    for g in groups {
        let places =
            g.first().and_then(|n| standings.row(*n)).map_or((0, 0), |r| (r.rank, r.rank_to));
        let decision = decision_for(&when, &ranking.playoff, starts, g.len() as u32);
        let names: Vec<String> = g
            .iter()
            .map(|n| standings.row(*n).map(|r| r.name.clone()).unwrap_or_default())
            .collect();
        ties.push(UnresolvedTie { players: g, names, places, decision, outcome: None });
    }
    record_outcomes(
        &t.decisions,
        None,
        &mut ties,
        &mut standings.rows,
        |r| r.start,
        |r, k| (r.rank, r.rank_to) = (k, k),
        &mut diagnostics,
    );
    let extras = regulation_extras(reg, &t);
    let labels = standings.labels.clone();
    RegulationTeamStandings { standings, labels, ties, diagnostics, extras }
}

/// The individual classification of one board of a team event: the players who played on that
/// board, with their games on that board only, numbered 1.. in event start-number order; the
/// second value maps those numbers back (`ids[i]` is the event start number of number `i + 1`).
pub fn board_tournament(t: &Tournament, board: u32) -> (Tournament, Vec<u32>) {
    let mut ids: Vec<u32> = Vec::new();
    let mut games: Vec<(u32, Game)> = Vec::new();
    for m in &t.team_matches {
        for b in m.boards.iter().filter(|b| b.board == board) {
            for (me, other) in [(b.home_player, b.away_player), (b.away_player, b.home_player)] {
                let Some(me) = me else { continue };
                if !ids.contains(&me) {
                    ids.push(me);
                }
                let game = t
                    .player(me)
                    .and_then(|p| p.games.iter().find(|g| g.round == m.round))
                    .copied()
                    .unwrap_or(Game {
                        round: m.round,
                        opponent: other,
                        color: None,
                        outcome: Outcome::ZeroBye,
                        rated: true,
                    });
                games.push((me, game));
            }
        }
    }
    ids.sort_unstable();
    let index = |p: u32| ids.iter().position(|x| *x == p).map(|i| i as u32 + 1);
    let mut sub = Tournament {
        name: format!("{} — board {board}", t.name),
        start_date: t.start_date,
        end_date: t.end_date,
        rounds: t.rounds,
        pairing: t.pairing,
        points: t.points,
        ..Tournament::default()
    };
    sub.players = ids
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let src = t.player(*p).cloned().unwrap_or_default();
            Player { start: i as u32 + 1, games: Vec::new(), ..src }
        })
        .collect();
    for (p, mut g) in games {
        let Some(i) = index(p) else { continue };
        g.opponent = g.opponent.and_then(index);
        sub.players[i as usize - 1].games.push(g);
    }
    for p in &mut sub.players {
        p.games.sort_by_key(|g| g.round);
    }
    (sub, ids)
}

/// The regulation's sub-classification for board `board` (its own tie-breaks and `when-tied`),
/// computed on the board's games.
pub fn board_standings(
    reg: &Regulation,
    t: &Tournament,
    board: u32,
    options: &RegulationOptions,
) -> Option<RegulationStandings> {
    let sub =
        reg.subclassifications.iter().find(|s| s.board.as_ref().map(|b| b.value) == Some(board))?;
    let (mut bt, ids) = board_tournament(t, board);
    if bt.start_date.is_none() {
        bt.start_date = start_date(reg, t);
    }
    if let Some(p) = reg.ranking.as_ref().and_then(|r| r.game_points.as_ref()) {
        bt.points = PointSystem { win: p.value.0, draw: p.value.1, loss: p.value.2 };
    }
    let list: Vec<TieBreak> = sub.tiebreaks.iter().map(|s| s.value.clone()).collect();
    let when: Vec<TieResolution> = sub.when_tied.iter().map(|w| w.value.clone()).collect();
    // The sub-classification's own play-off, else the main ranking's.
    let stages = if sub.playoff.is_empty() {
        reg.ranking.as_ref().map(|r| r.playoff.clone()).unwrap_or_default()
    } else {
        sub.playoff.clone()
    };
    let starts =
        reg.ranking.as_ref().and_then(|r| r.playoff_start_minutes.as_ref()).map(|m| m.value);
    let options = RegulationOptions { lots: Vec::new(), ..options.clone() };
    let unrated = reg.ranking.as_ref().and_then(|r| r.unrated_rating.as_ref()).map(|u| u.value);
    let mut s = classify(
        &format!("board {board}"),
        &bt,
        (&list, unrated),
        &when,
        &stages,
        starts,
        &options,
        Vec::new(),
    );
    // Report event start numbers, not the board list's own numbering.
    let back = |p: u32| ids.get(p as usize - 1).copied().unwrap_or(p);
    for r in &mut s.standings.rows {
        r.start = back(r.start);
    }
    for g in &mut s.standings.unresolved {
        g.iter_mut().for_each(|p| *p = back(*p));
    }
    for tie in &mut s.ties {
        tie.players.iter_mut().for_each(|p| *p = back(*p));
    }
    record_outcomes(
        &t.decisions,
        Some(board),
        &mut s.ties,
        &mut s.standings.rows,
        |r| r.start,
        |r, k| (r.rank, r.rank_to) = (k, k),
        &mut s.diagnostics,
    );
    Some(s)
}

/// The standings of a whole event as its regulation prescribes them: the main classification
/// (players, or teams) and the board classifications of a team event, in the regulation's order.
/// The ties a list leaves in `rows` of `(start, rank, rank_to)`, when no regulation says what
/// decides them: drawing of lots, as C.07 Art. 4.2 does when the regulations are silent.
fn ties_without_regulation(
    unresolved: &[Vec<u32>],
    rank_of: impl Fn(u32) -> Option<(u32, u32)>,
    name_of: impl Fn(u32) -> String,
) -> Vec<UnresolvedTie> {
    unresolved
        .iter()
        .map(|g| UnresolvedTie {
            players: g.clone(),
            names: g.iter().map(|p| name_of(*p)).collect(),
            places: g.first().and_then(|p| rank_of(*p)).unwrap_or((0, 0)),
            decision: decision_for(&[], &[], None, g.len() as u32),
            outcome: None,
        })
        .collect()
}

/// Individual standings computed from a tie-break list alone (a TRF file and `--tiebreaks`),
/// as an event's classification that documents lay out like a regulation's: the ties the list
/// leaves go to the drawing of lots (C.07 Art. 4.2, nothing else being stated).
pub fn event_of_standings(t: &Tournament, standings: Standings) -> EventStandings {
    let ties = ties_without_regulation(
        &standings.unresolved,
        |p| standings.row(p).map(|r| (r.rank, r.rank_to)),
        |p| t.player(p).map(|x| x.name.to_string()).unwrap_or_default(),
    );
    EventStandings {
        main: MainStandings::Individual(RegulationStandings {
            classification: "main".to_string(),
            labels: standings.labels.clone(),
            standings,
            points: t.points,
            ties,
            diagnostics: Vec::new(),
            extras: Extras::default(),
        }),
        boards: Vec::new(),
    }
}

/// Team standings computed from a tie-break list alone, as [`event_of_standings`].
pub fn event_of_team_standings(standings: TeamStandings) -> EventStandings {
    let ties = ties_without_regulation(
        &standings.unresolved,
        |p| standings.row(p).map(|r| (r.rank, r.rank_to)),
        |p| standings.row(p).map(|r| r.name.clone()).unwrap_or_default(),
    );
    EventStandings {
        main: MainStandings::Team(RegulationTeamStandings {
            labels: standings.labels.clone(),
            standings,
            ties,
            diagnostics: Vec::new(),
            extras: Extras::default(),
        }),
        boards: Vec::new(),
    }
}

/// What `reglament standings REGFILE` prints and the results bulletin shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EventStandings {
    /// The main classification.
    pub main: MainStandings,
    /// The regulation's board classifications (team events).
    pub boards: Vec<RegulationStandings>,
}

/// The main classification of an event.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MainStandings {
    /// Players.
    Individual(RegulationStandings),
    /// Teams.
    Team(RegulationTeamStandings),
}

impl EventStandings {
    /// The findings of every classification (schedule checks, engine notes), main first.
    pub fn diagnostics(&self) -> impl Iterator<Item = &Diagnostic> {
        let main = match &self.main {
            MainStandings::Individual(s) => &s.diagnostics,
            MainStandings::Team(s) => &s.diagnostics,
        };
        main.iter().chain(self.boards.iter().flat_map(|b| b.diagnostics.iter()))
    }
}

/// Everything the regulation classifies on these results: a team event's team standings and
/// board classifications when the results have teams, the players' standings otherwise (a team
/// regulation on results without teams ranks the players, and says so with `S104`).
pub fn event_standings(
    reg: &Regulation,
    t: &Tournament,
    options: &RegulationOptions,
) -> EventStandings {
    let team = reg.system.as_ref().is_none_or(|s| s.competitors == Competitors::Team);
    if team && !t.teams.is_empty() {
        let main = MainStandings::Team(regulation_team_standings(reg, t, options));
        let boards: Vec<RegulationStandings> = reg
            .subclassifications
            .iter()
            .filter_map(|s| s.board.as_ref())
            .filter_map(|b| board_standings(reg, t, b.value, options))
            .collect();
        let mut main = main;
        // An outcome recorded for a board the regulation does not classify.
        for d in &t.decisions {
            let Some(b) = d.board else { continue };
            if boards.iter().any(|s| s.classification == format!("board {b}")) {
                continue;
            }
            if let MainStandings::Team(s) = &mut main {
                s.diagnostics.push(localized(|l| {
                    Diagnostic::warning(
                        crate::score::codes::DECISION_NAMES_NO_TIE,
                        tr!(
                            l,
                            en: "the recorded outcome is for board {b}, which the regulation does not classify; it is not applied",
                            bg: "записаният изход е за дъска {b}, която регламентът не класира; не се прилага",
                            uk: "записаний результат для шахівниці {b}, якої регламент не ранжує; його не застосовано"
                        ),
                    )
                    .with_label(
                        d.span,
                        tr!(l, en: "recorded outcome", bg: "записан изход", uk: "записаний результат"),
                    )
                    .with_help(tr!(
                        l,
                        en: "correct the board number, or remove the statement",
                        bg: "поправете номера на дъската или махнете изречението",
                        uk: "виправте номер шахівниці або приберіть речення"
                    ))
                }));
            }
        }
        EventStandings { main, boards }
    } else {
        EventStandings {
            main: MainStandings::Individual(regulation_standings(reg, t, options)),
            boards: Vec::new(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decisions_follow_the_regulation_order() {
        assert_eq!(decision_for(&[], &[], None, 2), TieDecision::Lots { stated: false });
        assert_eq!(decision_for(&[TieResolution::Shared], &[], None, 3), TieDecision::Shared);
        assert_eq!(
            decision_for(&[TieResolution::Armageddon], &[], None, 2),
            TieDecision::Armageddon { format: None }
        );
        assert_eq!(
            decision_for(&[TieResolution::Playoff], &[], Some(30), 2),
            TieDecision::Playoff { stages: vec![], starts_after_minutes: Some(30) }
        );
    }
}
