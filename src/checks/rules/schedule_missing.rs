//! V215 `schedule-missing`: the regulation states rounds but gives no programme.

use crate::checks::{finding, Rule, WARNING};
use crate::diagnostic::Diagnostic;
use crate::diagnostic::{CodeInfo, Doc};
use crate::model::Regulation;

/// V215: the regulation states rounds but gives no programme.
pub struct ScheduleMissing;

static INFO: CodeInfo = CodeInfo {
    code: "V215",
    name: "schedule-missing",
    severity: WARNING,
    summary:
        "the regulation states a number of rounds but gives no programme with their dates and times",
    doc: Doc {
        what: r#"A `system … rounds N` with no `schedule` entry for any round."#,
        why: r#"Players plan travel and preparation by the programme; the arbiter needs it to apply the default time and to publish pairings. Without dates no check can confirm that the rounds fit the event's days, that rounds are far enough apart for the time control, or that the rating rules on rounds per day are kept. Seed 003 announces 9 rounds with one free day between 16 and 26 June and never says which day is which."#,
        example: r#"```text
system individual round-robin rounds 9
# no schedule { … }
```"#,
        fix: r#"Add `schedule { DATE WEEKDAY TIME round N … }` with one entry per round (and the technical meeting, free day and closing)."#,
        reference: r#"FIDE Handbook C.01 (General Rules for Competitions) 6: the regulations published in advance state the schedule of rounds; B.01 1.1.2 (norm events: at most two rounds a day) can only be checked against it."#,
    },
};

impl Rule for ScheduleMissing {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn check(&self, reg: &Regulation, out: &mut Vec<Diagnostic>) {
        let Some(system) = &reg.system else { return };
        let Some(rounds) = &system.rounds else { return };
        let any_round = reg.schedule.iter().any(|e| {
            e.activities.iter().any(|a| matches!(a.value, crate::model::Activity::Round(_)))
        });
        if any_round || rounds.value == 0 {
            return;
        }
        out.push(
            finding(
                &INFO,
                format!("{} rounds are announced but no programme gives their dates", rounds.value),
            )
            .with_label(rounds.span, "rounds without dates")
            .with_help("add a `schedule { … }` with a dated entry for every round"),
        );
    }
}
