//! `reglament pairings`: the bare Berger table equals the published tables of C.05 Annex 1 for
//! 3–14 players; under the drawn numbers of the seeds' events it gives the very games that were
//! played (000: Pernik 2007, 003: Kyiv 2013), colours included; double round robins, team round
//! robins, the bye, the document's language, and the errors an arbiter can make.

use super::berger::{parse_row, PUBLISHED};
use crate::common::{browser, reglament, results};
use reglament::results::Color;
use serde_json::Value;
use std::collections::BTreeSet;

fn json(args: &[&str]) -> Value {
    let mut all = vec!["pairings"];
    all.extend_from_slice(args);
    all.extend_from_slice(&["--format", "json"]);
    let run = reglament(&all);
    assert_eq!(run.code, 0, "{:?}: {}", all, run.err);
    serde_json::from_str(&run.out).unwrap_or_else(|e| panic!("{e}: {}", run.out))
}

/// `(white, black)` drawn numbers of every board of a round, in board order.
fn numbers(round: &Value) -> Vec<(u32, u32)> {
    round["boards"]
        .as_array()
        .unwrap()
        .iter()
        .map(|b| {
            (b["white_number"].as_u64().unwrap() as u32, b["black_number"].as_u64().unwrap() as u32)
        })
        .collect()
}

/// `(white, black)` start numbers of every board of a round.
fn starts(round: &Value) -> BTreeSet<(u32, u32)> {
    round["boards"]
        .as_array()
        .unwrap()
        .iter()
        .map(|b| {
            (b["white_start"].as_u64().unwrap() as u32, b["black_start"].as_u64().unwrap() as u32)
        })
        .collect()
}

#[test]
fn the_bare_table_is_the_published_berger_table_for_3_to_14_players() {
    for &(big_n, rows) in PUBLISHED {
        for n in [big_n - 1, big_n] {
            let v = json(&["--players", &n.to_string()]);
            let rounds = v["rounds"].as_array().unwrap();
            assert_eq!(rounds.len() as u32, big_n - 1, "{n} players");
            for (r, row) in rows.iter().enumerate() {
                let published = parse_row(row);
                // n odd: the pair with the dummy number N is the bye (C.05 Annex 1).
                let expected: Vec<(u32, u32)> =
                    published.iter().copied().filter(|&(w, b)| w <= n && b <= n).collect();
                assert_eq!(numbers(&rounds[r]), expected, "{n} players, round {}", r + 1);
                let bye = published.iter().find(|&&(w, b)| w > n || b > n).map(|&(w, b)| w.min(b));
                let shown = rounds[r]["bye"].as_str().map(|s| s.parse::<u32>().unwrap());
                assert_eq!(shown, bye, "{n} players, round {}", r + 1);
            }
        }
    }
}

/// The real games of a seed's event, round by round: (White, Black) start numbers.
fn real_games(rgr: &str) -> Vec<BTreeSet<(u32, u32)>> {
    let r = results(rgr, None);
    let t = &r.tournament;
    (1..=t.rounds)
        .map(|round| {
            t.players
                .iter()
                .flat_map(|p| {
                    p.games.iter().filter(move |g| g.round == round).map(move |g| (p.start, g))
                })
                .filter(|(_, g)| g.color == Some(Color::White))
                .filter_map(|(start, g)| Some((start, g.opponent?)))
                .collect()
        })
        .collect()
}

#[test]
fn under_the_drawn_numbers_the_pairings_are_the_games_of_000_and_003() {
    for rgr in ["results/000-bul-w-ch-2007.rgr", "results/003-ukr-w-ch-2013.rgr"] {
        let real = real_games(rgr);
        let v = json(&[rgr]);
        let rounds = v["rounds"].as_array().unwrap();
        assert_eq!(rounds.len(), real.len(), "{rgr}");
        for (r, games) in real.iter().enumerate() {
            assert_eq!(&starts(&rounds[r]), games, "{rgr}: round {}", r + 1);
        }
    }
    // The results file's own drawn numbers are the ones shown: Voiska drew 5.
    let v = json(&["results/000-bul-w-ch-2007.rgr", "--round", "1"]);
    let board = v["rounds"][0]["boards"]
        .as_array()
        .unwrap()
        .iter()
        .find(|b| b["white"] == "Voiska Margarita")
        .expect("Voiska plays White in round 1")
        .clone();
    assert_eq!(board["white_number"], 5);
    assert_eq!(board["black"], "Genova Lybka");
}

/// Without `lots` in the results, the numbering the games follow is found (and said), so the
/// same pairings come out of the PGN-derived games with the regulation alone.
#[test]
fn without_drawn_numbers_the_numbering_of_the_games_is_found() {
    let dir = tempfile::tempdir().unwrap();
    let original =
        std::fs::read_to_string(crate::common::path("results/000-bul-w-ch-2007.rgr")).unwrap();
    let without: String = original
        .lines()
        .filter(|l| !l.starts_with("lots "))
        .map(|l| {
            l.replace(
                "regulation \"../regulations/",
                &format!("regulation \"{}/regulations/", env!("CARGO_MANIFEST_DIR")),
            )
        })
        .collect::<Vec<_>>()
        .join("\n");
    let rgr = dir.path().join("no-lots.rgr");
    std::fs::write(&rgr, without).unwrap();
    let run = reglament(&["pairings", rgr.to_str().unwrap(), "--format", "json"]);
    assert_eq!(run.code, 0, "{}", run.err);
    assert!(run.err.contains("5 12 9 8 11 7 10 6 4 3 1 2"), "{}", run.err);
    let v: Value = serde_json::from_str(&run.out).unwrap();
    let real = real_games("results/000-bul-w-ch-2007.rgr");
    for (r, games) in real.iter().enumerate() {
        assert_eq!(&starts(&v["rounds"][r]), games, "round {}", r + 1);
    }
}

#[test]
fn a_double_round_robin_swaps_the_last_two_rounds_and_reverses_the_second_cycle() {
    let v = json(&["--players", "6", "--double"]);
    let rounds = v["rounds"].as_array().unwrap();
    assert_eq!(rounds.len(), 10);
    let expected = reglament::vocab::berger::schedule(6, true);
    for (r, pairs) in expected.iter().enumerate() {
        assert_eq!(&numbers(&rounds[r]), pairs, "round {}", r + 1);
    }
    assert_eq!(numbers(&rounds[3]), parse_row("3-6 4-2 5-1"), "round 4 is the table's round 5");
    assert_eq!(numbers(&rounds[5]), parse_row("6-1 5-2 4-3"), "round 6 is round 1 reversed");
    assert_eq!(rounds[5]["heading"], "Round 6 (cycle 2)");
}

/// Seed 004 is a team round robin of ten teams (nine rounds; its regulation names no teams, the
/// illustrative results do): the matches are the Berger table of ten in the teams' own numbers
/// (no draw given), the first team with White on board 1; Bulgarian words throughout.
#[test]
fn a_team_round_robin_pairs_the_teams_in_bulgarian() {
    let reg = "results/004-illustrative.rgr";
    let v = json(&[reg]);
    let rounds = v["rounds"].as_array().unwrap();
    assert_eq!(rounds.len(), 9);
    for (r, row) in PUBLISHED.iter().find(|(n, _)| *n == 10).unwrap().1.iter().enumerate() {
        assert_eq!(numbers(&rounds[r]), parse_row(row), "round {}", r + 1);
    }
    let run = reglament(&["pairings", reg, "--round", "1"]);
    assert_eq!(run.code, 0, "{}", run.err);
    assert!(run.out.contains("Кръг 1"), "{}", run.out);
    assert!(run.out.contains("Среща"), "{}", run.out);
    assert!(
        run.out.contains("Първият отбор играе с белите фигури на нечетните дъски."),
        "{}",
        run.out
    );
    assert!(!run.out.contains("Round") && !run.out.contains("Board"), "{}", run.out);
}

#[test]
fn an_odd_number_of_players_has_the_bye_in_the_language() {
    let run = reglament(&["pairings", "--players", "5", "--lang", "uk", "--round", "1"]);
    assert_eq!(run.code, 0, "{}", run.err);
    // Round 1 of the table for 5 or 6: 1-6 2-5 3-4; with five players, 1 has the bye.
    assert!(run.out.contains("Таблиця Бергера для 5 учасників"), "{}", run.out);
    assert!(run.out.contains("Пропускає тур: 1"), "{}", run.out);
    let run = reglament(&[
        "pairings",
        "--players",
        "5",
        "--lang",
        "bg",
        "--round",
        "2",
        "--format",
        "md",
    ]);
    // Round 2: 6-4 5-3 1-2; 4 has the bye.
    assert!(run.out.contains("Почива: 4"), "{}", run.out);
    assert!(run.out.contains("| 1 | 5 | 3 |"), "{}", run.out);
}

#[test]
fn drawn_numbers_on_the_command_line_and_their_mistakes() {
    let reg = "regulations/000-bg-women-2021.corrected.rgl";
    // Player 1 drew 12 and player 12 drew 1: round 1 is 1-12, so Stefanova (12) has White
    // against Voiska (1).
    let lots = "12,2,3,4,5,6,7,8,9,10,11,1";
    let v = json(&[reg, "--lots", lots, "--round", "1"]);
    let first = &v["rounds"][0]["boards"][0];
    assert_eq!(
        (first["white"].as_str(), first["black"].as_str()),
        (Some("Stefanova Milena"), Some("Voiska Margarita"))
    );
    let twice = reglament(&["pairings", reg, "--lots", "1,1,3,4,5,6,7,8,9,10,11,12"]);
    assert_eq!(twice.code, 1, "{}", twice.err);
    assert!(twice.err.contains("T043"), "{}", twice.err);
    let round = reglament(&["pairings", reg, "--round", "12"]);
    assert_eq!(round.code, 2);
    assert!(round.err.contains("there is no round 12"), "{}", round.err);
    let swiss = reglament(&["pairings", "regulations/extra/bg-cska-open-2022.corrected.rgl"]);
    assert_eq!(swiss.code, 2);
    assert!(swiss.err.contains("Swiss"), "{}", swiss.err);
}

#[test]
fn html_pairings_are_a_print_ready_document_written_atomically() {
    let dir = tempfile::tempdir().unwrap();
    let html = dir.path().join("pairings.html");
    let run = reglament(&[
        "pairings",
        "results/003-ukr-w-ch-2013.rgr",
        "--format",
        "html",
        "-o",
        html.to_str().unwrap(),
    ]);
    assert_eq!(run.code, 0, "{}", run.err);
    let text = std::fs::read_to_string(&html).unwrap();
    assert!(text.contains("<html lang=\"uk\">"));
    assert!(text.contains("Тур 9"));
    assert!(text.contains("size: A4"));
    let Some(browser) = browser::browser() else { return };
    let pages = browser::print_pages(&browser, &html, &dir.path().join("profile"));
    assert!(!pages.is_empty());
    assert!(pages.into_iter().all(browser::is_a4));
}
