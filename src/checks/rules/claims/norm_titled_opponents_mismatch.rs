//! V604 `norm-titled-opponents-mismatch`: a norm statement names a number of titled opponents other than half the games.

use crate::checks::{facts, finding, Context, Rule, ERROR};
use crate::diagnostic::l10n::{localized, tr, Localized, Texts};
use crate::diagnostic::Code;
use crate::diagnostic::Diagnostic;
use crate::diagnostic::{CodeInfo, Doc};
use crate::model::Format;
use crate::vocab::fide::norms;

/// V604: a norm statement names a number of titled opponents other than half the games.
pub struct NormTitledOpponentsMismatch;

static INFO: CodeInfo = CodeInfo {
    code: "V604",
    name: "norm-titled-opponents-mismatch",
    severity: ERROR,
    summary: "a norm statement names a number of titled opponents other than half the games",
    doc: Doc {
        what: r#"`norm … games N titled T` where T is not N/2 rounded up, the number of titled opponents (GM, IM, FM, WGM, WIM, WFM; not CM/WCM) B.01 requires (in a double round robin, where each opponent is met twice, half of that, rounded up)."#,
        why: r#"Players and arbiters check a norm against the stated conditions; a wrong count promises norms that FIDE will refuse, or discourages players from counting on one they can make."#,
        example: r#"```text
claims { norm IM points 7 games 11 titled 5 }   # 11 games need 6
```"#,
        fix: r#"Write the count B.01 requires for the number of games."#,
        reference: r#"FIDE Handbook B.01 (2024) 1.4.5: at least 50 % of the opponents titled (CM and WCM excluded), at least a third (minimum 3) holding the norm's title level; table in `docs/reference/rating-time-title.md` §2.3."#,
    },
};

static L10N: Localized = Localized {
    code: Code::new(&INFO),
    bg: Texts {
        summary: "заявеният брой титулувани противници за норма не е този, който B.01 изисква",
        doc: Doc {
            what: r#"`norm … games N titled T`, при което T не е N/2, закръглено нагоре — броят титулувани противници (GM, IM, FM, WGM, WIM, WFM; без CM/WCM), който B.01 изисква (при двукръгова система, където с всеки противник се играе два пъти, половината от това, закръглено нагоре)."#,
            why: r#"Състезателите и съдиите проверяват нормата по обявените условия; грешен брой обещава норми, които ФИДЕ ще откаже, или отказва състезателите от норма, която могат да изпълнят."#,
            example: r#""#,
            fix: r#"Напишете броя, който B.01 изисква за броя партии."#,
            reference: r#"Наръчник на ФИДЕ, B.01 (2024), 1.4.5: поне 50 % от противниците със звание (без CM и WCM), поне една трета (минимум 3) със звание на нормата; таблицата в `docs/reference/rating-time-title.md` §2.3."#,
        },
    },
    uk: Texts {
        summary: "заявлена кількість титулованих суперників для норми не та, що вимагає B.01",
        doc: Doc {
            what: r#"`norm … games N titled T`, де T не дорівнює N/2, округленому вгору, — кількості титулованих суперників (GM, IM, FM, WGM, WIM, WFM; без CM/WCM), якої вимагає B.01 (у двоколовому турнірі, де з кожним суперником грають двічі, — половина цього, округлена вгору)."#,
            why: r#"Учасники й судді перевіряють норму за оголошеними умовами; хибна кількість обіцяє норми, які ФІДЕ не визнає, або відбиває охоту до норми, яку можна виконати."#,
            example: r#""#,
            fix: r#"Напишіть кількість, якої вимагає B.01 для кількості партій."#,
            reference: r#"Довідник ФІДЕ, B.01 (2024), 1.4.5: щонайменше 50 % суперників зі званням (без CM і WCM), щонайменше третина (мінімум 3) зі званням норми; таблиця в `docs/reference/rating-time-title.md` §2.3."#,
        },
    },
};

impl Rule for NormTitledOpponentsMismatch {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn l10n(&self) -> Option<&'static Localized> {
        Some(&L10N)
    }

    fn check(&self, reg: &Context<'_>, out: &mut Vec<Diagnostic>) {
        for norm in &reg.claims.norms {
            let Some(titled) = &norm.titled else { continue };
            let Some(games) =
                norm.games.as_ref().map(|g| g.value).or_else(|| facts::games_per_player(reg))
            else {
                continue;
            };
            // In a double round robin each opponent is met twice: half of them, rounded up.
            let double = facts::format(reg) == Some(Format::DoubleRoundRobin);
            let need = if double {
                norms::titled_needed(games).div_ceil(2)
            } else {
                norms::titled_needed(games)
            };
            if titled.value == need {
                continue;
            }
            let (title, t, level) =
                (format!("{:?}", norm.title.value), titled.value, norms::title_level_needed(games));
            out.push(localized(|l| {
                finding(&INFO, tr!(
                    l,
                    en: "the `{title}` norm over {games} games: {t} titled opponents stated, B.01 requires {need}",
                    bg: "нормата за `{title}` от {games} партии: заявени са {t} титулувани противници, а B.01 изисква {need}",
                    uk: "норма `{title}` з {games} партій: заявлено {t} титулованих суперників, а B.01 вимагає {need}"
                ))
                .with_label(titled.span, tr!(l, en: "B.01 1.4.5 requires {need}", bg: "B.01, 1.4.5 изисква {need}", uk: "B.01, 1.4.5 вимагає {need}"))
                .with_note(tr!(
                    l,
                    en: "at least half of the {games} opponents must hold a title other than CM/WCM; at least {level} of them the norm's title level",
                    bg: "поне половината от {games}-те противници трябва да имат звание, различно от CM/WCM; поне {level} от тях — звание на нормата",
                    uk: "щонайменше половина з {games} суперників мають мати звання, відмінне від CM/WCM; щонайменше {level} з них — звання норми"
                ))
                .with_help(tr!(l, en: "write `titled {need}`", bg: "напишете `titled {need}`", uk: "напишіть `titled {need}`"))
            }));
        }
    }
}
