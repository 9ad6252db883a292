//! V204 `schedule-out-of-order`: a schedule entry dated before the entry above it.

use crate::checks::{finding, Context, Rule, ERROR};
use crate::diagnostic::l10n::{localized, tr, Localized, Texts};
use crate::diagnostic::Code;
use crate::diagnostic::Diagnostic;
use crate::diagnostic::{CodeInfo, Doc};

/// Entries not in chronological order as written.
pub struct ScheduleOutOfOrder;

static INFO: CodeInfo = CodeInfo {
    code: "V204",
    name: "schedule-out-of-order",
    severity: ERROR,
    summary: "a schedule entry is earlier than the entry written before it",
    doc: Doc {
        what: r#"A schedule entry whose date (or, on the same day, whose time) is earlier than that of the entry
written just before it."#,
        why: r#"A programme is read top to bottom. An entry out of order is almost always a wrong date or time
(a digit typed wrong, a line copied from another year), not a deliberate layout."#,
        example: r#"```text
schedule {
  2007-03-12 понеделник 14:30 round 2
  2007-03-11 неделя     14:30 round 3
}
```"#,
        fix: r#"Correct the date or time, or move the entry to its place."#,
        reference: r#"FIDE Handbook C.01 (the regulations give the schedule of every round)."#,
    },
};

static L10N: Localized = Localized {
    code: Code::new(&INFO),
    bg: Texts {
        summary: "ред от програмата е с по-ранна дата или час от предишния",
        doc: Doc {
            what: r#"Ред от програмата, чиято дата (или, в същия ден, часът) е по-ранна от тази на реда точно преди него."#,
            why: r#"Програмата се чете отгоре надолу. Ред не на мястото си почти винаги е грешна дата или час (сгрешена цифра, ред, копиран от друга година), а не нарочно подреждане."#,
            example: r#""#,
            fix: r#"Поправете датата или часа или преместете реда на мястото му."#,
            reference: r#"Наръчник на ФИДЕ, C.01 (регламентът дава програмата на всеки кръг)."#,
        },
    },
    uk: Texts {
        summary: "рядок програми має ранішу дату чи час, ніж попередній",
        doc: Doc {
            what: r#"Рядок програми, дата якого (або, того самого дня, час) раніша, ніж у рядку безпосередньо перед ним."#,
            why: r#"Програму читають згори донизу. Рядок не на своєму місці — це майже завжди хибна дата чи час (помилкова цифра, рядок із торішньої програми), а не навмисне розташування."#,
            example: r#""#,
            fix: r#"Виправте дату чи час або перемістіть рядок на його місце."#,
            reference: r#"Довідник ФІДЕ, C.01 (положення дає програму кожного туру)."#,
        },
    },
};

impl Rule for ScheduleOutOfOrder {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn l10n(&self) -> Option<&'static Localized> {
        Some(&L10N)
    }

    fn check(&self, reg: &Context<'_>, out: &mut Vec<Diagnostic>) {
        let dated: Vec<(&crate::source::Spanned<jiff::civil::Date>, _)> =
            reg.schedule.iter().filter_map(|e| Some((e.date.as_ref()?, e))).collect();
        for pair in dated.windows(2) {
            let ((prev, prev_entry), (next, next_entry)) = (pair[0], pair[1]);
            let (a, b) = (prev.value, next.value);
            if b < a {
                out.push(localized(|l| {
                    finding(
                        &INFO,
                        tr!(
                            l,
                            en: "{b} is written after {a}",
                            bg: "{b} е написано след {a}",
                            uk: "{b} написано після {a}"
                        ),
                    )
                    .with_label(
                        next.span,
                        tr!(l, en: "earlier than {a}", bg: "по-рано от {a}", uk: "раніше за {a}"),
                    )
                    .with_label(
                        prev.span,
                        tr!(l, en: "the entry before", bg: "предишният ред", uk: "попередній рядок"),
                    )
                    .with_help(tr!(
                        l,
                        en: "correct the date, or move the entry to its place in the programme",
                        bg: "поправете датата или преместете реда на мястото му в програмата",
                        uk: "виправте дату або перемістіть рядок на його місце в програмі"
                    ))
                }));
            } else if b == a {
                if let (Some(ta), Some(tb)) = (&prev_entry.time, &next_entry.time) {
                    if tb.value < ta.value {
                        let (x, y) = (
                            tb.value.strftime("%H:%M").to_string(),
                            ta.value.strftime("%H:%M").to_string(),
                        );
                        out.push(localized(|l| {
                            finding(
                                &INFO,
                                tr!(
                                    l,
                                    en: "{x} on {b} is written after {y}",
                                    bg: "{x} на {b} е написано след {y}",
                                    uk: "{x} {b} написано після {y}"
                                ),
                            )
                            .with_label(
                                tb.span,
                                tr!(l, en: "earlier than {y}", bg: "по-рано от {y}", uk: "раніше за {y}"),
                            )
                            .with_label(
                                ta.span,
                                tr!(l, en: "the entry before", bg: "предишният ред", uk: "попередній рядок"),
                            )
                            .with_help(tr!(
                                l,
                                en: "correct the time, or move the entry to its place in the programme",
                                bg: "поправете часа или преместете реда на мястото му в програмата",
                                uk: "виправте час або перемістіть рядок на його місце в програмі"
                            ))
                        }));
                    }
                }
            }
        }
    }
}
