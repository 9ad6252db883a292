//! V304 `quickplay-finish-cannot-apply`: Guidelines III announced where it cannot apply.

use crate::checks::{facts, finding, Context, Rule, ERROR};
use crate::diagnostic::l10n::{localized, tr, Localized, Texts};
use crate::diagnostic::Code;
use crate::diagnostic::Diagnostic;
use crate::diagnostic::{CodeInfo, Doc};
use crate::model::time_control;
use crate::vocab::fide::time::GameClass;

/// `quickplay-finish on` with an increment, or in blitz.
pub struct QuickplayFinishCannotApply;

static INFO: CodeInfo = CodeInfo {
    code: "V304",
    name: "quickplay-finish-cannot-apply",
    severity: ERROR,
    summary: "a quickplay finish (Guidelines III, old art. 10.2) is announced for a control it cannot apply to",
    doc: Doc {
        what: r#"`quickplay-finish on` together with an increment, or with a blitz time control."#,
        why: r#"Guidelines III ("games without increment including quickplay finishes", the old Article 10.2)
applies only to standard and rapid games **without increment**, and never to blitz. With an
increment a player never runs out of time to make moves, so the draw claims of III.4–III.5
cannot arise; announcing them invites disputes."#,
        example: r#"```text
time-control { period 90 min; increment 30 s from-move 1; quickplay-finish on }
```"#,
        fix: r#"Write `quickplay-finish off` (Bulgarian regulations say: "Член 10.2 … не се прилага при тази
игрова контрола"), or remove the increment."#,
        reference: r#"Laws of Chess, Guidelines III.2.1–III.2.2 (2018 and 2023 Laws; Article 10.2 before 2014,
Appendix G 2014–2017)."#,
    },
};

static L10N: Localized = Localized {
    code: Code::new(&INFO),
    bg: Texts {
        summary: "правилото за бързо завършване не може да се прилага при тази контрола",
        doc: Doc {
            what: r#"`quickplay-finish on` заедно с добавка или с контрола за блиц."#,
            why: r#"Указания III („партии без добавка, включително бързо завършване“, бившият чл. 10.2) се прилагат само при класически и ускорен шах **без добавка** и никога при блиц. С добавка на състезателя никога не му свършва времето за ходове, затова исканията за реми по III.4–III.5 не могат да възникнат, а обявяването им води до спорове."#,
            example: r#""#,
            fix: r#"Напишете `quickplay-finish off` (българските регламенти казват: „Член 10.2 … не се прилага при тази игрова контрола“) или махнете добавката."#,
            reference: r#"Правилник на ФИДЕ за шахматната игра, Указания III.2.1–III.2.2 (Правилник 2018 и 2023 г.; чл. 10.2 преди 2014 г., приложение Ж 2014–2017 г.)."#,
        },
    },
    uk: Texts {
        summary: "правило швидкого завершення не може застосовуватися за такого контролю",
        doc: Doc {
            what: r#"`quickplay-finish on` разом із додаванням часу або з контролем для бліцу."#,
            why: r#"Настанови III („партії без додавання, зокрема швидке завершення“, колишня ст. 10.2) застосовуються лише в класичних і швидких шахах **без додавання** і ніколи в бліці. З додаванням учасникові завжди вистачає часу на ходи, тож вимоги нічиєї за III.4–III.5 виникнути не можуть, а їхнє оголошення провокує суперечки."#,
            example: r#""#,
            fix: r#"Напишіть `quickplay-finish off` або вилучіть додавання."#,
            reference: r#"Правила шахів ФІДЕ, Настанови III.2.1–III.2.2 (Правила 2018 і 2023 років; ст. 10.2 до 2014 року, додаток G 2014–2017 років)."#,
        },
    },
};

impl Rule for QuickplayFinishCannotApply {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn l10n(&self) -> Option<&'static Localized> {
        Some(&L10N)
    }

    fn check(&self, reg: &Context<'_>, out: &mut Vec<Diagnostic>) {
        let Some(tc) = &reg.time_control else { return };
        let Some(qf) = tc.quickplay_finish.as_ref().filter(|q| q.value) else { return };
        if let Some(inc) = tc.increment_seconds.as_ref().filter(|i| i.value > 0) {
            let s = inc.value;
            out.push(localized(|l| {
                finding(&INFO, tr!(
                    l,
                    en: "`quickplay-finish on` contradicts the increment of {s} s: Guidelines III applies only to games without increment",
                    bg: "`quickplay-finish on` противоречи на добавката от {s} сек: Указания III се прилагат само при партии без добавка",
                    uk: "`quickplay-finish on` суперечить додаванню {s} с: Настанови III застосовуються лише до партій без додавання"
                ))
                .with_label(qf.span, tr!(l, en: "quickplay finish announced", bg: "обявено бързо завършване", uk: "оголошено швидке завершення"))
                .with_label(inc.span, tr!(l, en: "increment", bg: "добавка", uk: "додавання"))
                .with_help(tr!(l, en: "write `quickplay-finish off`, or remove the increment", bg: "напишете `quickplay-finish off` или махнете добавката", uk: "напишіть `quickplay-finish off` або вилучіть додавання"))
            }));
        } else if facts::time_control(reg).and_then(time_control::classify)
            == Some(GameClass::Blitz)
        {
            out.push(localized(|l| {
                finding(&INFO, tr!(
                    l,
                    en: "`quickplay-finish on` cannot apply to blitz: Guidelines III never applies to blitz games",
                    bg: "`quickplay-finish on` не може да се прилага при блиц: Указания III никога не се прилагат при блиц",
                    uk: "`quickplay-finish on` не може застосовуватися в бліці: Настанови III ніколи не застосовуються до бліцу"
                ))
                .with_label(qf.span, tr!(l, en: "quickplay finish announced", bg: "обявено бързо завършване", uk: "оголошено швидке завершення"))
                .with_label(tc.span, tr!(l, en: "blitz", bg: "блиц", uk: "бліц"))
                .with_help(tr!(l, en: "write `quickplay-finish off`", bg: "напишете `quickplay-finish off`", uk: "напишіть `quickplay-finish off`"))
            }));
        }
    }
}
