//! V822 `prose-participants-mismatch`: the prose gives a number of participants that the list or the stated count does not.

use crate::checks::{facts, Context, Rule};
use crate::diagnostic::l10n::{localized, tr, Localized, Texts};
use crate::diagnostic::{Code, CodeInfo, Diagnostic, Doc, Severity};
use crate::prose;

/// V822: the prose gives a number of participants that the list or the stated count does not.
pub struct ProseParticipantsMismatch;

static INFO: CodeInfo = CodeInfo {
    code: "V822",
    name: "prose-participants-mismatch",
    severity: Severity::Error,
    summary: "the prose gives a number of participants that the list or the stated count does not",
    doc: Doc {
        what: r#"A count of the field written in the prose (`следните 10 състезателки`, `серед 10 учасниць`, `общо 8 отбора`) that differs from the participant list, or from `players stated N` / `teams stated N` when there is no list. Only counts marked as the field (`следните`, `общо`, `серед`, `наступні`, `участват`) are compared, not `по 3 състезатели` or `5 души`."#,
        why: r#"The number of participants decides the number of rounds of a round robin, the category and the norm conditions; two different numbers in one document leave all of them in doubt."#,
        example: r#"```text
players stated 10 { … }
section 7 { "Право на участие имат следните 12 състезателки:" }
```"#,
        fix: r#"Correct whichever is wrong; write `{players.count}` (or `{teams.count}`) in the prose instead of the number."#,
        reference: r#"Consistency of the document with its own facts; FIDE Handbook C.05 (round-robin pairings for n players)."#,
    },
};

static L10N: Localized = Localized {
    code: Code::new(&INFO),
    bg: Texts {
        summary: "в текста е посочен брой участници, различен от списъка",
        doc: Doc {
            what: r#"Брой на участниците в текста (`следните 10 състезателки`, `общо 8 отбора`), различен от списъка или от `players stated N` / `teams stated N`, когато списък няма. Сравняват се само бройки, които назовават целия състав (`следните`, `общо`, `участват`), не `по 3 състезатели` или `5 души`."#,
            why: r#"Броят на участниците определя броя на кръговете при кръгова система, категорията и условията за норма; две различни числа в един документ поставят под съмнение всичко това."#,
            example: r#""#,
            fix: r#"Поправете грешното; в текста напишете `{players.count}` (или `{teams.count}`) вместо числото."#,
            reference: r#"Съгласуваност на документа със собствените му факти; Наръчник на ФИДЕ, C.05 (таблици за кръгова система с n участници)."#,
        },
    },
    uk: Texts {
        summary: "у тексті вказано кількість учасників, відмінну від списку",
        doc: Doc {
            what: r#"Кількість учасників у тексті (`серед 10 учасниць`, `наступні 8 команд`), що відрізняється від списку або від `players stated N` / `teams stated N`, коли списку немає. Порівнюються лише кількості, що називають увесь склад (`серед`, `наступні`, `загалом`), а не `по 3 гравці` чи `5 осіб`."#,
            why: r#"Кількість учасників визначає кількість турів колового турніру, категорію та умови норми; два різні числа в одному документі ставлять усе це під сумнів."#,
            example: r#""#,
            fix: r#"Виправте помилкове; у тексті напишіть `{players.count}` (або `{teams.count}`) замість числа."#,
            reference: r#"Узгодженість документа з власними фактами; Довідник ФІДЕ, C.05 (таблиці колового турніру для n учасників)."#,
        },
    },
};

impl Rule for ProseParticipantsMismatch {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn l10n(&self) -> Option<&'static Localized> {
        Some(&L10N)
    }

    fn check(&self, reg: &Context<'_>, out: &mut Vec<Diagnostic>) {
        let Some(field) = facts::participant_count(reg) else { return };
        let team_event = field.noun == "teams";
        let fact = field.count as u64;
        let placeholder = if team_event { "{teams.count}" } else { "{players.count}" };
        for text in reg.prose() {
            for (n, end, team) in prose::participant_counts_in(text.as_str(), text.counted()) {
                if team != team_event || n.value == fact {
                    continue;
                }
                let written = n.value;
                let span = facts::span_in_literal(&text.value, text.span, n.start, end);
                let listed = field.listed;
                out.push(localized(|l| {
                    let source = match (listed, l) {
                        (true, crate::vocab::Lang::En) => "listed",
                        (false, crate::vocab::Lang::En) => "stated",
                        (true, crate::vocab::Lang::Bg) => "в списъка",
                        (false, crate::vocab::Lang::Bg) => "обявени",
                        (true, crate::vocab::Lang::Uk) => "у списку",
                        (false, crate::vocab::Lang::Uk) => "заявлено",
                    };
                    Diagnostic::new(Code::new(&INFO), INFO.severity, tr!(
                        l,
                        en: "the text gives {written} participants, but {fact} are {source}",
                        bg: "в текста участниците са {written}, а {source} са {fact}",
                        uk: "у тексті {written} учасників, а {source} — {fact}"
                    ))
                    .with_label(span, tr!(l, en: "{written} here", bg: "тук: {written}", uk: "тут: {written}"))
                    .with_label(field.span, tr!(l, en: "{fact} {source}", bg: "{source}: {fact}", uk: "{source}: {fact}"))
                    .with_help(tr!(
                        l,
                        en: "correct the one that is wrong, and write `{placeholder}` in the text instead of the number",
                        bg: "поправете грешното и в текста напишете `{placeholder}` вместо числото",
                        uk: "виправте помилкове, а в тексті напишіть `{placeholder}` замість числа"
                    ))
                }));
            }
        }
    }
}
