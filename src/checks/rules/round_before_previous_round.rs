//! V205 `round-before-previous-round`: round N+1 is scheduled before round N.

use crate::checks::{facts, finding, Rule, ERROR};
use crate::diagnostic::Diagnostic;
use crate::diagnostic::{CodeInfo, Doc};
use crate::model::Regulation;

/// Rounds whose dates and times do not follow their numbers.
pub struct RoundBeforePreviousRound;

static INFO: CodeInfo = CodeInfo {
    code: "V205",
    name: "round-before-previous-round",
    severity: ERROR,
    summary: "a round starts before, or at the same time as, the round numbered before it",
    doc: Doc {
        what: r#"Two rounds where the higher-numbered one starts no later than the lower-numbered one (by date,
and by time on the same day)."#,
        why: r#"Round N+1 is paired from the results of round N, so it cannot start first. The numbers or the
dates are wrong."#,
        example: r#"```text
schedule {
  2007-03-12 понеделник 14:30 round 3
  2007-03-13 вторник    14:30 round 2
}
```"#,
        fix: r#"Correct the date or time, or the round numbers."#,
        reference: r#"FIDE Handbook C.04 (each Swiss round is paired from the previous results); C.05 (round-robin
rounds are played in table order)."#,
    },
};

impl Rule for RoundBeforePreviousRound {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn check(&self, reg: &Regulation, out: &mut Vec<Diagnostic>) {
        let mut rounds = facts::scheduled_rounds(reg);
        rounds.sort_by_key(|r| r.number);
        rounds.dedup_by_key(|r| r.number);
        for pair in rounds.windows(2) {
            let (prev, next) = (&pair[0], &pair[1]);
            let too_early = match (prev.start(), next.start()) {
                (Some(a), Some(b)) => b <= a,
                _ => next.date() < prev.date(),
            };
            if too_early {
                let when = |r: &facts::ScheduledRound<'_>| match r.start() {
                    Some(t) => t.strftime("%Y-%m-%d %H:%M").to_string(),
                    None => r.date().to_string(),
                };
                out.push(
                    finding(
                        &INFO,
                        format!(
                            "round {} ({}) is not after round {} ({})",
                            next.number,
                            when(next),
                            prev.number,
                            when(prev)
                        ),
                    )
                    .with_label(next.entry.date.span, format!("round {} starts here", next.number))
                    .with_label(prev.entry.date.span, format!("round {} starts here", prev.number))
                    .with_help("correct the date or time of one of the rounds, or their numbers"),
                );
            }
        }
    }
}
