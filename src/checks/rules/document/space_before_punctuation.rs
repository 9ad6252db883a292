//! V848 `space-before-punctuation`: a blank stands before a comma, semicolon or colon.

use crate::checks::{facts, Context, Rule};
use crate::diagnostic::l10n::{localized, tr, Localized, Texts};
use crate::diagnostic::{Code, CodeInfo, Diagnostic, Doc, Severity};

/// V848: a blank stands before a comma, semicolon or colon.
pub struct SpaceBeforePunctuation;

static INFO: CodeInfo = CodeInfo {
    code: "V848",
    name: "space-before-punctuation",
    severity: Severity::Warning,
    summary: "a blank stands before a comma, semicolon or colon",
    doc: Doc {
        what: r#"A blank right before `,`, `;` or `:` in a text (`білими та чорними) , жеребкування`). A colon after a blank that ends a label (`Главен съдия :`) counts too; dots and ellipses do not."#,
        why: r#"In Bulgarian and Ukrainian, as in English, these marks follow the word with no blank; a blank before them is what remains of an edit, and a line may break before the comma in print."#,
        example: r#"```text
section 3 { "… (дві партії – білими та чорними) , жеребкування …" }
```"#,
        fix: r#"Remove the blank before the mark."#,
        reference: r#"Правописът на българския език (БАН) and Український правопис (2019), the rules for punctuation marks and blanks."#,
    },
};

static L10N: Localized = Localized {
    code: Code::new(&INFO),
    bg: Texts {
        summary: "интервал преди запетая, точка и запетая или двоеточие",
        doc: Doc {
            what: r#"Интервал точно преди `,`, `;` или `:` в текст (`… белите и черните) , жребият …`). Броят се и двоеточия след интервал (`Главен съдия :`); точките и многоточията — не."#,
            why: r#"В българския, както и в украинския, тези знаци следват думата без интервал; интервалът преди тях е остатък от редакция, а при печат редът може да се пренесе точно преди запетаята."#,
            example: r#""#,
            fix: r#"Махнете интервала преди знака."#,
            reference: r#"Официален правописен речник на българския език (БАН), правилата за препинателните знаци и интервалите."#,
        },
    },
    uk: Texts {
        summary: "пропуск перед комою, крапкою з комою чи двокрапкою",
        doc: Doc {
            what: r#"Пропуск безпосередньо перед `,`, `;` чи `:` у тексті (`білими та чорними) , жеребкування`). Враховуються й двокрапки після пропуску (`Головний суддя :`); крапки й трикрапки — ні."#,
            why: r#"В українській, як і в болгарській, ці знаки йдуть одразу за словом без пропуску; пропуск перед ними лишається після редагування, а в друку рядок може перенестися саме перед комою."#,
            example: r#""#,
            fix: r#"Вилучіть пропуск перед знаком."#,
            reference: r#"Український правопис (2019), правила вживання розділових знаків і пропусків."#,
        },
    },
};

impl Rule for SpaceBeforePunctuation {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn l10n(&self) -> Option<&'static Localized> {
        Some(&L10N)
    }

    fn check(&self, reg: &Context<'_>, out: &mut Vec<Diagnostic>) {
        for text in reg.texts() {
            let t = &text.value;
            for (i, c) in t.char_indices() {
                if !matches!(c, ',' | ';' | ':') || i == 0 {
                    continue;
                }
                let before = &t[..i];
                let trimmed = before.trim_end_matches([' ', '\u{a0}']);
                if trimmed.len() == before.len() || trimmed.is_empty() {
                    continue;
                }
                // `… ,` after an ellipsis or a bracket opening is still a blank before a mark;
                // a mark at the start of a line (a list) is not.
                if trimmed.ends_with('\n') {
                    continue;
                }
                let span = facts::span_in_literal(t, text.span, trimmed.len(), i + c.len_utf8());
                out.push(localized(|l| {
                    Diagnostic::new(
                        Code::new(&INFO),
                        INFO.severity,
                        tr!(
                            l,
                            en: "a blank before `{c}`",
                            bg: "интервал преди `{c}`",
                            uk: "пропуск перед `{c}`"
                        ),
                    )
                    .with_label(
                        span,
                        tr!(l, en: "remove the blank", bg: "махнете интервала", uk: "вилучіть пропуск"),
                    )
                    .with_help(tr!(
                        l,
                        en: "write the mark right after the word",
                        bg: "напишете знака веднага след думата",
                        uk: "напишіть знак одразу після слова"
                    ))
                }));
            }
        }
    }
}
