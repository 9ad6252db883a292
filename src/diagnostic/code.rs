//! Diagnostic codes as types. Every code is registered once, by the stage that reports it, as a
//! [`Code`] constant pointing at its [`CodeInfo`] (name, default severity, documentation); a
//! [`Diagnostic`](super::Diagnostic) can only be built from one, so no finding carries a code
//! that `reglament explain` does not know. `crate::registry` lists them all.
//!
//! Codes are a stage letter plus three digits: `D` decode, `P` parse, `L` lower, `V` checks,
//! `T` results input (TRF, results files, PGN), `S` scoring, `R` render, `I` import, `E` a new
//! edition's review marks, `C` the season (the regulations of a folder against each other). A
//! code is never reused for a different problem.

use super::Severity;
use serde::{Serialize, Serializer};
use std::fmt;

/// The documentation of a code, in the five parts every code has.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Doc {
    /// What the code finds (Markdown).
    pub what: &'static str,
    /// Why it matters.
    pub why: &'static str,
    /// An example that triggers it (Markdown, usually a fenced block).
    pub example: &'static str,
    /// How to fix it.
    pub fix: &'static str,
    /// The rule, standard or document it rests on.
    pub reference: &'static str,
}

/// Everything known about one code.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CodeInfo {
    /// The stable code, e.g. `P001`.
    pub code: &'static str,
    /// A kebab-case name that names the problem.
    pub name: &'static str,
    /// Default severity.
    pub severity: Severity,
    /// One line: what the code reports (lowercase, no final period).
    pub summary: &'static str,
    /// The documentation `reglament explain` prints.
    pub doc: Doc,
}

impl CodeInfo {
    /// The documentation as Markdown: the five parts under their headings.
    pub fn explanation(&self) -> String {
        let d = &self.doc;
        format!(
            "## What it finds\n\n{}\n\n## Why it matters\n\n{}\n\n## Example\n\n{}\n\n## Fix\n\n{}\n\n## Reference\n\n{}\n",
            d.what.trim(),
            d.why.trim(),
            d.example.trim(),
            d.fix.trim(),
            d.reference.trim()
        )
    }
}

/// A registered code. Compares, orders and prints as its code string (`V207`).
#[derive(Clone, Copy)]
pub struct Code(&'static CodeInfo);

impl Code {
    /// The code of a registered [`CodeInfo`].
    pub const fn new(info: &'static CodeInfo) -> Code {
        Code(info)
    }

    /// The code string, e.g. `V207`.
    pub fn as_str(self) -> &'static str {
        self.0.code
    }

    /// Name, default severity and documentation.
    pub fn info(self) -> &'static CodeInfo {
        self.0
    }
}

impl From<&'static CodeInfo> for Code {
    fn from(info: &'static CodeInfo) -> Code {
        Code(info)
    }
}

impl std::ops::Deref for Code {
    type Target = str;
    fn deref(&self) -> &str {
        self.0.code
    }
}

impl PartialEq for Code {
    fn eq(&self, other: &Code) -> bool {
        self.0.code == other.0.code
    }
}

impl Eq for Code {}

impl PartialOrd for Code {
    fn partial_cmp(&self, other: &Code) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Code {
    fn cmp(&self, other: &Code) -> std::cmp::Ordering {
        self.0.code.cmp(other.0.code)
    }
}

impl std::hash::Hash for Code {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.0.code.hash(state);
    }
}

impl PartialEq<str> for Code {
    fn eq(&self, other: &str) -> bool {
        self.0.code == other
    }
}

impl PartialEq<&str> for Code {
    fn eq(&self, other: &&str) -> bool {
        self.0.code == *other
    }
}

impl PartialEq<Code> for &str {
    fn eq(&self, other: &Code) -> bool {
        *self == other.0.code
    }
}

impl fmt::Debug for Code {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self.0.code, f)
    }
}

impl fmt::Display for Code {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.0.code)
    }
}

impl Serialize for Code {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.0.code)
    }
}
