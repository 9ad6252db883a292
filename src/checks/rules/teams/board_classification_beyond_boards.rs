//! V506 `board-classification-beyond-boards`: a board classification is for a board the teams do not have.

use crate::checks::{Context, Rule};
use crate::diagnostic::l10n::{localized, tr, Localized, Texts};
use crate::diagnostic::{Code, CodeInfo, Diagnostic, Doc, Severity};

/// V506: a board classification is for a board the teams do not have.
pub struct BoardClassificationBeyondBoards;

static INFO: CodeInfo = CodeInfo {
    code: "V506",
    name: "board-classification-beyond-boards",
    severity: Severity::Error,
    summary: "a board classification is for a board the teams do not have",
    doc: Doc {
        what: r#"`subclassification board N` with N above `team-composition { boards … }` (or, with no boards stated, above the number of players the largest team lists)."#,
        why: r#"Nobody plays on a board the match does not have: the prize cannot be awarded, and the regulation was probably copied from an event with more boards."#,
        example: r#"```text
team-composition { boards 4 }
subclassification board 6 { tiebreaks DE, WIN }
```"#,
        fix: r#"Classify only boards 1 to the number of boards, or correct `boards`."#,
        reference: r#"FIDE Handbook C.07 (team events: board prizes by board); consistency of the document."#,
    },
};

static L10N: Localized = Localized {
    code: Code::new(&INFO),
    bg: Texts {
        summary: "подкласиране по дъска, каквато отборите нямат",
        doc: Doc {
            what: r#"`subclassification board N`, при което N е над `team-composition { boards … }` (или, ако броят на дъските не е посочен, над броя състезатели в най-големия отбор)."#,
            why: r#"На дъска, която срещата няма, никой не играе: наградата не може да се присъди, а регламентът вероятно е преписан от турнир с повече дъски."#,
            example: r#""#,
            fix: r#"Класирайте само дъските от 1 до броя на дъските или поправете `boards`."#,
            reference: r#"Наръчник на ФИДЕ, C.07 (отборни състезания: награди по дъски); съгласуваност на документа."#,
        },
    },
    uk: Texts {
        summary: "підкласифікація за дошкою, якої команди не мають",
        doc: Doc {
            what: r#"`subclassification board N`, де N більше за `team-composition { boards … }` (або, коли кількість дошок не вказано, за кількість гравців найбільшої команди)."#,
            why: r#"На дошці, якої матч не має, ніхто не грає: приз неможливо вручити, а положення, ймовірно, скопійовано з турніру з більшою кількістю дошок."#,
            example: r#""#,
            fix: r#"Класифікуйте лише дошки від 1 до кількості дошок або виправте `boards`."#,
            reference: r#"Довідник ФІДЕ, C.07 (командні змагання: призи за дошками); узгодженість документа."#,
        },
    },
};

impl Rule for BoardClassificationBeyondBoards {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn l10n(&self) -> Option<&'static Localized> {
        Some(&L10N)
    }

    fn check(&self, reg: &Context<'_>, out: &mut Vec<Diagnostic>) {
        let stated = reg.team_rules.as_ref().and_then(|t| t.boards.as_ref());
        let largest = reg
            .teams
            .as_ref()
            .and_then(|t| t.list.iter().map(|t| t.players.len()).max())
            .filter(|n| *n > 0);
        let (limit, limit_span) = match (stated, largest) {
            (Some(b), _) => (b.value, Some(b.span)),
            (None, Some(n)) => {
                (u32::try_from(n).unwrap_or(u32::MAX), reg.teams.as_ref().map(|t| t.span))
            }
            _ => return,
        };
        for sc in &reg.subclassifications {
            let Some(board) = &sc.board else { continue };
            let b = board.value;
            if b <= limit && b > 0 {
                continue;
            }
            let from_list = stated.is_none();
            out.push(localized(|l| {
                let mut d = Diagnostic::new(Code::new(&INFO), INFO.severity, if from_list {
                    tr!(l, en: "a classification for board {b}, but no team lists more than {limit} players",
                        bg: "подкласиране за {b}-та дъска, а нито един отбор няма повече от {limit} състезатели",
                        uk: "підкласифікація для дошки {b}, а жодна команда не має більше ніж {limit} гравців")
                } else {
                    tr!(l, en: "a classification for board {b}, but matches are played on {limit} boards",
                        bg: "подкласиране за {b}-та дъска, а срещите се играят на {limit} дъски",
                        uk: "підкласифікація для дошки {b}, а матчі грають на {limit} дошках")
                })
                .with_label(board.span, tr!(l, en: "board {b}", bg: "дъска {b}", uk: "дошка {b}"));
                if let Some(s) = limit_span {
                    d = d.with_label(s, tr!(l, en: "{limit} boards", bg: "{limit} дъски", uk: "{limit} дошки"));
                }
                d.with_help(tr!(
                    l,
                    en: "classify boards 1 to {limit} only, or correct the number of boards",
                    bg: "подкласирайте само дъските от 1 до {limit} или поправете броя на дъските",
                    uk: "класифікуйте лише дошки від 1 до {limit} або виправте кількість дошок"
                ))
            }));
        }
    }
}
