//! V503 `foreign-limit-exceeds-boards`: a foreign-player limit per match larger than the number of boards.

use crate::checks::{finding, Context, Rule, ERROR};
use crate::diagnostic::l10n::{localized, tr, Localized, Texts};
use crate::diagnostic::Code;
use crate::diagnostic::Diagnostic;
use crate::diagnostic::{CodeInfo, Doc};

/// V503: a foreign-player limit per match larger than the number of boards.
pub struct ForeignLimitExceedsBoards;

static INFO: CodeInfo = CodeInfo {
    code: "V503",
    name: "foreign-limit-exceeds-boards",
    severity: ERROR,
    summary: "a foreign-player limit per match larger than the number of boards",
    doc: Doc {
        what: r#"A `foreign … N` limit in `team-composition` with N greater than `boards`."#,
        why: r#"A limit above the number of boards limits nothing; it usually means the number of boards or the limit was mistyped."#,
        example: r#"```text
team-composition { boards 3; foreign eu 4 }
```"#,
        fix: r#"Correct the limit (at most the number of boards) or the number of boards."#,
        reference: r#"National team championship regulations (seed 001, 5.1: at most 1 EU and 1 non-EU player per match)."#,
    },
};

static L10N: Localized = Localized {
    code: Code::new(&INFO),
    bg: Texts {
        summary: "ограничението за чуждестранни състезатели е над броя на дъските",
        doc: Doc {
            what: r#"Ограничение `foreign … N` в `team-composition` с N по-голямо от `boards`."#,
            why: r#"Ограничение над броя на дъските не ограничава нищо; обикновено значи, че броят на дъските или ограничението е сгрешено."#,
            example: r#""#,
            fix: r#"Поправете ограничението (най-много колкото са дъските) или броя на дъските."#,
            reference: r#"Регламентите на националните отборни първенства (регламентът 001, т. 5.1: най-много 1 състезателка от ЕС и 1 извън ЕС в среща)."#,
        },
    },
    uk: Texts {
        summary: "обмеження на іноземних гравців перевищує кількість дошок",
        doc: Doc {
            what: r#"Обмеження `foreign … N` у `team-composition`, де N більше за `boards`."#,
            why: r#"Обмеження понад кількість дошок нічого не обмежує; зазвичай це означає, що кількість дошок або обмеження вказано хибно."#,
            example: r#""#,
            fix: r#"Виправте обмеження (щонайбільше стільки, скільки дошок) або кількість дошок."#,
            reference: r#"Положення національних командних першостей (регламент 001, п. 5.1: щонайбільше 1 гравчиня з ЄС і 1 поза ЄС у матчі)."#,
        },
    },
};

impl Rule for ForeignLimitExceedsBoards {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn l10n(&self) -> Option<&'static Localized> {
        Some(&L10N)
    }

    fn check(&self, reg: &Context<'_>, out: &mut Vec<Diagnostic>) {
        let Some(t) = &reg.team_rules else { return };
        let Some(boards) = &t.boards else { return };
        for (kind, limit) in &t.foreign_limits {
            if limit.value > boards.value {
                let (n, k, b) = (limit.value, &kind.value, boards.value);
                out.push(localized(|l| {
                    finding(&INFO, tr!(
                        l,
                        en: "up to {n} `{k}` foreign players per match, but a match has only {b} boards",
                        bg: "до {n} чуждестранни състезатели (`{k}`) в среща, а срещата е само на {b} дъски",
                        uk: "до {n} іноземних гравців (`{k}`) у матчі, а матч лише на {b} дошках"
                    ))
                    .with_label(limit.span, tr!(l, en: "limit above the board count", bg: "ограничение над броя на дъските", uk: "обмеження понад кількість дошок"))
                    .with_label(boards.span, tr!(l, en: "{b} boards", bg: "{b} дъски", uk: "дошок: {b}"))
                    .with_help(tr!(l, en: "write a limit of at most {b}", bg: "напишете ограничение не повече от {b}", uk: "напишіть обмеження не більше ніж {b}"))
                }));
            }
        }
    }
}
