//! Machine-readable diagnostics: one flat JSON object per finding, 1-based lines and columns.

use super::Diagnostic;
use crate::source::SourceFile;
use serde::Serialize;

/// The JSON shape of one diagnostic (`reglament check --format json`).
#[derive(Clone, Debug, Serialize, PartialEq, Eq)]
pub struct JsonDiagnostic {
    /// Stable code.
    pub code: String,
    /// `error`, `warning` or `note`.
    pub severity: String,
    /// The message.
    pub message: String,
    /// File name as given.
    pub file: String,
    /// 1-based line of the primary span's start.
    pub line: usize,
    /// 1-based column (characters) of the primary span's start.
    pub column: usize,
    /// 1-based line of the primary span's end.
    pub end_line: usize,
    /// 1-based column of the primary span's end (exclusive).
    pub end_column: usize,
    /// The help line, if any.
    pub help: Option<String>,
    /// Notes.
    pub notes: Vec<String>,
}

impl JsonDiagnostic {
    /// Flattens a diagnostic against its file.
    pub fn new(file: &SourceFile, diag: &Diagnostic) -> Self {
        let (line, column, end_line, end_column) = match diag.primary_span() {
            Some(s) => {
                let (l, c) = file.line_col(s.start);
                let (el, ec) = file.line_col(s.end);
                (l, c, el, ec)
            }
            None => (1, 1, 1, 1),
        };
        JsonDiagnostic {
            code: diag.code.to_string(),
            severity: diag.severity.as_str().to_string(),
            message: diag.message.clone(),
            file: file.name.clone(),
            line,
            column,
            end_line,
            end_column,
            help: diag.help.clone(),
            notes: diag.notes.clone(),
        }
    }
}
