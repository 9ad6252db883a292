//! V904 `round-count-not-stated`: the system is stated but not the number of rounds.

use crate::checks::{facts, Context, Rule};
use crate::diagnostic::l10n::{localized, tr, Localized, Texts};
use crate::diagnostic::{Code, CodeInfo, Diagnostic, Doc, Severity};
use crate::model::Regulation;

/// V904: the system is stated but not the number of rounds.
pub struct RoundCountNotStated;

static INFO: CodeInfo = CodeInfo {
    code: "V904",
    name: "round-count-not-stated",
    severity: Severity::Warning,
    summary: "the system is stated but not the number of rounds",
    doc: Doc {
        what: r#"A `system` without `rounds`, and no round count in the prose (`в 9 кръга`, `у 9 турів`). Severity by what the regulation claims: a club event (no rating, title or norm) a warning; an official competition (a championship, national rating, qualification or relegation) a warning; a FIDE-rated event an error; an event with title norms an error."#,
        why: r#"The number of rounds is the number of games each player plays: it decides the schedule, the norm conditions (at least 9 games) and whether a Swiss can separate the field."#,
        example: r#"```text
system individual swiss
```"#,
        fix: r#"Write the count: `system individual swiss rounds 9`."#,
        reference: r#"FIDE Handbook C.01 (General Rules for Competitions) 6; FIDE Title Regulations B.01 1.1 (at least 9 games for a norm)."#,
    },
};

static L10N: Localized = Localized {
    code: Code::new(&INFO),
    bg: Texts {
        summary: "системата е посочена, но не и броят на кръговете",
        doc: Doc {
            what: r#"`system` без `rounds` и в текста не е посочен брой кръгове (`в 9 кръга`). Сериозността зависи от това какво заявява регламентът: за клубен турнир (без рейтинг, звание или норми) — предупреждение; за официално състезание (първенство, национален рейтинг, квалификация или отпадане) — предупреждение; за турнир с рейтинг на ФИДЕ — грешка; за турнир с норми за звания — грешка."#,
            why: r#"Броят на кръговете е броят на партиите на всеки състезател: от него зависят програмата, условията за норма (поне 9 партии) и дали швейцарската система ще подреди участниците."#,
            example: r#""#,
            fix: r#"Напишете броя: `system individual swiss rounds 9`."#,
            reference: r#"Наръчник на ФИДЕ, C.01, т. 6; Правила за званията на ФИДЕ, B.01, 1.1 (поне 9 партии за норма)."#,
        },
    },
    uk: Texts {
        summary: "систему вказано, але не кількість турів",
        doc: Doc {
            what: r#"`system` без `rounds`, і в тексті не вказано кількості турів (`у 9 турів`). Серйозність залежить від того, що заявляє регламент: для клубного турніру (без рейтингу, звання чи норм) — попередження; для офіційного змагання (чемпіонат, національний рейтинг, кваліфікація або вибування) — попередження; для турніру з рейтингом ФІДЕ — помилка; для турніру з нормами на звання — помилка."#,
            why: r#"Кількість турів — це кількість партій кожного учасника: від неї залежать програма, умови норми (щонайменше 9 партій) і те, чи швейцарська система розставить учасників."#,
            example: r#""#,
            fix: r#"Напишіть кількість: `system individual swiss rounds 9`."#,
            reference: r#"Довідник ФІДЕ, C.01, п. 6; Положення ФІДЕ про звання, B.01, 1.1 (щонайменше 9 партій для норми)."#,
        },
    },
};

impl Rule for RoundCountNotStated {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn l10n(&self) -> Option<&'static Localized> {
        Some(&L10N)
    }

    fn check(&self, reg: &Context<'_>, out: &mut Vec<Diagnostic>) {
        let Some(system) = &reg.system else { return };
        if system.rounds.is_some() || reg.is_broken("system") || round_count_in_prose(reg) {
            return;
        }
        let severity = facts::graded(
            reg,
            [Severity::Warning, Severity::Warning, Severity::Error, Severity::Error],
        );
        out.push(localized(|l| {
            Diagnostic::new(
                Code::new(&INFO),
                severity,
                tr!(
                    l,
                    en: "the system is stated but not the number of rounds",
                    bg: "системата е посочена, но не и броят на кръговете",
                    uk: "систему вказано, але не кількість турів"
                ),
            )
            .with_label(
                system.span,
                tr!(l, en: "no `rounds`", bg: "няма `rounds`", uk: "немає `rounds`"),
            )
            .with_note(facts::claim_note(reg, l))
            .with_help(tr!(
                l,
                en: "write the count: `rounds N`",
                bg: "напишете броя: `rounds N`",
                uk: "напишіть кількість: `rounds N`"
            ))
        }));
    }
}

/// A round count written in the prose (`в 9 кръга`, `у 9 турів`, `{rounds}` would be a fact).
fn round_count_in_prose(reg: &Regulation) -> bool {
    facts::paragraphs(reg).iter().any(|p| !crate::prose::round_counts(&p.text.value).is_empty())
}
