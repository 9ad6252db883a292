//! V304 `quickplay-finish-cannot-apply`: Guidelines III announced where it cannot apply.

use crate::checks::{facts, finding, Rule, ERROR};
use crate::diagnostic::Diagnostic;
use crate::diagnostic::{CodeInfo, Doc};
use crate::model::time_control;
use crate::model::Regulation;
use crate::vocab::fide::time::GameClass;

/// `quickplay-finish on` with an increment, or in blitz.
pub struct QuickplayFinishCannotApply;

static INFO: CodeInfo = CodeInfo {
    code: "V304",
    name: "quickplay-finish-cannot-apply",
    severity: ERROR,
    summary: "a quickplay finish (Guidelines III, old art. 10.2) is announced for a control it cannot apply to",
    doc: Doc {
        what: r#"`quickplay-finish on` together with an increment, or with a blitz time control."#,
        why: r#"Guidelines III ("games without increment including quickplay finishes", the old Article 10.2)
applies only to standard and rapid games **without increment**, and never to blitz. With an
increment a player never runs out of time to make moves, so the draw claims of III.4–III.5
cannot arise; announcing them invites disputes."#,
        example: r#"```text
time-control { period 90 min; increment 30 s from-move 1; quickplay-finish on }
```"#,
        fix: r#"Write `quickplay-finish off` (Bulgarian regulations say: "Член 10.2 … не се прилага при тази
игрова контрола"), or remove the increment."#,
        reference: r#"Laws of Chess, Guidelines III.2.1–III.2.2 (2018 and 2023 Laws; Article 10.2 before 2014,
Appendix G 2014–2017)."#,
    },
};

impl Rule for QuickplayFinishCannotApply {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn check(&self, reg: &Regulation, out: &mut Vec<Diagnostic>) {
        let Some(tc) = &reg.time_control else { return };
        let Some(qf) = tc.quickplay_finish.as_ref().filter(|q| q.value) else { return };
        if let Some(inc) = tc.increment_seconds.as_ref().filter(|i| i.value > 0) {
            out.push(
                finding(
                    &INFO,
                    format!(
                        "`quickplay-finish on` contradicts the increment of {} s: Guidelines III applies only to games without increment",
                        inc.value
                    ),
                )
                .with_label(qf.span, "quickplay finish announced")
                .with_label(inc.span, "increment")
                .with_help("write `quickplay-finish off`, or remove the increment"),
            );
        } else if facts::time_control(reg).and_then(time_control::classify)
            == Some(GameClass::Blitz)
        {
            out.push(
                finding(&INFO, "`quickplay-finish on` cannot apply to blitz: Guidelines III never applies to blitz games")
                    .with_label(qf.span, "quickplay finish announced")
                    .with_label(tc.span, "blitz")
                    .with_help("write `quickplay-finish off`"),
            );
        }
    }
}
