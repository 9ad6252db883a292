//! Quantities in prose: time (`90 минути`, `30 сек.`, `2 часа`), moves (`40 хода`) and money
//! (`30 (тридесет) лв.`, `15 000 грн.`). Offsets are byte offsets into the text given.

use crate::prose::number::{counted, Counted, Number};
use crate::prose::scan;
use crate::vocab::points::Points;

/// Units of time prose writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TimeUnit {
    /// Seconds.
    Seconds,
    /// Minutes.
    Minutes,
    /// Hours.
    Hours,
}

/// The unit a word names (`минути`, `мин.`, `хв`, `сек`, `часа`, `год`).
pub fn time_unit(word: &str) -> Option<TimeUnit> {
    let w = scan::lowercase(word);
    let w = w.trim_end_matches('.');
    Some(match w {
        "секунда" | "секунди" | "секунд" | "секундата" | "сек" | "с" | "s" | "sec" | "seconds"
        | "секундами" => TimeUnit::Seconds,
        "минута" | "минути" | "минутата" | "мин" | "хвилина" | "хвилини" | "хвилин"
        | "хвилинами" | "хв" | "min" | "minutes" => TimeUnit::Minutes,
        "час" | "часа" | "часът" | "ч" | "година" | "години" | "годин" | "год" | "h" | "hours"
        | "hour" => TimeUnit::Hours,
        _ => return None,
    })
}

/// A quantity of time in prose, in seconds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Duration {
    /// Seconds.
    pub seconds: u64,
    /// The unit written.
    pub unit: TimeUnit,
    /// Span of the number and its unit.
    pub start: usize,
    /// End.
    pub end: usize,
}

/// Every quantity of time (`90 минути`, `30 сек.`, `2 часа`, `тридесет минути`). A number that
/// is part of a time of day (`14.30 ч.`, `9:45 ч.`) is not a quantity.
pub fn durations(text: &str) -> Vec<Duration> {
    durations_in(text, &counted(text))
}

/// [`durations`] from the text's [`counted`] numbers.
pub fn durations_in(text: &str, counted: &[Counted<'_>]) -> Vec<Duration> {
    counted
        .iter()
        .filter(|c| !part_of_clock_time(text, &c.number))
        .filter_map(|c| {
            let unit = time_unit(&c.word)?;
            let secs = match unit {
                TimeUnit::Seconds => c.number.value,
                TimeUnit::Minutes => c.number.value.saturating_mul(60),
                TimeUnit::Hours => c.number.value.saturating_mul(3600),
            };
            Some(Duration { seconds: secs, unit, start: c.number.start, end: c.end })
        })
        .collect()
}

/// True when digits are the minutes or hours of a time of day (`14.30`, `9:45`).
fn part_of_clock_time(text: &str, n: &Number) -> bool {
    if n.in_words {
        return false;
    }
    let before = &text[..n.start];
    let after = &text[n.end..];
    let sep_before = before.ends_with(['.', ':'])
        && before[..before.len() - 1].ends_with(|c: char| c.is_ascii_digit());
    let sep_after =
        after.starts_with(['.', ':']) && after[1..].starts_with(|c: char| c.is_ascii_digit());
    sep_before || sep_after
}

/// Moves (`40 хода`, `40 ходів`, `перші 40 ходів`).
pub fn moves(text: &str) -> Vec<(u64, usize, usize)> {
    moves_in(&counted(text))
}

/// [`moves`] from the text's [`counted`] numbers.
pub fn moves_in(counted: &[Counted<'_>]) -> Vec<(u64, usize, usize)> {
    counted
        .iter()
        .filter(|c| {
            matches!(c.word.as_str(), "хода" | "ходове" | "ходи" | "ходів" | "ходу" | "moves")
        })
        .map(|c| (c.number.value, c.number.start, c.end))
        .collect()
}

/// A money amount in prose.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Amount {
    /// The amount, exact.
    pub amount: Points,
    /// ISO 4217 code.
    pub currency: &'static str,
    /// Span of the amount and its currency.
    pub start: usize,
    /// End.
    pub end: usize,
}

/// Every money amount (`30 (тридесет) лв.`, `1000 лева`, `15 000 грн.`, `200,00 лв.`).
pub fn amounts(text: &str) -> Vec<Amount> {
    scan::money(text)
        .into_iter()
        .filter_map(|m| {
            let (start, end) = m.whole;
            // Not a number glued to a word before it.
            if text[..start].ends_with(|ch: char| ch.is_alphanumeric()) {
                return None;
            }
            let int: String = text[m.int.0..m.int.1].chars().filter(char::is_ascii_digit).collect();
            let frac = m.frac.map_or("", |f| &text[f.0..f.1]);
            let amount =
                Points::parse(&if frac.is_empty() { int } else { format!("{int}.{frac}") })?;
            let currency = crate::vocab::currency::code(&text[m.currency.0..m.currency.1])?;
            Some(Amount { amount, currency, start, end })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn durations_are_not_times_of_day() {
        let d = durations("от 14.30 ч. по 90 минути за 40 хода и 30 сек. на ход, 2 часа");
        let secs: Vec<u64> = d.iter().map(|d| d.seconds).collect();
        assert_eq!(secs, [5400, 30, 7200]);
        assert_eq!(moves("90 минути за 40 хода").iter().map(|m| m.0).collect::<Vec<_>>(), [40]);
    }

    #[test]
    fn money_with_words_spaces_and_decimals() {
        let a = amounts("такса в размер на 30 (тридесет) лв.; фонд 15 000 грн.; 200,00 лв.");
        let v: Vec<(String, &str)> = a.iter().map(|a| (a.amount.to_string(), a.currency)).collect();
        assert_eq!(v, [("30".into(), "BGN"), ("15000".into(), "UAH"), ("200".into(), "BGN")]);
    }
}
