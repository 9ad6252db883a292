//! V607 `suspicious-rating`: a rating that is probably not a rating: equal to the event's year, or outside FIDE's range.

use crate::checks::{facts, finding, Context, Rule, WARNING};
use crate::diagnostic::l10n::{localized, tr, Localized, Texts};
use crate::diagnostic::Code;
use crate::diagnostic::Diagnostic;
use crate::diagnostic::{CodeInfo, Doc};

/// V607: a rating that is probably not a rating: equal to the event's year, or outside FIDE's range.
pub struct SuspiciousRating;

static INFO: CodeInfo = CodeInfo {
    code: "V607",
    name: "suspicious-rating",
    severity: WARNING,
    summary:
        "a rating that is probably not a rating: equal to the event's year, or outside FIDE's range",
    doc: Doc {
        what: r#"A participant's rating equal to the year the event is held in or to the player's birth year (a year typed, or a template's year copied, into the rating column), or below 1000 or above 2900."#,
        why: r#"Ratings decide the average, the category, the norms and rating-based tie-breaks; one wrong rating silently changes all of them. Seed 000 lists three players rated "2021" in a 2021 event: their real ratings (2090, 2068 and 2034, from the games) give an average of 2181, the wrong ones 2170."#,
        example: r#"```text
event { dates 2021-03-11..2021-03-20 }
players { 10 "Andreeva Plamena" 2021 }
```"#,
        fix: r#"Look the rating up in the FIDE list in force at the start of the event."#,
        reference: r#"FIDE Handbook B.02 (Rating Regulations, 2024) 7.2.1: the rating floor is 1400; ratings come from the list in force at the start (B.01 1.4.6); `docs/reference/rating-time-title.md` §3.4."#,
    },
};

static L10N: Localized = Localized {
    code: Code::new(&INFO),
    bg: Texts {
        summary: "рейтингът на участник вероятно не е рейтинг",
        doc: Doc {
            what: r#"Рейтинг на участник, равен на годината на турнира или на годината на раждане на състезателя (година, въведена или копирана от шаблон в колоната за рейтинг), или под 1000 или над 2900."#,
            why: r#"Рейтингите определят средния рейтинг, категорията, нормите и показателите по рейтинг; един грешен рейтинг тихо променя всичко това. Регламентът 000 изброява три състезателки с рейтинг „2021“ в турнир от 2021 г.: истинските им рейтинги (2090, 2068 и 2034, от партиите) дават среден рейтинг 2181, грешните — 2170."#,
            example: r#""#,
            fix: r#"Проверете рейтинга в ранглистата на ФИДЕ, валидна в началото на турнира."#,
            reference: r#"Наръчник на ФИДЕ, B.02 (Правила за рейтинг, 2024), 7.2.1: долната граница на рейтинга е 1400; рейтингите са от ранглистата, валидна в началото (B.01, 1.4.6); `docs/reference/rating-time-title.md` §3.4."#,
        },
    },
    uk: Texts {
        summary: "рейтинг учасника, ймовірно, не є рейтингом",
        doc: Doc {
            what: r#"Рейтинг учасника, що дорівнює року турніру чи року народження гравця (рік, уведений або скопійований із шаблону в стовпчик рейтингу), або менший за 1000 чи більший за 2900."#,
            why: r#"Рейтинги визначають середній рейтинг, категорію, норми й показники за рейтингом; один хибний рейтинг непомітно змінює все це. Регламент 000 перелічує трьох гравчинь із рейтингом „2021“ у турнірі 2021 року: їхні справжні рейтинги (2090, 2068 і 2034, з партій) дають середній 2181, хибні — 2170."#,
            example: r#""#,
            fix: r#"Перевірте рейтинг у рейтинг-листі ФІДЕ, чинному на початок турніру."#,
            reference: r#"Довідник ФІДЕ, B.02 (Правила рейтингу, 2024), 7.2.1: нижня межа рейтингу — 1400; рейтинги з листа, чинного на початок (B.01, 1.4.6); `docs/reference/rating-time-title.md` §3.4."#,
        },
    },
};

impl Rule for SuspiciousRating {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn l10n(&self) -> Option<&'static Localized> {
        Some(&L10N)
    }

    fn check(&self, reg: &Context<'_>, out: &mut Vec<Diagnostic>) {
        let years = facts::event_period(reg).map(|(a, b)| (a.year() as u32, b.year() as u32));
        for p in facts::participants(reg) {
            let Some(r) = &p.rating else { continue };
            let kind = match years {
                Some((a, b)) if r.value == a || r.value == b => 0,
                _ if p.born.as_ref().is_some_and(|b| i64::from(b.value) == i64::from(r.value)) => 1,
                _ if r.value < 1000 || r.value > 2900 => 2,
                _ => continue,
            };
            let (name, v) = (&p.name.value, r.value);
            out.push(localized(|l| {
                let message = match kind {
                    0 => tr!(
                        l,
                        en: "rating of `{name}` is {v}, the year of the event",
                        bg: "рейтингът на `{name}` е {v} — годината на турнира",
                        uk: "рейтинг `{name}` — {v}, рік турніру"
                    ),
                    1 => tr!(
                        l,
                        en: "rating of `{name}` is {v}, the player's birth year",
                        bg: "рейтингът на `{name}` е {v} — годината на раждане",
                        uk: "рейтинг `{name}` — {v}, рік народження"
                    ),
                    _ => tr!(
                        l,
                        en: "rating of `{name}` is {v}, outside any FIDE rating",
                        bg: "рейтингът на `{name}` е {v} — извън границите на рейтинга на ФИДЕ",
                        uk: "рейтинг `{name}` — {v}, поза межами рейтингу ФІДЕ"
                    ),
                };
                finding(&INFO, message)
                    .with_label(
                        r.span,
                        tr!(
                            l,
                            en: "probably not a rating",
                            bg: "вероятно не е рейтинг",
                            uk: "ймовірно, не рейтинг"
                        ),
                    )
                    .with_help(tr!(
                        l,
                        en: "look the rating up in the FIDE list in force at the start of the event",
                        bg: "проверете рейтинга в ранглистата на ФИДЕ, валидна в началото на турнира",
                        uk: "перевірте рейтинг у рейтинг-листі ФІДЕ, чинному на початок турніру"
                    ))
            }));
        }
    }
}
