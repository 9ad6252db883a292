//! V502 `team-reserves-not-stated`: the team composition does not say how many reserves a team may have.

use crate::checks::{finding, Context, Rule, WARNING};
use crate::diagnostic::l10n::{localized, tr, Localized, Texts};
use crate::diagnostic::Code;
use crate::diagnostic::Diagnostic;
use crate::diagnostic::{CodeInfo, Doc};

/// V502: the team composition does not say how many reserves a team may have.
pub struct TeamReservesNotStated;

static INFO: CodeInfo = CodeInfo {
    code: "V502",
    name: "team-reserves-not-stated",
    severity: WARNING,
    summary: "the team composition does not say how many reserves a team may have",
    doc: Doc {
        what: r#"A `team-composition` block with `boards` but no `reserves` statement (write `reserves 0` when none are allowed)."#,
        why: r#"Captains register their lists before the event and the arbiter checks every lineup against them; whether a team may name reserves, and how many, decides who may play."#,
        example: r#"```text
team-composition { boards 3; minimum-present 2 }
```"#,
        fix: r#"Add `reserves N` (or `reserves 0`)."#,
        reference: r#"National team championship regulations state the list size (seed 001: "3 основни състезателки и 1 резерва"; seed 004: "нямат право на резервен състезател")."#,
    },
};

static L10N: Localized = Localized {
    code: Code::new(&INFO),
    bg: Texts {
        summary: "съставът на отборите не казва колко резерви може да има",
        doc: Doc {
            what: r#"Блок `team-composition` с `boards`, но без `reserves` (напишете `reserves 0`, когато резерви не се допускат)."#,
            why: r#"Капитаните подават списъците си преди турнира, а съдията проверява всеки състав по тях; дали отборът може да има резерви и колко решава кой може да играе."#,
            example: r#""#,
            fix: r#"Добавете `reserves N` (или `reserves 0`)."#,
            reference: r#"Регламентите на националните отборни първенства посочват размера на списъка (регламентът 001: „3 основни състезателки и 1 резерва“; регламентът 004: „нямат право на резервен състезател“)."#,
        },
    },
    uk: Texts {
        summary: "склад команд не каже, скільки запасних може бути",
        doc: Doc {
            what: r#"Блок `team-composition` з `boards`, але без `reserves` (напишіть `reserves 0`, якщо запасних не допускають)."#,
            why: r#"Капітани подають списки до турніру, а суддя перевіряє кожен склад за ними; чи може команда мати запасних і скільки, вирішує, хто може грати."#,
            example: r#""#,
            fix: r#"Додайте `reserves N` (або `reserves 0`)."#,
            reference: r#"Положення національних командних першостей вказують розмір списку (регламент 001: „3 основні гравчині та 1 запасна“; регламент 004: „без права на запасного гравця“)."#,
        },
    },
};

impl Rule for TeamReservesNotStated {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn l10n(&self) -> Option<&'static Localized> {
        Some(&L10N)
    }

    fn check(&self, reg: &Context<'_>, out: &mut Vec<Diagnostic>) {
        let Some(t) = &reg.team_rules else { return };
        let Some(boards) = &t.boards else { return };
        if t.reserves.is_none() {
            let b = boards.value;
            out.push(localized(|l| {
                finding(&INFO, tr!(
                    l,
                    en: "the team composition gives {b} boards but does not say how many reserves a team may have",
                    bg: "съставът на отборите е за {b} дъски, но не казва колко резерви може да има отборът",
                    uk: "склад команд передбачає {b} дошки, але не каже, скільки запасних може мати команда"
                ))
                .with_label(t.span, tr!(l, en: "no `reserves` statement", bg: "няма `reserves`", uk: "немає `reserves`"))
                .with_help(tr!(l, en: "add `reserves N`, or `reserves 0` when none are allowed", bg: "добавете `reserves N` или `reserves 0`, ако резерви не се допускат", uk: "додайте `reserves N` або `reserves 0`, якщо запасних не допускають"))
            }));
        }
    }
}
