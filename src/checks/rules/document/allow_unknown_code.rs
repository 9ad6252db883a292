//! V807 `allow-unknown-code`: an `allow` names a code or name that is no check.

use crate::checks::{Context, Rule};
use crate::diagnostic::l10n::{localized, tr, Localized, Texts};
use crate::diagnostic::{Code, CodeInfo, Diagnostic, Doc, Severity};

/// V807: an `allow` names a code or name that is no check.
pub struct AllowUnknownCode;

static INFO: CodeInfo = CodeInfo {
    code: "V807",
    name: "allow-unknown-code",
    severity: Severity::Error,
    summary: "an `allow` names a code or name that is no check",
    doc: Doc {
        what: r#"`allow CODE "reason"` whose code (or name) is not a check: a typo (`V2O7` with a letter O), a retired code, or a code of another stage (`L001`), which `allow` cannot switch off."#,
        why: r#"An `allow` that matches nothing is silent: the author believes a finding is suppressed with a reason while the check it meant still runs, or a misspelt code hides that the intended suppression never happened."#,
        example: r#"```text
allow V2O7 "the federation's calendar says so"
```"#,
        fix: r#"Write the code `reglament rules` lists (the did-you-mean gives the closest), or its name; remove the line if the check no longer exists."#,
        reference: r#"`reglament rules` (every code); grammar/GRAMMAR.md (`allow CODE "reason"`)."#,
    },
};

static L10N: Localized = Localized {
    code: Code::new(&INFO),
    bg: Texts {
        summary: "`allow` посочва код или име, което не е проверка",
        doc: Doc {
            what: r#"`allow CODE "причина"`, чийто код (или име) не е проверка: печатна грешка (`V2O7` с буквата O), отпаднал код или код на друг етап (`L001`), който `allow` не може да изключи."#,
            why: r#"`allow`, което не съвпада с нищо, мълчи: авторът смята, че е изключил проверка с обяснение, а тя продължава да работи — или сгрешеният код скрива, че желаното изключване не е станало."#,
            example: r#""#,
            fix: r#"Напишете кода, който дава `reglament rules` (предложението посочва най-близкия), или името му; махнете реда, ако проверката вече не съществува."#,
            reference: r#"`reglament rules` (всички кодове); grammar/GRAMMAR.md (`allow CODE "причина"`)."#,
        },
    },
    uk: Texts {
        summary: "`allow` називає код чи назву, яка не є перевіркою",
        doc: Doc {
            what: r#"`allow CODE "причина"`, код (чи назва) якого не є перевіркою: друкарська помилка (`V2O7` з літерою O), вилучений код або код іншого етапу (`L001`), який `allow` вимкнути не може."#,
            why: r#"`allow`, що ні з чим не збігається, мовчить: автор вважає, що вимкнув перевірку з поясненням, а вона й далі працює — або хибний код приховує, що бажане вимкнення не відбулося."#,
            example: r#""#,
            fix: r#"Напишіть код, який дає `reglament rules` (підказка вказує найближчий), або його назву; вилучіть рядок, якщо перевірки вже немає."#,
            reference: r#"`reglament rules` (усі коди); grammar/GRAMMAR.md (`allow CODE "причина"`)."#,
        },
    },
};

impl Rule for AllowUnknownCode {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn l10n(&self) -> Option<&'static Localized> {
        Some(&L10N)
    }

    fn check(&self, reg: &Context<'_>, out: &mut Vec<Diagnostic>) {
        let rules: Vec<&dyn crate::checks::Rule> = crate::checks::rules::all().collect();
        let earlier: Vec<&'static str> =
            [crate::decode::codes::CODES, crate::syntax::codes::CODES, crate::model::codes::CODES]
                .concat()
                .iter()
                .map(|c| c.as_str())
                .collect();
        for a in &reg.allows {
            let written = a.code.value.clone();
            let known = rules.iter().any(|r| {
                r.info().code.eq_ignore_ascii_case(&written)
                    || r.info().name.eq_ignore_ascii_case(&written)
            });
            if known {
                continue;
            }
            let other_stage = earlier.iter().any(|c| c.eq_ignore_ascii_case(&written));
            let candidates = rules.iter().flat_map(|r| [r.info().code, r.info().name]);
            let best = crate::vocab::suggest::closest(&written, candidates);
            out.push(localized(|l| {
                let d = Diagnostic::new(Code::new(&INFO), INFO.severity, if other_stage {
                    tr!(l, en: "`{written}` cannot be allowed: only checks (`V` codes) can", bg: "`{written}` не може да се изключи: изключват се само проверки (кодове `V`)", uk: "`{written}` не можна вимкнути: вимикаються лише перевірки (коди `V`)")
                } else {
                    tr!(l, en: "`{written}` is not a check's code or name", bg: "`{written}` не е код или име на проверка", uk: "`{written}` не є кодом чи назвою перевірки")
                })
                .with_label(a.code.span, tr!(l, en: "suppresses nothing", bg: "не изключва нищо", uk: "нічого не вимикає"));
                match (best, other_stage) {
                    (Some(c), false) => d.with_help(tr!(l, en: "did you mean `{c}`?", bg: "може би `{c}`?", uk: "можливо, `{c}`?")),
                    (_, true) => d.with_help(tr!(l, en: "fix the input the code reports; it cannot be suppressed", bg: "поправете това, което кодът отчита; то не може да се изключи", uk: "виправте те, про що повідомляє код; його не можна вимкнути")),
                    (None, false) => d.with_help(tr!(l, en: "`reglament rules` lists every code", bg: "`reglament rules` изброява всички кодове", uk: "`reglament rules` перелічує всі коди")),
                }
            }));
        }
    }
}
