//! V405 `board-weights-incomplete`: board-weighted points without a weight for every board.

use crate::checks::{facts, finding, Context, Rule, ERROR};
use crate::diagnostic::l10n::{localized, tr, Localized, Texts};
use crate::diagnostic::Code;
use crate::diagnostic::Diagnostic;
use crate::diagnostic::{CodeInfo, Doc};
use crate::vocab::tiebreak::TieBreakKind;

/// V405: board-weighted points without a weight for every board.
pub struct BoardWeightsIncomplete;

static INFO: CodeInfo = CodeInfo {
    code: "V405",
    name: "board-weights-incomplete",
    severity: ERROR,
    summary: "board-weighted points without a weight for every board",
    doc: Doc {
        what: r#"A `board-points` tie-break with no weights, or with a number of weights different from the boards per match stated in `team-composition`."#,
        why: r#"Board-weighted points give a win on board 1 a weight, on board 2 another, and so on. A board without a weight cannot be scored, and an extra weight points at a board that does not exist: the tie-break cannot be computed as written."#,
        example: r#"```text
team-composition { boards 4 }
ranking { match-points 2 1 0; tiebreaks GP, board-points; board-points 3 2 1 among-tied; when-tied lots }
```"#,
        fix: r#"Give one weight per board, board 1 first: `board-points 4 3 2 1 among-tied`."#,
        reference: r#"A regulation-defined tie-break (FIDE Handbook C.07, Art. 4.1: the organiser may define its own); seeds 001 (3-2-1) and 004 (100-94-90) use it."#,
    },
};

static L10N: Localized = Localized {
    code: Code::new(&INFO),
    bg: Texts {
        summary: "точките по дъски нямат тегло за всяка дъска",
        doc: Doc {
            what: r#"Показател `board-points` без тегла или с брой тегла, различен от броя дъски в `team-composition`."#,
            why: r#"Точките по дъски дават на победа на първа дъска едно тегло, на втора — друго и т.н. Дъска без тегло не може да се изчисли, а излишно тегло сочи дъска, която не съществува: показателят не може да се изчисли, както е написан."#,
            example: r#""#,
            fix: r#"Дайте по едно тегло на дъска, първо за първа дъска: `board-points 4 3 2 1 among-tied`."#,
            reference: r#"Показател, определен от регламента (Наръчник на ФИДЕ, C.07, чл. 4.1: организаторът може да определи свой); използват го регламентите 001 (3-2-1) и 004 (100-94-90)."#,
        },
    },
    uk: Texts {
        summary: "очки за дошками не мають ваги для кожної дошки",
        doc: Doc {
            what: r#"Показник `board-points` без ваг або з кількістю ваг, що відрізняється від кількості дошок у `team-composition`."#,
            why: r#"Очки за дошками дають перемозі на першій дошці одну вагу, на другій — іншу тощо. Дошку без ваги не порахувати, а зайва вага вказує на дошку, якої немає: показник неможливо обчислити так, як написано."#,
            example: r#""#,
            fix: r#"Дайте по одній вазі на дошку, починаючи з першої: `board-points 4 3 2 1 among-tied`."#,
            reference: r#"Показник, визначений положенням (Довідник ФІДЕ, C.07, ст. 4.1: організатор може визначити власний); його використовують регламенти 001 (3-2-1) і 004 (100-94-90)."#,
        },
    },
};

impl Rule for BoardWeightsIncomplete {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn l10n(&self) -> Option<&'static Localized> {
        Some(&L10N)
    }

    fn check(&self, reg: &Context<'_>, out: &mut Vec<Diagnostic>) {
        let boards = reg.team_rules.as_ref().and_then(|t| t.boards.as_ref());
        for list in facts::tiebreak_lists(reg) {
            for tb in list.tiebreaks {
                let TieBreakKind::BoardWeighted { weights, .. } = &tb.value.kind else { continue };
                if weights.is_empty() {
                    out.push(localized(|l| {
                        finding(&INFO, tr!(l, en: "`board-points` has no weights", bg: "`board-points` е без тегла", uk: "`board-points` не має ваг"))
                            .with_label(tb.span, tr!(l, en: "no weight for any board", bg: "няма тегло за нито една дъска", uk: "немає ваги для жодної дошки"))
                            .with_help(tr!(
                                l,
                                en: "add `board-points W1 W2 … among-tied|whole-event` to the ranking, one weight per board",
                                bg: "добавете в класирането `board-points W1 W2 … among-tied|whole-event`, по едно тегло на дъска",
                                uk: "додайте до класифікації `board-points W1 W2 … among-tied|whole-event`, по одній вазі на дошку"
                            ))
                    }));
                } else if let Some(b) = boards {
                    if weights.len() != b.value as usize {
                        let (w, n) = (weights.len(), b.value);
                        out.push(localized(|l| {
                            finding(
                                &INFO,
                                tr!(
                                    l,
                                    en: "`board-points` gives {w} weights for {n} boards",
                                    bg: "`board-points` дава {w} тегла за {n} дъски",
                                    uk: "`board-points` дає {w} ваг(и) для {n} дошок"
                                ),
                            )
                            .with_label(
                                tb.span,
                                tr!(l, en: "{w} weights", bg: "{w} тегла", uk: "ваг: {w}"),
                            )
                            .with_label(
                                b.span,
                                tr!(
                                    l,
                                    en: "{n} boards per match",
                                    bg: "{n} дъски в среща",
                                    uk: "дошок у матчі: {n}"
                                ),
                            )
                            .with_help(tr!(
                                l,
                                en: "give exactly {n} weights, board 1 first",
                                bg: "дайте точно {n} тегла, първо за първа дъска",
                                uk: "дайте рівно {n} ваг, починаючи з першої дошки"
                            ))
                        }));
                    }
                }
            }
        }
    }
}
