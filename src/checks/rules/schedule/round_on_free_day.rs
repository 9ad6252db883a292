//! V214 `round-on-free-day`: a day announced as free has a round.

use crate::checks::{facts, finding, Context, Rule, ERROR};
use crate::diagnostic::l10n::{localized, tr, Localized, Texts};
use crate::diagnostic::Code;
use crate::diagnostic::Diagnostic;
use crate::diagnostic::{CodeInfo, Doc};
use crate::model::Activity;

/// A `free-day` entry on a date with a round.
pub struct RoundOnFreeDay;

static INFO: CodeInfo = CodeInfo {
    code: "V214",
    name: "round-on-free-day",
    severity: ERROR,
    summary: "a round is scheduled on a day announced as a free day",
    doc: Doc {
        what: r#"A schedule entry `free-day` on a date that also has a round."#,
        why: r#"A free day ("вільний день", "почивен ден") is a promise to players: no games. A round on it
means either the free day or the round has the wrong date, and the claimed number of free days
in the prose is no longer true."#,
        example: r#"```text
schedule {
  2013-06-21 п'ятниця free-day
  2013-06-21 п'ятниця 15:00 round 5
}
```"#,
        fix: r#"Move the round or the free day so that the free day has no round."#,
        reference: r#"FIDE Handbook C.01 (the programme of the event, including rest days)."#,
    },
};

static L10N: Localized = Localized {
    code: Code::new(&INFO),
    bg: Texts {
        summary: "в почивен ден е насрочен кръг",
        doc: Doc {
            what: r#"Ред `free-day` в програмата на дата, на която има и кръг."#,
            why: r#"Почивният ден е обещание към състезателите: партии няма. Кръг в него означава, че датата на почивния ден или на кръга е грешна, а броят почивни дни, обявен в текста, вече не е верен."#,
            example: r#""#,
            fix: r#"Преместете кръга или почивния ден, така че в почивния ден да няма кръг."#,
            reference: r#"Наръчник на ФИДЕ, C.01 (програмата на турнира, включително почивните дни)."#,
        },
    },
    uk: Texts {
        summary: "на вільний день призначено тур",
        doc: Doc {
            what: r#"Рядок `free-day` у програмі на дату, на яку є й тур."#,
            why: r#"Вільний день — це обіцянка учасникам: партій немає. Тур у цей день означає, що дата вільного дня чи туру хибна, а кількість вільних днів, оголошена в тексті, вже не відповідає дійсності."#,
            example: r#""#,
            fix: r#"Перенесіть тур або вільний день, щоб у вільний день не було туру."#,
            reference: r#"Довідник ФІДЕ, C.01 (програма турніру разом із вільними днями)."#,
        },
    },
};

impl Rule for RoundOnFreeDay {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn l10n(&self) -> Option<&'static Localized> {
        Some(&L10N)
    }

    fn check(&self, reg: &Context<'_>, out: &mut Vec<Diagnostic>) {
        let rounds = facts::scheduled_rounds(reg);
        for entry in &reg.schedule {
            for act in entry.activities.iter().filter(|a| a.value == Activity::FreeDay) {
                let Some(day) = entry.date.as_ref().map(|d| d.value) else { continue };
                let on_day: Vec<&facts::ScheduledRound<'_>> =
                    rounds.iter().filter(|r| r.date() == Some(day)).collect();
                let Some(first) = on_day.first() else { continue };
                let numbers =
                    on_day.iter().map(|r| r.number.to_string()).collect::<Vec<_>>().join(", ");
                let n = first.number;
                out.push(localized(|l| {
                    finding(
                        &INFO,
                        tr!(
                            l,
                            en: "{day} is announced as a free day but has round {numbers}",
                            bg: "{day} е обявен за почивен ден, а в него е кръг {numbers}",
                            uk: "{day} оголошено вільним днем, а на нього призначено тур {numbers}"
                        ),
                    )
                    .with_label(
                        act.span,
                        tr!(l, en: "free day", bg: "почивен ден", uk: "вільний день"),
                    )
                    .with_label(
                        first.span,
                        tr!(
                            l,
                            en: "round {n} on the same day",
                            bg: "кръг {n} в същия ден",
                            uk: "тур {n} того самого дня"
                        ),
                    )
                    .with_help(tr!(
                        l,
                        en: "move the round or the free day to another date",
                        bg: "преместете кръга или почивния ден на друга дата",
                        uk: "перенесіть тур або вільний день на іншу дату"
                    ))
                }));
            }
        }
    }
}
