//! V213 `closing-before-last-round-ends`: the closing ceremony may start before play ends.

use crate::checks::{facts, finding, Rule, WARNING};
use crate::diagnostic::Diagnostic;
use crate::diagnostic::{CodeInfo, Doc};
use crate::model::time_control;
use crate::model::{Activity, Regulation};

/// A closing ceremony before the last round can have ended.
pub struct ClosingBeforeLastRoundEnds;

static INFO: CodeInfo = CodeInfo {
    code: "V213",
    name: "closing-before-last-round-ends",
    severity: WARNING,
    summary: "the closing ceremony starts before the last round's longest game could end",
    doc: Doc {
        what: r#"A `closing` entry earlier than the start of the last round plus the longest game the time
control allows (2 × (all periods + the increment and delay over 60 moves)); without a time
control, a closing before the last round starts."#,
        why: r#"Prizes are given from the final standings; a ceremony while games are still running either
waits or gives prizes before the results are known."#,
        example: r#"```text
time-control { period 90 min; increment 30 s from-move 1 }
schedule {
  2007-03-20 вторник 10:00 round 11
  2007-03-20 вторник 12:00 closing     # a game may last until 14:00
}
```"#,
        fix: r#"Move the closing to after the last round's longest game (here 14:00 or later)."#,
        reference: r#"Laws of Chess, Appendix A.1 / B.1 and the glossary (60-move assumption); FIDE Handbook C.01 (the
programme of the event)."#,
    },
};

impl Rule for ClosingBeforeLastRoundEnds {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn check(&self, reg: &Regulation, out: &mut Vec<Diagnostic>) {
        let Some((closing, closing_span)) = facts::first_activity(reg, |a| *a == Activity::Closing)
        else {
            return;
        };
        let Some(last) = facts::scheduled_rounds(reg).into_iter().max_by_key(|r| r.number) else {
            return;
        };
        let longest = facts::time_control(reg).and_then(time_control::longest_game_minutes);
        let (early, message, help) = match (&closing.time, last.start()) {
            (Some(_), Some(start)) => {
                let gap = facts::minutes_between(start, facts::moment(closing));
                let need = i64::from(longest.unwrap_or(0));
                let when = |m: i64| facts::hours_minutes(m.abs());
                let message = if gap < 0 {
                    format!("the closing is {} before round {} starts", when(gap), last.number)
                } else {
                    format!(
                        "the closing is {} after round {} starts, but a game can last {}",
                        when(gap),
                        last.number,
                        when(need)
                    )
                };
                let end = start
                    .checked_add(jiff::SignedDuration::from_mins(need))
                    .map(|t| t.strftime("%Y-%m-%d %H:%M").to_string())
                    .unwrap_or_default();
                (gap < need, message, format!("move the closing to {end} or later"))
            }
            _ => (
                closing.date.value < last.date(),
                format!(
                    "the closing is on {}, before round {} on {}",
                    closing.date.value,
                    last.number,
                    last.date()
                ),
                "move the closing to after the last round".to_string(),
            ),
        };
        if early {
            out.push(
                finding(&INFO, message)
                    .with_label(closing.time.as_ref().map_or(closing_span, |t| t.span), "closing")
                    .with_label(last.span, "the last round")
                    .with_help(help),
            );
        }
    }
}
