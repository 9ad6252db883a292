//! Rating changes against the values published for real events of three rating periods
//! (`tests/data/ratings/`, sources in its `SOURCES.md`): FIDE's own tournament reports from
//! before July 2009 (Poikovsky 2009: K 25/15/10, the 350-point rule) and from July 2009 – June
//! 2011 (Corus 2010: the 400-point rule), and an organiser's FIDE projection from after March
//! 2024 (Hobsons Bay 2025: the 400-point rule in every game). The computation is ours
//! (`vocab::fide::ratings`); the expected numbers are the published ones, read from the files.

use crate::common::data;
use jiff::civil::date;
use reglament::score::rating::k_factor_under;
use reglament::score::rating::KFactorFacts;
use reglament::vocab::fide::ratings::{
    div_round_half_away, expected_and_delta, rating_rules, RatingRules,
};
use std::collections::BTreeMap;

/// The data lines of a CSV file (comments and the header skipped), split on commas outside
/// quotes.
fn rows(path: &str) -> Vec<Vec<String>> {
    let text = std::fs::read_to_string(data(path)).unwrap_or_else(|e| panic!("{path}: {e}"));
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .skip(1)
        .map(|l| {
            let mut cells = Vec::new();
            let mut cell = String::new();
            let mut quoted = false;
            for c in l.chars() {
                match c {
                    '"' => quoted = !quoted,
                    ',' if !quoted => cells.push(std::mem::take(&mut cell)),
                    _ => cell.push(c),
                }
            }
            cells.push(cell);
            cells
        })
        .collect()
}

/// Each player's games `(opponent's rating, score in hundredths)` from a games file
/// (`round,white,white_rating,black,black_rating,result`), and the players' ratings.
/// Each player's games, and each player's rating.
type Games = (BTreeMap<String, Vec<(u32, i64)>>, BTreeMap<String, u32>);

fn games(path: &str) -> Games {
    let mut games: BTreeMap<String, Vec<(u32, i64)>> = BTreeMap::new();
    let mut ratings = BTreeMap::new();
    for r in rows(path) {
        let score = match r[5].as_str() {
            "1" => 100,
            "½" => 50,
            "0" => 0,
            _ => continue, // unplayed: not rated
        };
        let (w, b): (u32, u32) = (r[2].parse().unwrap(), r[4].parse().unwrap());
        ratings.insert(r[1].clone(), w);
        ratings.insert(r[3].clone(), b);
        games.entry(r[1].clone()).or_default().push((b, score));
        games.entry(r[3].clone()).or_default().push((w, 100 - score));
    }
    (games, ratings)
}

/// A published tournament report (name, rating, K, change, expected score) against ours:
/// the expected score exactly (hundredths) and the change K × Σ(W − We) to the published
/// precision.
fn check_report(folder: &str, rules: &RatingRules) -> usize {
    let (games, ratings) = games(&format!("ratings/{folder}/games.csv"));
    let published = rows(&format!("ratings/{folder}/published.csv"));
    assert!(!published.is_empty());
    for p in &published {
        let (name, own, k) = (&p[0], p[1].parse::<u32>().unwrap(), p[2].parse::<u32>().unwrap());
        assert_eq!(ratings[name], own, "{name}: the games give another rating");
        let g = &games[name];
        // K from the period's rules: every player here has reached 2400.
        assert_eq!(k_factor_under(rules, own, KFactorFacts::default(), g.len() as u32), k);
        let (expected, delta) = expected_and_delta(own, g, rules);
        let published_expected = (p[4].parse::<f64>().unwrap() * 100.0).round() as i64;
        assert_eq!(expected, published_expected, "{name}: We");
        // The published change has one or two decimals: compare in hundredths.
        let change = delta * i64::from(k);
        let published_change = (p[3].parse::<f64>().unwrap() * 100.0).round() as i64;
        let decimals = p[3].split('.').nth(1).map_or(0, str::len);
        let unit = 10_i64.pow(2 - decimals.min(2) as u32);
        assert_eq!(
            div_round_half_away(change, unit),
            published_change / unit,
            "{name}: change {change} hundredths, published {}",
            p[3]
        );
    }
    published.len()
}

#[test]
fn poikovsky_2009_matches_fides_report_under_the_rules_before_july_2009() {
    let rules = rating_rules(Some(date(2009, 6, 3)));
    assert_eq!((rules.cap, rules.k_new, rules.k_below_2400), (350, 25, 15));
    assert_eq!(check_report("poikovsky_2009_karpov", &rules), 2);
}

#[test]
fn corus_2010_matches_fides_report_under_the_rules_of_july_2009() {
    let rules = rating_rules(Some(date(2010, 1, 16)));
    assert_eq!((rules.cap, rules.k_new, rules.k_below_2400), (400, 25, 15));
    assert_eq!(check_report("corus_2010_a", &rules), 5);
}

/// Vega's projection after round 4 of Hobsons Bay 2025 (integers; K not shown): for every one
/// of the 31 rated players some K the 2024 rules allow (10 only from 2400) reproduces the
/// published integer; under the 2017–2024 reading (the 400-point rule once per event) several
/// do not, so the data tell the periods apart.
#[test]
fn hobsons_bay_2025_matches_the_organisers_projection_under_the_2024_rules() {
    let mut cards: BTreeMap<String, (u32, Vec<(u32, i64)>)> = BTreeMap::new();
    for r in rows("ratings/hobsons_bay_best_in_west_2025/player_cards.csv") {
        let score = match r[7].as_str() {
            "1" | "1.0" => 100,
            "0.5" | "½" => 50,
            "0" | "0.0" => 0,
            other => panic!("score {other}"),
        };
        let e = cards.entry(r[1].clone()).or_insert((r[2].parse().unwrap(), Vec::new()));
        e.1.push((r[6].parse().unwrap(), score));
    }
    let published = rows("ratings/hobsons_bay_best_in_west_2025/published.csv");
    assert_eq!(published.len(), 31);
    let now = rating_rules(Some(date(2025, 8, 30)));
    let before = rating_rules(Some(date(2020, 1, 1)));
    assert!(!now.cap_once_per_event && before.cap_once_per_event);
    let reproduces = |rules: &RatingRules, own: u32, g: &[(u32, i64)], var: i64| {
        let ks: &[u32] = if own >= 2400 { &[10] } else { &[20, 40] };
        let (_, delta) = expected_and_delta(own, g, rules);
        ks.iter().any(|k| div_round_half_away(delta * i64::from(*k), 100) == var)
    };
    let (mut now_ok, mut before_ok) = (0, 0);
    for p in &published {
        let (name, own, var) = (&p[1], p[2].parse::<u32>().unwrap(), p[6].parse::<i64>().unwrap());
        let (rating, g) = &cards[name];
        assert_eq!(*rating, own, "{name}");
        assert_eq!(g.len(), p[3].parse::<usize>().unwrap(), "{name}: games");
        if reproduces(&now, own, g, var) {
            now_ok += 1;
        } else {
            panic!("{name}: {var} not reproduced under the 2024 rules");
        }
        before_ok += usize::from(reproduces(&before, own, g, var));
    }
    assert_eq!(now_ok, 31);
    assert!(before_ok < 31, "the once-per-event reading should miss some: {before_ok}");
}

/// The seed events are rated under the rules of their own dates: 2007 (K 15 below 2400, the
/// 350-point rule) and 2013 (K 15), not the 2024 rules.
#[test]
fn the_seed_events_use_the_rules_of_their_dates() {
    let r2007 = rating_rules(Some(date(2007, 3, 11)));
    let r2013 = rating_rules(Some(date(2013, 6, 16)));
    assert_eq!((r2007.k_below_2400, r2007.cap, r2007.k_junior), (15, 350, None));
    assert_eq!((r2013.k_below_2400, r2013.k_new, r2013.cap), (15, 30, 400));
    // A 2184 player against the field of seed 000 (7½ of 11, Chilingirova): under the 2007
    // rules K 15 (not 20).
    assert_eq!(k_factor_under(&r2007, 2184, KFactorFacts::default(), 11), 15);
}
