//! V303 `first-period-too-few-moves`: a first time control for fewer moves than FIDE allows.

use crate::checks::{facts, finding, Rule, ERROR};
use crate::diagnostic::Diagnostic;
use crate::diagnostic::{CodeInfo, Doc};
use crate::model::{RatedFor, Regulation};
use crate::vocab::fide::time;

/// `period N min moves M` as the first period of a standard-rated event with M too small.
pub struct FirstPeriodTooFewMoves;

static INFO: CodeInfo = CodeInfo {
    code: "V303",
    name: "first-period-too-few-moves",
    severity: ERROR,
    summary: "the first time control of a FIDE standard-rated event names too few moves",
    doc: Doc {
        what: r#"A `rated fide-standard` event whose first period names a number of moves below the minimum: at
least 30 moves from 1 January 2022, at least 40 before. The edition is chosen by the event's
first day."#,
        why: r#"Games under a control with a shorter first period are not valid for FIDE standard rating."#,
        example: r#"```text
time-control { period 60 min moves 20; period 30 min; increment 30 s from-move 1 }
validity { rated fide-standard }
```"#,
        fix: r#"Make the first period at least 30 moves (40 moves before 2022), e.g. `period 90 min moves 40`."#,
        reference: r#"FIDE Rating Regulations (2022, 2024) §1: where the first time control names a number of moves it
must be at least 30 moves (40 in the text before 2022)."#,
    },
};

impl Rule for FirstPeriodTooFewMoves {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn check(&self, reg: &Regulation, out: &mut Vec<Diagnostic>) {
        let Some(claim) = facts::rated_claim(reg, RatedFor::FideStandard) else { return };
        let Some(tc) = facts::time_control(reg) else { return };
        let Some(moves) = tc.periods.first().and_then(|p| p.moves.as_ref()) else { return };
        let rules = time::standard_rate_of_play(facts::start_date(reg));
        let minimum = rules.first_period_min_moves;
        if moves.value >= minimum {
            return;
        }
        out.push(
            finding(
                &INFO,
                format!(
                    "the first period is for {} moves, but FIDE standard rating needs at least {minimum}",
                    moves.value
                ),
            )
            .with_label(moves.span, format!("at least {minimum} moves"))
            .with_label(claim, "rated fide-standard")
            .with_note(rules.edition)
            .with_help(format!("make the first period at least {minimum} moves")),
        );
    }
}
