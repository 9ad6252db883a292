//! V407 `modifier-not-applicable`: a tie-break modifier on a code that does not take it (a cut on `WIN`, a Koya limit on `SB`).

use crate::checks::{facts, finding, Context, Rule, ERROR};
use crate::diagnostic::l10n::{localized, tr, Localized, Texts};
use crate::diagnostic::Code;
use crate::diagnostic::Diagnostic;
use crate::diagnostic::{CodeInfo, Doc};
use crate::vocab::lang::{ph, Phrase};
use crate::vocab::tiebreak::{TieBreak, TieBreakKind};

/// V407: a tie-break modifier on a code that does not take it (a cut on `WIN`, a Koya limit on `SB`).
pub struct ModifierNotApplicable;

static INFO: CodeInfo = CodeInfo {
    code: "V407",
    name: "modifier-not-applicable",
    severity: ERROR,
    summary: "a tie-break modifier on a code that does not take it (a cut on `WIN`, a Koya limit on `SB`)",
    doc: Doc {
        what: r#"A modifier C.07 does not define for the code it is attached to: Cut/Median (`/Cn`, `/Mn`) other than on PS, BH, FB, SB, ARO and the ESB family; a Koya limit (`/L`) other than on KS; `/K` other than on SSSC; `/F` other than on AOB and SSSC; `/R` other than on TPN and RTNG; `/P` other than on DE, BH, FB, SB, the ESB family, EDE and SSSC."#,
        why: r#"A modifier the code does not take has no defined meaning; programs either ignore it silently or compute something else, and the published list no longer says how ties are broken."#,
        example: r#"```text
ranking { points 1 ½ 0; tiebreaks DE, WIN/C1, SB/L-1; when-tied lots }
```"#,
        fix: r#"Drop the modifier, or move it to the tie-break it belongs to (`BH/C1`, `KS/L-1`)."#,
        reference: r#"FIDE Handbook C.07, Art. 5 table (the Cut-1 column) and Art. 14 (modifiers); TRF26 records 202/212 descriptor syntax. See `docs/reference/fide-tiebreaks-berger-trf.md` §1.2 and §1.6."#,
    },
};

static L10N: Localized = Localized {
    code: Code::new(&INFO),
    bg: Texts {
        summary: "модификатор, който кодът на показателя не приема",
        doc: Doc {
            what: r#"Модификатор, който C.07 не определя за кода, към който е прикачен: отрязване/медиана (`/Cn`, `/Mn`) извън PS, BH, FB, SB, ARO и семейството ESB; граница на Койя (`/L`) извън KS; `/K` извън SSSC; `/F` извън AOB и SSSC; `/R` извън TPN и RTNG; `/P` извън DE, BH, FB, SB, семейството ESB, EDE и SSSC."#,
            why: r#"Модификатор, който кодът не приема, няма определено значение; програмите или го пренебрегват мълчаливо, или изчисляват нещо друго, и публикуваният списък вече не казва как се разделят равните."#,
            example: r#""#,
            fix: r#"Махнете модификатора или го преместете към показателя, към който принадлежи (`BH/C1`, `KS/L-1`)."#,
            reference: r#"Наръчник на ФИДЕ, C.07, таблицата в чл. 5 (колоната за отрязване на един резултат) и чл. 14 (модификатори); синтаксисът на описанието в записи 202/212 на TRF26. Вж. `docs/reference/fide-tiebreaks-berger-trf.md` §1.2 и §1.6."#,
        },
    },
    uk: Texts {
        summary: "модифікатор, якого код показника не приймає",
        doc: Doc {
            what: r#"Модифікатор, який C.07 не визначає для коду, до якого його додано: відсікання/медіана (`/Cn`, `/Mn`) поза PS, BH, FB, SB, ARO і родиною ESB; межа Койя (`/L`) поза KS; `/K` поза SSSC; `/F` поза AOB і SSSC; `/R` поза TPN і RTNG; `/P` поза DE, BH, FB, SB, родиною ESB, EDE і SSSC."#,
            why: r#"Модифікатор, якого код не приймає, не має визначеного значення; програми або мовчки його ігнорують, або обчислюють щось інше, і опублікований перелік уже не каже, як розводять рівних."#,
            example: r#""#,
            fix: r#"Вилучіть модифікатор або перенесіть його до показника, якому він належить (`BH/C1`, `KS/L-1`)."#,
            reference: r#"Довідник ФІДЕ, C.07, таблиця ст. 5 (стовпчик відсікання одного результату) і ст. 14 (модифікатори); синтаксис опису в записах 202/212 TRF26. Див. `docs/reference/fide-tiebreaks-berger-trf.md` §1.2 і §1.6."#,
        },
    },
};

impl Rule for ModifierNotApplicable {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn l10n(&self) -> Option<&'static Localized> {
        Some(&L10N)
    }

    fn check(&self, reg: &Context<'_>, out: &mut Vec<Diagnostic>) {
        for list in facts::tiebreak_lists(reg) {
            for tb in list.tiebreaks {
                let t = &tb.value;
                let k = &t.kind;
                // (English, Bulgarian, Ukrainian) reasons with the fixed descriptor.
                let mut problems: Vec<(Phrase, TieBreak)> = Vec::new();
                if (t.cut > 0 || t.median > 0) && !k.allows_cut() {
                    problems.push((
                        ph!(en: "Cut and Median apply only to PS, BH, FB, SB, ARO and the ESB family", bg: "отрязване и медиана се прилагат само към PS, BH, FB, SB, ARO и семейството ESB", uk: "відсікання й медіана застосовуються лише до PS, BH, FB, SB, ARO і родини ESB"),
                        TieBreak { cut: 0, median: 0, ..t.clone() },
                    ));
                }
                if t.limit.is_some() && *k != TieBreakKind::Ks {
                    problems.push((
                        ph!(en: "the limit `/L` applies only to `KS`", bg: "границата `/L` се прилага само към `KS`", uk: "межа `/L` застосовується лише до `KS`"),
                        TieBreak { limit: None, ..t.clone() },
                    ));
                }
                if t.k.is_some() && *k != TieBreakKind::Sssc {
                    problems.push((
                        ph!(en: "the normaliser `/K` applies only to `SSSC`", bg: "нормиращият множител `/K` се прилага само към `SSSC`", uk: "нормувальний множник `/K` застосовується лише до `SSSC`"),
                        TieBreak { k: None, ..t.clone() },
                    ));
                }
                if t.fore && !matches!(k, TieBreakKind::Aob | TieBreakKind::Sssc) {
                    problems.push((
                        ph!(en: "`/F` applies only to `AOB` and `SSSC`", bg: "`/F` се прилага само към `AOB` и `SSSC`", uk: "`/F` застосовується лише до `AOB` і `SSSC`"),
                        TieBreak { fore: false, ..t.clone() },
                    ));
                }
                if t.reverse && !matches!(k, TieBreakKind::Tpn | TieBreakKind::Rtng) {
                    problems.push((
                        ph!(en: "`/R` applies only to `TPN` and `RTNG`", bg: "`/R` се прилага само към `TPN` и `RTNG`", uk: "`/R` застосовується лише до `TPN` і `RTNG`"),
                        TieBreak { reverse: false, ..t.clone() },
                    ));
                }
                if t.unrated.is_some() && !k.uses_ratings() {
                    problems.push((
                        ph!(en: "`/U` applies only to ARO, TPR, PTP, APRO, APPO and RTNG", bg: "`/U` се прилага само към ARO, TPR, PTP, APRO, APPO и RTNG", uk: "`/U` застосовується лише до ARO, TPR, PTP, APRO, APPO і RTNG"),
                        TieBreak { unrated: None, ..t.clone() },
                    ));
                }
                if t.played && !takes_played(k) {
                    problems.push((
                        ph!(en: "`/P` applies only to DE, BH, FB, SB, the ESB family, EDE and SSSC", bg: "`/P` се прилага само към DE, BH, FB, SB, семейството ESB, EDE и SSSC", uk: "`/P` застосовується лише до DE, BH, FB, SB, родини ESB, EDE і SSSC"),
                        TieBreak { played: false, ..t.clone() },
                    ));
                }
                for (why, fixed) in problems {
                    let (written, fixed) = (t.to_string(), fixed.to_string());
                    out.push(localized(|l| {
                        let why = why.get(l);
                        finding(
                            &INFO,
                            tr!(
                                l,
                                en: "`{written}` has a modifier its code does not take: {why}",
                                bg: "`{written}` има модификатор, който кодът не приема: {why}",
                                uk: "`{written}` має модифікатор, якого код не приймає: {why}"
                            ),
                        )
                        .with_label(
                            tb.span,
                            tr!(
                                l,
                                en: "modifier not defined for this code",
                                bg: "модификаторът не е определен за този код",
                                uk: "модифікатор не визначено для цього коду"
                            ),
                        )
                        .with_help(tr!(
                            l,
                            en: "write `{fixed}`",
                            bg: "напишете `{fixed}`",
                            uk: "напишіть `{fixed}`"
                        ))
                    }));
                }
            }
        }
    }
}

/// Codes for which `/P` (forfeits count as played) is defined.
fn takes_played(k: &TieBreakKind) -> bool {
    matches!(
        k,
        TieBreakKind::De
            | TieBreakKind::Bh
            | TieBreakKind::Fb
            | TieBreakKind::Sb
            | TieBreakKind::Emmsb
            | TieBreakKind::Emgsb
            | TieBreakKind::Egmsb
            | TieBreakKind::Eggsb
            | TieBreakKind::Ede
            | TieBreakKind::Edebt
            | TieBreakKind::Edebb
            | TieBreakKind::Edet
            | TieBreakKind::Edeb
            | TieBreakKind::Sssc
    )
}
