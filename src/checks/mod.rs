//! Checks: every contradiction a careful chief arbiter would catch before publication.
//!
//! Each rule lives in its own file under `rules/`, has a stable `V` code, a kebab-case name that
//! names the problem, a default severity and documentation. [`RULES`] is the registry.

pub mod context;
pub mod currency;
pub mod facts;
pub mod names;
pub mod prose;
pub mod rules;
pub mod scan;

use crate::diagnostic::l10n::Localized;
use crate::diagnostic::{Code, CodeInfo, Diagnostic, Severity};
use crate::model::keywords;
use crate::model::Regulation;

/// One check.
pub trait Rule: Sync {
    /// Code, name, default severity and documentation.
    fn info(&self) -> &'static CodeInfo;
    /// The code's Bulgarian and Ukrainian documentation (every V rule has it; the registry test
    /// holds the V family to that).
    fn l10n(&self) -> Option<&'static Localized> {
        None
    }
    /// Appends findings for the regulation `reg` to `out`. Never panics; never short-circuits other rules.
    /// Build findings with [`crate::diagnostic::l10n::localized`] to have them in every
    /// language; quote keywords in English (`fee`): they are written as the file writes them.
    fn check(&self, reg: &Context<'_>, out: &mut Vec<Diagnostic>);
}

pub use context::Context;
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

/// True when the file suppresses this rule with `allow CODE "reason"` (or the rule's name).
pub fn allowed(reg: &Regulation, info: &CodeInfo) -> bool {
    reg.allows.iter().any(|a| {
        a.code.value.eq_ignore_ascii_case(info.code) || a.code.value.eq_ignore_ascii_case(info.name)
    })
}

/// Runs every selected rule over a regulation. Findings whose code the file suppresses with
/// `allow CODE "reason"` are dropped, and so are findings that point into a statement that
/// could not be lowered completely (what they rest on may be missing from the model).
/// Keywords quoted in the findings are written in the file's keyword language.
pub fn check(reg: &Regulation, selection: &Selection) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    let cx = Context::new(reg);
    for rule in RULES {
        let info = rule.info();
        if !selection.wants(info.code) || allowed(reg, info) {
            continue;
        }
        let mut found = Vec::new();
        rule.check(&cx, &mut found);
        found.retain(|d| !d.labels.iter().any(|l| reg.in_broken(l.span)));
        if reg.keyword_lang != crate::vocab::Lang::En {
            for d in &mut found {
                d.map_texts(|t| keywords::localise_snippets(t, reg.keyword_lang));
            }
        }
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
