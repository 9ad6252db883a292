//! V601 `average-rating-mismatch`: the stated average rating differs from the average of the listed ratings.

use crate::checks::{facts, finding, Context, Rule, ERROR};
use crate::diagnostic::l10n::{localized, tr, Localized, Texts};
use crate::diagnostic::Code;
use crate::diagnostic::Diagnostic;
use crate::diagnostic::{CodeInfo, Doc};
use crate::vocab::fide::ratings;

/// V601: the stated average rating differs from the average of the listed ratings.
pub struct AverageRatingMismatch;

static INFO: CodeInfo = CodeInfo {
    code: "V601",
    name: "average-rating-mismatch",
    severity: ERROR,
    summary: "the stated average rating differs from the average of the listed ratings",
    doc: Doc {
        what: r#"`claims { average-rating N }` when every listed participant has a rating and their average, rounded to a whole number with .5 up, is not N."#,
        why: r#"The average decides the category and the points a norm needs; a wrong average misleads players about what is at stake, and an arbiter cannot confirm the norms later."#,
        example: r#"```text
players { 1 "A" 2319; 2 "B" 2021 }
claims { average-rating 2182 }
```"#,
        fix: r#"Write the computed average, or correct the ratings in the list (they should come from the FIDE list in force at the start of the event)."#,
        reference: r#"FIDE Handbook B.01 (Title Regulations, 2024), 1.4.7: averages are rounded to the nearest whole number, 0.5 up; `docs/reference/rating-time-title.md` §2.2."#,
    },
};

static L10N: Localized = Localized {
    code: Code::new(&INFO),
    bg: Texts {
        summary: "заявеният среден рейтинг не е средният рейтинг на участниците",
        doc: Doc {
            what: r#"`claims { average-rating N }`, когато всички участници в списъка имат рейтинг, а средното им, закръглено до цяло число с .5 нагоре, не е N."#,
            why: r#"Средният рейтинг определя категорията и точките, нужни за норма; грешен среден рейтинг подвежда състезателите за залога, а съдията не може после да потвърди нормите."#,
            example: r#""#,
            fix: r#"Напишете изчисления среден рейтинг или поправете рейтингите в списъка (те трябва да са от ранглистата на ФИДЕ, валидна в началото на турнира)."#,
            reference: r#"Наръчник на ФИДЕ, B.01 (Правила за званията, 2024), 1.4.7: средните стойности се закръгляват до цяло число, 0,5 нагоре; `docs/reference/rating-time-title.md` §2.2."#,
        },
    },
    uk: Texts {
        summary: "заявлений середній рейтинг не дорівнює середньому рейтингу учасників",
        doc: Doc {
            what: r#"`claims { average-rating N }`, коли всі учасники в списку мають рейтинг, а їхнє середнє, округлене до цілого з .5 угору, не дорівнює N."#,
            why: r#"Середній рейтинг визначає категорію й очки, потрібні для норми; хибний середній рейтинг вводить учасників в оману щодо ставок, а суддя не зможе потім підтвердити норми."#,
            example: r#""#,
            fix: r#"Напишіть обчислений середній рейтинг або виправте рейтинги в списку (вони мають бути з рейтинг-листа ФІДЕ, чинного на початок турніру)."#,
            reference: r#"Довідник ФІДЕ, B.01 (Положення про звання, 2024), 1.4.7: середні значення округлюють до цілого, 0,5 угору; `docs/reference/rating-time-title.md` §2.2."#,
        },
    },
};

impl Rule for AverageRatingMismatch {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn l10n(&self) -> Option<&'static Localized> {
        Some(&L10N)
    }

    fn check(&self, reg: &Context<'_>, out: &mut Vec<Diagnostic>) {
        let Some(stated) = &reg.claims.average_rating else { return };
        let Some(list) = facts::field_ratings(reg) else { return };
        let Some(avg) = ratings::average(&list) else { return };
        if avg == stated.value {
            return;
        }
        let n = list.len() as u64;
        let sum: u64 = list.iter().map(|&r| u64::from(r)).sum();
        let exact = sum * 100 / n;
        let (s, whole, frac) = (stated.value, exact / 100, exact % 100);
        out.push(localized(|l| {
            finding(&INFO, tr!(
                l,
                en: "stated average {s}, the listed ratings give {avg}",
                bg: "заявен среден рейтинг {s}, а рейтингите в списъка дават {avg}",
                uk: "заявлено середній рейтинг {s}, а рейтинги в списку дають {avg}"
            ))
            .with_label(stated.span, tr!(l, en: "the {n} listed ratings average {avg}", bg: "средното на {n}-те рейтинга в списъка е {avg}", uk: "середнє {n} рейтингів у списку — {avg}"))
            .with_note(tr!(
                l,
                en: "{n} ratings sum to {sum}; {sum} / {n} = {whole}.{frac:02}, rounded half-up (FIDE B.01 1.4.7)",
                bg: "сборът на {n}-те рейтинга е {sum}; {sum} / {n} = {whole},{frac:02}, закръглено с 0,5 нагоре (ФИДЕ B.01, 1.4.7)",
                uk: "сума {n} рейтингів — {sum}; {sum} / {n} = {whole},{frac:02}, округлено з 0,5 угору (ФІДЕ B.01, 1.4.7)"
            ))
            .with_help(tr!(
                l,
                en: "write `average-rating {avg}`, or correct the ratings in the participant list",
                bg: "напишете `average-rating {avg}` или поправете рейтингите в списъка на участниците",
                uk: "напишіть `average-rating {avg}` або виправте рейтинги в списку учасників"
            ))
        }));
    }
}
