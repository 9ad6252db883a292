//! V301 `time-control-class-mismatch`: the time control is not of the class the event is rated
//! for.

use crate::checks::{facts, finding, Rule, ERROR};
use crate::diagnostic::Diagnostic;
use crate::diagnostic::{CodeInfo, Doc};
use crate::model::time_control;
use crate::model::{RatedFor, Regulation};
use crate::vocab::fide::time::{self, GameClass};

/// `rated fide-standard` with a rapid control, `rated fide-rapid` with a standard one, ….
pub struct TimeControlClassMismatch;

static INFO: CodeInfo = CodeInfo {
    code: "V301",
    name: "time-control-class-mismatch",
    severity: ERROR,
    summary:
        "the time control's class (standard, rapid, blitz) is not the one the event is rated for",
    doc: Doc {
        what: r#"A `rated fide-standard`, `fide-rapid` or `fide-blitz` claim whose time control is of another
class. The class comes from T = all periods + 60 × increment (minutes per player, assuming 60
moves): blitz T ≤ 10 min, rapid 10 < T < 60, standard T ≥ 60. A FIDE-rated blitz game also
needs T > 3 min."#,
        why: r#"FIDE rates a game on the list of its class only: a 15 min + 10 s game (T = 25 min) is rapid and
is never rated as standard, whatever the regulation promises. Note the boundary cases: 30 min +
30 s is T = 60 and therefore standard, not rapid."#,
        example: r#"```text
time-control { period 15 min; increment 10 s from-move 1 }
validity { rated fide-standard }
```"#,
        fix: r#"Claim the rating list of the control's class (`rated fide-rapid`), or change the time control."#,
        reference: r#"Laws of Chess Appendix A.1 (rapid), B.1 (blitz) and the glossary (standard: at least 60
minutes); FIDE Rapid & Blitz Rating Regulations (2024): rated blitz more than 3 minutes."#,
    },
};

impl Rule for TimeControlClassMismatch {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn check(&self, reg: &Regulation, out: &mut Vec<Diagnostic>) {
        let Some(tc) = facts::time_control(reg) else { return };
        let Some(seconds) = time_control::per_player_seconds(tc) else { return };
        let class = time::classify_seconds(seconds);
        let Some(validity) = &reg.validity else { return };
        for claim in &validity.rated {
            let (wanted, word) = match claim.value {
                RatedFor::FideStandard => (GameClass::Standard, "fide-standard"),
                RatedFor::FideRapid => (GameClass::Rapid, "fide-rapid"),
                RatedFor::FideBlitz => (GameClass::Blitz, "fide-blitz"),
                RatedFor::National => continue,
            };
            let t = time::describe_seconds_as_minutes(seconds);
            let computed =
                format!("{} is {} (T = {t} per player)", time_control::describe(tc), class.word());
            if class != wanted {
                out.push(
                    finding(
                        &INFO,
                        format!("`rated {word}` needs a {} time control, but {computed}", wanted.word()),
                    )
                    .with_label(claim.span, format!("needs {}", wanted.word()))
                    .with_label(tc.span, format!("{} (T = {t})", class.word()))
                    .with_note("T = all periods + 60 × increment; blitz ≤ 10 min < rapid < 60 min ≤ standard")
                    .with_help(format!(
                        "claim `rated fide-{}`, or change the time control to a {} one",
                        class.word(),
                        wanted.word()
                    )),
                );
            } else if class == GameClass::Blitz
                && seconds <= time::RATED_BLITZ_MORE_THAN_MINUTES * 60
            {
                out.push(
                    finding(
                        &INFO,
                        format!(
                            "`rated fide-blitz` needs more than {} min per player, but {} gives {t}",
                            time::RATED_BLITZ_MORE_THAN_MINUTES,
                            time_control::describe(tc)
                        ),
                    )
                    .with_label(claim.span, "not blitz-rateable")
                    .with_label(tc.span, format!("T = {t}"))
                    .with_help("add an increment (3 min + 2 s gives 5 min) or more base time"),
                );
            }
        }
    }
}
