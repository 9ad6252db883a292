//! V702 `appeal-fee-not-positive`: the appeal fee is zero or negative.

use crate::checks::{finding, Context, Rule, ERROR};
use crate::diagnostic::l10n::{localized, tr, Localized, Texts};
use crate::diagnostic::Code;
use crate::diagnostic::Diagnostic;
use crate::diagnostic::{CodeInfo, Doc};

/// V702: the appeal fee is zero or negative.
pub struct AppealFeeNotPositive;

static INFO: CodeInfo = CodeInfo {
    code: "V702",
    name: "appeal-fee-not-positive",
    severity: ERROR,
    summary: "the appeal fee is zero or negative",
    doc: Doc {
        what: r#"`fee 0 …` (or a negative amount) in the appeals block."#,
        why: r#"A zero fee is usually a placeholder left from a template; if appeals are free, the regulation should say so in words rather than with a fee of nothing."#,
        example: r#"```text
appeals { fee 0 BGN }
```"#,
        fix: r#"Write the real amount, or remove the fee and say in prose that appeals are free (suppress with `allow V702 "appeals are free"`)."#,
        reference: r#"National practice for appeal deposits (seeds 000, 001, 003, 004)."#,
    },
};

static L10N: Localized = Localized {
    code: Code::new(&INFO),
    bg: Texts {
        summary: "таксата за контестация е нула или отрицателна",
        doc: Doc {
            what: r#"`fee 0 …` (или отрицателна сума) в блока за контестации."#,
            why: r#"Нулевата такса обикновено е остатък от шаблон; ако контестациите са безплатни, регламентът трябва да го каже с думи, а не с такса от нищо."#,
            example: r#""#,
            fix: r#"Напишете истинската сума или махнете таксата и кажете в текста, че контестациите са безплатни (изключете проверката с `allow V702 "контестациите са безплатни"`)."#,
            reference: r#"Националната практика за депозит при контестация (регламентите 000, 001, 003, 004)."#,
        },
    },
    uk: Texts {
        summary: "застава за протест нульова або від'ємна",
        doc: Doc {
            what: r#"`fee 0 …` (або від'ємна сума) у блоці протестів."#,
            why: r#"Нульова застава зазвичай лишається із шаблону; якщо протести безкоштовні, положення має сказати це словами, а не заставою в нуль."#,
            example: r#""#,
            fix: r#"Напишіть справжню суму або вилучіть заставу й скажіть у тексті, що протести безкоштовні (вимкніть перевірку через `allow V702 "протести безкоштовні"`)."#,
            reference: r#"Національна практика застави за протест (регламенти 000, 001, 003, 004)."#,
        },
    },
};

impl Rule for AppealFeeNotPositive {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn l10n(&self) -> Option<&'static Localized> {
        Some(&L10N)
    }

    fn check(&self, reg: &Context<'_>, out: &mut Vec<Diagnostic>) {
        let Some(fee) = reg.appeals.as_ref().and_then(|a| a.fee.as_ref()) else { return };
        if fee.value.amount.hundredths() <= 0 {
            out.push(localized(|l| {
                let m = crate::checks::facts::money(fee.value.amount, &fee.value.currency, l);
                finding(&INFO, tr!(l, en: "the appeal fee is {m}", bg: "таксата за контестация е {m}", uk: "застава за протест — {m}"))
                    .with_label(fee.span, tr!(l, en: "not a positive amount", bg: "не е положителна сума", uk: "не додатна сума"))
                    .with_help(tr!(
                        l,
                        en: "write the amount of the deposit, or state in prose that appeals are free",
                        bg: "напишете размера на таксата или кажете в текста, че контестациите са безплатни",
                        uk: "напишіть розмір застави або скажіть у тексті, що протести безкоштовні"
                    ))
            }));
        }
    }
}
