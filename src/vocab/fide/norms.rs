//! FIDE title norms (Handbook B.01, applied from 1 January 2024): thresholds and the derived
//! "points needed" computation. The p → dp table of B.01 1.4.9 is B.02 table 8.1.1, kept once
//! in [`crate::vocab::fide::ratings::dp`] (a whole percentage is the same index as p in hundredths).
//!
//! Source: `docs/reference/rating-time-title.md` §2.1–2.4 and §3.2.

use crate::vocab::fide::ratings::dp;
use crate::vocab::points::Points;
use crate::vocab::Title;

/// Minimum number of games for a norm (B.01 1.4.1).
pub const MIN_GAMES: u32 = 9;

/// Minimum score for a norm, in percent (B.01 1.4.8).
pub const MIN_PERCENT: u32 = 35;

/// More games than any event has; norm arithmetic above it is not attempted (B.01 1.7 counts
/// at most 13 games of an event anyway).
pub const MAX_GAMES: u32 = 1000;

/// Rating counted for an unrated opponent (B.01 1.4.6).
pub const UNRATED_AS: u32 = 1400;

/// What a norm of one title needs (B.01 1.4.5–1.4.8, table of §2.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NormRequirements {
    /// The norm's title.
    pub title: Title,
    /// Performance Rp = Ra + dp at least this.
    pub performance: u32,
    /// Average rating of the opponents Ra at least this.
    pub min_average: u32,
    /// Rating floor: at most one opponent rated below it is counted at it.
    pub floor: u32,
}

/// The requirements of a norm title; `None` for titles without norms (FM, CM, WFM, WCM).
pub fn requirements(title: Title) -> Option<NormRequirements> {
    let (performance, min_average, floor) = match title {
        Title::GM => (2600, 2380, 2200),
        Title::IM => (2450, 2230, 2050),
        Title::WGM => (2400, 2180, 2000),
        Title::WIM => (2250, 2030, 1850),
        _ => return None,
    };
    Some(NormRequirements { title, performance, min_average, floor })
}

/// The norm titles, strongest first.
pub const NORM_TITLES: [Title; 4] = [Title::GM, Title::IM, Title::WGM, Title::WIM];

/// The score as a whole percentage of the games, .5 % rounded up (B.01 1.4.9).
pub fn percent(points: Points, games: u32) -> u32 {
    if games == 0 {
        return 0;
    }
    let h = points.hundredths().max(0) as u64; // hundredths of a point = percent × games
    let g = u64::from(games);
    ((2 * h + g) / (2 * g)) as u32
}

/// True when `points` from `games` against opponents averaging `ra` make a norm of `req`.
/// The 35 % minimum is applied to the exact score (4½ of 13 = 34.6 % is not enough, although
/// it rounds to 35 % for the dp table), as the reference tables do.
pub fn is_norm(req: &NormRequirements, ra: u32, points: Points, games: u32) -> bool {
    let p = percent(points, games);
    let exact_enough = points.hundredths() >= i64::from(MIN_PERCENT) * i64::from(games);
    ra >= req.min_average
        && exact_enough
        && i64::from(ra) + i64::from(dp(i64::from(p))) >= i64::from(req.performance)
}

/// The smallest score (in half points) that makes a norm from `games` games at average `ra`;
/// `None` when no score does (the average is below the title's minimum).
pub fn points_needed(req: &NormRequirements, ra: u32, games: u32) -> Option<Points> {
    if games > MAX_GAMES {
        return None;
    }
    (0..=2 * i64::from(games)).map(Points::halves).find(|&p| is_norm(req, ra, p, games))
}

/// Titled opponents needed: at least half the games (B.01 1.4.5).
pub fn titled_needed(games: u32) -> u32 {
    games.div_ceil(2)
}

/// Opponents holding the norm's title level needed: a third of the games, at least 3 (1.4.5).
pub fn title_level_needed(games: u32) -> u32 {
    games.div_ceil(3).max(3)
}

/// The highest average opponents' rating (B.01 1.4.6–1.4.7) a player can face in `games` games
/// when the opponents are taken from `others` (each at most `meetings` times): the strongest
/// opponents, with at most one rating below the floor raised to it, unrated ones counted at 1400.
pub fn best_average(others: &[Option<u32>], meetings: u32, games: u32, floor: u32) -> Option<u32> {
    let mut ratings: Vec<u32> = others.iter().map(|r| r.unwrap_or(UNRATED_AS)).collect();
    ratings.sort_unstable_by(|a, b| b.cmp(a));
    best_average_of_sorted(ratings.into_iter(), meetings, games, floor)
}

/// [`best_average`] of ratings already sorted strongest first (unrated ones given as
/// [`UNRATED_AS`]), without allocating: the first `games` places of the list with every rating
/// repeated `meetings` times, the last of them raised to the floor.
pub fn best_average_of_sorted(
    strongest_first: impl Iterator<Item = u32>,
    meetings: u32,
    games: u32,
    floor: u32,
) -> Option<u32> {
    let (mut sum, mut count, mut last) = (0u64, 0u32, 0u32);
    'ratings: for rating in strongest_first {
        for _ in 0..meetings {
            if count == games {
                break 'ratings;
            }
            sum += u64::from(rating);
            count += 1;
            last = rating;
        }
    }
    if count == 0 {
        return None;
    }
    if last < floor {
        sum += u64::from(floor - last);
    }
    // The FIDE rounding of `ratings::average`, on the sum.
    let n = u64::from(count);
    Some(((2 * sum + n) / (2 * n)) as u32)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn need(title: Title, ra: u32, games: u32) -> Option<String> {
        requirements(title).and_then(|r| points_needed(&r, ra, games)).map(|p| p.to_string())
    }

    #[test]
    fn percentages_round_half_up() {
        assert_eq!(percent(Points::whole(7), 9), 78);
        assert_eq!(percent(Points::halves(13), 9), 72);
        assert_eq!(percent(Points::whole(7), 11), 64);
    }

    #[test]
    fn points_needed_match_the_reference_tables() {
        // §2.4, 9 games: GM 7 at 2380–2433, 6½ at 2434; IM 3½ from 2530.
        assert_eq!(need(Title::GM, 2380, 9).as_deref(), Some("7"));
        assert_eq!(need(Title::GM, 2433, 9).as_deref(), Some("7"));
        assert_eq!(need(Title::GM, 2434, 9).as_deref(), Some("6.5"));
        assert_eq!(need(Title::GM, 2450, 9).as_deref(), Some("6.5"));
        assert_eq!(need(Title::IM, 2530, 9).as_deref(), Some("3.5"));
        // 11 games: IM 7 at 2348–2384; WIM 7 at 2148–2184; WGM 9 at 2180.
        assert_eq!(need(Title::IM, 2348, 11).as_deref(), Some("7"));
        assert_eq!(need(Title::IM, 2347, 11).as_deref(), Some("7.5"));
        assert_eq!(need(Title::WIM, 2170, 11).as_deref(), Some("7"));
        assert_eq!(need(Title::WGM, 2180, 11).as_deref(), Some("9"));
        // 13 games: WIM 5 from 2337.
        assert_eq!(need(Title::WIM, 2337, 13).as_deref(), Some("5"));
        // Below the minimum average nothing suffices.
        assert_eq!(need(Title::IM, 2229, 11), None);
    }

    #[test]
    fn opponent_counts_match_the_reference_table() {
        // §2.3: 9 → 5 / 3, 10 → 5 / 4, 11 → 6 / 4, 13 → 7 / 5.
        assert_eq!((titled_needed(9), title_level_needed(9)), (5, 3));
        assert_eq!((titled_needed(10), title_level_needed(10)), (5, 4));
        assert_eq!((titled_needed(11), title_level_needed(11)), (6, 4));
        assert_eq!((titled_needed(13), title_level_needed(13)), (7, 5));
    }

    /// The definition of B.01 1.4.6–1.4.7 written out plainly: the pool of every opponent
    /// `meetings` times, strongest first, cut to `games`, the last raised to the floor, averaged.
    fn best_average_by_definition(
        others: &[Option<u32>],
        m: u32,
        g: u32,
        floor: u32,
    ) -> Option<u32> {
        let mut pool: Vec<u32> = others
            .iter()
            .flat_map(|r| std::iter::repeat_n(r.unwrap_or(UNRATED_AS), m as usize))
            .collect();
        pool.sort_unstable_by(|a, b| b.cmp(a));
        pool.truncate(g as usize);
        if let Some(last) = pool.last_mut() {
            *last = (*last).max(floor);
        }
        crate::vocab::fide::ratings::average(&pool)
    }

    #[test]
    fn best_average_streams_what_the_definition_computes() {
        let fields: [&[Option<u32>]; 5] = [
            &[Some(2319), Some(2245), Some(2243), None, Some(2189), Some(2021), Some(1890)],
            &[None, None, Some(1400)],
            &[Some(2500)],
            &[],
            &[Some(2000), Some(2600), Some(2100), Some(2050), None, Some(2450), Some(2201)],
        ];
        for others in fields {
            for meetings in 0..=3 {
                for games in 0..=12 {
                    for floor in [0, 1400, 2050, 2200, 2700] {
                        assert_eq!(
                            best_average(others, meetings, games, floor),
                            best_average_by_definition(others, meetings, games, floor),
                            "{others:?} {meetings} {games} {floor}"
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn best_average_raises_one_opponent_to_the_floor() {
        let others = [Some(2300), Some(2200), Some(1900), None];
        // Strongest 3: 2300, 2200, 1900 → 1900 raised to 2050 → 2183.
        assert_eq!(best_average(&others, 1, 3, 2050), Some(2183));
        // All 4 with the unrated at 1400 raised: 2300 2200 1900 2050 → 2112.5 → 2113.
        assert_eq!(best_average(&others, 1, 4, 2050), Some(2113));
    }
}
