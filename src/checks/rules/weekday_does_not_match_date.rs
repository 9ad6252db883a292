//! V207 `weekday-does-not-match-date`: the weekday written beside a date is not that date's.

use crate::checks::{finding, Rule, ERROR};
use crate::diagnostic::{CodeInfo, Doc};
use crate::diagnostic::{Diagnostic, Edit};
use crate::model::{Lang, Regulation, ScheduleEntry};
use crate::vocab::calendar::{weekday_index, weekday_name};
use jiff::civil::Date;

/// A schedule weekday that the calendar contradicts.
pub struct WeekdayDoesNotMatchDate;

/// How many years back to look for a year in which every written weekday fits.
const YEARS_BACK: i16 = 40;
/// How many fitting years to name.
const YEARS_NAMED: usize = 3;

static INFO: CodeInfo = CodeInfo {
    code: "V207",
    name: "weekday-does-not-match-date",
    severity: ERROR,
    summary: "the weekday written in the schedule is not the weekday of that date",
    doc: Doc {
        what: r#"A schedule entry whose written weekday (Bulgarian or Ukrainian, in full, inflected or
abbreviated) differs from the calendar's weekday for its date. When every weekday in the
schedule is wrong, a note says what probably happened: when the programme lies partly outside
the event's dates and moving it by one to three days fits every weekday and brings it inside,
the day numbers are off; otherwise the note names the years (searching 40 years back) in which
all the weekdays would fit, since a programme copied from an earlier year's regulation with only
the year changed is the usual cause."#,
        why: r#"Players and arbiters plan by the weekday as often as by the date. A contradiction means one of
them is wrong, and nobody can tell which from the document alone. A whole column of wrong
weekdays is the mark of a regulation reused from an earlier year."#,
        example: r#"```text
event { dates 2021-03-11..2021-03-20 }
schedule {
  2021-03-11 неделя 14:30 round 1    # 11 March 2021 was a Thursday
}
```"#,
        fix: r#"Write the weekday of the date (`четвъртък`), or correct the date if the weekday is the true one."#,
        reference: r#"The Gregorian calendar; FIDE Handbook C.01 (the regulations give the date of every round)."#,
    },
};

impl Rule for WeekdayDoesNotMatchDate {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn check(&self, reg: &Regulation, out: &mut Vec<Diagnostic>) {
        let written: Vec<&ScheduleEntry> =
            reg.schedule.iter().filter(|e| e.weekday.is_some()).collect();
        let wrong: Vec<&ScheduleEntry> = written.iter().copied().filter(|e| !fits(e, 0)).collect();
        let year_note = if written.len() >= 2 && wrong.len() == written.len() {
            shifted_days_note(reg, &written).or_else(|| fitting_years_note(&written))
        } else {
            None
        };
        for (i, entry) in wrong.iter().enumerate() {
            let Some(weekday) = &entry.weekday else { continue };
            let date = entry.date.value;
            let actual = weekday_index(date);
            let english = weekday_name(actual, Lang::En);
            let local = weekday_name(actual, reg.lang);
            let named = if reg.lang == Lang::En {
                format!("a {english}")
            } else {
                format!("a {english} ({local})")
            };
            let mut d = finding(
                &INFO,
                format!("`{}` is written for {date}, which is {named}", weekday.value.0),
            )
            .with_label(weekday.span, format!("{date} is {local}"))
            .with_label(entry.date.span, "this date")
            .with_help(format!("write `{local}`, or correct the date"));
            let replacement = same_case(&weekday.value.0, local);
            d = d.with_fix(
                format!("write `{replacement}`"),
                vec![Edit::replace(weekday.span, replacement.clone())],
            );
            if i == 0 {
                if let Some(note) = &year_note {
                    d = d.with_note(note.clone());
                }
            }
            out.push(d);
        }
    }
}

/// `name` written in the case of `written`: `НЕДЕЛЯ` → `ЧЕТВЪРТЪК`, `Неделя` → `Четвъртък`.
fn same_case(written: &str, name: &str) -> String {
    let letters: Vec<char> = written.chars().filter(|c| c.is_alphabetic()).collect();
    if letters.len() > 1 && letters.iter().all(|c| c.is_uppercase()) {
        return name.to_uppercase();
    }
    if letters.first().is_some_and(|c| c.is_uppercase()) {
        let mut chars = name.chars();
        return chars.next().map(|c| c.to_uppercase().chain(chars).collect()).unwrap_or_default();
    }
    name.to_string()
}

/// True when the written weekday fits the entry's date moved `years_back` years earlier.
fn fits(entry: &ScheduleEntry, years_back: i16) -> bool {
    let Some(weekday) = &entry.weekday else { return true };
    let d = entry.date.value;
    match Date::new(d.year() - years_back, d.month(), d.day()) {
        Ok(moved) => weekday_index(moved) == weekday.value.1,
        Err(_) => false,
    }
}

/// "every written weekday fits the dates one day earlier …" when the programme lies partly outside
/// the event's dates and moving every entry by the same few days both fits the weekdays and
/// brings the programme inside the event: the day numbers, not the year, are wrong.
fn shifted_days_note(reg: &Regulation, written: &[&ScheduleEntry]) -> Option<String> {
    let (first, last) = crate::checks::facts::event_days(reg)?;
    let inside = |d: Date| d >= first && d <= last;
    if reg.schedule.iter().all(|e| inside(e.date.value)) {
        return None;
    }
    for shift in [-1i64, 1, -2, 2, -3, 3] {
        let moved = |d: Date| d.checked_add(jiff::Span::new().days(shift)).ok();
        let weekdays_fit = written.iter().all(|e| {
            let w = e.weekday.as_ref().map(|w| w.value.1);
            moved(e.date.value).is_some_and(|d| Some(weekday_index(d)) == w)
        });
        let all_inside = reg.schedule.iter().all(|e| moved(e.date.value).is_some_and(inside));
        if weekdays_fit && all_inside {
            let days = if shift.abs() == 1 {
                "one day".to_string()
            } else {
                format!("{} days", shift.abs())
            };
            let direction = if shift < 0 { "earlier" } else { "later" };
            return Some(format!(
                "every written weekday fits the dates {days} {direction}, which also lie within the event's dates {first} .. {last}: \
                 the day numbers of the programme are probably off by {days}"
            ));
        }
    }
    None
}

/// "every written weekday fits 2018, 2007 and 2001 …" when some earlier year fits them all.
fn fitting_years_note(written: &[&ScheduleEntry]) -> Option<String> {
    let first_year = written.iter().map(|e| e.date.value.year()).min()?;
    let years: Vec<String> = (1..=YEARS_BACK)
        .filter(|k| written.iter().all(|e| fits(e, *k)))
        .take(YEARS_NAMED)
        .map(|k| (first_year - k).to_string())
        .collect();
    let list = match years.as_slice() {
        [] => return None,
        [one] => one.clone(),
        [init @ .., last] => format!("{} and {last}", init.join(", ")),
    };
    Some(format!(
        "every weekday in the schedule is wrong for {first_year}, but all of them fit {list}: \
         the programme was probably copied from an earlier year's regulation with only the year changed"
    ))
}
