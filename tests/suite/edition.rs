//! `reglament edition`: next year's regulation from every bundled regulation, checked against the
//! old one; the seeds' real mistakes (seed 000's weekdays), the euro, round trips, ordinals, and
//! the command's writing rules (beside the old file, never over it, `--diff`).

use crate::common::{path, reglament};
use reglament::edition::{next, Request, Target};
use reglament::{compile, Compiled, Options};
use std::collections::BTreeMap;

/// Every regulation of `regulations/`, as paths relative to the repository.
fn bundled() -> Vec<String> {
    let mut out = Vec::new();
    for dir in ["regulations", "regulations/extra"] {
        let mut names: Vec<String> = std::fs::read_dir(path(dir))
            .expect("the folder")
            .filter_map(|e| e.ok().map(|e| e.file_name().to_string_lossy().into_owned()))
            .filter(|n| n.ends_with(".rgl"))
            .map(|n| format!("{dir}/{n}"))
            .collect();
        names.sort();
        out.extend(names);
    }
    out
}

fn text(relative: &str) -> String {
    let bytes = std::fs::read(path(relative)).expect("the regulation");
    reglament::decode::decode(relative, &bytes, None).expect("decodes").file.text
}

fn compiled(name: &str, text: &str) -> Compiled {
    compile(name, text.as_bytes(), &Options::default())
}

/// The codes of the findings, counted.
fn codes(c: &Compiled, with_marks: bool) -> BTreeMap<String, usize> {
    let mut out = BTreeMap::new();
    for d in &c.diagnostics {
        if with_marks || !d.code.starts_with('E') {
            *out.entry(d.code.to_string()).or_default() += 1;
        }
    }
    out
}

fn year_after(c: &Compiled) -> i16 {
    let reg = c.model.as_ref().expect("a model");
    let start = reglament::checks::facts::event_period(reg)
        .map(|p| p.0)
        .or_else(|| reglament::checks::facts::schedule_dates(reg).min())
        .expect("the regulation has dates");
    start.year() + 1
}

fn to_year(y: i16) -> Request {
    Request { target: Target::Year(y), keep_players: false }
}

#[test]
fn the_next_edition_of_every_bundled_regulation_adds_only_review_marks() {
    let all = bundled();
    assert!(all.len() >= 21, "{all:?}");
    for name in all {
        let old_text = text(&name);
        let old = compiled(&name, &old_text);
        let made = next(&name, &old_text, &to_year(year_after(&old)))
            .unwrap_or_else(|e| panic!("{name}: {e:?}"));
        let new = compiled(&name, &made.text);
        let (before, after) = (codes(&old, true), codes(&new, false));
        let added: Vec<String> = after
            .iter()
            .filter(|(c, n)| before.get(*c).copied().unwrap_or(0) < **n)
            .map(|(c, n)| format!("{c} ×{n}"))
            .collect();
        assert!(added.is_empty(), "{name}: the new edition adds {added:?}\n{}", made.text);
        // Every change she must confirm is reported under an E code: the dates at least.
        let marks = codes(&new, true).get("E001").copied().unwrap_or(0);
        assert_eq!(marks, 1, "{name}: {:?}", codes(&new, true));
        assert_eq!(
            made.summary.marks,
            new.diagnostics.iter().filter(|d| d.code.starts_with('E')).count(),
            "{name}"
        );
        // The new dates are a year on, on the same weekday.
        assert_eq!(made.new.0.year(), made.old.0.year() + 1, "{name}");
        assert_eq!(made.new.0.weekday(), made.old.0.weekday(), "{name}");
    }
}

#[test]
fn seed_000_moved_to_2022_has_its_weekdays_written_again() {
    // Seed 000 is the 2007 regulation re-dated to 2021 with the weekdays of 2007 left: 12 V207.
    let name = "regulations/000-bg-women-2021.rgl";
    let old_text = text(name);
    let old = compiled(name, &old_text);
    assert_eq!(old.diagnostics.iter().filter(|d| d.code.as_str() == "V207").count(), 13);
    let made = next(name, &old_text, &to_year(2022)).expect("an edition");
    let new = compiled(name, &made.text);
    assert!(!new.diagnostics.iter().any(|d| d.code.as_str() == "V207"), "{}", made.text);
    assert_eq!(made.summary.weekdays, 13);
    // 11 March 2021 was a Thursday of week 10; in 2022 that Thursday is 10 March.
    assert!(
        made.text.contains("2022-03-10 четвъртък  12:00 техническа-конференция"),
        "{}",
        made.text
    );
    assert!(made.text.contains("2022-03-11 петък      16:30 кръг 2"), "{}", made.text);
    // The prose moves with the facts; the aim's year too.
    assert!(made.text.contains("от 10.03 – 19.03.2022 г."), "{}", made.text);
    assert!(made.text.contains("шампионка за 2022 год."));
    // Last year's players are gone, with a mark, and so is the `{players.table}` finding.
    let reg = new.model.as_ref().expect("a model");
    assert!(reg.players.as_ref().is_some_and(|p| p.list.is_empty()));
    assert!(new
        .diagnostics
        .iter()
        .any(|d| d.code.as_str() == "E004" && d.message.contains("12 участници")));
    assert!(!new.diagnostics.iter().any(|d| d.code.as_str() == "V805"));
}

#[test]
fn lev_amounts_of_a_2025_bulgarian_regulation_are_in_euro_in_2026() {
    // The CSKA open of 2022 (prizes 200, 150, 100, 60, 40 and 40 лв., fee in the prose) moved to
    // 2025 keeps its leva; moved on to 2026, every amount is in euro with a mark.
    let name = "regulations/extra/bg-cska-open-2022.corrected.rgl";
    let in_2025 = next(name, &text(name), &to_year(2025)).expect("2025");
    assert_eq!(in_2025.summary.amounts, 0);
    assert!(in_2025.text.contains("пари 200 лв."), "{}", in_2025.text);
    let in_2026 = next(name, &in_2025.text, &to_year(2026)).expect("2026");
    let new = compiled(name, &in_2026.text);
    let reg = new.model.as_ref().expect("a model");
    let money: Vec<String> = reg
        .prizes
        .iter()
        .filter_map(|p| p.money.as_ref())
        .map(|m| {
            format!(
                "{} {}",
                reglament::checks::currency::money_text(m.value.amount),
                m.value.currency
            )
        })
        .collect();
    assert_eq!(
        money,
        ["102.26 EUR", "76.69 EUR", "51.13 EUR", "30.68 EUR", "20.45 EUR", "20.45 EUR"]
    );
    let e003: Vec<&str> = new
        .diagnostics
        .iter()
        .filter(|d| d.code.as_str() == "E003")
        .map(|d| d.message.as_str())
        .collect();
    // Each rounded amount has its mark (five prizes and every amount of the prose in leva).
    assert!(e003.len() >= 5, "{e003:?}");
    assert!(e003.iter().any(|m| m.contains("200,00 лв. → 102,26 евро")), "{e003:?}");
    assert!(!new.diagnostics.iter().any(|d| d.code.as_str() == "V703"));
    // The fee in the prose of seed 000 moved to 2026: the sentence keeps its full stop.
    let name = "regulations/000-bg-women-2021.corrected.rgl";
    let made = next(name, &text(name), &to_year(2026)).expect("2026");
    assert!(made.text.contains("такса 15.34 EUR"), "{}", made.text);
    assert!(made.text.contains("в размер на 15,34 евро. Решението"), "{}", made.text);
    // No amount in leva is left in the prose.
    for p in reglament::checks::facts::paragraphs(reg) {
        for m in reglament::prose::scan::money(&p.text.value) {
            let cur = &p.text.value[m.currency.0..m.currency.1];
            assert_ne!(reglament::vocab::currency::code(cur), Some("BGN"), "{}", p.text.value);
        }
    }
}

/// The model as JSON without where things are written and without the review marks.
fn facts(c: &Compiled) -> serde_json::Value {
    fn strip(v: &mut serde_json::Value) {
        match v {
            serde_json::Value::Object(m) => {
                m.retain(|k, _| !k.ends_with("span") && k != "reviews" && k != "fact");
                m.values_mut().for_each(strip);
            }
            serde_json::Value::Array(a) => a.iter_mut().for_each(strip),
            _ => {}
        }
    }
    let mut v = serde_json::to_value(c.model.as_ref().expect("a model")).expect("JSON");
    strip(&mut v);
    v
}

#[test]
fn a_round_trip_by_start_gives_the_same_facts() {
    for (name, start) in [
        ("regulations/extra/uk-lviv-blitz-2026.corrected.rgl", "2026-01-25"),
        ("regulations/001-bg-team-women-2009.corrected.rgl", "2009-06-08"),
        ("regulations/004-bg-workers-festival-2024.corrected.rgl", "2024-06-05"),
    ] {
        let old_text = text(name);
        let keep = |target| Request { target, keep_players: true };
        let year = year_after(&compiled(name, &old_text));
        let there = next(name, &old_text, &keep(Target::Year(year))).expect("there");
        let back = next(name, &there.text, &keep(Target::Start(start.parse().expect("a day"))))
            .expect("back");
        assert_eq!(back.days, -there.days, "{name}");
        assert_eq!(facts(&compiled(name, &back.text)), facts(&compiled(name, &old_text)), "{name}");
    }
}

#[test]
fn ordinals_count_one_more_correctly_inflected() {
    // Seed 001: the 42nd championship (`42-ро`, and `42-РО` in the title block) becomes the 43rd.
    let name = "regulations/001-bg-team-women-2009.corrected.rgl";
    let made = next(name, &text(name), &to_year(2010)).expect("an edition");
    assert!(made.text.contains("регламент \"43-то Държавно отборно първенство"), "{}", made.text);
    assert!(made.text.contains("\"НА 43-ТО ДЪРЖАВНО ОТБОРНО ПЪРВЕНСТВО ПО ШАХМАТ\""));
    assert!(made.text.contains("издание 43"));
    assert_eq!(made.summary.edition, Some((42, 43)));
    // Seed 004 names its edition in words (`Двадесетия`): the number moves, and a mark asks
    // for the words.
    let name = "regulations/004-bg-workers-festival-2024.corrected.rgl";
    let made = next(name, &text(name), &to_year(2025)).expect("an edition");
    assert_eq!(made.summary.edition, Some((20, 21)));
    assert!(made.text.contains("провери E002 \"изданието вече е 21 (беше 20)"), "{}", made.text);
    // Made-up titles (not real regulations): a Roman edition, a Bulgarian `-ви`, a Ukrainian `-й`.
    for (title, lang, edition, want) in [
        ("XXI Международен турнир „Купа 2026“", "bg", 21, "XXII Международен турнир „Купа 2027“"),
        ("21-ви турнир „Купа 2026“", "bg", 21, "22-ри турнир „Купа 2027“"),
        ("21-й турнір «Кубок 2026»", "uk", 21, "22-й турнір «Кубок 2027»"),
        ("27-ми открит турнир", "bg", 27, "28-ми открит турнир"),
        ("29-ти открит турнир", "bg", 29, "30-ти открит турнир"),
    ] {
        let source = format!(
            "regulation \"{title}\" lang {lang} edition {edition}\nevent {{ dates 2026-01-25..2026-01-25 }}\n"
        );
        let made = next("made-up.rgl", &source, &to_year(2027)).expect("an edition");
        assert!(made.text.contains(&format!("\"{want}\"")), "{title}: {}", made.text);
        assert_eq!(made.summary.edition, Some((edition, edition + 1)));
    }
}

#[test]
fn the_command_writes_beside_never_over_and_diff_writes_nothing() {
    let dir = tempfile::tempdir().expect("a folder");
    let old = dir.path().join("uk-lviv-blitz-2026.rgl");
    std::fs::copy(path("regulations/extra/uk-lviv-blitz-2026.corrected.rgl"), &old).expect("copy");
    let before = std::fs::read(&old).expect("read");
    // `--diff` shows the change and writes nothing.
    let shown = reglament(&[
        "edition".as_ref(),
        old.as_os_str(),
        "--year".as_ref(),
        "2027".as_ref(),
        "--diff".as_ref(),
    ]);
    assert_eq!(shown.code, 0, "{}", shown.err);
    assert!(
        shown.out.contains("-  дати 2026-01-25..2026-01-25")
            && shown.out.contains("+  дати 2027-01-31..2027-01-31"),
        "{}",
        shown.out
    );
    assert!(!dir.path().join("uk-lviv-blitz-2027.rgl").exists());
    // Written beside the old file, with the new year in its name.
    let made =
        reglament(&["edition".as_ref(), old.as_os_str(), "--year".as_ref(), "2027".as_ref()]);
    assert_eq!(made.code, 0, "{}", made.err);
    let new = dir.path().join("uk-lviv-blitz-2027.rgl");
    assert!(new.is_file(), "{}", made.err);
    assert!(
        made.err.contains("записано") && made.err.contains("2026-01-25 → 2027-01-31"),
        "{}",
        made.err
    );
    assert_eq!(std::fs::read(&old).expect("read"), before, "the old edition is untouched");
    // A second run refuses to replace the edition written (she may have edited it).
    let again =
        reglament(&["edition".as_ref(), old.as_os_str(), "--year".as_ref(), "2027".as_ref()]);
    assert_eq!(again.code, 2, "{}", again.err);
    assert!(again.err.contains("exists"), "{}", again.err);
    // Never over the input, whatever it is called.
    let over = reglament(&[
        "edition".as_ref(),
        old.as_os_str(),
        "--year".as_ref(),
        "2027".as_ref(),
        "-o".as_ref(),
        old.as_os_str(),
    ]);
    assert_eq!(over.code, 2, "{}", over.err);
    assert_eq!(std::fs::read(&old).expect("read"), before);
    // The new file checks with only its review marks besides the old file's findings.
    let check =
        reglament(&["check".as_ref(), new.as_os_str(), "--format".as_ref(), "short".as_ref()]);
    assert!(check.out.contains("[E001]"), "{}", check.out);
}

#[test]
fn a_windows_1251_file_with_crlf_stays_so() {
    // Seed 004 as a federation's Word export would save it: Windows-1251, CRLF line ends.
    let dir = tempfile::tempdir().expect("a folder");
    let old = dir.path().join("festival-2024.rgl");
    let crlf = text("regulations/004-bg-workers-festival-2024.corrected.rgl").replace('\n', "\r\n");
    let (bytes, _, unmappable) = encoding_rs::WINDOWS_1251.encode(&crlf);
    assert!(!unmappable);
    std::fs::write(&old, &bytes).expect("write");
    let run = reglament(&["edition".as_ref(), old.as_os_str(), "--year".as_ref(), "2025".as_ref()]);
    assert_eq!(run.code, 0, "{}", run.err);
    let new = std::fs::read(dir.path().join("festival-2025.rgl")).expect("written beside");
    let (decoded, had_errors) = encoding_rs::WINDOWS_1251.decode_without_bom_handling(&new);
    assert!(!had_errors);
    assert!(std::str::from_utf8(&new).is_err(), "still Windows-1251");
    assert!(decoded.contains("провери E001"), "{decoded}");
    assert_eq!(decoded.matches('\n').count(), decoded.matches("\r\n").count(), "CRLF everywhere");
}
