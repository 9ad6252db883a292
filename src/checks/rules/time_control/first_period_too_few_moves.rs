//! V303 `first-period-too-few-moves`: a first time control for fewer moves than FIDE allows.

use crate::checks::{facts, finding, Context, Rule, ERROR};
use crate::diagnostic::l10n::{localized, tr, Localized, Texts};
use crate::diagnostic::Code;
use crate::diagnostic::Diagnostic;
use crate::diagnostic::{CodeInfo, Doc};
use crate::model::RatedFor;
use crate::vocab::fide::time;

/// `period N min moves M` as the first period of a standard-rated event with M too small.
pub struct FirstPeriodTooFewMoves;

static INFO: CodeInfo = CodeInfo {
    code: "V303",
    name: "first-period-too-few-moves",
    severity: ERROR,
    summary: "the first time control of a FIDE standard-rated event names too few moves",
    doc: Doc {
        what: r#"A `rated fide-standard` event whose first period names a number of moves below the minimum: at
least 30 moves from 1 January 2022, at least 40 before. The edition is chosen by the event's
first day."#,
        why: r#"Games under a control with a shorter first period are not valid for FIDE standard rating."#,
        example: r#"```text
time-control { period 60 min moves 20; period 30 min; increment 30 s from-move 1 }
validity { rated fide-standard }
```"#,
        fix: r#"Make the first period at least 30 moves (40 moves before 2022), e.g. `period 90 min moves 40`."#,
        reference: r#"FIDE Rating Regulations (2022, 2024) §1: where the first time control names a number of moves it
must be at least 30 moves (40 in the text before 2022)."#,
    },
};

static L10N: Localized = Localized {
    code: Code::new(&INFO),
    bg: Texts {
        summary: "първият период е за по-малко ходове, отколкото изисква рейтингът на ФИДЕ",
        doc: Doc {
            what: r#"Турнир с `rated fide-standard`, чийто първи период посочва брой ходове под минимума: поне 30 хода от 1 януари 2022 г., поне 40 преди това. Редакцията се избира по първия ден на турнира."#,
            why: r#"Партиите при контрола с по-кратък първи период не важат за рейтинг на ФИДЕ по класически шах."#,
            example: r#""#,
            fix: r#"Направете първия период поне 30 хода (40 хода преди 2022 г.), напр. `period 90 min moves 40`."#,
            reference: r#"Правила за рейтинг на ФИДЕ (2022, 2024), §1: когато първата контрола посочва брой ходове, те трябва да са поне 30 (40 в текста отпреди 2022 г.)."#,
        },
    },
    uk: Texts {
        summary: "перший період на меншу кількість ходів, ніж вимагає рейтинг ФІДЕ",
        doc: Doc {
            what: r#"Турнір з `rated fide-standard`, перший період якого має кількість ходів, меншу за мінімум: щонайменше 30 ходів з 1 січня 2022 року, щонайменше 40 до того. Редакцію обирають за першим днем турніру."#,
            why: r#"Партії з коротшим першим періодом не рахуються в рейтинг ФІДЕ з класичних шахів."#,
            example: r#""#,
            fix: r#"Зробіть перший період щонайменше на 30 ходів (на 40 до 2022 року), напр. `period 90 min moves 40`."#,
            reference: r#"Правила рейтингу ФІДЕ (2022, 2024), §1: якщо перший контроль має кількість ходів, їх має бути щонайменше 30 (40 у тексті до 2022 року)."#,
        },
    },
};

impl Rule for FirstPeriodTooFewMoves {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn l10n(&self) -> Option<&'static Localized> {
        Some(&L10N)
    }

    fn check(&self, reg: &Context<'_>, out: &mut Vec<Diagnostic>) {
        let Some(claim) = facts::rated_claim(reg, RatedFor::FideStandard) else { return };
        let Some(tc) = facts::time_control(reg) else { return };
        let Some(moves) = tc.periods.first().and_then(|p| p.moves.as_ref()) else { return };
        let rules = time::standard_rate_of_play(facts::start_date(reg));
        let minimum = rules.first_period_min_moves;
        if moves.value >= minimum {
            return;
        }
        let m = moves.value;
        out.push(localized(|l| {
            finding(&INFO, tr!(
                l,
                en: "the first period is for {m} moves, but FIDE standard rating needs at least {minimum}",
                bg: "първият период е за {m} хода, а за рейтинг на ФИДЕ по класически шах са нужни поне {minimum}",
                uk: "перший період на {m} ходів, а для рейтингу ФІДЕ з класичних шахів потрібно щонайменше {minimum}"
            ))
            .with_label(moves.span, tr!(l, en: "at least {minimum} moves", bg: "поне {minimum} хода", uk: "щонайменше {minimum} ходів"))
            .with_label(claim, "`rated fide-standard`".to_string())
            .with_note(facts::edition_text(rules.edition, l))
            .with_help(tr!(
                l,
                en: "make the first period at least {minimum} moves",
                bg: "направете първия период поне {minimum} хода",
                uk: "зробіть перший період щонайменше на {minimum} ходів"
            ))
        }));
    }
}
