//! `examples/minimal_standings.rs`, the std-only program issue 21 measures reglament against
//! (BENCHMARKS.md; compiled into the suite here), writes exactly what `standings --trf FILE --tiebreaks BH/C1,BH,SB,ARO
//! --format json` writes: on every real TRF file of `tests/data/trf` it reads (it refuses the
//! rest with exit status 3, never guessing), on generated Swiss events of 5,000 × 13 (every
//! player rated, and with unrated players, so ARO is dropped) and of 300 × 9 in each C.07
//! edition and as a round robin. So the yardstick computes the same values, and the instruction
//! counts compare the same work.

use crate::common::{path, reglament};
use reglament::results::generate::swiss_with;
use reglament::results::trf::write_trf16;
use std::path::{Path, PathBuf};

/// The example itself, compiled into the suite (its `main` only reads the file and prints).
#[allow(dead_code)]
#[path = "../../../examples/minimal_standings.rs"]
mod minimal_standings;

const LIST: &str = "BH/C1,BH,SB,ARO";

/// The example's output (`None` when it refuses the file) and reglament's, for one file.
fn both(file: &Path) -> (Option<String>, String) {
    let bytes = std::fs::read(file).expect("readable");
    let minimal =
        minimal_standings::json(&bytes).ok().map(|out| String::from_utf8(out).expect("UTF-8 JSON"));
    let file = file.to_string_lossy();
    let run = reglament(&["standings", "--trf", &file, "--tiebreaks", LIST, "--format", "json"]);
    assert!(run.code == 0, "{file}: {}", run.err);
    (minimal, run.out)
}

#[test]
fn the_minimal_program_writes_reglaments_json_on_the_real_files_it_reads() {
    let mut compared = Vec::new();
    let mut refused = Vec::new();
    let mut files: Vec<PathBuf> = std::fs::read_dir(path("tests/data/trf"))
        .expect("tests/data/trf")
        .map(|e| e.expect("an entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "trf"))
        .collect();
    files.sort();
    for file in &files {
        let name = file.file_name().unwrap_or_default().to_string_lossy().into_owned();
        match both(file) {
            (Some(minimal), ours) => {
                assert_eq!(minimal, ours, "{name}");
                compared.push(name);
            }
            (None, _) => refused.push(name),
        }
    }
    // Every kind of event the yardstick must agree on is among them: each edition (2005–2022
    // before September 2023, the 2023 and 2024 rules, the 2026 rules), round robins, unrated
    // players (ARO dropped), byes and forfeits, a dummy bye player, names in UTF-8.
    assert!(compared.len() >= 15, "compared {compared:?}, refused {refused:?}");
    for needed in [
        "exercise_FIDE_C07_held_roundrobin_6p_5r_tiebreak_values.trf",
        "exercise_FIDE_TEC_16p_5r_2026rules.trf",
        "swiss_karl_mala_gedenkturnier_frankfurt_2005_284p_7r_ranks.trf",
        "swiss_kurt_richter_turnier_berlin_2023_86p_7r_ranks_BH_SB_from_html.trf",
        "swiss_fide_womens_world_rapid_2024_110p_11r_from_pgn.trf",
    ] {
        assert!(compared.iter().any(|c| c == needed), "{needed} not compared: {refused:?}");
    }
    // Team events are refused, not guessed.
    assert!(refused.iter().any(|r| r.starts_with("team")), "{refused:?}");
}

#[test]
fn the_minimal_program_writes_reglaments_json_on_generated_events() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut cases = vec![
        ("5000x13_rated.trf", write_trf16(&swiss_with(5000, 13, 1, true))),
        ("5000x13.trf", write_trf16(&swiss_with(5000, 13, 1, false))),
    ];
    // A smaller event under each edition's rules (record 042) and as a round robin (092).
    let small = write_trf16(&swiss_with(300, 9, 7, true));
    for (label, date, kind) in [
        ("pre2023", "2019/05/01", "Swiss"),
        ("2023", "2024/05/01", "Swiss"),
        ("2026", "2026/05/01", "Swiss"),
        ("rr2023", "2024/05/01", "Round robin"),
        ("rr2026", "2026/05/01", "Round robin"),
    ] {
        let text: String = small
            .lines()
            .filter(|l| !l.starts_with("042") && !l.starts_with("092"))
            .map(|l| format!("{l}\n"))
            .collect();
        cases.push((label, format!("042 {date}\n092 {kind}\n{text}")));
    }
    for (name, text) in cases {
        let file = dir.path().join(name);
        std::fs::write(&file, text).expect("written");
        let (minimal, ours) = both(&file);
        let minimal = minimal.unwrap_or_else(|| panic!("{name}: refused"));
        assert!(ours.len() > 10_000, "{name}: {ours}");
        assert_eq!(minimal, ours, "{name}");
    }
}
