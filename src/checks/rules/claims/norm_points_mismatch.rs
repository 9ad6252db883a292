//! V603 `norm-points-mismatch`: a norm statement names a score that is not what FIDE B.01 requires at the field's average.

use crate::checks::{facts, finding, Context, Rule, ERROR};
use crate::diagnostic::l10n::{localized, tr, Localized, Texts};
use crate::diagnostic::Code;
use crate::diagnostic::Diagnostic;
use crate::diagnostic::{CodeInfo, Doc};
use crate::vocab::fide::norms;

/// V603: a norm statement names a score that is not what FIDE B.01 requires at the field's average.
pub struct NormPointsMismatch;

static INFO: CodeInfo = CodeInfo {
    code: "V603",
    name: "norm-points-mismatch",
    severity: ERROR,
    summary:
        "a norm statement names a score that is not what FIDE B.01 requires at the field's average",
    doc: Doc {
        what: r#"`norm TITLE points P games N` where P is not the smallest score that gives a norm performance (Ra + dp ≥ 2600 GM, 2450 IM, 2400 WGM, 2250 WIM, with at least 35 %) at the field's average rating. Statements whose title is out of reach (V606) or with fewer than 9 games (V605) are left to those rules."#,
        why: r#"Players plan their last rounds around the norm score; a wrong figure makes them play for a draw that is not enough, or risk a game they did not need to."#,
        example: r#"```text
claims { average-rating 2170; norm WIM points 8 games 11 }   # 7 is enough
```"#,
        fix: r#"Write the score B.01 gives for the number of games at the field's average."#,
        reference: r#"FIDE Handbook B.01 (2024) 1.4.7–1.4.9 (Ra rounded half-up; Rp = Ra + dp; percentage rounded to a whole number, 0.5 up; minimum 35 %), table 1.4.9; tables in `docs/reference/rating-time-title.md` §2.4."#,
    },
};

static L10N: Localized = Localized {
    code: Code::new(&INFO),
    bg: Texts {
        summary: "заявените точки за норма не са тези, които B.01 изисква",
        doc: Doc {
            what: r#"`norm ЗВАНИЕ points P games N`, при което P не е най-малкият резултат, даващ постижение за норма (Ra + dp ≥ 2600 за GM, 2450 за IM, 2400 за WGM, 2250 за WIM, при поне 35 %) при средния рейтинг на участниците. Заявления за звание, което е недостижимо (V606), или с по-малко от 9 партии (V605) се оставят на тези проверки."#,
            why: r#"Състезателите планират последните си кръгове по резултата за норма; грешно число ги кара да играят за реми, което не стига, или да рискуват партия, която не им е била нужна."#,
            example: r#""#,
            fix: r#"Напишете резултата, който B.01 дава за броя партии при средния рейтинг на участниците."#,
            reference: r#"Наръчник на ФИДЕ, B.01 (2024), 1.4.7–1.4.9 (Ra се закръглява с 0,5 нагоре; Rp = Ra + dp; процентът се закръглява до цяло число, 0,5 нагоре; минимум 35 %), таблица 1.4.9; таблиците в `docs/reference/rating-time-title.md` §2.4."#,
        },
    },
    uk: Texts {
        summary: "заявлені очки для норми не ті, що вимагає B.01",
        doc: Doc {
            what: r#"`norm ЗВАННЯ points P games N`, де P не є найменшим результатом, що дає результативність для норми (Ra + dp ≥ 2600 для GM, 2450 для IM, 2400 для WGM, 2250 для WIM, за щонайменше 35 %) за середнього рейтингу учасників. Заяви про недосяжне звання (V606) чи з менш ніж 9 партіями (V605) залишено цим перевіркам."#,
            why: r#"Учасники планують останні тури за результатом для норми; хибне число змушує їх грати на нічию, якої не вистачить, або ризикувати партією, яка була не потрібна."#,
            example: r#""#,
            fix: r#"Напишіть результат, який B.01 дає для кількості партій за середнього рейтингу учасників."#,
            reference: r#"Довідник ФІДЕ, B.01 (2024), 1.4.7–1.4.9 (Ra округлюють з 0,5 угору; Rp = Ra + dp; відсоток округлюють до цілого, 0,5 угору; мінімум 35 %), таблиця 1.4.9; таблиці в `docs/reference/rating-time-title.md` §2.4."#,
        },
    },
};

impl Rule for NormPointsMismatch {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn l10n(&self) -> Option<&'static Localized> {
        Some(&L10N)
    }

    fn check(&self, reg: &Context<'_>, out: &mut Vec<Diagnostic>) {
        let Some((ra, source)) = facts::field_average(reg) else { return };
        for norm in &reg.claims.norms {
            let Some(points) = &norm.points else { continue };
            let Some(games) =
                norm.games.as_ref().map(|g| g.value).or_else(|| facts::games_per_player(reg))
            else {
                continue;
            };
            let Some(req) = norms::requirements(norm.title.value) else { continue };
            if games < norms::MIN_GAMES {
                continue;
            }
            let Some(need) = norms::points_needed(&req, ra, games) else { continue };
            if need == points.value {
                continue;
            }
            let pct = norms::percent(need, games);
            let dp = crate::vocab::fide::ratings::dp(i64::from(pct));
            let (title, stated, rp, min) = (
                format!("{:?}", norm.title.value),
                points.value,
                i64::from(ra) + i64::from(dp),
                req.performance,
            );
            out.push(localized(|l| {
                let from = match (source, l) {
                    (facts::AverageSource::Listed, crate::vocab::Lang::En) => "the listed ratings' average",
                    (facts::AverageSource::Stated, crate::vocab::Lang::En) => "the stated average",
                    (facts::AverageSource::Listed, crate::vocab::Lang::Bg) => "средния рейтинг на списъка",
                    (facts::AverageSource::Stated, crate::vocab::Lang::Bg) => "заявения среден рейтинг",
                    (facts::AverageSource::Listed, crate::vocab::Lang::Uk) => "середнього рейтингу списку",
                    (facts::AverageSource::Stated, crate::vocab::Lang::Uk) => "заявленого середнього рейтингу",
                };
                finding(&INFO, tr!(
                    l,
                    en: "the `{title}` norm: {stated} points from {games} games stated, but at {from} {ra} B.01 requires {need}",
                    bg: "нормата за `{title}`: заявени са {stated} точки от {games} партии, а при {from} {ra} B.01 изисква {need}",
                    uk: "норма `{title}`: заявлено {stated} очка з {games} партій, а за {from} {ra} B.01 вимагає {need}"
                ))
                .with_label(points.span, tr!(l, en: "B.01 requires {need}", bg: "B.01 изисква {need}", uk: "B.01 вимагає {need}"))
                .with_note(tr!(
                    l,
                    en: "{need}/{games} = {pct} % → dp {dp} → performance {rp} ≥ {min} (B.01 1.4.7–1.4.9); each player's own opponents' average differs slightly from the field's",
                    bg: "{need}/{games} = {pct} % → dp {dp} → постижение {rp} ≥ {min} (B.01, 1.4.7–1.4.9); средният рейтинг на противниците на всеки състезател се различава малко от този на всички участници",
                    uk: "{need}/{games} = {pct} % → dp {dp} → результативність {rp} ≥ {min} (B.01, 1.4.7–1.4.9); середній рейтинг суперників кожного гравця трохи відрізняється від середнього всіх учасників"
                ))
                .with_help(tr!(l, en: "write `points {need}`", bg: "напишете `points {need}`", uk: "напишіть `points {need}`"))
            }));
        }
    }
}
