//! Engine tests on tournaments built in code: the TEC exercise crosstable of the tie-break
//! reference (section 1.12 (a) and Appendix A), with its TBS-verified values.

use super::edition::Edition;
use super::{standings, ScoreOptions, Standings};
use crate::points::Points;
use crate::results::{Color, Game, Outcome, Player, Tournament};
use crate::tiebreak::TieBreak;

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
            name: format!("Player {start:02}"),
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
    let de = super::de::DirectEncounter {
        table: &ct,
        forfeits_as_played: false,
        label: "DE".to_string(),
        first_scores: Default::default(),
    };
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
