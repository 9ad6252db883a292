//! The words and patterns regulations are written in: month names (Bulgarian, Ukrainian in the
//! genitive and the nominative), date ranges in every form the seeds and the collected pages use
//! (`11.03 – 20.03.2021 г.`, `08 – 14.06.2009`, `от 7 до 8 юни 2024 г.`, `з 16 червня (день
//! приїзду) по 26 червня 2013 р.`, `16 червня -26 червня 2013р.`), number words, and quoting.

use crate::vocab::notation::WrittenDate;
use jiff::civil::Date;
use regex::Regex;
use std::sync::LazyLock;

/// Month names and the month they name.
const MONTHS: &[(&str, i8)] = &[
    ("януари", 1),
    ("февруари", 2),
    ("март", 3),
    ("април", 4),
    ("май", 5),
    ("юни", 6),
    ("юли", 7),
    ("август", 8),
    ("септември", 9),
    ("октомври", 10),
    ("ноември", 11),
    ("декември", 12),
    ("січня", 1),
    ("лютого", 2),
    ("березня", 3),
    ("квітня", 4),
    ("травня", 5),
    ("червня", 6),
    ("липня", 7),
    ("серпня", 8),
    ("вересня", 9),
    ("жовтня", 10),
    ("листопада", 11),
    ("грудня", 12),
    ("січень", 1),
    ("лютий", 2),
    ("березень", 3),
    ("квітень", 4),
    ("травень", 5),
    ("червень", 6),
    ("липень", 7),
    ("серпень", 8),
    ("вересень", 9),
    ("жовтень", 10),
    ("листопад", 11),
    ("грудень", 12),
];

/// The month a word names.
pub fn month(word: &str) -> Option<i8> {
    let w = word.to_lowercase();
    MONTHS.iter().find(|(m, _)| *m == w).map(|(_, n)| *n)
}

fn month_pattern() -> String {
    let names: Vec<&str> = MONTHS.iter().map(|(m, _)| *m).collect();
    format!("(?i:{})", names.join("|"))
}

/// A date range found in a text, with its byte range.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FoundRange {
    /// Where it is written.
    pub start: usize,
    /// Its end.
    pub end: usize,
    /// The first day as written (month or year possibly left to the second).
    pub from: WrittenDate,
    /// The last day.
    pub to: WrittenDate,
    /// The first day is followed by `(день приїзду)` (arrival).
    pub arrival: bool,
}

impl FoundRange {
    /// The two days, the first completed from the second.
    pub fn dates(&self) -> Option<(Date, Date)> {
        let y = self.to.year?;
        let to = Date::new(y, self.to.month, self.to.day).ok()?;
        let from = Date::new(self.from.year.unwrap_or(y), self.from.month, self.from.day).ok()?;
        (from <= to).then_some((from, to))
    }
}

static NUMERIC_RANGE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r"(?P<d1>\d{1,2})(?:\.(?P<m1>\d{1,2}))?(?:\.(?P<y1>\d{4}))?\.?(?:\s*г\.)?\s*(?:–|-|—|÷|до|по)\s*(?P<d2>\d{1,2})\.(?P<m2>\d{1,2})\.(?P<y2>\d{4})",
    )
    .expect("regex")
});

static WORD_RANGE: LazyLock<Regex> = LazyLock::new(|| {
    let m = month_pattern();
    Regex::new(&format!(
        r"(?P<d1>\d{{1,2}})(?:\s+(?P<m1>{m}))?(?P<paren>\s*\([^)]{{0,40}}\))?\s*(?:–|-|—|÷|до|по)\s*(?P<d2>\d{{1,2}})\s+(?P<m2>{m})\s+(?P<y2>\d{{4}})"
    ))
    .expect("regex")
});

static NUMERIC_DATE: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"(?P<d>\d{1,2})\.(?P<m>\d{1,2})\.(?P<y>\d{4})").expect("regex"));

static WORD_DATE: LazyLock<Regex> = LazyLock::new(|| {
    let m = month_pattern();
    Regex::new(&format!(r"(?P<d>\d{{1,2}})\s+(?P<m>{m})(?:\s+(?P<y>\d{{4}}))?")).expect("regex")
});

fn num<T: std::str::FromStr>(c: &regex::Captures<'_>, name: &str) -> Option<T> {
    c.name(name).and_then(|m| m.as_str().parse().ok())
}

/// Every date range written in `text`, in order.
pub fn ranges(text: &str) -> Vec<FoundRange> {
    let mut out = Vec::new();
    for c in NUMERIC_RANGE.captures_iter(text) {
        let (Some(d1), Some(d2), Some(m2), Some(y2)) =
            (num::<i8>(&c, "d1"), num::<i8>(&c, "d2"), num::<i8>(&c, "m2"), num::<i16>(&c, "y2"))
        else {
            continue;
        };
        let m1 = num::<i8>(&c, "m1").unwrap_or(m2);
        let Some(whole) = c.get(0) else { continue };
        out.push(FoundRange {
            start: whole.start(),
            end: whole.end(),
            from: WrittenDate { year: num(&c, "y1"), month: m1, day: d1 },
            to: WrittenDate { year: Some(y2), month: m2, day: d2 },
            arrival: false,
        });
    }
    for c in WORD_RANGE.captures_iter(text) {
        let (Some(d1), Some(d2), Some(y2)) =
            (num::<i8>(&c, "d1"), num::<i8>(&c, "d2"), num::<i16>(&c, "y2"))
        else {
            continue;
        };
        let Some(m2) = c.name("m2").and_then(|m| month(m.as_str())) else { continue };
        let m1 = c.name("m1").and_then(|m| month(m.as_str())).unwrap_or(m2);
        let Some(whole) = c.get(0) else { continue };
        if out.iter().any(|r: &FoundRange| r.start < whole.end() && whole.start() < r.end) {
            continue;
        }
        let arrival = c.name("paren").is_some_and(|p| {
            let p = p.as_str().to_lowercase();
            p.contains("приїзд") || p.contains("пристигане")
        });
        out.push(FoundRange {
            start: whole.start(),
            end: whole.end(),
            from: WrittenDate { year: None, month: m1, day: d1 },
            to: WrittenDate { year: Some(y2), month: m2, day: d2 },
            arrival,
        });
    }
    out.retain(|r| r.dates().is_some());
    out.sort_by_key(|r| r.start);
    out
}

/// Every single date written in `text` (`11.03.2021`, `25 січня 2026`, `11 март`), with its byte
/// range; the year is `None` when not written.
pub fn dates(text: &str) -> Vec<(usize, usize, WrittenDate)> {
    let mut out = Vec::new();
    for c in NUMERIC_DATE.captures_iter(text) {
        let Some(whole) = c.get(0) else { continue };
        if let (Some(d), Some(m), Some(y)) =
            (num::<i8>(&c, "d"), num::<i8>(&c, "m"), num::<i16>(&c, "y"))
        {
            out.push((whole.start(), whole.end(), WrittenDate { year: Some(y), month: m, day: d }));
        }
    }
    for c in WORD_DATE.captures_iter(text) {
        let Some(whole) = c.get(0) else { continue };
        if out.iter().any(|(s, e, _)| *s < whole.end() && whole.start() < *e) {
            continue;
        }
        if let (Some(d), Some(m)) =
            (num::<i8>(&c, "d"), c.name("m").and_then(|m| month(m.as_str())))
        {
            out.push((
                whole.start(),
                whole.end(),
                WrittenDate { year: num(&c, "y"), month: m, day: d },
            ));
        }
    }
    out.sort_by_key(|(s, _, _)| *s);
    out
}

/// The value of a small number written as a word (`две`, `трима`, `п'ять`), or as digits.
pub fn number_word(word: &str) -> Option<u32> {
    let w = word.to_lowercase().replace(['’', 'ʼ'], "'");
    if let Ok(n) = w.parse() {
        return Some(n);
    }
    Some(match w.as_str() {
        "един" | "една" | "едно" | "один" | "одна" | "одне" => 1,
        "два" | "две" | "двама" | "дві" | "двох" => 2,
        "три" | "трима" | "трьох" => 3,
        "четири" | "четирима" | "чотири" => 4,
        "пет" | "петима" | "п'ять" => 5,
        "шест" | "шестима" | "шість" => 6,
        "седем" | "сім" => 7,
        "осем" | "вісім" => 8,
        "девет" | "дев'ять" => 9,
        "десет" | "десять" => 10,
        _ => return None,
    })
}

/// A string value: `"…"`, or raw `"""…"""` when the text holds `"` or `\`.
pub fn quote(text: &str) -> String {
    if !text.contains(['"', '\\']) {
        return format!("\"{text}\"");
    }
    if !text.contains("\"\"\"") && !text.ends_with('"') {
        return format!("\"\"\"{text}\"\"\"");
    }
    let escaped = text.replace('\\', "\\\\").replace('"', "\\\"");
    format!("\"{escaped}\"")
}

/// A line of the document shortened for a comment: at most 70 characters, one line.
pub fn excerpt(text: &str) -> String {
    let t: String = text.split_whitespace().collect::<Vec<_>>().join(" ");
    if t.chars().count() <= 70 {
        return t;
    }
    let mut s: String = t.chars().take(69).collect();
    s.push('…');
    s
}

/// Folds the Latin letters that look like Cyrillic ones into Cyrillic, lower case, without
/// blanks: `Р Е Г Л А М Е Н Т` and `РEГЛАМЕНТ` (Latin E) both give `регламент`.
pub fn folded(text: &str) -> String {
    text.chars()
        .filter(|c| !c.is_whitespace())
        .map(|c| match c {
            'A' | 'a' => 'а',
            'B' => 'в',
            'E' | 'e' => 'е',
            'K' | 'k' => 'к',
            'M' => 'м',
            'H' => 'н',
            'O' | 'o' => 'о',
            'P' | 'p' => 'р',
            'C' | 'c' => 'с',
            'T' => 'т',
            'X' | 'x' => 'х',
            'y' => 'у',
            c => c,
        })
        .flat_map(char::to_lowercase)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use jiff::civil::date;

    fn first(text: &str) -> Option<(Date, Date)> {
        ranges(text).first().and_then(|r| r.dates())
    }

    #[test]
    fn ranges_in_every_written_form() {
        assert_eq!(
            first("от 11.03 – 20.03.2021 г. в гр.Перник"),
            Some((date(2021, 3, 11), date(2021, 3, 20)))
        );
        assert_eq!(
            first("08 – 14.06.2009 г., к.к. СЛЪНЧЕВ БРЯГ"),
            Some((date(2009, 6, 8), date(2009, 6, 14)))
        );
        assert_eq!(first("01–07.10.2008 Г. БОРОВЕЦ"), Some((date(2008, 10, 1), date(2008, 10, 7))));
        assert_eq!(
            first("Провежда се от 01.08. до 05.08.2008 г."),
            Some((date(2008, 8, 1), date(2008, 8, 5)))
        );
        assert_eq!(first("от 7 до 8 юни 2024 г."), Some((date(2024, 6, 7), date(2024, 6, 8))));
        assert_eq!(
            first("16 червня -26 червня 2013р."),
            Some((date(2013, 6, 16), date(2013, 6, 26)))
        );
        let r = ranges("з 16 червня (день приїзду) по 26 червня 2013 р.");
        assert_eq!(r[0].dates(), Some((date(2013, 6, 16), date(2013, 6, 26))));
        assert!(r[0].arrival);
        assert_eq!(
            first("з 4 по 13 червня 2021 року"),
            Some((date(2021, 6, 4), date(2021, 6, 13)))
        );
        assert_eq!(
            first("31.10.2018 г. до 4.11.2018 г."),
            Some((date(2018, 10, 31), date(2018, 11, 4)))
        );
        assert_eq!(first("в 11 кръга"), None);
    }

    #[test]
    fn quoting_keeps_the_text() {
        assert_eq!(quote("зала „Одесос“"), "\"зала „Одесос“\"");
        assert_eq!(quote("зала \"Одесос\" на хотел"), "\"\"\"зала \"Одесос\" на хотел\"\"\"");
        assert_eq!(quote("мач - \"Армагедон\""), "\"мач - \\\"Армагедон\\\"\"");
        assert_eq!(folded("РEГЛАМЕНТ"), "регламент");
        assert_eq!(folded("Р Е Г Л А М Е Н Т"), "регламент");
    }
}
