//! V501 `minimum-present-exceeds-boards`: more players must be present for a valid match than a match has boards.

use crate::checks::{finding, Context, Rule, ERROR};
use crate::diagnostic::l10n::{localized, tr, Localized, Texts};
use crate::diagnostic::Code;
use crate::diagnostic::Diagnostic;
use crate::diagnostic::{CodeInfo, Doc};

/// V501: more players must be present for a valid match than a match has boards.
pub struct MinimumPresentExceedsBoards;

static INFO: CodeInfo = CodeInfo {
    code: "V501",
    name: "minimum-present-exceeds-boards",
    severity: ERROR,
    summary: "more players must be present for a valid match than a match has boards",
    doc: Doc {
        what: r#"`minimum-present` in `team-composition` larger than `boards`."#,
        why: r#"A team can field at most one player per board; a minimum above the board count can never be met, so every match would be forfeited."#,
        example: r#"```text
team-composition { boards 3; minimum-present 4 }
```"#,
        fix: r#"Lower the minimum (usually half the boards, rounded up) or correct the number of boards."#,
        reference: r#"The team championship regulation sets the minimum (seed 001, 5.6 and 10.4: at least 2 players of 3, else the team loses all its games)."#,
    },
};

static L10N: Localized = Localized {
    code: Code::new(&INFO),
    bg: Texts {
        summary: "минимумът присъстващи състезатели е над броя на дъските",
        doc: Doc {
            what: r#"`minimum-present` в `team-composition`, по-голямо от `boards`."#,
            why: r#"Отборът може да изкара най-много по един състезател на дъска; минимум над броя на дъските никога не може да се изпълни и всяка среща би била служебна загуба."#,
            example: r#""#,
            fix: r#"Намалете минимума (обикновено половината дъски, закръглено нагоре) или поправете броя на дъските."#,
            reference: r#"Регламентът на отборното първенство определя минимума (регламентът 001, т. 5.6 и 10.4: поне 2 състезателки от 3, иначе отборът губи всички партии)."#,
        },
    },
    uk: Texts {
        summary: "мінімум присутніх гравців перевищує кількість дошок",
        doc: Doc {
            what: r#"`minimum-present` у `team-composition`, більше за `boards`."#,
            why: r#"Команда може виставити щонайбільше одного гравця на дошку; мінімум понад кількість дошок ніколи не виконати, і кожен матч був би поразкою за неявку."#,
            example: r#""#,
            fix: r#"Зменште мінімум (зазвичай половина дошок, округлена вгору) або виправте кількість дошок."#,
            reference: r#"Положення командної першості визначає мінімум (регламент 001, п. 5.6 і 10.4: щонайменше 2 гравчині з 3, інакше команда програє всі партії)."#,
        },
    },
};

impl Rule for MinimumPresentExceedsBoards {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn l10n(&self) -> Option<&'static Localized> {
        Some(&L10N)
    }

    fn check(&self, reg: &Context<'_>, out: &mut Vec<Diagnostic>) {
        let Some(t) = &reg.team_rules else { return };
        let (Some(min), Some(boards)) = (&t.minimum_present, &t.boards) else { return };
        if min.value > boards.value {
            let (m, b, half) = (min.value, boards.value, boards.value.div_ceil(2));
            out.push(localized(|l| {
                finding(
                    &INFO,
                    tr!(
                        l,
                        en: "a match needs {m} players present, but has only {b} boards",
                        bg: "срещата изисква {m} присъстващи състезатели, а дъските са само {b}",
                        uk: "матч вимагає {m} присутніх гравців, а дошок лише {b}"
                    ),
                )
                .with_label(
                    min.span,
                    tr!(
                        l,
                        en: "{m} present required",
                        bg: "изискват се {m} присъстващи",
                        uk: "потрібно {m} присутніх"
                    ),
                )
                .with_label(
                    boards.span,
                    tr!(l, en: "{b} boards", bg: "{b} дъски", uk: "дошок: {b}"),
                )
                .with_help(tr!(
                    l,
                    en: "write a minimum of at most {b} (commonly {half})",
                    bg: "напишете минимум не повече от {b} (обикновено {half})",
                    uk: "напишіть мінімум не більше ніж {b} (зазвичай {half})"
                ))
            }));
        }
    }
}
