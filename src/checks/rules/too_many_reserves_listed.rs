//! V505 `too-many-reserves-listed`: a team lists more reserves than the team composition allows.

use crate::checks::{finding, Rule, ERROR};
use crate::diagnostic::Diagnostic;
use crate::diagnostic::{CodeInfo, Doc};
use crate::model::Regulation;

/// V505: a team lists more reserves than the team composition allows.
pub struct TooManyReservesListed;

static INFO: CodeInfo = CodeInfo {
    code: "V505",
    name: "too-many-reserves-listed",
    severity: ERROR,
    summary: "a team lists more reserves than the team composition allows",
    doc: Doc {
        what: r#"A team whose `reserve` entries outnumber `reserves` in `team-composition`."#,
        why: r#"The registered list decides who may play; a reserve beyond the allowed number cannot be fielded, and a team may count on a player it cannot use."#,
        example: r#"```text
team-composition { boards 3; reserves 1 }
teams { 1 "Рокада" { 1 "A"; 2 "B"; 3 "C"; reserve 4 "D"; reserve 5 "E" } }
```"#,
        fix: r#"Remove the extra reserves, or raise the allowed number."#,
        reference: r#"Team championship regulations (seed 001, 5.1: 3 players and 1 reserve)."#,
    },
};

impl Rule for TooManyReservesListed {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn check(&self, reg: &Regulation, out: &mut Vec<Diagnostic>) {
        let Some(allowed) = reg.team_rules.as_ref().and_then(|t| t.reserves.as_ref()) else {
            return;
        };
        let Some(teams) = &reg.teams else { return };
        for team in &teams.list {
            if team.reserves.len() > allowed.value as usize {
                let extra = &team.reserves[allowed.value as usize];
                out.push(
                    finding(
                        &INFO,
                        format!(
                            "team `{}` lists {} reserves, but {} are allowed",
                            team.name.value,
                            team.reserves.len(),
                            allowed.value
                        ),
                    )
                    .with_label(extra.span, "beyond the allowed reserves")
                    .with_label(allowed.span, format!("{} allowed", allowed.value))
                    .with_help(format!(
                        "keep at most {} reserves for `{}`",
                        allowed.value, team.name.value
                    )),
                );
            }
        }
    }
}
