//! V502 `team-reserves-not-stated`: the team composition does not say how many reserves a team may have.

use crate::checks::{finding, Rule, WARNING};
use crate::diagnostic::Diagnostic;
use crate::diagnostic::{CodeInfo, Doc};
use crate::model::Regulation;

/// V502: the team composition does not say how many reserves a team may have.
pub struct TeamReservesNotStated;

static INFO: CodeInfo = CodeInfo {
    code: "V502",
    name: "team-reserves-not-stated",
    severity: WARNING,
    summary: "the team composition does not say how many reserves a team may have",
    doc: Doc {
        what: r#"A `team-composition` block with `boards` but no `reserves` statement (write `reserves 0` when none are allowed)."#,
        why: r#"Captains register their lists before the event and the arbiter checks every lineup against them; whether a team may name reserves, and how many, decides who may play."#,
        example: r#"```text
team-composition { boards 3; minimum-present 2 }
```"#,
        fix: r#"Add `reserves N` (or `reserves 0`)."#,
        reference: r#"National team championship regulations state the list size (seed 001: "3 основни състезателки и 1 резерва"; seed 004: "нямат право на резервен състезател")."#,
    },
};

impl Rule for TeamReservesNotStated {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn check(&self, reg: &Regulation, out: &mut Vec<Diagnostic>) {
        let Some(t) = &reg.team_rules else { return };
        let Some(boards) = &t.boards else { return };
        if t.reserves.is_none() {
            out.push(
                finding(&INFO, format!("the team composition gives {} boards but does not say how many reserves a team may have", boards.value))
                    .with_label(t.span, "no `reserves` statement")
                    .with_help("add `reserves N`, or `reserves 0` when none are allowed"),
            );
        }
    }
}
