//! The one registry of diagnostic codes, above the stages: every code of every stage with its
//! name, default severity and documentation. `reglament explain` and `reglament rules` read it;
//! the registry test checks that every code is unique, documented in the five parts and has a
//! fixture that fires it.

use crate::diagnostic::{Code, CodeInfo};

/// Every code: decode, parse, lower, the checks, results, scoring and rendering, in code order.
pub fn all() -> Vec<Code> {
    let mut all: Vec<Code> = [
        crate::decode::codes::CODES,
        crate::syntax::codes::CODES,
        crate::model::codes::CODES,
        crate::import::codes::CODES,
        crate::results::codes::CODES,
        crate::score::codes::CODES,
        crate::render::codes::CODES,
    ]
    .concat();
    all.extend(crate::checks::RULES.iter().map(|r| Code::new(r.info())));
    all.sort();
    all
}

/// Looks a code up by its code (case-insensitive, `v207`) or by its name
/// (`weekday-does-not-match-date`).
pub fn lookup(code_or_name: &str) -> Option<&'static CodeInfo> {
    all()
        .into_iter()
        .map(Code::info)
        .find(|i| i.code.eq_ignore_ascii_case(code_or_name) || i.name == code_or_name)
}
