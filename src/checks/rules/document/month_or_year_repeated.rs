//! V842 `month-or-year-repeated`: a month or a year is written twice in a row.

use crate::checks::{facts, Context, Rule};
use crate::diagnostic::l10n::{localized, tr, Localized, Texts};
use crate::diagnostic::{Code, CodeInfo, Diagnostic, Doc, Severity};

/// V842: a month or a year is written twice in a row.
pub struct MonthOrYearRepeated;

static INFO: CodeInfo = CodeInfo {
    code: "V842",
    name: "month-or-year-repeated",
    severity: Severity::Warning,
    summary: "a month or a year is written twice in a row",
    doc: Doc {
        what: r#"The same month name or the same year twice in a row in a text (`11 март март 2021`, `2021 2021 г.`, `20.03.2021 г. 2021 г.`): what is left of an edit."#,
        why: r#"A doubled month or year is what remains when a date was edited in place; the date next to it may not be the one intended."#,
        example: r#"```text
section 3 { "от 11 до 20 март март 2021 г." }
```"#,
        fix: r#"Remove the repetition and check the date it belonged to."#,
        reference: r#"Proofreading; consistency of the document."#,
    },
};

static L10N: Localized = Localized {
    code: Code::new(&INFO),
    bg: Texts {
        summary: "месец или година са написани два пъти подред",
        doc: Doc {
            what: r#"Едно и също име на месец или една и съща година два пъти подред в текст (`11 март март 2021`, `2021 2021 г.`): следа от редакция."#,
            why: r#"Повтореният месец или година е остатък от поправка на място; датата до него може да не е тази, която е имало предвид."#,
            example: r#""#,
            fix: r#"Премахнете повторението и проверете датата, към която принадлежи."#,
            reference: r#"Коректура; съгласуваност на документа."#,
        },
    },
    uk: Texts {
        summary: "місяць або рік написано двічі поспіль",
        doc: Doc {
            what: r#"Та сама назва місяця чи той самий рік двічі поспіль у тексті (`11 березня березня 2021`, `2021 2021 р.`): слід редагування."#,
            why: r#"Повторений місяць або рік лишається, коли дату виправили на місці; дата поруч може бути не тією, що малася на увазі."#,
            example: r#""#,
            fix: r#"Вилучіть повтор і перевірте дату, до якої він належав."#,
            reference: r#"Коректура; узгодженість документа."#,
        },
    },
};

impl Rule for MonthOrYearRepeated {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn l10n(&self) -> Option<&'static Localized> {
        Some(&L10N)
    }

    fn check(&self, reg: &Context<'_>, out: &mut Vec<Diagnostic>) {
        for text in reg.texts() {
            let t = &text.value;
            for (a, b, shown) in repeats(t) {
                let span = facts::span_in_literal(t, text.span, a, b);
                out.push(localized(|l| {
                    Diagnostic::new(
                        Code::new(&INFO),
                        INFO.severity,
                        tr!(
                            l,
                            en: "`{shown}` is written twice in a row",
                            bg: "`{shown}` е написано два пъти подред",
                            uk: "`{shown}` написано двічі поспіль"
                        ),
                    )
                    .with_label(span, tr!(l, en: "written twice", bg: "два пъти", uk: "двічі"))
                    .with_help(tr!(
                        l,
                        en: "remove the repetition and check the date it belongs to",
                        bg: "премахнете повторението и проверете датата",
                        uk: "вилучіть повтор і перевірте дату"
                    ))
                }));
            }
        }
    }
}

/// `(start, end, word)` of each month name or year that follows the same one (punctuation and a
/// year word `г.`/`р.`/`року` between them allowed).
fn repeats(text: &str) -> Vec<(usize, usize, String)> {
    crate::prose::when::repeated_month_or_year(text)
}
