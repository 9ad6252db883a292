//! What the participant, round, schedule and time-control checks (V1xx–V3xx) report on the
//! faithful seed 000 (the 2007 Bulgarian women's championship whose surviving copy says "2021"
//! everywhere), and that they raise no false alarm on the complete example of GRAMMAR.md.
//!
//! The expected weekdays are calendar facts checked by hand: 11 March 2021 was a Thursday, and
//! 11 March 2007 (the real year) a Sunday, which is what the regulation writes.

use crate::common::compile_file_en as compile_file;
use reglament::{compile, Compiled, Options};

/// Codes of the families this test owns.
fn ours(code: &str) -> bool {
    code.starts_with("V1") || code.starts_with("V2") || code.starts_with("V3")
}

/// (line, code, message) of every finding of our families.
fn findings(c: &Compiled) -> Vec<(usize, &'static str, String)> {
    c.diagnostics
        .iter()
        .filter(|d| ours(&d.code))
        .map(|d| {
            let line = d.primary_span().map_or(0, |s| c.file.line_col(s.start).0);
            (line, d.code.as_str(), d.message.clone())
        })
        .collect()
}

const SEED_000: &str = "regulations/000-bg-women-2021.rgl";

#[test]
fn seed_000_every_schedule_weekday_is_wrong_for_2021() {
    let c = compile_file(SEED_000);
    let weekday: Vec<(usize, String)> = findings(&c)
        .into_iter()
        .filter(|(_, code, _)| *code == "V207")
        .map(|(line, _, msg)| (line, msg))
        .collect();
    // All 13 schedule entries (lines 42–54) carry the weekdays of 2007.
    let expected = [
        (42, "`неделя` is written for 2021-03-11, which is a Thursday (четвъртък)"),
        (43, "`неделя` is written for 2021-03-11, which is a Thursday (четвъртък)"),
        (44, "`понеделник` is written for 2021-03-12, which is a Friday (петък)"),
        (45, "`вторник` is written for 2021-03-13, which is a Saturday (събота)"),
        (46, "`сряда` is written for 2021-03-14, which is a Sunday (неделя)"),
        (47, "`четвъртък` is written for 2021-03-15, which is a Monday (понеделник)"),
        (48, "`четвъртък` is written for 2021-03-15, which is a Monday (понеделник)"),
        (49, "`петък` is written for 2021-03-16, which is a Tuesday (вторник)"),
        (50, "`събота` is written for 2021-03-17, which is a Wednesday (сряда)"),
        (51, "`неделя` is written for 2021-03-18, which is a Thursday (четвъртък)"),
        (52, "`понеделник` is written for 2021-03-19, which is a Friday (петък)"),
        (53, "`вторник` is written for 2021-03-20, which is a Saturday (събота)"),
        (54, "`вторник` is written for 2021-03-20, which is a Saturday (събота)"),
    ];
    let expected: Vec<(usize, String)> =
        expected.iter().map(|(l, m)| (*l, m.to_string())).collect();
    assert_eq!(weekday, expected);
    // The primary label is on the weekday word itself.
    let first = c.diagnostics.iter().find(|d| d.code == "V207").expect("a V207 finding");
    let span = first.primary_span().expect("a primary span");
    assert_eq!(c.file.slice(span), "неделя");
}

#[test]
fn seed_000_weekdays_point_to_the_year_they_were_copied_from() {
    let c = compile_file(SEED_000);
    let notes: Vec<&String> =
        c.diagnostics.iter().filter(|d| d.code == "V207").flat_map(|d| d.notes.iter()).collect();
    assert_eq!(notes.len(), 1, "one note for the whole schedule: {notes:?}");
    // 11 March fell on a Sunday in 2018, 2012 and 2007 (the event's real year).
    assert!(notes[0].contains("2018, 2012 and 2007"), "{}", notes[0]);
}

#[test]
fn seed_000_reports_nothing_else_from_these_families_but_the_unstated_default_time() {
    let c = compile_file(SEED_000);
    let others: Vec<(usize, &str, String)> =
        findings(&c).into_iter().filter(|(_, code, _)| *code != "V207").collect();
    // Rounds 11 for 12 players, the list of 12, the gaps (round 5 at 09:30 and round 6 at 16:30
    // on 15 March: 7 h against a longest game of 2 × (90 + 15 + 30) min = 4 h 30 min), two
    // rounds that day (9 h), the closing at 14:30 after round 11 at 10:00 (exactly 4 h 30 min),
    // and 135 min per player against the 120 min a 2319 player needed before 2022 are all right.
    // The regulation does not state a default time, so it is zero (art. 6.7.1): a note.
    assert_eq!(others.len(), 1, "{others:?}");
    assert_eq!(others[0].1, "V306");
    assert_eq!(others[0].0, 17, "on the time-control block");
}

#[test]
fn grammar_example_raises_no_false_alarm() {
    let text = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/grammar/GRAMMAR.md"))
        .expect("GRAMMAR.md");
    let start = text.find("## A complete example").expect("the example heading");
    let rest = &text[start..];
    let open = rest.find("```text\n").expect("the example's opening fence") + "```text\n".len();
    let close = rest[open..].find("```").expect("the example's closing fence");
    let example = &rest[open..open + close];
    let c = compile("GRAMMAR.md example", example.as_bytes(), &Options::default());
    assert!(
        !c.diagnostics.iter().any(|d| d.code.starts_with(['D', 'P', 'L'])),
        "{:?}",
        c.diagnostics
    );
    let ours: Vec<&'static str> = findings(&c).into_iter().map(|(_, code, _)| code).collect();
    // Not FIDE-rated, so the unstated default time (V306) is left to national rules.
    assert_eq!(ours, Vec::<&str>::new());
}
