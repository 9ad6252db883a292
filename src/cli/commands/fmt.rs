//! `reglament fmt PATH…`: lays every regulation file out the canonical way
//! ([`crate::app::format`]), in place and atomically, in the file's own encoding; `--check`
//! changes nothing and lists the files that would change (exit 1), `--diff` prints the changes;
//! `-` formats standard input to standard output. `--keywords bg|uk|en` writes every keyword in
//! one language.

use crate::app::check::{display_name, unified_diff};
use crate::cli::args::FmtArgs;
use crate::cli::printer::{plural, Printer};
use crate::cli::{failure, load, write, ExitStatus, Terminal};

/// Runs `fmt`: 0 done (or nothing to change with `--check`), 1 files would change (`--check`,
/// `--diff`) or do not parse, 2 usage or I/O.
pub fn run(args: &FmtArgs, term: Terminal) -> ExitStatus {
    let files = match load::collect_files(&args.paths, load::REGULATION_EXTENSION) {
        Ok((files, skipped)) => {
            for s in &skipped {
                eprintln!("{}", s.note(crate::vocab::Lang::En));
            }
            files
        }
        Err(msg) => return failure(msg),
    };
    let printer = Printer::stderr(term);
    let (mut changed, mut broken) = (0usize, 0usize);
    let mut diffs = String::new();
    for path in &files {
        let limit = term.limits.file_size(crate::vocab::limits::FileKind::Regulation);
        let bytes = match load::input_bytes_with(path, limit) {
            Ok(b) => b,
            Err(msg) => return failure(msg),
        };
        let name = display_name(path);
        let keywords = args.keywords.map(|k| k.lang());
        let formatted = match crate::app::format::file_in(&name, &bytes, keywords) {
            Ok(f) => f,
            Err(e) => {
                crate::cli::write::stderr_report(&printer.text(&e.file, &[e.finding]));
                broken += 1;
                continue;
            }
        };
        if load::is_stdin(path) && !args.check && !args.diff {
            match formatted.encoded(&bytes) {
                Ok(out) => {
                    let w = write::stdout(&out);
                    if w != ExitStatus::Ok {
                        return w;
                    }
                }
                Err(msg) => return failure(msg),
            }
            continue;
        }
        if !formatted.changed() {
            continue;
        }
        changed += 1;
        let rewording = args.keywords.is_some();
        if args.check {
            eprintln!(
                "{} {name}",
                if rewording { "would rewrite the keywords of" } else { "would reformat" }
            );
        } else if args.diff {
            diffs.push_str(&unified_diff(&name, &formatted.file.text, &formatted.text));
        } else {
            let out = match formatted.encoded(&bytes) {
                Ok(o) => o,
                Err(msg) => return failure(format!("{name}: {msg}")),
            };
            if let Err(e) = write::write_atomically(path, &out, &[]) {
                return failure(e);
            }
            eprintln!("{} {name}", if rewording { "rewrote the keywords of" } else { "formatted" });
        }
    }
    if !diffs.is_empty() {
        let w = write::stdout(crate::vocab::printable::printable(&diffs).as_bytes());
        if w != ExitStatus::Ok {
            return w;
        }
    }
    let stdin_only = files.iter().all(|p| load::is_stdin(p));
    if !stdin_only {
        let verb = match (args.check || args.diff, args.keywords.is_some()) {
            (true, false) => "would be reformatted",
            (false, false) => "reformatted",
            (true, true) => "would have keywords rewritten",
            (false, true) => "had keywords rewritten",
        };
        eprintln!("{} {verb}, {} checked", plural(changed, "file"), plural(files.len(), "file"));
    }
    ExitStatus::findings_if(broken > 0 || ((args.check || args.diff) && changed > 0))
}
