//! V504 `team-list-shorter-than-boards`: a team lists fewer players than a match has boards.

use crate::checks::{finding, Rule, ERROR};
use crate::diagnostic::Diagnostic;
use crate::diagnostic::{CodeInfo, Doc};
use crate::model::Regulation;

/// V504: a team lists fewer players than a match has boards.
pub struct TeamListShorterThanBoards;

static INFO: CodeInfo = CodeInfo {
    code: "V504",
    name: "team-list-shorter-than-boards",
    severity: ERROR,
    summary: "a team lists fewer players than a match has boards",
    doc: Doc {
        what: r#"When teams list their players, a team whose list (main players and reserves) has fewer names than `boards`. Teams without lists are not checked unless other teams list players."#,
        why: r#"A team that cannot fill every board forfeits the empty ones in every round; when the list is the registered one, it also cannot be completed later."#,
        example: r#"```text
team-composition { boards 3; reserves 1 }
teams { 1 "Рокада" { 1 "A" 2000; 2 "B" 1900 } }
```"#,
        fix: r#"Complete the team's list, or correct the number of boards."#,
        reference: r#"The team championship regulation fixes the list (seed 001, 5.1 and 5.4: 3 players and 1 reserve; missing players leave the last boards empty, 5.5)."#,
    },
};

impl Rule for TeamListShorterThanBoards {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn check(&self, reg: &Regulation, out: &mut Vec<Diagnostic>) {
        let Some(boards) = reg.team_rules.as_ref().and_then(|t| t.boards.as_ref()) else { return };
        let Some(teams) = &reg.teams else { return };
        if teams.list.iter().all(|t| t.players.is_empty() && t.reserves.is_empty()) {
            return;
        }
        for team in &teams.list {
            let listed = team.players.len() + team.reserves.len();
            if listed < boards.value as usize {
                out.push(
                    finding(
                        &INFO,
                        format!(
                            "team `{}` lists {listed} players for {} boards",
                            team.name.value, boards.value
                        ),
                    )
                    .with_label(team.name.span, format!("{listed} players listed"))
                    .with_label(boards.span, format!("{} boards", boards.value))
                    .with_help(format!(
                        "list at least {} players for `{}`",
                        boards.value, team.name.value
                    )),
                );
            }
        }
    }
}
