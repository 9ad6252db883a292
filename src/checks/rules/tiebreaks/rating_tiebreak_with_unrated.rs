//! V408 `rating-tiebreak-with-unrated`: a rating-based tie-break while some participants have no rating.

use crate::checks::{facts, finding, Context, Rule, WARNING};
use crate::diagnostic::l10n::{localized, tr, Localized, Texts};
use crate::diagnostic::Code;
use crate::diagnostic::Diagnostic;
use crate::diagnostic::{CodeInfo, Doc};

/// V408: a rating-based tie-break while some participants have no rating.
pub struct RatingTiebreakWithUnrated;

static INFO: CodeInfo = CodeInfo {
    code: "V408",
    name: "rating-tiebreak-with-unrated",
    severity: WARNING,
    summary: "a rating-based tie-break while some participants have no rating",
    doc: Doc {
        what: r#"`ARO`, `TPR`, `PTP`, `APRO`, `APPO` or `RTNG` in a tie-break list while the participant list has players without a rating."#,
        why: r#"Rating-based tie-breaks need a rating for every opponent. Without a stated rating for unrated participants, different programs (and arbiters) use different values and the standings cannot be reproduced."#,
        example: r#"```text
players { 1 "Ivanov Ivan" 2100; 2 "Petrov Petar" }
ranking { points 1 ½ 0; tiebreaks DE, TPR; when-tied lots }
```"#,
        fix: r#"State the rating counted for unrated participants (`unrated-rating 1000` in `ranking`, or `TPR/U1000` on the tie-break), complete the ratings, or use a tie-break that does not need ratings (`SB`, `WIN`). Without a stated rating, standings drop the tie-break (C.07 Art. 10)."#,
        reference: r#"FIDE Handbook C.07, Art. 10 (rating-based tie-breaks); B.01 1.4.6 counts unrated opponents at 1400 for norms."#,
    },
};

static L10N: Localized = Localized {
    code: Code::new(&INFO),
    bg: Texts {
        summary: "показател по рейтинг при участници без рейтинг",
        doc: Doc {
            what: r#"`ARO`, `TPR`, `PTP`, `APRO`, `APPO` или `RTNG` в списъка с показатели, когато в списъка на участниците има състезатели без рейтинг."#,
            why: r#"Показателите по рейтинг изискват рейтинг за всеки противник. Ако не е казано какъв рейтинг се брои на участниците без рейтинг, различните програми (и съдии) използват различни стойности и класирането не може да се възпроизведе."#,
            example: r#""#,
            fix: r#"Посочете рейтинга, който се брои на участниците без рейтинг, допълнете рейтингите или използвайте показател, който не изисква рейтинги (`SB`, `WIN`)."#,
            reference: r#"Наръчник на ФИДЕ, C.07, чл. 10 (показатели по рейтинг); B.01, 1.4.6 брои противниците без рейтинг с 1400 за нормите."#,
        },
    },
    uk: Texts {
        summary: "показник за рейтингом, а в учасників немає рейтингу",
        doc: Doc {
            what: r#"`ARO`, `TPR`, `PTP`, `APRO`, `APPO` чи `RTNG` у переліку показників, коли в списку учасників є гравці без рейтингу."#,
            why: r#"Показники за рейтингом потребують рейтингу кожного суперника. Якщо не сказано, який рейтинг рахувати учасникам без рейтингу, різні програми (і судді) беруть різні значення, і класифікацію неможливо відтворити."#,
            example: r#""#,
            fix: r#"Вкажіть рейтинг, що рахується учасникам без рейтингу, доповніть рейтинги або використайте показник, якому рейтинги не потрібні (`SB`, `WIN`)."#,
            reference: r#"Довідник ФІДЕ, C.07, ст. 10 (показники за рейтингом); B.01, 1.4.6 рахує суперникам без рейтингу 1400 для норм."#,
        },
    },
};

impl Rule for RatingTiebreakWithUnrated {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn l10n(&self) -> Option<&'static Localized> {
        Some(&L10N)
    }

    fn check(&self, reg: &Context<'_>, out: &mut Vec<Diagnostic>) {
        let unrated: Vec<_> =
            facts::participants(reg).into_iter().filter(|p| p.rating.is_none()).collect();
        if unrated.is_empty() {
            return;
        }
        if reg.ranking.as_ref().is_some_and(|r| r.unrated_rating.is_some()) {
            return;
        }
        let total = facts::participants(reg).len();
        let names: Vec<String> =
            unrated.iter().take(3).map(|p| format!("`{}`", p.name.value)).collect();
        let names = names.join(", ");
        let more = if unrated.len() > 3 { ", …" } else { "" };
        let count = unrated.len();
        for list in facts::tiebreak_lists(reg) {
            for tb in list
                .tiebreaks
                .iter()
                .filter(|t| t.value.kind.uses_ratings() && t.value.unrated.is_none())
            {
                let t = tb.value.to_string();
                out.push(localized(|l| {
                    let mut d = finding(&INFO, tr!(
                        l,
                        en: "`{t}` uses ratings, but {count} of {total} participants have none: {names}{more}",
                        bg: "`{t}` използва рейтинги, а {count} от {total} участници нямат рейтинг: {names}{more}",
                        uk: "`{t}` використовує рейтинги, а {count} з {total} учасників не мають рейтингу: {names}{more}"
                    ))
                    .with_label(tb.span, tr!(l, en: "needs a rating for everyone", bg: "изисква рейтинг за всички", uk: "потребує рейтингу для всіх"));
                    for p in unrated.iter().take(3) {
                        d = d.with_label(p.name.span, tr!(l, en: "no rating", bg: "без рейтинг", uk: "без рейтингу"));
                    }
                    d.with_help(tr!(
                        l,
                        en: "state the rating counted for unrated participants (`unrated-rating 1000` in `ranking`), or use a tie-break that needs no ratings",
                        bg: "посочете рейтинга, който се брои на участниците без рейтинг (`unrated-rating 1000` в `ranking`), или използвайте показател, който не изисква рейтинги",
                        uk: "вкажіть рейтинг, що рахується учасникам без рейтингу (`unrated-rating 1000` у `ranking`), або використайте показник, якому рейтинги не потрібні"
                    ))
                }));
            }
        }
    }
}
