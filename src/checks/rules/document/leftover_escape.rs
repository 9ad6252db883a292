//! V845 `leftover-escape`: a text holds a leftover escape or markup (`\"`, `&quot;`, `&nbsp;`).

use crate::checks::{facts, Context, Rule};
use crate::diagnostic::l10n::{localized, tr, Localized, Texts};
use crate::diagnostic::{Code, CodeInfo, Diagnostic, Doc, Severity};

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

    fn check(&self, reg: &Context<'_>, out: &mut Vec<Diagnostic>) {
        for text in reg.texts() {
            let t = text.as_str();
            for (at, mark) in marks_in(t, MARKS) {
                let span = facts::span_in_literal(t, text.span, at, at + mark.len());
                let mark = mark.to_string();
                out.push(localized(|l| {
                    Diagnostic::new(
                        Code::new(&INFO),
                        INFO.severity,
                        tr!(
                            l,
                            en: "the text holds a leftover `{mark}`",
                            bg: "в текста е останало `{mark}`",
                            uk: "у тексті лишилося `{mark}`"
                        ),
                    )
                    .with_label(
                        span,
                        tr!(l, en: "left from a copy", bg: "остатък от копиране", uk: "залишок копіювання"),
                    )
                    .with_help(tr!(
                        l,
                        en: "write the character itself",
                        bg: "напишете самия знак",
                        uk: "напишіть сам знак"
                    ))
                }));
            }
        }
    }
}

/// What a copy from the web or from a program's string leaves behind.
const MARKS: &[&str] = &[
    "\\\"", "\\n", "\\\\", "\\'", "&quot;", "&nbsp;", "&amp;", "&#39;", "&lt;", "&gt;", "&laquo;",
    "&raquo;",
];

/// Where the marks occur, in text order: every mark starts with `\\` or `&`, and no two can
/// start at the same place, so one pass over those two bytes finds what `match_indices` of
/// each mark would (a run of backslashes holds `\\` at every other place, as a left-to-right
/// search that does not overlap its matches finds them).
fn marks_in<'m>(t: &str, marks: &[&'m str]) -> Vec<(usize, &'m str)> {
    let bytes = t.as_bytes();
    let mut out = Vec::new();
    let mut run_start = 0;
    for (at, &b) in bytes.iter().enumerate() {
        if b != b'\\' && b != b'&' {
            continue;
        }
        if b == b'\\' && (at == 0 || bytes[at - 1] != b'\\') {
            run_start = at;
        }
        let rest = &t[at..];
        let Some(mark) = marks.iter().find(|m| rest.starts_with(**m)) else { continue };
        if *mark == "\\\\" && (at - run_start) % 2 == 1 {
            continue;
        }
        out.push((at, *mark));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What `marks_in` replaces: every mark searched for on its own, positions merged.
    fn by_match_indices<'m>(t: &str, marks: &[&'m str]) -> Vec<(usize, &'m str)> {
        let mut found: Vec<(usize, &str)> =
            marks.iter().flat_map(|m| t.match_indices(m).map(|(i, _)| (i, *m))).collect();
        found.sort_unstable();
        found.dedup_by_key(|(i, _)| *i);
        found
    }

    #[test]
    fn one_pass_finds_what_each_mark_searched_alone_finds() {
        let cases = [
            "",
            "\\",
            "\\\\",
            "\\\\\\",
            "\\\\\\\\n",
            "\\\\\"",
            "a\\nb\\'c\\\"d",
            "&amp;&amp&lt;&gt;&#39;&nbsp;&quot;&laquo;Турнир&raquo;",
            "&&amp;\\&\\\\&lt;",
            "Шахматен клуб \\\"Рубин\\\" &amp; партньори\\n",
        ];
        for t in cases {
            assert_eq!(marks_in(t, MARKS), by_match_indices(t, MARKS), "{t:?}");
        }
    }
}
