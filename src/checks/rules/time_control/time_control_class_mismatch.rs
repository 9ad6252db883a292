//! V301 `time-control-class-mismatch`: the time control is not of the class the event is rated
//! for.

use crate::checks::{facts, finding, Context, Rule, ERROR};
use crate::diagnostic::l10n::{localized, tr, Localized, Texts};
use crate::diagnostic::Code;
use crate::diagnostic::Diagnostic;
use crate::diagnostic::{CodeInfo, Doc};
use crate::model::time_control;
use crate::model::RatedFor;
use crate::vocab::fide::time::{self, GameClass};

/// `rated fide-standard` with a rapid control, `rated fide-rapid` with a standard one, ….
pub struct TimeControlClassMismatch;

static INFO: CodeInfo = CodeInfo {
    code: "V301",
    name: "time-control-class-mismatch",
    severity: ERROR,
    summary:
        "the time control's class (standard, rapid, blitz) is not the one the event is rated for",
    doc: Doc {
        what: r#"A `rated fide-standard`, `fide-rapid` or `fide-blitz` claim whose time control is of another
class. The class comes from T = all periods + 60 × increment (minutes per player, assuming 60
moves): blitz T ≤ 10 min, rapid 10 < T < 60, standard T ≥ 60. A FIDE-rated blitz game also
needs T > 3 min."#,
        why: r#"FIDE rates a game on the list of its class only: a 15 min + 10 s game (T = 25 min) is rapid and
is never rated as standard, whatever the regulation promises. Note the boundary cases: 30 min +
30 s is T = 60 and therefore standard, not rapid."#,
        example: r#"```text
time-control { period 15 min; increment 10 s from-move 1 }
validity { rated fide-standard }
```"#,
        fix: r#"Claim the rating list of the control's class (`rated fide-rapid`), or change the time control."#,
        reference: r#"Laws of Chess Appendix A.1 (rapid), B.1 (blitz) and the glossary (standard: at least 60
minutes); FIDE Rapid & Blitz Rating Regulations (2024): rated blitz more than 3 minutes."#,
    },
};

static L10N: Localized = Localized {
    code: Code::new(&INFO),
    bg: Texts {
        summary: "заявеният рейтинг на ФИДЕ не е за класа на контролата",
        doc: Doc {
            what: r#"Заявен `rated fide-standard`, `fide-rapid` или `fide-blitz`, при който контролата е от друг клас. Класът следва от T = всички периоди + 60 × добавката (минути на състезател при 60 хода): блиц при T ≤ 10 мин, ускорен шах при 10 < T < 60, класически шах при T ≥ 60. Партия по блиц с рейтинг на ФИДЕ изисква и T > 3 мин."#,
            why: r#"ФИДЕ отчита партията само в ранглистата на нейния клас: партия 15 мин + 10 сек (T = 25 мин) е ускорен шах и никога не се отчита като класически, каквото и да обещава регламентът. Внимание с граничните случаи: 30 мин + 30 сек дава T = 60, значи класически шах, а не ускорен."#,
            example: r#""#,
            fix: r#"Заявете ранглистата на класа на контролата (`rated fide-rapid`) или променете контролата."#,
            reference: r#"Правилник на ФИДЕ за шахматната игра, приложение А.1 (ускорен шах), Б.1 (блиц) и речникът (класически шах: поне 60 минути); Правила на ФИДЕ за рейтинг по ускорен шах и блиц (2024): блиц с рейтинг — повече от 3 минути."#,
        },
    },
    uk: Texts {
        summary: "заявлений рейтинг ФІДЕ не відповідає класу контролю часу",
        doc: Doc {
            what: r#"Заявлено `rated fide-standard`, `fide-rapid` чи `fide-blitz`, а контроль часу іншого класу. Клас визначає T = усі періоди + 60 × додавання (хвилини на учасника з розрахунку 60 ходів): бліц за T ≤ 10 хв, швидкі шахи за 10 < T < 60, класичні за T ≥ 60. Рейтинговий бліц ФІДЕ вимагає ще й T > 3 хв."#,
            why: r#"ФІДЕ рахує партію лише в рейтинг-лист її класу: партія 15 хв + 10 с (T = 25 хв) — це швидкі шахи, і її ніколи не зарахують як класичну, хоч би що обіцяло положення. Зверніть увагу на межові випадки: 30 хв + 30 с дає T = 60, тобто класичні шахи, а не швидкі."#,
            example: r#""#,
            fix: r#"Заявіть рейтинг-лист класу контролю (`rated fide-rapid`) або змініть контроль часу."#,
            reference: r#"Правила шахів ФІДЕ, додаток A.1 (швидкі шахи), B.1 (бліц) і глосарій (класичні шахи: щонайменше 60 хвилин); Правила рейтингу ФІДЕ зі швидких шахів і бліцу (2024): рейтинговий бліц — понад 3 хвилини."#,
        },
    },
};

impl Rule for TimeControlClassMismatch {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn l10n(&self) -> Option<&'static Localized> {
        Some(&L10N)
    }

    fn check(&self, reg: &Context<'_>, out: &mut Vec<Diagnostic>) {
        let Some(tc) = facts::time_control(reg) else { return };
        let Some(seconds) = time_control::per_player_seconds(tc) else { return };
        let class = time::classify_seconds(seconds);
        let Some(validity) = &reg.validity else { return };
        for claim in &validity.rated {
            let (wanted, word) = match claim.value {
                RatedFor::FideStandard => (GameClass::Standard, "fide-standard"),
                RatedFor::FideRapid => (GameClass::Rapid, "fide-rapid"),
                RatedFor::FideBlitz => (GameClass::Blitz, "fide-blitz"),
                RatedFor::National => continue,
            };
            if class != wanted {
                let has = class.word();
                out.push(localized(|l| {
                    let (t, control) = (facts::per_player_text(seconds, l), time_control::describe_in(tc, l));
                    let (want, got) = (facts::class_word(wanted, l), facts::class_word(class, l));
                    finding(&INFO, tr!(
                        l,
                        en: "`rated {word}` needs a {want} time control, but {control} is {got} (T = {t} per player)",
                        bg: "`rated {word}` изисква контрола за {want}, а {control} е {got} (T = {t} на състезател)",
                        uk: "`rated {word}` вимагає контролю для класу «{want}», а {control} — це {got} (T = {t} на учасника)"
                    ))
                    .with_label(claim.span, tr!(l, en: "needs {want}", bg: "изисква {want}", uk: "потрібно: {want}"))
                    .with_label(tc.span, tr!(l, en: "{got} (T = {t})", bg: "{got} (T = {t})", uk: "{got} (T = {t})"))
                    .with_note(tr!(
                        l,
                        en: "T = all periods + 60 × increment; blitz ≤ 10 min < rapid < 60 min ≤ standard",
                        bg: "T = всички периоди + 60 × добавката; блиц ≤ 10 мин < ускорен шах < 60 мин ≤ класически шах",
                        uk: "T = усі періоди + 60 × додавання; бліц ≤ 10 хв < швидкі шахи < 60 хв ≤ класичні шахи"
                    ))
                    .with_help(tr!(
                        l,
                        en: "claim `rated fide-{has}`, or change the time control to a {want} one",
                        bg: "заявете `rated fide-{has}` или сменете контролата с такава за {want}",
                        uk: "заявіть `rated fide-{has}` або змініть контроль часу на контроль для класу «{want}»"
                    ))
                }));
            } else if class == GameClass::Blitz
                && seconds <= time::RATED_BLITZ_MORE_THAN_MINUTES * 60
            {
                let least = time::RATED_BLITZ_MORE_THAN_MINUTES;
                out.push(localized(|l| {
                    let (t, control) = (facts::per_player_text(seconds, l), time_control::describe_in(tc, l));
                    finding(&INFO, tr!(
                        l,
                        en: "`rated fide-blitz` needs more than {least} min per player, but {control} gives {t}",
                        bg: "`rated fide-blitz` изисква повече от {least} мин на състезател, а {control} дава {t}",
                        uk: "`rated fide-blitz` вимагає понад {least} хв на учасника, а {control} дає {t}"
                    ))
                    .with_label(claim.span, tr!(l, en: "not blitz-rateable", bg: "не може да се отчете за рейтинг по блиц", uk: "не рахується в рейтинг з бліцу"))
                    .with_label(tc.span, tr!(l, en: "T = {t}", bg: "T = {t}", uk: "T = {t}"))
                    .with_help(tr!(
                        l,
                        en: "add an increment (3 min + 2 s gives 5 min) or more base time",
                        bg: "добавете добавка (3 мин + 2 сек дават 5 мин) или повече основно време",
                        uk: "додайте додавання (3 хв + 2 с дають 5 хв) або більше основного часу"
                    ))
                }));
            }
        }
    }
}
