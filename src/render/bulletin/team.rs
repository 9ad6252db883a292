//! A team event's matches round by round, each with its boards (players, ratings, colours and
//! results), and each team's roster with the players' results, scores and performances.

use super::*;

pub(super) fn team_label(t: &Tournament, n: u32) -> String {
    let name = t.teams.iter().find(|x| x.number == n).map(|x| x.name.as_str()).unwrap_or("");
    format!("{n} {name}")
}

/// The team match table: every round's matches with their scores in game points, each round
/// headed with its date and time from the regulation's schedule.
pub(super) fn team_matches(t: &Tournament, lang: Lang, reg: Option<&Regulation>) -> TeamMatchTable {
    let bye = match lang {
        Lang::Bg => "почива",
        Lang::Uk => "вільний від гри",
        Lang::En => "bye",
    };
    let last = t.team_matches.iter().map(|m| m.round).max().unwrap_or(0);
    let rounds = (1..=last)
        .map(|round| TeamRoundView {
            round,
            when: reg.and_then(|r| crate::render::pairings::when(r, round, lang)),
            matches: t
                .team_matches
                .iter()
                .filter(|m| m.round == round)
                .map(|m| {
                    let (mut home, mut away) = (Points::ZERO, Points::ZERO);
                    for b in &m.boards {
                        home += t.points.points(b.home_outcome);
                        away += t.points.points(b.away_outcome);
                    }
                    TeamMatchView {
                        boards: m
                            .boards
                            .iter()
                            .map(|b| board_pairing(t, m.round, b, lang))
                            .collect(),
                        home: team_label(t, m.home),
                        away: m.away.map_or_else(|| bye.to_string(), |a| team_label(t, a)),
                        score: match m.away {
                            Some(_) => format!(
                                "{} – {}",
                                format_points(home, lang),
                                format_points(away, lang)
                            ),
                            None => String::new(),
                        },
                    }
                })
                .collect(),
        })
        .collect::<Vec<TeamRoundView>>();
    let ratings = rounds
        .iter()
        .flat_map(|r| &r.matches)
        .flat_map(|m| &m.boards)
        .any(|b| !b.home_rating.is_empty() || !b.away_rating.is_empty());
    TeamMatchTable { rounds, ratings }
}

/// One board of a match: the players with their ratings and colours, the result from the home
/// player's side.
fn board_pairing(
    t: &Tournament,
    round: u32,
    b: &crate::results::Board,
    lang: Lang,
) -> BoardPairing {
    let (white, black) = match lang {
        Lang::Bg | Lang::Uk => ("б", "ч"),
        Lang::En => ("w", "b"),
    };
    let color = |p: Option<u32>| {
        let g = p.and_then(|p| t.player(p)).and_then(|x| x.games.iter().find(|g| g.round == round));
        match g.and_then(|g| g.color) {
            Some(Color::White) => white.to_string(),
            Some(Color::Black) => black.to_string(),
            None => String::new(),
        }
    };
    let label = |p: Option<u32>| {
        p.map_or_else(|| "—".to_string(), |p| format!("{p} {}", player_name(t, p)))
    };
    let rating = |p: Option<u32>| p.map(|p| player_rating(t, p)).unwrap_or_default();
    BoardPairing {
        board: b.board,
        home: label(b.home_player),
        home_rating: rating(b.home_player),
        home_color: color(b.home_player),
        result: result_text(b.home_outcome),
        away: label(b.away_player),
        away_rating: rating(b.away_player),
        away_color: color(b.away_player),
    }
}

/// Each team's players round by round, with the board played and the points per board.
pub(super) fn team_boards(
    s: &RegulationTeamStandings,
    t: &Tournament,
    lang: Lang,
) -> Vec<TeamBoardsView> {
    let last = t.team_matches.iter().map(|m| m.round).max().unwrap_or(0);
    let rounds: Vec<u32> = (1..=last).collect();
    let board_abbr = match lang {
        Lang::Bg => "д.",
        Lang::Uk => "д.",
        Lang::En => "b.",
    };
    s.standings
        .rows
        .iter()
        .filter_map(|row| {
            let team = t.teams.iter().find(|x| x.number == row.start)?;
            // (round, board, player, outcome) of every game the team played.
            let mut games: Vec<(u32, u32, u32, Outcome)> = Vec::new();
            for m in &t.team_matches {
                for b in &m.boards {
                    if m.home == team.number {
                        if let Some(p) = b.home_player {
                            games.push((m.round, b.board, p, b.home_outcome));
                        }
                    } else if m.away == Some(team.number) {
                        if let Some(p) = b.away_player {
                            games.push((m.round, b.board, p, b.away_outcome));
                        }
                    }
                }
            }
            let players = team
                .players
                .iter()
                .enumerate()
                .map(|(i, p)| {
                    let mine: Vec<&(u32, u32, u32, Outcome)> =
                        games.iter().filter(|g| g.2 == *p).collect();
                    let cells = rounds
                        .iter()
                        .map(|r| {
                            mine.iter()
                                .find(|g| g.0 == *r)
                                .map(|g| {
                                    // The board is named only when it is not the player's own.
                                    if g.1 as usize == i + 1 {
                                        outcome_mark(g.3).to_string()
                                    } else {
                                        format!("{} ({board_abbr} {})", outcome_mark(g.3), g.1)
                                    }
                                })
                                .unwrap_or_default()
                        })
                        .collect();
                    let points: Points =
                        mine.iter().fold(Points::ZERO, |a, g| a + t.points.points(g.3));
                    let extra = s.extras.players.iter().find(|x| x.start == *p);
                    TeamPlayerRow {
                        order: i as u32 + 1,
                        rating: player_rating(t, *p),
                        performance: extra
                            .and_then(|x| x.performance)
                            .map(|x| x.to_string())
                            .unwrap_or_default(),
                        number: *p,
                        name: player_name(t, *p),
                        cells,
                        total: format!("{}/{}", format_points(points, lang), mine.len()),
                    }
                })
                .collect::<Vec<TeamPlayerRow>>();
            let boards = games.iter().map(|g| g.1).max().unwrap_or(0);
            let board_totals = (1..=boards)
                .map(|b| {
                    let on: Vec<_> = games.iter().filter(|g| g.1 == b).collect();
                    let pts = on.iter().fold(Points::ZERO, |a, g| a + t.points.points(g.3));
                    format!("{b}: {}/{}", format_points(pts, lang), on.len())
                })
                .collect();
            Some(TeamBoardsView {
                rank: row.rank_label(),
                number: team.number,
                name: team.name.clone(),
                rounds: rounds.clone(),
                ratings: players.iter().any(|p| !p.rating.is_empty()),
                performances: players.iter().any(|p| !p.performance.is_empty()),
                players,
                board_totals,
            })
        })
        .collect()
}
