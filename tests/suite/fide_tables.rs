//! The FIDE tables in `src/fide` against the reference document they were taken from
//! (`docs/reference/rating-time-title.md`): every cell of the p → dp table (§3.2), every row of
//! the category table (§2.6) and every range of the "points required" tables for 9–13 games and
//! the four norm titles (§2.4, whose 9–11-game GM and IM columns the reference cross-checked
//! against an independent encoding of the FIDE Annex).

use reglament::model::Title;
use reglament::vocab::fide::{norms, ratings};
use reglament::vocab::points::Points;

const REFERENCE: &str =
    include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/reference/rating-time-title.md"));

/// The lines of the section whose heading starts with `heading`, up to the next heading.
fn section(heading: &str) -> Vec<&'static str> {
    let start = REFERENCE.find(heading).unwrap_or_else(|| panic!("reference lacks `{heading}`"));
    REFERENCE[start + heading.len()..].lines().skip(1).take_while(|l| !l.starts_with('#')).collect()
}

/// Cells of a markdown table row, trimmed (`None` for separator and header-less lines).
fn cells(line: &str) -> Option<Vec<&str>> {
    let l = line.trim();
    if !l.starts_with('|') || l.starts_with("|---") {
        return None;
    }
    Some(l.trim_matches('|').split('|').map(str::trim).collect())
}

fn number(text: &str) -> i64 {
    text.replace('−', "-").parse().unwrap_or_else(|_| panic!("not a number: `{text}`"))
}

#[test]
fn dp_table_matches_every_cell() {
    let mut checked = 0;
    for line in section("### 3.2") {
        let Some(c) = cells(line) else { continue };
        if c[0] == "p" {
            continue;
        }
        for pair in c.chunks(2).filter(|p| !p[0].is_empty()) {
            let p = pair[0].trim_start_matches('.');
            let percent: u32 = if pair[0] == "1.0" { 100 } else { p.parse().unwrap_or(0) };
            assert_eq!(
                i64::from(ratings::dp(i64::from(percent))),
                number(pair[1]),
                "p = {}",
                pair[0]
            );
            checked += 1;
        }
    }
    assert_eq!(checked, 101);
}

#[test]
fn categories_match_every_row() {
    let mut checked = 0;
    for line in section("### 2.6") {
        let Some(c) = cells(line) else { continue };
        if c[0] == "Cat." {
            continue;
        }
        for pair in c.chunks(2).filter(|p| !p[0].is_empty()) {
            let cat: u32 = pair[0].parse().unwrap_or(0);
            let (lo, hi) = pair[1].split_once('–').unwrap_or(("0", "0"));
            let (lo, hi) = (number(lo) as u32, number(hi) as u32);
            assert_eq!(ratings::category(lo, false), Some(cat));
            assert_eq!(ratings::category(hi, false), Some(cat));
            assert_eq!(ratings::category_range(cat, false), (lo, hi));
            // Women's scale: 200 points lower.
            assert_eq!(ratings::category(lo - 200, true), Some(cat));
            checked += 1;
        }
    }
    assert_eq!(checked, 23);
}

#[test]
fn points_required_match_every_range_for_9_to_13_games() {
    let titles = [Title::GM, Title::IM, Title::WGM, Title::WIM];
    let mut checked = 0;
    for games in 9..=13u32 {
        for line in section(&format!("#### {games} games")) {
            let Some(c) = cells(line) else { continue };
            if c[0] == "Score" {
                continue;
            }
            let score = Points::parse(c[0]).unwrap_or_else(|| panic!("score `{}`", c[0]));
            for (title, range) in titles.iter().zip(&c[3..7]) {
                let req = norms::requirements(*title).expect("norm title");
                let (lo, hi) = match range.strip_prefix('≥') {
                    Some(lo) => (number(lo) as u32, number(lo) as u32 + 60),
                    None => {
                        let (a, b) = range.split_once('–').unwrap_or(("0", "0"));
                        (number(a) as u32, number(b) as u32)
                    }
                };
                for ra in lo..=hi {
                    assert_eq!(
                        norms::points_needed(&req, ra, games),
                        Some(score),
                        "{title:?}, {games} games, Ra {ra}"
                    );
                }
                checked += 1;
            }
        }
    }
    // 8 + 10 + 11 + 11 + 12 rows, four titles each.
    assert_eq!(checked, 52 * 4);
}
