//! The individual tie-breaks of C.07 Art. 7–10 and the modifiers of Art. 14 (with the cut
//! exception of 16.5). Each function returns one value per player (index = start − 1); `None`
//! means undefined (e.g. a rating tie-break for a player without rated games) and ranks last.

use super::edition::Edition;
use super::rating;
use super::unplayed::{Crosstable, Round};
use crate::results::{Color, Outcome};
use crate::vocab::points::Points;
use crate::vocab::tiebreak::{KoyaLimit, TieBreak, TieBreakKind};

/// Values of one tie-break for every player.
pub type Column = Vec<Option<Points>>;

/// One round's contribution to a Buchholz or Sonneborn-Berger sum.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Contribution {
    /// Round number (1-based).
    pub round: u32,
    /// The (adjusted or dummy) score of the opponent that round.
    pub score: Points,
    /// The value added to the sum (the score for BH, score × own points for SB).
    pub value: Points,
    /// From a voluntary unplayed round (subject to the cut exception, 16.5).
    pub vur: bool,
}

/// Per-round contributions of `start` to BH (`sonneborn = false`) or SB.
pub fn contributions(
    ct: &Crosstable,
    start: u32,
    sonneborn: bool,
    forfeits_as_played: bool,
) -> Vec<Contribution> {
    let mut out = Vec::with_capacity(ct.rounds as usize);
    contributions_into(ct, start, sonneborn, forfeits_as_played, &mut out);
    out
}

/// [`contributions`] into a buffer the caller reuses (cleared first).
fn contributions_into(
    ct: &Crosstable,
    start: u32,
    sonneborn: bool,
    forfeits_as_played: bool,
    out: &mut Vec<Contribution>,
) {
    out.clear();
    let fap = forfeits_as_played || ct.round_robin;
    for (i, r) in ct.row(start).iter().enumerate() {
        let round = i as u32 + 1;
        let (score, vur) = match r.opponent() {
            Some(opp) if r.counts_as_game(fap) => (ct.adjusted_of(opp), false),
            _ if ct.round_robin => continue,
            _ => (ct.dummy_score(start, round), r.vur && ct.edition.has_dummy_opponent()),
        };
        let value = if sonneborn { score.product(r.points) } else { score };
        out.push(Contribution { round, score, value, vur });
    }
}

/// Removes `low` least significant and `high` most significant contributions (Cut-n /
/// Median-n) with the 16.5 exception on the low side, and returns what is left.
pub fn cut(mut list: Vec<Contribution>, low: usize, high: usize) -> Vec<Contribution> {
    cut_in_place(&mut list, low, high);
    list
}

/// [`cut`] on a buffer the caller keeps.
fn cut_in_place(list: &mut Vec<Contribution>, low: usize, high: usize) {
    let key = |c: &Contribution| (c.score, c.value);
    for _ in 0..low.min(list.len()) {
        let lsv = (0..list.len()).min_by_key(|i| key(&list[*i]));
        let vur = (0..list.len()).filter(|i| list[*i].vur).min_by_key(|i| key(&list[*i]));
        let remove = match (lsv, vur) {
            (Some(l), Some(v)) if list[l].value <= list[v].value => v,
            (Some(l), _) => l,
            (None, _) => break,
        };
        list.remove(remove);
    }
    for _ in 0..high.min(list.len()) {
        if let Some(h) = (0..list.len()).max_by_key(|i| key(&list[*i])) {
            list.remove(h);
        }
    }
}

fn cut_counts(tb: &TieBreak) -> (usize, usize) {
    (usize::from(tb.cut) + usize::from(tb.median), usize::from(tb.median))
}

/// Buchholz (8.1) or Sonneborn-Berger (9.1) with modifiers.
pub fn buchholz_family(ct: &Crosstable, tb: &TieBreak, sonneborn: bool) -> Column {
    let kind = if sonneborn { TieBreakKind::Sb } else { TieBreakKind::Bh };
    let entry = TieBreak { kind, ..tb.clone() };
    buchholz_columns(ct, &[&entry], tb.played).pop().unwrap_or_default()
}

/// The columns of several Buchholz (8.1) and Sonneborn-Berger (9.1) entries that count
/// forfeits alike (`/P` = `played`), in one pass over the event: each player's contributions
/// (the opponents' adjusted scores, the dummy opponent's) are found once, and every entry takes
/// its cut and its sum from them. `entries` are BH or SB descriptors; any other kind counts as
/// BH.
pub fn buchholz_columns(ct: &Crosstable, entries: &[&TieBreak], played: bool) -> Vec<Column> {
    let mut columns: Vec<Column> = entries.iter().map(|_| Vec::with_capacity(ct.len())).collect();
    let plans: Vec<(bool, usize, usize)> = entries
        .iter()
        .map(|tb| {
            let (low, high) = cut_counts(tb);
            (tb.kind == TieBreakKind::Sb, low, high)
        })
        .collect();
    let mut base = Vec::with_capacity(ct.rounds as usize);
    let mut buffer = Vec::with_capacity(ct.rounds as usize);
    for p in 1..=ct.len() as u32 {
        contributions_into(ct, p, false, played, &mut base);
        let row = ct.row(p);
        let sonneborn = |c: &Contribution| c.score.product(row[(c.round - 1) as usize].points);
        for (&(sb, low, high), column) in plans.iter().zip(&mut columns) {
            let value = match (sb, low, high) {
                (false, 0, 0) => base.iter().map(|c| c.score).sum(),
                (true, 0, 0) => base.iter().map(sonneborn).sum(),
                // Cut-1 of a Buchholz, whose values are the scores: the least significant
                // value is the lowest score, and a voluntary unplayed round's (the lowest of
                // them) goes first (16.5), as `cut_in_place` decides.
                (false, 1, 0) => {
                    let lowest =
                        |vur: bool| base.iter().filter(|c| c.vur || !vur).map(|c| c.score).min();
                    let sum: Points = base.iter().map(|c| c.score).sum();
                    sum - lowest(true).or_else(|| lowest(false)).unwrap_or(Points::ZERO)
                }
                _ => {
                    buffer.clear();
                    buffer.extend(base.iter().map(|c| Contribution {
                        value: if sb { sonneborn(c) } else { c.score },
                        ..*c
                    }));
                    cut_in_place(&mut buffer, low, high);
                    buffer.iter().map(|c| c.value).sum()
                }
            };
            column.push(Some(value));
        }
    }
    columns
}

/// Average of opponents' Buchholz (8.2; `/F`: of their Fore Buchholz), over opponents met,
/// rounded half-up to hundredths. Undefined without games.
pub fn average_opponents_buchholz(ct: &Crosstable, bh: &Column) -> Column {
    (1..=ct.len() as u32)
        .map(|p| {
            let (sum, n) = ct
                .row(p)
                .iter()
                .filter(|r| r.counts_as_game(ct.round_robin))
                .filter_map(|r| r.opponent())
                .filter_map(|o| bh[(o - 1) as usize].map(|v| v.0))
                .fold((0i64, 0i64), |(s, n), v| (s + v, n + 1));
            if n == 0 {
                return None;
            }
            Some(Points(crate::vocab::fide::ratings::div_round_half_up(sum, n)))
        })
        .collect()
}

/// Progressive scores (7.5): sum of the running score after each round; Cut-n drops the first n.
pub fn progressive(ct: &Crosstable, tb: &TieBreak) -> Column {
    let (low, high) = cut_counts(tb);
    (1..=ct.len() as u32)
        .map(|p| {
            let row = ct.row(p);
            let end = row.len().saturating_sub(high);
            let mut running = Points::ZERO;
            let mut total = Points::ZERO;
            for (i, r) in row.iter().enumerate().take(end) {
                running += r.points;
                if i >= low {
                    total += running;
                }
            }
            Some(total)
        })
        .collect()
}

/// A type-B count: how many rounds satisfy `test`.
fn count(ct: &Crosstable, test: impl Fn(&Round) -> bool) -> Column {
    (1..=ct.len() as u32)
        .map(|p| Some(Points::whole(ct.row(p).iter().filter(|r| test(r)).count() as i64)))
        .collect()
}

/// True when a round counts as a game for the type-B tie-breaks of Art. 7: played, or in a
/// round robin a forfeit (from March 2026 forfeit wins only, 15.2).
fn game_for_art7(ct: &Crosstable, r: &Round) -> bool {
    if r.is_played() {
        return true;
    }
    if !ct.round_robin || !r.is_forfeit() {
        return false;
    }
    ct.edition != Edition::Y2026 || r.outcome == Outcome::ForfeitWin
}

fn is_win(r: &Round) -> bool {
    matches!(r.outcome, Outcome::Win | Outcome::ForfeitWin)
}

/// Koya (9.2): own points against opponents who finished with at least the limit (50 % of the
/// maximum score unless moved by `/L`).
pub fn koya(ct: &Crosstable, tb: &TieBreak, players: usize) -> Column {
    let mut scoring_rounds = i64::from(ct.rounds);
    if ct.round_robin && players % 2 == 1 && players > 1 {
        // Odd round robin: everybody has one bye per cycle.
        scoring_rounds -= i64::from(ct.rounds) / players as i64;
    }
    let maximum = ct.system.win.0 * scoring_rounds;
    // threshold × 100 to keep percentages exact
    let threshold_x100 = match tb.limit {
        None => maximum * 50,
        Some(KoyaLimit::Percent(p)) => maximum * i64::from(p),
        Some(KoyaLimit::HalfPoints(n)) => maximum * 50 + i64::from(n) * Points::HALF.0 * 100,
    };
    (1..=ct.len() as u32)
        .map(|p| {
            Some(
                ct.row(p)
                    .iter()
                    .filter_map(|r| r.opponent().map(|o| (o, r.points)))
                    .filter(|(o, _)| ct.score_of(*o).0 * 100 >= threshold_x100)
                    .map(|(_, pts)| pts)
                    .sum(),
            )
        })
        .collect()
}

/// Standard points (7.7): per round 1 for outscoring the opponent (or more than a draw without
/// one), ½ for the same, 0 otherwise.
pub fn standard_points(ct: &Crosstable) -> Column {
    (1..=ct.len() as u32)
        .map(|p| {
            let mut total = Points::ZERO;
            for (i, r) in ct.row(p).iter().enumerate() {
                let other = match r.opponent() {
                    Some(o) => ct.row(o)[i].points,
                    None => ct.system.draw,
                };
                total += match r.points.cmp(&other) {
                    std::cmp::Ordering::Greater => Points::ONE,
                    std::cmp::Ordering::Equal => Points::HALF,
                    std::cmp::Ordering::Less => Points::ZERO,
                };
            }
            Some(total)
        })
        .collect()
}

/// The rated games of a player used by the Art. 10 tie-breaks: `(opponent rating, game score
/// in hundredths)`. Forfeits count only in round robins before March 2026 (15.2).
pub fn rated_games(ct: &Crosstable, ratings: &[Option<u32>], start: u32) -> Vec<(u32, i64)> {
    let mut out = Vec::with_capacity(ct.rounds as usize);
    push_rated_games(ct, ratings, start, &mut out);
    out
}

fn push_rated_games(
    ct: &Crosstable,
    ratings: &[Option<u32>],
    start: u32,
    out: &mut Vec<(u32, i64)>,
) {
    out.extend(rated_games_of(ct, ratings, start));
}

/// The rated games of `start` (see [`rated_games`]) as they come, in round order.
fn rated_games_of<'c>(
    ct: &'c Crosstable,
    ratings: &'c [Option<u32>],
    start: u32,
) -> impl Iterator<Item = (u32, i64)> + 'c {
    let forfeits = ct.round_robin && ct.edition != Edition::Y2026;
    ct.row(start).iter().filter(move |r| r.counts_as_game(forfeits)).filter_map(|r| {
        let o = r.opponent()?;
        let rating = ratings.get((o - 1) as usize).copied().flatten()?;
        Some((rating, r.game_score().0))
    })
}

/// Every player's rated games ([`rated_games`]) gathered once, in two flat arrays: what ARO,
/// TPR, PTP and their Cut/Median forms all read. Each player's games are in round order until
/// [`RatedGames::sort`] sorts them by opponent rating (stably: equal ratings keep the round
/// order), which only the cuts need.
pub struct RatedGames {
    /// `bounds[p - 1]..bounds[p]` are the games of player `p`.
    bounds: Vec<usize>,
    ratings: Vec<u32>,
    /// Game scores in hundredths (0, 50 or 100: [`Round::game_score`]), a byte each.
    scores: Vec<u8>,
    sorted: bool,
}

impl RatedGames {
    /// The rated games of every player of `ct` under `ratings`, sorted by opponent rating.
    pub fn new(ct: &Crosstable, ratings: &[Option<u32>]) -> RatedGames {
        let mut games = RatedGames::in_round_order(ct, ratings);
        games.sort();
        games
    }

    /// The rated games of every player of `ct` under `ratings`, each player's in round order.
    fn in_round_order(ct: &Crosstable, ratings: &[Option<u32>]) -> RatedGames {
        let room = ct.len() * ct.rounds as usize;
        let (mut opponents, mut scores) = (Vec::with_capacity(room), Vec::with_capacity(room));
        let mut bounds = Vec::with_capacity(ct.len() + 1);
        bounds.push(0);
        for p in 1..=ct.len() as u32 {
            for (rating, score) in rated_games_of(ct, ratings, p) {
                opponents.push(rating);
                // A game score is 0, 50 or 100 hundredths: it fits a byte.
                scores.push(u8::try_from(score).unwrap_or(u8::MAX));
            }
            bounds.push(opponents.len());
        }
        RatedGames { bounds, ratings: opponents, scores, sorted: false }
    }

    /// Sorts every player's games by opponent rating (stably), once.
    pub fn sort(&mut self) {
        if self.sorted {
            return;
        }
        let mut games: Vec<(u32, u8)> = Vec::new();
        for w in self.bounds.windows(2) {
            let (ratings, scores) = (&mut self.ratings[w[0]..w[1]], &mut self.scores[w[0]..w[1]]);
            if ratings.is_sorted() {
                continue;
            }
            games.clear();
            games.extend(ratings.iter().copied().zip(scores.iter().copied()));
            games.sort_by_key(|g| g.0);
            for ((r, s), g) in ratings.iter_mut().zip(scores.iter_mut()).zip(&games) {
                (*r, *s) = *g;
            }
        }
        self.sorted = true;
    }

    /// Opponent ratings (ascending once sorted) and game scores of player `start`.
    pub fn of(&self, start: u32) -> (&[u32], &[u8]) {
        let (from, to) = (self.bounds[(start - 1) as usize], self.bounds[start as usize]);
        (&self.ratings[from..to], &self.scores[from..to])
    }

    /// Number of players.
    pub fn len(&self) -> usize {
        self.bounds.len() - 1
    }

    /// True when there are no players.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// Which performance value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Performance {
    /// Average rating of opponents (10.1).
    Aro,
    /// Tournament performance rating (10.2).
    Tpr,
    /// Perfect tournament performance (10.3).
    Ptp,
}

/// ARO, TPR or PTP with Cut/Median dropping the lowest / highest opponent ratings.
pub fn performance(
    ct: &Crosstable,
    ratings: &[Option<u32>],
    tb: &TieBreak,
    which: Performance,
) -> Column {
    performance_column(&RatedGames::new(ct, ratings), cut_counts(tb), which)
}

/// ARO without a cut of every player (what [`performance_column`] gives for it), from the
/// crosstable in one pass.
pub fn aro_column(ct: &Crosstable, ratings: &[Option<u32>]) -> Column {
    (1..=ct.len() as u32)
        .map(|p| {
            let (sum, n) = rated_games_of(ct, ratings, p)
                .fold((0u64, 0u64), |(sum, n), (rating, _)| (sum + u64::from(rating), n + 1));
            crate::vocab::fide::ratings::average_of_sum(sum, n).map(|a| Points::whole(i64::from(a)))
        })
        .collect()
}

/// ARO, TPR or PTP of every player from the games gathered once; `(low, high)` opponents are
/// dropped from the bottom and the top.
fn performance_column(
    games: &RatedGames,
    (low, high): (usize, usize),
    which: Performance,
) -> Column {
    (1..=games.len() as u32)
        .map(|p| {
            let (ratings, scores) = games.of(p);
            performance_sorted(ratings, scores, low, high, which)
        })
        .collect()
}

/// ARO, TPR or PTP of one participant's games `(opponent rating, score in hundredths)`, the
/// Cut/Median modifiers of `tb` dropping the lowest / highest opponent ratings. Undefined
/// without games. Teams use it too, on their players' games.
pub fn performance_of(
    mut games: Vec<(u32, i64)>,
    tb: &TieBreak,
    which: Performance,
) -> Option<Points> {
    let (low, high) = cut_counts(tb);
    games.sort_by_key(|g| g.0);
    let (ratings, scores): (Vec<u32>, Vec<i64>) = games.into_iter().unzip();
    performance_sorted(&ratings, &scores, low, high, which)
}

/// ARO, TPR or PTP of games sorted by opponent rating, without the `low` lowest and the `high`
/// highest.
fn performance_sorted<S: Copy + Into<i64>>(
    ratings: &[u32],
    scores: &[S],
    low: usize,
    high: usize,
    which: Performance,
) -> Option<Points> {
    let end = ratings.len().saturating_sub(high);
    let from = low.min(end);
    let opp = &ratings[from..end];
    let score: i64 = scores[from..end].iter().map(|&s| s.into()).sum();
    let value = match which {
        Performance::Aro => crate::vocab::fide::ratings::average(opp).map(i64::from),
        Performance::Tpr => rating::performance_rating(score, opp),
        Performance::Ptp => rating::perfect_performance(score, opp),
    }?;
    Some(Points::whole(value))
}

/// APRO / APPO (10.4 / 10.5): the mean of the opponents' TPR / PTP over games played,
/// rounded half-up to an integer.
pub fn average_of_opponents(ct: &Crosstable, values: &Column) -> Column {
    let forfeits = ct.round_robin && ct.edition != Edition::Y2026;
    (1..=ct.len() as u32)
        .map(|p| {
            let (sum, n) = ct
                .row(p)
                .iter()
                .filter(|r| r.counts_as_game(forfeits))
                .filter_map(|r| r.opponent())
                .filter_map(|o| values[(o - 1) as usize].map(|x| x.0 / 100))
                .fold((0i64, 0i64), |(s, n), v| (s + v, n + 1));
            if n == 0 {
                return None;
            }
            Some(Points::whole(crate::vocab::fide::ratings::div_round_half_up(sum, n)))
        })
        .collect()
}

/// The columns of one event's tie-breaks, sharing what several entries of a list need: the
/// rated games are gathered and sorted once per rating assignment, and each performance column
/// (ARO, TPR, PTP, with their cuts) is computed once, so APRO reuses the list's TPR.
pub struct Columns<'a> {
    ct: &'a Crosstable,
    /// Rating assignments seen (own ratings, with or without a fixed rating for the unrated),
    /// each with its rated games and the performance columns computed on them.
    rated: Vec<RatedEntry>,
    /// The BH and SB columns of a list, computed together by [`Columns::prepare`], with the
    /// number of times the list names each (the last one takes the column, the others a copy).
    buchholz: Vec<(TieBreak, Column, usize)>,
}

struct RatedEntry {
    ratings: Vec<Option<u32>>,
    games: RatedGames,
    performances: Vec<((Performance, usize, usize), Column)>,
}

impl<'a> Columns<'a> {
    /// Nothing computed yet.
    pub fn new(ct: &'a Crosstable) -> Columns<'a> {
        Columns { ct, rated: Vec::new(), buchholz: Vec::new() }
    }

    /// Computes the BH and SB entries of `list` together ([`buchholz_columns`]: one pass over
    /// the event for those that count forfeits alike), for [`Columns::column`] to hand out.
    pub fn prepare<'t>(&mut self, list: impl IntoIterator<Item = &'t TieBreak>) {
        let mut entries: Vec<&TieBreak> = Vec::new();
        let mut uses: Vec<usize> = Vec::new();
        for tb in list {
            if !matches!(tb.kind, TieBreakKind::Bh | TieBreakKind::Sb) {
                continue;
            }
            match entries.iter().position(|e| *e == tb) {
                Some(at) => uses[at] += 1,
                None => {
                    entries.push(tb);
                    uses.push(1);
                }
            }
        }
        for played in [false, true] {
            let group: Vec<(&TieBreak, usize)> = entries
                .iter()
                .copied()
                .zip(uses.iter().copied())
                .filter(|(tb, _)| tb.played == played)
                .collect();
            if group.is_empty() {
                continue;
            }
            let tbs: Vec<&TieBreak> = group.iter().map(|(tb, _)| *tb).collect();
            let columns = buchholz_columns(self.ct, &tbs, played);
            self.buchholz.extend(
                group.into_iter().zip(columns).map(|((tb, uses), c)| (tb.clone(), c, uses)),
            );
        }
    }

    /// A performance column, computed once per rating assignment and cut.
    fn performance(
        &mut self,
        ratings: &[Option<u32>],
        cuts: (usize, usize),
        which: Performance,
    ) -> Column {
        let gathered = self.rated.iter().position(|e| e.ratings == ratings);
        if gathered.is_none() && which == Performance::Aro && cuts == (0, 0) {
            // ARO without a cut needs each player's sum and number of opponent ratings only:
            // read from the crosstable, without gathering the games.
            return aro_column(self.ct, ratings);
        }
        let at = match gathered {
            Some(i) => i,
            None => {
                self.rated.push(RatedEntry {
                    ratings: ratings.to_vec(),
                    games: RatedGames::in_round_order(self.ct, ratings),
                    performances: Vec::new(),
                });
                self.rated.len() - 1
            }
        };
        let entry = &mut self.rated[at];
        let key = (which, cuts.0, cuts.1);
        if let Some((_, column)) = entry.performances.iter().find(|(k, _)| *k == key) {
            return column.clone();
        }
        // Without a cut the order of the games does not matter (sums, the lowest and the
        // highest rating): they are sorted only for the first cut.
        if cuts != (0, 0) {
            entry.games.sort();
        }
        let column = performance_column(&entry.games, cuts, which);
        entry.performances.push((key, column.clone()));
        column
    }

    /// The column of a non-DE individual tie-break, as [`column`].
    pub fn column(&mut self, ratings: &[Option<u32>], tb: &TieBreak) -> Option<Column> {
        let ct = self.ct;
        if let Some(at) = self.buchholz.iter().position(|(b, _, uses)| b == tb && *uses > 0) {
            let (_, column, uses) = &mut self.buchholz[at];
            *uses -= 1;
            return Some(if *uses == 0 { std::mem::take(column) } else { column.clone() });
        }
        Some(match &tb.kind {
            TieBreakKind::Aro => self.performance(ratings, cut_counts(tb), Performance::Aro),
            TieBreakKind::Tpr => self.performance(ratings, cut_counts(tb), Performance::Tpr),
            TieBreakKind::Ptp => self.performance(ratings, cut_counts(tb), Performance::Ptp),
            TieBreakKind::Apro => {
                average_of_opponents(ct, &self.performance(ratings, (0, 0), Performance::Tpr))
            }
            TieBreakKind::Appo => {
                average_of_opponents(ct, &self.performance(ratings, (0, 0), Performance::Ptp))
            }
            _ => return other_column(ct, ratings, tb),
        })
    }
}

/// Computes the column of a non-DE individual tie-break. Returns `None` for kinds this engine
/// does not compute (team tie-breaks, DE, self-defined ones). For several tie-breaks of one
/// event, [`Columns`] shares the work they have in common.
pub fn column(ct: &Crosstable, ratings: &[Option<u32>], tb: &TieBreak) -> Option<Column> {
    Columns::new(ct).column(ratings, tb)
}

/// The column of a tie-break that is not rating-based (Art. 10).
fn other_column(ct: &Crosstable, ratings: &[Option<u32>], tb: &TieBreak) -> Option<Column> {
    let plain = |kind: TieBreakKind| TieBreak::plain(kind);
    Some(match &tb.kind {
        TieBreakKind::Win => count(ct, |r| r.points == ct.system.win),
        TieBreakKind::Won => count(ct, |r| game_for_art7(ct, r) && is_win(r)),
        TieBreakKind::Bpg => count(ct, |r| game_for_art7(ct, r) && r.color == Some(Color::Black)),
        TieBreakKind::Bwg => {
            count(ct, |r| game_for_art7(ct, r) && r.color == Some(Color::Black) && is_win(r))
        }
        TieBreakKind::Ps => progressive(ct, tb),
        TieBreakKind::Rep => count(ct, |r| {
            !(matches!(r.outcome, Outcome::HalfBye | Outcome::ZeroBye)
                || (r.outcome == Outcome::ForfeitLoss && !game_for_art7(ct, r)))
        }),
        TieBreakKind::Std => standard_points(ct),
        TieBreakKind::Tpn => (1..=ct.len() as i64).map(|s| Some(Points::whole(s))).collect(),
        TieBreakKind::Rtng => {
            ratings.iter().map(|r| Some(Points::whole(i64::from(r.unwrap_or(0))))).collect()
        }
        TieBreakKind::Bh => buchholz_family(ct, tb, false),
        TieBreakKind::Sb => buchholz_family(ct, tb, true),
        TieBreakKind::Fb => buchholz_family(&ct.fore(), tb, false),
        TieBreakKind::Aob => {
            let base = TieBreak { played: tb.played, ..plain(TieBreakKind::Bh) };
            let bh = if tb.fore {
                buchholz_family(&ct.fore(), &base, false)
            } else {
                buchholz_family(ct, &base, false)
            };
            average_opponents_buchholz(ct, &bh)
        }
        TieBreakKind::Ks => koya(ct, tb, ct.len()),
        _ => return None,
    })
}

/// True when a lower value ranks higher for this tie-break (TPN; RTNG with `/R`).
pub fn lower_is_better(tb: &TieBreak) -> bool {
    match tb.kind {
        TieBreakKind::Tpn => !tb.reverse,
        _ => tb.reverse,
    }
}
