//! V214 `round-on-free-day`: a day announced as free has a round.

use crate::checks::{facts, finding, Rule, ERROR};
use crate::diagnostic::Diagnostic;
use crate::diagnostic::{CodeInfo, Doc};
use crate::model::{Activity, Regulation};

/// A `free-day` entry on a date with a round.
pub struct RoundOnFreeDay;

static INFO: CodeInfo = CodeInfo {
    code: "V214",
    name: "round-on-free-day",
    severity: ERROR,
    summary: "a round is scheduled on a day announced as a free day",
    doc: Doc {
        what: r#"A schedule entry `free-day` on a date that also has a round."#,
        why: r#"A free day ("вільний день", "почивен ден") is a promise to players: no games. A round on it
means either the free day or the round has the wrong date, and the claimed number of free days
in the prose is no longer true."#,
        example: r#"```text
schedule {
  2013-06-21 п'ятниця free-day
  2013-06-21 п'ятниця 15:00 round 5
}
```"#,
        fix: r#"Move the round or the free day so that the free day has no round."#,
        reference: r#"FIDE Handbook C.01 (the programme of the event, including rest days)."#,
    },
};

impl Rule for RoundOnFreeDay {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn check(&self, reg: &Regulation, out: &mut Vec<Diagnostic>) {
        let rounds = facts::scheduled_rounds(reg);
        for entry in &reg.schedule {
            for act in entry.activities.iter().filter(|a| a.value == Activity::FreeDay) {
                let day = entry.date.value;
                let on_day: Vec<&facts::ScheduledRound<'_>> =
                    rounds.iter().filter(|r| r.date() == day).collect();
                let Some(first) = on_day.first() else { continue };
                let numbers =
                    on_day.iter().map(|r| r.number.to_string()).collect::<Vec<_>>().join(", ");
                out.push(
                    finding(
                        &INFO,
                        format!("{day} is announced as a free day but has round {numbers}"),
                    )
                    .with_label(act.span, "free day")
                    .with_label(first.span, format!("round {} on the same day", first.number))
                    .with_help("move the round or the free day to another date"),
                );
            }
        }
    }
}
