//! Checks: every contradiction a careful chief arbiter would catch before publication.
//!
//! Each rule lives in its own file under `rules/<family>/` (one folder per `V1xx` … `V9xx`
//! family), has a stable `V` code, a kebab-case name that names the problem, a default severity
//! and documentation. [`rules::all`] lists them; `crate::registry::lookup` finds one.

pub mod against_list;
pub mod context;
pub mod currency;
pub mod facts;
pub mod names;
pub mod rules;
pub mod season;

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

/// True when the file suppresses this rule with `allow CODE "reason"` (or the rule's name).
pub fn allowed(reg: &Regulation, info: &CodeInfo) -> bool {
    reg.allows.iter().any(|a| {
        a.code.value.eq_ignore_ascii_case(info.code) || a.code.value.eq_ignore_ascii_case(info.name)
    })
}

/// Runs every rule over a regulation. Findings whose code the file suppresses with
/// `allow CODE "reason"` are dropped, and so are findings that point into a statement that
/// could not be lowered completely (what they rest on may be missing from the model).
/// Keywords quoted in the findings are written in the file's keyword language.
/// Which findings are shown (`--select`, `--ignore`) is decided once for every family of codes,
/// by [`crate::diagnostic::Selection`] in [`crate::compile`].
pub fn check(reg: &Regulation) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    let cx = Context::new(reg);
    for rule in rules::all() {
        let info = rule.info();
        if allowed(reg, info) {
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
