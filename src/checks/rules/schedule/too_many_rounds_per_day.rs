//! V210 `too-many-rounds-per-day`: more rounds on one day than FIDE allows for the event.

use crate::checks::{facts, finding, Context, Rule, ERROR};
use crate::diagnostic::l10n::{localized, tr, Localized, Texts};
use crate::diagnostic::Code;
use crate::diagnostic::Diagnostic;
use crate::diagnostic::{CodeInfo, Doc};
use crate::model::time_control;
use crate::model::RatedFor;
use crate::vocab::fide::time::{self, GameClass};
use jiff::civil::Date;
use std::collections::BTreeMap;

/// A day with more rounds than the limit for the event's kind.
pub struct TooManyRoundsPerDay;

static INFO: CodeInfo = CodeInfo {
    code: "V210",
    name: "too-many-rounds-per-day",
    severity: ERROR,
    summary: "a day has more rounds than FIDE allows for this kind of event",
    doc: Doc {
        what: r#"A day with more rounds than the limit that applies to the event:

* a standard event that claims title norms: 2 rounds a day (B.01 1.1.2);
* a rapid event: 15 rounds a day; a blitz event: 30 rounds a day (Rapid & Blitz Rating
  Regulations).

The kind of event comes from the time control's class (or the `rated` claim when there is no
time control). Standard events without norm claims are limited by hours of play instead (V211)."#,
        why: r#"Games played under a schedule that breaks these limits are not valid for norms or ratings, and
the players who hoped for a norm lose it after the fact."#,
        example: r#"```text
claims { norm IM points 7 games 11 titled 6 }
schedule {
  2007-03-15 четвъртък 09:00 round 5
  2007-03-15 четвъртък 14:00 round 6
  2007-03-15 четвъртък 19:00 round 7
}
```"#,
        fix: r#"Move a round to another day (or drop the norm claim if the event cannot give norms)."#,
        reference: r#"FIDE Title Regulations B.01 (2024) 1.1.2 (at most two rounds a day in norm events); FIDE Rapid &
Blitz Rating Regulations (2024): at most 15 rapid or 30 blitz rounds a day."#,
    },
};

static L10N: Localized = Localized {
    code: Code::new(&INFO),
    bg: Texts {
        summary: "в един ден има повече кръгове, отколкото правилата позволяват",
        doc: Doc {
            what: r#"Ден с повече кръгове от границата за турнира:

* турнир по класически шах с норми за звания: 2 кръга на ден (B.01, 1.1.2);
* ускорен шах: 15 кръга на ден; блиц: 30 кръга на ден (Правила за рейтинг по ускорен шах и блиц).

Видът на турнира следва от класа на контролата (или от заявения рейтинг, когато контрола няма). Турнирите по класически шах без норми се ограничават с часовете игра (V211)."#,
            why: r#"Партиите, изиграни по програма, която нарушава тези граници, не важат за норми или рейтинг, а състезателите, които са се надявали на норма, я губят след събитието."#,
            example: r#""#,
            fix: r#"Преместете кръг в друг ден (или махнете заявените норми, ако турнирът не може да дава норми)."#,
            reference: r#"Правила за званията на ФИДЕ B.01 (2024), 1.1.2 (най-много два кръга на ден при турнири с норми); Правила на ФИДЕ за рейтинг по ускорен шах и блиц (2024): най-много 15 кръга ускорен шах или 30 кръга блиц на ден."#,
        },
    },
    uk: Texts {
        summary: "за один день більше турів, ніж дозволяють правила",
        doc: Doc {
            what: r#"День, у який більше турів, ніж межа для турніру:

* класичні шахи з нормами на звання: 2 тури на день (B.01, 1.1.2);
* швидкі шахи: 15 турів на день; бліц: 30 турів на день (Правила рейтингу зі швидких шахів і бліцу).

Вид турніру визначає клас контролю часу (або заявлений рейтинг, коли контролю немає). Класичні турніри без норм обмежує кількість годин гри (V211)."#,
            why: r#"Партії, зіграні за програмою, що порушує ці межі, не рахуються для норм чи рейтингу, і учасники, які сподівалися на норму, втрачають її вже після турніру."#,
            example: r#""#,
            fix: r#"Перенесіть тур на інший день (або вилучіть заявлені норми, якщо турнір не може їх давати)."#,
            reference: r#"Положення ФІДЕ про звання B.01 (2024), 1.1.2 (щонайбільше два тури на день у турнірах з нормами); Правила рейтингу ФІДЕ зі швидких шахів і бліцу (2024): щонайбільше 15 турів швидких шахів або 30 турів бліцу на день."#,
        },
    },
};

impl Rule for TooManyRoundsPerDay {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn l10n(&self) -> Option<&'static Localized> {
        Some(&L10N)
    }

    fn check(&self, reg: &Context<'_>, out: &mut Vec<Diagnostic>) {
        let class = match facts::time_control(reg).and_then(time_control::classify) {
            Some(c) => c,
            None if facts::rated_claim(reg, RatedFor::FideBlitz).is_some() => GameClass::Blitz,
            None if facts::rated_claim(reg, RatedFor::FideRapid).is_some() => GameClass::Rapid,
            None => GameClass::Standard,
        };
        let (limit, kind) = match class {
            GameClass::Standard if !reg.claims.norms.is_empty() => {
                (time::NORM_MAX_ROUNDS_PER_DAY, 0)
            }
            GameClass::Standard => return,
            GameClass::Rapid => (time::RAPID_MAX_ROUNDS_PER_DAY, 1),
            GameClass::Blitz => (time::BLITZ_MAX_ROUNDS_PER_DAY, 2),
        };
        let mut by_day: BTreeMap<Date, Vec<facts::ScheduledRound<'_>>> = BTreeMap::new();
        for r in facts::scheduled_rounds(reg) {
            if let Some(day) = r.date() {
                by_day.entry(day).or_default().push(r);
            }
        }
        for (day, rounds) in by_day {
            let count = u32::try_from(rounds.len()).unwrap_or(u32::MAX);
            if count <= limit {
                continue;
            }
            let Some(extra) = rounds.get(limit as usize) else { continue };
            let numbers =
                rounds.iter().map(|r| r.number.to_string()).collect::<Vec<_>>().join(", ");
            let next = limit + 1;
            out.push(localized(|l| {
                let why = match (kind, l) {
                    (0, crate::vocab::Lang::En) => "an event that claims title norms (B.01 1.1.2)",
                    (1, crate::vocab::Lang::En) => "a rapid event",
                    (_, crate::vocab::Lang::En) => "a blitz event",
                    (0, crate::vocab::Lang::Bg) => "турнир с норми за звания (B.01, 1.1.2)",
                    (1, crate::vocab::Lang::Bg) => "турнир по ускорен шах",
                    (_, crate::vocab::Lang::Bg) => "турнир по блиц",
                    (0, crate::vocab::Lang::Uk) => "турнір з нормами на звання (B.01, 1.1.2)",
                    (1, crate::vocab::Lang::Uk) => "турнір зі швидких шахів",
                    (_, crate::vocab::Lang::Uk) => "турнір з бліцу",
                };
                let c = facts::rounds_text(u64::from(count), l);
                let mut d = finding(
                    &INFO,
                    tr!(
                    l,
                    en: "{c} on {day} (rounds {numbers}), but {why} allows at most {limit}",
                    bg: "{c} на {day} (кръгове {numbers}), а за {why} са позволени най-много {limit}",
                    uk: "{c} {day} (тури {numbers}), а для {why} дозволено щонайбільше {limit}"
                ),
                )
                .with_label(
                    extra.span,
                    tr!(
                        l,
                        en: "round {next} of the day",
                        bg: "кръг № {next} за деня",
                        uk: "тур № {next} за день"
                    ),
                );
                if let Some(norm) =
                    reg.claims.norms.first().filter(|_| class == GameClass::Standard)
                {
                    d = d.with_label(
                        norm.span,
                        tr!(l, en: "norms claimed", bg: "заявени норми", uk: "заявлено норми"),
                    );
                }
                d.with_help(tr!(
                    l,
                    en: "move rounds to other days so that no day has more than {limit}",
                    bg: "преместете кръгове в други дни, така че в никой ден да няма повече от {limit}",
                    uk: "перенесіть тури на інші дні, щоб жодного дня не було більше ніж {limit}"
                ))
            }));
        }
    }
}
