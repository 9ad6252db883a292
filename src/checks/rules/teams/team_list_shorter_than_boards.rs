//! V504 `team-list-shorter-than-boards`: a team lists fewer players than a match has boards.

use crate::checks::{finding, Context, Rule, ERROR};
use crate::diagnostic::l10n::{localized, tr, Localized, Texts};
use crate::diagnostic::Code;
use crate::diagnostic::Diagnostic;
use crate::diagnostic::{CodeInfo, Doc};

/// V504: a team lists fewer players than a match has boards.
pub struct TeamListShorterThanBoards;

static INFO: CodeInfo = CodeInfo {
    code: "V504",
    name: "team-list-shorter-than-boards",
    severity: ERROR,
    summary: "a team lists fewer players than a match has boards",
    doc: Doc {
        what: r#"A team whose list (main players and reserves) has fewer names than `boards`. A team that lists no players is not checked: its list is not given, which is not the same as a short list."#,
        why: r#"A team that cannot fill every board forfeits the empty ones in every round; when the list is the registered one, it also cannot be completed later."#,
        example: r#"```text
team-composition { boards 3; reserves 1 }
teams { 1 "Рокада" { 1 "A" 2000; 2 "B" 1900 } }
```"#,
        fix: r#"Complete the team's list, or correct the number of boards."#,
        reference: r#"The team championship regulation fixes the list (seed 001, 5.1 and 5.4: 3 players and 1 reserve; missing players leave the last boards empty, 5.5)."#,
    },
};

static L10N: Localized = Localized {
    code: Code::new(&INFO),
    bg: Texts {
        summary: "отбор има в списъка си по-малко състезатели от дъските",
        doc: Doc {
            what: r#"Отбор, чийто списък (основни състезатели и резерви) има по-малко имена от `boards`. Отбор, който не изброява състезатели, не се проверява: списъкът му не е даден, а това не е същото като къс списък."#,
            why: r#"Отбор, който не може да запълни всички дъски, губи служебно празните във всеки кръг; ако списъкът е регистрираният, той не може и да се допълни по-късно."#,
            example: r#""#,
            fix: r#"Допълнете списъка на отбора или поправете броя на дъските."#,
            reference: r#"Регламентът на отборното първенство определя списъка (регламентът 001, т. 5.1 и 5.4: 3 състезателки и 1 резерва; липсващите оставят последните дъски празни, т. 5.5)."#,
        },
    },
    uk: Texts {
        summary: "команда має в списку менше гравців, ніж дошок",
        doc: Doc {
            what: r#"Команда, список якої (основні гравці й запасні) має менше імен, ніж `boards`. Команда, що не перелічує гравців, не перевіряється: її список не наведено, а це не те саме, що короткий список."#,
            why: r#"Команда, яка не може заповнити всі дошки, програє порожні за неявку в кожному турі; якщо список зареєстрований, його не можна й доповнити пізніше."#,
            example: r#""#,
            fix: r#"Доповніть список команди або виправте кількість дошок."#,
            reference: r#"Положення командної першості визначає список (регламент 001, п. 5.1 і 5.4: 3 гравчині та 1 запасна; відсутні залишають останні дошки порожніми, п. 5.5)."#,
        },
    },
};

impl Rule for TeamListShorterThanBoards {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn l10n(&self) -> Option<&'static Localized> {
        Some(&L10N)
    }

    fn check(&self, reg: &Context<'_>, out: &mut Vec<Diagnostic>) {
        let Some(boards) = reg.team_rules.as_ref().and_then(|t| t.boards.as_ref()) else { return };
        let Some(teams) = &reg.teams else { return };
        for team in &teams.list {
            let listed = team.players.len() + team.reserves.len();
            // A team that lists nobody has not given its list: that is not a short list.
            if listed == 0 || listed >= boards.value as usize {
                continue;
            }
            let (name, b) = (&team.name.value, boards.value);
            out.push(localized(|l| {
                let players = crate::checks::facts::count_noun(listed as u64, "players", l);
                let bt = crate::checks::facts::boards_text(u64::from(b), l);
                finding(
                    &INFO,
                    tr!(
                        l,
                        en: "team `{name}` lists {players} for {bt}",
                        bg: "отборът `{name}` има в списъка {players} за {bt}",
                        uk: "команда `{name}` має в списку {players} на {bt}"
                    ),
                )
                .with_label(
                    team.name.span,
                    tr!(l, en: "{players} listed", bg: "в списъка: {players}", uk: "у списку: {players}"),
                )
                .with_label(boards.span, tr!(l, en: "{b} boards", bg: "{b} дъски", uk: "дошок: {b}"))
                .with_help(tr!(
                    l,
                    en: "list at least {b} players for `{name}`",
                    bg: "впишете поне {b} състезатели за `{name}`",
                    uk: "впишіть щонайменше {b} гравців за `{name}`"
                ))
            }));
        }
    }
}
