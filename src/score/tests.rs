//! Engine tests on tournaments built in code: the TEC exercise crosstable of the tie-break
//! reference (section 1.12 (a) and Appendix A), with its TBS-verified values.

use super::edition::Edition;
use super::{standings, ScoreOptions, Standings};
use crate::results::{Color, Game, Outcome, Player, Tournament};
use crate::vocab::points::Points;
use crate::vocab::tiebreak::TieBreak;

/// Builds a tournament from the reference's notation: `+W9` won with White against 9, `=B13`,
/// `-W5`, `+F14` forfeit win, `-F11` forfeit loss, `PAB`, `HPB`, `FPB`, `ZPB`.
pub(crate) fn from_notation(rows: &[&str], rating: impl Fn(u32) -> u32) -> Tournament {
    let mut players = Vec::new();
    for (i, row) in rows.iter().enumerate() {
        let start = i as u32 + 1;
        let mut games = Vec::new();
        for (r, cell) in row.split_whitespace().enumerate() {
            let round = r as u32 + 1;
            let bye = |outcome| Game { round, opponent: None, color: None, outcome, rated: false };
            let game = match cell {
                "PAB" => bye(Outcome::PairingBye),
                "HPB" => bye(Outcome::HalfBye),
                "FPB" => bye(Outcome::FullBye),
                "ZPB" => bye(Outcome::ZeroBye),
                _ => {
                    let (sign, rest) = cell.split_at(1);
                    let (kind, opp) = rest.split_at(1);
                    let opponent: u32 = opp.parse().unwrap();
                    let forfeit = kind == "F";
                    let outcome = match (sign, forfeit) {
                        ("+", false) => Outcome::Win,
                        ("=", false) => Outcome::Draw,
                        ("-", false) => Outcome::Loss,
                        ("+", true) => Outcome::ForfeitWin,
                        _ => Outcome::ForfeitLoss,
                    };
                    let color = match kind {
                        "W" => Some(Color::White),
                        "B" => Some(Color::Black),
                        _ => None,
                    };
                    Game { round, opponent: Some(opponent), color, outcome, rated: !forfeit }
                }
            };
            games.push(game);
        }
        players.push(Player {
            start,
            name: format!("Player {start:02}").into(),
            rating: Some(rating(start)),
            games,
            ..Player::default()
        });
    }
    let rounds = players.iter().map(|p| p.games.len() as u32).max().unwrap_or(0);
    Tournament { rounds, players, ..Tournament::default() }
}

/// Section 1.12 (a): the TEC exercise crosstable.
pub(crate) const TEC: [&str; 16] = [
    "+W9 =B13 =W2 +B15 =W4",
    "+B10 +W7 =B1 +W16 =B3",
    "=W11 +B6 +W8 =B4 =W2",
    "+B12 HPB +W13 =W3 =B1",
    "-W13 -B15 +W11 =B7 +W10",
    "-B14 -W3 PAB +W10 +B8",
    "+W15 -B2 -B16 =W5 -B11",
    "=B16 +W14 -B3 +W13 -W6",
    "-B1 -W10 HPB -F11 PAB",
    "-W2 +B9 -W15 -B6 -B5",
    "=B3 -W16 -B5 +F9 +W7",
    "-W4 PAB +F14 ZPB ZPB",
    "+B5 =W1 -B4 -B8 -W14",
    "+W6 -B8 -F12 ZPB +B13",
    "-B7 +W5 +B10 -W1 -B16",
    "=W8 +B11 +W7 -B2 +W15",
];

fn tec() -> Tournament {
    from_notation(&TEC, |id| 2250 - 50 * id)
}

fn run(t: &Tournament, list: &str, edition: Edition) -> (Vec<TieBreak>, Standings) {
    let tbs: Vec<TieBreak> = list.split(',').map(|d| TieBreak::parse(d).unwrap()).collect();
    let options = ScoreOptions { edition: Some(edition), ..ScoreOptions::default() };
    let s = standings(t, &tbs, &options);
    (tbs, s)
}

fn p(text: &str) -> Option<Points> {
    Points::parse(text)
}

#[test]
fn tec_exercise_2024_rules_every_value() {
    let columns = "BH,BH/C1,BH/M1,SB,SB/C1,FB,PS,WIN,WON,BPG,BWG,REP";
    // Reference 1.12 (a), TBS-verified.
    let expected: [[&str; 12]; 16] = [
        ["12.5", "11.0", "7.0", "8.00", "7.25", "13.5", "11.0", "2", "2", "2", "1", "5"],
        ["13.0", "12.0", "8.5", "9.50", "8.50", "13.5", "13.0", "3", "3", "3", "1", "5"],
        ["15.5", "13.0", "9.0", "10.50", "9.25", "15.0", "11.0", "2", "2", "2", "1", "5"],
        ["15.0", "11.5", "8.0", "9.75", "8.00", "15.5", "11.5", "2", "2", "2", "1", "4"],
        ["8.5", "7.5", "5.0", "4.25", "3.25", "10.0", "5.0", "2", "2", "2", "0", "5"],
        ["12.0", "11.0", "7.5", "6.50", "5.50", "12.0", "6.0", "3", "2", "2", "1", "5"],
        ["14.5", "12.5", "8.5", "3.25", "1.25", "13.5", "6.0", "1", "1", "3", "0", "5"],
        ["13.5", "12.0", "8.5", "5.25", "3.75", "12.5", "8.5", "2", "2", "2", "0", "5"],
        ["9.0", "7.5", "4.0", "2.25", "2.25", "9.5", "2.5", "1", "0", "1", "0", "3"],
        ["13.0", "11.5", "7.5", "1.50", "0.00", "12.5", "4.0", "1", "1", "3", "1", "5"],
        ["13.5", "12.0", "8.5", "5.75", "4.25", "12.5", "5.5", "2", "1", "2", "0", "5"],
        ["11.5", "9.5", "6.0", "4.00", "4.00", "11.5", "7.0", "2", "0", "0", "0", "3"],
        ["14.0", "12.0", "8.5", "4.25", "4.25", "13.5", "7.0", "1", "1", "3", "1", "5"],
        ["11.0", "9.0", "6.0", "4.50", "3.00", "10.5", "6.0", "2", "2", "2", "1", "3"],
        ["12.0", "11.0", "7.5", "3.50", "2.50", "12.0", "7.0", "2", "2", "3", "1", "5"],
        ["12.5", "11.0", "7.0", "7.25", "5.75", "13.5", "10.5", "3", "3", "2", "1", "5"],
    ];
    let (tbs, s) = run(&tec(), columns, Edition::Y2023);
    for (i, row) in expected.iter().enumerate() {
        let start = i as u32 + 1;
        for (j, want) in row.iter().enumerate() {
            assert_eq!(s.value(start, j), p(want), "player {start} {}", tbs[j]);
        }
    }
}

#[test]
fn tec_exercise_2026_rules_changed_values() {
    let (_, s) = run(&tec(), "BH,BH/C1,BH/M1,SB,SB/C1,FB", Edition::Y2026);
    let changed: [(u32, [&str; 6]); 4] = [
        (4, ["14.0", "11.5", "8.0", "9.25", "7.75", "14.5"]),
        (6, ["11.5", "10.5", "7.0", "6.00", "5.00", "12.0"]),
        // FB of #11: the reference lists no change, but its own cap rule gives 3.5 + 3.0 + 2.0 + 2.0
        // + min(2.0, adj(#9) = 1.5) = 12.0, which is also the TieBreakServer value in the JSON.
        (11, ["12.5", "11.0", "7.5", "4.75", "3.25", "12.0"]),
        (12, ["11.5", "9.5", "6.0", "4.00", "4.00", "11.0"]),
    ];
    for (start, row) in changed {
        for (j, want) in row.iter().enumerate() {
            assert_eq!(s.value(start, j), p(want), "player {start} column {j}");
        }
    }
    // Players without own unplayed rounds are unchanged.
    assert_eq!(s.value(1, 0), p("12.5"));
    assert_eq!(s.value(3, 3), p("10.5"));
}

fn de_split(t: &Tournament, group: &[u32]) -> Vec<Vec<u32>> {
    use super::rank::Criterion;
    let ct = super::unplayed::Crosstable::new(t, Edition::Y2023, false);
    let de = super::de::DirectEncounter::new(&ct, false, "DE".to_string());
    de.split(group)
}

#[test]
fn direct_encounter_cases_of_the_reference() {
    // A beat B and C; B–C unplayed: A first, B and C stay tied (Art. 6.3).
    let t = from_notation(&["+W2 +W3", "-B1 ZPB", "ZPB -B1"], |_| 2000);
    assert_eq!(de_split(&t, &[1, 2, 3]), vec![vec![1], vec![2, 3]]);
    // Three tied, A beat B, A–C and B–C unplayed: nobody separated.
    let t = from_notation(&["+W2", "-B1", "ZPB"], |_| 2000);
    assert_eq!(de_split(&t, &[1, 2, 3]), vec![vec![1, 2, 3]]);
    // Two who never met: nobody separated; two who met: the winner first.
    assert_eq!(de_split(&t, &[2, 3]), vec![vec![2, 3]]);
    assert_eq!(de_split(&t, &[2, 1]), vec![vec![1], vec![2]]);
    // Double round robin: the average of the two games (6.1.2); a cycle of three stays tied.
    let t = from_notation(&["+W2 =B2 +W3", "-B1 =W1 -W3", "-B1 +B2 ZPB"], |_| 2000);
    assert_eq!(de_split(&t, &[1, 2, 3]), vec![vec![1], vec![3], vec![2]]);
    let t = from_notation(&["+W2 -B3", "-B1 +W3", "+W1 -B2"], |_| 2000);
    assert_eq!(de_split(&t, &[1, 2, 3]), vec![vec![1, 2, 3]]);
}

fn values(t: &Tournament, list: &str, options: &ScoreOptions) -> (Standings, Vec<u32>) {
    let tbs: Vec<TieBreak> = list.split(',').map(|d| TieBreak::parse(d).unwrap()).collect();
    let s = standings(t, &tbs, options);
    let order = s.rows.iter().map(|r| r.start).collect();
    (s, order)
}

#[test]
fn standard_points_with_three_one_zero_scoring() {
    use crate::results::PointSystem;
    // W, D, L, HPB (= a draw: ½), PAB (more than a draw: 1) → STD 3.
    let mut t = from_notation(
        &["+W2 =B3 -W3 HPB PAB", "-B1 ZPB ZPB ZPB ZPB", "ZPB =W1 +B1 ZPB ZPB"],
        |_| 2000,
    );
    t.points = PointSystem { win: Points::whole(3), draw: Points::ONE, loss: Points::ZERO };
    let (s, _) = values(&t, "STD", &ScoreOptions::default());
    assert_eq!(s.row(1).map(|r| r.points), Some(Points::whole(8)));
    assert_eq!(s.value(1, 0), p("3"));
    // Player 2: L then four zero-point byes (less than a draw) → 0.
    assert_eq!(s.value(2, 0), p("0"));
}

#[test]
fn pairing_number_and_rating_orders() {
    let t = from_notation(&["=W2", "=B1", "=W4", "=B3"], |id| {
        [2000, 2300, 2100, 2300][id as usize - 1]
    });
    let (_, order) = values(&t, "TPN", &ScoreOptions::default());
    assert_eq!(order, vec![1, 2, 3, 4]);
    let (_, order) = values(&t, "TPN/R", &ScoreOptions::default());
    assert_eq!(order, vec![4, 3, 2, 1]);
    let (s, order) = values(&t, "RTNG,TPN", &ScoreOptions::default());
    assert_eq!(order, vec![2, 4, 3, 1]);
    assert_eq!(s.value(2, 0), p("2300"));
    let (_, order) = values(&t, "RTNG/R", &ScoreOptions::default());
    assert_eq!(order, vec![1, 3, 2, 4]);
    assert_eq!(s.unresolved, Vec::<Vec<u32>>::new());
}

#[test]
fn koya_limits() {
    // Four-player round robin: 1 beats everybody (3), 2 beats 3 and 4 (2), 3 beats 4 (1).
    let t = from_notation(&["+W4 +W2 +B3", "+W3 -B1 +W4", "-B2 +W4 -W1", "-B1 -B3 -B2"], |_| 2000);
    let rr = ScoreOptions { round_robin: Some(true), ..ScoreOptions::default() };
    // 50 % of 3 = 1.5: opponents 1 and 2 count.
    let (s, _) = values(&t, "KS,KS/L-1,KS/L+2,KS/L33", &rr);
    let col = |j: usize| -> Vec<Option<Points>> { (1..=4).map(|q| s.value(q, j)).collect() };
    assert_eq!(col(0), vec![p("1"), p("0"), p("0"), p("0")]);
    // Lowered by half a point to 1.0: player 3 counts too.
    assert_eq!(col(1), vec![p("2"), p("1"), p("0"), p("0")]);
    // Raised by a point to 2.5: only player 1 counts.
    assert_eq!(col(2), vec![p("0"), p("0"), p("0"), p("0")]);
    // 33 % of 3 = 0.99: as /L-1.
    assert_eq!(col(3), col(1));
}

#[test]
fn round_robin_forfeits_2023_versus_2026() {
    // Player 3 loses by forfeit with Black to 1 in round 2.
    let t = from_notation(&["+W2 +F3", "-B1 =W3", "=B2 -F1"], |id| 2000 + 100 * id);
    let list = "BPG,REP,ARO,SB";
    let y2023 = ScoreOptions {
        round_robin: Some(true),
        edition: Some(Edition::Y2023),
        ..Default::default()
    };
    let y2026 = ScoreOptions { edition: Some(Edition::Y2026), ..y2023.clone() };
    // Under 15.2 the colours of a forfeit are its scheduled colours; from_notation has none,
    // so BPG counts only games with a known colour.
    let (s, _) = values(&t, list, &y2023);
    assert_eq!(s.value(3, 1), p("2"), "2023: a round-robin forfeit counts as a game for REP");
    assert_eq!(s.value(3, 2), p("2150"), "2023: ARO over both scheduled opponents");
    assert_eq!(s.value(1, 3), p("1"), "SB: 0.5 (beat 2) + 0.5 (forfeit win against 3 counts)");
    let (s, _) = values(&t, list, &y2026);
    assert_eq!(s.value(3, 1), p("1"), "2026: a forfeit loss is unplayed for Art. 7");
    assert_eq!(s.value(3, 2), p("2200"), "2026: forfeits are unplayed for Art. 10");
    assert_eq!(s.value(1, 2), p("2200"));
}

#[test]
fn virtual_opponent_before_september_2023() {
    // Player 1: win, absent, win. Virtual opponent in round 2: 1 point before the round, the
    // complement of the zero-point bye (1), a draw in the one later round: 2.5.
    let t = from_notation(&["+W2 ZPB +W3", "-B1 +W3 ZPB", "ZPB -B2 -B1"], |_| 2000);
    let ct = super::unplayed::Crosstable::new(&t, Edition::Pre2023, false);
    assert_eq!(Some(ct.dummy_score(1, 2)), p("2.5"));
    // Opponents' unplayed rounds count as draws: player 2 has 1 + ½ → 1.5, player 3 ½ → 0.5.
    assert_eq!(Some(ct.adjusted_of(2)), p("1.5"));
    assert_eq!(Some(ct.adjusted_of(3)), p("0.5"));
    // BH of 1 = 1.5 + 2.5 + 0.5; from September 2023 the dummy has 1's own 2 points.
    let (s, _) =
        values(&t, "BH", &ScoreOptions { edition: Some(Edition::Pre2023), ..Default::default() });
    assert_eq!(s.value(1, 0), p("4.5"));
    let (s, _) =
        values(&t, "BH", &ScoreOptions { edition: Some(Edition::Y2023), ..Default::default() });
    // Opponents under 16.3: 2 has a trailing ZPB (16.2.5 → draw): 1.5; 3 has 0 (ZPB in round 1
    // is followed by played games: face value).
    assert_eq!(s.value(1, 0), p("3.5"));
}

#[test]
fn cut_exception_for_sonneborn_berger() {
    use super::individual::{cut, Contribution};
    let c = |round, score: &str, value: &str, vur| Contribution {
        round,
        score: p(score).unwrap(),
        value: p(value).unwrap(),
        vur,
    };
    // A zero-point bye (dummy 3.0 × 0 = 0) is lower than the least significant value (beat an
    // opponent on 1.0): the higher of the two, the LSV, is cut (16.5).
    let kept = cut(vec![c(1, "3", "0", true), c(2, "1", "1", false), c(3, "2", "1", false)], 1, 0);
    assert_eq!(kept.iter().map(|x| x.round).collect::<Vec<_>>(), vec![1, 3]);
    // A half-point bye (3.0 × ½ = 1.5) is not lower: the VUR is cut.
    let kept =
        cut(vec![c(1, "3", "1.5", true), c(2, "1", "1", false), c(3, "2", "1", false)], 1, 0);
    assert_eq!(kept.iter().map(|x| x.round).collect::<Vec<_>>(), vec![2, 3]);
    // The high side of a median cut has no exception.
    let kept =
        cut(vec![c(1, "3", "1.5", true), c(2, "1", "1", false), c(3, "2", "1", false)], 0, 1);
    assert_eq!(kept.iter().map(|x| x.round).collect::<Vec<_>>(), vec![2, 3]);
    // Never more cuts than values.
    assert!(cut(vec![c(1, "1", "1", false)], 3, 3).is_empty());
}

#[test]
fn direct_encounter_forfeits_only_with_p() {
    // 1 and 2 tied on 1 point; their game was a forfeit won by 1.
    let t = from_notation(&["+F2 -W3", "-F1 +W4", "PAB +B1", "ZPB -B2"], |_| 2000);
    let (s, _) = values(&t, "DE", &ScoreOptions::default());
    assert_eq!(s.unresolved, vec![vec![1, 2]]);
    let (s, order) = values(&t, "DE/P", &ScoreOptions::default());
    assert!(s.unresolved.is_empty());
    assert_eq!(order, vec![3, 1, 2, 4]);
}

#[test]
fn shared_ranks_and_performance_of_opponents() {
    let t = tec();
    let options =
        ScoreOptions { share_ties: true, edition: Some(Edition::Y2023), ..Default::default() };
    let (s, _) = values(&t, "APPO,PTP", &options);
    assert!(s.unresolved.is_empty());
    // #12 met only #4 over the board: APPO(12) = PTP(4).
    assert_eq!(s.value(12, 0), s.value(4, 1));
    let (s, _) = values(&t, "WIN", &options);
    let r = s.row(1).unwrap();
    // On 3.5: 16 has three wins, 1, 3 and 4 two each and share places 3–5.
    assert_eq!((r.rank, r.rank_to), (3, 5));
    assert_eq!(s.row(16).map(|r| r.rank), Some(2));
}

/// The packed sort key of a criterion orders as `(Reverse(key), start)`: higher keys first, an
/// undefined key last, then by start number — on the edges of `i64` too.
#[test]
fn packed_keys_sort_as_reversed_keys_then_start_numbers() {
    let keys = [
        None,
        Some(i64::MIN),
        Some(i64::MIN + 1),
        Some(-1),
        Some(0),
        Some(1),
        Some(50),
        Some(i64::MAX - 1),
        Some(i64::MAX),
    ];
    let mut pairs: Vec<(Option<i64>, u32)> = Vec::new();
    for (i, &k) in keys.iter().enumerate() {
        for who in [1, 2, 7, u32::MAX] {
            pairs.push((k, who ^ i as u32));
        }
    }
    let mut by_tuple = pairs.clone();
    by_tuple.sort_by_key(|&(k, who)| (std::cmp::Reverse(k), who));
    let mut by_packed = pairs;
    by_packed.sort_by_key(|&(k, who)| super::packed(k, who));
    assert_eq!(by_tuple, by_packed);
    for w in by_packed.windows(2) {
        let (a, b) = (super::packed(w[0].0, w[0].1), super::packed(w[1].0, w[1].1));
        assert_eq!(a >> 32 == b >> 32, w[0].0 == w[1].0);
        assert_eq!(a as u32, w[0].1);
    }
}
