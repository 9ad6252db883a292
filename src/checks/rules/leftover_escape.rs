//! V845 `leftover-escape`: a text holds a leftover escape or markup (`\"`, `&quot;`, `&nbsp;`).

use crate::checks::{facts, Rule};
use crate::diagnostic::l10n::{localized, tr, Localized, Texts};
use crate::diagnostic::{Code, CodeInfo, Diagnostic, Doc, Severity};
use crate::model::Regulation;

/// V845: a text holds a leftover escape or markup (`\"`, `&quot;`, `&nbsp;`).
pub struct LeftoverEscape;

static INFO: CodeInfo = CodeInfo {
    code: "V845",
    name: "leftover-escape",
    severity: Severity::Warning,
    summary: "a text holds a leftover escape or markup (`\\\"`, `&quot;`, `&nbsp;`)",
    doc: Doc {
        what: r#"A backslash escape (`\"`, `\n`, `\\`) or an HTML entity (`&quot;`, `&nbsp;`, `&amp;`, `&#39;`) that stands in the text itself: what is left when the text was copied from a web page or a program's output."#,
        why: r#"The printed regulation shows the backslashes or the entity (`ДОМ \"ГЕОРГИ ГЕШЕВ\"`); names with them are not found by a search."#,
        example: r#"```text
section 1 { """ШАХМАТЕН ДОМ \"ГЕОРГИ ГЕШЕВ\"""" }
```"#,
        fix: r#"Write the character itself: `"`, a line break, `&`, a blank."#,
        reference: r#"Proofreading; the file's strings already take `\"` for a quotation mark, so a backslash left in the value was copied from elsewhere."#,
    },
};

static L10N: Localized = Localized {
    code: Code::new(&INFO),
    bg: Texts {
        summary: "в текста има останал екраниращ знак или HTML (`\\\"`, `&quot;`, `&nbsp;`)",
        doc: Doc {
            what: r#"Обратна наклонена черта пред знак (`\"`, `\n`, `\\`) или HTML обозначение (`&quot;`, `&nbsp;`, `&amp;`), което стои в самия текст: остатък от копиране от уебстраница или от изхода на програма."#,
            why: r#"Отпечатаният регламент показва наклонените черти или обозначението (`ДОМ \"ГЕОРГИ ГЕШЕВ\"`); имената с тях не се намират при търсене."#,
            example: r#""#,
            fix: r#"Напишете самия знак: `"`, нов ред, `&`, интервал."#,
            reference: r#"Коректура; в низовете на файла `\"` вече означава кавичка, значи оставената в стойността наклонена черта е копирана отнякъде."#,
        },
    },
    uk: Texts {
        summary: "у тексті лишився екранувальний знак або HTML (`\\\"`, `&quot;`, `&nbsp;`)",
        doc: Doc {
            what: r#"Зворотна скісна риска перед знаком (`\"`, `\n`, `\\`) або HTML-сутність (`&quot;`, `&nbsp;`, `&amp;`), що стоїть у самому тексті: залишок копіювання з вебсторінки чи виводу програми."#,
            why: r#"Надрукований регламент показує риски чи сутність; імена з ними не знаходить пошук."#,
            example: r#""#,
            fix: r#"Напишіть сам знак: `"`, новий рядок, `&`, пропуск."#,
            reference: r#"Коректура; у рядках файлу `\"` уже позначає лапки, тож риска в значенні скопійована звідкись."#,
        },
    },
};

impl Rule for LeftoverEscape {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn l10n(&self) -> Option<&'static Localized> {
        Some(&L10N)
    }

    fn check(&self, reg: &Regulation, out: &mut Vec<Diagnostic>) {
        const MARKS: &[&str] = &[
            "\\\"", "\\n", "\\\\", "\\'", "&quot;", "&nbsp;", "&amp;", "&#39;", "&lt;", "&gt;",
            "&laquo;", "&raquo;",
        ];
        for text in facts::all_texts(reg) {
            let t = &text.value;
            let mut found: Vec<(usize, &str)> =
                MARKS.iter().flat_map(|m| t.match_indices(m)).collect();
            found.sort_unstable();
            found.dedup_by_key(|(i, _)| *i);
            for (at, mark) in found {
                let span = facts::span_in_literal(t, text.span, at, at + mark.len());
                let mark = mark.to_string();
                out.push(localized(|l| {
                    Diagnostic::new(
                        Code::new(&INFO),
                        INFO.severity,
                        tr!(
                            l,
                            "the text holds a leftover `{mark}`",
                            "в текста е останало `{mark}`",
                            "у тексті лишилося `{mark}`"
                        ),
                    )
                    .with_label(
                        span,
                        tr!(l, "left from a copy", "остатък от копиране", "залишок копіювання"),
                    )
                    .with_help(tr!(
                        l,
                        "write the character itself",
                        "напишете самия знак",
                        "напишіть сам знак"
                    ))
                }));
            }
        }
    }
}
