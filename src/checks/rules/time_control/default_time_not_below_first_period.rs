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
        what: r#"`default-time N min` with N at least the minutes of the first `period`: a player could arrive after their clock has run out and still not be defaulted. Above the first period it is an error; equal to it, a warning (the default time then adds nothing: the flag falls first, which some federations write on purpose for rapid events — say so with `allow`). Without `default-time`, the default time the prose states is read (`Запізнення на тур - 10 хвилин`, `допуска се закъснение до 15 минути`)."#,
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
            what: r#"`default-time N min`, при което N е поне колкото минутите на първия `period`: състезател би могъл да пристигне, след като времето му е изтекло, и пак да не загуби служебно. Над първия период това е грешка; равно на него — предупреждение (тогава закъснението не добавя нищо: флагът пада пръв, което някои федерации пишат нарочно при ускорен шах — кажете го с `allow`). Без `default-time` се чете закъснението, което посочва текстът (`допуска се закъснение до 15 минути`)."#,
            why: r#"Допустимото закъснение е колко късно може да дойде състезателят, преди да загуби партията. То има смисъл само ако е по-кратко от първия период: при равно или по-дълго закъснение състезателят, дошъл навреме по правилото за закъснение, вече е загубил по време, и двете правила си противоречат."#,
            example: r#""#,
            fix: r#"Намалете закъснението под първия период (`default-time 0 min`, а при ускорен шах — най-много няколко минути) или поправете периода."#,
            reference: r#"Правилник на ФИДЕ за шахматната игра, чл. 6.7.1 (допустимо закъснение — 0, освен ако регламентът не предвижда друго) и чл. 6.9 (падане на флага)."#,
        },
    },
    uk: Texts {
        summary: "допустиме запізнення дорівнює першому періоду або перевищує його",
        doc: Doc {
            what: r#"`default-time N min`, де N не менше за хвилини першого `period`: учасник міг би прийти, коли його час уже вичерпано, і все одно не отримати поразки за неявку. Більше за перший період — помилка; дорівнює йому — попередження (тоді запізнення нічого не додає: першим падає прапорець, що деякі федерації пишуть навмисно для швидких шахів — скажіть це через `allow`). Без `default-time` читається запізнення, яке називає текст (`Запізнення на тур - 10 хвилин`)."#,
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
        let Some(first) = tc.periods.first() else { return };
        // The fact, else the default time the prose states.
        let (d, default_span, in_prose) = match &tc.default_minutes {
            Some(m) => (m.value, m.span, false),
            None => match prose_default_time(reg) {
                Some(found) => found,
                None => return,
            },
        };
        let p = first.minutes.value;
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
            .with_label(default_span, if in_prose {
                tr!(l, en: "{d} min, in the text", bg: "{d} мин в текста", uk: "{d} хв у тексті")
            } else {
                tr!(l, en: "{d} min", bg: "{d} мин", uk: "{d} хв")
            })
            .with_label(first.minutes.span, tr!(l, en: "the first period: {p} min", bg: "първият период: {p} мин", uk: "перший період: {p} хв"))
            .with_note(tr!(
                l,
                en: "a player who arrives within the default time has already lost on time",
                bg: "състезател, който пристигне в рамките на закъснението, вече е загубил по време",
                uk: "учасник, що прийде в межах запізнення, уже програв за часом"
            ))
            .with_help(if in_prose {
                tr!(
                    l,
                    en: "give a default time below {p} min in the text (0 unless the event needs more), and write it as `default-time`",
                    bg: "посочете в текста закъснение под {p} мин (0, освен ако турнирът не изисква друго) и го запишете като `default-time`",
                    uk: "вкажіть у тексті запізнення менше за {p} хв (0, якщо турнір не потребує іншого) і запишіть його як `default-time`"
                )
            } else {
                tr!(
                    l,
                    en: "set `default-time` below {p} min (0 unless the event needs more), or correct the period",
                    bg: "задайте `default-time` под {p} мин (0, освен ако турнирът не изисква друго) или поправете периода",
                    uk: "встановіть `default-time` менше за {p} хв (0, якщо турнір не потребує іншого) або виправте період"
                )
            })
        }));
    }
}

/// The first default time the prose states, when the facts give none: its minutes, its span
/// and `true` (it is the text's).
pub(super) fn prose_default_time(reg: &Context<'_>) -> Option<(u32, crate::source::Span, bool)> {
    reg.paragraphs().into_iter().find_map(|(p, read)| {
        let d = read.reading().default_times(reg.lang).first()?;
        let span = facts::span_in_literal(&p.text.value, p.text.span, d.start, d.end);
        Some((u32::try_from(d.minutes).unwrap_or(u32::MAX), span, true))
    })
}
