//! Facts several checks derive from a regulation the same way: the participant count and who
//! plays, the rounds in the schedule with their start times, the event's days, the highest
//! rating, the tie-break lists, the field's ratings.
//!
//! Helpers only; every finding is made by a rule in `rules/`.

use crate::model::{
    Activity, Competitors, Format, Player, PlayoffStage, RatedFor, Regulation, ScheduleEntry,
    TieResolution, TimeControl,
};
use crate::source::{Span, Spanned};
use crate::vocab::lang::Phrase;
use crate::vocab::tiebreak::TieBreak;
use jiff::civil::{Date, DateTime, Time};

/// How many participants the event has, and where that number comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ParticipantCount {
    /// The count.
    pub count: u32,
    /// `players` or `teams`.
    pub noun: &'static str,
    /// True when it was counted from the list, false when only the stated number is known.
    pub listed: bool,
    /// Where the number (the list or the stated value) is written.
    pub span: Span,
}

/// True for a team event (by the system statement, or by a team list without players).
pub fn is_team_event(reg: &Regulation) -> bool {
    match &reg.system {
        Some(s) => s.competitors == Competitors::Team,
        None => reg.teams.is_some() && reg.players.is_none(),
    }
}

/// The participant count: the listed players or teams when there is a list, otherwise the
/// stated number. `None` when neither is known.
pub fn participant_count(reg: &Regulation) -> Option<ParticipantCount> {
    let (list_len, stated, noun, span) = if is_team_event(reg) {
        let t = reg.teams.as_ref()?;
        (t.list.len(), t.stated.clone(), "teams", t.span)
    } else {
        let p = reg.players.as_ref()?;
        (p.list.len(), p.stated.clone(), "players", p.span)
    };
    if list_len > 0 {
        return Some(ParticipantCount {
            count: u32::try_from(list_len).unwrap_or(u32::MAX),
            noun,
            listed: true,
            span,
        });
    }
    stated.map(|s| ParticipantCount { count: s.value, noun, listed: false, span: s.span })
}

/// One round as the schedule gives it.
#[derive(Clone, Debug)]
pub struct ScheduledRound<'a> {
    /// Round number.
    pub number: u32,
    /// Where `round N` is written.
    pub span: Span,
    /// The entry it belongs to.
    pub entry: &'a ScheduleEntry,
}

impl ScheduledRound<'_> {
    /// The date, when the schedule gives one.
    pub fn date(&self) -> Option<Date> {
        self.entry.date.as_ref().map(|d| d.value)
    }

    /// The start, when a date and a time are written.
    pub fn start(&self) -> Option<DateTime> {
        Some(self.date()?.to_datetime(self.entry.time.as_ref()?.value))
    }
}

/// Every `round N` in the schedule, in file order.
pub fn scheduled_rounds(reg: &Regulation) -> Vec<ScheduledRound<'_>> {
    let mut out = Vec::new();
    for entry in &reg.schedule {
        for act in &entry.activities {
            if let Activity::Round(n) = act.value {
                out.push(ScheduledRound { number: n, span: act.span, entry });
            }
        }
    }
    out
}

/// The first schedule entry holding an activity, with the activity's span.
pub fn first_activity(
    reg: &Regulation,
    pred: impl Fn(&Activity) -> bool,
) -> Option<(&ScheduleEntry, Span)> {
    reg.schedule
        .iter()
        .find_map(|e| e.activities.iter().find(|a| pred(&a.value)).map(|a| (e, a.span)))
}

/// An entry's moment: its date and time, or the date's start when no time is written (`None`
/// for an entry without a date).
pub fn moment(entry: &ScheduleEntry) -> Option<DateTime> {
    let date = entry.date.as_ref()?.value;
    Some(date.to_datetime(entry.time.as_ref().map_or(Time::midnight(), |t| t.value)))
}

/// The schedule's dates, in file order (entries without a date left out).
pub fn schedule_dates(reg: &Regulation) -> impl Iterator<Item = Date> + '_ {
    reg.schedule.iter().filter_map(|e| e.date.as_ref().map(|d| d.value))
}

/// Whole minutes from `a` to `b` (negative when `b` is earlier).
pub fn minutes_between(a: DateTime, b: DateTime) -> i64 {
    a.duration_until(b).as_secs().div_euclid(60)
}

/// The event's first and last day, including arrival and departure.
pub fn event_days(reg: &Regulation) -> Option<(Date, Date)> {
    let ev = &reg.event;
    let mut first = ev.dates.as_ref().map(|d| d.value.0);
    let mut last = ev.dates.as_ref().map(|d| d.value.1);
    for day in [ev.arrival.as_ref(), ev.departure.as_ref()].into_iter().flatten() {
        first = Some(first.map_or(day.value, |f| f.min(day.value)));
        last = Some(last.map_or(day.value, |l| l.max(day.value)));
    }
    Some((first?, last?))
}

/// The event's first day: the start of `dates`, else the first schedule date.
pub fn start_date(reg: &Regulation) -> Option<Date> {
    reg.event.dates.as_ref().map(|d| d.value.0).or_else(|| schedule_dates(reg).min())
}

/// Every listed person who plays: individual participants, team players and team reserves.
pub fn participants(reg: &Regulation) -> Vec<&Player> {
    let mut out: Vec<&Player> = Vec::new();
    if let Some(p) = &reg.players {
        out.extend(p.list.iter());
    }
    if let Some(t) = &reg.teams {
        for team in &t.list {
            out.extend(team.players.iter());
            out.extend(team.reserves.iter());
        }
    }
    out
}

/// The highest-rated participant (the first listed among equals).
pub fn highest_rated(reg: &Regulation) -> Option<&Player> {
    let mut best: Option<&Player> = None;
    for p in participants(reg) {
        let Some(r) = &p.rating else { continue };
        if best.and_then(|b| b.rating.as_ref()).is_none_or(|b| r.value > b.value) {
            best = Some(p);
        }
    }
    best
}

/// Where the regulation claims a rating list, if it does.
pub fn rated_claim(reg: &Regulation, list: RatedFor) -> Option<Span> {
    reg.validity.as_ref()?.rated.iter().find(|r| r.value == list).map(|r| r.span)
}

/// The time control when it has at least one period.
pub fn time_control(reg: &Regulation) -> Option<&TimeControl> {
    reg.time_control.as_ref().filter(|tc| !tc.periods.is_empty())
}

/// What a regulation claims the event is, from a club tournament to a title-norm event: the
/// completeness checks (V9xx) grade their severity by it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Claim {
    /// Nothing beyond a tournament: no rating, no championship title, no norms.
    Club,
    /// An official competition: a championship (`първенство`, `чемпіонат`, `championship` in
    /// the title or aim), rated for the national list, or with qualification or relegation.
    Official,
    /// Rated by FIDE (`rated fide-standard|fide-rapid|fide-blitz`).
    Fide,
    /// Title norms can be made (`claims { norm … }`).
    Norm,
}

/// What the regulation claims.
pub fn claim(reg: &Regulation) -> Claim {
    if !reg.claims.norms.is_empty() {
        return Claim::Norm;
    }
    let rated = reg.validity.as_ref().map(|v| v.rated.as_slice()).unwrap_or(&[]);
    if rated.iter().any(|r| r.value != RatedFor::National) {
        return Claim::Fide;
    }
    let official_words =
        ["първенств", "шампион", "чемпіонат", "першіст", "чемпіон", "championship"];
    let texts = std::iter::once(reg.title.value.as_str())
        .chain(reg.event.aim.as_ref().map(|a| a.value.as_str()));
    // Championships are also called by their abbreviation, a word in capitals: `ДОП` (държавно
    // отборно първенство), `ДИП` (държавно индивидуално първенство).
    let abbreviated =
        |t: &str| t.split(|c: char| !c.is_alphanumeric()).any(|w| matches!(w, "ДОП" | "ДИП"));
    let named = texts
        .into_iter()
        .any(|t| abbreviated(t) || official_words.iter().any(|w| t.to_lowercase().contains(w)));
    let validity = reg.validity.as_ref();
    let consequences = validity.is_some_and(|v| v.qualification.is_some() || v.relegated.is_some());
    if named || consequences || rated.iter().any(|r| r.value == RatedFor::National) {
        return Claim::Official;
    }
    Claim::Club
}

/// A severity by claim: `[club, official, fide, norm]`.
pub fn graded(
    reg: &Regulation,
    by_claim: [crate::diagnostic::Severity; 4],
) -> crate::diagnostic::Severity {
    by_claim[claim(reg) as usize]
}

/// The note that says why a completeness finding has its severity, in a language.
pub fn claim_note(reg: &Regulation, lang: crate::vocab::Lang) -> String {
    use crate::vocab::Lang;
    match (claim(reg), lang) {
        (Claim::Norm, Lang::En) => "the regulation claims title norms".into(),
        (Claim::Norm, Lang::Bg) => "регламентът предвижда норми за звания".into(),
        (Claim::Norm, Lang::Uk) => "регламент передбачає норми на звання".into(),
        (Claim::Fide, Lang::En) => "the event is rated by FIDE".into(),
        (Claim::Fide, Lang::Bg) => "турнирът е с рейтинг на ФИДЕ".into(),
        (Claim::Fide, Lang::Uk) => "турнір рахується в рейтинг ФІДЕ".into(),
        (Claim::Official, Lang::En) => "the event is an official competition (a championship, national rating or qualification)".into(),
        (Claim::Official, Lang::Bg) => "състезанието е официално (първенство, национален рейтинг или квалификация)".into(),
        (Claim::Official, Lang::Uk) => "змагання офіційне (чемпіонат, національний рейтинг або кваліфікація)".into(),
        (Claim::Club, Lang::En) => "the regulation claims no rating, title or norm: a club event".into(),
        (Claim::Club, Lang::Bg) => "регламентът не заявява рейтинг, звание или норми: клубен турнир".into(),
        (Claim::Club, Lang::Uk) => "регламент не заявляє ні рейтингу, ні звання, ні норм: клубний турнір".into(),
    }
}

/// True when a section heading or a paragraph contains one of `words` (lowercase stems):
/// prose that states a fact the model does not hold (`Главен съдия – Милен Петров`).
pub fn prose_mentions(reg: &Regulation, words: &[&str]) -> bool {
    fn headings<'a>(sections: &'a [crate::model::Section], out: &mut Vec<&'a str>) {
        for s in sections {
            if let Some(t) = &s.title {
                out.push(&t.value);
            }
            headings(&s.subsections, out);
        }
    }
    let mut texts: Vec<&str> = Vec::new();
    headings(&reg.sections, &mut texts);
    texts.extend(paragraphs(reg).iter().map(|p| p.text.value.as_str()));
    texts
        .iter()
        .map(|t| crate::prose::chars::lowercase(t))
        .any(|t| words.iter().any(|w| t.contains(w)))
}

/// The title, every section heading and every paragraph, in written order: the prose whose
/// numbers and dates are compared with the facts.
pub fn prose_texts(reg: &Regulation) -> Vec<&Spanned<String>> {
    fn walk<'a>(sections: &'a [crate::model::Section], out: &mut Vec<&'a Spanned<String>>) {
        for s in sections {
            out.extend(s.title.iter());
            for item in &s.items {
                match *item {
                    crate::model::SectionItem::Paragraph(i) => {
                        out.extend(s.paragraphs.get(i).map(|p| &p.text))
                    }
                    crate::model::SectionItem::Subsection(i) => {
                        walk(s.subsections.get(i..=i).unwrap_or(&[]), out)
                    }
                }
            }
        }
    }
    let mut out = vec![&reg.title];
    walk(&reg.sections, &mut out);
    out
}

/// Every text the file holds (prose, names, event strings, clubs): for the checks of how text
/// is written (mixed scripts, stray escapes).
pub fn all_texts(reg: &Regulation) -> Vec<&Spanned<String>> {
    let mut out = prose_texts(reg);
    out.extend(reg.title_block.iter());
    let e = &reg.event;
    out.extend(e.organisers.iter().chain(&e.co_organisers).chain(&e.aim).chain(&e.venue));
    out.extend(e.address.iter().chain(&e.approved));
    for p in participants(reg) {
        out.push(&p.name);
        out.extend(p.club.iter());
    }
    if let Some(t) = &reg.teams {
        for team in &t.list {
            out.push(&team.name);
            out.extend(team.city.iter());
        }
    }
    for o in &reg.officials {
        out.push(&o.name);
        out.extend(o.category.iter());
    }
    if let Some(a) = &reg.appeals {
        out.extend(a.chair.iter().chain(&a.members).chain(&a.reserves));
    }
    for p in &reg.prizes {
        out.extend(p.awards.iter());
    }
    for s in &reg.signatures {
        out.push(&s.role);
        out.push(&s.name);
    }
    out.sort_by_key(|t| t.span.start);
    out.dedup_by_key(|t| t.span);
    out
}

/// A money amount as a message writes it: `30 BGN` in English, `30 лв.`, `15,34 евро`,
/// `400 грн` in Bulgarian and Ukrainian (no ISO codes in a Bulgarian or Ukrainian text).
pub fn money(
    amount: crate::vocab::points::Points,
    currency: &str,
    lang: crate::vocab::Lang,
) -> String {
    use crate::vocab::Lang;
    let number = amount.to_string();
    if lang == Lang::En {
        return format!("{number} {currency}");
    }
    let number = number.replace('.', ",");
    let unit = match (currency, lang) {
        ("BGN", _) => "лв.",
        ("EUR", Lang::Bg) => "евро",
        ("EUR", _) => "євро",
        ("UAH", _) => "грн",
        ("USD", Lang::Bg) => "щ. д.",
        ("USD", _) => "дол. США",
        (other, _) => other,
    };
    format!("{number} {unit}")
}

/// A count of participants with its noun (`noun` is `players` or `teams`): `12 players`,
/// `12 участници`, `8 отбора`, `12 учасників`, `3 команди`.
pub fn count_noun(n: u64, noun: &str, lang: crate::vocab::Lang) -> String {
    use crate::diagnostic::l10n::Noun;
    let word = if noun == "teams" {
        Noun {
            en: ["team", "teams"],
            bg: ["отбор", "отбора"],
            uk: ["команда", "команди", "команд"],
        }
        .form(lang, n)
    } else {
        Noun {
            en: ["player", "players"],
            bg: ["участник", "участници"],
            uk: ["учасник", "учасники", "учасників"],
        }
        .form(lang, n)
    };
    format!("{n} {word}")
}

/// A count of boards with its noun: `4 boards`, `4 дъски`, `4 дошки`, `5 дошок`.
pub fn boards_text(n: u64, lang: crate::vocab::Lang) -> String {
    let noun = crate::diagnostic::l10n::Noun {
        en: ["board", "boards"],
        bg: ["дъска", "дъски"],
        uk: ["дошка", "дошки", "дошок"],
    }
    .form(lang, n);
    format!("{n} {noun}")
}

/// The plural noun for participants in a language (`players`, `участници`, `учасники`).
pub fn noun(noun: &str, lang: crate::vocab::Lang) -> &'static str {
    use crate::vocab::Lang;
    match (noun == "teams", lang) {
        (true, Lang::En) => "teams",
        (true, Lang::Bg) => "отбори",
        (true, Lang::Uk) => "команди",
        (false, Lang::En) => "players",
        (false, Lang::Bg) => "участници",
        (false, Lang::Uk) => "учасники",
    }
}

/// A count of rounds with its noun: `9 rounds`, `9 кръга`, `9 турів`, `1 тур`.
pub fn rounds_text(n: u64, lang: crate::vocab::Lang) -> String {
    let noun = crate::diagnostic::l10n::Noun {
        en: ["round", "rounds"],
        bg: ["кръг", "кръга"],
        uk: ["тур", "тури", "турів"],
    }
    .form(lang, n);
    format!("{n} {noun}")
}

/// The span a file-level finding points at: the header line.
pub fn header(reg: &Regulation) -> Span {
    reg.header_span
}

/// Writes a duration in minutes as `4 h 30 min`.
pub fn hours_minutes(minutes: i64) -> String {
    let (h, m) = (minutes / 60, minutes % 60);
    match (h, m) {
        (0, m) => format!("{m} min"),
        (h, 0) => format!("{h} h"),
        (h, m) => format!("{h} h {m} min"),
    }
}

/// [`hours_minutes`] in a language: `4 h 30 min`, `4 ч 30 мин`, `4 год 30 хв`.
pub fn hours_minutes_in(minutes: i64, lang: crate::vocab::Lang) -> String {
    use crate::vocab::Lang;
    let (h, m) = (minutes / 60, minutes % 60);
    let (hu, mu) = match lang {
        Lang::En => ("h", "min"),
        Lang::Bg => ("ч", "мин"),
        Lang::Uk => ("год", "хв"),
    };
    match (h, m) {
        (0, m) => format!("{m} {mu}"),
        (h, 0) => format!("{h} {hu}"),
        (h, m) => format!("{h} {hu} {m} {mu}"),
    }
}

/// A class of game in a language: `standard`, `класически шах`, `класичні шахи`.
pub fn class_word(
    class: crate::vocab::fide::time::GameClass,
    lang: crate::vocab::Lang,
) -> &'static str {
    use crate::vocab::fide::time::GameClass;
    use crate::vocab::Lang;
    match (class, lang) {
        (c, Lang::En) => c.word(),
        (GameClass::Standard, Lang::Bg) => "класически шах",
        (GameClass::Rapid, Lang::Bg) => "ускорен шах",
        (GameClass::Blitz, Lang::Bg) => "блиц",
        (GameClass::Standard, Lang::Uk) => "класичні шахи",
        (GameClass::Rapid, Lang::Uk) => "швидкі шахи",
        (GameClass::Blitz, Lang::Uk) => "бліц",
    }
}

/// Minutes per player in a language (`25 min`, `25 мин`, `25 хв`, `2:30 min`).
pub fn per_player_text(seconds: u32, lang: crate::vocab::Lang) -> String {
    use crate::vocab::Lang;
    let t = crate::vocab::fide::time::describe_seconds_as_minutes(seconds);
    match lang {
        Lang::En => t,
        Lang::Bg => t.replace(" min", " мин"),
        Lang::Uk => t.replace(" min", " хв"),
    }
}

/// The edition of the FIDE Rating Regulations a rule applies, in a language.
pub fn edition_text(edition: &str, lang: crate::vocab::Lang) -> String {
    use crate::vocab::Lang;
    let before = edition.contains("before 2022");
    match (lang, before) {
        (Lang::En, _) => edition.to_string(),
        (Lang::Bg, false) => "Правила за рейтинг на ФИДЕ 2022/2024, §1".into(),
        (Lang::Bg, true) => "Правила за рейтинг на ФИДЕ отпреди 2022 г., §1".into(),
        (Lang::Uk, false) => "Правила рейтингу ФІДЕ 2022/2024, §1".into(),
        (Lang::Uk, true) => "Правила рейтингу ФІДЕ до 2022 року, §1".into(),
    }
}

/// Writes a count with a noun: `1 round`, `3 rounds`.
pub fn plural(n: impl Into<u64>, one: &str, many: &str) -> String {
    let n = n.into();
    if n == 1 {
        format!("1 {one}")
    } else {
        format!("{n} {many}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use jiff::civil::date;

    #[test]
    fn minutes_between_counts_across_days_and_backwards() {
        let a = date(2007, 3, 19).at(14, 30, 0, 0);
        let b = date(2007, 3, 20).at(10, 0, 0, 0);
        assert_eq!(minutes_between(a, b), 19 * 60 + 30);
        assert_eq!(minutes_between(b, a), -(19 * 60 + 30));
        // 28 February to 1 March across a leap day.
        let c = date(2024, 2, 28).at(23, 0, 0, 0);
        let d = date(2024, 3, 1).at(1, 0, 0, 0);
        assert_eq!(minutes_between(c, d), 26 * 60);
    }

    #[test]
    fn durations_read_as_hours_and_minutes() {
        assert_eq!(hours_minutes(270), "4 h 30 min");
        assert_eq!(hours_minutes(120), "2 h");
        assert_eq!(hours_minutes(50), "50 min");
    }
}

/// The playing period: the event's dates, else the schedule's first and last entries (unlike
/// [`event_days`], arrival and departure days are not added).
pub fn event_period(reg: &Regulation) -> Option<(Date, Date)> {
    if let Some(d) = &reg.event.dates {
        return Some(d.value);
    }
    let first = schedule_dates(reg).min()?;
    let last = schedule_dates(reg).max()?;
    Some((first, last))
}

/// One ordered tie-break list: the main ranking's or a sub-classification's.
pub struct TieBreakList<'a> {
    /// `None` for the main ranking, else the sub-classification as written (`board 1`, `women`).
    pub classification: Option<String>,
    /// The list.
    pub tiebreaks: &'a [Spanned<TieBreak>],
    /// What happens when all are equal.
    pub when_tied: &'a [Spanned<TieResolution>],
    /// The play-off stages that apply: the sub-classification's own, else the ranking's.
    pub playoff: &'a [PlayoffStage],
    /// The block the list is in.
    pub span: Span,
}

/// Every tie-break list, the main ranking's first.
pub fn tiebreak_lists(reg: &Regulation) -> Vec<TieBreakList<'_>> {
    let mut out = Vec::new();
    if let Some(r) = &reg.ranking {
        out.push(TieBreakList {
            classification: None,
            tiebreaks: &r.tiebreaks,
            when_tied: &r.when_tied,
            playoff: &r.playoff,
            span: r.span,
        });
    }
    for s in &reg.subclassifications {
        out.push(TieBreakList {
            classification: Some(match &s.board {
                Some(b) => format!("{} {}", s.kind.value, b.value),
                None => s.kind.value.clone(),
            }),
            tiebreaks: &s.tiebreaks,
            when_tied: &s.when_tied,
            playoff: if s.playoff.is_empty() {
                reg.ranking.as_ref().map(|r| r.playoff.as_slice()).unwrap_or(&[])
            } else {
                &s.playoff
            },
            span: s.span,
        });
    }
    out
}

/// The pairing system, if stated.
pub fn format(reg: &Regulation) -> Option<Format> {
    reg.system.as_ref().and_then(|s| s.format.as_ref()).map(|f| f.value)
}

/// True for single and double round robins.
pub fn is_round_robin(reg: &Regulation) -> bool {
    matches!(format(reg), Some(Format::RoundRobin | Format::DoubleRoundRobin))
}

/// "the ranking" or "the `board 1` classification", for messages.
pub fn list_name(list: &TieBreakList<'_>) -> String {
    match &list.classification {
        None => "the ranking".to_string(),
        Some(c) => format!("the `{c}` classification"),
    }
}

/// [`list_name`] in a language: `the ranking`, `класирането`, `класифікація`; a
/// sub-classification as `the `board 1` classification`.
pub fn list_name_in(list: &TieBreakList<'_>, lang: crate::vocab::Lang) -> String {
    use crate::vocab::Lang;
    match (&list.classification, lang) {
        (None, Lang::En) => "the ranking".to_string(),
        (None, Lang::Bg) => "класирането".to_string(),
        (None, Lang::Uk) => "підсумкова класифікація".to_string(),
        (Some(c), Lang::En) => format!("the `{c}` classification"),
        (Some(c), Lang::Bg) => format!("подкласирането `{c}`"),
        (Some(c), Lang::Uk) => format!("підкласифікація `{c}`"),
    }
}

/// The ratings of the individual participants, when the list is non-empty and every player has
/// a rating.
pub fn field_ratings(reg: &Regulation) -> Option<Vec<u32>> {
    let players = &reg.players.as_ref()?.list;
    if players.is_empty() {
        return None;
    }
    players.iter().map(|p| p.rating.as_ref().map(|r| r.value)).collect()
}

/// Where an average rating came from, for messages.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AverageSource {
    /// Computed from the participant list.
    Listed,
    /// The regulation's own claim.
    Stated,
}

/// The field's average rating: computed from the list when every participant is rated, else
/// the stated claim.
pub fn field_average(reg: &Regulation) -> Option<(u32, AverageSource)> {
    if let Some(avg) = field_ratings(reg).and_then(|r| crate::vocab::fide::ratings::average(&r)) {
        return Some((avg, AverageSource::Listed));
    }
    reg.claims.average_rating.as_ref().map(|a| (a.value, AverageSource::Stated))
}

/// The number of games a player plays: the rounds of the system (`None` if not stated).
pub fn games_per_player(reg: &Regulation) -> Option<u32> {
    reg.system.as_ref()?.rounds.as_ref().map(|r| r.value)
}

/// The span of a part of a string literal, when the literal has no escapes (else the whole
/// literal): `text` is the literal's value, `literal` its span including the quotes.
pub fn span_in_literal(text: &str, literal: Span, start: usize, end: usize) -> Span {
    let len = literal.end.saturating_sub(literal.start);
    let quote = if len == text.len() + 6 {
        3
    } else if len == text.len() + 2 {
        1
    } else {
        return literal;
    };
    Span::new(literal.start + quote + start, literal.start + quote + end)
}

/// Every prose paragraph, nested sections included, in written order.
pub fn paragraphs(reg: &Regulation) -> Vec<&crate::model::Paragraph> {
    fn walk<'a>(sections: &'a [crate::model::Section], out: &mut Vec<&'a crate::model::Paragraph>) {
        for s in sections {
            for item in &s.items {
                match *item {
                    crate::model::SectionItem::Paragraph(i) => out.extend(s.paragraphs.get(i)),
                    crate::model::SectionItem::Subsection(i) => {
                        walk(s.subsections.get(i..=i).unwrap_or(&[]), out)
                    }
                }
            }
        }
    }
    let mut out = Vec::new();
    walk(&reg.sections, &mut out);
    out
}

/// The words of a completeness finding (V9xx) in English, Bulgarian and Ukrainian.
pub struct Omission {
    /// What is not stated.
    pub message: Phrase,
    /// The label on the header line.
    pub label: Phrase,
    /// What to add.
    pub help: Phrase,
}

/// A completeness finding: `info`'s code at `severity`, on the header line, with the note saying
/// what the regulation claims (which grades the severity) and the words of `texts`.
pub fn omission(
    reg: &Regulation,
    info: &'static crate::diagnostic::CodeInfo,
    severity: crate::diagnostic::Severity,
    texts: &Omission,
) -> crate::diagnostic::Diagnostic {
    omission_announced(reg, info, severity, texts, None)
}

/// [`omission`], with a label on the words that announce the fact without giving it (`в хотел
/// в центъра`), saying what they announce.
pub fn omission_announced(
    reg: &Regulation,
    info: &'static crate::diagnostic::CodeInfo,
    severity: crate::diagnostic::Severity,
    texts: &Omission,
    announced: Option<(Span, &crate::vocab::lang::Phrase)>,
) -> crate::diagnostic::Diagnostic {
    crate::diagnostic::l10n::localized(|l| {
        let d = crate::diagnostic::Diagnostic::new(
            crate::diagnostic::Code::new(info),
            severity,
            texts.message.get(l),
        )
        .with_label(header(reg), texts.label.get(l));
        let d = match announced {
            Some((span, what)) => d.with_label(span, what.get(l)),
            None => d,
        };
        d.with_note(claim_note(reg, l)).with_help(texts.help.get(l))
    })
}
