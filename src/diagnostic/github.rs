//! GitHub Actions workflow commands: one `::error file=…,line=…::message` line per finding, which
//! the runner shows as an annotation on the line of the pull request. The runner's log is shown
//! in a terminal too: the file name, title and message are neutralised first
//! ([`crate::vocab::printable`]), then escaped as the workflow commands ask.

use super::{Diagnostic, Severity};
use crate::source::SourceFile;
use crate::vocab::printable::printable;

/// Escapes a message for a workflow command (its control characters shown, not sent).
fn data(s: &str) -> String {
    printable(s).replace('%', "%25").replace('\r', "%0D").replace('\n', "%0A")
}

/// Escapes a property value (`file=`, `title=`) for a workflow command.
fn property(s: &str) -> String {
    data(s).replace(':', "%3A").replace(',', "%2C")
}

/// The annotation line of one finding.
pub fn github(file: &SourceFile, d: &Diagnostic) -> String {
    let command = match d.severity {
        Severity::Error => "error",
        Severity::Warning => "warning",
        Severity::Note => "notice",
    };
    let mut at = format!("file={}", property(&file.name));
    if let Some(s) = d.primary_span() {
        let (line, col) = file.line_col(s.start);
        let (end_line, end_col) = file.line_col(s.end);
        at.push_str(&format!(",line={line},col={col},endLine={end_line}"));
        if end_line == line {
            at.push_str(&format!(",endColumn={end_col}"));
        }
    }
    let title = property(&format!("{} {}", d.code, d.code.info().name));
    let mut message = d.message.clone();
    if let Some(h) = &d.help {
        message.push_str(&format!("\nhelp: {h}"));
    }
    for r in &d.related {
        let m = r.message.as_deref().unwrap_or("");
        message.push_str(&format!("\nnote: {}:{}:{}: {m}", r.file, r.line, r.column));
    }
    format!("::{command} {at},title={title}::{}\n", data(&message))
}
