//! V829 `prose-boards-mismatch`: a number of boards written in the prose differs from the `boards` fact.

use crate::checks::{facts, Context, Rule};
use crate::diagnostic::l10n::{localized, tr, Localized, Texts};
use crate::diagnostic::{Code, CodeInfo, Diagnostic, Doc, Severity};
use crate::prose;

/// V829: a number of boards written in the prose differs from the `boards` fact.
pub struct ProseBoardsMismatch;

static INFO: CodeInfo = CodeInfo {
    code: "V829",
    name: "prose-boards-mismatch",
    severity: Severity::Error,
    summary: "a number of boards written in the prose differs from the `boards` fact",
    doc: Doc {
        what: r#"A count of boards in the prose (`на 4 дъски`, `на 6 дошках`) that is not `team-composition { boards N }`."#,
        why: r#"The number of boards decides the team lists, the match points and every board prize; the captains must read the same number as the arbiters."#,
        example: r#"```text
team-composition { boards 4 }
section 2 { "Срещите се играят на 6 дъски." }
```"#,
        fix: r#"Correct whichever is wrong; write `{boards}` in the prose instead of the number."#,
        reference: r#"Consistency of the document with its own facts; FIDE Handbook C.07 (team tie-breaks by boards)."#,
    },
};

static L10N: Localized = Localized {
    code: Code::new(&INFO),
    bg: Texts {
        summary: "броят на дъските в текста се различава от `boards`",
        doc: Doc {
            what: r#"Брой дъски в текста (`на 4 дъски`), който не е `team-composition { boards N }`."#,
            why: r#"Броят на дъските определя тимовите листове, мач точките и наградите по дъски; капитаните трябва да четат същото число като съдиите."#,
            example: r#""#,
            fix: r#"Поправете грешното; в текста напишете `{boards}` вместо числото."#,
            reference: r#"Съгласуваност на документа със собствените му факти; Наръчник на ФИДЕ, C.07 (отборни показатели по дъски)."#,
        },
    },
    uk: Texts {
        summary: "кількість дошок у тексті відрізняється від `boards`",
        doc: Doc {
            what: r#"Кількість дошок у тексті (`на 6 дошках`), що не дорівнює `team-composition { boards N }`."#,
            why: r#"Кількість дошок визначає склади команд, командні очки та призи за дошками; капітани мають бачити те саме число, що й судді."#,
            example: r#""#,
            fix: r#"Виправте помилкове; у тексті напишіть `{boards}` замість числа."#,
            reference: r#"Узгодженість документа з власними фактами; Довідник ФІДЕ, C.07 (командні показники за дошками)."#,
        },
    },
};

impl Rule for ProseBoardsMismatch {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn l10n(&self) -> Option<&'static Localized> {
        Some(&L10N)
    }

    fn check(&self, reg: &Context<'_>, out: &mut Vec<Diagnostic>) {
        let Some(boards) = reg.team_rules.as_ref().and_then(|t| t.boards.as_ref()) else { return };
        let fact = u64::from(boards.value);
        for text in reg.prose() {
            for c in text.counted() {
                if !matches!(c.word.as_str(), "дъски" | "дошках" | "дошки" | "дошок" | "boards")
                {
                    continue;
                }
                if c.number.value == fact || prose::in_list(&text.value, &c.number) {
                    continue;
                }
                let written = c.number.value;
                let span = facts::span_in_literal(&text.value, text.span, c.number.start, c.end);
                out.push(localized(|l| {
                    let w = facts::boards_text(written, l);
                    Diagnostic::new(Code::new(&INFO), INFO.severity, tr!(
                        l,
                        en: "the text gives {w}, but `boards` is {fact}",
                        bg: "в текста дъските са {written}, а `boards` е {fact}",
                        uk: "у тексті {w}, а `boards` — {fact}"
                    ))
                    .with_label(span, tr!(l, en: "{written} here", bg: "тук: {written}", uk: "тут: {written}"))
                    .with_label(boards.span, tr!(l, en: "the fact: {fact}", bg: "фактът: {fact}", uk: "факт: {fact}"))
                    .with_help(tr!(
                        l,
                        en: "correct the one that is wrong, and write `{{boards}}` in the text instead of the number",
                        bg: "поправете грешното и в текста напишете `{{boards}}` вместо числото",
                        uk: "виправте помилкове, а в тексті напишіть `{{boards}}` замість числа"
                    ))
                }));
            }
        }
    }
}
