//! The limits on a regulation's sizes: participants listed or stated, rounds stated or
//! scheduled. Checked after lowering, before anything is built from the model (`L030`, `L031`).

use crate::diagnostic::l10n::{localized, tr};
use crate::diagnostic::Diagnostic;
use crate::model::{Activity, Regulation};
use crate::source::Span;
use crate::vocab::lang::{ph, Phrase};
use crate::vocab::limits::Limits;

/// The findings of a regulation that goes over a limit.
pub fn check(reg: &Regulation, limits: &Limits) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    let max = limits.players;
    // `what`: (participants stated, participants listed) by language, for players and teams.
    let too_many = |what: Phrase, n: u64, span: Span| {
        localized(|l| {
            let what = what.get(l);
            Diagnostic::error(
                crate::model::codes::TOO_MANY_PARTICIPANTS,
                tr!(
                    l,
                    en: "{n} {what}: more than the limit of {max}",
                    bg: "{what}: {n}, повече от границата {max}",
                    uk: "{what}: {n}, більше за межу {max}"
                ),
            )
            .with_label(
                span,
                tr!(l, en: "the limit is {max}", bg: "границата е {max}", uk: "межа — {max}"),
            )
            .with_help(tr!(
                l,
                en: "correct the number, or raise the limit with `--max-players`",
                bg: "поправете числото или вдигнете границата с `--max-players`",
                uk: "виправте число або підніміть межу через `--max-players`"
            ))
        })
    };
    let lists = [
        reg.players.as_ref().map(|p| {
            (
                p.stated.clone(),
                p.list.len(),
                p.span,
                ph!(en: "players stated", bg: "обявени участници", uk: "заявлено учасників"),
                ph!(en: "players listed", bg: "участници в списъка", uk: "учасників у списку"),
            )
        }),
        reg.teams.as_ref().map(|t| {
            (
                t.stated.clone(),
                t.list.len(),
                t.span,
                ph!(en: "teams stated", bg: "обявени отбори", uk: "заявлено команд"),
                ph!(en: "teams listed", bg: "отбори в списъка", uk: "команд у списку"),
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
                    en: "round {n} is scheduled: more than the limit of {rounds_max} rounds",
                    bg: "в програмата има кръг {n}: повече от границата от {rounds_max} кръга",
                    uk: "у програмі є тур {n}: більше за межу {rounds_max} турів"
                )
            } else {
                tr!(
                    l,
                    en: "{n} rounds: more than the limit of {rounds_max}",
                    bg: "{n} кръга: повече от границата {rounds_max}",
                    uk: "{n} турів: більше за межу {rounds_max}"
                )
            };
            Diagnostic::error(crate::model::codes::TOO_MANY_ROUNDS, message)
                .with_label(
                    span,
                    tr!(
                        l,
                        en: "the limit is {rounds_max}",
                        bg: "границата е {rounds_max}",
                        uk: "межа — {rounds_max}"
                    ),
                )
                .with_help(tr!(
                    l,
                    en: "correct the number, or raise the limit with `--max-rounds`",
                    bg: "поправете числото или вдигнете границата с `--max-rounds`",
                    uk: "виправте число або підніміть межу через `--max-rounds`"
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
