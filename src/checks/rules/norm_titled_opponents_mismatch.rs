//! V604 `norm-titled-opponents-mismatch`: a norm statement names a number of titled opponents other than half the games.

use crate::checks::{facts, finding, Rule, ERROR};
use crate::diagnostic::Diagnostic;
use crate::diagnostic::{CodeInfo, Doc};
use crate::model::Format;
use crate::model::Regulation;
use crate::vocab::fide::norms;

/// V604: a norm statement names a number of titled opponents other than half the games.
pub struct NormTitledOpponentsMismatch;

static INFO: CodeInfo = CodeInfo {
    code: "V604",
    name: "norm-titled-opponents-mismatch",
    severity: ERROR,
    summary: "a norm statement names a number of titled opponents other than half the games",
    doc: Doc {
        what: r#"`norm … games N titled T` where T is not N/2 rounded up, the number of titled opponents (GM, IM, FM, WGM, WIM, WFM; not CM/WCM) B.01 requires (in a double round robin, where each opponent is met twice, half of that, rounded up)."#,
        why: r#"Players and arbiters check a norm against the stated conditions; a wrong count promises norms that FIDE will refuse, or discourages players from counting on one they can make."#,
        example: r#"```text
claims { norm IM points 7 games 11 titled 5 }   # 11 games need 6
```"#,
        fix: r#"Write the count B.01 requires for the number of games."#,
        reference: r#"FIDE Handbook B.01 (2024) 1.4.5: at least 50 % of the opponents titled (CM and WCM excluded), at least a third (minimum 3) holding the norm's title level; table in `docs/reference/rating-time-title.md` §2.3."#,
    },
};

impl Rule for NormTitledOpponentsMismatch {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn check(&self, reg: &Regulation, out: &mut Vec<Diagnostic>) {
        for norm in &reg.claims.norms {
            let Some(titled) = &norm.titled else { continue };
            let Some(games) =
                norm.games.as_ref().map(|g| g.value).or_else(|| facts::games_per_player(reg))
            else {
                continue;
            };
            // In a double round robin each opponent is met twice: half of them, rounded up.
            let double = facts::format(reg) == Some(Format::DoubleRoundRobin);
            let need = if double {
                norms::titled_needed(games).div_ceil(2)
            } else {
                norms::titled_needed(games)
            };
            if titled.value == need {
                continue;
            }
            out.push(
                finding(&INFO, format!("the `{:?}` norm over {games} games: {} titled opponents stated, B.01 requires {need}", norm.title.value, titled.value))
                    .with_label(titled.span, format!("B.01 1.4.5 requires {need}"))
                    .with_note(format!("at least half of the {games} opponents must hold a title other than CM/WCM; at least {} of them the norm's title level", norms::title_level_needed(games)))
                    .with_help(format!("write `titled {need}`")),
            );
        }
    }
}
