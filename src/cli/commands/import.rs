//! `reglament import FILE [-o OUT.rgl]`: a draft regulation from a document as published (plain
//! text in any encoding, `.docx`, HTML; [`crate::app::import`]), written atomically and never
//! over the input, or to standard output; then what `check` says of the draft (its review marks
//! among the rest) is listed on standard error.

use crate::app::check::display_name;
use crate::app::Tally;
use crate::cli::args::{DiagnosticFormat, ImportArgs};
use crate::cli::printer::{plural, Printer};
use crate::cli::{failure, load, write, ExitStatus, Terminal};
use crate::import::ImportError;

/// Runs `import`: 0 written, 1 the draft has errors (it is written all the same), 2 the
/// document cannot be read or the output cannot be written.
pub fn run(args: &ImportArgs, term: Terminal) -> ExitStatus {
    let bytes = match load::input_bytes(&args.input) {
        Ok(b) => b,
        Err(msg) => return failure(msg),
    };
    let name = display_name(&args.input);
    let out_name =
        args.output.as_ref().map(|p| p.display().to_string()).unwrap_or_else(|| "<draft>".into());
    let draft = match crate::app::import::document(&name, &bytes, args.encoding, &out_name) {
        Ok(d) => d,
        Err(ImportError::Decode(d)) => {
            let file = crate::decode::error_source(&name, &bytes, args.encoding);
            eprint!("{}", Printer::stderr(term).text(&file, &[*d]));
            return ExitStatus::Failure;
        }
        Err(ImportError::Damaged(m)) => return failure(format!("{name}: {m}")),
        Err(ImportError::Empty) => return failure(format!("{name}: the document holds no text")),
    };
    let imported = &draft.imported;
    let inputs = [args.input.as_path()];
    let status = write::output(args.output.as_deref(), imported.text.as_bytes(), &inputs);
    if status != ExitStatus::Ok {
        return status;
    }
    let compiled = &draft.checked;
    let printer = Printer::of(DiagnosticFormat::Short, false);
    eprint!("{}", printer.text(&compiled.file, &compiled.diagnostics));
    let tally = Tally::of(&compiled.diagnostics);
    eprintln!(
        "imported {name}: {} in {}, {} to review; the draft has {}, {}",
        plural(imported.facts, "fact"),
        match imported.lang {
            crate::vocab::Lang::Uk => "Ukrainian",
            crate::vocab::Lang::En => "English",
            crate::vocab::Lang::Bg => "Bulgarian",
        },
        if imported.marks == 1 {
            "1 guess".to_string()
        } else {
            format!("{} guesses", imported.marks)
        },
        plural(tally.errors, "error"),
        plural(tally.warnings, "warning"),
    );
    ExitStatus::Ok
}
