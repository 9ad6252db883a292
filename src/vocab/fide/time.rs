//! FIDE facts about time controls: the standard / rapid / blitz classes, the minimum thinking
//! time for standard rating, the first-period move minimum, and the per-day limits. What a
//! regulation's own time control adds up to is computed in `model::time_control`.
//!
//! Sources (paraphrased in `docs/reference/rating-time-title.md`, sections 1.1–1.4):
//! Laws of Chess Appendix A.1, B.1 and the glossary ("standard chess"); FIDE Rating Regulations
//! (1 January 2022 and 1 March 2024 editions, §1 and §3); Title Regulations B.01 1.1.2–1.1.3;
//! Rapid & Blitz Rating Regulations (1 March 2024); Guidelines III.

use jiff::civil::{date, Date};

/// Every class computation assumes a game of this many moves (FIDE's "60 moves" convention).
pub const ASSUMED_MOVES: u32 = 60;

/// A time control's class under the Laws of Chess.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameClass {
    /// Standard: at least 60 minutes per player.
    Standard,
    /// Rapid: more than 10 and less than 60 minutes per player (Appendix A.1).
    Rapid,
    /// Blitz: 10 minutes or less per player (Appendix B.1).
    Blitz,
}

impl GameClass {
    /// The lowercase English word for the class.
    pub fn word(self) -> &'static str {
        match self {
            GameClass::Standard => "standard",
            GameClass::Rapid => "rapid",
            GameClass::Blitz => "blitz",
        }
    }
}

/// Blitz is at most this many minutes per player (Laws Appendix B.1).
pub const BLITZ_MAX_MINUTES: u32 = 10;
/// Standard is at least this many minutes per player (Laws glossary); rapid is below it.
pub const STANDARD_MIN_MINUTES: u32 = 60;
/// A FIDE-rated blitz game needs more than this many minutes per player (Rapid & Blitz Rating
/// Regulations 2024): 3 + 0 is blitz under the Laws but cannot be rated.
pub const RATED_BLITZ_MORE_THAN_MINUTES: u32 = 3;

/// Classifies a per-player time (`base + 60 × increment`, in seconds) under the Laws.
pub fn classify_seconds(per_player_seconds: u32) -> GameClass {
    if per_player_seconds <= BLITZ_MAX_MINUTES * 60 {
        GameClass::Blitz
    } else if per_player_seconds < STANDARD_MIN_MINUTES * 60 {
        GameClass::Rapid
    } else {
        GameClass::Standard
    }
}

/// Minutes with a remainder written as `m:ss` when the time is not whole (`27:30 min`).
pub fn describe_seconds_as_minutes(seconds: u32) -> String {
    if seconds % 60 == 0 {
        format!("{} min", seconds / 60)
    } else {
        format!("{}:{:02} min", seconds / 60, seconds % 60)
    }
}

/// One edition of the FIDE Rating Regulations' rate-of-play rule for standard games.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StandardRateOfPlay {
    /// The first day the edition applies.
    pub from: Date,
    /// The name of the edition, for messages.
    pub edition: &'static str,
    /// Rating bands: (a player in the game rated at least this, minimum minutes per player),
    /// highest first; the last band has threshold 0.
    pub bands: [(u32, u32); 3],
    /// If the first period names a number of moves, at least this many.
    pub first_period_min_moves: u32,
}

/// The editions, newest first. From 1 January 2022 (unchanged in the 1 March 2024 text):
/// 2400 → 120 min, 1800 → 90 min, otherwise 60 min; a first period of at least 30 moves.
/// Before 2022: 2200 → 120, 1600 → 90, otherwise 60; a first period of at least 40 moves.
pub const STANDARD_RATE_OF_PLAY: [StandardRateOfPlay; 2] = [
    StandardRateOfPlay {
        from: super::editions::B02_2022.in_force,
        edition: "FIDE Rating Regulations 2022/2024, §1",
        bands: [(2400, 120), (1800, 90), (0, 60)],
        first_period_min_moves: 30,
    },
    StandardRateOfPlay {
        from: date(1900, 1, 1),
        edition: "FIDE Rating Regulations before 2022, §1",
        bands: [(2200, 120), (1600, 90), (0, 60)],
        first_period_min_moves: 40,
    },
];

/// The rate-of-play edition in force on an event's first day (the newest when unknown).
pub fn standard_rate_of_play(start: Option<Date>) -> &'static StandardRateOfPlay {
    let Some(start) = start else { return &STANDARD_RATE_OF_PLAY[0] };
    STANDARD_RATE_OF_PLAY
        .iter()
        .find(|e| start >= e.from)
        .unwrap_or(&STANDARD_RATE_OF_PLAY[STANDARD_RATE_OF_PLAY.len() - 1])
}

impl StandardRateOfPlay {
    /// Minimum minutes per player for a game in which the higher-rated player has `rating`
    /// (0 for unrated), and the band's threshold.
    pub fn minimum_for(&self, rating: u32) -> (u32, u32) {
        for (threshold, minutes) in self.bands {
            if rating >= threshold {
                return (minutes, threshold);
            }
        }
        (self.bands[2].1, 0)
    }
}

/// Title-norm events: at most two rounds a day (B.01 1.1.2).
pub const NORM_MAX_ROUNDS_PER_DAY: u32 = 2;
/// Standard-rated and norm events: at most 12 hours of play a day, on the 60-move assumption
/// (Rating Regulations §3; B.01 1.1.3).
pub const STANDARD_MAX_HOURS_PER_DAY: u32 = 12;
/// FIDE-rated rapid: at most 15 rounds a day (Rapid & Blitz Rating Regulations 2024).
pub const RAPID_MAX_ROUNDS_PER_DAY: u32 = 15;
/// FIDE-rated blitz: at most 30 rounds a day (Rapid & Blitz Rating Regulations 2024).
pub const BLITZ_MAX_ROUNDS_PER_DAY: u32 = 30;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reference_boundary_examples_classify_as_documented() {
        // Reference 1.1 table: (base seconds, increment seconds) → class.
        let cases = [
            (90 * 60, 30, GameClass::Standard),
            (60 * 60, 30, GameClass::Standard),
            (30 * 60, 30, GameClass::Standard),
            (15 * 60, 10, GameClass::Rapid),
            (10 * 60, 5, GameClass::Rapid),
            (10 * 60, 0, GameClass::Blitz),
            (3 * 60, 2, GameClass::Blitz),
        ];
        for (base, inc, class) in cases {
            assert_eq!(classify_seconds(base + 60 * inc), class, "{base} s + {inc} s");
        }
    }

    #[test]
    fn the_edition_follows_the_event_date() {
        let old = standard_rate_of_play(Some(date(2021, 3, 11)));
        assert_eq!(old.minimum_for(2319), (120, 2200));
        assert_eq!(old.minimum_for(2199), (90, 1600));
        assert_eq!(old.first_period_min_moves, 40);
        let new = standard_rate_of_play(Some(date(2024, 6, 7)));
        assert_eq!(new.minimum_for(2319), (90, 1800));
        assert_eq!(new.minimum_for(2400), (120, 2400));
        assert_eq!(new.minimum_for(0), (60, 0));
        assert_eq!(new.first_period_min_moves, 30);
    }
}
