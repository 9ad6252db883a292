//! V308 `default-time-not-below-first-period`: the default time is as long as the first period or longer.

use crate::checks::{facts, Context, Rule};
use crate::diagnostic::l10n::{localized, tr, Localized, Texts};
use crate::diagnostic::{Code, CodeInfo, Diagnostic, Doc, Severity};

/// V308: the default time is as long as the first period or longer.
pub struct DefaultTimeNotBelowFirstPeriod;

static INFO: CodeInfo = CodeInfo {
    code: "V308",
    name: "default-time-not-below-first-period",
    severity: Severity::Error,
    summary: "the default time is as long as the first period or longer",
    doc: Doc {
        what: r#"`default-time N min` with N at least the minutes of the first `period`: a player could arrive after their clock has run out and still not be defaulted. Above the first period it is an error; equal to it, a warning (the default time then adds nothing: the flag falls first, which some federations write on purpose for rapid events — say so with `allow`)."#,
        why: r#"The default time is how late a player may arrive before losing the game. It only makes sense below the first period's time: at or above it, a player who arrives before the default time has already lost on time, and the two rules contradict each other."#,
        example: r#"```text
time-control { period 15 min; increment 10 s from-move 1; default-time 15 min }
```"#,
        fix: r#"Set the default time below the first period (`default-time 0 min` or, for rapid, at most a few minutes), or correct the period."#,
        reference: r#"FIDE Laws of Chess, Art. 6.7.1 (default time, 0 unless the regulations say otherwise) and Art. 6.9 (a flag falls)."#,
    },
};

static L10N: Localized = Localized {
    code: Code::new(&INFO),
    bg: Texts {
        summary: "допустимото закъснение е равно на първия период или по-дълго от него",
        doc: Doc {
            what: r#"`default-time N min`, при което N е поне колкото минутите на първия `period`: състезател би могъл да пристигне, след като времето му е изтекло, и пак да не загуби служебно. Над първия период това е грешка; равно на него — предупреждение (тогава закъснението не добавя нищо: флагът пада пръв, което някои федерации пишат нарочно при ускорен шах — кажете го с `allow`)."#,
            why: r#"Допустимото закъснение е колко късно може да дойде състезателят, преди да загуби партията. То има смисъл само ако е по-кратко от първия период: при равно или по-дълго закъснение състезателят, дошъл навреме по правилото за закъснение, вече е загубил по време, и двете правила си противоречат."#,
            example: r#""#,
            fix: r#"Намалете закъснението под първия период (`default-time 0 min`, а при ускорен шах — най-много няколко минути) или поправете периода."#,
            reference: r#"Правилник на ФИДЕ за шахматната игра, чл. 6.7.1 (допустимо закъснение — 0, освен ако регламентът не предвижда друго) и чл. 6.9 (падане на флага)."#,
        },
    },
    uk: Texts {
        summary: "допустиме запізнення дорівнює першому періоду або перевищує його",
        doc: Doc {
            what: r#"`default-time N min`, де N не менше за хвилини першого `period`: учасник міг би прийти, коли його час уже вичерпано, і все одно не отримати поразки за неявку. Більше за перший період — помилка; дорівнює йому — попередження (тоді запізнення нічого не додає: першим падає прапорець, що деякі федерації пишуть навмисно для швидких шахів — скажіть це через `allow`)."#,
            why: r#"Допустиме запізнення — це те, наскільки пізно учасник може прийти, перш ніж програти партію. Воно має сенс лише коротшим за перший період: коли воно дорівнює йому чи довше, учасник, що встиг за правилом запізнення, уже програв за часом, і два правила суперечать одне одному."#,
            example: r#""#,
            fix: r#"Зменште запізнення нижче першого періоду (`default-time 0 min`, а для швидких шахів — щонайбільше кілька хвилин) або виправте період."#,
            reference: r#"Правила шахів ФІДЕ, ст. 6.7.1 (допустиме запізнення — 0, якщо положення не передбачає іншого) і ст. 6.9 (падіння прапорця)."#,
        },
    },
};

impl Rule for DefaultTimeNotBelowFirstPeriod {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn l10n(&self) -> Option<&'static Localized> {
        Some(&L10N)
    }

    fn check(&self, reg: &Context<'_>, out: &mut Vec<Diagnostic>) {
        let Some(tc) = facts::time_control(reg) else { return };
        let (Some(default), Some(first)) = (&tc.default_minutes, tc.periods.first()) else {
            return;
        };
        let (d, p) = (default.value, first.minutes.value);
        if d < p || p == 0 {
            return;
        }
        // Equal: the default time adds nothing (the flag falls first); above: a contradiction.
        let severity = if d == p { Severity::Warning } else { Severity::Error };
        out.push(localized(|l| {
            Diagnostic::new(Code::new(&INFO), severity, tr!(
                l,
                en: "the default time of {d} min is not shorter than the first period of {p} min",
                bg: "допустимото закъснение от {d} мин не е по-кратко от първия период от {p} мин",
                uk: "допустиме запізнення {d} хв не коротше за перший період {p} хв"
            ))
            .with_label(default.span, tr!(l, en: "{d} min", bg: "{d} мин", uk: "{d} хв"))
            .with_label(first.minutes.span, tr!(l, en: "the first period: {p} min", bg: "първият период: {p} мин", uk: "перший період: {p} хв"))
            .with_note(tr!(
                l,
                en: "a player who arrives within the default time has already lost on time",
                bg: "състезател, който пристигне в рамките на закъснението, вече е загубил по време",
                uk: "учасник, що прийде в межах запізнення, уже програв за часом"
            ))
            .with_help(tr!(
                l,
                en: "set `default-time` below {p} min (0 unless the event needs more), or correct the period",
                bg: "задайте `default-time` под {p} мин (0, освен ако турнирът не изисква друго) или поправете периода",
                uk: "встановіть `default-time` менше за {p} хв (0, якщо турнір не потребує іншого) або виправте період"
            ))
        }));
    }
}
