//! The command line: exit codes, output formats and the commands of the language stage.

use std::path::PathBuf;
use std::process::{Command, Output};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_reglament"))
        .args(args)
        .current_dir(root())
        .env("NO_COLOR", "1")
        .output()
        .expect("the binary runs")
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

#[test]
fn exit_code_is_1_with_errors_and_2_on_usage_or_io_failure() {
    assert_eq!(run(&["check", "tests/fixtures/codes/L001.rgl"]).status.code(), Some(1));
    assert_eq!(run(&["check", "tests/fixtures/no-such-file.rgl"]).status.code(), Some(2));
    assert_eq!(run(&["check", "--no-such-flag", "x"]).status.code(), Some(2));
    assert_eq!(
        run(&["check", "--encoding", "klingon", "tests/fixtures/codes/L001.rgl"]).status.code(),
        Some(2)
    );
    assert_eq!(run(&["explain", "X999"]).status.code(), Some(2));
    assert_eq!(run(&[]).status.code(), Some(2));
}

#[test]
fn exit_code_is_0_for_a_clean_file_and_warnings_fail_only_when_denied() {
    let clean = run(&["check", "regulations/000-bg-women-2021.rgl", "--select", "L,P"]);
    assert_eq!(clean.status.code(), Some(0), "{}", stdout(&clean));
    let warn = "tests/fixtures/codes/L013.rgl";
    assert_eq!(run(&["check", warn]).status.code(), Some(0));
    assert_eq!(run(&["check", "--deny-warnings", warn]).status.code(), Some(1));
}

#[test]
fn json_format_is_one_array_with_one_based_positions() {
    let o = run(&[
        "check",
        "--format",
        "json",
        "--select",
        "L",
        "tests/fixtures/codes/L001.rgl",
        "tests/fixtures/codes/L005.rgl",
    ]);
    assert_eq!(o.status.code(), Some(1));
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).expect("valid JSON");
    let arr = v.as_array().expect("an array");
    assert_eq!(arr.len(), 2);
    let first = &arr[0];
    assert_eq!(first["code"], "L001");
    assert_eq!(first["severity"], "error");
    assert_eq!(first["file"], "tests/fixtures/codes/L001.rgl");
    assert_eq!(first["line"], 3);
    assert_eq!(first["column"], 3);
    assert_eq!(first["end_line"], 3);
    assert_eq!(first["end_column"], 7);
    // The fixture is a `lang bg` file: its findings are in Bulgarian.
    assert_eq!(first["help"], "може би `venue`?");
    assert!(first["message"].as_str().unwrap().contains("`venu`"));
    // Columns count characters, not bytes: `25:00` follows Cyrillic text.
    assert_eq!(arr[1]["code"], "L005");
    assert_eq!(arr[1]["line"], 3);
    assert_eq!(arr[1]["column"], 24);
}

#[test]
fn human_format_names_code_file_line_and_help_without_colour() {
    // A `lang bg` file: the report is in Bulgarian, frame words included; `--lang en` forces
    // English. The short format keeps the machine-readable `error[CODE]`.
    let o = run(&["check", "tests/fixtures/codes/L012.rgl"]);
    let text = stdout(&o);
    assert!(text.contains("[L012] Грешка: `неделиа` не е ден от седмицата"), "{text}");
    assert!(text.contains("L012.rgl:3:14"), "{text}");
    assert!(text.contains("Съвет: може би `неделя`?"), "{text}");
    assert!(!text.contains('\u{1b}'), "no ANSI escapes with NO_COLOR");
    let en = stdout(&run(&["check", "--lang", "en", "tests/fixtures/codes/L012.rgl"]));
    assert!(en.contains("[L012] Error: `неделиа` is not a weekday"), "{en}");
    assert!(en.contains("Help: did you mean `неделя`?"), "{en}");
    let short =
        run(&["check", "--format", "short", "--select", "L", "tests/fixtures/codes/L012.rgl"]);
    assert_eq!(
        stdout(&short),
        "tests/fixtures/codes/L012.rgl:3:14: error[L012]: `неделиа` не е ден от седмицата\n"
    );
}

#[test]
fn folders_are_searched_for_rgl_files_and_select_ignore_filter_codes() {
    let o = run(&["check", "--format", "json", "tests/fixtures/codes"]);
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    let n = v.as_array().unwrap().len();
    assert!(n >= 22, "one finding per fixture at least, got {n}");
    let o =
        run(&["check", "--format", "json", "--ignore", "L013,V9", "tests/fixtures/codes/L013.rgl"]);
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(v.as_array().unwrap().len(), 0);
}

#[test]
fn explain_rules_and_dump() {
    let o = run(&["explain", "L004"]);
    assert_eq!(o.status.code(), Some(0));
    let text = stdout(&o);
    assert!(text.starts_with("L004 invalid-date (error)"), "{text}");
    assert!(text.contains("## Fix"));
    let o = run(&["rules"]);
    let text = stdout(&o);
    for code in ["P001", "L001", "L017"] {
        assert!(text.lines().any(|l| l.starts_with(code)), "rules lists {code}");
    }
    let o = run(&["dump", "--what", "model", "regulations/000-bg-women-2021.rgl"]);
    assert_eq!(o.status.code(), Some(0));
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(v["lang"], "bg");
    assert_eq!(v["players"]["list"].as_array().unwrap().len(), 12);
    let o = run(&["dump", "--what", "syntax", "tests/fixtures/grammar/constructs.rgl"]);
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(v["statements"].as_array().unwrap().len(), 6);
}

#[test]
fn standings_from_a_regulation_and_its_results_or_from_a_trf_alone() {
    let o = run(&[
        "standings",
        "regulations/000-bg-women-2021.rgl",
        "--results",
        "results/000-bul-w-ch-2007.rgr",
        "--format",
        "json",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", String::from_utf8_lossy(&o.stderr));
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(v[0]["classification"], "main");
    let players = v[0]["standings"]["players"].as_array().unwrap();
    // Published: Voiska champion on tie-break, Raeva fourth (ChessBase, 24 March 2007).
    assert_eq!(players[0]["name"], "Voiska Margarita");
    assert_eq!(players[3]["name"], "Raeva Elitsa");
    assert_eq!(players[3]["points"], 7.5);
    let o = run(&[
        "standings",
        "--trf",
        "tests/data/trf/rr_uzchess_cup_masters_2025_10p_9r_from_pgn.trf",
        "--tiebreaks",
        "DE,SB,WIN,BWG,KS",
        "--format",
        "json",
    ]);
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(v["players"][0]["name"], "Praggnanandhaa R");
    assert_eq!(v["players"][1]["tiebreaks"]["SB"], 22.5);
    assert_eq!(run(&["standings", "regulations/000-bg-women-2021.rgl"]).status.code(), Some(2));
    assert_eq!(run(&["standings", "--trf", "x.trf", "--results", "y.rgr"]).status.code(), Some(2));
    assert_eq!(run(&["standings", "--trf", "x.trf", "--edition", "1999"]).status.code(), Some(2));
}

#[test]
fn trf_converts_results_and_never_writes_over_an_input() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("pernik-2007.trf");
    let args = [
        "trf",
        "results/000-bul-w-ch-2007.rgr",
        "--regulation",
        "regulations/000-bg-women-2021.corrected.rgl",
        "--output",
        out.to_str().unwrap(),
    ];
    // No player has a FIDE ID (none is in a public source: tests/data/fide-lists/SOURCES.md)
    // and the chief arbiter has none: FIDE would send the file back, so nothing is written.
    let o = run(&args);
    assert_eq!(o.status.code(), Some(1), "{}", String::from_utf8_lossy(&o.stderr));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(err.contains("[T078]") && err.contains("12 "), "{err}");
    assert!(!out.exists(), "nothing written for FIDE");
    // `--draft` writes it for a look or another program.
    let mut draft = args.to_vec();
    draft.push("--draft");
    let o = run(&draft);
    assert_eq!(o.status.code(), Some(0), "{}", String::from_utf8_lossy(&o.stderr));
    // The TRF16 written reads back with the 66 games of the event and Voiska's 7.5 points.
    let bytes = std::fs::read(&out).unwrap();
    let (t, diagnostics) = reglament::results::trf::read_trf_bytes("pernik-2007.trf", &bytes);
    assert!(diagnostics.iter().all(|d| d.severity != reglament::diagnostic::Severity::Error));
    assert_eq!(t.players.len(), 12);
    let games: usize = t.players.iter().map(|p| p.games.len()).sum();
    assert_eq!(games, 132, "66 games, two entries each");
    let voiska = t.players.iter().find(|p| p.name.contains("Voiska")).unwrap();
    assert_eq!(voiska.declared_points.map(|p| p.to_string()), Some("7.5".into()));
    // Writing over the input is refused and leaves it untouched.
    let before = std::fs::read("results/000-bul-w-ch-2007.rgr").unwrap();
    let o = run(&[
        "trf",
        "results/000-bul-w-ch-2007.rgr",
        "--draft",
        "-o",
        "results/000-bul-w-ch-2007.rgr",
    ]);
    assert_eq!(o.status.code(), Some(2));
    assert_eq!(std::fs::read("results/000-bul-w-ch-2007.rgr").unwrap(), before);
}

#[test]
fn build_checks_and_renders_every_regulation_and_bulletin() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("out");
    let o = run(&["build", "regulations", "--results", "results", "--out", out.to_str().unwrap()]);
    // The faithful seeds keep their real mistakes, so the run reports errors (exit 1) but still
    // writes every document.
    assert_eq!(o.status.code(), Some(1), "{}", String::from_utf8_lossy(&o.stderr));
    for file in [
        "000-bg-women-2021.html",
        "000-bg-women-2021.corrected.md",
        "003-uk-women-2013.corrected.html",
        "extra/bg-cska-open-2022.html",
        "000-bul-w-ch-2007.bulletin.html",
        "001-illustrative.bulletin.md",
        "004-illustrative.bulletin.html",
    ] {
        assert!(out.join(file).is_file(), "{file} was not written");
    }
    let bulletin = std::fs::read_to_string(out.join("000-bul-w-ch-2007.bulletin.html")).unwrap();
    assert!(bulletin.contains("Voiska Margarita") && bulletin.contains("Raeva Elitsa"));
    // The findings are the ones `check` reports.
    assert!(stdout(&o).contains("error[V207]"));
    // The output folder may not be an input folder: nothing is written among the sources.
    let listing = || {
        let mut files: Vec<(PathBuf, Vec<u8>)> = Vec::new();
        let mut stack = vec![root().join("regulations")];
        while let Some(dir) = stack.pop() {
            for entry in std::fs::read_dir(&dir).unwrap() {
                let path = entry.unwrap().path();
                if path.is_dir() {
                    stack.push(path);
                } else {
                    let bytes = std::fs::read(&path).unwrap();
                    files.push((path, bytes));
                }
            }
        }
        files.sort();
        files
    };
    let before = listing();
    let o = run(&["build", "regulations", "--results", "results", "--out", "regulations"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(listing() == before, "regulations/ changed");
}
