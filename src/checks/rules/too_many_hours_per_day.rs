//! V211 `too-many-hours-per-day`: more than 12 hours of play in one day of a standard event.

use crate::checks::{facts, finding, Rule, ERROR};
use crate::diagnostic::Diagnostic;
use crate::diagnostic::{CodeInfo, Doc};
use crate::model::time_control;
use crate::model::Regulation;
use crate::vocab::fide::time::{self, GameClass};
use jiff::civil::Date;
use std::collections::BTreeMap;

/// A day whose rounds can last longer than 12 hours in all.
pub struct TooManyHoursPerDay;

static INFO: CodeInfo = CodeInfo {
    code: "V211",
    name: "too-many-hours-per-day",
    severity: ERROR,
    summary: "a day of a standard event has more than 12 hours of play",
    doc: Doc {
        what: r#"A day of a standard-time-control event whose rounds add up to more than 12 hours of play, each
round counted as its longest game on FIDE's 60-move assumption: 2 × (all periods + the increment
over 60 moves)."#,
        why: r#"FIDE rates standard games and accepts norms only from events with at most 12 hours of play a
day. Two rounds of 90 min + 30 s (4 h each) fit; three do not."#,
        example: r#"```text
time-control { period 90 min; increment 30 s from-move 1 }
schedule {
  2024-03-15 петък 09:00 round 5
  2024-03-15 петък 13:00 round 6
  2024-03-15 петък 17:00 round 7
}
```"#,
        fix: r#"Move a round to another day, or shorten the time control."#,
        reference: r#"FIDE Rating Regulations (2024) §3 (no more than 12 hours of play in one day, 60-move
assumption); FIDE Title Regulations B.01 (2024) 1.1.3."#,
    },
};

impl Rule for TooManyHoursPerDay {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn check(&self, reg: &Regulation, out: &mut Vec<Diagnostic>) {
        let Some(tc) = facts::time_control(reg) else { return };
        if time_control::classify(tc) != Some(GameClass::Standard) {
            return;
        }
        let Some(longest) = time_control::longest_game_minutes(tc) else { return };
        let mut by_day: BTreeMap<Date, Vec<facts::ScheduledRound<'_>>> = BTreeMap::new();
        for r in facts::scheduled_rounds(reg) {
            by_day.entry(r.date()).or_default().push(r);
        }
        let limit = i64::from(time::STANDARD_MAX_HOURS_PER_DAY) * 60;
        for (day, rounds) in by_day {
            let total = i64::from(longest) * i64::try_from(rounds.len()).unwrap_or(i64::MAX / 1000);
            if total <= limit {
                continue;
            }
            let Some(last) = rounds.last() else { continue };
            out.push(
                finding(
                    &INFO,
                    format!(
                        "{} on {day} can take {} of play, more than FIDE's {} h a day",
                        facts::plural(rounds.len() as u64, "round", "rounds"),
                        facts::hours_minutes(total),
                        time::STANDARD_MAX_HOURS_PER_DAY
                    ),
                )
                .with_label(last.span, format!("{} in all that day", facts::hours_minutes(total)))
                .with_note(format!(
                    "each round: 2 × ({}) over 60 moves = {}",
                    time_control::describe(tc),
                    facts::hours_minutes(i64::from(longest))
                ))
                .with_help("move a round to another day, or shorten the time control"),
            );
        }
    }
}
