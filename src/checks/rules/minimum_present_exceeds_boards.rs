//! V501 `minimum-present-exceeds-boards`: more players must be present for a valid match than a match has boards.

use crate::checks::{finding, Rule, ERROR};
use crate::diagnostic::Diagnostic;
use crate::diagnostic::{CodeInfo, Doc};
use crate::model::Regulation;

/// V501: more players must be present for a valid match than a match has boards.
pub struct MinimumPresentExceedsBoards;

static INFO: CodeInfo = CodeInfo {
    code: "V501",
    name: "minimum-present-exceeds-boards",
    severity: ERROR,
    summary: "more players must be present for a valid match than a match has boards",
    doc: Doc {
        what: r#"`minimum-present` in `team-composition` larger than `boards`."#,
        why: r#"A team can field at most one player per board; a minimum above the board count can never be met, so every match would be forfeited."#,
        example: r#"```text
team-composition { boards 3; minimum-present 4 }
```"#,
        fix: r#"Lower the minimum (usually half the boards, rounded up) or correct the number of boards."#,
        reference: r#"The team championship regulation sets the minimum (seed 001, 5.6 and 10.4: at least 2 players of 3, else the team loses all its games)."#,
    },
};

impl Rule for MinimumPresentExceedsBoards {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn check(&self, reg: &Regulation, out: &mut Vec<Diagnostic>) {
        let Some(t) = &reg.team_rules else { return };
        let (Some(min), Some(boards)) = (&t.minimum_present, &t.boards) else { return };
        if min.value > boards.value {
            out.push(
                finding(
                    &INFO,
                    format!(
                        "a match needs {} players present, but has only {} boards",
                        min.value, boards.value
                    ),
                )
                .with_label(min.span, format!("{} present required", min.value))
                .with_label(boards.span, format!("{} boards", boards.value))
                .with_help(format!(
                    "write a minimum of at most {} (commonly {})",
                    boards.value,
                    boards.value.div_ceil(2)
                )),
            );
        }
    }
}
