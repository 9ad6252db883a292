//! Checks: every contradiction a careful chief arbiter would catch before publication.
//!
//! Each rule lives in its own file under `rules/`, has a stable `V` code, a kebab-case name that
//! names the problem, a default severity and documentation. [`RULES`] is the registry.

pub mod currency;
pub mod facts;
pub mod names;
pub mod rules;

use crate::diagnostic::{Code, CodeInfo, Diagnostic, Severity};
use crate::model::Regulation;

/// One check.
pub trait Rule: Sync {
    /// Code, name, default severity and documentation.
    fn info(&self) -> &'static CodeInfo;
    /// Appends findings for `reg` to `out`. Never panics; never short-circuits other rules.
    fn check(&self, reg: &Regulation, out: &mut Vec<Diagnostic>);
}

pub use rules::RULES;

/// Which checks to run and how to treat their findings.
#[derive(Clone, Debug, Default)]
pub struct Selection {
    /// Only these codes (or code prefixes) when non-empty.
    pub select: Vec<String>,
    /// Never these codes (or code prefixes).
    pub ignore: Vec<String>,
}

impl Selection {
    /// True when findings with this code are wanted.
    pub fn wants(&self, code: &str) -> bool {
        let matches = |p: &String| code.starts_with(&p.to_uppercase());
        (self.select.is_empty() || self.select.iter().any(matches))
            && !self.ignore.iter().any(matches)
    }
}

/// Looks a rule up by code (case-insensitive) or by name.
pub fn lookup(code_or_name: &str) -> Option<&'static dyn Rule> {
    RULES
        .iter()
        .copied()
        .find(|r| r.info().code.eq_ignore_ascii_case(code_or_name) || r.info().name == code_or_name)
}

/// Runs every selected rule over a regulation. Findings whose code the file suppresses with
/// `allow CODE "reason"` are dropped; findings get the rule's default severity.
pub fn check(reg: &Regulation, selection: &Selection) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    for rule in RULES {
        let info = rule.info();
        if !selection.wants(info.code) {
            continue;
        }
        if reg.allows.iter().any(|a| a.code.value.eq_ignore_ascii_case(info.code)) {
            continue;
        }
        let mut found = Vec::new();
        rule.check(reg, &mut found);
        out.extend(found);
    }
    out.sort_by_key(|d| (d.primary_span().map(|s| s.start).unwrap_or(0), d.code));
    out
}

/// A rule's findings are built with its registered code and default severity.
pub fn finding(info: &'static CodeInfo, message: impl Into<String>) -> Diagnostic {
    Diagnostic::new(Code::new(info), info.severity, message)
}

/// Severity helper for rule tables.
pub const ERROR: Severity = Severity::Error;
/// Severity helper for rule tables.
pub const WARNING: Severity = Severity::Warning;
