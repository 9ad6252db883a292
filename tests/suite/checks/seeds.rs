//! What the participant, round, schedule and time-control checks (V1xx–V3xx) find on every
//! regulation in `regulations/`: the real mistakes they should find in the faithful encodings, and
//! nothing but notes in the corrected ones.
//!
//! Each expectation is a fact about the source document, checked by hand against the calendar and
//! the seed's own text (see the comment block at the top of each `.rgl` file):
//! * seed 000 says 2021 where the event was in 2007, so its 13 weekdays are those of 2007
//!   (tests/checks_seed000.rs goes into detail);
//! * the CSKA open 2022 announces 16–17 July but dates its programme 17–18 July with the weekdays
//!   of 16–17 July, and claims FIDE rating without the time control (the stored page breaks off);
//! * seeds 001, 003 and 004 and the other extras have rounds, counts and programmes that agree.

use crate::common::compile_file;
use reglament::diagnostic::Severity;

fn ours(code: &str) -> bool {
    code.starts_with("V1") || code.starts_with("V2") || code.starts_with("V3")
}

/// `(line, code)` of every error or warning of our families, in file order.
fn findings(rel: &str) -> Vec<(usize, &'static str)> {
    let c = compile_file(&format!("regulations/{rel}"));
    let mut out: Vec<(usize, &'static str)> = c
        .diagnostics
        .iter()
        .filter(|d| ours(&d.code) && d.severity != Severity::Note)
        .map(|d| (d.primary_span().map_or(0, |s| c.file.line_col(s.start).0), d.code.as_str()))
        .collect();
    out.sort_unstable();
    out
}

#[test]
fn seed_000_faithful_has_thirteen_wrong_weekdays_and_nothing_else() {
    let expected: Vec<(usize, &str)> = (42..=54).map(|line| (line, "V207")).collect();
    assert_eq!(findings("000-bg-women-2021.rgl"), expected);
}

#[test]
fn cska_open_2022_programme_is_a_day_late_and_has_no_time_control() {
    assert_eq!(
        findings("extra/bg-cska-open-2022.rgl"),
        [
            (30, "V307"), // `rated fide-standard`, no time control in the stored text
            (34, "V207"), // Saturday written for Sunday 17 July 2022
            (39, "V206"), // four entries on 18 July, after the event's last day
            (39, "V207"), // Sunday written for Monday 18 July 2022
            (40, "V206"),
            (41, "V206"),
            (42, "V206"),
        ]
    );
}

#[test]
fn seeds_without_mistakes_in_these_families_report_none() {
    for rel in ["001-bg-team-women-2009.rgl", "004-bg-workers-festival-2024.rgl"] {
        assert_eq!(findings(rel), [], "{rel}");
    }
}

/// Seed 003 announces 9 rounds "with one free day" between 16 and 26 June and never gives the
/// programme (a real omission: the corrected file adds the dates from the games). The three
/// extras are encoded from stored copies of their pages that end before the programme.
#[test]
fn rounds_without_a_programme_are_reported() {
    for (rel, line) in [
        ("003-uk-women-2013.rgl", 25),
        ("extra/bg-championships-2020.rgl", 27),
        ("extra/bg-women-final-2018.rgl", 21),
        ("extra/uk-kharkiv-youth-cup-2024.rgl", 24),
    ] {
        assert_eq!(findings(rel), [(line, "V215")], "{rel}");
    }
}

#[test]
fn corrected_regulations_report_nothing_but_notes() {
    let dir = format!("{}/regulations", env!("CARGO_MANIFEST_DIR"));
    let mut corrected = Vec::new();
    for sub in ["", "extra/"] {
        let entries = std::fs::read_dir(format!("{dir}/{sub}")).expect("regulations/");
        for e in entries.flatten() {
            let name = e.file_name().to_string_lossy().to_string();
            if name.ends_with(".corrected.rgl") {
                corrected.push(format!("{sub}{name}"));
            }
        }
    }
    corrected.sort();
    assert!(corrected.len() >= 4, "{corrected:?}");
    for rel in &corrected {
        assert_eq!(findings(rel), [], "{rel}");
    }
}
