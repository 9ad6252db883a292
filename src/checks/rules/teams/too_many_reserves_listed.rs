//! V505 `too-many-reserves-listed`: a team lists more reserves than the team composition allows.

use crate::checks::{finding, Context, Rule, ERROR};
use crate::diagnostic::l10n::{localized, tr, Localized, Texts};
use crate::diagnostic::Code;
use crate::diagnostic::Diagnostic;
use crate::diagnostic::{CodeInfo, Doc};

/// V505: a team lists more reserves than the team composition allows.
pub struct TooManyReservesListed;

static INFO: CodeInfo = CodeInfo {
    code: "V505",
    name: "too-many-reserves-listed",
    severity: ERROR,
    summary: "a team lists more reserves than the team composition allows",
    doc: Doc {
        what: r#"A team whose `reserve` entries outnumber `reserves` in `team-composition`."#,
        why: r#"The registered list decides who may play; a reserve beyond the allowed number cannot be fielded, and a team may count on a player it cannot use."#,
        example: r#"```text
team-composition { boards 3; reserves 1 }
teams { 1 "Рокада" { 1 "A"; 2 "B"; 3 "C"; reserve 4 "D"; reserve 5 "E" } }
```"#,
        fix: r#"Remove the extra reserves, or raise the allowed number."#,
        reference: r#"Team championship regulations (seed 001, 5.1: 3 players and 1 reserve)."#,
    },
};

static L10N: Localized = Localized {
    code: Code::new(&INFO),
    bg: Texts {
        summary: "отбор има повече резерви от позволените",
        doc: Doc {
            what: r#"Отбор, чиито редове `reserve` са повече от `reserves` в `team-composition`."#,
            why: r#"Регистрираният списък решава кой може да играе; резерва над позволения брой не може да бъде включена, а отборът може да разчита на състезател, когото не може да използва."#,
            example: r#""#,
            fix: r#"Махнете излишните резерви или увеличете позволения брой."#,
            reference: r#"Регламентите на отборните първенства (регламентът 001, т. 5.1: 3 състезателки и 1 резерва)."#,
        },
    },
    uk: Texts {
        summary: "команда має більше запасних, ніж дозволено",
        doc: Doc {
            what: r#"Команда, рядків `reserve` якої більше, ніж `reserves` у `team-composition`."#,
            why: r#"Зареєстрований список вирішує, хто може грати; запасного понад дозволену кількість не можна виставити, а команда може розраховувати на гравця, якого не зможе використати."#,
            example: r#""#,
            fix: r#"Вилучіть зайвих запасних або збільште дозволену кількість."#,
            reference: r#"Положення командних першостей (регламент 001, п. 5.1: 3 гравчині та 1 запасна)."#,
        },
    },
};

impl Rule for TooManyReservesListed {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn l10n(&self) -> Option<&'static Localized> {
        Some(&L10N)
    }

    fn check(&self, reg: &Context<'_>, out: &mut Vec<Diagnostic>) {
        let Some(allowed) = reg.team_rules.as_ref().and_then(|t| t.reserves.as_ref()) else {
            return;
        };
        let Some(teams) = &reg.teams else { return };
        for team in &teams.list {
            if team.reserves.len() > allowed.value as usize {
                let extra = &team.reserves[allowed.value as usize];
                let (name, n, a) = (&team.name.value, team.reserves.len(), allowed.value);
                out.push(localized(|l| {
                    finding(
                        &INFO,
                        tr!(
                            l,
                            en: "team `{name}` lists {n} reserves, but {a} are allowed",
                            bg: "отборът `{name}` има {n} резерви, а са позволени {a}",
                            uk: "команда `{name}` має {n} запасних, а дозволено {a}"
                        ),
                    )
                    .with_label(
                        extra.span,
                        tr!(
                            l,
                            en: "beyond the allowed reserves",
                            bg: "над позволените резерви",
                            uk: "понад дозволену кількість запасних"
                        ),
                    )
                    .with_label(
                        allowed.span,
                        tr!(l, en: "{a} allowed", bg: "позволени: {a}", uk: "дозволено: {a}"),
                    )
                    .with_help(tr!(
                        l,
                        en: "keep at most {a} reserves for `{name}`",
                        bg: "оставете най-много {a} резерви за `{name}`",
                        uk: "залиште щонайбільше {a} запасних за `{name}`"
                    ))
                }));
            }
        }
    }
}
