//! V607 `suspicious-rating`: a rating that is probably not a rating: equal to the event's year, or outside FIDE's range.

use crate::checks::{facts, finding, Rule, WARNING};
use crate::diagnostic::Diagnostic;
use crate::diagnostic::{CodeInfo, Doc};
use crate::model::Regulation;

/// V607: a rating that is probably not a rating: equal to the event's year, or outside FIDE's range.
pub struct SuspiciousRating;

static INFO: CodeInfo = CodeInfo {
    code: "V607",
    name: "suspicious-rating",
    severity: WARNING,
    summary:
        "a rating that is probably not a rating: equal to the event's year, or outside FIDE's range",
    doc: Doc {
        what: r#"A participant's rating equal to the year the event is held in or to the player's birth year (a year typed, or a template's year copied, into the rating column), or below 1000 or above 2900."#,
        why: r#"Ratings decide the average, the category, the norms and rating-based tie-breaks; one wrong rating silently changes all of them. Seed 000 lists three players rated "2021" in a 2021 event: their real ratings (2090, 2068 and 2034, from the games) give an average of 2181, the wrong ones 2170."#,
        example: r#"```text
event { dates 2021-03-11..2021-03-20 }
players { 10 "Andreeva Plamena" 2021 }
```"#,
        fix: r#"Look the rating up in the FIDE list in force at the start of the event."#,
        reference: r#"FIDE Handbook B.02 (Rating Regulations, 2024) 7.2.1: the rating floor is 1400; ratings come from the list in force at the start (B.01 1.4.6); `docs/reference/rating-time-title.md` §3.4."#,
    },
};

impl Rule for SuspiciousRating {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn check(&self, reg: &Regulation, out: &mut Vec<Diagnostic>) {
        let years = facts::event_period(reg).map(|(a, b)| (a.year() as u32, b.year() as u32));
        for p in facts::participants(reg) {
            let Some(r) = &p.rating else { continue };
            let message = match years {
                Some((a, b)) if r.value == a || r.value == b => {
                    format!("rating of `{}` is {}, the year of the event", p.name.value, r.value)
                }
                _ if p.born.as_ref().is_some_and(|b| i64::from(b.value) == i64::from(r.value)) => {
                    format!("rating of `{}` is {}, the player's birth year", p.name.value, r.value)
                }
                _ if r.value < 1000 || r.value > 2900 => {
                    format!("rating of `{}` is {}, outside any FIDE rating", p.name.value, r.value)
                }
                _ => continue,
            };
            out.push(
                finding(&INFO, message).with_label(r.span, "probably not a rating").with_help(
                    "look the rating up in the FIDE list in force at the start of the event",
                ),
            );
        }
    }
}
