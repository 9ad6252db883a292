//! V704 `appeal-deadline-missing`: the appeals procedure states no deadline.

use crate::checks::{finding, Context, Rule, WARNING};
use crate::diagnostic::l10n::{localized, tr, Localized, Texts};
use crate::diagnostic::Code;
use crate::diagnostic::Diagnostic;
use crate::diagnostic::{CodeInfo, Doc};

/// V704: the appeals procedure states no deadline.
pub struct AppealDeadlineMissing;

static INFO: CodeInfo = CodeInfo {
    code: "V704",
    name: "appeal-deadline-missing",
    severity: WARNING,
    summary: "the appeals procedure states no deadline",
    doc: Doc {
        what: r#"An `appeals` block without `deadline`."#,
        why: r#"Without a deadline an appeal may come hours after the round, when the next pairings are already published; the committee cannot decide in time, and a late appeal cannot be refused."#,
        example: r#"```text
appeals { chair "…"; fee 30 BGN }
```"#,
        fix: r#"Add `deadline N min after round` (or `after decision`)."#,
        reference: r#"FIDE Laws of Chess Art. 11.10; national practice (seed 000: 1 hour after the decision; seed 001: 30 minutes after the round)."#,
    },
};

static L10N: Localized = Localized {
    code: Code::new(&INFO),
    bg: Texts {
        summary: "в процедурата за контестации не е посочен срок",
        doc: Doc {
            what: r#"Блок `appeals` без `deadline`."#,
            why: r#"Без срок контестация може да дойде часове след кръга, когато следващите двойки вече са обявени; комитетът не може да реши навреме, а закъсняла контестация не може да бъде отхвърлена."#,
            example: r#""#,
            fix: r#"Добавете `deadline N min after round` (или `after decision`)."#,
            reference: r#"Правилник на ФИДЕ за шахматната игра, чл. 11.10; национална практика (регламентът 000: 1 час след решението; регламентът 001: 30 минути след кръга)."#,
        },
    },
    uk: Texts {
        summary: "у процедурі протестів не вказано терміну",
        doc: Doc {
            what: r#"Блок `appeals` без `deadline`."#,
            why: r#"Без терміну протест може надійти через години після туру, коли наступні пари вже оголошено; комітет не встигне вирішити, а запізнілий протест не можна відхилити."#,
            example: r#""#,
            fix: r#"Додайте `deadline N min after round` (або `after decision`)."#,
            reference: r#"Правила шахів ФІДЕ, ст. 11.10; національна практика (регламент 000: 1 година після рішення; регламент 003: 30 хвилин після закінчення туру)."#,
        },
    },
};

impl Rule for AppealDeadlineMissing {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn l10n(&self) -> Option<&'static Localized> {
        Some(&L10N)
    }

    fn check(&self, reg: &Context<'_>, out: &mut Vec<Diagnostic>) {
        let Some(ap) = &reg.appeals else { return };
        if ap.deadline.is_none() && !reg.is_broken("appeals") {
            out.push(localized(|l| {
                finding(
                    &INFO,
                    tr!(
                        l,
                        en: "the appeals procedure states no deadline",
                        bg: "в процедурата за контестации не е посочен срок",
                        uk: "у процедурі протестів не вказано терміну"
                    ),
                )
                .with_label(
                    ap.span,
                    tr!(l, en: "no `deadline`", bg: "няма `deadline`", uk: "немає `deadline`"),
                )
                .with_help(tr!(
                    l,
                    en: "add `deadline 30 min after round` or `deadline 1 h after decision`",
                    bg: "добавете `deadline 30 min after round` или `deadline 1 h after decision`",
                    uk: "додайте `deadline 30 min after round` або `deadline 1 h after decision`"
                ))
            }));
        }
    }
}
