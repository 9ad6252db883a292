//! V701 `appeal-fee-missing`: the appeals procedure states no fee.

use crate::checks::{finding, Context, Rule, WARNING};
use crate::diagnostic::l10n::{localized, tr, Localized, Texts};
use crate::diagnostic::Code;
use crate::diagnostic::Diagnostic;
use crate::diagnostic::{CodeInfo, Doc};

/// V701: the appeals procedure states no fee.
pub struct AppealFeeMissing;

static INFO: CodeInfo = CodeInfo {
    code: "V701",
    name: "appeal-fee-missing",
    severity: WARNING,
    summary: "the appeals procedure states no fee",
    doc: Doc {
        what: r#"An `appeals` block without `fee`."#,
        why: r#"Appeals are lodged in the heat of a round; a player must know in advance whether a deposit is required and how much, and the arbiter must know whether an appeal without it is admissible."#,
        example: r#"```text
appeals { chair "…"; member "…" "…"; deadline 30 min after round }
```"#,
        fix: r#"Add `fee AMOUNT CURRENCY` (and `refund if-upheld` if it is returned when the appeal succeeds)."#,
        reference: r#"FIDE Laws of Chess Art. 11.10 (a player may appeal unless the regulations say otherwise); national practice states a deposit (seeds 000, 001, 003, 004)."#,
    },
};

static L10N: Localized = Localized {
    code: Code::new(&INFO),
    bg: Texts {
        summary: "в процедурата за контестации не е посочена такса",
        doc: Doc {
            what: r#"Блок `appeals` без `fee`."#,
            why: r#"Контестациите се подават в напрежението на кръга; състезателят трябва да знае предварително дали се внася такса и колко, а съдията — дали контестация без нея е допустима."#,
            example: r#""#,
            fix: r#"Добавете `fee СУМА ВАЛУТА` (и `refund if-upheld`, ако се връща при уважена контестация)."#,
            reference: r#"Правилник на ФИДЕ за шахматната игра, чл. 11.10 (състезателят може да обжалва, освен ако регламентът не предвижда друго); националната практика посочва депозит (регламентите 000, 001, 003, 004)."#,
        },
    },
    uk: Texts {
        summary: "у процедурі протестів не вказано застави",
        doc: Doc {
            what: r#"Блок `appeals` без `fee`."#,
            why: r#"Протести подають у запалі туру; учасник має заздалегідь знати, чи потрібна застава і яка, а суддя — чи приймати протест без неї."#,
            example: r#""#,
            fix: r#"Додайте `fee СУМА ВАЛЮТА` (і `refund if-upheld`, якщо її повертають у разі задоволення протесту)."#,
            reference: r#"Правила шахів ФІДЕ, ст. 11.10 (учасник може оскаржити, якщо положення не передбачає іншого); національна практика встановлює заставу (регламенти 000, 001, 003, 004)."#,
        },
    },
};

impl Rule for AppealFeeMissing {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn l10n(&self) -> Option<&'static Localized> {
        Some(&L10N)
    }

    fn check(&self, reg: &Context<'_>, out: &mut Vec<Diagnostic>) {
        let Some(ap) = &reg.appeals else { return };
        if ap.fee.is_none() && !reg.is_broken("appeals") {
            out.push(localized(|l| {
                finding(
                    &INFO,
                    tr!(
                        l,
                        en: "the appeals procedure states no fee",
                        bg: "в процедурата за контестации не е посочена такса",
                        uk: "у процедурі протестів не вказано застави"
                    ),
                )
                .with_label(ap.span, tr!(l, en: "no `fee`", bg: "няма `fee`", uk: "немає `fee`"))
                .with_help(tr!(
                    l,
                    en: "add `fee AMOUNT CURRENCY`, e.g. `fee 50 EUR`",
                    bg: "добавете `fee СУМА ВАЛУТА`, напр. `fee 50 EUR`",
                    uk: "додайте `fee СУМА ВАЛЮТА`, напр. `fee 400 UAH`"
                ))
            }));
        }
    }
}
