//! V201 `round-missing-from-schedule`: a round of the event has no schedule entry.

use crate::checks::{facts, finding, Context, Rule, ERROR};
use crate::diagnostic::l10n::{localized, tr, Localized, Texts};
use crate::diagnostic::Code;
use crate::diagnostic::Diagnostic;
use crate::diagnostic::{CodeInfo, Doc};
use crate::vocab::Lang;

/// Rounds 1..R of which some are not in the schedule.
pub struct RoundMissingFromSchedule;

static INFO: CodeInfo = CodeInfo {
    code: "V201",
    name: "round-missing-from-schedule",
    severity: ERROR,
    summary: "a round of the event has no date and time in the schedule",
    doc: Doc {
        what: r#"A schedule that lists rounds but skips one: every round from 1 to the number of rounds in the
`system` statement (or to the highest round scheduled, when the count is not stated) must have
an entry."#,
        why: r#"Players plan travel and work from the programme; a round without a date is a round nobody knows
when to play. A skipped number usually means a line was lost when the table was copied, and the
later rounds are then misnumbered."#,
        example: r#"```text
system individual round-robin rounds 3
schedule {
  2007-03-11 неделя     14:30 round 1
  2007-03-13 вторник    14:30 round 3
}
```"#,
        fix: r#"Add the missing round with its date, weekday and time, or renumber the rounds."#,
        reference: r#"FIDE Handbook C.01 (General Regulations for Competitions: the regulations give the schedule of
every round); Laws of Chess, Preface (the event regulations fix the programme)."#,
    },
};

static L10N: Localized = Localized {
    code: Code::new(&INFO),
    bg: Texts {
        summary: "в програмата липсва кръг",
        doc: Doc {
            what: r#"Програма, в която има кръгове, но е пропуснат някой: всеки кръг от 1 до броя кръгове в `system` (или до най-високия кръг в програмата, ако броят не е посочен) трябва да има ред."#,
            why: r#"Състезателите планират пътуването и работата си по програмата; кръг без дата е кръг, за който никой не знае кога се играе. Пропуснат номер обикновено значи, че при копиране на таблицата се е изгубил ред, а следващите кръгове са с грешни номера."#,
            example: r#""#,
            fix: r#"Добавете липсващия кръг с дата, ден от седмицата и час или преномерирайте кръговете."#,
            reference: r#"Наръчник на ФИДЕ, C.01 (Общи правила за състезания: регламентът дава програмата на всеки кръг); Правилник на ФИДЕ за шахматната игра, увод (регламентът на турнира определя програмата)."#,
        },
    },
    uk: Texts {
        summary: "у програмі бракує туру",
        doc: Doc {
            what: r#"Програма, у якій є тури, але один пропущено: кожен тур від 1 до кількості турів у `system` (або до найбільшого туру в програмі, якщо кількість не вказано) має мати рядок."#,
            why: r#"Учасники планують поїздку й роботу за програмою; тур без дати — це тур, про який ніхто не знає, коли його грати. Пропущений номер зазвичай означає, що під час копіювання таблиці загубився рядок, а наступні тури мають хибні номери."#,
            example: r#""#,
            fix: r#"Додайте пропущений тур з датою, днем тижня й часом або перенумеруйте тури."#,
            reference: r#"Довідник ФІДЕ, C.01 (Загальні правила змагань: положення дає програму кожного туру); Правила шахів ФІДЕ, вступ (положення турніру визначає програму)."#,
        },
    },
};

impl Rule for RoundMissingFromSchedule {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn l10n(&self) -> Option<&'static Localized> {
        Some(&L10N)
    }

    fn check(&self, reg: &Context<'_>, out: &mut Vec<Diagnostic>) {
        let rounds = facts::scheduled_rounds(reg);
        if rounds.is_empty() {
            return;
        }
        let stated = reg.system.as_ref().and_then(|s| s.rounds.as_ref());
        let last = match stated {
            Some(r) => r.value,
            None => rounds.iter().map(|r| r.number).max().unwrap_or(0),
        };
        // Guard against absurd counts: a regulation has at most a few dozen rounds.
        let missing: Vec<u32> =
            (1..=last.min(1000)).filter(|k| !rounds.iter().any(|r| r.number == *k)).collect();
        if missing.is_empty() {
            return;
        }
        let list = missing.iter().map(u32::to_string).collect::<Vec<_>>().join(", ");
        let one = missing.len() == 1;
        out.push(localized(|l| {
            let which = match (one, l) {
                (true, Lang::En) => format!("round {list}"),
                (false, Lang::En) => format!("rounds {list}"),
                (true, Lang::Bg) => format!("кръг {list}"),
                (false, Lang::Bg) => format!("кръгове {list}"),
                (true, Lang::Uk) => format!("тур {list}"),
                (false, Lang::Uk) => format!("тури {list}"),
            };
            let message = match (one, l) {
                (true, Lang::En) => format!("{which} is not in the schedule"),
                (false, Lang::En) => format!("{which} are not in the schedule"),
                (true, Lang::Bg) => format!("{which} липсва в програмата"),
                (false, Lang::Bg) => format!("{which} липсват в програмата"),
                (true, Lang::Uk) => format!("{which} немає в програмі"),
                (false, Lang::Uk) => format!("турів {list} немає в програмі"),
            };
            let mut d = finding(&INFO, message);
            if let Some(span) = reg.schedule_span {
                d = d.with_label(
                    span,
                    tr!(
                        l,
                        en: "no entry for {which}",
                        bg: "няма ред за {which}",
                        uk: "немає рядка для: {which}"
                    ),
                );
            }
            if let Some(r) = stated {
                let s = facts::rounds_text(u64::from(r.value), l);
                d = d.with_label(
                    r.span,
                    tr!(l, en: "{s} stated", bg: "обявени: {s}", uk: "заявлено: {s}"),
                );
            }
            d.with_help(tr!(
                l,
                en: "add a schedule entry (date, weekday, time) for {which}",
                bg: "добавете ред в програмата (дата, ден от седмицата, час) за {which}",
                uk: "додайте рядок програми (дата, день тижня, час) для: {which}"
            ))
        }));
    }
}
