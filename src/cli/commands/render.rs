//! `reglament render REGFILE`: the regulation as a document (HTML, Markdown, text or PDF), as
//! [`crate::app::publish::regulation`] makes it: through the publish gate (with errors, only a
//! draft with `--draft`, marked on every page).

use crate::app::publish::{self, RenderRequest};
use crate::cli::args::RenderArgs;
use crate::cli::report::Reporter;
use crate::cli::{load, pdf, status_of, write, ExitStatus, Terminal};

/// Runs `render`: 0 rendered, 1 the regulation has errors (nothing rendered without
/// `--draft`), 2 usage, template, browser or file-system problem.
pub fn run(args: &RenderArgs, term: Terminal) -> ExitStatus {
    let mut report = Reporter::stderr(term);
    let request = RenderRequest {
        encoding: args.encoding,
        draft: args.publish.draft,
        facts: args.facts,
        limits: term.limits,
    };
    let rendered =
        match publish::regulation(&load::FileSystem::FILES, &args.file, &request, &mut report) {
            Ok(r) => r,
            Err(stop) => return status_of(stop),
        };
    let renderer = match load::renderer(args.templates.as_deref(), &term.limits) {
        Ok(r) => r,
        Err(d) => {
            report.one(&rendered.file, &d);
            return ExitStatus::Failure;
        }
    };
    let browser = pdf::Browser {
        chosen: args.publish.browser.clone(),
        lang: crate::vocab::Lang::from_code(rendered.view.lang).unwrap_or_default(),
    };
    let draft = rendered.draft.then_some(rendered.view.labels.draft);
    let bytes = match publish::document(
        &rendered.file,
        "regulation",
        &rendered.view,
        draft,
        &renderer,
        args.format.into(),
        args.output_encoding.into(),
        &browser,
        &mut report,
    ) {
        Ok(b) => b,
        Err(stop) => return status_of(stop),
    };
    let templates = load::template_files(args.templates.as_deref());
    let mut inputs = vec![args.file.as_path()];
    inputs.extend(templates.iter().map(|p| p.as_path()));
    let text = args.format != crate::cli::args::DocumentFormat::Pdf
        && args.output_encoding == crate::cli::args::OutputEncodingArg::Utf8;
    write::output_document(args.output.as_deref(), &bytes, &inputs, text)
}
