//! The V1xx–V3xx checks never panic, whatever the model: empty, huge numbers, dates at the ends
//! of the calendar, zero players, time controls without periods.

use reglament::checks::check;
use reglament::model::Regulation;
use reglament::{compile, Options};

#[test]
fn an_empty_model_gives_no_finding_from_these_families() {
    let found = check(&Regulation::default());
    let ours: Vec<&str> = found
        .iter()
        .map(|d| d.code.as_str())
        .filter(|c| c.starts_with("V1") || c.starts_with("V2") || c.starts_with("V3"))
        .collect();
    assert_eq!(ours, Vec::<&str>::new());
}

const HOSTILE: &[&str] = &[
    // Largest counts everywhere.
    "regulation \"x\" lang en\nsystem individual double-round-robin rounds 4294967295\nplayers stated 4294967295 {\n}\n",
    "regulation \"x\" lang en\nsystem individual swiss rounds 63\nplayers stated 4294967295 {\n}\n",
    "regulation \"x\" lang en\nsystem individual swiss rounds 4294967295\nplayers stated 3 {\n}\n",
    "regulation \"x\" lang en\nsystem individual round-robin rounds 0\nplayers stated 0 {\n}\n",
    "regulation \"x\" lang en\nsystem individual round-robin rounds 1\nplayers {\n  4294967295 \"A\" 4294967295 fide-id 4294967295\n  0 \"A\" fide-id 4294967295\n}\n",
    // Round numbers at the ends, dates at the ends of the calendar.
    "regulation \"x\" lang en\nsystem individual round-robin rounds 4294967295\ntime-control {\n  period 4294967295 min moves 0\n  period 4294967295 min\n  increment 4294967295 s from-move 4294967295\n  delay 4294967295 s\n  quickplay-finish on\n}\nschedule {\n  9999-12-31 Friday 23:59 round 4294967295\n  9999-12-31 Friday 23:59 round 4294967294\n  0001-01-01 Monday 00:00 round 0 technical-meeting closing free-day\n}\nvalidity { rated fide-standard fide-rapid fide-blitz }\nclaims { norm IM games 9 }\n",
    "regulation \"x\" lang en\nevent { dates 9999-12-30..9999-12-31 }\nschedule {\n  9999-12-31 Monday 23:59 closing\n  9999-12-31 Sunday 23:00 round 1\n  0001-01-01 Sunday round 2\n}\ntime-control { increment 1 s }\nvalidity { rated fide-blitz }\n",
    "regulation \"x\" lang en\nsystem team round-robin rounds 2\nteams stated 2 {\n  1 \"A\" {\n    1 \"P\"\n    reserve 2 \"P\"\n  }\n  1 \"A\"\n}\ntime-control { period 0 min }\nvalidity { rated fide-blitz }\nschedule {\n  2024-02-29 Thursday 10:00 round 1\n  2024-02-29 Thursday 10:00 round 2\n}\n",
];

/// Findings each hostile model must still produce (the checks keep working at the extremes).
const EXPECTED: &[&[&str]] = &[
    &[],
    &[],
    &["V101"],                                 // a Swiss of 3 with 4294967295 rounds
    &[],                                       // nothing to pair
    &["V104", "V105"],                         // same name, same FIDE ID, numbers 0 and 2^32−1
    &["V203", "V205", "V214", "V301", "V304"], // round 0, simultaneous rounds, …
    &["V204", "V206", "V207", "V307"],
    &["V104", "V105", "V205"],
];

#[test]
fn hostile_models_do_not_panic() {
    for (i, src) in HOSTILE.iter().enumerate() {
        let c = compile(&format!("hostile-{i}"), src.as_bytes(), &Options::default());
        let model = c.model.as_ref().unwrap_or_else(|| panic!("hostile-{i}: {:?}", c.diagnostics));
        // Run the checks even when lowering reported input errors (compile() would skip them).
        let found = check(model);
        let codes: Vec<&str> = found.iter().map(|d| d.code.as_str()).collect();
        for expected in EXPECTED[i] {
            assert!(codes.contains(expected), "hostile-{i}: expected {expected} in {codes:?}");
        }
    }
}
