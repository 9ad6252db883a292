//! The one diagnostic printer of every command: human reports (rustc-like, with the source
//! excerpt; file-level findings on one line), one line per finding, or JSON.

use super::args::DiagnosticFormat;
use crate::diagnostic::json::JsonDiagnostic;
use crate::diagnostic::render::{render_short, HumanOptions, HumanRenderer};
use crate::diagnostic::{Diagnostic, Severity};
use crate::source::SourceFile;

/// How diagnostics are printed.
#[derive(Clone, Copy, Debug)]
pub struct Printer {
    /// Human, short or JSON.
    pub format: DiagnosticFormat,
    /// ANSI colours in human reports.
    pub color: bool,
}

impl Printer {
    /// Human reports, coloured when `color`.
    pub fn human(color: bool) -> Printer {
        Printer { format: DiagnosticFormat::Human, color }
    }

    /// The text of `diagnostics` of one file (human or short; JSON is [`Printer::json`]).
    pub fn text(&self, file: &SourceFile, diagnostics: &[Diagnostic]) -> String {
        let mut out = String::new();
        match self.format {
            DiagnosticFormat::Short => {
                for d in diagnostics {
                    out.push_str(&render_short(file, d));
                }
            }
            DiagnosticFormat::Github => {
                for d in diagnostics {
                    out.push_str(&crate::diagnostic::github::github(file, d));
                }
            }
            DiagnosticFormat::Human | DiagnosticFormat::Json | DiagnosticFormat::Sarif => {
                let mut renderer = HumanRenderer::new(file, HumanOptions { color: self.color });
                for d in diagnostics {
                    out.push_str(&renderer.render(d));
                }
            }
        }
        out
    }

    /// The diagnostics of several files in the chosen format: one JSON array or SARIF log for
    /// all files, or the text of each file in turn.
    pub fn all<'a>(&self, files: &[(&'a SourceFile, &'a [Diagnostic])]) -> String {
        match self.format {
            DiagnosticFormat::Json => Printer::json(files.iter().copied()) + "\n",
            DiagnosticFormat::Sarif => {
                crate::diagnostic::sarif::sarif(files.iter().copied()) + "\n"
            }
            _ => files.iter().map(|(f, d)| self.text(f, d)).collect(),
        }
    }

    /// True for the formats that print one document for all files (JSON, SARIF), after which
    /// nothing else may be printed on standard output.
    pub fn is_document(&self) -> bool {
        matches!(self.format, DiagnosticFormat::Json | DiagnosticFormat::Sarif)
    }

    /// The diagnostics of several files as one JSON array.
    pub fn json<'a>(files: impl IntoIterator<Item = (&'a SourceFile, &'a [Diagnostic])>) -> String {
        let all: Vec<JsonDiagnostic> = files
            .into_iter()
            .flat_map(|(file, ds)| ds.iter().map(move |d| JsonDiagnostic::new(file, d)))
            .collect();
        serde_json::to_string_pretty(&all).unwrap_or_else(|_| "[]".to_string())
    }
}

/// Counts of errors and warnings.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    /// Errors.
    pub errors: usize,
    /// Warnings.
    pub warnings: usize,
}

impl Tally {
    /// Adds the findings of `diagnostics`.
    pub fn add(&mut self, diagnostics: &[Diagnostic]) {
        for d in diagnostics {
            match d.severity {
                Severity::Error => self.errors += 1,
                Severity::Warning => self.warnings += 1,
                Severity::Note => {}
            }
        }
    }

    /// The tally of `diagnostics`.
    pub fn of(diagnostics: &[Diagnostic]) -> Tally {
        let mut t = Tally::default();
        t.add(diagnostics);
        t
    }
}

/// `n file`/`n files`, and so on.
pub fn plural(n: usize, word: &str) -> String {
    format!("{n} {word}{}", if n == 1 { "" } else { "s" })
}
