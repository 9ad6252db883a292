//! V215 `schedule-missing`: the regulation states rounds but gives no programme.

use crate::checks::{finding, Context, Rule, WARNING};
use crate::diagnostic::l10n::{localized, tr, Localized, Texts};
use crate::diagnostic::Code;
use crate::diagnostic::Diagnostic;
use crate::diagnostic::{CodeInfo, Doc};

/// V215: the regulation states rounds but gives no programme.
pub struct ScheduleMissing;

static INFO: CodeInfo = CodeInfo {
    code: "V215",
    name: "schedule-missing",
    severity: WARNING,
    summary:
        "the regulation states a number of rounds but gives no programme with their dates and times",
    doc: Doc {
        what: r#"A `system … rounds N` with no `schedule` entry for any round."#,
        why: r#"Players plan travel and preparation by the programme; the arbiter needs it to apply the default time and to publish pairings. Without dates no check can confirm that the rounds fit the event's days, that rounds are far enough apart for the time control, or that the rating rules on rounds per day are kept. Seed 003 announces 9 rounds with one free day between 16 and 26 June and never says which day is which."#,
        example: r#"```text
system individual round-robin rounds 9
# no schedule { … }
```"#,
        fix: r#"Add `schedule { DATE WEEKDAY TIME round N … }` with one entry per round (and the technical meeting, free day and closing)."#,
        reference: r#"FIDE Handbook C.01 (General Rules for Competitions) 6: the regulations published in advance state the schedule of rounds; B.01 1.1.2 (norm events: at most two rounds a day) can only be checked against it."#,
    },
};

static L10N: Localized = Localized {
    code: Code::new(&INFO),
    bg: Texts {
        summary: "броят на кръговете е обявен, но няма програма с датите им",
        doc: Doc {
            what: r#"`system … rounds N` без нито един ред за кръг в `schedule`."#,
            why: r#"Състезателите планират пътуването и подготовката си по програмата; съдията има нужда от нея, за да прилага допустимото закъснение и да обявява двойките. Без дати не може да се провери дали кръговете се побират в дните на турнира, дали са достатъчно раздалечени за контролата и дали се спазват правилата за брой кръгове на ден. Регламентът на финала на първенството на Украйна за жени през 2013 г. обявява 9 кръга с един почивен ден между 16 и 26 юни и никъде не казва кой ден какво е."#,
            example: r#""#,
            fix: r#"Добавете `schedule { ДАТА ДЕН ЧАС round N … }` с по един ред за всеки кръг (и техническата конференция, почивния ден и закриването)."#,
            reference: r#"Наръчник на ФИДЕ, C.01 (Общи правила за състезания), т. 6: предварително публикуваният регламент дава програмата на кръговете; B.01, 1.1.2 (турнири с норми: най-много два кръга на ден) може да се провери само по нея."#,
        },
    },
    uk: Texts {
        summary: "кількість турів оголошено, але програми з їхніми датами немає",
        doc: Doc {
            what: r#"`system … rounds N` без жодного рядка туру в `schedule`."#,
            why: r#"Учасники планують поїздку й підготовку за програмою; суддя потребує її, щоб застосовувати допустиме запізнення й оголошувати пари. Без дат неможливо перевірити, чи вміщаються тури в дні турніру, чи досить між ними перерви для контролю часу і чи дотримано правил щодо кількості турів на день. Фінал чемпіонату України 2013 року (сід 003) оголошує 9 турів з одним вільним днем між 16 і 26 червня і ніде не каже, який день для чого."#,
            example: r#""#,
            fix: r#"Додайте `schedule { ДАТА ДЕНЬ ЧАС round N … }` з рядком для кожного туру (і технічною нарадою, вільним днем та закриттям)."#,
            reference: r#"Довідник ФІДЕ, C.01 (Загальні правила змагань), п. 6: заздалегідь оприлюднене положення дає програму турів; B.01, 1.1.2 (турніри з нормами: щонайбільше два тури на день) можна перевірити лише за нею."#,
        },
    },
};

impl Rule for ScheduleMissing {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn l10n(&self) -> Option<&'static Localized> {
        Some(&L10N)
    }

    fn check(&self, reg: &Context<'_>, out: &mut Vec<Diagnostic>) {
        let Some(system) = &reg.system else { return };
        let Some(rounds) = &system.rounds else { return };
        let any_round = reg.schedule.iter().any(|e| {
            e.activities.iter().any(|a| matches!(a.value, crate::model::Activity::Round(_)))
        });
        if any_round || rounds.value == 0 || reg.is_broken("schedule") {
            return;
        }
        let n = u64::from(rounds.value);
        out.push(localized(|l| {
            let c = crate::checks::facts::rounds_text(n, l);
            finding(
                &INFO,
                tr!(
                    l,
                    en: "{c} are announced but no programme gives their dates",
                    bg: "обявени са {c}, но няма програма с датите им",
                    uk: "оголошено {c}, але немає програми з їхніми датами"
                ),
            )
            .with_label(
                rounds.span,
                tr!(l, en: "rounds without dates", bg: "кръгове без дати", uk: "тури без дат"),
            )
            .with_help(tr!(
                l,
                en: "add a `schedule {{ … }}` with a dated entry for every round",
                bg: "добавете `schedule {{ … }}` с ред с дата за всеки кръг",
                uk: "додайте `schedule {{ … }}` з рядком з датою для кожного туру"
            ))
        }));
    }
}
