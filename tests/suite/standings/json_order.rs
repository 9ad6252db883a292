//! `standings --format json`: the `tiebreaks` object of every player has the labels in the
//! order the list gives them, and a label given twice is written twice (the JSON is written
//! straight through serde, not through a map that sorts and collapses keys). Values are the
//! published answers of the FIDE TEC exercise (Held, C.07-2023, `tests/data/trf/SOURCES.md`).

use crate::common::{path, reglament};
use serde_json::Value;

const HELD_5: &str = "tests/data/trf/exercise_FIDE_C07_held_swiss_16p_5r_tiebreak_values.trf";
const HELD_JSON: &str = "tests/data/trf/exercise_FIDE_C07_held_expected_tiebreaks.json";

/// Every `"tiebreaks":{…}` object of the raw JSON text, in order, as `(key, value)` pairs read
/// off the text (a parser into a map would lose the order and the repeated key).
fn tiebreak_objects(json: &str) -> Vec<Vec<(String, f64)>> {
    let mut out = Vec::new();
    let mut rest = json;
    while let Some(at) = rest.find("\"tiebreaks\":{") {
        let body = &rest[at + "\"tiebreaks\":{".len()..];
        let end = body.find('}').expect("a closed object");
        let pairs = body[..end]
            .split(',')
            .filter(|p| !p.is_empty())
            .map(|p| {
                let (key, value) = p.rsplit_once(':').expect("key:value");
                (key.trim_matches('"').to_string(), value.parse().expect("a number"))
            })
            .collect();
        out.push(pairs);
        rest = &body[end..];
    }
    out
}

#[test]
fn tiebreak_keys_keep_the_lists_order_and_a_repeated_label() {
    let run = reglament(&[
        "standings",
        "--trf",
        HELD_5,
        "--tiebreaks",
        "SB,BH/C1,BH,SB",
        "--format",
        "json",
    ]);
    assert_eq!(run.code, 0, "{}", run.err);
    let parsed: Value = serde_json::from_str(&run.out).expect("valid JSON");
    let players = parsed["players"].as_array().expect("players");
    assert_eq!(players.len(), 16);
    let objects = tiebreak_objects(&run.out);
    assert_eq!(objects.len(), 16, "one tiebreaks object per player");
    let paper: Value =
        serde_json::from_str(&std::fs::read_to_string(path(HELD_JSON)).expect("readable"))
            .expect("JSON");
    let paper = &paper["individual_swiss_5_rounds"];
    for (player, pairs) in players.iter().zip(&objects) {
        let keys: Vec<&str> = pairs.iter().map(|(k, _)| k.as_str()).collect();
        assert_eq!(keys, ["SB", "BH/C1", "BH", "SB"], "the list's order, SB twice");
        let start = player["start"].as_u64().expect("start").to_string();
        for (label, value) in pairs {
            let want = paper[label.as_str()][&start].as_f64().expect("published value");
            assert_eq!(*value, want, "{label} of player {start}");
        }
    }
}

#[test]
fn the_order_of_the_list_is_the_order_of_the_keys_whatever_it_is() {
    // The same tie-breaks in two orders: the keys follow each, the values do not change.
    let run = |list: &str| {
        let r = reglament(&["standings", "--trf", HELD_5, "--tiebreaks", list, "--format", "json"]);
        assert_eq!(r.code, 0, "{}", r.err);
        tiebreak_objects(&r.out)
    };
    let forward = run("BH,SB,WIN");
    let backward = run("WIN,SB,BH");
    assert_eq!(forward.len(), 16);
    let keys = |o: &[(String, f64)]| o.iter().map(|(k, _)| k.clone()).collect::<Vec<_>>();
    assert_eq!(keys(&forward[0]), ["BH", "SB", "WIN"]);
    assert_eq!(keys(&backward[0]), ["WIN", "SB", "BH"]);
    // Every player's values are the same set, read in the other order (the two rankings may
    // order the players differently, so compare by the rows' values, sorted).
    let mut a: Vec<Vec<String>> = forward
        .iter()
        .map(|o| o.iter().map(|(k, v)| format!("{k}={v}")).collect::<Vec<_>>())
        .map(|mut v| {
            v.sort();
            v
        })
        .collect();
    let mut b: Vec<Vec<String>> = backward
        .iter()
        .map(|o| o.iter().map(|(k, v)| format!("{k}={v}")).collect::<Vec<_>>())
        .map(|mut v| {
            v.sort();
            v
        })
        .collect();
    a.sort();
    b.sort();
    assert_eq!(a, b);
}
