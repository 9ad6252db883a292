//! V404 `individual-tiebreak-in-team-event`: a tie-break that needs a player's colour or rating ranks the teams of a team event.

use crate::checks::{facts, finding, Rule, WARNING};
use crate::diagnostic::Diagnostic;
use crate::diagnostic::{CodeInfo, Doc};
use crate::model::Regulation;
use crate::vocab::tiebreak::TieBreakKind;

/// V404: a tie-break that needs a player's colour or rating ranks the teams of a team event.
pub struct IndividualTiebreakInTeamEvent;

static INFO: CodeInfo = CodeInfo {
    code: "V404",
    name: "individual-tiebreak-in-team-event",
    severity: WARNING,
    summary: "a tie-break that needs a player's colour or rating ranks the teams of a team event",
    doc: Doc {
        what: r#"In the main ranking of a team event, a tie-break that rests on one player's colour (`BPG`, `BWG`) or on ratings (`ARO`, `TPR`, `PTP`, `APRO`, `APPO`, `RTNG`). Sub-classifications of individual players (board prizes) are not affected."#,
        why: r#"A team plays both colours in every match (the colours alternate by board) and has no FIDE rating of its own, so these tie-breaks have no defined value for a team; the program chosen will compute something, but no one can say what."#,
        example: r#"```text
system team round-robin rounds 7
ranking { match-points 2 1 0; tiebreaks GP, TPR; when-tied lots }
```"#,
        fix: r#"Rank teams with team tie-breaks (`GP`/`MPvGP`, `EDE`, `EMGSB`, `board-points`), and keep colour or rating tie-breaks for board prizes."#,
        reference: r#"FIDE Handbook C.07, Art. 13 (individual tie-breaks applied to teams use a team score, MP or GP) and Art. 7.3–7.4, 10."#,
    },
};

impl Rule for IndividualTiebreakInTeamEvent {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn check(&self, reg: &Regulation, out: &mut Vec<Diagnostic>) {
        if !facts::is_team_event(reg) {
            return;
        }
        let Some(list) =
            facts::tiebreak_lists(reg).into_iter().find(|l| l.classification.is_none())
        else {
            return;
        };
        for tb in list.tiebreaks {
            let why = match &tb.value.kind {
                TieBreakKind::Bpg | TieBreakKind::Bwg => "a team plays both colours in every match",
                k if k.uses_ratings() => "a team has no rating of its own",
                _ => continue,
            };
            out.push(
                finding(&INFO, format!("`{}` ranks teams by a player's colour or rating: {why}", tb.value))
                    .with_label(tb.span, "meaningless between teams")
                    .with_help("use a team tie-break (`GP`, `EDE`, `EMGSB`, `board-points`) or move it to a board classification"),
            );
        }
    }
}
