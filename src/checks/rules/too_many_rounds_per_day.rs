//! V210 `too-many-rounds-per-day`: more rounds on one day than FIDE allows for the event.

use crate::checks::{facts, finding, Rule, ERROR};
use crate::diagnostic::Diagnostic;
use crate::diagnostic::{CodeInfo, Doc};
use crate::model::time_control;
use crate::model::{RatedFor, Regulation};
use crate::vocab::fide::time::{self, GameClass};
use jiff::civil::Date;
use std::collections::BTreeMap;

/// A day with more rounds than the limit for the event's kind.
pub struct TooManyRoundsPerDay;

static INFO: CodeInfo = CodeInfo {
    code: "V210",
    name: "too-many-rounds-per-day",
    severity: ERROR,
    summary: "a day has more rounds than FIDE allows for this kind of event",
    doc: Doc {
        what: r#"A day with more rounds than the limit that applies to the event:

* a standard event that claims title norms: 2 rounds a day (B.01 1.1.2);
* a rapid event: 15 rounds a day; a blitz event: 30 rounds a day (Rapid & Blitz Rating
  Regulations).

The kind of event comes from the time control's class (or the `rated` claim when there is no
time control). Standard events without norm claims are limited by hours of play instead (V211)."#,
        why: r#"Games played under a schedule that breaks these limits are not valid for norms or ratings, and
the players who hoped for a norm lose it after the fact."#,
        example: r#"```text
claims { norm IM points 7 games 11 titled 6 }
schedule {
  2007-03-15 четвъртък 09:00 round 5
  2007-03-15 четвъртък 14:00 round 6
  2007-03-15 четвъртък 19:00 round 7
}
```"#,
        fix: r#"Move a round to another day (or drop the norm claim if the event cannot give norms)."#,
        reference: r#"FIDE Title Regulations B.01 (2024) 1.1.2 (at most two rounds a day in norm events); FIDE Rapid &
Blitz Rating Regulations (2024): at most 15 rapid or 30 blitz rounds a day."#,
    },
};

impl Rule for TooManyRoundsPerDay {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn check(&self, reg: &Regulation, out: &mut Vec<Diagnostic>) {
        let class = match facts::time_control(reg).and_then(time_control::classify) {
            Some(c) => c,
            None if facts::rated_claim(reg, RatedFor::FideBlitz).is_some() => GameClass::Blitz,
            None if facts::rated_claim(reg, RatedFor::FideRapid).is_some() => GameClass::Rapid,
            None => GameClass::Standard,
        };
        let (limit, why) = match class {
            GameClass::Standard if !reg.claims.norms.is_empty() => {
                (time::NORM_MAX_ROUNDS_PER_DAY, "an event that claims title norms (B.01 1.1.2)")
            }
            GameClass::Standard => return,
            GameClass::Rapid => (time::RAPID_MAX_ROUNDS_PER_DAY, "a rapid event"),
            GameClass::Blitz => (time::BLITZ_MAX_ROUNDS_PER_DAY, "a blitz event"),
        };
        let mut by_day: BTreeMap<Date, Vec<facts::ScheduledRound<'_>>> = BTreeMap::new();
        for r in facts::scheduled_rounds(reg) {
            by_day.entry(r.date()).or_default().push(r);
        }
        for (day, rounds) in by_day {
            let count = u32::try_from(rounds.len()).unwrap_or(u32::MAX);
            if count <= limit {
                continue;
            }
            let Some(extra) = rounds.get(limit as usize) else { continue };
            let numbers =
                rounds.iter().map(|r| r.number.to_string()).collect::<Vec<_>>().join(", ");
            let mut d = finding(
                &INFO,
                format!(
                    "{count} rounds on {day} (rounds {numbers}), but {why} allows at most {limit}"
                ),
            )
            .with_label(extra.span, format!("round {} of the day", limit + 1));
            if let Some(norm) = reg.claims.norms.first().filter(|_| class == GameClass::Standard) {
                d = d.with_label(norm.span, "norms claimed");
            }
            out.push(d.with_help(format!(
                "move rounds to other days so that no day has more than {limit}"
            )));
        }
    }
}
