//! The bulletin an arbiter would post, compared with what the results services print: player
//! cards, team matches board by board with colours and ratings, rosters with each player's score
//! and performance, board prizes with the team, the text bulletin complete, and the recorded
//! outcome of a play-off or a drawing of lots. Every expected value is taken from the results
//! files, the real TRF or the FIDE tables (docs/reference/rating-time-title.md §3.1), not from
//! the code under test.

use crate::common::{self, data, path, reglament};
use reglament::render::bulletin::{bulletin_view, BulletinView};
use reglament::render::{Format, Renderer};
use reglament::score::regulation::{event_standings, RegulationOptions};

fn view(regulation: &str, results: &str) -> BulletinView {
    let reg = common::regulation(regulation);
    let r = common::results(results, Some(&reg));
    assert!(r.diagnostics.iter().all(|d| d.severity != reglament::diagnostic::Severity::Error));
    let s =
        event_standings(&reg, &r.tournament, &RegulationOptions { edition: None, lots: r.lots });
    bulletin_view(&reg, &r.tournament, &s)
}

fn render(v: &BulletinView, format: Format) -> String {
    let renderer = Renderer::embedded().unwrap_or_else(|d| panic!("{d:?}"));
    renderer.render(&format.template_name("bulletin"), v).unwrap_or_else(|d| panic!("{d:?}"))
}

/// Hundredths as the bulletin writes W − We: `+0,32`, `−0,14`.
fn signed(h: i64) -> String {
    let sign = if h < 0 { "−" } else { "+" };
    format!("{sign}{},{:02}", h.abs() / 100, h.abs() % 100)
}

#[test]
fn player_cards_give_every_game_with_colour_opponent_result_and_w_minus_we() {
    let v = view("regulations/000-bg-women-2021.corrected.rgl", "results/000-bul-w-ch-2007.rgr");
    assert_eq!(v.cards.len(), 12);
    assert_eq!(v.opponent_heading, "Противничка", "a women's event");
    let voiska = &v.cards[0];
    assert_eq!(
        (voiska.number, voiska.name.as_str(), voiska.rank.as_str()),
        (1, "Voiska Margarita", "1")
    );
    assert_eq!((voiska.title.as_str(), voiska.rating.as_str()), ("GM", "2319"));
    assert_eq!(voiska.games.len(), 11);
    // Round 1 of the results file: `1 4 "½-½"` — White against Genova Lybka (2214). The
    // difference 105 is in the band 99–106 of table 8.1.2: the higher-rated expects .64, so a
    // draw is W − We = .50 − .64.
    let g = &voiska.games[0];
    assert_eq!((g.round, g.color.as_str(), g.opponent_number.as_str()), (1, "б", "4"));
    assert_eq!((g.opponent.as_str(), g.opponent_title.as_str()), ("Genova Lybka", "IM"));
    assert_eq!((g.opponent_rating.as_str(), g.result.as_str()), ("2214", "½"));
    assert_eq!(g.delta, signed(50 - 64));
    // Round 3: `1 7 "1-0"`, against Savova (2189): difference 130, band 130–137, .68.
    let g = &voiska.games[2];
    assert_eq!(
        (g.color.as_str(), g.opponent.as_str(), g.result.as_str()),
        ("б", "Savova Stefka", "1")
    );
    assert_eq!(g.delta, signed(100 - 68));
    // Stefanova (2034) drew Voiska (2319) in round 6 with White: difference 285, band
    // 279–290, the lower-rated expects .16.
    let stefanova = &v.cards[11];
    let g = &stefanova.games[5];
    assert_eq!((g.color.as_str(), g.opponent_number.as_str(), g.result.as_str()), ("б", "1", "½"));
    assert_eq!(g.delta, signed(50 - 16));
    // Each card's games add up to the card's W − We, which is the norms table's; the totals
    // are the table's too.
    let norms = v.norms.as_ref().unwrap_or_else(|| panic!("a norms table"));
    let parse = |s: &str| -> i64 {
        let negative = s.starts_with('−');
        let digits: String = s.chars().filter(|c| c.is_ascii_digit()).collect();
        let n: i64 = digits.parse().unwrap_or_else(|_| panic!("`{s}`"));
        if negative {
            -n
        } else {
            n
        }
    };
    for (card, row) in v.cards.iter().zip(&norms.rows) {
        assert_eq!(card.number, row.number);
        let sum: i64 =
            card.games.iter().filter(|g| !g.delta.is_empty()).map(|g| parse(&g.delta)).sum();
        assert_eq!(sum, parse(&card.delta), "{}", card.name);
        assert_eq!(parse(&card.delta), parse(&row.delta), "{}", card.name);
        assert_eq!(
            (&card.performance, &card.average, &card.k),
            (&row.performance, &row.average, &row.k)
        );
    }
    assert_eq!((voiska.delta.as_str(), voiska.change.as_str()), ("−0,14", "−2,10"));
    // Every round of every card is a game of the results file, seen from that player's side:
    // colours are opposite and results complement each other.
    for card in &v.cards {
        for g in &card.games {
            let o: u32 = g.opponent_number.parse().unwrap_or_else(|_| panic!("a game"));
            let theirs = &v.cards[o as usize - 1].games[g.round as usize - 1];
            assert_eq!(theirs.opponent_number, card.number.to_string());
            assert_ne!(theirs.color, g.color);
            let pair = (g.result.as_str(), theirs.result.as_str());
            assert!(matches!(pair, ("1", "0") | ("0", "1") | ("½", "½")), "{pair:?}");
        }
    }
    // Every format prints the cards, with the colour legend.
    for format in [Format::Html, Format::Markdown, Format::Text] {
        let out = render(&v, format);
        assert!(out.contains("Индивидуални резултати"), "{format:?}");
        assert!(out.contains("б — бели, ч — черни"), "{format:?}");
        assert!(out.contains("промяна: −2,10"), "{format:?}");
    }
}

#[test]
fn a_swiss_card_shows_byes_and_forfeits_in_words() {
    // Gonzaga Classic 2008 (Dublin): half-point byes and forfeits, declared points per player.
    let trf = data("trf/swiss_gonzaga_classic_2008_IRL_12p_5r_ranks.trf");
    let r = reglament(&[
        "bulletin",
        "--trf",
        trf.to_str().unwrap_or_default(),
        "--tiebreaks",
        "BH",
        "--lang",
        "bg",
        "--format",
        "md",
    ]);
    assert_eq!(r.code, 0, "{}", r.err);
    let md = r.out;
    assert!(md.contains("## Индивидуални резултати"), "{md}");
    assert!(md.contains("| почива (½ т.) |"), "a half-point bye in words: {md}");
    assert!(md.contains("Противник"), "a mixed event: {md}");
}

#[test]
fn team_matches_show_every_board_with_players_colours_and_results() {
    let v =
        view("regulations/001-bg-team-women-2009.corrected.rgl", "results/001-illustrative.rgr");
    let table = v.team_matches.as_ref().unwrap_or_else(|| panic!("a team event"));
    // The results file, round 1: `match 1 8 { 1 1 29 "0-1"; 2 2 30 "½-½"; 3 3 31 "½-½" }`;
    // the home team has White on boards 1 and 3.
    let m = &table.rounds[0].matches[0];
    assert_eq!(
        (m.home.as_str(), m.away.as_str(), m.score.as_str()),
        ("1 Рокада (Пловдив)", "8 Локомотив 2000 (Пловдив)", "1 – 2")
    );
    let boards: Vec<(u32, &str, &str, &str, &str, &str)> = m
        .boards
        .iter()
        .map(|b| {
            (
                b.board,
                b.home_color.as_str(),
                b.home.as_str(),
                b.result.as_str(),
                b.away_color.as_str(),
                b.away.as_str(),
            )
        })
        .collect();
    assert_eq!(
        boards,
        [
            (1, "б", "1 Рокада Пловдив, 1", "0 – 1", "ч", "29 Локомотив 2000 Пловдив, 1"),
            (2, "ч", "2 Рокада Пловдив, 2", "½ – ½", "б", "30 Локомотив 2000 Пловдив, 2"),
            (3, "б", "3 Рокада Пловдив, 3", "½ – ½", "ч", "31 Локомотив 2000 Пловдив, 3"),
        ]
    );
    assert!(!table.ratings, "the illustrative teams have no ratings: no rating columns");
    // Every match's boards add up to its score.
    for round in &table.rounds {
        for m in &round.matches {
            let home: u32 = m
                .boards
                .iter()
                .map(|b| match b.result.as_str() {
                    "1 – 0" | "+ – −" => 2,
                    "½ – ½" => 1,
                    _ => 0,
                })
                .sum();
            let shown = m.score.split(" – ").next().unwrap_or_default();
            let shown = shown.replace('½', ".5");
            let shown: f64 = if shown.starts_with('.') { format!("0{shown}") } else { shown }
                .parse()
                .unwrap_or(-1.0);
            assert_eq!(f64::from(home) / 2.0, shown, "{} – {}", m.home, m.away);
        }
    }
    let md = render(&v, Format::Markdown);
    assert!(
        md.contains("| 1 | б 1 Рокада Пловдив, 1 | 0 – 1 | ч 29 Локомотив 2000 Пловдив, 1 |"),
        "{md}"
    );
    let txt = render(&v, Format::Text);
    assert!(txt.contains("1 Рокада (Пловдив) — 8 Локомотив 2000 (Пловдив)  1 – 2"), "{txt}");
    // The team crosstable's cells are explained.
    assert!(md.contains("В клетките: точките, спечелени в партиите"), "{md}");
}

#[test]
fn a_real_team_league_lists_ratings_and_each_players_score_and_performance() {
    // The Armstrong Cup 2010-11 (Leinster, 12 teams, 11 rounds): a real team league TRF with
    // ratings. Kilkenny's John Courtney scored 10 of 11 (his 001 line declares 10.0).
    let trf =
        data("trf/teamleague_armstrong_cup_2010_11_LCU_160p_12teams_11r_013lines_noranks.trf");
    let text = std::fs::read_to_string(&trf).unwrap_or_default();
    let line = text
        .lines()
        .find(|l| l.starts_with("001") && l.contains("Courtney, John"))
        .unwrap_or_else(|| panic!("Courtney's line"));
    assert!(line.contains("10.0"), "{line}");
    let r = reglament(&[
        "bulletin",
        "--trf",
        trf.to_str().unwrap_or_default(),
        "--tiebreaks",
        "GP",
        "--lang",
        "en",
        "--format",
        "md",
    ]);
    assert_eq!(r.code, 0, "{}", r.err);
    let row = r
        .out
        .lines()
        .find(|l| l.contains("| Courtney, John |"))
        .unwrap_or_else(|| panic!("{}", r.out));
    let cells: Vec<&str> = row.split('|').map(str::trim).collect();
    assert_eq!(cells[4], "1949", "his rating");
    assert_eq!(cells[cells.len() - 3], "10/11", "points of games played");
    // His performance from his games: the opponents' ratings in his TRF line (the rating of
    // each opponent's 001 line), p = 10/11, FIDE's Ra + dp(p).
    let rating_of = |start: u32| -> Option<u32> {
        text.lines()
            .filter(|l| l.starts_with("001"))
            .find(|l| l[4..8].trim().parse() == Ok(start))
            .and_then(|l| l[48..52].trim().parse().ok())
    };
    let mut opponents = Vec::new();
    let mut rest = &line[91..];
    while rest.len() >= 8 {
        let cell = &rest[..rest.len().min(10)];
        if let Ok(o) = cell[..4].trim().parse::<u32>() {
            if let Some(rating) = rating_of(o) {
                opponents.push(rating);
            }
        }
        rest = if rest.len() > 10 { &rest[10..] } else { "" };
    }
    assert_eq!(opponents.len(), 11, "{line}");
    let expected = reglament::score::rating::performance_rating(1000, &opponents);
    assert_eq!(
        cells[cells.len() - 2],
        expected.map(|p| p.to_string()).unwrap_or_default(),
        "{row}"
    );
    // The matches list the players' ratings.
    assert!(r.out.contains("| Board | ") && r.out.contains("| Rating |"), "rating columns");
}

#[test]
fn board_prizes_name_each_players_team() {
    let v = view(
        "regulations/004-bg-workers-festival-2024.corrected.rgl",
        "results/004-illustrative.rgr",
    );
    let board = &v.board_classifications[0];
    assert!(board.team_column);
    // The results file: player 1 plays for team 1 ("Отбор 1"), player 7 for team 3.
    let team_of = |n: u32| board.rows.iter().find(|r| r.number == n).map(|r| r.team.as_str());
    assert_eq!(team_of(1), Some("Отбор 1"));
    assert_eq!(team_of(7), Some("Отбор 3"));
    assert!(board.rows.iter().all(|r| !r.team.is_empty()));
    assert!(!v.standings.team_column, "the team standings need no team column");
    let md = render(&v, Format::Markdown);
    assert!(md.contains("| 1–2 | 7 | Отбор 3, дъска 1 | Отбор 3 | 8½ |"), "{md}");
}

/// A copy of a bundled results file with statements added, its header pointing at the
/// regulation by an absolute path.
fn results_with(dir: &std::path::Path, name: &str, extra: &str) -> std::path::PathBuf {
    let text = std::fs::read_to_string(path(&format!("results/{name}"))).unwrap_or_default();
    let regulations = path("regulations");
    let text = text.replace("\"../regulations", &format!("\"{}", regulations.display()));
    let file = dir.join(name);
    std::fs::write(&file, format!("{text}{extra}")).unwrap_or_else(|e| panic!("{e}"));
    file
}

#[test]
fn a_recorded_armageddon_decides_the_board_prize_and_the_bulletin_says_so() {
    // 004: board 1 of teams 1 and 3 (players 1 and 7) stay level after DE, WIN and BPG; the
    // regulation says Armageddon. Recorded: player 7 won it.
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let file = results_with(
        dir.path(),
        "004-illustrative.rgr",
        "decided board 1 armageddon 7 1 \"8 юни 2024 г.\"\n",
    );
    let file = file.to_str().unwrap_or_default();
    let reg = "regulations/004-bg-workers-festival-2024.corrected.rgl";
    let r = reglament(&["bulletin", reg, "--results", file, "--format", "md"]);
    assert_eq!(r.code, 0, "{}", r.err);
    assert!(r.out.contains("| 1 | 7 | Отбор 3, дъска 1 | Отбор 3 | 8½ |"), "{}", r.out);
    assert!(r.out.contains("| 2 | 1 | Отбор 1, дъска 1 | Отбор 1 | 8½ |"), "{}", r.out);
    assert!(
        r.out.contains("армагедон (5 мин + 2 сек); определено чрез армагедон: 1. 7 Отбор 3, дъска 1; 2. 1 Отбор 1, дъска 1 (8 юни 2024 г.)"),
        "{}",
        r.out
    );
    assert!(!r.err.contains("still tied"), "{}", r.err);
    assert!(!r.err.contains("S110") && !r.err.contains("S111"), "{}", r.err);
    // `standings` applies it too.
    let s = reglament(&["standings", reg, "--results", file, "--lang", "en"]);
    assert!(
        s.out.contains("decided (recorded): Armageddon game, in the order 7, 1 (8 юни 2024 г.)"),
        "{}",
        s.out
    );
}

#[test]
fn a_recorded_drawing_of_lots_orders_the_three_teams_everywhere() {
    // 001: teams 2, 3 and 8 are level on everything; the corrected regulation says lots.
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let file = results_with(dir.path(), "001-illustrative.rgr", "decided lots 3 8 2\n");
    let reg = common::regulation("regulations/001-bg-team-women-2009.corrected.rgl");
    let r = reglament::cli::load::results(&file, Some(&reg)).unwrap_or_else(|e| panic!("{e}"));
    assert!(r.diagnostics.is_empty(), "{:?}", r.diagnostics);
    let s = event_standings(&reg, &r.tournament, &RegulationOptions::default());
    let v = bulletin_view(&reg, &r.tournament, &s);
    let top: Vec<(&str, u32, bool)> =
        v.standings.rows[..3].iter().map(|r| (r.rank.as_str(), r.number, r.tied)).collect();
    assert_eq!(top, [("1", 3, false), ("2", 8, false), ("3", 2, false)]);
    // The crosstable's ranks are the standings' ranks.
    let cross = v.team_crosstable.as_ref().unwrap_or_else(|| panic!("a round robin"));
    let cross_top: Vec<(&str, u32)> =
        cross.rows[..3].iter().map(|r| (r.rank.as_str(), r.number)).collect();
    assert_eq!(cross_top, [("1", 3), ("2", 8), ("3", 2)]);
    let tie = &v.standings.ties[0];
    assert_eq!(tie.places, "1–3");
    assert_eq!(
        tie.outcome.as_deref(),
        Some("определено чрез жребий: 1. 3 Локомотив (София); 2. 8 Локомотив 2000 (Пловдив); 3. 2 ЦСКА (София)")
    );
    // A play-off recorded where the regulation says lots is applied, with S111.
    let file = results_with(dir.path(), "001-illustrative.rgr", "decided playoff 2 3 8\n");
    let r = reglament(&[
        "bulletin",
        "regulations/001-bg-team-women-2009.corrected.rgl",
        "--results",
        file.to_str().unwrap_or_default(),
        "--format",
        "md",
    ]);
    assert_eq!(r.code, 0, "{}", r.err);
    // The findings in the regulation's language (Bulgarian).
    assert!(r.err.contains("S111") && r.err.contains("регламентът предписва жребий"), "{}", r.err);
    assert!(r.out.contains("определено чрез бараж: 1. 2 ЦСКА (София)"), "{}", r.out);
    // Two of the three: not the tie the list leaves, not applied (S110), the tie stays 1–3.
    let file = results_with(dir.path(), "001-illustrative.rgr", "decided lots 3 8\n");
    let r = reglament(&[
        "bulletin",
        "regulations/001-bg-team-women-2009.corrected.rgl",
        "--results",
        file.to_str().unwrap_or_default(),
        "--format",
        "md",
    ]);
    assert_eq!(r.code, 0, "{}", r.err);
    assert!(r.err.contains("S110") && r.err.contains("места 1–3: 2, 3, 8"), "{}", r.err);
    assert!(r.out.contains("| 1–3 | 2 | ЦСКА (София) |"), "{}", r.out);
}

#[test]
fn the_text_bulletin_has_the_starting_list_and_every_round() {
    let v = view("regulations/000-bg-women-2021.corrected.rgl", "results/000-bul-w-ch-2007.rgr");
    let txt = render(&v, Format::Text);
    assert!(txt.contains("11 – 20 март 2007 г."), "one range: {txt}");
    assert!(txt.contains("== Стартов списък =="));
    let line = txt
        .lines()
        .find(|l| l.contains("Raeva Elitsa") && l.contains("Pristis"))
        .unwrap_or_else(|| panic!("{txt}"));
    assert!(line.trim_start().starts_with("5 "), "{line}");
    assert!(line.contains("2207"), "{line}");
    assert!(txt.contains("== Двойки и резултати по кръгове =="));
    // Round 11 (on 20 March at 10:00), the results file's `6 1 "½-½"`.
    let round11 =
        txt.split("Кръг 11 — 20 март 2007 г., 10:00\n").nth(1).unwrap_or_else(|| panic!("{txt}"));
    let game = round11.lines().find(|l| l.contains("6 Nikolova Adriana")).unwrap_or_default();
    assert!(game.contains("½ – ½") && game.contains("1 Voiska Margarita"), "{game}");
    assert_eq!(txt.matches("\nКръг ").count(), 11, "one heading per round");
}
