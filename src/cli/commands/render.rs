//! `reglament render REGFILE`: the regulation as a document (HTML, Markdown or text).

use crate::cli::args::RenderArgs;
use crate::cli::printer::Printer;
use crate::cli::{failure, load, write, ExitStatus, Terminal};
use crate::diagnostic::Diagnostic;
use crate::render::{encode, regulation_view, Format, Renderer};
use crate::Options;

/// Runs `render`: 0 rendered, 1 the regulation has errors (nothing rendered), 2 usage, template
/// or file-system problem.
pub fn run(args: &RenderArgs, term: Terminal) -> ExitStatus {
    let encoding = match load::encoding(args.encoding.as_deref()) {
        Ok(e) => e,
        Err(msg) => return failure(msg),
    };
    // Checks are `check`'s business; rendering needs a regulation that lowered cleanly.
    let options = Options { encoding, no_checks: true, ..Options::default() };
    let compiled = match load::regulation(&args.file, &options) {
        Ok(c) => c,
        Err(msg) => return failure(msg),
    };
    let printer = Printer::human(term.color_stderr);
    // Decode, parse and lowering findings (e.g. a mojibake warning) are shown either way.
    eprint!("{}", printer.text(&compiled.file, &compiled.diagnostics));
    let errors = compiled
        .diagnostics
        .iter()
        .filter(|d| d.severity == crate::diagnostic::Severity::Error)
        .count();
    let model = match (&compiled.model, errors == 0) {
        (Some(model), true) => model,
        _ => {
            let d = Diagnostic::error(
                crate::render::codes::REGULATION_NOT_RENDERED,
                format!(
                    "`{}` has {} error{}, so no document is rendered",
                    compiled.file.name,
                    errors.max(1),
                    if errors > 1 { "s" } else { "" }
                ),
            )
            .with_help("fix the errors above (`reglament check`), then render again");
            eprint!("{}", printer.text(&compiled.file, &[d]));
            return ExitStatus::Findings;
        }
    };
    let view = regulation_view(model);
    eprint!("{}", printer.text(&compiled.file, &view.diagnostics));
    let renderer = match load::templates(args.templates.as_deref()).and_then(|t| Renderer::new(&t))
    {
        Ok(r) => r,
        Err(d) => {
            eprint!("{}", printer.text(&compiled.file, &[d]));
            return ExitStatus::Failure;
        }
    };
    let format = Format::from(args.format);
    let text = match renderer.render(&format.template_name("regulation"), &view) {
        Ok(t) => t,
        Err(d) => {
            eprint!("{}", printer.text(&compiled.file, &[d]));
            return ExitStatus::Failure;
        }
    };
    let (bytes, warnings) = encode(&text, format, args.output_encoding.into());
    eprint!("{}", printer.text(&compiled.file, &warnings));
    write::output(args.output.as_deref(), &bytes, &[args.file.as_path()])
}
