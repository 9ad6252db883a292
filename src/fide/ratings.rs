//! Field strength: the average rating of a list and the tournament category it gives.
//!
//! Categories are the conventional 25-point bands (category 1 = 2251–2275 for the men's/open
//! scale; the women's scale is 200 points lower, category 1 = 2051–2075). See
//! `shared/reference/rating-time-title.md` §2.6.

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
