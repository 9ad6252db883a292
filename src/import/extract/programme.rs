//! The programme, in every row form regulations write it: time first (`11:00 Кръг 1`, `09:00 –
//! 09:30 часа – Записване …`, `12:30ч. ТЕХНИЧЕСКА КОНФЕРЕНЦИЯ`), the activity first (`1 тур
//! 10:00`, `Закриття та нагородження 14.30`, `Підтвердження участі з 10.15 до 10.45`), the date
//! first (`11 март неделя 12.00 Техническа конференция`), a date line heading the rows of its day
//! (`17.12.2016 (СЪБОТА):`, `НЕДІЛЯ, 25 січня 2026 року`), rounds in digits, words or Roman
//! numerals (`І-ви кръг`, `НАЧАЛО НА ВТОРИ КРЪГ`, `VІІIкръг`), several rounds in one row (`1 тур
//! – 9 тур 11:00 – 16.00`: the time on the first), registration, the technical meeting, the
//! opening, the closing and prize-giving, and anything else as written. Outside a programme, a
//! sentence that gives an activity and its time (`Реєстрація учасників з 09.00 до 9.30.
//! Урочисте відкриття о 09.45. Початок змагань о 10 год.`) is a row, and the start of the event
//! at a time (`Той ще започне на 28 септември от 15:30 часа`) is the first round's.

use super::reading::{Paragraph, Read, Reading, Topic};
use super::{Block, Draft, Known, Words};
use crate::model::review as codes;
use crate::model::{Activity, ScheduleEntry};
use crate::prose::chars::Lowercase as _;
use crate::prose::number::ordinal_word;
use crate::prose::text::{folded_word, tokens, Kind, Token};
use crate::prose::when::{clocks, dated, Clock, Dated};
use jiff::civil::{Date, Time};

/// An activity of a programme's row with the source's own words for it, where they say more
/// than the keyword.
type Said = (Activity, Option<String>);

/// What happens in a row.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Act {
    /// An activity of the language and the source's words for it.
    Known(Activity, String),
    /// Rounds `from..=to` (one round when equal) and the source's words.
    Rounds(u32, u32, String),
    /// Anything else, as written.
    Other(String),
}

/// Activity words: the stem and the activity.
const ACTIVITIES: &[(&str, Activity)] = &[
    ("регистрац", Activity::Registration),
    ("регистрир", Activity::Registration),
    ("записване", Activity::Registration),
    ("записването", Activity::Registration),
    ("потвърждаване", Activity::Registration),
    ("реєстрац", Activity::Registration),
    ("підтвердження", Activity::Registration),
    ("техническ", Activity::TechnicalMeeting),
    ("технічн", Activity::TechnicalMeeting),
    ("откриване", Activity::Opening),
    ("откриването", Activity::Opening),
    ("відкриття", Activity::Opening),
    ("закриване", Activity::Closing),
    ("закриването", Activity::Closing),
    ("награждаване", Activity::Closing),
    ("награждаването", Activity::Closing),
    ("закриття", Activity::Closing),
    ("нагородження", Activity::Closing),
    ("връчването", Activity::Closing),
    ("жребий", Activity::Lots),
    ("жеребкування", Activity::Lots),
    ("пристигане", Activity::Arrival),
    ("приїзд", Activity::Arrival),
    ("заминаване", Activity::Departure),
    ("від'їзд", Activity::Departure),
    ("почивен", Activity::FreeDay),
    ("вільний", Activity::FreeDay),
];

/// Words after which an activity is not the event's own (`попередня реєстрація` before the
/// day, an application deadline).
const NOT_A_ROW: &[&str] = &[
    "попередн",
    "заявк",
    "срок",
    "крайн",
    "кінцев",
    "запізнен",
    "спізнен",
    "закъснен",
    "посиланням",
];

/// A round word (`кръг`, `тур`, `туру`, `кръга`).
fn round_word(t: &Token<'_>) -> bool {
    t.kind == Kind::Word && {
        let w = folded_word(t.text);
        matches!(
            w.as_str(),
            "кръг"
                | "кръга"
                | "кръгове"
                | "тур"
                | "туру"
                | "турa"
                | "тура"
                | "тури"
                | "турів"
                | "round"
                | "rounds"
        )
    }
}

/// The value of a Roman numeral or a word glued to `кръг` (`VІІIкръг`).
fn roman_of(text: &str) -> Option<u32> {
    crate::vocab::notation::roman(text)
}

/// A range of rounds before their noun: `1-й – 5-й тури`, `1–5 тури`, `з 1 по 5 тур`, `от 1 до 3
/// кръг`, `1 - 3 кръг`.
fn round_range(t: &[Token<'_>]) -> Option<(u32, u32)> {
    // A number and its ordinal ending (`1-й`, `5-ти`): the number and the token after them.
    let number_at = |k: usize| -> Option<(u32, usize)> {
        let n = t.get(k).filter(|x| x.kind == Kind::Number)?.number()?;
        let mut j = k + 1;
        if t.get(j).is_some_and(|d| d.is_punct('-') && d.start == t[k].end)
            && t.get(j + 1).is_some_and(|x| x.kind == Kind::Word && x.text.chars().count() <= 3)
        {
            j += 2;
        }
        Some((n, j))
    };
    for k in 0..t.len() {
        let Some((a, j)) = number_at(k) else { continue };
        let Some(mark) = t.get(j) else { continue };
        let is_mark = mark.kind == Kind::Punct && mark.text.starts_with(['-', '–', '—'])
            || mark.is_any(&["до", "по"]);
        if !is_mark {
            continue;
        }
        let Some((b, after)) = number_at(j + 1) else { continue };
        if t.get(after).is_some_and(round_word) && (1..=30).contains(&a) && a < b && b - a < 30 {
            return Some((a, b));
        }
    }
    None
}

/// The rounds an activity text names: `1 кръг`, `кръг 1`, `І-ви кръг`, `Първи кръг`, `НАЧАЛО НА
/// ВТОРИ КРЪГ`, `1 тур – 9 тур`, `Початок 1 туру`, `НАЧАЛО НА ТУРНИРА` (the first).
fn rounds_of(text: &str) -> Option<(u32, u32)> {
    let t = tokens(text);
    if let Some(range) = round_range(&t) {
        return Some(range);
    }
    let mut found: Vec<u32> = Vec::new();
    for (k, x) in t.iter().enumerate() {
        // `VІІIкръг`: a numeral glued to the word.
        if x.kind == Kind::Word {
            let w = x.text;
            for suffix in ["кръг", "тур"] {
                let lw = folded_word(w);
                if let Some(stem) = lw.strip_suffix(suffix) {
                    if !stem.is_empty() {
                        let n = w.chars().count() - suffix.chars().count();
                        let head: String = w.chars().take(n).collect();
                        if let Some(v) = roman_of(&head) {
                            found.push(v);
                        }
                    }
                }
            }
        }
        if !round_word(x) {
            continue;
        }
        // Before: `1`, `1-ви`, `1 -ви`, `І`, `І-ви`, `Първи`, `НАЧАЛО НА ВТОРИ`.
        let mut before = k;
        if before > 0
            && t[before - 1].kind == Kind::Word
            && t[before - 1].text.chars().count() <= 3
            && before >= 2
            && (t[before - 2].is_punct('-')
                || t[before - 2].kind == Kind::Number && t[before - 2].end == t[before - 1].start)
            && roman_of(t[before - 1].text).is_none()
        {
            before -= 1;
        }
        if before > 0 && t[before - 1].is_punct('-') {
            before -= 1;
        }
        let prev = before.checked_sub(1).map(|i| &t[i]);
        let value = prev.and_then(|p| match p.kind {
            Kind::Number => p.number(),
            Kind::Word => {
                let w = folded_word(p.text);
                let w = w.split('-').next().unwrap_or(&w).to_string();
                ordinal_word(&w).or_else(|| roman_of(p.text.split('-').next().unwrap_or(p.text)))
            }
            Kind::Punct => None,
        });
        // After: `кръг 1`.
        let after = t.get(k + 1).and_then(|n| n.number());
        if let Some(v) = value.or(after) {
            found.push(v);
        }
    }
    if found.is_empty() {
        // `НАЧАЛО НА ТУРНИРА`, `Початок змагань`, `Початок турніру`: the first round.
        let starts = t.windows(3).any(|w| {
            w[0].is_any(&["начало", "початок"])
                && (w[1].is_any(&["на", "змагань", "турніру", "турнира"])
                    || w[2].starts_any(&["турнир", "змаган"]))
        });
        if starts
            || t.windows(2).any(|w| {
                w[0].is_any(&["начало", "початок"])
                    && w[1].starts_any(&["турнир", "змаган", "турнір"])
            })
        {
            return Some((1, 1));
        }
        return None;
    }
    let from = *found.first()?;
    let to = *found.last()?;
    (from >= 1 && to >= from && to - from < 30).then_some((from, to))
}

/// The activities an activity text names, in order.
fn acts_of(text: &str) -> Vec<Act> {
    let words =
        text.trim().trim_matches(|c: char| c.is_whitespace() || "–-—:;,.()/*✓•".contains(c)).trim();
    if words.is_empty() {
        return Vec::new();
    }
    if let Some((a, b)) = rounds_of(words) {
        return vec![Act::Rounds(a, b, words.to_string())];
    }
    let t = tokens(words);
    let mut out: Vec<Act> = Vec::new();
    for x in &t {
        let w = folded_word(x.text);
        if let Some((_, kw)) = ACTIVITIES.iter().find(|(stem, _)| w.starts_with(stem)) {
            // `вільний день`, `почивен ден`: only with the day.
            if matches!(kw, Activity::FreeDay) && !words.lowercase().contains("ден") {
                continue;
            }
            if !out.iter().any(|a| matches!(a, Act::Known(k, _) if k == kw)) {
                out.push(Act::Known(kw.clone(), words.to_string()));
            }
        }
    }
    if out.is_empty() && words.chars().filter(|c| c.is_alphabetic()).count() >= 3 {
        out.push(Act::Other(words.to_string()));
    }
    out
}

/// One row read.
#[derive(Clone, Debug)]
struct Row {
    date: Option<Date>,
    weekday: Option<String>,
    time: Option<Time>,
    until: Option<Time>,
    acts: Vec<Act>,
    line: usize,
    guessed_year: bool,
    /// The year is the event's (its dates lie in one year): said in a comment.
    completed_year: bool,
    carried: Carried,
}

/// A segment of a line that may be a row: lines of bullets are split at `;` and `✓`.
fn segments(text: &str) -> Vec<(usize, &str)> {
    let mut out = Vec::new();
    let mut start = 0;
    for (i, c) in text.char_indices() {
        if c == ';' || c == '✓' {
            if i > start {
                out.push((start, &text[start..i]));
            }
            start = i + c.len_utf8();
        }
    }
    if start < text.len() {
        out.push((start, &text[start..]));
    }
    out
}

/// Reads a segment: its date (with the weekday written next to it), its time or time range and
/// what happens, the rest of the text.
fn read_segment(s: &str) -> (Option<Dated>, Option<Clock>, String) {
    let ds = dated(s);
    let d = ds.first().cloned();
    let spans: Vec<(usize, usize)> = ds.iter().map(|d| (d.start, d.end)).collect();
    let cs = clocks(s, &spans);
    let c = cs.first().copied();
    // What is left: the text without the date, its weekday and the time.
    let mut cut: Vec<(usize, usize)> = spans.clone();
    if let Some(w) = d.as_ref().and_then(|d| d.weekday) {
        cut.push((w.1, w.2));
    }
    if let Some(c) = c {
        cut.push((c.from, c.to));
    }
    // Weekday words standing alone (`събота – 31 юли`).
    for t in tokens(s) {
        if t.kind == Kind::Word
            && t.text.chars().count() >= 3
            && crate::vocab::calendar::weekday_from_word(t.text).is_some()
        {
            cut.push((t.start, t.end));
        }
    }
    cut.sort_unstable();
    let mut rest = String::new();
    let mut at = 0;
    for (a, b) in cut {
        if a >= at {
            rest.push_str(&s[at..a]);
            rest.push(' ');
            at = b;
        } else {
            at = at.max(b);
        }
    }
    rest.push_str(&s[at.min(s.len())..]);
    // Hour words and links left around the time (`часа`, `ч.`, `от`, `о`, `в`).
    let cleaned: Vec<&str> = rest
        .split_whitespace()
        .filter(|w| {
            let f = folded_word(w.trim_matches(|c: char| !c.is_alphanumeric()));
            !matches!(
                f.as_str(),
                "часа"
                    | "ч"
                    | "час"
                    | "год"
                    | "годині"
                    | "от"
                    | "о"
                    | "об"
                    | "в"
                    | "у"
                    | "з"
                    | "на"
                    | "до"
                    | "г"
                    | "р"
                    | "року"
                    | "сутринта"
                    | "-"
                    | "–"
            ) || w.chars().any(|c| c.is_alphabetic()) && f.chars().count() > 3
        })
        .collect();
    (d, c, cleaned.join(" "))
}

/// The year the programme gives (the first complete date in it).
pub fn year_of(r: &Reading) -> Option<i16> {
    r.about(Topic::Programme)
        .flat_map(|p| p.read.dated())
        .find_map(|d| d.bounds().1.year.or(d.bounds().0.year))
}

/// The year a date without its own takes, and whether it was guessed.
/// `Some(true)` when it was guessed, `Some(false)` when it is the year of the event's dates (they
/// lie in one year and the date among them), `None` when the text wrote it.
fn complete(d: &Dated, block_year: Option<i16>, known: &Known) -> (Option<Date>, Option<bool>) {
    let (first, _) = d.bounds();
    if let Some(date) = first.date() {
        return (Some(date), None);
    }
    if let Some(y) = block_year {
        return (first.date_in(y), None);
    }
    if let Some((a, b)) = known.dates {
        for y in [a.year(), b.year()] {
            if let Some(date) = first.date_in(y).filter(|x| *x >= a && *x <= b) {
                return (Some(date), Some(a.year() != b.year()));
            }
        }
        return (first.date_in(a.year()), Some(true));
    }
    (None, None)
}

/// The rows of the programme's paragraphs.
fn programme_rows(paras: &[&Read], known: &Known, partial: &mut Vec<(usize, String)>) -> Vec<Row> {
    let mut rows = Vec::new();
    let mut current: Option<(Date, Option<String>, Option<bool>)> = None;
    let mut weekday_used = false;
    let mut heads = false;
    // The year of the block: the last complete date of its rows (`… 29 листопада 2020 р.`).
    let block_year =
        paras.iter().flat_map(|p| p.read.dated()).filter_map(|d| d.bounds().1.year).next_back();
    for p in paras {
        for (lo, line_text) in line_texts(p) {
            for (so, seg) in segments(line_text) {
                let body_start =
                    if p.heading { p.body.saturating_sub(lo).min(seg.len()) } else { 0 };
                let seg_text = if so == 0 { &seg[body_start.min(seg.len())..] } else { seg };
                let (d, c, rest) = read_segment(seg_text);
                let acts = acts_of(&rest);
                let line = p.line_at(lo + so);
                let weekday = d.as_ref().and_then(|d| d.weekday).map(|(_, a, b)| {
                    seg_text[a..b]
                        .trim_matches(|c: char| !c.is_alphabetic() && c != '\'' && c != '’')
                        .to_string()
                });
                if let Some(dd) = &d {
                    let (date, guessed) = complete(dd, block_year, known);
                    if let Some(date) = date {
                        if acts.is_empty() && c.is_none() {
                            // A line that heads the rows of its day.
                            current = Some((date, weekday.clone(), guessed));
                            weekday_used = false;
                            heads = true;
                            continue;
                        }
                        current = Some((date, weekday.clone(), guessed));
                        weekday_used = true;
                        heads = false;
                        if !acts.is_empty() {
                            rows.push(Row {
                                date: Some(date),
                                weekday,
                                time: c.and_then(|c| c.start),
                                until: c.and_then(|c| c.until),
                                acts,
                                line,
                                guessed_year: guessed == Some(true),
                                completed_year: guessed == Some(false),
                                carried: Carried::No,
                            });
                        }
                        continue;
                    }
                }
                if acts.is_empty() {
                    continue;
                }
                if c.is_none() && d.is_none() {
                    // An activity without a time: read in part.
                    if acts.iter().any(|a| !matches!(a, Act::Other(_))) {
                        partial.push((line, seg_text.trim().to_string()));
                    }
                    continue;
                }
                // A date on a line of its own heads its rows; a date written on the first row
                // only is carried down to the rows after it, and said so (I009).
                let (date, wd, guessed, carried) = match &current {
                    Some((date, wd, guessed)) => {
                        let w = if weekday_used { None } else { wd.clone() };
                        weekday_used = true;
                        {
                            // A one-day event's rows can only be on its day.
                            let one_day = known.dates.is_some_and(|(a, b)| a == b && a == *date);
                            // A row whose date column is left blank (`        09:30 часа  1
                            // кръг` under `07.06. (петък)  09:00 часа …`) is laid out under it.
                            let blank_column =
                                so == 0 && line_text.starts_with([' ', '\t', '\u{a0}']);
                            let carried = if heads || one_day || blank_column {
                                Carried::No
                            } else {
                                Carried::Above
                            };
                            (Some(*date), w, *guessed, carried)
                        }
                    }
                    None => match known.dates {
                        Some((a, b)) if a == b => (Some(a), None, None, Carried::No),
                        _ => (None, None, None, Carried::No),
                    },
                };
                rows.push(Row {
                    date,
                    weekday: wd,
                    time: c.and_then(|c| c.start),
                    until: c.and_then(|c| c.until),
                    acts,
                    line,
                    guessed_year: guessed == Some(true),
                    completed_year: guessed == Some(false),
                    carried,
                });
            }
        }
    }
    rows
}

/// The lines of a paragraph with their offsets (a paragraph joined from several lines is read
/// line by line when it is a programme).
fn line_texts(p: &Paragraph) -> Vec<(usize, &str)> {
    let mut out = Vec::new();
    for (k, (o, _)) in p.lines.iter().enumerate() {
        let end = p.lines.get(k + 1).map_or(p.text.len(), |n| n.0.saturating_sub(1));
        out.push((*o, &p.text[*o..end.max(*o)]));
    }
    out
}

/// Start phrases: the event, or its first round, starts at a time (`Той ще започне на 28
/// септември от 15:30 часа`, `Початок змагань о 10 год.`, `о 19:00 стартує`).
const START_WORDS: &[&str] = &[
    "започн",
    "започва",
    "стартир",
    "стартує",
    "стартува",
    "начало",
    "начален",
    "початок",
    "ще бъде на",
    "проведе",
    "провежда",
];

/// Rows read from sentences outside a programme.
fn sentence_rows(r: &Reading, known: &Known) -> Vec<Row> {
    let mut rows = Vec::new();
    for p in r.paras.iter().filter(|p| p.topic != Topic::Programme).take(60) {
        for &(a, b) in p.sentences() {
            let s = &p.text[a..b];
            let lower = s.lowercase();
            if NOT_A_ROW.iter().any(|w| lower.contains(w)) {
                continue;
            }
            let ds = p.dated_in(a, b);
            let cs: Vec<Clock> = p.clocks_in(a, b).into_iter().filter(|c| c.sure).collect();
            let Some(c) = cs.first().copied() else { continue };
            // The activity: the words before the time, else after it.
            let before = &s[..c.from];
            let mut acts = acts_of(clause_end(before));
            if acts.iter().all(|a| matches!(a, Act::Other(_))) {
                acts.clear();
            }
            // `В неділя от 9.00 часа е записването на участниците`: the activity after the time.
            if acts.is_empty() {
                let after = &s[c.to..];
                let next = cs.get(1).map_or(after.len(), |n| n.from.saturating_sub(c.to));
                acts = acts_of(&after[..next.min(after.len())]);
                if acts.iter().all(|a| matches!(a, Act::Other(_))) {
                    acts.clear();
                }
            }
            if acts.is_empty() {
                let starts = START_WORDS.iter().any(|w| lower.contains(w));
                let deadline = lower.contains(" до ") && c.start.is_none();
                if !starts || deadline {
                    continue;
                }
                acts = vec![Act::Rounds(1, 1, String::new())];
            }
            let date = ds.first().and_then(|d| {
                let (date, _) = complete(d, known.year, known);
                date.or_else(|| d.dates_in(known.year?).map(|x| x.0))
            });
            let (date, carried) = match (date, known.dates) {
                (Some(d), _) => (Some(d), Carried::No),
                (None, Some((a, b))) if a != b => (Some(a), Carried::FirstDay),
                (None, Some((a, _))) => (Some(a), Carried::No),
                (None, None) => (None, Carried::No),
            };
            rows.push(Row {
                date,
                weekday: None,
                time: c.start,
                until: c.until,
                acts,
                line: p.line_at(a + c.from),
                guessed_year: false,
                completed_year: false,
                carried,
            });
            // More activities and times in the same sentence (`… з 10.00 до 10.45. Відкриття …`).
            for c2 in cs.iter().skip(1) {
                let between = &s[c.to..c2.from];
                let acts2 = acts_of(clause_end(between));
                if acts2.iter().any(|a| !matches!(a, Act::Other(_))) {
                    rows.push(Row {
                        date,
                        weekday: None,
                        time: c2.start,
                        until: c2.until,
                        acts: acts2,
                        line: p.line_at(a + c2.from),
                        guessed_year: false,
                        completed_year: false,
                        carried,
                    });
                }
            }
        }
    }
    rows
}

/// Whether a programme row's date is its own or was carried to it (and from where).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Carried {
    /// The row's own date, or its day's heading.
    No,
    /// The date of the row above, written on that row only.
    Above,
    /// A row read from a sentence, given the event's first day.
    FirstDay,
}

/// The last clause of a text (after its last comma or dash).
fn clause_end(text: &str) -> &str {
    let at = text.rfind([',', ';']).map_or(0, |i| i + 1);
    &text[at..]
}

/// True when the source's words for an activity are only its keyword's (`Техническа
/// конференция` for the technical meeting): the draft then writes no wording.
fn row_words_are_keyword(kind: &Activity, words: &str) -> bool {
    let words = words.lowercase();
    let names: &[&str] = match kind {
        Activity::Registration => &["регистрация", "реєстрація"],
        Activity::TechnicalMeeting => &["техническа конференция", "технічна нарада"],
        Activity::Opening => &["откриване", "відкриття"],
        Activity::Closing => &["закриване", "закриття"],
        Activity::Lots => &["жребий", "жеребкування"],
        Activity::Arrival => &["пристигане", "приїзд"],
        Activity::Departure => &["заминаване", "від'їзд"],
        Activity::FreeDay => &["почивен ден", "вільний день"],
        _ => &[],
    };
    names.contains(&words.as_str())
}

/// The programme.
pub fn schedule(r: &Reading, w: Words, known: &Known, f: &mut Draft) {
    let paras: Vec<&Read> = r.about(Topic::Programme).collect();
    let mut partial = Vec::new();
    let mut rows = programme_rows(&paras, known, &mut partial);
    // Lines that start with a time and say what happens, wherever they stand.
    if rows.is_empty() {
        let starts_with_time = |p: &Read| {
            let lead = p.text.len() - p.text.trim_start().len();
            p.text[lead..].starts_with(|c: char| c.is_ascii_digit())
                && p.read.clocks().first().is_some_and(|c| c.from < lead + 2 && c.sure)
        };
        // Bullets that each give a date, after a line that ends with a colon (`… будуть
        // проведені …:` then `– класичні – 17- 26 листопада;`).
        let bullet_dated = |k: usize| {
            let p = &r.paras[k];
            let t = p.text.trim_start();
            t.starts_with(['-', '–', '—', '•', '✓', '∙']) && !p.read.dated().is_empty()
        };
        let mut loose: Vec<&Read> = Vec::new();
        for (k, p) in r.paras.iter().enumerate() {
            if starts_with_time(p) {
                loose.push(p);
                continue;
            }
            let run = bullet_dated(k)
                && (k + 1 < r.paras.len() && bullet_dated(k + 1) || k > 0 && bullet_dated(k - 1));
            let intro = (0..k)
                .rev()
                .find(|&j| !bullet_dated(j))
                .is_some_and(|j| r.paras[j].text.trim_end().ends_with(':'));
            if run && intro {
                loose.push(p);
            }
        }
        rows = programme_rows(&loose, known, &mut partial);
    }
    let from_sentences = rows.is_empty();
    if from_sentences {
        rows = sentence_rows(r, known);
    }
    if rows.is_empty() {
        let _ = partial;
        return;
    }
    let mut guessed = false;
    let mut completed = false;
    let mut carried = Vec::new();
    for row in &rows {
        guessed |= row.guessed_year;
        completed |= row.completed_year;
        if row.carried != Carried::No {
            carried.push((row.line, row.carried));
        }
        // Several rounds in one row (`1 тур – 9 тур`): one entry each, the time on the first;
        // several activities (`Записване … и техническа конференция`): one entry.
        let rounds = row.acts.iter().find_map(|a| match a {
            Act::Rounds(a, b, _) => Some((*a, *b)),
            _ => None,
        });
        let line = row.line;
        let entries: Vec<(bool, Vec<Said>)> = match rounds {
            Some((a, b)) => (a..=b).map(|n| (n == a, vec![(Activity::Round(n), None)])).collect(),
            None => {
                let whats: Vec<Said> = row
                    .acts
                    .iter()
                    .filter_map(|act| match act {
                        Act::Known(kind, words) => {
                            // The source's words for the activity: its clause, up to a
                            // colon, comma or semicolon (`Реєстрація учасників: з 9:00 …,
                            // заявки …` is `Реєстрація учасників`), and only when they say
                            // more than the keyword (`техническа конференция` is the keyword).
                            let words = words
                                .split([':', ',', ';'])
                                .map(str::trim)
                                .find(|w| !w.is_empty())
                                .unwrap_or("")
                                .trim_end_matches(['-', '–', '.'])
                                .trim();
                            let same = row_words_are_keyword(kind, words);
                            let wording = (!words.is_empty() && row.acts.len() == 1 && !same)
                                .then(|| words.to_string());
                            Some((kind.clone(), wording))
                        }
                        Act::Rounds(..) => None,
                        Act::Other(words) => Some((Activity::Other(words.clone()), None)),
                    })
                    .collect();
                vec![(true, whats)]
            }
        };
        for (first, whats) in entries {
            let (time, until) = if first { (row.time, row.until) } else { (None, None) };
            if row.date.is_none() && time.is_none() && until.is_none() {
                // Neither date nor time: the row cannot be written.
                continue;
            }
            if whats.is_empty() {
                continue;
            }
            let entry = ScheduleEntry {
                date: row.date.map(|d| f.on(d, line)),
                weekday: row.date.and(row.weekday.as_ref()).and_then(|wd| {
                    crate::vocab::calendar::weekday_from_word(wd)
                        .map(|n| f.on((wd.clone(), n), line))
                }),
                time: time.map(|t| f.on(t, line)),
                until: until.map(|t| f.on(t, line)),
                wordings: whats.iter().map(|(_, w)| w.clone().map(|w| f.on(w, line))).collect(),
                activities: whats.into_iter().map(|(a, _)| f.on(a, line)).collect(),
                span: f.at(line),
            };
            let same = |e: &ScheduleEntry| {
                e.day() == entry.day()
                    && e.time.as_ref().map(|t| t.value) == entry.time.as_ref().map(|t| t.value)
                    && e.until.as_ref().map(|t| t.value) == entry.until.as_ref().map(|t| t.value)
                    && e.activities
                        .iter()
                        .map(|a| &a.value)
                        .eq(entry.activities.iter().map(|a| &a.value))
            };
            if !f.reg.schedule.iter().any(same) {
                f.reg.schedule.push(entry);
            }
            if !from_sentences {
                f.consumed.insert(row.line);
            }
        }
    }
    if f.reg.schedule_span.is_none() {
        f.reg.schedule_span = f.reg.schedule.first().map(|e| e.span);
    }
    // Rows read from sentences (`Регистрация … 9.30 ч. Началото на първия кръг е от 10.00
    // ч.`) state what the sentences say: each has a time and an activity the reader knows.
    if let Some(first) = rows.first() {
        if !from_sentences {
            f.list_at(Block::Schedule, first.line);
        }
    }
    // The table's header row (`Дата Час Кръг`) goes with it.
    for p in &paras {
        let lower = p.text.lowercase();
        if lower.starts_with("дата")
            && (lower.contains("час") || lower.contains("кръг"))
            && p.text.len() < 40
        {
            f.consumed.insert(p.line());
        }
    }
    if completed && !guessed {
        if let Some((a, _)) = known.dates {
            f.note(
                Block::Schedule,
                w.say(
                    &format!(
                        "програмата не пише годината: тя е {}, годината на датите на турнира",
                        a.year()
                    ),
                    &format!("розклад не пише року: це {}, рік дат змагань", a.year()),
                ),
            );
        }
    }
    if guessed {
        if let Some((a, _)) = known.dates {
            f.mark(
                Block::Schedule,
                codes::YEAR_GUESSED,
                w.say(
                    &format!(
                        "програмата не пише годината; взета е {}, годината на датите на турнира",
                        a.year()
                    ),
                    &format!("розклад не пише року; взято {}, рік дат змагань", a.year()),
                ),
            );
        }
    }
    for why in [Carried::FirstDay] {
        let lines: Vec<String> =
            carried.iter().filter(|(_, c)| *c == why).map(|(l, _)| (l + 1).to_string()).collect();
        if lines.is_empty() {
            continue;
        }
        let (n, list) = (lines.len(), lines.join(", "));
        let (bg, uk) = match (why, n) {
            (Carried::Above, 1) => (
                format!("ред {list} няма своя дата; взета е датата на реда над него"),
                format!("рядок {list} не має своєї дати; взято дату рядка над ним"),
            ),
            (Carried::Above, _) => (
                format!("редове {list} нямат своя дата; всеки е получил датата на реда над него"),
                format!("рядки {list} не мають своєї дати; кожен отримав дату рядка над ним"),
            ),
            (_, 1) => (
                format!("ред {list} няма своя дата; взет е първият ден на турнира"),
                format!("рядок {list} не має своєї дати; взято перший день змагань"),
            ),
            _ => (
                format!("редове {list} нямат своя дата; взет е първият ден на турнира"),
                format!("рядки {list} не мають своєї дати; взято перший день змагань"),
            ),
        };
        f.mark(Block::Schedule, codes::DATE_CARRIED, w.say(&bg, &uk));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rounds_in_every_written_form() {
        for (text, want) in [
            ("Кръг 1", (1, 1)),
            ("І-ви кръг", (1, 1)),
            ("VІІIкръг", (8, 8)),
            ("НАЧАЛО НА ВТОРИ КРЪГ", (2, 2)),
            ("НАЧАЛО НА ТУРНИРА", (1, 1)),
            ("1 тур – 9 тур", (1, 9)),
            ("Початок 1 туру", (1, 1)),
            ("Шести кръг", (6, 6)),
            ("5 кръг", (5, 5)),
            ("1-ви кръг", (1, 1)),
        ] {
            assert_eq!(rounds_of(text), Some(want), "{text}");
        }
        assert_eq!(rounds_of("Техническа конференция"), None);
    }

    #[test]
    fn activities_with_the_first_named_first() {
        let a = acts_of("Записване на участниците и техническа конференция");
        assert!(matches!(&a[0], Act::Known(Activity::Registration, _)));
        assert!(matches!(&a[1], Act::Known(Activity::TechnicalMeeting, _)));
        assert!(matches!(&acts_of("Обедна отмора")[0], Act::Other(_)));
        assert!(matches!(
            &acts_of("Закриття та нагородження")[..],
            [Act::Known(Activity::Closing, _)]
        ));
    }
}
