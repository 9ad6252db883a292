//! Which currency is legal tender in a country on a date, and the lev → euro conversion.
//!
//! Bulgaria: lev (BGN) until 31 December 2025, euro from 1 January 2026 at the irrevocable rate
//! 1 EUR = 1.95583 BGN, amounts converted with the full rate and rounded half-up to cents.
//! Ukraine: hryvnia (UAH). Source: `docs/reference/rating-time-title.md` §4.1.

use crate::model::{Lang, Regulation};
use crate::vocab::points::Points;
use jiff::civil::{date, Date};

/// The day Bulgaria adopted the euro.
pub const BULGARIAN_EURO_DAY: Date = date(2026, 1, 1);

/// BGN per EUR, in hundred-thousandths (1.95583).
const BGN_PER_EUR_E5: i64 = 195_583;

/// The ISO 3166 country a regulation is for: `event.country`, else from the language.
pub fn country(reg: &Regulation) -> Option<String> {
    if let Some(c) = &reg.event.country {
        return Some(c.value.to_uppercase());
    }
    match reg.lang {
        Lang::Bg => Some("BG".into()),
        Lang::Uk => Some("UA".into()),
        Lang::En => None,
    }
}

/// The currency in force in `country` on `day`, or `None` for countries the tool does not know.
pub fn in_force(country: &str, day: Date) -> Option<&'static str> {
    match country {
        "BG" if day < BULGARIAN_EURO_DAY => Some("BGN"),
        "BG" => Some("EUR"),
        "UA" => Some("UAH"),
        _ => None,
    }
}

/// A lev amount in euro, half-up to cents (exact integer arithmetic).
pub fn bgn_to_eur(lev: Points) -> Points {
    let cents = i128::from(lev.hundredths()) * 100_000;
    let d = i128::from(BGN_PER_EUR_E5);
    let q = if cents >= 0 { (2 * cents + d) / (2 * d) } else { -((-2 * cents + d) / (2 * d)) };
    Points(q as i64)
}

/// An amount with two decimals (`15.34`), as money is written.
pub fn money_text(amount: Points) -> String {
    let h = amount.hundredths();
    let sign = if h < 0 { "-" } else { "" };
    let a = h.unsigned_abs();
    format!("{sign}{}.{:02}", a / 100, a % 100)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lev_converts_to_euro_at_the_fixed_rate() {
        // Reference §4.1: 100 лв. = 51.13 €, 200 лв. = 102.26 €, 30 лв. = 15.34 €.
        assert_eq!(money_text(bgn_to_eur(Points::whole(100))), "51.13");
        assert_eq!(money_text(bgn_to_eur(Points::whole(200))), "102.26");
        assert_eq!(money_text(bgn_to_eur(Points::whole(30))), "15.34");
        assert_eq!(money_text(bgn_to_eur(Points::whole(400))), "204.52");
    }

    #[test]
    fn currency_changes_on_new_year_2026() {
        assert_eq!(in_force("BG", date(2025, 12, 31)), Some("BGN"));
        assert_eq!(in_force("BG", date(2026, 1, 1)), Some("EUR"));
        assert_eq!(in_force("UA", date(2013, 6, 16)), Some("UAH"));
        assert_eq!(in_force("FR", date(2013, 6, 16)), None);
    }
}
