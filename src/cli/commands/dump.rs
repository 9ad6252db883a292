//! `reglament dump FILE --what syntax|model`: a stage's output as JSON, for developers (JSON on
//! standard output whatever happens: the findings when there is no tree).

use crate::cli::args::{DumpArgs, DumpWhat};
use crate::cli::printer::Printer;
use crate::cli::{failure, load, write, ExitStatus, Terminal};
use crate::Options;

/// Prints the syntax tree or the model; 1 when the file has errors (or no tree / model).
pub fn run(args: &DumpArgs, term: Terminal) -> ExitStatus {
    let options = Options {
        encoding: args.encoding,
        no_checks: true,
        limits: term.limits,
        ..Options::default()
    };
    let c = match crate::app::load::regulation(&load::FileSystem::FILES, &args.file, &options) {
        Ok(c) => c,
        Err(msg) => {
            write::stdout_text(&(crate::cli::json_failure(&msg, &[]) + "\n"));
            return failure(msg);
        }
    };
    crate::cli::write::stderr_report(&Printer::stderr(term).text(&c.file, &c.diagnostics));
    let json = match args.what {
        DumpWhat::Syntax => c.syntax.as_ref().map(crate::vocab::printable::json_pretty),
        DumpWhat::Model => c.model.as_ref().map(crate::vocab::printable::json_pretty),
    };
    match json {
        Some(Ok(s)) => {
            write::stdout(format!("{s}\n").as_bytes()).max(ExitStatus::findings_if(c.has_errors()))
        }
        _ => {
            // Always JSON on standard output: the findings instead of the tree.
            let found = Printer::stderr(term).json_diagnostics(&c.file, &c.diagnostics);
            let message = "the file has errors; no tree to print";
            write::stdout_text(&(crate::cli::json_failure(message, &found) + "\n"));
            ExitStatus::Findings
        }
    }
}
