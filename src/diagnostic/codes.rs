//! The registry of diagnostic codes produced outside the check catalogue.
//!
//! Codes are a stage letter plus three digits: `D` decode, `P` parse, `L` lower, `T` results input
//! (TRF and results files), `S` scoring, `R` render, `C` command line. Check codes (`V`) live in
//! the check registry. A code is never reused for a different problem.

use super::Severity;

/// Documentation of one diagnostic code.
#[derive(Clone, Copy, Debug)]
pub struct CodeInfo {
    /// The stable code, e.g. `P001`.
    pub code: &'static str,
    /// A kebab-case name that names the problem.
    pub name: &'static str,
    /// Default severity.
    pub severity: Severity,
    /// One line: what the code reports.
    pub summary: &'static str,
    /// Markdown: what, why, example, fix.
    pub explanation: &'static str,
}

/// Builds a table row (a `const fn`, so tables stay `const`).
pub const fn code_info(
    code: &'static str,
    name: &'static str,
    severity: Severity,
    summary: &'static str,
    explanation: &'static str,
) -> CodeInfo {
    CodeInfo { code, name, severity, summary, explanation }
}

/// Every code from every stage outside the check catalogue, in code order.
pub fn all() -> Vec<&'static CodeInfo> {
    let mut all: Vec<&'static CodeInfo> = Vec::new();
    for table in TABLES {
        all.extend(table.iter());
    }
    all.sort_by_key(|c| c.code);
    all
}

/// Looks a code up (case-insensitive).
pub fn lookup(code: &str) -> Option<&'static CodeInfo> {
    TABLES.iter().flat_map(|t| t.iter()).find(|c| c.code.eq_ignore_ascii_case(code))
}

/// The per-stage tables. Each stage owns its table in its own module.
const TABLES: &[&[CodeInfo]] = &[
    crate::decode::CODES,
    crate::syntax::CODES,
    crate::model::CODES,
    crate::results::trf::CODES,
    crate::results::results_file::CODES,
    crate::results::pgn::CODES,
    crate::score::codes::CODES,
    crate::score::regulation::CODES,
    crate::score::team::codes::CODES,
    crate::results::round_robin::CODES,
    crate::render::CODES,
];
