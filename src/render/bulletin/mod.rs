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
use crate::model::{Lang, Regulation};
use crate::results::round_robin::DrawnRound;
use crate::results::{Color, Outcome, Tournament};
use crate::score::extras::{Extras, NormVerdict};
use crate::score::regulation::{
    apply_regulation, EventStandings, MainStandings, RegulationStandings, RegulationTeamStandings,
};
use crate::vocab::fide::ratings::RatingRules;
use crate::vocab::points::Points;
use crate::vocab::tiebreak::TieBreak;
use serde::Serialize;

mod cards;
mod crosstable;
mod norms;
mod standings;
mod team;

use crate::vocab::lang::ph;
use cards::player_cards;
use crosstable::{crosstable, team_crosstable, wallchart};
use norms::norms_view;
pub use standings::{individual_view, team_view};
use team::{team_boards, team_matches};

/// The whole bulletin, ready for a template.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct BulletinView {
    /// Document language code (`bg`, `uk`, `en`).
    pub lang: String,
    /// The fixed words of the document, translated.
    pub labels: crate::render::i18n::BulletinLabels,
    /// The draft mark when the regulation has errors (`ПРОЕКТ`).
    pub draft: Option<&'static str>,
    /// The mark of illustrative results (`ПРИМЕРНИ РЕЗУЛТАТИ`), on every page.
    pub sample: Option<&'static str>,
    /// What the results file says of its illustrative results, as written.
    pub sample_note: Option<String>,
    /// What every page's header carries: the draft mark, the sample mark, or both.
    pub page_mark: Option<String>,
    /// The chief arbiter as the regulation names her or him (`Милен Петров, международен
    /// съдия`).
    pub chief_arbiter: Option<String>,
    /// The date of the last round with results (the schedule's date of that round, else the
    /// games' last day), written out: the date the bulletin is up to.
    pub updated: Option<String>,
    /// The event's title.
    pub title: String,
    /// The results' own name, when it differs from the title.
    pub subtitle: Option<String>,
    /// The dates of the games (or of the regulation), written out.
    pub dates: Option<String>,
    /// The venue.
    pub venue: Option<String>,
    /// The starting list: number, title, name, rating, FIDE ID, federation or club (individual
    /// events).
    pub starting_list: Vec<StartRow>,
    /// Which optional columns of the starting list have a value.
    pub starting_columns: StartColumns,
    /// The pairings and results round by round, with colours (individual events).
    pub rounds: Vec<RoundPairings>,
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
    /// Every player's card (individual events), in start-number order.
    pub cards: Vec<PlayerCard>,
    /// The heading of the opponent's column, in the event's gender (`Противничка`).
    pub opponent_heading: String,
}

/// One player's card: the games round by round, then the totals.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PlayerCard {
    /// The place in the final standings (`4`, `1–3`).
    pub rank: String,
    /// Start number.
    pub number: u32,
    /// Title, or empty.
    pub title: String,
    /// Name.
    pub name: String,
    /// Rating, or empty.
    pub rating: String,
    /// Federation or club, or empty.
    pub club: String,
    /// Points.
    pub points: String,
    /// The games, round by round (byes and absences too).
    pub games: Vec<CardGame>,
    /// Opponents' average rating (rated games), or empty.
    pub average: String,
    /// Performance, or empty.
    pub performance: String,
    /// Σ(W − We), or empty.
    pub delta: String,
    /// K factor, or empty.
    pub k: String,
    /// K × Σ(W − We), unrounded, or empty.
    pub change: String,
}

/// One round of a player's card.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct CardGame {
    /// Round number.
    pub round: u32,
    /// The colour's letter (`б`, `ч`), empty for a bye or unknown.
    pub color: String,
    /// The opponent's start number, empty for a bye.
    pub opponent_number: String,
    /// The opponent's title, or empty.
    pub opponent_title: String,
    /// The opponent's name, or the bye in words.
    pub opponent: String,
    /// The opponent's rating, or empty.
    pub opponent_rating: String,
    /// `1`, `½`, `0`, `+`, `−`.
    pub result: String,
    /// W − We of the game when the rating counts it, else empty.
    pub delta: String,
}

/// One player of the starting list.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct StartRow {
    /// Start number.
    pub number: u32,
    /// Title (`GM`), or empty.
    pub title: String,
    /// Name.
    pub name: String,
    /// Rating, or empty.
    pub rating: String,
    /// FIDE ID, or empty.
    pub fide_id: String,
    /// Federation (FIDE's code), or empty.
    pub federation: String,
    /// Club, or empty.
    pub club: String,
}

/// Which optional columns the starting list shows.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct StartColumns {
    /// Titles.
    pub title: bool,
    /// Ratings.
    pub rating: bool,
    /// FIDE IDs.
    pub fide_id: bool,
    /// Federations.
    pub federation: bool,
    /// The federation column's width in characters in a text document (its heading's and its
    /// longest name's, at least 4).
    pub federation_width: usize,
    /// Clubs.
    pub club: bool,
}

/// The games of one round.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct RoundPairings {
    /// Round number.
    pub round: u32,
    /// The round's date and time as the regulation's schedule gives them (`11 март 2007 г.,
    /// 14:30`).
    pub when: Option<String>,
    /// Games in board order (the Berger table's, as `pairings` numbers them, in a round robin
    /// whose drawn numbers are known), then byes.
    pub games: Vec<PairingRow>,
}

/// One game (or bye) of a round.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PairingRow {
    /// Board number.
    pub board: u32,
    /// White: `3 Genova Ruzka`.
    pub white: String,
    /// White's rating.
    pub white_rating: String,
    /// The result from White's side: `1 – 0`, `½ – ½`, `+ – −` (forfeit).
    pub result: String,
    /// Black, or the bye in words.
    pub black: String,
    /// Black's rating.
    pub black_rating: String,
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
    /// Some row names a team (the team column is shown).
    pub team_column: bool,
    /// Some row has a title (the title column is shown).
    pub title_column: bool,
    /// Some row has a federation (the federation column is shown).
    pub federation_column: bool,
    /// The federation column's width in characters in a text document (its heading's and its
    /// longest name's, at least 4).
    pub federation_width: usize,
}

/// The width of a text table's federation column: its heading's and its longest entry's, at
/// least 4 (`FED` and a three-letter code, as English documents print them).
pub(super) fn federation_width<'a>(heading: &str, names: impl Iterator<Item = &'a str>) -> usize {
    names.map(|n| n.chars().count()).chain([heading.chars().count(), 4]).max().unwrap_or(4)
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
    /// Title (`GM`), or empty (players).
    pub title: String,
    /// Federation, or empty (players).
    pub federation: String,
    /// Rating, if any (players).
    pub rating: String,
    /// One value per score column.
    pub scores: Vec<String>,
    /// One value per tie-break column (`–` when undefined).
    pub values: Vec<String>,
    /// The rank is shared by a tie.
    pub tied: bool,
    /// The player's team (board classifications of a team event), or empty.
    pub team: String,
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
    /// How it was decided, when the results record it, with the places taken.
    pub outcome: Option<String>,
}

/// The crosstable of a round robin.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct CrosstableView {
    /// Column numbers (rank positions 1..n).
    pub columns: Vec<u32>,
    /// The tie-break columns after the points, headed as in the standings.
    pub tiebreak_columns: Vec<Heading>,
    /// Rows in rank order.
    pub rows: Vec<CrosstableRow>,
    /// Too wide for a portrait page (by the widths of its cells at the table's type size): the
    /// table goes on a landscape page of its own.
    pub wide: bool,
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
    /// One value per tie-break column, as in the standings.
    pub values: Vec<String>,
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
    /// Some board player has a rating (the rating columns are shown).
    pub ratings: bool,
}

/// The matches of one round.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct TeamRoundView {
    /// Round number.
    pub round: u32,
    /// The round's date and time as the regulation's schedule gives them.
    pub when: Option<String>,
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
    /// The boards of the match, with players, ratings and colours.
    pub boards: Vec<BoardPairing>,
}

/// One board of a team match.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct BoardPairing {
    /// Board number.
    pub board: u32,
    /// The home team's player: `1 Name`, or `—` when none played.
    pub home: String,
    /// The home player's rating.
    pub home_rating: String,
    /// The home player's colour letter (`б`/`ч`).
    pub home_color: String,
    /// The result from the home player's side: `1 – 0`.
    pub result: String,
    /// The away team's player.
    pub away: String,
    /// The away player's rating.
    pub away_rating: String,
    /// The away player's colour letter.
    pub away_color: String,
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
    /// Some player of the team has a rating (the rating column is shown).
    pub ratings: bool,
    /// Some player has a performance (the performance column is shown).
    pub performances: bool,
}

/// A team player's results.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct TeamPlayerRow {
    /// The player's place in the team's board order (`1`), reserves after the boards.
    pub order: u32,
    /// Start number.
    pub number: u32,
    /// Rating, or empty.
    pub rating: String,
    /// Performance over the games against rated opponents, or empty.
    pub performance: String,
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
    /// The norms the results meet on every condition checked, one line each, in words.
    pub achieved: Vec<String>,
    /// The sum of every player's rating change.
    pub total_change: String,
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
    /// Score in them (W).
    pub score: String,
    /// Expected score (We), table 8.1.2 with the period's cap.
    pub expected: String,
    /// W − We.
    pub delta: String,
    /// Opponents' average rating.
    pub average: String,
    /// Performance.
    pub performance: String,
    /// K factor.
    pub k: String,
    /// Rating change K × (W − We), signed, unrounded (one style per column).
    pub change: String,
    /// Norms met (`WIM`; `WIM*` when met provided the event is exempt from B.01 1.4.3); norms
    /// whose points are met but whose title conditions could not be checked are only in
    /// [`NormsView::achieved`].
    pub norms: String,
}

/// The fixed words of a bulletin, in its language.
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
    t.player(start).map(|p| p.name.to_string()).unwrap_or_default()
}

/// A title as a document prints it (`GM`, `WIM`), from what the results write (`GM`, `g`, `wm`).
fn title_text(title: &str, lang: Lang) -> String {
    crate::vocab::title::Title::from_code(title)
        .map(|x| crate::render::words::title_short(x, lang).to_string())
        .unwrap_or_default()
}

fn player_rating(t: &Tournament, start: u32) -> String {
    t.player(start).and_then(|p| p.rating).map(|r| r.to_string()).unwrap_or_default()
}

/// The dates of the event: the games' own, else the regulation's.
fn dates_text(reg: &Regulation, t: &Tournament, lang: Lang) -> Option<String> {
    let (from, to) = match (t.start_date, t.end_date) {
        (Some(a), Some(b)) => (a, b),
        (Some(a), None) => (a, a),
        _ => reg.event.dates.as_ref().map(|d| d.value)?,
    };
    Some(crate::render::words::date_range((from, to), lang))
}

/// The bulletin of a regulation on its results, as `bulletin` and `build` make it: the
/// standings the regulation prescribes (with the drawn numbers `lots`, if any) and their view,
/// marked as a draft when `draft`; with the findings of the standings (the schedule checks,
/// the engine's notes, the ties left and the recorded outcomes applied). Callable without the
/// command line (the editor of `reglament serve` previews with it).
pub fn bulletin_document(
    reg: &Regulation,
    t: &Tournament,
    lots: &[u32],
    draft: bool,
) -> (BulletinView, Vec<crate::diagnostic::Diagnostic>) {
    let options =
        crate::score::regulation::RegulationOptions { edition: None, lots: lots.to_vec() };
    let standings = crate::score::regulation::event_standings(reg, t, &options);
    let mut findings: Vec<crate::diagnostic::Diagnostic> =
        standings.diagnostics().cloned().collect();
    findings.extend(crate::render::report::tie_notes(&standings));
    (bulletin_view_with(reg, t, &standings, draft, lots), findings)
}

/// Builds the bulletin's view from the regulation, the results and the standings computed on
/// them (`score::regulation::event_standings`).
pub fn bulletin_view(reg: &Regulation, t: &Tournament, standings: &EventStandings) -> BulletinView {
    bulletin_view_with(reg, t, standings, false, &[])
}

/// [`bulletin_view`], marked as a draft when `draft`, the boards of a round robin numbered by
/// the Berger table under the drawn numbers `lots` (else the numbering the games follow).
pub fn bulletin_view_with(
    reg: &Regulation,
    t: &Tournament,
    standings: &EventStandings,
    draft: bool,
    lots: &[u32],
) -> BulletinView {
    let lang = reg.lang;
    let labels = crate::render::i18n::bulletin_labels(lang);
    let applied = apply_regulation(reg, t);
    let start = t.start_date.or_else(|| reg.event.dates.as_ref().map(|d| d.value.0));
    let rules = crate::vocab::fide::ratings::rating_rules(start);
    let gender = crate::render::words::event_gender(reg);
    // The event's own name when the regulation gives one ("Регламент …" titles the regulation,
    // not the event); the results file's name only in English documents (it is often English).
    let title =
        reg.event.name.as_ref().map_or_else(|| reg.title.value.clone(), |n| n.value.clone());
    let subtitle = Some(t.name.trim().to_string())
        .filter(|n| lang == Lang::En && !n.is_empty() && *n != title);
    let sample = t.illustrative.is_some().then_some(labels.sample);
    let marks: Vec<&str> = [draft.then_some(labels.draft), sample].into_iter().flatten().collect();
    let chief_arbiter = reg.chief_arbiter().map(|o| match &o.category {
        Some(c) => format!("{}, {}", o.name.value, c.value),
        None => o.name.value.clone(),
    });
    let mut view = BulletinView {
        lang: lang.code().to_string(),
        draft: draft.then_some(labels.draft),
        sample,
        sample_note: t.illustrative.clone().filter(|n| !n.trim().is_empty()),
        page_mark: (!marks.is_empty()).then(|| marks.join(" · ")),
        chief_arbiter,
        updated: updated_text(reg, t, lang),
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
            team_column: false,
            title_column: false,
            federation_column: false,
            federation_width: 4,
        },
        starting_list: Vec::new(),
        starting_columns: StartColumns::default(),
        rounds: Vec::new(),
        crosstable: None,
        wallchart: None,
        team_crosstable: None,
        team_matches: None,
        team_boards: Vec::new(),
        board_classifications: Vec::new(),
        norms: None,
        cards: Vec::new(),
        opponent_heading: crate::render::words::opponent_heading(gender, lang).to_string(),
    };
    if matches!(standings.main, MainStandings::Individual(_)) {
        (view.starting_list, view.starting_columns) = starting_list(t, lang);
        let boards = berger_boards(&applied, lots);
        view.rounds = round_pairings(t, lang, boards.as_deref(), Some(reg));
    }
    match &standings.main {
        MainStandings::Individual(s) => {
            view.standings = individual_view(labels.standings.to_string(), s, &applied, lang);
            // A crosstable has a cell for every pair: only for a field a round robin of these
            // rounds can have (n ≤ rounds + 1), else the wallchart, one line per player.
            let fits = applied.players.len() as u64 <= u64::from(applied.rounds) + 1;
            if applied.is_round_robin() && fits {
                view.crosstable = Some(crosstable(s, &applied, lang, &view.standings));
            } else {
                view.wallchart = Some(wallchart(s, &applied, lang));
            }
            view.norms = norms_view(&s.extras, &rules, gender, lang);
            view.cards = player_cards(s, &applied, &rules, lang);
        }
        MainStandings::Team(s) => {
            view.standings = team_view(s, lang);
            if applied.is_round_robin() {
                view.team_crosstable = Some(team_crosstable(s, &applied, lang, &view.standings));
            }
            view.team_matches = Some(team_matches(&applied, lang, Some(reg)));
            view.team_boards = team_boards(s, &applied, lang);
            view.norms = norms_view(&s.extras, &rules, gender, lang);
        }
    }
    for b in &standings.boards {
        let number = b.classification.strip_prefix("board ").unwrap_or(&b.classification);
        let title = format!("{} {number}", labels.board);
        view.board_classifications.push(individual_view(title, b, &applied, lang));
    }
    view
}

/// The starting list in start-number order.
fn starting_list(t: &Tournament, lang: Lang) -> (Vec<StartRow>, StartColumns) {
    let rows: Vec<StartRow> = t
        .players
        .iter()
        .map(|p| StartRow {
            number: p.start,
            title: crate::vocab::title::Title::from_code(&p.title)
                .map(|x| crate::render::words::title_short(x, lang).to_string())
                .unwrap_or_default(),
            name: p.name.to_string(),
            rating: p.rating.filter(|r| *r > 0).map(|r| r.to_string()).unwrap_or_default(),
            fide_id: p.fide_id.map(|r| r.to_string()).unwrap_or_default(),
            federation: crate::render::words::federation_name(&p.federation, lang),
            club: p.club.trim().to_string(),
        })
        .collect();
    let any = |f: fn(&StartRow) -> &String| rows.iter().any(|r| !f(r).is_empty());
    let columns = StartColumns {
        title: any(|r| &r.title),
        rating: any(|r| &r.rating),
        fide_id: any(|r| &r.fide_id),
        federation: any(|r| &r.federation),
        federation_width: federation_width(
            crate::render::i18n::bulletin_labels(lang).federation,
            rows.iter().map(|r| r.federation.as_str()),
        ),
        club: any(|r| &r.club),
    };
    (rows, columns)
}

/// The Berger table's rounds under the drawn numbers `lots` (else the numbering the games
/// follow), for an individual round robin: the board numbers `pairings` prints.
fn berger_boards(t: &Tournament, lots: &[u32]) -> Option<Vec<DrawnRound>> {
    if !t.is_round_robin() || !t.teams.is_empty() {
        return None;
    }
    let lots =
        if lots.is_empty() { crate::score::regulation::infer_lots(t)? } else { lots.to_vec() };
    let double = t.pairing == crate::results::Pairing::DoubleRoundRobin;
    crate::results::round_robin::drawn_schedule(t.players.len() as u32, double, &lots).ok()
}

/// Every round's games from White's side (each game once), then the byes and absences. The
/// games are in the Berger table's board order when `boards` gives the table (a game the table
/// does not have comes after, by White's number), else by White's number; each round headed with
/// its date and time from the regulation's schedule.
fn round_pairings(
    t: &Tournament,
    lang: Lang,
    boards: Option<&[DrawnRound]>,
    reg: Option<&Regulation>,
) -> Vec<RoundPairings> {
    let rounds = t.players.iter().flat_map(|p| p.games.iter().map(|g| g.round)).max().unwrap_or(0);
    let label = |start: u32| format!("{start} {}", player_name(t, start));
    (1..=rounds)
        .map(|round| {
            let mut games = Vec::new();
            let mut byes = Vec::new();
            for p in &t.players {
                for g in p.games.iter().filter(|g| g.round == round) {
                    match (g.opponent, g.color) {
                        (Some(o), Some(Color::White)) => games.push((p.start, o, g.outcome)),
                        // Colours unknown: list the game once, from the lower number.
                        (Some(o), None) if p.start < o => games.push((p.start, o, g.outcome)),
                        (Some(_), _) => {}
                        (None, _) => byes.push((p.start, g.outcome)),
                    }
                }
            }
            let table = boards.and_then(|b| b.get(round as usize - 1));
            let board_of = |w: u32, b: u32| -> Option<u32> {
                table?.boards.iter().find_map(|d| {
                    let same = (d.white, d.black) == (w, b) || (d.white, d.black) == (b, w);
                    same.then_some(d.board)
                })
            };
            let mut numbered: Vec<(Option<u32>, (u32, u32, Outcome))> =
                games.iter().map(|g| (board_of(g.0, g.1), *g)).collect();
            numbered.sort_by_key(|(board, g)| (board.unwrap_or(u32::MAX), g.0));
            let mut next = numbered.iter().filter_map(|(b, _)| *b).max().unwrap_or(0);
            let mut rows: Vec<PairingRow> = numbered
                .iter()
                .map(|(board, (w, b, o))| PairingRow {
                    board: board.unwrap_or_else(|| {
                        next += 1;
                        next
                    }),
                    white: label(*w),
                    white_rating: player_rating(t, *w),
                    result: result_text(*o),
                    black: label(*b),
                    black_rating: player_rating(t, *b),
                })
                .collect();
            let n = rows.iter().map(|r| r.board).max().unwrap_or(0);
            rows.extend(byes.iter().enumerate().map(|(i, (p, o))| PairingRow {
                board: n + i as u32 + 1,
                white: label(*p),
                white_rating: player_rating(t, *p),
                result: outcome_mark(*o).to_string(),
                black: bye_words(*o, lang).to_string(),
                black_rating: String::new(),
            }));
            let when = reg.and_then(|r| crate::render::pairings::when(r, round, lang));
            RoundPairings { round, when, games: rows }
        })
        .collect()
}

/// The date the bulletin is up to: the schedule's date of the last round with results, else the
/// last day of the games.
fn updated_text(reg: &Regulation, t: &Tournament, lang: Lang) -> Option<String> {
    let last = t.players.iter().flat_map(|p| p.games.iter().map(|g| g.round)).max()?;
    let date = reg.round_entry(last).and_then(|e| e.day()).or(t.end_date)?;
    Some(crate::vocab::calendar::format_date(date, lang))
}

/// A game's result from White's side.
fn result_text(o: Outcome) -> String {
    match o {
        Outcome::Win => "1 – 0",
        Outcome::Draw => "½ – ½",
        Outcome::Loss => "0 – 1",
        Outcome::ForfeitWin => "+ – −",
        Outcome::ForfeitLoss => "− – +",
        _ => "",
    }
    .to_string()
}

/// A bye or an absence in words.
fn bye_words(o: Outcome, lang: Lang) -> &'static str {
    let phrase = match o {
        Outcome::PairingBye | Outcome::FullBye => ph!(en: "bye", bg: "почива", uk: "пропускає тур"),
        Outcome::HalfBye => {
            ph!(en: "half-point bye", bg: "почива (½ т.)", uk: "пропускає тур (½ оч.)")
        }
        _ => ph!(en: "absent", bg: "не играе", uk: "не грає"),
    };
    phrase.get(lang)
}
