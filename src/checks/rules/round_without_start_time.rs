//! V208 `round-without-start-time`: a round is scheduled without a time.

use crate::checks::{facts, finding, Rule, WARNING};
use crate::diagnostic::Diagnostic;
use crate::diagnostic::{CodeInfo, Doc};
use crate::model::Regulation;

/// A `round N` entry with no time of day in a schedule that gives times for other rounds.
pub struct RoundWithoutStartTime;

static INFO: CodeInfo = CodeInfo {
    code: "V208",
    name: "round-without-start-time",
    severity: WARNING,
    summary: "a round in the schedule has no starting time while other rounds have one",
    doc: Doc {
        what: r#"A schedule entry with `round N` but no time of day, in a schedule that gives the time of other
rounds. (A schedule of dates only, whose times are announced elsewhere, is not reported.)"#,
        why: r#"The default time (Laws art. 6.7) runs from the scheduled start: a player who arrives after it
loses. Without a starting time nobody can tell when a player is late, and the gaps between
rounds cannot be checked."#,
        example: r#"```text
schedule {
  2007-03-12 понеделник round 2
}
```"#,
        fix: r#"Write the starting time: `2007-03-12 понеделник 14:30 round 2`."#,
        reference: r#"Laws of Chess art. 6.7 (default time counted from the scheduled start of the session);
FIDE Handbook C.01."#,
    },
};

impl Rule for RoundWithoutStartTime {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn check(&self, reg: &Regulation, out: &mut Vec<Diagnostic>) {
        let rounds = facts::scheduled_rounds(reg);
        if rounds.iter().all(|r| r.entry.time.is_none()) {
            return;
        }
        for r in rounds {
            if r.entry.time.is_none() {
                out.push(
                    finding(
                        &INFO,
                        format!("round {} on {} has no starting time", r.number, r.date()),
                    )
                    .with_label(r.span, "no time written")
                    .with_help(
                        "write the time the round starts, e.g. `14:30`, before the activity",
                    ),
                );
            }
        }
    }
}
