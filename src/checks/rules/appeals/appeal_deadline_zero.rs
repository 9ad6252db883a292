//! V711 `appeal-deadline-zero`: the appeal deadline is zero minutes.

use crate::checks::{Context, Rule};
use crate::diagnostic::l10n::{localized, tr, Localized, Texts};
use crate::diagnostic::{Code, CodeInfo, Diagnostic, Doc, Severity};

/// V711: the appeal deadline is zero minutes.
pub struct AppealDeadlineZero;

static INFO: CodeInfo = CodeInfo {
    code: "V711",
    name: "appeal-deadline-zero",
    severity: Severity::Error,
    summary: "the appeal deadline is zero minutes",
    doc: Doc {
        what: r#"`appeals { deadline 0 min … }`: no time at all to lodge an appeal."#,
        why: r#"A deadline of 0 minutes makes every appeal late and so denies the right to appeal that the same block grants; usually the number was left out or mistyped."#,
        example: r#"```text
appeals { chair "…"; deadline 0 min after round; fee 50 EUR }
```"#,
        fix: r#"Give the real deadline (`deadline 30 min after round`, `deadline 1 h after decision`), or say that the arbiters' decisions are final."#,
        reference: r#"FIDE Laws of Chess, Art. 11.10 (a player may appeal unless the regulations provide otherwise)."#,
    },
};

static L10N: Localized = Localized {
    code: Code::new(&INFO),
    bg: Texts {
        summary: "срокът за подаване на контестация е нула минути",
        doc: Doc {
            what: r#"`appeals { deadline 0 min … }`: никакво време за подаване на контестация."#,
            why: r#"Срок от 0 минути прави всяка контестация закъсняла и така отнема правото на обжалване, което същият блок дава; обикновено числото е пропуснато или сгрешено."#,
            example: r#""#,
            fix: r#"Посочете истинския срок (`deadline 30 min after round`, `deadline 1 h after decision`) или напишете, че решенията на съдиите са окончателни."#,
            reference: r#"Правилник на ФИДЕ за шахматната игра, чл. 11.10 (състезателят може да обжалва, освен ако регламентът не предвижда друго)."#,
        },
    },
    uk: Texts {
        summary: "термін подання протесту — нуль хвилин",
        doc: Doc {
            what: r#"`appeals { deadline 0 min … }`: жодного часу на подання протесту."#,
            why: r#"Термін 0 хвилин робить кожен протест запізнілим і так відбирає право на оскарження, яке дає той самий блок; зазвичай число пропущене чи хибне."#,
            example: r#""#,
            fix: r#"Вкажіть справжній термін (`deadline 30 min after round`, `deadline 1 h after decision`) або напишіть, що рішення суддів остаточні."#,
            reference: r#"Правила шахів ФІДЕ, ст. 11.10 (учасник може оскаржити, якщо положення не передбачає іншого)."#,
        },
    },
};

impl Rule for AppealDeadlineZero {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn l10n(&self) -> Option<&'static Localized> {
        Some(&L10N)
    }

    fn check(&self, reg: &Context<'_>, out: &mut Vec<Diagnostic>) {
        let Some(deadline) = reg.appeals.as_ref().and_then(|a| a.deadline.as_ref()) else { return };
        if deadline.value.0 != 0 {
            return;
        }
        out.push(localized(|l| {
            Diagnostic::new(
                Code::new(&INFO),
                INFO.severity,
                tr!(
                    l,
                    en: "the appeal deadline is 0 minutes",
                    bg: "срокът за контестация е 0 минути",
                    uk: "термін подання протесту — 0 хвилин"
                ),
            )
            .with_label(
                deadline.span,
                tr!(l, en: "no time to appeal", bg: "няма време за контестация", uk: "немає часу на протест"),
            )
            .with_help(tr!(
                l,
                en: "give the real deadline, e.g. `deadline 30 min after round`",
                bg: "посочете истинския срок, напр. `deadline 30 min after round`",
                uk: "вкажіть справжній термін, напр. `deadline 30 min after round`"
            ))
        }));
    }
}
