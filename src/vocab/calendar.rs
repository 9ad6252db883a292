//! Bulgarian and Ukrainian calendar words, one table of each: weekday names (with inflected
//! forms and abbreviations) and month names. The calendar arithmetic itself comes from `jiff`.

use crate::vocab::Lang;
use jiff::civil::{Date, Weekday};

/// The full weekday names: index 0 = Monday … 6 = Sunday; Bulgarian, then Ukrainian in every
/// case a date is written with (nominative, accusative `у суботу`, genitive), then English. The
/// first is the dictionary form used when rendering.
pub const WEEKDAY_NAMES: [&[&str]; 7] = [
    &["понеделник", "понеділок", "понеділка", "monday"],
    &["вторник", "вівторок", "вівторка", "tuesday"],
    &["сряда", "середа", "середу", "середи", "wednesday"],
    &["четвъртък", "четвер", "четверга", "thursday"],
    &["петък", "п'ятниця", "п'ятницю", "п'ятниці", "friday"],
    &["събота", "субота", "суботу", "суботи", "saturday"],
    &["неделя", "неділя", "неділю", "неділі", "sunday"],
];

/// The weekday abbreviations: Bulgarian, and the two-letter forms both languages write.
pub const WEEKDAY_SHORT: [[&str; 2]; 7] = [
    ["пон", "пн"],
    ["вто", "вт"],
    ["сря", "ср"],
    ["чет", "чт"],
    ["пет", "пт"],
    ["съб", "сб"],
    ["нед", "нд"],
];

/// The English weekday abbreviations.
pub const WEEKDAY_SHORT_EN: [&str; 7] = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"];

/// Every spelling of each weekday: its names, then its abbreviations.
fn weekday_forms(index: usize) -> impl Iterator<Item = &'static str> {
    WEEKDAY_NAMES[index]
        .iter()
        .chain(&WEEKDAY_SHORT[index])
        .chain(std::iter::once(&WEEKDAY_SHORT_EN[index]))
        .copied()
}

/// Normalises a weekday word: lowercase, apostrophes unified, surrounding punctuation and a
/// leading preposition (`у`, `в`) removed.
fn normalise(word: &str) -> String {
    let lower = word.to_lowercase().replace(['’', 'ʼ', '`'], "'");
    let trimmed = lower.trim_matches(|c: char| !c.is_alphanumeric() && c != '\'');
    let trimmed =
        trimmed.strip_prefix("у-").or_else(|| trimmed.strip_prefix("в-")).unwrap_or(trimmed);
    trimmed.trim_end_matches('.').to_string()
}

/// The weekday a written word names (0 = Monday), or `None` if it names none.
pub fn weekday_from_word(word: &str) -> Option<u8> {
    let w = normalise(word);
    (0..7).find(|&i| weekday_forms(i).any(|f| f == w)).map(|i| i as u8)
}

/// The weekday a word names when it is a weekday's full name in any of its forms (`събота`,
/// `неділю`, `п'ятниця`, `Sunday`), not an abbreviation (`пн`, `съб.`), case and apostrophes
/// aside.
pub fn full_weekday(word: &str) -> Option<u8> {
    let w = normalise(word);
    (0..7).find(|&i| WEEKDAY_NAMES[i].iter().any(|f| *f == w)).map(|i| i as u8)
}

/// All accepted weekday spellings (for suggestions).
pub fn weekday_words() -> impl Iterator<Item = &'static str> {
    (0..7).flat_map(weekday_forms)
}

/// The weekday spellings of one language, for a did-you-mean that stays in the file's language
/// (a Bulgarian file is never offered the Ukrainian `субота`).
pub fn weekday_words_in(lang: Lang) -> impl Iterator<Item = &'static str> {
    (0..7).flat_map(move |i| {
        weekday_forms(i).filter(move |w| {
            let ascii = w.is_ascii();
            let uk_letter = w.contains(['і', 'ї', 'є', 'ґ', '\'']);
            let bg_letter = w.contains(['ъ', 'ы']);
            match lang {
                Lang::En => ascii,
                // Ukrainian forms have a Ukrainian letter or are one of the shared abbreviations
                // and the few forms written alike (`середа`, `субота` are Ukrainian only).
                Lang::Uk => {
                    !ascii && !bg_letter && (uk_letter || UK_ONLY.contains(w) || SHARED.contains(w))
                }
                Lang::Bg => !ascii && !uk_letter && !UK_ONLY.contains(w),
            }
        })
    })
}

/// Ukrainian weekday forms without a letter only Ukrainian has.
const UK_ONLY: &[&str] =
    &["середа", "середу", "середи", "четвер", "четверга", "субота", "суботу", "суботи"];
/// Abbreviations both languages write alike.
const SHARED: &[&str] = &["пн", "вт", "ср", "чт", "пт", "сб", "нд"];

/// The weekday of a date, 0 = Monday … 6 = Sunday.
pub fn weekday_index(date: Date) -> u8 {
    match date.weekday() {
        Weekday::Monday => 0,
        Weekday::Tuesday => 1,
        Weekday::Wednesday => 2,
        Weekday::Thursday => 3,
        Weekday::Friday => 4,
        Weekday::Saturday => 5,
        Weekday::Sunday => 6,
    }
}

/// The weekday's name in a language (nominative).
pub fn weekday_name(index: u8, lang: Lang) -> &'static str {
    const BG: [&str; 7] =
        ["понеделник", "вторник", "сряда", "четвъртък", "петък", "събота", "неделя"];
    const UK: [&str; 7] =
        ["понеділок", "вівторок", "середа", "четвер", "п’ятниця", "субота", "неділя"];
    const EN: [&str; 7] =
        ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
    let i = (index as usize).min(6);
    match lang {
        Lang::Bg => BG[i],
        Lang::Uk => UK[i],
        Lang::En => EN[i],
    }
}

/// The names of a month.
#[derive(Clone, Copy, Debug)]
pub struct MonthNames {
    /// Bulgarian (the same after a day number: `11 март`).
    pub bg: &'static str,
    /// Ukrainian after a day number (genitive: `1 червня`).
    pub uk: &'static str,
    /// Ukrainian alone (nominative: `червень`), also written after a day by mistake.
    pub uk_nominative: &'static str,
    /// English.
    pub en: &'static str,
    /// Abbreviations regulations write (`септ.`, `авг.`), lowercase, without their dot.
    pub short: &'static [&'static str],
}

const fn m(
    bg: &'static str,
    uk: &'static str,
    uk_nominative: &'static str,
    en: &'static str,
    short: &'static [&'static str],
) -> MonthNames {
    MonthNames { bg, uk, uk_nominative, en, short }
}

/// The twelve months, January first: the one table of month names (rendering, the prose
/// reader, the checks and the import all read it).
pub const MONTHS: [MonthNames; 12] = [
    m("януари", "січня", "січень", "January", &["яну"]),
    m("февруари", "лютого", "лютий", "February", &["фев"]),
    m("март", "березня", "березень", "March", &[]),
    m("април", "квітня", "квітень", "April", &["апр"]),
    m("май", "травня", "травень", "May", &[]),
    m("юни", "червня", "червень", "June", &[]),
    m("юли", "липня", "липень", "July", &[]),
    m("август", "серпня", "серпень", "August", &["авг"]),
    m("септември", "вересня", "вересень", "September", &["сеп", "септ"]),
    m("октомври", "жовтня", "жовтень", "October", &["окт"]),
    m("ноември", "листопада", "листопад", "November", &["ное"]),
    m("декември", "грудня", "грудень", "December", &["дек"]),
];

/// The month (1–12) a lowercase word names: a Bulgarian or Ukrainian name (genitive or
/// nominative) or an abbreviation, with or without a final dot. English names are not read in
/// prose (`may`, `march` are words).
pub fn month_from_lowercase(word: &str) -> Option<i8> {
    let w = word.strip_suffix('.').unwrap_or(word);
    MONTHS
        .iter()
        .position(|m| m.bg == w || m.uk == w || m.uk_nominative == w || m.short.contains(&w))
        .map(|i| i as i8 + 1)
}

/// The month's name as used after a day number: Bulgarian (does not inflect), Ukrainian
/// genitive (`1 червня`), English.
pub fn month_in_date(month: i8, lang: Lang) -> &'static str {
    let names = &MONTHS[(month.clamp(1, 12) - 1) as usize];
    match lang {
        Lang::Bg => names.bg,
        Lang::Uk => names.uk,
        Lang::En => names.en,
    }
}

/// A date written out for the language: `11 март 2021 г.`, `16 червня 2013 р.`, `11 March 2021`.
pub fn format_date(date: Date, lang: Lang) -> String {
    let month = month_in_date(date.month(), lang);
    match lang {
        Lang::Bg => format!("{} {} {} г.", date.day(), month, date.year()),
        Lang::Uk => format!("{} {} {} р.", date.day(), month, date.year()),
        Lang::En => format!("{} {} {}", date.day(), month, date.year()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_inflected_and_abbreviated_weekdays() {
        assert_eq!(weekday_from_word("неделя"), Some(6));
        assert_eq!(weekday_from_word("(петък)"), Some(4));
        assert_eq!(weekday_from_word("П’ятниця"), Some(4));
        assert_eq!(weekday_from_word("неділю"), Some(6));
        assert_eq!(weekday_from_word("Съб."), Some(5));
        assert_eq!(weekday_from_word("кръг"), None);
    }

    #[test]
    fn weekday_words_stay_in_their_language() {
        let bg: Vec<&str> = weekday_words_in(Lang::Bg).collect();
        let uk: Vec<&str> = weekday_words_in(Lang::Uk).collect();
        assert!(bg.contains(&"събота") && !bg.contains(&"субота") && !bg.contains(&"неділя"));
        assert!(uk.contains(&"субота") && uk.contains(&"неділю") && !uk.contains(&"събота"));
        assert!(!uk.contains(&"петък") && !bg.contains(&"monday"));
    }

    #[test]
    fn weekday_comes_from_the_calendar() {
        // 11 March 2021 was a Thursday; 11 March 2007 a Sunday.
        assert_eq!(weekday_index(jiff::civil::date(2021, 3, 11)), 3);
        assert_eq!(weekday_index(jiff::civil::date(2007, 3, 11)), 6);
        assert_eq!(format_date(jiff::civil::date(2013, 6, 16), Lang::Uk), "16 червня 2013 р.");
    }
}
