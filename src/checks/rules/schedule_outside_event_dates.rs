//! V206 `schedule-outside-event-dates`: a programme entry outside the event's dates.

use crate::checks::{facts, finding, Rule, ERROR};
use crate::diagnostic::Diagnostic;
use crate::diagnostic::{CodeInfo, Doc};
use crate::model::Regulation;

/// A schedule date before the first or after the last day of the event.
pub struct ScheduleOutsideEventDates;

static INFO: CodeInfo = CodeInfo {
    code: "V206",
    name: "schedule-outside-event-dates",
    severity: ERROR,
    summary: "a schedule entry falls outside the event's dates",
    doc: Doc {
        what: r#"A schedule entry dated before the first or after the last day of the event. The event's days
are those of `dates`, extended by `arrival` and `departure` when they are given."#,
        why: r#"The dates in the heading and the programme are written separately and drift apart when a
regulation is reused from an earlier year; players book accommodation from one and play from the
other."#,
        example: r#"```text
event { dates 2007-03-11..2007-03-20 }
schedule {
  2007-03-21 сряда 10:00 round 11
}
```"#,
        fix: r#"Correct the entry's date, or the event's `dates`."#,
        reference: r#"FIDE Handbook C.01 (the regulations state the dates of the event and of every round)."#,
    },
};

impl Rule for ScheduleOutsideEventDates {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn check(&self, reg: &Regulation, out: &mut Vec<Diagnostic>) {
        let Some((first, last)) = facts::event_days(reg) else { return };
        for entry in &reg.schedule {
            let d = entry.date.value;
            if d < first || d > last {
                let mut f =
                    finding(&INFO, format!("{d} is outside the event's dates {first} .. {last}"))
                        .with_label(
                            entry.date.span,
                            if d < first { "before the event" } else { "after the event" },
                        );
                if let Some(dates) = &reg.event.dates {
                    f = f.with_label(dates.span, "the event's dates");
                }
                out.push(f.with_help("correct the date of the entry, or the event's `dates`"));
            }
        }
    }
}
