//! The per-round view of a team event: for every team and round the match result in match
//! points (MP) and game points (GP), the game points per board, and two individual-style
//! [`Crosstable`]s (one scored in MP, one in GP) so that the individual tie-breaks and direct
//! encounter run on teams unchanged (C.07 Art. 13 preamble: "points" = MP or GP).
//!
//! Participant ids are positions in [`Tournament::teams`] plus one; the team numbers of the
//! file are kept in [`TeamTable::numbers`].
//!
//! Unplayed matches (all values per team):
//!
//! | case | MP | GP | per board |
//! |---|---|---|---|
//! | pairing-allocated bye (`320`) | `320` value, else a drawn match (C.04.6) | `320` value, else a draw on every board | a win on every board (C.07 12: a team PAB counts as won games) |
//! | full-point bye (`240 F`) | won match | a win on every board | a win on every board |
//! | half-point bye (`240 H`) | drawn match | a draw on every board | a draw on every board |
//! | zero-point bye (`240 Z`, or not paired) | 0 | 0 | 0 |
//! | match won by forfeit (`330`) | won match | a win on every board | a win on every board |
//! | match lost by forfeit (`330`, also both sides of `--`) | 0 | 0 | 0 |
//! | a board both players forfeited (`-` on both sides) | — | 0 for both sides | 0 for both sides |
//!
//! Record `299` (abnormal point assignments, TRF26) is applied on top, as TRF26 describes it:
//! a kind with a round and teams (`299 W   2.0   2.5  002   17`) sets those teams' match
//! result and their MP and GP in that round (`000` or empty: in every round); a blank kind is a
//! bonus or penalty added to the teams' MP and GP, counting in the standings and in every
//! tie-break that reads a team's score (it is not a round of its own); round `999` puts it in
//! the final standings only, as FIDE's TieBreakServer reads that round. A record naming no
//! team, or a round after the last one, is reported (`S202`) and not applied.

mod abnormal;

use super::super::edition::Edition;
use super::super::unplayed::{classify, Crosstable, Round};
use crate::results::{
    Color, MatchForfeit, MatchPointSystem, Outcome, PointSystem, TeamMatch, Tournament,
};
use crate::vocab::points::Points;
use std::collections::BTreeMap;

/// How a team's round ended, seen from that team.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MatchKind {
    /// A match played over the boards (individual forfeits on some boards included).
    Played,
    /// The whole match won by forfeit (`330`).
    ForfeitWin,
    /// The whole match lost by forfeit (`330`), or a double forfeit.
    ForfeitLoss,
    /// Pairing-allocated bye (`320`).
    PairingBye,
    /// Full-point bye (`240 F`).
    FullBye,
    /// Half-point bye (`240 H`).
    HalfBye,
    /// Zero-point bye or not paired.
    ZeroBye,
}

/// One board of a played match, from one team's side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoardResult {
    /// Game points under the event's point system (record 162).
    pub points: Points,
    /// The result on the 1 / ½ / 0 scale in hundredths (win 100, draw 50), whatever the point
    /// system: what regulation-defined board weights multiply.
    pub score: Points,
}

/// One team's round.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TeamRound {
    /// Opponent (participant id), if the team was paired against one.
    pub opponent: Option<u32>,
    /// True when the team had White on board 1 (the home team), if paired.
    pub home: Option<bool>,
    /// How the round ended.
    pub kind: MatchKind,
    /// The match result as an individual outcome: `Win`/`Draw`/`Loss` for a played match,
    /// `ForfeitWin`/`ForfeitLoss`, or the bye's kind.
    pub result: Outcome,
    /// Match points.
    pub match_points: Points,
    /// Game points.
    pub game_points: Points,
    /// Per board (board 1 first), as used by the board tie-breaks.
    pub boards: Vec<BoardResult>,
}

/// One game a team's player played on a board of a match against another team, as the
/// rating-based tie-breaks (C.07 Art. 10) read it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoardGame {
    /// Round number.
    pub round: u32,
    /// The opposing team (participant id).
    pub opponent: u32,
    /// The opposing player's start number.
    pub opponent_player: u32,
    /// The result on the 1 / ½ / 0 scale in hundredths.
    pub score: i64,
    /// Played over the board (not a forfeit).
    pub over_the_board: bool,
}

/// A whole team event, ready for tie-breaks.
#[derive(Clone, Debug)]
pub struct TeamTable {
    /// Team number (from the file) of each participant id (index = id − 1).
    pub numbers: Vec<u32>,
    /// Team names (index = id − 1).
    pub names: Vec<String>,
    /// Number of boards per match (team size).
    pub boards: usize,
    /// Number of rounds.
    pub rounds: u32,
    /// Match point system (record 362).
    pub match_system: MatchPointSystem,
    /// Game point system (record 162).
    pub game_system: PointSystem,
    /// `rows[id - 1][round - 1]`.
    pub rows: Vec<Vec<TeamRound>>,
    /// The event scored in match points, as an individual-style crosstable.
    pub mp: Crosstable,
    /// The event scored in game points, as an individual-style crosstable (a "win" is a win on
    /// every board, a "draw" a draw on every board: the values Art. 16 needs).
    pub gp: Crosstable,
    /// The games of each team's players against other teams' players (index = id − 1), in
    /// round order: what ARO, TPR and PTP of a team are computed on.
    pub games: Vec<Vec<BoardGame>>,
    /// Each team's players in board order (start numbers).
    pub players: Vec<Vec<u32>>,
    /// Each team's strength factor (TRF26 `310` columns 48–53) when it is a whole number.
    pub strength: Vec<Option<u32>>,
    /// Final-standings-only bonus or penalty (`299` round `999`) in MP and GP (index = id − 1):
    /// in the primary and secondary score of the ranking, not in any tie-break.
    pub final_adjustment: Vec<(Points, Points)>,
    /// `299` records (or parts of them) that could not be applied, each with the reason.
    pub unapplied_abnormal: Vec<crate::vocab::lang::ByLang<String>>,
}

/// Points of one board for the side whose outcome is given.
fn board_for(outcome: Outcome, system: &PointSystem) -> BoardResult {
    match outcome {
        Outcome::Win | Outcome::ForfeitWin | Outcome::FullBye | Outcome::PairingBye => {
            BoardResult { points: system.win, score: Points::ONE }
        }
        Outcome::Draw | Outcome::HalfBye => {
            BoardResult { points: system.draw, score: Points::HALF }
        }
        Outcome::Loss => BoardResult { points: system.loss, score: Points::ZERO },
        Outcome::ForfeitLoss | Outcome::ZeroBye => {
            BoardResult { points: Points::ZERO, score: Points::ZERO }
        }
    }
}

impl TeamTable {
    /// Builds the table of `t`. `pab` overrides the team PAB value (MP, GP); otherwise record
    /// `320`, else a drawn match.
    pub fn new(
        t: &Tournament,
        edition: Edition,
        round_robin: bool,
        pab: Option<(Points, Points)>,
    ) -> TeamTable {
        let n = t.teams.len();
        let id_of: BTreeMap<u32, u32> =
            t.teams.iter().enumerate().map(|(i, team)| (team.number, i as u32 + 1)).collect();
        let rounds = t.team_matches.iter().map(|m| m.round).max().unwrap_or(0).max(t.rounds);
        let boards = t
            .team_matches
            .iter()
            .map(|m| m.boards.len())
            .max()
            .filter(|b| *b > 0)
            .or_else(|| t.teams.iter().map(|team| team.players.len()).max())
            .unwrap_or(1)
            .max(1);
        let gs = t.points;
        let ms = t.match_points;
        let all = |p: Points| p.times(boards as i64);
        let declared_pab = t.team_pab.as_ref();
        let pab_mp =
            pab.map(|p| p.0).or(declared_pab.and_then(|p| p.match_points)).unwrap_or(ms.draw);
        let pab_gp =
            pab.map(|p| p.1).or(declared_pab.and_then(|p| p.game_points)).unwrap_or(all(gs.draw));
        let every_board =
            |o: Outcome| -> Vec<BoardResult> { (0..boards).map(|_| board_for(o, &gs)).collect() };
        let unpaired = TeamRound {
            opponent: None,
            home: None,
            kind: MatchKind::ZeroBye,
            result: Outcome::ZeroBye,
            match_points: Points::ZERO,
            game_points: Points::ZERO,
            boards: every_board(Outcome::ZeroBye),
        };
        let mut rows: Vec<Vec<TeamRound>> = vec![vec![unpaired; rounds as usize]; n];
        for m in &t.team_matches {
            let Some(&home) = id_of.get(&m.home) else { continue };
            if m.round == 0 || m.round > rounds {
                continue;
            }
            let r = (m.round - 1) as usize;
            match m.away.and_then(|a| id_of.get(&a).copied()) {
                None => {
                    let kind = bye_kind(t, m);
                    let (mp, gp, per_board) = match kind {
                        MatchKind::PairingBye => (pab_mp, pab_gp, Outcome::PairingBye),
                        MatchKind::FullBye => (ms.win, all(gs.win), Outcome::FullBye),
                        MatchKind::HalfBye => (ms.draw, all(gs.draw), Outcome::HalfBye),
                        _ => (Points::ZERO, Points::ZERO, Outcome::ZeroBye),
                    };
                    rows[(home - 1) as usize][r] = TeamRound {
                        opponent: None,
                        home: None,
                        kind,
                        result: per_board,
                        match_points: mp,
                        game_points: gp,
                        boards: every_board(per_board),
                    };
                }
                Some(away) => {
                    let (h, a) = match forfeit_of(t, m) {
                        Some(result) => forfeited(result, home, away, ms, &gs, boards),
                        None => played(m, home, away, ms, &gs, boards),
                    };
                    rows[(home - 1) as usize][r] = h;
                    rows[(away - 1) as usize][r] = a;
                }
            }
        }
        let abnormal = abnormal::apply(t, &id_of, &mut rows, rounds);
        let mp_system = PointSystem { win: ms.win, draw: ms.draw, loss: ms.loss };
        let gp_system = PointSystem { win: all(gs.win), draw: all(gs.draw), loss: all(gs.loss) };
        let mut mp = crosstable(&rows, rounds, round_robin, edition, mp_system, |x| x.match_points);
        let mut gp = crosstable(&rows, rounds, round_robin, edition, gp_system, |x| x.game_points);
        let (bonus_mp, bonus_gp): (Vec<Points>, Vec<Points>) =
            abnormal.bonus.iter().copied().unzip();
        mp.add_to_scores(&bonus_mp);
        gp.add_to_scores(&bonus_gp);
        TeamTable {
            numbers: t.teams.iter().map(|x| x.number).collect(),
            names: t.teams.iter().map(|x| x.name.clone()).collect(),
            boards,
            rounds,
            match_system: ms,
            game_system: gs,
            rows,
            mp,
            gp,
            games: board_games(t, &id_of, n),
            players: t.teams.iter().map(|x| x.players.clone()).collect(),
            strength: t.teams.iter().map(|x| x.strength.trim().parse().ok()).collect(),
            final_adjustment: abnormal.final_only,
            unapplied_abnormal: abnormal.unapplied,
        }
    }

    /// Number of teams.
    pub fn len(&self) -> usize {
        self.rows.len()
    }

    /// True when there are no teams.
    pub fn is_empty(&self) -> bool {
        self.rows.is_empty()
    }

    /// The rounds of participant `id`.
    pub fn row(&self, id: u32) -> &[TeamRound] {
        &self.rows[(id - 1) as usize]
    }

    /// Total match points of `id`.
    pub fn match_points(&self, id: u32) -> Points {
        self.mp.score_of(id)
    }

    /// Total game points of `id`.
    pub fn game_points(&self, id: u32) -> Points {
        self.gp.score_of(id)
    }

    /// Game points per board over the whole event (board 1 first).
    pub fn board_totals(&self, id: u32) -> Vec<Points> {
        sum_boards(self.row(id).iter(), self.boards)
    }

    /// Game points per board in the matches of `id` against `other`, and whether such a match
    /// exists. `forfeits` also takes matches forfeited as a whole.
    pub fn mutual_board_totals(&self, id: u32, other: u32, forfeits: bool) -> Option<Vec<Points>> {
        let rounds: Vec<&TeamRound> = self
            .row(id)
            .iter()
            .filter(|x| x.opponent == Some(other))
            .filter(|x| forfeits || x.kind == MatchKind::Played)
            .collect();
        (!rounds.is_empty()).then(|| sum_boards(rounds.into_iter(), self.boards))
    }
}

/// Every game on a board between players of two teams, from both sides (matches forfeited as a
/// whole have no games).
fn board_games(t: &Tournament, id_of: &BTreeMap<u32, u32>, n: usize) -> Vec<Vec<BoardGame>> {
    let mut out = vec![Vec::new(); n];
    for m in &t.team_matches {
        let (Some(&home), Some(&away)) = (id_of.get(&m.home), m.away.and_then(|a| id_of.get(&a)))
        else {
            continue;
        };
        if forfeit_of(t, m).is_some() {
            continue;
        }
        for b in &m.boards {
            let (Some(hp), Some(ap)) = (b.home_player, b.away_player) else { continue };
            for (team, opponent, player, outcome) in
                [(home, away, ap, b.home_outcome), (away, home, hp, b.away_outcome)]
            {
                let score = match outcome {
                    Outcome::Win | Outcome::ForfeitWin => 100,
                    Outcome::Draw => 50,
                    _ => 0,
                };
                out[(team - 1) as usize].push(BoardGame {
                    round: m.round,
                    opponent,
                    opponent_player: player,
                    score,
                    over_the_board: outcome.is_played(),
                });
            }
        }
    }
    for games in &mut out {
        games.sort_by_key(|g| g.round);
    }
    out
}

fn sum_boards<'a>(rounds: impl Iterator<Item = &'a TeamRound>, boards: usize) -> Vec<Points> {
    let mut out = vec![Points::ZERO; boards];
    for r in rounds {
        for (slot, b) in out.iter_mut().zip(&r.boards) {
            *slot += b.points;
        }
    }
    out
}

/// What kind of bye a match without an away team is.
fn bye_kind(t: &Tournament, m: &TeamMatch) -> MatchKind {
    let pab = t.team_pab.iter().flat_map(|p| p.teams.iter()).any(|x| *x == (m.round, m.home));
    if pab {
        return MatchKind::PairingBye;
    }
    let declared = t.declared_byes.iter().find(|b| b.round == m.round && b.ids.contains(&m.home));
    match declared.map(|b| b.kind) {
        Some(Outcome::FullBye) => MatchKind::FullBye,
        Some(Outcome::HalfBye) => MatchKind::HalfBye,
        Some(Outcome::PairingBye) => MatchKind::PairingBye,
        _ => MatchKind::ZeroBye,
    }
}

/// The `330` result of a match, as seen from its home team first.
fn forfeit_of(t: &Tournament, m: &TeamMatch) -> Option<MatchForfeit> {
    let away = m.away?;
    t.forfeited_matches.iter().filter(|f| f.round == m.round).find_map(|f| {
        if f.first == m.home && f.second == away {
            Some(f.result)
        } else if f.first == away && f.second == m.home {
            Some(match f.result {
                MatchForfeit::FirstWins => MatchForfeit::SecondWins,
                MatchForfeit::SecondWins => MatchForfeit::FirstWins,
                MatchForfeit::Both => MatchForfeit::Both,
            })
        } else {
            None
        }
    })
}

fn forfeited(
    result: MatchForfeit,
    home: u32,
    away: u32,
    ms: MatchPointSystem,
    gs: &PointSystem,
    boards: usize,
) -> (TeamRound, TeamRound) {
    let side = |opponent: u32, is_home: bool, wins: bool| TeamRound {
        opponent: Some(opponent),
        home: Some(is_home),
        kind: if wins { MatchKind::ForfeitWin } else { MatchKind::ForfeitLoss },
        result: if wins { Outcome::ForfeitWin } else { Outcome::ForfeitLoss },
        match_points: if wins { ms.win } else { Points::ZERO },
        game_points: if wins { gs.win.times(boards as i64) } else { Points::ZERO },
        boards: (0..boards)
            .map(|_| board_for(if wins { Outcome::ForfeitWin } else { Outcome::ForfeitLoss }, gs))
            .collect(),
    };
    let (home_wins, away_wins) = match result {
        MatchForfeit::FirstWins => (true, false),
        MatchForfeit::SecondWins => (false, true),
        MatchForfeit::Both => (false, false),
    };
    (side(away, true, home_wins), side(home, false, away_wins))
}

fn played(
    m: &TeamMatch,
    home: u32,
    away: u32,
    ms: MatchPointSystem,
    gs: &PointSystem,
    boards: usize,
) -> (TeamRound, TeamRound) {
    let mut home_boards = Vec::with_capacity(boards);
    let mut away_boards = Vec::with_capacity(boards);
    for b in &m.boards {
        home_boards.push(board_for(b.home_outcome, gs));
        away_boards.push(board_for(b.away_outcome, gs));
    }
    let empty = board_for(Outcome::ZeroBye, gs);
    home_boards.resize(boards, empty);
    away_boards.resize(boards, empty);
    let hg: Points = home_boards.iter().map(|b| b.points).sum();
    let ag: Points = away_boards.iter().map(|b| b.points).sum();
    let (hm, am, hr, ar) = match hg.cmp(&ag) {
        std::cmp::Ordering::Greater => (ms.win, ms.loss, Outcome::Win, Outcome::Loss),
        std::cmp::Ordering::Equal => (ms.draw, ms.draw, Outcome::Draw, Outcome::Draw),
        std::cmp::Ordering::Less => (ms.loss, ms.win, Outcome::Loss, Outcome::Win),
    };
    let side = |opponent, is_home, result, mp, gp, boards| TeamRound {
        opponent: Some(opponent),
        home: Some(is_home),
        kind: MatchKind::Played,
        result,
        match_points: mp,
        game_points: gp,
        boards,
    };
    (side(away, true, hr, hm, hg, home_boards), side(home, false, ar, am, ag, away_boards))
}

/// An individual-style crosstable of the teams, scored with `points`.
fn crosstable(
    rows: &[Vec<TeamRound>],
    rounds: u32,
    round_robin: bool,
    edition: Edition,
    system: PointSystem,
    points: impl Fn(&TeamRound) -> Points,
) -> Crosstable {
    let table = rows
        .iter()
        .map(|row| {
            let mut out: Vec<Round> = row
                .iter()
                .map(|x| Round {
                    opponent_number: x.opponent.and_then(std::num::NonZeroU32::new),
                    color: x.home.map(|h| if h { Color::White } else { Color::Black }),
                    outcome: x.result,
                    points: points(x),
                    category: None,
                    vur: false,
                })
                .collect();
            classify(&mut out);
            out
        })
        .collect();
    Crosstable::from_table(table, rounds, round_robin, edition, system)
}
