//! V908 `appeals-not-provided`: the regulation says nothing about appeals.

use crate::checks::{facts, Context, Rule};
use crate::diagnostic::l10n::{Localized, Texts};
use crate::diagnostic::{Code, CodeInfo, Diagnostic, Doc, Severity};
use crate::vocab::lang::ph;

/// V908: the regulation says nothing about appeals.
pub struct AppealsNotProvided;

static INFO: CodeInfo = CodeInfo {
    code: "V908",
    name: "appeals-not-provided",
    severity: Severity::Warning,
    summary: "the regulation says nothing about appeals",
    doc: Doc {
        what: r#"No `appeals` block and no prose about appeals (`контестации`, `обжалване`, `протести`, `апеляц…`). Severity by what the regulation claims: a club event (no rating, title or norm) a note; an official competition (a championship, national rating, qualification or relegation) a warning; a FIDE-rated event a warning; an event with title norms an error."#,
        why: r#"A player may appeal against an arbiter's decision unless the regulations say otherwise; without a stated body, deadline and fee an appeal lodged during the event has no procedure."#,
        example: r#"```text
regulation "Открит турнир" lang bg
validity { rated fide-standard }
```"#,
        fix: r#"Add `appeals { chair "…"; member "…" "…"; deadline 30 min after round; fee 50 EUR; refund if-upheld }`, or state that the chief arbiter's decisions are final."#,
        reference: r#"FIDE Laws of Chess, Art. 11.10 (appeals); FIDE Handbook C.01 (General Rules for Competitions): an Appeals Committee for the event."#,
    },
};

static L10N: Localized = Localized {
    code: Code::new(&INFO),
    bg: Texts {
        summary: "в регламента не се казва нищо за контестациите",
        doc: Doc {
            what: r#"Няма блок `appeals` и в текста не се говори за контестации или обжалване. Сериозността зависи от това какво заявява регламентът: за клубен турнир (без рейтинг, звание или норми) — бележка; за официално състезание (първенство, национален рейтинг, квалификация или отпадане) — предупреждение; за турнир с рейтинг на ФИДЕ — предупреждение; за турнир с норми за звания — грешка."#,
            why: r#"Състезателят може да обжалва решение на съдия, освен ако регламентът не предвижда друго; без посочен орган, срок и такса контестация, подадена по време на турнира, няма процедура."#,
            example: r#""#,
            fix: r#"Добавете `appeals { chair "…"; member "…" "…"; deadline 30 min after round; fee 50 EUR; refund if-upheld }` или напишете, че решенията на главния съдия са окончателни."#,
            reference: r#"Правилник на ФИДЕ за шахматната игра, чл. 11.10 (обжалване); Наръчник на ФИДЕ, C.01: апелативна комисия (турнирен комитет) на състезанието."#,
        },
    },
    uk: Texts {
        summary: "у регламенті нічого не сказано про протести",
        doc: Doc {
            what: r#"Немає блоку `appeals`, і в тексті нічого не сказано про протести чи апеляції. Серйозність залежить від того, що заявляє регламент: для клубного турніру (без рейтингу, звання чи норм) — примітка; для офіційного змагання (чемпіонат, національний рейтинг, кваліфікація або вибування) — попередження; для турніру з рейтингом ФІДЕ — попередження; для турніру з нормами на звання — помилка."#,
            why: r#"Учасник може оскаржити рішення судді, якщо положення не передбачає іншого; без вказаного органу, терміну й застави протест, поданий під час турніру, не має процедури."#,
            example: r#""#,
            fix: r#"Додайте `appeals { chair "…"; member "…" "…"; deadline 30 min after round; fee 400 UAH; refund if-upheld }` або напишіть, що рішення головного судді остаточні."#,
            reference: r#"Правила шахів ФІДЕ, ст. 11.10 (оскарження); Довідник ФІДЕ, C.01: апеляційний комітет змагання."#,
        },
    },
};

impl Rule for AppealsNotProvided {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn l10n(&self) -> Option<&'static Localized> {
        Some(&L10N)
    }

    fn check(&self, reg: &Context<'_>, out: &mut Vec<Diagnostic>) {
        if reg.appeals.is_some() || reg.is_broken("appeals") {
            return;
        }
        if facts::prose_mentions(
            reg,
            &["контестаци", "обжалва", "жалб", "протест", "апеляц", "апелатив", "appeal"],
        ) {
            return;
        }
        let severity = facts::graded(
            reg,
            [Severity::Note, Severity::Warning, Severity::Warning, Severity::Error],
        );
        out.push(facts::omission(
            reg,
            &INFO,
            severity,
            &facts::Omission {
                message: ph!(en: "the regulation says nothing about appeals", bg: "в регламента не се казва нищо за контестациите", uk: "у регламенті нічого не сказано про протести"),
                label: ph!(en: "no `appeals` block", bg: "няма блок `appeals`", uk: "немає блоку `appeals`"),
                help: ph!(en: "add `appeals { chair …; member …; deadline 30 min after round; fee … }`", bg: "добавете `appeals { chair …; member …; deadline 30 min after round; fee … }`", uk: "додайте `appeals { chair …; member …; deadline 30 min after round; fee … }`"),
            },
        ));
    }
}
