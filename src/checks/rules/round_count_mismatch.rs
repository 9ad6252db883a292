//! V101 `round-count-mismatch`: the number of rounds does not fit the system and the field.

use crate::checks::{facts, finding, Rule, ERROR};
use crate::diagnostic::Diagnostic;
use crate::diagnostic::{CodeInfo, Doc};
use crate::model::{Format, Regulation};

/// A round robin whose round count is not n − 1 (even n) or n (odd n), twice that for a double
/// round robin; a Swiss with at least as many rounds as participants.
pub struct RoundCountMismatch;

static INFO: CodeInfo = CodeInfo {
    code: "V101",
    name: "round-count-mismatch",
    severity: ERROR,
    summary: "the number of rounds does not fit the pairing system and the number of participants",
    doc: Doc {
        what: r#"A round robin whose `rounds` value is not the number of rounds the field needs: n − 1 rounds for
an even number n of players (or teams), n rounds for an odd n (one participant has a bye each
round), twice that for a double round robin. A Swiss with as many rounds as participants or more.
The count is the listed participants, or the stated number when there is no list."#,
        why: r#"In a round robin everyone meets everyone once: with 12 players that takes exactly 11 rounds. A
regulation that says 10 or 12 rounds either lists the wrong players or announces the wrong
schedule, and the Berger tables cannot be built. A Swiss with n participants can have at most
n − 1 rounds before pairings must repeat."#,
        example: r#"```text
system individual round-robin rounds 10
players stated 12 { … 12 players … }
```"#,
        fix: r#"Write the number of rounds the system needs (`rounds 11` for 12 players in a round robin), or
correct the participant list."#,
        reference: r#"FIDE Handbook C.05 Annex 1 (Berger tables: n − 1 rounds for even n, a bye for odd n); C.04 Swiss
rules (no two participants meet twice)."#,
    },
};

impl Rule for RoundCountMismatch {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn check(&self, reg: &Regulation, out: &mut Vec<Diagnostic>) {
        let Some(system) = &reg.system else { return };
        let Some(rounds) = &system.rounds else { return };
        let Some(field) = facts::participant_count(reg) else { return };
        let n = field.count;
        if n < 2 {
            return;
        }
        let counted = if field.listed { "listed" } else { "stated" };
        match system.format.value {
            Format::RoundRobin | Format::DoubleRoundRobin => {
                let single = if n % 2 == 0 { n - 1 } else { n };
                let (needed, what) = if system.format.value == Format::RoundRobin {
                    (single, "a round robin")
                } else {
                    (single.saturating_mul(2), "a double round robin")
                };
                if rounds.value != needed {
                    out.push(
                        finding(
                            &INFO,
                            format!(
                                "`rounds {}` does not fit {what} of {n} {}: it needs {needed} rounds",
                                rounds.value, field.noun
                            ),
                        )
                        .with_label(rounds.span, format!("{needed} rounds needed"))
                        .with_label(field.span, format!("{n} {} {counted}", field.noun))
                        .with_note(if n % 2 == 0 {
                            format!("with an even number of {} everyone meets everyone in n − 1 rounds", field.noun)
                        } else {
                            format!("with an odd number of {} one of them has a bye each round, so n rounds", field.noun)
                        })
                        .with_help(format!(
                            "write `rounds {needed}`, or correct the list of {}",
                            field.noun
                        )),
                    );
                }
            }
            Format::Swiss => {
                if rounds.value >= n {
                    out.push(
                        finding(
                            &INFO,
                            format!(
                                "a Swiss of {n} {} cannot have {} rounds: at most {} rounds are possible without repeating a pairing",
                                field.noun,
                                rounds.value,
                                n - 1
                            ),
                        )
                        .with_label(rounds.span, format!("at most {} rounds", n - 1))
                        .with_label(field.span, format!("{n} {} {counted}", field.noun))
                        .with_help(format!(
                            "write fewer than {n} rounds, or play a round robin instead"
                        )),
                    );
                }
            }
        }
    }
}
