//! The limits on a regulation's sizes: participants listed or stated, rounds stated or
//! scheduled. Checked after lowering, before anything is built from the model (`L030`, `L031`).

use crate::diagnostic::l10n::{localized, tr};
use crate::diagnostic::Diagnostic;
use crate::model::{Activity, Regulation};
use crate::source::Span;
use crate::vocab::limits::Limits;
use crate::vocab::Lang;

/// The findings of a regulation that goes over a limit.
pub fn check(reg: &Regulation, limits: &Limits) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    let max = limits.players;
    // `what`: (participants stated, participants listed) by language, for players and teams.
    let too_many = |what: [&'static str; 3], n: u64, span: Span| {
        localized(|l| {
            let what = what[match l {
                Lang::En => 0,
                Lang::Bg => 1,
                Lang::Uk => 2,
            }];
            Diagnostic::error(
                crate::model::codes::TOO_MANY_PARTICIPANTS,
                tr!(
                    l,
                    "{n} {what}: more than the limit of {max}",
                    "{what}: {n}, повече от границата {max}",
                    "{what}: {n}, більше за межу {max}"
                ),
            )
            .with_label(span, tr!(l, "the limit is {max}", "границата е {max}", "межа — {max}"))
            .with_help(tr!(
                l,
                "correct the number, or raise the limit with `--max-players`",
                "поправете числото или вдигнете границата с `--max-players`",
                "виправте число або підніміть межу через `--max-players`"
            ))
        })
    };
    let lists = [
        reg.players.as_ref().map(|p| {
            (
                p.stated.clone(),
                p.list.len(),
                p.span,
                ["players stated", "обявени участници", "заявлено учасників"],
                ["players listed", "участници в списъка", "учасників у списку"],
            )
        }),
        reg.teams.as_ref().map(|t| {
            (
                t.stated.clone(),
                t.list.len(),
                t.span,
                ["teams stated", "обявени отбори", "заявлено команд"],
                ["teams listed", "отбори в списъка", "команд у списку"],
            )
        }),
    ];
    for (stated, listed, span, stated_words, listed_words) in lists.into_iter().flatten() {
        if let Some(s) = stated.filter(|s| s.value > limits.players) {
            out.push(too_many(stated_words, u64::from(s.value), s.span));
        }
        if listed as u64 > u64::from(limits.players) {
            out.push(too_many(listed_words, listed as u64, span));
        }
    }
    let rounds_max = limits.rounds;
    let too_many_rounds = |n: u32, scheduled: bool, span: Span| {
        localized(|l| {
            let message = if scheduled {
                tr!(
                    l,
                    "round {n} is scheduled: more than the limit of {rounds_max} rounds",
                    "в програмата има кръг {n}: повече от границата от {rounds_max} кръга",
                    "у програмі є тур {n}: більше за межу {rounds_max} турів"
                )
            } else {
                tr!(
                    l,
                    "{n} rounds: more than the limit of {rounds_max}",
                    "{n} кръга: повече от границата {rounds_max}",
                    "{n} турів: більше за межу {rounds_max}"
                )
            };
            Diagnostic::error(crate::model::codes::TOO_MANY_ROUNDS, message)
                .with_label(
                    span,
                    tr!(
                        l,
                        "the limit is {rounds_max}",
                        "границата е {rounds_max}",
                        "межа — {rounds_max}"
                    ),
                )
                .with_help(tr!(
                    l,
                    "correct the number, or raise the limit with `--max-rounds`",
                    "поправете числото или вдигнете границата с `--max-rounds`",
                    "виправте число або підніміть межу через `--max-rounds`"
                ))
        })
    };
    if let Some(r) =
        reg.system.as_ref().and_then(|s| s.rounds.as_ref()).filter(|r| r.value > limits.rounds)
    {
        out.push(too_many_rounds(r.value, false, r.span));
    }
    for entry in &reg.schedule {
        for a in &entry.activities {
            if let Activity::Round(n) = a.value {
                if n > limits.rounds {
                    out.push(too_many_rounds(n, true, a.span));
                }
            }
        }
    }
    out
}
