//! V843 `heading-dates-disagree`: the dates in the title disagree with the dates in the body, and the event dates are not stated.

use crate::checks::{facts, Context, Rule};
use crate::diagnostic::l10n::{localized, tr, Localized, Texts};
use crate::diagnostic::{Code, CodeInfo, Diagnostic, Doc, Severity};
use crate::prose;

/// V843: the dates in the title disagree with the dates in the body, and the event dates are not stated.
pub struct HeadingDatesDisagree;

static INFO: CodeInfo = CodeInfo {
    code: "V843",
    name: "heading-dates-disagree",
    severity: Severity::Error,
    summary: "the dates in the title disagree with the dates in the body, and the event dates are not stated",
    doc: Doc {
        what: r#"When the file gives no `event { dates … }`: a date range in the title (`20–28.04.2012 Г., Панагюрище`) and a range in the body that shares one of its ends but not the other, or not the year (`от 20 до 22.04.2011 г.`). With event dates the comparison is `V823`, against the facts."#,
        why: r#"Regulations are edited from last year's text; the heading is updated and the body is not (or the reverse). Readers cannot tell which dates hold."#,
        example: r#"```text
regulation "… 20–28.04.2012 Г., Панагюрище" lang bg
section 3 { "Първенството се провежда от 20 до 22.04.2011 г." }
```"#,
        fix: r#"Make the two agree, and state the dates once as a fact (`event { dates … }`), using `{dates}` in the prose."#,
        reference: r#"`docs/reference/rating-time-title.md` §5 (header and body dates that disagree in real Bulgarian regulations)."#,
    },
};

static L10N: Localized = Localized {
    code: Code::new(&INFO),
    bg: Texts {
        summary:
            "датите в заглавието се разминават с тези в текста, а датите на турнира не са посочени",
        doc: Doc {
            what: r#"Когато във файла няма `event { dates … }`: период в заглавието (`20–28.04.2012 Г., Панагюрище`) и период в текста с общ първи или последен ден, но различен другия ден или годината (`от 20 до 22.04.2011 г.`). Когато датите на турнира са посочени, сравнението е `V823` — с фактите."#,
            why: r#"Регламентите се пишат върху миналогодишния текст; заглавието се поправя, а текстът — не (или обратното). Читателят не може да разбере кои дати важат."#,
            example: r#""#,
            fix: r#"Уеднаквете ги и посочете датите веднъж като факт (`event { dates … }`), а в текста използвайте `{dates}`."#,
            reference: r#"`docs/reference/rating-time-title.md` §5 (разминаващи се дати в заглавието и текста на реални български регламенти)."#,
        },
    },
    uk: Texts {
        summary: "дати в назві не збігаються з датами в тексті, а дати турніру не вказано",
        doc: Doc {
            what: r#"Коли у файлі немає `event { dates … }`: період у назві й період у тексті, що мають спільний перший чи останній день, але різний інший день чи рік. Коли дати турніру вказано, порівняння — це `V823`, з фактами."#,
            why: r#"Положення пишуть на основі торішнього тексту; назву виправляють, а текст — ні (або навпаки). Читач не знає, які дати чинні."#,
            example: r#""#,
            fix: r#"Узгодьте їх і вкажіть дати один раз як факт (`event { dates … }`), а в тексті використовуйте `{dates}`."#,
            reference: r#"`docs/reference/rating-time-title.md` §5 (розбіжні дати в заголовку й тексті реальних регламентів)."#,
        },
    },
};

impl Rule for HeadingDatesDisagree {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn l10n(&self) -> Option<&'static Localized> {
        Some(&L10N)
    }

    fn check(&self, reg: &Context<'_>, out: &mut Vec<Diagnostic>) {
        if reg.event.dates.is_some() {
            return;
        }
        let title = &reg.title;
        let Some(head) =
            prose::ranges(&title.value).into_iter().find_map(|r| r.days().map(|d| (r, d)))
        else {
            return;
        };
        let ((hr, (hs, he)), dm) = (head, |d: jiff::civil::Date| (d.month(), d.day()));
        for p in facts::paragraphs(reg) {
            for r in prose::ranges(&p.text.value) {
                let Some((from, to)) = r.days() else { continue };
                if !(dm(from) == dm(hs) || dm(to) == dm(he)) || (from, to) == (hs, he) {
                    continue;
                }
                let body = p.text.value[r.start..r.end].to_string();
                let heading = title.value[hr.start..hr.end].to_string();
                let span = facts::span_in_literal(&p.text.value, p.text.span, r.start, r.end);
                let hspan = facts::span_in_literal(&title.value, title.span, hr.start, hr.end);
                out.push(localized(|l| {
                    Diagnostic::new(Code::new(&INFO), INFO.severity, tr!(
                        l,
                        en: "the text gives `{body}`, but the title gives `{heading}`",
                        bg: "в текста пише `{body}`, а в заглавието — `{heading}`",
                        uk: "у тексті написано `{body}`, а в назві — `{heading}`"
                    ))
                    .with_label(span, tr!(l, en: "the body's dates", bg: "датите в текста", uk: "дати в тексті"))
                    .with_label(hspan, tr!(l, en: "the title's dates", bg: "датите в заглавието", uk: "дати в назві"))
                    .with_help(tr!(
                        l,
                        en: "make them agree and state the dates once: `event {{ dates … }}`, with `{{dates}}` in the text",
                        bg: "уеднаквете ги и посочете датите веднъж: `event {{ dates … }}`, а в текста `{{dates}}`",
                        uk: "узгодьте їх і вкажіть дати один раз: `event {{ dates … }}`, а в тексті `{{dates}}`"
                    ))
                }));
            }
        }
    }
}
