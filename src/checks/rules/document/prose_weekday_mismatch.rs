//! V828 `prose-weekday-mismatch`: a weekday written next to a date in the prose is not that date's weekday.

use crate::checks::{facts, Context, Rule};
use crate::diagnostic::l10n::{localized, tr, Localized, Texts};
use crate::diagnostic::{Code, CodeInfo, Diagnostic, Doc, Severity};
use crate::prose;

/// V828: a weekday written next to a date in the prose is not that date's weekday.
pub struct ProseWeekdayMismatch;

static INFO: CodeInfo = CodeInfo {
    code: "V828",
    name: "prose-weekday-mismatch",
    severity: Severity::Error,
    summary: "a weekday written next to a date in the prose is not that date's weekday",
    doc: Doc {
        what: r#"A full weekday name right before or after a date in the prose (`Събота, 17-ти юли 2022 г.`, `17.12.2016 (СЪБОТА)`, `23 лютого, субота`) that the calendar contradicts. A date without a year takes the year of the event when its day falls in the event dates."#,
        why: r#"Players read the weekday to plan; when it contradicts the date, one of them is wrong (often the year or the day was edited and the weekday was not)."#,
        example: r#"```text
section 6 { "Събота, 17-ти юли 2022 г. – 1-ви кръг" }
```"#,
        fix: r#"Write the weekday the calendar gives for the date, or correct the date."#,
        reference: r#"The Gregorian calendar; the programme's weekdays are `V207`."#,
    },
};

static L10N: Localized = Localized {
    code: Code::new(&INFO),
    bg: Texts {
        summary: "ден от седмицата до дата в текста не съответства на датата",
        doc: Doc {
            what: r#"Пълно име на ден от седмицата непосредствено преди или след дата в текста (`Събота, 17-ти юли 2022 г.`, `17.12.2016 (СЪБОТА)`), което календарът опровергава. Дата без година получава годината на турнира, ако денят е в датите на турнира."#,
            why: r#"Състезателите планират по деня от седмицата; когато той противоречи на датата, едното е грешно (често годината или денят са поправени, а денят от седмицата — не)."#,
            example: r#""#,
            fix: r#"Напишете деня от седмицата, който календарът дава за датата, или поправете датата."#,
            reference: r#"Григорианският календар; дните от седмицата в програмата проверява `V207`."#,
        },
    },
    uk: Texts {
        summary: "день тижня поруч із датою в тексті не відповідає даті",
        doc: Doc {
            what: r#"Повна назва дня тижня безпосередньо перед датою чи після неї в тексті (`НЕДІЛЯ, 25 січня 2026 року`, `23 лютого, субота`), яку заперечує календар. Дата без року отримує рік турніру, якщо день припадає на дати турніру."#,
            why: r#"Учасники планують за днем тижня; коли він суперечить даті, щось одне хибне (часто рік чи число виправили, а день тижня — ні)."#,
            example: r#""#,
            fix: r#"Напишіть день тижня, який календар дає для цієї дати, або виправте дату."#,
            reference: r#"Григоріанський календар; дні тижня в програмі перевіряє `V207`."#,
        },
    },
};

impl Rule for ProseWeekdayMismatch {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn l10n(&self) -> Option<&'static Localized> {
        Some(&L10N)
    }

    fn check(&self, reg: &Context<'_>, out: &mut Vec<Diagnostic>) {
        let period = facts::event_period(reg);
        for text in reg.prose() {
            for (weekday, start, end, written) in prose::weekdays_by_dates(&text.value) {
                let mut w = written;
                let Some(day) = w.day else { continue };
                if w.year.is_none() {
                    // The event's year, when the day is one of the event's days.
                    let Some((from, to)) = period else { continue };
                    let fits = [from.year(), to.year()].into_iter().find(|y| {
                        jiff::civil::Date::new(*y, w.month.unwrap_or(0), day)
                            .is_ok_and(|d| from <= d && d <= to)
                    });
                    let Some(y) = fits else { continue };
                    w.year = Some(y);
                }
                let Some(date) = w.date() else { continue };
                let actual = crate::vocab::calendar::weekday_index(date);
                if actual == weekday {
                    continue;
                }
                let shown = text.value[start..end].to_string();
                let day = date.strftime("%d.%m.%Y").to_string();
                let span = facts::span_in_literal(&text.value, text.span, start, end);
                out.push(localized(|l| {
                    let right = crate::vocab::calendar::weekday_name(actual, l);
                    Diagnostic::new(
                        Code::new(&INFO),
                        INFO.severity,
                        tr!(
                            l,
                            en: "`{shown}` is written for {day}, which is a {right}",
                            bg: "`{shown}` е написано за {day}, а това е {right}",
                            uk: "`{shown}` написано для {day}, а це {right}"
                        ),
                    )
                    .with_label(
                        span,
                        tr!(l, en: "{day} is a {right}", bg: "{day} е {right}", uk: "{day} — це {right}"),
                    )
                    .with_help(tr!(
                        l,
                        en: "write {right}, or correct the date",
                        bg: "напишете {right} или поправете датата",
                        uk: "напишіть «{right}» або виправте дату"
                    ))
                }));
            }
        }
    }
}
