//! The results stage: tournament results in a format-independent model that FIDE TRF files, our
//! own results files and PGN game records are read into (after the decode stage), checked
//! (both sides of a game, the Berger table of a round robin), and that the scoring stage
//! computes standings from.
//!
//! Player `start` numbers are 1-based and equal the index in [`Tournament::players`] plus one.

pub mod codes;
pub mod fide_codes;
pub mod generate;
pub mod input;
pub mod json;
pub mod limits;
pub mod listed;
pub mod pgn;
pub mod rating_list;
pub mod results_file;
pub mod round_robin;
pub mod spelling;
pub mod submission;
pub mod trf;

use crate::vocab::points::Points;
use compact_str::CompactString;
use jiff::civil::Date;
use serde::Serialize;

/// The colour a player had in a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum Color {
    /// White pieces.
    White,
    /// Black pieces.
    Black,
}

/// What happened to one player in one round (TRF result codes in brackets).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum Outcome {
    /// Played and won (`1`, or `W` for a game not rated).
    Win,
    /// Played and drawn (`=`, or `D`).
    Draw,
    /// Played and lost (`0`, or `L`).
    Loss,
    /// Won by forfeit (`+`).
    ForfeitWin,
    /// Lost by forfeit (`-`).
    ForfeitLoss,
    /// Half-point bye (`H`).
    HalfBye,
    /// Full-point bye (`F`).
    FullBye,
    /// Pairing-allocated bye (`U`).
    PairingBye,
    /// Zero-point bye or absence (`Z`, or blank).
    ZeroBye,
}

impl Outcome {
    /// True when a game was actually played over the board.
    pub fn is_played(self) -> bool {
        matches!(self, Outcome::Win | Outcome::Draw | Outcome::Loss)
    }

    /// The other side's outcome of the same game (a bye is its own).
    pub fn reversed(self) -> Outcome {
        match self {
            Outcome::Win => Outcome::Loss,
            Outcome::Loss => Outcome::Win,
            Outcome::ForfeitWin => Outcome::ForfeitLoss,
            Outcome::ForfeitLoss => Outcome::ForfeitWin,
            other => other,
        }
    }
}

/// One player's entry in one round.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Game {
    /// Round number, 1-based.
    pub round: u32,
    /// Opponent's start number, if there was an opponent.
    pub opponent: Option<u32>,
    /// Colour, if known.
    pub color: Option<Color>,
    /// The result.
    pub outcome: Outcome,
    /// False for games played but not to be rated (TRF `W`/`D`/`L`).
    pub rated: bool,
}

/// A player and all the player's rounds.
///
/// The texts are [`CompactString`]s: a name, a title, a federation or a birth date of up to 24
/// bytes is kept inside the entry, so reading a player allocates only the rounds (a TRF of
/// 5,000 players made 25,000 small allocations for the five texts its lines fill;
/// BENCHMARKS.md).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Player {
    /// Start (pairing) number, 1-based.
    pub start: u32,
    /// Name as written (in a results file: as the federation writes it, `Музичук Марія`).
    pub name: CompactString,
    /// The name as FIDE writes it (`Muzychuk, Mariya`), when it differs from [`Player::name`]:
    /// what a TRF for rating carries. Empty when not given.
    #[serde(skip_serializing_if = "CompactString::is_empty")]
    pub fide_name: CompactString,
    /// `m`, `w` or empty.
    pub sex: CompactString,
    /// FIDE title code as written (`GM`, `g`, `WIM`, …), empty if none.
    pub title: CompactString,
    /// Rating (FIDE or national), if any.
    pub rating: Option<u32>,
    /// Federation: FIDE's three-letter code as written (`BUL`), empty if not known.
    pub federation: CompactString,
    /// Club (or, in a team event, the team), empty if not known.
    #[serde(skip_serializing_if = "CompactString::is_empty")]
    pub club: CompactString,
    /// FIDE ID, if any.
    pub fide_id: Option<u64>,
    /// Birth date or year as written.
    pub birth: CompactString,
    /// The K factor FIDE's rating list gives the player for the event's list (`--fide-list`),
    /// when the list has the column.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub k_factor: Option<u32>,
    /// Points declared in the input (TRF columns 81–84), if any.
    pub declared_points: Option<Points>,
    /// Rank declared in the input (TRF columns 86–89), if any.
    pub declared_rank: Option<u32>,
    /// Rounds in order; a round with no entry is absent from this list.
    pub games: Vec<Game>,
    /// The file has no line for this start number (a gap in the numbering): the entry only
    /// keeps `players[i].start == i + 1`. It has no games, gets no row in any standings and is
    /// no one's opponent.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub missing: bool,
}

/// A team and its players in board order.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Team {
    /// Team number, 1-based.
    pub number: u32,
    /// Name as written.
    pub name: String,
    /// Start numbers of the team's players, in board order.
    pub players: Vec<u32>,
    /// Rank declared in the input, if any.
    pub declared_rank: Option<u32>,
    /// Short name (TRF26 310 columns 42–46), empty if none.
    pub nickname: String,
    /// Strength factor as written (TRF26 310 columns 48–53, usually an average rating).
    pub strength: String,
    /// Match points declared in the input (TRF26 310), if any.
    pub declared_match_points: Option<Points>,
    /// Game points declared in the input (TRF26 310), if any.
    pub declared_game_points: Option<Points>,
}

/// How a forfeited team match ended (TRF26 record 330).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum MatchForfeit {
    /// `+-`: the team listed first (White) wins by forfeit.
    FirstWins,
    /// `-+`: the team listed second (Black) wins by forfeit.
    SecondWins,
    /// `--`: both teams forfeit.
    Both,
}

/// A team match forfeited as a whole (TRF26 record 330).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct ForfeitedMatch {
    /// Round number, 1-based.
    pub round: u32,
    /// The team listed first (White on board 1).
    pub first: u32,
    /// The team listed second.
    pub second: u32,
    /// Who forfeited.
    pub result: MatchForfeit,
}

/// A bye declared in a TRF26 `240` record. In a team event the ids are team numbers, otherwise
/// player start numbers.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct DeclaredBye {
    /// `HalfBye`, `FullBye` or `ZeroBye`.
    pub kind: Outcome,
    /// Round number, 1-based.
    pub round: u32,
    /// Team numbers (team events) or start numbers.
    pub ids: Vec<u32>,
}

/// Pairing-allocated byes of teams (TRF26 record 320).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct TeamPab {
    /// Match points a team gets for the bye, if stated.
    pub match_points: Option<Points>,
    /// Game points a team gets for the bye, if stated.
    pub game_points: Option<Points>,
    /// `(round, team)` for every round that has a team bye.
    pub teams: Vec<(u32, u32)>,
}

/// An abnormal point assignment (TRF26 record 299): column 5 the kind (`W D L F H Z + -`, or
/// blank for a bonus or penalty), 8–11 match points (teams), 14–17 game points (points of an
/// individual event; may be negative), 20–22 the round (`000` = every round, `999` = the final
/// standings only), then the ids (team numbers in a team event) in 24–27, 29–32, ….
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct AbnormalPoints {
    /// The result it assigns (`W D L F H Z + -`), or `None` for a bonus or penalty.
    pub kind: Option<char>,
    /// Match points (team events), if written.
    pub match_points: Option<Points>,
    /// Game points (team events) or points (individual events), if written.
    pub points: Option<Points>,
    /// Round; 0 = every round (or, without ids, the default value of the kind), 999 = the final
    /// standings only.
    pub round: u32,
    /// Team numbers (team events) or start numbers.
    pub ids: Vec<u32>,
}

/// One board of a team match.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Board {
    /// Board number, 1-based.
    pub board: u32,
    /// Start number of the home team's player, if one played.
    pub home_player: Option<u32>,
    /// Start number of the away team's player, if one played.
    pub away_player: Option<u32>,
    /// Home player's outcome.
    pub home_outcome: Outcome,
    /// Away player's outcome. Usually the home outcome reversed, but not always: a board
    /// forfeited by both players (`-` on both sides, `--` in a results file, a `330 --` match)
    /// is a forfeit loss on both sides, 0–0.
    pub away_outcome: Outcome,
}

/// One team match in one round (`away` is `None` for a team bye).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct TeamMatch {
    /// Round number, 1-based.
    pub round: u32,
    /// Home team number (plays White on board 1).
    pub home: u32,
    /// Away team number, if any.
    pub away: Option<u32>,
    /// Boards in order.
    pub boards: Vec<Board>,
}

/// Point system for one game (TRF26 record 162; FIDE default 1 / ½ / 0).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct PointSystem {
    /// Points for a win (also forfeit win and full-point bye).
    pub win: Points,
    /// Points for a draw (also half-point bye).
    pub draw: Points,
    /// Points for a loss.
    pub loss: Points,
}

impl PointSystem {
    /// Points one outcome is worth (forfeit wins and full-point and pairing-allocated byes count
    /// as wins, half-point byes as draws, everything else as losses).
    pub fn points(&self, outcome: Outcome) -> Points {
        match outcome {
            Outcome::Win | Outcome::ForfeitWin | Outcome::FullBye | Outcome::PairingBye => self.win,
            Outcome::Draw | Outcome::HalfBye => self.draw,
            Outcome::Loss | Outcome::ForfeitLoss | Outcome::ZeroBye => self.loss,
        }
    }
}

impl Default for PointSystem {
    fn default() -> Self {
        PointSystem { win: Points::ONE, draw: Points::HALF, loss: Points::ZERO }
    }
}

/// Match points for a team match (TRF26 record 362; FIDE default 2 / 1 / 0).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct MatchPointSystem {
    /// Match points for a won match.
    pub win: Points,
    /// Match points for a drawn match.
    pub draw: Points,
    /// Match points for a lost match.
    pub loss: Points,
}

impl Default for MatchPointSystem {
    fn default() -> Self {
        MatchPointSystem { win: Points::whole(2), draw: Points::ONE, loss: Points::ZERO }
    }
}

/// The pairing system of a tournament.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub enum Pairing {
    /// Swiss system (the default).
    #[default]
    Swiss,
    /// Single round robin.
    RoundRobin,
    /// Double round robin.
    DoubleRoundRobin,
}

/// How a tie the tie-break list left was decided.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum DecisionMethod {
    /// Play-off games (a match or a round robin among the tied).
    Playoff,
    /// One Armageddon game.
    Armageddon,
    /// A drawing of lots.
    Lots,
}

/// The recorded outcome of a play-off, an Armageddon game or a drawing of lots that decided a
/// tie the tie-break list left (the results file's `decided` statement): who took which place.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct RecordedDecision {
    /// The board classification it decides; `None` for the main classification.
    pub board: Option<u32>,
    /// How the tie was decided.
    pub method: DecisionMethod,
    /// The tied competitors in the order decided, the best first: start numbers, or team
    /// numbers in a team event's main classification.
    pub order: Vec<u32>,
    /// What the file says about it (when, the games), as written.
    pub note: Option<String>,
    /// Where the statement is written.
    #[serde(skip)]
    pub span: crate::source::Span,
}

/// A whole tournament's results.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Tournament {
    /// Name (TRF 012).
    pub name: String,
    /// City (TRF 022).
    pub city: String,
    /// Federation (TRF 032).
    pub federation: String,
    /// Start date (TRF 042), if it parsed.
    pub start_date: Option<Date>,
    /// End date (TRF 052), if it parsed.
    pub end_date: Option<Date>,
    /// Number of rounds (declared, or the most rounds any player has).
    pub rounds: u32,
    /// Pairing system.
    pub pairing: Pairing,
    /// Points per game.
    pub points: PointSystem,
    /// Match points per team match.
    pub match_points: MatchPointSystem,
    /// Tie-break list declared in the file (TRF26 202 / 212), as written.
    pub declared_tiebreaks: Vec<String>,
    /// The full standings order of a TRF26 `212` record (primary score first, e.g. `PTS`), as
    /// written; empty when the file has none.
    pub declared_standings_order: Vec<String>,
    /// Players; `players[i].start == i + 1`. Serialized without the entries of a gap in the
    /// numbering (a start number with no line), so that a file naming one high start number
    /// does not write thousands of empty entries.
    #[serde(serialize_with = "present_players")]
    pub players: Vec<Player>,
    /// Teams (empty for an individual event).
    pub teams: Vec<Team>,
    /// Team matches (empty for an individual event). Derived from the players' games, the
    /// teams' board order and the declared lineups; forfeited matches and team byes included.
    pub team_matches: Vec<TeamMatch>,
    /// Type of tournament as written (TRF 092), empty if none.
    pub tournament_type: String,
    /// Encoded tournament type as written (TRF26 192, e.g. `FIDE_DUTCH_2025`), empty if none.
    pub pairing_code: String,
    /// Chief arbiter (TRF 102).
    pub chief_arbiter: String,
    /// Deputy chief arbiters (TRF 112, one per line).
    pub deputy_arbiters: Vec<String>,
    /// Allotted time as written (TRF 122).
    pub time_control: String,
    /// Round dates as written (TRF 132), one per round, empty when not given.
    pub round_dates: Vec<String>,
    /// Byes declared in TRF26 `240` records.
    pub declared_byes: Vec<DeclaredBye>,
    /// Team pairing-allocated byes (TRF26 `320`), if declared.
    pub team_pab: Option<TeamPab>,
    /// Team matches forfeited as a whole (TRF26 `330`).
    pub forfeited_matches: Vec<ForfeitedMatch>,
    /// Abnormal point assignments (TRF26 `299`), as read; the lines are also kept verbatim in
    /// [`Tournament::other_records`], which the writers copy.
    pub abnormal_points: Vec<AbnormalPoints>,
    /// TRF26 records the model does not interpret (152, 172, 182, 222, 250, 260, 299, 352, 801,
    /// 802, …), kept verbatim so that a TRF26 written back carries them.
    pub other_records: Vec<String>,
    /// Recorded outcomes of the ties the tie-break list left (results files' `decided`).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub decisions: Vec<RecordedDecision>,
    /// The results are illustrative, not the event's (a results file's `illustrative "…"`):
    /// what the file says of them. Every document made from them is marked as a sample.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub illustrative: Option<String>,
}

impl Tournament {
    /// The player with this start number.
    pub fn player(&self, start: u32) -> Option<&Player> {
        self.players.get(start.checked_sub(1)? as usize)
    }

    /// The players the file lists (every player but the gaps in the numbering).
    pub fn listed(&self) -> impl Iterator<Item = &Player> {
        self.players.iter().filter(|p| !p.missing)
    }

    /// True for an individual or team round robin.
    pub fn is_round_robin(&self) -> bool {
        matches!(self.pairing, Pairing::RoundRobin | Pairing::DoubleRoundRobin)
    }
}

/// The players that have a line in the file (a gap's placeholder entries left out).
fn present_players<S: serde::Serializer>(players: &[Player], s: S) -> Result<S::Ok, S::Error> {
    s.collect_seq(players.iter().filter(|p| !p.missing))
}
