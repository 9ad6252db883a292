//! V208 `round-without-start-time`: a round is scheduled without a time.

use crate::checks::{facts, finding, Context, Rule, WARNING};
use crate::diagnostic::l10n::{localized, tr, Localized, Texts};
use crate::diagnostic::Code;
use crate::diagnostic::Diagnostic;
use crate::diagnostic::{CodeInfo, Doc};

/// A `round N` entry with no time of day in a schedule that gives times for other rounds.
pub struct RoundWithoutStartTime;

static INFO: CodeInfo = CodeInfo {
    code: "V208",
    name: "round-without-start-time",
    severity: WARNING,
    summary: "a round in the schedule has no starting time while other rounds have one",
    doc: Doc {
        what: r#"A schedule entry with `round N` but no time of day, in a schedule that gives the time of other
rounds. (A schedule of dates only, whose times are announced elsewhere, is not reported, and
neither is a blitz event, whose rounds follow one another without set times.)"#,
        why: r#"The default time (Laws art. 6.7) runs from the scheduled start: a player who arrives after it
loses. Without a starting time nobody can tell when a player is late, and the gaps between
rounds cannot be checked."#,
        example: r#"```text
schedule {
  2007-03-12 понеделник round 2
}
```"#,
        fix: r#"Write the starting time: `2007-03-12 понеделник 14:30 round 2`."#,
        reference: r#"Laws of Chess art. 6.7 (default time counted from the scheduled start of the session);
FIDE Handbook C.01."#,
    },
};

static L10N: Localized = Localized {
    code: Code::new(&INFO),
    bg: Texts {
        summary: "кръг в програмата е без начален час",
        doc: Doc {
            what: r#"Ред от програмата с `round N`, но без час, в програма, която дава часа на другите кръгове. (Програма само с дати, чиито часове са обявени другаде, не се отчита, нито турнир по блиц, чиито кръгове следват един след друг без определен час.)"#,
            why: r#"Допустимото закъснение (чл. 6.7 от Правилника) тече от обявения начален час: състезател, който дойде след него, губи. Без начален час никой не може да каже кой е закъснял, а интервалите между кръговете не могат да се проверят."#,
            example: r#""#,
            fix: r#"Напишете началния час: `2007-03-12 понеделник 14:30 round 2`."#,
            reference: r#"Правилник на ФИДЕ за шахматната игра, чл. 6.7 (закъснението се брои от обявения начален час); Наръчник на ФИДЕ, C.01."#,
        },
    },
    uk: Texts {
        summary: "тур у програмі без часу початку",
        doc: Doc {
            what: r#"Рядок програми з `round N`, але без часу, у програмі, яка дає час інших турів. (Програма лише з датами, час якої оголошено деінде, не враховується, як і турнір з бліцу, тури якого йдуть один за одним без визначеного часу.)"#,
            why: r#"Допустиме запізнення (ст. 6.7 Правил) рахують від оголошеного часу початку: учасник, що прийшов пізніше, програє. Без часу початку ніхто не скаже, хто запізнився, а перерви між турами неможливо перевірити."#,
            example: r#""#,
            fix: r#"Напишіть час початку: `2007-03-12 понеділок 14:30 round 2`."#,
            reference: r#"Правила шахів ФІДЕ, ст. 6.7 (запізнення рахують від оголошеного часу початку); Довідник ФІДЕ, C.01."#,
        },
    },
};

impl Rule for RoundWithoutStartTime {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn l10n(&self) -> Option<&'static Localized> {
        Some(&L10N)
    }

    fn check(&self, reg: &Context<'_>, out: &mut Vec<Diagnostic>) {
        let rounds = facts::scheduled_rounds(reg);
        if rounds.iter().all(|r| r.entry.time.is_none()) {
            return;
        }
        // Blitz rounds follow one another without set times; only the first is announced.
        let blitz = facts::time_control(reg).and_then(crate::model::time_control::classify)
            == Some(crate::vocab::fide::time::GameClass::Blitz);
        if blitz {
            return;
        }
        for r in rounds {
            if r.entry.time.is_none() {
                let (n, date) = (r.number, r.date());
                out.push(localized(|l| {
                    let message = match date {
                        Some(date) => tr!(
                            l,
                            en: "round {n} on {date} has no starting time",
                            bg: "кръг {n} на {date} е без начален час",
                            uk: "тур {n} {date} не має часу початку"
                        ),
                        None => tr!(
                            l,
                            en: "round {n} has no starting time",
                            bg: "кръг {n} е без начален час",
                            uk: "тур {n} не має часу початку"
                        ),
                    };
                    finding(&INFO, message)
                    .with_label(
                        r.span,
                        tr!(l, en: "no time written", bg: "няма час", uk: "час не вказано"),
                    )
                    .with_help(tr!(
                        l,
                        en: "write the time the round starts, e.g. `14:30`, before the activity",
                        bg: "напишете началния час на кръга, напр. `14:30`, преди събитието",
                        uk: "напишіть час початку туру, напр. `14:30`, перед подією"
                    ))
                }));
            }
        }
    }
}
