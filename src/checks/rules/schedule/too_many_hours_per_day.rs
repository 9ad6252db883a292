//! V211 `too-many-hours-per-day`: more than 12 hours of play in one day of a standard event.

use crate::checks::{facts, finding, Context, Rule, ERROR};
use crate::diagnostic::l10n::{localized, tr, Localized, Texts};
use crate::diagnostic::Code;
use crate::diagnostic::Diagnostic;
use crate::diagnostic::{CodeInfo, Doc};
use crate::model::time_control;
use crate::vocab::fide::time::{self, GameClass};
use jiff::civil::Date;
use std::collections::BTreeMap;

/// A day whose rounds can last longer than 12 hours in all.
pub struct TooManyHoursPerDay;

static INFO: CodeInfo = CodeInfo {
    code: "V211",
    name: "too-many-hours-per-day",
    severity: ERROR,
    summary: "a day of a standard event has more than 12 hours of play",
    doc: Doc {
        what: r#"A day of a standard-time-control event whose rounds add up to more than 12 hours of play, each
round counted as its longest game on FIDE's 60-move assumption: 2 × (all periods + the increment
over 60 moves)."#,
        why: r#"FIDE rates standard games and accepts norms only from events with at most 12 hours of play a
day. Two rounds of 90 min + 30 s (4 h each) fit; three do not."#,
        example: r#"```text
time-control { period 90 min; increment 30 s from-move 1 }
schedule {
  2024-03-15 петък 09:00 round 5
  2024-03-15 петък 13:00 round 6
  2024-03-15 петък 17:00 round 7
}
```"#,
        fix: r#"Move a round to another day, or shorten the time control."#,
        reference: r#"FIDE Rating Regulations (2024) §3 (no more than 12 hours of play in one day, 60-move
assumption); FIDE Title Regulations B.01 (2024) 1.1.3."#,
    },
};

static L10N: Localized = Localized {
    code: Code::new(&INFO),
    bg: Texts {
        summary: "кръговете в един ден могат да отнемат повече от 12 часа игра",
        doc: Doc {
            what: r#"Ден от турнир по класически шах, в който кръговете събират повече от 12 часа игра, като всеки кръг се брои с най-дългата си партия при допускането на ФИДЕ за 60 хода: 2 × (всички периоди + добавката за 60 хода)."#,
            why: r#"ФИДЕ отчита за рейтинг партии по класически шах и признава норми само от турнири с най-много 12 часа игра на ден. Два кръга по 90 мин + 30 сек (по 4 часа) се побират; три — не."#,
            example: r#""#,
            fix: r#"Преместете кръг в друг ден или съкратете контролата."#,
            reference: r#"Правила за рейтинг на ФИДЕ (2024), §3 (най-много 12 часа игра на ден, допускане за 60 хода); Правила за званията на ФИДЕ B.01 (2024), 1.1.3."#,
        },
    },
    uk: Texts {
        summary: "тури одного дня можуть тривати понад 12 годин гри",
        doc: Doc {
            what: r#"День класичного турніру, у який тури разом дають понад 12 годин гри, якщо кожен тур рахувати за найдовшою партією з розрахунку ФІДЕ на 60 ходів: 2 × (усі періоди + додавання за 60 ходів)."#,
            why: r#"ФІДЕ рахує в рейтинг класичні партії й визнає норми лише з турнірів, де щонайбільше 12 годин гри на день. Два тури по 90 хв + 30 с (по 4 години) вміщаються, три — ні."#,
            example: r#""#,
            fix: r#"Перенесіть тур на інший день або скоротіть контроль часу."#,
            reference: r#"Правила рейтингу ФІДЕ (2024), §3 (щонайбільше 12 годин гри на день, розрахунок на 60 ходів); Положення ФІДЕ про звання B.01 (2024), 1.1.3."#,
        },
    },
};

impl Rule for TooManyHoursPerDay {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn l10n(&self) -> Option<&'static Localized> {
        Some(&L10N)
    }

    fn check(&self, reg: &Context<'_>, out: &mut Vec<Diagnostic>) {
        let Some(tc) = facts::time_control(reg) else { return };
        if time_control::classify(tc) != Some(GameClass::Standard) {
            return;
        }
        let Some(longest) = time_control::longest_game_minutes(tc) else { return };
        let mut by_day: BTreeMap<Date, Vec<facts::ScheduledRound<'_>>> = BTreeMap::new();
        for r in facts::scheduled_rounds(reg) {
            if let Some(day) = r.date() {
                by_day.entry(day).or_default().push(r);
            }
        }
        let limit = i64::from(time::STANDARD_MAX_HOURS_PER_DAY) * 60;
        let max = time::STANDARD_MAX_HOURS_PER_DAY;
        for (day, rounds) in by_day {
            let total = i64::from(longest) * i64::try_from(rounds.len()).unwrap_or(i64::MAX / 1000);
            if total <= limit {
                continue;
            }
            let Some(last) = rounds.last() else { continue };
            let count = rounds.len() as u64;
            out.push(localized(|l| {
                let (c, t) = (facts::rounds_text(count, l), facts::hours_minutes_in(total, l));
                let (control, game) = (time_control::describe_in(tc, l), facts::hours_minutes_in(i64::from(longest), l));
                finding(&INFO, tr!(
                    l,
                    en: "{c} on {day} can take {t} of play, more than FIDE's {max} h a day",
                    bg: "{c} на {day} могат да отнемат {t} игра — повече от допустимите от ФИДЕ {max} ч на ден",
                    uk: "{c} {day} можуть тривати {t} гри — більше за дозволені ФІДЕ {max} год на день"
                ))
                .with_label(last.span, tr!(l, en: "{t} in all that day", bg: "общо {t} за деня", uk: "загалом {t} за день"))
                .with_note(tr!(
                    l,
                    en: "each round: 2 × ({control}) over 60 moves = {game}",
                    bg: "всеки кръг: 2 × ({control}) за 60 хода = {game}",
                    uk: "кожен тур: 2 × ({control}) за 60 ходів = {game}"
                ))
                .with_help(tr!(
                    l,
                    en: "move a round to another day, or shorten the time control",
                    bg: "преместете кръг в друг ден или съкратете контролата",
                    uk: "перенесіть тур на інший день або скоротіть контроль часу"
                ))
            }));
        }
    }
}
