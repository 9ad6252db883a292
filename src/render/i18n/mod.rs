//! Words of the documents in Bulgarian, Ukrainian and English: labels, activity and role names,
//! units with their plural forms, and the human names of the FIDE C.07 tie-breaks.

use crate::model::{
    Activity, Competitors, DeadlineFrom, Format, Lang, PlayoffStage, RatedFor, Role, Sex,
    TieResolution,
};
use crate::score::regulation::TieDecision;
use crate::vocab::lang::{ph, Phrase};
use crate::vocab::tiebreak::{TieBreak, TieBreakKind};
use serde::Serialize;

mod bg;
mod en;
mod uk;

/// Every label the results bulletin prints, in one language.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct BulletinLabels {
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
    /// The draft mark on every page.
    pub draft: &'static str,
    /// The draft's explanation.
    pub draft_note: &'static str,
    /// "Starting list".
    pub starting_list: &'static str,
    /// "Pairings and results".
    pub pairings: &'static str,
    /// "White".
    pub white: &'static str,
    /// "Black".
    pub black: &'static str,
    /// "Result".
    pub result: &'static str,
    /// "Expected score" (We).
    pub expected: &'static str,
    /// "W − We".
    pub delta: &'static str,
    /// "FIDE ID".
    pub fide_id: &'static str,
    /// "FED": the federation column.
    pub federation: &'static str,
    /// "Club".
    pub club: &'static str,
    /// "Chief arbiter".
    pub chief_arbiter: &'static str,
    /// "Last updated": the date the bulletin is up to.
    pub updated: &'static str,
    /// The mark of illustrative results, on every page.
    pub sample: &'static str,
    /// What the mark means.
    pub sample_note: &'static str,
    /// "Page" (`стр. 2 от 5`).
    pub page: &'static str,
    /// "of".
    pub page_of: &'static str,
    /// "Player cards": every player's games with opponents, colours and W − We.
    pub cards: &'static str,
    /// The colour letters explained: `б — бели, ч — черни`.
    pub color_legend: &'static str,
    /// The forfeit marks explained: `+ / − служебна победа / загуба`.
    pub forfeit_legend: &'static str,
    /// What a team crosstable cell holds.
    pub team_cross_legend: &'static str,
}

/// Every label a regulation document prints, in one language.
#[derive(Clone, Copy, Debug, Serialize)]
pub struct Labels {
    /// Heading of the facts part.
    pub facts: &'static str,
    /// Heading of the prose part.
    pub text: &'static str,
    /// Approval line.
    pub approved: &'static str,
    /// Edition.
    pub edition: &'static str,
    /// Event block heading.
    pub event: &'static str,
    /// Organiser.
    pub organiser: &'static str,
    /// Co-organisers.
    pub co_organisers: &'static str,
    /// Aim.
    pub aim: &'static str,
    /// Venue.
    pub venue: &'static str,
    /// Address.
    pub address: &'static str,
    /// Dates.
    pub dates: &'static str,
    /// Arrival.
    pub arrival: &'static str,
    /// Departure.
    pub departure: &'static str,
    /// Country.
    pub country: &'static str,
    /// Playing system heading.
    pub system: &'static str,
    /// Competitors (individual/team).
    pub competitors: &'static str,
    /// Pairing system.
    pub format: &'static str,
    /// Rounds.
    pub rounds: &'static str,
    /// Drawing of lots.
    pub lots: &'static str,
    /// Pairing software.
    pub software: &'static str,
    /// Time control heading.
    pub time_control: &'static str,
    /// Periods.
    pub periods: &'static str,
    /// Delay.
    pub delay: &'static str,
    /// Default time.
    pub default_time: &'static str,
    /// Quickplay finish (Art. 10.2).
    pub quickplay_finish: &'static str,
    /// Clock.
    pub clock: &'static str,
    /// No draw offers before move.
    pub no_draw_before: &'static str,
    /// Scoresheet.
    pub scoresheet: &'static str,
    /// Participants heading.
    pub participants: &'static str,
    /// Stated number.
    pub stated: &'static str,
    /// Number column.
    pub number: &'static str,
    /// Title column.
    pub title: &'static str,
    /// Name column.
    pub name: &'static str,
    /// Rating column.
    pub rating: &'static str,
    /// Club column.
    pub club: &'static str,
    /// FIDE ID column.
    pub fide_id: &'static str,
    /// Sex column.
    pub sex: &'static str,
    /// Birth year column.
    pub born: &'static str,
    /// Teams heading.
    pub teams: &'static str,
    /// City.
    pub city: &'static str,
    /// Reserves (players or committee).
    pub reserves: &'static str,
    /// Team composition heading.
    pub team_rules: &'static str,
    /// Boards.
    pub boards: &'static str,
    /// Reserves allowed.
    pub reserves_allowed: &'static str,
    /// Minimum present.
    pub minimum_present: &'static str,
    /// Foreign players limit.
    pub foreign_limit: &'static str,
    /// Board order.
    pub board_order: &'static str,
    /// Line-up deadline.
    pub lineup_deadline: &'static str,
    /// Schedule heading.
    pub schedule: &'static str,
    /// Date column.
    pub date: &'static str,
    /// Weekday column.
    pub weekday: &'static str,
    /// Time column.
    pub time: &'static str,
    /// Activity column.
    pub activity: &'static str,
    /// Ranking heading.
    pub ranking: &'static str,
    /// Game points.
    pub game_points: &'static str,
    /// Match points.
    pub match_points: &'static str,
    /// Primary score.
    pub primary_score: &'static str,
    /// Tie-breaks.
    pub tiebreaks: &'static str,
    /// Computed by.
    pub computed_by: &'static str,
    /// When still tied.
    pub when_tied: &'static str,
    /// Play-off.
    pub playoff: &'static str,
    /// Play-off start.
    pub playoff_start: &'static str,
    /// Win / draw / loss.
    pub win_draw_loss: &'static str,
    /// Sub-classifications heading.
    pub subclassifications: &'static str,
    /// Validity heading.
    pub validity: &'static str,
    /// Rated for.
    pub rated: &'static str,
    /// Qualification.
    pub qualification: &'static str,
    /// Relegated teams.
    pub relegated: &'static str,
    /// Claims heading.
    pub claims: &'static str,
    /// Average rating.
    pub average_rating: &'static str,
    /// Category.
    pub category: &'static str,
    /// Norms.
    pub norms: &'static str,
    /// Officials heading.
    pub officials: &'static str,
    /// Role column.
    pub role: &'static str,
    /// Qualification of an official.
    pub official_category: &'static str,
    /// Appeals heading.
    pub appeals: &'static str,
    /// Chair.
    pub chair: &'static str,
    /// Members.
    pub members: &'static str,
    /// Committee size.
    pub committee_size: &'static str,
    /// Deadline.
    pub deadline: &'static str,
    /// Fee.
    pub fee: &'static str,
    /// Refund.
    pub refund: &'static str,
    /// Final decision.
    pub final_decision: &'static str,
    /// Prizes heading.
    pub prizes: &'static str,
    /// Place column.
    pub place: &'static str,
    /// Awards column.
    pub awards: &'static str,
    /// Money column.
    pub money: &'static str,
    /// Classification column.
    pub classification: &'static str,
    /// Signatures heading.
    pub signatures: &'static str,
    /// Code column (tie-break descriptors).
    pub code: &'static str,
    /// Yes.
    pub yes: &'static str,
    /// No.
    pub no: &'static str,
    /// The draft mark on every page (`ПРОЕКТ`).
    pub draft: &'static str,
    /// The draft's explanation at the top of the document.
    pub draft_note: &'static str,
    /// "Page" before the page number (`стр. 2 от 5`).
    pub page: &'static str,
    /// "of" between the page number and the page count.
    pub page_of: &'static str,
    /// A rule applies.
    pub applies: &'static str,
    /// A rule does not apply.
    pub does_not_apply: &'static str,
    /// The appeal fee is returned if the appeal is upheld.
    pub refund_if_upheld: &'static str,
    /// The committee's decision is final.
    pub final_yes: &'static str,
    /// "not before" (a move number).
    pub not_before: &'static str,
    /// Heading of the abbreviations' legend.
    pub tiebreak_legend: &'static str,
}

/// The labels of a language.
pub fn labels(lang: Lang) -> &'static Labels {
    match lang {
        Lang::Bg => &bg::DOCUMENT,
        Lang::Uk => &uk::DOCUMENT,
        Lang::En => &en::DOCUMENT,
    }
}

/// The fixed words of the round-robin pairings (`reglament pairings`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PairingsLabels {
    /// The document's heading: "Pairings".
    pub pairings: &'static str,
    /// "Round".
    pub round: &'static str,
    /// "Board".
    pub board: &'static str,
    /// "Match" (a team round robin's table).
    pub match_: &'static str,
    /// "White".
    pub white: &'static str,
    /// "Black".
    pub black: &'static str,
    /// "Pairing number".
    pub number: &'static str,
    /// The bye: "bye" (whoever is paired with the dummy number).
    pub bye: &'static str,
    /// "Cycle" (of a double round robin).
    pub cycle: &'static str,
    /// What the numbers are: the drawn pairing numbers.
    pub numbers_note: &'static str,
    /// What the numbers are when no draw is given: the participant list's numbers.
    pub list_numbers_note: &'static str,
    /// A team match: the first team has White on the odd boards.
    pub team_colours_note: &'static str,
    /// A double round robin: the second cycle, and the swap of the first cycle's last rounds.
    pub double_note: &'static str,
    /// "page" (the page footer).
    pub page: &'static str,
    /// "of" (the page footer).
    pub page_of: &'static str,
}

/// The pairings' labels of a language.
pub fn pairings_labels(lang: Lang) -> &'static PairingsLabels {
    match lang {
        Lang::Bg => &bg::PAIRINGS,
        Lang::Uk => &uk::PAIRINGS,
        Lang::En => &en::PAIRINGS,
    }
}

/// "Berger table for 12 players", in the language (Ukrainian: genitive plural after "для").
pub fn berger_table_title(n: u32, lang: Lang) -> String {
    match lang {
        Lang::Bg => format!("Таблица на Бергер за {n} участници"),
        Lang::Uk => format!("Таблиця Бергера для {n} учасників"),
        Lang::En => format!("Berger table for {n} players"),
    }
}

/// The bulletin's labels of a language.
pub fn bulletin_labels(lang: Lang) -> &'static BulletinLabels {
    match lang {
        Lang::Bg => &bg::BULLETIN,
        Lang::Uk => &uk::BULLETIN,
        Lang::En => &en::BULLETIN,
    }
}

/// A count with its noun in the right plural form: `1 минута`, `5 хвилин`, `2 moves`.
/// `forms` are (one, few, many): Ukrainian uses all three, Bulgarian and English one/many.
pub fn count(n: u32, lang: Lang, forms: (&str, &str, &str)) -> String {
    let (one, few, many) = forms;
    let word = match lang {
        Lang::Uk => {
            let (m10, m100) = (n % 10, n % 100);
            if m10 == 1 && m100 != 11 {
                one
            } else if (2..=4).contains(&m10) && !(12..=14).contains(&m100) {
                few
            } else {
                many
            }
        }
        Lang::Bg | Lang::En => {
            if n == 1 {
                one
            } else {
                many
            }
        }
    };
    format!("{n} {word}")
}

/// Unit nouns.
#[derive(Clone, Copy, Debug)]
pub enum Unit {
    /// Minutes.
    Minute,
    /// Hours.
    Hour,
    /// Seconds.
    Second,
    /// Moves.
    Move,
    /// Games.
    Game,
    /// Points.
    Point,
    /// Players.
    Player,
}

/// A count of a unit in words: `90 минути`, `40 ходів`, `1 hour`.
pub fn units(n: u32, unit: Unit, lang: Lang) -> String {
    let forms = match (unit, lang) {
        (Unit::Minute, Lang::Bg) => ("минута", "минути", "минути"),
        (Unit::Minute, Lang::Uk) => ("хвилина", "хвилини", "хвилин"),
        (Unit::Minute, Lang::En) => ("minute", "minutes", "minutes"),
        (Unit::Hour, Lang::Bg) => ("час", "часа", "часа"),
        (Unit::Hour, Lang::Uk) => ("година", "години", "годин"),
        (Unit::Hour, Lang::En) => ("hour", "hours", "hours"),
        (Unit::Second, Lang::Bg) => ("секунда", "секунди", "секунди"),
        (Unit::Second, Lang::Uk) => ("секунда", "секунди", "секунд"),
        (Unit::Second, Lang::En) => ("second", "seconds", "seconds"),
        (Unit::Move, Lang::Bg) => ("ход", "хода", "хода"),
        (Unit::Move, Lang::Uk) => ("хід", "ходи", "ходів"),
        (Unit::Move, Lang::En) => ("move", "moves", "moves"),
        (Unit::Game, Lang::Bg) => ("партия", "партии", "партии"),
        (Unit::Game, Lang::Uk) => ("партія", "партії", "партій"),
        (Unit::Game, Lang::En) => ("game", "games", "games"),
        (Unit::Point, Lang::Bg) => ("точка", "точки", "точки"),
        (Unit::Point, Lang::Uk) => ("очко", "очки", "очок"),
        (Unit::Point, Lang::En) => ("point", "points", "points"),
        (Unit::Player, Lang::Bg) => ("участник", "участници", "участници"),
        (Unit::Player, Lang::Uk) => ("учасник", "учасники", "учасників"),
        (Unit::Player, Lang::En) => ("player", "players", "players"),
    };
    count(n, lang, forms)
}

/// A duration in minutes, in hours when whole: `1 час`, `90 хвилин`.
pub fn duration(minutes: u32, lang: Lang) -> String {
    if minutes >= 60 && minutes % 60 == 0 {
        units(minutes / 60, Unit::Hour, lang)
    } else {
        units(minutes, Unit::Minute, lang)
    }
}

/// A schedule row's time: `09:00`, `09:00–09:30`, or `до 09:30` when only the end is written.
pub fn time_span(
    start: Option<jiff::civil::Time>,
    until: Option<jiff::civil::Time>,
    lang: Lang,
) -> String {
    let hm = |t: jiff::civil::Time| t.strftime("%H:%M").to_string();
    match (start, until) {
        (Some(s), Some(u)) => format!("{}–{}", hm(s), hm(u)),
        (Some(s), None) => hm(s),
        (None, Some(u)) => {
            let until = ph!(en: "until", bg: "до", uk: "до").get(lang);
            format!("{until} {}", hm(u))
        }
        (None, None) => String::new(),
    }
}

/// A schedule activity in words.
pub fn activity(a: &Activity, lang: Lang) -> String {
    match a {
        Activity::Arrival => ph!(en: "Arrival", bg: "Пристигане", uk: "Приїзд").get(lang).into(),
        Activity::Departure => ph!(en: "Departure", bg: "Заминаване", uk: "Від’їзд").get(lang).into(),
        Activity::Registration => ph!(en: "Registration", bg: "Регистрация", uk: "Реєстрація").get(lang).into(),
        Activity::TechnicalMeeting => {
            ph!(en: "Technical meeting", bg: "Техническа конференция", uk: "Технічна нарада").get(lang).into()
        }
        Activity::Lots => ph!(en: "Drawing of lots", bg: "Жребий", uk: "Жеребкування").get(lang).into(),
        Activity::Round(n) => match lang {
            Lang::Bg => format!("{n} кръг"),
            Lang::Uk => format!("{n} тур"),
            Lang::En => format!("Round {n}"),
        },
        Activity::FreeDay => ph!(en: "Free day", bg: "Почивен ден", uk: "Вихідний день").get(lang).into(),
        Activity::Playoff => ph!(en: "Play-off", bg: "Бараж", uk: "Додаткове змагання").get(lang).into(),
        Activity::Closing => ph!(en: "Closing and prize giving", bg: "Закриване и награждаване", uk: "Закриття та нагородження").get(lang)
        .into(),
        Activity::Opening => ph!(en: "Opening", bg: "Откриване", uk: "Відкриття").get(lang).into(),
        Activity::Other(text) => text.clone(),
    }
}

/// The pairing system in words.
pub fn format_name(f: Format, lang: Lang) -> &'static str {
    match f {
        Format::RoundRobin => {
            ph!(en: "round robin", bg: "кръгова система", uk: "колова система").get(lang)
        }
        Format::DoubleRoundRobin => {
            ph!(en: "double round robin", bg: "двукръгова система", uk: "двоколова система")
                .get(lang)
        }
        Format::Swiss => {
            ph!(en: "Swiss system", bg: "швейцарска система", uk: "швейцарська система").get(lang)
        }
    }
}

/// Individual or team in words.
pub fn competitors_name(c: Competitors, lang: Lang) -> &'static str {
    match c {
        Competitors::Individual => {
            ph!(en: "individual", bg: "индивидуален", uk: "особистий").get(lang)
        }
        Competitors::Team => ph!(en: "team", bg: "отборен", uk: "командний").get(lang),
    }
}

/// An official's role in words.
pub fn role_name(r: Role, lang: Lang) -> &'static str {
    match r {
        Role::ChiefArbiter => ph!(en: "Chief arbiter", bg: "Главен съдия", uk: "Головний суддя").get(lang),
        Role::DeputyArbiter => ph!(en: "Deputy chief arbiter", bg: "Заместник главен съдия", uk: "Заступник головного судді").get(lang),
        Role::Arbiter => ph!(en: "Arbiter", bg: "Съдия", uk: "Суддя").get(lang),
        Role::Doctor => ph!(en: "Doctor", bg: "Лекар", uk: "Лікар").get(lang),
        Role::Director => {
            ph!(en: "Tournament director", bg: "Директор на турнира", uk: "Директор турніру").get(lang)
        }
    }
}

/// A rating the event counts for, in words.
pub fn rated_name(r: RatedFor, lang: Lang) -> &'static str {
    match r {
        RatedFor::FideStandard => ph!(en: "FIDE standard rating", bg: "рейтинг ФИДЕ (класически)", uk: "рейтинг ФІДЕ (класичний)").get(lang),
        RatedFor::FideRapid => {
            ph!(en: "FIDE rapid rating", bg: "рейтинг ФИДЕ (ускорен)", uk: "рейтинг ФІДЕ (швидкі)").get(lang)
        }
        RatedFor::FideBlitz => {
            ph!(en: "FIDE blitz rating", bg: "рейтинг ФИДЕ (блиц)", uk: "рейтинг ФІДЕ (бліц)").get(lang)
        }
        RatedFor::National => {
            ph!(en: "national rating", bg: "национален рейтинг", uk: "національний рейтинг").get(lang)
        }
    }
}

/// What happens after the last tie-break, in words.
pub fn resolution_name(r: &TieResolution, lang: Lang) -> &'static str {
    match r {
        TieResolution::Playoff => {
            ph!(en: "play-off", bg: "бараж", uk: "додаткове змагання").get(lang)
        }
        TieResolution::Armageddon => {
            ph!(en: "Armageddon game", bg: "партия армагедон", uk: "партія армагедон").get(lang)
        }
        TieResolution::Lots => {
            ph!(en: "drawing of lots", bg: "жребий", uk: "жеребкування").get(lang)
        }
        TieResolution::Shared => {
            ph!(en: "shared place", bg: "поделено място", uk: "розділене місце").get(lang)
        }
    }
}

/// What an appeal deadline runs from, in words.
pub fn deadline_from(d: DeadlineFrom, lang: Lang) -> &'static str {
    match d {
        DeadlineFrom::Decision => {
            ph!(en: "after the decision", bg: "след решението", uk: "після рішення").get(lang)
        }
        DeadlineFrom::Round => {
            ph!(en: "after the end of the round", bg: "след края на кръга", uk: "після закінчення туру").get(lang)
        }
    }
}

/// A sex in words.
pub fn sex_name(s: Sex, lang: Lang) -> &'static str {
    match s {
        Sex::M => ph!(en: "m", bg: "м", uk: "ч").get(lang),
        Sex::W => ph!(en: "f", bg: "ж", uk: "ж").get(lang),
    }
}

/// Yes or no.
pub fn yes_no(b: bool, lang: Lang) -> &'static str {
    if b {
        labels(lang).yes
    } else {
        labels(lang).no
    }
}

/// The human name of a FIDE C.07 tie-break (without modifiers).
pub fn tiebreak_kind_name(kind: &TieBreakKind, lang: Lang) -> String {
    use TieBreakKind as K;
    let p = |phrase: Phrase| phrase.get(lang).to_string();
    match kind {
        K::De => p(
            ph!(en: "Direct encounter", bg: "Резултат от срещите помежду им", uk: "Результат особистих зустрічей"),
        ),
        K::Win => p(ph!(en: "Number of wins", bg: "Брой победи", uk: "Кількість перемог")),
        K::Won => p(
            ph!(en: "Games won over the board", bg: "Брой спечелени на дъската партии", uk: "Кількість виграних за дошкою партій"),
        ),
        K::Bpg => p(
            ph!(en: "Games played with Black", bg: "Брой партии с черните", uk: "Кількість партій чорними"),
        ),
        K::Bwg => p(
            ph!(en: "Games won with Black", bg: "Брой победи с черните", uk: "Кількість перемог чорними"),
        ),
        K::Ps => p(
            ph!(en: "Progressive scores", bg: "Прогресивен резултат", uk: "Прогресивний підрахунок"),
        ),
        K::Rep => p(
            ph!(en: "Rounds elected to play", bg: "Изиграни по избор кръгове", uk: "Зіграні за вибором тури"),
        ),
        K::Std => p(ph!(en: "Standard points", bg: "Стандартни точки", uk: "Стандартні очки")),
        K::Tpn => {
            p(ph!(en: "Tournament pairing number", bg: "Стартов номер", uk: "Стартовий номер"))
        }
        K::Bh => p(ph!(en: "Buchholz", bg: "Бухолц", uk: "Бухгольц")),
        K::Aob => p(
            ph!(en: "Average of opponents' Buchholz", bg: "Среден Бухолц на противниците", uk: "Середній Бухгольц суперників"),
        ),
        K::Fb => p(ph!(en: "Fore Buchholz", bg: "Предварителен Бухолц", uk: "Попередній Бухгольц")),
        K::Sb => p(ph!(en: "Sonneborn-Berger", bg: "Зонеборн-Бергер", uk: "Зоннеборн-Бергер")),
        K::Ks => p(ph!(en: "Koya system", bg: "Система Койя", uk: "Система Койя")),
        K::Aro => p(
            ph!(en: "Average rating of opponents", bg: "Среден рейтинг на противниците", uk: "Середній рейтинг суперників"),
        ),
        K::Tpr => p(
            ph!(en: "Tournament performance rating", bg: "Турнирен перформанс", uk: "Турнірний перформанс"),
        ),
        K::Ptp => p(
            ph!(en: "Perfect tournament performance", bg: "Перфектен турнирен перформанс", uk: "Ідеальний турнірний перформанс"),
        ),
        K::Apro => p(
            ph!(en: "Average performance rating of opponents", bg: "Среден перформанс на противниците", uk: "Середній перформанс суперників"),
        ),
        K::Appo => p(
            ph!(en: "Average perfect performance of opponents", bg: "Среден перфектен перформанс на противниците", uk: "Середній ідеальний перформанс суперників"),
        ),
        K::Rtng => p(ph!(en: "Rating", bg: "Рейтинг", uk: "Рейтинг")),
        K::Mp => p(ph!(en: "Match points", bg: "Мачови точки", uk: "Командні очки")),
        K::Gp => p(ph!(en: "Game points", bg: "Точки от партии", uk: "Індивідуальні очки")),
        K::MpVGp => p(
            ph!(en: "Match points, then game points", bg: "Мачови точки, после точки от партии", uk: "Командні очки, потім індивідуальні"),
        ),
        K::Emmsb | K::Emgsb | K::Egmsb | K::Eggsb => p(
            ph!(en: "Extended Sonneborn-Berger", bg: "Разширен Зонеборн-Бергер", uk: "Розширений Зоннеборн-Бергер"),
        ),
        K::Ede | K::Edebt | K::Edebb | K::Edet | K::Edeb => p(
            ph!(en: "Extended direct encounter", bg: "Разширен резултат от срещите помежду им", uk: "Розширений результат особистих зустрічей"),
        ),
        K::Bc => p(ph!(en: "Board count", bg: "Сбор по дъски", uk: "Підрахунок по дошках")),
        K::Tbr => p(
            ph!(en: "Top board result", bg: "Резултат на първа дъска", uk: "Результат першої дошки"),
        ),
        K::Bbe => p(
            ph!(en: "Bottom board elimination", bg: "Отпадане на последните дъски", uk: "Виключення нижніх дошок"),
        ),
        K::Sssc => p(
            ph!(en: "Score and schedule strength combination", bg: "Резултат и сила на противниците", uk: "Очки та сила суперників"),
        ),
        K::BoardWeighted { weights, among_tied } => {
            let w: Vec<String> = weights.iter().map(|x| x.to_string()).collect();
            let scope = if *among_tied {
                ph!(en: "only in mutual matches", bg: "само в срещите помежду им", uk: "лише в зустрічах між ними").get(lang)
            } else {
                ph!(en: "over the whole event", bg: "в цялото състезание", uk: "за все змагання")
                    .get(lang)
            };
            format!(
                "{} ({}; {scope})",
                ph!(en: "Board-weighted points", bg: "Точки по дъски с тегла", uk: "Очки по дошках із вагами").get(lang),
                w.join(" – ")
            )
        }
        K::BlackOnBoardOneInMutualMatch => p(
            ph!(en: "Black on board 1 in the mutual match", bg: "Черните на първа дъска в мача помежду им", uk: "Чорні на першій дошці в матчі між ними"),
        ),
        K::Other(name) => name.clone(),
    }
}

/// The short code of a tie-break for column headings and legends: the FIDE descriptor
/// (`DE`, `BH/C1`), or for the tie-breaks a regulation defines itself an abbreviation in the
/// language (`ТД` for board points, `Ч1` for Black on board 1), never an internal name.
pub fn tiebreak_code(tb: &TieBreak, lang: Lang) -> String {
    match &tb.kind {
        TieBreakKind::BoardWeighted { .. } => {
            ph!(en: "BP", bg: "ТД", uk: "ОД").get(lang).to_string()
        }
        TieBreakKind::BlackOnBoardOneInMutualMatch => {
            ph!(en: "B1", bg: "Ч1", uk: "Ч1").get(lang).to_string()
        }
        _ => tb.descriptor(),
    }
}

/// The heading of a tie-break's column in a Bulgarian or Ukrainian table: an abbreviation of its
/// name in the language, as federations head such columns (`ЛС`, `З-Б`, `Койя`, `Поб.`,
/// `Бух.-1`; `ОЗ`, `З-Б`, `Перем.`), explained with the FIDE descriptor in the legend
/// ([`tiebreak_name`]); in English the FIDE descriptor itself (`DE`, `BH/C1`).
pub fn tiebreak_heading(tb: &TieBreak, lang: Lang) -> String {
    use TieBreakKind as K;
    if lang == Lang::En {
        return tiebreak_code(tb, lang);
    }
    let p = |phrase: Phrase| phrase.get(lang).to_string();
    let mut out = match &tb.kind {
        K::De => p(ph!(en: "DE", bg: "ЛС", uk: "ОЗ")),
        K::Win => p(ph!(en: "WIN", bg: "Поб.", uk: "Перем.")),
        K::Won => p(ph!(en: "WON", bg: "Поб.д.", uk: "Перем.д.")),
        K::Bpg => p(ph!(en: "BPG", bg: "Черни", uk: "Чорні")),
        K::Bwg => p(ph!(en: "BWG", bg: "Поб.ч.", uk: "Перем.ч.")),
        K::Ps => p(ph!(en: "PS", bg: "Прогр.", uk: "Прогр.")),
        K::Rep => p(ph!(en: "REP", bg: "Изб.", uk: "Виб.")),
        K::Std => p(ph!(en: "STD", bg: "Ст.т.", uk: "Ст.оч.")),
        K::Tpn => p(ph!(en: "TPN", bg: "Ст.№", uk: "Ст.№")),
        K::Bh => p(ph!(en: "BH", bg: "Бух.", uk: "Бух.")),
        K::Aob if tb.fore => p(ph!(en: "AOB/F", bg: "Ср.Пр.Бух.", uk: "Ср.Поп.Бух.")),
        K::Aob => p(ph!(en: "AOB", bg: "Ср.Бух.", uk: "Ср.Бух.")),
        K::Fb => p(ph!(en: "FB", bg: "Пр.Бух.", uk: "Поп.Бух.")),
        K::Sb => p(ph!(en: "SB", bg: "З-Б", uk: "З-Б")),
        K::Ks => p(ph!(en: "KS", bg: "Койя", uk: "Койя")),
        K::Aro => p(ph!(en: "ARO", bg: "Ср.рейт.", uk: "Ср.рейт.")),
        K::Tpr => p(ph!(en: "TPR", bg: "Перф.", uk: "Перф.")),
        K::Ptp => p(ph!(en: "PTP", bg: "П.перф.", uk: "Ід.перф.")),
        K::Apro => p(ph!(en: "APRO", bg: "Ср.перф.", uk: "Ср.перф.")),
        K::Appo => p(ph!(en: "APPO", bg: "Ср.П.перф.", uk: "Ср.ід.перф.")),
        K::Rtng => p(ph!(en: "RTNG", bg: "Рейт.", uk: "Рейт.")),
        K::Mp => p(ph!(en: "MP", bg: "МТ", uk: "КО")),
        K::Gp => p(ph!(en: "GP", bg: "ТП", uk: "ІО")),
        K::MpVGp => p(ph!(en: "MPvGP", bg: "МТ/ТП", uk: "КО/ІО")),
        K::Emmsb | K::Emgsb | K::Egmsb | K::Eggsb => p(ph!(en: "ESB", bg: "Р.З-Б", uk: "Р.З-Б")),
        K::Ede | K::Edebt | K::Edebb | K::Edet | K::Edeb => {
            p(ph!(en: "EDE", bg: "Р.ЛС", uk: "Р.ОЗ"))
        }
        K::Bc => p(ph!(en: "BC", bg: "Сб.д.", uk: "Сум.д.")),
        K::Tbr => p(ph!(en: "TBR", bg: "1-ва д.", uk: "1-а д.")),
        K::Bbe => p(ph!(en: "BBE", bg: "Посл.д.", uk: "Ост.д.")),
        K::Sssc => p(ph!(en: "SSSC", bg: "Рез.сила", uk: "Оч.сила")),
        K::BoardWeighted { .. } | K::BlackOnBoardOneInMutualMatch | K::Other(_) => {
            return tiebreak_code(tb, lang)
        }
    };
    match tb.reference {
        Some(crate::vocab::tiebreak::ReferenceScore::MatchPoints) => {
            out.push(' ');
            out.push_str(ph!(en: "MP", bg: "МТ", uk: "КО").get(lang));
        }
        Some(crate::vocab::tiebreak::ReferenceScore::GamePoints) => {
            out.push(' ');
            out.push_str(ph!(en: "GP", bg: "ТП", uk: "ІО").get(lang));
        }
        None => {}
    }
    if tb.cut > 0 {
        out.push_str(&format!("-{}", tb.cut));
    }
    if tb.median > 0 {
        out.push_str(&format!(" М{}", tb.median));
    }
    // Modifiers regulations rarely write keep their FIDE form; the legend explains them.
    let descriptor = tb.descriptor();
    for part in descriptor.split('/').skip(1) {
        let ours = part.starts_with('C') || part.starts_with('M') || part == "F";
        if !ours {
            out.push('/');
            out.push_str(part);
        }
    }
    out
}

/// A tie-break with its descriptor: `Резултат от срещите помежду им (DE)`, `Бухолц без
/// най-слабия резултат (BH/C1)`.
pub fn tiebreak_name(tb: &TieBreak, lang: Lang) -> String {
    match &tb.kind {
        TieBreakKind::BoardWeighted { .. }
        | TieBreakKind::BlackOnBoardOneInMutualMatch
        | TieBreakKind::Other(_) => tiebreak_kind_name(&tb.kind, lang),
        _ => format!("{} ({})", tiebreak_label(tb, lang), tb.descriptor()),
    }
}

/// A tie-break in words with what its modifiers change: the cut (`Бухолц без най-слабия
/// резултат`, `Бухгольц без одного найгіршого результату`, as federations write "Бухолц-1",
/// "скорочений коефіцієнт Бухгольця 1 (без одного найгіршого результату)"), the median, the
/// score it counts in a team event (`мачови точки`), forfeits counted as played.
pub fn tiebreak_label(tb: &TieBreak, lang: Lang) -> String {
    let mut name = tiebreak_kind_name(&tb.kind, lang);
    let n = u32::from(tb.cut);
    if n > 0 {
        name.push(' ');
        name.push_str(&match (lang, n) {
            (Lang::Bg, 1) => "без най-слабия резултат".to_string(),
            (Lang::Bg, 2) => "без двата най-слаби резултата".to_string(),
            (Lang::Bg, _) => format!("без {n} най-слаби резултата"),
            (Lang::Uk, 1) => "без одного найгіршого результату".to_string(),
            (Lang::Uk, 2..=4) => format!(
                "без {} найгірших результатів",
                ["", "", "двох", "трьох", "чотирьох"][n as usize]
            ),
            (Lang::Uk, _) => format!("без {n} найгірших результатів"),
            (Lang::En, 1) => "without the lowest result".to_string(),
            (Lang::En, _) => format!("without the {n} lowest results"),
        });
    }
    let m = u32::from(tb.median);
    if m > 0 {
        name.push(' ');
        name.push_str(&match (lang, m) {
            (Lang::Bg, 1) => "без най-силния и най-слабия резултат".to_string(),
            (Lang::Bg, _) => format!("без {m}-те най-силни и {m}-те най-слаби резултата"),
            (Lang::Uk, 1) => "без найкращого і найгіршого результатів".to_string(),
            (Lang::Uk, _) => format!("без {m} найкращих і {m} найгірших результатів"),
            (Lang::En, 1) => "without the highest and the lowest result".to_string(),
            (Lang::En, _) => format!("without the {m} highest and the {m} lowest results"),
        });
    }
    if let Some(r) = tb.reference {
        use crate::vocab::tiebreak::ReferenceScore as R;
        name.push_str(match (r, lang) {
            (R::MatchPoints, Lang::Bg) => " (по мачови точки)",
            (R::MatchPoints, Lang::Uk) => " (за командними очками)",
            (R::MatchPoints, Lang::En) => " (on match points)",
            (R::GamePoints, Lang::Bg) => " (по точки от партиите)",
            (R::GamePoints, Lang::Uk) => " (за індивідуальними очками)",
            (R::GamePoints, Lang::En) => " (on game points)",
        });
    }
    if tb.played {
        name.push_str(ph!(en: " (unplayed games count as played)", bg: " (неизиграните партии се броят за изиграни)", uk: " (незіграні партії враховуються як зіграні)").get(lang));
    }
    name
}

/// A team-composition word in words (`eu`, `non-eu`, `any`, `free`, `rating`); other words as
/// written.
pub fn team_rule_word(word: &str, lang: Lang) -> String {
    match word.to_ascii_lowercase().as_str() {
        "eu" => ph!(en: "EU", bg: "от ЕС", uk: "з ЄС").get(lang),
        "non-eu" => ph!(en: "non-EU", bg: "извън ЕС", uk: "поза ЄС").get(lang),
        "any" => ph!(en: "any foreign", bg: "всички чужденци", uk: "усі іноземці").get(lang),
        "free" => ph!(en: "free", bg: "свободен", uk: "вільний").get(lang),
        "rating" => ph!(en: "by rating", bg: "по рейтинг", uk: "за рейтингом").get(lang),
        _ => return word.to_string(),
    }
    .to_string()
}

/// A sub-classification in words: `board` with its number (`Дъска 1`), `women`, `juniors`,
/// `seniors`; other kinds as written.
pub fn subclassification_name(kind: &str, board: Option<u32>, lang: Lang) -> String {
    match (kind, board) {
        ("board", Some(n)) => {
            format!("{} {n}", ph!(en: "Board", bg: "Дъска", uk: "Дошка").get(lang))
        }
        ("board", None) => ph!(en: "Boards", bg: "По дъски", uk: "По дошках").get(lang).to_string(),
        ("women", _) => ph!(en: "Women", bg: "Жени", uk: "Жінки").get(lang).to_string(),
        ("juniors", _) => {
            ph!(en: "Juniors", bg: "Юноши и девойки", uk: "Юніори").get(lang).to_string()
        }
        ("seniors", _) => ph!(en: "Seniors", bg: "Ветерани", uk: "Ветерани").get(lang).to_string(),
        (other, _) => other.to_string(),
    }
}

/// Games in the plural forms of the language.
pub fn games(n: u32, lang: Lang) -> String {
    count(
        n,
        lang,
        match lang {
            Lang::Bg => ("партия", "партии", "партии"),
            Lang::Uk => ("партія", "партії", "партій"),
            Lang::En => ("game", "games", "games"),
        },
    )
}

/// One play-off stage: `2 партии, 10 мин + 10 сек` (bg), `2 games at 10 min + 10 s` (en).
pub fn playoff_stage(s: &PlayoffStage, lang: Lang) -> String {
    let what = if s.armageddon {
        ph!(en: "an Armageddon game", bg: "армагедон", uk: "армагедон").get(lang).to_string()
    } else if s.round_robin {
        ph!(en: "a round robin", bg: "кръгов турнир", uk: "коловий турнір").get(lang).to_string()
    } else if s.until_first_win {
        ph!(en: "games until the first win", bg: "партии до първа победа", uk: "партії до першої перемоги").get(lang)
        .to_string()
    } else if let Some(g) = s.games {
        games(g, lang)
    } else {
        ph!(en: "games", bg: "партии", uk: "партії").get(lang).to_string()
    };
    match (&s.base_minutes, &s.increment_seconds, lang) {
        (Some(b), Some(i), Lang::En) => format!("{what} at {} min + {} s", b.value, i.value),
        (Some(b), None, Lang::En) => format!("{what} at {} min", b.value),
        (Some(b), Some(i), _) => format!(
            "{what}, {} {} + {} {}",
            b.value,
            ph!(en: "min", bg: "мин", uk: "хв").get(lang),
            i.value,
            ph!(en: "s", bg: "сек", uk: "с").get(lang)
        ),
        (Some(b), None, _) => {
            format!("{what}, {} {}", b.value, ph!(en: "min", bg: "мин", uk: "хв").get(lang))
        }
        _ => what,
    }
}

/// What decides a tie the tie-break list leaves, as a phrase of the language.
pub fn tie_decision(decision: &TieDecision, lang: Lang) -> String {
    match decision {
        TieDecision::Playoff { stages, starts_after_minutes } => {
            let mut s = ph!(en: "play-off", bg: "бараж", uk: "плей-офф").get(lang).to_string();
            if let Some(m) = starts_after_minutes {
                s.push_str(&match lang {
                    Lang::Bg => format!(" ({m} мин след последния кръг)"),
                    Lang::Uk => format!(" ({m} хв після останнього туру)"),
                    Lang::En => format!(" ({m} min after the last round)"),
                });
            }
            if stages.is_empty() {
                if lang == Lang::En {
                    s.push_str(": format not stated for this number of players");
                }
            } else {
                let parts: Vec<String> = stages.iter().map(|st| playoff_stage(st, lang)).collect();
                s.push_str(": ");
                s.push_str(&parts.join(ph!(en: "; then ", bg: "; след това ", uk: "; потім ").get(lang)));
            }
            s
        }
        TieDecision::Armageddon { format } => {
            let base = ph!(en: "Armageddon game", bg: "армагедон", uk: "армагедон").get(lang);
            let detail = format.as_ref().filter(|st| st.base_minutes.is_some()).map(|st| {
                let text = playoff_stage(st, lang);
                match lang {
                    Lang::En => {
                        text.split_once(" at ").map_or(text.clone(), |(_, d)| d.to_string())
                    }
                    _ => text.split_once(", ").map_or(text.clone(), |(_, d)| d.to_string()),
                }
            });
            match detail {
                Some(d) => format!("{base} ({d})"),
                None => base.to_string(),
            }
        }
        TieDecision::Lots { stated: true } => ph!(en: "drawing of lots (as the regulation says)", bg: "жребий (съгласно регламента)", uk: "жеребкування (згідно з регламентом)").get(lang)
        .to_string(),
        TieDecision::Lots { stated: false } => ph!(en: "drawing of lots (C.07 Art. 4.2; the regulation states nothing more)", bg: "жребий (ФИДЕ C.07, чл. 4.2)", uk: "жеребкування (ФІДЕ C.07, ст. 4.2)").get(lang)
        .to_string(),
        TieDecision::Shared => {
            ph!(en: "the place is shared", bg: "местата се поделят", uk: "місця поділяються").get(lang).to_string()
        }
    }
}

/// How a tie was decided, as recorded, with who took which place: `определено чрез жребий:
/// 1. Локомотив (София); 2. ЦСКА (София)` (`first` is the tie's first place).
pub fn recorded_outcome(
    method: crate::results::DecisionMethod,
    names: &[String],
    first: u32,
    note: Option<&str>,
    lang: Lang,
) -> String {
    use crate::results::DecisionMethod as M;
    let how = match method {
        M::Lots => {
            ph!(en: "decided by lots", bg: "определено чрез жребий", uk: "визначено жеребкуванням").get(lang)
        }
        M::Playoff => ph!(en: "decided by a play-off", bg: "определено чрез бараж", uk: "визначено за підсумками плей-офф").get(lang),
        M::Armageddon => ph!(en: "decided by an Armageddon game", bg: "определено чрез армагедон", uk: "визначено в партії армагедон").get(lang),
    };
    let order: Vec<String> =
        names.iter().enumerate().map(|(i, n)| format!("{}. {n}", first + i as u32)).collect();
    let note = note.map(|n| format!(" ({n})")).unwrap_or_default();
    format!("{how}: {}{note}", order.join("; "))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ukrainian_counts_take_one_few_and_many_forms() {
        let uk = |n| units(n, Unit::Minute, Lang::Uk);
        assert_eq!(uk(1), "1 хвилина");
        assert_eq!(uk(3), "3 хвилини");
        assert_eq!(uk(5), "5 хвилин");
        assert_eq!(uk(11), "11 хвилин");
        assert_eq!(uk(12), "12 хвилин");
        assert_eq!(uk(21), "21 хвилина");
        assert_eq!(uk(22), "22 хвилини");
        assert_eq!(units(40, Unit::Move, Lang::Uk), "40 ходів");
        assert_eq!(units(1, Unit::Hour, Lang::Bg), "1 час");
        assert_eq!(units(40, Unit::Move, Lang::Bg), "40 хода");
        assert_eq!(units(1, Unit::Move, Lang::En), "1 move");
        assert_eq!(duration(60, Lang::Bg), "1 час");
        assert_eq!(duration(90, Lang::Uk), "90 хвилин");
        assert_eq!(duration(120, Lang::En), "2 hours");
    }

    #[test]
    fn tiebreaks_are_named_with_their_descriptor() {
        let tb = |s: &str| TieBreak::parse(s).unwrap();
        assert_eq!(tiebreak_name(&tb("DE"), Lang::Bg), "Резултат от срещите помежду им (DE)");
        assert_eq!(
            tiebreak_name(&tb("BH/C1"), Lang::Uk),
            "Бухгольц без одного найгіршого результату (BH/C1)"
        );
        assert_eq!(tiebreak_label(&tb("BH/C2"), Lang::Bg), "Бухолц без двата най-слаби резултата");
        assert_eq!(
            tiebreak_label(&tb("BH/M1"), Lang::Bg),
            "Бухолц без най-силния и най-слабия резултат"
        );
        assert_eq!(tiebreak_name(&tb("KS"), Lang::En), "Koya system (KS)");
    }
}
