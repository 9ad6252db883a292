//! FIDE rating tables (Rating Regulations B.02 8.1.1 and 8.1.2), the rating-based tie-breaks
//! of C.07 Art. 10 (ARO, TPR, PTP), and the rating change of a player (K rules, 400-point rule).
//! All arithmetic is in integers: probabilities and scores in hundredths. The tables themselves
//! (dp, PD) and the rounding helpers live in [`crate::vocab::fide::ratings`], shared with the checks.

use crate::vocab::fide::ratings::{
    average, div_round_half_away, div_round_half_up, dp, expected_and_delta, pd, RatingRules,
};

/// Tournament performance rating (10.2): ARO + dp(p), p = score / games rounded to hundredths
/// half-up. `score_hundredths` is the game score (1 / ½ / 0 per game) in hundredths.
pub fn performance_rating(score_hundredths: i64, ratings: &[u32]) -> Option<i64> {
    let aro = i64::from(average(ratings)?);
    let p = div_round_half_up(score_hundredths, ratings.len() as i64);
    Some(aro + i64::from(dp(p)))
}

/// The rating difference from which [`pd`] no longer changes (100 above, 0 below).
const PD_END: i64 = 736;

/// [`pd`] of every rating difference −736..=736 (index difference + 736), looked up without
/// its branches in PTP's search, which evaluates it a hundred and fifty times a player.
fn pd_by_difference() -> &'static [u8; 2 * PD_END as usize + 1] {
    static TABLE: std::sync::OnceLock<[u8; 2 * PD_END as usize + 1]> = std::sync::OnceLock::new();
    TABLE.get_or_init(|| {
        let mut table = [0u8; 2 * PD_END as usize + 1];
        for (i, v) in (-PD_END..).zip(table.iter_mut()) {
            // An expected score in hundredths: 0..=100.
            *v = u8::try_from(pd(i)).unwrap_or(u8::MAX);
        }
        table
    })
}

/// For every expected score `t` in hundredths (0..=100), the lowest rating difference
/// −736..=736 whose [`pd`] reaches it (`None` when none does); bounds PTP's search.
fn first_difference_reaching() -> &'static [Option<i16>; 101] {
    static FIRST: std::sync::OnceLock<[Option<i16>; 101]> = std::sync::OnceLock::new();
    FIRST.get_or_init(|| {
        let table = pd_by_difference();
        let mut first = [None; 101];
        for (t, slot) in (0u8..).zip(first.iter_mut()) {
            let at = table.iter().position(|&v| v >= t);
            *slot = at.and_then(|i| i16::try_from(i as i64 - PD_END).ok());
        }
        first
    })
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
    let table = pd_by_difference();
    let pd = |diff: i64| i64::from(table[(diff.clamp(-PD_END, PD_END) + PD_END) as usize]);
    let expected = |r: i64| -> i64 { ratings.iter().map(|o| pd(r - i64::from(*o))).sum() };
    // Expected score is non-decreasing in R: the answer is the lowest R of
    // lowest − 800 ..= highest + 800 that reaches the score, or the top when none does.
    let (bottom, top) = (lowest - 800, highest + 800);
    // Each game's pd(R − o) lies between pd(R − highest) and pd(R − lowest), so with n games
    // and t = ⌈score / n⌉: below lowest + d (d the lowest difference with pd(d) ≥ t) the
    // expected score is at most n·(t − 1) < score, and at highest + d it is at least n·t ≥
    // score. The answer lies between the two (a d of −736 bounds nothing below: pd is flat
    // there). No d (t above every pd): no R reaches the score.
    let n = ratings.len() as i64;
    let t = (score_hundredths + n - 1) / n;
    let first = usize::try_from(t).ok().and_then(|t| first_difference_reaching().get(t));
    let Some(Some(d)) = first else { return Some(top) };
    let d = i64::from(*d);
    let (mut lo, mut hi) =
        (if d > -PD_END { bottom.max(lowest + d) } else { bottom }, top.min(highest + d));
    // Invariant: expected(hi) ≥ score, expected(below) < score, below = lo − 1 (unless
    // expected(lo − 1) already reaches the score: then lo is the bottom and the answer).
    let mut e_hi = expected(hi);
    let mut below = lo - 1;
    let mut e_below = expected(below);
    if e_below >= score_hundredths {
        return Some(lo);
    }
    // The expected score is nearly linear in R between the two: the next probe is where the
    // straight line between them reaches the score, a halving whenever that did not halve the
    // range (so it takes at most about twice the steps of a plain binary search).
    let mut halve = false;
    while lo < hi {
        let width = hi - lo;
        let mid = if halve {
            lo + width / 2
        } else {
            let rise = e_hi - e_below;
            let step = ((score_hundredths - e_below) * (hi - below) + rise - 1) / rise;
            (below + step).clamp(lo, hi - 1)
        };
        let e = expected(mid);
        if e >= score_hundredths {
            hi = mid;
            e_hi = e;
        } else {
            lo = mid + 1;
            below = mid;
            e_below = e;
        }
        halve = !halve && 2 * (hi - lo) > width;
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

/// K-factor under the rules of a period (see [`RatingRules`]): new players' K, juniors' K
/// below 2300 where the period has that rule, the K of 2400, otherwise the K below 2400;
/// reduced so that K × games ≤ 700 where the period says so.
pub fn k_factor_under(rules: &RatingRules, rating: u32, facts: KFactorFacts, games: u32) -> u32 {
    let k = if facts.reached_2400 || rating >= 2400 {
        rules.k_2400
    } else if facts.new_player {
        rules.k_new
    } else if let (Some(k), true) = (rules.k_junior, facts.junior && rating < 2300) {
        k
    } else {
        rules.k_below_2400
    };
    if rules.k_games_limit && games > 0 && k * games > 700 {
        700 / games
    } else {
        k
    }
}

/// K-factor for a player rated `rating` playing `games` rated games in the period: 40 for new
/// players and juniors below 2300, 10 once 2400 has been reached, otherwise 20; reduced so that
/// K × games ≤ 700 (the rules from 1 March 2024).
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

/// The rating result of one player in one event.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct PlayerRating {
    /// Start number.
    pub start: u32,
    /// Rating before the event.
    pub rating: u32,
    /// Rated games against rated opponents.
    pub games: u32,
    /// Score in those games (hundredths, 1 / ½ / 0 per game).
    pub score: i64,
    /// Expected score (hundredths, table 8.1.2 with the 400-point rule).
    pub expected: i64,
    /// K-factor used.
    pub k: u32,
    /// Rating change, rounded half away from zero (what the list would show were this the only
    /// event of the rating period).
    pub change: i64,
    /// The event's rating change as FIDE reports it: K × Σ(W − We), not rounded, in hundredths
    /// (the list rounds the period's total, not each event).
    pub change_exact: i64,
    /// Tournament performance rating (ARO + dp), if the player has rated games.
    pub performance: Option<i64>,
}

/// True when `birth` (`YYYY/MM/DD`, `YYYY-MM-DD` or `YYYY`) shows that the player is at most
/// 18 in `year` (the K = 40 rule runs to the end of the year of the 18th birthday).
pub fn junior_in(birth: &str, year: i16) -> bool {
    junior_under(birth, year, true)
}

/// Whether the junior K applies: to the end of the year of the 18th birthday
/// (`to_end_of_year`, from March 2024), or until the birthday itself (2014–2024: with only a
/// birth year known, a player who turns 18 in the event's year is not taken as a junior).
pub fn junior_under(birth: &str, year: i16, to_end_of_year: bool) -> bool {
    let digits: String = birth.trim().chars().take(4).collect();
    match digits.parse::<i16>() {
        Ok(born) if digits.len() == 4 && born > 1800 => {
            if to_end_of_year {
                year - born <= 18
            } else {
                year - born < 18
            }
        }
        _ => false,
    }
}

/// Rating change and performance of every rated player over the games played over the board
/// against rated opponents (forfeits, byes and games marked not rated do not count), under the
/// rating rules of the event's period. `facts` gives the K-factor facts per player.
pub fn player_ratings(
    t: &crate::results::Tournament,
    facts: impl Fn(&crate::results::Player) -> KFactorFacts,
    rules: &RatingRules,
) -> Vec<PlayerRating> {
    let rating_of = |start: u32| t.player(start).and_then(|p| p.rating).filter(|r| *r > 0);
    t.players
        .iter()
        .filter_map(|p| {
            let own = p.rating.filter(|r| *r > 0)?;
            let games: Vec<(u32, i64)> = p
                .games
                .iter()
                .filter(|g| g.outcome.is_played() && g.rated)
                .filter_map(|g| {
                    let opp = rating_of(g.opponent?)?;
                    let score = match g.outcome {
                        crate::results::Outcome::Win => 100,
                        crate::results::Outcome::Draw => 50,
                        _ => 0,
                    };
                    Some((opp, score))
                })
                .collect();
            let n = games.len() as u32;
            let k = k_factor_under(rules, own, facts(p), n);
            let (expected, delta) = expected_and_delta(own, &games, rules);
            let score: i64 = games.iter().map(|g| g.1).sum();
            let ratings: Vec<u32> = games.iter().map(|g| g.0).collect();
            let change_exact = delta * i64::from(k);
            Some(PlayerRating {
                start: p.start,
                rating: own,
                games: n,
                score,
                expected,
                k,
                change: div_round_half_away(change_exact, 100),
                change_exact,
                performance: performance_rating(score, &ratings),
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_pd_lookup_of_ptp_is_pd() {
        let table = pd_by_difference();
        for diff in -2000..=2000i64 {
            let at = (diff.clamp(-PD_END, PD_END) + PD_END) as usize;
            assert_eq!(i64::from(table[at]), pd(diff), "{diff}");
        }
    }

    /// PTP with its bounded search is the lowest R in lowest − 800 ..= highest + 800 whose
    /// expected score (pd summed, no table) reaches the score, found by trying every R: for
    /// pseudo-random opponents (1 to 15, ratings 1000–2900, spreads narrow and wide) and every
    /// score a player can have against them, including more than that.
    #[test]
    fn ptp_is_the_lowest_rating_that_reaches_the_score() {
        let mut seed = 0x2545_f491_4f6c_dd1du64;
        let mut next = |below: u64| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed % below
        };
        for case in 0..300 {
            let n = 1 + next(15) as usize;
            let base = 1000 + next(1500) as u32;
            let spread = [20, 300, 1400][case % 3];
            let ratings: Vec<u32> = (0..n).map(|_| base + next(spread) as u32).collect();
            let lowest = i64::from(*ratings.iter().min().unwrap());
            let highest = i64::from(*ratings.iter().max().unwrap());
            let all: Vec<(i64, i64)> = (lowest - 800..=highest + 800)
                .map(|r| (r, ratings.iter().map(|&o| pd(r - i64::from(o))).sum()))
                .collect();
            for score in (0..=100 * n as i64 + 50).step_by(5) {
                let reference = if score <= 0 {
                    lowest - 800
                } else {
                    all.iter().find(|(_, e)| *e >= score).map_or(highest + 800, |(r, _)| *r)
                };
                assert_eq!(
                    perfect_performance(score, &ratings),
                    Some(reference),
                    "{ratings:?} {score}"
                );
            }
        }
    }

    /// Reference 1.12 (c), TBS-verified.
    #[test]
    fn performance_vectors() {
        let four = [2200, 2100, 2000, 1900];
        assert_eq!(average(&four), Some(2050));
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
        assert!(junior_in("2008/05/01", 2026));
        assert!(!junior_in("2007", 2026));
        assert!(!junior_in("", 2026));
    }

    #[test]
    fn player_ratings_over_played_rated_games() {
        use crate::results::{Game, Outcome, Player, Tournament};
        let game = |opponent, outcome| Game {
            round: 1,
            opponent: Some(opponent),
            color: None,
            outcome,
            rated: true,
        };
        let player = |start, rating, games| Player {
            start,
            rating: Some(rating),
            games,
            ..Player::default()
        };
        let t = Tournament {
            players: vec![
                player(
                    1,
                    2000,
                    vec![game(2, Outcome::Win), Game { round: 2, ..game(3, Outcome::Draw) }],
                ),
                player(2, 2100, vec![game(1, Outcome::Loss)]),
                player(3, 1500, vec![Game { round: 2, ..game(1, Outcome::Draw) }]),
            ],
            ..Tournament::default()
        };
        let rules = crate::vocab::fide::ratings::rating_rules(None);
        let r = player_ratings(&t, |_| KFactorFacts::default(), &rules);
        // +12.8 and −8.4 per the worked example: 20 × (0.64 − 0.42) = 4.4 → 4.
        assert_eq!(r[0].change, 4);
        assert_eq!(r[0].expected, 36 + 92);
        assert_eq!(r[0].games, 2);
        assert_eq!(r[0].performance, Some(1800 + 193));
        assert_eq!(r[1].change, -13);
        assert_eq!(r[2].change, 8);
    }
}
