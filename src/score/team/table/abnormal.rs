//! TRF26 record `299` (abnormal point assignments) applied to a team event's rounds: a result
//! set by the arbiter, the value of an unplayed match, a bonus or a penalty.

use super::{MatchKind, TeamRound};
use crate::diagnostic::l10n::tr;
use crate::results::{Outcome, Tournament};
use crate::vocab::lang::ByLang;
use crate::vocab::points::Points;
use std::collections::BTreeMap;

/// What the `299` records change beyond the rounds themselves.
pub(crate) struct Abnormal {
    /// Bonus or penalty (MP, GP) per team (index = id − 1) counting in standings and
    /// tie-breaks.
    pub(crate) bonus: Vec<(Points, Points)>,
    /// Bonus or penalty (MP, GP) in the final standings only (round `999`).
    pub(crate) final_only: Vec<(Points, Points)>,
    /// Records or parts not applied, with the reason, in every language.
    pub(crate) unapplied: Vec<ByLang<String>>,
}

/// Applies every `299` record of `t` to `rows` (`rows[id - 1][round - 1]`).
pub(crate) fn apply(
    t: &Tournament,
    id_of: &BTreeMap<u32, u32>,
    rows: &mut [Vec<TeamRound>],
    rounds: u32,
) -> Abnormal {
    let n = rows.len();
    let zero = (Points::ZERO, Points::ZERO);
    let mut out =
        Abnormal { bonus: vec![zero; n], final_only: vec![zero; n], unapplied: Vec::new() };
    for a in &t.abnormal_points {
        let mp = a.match_points.unwrap_or(Points::ZERO);
        let gp = a.points.unwrap_or(Points::ZERO);
        let described = describe(a);
        let ids: Vec<u32> = a
            .ids
            .iter()
            .filter_map(|team| {
                let id = id_of.get(team).copied();
                if id.is_none() {
                    out.unapplied.push(ByLang::from_fn(|l| {
                        tr!(
                            l,
                            en: "{described}: no team has number {team}",
                            bg: "{described}: няма отбор с номер {team}",
                            uk: "{described}: немає команди з номером {team}"
                        )
                    }));
                }
                id
            })
            .collect();
        if a.ids.is_empty() {
            out.unapplied.push(ByLang::from_fn(|l| {
                tr!(
                    l,
                    en: "{described}: it names no team (TRF26: the team numbers are in columns 24–27, 29–32, …)",
                    bg: "{described}: не назовава отбор (TRF26: номерата на отборите са в колони 24–27, 29–32, …)",
                    uk: "{described}: не називає команди (TRF26: номери команд у колонках 24–27, 29–32, …)"
                )
            }));
            continue;
        }
        match (a.kind, a.round) {
            // The result the arbiter set for these teams in this round, or in every round
            // ("`000` or empty means all rounds").
            (Some(kind), round) if round <= rounds => {
                let which: Vec<u32> = if round == 0 { (1..=rounds).collect() } else { vec![round] };
                for id in &ids {
                    for &r in &which {
                        let row = &mut rows[(id - 1) as usize][(r - 1) as usize];
                        row.result = outcome_of(kind);
                        if let Some(k) = unplayed_kind(kind) {
                            row.kind = k;
                        }
                        row.match_points = mp;
                        row.game_points = gp;
                    }
                }
            }
            // A bonus or penalty in the final standings only: round `999`, as FIDE's
            // TieBreakServer reads it (TRF26 itself gives no meaning to that round).
            (None, 999) => {
                for id in ids {
                    let slot = &mut out.final_only[(id - 1) as usize];
                    slot.0 += mp;
                    slot.1 += gp;
                }
            }
            // A bonus or penalty from this round on (`000`: the whole event); the standings
            // after the last round count every one of them once.
            (None, round) if round <= rounds => {
                for id in ids {
                    let slot = &mut out.bonus[(id - 1) as usize];
                    slot.0 += mp;
                    slot.1 += gp;
                }
            }
            (_, round) => out.unapplied.push(ByLang::from_fn(|l| {
                tr!(
                    l,
                    en: "{described}: round {round} is after the {rounds} rounds of the results",
                    bg: "{described}: кръг {round} е след последния кръг на резултатите ({rounds})",
                    uk: "{described}: тур {round} іде після останнього туру результатів ({rounds})"
                )
            })),
        }
    }
    out
}

/// The unplayed match a kind stands for (`+`, `-`, `F`, `H`, `Z`); a played match's kind
/// (`W D L`) keeps the match played.
fn unplayed_kind(kind: char) -> Option<MatchKind> {
    Some(match kind {
        '+' => MatchKind::ForfeitWin,
        '-' => MatchKind::ForfeitLoss,
        'F' => MatchKind::FullBye,
        'H' => MatchKind::HalfBye,
        'Z' => MatchKind::ZeroBye,
        _ => return None,
    })
}

/// The match result a kind sets.
fn outcome_of(kind: char) -> Outcome {
    match kind {
        'W' => Outcome::Win,
        'D' => Outcome::Draw,
        'L' => Outcome::Loss,
        '+' => Outcome::ForfeitWin,
        '-' => Outcome::ForfeitLoss,
        'F' => Outcome::FullBye,
        'H' => Outcome::HalfBye,
        _ => Outcome::ZeroBye,
    }
}

/// `299 W 2 2.5 round 2 teams 17` as the findings name a record.
fn describe(a: &crate::results::AbnormalPoints) -> String {
    let value = |p: Option<Points>| p.map_or_else(|| "-".to_string(), |p| p.to_string());
    let ids: Vec<String> = a.ids.iter().map(u32::to_string).collect();
    format!(
        "`299 {} MP {} GP {} round {}{}`",
        a.kind.unwrap_or(' '),
        value(a.match_points),
        value(a.points),
        a.round,
        if ids.is_empty() { String::new() } else { format!(" teams {}", ids.join(" ")) }
    )
}
