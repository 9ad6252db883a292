//! The typed model of a regulation. Every fact keeps the span it was written at.

use crate::source::{Span, Spanned};
use crate::vocab::points::Points;
use crate::vocab::tiebreak::TieBreak;
use jiff::civil::{Date, Time};
use serde::Serialize;

pub use crate::vocab::{Lang, Title};

/// A whole regulation.
#[derive(Clone, Debug, Default, Serialize)]
pub struct Regulation {
    /// Document language.
    pub lang: Lang,
    /// Title.
    pub title: Spanned<String>,
    /// Edition number of the event (e.g. 42 for the 42nd championship).
    pub edition: Option<Spanned<u32>>,
    /// Where the header statement is.
    pub header_span: Span,
    /// Event facts.
    pub event: Event,
    /// Playing system.
    pub system: Option<System>,
    /// Individual participants.
    pub players: Option<Players>,
    /// Team participants.
    pub teams: Option<Teams>,
    /// Team composition rules.
    pub team_rules: Option<TeamRules>,
    /// Time control of the main event.
    pub time_control: Option<TimeControl>,
    /// Dated programme.
    pub schedule: Vec<ScheduleEntry>,
    /// Span of the schedule block.
    pub schedule_span: Option<Span>,
    /// Scoring and tie-breaks.
    pub ranking: Option<Ranking>,
    /// Sub-classifications (board prizes, women, juniors…).
    pub subclassifications: Vec<SubClassification>,
    /// Rating validity and qualification consequences.
    pub validity: Option<Validity>,
    /// Stated claims about strength and norms.
    pub claims: Claims,
    /// Arbiters, doctor.
    pub officials: Vec<Official>,
    /// Appeals procedure.
    pub appeals: Option<Appeals>,
    /// Prizes.
    pub prizes: Vec<Prize>,
    /// Numbered prose sections, in file order.
    pub sections: Vec<Section>,
    /// Signature lines at the foot of the document.
    pub signatures: Vec<Signature>,
    /// Codes suppressed in this file, with reasons.
    pub allows: Vec<Allow>,
    /// The title as published, line by line (`title-block { "Р Е Г Л А М Е Н Т"; … }`); when
    /// given, documents print it instead of the title.
    pub title_block: Vec<Spanned<String>>,
    /// Facts marked to be verified (`review I003 "…"`, written by `reglament import`).
    pub reviews: Vec<Review>,
    /// The language the file's keywords are spelled in (help lines quote keywords in it).
    pub keyword_lang: Lang,
    /// Top-level statements that had a lowering error: what they state may be incomplete, so
    /// the checks stay silent about them (and about facts they would have given).
    pub broken: Vec<Broken>,
}

/// A top-level statement that could not be lowered completely.
#[derive(Clone, Debug, Serialize)]
pub struct Broken {
    /// Its keyword, in English (`event`, `players`, `section`).
    pub keyword: &'static str,
    /// The whole statement.
    pub span: Span,
}

impl Regulation {
    /// True when a top-level statement with this English keyword could not be lowered
    /// completely (a fact it states may be missing from the model).
    pub fn is_broken(&self, keyword: &str) -> bool {
        self.broken.iter().any(|b| b.keyword == keyword)
    }

    /// True when `span` lies inside a statement that could not be lowered completely.
    pub fn in_broken(&self, span: Span) -> bool {
        self.broken.iter().any(|b| b.span.start <= span.start && span.end <= b.span.end)
    }

    /// A keyword as this file spells keywords (for help lines).
    pub fn kw(&self, kw: crate::model::keywords::Kw) -> &'static str {
        kw.spelling(self.keyword_lang)
    }

    /// The programme's entry of round `round` (its date and time), if the schedule has one.
    pub fn round_entry(&self, round: u32) -> Option<&ScheduleEntry> {
        self.schedule
            .iter()
            .find(|e| e.activities.iter().any(|a| a.value == Activity::Round(round)))
    }

    /// True when the title, the event's name or the title block says the event is for women
    /// (`за жени`, `серед жінок`), or every listed player is a woman.
    pub fn is_for_women(&self) -> bool {
        let says_women = |text: &str| {
            let t = text.to_lowercase();
            ["жени", "жените", "жінок", "жінки", "women", "дами", "девойки", "дівчат"]
                .iter()
                .any(|w| t.split(|c: char| !c.is_alphabetic()).any(|x| x == *w))
        };
        let titled = says_women(&self.title.value)
            || self.event.name.as_ref().is_some_and(|n| says_women(&n.value))
            || self.title_block.iter().any(|l| says_women(&l.value));
        let players = self.players.as_ref().map(|p| &p.list[..]).unwrap_or(&[]);
        let all_women = !players.is_empty()
            && players.iter().all(|p| p.sex.as_ref().is_some_and(|s| s.value == Sex::W));
        titled || all_women
    }

    /// True when the title, the event's name or its aim says the event is a national
    /// championship (`държавно … първенство`, `държавна шампионка`, `чемпіонат України`,
    /// `national championship`): its final is exempt from the federation conditions of the
    /// title norms (FIDE B.01 1.4.3 a).
    pub fn is_national_championship(&self) -> bool {
        let says = |text: &str| {
            let t = text.to_lowercase();
            (t.contains("държавн") && (t.contains("първенство") || t.contains("шампион")))
                || t.contains("чемпіонат україни")
                || t.contains("чемпіонату україни")
                || (t.contains("national") && t.contains("championship"))
        };
        says(&self.title.value)
            || self.event.name.as_ref().is_some_and(|n| says(&n.value))
            || self.event.aim.as_ref().is_some_and(|a| says(&a.value))
            || self.title_block.iter().any(|l| says(&l.value))
    }

    /// The chief arbiter, if the officials name one.
    pub fn chief_arbiter(&self) -> Option<&Official> {
        self.officials.iter().find(|o| o.role.value == Role::ChiefArbiter)
    }
}

/// A mark that a fact still has to be verified: `review CODE "what to verify"`.
#[derive(Clone, Debug, Serialize)]
pub struct Review {
    /// The code as written (an import code such as `I003`).
    pub code: Spanned<String>,
    /// What to verify.
    pub note: Option<Spanned<String>>,
    /// The statement that follows the mark (the fact it is about), if any.
    pub fact: Option<Span>,
    /// The whole statement.
    pub span: Span,
}

/// Event facts.
#[derive(Clone, Debug, Default, Serialize)]
pub struct Event {
    /// The organisers, in the order written (`organiser "ШК ЦСКА" "БФШ"`, or one statement
    /// each).
    pub organisers: Vec<Spanned<String>>,
    /// Co-organisers.
    pub co_organisers: Vec<Spanned<String>>,
    /// Aim (the title awarded).
    pub aim: Option<Spanned<String>>,
    /// The locality (town or village) in its dictionary form: `София`, `Львів`.
    pub city: Option<Spanned<String>>,
    /// Venue: the hall, club or hotel as written (`зала „22 септември“`).
    pub venue: Option<Spanned<String>>,
    /// Address.
    pub address: Option<Spanned<String>>,
    /// First and last day of the event (arrival to departure).
    pub dates: Option<Spanned<(Date, Date)>>,
    /// Arrival day, when distinct.
    pub arrival: Option<Spanned<Date>>,
    /// Departure day, when distinct.
    pub departure: Option<Spanned<Date>>,
    /// Country (ISO 3166 alpha-2: `BG`, `UA`); defaults from the language.
    pub country: Option<Spanned<String>>,
    /// Approval line.
    pub approved: Option<Spanned<String>>,
    /// The event's own name (`Фінал чемпіонату України 2013 року з шахів серед жінок`), when the
    /// regulation's title is the document's ("Регламент …"); the bulletin is titled with it.
    pub name: Option<Spanned<String>>,
    /// The entry fees (`entry-fee 30 BGN`, `entry-fee 10 BGN "ученици и пенсионери"`), in order.
    pub entry_fees: Vec<EntryFee>,
}

/// An entry fee: the amount and who pays it (everyone when not said).
#[derive(Clone, Debug, Serialize)]
pub struct EntryFee {
    /// The amount and currency.
    pub amount: Spanned<Money>,
    /// Who pays this amount, as written (`ученици и пенсионери`).
    pub who: Option<Spanned<String>>,
    /// The whole statement.
    pub span: Span,
}

/// Individual or team event.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Competitors {
    /// Individual players.
    #[default]
    Individual,
    /// Teams.
    Team,
}

/// Pairing system.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Format {
    /// Single round robin.
    RoundRobin,
    /// Double round robin.
    DoubleRoundRobin,
    /// Swiss.
    Swiss,
}

/// System and rounds.
#[derive(Clone, Debug, Serialize)]
pub struct System {
    /// Individual or team.
    pub competitors: Competitors,
    /// Pairing system (`None` when the regulation gives only the competitors or the rounds).
    pub format: Option<Spanned<Format>>,
    /// Number of rounds.
    pub rounds: Option<Spanned<u32>>,
    /// When and how pairing numbers are drawn by lot.
    pub lots: Option<Spanned<String>>,
    /// Pairing software named.
    pub software: Option<Spanned<String>>,
    /// Whole statement.
    pub span: Span,
}

/// A sex.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Sex {
    /// Male.
    M,
    /// Female.
    W,
}

/// One participant.
#[derive(Clone, Debug, Serialize)]
pub struct Player {
    /// Pairing number as written.
    pub number: Spanned<u32>,
    /// Title.
    pub title: Option<Spanned<Title>>,
    /// Name as written.
    pub name: Spanned<String>,
    /// FIDE rating.
    pub rating: Option<Spanned<u32>>,
    /// Club (`club "Lokomotiv Plovdiv"`).
    pub club: Option<Spanned<String>>,
    /// Federation, as FIDE's three-letter code (`fed "BUL"`).
    pub federation: Option<Spanned<String>>,
    /// FIDE ID.
    pub fide_id: Option<Spanned<u64>>,
    /// Sex.
    pub sex: Option<Spanned<Sex>>,
    /// Birth year.
    pub born: Option<Spanned<i32>>,
    /// Whole line.
    pub span: Span,
}

/// The participant list.
#[derive(Clone, Debug, Default, Serialize)]
pub struct Players {
    /// The number of participants the text states.
    pub stated: Option<Spanned<u32>>,
    /// The listed players.
    pub list: Vec<Player>,
    /// The block.
    pub span: Span,
}

/// One team.
#[derive(Clone, Debug, Serialize)]
pub struct Team {
    /// Number as written.
    pub number: Spanned<u32>,
    /// Name.
    pub name: Spanned<String>,
    /// City or club.
    pub city: Option<Spanned<String>>,
    /// Players in board order.
    pub players: Vec<Player>,
    /// Reserves.
    pub reserves: Vec<Player>,
    /// Whole entry.
    pub span: Span,
}

/// The team list.
#[derive(Clone, Debug, Default, Serialize)]
pub struct Teams {
    /// The number of teams the text states.
    pub stated: Option<Spanned<u32>>,
    /// The teams.
    pub list: Vec<Team>,
    /// The block.
    pub span: Span,
}

/// Team composition rules.
#[derive(Clone, Debug, Default, Serialize)]
pub struct TeamRules {
    /// Boards per match.
    pub boards: Option<Spanned<u32>>,
    /// Reserves allowed.
    pub reserves: Option<Spanned<u32>>,
    /// Minimum players present for a valid match.
    pub minimum_present: Option<Spanned<u32>>,
    /// Foreign-player limits per match: (kind as written, limit).
    pub foreign_limits: Vec<(Spanned<String>, Spanned<u32>)>,
    /// Board order rule as written (`free`, `rating`).
    pub board_order: Option<Spanned<String>>,
    /// Lineup deadline before each round, in minutes.
    pub lineup_deadline_minutes: Option<Spanned<u32>>,
    /// The block.
    pub span: Span,
}

/// One period of a time control.
#[derive(Clone, Debug, Serialize)]
pub struct Period {
    /// Minutes for the period.
    pub minutes: Spanned<u32>,
    /// Moves in the period (`None`: rest of the game).
    pub moves: Option<Spanned<u32>>,
}

/// A time control.
#[derive(Clone, Debug, Default, Serialize)]
pub struct TimeControl {
    /// Periods in order.
    pub periods: Vec<Period>,
    /// Increment in seconds per move.
    pub increment_seconds: Option<Spanned<u32>>,
    /// The move the increment starts from.
    pub increment_from_move: Option<Spanned<u32>>,
    /// Delay in seconds.
    pub delay_seconds: Option<Spanned<u32>>,
    /// Default time (late arrival) in minutes.
    pub default_minutes: Option<Spanned<u32>>,
    /// Whether Guidelines III / Art. 10.2 (quickplay finish) applies.
    pub quickplay_finish: Option<Spanned<bool>>,
    /// Clock type.
    pub clock: Option<Spanned<String>>,
    /// No draw offers before this move.
    pub no_draw_before: Option<Spanned<u32>>,
    /// Scoresheet rule as written.
    pub scoresheet: Option<Spanned<String>>,
    /// The block.
    pub span: Span,
}

impl TimeControl {
    /// Base minutes of the first period plus all later periods' minutes.
    pub fn total_base_minutes(&self) -> u32 {
        self.periods.iter().fold(0u32, |t, p| t.saturating_add(p.minutes.value))
    }
}

/// What a schedule entry is.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case", tag = "kind", content = "round")]
pub enum Activity {
    /// Arrival.
    Arrival,
    /// Departure.
    Departure,
    /// Registration.
    Registration,
    /// Technical meeting.
    TechnicalMeeting,
    /// Drawing of lots.
    Lots,
    /// A round (number).
    Round(u32),
    /// A free day.
    FreeDay,
    /// Play-off.
    Playoff,
    /// Closing ceremony and prize giving.
    Closing,
    /// Opening ceremony.
    Opening,
    /// Something else, as written.
    Other(String),
}

/// A dated programme entry.
#[derive(Clone, Debug, Serialize)]
pub struct ScheduleEntry {
    /// Date (`None` for a row the document gives only a time: an announcement that names the
    /// day but not the year).
    pub date: Option<Spanned<Date>>,
    /// Weekday as written, with the weekday it names (0 = Monday … 6 = Sunday).
    pub weekday: Option<Spanned<(String, u8)>>,
    /// Time.
    pub time: Option<Spanned<Time>>,
    /// The time it ends (`09:00 until 09:30 registration`; `until 09:30` alone: registration
    /// closes then).
    pub until: Option<Spanned<Time>>,
    /// What happens (possibly several activities at once, e.g. registration and meeting).
    pub activities: Vec<Spanned<Activity>>,
    /// The source's own words for each activity (`closing "Награждаване и закриване"`,
    /// `round 1 "І кръг"`), aligned with `activities`; `None` where none are written.
    pub wordings: Vec<Option<Spanned<String>>>,
    /// Whole entry.
    pub span: Span,
}

impl ScheduleEntry {
    /// The entry's date, when written.
    pub fn day(&self) -> Option<Date> {
        self.date.as_ref().map(|d| d.value)
    }
}

/// What happens after the last tie-break.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum TieResolution {
    /// A play-off (format in `playoff`).
    Playoff,
    /// An Armageddon game.
    Armageddon,
    /// Drawing of lots.
    Lots,
    /// Tied participants share the place.
    Shared,
}

/// One stage of a play-off.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PlayoffStage {
    /// How many players it is for (`None`: any), and whether "or more".
    pub players: Option<(u32, bool)>,
    /// Number of games (`None`: until the first win or a round robin).
    pub games: Option<u32>,
    /// Until the first decisive game.
    pub until_first_win: bool,
    /// Played as a round robin.
    pub round_robin: bool,
    /// Armageddon game.
    pub armageddon: bool,
    /// Base minutes.
    pub base_minutes: Option<Spanned<u32>>,
    /// Increment seconds.
    pub increment_seconds: Option<Spanned<u32>>,
    /// Whole stage.
    pub span: Span,
}

/// Scoring and tie-breaks.
#[derive(Clone, Debug, Default, Serialize)]
pub struct Ranking {
    /// Points for a win, a draw and a loss.
    pub game_points: Option<Spanned<(Points, Points, Points)>>,
    /// Match points for a won, drawn and lost match (team events).
    pub match_points: Option<Spanned<(Points, Points, Points)>>,
    /// Primary score for team events: true when game points are primary.
    pub game_points_primary: bool,
    /// The ordered tie-break list.
    pub tiebreaks: Vec<Spanned<TieBreak>>,
    /// The rating unrated participants count with in the rating-based tie-breaks (C.07
    /// Art. 10: without it those tie-breaks are dropped when unrated players take part).
    pub unrated_rating: Option<Spanned<u32>>,
    /// The program said to compute them.
    pub computed_by: Option<Spanned<String>>,
    /// What happens when all tie-breaks are equal.
    pub when_tied: Vec<Spanned<TieResolution>>,
    /// Play-off stages.
    pub playoff: Vec<PlayoffStage>,
    /// Play-off start, minutes after the last game.
    pub playoff_start_minutes: Option<Spanned<u32>>,
    /// The block.
    pub span: Span,
}

/// A sub-classification (board prize, women, juniors, seniors).
#[derive(Clone, Debug, Serialize)]
pub struct SubClassification {
    /// What it classifies, as written (`board 1`, `women`…).
    pub kind: Spanned<String>,
    /// Board number for board prizes.
    pub board: Option<Spanned<u32>>,
    /// Its own tie-breaks.
    pub tiebreaks: Vec<Spanned<TieBreak>>,
    /// What happens when all are equal.
    pub when_tied: Vec<Spanned<TieResolution>>,
    /// Its own play-off stages (e.g. the Armageddon game of a board prize).
    pub playoff: Vec<PlayoffStage>,
    /// The block.
    pub span: Span,
}

/// What the event is rated for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum RatedFor {
    /// FIDE standard.
    FideStandard,
    /// FIDE rapid.
    FideRapid,
    /// FIDE blitz.
    FideBlitz,
    /// The national rating.
    National,
}

/// Validity and consequences.
#[derive(Clone, Debug, Default, Serialize)]
pub struct Validity {
    /// Ratings the event counts for.
    pub rated: Vec<Spanned<RatedFor>>,
    /// Qualification consequences as written.
    pub qualification: Option<Spanned<String>>,
    /// Number of teams relegated.
    pub relegated: Option<Spanned<u32>>,
    /// The block.
    pub span: Span,
}

/// A norm statement.
#[derive(Clone, Debug, Serialize)]
pub struct NormClaim {
    /// Title of the norm.
    pub title: Spanned<Title>,
    /// Points needed.
    pub points: Option<Spanned<Points>>,
    /// Games.
    pub games: Option<Spanned<u32>>,
    /// Titled opponents needed.
    pub titled: Option<Spanned<u32>>,
    /// Whole statement.
    pub span: Span,
}

/// Stated claims about the field.
#[derive(Clone, Debug, Default, Serialize)]
pub struct Claims {
    /// Stated average rating.
    pub average_rating: Option<Spanned<u32>>,
    /// Stated category as written (`VI-Ж`, `6`), with the parsed number and women's flag.
    pub category: Option<Spanned<(String, u32, bool)>>,
    /// Norm statements.
    pub norms: Vec<NormClaim>,
}

/// An official.
#[derive(Clone, Debug, Serialize)]
pub struct Official {
    /// Role.
    pub role: Spanned<Role>,
    /// Name.
    pub name: Spanned<String>,
    /// Category or qualification as written.
    pub category: Option<Spanned<String>>,
    /// FIDE ID (`fide-id 2900424` after the name), when given.
    pub fide_id: Option<Spanned<u64>>,
}

/// An official's role.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Role {
    /// Chief arbiter.
    ChiefArbiter,
    /// Deputy chief arbiter.
    DeputyArbiter,
    /// Arbiter.
    Arbiter,
    /// Tournament doctor.
    Doctor,
    /// Tournament director.
    Director,
}

/// When an appeal deadline runs from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum DeadlineFrom {
    /// From the decision appealed against.
    Decision,
    /// From the end of the round.
    Round,
}

/// Money.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Money {
    /// Amount, exact.
    pub amount: Points,
    /// ISO 4217 code (`BGN`, `EUR`, `UAH`).
    pub currency: String,
}

/// The appeals procedure.
#[derive(Clone, Debug, Default, Serialize)]
pub struct Appeals {
    /// Committee chair.
    pub chair: Option<Spanned<String>>,
    /// Committee members (without the chair).
    pub members: Vec<Spanned<String>>,
    /// Reserves.
    pub reserves: Vec<Spanned<String>>,
    /// The committee size the text states.
    pub stated_size: Option<Spanned<u32>>,
    /// Deadline in minutes, and from what.
    pub deadline: Option<Spanned<(u32, DeadlineFrom)>>,
    /// Fee.
    pub fee: Option<Spanned<Money>>,
    /// Fee refunded if the appeal is upheld.
    pub refund_if_upheld: Option<Spanned<bool>>,
    /// The committee's decision is final.
    pub final_decision: Option<Spanned<bool>>,
    /// The block.
    pub span: Span,
}

/// What a place wins.
#[derive(Clone, Debug, Serialize)]
pub struct Prize {
    /// Places (one or a range).
    pub places: Spanned<(u32, u32)>,
    /// Awards as written (`gold-medal`, `cup`, `diploma`) and money.
    pub awards: Vec<Spanned<String>>,
    /// Money, if any.
    pub money: Option<Spanned<Money>>,
    /// Which classification (`None`: the main one).
    pub classification: Option<Spanned<String>>,
    /// Whole statement.
    pub span: Span,
}

/// One paragraph of prose, with the placeholders it refers to.
#[derive(Clone, Debug, Serialize)]
pub struct Paragraph {
    /// The text as written, placeholders included (`{rounds}`).
    pub text: Spanned<String>,
    /// Placeholders used (name and span of `{name}`).
    pub placeholders: Vec<Spanned<String>>,
}

/// A numbered prose section.
#[derive(Clone, Debug, Serialize)]
pub struct Section {
    /// Number as written (`4`, `14.10`), if numbered.
    pub number: Option<Spanned<String>>,
    /// Heading.
    pub title: Option<Spanned<String>>,
    /// Paragraphs in order.
    pub paragraphs: Vec<Paragraph>,
    /// Subsections.
    pub subsections: Vec<Section>,
    /// Paragraphs and subsections in the order written (indices into the two lists above).
    pub items: Vec<SectionItem>,
    /// Whole section.
    pub span: Span,
}

/// One item of a section, in written order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case", tag = "kind", content = "index")]
pub enum SectionItem {
    /// `paragraphs[i]`.
    Paragraph(usize),
    /// `subsections[i]`.
    Subsection(usize),
}

/// A signature line.
#[derive(Clone, Debug, Serialize)]
pub struct Signature {
    /// Role as written.
    pub role: Spanned<String>,
    /// Name.
    pub name: Spanned<String>,
}

/// A suppressed check code.
#[derive(Clone, Debug, Serialize)]
pub struct Allow {
    /// The code.
    pub code: Spanned<String>,
    /// Why.
    pub reason: Option<Spanned<String>>,
}
