//! Diagnostics as plain data: a stable code, a severity, a message, labelled spans, notes and help.
//!
//! Rendering lives in [`render`] (the only module that knows ariadne) and [`json`].

pub mod code;
pub mod fix;
pub mod github;
pub mod json;
pub mod l10n;
pub mod render;
pub mod sarif;
mod selection;

pub use code::{Code, CodeInfo, Doc};
pub use fix::{Edit, Fix};
pub use selection::Selection;

use crate::source::Span;
use serde::Serialize;

/// How serious a finding is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Severity {
    /// Informational; never changes the exit code.
    Note,
    /// Should be fixed; fails the run only with `--deny-warnings`.
    Warning,
    /// Must be fixed; the run exits 1.
    Error,
}

impl Severity {
    /// The lowercase word used in output (`error`, `warning`, `note`).
    pub fn as_str(self) -> &'static str {
        match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Note => "note",
        }
    }
}

/// A labelled span inside the file a diagnostic belongs to.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Label {
    /// Where.
    pub span: Span,
    /// What is there (optional).
    pub message: Option<String>,
}

/// A place in another file that a finding also points at, as rustc's notes do: the other
/// event of a season finding. Its line and column are computed when it is made, so every
/// format can name the place without the other file at hand.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Related {
    /// The other file's name, as the finding's own file is named.
    pub file: String,
    /// The bytes in the other file's decoded text.
    pub span: Span,
    /// 1-based line of the span's start.
    pub line: usize,
    /// 1-based column (characters) of its start.
    pub column: usize,
    /// 1-based line of its end.
    pub end_line: usize,
    /// 1-based column of its end (exclusive).
    pub end_column: usize,
    /// What is there.
    pub message: Option<String>,
}

/// One finding about one file.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Diagnostic {
    /// Stable code, e.g. `P001`, registered with its documentation.
    pub code: Code,
    /// Severity.
    pub severity: Severity,
    /// Lowercase message, names in backticks, no trailing period.
    pub message: String,
    /// Labelled spans; the first is the primary one. May be empty for file-level findings.
    pub labels: Vec<Label>,
    /// Extra facts (the rule a finding rests on, the computed value).
    pub notes: Vec<String>,
    /// What to change.
    pub help: Option<String>,
    /// The change that resolves the finding, when a machine can make it (`check --fix`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub fix: Option<Box<Fix>>,
    /// Places in other files the finding also points at (notes into the other file).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub related: Vec<Related>,
    /// The language the texts above are in, and the texts in every language the finding was
    /// built in ([`l10n::localized`]); `None`: English only.
    #[serde(skip)]
    pub l10n: Option<Box<l10n::Languages>>,
}

impl Diagnostic {
    /// A diagnostic with the given code, severity and message and nothing else.
    pub fn new(code: Code, severity: Severity, message: impl Into<String>) -> Self {
        Diagnostic {
            code,
            severity,
            message: message.into(),
            labels: Vec::new(),
            notes: Vec::new(),
            help: None,
            fix: None,
            related: Vec::new(),
            l10n: None,
        }
    }

    /// A diagnostic with the code's default severity.
    pub fn of(code: Code, message: impl Into<String>) -> Self {
        Self::new(code, code.info().severity, message)
    }

    /// An error.
    pub fn error(code: Code, message: impl Into<String>) -> Self {
        Self::new(code, Severity::Error, message)
    }

    /// A warning.
    pub fn warning(code: Code, message: impl Into<String>) -> Self {
        Self::new(code, Severity::Warning, message)
    }

    /// A note.
    pub fn note_level(code: Code, message: impl Into<String>) -> Self {
        Self::new(code, Severity::Note, message)
    }

    /// Adds a labelled span (the first one added is primary).
    pub fn with_label(mut self, span: Span, message: impl Into<String>) -> Self {
        self.labels.push(Label { span, message: Some(message.into()) });
        self
    }

    /// Adds an unlabelled span.
    pub fn with_span(mut self, span: Span) -> Self {
        self.labels.push(Label { span, message: None });
        self
    }

    /// Adds a note (to every language the finding has texts in: a note added to a translated
    /// finding is kept, in the words given, whichever language it is written in).
    pub fn with_note(mut self, note: impl Into<String>) -> Self {
        let note = note.into();
        for t in self.l10n.iter_mut().flat_map(|l| l.texts.iter_mut()) {
            t.notes.push(note.clone());
        }
        self.notes.push(note);
        self
    }

    /// Adds a place in another file (`file`, decoded), with what is there.
    pub fn with_related(
        mut self,
        file: &crate::source::SourceFile,
        span: Span,
        message: impl Into<String>,
    ) -> Self {
        let (line, column) = file.line_col(span.start);
        let (end_line, end_column) = file.line_col(span.end);
        self.related.push(Related {
            file: file.name.clone(),
            span,
            line,
            column,
            end_line,
            end_column,
            message: Some(message.into()),
        });
        self
    }

    /// Sets the help line.
    pub fn with_help(mut self, help: impl Into<String>) -> Self {
        self.help = Some(help.into());
        self
    }

    /// Attaches a machine-applicable fix: `message` says what it does (`write \`четвъртък\``).
    pub fn with_fix(mut self, message: impl Into<String>, edits: Vec<Edit>) -> Self {
        self.fix = Some(Box::new(Fix { message: message.into(), edits }));
        self
    }

    /// The primary span, if any.
    pub fn primary_span(&self) -> Option<Span> {
        self.labels.first().map(|l| l.span)
    }
}

/// How many findings of each severity were left out of a list.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Hidden {
    /// Errors left out.
    pub errors: usize,
    /// Warnings left out.
    pub warnings: usize,
    /// Notes left out.
    pub notes: usize,
}

impl Hidden {
    /// All the findings left out.
    pub fn total(&self) -> usize {
        self.errors + self.warnings + self.notes
    }

    /// Adds the counts of another.
    pub fn add(&mut self, other: Hidden) {
        self.errors += other.errors;
        self.warnings += other.warnings;
        self.notes += other.notes;
    }

    fn count(&mut self, severity: Severity) {
        match severity {
            Severity::Error => self.errors += 1,
            Severity::Warning => self.warnings += 1,
            Severity::Note => self.notes += 1,
        }
    }
}

/// Which of `diagnostics` to keep when at most `max` may be: errors before warnings before
/// notes (so a flood of notes never hides an error), each severity's first ones, in their
/// order in the list. Returns one flag per diagnostic and the counts left out.
pub fn select(diagnostics: &[Diagnostic], max: usize) -> (Vec<bool>, Hidden) {
    if diagnostics.len() <= max {
        return (vec![true; diagnostics.len()], Hidden::default());
    }
    let count = |s: Severity| diagnostics.iter().filter(|d| d.severity == s).count();
    let errors = count(Severity::Error).min(max);
    let warnings = count(Severity::Warning).min(max - errors);
    let notes = max - errors - warnings;
    let mut budget = [notes, warnings, errors];
    let mut hidden = Hidden::default();
    let keep = diagnostics
        .iter()
        .map(|d| {
            let left = &mut budget[d.severity as usize];
            if *left > 0 {
                *left -= 1;
                true
            } else {
                hidden.count(d.severity);
                false
            }
        })
        .collect();
    (keep, hidden)
}

/// Keeps at most `max` of `diagnostics` in place (as [`select`] chooses) and returns the counts
/// left out: the readers call it as they go, so a file with a finding on every line costs
/// bounded memory.
pub fn truncate(diagnostics: &mut Vec<Diagnostic>, max: usize) -> Hidden {
    let (keep, hidden) = select(diagnostics, max);
    let mut flags = keep.into_iter();
    diagnostics.retain(|_| flags.next().unwrap_or(false));
    hidden
}

#[cfg(test)]
mod tests {
    use super::*;

    static TEST: CodeInfo = CodeInfo {
        code: "X000",
        name: "test",
        severity: Severity::Note,
        summary: "a test code",
        doc: Doc { what: "", why: "", example: "", fix: "", reference: "" },
    };

    fn of(severities: &[Severity]) -> Vec<Diagnostic> {
        severities
            .iter()
            .enumerate()
            .map(|(i, s)| Diagnostic::new(Code::new(&TEST), *s, i.to_string()))
            .collect()
    }

    #[test]
    fn errors_are_kept_before_warnings_and_notes_in_their_order() {
        use Severity::*;
        let mut d = of(&[Note, Note, Warning, Error, Note, Error, Warning]);
        let hidden = truncate(&mut d, 3);
        let kept: Vec<&str> = d.iter().map(|d| d.message.as_str()).collect();
        assert_eq!(kept, ["2", "3", "5"]);
        assert_eq!(hidden, Hidden { errors: 0, warnings: 1, notes: 3 });
        let mut d = of(&[Error, Error, Error]);
        assert_eq!(truncate(&mut d, 2).errors, 1);
        let mut d = of(&[Note]);
        assert_eq!(truncate(&mut d, 0).total(), 1);
        assert!(d.is_empty());
    }
}
