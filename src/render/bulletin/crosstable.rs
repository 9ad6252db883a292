//! The crosstable of a round robin (players or teams) and the wallchart of a Swiss event.

use super::*;

/// The crosstable of an individual round robin, rows and columns in rank order, with the
/// standings' tie-break columns (`standings` is the classification's view, rows in the same
/// order).
pub(super) fn crosstable(
    s: &RegulationStandings,
    t: &Tournament,
    lang: Lang,
    standings: &ClassificationView,
) -> CrosstableView {
    let order: Vec<u32> = s.standings.rows.iter().map(|r| r.start).collect();
    let position = |p: u32| order.iter().position(|x| *x == p);
    let n = order.len();
    let rows = s
        .standings
        .rows
        .iter()
        .enumerate()
        .map(|(i, r)| {
            let mut cells: Vec<Vec<&str>> = vec![Vec::new(); n];
            if let Some(p) = t.player(r.start) {
                for g in &p.games {
                    if let Some(j) = g.opponent.and_then(position) {
                        cells[j].push(outcome_mark(g.outcome));
                    }
                }
            }
            let cells = cells
                .into_iter()
                .enumerate()
                .map(|(j, c)| if j == i { "×".to_string() } else { c.join(" ") })
                .collect();
            CrosstableRow {
                position: i as u32 + 1,
                rank: rank_label(r.rank, r.rank_to),
                number: r.start,
                name: fitted_name(&player_name(t, r.start)),
                rating: player_rating(t, r.start),
                cells,
                points: format_points(r.points, lang),
                values: standings.rows.get(i).map(|row| row.values.clone()).unwrap_or_default(),
            }
        })
        .collect();
    let mut view = CrosstableView {
        columns: (1..=n as u32).collect(),
        tiebreak_columns: standings.tiebreak_columns.clone(),
        rows,
        wide: false,
    };
    view.wide = too_wide_for_portrait(&view);
    view
}

/// The longest name a crosstable or wallchart cell holds on one line (a name never wraps there):
/// a longer one keeps its surname and gives the other names as initials (`Dominguez Perez L.`).
pub(super) const NAME_CHARS: usize = 26;

/// A name fitted to [`NAME_CHARS`]: as it is when it fits, else the first word whole and the
/// others as initials.
pub(super) fn fitted_name(name: &str) -> String {
    if name.chars().count() <= NAME_CHARS {
        return name.to_string();
    }
    let mut words = name.split([' ', ',']).filter(|w| !w.is_empty());
    let mut out = words.next().unwrap_or("").to_string();
    for w in words {
        if let Some(c) = w.chars().next() {
            out.push(' ');
            out.push(c);
            out.push('.');
        }
    }
    out
}

/// Whether a crosstable needs a landscape page: its columns' widths at the 7.5 pt of a portrait
/// crosstable (`table.cross.portrait` in the bulletin's template; the average
/// DejaVu Serif letter about 1.5 mm, a cell's padding and rules 1.8 mm, a result cell at least
/// its 4 mm) add up to more than a portrait page's 186 mm between its margins. Whole tenths of a
/// millimetre: nothing here is a matter of rounding.
fn too_wide_for_portrait(c: &CrosstableView) -> bool {
    const LETTER: usize = 15; // tenths of a millimetre
    const PADDING: usize = 18;
    let chars = |texts: &mut dyn Iterator<Item = usize>, header: usize| {
        texts.max().unwrap_or(0).max(header)
    };
    let col = |n: usize| n * LETTER + PADDING;
    let rank = col(chars(&mut c.rows.iter().map(|r| r.rank.chars().count()), 5));
    let number = col(chars(&mut c.rows.iter().map(|r| r.number.to_string().len()), 2));
    let name = col(chars(&mut c.rows.iter().map(|r| r.name.chars().count()), 4));
    let rating = col(chars(&mut c.rows.iter().map(|r| r.rating.len()), 7));
    let cells: usize = (0..c.columns.len())
        .map(|j| {
            let widest =
                c.rows.iter().filter_map(|r| r.cells.get(j)).map(|x| x.chars().count()).max();
            col(widest.unwrap_or(1).max(2)).max(40 + PADDING)
        })
        .sum();
    let points = col(chars(&mut c.rows.iter().map(|r| r.points.chars().count()), 5));
    let tiebreaks: usize = (0..c.tiebreak_columns.len())
        .map(|j| {
            let widest =
                c.rows.iter().filter_map(|r| r.values.get(j)).map(|v| v.chars().count()).max();
            col(widest.unwrap_or(0).max(c.tiebreak_columns[j].code.chars().count()))
        })
        .sum();
    rank + number + name + rating + cells + points + tiebreaks > 1860
}

/// The wallchart of a Swiss event: opponents by their position in the standings.
pub(super) fn wallchart(s: &RegulationStandings, t: &Tournament, lang: Lang) -> WallchartView {
    let order: Vec<u32> = s.standings.rows.iter().map(|r| r.start).collect();
    let position = |p: u32| order.iter().position(|x| *x == p).map(|i| i as u32 + 1);
    let played = t.players.iter().flat_map(|p| p.games.iter().map(|g| g.round)).max();
    let rounds: Vec<u32> = (1..=t.rounds.max(played.unwrap_or(0))).collect();
    let (white, black) = match lang {
        Lang::Bg | Lang::Uk => ("б", "ч"),
        Lang::En => ("w", "b"),
    };
    let rows = s
        .standings
        .rows
        .iter()
        .enumerate()
        .map(|(i, r)| {
            let games = t.player(r.start).map_or(&[][..], |p| p.games.as_slice());
            let cells = rounds
                .iter()
                .map(|round| match games.iter().find(|g| g.round == *round) {
                    Some(g) => WallchartCell {
                        opponent: g
                            .opponent
                            .and_then(position)
                            .map_or_else(|| "–".to_string(), |o| o.to_string()),
                        color: match g.color {
                            Some(Color::White) => white.to_string(),
                            Some(Color::Black) => black.to_string(),
                            None => String::new(),
                        },
                        result: outcome_mark(g.outcome).to_string(),
                    },
                    None => WallchartCell {
                        opponent: "–".to_string(),
                        color: String::new(),
                        result: "0".to_string(),
                    },
                })
                .collect();
            WallchartRow {
                position: i as u32 + 1,
                rank: rank_label(r.rank, r.rank_to),
                number: r.start,
                name: fitted_name(&player_name(t, r.start)),
                rating: player_rating(t, r.start),
                cells,
                points: format_points(r.points, lang),
            }
        })
        .collect();
    WallchartView { rounds, rows }
}

/// The crosstable of a team round robin, rows and columns in rank order, with the standings'
/// tie-break columns.
pub(super) fn team_crosstable(
    s: &RegulationTeamStandings,
    t: &Tournament,
    lang: Lang,
    standings: &ClassificationView,
) -> CrosstableView {
    let order: Vec<u32> = s.standings.rows.iter().map(|r| r.start).collect();
    let position = |team: u32| order.iter().position(|x| *x == team);
    let n = order.len();
    // (home, away, home game points, away game points) of every match played.
    let scores: Vec<(u32, u32, Points, Points)> = t
        .team_matches
        .iter()
        .filter_map(|m| {
            let away = m.away?;
            let (mut h, mut a) = (Points::ZERO, Points::ZERO);
            for b in &m.boards {
                h += t.points.points(b.home_outcome);
                a += t.points.points(b.away_outcome);
            }
            Some((m.home, away, h, a))
        })
        .collect();
    let rows = s
        .standings
        .rows
        .iter()
        .enumerate()
        .map(|(i, r)| {
            let mut cells: Vec<Vec<String>> = vec![Vec::new(); n];
            for (home, away, h, a) in &scores {
                let (other, mine) = if *home == r.start {
                    (*away, *h)
                } else if *away == r.start {
                    (*home, *a)
                } else {
                    continue;
                };
                if let Some(j) = position(other) {
                    cells[j].push(format_points(mine, lang));
                }
            }
            let cells = cells
                .into_iter()
                .enumerate()
                .map(|(j, c)| if j == i { "×".to_string() } else { c.join(" ") })
                .collect();
            CrosstableRow {
                position: i as u32 + 1,
                rank: r.rank_label(),
                number: r.start,
                name: r.name.clone(),
                rating: String::new(),
                cells,
                points: format_points(r.match_points, lang),
                values: standings.rows.get(i).map(|row| row.values.clone()).unwrap_or_default(),
            }
        })
        .collect();
    CrosstableView {
        wide: false,
        columns: (1..=n as u32).collect(),
        tiebreak_columns: standings.tiebreak_columns.clone(),
        rows,
    }
}
