//! Broken TRF files, each made by hand from a clean four-player file: every finding names the
//! line and column it is on and the player it is about (start number and name), a player
//! without a `001` line gets no row, and a problem repeated on thousands of lines is said a
//! few times and then counted.

use crate::common::reglament;
use reglament::diagnostic::{Diagnostic, Severity};
use reglament::results::trf::read_trf;
use reglament::results::Tournament;
use reglament::score::{standings, ScoreOptions};
use reglament::source::SourceFile;

/// The clean file: a two-round Swiss of four players, every game written on both sides.
const CLEAN: [&str; 8] = [
    "012 Broken files",
    "042 2024/06/07",
    "XXR 2",
    "001    1 w    Ivanova, Maria                    2100 BUL                         2.0    1     2 w 1     3 b 1",
    "001    2 w    Petrova, Elena                    2000 BUL                         0.0    4     1 b 0     4 w 0",
    "001    3 w    Georgieva, Ana                    1900 BUL                         0.5    3     4 w =     1 w 0",
    "001    4 w    Dimitrova, Iva                    1800 BUL                         1.5    2     3 b =     2 b 1",
    "",
];

/// The clean file with line `n` (1-based) replaced, or removed when `by` is `None`.
fn with_line(n: usize, by: Option<&str>) -> String {
    let mut lines: Vec<&str> = CLEAN.to_vec();
    match by {
        Some(text) => lines[n - 1] = text,
        None => {
            lines.remove(n - 1);
        }
    }
    lines.join("\n")
}

/// Reads `text`; each finding with its 1-based line and column.
fn read(text: &str) -> (Tournament, Vec<(Diagnostic, usize, usize)>) {
    let file = SourceFile::new("broken.trf", text, "UTF-8");
    let (t, diagnostics) = read_trf(&file);
    let placed = diagnostics
        .into_iter()
        .map(|d| {
            let (line, column) = file.line_col(d.primary_span().expect("a span").start);
            (d, line, column)
        })
        .collect();
    (t, placed)
}

fn only<'a>(found: &'a [(Diagnostic, usize, usize)], code: &str) -> &'a (Diagnostic, usize, usize) {
    let of: Vec<_> = found.iter().filter(|(d, _, _)| d.code == code).collect();
    assert_eq!(of.len(), 1, "one {code} in {found:#?}");
    of[0]
}

#[test]
fn the_clean_file_has_no_findings() {
    let (t, found) = read(&CLEAN.join("\n"));
    assert!(found.is_empty(), "{found:#?}");
    assert_eq!(t.listed().count(), 4);
}

#[test]
fn disagreeing_sides_of_a_game_name_both_players_and_point_at_both_blocks() {
    // Dimitrova (line 7) says she beat Petrova in round 2, Petrova says she beat Dimitrova.
    let text = with_line(
        5,
        Some("001    2 w    Petrova, Elena                    2000 BUL                         1.0    4     1 b 0     4 w 1"),
    );
    let (_, found) = read(&text);
    let (d, line, column) = only(&found, "T013");
    assert_eq!(d.severity, Severity::Error);
    assert_eq!((*line, *column), (5, 102), "round 2 of Petrova's line");
    assert!(d.message.contains("player 2 `Petrova, Elena`"), "{}", d.message);
    assert!(d.message.contains("player 4 `Dimitrova, Iva`"), "{}", d.message);
    assert!(d.message.contains("round 2"), "{}", d.message);
    assert_eq!(d.labels.len(), 2, "both sides are shown");
}

#[test]
fn a_player_paired_with_herself_is_named_with_the_round() {
    let text = with_line(
        6,
        Some("001    3 w    Georgieva, Ana                    1900 BUL                         0.5    3     3 w =     1 w 0"),
    );
    let (_, found) = read(&text);
    let (d, line, column) =
        found.iter().find(|(d, _, _)| d.code == "T012").expect("T012 for the self-pairing");
    assert_eq!((*line, *column), (6, 92));
    assert!(
        d.message.starts_with(
            "player 3 `Georgieva, Ana` is paired with their own start number 3 in round 1"
        ),
        "{}",
        d.message
    );
}

#[test]
fn a_player_paired_with_a_missing_player_and_the_missing_player_gets_no_row() {
    // Georgieva's line (start number 3) is gone; Ivanova and Dimitrova still name 3.
    let (t, found) = read(&with_line(6, None));
    let (gap, line, _) = only(&found, "T009");
    assert_eq!(*line, 6, "pointed at the line after the gap (Dimitrova's)");
    assert_eq!(gap.message, "start number 3 has no `001` line");
    let paired: Vec<_> = found
        .iter()
        .filter(|(d, _, _)| d.code == "T012")
        .map(|(d, line, column)| (d.message.as_str(), *line, *column))
        .collect();
    assert_eq!(
        paired,
        [
            ("player 1 `Ivanova, Maria` is paired with 3 in round 2, but start number 3 has no `001` line", 4, 102),
            ("player 4 `Dimitrova, Iva` is paired with 3 in round 1, but start number 3 has no `001` line", 6, 92),
        ]
    );
    // No nameless row for number 3.
    let s = standings(&t, &[], &ScoreOptions::default());
    assert_eq!(s.rows.len(), 3);
    assert!(s.rows.iter().all(|r| r.start != 3 && !r.name.is_empty()));
}

#[test]
fn a_gap_up_to_start_number_9999_keeps_the_json_to_the_players_that_have_a_line() {
    // Found by the property of bounded output: one edited byte made the last line
    // `001  710`, and the JSON wrote 706 empty entries (203 KB from a 1.4 KB file).
    let mut text = CLEAN[..7].join("\n");
    text.push_str("\n001 9999 w    Nikolova, Vera                    1700 BUL                         0.0    5\n");
    let (t, found) = read(&text);
    let (gap, _, _) = only(&found, "T009");
    assert_eq!(gap.message, "start numbers 5–9998 have no `001` line");
    assert_eq!(t.players.len(), 9999, "the numbering is kept: players[i].start == i + 1");
    let json = reglament::results::json::to_json(&t);
    let value: serde_json::Value = serde_json::from_str(&json).expect("JSON");
    let starts: Vec<u64> = value["players"]
        .as_array()
        .expect("players")
        .iter()
        .map(|p| p["start"].as_u64().expect("start"))
        .collect();
    assert_eq!(starts, [1, 2, 3, 4, 9999]);
    assert!(json.len() < 16 * text.len(), "{} bytes of JSON from {}", json.len(), text.len());
}

#[test]
fn a_duplicated_start_number_names_both_players_and_both_lines() {
    let text = CLEAN.join("\n").replace("001    4 w    Dimitrova", "001    3 w    Dimitrova");
    let (_, found) = read(&text);
    let (d, line, column) = only(&found, "T008");
    assert_eq!((*line, *column), (7, 5));
    assert_eq!(
        d.message,
        "start number 3 is used twice: player 3 `Georgieva, Ana` and `Dimitrova, Iva`"
    );
    assert_eq!(d.labels.len(), 2);
}

#[test]
fn five_digit_start_numbers_are_errors_with_their_line() {
    let text = with_line(
        7,
        Some("001 10004 w    Dimitrova, Iva                    1800 BUL                         1.5    2     3 b =     2 b 1"),
    );
    let (t, found) = read(&text);
    let (d, line, column) = found.iter().find(|(d, _, _)| d.code == "T031").expect("T031");
    assert_eq!((*line, *column), (7, 5));
    assert_eq!(d.message, "start number `10004` does not fit columns 5–8");
    assert_eq!(t.listed().count(), 3, "the shifted line is not read");
}

#[test]
fn a_truncated_record_is_an_error_and_is_not_repaired_with_byes() {
    // Dimitrova's line cut inside round 2's opponent: "  2" of "   2 b 1".
    let text = with_line(
        7,
        Some("001    4 w    Dimitrova, Iva                    1800 BUL                         1.5    2     3 b =    2"),
    );
    let (t, found) = read(&text);
    let (d, line, column) = only(&found, "T032");
    assert_eq!((*line, *column), (7, 102));
    assert_eq!(
        d.message,
        "player 4 `Dimitrova, Iva`: the line ends at column 104, inside the opponent of round 2 (columns 102–105)"
    );
    // Round 2 is not read (no invented bye), and the total is not compared with a cut line.
    assert_eq!(t.players[3].games.len(), 1);
    assert!(!found.iter().any(|(d, _, _)| ["T014", "T015", "T029"].contains(&d.code.as_str())));
    // Cut inside the rating: the partial number is not taken as a rating.
    let (t, found) =
        read(&with_line(7, Some("001    4 w    Dimitrova, Iva                    18")));
    let (d, line, column) = only(&found, "T032");
    assert_eq!((*line, *column), (7, 49));
    assert!(d.message.contains("inside the rating (columns 49–52)"), "{}", d.message);
    assert_eq!(t.players[3].rating, None);
}

#[test]
fn a_draw_without_opponent_names_the_player() {
    let text = with_line(
        6,
        Some("001    3 w    Georgieva, Ana                    1900 BUL                         0.5    3  0000 - =     1 w 0"),
    );
    let (_, found) = read(&text);
    let (d, line, column) = only(&found, "T016");
    assert_eq!((*line, *column), (6, 92));
    assert_eq!(d.message, "player 3 `Georgieva, Ana`: draw without an opponent in round 1");
}

/// A generated file of 10,600 players numbered as they come: 601 of them (10000–10600) have
/// five digits, and player 9999 has the five-digit opponent 10000: 602 findings of one problem.
/// The first ten are said in full (9999's round, then 10000–10008), the last of them counting
/// the other 592 and their lines (10009–10600 on lines 10,011–10,602); stderr stays a few
/// hundred lines (it was one report per line).
#[test]
fn a_problem_on_thousands_of_lines_is_said_ten_times_and_counted() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("generated.trf");
    let mut text = String::from("012 Generated\nXXR 1\n");
    let n = 10_600u32;
    for s in 1..=n {
        let (opponent, colour, result) =
            if s % 2 == 1 { (s + 1, 'w', '1') } else { (s - 1, 'b', '0') };
        let points = if s % 2 == 1 { "1.0" } else { "0.0" };
        text.push_str(&format!(
            "001 {s:>4} m    {:<33} 1500 BUL {:>11} {:<10} {points:>4} {:>4}  {opponent:>4} {colour} {result}\n",
            format!("Player {s}"),
            "",
            "",
            ""
        ));
    }
    std::fs::write(&path, &text).expect("write");
    let run = reglament(&["standings", "--trf", path.to_str().expect("utf-8 path")]);
    assert_eq!(run.code, 1, "errors: exit 1");
    let too_wide = run.err.matches("[T031]").count();
    assert_eq!(too_wide, 10, "ten T031 in full");
    assert!(
        run.err.contains("… and 592 more like this (lines 10,011–10,602)"),
        "{}",
        &run.err[run.err.len().saturating_sub(2000)..]
    );
    assert!(run.err.lines().count() < 400, "{} lines on stderr", run.err.lines().count());
}
