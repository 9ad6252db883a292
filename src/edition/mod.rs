//! Next year's regulation (`reglament edition`): text in, the new edition's text out.
//!
//! Every date of the facts moves by the same number of days (to the same weekday of the same
//! ISO week of the new year, or to the first day asked for) and the programme's weekdays are
//! written again (the fixes of V207); dates, weekdays next to dates, years and a rating list's
//! month written in the title and the prose move the same way, in the form they are written;
//! the edition's ordinal (`XXI` → `XXII`, `21-ви` → `22-ри`, `21-й` → `22-й`) and the `edition`
//! fact count one more; amounts are written in the currency in force at the new dates (leva in
//! euro from 1 January 2026, through the conversion of `checks::currency`); the participants'
//! list is emptied. Each change she should confirm gets a `review E00x "…"` mark (the `E`
//! codes, [`codes`]), which `check` reports until she deletes it. The text is edited by spans,
//! so comments, layout and every other byte stay as written.

pub mod codes;
mod written;

use crate::checks::currency;
use crate::diagnostic::l10n::{tr, Noun};
use crate::diagnostic::{fix, Code, Diagnostic, Edit, Severity};
use crate::model::keywords::Kw;
use crate::model::Regulation;
use crate::prose::scan;
use crate::source::{Span, Spanned};
use crate::syntax::ast::Document;
use crate::vocab::Lang;
use crate::Options;
use jiff::civil::{Date, ISOWeekDate};
use std::collections::BTreeMap;

/// Where the new edition starts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    /// On this day (`--start 2027-03-10`).
    Start(Date),
    /// In this year, on the same weekday of the same ISO week (`--year 2027`).
    Year(i16),
    /// In the year after the old edition's, the same way (the editor's "new edition").
    NextYear,
}

/// What `edition` is asked for.
#[derive(Clone, Copy, Debug)]
pub struct Request {
    /// Where the new edition starts.
    pub target: Target,
    /// Keep last edition's participants (`--keep-players`).
    pub keep_players: bool,
}

/// What the new edition changed, counted.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Summary {
    /// Dates of the facts moved.
    pub dates: usize,
    /// Weekdays of the programme written again.
    pub weekdays: usize,
    /// Words of the title and the prose written again.
    pub words: usize,
    /// Amounts written in the currency in force.
    pub amounts: usize,
    /// Participants (players and teams) removed.
    pub participants: usize,
    /// The edition's number, before and after, when the regulation states one.
    pub edition: Option<(u32, u32)>,
    /// Review marks written.
    pub marks: usize,
}

/// The new edition.
#[derive(Clone, Debug)]
pub struct Edition {
    /// Its text.
    pub text: String,
    /// The number of days every date moved.
    pub days: i64,
    /// The old edition's first and last day.
    pub old: (Date, Date),
    /// The new edition's first and last day.
    pub new: (Date, Date),
    /// What changed.
    pub summary: Summary,
}

/// Why no new edition was made.
#[derive(Clone, Debug)]
pub enum Refusal {
    /// The file does not parse or lower cleanly: these errors say why.
    Broken(Vec<Diagnostic>),
    /// The regulation states no date to move from.
    NoDates,
    /// The dates would leave the calendar (years 1900–2200).
    OutOfRange,
}

/// The number of days from `old` to the start of the new edition.
pub fn shift(old: Date, target: Target) -> Option<i64> {
    let new = match target {
        Target::Start(d) => d,
        Target::NextYear => return shift(old, Target::Year(old.year() + 1)),
        Target::Year(y) => {
            let iso = old.iso_week_date();
            ISOWeekDate::new(y, iso.week(), iso.weekday())
                .or_else(|_| ISOWeekDate::new(y, iso.week().min(52), iso.weekday()))
                .ok()?
                .date()
        }
    };
    if !(1900..=2200).contains(&new.year()) {
        return None;
    }
    Some(i64::from((new - old).get_days()))
}

/// `d` moved by `days`.
fn moved(d: Date, days: i64) -> Option<Date> {
    d.checked_add(jiff::Span::new().days(days)).ok()
}

/// `d` moved by whole months (a rating list is published on the first of a month).
fn moved_months(d: Date, days: i64) -> Option<Date> {
    let months = ((days as f64) / 30.436_875).round() as i64;
    d.checked_add(jiff::Span::new().months(months)).ok()
}

/// A statement's review mark: its code and note, inserted before the statement at `at`.
struct Mark {
    at: usize,
    code: Code,
    note: String,
}

/// The edits of the new edition and its marks, as they are gathered.
struct Plan<'a> {
    text: &'a str,
    doc: &'a Document,
    reg: &'a Regulation,
    days: i64,
    years: i16,
    edits: Vec<Edit>,
    marks: Vec<Mark>,
    /// Changes of words, by the statement they are in (its start), for the E002 notes.
    words: BTreeMap<usize, Vec<String>>,
    summary: Summary,
    euro: bool,
}

/// Makes the next edition of the regulation `text` (decoded), named `name` in findings.
pub fn next(name: &str, text: &str, request: &Request) -> Result<Edition, Refusal> {
    let options = Options { encoding: Some(encoding_rs::UTF_8), ..Options::default() };
    let compiled = crate::compile(name, text.as_bytes(), &options);
    let input_errors: Vec<Diagnostic> = compiled
        .diagnostics
        .iter()
        .filter(|d| d.severity == Severity::Error && d.code.starts_with(['D', 'P', 'L']))
        .cloned()
        .collect();
    let (Some(doc), Some(reg)) = (&compiled.syntax, &compiled.model) else {
        return Err(Refusal::Broken(input_errors));
    };
    if !input_errors.is_empty() || !reg.broken.is_empty() {
        return Err(Refusal::Broken(input_errors));
    }
    let old = crate::checks::facts::event_period(reg)
        .or_else(|| {
            let mut days = crate::checks::facts::schedule_dates(reg);
            let first = days.next()?;
            let (lo, hi) = days.fold((first, first), |(a, b), d| (a.min(d), b.max(d)));
            Some((lo, hi))
        })
        .ok_or(Refusal::NoDates)?;
    let days = shift(old.0, request.target).ok_or(Refusal::OutOfRange)?;
    let new = (
        moved(old.0, days).ok_or(Refusal::OutOfRange)?,
        moved(old.1, days).ok_or(Refusal::OutOfRange)?,
    );
    let country = currency::country(reg);
    let euro = country.as_deref().is_some_and(|c| {
        currency::in_force(c, old.0) == Some("BGN") && currency::in_force(c, new.0) == Some("EUR")
    });
    let mut plan = Plan {
        text,
        doc,
        reg,
        days,
        years: new.0.year() - old.0.year(),
        edits: Vec::new(),
        marks: Vec::new(),
        words: BTreeMap::new(),
        summary: Summary::default(),
        euro,
    };
    plan.fact_dates(old, new);
    plan.edition();
    plan.texts(old);
    plan.money();
    if !request.keep_players {
        plan.participants();
    }
    let first = plan.finish();
    let (text, weekdays) = weekdays_again(name, &first);
    let mut summary = plan.summary;
    summary.weekdays = weekdays;
    let text = keep_layout(name, text_of(text, &first), compiled.file.text.as_str());
    Ok(Edition { text, days, old, new, summary })
}

/// The text after the weekday pass, or the first pass's when nothing changed.
fn text_of(text: Option<String>, first: &str) -> String {
    text.unwrap_or_else(|| first.to_string())
}

/// The check whose fixes write a programme's weekdays again (`weekday-does-not-match-date`).
const WEEKDAY_FIX: &str = "V207";

/// The programme's weekdays written again: the fixes of V207 on the moved text (as `check --fix`
/// makes them), and how many were made.
fn weekdays_again(name: &str, text: &str) -> (Option<String>, usize) {
    let options = Options { encoding: Some(encoding_rs::UTF_8), ..Options::default() };
    let compiled = crate::compile(name, text.as_bytes(), &options);
    let mut wanted: Vec<Diagnostic> =
        compiled.diagnostics.into_iter().filter(|d| d.code.as_str() == WEEKDAY_FIX).collect();
    // A weekday of another length keeps the column after it (the blanks after it take up the
    // difference, one blank at least).
    let blanks_after = |end: usize| text[end..].len() - text[end..].trim_start_matches(' ').len();
    // A programme laid out in columns has two blanks or more after some weekday.
    let aligned = wanted
        .iter()
        .filter_map(|d| d.fix.as_deref())
        .flat_map(|f| &f.edits)
        .any(|e| blanks_after(e.span.end) >= 2);
    for d in &mut wanted {
        let Some(f) = d.fix.as_deref_mut() else { continue };
        for e in &mut f.edits {
            let blanks = blanks_after(e.span.end);
            if !aligned || blanks == 0 {
                continue;
            }
            let width = text[e.span.start..e.span.end].chars().count() + blanks;
            let pad = width.saturating_sub(e.replacement.chars().count()).max(1);
            e.replacement.push_str(&" ".repeat(pad));
            e.span = Span::new(e.span.start, e.span.end + blanks);
        }
    }
    let applied = fix::apply(text, &wanted);
    if applied.fixed.is_empty() {
        (None, 0)
    } else {
        (Some(applied.text), applied.fixed.len())
    }
}

/// A file laid out the canonical way stays so (a longer weekday keeps its column).
fn keep_layout(name: &str, text: String, original: &str) -> String {
    use crate::source::SourceFile;
    let was = crate::format::format(&SourceFile::new(name, original, "UTF-8"))
        .is_ok_and(|f| f == original);
    if !was {
        return text;
    }
    crate::format::format(&SourceFile::new(name, text.as_str(), "UTF-8")).unwrap_or(text)
}

/// The start of the top-level statement that holds `at`, and whether it is the header.
fn statement_at(doc: &Document, at: usize) -> Option<(usize, bool)> {
    doc.statements
        .iter()
        .enumerate()
        .find(|(_, s)| s.span.start <= at && at < s.span.end.max(s.span.start + 1))
        .map(|(i, s)| (s.span.start, i == 0))
}

/// Where the value of a string literal starts in the file, when the literal has no escapes (its
/// offsets are then the value's); `None` otherwise.
fn literal_start(value: &str, literal: Span) -> Option<usize> {
    let len = literal.end.saturating_sub(literal.start);
    if len == value.len() + 6 {
        Some(literal.start + 3)
    } else if len == value.len() + 2 {
        Some(literal.start + 1)
    } else {
        None
    }
}

impl Plan<'_> {
    fn lang(&self) -> Lang {
        self.reg.lang
    }

    /// The file's line end (a file with CRLF line ends gets CRLF in the lines added).
    fn newline(&self) -> &'static str {
        if self.text.contains("\r\n") {
            "\r\n"
        } else {
            "\n"
        }
    }

    /// The edition's number moves one forward, or one back when the dates move back (the
    /// previous edition).
    fn step(&self) -> i32 {
        if self.days < 0 {
            -1
        } else {
            1
        }
    }

    /// The mark's line is inserted before the statement that starts at `statement` (after the
    /// header's line for the header, which must stay first).
    fn mark(&mut self, statement: usize, header: bool, code: Code, note: String) {
        let at = if header {
            let end =
                self.doc.statements.first().map_or(statement, |s| s.span.end).min(self.text.len());
            self.text[end..].find('\n').map_or(self.text.len(), |i| end + i + 1)
        } else {
            self.text[..statement].rfind('\n').map_or(0, |i| i + 1)
        };
        self.marks.push(Mark { at, code, note });
    }

    fn replace(&mut self, span: Span, new: impl Into<String>) {
        let new = new.into();
        if self.text.get(span.start..span.end) != Some(new.as_str()) {
            self.edits.push(Edit::replace(span, new));
        }
    }

    /// The dates of the facts: the event's, arrival, departure, the programme's.
    fn fact_dates(&mut self, old: (Date, Date), new: (Date, Date)) {
        let reg = self.reg;
        let days = self.days;
        let mut spans: Vec<(Span, Vec<Date>)> = Vec::new();
        if let Some(d) = &reg.event.dates {
            spans.push((d.span, vec![d.value.0, d.value.1]));
        }
        for d in [&reg.event.arrival, &reg.event.departure].into_iter().flatten() {
            spans.push((d.span, vec![d.value]));
        }
        for e in &reg.schedule {
            if let Some(d) = &e.date {
                spans.push((d.span, vec![d.value]));
            }
        }
        for (span, dates) in spans {
            let Some(written) = self.text.get(span.start..span.end) else { continue };
            let new_text = match dates.as_slice() {
                [a, b] => {
                    let (Some(na), Some(nb)) = (moved(*a, days), moved(*b, days)) else { continue };
                    match written.split_once("..") {
                        Some((x, y)) => {
                            format!("{}..{}", written::fact_date(x, na), written::fact_date(y, nb))
                        }
                        None if a == b => written::fact_date(written, na),
                        None => {
                            format!("{} – {}", na.strftime("%d.%m.%Y"), nb.strftime("%d.%m.%Y"))
                        }
                    }
                }
                [a] => match moved(*a, days) {
                    Some(n) => written::fact_date(written, n),
                    None => continue,
                },
                _ => continue,
            };
            self.replace(span, new_text);
            self.summary.dates += dates.len();
        }
        let Some((start, header)) = reg
            .event
            .dates
            .as_ref()
            .map(|d| d.span.start)
            .or(reg.schedule_span.map(|s| s.start))
            .and_then(|at| statement_at(self.doc, at))
        else {
            return;
        };
        let l = self.lang();
        let n = DAYS.count(l, self.days.unsigned_abs());
        let (o, w) = (range(old), range(new));
        let note = tr!(
            l,
            en: "the dates moved by {n}: {o} → {w}; the weekdays are written again",
            bg: "датите са преместени с {n}: {o} → {w}; дните от седмицата са написани отново",
            uk: "дати перенесено на {n}: {o} → {w}; дні тижня написано заново"
        );
        self.mark(start, header, codes::DATES_MOVED, note);
    }

    /// The `edition` fact counts one more.
    fn edition(&mut self) {
        let Some(e) = &self.reg.edition else { return };
        let next = e.value.saturating_add_signed(self.step()).max(1);
        self.replace(e.span, next.to_string());
        self.summary.edition = Some((e.value, next));
    }

    /// The title, the event's name and aim, the qualification and the prose.
    fn texts(&mut self, old: (Date, Date)) {
        let reg = self.reg;
        let mut texts: Vec<&Spanned<String>> = crate::checks::facts::prose_texts(reg);
        texts.extend(reg.title_block.iter());
        texts.extend(reg.event.name.iter().chain(&reg.event.aim));
        texts.extend(reg.validity.as_ref().and_then(|v| v.qualification.as_ref()));
        texts.sort_by_key(|t| t.span.start);
        texts.dedup_by_key(|t| t.span);
        // The edition's ordinals: the value the regulation states, else every ordinal of the
        // title (`84-то … и 69-то`).
        let ordinals: Vec<u32> = match &reg.edition {
            Some(e) => vec![e.value],
            None => ordinals_in(&reg.title.value).into_iter().map(|o| o.value).collect(),
        };
        for t in texts {
            let Some(base) = literal_start(&t.value, t.span) else { continue };
            let changes = self.text_changes(&t.value, old, &ordinals);
            if changes.is_empty() {
                continue;
            }
            let Some((statement, _)) = statement_at(self.doc, t.span.start) else { continue };
            for (s, e, new) in changes {
                let was = t.value[s..e].to_string();
                self.replace(Span::new(base + s, base + e), new.clone());
                self.words.entry(statement).or_default().push(format!("{was} → {new}"));
                self.summary.words += 1;
            }
        }
        // An edition the title names in words (`Двадесетия`): the number moved, the words not.
        if let Some((old_n, new_n)) = self.summary.edition {
            let titles = std::iter::once(&reg.title).chain(&reg.title_block).chain(&reg.event.name);
            let in_digits =
                titles.into_iter().any(|t| ordinals_in(&t.value).iter().any(|o| o.value == old_n));
            if !in_digits {
                let l = self.lang();
                let note = tr!(
                    l,
                    en: "the edition is now {new_n} (it was {old_n}); the title does not write it in digits: write the new edition's ordinal in its words",
                    bg: "изданието вече е {new_n} (беше {old_n}); заглавието не го пише с цифри: напишете поредния номер на новото издание с думи",
                    uk: "видання тепер {new_n} (було {old_n}); заголовок не пише його цифрами: напишіть порядковий номер нового видання словами"
                );
                if let Some(first) = self.doc.statements.first() {
                    self.mark(first.span.start, true, codes::TEXT_CHANGED, note);
                }
            }
        }
    }

    /// The changes of one text: (start, end, new words), in text order, not overlapping.
    fn text_changes(
        &self,
        v: &str,
        old: (Date, Date),
        ordinals: &[u32],
    ) -> Vec<(usize, usize, String)> {
        let days = self.days;
        let bulgarian = self.lang() == Lang::Bg;
        let mut out: Vec<(usize, usize, String)> = Vec::new();
        let window = (moved(old.0, -400).unwrap_or(old.0), moved(old.1, 400).unwrap_or(old.1));
        let lower = scan::lowercase(v);
        let before = |at: usize, n: usize| {
            let from = crate::prose::floor_char(&lower, at.saturating_sub(n));
            &lower[from..crate::prose::floor_char(&lower, at.min(lower.len()))]
        };
        let dates = crate::prose::dates(v);
        let ranges = crate::prose::ranges(v);
        let mut covered: Vec<(usize, usize)> = Vec::new();
        // Where each written date stands, completed with the year of its range or the event's.
        let complete = |d: &crate::prose::WrittenDate| -> Option<Date> {
            let year = d.year.or_else(|| {
                ranges.iter().find(|r| r.from.start == d.start).and_then(|r| r.from.year)
            });
            let year = year.unwrap_or_else(|| {
                let m = d.month.unwrap_or(1);
                if old.1.year() > old.0.year() && m < old.0.month() {
                    old.1.year()
                } else {
                    old.0.year()
                }
            });
            Date::new(year, d.month?, d.day.unwrap_or(1)).ok()
        };
        for d in &dates {
            covered.push((d.start, d.end));
            // A day and month in digits without a year is a date only as a range's first day
            // (`11.03 – 20.03.2021`): `чл. 4.2)` is an article.
            let digits = v[d.start..d.end].starts_with(|c: char| c.is_ascii_digit())
                && !v[d.start..d.end].contains(char::is_alphabetic);
            if d.year.is_none() && digits && !ranges.iter().any(|r| r.from.start == d.start) {
                continue;
            }
            if ["чл.", "ст.", "т.", "art.", "§", "точка", "член"]
                .iter()
                .any(|w| before(d.start, 8).trim_end().ends_with(w))
            {
                continue;
            }
            let Some(date) = complete(d) else { continue };
            if date < window.0 || date > window.1 {
                continue;
            }
            let context = before(d.start, 80);
            if ["правилник", "правила", "правил ", "кодекс", "laws"]
                .iter()
                .any(|w| context.contains(w))
            {
                continue;
            }
            let monthly = d.day.is_none()
                || (d.day == Some(1) && (context.contains("лист") || context.contains("рейтинг")));
            let new = if monthly { moved_months(date, days) } else { moved(date, days) };
            let Some(new) = new else { continue };
            let written = &v[d.start..d.end];
            let Some(mut text) = written::prose_date(written, new, bulgarian) else { continue };
            if d.year.is_none() && d.day.is_some() {
                // A day and month without a year: written again without one.
                if let Some(cut) = text.rfind(&new.year().to_string()) {
                    text.truncate(cut);
                }
            }
            out.push((d.start, d.end, text));
        }
        // A bare day that opens a range (`20–28.04.2012`, `от 20 до 22 април`).
        for r in &ranges {
            if dates.iter().any(|d| d.start == r.from.start) {
                continue;
            }
            let (Some((from, _)), Some(to)) = (r.days(), r.to.date()) else { continue };
            if from < window.0 || to > window.1 {
                continue;
            }
            let (Some(nf), Some(nt)) = (moved(from, days), moved(to, days)) else { continue };
            let written = &v[r.from.start..r.from.end];
            let text = if nf.month() == nt.month() {
                format!("{:0width$}", nf.day(), width = written.len().min(2))
            } else if v[r.to.start..r.to.end].contains('.') {
                format!("{:02}.{:02}", nf.day(), nf.month())
            } else {
                format!(
                    "{} {}",
                    nf.day(),
                    crate::vocab::calendar::month_in_date(nf.month(), self.lang())
                )
            };
            covered.push((r.from.start, r.from.end));
            out.push((r.from.start, r.from.end, text));
        }
        // A weekday next to a date, when the move changes it.
        for (wd, s, e, d) in crate::prose::weekdays_by_dates(v) {
            let Some(date) = complete(&d) else { continue };
            if date < window.0 || date > window.1 {
                continue;
            }
            let Some(new) = moved(date, days) else { continue };
            let nw = crate::vocab::calendar::weekday_index(new);
            if nw != wd {
                out.push((s, e, written::weekday_like(&v[s..e], wd, nw)));
            }
            covered.push((s, e));
        }
        // Years standing alone: the event's years (and the one before and after: `за 2010 г.`
        // in a 2009 regulation), and birth years (`2006 - 2007 р. н.`, `родени 2008 г.`).
        for (s, e) in scan::digit_runs(v) {
            if e - s != 4 || covered.iter().any(|&(a, b)| a <= s && e <= b) {
                continue;
            }
            let prev = v[..s].chars().next_back();
            if prev.is_some_and(|c| {
                c.is_ascii_digit()
                    || c == '.'
                    || c == ','
                    || c == ':'
                    || c == '-' && v[..s].ends_with(|c: char| c.is_ascii_digit())
            }) {
                continue;
            }
            if v[e..].starts_with(|c: char| c.is_alphanumeric()) || v[e..].starts_with(".0") {
                continue;
            }
            let Ok(y) = v[s..e].parse::<i16>() else { continue };
            let after = &lower[e..crate::prose::floor_char(&lower, (e + 24).min(lower.len()))];
            let birth = ["р. н", "р.н", "г.р", "г. р", "р.нар", "года рожд"]
                .iter()
                .any(|m| after.contains(m))
                || ["родени", "роден", "родені", "народжен"]
                    .iter()
                    .any(|m| before(s, 24).contains(m));
            let near = (old.0.year() - 1..=old.1.year() + 1).contains(&y);
            if (birth || near) && (1900..=2200).contains(&(y + self.years)) && self.years != 0 {
                out.push((s, e, (y + self.years).to_string()));
            }
        }
        // The edition's ordinals.
        for o in ordinals_in(v) {
            if !ordinals.contains(&o.value)
                || covered.iter().any(|&(a, b)| a <= o.start && o.end <= b)
            {
                continue;
            }
            let n = o.value.saturating_add_signed(self.step()).max(1);
            let text = match &o.ending {
                None => crate::vocab::notation::to_roman(n),
                Some(ending) => format!(
                    "{n}{}{}",
                    &v[o.digits_end..o.ending_start],
                    written::ordinal_ending(ending, u64::from(n), bulgarian)
                ),
            };
            out.push((o.start, o.end, text));
        }
        // Money in leva, in euro at the new dates.
        if self.euro {
            for m in scan::money(v) {
                let cur = &v[m.currency.0..m.currency.1];
                if crate::vocab::currency::code(cur) != Some("BGN") {
                    continue;
                }
                let int: String =
                    v[m.int.0..m.int.1].chars().filter(char::is_ascii_digit).collect();
                let frac = m.frac.map(|f| &v[f.0..f.1]).unwrap_or("");
                let Ok(whole) = int.parse::<i64>() else { continue };
                let cents = frac
                    .parse::<i64>()
                    .map(|f| if frac.len() == 1 { f * 10 } else { f })
                    .unwrap_or(0);
                let lev = crate::vocab::points::Points(whole * 100 + cents);
                let eur = currency::money_text(currency::bgn_to_eur(lev));
                let word = if bulgarian { "евро" } else { "євро" };
                let mut text = format!("{} {word}", eur.replace('.', ","));
                // The dot of `лв.` that also ends the sentence stays.
                let rest = v[m.whole.1..].trim_start();
                let ends = rest.is_empty()
                    || rest.starts_with(|c: char| c.is_uppercase() || c == '"' || c == '„');
                if v[..m.whole.1].ends_with('.') && ends {
                    text.push('.');
                }
                out.push((m.whole.0, m.whole.1, text));
            }
        }
        out.sort_by_key(|c| (c.0, c.1));
        let mut kept: Vec<(usize, usize, String)> = Vec::new();
        for c in out {
            if kept.last().is_none_or(|k| k.1 <= c.0) {
                kept.push(c);
            }
        }
        kept
    }

    /// Amounts of the facts in leva, in euro when the new dates are in the euro's time.
    fn money(&mut self) {
        if !self.euro {
            return;
        }
        let reg = self.reg;
        let mut amounts: Vec<&Spanned<crate::model::Money>> = Vec::new();
        amounts.extend(reg.event.entry_fees.iter().map(|f| &f.amount));
        amounts.extend(reg.appeals.as_ref().and_then(|a| a.fee.as_ref()));
        amounts.extend(reg.prizes.iter().filter_map(|p| p.money.as_ref()));
        let l = self.lang();
        for m in amounts {
            if m.value.currency != "BGN" {
                continue;
            }
            let eur = currency::bgn_to_eur(m.value.amount);
            let (e, b) = (currency::money_text(eur), currency::money_text(m.value.amount));
            self.replace(m.span, format!("{e} EUR"));
            self.summary.amounts += 1;
            // Exact when the euro amount gives the lev amount back at the rate.
            let exact = i128::from(eur.hundredths()) * 195_583
                == i128::from(m.value.amount.hundredths()) * 100_000;
            if exact {
                continue;
            }
            let Some((start, header)) = statement_at(self.doc, m.span.start) else { continue };
            let (eb, ee) = (b.replace('.', ","), e.replace('.', ","));
            let note = tr!(
                l,
                en: "{b} BGN → {e} EUR (1.95583 BGN per euro, rounded half-up to cents)",
                bg: "{eb} лв. → {ee} евро (1,95583 лв. за евро, закръглено до цент)",
                uk: "{eb} лв. → {ee} євро (1,95583 лв. за євро, округлено до цента)"
            );
            self.mark(start, header, codes::AMOUNT_CONVERTED, note);
        }
    }

    /// The participants' list (and the teams) emptied, with their number in a mark.
    fn participants(&mut self) {
        let reg = self.reg;
        let l = self.lang();
        let blocks = [
            reg.players.as_ref().map(|p| (p.span, p.list.len())),
            reg.teams.as_ref().map(|t| (t.span, t.list.len())),
        ];
        let mut removed = 0;
        for (span, n) in blocks.into_iter().flatten() {
            if n == 0 {
                continue;
            }
            let Some(stmt) = self
                .doc
                .statements
                .iter()
                .find(|s| s.span.start <= span.start && span.end <= s.span.end)
            else {
                continue;
            };
            let Some(block) = &stmt.block else { continue };
            let empty = format!("{{{}}}", self.newline());
            self.replace(block.span, empty);
            removed += n;
            let count = PARTICIPANTS.count(l, n as u64);
            let note = tr!(
                l,
                en: "{count} of the previous edition were removed: write this edition's",
                bg: "премахнати са {count} от миналото издание: напишете тазгодишните",
                uk: "вилучено {count} минулого видання: напишіть цьогорічних"
            );
            let header = statement_at(self.doc, stmt.span.start).is_some_and(|(_, h)| h);
            self.mark(stmt.span.start, header, codes::PARTICIPANTS_REMOVED, note);
        }
        self.summary.participants = removed;
        let claims = &reg.claims;
        let claimed = claims.average_rating.is_some()
            || claims.category.is_some()
            || !claims.norms.is_empty();
        if removed > 0 && claimed {
            let first = claims
                .average_rating
                .as_ref()
                .map(|c| c.span.start)
                .or(claims.category.as_ref().map(|c| c.span.start))
                .or(claims.norms.first().map(|n| n.span.start));
            if let Some((start, header)) = first.and_then(|at| statement_at(self.doc, at)) {
                let note = tr!(
                    l,
                    en: "the average rating, category and norms were stated for the previous edition's field",
                    bg: "средният рейтинг, категорията и нормите са обявени за състава на миналото издание",
                    uk: "середній рейтинг, категорію та норми заявлено для складу минулого видання"
                );
                self.mark(start, header, codes::CLAIMS_OF_LAST_EDITION, note);
            }
        }
    }

    /// The E002 marks of the words changed, then every edit and mark made on the text.
    fn finish(&mut self) -> String {
        let l = self.lang();
        let words = std::mem::take(&mut self.words);
        for (statement, changes) in words {
            if changes.is_empty() {
                continue;
            }
            let header = self.doc.statements.first().is_some_and(|s| s.span.start == statement);
            let what = self.statement_name(statement, l);
            let shown: Vec<&str> = changes.iter().take(8).map(String::as_str).collect();
            let more = changes.len().saturating_sub(shown.len());
            let mut list = shown.join("; ");
            if more > 0 {
                list.push_str(
                    &tr!(l, en: "; and {more} more", bg: "; и още {more}", uk: "; і ще {more}"),
                );
            }
            self.mark(statement, header, codes::TEXT_CHANGED, format!("{what}: {list}"));
        }
        let keyword = Kw::Review.spelling(self.reg.keyword_lang);
        let mut edits = std::mem::take(&mut self.edits);
        let mut marks = std::mem::take(&mut self.marks);
        marks.sort_by_key(|m| m.at);
        self.summary.marks = marks.len();
        // Marks at one place go in one insertion, in the order they were made.
        let mut by_place: BTreeMap<usize, String> = BTreeMap::new();
        let newline = self.newline();
        for m in marks {
            let note = m.note.replace('\\', "\\\\").replace('"', "\\\"").replace('\n', " ");
            by_place
                .entry(m.at)
                .or_default()
                .push_str(&format!("{keyword} {} \"{note}\"{newline}", m.code.as_str()));
        }
        edits.extend(by_place.into_iter().map(|(at, text)| Edit::insert(at, text)));
        apply(self.text, edits)
    }

    /// How a mark names the statement it is about: `the title`, `section 3`.
    fn statement_name(&self, start: usize, l: Lang) -> String {
        let header = self.doc.statements.first().is_some_and(|s| s.span.start == start);
        if header {
            return tr!(l, en: "the title", bg: "заглавието", uk: "заголовок");
        }
        let section = self.reg.sections.iter().find(|s| s.span.start == start);
        match section.and_then(|s| s.number.as_ref()) {
            Some(n) => {
                let n = &n.value;
                tr!(l, en: "section {n}", bg: "раздел {n}", uk: "розділ {n}")
            }
            None => {
                let word = self
                    .doc
                    .statements
                    .iter()
                    .find(|s| s.span.start == start)
                    .and_then(|s| s.values.first())
                    .and_then(|v| v.as_word())
                    .unwrap_or("");
                format!("`{word}`")
            }
        }
    }
}

/// Makes non-overlapping edits (an insertion at an edit's start goes before it).
fn apply(text: &str, mut edits: Vec<Edit>) -> String {
    edits.sort_by_key(|e| (e.span.start, e.span.end));
    let mut out = String::with_capacity(text.len() + 256);
    let mut at = 0;
    for e in edits {
        if e.span.start < at
            || e.span.end > text.len()
            || !text.is_char_boundary(e.span.start)
            || !text.is_char_boundary(e.span.end)
        {
            continue;
        }
        out.push_str(&text[at..e.span.start]);
        out.push_str(&e.replacement);
        at = e.span.end;
    }
    out.push_str(&text[at..]);
    out
}

/// `2021-03-11..2021-03-20` (or one day).
fn range((a, b): (Date, Date)) -> String {
    if a == b {
        a.to_string()
    } else {
        format!("{a}..{b}")
    }
}

const DAYS: Noun =
    Noun { en: ["day", "days"], bg: ["ден", "дни"], uk: ["день", "дні", "днів"] };

const PARTICIPANTS: Noun = Noun {
    en: ["participant", "participants"],
    bg: ["участник", "участници"],
    uk: ["учасник", "учасники", "учасників"],
};

/// An ordinal written in a text: digits with an ending (`21-ви`, `42-РО`, `21-й`) or a Roman
/// numeral in capitals (`XXI`), not a day before a month (`21-ви март`).
struct Ordinal {
    value: u32,
    start: usize,
    end: usize,
    digits_end: usize,
    ending_start: usize,
    /// The ending's letters; `None` for a Roman numeral.
    ending: Option<String>,
}

/// Every ordinal of the edition's kind in `v`.
fn ordinals_in(v: &str) -> Vec<Ordinal> {
    let mut out = Vec::new();
    let followed_by_month = |at: usize| {
        let rest = v[at..].trim_start();
        let word: String = rest.chars().take_while(|c| c.is_alphabetic() || *c == '.').collect();
        !word.is_empty()
            && crate::vocab::calendar::month_from_lowercase(&scan::lowercase(&word)).is_some()
    };
    for (s, e) in scan::digit_runs(v) {
        if e - s > 3
            || v[..s].ends_with(|c: char| c.is_ascii_digit() || c == '.' || c == ',' || c == ':')
        {
            continue;
        }
        let rest = &v[e..];
        let blank = rest.len() - rest.trim_start_matches(' ').len();
        let Some(after_dash) = rest[blank..].strip_prefix('-') else { continue };
        let dash_end = e + blank + 1;
        let blank2 = after_dash.len() - after_dash.trim_start_matches(' ').len();
        let ending_start = dash_end + blank2;
        let letters: String = v[ending_start..].chars().take_while(|c| c.is_alphabetic()).collect();
        let n = letters.chars().count();
        if !(1..=4).contains(&n)
            || !letters
                .chars()
                .all(|c| matches!(c, 'а'..='я' | 'А'..='Я' | 'і' | 'ї' | 'є' | 'І' | 'Ї' | 'Є'))
        {
            continue;
        }
        let end = ending_start + letters.len();
        if followed_by_month(end) {
            continue;
        }
        let Ok(value) = v[s..e].parse::<u32>() else { continue };
        out.push(Ordinal {
            value,
            start: s,
            end,
            digits_end: e,
            ending_start,
            ending: Some(letters),
        });
    }
    for (s, e) in scan::words(v) {
        let word = &v[s..e];
        let Some(value) = written::roman_word(word) else { continue };
        // A lone `I`, `V` or `X` is a letter as often as a number.
        if word.chars().count() < 2 || followed_by_month(e) {
            continue;
        }
        out.push(Ordinal { value, start: s, end: e, digits_end: e, ending_start: e, ending: None });
    }
    out.sort_by_key(|o| o.start);
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use jiff::civil::date;

    #[test]
    fn a_year_ahead_is_the_same_weekday_of_the_same_week() {
        // 11 March 2007 was the Sunday of ISO week 10; in 2008 that Sunday is 9 March.
        assert_eq!(shift(date(2007, 3, 11), Target::Year(2008)), Some(364));
        assert_eq!(shift(date(2026, 1, 25), Target::Start(date(2027, 1, 24))), Some(364));
        // Week 53 of 2020 does not exist in 2021: week 52.
        assert_eq!(shift(date(2020, 12, 31), Target::Year(2021)), Some(364));
        assert_eq!(shift(date(2026, 1, 25), Target::Year(3000)), None);
    }

    #[test]
    fn ordinals_are_found_but_not_days_before_a_month() {
        let found: Vec<u32> = ordinals_in("XXI турнир, 21-ви март, 42-РО първенство, 21-й кубок")
            .iter()
            .map(|o| o.value)
            .collect();
        assert_eq!(found, [21, 42, 21]);
    }
}
