//! reglament: a compiler and validator for chess tournament regulations.
//!
//! The library is a pipeline. Each stage is one module with one public entry point and imports
//! only the stages before it (`tests/suite/architecture.rs` holds it to that):
//!
//! ```text
//!  vocab        languages, titles, points, tie-break specifications, calendar words, Berger and
//!               FIDE tables, did-you-mean: shared by every stage, importing none
//!  source       decoded text and spans          diagnostic   findings as data (code, span, help)
//!  prose        the one reader of regulation prose (numbers, dates, times, durations, money,
//!               counts, tie-break names, roles, places): text in, values with spans out; read by
//!               `import` (a published document) and `checks` (prose against facts) alike
//!
//!  bytes ──decode──▶ SourceFile ──syntax──▶ syntax::Document ──model──▶ model::Regulation
//!                   (UTF-8 text,            (untyped, spanned          (typed; every value
//!                    encoding used)          statements and prose)      keeps its span)
//!                                                                            │
//!                         ┌──────────────────────── checks ──────────────────┤
//!                         ▼                                                  │
//!                  Vec<Diagnostic>     bytes ──decode──▶ results ─────────────┤
//!                  (stable codes)      (TRF, .rgr, PGN)  (Tournament)         ▼
//!                                                                score ──▶ standings
//!                                                                            │
//!                                              render ◀───────────────────────┘
//!                                              (HTML, Markdown, text; reports)
//!
//!  format       the canonical layout of a file (`fmt`), after model (it knows the keywords)
//!  import       documents as published (text, .docx, HTML) → a draft .rgl, checked by syntax and
//!               model before it is returned; its review marks are reported by `compile`
//!  edition      next year's regulation: a regulation's text → the new edition's text (dates,
//!               weekdays, ordinals, years, currency moved; review marks `E0xx` on each change)
//!  registry     every diagnostic code of every stage, documented (`explain`, `rules`)
//!  app          the use cases: what a command or the editor asks for, as one call each
//!               (check, render, build, bulletin, standings, pairings, convert, import,
//!               explain, format, the editor's); policy between the stages, data out; inputs
//!               read, findings reported and PDF printed through the traits it defines
//!  cli          the commands (parse arguments, call one use case, present it, exit status)
//!               and `serve`: the only module that prints or touches the file system
//! ```
//!
//! [`compile`] runs decode → syntax → model → checks on one file's bytes.

#![warn(missing_docs)]
// Stages return data; only the command line prints (`cli` is allowed below).
#![warn(clippy::print_stdout, clippy::print_stderr)]

pub mod app;
pub mod checks;
#[allow(clippy::print_stdout, clippy::print_stderr)] // the command line prints
pub mod cli;
pub mod decode;
pub mod diagnostic;
pub mod edition;
pub mod format;
pub mod import;
pub mod model;
pub mod prose;
pub mod registry;
pub mod render;
pub mod results;
pub mod score;
pub mod source;
pub mod syntax;
pub mod vocab;

use diagnostic::{Diagnostic, Severity};
use source::SourceFile;

/// Everything known about one regulation file after the pipeline ran as far as it could.
#[derive(Debug)]
pub struct Compiled {
    /// The decoded file (empty text if decoding failed).
    pub file: SourceFile,
    /// The syntax tree, if parsing succeeded.
    pub syntax: Option<syntax::ast::Document>,
    /// The typed model, if lowering produced one (possibly partial: see
    /// [`model::Regulation::broken`]).
    pub model: Option<model::Regulation>,
    /// Every diagnostic from every stage, in pipeline order, written in [`Compiled::lang`].
    pub diagnostics: Vec<Diagnostic>,
    /// The language the diagnostics are written in: the one forced with [`Options::lang`], or
    /// the file's own (`lang bg|uk|en`), or English when the file does not say.
    pub lang: vocab::Lang,
}

impl Compiled {
    /// True when any diagnostic is an error.
    pub fn has_errors(&self) -> bool {
        self.diagnostics.iter().any(|d| d.severity == Severity::Error)
    }
}

/// Options for [`compile`].
#[derive(Clone, Debug, Default)]
pub struct Options {
    /// Force an input encoding instead of detecting it.
    pub encoding: Option<&'static encoding_rs::Encoding>,
    /// Which findings to show (`--select`, `--ignore`), applied here to every family of codes.
    pub selection: diagnostic::Selection,
    /// Skip the checks (parse and lower only).
    pub no_checks: bool,
    /// Write the diagnostics in this language instead of the file's own.
    pub lang: Option<vocab::Lang>,
    /// The limits on sizes the input controls (file size, participants, rounds).
    pub limits: vocab::limits::Limits,
}

/// Runs decode → parse → lower → checks on one file's bytes. Lowering keeps every statement it
/// can read and the checks run on that model even when lowering reported errors (rules whose
/// fact is missing stay silent, findings inside a statement that failed are dropped), so one
/// run shows everything. The findings are written in the file's language.
pub fn compile(name: &str, bytes: &[u8], options: &Options) -> Compiled {
    let size_limit = options.limits.file_size(vocab::limits::FileKind::Regulation);
    let size_limit = usize::try_from(size_limit).unwrap_or(usize::MAX);
    let decoded = match decode::decode_as(
        name,
        bytes,
        options.encoding,
        size_limit,
        decode::Profile::Regulation,
    ) {
        Ok(d) => d,
        Err(d) => {
            // Show what can be shown of an undecodable file; spans point into it.
            let file = decode::error_source(name, bytes, options.encoding);
            let lang = options.lang.or_else(|| model::sniff_lang(&file.text));
            return finish(file, None, None, vec![d], lang);
        }
    };
    let file = decoded.file;
    let mut diagnostics = decoded.warnings;
    let doc = match syntax::parse(&file) {
        Ok(doc) => doc,
        Err(d) => {
            diagnostics.push(d);
            let lang = options.lang.or_else(|| model::sniff_lang(&file.text));
            return finish(file, None, None, diagnostics, lang);
        }
    };
    let lowered = model::lower(&doc);
    diagnostics.extend(lowered.diagnostics);
    // Over a limit (participants, rounds), the checks do not run: they are what the limit
    // protects. Otherwise they run even after lowering errors, on the partial model.
    let mut over_limit = false;
    if let Some(reg) = &lowered.model {
        let limits = model::limits::check(reg, &options.limits);
        over_limit = !limits.is_empty();
        diagnostics.extend(limits);
    }
    if let (Some(reg), false, false) = (&lowered.model, over_limit, options.no_checks) {
        let mut found = checks::check(reg);
        // The facts an import marked for review, reported under their own codes, with the
        // keywords they quote (`review`) in the file's keyword language, as the checks' are.
        let mut reviews = import::review_findings(reg);
        // The marks of a new edition (`review E001 …`) are reported under their own codes.
        for (i, d) in edition::codes::review_findings(reg) {
            if let Some(slot) = reviews.get_mut(i) {
                *slot = d;
            }
        }
        if reg.keyword_lang != vocab::Lang::En {
            for d in &mut reviews {
                d.map_texts(|t| model::keywords::localise_snippets(t, reg.keyword_lang));
            }
        }
        found.extend(reviews);
        found.sort_by_key(|d| (d.primary_span().map(|s| s.start).unwrap_or(0), d.code));
        diagnostics.extend(found);
    }
    diagnostics.retain(|d| options.selection.keeps(d));
    let lang = options
        .lang
        .or(lowered.model.as_ref().map(|m| m.lang))
        .or_else(|| model::sniff_lang(&file.text));
    finish(file, Some(doc), lowered.model, diagnostics, lang)
}

/// Writes the findings in their language and keeps their spans inside the text.
fn finish(
    file: SourceFile,
    syntax: Option<syntax::ast::Document>,
    model: Option<model::Regulation>,
    mut diagnostics: Vec<Diagnostic>,
    lang: Option<vocab::Lang>,
) -> Compiled {
    let lang = lang.unwrap_or(vocab::Lang::En);
    for d in &mut diagnostics {
        d.localize(lang);
    }
    clamp_spans(&file.text, &mut diagnostics);
    Compiled { file, syntax, model, diagnostics, lang }
}

/// Keeps every label inside the text and on character boundaries, so any renderer can use it.
fn clamp_spans(text: &str, diagnostics: &mut [Diagnostic]) {
    let fit = |mut at: usize| {
        at = at.min(text.len());
        while !text.is_char_boundary(at) {
            at -= 1;
        }
        at
    };
    for d in diagnostics {
        for l in &mut d.labels {
            let start = fit(l.span.start);
            let end = fit(l.span.end.max(start));
            l.span = source::Span::new(start, end);
        }
    }
}
