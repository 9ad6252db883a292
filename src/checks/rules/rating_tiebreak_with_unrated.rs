//! V408 `rating-tiebreak-with-unrated`: a rating-based tie-break while some participants have no rating.

use crate::checks::{facts, finding, Rule, WARNING};
use crate::diagnostic::codes::CodeInfo;
use crate::diagnostic::Diagnostic;
use crate::model::Regulation;

/// V408: a rating-based tie-break while some participants have no rating.
pub struct RatingTiebreakWithUnrated;

static INFO: CodeInfo = CodeInfo {
    code: "V408",
    name: "rating-tiebreak-with-unrated",
    severity: WARNING,
    summary: "a rating-based tie-break while some participants have no rating",
    explanation: "## What it finds\n\n`ARO`, `TPR`, `PTP`, `APRO`, `APPO` or `RTNG` in a tie-break list while the participant list has players without a rating.\n\n## Why it matters\n\nRating-based tie-breaks need a rating for every opponent. Without a stated rating for unrated participants, different programs (and arbiters) use different values and the standings cannot be reproduced.\n\n## Example\n\n```text\nplayers { 1 \"Ivanov Ivan\" 2100; 2 \"Petrov Petar\" }\nranking { points 1 ½ 0; tiebreaks DE, TPR; when-tied lots }\n```\n\n## Fix\n\nState the rating counted for unrated participants, complete the ratings, or use a tie-break that does not need ratings (`SB`, `WIN`).\n\n## Reference\n\nFIDE Handbook C.07, Art. 10 (rating-based tie-breaks); B.01 1.4.6 counts unrated opponents at 1400 for norms.\n",
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
        let total = facts::participants(reg).len();
        let names: Vec<String> =
            unrated.iter().take(3).map(|p| format!("`{}`", p.name.value)).collect();
        let more = if unrated.len() > 3 { ", …" } else { "" };
        for list in facts::tiebreak_lists(reg) {
            for tb in list.tiebreaks.iter().filter(|t| t.value.kind.uses_ratings()) {
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
                out.push(d.with_help("state the rating counted for unrated participants, or use a tie-break that needs no ratings"));
            }
        }
    }
}
