//! `check --fix` and `--diff`, the CI formats (`--format sarif`, `--format github`), `-` for
//! standard input, `check` of a results file, and shell completions.

use crate::common::{path, reglament, reglament_in};
use std::io::Write;
use std::process::{Command, Stdio};

/// Runs the binary with `input` on standard input.
fn with_stdin(args: &[&str], input: &[u8]) -> (i32, String, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_reglament"))
        .args(args)
        .current_dir(crate::common::root())
        .env("NO_COLOR", "1")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    child.stdin.take().unwrap().write_all(input).unwrap();
    let o = child.wait_with_output().unwrap();
    (
        o.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&o.stdout).into_owned(),
        String::from_utf8_lossy(&o.stderr).into_owned(),
    )
}

fn codes(out: &str) -> Vec<String> {
    let v: serde_json::Value = serde_json::from_str(out).expect("JSON");
    v.as_array().unwrap().iter().map(|d| d["code"].as_str().unwrap().to_string()).collect()
}

/// The faithful seed 000 has thirteen weekdays written for 2007 under 2021 dates; `--fix`
/// writes the calendar's weekdays, in place, and leaves every other finding as it was.
#[test]
fn fix_on_the_faithful_seed_000_leaves_no_v207() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("000.rgl");
    std::fs::copy(path("regulations/000-bg-women-2021.rgl"), &file).unwrap();
    let before = codes(&reglament(&["check", "--format", "json", file.to_str().unwrap()]).out);
    assert_eq!(before.iter().filter(|c| *c == "V207").count(), 13);
    let r = reglament(&["check", "--fix", "--format", "json", file.to_str().unwrap()]);
    assert!(r.err.contains("fixed 13 findings") && r.err.contains("V207 ×13"), "{}", r.err);
    let after = codes(&r.out);
    assert!(!after.contains(&"V207".to_string()), "{after:?}");
    let mut rest: Vec<&String> = before.iter().filter(|c| *c != "V207").collect();
    let mut now: Vec<&String> = after.iter().collect();
    rest.sort();
    now.sort();
    assert_eq!(rest, now, "the other findings stay");
    let text = std::fs::read_to_string(&file).unwrap();
    // 11 March 2021 was a Thursday; the time and activity are untouched.
    assert!(text.contains("2021-03-11 четвъртък     12:00 техническа-конференция"), "{text}");
    // A second run has nothing left to fix.
    let again = reglament(&["check", "--diff", file.to_str().unwrap()]);
    assert_eq!((again.code, again.out.as_str()), (0, ""));
}

#[test]
fn diff_shows_the_fixes_and_changes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("f.rgl");
    let text = "regulation \"Т\" lang bg\nevent { dates 2026-03-11..2026-03-12 }\n\
                players stated 3 {\n  1 \"A\" 2100\n  2 \"B\" 2000\n}\n\
                appeals { fee 30 BGN }\ntime-control { period 90 moves 40; increment 30 s }\n";
    std::fs::write(&file, text).unwrap();
    let r = reglament_in(dir.path(), &["check", "--diff", "f.rgl"]);
    assert_eq!(r.code, 1, "a diff exits 1");
    for line in ["-players stated 3 {", "+players stated 2 {", "+appeals { fee 15.34 EUR }"] {
        assert!(r.out.contains(line), "{line}\n{}", r.out);
    }
    // The missing unit is inserted in the statement's keyword language.
    assert!(
        r.out.contains("+time-control { period 90 min moves 40; increment 30 s }"),
        "{}",
        r.out
    );
    assert_eq!(std::fs::read_to_string(&file).unwrap(), text, "--diff writes nothing");
    let r = reglament_in(dir.path(), &["check", "--fix", "f.rgl"]);
    assert!(r.err.contains("fixed 3 findings"), "{}", r.err);
    assert!(
        !r.out.contains("V103") && !r.out.contains("V703") && !r.out.contains("L018"),
        "{}",
        r.out
    );
}

#[test]
fn fix_keeps_a_legacy_encoding() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("cp.rgl");
    let text = "регламент \"Турнир\" език bg\nсъбитие { дати 2021-03-11..2021-03-12 }\n\
                програма {\n  2021-03-11 неделя 14:30 кръг 1\n}\n";
    let (bytes, _, _) = encoding_rs::WINDOWS_1251.encode(text);
    std::fs::write(&file, &bytes).unwrap();
    let r = reglament(&["check", "--fix", file.to_str().unwrap()]);
    assert!(r.err.contains("fixed 1 finding"), "{}", r.err);
    let written = std::fs::read(&file).unwrap();
    let (decoded, _, bad) = encoding_rs::WINDOWS_1251.decode(&written);
    assert!(!bad && std::str::from_utf8(&written).is_err(), "still Windows-1251");
    assert!(decoded.contains("2021-03-11 четвъртък 14:30 кръг 1"), "{decoded}");
}

#[test]
fn standard_input_is_dash() {
    let text = std::fs::read(path("regulations/003-uk-women-2013.rgl")).unwrap();
    let (code, out, _) = with_stdin(&["check", "--format", "short", "-"], &text);
    assert_eq!(code, 1);
    assert!(out.contains("<stdin>:") && out.contains("[V801]"), "{out}");
    // `--fix -` prints the fixed text.
    let (_, out, err) = with_stdin(
        &["check", "--fix", "-"],
        "regulation \"Т\" lang bg\nevent { dates 2021-03-11..2021-03-11 }\nschedule { 2021-03-11 неделя 14:30 round 1 }\n"
            .as_bytes(),
    );
    assert!(out.contains("2021-03-11 четвъртък 14:30 round 1"), "{out}\n{err}");
}

#[test]
fn sarif_names_rules_locations_and_fixes() {
    let r = reglament(&["check", "--format", "sarif", "regulations/000-bg-women-2021.rgl"]);
    let v: serde_json::Value = serde_json::from_str(&r.out).expect("SARIF is JSON");
    assert_eq!(v["version"], "2.1.0");
    let run = &v["runs"][0];
    let rules: Vec<&str> = run["tool"]["driver"]["rules"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["id"].as_str().unwrap())
        .collect();
    assert!(rules.contains(&"V207") && rules.contains(&"V601"), "{rules:?}");
    let results = run["results"].as_array().unwrap();
    let v207: Vec<&serde_json::Value> = results.iter().filter(|r| r["ruleId"] == "V207").collect();
    assert_eq!(v207.len(), 13);
    let first = v207[0];
    assert_eq!(first["level"], "error");
    let region = &first["locations"][0]["physicalLocation"]["region"];
    assert_eq!(
        (region["startLine"].as_u64(), region["startColumn"].as_u64()),
        (Some(42), Some(14))
    );
    let fix = &first["fixes"][0]["artifactChanges"][0]["replacements"][0];
    assert_eq!(fix["insertedContent"]["text"], "четвъртък");
    assert_eq!(rules[first["ruleIndex"].as_u64().unwrap() as usize], "V207");
}

#[test]
fn github_annotations_escape_what_they_must() {
    let r = reglament(&["check", "--format", "github", "regulations/001-bg-team-women-2009.rgl"]);
    let lines: Vec<&str> = r.out.lines().collect();
    assert!(lines.iter().all(|l| l.starts_with("::")), "{}", r.out);
    let v802 = lines.iter().find(|l| l.contains("V802")).expect("V802 annotated");
    // The second `раздел 10` of the file, column 8 (its number).
    let text = std::fs::read_to_string(path("regulations/001-bg-team-women-2009.rgl")).unwrap();
    let line =
        text.lines().enumerate().filter(|(_, l)| l.starts_with("раздел 10 ")).nth(1).unwrap().0 + 1;
    let at = format!("::error file=regulations/001-bg-team-women-2009.rgl,line={line},col=8,");
    assert!(v802.starts_with(&at), "{v802}");
    assert!(
        // The file is written in Bulgarian, and so is the annotation.
        v802.contains(
            "title=V802 section-number-repeated::раздел 10 е номериран два пъти%0Ahelp: "
        ),
        "{v802}"
    );
    assert!(lines.iter().any(|l| l.starts_with("::warning ") && l.contains("V806")));
}

/// A results file is checked against the regulation its header names.
#[test]
fn check_reads_a_results_file() {
    let r = reglament(&["check", "results/000-bul-w-ch-2007.rgr"]);
    assert_eq!(r.code, 0, "{}{}", r.out, r.err);
    assert!(r.err.contains("checked 1 file: 0 errors"), "{}", r.err);
    let dir = tempfile::tempdir().unwrap();
    let broken = dir.path().join("x.rgr");
    std::fs::write(
        &broken,
        "results \"x\" regulation \"missing.rgl\"\ndates 2007-03-11..2007-03-20\n",
    )
    .unwrap();
    let r = reglament(&["check", "--format", "short", broken.to_str().unwrap()]);
    assert!(r.out.contains("[T109]"), "{}{}", r.out, r.err);
}

#[test]
fn completions_for_each_shell() {
    for shell in ["bash", "zsh", "fish", "powershell", "elvish"] {
        let r = reglament(&["completions", shell]);
        assert_eq!(r.code, 0, "{shell}");
        assert!(
            r.out.contains("import") && r.out.contains("fmt") && r.out.contains("fix"),
            "{shell}"
        );
    }
}
