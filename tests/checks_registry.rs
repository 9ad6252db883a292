//! Tests over the check registry itself: codes unique and well formed, every rule documented,
//! every rule with a fixture that fires it and one that does not.

use reglament::checks::RULES;
use reglament::{compile, Options};
use std::collections::HashSet;
use std::path::PathBuf;

fn fixture(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/checks").join(name)
}

fn codes_in(path: &PathBuf) -> Vec<&'static str> {
    let bytes = std::fs::read(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let compiled = compile(&path.display().to_string(), &bytes, &Options::default());
    compiled.diagnostics.iter().map(|d| d.code).collect()
}

#[test]
fn codes_are_unique_and_well_formed() {
    let mut seen = HashSet::new();
    for rule in RULES {
        let info = rule.info();
        assert!(seen.insert(info.code), "duplicate code {}", info.code);
        assert!(
            info.code.len() == 4
                && info.code.starts_with('V')
                && info.code[1..].bytes().all(|b| b.is_ascii_digit()),
            "malformed code {}",
            info.code
        );
        assert!(
            info.name.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-'),
            "{}: name `{}` is not kebab-case",
            info.code,
            info.name
        );
        for heading in
            ["## What it finds", "## Why it matters", "## Example", "## Fix", "## Reference"]
        {
            assert!(
                info.explanation.contains(heading),
                "{}: explanation lacks `{heading}`",
                info.code
            );
        }
    }
}

#[test]
fn every_rule_fires_on_its_fixture_and_not_on_its_clean_twin() {
    for rule in RULES {
        let code = rule.info().code;
        let fires = fixture(&format!("{code}-fires.rgl"));
        let clean = fixture(&format!("{code}-clean.rgl"));
        let found = codes_in(&fires);
        assert!(found.contains(&code), "{code}: {} reports {found:?}", fires.display());
        let found = codes_in(&clean);
        assert!(!found.contains(&code), "{code}: {} reports {found:?}", clean.display());
        assert!(
            !found.iter().any(|c| c.starts_with(['D', 'P', 'L'])),
            "{code}: clean fixture has input errors {found:?}"
        );
    }
}
