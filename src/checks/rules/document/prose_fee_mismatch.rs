//! V824 `prose-fee-mismatch`: an appeal fee written in the prose differs from the `fee` fact.

use crate::checks::{facts, Context, Rule};
use crate::diagnostic::l10n::{localized, tr, Localized, Texts};
use crate::diagnostic::{Code, CodeInfo, Diagnostic, Doc, Severity};
use crate::prose;

/// V824: an appeal fee written in the prose differs from the `fee` fact.
pub struct ProseFeeMismatch;

static INFO: CodeInfo = CodeInfo {
    code: "V824",
    name: "prose-fee-mismatch",
    severity: Severity::Error,
    summary: "an appeal fee written in the prose differs from the `fee` fact",
    doc: Doc {
        what: r#"A money amount in a paragraph about appeals (`контестаци…`, `обжалва…`, `протест…`, `апеляц…`), next to a word for the deposit (`такса`, `депозит`, `застава`, `внесок`), that is not the amount and currency of `appeals { fee … }`. Entry fees and prizes in other paragraphs are not compared."#,
        why: r#"An arbiter who receives an appeal must know whether the deposit paid is the right one; a regulation that says 30 лв. in the text and 50 лв. in its facts cannot be applied."#,
        example: r#"```text
appeals { fee 50 BGN }
section 12 { "Контестации се подават … придружени от такса в размер на 30 (тридесет) лв." }
```"#,
        fix: r#"Correct whichever is wrong; write `{fee}` in the prose instead of the amount."#,
        reference: r#"Consistency of the document with its own facts; FIDE Laws of Chess, Art. 11.10 (appeals)."#,
    },
};

static L10N: Localized = Localized {
    code: Code::new(&INFO),
    bg: Texts {
        summary: "такса за контестация в текста се различава от `fee`",
        doc: Doc {
            what: r#"Сума в абзац за контестации или обжалване, до дума за депозита (`такса`, `депозит`), която не е сумата и валутата на `appeals { fee … }`. Такси за участие и награди в други абзаци не се сравняват."#,
            why: r#"Съдията, който приема контестация, трябва да знае дали внесената такса е правилната; регламент, който в текста казва 30 лв., а във фактите 50 лв., не може да се приложи."#,
            example: r#""#,
            fix: r#"Поправете грешното; в текста напишете `{fee}` вместо сумата."#,
            reference: r#"Съгласуваност на документа със собствените му факти; Правилник на ФИДЕ за шахматната игра, чл. 11.10 (обжалване)."#,
        },
    },
    uk: Texts {
        summary: "застава за протест у тексті відрізняється від `fee`",
        doc: Doc {
            what: r#"Сума в абзаці про протести чи апеляції поруч зі словом про заставу (`застава`, `внесок`, `депозит`), що не дорівнює сумі й валюті `appeals { fee … }`. Турнірні внески й призи в інших абзацах не порівнюються."#,
            why: r#"Суддя, який приймає протест, має знати, чи правильну заставу внесено; положення, що в тексті каже 400 грн, а у фактах 500 грн, неможливо застосувати."#,
            example: r#""#,
            fix: r#"Виправте помилкове; у тексті напишіть `{fee}` замість суми."#,
            reference: r#"Узгодженість документа з власними фактами; Правила шахів ФІДЕ, ст. 11.10 (оскарження)."#,
        },
    },
};

impl Rule for ProseFeeMismatch {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn l10n(&self) -> Option<&'static Localized> {
        Some(&L10N)
    }

    fn check(&self, reg: &Context<'_>, out: &mut Vec<Diagnostic>) {
        let Some(fee) = reg.appeals.as_ref().and_then(|a| a.fee.as_ref()) else { return };
        const APPEAL: &[&str] =
            &["контестаци", "обжалва", "жалб", "протест", "апеляц", "апелатив", "appeal"];
        const DEPOSIT: &[&str] =
            &["такса", "таксата", "депозит", "застав", "внес", "fee", "deposit"];
        for (p, read) in reg.paragraphs() {
            let text = &p.text.value;
            let lower = read.lower();
            if !APPEAL.iter().any(|w| lower.contains(w)) {
                continue;
            }
            for a in prose::amounts(text) {
                let before = &text[prose::floor_char(text, a.start.saturating_sub(60))..a.start]
                    .to_lowercase();
                if !DEPOSIT.iter().any(|w| before.contains(w)) {
                    continue;
                }
                if a.amount == fee.value.amount && a.currency == fee.value.currency {
                    continue;
                }
                let span = facts::span_in_literal(text, p.text.span, a.start, a.end);
                out.push(localized(|l| {
                    let written = facts::money(a.amount, a.currency, l);
                    let fact = facts::money(fee.value.amount, &fee.value.currency, l);
                    Diagnostic::new(Code::new(&INFO), INFO.severity, tr!(
                        l,
                        en: "the text gives an appeal fee of {written}, but `fee` is {fact}",
                        bg: "в текста таксата за контестация е {written}, а `fee` е {fact}",
                        uk: "у тексті застава за протест — {written}, а `fee` — {fact}"
                    ))
                    .with_label(span, tr!(l, en: "{written} here", bg: "тук: {written}", uk: "тут: {written}"))
                    .with_label(fee.span, tr!(l, en: "the fact: {fact}", bg: "фактът: {fact}", uk: "факт: {fact}"))
                    .with_help(tr!(
                        l,
                        en: "correct the one that is wrong, and write `{{fee}}` in the text instead of the amount",
                        bg: "поправете грешното и в текста напишете `{{fee}}` вместо сумата",
                        uk: "виправте помилкове, а в тексті напишіть `{{fee}}` замість суми"
                    ))
                }));
            }
        }
    }
}
