//! V209 `rounds-too-close`: the next round starts before the previous one can have ended.

use crate::checks::{facts, finding, Rule, ERROR};
use crate::diagnostic::Diagnostic;
use crate::diagnostic::{CodeInfo, Doc};
use crate::model::time_control;
use crate::model::Regulation;

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
15 min + 30 s per move from move 1 that is 2 × (90 + 15 + 30) = 270 min = 4 h 30 min."#,
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

impl Rule for RoundsTooClose {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn check(&self, reg: &Regulation, out: &mut Vec<Diagnostic>) {
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
            out.push(
                finding(
                    &INFO,
                    format!(
                        "round {} starts {} after round {}, but a game can last {}",
                        next.number,
                        facts::hours_minutes(gap),
                        prev.number,
                        facts::hours_minutes(i64::from(longest))
                    ),
                )
                .with_label(
                    time_span,
                    format!("{} after round {}", facts::hours_minutes(gap), prev.number),
                )
                .with_label(
                    prev.entry.time.as_ref().map_or(prev.span, |t| t.span),
                    format!("round {} starts here", prev.number),
                )
                .with_note(format!(
                    "longest game: 2 × ({}) over 60 moves = {}",
                    time_control::describe(tc),
                    facts::hours_minutes(i64::from(longest))
                ))
                .with_help(format!(
                    "start round {} at least {} after round {}",
                    next.number,
                    facts::hours_minutes(i64::from(longest)),
                    prev.number
                )),
            );
        }
    }
}
