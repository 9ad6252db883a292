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

/// Lowest average of category 1 on the open scale.
const OPEN_CATEGORY_ONE: u32 = 2251;
/// How much lower the women's scale is.
const WOMEN_OFFSET: u32 = 200;
/// Width of one category band.
const BAND: u32 = 25;

/// The average of `ratings` rounded to a whole number, .5 up (FIDE rounding, B.01 1.4.7).
/// Integer arithmetic only. `None` for an empty list.
pub fn average(ratings: &[u32]) -> Option<u32> {
    if ratings.is_empty() {
        return None;
    }
    let n = ratings.len() as u64;
    let sum: u64 = ratings.iter().map(|&r| u64::from(r)).sum();
    Some(((2 * sum + n) / (2 * n)) as u32)
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
    fn roman_numerals() {
        assert_eq!(roman(6), "VI");
        assert_eq!(roman(4), "IV");
        assert_eq!(roman(19), "XIX");
    }
}
