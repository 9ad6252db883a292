//! The notation secretaries write by hand, read into exact values: clock times (`14:30`,
//! `14.30`, `14-00`, `9.30`), dates (`2021-03-11`, `11.03.2021`, `11.03.2021г.`, `11.03`, `07.06.`),
//! Roman numerals with Cyrillic look-alike letters (`ІІ`, `ХІ`, `IV`) and section numbers
//! (`14.10.`, `IV.`, `а)`). Every reader returns `None` for text that is not of its form, so the
//! caller can say which forms are accepted.

/// The written forms of a clock time, for diagnostics.
pub const TIME_FORMS: &str =
    "`14:30`, `14.30`, `14-30` or `9:30`, optionally followed by `ч.` or `год`";

/// The written forms of a date, for diagnostics.
pub const DATE_FORMS: &str =
    "`2021-03-11`, `11.03.2021` (optionally with `г.` or `р.`), or `11.03` when the event's dates give the year";

/// A date as written: the year may be missing (`11.03`), never the day or the month.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WrittenDate {
    /// The year, if written.
    pub year: Option<i16>,
    /// The month, 1–12 as written (not yet checked against the calendar).
    pub month: i8,
    /// The day, as written.
    pub day: i8,
}

fn small(text: &str, max_len: usize) -> Option<i32> {
    (!text.is_empty() && text.len() <= max_len && text.bytes().all(|b| b.is_ascii_digit()))
        .then(|| text.parse().ok())
        .flatten()
}

/// Strips a year mark written after a date, attached or not: `г.`, `г`, `р.`, `р`, `год.`.
pub fn strip_year_mark(text: &str) -> &str {
    let t = text.trim_end();
    for mark in ["год.", "год", "г.", "г", "р.", "р"] {
        if let Some(rest) = t.strip_suffix(mark) {
            if rest.ends_with(|c: char| c.is_ascii_digit() || c.is_whitespace()) {
                return rest.trim_end();
            }
        }
    }
    t
}

/// True for a word that marks a year after a date: `г.`, `г`, `год.`, `р.`, `року`, `рік`.
pub fn is_year_mark(word: &str) -> bool {
    matches!(
        word.to_lowercase().as_str(),
        "г." | "г" | "год." | "р." | "р" | "року" | "рік" | "year"
    )
}

/// True for a word that marks hours after a clock time: `ч.`, `ч`, `часа`, `час`, `год`, `год.`, `h`.
pub fn is_hour_mark(word: &str) -> bool {
    matches!(word.to_lowercase().as_str(), "ч." | "ч" | "часа" | "час" | "год" | "год." | "h")
}

/// Reads a date: `2021-03-11`, `11.03.2021`, `1.3.2021`, `11.03.2021г.`, `11.03` or `11.03.`
/// (no year). The calendar check (30 February) is the caller's.
pub fn parse_date(text: &str) -> Option<WrittenDate> {
    let t = strip_year_mark(text.trim());
    if let [y, m, d] = t.split('-').collect::<Vec<_>>()[..] {
        if y.len() == 4 && m.len() == 2 && d.len() == 2 {
            return Some(WrittenDate {
                year: Some(small(y, 4)? as i16),
                month: small(m, 2)? as i8,
                day: small(d, 2)? as i8,
            });
        }
        return None;
    }
    let t = t.strip_suffix('.').unwrap_or(t);
    let parts: Vec<&str> = t.split('.').collect();
    let (d, m, y) = match parts[..] {
        [d, m] => (d, m, None),
        [d, m, y] if y.len() == 4 => (d, m, Some(small(y, 4)? as i16)),
        _ => return None,
    };
    let (day, month) = (small(d, 2)?, small(m, 2)?);
    ((1..=31).contains(&day) && (1..=12).contains(&month)).then_some(WrittenDate {
        year: y,
        month: month as i8,
        day: day as i8,
    })
}

/// Reads a clock time: `14:30`, `9:30`, `14.30`, `14-00`, `14:30ч.`. Hours 0–23, minutes 0–59
/// are the caller's check; `None` when the text is not shaped like a time.
pub fn parse_time(text: &str) -> Option<(i8, i8)> {
    let mut t = text.trim();
    for mark in ["ч.", "ч", "h"] {
        if let Some(rest) = t.strip_suffix(mark) {
            t = rest.trim_end();
            break;
        }
    }
    let (h, m) = t.split_once([':', '.', '-'])?;
    if m.len() != 2 {
        return None;
    }
    Some((small(h, 2)? as i8, small(m, 2)? as i8))
}

/// The value of a Roman numeral written with Latin letters or their Cyrillic look-alikes
/// (`І`, `Х`, `Ѵ`), 1–3999; `None` for anything else (a trailing `.` or `)` is allowed).
pub fn roman(text: &str) -> Option<u32> {
    let t = text.trim().trim_end_matches(['.', ')']);
    if t.is_empty() || t.chars().count() > 15 {
        return None;
    }
    // Upper case only: lower-case `c`, `d`, `і` are letter marks (`c)`, `і)`), not numerals.
    let value = |c: char| match c {
        'I' | 'І' | 'Ӏ' => Some(1),
        'V' | 'Ѵ' => Some(5),
        'X' | 'Х' => Some(10),
        'L' => Some(50),
        'C' => Some(100),
        'D' => Some(500),
        'M' => Some(1000),
        _ => None,
    };
    let digits: Vec<i64> = t.chars().map(value).collect::<Option<_>>()?;
    let mut total = 0i64;
    for (i, v) in digits.iter().enumerate() {
        let next = digits.get(i + 1).copied().unwrap_or(0);
        total += if *v < next { -v } else { *v };
    }
    // Only canonical numerals: `IIII` or `VX` are not section numbers.
    (1..4000).contains(&total).then_some(total as u32).filter(|n| to_roman(*n) == latin(t))
}

fn latin(t: &str) -> String {
    t.chars()
        .map(|c| match c {
            'І' | 'Ӏ' => 'I',
            'Ѵ' => 'V',
            'Х' => 'X',
            c => c,
        })
        .collect()
}

/// A number as a Roman numeral (`4` → `IV`).
pub fn to_roman(mut n: u32) -> String {
    const TABLE: [(u32, &str); 13] = [
        (1000, "M"),
        (900, "CM"),
        (500, "D"),
        (400, "CD"),
        (100, "C"),
        (90, "XC"),
        (50, "L"),
        (40, "XL"),
        (10, "X"),
        (9, "IX"),
        (5, "V"),
        (4, "IV"),
        (1, "I"),
    ];
    let mut out = String::new();
    for (value, text) in TABLE {
        while n >= value {
            out.push_str(text);
            n -= value;
        }
    }
    out
}

/// The components of a section number: `14.10.` → `[14, 10]`, `IV` → `[4]`, `II.3` → `[2, 3]`;
/// `None` for letters (`а)`) and anything else.
pub fn section_number_parts(text: &str) -> Option<Vec<u32>> {
    let t = text.trim().trim_end_matches(['.', ')']);
    if t.is_empty() {
        return None;
    }
    t.split('.')
        .map(|p| {
            let p = p.trim();
            if p.bytes().all(|b| b.is_ascii_digit()) && !p.is_empty() && p.len() <= 6 {
                p.parse().ok()
            } else {
                roman(p)
            }
        })
        .collect()
}

/// True for a single-letter section mark: `а`, `б)`, `в.`, `a`.
pub fn is_letter_mark(text: &str) -> bool {
    let t = text.trim().trim_end_matches(['.', ')']);
    let mut chars = t.chars();
    matches!((chars.next(), chars.next()), (Some(c), None) if c.is_alphabetic())
}

/// `name` written in the case of `written`: `НЕДЕЛЯ` → `ЧЕТВЪРТЪК`, `Неделя` → `Четвъртък`,
/// `неделя` → `четвъртък` (a weekday, a month or an ordinal ending written again).
pub fn in_case_of(written: &str, name: &str) -> String {
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

/// The consonant of a Bulgarian ordinal ending for `n` (`21-ви`, `22-ри`, `27-ми`, `25-ти`): the
/// last word decides (първи, втори, седми, осми; 11–19 and round tens and hundreds end in -ти).
pub fn bulgarian_ordinal_consonant(n: u64) -> char {
    if (11..=19).contains(&(n % 100)) || n % 10 == 0 {
        return 'т';
    }
    match n % 10 {
        1 => 'в',
        2 => 'р',
        7 | 8 => 'м',
        _ => 'т',
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_in_every_written_form() {
        let d = |y, m, d| Some(WrittenDate { year: y, month: m, day: d });
        assert_eq!(parse_date("2021-03-11"), d(Some(2021), 3, 11));
        assert_eq!(parse_date("11.03.2021"), d(Some(2021), 3, 11));
        assert_eq!(parse_date("11.03.2021г."), d(Some(2021), 3, 11));
        assert_eq!(parse_date("16.06.2013р."), d(Some(2013), 6, 16));
        assert_eq!(parse_date("1.3.2021"), d(Some(2021), 3, 1));
        assert_eq!(parse_date("11.03"), d(None, 3, 11));
        assert_eq!(parse_date("07.06."), d(None, 6, 7));
        assert_eq!(parse_date("14.30"), None); // month 30: a time, not a date
        assert_eq!(parse_date("11.03.21"), None);
        assert_eq!(parse_date("2021-3-11"), None);
    }

    #[test]
    fn times_in_every_written_form() {
        assert_eq!(parse_time("14:30"), Some((14, 30)));
        assert_eq!(parse_time("14.30"), Some((14, 30)));
        assert_eq!(parse_time("14-00"), Some((14, 0)));
        assert_eq!(parse_time("9.30"), Some((9, 30)));
        assert_eq!(parse_time("12:30ч."), Some((12, 30)));
        assert_eq!(parse_time("14.3"), None);
        assert_eq!(parse_time("2021"), None);
    }

    #[test]
    fn roman_numerals_with_cyrillic_letters() {
        assert_eq!(roman("IV"), Some(4));
        assert_eq!(roman("ІV"), Some(4)); // Cyrillic І, Latin V
        assert_eq!(roman("ХІ"), Some(11)); // Cyrillic Х and І
        assert_eq!(roman("VІІI"), Some(8));
        assert_eq!(roman("II."), Some(2));
        assert_eq!(roman("IIII"), None);
        assert_eq!(roman("кръг"), None);
        assert_eq!(roman("c"), None); // a letter mark

        assert_eq!(to_roman(14), "XIV");
    }

    #[test]
    fn section_numbers_nested_roman_and_letters() {
        assert_eq!(section_number_parts("14.10."), Some(vec![14, 10]));
        assert_eq!(section_number_parts("IV."), Some(vec![4]));
        assert_eq!(section_number_parts("II.3"), Some(vec![2, 3]));
        assert_eq!(section_number_parts("а)"), None);
        assert!(is_letter_mark("а)"));
        assert!(!is_letter_mark("аб"));
    }
}
