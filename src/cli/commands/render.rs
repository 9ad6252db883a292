//! `reglament render REGFILE`: the regulation as a document (HTML, Markdown, text or PDF).
//!
//! The gate: a regulation with errors (any finding of `check` at error severity) is not
//! rendered, unless `--draft`, which renders it with every page marked as a draft. A regulation
//! that does not even parse or lower is never rendered.

use crate::cli::args::{DocumentFormat, PublishArgs, RenderArgs};
use crate::cli::printer::Printer;
use crate::cli::{failure, load, pdf, write, ExitStatus, Terminal};
use crate::diagnostic::l10n::{localized, tr, ERRORS};
use crate::diagnostic::{Diagnostic, Severity};
use crate::render::{regulation_view_with, DocumentOptions, Format, OutputEncoding, Renderer};
use crate::vocab::Lang;
use crate::{Compiled, Options};

/// What the gate decides for a compiled regulation.
pub(crate) enum Gate {
    /// Publish as it is.
    Publish,
    /// Publish as a draft (errors, `--draft` given; or a draft asked for).
    Draft,
    /// Do not render: the diagnostic says why.
    Refuse(Diagnostic),
}

/// The gate for a compiled regulation: errors before the checks (decoding, parsing, lowering)
/// always refuse; errors of the checks refuse unless a draft is asked for.
pub(crate) fn gate(compiled: &Compiled, draft: bool) -> Gate {
    let errors: Vec<&Diagnostic> =
        compiled.diagnostics.iter().filter(|d| d.severity == Severity::Error).collect();
    let unreadable = compiled.model.is_none() || errors.iter().any(|d| !d.code.starts_with('V'));
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

/// A rendered document in its format and encoding: PDF printed by the browser from the HTML.
pub(crate) fn produce(
    renderer: &Renderer,
    kind: &str,
    view: &impl serde::Serialize,
    format: DocumentFormat,
    encoding: OutputEncoding,
    publish: &PublishArgs,
) -> Result<(Vec<u8>, Vec<Diagnostic>), Diagnostic> {
    if format == DocumentFormat::Pdf {
        let bytes = pdf::document_pdf(renderer, kind, view, publish.browser.as_deref())?;
        return Ok((bytes, Vec::new()));
    }
    let template = Format::from(format).template_name(kind);
    renderer.render_encoded(&template, view, Format::from(format), encoding)
}

/// Runs `render`: 0 rendered, 1 the regulation has errors (nothing rendered without
/// `--draft`), 2 usage, template, browser or file-system problem.
pub fn run(args: &RenderArgs, term: Terminal) -> ExitStatus {
    let encoding = match load::encoding(args.encoding.as_deref()) {
        Ok(e) => e,
        Err(msg) => return failure(msg),
    };
    let options = Options { encoding, limits: term.limits, ..Options::default() };
    let compiled = match load::regulation(&args.file, &options) {
        Ok(c) => c,
        Err(msg) => return failure(msg),
    };
    let printer = Printer::stderr(term);
    eprint!("{}", printer.text(&compiled.file, &compiled.diagnostics));
    let draft = match gate(&compiled, args.publish.draft) {
        Gate::Publish => false,
        Gate::Draft => true,
        Gate::Refuse(d) => {
            eprint!("{}", printer.text(&compiled.file, &[d]));
            return ExitStatus::Findings;
        }
    };
    let Some(model) = &compiled.model else { return ExitStatus::Findings };
    let view = regulation_view_with(model, &DocumentOptions { draft, facts: args.facts });
    eprint!("{}", printer.text(&compiled.file, &view.diagnostics));
    let renderer = match load::renderer(args.templates.as_deref(), &term.limits) {
        Ok(r) => r,
        Err(d) => {
            eprint!("{}", printer.text(&compiled.file, &[d]));
            return ExitStatus::Failure;
        }
    };
    let produced = produce(
        &renderer,
        "regulation",
        &view,
        args.format,
        args.output_encoding.into(),
        &args.publish,
    );
    let (bytes, warnings) = match produced {
        Ok(x) => x,
        Err(d) => {
            eprint!("{}", printer.text(&compiled.file, &[d]));
            return ExitStatus::Failure;
        }
    };
    eprint!("{}", printer.text(&compiled.file, &warnings));
    if draft {
        eprintln!("note: rendered as a draft: every page is marked “{}”", view.labels.draft);
    }
    let templates = load::template_files(args.templates.as_deref());
    let mut inputs = vec![args.file.as_path()];
    inputs.extend(templates.iter().map(|p| p.as_path()));
    write::output(args.output.as_deref(), &bytes, &inputs)
}
