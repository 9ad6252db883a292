//! What a use case tells the person besides coded findings: a document made as a draft, a
//! bulletin not made and why, where drawn numbers came from. Each remark is data, written in the
//! arbiter's language ([`Remark::text`]: `--lang`, else the regulation's); the command line
//! writes it as a `note:` or `error:` line.

use crate::diagnostic::l10n::tr;
use crate::vocab::Lang;
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
        f.write_str(&self.text(Lang::En))
    }
}

impl Remark {
    /// The remark in a language: the arbiter's (`--lang`), else the regulation's.
    pub fn text(&self, l: Lang) -> String {
        match self {
            Remark::RenderedAsDraft { mark } => tr!(
                l,
                en: "rendered as a draft: every page is marked “{mark}”",
                bg: "документът е изготвен като проект: всяка страница е означена „{mark}“",
                uk: "документ складено як проєкт: кожну сторінку позначено «{mark}»"
            ),
            Remark::BuiltAsDraft { path, mark } => {
                let path = path.display();
                tr!(
                    l,
                    en: "`{path}` has errors: rendered as a draft, every page marked “{mark}”",
                    bg: "`{path}` съдържа грешки: изготвен е като проект, всяка страница е означена „{mark}“",
                    uk: "`{path}` містить помилки: складено як проєкт, кожну сторінку позначено «{mark}»"
                )
            }
            Remark::SampleResults { mark } => tr!(
                l,
                en: "the results are illustrative, not the event's: every page is marked “{mark}”",
                bg: "резултатите са примерни, а не от състезанието: всяка страница е означена „{mark}“",
                uk: "результати умовні, а не зі змагань: кожну сторінку позначено «{mark}»"
            ),
            Remark::BuiltSample { path, mark } => {
                let path = path.display();
                tr!(
                    l,
                    en: "`{path}` holds illustrative results: its bulletin is marked “{mark}” on every page",
                    bg: "`{path}` съдържа примерни резултати: всяка страница на бюлетина му е означена „{mark}“",
                    uk: "`{path}` містить умовні результати: кожну сторінку його бюлетеня позначено «{mark}»"
                )
            }
            Remark::ResultsHaveErrors { nothing } => match nothing {
                Nothing::Bulletin => tr!(
                    l,
                    en: "the results have errors, so no bulletin is rendered",
                    bg: "резултатите съдържат грешки, затова бюлетин не е изготвен",
                    uk: "результати містять помилки, тому бюлетень не складено"
                ),
                Nothing::Standings => tr!(
                    l,
                    en: "the results have errors, so no standings are computed",
                    bg: "резултатите съдържат грешки, затова класиране не е изчислено",
                    uk: "результати містять помилки, тому таблицю не обчислено"
                ),
                Nothing::Pairings => tr!(
                    l,
                    en: "the results have errors, so no pairings are printed",
                    bg: "резултатите съдържат грешки, затова двойки не са изготвени",
                    uk: "результати містять помилки, тому пари не складено"
                ),
                Nothing::Written => tr!(
                    l,
                    en: "the results have errors; nothing written",
                    bg: "резултатите съдържат грешки; нищо не е записано",
                    uk: "результати містять помилки; нічого не записано"
                ),
            },
            Remark::TrfHasErrors => tr!(
                l,
                en: "the TRF file has errors, so no bulletin is rendered",
                bg: "файлът TRF съдържа грешки, затова бюлетин не е изготвен",
                uk: "файл TRF містить помилки, тому бюлетень не складено"
            ),
            Remark::StandingsHaveErrors => tr!(
                l,
                en: "the standings have errors, so no bulletin is rendered",
                bg: "класирането съдържа грешки, затова бюлетин не е изготвен",
                uk: "таблиця містить помилки, тому бюлетень не складено"
            ),
            Remark::BuildResultsHaveErrors { path } => {
                let path = path.display();
                tr!(
                    l,
                    en: "`{path}` has errors, so no bulletin is rendered",
                    bg: "`{path}` съдържа грешки, затова бюлетин не е изготвен",
                    uk: "`{path}` містить помилки, тому бюлетень не складено"
                )
            }
            Remark::BuildStandingsHaveErrors { path } => {
                let path = path.display();
                tr!(
                    l,
                    en: "the standings of `{path}` have errors, so no bulletin is rendered",
                    bg: "класирането на `{path}` съдържа грешки, затова бюлетин не е изготвен",
                    uk: "таблиця `{path}` містить помилки, тому бюлетень не складено"
                )
            }
            Remark::NamesNoRegulation { path } => {
                let path = path.display();
                tr!(
                    l,
                    en: "`{path}` names no regulation; no bulletin",
                    bg: "`{path}` не посочва регламент; бюлетин не е изготвен",
                    uk: "`{path}` не вказує положення; бюлетень не складено"
                )
            }
            Remark::RegulationNotRendered { path, reference } => {
                let path = path.display();
                tr!(
                    l,
                    en: "`{path}` names `{reference}`, which is not among the rendered regulations; no bulletin",
                    bg: "`{path}` посочва `{reference}`, който не е сред изготвените регламенти; бюлетин не е изготвен",
                    uk: "`{path}` вказує `{reference}`, якого немає серед складених положень; бюлетень не складено"
                )
            }
            Remark::Failed(why) => why.clone(),
            Remark::LotsInferred(lots) => {
                let shown: Vec<String> = lots.iter().map(u32::to_string).collect();
                let shown = shown.join(" ");
                tr!(
                    l,
                    en: "the results give no drawn numbers (`lots`); the games follow the Berger table with {shown}",
                    bg: "резултатите не посочват изтеглените номера (`жребий`); партиите следват таблицата на Бергер с {shown}",
                    uk: "результати не вказують витягнутих номерів (`жеребкування`); партії йдуть за таблицею Бергера з {shown}"
                )
            }
            Remark::ListNumbersUsed => tr!(
                l,
                en: "the results give no drawn numbers (`lots`); the participant list's numbers are used",
                bg: "резултатите не посочват изтеглените номера (`жребий`); използват се номерата от списъка на участниците",
                uk: "результати не вказують витягнутих номерів (`жеребкування`); використано номери зі списку учасників"
            ),
        }
    }
}
