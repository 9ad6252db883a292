//! V602 `category-mismatch`: the stated tournament category does not match the average rating.

use crate::checks::{facts, finding, Rule, ERROR};
use crate::diagnostic::Diagnostic;
use crate::diagnostic::{CodeInfo, Doc};
use crate::model::Lang;
use crate::model::Regulation;
use crate::vocab::fide::ratings;

/// V602: the stated tournament category does not match the average rating.
pub struct CategoryMismatch;

static INFO: CodeInfo = CodeInfo {
    code: "V602",
    name: "category-mismatch",
    severity: ERROR,
    summary: "the stated tournament category does not match the average rating",
    doc: Doc {
        what: r#"`claims { category … }` whose band does not contain the field's average (computed from the list when every participant is rated, else the stated average). Categories are 25-point bands from 2251–2275 (category I); the women's scale (`-Ж`, `-W`) is 200 points lower."#,
        why: r#"The category is how players and federations judge an event's strength; a category the field does not reach advertises a stronger event than the one held."#,
        example: r#"```text
players { … }   # ratings averaging 2170
claims { category "VI-Ж" }
```"#,
        fix: r#"Write the category of the actual average, or correct the average and the ratings."#,
        reference: r#"Conventional FIDE category table (25-point bands from 2251; women's categories 200 points lower): `docs/reference/rating-time-title.md` §2.6."#,
    },
};

impl Rule for CategoryMismatch {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn check(&self, reg: &Regulation, out: &mut Vec<Diagnostic>) {
        let Some(cat) = &reg.claims.category else { return };
        let (text, stated, women) = &cat.value;
        let Some((avg, source)) = facts::field_average(reg) else { return };
        let actual = ratings::category(avg, *women);
        if actual == Some(*stated) {
            return;
        }
        let scale = if *women { "women's " } else { "" };
        let (lo, hi) = ratings::category_range(*stated, *women);
        let from = match source {
            facts::AverageSource::Listed => "the listed ratings give",
            facts::AverageSource::Stated => "the stated average is",
        };
        let (what, help) = match actual {
            Some(c) => {
                let (alo, ahi) = ratings::category_range(c, *women);
                let suffix = match (*women, reg.lang) {
                    (false, _) => "",
                    (true, Lang::En) => "-W",
                    (true, _) => "-Ж",
                };
                (
                    format!("{scale}category {} ({alo}–{ahi})", ratings::roman(c)),
                    format!(
                        "write `category \"{}{suffix}\"`, or correct the ratings",
                        ratings::roman(c)
                    ),
                )
            }
            None => (
                format!("below {scale}category I"),
                "remove the category, or correct the ratings".to_string(),
            ),
        };
        out.push(
            finding(
                &INFO,
                format!(
                    "category `{text}` needs an average of {lo}–{hi}, but {from} {avg}: {what}"
                ),
            )
            .with_label(cat.span, format!("{scale}category {}", ratings::roman(*stated)))
            .with_help(help),
        );
    }
}
