//! The season checked as one: `check` of a folder compares its regulations. On the bundled
//! folder nothing fires (its events are of different years, and each faithful seed and its
//! corrected copy are two versions of one event); on the bundled folder plus the made-up clashes
//! of `tests/fixtures/season/` (each file says it is made up, and which clash it makes) every
//! kind of finding fires once, in the first file's language, with a note into the other file.

use crate::common::{path, reglament};
use std::path::Path;

const CODES: [&str; 5] = ["C001", "C002", "C003", "C004", "C005"];

fn copy_dir(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).expect("a folder");
    for e in std::fs::read_dir(from).expect("the folder").flatten() {
        let p = e.path();
        if p.is_dir() {
            copy_dir(&p, &to.join(e.file_name()));
        } else if p.extension().is_some_and(|x| x == "rgl") {
            std::fs::copy(&p, to.join(e.file_name())).expect("copy");
        }
    }
}

/// The bundled regulations and the made-up clashes in one folder.
fn season() -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("a folder");
    copy_dir(&path("regulations"), dir.path());
    copy_dir(&path("tests/fixtures/season"), dir.path());
    dir
}

fn json(args: &[&std::ffi::OsStr]) -> Vec<serde_json::Value> {
    let run = reglament(args);
    serde_json::from_str::<Vec<serde_json::Value>>(&run.out)
        .unwrap_or_else(|e| panic!("{e}: {}", run.out))
}

#[test]
fn nothing_fires_on_the_bundled_folder() {
    let found = json(&[
        "check".as_ref(),
        path("regulations").as_os_str(),
        "--format".as_ref(),
        "json".as_ref(),
    ]);
    let season: Vec<&serde_json::Value> =
        found.iter().filter(|d| d["code"].as_str().is_some_and(|c| c.starts_with('C'))).collect();
    assert!(season.is_empty(), "{season:#?}");
}

#[test]
fn every_made_up_clash_fires_once_with_both_files() {
    let dir = season();
    let found =
        json(&["check".as_ref(), dir.path().as_os_str(), "--format".as_ref(), "json".as_ref()]);
    for code in CODES {
        let of: Vec<&serde_json::Value> =
            found.iter().filter(|d| d["code"].as_str() == Some(code)).collect();
        assert_eq!(of.len(), 1, "{code}: {of:#?}");
        let d = of[0];
        let file = d["file"].as_str().unwrap_or("");
        let related = d["related"].as_array().expect("a note into the other file");
        assert_eq!(related.len(), 1, "{code}");
        let other = related[0]["file"].as_str().unwrap_or("");
        assert_ne!(file, other, "{code}");
        assert!(file.contains("made-up") || other.contains("made-up"), "{code}: {file} {other}");
        assert!(related[0]["line"].as_u64().is_some_and(|l| l > 1), "{code}");
        // In the first file's language (every file here is Bulgarian).
        let message = d["message"].as_str().unwrap_or("");
        assert!(message.chars().any(|c| ('а'..='я').contains(&c)), "{code}: {message}");
    }
    // The real clashes each made-up file was written for.
    let by = |code: &str| {
        let d = found.iter().find(|d| d["code"].as_str() == Some(code)).expect("found");
        (
            d["file"].as_str().unwrap_or("").to_string(),
            d["related"][0]["file"].as_str().unwrap_or("").to_string(),
        )
    };
    assert!(by("C001").0.ends_with("000-bg-women-2021.corrected.rgl"));
    assert!(by("C001").1.ends_with("made-up-women-open-pernik-2007.rgl"));
    assert!(by("C002").0.ends_with("001-bg-team-women-2009.corrected.rgl"));
    assert!(by("C003").0.ends_with("004-bg-workers-festival-2024.corrected.rgl"));
    assert!(by("C004").0.ends_with("made-up-women-final-2030.rgl"));
    assert!(by("C005").1.ends_with("made-up-women-semifinal-2030.rgl"));
}

#[test]
fn sarif_and_the_human_report_point_into_both_files() {
    let dir = season();
    let sarif = reglament(&[
        "check".as_ref(),
        dir.path().as_os_str(),
        "--format".as_ref(),
        "sarif".as_ref(),
    ]);
    let log: serde_json::Value = serde_json::from_str(&sarif.out).expect("SARIF");
    let results = log["runs"][0]["results"].as_array().expect("results");
    for code in CODES {
        let r = results.iter().find(|r| r["ruleId"].as_str() == Some(code)).expect("reported");
        let own =
            r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"].as_str().unwrap_or("");
        let related = r["relatedLocations"].as_array().expect("related locations");
        let other =
            related[0]["physicalLocation"]["artifactLocation"]["uri"].as_str().unwrap_or("");
        assert!(!other.is_empty() && other != own, "{code}: {r:#}");
        assert!(related[0]["physicalLocation"]["region"]["startLine"].as_u64().is_some());
    }
    // The human report shows the other file's excerpt in a note, as rustc does.
    let human = reglament(&[
        "check".as_ref(),
        dir.path().join("made-up-women-final-2030.rgl").as_os_str(),
        dir.path().join("made-up-women-semifinal-2030.rgl").as_os_str(),
    ]);
    // Files given one by one are not a season.
    assert!(!human.out.contains("[C004]"), "{}", human.out);
    let human = reglament(&["check".as_ref(), dir.path().as_os_str()]);
    let at = human.out.find("[C004] Грешка").expect("C004");
    let note = &human.out[at..];
    let note_at = note.find("[C004] Бележка").expect("a note");
    assert!(note[note_at..].contains("made-up-women-semifinal-2030.rgl:"), "{note}");
    assert!(note[note_at..].contains("Първите 4 се класират за финала"), "{note}");
}

#[test]
fn the_season_codes_are_silent_on_their_clean_twins() {
    for code in CODES {
        let clean = path(&format!("tests/fixtures/codes/{code}.clean"));
        let run = reglament(&[
            "check".as_ref(),
            clean.as_os_str(),
            "--format".as_ref(),
            "short".as_ref(),
        ]);
        assert!(!run.out.contains(&format!("[{code}]")), "{code}: {}", run.out);
        assert!(!run.out.contains("[C0"), "{code}: {}", run.out);
    }
}

#[test]
fn an_allow_in_either_file_accepts_the_clash() {
    let dir = tempfile::tempdir().expect("a folder");
    copy_dir(&path("tests/fixtures/codes/C002"), dir.path());
    let b = dir.path().join("b.rgl");
    let text = std::fs::read_to_string(&b).expect("read")
        + "разреши C002 \"съдията ръководи двата турнира в една зала\"\n";
    std::fs::write(&b, text).expect("write");
    let run = reglament(&[
        "check".as_ref(),
        dir.path().as_os_str(),
        "--format".as_ref(),
        "short".as_ref(),
    ]);
    assert!(!run.out.contains("[C002]"), "{}", run.out);
}
