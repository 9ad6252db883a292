//! The one diagnostic printer of every command: human reports (rustc-like, with the source
//! excerpt; file-level findings on one line), one line per finding, or JSON. At most
//! `--max-diagnostics` findings are shown per file (errors first), then one `D008` line says how
//! many more there are; control characters from the input are shown, never obeyed
//! (`diagnostic::render`).

use super::args::DiagnosticFormat;
use super::Terminal;
use crate::diagnostic::json::JsonDiagnostic;
use crate::diagnostic::render::{render_short, HumanOptions, HumanRenderer};
use crate::diagnostic::{select, Diagnostic};
use crate::source::SourceFile;
use crate::vocab::limits::Limits;

/// How diagnostics are printed.
#[derive(Clone, Copy, Debug)]
pub struct Printer {
    /// Human, short or JSON.
    pub format: DiagnosticFormat,
    /// ANSI colours in human reports.
    pub color: bool,
    /// Findings shown per file.
    pub max_shown: usize,
}

impl Printer {
    /// Human reports, coloured when `color`, with the default limit of findings per file.
    pub fn human(color: bool) -> Printer {
        Printer::of(DiagnosticFormat::Human, color)
    }

    /// A printer of `format`, with the default limit of findings per file.
    pub fn of(format: DiagnosticFormat, color: bool) -> Printer {
        Printer { format, color, max_shown: Limits::DEFAULT_DIAGNOSTICS }
    }

    /// Human reports on standard error, as this run's colours and limits say.
    pub fn stderr(term: Terminal) -> Printer {
        Printer {
            format: DiagnosticFormat::Human,
            color: term.color_stderr,
            max_shown: term.limits.diagnostics,
        }
    }

    /// The findings of one file to show: at most the limit, then the `D008` line.
    fn shown<'a>(
        &self,
        diagnostics: &'a [Diagnostic],
    ) -> (Vec<&'a Diagnostic>, Option<Diagnostic>) {
        let (keep, hidden) = select(diagnostics, self.max_shown);
        let shown = diagnostics.iter().zip(keep).filter(|(_, k)| *k).map(|(d, _)| d).collect();
        // `D008` in the language the file's findings are written in.
        let lang = diagnostics.iter().find_map(|d| d.l10n.as_ref().map(|l| l.current));
        let d008 = (hidden.total() > 0).then(|| {
            let mut d = crate::decode::findings_not_shown(hidden);
            if let Some(lang) = lang {
                d.localize(lang);
            }
            d
        });
        (shown, d008)
    }

    /// The findings of one file that are shown, owned (at most the limit, then `D008`).
    pub fn limited(&self, diagnostics: &[Diagnostic]) -> Vec<Diagnostic> {
        let (shown, hidden) = self.shown(diagnostics);
        shown.into_iter().cloned().chain(hidden).collect()
    }

    /// The text of `diagnostics` of one file (human or short; JSON is [`Printer::json`]).
    pub fn text(&self, file: &SourceFile, diagnostics: &[Diagnostic]) -> String {
        self.text_with(file, diagnostics, &[])
    }

    /// The text of `diagnostics` of one file, whose notes may point into `others`.
    pub fn text_with(
        &self,
        file: &SourceFile,
        diagnostics: &[Diagnostic],
        others: &[&SourceFile],
    ) -> String {
        let (shown, hidden) = self.shown(diagnostics);
        let mut out = String::new();
        match self.format {
            DiagnosticFormat::Short => {
                for d in shown.into_iter().chain(&hidden) {
                    out.push_str(&render_short(file, d));
                }
            }
            DiagnosticFormat::Github => {
                for d in shown.into_iter().chain(&hidden) {
                    out.push_str(&crate::diagnostic::github::github(file, d));
                }
            }
            DiagnosticFormat::Human | DiagnosticFormat::Json | DiagnosticFormat::Sarif => {
                let mut renderer = HumanRenderer::new(file, HumanOptions { color: self.color })
                    .with_others(others);
                for d in shown.into_iter().chain(&hidden) {
                    out.push_str(&renderer.render(d));
                }
            }
        }
        out
    }

    /// The diagnostics of several files in the chosen format: one JSON array or SARIF log for
    /// all files, or the text of each file in turn.
    /// Files that could not be read are `failures` (JSON objects with `code` null).
    pub fn all<'a>(
        &self,
        files: &[(&'a SourceFile, &'a [Diagnostic])],
        failures: &[JsonDiagnostic],
    ) -> String {
        match self.format {
            DiagnosticFormat::Json => self.json(files.iter().copied(), failures) + "\n",
            DiagnosticFormat::Sarif => {
                let limited: Vec<Vec<Diagnostic>> =
                    files.iter().map(|(_, d)| self.limited(d)).collect();
                let files = files.iter().zip(&limited).map(|((f, _), d)| (*f, d.as_slice()));
                crate::diagnostic::sarif::sarif(files) + "\n"
            }
            _ => {
                let all: Vec<&SourceFile> = files.iter().map(|(f, _)| *f).collect();
                files.iter().map(|(f, d)| self.text_with(f, d, &all)).collect()
            }
        }
    }

    /// True for the formats that print one document for all files (JSON, SARIF), after which
    /// nothing else may be printed on standard output.
    pub fn is_document(&self) -> bool {
        matches!(self.format, DiagnosticFormat::Json | DiagnosticFormat::Sarif)
    }

    /// The diagnostics of several files as one JSON array, and the failures (a file that could
    /// not be read: `code` null) as objects of the same shape.
    pub fn json<'a>(
        &self,
        files: impl IntoIterator<Item = (&'a SourceFile, &'a [Diagnostic])>,
        failures: &[JsonDiagnostic],
    ) -> String {
        let mut all: Vec<JsonDiagnostic> = Vec::new();
        for (file, ds) in files {
            all.extend(self.json_diagnostics(file, ds));
        }
        all.extend(failures.iter().cloned());
        Printer::json_array(&all)
    }

    /// The findings of one file as JSON objects, at most the limit, then the `D008` one.
    pub fn json_diagnostics(
        &self,
        file: &SourceFile,
        diagnostics: &[Diagnostic],
    ) -> Vec<JsonDiagnostic> {
        let (shown, hidden) = self.shown(diagnostics);
        shown.into_iter().chain(&hidden).map(|d| JsonDiagnostic::new(file, d)).collect()
    }

    /// JSON objects as one array.
    pub fn json_array(all: &[JsonDiagnostic]) -> String {
        crate::vocab::printable::json_pretty(all).unwrap_or_else(|_| "[]".to_string())
    }
}

pub use crate::app::Tally;

/// `n file`/`n files`, and so on.
pub fn plural(n: usize, word: &str) -> String {
    format!("{n} {word}{}", if n == 1 { "" } else { "s" })
}
