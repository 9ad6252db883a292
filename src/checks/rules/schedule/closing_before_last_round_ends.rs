//! V213 `closing-before-last-round-ends`: the closing ceremony may start before play ends.

use crate::checks::{facts, finding, Context, Rule, WARNING};
use crate::diagnostic::l10n::{localized, tr, Localized, Texts};
use crate::diagnostic::Code;
use crate::diagnostic::Diagnostic;
use crate::diagnostic::{CodeInfo, Doc};
use crate::model::time_control;
use crate::model::Activity;

/// A closing ceremony before the last round can have ended.
pub struct ClosingBeforeLastRoundEnds;

static INFO: CodeInfo = CodeInfo {
    code: "V213",
    name: "closing-before-last-round-ends",
    severity: WARNING,
    summary: "the closing ceremony starts before the last round's longest game could end",
    doc: Doc {
        what: r#"A `closing` entry earlier than the start of the last round plus the longest game the time
control allows (2 × (all periods + the increment and delay over 60 moves)); without a time
control, a closing before the last round starts."#,
        why: r#"Prizes are given from the final standings; a ceremony while games are still running either
waits or gives prizes before the results are known."#,
        example: r#"```text
time-control { period 90 min; increment 30 s from-move 1 }
schedule {
  2007-03-20 вторник 10:00 round 11
  2007-03-20 вторник 12:00 closing     # a game may last until 14:00
}
```"#,
        fix: r#"Move the closing to after the last round's longest game (here 14:00 or later)."#,
        reference: r#"Laws of Chess, Appendix A.1 / B.1 and the glossary (60-move assumption); FIDE Handbook C.01 (the
programme of the event)."#,
    },
};

static L10N: Localized = Localized {
    code: Code::new(&INFO),
    bg: Texts {
        summary: "закриването е преди края на последния кръг",
        doc: Doc {
            what: r#"Ред `closing`, който е по-рано от началото на последния кръг плюс най-дългата партия, която контролата позволява (2 × (всички периоди + добавката и забавянето за 60 хода)); без контрола — закриване преди началото на последния кръг."#,
            why: r#"Наградите се дават по крайното класиране; церемония, докато още се играе, или чака, или раздава награди, преди резултатите да са известни."#,
            example: r#""#,
            fix: r#"Преместете закриването след най-дългата партия на последния кръг (в примера — в 14:00 или по-късно)."#,
            reference: r#"Правилник на ФИДЕ за шахматната игра, приложения А.1 / Б.1 и речникът (допускане за 60 хода); Наръчник на ФИДЕ, C.01 (програмата на турнира)."#,
        },
    },
    uk: Texts {
        summary: "закриття раніше, ніж закінчиться останній тур",
        doc: Doc {
            what: r#"Рядок `closing`, раніший за початок останнього туру плюс найдовшу партію, яку дозволяє контроль часу (2 × (усі періоди + додавання й затримка за 60 ходів)); без контролю часу — закриття до початку останнього туру."#,
            why: r#"Нагороди вручають за підсумковою таблицею; церемонія, поки ще грають, або чекає, або вручає нагороди до того, як відомі результати."#,
            example: r#""#,
            fix: r#"Перенесіть закриття на час після найдовшої партії останнього туру (у прикладі — на 14:00 чи пізніше)."#,
            reference: r#"Правила шахів ФІДЕ, додатки A.1 / B.1 і глосарій (розрахунок на 60 ходів); Довідник ФІДЕ, C.01 (програма турніру)."#,
        },
    },
};

impl Rule for ClosingBeforeLastRoundEnds {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn l10n(&self) -> Option<&'static Localized> {
        Some(&L10N)
    }

    fn check(&self, reg: &Context<'_>, out: &mut Vec<Diagnostic>) {
        let Some((closing, closing_span)) = facts::first_activity(reg, |a| *a == Activity::Closing)
        else {
            return;
        };
        let Some(last) = facts::scheduled_rounds(reg).into_iter().max_by_key(|r| r.number) else {
            return;
        };
        let longest = facts::time_control(reg).and_then(time_control::longest_game_minutes);
        let n = last.number;
        let label_span = closing.time.as_ref().map_or(closing_span, |t| t.span);
        match (facts::moment(closing).filter(|_| closing.time.is_some()), last.start()) {
            (Some(closing_moment), Some(start)) => {
                let gap = facts::minutes_between(start, closing_moment);
                let need = i64::from(longest.unwrap_or(0));
                if gap >= need {
                    return;
                }
                let end = start
                    .checked_add(jiff::SignedDuration::from_mins(need))
                    .map(|t| t.strftime("%Y-%m-%d %H:%M").to_string())
                    .unwrap_or_default();
                out.push(localized(|l| {
                    let (g, game) = (facts::hours_minutes_in(gap.abs(), l), facts::hours_minutes_in(need, l));
                    let message = if gap < 0 {
                        tr!(l, en: "the closing is {g} before round {n} starts", bg: "закриването е {g} преди началото на кръг {n}", uk: "закриття за {g} до початку туру {n}")
                    } else {
                        tr!(
                            l,
                            en: "the closing is {g} after round {n} starts, but a game can last {game}",
                            bg: "закриването е {g} след началото на кръг {n}, а партията може да трае {game}",
                            uk: "закриття через {g} після початку туру {n}, а партія може тривати {game}"
                        )
                    };
                    finding(&INFO, message)
                        .with_label(label_span, tr!(l, en: "closing", bg: "закриване", uk: "закриття"))
                        .with_label(last.span, tr!(l, en: "the last round", bg: "последният кръг", uk: "останній тур"))
                        .with_help(tr!(l, en: "move the closing to {end} or later", bg: "преместете закриването в {end} или по-късно", uk: "перенесіть закриття на {end} або пізніше"))
                }));
            }
            _ => {
                let (Some(c), Some(d)) = (closing.date.as_ref().map(|d| d.value), last.date())
                else {
                    return;
                };
                if c >= d {
                    return;
                }
                out.push(localized(|l| {
                    finding(
                        &INFO,
                        tr!(
                            l,
                            en: "the closing is on {c}, before round {n} on {d}",
                            bg: "закриването е на {c}, преди кръг {n} на {d}",
                            uk: "закриття {c}, раніше за тур {n} {d}"
                        ),
                    )
                    .with_label(label_span, tr!(l, en: "closing", bg: "закриване", uk: "закриття"))
                    .with_label(
                        last.span,
                        tr!(l, en: "the last round", bg: "последният кръг", uk: "останній тур"),
                    )
                    .with_help(tr!(
                        l,
                        en: "move the closing to after the last round",
                        bg: "преместете закриването след последния кръг",
                        uk: "перенесіть закриття на час після останнього туру"
                    ))
                }));
            }
        }
    }
}
