//! V408 `rating-tiebreak-with-unrated`: a rating-based tie-break while some participants have no rating.

use crate::checks::{facts, finding, Rule, WARNING};
use crate::diagnostic::Diagnostic;
use crate::diagnostic::{CodeInfo, Doc};
use crate::model::Regulation;

/// V408: a rating-based tie-break while some participants have no rating.
pub struct RatingTiebreakWithUnrated;

static INFO: CodeInfo = CodeInfo {
    code: "V408",
    name: "rating-tiebreak-with-unrated",
    severity: WARNING,
    summary: "a rating-based tie-break while some participants have no rating",
    doc: Doc {
        what: r#"`ARO`, `TPR`, `PTP`, `APRO`, `APPO` or `RTNG` in a tie-break list while the participant list has players without a rating."#,
        why: r#"Rating-based tie-breaks need a rating for every opponent. Without a stated rating for unrated participants, different programs (and arbiters) use different values and the standings cannot be reproduced."#,
        example: r#"```text
players { 1 "Ivanov Ivan" 2100; 2 "Petrov Petar" }
ranking { points 1 ½ 0; tiebreaks DE, TPR; when-tied lots }
```"#,
        fix: r#"State the rating counted for unrated participants (`unrated-rating 1000` in `ranking`, or `TPR/U1000` on the tie-break), complete the ratings, or use a tie-break that does not need ratings (`SB`, `WIN`). Without a stated rating, standings drop the tie-break (C.07 Art. 10)."#,
        reference: r#"FIDE Handbook C.07, Art. 10 (rating-based tie-breaks); B.01 1.4.6 counts unrated opponents at 1400 for norms."#,
    },
};

impl Rule for RatingTiebreakWithUnrated {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn check(&self, reg: &Regulation, out: &mut Vec<Diagnostic>) {
        let unrated: Vec<_> =
            facts::participants(reg).into_iter().filter(|p| p.rating.is_none()).collect();
        if unrated.is_empty() {
            return;
        }
        if reg.ranking.as_ref().is_some_and(|r| r.unrated_rating.is_some()) {
            return;
        }
        let total = facts::participants(reg).len();
        let names: Vec<String> =
            unrated.iter().take(3).map(|p| format!("`{}`", p.name.value)).collect();
        let more = if unrated.len() > 3 { ", …" } else { "" };
        for list in facts::tiebreak_lists(reg) {
            for tb in list
                .tiebreaks
                .iter()
                .filter(|t| t.value.kind.uses_ratings() && t.value.unrated.is_none())
            {
                let mut d = finding(
                    &INFO,
                    format!(
                        "`{}` uses ratings, but {} of {total} participants have none: {}{more}",
                        tb.value,
                        unrated.len(),
                        names.join(", ")
                    ),
                )
                .with_label(tb.span, "needs a rating for everyone");
                for p in unrated.iter().take(3) {
                    d = d.with_label(p.name.span, "no rating");
                }
                out.push(d.with_help("state the rating counted for unrated participants (`unrated-rating 1000` in `ranking`), or use a tie-break that needs no ratings"));
            }
        }
    }
}
