//! Quantities in prose: time (`90 минути`, `30 сек.`, `2 часа`), moves (`40 хода`) and money
//! (`30 (тридесет) лв.`, `15 000 грн.`). Offsets are byte offsets into the text given.

use crate::prose::chars::lowercase;
use crate::prose::number::{counted, Counted, Number};
use crate::prose::text::{tokens, Kind, Token};
use crate::vocab::points::Points;
use crate::vocab::Lang;

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

/// The unit a word names (`минути`, `мин.`, `хв`, `сек`, `часа`, `год`), in the language of the
/// text: `година`, `години`, `год.` are hours in Ukrainian (`1 година 30 хвилин`) and years in
/// Bulgarian (`родени след 01 януари 2010 година`, `до 12 години`), so a Bulgarian text never
/// reads them as time. Latin letters that look like Cyrillic ones are read as Cyrillic (`cек.`).
pub fn time_unit(word: &str, lang: Lang) -> Option<TimeUnit> {
    let w = crate::prose::text::folded_word(word);
    let w = w.trim_end_matches('.');
    Some(match w {
        "секунда" | "секунди" | "секунд" | "секундата" | "сек" | "с" | "s" | "sec" | "seconds"
        | "секундами" => TimeUnit::Seconds,
        "минута" | "минути" | "минутата" | "мин" | "минут" | "хвилина" | "хвилини" | "хвилин"
        | "хвилинами" | "хв" | "min" | "minutes" => TimeUnit::Minutes,
        "час" | "часа" | "часът" | "ч" | "h" | "hours" | "hour" => TimeUnit::Hours,
        "година" | "години" | "годин" | "год" if lang != Lang::Bg => {
            TimeUnit::Hours
        }
        _ => return None,
    })
}

/// A quantity of time in prose, in seconds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Duration {
    /// Seconds.
    pub seconds: u64,
    /// The unit written (the smaller one of `1 ч. 30 мин.`).
    pub unit: TimeUnit,
    /// Span of the number and its unit.
    pub start: usize,
    /// End.
    pub end: usize,
}

/// Every quantity of time (`90 минути`, `30 сек.`, `2 часа`, `тридесет минути`, `1 ч. 30 мин.`
/// as one amount of 90 minutes), in the language of the text (see [`time_unit`]). A number that
/// is part of a time of day (`14.30 ч.`, `9:45 ч.`) is not a quantity.
pub fn durations(text: &str, lang: Lang) -> Vec<Duration> {
    durations_in(text, &counted(text), lang)
}

/// [`durations`] from the text's [`counted`] numbers.
pub fn durations_in(text: &str, counted: &[Counted<'_>], lang: Lang) -> Vec<Duration> {
    let mut out: Vec<Duration> = Vec::new();
    for c in counted.iter().filter(|c| !part_of_clock_time(text, &c.number)) {
        let Some(unit) = time_unit(&c.word, lang) else { continue };
        let secs = match unit {
            TimeUnit::Seconds => c.number.value,
            TimeUnit::Minutes => c.number.value.saturating_mul(60),
            TimeUnit::Hours => c.number.value.saturating_mul(3600),
        };
        let d = Duration { seconds: secs, unit, start: c.number.start, end: c.end };
        // `1 ч. 30 мин.`, `1 година 30 хвилин`, `2 часа и 15 минути`: one amount.
        if let Some(prev) = out.last_mut() {
            let between =
                text[prev.end..d.start].trim_matches(|ch: char| ch.is_whitespace() || ch == '.');
            let joined = between.is_empty() || matches!(between, "и" | "і" | "та" | "and");
            let smaller = matches!(
                (prev.unit, d.unit),
                (TimeUnit::Hours, TimeUnit::Minutes) | (TimeUnit::Minutes, TimeUnit::Seconds)
            ) && d.seconds < if prev.unit == TimeUnit::Hours { 3600 } else { 60 };
            if joined && smaller && prev.unit == TimeUnit::Hours {
                prev.seconds += d.seconds;
                prev.unit = d.unit;
                prev.end = d.end;
                continue;
            }
        }
        out.push(d);
    }
    out
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

/// A default time stated in prose (`Запізнення на тур - 10 хвилин`, `допустимо закъснение до
/// 15 минути`, `Дозволений час спізнення – 30 хвилин`): its minutes and where they are written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DefaultTime {
    /// Minutes.
    pub minutes: u64,
    /// Span of the number and its unit.
    pub start: usize,
    /// End.
    pub end: usize,
}

/// Words of a sentence about how late a player may arrive.
const LATE_STEMS: &[&str] = &["закъсн", "спізн", "запізн", "изчакван", "очікуван"];
/// Words of a sentence about being late for something else than a game (the technical meeting,
/// the entries, a fee for late entry).
const NOT_A_GAME: &[&str] = &[
    "конференц",
    "нарад",
    "заявк",
    "регистрац",
    "реєстрац",
    "такс",
    "внес",
    "настаняван",
    "поселен",
];

/// Every default time a text states: in a sentence about arriving late for a game, the first
/// time in minutes or hours after the word (`закъснение`, `запізнення`, `спізнення`,
/// `изчакване`), up to the clause's end (`;`), or else the last one right before it (`15 минути
/// закъснение`). `durations` are the text's ([`durations_in`]); `0 минути` is a default time too.
pub fn default_times_in(
    t: &[Token<'_>],
    sentences: &[(usize, usize)],
    durations: &[Duration],
) -> Vec<DefaultTime> {
    let mut out = Vec::new();
    for &(a, b) in sentences {
        let words = &t[crate::prose::text::token_at(t, a)..crate::prose::text::token_at(t, b)];
        let Some(cue) = words.iter().find(|w| w.starts_any(LATE_STEMS)) else { continue };
        let clause_end =
            words.iter().find(|w| w.start > cue.end && w.is_punct(';')).map_or(b, |w| w.start);
        let clause_start =
            words.iter().rev().find(|w| w.end <= cue.start && w.is_punct(';')).map_or(a, |w| w.end);
        if words
            .iter()
            .any(|w| w.start >= clause_start && w.end <= clause_end && w.starts_any(NOT_A_GAME))
        {
            continue;
        }
        let time = |d: &&Duration| d.unit != TimeUnit::Seconds;
        let after =
            durations.iter().filter(time).find(|d| d.start >= cue.end && d.end <= clause_end);
        let before = || {
            durations.iter().filter(time).rfind(|d| d.start >= clause_start && d.end <= cue.start)
        };
        if let Some(d) = after.or_else(before) {
            out.push(DefaultTime { minutes: d.seconds / 60, start: d.start, end: d.end });
        }
    }
    out
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

/// Every money amount (`30 (тридесет) лв.`, `1000 лева`, `15 000 грн.`, `200,00 лв.`, `15лв.`,
/// `€ 20` is not one: the currency follows the amount), read from the text's tokens.
pub fn amounts(text: &str) -> Vec<Amount> {
    amounts_in(text, &tokens(text))
}

/// [`amounts`] from the text's tokens.
pub fn amounts_in(text: &str, t: &[Token<'_>]) -> Vec<Amount> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < t.len() {
        match amount_at(text, t, i) {
            Some((a, next)) => {
                out.push(a);
                i = next;
            }
            None => i += 1,
        }
    }
    out
}

/// The blanks between two tokens, when they are only blanks on one line.
fn blank(text: &str, a: &Token<'_>, b: &Token<'_>) -> Option<usize> {
    let between = &text[a.end..b.start];
    (!between.contains('\n') && between.chars().all(char::is_whitespace)).then_some(between.len())
}

/// The amount whose first digits are token `i`, and the token after its currency.
fn amount_at(text: &str, t: &[Token<'_>], i: usize) -> Option<(Amount, usize)> {
    let first = t.get(i).filter(|x| x.kind == Kind::Number)?;
    // Not a number glued to a word or a number before it (`B2`, `1.500`'s second part).
    if i > 0 && blank(text, &t[i - 1], first) == Some(0) {
        let p = &t[i - 1];
        if p.kind != Kind::Punct || p.is_punct('.') || p.is_punct(',') {
            return None;
        }
    }
    let mut int = first.text.to_string();
    let mut j = i + 1;
    // `15 000`: groups of three digits after one blank.
    if first.text.len() <= 3 {
        while let Some(g) = t.get(j) {
            let spaced =
                blank(text, &t[j - 1], g) == Some(1) && text[t[j - 1].end..g.start] == *" ";
            if g.kind == Kind::Number && g.text.len() == 3 && spaced {
                int.push_str(g.text);
                j += 1;
            } else {
                break;
            }
        }
    }
    // `200,00`, `7.50`: the decimals glued to the number.
    let mut frac = "";
    if let (Some(sep), Some(d)) = (t.get(j), t.get(j + 1)) {
        if (sep.is_punct(',') || sep.is_punct('.'))
            && blank(text, &t[j - 1], sep) == Some(0)
            && blank(text, sep, d) == Some(0)
            && d.kind == Kind::Number
            && d.text.len() <= 2
        {
            frac = d.text;
            j += 2;
        }
    }
    // `30 (тридесет) лв.`: a short note in brackets between the amount and its currency.
    if t.get(j).is_some_and(|x| x.is_punct('(')) {
        if let Some(close) = (j + 1..t.len().min(j + 12)).find(|&k| t[k].is_punct(')')) {
            if text[t[j].end..t[close].start].chars().count() <= 40 {
                j = close + 1;
            }
        }
    }
    let cur = t.get(j)?;
    blank(text, &t[j - 1], cur)?;
    let currency = crate::vocab::currency::code(cur.text)?;
    let mut end = cur.end;
    let mut next = j + 1;
    // `лв.`, `грн.`: the abbreviation's dot.
    if let Some(dot) = t.get(j + 1).filter(|d| d.is_punct('.') && d.start == cur.end) {
        if cur.text.chars().count() <= 3 && cur.kind == Kind::Word {
            end = dot.end;
            next = j + 2;
        }
    }
    let amount = Points::parse(&if frac.is_empty() { int } else { format!("{int}.{frac}") })?;
    Some((Amount { amount, currency, start: first.start, end }, next))
}

/// A time control read from a sentence: its periods (minutes, and the moves each is for), the
/// increment in seconds, and whether the increment counts from the first move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Control {
    /// The periods in order: minutes and the moves the period is for (`None`: to the end).
    pub periods: Vec<(u32, Option<u32>)>,
    /// The increment per move, in seconds.
    pub increment: Option<u32>,
    /// `от първия`, `починаючи з першого`: the increment counts from move 1.
    pub from_first: bool,
    /// Where the first period is written.
    pub start: usize,
    /// Where the last value read ends.
    pub end: usize,
}

/// Words before an amount of time that make it something else than a period of play: the time
/// a player may be late (`Запізнення на тур 15 хвилин`, `Очікування суперника … 60 хвилин`).
const LATE_WORDS: &[&str] =
    &["закъсн", "запізн", "спізн", "очікуван", "изчакван", "отсъств", "неявяван"];

/// Words that say the increment counts from the first move.
const FROM_FIRST: &[&str] = &[
    "от първия",
    "от самото начало",
    "считано от първия",
    "починаючи з першого",
    "починаючи з 1",
    "з першого ходу",
    "from move 1",
    "from the first move",
];

/// The time control a sentence gives (`15 минути на състезател за цялата партия + 5 сек. на
/// ход`, `90 хвилин на перші 40 ходів плюс 30 хвилин … з додаванням 30 секунд`, `2 часа за 40
/// хода плюс 1 час`), or `None` when it gives no period of play. An amount of time after the
/// words for lateness is the default time, not a period; a period written after the increment
/// belongs to another control (a play-off, a second tournament) and ends the reading.
pub fn time_control(text: &str, lang: Lang) -> Option<Control> {
    let counted = counted(text);
    let ds = durations_in(text, &counted, lang);
    let mv = moves_in(&counted);
    let lower = lowercase(text);
    let same_offsets = lower.len() == text.len();
    let mut periods: Vec<(u32, Option<u32>)> = Vec::new();
    let mut increment = None;
    let (mut start, mut end) = (usize::MAX, 0);
    for (k, d) in ds.iter().enumerate() {
        if same_offsets {
            let from = crate::prose::number::floor_char(&lower, d.start.saturating_sub(60));
            let before = &lower[from..d.start];
            if LATE_WORDS.iter().any(|w| before.contains(w)) {
                continue;
            }
        }
        match d.unit {
            TimeUnit::Seconds => {
                if increment.is_none() && d.seconds <= 180 && !periods.is_empty() {
                    increment = Some(d.seconds as u32);
                    end = end.max(d.end);
                }
            }
            TimeUnit::Minutes | TimeUnit::Hours => {
                let minutes = d.seconds / 60;
                if minutes == 0 || minutes > 600 || d.seconds % 60 != 0 {
                    continue;
                }
                if increment.is_some() {
                    break;
                }
                let next = ds.get(k + 1).map_or(text.len(), |n| n.start);
                let moves = mv
                    .iter()
                    .find(|(_, s, _)| {
                        *s >= d.end && *s < next && text[d.end..*s].chars().count() < 45
                    })
                    .map(|(n, _, e)| {
                        end = end.max(*e);
                        *n as u32
                    });
                periods.push((minutes as u32, moves));
                start = start.min(d.start);
                end = end.max(d.end);
            }
        }
    }
    if periods.is_empty() {
        return shorthand(text, &lower);
    }
    let from_first = FROM_FIRST.iter().any(|w| lower.contains(w));
    Some(Control { periods, increment, from_first, start, end })
}

/// The players' shorthand after the word for a time control: `Контроль часу - 10 + 5` (minutes
/// plus seconds a move), `контрола 3+2`. Only where the sentence says it is the control, and only
/// one or two numbers around the plus (`10 + 5`, not a sum or a score).
fn shorthand(text: &str, lower: &str) -> Option<Control> {
    if !(lower.contains("контрол") || lower.contains("контроль")) {
        return None;
    }
    let bytes = text.as_bytes();
    let digits_back = |end: usize| {
        let start = bytes[..end].iter().rposition(|b| !b.is_ascii_digit()).map_or(0, |i| i + 1);
        (start, end)
    };
    for (i, _) in text.match_indices('+') {
        let left_end = text[..i].trim_end().len();
        let (ls, le) = digits_back(left_end);
        let right_start = i + 1 + (text[i + 1..].len() - text[i + 1..].trim_start().len());
        let re =
            right_start + bytes[right_start..].iter().take_while(|b| b.is_ascii_digit()).count();
        let whole = |a: usize, b: usize| {
            a < b
                && b - a <= 3
                && !bytes[..a].last().is_some_and(|c| c.is_ascii_alphanumeric() || *c == b'.')
                && !bytes[b..].first().is_some_and(|c| c.is_ascii_alphanumeric())
        };
        // `1+2+3` is a sum: no other plus beside the two numbers.
        let another_plus =
            text[re..].trim_start().starts_with('+') || text[..ls].trim_end().ends_with('+');
        if !(whole(ls, le) && whole(right_start, re)) || another_plus {
            continue;
        }
        let (minutes, seconds) =
            (text[ls..le].parse::<u32>().ok()?, text[right_start..re].parse::<u32>().ok()?);
        if !(1..=600).contains(&minutes) || seconds > 180 {
            continue;
        }
        let increment = (seconds > 0).then_some(seconds);
        return Some(Control {
            periods: vec![(minutes, None)],
            increment,
            from_first: false,
            start: ls,
            end: re,
        });
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn durations_are_not_times_of_day() {
        let d = durations("от 14.30 ч. по 90 минути за 40 хода и 30 сек. на ход, 2 часа", Lang::Bg);
        let secs: Vec<u64> = d.iter().map(|d| d.seconds).collect();
        assert_eq!(secs, [5400, 30, 7200]);
    }

    #[test]
    fn an_hour_and_minutes_are_one_amount_and_a_bulgarian_year_is_no_hour() {
        let secs =
            |t: &str, l: Lang| durations(t, l).iter().map(|d| d.seconds / 60).collect::<Vec<_>>();
        assert_eq!(secs("Контрола на игра – 1 ч. 30 мин. на състезател", Lang::Bg), [90]);
        assert_eq!(secs("Контроль часу – 1 година 30 хвилин до кінця партії", Lang::Uk), [90]);
        assert_eq!(secs("2 часа за 40 хода плюс 1 час до завършване", Lang::Bg), [120, 60]);
        assert!(secs("родени след 01 януари 2010 година", Lang::Bg).is_empty());
        assert!(secs("деца до 12 години", Lang::Bg).is_empty());
        assert_eq!(secs("по 2 години", Lang::Uk), [120]);
        // A Latin `c` in a Cyrillic unit.
        assert_eq!(
            durations("10 хв. + 5 cек.", Lang::Uk).iter().map(|d| d.seconds).collect::<Vec<_>>(),
            [600, 5]
        );
        assert_eq!(moves("90 минути за 40 хода").iter().map(|m| m.0).collect::<Vec<_>>(), [40]);
    }

    #[test]
    fn money_with_words_spaces_and_decimals() {
        let a = amounts("такса в размер на 30 (тридесет) лв.; фонд 15 000 грн.; 200,00 лв.");
        let v: Vec<(String, &str)> = a.iter().map(|a| (a.amount.to_string(), a.currency)).collect();
        assert_eq!(v, [("30".into(), "BGN"), ("15000".into(), "UAH"), ("200".into(), "BGN")]);
    }

    #[test]
    fn time_controls_as_regulations_write_them() {
        let show = |t: &str, l: Lang| {
            time_control(t, l).map(|c| {
                let mut s: Vec<String> = c
                    .periods
                    .iter()
                    .map(|(m, mv)| match mv {
                        Some(n) => format!("{m}/{n}"),
                        None => m.to_string(),
                    })
                    .collect();
                if let Some(i) = c.increment {
                    s.push(format!("+{i}"));
                }
                s.join(" ")
            })
        };
        for (text, lang, want) in [
            ("Контролата за игра е 15 минути на състезател за цялата партия + 5 сек. на ход, считано от първия.", Lang::Bg, "15 +5"),
            ("Контролата за игра е 90 минути за 40 хода и 30 минути на състезателка за завършване на партията с допълнително време по 30 секунди преди всеки изигран ход, считано от първия.", Lang::Bg, "90/40 30 +30"),
            ("Турнирите ще се прoвеждат по правилата на ФИДЕ (2 часа за 40 хода плюс 1 час до завършване на партията).", Lang::Bg, "120/40 60"),
            ("Контроль часу 3 хвилини плюс 2 секунди за кожний зроблений хід", Lang::Uk, "3 +2"),
            ("Контроль часу – 10 хв. + 5 cек. на кожний хід до закінчення партії кожному учаснику.", Lang::Uk, "10 +5"),
            ("90 хвилин на перші 40 ходів плюс 30 хвилин до закінчення партії кожному учаснику з додаванням 30 секунд за кожний зроблений хід, починаючи з першого.", Lang::Uk, "90/40 30 +30"),
            ("Контрола за игра: по 50 минути с 10 секунди добавка на ход.", Lang::Bg, "50 +10"),
            ("Контроль часу – 1 година 30 хвилин д", Lang::Uk, "90"),
            ("КОНТРОЛА: 15 минут", Lang::Bg, "15"),
            ("Контроль часу 15хв. кожному учаснику до закінчення партії.", Lang::Uk, "15"),
            ("Контролата за игра е 90 минути за цялата партия, с добавяне на 30 секунди допълнително за всеки изигран ход, започвайки от първия.", Lang::Bg, "90 +30"),
            // chess.kh.ua/events/view/1364 (Kharkiv, 2024): the players' shorthand.
            ("Контроль часу - 10 + 5. Запізнення на тур - 10 хвилин", Lang::Uk, "10 +5"),
            ("Контрола на времето: 3+2", Lang::Bg, "3 +2"),
        ] {
            assert_eq!(show(text, lang).as_deref(), Some(want), "{text}");
        }
        // A plus that is not a control: no word for a control, a phone number, a sum.
        assert_eq!(show("Награди: 100 + 50 лв.", Lang::Bg), None);
        assert_eq!(show("Телефон за контрол +359 888 123 456", Lang::Bg), None);
        assert_eq!(show("Контрол на точките: 1 + 2 + 3", Lang::Bg), None);
        let c = time_control(
            "90 минути за 40 хода и 30 минути с добавка 30 секунди от първия ход",
            Lang::Bg,
        )
        .unwrap();
        assert!(c.from_first);
        assert_eq!(show("Запізнення на тур 15 хвилин.", Lang::Uk), None);
        assert_eq!(show("Партиите ще се играят в продължение на 9 дни.", Lang::Bg), None);
    }
}
