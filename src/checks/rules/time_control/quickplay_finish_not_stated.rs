//! V305 `quickplay-finish-not-stated`: no increment and no word on Guidelines III.

use crate::checks::{facts, finding, Context, Rule, WARNING};
use crate::diagnostic::l10n::{localized, tr, Localized, Texts};
use crate::diagnostic::Code;
use crate::diagnostic::Diagnostic;
use crate::diagnostic::{CodeInfo, Doc};
use crate::model::time_control;
use crate::vocab::fide::time::GameClass;

/// A standard or rapid control without increment that does not say whether Guidelines III
/// applies.
pub struct QuickplayFinishNotStated;

static INFO: CodeInfo = CodeInfo {
    code: "V305",
    name: "quickplay-finish-not-stated",
    severity: WARNING,
    summary: "a control without increment does not say whether the quickplay-finish rules apply",
    doc: Doc {
        what: r#"A standard or rapid time control without increment (and without delay) and without a
`quickplay-finish on|off` statement."#,
        why: r#"In games without increment a player short of time may claim a draw under Guidelines III (the
old Article 10.2), but only if the regulations announced it beforehand (III.2.1). Silence means
it does not apply, which players often do not expect; stating it either way ends the argument
before the first flag falls."#,
        example: r#"```text
time-control { period 60 min }
```"#,
        fix: r#"Write `quickplay-finish on` or `quickplay-finish off`, or add an increment (which makes the
question moot)."#,
        reference: r#"Laws of Chess, Guidelines III.2.1 (applies only if announced beforehand) and III.2.2 (only
standard and rapid games without increment)."#,
    },
};

static L10N: Localized = Localized {
    code: Code::new(&INFO),
    bg: Texts {
        summary: "контролата е без добавка, а не е казано дали се прилагат Указания III",
        doc: Doc {
            what: r#"Контрола по класически или ускорен шах без добавка (и без забавяне) и без `quickplay-finish on|off`."#,
            why: r#"При партии без добавка състезател в недостиг на време може да поиска реми по Указания III (бившият чл. 10.2), но само ако регламентът го е обявил предварително (III.2.1). Мълчанието значи, че не се прилагат, което състезателите често не очакват; изричното обявяване слага край на спора, преди да е паднал първият флаг."#,
            example: r#""#,
            fix: r#"Напишете `quickplay-finish on` или `quickplay-finish off` или добавете добавка (тогава въпросът отпада)."#,
            reference: r#"Правилник на ФИДЕ за шахматната игра, Указания III.2.1 (прилагат се само ако са обявени предварително) и III.2.2 (само класически и ускорен шах без добавка)."#,
        },
    },
    uk: Texts {
        summary: "контроль без додавання, а не сказано, чи застосовуються Настанови III",
        doc: Doc {
            what: r#"Контроль часу для класичних чи швидких шахів без додавання (і без затримки) і без `quickplay-finish on|off`."#,
            why: r#"У партіях без додавання учасник у цейтноті може вимагати нічиєї за Настановами III (колишня ст. 10.2), але тільки якщо положення оголосило це заздалегідь (III.2.1). Мовчання означає, що вони не застосовуються, чого учасники часто не чекають; чітке оголошення кладе край суперечці ще до падіння першого прапорця."#,
            example: r#""#,
            fix: r#"Напишіть `quickplay-finish on` або `quickplay-finish off` або додайте додавання часу (тоді питання відпадає)."#,
            reference: r#"Правила шахів ФІДЕ, Настанови III.2.1 (застосовуються лише за попереднього оголошення) і III.2.2 (лише класичні й швидкі шахи без додавання)."#,
        },
    },
};

impl Rule for QuickplayFinishNotStated {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn l10n(&self) -> Option<&'static Localized> {
        Some(&L10N)
    }

    fn check(&self, reg: &Context<'_>, out: &mut Vec<Diagnostic>) {
        let Some(tc) = facts::time_control(reg) else { return };
        if tc.quickplay_finish.is_some()
            || time_control::has_increment(tc)
            || tc.delay_seconds.as_ref().is_some_and(|d| d.value > 0)
            || time_control::classify(tc) == Some(GameClass::Blitz)
        {
            return;
        }
        out.push(localized(|l| {
            let control = time_control::describe_in(tc, l);
            finding(&INFO, tr!(
                l,
                en: "{control} has no increment, but the regulation does not say whether Guidelines III (quickplay finish) applies",
                bg: "{control} е без добавка, а регламентът не казва дали се прилагат Указания III (бързо завършване)",
                uk: "{control} без додавання, а положення не каже, чи застосовуються Настанови III (швидке завершення)"
            ))
            .with_label(tc.span, tr!(l, en: "no increment", bg: "без добавка", uk: "без додавання"))
            .with_help(tr!(
                l,
                en: "write `quickplay-finish on` or `quickplay-finish off` in the time control",
                bg: "напишете `quickplay-finish on` или `quickplay-finish off` в контролата",
                uk: "напишіть `quickplay-finish on` або `quickplay-finish off` у контролі часу"
            ))
        }));
    }
}
