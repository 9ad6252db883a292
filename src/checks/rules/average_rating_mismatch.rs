//! V601 `average-rating-mismatch`: the stated average rating differs from the average of the listed ratings.

use crate::checks::{facts, finding, Rule, ERROR};
use crate::diagnostic::Diagnostic;
use crate::diagnostic::{CodeInfo, Doc};
use crate::model::Regulation;
use crate::vocab::fide::ratings;

/// V601: the stated average rating differs from the average of the listed ratings.
pub struct AverageRatingMismatch;

static INFO: CodeInfo = CodeInfo {
    code: "V601",
    name: "average-rating-mismatch",
    severity: ERROR,
    summary: "the stated average rating differs from the average of the listed ratings",
    doc: Doc {
        what: r#"`claims { average-rating N }` when every listed participant has a rating and their average, rounded to a whole number with .5 up, is not N."#,
        why: r#"The average decides the category and the points a norm needs; a wrong average misleads players about what is at stake, and an arbiter cannot confirm the norms later."#,
        example: r#"```text
players { 1 "A" 2319; 2 "B" 2021 }
claims { average-rating 2182 }
```"#,
        fix: r#"Write the computed average, or correct the ratings in the list (they should come from the FIDE list in force at the start of the event)."#,
        reference: r#"FIDE Handbook B.01 (Title Regulations, 2024), 1.4.7: averages are rounded to the nearest whole number, 0.5 up; `docs/reference/rating-time-title.md` §2.2."#,
    },
};

impl Rule for AverageRatingMismatch {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn check(&self, reg: &Regulation, out: &mut Vec<Diagnostic>) {
        let Some(stated) = &reg.claims.average_rating else { return };
        let Some(list) = facts::field_ratings(reg) else { return };
        let Some(avg) = ratings::average(&list) else { return };
        if avg == stated.value {
            return;
        }
        let n = list.len() as u64;
        let sum: u64 = list.iter().map(|&r| u64::from(r)).sum();
        let exact = sum * 100 / n;
        out.push(
            finding(&INFO, format!("stated average {}, the listed ratings give {avg}", stated.value))
                .with_label(stated.span, format!("the {n} listed ratings average {avg}"))
                .with_note(format!("{n} ratings sum to {sum}; {sum} / {n} = {}.{:02}, rounded half-up (FIDE B.01 1.4.7)", exact / 100, exact % 100))
                .with_help(format!("write `average-rating {avg}`, or correct the ratings in the participant list")),
        );
    }
}
