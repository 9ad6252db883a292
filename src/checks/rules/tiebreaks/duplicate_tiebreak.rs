//! V406 `duplicate-tiebreak`: a tie-break listed twice, or one that repeats the primary score, so it can never decide.

use crate::checks::{facts, finding, Context, Rule, ERROR};
use crate::diagnostic::l10n::{localized, tr, Localized, Texts};
use crate::diagnostic::Code;
use crate::diagnostic::Diagnostic;
use crate::diagnostic::{CodeInfo, Doc};
use crate::vocab::tiebreak::TieBreakKind;

/// V406: a tie-break listed twice, or one that repeats the primary score, so it can never decide.
pub struct DuplicateTiebreak;

static INFO: CodeInfo = CodeInfo {
    code: "V406",
    name: "duplicate-tiebreak",
    severity: ERROR,
    summary:
        "a tie-break listed twice, or one that repeats the primary score, so it can never decide",
    doc: Doc {
        what: r#"The same tie-break (same code and modifiers) twice in one list, or, in a team event, `MP`/`GP` repeating the primary score. Direct encounter (`DE`, `EDE`) may appear more than once: it is recomputed for each still-tied group."#,
        why: r#"Tie-breaks are applied in order to the participants still tied. Participants tied after the first occurrence have equal values for the second, so it can never separate anyone; the list is shorter than it looks, and usually another tie-break was meant."#,
        example: r#"```text
ranking { points 1 ½ 0; tiebreaks BH/C1, BH, BH/C1; when-tied lots }
```"#,
        fix: r#"Remove the repeat, or write the tie-break that was meant (e.g. `BH/C1, BH, SB`)."#,
        reference: r#"FIDE Handbook C.07, Art. 4.2 (application to still-tied groups) and Art. 4.3 (type A tie-breaks such as DE may be repeated); `docs/reference/fide-tiebreaks-berger-trf.md` §1.1."#,
    },
};

static L10N: Localized = Localized {
    code: Code::new(&INFO),
    bg: Texts {
        summary: "допълнителен показател е повторен и не може да реши нищо",
        doc: Doc {
            what: r#"Един и същ показател (същият код и модификатори) два пъти в един списък или, при отборно състезание, `MP`/`GP`, който повтаря основния резултат. Резултатът от срещите помежду им (`DE`, `EDE`) може да се среща повече от веднъж: той се изчислява наново за всяка група, която още е равна."#,
            why: r#"Показателите се прилагат поред към участниците, които още са равни. Равните след първото срещане имат еднаква стойност и при второто, затова то никога не разделя никого; списъкът е по-кратък, отколкото изглежда, а обикновено е имало предвид друг показател."#,
            example: r#""#,
            fix: r#"Махнете повторението или напишете показателя, който е имало предвид (напр. `BH/C1, BH, SB`)."#,
            reference: r#"Наръчник на ФИДЕ, C.07, чл. 4.2 (прилагане към групите, които още са равни) и чл. 4.3 (показатели от вид А като DE може да се повтарят); `docs/reference/fide-tiebreaks-berger-trf.md` §1.1."#,
        },
    },
    uk: Texts {
        summary: "додатковий показник повторено, і він нічого не вирішує",
        doc: Doc {
            what: r#"Той самий показник (той самий код і модифікатори) двічі в одному переліку або, у командному змаганні, `MP`/`GP`, що повторює основний результат. Результат особистих зустрічей (`DE`, `EDE`) може траплятися кілька разів: його обчислюють заново для кожної групи, що досі рівна."#,
            why: r#"Показники застосовують по черзі до учасників, які досі рівні. Рівні після першого застосування мають однакове значення й за другого, тож воно ніколи нікого не розділяє; перелік коротший, ніж здається, а зазвичай малося на увазі інший показник."#,
            example: r#""#,
            fix: r#"Вилучіть повтор або напишіть показник, який мали на увазі (напр. `BH/C1, BH, SB`)."#,
            reference: r#"Довідник ФІДЕ, C.07, ст. 4.2 (застосування до груп, що досі рівні) і ст. 4.3 (показники типу A, як-от DE, можна повторювати); `docs/reference/fide-tiebreaks-berger-trf.md` §1.1."#,
        },
    },
};

impl Rule for DuplicateTiebreak {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn l10n(&self) -> Option<&'static Localized> {
        Some(&L10N)
    }

    fn check(&self, reg: &Context<'_>, out: &mut Vec<Diagnostic>) {
        let gp_primary = reg.ranking.as_ref().is_some_and(|r| r.game_points_primary);
        let team = facts::is_team_event(reg);
        for list in facts::tiebreak_lists(reg) {
            for (i, tb) in list.tiebreaks.iter().enumerate() {
                let t = tb.value.to_string();
                if team && list.classification.is_none() && tb.value.reference.is_none() {
                    let repeats = match tb.value.kind {
                        TieBreakKind::Mp => !gp_primary,
                        TieBreakKind::Gp => gp_primary,
                        _ => false,
                    };
                    if repeats {
                        out.push(localized(|l| {
                            let primary = match (gp_primary, l) {
                                (true, crate::vocab::Lang::En) => "game points",
                                (false, crate::vocab::Lang::En) => "match points",
                                (true, crate::vocab::Lang::Bg) => "точките от партиите",
                                (false, crate::vocab::Lang::Bg) => "мач точките",
                                (true, crate::vocab::Lang::Uk) => "очки за партії",
                                (false, crate::vocab::Lang::Uk) => "командні очки",
                            };
                            finding(&INFO, tr!(
                                l,
                                en: "`{t}` repeats the primary score ({primary}) and can never decide",
                                bg: "`{t}` повтаря основния резултат ({primary}) и никога не може да реши",
                                uk: "`{t}` повторює основний результат ({primary}) і ніколи нічого не вирішить"
                            ))
                            .with_label(tb.span, tr!(l, en: "equal for every tied team", bg: "еднакъв за всички равни отбори", uk: "однаковий для всіх рівних команд"))
                            .with_help(tr!(l, en: "remove it, or use the secondary score `MPvGP`", bg: "махнете го или използвайте допълнителния резултат `MPvGP`", uk: "вилучіть його або використайте допоміжний результат `MPvGP`"))
                        }));
                        continue;
                    }
                }
                if tb.value.kind.is_direct_encounter() {
                    continue;
                }
                if let Some(first) = list.tiebreaks[..i].iter().find(|f| f.value == tb.value) {
                    out.push(localized(|l| {
                        let name = facts::list_name_in(&list, l);
                        finding(
                            &INFO,
                            tr!(
                                l,
                                en: "`{t}` is listed twice in {name}; the second can never decide",
                                bg: "`{t}` е посочен два пъти в {name}; вторият никога не може да реши",
                                uk: "`{t}` вказано двічі ({name}); другий ніколи нічого не вирішить"
                            ),
                        )
                        .with_label(
                            tb.span,
                            tr!(l, en: "listed again", bg: "посочен отново", uk: "вказано вдруге"),
                        )
                        .with_label(
                            first.span,
                            tr!(
                                l,
                                en: "first listed here",
                                bg: "посочен за пръв път тук",
                                uk: "вказано вперше тут"
                            ),
                        )
                        .with_help(tr!(
                            l,
                            en: "remove the repeat, or write the tie-break that was meant",
                            bg: "махнете повторението или напишете показателя, който е имало предвид",
                            uk: "вилучіть повтор або напишіть показник, який мали на увазі"
                        ))
                    }));
                }
            }
        }
    }
}
