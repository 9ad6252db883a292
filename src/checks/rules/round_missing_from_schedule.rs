//! V201 `round-missing-from-schedule`: a round of the event has no schedule entry.

use crate::checks::{facts, finding, Rule, ERROR};
use crate::diagnostic::Diagnostic;
use crate::diagnostic::{CodeInfo, Doc};
use crate::model::Regulation;

/// Rounds 1..R of which some are not in the schedule.
pub struct RoundMissingFromSchedule;

static INFO: CodeInfo = CodeInfo {
    code: "V201",
    name: "round-missing-from-schedule",
    severity: ERROR,
    summary: "a round of the event has no date and time in the schedule",
    doc: Doc {
        what: r#"A schedule that lists rounds but skips one: every round from 1 to the number of rounds in the
`system` statement (or to the highest round scheduled, when the count is not stated) must have
an entry."#,
        why: r#"Players plan travel and work from the programme; a round without a date is a round nobody knows
when to play. A skipped number usually means a line was lost when the table was copied, and the
later rounds are then misnumbered."#,
        example: r#"```text
system individual round-robin rounds 3
schedule {
  2007-03-11 неделя     14:30 round 1
  2007-03-13 вторник    14:30 round 3
}
```"#,
        fix: r#"Add the missing round with its date, weekday and time, or renumber the rounds."#,
        reference: r#"FIDE Handbook C.01 (General Regulations for Competitions: the regulations give the schedule of
every round); Laws of Chess, Preface (the event regulations fix the programme)."#,
    },
};

impl Rule for RoundMissingFromSchedule {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn check(&self, reg: &Regulation, out: &mut Vec<Diagnostic>) {
        let rounds = facts::scheduled_rounds(reg);
        if rounds.is_empty() {
            return;
        }
        let stated = reg.system.as_ref().and_then(|s| s.rounds.as_ref());
        let last = match stated {
            Some(r) => r.value,
            None => rounds.iter().map(|r| r.number).max().unwrap_or(0),
        };
        // Guard against absurd counts: a regulation has at most a few dozen rounds.
        let missing: Vec<u32> =
            (1..=last.min(1000)).filter(|k| !rounds.iter().any(|r| r.number == *k)).collect();
        if missing.is_empty() {
            return;
        }
        let list = missing.iter().map(u32::to_string).collect::<Vec<_>>().join(", ");
        let what = if missing.len() == 1 {
            format!("round {list} is")
        } else {
            format!("rounds {list} are")
        };
        let mut d = finding(&INFO, format!("{what} not in the schedule"));
        if let Some(span) = reg.schedule_span {
            d = d.with_label(
                span,
                format!(
                    "no entry for {}",
                    if missing.len() == 1 {
                        format!("round {list}")
                    } else {
                        format!("rounds {list}")
                    }
                ),
            );
        }
        if let Some(r) = stated {
            d = d.with_label(r.span, format!("{} rounds stated", r.value));
        }
        out.push(d.with_help(format!(
            "add a schedule entry (date, weekday, time) for {}",
            if missing.len() == 1 { format!("round {list}") } else { format!("rounds {list}") }
        )));
    }
}
