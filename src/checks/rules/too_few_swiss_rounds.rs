//! V102 `too-few-swiss-rounds`: a Swiss too short to separate its field.

use crate::checks::{facts, finding, Rule, WARNING};
use crate::diagnostic::Diagnostic;
use crate::diagnostic::{CodeInfo, Doc};
use crate::model::{Format, Regulation};

/// A Swiss whose rounds leave more than two participants able to win every game.
pub struct TooFewSwissRounds;

static INFO: CodeInfo = CodeInfo {
    code: "V102",
    name: "too-few-swiss-rounds",
    severity: WARNING,
    summary: "a Swiss has too few rounds to separate the field",
    doc: Doc {
        what: r#"A Swiss with r rounds and n participants where 2^(r+1) < n, that is, where more than two
participants can still have won every game after the last round (each round halves, at best, the
group on a perfect score: n / 2^r remain)."#,
        why: r#"A Swiss separates the field by repeatedly pairing equal scores. With too few rounds, several
participants end on the same top score and the title is decided by tie-breaks, not by games. The
usual rule of thumb is at least log2(n) rounds to find a single winner; this check warns only
when the field is more than twice too large for that."#,
        example: r#"```text
system individual swiss rounds 4
players stated 40
```

(after 4 rounds, 40 / 16 = 2.5, so up to three players can be on 4/4.)"#,
        fix: r#"Add rounds (at least ⌈log2 n⌉: 6 rounds for 40 players), or split the field into groups."#,
        reference: r#"FIDE Handbook C.04 (Swiss systems: pairing by score groups); the log2(n) rule of thumb follows
from each round at most halving the group on a perfect score."#,
    },
};

impl Rule for TooFewSwissRounds {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn check(&self, reg: &Regulation, out: &mut Vec<Diagnostic>) {
        let Some(system) = &reg.system else { return };
        if system.format.value != Format::Swiss {
            return;
        }
        let Some(rounds) = &system.rounds else { return };
        let Some(field) = facts::participant_count(reg) else { return };
        let n = u64::from(field.count);
        if rounds.value == 0 || u64::from(rounds.value) >= n {
            return; // nothing to play, or V101's business
        }
        let halvings = 1u64.checked_shl(rounds.value.min(63)).unwrap_or(u64::MAX);
        if halvings.saturating_mul(2) >= n {
            return;
        }
        let perfect = n.div_ceil(halvings);
        let wanted = 64 - (n - 1).leading_zeros(); // ⌈log2 n⌉
        out.push(
            finding(
                &INFO,
                format!(
                    "`rounds {}` may not separate {n} {}: after {} rounds up to {perfect} of them can still have won every game",
                    rounds.value, field.noun, rounds.value
                ),
            )
            .with_label(rounds.span, format!("{n} / 2^{} ≈ {perfect} on a perfect score", rounds.value))
            .with_label(field.span, format!("{n} {}", field.noun))
            .with_help(format!("play at least {wanted} rounds (⌈log2 {n}⌉), or split the field")),
        );
    }
}
