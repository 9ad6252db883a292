//! V602 `category-mismatch`: the stated tournament category does not match the average rating.

use crate::checks::{facts, finding, Context, Rule, ERROR};
use crate::diagnostic::l10n::{localized, tr, Localized, Texts};
use crate::diagnostic::Code;
use crate::diagnostic::Diagnostic;
use crate::diagnostic::{CodeInfo, Doc};
use crate::model::Lang;
use crate::vocab::fide::ratings;

/// V602: the stated tournament category does not match the average rating.
pub struct CategoryMismatch;

static INFO: CodeInfo = CodeInfo {
    code: "V602",
    name: "category-mismatch",
    severity: ERROR,
    summary: "the stated tournament category does not match the average rating",
    doc: Doc {
        what: r#"`claims { category … }` whose band does not contain the field's average (computed from the list when every participant is rated, else the stated average). Categories are 25-point bands from 2251–2275 (category I); the women's scale (`-Ж`, `-W`) is 200 points lower."#,
        why: r#"The category is how players and federations judge an event's strength; a category the field does not reach advertises a stronger event than the one held."#,
        example: r#"```text
players { … }   # ratings averaging 2170
claims { category "VI-Ж" }
```"#,
        fix: r#"Write the category of the actual average, or correct the average and the ratings."#,
        reference: r#"Conventional FIDE category table (25-point bands from 2251; women's categories 200 points lower): `docs/reference/rating-time-title.md` §2.6."#,
    },
};

static L10N: Localized = Localized {
    code: Code::new(&INFO),
    bg: Texts {
        summary: "заявената категория не съответства на средния рейтинг",
        doc: Doc {
            what: r#"`claims { category … }`, чийто интервал не съдържа средния рейтинг на участниците (изчислен от списъка, когато всички имат рейтинг, иначе заявения). Категориите са интервали от по 25 точки от 2251–2275 (категория I); женската скала (`-Ж`, `-W`) е с 200 точки по-ниско."#,
            why: r#"Категорията е начинът, по който състезатели и федерации преценяват силата на турнира; категория, която съставът не достига, рекламира по-силен турнир от проведения."#,
            example: r#""#,
            fix: r#"Напишете категорията на действителния среден рейтинг или поправете средния рейтинг и рейтингите."#,
            reference: r#"Обичайната таблица на категориите на ФИДЕ (интервали по 25 точки от 2251; женските категории са с 200 точки по-ниско): `docs/reference/rating-time-title.md` §2.6."#,
        },
    },
    uk: Texts {
        summary: "заявлена категорія не відповідає середньому рейтингу",
        doc: Doc {
            what: r#"`claims { category … }`, інтервал якої не містить середнього рейтингу учасників (обчисленого зі списку, коли всі мають рейтинг, інакше заявленого). Категорії — інтервали по 25 пунктів від 2251–2275 (категорія I); жіноча шкала (`-Ж`, `-W`) на 200 пунктів нижча."#,
            why: r#"За категорією учасники й федерації оцінюють силу турніру; категорія, якої склад не досягає, рекламує сильніший турнір, ніж проведений."#,
            example: r#""#,
            fix: r#"Напишіть категорію фактичного середнього рейтингу або виправте середній рейтинг і рейтинги."#,
            reference: r#"Звична таблиця категорій ФІДЕ (інтервали по 25 пунктів від 2251; жіночі категорії на 200 пунктів нижчі): `docs/reference/rating-time-title.md` §2.6."#,
        },
    },
};

impl Rule for CategoryMismatch {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn l10n(&self) -> Option<&'static Localized> {
        Some(&L10N)
    }

    fn check(&self, reg: &Context<'_>, out: &mut Vec<Diagnostic>) {
        let Some(cat) = &reg.claims.category else { return };
        let (text, stated, women) = &cat.value;
        let (stated, women) = (*stated, *women);
        let Some((avg, source)) = facts::field_average(reg) else { return };
        let actual = ratings::category(avg, women);
        if actual == Some(stated) {
            return;
        }
        let (lo, hi) = ratings::category_range(stated, women);
        let file_lang = reg.lang;
        out.push(localized(|l| {
            let scale = |roman: String| match (women, l) {
                (false, Lang::En) => format!("category {roman}"),
                (true, Lang::En) => format!("women's category {roman}"),
                (false, Lang::Bg) => format!("категория {roman}"),
                (true, Lang::Bg) => format!("женска категория {roman}"),
                (false, Lang::Uk) => format!("категорія {roman}"),
                (true, Lang::Uk) => format!("жіноча категорія {roman}"),
            };
            let from = match (source, l) {
                (facts::AverageSource::Listed, Lang::En) => "the listed ratings give",
                (facts::AverageSource::Stated, Lang::En) => "the stated average is",
                (facts::AverageSource::Listed, Lang::Bg) => "рейтингите в списъка дават",
                (facts::AverageSource::Stated, Lang::Bg) => "заявеният среден рейтинг е",
                (facts::AverageSource::Listed, Lang::Uk) => "рейтинги в списку дають",
                (facts::AverageSource::Stated, Lang::Uk) => "заявлений середній рейтинг —",
            };
            let (what, help) = match actual {
                Some(c) => {
                    let (alo, ahi) = ratings::category_range(c, women);
                    let suffix = match (women, file_lang) {
                        (false, _) => "",
                        (true, Lang::En) => "-W",
                        (true, _) => "-Ж",
                    };
                    let roman = ratings::roman(c);
                    let name = scale(roman.clone());
                    (
                        format!("{name} ({alo}–{ahi})"),
                        tr!(
                            l,
                            en: "write `category \"{roman}{suffix}\"`, or correct the ratings",
                            bg: "напишете `category \"{roman}{suffix}\"` или поправете рейтингите",
                            uk: "напишіть `category \"{roman}{suffix}\"` або виправте рейтинги"
                        ),
                    )
                }
                None => {
                    let lowest = scale("I".to_string());
                    (
                        tr!(l, en: "below {lowest}", bg: "под {lowest}", uk: "нижче за {lowest}"),
                        tr!(
                            l,
                            en: "remove the category, or correct the ratings",
                            bg: "махнете категорията или поправете рейтингите",
                            uk: "вилучіть категорію або виправте рейтинги"
                        ),
                    )
                }
            };
            let label = scale(ratings::roman(stated));
            finding(
                &INFO,
                tr!(
                l,
                en: "category `{text}` needs an average of {lo}–{hi}, but {from} {avg}: {what}",
                bg: "категория `{text}` изисква среден рейтинг {lo}–{hi}, а {from} {avg}: {what}",
                uk: "категорія `{text}` вимагає середнього рейтингу {lo}–{hi}, а {from} {avg}: {what}"
            ),
            )
            .with_label(cat.span, label)
            .with_help(help)
        }));
    }
}
