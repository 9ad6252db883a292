//! V302 `below-fide-standard-minimum`: too little time for a FIDE standard-rated game of the
//! strongest participant.

use crate::checks::{facts, finding, Context, Rule, ERROR};
use crate::diagnostic::l10n::{localized, tr, Localized, Texts};
use crate::diagnostic::Code;
use crate::diagnostic::Diagnostic;
use crate::diagnostic::{CodeInfo, Doc};
use crate::model::time_control;
use crate::model::RatedFor;
use crate::vocab::fide::time::{self, GameClass};

/// A standard control shorter than the rating regulations require for the field.
pub struct BelowFideStandardMinimum;

static INFO: CodeInfo = CodeInfo {
    code: "V302",
    name: "below-fide-standard-minimum",
    severity: ERROR,
    summary: "the time control is shorter than FIDE standard rating requires for the highest-rated participant",
    doc: Doc {
        what: r#"A `rated fide-standard` event whose time per player (all periods + 60 × increment) is below the
minimum for a game of its highest-rated participant. From 1 January 2022: a player rated 2400
or more needs 120 min, 1800 or more 90 min, otherwise 60 min. Before 2022 the bands were 2200
and 1600. The edition is chosen by the event's first day."#,
        why: r#"Games that do not meet the minimum are not rated; in a round robin the highest-rated player
meets everyone, so every one of her games is lost for rating. A 60 min + 30 s event (90 min) is
fine for a field below 2400 but not once a 2400 player enters."#,
        example: r#"```text
event { dates 2024-06-07..2024-06-15 }
time-control { period 60 min; increment 30 s from-move 1 }
validity { rated fide-standard }
players { 1 GM "Cheparinov Ivan" 2650 … }
```"#,
        fix: r#"Lengthen the control to the minimum (90 min + 30 s gives 120 min), or do not claim FIDE standard
rating."#,
        reference: r#"FIDE Rating Regulations (1 March 2024, same bands as 1 January 2022) §1; the pre-2022 text used
2200/1600."#,
    },
};

static L10N: Localized = Localized {
    code: Code::new(&INFO),
    bg: Texts {
        summary: "контролата е под минимума на ФИДЕ за класически шах за рейтинга на участниците",
        doc: Doc {
            what: r#"Турнир с `rated fide-standard`, в който времето на състезател (всички периоди + 60 × добавката) е под минимума за партия на участника с най-висок рейтинг. От 1 януари 2022 г.: за състезател с рейтинг 2400 или повече — 120 мин, 1800 или повече — 90 мин, иначе 60 мин. Преди 2022 г. границите бяха 2200 и 1600. Редакцията се избира по първия ден на турнира."#,
            why: r#"Партиите, които не достигат минимума, не се отчитат за рейтинг; при кръгова система участникът с най-висок рейтинг играе с всички, значи всички негови партии отпадат. Турнир 60 мин + 30 сек (90 мин) е наред за участници под 2400, но не и когато участва състезател с 2400."#,
            example: r#""#,
            fix: r#"Удължете контролата до минимума (90 мин + 30 сек дават 120 мин) или не заявявайте рейтинг на ФИДЕ по класически шах."#,
            reference: r#"Правила за рейтинг на ФИДЕ (1 март 2024 г., същите граници като от 1 януари 2022 г.), §1; текстът отпреди 2022 г. е с 2200/1600."#,
        },
    },
    uk: Texts {
        summary: "контроль часу нижчий за мінімум ФІДЕ для класичних шахів за рейтингом учасників",
        doc: Doc {
            what: r#"Турнір з `rated fide-standard`, у якому час на учасника (усі періоди + 60 × додавання) менший за мінімум для партії учасника з найвищим рейтингом. З 1 січня 2022 року: для гравця з рейтингом 2400 і більше — 120 хв, 1800 і більше — 90 хв, інакше 60 хв. До 2022 року межі були 2200 і 1600. Редакцію обирають за першим днем турніру."#,
            why: r#"Партії, що не досягають мінімуму, не рахуються в рейтинг; у коловому турнірі учасник з найвищим рейтингом грає з усіма, тож усі його партії втрачено. Турнір 60 хв + 30 с (90 хв) годиться для складу нижче 2400, але не тоді, коли грає учасник із 2400."#,
            example: r#""#,
            fix: r#"Подовжте контроль до мінімуму (90 хв + 30 с дають 120 хв) або не заявляйте рейтинг ФІДЕ з класичних шахів."#,
            reference: r#"Правила рейтингу ФІДЕ (1 березня 2024 року, ті самі межі, що з 1 січня 2022 року), §1; текст до 2022 року мав 2200/1600."#,
        },
    },
};

impl Rule for BelowFideStandardMinimum {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn l10n(&self) -> Option<&'static Localized> {
        Some(&L10N)
    }

    fn check(&self, reg: &Context<'_>, out: &mut Vec<Diagnostic>) {
        let Some(claim) = facts::rated_claim(reg, RatedFor::FideStandard) else { return };
        let Some(tc) = facts::time_control(reg) else { return };
        let Some(seconds) = time_control::per_player_seconds(tc) else { return };
        if time::classify_seconds(seconds) != GameClass::Standard {
            return; // V301 reports a control that is not standard at all
        }
        let rules = time::standard_rate_of_play(facts::start_date(reg));
        let top = facts::highest_rated(reg);
        let rating = top.and_then(|p| p.rating.as_ref()).map_or(0, |r| r.value);
        let (minimum, threshold) = rules.minimum_for(rating);
        if seconds >= minimum * 60 {
            return;
        }
        let first = tc.periods.first().map_or(tc.span, |p| p.minutes.span);
        out.push(localized(|l| {
            let (t, control) = (facts::per_player_text(seconds, l), time_control::describe_in(tc, l));
            let band = if threshold > 0 {
                tr!(l, en: "a game with a player rated {threshold} or more", bg: "партия със състезател с рейтинг {threshold} или повече", uk: "партія з гравцем із рейтингом {threshold} і більше")
            } else {
                tr!(l, en: "every game", bg: "всяка партия", uk: "кожна партія")
            };
            let mut d = finding(&INFO, tr!(
                l,
                en: "{control} gives {t} per player, but {band} needs at least {minimum} min for FIDE standard rating",
                bg: "{control} дава {t} на състезател, а {band} изисква поне {minimum} мин за рейтинг на ФИДЕ по класически шах",
                uk: "{control} дає {t} на учасника, а {band} потребує щонайменше {minimum} хв для рейтингу ФІДЕ з класичних шахів"
            ))
            .with_label(first, tr!(l, en: "T = {t}, {minimum} min needed", bg: "T = {t}, нужни са {minimum} мин", uk: "T = {t}, потрібно {minimum} хв"))
            .with_label(claim, "`rated fide-standard`".to_string());
            if let (Some(r), Some(p)) = (top.and_then(|p| p.rating.as_ref()).filter(|_| threshold > 0), top) {
                let name = &p.name.value;
                d = d.with_label(r.span, tr!(l, en: "`{name}` ({rating}) plays in this event", bg: "`{name}` ({rating}) участва в турнира", uk: "`{name}` ({rating}) грає в турнірі"));
            }
            let edition = facts::edition_text(rules.edition, l);
            d.with_note(tr!(l, en: "{edition}: T = all periods + 60 × increment", bg: "{edition}: T = всички периоди + 60 × добавката", uk: "{edition}: T = усі періоди + 60 × додавання"))
                .with_help(tr!(
                    l,
                    en: "give at least {minimum} min per player (base + 60 × increment), or do not claim FIDE standard rating",
                    bg: "дайте поне {minimum} мин на състезател (основно време + 60 × добавката) или не заявявайте рейтинг на ФИДЕ по класически шах",
                    uk: "дайте щонайменше {minimum} хв на учасника (основний час + 60 × додавання) або не заявляйте рейтинг ФІДЕ з класичних шахів"
                ))
        }));
    }
}
