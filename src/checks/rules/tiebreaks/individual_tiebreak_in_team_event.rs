//! V404 `individual-tiebreak-in-team-event`: a tie-break that needs a player's colour or rating ranks the teams of a team event.

use crate::checks::{facts, finding, Context, Rule, WARNING};
use crate::diagnostic::l10n::{localized, tr, Localized, Texts};
use crate::diagnostic::Code;
use crate::diagnostic::Diagnostic;
use crate::diagnostic::{CodeInfo, Doc};
use crate::vocab::tiebreak::TieBreakKind;

/// V404: a tie-break that needs a player's colour or rating ranks the teams of a team event.
pub struct IndividualTiebreakInTeamEvent;

static INFO: CodeInfo = CodeInfo {
    code: "V404",
    name: "individual-tiebreak-in-team-event",
    severity: WARNING,
    summary: "a tie-break that needs a player's colour or rating ranks the teams of a team event",
    doc: Doc {
        what: r#"In the main ranking of a team event, a tie-break that rests on one player's colour (`BPG`, `BWG`) or on ratings (`ARO`, `TPR`, `PTP`, `APRO`, `APPO`, `RTNG`). Sub-classifications of individual players (board prizes) are not affected."#,
        why: r#"A team plays both colours in every match (the colours alternate by board) and has no FIDE rating of its own, so these tie-breaks have no defined value for a team; the program chosen will compute something, but no one can say what."#,
        example: r#"```text
system team round-robin rounds 7
ranking { match-points 2 1 0; tiebreaks GP, TPR; when-tied lots }
```"#,
        fix: r#"Rank teams with team tie-breaks (`GP`/`MPvGP`, `EDE`, `EMGSB`, `board-points`), and keep colour or rating tie-breaks for board prizes."#,
        reference: r#"FIDE Handbook C.07, Art. 13 (individual tie-breaks applied to teams use a team score, MP or GP) and Art. 7.3–7.4, 10."#,
    },
};

static L10N: Localized = Localized {
    code: Code::new(&INFO),
    bg: Texts {
        summary: "показател по цвят или рейтинг в класирането на отбори",
        doc: Doc {
            what: r#"В основното класиране на отборно състезание — показател, който се основава на цвета на отделен състезател (`BPG`, `BWG`) или на рейтинги (`ARO`, `TPR`, `PTP`, `APRO`, `APPO`, `RTNG`). Подкласиранията на отделни състезатели (награди по дъски) не се засягат."#,
            why: r#"Отборът играе и с двата цвята във всяка среща (цветовете се редуват по дъски) и няма собствен рейтинг на ФИДЕ, затова тези показатели нямат определена стойност за отбор; избраната програма ще изчисли нещо, но никой не може да каже какво."#,
            example: r#""#,
            fix: r#"Класирайте отборите с отборни показатели (`GP`/`MPvGP`, `EDE`, `EMGSB`, `board-points`), а показателите по цвят или рейтинг оставете за наградите по дъски."#,
            reference: r#"Наръчник на ФИДЕ, C.07, чл. 13 (индивидуалните показатели, приложени към отбори, използват отборен резултат — MP или GP) и чл. 7.3–7.4, 10."#,
        },
    },
    uk: Texts {
        summary: "показник за кольором чи рейтингом у класифікації команд",
        doc: Doc {
            what: r#"В основній класифікації командного змагання — показник, що спирається на колір окремого гравця (`BPG`, `BWG`) або на рейтинги (`ARO`, `TPR`, `PTP`, `APRO`, `APPO`, `RTNG`). Підкласифікацій окремих гравців (призи за дошками) це не стосується."#,
            why: r#"Команда в кожному матчі грає обома кольорами (кольори чергуються за дошками) і не має власного рейтингу ФІДЕ, тож ці показники не мають визначеного значення для команди; обрана програма щось обчислить, але ніхто не скаже що."#,
            example: r#""#,
            fix: r#"Класифікуйте команди командними показниками (`GP`/`MPvGP`, `EDE`, `EMGSB`, `board-points`), а показники за кольором чи рейтингом залиште для призів за дошками."#,
            reference: r#"Довідник ФІДЕ, C.07, ст. 13 (особисті показники для команд використовують командний результат — MP або GP) і ст. 7.3–7.4, 10."#,
        },
    },
};

impl Rule for IndividualTiebreakInTeamEvent {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn l10n(&self) -> Option<&'static Localized> {
        Some(&L10N)
    }

    fn check(&self, reg: &Context<'_>, out: &mut Vec<Diagnostic>) {
        if !facts::is_team_event(reg) {
            return;
        }
        let Some(list) =
            facts::tiebreak_lists(reg).into_iter().find(|l| l.classification.is_none())
        else {
            return;
        };
        for tb in list.tiebreaks {
            let colour = match &tb.value.kind {
                TieBreakKind::Bpg | TieBreakKind::Bwg => true,
                k if k.uses_ratings() => false,
                _ => continue,
            };
            let t = tb.value.to_string();
            out.push(localized(|l| {
                let why = if colour {
                    tr!(l, en: "a team plays both colours in every match", bg: "отборът играе и с двата цвята във всяка среща", uk: "команда в кожному матчі грає обома кольорами")
                } else {
                    tr!(l, en: "a team has no rating of its own", bg: "отборът няма собствен рейтинг", uk: "команда не має власного рейтингу")
                };
                finding(&INFO, tr!(
                    l,
                    en: "`{t}` ranks teams by a player's colour or rating: {why}",
                    bg: "`{t}` класира отбори по цвета или рейтинга на състезател: {why}",
                    uk: "`{t}` класифікує команди за кольором чи рейтингом гравця: {why}"
                ))
                .with_label(tb.span, tr!(l, en: "meaningless between teams", bg: "безсмислен между отбори", uk: "не має сенсу між командами"))
                .with_help(tr!(
                    l,
                    en: "use a team tie-break (`GP`, `EDE`, `EMGSB`, `board-points`) or move it to a board classification",
                    bg: "използвайте отборен показател (`GP`, `EDE`, `EMGSB`, `board-points`) или го преместете в подкласирането по дъски",
                    uk: "використайте командний показник (`GP`, `EDE`, `EMGSB`, `board-points`) або перенесіть його до підкласифікації за дошками"
                ))
            }));
        }
    }
}
