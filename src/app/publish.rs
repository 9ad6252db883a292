//! Publishing a document: the gate a regulation passes before it is rendered, and a view made
//! into a document in its format and encoding (PDF printed from the HTML).
//!
//! The gate: a regulation with errors (any finding at error severity) is not rendered unless a
//! draft is asked for, which marks every page as a draft. A regulation that does not even
//! decode, parse or lower is never rendered.

use super::PrintPdf;
use crate::diagnostic::l10n::{localized, tr, ERRORS};
use crate::diagnostic::{Diagnostic, Severity};
use crate::render::{Format, OutputEncoding, Renderer};
use crate::vocab::Lang;
use crate::Compiled;

/// What the gate decides for a compiled regulation.
#[derive(Clone, Debug)]
pub enum Gate {
    /// Publish as it is.
    Publish,
    /// Publish as a draft (errors, a draft asked for; or a draft asked for).
    Draft,
    /// Do not render: the finding says why (`R012`), in the regulation's language.
    Refuse(Diagnostic),
}

impl Gate {
    /// The gate for a compiled regulation: errors before the checks (decoding, parsing,
    /// lowering) always refuse; errors of the checks refuse unless a draft is asked for.
    pub fn of(compiled: &Compiled, draft: bool) -> Gate {
        let errors: Vec<&Diagnostic> =
            compiled.diagnostics.iter().filter(|d| d.severity == Severity::Error).collect();
        let unreadable =
            compiled.model.is_none() || errors.iter().any(|d| !d.code.starts_with('V'));
        let n = errors.len().max(1) as u64;
        let name = compiled.file.name.clone();
        let count = move |l: Lang| ERRORS.count(l, n);
        let refuse = |mut d: Diagnostic| {
            d.localize(compiled.lang);
            Gate::Refuse(d)
        };
        if unreadable {
            return refuse(localized(|l| {
                let count = count(l);
                Diagnostic::error(
                    crate::render::codes::REGULATION_NOT_RENDERED,
                    tr!(
                        l,
                        en: "`{name}` cannot be read as a regulation ({count}), so no document is rendered",
                        bg: "`{name}` не може да се прочете като регламент ({count}), затова документ не се създава",
                        uk: "`{name}` не вдається прочитати як положення ({count}), тому документ не створено"
                    ),
                )
                .with_help(tr!(
                    l,
                    en: "fix the errors above, then render again",
                    bg: "поправете грешките по-горе и опитайте отново",
                    uk: "виправте помилки вище й спробуйте знову"
                ))
            }));
        }
        match (errors.is_empty(), draft) {
            (true, false) => Gate::Publish,
            (_, true) => Gate::Draft,
            (false, false) => refuse(localized(|l| {
                let count = count(l);
                Diagnostic::error(
                    crate::render::codes::REGULATION_NOT_RENDERED,
                    tr!(
                        l,
                        en: "`{name}` has {count}, so no document is rendered",
                        bg: "в `{name}` има {count}, затова документ не се създава",
                        uk: "у `{name}` є {count}, тому документ не створено"
                    ),
                )
                .with_help(tr!(
                    l,
                    en: "fix the errors above (`reglament check`), or render with `--draft` for a draft \
                     marked as such on every page",
                    bg: "поправете грешките по-горе (`reglament check`) или създайте проект с `--draft`, \
                     отбелязан като проект на всяка страница",
                    uk: "виправте помилки вище (`reglament check`) або створіть проєкт із `--draft`, \
                     позначений як проєкт на кожній сторінці"
                ))
            })),
        }
    }

    /// For a page that always shows a document: published as it is without errors, as a draft
    /// with errors of the checks (as `--draft` makes it), not at all when it cannot be read.
    pub fn draft_or_not(compiled: &Compiled) -> Option<bool> {
        match Gate::of(compiled, false) {
            Gate::Publish => Some(false),
            Gate::Draft => Some(true),
            Gate::Refuse(_) => match Gate::of(compiled, true) {
                Gate::Refuse(_) => None,
                _ => Some(true),
            },
        }
    }
}

/// A document's format: a template's, or PDF (the HTML document printed).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DocumentFormat {
    /// A print-ready HTML page (A4).
    Html,
    /// Markdown.
    Markdown,
    /// Plain text.
    Text,
    /// PDF (A4), printed from the HTML.
    Pdf,
}

impl DocumentFormat {
    /// The template format: PDF is the HTML document printed.
    pub fn template_format(self) -> Format {
        match self {
            DocumentFormat::Html | DocumentFormat::Pdf => Format::Html,
            DocumentFormat::Markdown => Format::Markdown,
            DocumentFormat::Text => Format::Text,
        }
    }
}

/// A document of `kind` (`regulation`, `bulletin`) in its format and encoding, with the
/// template's warnings; PDF printed by `pdf` from the HTML.
pub fn produce(
    renderer: &Renderer,
    kind: &str,
    view: &impl serde::Serialize,
    format: DocumentFormat,
    encoding: OutputEncoding,
    pdf: &dyn PrintPdf,
) -> Result<(Vec<u8>, Vec<Diagnostic>), Diagnostic> {
    if format == DocumentFormat::Pdf {
        let html = renderer.render(&Format::Html.template_name(kind), view)?;
        return Ok((pdf.pdf(&html)?, Vec::new()));
    }
    let template = format.template_format().template_name(kind);
    renderer.render_encoded(&template, view, format.template_format(), encoding)
}

/// What `render` asks for.
#[derive(Clone, Copy, Debug, Default)]
pub struct RenderRequest {
    /// The input encoding, when forced.
    pub encoding: Option<&'static encoding_rs::Encoding>,
    /// Render a regulation with errors as a draft.
    pub draft: bool,
    /// Add the summary of facts as an appendix.
    pub facts: bool,
    /// The run's limits.
    pub limits: crate::vocab::limits::Limits,
}

/// A regulation that passed the gate, ready to be made into a document.
pub struct Rendered {
    /// The decoded regulation (findings of the document point into it).
    pub file: crate::source::SourceFile,
    /// What the templates render.
    pub view: crate::render::RegulationView,
    /// Every page is marked as a draft.
    pub draft: bool,
}

/// A regulation's document (`reglament render`): compiled and checked, its findings reported,
/// through the gate (a refusal reported, [`Stop::Findings`]), its view made (the view's own
/// findings reported).
pub fn regulation(
    inputs: &dyn super::Inputs,
    path: &std::path::Path,
    request: &RenderRequest,
    report: &mut dyn super::Report,
) -> super::Outcome<Rendered> {
    use super::{About, Stop};
    let options = crate::Options {
        encoding: request.encoding,
        limits: request.limits,
        ..crate::Options::default()
    };
    let compiled = super::load::regulation(inputs, path, &options).map_err(Stop::Failed)?;
    report.findings(About::Regulation, &compiled.file, &compiled.diagnostics);
    let draft = match Gate::of(&compiled, request.draft) {
        Gate::Publish => false,
        Gate::Draft => true,
        Gate::Refuse(d) => {
            report.findings(About::Gate, &compiled.file, &[d]);
            return Err(Stop::Findings);
        }
    };
    let Some(model) = &compiled.model else { return Err(Stop::Findings) };
    let options = crate::render::DocumentOptions { draft, facts: request.facts };
    let view = crate::render::regulation_view_with(model, &options);
    report.findings(About::Document, &compiled.file, &view.diagnostics);
    Ok(Rendered { file: compiled.file, view, draft })
}

/// A view made into a document: its bytes, the template's warnings reported, the draft said.
/// A template or browser failure is reported and stops the use case ([`Stop::Reported`]).
#[allow(clippy::too_many_arguments)]
pub fn document(
    file: &crate::source::SourceFile,
    kind: &str,
    view: &impl serde::Serialize,
    draft: Option<&'static str>,
    renderer: &Renderer,
    format: DocumentFormat,
    encoding: OutputEncoding,
    pdf: &dyn PrintPdf,
    report: &mut dyn super::Report,
) -> super::Outcome<Vec<u8>> {
    use super::{About, Remark};
    let (bytes, warnings) = produce(renderer, kind, view, format, encoding, pdf)
        .map_err(|d| super::reported(report, About::Output, file, d))?;
    report.findings(About::Output, file, &warnings);
    if let Some(mark) = draft {
        report.remark(Remark::RenderedAsDraft { mark });
    }
    Ok(bytes)
}
