//! FIDE's rating list as an input, and what may go to FIDE.
//!
//! The reader on real lines of FIDE's lists of 2011, 2013, 2023 and 2026 (`tests/data/fide-lists`,
//! cited in its SOURCES.md): every layout found from its header line, the XML list, each zipped
//! (the archives are made here from the same files). `--fide-list` on the real event of Corus
//! 2010, group A (tests/fixtures/codes/_corus2010a.rgr): Leko, the one player of it on the lines
//! we have, found by name and completed from the list; the others reported, with the closest
//! names. And the TRF cases of issue 28 on real files: a round not entered, an empty cell of a
//! round robin, one player under two start numbers.

use crate::common::{data, path, reglament};
use reglament::vocab::fide::list::{scan, scan_text, Entry, ListError, ListKind, Scan, Wanted};
use reglament::vocab::title::Title;
use std::io::Write;
use std::path::{Path, PathBuf};

fn list(name: &str) -> PathBuf {
    data(&format!("fide-lists/{name}"))
}

/// The list `name` read for players given by FIDE ID.
fn by_ids(name: &str, ids: &[u64]) -> Scan {
    let wanted = Wanted::new(ids.iter().map(|id| (Some(*id), "")));
    let file = std::fs::File::open(list(name)).expect("fixture");
    scan(file, name, &wanted).unwrap_or_else(|e| panic!("{name}: {e:?}"))
}

fn entry(s: &Scan, i: usize) -> &Entry {
    s.found[i].by_id.as_ref().unwrap_or_else(|| panic!("player {i} not found: {:?}", s.found[i]))
}

#[test]
fn the_old_layout_of_2011_is_read_from_its_header() {
    let s = by_ids("mar11-standard-old-layout.txt", &[4158814, 10206612, 5080444]);
    assert_eq!(s.players, 3);
    assert_eq!(s.info.month, Some((2011, 3)));
    let andreikin = entry(&s, 0);
    assert_eq!(andreikin.name, "Andreikin, Dmitry");
    assert_eq!((andreikin.federation.as_str(), andreikin.title), ("RUS", Some(Title::GM)));
    let std = andreikin.rated(ListKind::Standard).expect("the month's rating column");
    assert_eq!((std.rating, std.games, std.k), (Some(2686), Some(9), None));
    assert_eq!(andreikin.birth_year, Some(1990));
    let sohita = entry(&s, 2);
    assert_eq!(
        (sohita.flag.as_str(), sohita.sex, sohita.birth_year),
        ("wi", Some('F'), Some(1995))
    );
    assert_eq!(entry(&s, 1).birth_year, None);
}

#[test]
fn the_combined_layout_of_2013_gives_three_ratings_and_their_k() {
    let s = by_ids("2013-combined-no-foa.txt", &[10207538, 7704658, 5031605, 1701991]);
    assert_eq!(s.info.kinds, vec![ListKind::Standard, ListKind::Rapid, ListKind::Blitz]);
    let doshtagir = entry(&s, 0);
    assert_eq!(doshtagir.name, "A E M, Doshtagir");
    assert_eq!(doshtagir.sex, Some('M'));
    let r = |k| doshtagir.rated(k).map(|r| (r.rating, r.games, r.k));
    assert_eq!(r(ListKind::Standard), Some((Some(1840), Some(0), Some(40))));
    assert_eq!(r(ListKind::Rapid), Some((Some(1836), Some(0), Some(20))));
    assert_eq!(r(ListKind::Blitz), Some((Some(1860), Some(0), Some(20))));
    // A record without a name and with the birth year 0000.
    let nameless = entry(&s, 1);
    assert_eq!((nameless.name.as_str(), nameless.birth_year), ("", None));
    let aaberg = entry(&s, 3);
    assert_eq!(aaberg.title, Some(Title::IM));
    assert_eq!(aaberg.rated(ListKind::Standard).and_then(|r| r.k), Some(10));
    assert_eq!(aaberg.rated(ListKind::Rapid).and_then(|r| r.rating), None);
}

#[test]
fn the_single_lists_of_2023_and_2026_with_foa_columns() {
    let s = by_ids("jan23-standard.txt", &[25121731, 4804929]);
    assert_eq!(s.info.month, Some((2023, 1)));
    assert_eq!(entry(&s, 0).flag, "i");
    let ali = entry(&s, 1);
    assert_eq!(
        (ali.title, ali.woman_title, ali.sex),
        (Some(Title::WFM), Some(Title::WFM), Some('F'))
    );
    let r = ali.rated(ListKind::Standard).expect("rated");
    assert_eq!((r.rating, r.games, r.k), (Some(1876), Some(13), Some(20)));
    // The blitz list: its kind from the file's name.
    let s = by_ids("aug26-blitz.txt", &[700070, 48701955]);
    let polgar = entry(&s, 0);
    assert_eq!(polgar.rated(ListKind::Blitz).and_then(|r| r.rating), Some(2736));
    assert_eq!(polgar.rated(ListKind::Standard), None);
    assert_eq!((polgar.title, polgar.flag.as_str()), (Some(Title::GM), "wi"));
    assert_eq!(entry(&s, 1).best_title(), Some(Title::WCM));
}

/// A zip archive of `files` (name, bytes), as FIDE publishes each list.
fn zipped(dir: &Path, name: &str, files: &[(&str, Vec<u8>)]) -> PathBuf {
    let out = dir.join(name);
    let mut zip = zip::ZipWriter::new(std::fs::File::create(&out).expect("archive"));
    let options = zip::write::SimpleFileOptions::default()
        .compression_method(zip::CompressionMethod::Deflated);
    for (file, bytes) in files {
        zip.start_file(*file, options).expect("entry");
        zip.write_all(bytes).expect("bytes");
    }
    zip.finish().expect("archive written");
    out
}

#[test]
fn xml_and_zipped_lists_give_what_the_text_gives() {
    let leko = |s: &Scan| {
        let e = entry(s, 0).clone();
        let r = |k| e.rated(k).map(|r| (r.rating, r.k));
        (
            e.name.clone(),
            e.federation.clone(),
            e.title,
            e.birth_year,
            r(ListKind::Standard),
            r(ListKind::Rapid),
            r(ListKind::Blitz),
        )
    };
    let text = by_ids("aug26-players-list.txt", &[703303]);
    let xml = by_ids("aug26-players-list.xml", &[703303]);
    assert_eq!(leko(&text), leko(&xml));
    assert_eq!(
        leko(&text),
        (
            "Leko, Peter".into(),
            "HUN".into(),
            Some(Title::GM),
            Some(1979),
            Some((Some(2676), Some(10))),
            Some((Some(2700), Some(10))),
            Some((Some(2738), Some(10)))
        )
    );
    let dir = tempfile::tempdir().expect("temp");
    let wanted = Wanted::new([(Some(703303), "")]);
    for inner in ["aug26-players-list.txt", "aug26-players-list.xml"] {
        let bytes = std::fs::read(list(inner)).expect("fixture");
        // A readme beside the list, as FIDE's archives may have: the list is the .txt/.xml.
        let archive = zipped(dir.path(), &format!("{inner}.zip"), &[(inner, bytes)]);
        let s = scan(std::fs::File::open(&archive).expect("zip"), "players_list.zip", &wanted)
            .expect("read from the archive");
        assert_eq!(leko(&s), leko(&text), "{inner} zipped");
        assert_eq!(s.info.entry.as_deref(), Some(inner));
    }
}

#[test]
fn names_match_in_any_order_and_either_script_and_the_closest_are_kept() {
    let wanted = Wanted::new([
        (None, "Andreikin Dmitry"),
        (None, "Dmitry Andreikin"),
        (None, "Андрейкин Дмитрий"),
        (None, "Andreikin Dimitry"),
        (None, "Муравйов Степан"),
    ]);
    let file = std::fs::File::open(list("mar11-standard-old-layout.txt")).expect("fixture");
    let s = scan(file, "mar11", &wanted).expect("list");
    for i in 0..3 {
        assert_eq!(s.found[i].by_name.len(), 1, "{i}: {:?}", s.found[i]);
        assert_eq!(s.found[i].by_name[0].id, 4158814);
    }
    // A spelling the list does not have: not taken, but offered.
    assert!(s.found[3].by_name.is_empty());
    assert_eq!(s.found[3].near.first().map(|(_, e)| e.id), Some(4158814), "{:?}", s.found[3]);
    // Nobody of that name or near it.
    assert!(s.found[4].by_name.is_empty() && s.found[4].near.is_empty());
}

#[test]
fn a_file_that_is_not_a_list_is_refused_without_being_read_whole() {
    let wanted = Wanted::new([(Some(1), "")]);
    let read = |bytes: &[u8]| scan_text(std::io::Cursor::new(bytes.to_vec()), None, &wanted);
    assert!(matches!(read(b"Round 1 pairings\n"), Err(ListError::NotAList { .. })));
    assert!(matches!(read(b""), Err(ListError::NotAList { .. })));
    assert!(matches!(read(b"<html><body>"), Err(ListError::NotAList { .. })));
    // 1 MiB without a line end after a real header: refused at the first 64 KiB.
    let mut long = std::fs::read(list("jan23-standard.txt")).expect("fixture");
    long.extend(std::iter::repeat_n(b'7', 1 << 20));
    assert!(matches!(read(&long), Err(ListError::LineTooLong { line: 5 })));
    // XML with no `>` nor line end for 1 MiB.
    let mut xml = b"<playerslist><player><name>".to_vec();
    xml.extend(std::iter::repeat_n(b'a', 1 << 20));
    assert!(matches!(read(&xml), Err(ListError::LineTooLong { .. })));
}

fn json(out: &str) -> serde_json::Value {
    serde_json::from_str(out).unwrap_or_else(|e| panic!("{e}: {out}"))
}

#[test]
fn fide_list_completes_results_and_says_who_is_not_on_it() {
    let corus = path("tests/fixtures/codes/_corus2010a.rgr");
    let r = reglament(&[
        "trf".as_ref(),
        corus.as_os_str(),
        "--to".as_ref(),
        "json".as_ref(),
        "--fide-list".as_ref(),
        list("aug26-players-list.txt").as_os_str(),
    ]);
    assert_eq!(r.code, 0, "{}", r.err);
    let t = json(&r.out);
    let leko = t["players"]
        .as_array()
        .and_then(|p| p.iter().find(|p| p["name"] == "Leko Peter"))
        .expect("Leko")
        .clone();
    assert_eq!(leko["fide_id"], 703303);
    assert_eq!(leko["fide_name"], "Leko, Peter");
    assert_eq!(leko["title"], "GM");
    assert_eq!(leko["federation"], "HUN");
    assert_eq!(leko["sex"], "m");
    assert_eq!(leko["birth"], "1979");
    assert_eq!(leko["k_factor"], 10);
    // The rating stays the one the games were played with (January 2010), not August 2026's.
    assert_eq!(leko["rating"], 2739);
    // The thirteen others are not on the lines we have: each said, none matched to Leko.
    assert_eq!(r.err.matches("[T071]").count(), 13, "{}", r.err);
    assert!(!r.err.contains("closest on the list: Leko"), "{}", r.err);
}

#[test]
fn the_seeds_players_are_not_matched_to_anyone_else() {
    // None of the seeds' players is on the real lines we have (SOURCES.md): every one is said.
    for (results, n) in
        [("results/000-bul-w-ch-2007.rgr", 12), ("results/003-ukr-w-ch-2013.rgr", 10)]
    {
        let r = reglament(&[
            "trf".as_ref(),
            path(results).as_os_str(),
            "--to".as_ref(),
            "json".as_ref(),
            "--fide-list".as_ref(),
            list("jan23-standard.txt").as_os_str(),
        ]);
        assert_eq!(r.code, 0, "{results}: {}", r.err);
        // Muzychuk's FIDE ID is known (14114550) and is not on these lines either.
        assert_eq!(r.err.matches("[T071]").count(), n, "{results}: {}", r.err);
        let t = json(&r.out);
        assert!(t["players"].as_array().is_some_and(|p| p.iter().all(|p| p["k_factor"].is_null())));
    }
}

#[test]
fn the_list_k_is_used_and_the_bulletin_says_where_k_comes_from() {
    let dir = tempfile::tempdir().expect("temp");
    let out = dir.path().join("b.html");
    let reg = path("regulations/000-bg-women-2021.corrected.rgl");
    let res = path("results/000-bul-w-ch-2007.rgr");
    let r = reglament(&[
        "bulletin".as_ref(),
        reg.as_os_str(),
        "--results".as_ref(),
        res.as_os_str(),
        "-o".as_ref(),
        out.as_os_str(),
    ]);
    assert_eq!(r.code, 0, "{}", r.err);
    let html = std::fs::read_to_string(&out).expect("bulletin");
    // Without a list the K is worked out, and the bulletin says what was assumed, in Bulgarian.
    assert!(html.contains("K се определя от рейтинга в турнира"), "no K assumption said");
    assert!(html.contains("никога не е имала рейтинг 2400"), "the 2400 assumption is not said");
    // With the list: Leko's K is the list's, and his change is K × Σ(W − We) with it.
    let corus = path("tests/fixtures/codes/_corus2010a.rgr");
    let input = reglament::cli::load::results(&corus, None).expect("corus");
    let mut t = input.tournament;
    let file = std::fs::File::open(list("aug26-players-list.txt")).expect("list");
    let s = scan(file, "players_list", &reglament::results::rating_list::wanted(&t)).expect("scan");
    reglament::results::rating_list::apply(&mut t, &s, ListKind::Standard, &input.file.text);
    let e = reglament::score::extras::from_results(&t, "");
    let leko = e.players.iter().find(|p| p.name == "Leko Peter").expect("Leko");
    assert_eq!((leko.k, leko.k_from_list), (Some(10), true));
    let delta = leko.delta.expect("rated").hundredths();
    assert_eq!(leko.change_exact.map(|c| c.hundredths()), Some(10 * delta));
    let carlsen = e.players.iter().find(|p| p.name == "Carlsen,M").expect("Carlsen");
    assert!(!carlsen.k_from_list);
}

/// The UzChess Cup Masters 2025 (a real ten-player round robin of nine rounds,
/// tests/data/trf/SOURCES.md) with its lines changed by `edit`, written to `dir`.
fn uzchess(dir: &Path, edit: impl Fn(usize, &str) -> Option<String>) -> PathBuf {
    let text = std::fs::read_to_string(data("trf/rr_uzchess_cup_masters_2025_10p_9r_from_pgn.trf"))
        .expect("fixture");
    let out: Vec<String> = text.lines().enumerate().filter_map(|(i, l)| edit(i, l)).collect();
    let p = dir.join("edited.trf");
    std::fs::write(&p, out.join("\n") + "\n").expect("written");
    p
}

/// A TRF line without the blocks of round `round` and later (columns 92 on, ten a round).
fn cut_from_round(line: &str, round: usize) -> String {
    let end = 91 + 10 * (round - 1);
    line.get(..end).unwrap_or(line).trim_end().to_string()
}

#[test]
fn a_round_not_entered_is_an_error_and_nothing_goes_to_fide() {
    let dir = tempfile::tempdir().expect("temp");
    // Round 9 left out of every line; the declared totals still count it.
    let trf = uzchess(dir.path(), |_, l| {
        Some(if l.starts_with("001") { cut_from_round(l, 9) } else { l.to_string() })
    });
    let r = reglament(&["standings".as_ref(), "--trf".as_ref(), trf.as_os_str()]);
    assert_eq!(r.code, 1, "{}{}", r.out, r.err);
    assert!(r.err.contains("[T076]") && r.err.contains("round 9"), "{}", r.err);
    // No bye worked out from the totals.
    assert!(!r.err.contains("[T015]") && !r.err.contains("[T029]"), "{}", r.err);
    let out = dir.path().join("for-fide.trf");
    let r = reglament(&[
        "trf".as_ref(),
        trf.as_os_str(),
        "--to".as_ref(),
        "trf16".as_ref(),
        "-o".as_ref(),
        out.as_os_str(),
    ]);
    assert_eq!(r.code, 1, "{}", r.err);
    assert!(!out.exists(), "nothing written for FIDE");
}

#[test]
fn an_empty_cell_of_a_round_robin_is_an_error_not_a_bye() {
    let dir = tempfile::tempdir().expect("temp");
    // Erigaisi (1) and Abdusattorov (2) drew in round 4: both blocks blanked.
    let blank = |l: &str| {
        let mut chars: Vec<char> = l.chars().collect();
        for c in chars.iter_mut().skip(91 + 30).take(8) {
            *c = ' ';
        }
        chars.into_iter().collect::<String>()
    };
    let trf = uzchess(dir.path(), |_, l| {
        Some(if l.starts_with("001    1 ") || l.starts_with("001    2 ") {
            blank(l)
        } else {
            l.into()
        })
    });
    let r = reglament(&["standings".as_ref(), "--trf".as_ref(), trf.as_os_str()]);
    assert_eq!(r.code, 1, "{}{}", r.out, r.err);
    assert_eq!(r.err.matches("[T077]").count(), 2, "{}", r.err);
    assert!(!r.err.contains("[T015]"), "{}", r.err);
}

#[test]
fn one_player_under_two_start_numbers_is_an_error() {
    let dir = tempfile::tempdir().expect("temp");
    // Abdusattorov's line again as number 11 (his FIDE ID 14204118), without games.
    let trf = uzchess(dir.path(), |_, l| {
        if l.starts_with("001    2 ") {
            Some(format!("{l}\n{}", l.get(..91).unwrap_or(l).replacen("001    2", "001   11", 1)))
        } else {
            Some(l.to_string())
        }
    });
    let r = reglament(&["standings".as_ref(), "--trf".as_ref(), trf.as_os_str()]);
    assert_eq!(r.code, 1, "{}{}", r.out, r.err);
    assert!(r.err.contains("[T075]") && r.err.contains("14204118"), "{}", r.err);
}

#[test]
fn the_list_checks_are_silent_on_their_clean_twins() {
    for code in ["V150", "V151", "V152", "V153"] {
        let fixture = path(&format!("tests/fixtures/codes/{code}.clean.rgl"));
        let r = reglament(&[
            "check".as_ref(),
            fixture.as_os_str(),
            "--fide-list".as_ref(),
            list("aug26-players-list.txt").as_os_str(),
        ]);
        let all = format!("{}{}", r.out, r.err);
        assert!(!all.contains(&format!("[{code}]")), "{code}: {all}");
        // And the list was read: Leko is on it, so the twin is checked, not skipped.
        assert!(!all.contains("[T070]"), "{code}: {all}");
    }
}

#[test]
fn a_name_variant_in_the_games_gets_the_closest_listed_name_and_no_second_finding() {
    // Seed 000's games (The Week in Chess) with two names as other sources write them: the given
    // name spelt out another way (`Lyubka` for the list's `Lybka`) and the surname with its
    // Bulgarian letter in Czech spelling (`Čilingirova`).
    let dir = tempfile::tempdir().expect("temp");
    let pgn = std::fs::read_to_string(data("seed-results/bul_w_ch_2007_pernik_all_games.pgn"))
        .expect("fixture")
        .replace("\"Genova,Ly\"", "\"Genova,Lyubka\"")
        .replace("\"Chilingirova,P\"", "\"Čilingirova,P\"");
    let variant = dir.path().join("variant.pgn");
    std::fs::write(&variant, pgn).expect("written");
    let reg = path("regulations/000-bg-women-2021.rgl");
    let standings = |games: &Path| {
        reglament(&[
            "standings".as_ref(),
            reg.as_os_str(),
            "--results".as_ref(),
            games.as_os_str(),
            "--lang".as_ref(),
            "en".as_ref(),
        ])
    };
    let r = standings(&variant);
    assert_eq!(r.code, 0, "{}", r.err);
    assert_eq!(r.err.matches("[T123]").count(), 2, "{}", r.err);
    assert!(r.err.contains("read as `Genova Lybka`"), "{}", r.err);
    assert!(r.err.contains("read as `Chilingirova Pavlina`"), "{}", r.err);
    assert!(!r.err.contains("[T054]"), "no second, misleading finding: {}", r.err);
    // The same standings as from the games as written.
    let original = standings(&data("seed-results/bul_w_ch_2007_pernik_all_games.pgn"));
    assert_eq!(r.out, original.out);
}

#[test]
fn build_checks_every_regulation_and_results_file_against_the_list() {
    let dir = tempfile::tempdir().expect("temp");
    let out = dir.path().join("out");
    let r = reglament(&[
        "build".as_ref(),
        path("regulations").as_os_str(),
        "--results".as_ref(),
        path("results").as_os_str(),
        "--out".as_ref(),
        out.as_os_str(),
        "--no-pdf".as_ref(),
        "--fide-list".as_ref(),
        list("jan23-standard.txt").as_os_str(),
    ]);
    // Exit 1: the faithful seeds keep their mistakes (README).
    assert_eq!(r.code, 1, "{}", r.err);
    let all = format!("{}{}", r.out, r.err);
    // The seeds' players are not on these lines: each FIDE-rated regulation says so of every
    // listed player (in the document's language), and every results file of every player.
    assert!(
        all.contains("[V152]: `Voiska Margarita` го няма в подадената ранглиста на ФИДЕ"),
        "{all}"
    );
    assert!(all.matches("[V152]").count() >= 12, "{all}");
    assert!(all.contains("[T071]"), "{all}");
}
