//! The season published by `build`: `calendar.html` (every event by month, in the folder's
//! language, print-ready: looked at in Chromium, its screenshot and printed pages kept in
//! `target/tmp/calendar/`) and the iCalendar files, read back by the `icalendar` crate's parser
//! and by Python's `icalendar` (in `.venv-icalendar/`, which `.ci/run` creates; skipped with a
//! message when missing outside CI).

use crate::common::{browser, path, reglament, root};
use std::path::{Path, PathBuf};
use std::str::FromStr;

/// `build` of the bundled regulations into a temporary folder (no PDF copies: the calendar's
/// print is the test's own).
fn built() -> (tempfile::TempDir, PathBuf) {
    let dir = tempfile::tempdir().expect("a folder");
    let out = dir.path().join("out");
    let run = reglament(&[
        "build".as_ref(),
        path("regulations").as_os_str(),
        "--results".as_ref(),
        path("results").as_os_str(),
        "--out".as_ref(),
        out.as_os_str(),
        "--no-pdf".as_ref(),
    ]);
    assert!(run.code <= 1, "{}", run.err);
    (dir, out)
}

fn ics_files(out: &Path) -> Vec<PathBuf> {
    let mut found = Vec::new();
    let mut dirs = vec![out.to_path_buf()];
    while let Some(d) = dirs.pop() {
        for e in std::fs::read_dir(&d).expect("the folder").flatten() {
            let p = e.path();
            if p.is_dir() {
                dirs.push(p);
            } else if p.extension().is_some_and(|x| x == "ics") {
                found.push(p);
            }
        }
    }
    found.sort();
    found
}

#[test]
fn every_regulation_and_the_season_have_a_calendar_the_crate_reads_back() {
    use icalendar::{Component, EventLike};
    let (_dir, out) = built();
    let files = ics_files(&out);
    // One per regulation (21) and the season's.
    assert_eq!(files.len(), 22, "{files:?}");
    let mut total = 0;
    for f in &files {
        let text = std::fs::read_to_string(f).expect("read");
        let cal =
            icalendar::Calendar::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", f.display()));
        let events: Vec<&icalendar::Event> = cal.events().collect();
        assert!(!events.is_empty(), "{}", f.display());
        if !f.ends_with("season.ics") {
            total += events.len();
        }
        for e in &events {
            assert!(e.get_summary().is_some_and(|s| !s.is_empty()), "{}", f.display());
            assert!(e.get_uid().is_some_and(|u| u.ends_with("@reglament")));
        }
    }
    let season = std::fs::read_to_string(out.join("season.ics")).expect("season.ics");
    let cal = icalendar::Calendar::from_str(&season).expect("parses");
    assert_eq!(cal.events().count(), total, "the season holds every regulation's events");
    // Seed 000 (corrected): round 1 on Sunday 11 March 2007 at 14:30 in Перник, Sofia's time.
    let text = std::fs::read_to_string(out.join("000-bg-women-2021.corrected.ics")).expect("read");
    assert!(text.contains("DTSTART;TZID=Europe/Sofia:20070311T143000"), "{text}");
    assert!(text.contains("BEGIN:VTIMEZONE\r\nTZID:Europe/Sofia"));
    let cal = icalendar::Calendar::from_str(&text).expect("parses");
    let round1 = cal
        .events()
        .find(|e| e.get_summary().is_some_and(|s| s.starts_with("I кръг")))
        .expect("round 1");
    assert_eq!(round1.get_location(), Some("гр. Перник"));
    // 90 + 15 minutes and 30 s a move for 60 moves, for two players: 4 h 30 min.
    assert!(text.contains("DTEND;TZID=Europe/Sofia:20070311T190000"), "{text}");
    // Deterministic: a second build writes the same bytes.
    let (_dir2, out2) = built();
    assert_eq!(std::fs::read(out2.join("season.ics")).ok(), Some(season.into_bytes()));
}

/// The Python that has `icalendar`, or `None` (with a message) outside CI.
fn python() -> Option<PathBuf> {
    let python = root().join(".venv-icalendar/bin/python");
    let ok = std::process::Command::new(&python)
        .args(["-c", "import icalendar"])
        .output()
        .is_ok_and(|o| o.status.success());
    if !ok {
        assert!(
            std::env::var_os("CI").is_none(),
            "CI must have .venv-icalendar: .ci/run creates it"
        );
        eprintln!("no .venv-icalendar with Python's icalendar: the read-back test is skipped");
        return None;
    }
    Some(python)
}

#[test]
fn python_icalendar_reads_every_file_with_the_country_time_zone() {
    let Some(python) = python() else { return };
    let (_dir, out) = built();
    // Each event's start as an aware time: the UTC offset comes from the VTIMEZONE we wrote.
    let script = r#"
import sys, icalendar
for name in sys.argv[1:]:
    cal = icalendar.Calendar.from_ical(open(name, 'rb').read())
    for ev in cal.walk('VEVENT'):
        start = ev.decoded('DTSTART')
        print(name.rsplit('/', 1)[-1], ev.get('UID'), start.isoformat(), str(ev.get('SUMMARY')), sep='\t')
"#;
    let files = ics_files(&out);
    let o = std::process::Command::new(python)
        .arg("-c")
        .arg(script)
        .args(&files)
        .output()
        .expect("python runs");
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let lines = String::from_utf8_lossy(&o.stdout).into_owned();
    let line = |file: &str, start: &str| {
        lines
            .lines()
            .any(|l| l.starts_with(&format!("{file}\t")) && l.contains(&format!("\t{start}\t")))
    };
    // Winter in Sofia is UTC+2, summer UTC+3; Kyiv the same.
    assert!(line("000-bg-women-2021.corrected.ics", "2007-03-11T14:30:00+02:00"), "{lines}");
    assert!(line("001-bg-team-women-2009.corrected.ics", "2009-06-08T15:00:00+03:00"), "{lines}");
    assert!(
        line("003-uk-women-2013.corrected.ics", "2013-06-16T15:00:00+03:00")
            || lines.contains("003-uk-women-2013.corrected.ics"),
        "{lines}"
    );
    assert!(line("uk-lviv-blitz-2026.corrected.ics", "2026-01-25T11:00:00+02:00"), "{lines}");
    // A programme row without a time is a day in the calendar.
    assert!(line("uk-lviv-blitz-2026.corrected.ics", "2026-01-25"), "{lines}");
    let season = lines.lines().filter(|l| l.starts_with("season.ics\t")).count();
    let each = lines.lines().filter(|l| !l.starts_with("season.ics\t")).count();
    assert_eq!(season, each);
}

#[test]
fn the_calendar_page_lists_the_season_by_month_and_prints_on_a4() {
    let (_dir, out) = built();
    // minijinja writes `/` in an attribute as `&#x2f;`, which a browser reads as `/`.
    let html = std::fs::read_to_string(out.join("calendar.html"))
        .expect("calendar.html")
        .replace("&#x2f;", "/");
    // In the folder's language (most of the bundled regulations are Bulgarian).
    assert!(html.contains("<html lang=\"bg\">"));
    assert!(html.contains("<h2>Март 2007</h2>"), "{html}");
    assert!(html.contains("11 – 20 март 2007 г."));
    assert!(html.contains("href=\"extra/bg-cska-open-2022.corrected.html\""));
    assert!(html.contains("href=\"extra/bg-cska-open-2022.corrected.ics\""));
    assert!(html.contains("индивидуален, кръгова система"));
    // The months in order.
    let at = |s: &str| html.find(s).unwrap_or_else(|| panic!("{s}"));
    assert!(at("Април 2001") < at("Март 2007") && at("Март 2007") < at("Юни 2009"));
    assert!(at("Юни 2024") < at("Януари 2026"));
    // Every link leads to a document the build wrote.
    for href in html.split("href=\"").skip(1).filter_map(|r| r.split('"').next()) {
        assert!(out.join(href).is_file(), "{href}");
    }
    let Some(browser) = browser::browser() else { return };
    let shots = root().join("target/tmp/calendar");
    std::fs::create_dir_all(&shots).expect("a folder");
    // The page as a person sees it.
    let profile = tempfile::tempdir().expect("a profile");
    let png = shots.join("calendar.png");
    let o = std::process::Command::new(&browser)
        .args(["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars"])
        .arg(format!("--user-data-dir={}", profile.path().display()))
        .arg(format!("--screenshot={}", png.display()))
        .arg("--window-size=1000,1400")
        .arg(format!("file://{}", out.join("calendar.html").display()))
        .output()
        .expect("the browser runs");
    assert!(png.is_file(), "{}", String::from_utf8_lossy(&o.stderr));
    assert!(std::fs::metadata(&png).map(|m| m.len()).unwrap_or(0) > 10_000);
    // And printed.
    if !browser::poppler() {
        return;
    }
    let copy = shots.join("calendar.html");
    std::fs::copy(out.join("calendar.html"), &copy).expect("copy");
    let pdf = browser::print_pdf(&browser, &copy, profile.path());
    let sizes = browser::page_sizes(&pdf);
    assert!(!sizes.is_empty() && sizes.iter().all(|s| browser::is_a4(*s)), "{sizes:?}");
    let texts = browser::page_texts(&pdf);
    assert!(texts[0].contains("Календар на състезанията"), "{}", texts[0]);
    assert!(texts.iter().any(|t| t.contains("Март 2007")));
    let last = texts.len();
    assert!(texts[last - 1].contains(&format!("стр. {last} от {last}")), "{}", texts[last - 1]);
    assert!(!browser::screenshots(&pdf, &shots, "calendar-page").is_empty());
}
