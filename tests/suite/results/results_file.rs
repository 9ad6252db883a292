//! The results file format (`.rgr`) on the committed sample files, its diagnostics, and the
//! `standings REGFILE --results FILE` command glue.

use crate::common::{self, path, reglament, Run};
use reglament::model::Regulation;
use reglament::results::results_file::{read_results, ResultsFile};
use reglament::results::Outcome;
use reglament::score::regulation::{board_standings, RegulationOptions, TieDecision};
use reglament::source::SourceFile;
use std::collections::BTreeMap;

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

fn regulation(name: &str) -> Regulation {
    common::regulation(&format!("regulations/{name}"))
}

fn results(name: &str, reg: Option<&Regulation>) -> ResultsFile {
    let p = path(&format!("results/{name}"));
    let text = std::fs::read_to_string(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display()));
    read_results(&SourceFile::new(p.display().to_string(), text, "UTF-8"), reg)
}

/// `reglament standings regulations/REG --results RES [extra…]`.
fn standings(reg: &str, res: &str, extra: &[&str]) -> Run {
    let reg = format!("regulations/{reg}");
    let mut args = vec!["standings", reg.as_str(), "--results", res];
    args.extend(extra);
    reglament(&args)
}

#[test]
fn illustrative_004_board_one_ends_in_an_armageddon() {
    let reg = regulation("004-bg-workers-festival-2024.rgl");
    let r = results("004-illustrative.rgr", Some(&reg));
    assert!(r.diagnostics.is_empty(), "{:?}", r.diagnostics);
    let t = &r.tournament;
    assert_eq!((t.teams.len(), t.players.len(), t.team_matches.len()), (10, 30, 45));
    let s = board_standings(&reg, t, 1, &RegulationOptions::default())
        .unwrap_or_else(|| panic!("the regulation has a board-1 classification"));
    println!("{}", reglament::render::report::classification_text(&s, reglament::vocab::Lang::En));
    assert_eq!(s.labels, ["DE", "WIN", "BPG"]);
    // As built (see the file's header): board 1 of teams 1 and 3 (players 1 and 7), 8½ each.
    let top: Vec<&str> = s.standings.rows[..2].iter().map(|r| r.name.as_str()).collect();
    assert_eq!(top, ["Отбор 1, дъска 1", "Отбор 3, дъска 1"]);
    let numbers: Vec<u32> = s.standings.rows[..2].iter().map(|r| r.start).collect();
    assert_eq!(numbers, [1, 7], "event start numbers, not the board list's own");
    assert_eq!(s.ties[0].players, [1, 7]);
    assert!(s.standings.rows[..2].iter().all(|r| r.points.0 == 850 && r.rank_to == 2));
    assert_eq!(s.ties.len(), 1);
    assert_eq!(s.ties[0].places, (1, 2));
    assert!(matches!(s.ties[0].decision, TieDecision::Armageddon { .. }));
    // Independent count from the file: both board-1 players had Black on board 1 four times.
    for who in [1, 7] {
        let black = t
            .team_matches
            .iter()
            .flat_map(|m| &m.boards)
            .filter(|b| b.board == 1 && b.away_player == Some(who))
            .count();
        assert_eq!(black, 4);
    }
}

/// Match points (2/1/0) and game points per team, computed here from the boards.
fn team_scores(r: &ResultsFile) -> BTreeMap<u32, (i64, i64)> {
    let mut out: BTreeMap<u32, (i64, i64)> = BTreeMap::new();
    for m in &r.tournament.team_matches {
        let Some(away) = m.away else { continue };
        let home_gp: i64 = m
            .boards
            .iter()
            .map(|b| match b.home_outcome {
                Outcome::Win | Outcome::ForfeitWin => 2,
                Outcome::Draw => 1,
                _ => 0,
            })
            .sum();
        let away_gp = 2 * m.boards.len() as i64 - home_gp;
        let mp = |a: i64, b: i64| {
            if a > b {
                2
            } else if a == b {
                1
            } else {
                0
            }
        };
        let e = out.entry(m.home).or_default();
        e.0 += mp(home_gp, away_gp);
        e.1 += home_gp;
        let e = out.entry(away).or_default();
        e.0 += mp(away_gp, home_gp);
        e.1 += away_gp;
    }
    out
}

#[test]
fn illustrative_001_three_teams_level_on_match_and_game_points() {
    let reg = regulation("001-bg-team-women-2009.rgl");
    let r = results("001-illustrative.rgr", Some(&reg));
    assert!(r.diagnostics.is_empty(), "{:?}", r.diagnostics);
    assert_eq!(r.tournament.team_matches.len(), 28);
    let scores = team_scores(&r);
    // Game points in half-points: 13 game points = 26.
    for team in [2, 3, 8] {
        assert_eq!(scores[&team], (12, 26), "team {team}");
    }
    assert!(scores.iter().filter(|(t, _)| ![2, 3, 8].contains(*t)).all(|(_, s)| s.0 < 12));
}

#[test]
fn command_scores_seed_000_from_the_results_file_and_from_the_pgn() {
    let rgr = path("results/000-bul-w-ch-2007.rgr").display().to_string();
    let pgn = format!("{ROOT}/tests/data/seed-results/bul_w_ch_2007_pernik_all_games.pgn");
    for (res, lots) in [(rgr, true), (pgn, false)] {
        let Run { code, out, err } = standings("000-bg-women-2021.rgl", &res, &[]);
        assert_eq!(code, 0, "{err}");
        let first = out.lines().find(|l| l.trim_start().starts_with("1 ")).unwrap_or("");
        assert!(first.contains("Voiska"), "{out}");
        assert!(err.contains("T111"), "three ratings differ: {err}");
        // The results file states the drawn numbers (every game fits them: no T040–T042);
        // the PGN does not, so the fitting numbering is inferred and shown.
        assert_eq!(err.contains("S102"), !lots, "{err}");
        assert!(!["T040", "T041", "T042"].iter().any(|c| err.contains(c)), "{err}");
    }
}

#[test]
fn command_explains_why_voiska_is_above_chilingirova() {
    let Run { code, out, .. } =
        standings("000-bg-women-2021.rgl", "results/000-bul-w-ch-2007.rgr", &["--why", "1", "8"]);
    assert_eq!(code, 0);
    assert!(out.contains("KS"), "{out}");
    assert!(out.contains("1 Voiska Margarita ranks above 8"), "{out}");
}

#[test]
fn command_reports_board_one_armageddon_for_seed_004_as_json() {
    let Run { code, out, err } = standings(
        "004-bg-workers-festival-2024.rgl",
        "results/004-illustrative.rgr",
        &["--format", "json"],
    );
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap_or_default();
    assert_eq!(v[0]["classification"], "teams");
    assert_eq!(v[1]["classification"], "board 1");
    assert_eq!(v[1]["ties"][0]["decision"]["kind"], "armageddon");
    assert_eq!(v[1]["ties"][0]["places"], serde_json::json!([1, 2]));
    assert!(err.contains("S100"), "{err}");
}

#[test]
fn command_fails_with_codes_on_a_broken_results_file() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let file = dir.path().join("broken.rgr");
    let text = "results \"broken\"\nround 1 {\n  1 13 \"1-0\"\n  2 2 \"0-1\"\n  3 4 \"1:0\"\n  5 6 \"1-0\"\n  5 7 \"0-1\"\n}\n";
    std::fs::write(&file, text).unwrap_or_else(|e| panic!("{e}"));
    let Run { code, err, .. } =
        standings("000-bg-women-2021.rgl", &file.display().to_string(), &[]);
    assert_eq!(code, 1, "{err}");
    for c in ["T100", "T103", "T102", "T101", "T107"] {
        assert!(err.contains(c), "{c} missing in {err}");
    }
    // Findings point at their line: `13` is on line 3, column 5.
    assert!(err.contains("broken.rgr:3:5"), "{err}");
    // In the regulation's language (Bulgarian).
    assert!(err.contains("`1:0` не е резултат"), "{err}");
    let missing = dir.path().join("nope.rgr").display().to_string();
    assert_eq!(standings("000-bg-women-2021.rgl", &missing, &[]).code, 2);
}

#[test]
fn illustrative_001_tie_survives_the_whole_list_and_goes_to_lots() {
    use reglament::score::regulation::regulation_team_standings;
    let reg = regulation("001-bg-team-women-2009.rgl");
    let r = results("001-illustrative.rgr", Some(&reg));
    let s = regulation_team_standings(&reg, &r.tournament, &RegulationOptions::default());
    println!(
        "{}",
        reglament::render::report::team_classification_text(&s, reglament::vocab::Lang::En)
    );
    for d in &s.diagnostics {
        println!("{}[{}]: {}", d.severity.as_str(), d.code, d.message);
    }
    assert_eq!(s.labels.len(), 5);
    let top: Vec<u32> = s.standings.rows[..3].iter().map(|r| r.start).collect();
    assert_eq!(top, [2, 3, 8]);
    assert!(s.standings.rows[..3].iter().all(|r| (r.rank, r.rank_to) == (1, 3)));
    assert_eq!(s.ties.len(), 1);
    assert_eq!(s.ties[0].players, [2, 3, 8]);
    assert_eq!(s.ties[0].decision, TieDecision::Lots { stated: false });
    // Values as built (header of the file): GP 13, DE:MP 2, board points among the tied 6.
    for row in &s.standings.rows[..3] {
        assert_eq!(row.game_points.0, 1300);
        assert_eq!(row.values[0].map(|v| v.0), Some(1300));
        assert_eq!(row.values[1].map(|v| v.0), Some(200));
        assert_eq!(row.values[3].map(|v| v.0), Some(600));
    }
    // EMGSB recomputed here from the boards: Σ opponent's match points × own game points
    // against that opponent (game points in half-points, so the sum is doubled).
    let mp = team_scores(&r);
    for row in &s.standings.rows[..3] {
        let mut twice = 0;
        for m in &r.tournament.team_matches {
            let Some(away) = m.away else { continue };
            let home_halves: i64 = m
                .boards
                .iter()
                .map(|b| match b.home_outcome {
                    Outcome::Win | Outcome::ForfeitWin => 2,
                    Outcome::Draw => 1,
                    _ => 0,
                })
                .sum();
            if m.home == row.start {
                twice += mp[&away].0 * home_halves;
            } else if away == row.start {
                twice += mp[&m.home].0 * (2 * m.boards.len() as i64 - home_halves);
            }
        }
        assert_eq!(row.values[2].map(|v| v.0), Some(twice * 50), "EMGSB of {}", row.name);
    }
}

#[test]
fn pgn_reader_reproduces_the_uzchess_cup_tiebreaks() {
    // A header-only PGN of a real 10-player round robin (UzChess Cup Masters 2025) with the
    // per-player values recomputed from its TRF (tests/data/trf/SOURCES.md).
    use reglament::results::pgn::read_pgn;
    use reglament::score::{standings, ScoreOptions};
    use reglament::vocab::tiebreak::TieBreak;
    let dir = format!("{ROOT}/tests/data/trf");
    let pgn = std::fs::read_to_string(format!("{dir}/rr_uzchess_cup_masters_2025_source.pgn"))
        .unwrap_or_else(|e| panic!("{e}"));
    let (t, d) = read_pgn(&SourceFile::new("uzchess.pgn", pgn, "UTF-8"), None);
    assert!(d.is_empty(), "{d:?}");
    assert_eq!((t.players.len(), t.rounds), (10, 9));
    assert!(t.is_round_robin(), "everyone met everyone once");
    assert_eq!(t.start_date, "2025-06-18".parse().ok());
    let expected: serde_json::Value = serde_json::from_str(
        &std::fs::read_to_string(format!(
            "{dir}/rr_uzchess_cup_masters_2025_expected_tiebreaks.json"
        ))
        .unwrap_or_else(|e| panic!("{e}")),
    )
    .unwrap_or_else(|e| panic!("{e}"));
    let list: Vec<TieBreak> = ["DE", "SB", "WIN", "BWG", "KS"]
        .iter()
        .map(|s| TieBreak::parse(s).unwrap_or_else(|e| panic!("{e}")))
        .collect();
    let s = standings(&t, &list, &ScoreOptions::default());
    let rows = expected["players"].as_array().cloned().unwrap_or_default();
    assert_eq!(rows.len(), 10);
    for (i, e) in rows.iter().enumerate() {
        let name = e["name"].as_str().unwrap_or("");
        let p = t.players.iter().find(|p| p.name == name).unwrap_or_else(|| panic!("{name}"));
        // Numbered by rating, as the TRF was.
        assert_eq!(Some(p.start as u64), e["start_no_in_trf"].as_u64(), "{name}");
        let row = s.row(p.start).unwrap_or_else(|| panic!("{name}"));
        assert_eq!(s.rows[i].start, p.start, "rank {} is {name}", i + 1);
        let hundredths = |k: &str| e[k].as_f64().map(|v| (v * 100.0).round() as i64);
        assert_eq!(Some(row.points.0), hundredths("pts"), "{name} points");
        for (j, key) in ["DE", "SB", "WIN", "BWG", "KS"].iter().enumerate() {
            assert_eq!(row.values[j].map(|v| v.0), hundredths(key), "{name} {key}");
        }
    }
}

#[test]
fn unknown_and_ambiguous_names_against_a_regulation_are_reported() {
    use reglament::results::pgn::read_pgn;
    let text = "regulation \"R\" lang en\nplayers {\n  1 \"Genova Ruzka\" 2243\n  2 \"Genova Radka\" 2100\n  3 \"Voiska Margarita\" 2319\n}\n";
    let compiled = reglament::compile(
        "r.rgl",
        text.as_bytes(),
        &reglament::Options { no_checks: true, ..reglament::Options::default() },
    );
    let reg = compiled.model.unwrap_or_else(|| panic!("{:?}", compiled.diagnostics));
    let pgn = "[Round \"1\"]\n[White \"Genova,R\"]\n[Black \"Nobody,X\"]\n[Result \"1-0\"]\n\n\
               [Round \"2\"]\n[White \"Voiska,M\"]\n[Black \"Genova,R\"]\n[Result \"*\"]\n";
    let (t, d) = read_pgn(&SourceFile::new("x.pgn", pgn, "UTF-8"), Some(&reg));
    let codes: Vec<&str> = d.iter().map(|x| x.code.as_str()).collect();
    assert!(codes.contains(&"T124"), "{codes:?}");
    assert!(codes.contains(&"T123"), "{codes:?}");
    assert!(codes.contains(&"T121"), "{codes:?}");
    // Listed players keep their numbers; the stranger comes after them.
    assert_eq!(t.players.len(), 4);
    assert_eq!(t.players[3].name, "Nobody,X");
    assert_eq!(t.players[0].games[0].opponent, Some(4));
}

#[test]
fn a_results_file_naming_a_missing_regulation_is_t109() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let file = dir.path().join("orphan.rgr");
    let text = "results \"orphan\" regulation \"nope.rgl\"\nplayers { 1 \"A\"; 2 \"B\" }\nround 1 {\n  1 2 \"1-0\"\n}\n";
    std::fs::write(&file, text).unwrap_or_else(|e| panic!("{e}"));
    let r = reglament(&["trf", &file.display().to_string(), "--to", "json"]);
    assert_eq!(r.code, 1, "{}", r.err);
    assert!(r.err.contains("[T109]"), "{}", r.err);
}

#[test]
fn command_reads_trf_results_by_extension() {
    // The UzChess Cup TRF under a minimal regulation with the scalachess list (DE, SB, WIN, BWG,
    // KS): Praggnanandhaa first, Abdusattorov second on SB (SOURCES.md of the TRF files).
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let reg = dir.path().join("uz.rgl");
    std::fs::write(
        &reg,
        "regulation \"UzChess Cup Masters 2025\" lang en\nevent { dates 2025-06-18..2025-06-27 }\n\
         system individual round-robin rounds 9\nranking {\n  points win 1 draw ½ loss 0\n  \
         tiebreaks DE, SB, WIN, BWG, KS\n}\n",
    )
    .unwrap_or_else(|e| panic!("{e}"));
    let trf = format!("{ROOT}/tests/data/trf/rr_uzchess_cup_masters_2025_10p_9r_from_pgn.trf");
    let Run { code, out, err } =
        reglament(&["standings", &reg.display().to_string(), "--results", &trf]);
    assert_eq!(code, 0, "{err}");
    let ranked: Vec<&str> = out
        .lines()
        .filter(|l| l.trim_start().chars().next().is_some_and(|c| c.is_ascii_digit()))
        .take(2)
        .collect();
    assert!(ranked[0].contains("Praggnanandhaa"), "{out}");
    assert!(ranked[1].contains("Abdusattorov"), "{out}");
}

mod no_panic {
    use super::*;
    use proptest::prelude::*;
    use reglament::score::regulation::{
        board_standings, regulation_standings, regulation_team_standings,
    };

    const PIECES: &[&str] = &[
        "results \"x\"",
        "round",
        "match",
        "players",
        "teams",
        "system",
        "round-robin",
        "rounds",
        "lots",
        "points",
        "bye",
        "half",
        "absent",
        "none",
        "{",
        "}",
        "\n",
        ";",
        "0",
        "1",
        "2",
        "3",
        "4",
        "13",
        "99999999999",
        "\"1-0\"",
        "\"½-½\"",
        "\"--\"",
        "\"+-\"",
        "draw",
        "white",
        "\"A\"",
        "\"B\"",
        "2300",
        "dates 2024-06-07..2024-06-08",
        "1 \"A\" { 1 \"a\"; 2 \"b\" }",
    ];

    /// Seeds 000 (individual) and 004 (team), read once.
    fn regs() -> &'static [Regulation] {
        static REGS: std::sync::OnceLock<Vec<Regulation>> = std::sync::OnceLock::new();
        REGS.get_or_init(|| {
            vec![
                regulation("000-bg-women-2021.rgl"),
                regulation("004-bg-workers-festival-2024.rgl"),
            ]
        })
    }

    const PGN: &[&str] = &[
        "[White \"A,B\"]",
        "[Black \"C,D\"]",
        "[White \"Voiska,M\"]",
        "[Black \"Genova,R\"]",
        "[Round \"1\"]",
        "[Round \"2.1\"]",
        "[Round \"x\"]",
        "[Result \"1-0\"]",
        "[Result \"1/2-1/2\"]",
        "[Result \"*\"]",
        "[WhiteElo \"2100\"]",
        "[BlackElo \"-5\"]",
        "[Date \"2007.03.??\"]",
        "[Date \"2007.03.11\"]",
        "1. e4 e5 1-0",
        "",
        "\n",
        "[",
        "]",
        "\"",
    ];

    const RESULTS: &[&str] =
        &["\"1-0\"", "\"0-1\"", "\"½-½\"", "\"+-\"", "\"-+\"", "\"--\"", "\"x\""];

    proptest! {
        #![proptest_config(crate::common::proptest_config(300))]

        /// Well-formed files with arbitrary pairings (unknown numbers, self-pairings, repeats,
        /// byes, rounds out of range) read and score without a panic; every game line that is
        /// accepted appears in both players' rounds.
        #[test]
        fn arbitrary_pairings_never_panic(
            players in 0u32..9,
            lines in proptest::collection::vec((0u32..8, 0u32..11, 0u32..11, 0usize..9), 0..60),
            lots in proptest::collection::vec(0u32..12, 0..10),
        ) {
            let mut text = String::from("results \"p\"\nsystem round-robin rounds 5\n");
            let l: Vec<String> = lots.iter().map(|x| x.to_string()).collect();
            if !l.is_empty() {
                text.push_str(&format!("lots {}\n", l.join(" ")));
            }
            text.push_str("players {\n");
            for i in 1..=players {
                text.push_str(&format!("  {i} \"P{i}\" {}\n", 2000 + i * 10));
            }
            text.push_str("}\n");
            for (round, w, b, r) in &lines {
                let line = match r {
                    7 => format!("{w} bye half"),
                    8 => format!("{w} absent"),
                    _ => format!("{w} {b} {}", RESULTS[*r]),
                };
                text.push_str(&format!("round {round} {{ {line} }}\n"));
            }
            let file = SourceFile::new("p.rgr", text, "UTF-8");
            let reg = &regs()[0];
            let r = read_results(&file, Some(reg));
            let t = &r.tournament;
            for p in &t.players {
                for g in &p.games {
                    if let Some(o) = g.opponent {
                        let back = t.player(o).and_then(|q| q.games.iter().find(|h| h.round == g.round));
                        prop_assert_eq!(back.and_then(|h| h.opponent), Some(p.start));
                    }
                }
            }
            let options = RegulationOptions { lots: r.lots.clone(), ..RegulationOptions::default() };
            let s = regulation_standings(reg, t, &options);
            prop_assert_eq!(s.standings.rows.len(), t.players.len());
        }

        /// Any mix of PGN tag lines and movetext reads, with or without a regulation.
        #[test]
        fn pgn_soup_never_panics(idx in proptest::collection::vec(0..PGN.len(), 0..120)) {
            use reglament::results::pgn::read_pgn;
            let text: Vec<&str> = idx.iter().map(|i| PGN[*i]).collect();
            let file = SourceFile::new("soup.pgn", text.join("\n"), "UTF-8");
            let (t, _) = read_pgn(&file, None);
            let (u, _) = read_pgn(&file, Some(&regs()[0]));
            let _ = regulation_standings(&regs()[0], &u, &RegulationOptions::default());
            // With the regulation its twelve players keep their numbers; strangers come after.
            prop_assert!(u.players.is_empty() || u.players.len() >= 12);
            if let Some(first) = u.players.first() {
                prop_assert_eq!(first.name.as_str(), "Voiska Margarita");
            }
            prop_assert!(t.players.iter().enumerate().all(|(i, p)| p.start == i as u32 + 1));
        }

        /// Any token soup reads, and scores under the seed regulations, without a panic.
        #[test]
        fn results_token_soup_never_panics(idx in proptest::collection::vec(0..PIECES.len(), 0..150)) {
            let text: Vec<&str> = idx.iter().map(|i| PIECES[*i]).collect();
            let file = SourceFile::new("soup.rgr", text.join(" "), "UTF-8");
            for reg in regs() {
                let r = read_results(&file, Some(reg));
                let options = RegulationOptions { lots: r.lots.clone(), ..RegulationOptions::default() };
                let _ = regulation_standings(reg, &r.tournament, &options);
                let _ = regulation_team_standings(reg, &r.tournament, &options);
                let _ = board_standings(reg, &r.tournament, 1, &options);
            }
        }
    }
}

#[test]
fn a_results_player_list_is_checked_against_the_regulation() {
    let reg = regulation("000-bg-women-2021.corrected.rgl");
    let text = "results \"x\"\nplayers {\n  1 \"Voiska, M\" 2319\n  2 \"Genova\" 2214\n  \
                3 \"Stoyanova, Vera\" 2243\n  4 \"Genova, Ly\" 2215 club \"Lokomotiv 2021\"\n}\n";
    let r = read_results(&SourceFile::new("x.rgr", text, "UTF-8"), Some(&reg));
    let found: Vec<(&str, String)> =
        r.diagnostics.iter().map(|d| (d.code.as_str(), d.message.clone())).collect();
    // 1 names Voiska Margarita; 2 names both Genovas; 3 nobody; 4 Genova Lybka, with another
    // rating and club than the regulation's list gives her.
    assert_eq!(
        found,
        vec![
            (
                "T116",
                "player 2 `Genova` names 2 players of the regulation's list: `Genova Ruzka`, \
                 `Genova Lybka`"
                    .to_string()
            ),
            ("T114", "player 3 `Stoyanova, Vera` names no player of the regulation's list".into()),
            ("T111", "`Genova, Ly` is rated 2215 here but 2214 in the regulation".to_string()),
            (
                "T117",
                "`Genova, Ly`'s club is `Lokomotiv 2021` here but `Lokomotiv 2000` in the \
                 regulation"
                    .to_string()
            ),
        ]
    );
    // The named players are completed from the list: the name as the federation writes it,
    // title, club; the results' own rating and club stay.
    let t = &r.tournament;
    let voiska = &t.players[0];
    assert_eq!((voiska.name.as_str(), voiska.title.as_str()), ("Voiska Margarita", "GM"));
    assert_eq!(voiska.club, "Lokomotiv Plovdiv");
    let lybka = &t.players[3];
    assert_eq!(
        (lybka.name.as_str(), lybka.rating, lybka.club.as_str()),
        ("Genova Lybka", Some(2215), "Lokomotiv 2021")
    );
    assert_eq!(t.players[1].name, "Genova", "an ambiguous name takes nothing from the list");
    assert!(t.players[1].title.is_empty());
}

#[test]
fn corrected_regulations_state_the_lots_themselves() {
    use reglament::score::regulation::regulation_team_standings;
    // The corrected 001 says `when-tied lots`: the same tie, now decided as the regulation says.
    let faithful = regulation("001-bg-team-women-2009.rgl");
    let corrected = regulation("001-bg-team-women-2009.corrected.rgl");
    let r = results("001-illustrative.rgr", Some(&corrected));
    assert!(r.diagnostics.is_empty(), "{:?}", r.diagnostics);
    let s = regulation_team_standings(&corrected, &r.tournament, &RegulationOptions::default());
    assert_eq!(s.ties.len(), 1);
    assert_eq!(s.ties[0].players, [2, 3, 8]);
    assert_eq!(s.ties[0].decision, TieDecision::Lots { stated: true });
    let f = regulation_team_standings(&faithful, &r.tournament, &RegulationOptions::default());
    assert_eq!(f.standings.rows, s.standings.rows, "same list, same table");
    // The corrected 004 keeps the Armageddon for board 1.
    let reg = regulation("004-bg-workers-festival-2024.corrected.rgl");
    let r = results("004-illustrative.rgr", Some(&reg));
    let b = board_standings(&reg, &r.tournament, 1, &RegulationOptions::default());
    let decision = b.map(|b| b.ties.first().map(|t| t.decision.clone()));
    assert!(matches!(decision, Some(Some(TieDecision::Armageddon { .. }))), "{decision:?}");
}

#[test]
fn a_results_file_with_a_byte_order_mark_points_at_the_right_columns() {
    // A results file saved by Windows Notepad starts with a UTF-8 byte-order mark. Its findings
    // are shown on the line and column they are at, as without the mark.
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let text = "results \"Турнир по шахмат\"\nsystem round-robin rounds 3\nplayers {\n  1 \"Иванова Мария\"\n  2 \"Петрова Елена\"\n}\nround 1 {\n  1 9 \"1-0\"\n}\n";
    let plain = dir.path().join("plain.rgr");
    let bom = dir.path().join("bom.rgr");
    std::fs::write(&plain, text).unwrap_or_else(|e| panic!("{e}"));
    std::fs::write(&bom, format!("\u{feff}{text}")).unwrap_or_else(|e| panic!("{e}"));
    let place = |file: &std::path::Path| {
        let r = reglament(&["trf", &file.display().to_string(), "--to", "json"]);
        assert!(r.err.contains("[T100]"), "{}", r.err);
        // The ariadne header: `╭─[ file:line:column ]`.
        let header = r.err.lines().find(|l| l.contains("╭─[")).unwrap_or_default();
        let at: Vec<&str> = header.trim_end_matches(" ]").rsplit(':').take(2).collect();
        (at[1].to_string(), at[0].to_string())
    };
    let eight_five = ("8".to_string(), "5".to_string());
    assert_eq!(place(&plain), eight_five, "the unknown player `9` is on line 8, column 5");
    assert_eq!(place(&bom), place(&plain));
}

/// A regulation that lists seed 003's players as a Ukrainian federation writes them (Cyrillic,
/// surname first), with FIDE IDs and federations; the game records and a results file name them
/// as The Week in Chess does (`Muzychuk,M`, `Osmak,Iulija`).
fn listed_003() -> Regulation {
    let text = r#"регламент "Фінал чемпіонату України 2013 року з шахів серед жінок" мова uk
подія { дати 2013-06-16..2013-06-26 }
система особиста колова 9 турів
учасниці кількість 10 {
  1  IM "Музичук Марія"       2484 фіде-ід 14114550 федерація "UKR"
  2  GM "Жукова Наталія"      2471 федерація "UKR"
  3     "Гапоненко Інна"      2393 федерація "UKR"
  4     "Кононенко Тетяна"    2369 федерація "UKR"
  5     "Грицаєва Оксана"     2340 федерація "UKR"
  6     "Должикова Катерина"  2301 федерація "UKR"
  7     "Калініна Ольга"      2292 федерація "UKR"
  8     "Андренко Ірина"      2253 федерація "UKR"
  9     "Осьмак Юлія"         2210 федерація "UKR"
  10    "Танцюра Марія"       2195 федерація "UKR"
}
підсумки { показники SB, DE, WIN }
"#;
    let options = reglament::Options { no_checks: true, ..reglament::Options::default() };
    let c = reglament::compile("listed.rgl", text.as_bytes(), &options);
    assert!(!c.has_errors(), "{:?}", c.diagnostics);
    c.model.expect("a model")
}

#[test]
fn game_records_name_the_players_of_a_cyrillic_list() {
    let reg = listed_003();
    let bytes = std::fs::read(path("tests/data/seed-results/ukr_w_ch_2013_kyiv_all_games.pgn"))
        .expect("the PGN");
    let file = SourceFile::new("003.pgn", String::from_utf8(bytes).expect("UTF-8"), "UTF-8");
    let (t, diagnostics) = reglament::results::pgn::read_pgn(&file, Some(&reg));
    assert!(diagnostics.iter().all(|d| d.code != "T123" && d.code != "T124"), "{diagnostics:?}");
    assert_eq!(t.players.len(), 10);
    let muzychuk = &t.players[0];
    assert_eq!(muzychuk.name, "Музичук Марія");
    assert_eq!((muzychuk.title.as_str(), muzychuk.fide_id), ("IM", Some(14114550)));
    assert_eq!(muzychuk.federation, "UKR");
    assert!(t.players.iter().all(|p| p.games.len() == 9), "every game found its players");
    // A spelled-out Latin name is kept as FIDE's spelling; an abbreviation is not.
    assert_eq!(t.players[8].fide_name, "Osmak,Iulija");
    assert_eq!(muzychuk.fide_name, "");
}

#[test]
fn a_results_file_naming_players_as_game_records_do_is_completed_from_the_list() {
    let reg = listed_003();
    let text = "results \"x\"\nplayers {\n  1 \"Muzychuk,M\" 2484\n  2 \"Gritsayeva,O\" 2340\n  \
                3 \"Osmak,Iulija\" 2210\n  4 \"Kovalenko,A\" 2100\n}\n";
    let r = read_results(&SourceFile::new("x.rgr", text, "UTF-8"), Some(&reg));
    let codes: Vec<&str> = r.diagnostics.iter().map(|d| d.code.as_str()).collect();
    assert_eq!(codes, ["T114"], "{:?}", r.diagnostics);
    assert!(r.diagnostics[0].message.contains("`Kovalenko,A` names no player"));
    let names: Vec<&str> = r.tournament.players.iter().map(|p| p.name.as_str()).collect();
    assert_eq!(names, ["Музичук Марія", "Грицаєва Оксана", "Осьмак Юлія", "Kovalenko,A"]);
    assert_eq!(r.tournament.players[0].fide_id, Some(14114550));
    assert_eq!(r.tournament.players[2].fide_name, "Osmak,Iulija");
}
