//! FIDE's editions as data: which text of the Laws of Chess (Handbook E.01), the tie-break
//! regulations (C.07), the rating regulations (B.02) and the title regulations (B.01) applies on
//! a day. Each table is the only place its dates are kept: the checks of a cited edition read
//! the Laws' table, scoring reads C.07's (`score::edition`), the rating rules and the standard
//! rate of play read B.02's (`ratings::rating_rules`, `time::STANDARD_RATE_OF_PLAY`).
//!
//! Sources: `docs/reference/fide-editions.md` gives, for every date, where it was read (the
//! Laws' own introductions, FIDE's announcements and the Handbook's page headers).

use jiff::civil::{date, Date};

/// When and by whom an edition was adopted, as precisely as its source gives it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Approval {
    /// The year.
    pub year: i16,
    /// The month, when the source gives it.
    pub month: Option<i8>,
    /// The day, when the source gives it.
    pub day: Option<i8>,
    /// The body that adopted it, in English (`93rd FIDE Congress, Chennai`).
    pub by: &'static str,
}

impl Approval {
    /// The day of the approval, when the source gives the day.
    pub fn date(&self) -> Option<Date> {
        Date::new(self.year, self.month?, self.day?).ok()
    }
}

/// One edition of a FIDE text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Edition {
    /// The first day it applies (the day it "comes into force", or "takes effect").
    pub in_force: Date,
    /// When it was adopted (`None` where no source read gives it).
    pub approved: Option<Approval>,
    /// The Handbook's chapter or page name, when it has one (`E012023`).
    pub handbook: Option<&'static str>,
}

const fn approved(year: i16, month: i8, day: i8, by: &'static str) -> Option<Approval> {
    Some(Approval {
        year,
        month: if month > 0 { Some(month) } else { None },
        day: if day > 0 { Some(day) } else { None },
        by,
    })
}

/// The Laws of Chess, oldest first: each edition from the day it came into force until the day
/// the next one did.
pub static LAWS: &[Edition] = &[
    Edition { in_force: date(1989, 1, 1), approved: None, handbook: None },
    Edition { in_force: date(1997, 7, 1), approved: None, handbook: None },
    Edition {
        in_force: date(2001, 7, 1),
        approved: approved(2000, 11, 0, "71st FIDE Congress, Istanbul"),
        handbook: None,
    },
    Edition { in_force: date(2005, 7, 1), approved: None, handbook: None },
    Edition {
        in_force: date(2009, 7, 1),
        approved: approved(2008, 11, 0, "FIDE Congress, Dresden"),
        handbook: None,
    },
    Edition {
        in_force: date(2014, 7, 1),
        approved: approved(2013, 10, 0, "84th FIDE Congress, Tallinn"),
        handbook: None,
    },
    Edition {
        in_force: date(2017, 7, 1),
        approved: approved(
            2016,
            9,
            0,
            "87th FIDE Congress, Baku, and the 2017 Presidential Board, Athens",
        ),
        handbook: None,
    },
    Edition {
        in_force: date(2018, 1, 1),
        approved: approved(2017, 0, 0, "88th FIDE Congress, Goynuk (Antalya)"),
        handbook: Some("E012018"),
    },
    Edition {
        in_force: date(2023, 1, 1),
        approved: approved(2022, 8, 7, "93rd FIDE Congress (General Assembly), Chennai"),
        handbook: Some("E012023"),
    },
];

/// The 2023 rewrite of the tie-break regulations C.07 ("Play-off and Tie-Break Regulations",
/// with the dummy opponent): binding for FIDE's own events from this day, for every FIDE-rated
/// event from 1 April 2024. Before it the older text applied.
pub const C07_2023: Edition = Edition {
    in_force: date(2023, 9, 1),
    approved: approved(2023, 8, 1, "FIDE Council"),
    handbook: Some("TieBreakRegulations2023"),
};

/// The tie-break regulations C.07 since the 2023 rewrite, oldest first. The April and August
/// 2024 texts only clarify the 2023 one; March 2026 changes what is computed (the dummy
/// opponent's cap, the Buchholz family barred from round robins).
pub static TIE_BREAKS: &[Edition] = &[
    C07_2023,
    Edition {
        in_force: date(2024, 4, 1),
        approved: approved(2023, 12, 14, "FIDE Council"),
        handbook: Some("TieBreakRegulations042024"),
    },
    Edition {
        in_force: date(2024, 8, 1),
        approved: approved(2024, 7, 29, "FIDE Council"),
        handbook: Some("TieBreakRegulations082024"),
    },
    C07_2026,
];

/// The March 2026 edition of C.07.
pub const C07_2026: Edition = Edition {
    in_force: date(2026, 3, 1),
    approved: approved(2026, 2, 2, "FIDE Council"),
    handbook: Some("TieBreakRegulations032026"),
};

/// The rating regulations B.02 by the periods whose rules differ (the cap of the rating
/// difference, K, the rate of play), oldest first.
pub static RATING: &[Edition] =
    &[B02_2006, B02_2009, B02_2011, B02_2014, B02_2017, B02_2022, B02_2024, B02_2025];

/// B.02 from 1 April 2006: a difference above 350 counts as 350.
pub const B02_2006: Edition =
    Edition { in_force: date(2006, 4, 1), approved: None, handbook: None };
/// B.02 from 1 July 2009: the cap is 400.
pub const B02_2009: Edition =
    Edition { in_force: date(2009, 7, 1), approved: None, handbook: None };
/// B.02 from 1 July 2011: K 30 for new players.
pub const B02_2011: Edition =
    Edition { in_force: date(2011, 7, 1), approved: None, handbook: None };
/// B.02 from 1 July 2014: K 40 / 40 (juniors) / 20 / 10, K × n ≤ 700.
pub const B02_2014: Edition =
    Edition { in_force: date(2014, 7, 1), approved: None, handbook: None };
/// B.02 from 1 July 2017: the 400-point rule once per event for the higher-rated player.
pub const B02_2017: Edition =
    Edition { in_force: date(2017, 7, 1), approved: None, handbook: None };
/// B.02 from 1 January 2022: the standard rate of play by the bands 2400 / 1800.
pub const B02_2022: Edition =
    Edition { in_force: date(2022, 1, 1), approved: None, handbook: Some("B022022") };
/// B.02 from 1 March 2024: the 400-point rule in every game again.
pub const B02_2024: Edition = Edition {
    in_force: date(2024, 3, 1),
    approved: approved(2023, 12, 15, "FIDE Council"),
    handbook: Some("B022024"),
};
/// The amendment of 1 October 2025: no cap for players rated 2650 or more.
pub const B02_2025: Edition =
    Edition { in_force: date(2025, 10, 1), approved: None, handbook: None };

/// The title regulations B.01 the norm arithmetic follows (applied from 1 January 2024).
pub static TITLES: &[Edition] =
    &[Edition { in_force: date(2024, 1, 1), approved: None, handbook: Some("B012024") }];

/// The edition of `table` in force on `day`: the last one in force on or before it (`None`
/// before the first edition the table knows).
pub fn in_force(table: &'static [Edition], day: Date) -> Option<&'static Edition> {
    table.iter().rev().find(|e| e.in_force <= day)
}

/// The edition of `table` that came into force on exactly `day`.
pub fn entered_on(table: &'static [Edition], day: Date) -> Option<&'static Edition> {
    table.iter().find(|e| e.in_force == day)
}

/// The edition of `table` adopted on exactly `day` (only editions whose source gives the day).
pub fn approved_on(table: &'static [Edition], day: Date) -> Option<&'static Edition> {
    table.iter().find(|e| e.approved.and_then(|a| a.date()) == Some(day))
}

/// The edition that followed `edition` in `table`.
pub fn next(table: &'static [Edition], edition: &Edition) -> Option<&'static Edition> {
    table.iter().find(|e| e.in_force > edition.in_force)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_tables_are_in_order() {
        for table in [LAWS, TIE_BREAKS, RATING, TITLES] {
            assert!(table.windows(2).all(|w| w[0].in_force < w[1].in_force));
            for e in table {
                if let Some(a) = e.approved {
                    assert!(a.year <= e.in_force.year(), "{e:?}");
                    assert!(a.date().is_none_or(|d| d < e.in_force), "{e:?}");
                }
            }
        }
    }

    #[test]
    fn the_laws_in_force_follow_the_calendar() {
        let on = |y, m, d| in_force(LAWS, date(y, m, d)).map(|e| e.in_force);
        assert_eq!(on(2013, 6, 16), Some(date(2009, 7, 1)));
        assert_eq!(on(2017, 12, 31), Some(date(2017, 7, 1)));
        assert_eq!(on(2019, 2, 23), Some(date(2018, 1, 1)));
        assert_eq!(on(2024, 5, 19), Some(date(2023, 1, 1)));
        assert_eq!(on(1988, 12, 31), None);
        assert!(entered_on(LAWS, date(2011, 7, 1)).is_none());
        assert_eq!(approved_on(LAWS, date(2022, 8, 7)).map(|e| e.in_force), Some(date(2023, 1, 1)));
        let e2017 = entered_on(LAWS, date(2017, 7, 1)).expect("2017");
        assert_eq!(next(LAWS, e2017).map(|e| e.in_force), Some(date(2018, 1, 1)));
    }
}
