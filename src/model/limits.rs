//! The limits on a regulation's sizes: participants listed or stated, rounds stated or
//! scheduled. Checked after lowering, before anything is built from the model (`L030`, `L031`).

use crate::diagnostic::Diagnostic;
use crate::model::{Activity, Regulation};
use crate::source::Span;
use crate::vocab::limits::Limits;

/// The findings of a regulation that goes over a limit.
pub fn check(reg: &Regulation, limits: &Limits) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    let too_many = |what: &str, n: u64, span: Span| {
        Diagnostic::error(
            crate::model::codes::TOO_MANY_PARTICIPANTS,
            format!("{n} {what}: more than the limit of {}", limits.players),
        )
        .with_label(span, format!("the limit is {}", limits.players))
        .with_help("correct the number, or raise the limit with `--max-players`")
    };
    let lists = [
        reg.players.as_ref().map(|p| (p.stated.clone(), p.list.len(), p.span, "players")),
        reg.teams.as_ref().map(|t| (t.stated.clone(), t.list.len(), t.span, "teams")),
    ];
    for (stated, listed, span, noun) in lists.into_iter().flatten() {
        if let Some(s) = stated.filter(|s| s.value > limits.players) {
            out.push(too_many(&format!("{noun} stated"), u64::from(s.value), s.span));
        }
        if listed as u64 > u64::from(limits.players) {
            out.push(too_many(&format!("{noun} listed"), listed as u64, span));
        }
    }
    let too_many_rounds = |message: String, span: Span| {
        Diagnostic::error(crate::model::codes::TOO_MANY_ROUNDS, message)
            .with_label(span, format!("the limit is {}", limits.rounds))
            .with_help("correct the number, or raise the limit with `--max-rounds`")
    };
    if let Some(r) =
        reg.system.as_ref().and_then(|s| s.rounds.as_ref()).filter(|r| r.value > limits.rounds)
    {
        let message = format!("{} rounds: more than the limit of {}", r.value, limits.rounds);
        out.push(too_many_rounds(message, r.span));
    }
    for entry in &reg.schedule {
        for a in &entry.activities {
            if let Activity::Round(n) = a.value {
                if n > limits.rounds {
                    let message = format!(
                        "round {n} is scheduled: more than the limit of {} rounds",
                        limits.rounds
                    );
                    out.push(too_many_rounds(message, a.span));
                }
            }
        }
    }
    out
}
