//! The seed regulations scored on the real games of their events
//! (tests/data/seed-results, see SOURCES.md there for the published places).

use reglament::model::Lang;
use reglament::model::Regulation;
use reglament::render::report::classification_text as render_text;
use reglament::results::pgn::read_pgn;
use reglament::results::results_file::{read_results, write_results};
use reglament::results::Tournament;
use reglament::score::regulation::{regulation_standings, RegulationOptions};
use reglament::source::SourceFile;
use reglament::{compile, Options};

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

fn regulation(name: &str) -> Regulation {
    let path = format!("{ROOT}/regulations/{name}");
    let bytes = std::fs::read(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let compiled = compile(&path, &bytes, &Options { no_checks: true, ..Options::default() });
    assert!(!compiled.has_errors(), "{path}: {:?}", compiled.diagnostics);
    compiled.model.unwrap_or_else(|| panic!("{path}: no model"))
}

fn games(name: &str, reg: Option<&Regulation>) -> (Tournament, Vec<&'static str>) {
    let path = format!("{ROOT}/tests/data/seed-results/{name}");
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let (t, d) = read_pgn(&SourceFile::new(&path, text, "UTF-8"), reg);
    (t, d.iter().map(|x| x.code.as_str()).collect())
}

fn start_of(t: &Tournament, surname: &str) -> u32 {
    t.players
        .iter()
        .find(|p| p.name.to_lowercase().starts_with(&surname.to_lowercase()))
        .map(|p| p.start)
        .unwrap_or_else(|| panic!("no player `{surname}`"))
}

#[test]
fn seed_000_voiska_first_raeva_fourth_of_four_on_7_5() {
    let reg = regulation("000-bg-women-2021.rgl");
    let (t, codes) = games("bul_w_ch_2007_pernik_all_games.pgn", Some(&reg));
    // Every PGN name matched a listed player; only the three "2021" ratings disagree.
    assert_eq!(t.players.len(), 12);
    assert_eq!(codes.iter().filter(|c| **c == "T111").count(), 3, "{codes:?}");
    assert!(codes.iter().all(|c| *c == "T111"), "{codes:?}");
    let s = regulation_standings(&reg, &t, &RegulationOptions::default());
    println!("{}", render_text(&s, Lang::En));
    for d in &s.diagnostics {
        println!("{}[{}]: {} {:?}", d.severity.as_str(), d.code, d.message, d.notes);
    }
    assert_eq!(s.labels, ["DE", "KS", "SB", "WIN", "TPR"]);
    // The faithful regulation's dates are 2021 (the publisher's rewrite); the games are of 2007.
    assert!(s.diagnostics.iter().any(|d| d.code == "S106"));
    let tied: Vec<_> = s.standings.rows.iter().filter(|r| r.points.0 == 750).collect();
    assert_eq!(tied.len(), 4, "four players on 7½");
    assert!(tied.iter().all(|r| r.rank <= 4));
    let rank = |name: &str| s.standings.row(start_of(&t, name)).map(|r| (r.rank, r.rank_to));
    assert_eq!(rank("Voiska"), Some((1, 1)), "published: Voiska champion on tie-break");
    assert_eq!(rank("Raeva"), Some((4, 4)), "published: Raeva fourth on tie-break");
    // Independent check of the columns that need no tie-break engine: points, SB and WIN
    // recomputed here straight from the games, and DE among the four on 7½.
    let four: Vec<u32> = tied.iter().map(|r| r.start).collect();
    for row in &s.standings.rows {
        let p = &t.players[row.start as usize - 1];
        let score = |q: u32| -> i64 {
            t.players[q as usize - 1].games.iter().map(|g| hundredths(g.outcome)).sum()
        };
        let points: i64 = p.games.iter().map(|g| hundredths(g.outcome)).sum();
        let sb: i64 = p
            .games
            .iter()
            .filter_map(|g| g.opponent.map(|o| hundredths(g.outcome) * score(o) / 100))
            .sum();
        let wins = p.games.iter().filter(|g| hundredths(g.outcome) == 100).count() as i64;
        assert_eq!(row.points.0, points, "{}", p.name);
        assert_eq!(row.values[2].map(|v| v.0), Some(sb), "SB of {}", p.name);
        assert_eq!(row.values[3].map(|v| v.0), Some(wins * 100), "WIN of {}", p.name);
        if four.contains(&row.start) {
            let de: i64 = p
                .games
                .iter()
                .filter(|g| g.opponent.is_some_and(|o| four.contains(&o)))
                .map(|g| hundredths(g.outcome))
                .sum();
            assert_eq!(row.values[0].map(|v| v.0), Some(de), "DE of {}", p.name);
        }
    }
}

fn hundredths(o: reglament::results::Outcome) -> i64 {
    use reglament::results::Outcome::*;
    match o {
        Win | ForfeitWin | FullBye | PairingBye => 100,
        Draw | HalfBye => 50,
        _ => 0,
    }
}

#[test]
fn seed_000_with_the_regulation_ratings_tpr_moves_but_the_order_does_not() {
    // The faithful regulation lists Andreeva, Bednikova and Stefanova at "2021" (the publishing
    // site's year rewrite). Scored with those ratings, every TPR that involves them changes, but
    // the four on 7½ are separated by DE and KS before TPR is reached, so the order stands.
    let reg = regulation("000-bg-women-2021.rgl");
    let (mut t, _) = games("bul_w_ch_2007_pernik_all_games.pgn", Some(&reg));
    let with_game_ratings = regulation_standings(&reg, &t, &RegulationOptions::default());
    let listed = reg.players.as_ref().map(|p| p.list.clone()).unwrap_or_default();
    for p in &listed {
        t.players[p.number.value as usize - 1].rating = p.rating.as_ref().map(|r| r.value);
    }
    let with_listed = regulation_standings(&reg, &t, &RegulationOptions::default());
    println!("TPR with the regulation's ratings:\n{}", render_text(&with_listed, Lang::En));
    let order = |s: &reglament::score::regulation::RegulationStandings| -> Vec<u32> {
        s.standings.rows.iter().map(|r| r.start).collect()
    };
    assert_eq!(order(&with_game_ratings), order(&with_listed));
    let changed = with_game_ratings
        .standings
        .rows
        .iter()
        .filter(|r| with_listed.standings.value(r.start, 4) != r.values[4])
        .count();
    assert!(changed >= 9, "TPR of everyone who met the three players changes ({changed})");
    // The corrected regulation has the game ratings: same result as the games' ratings.
    let corrected = regulation("000-bg-women-2021.corrected.rgl");
    let (t2, codes) = games("bul_w_ch_2007_pernik_all_games.pgn", Some(&corrected));
    assert!(codes.is_empty(), "{codes:?}");
    let s2 = regulation_standings(&corrected, &t2, &RegulationOptions::default());
    assert!(!s2.diagnostics.iter().any(|d| d.code == "S106"), "corrected dates are 2007");
    assert_eq!(s2.standings.rows, with_game_ratings.standings.rows);
}

#[test]
fn seed_003_muzychuk_zhukova_gritsayeva() {
    let reg = regulation("003-uk-women-2013.rgl");
    let (t, codes) = games("ukr_w_ch_2013_kyiv_all_games.pgn", Some(&reg));
    assert!(codes.is_empty(), "{codes:?}");
    assert_eq!(t.players.len(), 10);
    assert!(t.is_round_robin());
    let s = regulation_standings(&reg, &t, &RegulationOptions::default());
    println!("{}", render_text(&s, Lang::En));
    for d in &s.diagnostics {
        println!("{}[{}]: {} {:?}", d.severity.as_str(), d.code, d.message, d.notes);
    }
    assert_eq!(s.labels, ["SB", "DE", "WIN"]);
    let at = |rank: u32| {
        s.standings
            .rows
            .iter()
            .find(|r| r.rank == rank && r.rank_to == rank)
            .map(|r| r.name.clone())
    };
    assert_eq!(at(1).as_deref(), Some("Muzychuk,M"));
    assert_eq!(at(2).as_deref(), Some("Zhukova,N"));
    assert_eq!(at(3).as_deref(), Some("Gritsayeva,O"));
    // "1.5 points clear" (ChessBase, 28 June 2013).
    let (first, second) = (&s.standings.rows[0], &s.standings.rows[1]);
    assert_eq!(first.points.0 - second.points.0, 150);
}

/// The committed results files hold exactly the games of the PGN they were made from.
fn results_file_matches_pgn(rgr: &str, pgn: &str, reg_name: &str) {
    let reg = regulation(reg_name);
    let path = format!("{ROOT}/results/{rgr}");
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let file = SourceFile::new(&path, text, "UTF-8");
    let link = reglament::results::results_file::regulation_reference(&file);
    // The header names the corrected regulation (the one `build` publishes the bulletin under);
    // the games are read here under the faithful one, whose list they must fit too.
    let corrected = reg_name.replace(".rgl", ".corrected.rgl");
    assert_eq!(link, Some(format!("../regulations/{corrected}")));
    let r = read_results(&file, Some(&reg));
    // Under the faithful regulation: its three ratings that read "2021" (T111) and the club it
    // prints "Lokomotiv 2021" four times (T117); nothing else.
    assert!(
        r.diagnostics.iter().all(|d| d.code == "T111" || d.code == "T117"),
        "{:?}",
        r.diagnostics.iter().map(|d| &d.message).collect::<Vec<_>>()
    );
    // Under the corrected one the results file agrees with the list on every player.
    let corrected_reg = regulation(&corrected);
    let clean = read_results(&file, Some(&corrected_reg));
    assert!(clean.diagnostics.is_empty(), "{:?}", clean.diagnostics);
    let (from_pgn, _) = games(pgn, Some(&reg));
    // The same players (numbers, ratings) with the same games, round by round.
    let essentials = |t: &reglament::results::Tournament| -> Vec<_> {
        t.players.iter().map(|p| (p.start, p.rating, p.games.clone())).collect()
    };
    assert_eq!(essentials(&r.tournament), essentials(&from_pgn));
    assert_eq!(r.tournament.rounds, from_pgn.rounds);
    assert_eq!(r.tournament.start_date, from_pgn.start_date);
    let a = regulation_standings(&reg, &r.tournament, &RegulationOptions::default());
    let b = regulation_standings(&reg, &from_pgn, &RegulationOptions::default());
    // The same ranks and values (the names are the results file's full ones).
    let ranked = |s: &reglament::score::Standings| -> Vec<_> {
        s.rows.iter().map(|r| (r.start, r.points, r.rank, r.values.clone())).collect()
    };
    assert_eq!(ranked(&a.standings), ranked(&b.standings));
    // Writing the file again gives the same games.
    let again = write_results(&r.tournament, None, &[]);
    let reread = read_results(&SourceFile::new("again.rgr", again, "UTF-8"), None);
    assert_eq!(reread.tournament.players, r.tournament.players);
}

#[test]
fn results_files_of_seeds_000_and_003_hold_the_real_games() {
    results_file_matches_pgn(
        "000-bul-w-ch-2007.rgr",
        "bul_w_ch_2007_pernik_all_games.pgn",
        "000-bg-women-2021.rgl",
    );
    results_file_matches_pgn(
        "003-ukr-w-ch-2013.rgr",
        "ukr_w_ch_2013_kyiv_all_games.pgn",
        "003-uk-women-2013.rgl",
    );
}

#[test]
fn seed_003_play_off_is_described_from_its_stages() {
    use reglament::model::TieResolution;
    use reglament::score::regulation::{decision_for, TieDecision};
    let reg = regulation("003-uk-women-2013.rgl");
    let ranking = reg.ranking.clone().unwrap_or_default();
    let when: Vec<TieResolution> = ranking.when_tied.iter().map(|w| w.value.clone()).collect();
    let starts = ranking.playoff_start_minutes.as_ref().map(|m| m.value);
    // Section 4 of the regulation: two players play two games at 10 min + 10 s, then until the
    // first win at 3 min + 2 s; three or more play round robins at 10 + 10, then 3 + 2.
    let two = decision_for(&when, &ranking.playoff, starts, 2);
    let TieDecision::Playoff { stages, starts_after_minutes } = &two else {
        panic!("a play-off: {two:?}")
    };
    assert_eq!(*starts_after_minutes, Some(30));
    let words: Vec<String> =
        stages.iter().map(|s| reglament::render::i18n::playoff_stage(s, Lang::En)).collect();
    assert_eq!(words, ["2 games at 10 min + 10 s", "games until the first win at 3 min + 2 s"]);
    let three = decision_for(&when, &ranking.playoff, starts, 3);
    assert_eq!(
        reglament::render::i18n::tie_decision(&three, Lang::En),
        "play-off (30 min after the last round): a round robin at 10 min + 10 s; then a round \
         robin at 3 min + 2 s"
    );
    // The same decision in the regulation's own language, as the bulletin prints it.
    assert_eq!(
        reglament::render::i18n::tie_decision(&three, Lang::Uk),
        "плей-офф (30 хв після останнього туру): коловий турнір, 10 хв + 10 с; \
         потім коловий турнір, 3 хв + 2 с"
    );
}

/// Every game of the event, as (White's table number, Black's table number) under `lots`, is
/// exactly the pairing the Berger table (C.05 Annex 1) gives for its round.
fn follows_berger(t: &Tournament, lots: &[u32]) {
    use reglament::results::Color;
    let n = t.players.len() as u32;
    for round in 1..=t.rounds {
        let mut played: Vec<(u32, u32)> = t
            .players
            .iter()
            .flat_map(|p| {
                p.games
                    .iter()
                    .filter(|g| g.round == round && g.color == Some(Color::White))
                    .filter_map(|g| {
                        let o = g.opponent?;
                        Some((lots[p.start as usize - 1], lots[o as usize - 1]))
                    })
            })
            .collect();
        played.sort_unstable();
        let mut table = reglament::vocab::berger::berger_round(n, round);
        table.sort_unstable();
        assert_eq!(played, table, "round {round}");
    }
}

#[test]
fn both_real_events_followed_the_berger_table_under_some_draw() {
    use reglament::score::regulation::{apply_regulation, infer_lots};
    for (reg_name, pgn) in [
        ("000-bg-women-2021.rgl", "bul_w_ch_2007_pernik_all_games.pgn"),
        ("003-uk-women-2013.rgl", "ukr_w_ch_2013_kyiv_all_games.pgn"),
    ] {
        let reg = regulation(reg_name);
        let (t, _) = games(pgn, Some(&reg));
        let t = apply_regulation(&reg, &t);
        let lots = infer_lots(&t).unwrap_or_else(|| panic!("{pgn}: no Berger numbering fits"));
        println!("{pgn}: drawn numbers that fit (start → table): {lots:?}");
        follows_berger(&t, &lots);
        // Moving one game to another round breaks the fit.
        let mut moved = t.clone();
        for p in &mut moved.players {
            for g in &mut p.games {
                g.round = match g.round {
                    1 => 2,
                    2 => 1,
                    r => r,
                };
            }
        }
        let found = reglament::results::round_robin::check_against_schedule(&moved, &lots);
        assert!(found.iter().any(|d| d.code == "T042"), "{pgn}: rounds 1 and 2 swapped");
        let swapped = infer_lots(&moved);
        if let Some(l) = &swapped {
            // A numbering may still fit (the table has symmetries), but then not the same one.
            assert_ne!(l, &lots, "{pgn}");
        }
    }
}
