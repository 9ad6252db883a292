//! The C.07 cases where the Handbook text decides what FIDE's reference program does not (or
//! where our values used to be wrong), each on a small TRF written here by hand. Every expected
//! value is worked out in the test from the article's words, which are quoted.

use reglament::diagnostic::Severity;
use reglament::results::trf::read_trf_bytes;
use reglament::results::Tournament;
use reglament::score::team::{team_standings, TeamOptions};
use reglament::score::{standings, ScoreOptions};
use reglament::vocab::points::Points;
use reglament::vocab::tiebreak::TieBreak;

/// One round of a `001` line: opponent (0 = none), colour (`w`, `b`, `-`), result letter.
type Block = (u32, char, char);

/// A `001` line in the TRF16 columns: start 5–8, sex 10, name 15–47, rating 49–52, points
/// 81–84, rounds from column 92 in blocks of ten.
fn player(start: u32, name: &str, rating: u32, points: &str, rounds: &[Block]) -> String {
    let rating = if rating == 0 { String::new() } else { rating.to_string() };
    let mut line = format!(
        "001 {start:>4} m    {name:<33} {rating:>4} BUL {id:>11} {birth:<10} {points:>4} {rank:>4}",
        id = "",
        birth = "",
        rank = "",
    );
    for &(opponent, colour, result) in rounds {
        line.push_str(&format!("  {opponent:>4} {colour} {result}"));
    }
    line.push('\n');
    line
}

/// A TRF26 `310` team record: number 5–7, name 9–40, player ids right-aligned in 74–77, 79–82 ….
fn team(number: u32, name: &str, players: &[u32]) -> String {
    let mut line =
        format!("310 {number:>3} {name:<32} {:<5} {:>6} {:>6} {:>6} {:>3}", "", "", "", "", "");
    for p in players {
        line.push_str(&format!(" {p:>4}"));
    }
    line.push('\n');
    line
}

fn read(text: &str) -> Tournament {
    let (t, diagnostics) = read_trf_bytes("hand-made.trf", text.as_bytes());
    let errors: Vec<_> = diagnostics.iter().filter(|d| d.severity == Severity::Error).collect();
    assert!(errors.is_empty(), "{errors:#?}");
    t
}

fn list(text: &str) -> Vec<TieBreak> {
    text.split(',').map(|s| TieBreak::parse(s).expect("descriptor")).collect()
}

fn p(text: &str) -> Points {
    Points::parse(text).expect("a number")
}

// ---------------------------------------------------------------------------------------------
// A board forfeited by both players in a team match.

/// TRF-2026 names the result of a game both players forfeit: each side's round block carries
/// result `-`, "forfeit loss", worth `A` = "absence = ZPB or forfeit loss (0.0)" (record 162);
/// and for a whole match record 330 has "`--` (double forfeit)". C.07 Art. 13 ("points" of a
/// team = match points or game points) adds up the boards: a board lost by both players gives
/// neither team a game point, so it cannot decide the match for either of them.
///
/// Round 1, A (1, 2) against B (3, 4), A has White on board 1:
///   board 1: 1–3 `1-0`            → A 1, B 0
///   board 2: 4–2 both forfeit     → A 0, B 0   (it used to be scored 0–1, a win for B)
///   game points A 1 – B 0, so A wins the match: MP 2 – 0 (record 362 default TW 2, TL 0).
/// Round 2, A against B again, `330 -- 2 1 2`: both teams forfeit the whole match: MP 0, GP 0
/// each (a double forfeit is a forfeit loss for both, never a drawn match).
/// Totals: A MP 2, GP 1; B MP 0, GP 0.
#[test]
fn a_board_both_players_forfeit_is_zero_for_both_teams() {
    let text = [
        "012 Double forfeit on a board\n".to_string(),
        "042 2025/10/01\n".into(),
        "XXR 2\n".into(),
        player(1, "A One", 2000, "1.0", &[(3, 'w', '1'), (0, '-', '-')]),
        player(2, "A Two", 1900, "0.0", &[(4, 'b', '-'), (0, '-', '-')]),
        player(3, "B One", 2000, "0.0", &[(1, 'b', '0'), (0, '-', '-')]),
        player(4, "B Two", 1900, "0.0", &[(2, 'w', '-'), (0, '-', '-')]),
        team(1, "A", &[1, 2]),
        team(2, "B", &[3, 4]),
        "330 --   2   1   2\n".into(),
    ]
    .concat();
    let t = read(&text);
    let first = &t.team_matches[0];
    assert_eq!((first.home, first.away), (1, Some(2)));
    let board2 = first.boards[1];
    assert_eq!((board2.home_player, board2.away_player), (Some(2), Some(4)));
    use reglament::results::Outcome::ForfeitLoss;
    assert_eq!((board2.home_outcome, board2.away_outcome), (ForfeitLoss, ForfeitLoss));
    let s = team_standings(&t, &list("MP,GP"), &TeamOptions::default());
    let a = s.row(1).expect("team A");
    let b = s.row(2).expect("team B");
    assert_eq!((a.match_points, a.game_points), (p("2"), p("1")));
    assert_eq!((b.match_points, b.game_points), (p("0"), p("0")));
    assert_eq!((a.rank, b.rank), (1, 2));
}
