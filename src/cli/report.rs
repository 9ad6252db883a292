//! The command line's [`Report`]: what a use case finds on its way, printed as it arrives.
//! Findings go to standard error in the run's format and colours (`build` lists a regulation's
//! on standard output instead, one line each, as `check --format short` does); remarks are
//! `note:` and `error:` lines. A command that prints JSON whatever happens keeps the findings as
//! JSON too, to print them in its `{"error": …, "diagnostics": […]}` when it stops.

use super::args::DiagnosticFormat;
use super::printer::Printer;
use super::Terminal;
use crate::app::remark::Level;
use crate::app::{About, Remark, Report};
use crate::diagnostic::json::JsonDiagnostic;
use crate::diagnostic::Diagnostic;
use crate::source::SourceFile;
use crate::vocab::Lang;

/// Prints a use case's findings and remarks.
pub struct Reporter {
    /// The printer of standard error.
    printer: Printer,
    /// `build`: a regulation's findings and its document's on standard output, one line each.
    short_on_stdout: Option<Printer>,
    /// Which findings are kept as JSON (none unless asked).
    keeps: fn(About) -> bool,
    /// The findings kept as JSON.
    pub kept: Vec<JsonDiagnostic>,
    /// The language asked for (`--lang`).
    forced: Option<Lang>,
    /// The language of the regulation the use case works under.
    hinted: Option<Lang>,
}

impl Reporter {
    /// Findings on standard error as the run's terminal says.
    pub fn stderr(term: Terminal) -> Reporter {
        Reporter {
            printer: Printer::stderr(term),
            short_on_stdout: None,
            keeps: |_| false,
            kept: Vec::new(),
            forced: None,
            hinted: None,
        }
    }

    /// The same, writing findings and remarks in `lang` when given (`--lang`), else in the
    /// language of the regulation the use case works under, else in English.
    pub fn in_language(self, lang: Option<Lang>) -> Reporter {
        Reporter { forced: lang, ..self }
    }

    /// The language findings and remarks are written in now.
    pub fn lang(&self) -> Lang {
        self.forced.or(self.hinted).unwrap_or(Lang::En)
    }

    /// The same, keeping as JSON the findings `keeps` chooses.
    pub fn keeping(term: Terminal, keeps: fn(About) -> bool) -> Reporter {
        Reporter { keeps, ..Reporter::stderr(term) }
    }

    /// For `build`: a regulation's findings and its document's on standard output, one line
    /// each; the others on standard error.
    pub fn build(term: Terminal) -> Reporter {
        let short = Printer { format: DiagnosticFormat::Short, ..Printer::stderr(term) };
        Reporter { short_on_stdout: Some(short), ..Reporter::stderr(term) }
    }

    /// Prints one finding about a file on standard error.
    pub fn one(&mut self, file: &SourceFile, d: &Diagnostic) {
        crate::cli::write::stderr_report(&self.printer.text(file, std::slice::from_ref(d)));
    }
}

impl Report for Reporter {
    fn findings(&mut self, about: About, file: &SourceFile, diagnostics: &[Diagnostic]) {
        // A regulation's findings are already in its language (or the one asked for); the
        // others (results, standings, documents) are written in the run's language, when the
        // run has one (else as they were made: a refusal to render is in the regulation's).
        let localized: Vec<Diagnostic>;
        let run_lang = self.forced.or(self.hinted);
        let diagnostics = if about == About::Regulation && self.forced.is_none() {
            diagnostics
        } else if let Some(lang) = run_lang {
            localized = diagnostics
                .iter()
                .map(|d| {
                    let mut d = d.clone();
                    d.localize(lang);
                    d
                })
                .collect();
            &localized
        } else {
            diagnostics
        };
        match (&self.short_on_stdout, about) {
            (Some(short), About::Regulation | About::Document) => {
                print!("{}", short.text(file, diagnostics))
            }
            _ => crate::cli::write::stderr_report(&self.printer.text(file, diagnostics)),
        }
        if (self.keeps)(about) {
            let printer = Printer { color: false, ..self.printer };
            self.kept.extend(printer.json_diagnostics(file, diagnostics));
        }
    }

    fn remark(&mut self, remark: Remark) {
        let lang = self.lang();
        let (note, error) = match lang {
            Lang::En => ("note", "error"),
            Lang::Bg => ("бележка", "грешка"),
            Lang::Uk => ("примітка", "помилка"),
        };
        let text = remark.text(lang);
        match remark.level() {
            Level::Note => eprintln!("{note}: {text}"),
            Level::Error => eprintln!("{error}: {text}"),
        }
    }

    fn language(&mut self, lang: Lang) {
        self.hinted = Some(lang);
    }
}
