//! V410 `playoff-format-missing`: a play-off decides ties, but its format is not stated.

use crate::checks::{facts, finding, Rule, ERROR};
use crate::diagnostic::codes::CodeInfo;
use crate::diagnostic::Diagnostic;
use crate::model::Regulation;
use crate::model::TieResolution;

/// V410: a play-off decides ties, but its format is not stated.
pub struct PlayoffFormatMissing;

static INFO: CodeInfo = CodeInfo {
    code: "V410",
    name: "playoff-format-missing",
    severity: ERROR,
    summary: "a play-off decides ties, but its format is not stated",
    explanation: "## What it finds\n\n`when-tied playoff` without any `playoff { stage … }`: how many games, at what time control, what happens if the play-off is drawn.\n\n## Why it matters\n\nA play-off is played right after the last round; players and arbiters must know its games and time control in advance, and a play-off without a stated format cannot be scheduled or appealed against.\n\n## Example\n\n```text\nranking { points 1 ½ 0; tiebreaks DE, SB; when-tied playoff }\n```\n\n## Fix\n\nDescribe the stages: `playoff { stage players 2 games 2 base 10 min increment 10 s; stage players 2 until-first-win base 3 min increment 2 s }`.\n\n## Reference\n\nFIDE Handbook C.07, Art. 2 and 3 (play-off rules must be published in advance).\n",
};

impl Rule for PlayoffFormatMissing {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn check(&self, reg: &Regulation, out: &mut Vec<Diagnostic>) {
        let stages = reg.ranking.as_ref().map(|r| r.playoff.len()).unwrap_or(0);
        if stages > 0 {
            return;
        }
        for list in facts::tiebreak_lists(reg) {
            for w in list.when_tied.iter().filter(|w| w.value == TieResolution::Playoff) {
                out.push(
                    finding(&INFO, format!("{} ends with a play-off, but no play-off format is stated", facts::list_name(&list)))
                        .with_label(w.span, "play-off without stages")
                        .with_help("add `playoff { stage players 2 games 2 base 10 min increment 10 s }` to the ranking"),
                );
            }
        }
    }
}
