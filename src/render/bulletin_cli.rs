//! `reglament bulletin REGFILE --results FILE`: the results bulletin of an event as HTML (print,
//! A4), Markdown or text.

use super::bulletin::{bulletin_view, compute_standings};
use super::{encode, Format, OutputEncoding, Renderer};
use crate::cli::{EXIT_FINDINGS, EXIT_OK, EXIT_USAGE};
use crate::diagnostic::Severity;
use crate::score::regulation::RegulationOptions;
use crate::score::regulation_cli::{load_regulation, load_results};
use std::path::PathBuf;

/// Arguments of `reglament bulletin`.
#[derive(Clone, Debug, PartialEq, Eq, clap::Args)]
pub struct BulletinArgs {
    /// The regulation (`.rgl`).
    pub regulation: PathBuf,
    /// The results: our results file (`.rgr`), FIDE TRF (`.trf`, `.txt`) or PGN (`.pgn`).
    #[arg(long, value_name = "FILE")]
    pub results: PathBuf,
    /// Output format.
    #[arg(long, value_enum, default_value_t = Format::Html)]
    pub format: Format,
    /// Write here (atomically) instead of standard output; never over an input.
    #[arg(short, long)]
    pub output: Option<PathBuf>,
    /// A directory of `*.j2` templates replacing the embedded ones of the same name.
    #[arg(long)]
    pub templates: Option<PathBuf>,
    /// The output's encoding.
    #[arg(long, value_enum, default_value_t = OutputEncoding::Utf8)]
    pub output_encoding: OutputEncoding,
}

/// Builds the bulletin: (exit code, document, messages for standard error). The document is
/// empty when nothing could be rendered.
pub fn run_capture(args: &BulletinArgs) -> (i32, String, String) {
    let mut err = String::new();
    let reg = match load_regulation(&args.regulation) {
        Ok(r) => r,
        // An unreadable file is a usage problem; a regulation with errors is a finding.
        Err(e) if !args.regulation.is_file() => return (EXIT_USAGE, String::new(), e + "\n"),
        Err(e) => return (EXIT_FINDINGS, String::new(), e + "\n"),
    };
    let (t, lots, diags) = match load_results(&args.results, Some(&reg)) {
        Ok(x) => x,
        Err(e) => return (EXIT_USAGE, String::new(), e + "\n"),
    };
    let results_name = args.results.display().to_string();
    let mut failed = false;
    for d in &diags {
        failed |= d.severity == Severity::Error;
        err.push_str(&format!(
            "{results_name}: {}[{}]: {}\n",
            d.severity.as_str(),
            d.code,
            d.message
        ));
    }
    if failed {
        err.push_str("error: the results have errors, so no bulletin is rendered\n");
        return (EXIT_FINDINGS, String::new(), err);
    }
    let standings = compute_standings(&reg, &t, &RegulationOptions { edition: None, lots });
    for d in standings.diagnostics() {
        err.push_str(&format!(
            "{results_name}: {}[{}]: {}\n",
            d.severity.as_str(),
            d.code,
            d.message
        ));
    }
    let view = bulletin_view(&reg, &t, &standings);
    let renderer = match Renderer::new(args.templates.as_deref()) {
        Ok(r) => r,
        Err(d) => {
            err.push_str(&format!("error[{}]: {}\n", d.code, d.message));
            return (EXIT_USAGE, String::new(), err);
        }
    };
    match renderer.render(&args.format.template_name("bulletin"), &view) {
        Ok(text) => (EXIT_OK, text, err),
        Err(d) => {
            err.push_str(&format!("error[{}]: {}\n", d.code, d.message));
            for n in &d.notes {
                err.push_str(&format!("  note: {n}\n"));
            }
            (EXIT_USAGE, String::new(), err)
        }
    }
}

/// Runs the command: writes the bulletin to standard output or `--output`; returns the exit code
/// (0 written, 1 the inputs have errors, 2 usage, template or file-system problem).
pub fn run(args: &BulletinArgs) -> i32 {
    let (code, text, err) = run_capture(args);
    eprint!("{err}");
    if code != EXIT_OK {
        return code;
    }
    let (bytes, warnings) = encode(&text, args.format, args.output_encoding);
    for d in &warnings {
        eprintln!("{}[{}]: {}", d.severity.as_str(), d.code, d.message);
    }
    match &args.output {
        None => {
            use std::io::Write;
            if std::io::stdout().lock().write_all(&bytes).is_err() {
                return EXIT_USAGE;
            }
        }
        Some(path) => {
            let inputs = [args.regulation.as_path(), args.results.as_path()];
            if let Err(e) = crate::output::write_atomically(path, &bytes, &inputs) {
                eprintln!("error: {e}");
                return EXIT_USAGE;
            }
        }
    }
    EXIT_OK
}
