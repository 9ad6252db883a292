//! V206 `schedule-outside-event-dates`: a programme entry outside the event's dates.

use crate::checks::{facts, finding, Context, Rule, ERROR};
use crate::diagnostic::l10n::{localized, tr, Localized, Texts};
use crate::diagnostic::Code;
use crate::diagnostic::Diagnostic;
use crate::diagnostic::{CodeInfo, Doc};

/// A schedule date before the first or after the last day of the event.
pub struct ScheduleOutsideEventDates;

static INFO: CodeInfo = CodeInfo {
    code: "V206",
    name: "schedule-outside-event-dates",
    severity: ERROR,
    summary: "a schedule entry falls outside the event's dates",
    doc: Doc {
        what: r#"A schedule entry dated before the first or after the last day of the event. The event's days
are those of `dates`, extended by `arrival` and `departure` when they are given."#,
        why: r#"The dates in the heading and the programme are written separately and drift apart when a
regulation is reused from an earlier year; players book accommodation from one and play from the
other."#,
        example: r#"```text
event { dates 2007-03-11..2007-03-20 }
schedule {
  2007-03-21 сряда 10:00 round 11
}
```"#,
        fix: r#"Correct the entry's date, or the event's `dates`."#,
        reference: r#"FIDE Handbook C.01 (the regulations state the dates of the event and of every round)."#,
    },
};

static L10N: Localized = Localized {
    code: Code::new(&INFO),
    bg: Texts {
        summary: "ред от програмата е извън датите на турнира",
        doc: Doc {
            what: r#"Ред от програмата с дата преди първия или след последния ден на турнира. Дните на турнира са тези от `dates`, разширени с `arrival` и `departure`, когато са посочени."#,
            why: r#"Датите в заглавието и в програмата се пишат поотделно и се разминават, когато регламентът се преизползва от предишна година; състезателите резервират нощувки по едните, а играят по другите."#,
            example: r#""#,
            fix: r#"Поправете датата на реда или датите на турнира (`dates`)."#,
            reference: r#"Наръчник на ФИДЕ, C.01 (регламентът посочва датите на турнира и на всеки кръг)."#,
        },
    },
    uk: Texts {
        summary: "рядок програми поза датами турніру",
        doc: Doc {
            what: r#"Рядок програми з датою до першого чи після останнього дня турніру. Дні турніру — це `dates`, розширені `arrival` і `departure`, якщо їх указано."#,
            why: r#"Дати в заголовку й у програмі пишуть окремо, і вони розходяться, коли положення беруть із попереднього року; учасники бронюють житло за одними, а грають за іншими."#,
            example: r#""#,
            fix: r#"Виправте дату рядка або дати турніру (`dates`)."#,
            reference: r#"Довідник ФІДЕ, C.01 (положення вказує дати турніру та кожного туру)."#,
        },
    },
};

impl Rule for ScheduleOutsideEventDates {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn l10n(&self) -> Option<&'static Localized> {
        Some(&L10N)
    }

    fn check(&self, reg: &Context<'_>, out: &mut Vec<Diagnostic>) {
        let Some((first, last)) = facts::event_days(reg) else { return };
        for (date, _) in reg.schedule.iter().filter_map(|e| Some((e.date.as_ref()?, e))) {
            let d = date.value;
            if d < first || d > last {
                out.push(localized(|l| {
                    let mut f = finding(
                        &INFO,
                        tr!(
                            l,
                            en: "{d} is outside the event's dates {first} .. {last}",
                            bg: "{d} е извън датите на турнира {first} .. {last}",
                            uk: "{d} поза датами турніру {first} .. {last}"
                        ),
                    )
                    .with_label(
                        date.span,
                        if d < first {
                            tr!(l, en: "before the event", bg: "преди турнира", uk: "до турніру")
                        } else {
                            tr!(l, en: "after the event", bg: "след турнира", uk: "після турніру")
                        },
                    );
                    if let Some(dates) = &reg.event.dates {
                        f = f.with_label(
                            dates.span,
                            tr!(l, en: "the event's dates", bg: "датите на турнира", uk: "дати турніру"),
                        );
                    }
                    f.with_help(tr!(
                        l,
                        en: "correct the date of the entry, or the event's `dates`",
                        bg: "поправете датата на реда или датите на турнира (`dates`)",
                        uk: "виправте дату рядка або дати турніру (`dates`)"
                    ))
                }));
            }
        }
    }
}
