//! TRF reader and writers on the real files of `tests/data/trf` (see its SOURCES.md) and on
//! small fixtures with known problems.

use reglament::diagnostic::{Diagnostic, Severity};
use reglament::results::trf::{
    computed_points, read_trf, read_trf_bytes, write_trf16, write_trf26,
};
use reglament::results::{Color, MatchForfeit, Outcome, Pairing, Tournament};
use reglament::source::SourceFile;
use reglament::vocab::points::Points;

const DATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/trf/");

fn read(name: &str) -> (Tournament, Vec<Diagnostic>) {
    let path = format!("{DATA}{name}");
    let bytes = std::fs::read(&path).unwrap_or_else(|e| panic!("cannot read {path}: {e}"));
    read_trf_bytes(name, &bytes)
}

fn read_text(text: &str) -> (Tournament, Vec<Diagnostic>) {
    read_trf(&SourceFile::new("fixture.trf", text, "UTF-8"))
}

/// How many times `code` was found: the findings kept in full, plus those the last one kept
/// counts in its note ("… and 12 more like this").
fn count(diagnostics: &[Diagnostic], code: &str) -> usize {
    let kept = diagnostics.iter().filter(|d| d.code == code);
    let more: usize = kept
        .clone()
        .flat_map(|d| d.notes.iter())
        .filter_map(|n| {
            n.strip_prefix("… and ")?.split(' ').next()?.replace(',', "").parse::<usize>().ok()
        })
        .sum();
    kept.count() + more
}

fn errors(diagnostics: &[Diagnostic]) -> Vec<&Diagnostic> {
    diagnostics.iter().filter(|d| d.severity == Severity::Error).collect()
}

fn all_files() -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(DATA)
        .expect("tests/data/trf exists")
        .filter_map(|e| e.ok())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".trf"))
        .collect();
    names.sort();
    names
}

#[test]
fn every_real_file_reads_without_errors_and_totals_add_up() {
    let files = all_files();
    assert_eq!(files.len(), 26, "the data folder has 26 TRF files");
    for name in &files {
        let (t, diagnostics) = read(name);
        assert!(errors(&diagnostics).is_empty(), "{name}: {:?}", errors(&diagnostics));
        assert!(!t.players.is_empty(), "{name}");
        for (i, p) in t.players.iter().enumerate() {
            assert_eq!(p.start as usize, i + 1, "{name}");
            // After reading (with undeclared byes repaired) every declared total is the sum of
            // the round results.
            if let Some(declared) = p.declared_points {
                assert_eq!(declared, computed_points(p, &t.points), "{name} player {}", p.start);
            }
            assert!(p.games.windows(2).all(|w| w[0].round < w[1].round), "{name}");
        }
        assert_eq!(count(&diagnostics, "T014"), 0, "{name}");
    }
}

#[test]
fn kurt_richter_2023_players_rounds_and_points() {
    let (t, d) = read("swiss_kurt_richter_turnier_berlin_2023_86p_7r_ranks_BH_SB_from_html.trf");
    assert_eq!(t.players.len(), 86);
    assert_eq!(t.rounds, 7);
    assert_eq!(t.pairing, Pairing::Swiss);
    assert_eq!(t.city, "Berlin");
    let strache = &t.players[0];
    assert_eq!(strache.name, "Strache,Michael");
    assert_eq!(strache.rating, Some(2242));
    assert_eq!(strache.declared_points, Some(Points::whole(5)));
    assert_eq!(strache.declared_rank, Some(6));
    assert_eq!(strache.games[0].opponent, Some(42));
    assert_eq!(strache.games[0].color, Some(Color::White));
    assert_eq!(strache.games[0].outcome, Outcome::Win);
    // Non-ASCII name read by characters: the columns after it are not shifted.
    let p2 = &t.players[1];
    assert_eq!(p2.name, "Brustkern,Jürgen");
    assert_eq!(p2.rating, Some(2148));
    assert_eq!(p2.games[4].outcome, Outcome::ZeroBye);
    // 28 absent rounds are written `0000 - Z` (SOURCES.md).
    let absences: usize =
        t.players.iter().flat_map(|p| &p.games).filter(|g| g.outcome == Outcome::ZeroBye).count();
    assert_eq!(absences, 28);
    assert!(d.iter().all(|d| d.severity == Severity::Note || d.code == "T004"), "{d:?}");
}

#[test]
fn womens_world_rapid_2024_winner() {
    let (t, _) = read("swiss_fide_womens_world_rapid_2024_110p_11r_from_pgn.trf");
    assert_eq!(t.players.len(), 110);
    assert_eq!(t.rounds, 11);
    let humpy = t.players.iter().find(|p| p.name == "Koneru, Humpy").expect("Humpy");
    assert_eq!(humpy.declared_points, Some(Points::halves(17)));
    assert_eq!(humpy.title, "g");
    assert_eq!(humpy.sex, "w");
    assert_eq!(humpy.fide_id, Some(5008123));
    assert!(t
        .players
        .iter()
        .all(|p| p.games.len() == 11 && p.games.iter().all(|g| g.outcome.is_played())));
}

#[test]
fn uzchess_cup_is_a_round_robin_from_its_092_text() {
    let (t, _) = read("rr_uzchess_cup_masters_2025_10p_9r_from_pgn.trf");
    assert_eq!(t.pairing, Pairing::RoundRobin);
    assert_eq!((t.players.len(), t.rounds), (10, 9));
    assert!(t.is_round_robin());
}

#[test]
fn bunratty_masters_undeclared_half_point_byes_and_ranks() {
    let name = "swiss_bunratty_masters_2011_IRL_34p_6r_ranks.trf";
    let (t, d) = read(name);
    assert_eq!((t.players.len(), t.rounds), (34, 6));
    assert_eq!(count(&d, "T003"), 1, "CRLF reported once");
    assert_eq!(count(&d, "T004"), 1, "trailing blanks reported once");
    assert_eq!(count(&d, "T015"), 6);
    let short = &t.players[0];
    assert_eq!(short.name, "Short, Nigel");
    assert_eq!(short.title, "GM");
    assert_eq!(short.declared_rank, Some(5));
    assert_eq!(short.declared_points, Some(Points::whole(4)));
    let murray = &t.players[23];
    assert_eq!((murray.name.as_str(), murray.declared_rank), ("Murray, David", Some(34)));
    assert_eq!(murray.declared_points, Some(Points::HALF));
    // Player 16 (O'Connor, rank 25) has an undeclared half-point bye in round 4.
    let oconnor = &t.players[15];
    assert_eq!(oconnor.declared_rank, Some(25));
    let r4 = oconnor.games.iter().find(|g| g.round == 4).expect("round 4");
    assert_eq!(r4.outcome, Outcome::HalfBye);
    let warning =
        d.iter().find(|d| d.code == "T015" && d.message.contains("player 16")).expect("T015");
    assert!(warning.primary_span().is_some());
    assert_eq!(t.start_date.map(|d| d.to_string()), Some("2011-02-25".to_string()));
}

#[test]
fn galway_major_full_point_bye_without_letter() {
    let (t, d) = read("swiss_galway_major_2011_IRL_59p_6r_ranks.trf");
    assert_eq!(t.players.len(), 59);
    // Player 44 declares 1.5 with one draw and an empty round 5.
    let p44 = &t.players[43];
    assert_eq!(p44.declared_points, Some(Points::halves(3)));
    assert_eq!(p44.games.iter().find(|g| g.round == 5).map(|g| g.outcome), Some(Outcome::FullBye));
    assert!(count(&d, "T029") >= 1);
}

#[test]
fn irish_latin1_files_are_decoded_with_a_warning() {
    let (t, d) = read("swiss_irish_intermediate_champs_2011_21p_5r_ranks.trf");
    assert_eq!(count(&d, "T002"), 1);
    assert_eq!(t.players[19].name, "Morgan, Mícheál");
    assert_eq!(t.players.len(), 21);
    let (t, d) = read("swiss_irish_junior_champs_2011_34p_5r_ranks.trf");
    assert_eq!(count(&d, "T002"), 1);
    assert_eq!(t.players[26].name, "Ó Muireagáin, Colm");
    assert_eq!(t.players[28].name, "Ní Mhuireagáin, Eibhia");
    assert_eq!(t.players[28].sex, "w");
}

#[test]
fn karl_mala_spielfrei_dummy_is_removed() {
    let (t, d) = read("swiss_karl_mala_gedenkturnier_frankfurt_2005_284p_7r_ranks.trf");
    assert_eq!(t.players.len(), 283, "284 lines minus the spielfrei dummy");
    assert_eq!(count(&d, "T017"), 1);
    assert_eq!(t.players[0].name, "Vasquez,Rodrigo");
    assert_eq!(t.players[0].birth, "1969.12.06");
    assert_eq!(t.start_date.map(|d| d.to_string()), Some("2005-07-28".to_string()));
    // A forfeit with colour `-`: player 278 round 4 `121 - +`.
    let g = t.players[277].games[3];
    assert_eq!((g.opponent, g.color, g.outcome), (Some(121), None, Outcome::ForfeitWin));
    let ranked = t.players.iter().filter(|p| p.declared_rank.is_some()).count();
    assert_eq!(ranked, 276);
}

/// The T017 fixture cut to its dummy line (two player lines lost, as the round-trip property
/// found by joining them into an unknown record): nothing is left to score, which is T001, not
/// a tournament of two missing start numbers.
#[test]
fn a_file_whose_only_player_is_the_dummy_has_no_players() {
    let fixture = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/codes/T017.trf");
    let text = std::fs::read_to_string(fixture).expect("readable");
    let cut: String = text
        .lines()
        .filter(|l| !l.starts_with("001") || l.contains("spielfrei"))
        .map(|l| format!("{l}\n"))
        .collect();
    let (t, d) = read_text(&cut);
    assert_eq!(count(&d, "T017"), 1);
    assert_eq!(count(&d, "T001"), 1);
    assert!(t.players.iter().all(|p| p.missing));
}

#[test]
fn cork_major_bye_written_as_draw_and_gap_in_start_numbers() {
    let (t, d) = read("swiss_cork_major_2018_IRL_23p_6r_ranks_swissmaster.trf");
    // 23 players numbered 1–21, 23, 24: number 22 is kept as a gap, with no games and no row.
    assert_eq!(t.players.len(), 24);
    assert!(t.players[21].missing && t.players[21].games.is_empty());
    assert_eq!(t.listed().count(), 23);
    assert_eq!(count(&d, "T009"), 1);
    // Condon's round 4 is `      - =`: a half-point bye.
    let g = t.players[0].games[3];
    assert_eq!((g.opponent, g.outcome), (None, Outcome::HalfBye));
    assert!(count(&d, "T016") >= 1);
    // `N0002` is not a FIDE ID.
    assert_eq!(t.players[23].fide_id, None);
    assert!(count(&d, "T007") >= 1);
}

#[test]
fn lichess_bullet_absences() {
    let (t, _) = read("swiss_lichess_bullet_2020_112p_21r_noranks.trf");
    assert_eq!((t.players.len(), t.rounds), (112, 21));
    assert_eq!(t.players[0].declared_points, Some(Points::halves(29)));
    assert!(t.players.iter().all(|p| p.declared_rank.is_none()));
    // Withdrawals are written as a forfeit loss without an opponent.
    let g = t.players[1].games[12];
    assert_eq!((g.opponent, g.outcome), (None, Outcome::ForfeitLoss));
    assert_eq!(
        t.start_date.map(|d| d.to_string()),
        Some("2020-05-10".to_string()),
        "`May 10, 2020`"
    );
}

#[test]
fn donostia_mid_tournament_file() {
    let (t, _) = read("swiss_open_gros_donostia_2010_52p_r4of9_ranks.trf");
    assert_eq!(t.players.len(), 52);
    assert_eq!(t.rounds, 9, "XXR 9 although only 4 rounds were played");
    let p43 = &t.players[42];
    assert_eq!(p43.games.last().map(|g| (g.round, g.outcome)), Some((5, Outcome::HalfBye)));
}

#[test]
fn grandmommys_cup_trf26_teams_and_records() {
    let (t, d) = read("team_swiss_grandmommys_cup_FIDE_TEC_sample_TRF26_50teams_14r.trf");
    assert_eq!((t.players.len(), t.rounds), (249, 14));
    assert_eq!(t.teams.len(), 50);
    assert_eq!(t.declared_tiebreaks, ["EDET/P", "EMGSB/C1/P", "BH:MP/C1/P", "MPvGP"]);
    assert_eq!(t.pairing_code, "FIDE_TEAM_BAKU");
    assert_eq!(t.pairing, Pairing::Swiss);
    assert_eq!(t.match_points.win, Points::whole(2));
    assert_eq!(t.match_points.draw, Points::ONE);
    let india = &t.teams[0];
    assert_eq!((india.number, india.name.as_str(), india.nickname.as_str()), (1, "India", "IND"));
    assert_eq!(india.players, [1, 5, 15, 28, 44]);
    assert_eq!(india.declared_match_points, Some(Points::whole(15)));
    assert_eq!(india.declared_game_points, Some(Points::whole(28)));
    assert_eq!(india.declared_rank, Some(11));
    assert_eq!(t.teams[31].players, [45, 42, 234, 114], "Indonesia has four players");
    assert_eq!(t.forfeited_matches.len(), 22);
    assert_eq!(t.forfeited_matches[0].result, MatchForfeit::FirstWins);
    assert_eq!((t.forfeited_matches[2].first, t.forfeited_matches[2].second), (24, 2));
    assert_eq!(t.forfeited_matches[2].result, MatchForfeit::Both);
    assert_eq!(t.declared_byes.len(), 18);
    assert_eq!(t.declared_byes[0].kind, Outcome::FullBye);
    assert_eq!(t.declared_byes[0].ids, [3]);
    let pab = t.team_pab.as_ref().expect("320");
    assert_eq!(pab.match_points, Some(Points::ONE));
    assert_eq!(pab.game_points, Some(Points::whole(2)));
    assert_eq!(&pab.teams[..3], &[(3, 50), (4, 49), (6, 46)]);
    assert_eq!(t.start_date.map(|d| d.to_string()), Some("2024-01-01".to_string()));
    assert_eq!(t.round_dates.len(), 14);
    assert_eq!(t.round_dates[0], "24/01/01");
    assert_eq!(t.deputy_arbiters.len(), 2);
    // 801/802/250/260/299/152/222/352 records are kept verbatim for TRF26 output.
    assert_eq!(t.other_records.iter().filter(|r| r.starts_with("801")).count(), 50);
    assert!(t.other_records.iter().any(|r| r == "352 WBWB"));
    assert!(errors(&d).is_empty());
    check_team_matches(&t);
    // Round 1: 24 played matches plus the full-point bye of team 3 and the half-point bye of 39.
    let round1: Vec<_> = t.team_matches.iter().filter(|m| m.round == 1).collect();
    assert_eq!(round1.iter().filter(|m| m.away.is_some()).count(), 24);
    assert!(round1.iter().any(|m| m.home == 3 && m.away.is_none()));
    // The `300 1 5 17 14 0 29 39` lineup: team 5's board 2 is empty.
    let m = round1.iter().find(|m| m.home == 5 || m.away == Some(5)).expect("team 5 plays");
    let five_on_board_2 =
        if m.home == 5 { m.boards[1].home_player } else { m.boards[1].away_player };
    assert_eq!(five_on_board_2, None);
    // Round 4: team 23 wins against 33 by forfeit on four boards.
    let f = t.team_matches.iter().find(|m| m.round == 4 && m.home == 23).expect("330 match");
    assert_eq!(f.away, Some(33));
    assert_eq!(f.boards.len(), 4);
    assert!(f
        .boards
        .iter()
        .all(|b| b.home_outcome == Outcome::ForfeitWin && b.away_player.is_none()));
}

#[test]
fn grandmommys_cup_draft_variant_gives_the_same_teams() {
    let (a, _) = read("team_swiss_grandmommys_cup_FIDE_TEC_sample_TRF26_50teams_14r.trf");
    let (b, d) = read("team_swiss_grandmommys_cup_FIDE_TEC_sample_trf2025draft_variant.trf");
    assert_eq!(b.teams.len(), 50);
    assert_eq!(b.declared_tiebreaks, a.declared_tiebreaks);
    for (x, y) in a.teams.iter().zip(&b.teams) {
        assert_eq!((x.number, &x.name, &x.players), (y.number, &y.name, &y.players));
        assert_eq!(x.declared_match_points, y.declared_match_points, "integer MP in the draft");
    }
    assert_eq!(b.match_points.win, Points::whole(2), "`362 TW 2` without decimals");
    assert!(count(&d, "T005") >= 15, "the IND national rating lines are noted");
    assert!(errors(&d).is_empty());
    check_team_matches(&b);
}

#[test]
fn armstrong_cup_013_team_lines() {
    let (t, d) = read("teamleague_armstrong_cup_2010_11_LCU_160p_12teams_11r_013lines_noranks.trf");
    assert_eq!((t.players.len(), t.rounds), (160, 11));
    assert_eq!(t.teams.len(), 12);
    assert_eq!(t.teams[0].name, "Bray / Greystones");
    assert_eq!(t.teams[0].players, (47..=57).collect::<Vec<u32>>());
    assert_eq!(t.teams[1].name, "Dublin");
    assert_eq!(t.teams[1].players.len(), 21);
    assert_eq!(t.teams[10].name, "Rathmines B");
    assert_eq!(t.teams[10].players[0], 1);
    let members: usize = t.teams.iter().map(|x| x.players.len()).sum();
    assert_eq!(members, 160, "every player is in one team");
    assert!(errors(&d).is_empty());
    // A 12-team all-play-all over 11 rounds: 6 matches a round, each pair once.
    assert_eq!(t.team_matches.len(), 66);
    let mut pairs: Vec<(u32, u32)> = t
        .team_matches
        .iter()
        .map(|m| {
            let away = m.away.expect("no byes");
            (m.home.min(away), m.home.max(away))
        })
        .collect();
    pairs.sort();
    pairs.dedup();
    assert_eq!(pairs.len(), 66);
    check_team_matches(&t);
    assert_eq!(count(&d, "T026"), 0);
}

/// Every board with two players is a game between them, the home player's outcome is the one in
/// their own line, and no team plays twice in a round.
fn check_team_matches(t: &Tournament) {
    for m in &t.team_matches {
        for b in &m.boards {
            if let (Some(h), Some(a)) = (b.home_player, b.away_player) {
                let g = t.players[h as usize - 1]
                    .games
                    .iter()
                    .find(|g| g.round == m.round)
                    .expect("game");
                assert_eq!(g.opponent, Some(a), "round {} board {}", m.round, b.board);
                assert_eq!(g.outcome, b.home_outcome);
            }
        }
        if let (Some(first), Some(away)) = (m.boards.first(), m.away) {
            if let Some(h) = first.home_player {
                let g = t.players[h as usize - 1].games.iter().find(|g| g.round == m.round);
                if let Some(c) = g.and_then(|g| g.color) {
                    assert_eq!(c, Color::White, "home has White on board 1 ({} v {away})", m.home);
                }
            }
        }
    }
    for r in 1..=t.rounds {
        let mut seen: Vec<u32> = t
            .team_matches
            .iter()
            .filter(|m| m.round == r)
            .flat_map(|m| std::iter::once(m.home).chain(m.away))
            .collect();
        let n = seen.len();
        seen.sort();
        seen.dedup();
        assert_eq!(seen.len(), n, "a team plays twice in round {r}");
    }
}

// ---------------------------------------------------------------------------------------------
// Fixtures with known problems.

const TWO_PLAYERS: &str = "\
012 Fixture
XXR 2
001    1 m    One, Player                       2000 BUL    12345678 1990/01/01  1.5    1     2 w 1  0000 - H
001    2 w    Two, Player                       1900 UKR             1991/01/01  1.0    2     1 b 0  0000 - F
";

#[test]
fn clean_fixture_reads_exactly() {
    let (t, d) = read_text(TWO_PLAYERS);
    assert!(d.is_empty(), "{d:?}");
    assert_eq!(t.players[0].fide_id, Some(12345678));
    assert_eq!(t.players[1].fide_id, None);
    assert_eq!(t.players[0].games[1].outcome, Outcome::HalfBye);
    assert_eq!(t.players[1].games[1].outcome, Outcome::FullBye);
}

#[test]
fn games_whose_sides_disagree_are_errors() {
    let text = TWO_PLAYERS.replace("     1 b 0  0000 - F", "     1 w 0  0000 - F");
    let (_, d) = read_text(&text);
    let e = d.iter().find(|d| d.code == "T013").expect("colours clash");
    assert_eq!(e.severity, Severity::Error);
    assert!(e.message.contains("both have White"), "{}", e.message);
    assert_eq!(e.labels.len(), 2, "both sides are pointed at");
    let text = TWO_PLAYERS.replace("     1 b 0  0000 - F", "     1 b =  0000 - F");
    let (_, d) = read_text(&text);
    assert!(d.iter().any(|d| d.code == "T013" && d.message.contains("do not fit")));
}

#[test]
fn opponent_out_of_range_is_an_error_with_its_columns() {
    let text = TWO_PLAYERS.replace("     2 w 1  0000 - H", "     7 w 1  0000 - H");
    let file = SourceFile::new("fixture.trf", text.clone(), "UTF-8");
    let (t, d) = read_trf(&file);
    let e = d.iter().find(|d| d.code == "T012").expect("T012");
    assert_eq!(e.severity, Severity::Error);
    let span = e.primary_span().expect("span");
    let (line, column) = file.line_col(span.start);
    assert_eq!((line, column), (3, 92), "the round-1 block of player 1");
    assert_eq!(t.players[0].games[0].opponent, None);
}

#[test]
fn declared_points_that_disagree_are_a_warning() {
    let text = TWO_PLAYERS.replace("1991/01/01  1.0", "1991/01/01  2.0");
    let (_, d) = read_text(&text);
    let w = d.iter().find(|d| d.code == "T014").expect("T014");
    assert_eq!(w.severity, Severity::Warning);
    assert!(w.message.contains("declares 2 points") && w.message.contains("add up to 1"));
}

#[test]
fn bad_codes_and_colours_are_errors() {
    let text = TWO_PLAYERS.replace("0000 - H", "0000 - Q").replace("     2 w 1", "     2 x 1");
    let (_, d) = read_text(&text);
    assert_eq!(count(&d, "T010"), 1);
    assert_eq!(count(&d, "T011"), 1);
}

#[test]
fn crlf_trailing_blanks_and_unknown_records_are_reported_once() {
    let text = TWO_PLAYERS.replace('\n', "   \r\n") + "ZZZ something\r\n";
    let (t, d) = read_text(&text);
    assert_eq!(t.players.len(), 2);
    assert_eq!(count(&d, "T003"), 1);
    assert_eq!(count(&d, "T004"), 1);
    let note = d.iter().find(|d| d.code == "T005").expect("T005");
    assert_eq!(note.severity, Severity::Note);
}

#[test]
fn nothing_usable_is_an_error() {
    let (t, d) = read_text("this is not a TRF file\n");
    assert!(t.players.is_empty());
    assert_eq!(count(&d, "T001"), 1);
    // An empty file goes no further than the decode stage, as every input does.
    let (_, d) = read_trf_bytes("empty.trf", b"");
    assert_eq!(count(&d, "D002"), 1);
}

#[test]
fn round_robin_is_recognised_from_192_and_092() {
    for (record, expected) in [
        ("192 BERGER_ROUNDROBIN", Pairing::RoundRobin),
        ("192 FIDE_DOUBLEROUNDROBIN", Pairing::DoubleRoundRobin),
        ("192 FIDE_DUTCH_2025", Pairing::Swiss),
        ("092 Individual: Round robin", Pairing::RoundRobin),
        ("092 Rundenturnier", Pairing::RoundRobin),
        ("092 Double round robin (Berger)", Pairing::DoubleRoundRobin),
        ("092 Individual: Swiss-System", Pairing::Swiss),
    ] {
        let (t, _) = read_text(&format!("{record}\n{TWO_PLAYERS}"));
        assert_eq!(t.pairing, expected, "{record}");
    }
}

#[test]
fn point_systems_are_read() {
    let (t, d) = read_text(&format!(
        "XXS W=3 D=1 L=0\n{}",
        TWO_PLAYERS.replace(" 1.5 ", " 4.0 ").replace(" 1.0 ", " 3.0 ")
    ));
    assert_eq!(t.points.win, Points::whole(3));
    assert_eq!(t.points.draw, Points::ONE);
    assert_eq!(count(&d, "T014"), 0, "{d:?}");
    let (t, _) = read_text(&format!("162  W 3.0    D 1.0    L 0.0\n{TWO_PLAYERS}"));
    assert_eq!(t.points.win, Points::whole(3));
    // A value as wide as its columns (7–10) leaves no blank after the symbol: `W11.5`, and in
    // the team record `TW10.0`, as the writer writes them (found by the round-trip property).
    let (t, d) = read_text(&format!(
        "162  W11.5     D 1.0     L 0.0\n362 TW10.0   TD 5.0   TL 0.0\n{TWO_PLAYERS}"
    ));
    assert_eq!(count(&d, "T027"), 0, "{d:?}");
    assert_eq!((t.points.win, t.points.draw), (Points::halves(23), Points::ONE));
    assert_eq!((t.match_points.win, t.match_points.draw), (Points::whole(10), Points::whole(5)));
    let written = write_trf26(&t);
    assert!(written.contains("\n162  W11.5     D 1.0     L 0.0\n"), "{written}");
    let (again, d) = read_text(&written);
    assert_eq!(count(&d, "T027"), 0, "{d:?}");
    assert_eq!((again.points, again.match_points), (t.points, t.match_points));
    // A symbol the record does not have is still reported, glued or not.
    let (_, d) = read_text(&format!("362 TQ10.0   TD 5.0\n{TWO_PLAYERS}"));
    assert_eq!(count(&d, "T027"), 1);
}

// ---------------------------------------------------------------------------------------------
// Round trips: read → write → read gives the same tournament, up to the normalisations
// documented in `src/results/trf/write.rs`.

/// Both formats: a player without declared points gets the computed total.
fn fill_declared_points(t: &mut Tournament) {
    let system = t.points;
    for p in t.players.iter_mut().filter(|p| !p.missing) {
        if p.declared_points.is_none() {
            p.declared_points = Some(computed_points(p, &system));
        }
    }
}

/// TRF16 has no place for the TRF26-only facts.
fn without_trf26_facts(t: &Tournament) -> Tournament {
    let mut t = t.clone();
    fill_declared_points(&mut t);
    t.pairing_code.clear();
    t.declared_tiebreaks.clear();
    t.declared_standings_order.clear();
    t.match_points = Default::default();
    t.other_records.clear();
    t.abnormal_points.clear();
    t.declared_byes.clear();
    t.team_pab = None;
    t.forfeited_matches.clear();
    for team in &mut t.teams {
        team.nickname.clear();
        team.strength.clear();
        team.declared_match_points = None;
        team.declared_game_points = None;
        team.declared_rank = None;
    }
    t.team_matches.clear();
    t
}

#[test]
fn every_real_file_round_trips_through_trf26() {
    for name in all_files() {
        let (original, _) = read(&name);
        let written = write_trf26(&original);
        let (again, diagnostics) = read_text(&written);
        assert!(errors(&diagnostics).is_empty(), "{name}: {:?}", errors(&diagnostics));
        // What we write is clean TRF: no warnings at all on reading it back, but for a gap in
        // the numbering, which is kept (start numbers are never changed).
        let gap = original.players.iter().any(|p| p.missing);
        let unexpected: Vec<_> =
            diagnostics.iter().filter(|d| !(gap && d.code == "T009")).collect();
        assert!(unexpected.is_empty(), "{name}: {unexpected:?}");
        let mut expected = original.clone();
        fill_declared_points(&mut expected);
        assert_tournaments_equal(&name, &again, &expected);
        assert_eq!(write_trf26(&again), written, "{name}: writing is stable");
    }
}

/// A pairing without a result (T020) is ignored for scoring and leaves its round without an
/// entry; when the line also declares more points than its games give, that round must not come
/// back as a bye the total needs on the next reading. Found by the round-trip property on the
/// Bunratty Major 2011 file (player 27, whose round 1 block was `     -  `, with an opponent put
/// into it).
#[test]
fn a_pairing_without_a_result_stays_out_of_the_total_through_trf26() {
    let name = "swiss_bunratty_major_2011_IRL_56p_6r_ranks.trf";
    let bytes = std::fs::read(format!("{DATA}{name}")).expect("readable");
    let text = String::from_utf8(bytes).expect("UTF-8");
    let mut lines: Vec<String> = text.split('\n').map(str::to_string).collect();
    let line = lines.iter_mut().find(|l| l.starts_with("001   27 ")).expect("player 27");
    assert_eq!(&line[91..99], "     -  ", "round 1 of player 27 as the file has it");
    line.replace_range(91..99, "   1 b  ");
    let (t, d) = read_text(&lines.join("\n"));
    assert_eq!(count(&d, "T020"), 1);
    let p27 = &t.players[26];
    assert_eq!(p27.declared_points, Some(Points::whole(3)));
    assert_eq!(computed_points(p27, &t.points), Points::halves(5));
    assert!(p27.games.iter().all(|g| g.round != 1), "the pairing is ignored");
    let once = write_trf26(&t);
    let line = once.lines().find(|l| l.starts_with("001   27 ")).expect("player 27");
    assert_eq!(&line[91..99], "0000 - Z", "written as the absence it is scored as");
    let (again, d) = read_text(&once);
    assert_eq!(count(&d, "T015"), 0, "no bye read into the round");
    assert_eq!(computed_points(&again.players[26], &again.points), Points::halves(5));
    assert_eq!(write_trf26(&again), once);
}

/// Two teams with one number (T034, an error): the Grandmommy's Cup with Germany (8) numbered 3
/// like Georgia. The second team is skipped, and the records naming team 8 are reported (T033).
/// Found by the round-trip property, where both teams used to be kept.
#[test]
fn two_teams_with_one_number_are_an_error() {
    let name = "team_swiss_grandmommys_cup_FIDE_TEC_sample_TRF26_50teams_14r.trf";
    let text = std::fs::read_to_string(format!("{DATA}{name}")).expect("readable");
    let renumbered = text.replacen("\n310   8 Germany", "\n310   3 Germany", 1);
    assert_ne!(renumbered, text);
    let (t, d) = read_text(&renumbered);
    assert_eq!(count(&d, "T034"), 1);
    assert!(errors(&d).iter().any(|d| d.code == "T034" && d.message.contains("same number 3")));
    assert_eq!(t.teams.len(), 49);
    assert_eq!(t.teams.iter().filter(|x| x.number == 3).count(), 1);
    assert!(count(&d, "T033") > 0);
}

/// The other records no match can use (T033), on the two-team fixture of T026 whose lineups
/// are declared: a team paired with itself, a lineup of a round without the match, and a second
/// lineup of a team in a round (the first counts). Each is ignored and the match is the one the
/// games give.
#[test]
fn a_team_against_itself_a_lineup_without_its_match_and_a_second_lineup_are_ignored() {
    let fixture = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/codes/T026.trf");
    let text = std::fs::read_to_string(fixture).expect("readable");
    let (clean, d) = read_text(&text.replace("300   1   2   1    4    2\n", ""));
    assert_eq!(count(&d, "T033"), 0);
    let itself = text.replace("300   1   2   1    4    2", "300   1   2   2    4    2");
    let (t, d) = read_text(&itself);
    assert_eq!(count(&d, "T033"), 1);
    assert!(d.iter().any(|d| d.code == "T033" && d.message.contains("pairs team 2 with itself")));
    assert_eq!(t.team_matches, clean.team_matches);
    // A lineup of round 1 moved to round 2 of a one-round event: no match took it.
    let moved = text.replace("300   1   2   1    4    2", "300   2   2   1    4    2");
    let (t, d) = read_text(&moved);
    assert_eq!(count(&d, "T033"), 1);
    assert!(d.iter().any(|d| d.code == "T033" && d.message.contains("belongs to no match")));
    assert_eq!(t.team_matches, clean.team_matches);
    let repeated = text.replace("300   1   2   1    4    2", "300   1   1   2    3    1");
    let (t, d) = read_text(&repeated);
    assert_eq!(count(&d, "T033"), 1);
    assert!(d.iter().any(|d| d.code == "T033" && d.message.contains("second one of team 1")));
    assert_eq!(t.team_matches, clean.team_matches);
}

/// Records naming a team the file does not have belong to no match (T033): in the Grandmommy's
/// Cup with team 24 renumbered 124 in its `310` record only, every `300` and `330` record naming
/// team 24 is reported and ignored, the matches of team 124 are those of team 24 except the
/// forfeited ones, and TRF26 written, read and written again is the same. Found by the
/// round-trip property.
#[test]
fn records_of_an_unknown_team_are_reported_and_trf26_is_stable() {
    let name = "team_swiss_grandmommys_cup_FIDE_TEC_sample_TRF26_50teams_14r.trf";
    let bytes = std::fs::read(format!("{DATA}{name}")).expect("readable");
    let text = String::from_utf8(bytes).expect("UTF-8");
    let (original, d) = read_text(&text);
    assert_eq!(count(&d, "T033"), 0);
    let renumbered = text.replacen("\n310  24 Vietnam", "\n310 124 Vietnam", 1);
    assert_ne!(renumbered, text);
    let (t, d) = read_text(&renumbered);
    // Team 24 named in lineups (as the team or the opponent) and forfeited matches (as either).
    let names_24 = |l: &&str, at: &[usize]| {
        let n: Vec<&str> = l.split_whitespace().collect();
        at.iter().filter(|&&k| n.get(k) == Some(&"24")).count()
    };
    let lineups: usize =
        text.lines().filter(|l| l.starts_with("300")).map(|l| names_24(&l, &[2, 3])).sum();
    let forfeits: Vec<u32> = text
        .lines()
        .filter(|l| l.starts_with("330") && names_24(l, &[3, 4]) > 0)
        .map(|l| l.split_whitespace().nth(2).and_then(|r| r.parse().ok()).expect("round"))
        .collect();
    assert_eq!((lineups, forfeits.as_slice()), (4, &[5, 6, 9, 11][..]));
    assert_eq!(count(&d, "T033"), lineups + forfeits.len());
    assert!(errors(&d).is_empty(), "{:?}", errors(&d));
    let of = |t: &Tournament, team: u32| -> Vec<(u32, u32)> {
        t.team_matches
            .iter()
            .filter(|m| m.home == team || m.away == Some(team))
            .map(|m| (m.round, if m.home == team { m.away.unwrap_or(0) } else { m.home }))
            .collect()
    };
    let mut played = of(&original, 24);
    played.retain(|(round, _)| !forfeits.contains(round));
    assert_eq!(of(&t, 124), played);
    let once = write_trf26(&t);
    let (again, d) = read_text(&once);
    // The `330` records are written as read (the lineups are written from the matches).
    assert_eq!(count(&d, "T033"), forfeits.len());
    assert_eq!(again.team_matches, t.team_matches);
    assert_eq!(write_trf26(&again), once);
}

#[test]
fn every_real_file_round_trips_through_trf16() {
    for name in all_files() {
        let (original, _) = read(&name);
        let written = write_trf16(&original);
        assert!(!written.lines().any(|l| l.starts_with("310") || l.starts_with("192")), "{name}");
        let (again, diagnostics) = read_text(&written);
        assert!(errors(&diagnostics).is_empty(), "{name}: {:?}", errors(&diagnostics));
        let expected = without_trf26_facts(&original);
        let mut compared = again.clone();
        compared.team_matches.clear();
        assert_tournaments_equal(&name, &compared, &expected);
        // Team matches are re-derived from the 013 board order: each one is a match of the
        // original, between the same teams in the same round (which team is home can change,
        // because TRF16 has no lineups to say who sat on board 1).
        let same_teams = |o: &reglament::results::TeamMatch, m: &reglament::results::TeamMatch| {
            o.round == m.round
                && ((o.home, o.away) == (m.home, m.away)
                    || (Some(o.home), Some(m.home)) == (m.away, o.away))
        };
        for m in &again.team_matches {
            assert!(
                original.team_matches.iter().any(|o| same_teams(o, m)),
                "{name}: round {} {} v {:?}",
                m.round,
                m.home,
                m.away
            );
        }
        assert_eq!(write_trf16(&again), written, "{name}: writing is stable");
    }
}

#[test]
fn armstrong_cup_team_matches_survive_trf16_exactly() {
    let name = "teamleague_armstrong_cup_2010_11_LCU_160p_12teams_11r_013lines_noranks.trf";
    let (original, _) = read(name);
    let written = write_trf16(&original);
    assert_eq!(written.lines().filter(|l| l.starts_with("013")).count(), 12);
    let (again, _) = read_text(&written);
    assert_eq!(again.team_matches, original.team_matches);
}

/// Compares field by field first, so that a failure names the field.
fn assert_tournaments_equal(name: &str, got: &Tournament, expected: &Tournament) {
    assert_eq!(got.players.len(), expected.players.len(), "{name}");
    for (a, b) in got.players.iter().zip(&expected.players) {
        assert_eq!(a, b, "{name}: player {}", b.start);
    }
    assert_eq!(got.teams, expected.teams, "{name}: teams");
    for (a, b) in got.team_matches.iter().zip(&expected.team_matches) {
        assert_eq!(a, b, "{name}: team match");
    }
    assert_eq!(got.team_matches.len(), expected.team_matches.len(), "{name}");
    assert_eq!(got, expected, "{name}");
}

#[test]
fn trf16_player_lines_are_byte_identical_for_clean_exports() {
    for name in [
        "exercise_FIDE_TEC_16p_5r_2024rules.trf",
        "swiss_kurt_richter_turnier_berlin_2023_86p_7r_ranks_BH_SB_from_html.trf",
        "swiss_fide_womens_world_rapid_2024_110p_11r_from_pgn.trf",
    ] {
        let text = std::fs::read_to_string(format!("{DATA}{name}")).expect("UTF-8 file");
        let original: Vec<&str> =
            text.lines().filter(|l| l.starts_with("001")).map(str::trim_end).collect();
        let (t, _) = read(name);
        let written = write_trf16(&t);
        let ours: Vec<&str> = written.lines().filter(|l| l.starts_with("001")).collect();
        assert_eq!(ours, original, "{name}");
    }
}

#[test]
fn json_output_carries_players_and_teams() {
    let (t, _) = read("teamleague_armstrong_cup_2010_11_LCU_160p_12teams_11r_013lines_noranks.trf");
    let json: serde_json::Value =
        serde_json::from_str(&reglament::results::json::to_json(&t)).expect("valid JSON");
    assert_eq!(json["players"].as_array().map(Vec::len), Some(160));
    assert_eq!(json["teams"][0]["name"], "Bray / Greystones");
    assert_eq!(json["players"][0]["declared_points"], 3.5);
    assert_eq!(json["players"][0]["games"][0]["outcome"], "Loss");
    assert_eq!(json["rounds"], 11);
}

// ---------------------------------------------------------------------------------------------
// The generator of large Swiss tournaments.

#[test]
fn generated_swiss_is_deterministic_valid_and_round_trips() {
    use reglament::results::generate::swiss;
    assert_eq!(swiss(120, 7, 42), swiss(120, 7, 42));
    assert_ne!(swiss(120, 7, 42), swiss(120, 7, 43));
    for (players, rounds, seed) in [(2, 1, 0), (3, 3, 1), (17, 5, 2), (400, 9, 3), (1001, 11, 4)] {
        let t = swiss(players, rounds, seed);
        assert_eq!((t.players.len() as u32, t.rounds), (players, rounds));
        for text in [write_trf16(&t), write_trf26(&t)] {
            let (again, d) = read_text(&text);
            assert!(d.is_empty(), "{players}/{rounds}: {d:?}");
            assert_eq!(again.players, t.players, "{players}/{rounds}");
        }
        // No player is paired twice in a round, and a PAB only when the number playing is odd.
        for r in 1..=rounds {
            let pabs = t
                .players
                .iter()
                .filter(|p| {
                    p.games.iter().any(|g| g.round == r && g.outcome == Outcome::PairingBye)
                })
                .count();
            let playing = t
                .players
                .iter()
                .filter(|p| p.games.iter().any(|g| g.round == r && g.opponent.is_some()))
                .count();
            assert!(pabs <= 1 && playing % 2 == 0, "round {r}");
        }
    }
    // A large one has every kind of entry real files have.
    let t = swiss(1001, 11, 4);
    let all: Vec<&reglament::results::Game> = t.players.iter().flat_map(|p| &p.games).collect();
    for kind in [
        Outcome::ForfeitWin,
        Outcome::HalfBye,
        Outcome::ZeroBye,
        Outcome::PairingBye,
        Outcome::Draw,
    ] {
        assert!(all.iter().any(|g| g.outcome == kind), "{kind:?}");
    }
    let withdrawn =
        t.players.iter().filter(|p| p.games.last().is_some_and(|g| g.round < 11)).count();
    assert!(withdrawn > 0, "some players withdraw");
    // Rematches are rare: the pairing avoids them inside score groups.
    let rematches: usize = t
        .players
        .iter()
        .map(|p| {
            let mut o: Vec<u32> = p.games.iter().filter_map(|g| g.opponent).collect();
            let n = o.len();
            o.sort_unstable();
            o.dedup();
            n - o.len()
        })
        .sum();
    assert!(rematches * 100 < all.len(), "{rematches} rematches");
}

// ---------------------------------------------------------------------------------------------
// Bad input never panics.

mod no_panic {
    use super::*;
    use proptest::collection::vec;
    use proptest::prelude::*;
    use std::sync::OnceLock;

    fn real_files() -> &'static Vec<Vec<u8>> {
        static FILES: OnceLock<Vec<Vec<u8>>> = OnceLock::new();
        FILES.get_or_init(|| {
            all_files()
                .iter()
                .map(|n| std::fs::read(format!("{DATA}{n}")).expect("readable"))
                .collect()
        })
    }

    /// Reads, writes both formats and reads them again: none of it may panic.
    fn exercise(bytes: &[u8]) {
        let (t, _) = read_trf_bytes("fuzz.trf", bytes);
        let _ = reglament::results::json::to_json(&t);
        for text in [write_trf16(&t), write_trf26(&t)] {
            let (again, _) = read_text(&text);
            let _ = write_trf26(&again);
        }
        let _ = reglament::results::round_robin::check_against_schedule(&t, &[]);
    }

    proptest! {
        #![proptest_config(crate::common::proptest_config(64))]

        #[test]
        fn arbitrary_bytes(bytes in vec(any::<u8>(), 0..3000)) {
            exercise(&bytes);
        }

        #[test]
        fn mutated_real_files(
            index in 0usize..26,
            edits in vec((any::<prop::sample::Index>(), prop::sample::select(
                b" 0123456789wb=-+HFUZDLWx\n\r\xc3\xa9\xff".to_vec())), 1..40),
            cut in any::<prop::sample::Index>(),
        ) {
            let files = real_files();
            let mut bytes = files[index % files.len()].clone();
            for (at, byte) in edits {
                let i = at.index(bytes.len());
                bytes[i] = byte;
            }
            let keep = cut.index(bytes.len() + 1);
            bytes.truncate(keep.max(bytes.len() / 2));
            exercise(&bytes);
        }

        #[test]
        fn hostile_records(rounds in 0u32..100_000, count in 0u32..20_000, points in "[0-9.,-]{0,8}") {
            let text = format!(
                "XXR {rounds}\n310 {count} Team {points}\n320 {points} {points} {count} 1 2\n330 +- {rounds} 1 {count}\n240 H {rounds} {count}\n{}",
                TWO_PLAYERS.replace(" 1.5 ", &format!("{points:>5}"))
            );
            exercise(text.as_bytes());
        }
    }
}

#[test]
fn trf26_records_sit_in_their_columns() {
    let (t, _) = read("team_swiss_grandmommys_cup_FIDE_TEC_sample_TRF26_50teams_14r.trf");
    let text = write_trf26(&t);
    let original = std::fs::read_to_string(format!(
        "{DATA}team_swiss_grandmommys_cup_FIDE_TEC_sample_TRF26_50teams_14r.trf"
    ))
    .expect("UTF-8");
    // The 310, 330, 320 and 362 records come out exactly as the FIDE sample writes them.
    for record in ["310", "330", "320", "362", "202", "192", "240", "801", "802", "250"] {
        let ours: Vec<&str> = text.lines().filter(|l| l.starts_with(record)).collect();
        let theirs: Vec<&str> =
            original.lines().filter(|l| l.starts_with(record)).map(str::trim_end).collect();
        assert_eq!(ours, theirs, "{record}");
    }
    // 162 puts the symbol in column 6 and the value in columns 7–10.
    let mut three = t.clone();
    three.points.win = Points::whole(3);
    let line = write_trf26(&three).lines().find(|l| l.starts_with("162")).map(str::to_string);
    assert_eq!(line.as_deref(), Some("162  W 3.0     D 0.5     L 0.0"));
}

#[test]
fn point_values_the_model_cannot_hold_are_reported() {
    let (t, d) = read_text(&format!("XXS W=1 PAB=0.5 FW=1\n{TWO_PLAYERS}"));
    assert_eq!(t.points, Default::default());
    let w: Vec<_> = d.iter().filter(|d| d.code == "T030").collect();
    assert_eq!(w.len(), 1, "only PAB differs: {d:?}");
    assert!(w[0].message.contains("`PAB` is worth 0.5"));
    let (_, d) =
        read_text(&format!("162  W 1.0     D 0.5     L 0.0     A 0.0     P 1.0\n{TWO_PLAYERS}"));
    assert_eq!(count(&d, "T030"), 0);
}

/// The Grandmommy's Cup carries informative `801` records (one per team: per round the opponent,
/// the colour on board 1, the board results and which roster members played which board). They
/// are written by the FIDE sample's own program, independently of the `001`/`300` data our team
/// matches are derived from, so they are the truth to check the derivation against.
#[test]
fn grandmommys_cup_team_matches_agree_with_the_801_records() {
    let name = "team_swiss_grandmommys_cup_FIDE_TEC_sample_TRF26_50teams_14r.trf";
    let (t, _) = read(name);
    let text = std::fs::read_to_string(format!("{DATA}{name}")).expect("UTF-8");
    let mut checked_boards = 0;
    let mut checked_byes = 0;
    let mut disagreements: Vec<(u32, u32)> = Vec::new();
    let mut bye_disagreements: Vec<(u32, u32)> = Vec::new();
    for line in text.lines().filter(|l| l.starts_with("801")) {
        let chars: Vec<char> = line.chars().collect();
        let field = |from: usize, to: usize| -> String {
            chars
                .get(from - 1..to.min(chars.len()))
                .map(|c| c.iter().collect::<String>())
                .unwrap_or_default()
        };
        let team: u32 = field(5, 6).trim().parse().expect("team number");
        let roster = &t.teams[team as usize - 1].players;
        for round in 1..=14u32 {
            let col = 22 + 16 * (round as usize - 1);
            let opponent = field(col, col + 2);
            let colour = field(col + 4, col + 4);
            let results = field(col + 6, col + 9);
            let lineup = field(col + 11, col + 14);
            let m = t
                .team_matches
                .iter()
                .find(|m| m.round == round && (m.home == team || m.away == Some(team)));
            if opponent.trim().is_empty() {
                // A bye: FFFF (full), HHHH (half), UUUU (pairing-allocated) or ZZZZ (absent).
                let code = field(col + 6, col + 9);
                match code.as_str() {
                    "FFFF" | "HHHH" | "UUUU" => {
                        if m.is_some_and(|m| m.away.is_none()) {
                            checked_byes += 1;
                        } else {
                            bye_disagreements.push((team, round));
                        }
                    }
                    "ZZZZ" => assert!(m.is_none(), "team {team} round {round} absent"),
                    other => panic!("unexpected 801 code {other:?}"),
                }
                continue;
            }
            let opponent: u32 = opponent.trim().parse().expect("opponent");
            let m = m.unwrap_or_else(|| panic!("team {team} round {round} has no match"));
            let is_home = m.home == team;
            assert_eq!(
                if is_home { m.away } else { Some(m.home) },
                Some(opponent),
                "team {team} round {round}"
            );
            assert_eq!(is_home, colour == "w", "team {team} round {round}: White on board 1");
            let mut agrees = true;
            for (k, result) in results.chars().enumerate() {
                let board = m.boards.get(k);
                let ours = board.and_then(|b| if is_home { b.home_player } else { b.away_player });
                let expected = lineup
                    .chars()
                    .nth(k)
                    .and_then(|c| c.to_digit(10))
                    .filter(|&d| d > 0)
                    .map(|d| roster[d as usize - 1]);
                let outcome =
                    board.map(|b| if is_home { b.home_outcome } else { flip(b.home_outcome) });
                let expected_outcome = match result {
                    '1' => Outcome::Win,
                    '=' => Outcome::Draw,
                    '0' => Outcome::Loss,
                    '+' => Outcome::ForfeitWin,
                    _ => Outcome::ForfeitLoss,
                };
                // A board nobody sat at is a forfeit loss in the 801 record.
                let fits = ours == expected
                    && (outcome == Some(expected_outcome) || board.is_none() && result == '-');
                agrees &= fits;
                checked_boards += 1;
            }
            if !agrees {
                disagreements.push((team, round));
            }
        }
    }
    // Where they differ, the 801 record contradicts the sample's own 001 lines (checked by
    // reading the raw result letters of the listed players): e.g. team 1 round 5 says board 1
    // drew and board 2 won, but player 1 (board 1) has `67 w 1` and player 5 (board 2) `76 b =`;
    // team 15 round 7 says four draws where the players' lines have four forfeit wins.
    assert_eq!(
        disagreements,
        [(1, 5), (5, 5), (11, 7), (15, 7), (18, 5), (26, 5), (27, 9), (34, 7), (40, 1)]
    );
    assert!(checked_boards > 2000, "{checked_boards} boards checked");
    // The 801 record gives Denmark (47) a half-point bye in round 3, but the sample's 240
    // records list teams 26 and 50 for round 3 (and 50 also has the round-3 PAB in 320 and
    // `UUUU` in its own 801 record): the 240 line most likely meant 47, the file says 50.
    assert_eq!(bye_disagreements, [(47, 3)]);
    // The 801 records hold 30 team byes (FFFF, HHHH, UUUU); all but that one agree.
    assert_eq!(checked_byes, 30 - 1);
}

fn flip(o: Outcome) -> Outcome {
    match o {
        Outcome::Win => Outcome::Loss,
        Outcome::Loss => Outcome::Win,
        Outcome::ForfeitWin => Outcome::ForfeitLoss,
        Outcome::ForfeitLoss => Outcome::ForfeitWin,
        other => other,
    }
}

#[test]
fn standings_order_212_gives_the_tie_breaks_when_202_is_missing() {
    let (t, d) = read_text(&format!("212 PTS,BH/C1,BH,SB\n{TWO_PLAYERS}"));
    assert!(d.is_empty(), "{d:?}");
    assert_eq!(t.declared_standings_order, ["PTS", "BH/C1", "BH", "SB"]);
    assert_eq!(t.declared_tiebreaks, ["BH/C1", "BH", "SB"]);
    let (again, _) = read_text(&write_trf26(&t));
    assert_eq!(again, t);
    assert!(!write_trf26(&t).contains("\n202"), "202 is implied by 212");
    // With both, 202 wins and both are written back.
    let (t, _) = read_text(&format!("202 DE,WIN\n212 PTS,BH\n{TWO_PLAYERS}"));
    assert_eq!(t.declared_tiebreaks, ["DE", "WIN"]);
    let (again, _) = read_text(&write_trf26(&t));
    assert_eq!(again, t);
}

/// Every team's game points summed over its matches equal its players' points from their own
/// records: no board is lost when a team's lineup is rebuilt from the `013` lines, including the
/// boards its players won by forfeit without an opponent (round 8, Dublin v Bray / Greystones).
#[test]
fn armstrong_cup_team_matches_keep_every_board() {
    let (t, _) = read("teamleague_armstrong_cup_2010_11_LCU_160p_12teams_11r_013lines_noranks.trf");
    let points = |o: Outcome| match o {
        Outcome::Win | Outcome::ForfeitWin | Outcome::FullBye | Outcome::PairingBye => 2,
        Outcome::Draw | Outcome::HalfBye => 1,
        _ => 0,
    };
    let invert = |o: Outcome| match o {
        Outcome::Win => Outcome::Loss,
        Outcome::Loss => Outcome::Win,
        Outcome::ForfeitWin => Outcome::ForfeitLoss,
        Outcome::ForfeitLoss => Outcome::ForfeitWin,
        other => other,
    };
    for team in &t.teams {
        let from_players: u32 = team
            .players
            .iter()
            .flat_map(|&p| t.player(p).into_iter().flat_map(|pl| pl.games.iter()))
            .filter(|g| g.opponent.is_some() || g.outcome == Outcome::ForfeitWin)
            .map(|g| points(g.outcome))
            .sum();
        let from_matches: u32 = t
            .team_matches
            .iter()
            .flat_map(|m| m.boards.iter().map(move |b| (m, b)))
            .map(|(m, b)| {
                if m.home == team.number && b.home_player.is_some() {
                    points(b.home_outcome)
                } else if m.away == Some(team.number) && b.away_player.is_some() {
                    points(invert(b.home_outcome))
                } else {
                    0
                }
            })
            .sum();
        assert_eq!(
            from_matches, from_players,
            "team {} `{}` (half-points)",
            team.number, team.name
        );
    }
}

#[test]
fn a_windows_1251_trf_is_read_in_cyrillic() {
    // Seed 000's first players in a TRF saved by a Bulgarian Windows program: the names are
    // Cyrillic in windows-1251, which the decode stage recognises (D006) instead of reading
    // the bytes as Latin-1.
    let text = "012 Държавно първенство за жени\n042 2007/03/11\nXXR 1\n\
001    1 w    Войска, Маргарита                 2319 BUL     2900084 1972/00/00  1.0    1     2 w 1\n\
001    2 w    Йорданова, Светла                 2245 BUL     2900130 1979/00/00  0.0    2     1 b 0\n";
    let (bytes, _, unmappable) = encoding_rs::WINDOWS_1251.encode(text);
    assert!(!unmappable);
    let (t, d) = read_trf_bytes("cyrillic.trf", &bytes);
    assert_eq!(t.players[0].name, "Войска, Маргарита");
    assert_eq!(t.players[1].name, "Йорданова, Светла");
    assert_eq!(t.name, "Държавно първенство за жени");
    assert_eq!(count(&d, "T002"), 0, "{d:?}");
    let note = d.iter().find(|d| d.code == "D006").expect("the detected encoding is named");
    assert!(
        note.message.contains("windows-1251")
            || note.notes.iter().any(|n| n.contains("windows-1251")),
        "{note:?}"
    );
}

#[test]
fn a_trf_with_a_byte_order_mark_reads_and_points_at_the_right_columns() {
    // The same two-player file with a UTF-8 byte-order mark, and a bad colour in round 1 of
    // player 1: the finding's span covers the colour, not three columns before it.
    let text = TWO_PLAYERS.replace("     2 w 1  0000 - H", "     2 x 1  0000 - H");
    let plain = read_text(&text).1;
    let with_bom = read_trf_bytes("bom.trf", format!("\u{feff}{text}").as_bytes()).1;
    let span = |d: &[Diagnostic]| {
        d.iter().find(|d| d.code == "T011").and_then(|d| d.primary_span()).expect("T011")
    };
    assert_eq!(span(&plain), span(&with_bom));
    let at = span(&with_bom);
    assert_eq!(&text[at.start..at.end], "x");
}
