//! `reglament edition FILE (--start DATE | --year YYYY)`: next year's regulation
//! ([`crate::app::edition`]) written beside the old one (never over it, atomically, in the old
//! file's encoding), or to `-o OUT`; `--diff` prints the change instead of writing it.

use crate::app::edition::{self, Refused};
use crate::cli::args::{EditionArgs, LangArg};
use crate::cli::printer::Printer;
use crate::cli::{failure, load, write, ExitStatus, Terminal};
use crate::edition::{Request, Target};
use crate::vocab::limits::FileKind;

/// Runs `edition`: 0 written (or shown), 1 the old file does not parse, 2 usage or I/O.
pub fn run(args: &EditionArgs, term: Terminal) -> ExitStatus {
    let target = match (args.start, args.year) {
        (Some(d), _) => Target::Start(d),
        (None, Some(y)) => Target::Year(y),
        (None, None) => return failure("give `--start DATE` or `--year YYYY`"),
    };
    let request = Request { target, keep_players: args.keep_players };
    let bytes =
        match load::input_bytes_with(&args.file, term.limits.file_size(FileKind::Regulation)) {
            Ok(b) => b,
            Err(msg) => return failure(msg),
        };
    let name = crate::app::check::display_name(&args.file);
    let lang = args.lang.map(LangArg::lang);
    let made = match edition::file(&name, &bytes, &request, lang) {
        Ok(m) => m,
        Err(Refused::Findings(file, findings)) => {
            eprint!("{}", Printer::stderr(term).text(&file, &findings));
            return ExitStatus::Findings;
        }
        Err(Refused::Reason(why)) => return failure(why),
    };
    if args.diff {
        // A diff is for reading: the file's control characters are shown, not sent.
        return write::stdout(crate::vocab::printable::printable(&made.diff).as_bytes());
    }
    let out = match &args.output {
        Some(o) => o.clone(),
        None if load::is_stdin(&args.file) => std::path::PathBuf::from("-"),
        None => {
            let beside = edition::beside(&args.file, &made.edition);
            // A file already there may be last year's edition she edited: never replaced
            // unless named.
            if beside.exists() {
                return failure(format!(
                    "`{}` exists; name the new edition with `-o OUT`",
                    beside.display()
                ));
            }
            beside
        }
    };
    let bytes = match made.bytes.clone() {
        Ok(b) => b,
        Err(msg) => return failure(msg),
    };
    if load::is_stdin(&out) {
        return write::stdout(&bytes);
    }
    if let Err(e) = write::write_atomically(&out, &bytes, &[args.file.as_path()]) {
        return failure(e);
    }
    eprintln!("{}", edition::summary(&made, &out, made.lang));
    ExitStatus::Ok
}
