//! The results bulletin on the seeds' regulations and results, and on a tournament built here.

use crate::common::{self, path, reglament};
use reglament::model::Regulation;
use reglament::render::bulletin::{bulletin_view, BulletinView};
use reglament::render::{Format, Renderer};
use reglament::results::{Color, Game, Outcome, Player, Tournament};
use reglament::score::regulation::{event_standings, EventStandings, RegulationOptions};

/// The standings a bulletin shows, with no drawn numbers.
fn compute_standings(reg: &Regulation, t: &Tournament, o: &RegulationOptions) -> EventStandings {
    event_standings(reg, t, o)
}

/// The view of a seed's bulletin (regulation and results under this repository).
fn seed_view(regulation: &str, results: &str) -> BulletinView {
    let reg = common::regulation(regulation);
    let r = common::results(results, Some(&reg));
    let standings =
        event_standings(&reg, &r.tournament, &RegulationOptions { edition: None, lots: r.lots });
    bulletin_view(&reg, &r.tournament, &standings)
}

fn render(view: &BulletinView, format: Format) -> String {
    let renderer = Renderer::embedded().unwrap_or_else(|d| panic!("{d:?}"));
    renderer.render(&format.template_name("bulletin"), view).unwrap_or_else(|d| panic!("{d:?}"))
}

/// The HTML refers to nothing outside itself.
fn assert_self_contained(html: &str) {
    for needle in ["http://", "https://", "<link", "src=", "url(", "@import", "<script"] {
        assert!(!html.contains(needle), "external resource `{needle}` in the HTML");
    }
    assert!(html.contains("@page"), "no print page rule");
}

fn seed000() -> BulletinView {
    seed_view("regulations/000-bg-women-2021.corrected.rgl", "results/000-bul-w-ch-2007.rgr")
}

#[test]
fn seed_000_standings_have_voiska_first_and_raeva_fourth() {
    let v = seed000();
    assert_eq!(v.lang, "bg");
    let rows = &v.standings.rows;
    assert_eq!(rows.len(), 12);
    assert_eq!((rows[0].rank.as_str(), rows[0].name.as_str()), ("1", "Voiska Margarita"));
    assert_eq!((rows[3].rank.as_str(), rows[3].name.as_str()), ("4", "Raeva Elitsa"));
    // Points as a Bulgarian document writes them.
    assert_eq!(rows[0].scores, vec!["7½".to_string()]);
    // The tie-break columns are the regulation's list, in its order, headed by the Bulgarian
    // abbreviations of their names, with the names and FIDE's descriptors in the legend.
    let codes: Vec<&str> = v.standings.tiebreak_columns.iter().map(|h| h.code.as_str()).collect();
    assert_eq!(codes, ["ЛС", "Койя", "З-Б", "Поб.", "Перф."]);
    assert_eq!(v.standings.tiebreak_columns[2].name, "Зонеборн-Бергер (SB)");
    assert_eq!(v.standings.tiebreak_columns[0].name, "Резултат от срещите помежду им (DE)");
    // Voiska's values: DE 2, KS 2½, SB 40, WIN 4, TPR 2301 (as `reglament standings` gives).
    // SB has quarters in this column (Chilingirova 37,75), so the whole column is written
    // with two decimals; the other columns have halves only and keep `½`.
    assert_eq!(rows[0].values, ["2", "2½", "40,00", "4", "2301"]);
    assert_eq!(rows[1].values[2], "37,75");
    assert_eq!(rows[2].values[2], "35,50");
    assert!(v.standings.ties.is_empty());
    assert!(v.wallchart.is_none() && v.team_matches.is_none());
}

#[test]
fn seed_000_crosstable_is_consistent() {
    let v = seed000();
    let c = v.crosstable.unwrap_or_else(|| panic!("a round robin has a crosstable"));
    let n = c.rows.len();
    assert_eq!(n, 12);
    assert_eq!(c.columns, (1..=12).collect::<Vec<u32>>());
    let value = |cell: &str| -> u32 {
        match cell {
            "1" | "+" => 2,
            "½" => 1,
            "0" | "−" => 0,
            other => panic!("unexpected cell `{other}`"),
        }
    };
    let mut games = 0;
    for i in 0..n {
        assert_eq!(c.rows[i].cells[i], "×");
        assert_eq!(c.rows[i].position as usize, i + 1);
        for j in (i + 1)..n {
            // Each pair played once; its two cells sum to one point.
            let (a, b) = (&c.rows[i].cells[j], &c.rows[j].cells[i]);
            assert_eq!(
                value(a) + value(b),
                2,
                "{} vs {}: {a} / {b}",
                c.rows[i].name,
                c.rows[j].name
            );
            games += 1;
        }
    }
    assert_eq!(games, 66);
    // Rows follow the standings, and each row's cells add up to its points.
    for (row, standing) in c.rows.iter().zip(&v.standings.rows) {
        assert_eq!(row.number, standing.number);
        let halves: u32 = row.cells.iter().filter(|c| c.as_str() != "×").map(|c| value(c)).sum();
        let shown = row.points.replace('½', ".5");
        let expected: f64 = shown.parse().unwrap_or_else(|e| panic!("{shown}: {e}"));
        assert_eq!(f64::from(halves) / 2.0, expected, "{}", row.name);
    }
    // Voiska (row 1) beat Jordanova (start 2, 7th): `1`.
    let jordanova = c.rows.iter().position(|r| r.name == "Jordanova Svetla").unwrap_or(99);
    assert_eq!(jordanova, 6);
    assert_eq!(c.rows[0].cells[jordanova], "1");
}

#[test]
fn seed_000_norms_and_ratings() {
    let v = seed000();
    let norms = v.norms.unwrap_or_else(|| panic!("ratings are known: a norms table"));
    assert_eq!(norms.rows.len(), 12);
    let with_norm: Vec<&str> =
        norms.rows.iter().filter(|r| r.norms == "ЖММ").map(|r| r.name.as_str()).collect();
    assert_eq!(with_norm, ["Raeva Elitsa", "Nikolova Adriana"]);
    assert!(norms
        .rows
        .iter()
        .filter(|r| r.name != "Raeva Elitsa" && r.name != "Nikolova Adriana")
        .all(|r| r.norms.is_empty()));
    assert_eq!(norms.achieved.len(), 2);
    assert!(
        norms.achieved[0].contains("Raeva Elitsa")
            && norms.achieved[0].contains("норма за международен майстор при жените"),
        "{:?}",
        norms.achieved
    );
    // Raeva: 7½ of 11 at Ra 2179; March 2007, so K 15 (the rules before July 2009): 15 ×
    // (7.50 − 5.92) = +23.70, unrounded as FIDE reports an event.
    let raeva = &norms.rows[4];
    assert_eq!((raeva.score.as_str(), raeva.average.as_str()), ("7½", "2179"));
    assert_eq!((raeva.k.as_str(), raeva.expected.as_str()), ("15", "5,92"));
    assert_eq!(raeva.change, "+23,70");
    // One K for all and no difference above 350: the changes add up to zero.
    assert_eq!(norms.total_change, "0,00");
    assert!(norms.note.contains("в сила от 1 април 2006 г."), "{}", norms.note);
}

#[test]
fn seed_000_renders_in_every_format() {
    let v = seed000();
    let html = render(&v, Format::Html);
    assert_self_contained(&html);
    assert!(html.contains("<html lang=\"bg\">"));
    for code in ["ЛС", "Койя", "З-Б", "Поб.", "Перф."] {
        assert!(html.contains(&format!(">{code}</th>")), "{code} heading");
    }
    assert!(html.contains("Voiska Margarita") && html.contains("Крайно класиране"));
    let md = render(&v, Format::Markdown);
    assert!(md.contains("| 4 | 5 |  | Raeva Elitsa | България | 7½ |"), "{md}");
    let txt = render(&v, Format::Text);
    assert!(txt.contains("Raeva Elitsa: норма за международен майстор при жените"), "{txt}");
    assert!(txt.contains("Nikolova Adriana: норма за международен майстор при жените"), "{txt}");
}

#[test]
fn seed_001_shows_the_three_way_tie_and_the_lots() {
    let v = seed_view(
        "regulations/001-bg-team-women-2009.corrected.rgl",
        "results/001-illustrative.rgr",
    );
    let tied: Vec<(&str, u32)> =
        v.standings.rows.iter().filter(|r| r.tied).map(|r| (r.rank.as_str(), r.number)).collect();
    assert_eq!(tied, [("1–3", 2), ("1–3", 3), ("1–3", 8)]);
    assert_eq!(v.standings.ties.len(), 1);
    let tie = &v.standings.ties[0];
    assert_eq!(tie.places, "1–3");
    assert!(tie.decision.starts_with("жребий"), "{}", tie.decision);
    // 7 rounds of 4 matches; every match score adds up to the 3 boards.
    let matches = v.team_matches.as_ref().unwrap_or_else(|| panic!("a team event"));
    assert_eq!(matches.rounds.len(), 7);
    assert!(matches.rounds.iter().all(|r| r.matches.len() == 4));
    let first = &matches.rounds[0].matches[0];
    assert_eq!((first.home.as_str(), first.score.as_str()), ("1 Рокада (Пловдив)", "1 – 2"));
    assert_eq!(v.team_boards.len(), 8);
    let html = render(&v, Format::Html);
    assert_self_contained(&html);
    assert!(html.contains("1–3") && html.contains("жребий"));
}

#[test]
fn seed_004_shows_the_board_one_armageddon() {
    let v = seed_view(
        "regulations/004-bg-workers-festival-2024.corrected.rgl",
        "results/004-illustrative.rgr",
    );
    assert_eq!(v.standings.rows[0].name, "Отбор 1");
    assert_eq!(v.board_classifications.len(), 1);
    let board = &v.board_classifications[0];
    assert_eq!(board.title, "Дъска 1");
    let codes: Vec<&str> = board.tiebreak_columns.iter().map(|h| h.code.as_str()).collect();
    assert_eq!(codes, ["ЛС", "Поб.", "Черни"]);
    assert_eq!(board.rows[0].rank, "1–2");
    assert_eq!(board.rows[1].rank, "1–2");
    assert_eq!(board.ties.len(), 1);
    assert_eq!(board.ties[0].decision, "армагедон (5 мин + 2 сек)");
    assert!(board.ties[0].who.contains("Отбор 1, дъска 1"));
    // Board 1 of team 1: 8½ of 9.
    let team1 = &v.team_boards[0];
    assert_eq!(team1.name, "Отбор 1");
    assert_eq!(team1.board_totals[0], "1: 8½/9");
    let txt = render(&v, Format::Text);
    assert!(txt.contains("армагедон (5 мин + 2 сек)"), "{txt}");
}

#[test]
fn seed_003_is_in_ukrainian() {
    let v =
        seed_view("regulations/003-uk-women-2013.corrected.rgl", "results/003-ukr-w-ch-2013.rgr");
    assert_eq!(v.lang, "uk");
    assert_eq!(v.labels.standings, "Підсумкова таблиця");
    assert_eq!(v.labels.crosstable, "Турнірна таблиця");
    assert_eq!(v.standings.rows[0].name, "Музичук Марія");
    assert_eq!(v.standings.rows[0].scores, ["7½"]);
    assert_eq!(v.standings.tiebreak_columns[0].code, "З-Б");
    assert_eq!(v.standings.tiebreak_columns[0].name, "Зоннеборн-Бергер (SB)");
    let html = render(&v, Format::Html);
    assert_self_contained(&html);
    assert!(html.contains("<html lang=\"uk\">") && html.contains("Бюлетень результатів"));
    assert!(v.dates.as_deref().is_some_and(|d| d.contains("червня 2013")));
}

/// A four-player Swiss of two rounds, with a player whose name is markup.
fn tiny_swiss() -> (Regulation, Tournament) {
    let text = "regulation \"Test <Open> & Co\" lang en\nsystem individual swiss rounds 2\n\
                ranking {\n  points win 1 draw ½ loss 0\n  tiebreaks BH, SB\n}\n";
    let compiled = reglament::compile(
        "t.rgl",
        text.as_bytes(),
        &reglament::Options { no_checks: true, ..reglament::Options::default() },
    );
    let reg = compiled.model.unwrap_or_else(|| panic!("{:?}", compiled.diagnostics));
    let game = |round, opponent, color, outcome| Game {
        round,
        opponent: Some(opponent),
        color: Some(color),
        outcome,
        rated: true,
    };
    let names = ["<b>X & Y</b>", "Second", "Third", "Fourth"];
    let games = [
        vec![game(1, 3, Color::White, Outcome::Win), game(2, 2, Color::Black, Outcome::Draw)],
        vec![game(1, 4, Color::Black, Outcome::Win), game(2, 1, Color::White, Outcome::Draw)],
        vec![
            game(1, 1, Color::Black, Outcome::Loss),
            game(2, 4, Color::White, Outcome::ForfeitWin),
        ],
        vec![
            game(1, 2, Color::White, Outcome::Loss),
            game(2, 3, Color::Black, Outcome::ForfeitLoss),
        ],
    ];
    let players = names
        .iter()
        .zip(games)
        .enumerate()
        .map(|(i, (name, games))| Player {
            start: i as u32 + 1,
            name: (*name).into(),
            rating: Some(2000 - 10 * i as u32),
            games,
            ..Player::default()
        })
        .collect();
    let t = Tournament { name: "Tiny".into(), rounds: 2, players, ..Tournament::default() };
    (reg, t)
}

#[test]
fn user_strings_are_escaped_in_html() {
    let (reg, t) = tiny_swiss();
    let standings = compute_standings(&reg, &t, &RegulationOptions::default());
    let v = bulletin_view(&reg, &t, &standings);
    let html = render(&v, Format::Html);
    assert!(!html.contains("<b>X"), "markup from a name reached the HTML");
    assert!(
        html.contains("&lt;b&gt;X &amp; Y&lt;&#x2f;b&gt;")
            || html.contains("&lt;b&gt;X &amp; Y&lt;/b&gt;"),
        "{html}"
    );
    assert!(html.contains("Test &lt;Open&gt; &amp; Co"));
    assert_self_contained(&html);
    // Markdown and text keep the name as written.
    assert!(render(&v, Format::Text).contains("<b>X & Y</b>"));
}

#[test]
fn a_swiss_event_gets_a_wallchart() {
    let (reg, t) = tiny_swiss();
    let standings = compute_standings(&reg, &t, &RegulationOptions::default());
    let v = bulletin_view(&reg, &t, &standings);
    assert!(v.crosstable.is_none());
    let w = v.wallchart.unwrap_or_else(|| panic!("a Swiss event has a wallchart"));
    assert_eq!(w.rounds, [1, 2]);
    // 1½ each for players 1 and 2; 1 for player 3 (forfeit win); 0 for player 4.
    let points: Vec<(u32, &str)> = w.rows.iter().map(|r| (r.number, r.points.as_str())).collect();
    assert_eq!(points.len(), 4);
    assert_eq!(points[3], (4, "0"));
    assert_eq!(points[2], (3, "1"));
    // Player 3's line: lost with Black to player 1, won by forfeit with White against 4.
    let row3 = &w.rows[2];
    let pos = |n: u32| w.rows.iter().position(|r| r.number == n).map(|p| (p + 1).to_string());
    assert_eq!(row3.cells[0].opponent, pos(1).unwrap_or_default());
    assert_eq!((row3.cells[0].color.as_str(), row3.cells[0].result.as_str()), ("b", "0"));
    assert_eq!((row3.cells[1].color.as_str(), row3.cells[1].result.as_str()), ("w", "+"));
    assert_eq!(w.rows[3].cells[1].result, "−");
}

#[test]
fn the_command_writes_a_file_and_never_over_an_input() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let out = dir.path().join("bulletin.html");
    let reg = "regulations/000-bg-women-2021.corrected.rgl";
    let res = "results/000-bul-w-ch-2007.rgr";
    let printed = reglament(&["bulletin", reg, "--results", res]);
    assert_eq!(printed.code, 0, "{}", printed.err);
    assert!(printed.out.starts_with("<!DOCTYPE html>"));
    let o = out.display().to_string();
    let written = reglament(&["bulletin", reg, "--results", res, "-o", &o]);
    assert_eq!(written.code, 0, "{}", written.err);
    assert_eq!(std::fs::read_to_string(&out).unwrap_or_default(), printed.out);
    // Over the results file: refused, the file untouched.
    let before = std::fs::read(path(res)).unwrap_or_default();
    assert_eq!(reglament(&["bulletin", reg, "--results", res, "-o", res]).code, 2);
    assert_eq!(std::fs::read(path(res)).unwrap_or_default(), before);
}

#[test]
fn a_real_swiss_wallchart_is_consistent_with_its_trf() {
    // Gonzaga Classic 2008 (Dublin): 12 players, 5 rounds, half-point byes and forfeits; the TRF
    // declares each player's points.
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let reg_path = dir.path().join("gonzaga.rgl");
    std::fs::write(
        &reg_path,
        "regulation \"Gonzaga Classic\" lang en\nsystem individual swiss rounds 5\n\
         ranking {\n  points win 1 draw ½ loss 0\n  tiebreaks BH, SB\n}\n",
    )
    .unwrap_or_else(|e| panic!("{e}"));
    let reg = common::regulation(&reg_path.display().to_string());
    let r = common::results(
        "tests/data/trf/swiss_gonzaga_classic_2008_IRL_12p_5r_ranks.trf",
        Some(&reg),
    );
    let (t, lots) = (r.tournament, r.lots);
    let standings = compute_standings(&reg, &t, &RegulationOptions { edition: None, lots });
    let v = bulletin_view(&reg, &t, &standings);
    let w = v.wallchart.unwrap_or_else(|| panic!("a Swiss event has a wallchart"));
    assert_eq!(w.rounds, [1, 2, 3, 4, 5]);
    assert_eq!(w.rows.len(), 12);
    let halves = |r: &str| -> i64 {
        match r {
            "1" | "+" => 2,
            "½" => 1,
            "0" | "−" => 0,
            other => panic!("unexpected result `{other}`"),
        }
    };
    for row in &w.rows {
        // The results of a line add up to the points the TRF declares.
        let declared = t.player(row.number).and_then(|p| p.declared_points).map(|p| p.0);
        let sum: i64 = row.cells.iter().map(|c| halves(&c.result)).sum();
        assert_eq!(Some(sum * 50), declared, "{}", row.name);
        // Every game appears on both lines: the opponent points back, colours and results
        // complement each other.
        for (i, cell) in row.cells.iter().enumerate() {
            let Ok(o) = cell.opponent.parse::<usize>() else { continue };
            let other = &w.rows[o - 1].cells[i];
            assert_eq!(other.opponent, row.position.to_string(), "{} round {}", row.name, i + 1);
            assert_eq!(halves(&cell.result) + halves(&other.result), 2);
            assert_ne!(cell.color, other.color);
        }
    }
    // Griffiths (start 1, 4 points, first): a half-point bye in round 1, then Black against
    // Duffy (start 3), won.
    let first = &w.rows[0];
    assert_eq!((first.number, first.points.as_str()), (1, "4"));
    assert_eq!((first.cells[0].opponent.as_str(), first.cells[0].result.as_str()), ("–", "½"));
    let duffy = w.rows.iter().find(|r| r.number == 3).map(|r| r.position.to_string());
    assert_eq!(Some(first.cells[1].opponent.clone()), duffy);
    assert_eq!((first.cells[1].color.as_str(), first.cells[1].result.as_str()), ("b", "1"));
    // Cafolla (start 4) won round 4 by forfeit against Barbosa (start 11).
    let cafolla = w.rows.iter().find(|r| r.number == 4).unwrap_or_else(|| panic!("start 4"));
    assert_eq!(cafolla.cells[3].result, "+");
}

/// Every opened element of these kinds is closed, in order (the templates write no void
/// elements other than `meta`).
fn assert_balanced(html: &str) {
    let mut stack: Vec<String> = Vec::new();
    let mut rest = html;
    while let Some(start) = rest.find('<') {
        rest = &rest[start + 1..];
        let end = rest.find('>').unwrap_or_else(|| panic!("unclosed tag"));
        let tag = &rest[..end];
        rest = &rest[end + 1..];
        if tag.starts_with('!') {
            continue;
        }
        let name: String =
            tag.trim_start_matches('/').chars().take_while(|c| c.is_ascii_alphanumeric()).collect();
        if name == "meta" {
            continue;
        }
        if tag.starts_with('/') {
            assert_eq!(stack.pop().as_deref(), Some(name.as_str()), "closing </{name}>");
        } else {
            stack.push(name);
        }
    }
    assert!(stack.is_empty(), "left open: {stack:?}");
}

#[test]
fn every_seed_bulletin_is_well_formed_html() {
    for (reg, res) in [
        ("regulations/000-bg-women-2021.corrected.rgl", "results/000-bul-w-ch-2007.rgr"),
        ("regulations/001-bg-team-women-2009.corrected.rgl", "results/001-illustrative.rgr"),
        ("regulations/003-uk-women-2013.corrected.rgl", "results/003-ukr-w-ch-2013.rgr"),
        ("regulations/004-bg-workers-festival-2024.corrected.rgl", "results/004-illustrative.rgr"),
    ] {
        let html = render(&seed_view(reg, res), Format::Html);
        assert_balanced(&html);
        assert_self_contained(&html);
    }
    let (reg, t) = tiny_swiss();
    let v = bulletin_view(&reg, &t, &compute_standings(&reg, &t, &RegulationOptions::default()));
    assert_balanced(&render(&v, Format::Html));
}

#[test]
fn a_template_directory_overrides_and_strict_undefined_fails() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let templates = dir.path().display().to_string();
    let args = [
        "bulletin",
        "regulations/000-bg-women-2021.corrected.rgl",
        "--results",
        "results/000-bul-w-ch-2007.rgr",
        "--format",
        "txt",
        "--templates",
        &templates,
    ];
    let write = |text: &str| {
        std::fs::write(dir.path().join("bulletin.txt.j2"), text).unwrap_or_else(|e| panic!("{e}"))
    };
    write("{{ standings.rows[0].name }} / {{ standings.rows[3].name }}\n");
    let r = reglament(&args);
    assert_eq!((r.code, r.out.as_str()), (0, "Voiska Margarita / Raeva Elitsa\n"), "{}", r.err);
    // A misspelt field is an error (R001), not an empty string.
    write("{{ standings.rowz }}\n");
    let r = reglament(&args);
    assert_eq!(r.code, 2);
    assert!(r.out.is_empty());
    assert!(r.err.contains("R001"), "{}", r.err);
}

#[test]
fn a_windows_1251_bulletin_decodes_back_to_the_same_document() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let out = dir.path().join("bulletin.html");
    let o = out.display().to_string();
    let r = reglament(&[
        "bulletin",
        "regulations/000-bg-women-2021.corrected.rgl",
        "--results",
        "results/000-bul-w-ch-2007.rgr",
        "--output-encoding",
        "windows-1251",
        "-o",
        &o,
    ]);
    assert_eq!(r.code, 0, "{}", r.err);
    let bytes = std::fs::read(&out).unwrap_or_default();
    let (text, _, had_errors) = encoding_rs::WINDOWS_1251.decode(&bytes);
    assert!(!had_errors);
    assert!(text.contains("<meta charset=\"windows-1251\">"));
    assert!(text.contains("Крайно класиране"));
    // ½ is not in Windows-1251: a numeric reference.
    assert!(text.contains("7&#189;"), "{}", &text[..200]);
}

#[test]
fn seed_001_team_crosstable_follows_the_cycle_among_the_leaders() {
    let v = seed_view(
        "regulations/001-bg-team-women-2009.corrected.rgl",
        "results/001-illustrative.rgr",
    );
    let c = v.team_crosstable.unwrap_or_else(|| panic!("a team round robin has a crosstable"));
    assert_eq!(c.rows.len(), 8);
    // Each pair's two cells add up to the 3 boards; the diagonal is ×.
    let halves = |s: &str| -> u32 {
        let whole: u32 = s.trim_end_matches('½').parse().unwrap_or(0);
        whole * 2 + u32::from(s.ends_with('½'))
    };
    for i in 0..8 {
        assert_eq!(c.rows[i].cells[i], "×");
        for j in (i + 1)..8 {
            assert_eq!(halves(&c.rows[i].cells[j]) + halves(&c.rows[j].cells[i]), 6);
        }
    }
    // The results file's cycle: 3 beats 2, 2 beats 8, 8 beats 3, each 2–1.
    let pos = |team: u32| c.rows.iter().position(|r| r.number == team).unwrap_or(99);
    let cell = |a: u32, b: u32| c.rows[pos(a)].cells[pos(b)].clone();
    assert_eq!((cell(3, 2), cell(2, 8), cell(8, 3)), ("2".into(), "2".into(), "2".into()));
    assert_eq!(c.rows[pos(1)].points, "0");
}

#[test]
fn a_tie_for_first_names_the_play_off_stages_for_its_size() {
    // Three players, all games drawn: equal on points and on every tie-break.
    let text = "regulation \"Турнир\" lang bg\nsystem individual round-robin rounds 3\n\
                ranking {\n  points win 1 draw ½ loss 0\n  tiebreaks DE, SB\n  \
                when-tied playoff\n  playoff starts-after 30 min {\n    \
                stage players 2 games 2 base 10 min increment 5 s\n    \
                stage players 3 or-more round-robin base 5 min increment 3 s\n    \
                stage armageddon base 5 min increment 2 s\n  }\n}\n";
    let compiled = reglament::compile(
        "p.rgl",
        text.as_bytes(),
        &reglament::Options { no_checks: true, ..reglament::Options::default() },
    );
    let reg = compiled.model.unwrap_or_else(|| panic!("{:?}", compiled.diagnostics));
    let draw = |round, opponent, color| Game {
        round,
        opponent: Some(opponent),
        color: Some(color),
        outcome: Outcome::Draw,
        rated: true,
    };
    let lines = [
        vec![draw(1, 2, Color::White), draw(3, 3, Color::Black)],
        vec![draw(1, 1, Color::Black), draw(2, 3, Color::White)],
        vec![draw(2, 2, Color::Black), draw(3, 1, Color::White)],
    ];
    let players = ["A", "B", "C"]
        .iter()
        .zip(lines)
        .enumerate()
        .map(|(i, (name, games))| Player {
            start: i as u32 + 1,
            name: (*name).into(),
            games,
            ..Player::default()
        })
        .collect();
    let t = Tournament { rounds: 3, players, ..Tournament::default() };
    let v = bulletin_view(&reg, &t, &compute_standings(&reg, &t, &RegulationOptions::default()));
    assert!(v.standings.rows.iter().all(|r| r.rank == "1–3"));
    assert_eq!(v.standings.ties.len(), 1);
    // The stage for three or more, then the Armageddon stage (which fits any number).
    assert_eq!(
        v.standings.ties[0].decision,
        "бараж (30 мин след последния кръг): кръгов турнир, 5 мин + 3 сек; след това \
         армагедон, 5 мин + 2 сек"
    );
    assert!(v.norms.is_none(), "no ratings, no norms table");
}

// ---------------------------------------------------------------------------------------------
// The bulletin of a real event (issue 22).

/// Seed 000 as an arbiter posts it: the federation and the title beside each name, every round
/// headed with the date and time of the programme, the chief arbiter and the day the bulletin is
/// up to, the tie-break columns in the crosstable as in the standings.
#[test]
fn seed_000_is_the_bulletin_of_a_real_event() {
    let v = seed000();
    assert!(v.starting_columns.federation && v.starting_columns.title);
    assert!(v.starting_list.iter().all(|p| p.federation == "България"));
    assert_eq!(v.starting_list[2].club, "Lokomotiv 2000", "the corrected club");
    assert!(v.standings.title_column && v.standings.federation_column);
    assert_eq!(
        (v.standings.rows[0].title.as_str(), v.standings.rows[0].federation.as_str()),
        ("ГМ", "България")
    );
    // The programme: round 1 on Sunday 11 March at 14:30, rounds 5 and 6 on one day.
    assert_eq!(v.rounds[0].when.as_deref(), Some("11 март 2007 г., 14:30"));
    assert_eq!(v.rounds[4].when.as_deref(), Some("15 март 2007 г., 09:30"));
    assert_eq!(v.rounds[5].when.as_deref(), Some("15 март 2007 г., 16:30"));
    assert_eq!(v.chief_arbiter.as_deref(), Some("Милен Петров, международен съдия"));
    assert_eq!(v.updated.as_deref(), Some("20 март 2007 г."), "the day of round 11");
    let cross = v.crosstable.as_ref().expect("a round robin");
    assert_eq!(cross.tiebreak_columns, v.standings.tiebreak_columns);
    for (row, standing) in cross.rows.iter().zip(&v.standings.rows) {
        assert_eq!(row.number, standing.number);
        assert_eq!(row.values, standing.values);
    }
    assert_eq!(v.sample, None);
    assert_eq!(v.page_mark, None, "published: no mark");
    let html = render(&v, Format::Html);
    assert!(html.contains("Главен съдия: Милен Петров, международен съдия"), "{html}");
    assert!(html.contains("Кръг 1 <span class=\"when\">— 11 март 2007 г., 14:30</span>"));
    assert!(html.contains("<th>Федерация</th>"));
    let legend = "<span class=\"code\">ЛС</span> — Резултат от срещите помежду им (DE)";
    assert!(html.matches(legend).count() >= 2, "the standings' legend and the crosstable's");
}

/// One board numbering: the bulletin's boards of every round are the boards `pairings` prints
/// for the drawn numbers (the Berger table's order), game for game.
#[test]
fn the_bulletin_numbers_the_boards_as_pairings_does() {
    for (regulation, results) in [
        ("regulations/000-bg-women-2021.corrected.rgl", "results/000-bul-w-ch-2007.rgr"),
        ("regulations/003-uk-women-2013.corrected.rgl", "results/003-ukr-w-ch-2013.rgr"),
    ] {
        let v = seed_view(regulation, results);
        let run = reglament(&["pairings", results, "--format", "json"]);
        assert_eq!(run.code, 0, "{}", run.err);
        let json: serde_json::Value = serde_json::from_str(&run.out).expect("JSON");
        let rounds = json["rounds"].as_array().expect("rounds");
        assert_eq!(rounds.len(), v.rounds.len());
        for (ours, theirs) in v.rounds.iter().zip(rounds) {
            let boards = theirs["boards"].as_array().expect("boards");
            assert_eq!(boards.len(), ours.games.len(), "{results} round {}", ours.round);
            for (game, board) in ours.games.iter().zip(boards) {
                assert_eq!(Some(u64::from(game.board)), board["board"].as_u64());
                let (white, black) = (board["white"].as_str(), board["black"].as_str());
                let named =
                    |side: &str, name: Option<&str>| name.is_some_and(|n| side.ends_with(n));
                assert!(
                    named(&game.white, white) && named(&game.black, black),
                    "{results} round {} board {}: {} – {} / {white:?} – {black:?}",
                    ours.round,
                    game.board,
                    game.white,
                    game.black
                );
            }
        }
    }
}

/// Seed 003 in Ukrainian: every player by her full name in Ukrainian (from the results file,
/// sourced in `tests/data/seed-results/SOURCES.md`), the tie-break columns headed in Ukrainian,
/// the federation of each, and the FIDE ID and title where a source gives them.
#[test]
fn seed_003_lists_every_player_by_her_full_name_in_ukrainian() {
    let v =
        seed_view("regulations/003-uk-women-2013.corrected.rgl", "results/003-ukr-w-ch-2013.rgr");
    let cyrillic = |s: &str| s.chars().any(|c| ('\u{400}'..='\u{4ff}').contains(&c));
    for p in &v.starting_list {
        let words: Vec<&str> = p.name.split_whitespace().collect();
        assert!(
            words.len() == 2 && words.iter().all(|w| cyrillic(w) && w.chars().count() > 2),
            "{}",
            p.name
        );
        assert_eq!(p.federation, "Україна");
    }
    assert_eq!(v.starting_list[0].name, "Музичук Марія");
    assert_eq!(
        (v.starting_list[0].title.as_str(), v.starting_list[0].fide_id.as_str()),
        ("ММ", "14114550")
    );
    assert_eq!(v.starting_list[1].title, "ГМ");
    let codes: Vec<&str> = v.standings.tiebreak_columns.iter().map(|h| h.code.as_str()).collect();
    assert_eq!(codes, ["З-Б", "ОЗ", "Перем."]);
    assert_eq!(v.rounds[0].when.as_deref(), Some("17 червня 2013 р."), "no times in the programme");
    assert_eq!(v.chief_arbiter.as_deref(), Some("Р. М. Антонова, міжнародний арбітр"));
    let html = render(&v, Format::Html);
    assert!(!html.contains("Muzychuk") && !html.contains(",M<"), "no game-record name left");
    // Every name of the cards and the crosstable is the full one.
    let cross = v.crosstable.as_ref().expect("a round robin");
    assert!(cross.rows.iter().all(|r| cyrillic(&r.name)));
    // The norms are checked: Muzychuk's 7½ of 9 is a performance of 2587 against an average of
    // 2314, short of the 2600 a grandmaster norm needs; no row has a norm, and the page says so.
    let norms = v.norms.as_ref().expect("ratings are known: the norms are checked");
    let first = &norms.rows[0];
    assert_eq!((first.name.as_str(), first.performance.as_str()), ("Музичук Марія", "2587"));
    assert_eq!(first.average, "2314");
    assert!(norms.rows.iter().all(|r| r.norms.is_empty()) && norms.achieved.is_empty());
    assert!(
        norms.note.starts_with("Жодна учасниця не виконала норми на звання."),
        "{}",
        norms.note
    );
}

/// Illustrative results say so in the results file, and every document made from them carries
/// the mark (the printed pages are checked in `print.rs`); real results carry none.
#[test]
fn illustrative_results_are_marked_as_samples() {
    for (regulation, results) in [
        ("regulations/001-bg-team-women-2009.corrected.rgl", "results/001-illustrative.rgr"),
        ("regulations/004-bg-workers-festival-2024.corrected.rgl", "results/004-illustrative.rgr"),
    ] {
        let v = seed_view(regulation, results);
        assert_eq!(v.sample, Some("ПРИМЕРНИ РЕЗУЛТАТИ"), "{results}");
        assert_eq!(v.page_mark.as_deref(), Some("ПРИМЕРНИ РЕЗУЛТАТИ"));
        assert!(v.sample_note.as_deref().is_some_and(|n| n.starts_with("Измислени резултати")));
        let html = render(&v, Format::Html);
        assert!(html.contains("@top-center { content: \"ПРИМЕРНИ РЕЗУЛТАТИ\""), "{results}");
        for format in [Format::Markdown, Format::Text] {
            assert!(render(&v, format).contains("ПРИМЕРНИ РЕЗУЛТАТИ"), "{results} {format:?}");
        }
        // The standings document made from them is marked too.
        let run = reglament(&["standings", regulation, "--results", results, "--format", "md"]);
        assert!(run.out.starts_with("**ПРИМЕРНИ РЕЗУЛТАТИ**"), "{}", run.out);
        // `bulletin` says so.
        let run = reglament(&["bulletin", regulation, "--results", results, "--format", "md"]);
        assert!(run.err.contains("ПРИМЕРНИ РЕЗУЛТАТИ"), "{}", run.err);
    }
    // Written back, the statement stays.
    let r = common::results("results/004-illustrative.rgr", None);
    let again = reglament::results::results_file::write_results(&r.tournament, None, &[]);
    assert!(again.contains("\nillustrative \"Измислени резултати"), "{again}");
}
