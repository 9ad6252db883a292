//! V209 `rounds-too-close`: the next round starts before the previous one can have ended.

use crate::checks::{facts, finding, Context, Rule, ERROR};
use crate::diagnostic::l10n::{localized, tr, Localized, Texts};
use crate::diagnostic::Code;
use crate::diagnostic::Diagnostic;
use crate::diagnostic::{CodeInfo, Doc};
use crate::model::time_control;

/// Consecutive rounds closer than the longest possible game.
pub struct RoundsTooClose;

static INFO: CodeInfo = CodeInfo {
    code: "V209",
    name: "rounds-too-close",
    severity: ERROR,
    summary: "a round starts before the previous round's longest possible game could end",
    doc: Doc {
        what: r#"Two consecutive rounds whose starting times are closer than the longest game the time control
allows: 2 × (all periods + the increment and delay over 60 moves). With 90 min / 40 moves +
15 min + 30 s per move from move 1 that is 2 × (90 + 15 + 30) = 270 min = 4 h 30 min. A gap of at
least the longest game that leaves too little time for the results and the pairings is V216's."#,
        why: r#"If a game of round N can still be running when round N+1 starts, its players either lose time on
their next game or the round is delayed for everyone. FIDE's time classes and rating rules all
assume a 60-move game; games longer than that make the gap tighter still."#,
        example: r#"```text
time-control { period 90 min moves 40; period 15 min; increment 30 s from-move 1 }
schedule {
  2007-03-15 четвъртък 09:30 round 5
  2007-03-15 четвъртък 12:30 round 6    # 3 h later, the game may last 4 h 30 min
}
```"#,
        fix: r#"Move the later round so that it starts at least the longest game after the earlier one (or
shorten the time control)."#,
        reference: r#"Laws of Chess, Appendix A.1 / B.1 and the glossary (time per player assuming 60 moves); FIDE
Rating Regulations §1 (60-move assumption)."#,
    },
};

static L10N: Localized = Localized {
    code: Code::new(&INFO),
    bg: Texts {
        summary: "два поредни кръга започват по-близо от най-дългата възможна партия",
        doc: Doc {
            what: r#"Два поредни кръга, чиито начални часове са по-близо един до друг от най-дългата партия, която контролата позволява: 2 × (всички периоди + добавката и забавянето за 60 хода). При 90 мин за 40 хода + 15 мин + 30 сек на ход от първия ход това са 2 × (90 + 15 + 30) = 270 мин = 4 ч 30 мин. Интервал поне колкото най-дългата партия, който оставя твърде малко време за резултатите и жребия, отчита V216."#,
            why: r#"Ако партия от кръг N може още да се играе, когато започва кръг N+1, състезателите ѝ губят време от следващата си партия или кръгът се отлага за всички. Класовете контроли и правилата за рейтинг на ФИДЕ приемат партия от 60 хода; по-дългите партии стесняват интервала още повече."#,
            example: r#""#,
            fix: r#"Преместете по-късния кръг така, че да започва поне с най-дългата партия след предишния (или съкратете контролата)."#,
            reference: r#"Правилник на ФИДЕ за шахматната игра, приложения А.1 / Б.1 и речникът (време на състезател при 60 хода); Правила за рейтинг на ФИДЕ, §1 (допускане за 60 хода)."#,
        },
    },
    uk: Texts {
        summary: "два поспіль тури починаються ближче, ніж триває найдовша можлива партія",
        doc: Doc {
            what: r#"Два поспіль тури, час початку яких ближчий, ніж найдовша партія, яку дозволяє контроль часу: 2 × (усі періоди + додавання й затримка за 60 ходів). Для 90 хв на 40 ходів + 15 хв + 30 с за хід з першого ходу це 2 × (90 + 15 + 30) = 270 хв = 4 год 30 хв. Перерву щонайменше на найдовшу партію, яка лишає замало часу на результати й жеребкування, показує V216."#,
            why: r#"Якщо партія туру N може ще тривати, коли починається тур N+1, її учасники втрачають час у наступній партії або тур відкладають для всіх. Класи контролю й правила рейтингу ФІДЕ виходять з партії на 60 ходів; довші партії ще більше скорочують перерву."#,
            example: r#""#,
            fix: r#"Перенесіть пізніший тур так, щоб він починався щонайменше через найдовшу партію після попереднього (або скоротіть контроль)."#,
            reference: r#"Правила шахів ФІДЕ, додатки A.1 / B.1 і глосарій (час на учасника з розрахунку 60 ходів); Правила рейтингу ФІДЕ, §1 (розрахунок на 60 ходів)."#,
        },
    },
};

impl Rule for RoundsTooClose {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn l10n(&self) -> Option<&'static Localized> {
        Some(&L10N)
    }

    fn check(&self, reg: &Context<'_>, out: &mut Vec<Diagnostic>) {
        let Some(tc) = facts::time_control(reg) else { return };
        let Some(longest) = time_control::longest_game_minutes(tc) else { return };
        let mut rounds = facts::scheduled_rounds(reg);
        rounds.sort_by_key(|r| r.number);
        rounds.dedup_by_key(|r| r.number);
        for pair in rounds.windows(2) {
            let (prev, next) = (&pair[0], &pair[1]);
            if prev.number.checked_add(1) != Some(next.number) {
                continue;
            }
            let (Some(a), Some(b)) = (prev.start(), next.start()) else { continue };
            let gap = facts::minutes_between(a, b);
            if gap <= 0 || gap >= i64::from(longest) {
                continue; // a non-positive gap is V205's business
            }
            let Some(time_span) = next.entry.time.as_ref().map(|t| t.span) else { continue };
            let (n, p) = (next.number, prev.number);
            out.push(localized(|l| {
                let g = facts::hours_minutes_in(gap, l);
                let game = facts::hours_minutes_in(i64::from(longest), l);
                let control = time_control::describe_in(tc, l);
                finding(
                    &INFO,
                    tr!(
                    l,
                    en: "round {n} starts {g} after round {p}, but a game can last {game}",
                    bg: "кръг {n} започва {g} след кръг {p}, а партията може да трае {game}",
                    uk: "тур {n} починається через {g} після туру {p}, а партія може тривати {game}"
                ),
                )
                .with_label(
                    time_span,
                    tr!(l, en: "{g} after round {p}", bg: "{g} след кръг {p}", uk: "через {g} після туру {p}"),
                )
                .with_label(
                    prev.entry.time.as_ref().map_or(prev.span, |t| t.span),
                    tr!(
                        l,
                        en: "round {p} starts here",
                        bg: "тук започва кръг {p}",
                        uk: "тут починається тур {p}"
                    ),
                )
                .with_note(tr!(
                    l,
                    en: "longest game: 2 × ({control}) over 60 moves = {game}",
                    bg: "най-дългата партия: 2 × ({control}) за 60 хода = {game}",
                    uk: "найдовша партія: 2 × ({control}) за 60 ходів = {game}"
                ))
                .with_help(tr!(
                    l,
                    en: "start round {n} at least {game} after round {p}",
                    bg: "започнете кръг {n} поне {game} след кръг {p}",
                    uk: "почніть тур {n} щонайменше через {game} після туру {p}"
                ))
            }));
        }
    }
}
