//! What a use case tells the person besides coded findings: a document made as a draft, a
//! bulletin not made and why, where drawn numbers came from. Each remark is data; the command
//! line writes it as a `note:` or `error:` line.

use std::fmt;
use std::path::PathBuf;

/// How a remark is shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Level {
    /// Something done instead, for the person's information.
    Note,
    /// Something not done because of errors or a failure.
    Error,
}

/// A remark of a use case.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Remark {
    /// A document was rendered as a draft, every page marked with `mark`.
    RenderedAsDraft {
        /// The mark (`ПРОЕКТ`).
        mark: &'static str,
    },
    /// `build` rendered a regulation with errors as a draft.
    BuiltAsDraft {
        /// The regulation.
        path: PathBuf,
        /// The mark on every page.
        mark: &'static str,
    },
    /// The results are illustrative: every page of the document is marked with `mark`.
    SampleResults {
        /// The mark (`ПРИМЕРНИ РЕЗУЛТАТИ`).
        mark: &'static str,
    },
    /// `build`: a results file holds illustrative results; its bulletin is marked as a sample.
    BuiltSample {
        /// The results file.
        path: PathBuf,
        /// The mark on every page.
        mark: &'static str,
    },
    /// The results have errors: nothing is made from them.
    ResultsHaveErrors {
        /// What was not made.
        nothing: Nothing,
    },
    /// The TRF file has errors: no bulletin.
    TrfHasErrors,
    /// The standings have errors: no bulletin.
    StandingsHaveErrors,
    /// `build`: a results file's errors keep its bulletin from being made.
    BuildResultsHaveErrors {
        /// The results file.
        path: PathBuf,
    },
    /// `build`: the standings of a results file have errors.
    BuildStandingsHaveErrors {
        /// The results file.
        path: PathBuf,
    },
    /// `build`: a results file names no regulation.
    NamesNoRegulation {
        /// The results file.
        path: PathBuf,
    },
    /// `build`: a results file names a regulation that was not rendered.
    RegulationNotRendered {
        /// The results file.
        path: PathBuf,
        /// The regulation as its header names it.
        reference: String,
    },
    /// A file could not be read or a document not made; the run goes on (exit status 2).
    Failed(String),
    /// The results give no drawn numbers; the games follow the Berger table with these.
    LotsInferred(Vec<u32>),
    /// The results give no drawn numbers, and the games fit no numbering: the list's are used.
    ListNumbersUsed,
}

/// What is not made from results with errors.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Nothing {
    /// No bulletin.
    Bulletin,
    /// No standings.
    Standings,
    /// No pairings.
    Pairings,
    /// No conversion.
    Written,
}

impl Remark {
    /// How the remark is shown.
    pub fn level(&self) -> Level {
        match self {
            Remark::RenderedAsDraft { .. }
            | Remark::BuiltAsDraft { .. }
            | Remark::SampleResults { .. }
            | Remark::BuiltSample { .. }
            | Remark::NamesNoRegulation { .. }
            | Remark::RegulationNotRendered { .. }
            | Remark::LotsInferred(_)
            | Remark::ListNumbersUsed => Level::Note,
            Remark::ResultsHaveErrors { .. }
            | Remark::TrfHasErrors
            | Remark::StandingsHaveErrors
            | Remark::BuildResultsHaveErrors { .. }
            | Remark::BuildStandingsHaveErrors { .. }
            | Remark::Failed(_) => Level::Error,
        }
    }
}

impl fmt::Display for Remark {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Remark::RenderedAsDraft { mark } => {
                write!(f, "rendered as a draft: every page is marked “{mark}”")
            }
            Remark::BuiltAsDraft { path, mark } => write!(
                f,
                "`{}` has errors: rendered as a draft, every page marked “{mark}”",
                path.display()
            ),
            Remark::SampleResults { mark } => write!(
                f,
                "the results are illustrative, not the event's: every page is marked “{mark}”"
            ),
            Remark::BuiltSample { path, mark } => write!(
                f,
                "`{}` holds illustrative results: its bulletin is marked “{mark}” on every page",
                path.display()
            ),
            Remark::ResultsHaveErrors { nothing } => write!(
                f,
                "the results have errors{}",
                match nothing {
                    Nothing::Bulletin => ", so no bulletin is rendered",
                    Nothing::Standings => ", so no standings are computed",
                    Nothing::Pairings => ", so no pairings are printed",
                    Nothing::Written => "; nothing written",
                }
            ),
            Remark::TrfHasErrors => write!(f, "the TRF file has errors, so no bulletin is rendered"),
            Remark::StandingsHaveErrors => {
                write!(f, "the standings have errors, so no bulletin is rendered")
            }
            Remark::BuildResultsHaveErrors { path } => {
                write!(f, "`{}` has errors, so no bulletin is rendered", path.display())
            }
            Remark::BuildStandingsHaveErrors { path } => write!(
                f,
                "the standings of `{}` have errors, so no bulletin is rendered",
                path.display()
            ),
            Remark::NamesNoRegulation { path } => {
                write!(f, "`{}` names no regulation; no bulletin", path.display())
            }
            Remark::RegulationNotRendered { path, reference } => write!(
                f,
                "`{}` names `{reference}`, which is not among the rendered regulations; no bulletin",
                path.display()
            ),
            Remark::Failed(why) => write!(f, "{why}"),
            Remark::LotsInferred(lots) => {
                let shown: Vec<String> = lots.iter().map(u32::to_string).collect();
                write!(
                    f,
                    "the results give no drawn numbers (`lots`); the games follow the Berger table with {}",
                    shown.join(" ")
                )
            }
            Remark::ListNumbersUsed => write!(
                f,
                "the results give no drawn numbers (`lots`); the participant list's numbers are used"
            ),
        }
    }
}
