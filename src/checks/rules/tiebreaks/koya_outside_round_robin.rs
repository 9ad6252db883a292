//! V401 `koya-outside-round-robin`: the Koya system is listed as a tie-break in a Swiss.

use crate::checks::{facts, finding, Context, Rule, ERROR};
use crate::diagnostic::l10n::{localized, tr, Localized, Texts};
use crate::diagnostic::Code;
use crate::diagnostic::Diagnostic;
use crate::diagnostic::{CodeInfo, Doc};
use crate::model::Format;
use crate::vocab::tiebreak::TieBreakKind;

/// V401: the Koya system is listed as a tie-break in a Swiss.
pub struct KoyaOutsideRoundRobin;

static INFO: CodeInfo = CodeInfo {
    code: "V401",
    name: "koya-outside-round-robin",
    severity: ERROR,
    summary: "the Koya system is listed as a tie-break in a Swiss",
    doc: Doc {
        what: r#"A `KS` (Koya system) entry in a tie-break list of a Swiss event."#,
        why: r#"Koya counts the points a player scored against the participants who finished with 50 % or more. C.07 defines it for round robins, where everyone meets everyone; in a Swiss the value depends on whom the pairings happened to give, so it does not measure what it claims to."#,
        example: r#"```text
system individual swiss rounds 9
ranking { points 1 ½ 0; tiebreaks BH/C1, KS, SB; when-tied lots }
```"#,
        fix: r#"Replace `KS` with a Swiss tie-break (`BH/C1`, `BH`, `SB`, `ARO/C1`), or correct the system if the event is a round robin."#,
        reference: r#"FIDE Handbook C.07 (Tie-Break Regulations), Art. 9.2 "Koya System for Round Robin"; Art. 5 table."#,
    },
};

static L10N: Localized = Localized {
    code: Code::new(&INFO),
    bg: Texts {
        summary: "системата Койя е в списъка на турнир по швейцарска система",
        doc: Doc {
            what: r#"Показател `KS` (система Койя) в списъка на турнир по швейцарска система."#,
            why: r#"Койя брои точките на състезателя срещу участниците, завършили с 50 % или повече. C.07 го определя за кръгова система, където всеки играе с всеки; при швейцарска система стойността зависи от това с кого са се паднали двойките, затова не мери онова, което твърди."#,
            example: r#""#,
            fix: r#"Заменете `KS` с показател за швейцарска система (`BH/C1`, `BH`, `SB`, `ARO/C1`) или поправете системата, ако турнирът е кръгов."#,
            reference: r#"Наръчник на ФИДЕ, C.07 (Правила за допълнителните показатели), чл. 9.2 „Система Койя при кръгова система“; таблицата в чл. 5."#,
        },
    },
    uk: Texts {
        summary: "система Койя в переліку турніру за швейцарською системою",
        doc: Doc {
            what: r#"Показник `KS` (система Койя) у переліку турніру за швейцарською системою."#,
            why: r#"Койя рахує очки гравця проти учасників, які набрали 50 % і більше. C.07 визначає його для колових турнірів, де кожен грає з кожним; за швейцарською системою значення залежить від того, кого дали пари, тож воно не вимірює того, що обіцяє."#,
            example: r#""#,
            fix: r#"Замініть `KS` показником для швейцарської системи (`BH/C1`, `BH`, `SB`, `ARO/C1`) або виправте систему, якщо турнір коловий."#,
            reference: r#"Довідник ФІДЕ, C.07 (Положення про додаткові показники), ст. 9.2 «Система Койя для колових турнірів»; таблиця ст. 5."#,
        },
    },
};

impl Rule for KoyaOutsideRoundRobin {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn l10n(&self) -> Option<&'static Localized> {
        Some(&L10N)
    }

    fn check(&self, reg: &Context<'_>, out: &mut Vec<Diagnostic>) {
        if facts::format(reg) != Some(Format::Swiss) {
            return;
        }
        for list in facts::tiebreak_lists(reg) {
            for tb in list.tiebreaks.iter().filter(|t| t.value.kind == TieBreakKind::Ks) {
                let t = tb.value.to_string();
                out.push(localized(|l| {
                    finding(&INFO, tr!(
                        l,
                        en: "`{t}` is the Koya system for round robins, but the event is a Swiss",
                        bg: "`{t}` е системата Койя за кръгова система, а турнирът е по швейцарска",
                        uk: "`{t}` — це система Койя для колових турнірів, а турнір за швейцарською системою"
                    ))
                    .with_label(tb.span, tr!(l, en: "Koya tie-break in a Swiss", bg: "Койя при швейцарска система", uk: "Койя за швейцарської системи"))
                    .with_note(tr!(
                        l,
                        en: "C.07 Art. 9.2 defines KS for round robins: points against the participants who scored 50 % or more",
                        bg: "C.07, чл. 9.2 определя KS за кръгова система: точките срещу участниците с 50 % или повече",
                        uk: "C.07, ст. 9.2 визначає KS для колових турнірів: очки проти учасників, що набрали 50 % і більше"
                    ))
                    .with_help(tr!(
                        l,
                        en: "replace it with a Swiss tie-break such as `BH/C1`, `BH` or `SB`",
                        bg: "заменете го с показател за швейцарска система, напр. `BH/C1`, `BH` или `SB`",
                        uk: "замініть його показником для швейцарської системи, напр. `BH/C1`, `BH` або `SB`"
                    ))
                }));
            }
        }
    }
}
