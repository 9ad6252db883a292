//! Reading what prose states: numbers written in digits or in Bulgarian and Ukrainian words
//! ("30 (тридесет)", "у сім турів"), dates and date ranges ("от 11.03 – 20.03.2021 г.",
//! "з 4 по 13 червня 2021 року", "20–28.04.2012"), quantities of time ("90 минути",
//! "30 сек.", "2 часа"), moves, money ("30 лв.", "400 грн") and weekdays next to a date.
//!
//! Helpers only, for the prose-vs-facts and prose-hygiene checks; every finding is made by a
//! rule in `rules/`. Offsets are byte offsets into the text given.

use crate::checks::scan;
use crate::vocab::points::Points;
use jiff::civil::Date;
use std::sync::LazyLock;

/// A number found in prose.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Number {
    /// Its value.
    pub value: u64,
    /// Where it is written.
    pub start: usize,
    /// End (exclusive).
    pub end: usize,
    /// Written in words (`девет`), not digits.
    pub in_words: bool,
}

/// Bulgarian and Ukrainian number words (including inflected and colloquial forms) with
/// their values.
const NUMBER_WORDS: &[(&str, u64)] = &[
    // Bulgarian.
    ("нула", 0),
    ("един", 1),
    ("една", 1),
    ("едно", 1),
    ("два", 2),
    ("две", 2),
    ("двама", 2),
    ("три", 3),
    ("трима", 3),
    ("четири", 4),
    ("четирима", 4),
    ("пет", 5),
    ("петима", 5),
    ("шест", 6),
    ("шестима", 6),
    ("седем", 7),
    ("седмина", 7),
    ("осем", 8),
    ("осмина", 8),
    ("девет", 9),
    ("деветима", 9),
    ("десет", 10),
    ("десетима", 10),
    ("единадесет", 11),
    ("единайсет", 11),
    ("дванадесет", 12),
    ("дванайсет", 12),
    ("тринадесет", 13),
    ("тринайсет", 13),
    ("четиринадесет", 14),
    ("четиринайсет", 14),
    ("петнадесет", 15),
    ("петнайсет", 15),
    ("шестнадесет", 16),
    ("шестнайсет", 16),
    ("седемнадесет", 17),
    ("седемнайсет", 17),
    ("осемнадесет", 18),
    ("осемнайсет", 18),
    ("деветнадесет", 19),
    ("деветнайсет", 19),
    ("двадесет", 20),
    ("двайсет", 20),
    ("тридесет", 30),
    ("трийсет", 30),
    ("четиридесет", 40),
    ("четирийсет", 40),
    ("петдесет", 50),
    ("шестдесет", 60),
    ("седемдесет", 70),
    ("осемдесет", 80),
    ("деветдесет", 90),
    ("сто", 100),
    ("двеста", 200),
    ("триста", 300),
    ("четиристотин", 400),
    ("петстотин", 500),
    ("шестстотин", 600),
    ("седемстотин", 700),
    ("осемстотин", 800),
    ("деветстотин", 900),
    ("хиляда", 1000),
    // Ukrainian.
    ("нуль", 0),
    ("один", 1),
    ("одна", 1),
    ("одне", 1),
    ("одного", 1),
    ("дві", 2),
    ("двох", 2),
    ("трьох", 3),
    ("чотири", 4),
    ("чотирьох", 4),
    ("п'ять", 5),
    ("п'яти", 5),
    ("шість", 6),
    ("шести", 6),
    ("сім", 7),
    ("семи", 7),
    ("вісім", 8),
    ("восьми", 8),
    ("дев'ять", 9),
    ("дев'яти", 9),
    ("десять", 10),
    ("десяти", 10),
    ("одинадцять", 11),
    ("одинадцяти", 11),
    ("дванадцять", 12),
    ("дванадцяти", 12),
    ("тринадцять", 13),
    ("тринадцяти", 13),
    ("чотирнадцять", 14),
    ("п'ятнадцять", 15),
    ("шістнадцять", 16),
    ("сімнадцять", 17),
    ("вісімнадцять", 18),
    ("дев'ятнадцять", 19),
    ("двадцять", 20),
    ("двадцяти", 20),
    ("тридцять", 30),
    ("тридцяти", 30),
    ("сорок", 40),
    ("п'ятдесят", 50),
    ("шістдесят", 60),
    ("сімдесят", 70),
    ("вісімдесят", 80),
    ("дев'яносто", 90),
    ("двісті", 200),
    ("чотириста", 400),
    ("п'ятсот", 500),
    ("тисяча", 1000),
];

/// The number words sorted by spelling (a binary search is faster than hashing these short
/// words, and every word of every paragraph is looked up).
static NUMBER_WORD_VALUES: LazyLock<Vec<(&'static str, u64)>> = LazyLock::new(|| {
    let mut v = NUMBER_WORDS.to_vec();
    v.sort_unstable();
    v
});

/// The first and last letters of the number words, sorted: most words of a paragraph are
/// told apart from every number word by these two letters alone, without comparing strings.
static NUMBER_WORD_ENDS: LazyLock<Vec<u64>> = LazyLock::new(|| {
    let mut v: Vec<u64> = NUMBER_WORDS.iter().filter_map(|(w, _)| ends_key(w)).collect();
    v.sort_unstable();
    v.dedup();
    v
});

/// A word's first and last characters as one key.
fn ends_key(word: &str) -> Option<u64> {
    let mut chars = word.chars();
    let first = chars.next()?;
    let last = chars.next_back().unwrap_or(first);
    Some(u64::from(first) << 32 | u64::from(last))
}

/// The value of a lowercase number word with plain apostrophes.
fn number_word_value(word: &str) -> Option<u64> {
    // Every number word is Cyrillic, 6 to 26 bytes long.
    if !(6..=30).contains(&word.len()) || word.as_bytes()[0] < 0xC0 {
        return None;
    }
    NUMBER_WORD_ENDS.binary_search(&ends_key(word)?).ok()?;
    let v = &*NUMBER_WORD_VALUES;
    v.binary_search_by(|(w, _)| (*w).cmp(word)).ok().map(|i| v[i].1)
}

/// The value of one number word (apostrophes unified, case ignored). Lowercase words without a
/// typographic apostrophe are looked up as they are, without a copy.
pub fn number_word(word: &str) -> Option<u64> {
    // Every number word is at least three Cyrillic letters, and lowercasing keeps the length of
    // Cyrillic letters; most words of a paragraph are told apart by their first and last letters
    // before anything is copied or compared.
    if word.len() < 6 || !matches!(word.as_bytes()[0], 0xD0 | 0xD1) {
        return None;
    }
    let mut chars = word.chars();
    let first = scan::fold_char(chars.next()?);
    let last = chars.next_back().map_or(first, scan::fold_char);
    NUMBER_WORD_ENDS.binary_search(&(u64::from(first) << 32 | u64::from(last))).ok()?;
    let plain = !word.chars().any(|c| scan::is_uppercase(c) || matches!(c, '’' | 'ʼ' | '`'));
    if plain {
        return number_word_value(word);
    }
    let w = scan::lowercase(word).replace(['’', 'ʼ', '`'], "'");
    number_word_value(&w)
}

/// Numbers written in words: `тридесет`, `двадесет и пет`, `двадцять п'ять`, `сто и двадесет`.
/// A run of number words adds up when each is smaller than the one before (`двадесет и пет` =
/// 25); anything else ends the number.
pub fn words_numbers(text: &str) -> Vec<Number> {
    let found: Vec<(usize, usize, u64)> = scan::words(text)
        .filter(|&(s, e)| e - s <= 30)
        .filter_map(|(s, e)| number_word(&text[s..e]).map(|v| (s, e, v)))
        .collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < found.len() {
        let (start, mut end, v) = found[i];
        let (mut total, mut last) = (v, v);
        let mut j = i + 1;
        while let Some(&(s, e, v)) = found.get(j) {
            let gap = text[end..s].trim();
            let joined = gap.is_empty() || (matches!(gap, "и" | "і") && last >= 10);
            if joined && v < last && (last >= 100 || (last % 10 == 0 && v < 10)) {
                total += v;
                last = v;
                end = e;
                j += 1;
            } else {
                break;
            }
        }
        out.push(Number { value: total, start, end, in_words: true });
        i = j;
    }
    out
}

/// Every number in a text, in digits (whole numbers) or words, in written order.
pub fn numbers(text: &str) -> Vec<Number> {
    let mut out: Vec<Number> = scan::digit_runs(text)
        .filter_map(|(start, end)| {
            Some(Number { value: text[start..end].parse().ok()?, start, end, in_words: false })
        })
        .collect();
    out.extend(words_numbers(text));
    out.sort_by_key(|n| n.start);
    out
}

/// A number and the word that follows it (`9 кръга`, `девет кръга`, `9 (девет) кръга`): the
/// value, where the number starts, and the following word with its span. A number in words
/// in brackets after the digits is skipped over (`30 (тридесет) лв.`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Counted<'a> {
    /// The number.
    pub number: Number,
    /// The word after it, lowercase.
    pub word: String,
    /// The word as written.
    pub written: &'a str,
    /// Where the word ends.
    pub end: usize,
    /// The text before the number (up to 40 characters), lowercase.
    pub before: String,
}

/// Every number followed by a word.
pub fn counted(text: &str) -> Vec<Counted<'_>> {
    counted_in(text, &numbers(text))
}

/// [`counted`] from the text's [`numbers`] (computed once for every rule, see
/// [`crate::checks::Context`]).
pub fn counted_in<'a>(text: &'a str, nums: &[Number]) -> Vec<Counted<'a>> {
    let mut out = Vec::new();
    for (i, n) in nums.iter().enumerate() {
        // A number in words in brackets right after digits belongs to the digits.
        if n.in_words && i > 0 && text[..n.start].trim_end().ends_with('(') {
            continue;
        }
        let mut rest_at = n.end;
        let rest = &text[rest_at..];
        let trimmed = rest.trim_start();
        if let Some(inner) = trimmed.strip_prefix('(') {
            if let Some(close) = inner.find(')') {
                rest_at += rest.len() - trimmed.len() + 1 + close + 1;
            }
        }
        let after = &text[rest_at..];
        let skip = after.len() - after.trim_start().len();
        // Only blanks between the number and its word (no punctuation).
        if after[..skip].contains(['\n']) {
            continue;
        }
        let word_start = rest_at + skip;
        let Some(word_end) = scan::word_at(text, word_start) else { continue };
        let before_start = floor_char(text, n.start.saturating_sub(60));
        out.push(Counted {
            number: *n,
            word: scan::lowercase(&text[word_start..word_end]),
            written: &text[word_start..word_end],
            end: word_end,
            before: scan::lowercase(&text[before_start..n.start]),
        });
    }
    out
}

/// The greatest char boundary at or below `at`.
pub fn floor_char(text: &str, mut at: usize) -> usize {
    at = at.min(text.len());
    while !text.is_char_boundary(at) {
        at -= 1;
    }
    at
}

/// True when the number is one item of a list (`1, 2, 3 и 4 тура`, `5, 6 і 7 тури`): a comma
/// or a conjunction after another number right before it.
pub fn in_list(text: &str, n: &Number) -> bool {
    let before = text[..n.start].trim_end();
    if let Some(b) = before.strip_suffix(',') {
        return b.trim_end().ends_with(|c: char| c.is_ascii_digit());
    }
    for conj in [" и", " і", " та", " and", " или", " або", "-", "–"] {
        if let Some(b) = before.strip_suffix(conj) {
            return b.trim_end().ends_with(|c: char| c.is_ascii_digit());
        }
    }
    false
}

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
            let currency = crate::model::currency_code(&text[m.currency.0..m.currency.1])?;
            Some(Amount { amount, currency, start, end })
        })
        .collect()
}

/// Month names (Bulgarian, Ukrainian genitive and nominative, Roman numerals are not months).
pub fn month_word(word: &str) -> Option<i8> {
    let w = scan::lowercase(word);
    let w = w.trim_end_matches('.');
    const MONTHS: [&[&str]; 12] = [
        &["януари", "січня", "січень", "яну"],
        &["февруари", "лютого", "лютий", "фев"],
        &["март", "березня", "березень"],
        &["април", "квітня", "квітень", "апр"],
        &["май", "травня", "травень"],
        &["юни", "червня", "червень"],
        &["юли", "липня", "липень"],
        &["август", "серпня", "серпень", "авг"],
        &["септември", "вересня", "вересень", "сеп", "септ"],
        &["октомври", "жовтня", "жовтень", "окт"],
        &["ноември", "листопада", "листопад", "ное"],
        &["декември", "грудня", "грудень", "дек"],
    ];
    MONTHS.iter().position(|forms| forms.contains(&w)).map(|i| i as i8 + 1)
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
            let long_form = scan::lowercase(text[..from.start].trim_end()).ends_with("от")
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

/// Words before a count that make it something else than the total (`по 3 кръга` a day,
/// `първите 5 кръга`, `до 5 туру`).
const NOT_A_TOTAL: &[&str] = &[
    "по",
    "първите",
    "първи",
    "последните",
    "останалите",
    "следващите",
    "всеки",
    "след",
    "до",
    "перші",
    "перших",
    "останні",
    "останніх",
    "наступні",
    "кожні",
    "після",
    "через",
    "first",
    "last",
    "every",
];

/// The last word of a text, lowercase.
fn last_word(text: &str) -> String {
    scan::words(text).last().map(|(s, e)| scan::lowercase(&text[s..e])).unwrap_or_default()
}

/// Round counts written in prose: `в 9 кръга`, `9 (девет) кръга`, `у 11 турів`, `у сім турів`,
/// `9 здвоєних турів`. Round numbers (`1 тур`, `кръг 3`, `5, 6 і 7 тури`) and counts of
/// something else (`по 3 кръга на ден`, `първите 5 кръга`) are not counts of the event's rounds.
pub fn round_counts(text: &str) -> Vec<(Number, usize)> {
    round_counts_in(text, &counted(text))
}

/// [`round_counts`] from the text's [`counted`] numbers.
pub fn round_counts_in(text: &str, counted: &[Counted<'_>]) -> Vec<(Number, usize)> {
    let mut out = Vec::new();
    for c in counted {
        let n = c.number.value;
        let mut word = c.word.clone();
        let mut end = c.end;
        // One adjective between the number and the noun: `9 здвоєних турів`, `7 двойни кръга`.
        if !is_round_noun(&word, n) {
            let rest = &text[c.end..];
            let at = c.end + rest.len() - rest.trim_start().len();
            let Some(word_end) = scan::word_at(text, at) else { continue };
            word = scan::lowercase(&text[at..word_end]);
            end = word_end;
        }
        if !is_round_noun(&word, n) || in_list(text, &c.number) {
            continue;
        }
        if NOT_A_TOTAL.contains(&last_word(&c.before).as_str()) {
            continue;
        }
        out.push((c.number, end));
    }
    out
}

/// A noun for rounds in the form a count of `n` takes.
fn is_round_noun(word: &str, n: u64) -> bool {
    match word {
        "кръга" | "кръгове" | "турів" | "rounds" => n > 1,
        "тури" => (2..=4).contains(&(n % 10)) && !(12..=14).contains(&(n % 100)),
        _ => false,
    }
}

/// Words before a participant count that mark it as the field (`следните 10 състезателки`,
/// `серед 10 учасниць`); other counts of people (`по 3 състезатели`, `5 души`) are not.
const FIELD_MARKS: &[&str] = &[
    "следните",
    "следващите",
    "общо",
    "участват",
    "играят",
    "наступні",
    "серед",
    "загалом",
    "беруть",
    "грають",
    "допускаються",
    "участь",
    "всичко",
    "the",
];

/// Participant counts written in prose (`следните 10 състезателки`, `серед 10 учасниць`,
/// `8 отбора`, `12 команд`), with whether the noun counts teams.
pub fn participant_counts(text: &str) -> Vec<(Number, usize, bool)> {
    participant_counts_in(text, &counted(text))
}

/// [`participant_counts`] from the text's [`counted`] numbers.
pub fn participant_counts_in(text: &str, counted: &[Counted<'_>]) -> Vec<(Number, usize, bool)> {
    let mut out = Vec::new();
    for c in counted {
        let team = match c.word.as_str() {
            "отбора" | "отбори" | "команд" | "команди" | "teams" => true,
            "участници"
            | "участника"
            | "участнички"
            | "състезатели"
            | "състезателя"
            | "състезателки"
            | "шахматисти"
            | "шахматиста"
            | "шахматистки"
            | "учасників"
            | "учасниць"
            | "учасники"
            | "учасниці"
            | "шахістів"
            | "шахісток"
            | "шахісти"
            | "players"
            | "participants" => false,
            _ => continue,
        };
        if c.number.value < 2 || in_list(text, &c.number) {
            continue;
        }
        let before = last_word(&c.before);
        let field = FIELD_MARKS.contains(&before.as_str())
            || c.before.trim_end().ends_with("право на участие имат")
            || c.before.trim_end().ends_with("в турнира участват");
        if field {
            out.push((c.number, c.end, team));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_in_words_add_up() {
        let v = |t: &str| words_numbers(t).iter().map(|n| n.value).collect::<Vec<_>>();
        assert_eq!(v("такса от тридесет лева"), [30]);
        assert_eq!(v("двадесет и пет участници"), [25]);
        assert_eq!(v("двадцять п'ять учасників"), [25]);
        assert_eq!(v("у сім турів"), [7]);
        assert_eq!(v("девет или десет"), [9, 10]);
        assert_eq!(v("сто и двадесет"), [120]);
    }

    #[test]
    fn every_number_word_is_found_in_every_case() {
        for (w, v) in NUMBER_WORDS {
            assert_eq!(number_word(w), Some(*v), "{w}");
            assert_eq!(number_word(&w.to_uppercase()), Some(*v), "{w}");
            assert_eq!(number_word(&w.replace('\'', "’")), Some(*v), "{w}");
            let mut title = w.chars();
            let title: String =
                title.next().into_iter().flat_map(char::to_uppercase).chain(title).collect();
            assert_eq!(number_word(&title.replace('\'', "ʼ")), Some(*v), "{title}");
        }
        for w in ["петък", "дева", "сега", "тримата", "пет.", "сто1", "hundred", "пе"]
        {
            assert_eq!(number_word(w), None, "{w}");
        }
    }

    #[test]
    fn counted_words_skip_the_bracketed_number_word() {
        let c = counted("в размер на 30 (тридесет) лв. в 9 (девет) кръга");
        let pairs: Vec<(u64, &str)> = c.iter().map(|c| (c.number.value, c.word.as_str())).collect();
        assert_eq!(pairs, [(30, "лв"), (9, "кръга")]);
    }

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
    fn round_counts_leave_out_round_numbers_and_other_counts() {
        let v = |t: &str| round_counts(t).iter().map(|(n, _)| n.value).collect::<Vec<_>>();
        assert_eq!(v("всеки срещу всеки в 9 кръга"), [9]);
        assert_eq!(v("в 9 (девет) кръга"), [9]);
        assert_eq!(v("за швейцарською системою у 11 турів"), [11]);
        assert_eq!(v("9 здвоєних турів (18 партій)"), [9]);
        assert_eq!(v("у сім турів"), [7]);
        assert_eq!(v("17, 18, 19 і 20 червня – 1, 2, 3 і 4 тури"), Vec::<u64>::new());
        assert_eq!(v("1 тур – 9 тур: 11.00 – 16.00"), Vec::<u64>::new());
        assert_eq!(v("по 3 кръга на ден"), Vec::<u64>::new());
        assert_eq!(v("(по 3 тури)"), Vec::<u64>::new());
    }

    #[test]
    fn participant_counts_need_a_word_that_marks_the_field() {
        let v = |t: &str| {
            participant_counts(t).iter().map(|(n, _, t)| (n.value, *t)).collect::<Vec<_>>()
        };
        assert_eq!(v("Право на участие имат следните 10 състезателки:"), [(10, false)]);
        assert_eq!(v("серед 10 учасниць за коловою системою"), [(10, false)]);
        assert_eq!(v("отборите са от по 3 състезатели"), Vec::<(u64, bool)>::new());
        assert_eq!(v("в състав от 5 души"), Vec::<(u64, bool)>::new());
    }

    #[test]
    fn weekdays_next_to_dates() {
        let w = weekdays_by_dates("Събота, 17-ти юли 2022 г. и 18.12.2016 (НЕДЕЛЯ):");
        let v: Vec<(u8, Option<i8>)> = w.iter().map(|(d, _, _, date)| (*d, date.day)).collect();
        assert_eq!(v, [(5, Some(17)), (6, Some(18))]);
    }
}
