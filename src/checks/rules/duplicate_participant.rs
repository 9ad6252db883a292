//! V104 `duplicate-participant`: the same player (or team) listed twice.

use crate::checks::{finding, Rule, ERROR};
use crate::diagnostic::Diagnostic;
use crate::diagnostic::{CodeInfo, Doc};
use crate::model::{Player, Regulation};
use crate::source::Span;
use std::collections::HashMap;

/// Two list entries with the same name or the same FIDE ID.
pub struct DuplicateParticipant;

static INFO: CodeInfo = CodeInfo {
    code: "V104",
    name: "duplicate-participant",
    severity: ERROR,
    summary: "a participant is listed twice (same name or same FIDE ID)",
    doc: Doc {
        what: r#"Two entries of the player list with the same name (ignoring case, spacing and punctuation,
unless both have FIDE IDs and they differ: namesakes exist) or the same FIDE ID; in a team event, the same player in two rosters (or twice in one), and two
teams with the same name and the same city ("Локомотив" of Sofia and of Plovdiv are two
teams)."#,
        why: r#"A player cannot hold two pairing numbers or play for two teams. A duplicate usually hides a
copy-and-paste slip that dropped another participant, and it inflates the field, the average
rating and the category."#,
        example: r#"```text
players stated 4 {
  1 GM "Voiska Margarita" 2319
  2 FM "Jordanova Svetla" 2245
  3 GM "Voiska  Margarita" 2319
  4    "Raeva Elitsa" 2207
}
```"#,
        fix: r#"Remove the duplicate, or write the participant who was meant instead."#,
        reference: r#"FIDE Handbook C.05 / C.04 (one pairing number per participant); FIDE Rating Regulations (one
FIDE ID per player); the team-competition rules (a player registered for one team only)."#,
    },
};

impl Rule for DuplicateParticipant {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn check(&self, reg: &Regulation, out: &mut Vec<Diagnostic>) {
        if let Some(p) = &reg.players {
            find_duplicates(p.list.iter().map(|p| (p, None)), out);
        }
        if let Some(t) = &reg.teams {
            let mut by_name: HashMap<String, Span> = HashMap::new();
            for team in &t.list {
                // Clubs of the same name from different cities are different teams.
                let city = team.city.as_ref().map_or(String::new(), |c| name_key(&c.value));
                let key = format!("{}|{city}", name_key(&team.name.value));
                if team.name.value.trim().is_empty() {
                    continue;
                }
                if let Some(first) = by_name.get(&key) {
                    out.push(
                        finding(&INFO, format!("team `{}` is listed twice", team.name.value))
                            .with_label(team.name.span, "listed again here")
                            .with_label(*first, "first listed here")
                            .with_help(
                                "remove one of the entries, or write the team that was meant",
                            ),
                    );
                } else {
                    by_name.insert(key, team.name.span);
                }
            }
            let rosters = t.list.iter().flat_map(|team| {
                team.players
                    .iter()
                    .chain(team.reserves.iter())
                    .map(move |p| (p, Some(team.name.value.as_str())))
            });
            find_duplicates(rosters, out);
        }
    }
}

/// A name reduced to its letters and digits, lowercase, words separated by one space.
fn name_key(name: &str) -> String {
    name.split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(str::to_lowercase)
        .collect::<Vec<_>>()
        .join(" ")
}

fn find_duplicates<'a>(
    players: impl Iterator<Item = (&'a Player, Option<&'a str>)>,
    out: &mut Vec<Diagnostic>,
) {
    let mut by_name: HashMap<String, (&Player, Option<&str>)> = HashMap::new();
    let mut by_id: HashMap<u64, (&Player, Option<&str>)> = HashMap::new();
    for (p, team) in players {
        let key = name_key(&p.name.value);
        // Namesakes with different FIDE IDs are different people.
        let same_name =
            if key.is_empty() { None } else { by_name.get(&key).copied() }.filter(|(first, _)| {
                match (&first.fide_id, &p.fide_id) {
                    (Some(a), Some(b)) => a.value == b.value,
                    _ => true,
                }
            });
        let same_id = p.fide_id.as_ref().and_then(|id| by_id.get(&id.value).copied());
        let where_ = |t: Option<&str>| t.map(|t| format!(" in `{t}`")).unwrap_or_default();
        if let Some((first, first_team)) = same_name {
            out.push(
                finding(
                    &INFO,
                    match (first_team, team) {
                        (Some(a), Some(b)) if a != b => {
                            format!("`{}` is listed for both `{a}` and `{b}`", p.name.value)
                        }
                        _ => format!("`{}` is listed twice", p.name.value),
                    },
                )
                .with_label(p.name.span, format!("listed again here{}", where_(team)))
                .with_label(first.name.span, format!("first listed here{}", where_(first_team)))
                .with_help("remove one of the entries, or write the player who was meant"),
            );
        } else if let (Some((first, first_team)), Some(id)) = (same_id, &p.fide_id) {
            out.push(
                finding(
                    &INFO,
                    format!(
                        "`{}` and `{}` have the same FIDE ID {}",
                        first.name.value, p.name.value, id.value
                    ),
                )
                .with_label(id.span, format!("FIDE ID of `{}`{}", p.name.value, where_(team)))
                .with_label(
                    first.fide_id.as_ref().map_or(first.span, |f| f.span),
                    format!("FIDE ID of `{}`{}", first.name.value, where_(first_team)),
                )
                .with_help("correct the FIDE ID of one of them (each player has exactly one)"),
            );
        }
        if !key.is_empty() {
            by_name.entry(key).or_insert((p, team));
        }
        if let Some(id) = &p.fide_id {
            by_id.entry(id.value).or_insert((p, team));
        }
    }
}
