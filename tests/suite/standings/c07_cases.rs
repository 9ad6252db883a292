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
    team_of_strength(number, name, "", players)
}

/// A `310` record with a strength factor in columns 48–53.
fn team_of_strength(number: u32, name: &str, strength: &str, players: &[u32]) -> String {
    let mut line =
        format!("310 {number:>3} {name:<32} {:<5} {strength:>6} {:>6} {:>6} {:>3}", "", "", "", "");
    // Columns 72–73 are blank; the first id ends in column 77, the next ones five further on.
    line.push(' ');
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

// ---------------------------------------------------------------------------------------------
// Fore Buchholz with a bye in the final round.

/// C.07 Art. 8.3: "Fore Buchholz (FB): Buchholz score calculated as if all paired games for the
/// final round had ended in draws." Our reading: only *paired games* change. A player who was
/// not paired in the final round (a zero-point bye asked for, a pairing-allocated bye) had no
/// game, so the round keeps the points it gave; a forfeit between two paired players is a
/// paired game and becomes a draw. Art. 16 then applies to the as-if results as to real ones
/// (the categories of 16.2 are those of the real event).
///
/// Six players, two rounds, the 2024 rules (042 in October 2025: no dummy cap):
///   R1: 1–2 1-0, 3–4 ½-½, 5–6 1-0
///   R2: 1–3 1-0, 2–5 0-1, 6 pairing-allocated bye (U), 4 zero-point bye (Z, asked for)
/// As if R2's paired games were draws: 1 1½, 2 ½, 3 1, 4 ½ (Z keeps 0), 5 1½, 6 1 (U keeps 1).
/// Scores as someone's opponent (16.3): 4's final-round Z is category 16.2.5, "evaluated as
/// draws": 4 counts 1; 6's U is 16.2.1, at face value: 6 counts 1; the others as above.
/// Own unplayed rounds (16.4): a dummy whose score is the player's own (as-if) score.
///   FB 1 = 2 (½) + 3 (1)        = 1½
///   FB 2 = 1 (1½) + 5 (1½)      = 3
///   FB 3 = 4 (1) + 1 (1½)       = 2½
///   FB 4 = 3 (1) + dummy ½      = 1½   (2 if the Z bye were turned into a draw)
///   FB 5 = 6 (1) + 2 (½)        = 1½   (1 if 6's bye were a draw)
///   FB 6 = 5 (1½) + dummy 1     = 2½   (2 if 6's bye were a draw)
/// FIDE's TieBreakServer (gacrux 1.11.65) gives the same six values on this file.
#[test]
fn fore_buchholz_keeps_the_points_of_a_bye_in_the_final_round() {
    let text = [
        "012 Fore Buchholz with a final-round bye\n".to_string(),
        "042 2025/10/01\n".into(),
        "XXR 2\n".into(),
        player(1, "One", 2000, "2.0", &[(2, 'w', '1'), (3, 'w', '1')]),
        player(2, "Two", 1950, "0.0", &[(1, 'b', '0'), (5, 'w', '0')]),
        player(3, "Three", 1900, "0.5", &[(4, 'w', '='), (1, 'b', '0')]),
        player(4, "Four", 1850, "0.5", &[(3, 'b', '='), (0, '-', 'Z')]),
        player(5, "Five", 1800, "2.0", &[(6, 'w', '1'), (2, 'b', '1')]),
        player(6, "Six", 1750, "1.0", &[(5, 'b', '0'), (0, '-', 'U')]),
    ]
    .concat();
    let t = read(&text);
    let s = standings(&t, &list("FB"), &ScoreOptions::default());
    let fb: Vec<Points> = (1..=6).map(|p| s.value(p, 0).expect("FB defined")).collect();
    assert_eq!(fb, ["1.5", "3", "2.5", "1.5", "1.5", "2.5"].map(p));
}

/// The four players, three rounds of the last C.07 case (issue 22), with the final round's game
/// 2–1 as given (`+` for 2, `-` for 1, or played `1` / `0`):
///   R1: 1–3 1-0, 2–4 ½-½      R2: 3–2 ½-½, 4 pairing-allocated bye (U), 1 zero-point bye (Z)
///   R3: 3–4 ½-½, 2–1 (forfeit, or played)
fn after_a_requested_bye(final_for_2: char, final_for_1: char) -> Tournament {
    let text = [
        "012 Fore Buchholz after a requested bye\n".to_string(),
        "042 2025/10/01\n".into(),
        "XXR 3\n".into(),
        player(1, "One", 1950, "1.0", &[(3, 'w', '1'), (0, '-', 'Z'), (2, 'b', final_for_1)]),
        player(2, "Two", 1900, "2.0", &[(4, 'w', '='), (3, 'b', '='), (1, 'w', final_for_2)]),
        player(3, "Three", 1850, "1.0", &[(1, 'b', '0'), (2, 'w', '='), (4, 'w', '=')]),
        player(4, "Four", 1800, "2.0", &[(2, 'b', '='), (0, '-', 'U'), (3, 'b', '=')]),
    ]
    .concat();
    read(&text)
}

/// C.07 Art. 8.3 and 16.2 together: FB is the Buchholz of the as-if event in which every paired
/// game of the final round is a draw, and Art. 16 classifies the as-if event's unplayed rounds.
/// Player 1 asked for a zero-point bye in round 2 and lost round 3 by forfeit. In the real event
/// the bye is followed only by a voluntarily unplayed round (16.2.5: as someone's opponent it
/// counts as a draw); in the as-if event it is followed by a drawn game (16.2.3: face value 0).
///   As-if scores: 1 1½, 2 1½, 3 1, 4 2; as an opponent 1 counts 1½ (2 with the real category).
///   FB 1 = 3 (1) + dummy 1½ + 2 (1½)  = 4      FB 2 = 4 (2) + 3 (1) + 1 (1½) = 4½
///   FB 3 = 1 (1½) + 2 (1½) + 4 (2)    = 5      FB 4 = 2 (1½) + dummy 2 + 3 (1) = 4½
/// FIDE's TieBreakServer (gacrux 1.11.65) gives 4.0 / 4.5 / 5.0 / 4.5 on this file; keeping the
/// real event's category gave 4 / 5 / 5½ / 4½. FB is a type-D tie-break, known before the final
/// round: the values are the same when the final game is played (either result).
#[test]
fn fore_buchholz_classifies_the_as_if_event() {
    let expected = ["4", "4.5", "5", "4.5"].map(p);
    for (two, one) in [('+', '-'), ('1', '0'), ('0', '1'), ('=', '=')] {
        let t = after_a_requested_bye(two, one);
        let s = standings(&t, &list("FB,FB/C1,AOB/F"), &ScoreOptions::default());
        let fb: Vec<Points> = (1..=4).map(|x| s.value(x, 0).expect("FB defined")).collect();
        assert_eq!(fb, expected, "final game 2–1 `{two}`/`{one}`");
        // FB/C1 drops each player's least contribution: 1½ (the dummy) for 1, 1 for 2 and 3's
        // least, 1 for 4 (3's score).
        let cut: Vec<Points> = (1..=4).map(|x| s.value(x, 1).expect("FB/C1")).collect();
        assert_eq!(cut, ["2.5", "3.5", "3.5", "3.5"].map(p), "`{two}`/`{one}`");
    }
}

// ---------------------------------------------------------------------------------------------
// Rating-based tie-breaks with unrated participants.

/// Four players, two rounds; 4 is unrated.
///   R1: 1–2 1-0, 3–4 1-0      R2: 1–3 ½-½, 4–2 0-1
/// Points: 1 1½, 2 1, 3 1½, 4 0: players 1 and 3 are tied.
fn with_an_unrated_player() -> Tournament {
    let text = [
        "012 Unrated players\n".to_string(),
        "042 2025/10/01\n".into(),
        "XXR 2\n".into(),
        player(1, "One", 2000, "1.5", &[(2, 'w', '1'), (3, 'w', '=')]),
        player(2, "Two", 1800, "1.0", &[(1, 'b', '0'), (4, 'b', '1')]),
        player(3, "Three", 1600, "1.5", &[(4, 'w', '1'), (1, 'b', '=')]),
        player(4, "Four", 0, "0.0", &[(3, 'b', '0'), (2, 'w', '0')]),
    ]
    .concat();
    read(&text)
}

/// C.07 Art. 10: rating-based tie-breaks "must be dropped when unrated players are present,
/// unless detailed rules are included in the tournament regulations". No rule is given here,
/// so ARO separates nobody: 1 and 3 stay tied (places 1–2, to be decided as the regulations
/// prescribe) and the finding says which player is unrated. Counting only the games against
/// rated opponents (ARO 1 = (1800 + 1600) / 2 = 1700, ARO 3 = 2000) would have put 3 first.
#[test]
fn a_rating_tiebreak_is_dropped_when_unrated_players_take_part_without_a_rule() {
    let t = with_an_unrated_player();
    let s = standings(&t, &list("ARO"), &ScoreOptions::default());
    assert!((1..=4).all(|p| s.value(p, 0).is_none()), "no ARO values");
    assert_eq!(s.unresolved, vec![vec![1, 3]]);
    let (r1, r3) = (s.row(1).unwrap(), s.row(3).unwrap());
    assert_eq!((r1.rank, r1.rank_to, r3.rank, r3.rank_to), (1, 2, 1, 2));
    let d = s.notes.iter().find(|d| d.code == "S002").expect("S002");
    assert_eq!(d.severity, Severity::Warning);
    assert!(d.message.starts_with("`ARO` is dropped"), "{}", d.message);
    assert!(d.notes.iter().any(|n| n.contains("player 4 `Four`")), "{:?}", d.notes);
}

/// With the rule given ("unrated players count 1000", `/U1000` in the TRF-2026 descriptor
/// syntax), Art. 10.1 and 10.2 apply to every game:
///   ARO 1 = (1800 + 1600) / 2 = 1700; ARO 3 = (1000 + 2000) / 2 = 1500;
///   ARO 2 = (2000 + 1000) / 2 = 1500; ARO 4 = (1600 + 1800) / 2 = 1700.
///   TPR = ARO + dp(p): 1 and 3 scored 1½ of 2, p = 0.75, dp = 193 (B.02 8.1.1):
///   TPR 1 = 1893, TPR 3 = 1693. 1 ranks above 3.
/// The same rule written in the regulation (`unrated-rating 1000`) is the options' rating.
#[test]
fn a_fixed_rating_for_unrated_players_lets_the_tiebreak_count() {
    let t = with_an_unrated_player();
    let s = standings(&t, &list("ARO/U1000,TPR/U1000"), &ScoreOptions::default());
    let aro: Vec<Option<Points>> = (1..=4).map(|p| s.value(p, 0)).collect();
    assert_eq!(aro, ["1700", "1500", "1500", "1700"].map(|v| Some(p(v))));
    assert_eq!((s.value(1, 1), s.value(3, 1)), (Some(p("1893")), Some(p("1693"))));
    assert_eq!(s.rows[0].start, 1);
    assert!(s.notes.iter().all(|d| d.code != "S002"));
    let from_regulation = ScoreOptions { unrated_rating: Some(1000), ..ScoreOptions::default() };
    let r = standings(&t, &list("ARO,TPR"), &from_regulation);
    assert_eq!((1..=4).map(|p| r.value(p, 0)).collect::<Vec<_>>(), aro);
    // The descriptor's own rating wins over the regulation's.
    let r = standings(&t, &list("ARO/U1400"), &from_regulation);
    assert_eq!(r.value(3, 0), Some(p("1700")), "(1400 + 2000) / 2");
}

/// The regulation language states the rule in its `ranking` block (`unrated-rating`, in
/// Bulgarian `без-рейтинг`); V408 (a rating tie-break with unrated participants) is then
/// silent, and the standings of the regulation use the rating.
#[test]
fn the_regulation_states_the_rating_of_unrated_players() {
    let source = |statement: &str| {
        format!(
            r#"regulation "Турнир" lang bg
event {{ dates 2025-10-01..2025-10-02; country BG }}
system individual swiss rounds 2
players stated 4 {{
  1 "One" 2000
  2 "Two" 1800
  3 "Three" 1600
  4 "Four"
}}
класиране {{
  точки победа 1, реми ½, загуба 0
  показатели ARO, TPR
  {statement}
  при-равенство жребий
}}
"#
        )
    };
    let options = reglament::Options::default();
    let with = reglament::compile("with.rgl", source("без-рейтинг 1000").as_bytes(), &options);
    let model = with.model.as_ref().expect("lowers");
    let ranking = model.ranking.as_ref().expect("ranking");
    assert_eq!(ranking.unrated_rating.as_ref().map(|u| u.value), Some(1000));
    assert!(with.diagnostics.iter().all(|d| d.code != "V408"), "{:#?}", with.diagnostics);
    let without = reglament::compile("without.rgl", source("").as_bytes(), &options);
    assert_eq!(without.diagnostics.iter().filter(|d| d.code == "V408").count(), 2);
    let s = reglament::score::regulation::regulation_standings(
        model,
        &with_an_unrated_player(),
        &Default::default(),
    );
    assert_eq!(s.standings.value(3, 0), Some(p("1500")));
    assert_eq!(s.standings.rows[0].start, 1);
}

// ---------------------------------------------------------------------------------------------
// Team tie-breaks from the players' ratings.

/// Two teams of two boards, one round, A at home (White on board 1):
///   board 1: 1 (2200) – 3 (2100) ½-½      board 2: 4 (1900) – 2 (2000) 0-1
/// C.07 Art. 13 applies the individual tie-breaks to teams; a team's games for Art. 10 are its
/// players' games over the board, each counted (Art. 4.4: "each encounter counts separately"):
///   ARO A = (2100 + 1900) / 2 = 2000; A scored 1½ of 2, p = 0.75, dp = +193 → TPR A = 2193
///   ARO B = (2200 + 2000) / 2 = 2100; B scored ½ of 2, p = 0.25, dp = −193 → TPR B = 1907
///   APRO A = the TPR of its one opponent = 1907; APRO B = 2193
///   RTNG A = its first two players' average (2200 + 2000) / 2 = 2100; RTNG B = its `310`
///   strength factor, 2050.
/// FIDE's TieBreakServer (gacrux 1.11.65) parts from this: it looks for a rating of the team
/// itself, which TRF-2026 has no field for, so on this file it gives no value at all, and with
/// `/U1500` it counts every team as rated 1500 (ARO 1500 for both; TPR 2300 and 700 from the
/// one match as one game). Art. 13 applies Art. 10 to teams and a team's games are its
/// players' games; the text wins.
fn two_rated_teams(fourth: u32) -> Tournament {
    let text = [
        "012 Team ratings\n".to_string(),
        "042 2025/10/01\n".into(),
        "XXR 1\n".into(),
        player(1, "A One", 2200, "0.5", &[(3, 'w', '=')]),
        player(2, "A Two", 2000, "1.0", &[(4, 'b', '1')]),
        player(3, "B One", 2100, "0.5", &[(1, 'b', '=')]),
        player(4, "B Two", fourth, "0.0", &[(2, 'w', '0')]),
        team(1, "A", &[1, 2]),
        team_of_strength(2, "B", "2050", &[3, 4]),
    ]
    .concat();
    read(&text)
}

#[test]
fn team_rating_tiebreaks_are_computed_from_the_players_games() {
    let t = two_rated_teams(1900);
    assert_eq!(t.teams[1].strength, "2050");
    let s = team_standings(&t, &list("ARO,TPR,APRO,RTNG"), &TeamOptions::default());
    let values = |team: u32| (0..4).map(|i| s.value(team, i)).collect::<Vec<_>>();
    assert_eq!(values(1), ["2000", "2193", "1907", "2100"].map(|v| Some(p(v))));
    assert_eq!(values(2), ["2100", "1907", "2193", "2050"].map(|v| Some(p(v))));
    assert!(s.notes.is_empty(), "{:#?}", s.notes);
}

/// Art. 10 for teams: with player 4 unrated and no rule, team A's ARO would need 4's rating:
/// dropped, the finding naming player 4. With `/U1000`: ARO A = (2100 + 1000) / 2 = 1550.
#[test]
fn a_team_rating_tiebreak_with_an_unrated_opponent_needs_a_rule() {
    let t = two_rated_teams(0);
    let s = team_standings(&t, &list("ARO"), &TeamOptions::default());
    assert_eq!((s.value(1, 0), s.value(2, 0)), (None, None));
    let d = s.notes.iter().find(|d| d.code == "S002").expect("S002");
    assert!(d.notes.iter().any(|n| n.contains("player 4 `B Two`")), "{:?}", d.notes);
    let s = team_standings(&t, &list("ARO/U1000"), &TeamOptions::default());
    assert_eq!((s.value(1, 0), s.value(2, 0)), (Some(p("1550")), Some(p("2100"))));
}

// ---------------------------------------------------------------------------------------------
// Record 299: abnormal point assignments in a team event.

/// A `299` record as TRF26 lays it out: kind in column 5, match points 8–11, game points
/// 14–17, round 20–22, team numbers from 24–27 every five columns.
fn abnormal(kind: char, mp: &str, gp: &str, round: u32, teams: &[u32]) -> String {
    let mut line = format!("299 {kind}  {mp:>4}  {gp:>4}  {round:03}");
    for team in teams {
        line.push_str(&format!(" {team:>4}"));
    }
    line.push('\n');
    line
}

/// TRF26 record 299, "Abnormal Assignment Points … Special record for non-standard point
/// assignments": a type (`W D L F H Z + -`, or blank for a penalty or bonus), match points,
/// game points, a round ("000 or empty means all rounds") and the teams.
///
/// Four teams of two boards, one round: A–B 1½–½ (A wins, MP 2–0), C–D 1–1 (drawn, 1–1).
///   `299 L 0.0 0.0 001 1`: the arbiter scores A's match as lost, 0 MP and 0 GP (B keeps what
///       its boards give: 0 MP, ½ GP; the record names A only).
///   `299 _ -1.0 -0.5 001 3`: a penalty on C: MP 1 − 1 = 0, GP 1 − ½ = ½; it counts wherever
///       C's score counts, so D's Buchholz on match points sees C with 0.
///   `299 _ -2.0 0.0 999 4`: a penalty on D in the final standings only (round 999, as FIDE's
///       TieBreakServer reads it): D ranks with MP 1 − 2 = −1, but C's Buchholz sees D's 1.
///   `299 W 2.0 2.0 000` names no team: not applied, and said so (S202).
/// Standings MP: A 0, B 0, C 0, D −1; GP: A 0, B ½, C ½, D 1.
/// BH:MP: A = B's 0, B = A's 0, C = D's 1, D = C's 0.
#[test]
fn abnormal_point_assignments_change_the_team_scores() {
    let text = [
        "012 Record 299\n".to_string(),
        "042 2025/10/01\n".into(),
        "XXR 1\n".into(),
        player(1, "A One", 2000, "1.0", &[(3, 'w', '1')]),
        player(2, "A Two", 2000, "0.5", &[(4, 'b', '=')]),
        player(3, "B One", 2000, "0.0", &[(1, 'b', '0')]),
        player(4, "B Two", 2000, "0.5", &[(2, 'w', '=')]),
        player(5, "C One", 2000, "1.0", &[(7, 'w', '1')]),
        player(6, "C Two", 2000, "0.0", &[(8, 'b', '0')]),
        player(7, "D One", 2000, "0.0", &[(5, 'b', '0')]),
        player(8, "D Two", 2000, "1.0", &[(6, 'w', '1')]),
        team(1, "A", &[1, 2]),
        team(2, "B", &[3, 4]),
        team(3, "C", &[5, 6]),
        team(4, "D", &[7, 8]),
        abnormal('L', "0.0", "0.0", 1, &[1]),
        abnormal(' ', "-1.0", "-0.5", 1, &[3]),
        abnormal(' ', "-2.0", "0.0", 999, &[4]),
        abnormal('W', "2.0", "2.0", 0, &[]),
    ]
    .concat();
    let t = read(&text);
    assert_eq!(t.abnormal_points.len(), 4);
    let s = team_standings(&t, &list("BH:MP"), &TeamOptions::default());
    let row = |team: u32| {
        let r = s.row(team).expect("team");
        (r.match_points, r.game_points, s.value(team, 0))
    };
    assert_eq!(row(1), (p("0"), p("0"), Some(p("0"))));
    assert_eq!(row(2), (p("0"), p("0.5"), Some(p("0"))));
    assert_eq!(row(3), (p("0"), p("0.5"), Some(p("1"))));
    assert_eq!(row(4), (p("-1"), p("1"), Some(p("0"))));
    assert_eq!(s.rows.last().map(|r| r.start), Some(4), "D last on −1");
    let unapplied: Vec<&str> =
        s.notes.iter().filter(|d| d.code == "S202").map(|d| d.message.as_str()).collect();
    assert_eq!(unapplied.len(), 1, "{unapplied:?}");
    assert!(unapplied[0].contains("names no team"), "{}", unapplied[0]);
}

/// Individual events do not apply record 299 (only team scores do): the standings say so
/// instead of ranking on totals the record was meant to change.
#[test]
fn abnormal_points_in_an_individual_event_are_reported_not_applied() {
    let text = [
        "012 Record 299, individual\n".to_string(),
        "042 2025/10/01\n".into(),
        "XXR 1\n".into(),
        player(1, "One", 2000, "1.0", &[(2, 'w', '1')]),
        player(2, "Two", 2000, "0.0", &[(1, 'b', '0')]),
        abnormal(' ', "", "-1.0", 1, &[1]),
    ]
    .concat();
    let t = read(&text);
    let s = standings(&t, &list("SB"), &ScoreOptions::default());
    assert_eq!(s.row(1).map(|r| r.points), Some(p("1")), "not applied");
    let d = s.notes.iter().find(|d| d.code == "S202").expect("S202");
    assert!(d.message.contains("not applied to individual scores"), "{}", d.message);
}
