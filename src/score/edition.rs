//! Which edition of the FIDE tie-break regulations (Handbook C.07) applies.
//!
//! The editions differ only in how unplayed rounds enter tie-breaks (Art. 15–16) and in a few
//! additions of March 2026. Semantics are identical from September 2023 to February 2026, so
//! those texts are one edition here.

use crate::vocab::fide::editions::{C07_2023, C07_2026};
use jiff::civil::Date;
use serde::Serialize;
use std::fmt;

/// An edition of C.07, as far as it changes computed values.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
pub enum Edition {
    /// Until 31 August 2023: an unplayed round is a game against a "virtual opponent"; the
    /// opponents' unplayed rounds count as draws.
    Pre2023,
    /// 1 September 2023 to 28 February 2026: dummy opponent with the participant's own final
    /// score (Art. 16.4), adjusted opponent scores (16.3), cut exception (16.5).
    Y2023,
    /// From 1 March 2026: as [`Edition::Y2023`] with the dummy score capped (16.4.1/16.4.2) and
    /// round-robin forfeits kept unplayed for rating tie-breaks and forfeit losses for Art. 7.
    Y2026,
}

impl Edition {
    /// The edition in force on `start` (the event's start date, TRF record 042).
    pub fn for_date(start: Date) -> Edition {
        if start < C07_2023.in_force {
            Edition::Pre2023
        } else if start < C07_2026.in_force {
            Edition::Y2023
        } else {
            Edition::Y2026
        }
    }

    /// Parses `pre2023`, `2023`, `2024` (same rules as 2023) or `2026`.
    pub fn parse(text: &str) -> Option<Edition> {
        match text.trim().to_ascii_lowercase().as_str() {
            "pre2023" | "pre-2023" | "2022" => Some(Edition::Pre2023),
            "2023" | "2024" | "2025" => Some(Edition::Y2023),
            "2026" => Some(Edition::Y2026),
            _ => None,
        }
    }

    /// True for the editions with the dummy opponent (September 2023 onwards).
    pub fn has_dummy_opponent(self) -> bool {
        self != Edition::Pre2023
    }
}

impl Edition {
    /// The edition in words, in a language (English: as [`Edition`] displays).
    pub fn words(self, lang: crate::vocab::Lang) -> String {
        use crate::vocab::Lang;
        match (self, lang) {
            (_, Lang::En) => self.to_string(),
            (Edition::Pre2023, Lang::Bg) => "преди 2023 г.".to_string(),
            (Edition::Y2023, Lang::Bg) => "2023 г. (септ. 2023 – февр. 2026)".to_string(),
            (Edition::Y2026, Lang::Bg) => "2026 г. (от март 2026)".to_string(),
            (Edition::Pre2023, Lang::Uk) => "до 2023 р.".to_string(),
            (Edition::Y2023, Lang::Uk) => "2023 р. (вер. 2023 – лют. 2026)".to_string(),
            (Edition::Y2026, Lang::Uk) => "2026 р. (з березня 2026)".to_string(),
        }
    }
}

impl fmt::Display for Edition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Edition::Pre2023 => "pre-2023",
            Edition::Y2023 => "2023 (Sep 2023 – Feb 2026)",
            Edition::Y2026 => "2026 (from Mar 2026)",
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use jiff::civil::date;

    #[test]
    fn editions_change_on_the_official_dates() {
        assert_eq!(Edition::for_date(date(2023, 8, 31)), Edition::Pre2023);
        assert_eq!(Edition::for_date(date(2023, 9, 1)), Edition::Y2023);
        assert_eq!(Edition::for_date(date(2026, 2, 28)), Edition::Y2023);
        assert_eq!(Edition::for_date(date(2026, 3, 1)), Edition::Y2026);
        assert_eq!(Edition::parse("2024"), Some(Edition::Y2023));
        assert_eq!(Edition::parse("pre2023"), Some(Edition::Pre2023));
        assert_eq!(Edition::parse("1999"), None);
    }
}
