//! What a regulation's time control adds up to under FIDE's conventions: the time per player
//! (`base + 60 × increment`), its class, the longest possible game, and the way an arbiter writes
//! it. The FIDE constants and class boundaries come from [`crate::vocab::fide::time`].

use super::TimeControl;
use crate::vocab::fide::time::{classify_seconds, GameClass, ASSUMED_MOVES};

/// FIDE's effective time per player in seconds: every period's minutes plus the increment for
/// each of the first 60 moves that receives it (an increment from move 1 counts 60 times; one
/// from move 41 counts 20 times). `None` when no period is given.
pub fn per_player_seconds(tc: &TimeControl) -> Option<u32> {
    if tc.periods.is_empty() {
        return None;
    }
    let base: u32 =
        tc.periods.iter().map(|p| p.minutes.value.saturating_mul(60)).fold(0, u32::saturating_add);
    Some(base.saturating_add(increment_seconds_in_60_moves(tc)))
}

/// Seconds the increment adds over the first 60 moves.
pub fn increment_seconds_in_60_moves(tc: &TimeControl) -> u32 {
    let inc = tc.increment_seconds.as_ref().map_or(0, |i| i.value);
    let from = tc.increment_from_move.as_ref().map_or(1, |m| m.value.max(1));
    let moves = ASSUMED_MOVES.saturating_sub(from - 1);
    inc.saturating_mul(moves)
}

/// The class of a time control, or `None` when it has no period.
pub fn classify(tc: &TimeControl) -> Option<GameClass> {
    per_player_seconds(tc).map(classify_seconds)
}

/// The longest a game can last under this control, in minutes, on FIDE's 60-move assumption:
/// both clocks run out, so 2 × (all periods + the increment and delay over 60 moves).
pub fn longest_game_minutes(tc: &TimeControl) -> Option<u32> {
    let per_player = per_player_seconds(tc)?;
    let delay = tc.delay_seconds.as_ref().map_or(0, |d| d.value).saturating_mul(ASSUMED_MOVES);
    Some(per_player.saturating_add(delay).saturating_mul(2).div_ceil(60))
}

/// Whether the control gives an increment (a positive one).
pub fn has_increment(tc: &TimeControl) -> bool {
    tc.increment_seconds.as_ref().is_some_and(|i| i.value > 0)
}

/// Writes a control the way an arbiter reads it: `90 min / 40 moves + 15 min + 30 s from move 1`.
pub fn describe(tc: &TimeControl) -> String {
    describe_in(tc, crate::vocab::Lang::En)
}

/// [`describe`] in a language: `90 мин за 40 хода + 15 мин + 30 сек от 1-вия ход`,
/// `90 хв на 40 ходів + 15 хв + 30 с з 1-го ходу`.
pub fn describe_in(tc: &TimeControl, lang: crate::vocab::Lang) -> String {
    use crate::vocab::Lang;
    let mut parts: Vec<String> = tc
        .periods
        .iter()
        .map(|p| {
            let (min, m) = (p.minutes.value, p.moves.as_ref().map(|m| m.value));
            match (m, lang) {
                (Some(m), Lang::En) => format!("{min} min / {m} moves"),
                (Some(m), Lang::Bg) => format!("{min} мин за {m} хода"),
                (Some(m), Lang::Uk) => format!("{min} хв на {m} ходів"),
                (None, Lang::En) => format!("{min} min"),
                (None, Lang::Bg) => format!("{min} мин"),
                (None, Lang::Uk) => format!("{min} хв"),
            }
        })
        .collect();
    if let Some(inc) = &tc.increment_seconds {
        let (s, from) = (inc.value, tc.increment_from_move.as_ref().map_or(1, |m| m.value));
        parts.push(match lang {
            Lang::En => format!("{s} s from move {from}"),
            Lang::Bg => format!("{s} сек от ход {from}"),
            Lang::Uk => format!("{s} с з ходу {from}"),
        });
    }
    if let Some(d) = &tc.delay_seconds {
        let s = d.value;
        parts.push(match lang {
            Lang::En => format!("{s} s delay"),
            Lang::Bg => format!("{s} сек забавяне"),
            Lang::Uk => format!("{s} с затримки"),
        });
    }
    if parts.is_empty() {
        match lang {
            Lang::En => "no period",
            Lang::Bg => "без период",
            Lang::Uk => "без періоду",
        }
        .to_string()
    } else {
        parts.join(" + ")
    }
}

/// The control in the encoding of TRF26 record 222: each period as `moves/seconds+increment`
/// (`40/5400+30`), the last one without moves, separated by `:`; the increment on the periods
/// it applies to (from its starting move on). `None` without a period.
pub fn encoded(tc: &TimeControl) -> Option<String> {
    if tc.periods.is_empty() {
        return None;
    }
    let increment = tc.increment_seconds.as_ref().map_or(0, |i| i.value);
    let from = tc.increment_from_move.as_ref().map_or(1, |m| m.value);
    let mut first_move = 1;
    let mut parts = Vec::new();
    for (i, p) in tc.periods.iter().enumerate() {
        let last = i + 1 == tc.periods.len();
        let moves = p.moves.as_ref().map(|m| m.value).filter(|_| !last);
        let mut part = match moves {
            Some(m) => format!("{m}/{}", p.minutes.value * 60),
            None => (p.minutes.value * 60).to_string(),
        };
        if increment > 0 && first_move >= from {
            part.push_str(&format!("+{increment}"));
        }
        parts.push(part);
        first_move += moves.unwrap_or(0);
    }
    Some(parts.join(":"))
}

#[cfg(test)]
mod duration_tests {
    use super::*;
    use crate::model::Period;
    use crate::source::{Span, Spanned};
    use crate::vocab::fide::time::GameClass;

    fn control(periods: &[(u32, Option<u32>)], inc: Option<(u32, u32)>) -> TimeControl {
        let s = |v| Spanned::new(v, Span::default());
        TimeControl {
            periods: periods
                .iter()
                .map(|(m, moves)| Period { minutes: s(*m), moves: moves.map(s) })
                .collect(),
            increment_seconds: inc.map(|(i, _)| s(i)),
            increment_from_move: inc.map(|(_, from)| s(from)),
            ..TimeControl::default()
        }
    }

    #[test]
    fn trf26_encodes_the_periods_and_the_increment() {
        let seed000 = control(&[(90, Some(40)), (15, None)], Some((30, 1)));
        assert_eq!(encoded(&seed000).as_deref(), Some("40/5400+30:900+30"));
        let late = control(&[(100, Some(40)), (50, Some(20)), (15, None)], Some((30, 61)));
        assert_eq!(encoded(&late).as_deref(), Some("40/6000:20/3000:900+30"));
        assert_eq!(encoded(&control(&[(90, None)], None)).as_deref(), Some("5400"));
        assert_eq!(encoded(&TimeControl::default()), None);
    }

    #[test]
    fn seed_000_control_lasts_four_and_a_half_hours_at_most() {
        // 90 min / 40 moves + 15 min + 30 s from move 1: 2 × (90 + 15 + 30) = 270 min.
        let tc = control(&[(90, Some(40)), (15, None)], Some((30, 1)));
        assert_eq!(per_player_seconds(&tc), Some(135 * 60));
        assert_eq!(longest_game_minutes(&tc), Some(270));
        assert_eq!(classify(&tc), Some(GameClass::Standard));
        assert_eq!(describe(&tc), "90 min / 40 moves + 15 min + 30 s from move 1");
    }

    #[test]
    fn an_increment_from_move_41_counts_for_20_of_the_60_moves() {
        let tc = control(&[(90, Some(40)), (30, None)], Some((30, 41)));
        assert_eq!(per_player_seconds(&tc), Some(120 * 60 + 20 * 30));
    }

    #[test]
    fn no_period_means_no_class() {
        assert_eq!(classify(&control(&[], Some((30, 1)))), None);
        assert_eq!(longest_game_minutes(&control(&[], None)), None);
    }
}
