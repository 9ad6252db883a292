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

pub use code::{Code, CodeInfo, Doc};
pub use fix::{Edit, Fix};

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

    /// Adds a note.
    pub fn with_note(mut self, note: impl Into<String>) -> Self {
        self.notes.push(note.into());
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
