//! V203 `round-beyond-round-count`: the schedule has a round the event does not have.

use crate::checks::{facts, finding, Rule, ERROR};
use crate::diagnostic::Diagnostic;
use crate::diagnostic::{CodeInfo, Doc};
use crate::model::Regulation;

/// `round 0`, or a round number above the stated number of rounds.
pub struct RoundBeyondRoundCount;

static INFO: CodeInfo = CodeInfo {
    code: "V203",
    name: "round-beyond-round-count",
    severity: ERROR,
    summary: "the schedule has a round numbered 0 or above the number of rounds",
    doc: Doc {
        what: r#"A `round N` in the schedule with N = 0 or N greater than the number of rounds in the `system`
statement."#,
        why: r#"Either the round count or the programme is wrong; players and arbiters read different numbers
of rounds from the same document."#,
        example: r#"```text
system individual round-robin rounds 3
schedule {
  2007-03-14 сряда 14:30 round 4
}
```"#,
        fix: r#"Correct the round number, or the `rounds` value in the `system` statement."#,
        reference: r#"FIDE Handbook C.01 (the regulations give the number of rounds and the schedule of each)."#,
    },
};

impl Rule for RoundBeyondRoundCount {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn check(&self, reg: &Regulation, out: &mut Vec<Diagnostic>) {
        let stated = reg.system.as_ref().and_then(|s| s.rounds.as_ref());
        for r in facts::scheduled_rounds(reg) {
            if r.number == 0 {
                out.push(
                    finding(&INFO, "rounds are numbered from 1, not 0")
                        .with_label(r.span, "round 0")
                        .with_help("number the rounds from 1"),
                );
            } else if let Some(s) = stated {
                if r.number > s.value {
                    out.push(
                        finding(
                            &INFO,
                            format!(
                                "round {} is scheduled but the event has {} rounds",
                                r.number, s.value
                            ),
                        )
                        .with_label(r.span, format!("beyond round {}", s.value))
                        .with_label(s.span, format!("{} rounds stated", s.value))
                        .with_help(format!(
                            "correct the round number, or write `rounds {}` if the event really has it",
                            r.number
                        )),
                    );
                }
            }
        }
    }
}
