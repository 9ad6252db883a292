//! Player cards: every player's games round by round (colour, opponent with title and rating,
//! result, W − We of the rated game), then the score, the opponents' average, the performance,
//! W − We, K and the rating change, as the results services print a player's page.

use super::norms::hundredths;
use super::*;
use crate::score::regulation::RegulationStandings;

/// The cards of an individual event, in start-number order. `t` is the tournament as the
/// regulation scores it; `rules` are the rating rules of the event's period.
pub(super) fn player_cards(
    s: &RegulationStandings,
    t: &Tournament,
    rules: &RatingRules,
    lang: Lang,
) -> Vec<PlayerCard> {
    let (white, black) = match lang {
        Lang::Bg | Lang::Uk => ("б", "ч"),
        Lang::En => ("w", "b"),
    };
    let rated = |start: u32| t.player(start).and_then(|p| p.rating).filter(|r| *r > 0);
    let title = |start: u32| {
        t.player(start)
            .and_then(|p| crate::vocab::title::Title::from_code(&p.title))
            .map(|x| crate::render::words::title_short(x, lang).to_string())
            .unwrap_or_default()
    };
    t.players
        .iter()
        .map(|p| {
            let row = s.standings.row(p.start);
            // W − We of each game the rating counts (played over the board, rated, both
            // players rated), in the order the rating engine takes them.
            let counted: Vec<(usize, u32, i64)> = p
                .games
                .iter()
                .enumerate()
                .filter(|(_, g)| g.outcome.is_played() && g.rated)
                .filter_map(|(i, g)| {
                    let opp = rated(g.opponent?)?;
                    let score = match g.outcome {
                        Outcome::Win => 100,
                        Outcome::Draw => 50,
                        _ => 0,
                    };
                    Some((i, opp, score))
                })
                .collect();
            let mut deltas: Vec<Option<i64>> = vec![None; p.games.len()];
            if let Some(own) = rated(p.start) {
                let games: Vec<(u32, i64)> = counted.iter().map(|c| (c.1, c.2)).collect();
                let expected = crate::vocab::fide::ratings::expected_per_game(own, &games, rules);
                for ((i, _, score), e) in counted.iter().zip(expected) {
                    deltas[*i] = Some(score - e);
                }
            }
            let extra = s.extras.players.iter().find(|x| x.start == p.start);
            // The card's W − We column and its total, two decimals each.
            let delta_text: Vec<String> = deltas
                .iter()
                .copied()
                .chain([extra.and_then(|x| x.delta).map(|d| d.0)])
                .map(|d| hundredths(d, lang, true))
                .collect();
            let games = p
                .games
                .iter()
                .enumerate()
                .map(|(i, g)| CardGame {
                    round: g.round,
                    color: match (g.opponent, g.color) {
                        (Some(_), Some(Color::White)) => white.to_string(),
                        (Some(_), Some(Color::Black)) => black.to_string(),
                        _ => String::new(),
                    },
                    opponent_number: g.opponent.map(|o| o.to_string()).unwrap_or_default(),
                    opponent_title: g.opponent.map(title).unwrap_or_default(),
                    opponent: g.opponent.map_or_else(
                        || bye_words(g.outcome, lang).to_string(),
                        |o| player_name(t, o),
                    ),
                    opponent_rating: g.opponent.map(|o| player_rating(t, o)).unwrap_or_default(),
                    result: outcome_mark(g.outcome).to_string(),
                    delta: delta_text[i].clone(),
                })
                .collect();
            let opt = |v: Option<u32>| v.map(|x| x.to_string()).unwrap_or_default();
            PlayerCard {
                rank: row.map(|r| rank_label(r.rank, r.rank_to)).unwrap_or_default(),
                number: p.start,
                title: title(p.start),
                name: p.name.to_string(),
                rating: player_rating(t, p.start),
                club: p.club.trim().to_string(),
                points: row.map(|r| format_points(r.points, lang)).unwrap_or_default(),
                games,
                average: opt(extra.and_then(|x| x.average_opponents)),
                performance: extra
                    .and_then(|x| x.performance)
                    .map(|x| x.to_string())
                    .unwrap_or_default(),
                delta: delta_text.last().cloned().unwrap_or_default(),
                k: opt(extra.and_then(|x| x.k)),
                change: hundredths(extra.and_then(|x| x.change_exact).map(|c| c.0), lang, true),
            }
        })
        .collect()
}
