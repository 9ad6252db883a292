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
    /// The date.
    pub fn date(&self) -> Date {
        self.entry.date.value
    }

    /// The start, when a time is written.
    pub fn start(&self) -> Option<DateTime> {
        self.entry.time.as_ref().map(|t| self.date().to_datetime(t.value))
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

/// An entry's moment: its date and time, or the date's start when no time is written.
pub fn moment(entry: &ScheduleEntry) -> DateTime {
    entry.date.value.to_datetime(entry.time.as_ref().map_or(Time::midnight(), |t| t.value))
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
    reg.event
        .dates
        .as_ref()
        .map(|d| d.value.0)
        .or_else(|| reg.schedule.iter().map(|e| e.date.value).min())
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

/// Writes a duration in minutes as `4 h 30 min`.
pub fn hours_minutes(minutes: i64) -> String {
    let (h, m) = (minutes / 60, minutes % 60);
    match (h, m) {
        (0, m) => format!("{m} min"),
        (h, 0) => format!("{h} h"),
        (h, m) => format!("{h} h {m} min"),
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
    let first = reg.schedule.iter().map(|e| e.date.value).min()?;
    let last = reg.schedule.iter().map(|e| e.date.value).max()?;
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
    reg.system.as_ref().map(|s| s.format.value)
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
