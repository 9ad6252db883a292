//! V410 `playoff-format-missing`: a play-off or Armageddon game decides ties, but its format is not stated.

use crate::checks::{facts, finding, Rule, ERROR};
use crate::diagnostic::Diagnostic;
use crate::diagnostic::{CodeInfo, Doc};
use crate::model::Regulation;
use crate::model::TieResolution;

/// V410: a play-off or Armageddon game decides ties, but its format is not stated.
pub struct PlayoffFormatMissing;

static INFO: CodeInfo = CodeInfo {
    code: "V410",
    name: "playoff-format-missing",
    severity: ERROR,
    summary: "a play-off or Armageddon game decides ties, but its format is not stated",
    doc: Doc {
        what: r#"`when-tied playoff` without any `playoff { stage … }`, or `when-tied armageddon` without an Armageddon stage: how many games, at what time control, who has which colour and what a draw means."#,
        why: r#"A play-off is played right after the last round; players and arbiters must know its games and time control in advance, and a play-off without a stated format cannot be scheduled or appealed against. An Armageddon game in particular needs its times for White and Black and the rule that a draw counts as a win for Black."#,
        example: r#"```text
subclassification board 1 { tiebreaks DE, WIN, BPG; when-tied armageddon }
```"#,
        fix: r#"Describe the stages: `playoff { stage players 2 games 2 base 10 min increment 10 s; stage players 2 armageddon base 5 min increment 2 s }`."#,
        reference: r#"FIDE Handbook C.07, Art. 1–3 (play-off rules must be published in advance of the event); seed 004 (4.2) announces an Armageddon game with no time control."#,
    },
};

impl Rule for PlayoffFormatMissing {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn check(&self, reg: &Regulation, out: &mut Vec<Diagnostic>) {
        for list in facts::tiebreak_lists(reg) {
            let stages = list.playoff;
            for w in list.when_tied {
                let (what, missing) = match w.value {
                    TieResolution::Playoff => ("a play-off", stages.is_empty()),
                    TieResolution::Armageddon => {
                        ("an Armageddon game", !stages.iter().any(|s| s.armageddon))
                    }
                    _ => continue,
                };
                if !missing {
                    continue;
                }
                out.push(
                    finding(&INFO, format!("{} ends with {what}, but its format is not stated", facts::list_name(&list)))
                        .with_label(w.span, "no games or time control stated")
                        .with_help("add `playoff { stage … }` to the ranking (or to the sub-classification) with the games and time control (`stage players 2 armageddon base 5 min increment 2 s`)"),
                );
            }
        }
    }
}
