//! Human rendering of diagnostics with ariadne. This is the only module that imports ariadne.

use super::{Diagnostic, Severity};
use crate::source::SourceFile;
use ariadne::{Color, Config, IndexType, Label, Report, ReportKind, Source};

/// How diagnostics are printed for people.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HumanOptions {
    /// Use ANSI colours.
    pub color: bool,
}

/// Renders the diagnostics of one file as rustc-like reports: the file's text is prepared for
/// ariadne once, however many diagnostics there are.
pub struct HumanRenderer<'a> {
    file: &'a SourceFile,
    cache: (&'a str, Source<&'a str>),
    options: HumanOptions,
}

impl<'a> HumanRenderer<'a> {
    /// A renderer for the diagnostics of `file`.
    pub fn new(file: &'a SourceFile, options: HumanOptions) -> Self {
        HumanRenderer {
            file,
            cache: (file.name.as_str(), Source::from(file.text.as_str())),
            options,
        }
    }

    /// One diagnostic with its source excerpt; a diagnostic without a span is a file-level one:
    /// `file: severity[CODE]: message`, then its notes and help.
    pub fn render(&mut self, diag: &Diagnostic) -> String {
        if diag.labels.is_empty() {
            return render_file_level(self.file, diag);
        }
        self.ariadne(diag)
    }

    /// The ariadne report of one diagnostic (a diagnostic without a span gets a bare header).
    fn ariadne(&mut self, diag: &Diagnostic) -> String {
        let (file, options) = (self.file, self.options);
        let kind = match diag.severity {
            Severity::Error => ReportKind::Error,
            Severity::Warning => ReportKind::Warning,
            Severity::Note => ReportKind::Advice,
        };
        let color = match diag.severity {
            Severity::Error => Color::Red,
            Severity::Warning => Color::Yellow,
            Severity::Note => Color::Cyan,
        };
        let len = file.text.len();
        let clamp = |s: crate::source::Span| {
            let start = s.start.min(len);
            let end = s.end.clamp(start, len);
            (file.name.as_str(), start..end)
        };
        let offset = diag.primary_span().map(|s| s.start.min(len)).unwrap_or(0);
        let config = Config::default().with_index_type(IndexType::Byte).with_color(options.color);
        let mut report = Report::build(kind, (file.name.as_str(), offset..offset))
            .with_config(config)
            .with_code(diag.code)
            .with_message(&diag.message);
        for (i, label) in diag.labels.iter().enumerate() {
            let mut l = Label::new(clamp(label.span));
            if let Some(m) = &label.message {
                l = l.with_message(m);
            }
            if options.color {
                l = l.with_color(if i == 0 { color } else { Color::Blue });
            }
            report = report.with_label(l);
        }
        for note in &diag.notes {
            report = report.with_note(note);
        }
        if let Some(help) = &diag.help {
            report = report.with_help(help);
        }
        let mut out = Vec::new();
        if report.finish().write(&mut self.cache, &mut out).is_err() {
            return render_short(file, diag);
        }
        String::from_utf8_lossy(&out).into_owned()
    }
}

/// Renders one diagnostic as a rustc-like report with the source excerpt (for many diagnostics
/// of one file, [`HumanRenderer`] prepares the file once).
pub fn render_human(file: &SourceFile, diag: &Diagnostic, options: HumanOptions) -> String {
    HumanRenderer::new(file, options).ariadne(diag)
}

/// A file-level diagnostic: `file: severity[CODE]: message`, then `  note: …` and `  help: …`.
pub fn render_file_level(file: &SourceFile, diag: &Diagnostic) -> String {
    let mut s =
        format!("{}: {}[{}]: {}\n", file.name, diag.severity.as_str(), diag.code, diag.message);
    for n in &diag.notes {
        s.push_str(&format!("  note: {n}\n"));
    }
    if let Some(h) = &diag.help {
        s.push_str(&format!("  help: {h}\n"));
    }
    s
}

/// Renders one diagnostic on one line: `file:line:col: severity[CODE]: message`.
pub fn render_short(file: &SourceFile, diag: &Diagnostic) -> String {
    let (line, col) = diag.primary_span().map(|s| file.line_col(s.start)).unwrap_or((1, 1));
    format!(
        "{}:{}:{}: {}[{}]: {}\n",
        file.name,
        line,
        col,
        diag.severity.as_str(),
        diag.code,
        diag.message
    )
}
