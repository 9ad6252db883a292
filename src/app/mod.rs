//! The use cases: what a command of the command line or a request of the editor asks for, each
//! as one call (check a set of files, render a regulation, build a folder, standings of a TRF,
//! import a document, …). They decide the policy between the stages (the publish gate, the
//! regulation that stands for a TRF file, team or individual standings) and return data; the
//! command line and `serve` present it.
//!
//! A use case neither prints nor touches the file system on its own: it reads its inputs
//! through [`Inputs`] (the command line's files, or the editor's folder), says what it finds on
//! its way through [`Report`] (findings of a file, remarks for the person, in the order they
//! arise), prints PDF through [`PrintPdf`] (a local browser), and ends with a value or a
//! [`Stop`].

pub mod build;
pub mod bulletin;
pub mod check;
pub mod convert;
pub mod edition;
pub mod editor;
pub mod explain;
pub mod fide_list;
pub mod format;
pub mod import;
pub mod load;
pub mod pairings;
pub mod publish;
pub mod remark;
pub mod standings;

pub use remark::Remark;

use crate::diagnostic::Diagnostic;
use crate::source::SourceFile;
use std::path::{Path, PathBuf};

/// Where a use case reads its inputs.
pub trait Inputs {
    /// The bytes of the file at `path`, at most `limit` bytes and one more (so that the decode
    /// stage sees a file over its limit without it being read whole), or why it cannot be read.
    fn read(&self, path: &Path, limit: u64) -> Result<Vec<u8>, String>;

    /// The file's canonical path (links and `..` resolved), if it exists: what tells two
    /// spellings of one file apart from two files.
    fn canonical(&self, path: &Path) -> Option<PathBuf>;

    /// True when `a` and `b` name one existing file.
    fn same_file(&self, a: &Path, b: &Path) -> bool {
        matches!((self.canonical(a), self.canonical(b)), (Some(x), Some(y)) if x == y)
    }

    /// FIDE's rating list given for this run (`--fide-list`), if any: results read through
    /// these inputs are completed from it, and a regulation checked against it.
    fn fide_list(&self) -> Option<&Path> {
        None
    }

    /// The file at `path` opened to be read once from start to end, as it streams (FIDE's
    /// rating list: about 1.5 million lines, never read whole), or why it cannot be opened.
    fn open(&self, path: &Path) -> Result<Box<dyn ReadSeek>, String> {
        Err(format!("cannot read `{}` here", path.display()))
    }
}

/// A file opened for reading in one pass (and seeking, which a zip archive needs).
pub trait ReadSeek: std::io::Read + std::io::Seek {}

impl<T: std::io::Read + std::io::Seek> ReadSeek for T {}

/// What the findings reported are about: a command may show them differently (`build` lists a
/// regulation's on standard output, one line each).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum About {
    /// A regulation compiled (decoding, parsing, lowering, the checks).
    Regulation,
    /// The publish gate's refusal of a regulation.
    Gate,
    /// A regulation's document (lists no section places, templates' warnings).
    Document,
    /// Results read (TRF, results file, PGN).
    Results,
    /// Standings computed (the engine's notes, ties, schedule checks).
    Standings,
    /// A template or an output that failed.
    Output,
}

/// Where a use case says what it finds on its way, in order.
pub trait Report {
    /// Findings about a file (the decoded text their spans point into).
    fn findings(&mut self, about: About, file: &SourceFile, diagnostics: &[Diagnostic]);

    /// A remark for the person: what was done instead, or why something was not done.
    fn remark(&mut self, remark: Remark);

    /// The language of the regulation the use case works under: findings and remarks from now
    /// on are written in it, unless the person asked for another (`--lang`).
    fn language(&mut self, _lang: crate::vocab::Lang) {}
}

/// A [`Report`] that keeps everything, for callers that present at the end (the editor, tests).
#[derive(Debug, Default)]
pub struct Kept {
    /// The findings, with what they are about and the name of their file.
    pub findings: Vec<(About, String, Diagnostic)>,
    /// The remarks.
    pub remarks: Vec<Remark>,
}

impl Report for Kept {
    fn findings(&mut self, about: About, file: &SourceFile, diagnostics: &[Diagnostic]) {
        let name = file.name.clone();
        self.findings.extend(diagnostics.iter().map(|d| (about, name.clone(), d.clone())));
    }

    fn remark(&mut self, remark: Remark) {
        self.remarks.push(remark);
    }
}

/// Prints an HTML document to PDF (a local Chromium, Chrome or Edge).
pub trait PrintPdf {
    /// The PDF of `html`, or `R008` saying why it could not be printed.
    fn pdf(&self, html: &str) -> Result<Vec<u8>, Diagnostic>;
}

/// Why a use case stopped without its result.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Stop {
    /// The inputs have errors (exit status 1); every one was reported.
    Findings,
    /// The job could not be done (exit status 2), for this reason.
    Failed(String),
    /// The job could not be done (exit status 2); the finding that says why was reported.
    Reported,
}

impl Stop {
    /// A failure for a reason.
    pub fn failed(why: impl std::fmt::Display) -> Stop {
        Stop::Failed(why.to_string())
    }
}

/// A use case's result.
pub type Outcome<T> = Result<T, Stop>;

/// Reports `d` about `file` under `about` and stops with [`Stop::Reported`].
pub(crate) fn reported(
    report: &mut dyn Report,
    about: About,
    file: &SourceFile,
    d: Diagnostic,
) -> Stop {
    report.findings(about, file, std::slice::from_ref(&d));
    Stop::Reported
}

/// The errors and warnings among findings (a `D008` counts the findings it stands for).
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
        use crate::diagnostic::Severity;
        for d in diagnostics {
            if let Some(hidden) = crate::decode::hidden_counts(d) {
                self.errors += hidden.errors;
                self.warnings += hidden.warnings;
                continue;
            }
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

/// True when the findings hold an error.
pub(crate) fn has_errors(diagnostics: &[Diagnostic]) -> bool {
    Tally::of(diagnostics).errors > 0
}
