//! V212 `technical-meeting-after-first-round`: the technical meeting is not before round 1.

use crate::checks::{facts, finding, Rule, ERROR};
use crate::diagnostic::Diagnostic;
use crate::diagnostic::{CodeInfo, Doc};
use crate::model::{Activity, Regulation};

/// A technical meeting scheduled at or after the start of round 1.
pub struct TechnicalMeetingAfterFirstRound;

static INFO: CodeInfo = CodeInfo {
    code: "V212",
    name: "technical-meeting-after-first-round",
    severity: ERROR,
    summary: "the technical meeting is scheduled at or after the start of round 1",
    doc: Doc {
        what: r#"A `technical-meeting` entry that is not earlier than `round 1` (by date, and by time on the same
day)."#,
        why: r#"The technical meeting confirms the participants, draws the pairing numbers and announces the
rules before play; after round 1 has started it cannot do any of that."#,
        example: r#"```text
schedule {
  2007-03-11 неделя 14:30 round 1
  2007-03-11 неделя 15:00 technical-meeting
}
```"#,
        fix: r#"Schedule the technical meeting before round 1 (the same morning or the day before)."#,
        reference: r#"FIDE Handbook C.01 (General Regulations for Competitions: the technical meeting precedes the
first round); C.05 (pairing numbers drawn before the first round)."#,
    },
};

impl Rule for TechnicalMeetingAfterFirstRound {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn check(&self, reg: &Regulation, out: &mut Vec<Diagnostic>) {
        let Some((meeting, meeting_span)) =
            facts::first_activity(reg, |a| *a == Activity::TechnicalMeeting)
        else {
            return;
        };
        let Some(first) = facts::scheduled_rounds(reg).into_iter().find(|r| r.number == 1) else {
            return;
        };
        let late = match (&meeting.time, first.start()) {
            (Some(_), Some(start)) => facts::moment(meeting) >= start,
            _ => meeting.date.value > first.date(),
        };
        if late {
            out.push(
                finding(&INFO, "the technical meeting is not before round 1")
                    .with_label(meeting_span, "technical meeting")
                    .with_label(first.span, "round 1 starts earlier")
                    .with_help("schedule the technical meeting before round 1"),
            );
        }
    }
}
