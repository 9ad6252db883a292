//! V403 `team-tiebreak-in-individual-event`: a team tie-break (or a `:MP`/`:GP` team score) in an individual event.

use crate::checks::{facts, finding, Context, Rule, ERROR};
use crate::diagnostic::l10n::{localized, tr, Localized, Texts};
use crate::diagnostic::Code;
use crate::diagnostic::Diagnostic;
use crate::diagnostic::{CodeInfo, Doc};

/// V403: a team tie-break (or a `:MP`/`:GP` team score) in an individual event.
pub struct TeamTiebreakInIndividualEvent;

static INFO: CodeInfo = CodeInfo {
    code: "V403",
    name: "team-tiebreak-in-individual-event",
    severity: ERROR,
    summary: "a team tie-break (or a `:MP`/`:GP` team score) in an individual event",
    doc: Doc {
        what: r#"A tie-break defined only between teams (`MP`, `GP`, `MPvGP`, the ESB family, `EDE`, `BC`, `TBR`, `BBE`, `SSSC`, `board-points`, `black-board-1`) or a `:MP`/`:GP` reference score in an event of individual players."#,
        why: r#"Match points, board counts and board-weighted points exist only when teams play matches on several boards; in an individual event the tie-break has no value and the standings cannot be computed as written."#,
        example: r#"```text
system individual round-robin rounds 11
ranking { points 1 ½ 0; tiebreaks DE, EMGSB, SB; when-tied lots }
```"#,
        fix: r#"Use the individual counterpart (`SB` for the ESB family, `DE` for `EDE`), or declare the event a team event (`system team …`)."#,
        reference: r#"FIDE Handbook C.07, Art. 12–13 (tie-breaks for team competitions) and Art. 5 table."#,
    },
};

static L10N: Localized = Localized {
    code: Code::new(&INFO),
    bg: Texts {
        summary: "отборен показател в индивидуално състезание",
        doc: Doc {
            what: r#"Показател, определен само между отбори (`MP`, `GP`, `MPvGP`, семейството ESB, `EDE`, `BC`, `TBR`, `BBE`, `SSSC`, `board-points`, `black-board-1`), или основа `:MP`/`:GP` в състезание на отделни състезатели."#,
            why: r#"Мач точки, брой дъски и точки по дъски съществуват само когато отбори играят срещи на няколко дъски; в индивидуално състезание показателят няма стойност и класирането не може да се изчисли, както е написано."#,
            example: r#""#,
            fix: r#"Използвайте индивидуалния му съответник (`SB` вместо семейството ESB, `DE` вместо `EDE`) или обявете състезанието за отборно (`system team …`)."#,
            reference: r#"Наръчник на ФИДЕ, C.07, чл. 12–13 (показатели за отборни състезания) и таблицата в чл. 5."#,
        },
    },
    uk: Texts {
        summary: "командний показник в особистому змаганні",
        doc: Doc {
            what: r#"Показник, визначений лише між командами (`MP`, `GP`, `MPvGP`, родина ESB, `EDE`, `BC`, `TBR`, `BBE`, `SSSC`, `board-points`, `black-board-1`), або основа `:MP`/`:GP` у змаганні окремих гравців."#,
            why: r#"Командні очки, кількість дошок і очки за дошками існують лише тоді, коли команди грають матчі на кількох дошках; в особистому змаганні показник не має значення, і класифікацію неможливо обчислити так, як написано."#,
            example: r#""#,
            fix: r#"Використайте його особистий відповідник (`SB` замість родини ESB, `DE` замість `EDE`) або оголосіть змагання командним (`system team …`)."#,
            reference: r#"Довідник ФІДЕ, C.07, ст. 12–13 (показники командних змагань) і таблиця ст. 5."#,
        },
    },
};

impl Rule for TeamTiebreakInIndividualEvent {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn l10n(&self) -> Option<&'static Localized> {
        Some(&L10N)
    }

    fn check(&self, reg: &Context<'_>, out: &mut Vec<Diagnostic>) {
        if reg.system.is_none() || facts::is_team_event(reg) {
            return;
        }
        for list in facts::tiebreak_lists(reg) {
            for tb in list.tiebreaks {
                let t = tb.value.to_string();
                let team_only = tb.value.kind.is_team_only();
                if !team_only && tb.value.reference.is_none() {
                    continue;
                }
                out.push(localized(|l| {
                    let message = if team_only {
                        tr!(l, en: "`{t}` is a team tie-break, but this is an individual event", bg: "`{t}` е отборен показател, а състезанието е индивидуално", uk: "`{t}` — командний показник, а змагання особисте")
                    } else {
                        tr!(l, en: "`{t}` names a team score (`:MP`/`:GP`), but this is an individual event", bg: "`{t}` се основава на отборен резултат (`:MP`/`:GP`), а състезанието е индивидуално", uk: "`{t}` спирається на командний результат (`:MP`/`:GP`), а змагання особисте")
                    };
                    finding(&INFO, message)
                        .with_label(tb.span, tr!(l, en: "defined only between teams", bg: "определен само между отбори", uk: "визначений лише між командами"))
                        .with_help(tr!(
                            l,
                            en: "use an individual tie-break (`SB` for the ESB family, `DE` for `EDE`) or drop the team score",
                            bg: "използвайте индивидуален показател (`SB` вместо семейството ESB, `DE` вместо `EDE`) или махнете отборната основа",
                            uk: "використайте особистий показник (`SB` замість родини ESB, `DE` замість `EDE`) або приберіть командну основу"
                        ))
                }));
            }
        }
    }
}
