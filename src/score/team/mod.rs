//! Team standings (C.07 Art. 11–13): primary score MP or GP, then the tie-break list applied to
//! every group still tied, through the same ranking engine as individual standings
//! ([`crate::score::rank`]).
//!
//! Teams are participants with ids 1..=n in the order of [`Tournament::teams`]; rows report the
//! team number of the file. Individual-style tie-breaks (`BH:MP`, `SB:GP/C1`, `DE:GP`, …) are
//! computed by the individual engine on a crosstable of the teams scored in MP or GP
//! ([`table`]), so the unplayed-round rules of Art. 16 apply to teams unchanged.
//!
//! Decisions where C.07 leaves room:
//! * EDE (13.3): direct encounter on the primary score; a group it does not split goes to
//!   direct encounter on the secondary score; every subgroup still tied starts again from the
//!   primary score. The 2026 chains (EDEBT, EDEBB, EDET, EDEB) apply BC / TBR / BBE to the
//!   mutual match(es) of exactly two teams still tied after EDE, as in a knock-out match.
//! * BC, TBR, BBE in the list on their own work over the whole event.
//! * SSSC ranks by the exact value (secondary × k + BH); the value shown is rounded half-up to
//!   hundredths, as TieBreakServer prints it.
//! * Ties the list does not break are reported (`unresolved`, shared rank numbers such as
//!   `5–7`) unless the options say tied teams share their place; they are never broken by team
//!   number.

pub mod criteria;
mod ratings;
pub mod table;

use super::de::DirectEncounter;
use super::edition::Edition;
use super::individual::{self, Contribution};
use super::rank::{self, Criterion};
use super::unplayed::Crosstable;
use crate::diagnostic::l10n::{localized, tr};
use crate::diagnostic::Diagnostic;
use crate::results::Tournament;
use crate::vocab::fide::ratings::div_round_half_up;
use crate::vocab::points::Points;
use crate::vocab::tiebreak::{
    Labelled, PrimaryScore, ReferenceScore, TieBreak, TieBreakKind, TieBreakList,
};
use criteria::{
    BlackOnBoardOne, BoardCriterion, BoardRule, BoardWeighted, ColumnCriterion,
    ExtendedDirectEncounter,
};
use serde::Serialize;
use std::cell::RefCell;
use std::collections::BTreeMap;
use table::TeamTable;

/// The primary score of a team event.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub enum Primary {
    /// Match points first (the usual case; Olympiad, `FIDE_TEAM_BAKU`, `…_MP_GP`).
    #[default]
    MatchPoints,
    /// Game points first (`…_GP_MP`, `…_GP`).
    GamePoints,
}

impl Primary {
    /// The primary score named by the TRF26 `192` code: `GP` when a `_GP` part comes before any
    /// `_MP` part (`FIDE_TEAM_TYPEA_GP_MP`, `…_GP`), otherwise MP.
    pub fn for_tournament(t: &Tournament) -> Primary {
        let code = t.pairing_code.to_ascii_uppercase();
        match (code.find("_GP"), code.find("_MP")) {
            (Some(g), Some(m)) if g < m => Primary::GamePoints,
            (Some(_), None) => Primary::GamePoints,
            _ => Primary::MatchPoints,
        }
    }

    /// The other score.
    pub fn other(self) -> Primary {
        match self {
            Primary::MatchPoints => Primary::GamePoints,
            Primary::GamePoints => Primary::MatchPoints,
        }
    }
}

/// How to compute team standings.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TeamOptions {
    /// Primary score; `None` = from the TRF26 `192` code (MP unless it says GP).
    pub primary: Option<Primary>,
    /// Rule edition; `None` = the one in force at the event's start date.
    pub edition: Option<Edition>,
    /// Force round robin (`Some(true)`) or Swiss (`Some(false)`); `None` = from the tournament.
    pub round_robin: Option<bool>,
    /// Teams still tied after the whole list share their rank; otherwise the tie is reported as
    /// unresolved.
    pub share_ties: bool,
    /// Value of a team pairing-allocated bye (MP, GP) fixed by the regulations; `None` = record
    /// `320`, else a drawn match (C.04.6).
    pub pab: Option<(Points, Points)>,
    /// Rating an unrated player counts with in the rating-based tie-breaks (the regulation's
    /// `unrated-rating`; a descriptor's `/U<rating>` wins). Without either, such a tie-break is
    /// dropped when an unrated player's rating would enter it (C.07 Art. 10).
    pub unrated_rating: Option<u32>,
}

/// One row of the team standings.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct TeamRow {
    /// Team number as in the file.
    pub start: u32,
    /// Team name.
    pub name: String,
    /// Primary score.
    pub points: Points,
    /// Match points.
    pub match_points: Points,
    /// Game points.
    pub game_points: Points,
    /// Rank (first place of the tie group).
    pub rank: u32,
    /// Last place of the tie group (equal to `rank` when the team is alone).
    pub rank_to: u32,
    /// Tie-break values in list order; `None` = undefined or not applied.
    pub values: Vec<Option<Points>>,
}

impl TeamRow {
    /// `5` or `5–7`.
    pub fn rank_label(&self) -> String {
        if self.rank_to > self.rank {
            format!("{}–{}", self.rank, self.rank_to)
        } else {
            self.rank.to_string()
        }
    }

    /// True when the team shares its rank with others.
    pub fn is_tied(&self) -> bool {
        self.rank_to > self.rank
    }
}

/// Computed team standings.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct TeamStandings {
    /// Primary score.
    pub primary: Primary,
    /// Edition applied.
    pub edition: Edition,
    /// Round-robin rules applied.
    pub round_robin: bool,
    /// Number of boards per match.
    pub boards: usize,
    /// The tie-break list.
    pub tiebreaks: Vec<TieBreak>,
    /// Each tie-break's words as written: the columns' headings.
    #[serde(skip)]
    pub labels: Vec<String>,
    /// Rows in rank order.
    pub rows: Vec<TeamRow>,
    /// Groups (team numbers) the list did not separate and that do not share a rank.
    pub unresolved: Vec<Vec<u32>>,
    /// Remarks (tie-breaks not computed, records not applied, edition assumed, …).
    pub notes: Vec<Diagnostic>,
}

impl TeamStandings {
    /// The row of a team (team number).
    pub fn row(&self, team: u32) -> Option<&TeamRow> {
        self.rows.iter().find(|r| r.start == team)
    }

    /// The value of tie-break `index` (list position) for a team.
    pub fn value(&self, team: u32, index: usize) -> Option<Points> {
        self.row(team)?.values.get(index).copied().flatten()
    }

    /// Team numbers in rank order.
    pub fn order(&self) -> Vec<u32> {
        self.rows.iter().map(|r| r.start).collect()
    }
}

/// Computes the team standings of `t` with the tie-break `list`.
pub fn team_standings(t: &Tournament, list: &[TieBreak], options: &TeamOptions) -> TeamStandings {
    let list: Vec<Labelled> = list.iter().cloned().map(Labelled::canonical).collect();
    team_standings_labelled(t, &list, options)
}

/// The crosstable scored in `score`.
fn scored(table: &TeamTable, score: Primary) -> &Crosstable {
    match score {
        Primary::MatchPoints => &table.mp,
        Primary::GamePoints => &table.gp,
    }
}

fn reference_of(tb: &TieBreak, primary: Primary) -> Primary {
    match tb.reference {
        Some(ReferenceScore::MatchPoints) => Primary::MatchPoints,
        Some(ReferenceScore::GamePoints) => Primary::GamePoints,
        None => primary,
    }
}

fn score_column(ct: &Crosstable) -> Vec<Option<Points>> {
    ct.score.iter().map(|s| Some(*s)).collect()
}

/// Extended Sonneborn-Berger (13.2): Σ (opponent's score in `opponent`) × (own score in
/// `own` against it), unplayed rounds against the dummy opponent of Art. 16; Cut-1 per 14.1.2
/// drops the opponent with the lowest score, ties → the lowest product.
pub fn extended_sonneborn_berger(
    opponent: &Crosstable,
    own: &Crosstable,
    tb: &TieBreak,
) -> Vec<Option<Points>> {
    let low = usize::from(tb.cut) + usize::from(tb.median);
    let high = usize::from(tb.median);
    (1..=opponent.len() as u32)
        .map(|p| {
            let list: Vec<Contribution> = individual::contributions(opponent, p, false, tb.played)
                .into_iter()
                .map(|c| {
                    let result = own.row(p)[(c.round - 1) as usize].points;
                    Contribution { value: c.score.product(result), ..c }
                })
                .collect();
            Some(individual::cut(list, low, high).iter().map(|c| c.value).sum())
        })
        .collect()
}

/// SSSC (13.4): secondary score + (BH, or FB with `/F`, on the primary score) ÷ k. Returns the
/// exact ranking key (secondary × k + BH) and the value rounded half-up to hundredths.
fn sssc(
    table: &TeamTable,
    primary: Primary,
    tb: &TieBreak,
) -> (Vec<Option<i64>>, Vec<Option<Points>>) {
    let kind = if tb.fore { TieBreakKind::Fb } else { TieBreakKind::Bh };
    let bh_tb = TieBreak { played: tb.played, ..TieBreak::plain(kind) };
    let none = vec![None; table.len()];
    let bh = individual::column(scored(table, primary), &none, &bh_tb)
        .unwrap_or_else(|| vec![None; table.len()]);
    let k = match tb.k {
        Some(k) => i64::from(k),
        None => {
            let rounds = i64::from(table.rounds);
            let boards = table.boards as i64;
            let (mw, gw) = (table.match_system.win.0, table.game_system.win.0);
            let (num, den) = match primary {
                Primary::MatchPoints => (mw * rounds, gw * boards),
                Primary::GamePoints => (gw * boards * rounds, mw),
            };
            if den > 0 {
                (num / den).max(1)
            } else {
                1
            }
        }
    };
    let secondary = scored(table, primary.other());
    let mut keys = Vec::with_capacity(table.len());
    let mut shown = Vec::with_capacity(table.len());
    for (i, b) in bh.iter().enumerate() {
        let s = secondary.score[i];
        keys.push(b.map(|b| s.0 * k + b.0));
        shown.push(b.map(|b| s + Points(div_round_half_up(b.0, k))));
    }
    (keys, shown)
}

/// Everything the ranking needs: the options resolved and the event as a [`TeamTable`].
struct Setup {
    edition: Edition,
    round_robin: bool,
    primary: Primary,
    table: TeamTable,
    notes: Vec<Diagnostic>,
}

fn setup(t: &Tournament, options: &TeamOptions) -> Setup {
    let edition =
        options.edition.or_else(|| t.start_date.map(Edition::for_date)).unwrap_or(Edition::Y2026);
    let round_robin = options.round_robin.unwrap_or_else(|| t.is_round_robin());
    let primary = options.primary.unwrap_or_else(|| Primary::for_tournament(t));
    let table = TeamTable::new(t, edition, round_robin, options.pab);
    let mut notes = Vec::new();
    if options.edition.is_none() && t.start_date.is_none() {
        notes.push(crate::score::edition_assumed(edition));
    }
    for what in &table.unapplied_abnormal {
        notes.push(localized(|l| {
            let what = what.get(l);
            Diagnostic::warning(
                crate::score::codes::ABNORMAL_POINTS_IGNORED,
                tr!(
                    l,
                    en: "record {what} is not applied",
                    bg: "записът {what} не е приложен",
                    uk: "запис {what} не застосовано"
                ),
            )
            .with_help(tr!(
                l,
                en: "check the totals against the `310` records, and correct the record",
                bg: "сверете сборовете със записите `310` и поправете записа",
                uk: "звірте суми із записами `310` і виправте запис"
            ))
        }));
    }
    Setup { edition, round_robin, primary, table, notes }
}

/// The ranking score of every team (index = id − 1): the primary score plus a final-standings
/// bonus or penalty (`299` round `999`), which no tie-break sees.
fn ranking_score(table: &TeamTable, primary: Primary) -> Vec<Points> {
    let scores = &scored(table, primary).score;
    scores
        .iter()
        .zip(&table.final_adjustment)
        .map(|(s, (mp, gp))| {
            *s + match primary {
                Primary::MatchPoints => *mp,
                Primary::GamePoints => *gp,
            }
        })
        .collect()
}

/// What the criteria read besides the table: the results (for the players' ratings and
/// names), the list with its labels, and the options resolved.
struct Inputs<'a> {
    t: &'a Tournament,
    list: &'a [Labelled],
    primary: Primary,
    round_robin: bool,
    unrated_rating: Option<u32>,
}

/// The primary score followed by one criterion per list entry.
fn criteria<'a>(
    table: &'a TeamTable,
    inputs: &Inputs<'_>,
    notes: &mut Vec<Diagnostic>,
) -> Vec<Box<dyn Criterion + 'a>> {
    let Inputs { t, list, primary, round_robin, unrated_rating } = *inputs;
    let none: Vec<Option<u32>> = vec![None; table.len()];
    let direct = |score: Primary, played: bool, label: &str| {
        DirectEncounter::new(scored(table, score), played || round_robin, label.to_string())
    };
    let mut criteria: Vec<Box<dyn Criterion + '_>> = vec![Box::new(ColumnCriterion::of(
        "points".to_string(),
        ranking_score(table, primary).into_iter().map(Some).collect(),
        false,
    ))];
    for Labelled { tiebreak: tb, label } in list {
        let label = label.clone();
        let column = |values| Box::new(ColumnCriterion::of(label.clone(), values, false));
        let c: Box<dyn Criterion + '_> = match &tb.kind {
            TieBreakKind::Mp => column(score_column(&table.mp)),
            TieBreakKind::Gp => column(score_column(&table.gp)),
            TieBreakKind::MpVGp => column(score_column(scored(table, primary.other()))),
            TieBreakKind::Emmsb
            | TieBreakKind::Emgsb
            | TieBreakKind::Egmsb
            | TieBreakKind::Eggsb => {
                let (opp, own) = match tb.kind {
                    TieBreakKind::Emmsb => (&table.mp, &table.mp),
                    TieBreakKind::Emgsb => (&table.mp, &table.gp),
                    TieBreakKind::Egmsb => (&table.gp, &table.mp),
                    _ => (&table.gp, &table.gp),
                };
                column(extended_sonneborn_berger(opp, own, tb))
            }
            TieBreakKind::Ede
            | TieBreakKind::Edebt
            | TieBreakKind::Edebb
            | TieBreakKind::Edet
            | TieBreakKind::Edeb => {
                let chain = match tb.kind {
                    TieBreakKind::Edebt => vec![BoardRule::Count, BoardRule::Top],
                    TieBreakKind::Edebb => vec![BoardRule::Count, BoardRule::Bottom],
                    TieBreakKind::Edet => vec![BoardRule::Top],
                    TieBreakKind::Edeb => vec![BoardRule::Bottom],
                    _ => Vec::new(),
                };
                Box::new(ExtendedDirectEncounter {
                    table,
                    primary: direct(primary, tb.played, &label),
                    secondary: direct(primary.other(), tb.played, &label),
                    chain,
                    forfeits: tb.played || round_robin,
                    label: label.clone(),
                })
            }
            TieBreakKind::De => Box::new(direct(reference_of(tb, primary), tb.played, &label)),
            TieBreakKind::Bc | TieBreakKind::Tbr | TieBreakKind::Bbe => {
                let rule = match tb.kind {
                    TieBreakKind::Bc => BoardRule::Count,
                    TieBreakKind::Tbr => BoardRule::Top,
                    _ => BoardRule::Bottom,
                };
                Box::new(BoardCriterion { table, rule, label: label.clone() })
            }
            TieBreakKind::Sssc => {
                let (keys, shown) = sssc(table, primary, tb);
                Box::new(ColumnCriterion { label: label.clone(), shown, keys })
            }
            TieBreakKind::BoardWeighted { weights, among_tied } => {
                if weights.len() < table.boards {
                    notes.push(
                        localized(|l| {
                            let (given, boards) = (weights.len(), table.boards);
                            Diagnostic::warning(
                                crate::score::codes::BOARD_WEIGHTS_SHORT,
                                tr!(
                                    l,
                                    en: "`{label}` gives weights for {given} of {boards} boards; the other boards count nothing",
                                    bg: "`{label}` дава тегла за {given} от {boards} дъски; другите дъски не се броят",
                                    uk: "`{label}` дає ваги для {given} з {boards} шахівниць; інші шахівниці не рахуються"
                                ),
                            )
                            .with_help(tr!(
                                l,
                                en: "give a weight for every board",
                                bg: "дайте тегло за всяка дъска",
                                uk: "дайте вагу кожній шахівниці"
                            ))
                        }),
                    );
                }
                Box::new(BoardWeighted {
                    table,
                    weights: weights.clone(),
                    among_tied: *among_tied,
                    label: label.clone(),
                    first_values: RefCell::new(BTreeMap::new()),
                })
            }
            TieBreakKind::BlackOnBoardOneInMutualMatch => {
                Box::new(BlackOnBoardOne { table, label: label.clone() })
            }
            kind if kind.uses_ratings() => {
                match ratings::column(t, table, tb, tb.unrated.or(unrated_rating)) {
                    Ok(values) => Box::new(ColumnCriterion::of(
                        label.clone(),
                        values,
                        individual::lower_is_better(tb),
                    )),
                    Err(unrated) => {
                        let players: Vec<&crate::results::Player> =
                            unrated.iter().filter_map(|p| t.player(*p)).collect();
                        notes.push(crate::score::dropped_for_unrated(&label, &players));
                        column(vec![None; table.len()])
                    }
                }
            }
            _ => {
                let ct = scored(table, reference_of(tb, primary));
                match individual::column(ct, &none, tb) {
                    Some(values) => Box::new(ColumnCriterion::of(
                        label.clone(),
                        values,
                        individual::lower_is_better(tb),
                    )),
                    _ => {
                        notes.push(
                            localized(|l| {
                                Diagnostic::warning(
                                    crate::score::codes::TIEBREAK_NOT_FOR_TEAMS,
                                    tr!(
                                        l,
                                        en: "`{label}` cannot be computed for teams; it separates nobody",
                                        bg: "`{label}` не може да се изчисли за отбори; не разделя никого",
                                        uk: "`{label}` не можна обчислити для команд; він нікого не розділяє"
                                    ),
                                )
                                .with_help(tr!(
                                    l,
                                    en: "use a score-based tie-break such as `BH:MP/C1`",
                                    bg: "използвайте показател по резултати, като `BH:MP/C1`",
                                    uk: "використайте показник за результатами, як-от `BH:MP/C1`"
                                ))
                            }),
                        );
                        column(vec![None; table.len()])
                    }
                }
            }
        };
        criteria.push(c);
    }
    criteria
}

/// As [`team_standings`], each tie-break with the words to show for it.
pub fn team_standings_labelled(
    t: &Tournament,
    list: &[Labelled],
    options: &TeamOptions,
) -> TeamStandings {
    let Setup { edition, round_robin, primary, table, mut notes } = setup(t, options);
    let inputs = Inputs { t, list, primary, round_robin, unrated_rating: options.unrated_rating };
    let criteria = criteria(&table, &inputs, &mut notes);
    let ranking = ranking_score(&table, primary);
    let refs: Vec<&dyn Criterion> = criteria.iter().map(|c| c.as_ref()).collect();
    let everyone: Vec<u32> = (1..=table.len() as u32).collect();
    let groups = rank::rank_by_subgroups(&everyone, &refs);
    let group_dependent = |tb: &TieBreak| {
        tb.kind.is_direct_encounter()
            || matches!(tb.kind, TieBreakKind::BoardWeighted { among_tied: true, .. })
    };
    let columns: Vec<Vec<Option<Points>>> =
        list.iter()
            .zip(criteria.iter().skip(1))
            .map(|(l, c)| {
                everyone
                    .iter()
                    .map(|p| {
                        if group_dependent(&l.tiebreak) {
                            c.recorded(*p)
                        } else {
                            c.shown(*p, &[*p])
                        }
                    })
                    .collect()
            })
            .collect();
    let mut rows = Vec::with_capacity(table.len());
    let mut unresolved = Vec::new();
    let mut place = 1u32;
    for g in &groups {
        let size = g.len() as u32;
        if size > 1 && !options.share_ties {
            unresolved.push(g.iter().map(|p| table.numbers[(*p - 1) as usize]).collect());
        }
        for p in g {
            let i = (*p - 1) as usize;
            rows.push(TeamRow {
                start: table.numbers[i],
                name: table.names[i].clone(),
                points: ranking[i],
                match_points: table.mp.score[i] + table.final_adjustment[i].0,
                game_points: table.gp.score[i] + table.final_adjustment[i].1,
                rank: place,
                rank_to: place + size - 1,
                values: columns.iter().map(|c| c[i]).collect(),
            });
        }
        place += size;
    }
    TeamStandings {
        primary,
        edition,
        round_robin,
        boards: table.boards,
        tiebreaks: list.iter().map(|l| l.tiebreak.clone()).collect(),
        labels: list.iter().map(|l| l.label.clone()).collect(),
        rows,
        unresolved,
        notes,
    }
}

/// Follows teams `a` and `b` (team numbers) through the ranking and records each criterion
/// until one separates them (groups are given as team numbers). `None` when a team number is
/// unknown.
pub fn explain(
    t: &Tournament,
    list: &[Labelled],
    options: &TeamOptions,
    a: u32,
    b: u32,
) -> Option<Vec<rank::Step>> {
    let Setup { round_robin, primary, table, mut notes, .. } = setup(t, options);
    let id = |team: u32| table.numbers.iter().position(|n| *n == team).map(|i| i as u32 + 1);
    let (ia, ib) = (id(a)?, id(b)?);
    let inputs = Inputs { t, list, primary, round_robin, unrated_rating: options.unrated_rating };
    let criteria = criteria(&table, &inputs, &mut notes);
    let refs: Vec<&dyn Criterion> = criteria.iter().map(|c| c.as_ref()).collect();
    let everyone: Vec<u32> = (1..=table.len() as u32).collect();
    let mut steps = rank::trace_pair(&everyone, &refs, ia, ib);
    for step in &mut steps {
        for p in &mut step.group {
            *p = table.numbers[(*p - 1) as usize];
        }
    }
    Some(steps)
}
/// The primary score a list names first (`PTS`: the file's default, `None`).
pub fn primary_of(list: &TieBreakList) -> Option<Primary> {
    match list.primary? {
        PrimaryScore::Points => None,
        PrimaryScore::MatchPoints => Some(Primary::MatchPoints),
        PrimaryScore::GamePoints => Some(Primary::GamePoints),
    }
}
