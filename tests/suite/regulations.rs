//! Tests over the regulation files in `regulations/`: every file compiles without input errors,
//! every corrected file is clean, the faithful seed files keep the seed's prose verbatim and its
//! mistakes, and the corrected files agree with the real games of their events.

use reglament::diagnostic::Severity;
use reglament::model::{Activity, Regulation, Section};
use reglament::{compile, Compiled, Options};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

const DATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data");

fn regulations_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("regulations")
}

/// Every `.rgl` file under `dir`, recursively, sorted.
fn rgl_files(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        let entries = std::fs::read_dir(&d).unwrap_or_else(|e| panic!("{}: {e}", d.display()));
        for entry in entries {
            let path = entry.expect("directory entry").path();
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|x| x == "rgl") {
                out.push(path);
            }
        }
    }
    out.sort();
    out
}

fn compile_file(path: &Path) -> Compiled {
    let bytes = std::fs::read(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    compile(&path.display().to_string(), &bytes, &Options::default())
}

fn model(name: &str) -> Regulation {
    let path = regulations_dir().join(name);
    compile_file(&path).model.unwrap_or_else(|| panic!("{name} has no model"))
}

fn is_corrected(path: &Path) -> bool {
    path.to_string_lossy().ends_with(".corrected.rgl")
}

#[test]
fn every_regulation_parses_and_lowers_without_input_diagnostics() {
    let files = rgl_files(&regulations_dir());
    assert!(files.len() >= 8, "expected the four seeds and their corrections, found {files:?}");
    for path in files {
        let compiled = compile_file(&path);
        let input: Vec<_> = compiled
            .diagnostics
            .iter()
            .filter(|d| d.code.starts_with(['D', 'P', 'L']))
            .map(|d| format!("{} {}", d.code, d.message))
            .collect();
        assert!(input.is_empty(), "{}: {input:#?}", path.display());
        assert!(compiled.model.is_some(), "{}: no model", path.display());
    }
}

#[test]
fn every_corrected_regulation_has_no_errors_or_warnings() {
    let files: Vec<_> =
        rgl_files(&regulations_dir()).into_iter().filter(|p| is_corrected(p)).collect();
    assert!(files.len() >= 4, "expected four corrected seeds, found {files:?}");
    for path in files {
        let compiled = compile_file(&path);
        let found: Vec<_> = compiled
            .diagnostics
            .iter()
            .filter(|d| matches!(d.severity, Severity::Error | Severity::Warning))
            .map(|d| format!("{} {}", d.code, d.message))
            .collect();
        assert!(found.is_empty(), "{}: {found:#?}", path.display());
    }
}

/// Collapses runs of whitespace to one blank.
fn squeeze(s: &str) -> String {
    s.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The literal pieces of a paragraph between its `{placeholders}`.
fn literal_pieces(text: &str) -> Vec<String> {
    let mut pieces = Vec::new();
    let mut rest = text;
    while let Some(open) = rest.find('{') {
        pieces.push(rest[..open].to_string());
        match rest[open..].find('}') {
            Some(close) => rest = &rest[open + close + 1..],
            None => {
                rest = &rest[open..];
                break;
            }
        }
    }
    pieces.push(rest.to_string());
    pieces.into_iter().map(|p| squeeze(&p)).filter(|p| !p.is_empty()).collect()
}

fn all_paragraphs(sections: &[Section], out: &mut Vec<String>) {
    for s in sections {
        out.extend(s.paragraphs.iter().map(|p| p.text.value.clone()));
        all_paragraphs(&s.subsections, out);
    }
}

#[test]
fn faithful_seed_files_keep_the_seed_prose_verbatim() {
    let seeds = [
        ("000-bg-women-2021.rgl", "000_20935bbf1f354910.txt"),
        ("001-bg-team-women-2009.rgl", "001_a306ad5455d8112b.txt"),
        ("003-uk-women-2013.rgl", "003_9717607e9934b38d.txt"),
        ("004-bg-workers-festival-2024.rgl", "004_f49bdffadc02d22e.txt"),
    ];
    for (rgl, seed) in seeds {
        let seed_path = format!("{DATA}/seeds/{seed}");
        let text =
            std::fs::read_to_string(&seed_path).unwrap_or_else(|e| panic!("{seed_path}: {e}"));
        let text = squeeze(&text);
        let mut paragraphs = Vec::new();
        all_paragraphs(&model(rgl).sections, &mut paragraphs);
        assert!(paragraphs.len() >= 10, "{rgl}: only {} paragraphs", paragraphs.len());
        for p in &paragraphs {
            for piece in literal_pieces(p) {
                assert!(text.contains(&piece), "{rgl}: not in the seed verbatim: {piece:?}");
            }
        }
    }
}

fn top_numbers(reg: &Regulation) -> Vec<String> {
    reg.sections.iter().filter_map(|s| s.number.as_ref().map(|n| n.value.clone())).collect()
}

fn consecutive(numbers: &[String]) -> bool {
    numbers.iter().enumerate().all(|(i, n)| n.parse::<usize>() == Ok(i + 1))
}

#[test]
fn faithful_files_keep_the_section_numbering_mistakes_and_corrections_fix_them() {
    let n001 = top_numbers(&model("001-bg-team-women-2009.rgl"));
    assert_eq!(n001.iter().filter(|n| *n == "10").count(), 2, "001 numbers: {n001:?}");
    let n003 = top_numbers(&model("003-uk-women-2013.rgl"));
    assert_eq!(n003, ["1", "2", "3", "4", "6"]);
    let n2020 = top_numbers(&model("extra/bg-championships-2020.rgl"));
    assert_eq!(n2020[..2], ["1", "1"]);
    for name in [
        "extra/bg-championships-2020.corrected.rgl",
        "000-bg-women-2021.corrected.rgl",
        "001-bg-team-women-2009.corrected.rgl",
        "003-uk-women-2013.corrected.rgl",
        "004-bg-workers-festival-2024.corrected.rgl",
    ] {
        let numbers = top_numbers(&model(name));
        assert!(consecutive(&numbers), "{name}: {numbers:?}");
    }
}

/// Every schedule entry that names a weekday names the right one.
fn weekday_mismatches(reg: &Regulation) -> Vec<String> {
    reg.schedule
        .iter()
        .filter_map(|e| {
            let (word, named) = &e.weekday.as_ref()?.value;
            let real = e.day().unwrap().weekday().to_monday_zero_offset();
            (i16::from(real) != i16::from(*named)).then(|| format!("{} {word}", e.day().unwrap()))
        })
        .collect()
}

#[test]
fn weekdays_fit_their_dates_except_where_the_source_got_them_wrong() {
    let faithful_000 = model("000-bg-women-2021.rgl");
    assert_eq!(weekday_mismatches(&faithful_000).len(), faithful_000.schedule.len());
    // The CSKA open 2022 dated its programme 17–18 July, named Saturday and Sunday.
    let cska = weekday_mismatches(&model("extra/bg-cska-open-2022.rgl"));
    assert_eq!(cska, ["2022-07-17 събота", "2022-07-18 неделя"]);
    for name in [
        "extra/bg-cska-open-2022.corrected.rgl",
        "001-bg-team-women-2009.rgl",
        "004-bg-workers-festival-2024.rgl",
        "000-bg-women-2021.corrected.rgl",
        "001-bg-team-women-2009.corrected.rgl",
        "003-uk-women-2013.corrected.rgl",
        "004-bg-workers-festival-2024.corrected.rgl",
    ] {
        let reg = model(name);
        assert!(reg.schedule.iter().any(|e| e.weekday.is_some()), "{name}: no weekdays");
        assert_eq!(weekday_mismatches(&reg), Vec::<String>::new(), "{name}");
    }
}

/// One game's headers from a PGN file.
type Headers = BTreeMap<String, String>;

fn pgn_games(file: &str) -> Vec<Headers> {
    let path = format!("{DATA}/seed-results/{file}");
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let mut games = Vec::new();
    let mut current = Headers::new();
    for line in text.lines() {
        let line = line.trim();
        if let Some(inner) = line.strip_prefix('[').and_then(|l| l.strip_suffix(']')) {
            if let Some((key, value)) = inner.split_once(' ') {
                if key == "Event" && !current.is_empty() {
                    games.push(std::mem::take(&mut current));
                }
                current.insert(key.to_string(), value.trim_matches('"').to_string());
            }
        }
    }
    if !current.is_empty() {
        games.push(current);
    }
    games
}

/// Each player's rating in the games file, by PGN name (`Genova,Ly`).
fn pgn_ratings(file: &str) -> BTreeMap<String, u32> {
    let mut out = BTreeMap::new();
    for g in pgn_games(file) {
        for side in ["White", "Black"] {
            if let (Some(name), Some(elo)) = (g.get(side), g.get(&format!("{side}Elo"))) {
                out.insert(name.clone(), elo.parse().expect("numeric Elo"));
            }
        }
    }
    out
}

/// The date of each round in the games file.
fn pgn_round_dates(file: &str) -> BTreeMap<u32, String> {
    let mut out = BTreeMap::new();
    for g in pgn_games(file) {
        let round: u32 = g["Round"].parse().expect("numeric round");
        let date = g["Date"].replace('.', "-");
        let old = out.insert(round, date.clone());
        assert!(old.is_none() || old == Some(date), "{file}: round {round} on two dates");
    }
    out
}

#[test]
fn corrected_000_ratings_average_and_programme_match_the_games() {
    let reg = model("000-bg-women-2021.corrected.rgl");
    let players = reg.players.as_ref().expect("players");
    let ratings = pgn_ratings("bul_w_ch_2007_pernik_all_games.pgn");
    assert_eq!(players.list.len(), 12);
    assert_eq!(ratings.len(), 12);
    let mut sum = 0;
    for p in &players.list {
        // "Genova Lybka" is `Genova,Ly` in the games file: surname, then the first name's start.
        let (surname, first) = p.name.value.split_once(' ').expect("surname and first name");
        let matching: Vec<_> = ratings
            .iter()
            .filter(|(n, _)| {
                n.split_once(',').is_some_and(|(s, f)| s == surname && first.starts_with(f))
            })
            .collect();
        assert_eq!(matching.len(), 1, "{}: {matching:?}", p.name.value);
        let rating = p.rating.as_ref().expect("rating").value;
        assert_eq!(rating, *matching[0].1, "{}", p.name.value);
        sum += rating;
    }
    // Average rounded half up, as B.01 1.4.7 rounds; the category is a women's one.
    let average = (2 * sum + 12) / 24;
    assert_eq!(reg.claims.average_rating.as_ref().map(|a| a.value), Some(average));
    let (_, category, women) = reg.claims.category.as_ref().expect("category").value.clone();
    assert!(women);
    assert_eq!(category, (average - 2051) / 25 + 1, "women's category 1 is 2051–2075");

    let rounds = pgn_round_dates("bul_w_ch_2007_pernik_all_games.pgn");
    assert_eq!(rounds.len(), 11);
    for e in &reg.schedule {
        for a in &e.activities {
            if let Activity::Round(n) = a.value {
                assert_eq!(rounds.get(&n), Some(&e.day().unwrap().to_string()), "round {n}");
            }
        }
    }
}

#[test]
fn corrected_003_programme_matches_the_games_and_the_text() {
    let reg = model("003-uk-women-2013.corrected.rgl");
    let rounds = pgn_round_dates("ukr_w_ch_2013_kyiv_all_games.pgn");
    let mut scheduled = BTreeMap::new();
    let mut free_days = Vec::new();
    let mut arrival = Vec::new();
    for e in &reg.schedule {
        for a in &e.activities {
            match a.value {
                Activity::Round(n) => {
                    scheduled.insert(n, e.day().unwrap().to_string());
                }
                Activity::FreeDay => free_days.push(e.day().unwrap().to_string()),
                Activity::Arrival => arrival.push(e.day().unwrap().to_string()),
                _ => {}
            }
        }
    }
    assert_eq!(scheduled, rounds);
    // The text: "з 16 червня (день приїзду) по 26 червня … 9 турів з одним вільним днем".
    assert_eq!(arrival, ["2013-06-16"]);
    assert_eq!(free_days.len(), 1);
    let rounds_stated = reg.system.as_ref().and_then(|s| s.rounds.as_ref()).map(|r| r.value);
    assert_eq!(rounds_stated, Some(9));
    // The faithful file invents no programme.
    assert!(model("003-uk-women-2013.rgl").schedule.is_empty());
}

#[test]
fn faithful_000_keeps_the_2021_ratings_and_stated_claims() {
    let reg = model("000-bg-women-2021.rgl");
    let players = reg.players.as_ref().expect("players");
    let rated_2021 =
        players.list.iter().filter(|p| p.rating.as_ref().is_some_and(|r| r.value == 2021)).count();
    assert_eq!(rated_2021, 3);
    assert_eq!(reg.claims.average_rating.as_ref().map(|a| a.value), Some(2182));
}

/// The codes of every finding on a file.
fn codes(name: &str) -> Vec<&'static str> {
    compile_file(&regulations_dir().join(name))
        .diagnostics
        .iter()
        .map(|d| d.code.as_str())
        .collect()
}

#[test]
fn the_checks_find_the_mistakes_the_faithful_files_keep() {
    // (file, codes that must be among its findings): each is a mistake listed in the file's
    // header comment and fixed in its `.corrected.rgl`.
    let expected: &[(&str, &[&str])] = &[
        ("000-bg-women-2021.rgl", &["V207", "V601", "V602", "V606", "V607"]),
        ("001-bg-team-women-2009.rgl", &["V802"]),
        ("003-uk-women-2013.rgl", &["V801"]),
        ("004-bg-workers-festival-2024.rgl", &["V708"]),
        ("extra/bg-cska-open-2022.rgl", &["V206", "V207"]),
        ("extra/bg-championships-2020.rgl", &["V802"]),
    ];
    for (name, wanted) in expected {
        let found = codes(name);
        for code in *wanted {
            assert!(found.contains(code), "{name}: {code} not among {found:?}");
        }
    }
}
