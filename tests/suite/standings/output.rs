//! `standings -o FILE` and `--format md|html`: the standings written atomically into a file
//! (never over an input), as a document whose tables are the bulletin's; the warning when no
//! tie-break list is given.

use crate::common::{browser, path, reglament};

const REG: &str = "regulations/000-bg-women-2021.corrected.rgl";
const RESULTS: &str = "results/000-bul-w-ch-2007.rgr";

/// The first `<table class="standings">…</table>` of an HTML document.
fn standings_table(html: &str) -> &str {
    let start = html.find("<table class=\"standings\">").expect("a standings table");
    let end = html[start..].find("</table>").expect("closed") + start + "</table>".len();
    &html[start..end]
}

#[test]
fn html_standings_share_the_bulletins_table_and_are_written_to_a_file() {
    let dir = tempfile::tempdir().expect("temp dir");
    let out = dir.path().join("standings.html");
    let run = reglament(&[
        "standings",
        REG,
        "--results",
        RESULTS,
        "--format",
        "html",
        "-o",
        out.to_str().unwrap(),
    ]);
    assert_eq!(run.code, 0, "{}", run.err);
    assert!(run.out.is_empty(), "nothing on standard output with -o");
    let html = std::fs::read_to_string(&out).expect("written");
    assert!(html.starts_with("<!DOCTYPE html>"));
    assert!(html.contains("<html lang=\"bg\">"));
    assert!(html.contains("size: A4"), "print-ready");
    let bulletin = reglament(&["bulletin", REG, "--results", RESULTS, "--format", "html"]);
    assert_eq!(bulletin.code, 0, "{}", bulletin.err);
    assert_eq!(standings_table(&html), standings_table(&bulletin.out), "the same table");
    // Voiska first and Raeva fourth, as published.
    let table = standings_table(&html);
    let voiska = table.find("Voiska Margarita").unwrap();
    let raeva = table.find("Raeva Elitsa").unwrap();
    assert!(voiska < raeva);
    // No temporary file is left beside the result.
    let names: Vec<_> =
        std::fs::read_dir(dir.path()).unwrap().map(|e| e.unwrap().file_name()).collect();
    assert_eq!(names.len(), 1, "{names:?}");
}

#[test]
fn markdown_standings_from_a_trf_in_the_chosen_language() {
    let trf = "tests/data/trf/rr_uzchess_cup_masters_2025_10p_9r_from_pgn.trf";
    let run = reglament(&[
        "standings",
        "--trf",
        trf,
        "--tiebreaks",
        "DE,SB,WIN",
        "--format",
        "md",
        "--lang",
        "bg",
    ]);
    assert_eq!(run.code, 0, "{}", run.err);
    assert!(run.out.contains("## Крайно класиране"), "{}", run.out);
    // No player has a federation in this file: no FED column.
    assert!(
        run.out.contains("| Място | № | Звание | Име | Точки | ЛС | З-Б | Поб. |"),
        "{}",
        run.out
    );
    // The published order of the UzChess Cup (tests/data/trf/SOURCES.md): Praggnanandhaa first.
    let first_row = run.out.lines().find(|l| l.starts_with("| 1 |")).expect("a first row");
    assert!(first_row.contains("Praggnanandhaa"), "{first_row}");
}

/// The ties the tie-break list leaves are a Markdown list, one tie a line (they ran together on
/// one line when no drawing had been recorded). The Gonzaga Classic 2008 (tests/data/trf,
/// SOURCES.md) without a tie-break list leaves places 3–6, 8–9 and 10–11 tied.
#[test]
fn markdown_ties_are_one_a_line() {
    let trf = "tests/data/trf/swiss_gonzaga_classic_2008_IRL_12p_5r_ranks.trf";
    let run = reglament(&["standings", "--trf", trf, "--format", "md", "--lang", "en"]);
    assert_eq!(run.code, 0, "{}", run.err);
    let ties: Vec<&str> = run.out.lines().filter(|l| l.starts_with("- Places ")).collect();
    assert_eq!(ties.len(), 3, "{}", run.out);
    for (tie, places) in ties.iter().zip(["3–6:", "8–9:", "10–11:"]) {
        assert!(tie.starts_with(&format!("- Places {places}")), "{tie}");
        assert_eq!(tie.matches("drawing of lots").count(), 1, "{tie}");
    }
}

#[test]
fn the_output_is_never_written_over_an_input() {
    let dir = tempfile::tempdir().expect("temp dir");
    let trf = dir.path().join("event.trf");
    let original = std::fs::read(path("tests/fixtures/codes/_swiss4.trf")).unwrap();
    std::fs::write(&trf, &original).unwrap();
    let run =
        reglament(&["standings", "--trf", trf.to_str().unwrap(), "-o", trf.to_str().unwrap()]);
    assert_eq!(run.code, 2, "{}", run.err);
    assert!(run.err.contains("is an input of this command"), "{}", run.err);
    assert_eq!(std::fs::read(&trf).unwrap(), original, "the input is untouched");
    // Text goes into the file when it is not an input.
    let out = dir.path().join("standings.txt");
    let run =
        reglament(&["standings", "--trf", trf.to_str().unwrap(), "-o", out.to_str().unwrap()]);
    assert_eq!(run.code, 0, "{}", run.err);
    assert!(std::fs::read_to_string(&out).unwrap().contains("Ivanova, Maria"));
}

/// Without `--tiebreaks` and without a record 202 the standings are by points alone, and the
/// arbiter is told so on standard error as a warning (it was a note).
#[test]
fn no_tiebreak_list_is_a_warning_on_stderr() {
    let run = reglament(&["standings", "--trf", "tests/fixtures/codes/_swiss4.trf"]);
    assert_eq!(run.code, 0, "a warning does not fail the run");
    assert!(run.err.contains("warning[S007]"), "{}", run.err);
    assert!(run.err.contains("ranked by points only"), "{}", run.err);
}

#[test]
fn html_standings_print_on_a4() {
    let Some(browser) = browser::browser() else { return };
    let dir = tempfile::tempdir().expect("temp dir");
    let html = dir.path().join("standings.html");
    let run = reglament(&[
        "standings",
        REG,
        "--results",
        RESULTS,
        "--format",
        "html",
        "-o",
        html.to_str().unwrap(),
    ]);
    assert_eq!(run.code, 0, "{}", run.err);
    let pages = browser::print_pages(&browser, &html, &dir.path().join("profile"));
    assert!(!pages.is_empty());
    assert!(pages.into_iter().all(browser::is_a4));
}
