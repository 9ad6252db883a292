//! V846 `number-word-mismatch`: a number in digits and the same number in words beside it disagree.

use crate::checks::{facts, Context, Rule};
use crate::diagnostic::l10n::{localized, tr, Localized, Texts};
use crate::diagnostic::{Code, CodeInfo, Diagnostic, Doc, Severity};

/// V846: a number in digits and the same number in words beside it disagree.
pub struct NumberWordMismatch;

static INFO: CodeInfo = CodeInfo {
    code: "V846",
    name: "number-word-mismatch",
    severity: Severity::Error,
    summary: "a number in digits and the same number in words beside it disagree",
    doc: Doc {
        what: r#"Digits followed by a number in words in brackets, or the reverse (`30 (тридесет)`, `9 (девет)`, `десять (10)`), that give two different values: `30 (двадесет) лв.`."#,
        why: r#"Amounts are written twice precisely so that a mistyped digit can be caught; when the two disagree, the reader cannot tell which one the federation meant."#,
        example: r#"```text
section 12 { "… такса в размер на 30 (двадесет) лв." }
```"#,
        fix: r#"Make the two agree; for a fact that has a placeholder write `{fee}` and drop the words."#,
        reference: r#"Proofreading; consistency of the document."#,
    },
};

static L10N: Localized = Localized {
    code: Code::new(&INFO),
    bg: Texts {
        summary: "число с цифри и същото число с думи до него се различават",
        doc: Doc {
            what: r#"Цифри, последвани от число с думи в скоби, или обратното (`30 (тридесет)`, `9 (девет)`), които дават две различни стойности: `30 (двадесет) лв.`."#,
            why: r#"Сумите се пишат два пъти именно за да се хване сгрешена цифра; когато двете се различават, читателят не знае коя е имала предвид федерацията."#,
            example: r#""#,
            fix: r#"Уеднаквете ги; за факт, който има поле за попълване, напишете `{fee}` и махнете думите."#,
            reference: r#"Коректура; съгласуваност на документа."#,
        },
    },
    uk: Texts {
        summary: "число цифрами й те саме число словами поруч не збігаються",
        doc: Doc {
            what: r#"Цифри, після яких у дужках стоїть число словами, або навпаки (`десять (10)`, `9 (дев'ять)`), що дають два різні значення: `400 (чотириста п'ятдесят) грн`."#,
            why: r#"Суми пишуть двічі саме для того, щоб помітити помилкову цифру; коли вони розходяться, читач не знає, що мала на увазі федерація."#,
            example: r#""#,
            fix: r#"Узгодьте їх; для факту, що має поле для заповнення, напишіть `{fee}` і приберіть слова."#,
            reference: r#"Коректура; узгодженість документа."#,
        },
    },
};

impl Rule for NumberWordMismatch {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn l10n(&self) -> Option<&'static Localized> {
        Some(&L10N)
    }

    fn check(&self, reg: &Context<'_>, out: &mut Vec<Diagnostic>) {
        for text in reg.texts() {
            let t = text.as_str();
            let nums = text.numbers();
            for pair in nums.windows(2) {
                let (a, b) = (pair[0], pair[1]);
                if a.in_words == b.in_words {
                    continue;
                }
                let between = &t[a.end..b.start];
                let bracketed = between.trim() == "(" && t[b.end..].trim_start().starts_with(')');
                if !bracketed || a.value == b.value {
                    continue;
                }
                let end = b.end + t[b.end..].find(')').map_or(0, |i| i + 1);
                let shown = t[a.start..end].to_string();
                let span = facts::span_in_literal(t, text.span, a.start, end);
                let (x, y) = (a.value, b.value);
                out.push(localized(|l| {
                    Diagnostic::new(
                        Code::new(&INFO),
                        INFO.severity,
                        tr!(
                            l,
                            en: "`{shown}` gives {x} in one place and {y} in the other",
                            bg: "`{shown}` дава веднъж {x}, веднъж {y}",
                            uk: "`{shown}` дає то {x}, то {y}"
                        ),
                    )
                    .with_label(span, tr!(l, en: "{x} and {y}", bg: "{x} и {y}", uk: "{x} і {y}"))
                    .with_help(tr!(
                        l,
                        en: "make the digits and the words agree",
                        bg: "уеднаквете цифрите и думите",
                        uk: "узгодьте цифри й слова"
                    ))
                }));
            }
        }
    }
}
