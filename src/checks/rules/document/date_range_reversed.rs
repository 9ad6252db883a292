//! V841 `date-range-reversed`: a date range in the text ends before it starts.

use crate::checks::{facts, Context, Rule};
use crate::diagnostic::l10n::{localized, tr, Localized, Texts};
use crate::diagnostic::{Code, CodeInfo, Diagnostic, Doc, Severity};
use crate::prose;

/// V841: a date range in the text ends before it starts.
pub struct DateRangeReversed;

static INFO: CodeInfo = CodeInfo {
    code: "V841",
    name: "date-range-reversed",
    severity: Severity::Error,
    summary: "a date range in the text ends before it starts",
    doc: Doc {
        what: r#"A date range in the prose, the title or another text of the file whose last day comes before its first (`(28.03.- 03.02.)`, `от 6.10.2021 г. … до месец май 2021 г.`). A range without a year is compared by month and day."#,
        why: r#"A range that ends before it starts cannot be right: a month or a year was mistyped, and the reader cannot tell which end is the wrong one."#,
        example: r#"```text
section 7 { "… от открития полуфинал в Пловдив (28.03.- 03.02.)" }
```"#,
        fix: r#"Correct the end that is wrong (usually the month or the year)."#,
        reference: r#"The Gregorian calendar; consistency of the document."#,
    },
};

static L10N: Localized = Localized {
    code: Code::new(&INFO),
    bg: Texts {
        summary: "период в текста свършва, преди да е започнал",
        doc: Doc {
            what: r#"Период в текста, заглавието или друг текст на файла, чийто последен ден е преди първия (`(28.03.- 03.02.)`, `от 6.10.2021 г. … до месец май 2021 г.`). Период без година се сравнява по месец и ден."#,
            why: r#"Период, който свършва, преди да е започнал, не може да е верен: сгрешен е месец или година, а читателят не може да разбере кой край е грешният."#,
            example: r#""#,
            fix: r#"Поправете грешния край (обикновено месеца или годината)."#,
            reference: r#"Григорианският календар; съгласуваност на документа."#,
        },
    },
    uk: Texts {
        summary: "період у тексті закінчується раніше, ніж починається",
        doc: Doc {
            what: r#"Період у тексті, назві чи іншому тексті файлу, останній день якого раніше за перший (`з 28.03 по 03.02`, `з 6.10.2021 … до травня 2021 року`). Період без року порівнюється за місяцем і днем."#,
            why: r#"Період, що закінчується раніше, ніж починається, не може бути правильним: помилка в місяці чи році, і читач не знає, котрий кінець хибний."#,
            example: r#""#,
            fix: r#"Виправте хибний кінець (зазвичай місяць або рік)."#,
            reference: r#"Григоріанський календар; узгодженість документа."#,
        },
    },
};

impl Rule for DateRangeReversed {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn l10n(&self) -> Option<&'static Localized> {
        Some(&L10N)
    }

    fn check(&self, reg: &Context<'_>, out: &mut Vec<Diagnostic>) {
        for text in reg.texts() {
            for r in text.ranges() {
                let key = |d: &prose::when::Day| (d.year.unwrap_or(0), d.month.unwrap_or(0), d.day);
                let (from, to) = (key(&r.from), key(&r.to));
                let comparable = r.from.year.is_some() == r.to.year.is_some();
                if !comparable || from <= to {
                    continue;
                }
                let shown = text.value[r.start..r.end].to_string();
                let span = facts::span_in_literal(&text.value, text.span, r.start, r.end);
                out.push(localized(|l| {
                    Diagnostic::new(
                        Code::new(&INFO),
                        INFO.severity,
                        tr!(
                            l,
                            en: "the range `{shown}` ends before it starts",
                            bg: "периодът `{shown}` свършва, преди да е започнал",
                            uk: "період `{shown}` закінчується раніше, ніж починається"
                        ),
                    )
                    .with_label(
                        span,
                        tr!(
                            l,
                            en: "the last day is before the first",
                            bg: "последният ден е преди първия",
                            uk: "останній день раніше за перший"
                        ),
                    )
                    .with_help(tr!(
                        l,
                        en: "correct the month or the year of the end that is wrong",
                        bg: "поправете месеца или годината на грешния край",
                        uk: "виправте місяць або рік хибного кінця"
                    ))
                }));
            }
        }
    }
}
