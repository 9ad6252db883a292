//! The documents as they print: every seed's regulation (the faithful encoding as a draft, and
//! the corrected one) and bulletin, and the bulletin of a generated 200-player Swiss, printed to
//! A4 by headless Chromium. Nothing sticks out of the printable width; every page that goes on
//! with a table starts with its header row; no page ends with a heading, or with a header and a
//! single row; the page count is in the range worked out for each
//! document; every page is A4 (landscape only where a table is too wide for portrait); and a
//! screenshot of each page is kept under `target/` (out of git) for a reviewer to look at.
//! Needs Chromium and poppler-utils; outside CI a missing tool skips the test with a message.

use crate::common::{self, browser};
use reglament::render::bulletin::bulletin_view;
use reglament::render::{regulation_view_with, DocumentOptions, Format, Renderer};
use reglament::score::regulation::{event_standings, RegulationOptions};
use std::ops::RangeInclusive;
use std::path::PathBuf;

/// Where the printed files and the screenshots go: `target/tmp/print/` (out of git).
fn out_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("print")
}

/// Marks the first cell of every header row (`[[H]]`), of every body row of a table that has a
/// header (`[[R]]`) and every heading (`[[T]]`) in text one pixel high that takes no room (so
/// the document is laid out as it is), so that the printed text shows how each page starts.
const MARKS: &str = "<style>\
    thead tr > :first-child::before { content: \"[[H]]\"; }\
    table:has(thead) tbody tr > td:first-child::before { content: \"[[R]]\"; }\
    h1::before, h2::before, h3::before, h4::before, header.title::before { content: \"[[T]]\"; }\
    th::before, td::before, h1::before, h2::before, h3::before, h4::before, header.title::before \
    { font-size: 1px; display: inline-block; width: 0; overflow: visible; white-space: nowrap; }\
    </style>";

/// The first mark on a page's text.
fn first_mark(text: &str) -> Option<&'static str> {
    ["[[H]]", "[[R]]", "[[T]]"]
        .iter()
        .filter_map(|m| text.find(m).map(|at| (at, *m)))
        .min()
        .map(|(_, m)| m)
}

/// The pages (1-based) whose first mark is a body row: a table goes on there without its
/// header row.
fn pages_without_header(texts: &[String]) -> Vec<usize> {
    (1..=texts.len()).filter(|p| first_mark(&texts[p - 1]) == Some("[[R]]")).collect()
}

/// The pages (1-based, the last one aside) that end with a heading: nothing but the page
/// number after the page's last heading mark.
fn pages_ending_with_a_heading(texts: &[String]) -> Vec<usize> {
    (1..texts.len())
        .filter(|p| {
            let text = &texts[p - 1];
            let Some(at) = text.rfind("[[T]]") else { return false };
            text[at + 5..].lines().all(|l| {
                let l = l.trim();
                l.is_empty()
                    || l.starts_with("стр. ")
                    || l.starts_with("стор. ")
                    || l.starts_with("page ")
            })
        })
        .collect()
}

/// The pages (1-based) where a table starts with its header and a single row, and goes on on
/// the next page: a header and one row stranded at the bottom.
fn pages_with_a_stranded_row(texts: &[String]) -> Vec<usize> {
    (1..texts.len())
        .filter(|p| {
            let text = &texts[p - 1];
            let Some(at) = text.rfind("[[H]]") else { return false };
            let rows = text[at..].matches("[[R]]").count();
            let headings = text[at..].matches("[[T]]").count();
            rows == 1 && headings == 0 && first_mark(&texts[*p]) == Some("[[H]]")
        })
        .collect()
}

/// Prints a document with the marks and returns the text of each page and the PDF.
fn print_marked(browser: &str, html: &str, name: &str) -> (Vec<String>, PathBuf) {
    let dir = out_dir();
    std::fs::create_dir_all(&dir).unwrap_or_else(|e| panic!("{e}"));
    let file = dir.join(format!("{name}.html"));
    std::fs::write(&file, html.replacen("</head>", &format!("{MARKS}</head>"), 1))
        .unwrap_or_else(|e| panic!("{e}"));
    let pdf = browser::print_pdf(browser, &file, &dir.join(format!("{name}.profile")));
    (browser::page_texts(&pdf), pdf)
}

/// Prints a document and checks it as the module says. `pages` is the range its page count
/// must fall in. Returns how many pages begin with a repeated header row (`None`: skipped).
fn check(name: &str, html: &str, pages: RangeInclusive<usize>) -> Option<usize> {
    check_pages(name, html, pages).map(|(continued, _)| continued)
}

/// [`check`], and every page carries `mark` (a draft's, or the mark of illustrative results).
fn check_marked(name: &str, html: &str, pages: RangeInclusive<usize>, mark: &str) {
    let Some((_, texts)) = check_pages(name, html, pages) else { return };
    let unmarked: Vec<usize> = (1..=texts.len()).filter(|p| !texts[p - 1].contains(mark)).collect();
    assert!(unmarked.is_empty(), "{name}: pages {unmarked:?} do not say “{mark}”");
}

/// [`check`], returning the number of pages that begin with a repeated header row and the text
/// of every page.
fn check_pages(
    name: &str,
    html: &str,
    pages: RangeInclusive<usize>,
) -> Option<(usize, Vec<String>)> {
    let browser = browser::browser()?;
    if !browser::poppler() {
        return None;
    }
    let dir = out_dir();
    std::fs::create_dir_all(&dir).unwrap_or_else(|e| panic!("{e}"));
    // Nothing sticks out of the page.
    let over = browser::overflowing(&browser, html, &dir, name);
    assert!(over.is_empty(), "{name}: wider than the printable area:\n{}", over.join("\n"));
    // The document as it prints.
    let (texts, pdf) = print_marked(&browser, html, name);
    assert!(pages.contains(&texts.len()), "{name}: {} pages, expected {pages:?}", texts.len());
    let sizes = browser::page_sizes(&pdf);
    assert_eq!(sizes.len(), texts.len(), "{name}");
    for (i, size) in sizes.iter().enumerate() {
        assert!(
            browser::is_a4(*size) || browser::is_a4_landscape(*size),
            "{name}: page {} is {size:?}",
            i + 1
        );
    }
    // Every page says which it is ("стр. 2 от 5").
    for (i, text) in texts.iter().enumerate() {
        let n = texts.len();
        let numbered = [
            format!("стр. {} от {n}", i + 1),
            format!("стор. {} з {n}", i + 1),
            format!("page {} of {n}", i + 1),
        ];
        assert!(numbered.iter().any(|x| text.contains(x)), "{name}: page {} has no number", i + 1);
    }
    let shots = browser::screenshots(&pdf, &dir.join("screenshots"), name);
    assert_eq!(shots.len(), texts.len(), "{name}: one screenshot per page");
    // Every page that goes on with a table starts with the table's header row.
    let bad = pages_without_header(&texts);
    assert!(
        bad.is_empty(),
        "{name}: pages {bad:?} go on with a table without its header row:\n{}",
        bad.iter()
            .map(|p| texts[p - 1].lines().take(3).collect::<Vec<_>>().join("\n"))
            .collect::<Vec<_>>()
            .join("\n--\n")
    );
    // No heading alone at the bottom of a page, no header with a single row there.
    let alone = pages_ending_with_a_heading(&texts);
    assert!(alone.is_empty(), "{name}: pages {alone:?} end with a heading");
    let stranded = pages_with_a_stranded_row(&texts);
    assert!(stranded.is_empty(), "{name}: pages {stranded:?} end with a header and one row");
    let continued = texts.iter().filter(|t| first_mark(t) == Some("[[H]]")).count();
    eprintln!(
        "{name}: {} pages ({continued} begin with a repeated header row), screenshots in {}",
        texts.len(),
        dir.join("screenshots").display()
    );
    Some((continued, texts))
}

/// The check of the header rows can fail: a table of 150 rows over three pages passes with its
/// header in `<thead>`, and fails when the header is an ordinary first row.
#[test]
fn the_header_row_check_finds_a_table_that_goes_on_without_its_header() {
    let Some(browser) = browser::browser() else { return };
    if !browser::poppler() {
        return;
    }
    let rows: String =
        (1..=150).map(|i| format!("<tr><td>{i}</td><td>Row {i}</td></tr>")).collect();
    let page = |head: &str| {
        format!(
            "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><style>@page {{ size: A4; margin: \
             15mm; }}</style></head><body><h2>Table</h2><table>{head}<tbody>{rows}</tbody>\
             </table></body></html>"
        )
    };
    let (good, _) = print_marked(
        &browser,
        &page("<thead><tr><th>No</th><th>Name</th></tr></thead>"),
        "probe-thead",
    );
    assert!(good.len() >= 3, "{} pages", good.len());
    assert!(pages_without_header(&good).is_empty());
    // The same header as a body row is not repeated: pages 2 and 3 start with rows. (The
    // marks count body rows of tables with a `<thead>`, so the header row goes in one that
    // is empty.)
    let (bad, _) = print_marked(
        &browser,
        &page("<thead></thead><tr><td>No</td><td>Name</td></tr>"),
        "probe-no-thead",
    );
    assert_eq!(pages_without_header(&bad), (2..=bad.len()).collect::<Vec<_>>());
}

fn regulation_html(file: &str, draft: bool) -> String {
    let options = reglament::Options { no_checks: true, ..reglament::Options::default() };
    let c = reglament::cli::load::regulation(&common::path(file), &options)
        .unwrap_or_else(|e| panic!("{e}"));
    let model = c.model.unwrap_or_else(|| panic!("{file}: no model"));
    let view = regulation_view_with(&model, &DocumentOptions { draft, facts: false });
    Renderer::embedded()
        .and_then(|r| r.render(&Format::Html.template_name("regulation"), &view))
        .unwrap_or_else(|d| panic!("{d:?}"))
}

fn bulletin_html(regulation: &str, results: &str) -> String {
    let reg = common::regulation(regulation);
    let r = common::results(results, Some(&reg));
    let s =
        event_standings(&reg, &r.tournament, &RegulationOptions { edition: None, lots: r.lots });
    let view = bulletin_view(&reg, &r.tournament, &s);
    Renderer::embedded()
        .and_then(|r| r.render(&Format::Html.template_name("bulletin"), &view))
        .unwrap_or_else(|d| panic!("{d:?}"))
}

#[test]
fn seed_000_prints() {
    check_marked(
        "000-regulation-draft",
        &regulation_html("regulations/000-bg-women-2021.rgl", true),
        3..=6,
        "ПРОЕКТ",
    );
    check(
        "000-regulation",
        &regulation_html("regulations/000-bg-women-2021.corrected.rgl", false),
        3..=6,
    );
    check(
        "000-bulletin",
        &bulletin_html(
            "regulations/000-bg-women-2021.corrected.rgl",
            "results/000-bul-w-ch-2007.rgr",
        ),
        5..=9,
    );
}

#[test]
fn seed_001_prints() {
    check(
        "001-regulation-draft",
        &regulation_html("regulations/001-bg-team-women-2009.rgl", true),
        2..=6,
    );
    check(
        "001-regulation",
        &regulation_html("regulations/001-bg-team-women-2009.corrected.rgl", false),
        2..=6,
    );
    check_marked(
        "001-bulletin",
        &bulletin_html(
            "regulations/001-bg-team-women-2009.corrected.rgl",
            "results/001-illustrative.rgr",
        ),
        4..=9,
        "ПРИМЕРНИ РЕЗУЛТАТИ",
    );
}

#[test]
fn seed_003_prints() {
    check(
        "003-regulation-draft",
        &regulation_html("regulations/003-uk-women-2013.rgl", true),
        1..=4,
    );
    check(
        "003-regulation",
        &regulation_html("regulations/003-uk-women-2013.corrected.rgl", false),
        1..=4,
    );
    check(
        "003-bulletin",
        &bulletin_html(
            "regulations/003-uk-women-2013.corrected.rgl",
            "results/003-ukr-w-ch-2013.rgr",
        ),
        4..=8,
    );
}

#[test]
fn seed_004_prints() {
    check(
        "004-regulation-draft",
        &regulation_html("regulations/004-bg-workers-festival-2024.rgl", true),
        1..=4,
    );
    check(
        "004-regulation",
        &regulation_html("regulations/004-bg-workers-festival-2024.corrected.rgl", false),
        1..=4,
    );
    check_marked(
        "004-bulletin",
        &bulletin_html(
            "regulations/004-bg-workers-festival-2024.corrected.rgl",
            "results/004-illustrative.rgr",
        ),
        5..=12,
        "ПРИМЕРНИ РЕЗУЛТАТИ",
    );
}

/// A generated Swiss of 200 players in 9 rounds (`results::generate`, with byes, forfeits and
/// withdrawals) under a regulation with Buchholz cut 1, Buchholz, Sonneborn-Berger and wins:
/// every long table of the bulletin (starting list, 100-board rounds, standings, wallchart,
/// norms, cards) runs over several pages.
#[test]
fn a_200_player_bulletin_repeats_its_table_headers_on_every_page() {
    let t = reglament::results::generate::swiss(200, 9, 7);
    let text = "regulation \"Открит турнир по шахмат\" lang bg\n\
                event { venue \"гр. София\" dates 2025-07-01..2025-07-10 }\n\
                system individual swiss rounds 9\n\
                ranking {\n  points 1 ½ 0\n  tiebreaks BH/C1, BH, SB, WIN\n}\n";
    let compiled = reglament::compile(
        "open.rgl",
        text.as_bytes(),
        &reglament::Options { no_checks: true, ..reglament::Options::default() },
    );
    let reg = compiled.model.unwrap_or_else(|| panic!("{:?}", compiled.diagnostics));
    let s = event_standings(&reg, &t, &RegulationOptions::default());
    let view = bulletin_view(&reg, &t, &s);
    assert_eq!(view.starting_list.len(), 200);
    assert!(view.rounds.iter().all(|r| r.games.len() >= 99), "100 boards a round");
    let html = Renderer::embedded()
        .and_then(|r| r.render(&Format::Html.template_name("bulletin"), &view))
        .unwrap_or_else(|d| panic!("{d:?}"));
    // Worked out from the rows, about 50 to a page: the starting list (200 rows: 4–5 pages),
    // 9 rounds of 100 boards (2–3 pages each: 20–27), the standings (4–5), the wallchart on
    // landscape pages (5–6), the norms table (4), 200 cards of 9 games in two columns (about
    // 13 lines a card, 100 cards' height: 30–40 pages): 67–87 pages.
    let continued = check("swiss-200-bulletin", &html, 67..=87);
    // The starting list, every round, the standings, the wallchart and the norms table each
    // run over at least two pages: at least 13 pages go on with a table, each with its header.
    assert!(continued.is_none_or(|n| n >= 13), "{continued:?}");
}

/// The page-bottom checks on page texts as pdftotext gives them (a mark prints on the line
/// below its text): a heading alone at a page's bottom, a header and one row.
#[test]
fn the_page_bottom_checks_find_a_stranded_heading_and_a_stranded_row() {
    let page = |body: &str, n: usize| format!("{body}\n\n\n                    стр. {n} от 3\n");
    let texts = vec![
        page("1. Цел\n[[T]]\nТекст.\n\n2. Организатор\n[[T]]", 1),
        page("Текст.\n№ Име\n[[H]]\n1 Иванова\n[[R]]", 2),
        page("№ Име\n[[H]]\n2 Петрова\n[[R]]\n3 Георгиева\n[[R]]", 3),
    ];
    assert_eq!(pages_ending_with_a_heading(&texts), [1]);
    assert_eq!(pages_with_a_stranded_row(&texts), [2]);
    assert!(pages_without_header(&texts).is_empty());
    let fine = vec![
        page("1. Цел\n[[T]]\nТекст.", 1),
        page("№ Име\n[[H]]\n1 Иванова\n[[R]]\n2 Петрова\n[[R]]", 2),
        page("№ Име\n[[H]]\n3 Георгиева\n[[R]]", 3),
    ];
    assert!(pages_ending_with_a_heading(&fine).is_empty());
    assert!(pages_with_a_stranded_row(&fine).is_empty());
}
