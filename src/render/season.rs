//! The season published: the calendar page of a folder's regulations (every event by month:
//! dates, town, kind, a link to its regulation and to its calendar file) and iCalendar files
//! (RFC 5545, written by the `icalendar` crate): one per regulation and one for the season, with
//! every dated entry of each programme (rounds, the technical meeting, the closing) as an event
//! at the venue, in the time zone of the event's country (`TZID=Europe/Sofia` with its
//! `VTIMEZONE`, the transitions taken from the time-zone database jiff carries).

use super::i18n;
use crate::model::{Competitors, Regulation};
use crate::vocab::Lang;
use icalendar::{Calendar, Component, EventLike, Property};
use jiff::civil::{Date, DateTime, Time};
use serde::Serialize;
use std::collections::{BTreeMap, BTreeSet};

/// One regulation of the season, as published.
#[derive(Clone, Copy, Debug)]
pub struct Published<'a> {
    /// Its model.
    pub reg: &'a Regulation,
    /// Its documents' path in the output folder, without the extension
    /// (`extra/bg-cska-open-2022`): the page links `….html` and `….ics`.
    pub stem: &'a str,
    /// Published as a draft.
    pub draft: bool,
}

/// The IANA time zone of an event's country (`None` for a country the tool does not know).
pub fn time_zone(reg: &Regulation) -> Option<&'static str> {
    match crate::checks::currency::country(reg)?.as_str() {
        "BG" => Some("Europe/Sofia"),
        "UA" => Some("Europe/Kyiv"),
        _ => None,
    }
}

/// The event's name as a calendar shows it: its own name, else the title.
fn name(reg: &Regulation) -> &str {
    reg.event.name.as_ref().map_or(reg.title.value.as_str(), |n| n.value.as_str())
}

/// The town: `event { city }`, else the venue without a locality mark (`гр. Перник` → `Перник`).
fn town(reg: &Regulation) -> String {
    if let Some(c) = &reg.event.city {
        return c.value.clone();
    }
    let venue = reg.event.venue.as_ref().map(|v| v.value.as_str()).unwrap_or("");
    for mark in ["гр. ", "гр.", "град ", "м. ", "м.", "с. ", "к.к. "] {
        if let Some(at) = venue.find(mark) {
            let rest = &venue[at + mark.len()..];
            let end = rest.find([',', ';', '(']).unwrap_or(rest.len());
            return rest[..end].trim().to_string();
        }
    }
    venue.split(',').next_back().unwrap_or("").trim().to_string()
}

/// The kind of event in words: individual or team, the system.
fn kind(reg: &Regulation, lang: Lang) -> String {
    let mut parts = Vec::new();
    let team = crate::checks::facts::is_team_event(reg);
    let c = if team { Competitors::Team } else { Competitors::Individual };
    parts.push(i18n::competitors_name(c, lang).to_string());
    if let Some(f) = reg.system.as_ref().and_then(|s| s.format.as_ref()) {
        parts.push(i18n::format_name(f.value, lang).to_string());
    }
    parts.join(", ")
}

/// The language of a folder: the one most of its regulations are written in.
pub fn folder_lang(regs: &[&Regulation]) -> Lang {
    let mut counts: Vec<(Lang, usize)> = Vec::new();
    for r in regs {
        match counts.iter_mut().find(|(l, _)| *l == r.lang) {
            Some((_, n)) => *n += 1,
            None => counts.push((r.lang, 1)),
        }
    }
    counts.iter().max_by_key(|(_, n)| *n).map_or(Lang::En, |(l, _)| *l)
}

/// The calendar page's view.
#[derive(Clone, Debug, Serialize)]
pub struct CalendarView {
    /// `bg`, `uk`, `en`.
    pub lang: &'static str,
    /// The page's title.
    pub title: String,
    /// The words of the page.
    pub labels: CalendarLabels,
    /// The months, in order, with their events.
    pub months: Vec<Month>,
    /// The season's calendar file.
    pub season_ics: String,
}

/// The words of the calendar page.
#[derive(Clone, Debug, Serialize)]
pub struct CalendarLabels {
    /// Column: the dates.
    pub dates: &'static str,
    /// Column: the event.
    pub event: &'static str,
    /// Column: the town.
    pub town: &'static str,
    /// Column: the kind.
    pub kind: &'static str,
    /// Link: the regulation.
    pub regulation: &'static str,
    /// Link: the calendar file.
    pub ics: &'static str,
    /// The season's calendar file, for a phone.
    pub season_ics: &'static str,
    /// A draft's mark.
    pub draft: &'static str,
    /// "page" in the page numbers.
    pub page: &'static str,
    /// "of" in the page numbers.
    pub page_of: &'static str,
}

/// One month of the season.
#[derive(Clone, Debug, Serialize)]
pub struct Month {
    /// `март 2007`.
    pub name: String,
    /// Its events, by their first day.
    pub events: Vec<CalendarRow>,
}

/// One event of the calendar.
#[derive(Clone, Debug, Serialize)]
pub struct CalendarRow {
    /// `11 – 20 март 2007 г.`
    pub dates: String,
    /// The event's name.
    pub title: String,
    /// The town.
    pub town: String,
    /// Individual or team, the system.
    pub kind: String,
    /// The regulation's document.
    pub href: String,
    /// Its calendar file.
    pub ics: String,
    /// Published as a draft.
    pub draft: bool,
}

/// The calendar page of the season, in `lang`.
pub fn calendar_view(events: &[Published<'_>], lang: Lang) -> CalendarView {
    let mut rows: Vec<(Date, CalendarRow)> = events
        .iter()
        .filter_map(|e| {
            let period = crate::checks::facts::event_period(e.reg)?;
            Some((
                period.0,
                CalendarRow {
                    dates: super::words::date_range(period, lang),
                    title: name(e.reg).to_string(),
                    town: town(e.reg),
                    kind: kind(e.reg, lang),
                    href: format!("{}.html", e.stem),
                    ics: format!("{}.ics", e.stem),
                    draft: e.draft,
                },
            ))
        })
        .collect();
    rows.sort_by(|a, b| (a.0, &a.1.title).cmp(&(b.0, &b.1.title)));
    let mut months: BTreeMap<(i16, i8), Vec<CalendarRow>> = BTreeMap::new();
    for (d, row) in rows {
        months.entry((d.year(), d.month())).or_default().push(row);
    }
    let months = months
        .into_iter()
        .map(|((y, m), events)| {
            let names = &crate::vocab::calendar::MONTHS[(m - 1) as usize];
            let month = match lang {
                Lang::Bg => names.bg,
                Lang::Uk => names.uk_nominative,
                Lang::En => names.en,
            };
            let mut name = month.to_string();
            if let Some(first) = name.chars().next() {
                name = first.to_uppercase().chain(name.chars().skip(1)).collect();
            }
            Month { name: format!("{name} {y}"), events }
        })
        .collect();
    let l = i18n::labels(lang);
    CalendarView {
        lang: lang.code(),
        title: crate::vocab::lang::ph!(en: "Calendar of the season", bg: "Календар на състезанията", uk: "Календар змагань")
            .get(lang)
            .to_string(),
        labels: CalendarLabels {
            dates: crate::vocab::lang::ph!(en: "Dates", bg: "Дати", uk: "Дати").get(lang),
            event: crate::vocab::lang::ph!(en: "Event", bg: "Състезание", uk: "Змагання").get(lang),
            town: crate::vocab::lang::ph!(en: "Town", bg: "Място", uk: "Місце").get(lang),
            kind: crate::vocab::lang::ph!(en: "Kind", bg: "Вид", uk: "Вид").get(lang),
            regulation: crate::vocab::lang::ph!(en: "regulation", bg: "регламент", uk: "положення").get(lang),
            ics: crate::vocab::lang::ph!(en: "to the calendar", bg: "в календара", uk: "до календаря").get(lang),
            season_ics: crate::vocab::lang::ph!(
                en: "Every event of the season, for a phone's calendar",
                bg: "Всички състезания за календара на телефона",
                uk: "Усі змагання для календаря телефона"
            )
            .get(lang),
            draft: l.draft,
            page: l.page,
            page_of: l.page_of,
        },
        months,
        season_ics: "season.ics".to_string(),
    }
}

/// `20070311T143000`.
fn stamp(dt: DateTime) -> String {
    dt.strftime("%Y%m%dT%H%M%S").to_string()
}

/// `20070311`.
fn day_stamp(d: Date) -> String {
    d.strftime("%Y%m%d").to_string()
}

/// How long an entry lasts when the programme does not say: a round the time its control
/// allows two players (all periods and 60 moves of increment each, as FIDE reckons a game),
/// two hours without a control; anything else an hour.
fn minutes(reg: &Regulation, round: bool) -> i64 {
    if !round {
        return 60;
    }
    match &reg.time_control {
        Some(tc) if !tc.periods.is_empty() => {
            let base = i64::from(tc.total_base_minutes());
            let inc = tc.increment_seconds.as_ref().map_or(0, |s| i64::from(s.value));
            2 * (base + inc) // 60 moves × inc seconds = inc minutes
        }
        _ => 120,
    }
}

/// The events of one regulation, added to `cal`; the time zones they use, added to `zones`.
fn add_events(
    cal: &mut Calendar,
    p: &Published<'_>,
    zones: &mut BTreeMap<&'static str, BTreeSet<i16>>,
) {
    let reg = p.reg;
    let lang = reg.lang;
    let Some(period) = crate::checks::facts::event_period(reg) else { return };
    let tz = time_zone(reg);
    if let Some(z) = tz {
        zones.entry(z).or_default().extend(period.0.year()..=period.1.year());
    }
    let title = name(reg);
    let mut place = reg.event.venue.as_ref().map(|v| v.value.clone()).unwrap_or_default();
    if let Some(a) = &reg.event.address {
        place = format!("{place}, {}", a.value);
    }
    let uid_base: String =
        p.stem.chars().map(|c| if c.is_alphanumeric() || c == '-' { c } else { '-' }).collect();
    let dtstamp = format!("{}T000000Z", day_stamp(period.0));
    let mut n = 0;
    let mut push = |summary: String, start: Result<(Date, Time), Date>, end: Option<DateTime>| {
        n += 1;
        let mut ev = icalendar::Event::new();
        ev.uid(&format!("{uid_base}-{n}@reglament"));
        ev.add_property("DTSTAMP", dtstamp.as_str());
        ev.summary(&summary);
        if !place.is_empty() {
            ev.location(&place);
        }
        ev.description(&format!("{title}\n{}.html", p.stem));
        match (start, tz) {
            (Ok((d, t)), Some(z)) => {
                let s = d.to_datetime(t);
                let e = end.unwrap_or(s);
                let mut a = Property::new("DTSTART", stamp(s));
                a.add_parameter("TZID", z);
                ev.append_property(a);
                let mut b = Property::new("DTEND", stamp(e));
                b.add_parameter("TZID", z);
                ev.append_property(b);
            }
            (Ok((d, t)), None) => {
                let s = d.to_datetime(t);
                ev.add_property("DTSTART", stamp(s));
                ev.add_property("DTEND", stamp(end.unwrap_or(s)));
            }
            (Err(d), _) => {
                let mut a = Property::new("DTSTART", day_stamp(d));
                a.add_parameter("VALUE", "DATE");
                ev.append_property(a);
                let next = d.tomorrow().unwrap_or(d);
                let mut b = Property::new("DTEND", day_stamp(next));
                b.add_parameter("VALUE", "DATE");
                ev.append_property(b);
            }
        }
        cal.push(ev.done());
    };
    let dated: Vec<&crate::model::ScheduleEntry> =
        reg.schedule.iter().filter(|e| e.date.is_some()).collect();
    if dated.is_empty() {
        // No dated programme: the event as one stretch of days.
        let mut ev = icalendar::Event::new();
        ev.uid(&format!("{uid_base}-0@reglament"));
        ev.add_property("DTSTAMP", dtstamp.as_str());
        ev.summary(title);
        if !place.is_empty() {
            ev.location(&place);
        }
        let mut a = Property::new("DTSTART", day_stamp(period.0));
        a.add_parameter("VALUE", "DATE");
        ev.append_property(a);
        let mut b = Property::new("DTEND", day_stamp(period.1.tomorrow().unwrap_or(period.1)));
        b.add_parameter("VALUE", "DATE");
        ev.append_property(b);
        cal.push(ev.done());
        return;
    }
    for e in dated {
        let Some(day) = e.day() else { continue };
        let what = super::view::activity_words(e, lang);
        let summary = format!("{what} — {title}");
        let round =
            e.activities.iter().any(|a| matches!(a.value, crate::model::Activity::Round(_)));
        match &e.time {
            Some(t) => {
                let s = day.to_datetime(t.value);
                let end = match &e.until {
                    Some(u) => day.to_datetime(u.value),
                    None => {
                        s.checked_add(jiff::Span::new().minutes(minutes(reg, round))).unwrap_or(s)
                    }
                };
                push(summary, Ok((day, t.value)), Some(end.max(s)));
            }
            None => push(summary, Err(day), None),
        }
    }
}

/// The `VTIMEZONE` of a zone over spans of years (`from..=to` each): every transition of those
/// years from the time-zone database (standard and daylight time), or the one offset when it
/// has none.
fn vtimezone(zone: &str, spans: &[(i16, i16)]) -> Option<String> {
    let tz = jiff::tz::TimeZone::get(zone).ok()?;
    let mut out = format!("BEGIN:VTIMEZONE\r\nTZID:{zone}\r\n");
    let mut seen = BTreeSet::new();
    for &(from, to) in spans {
        observances(&tz, from, to, &mut seen, &mut out)?;
    }
    out.push_str("END:VTIMEZONE\r\n");
    Some(out)
}

/// The observances of `tz` over the years `from..=to`, each written once.
fn observances(
    tz: &jiff::tz::TimeZone,
    from: i16,
    to: i16,
    seen: &mut BTreeSet<jiff::Timestamp>,
    out: &mut String,
) -> Option<()> {
    let start = tz.to_timestamp(Date::new(from, 1, 1).ok()?.to_datetime(Time::midnight())).ok()?;
    let end = tz.to_timestamp(Date::new(to, 12, 31).ok()?.to_datetime(Time::midnight())).ok()?;
    let offset = |o: jiff::tz::Offset| {
        let s = o.seconds();
        let sign = if s < 0 { '-' } else { '+' };
        let a = s.unsigned_abs();
        format!("{sign}{:02}{:02}", a / 3600, (a % 3600) / 60)
    };
    let mut any = false;
    // The transition in force at the start (an event in January is in the standard time that
    // began the October before), then those of the years.
    let first = tz.preceding(start).next();
    for t in first.into_iter().chain(tz.following(start)) {
        if t.timestamp() > end {
            break;
        }
        if !seen.insert(t.timestamp()) {
            continue;
        }
        let before = tz.to_offset(t.timestamp() - jiff::SignedDuration::from_secs(1));
        let after = t.offset();
        let local = jiff::tz::TimeZone::fixed(before).to_datetime(t.timestamp());
        let kind = if after > before { "DAYLIGHT" } else { "STANDARD" };
        out.push_str(&format!(
            "BEGIN:{kind}\r\nDTSTART:{}\r\nTZOFFSETFROM:{}\r\nTZOFFSETTO:{}\r\nTZNAME:{}\r\nEND:{kind}\r\n",
            stamp(local),
            offset(before),
            offset(after),
            t.abbreviation()
        ));
        any = true;
    }
    if !any {
        let o = tz.to_offset(start);
        out.push_str(&format!(
            "BEGIN:STANDARD\r\nDTSTART:{}0101T000000\r\nTZOFFSETFROM:{}\r\nTZOFFSETTO:{}\r\nEND:STANDARD\r\n",
            from,
            offset(o),
            offset(o)
        ));
    }
    Some(())
}

/// The iCalendar file of `events` (one regulation, or the season), named `name`.
pub fn ics(events: &[Published<'_>], name: &str) -> String {
    let mut cal = Calendar::new();
    cal.name(name);
    let mut zones: BTreeMap<&'static str, BTreeSet<i16>> = BTreeMap::new();
    for p in events {
        add_events(&mut cal, p, &mut zones);
    }
    // A calendar of one time zone says it is its default (phones show the times in it).
    if zones.len() == 1 {
        if let Some(z) = zones.keys().next() {
            cal.append_property(Property::new("X-WR-TIMEZONE", *z));
        }
    }
    let text = cal.done().to_string();
    // The time zones' definitions go before the first event (the crate writes events only):
    // the transitions of the years the events are in.
    let mut defs = String::new();
    for (z, years) in &zones {
        let mut spans: Vec<(i16, i16)> = Vec::new();
        for &y in years {
            match spans.last_mut() {
                Some(s) if s.1 + 1 == y => s.1 = y,
                _ => spans.push((y, y)),
            }
        }
        defs.push_str(&vtimezone(z, &spans).unwrap_or_default());
    }
    match text.find("BEGIN:VEVENT") {
        Some(at) => format!("{}{defs}{}", &text[..at], &text[at..]),
        None => text,
    }
}
