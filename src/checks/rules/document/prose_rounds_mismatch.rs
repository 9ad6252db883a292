//! V821 `prose-rounds-mismatch`: the prose gives a number of rounds that the `rounds` fact does not.

use crate::checks::{facts, Context, Rule};
use crate::diagnostic::l10n::{localized, tr, Localized, Texts};
use crate::diagnostic::{Code, CodeInfo, Diagnostic, Doc, Severity};
use crate::prose;

/// V821: the prose gives a number of rounds that the `rounds` fact does not.
pub struct ProseRoundsMismatch;

static INFO: CodeInfo = CodeInfo {
    code: "V821",
    name: "prose-rounds-mismatch",
    severity: Severity::Error,
    summary: "the prose gives a number of rounds that the `rounds` fact does not",
    doc: Doc {
        what: r#"A round count written in the title, a heading or a paragraph (`в 9 кръга`, `9 (девет) кръга`, `у 11 турів`, `у сім турів`) that differs from `system … rounds N`. Round numbers (`1 тур – 9 тур`, `5, 6 і 7 тури`) and counts of something else (`по 3 кръга на ден`) are not compared."#,
        why: r#"The published text and the facts the tool checks must say the same: a regulation that announces 9 rounds in one place and 11 in another leaves players and arbiters to guess which one holds."#,
        example: r#"```text
system individual swiss rounds 9
section 4 { "Турнирът се провежда по швейцарска система в 11 кръга." }
```"#,
        fix: r#"Correct whichever is wrong; write `{rounds}` in the prose instead of the number so that the two cannot drift apart again."#,
        reference: r#"Consistency of the document with its own facts; FIDE Handbook C.01 (General Rules for Competitions) 6 (the number of rounds is announced)."#,
    },
};

static L10N: Localized = Localized {
    code: Code::new(&INFO),
    bg: Texts {
        summary: "в текста е посочен брой кръгове, различен от `rounds`",
        doc: Doc {
            what: r#"Брой кръгове в заглавието, в заглавие на раздел или в текста (`в 9 кръга`, `9 (девет) кръга`), който се различава от `system … rounds N`. Номера на кръгове (`1-ви кръг`) и други бройки (`по 3 кръга на ден`) не се сравняват."#,
            why: r#"Публикуваният текст и фактите, които инструментът проверява, трябва да казват едно и също: регламент, който на едно място обявява 9 кръга, а на друго 11, оставя състезателите и съдиите да гадаят кое е вярно."#,
            example: r#""#,
            fix: r#"Поправете грешното; в текста напишете `{rounds}` вместо числото, за да не се разминат отново."#,
            reference: r#"Съгласуваност на документа със собствените му факти; Наръчник на ФИДЕ, C.01, т. 6 (броят на кръговете се обявява предварително)."#,
        },
    },
    uk: Texts {
        summary: "у тексті вказано кількість турів, відмінну від `rounds`",
        doc: Doc {
            what: r#"Кількість турів у назві, заголовку розділу чи тексті (`у 9 турів`, `у сім турів`), що відрізняється від `system … rounds N`. Номери турів (`1 тур – 9 тур`, `5, 6 і 7 тури`) та інші кількості (`по 3 тури`) не порівнюються."#,
            why: r#"Опублікований текст і факти, які перевіряє інструмент, мають казати те саме: положення, яке в одному місці оголошує 9 турів, а в іншому 11, змушує учасників і суддів гадати, що з цього правда."#,
            example: r#""#,
            fix: r#"Виправте помилкове; у тексті напишіть `{rounds}` замість числа, щоб вони знову не розійшлися."#,
            reference: r#"Узгодженість документа з власними фактами; Довідник ФІДЕ, C.01, п. 6 (кількість турів оголошують заздалегідь)."#,
        },
    },
};

impl Rule for ProseRoundsMismatch {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn l10n(&self) -> Option<&'static Localized> {
        Some(&L10N)
    }

    fn check(&self, reg: &Context<'_>, out: &mut Vec<Diagnostic>) {
        let Some(rounds) = reg.system.as_ref().and_then(|s| s.rounds.as_ref()) else { return };
        let fact = rounds.value as u64;
        for text in reg.prose() {
            for (n, end) in
                prose::round_counts_in(text.as_str(), text.reading().tokens(), text.counted())
            {
                if n.value == fact {
                    continue;
                }
                let written = n.value;
                let span = facts::span_in_literal(&text.value, text.span, n.start, end);
                out.push(localized(|l| {
                    let (w, f) = (facts::rounds_text(written, l), facts::rounds_text(fact, l));
                    Diagnostic::new(Code::new(&INFO), INFO.severity, tr!(
                        l,
                        en: "the text says {w}, but `rounds` is {fact}",
                        bg: "в текста пише {w}, а `rounds` е {fact}",
                        uk: "у тексті написано {w}, а `rounds` — {fact}"
                    ))
                    .with_label(span, tr!(l, en: "{w} here", bg: "тук: {w}", uk: "тут: {w}"))
                    .with_label(rounds.span, tr!(l, en: "the fact: {f}", bg: "фактът: {f}", uk: "факт: {f}"))
                    .with_help(tr!(
                        l,
                        en: "correct the one that is wrong, and write `{{rounds}}` in the text instead of the number",
                        bg: "поправете грешното и в текста напишете `{{rounds}}` вместо числото",
                        uk: "виправте помилкове, а в тексті напишіть `{{rounds}}` замість числа"
                    ))
                }));
            }
        }
    }
}
