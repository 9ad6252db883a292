//! The per-round view of a tournament that every tie-break reads, and the unplayed-round rules
//! of C.07 Art. 15–16 for each edition: categories (16.2), adjusted scores (16.3), the dummy
//! opponent (16.4, capped from 2026) and the pre-2023 virtual opponent.

use super::edition::Edition;
use crate::results::{Color, Outcome, PointSystem, Tournament};
use crate::vocab::points::Points;
use std::num::NonZeroU32;

/// Category of an unplayed round (Art. 16.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Category {
    /// 16.2.1: pairing-allocated or full-point bye.
    Bye,
    /// 16.2.2: forfeit win.
    ForfeitWin,
    /// 16.2.3: requested bye (half- or zero-point) followed later by a round that is not a VUR.
    EarlyRequestedBye,
    /// 16.2.4: forfeit loss.
    ForfeitLoss,
    /// 16.2.5: requested bye followed only by VURs, or in the last round (covers withdrawal).
    LateRequestedBye,
}

/// One participant's entry in one round, normalised (absent rounds become zero-point byes):
/// 16 bytes, one for every player and round of the event.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Round {
    /// Scheduled opponent (start number, never 0), if any: [`Round::opponent`] reads it.
    pub opponent_number: Option<NonZeroU32>,
    /// Colour, if known.
    pub color: Option<Color>,
    /// What happened.
    pub outcome: Outcome,
    /// Points awarded under the event's point system.
    pub points: Points,
    /// Category when the round was not played over the board.
    pub category: Option<Category>,
    /// Voluntary unplayed round (requested bye or forfeit loss, Art. 16.1).
    pub vur: bool,
}

// The crosstable holds one `Round` per player and round: it stays at 16 bytes.
const _: () = assert!(std::mem::size_of::<Round>() == 16);

impl Round {
    /// Scheduled opponent (start number), if any.
    pub fn opponent(&self) -> Option<u32> {
        self.opponent_number.map(NonZeroU32::get)
    }

    /// A game played over the board against an opponent.
    pub fn is_played(&self) -> bool {
        self.opponent_number.is_some() && self.outcome.is_played()
    }

    /// A forfeit (win or loss) against a scheduled opponent.
    pub fn is_forfeit(&self) -> bool {
        self.opponent_number.is_some()
            && matches!(self.outcome, Outcome::ForfeitWin | Outcome::ForfeitLoss)
    }

    /// Played, or a forfeit when forfeits count as games (round robin 15.2, or `/P`).
    pub fn counts_as_game(&self, forfeits_as_played: bool) -> bool {
        self.is_played() || (forfeits_as_played && self.is_forfeit())
    }

    /// The game result on the 1 / ½ / 0 scale in hundredths (for rating calculations), from
    /// the outcome rather than the event's point system.
    pub fn game_score(&self) -> Points {
        match self.outcome {
            Outcome::Win | Outcome::ForfeitWin | Outcome::FullBye | Outcome::PairingBye => {
                Points::ONE
            }
            Outcome::Draw | Outcome::HalfBye => Points::HALF,
            Outcome::Loss | Outcome::ForfeitLoss | Outcome::ZeroBye => Points::ZERO,
        }
    }
}

/// Points awarded for an outcome.
pub fn points_for(outcome: Outcome, system: &PointSystem) -> Points {
    match outcome {
        Outcome::Win | Outcome::ForfeitWin | Outcome::FullBye | Outcome::PairingBye => system.win,
        Outcome::Draw | Outcome::HalfBye => system.draw,
        Outcome::Loss => system.loss,
        Outcome::ForfeitLoss | Outcome::ZeroBye => Points::ZERO,
    }
}

/// The whole event as a rectangular crosstable plus the scores every tie-break needs.
#[derive(Clone, Debug)]
pub struct Crosstable {
    /// Number of rounds evaluated.
    pub rounds: u32,
    /// Round robin (pre-determined pairings, Art. 15.2).
    pub round_robin: bool,
    /// Rule edition.
    pub edition: Edition,
    /// Point system.
    pub system: PointSystem,
    /// Every player's rounds one after another: player `p`'s are
    /// `cells[starts[p - 1]..starts[p]]` (see [`Crosstable::row`]), one vector for the event.
    cells: Vec<Round>,
    starts: Vec<usize>,
    /// Actual final score per player.
    pub score: Vec<Points>,
    /// Adjusted score (16.3, or the pre-2023 "unplayed = draw" rule) used when the player is
    /// someone's opponent.
    pub adjusted: Vec<Points>,
}

impl Crosstable {
    /// Builds the crosstable of `t` under `edition`.
    pub fn new(t: &Tournament, edition: Edition, round_robin: bool) -> Crosstable {
        // The rounds evaluated are those with results: a file written mid-event may declare
        // more rounds (XXR / 142) than have been played. A player's rounds are in order: the
        // last is the player's latest.
        let rounds = t
            .players
            .iter()
            .filter_map(|p| p.games.last().map(|g| g.round))
            .max()
            .unwrap_or(t.rounds);
        let n = t.players.len() as u32;
        let empty = Round {
            opponent_number: None,
            color: None,
            outcome: Outcome::ZeroBye,
            points: Points::ZERO,
            category: None,
            vur: false,
        };
        // Each player's row is filled, classified and scored in a small buffer (in the cache),
        // then appended: the event's table is written once, in order.
        let players = t.players.len();
        let mut cells = Vec::with_capacity(players * rounds as usize);
        let mut starts = Vec::with_capacity(players + 1);
        let (mut score, mut adjusted) = (Vec::with_capacity(players), Vec::with_capacity(players));
        starts.push(0);
        let mut row = vec![empty; rounds as usize];
        for p in &t.players {
            row.fill(empty);
            for g in &p.games {
                if g.round == 0 || g.round > rounds {
                    continue;
                }
                let opponent = g.opponent.filter(|o| *o <= n && *o != p.start);
                row[(g.round - 1) as usize] = Round {
                    opponent_number: opponent.and_then(NonZeroU32::new),
                    color: g.color,
                    outcome: g.outcome,
                    points: points_for(g.outcome, &t.points),
                    category: None,
                    vur: false,
                };
            }
            let (own, adjusted_own) = classify_and_score(&mut row, edition, round_robin, &t.points);
            score.push(own);
            adjusted.push(adjusted_own);
            cells.extend_from_slice(&row);
            starts.push(cells.len());
        }
        Crosstable {
            rounds,
            round_robin,
            edition,
            system: t.points,
            cells,
            starts,
            score,
            adjusted,
        }
    }

    /// A crosstable from its rows (`table[start - 1][round - 1]`).
    pub fn from_table(
        table: Vec<Vec<Round>>,
        rounds: u32,
        round_robin: bool,
        edition: Edition,
        system: PointSystem,
    ) -> Crosstable {
        let mut starts = Vec::with_capacity(table.len() + 1);
        starts.push(0);
        let mut cells = Vec::with_capacity(table.iter().map(Vec::len).sum());
        for row in table {
            cells.extend(row);
            starts.push(cells.len());
        }
        Crosstable::from_cells(cells, starts, rounds, round_robin, edition, system)
    }

    fn from_cells(
        cells: Vec<Round>,
        starts: Vec<usize>,
        rounds: u32,
        round_robin: bool,
        edition: Edition,
        system: PointSystem,
    ) -> Crosstable {
        let row = |i: usize| &cells[starts[i]..starts[i + 1]];
        let players = starts.len() - 1;
        let score: Vec<Points> =
            (0..players).map(|i| row(i).iter().map(|r| r.points).sum()).collect();
        let adjusted = (0..players)
            .map(|i| adjusted_score(row(i), score[i], edition, round_robin, &system))
            .collect();
        Crosstable { rounds, round_robin, edition, system, cells, starts, score, adjusted }
    }

    /// Adds a bonus or penalty to each participant's score (index = id − 1), as a TRF `299`
    /// record assigns it: it counts in the participant's own score and in the score its
    /// opponents' tie-breaks see, but in no round.
    pub fn add_to_scores(&mut self, bonus: &[Points]) {
        for (i, b) in bonus.iter().enumerate().take(self.score.len()) {
            self.score[i] += *b;
            self.adjusted[i] += *b;
        }
    }

    /// The row of a player (start number).
    pub fn row(&self, start: u32) -> &[Round] {
        let i = (start - 1) as usize;
        &self.cells[self.starts[i]..self.starts[i + 1]]
    }

    /// Actual score of a player.
    pub fn score_of(&self, start: u32) -> Points {
        self.score[(start - 1) as usize]
    }

    /// Adjusted score of a player.
    pub fn adjusted_of(&self, start: u32) -> Points {
        self.adjusted[(start - 1) as usize]
    }

    /// Number of players.
    pub fn len(&self) -> usize {
        self.starts.len() - 1
    }

    /// True when there are no players.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The score a player's own unplayed round `round` (1-based) is evaluated with: the dummy
    /// opponent (Art. 16.4; capped from 2026) or, before September 2023, the virtual opponent
    /// (score before the round + the complement of the round's result + a draw per later round).
    pub fn dummy_score(&self, start: u32, round: u32) -> Points {
        let row = self.row(start);
        let own = self.score_of(start);
        let r = &row[(round - 1) as usize];
        match self.edition {
            Edition::Pre2023 => {
                let before: Points = row[..(round - 1) as usize].iter().map(|x| x.points).sum();
                let complement = self.system.win - r.points;
                let later = self.system.draw.times(i64::from(self.rounds - round));
                before + complement.max(Points::ZERO) + later
            }
            Edition::Y2023 => own,
            Edition::Y2026 => match (r.category, r.opponent()) {
                (Some(Category::ForfeitWin | Category::ForfeitLoss), Some(opp)) => {
                    own.min(self.adjusted_of(opp))
                }
                _ => own.min(self.system.draw.times(i64::from(self.rounds))),
            },
        }
    }

    /// The crosstable Fore Buchholz is computed on. C.07 Art. 8.3: "Buchholz score calculated
    /// as if all paired games for the final round had ended in draws." Only paired games change:
    /// every final-round round with a scheduled opponent (a game, or a forfeit between two
    /// paired players) becomes a draw; a player not paired in the final round (a zero- or
    /// half-point bye asked for, a pairing-allocated or full-point bye) had no game, and the
    /// round keeps the points it gave.
    ///
    /// Art. 16 is then applied to the as-if results, as to real ones: the rows whose final round
    /// changed are classified again (16.2). A requested bye followed by a final-round forfeit
    /// loss is 16.2.5 in the real event (followed only by voluntarily unplayed rounds, evaluated
    /// as a draw), but 16.2.3 in the as-if event (followed by a drawn game, counted at its face
    /// value): FB, a tie-break known before the final round, must not depend on whether the
    /// final game was played or forfeited. A final-round zero-point bye stays 16.2.5. FIDE's
    /// TieBreakServer reads it the same way (the cases in `tests/suite/standings/c07_cases.rs`).
    pub fn fore(&self) -> Crosstable {
        let mut cells = self.cells.clone();
        if self.rounds > 0 {
            let last = (self.rounds - 1) as usize;
            for w in self.starts.windows(2) {
                let row = &mut cells[w[0]..w[1]];
                let Some(r) = row.get_mut(last) else { continue };
                if r.opponent_number.is_some() {
                    r.outcome = Outcome::Draw;
                    r.points = self.system.draw;
                    classify(row);
                }
            }
        }
        let starts = self.starts.clone();
        Crosstable::from_cells(
            cells,
            starts,
            self.rounds,
            self.round_robin,
            self.edition,
            self.system,
        )
    }
}

/// Sets category and VUR flag of every unplayed round of one player (Art. 16.1/16.2).
pub fn classify(row: &mut [Round]) {
    for r in row.iter_mut() {
        (r.category, r.vur) = category_of(r);
    }
    // 16.2.3 vs 16.2.5: a requested bye followed later by a round that is not a VUR.
    let mut later_non_vur = false;
    for r in row.iter_mut().rev() {
        if r.category == Some(Category::LateRequestedBye) && later_non_vur {
            r.category = Some(Category::EarlyRequestedBye);
        }
        if !r.vur {
            later_non_vur = true;
        }
    }
}

/// The category of a round taken alone and whether it is a voluntary unplayed round (16.1,
/// 16.2); [`classify`] then tells 16.2.3 from 16.2.5 by the rounds after it.
fn category_of(r: &Round) -> (Option<Category>, bool) {
    if r.is_played() {
        return (None, false);
    }
    match r.outcome {
        Outcome::PairingBye | Outcome::FullBye => (Some(Category::Bye), false),
        Outcome::ForfeitWin => (Some(Category::ForfeitWin), false),
        Outcome::ForfeitLoss => (Some(Category::ForfeitLoss), true),
        Outcome::HalfBye | Outcome::ZeroBye => (Some(Category::LateRequestedBye), true),
        // A played outcome without an opponent: treat as a bye with those points.
        Outcome::Win => (Some(Category::Bye), false),
        Outcome::Draw => (Some(Category::EarlyRequestedBye), true),
        Outcome::Loss => (Some(Category::LateRequestedBye), true),
    }
}

/// [`classify`] and the player's two scores in one pass over the row, from the last round
/// back: the score, and the score the player counts with as someone's opponent
/// ([`adjusted_score`]).
fn classify_and_score(
    row: &mut [Round],
    edition: Edition,
    round_robin: bool,
    system: &PointSystem,
) -> (Points, Points) {
    let mut later_non_vur = false;
    let (mut own, mut unplayed_as_draws, mut late_as_draws) =
        (Points::ZERO, Points::ZERO, Points::ZERO);
    for r in row.iter_mut().rev() {
        let (category, vur) = category_of(r);
        // 16.2.3 vs 16.2.5: a requested bye followed later by a round that is not a VUR.
        let late = category == Some(Category::LateRequestedBye) && !later_non_vur;
        r.category = if category == Some(Category::LateRequestedBye) && later_non_vur {
            Some(Category::EarlyRequestedBye)
        } else {
            category
        };
        r.vur = vur;
        later_non_vur |= !vur;
        own += r.points;
        unplayed_as_draws += if r.is_played() { r.points } else { system.draw };
        late_as_draws += if late { system.draw } else { r.points };
    }
    let adjusted = match (round_robin, edition) {
        (true, _) => own,
        (false, Edition::Pre2023) => unplayed_as_draws,
        (false, Edition::Y2023 | Edition::Y2026) => late_as_draws,
    };
    (own, adjusted)
}

/// The score a player counts with as someone's opponent.
fn adjusted_score(
    row: &[Round],
    own: Points,
    edition: Edition,
    round_robin: bool,
    system: &PointSystem,
) -> Points {
    if round_robin {
        return own;
    }
    match edition {
        // Pre-2023: every unplayed game of an opponent counts as a draw.
        Edition::Pre2023 => {
            row.iter().map(|r| if r.is_played() { r.points } else { system.draw }).sum()
        }
        // 16.3: category 16.2.5 rounds count as draws, everything else at face value.
        Edition::Y2023 | Edition::Y2026 => row
            .iter()
            .map(|r| {
                if r.category == Some(Category::LateRequestedBye) {
                    system.draw
                } else {
                    r.points
                }
            })
            .sum(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// One pass gives what `classify`, the sum of the points and `adjusted_score` give, on every
    /// row of up to four rounds of every outcome, with and without an opponent, under each
    /// edition, Swiss and round robin.
    #[test]
    fn classify_and_score_is_classify_then_the_sums() {
        const OUTCOMES: [Outcome; 9] = [
            Outcome::Win,
            Outcome::Draw,
            Outcome::Loss,
            Outcome::ForfeitWin,
            Outcome::ForfeitLoss,
            Outcome::HalfBye,
            Outcome::FullBye,
            Outcome::PairingBye,
            Outcome::ZeroBye,
        ];
        let system = PointSystem::default();
        let cell = |k: usize| Round {
            opponent_number: NonZeroU32::new(u32::from(k % 2 == 1) * 7),
            color: None,
            outcome: OUTCOMES[k / 2],
            points: points_for(OUTCOMES[k / 2], &system),
            category: None,
            vur: false,
        };
        let mut rows = 0;
        for len in 0..=4u32 {
            for code in 0..18usize.pow(len) {
                let row: Vec<Round> = (0..len).map(|i| cell(code / 18usize.pow(i) % 18)).collect();
                for edition in [Edition::Pre2023, Edition::Y2023, Edition::Y2026] {
                    for round_robin in [false, true] {
                        let mut expected = row.clone();
                        classify(&mut expected);
                        let own: Points = expected.iter().map(|r| r.points).sum();
                        let adjusted =
                            adjusted_score(&expected, own, edition, round_robin, &system);
                        let mut got = row.clone();
                        let scores = classify_and_score(&mut got, edition, round_robin, &system);
                        assert_eq!((got, scores), (expected, (own, adjusted)), "{row:?}");
                    }
                }
                rows += 1;
            }
        }
        assert_eq!(rows, 1 + 18 + 18 * 18 + 18 * 18 * 18 + 18 * 18 * 18 * 18);
    }
}
