//! The results bulletin: a regulation's final standings on its results, as a document.
//!
//! [`bulletin_view`] turns the regulation, the results and the standings computed as the
//! regulation prescribes (`score::regulation::event_standings`) into [`BulletinView`]: plain serde structs of
//! strings already formatted for the document language (labels translated, scores written `7½`
//! in Bulgarian and Ukrainian). The templates `bulletin.{html,md,txt}.j2` only lay them out:
//!
//! * the final standings, tie-break columns headed with the regulation's codes and explained by
//!   the language's names; ranks like `1–3` for ties the list leaves, with what decides them;
//! * an individual round robin's crosstable (rows in rank order, columns by rank number,
//!   `1` / `½` / `0`, `+` / `−` for forfeits, `×` on the diagonal), or a Swiss event's
//!   wallchart (opponent's rank number, colour and result per round);
//! * a team event's match table (rounds × matches with match scores) and each team's board
//!   results; the board classifications;
//! * the norms and rating changes.

use super::format_points;
use super::i18n::tiebreak_kind_name;
use crate::model::{Lang, Regulation};
use crate::results::{Color, Outcome, Tournament};
use crate::score::extras::{Extras, NormVerdict};
use crate::score::regulation::{
    apply_regulation, EventStandings, MainStandings, RegulationStandings, RegulationTeamStandings,
};
use crate::vocab::points::Points;
use crate::vocab::tiebreak::TieBreak;
use serde::Serialize;

/// The whole bulletin, ready for a template.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct BulletinView {
    /// Document language code (`bg`, `uk`, `en`).
    pub lang: String,
    /// The fixed words of the document, translated.
    pub labels: Labels,
    /// The regulation's title.
    pub title: String,
    /// The results' own name, when it differs from the title.
    pub subtitle: Option<String>,
    /// The dates of the games (or of the regulation), written out.
    pub dates: Option<String>,
    /// The venue.
    pub venue: Option<String>,
    /// The main classification.
    pub standings: ClassificationView,
    /// The crosstable of an individual round robin.
    pub crosstable: Option<CrosstableView>,
    /// The wallchart of an individual Swiss event.
    pub wallchart: Option<WallchartView>,
    /// The crosstable of a team round robin: each cell the game points a row's team scored
    /// against a column's team; the row's match points at the end.
    pub team_crosstable: Option<CrosstableView>,
    /// The match table of a team event.
    pub team_matches: Option<TeamMatchTable>,
    /// Each team's board results (team events), in rank order.
    pub team_boards: Vec<TeamBoardsView>,
    /// The board classifications.
    pub board_classifications: Vec<ClassificationView>,
    /// The norms and rating changes (absent when no player has a rating).
    pub norms: Option<NormsView>,
}

/// A column heading: a code and what it means.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Heading {
    /// The short heading (`DE`, `SB`, the primary score's abbreviation).
    pub code: String,
    /// The language's name of it.
    pub name: String,
}

/// One classification: headings, rows and the ties it leaves.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ClassificationView {
    /// Its heading (`Final standings`, `Board 1`).
    pub title: String,
    /// Score columns (points; match and game points of teams), in order.
    pub score_columns: Vec<Heading>,
    /// Tie-break columns, in the regulation's order, headed as the regulation writes them.
    pub tiebreak_columns: Vec<Heading>,
    /// Rows in rank order.
    pub rows: Vec<StandingRow>,
    /// Ties the tie-break list leaves, with what decides them.
    pub ties: Vec<TieView>,
}

/// One row of a classification.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct StandingRow {
    /// `4`, or `1–3` for a tie the list leaves.
    pub rank: String,
    /// Start number (team number for teams).
    pub number: u32,
    /// Name.
    pub name: String,
    /// Rating, if any (players).
    pub rating: String,
    /// One value per score column.
    pub scores: Vec<String>,
    /// One value per tie-break column (`–` when undefined).
    pub values: Vec<String>,
    /// The rank is shared by a tie.
    pub tied: bool,
}

/// A tie left after the whole list.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct TieView {
    /// `1–3`.
    pub places: String,
    /// Who, with numbers: `2 Name; 3 Name`.
    pub who: String,
    /// What the regulation prescribes, in the document language.
    pub decision: String,
}

/// The crosstable of a round robin.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct CrosstableView {
    /// Column numbers (rank positions 1..n).
    pub columns: Vec<u32>,
    /// Rows in rank order.
    pub rows: Vec<CrosstableRow>,
}

/// One row of the crosstable.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct CrosstableRow {
    /// Position in the standings (the column number of this player).
    pub position: u32,
    /// Rank label (`1–3` when tied).
    pub rank: String,
    /// Start number.
    pub number: u32,
    /// Name.
    pub name: String,
    /// Rating, if any.
    pub rating: String,
    /// One cell per column: `1`, `½`, `0`, `+`, `−`, `×` on the diagonal, empty when not
    /// played; several games (double round robin) separated by a space.
    pub cells: Vec<String>,
    /// Points.
    pub points: String,
}

/// A Swiss wallchart.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct WallchartView {
    /// Round numbers.
    pub rounds: Vec<u32>,
    /// Rows in rank order.
    pub rows: Vec<WallchartRow>,
}

/// One player's line of the wallchart.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct WallchartRow {
    /// Position in the standings.
    pub position: u32,
    /// Rank label.
    pub rank: String,
    /// Start number.
    pub number: u32,
    /// Name.
    pub name: String,
    /// Rating, if any.
    pub rating: String,
    /// One cell per round.
    pub cells: Vec<WallchartCell>,
    /// Points.
    pub points: String,
}

/// One round of a wallchart line.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct WallchartCell {
    /// The opponent's position in the standings, or `–` for a bye or absence.
    pub opponent: String,
    /// The colour's letter in the document language, empty when unknown.
    pub color: String,
    /// `1`, `½`, `0`, `+`, `−`.
    pub result: String,
}

/// A team event's matches, round by round.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct TeamMatchTable {
    /// One entry per round.
    pub rounds: Vec<TeamRoundView>,
}

/// The matches of one round.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct TeamRoundView {
    /// Round number.
    pub round: u32,
    /// Its matches.
    pub matches: Vec<TeamMatchView>,
}

/// One team match.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct TeamMatchView {
    /// Home team: `3 Name`.
    pub home: String,
    /// Away team, or the bye label.
    pub away: String,
    /// Match score in game points: `2½ – ½`.
    pub score: String,
}

/// A team's results board by board.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct TeamBoardsView {
    /// Team rank label.
    pub rank: String,
    /// Team number.
    pub number: u32,
    /// Team name.
    pub name: String,
    /// Round numbers.
    pub rounds: Vec<u32>,
    /// One row per player of the team, in board order.
    pub players: Vec<TeamPlayerRow>,
    /// Points per board: `1: 5½/7`.
    pub board_totals: Vec<String>,
}

/// A team player's results.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct TeamPlayerRow {
    /// Start number.
    pub number: u32,
    /// Name.
    pub name: String,
    /// One cell per round: the result, with the board when it is not the player's own place in
    /// the team's order (`1 (b. 2)`); empty when not played.
    pub cells: Vec<String>,
    /// Points / games.
    pub total: String,
}

/// The norms and rating-changes table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct NormsView {
    /// One row per player, in start-number order.
    pub rows: Vec<NormsRow>,
    /// The norms the results meet, one line each.
    pub achieved: Vec<String>,
    /// What was assumed (in the document language).
    pub note: String,
}

/// One player's rating data.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct NormsRow {
    /// Start number.
    pub number: u32,
    /// Name.
    pub name: String,
    /// Title, if known.
    pub title: String,
    /// Rating.
    pub rating: String,
    /// Rated games.
    pub games: String,
    /// Score in them.
    pub score: String,
    /// Opponents' average rating.
    pub average: String,
    /// Performance.
    pub performance: String,
    /// K factor.
    pub k: String,
    /// Rating change, signed.
    pub change: String,
    /// Norms met (`WIM`; `WIM*` when met provided the event is exempt from B.01 1.4.3); norms
    /// whose points are met but whose title conditions could not be checked are only in
    /// [`NormsView::achieved`].
    pub norms: String,
}

/// The fixed words of a bulletin, in its language.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Labels {
    /// "Results bulletin".
    pub bulletin: &'static str,
    /// "Final standings".
    pub standings: &'static str,
    /// "Team standings".
    pub team_standings: &'static str,
    /// "Rank".
    pub rank: &'static str,
    /// "No.".
    pub number: &'static str,
    /// "Name".
    pub name: &'static str,
    /// "Team".
    pub team: &'static str,
    /// "Rating".
    pub rating: &'static str,
    /// "Points".
    pub points: &'static str,
    /// "Tie-breaks".
    pub tiebreaks: &'static str,
    /// "Unresolved ties".
    pub ties: &'static str,
    /// "Places".
    pub places: &'static str,
    /// "Crosstable".
    pub crosstable: &'static str,
    /// "Wallchart".
    pub wallchart: &'static str,
    /// "Round".
    pub round: &'static str,
    /// "Matches".
    pub team_matches: &'static str,
    /// "Board results".
    pub board_results: &'static str,
    /// "Board".
    pub board: &'static str,
    /// "Board classifications".
    pub board_classifications: &'static str,
    /// "Norms and ratings".
    pub norms: &'static str,
    /// "Games".
    pub games: &'static str,
    /// "Score".
    pub score: &'static str,
    /// "Title".
    pub title: &'static str,
    /// "Ra" (opponents' average).
    pub average: &'static str,
    /// "Performance".
    pub performance: &'static str,
    /// "K".
    pub k: &'static str,
    /// "Rating change".
    pub change: &'static str,
    /// "Norms met".
    pub norms_met: &'static str,
    /// "Dates".
    pub dates: &'static str,
    /// "Venue".
    pub venue: &'static str,
    /// "Total".
    pub total: &'static str,
}

impl Labels {
    /// The labels of a language.
    pub fn for_lang(lang: Lang) -> Labels {
        match lang {
            Lang::Bg => Labels {
                bulletin: "Бюлетин с резултатите",
                standings: "Крайно класиране",
                team_standings: "Отборно класиране",
                rank: "Място",
                number: "№",
                name: "Име",
                team: "Отбор",
                rating: "Рейтинг",
                points: "Точки",
                tiebreaks: "Допълнителни показатели",
                ties: "Неразрешени равенства",
                places: "Места",
                crosstable: "Таблица на турнира",
                wallchart: "Резултати по кръгове",
                round: "Кръг",
                team_matches: "Срещи по кръгове",
                board_results: "Резултати по дъски",
                board: "Дъска",
                board_classifications: "Класиране по дъски",
                norms: "Норми и рейтинг",
                games: "Партии",
                score: "Резултат",
                title: "Звание",
                average: "Ra",
                performance: "Перформанс",
                k: "K",
                change: "Промяна",
                norms_met: "Норми",
                dates: "Дати",
                venue: "Място на провеждане",
                total: "Общо",
            },
            Lang::Uk => Labels {
                bulletin: "Бюлетень результатів",
                standings: "Підсумкова таблиця",
                team_standings: "Командна таблиця",
                rank: "Місце",
                number: "№",
                name: "Прізвище, ім’я",
                team: "Команда",
                rating: "Рейтинг",
                points: "Очки",
                tiebreaks: "Додаткові показники",
                ties: "Нерозв’язані рівності",
                places: "Місця",
                crosstable: "Турнірна таблиця",
                wallchart: "Результати по турах",
                round: "Тур",
                team_matches: "Матчі по турах",
                board_results: "Результати по дошках",
                board: "Дошка",
                board_classifications: "Залік по дошках",
                norms: "Норми та рейтинг",
                games: "Партії",
                score: "Результат",
                title: "Звання",
                average: "Ra",
                performance: "Перфоманс",
                k: "K",
                change: "Зміна",
                norms_met: "Норми",
                dates: "Дати",
                venue: "Місце проведення",
                total: "Разом",
            },
            Lang::En => Labels {
                bulletin: "Results bulletin",
                standings: "Final standings",
                team_standings: "Team standings",
                rank: "Rank",
                number: "No.",
                name: "Name",
                team: "Team",
                rating: "Rating",
                points: "Points",
                tiebreaks: "Tie-breaks",
                ties: "Unresolved ties",
                places: "Places",
                crosstable: "Crosstable",
                wallchart: "Results by round",
                round: "Round",
                team_matches: "Matches by round",
                board_results: "Board results",
                board: "Board",
                board_classifications: "Board classifications",
                norms: "Norms and ratings",
                games: "Games",
                score: "Score",
                title: "Title",
                average: "Ra",
                performance: "Performance",
                k: "K",
                change: "Change",
                norms_met: "Norms",
                dates: "Dates",
                venue: "Venue",
                total: "Total",
            },
        }
    }
}

/// `4`, or `1–3`.
fn rank_label(rank: u32, rank_to: u32) -> String {
    if rank_to > rank {
        format!("{rank}–{rank_to}")
    } else {
        rank.to_string()
    }
}

fn value_text(v: Option<Points>, lang: Lang) -> String {
    v.map_or_else(|| "–".to_string(), |p| format_points(p, lang))
}

/// The mark of an outcome: `1`, `½`, `0`, `+`, `−`.
fn outcome_mark(o: Outcome) -> &'static str {
    match o {
        Outcome::Win | Outcome::FullBye | Outcome::PairingBye => "1",
        Outcome::Draw | Outcome::HalfBye => "½",
        Outcome::Loss | Outcome::ZeroBye => "0",
        Outcome::ForfeitWin => "+",
        Outcome::ForfeitLoss => "−",
    }
}

fn player_name(t: &Tournament, start: u32) -> String {
    t.player(start).map(|p| p.name.clone()).unwrap_or_default()
}

fn player_rating(t: &Tournament, start: u32) -> String {
    t.player(start).and_then(|p| p.rating).map(|r| r.to_string()).unwrap_or_default()
}

fn tie_views(
    ties: &[crate::score::regulation::UnresolvedTie],
    name: impl Fn(u32) -> String,
    lang: Lang,
) -> Vec<TieView> {
    ties.iter()
        .map(|tie| TieView {
            places: rank_label(tie.places.0, tie.places.1),
            who: tie
                .players
                .iter()
                .map(|p| format!("{p} {}", name(*p)))
                .collect::<Vec<_>>()
                .join("; "),
            decision: super::i18n::tie_decision(&tie.decision, lang),
        })
        .collect()
}

fn tiebreak_headings(list: &[TieBreak], labels: &[String], lang: Lang) -> Vec<Heading> {
    list.iter()
        .zip(labels)
        .map(|(tb, label)| Heading {
            code: label.clone(),
            name: tiebreak_kind_name(&tb.kind, lang),
        })
        .collect()
}

/// An individual classification (the main one, or a board's).
fn individual_view(
    title: String,
    s: &RegulationStandings,
    t: &Tournament,
    lang: Lang,
) -> ClassificationView {
    let labels = Labels::for_lang(lang);
    let rows = s
        .standings
        .rows
        .iter()
        .map(|r| StandingRow {
            rank: rank_label(r.rank, r.rank_to),
            number: r.start,
            name: player_name(t, r.start),
            rating: player_rating(t, r.start),
            scores: vec![format_points(r.points, lang)],
            values: r.values.iter().map(|v| value_text(*v, lang)).collect(),
            tied: r.rank_to > r.rank,
        })
        .collect();
    ClassificationView {
        title,
        score_columns: vec![Heading {
            code: labels.points.to_string(),
            name: labels.points.to_string(),
        }],
        tiebreak_columns: tiebreak_headings(&s.standings.tiebreaks, &s.labels, lang),
        rows,
        ties: tie_views(&s.ties, |p| player_name(t, p), lang),
    }
}

fn team_view(s: &RegulationTeamStandings, lang: Lang) -> ClassificationView {
    let labels = Labels::for_lang(lang);
    let (mp, gp) = match lang {
        Lang::Bg => (("МТ", "Мачови точки"), ("ТП", "Точки от партиите")),
        Lang::Uk => (("КО", "Командні очки"), ("ІО", "Індивідуальні очки")),
        Lang::En => (("MP", "Match points"), ("GP", "Game points")),
    };
    let rows = s
        .standings
        .rows
        .iter()
        .map(|r| StandingRow {
            rank: rank_label(r.rank, r.rank_to),
            number: r.start,
            name: r.name.clone(),
            rating: String::new(),
            scores: vec![format_points(r.match_points, lang), format_points(r.game_points, lang)],
            values: r.values.iter().map(|v| value_text(*v, lang)).collect(),
            tied: r.is_tied(),
        })
        .collect();
    let team_name = |n: u32| s.standings.row(n).map(|r| r.name.clone()).unwrap_or_default();
    ClassificationView {
        title: labels.team_standings.to_string(),
        score_columns: vec![
            Heading { code: mp.0.to_string(), name: mp.1.to_string() },
            Heading { code: gp.0.to_string(), name: gp.1.to_string() },
        ],
        tiebreak_columns: tiebreak_headings(&s.standings.tiebreaks, &s.labels, lang),
        rows,
        ties: tie_views(&s.ties, team_name, lang),
    }
}

/// The crosstable of an individual round robin, rows and columns in rank order.
fn crosstable(s: &RegulationStandings, t: &Tournament, lang: Lang) -> CrosstableView {
    let order: Vec<u32> = s.standings.rows.iter().map(|r| r.start).collect();
    let position = |p: u32| order.iter().position(|x| *x == p);
    let n = order.len();
    let rows = s
        .standings
        .rows
        .iter()
        .enumerate()
        .map(|(i, r)| {
            let mut cells: Vec<Vec<&str>> = vec![Vec::new(); n];
            if let Some(p) = t.player(r.start) {
                for g in &p.games {
                    if let Some(j) = g.opponent.and_then(position) {
                        cells[j].push(outcome_mark(g.outcome));
                    }
                }
            }
            let cells = cells
                .into_iter()
                .enumerate()
                .map(|(j, c)| if j == i { "×".to_string() } else { c.join(" ") })
                .collect();
            CrosstableRow {
                position: i as u32 + 1,
                rank: rank_label(r.rank, r.rank_to),
                number: r.start,
                name: player_name(t, r.start),
                rating: player_rating(t, r.start),
                cells,
                points: format_points(r.points, lang),
            }
        })
        .collect();
    CrosstableView { columns: (1..=n as u32).collect(), rows }
}

/// The wallchart of a Swiss event: opponents by their position in the standings.
fn wallchart(s: &RegulationStandings, t: &Tournament, lang: Lang) -> WallchartView {
    let order: Vec<u32> = s.standings.rows.iter().map(|r| r.start).collect();
    let position = |p: u32| order.iter().position(|x| *x == p).map(|i| i as u32 + 1);
    let played = t.players.iter().flat_map(|p| p.games.iter().map(|g| g.round)).max();
    let rounds: Vec<u32> = (1..=t.rounds.max(played.unwrap_or(0))).collect();
    let (white, black) = match lang {
        Lang::Bg | Lang::Uk => ("б", "ч"),
        Lang::En => ("w", "b"),
    };
    let rows = s
        .standings
        .rows
        .iter()
        .enumerate()
        .map(|(i, r)| {
            let games = t.player(r.start).map_or(&[][..], |p| p.games.as_slice());
            let cells = rounds
                .iter()
                .map(|round| match games.iter().find(|g| g.round == *round) {
                    Some(g) => WallchartCell {
                        opponent: g
                            .opponent
                            .and_then(position)
                            .map_or_else(|| "–".to_string(), |o| o.to_string()),
                        color: match g.color {
                            Some(Color::White) => white.to_string(),
                            Some(Color::Black) => black.to_string(),
                            None => String::new(),
                        },
                        result: outcome_mark(g.outcome).to_string(),
                    },
                    None => WallchartCell {
                        opponent: "–".to_string(),
                        color: String::new(),
                        result: "0".to_string(),
                    },
                })
                .collect();
            WallchartRow {
                position: i as u32 + 1,
                rank: rank_label(r.rank, r.rank_to),
                number: r.start,
                name: player_name(t, r.start),
                rating: player_rating(t, r.start),
                cells,
                points: format_points(r.points, lang),
            }
        })
        .collect();
    WallchartView { rounds, rows }
}

fn team_label(t: &Tournament, n: u32) -> String {
    let name = t.teams.iter().find(|x| x.number == n).map(|x| x.name.as_str()).unwrap_or("");
    format!("{n} {name}")
}

/// The team match table: every round's matches with their scores in game points.
fn team_matches(t: &Tournament, lang: Lang) -> TeamMatchTable {
    let bye = match lang {
        Lang::Bg => "почива",
        Lang::Uk => "вільний від гри",
        Lang::En => "bye",
    };
    let last = t.team_matches.iter().map(|m| m.round).max().unwrap_or(0);
    let rounds = (1..=last)
        .map(|round| TeamRoundView {
            round,
            matches: t
                .team_matches
                .iter()
                .filter(|m| m.round == round)
                .map(|m| {
                    let (mut home, mut away) = (Points::ZERO, Points::ZERO);
                    for b in &m.boards {
                        home += t.points.points(b.home_outcome);
                        away += t.points.points(b.home_outcome.reversed());
                    }
                    TeamMatchView {
                        home: team_label(t, m.home),
                        away: m.away.map_or_else(|| bye.to_string(), |a| team_label(t, a)),
                        score: match m.away {
                            Some(_) => format!(
                                "{} – {}",
                                format_points(home, lang),
                                format_points(away, lang)
                            ),
                            None => String::new(),
                        },
                    }
                })
                .collect(),
        })
        .collect();
    TeamMatchTable { rounds }
}

/// The crosstable of a team round robin, rows and columns in rank order.
fn team_crosstable(s: &RegulationTeamStandings, t: &Tournament, lang: Lang) -> CrosstableView {
    let order: Vec<u32> = s.standings.rows.iter().map(|r| r.start).collect();
    let position = |team: u32| order.iter().position(|x| *x == team);
    let n = order.len();
    // (home, away, home game points, away game points) of every match played.
    let scores: Vec<(u32, u32, Points, Points)> = t
        .team_matches
        .iter()
        .filter_map(|m| {
            let away = m.away?;
            let (mut h, mut a) = (Points::ZERO, Points::ZERO);
            for b in &m.boards {
                h += t.points.points(b.home_outcome);
                a += t.points.points(b.home_outcome.reversed());
            }
            Some((m.home, away, h, a))
        })
        .collect();
    let rows = s
        .standings
        .rows
        .iter()
        .enumerate()
        .map(|(i, r)| {
            let mut cells: Vec<Vec<String>> = vec![Vec::new(); n];
            for (home, away, h, a) in &scores {
                let (other, mine) = if *home == r.start {
                    (*away, *h)
                } else if *away == r.start {
                    (*home, *a)
                } else {
                    continue;
                };
                if let Some(j) = position(other) {
                    cells[j].push(format_points(mine, lang));
                }
            }
            let cells = cells
                .into_iter()
                .enumerate()
                .map(|(j, c)| if j == i { "×".to_string() } else { c.join(" ") })
                .collect();
            CrosstableRow {
                position: i as u32 + 1,
                rank: r.rank_label(),
                number: r.start,
                name: r.name.clone(),
                rating: String::new(),
                cells,
                points: format_points(r.match_points, lang),
            }
        })
        .collect();
    CrosstableView { columns: (1..=n as u32).collect(), rows }
}

/// Each team's players round by round, with the board played and the points per board.
fn team_boards(s: &RegulationTeamStandings, t: &Tournament, lang: Lang) -> Vec<TeamBoardsView> {
    let last = t.team_matches.iter().map(|m| m.round).max().unwrap_or(0);
    let rounds: Vec<u32> = (1..=last).collect();
    let board_abbr = match lang {
        Lang::Bg => "д.",
        Lang::Uk => "д.",
        Lang::En => "b.",
    };
    s.standings
        .rows
        .iter()
        .filter_map(|row| {
            let team = t.teams.iter().find(|x| x.number == row.start)?;
            // (round, board, player, outcome) of every game the team played.
            let mut games: Vec<(u32, u32, u32, Outcome)> = Vec::new();
            for m in &t.team_matches {
                for b in &m.boards {
                    if m.home == team.number {
                        if let Some(p) = b.home_player {
                            games.push((m.round, b.board, p, b.home_outcome));
                        }
                    } else if m.away == Some(team.number) {
                        if let Some(p) = b.away_player {
                            games.push((m.round, b.board, p, b.home_outcome.reversed()));
                        }
                    }
                }
            }
            let players = team
                .players
                .iter()
                .enumerate()
                .map(|(i, p)| {
                    let mine: Vec<&(u32, u32, u32, Outcome)> =
                        games.iter().filter(|g| g.2 == *p).collect();
                    let cells = rounds
                        .iter()
                        .map(|r| {
                            mine.iter()
                                .find(|g| g.0 == *r)
                                .map(|g| {
                                    // The board is named only when it is not the player's own.
                                    if g.1 as usize == i + 1 {
                                        outcome_mark(g.3).to_string()
                                    } else {
                                        format!("{} ({board_abbr} {})", outcome_mark(g.3), g.1)
                                    }
                                })
                                .unwrap_or_default()
                        })
                        .collect();
                    let points: Points =
                        mine.iter().fold(Points::ZERO, |a, g| a + t.points.points(g.3));
                    TeamPlayerRow {
                        number: *p,
                        name: player_name(t, *p),
                        cells,
                        total: format!("{}/{}", format_points(points, lang), mine.len()),
                    }
                })
                .collect();
            let boards = games.iter().map(|g| g.1).max().unwrap_or(0);
            let board_totals = (1..=boards)
                .map(|b| {
                    let on: Vec<_> = games.iter().filter(|g| g.1 == b).collect();
                    let pts = on.iter().fold(Points::ZERO, |a, g| a + t.points.points(g.3));
                    format!("{b}: {}/{}", format_points(pts, lang), on.len())
                })
                .collect();
            Some(TeamBoardsView {
                rank: row.rank_label(),
                number: team.number,
                name: team.name.clone(),
                rounds: rounds.clone(),
                players,
                board_totals,
            })
        })
        .collect()
}

/// The norms and ratings table; `None` when no player has a rating.
fn norms_view(extras: &Extras, lang: Lang) -> Option<NormsView> {
    if extras.players.iter().all(|p| p.rating.is_none()) {
        return None;
    }
    let opt = |v: Option<u32>| v.map(|x| x.to_string()).unwrap_or_default();
    let mut achieved = Vec::new();
    let rows = extras
        .players
        .iter()
        .map(|p| {
            let met: Vec<String> = p
                .norms
                .iter()
                .filter(|n| !n.already_holds)
                .filter_map(|n| {
                    let title = format!("{:?}", n.title);
                    let qualifier = match (n.verdict, lang) {
                        (NormVerdict::Achieved, _) => "",
                        (NormVerdict::AchievedIfExempt, Lang::Bg) => " (ако е освободен от 1.4.3)",
                        (NormVerdict::AchievedIfExempt, Lang::Uk) => " (якщо звільнено від 1.4.3)",
                        (NormVerdict::AchievedIfExempt, Lang::En) => " (if exempt from 1.4.3)",
                        (NormVerdict::PointsMet, Lang::Bg) => " (точки; званията не са известни)",
                        (NormVerdict::PointsMet, Lang::Uk) => " (очки; звання невідомі)",
                        (NormVerdict::PointsMet, Lang::En) => " (points; titles unknown)",
                        _ => return None,
                    };
                    let ra = opt(n.average);
                    let pts = format_points(n.points, lang);
                    let need = n.points_needed.map(|x| format_points(x, lang)).unwrap_or_default();
                    achieved.push(match lang {
                        Lang::Bg => format!(
                            "{} {}: норма {title}{qualifier} — {pts} от {} при Ra {ra} (нужни {need})",
                            p.start, p.name, super::i18n::games(n.games, lang)
                        ),
                        Lang::Uk => format!(
                            "{} {}: норма {title}{qualifier} — {pts} з {} при Ra {ra} (потрібно {need})",
                            p.start, p.name, super::i18n::games(n.games, lang)
                        ),
                        Lang::En => format!(
                            "{} {}: {title} norm{qualifier} — {pts} from {} at Ra {ra} ({need} needed)",
                            p.start, p.name, super::i18n::games(n.games, lang)
                        ),
                    });
                    // The table names only the norms met on every condition checked (or
                    // pending the federation exemption, starred); the lines say the rest.
                    match n.verdict {
                        NormVerdict::Achieved => Some(title),
                        NormVerdict::AchievedIfExempt => Some(format!("{title}*")),
                        _ => None,
                    }
                })
                .collect();
            NormsRow {
                number: p.start,
                name: p.name.clone(),
                title: p.title.map(|x| format!("{x:?}")).unwrap_or_default(),
                rating: opt(p.rating),
                games: p.games.to_string(),
                score: format_points(p.score, lang),
                average: opt(p.average_opponents),
                performance: p.performance.map(|x| x.to_string()).unwrap_or_default(),
                k: opt(p.k),
                change: p.change.map(|c| format!("{c:+}")).unwrap_or_default(),
                norms: met.join(", "),
            }
        })
        .collect();
    let note = match lang {
        Lang::Bg => "Рейтинговите промени са по правилата на ФИДЕ от 1 март 2024 г.; K предполага поне 30 изиграни рейтингови партии преди турнира. Нормите са по ФИДЕ B.01: само изиграни партии, най-ниският рейтинг се вдига до минимума.",
        Lang::Uk => "Зміни рейтингу — за правилами ФІДЕ від 1 березня 2024 р.; K передбачає щонайменше 30 рейтингових партій до турніру. Норми — за ФІДЕ B.01: лише зіграні партії, найнижчий рейтинг піднімається до мінімуму.",
        Lang::En => "Rating changes under the FIDE rules in force from 1 March 2024; K assumes at least 30 rated games before the event. Norms under FIDE B.01: games played over the board only, the lowest rating raised to the floor.",
    };
    Some(NormsView { rows, achieved, note: note.to_string() })
}

/// The dates of the event: the games' own, else the regulation's.
fn dates_text(reg: &Regulation, t: &Tournament, lang: Lang) -> Option<String> {
    let (from, to) = match (t.start_date, t.end_date) {
        (Some(a), Some(b)) => (a, b),
        (Some(a), None) => (a, a),
        _ => reg.event.dates.as_ref().map(|d| d.value)?,
    };
    let f = |d| crate::vocab::calendar::format_date(d, lang);
    Some(if from == to { f(from) } else { format!("{} – {}", f(from), f(to)) })
}

/// Builds the bulletin's view from the regulation, the results and the standings computed on
/// them (`score::regulation::event_standings`).
pub fn bulletin_view(reg: &Regulation, t: &Tournament, standings: &EventStandings) -> BulletinView {
    let lang = reg.lang;
    let labels = Labels::for_lang(lang);
    let applied = apply_regulation(reg, t);
    let title = reg.title.value.clone();
    let subtitle = Some(t.name.trim().to_string()).filter(|n| !n.is_empty() && *n != title);
    let mut view = BulletinView {
        lang: lang.code().to_string(),
        labels: labels.clone(),
        title,
        subtitle,
        dates: dates_text(reg, t, lang),
        venue: reg.event.venue.as_ref().map(|v| v.value.clone()),
        standings: ClassificationView {
            title: labels.standings.to_string(),
            score_columns: Vec::new(),
            tiebreak_columns: Vec::new(),
            rows: Vec::new(),
            ties: Vec::new(),
        },
        crosstable: None,
        wallchart: None,
        team_crosstable: None,
        team_matches: None,
        team_boards: Vec::new(),
        board_classifications: Vec::new(),
        norms: None,
    };
    match &standings.main {
        MainStandings::Individual(s) => {
            view.standings = individual_view(labels.standings.to_string(), s, &applied, lang);
            if applied.is_round_robin() {
                view.crosstable = Some(crosstable(s, &applied, lang));
            } else {
                view.wallchart = Some(wallchart(s, &applied, lang));
            }
            view.norms = norms_view(&s.extras, lang);
        }
        MainStandings::Team(s) => {
            view.standings = team_view(s, lang);
            if applied.is_round_robin() {
                view.team_crosstable = Some(team_crosstable(s, &applied, lang));
            }
            view.team_matches = Some(team_matches(&applied, lang));
            view.team_boards = team_boards(s, &applied, lang);
            view.norms = norms_view(&s.extras, lang);
        }
    }
    for b in &standings.boards {
        let number = b.classification.strip_prefix("board ").unwrap_or(&b.classification);
        let title = format!("{} {number}", labels.board);
        view.board_classifications.push(individual_view(title, b, &applied, lang));
    }
    view
}
