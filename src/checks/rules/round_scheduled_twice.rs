//! V202 `round-scheduled-twice`: one round number in two schedule entries.

use crate::checks::{facts, finding, Rule, ERROR};
use crate::diagnostic::Diagnostic;
use crate::diagnostic::{CodeInfo, Doc};
use crate::model::Regulation;
use crate::source::Span;
use std::collections::HashMap;

/// The same `round N` twice in the schedule.
pub struct RoundScheduledTwice;

static INFO: CodeInfo = CodeInfo {
    code: "V202",
    name: "round-scheduled-twice",
    severity: ERROR,
    summary: "the same round number appears twice in the schedule",
    doc: Doc {
        what: r#"Two schedule entries for the same round number."#,
        why: r#"A round is played once; two dates for it contradict each other, and usually the second was meant
to be the next round (so that round is now missing or misnumbered)."#,
        example: r#"```text
schedule {
  2007-03-12 понеделник 14:30 round 2
  2007-03-13 вторник    14:30 round 2
}
```"#,
        fix: r#"Renumber the second entry (usually to the next round), or remove it."#,
        reference: r#"FIDE Handbook C.01 (the regulations give the schedule of every round)."#,
    },
};

impl Rule for RoundScheduledTwice {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn check(&self, reg: &Regulation, out: &mut Vec<Diagnostic>) {
        let mut seen: HashMap<u32, Span> = HashMap::new();
        for r in facts::scheduled_rounds(reg) {
            if let Some(first) = seen.get(&r.number) {
                out.push(
                    finding(&INFO, format!("round {} is scheduled twice", r.number))
                        .with_label(r.span, format!("round {} again", r.number))
                        .with_label(*first, "first scheduled here")
                        .with_help("renumber this entry (usually to the next round) or remove it"),
                );
            } else {
                seen.insert(r.number, r.span);
            }
        }
    }
}
