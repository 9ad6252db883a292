//! V409 `final-tie-unresolved`: the regulation does not say what happens when all tie-breaks are equal.

use crate::checks::{facts, finding, Context, Rule, WARNING};
use crate::diagnostic::l10n::{localized, tr, Localized, Texts};
use crate::diagnostic::Code;
use crate::diagnostic::Diagnostic;
use crate::diagnostic::{CodeInfo, Doc};
use crate::vocab::tiebreak::TieBreakKind;

/// V409: the regulation does not say what happens when all tie-breaks are equal.
pub struct FinalTieUnresolved;

static INFO: CodeInfo = CodeInfo {
    code: "V409",
    name: "final-tie-unresolved",
    severity: WARNING,
    summary: "the regulation does not say what happens when all tie-breaks are equal",
    doc: Doc {
        what: r#"A ranking (or a sub-classification with its own tie-breaks) without `when-tied`: nothing says whether participants still tied after the last tie-break play off, draw lots or share the place. A list ending with `TPN` (unique by construction) is not reported."#,
        why: r#"Ties after the last tie-break do happen, most often for places with prizes or titles. Without a stated procedure C.07 falls back to drawing of lots, which organisers rarely intend for a championship title; deciding it after the fact invites appeals."#,
        example: r#"```text
ranking { points 1 ½ 0; tiebreaks DE, KS, SB, WIN, TPR }
```"#,
        fix: r#"Add `when-tied lots`, `when-tied shared`, or `when-tied playoff` with the play-off's format."#,
        reference: r#"FIDE Handbook C.07, Art. 2 and Art. 4.2 (when the list is exhausted, ties are broken by drawing of lots unless the regulations say otherwise)."#,
    },
};

static L10N: Localized = Localized {
    code: Code::new(&INFO),
    bg: Texts {
        summary: "не е казано какво става, когато всички допълнителни показатели са равни",
        doc: Doc {
            what: r#"Класиране (или подкласиране със свои показатели) без `when-tied`: нищо не казва дали участниците, които са равни и след последния показател, играят плейоф, теглят жребий или делят мястото. Списък, завършващ с `TPN` (винаги различен), не се отчита."#,
            why: r#"Равенство и след последния показател се случва, най-често за местата с награди или титли. Ако процедура не е обявена, C.07 предвижда жребий, което организаторите рядко искат за титлата на първенство; решението след събитието води до контестации."#,
            example: r#""#,
            fix: r#"Добавете `when-tied lots`, `when-tied shared` или `when-tied playoff` с формата на плейофа."#,
            reference: r#"Наръчник на ФИДЕ, C.07, чл. 2 и чл. 4.2 (когато списъкът се изчерпи, равенството се решава с жребий, освен ако регламентът не предвижда друго)."#,
        },
    },
    uk: Texts {
        summary: "не сказано, що відбувається, коли всі додаткові показники рівні",
        doc: Doc {
            what: r#"Класифікація (або підкласифікація з власними показниками) без `when-tied`: ніщо не каже, чи учасники, рівні й після останнього показника, грають плей-оф, кидають жереб чи ділять місце. Перелік, що закінчується на `TPN` (завжди різний), не враховується."#,
            why: r#"Рівність і після останнього показника трапляється, найчастіше за призові місця чи звання. Якщо процедуру не оголошено, C.07 передбачає жеребкування, чого організатори рідко хочуть для звання чемпіона; рішення після змагання веде до протестів."#,
            example: r#""#,
            fix: r#"Додайте `when-tied lots`, `when-tied shared` або `when-tied playoff` з форматом плей-офу."#,
            reference: r#"Довідник ФІДЕ, C.07, ст. 2 і ст. 4.2 (коли перелік вичерпано, рівність вирішує жеребкування, якщо положення не передбачає іншого)."#,
        },
    },
};

impl Rule for FinalTieUnresolved {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn l10n(&self) -> Option<&'static Localized> {
        Some(&L10N)
    }

    fn check(&self, reg: &Context<'_>, out: &mut Vec<Diagnostic>) {
        for list in facts::tiebreak_lists(reg) {
            if !list.when_tied.is_empty() {
                continue;
            }
            if list.classification.is_some() && list.tiebreaks.is_empty() {
                continue;
            }
            if list.tiebreaks.last().is_some_and(|t| t.value.kind == TieBreakKind::Tpn) {
                continue;
            }
            let span = list.tiebreaks.last().map(|t| t.span).unwrap_or(list.span);
            out.push(localized(|l| {
                let name = facts::list_name_in(&list, l);
                finding(&INFO, tr!(
                    l,
                    en: "{name} does not say what happens when all tie-breaks are equal",
                    bg: "{name} не казва какво става, когато всички допълнителни показатели са равни",
                    uk: "{name}: не сказано, що відбувається, коли всі додаткові показники рівні"
                ))
                .with_label(span, tr!(l, en: "nothing follows the last tie-break", bg: "след последния показател няма нищо", uk: "після останнього показника нічого немає"))
                .with_note(tr!(
                    l,
                    en: "C.07 Art. 4.2: when the list is exhausted, remaining ties are broken by drawing of lots",
                    bg: "C.07, чл. 4.2: когато списъкът се изчерпи, оставащото равенство се решава с жребий",
                    uk: "C.07, ст. 4.2: коли перелік вичерпано, рівність, що лишилася, вирішує жеребкування"
                ))
                .with_help(tr!(
                    l,
                    en: "add `when-tied lots`, `when-tied shared` or `when-tied playoff` with the play-off's format",
                    bg: "добавете `when-tied lots`, `when-tied shared` или `when-tied playoff` с формата на плейофа",
                    uk: "додайте `when-tied lots`, `when-tied shared` або `when-tied playoff` з форматом плей-офу"
                ))
            }));
        }
    }
}
