//! V307 `time-control-not-stated`: a FIDE-rated event without a time control.

use crate::checks::{finding, Context, Rule, WARNING};
use crate::diagnostic::l10n::{localized, tr, Localized, Texts};
use crate::diagnostic::Code;
use crate::diagnostic::Diagnostic;
use crate::diagnostic::{CodeInfo, Doc};
use crate::model::RatedFor;

/// `rated fide-…` with no time control, or a time control with no period.
pub struct TimeControlNotStated;

static INFO: CodeInfo = CodeInfo {
    code: "V307",
    name: "time-control-not-stated",
    severity: WARNING,
    summary: "the event claims a FIDE rating but gives no time control with at least one period",
    doc: Doc {
        what: r#"A `rated fide-standard`, `fide-rapid` or `fide-blitz` claim with no `time-control` block, or a
`time-control` block without any `period`."#,
        why: r#"Whether a game is rated, and on which list, depends entirely on the time control; without it
none of the rating conditions can be checked, and players do not know how long they play."#,
        example: r#"```text
validity { rated fide-standard }
time-control { increment 30 s from-move 1 }
```"#,
        fix: r#"Give the periods: `time-control { period 90 min; increment 30 s from-move 1 }`."#,
        reference: r#"FIDE Rating Regulations §1 (rate of play); Laws of Chess Appendix A.1, B.1 (classes)."#,
    },
};

static L10N: Localized = Localized {
    code: Code::new(&INFO),
    bg: Texts {
        summary: "турнирът заявява рейтинг на ФИДЕ, но не дава контрола с поне един период",
        doc: Doc {
            what: r#"Заявен `rated fide-standard`, `fide-rapid` или `fide-blitz` без блок `time-control` или с блок `time-control` без нито един `period`."#,
            why: r#"Дали партията се отчита за рейтинг и в коя ранглиста зависи изцяло от контролата; без нея никое от условията за рейтинг не може да се провери, а състезателите не знаят колко време играят."#,
            example: r#""#,
            fix: r#"Посочете периодите: `time-control { period 90 min; increment 30 s from-move 1 }`."#,
            reference: r#"Правила за рейтинг на ФИДЕ, §1 (темп на игра); Правилник на ФИДЕ за шахматната игра, приложения А.1, Б.1 (класове)."#,
        },
    },
    uk: Texts {
        summary: "турнір заявляє рейтинг ФІДЕ, але не дає контролю часу з хоча б одним періодом",
        doc: Doc {
            what: r#"Заявлено `rated fide-standard`, `fide-rapid` чи `fide-blitz` без блоку `time-control` або з блоком `time-control` без жодного `period`."#,
            why: r#"Чи рахується партія в рейтинг і в який рейтинг-лист, повністю залежить від контролю часу; без нього жодну з умов рейтингу не перевірити, а учасники не знають, скільки часу грають."#,
            example: r#""#,
            fix: r#"Вкажіть періоди: `time-control { period 90 min; increment 30 s from-move 1 }`."#,
            reference: r#"Правила рейтингу ФІДЕ, §1 (темп гри); Правила шахів ФІДЕ, додатки A.1, B.1 (класи)."#,
        },
    },
};

impl Rule for TimeControlNotStated {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn l10n(&self) -> Option<&'static Localized> {
        Some(&L10N)
    }

    fn check(&self, reg: &Context<'_>, out: &mut Vec<Diagnostic>) {
        let Some(validity) = &reg.validity else { return };
        let Some(claim) = validity.rated.iter().find(|r| r.value != RatedFor::National) else {
            return;
        };
        if reg.is_broken("time-control") {
            return;
        }
        match &reg.time_control {
            Some(tc) if !tc.periods.is_empty() => {}
            Some(tc) => out.push(localized(|l| {
                finding(&INFO, tr!(
                    l,
                    en: "the time control has no period, so the FIDE rating claim cannot be checked",
                    bg: "контролата няма период, затова заявеният рейтинг на ФИДЕ не може да се провери",
                    uk: "контроль часу не має періоду, тому заявлений рейтинг ФІДЕ неможливо перевірити"
                ))
                .with_label(tc.span, tr!(l, en: "no `period` here", bg: "тук няма `period`", uk: "тут немає `period`"))
                .with_label(claim.span, tr!(l, en: "FIDE rating claimed", bg: "заявен рейтинг на ФИДЕ", uk: "заявлено рейтинг ФІДЕ"))
                .with_help(tr!(l, en: "add the periods, e.g. `period 90 min moves 40`", bg: "добавете периодите, напр. `period 90 min moves 40`", uk: "додайте періоди, напр. `period 90 min moves 40`"))
            })),
            None => out.push(localized(|l| {
                finding(&INFO, tr!(
                    l,
                    en: "the event claims a FIDE rating but states no time control",
                    bg: "турнирът заявява рейтинг на ФИДЕ, но не посочва контрола",
                    uk: "турнір заявляє рейтинг ФІДЕ, але не вказує контролю часу"
                ))
                .with_label(claim.span, tr!(l, en: "FIDE rating claimed", bg: "заявен рейтинг на ФИДЕ", uk: "заявлено рейтинг ФІДЕ"))
                .with_help(tr!(l, en: "add a `time-control {{ period … }}` block", bg: "добавете блок `time-control {{ period … }}`", uk: "додайте блок `time-control {{ period … }}`"))
            })),
        }
    }
}
