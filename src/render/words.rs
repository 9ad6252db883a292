//! Facts written as a federation writes them: money with the currency's sign in the document's
//! language (`30 лв.`, `400 грн`, `15,34 €`), countries by name, FIDE titles and norms in words,
//! and the grammatical gender of the participants (a women's event says `състезателки`,
//! `учасниці`). Sources for the usage: `docs/reference/document-words.md`.

use crate::model::{Lang, Money, Regulation, Title};
use crate::vocab::lang::{ph, Phrase};
use crate::vocab::points::Points;

/// Whether the participants are women (so the document's nouns are feminine).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Gender {
    /// Men, or mixed: the masculine forms (`участници`, `учасники`).
    #[default]
    Common,
    /// Women: the feminine forms (`участнички`, `учасниці`).
    Feminine,
}

/// The gender of an event: feminine when its title or name says it is for women (`за жени`,
/// `серед жінок`) or every listed player is a woman.
pub fn event_gender(reg: &Regulation) -> Gender {
    if reg.is_for_women() {
        Gender::Feminine
    } else {
        Gender::Common
    }
}

/// A number with a space (no-break) between thousands: `43 700`.
fn grouped(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push('\u{a0}');
        }
        out.push(c);
    }
    out
}

/// An amount: whole amounts without decimals (`30`), others with two and a decimal comma in
/// bg/uk (`15,34`, `1 500,50`), a point in English.
pub fn amount(a: Points, lang: Lang) -> String {
    let sign = if a.0 < 0 { "-" } else { "" };
    let h = a.0.unsigned_abs();
    let (whole, cents) = (h / 100, h % 100);
    let sep = if lang == Lang::En { "." } else { "," };
    if cents == 0 {
        format!("{sign}{}", grouped(whole))
    } else {
        format!("{sign}{}{sep}{cents:02}", grouped(whole))
    }
}

/// Money as the document's language writes it: `30 лв.`, `400 грн`, `15,34 €`; in English the
/// ISO code stays (`30 BGN`).
pub fn money(m: &Money, lang: Lang) -> String {
    let a = amount(m.amount, lang);
    let unit = match (m.currency.as_str(), lang) {
        (_, Lang::En) => return format!("{a} {}", m.currency),
        ("BGN", _) => "лв.",
        ("UAH", _) => "грн",
        ("EUR", _) => "€",
        ("USD", _) => "$",
        (other, _) => other,
    };
    format!("{a}\u{a0}{unit}")
}

/// A country by name, from its ISO 3166 code (`BG` → `България` / `Болгарія`); unknown codes
/// are returned as written.
pub fn country_name(code: &str, lang: Lang) -> String {
    let names: &[(&str, Phrase)] = &[
        ("BG", ph!(en: "Bulgaria", bg: "България", uk: "Болгарія")),
        ("UA", ph!(en: "Ukraine", bg: "Украйна", uk: "Україна")),
        ("RO", ph!(en: "Romania", bg: "Румъния", uk: "Румунія")),
        ("GR", ph!(en: "Greece", bg: "Гърция", uk: "Греція")),
        ("MK", ph!(en: "North Macedonia", bg: "Северна Македония", uk: "Північна Македонія")),
        ("RS", ph!(en: "Serbia", bg: "Сърбия", uk: "Сербія")),
        ("TR", ph!(en: "Türkiye", bg: "Турция", uk: "Туреччина")),
        ("PL", ph!(en: "Poland", bg: "Полша", uk: "Польща")),
        ("MD", ph!(en: "Moldova", bg: "Молдова", uk: "Молдова")),
        ("DE", ph!(en: "Germany", bg: "Германия", uk: "Німеччина")),
    ];
    let upper = code.trim().to_uppercase();
    match names.iter().find(|(c, ..)| *c == upper) {
        Some((_, name)) => name.get(lang).to_string(),
        None => code.to_string(),
    }
}

/// A FIDE title in words, for norms: `международен майстор`, `міжнародний гросмейстер`.
pub fn title_words(t: Title, lang: Lang) -> &'static str {
    let phrase = match t {
        Title::GM => {
            ph!(en: "Grandmaster", bg: "международен гросмайстор", uk: "міжнародний гросмейстер")
        }
        Title::IM => {
            ph!(en: "International Master", bg: "международен майстор", uk: "міжнародний майстер")
        }
        Title::FM => ph!(en: "FIDE Master", bg: "майстор на ФИДЕ", uk: "майстер ФІДЕ"),
        Title::CM => {
            ph!(en: "Candidate Master", bg: "кандидат-майстор на ФИДЕ", uk: "кандидат у майстри ФІДЕ")
        }
        Title::WGM => {
            ph!(en: "Woman Grandmaster", bg: "гросмайстор при жените", uk: "гросмейстер серед жінок")
        }
        Title::WIM => {
            ph!(en: "Woman International Master", bg: "международен майстор при жените", uk: "міжнародний майстер серед жінок")
        }
        Title::WFM => {
            ph!(en: "Woman FIDE Master", bg: "майстор на ФИДЕ при жените", uk: "майстер ФІДЕ серед жінок")
        }
        Title::WCM => {
            ph!(en: "Woman Candidate Master", bg: "кандидат-майстор на ФИДЕ при жените", uk: "кандидат у майстри ФІДЕ серед жінок")
        }
    };
    phrase.get(lang)
}

/// A title's short form as federations print it in lists: Latin in every language (`GM`,
/// `WIM`), as the seeds' lists and the FIDE rating list write them.
pub fn title_short(t: Title) -> &'static str {
    match t {
        Title::GM => "GM",
        Title::IM => "IM",
        Title::FM => "FM",
        Title::CM => "CM",
        Title::WGM => "WGM",
        Title::WIM => "WIM",
        Title::WFM => "WFM",
        Title::WCM => "WCM",
    }
}

/// "Norm of …" in words: `норма за международен майстор`, `норма міжнародного майстра`.
pub fn norm_words(t: Title, lang: Lang) -> String {
    match lang {
        Lang::Bg => format!("норма за {}", title_words(t, lang)),
        Lang::Uk => {
            let genitive = match t {
                Title::GM => "міжнародного гросмейстера",
                Title::IM => "міжнародного майстра",
                Title::WGM => "гросмейстера серед жінок",
                Title::WIM => "міжнародного майстра серед жінок",
                Title::FM => "майстра ФІДЕ",
                Title::WFM => "майстра ФІДЕ серед жінок",
                Title::CM => "кандидата у майстри ФІДЕ",
                Title::WCM => "кандидата у майстри ФІДЕ серед жінок",
            };
            format!("норма {genitive}")
        }
        Lang::En => format!("{} norm", title_words(t, lang)),
    }
}

/// Players, in the event's gender and the right number: `12 състезателки`, `2 учасниці`,
/// `5 учасників`.
pub fn players(n: u32, gender: Gender, lang: Lang) -> String {
    let forms = match (lang, gender) {
        (Lang::Bg, Gender::Common) => ("участник", "участници", "участници"),
        (Lang::Bg, Gender::Feminine) => ("участничка", "участнички", "участнички"),
        (Lang::Uk, Gender::Common) => ("учасник", "учасники", "учасників"),
        (Lang::Uk, Gender::Feminine) => ("учасниця", "учасниці", "учасниць"),
        (Lang::En, _) => ("player", "players", "players"),
    };
    super::i18n::count(n, lang, forms)
}

/// Opponents with a title, in the event's gender: `6 противнички с международно звание`.
pub fn titled_opponents(n: u32, gender: Gender, lang: Lang) -> String {
    let forms = match (lang, gender) {
        (Lang::Bg, Gender::Common) => {
            ("противник със звание", "противници със звание", "противници със звание")
        }
        (Lang::Bg, Gender::Feminine) => {
            ("противничка със звание", "противнички със звание", "противнички със звание")
        }
        (Lang::Uk, Gender::Common) => {
            ("суперник зі званням", "суперники зі званнями", "суперників зі званнями")
        }
        (Lang::Uk, Gender::Feminine) => {
            ("суперниця зі званням", "суперниці зі званнями", "суперниць зі званнями")
        }
        (Lang::En, _) => ("titled opponent", "titled opponents", "titled opponents"),
    };
    super::i18n::count(n, lang, forms)
}

/// The participants heading: `Участници` / `Участнички`, `Учасники` / `Учасниці`.
pub fn participants_heading(gender: Gender, lang: Lang) -> &'static str {
    match (lang, gender) {
        (Lang::Bg, Gender::Common) => "Участници",
        (Lang::Bg, Gender::Feminine) => "Участнички",
        (Lang::Uk, Gender::Common) => "Учасники",
        (Lang::Uk, Gender::Feminine) => "Учасниці",
        (Lang::En, _) => "Participants",
    }
}

/// The heading of an opponent's column: `Противник` / `Противничка`, `Суперник` / `Суперниця`.
pub fn opponent_heading(gender: Gender, lang: Lang) -> &'static str {
    match (lang, gender) {
        (Lang::Bg, Gender::Common) => "Противник",
        (Lang::Bg, Gender::Feminine) => "Противничка",
        (Lang::Uk, Gender::Common) => "Суперник",
        (Lang::Uk, Gender::Feminine) => "Суперниця",
        (Lang::En, _) => "Opponent",
    }
}

/// A move's ordinal as a limit: `30-ия ход`, `30-го ходу`, `move 30`.
pub fn move_ordinal(n: u32, lang: Lang) -> String {
    match lang {
        Lang::Bg => format!("{n}-ия ход"),
        Lang::Uk => format!("{n}-го ходу"),
        Lang::En => format!("move {n}"),
    }
}

/// A range of dates as the documents write it: `11 – 20 март 2007 г.`, `31 октомври – 4
/// ноември 2018 г.`, `16 – 26 червня 2013 р.`; one date when both are the same day.
pub fn date_range((start, end): (jiff::civil::Date, jiff::civil::Date), lang: Lang) -> String {
    use crate::vocab::calendar::{format_date, month_in_date};
    if start == end {
        format_date(start, lang)
    } else if start.year() == end.year() && start.month() == end.month() {
        format!("{} – {}", start.day(), format_date(end, lang))
    } else if start.year() == end.year() {
        format!(
            "{} {} – {}",
            start.day(),
            month_in_date(start.month(), lang),
            format_date(end, lang)
        )
    } else {
        format!("{} – {}", format_date(start, lang), format_date(end, lang))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn m(h: i64, c: &str) -> Money {
        Money { amount: Points(h), currency: c.to_string() }
    }

    #[test]
    fn money_reads_as_federations_write_it() {
        assert_eq!(money(&m(3000, "BGN"), Lang::Bg), "30\u{a0}лв.");
        assert_eq!(money(&m(40000, "UAH"), Lang::Uk), "400\u{a0}грн");
        assert_eq!(money(&m(1534, "EUR"), Lang::Bg), "15,34\u{a0}€");
        assert_eq!(money(&m(4_370_000, "BGN"), Lang::Bg), "43\u{a0}700\u{a0}лв.");
        assert_eq!(money(&m(3000, "BGN"), Lang::En), "30 BGN");
    }

    #[test]
    fn countries_and_norms_in_words() {
        assert_eq!(country_name("BG", Lang::Bg), "България");
        assert_eq!(country_name("ua", Lang::Uk), "Україна");
        assert_eq!(country_name("XX", Lang::Bg), "XX");
        assert_eq!(norm_words(Title::IM, Lang::Bg), "норма за международен майстор");
        assert_eq!(norm_words(Title::WIM, Lang::Uk), "норма міжнародного майстра серед жінок");
    }

    #[test]
    fn players_take_the_events_gender_and_number() {
        assert_eq!(players(2, Gender::Feminine, Lang::Uk), "2 учасниці");
        assert_eq!(players(10, Gender::Feminine, Lang::Uk), "10 учасниць");
        assert_eq!(players(12, Gender::Feminine, Lang::Bg), "12 участнички");
        assert_eq!(players(2, Gender::Common, Lang::Bg), "2 участници");
        assert_eq!(titled_opponents(6, Gender::Feminine, Lang::Bg), "6 противнички със звание");
    }

    #[test]
    fn date_ranges_name_the_month_and_year_once() {
        let d = |y, m, day| jiff::civil::date(y, m, day);
        assert_eq!(date_range((d(2007, 3, 11), d(2007, 3, 20)), Lang::Bg), "11 – 20 март 2007 г.");
        assert_eq!(
            date_range((d(2018, 10, 31), d(2018, 11, 4)), Lang::Bg),
            "31 октомври – 4 ноември 2018 г."
        );
        assert_eq!(
            date_range((d(2013, 6, 16), d(2013, 6, 26)), Lang::Uk),
            "16 – 26 червня 2013 р."
        );
        assert_eq!(date_range((d(2024, 6, 8), d(2024, 6, 8)), Lang::Uk), "8 червня 2024 р.");
        assert_eq!(
            date_range((d(2010, 12, 30), d(2011, 1, 3)), Lang::En),
            "30 December 2010 – 3 January 2011"
        );
    }
}
