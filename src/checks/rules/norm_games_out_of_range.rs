//! V605 `norm-games-out-of-range`: a norm statement over fewer than 9 games, or over more games than the event has rounds.

use crate::checks::{facts, finding, Rule, ERROR};
use crate::diagnostic::Diagnostic;
use crate::diagnostic::{CodeInfo, Doc};
use crate::model::Regulation;
use crate::vocab::fide::norms;

/// V605: a norm statement over fewer than 9 games, or over more games than the event has rounds.
pub struct NormGamesOutOfRange;

static INFO: CodeInfo = CodeInfo {
    code: "V605",
    name: "norm-games-out-of-range",
    severity: ERROR,
    summary:
        "a norm statement over fewer than 9 games, or over more games than the event has rounds",
    doc: Doc {
        what: r#"`norm … games N` with N below 9 (the FIDE minimum), or above the number of rounds a participant plays."#,
        why: r#"FIDE does not accept norms from fewer than 9 games (with narrow exceptions for team championships and the World Cup), and no one can play more games than there are rounds."#,
        example: r#"```text
system individual round-robin rounds 7
claims { norm IM points 5.5 games 7 }
```"#,
        fix: r#"Remove the statement, or correct the number of games."#,
        reference: r#"FIDE Handbook B.01 (2024) 1.4.1: a norm needs at least 9 games; `docs/reference/rating-time-title.md` §2.2."#,
    },
};

impl Rule for NormGamesOutOfRange {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn check(&self, reg: &Regulation, out: &mut Vec<Diagnostic>) {
        let rounds = facts::games_per_player(reg);
        for norm in &reg.claims.norms {
            let Some(games) = &norm.games else { continue };
            if games.value < norms::MIN_GAMES {
                out.push(
                    finding(
                        &INFO,
                        format!(
                            "the `{:?}` norm over {} games: B.01 requires at least {}",
                            norm.title.value,
                            games.value,
                            norms::MIN_GAMES
                        ),
                    )
                    .with_label(games.span, "fewer than 9 games")
                    .with_help("remove the statement, or state a norm over at least 9 games"),
                );
            } else if let Some(r) = rounds.filter(|r| games.value > *r) {
                out.push(
                    finding(
                        &INFO,
                        format!(
                            "the `{:?}` norm over {} games, but the event has {r} rounds",
                            norm.title.value, games.value
                        ),
                    )
                    .with_label(games.span, format!("more than {r} games"))
                    .with_help(format!("state at most {r} games")),
                );
            }
        }
    }
}
