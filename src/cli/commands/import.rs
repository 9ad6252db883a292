//! `reglament import FILE [-o OUT.rgl]`: a draft regulation from a document as published (plain
//! text in any encoding, `.docx`, HTML), written atomically and never over the input, or to
//! standard output; then the draft is checked and what the import was unsure of (its review
//! marks) is listed on standard error with the other findings.

use crate::cli::args::ImportArgs;
use crate::cli::printer::{plural, Printer, Tally};
use crate::cli::{failure, load, write, ExitStatus, Terminal};
use crate::import::{self, ImportError, Kind};
use crate::{compile, Options};

/// Runs `import`: 0 written, 1 the draft has errors (it is written all the same), 2 the
/// document cannot be read or the output cannot be written.
pub fn run(args: &ImportArgs, term: Terminal) -> ExitStatus {
    let encoding = match load::encoding(args.encoding.as_deref()) {
        Ok(e) => e,
        Err(msg) => return failure(msg),
    };
    let bytes = match load::input_bytes(&args.input) {
        Ok(b) => b,
        Err(msg) => return failure(msg),
    };
    let name = load::display_name(&args.input);
    let kind = Kind::of(&name, &bytes);
    let imported = match import::import(&name, &bytes, kind, encoding) {
        Ok(i) => i,
        Err(ImportError::Decode(d)) => {
            let file = crate::decode::error_source(&name, &bytes, encoding);
            eprint!("{}", Printer::stderr(term).text(&file, &[*d]));
            return ExitStatus::Failure;
        }
        Err(ImportError::Damaged(m)) => return failure(format!("{name}: {m}")),
        Err(ImportError::Empty) => return failure(format!("{name}: the document holds no text")),
    };
    let out_name =
        args.output.as_ref().map(|p| p.display().to_string()).unwrap_or_else(|| "<draft>".into());
    let inputs = [args.input.as_path()];
    let status = write::output(args.output.as_deref(), imported.text.as_bytes(), &inputs);
    if status != ExitStatus::Ok {
        return status;
    }
    // What `check` will say about the draft: the review marks and whatever else it finds.
    let compiled = compile(&out_name, imported.text.as_bytes(), &Options::default());
    let printer = Printer::of(crate::cli::args::DiagnosticFormat::Short, false);
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
