//! The command line: the only module that prints, reads arguments or touches the file system.
//! Each command lives in its own file under [`commands`] and calls the library's stages; clap's
//! types are all in [`args`]; inputs are read by [`load`], outputs written by [`write`],
//! diagnostics printed by [`printer`], and every command ends with an [`ExitStatus`].

pub mod args;
pub mod commands;
mod exit;
pub mod load;
pub mod pdf;
pub mod printer;
pub mod write;

pub use exit::ExitStatus;

use args::{Cli, ColorChoice, Command};
use clap::Parser;
use std::io::IsTerminal;

/// What every command may need to know about where it prints.
#[derive(Clone, Copy, Debug)]
pub struct Terminal {
    /// Colour on standard output.
    pub color_stdout: bool,
    /// Colour on standard error.
    pub color_stderr: bool,
    /// Standard error is a terminal (progress bars are shown there).
    pub stderr_is_terminal: bool,
}

impl Terminal {
    fn new(choice: ColorChoice) -> Terminal {
        let no_color = std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty());
        let stderr_is_terminal = std::io::stderr().is_terminal();
        let (color_stdout, color_stderr) = match choice {
            ColorChoice::Always => (true, true),
            ColorChoice::Never => (false, false),
            ColorChoice::Auto => {
                (!no_color && std::io::stdout().is_terminal(), !no_color && stderr_is_terminal)
            }
        };
        Terminal { color_stdout, color_stderr, stderr_is_terminal }
    }
}

/// Runs the command line and returns the process exit status.
pub fn main() -> ExitStatus {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => {
            let _ = e.print();
            return if e.use_stderr() { ExitStatus::Failure } else { ExitStatus::Ok };
        }
    };
    run(cli)
}

/// Runs a parsed command line.
pub fn run(cli: Cli) -> ExitStatus {
    let term = Terminal::new(cli.color);
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
