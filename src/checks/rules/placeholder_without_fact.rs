//! V805 `placeholder-without-fact`: prose refers to a fact (`{average_rating}`) the regulation does not state.

use crate::checks::{facts, finding, Rule, ERROR};
use crate::diagnostic::Diagnostic;
use crate::diagnostic::{CodeInfo, Doc};
use crate::model::Regulation;
use crate::model::Role;

/// V805: prose refers to a fact (`{average_rating}`) the regulation does not state.
pub struct PlaceholderWithoutFact;

static INFO: CodeInfo = CodeInfo {
    code: "V805",
    name: "placeholder-without-fact",
    severity: ERROR,
    summary: "prose refers to a fact (`{average_rating}`) the regulation does not state",
    doc: Doc {
        what: r#"A placeholder such as `{average_rating}`, `{fee}` or `{boards}` in a paragraph when the fact it names is not given, so the rendered text would have a hole."#,
        why: r#"Placeholders keep the prose and the facts from drifting apart; a placeholder with no fact behind it renders as nothing (or fails to render), and the published text loses a number it meant to give."#,
        example: r#"```text
section 10 { "Среден коефициент ФИДЕ – {average_rating}." }   # no claims { average-rating … }
```"#,
        fix: r#"State the fact (`claims { average-rating 2182 }`), or write the text without the placeholder."#,
        reference: r#"The regulation language (grammar/GRAMMAR.md, "Prose and placeholders")."#,
    },
};

impl Rule for PlaceholderWithoutFact {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn check(&self, reg: &Regulation, out: &mut Vec<Diagnostic>) {
        for p in facts::paragraphs(reg) {
            for ph in &p.placeholders {
                let Some((present, how)) = fact_for(reg, &ph.value) else { continue };
                if present {
                    continue;
                }
                out.push(
                    finding(
                        &INFO,
                        format!("`{{{}}}` is used, but the regulation does not state it", ph.value),
                    )
                    .with_label(ph.span, "no fact to fill in")
                    .with_help(format!("add {how}, or write the text without the placeholder")),
                );
            }
        }
    }
}

/// Whether the fact a placeholder names is stated, and how to state it.
fn fact_for(reg: &Regulation, name: &str) -> Option<(bool, &'static str)> {
    let system = reg.system.as_ref();
    Some(match name {
        "title" => (!reg.title.value.is_empty(), "a title in the header"),
        "year" | "dates" | "start" | "end" => {
            (reg.event.dates.is_some() || !reg.schedule.is_empty(), "`event { dates FIRST..LAST }`")
        }
        "edition" => (reg.edition.is_some(), "`edition N` in the header"),
        "organiser" => (reg.event.organiser.is_some(), "`event { organiser \"…\" }`"),
        "venue" => (reg.event.venue.is_some(), "`event { venue \"…\" }`"),
        "address" => (reg.event.address.is_some(), "`event { address \"…\" }`"),
        "system" => (system.is_some(), "a `system` statement"),
        "rounds" => {
            (system.is_some_and(|s| s.rounds.is_some()), "`rounds N` in the `system` statement")
        }
        "players.count" => (
            reg.players.as_ref().is_some_and(|p| !p.list.is_empty() || p.stated.is_some()),
            "a `players` list",
        ),
        "teams.count" => (
            reg.teams.as_ref().is_some_and(|t| !t.list.is_empty() || t.stated.is_some()),
            "a `teams` list",
        ),
        "boards" => (
            reg.team_rules.as_ref().is_some_and(|t| t.boards.is_some()),
            "`team-composition { boards N }`",
        ),
        "time_control" => (
            reg.time_control.as_ref().is_some_and(|t| !t.periods.is_empty()),
            "a `time-control` block",
        ),
        "average_rating" => (reg.claims.average_rating.is_some(), "`claims { average-rating N }`"),
        "category" => (reg.claims.category.is_some(), "`claims { category \"…\" }`"),
        "fee" => (
            reg.appeals.as_ref().is_some_and(|a| a.fee.is_some()),
            "`appeals { fee AMOUNT CURRENCY }`",
        ),
        "deadline" => (
            reg.appeals.as_ref().is_some_and(|a| a.deadline.is_some()),
            "`appeals { deadline N min after round }`",
        ),
        "chief_arbiter" => (
            reg.officials.iter().any(|o| o.role.value == Role::ChiefArbiter),
            "`officials { chief-arbiter \"…\" }`",
        ),
        "players.table" => (
            reg.players.as_ref().is_some_and(|p| !p.list.is_empty()),
            "the participants to a `players` list",
        ),
        "teams.table" => {
            (reg.teams.as_ref().is_some_and(|t| !t.list.is_empty()), "the teams to a `teams` list")
        }
        "schedule.table" => (!reg.schedule.is_empty(), "a `schedule` block"),
        "tiebreaks.table" => (
            reg.ranking.as_ref().is_some_and(|r| !r.tiebreaks.is_empty()),
            "`ranking { tiebreaks … }`",
        ),
        "prizes.table" => (!reg.prizes.is_empty(), "a `prizes` block"),
        "officials.table" => (!reg.officials.is_empty(), "an `officials` block"),
        _ => return None,
    })
}
