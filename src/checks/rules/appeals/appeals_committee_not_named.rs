//! V709 `appeals-committee-not-named`: appeals go to a committee that the regulation never names.

use crate::checks::{finding, Context, Rule, WARNING};
use crate::diagnostic::l10n::{localized, tr, Localized, Texts};
use crate::diagnostic::Code;
use crate::diagnostic::Diagnostic;
use crate::diagnostic::{CodeInfo, Doc};

/// V709: appeals go to a committee that the regulation never names.
pub struct AppealsCommitteeNotNamed;

static INFO: CodeInfo = CodeInfo {
    code: "V709",
    name: "appeals-committee-not-named",
    severity: WARNING,
    summary: "the regulation provides for appeals (a fee or a deadline) but names no member of the appeals committee",
    doc: Doc {
        what: r#"An `appeals` block with a fee or a deadline but no `chair` and no `member`."#,
        why: r#"An appeal has to be lodged with somebody within minutes of a decision; a committee that is only constituted after the dispute arises is neither independent nor available in time. Seeds 003 and 004 set a fee and a deadline for appeals to a jury or committee whose members they never name."#,
        example: r#"```text
appeals { deadline 30 min after round; fee 400 UAH }
```"#,
        fix: r#"Name the chair, the members and the reserves (`chair "…"`, `member "…" "…"`, `reserve "…"`), or say who appoints them before round 1."#,
        reference: r#"FIDE Handbook C.01 (General Rules for Competitions) 11: an Appeals Committee is appointed before the start of the competition, with a chairman, members and reserves."#,
    },
};

static L10N: Localized = Localized {
    code: Code::new(&INFO),
    bg: Texts {
        summary: "контестациите са предвидени, но не е посочен нито един член на комитета",
        doc: Doc {
            what: r#"Блок `appeals` с такса или срок, но без `chair` и без `member`."#,
            why: r#"Контестацията трябва да се подаде до някого минути след решението; комитет, който се сформира едва когато възникне спорът, не е нито независим, нито на разположение навреме. Регламентите 003 и 004 посочват такса и срок за контестации пред жури или комитет, чиито членове никъде не назовават."#,
            example: r#""#,
            fix: r#"Посочете председателя, членовете и резервите (`chair "…"`, `member "…" "…"`, `reserve "…"`) или кажете кой ги определя преди първия кръг."#,
            reference: r#"Наръчник на ФИДЕ, C.01 (Общи правила за състезания), т. 11: апелативната комисия се назначава преди началото на състезанието, с председател, членове и резерви."#,
        },
    },
    uk: Texts {
        summary: "протести передбачено, але не названо жодного члена комітету",
        doc: Doc {
            what: r#"Блок `appeals` із заставою чи терміном, але без `chair` і без `member`."#,
            why: r#"Протест треба подати комусь за кілька хвилин після рішення; комітет, який формують лише тоді, коли виникла суперечка, ні незалежний, ні вчасно доступний. Регламенти 003 і 004 встановлюють заставу й термін протестів до журі чи комітету, членів якого ніде не названо."#,
            example: r#""#,
            fix: r#"Назвіть голову, членів і запасних (`chair "…"`, `member "…" "…"`, `reserve "…"`) або скажіть, хто їх призначає до першого туру."#,
            reference: r#"Довідник ФІДЕ, C.01 (Загальні правила змагань), п. 11: апеляційний комітет призначають до початку змагання — голову, членів і запасних."#,
        },
    },
};

impl Rule for AppealsCommitteeNotNamed {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn l10n(&self) -> Option<&'static Localized> {
        Some(&L10N)
    }

    fn check(&self, reg: &Context<'_>, out: &mut Vec<Diagnostic>) {
        let Some(ap) = &reg.appeals else { return };
        if ap.chair.is_some() || !ap.members.is_empty() || reg.is_broken("appeals") {
            return;
        }
        if ap.fee.is_none() && ap.deadline.is_none() {
            return;
        }
        out.push(localized(|l| {
            finding(
                &INFO,
                tr!(
                    l,
                    en: "appeals are provided for, but no member of the committee is named",
                    bg: "контестациите са предвидени, но не е посочен нито един член на комитета",
                    uk: "протести передбачено, але не названо жодного члена комітету"
                ),
            )
            .with_label(
                ap.span,
                tr!(
                    l,
                    en: "no `chair` or `member`",
                    bg: "няма `chair` или `member`",
                    uk: "немає `chair` чи `member`"
                ),
            )
            .with_help(tr!(
                l,
                en: "name the chair, the members and the reserves of the appeals committee",
                bg: "посочете председателя, членовете и резервите на комитета по контестациите",
                uk: "назвіть голову, членів і запасних апеляційного комітету"
            ))
        }));
    }
}
