//! V603 `norm-points-mismatch`: a norm statement names a score that is not what FIDE B.01 requires at the field's average.

use crate::checks::{facts, finding, Rule, ERROR};
use crate::diagnostic::Diagnostic;
use crate::diagnostic::{CodeInfo, Doc};
use crate::model::Regulation;
use crate::vocab::fide::norms;

/// V603: a norm statement names a score that is not what FIDE B.01 requires at the field's average.
pub struct NormPointsMismatch;

static INFO: CodeInfo = CodeInfo {
    code: "V603",
    name: "norm-points-mismatch",
    severity: ERROR,
    summary:
        "a norm statement names a score that is not what FIDE B.01 requires at the field's average",
    doc: Doc {
        what: r#"`norm TITLE points P games N` where P is not the smallest score that gives a norm performance (Ra + dp ≥ 2600 GM, 2450 IM, 2400 WGM, 2250 WIM, with at least 35 %) at the field's average rating. Statements whose title is out of reach (V606) or with fewer than 9 games (V605) are left to those rules."#,
        why: r#"Players plan their last rounds around the norm score; a wrong figure makes them play for a draw that is not enough, or risk a game they did not need to."#,
        example: r#"```text
claims { average-rating 2170; norm WIM points 8 games 11 }   # 7 is enough
```"#,
        fix: r#"Write the score B.01 gives for the number of games at the field's average."#,
        reference: r#"FIDE Handbook B.01 (2024) 1.4.7–1.4.9 (Ra rounded half-up; Rp = Ra + dp; percentage rounded to a whole number, 0.5 up; minimum 35 %), table 1.4.9; tables in `docs/reference/rating-time-title.md` §2.4."#,
    },
};

impl Rule for NormPointsMismatch {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn check(&self, reg: &Regulation, out: &mut Vec<Diagnostic>) {
        let Some((ra, source)) = facts::field_average(reg) else { return };
        let from = match source {
            facts::AverageSource::Listed => "the listed ratings' average",
            facts::AverageSource::Stated => "the stated average",
        };
        for norm in &reg.claims.norms {
            let Some(points) = &norm.points else { continue };
            let Some(games) =
                norm.games.as_ref().map(|g| g.value).or_else(|| facts::games_per_player(reg))
            else {
                continue;
            };
            let Some(req) = norms::requirements(norm.title.value) else { continue };
            if games < norms::MIN_GAMES {
                continue;
            }
            let Some(need) = norms::points_needed(&req, ra, games) else { continue };
            if need == points.value {
                continue;
            }
            let pct = norms::percent(need, games);
            let dp = crate::vocab::fide::ratings::dp(i64::from(pct));
            out.push(
                finding(&INFO, format!("the `{:?}` norm: {} points from {games} games stated, but at {from} {ra} B.01 requires {need}", norm.title.value, points.value))
                    .with_label(points.span, format!("B.01 requires {need}"))
                    .with_note(format!("{need}/{games} = {pct} % → dp {dp} → performance {} ≥ {} (B.01 1.4.7–1.4.9); each player's own opponents' average differs slightly from the field's", i64::from(ra) + i64::from(dp), req.performance))
                    .with_help(format!("write `points {need}`")),
            );
        }
    }
}
