//! V403 `team-tiebreak-in-individual-event`: a team tie-break (or a `:MP`/`:GP` team score) in an individual event.

use crate::checks::{facts, finding, Rule, ERROR};
use crate::diagnostic::Diagnostic;
use crate::diagnostic::{CodeInfo, Doc};
use crate::model::Regulation;

/// V403: a team tie-break (or a `:MP`/`:GP` team score) in an individual event.
pub struct TeamTiebreakInIndividualEvent;

static INFO: CodeInfo = CodeInfo {
    code: "V403",
    name: "team-tiebreak-in-individual-event",
    severity: ERROR,
    summary: "a team tie-break (or a `:MP`/`:GP` team score) in an individual event",
    doc: Doc {
        what: r#"A tie-break defined only between teams (`MP`, `GP`, `MPvGP`, the ESB family, `EDE`, `BC`, `TBR`, `BBE`, `SSSC`, `board-points`, `black-board-1`) or a `:MP`/`:GP` reference score in an event of individual players."#,
        why: r#"Match points, board counts and board-weighted points exist only when teams play matches on several boards; in an individual event the tie-break has no value and the standings cannot be computed as written."#,
        example: r#"```text
system individual round-robin rounds 11
ranking { points 1 ½ 0; tiebreaks DE, EMGSB, SB; when-tied lots }
```"#,
        fix: r#"Use the individual counterpart (`SB` for the ESB family, `DE` for `EDE`), or declare the event a team event (`system team …`)."#,
        reference: r#"FIDE Handbook C.07, Art. 12–13 (tie-breaks for team competitions) and Art. 5 table."#,
    },
};

impl Rule for TeamTiebreakInIndividualEvent {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn check(&self, reg: &Regulation, out: &mut Vec<Diagnostic>) {
        if reg.system.is_none() || facts::is_team_event(reg) {
            return;
        }
        for list in facts::tiebreak_lists(reg) {
            for tb in list.tiebreaks {
                let message = if tb.value.kind.is_team_only() {
                    format!("`{}` is a team tie-break, but this is an individual event", tb.value)
                } else if tb.value.reference.is_some() {
                    format!(
                        "`{}` names a team score (`:MP`/`:GP`), but this is an individual event",
                        tb.value
                    )
                } else {
                    continue;
                };
                out.push(
                    finding(&INFO, message)
                        .with_label(tb.span, "defined only between teams")
                        .with_help("use an individual tie-break (`SB` for the ESB family, `DE` for `EDE`) or drop the team score"),
                );
            }
        }
    }
}
