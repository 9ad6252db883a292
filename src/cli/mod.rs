//! The command line: the only module that prints, reads arguments or touches the file system.
//! Each command lives in its own file under [`commands`] and calls the library's stages; clap's
//! types are all in [`args`]; inputs are read by [`load`], outputs written by [`write`],
//! diagnostics printed by [`printer`], and every command ends with an [`ExitStatus`].
//!
//! Nothing here can panic on output: `print!`, `println!`, `eprint!` and `eprintln!` are
//! replaced below, for every module of `cli`, by macros that write through [`write`] (a closed
//! pipe ends quietly, a failed write to standard output makes the exit status 2, a failed write
//! to standard error is ignored, as there is nowhere left to report it), and nothing they print
//! sends a control character of an input to the terminal (the one neutraliser,
//! [`crate::vocab::printable`]). A panic anyway (a bug)
//! prints an internal-error message asking for a report and exits 2.

/// `print!` through [`write::stdout_text`]: never panics.
macro_rules! print {
    ($($arg:tt)*) => { $crate::cli::write::stdout_text(&format!($($arg)*)) };
}

/// `println!` through [`write::stdout_text`]: never panics.
#[allow(unused_macros)] // for the commands that print line by line
macro_rules! println {
    ($($arg:tt)*) => { $crate::cli::write::stdout_text(&format!("{}\n", format!($($arg)*))) };
}

/// `eprint!` through [`write::stderr`]: never panics.
#[allow(unused_macros)] // for the commands that print without a line end
macro_rules! eprint {
    ($($arg:tt)*) => { $crate::cli::write::stderr(&format!($($arg)*)) };
}

/// `eprintln!` through [`write::stderr`]: never panics.
macro_rules! eprintln {
    ($($arg:tt)*) => { $crate::cli::write::stderr(&format!("{}\n", format!($($arg)*))) };
}

pub mod args;
pub mod commands;
pub mod convert;
mod exit;
pub mod load;
pub mod pdf;
pub mod printer;
pub mod report;
pub mod write;

pub use exit::ExitStatus;

use args::{Cli, ColorChoice, Command};
use clap::Parser;
use std::io::IsTerminal;

/// What every command may need to know about the run: where it prints, and the limits on what
/// the inputs may make it do.
#[derive(Clone, Copy, Debug)]
pub struct Terminal {
    /// Colour on standard output.
    pub color_stdout: bool,
    /// Colour on standard error.
    pub color_stderr: bool,
    /// Standard error is a terminal (progress bars are shown there).
    pub stderr_is_terminal: bool,
    /// The limits of this run (`--max-file-size`, `--max-rounds`, …).
    pub limits: crate::vocab::limits::Limits,
}

impl Terminal {
    fn new(choice: ColorChoice, limits: crate::vocab::limits::Limits) -> Terminal {
        let no_color = std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty());
        let stderr_is_terminal = std::io::stderr().is_terminal();
        let (color_stdout, color_stderr) = match choice {
            ColorChoice::Always => (true, true),
            ColorChoice::Never => (false, false),
            ColorChoice::Auto => {
                let stdout = !no_color && std::io::stdout().is_terminal();
                let stderr = !no_color && stderr_is_terminal;
                let shown = !(stdout || stderr) || console_shows_colour();
                (stdout && shown, stderr && shown)
            }
        };
        Terminal { color_stdout, color_stderr, stderr_is_terminal, limits }
    }
}

/// True when the console shows ANSI colours. A Windows console shows them once asked to
/// (virtual terminal processing: on in Windows Terminal, off by default in the old console
/// host); it is asked here, and a console that refuses gets no colour rather than escape codes.
#[cfg(windows)]
fn console_shows_colour() -> bool {
    anstyle_query::windows::enable_ansi_colors().unwrap_or(false)
}

/// A terminal elsewhere shows ANSI colours.
#[cfg(not(windows))]
fn console_shows_colour() -> bool {
    true
}

/// Runs the command line and returns the process exit status. A panic (a bug) prints an
/// internal-error message asking for a report and gives exit status 2.
pub fn main() -> ExitStatus {
    std::panic::set_hook(Box::new(|info| {
        let place = info.location().map(|l| format!(" at {l}")).unwrap_or_default();
        let what = info
            .payload()
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| info.payload().downcast_ref::<String>().cloned())
            .unwrap_or_default();
        // The message may quote the input: shown, never obeyed, and not too long.
        let what: String = what.chars().take(300).collect();
        write::stderr(&format!(
            "internal error: reglament {} stopped on a bug: {}{place}\n\
             please report it with the command line and the input files that caused it\n",
            env!("CARGO_PKG_VERSION"),
            crate::diagnostic::render::printable(&what)
        ));
    }));
    let status = std::panic::catch_unwind(|| {
        let cli = match Cli::try_parse() {
            Ok(cli) => cli,
            Err(e) => return usage_error(&e),
        };
        run(cli)
    });
    match status {
        Ok(status) => status.max(write::stdout_status()),
        Err(_) => {
            if wants_json() {
                write::stdout_text(&(json_failure("internal error (a bug)", &[]) + "\n"));
            }
            ExitStatus::Failure
        }
    }
}

/// `--format json` or `--to json` among the arguments.
fn wants_json() -> bool {
    let args: Vec<String> = std::env::args().collect();
    args.windows(2).any(|w| (w[0] == "--format" || w[0] == "--to") && w[1] == "json")
        || args.iter().any(|a| a == "--format=json" || a == "--to=json")
}

/// A clap error (or `--help`, `--version`): printed as clap prints it; with `--format json` (or
/// `--to json`) among the arguments, also as JSON on standard output.
fn usage_error(e: &clap::Error) -> ExitStatus {
    if !e.use_stderr() {
        let _ = e.print();
        return ExitStatus::Ok;
    }
    let args: Vec<String> = std::env::args().collect();
    let wants_json =
        args.windows(2).any(|w| (w[0] == "--format" || w[0] == "--to") && w[1] == "json")
            || args.iter().any(|a| a == "--format=json" || a == "--to=json");
    if wants_json {
        // The first line of clap's message, without its `error: `: what is wrong, and with
        // which argument (a typed value's own message, such as a tie-break's did-you-mean).
        let rendered = e.to_string();
        let first = rendered.lines().next().unwrap_or_default();
        let message = match first.strip_prefix("error: ") {
            Some(m) if !m.trim().is_empty() => m.trim().to_string(),
            _ => e.kind().as_str().unwrap_or("invalid command line").to_string(),
        };
        let check = args.get(1).is_some_and(|c| c == "check");
        let text = if check {
            let failure = crate::diagnostic::json::JsonDiagnostic::failure("", message);
            crate::vocab::printable::json_pretty(&[failure]).unwrap_or_default()
        } else {
            json_failure(&message, &[])
        };
        write::stdout_text(&(text + "\n"));
    }
    let _ = e.print();
    ExitStatus::Failure
}

/// The JSON that `--format json` prints on standard output when a command stops without its
/// result: `{"error": message, "diagnostics": [...]}`.
pub(crate) fn json_failure(
    message: &str,
    diagnostics: &[crate::diagnostic::json::JsonDiagnostic],
) -> String {
    let value = serde_json::json!({ "error": message, "diagnostics": diagnostics });
    crate::vocab::printable::json_pretty(&value).unwrap_or_default()
}

/// Caps the data the process may allocate (`--max-memory`): a backstop, so that what no other
/// limit bounds ends in an allocation failure rather than in the machine swapping. Never raises
/// a lower limit already set (by `ulimit -d`, or a test).
fn cap_memory(bytes: u64) {
    #[cfg(unix)]
    {
        use rlimit::Resource;
        if let Ok((soft, hard)) = rlimit::getrlimit(Resource::DATA) {
            let _ = rlimit::setrlimit(Resource::DATA, bytes.min(soft).min(hard), hard);
        }
    }
    #[cfg(not(unix))]
    let _ = bytes;
}

/// Runs a parsed command line.
pub fn run(cli: Cli) -> ExitStatus {
    let limits = cli.limits.limits();
    cap_memory(limits.memory);
    let term = Terminal::new(cli.color, limits);
    match cli.command {
        Command::Build(a) => commands::build::run(&a, term),
        Command::Check(a) => commands::check::run(&a, term),
        Command::Explain(a) => commands::explain::explain(&a),
        Command::Rules(a) => commands::explain::rules(&a),
        Command::Keywords(a) => commands::keywords::run(&a),
        Command::Standings(a) => commands::standings::run(&a, term),
        Command::Trf(a) => commands::trf::run(&a, term),
        Command::Render(a) => commands::render::run(&a, term),
        Command::Bulletin(a) => commands::bulletin::run(&a, term),
        Command::Dump(a) => commands::dump::run(&a, term),
        Command::Pairings(a) => commands::pairings::run(&a, term),
        Command::Import(a) => commands::import::run(&a, term),
        Command::Edition(a) => commands::edition::run(&a, term),
        Command::Fmt(a) => commands::fmt::run(&a, term),
        Command::Completions(a) => commands::completions::run(&a),
        Command::Serve(a) => commands::serve::run(&a, term),
    }
}

/// Prints a usage or input/output failure and returns exit status 2.
pub(crate) fn failure(message: impl std::fmt::Display) -> ExitStatus {
    eprintln!("error: {message}");
    ExitStatus::Failure
}

/// The exit status of a use case that stopped: 1 for the inputs' errors (reported), 2 for a
/// failure (its reason printed here, unless its finding was reported).
pub(crate) fn status_of(stop: crate::app::Stop) -> ExitStatus {
    match stop {
        crate::app::Stop::Findings => ExitStatus::Findings,
        crate::app::Stop::Failed(why) => failure(why),
        crate::app::Stop::Reported => ExitStatus::Failure,
    }
}
