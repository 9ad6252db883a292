//! Machine-readable diagnostics: one flat JSON object per finding, 1-based lines and columns; a
//! failure that is not a finding (a file that cannot be read) has the same shape with `code`
//! null, so `--format json` is valid JSON whatever happens.

use super::Diagnostic;
use crate::source::SourceFile;
use serde::Serialize;

/// The JSON shape of one diagnostic (`reglament check --format json`).
#[derive(Clone, Debug, Serialize, PartialEq, Eq)]
pub struct JsonDiagnostic {
    /// Stable code; null for a failure that is not a finding.
    pub code: Option<String>,
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
    /// The machine-applicable fix, if any.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub fix: Option<JsonFix>,
    /// Places in other files the finding also points at (the other event of a season finding).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub related: Vec<super::Related>,
}

/// The JSON shape of a fix: what it does and its edits, 1-based lines and columns.
#[derive(Clone, Debug, Serialize, PartialEq, Eq)]
pub struct JsonFix {
    /// What the fix does.
    pub message: String,
    /// The edits.
    pub edits: Vec<JsonEdit>,
}

/// One edit of a fix.
#[derive(Clone, Debug, Serialize, PartialEq, Eq)]
pub struct JsonEdit {
    /// 1-based line of the replaced text's start.
    pub line: usize,
    /// 1-based column (characters) of its start.
    pub column: usize,
    /// 1-based line of its end.
    pub end_line: usize,
    /// 1-based column of its end (exclusive).
    pub end_column: usize,
    /// The new text.
    pub replacement: String,
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
            code: Some(diag.code.to_string()),
            severity: diag.severity.as_str().to_string(),
            message: diag.message.clone(),
            file: file.name.clone(),
            line,
            column,
            end_line,
            end_column,
            help: diag.help.clone(),
            notes: diag.notes.clone(),
            fix: diag.fix.as_ref().map(|f| JsonFix {
                message: f.message.clone(),
                edits: f
                    .edits
                    .iter()
                    .map(|e| {
                        let (line, column) = file.line_col(e.span.start);
                        let (end_line, end_column) = file.line_col(e.span.end);
                        JsonEdit {
                            line,
                            column,
                            end_line,
                            end_column,
                            replacement: e.replacement.clone(),
                        }
                    })
                    .collect(),
            }),
            related: diag.related.clone(),
        }
    }

    /// A failure about `file` that is not a finding: an error without a code or a place.
    pub fn failure(file: &str, message: impl Into<String>) -> Self {
        JsonDiagnostic {
            code: None,
            severity: "error".to_string(),
            message: message.into(),
            file: file.to_string(),
            line: 1,
            column: 1,
            end_line: 1,
            end_column: 1,
            help: None,
            notes: Vec::new(),
            fix: None,
            related: Vec::new(),
        }
    }
}
