//! Dates in prose: `20.03.2021`, `11.03`, `17-ти юли 2022`, `25 січня 2026`, `месец май 2021`,
//! ranges (`от 11.03 – 20.03.2021 г.`, `з 4 по 13 червня 2021 року`, `20–28.04.2012`) and
//! weekdays next to a date. Offsets are byte offsets into the text given.

use crate::prose::number::floor_char;
use crate::prose::scan;
use jiff::civil::Date;

/// The month a word names (Bulgarian, Ukrainian genitive and nominative, abbreviations; case
/// ignored), from the vocabulary's table ([`crate::vocab::calendar::MONTHS`]).
pub fn month_word(word: &str) -> Option<i8> {
    crate::vocab::calendar::month_from_lowercase(&scan::lowercase(word))
}

/// A date as prose writes it: day, month and year where given.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WrittenDate {
    /// Day of the month.
    pub day: Option<i8>,
    /// Month.
    pub month: Option<i8>,
    /// Year.
    pub year: Option<i16>,
    /// Span.
    pub start: usize,
    /// End.
    pub end: usize,
}

impl WrittenDate {
    /// The calendar date, when day, month and year are known and real.
    pub fn date(&self) -> Option<Date> {
        Date::new(self.year?, self.month?, self.day?).ok()
    }
}

/// Every date written in prose: `20.03.2021`, `11.03`, `17-ти юли 2022`, `25 січня 2026`,
/// `месец май 2021` (a month and year only). Numbers that read as a time of day (`14.30`,
/// `9.45`) are not dates: the month must be 1–12, and a day-month without a year must stand
/// next to a range mark or a year word.
pub fn dates(text: &str) -> Vec<WrittenDate> {
    let mut out: Vec<WrittenDate> = Vec::new();
    let num = |(s, e): scan::Span| text[s..e].parse().ok();
    for c in scan::numeric_dates(text) {
        let (start, end) = c.whole;
        if text[..start].ends_with(|ch: char| ch.is_ascii_digit() || ch == '.' || ch == ':') {
            continue;
        }
        if text[end..].starts_with(|ch: char| ch.is_ascii_digit()) {
            continue;
        }
        let day: i8 = num(c.day).unwrap_or(0);
        let month: i8 = num(c.month).unwrap_or(0);
        if !(1..=31).contains(&day) || !(1..=12).contains(&month) {
            continue;
        }
        let year = c.year.and_then(|y| text[y.0..y.1].parse().ok());
        if year.is_none() {
            // `11.03 – 20.03.2021`, `(28.03.- 03.02.)`: a range mark or a year word nearby.
            let after = text[end..].trim_start();
            let before = text[..start].trim_end();
            let near_range = after.starts_with(['-', '–', '—', '÷', ')'])
                || before.ends_with(['-', '–', '—', '÷', '('])
                || ["до ", "по ", "г.", "р."].iter().any(|w| after.starts_with(w))
                || [" от", " до", " з", " по", " від"].iter().any(|w| before.ends_with(w));
            if !near_range {
                continue;
            }
        }
        out.push(WrittenDate { day: Some(day), month: Some(month), year, start, end });
    }
    for c in scan::word_dates(text) {
        let (start, _) = c.whole;
        let Some(month) = month_word(&text[c.month.0..c.month.1]) else { continue };
        if text[..start].ends_with(|ch: char| ch.is_ascii_digit() || ch == '.') {
            continue;
        }
        let day: i8 = num(c.day).unwrap_or(0);
        if !(1..=31).contains(&day) {
            continue;
        }
        let year = c.year.and_then(|y| text[y.0..y.1].parse().ok());
        let end = if year.is_some() { c.whole.1 } else { c.month.1 };
        out.push(WrittenDate { day: Some(day), month: Some(month), year, start, end });
    }
    for c in scan::month_years(text) {
        let (ms, me) = c.month;
        let Some(month) = month_word(&text[ms..me]) else { continue };
        // Not the month of a `D MONTH YEAR` date already found.
        if out.iter().any(|d| d.start <= ms && me <= d.end) {
            continue;
        }
        let year = text[c.year.0..c.year.1].parse().ok();
        out.push(WrittenDate {
            day: None,
            month: Some(month),
            year,
            start: c.whole.0,
            end: c.whole.1,
        });
    }
    out.sort_by_key(|d| d.start);
    out
}

/// A date range in prose, its missing parts filled from the other end (`11.03 – 20.03.2021`
/// is 11 March 2021 to 20 March 2021; `20–28.04.2012` is 20 to 28 April 2012).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WrittenRange {
    /// First day as written and completed.
    pub from: WrittenDate,
    /// Last day (for a month without a day: the month's last day).
    pub to: WrittenDate,
    /// Span of the whole range.
    pub start: usize,
    /// End.
    pub end: usize,
}

impl WrittenRange {
    /// The first and last calendar days, when both are complete.
    pub fn days(&self) -> Option<(Date, Date)> {
        let from = self.from.date()?;
        let to = match self.to.day {
            Some(_) => self.to.date()?,
            None => Date::new(self.to.year?, self.to.month?, 1).ok()?.last_of_month(),
        };
        Some((from, to))
    }
}

/// A range mark between two dates: a dash, `÷`, `до`, `по`, `-` with blanks.
fn range_mark(between: &str) -> bool {
    let t = between.trim().trim_end_matches(['г', 'р']).trim_end_matches('.').trim();
    let t = t.trim_start_matches(['г', 'р']).trim_start_matches('.').trim();
    matches!(t, "-" | "–" | "—" | "÷" | "до" | "по" | "- до" | "–до" | "to" | "until")
        || t.is_empty() && between.contains(['-', '–'])
}

/// Every date range (two dates joined by a range mark, or a bare day before a date:
/// `от 20 до 22.04.2011`, `5 – 9 юни 2024`; or `от DATE … до (месец) MONTH YEAR` within one
/// sentence).
pub fn ranges(text: &str) -> Vec<WrittenRange> {
    let ds = dates(text);
    let mut out = Vec::new();
    let mut used_as_end = Vec::new();
    for (i, to) in ds.iter().enumerate() {
        // A date right before, joined by a range mark.
        if i > 0 {
            let from = ds[i - 1];
            let between = &text[from.end..to.start];
            // The words right before the first date (a few characters: lowercasing all the
            // text before every date made the reading quadratic in a long paragraph).
            let before = text[..from.start].trim_end();
            let tail = &before[floor_char(before, before.len().saturating_sub(8))..];
            let long_form = scan::lowercase(tail).ends_with("от")
                && between.chars().count() <= 120
                && scan::lowercase(between).contains("до")
                && to.day.is_none()
                && !between.contains(['\n']);
            let joined = (between.chars().count() <= 8 && range_mark(between)) || long_form;
            if joined && !used_as_end.contains(&(i - 1)) {
                out.push(complete(from, *to));
                used_as_end.push(i);
                continue;
            }
        }
        // A bare day before: `20–28.04.2012`, `от 20 до 22.04`, `з 4 по 13 червня`.
        let head_start = floor_char(text, to.start.saturating_sub(16));
        let head = &text[head_start..to.start];
        if let Some(d) = scan::bare_day(head) {
            let day: i8 = head[d.0..d.1].parse().unwrap_or(0);
            let start = head_start + d.0;
            if (1..=31).contains(&day)
                && !text[..start]
                    .ends_with(|ch: char| ch.is_ascii_digit() || ch == '.' || ch == ':')
            {
                let from = WrittenDate {
                    day: Some(day),
                    month: None,
                    year: None,
                    start,
                    end: head_start + d.1,
                };
                out.push(complete(from, *to));
            }
        }
    }
    out
}

/// Fills the missing month and year of a range's first day from its last day.
fn complete(mut from: WrittenDate, to: WrittenDate) -> WrittenRange {
    if from.month.is_none() {
        from.month = to.month;
    }
    if from.year.is_none() {
        from.year = to.year;
    }
    WrittenRange { from, to, start: from.start, end: to.end }
}

/// A weekday word next to a date (`Събота, 17-ти юли 2022 г.`, `17.12.2016 (СЪБОТА)`,
/// `23 лютого, субота`): the weekday it names (0 = Monday), its span, and the date.
pub fn weekdays_by_dates(text: &str) -> Vec<(u8, usize, usize, WrittenDate)> {
    let mut out = Vec::new();
    let weekdays = scan::weekdays(text);
    if weekdays.is_empty() {
        return out;
    }
    let ds = dates(text);
    for (m_start, m_end) in weekdays {
        let Some(wd) = crate::vocab::calendar::weekday_from_word(&text[m_start..m_end]) else {
            continue;
        };
        // The dates are in written order: the one just before and the one just after.
        let after = ds.partition_point(|d| d.start < m_end);
        let candidates = [after.checked_sub(1).and_then(|i| ds.get(i)), ds.get(after)];
        let near = candidates.into_iter().flatten().find(|d| {
            let (a, b) = if d.end <= m_start {
                (d.end, m_start)
            } else if m_end <= d.start {
                (m_end, d.start)
            } else {
                return false;
            };
            let gap = &text[a..b];
            gap.chars().count() <= 4
                && gap.chars().all(|c| c.is_whitespace() || ",()–-:".contains(c))
                && d.day.is_some()
        });
        if let Some(d) = near {
            out.push((wd, m_start, m_end, *d));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranges_are_completed_from_their_end() {
        let days = |t: &str| {
            ranges(t)
                .iter()
                .filter_map(|r| r.days())
                .map(|(a, b)| (a.to_string(), b.to_string()))
                .collect::<Vec<_>>()
        };
        assert_eq!(days("от 11.03 – 20.03.2021 г."), [("2021-03-11".into(), "2021-03-20".into())]);
        assert_eq!(
            days("20–28.04.2012 Г., Панагюрище"),
            [("2012-04-20".into(), "2012-04-28".into())]
        );
        assert_eq!(days("от 20 до 22.04.2011 г."), [("2011-04-20".into(), "2011-04-22".into())]);
        assert_eq!(
            days("з 4 по 13 червня 2021 року"),
            [("2021-06-04".into(), "2021-06-13".into())]
        );
        assert_eq!(days("5 – 9 юни 2024 г."), [("2024-06-05".into(), "2024-06-09".into())]);
        assert_eq!(
            days("м. Київ 16 червня -26 червня 2013р."),
            [("2013-06-16".into(), "2013-06-26".into())]
        );
        assert_eq!(
            days("считано от 6.10.2021 г. в дом, включително до месец май 2021 г."),
            [("2021-10-06".into(), "2021-05-31".into())]
        );
        assert_eq!(days("В 14.30 ч. започва 1 кръг"), Vec::<(String, String)>::new());
        // No year: the range stays incomplete but its months are known.
        let r = ranges("полуфинал в Пловдив (28.03.- 03.02.)");
        assert_eq!(r.len(), 1);
        assert_eq!(
            (r[0].from.month, r[0].from.day, r[0].to.month, r[0].to.day),
            (Some(3), Some(28), Some(2), Some(3))
        );
    }

    #[test]
    fn weekdays_next_to_dates() {
        let w = weekdays_by_dates("Събота, 17-ти юли 2022 г. и 18.12.2016 (НЕДЕЛЯ):");
        let v: Vec<(u8, Option<i8>)> = w.iter().map(|(d, _, _, date)| (*d, date.day)).collect();
        assert_eq!(v, [(5, Some(17)), (6, Some(18))]);
    }
}
