//! `reglament render`: a regulation file → HTML, Markdown or text.

use super::{encode, regulation_view, Format, OutputEncoding, Renderer};
use crate::cli::{EXIT_FINDINGS, EXIT_OK, EXIT_USAGE};
use crate::diagnostic::render::{render_human, HumanOptions};
use crate::diagnostic::{Diagnostic, Severity};
use crate::source::SourceFile;
use crate::{compile, decode, Options};
use std::path::PathBuf;

/// Arguments of `render`.
#[derive(Debug, clap::Args)]
pub struct RenderArgs {
    /// The regulation file.
    pub file: PathBuf,
    /// Output format.
    #[arg(long, value_enum, default_value_t = Format::Html)]
    pub format: Format,
    /// Write here (atomically) instead of standard output; never over the input.
    #[arg(short, long)]
    pub output: Option<PathBuf>,
    /// A directory of `*.j2` templates replacing the embedded ones of the same name.
    #[arg(long)]
    pub templates: Option<PathBuf>,
    /// The output's encoding.
    #[arg(long, value_enum, default_value_t = OutputEncoding::Utf8)]
    pub output_encoding: OutputEncoding,
    /// Force the input encoding (`utf-8`, `utf-16`, `windows-1251`, `koi8-u`, `koi8-r`).
    #[arg(long)]
    pub encoding: Option<String>,
}

/// Runs `render`: 0 rendered, 1 the regulation has errors (nothing rendered), 2 usage, template
/// or file-system problem.
pub fn run(args: &RenderArgs, color: bool) -> i32 {
    let encoding = match args.encoding.as_deref() {
        None => None,
        Some(label) => match decode::encoding_for_label(label) {
            Some(e) => Some(e),
            None => {
                eprintln!("error: unknown encoding `{label}` (use utf-8, utf-16, windows-1251, koi8-u or koi8-r)");
                return EXIT_USAGE;
            }
        },
    };
    let name = args.file.display().to_string();
    let bytes = match std::fs::read(&args.file) {
        Ok(b) => b,
        Err(e) => {
            eprintln!("error: cannot read `{name}`: {e}");
            return EXIT_USAGE;
        }
    };
    // Checks are `check`'s business; rendering needs a regulation that lowered cleanly.
    let options = Options { encoding, no_checks: true, ..Options::default() };
    let compiled = compile(&name, &bytes, &options);
    let show = |file: &SourceFile, d: &Diagnostic| {
        eprint!("{}", render_human(file, d, HumanOptions { color }));
    };
    // Decode, parse and lowering findings (e.g. a mojibake warning) are shown either way.
    for d in &compiled.diagnostics {
        show(&compiled.file, d);
    }
    let errors = compiled.diagnostics.iter().filter(|d| d.severity == Severity::Error).count();
    let model = match (&compiled.model, errors == 0) {
        (Some(model), true) => model,
        _ => {
            let d = Diagnostic::error(
                crate::render::codes::REGULATION_NOT_RENDERED,
                format!(
                    "`{name}` has {} error{}, so no document is rendered",
                    errors.max(1),
                    if errors > 1 { "s" } else { "" }
                ),
            )
            .with_help("fix the errors above (`reglament check`), then render again");
            show(&compiled.file, &d);
            return EXIT_FINDINGS;
        }
    };
    let view = regulation_view(model);
    for d in &view.diagnostics {
        show(&compiled.file, d);
    }
    let renderer = match Renderer::new(args.templates.as_deref()) {
        Ok(r) => r,
        Err(d) => {
            show(&compiled.file, &d);
            return EXIT_USAGE;
        }
    };
    let text = match renderer.render(&args.format.template_name("regulation"), &view) {
        Ok(t) => t,
        Err(d) => {
            show(&compiled.file, &d);
            return EXIT_USAGE;
        }
    };
    let (bytes, warnings) = encode(&text, args.format, args.output_encoding);
    for d in &warnings {
        show(&compiled.file, d);
    }
    match &args.output {
        None => {
            use std::io::Write;
            if std::io::stdout().lock().write_all(&bytes).is_err() {
                return EXIT_USAGE;
            }
        }
        Some(path) => {
            if let Err(e) = crate::output::write_atomically(path, &bytes, &[args.file.as_path()]) {
                eprintln!("error: {e}");
                return EXIT_USAGE;
            }
        }
    }
    EXIT_OK
}
