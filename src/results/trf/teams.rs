//! Team matches from the players' games, the teams' board order and the declared lineups.
//!
//! A team's lineup in a round is its `300` record when there is one; otherwise its members in
//! board order who have an opponent from another team that round (the "default lineup"). Two
//! lineups are matched board by board. The home team is the one with White on board 1 (boards
//! alternate colours; without any colour, the team listed first). Records naming a team the file
//! does not have, or a team against itself, are left out (the reader reports them, T033). Matches forfeited as a whole (`330`) take the winners' members who have a
//! forfeit win without opponent; the forfeiting side has empty boards. Team byes (`240`, `320`)
//! become matches without an away team and without boards.

use super::LineupRecord;
use crate::diagnostic::l10n::{localized, tr};
use crate::diagnostic::Diagnostic;
use crate::results::{Board, Color, Game, MatchForfeit, Outcome, TeamMatch, Tournament};
use std::collections::{HashMap, HashSet};

/// The derived matches plus what did not fit.
pub(crate) struct TeamMatches {
    pub(crate) matches: Vec<TeamMatch>,
    pub(crate) diagnostics: Vec<Diagnostic>,
}

/// Team number of each start number (index = start number; 0 = no team).
pub(crate) fn team_of(t: &Tournament) -> Vec<u32> {
    let mut team_of = vec![0u32; t.players.len() + 1];
    for team in &t.teams {
        for &p in &team.players {
            if let Some(slot) = team_of.get_mut(p as usize) {
                *slot = team.number;
            }
        }
    }
    team_of
}

/// The game of player `start` in `round`, if any.
pub(crate) fn game_in(t: &Tournament, start: u32, round: u32) -> Option<&Game> {
    let player = t.player(start)?;
    let i = player.games.binary_search_by_key(&round, |g| g.round).ok()?;
    player.games.get(i)
}

/// Members of `team` in board order who meet a player of another team in `round`.
pub(crate) fn default_lineup(
    t: &Tournament,
    team_of: &[u32],
    team: u32,
    round: u32,
) -> Vec<Option<u32>> {
    let Some(team) = t.teams.iter().find(|x| x.number == team) else { return Vec::new() };
    team.players
        .iter()
        .filter(|&&p| {
            game_in(t, p, round).and_then(|g| g.opponent).is_some_and(|o| {
                let other = team_of.get(o as usize).copied().unwrap_or(0);
                other != 0 && other != team.number
            })
        })
        .map(|&p| Some(p))
        .collect()
}

/// Members of `team` in board order with a forfeit win without opponent in `round` (the boards
/// of a team that won a whole match by forfeit); empty for the forfeiting side.
pub(crate) fn forfeit_lineup(
    t: &Tournament,
    team: u32,
    round: u32,
    wins: bool,
) -> Vec<Option<u32>> {
    if !wins {
        return Vec::new();
    }
    let Some(team) = t.teams.iter().find(|x| x.number == team) else { return Vec::new() };
    team.players
        .iter()
        .filter(|&&p| {
            game_in(t, p, round)
                .is_some_and(|g| g.opponent.is_none() && g.outcome == Outcome::ForfeitWin)
        })
        .map(|&p| Some(p))
        .collect()
}

/// Whether the first team of a forfeited match wins it, and whether the second does.
pub(crate) fn forfeit_winners(result: MatchForfeit) -> (bool, bool) {
    match result {
        MatchForfeit::FirstWins => (true, false),
        MatchForfeit::SecondWins => (false, true),
        MatchForfeit::Both => (false, false),
    }
}

/// The other side's view of an outcome, for a board whose other side has no game of its own to
/// read: a win is the other side's loss, and a player without an opponent on the board (an
/// empty board) gives the other side a forfeit (won when this side lost it, lost otherwise).
fn inverted(outcome: Outcome) -> Outcome {
    match outcome {
        Outcome::Win => Outcome::Loss,
        Outcome::Loss => Outcome::Win,
        Outcome::Draw => Outcome::Draw,
        Outcome::ForfeitLoss => Outcome::ForfeitWin,
        _ => Outcome::ForfeitLoss,
    }
}

/// Derives every team match of a team event.
pub(crate) fn build_team_matches(t: &Tournament, lineups: &[LineupRecord]) -> TeamMatches {
    let mut out = TeamMatches { matches: Vec::new(), diagnostics: Vec::new() };
    if t.teams.is_empty() {
        return out;
    }
    let team_of = team_of(t);
    let known: HashSet<u32> = t.teams.iter().map(|x| x.number).collect();
    // A record naming a team the file does not have belongs to no match (the reader reports
    // it: `Reader::check_team_references`).
    let usable = |l: &&LineupRecord| {
        l.team != l.opponent && [l.team, l.opponent].iter().all(|&n| n == 0 || known.contains(&n))
    };
    // The index of each team's (first usable) lineup of each round.
    let by_key: HashMap<(u32, u32), usize> = lineups
        .iter()
        .enumerate()
        .filter(|(_, l)| usable(l))
        .rev()
        .map(|(i, l)| ((l.round, l.team), i))
        .collect();
    let record = |round: u32, team: u32| by_key.get(&(round, team)).copied();
    // The lineups a match took, to report the others.
    let mut used = vec![false; lineups.len()];
    let mut positions: Vec<(u32, usize)> =
        t.teams.iter().enumerate().map(|(i, x)| (x.number, i)).collect();
    positions.sort_unstable();
    let position =
        |team: u32| positions.binary_search_by_key(&team, |p| p.0).ok().map(|k| positions[k].1);
    // Rounds after the last one with any entry or record have no matches.
    let last_round = t
        .players
        .iter()
        .filter_map(|p| p.games.last().map(|g| g.round))
        .chain(lineups.iter().map(|l| l.round))
        .chain(t.forfeited_matches.iter().map(|f| f.round))
        .chain(t.declared_byes.iter().map(|b| b.round))
        .chain(t.team_pab.iter().flat_map(|p| p.teams.iter().map(|x| x.0)))
        .max()
        .unwrap_or(0)
        .min(t.rounds);
    for round in 1..=last_round {
        // Teams of a match forfeited as a whole are paired by the `330` record below.
        let mut paired: HashSet<u32> = HashSet::new();
        let first_match = out.matches.len();
        let forfeiting: Vec<u32> = t
            .forfeited_matches
            .iter()
            .filter(|f| f.round == round)
            .flat_map(|f| [f.first, f.second])
            .collect();
        for team in t.teams.iter().filter(|x| !forfeiting.contains(&x.number)) {
            let number = team.number;
            if paired.contains(&number) {
                continue;
            }
            let own = record(round, number);
            let own_record = own.map(|i| &lineups[i]);
            let opponent_team = match own_record {
                Some(r) => Some(r.opponent).filter(|&o| o != 0),
                None => {
                    default_lineup(t, &team_of, number, round).iter().flatten().find_map(|&p| {
                        let o = game_in(t, p, round)?.opponent?;
                        team_of.get(o as usize).copied().filter(|&x| x != 0)
                    })
                }
            };
            let Some(other) = opponent_team else { continue };
            if other == number
                || paired.contains(&other)
                || forfeiting.contains(&other)
                || !known.contains(&other)
            {
                continue;
            }
            // The other side's record counts only when it names this team: a record naming a
            // third team (or none) is not this match's lineup.
            let other_index = record(round, other).filter(|&i| lineups[i].opponent == number);
            let other_record = other_index.map(|i| &lineups[i]);
            let (home, away, boards) = match_boards(
                t,
                &team_of,
                round,
                (number, own_record.map(|r| r.players.as_slice())),
                (other, other_record.map(|r| r.players.as_slice())),
            );
            let misfit = boards.iter().any(|b| match (b.home_player, b.away_player) {
                (Some(h), Some(a)) => game_in(t, h, round).and_then(|g| g.opponent) != Some(a),
                _ => false,
            });
            if misfit {
                let declared = own_record.or(other_record).map(|r| r.span);
                out.diagnostics.push(localized(|l| {
                    let d = Diagnostic::warning(
                        crate::results::codes::TRF_LINEUP_DISAGREES,
                        tr!(
                            l,
                            en: "boards of team {home} against team {away} in round {round} do not match the games",
                            bg: "дъските на отбор {home} срещу отбор {away} в кръг {round} не съвпадат с партиите",
                            uk: "шахівниці команди {home} проти команди {away} у турі {round} не збігаються з партіями"
                        ),
                    );
                    let d = match declared {
                        Some(span) => d.with_label(
                            span,
                            tr!(l, en: "declared lineup", bg: "обявен състав", uk: "оголошений склад"),
                        ),
                        None => d,
                    };
                    d.with_note(tr!(
                        l,
                        en: "boards are matched by position in each team's lineup",
                        bg: "дъските се съпоставят по място в състава на всеки отбор",
                        uk: "шахівниці зіставляють за місцем у складі кожної команди"
                    ))
                    .with_help(tr!(
                        l,
                        en: "correct the `300` records to the lineups actually used",
                        bg: "поправете записите `300` според действително играещите състави",
                        uk: "виправте записи `300` відповідно до складів, що справді грали"
                    ))
                }));
            }
            paired.insert(number);
            paired.insert(other);
            for i in own.into_iter().chain(other_index) {
                used[i] = true;
            }
            out.matches.push(TeamMatch { round, home, away: Some(away), boards });
        }
        // In the order of the teams in the file, whichever team was reached first (that depends
        // on which lineups are declared).
        let first_team = |m: &TeamMatch| position(m.home).min(m.away.and_then(position));
        let round_matches = &mut out.matches[first_match..];
        if !round_matches.is_sorted_by_key(first_team) {
            round_matches.sort_by_key(first_team);
        }
        for forfeit in t.forfeited_matches.iter().filter(|f| f.round == round) {
            if paired.contains(&forfeit.first)
                || paired.contains(&forfeit.second)
                || forfeit.first == forfeit.second
                || !known.contains(&forfeit.first)
                || !known.contains(&forfeit.second)
            {
                continue;
            }
            let (first, second) = (record(round, forfeit.first), record(round, forfeit.second));
            for i in first.into_iter().chain(second) {
                used[i] = true;
            }
            let boards = forfeit_boards(
                t,
                forfeit,
                first.map(|i| lineups[i].players.as_slice()),
                second.map(|i| lineups[i].players.as_slice()),
            );
            paired.insert(forfeit.first);
            paired.insert(forfeit.second);
            out.matches.push(TeamMatch {
                round,
                home: forfeit.first,
                away: Some(forfeit.second),
                boards,
            });
        }
        let declared =
            t.declared_byes.iter().filter(|b| b.round == round).flat_map(|b| b.ids.iter().copied());
        let pab =
            t.team_pab.iter().flat_map(|p| p.teams.iter()).filter(|x| x.0 == round).map(|x| x.1);
        for team in declared.chain(pab) {
            if !paired.contains(&team) && known.contains(&team) {
                paired.insert(team);
                out.matches.push(TeamMatch { round, home: team, away: None, boards: Vec::new() });
            }
        }
    }
    // A lineup against a team the games do not pair this team with (or in a round after the
    // last) belongs to no match either.
    let mut unused: Vec<usize> =
        by_key.values().copied().filter(|&i| lineups[i].opponent != 0 && !used[i]).collect();
    unused.sort_unstable();
    for r in unused.into_iter().map(|i| &lineups[i]) {
        out.diagnostics.push(
            localized(|l| {
                let (team, opponent, round) = (r.team, r.opponent, r.round);
                Diagnostic::warning(
                    crate::results::codes::TRF_UNUSABLE_TEAM_RECORD,
                    tr!(
                        l,
                        en: "`300` record: the lineup of team {team} against team {opponent} in round {round} belongs to no match",
                        bg: "запис `300`: съставът на отбор {team} срещу отбор {opponent} в кръг {round} не е от никоя среща",
                        uk: "запис `300`: склад команди {team} проти команди {opponent} у турі {round} не належить жодному матчу"
                    ),
                )
                .with_label(r.span, tr!(l, en: "no such match", bg: "няма такава среща", uk: "немає такого матчу"))
                .with_note(tr!(
                    l,
                    en: "by the players' games and the other records the two teams did not meet in that round; the record is ignored",
                    bg: "според партиите на състезателите и другите записи двата отбора не са се срещали в този кръг; записът се пренебрегва",
                    uk: "за партіями гравців та іншими записами ці команди не зустрічалися в цьому турі; запис пропущено"
                ))
                .with_help(tr!(
                    l,
                    en: "correct the round or the opponent's team number",
                    bg: "поправете кръга или номера на противниковия отбор",
                    uk: "виправте тур або номер команди суперника"
                ))
            }),
        );
    }
    out
}

/// Boards of a played match between `first` and `second` (each with its declared lineup, if
/// any). With two declared lineups the boards are matched by position. Otherwise one side's
/// lineup (the declared one, else `first`'s default lineup) sets the board order and the other
/// side's player on each board is that player's opponent; the other side's members who won by
/// forfeit without an opponent fill its empty boards in board order. Returns home, away, boards.
pub(crate) fn match_boards(
    t: &Tournament,
    team_of: &[u32],
    round: u32,
    first: (u32, Option<&[Option<u32>]>),
    second: (u32, Option<&[Option<u32>]>),
) -> (u32, u32, Vec<Board>) {
    let (lead, follow, mut lead_lineup, follow_lineup) = match (first.1, second.1) {
        (Some(a), Some(b)) => (first.0, second.0, a.to_vec(), b.to_vec()),
        (Some(a), None) => (first.0, second.0, a.to_vec(), Vec::new()),
        (None, Some(b)) => (second.0, first.0, b.to_vec(), Vec::new()),
        (None, None) => (first.0, second.0, default_lineup(t, team_of, first.0, round), Vec::new()),
    };
    // Boards the lead side played over the board (or against a named opponent); the lead side's
    // own forfeit winners without an opponent follow them (their board is not recorded).
    let played_boards = lead_lineup.len();
    if first.1.is_none() && second.1.is_none() {
        lead_lineup.extend(forfeit_lineup(t, lead, round, true));
    }
    let follow_lineup = if first.1.is_some() && second.1.is_some() {
        follow_lineup
    } else {
        let mut column: Vec<Option<u32>> = lead_lineup
            .iter()
            .map(|p| {
                let o = game_in(t, (*p)?, round)?.opponent?;
                (team_of.get(o as usize).copied() == Some(follow)).then_some(o)
            })
            .collect();
        let mut spare = forfeit_lineup(t, follow, round, true).into_iter().flatten();
        for slot in column.iter_mut().take(played_boards).filter(|s| s.is_none()) {
            match spare.next() {
                Some(p) => *slot = Some(p),
                None => break,
            }
        }
        column.extend(spare.map(Some));
        column
    };
    // The colours are judged from `first`'s lineup, then `second`'s, whichever side leads, so
    // that declaring the other side's lineup too does not change who is at home.
    let (first_lineup, second_lineup) = if lead == first.0 {
        (&lead_lineup, &follow_lineup)
    } else {
        (&follow_lineup, &lead_lineup)
    };
    let first_is_home = is_home(t, team_of, first.0, first_lineup, round)
        .or_else(|| is_home(t, team_of, second.0, second_lineup, round).map(|h| !h))
        // Without a colour, the team listed first in the file is at home (not the side that
        // happens to be reached first: that depends on which lineups are declared).
        .unwrap_or_else(|| {
            let position = |n: u32| t.teams.iter().position(|x| x.number == n);
            position(first.0) <= position(second.0)
        });
    let lead_is_home = first_is_home == (lead == first.0);
    if lead_is_home {
        (lead, follow, zip_boards(t, round, &lead_lineup, &follow_lineup, None))
    } else {
        (follow, lead, zip_boards(t, round, &follow_lineup, &lead_lineup, None))
    }
}

/// Boards of a match forfeited as a whole (`330`).
pub(crate) fn forfeit_boards(
    t: &Tournament,
    forfeit: &crate::results::ForfeitedMatch,
    first: Option<&[Option<u32>]>,
    second: Option<&[Option<u32>]>,
) -> Vec<Board> {
    let (first_wins, second_wins) = forfeit_winners(forfeit.result);
    let round = forfeit.round;
    let home =
        first.map_or_else(|| forfeit_lineup(t, forfeit.first, round, first_wins), <[_]>::to_vec);
    let away =
        second.map_or_else(|| forfeit_lineup(t, forfeit.second, round, second_wins), <[_]>::to_vec);
    let side = |wins: bool| if wins { Outcome::ForfeitWin } else { Outcome::ForfeitLoss };
    // `--`: both teams forfeit, every board is lost by both sides (0–0).
    zip_boards(t, round, &home, &away, Some((side(first_wins), side(second_wins))))
}

/// Whether `team` with this lineup is the home team (White on board 1), judged from the first
/// board with a member of the team and a known colour (a lineup naming another team's player
/// says nothing of this match's colours).
fn is_home(
    t: &Tournament,
    team_of: &[u32],
    team: u32,
    lineup: &[Option<u32>],
    round: u32,
) -> Option<bool> {
    lineup.iter().enumerate().find_map(|(k, p)| {
        let p = (*p)?;
        if team_of.get(p as usize) != Some(&team) {
            return None;
        }
        let color = game_in(t, p, round)?.color?;
        Some((color == Color::White) == (k % 2 == 0))
    })
}

/// Boards from two lineups; `forced` is the (home, away) outcome of a match forfeited as a
/// whole. Otherwise each side's outcome is its player's own game, so that a board both players
/// forfeited stays a forfeit loss on both sides; a side without a game of its own on the board
/// takes the other side's result reversed.
fn zip_boards(
    t: &Tournament,
    round: u32,
    home: &[Option<u32>],
    away: &[Option<u32>],
    forced: Option<(Outcome, Outcome)>,
) -> Vec<Board> {
    (0..home.len().max(away.len()))
        .map(|k| {
            let home_player = home.get(k).copied().flatten();
            let away_player = away.get(k).copied().flatten();
            let (home_outcome, away_outcome) = forced.unwrap_or_else(|| {
                match (
                    home_player.and_then(|p| game_in(t, p, round)),
                    away_player.and_then(|p| game_in(t, p, round)),
                ) {
                    (Some(h), Some(a)) => (h.outcome, a.outcome),
                    (Some(h), None) => (h.outcome, inverted(h.outcome)),
                    (None, Some(a)) => (inverted(a.outcome), a.outcome),
                    (None, None) => (Outcome::ZeroBye, Outcome::ZeroBye),
                }
            });
            Board { board: k as u32 + 1, home_player, away_player, home_outcome, away_outcome }
        })
        .collect()
}
