//! Which findings a run shows (`check --select`, `--ignore`): decided in one place, for every
//! family of codes, by [`crate::compile`].

use super::{Diagnostic, Severity};

/// The codes a run shows: only those of `select` (codes or code prefixes such as `V2`) when it
/// is not empty, never those of `ignore`. Errors that are not findings of the checks (a file
/// that cannot be decoded, parsed or lowered, a limit exceeded) are always shown: leaving them
/// out would make an unreadable file look clean.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
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

    /// True when this finding is shown: wanted, or an error that keeps the input from being read.
    pub fn keeps(&self, d: &Diagnostic) -> bool {
        d.severity == Severity::Error && !d.code.starts_with('V') || self.wants(&d.code)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::diagnostic::{Code, CodeInfo, Doc};

    fn code(code: &'static str, severity: Severity) -> Code {
        let doc = Doc { what: "", why: "", example: "", fix: "", reference: "" };
        let info = CodeInfo { code, name: "test", severity, summary: "", doc };
        Code::new(Box::leak(Box::new(info)))
    }

    #[test]
    fn prefixes_select_and_ignore_and_input_errors_stay() {
        let s = Selection { select: vec!["v2".into()], ignore: vec!["V207".into()] };
        assert!(s.wants("V201") && !s.wants("V207") && !s.wants("V301"));
        let parse = Diagnostic::error(code("P002", Severity::Error), "x");
        assert!(s.keeps(&parse), "an unreadable file is never made to look clean");
        let check = Diagnostic::error(code("V301", Severity::Error), "x");
        assert!(!s.keeps(&check));
        let note = Diagnostic::note_level(code("D006", Severity::Note), "x");
        assert!(!s.keeps(&note));
    }
}
