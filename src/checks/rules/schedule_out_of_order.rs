//! V204 `schedule-out-of-order`: a schedule entry dated before the entry above it.

use crate::checks::{finding, Rule, ERROR};
use crate::diagnostic::Diagnostic;
use crate::diagnostic::{CodeInfo, Doc};
use crate::model::Regulation;

/// Entries not in chronological order as written.
pub struct ScheduleOutOfOrder;

static INFO: CodeInfo = CodeInfo {
    code: "V204",
    name: "schedule-out-of-order",
    severity: ERROR,
    summary: "a schedule entry is earlier than the entry written before it",
    doc: Doc {
        what: r#"A schedule entry whose date (or, on the same day, whose time) is earlier than that of the entry
written just before it."#,
        why: r#"A programme is read top to bottom. An entry out of order is almost always a wrong date or time
(a digit typed wrong, a line copied from another year), not a deliberate layout."#,
        example: r#"```text
schedule {
  2007-03-12 понеделник 14:30 round 2
  2007-03-11 неделя     14:30 round 3
}
```"#,
        fix: r#"Correct the date or time, or move the entry to its place."#,
        reference: r#"FIDE Handbook C.01 (the regulations give the schedule of every round)."#,
    },
};

impl Rule for ScheduleOutOfOrder {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn check(&self, reg: &Regulation, out: &mut Vec<Diagnostic>) {
        for pair in reg.schedule.windows(2) {
            let (prev, next) = (&pair[0], &pair[1]);
            let (a, b) = (prev.date.value, next.date.value);
            if b < a {
                out.push(
                    finding(&INFO, format!("{b} is written after {a}"))
                        .with_label(next.date.span, format!("earlier than {a}"))
                        .with_label(prev.date.span, "the entry before")
                        .with_help(
                            "correct the date, or move the entry to its place in the programme",
                        ),
                );
            } else if b == a {
                if let (Some(ta), Some(tb)) = (&prev.time, &next.time) {
                    if tb.value < ta.value {
                        out.push(
                            finding(
                                &INFO,
                                format!(
                                    "{} on {b} is written after {}",
                                    tb.value.strftime("%H:%M"),
                                    ta.value.strftime("%H:%M")
                                ),
                            )
                            .with_label(
                                tb.span,
                                format!("earlier than {}", ta.value.strftime("%H:%M")),
                            )
                            .with_label(ta.span, "the entry before")
                            .with_help(
                                "correct the time, or move the entry to its place in the programme",
                            ),
                        );
                    }
                }
            }
        }
    }
}
