//! When things happen, as regulations and announcements write it: single days (`05.03.2023 г.`,
//! `На 29 октомври`, `22 грудня 2018 року`), lists of days (`на 17 и 18 декември`, `19, 20, 22
//! липня`, `на 09 и 10.09.2017 г.`), ranges in every form (`от 11.03 – 20.03.2021 г.`,
//! `03-04.09.2022г.`, `31.07 – 01.08 август 2021 г.`, `з 26 серпня (день приїзду) до 1 вересня`,
//! `11-го по 16 серпня`), with the weekday written next to a day (`17.12.2016 (СЪБОТА)`,
//! `СУБОТА, 31 січня`), and times of day and time ranges (`9 : 45 ч.`, `14-00`, `14,00 часа`,
//! `о 10 год.`, `09:00 – 09:30`, `з 10.15 до 10.45`, `до 09.30`).
//!
//! A day keeps what was written: a day without a year has none (the caller decides where a year
//! may come from and says so). `14.30` is a time, `11.03` a date only where a date stands (next
//! to a range mark, a year, a weekday, or with its final dot).

use crate::prose::text::{tokens, Kind, Token};
use crate::vocab::calendar::{month_from_lowercase, weekday_from_word};
use jiff::civil::{Date, Time};

/// A day as written: the month and year may be missing (a range's first day takes them from its
/// last, a list's days from the last of the list).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Day {
    /// Day of the month.
    pub day: i8,
    /// Month, when written.
    pub month: Option<i8>,
    /// Year, when written.
    pub year: Option<i16>,
}

impl Day {
    /// The calendar date, when the day, month and year are known and real.
    pub fn date(&self) -> Option<Date> {
        Date::new(self.year?, self.month?, self.day).ok()
    }

    /// The calendar date in `year` when the day has no year of its own.
    pub fn date_in(&self, year: i16) -> Option<Date> {
        Date::new(self.year.unwrap_or(year), self.month?, self.day).ok()
    }
}

/// What a date expression says.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum When {
    /// One day.
    Day(Day),
    /// Several separate days (`19, 20, 22 липня`), in order.
    Days(Vec<Day>),
    /// From the first day to the last.
    Range(Day, Day),
}

/// A date expression and where it is written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Dated {
    /// What it says.
    pub when: When,
    /// Byte offset of its start.
    pub start: usize,
    /// Byte offset of its end.
    pub end: usize,
    /// The first day is marked as the day of arrival (`(день приїзду)`, `(пристигане)`).
    pub arrival: bool,
    /// A weekday written next to it (0 = Monday) and where.
    pub weekday: Option<(u8, usize, usize)>,
    /// A date in the ISO form `2017-04-01` or `28-08-2015` (as news sites stamp their articles).
    pub stamp: bool,
}

impl Dated {
    /// The same date with its offsets counted from `origin` (a sentence's start in its
    /// paragraph) instead of from the start of the text it was read in.
    pub fn from_origin(&self, origin: usize) -> Dated {
        let mut d = self.clone();
        d.start -= origin;
        d.end -= origin;
        if let Some((w, a, b)) = d.weekday {
            d.weekday = Some((w, a.saturating_sub(origin), b.saturating_sub(origin)));
        }
        d
    }

    /// The first and last day, completed from each other.
    pub fn bounds(&self) -> (Day, Day) {
        match &self.when {
            When::Day(d) => (*d, *d),
            When::Days(ds) => {
                (ds.first().copied().unwrap_or(EMPTY), ds.last().copied().unwrap_or(EMPTY))
            }
            When::Range(a, b) => (*a, *b),
        }
    }

    /// The first and last calendar days, when both are complete (`None` without a year).
    pub fn dates(&self) -> Option<(Date, Date)> {
        let (a, b) = self.bounds();
        let (a, b) = (a.date()?, b.date()?);
        (a <= b).then_some((a, b))
    }

    /// The days with a year taken from `year` where none is written.
    pub fn dates_in(&self, year: i16) -> Option<(Date, Date)> {
        let (a, b) = self.bounds();
        let (a, b) = (a.date_in(year)?, b.date_in(year)?);
        (a <= b).then_some((a, b))
    }

    /// True when a year is written.
    pub fn has_year(&self) -> bool {
        let (a, b) = self.bounds();
        a.year.is_some() || b.year.is_some()
    }

    /// Every day listed (a range gives its two ends).
    pub fn days(&self) -> Vec<Day> {
        match &self.when {
            When::Day(d) => vec![*d],
            When::Days(ds) => ds.clone(),
            When::Range(a, b) => vec![*a, *b],
        }
    }
}

const EMPTY: Day = Day { day: 0, month: None, year: None };

/// Ordinal endings after a day number (`17-ти`, `24-и`, `11-го`, `9-ий`).
const DAY_SUFFIXES: &[&str] = &[
    "ви", "ри", "ти", "ми", "во", "ро", "то", "мо", "го", "ий", "й", "и", "е", "а", "я", "ої",
    "ого",
];

/// Words after a year that say it is one (`2021 г.`, `2013 р.`, `2021 року`): the
/// vocabulary's one list.
const YEAR_WORDS: &[&str] = crate::vocab::notation::YEAR_MARKS;

/// The blanks between two tokens: their count of characters, or `None` when a line break or
/// more than `most` characters lie between.
fn gap(text: &str, a: &Token<'_>, b: &Token<'_>, most: usize) -> Option<usize> {
    let between = &text[a.end..b.start];
    let n = between.chars().count();
    (n <= most && !between.contains('\n')).then_some(n)
}

/// A partial day read at token `i`: the day, the month and year when written, and the index
/// after it. `bare` allows a day without a month.
fn day_at(text: &str, t: &[Token<'_>], i: usize, bare: bool) -> Option<(Day, usize, bool)> {
    let d = t.get(i)?;
    let day = d.number().filter(|n| (1..=31).contains(n) && d.text.len() <= 2)? as i8;
    // Not the middle of a longer number, a date or a time (`2021.03`, `1.2.3`, `20:07`).
    if i > 0 && gap(text, &t[i - 1], d, 0).is_some() {
        let p = &t[i - 1];
        let glued_number = p.kind == Kind::Number || p.is_punct(':');
        let dotted = p.is_punct('.')
            && i > 1
            && t[i - 2].kind == Kind::Number
            && gap(text, &t[i - 2], p, 0).is_some();
        if glued_number || dotted {
            return None;
        }
    }
    // Numeric: `20.03.2021`, `11.03`, `16.12.`, `05.8.2017`, `12 . 03 . 2021`.
    if let (Some(dot), Some(m)) = (t.get(i + 1), t.get(i + 2)) {
        if dot.is_punct('.')
            && gap(text, d, dot, 1).is_some()
            && gap(text, dot, m, 1).is_some()
            && m.text.len() <= 2
        {
            if let Some(month) = m.number().filter(|n| (1..=12).contains(n)) {
                let mut j = i + 3;
                let mut year = None;
                let mut dotted = false;
                if let (Some(dot2), Some(y)) = (t.get(j), t.get(j + 1)) {
                    if dot2.is_punct('.')
                        && gap(text, m, dot2, 1).is_some()
                        && gap(text, dot2, y, 1).is_some()
                        && y.kind == Kind::Number
                        && y.text.len() == 4
                    {
                        year = y.number().map(|y| y as i16);
                        j += 2;
                    }
                }
                if year.is_none()
                    && t.get(j).is_some_and(|x| x.is_punct('.') && gap(text, m, x, 0).is_some())
                {
                    dotted = true;
                    j += 1;
                }
                // `31.07 – 01.08 август 2021`: the month written again in words.
                if let Some(w) = t.get(j) {
                    if w.kind == Kind::Word && month_of(w) == Some(month as i8) {
                        j += 1;
                    }
                }
                if year.is_none() {
                    if let Some((y, after)) = year_at(text, t, j) {
                        year = Some(y);
                        j = after;
                    }
                } else {
                    j = year_mark(t, j);
                }
                return Some((
                    Day { day, month: Some(month as i8), year },
                    j,
                    dotted || year.is_some(),
                ));
            }
        }
    }
    // With a month word: `17-ти юли 2022 г.`, `25 січня`, `24-и`, `9 листопад`.
    let mut j = i + 1;
    if t.get(j).is_some_and(|x| x.is_punct('-'))
        && t.get(j + 1).is_some_and(|x| x.is_any(DAY_SUFFIXES))
    {
        j += 2;
    } else if t.get(j).is_some_and(|x| x.is_any(DAY_SUFFIXES) && gap(text, d, x, 0).is_some()) {
        j += 1;
    }
    if let Some(w) = t.get(j) {
        if w.kind == Kind::Word && gap(text, &t[j - 1], w, 3).is_some() {
            if let Some(month) = month_of(w) {
                let mut k = j + 1;
                if t.get(k).is_some_and(|x| x.is_punct('.')) && w.text.chars().count() <= 4 {
                    k += 1;
                }
                let mut year = None;
                let mut after = k;
                let comma = t.get(k).is_some_and(|x| x.is_punct(','));
                if let Some((y, a)) = year_at(text, t, if comma { k + 1 } else { k }) {
                    year = Some(y);
                    after = a;
                }
                return Some((Day { day, month: Some(month), year }, after, true));
            }
        }
    }
    bare.then_some((Day { day, month: None, year: None }, j, false))
}

/// The month a word names.
fn month_of(w: &Token<'_>) -> Option<i8> {
    if w.kind != Kind::Word {
        return None;
    }
    month_from_lowercase(&crate::prose::text::folded_word(w.text))
}

/// A year written at token `j` (four digits, 1900–2099) and the index after it and its mark.
fn year_at(text: &str, t: &[Token<'_>], j: usize) -> Option<(i16, usize)> {
    let y = t.get(j)?;
    let _ = text;
    if y.kind != Kind::Number || y.text.len() != 4 {
        return None;
    }
    let year = y.number().filter(|n| (1900..=2099).contains(n))? as i16;
    Some((year, year_mark(t, j + 1)))
}

/// The index after a year's mark (`г.`, `р.`, `року`, `година`), if one follows at `j`.
fn year_mark(t: &[Token<'_>], j: usize) -> usize {
    match t.get(j) {
        Some(w) if w.is_any(YEAR_WORDS) => {
            if t.get(j + 1).is_some_and(|x| x.is_punct('.')) {
                j + 2
            } else {
                j + 1
            }
        }
        _ => j,
    }
}

/// An ISO date (`2017-04-01`) or a dashed day first (`28-08-2015`) at `i`.
fn stamp_at(text: &str, t: &[Token<'_>], i: usize) -> Option<(Day, usize)> {
    let parts: Vec<&Token<'_>> = t.get(i..i + 5)?.iter().collect();
    if !(parts[1].is_punct('-') && parts[3].is_punct('-')) {
        return None;
    }
    if (0..4).any(|k| gap(text, parts[k], parts[k + 1], 0).is_none()) {
        return None;
    }
    let (a, b, c) = (parts[0], parts[2], parts[4]);
    let (y, m, d) = if a.text.len() == 4 {
        (a.number()?, b.number()?, c.number()?)
    } else if c.text.len() == 4 && a.text.len() <= 2 && b.text.len() <= 2 {
        (c.number()?, b.number()?, a.number()?)
    } else {
        return None;
    };
    let day = Day { day: d as i8, month: Some(m as i8), year: Some(y as i16) };
    day.date()?;
    Some((day, i + 5))
}

/// A range mark at `j`: a dash, `÷`, `до`, `по`, `to`.
fn range_mark(t: &[Token<'_>], j: usize) -> Option<usize> {
    let m = t.get(j)?;
    if m.kind == Kind::Punct && m.text.starts_with(['-', '–', '—', '÷', '−']) {
        // `- до`
        if t.get(j + 1).is_some_and(|x| x.is_any(&["до", "по"])) {
            return Some(j + 2);
        }
        return Some(j + 1);
    }
    (m.is_any(&["до", "по", "to", "till", "until"])).then_some(j + 1)
}

/// A parenthesis of at most 40 characters at `j`: the index after it and whether it says
/// arrival.
fn parenthesis(text: &str, t: &[Token<'_>], j: usize) -> Option<(usize, bool)> {
    if !t.get(j)?.is_punct('(') {
        return None;
    }
    let close = (j + 1..t.len().min(j + 12)).find(|&k| t[k].is_punct(')'))?;
    let inner = &text[t[j].end..t[close].start];
    let lower = inner.to_lowercase();
    Some((close + 1, lower.contains("приїзд") || lower.contains("пристиган")))
}

/// Every date expression in a text, in order, not overlapping.
pub fn dated(text: &str) -> Vec<Dated> {
    dated_in(text, &tokens(text))
}

/// [`dated`] from the text's tokens.
pub fn dated_in(text: &str, t: &[Token<'_>]) -> Vec<Dated> {
    let mut out: Vec<Dated> = Vec::new();
    let mut i = 0;
    while i < t.len() {
        if t[i].kind != Kind::Number {
            i += 1;
            continue;
        }
        if let Some((day, after)) = stamp_at(text, t, i) {
            out.push(Dated {
                when: When::Day(day),
                start: t[i].start,
                end: t[after - 1].end,
                arrival: false,
                weekday: None,
                stamp: true,
            });
            i = after;
            continue;
        }
        let Some((first, after, sure)) = day_at(text, t, i, true) else {
            i += 1;
            continue;
        };
        // A range: FIRST [(…)] MARK LAST.
        let (mut j, arrival) = match parenthesis(text, t, after) {
            Some((k, arr)) => (k, arr),
            None => (after, false),
        };
        if let Some(k) = range_mark(t, j) {
            let glued = first.month.is_none() && t.get(j).is_some_and(|m| m.kind == Kind::Punct);
            if let Some((last, end, _)) =
                day_at(text, t, k, false).filter(|(l, _, _)| l.month.is_some())
            {
                let mut a = first;
                if a.month.is_none() {
                    a.month = last.month;
                }
                if a.year.is_none() {
                    a.year = last.year;
                }
                let b = last;
                let ordered = match (a.date_in(2000), b.date_in(2000)) {
                    (Some(x), Some(y)) => {
                        x <= y || a.year.is_some() && b.year.is_some() && a.year != b.year
                    }
                    _ => false,
                };
                let _ = glued;
                if ordered {
                    out.push(Dated {
                        when: When::Range(a, b),
                        start: t[i].start,
                        end: t[end - 1].end,
                        arrival,
                        weekday: None,
                        stamp: false,
                    });
                    i = end;
                    continue;
                }
            }
        }
        // A list: DAY (, DAY)* (и|і|та|and) DAY MONTH [YEAR].
        let mut days = vec![first];
        j = after;
        let mut end = after;
        while let Some(sep) = t.get(j) {
            let joined = sep.is_punct(',') || sep.is_any(&["и", "і", "та", "й", "and"]);
            if !joined {
                break;
            }
            let mut k = j + 1;
            if sep.is_punct(',') && t.get(k).is_some_and(|x| x.is_any(&["и", "і", "та"])) {
                k += 1;
            }
            let Some((d, a, _)) = day_at(text, t, k, true) else { break };
            days.push(d);
            end = a;
            j = a;
            if d.month.is_some() {
                break;
            }
        }
        if days.len() >= 2 {
            if let Some(last) = days.last().copied().filter(|l| l.month.is_some()) {
                for d in &mut days {
                    if d.month.is_none() {
                        d.month = last.month;
                    }
                    if d.year.is_none() {
                        d.year = last.year;
                    }
                }
                let increasing = days.windows(2).all(|w| w[0].date_in(2000) < w[1].date_in(2000));
                if increasing && days.iter().all(|d| d.date_in(2000).is_some()) {
                    out.push(Dated {
                        when: When::Days(days),
                        start: t[i].start,
                        end: t[end - 1].end,
                        arrival: false,
                        weekday: None,
                        stamp: false,
                    });
                    i = end;
                    continue;
                }
            }
        }
        // A single day, when it is surely one.
        if first.month.is_some()
            && (sure || weekday_near(text, t, i, after).is_some())
            && first.date_in(2000).is_some()
        {
            out.push(Dated {
                when: When::Day(first),
                start: t[i].start,
                end: t[after - 1].end,
                arrival: false,
                weekday: None,
                stamp: false,
            });
            i = after;
            continue;
        }
        i += 1;
    }
    // The weekday written next to each.
    for d in &mut out {
        let first = t.partition_point(|x| x.start < d.start);
        let after = t.partition_point(|x| x.start < d.end);
        d.weekday = weekday_near(text, t, first, after);
    }
    out
}

/// A weekday written right before the tokens `i..after` (`Събота, 17-ти юли`) or right after
/// them (`17.12.2016 (СЪБОТА)`, `23 лютого, субота`, `29.10.2022 г.- събота`, `16.12.събота`).
fn weekday_near(text: &str, t: &[Token<'_>], i: usize, after: usize) -> Option<(u8, usize, usize)> {
    let is_sep = |x: &Token<'_>| {
        x.kind == Kind::Punct && x.text.starts_with(['(', ')', ',', '-', '–', '—', '.', ':'])
    };
    let mut k = after;
    let mut steps = 0;
    while t.get(k).is_some_and(is_sep) && steps < 3 {
        k += 1;
        steps += 1;
    }
    if let Some(w) = t.get(k).filter(|w| w.kind == Kind::Word) {
        if gap(text, &t[k - 1], w, 3).is_some() || k == after {
            if let Some(n) = weekday_from_word(w.text) {
                if w.text.chars().count() >= 3 {
                    return Some((n, w.start, w.end));
                }
            }
        }
    }
    if i >= 1 {
        let mut k = i;
        let mut steps = 0;
        while k >= 1 && is_sep(&t[k - 1]) && steps < 2 {
            k -= 1;
            steps += 1;
        }
        if k >= 1 {
            let w = &t[k - 1];
            if w.kind == Kind::Word && w.text.chars().count() >= 3 {
                if let Some(n) = weekday_from_word(w.text) {
                    return Some((n, w.start, w.end));
                }
            }
        }
    }
    None
}

/// A time of day or a time range.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Clock {
    /// When it starts (`None` for `до 09:30`: only the end is written).
    pub start: Option<Time>,
    /// When it ends.
    pub until: Option<Time>,
    /// Byte offset of its start.
    pub from: usize,
    /// Byte offset of its end.
    pub to: usize,
    /// Written so that it can only be a time: with a colon, `14-00`, or followed by an hour word
    /// (`ч.`, `часа`, `год.`).
    pub sure: bool,
}

/// Words after a time that say it is one: the vocabulary's one list.
const HOUR_WORDS: &[&str] = crate::vocab::notation::HOUR_MARKS;

/// Words before a bare hour that make it a time (`о 10 год.`, `в 16 часа`, `от 9 ч.`).
const AT_WORDS: &[&str] = &[
    "о",
    "об",
    "в",
    "във",
    "у",
    "от",
    "з",
    "із",
    "до",
    "at",
    "около",
    "після",
    "след",
    "начало",
    "початок",
];

/// A time of day at token `i`: the time, the index after it (its hour word included) and
/// whether it is surely a time.
fn time_at(text: &str, t: &[Token<'_>], i: usize) -> Option<(Time, usize, bool)> {
    let h = t.get(i)?;
    let hour = h.number().filter(|n| *n <= 23 && h.text.len() <= 2)?;
    // Not after a digit or a dot glued to it (the minutes of a date).
    if i > 0
        && gap(text, &t[i - 1], h, 0).is_some()
        && (t[i - 1].kind == Kind::Number || t[i - 1].is_punct('.') || t[i - 1].is_punct(':'))
    {
        return None;
    }
    let hour_word = |k: usize| -> Option<usize> {
        let w = t.get(k)?;
        if w.is_any(HOUR_WORDS) && gap(text, &t[k - 1], w, 1).is_some() {
            Some(if t.get(k + 1).is_some_and(|x| x.is_punct('.')) { k + 2 } else { k + 1 })
        } else {
            None
        }
    };
    if let (Some(sep), Some(m)) = (t.get(i + 1), t.get(i + 2)) {
        let colon = sep.is_punct(':');
        let other = sep.is_punct('.') || sep.is_punct('-') || sep.is_punct(',');
        let spaced_ok = if colon { 1 } else { 0 };
        if (colon || other)
            && gap(text, h, sep, spaced_ok).is_some()
            && gap(text, sep, m, spaced_ok).is_some()
            && m.kind == Kind::Number
            && m.text.len() == 2
        {
            if let Some(minute) = m.number().filter(|n| *n <= 59) {
                // Not a date going on (`20.03.2021`, `11.03.`).
                let more = t.get(i + 3).is_some_and(|x| {
                    x.is_punct('.')
                        && gap(text, m, x, 0).is_some()
                        && t.get(i + 4)
                            .is_some_and(|y| y.kind == Kind::Number && gap(text, x, y, 0).is_some())
                });
                if !more {
                    let time = Time::new(hour as i8, minute as i8, 0, 0).ok()?;
                    let (after, worded) = match hour_word(i + 3) {
                        Some(a) => (a, true),
                        None => (i + 3, false),
                    };
                    let sure = colon || sep.is_punct('-') || worded;
                    return Some((time, after, sure));
                }
            }
        }
    }
    // A bare hour with its word: `10 год.`, `16 часа`, `11 годині`.
    let after = hour_word(i + 1)?;
    let before = i.checked_sub(1).map(|k| &t[k]);
    if before.is_some_and(|b| b.is_any(AT_WORDS)) {
        return Some((Time::new(hour as i8, 0, 0, 0).ok()?, after, true));
    }
    None
}

/// Every time of day and time range in a text, in order (`09:00 – 09:30 часа`, `з 10.15 до
/// 10.45`, `до 09.30`, `о 10 год.`), outside the spans of `dates` given.
pub fn clocks(text: &str, skip: &[(usize, usize)]) -> Vec<Clock> {
    clocks_in(text, &tokens(text), skip)
}

/// [`clocks`] from the text's tokens.
pub fn clocks_in(text: &str, t: &[Token<'_>], skip: &[(usize, usize)]) -> Vec<Clock> {
    let mut out = Vec::new();
    let mut i = 0;
    let inside = |at: usize| skip.iter().any(|(a, b)| *a <= at && at < *b);
    while i < t.len() {
        if inside(t[i].start) {
            i += 1;
            continue;
        }
        // `до 09:30`: the end alone.
        if t[i].is_any(&["до", "until"]) {
            if let Some((until, after, _)) = time_at(text, t, i + 1) {
                out.push(Clock {
                    start: None,
                    until: Some(until),
                    from: t[i].start,
                    to: t[after - 1].end,
                    sure: true,
                });
                i = after;
                continue;
            }
        }
        let Some((start, after, sure)) = time_at(text, t, i) else {
            i += 1;
            continue;
        };
        // A range: START MARK END.
        let mut j = after;
        if let Some(k) = t.get(j).and_then(|m| {
            if m.kind == Kind::Punct && m.text.starts_with(['-', '–', '—', '−'])
                || m.is_any(&["до", "to", "till"])
            {
                Some(j + 1)
            } else {
                None
            }
        }) {
            if let Some((until, end, _)) = time_at(text, t, k) {
                if until > start {
                    out.push(Clock {
                        start: Some(start),
                        until: Some(until),
                        from: t[i].start,
                        to: t[end - 1].end,
                        sure: true,
                    });
                    i = end;
                    continue;
                }
            }
        }
        j = after;
        // After `о`, `в`, `от`, `з` or a label's colon (`Відкриття змагання: 10.45`), it is a time.
        let led = i > 0 && (t[i - 1].is_any(AT_WORDS) || t[i - 1].is_punct(':'));
        out.push(Clock {
            start: Some(start),
            until: None,
            from: t[i].start,
            to: t[j - 1].end,
            sure: sure || led,
        });
        i = j;
    }
    out
}

/// A date range as prose writes it, in the order written (reversed or not): two days joined by a
/// range mark (`11.03 – 20.03.2021`, `20–28.04.2012`, `от 20 до 22.04.2011`, `(28.03.- 03.02.)`)
/// or `от DAY … до [месец] MONTH YEAR` within a line (`считано от 6.10.2021 г. … до месец май
/// 2021 г.`, whose end is the month's last day). The first day takes the month and year it does
/// not write from the last. What the checks compare (a range that ends before it starts, the
/// title's dates against the body's); [`dated`] gives the event's readings.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Range {
    /// The first day.
    pub from: Day,
    /// The last day.
    pub to: Day,
    /// Byte offset of its start (the first day's).
    pub start: usize,
    /// Byte offset of the first day's end.
    pub from_end: usize,
    /// Byte offset of the last day's start.
    pub to_start: usize,
    /// Byte offset of its end.
    pub end: usize,
}

impl Range {
    /// The first day as written, completed with the month and year of the last.
    pub fn first(&self) -> Written {
        let d = self.from;
        Written {
            day: Some(d.day),
            month: d.month,
            year: d.year,
            start: self.start,
            end: self.from_end,
        }
    }

    /// The first and last calendar days, when both are complete.
    pub fn days(&self) -> Option<(Date, Date)> {
        Some((self.from.date()?, self.to.date()?))
    }
}

/// Every date range of a text, in order, not overlapping ([`Range`]).
pub fn ranges(text: &str) -> Vec<Range> {
    ranges_in(text, &tokens(text))
}

/// [`ranges`] from the text's tokens.
pub fn ranges_in(text: &str, t: &[Token<'_>]) -> Vec<Range> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < t.len() {
        if t[i].kind != Kind::Number {
            i += 1;
            continue;
        }
        let Some((first, after, _)) = day_at(text, t, i, true) else {
            i += 1;
            continue;
        };
        let j = match parenthesis(text, t, after) {
            Some((k, _)) => k,
            None => after,
        };
        if let Some(k) = range_mark(t, j) {
            if let Some((last, end, _)) =
                day_at(text, t, k, false).filter(|(l, _, _)| l.month.is_some())
            {
                let mut from = first;
                if from.month.is_none() {
                    from.month = last.month;
                }
                if from.year.is_none() {
                    from.year = last.year;
                }
                if from.date_in(2000).is_some() || from.date_in(2004).is_some() {
                    out.push(Range {
                        from,
                        to: last,
                        start: t[i].start,
                        from_end: t[after - 1].end,
                        to_start: t[k].start,
                        end: t[end - 1].end,
                    });
                    i = end;
                    continue;
                }
            }
        }
        // `от 6.10.2021 г. … до месец май 2021 г.`: a complete day after `от`, a month and year
        // after `до`.
        let after_from = i > 0 && t[i - 1].is_any(&["от", "від", "з"]);
        if after_from && first.date().is_some() {
            if let Some((to, to_start, end)) = month_end_after(text, t, after) {
                out.push(Range {
                    from: first,
                    to,
                    start: t[i].start,
                    from_end: t[after - 1].end,
                    to_start,
                    end,
                });
                i = t.partition_point(|x| x.start < end);
                continue;
            }
        }
        i = after.max(i + 1);
    }
    out
}

/// `до [месец|м.] MONTH YEAR` on the same line within 120 characters after token `from`: the
/// month's last day, where its month starts and where it ends.
fn month_end_after(text: &str, t: &[Token<'_>], from: usize) -> Option<(Day, usize, usize)> {
    let start = t.get(from)?.start;
    let mut k = from;
    while let Some(x) = t.get(k) {
        if text[start..x.start].contains('\n') || x.start - start > 120 {
            return None;
        }
        if x.is("до") {
            let mut m = k + 1;
            if t.get(m).is_some_and(|w| w.is_any(&["месец", "місяць"])) {
                m += 1;
            } else if t.get(m).is_some_and(|w| w.is("м"))
                && t.get(m + 1).is_some_and(|d| d.is_punct('.'))
            {
                m += 2;
            }
            let month = t.get(m).and_then(month_of)?;
            let (year, after) = year_at(text, t, m + 1)?;
            let last = Date::new(year, month, 1).ok()?.last_of_month();
            let day = Day { day: last.day(), month: Some(month), year: Some(year) };
            return Some((day, t[m].start, t[after - 1].end));
        }
        k += 1;
    }
    None
}

/// A date as written: a day with its month (`20.03.2021`, `17-ти юли`, `11.03`) or a month and
/// year alone (`месец май 2021`, `м. юни 2020`), with its span.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Written {
    /// Day of the month (`None` for a month and year alone).
    pub day: Option<i8>,
    /// Month.
    pub month: Option<i8>,
    /// Year, when written.
    pub year: Option<i16>,
    /// Byte offset of its start.
    pub start: usize,
    /// Byte offset of its end.
    pub end: usize,
}

impl Written {
    /// The calendar date, when day, month and year are known and real.
    pub fn date(&self) -> Option<Date> {
        Date::new(self.year?, self.month?, self.day?).ok()
    }
}

/// Every date written in a text, in order: each day with its month ([`days_in`]) and each month
/// with its year that stands without a day (`месец май 2021`, `м. юни 2020`, `травень 2021`).
pub fn written_dates(text: &str) -> Vec<Written> {
    let t = tokens(text);
    let mut out: Vec<Written> = days_in(text, &t)
        .into_iter()
        .map(|(d, start, end)| Written {
            day: Some(d.day),
            month: d.month,
            year: d.year,
            start,
            end,
        })
        .collect();
    for (k, w) in t.iter().enumerate() {
        let Some(month) = month_of(w) else { continue };
        if out.iter().any(|d| d.start <= w.start && w.end <= d.end) {
            continue;
        }
        let Some((year, after)) = year_at(text, &t, k + 1) else { continue };
        // `месец май 2021`, `м. юни 2020`: the word for month is part of what is written.
        let start = if k >= 1 && t[k - 1].is_any(&["месец", "місяць"]) {
            t[k - 1].start
        } else if k >= 2 && t[k - 1].is_punct('.') && t[k - 2].is("м") {
            t[k - 2].start
        } else {
            w.start
        };
        let end = t[after - 1].end;
        out.push(Written { day: None, month: Some(month), year: Some(year), start, end });
    }
    out.sort_by_key(|d| d.start);
    out
}

/// A date written at the very start of a text, with the spans of its parts, to write it again
/// in the same form (`20.03.2021`, `05 юни`, `17-ти юли 2022 г.`, `месец май 2021`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DateForm {
    /// The whole date.
    pub whole: (usize, usize),
    /// The day's digits (with an ordinal ending after them: `17-ти`), if written.
    pub day: Option<(usize, usize)>,
    /// The month: its digits or its word (with the word's dot).
    pub month: (usize, usize),
    /// The year's digits.
    pub year: Option<(usize, usize)>,
    /// The month is written in digits.
    pub numeric: bool,
}

/// Ordinal endings written after a day (`17-ти`, `1-ви`, `22-ри`, `25-го`).
const DAY_ENDINGS: &[&str] = &["ви", "ри", "ти", "ми", "во", "ро", "то", "мо", "го", "е"];

/// The date written at the start of `text` ([`DateForm`]), if one is.
pub fn date_form(text: &str) -> Option<DateForm> {
    let t = tokens(text);
    let first = t.first().filter(|x| x.start == 0)?;
    if first.kind == Kind::Number && first.text.len() <= 2 {
        let d = (first.start, first.end);
        // `20.03.2021`, `11.03`, `28.03.`
        if let (Some(dot), Some(m)) = (t.get(1), t.get(2)) {
            if dot.is_punct('.')
                && m.kind == Kind::Number
                && gap(text, first, dot, 1).is_some()
                && gap(text, dot, m, 1).is_some()
            {
                let m_end = m.start + m.text.len().min(2);
                let year = match (t.get(3), t.get(4)) {
                    (Some(dot2), Some(y))
                        if dot2.is_punct('.')
                            && dot2.start == m_end
                            && y.kind == Kind::Number
                            && y.text.len() == 4
                            && gap(text, dot2, y, 1).is_some() =>
                    {
                        Some((y.start, y.end))
                    }
                    _ => None,
                };
                let end = match year {
                    Some(y) => y.1,
                    None if text[m_end..].starts_with('.') => m_end + 1,
                    None => m_end,
                };
                return Some(DateForm {
                    whole: (0, end),
                    day: Some(d),
                    month: (m.start, m_end),
                    year,
                    numeric: true,
                });
            }
        }
        // `17-ти юли 2022`, `25 січня`, `05 юни`.
        let mut k = 1;
        let mut day_end = first.end;
        if t.get(k).is_some_and(|x| x.is_punct('-') && x.start == day_end) {
            if let Some(e) =
                t.get(k + 1).filter(|x| x.is_any(DAY_ENDINGS) && x.start == day_end + 1)
            {
                day_end = e.end;
                k += 2;
            }
        } else if let Some(e) = t.get(k).filter(|x| x.is_any(DAY_ENDINGS) && x.start == day_end) {
            day_end = e.end;
            k += 1;
        }
        let w = t.get(k).filter(|x| x.kind == Kind::Word && x.start > day_end)?;
        let mut month_end = w.end;
        if t.get(k + 1).is_some_and(|x| x.is_punct('.') && x.start == w.end) {
            month_end += 1;
        }
        let mut y = t.partition_point(|x| x.start < month_end);
        if t.get(y).is_some_and(|x| x.is_punct(',')) {
            y += 1;
        }
        let year = t
            .get(y)
            .filter(|x| x.kind == Kind::Number && x.text.len() == 4 && x.start > month_end)
            .map(|x| (x.start, x.end));
        return Some(DateForm {
            whole: (0, year.map_or(month_end, |y| y.1)),
            day: Some((first.start, day_end)),
            month: (w.start, month_end),
            year,
            numeric: false,
        });
    }
    // `месец май 2021`, `м. юни 2020`, `май 2021`.
    let mut k = 0;
    if first.is_any(&["месец", "місяць"]) {
        k = 1;
    } else if first.is("м") && t.get(1).is_some_and(|x| x.is_punct('.')) {
        k = 2;
    }
    let w = t.get(k).filter(|x| x.kind == Kind::Word)?;
    let y = t.get(k + 1).filter(|x| x.kind == Kind::Number && x.text.len() == 4)?;
    Some(DateForm {
        whole: (0, y.end),
        day: None,
        month: (w.start, w.end),
        year: Some((y.start, y.end)),
        numeric: false,
    })
}

/// Every day written with its month, in order (`20.03.2021`, `16.12.`, `11.03`, `17-ти юли`),
/// whether its year is written or not, with its span: the days a weekday may stand next to.
fn days_in(text: &str, t: &[Token<'_>]) -> Vec<(Day, usize, usize)> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < t.len() {
        if t[i].kind == Kind::Number {
            if let Some((d, after, _)) = day_at(text, t, i, false) {
                if d.month.is_some() && (d.date_in(2000).is_some() || d.date_in(2004).is_some()) {
                    out.push((d, t[i].start, t[after - 1].end));
                    i = after;
                    continue;
                }
            }
        }
        i += 1;
    }
    out
}

/// The weekday a word names when it is a weekday's full name (`събота`, `неділю`, `п'ятниця`),
/// not an abbreviation, and its span; a hyphenated token is read part by part
/// (`събота-неделя`).
pub fn weekday_words(text: &str) -> Vec<(u8, usize, usize)> {
    weekday_words_in(&tokens(text))
}

fn weekday_words_in(t: &[Token<'_>]) -> Vec<(u8, usize, usize)> {
    let mut out = Vec::new();
    for x in t.iter().filter(|x| x.kind == Kind::Word) {
        let mut at = x.start;
        for part in x.text.split('-') {
            if let Some(n) = crate::vocab::calendar::full_weekday(part) {
                out.push((n, at, at + part.len()));
            }
            at += part.len() + 1;
        }
    }
    out
}

/// A weekday word next to a day (`Събота, 17-ти юли 2022 г.`, `17.12.2016 (СЪБОТА)`, `23
/// лютого, субота`, `16.12.събота`): the weekday it names (0 = Monday), its span, and the day
/// as written ([`Written`]).
pub fn weekdays_by_dates(text: &str) -> Vec<(u8, usize, usize, Written)> {
    let t = tokens(text);
    let words = weekday_words_in(&t);
    if words.is_empty() {
        return Vec::new();
    }
    let days = days_in(text, &t);
    let mut out = Vec::new();
    for (wd, m_start, m_end) in words {
        // The days are in written order: the one just before and the one just after.
        let after = days.partition_point(|d| d.1 < m_end);
        let candidates = [after.checked_sub(1).and_then(|i| days.get(i)), days.get(after)];
        let near = candidates.into_iter().flatten().find(|(_, s, e)| {
            let (a, b) = if *e <= m_start {
                (*e, m_start)
            } else if m_end <= *s {
                (m_end, *s)
            } else {
                return false;
            };
            let gap = &text[a..b];
            gap.chars().count() <= 4
                && gap.chars().all(|c| c.is_whitespace() || ",()–-:.".contains(c))
        });
        if let Some((d, s, e)) = near {
            let written =
                Written { day: Some(d.day), month: d.month, year: d.year, start: *s, end: *e };
            out.push((wd, m_start, m_end, written));
        }
    }
    out
}

/// A month name or a year written twice in a row (`март март`, `2021 г. 2021`), punctuation
/// and a year mark allowed between: the span from the first to the second, and the word.
pub fn repeated_month_or_year(text: &str) -> Vec<(usize, usize, String)> {
    let t = tokens(text);
    let mut out = Vec::new();
    let mut k = 0;
    while k < t.len() {
        let a = &t[k];
        let is_year = a.kind == Kind::Number && a.text.len() == 4;
        let is_month = a.kind == Kind::Word && month_of(a).is_some();
        if !(is_year || is_month) {
            k += 1;
            continue;
        }
        let mut j = k + 1;
        if t.get(j).is_some_and(|w| w.is_any(YEAR_WORDS)) {
            j += 1;
        }
        while t.get(j).is_some_and(|p| p.is_punct('.') || p.is_punct(',')) && j - k < 6 {
            j += 1;
        }
        if let Some(b) = t.get(j) {
            let gap = &text[a.end..b.start];
            let short = gap.chars().count() <= 12 && !gap.contains('\n');
            if short
                && b.kind == a.kind
                && crate::prose::chars::lowercase(a.text) == crate::prose::chars::lowercase(b.text)
            {
                out.push((a.start, b.end, a.text.to_string()));
                k = j + 1;
                continue;
            }
        }
        k += 1;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn when(text: &str) -> Vec<String> {
        dated(text)
            .iter()
            .map(|d| {
                let show =
                    |x: &Day| format!("{}.{}.{}", x.day, x.month.unwrap_or(0), x.year.unwrap_or(0));
                match &d.when {
                    When::Day(x) => show(x),
                    When::Days(xs) => xs.iter().map(show).collect::<Vec<_>>().join("+"),
                    When::Range(a, b) => format!("{}..{}", show(a), show(b)),
                }
            })
            .collect()
    }

    #[test]
    fn single_days_in_every_written_form() {
        for (text, want) in [
            ("купа ЦСКА по ускорен шахмат 05.03.2023 година", "5.3.2023"),
            ("Турнирът ще се проведе 14 ноември 2015г.", "14.11.2015"),
            ("На 29 октомври в гр. Казанлък", "29.10.0"),
            ("Турнір проводиться 22 грудня 2018 року в м. Львові", "22.12.2018"),
            ("29.10.2022 г.- събота", "29.10.2022"),
            ("IV Фестивал на 05.8.2017 г., в гр. Бургас", "5.8.2017"),
            ("дата: 23.09.2023;", "23.9.2023"),
            ("Сьогодні, 9 листопад в Івано-Франківську", "9.11.0"),
            ("ще се проведе на 14-ти август", "14.8.0"),
            ("У четвер, 10 липня 2025 року, о 19:00", "10.7.2025"),
            ("16.12.събота", "16.12.0"),
        ] {
            assert_eq!(when(text), [want], "{text}");
        }
    }

    #[test]
    fn lists_of_days_take_the_month_and_year_of_the_last() {
        for (text, want) in [
            ("Той ще се проведе на 17 и 18 декември в конферентната зала", "17.12.0+18.12.0"),
            ("19, 20, 22 липня в МДЮСШ №6", "19.7.0+20.7.0+22.7.0"),
            ("Финален турнир: на 09 и 10.09.2017 г. в гр. Пловдив", "9.9.2017+10.9.2017"),
            ("05, 12 та 19 жовтня 2019 року", "5.10.2019+12.10.2019+19.10.2019"),
            ("В събота и неделя, 29 и 30 август, ще се проведе", "29.8.0+30.8.0"),
        ] {
            assert_eq!(when(text), [want], "{text}");
        }
        // Places and ages are not days.
        assert!(when("1, 2 и 3 място – медал").is_empty());
        assert!(when("до 7 ,9 ,11, 13, 15 и 17 години").is_empty());
    }

    #[test]
    fn ranges_in_every_written_form() {
        for (text, want) in [
            ("от 11.03 – 20.03.2021 г. в гр.Перник", "11.3.2021..20.3.2021"),
            ("Провежда се от 01.08. до 05.08.2008 г. в гр. Плевен.", "1.8.2008..5.8.2008"),
            ("София, 03-04.09.2022", "3.9.2022..4.9.2022"),
            ("София 16-17.12.2021г.", "16.12.2021..17.12.2021"),
            ("31.07 – 01.08 август 2021 г. – гр. Разград", "31.7.2021..1.8.2021"),
            ("з 26 серпня (день приїзду) до 1 вересня", "26.8.0..1.9.0"),
            ("11-го по 16 серпня в Чернігові", "11.8.0..16.8.0"),
            ("От 26-ти май до 2-ри юни в курорта Албена", "26.5.0..2.6.0"),
            ("от 2 март до 9 март 2020 г.", "2.3.2020..9.3.2020"),
            ("20.01.2023 до 22.01.2023", "20.1.2023..22.1.2023"),
            ("Град София, 17.02 ÷ 19.02.2023 г.", "17.2.2023..19.2.2023"),
            ("19-20 серпня 2017 року у м.Шепетівка", "19.8.2017..20.8.2017"),
            ("от 24 април до 4 май 2021 г.", "24.4.2021..4.5.2021"),
            ("Първенството се провежда от 8 до 17.04.2010 г.", "8.4.2010..17.4.2010"),
            ("З 24 по 28 серпня 2015 року", "24.8.2015..28.8.2015"),
            ("4-13 липня – чемпіонат України", "4.7.0..13.7.0"),
            ("класичні – 17- 26 листопада;", "17.11.0..26.11.0"),
            ("Той ще се състои в хотел „Арпезос“ от 24-и до 26 октомври.", "24.10.0..26.10.0"),
        ] {
            assert_eq!(when(text), [want], "{text}");
        }
        let r = dated("з 26 серпня (день приїзду) до 1 вересня");
        assert!(r[0].arrival);
    }

    #[test]
    fn times_and_numbers_are_not_days() {
        for text in [
            "Начало в 10.00 часа",
            "13.00-14.00 - 1 кръг",
            "в 7 кръга",
            "90 минути за 40 хода",
            "1 тур – 9 тур: 11.00 – 16.00",
            "ЕЛО >2100",
        ] {
            assert!(when(text).is_empty(), "{text}: {:?}", when(text));
        }
    }

    #[test]
    fn stamps_and_weekdays() {
        let d = dated("2017-04-01");
        assert!(d[0].stamp);
        assert_eq!(when("28-08-2015, 16:31"), ["28.8.2015"]);
        let w = |text: &str| dated(text).first().and_then(|d| d.weekday).map(|w| w.0);
        assert_eq!(w("17.12.2016 (СЪБОТА):"), Some(5));
        assert_eq!(w("СУБОТА, 31 січня"), Some(5));
        assert_eq!(w("Събота, 17-ти юли 2022 г."), Some(5));
        assert_eq!(w("29.10.2022 г.- събота"), Some(5));
        assert_eq!(w("24 май (сряда)"), Some(2));
    }

    fn clock(text: &str) -> Vec<String> {
        let hm = |t: Option<Time>| t.map(|t| t.strftime("%H:%M").to_string()).unwrap_or_default();
        clocks(text, &[]).iter().map(|c| format!("{}-{}", hm(c.start), hm(c.until))).collect()
    }

    #[test]
    fn times_and_time_ranges_in_every_written_form() {
        for (text, want) in [
            ("9 : 45 ч. Техническа конференция", "09:45-"),
            ("Реєстрація учасників 03 січня з 09-30.", "09:30-"),
            ("1 кръг – събота – 31 юли от 14,00 часа;", "14:00-"),
            ("12:30ч. ТЕХНИЧЕСКА КОНФЕРЕНЦИЯ", "12:30-"),
            ("Початок змагань о 10 год.", "10:00-"),
            ("Початок турніру об 11 годині", "11:00-"),
            ("Турнирът ще започне на 27 август, в 16 часа", "16:00-"),
            ("09:00 – 09:30 часа – Записване", "09:00-09:30"),
            ("Підтвердження участі з 10.15 до 10.45", "10:15-10:45"),
            ("10.00ч. до 10.30 ч. – Регистриране", "10:00-10:30"),
            ("13.00-14.00 - 1 кръг", "13:00-14:00"),
            ("Дата Час Програма 05.03.2023 до 09.30 Регистрация", "-09:30"),
            ("Регистрация на участниците до 9:30 ч.", "-09:30"),
            ("14.30 ч. Закриване", "14:30-"),
        ] {
            assert_eq!(clock(text), [want], "{text}");
        }
        // Durations, dates and counts are not times.
        for text in ["2 часа за 40 хода", "20.03.2021", "в 7 кръга", "15 минути"]
        {
            assert!(clock(text).is_empty(), "{text}: {:?}", clock(text));
        }
    }
}
