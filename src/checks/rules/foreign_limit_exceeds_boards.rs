//! V503 `foreign-limit-exceeds-boards`: a foreign-player limit per match larger than the number of boards.

use crate::checks::{finding, Rule, ERROR};
use crate::diagnostic::Diagnostic;
use crate::diagnostic::{CodeInfo, Doc};
use crate::model::Regulation;

/// V503: a foreign-player limit per match larger than the number of boards.
pub struct ForeignLimitExceedsBoards;

static INFO: CodeInfo = CodeInfo {
    code: "V503",
    name: "foreign-limit-exceeds-boards",
    severity: ERROR,
    summary: "a foreign-player limit per match larger than the number of boards",
    doc: Doc {
        what: r#"A `foreign … N` limit in `team-composition` with N greater than `boards`."#,
        why: r#"A limit above the number of boards limits nothing; it usually means the number of boards or the limit was mistyped."#,
        example: r#"```text
team-composition { boards 3; foreign eu 4 }
```"#,
        fix: r#"Correct the limit (at most the number of boards) or the number of boards."#,
        reference: r#"National team championship regulations (seed 001, 5.1: at most 1 EU and 1 non-EU player per match)."#,
    },
};

impl Rule for ForeignLimitExceedsBoards {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn check(&self, reg: &Regulation, out: &mut Vec<Diagnostic>) {
        let Some(t) = &reg.team_rules else { return };
        let Some(boards) = &t.boards else { return };
        for (kind, limit) in &t.foreign_limits {
            if limit.value > boards.value {
                out.push(
                    finding(&INFO, format!("up to {} `{}` foreign players per match, but a match has only {} boards", limit.value, kind.value, boards.value))
                        .with_label(limit.span, "limit above the board count")
                        .with_label(boards.span, format!("{} boards", boards.value))
                        .with_help(format!("write a limit of at most {}", boards.value)),
                );
            }
        }
    }
}
