//! V307 `time-control-not-stated`: a FIDE-rated event without a time control.

use crate::checks::{finding, Rule, WARNING};
use crate::diagnostic::Diagnostic;
use crate::diagnostic::{CodeInfo, Doc};
use crate::model::{RatedFor, Regulation};

/// `rated fide-…` with no time control, or a time control with no period.
pub struct TimeControlNotStated;

static INFO: CodeInfo = CodeInfo {
    code: "V307",
    name: "time-control-not-stated",
    severity: WARNING,
    summary: "the event claims a FIDE rating but gives no time control with at least one period",
    doc: Doc {
        what: r#"A `rated fide-standard`, `fide-rapid` or `fide-blitz` claim with no `time-control` block, or a
`time-control` block without any `period`."#,
        why: r#"Whether a game is rated, and on which list, depends entirely on the time control; without it
none of the rating conditions can be checked, and players do not know how long they play."#,
        example: r#"```text
validity { rated fide-standard }
time-control { increment 30 s from-move 1 }
```"#,
        fix: r#"Give the periods: `time-control { period 90 min; increment 30 s from-move 1 }`."#,
        reference: r#"FIDE Rating Regulations §1 (rate of play); Laws of Chess Appendix A.1, B.1 (classes)."#,
    },
};

impl Rule for TimeControlNotStated {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn check(&self, reg: &Regulation, out: &mut Vec<Diagnostic>) {
        let Some(validity) = &reg.validity else { return };
        let Some(claim) = validity.rated.iter().find(|r| r.value != RatedFor::National) else {
            return;
        };
        match &reg.time_control {
            Some(tc) if !tc.periods.is_empty() => {}
            Some(tc) => out.push(
                finding(
                    &INFO,
                    "the time control has no period, so the FIDE rating claim cannot be checked",
                )
                .with_label(tc.span, "no `period` here")
                .with_label(claim.span, "FIDE rating claimed")
                .with_help("add the periods, e.g. `period 90 min moves 40`"),
            ),
            None => out.push(
                finding(&INFO, "the event claims a FIDE rating but states no time control")
                    .with_label(claim.span, "FIDE rating claimed")
                    .with_help("add a `time-control { period … }` block"),
            ),
        }
    }
}
