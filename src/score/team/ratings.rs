//! The rating-based tie-breaks of C.07 Art. 10 (ARO, TPR, PTP, APRO, APPO, RTNG) for teams,
//! from the players' individual ratings.
//!
//! C.07 Art. 13 applies the individual tie-breaks to teams with "points" meaning match or game
//! points; Art. 10 is not about points but about the ratings of the games played, and a team's
//! games are its players' games. So, reading the articles on the boards:
//!
//! * ARO of a team: the average rating of the opponents its players met over the board, every
//!   game counted (Art. 4.4: each encounter separately), rounded half up; Cut/Median drop the
//!   lowest/highest of those ratings.
//! * TPR and PTP of a team: Art. 10.2 and 10.3 on the same games, with the team's game score on
//!   the 1 / ½ / 0 scale.
//! * APRO and APPO of a team: the average of its opposing teams' TPR (PTP), one value per match
//!   played, rounded half up (Art. 10.4, 10.5).
//! * RTNG of a team: its strength factor when the TRF26 `310` record gives one (the rating the
//!   pairing used), else the average rating of its first players in board order, as many as
//!   there are boards.
//!
//! Forfeits are not games for Art. 10 (Art. 15.2 keeps them unplayed for rating-based
//! tie-breaks from March 2026; before, a round robin counted them). Unrated players: Art. 10
//! drops the tie-break unless a rating is fixed for them; the players whose ratings a value
//! needs are the ones that decide (an unrated reserve who never played does not drop ARO).

use super::table::{MatchKind, TeamTable};
use crate::results::Tournament;
use crate::score::edition::Edition;
use crate::score::individual::{performance_of, Performance};
use crate::vocab::fide::ratings::{average, div_round_half_up};
use crate::vocab::points::Points;
use crate::vocab::tiebreak::{TieBreak, TieBreakKind};

/// The values of a rating-based tie-break for every team (index = id − 1), or the start numbers
/// of the unrated players that drop it (no rating fixed for them).
pub(super) fn column(
    t: &Tournament,
    table: &TeamTable,
    tb: &TieBreak,
    fixed: Option<u32>,
) -> Result<Vec<Option<Points>>, Vec<u32>> {
    let own = |start: u32| t.player(start).and_then(|p| p.rating).filter(|r| *r > 0);
    let rating = |start: u32| own(start).or(fixed);
    let forfeits = table.mp.round_robin && table.mp.edition != Edition::Y2026;
    let games = |id: usize| {
        table.games[id].iter().filter(move |g| g.over_the_board || forfeits).collect::<Vec<_>>()
    };
    let lineup = |id: usize| -> Vec<u32> {
        table.players[id].iter().copied().take(table.boards.max(1)).collect()
    };
    // The players whose ratings the values need.
    let mut needed: Vec<u32> = if tb.kind == TieBreakKind::Rtng {
        (0..table.len()).filter(|&i| table.strength[i].is_none()).flat_map(lineup).collect()
    } else {
        (0..table.len()).flat_map(|i| games(i).into_iter().map(|g| g.opponent_player)).collect()
    };
    needed.sort_unstable();
    needed.dedup();
    let unrated: Vec<u32> = needed.into_iter().filter(|p| rating(*p).is_none()).collect();
    if !unrated.is_empty() {
        return Err(unrated);
    }
    let performance = |which: Performance, tb: &TieBreak| -> Vec<Option<Points>> {
        (0..table.len())
            .map(|i| {
                let list: Vec<(u32, i64)> = games(i)
                    .into_iter()
                    .filter_map(|g| Some((rating(g.opponent_player)?, g.score)))
                    .collect();
                performance_of(list, tb, which)
            })
            .collect()
    };
    let of_opponents = |values: &[Option<Points>]| -> Vec<Option<Points>> {
        (1..=table.len() as u32)
            .map(|id| {
                let v: Vec<i64> = table
                    .row(id)
                    .iter()
                    .filter(|r| r.kind == MatchKind::Played)
                    .filter_map(|r| values[(r.opponent? - 1) as usize].map(|x| x.0 / 100))
                    .collect();
                if v.is_empty() {
                    return None;
                }
                let sum: i64 = v.iter().sum();
                Some(Points::whole(div_round_half_up(sum, v.len() as i64)))
            })
            .collect()
    };
    let plain = |kind| TieBreak::plain(kind);
    Ok(match tb.kind {
        TieBreakKind::Aro => performance(Performance::Aro, tb),
        TieBreakKind::Tpr => performance(Performance::Tpr, tb),
        TieBreakKind::Ptp => performance(Performance::Ptp, tb),
        TieBreakKind::Apro => {
            of_opponents(&performance(Performance::Tpr, &plain(TieBreakKind::Tpr)))
        }
        TieBreakKind::Appo => {
            of_opponents(&performance(Performance::Ptp, &plain(TieBreakKind::Ptp)))
        }
        _ => (0..table.len())
            .map(|i| {
                let value = table.strength[i].or_else(|| {
                    let ratings: Vec<u32> = lineup(i).into_iter().filter_map(rating).collect();
                    average(&ratings)
                })?;
                Some(Points::whole(i64::from(value)))
            })
            .collect(),
    })
}
