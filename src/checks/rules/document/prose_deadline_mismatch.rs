//! V826 `prose-deadline-mismatch`: an appeal deadline written in the prose differs from the `deadline` fact.

use crate::checks::{facts, Context, Rule};
use crate::diagnostic::l10n::{localized, tr, Localized, Texts};
use crate::diagnostic::{Code, CodeInfo, Diagnostic, Doc, Severity};
use crate::prose;

/// V826: an appeal deadline written in the prose differs from the `deadline` fact.
pub struct ProseDeadlineMismatch;

static INFO: CodeInfo = CodeInfo {
    code: "V826",
    name: "prose-deadline-mismatch",
    severity: Severity::Error,
    summary: "an appeal deadline written in the prose differs from the `deadline` fact",
    doc: Doc {
        what: r#"In a paragraph about appeals, a time followed by `след`/`після`/`after` (`не по-късно от 30 минути след завършване на кръга`, `не пізніше 30 хв. після закінчення туру`) that is not the minutes of `appeals { deadline … }`."#,
        why: r#"An appeal lodged after the deadline is not admissible: the arbiter and the committee must read the same deadline as the player."#,
        example: r#"```text
appeals { deadline 60 min after round }
section 12 { "Контестации се подават не по-късно от 30 минути след завършване на кръга." }
```"#,
        fix: r#"Correct whichever is wrong; write `{deadline}` in the prose instead of the time."#,
        reference: r#"FIDE Laws of Chess, Art. 11.10; consistency of the document with its own facts."#,
    },
};

static L10N: Localized = Localized {
    code: Code::new(&INFO),
    bg: Texts {
        summary: "срокът за контестация в текста се различава от `deadline`",
        doc: Doc {
            what: r#"В абзац за контестации време, последвано от `след` (`не по-късно от 30 минути след завършване на кръга`), което не е минутите на `appeals { deadline … }`."#,
            why: r#"Контестация, подадена след срока, е недопустима: съдията и комитетът трябва да четат същия срок като състезателя."#,
            example: r#""#,
            fix: r#"Поправете грешното; в текста напишете `{deadline}` вместо времето."#,
            reference: r#"Правилник на ФИДЕ за шахматната игра, чл. 11.10; съгласуваност на документа със собствените му факти."#,
        },
    },
    uk: Texts {
        summary: "термін подання протесту в тексті відрізняється від `deadline`",
        doc: Doc {
            what: r#"В абзаці про протести час, після якого стоїть `після` (`не пізніше 30 хв. після закінчення туру`), що не дорівнює хвилинам `appeals { deadline … }`."#,
            why: r#"Протест, поданий після терміну, не приймається: суддя й комітет мають бачити той самий термін, що й учасник."#,
            example: r#""#,
            fix: r#"Виправте помилкове; у тексті напишіть `{deadline}` замість часу."#,
            reference: r#"Правила шахів ФІДЕ, ст. 11.10; узгодженість документа з власними фактами."#,
        },
    },
};

impl Rule for ProseDeadlineMismatch {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn l10n(&self) -> Option<&'static Localized> {
        Some(&L10N)
    }

    fn check(&self, reg: &Context<'_>, out: &mut Vec<Diagnostic>) {
        let Some(deadline) = reg.appeals.as_ref().and_then(|a| a.deadline.as_ref()) else { return };
        let fact = u64::from(deadline.value.0);
        const APPEAL: &[&str] =
            &["контестаци", "обжалва", "жалб", "протест", "апеляц", "апелатив", "appeal"];
        for (p, read) in reg.paragraphs() {
            let text = &p.text.value;
            let lower = read.lower();
            if !APPEAL.iter().any(|w| lower.contains(w)) {
                continue;
            }
            for d in prose::durations_in(text, read.counted(), reg.lang) {
                if d.unit == prose::TimeUnit::Seconds {
                    continue;
                }
                // The words right after the duration (a window: lowercasing the whole rest for
                // every duration was quadratic in a long paragraph).
                let rest = text[d.end..].trim_start_matches('.').trim_start();
                let after = crate::prose::chars::lowercase(
                    &rest[..crate::prose::number::floor_char(rest, 32)],
                );
                let starts_a_deadline = ["след", "після", "after", "от ", "з моменту"]
                    .iter()
                    .any(|w| after.starts_with(w));
                if !starts_a_deadline || d.seconds == fact * 60 {
                    continue;
                }
                let shown = text[d.start..d.end].to_string();
                let span = facts::span_in_literal(text, p.text.span, d.start, d.end);
                out.push(localized(|l| {
                    Diagnostic::new(Code::new(&INFO), INFO.severity, tr!(
                        l,
                        en: "the text gives an appeal deadline of `{shown}`, but `deadline` is {fact} min",
                        bg: "в текста срокът за контестация е `{shown}`, а `deadline` е {fact} мин",
                        uk: "у тексті термін подання протесту — `{shown}`, а `deadline` — {fact} хв"
                    ))
                    .with_label(span, tr!(l, en: "`{shown}` here", bg: "тук: `{shown}`", uk: "тут: `{shown}`"))
                    .with_label(deadline.span, tr!(l, en: "the fact: {fact} min", bg: "фактът: {fact} мин", uk: "факт: {fact} хв"))
                    .with_help(tr!(
                        l,
                        en: "correct the one that is wrong, and write `{{deadline}}` in the text instead of the time",
                        bg: "поправете грешното и в текста напишете `{{deadline}}` вместо времето",
                        uk: "виправте помилкове, а в тексті напишіть `{{deadline}}` замість часу"
                    ))
                }));
            }
        }
    }
}
