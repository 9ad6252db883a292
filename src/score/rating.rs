//! FIDE rating tables (Rating Regulations B.02 8.1.1 and 8.1.2), the rating-based tie-breaks
//! of C.07 Art. 10 (ARO, TPR, PTP), and the rating change of a player (K rules, 400-point rule).
//! All arithmetic is in integers: probabilities and scores in hundredths.

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

/// Expected score in hundredths for a player whose rating exceeds the opponent's by `diff`
/// (negative when lower rated), table 8.1.2.
pub fn pd(diff: i64) -> i64 {
    let d = diff.unsigned_abs();
    let band = PD_BAND_MAX.iter().position(|max| d <= u64::from(*max));
    let higher = match band {
        Some(i) => 50 + i as i64,
        None => 100,
    };
    if diff >= 0 {
        higher
    } else {
        100 - higher
    }
}

/// `num / den` rounded to the nearest integer, halves up (towards +∞). `den` must be positive.
pub fn div_round_half_up(num: i64, den: i64) -> i64 {
    (2 * num + den).div_euclid(2 * den)
}

/// `num / den` rounded to the nearest integer, halves away from zero. `den` must be positive.
pub fn div_round_half_away(num: i64, den: i64) -> i64 {
    if num >= 0 {
        (2 * num + den) / (2 * den)
    } else {
        -((-2 * num + den) / (2 * den))
    }
}

/// Average rating of opponents (10.1): mean rounded to the nearest integer, .5 up.
pub fn average_rating(ratings: &[u32]) -> Option<i64> {
    if ratings.is_empty() {
        return None;
    }
    let sum: i64 = ratings.iter().map(|r| i64::from(*r)).sum();
    Some(div_round_half_up(sum, ratings.len() as i64))
}

/// Tournament performance rating (10.2): ARO + dp(p), p = score / games rounded to hundredths
/// half-up. `score_hundredths` is the game score (1 / ½ / 0 per game) in hundredths.
pub fn performance_rating(score_hundredths: i64, ratings: &[u32]) -> Option<i64> {
    let aro = average_rating(ratings)?;
    let p = div_round_half_up(score_hundredths, ratings.len() as i64);
    Some(aro + i64::from(dp(p)))
}

/// Perfect tournament performance (10.3): the lowest integer rating R whose expected score
/// against the opponents (table 8.1.2, no 400-point cap) reaches the score. A zero score gives
/// the lowest opponent rating − 800.
pub fn perfect_performance(score_hundredths: i64, ratings: &[u32]) -> Option<i64> {
    let lowest = i64::from(*ratings.iter().min()?);
    let highest = i64::from(*ratings.iter().max()?);
    if score_hundredths <= 0 {
        return Some(lowest - 800);
    }
    let expected = |r: i64| -> i64 { ratings.iter().map(|o| pd(r - i64::from(*o))).sum() };
    // Expected score is non-decreasing in R; binary search the lowest R that reaches the score.
    let (mut lo, mut hi) = (lowest - 800, highest + 800);
    if expected(hi) < score_hundredths {
        return Some(hi);
    }
    while lo < hi {
        let mid = lo + (hi - lo) / 2;
        if expected(mid) >= score_hundredths {
            hi = mid;
        } else {
            lo = mid + 1;
        }
    }
    Some(lo)
}

/// Facts about a player that decide the K-factor (Rating Regulations 8.3.3).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct KFactorFacts {
    /// Fewer than 30 rated games completed before this event.
    pub new_player: bool,
    /// The event falls in or before the calendar year of the player's 18th birthday.
    pub junior: bool,
    /// The player's published rating has ever reached 2400.
    pub reached_2400: bool,
}

/// K-factor for a player rated `rating` playing `games` rated games in the period: 40 for new
/// players and juniors below 2300, 10 once 2400 has been reached, otherwise 20; reduced so that
/// K × games ≤ 700.
pub fn k_factor(rating: u32, facts: KFactorFacts, games: u32) -> u32 {
    let k = if facts.reached_2400 || rating >= 2400 {
        10
    } else if facts.new_player || (facts.junior && rating < 2300) {
        40
    } else {
        20
    };
    if games > 0 && k * games > 700 {
        700 / games
    } else {
        k
    }
}

/// Rating change of a player rated `own` over games `(opponent rating, game score in
/// hundredths)` with factor `k`. Differences above 400 count as 400 unless `uncapped` (players
/// rated 2650 or more in standard chess from 1 October 2025). Result rounded half away from zero.
pub fn rating_change(own: u32, games: &[(u32, i64)], k: u32, uncapped: bool) -> i64 {
    let sum: i64 = games
        .iter()
        .map(|(opp, score)| {
            let mut diff = i64::from(own) - i64::from(*opp);
            if !uncapped {
                diff = diff.clamp(-400, 400);
            }
            score - pd(diff)
        })
        .sum();
    div_round_half_away(sum * i64::from(k), 100)
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
    }

    /// Reference 1.12 (c), TBS-verified.
    #[test]
    fn performance_vectors() {
        let four = [2200, 2100, 2000, 1900];
        assert_eq!(average_rating(&four), Some(2050));
        assert_eq!(performance_rating(250, &four), Some(2145));
        assert_eq!(perfect_performance(250, &four), Some(2147));
        assert_eq!(performance_rating(400, &four), Some(2850));
        assert_eq!(perfect_performance(400, &four), Some(2936));
        assert_eq!(performance_rating(0, &four), Some(1250));
        assert_eq!(perfect_performance(0, &four), Some(1100));
        let three = [1800, 1800, 1800];
        assert_eq!(performance_rating(100, &three), Some(1675));
        assert_eq!(perfect_performance(100, &three), Some(1679));
        assert_eq!(performance_rating(200, &three), Some(1925));
        assert_eq!(perfect_performance(200, &three), Some(1922));
        let five = [2400, 2300, 2200, 2100, 2000];
        assert_eq!(performance_rating(350, &five), Some(2349));
        assert_eq!(perfect_performance(350, &five), Some(2368));
        assert_eq!(average_rating(&[]), None);
    }

    /// Worked example of the reference (rating-time-title 3.3).
    #[test]
    fn rating_change_example() {
        let facts = KFactorFacts::default();
        assert_eq!(k_factor(2000, facts, 2), 20);
        assert_eq!(rating_change(2000, &[(2100, 100)], 20, false), 13);
        assert_eq!(rating_change(2000, &[(1500, 50)], 20, false), -8);
        assert_eq!(k_factor(2000, KFactorFacts { junior: true, ..facts }, 18), 38);
        assert_eq!(k_factor(2000, KFactorFacts { junior: true, ..facts }, 17), 40);
        assert_eq!(k_factor(2450, facts, 9), 10);
        assert_eq!(k_factor(2000, facts, 36), 19);
        assert_eq!(div_round_half_up(39750, 20), 1988);
        assert_eq!(div_round_half_away(-25, 10), -3);
    }
}
