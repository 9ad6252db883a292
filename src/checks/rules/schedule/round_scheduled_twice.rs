//! V202 `round-scheduled-twice`: one round number in two schedule entries.

use crate::checks::{facts, finding, Context, Rule, ERROR};
use crate::diagnostic::l10n::{localized, tr, Localized, Texts};
use crate::diagnostic::Code;
use crate::diagnostic::Diagnostic;
use crate::diagnostic::{CodeInfo, Doc};
use crate::source::Span;
use std::collections::HashMap;

/// The same `round N` twice in the schedule.
pub struct RoundScheduledTwice;

static INFO: CodeInfo = CodeInfo {
    code: "V202",
    name: "round-scheduled-twice",
    severity: ERROR,
    summary: "the same round number appears twice in the schedule",
    doc: Doc {
        what: r#"Two schedule entries for the same round number."#,
        why: r#"A round is played once; two dates for it contradict each other, and usually the second was meant
to be the next round (so that round is now missing or misnumbered)."#,
        example: r#"```text
schedule {
  2007-03-12 понеделник 14:30 round 2
  2007-03-13 вторник    14:30 round 2
}
```"#,
        fix: r#"Renumber the second entry (usually to the next round), or remove it."#,
        reference: r#"FIDE Handbook C.01 (the regulations give the schedule of every round)."#,
    },
};

static L10N: Localized = Localized {
    code: Code::new(&INFO),
    bg: Texts {
        summary: "един и същ кръг е вписан два пъти в програмата",
        doc: Doc {
            what: r#"Два реда в програмата с един и същ номер на кръг."#,
            why: r#"Кръгът се играе веднъж; две дати за него си противоречат, а обикновено вторият ред е бил за следващия кръг (който сега липсва или е с грешен номер)."#,
            example: r#""#,
            fix: r#"Преномерирайте втория ред (обикновено на следващия кръг) или го махнете."#,
            reference: r#"Наръчник на ФИДЕ, C.01 (регламентът дава програмата на всеки кръг)."#,
        },
    },
    uk: Texts {
        summary: "той самий тур вписано в програму двічі",
        doc: Doc {
            what: r#"Два рядки програми з тим самим номером туру."#,
            why: r#"Тур грають один раз; дві дати для нього суперечать одна одній, а зазвичай другий рядок мав бути для наступного туру (якого тепер бракує або він має хибний номер)."#,
            example: r#""#,
            fix: r#"Перенумеруйте другий рядок (зазвичай на наступний тур) або вилучіть його."#,
            reference: r#"Довідник ФІДЕ, C.01 (положення дає програму кожного туру)."#,
        },
    },
};

impl Rule for RoundScheduledTwice {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn l10n(&self) -> Option<&'static Localized> {
        Some(&L10N)
    }

    fn check(&self, reg: &Context<'_>, out: &mut Vec<Diagnostic>) {
        let mut seen: HashMap<u32, Span> = HashMap::new();
        for r in facts::scheduled_rounds(reg) {
            if let Some(first) = seen.get(&r.number) {
                let (n, first) = (r.number, *first);
                out.push(localized(|l| {
                    finding(
                        &INFO,
                        tr!(
                            l,
                            en: "round {n} is scheduled twice",
                            bg: "кръг {n} е вписан два пъти",
                            uk: "тур {n} вписано двічі"
                        ),
                    )
                    .with_label(
                        r.span,
                        tr!(l, en: "round {n} again", bg: "отново кръг {n}", uk: "знову тур {n}"),
                    )
                    .with_label(
                        first,
                        tr!(
                            l,
                            en: "first scheduled here",
                            bg: "вписан за пръв път тук",
                            uk: "вписано вперше тут"
                        ),
                    )
                    .with_help(tr!(
                        l,
                        en: "renumber this entry (usually to the next round) or remove it",
                        bg: "преномерирайте този ред (обикновено на следващия кръг) или го махнете",
                        uk: "перенумеруйте цей рядок (зазвичай на наступний тур) або вилучіть його"
                    ))
                }));
            } else {
                seen.insert(r.number, r.span);
            }
        }
    }
}
