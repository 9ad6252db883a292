//! Dates, weekdays, years and ordinals written again in the form the text wrote them: the
//! digits keep their width (`1.3.2021` stays unpadded, `01.03.2021` padded), a month word keeps
//! its language, case and form (`юни`, `червня`, `ЧЕРВЕНЬ`), a Bulgarian ordinal ending follows
//! its new number (`21-ви` → `22-ри`), a Ukrainian one stays (`21-й` → `22-й`).

use crate::prose::scan;
use crate::vocab::calendar::{month_from_lowercase, MONTHS};
use crate::vocab::notation::{bulgarian_ordinal_consonant, in_case_of};
use jiff::civil::Date;

/// `value` in as many digits as `written` has (zero-padded when it was).
fn digits_like(written: &str, value: i64) -> String {
    let width = written.len();
    if width >= 2 {
        format!("{value:0width$}")
    } else {
        value.to_string()
    }
}

/// A date of the facts written again in its form: `2021-03-11` (ISO), `11.03.2021`, `11.03`.
pub fn fact_date(written: &str, new: Date) -> String {
    let w = written.trim();
    if w.len() == 10 && w.as_bytes()[4] == b'-' && w.as_bytes()[7] == b'-' {
        return new.strftime("%Y-%m-%d").to_string();
    }
    match scan::numeric_dates(written).first() {
        Some(d) if d.whole.0 == 0 => numeric(written, d, new),
        _ => new.strftime("%Y-%m-%d").to_string(),
    }
}

/// A date in digits (`20.03.2021`, `11.03`, `28.03.`) written again.
fn numeric(text: &str, d: &scan::NumericDate, new: Date) -> String {
    let mut out = String::new();
    out.push_str(&digits_like(&text[d.day.0..d.day.1], i64::from(new.day())));
    out.push_str(&text[d.day.1..d.month.0]);
    out.push_str(&digits_like(&text[d.month.0..d.month.1], i64::from(new.month())));
    match d.year {
        Some(y) => {
            out.push_str(&text[d.month.1..y.0]);
            out.push_str(&new.year().to_string());
            out.push_str(&text[y.1..d.whole.1]);
        }
        None => out.push_str(&text[d.month.1..d.whole.1]),
    }
    out.push_str(&text[d.whole.1..]);
    out
}

/// A month word written again for `month` in the form of `written`: the Bulgarian name, the
/// Ukrainian genitive or nominative, an abbreviation (its dot kept), in the case written.
fn month_like(written: &str, month: i8) -> String {
    let dot = written.ends_with('.');
    let w = scan::lowercase(written.trim_end_matches('.'));
    let Some(old) = month_from_lowercase(&w) else { return written.to_string() };
    let (o, n) = (&MONTHS[(old - 1) as usize], &MONTHS[(month.clamp(1, 12) - 1) as usize]);
    let name = if w == o.bg {
        n.bg
    } else if w == o.uk {
        n.uk
    } else if w == o.uk_nominative {
        n.uk_nominative
    } else if let Some(i) = o.short.iter().position(|s| *s == w) {
        n.short.get(i).or(n.short.first()).copied().unwrap_or(n.bg)
    } else {
        n.bg
    };
    let mut s = in_case_of(written, name);
    if dot {
        s.push('.');
    }
    s
}

/// A Bulgarian ordinal ending (`ви`, `РО`, `ото`) after a new number: the consonant it starts
/// with follows the number; an ending that starts with a vowel (`-ото`) or a Ukrainian one
/// (`-й`, `-го`) stays.
pub fn ordinal_ending(ending: &str, n: u64, bulgarian: bool) -> String {
    let mut chars = ending.chars();
    let Some(first) = chars.next() else { return String::new() };
    let lower = first.to_lowercase().next().unwrap_or(first);
    if !bulgarian || !matches!(lower, 'в' | 'р' | 'т' | 'м') || ending.chars().count() < 2 {
        return ending.to_string();
    }
    let c = bulgarian_ordinal_consonant(n);
    let c = if first.is_uppercase() { c.to_uppercase().next().unwrap_or(c) } else { c };
    std::iter::once(c).chain(chars).collect()
}

/// A date written in prose (`20.03.2021`, `17-ти юли 2022`, `25 січня 2026`, `месец май 2021`)
/// written again for `new`; `None` when the text is none of these forms.
pub fn prose_date(text: &str, new: Date, bulgarian: bool) -> Option<String> {
    if let Some(d) = scan::numeric_dates(text).into_iter().find(|d| d.whole.0 == 0) {
        if d.whole.1 == text.len() || !text[d.whole.1..].starts_with(char::is_alphabetic) {
            return Some(numeric(text, &d, new));
        }
    }
    if let Some(d) = scan::word_dates(text).into_iter().find(|d| d.whole.0 == 0) {
        let month = &text[d.month.0..d.month.1];
        month_from_lowercase(&scan::lowercase(month.trim_end_matches('.')))?;
        let digits_end = text[d.day.0..d.day.1]
            .find(|c: char| !c.is_ascii_digit())
            .map_or(d.day.1, |i| d.day.0 + i);
        // A day before a month word is padded only when it was (`05 юни`, but `5 юни`, `31 липня`).
        let day = &text[d.day.0..digits_end];
        let mut out = if day.starts_with('0') {
            digits_like(day, i64::from(new.day()))
        } else {
            new.day().to_string()
        };
        let suffix = &text[digits_end..d.month.0];
        // `17-ти ` → the ending of the new day, then the blank as written.
        let ending_end = suffix.find(char::is_whitespace).unwrap_or(suffix.len());
        let (ending, blank) = suffix.split_at(ending_end);
        let dash = ending.starts_with('-');
        let letters = ending.trim_start_matches('-');
        if dash {
            out.push('-');
        }
        out.push_str(&ordinal_ending(letters, new.day() as u64, bulgarian));
        out.push_str(blank);
        out.push_str(&month_like(month, new.month()));
        match d.year {
            Some(y) => {
                out.push_str(&text[d.month.1..y.0]);
                out.push_str(&new.year().to_string());
                out.push_str(&text[y.1..]);
            }
            None => out.push_str(&text[d.month.1..]),
        }
        return Some(out);
    }
    if let Some(m) = scan::month_years(text).into_iter().find(|m| m.whole.0 == 0) {
        let month = &text[m.month.0..m.month.1];
        month_from_lowercase(&scan::lowercase(month.trim_end_matches('.')))?;
        let mut out = text[..m.month.0].to_string();
        out.push_str(&month_like(month, new.month()));
        out.push_str(&text[m.month.1..m.year.0]);
        out.push_str(&new.year().to_string());
        out.push_str(&text[m.year.1..]);
        return Some(out);
    }
    None
}

/// The Ukrainian weekday forms a date is written with: nominative, accusative, genitive.
const UK_WEEKDAYS: [[&str; 3]; 7] = [
    ["понеділок", "понеділок", "понеділка"],
    ["вівторок", "вівторок", "вівторка"],
    ["середа", "середу", "середи"],
    ["четвер", "четвер", "четверга"],
    ["п'ятниця", "п'ятницю", "п'ятниці"],
    ["субота", "суботу", "суботи"],
    ["неділя", "неділю", "неділі"],
];

/// A weekday word written again for weekday `new` (0 = Monday) in the form of `written`: the
/// same language, case (`у суботу` → `у неділю`), abbreviation and letter case.
pub fn weekday_like(written: &str, old: u8, new: u8) -> String {
    use crate::vocab::calendar::{WEEKDAY_NAMES, WEEKDAY_SHORT};
    let lower = scan::lowercase(written).replace(['’', 'ʼ', '`'], "'");
    let (o, n) = ((old as usize).min(6), (new as usize).min(6));
    let apostrophe = if written.contains('’') { "’" } else { "'" };
    let name = if let Some(i) = UK_WEEKDAYS[o].iter().position(|f| *f == lower) {
        UK_WEEKDAYS[n][i].replace('\'', apostrophe)
    } else if let Some(i) = WEEKDAY_SHORT[o].iter().position(|f| *f == lower.trim_end_matches('.'))
    {
        let mut s = WEEKDAY_SHORT[n][i].to_string();
        if lower.ends_with('.') {
            s.push('.');
        }
        s
    } else if WEEKDAY_NAMES[o].first() == Some(&lower.as_str()) {
        WEEKDAY_NAMES[n][0].to_string()
    } else {
        // An English name or another form: the dictionary form of the language it is in.
        let english = WEEKDAY_NAMES[o].last() == Some(&lower.as_str());
        if english {
            WEEKDAY_NAMES[n].last().copied().unwrap_or("").to_string()
        } else {
            WEEKDAY_NAMES[n][0].to_string()
        }
    };
    in_case_of(written, &name)
}

/// A Roman numeral's value when `word` is one written in capitals (`XXI`, Cyrillic `ХХІ`).
pub fn roman_word(word: &str) -> Option<u32> {
    if !word.chars().all(|c| c.is_uppercase()) {
        return None;
    }
    crate::vocab::notation::roman(word).filter(|_| !word.ends_with(['.', ')']))
}

#[cfg(test)]
mod tests {
    use super::*;
    use jiff::civil::date;

    #[test]
    fn dates_keep_their_written_form() {
        assert_eq!(fact_date("2021-03-11", date(2022, 3, 10)), "2022-03-10");
        assert_eq!(fact_date("11.03.2021", date(2022, 3, 10)), "10.03.2022");
        assert_eq!(fact_date("1.3.2021", date(2022, 2, 28)), "28.2.2022");
        assert_eq!(
            prose_date("20.03.2021", date(2022, 3, 19), true).as_deref(),
            Some("19.03.2022")
        );
        assert_eq!(
            prose_date("17-ти юли 2022", date(2023, 7, 22), true).as_deref(),
            Some("22-ри юли 2023")
        );
        assert_eq!(
            prose_date("25 січня 2026", date(2027, 1, 24), false).as_deref(),
            Some("24 січня 2027")
        );
        assert_eq!(
            prose_date("месец май 2021", date(2022, 6, 1), true).as_deref(),
            Some("месец юни 2022")
        );
        assert_eq!(prose_date("31 ЛИПНЯ", date(2027, 8, 1), false).as_deref(), Some("1 СЕРПНЯ"));
    }

    #[test]
    fn ordinal_endings_follow_the_number_in_bulgarian_only() {
        assert_eq!(ordinal_ending("ви", 22, true), "ри");
        assert_eq!(ordinal_ending("РО", 43, true), "ТО");
        assert_eq!(ordinal_ending("то", 61, true), "во");
        assert_eq!(ordinal_ending("ото", 57, true), "ото");
        assert_eq!(ordinal_ending("й", 22, false), "й");
        assert_eq!(ordinal_ending("го", 22, false), "го");
    }

    #[test]
    fn weekdays_keep_their_case_and_form() {
        assert_eq!(weekday_like("неделя", 6, 0), "понеделник");
        assert_eq!(weekday_like("НЕДІЛЯ", 6, 5), "СУБОТА");
        assert_eq!(weekday_like("суботу", 5, 6), "неділю");
        assert_eq!(weekday_like("пн", 0, 1), "вт");
        assert_eq!(weekday_like("п’ятниці", 4, 5), "суботи");
    }

    #[test]
    fn roman_words_are_capitals() {
        assert_eq!(roman_word("XXI"), Some(21));
        assert_eq!(roman_word("ХХІ"), Some(21));
        assert_eq!(roman_word("xxi"), None);
    }
}
