//! Ratings: the two tables of the Rating Regulations B.02 8.1 (p → dp, 8.1.1, which is also
//! the Title Regulations' table B.01 1.4.9; rating difference → expected score PD, 8.1.2), the
//! FIDE roundings, the average rating of a list and the tournament category it gives. Scoring
//! (TPR, rating change) and the checks (norms, categories) both read them from here.
//!
//! Sources: `docs/reference/rating-time-title.md` §3.1–3.2 and
//! `docs/reference/fide-tiebreaks-berger-trf.md` §4.
//!
//! Categories are the conventional 25-point bands (category 1 = 2251–2275 for the men's/open
//! scale; the women's scale is 200 points lower, category 1 = 2051–2075). See
//! `docs/reference/rating-time-title.md` §2.6.

/// dp for p = 0.50 … 1.00 in steps of 0.01 (table 8.1.1); dp(p) = −dp(1 − p).
const DP_UPPER: [i32; 51] = [
    0, 7, 14, 21, 29, 36, 43, 50, 57, 65, 72, 80, 87, 95, 102, 110, 117, 125, 133, 141, 149, 158,
    166, 175, 184, 193, 202, 211, 220, 230, 240, 251, 262, 273, 284, 296, 309, 322, 336, 351, 366,
    383, 401, 422, 444, 470, 501, 538, 589, 677, 800,
];

/// Upper bounds of the rating-difference bands of table 8.1.2: band `i` (PD of the
/// higher-rated player = 0.50 + i/100) covers differences up to `PD_BAND_MAX[i]`; above 735
/// PD is 1.00.
const PD_BAND_MAX: [u32; 50] = [
    3, 10, 17, 25, 32, 39, 46, 53, 61, 68, 76, 83, 91, 98, 106, 113, 121, 129, 137, 145, 153, 162,
    170, 179, 188, 197, 206, 215, 225, 235, 245, 256, 267, 278, 290, 302, 315, 328, 344, 357, 374,
    391, 411, 432, 456, 484, 517, 559, 619, 735,
];

/// dp for a fractional score given in hundredths (0..=100), table 8.1.1.
pub fn dp(p_hundredths: i64) -> i32 {
    let p = p_hundredths.clamp(0, 100);
    if p >= 50 {
        DP_UPPER[(p - 50) as usize]
    } else {
        -DP_UPPER[(50 - p) as usize]
    }
}

/// PD of the higher-rated player in hundredths for every difference 0..=735, built from
/// [`PD_BAND_MAX`] at compile time.
const PD_HIGHER: [u8; 736] = {
    let mut table = [0u8; 736];
    let mut d = 0;
    let mut band = 0;
    while d < 736 {
        while d > PD_BAND_MAX[band] as usize {
            band += 1;
        }
        table[d] = 50 + band as u8;
        d += 1;
    }
    table
};

/// Expected score in hundredths for a player whose rating exceeds the opponent's by `diff`
/// (negative when lower rated), table 8.1.2.
pub fn pd(diff: i64) -> i64 {
    let d = diff.unsigned_abs();
    let higher = if d < 736 { i64::from(PD_HIGHER[d as usize]) } else { 100 };
    if diff >= 0 {
        higher
    } else {
        100 - higher
    }
}

/// `num / den` rounded to the nearest integer, halves up (towards +∞). `den` must be positive.
pub fn div_round_half_up(num: i64, den: i64) -> i64 {
    let q = (2 * i128::from(num) + i128::from(den)).div_euclid(2 * i128::from(den));
    q.clamp(i128::from(i64::MIN), i128::from(i64::MAX)) as i64
}

/// `num / den` rounded to the nearest integer, halves away from zero. `den` must be positive.
pub fn div_round_half_away(num: i64, den: i64) -> i64 {
    let (n, d) = (i128::from(num), i128::from(den));
    let q = if n >= 0 { (2 * n + d) / (2 * d) } else { -((-2 * n + d) / (2 * d)) };
    q.clamp(i128::from(i64::MIN), i128::from(i64::MAX)) as i64
}

/// The FIDE standard-rating rules in force on a date: the K factors, the rating-difference cap
/// and how often it may be used, the K × games limit. Sources (quoted in
/// `docs/reference/rating-time-title.md` §3.3a, checked against published changes in
/// `tests/data/ratings/`):
///
/// | event starts | K new / junior / below 2400 / 2400 | cap |
/// |---|---|---|
/// | before 1 July 2009 | 25 / – / 15 / 10 | 350 in every game |
/// | 1 July 2009 – 30 June 2011 | 25 / – / 15 / 10 | 400 in every game |
/// | 1 July 2011 – 30 June 2014 | 30 / – / 15 / 10 | 400 in every game |
/// | 1 July 2014 – 30 June 2017 | 40 / 40 / 20 / 10, K × n ≤ 700 | 400 in every game |
/// | 1 July 2017 – 29 February 2024 | as above | 400, at most once per event for the higher-rated player |
/// | 1 March 2024 – 30 September 2025 | 40 / 40 (to the end of the year of the 18th birthday) / 20 / 10, K × n ≤ 700 | 400 in every game |
/// | from 1 October 2025 | as above | 400, none for players rated 2650 or more |
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RatingRules {
    /// The first day these rules apply to (`YYYY-MM-DD`), for notes.
    pub since: &'static str,
    /// K of a player with fewer than 30 rated games.
    pub k_new: u32,
    /// K of a junior rated below 2300 (`None`: no junior rule).
    pub k_junior: Option<u32>,
    /// The junior rule runs to the end of the year of the 18th birthday (otherwise to the
    /// birthday itself).
    pub junior_to_end_of_year: bool,
    /// K below 2400.
    pub k_below_2400: u32,
    /// K once 2400 has been reached.
    pub k_2400: u32,
    /// K is reduced so that K × games in the period ≤ 700.
    pub k_games_limit: bool,
    /// A rating difference above this counts as this (350 or 400).
    pub cap: u32,
    /// The higher-rated player may benefit from the cap in one game per event only (the game
    /// of the greatest difference).
    pub cap_once_per_event: bool,
    /// Players rated 2650 or more use the real difference.
    pub uncapped_from_2650: bool,
}

/// The rules in force for an event starting on `date` (the newest rules when unknown).
pub fn rating_rules(date: Option<jiff::civil::Date>) -> RatingRules {
    let modern = RatingRules {
        since: "2024-03-01",
        k_new: 40,
        k_junior: Some(40),
        junior_to_end_of_year: true,
        k_below_2400: 20,
        k_2400: 10,
        k_games_limit: true,
        cap: 400,
        cap_once_per_event: false,
        uncapped_from_2650: false,
    };
    let Some(date) = date else {
        return RatingRules { since: "2025-10-01", uncapped_from_2650: true, ..modern };
    };
    let old = RatingRules {
        since: "",
        k_new: 25,
        k_junior: None,
        junior_to_end_of_year: false,
        k_below_2400: 15,
        k_2400: 10,
        k_games_limit: false,
        cap: 350,
        cap_once_per_event: false,
        uncapped_from_2650: false,
    };
    use super::editions::{B02_2009, B02_2011, B02_2014, B02_2017, B02_2024, B02_2025};
    if date < B02_2009.in_force {
        RatingRules { since: "2006-04-01", ..old }
    } else if date < B02_2011.in_force {
        RatingRules { since: "2009-07-01", cap: 400, ..old }
    } else if date < B02_2014.in_force {
        RatingRules { since: "2011-07-01", cap: 400, k_new: 30, ..old }
    } else if date < B02_2017.in_force {
        RatingRules { since: "2014-07-01", junior_to_end_of_year: false, ..modern }
    } else if date < B02_2024.in_force {
        RatingRules {
            since: "2017-07-01",
            junior_to_end_of_year: false,
            cap_once_per_event: true,
            ..modern
        }
    } else if date < B02_2025.in_force {
        modern
    } else {
        RatingRules { since: "2025-10-01", uncapped_from_2650: true, ..modern }
    }
}

/// Σ expected score and Σ(score − expected) of a player rated `own` over games `(opponent's
/// rating, score in hundredths)`, under `rules` (see [`expected_per_game`]). Hundredths.
pub fn expected_and_delta(own: u32, games: &[(u32, i64)], rules: &RatingRules) -> (i64, i64) {
    let expected = expected_per_game(own, games, rules);
    let total: i64 = expected.iter().sum();
    let score: i64 = games.iter().map(|g| g.1).sum();
    (total, score - total)
}

/// The expected score of each game of a player rated `own` against `(opponent's rating, _)`,
/// under `rules`: each difference capped as the rules say (in the 2017–2024 rules the
/// higher-rated player is capped in the one game of the greatest difference only; the
/// lower-rated player always). Hundredths, in the order of `games`.
pub fn expected_per_game(own: u32, games: &[(u32, i64)], rules: &RatingRules) -> Vec<i64> {
    let cap = i64::from(rules.cap);
    let uncapped = rules.uncapped_from_2650 && own >= 2650;
    // The game where the higher-rated player may use the cap (the greatest difference).
    let once = rules.cap_once_per_event.then(|| {
        games
            .iter()
            .enumerate()
            .filter(|(_, (o, _))| i64::from(own) - i64::from(*o) > cap)
            .max_by_key(|(i, (o, _))| (i64::from(own) - i64::from(*o), std::cmp::Reverse(*i)))
            .map(|(i, _)| i)
    });
    games
        .iter()
        .enumerate()
        .map(|(i, (opp, _))| {
            let diff = i64::from(own) - i64::from(*opp);
            let used = if uncapped {
                diff
            } else if diff < -cap {
                -cap
            } else if diff > cap {
                match once {
                    Some(Some(j)) if j != i => diff,
                    _ => cap,
                }
            } else {
                diff
            };
            pd(used)
        })
        .collect()
}

/// Lowest average of category 1 on the open scale.
const OPEN_CATEGORY_ONE: u32 = 2251;
/// How much lower the women's scale is.
const WOMEN_OFFSET: u32 = 200;
/// Width of one category band.
const BAND: u32 = 25;

/// The average of `ratings` rounded to a whole number, .5 up (FIDE rounding, B.01 1.4.7).
/// Integer arithmetic only. `None` for an empty list.
pub fn average(ratings: &[u32]) -> Option<u32> {
    average_of_sum(ratings.iter().map(|&r| u64::from(r)).sum(), ratings.len() as u64)
}

/// [`average`] of `n` ratings that add up to `sum`.
pub fn average_of_sum(sum: u64, n: u64) -> Option<u32> {
    (n > 0).then(|| ((2 * sum + n) / (2 * n)) as u32)
}

/// The category of an average rating (`None` below category 1).
pub fn category(average: u32, women: bool) -> Option<u32> {
    let first = first_of_scale(women);
    (average >= first).then(|| (average - first) / BAND + 1)
}

/// The lowest and highest average of a category.
pub fn category_range(category: u32, women: bool) -> (u32, u32) {
    let low = first_of_scale(women) + category.saturating_sub(1) * BAND;
    (low, low + BAND - 1)
}

fn first_of_scale(women: bool) -> u32 {
    if women {
        OPEN_CATEGORY_ONE - WOMEN_OFFSET
    } else {
        OPEN_CATEGORY_ONE
    }
}

/// A number in Roman numerals (1–39), as Bulgarian regulations write categories.
pub fn roman(mut n: u32) -> String {
    let mut out = String::new();
    for (value, digits) in [(10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")] {
        while n >= value {
            out.push_str(digits);
            n -= value;
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tables_match_the_reference() {
        assert_eq!(dp(100), 800);
        assert_eq!(dp(0), -800);
        assert_eq!(dp(63), 95);
        assert_eq!(dp(33), -125);
        assert_eq!(dp(99), 677);
        assert_eq!(pd(0), 50);
        assert_eq!(pd(3), 50);
        assert_eq!(pd(4), 51);
        assert_eq!(pd(-100), 36);
        assert_eq!(pd(735), 99);
        assert_eq!(pd(736), 100);
        assert_eq!(pd(-800), 0);
        assert_eq!(pd(400), 92);
        // Every band edge of table 8.1.2.
        let mut lower = 0;
        for (i, max) in PD_BAND_MAX.iter().enumerate() {
            for d in [lower, *max] {
                assert_eq!(pd(i64::from(d)), 50 + i as i64, "difference {d}");
                assert_eq!(pd(-i64::from(d)), 50 - i as i64, "difference -{d}");
            }
            lower = max + 1;
        }
    }

    #[test]
    fn averages_round_half_up() {
        assert_eq!(average(&[2000, 2001]), Some(2001));
        assert_eq!(average(&[2000, 2000, 2001]), Some(2000));
        assert_eq!(average(&[]), None);
    }

    #[test]
    fn categories_follow_the_reference_table() {
        // Rows of §2.6: 1 = 2251–2275, 6 = 2376–2400, 23 = 2801–2825.
        assert_eq!(category(2250, false), None);
        assert_eq!(category(2251, false), Some(1));
        assert_eq!(category(2275, false), Some(1));
        assert_eq!(category(2376, false), Some(6));
        assert_eq!(category(2400, false), Some(6));
        assert_eq!(category(2825, false), Some(23));
        // Women's scale: category 1 = 2051–2075.
        assert_eq!(category(2051, true), Some(1));
        assert_eq!(category(2182, true), Some(6));
        assert_eq!(category(2170, true), Some(5));
        assert_eq!(category_range(6, true), (2176, 2200));
        assert_eq!(category_range(6, false), (2376, 2400));
    }

    #[test]
    fn rules_change_on_the_dates_fide_set() {
        use jiff::civil::date as d;
        assert_eq!(rating_rules(Some(d(2007, 3, 11))).cap, 350);
        assert_eq!(rating_rules(Some(d(2007, 3, 11))).k_below_2400, 15);
        assert_eq!(rating_rules(Some(d(2009, 7, 1))).cap, 400);
        assert_eq!(rating_rules(Some(d(2013, 6, 16))).k_new, 30);
        assert_eq!(rating_rules(Some(d(2013, 6, 16))).k_below_2400, 15);
        assert_eq!(rating_rules(Some(d(2014, 7, 1))).k_below_2400, 20);
        assert!(rating_rules(Some(d(2020, 1, 1))).cap_once_per_event);
        assert!(!rating_rules(Some(d(2024, 3, 1))).cap_once_per_event);
        assert!(!rating_rules(Some(d(2025, 9, 30))).uncapped_from_2650);
        assert!(rating_rules(Some(d(2025, 10, 1))).uncapped_from_2650);
    }

    #[test]
    fn each_period_starts_on_a_day_of_the_rating_table() {
        use super::super::editions::RATING;
        let days: Vec<String> = RATING.iter().map(|e| e.in_force.to_string()).collect();
        for e in RATING {
            let rules = rating_rules(Some(e.in_force));
            assert!(days.contains(&rules.since.to_string()), "{e:?}: {}", rules.since);
        }
    }

    #[test]
    fn the_cap_once_per_event_uses_the_greatest_difference() {
        use jiff::civil::date as d;
        // IM Morris (2416) beat four players 329–803 points lower (Hobsons Bay 2025).
        let games = [(1613, 100), (1671, 100), (1930, 100), (2087, 100)];
        let every = rating_rules(Some(d(2025, 8, 30)));
        let once = rating_rules(Some(d(2020, 1, 1)));
        // 2024 rules: three differences capped at 400 (.92), 329 → .88: 4 − 3.64 = .36.
        assert_eq!(expected_and_delta(2416, &games, &every), (364, 36));
        // 2017–2024: only 803 is capped (.92); 745 → 1.00, 486 → .96, 329 → .88: .24.
        assert_eq!(expected_and_delta(2416, &games, &once), (376, 24));
        // The lower-rated side is always capped: 1613 against 2416 expects .08.
        assert_eq!(expected_and_delta(1613, &[(2416, 0)], &once), (8, -8));
    }

    #[test]
    fn roman_numerals() {
        assert_eq!(roman(6), "VI");
        assert_eq!(roman(4), "IV");
        assert_eq!(roman(19), "XIX");
    }
}
