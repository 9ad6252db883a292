//! V305 `quickplay-finish-not-stated`: no increment and no word on Guidelines III.

use crate::checks::{facts, finding, Rule, WARNING};
use crate::diagnostic::Diagnostic;
use crate::diagnostic::{CodeInfo, Doc};
use crate::model::time_control;
use crate::model::Regulation;
use crate::vocab::fide::time::GameClass;

/// A standard or rapid control without increment that does not say whether Guidelines III
/// applies.
pub struct QuickplayFinishNotStated;

static INFO: CodeInfo = CodeInfo {
    code: "V305",
    name: "quickplay-finish-not-stated",
    severity: WARNING,
    summary: "a control without increment does not say whether the quickplay-finish rules apply",
    doc: Doc {
        what: r#"A standard or rapid time control without increment (and without delay) and without a
`quickplay-finish on|off` statement."#,
        why: r#"In games without increment a player short of time may claim a draw under Guidelines III (the
old Article 10.2), but only if the regulations announced it beforehand (III.2.1). Silence means
it does not apply, which players often do not expect; stating it either way ends the argument
before the first flag falls."#,
        example: r#"```text
time-control { period 60 min }
```"#,
        fix: r#"Write `quickplay-finish on` or `quickplay-finish off`, or add an increment (which makes the
question moot)."#,
        reference: r#"Laws of Chess, Guidelines III.2.1 (applies only if announced beforehand) and III.2.2 (only
standard and rapid games without increment)."#,
    },
};

impl Rule for QuickplayFinishNotStated {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn check(&self, reg: &Regulation, out: &mut Vec<Diagnostic>) {
        let Some(tc) = facts::time_control(reg) else { return };
        if tc.quickplay_finish.is_some()
            || time_control::has_increment(tc)
            || tc.delay_seconds.as_ref().is_some_and(|d| d.value > 0)
            || time_control::classify(tc) == Some(GameClass::Blitz)
        {
            return;
        }
        out.push(
            finding(
                &INFO,
                format!(
                    "{} has no increment, but the regulation does not say whether Guidelines III (quickplay finish) applies",
                    time_control::describe(tc)
                ),
            )
            .with_label(tc.span, "no increment")
            .with_help("write `quickplay-finish on` or `quickplay-finish off` in the time control"),
        );
    }
}
