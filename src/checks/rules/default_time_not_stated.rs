//! V306 `default-time-not-stated`: the regulation does not state a default time.

use crate::checks::{finding, Rule};
use crate::diagnostic::{CodeInfo, Doc};
use crate::diagnostic::{Diagnostic, Severity};
use crate::model::{RatedFor, Regulation};

/// A FIDE-rated event whose time control has no `default-time`.
pub struct DefaultTimeNotStated;

static INFO: CodeInfo = CodeInfo {
    code: "V306",
    name: "default-time-not-stated",
    severity: Severity::Note,
    summary: "the default time (how late a player may arrive) is not stated, so it is zero",
    doc: Doc {
        what: r#"A FIDE-rated event (`rated fide-standard`, `fide-rapid` or `fide-blitz`) whose time control has
no `default-time N min`. Events rated only nationally are left to the national rules, which may
set their own default."#,
        why: r#"Art. 6.7.1: the regulations shall specify a default time in advance; if they do not, it is
zero, and a player who is not at the board when the round starts loses. Many national
regulations allow 15 or 30 minutes; players who assume the same here lose by default. The note
makes the (valid) zero explicit."#,
        example: r#"```text
time-control { period 90 min; increment 30 s from-move 1 }
```"#,
        fix: r#"State it: `default-time 0 min` (zero tolerance) or e.g. `default-time 30 min`."#,
        reference: r#"Laws of Chess art. 6.7.1 (default time stated in advance; zero if not stated)."#,
    },
};

impl Rule for DefaultTimeNotStated {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn check(&self, reg: &Regulation, out: &mut Vec<Diagnostic>) {
        let Some(tc) = &reg.time_control else { return };
        let fide_rated = reg
            .validity
            .as_ref()
            .is_some_and(|v| v.rated.iter().any(|r| r.value != RatedFor::National));
        if !fide_rated {
            return;
        }
        if tc.default_minutes.is_some() {
            return;
        }
        out.push(
            finding(&INFO, "no default time is stated, so under art. 6.7.1 it is zero")
                .with_label(tc.span, "no `default-time` here")
                .with_help(
                    "write `default-time 0 min` (or the minutes allowed) in the time control",
                ),
        );
    }
}
