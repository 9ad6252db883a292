//! `reglament completions SHELL`: the shell completion script (bash, zsh, fish, PowerShell,
//! elvish), generated from the same clap definitions the command line parses with.

use crate::cli::args::{Cli, CompletionsArgs};
use crate::cli::{write, ExitStatus};
use clap::CommandFactory;

/// Prints the completion script for the shell.
pub fn run(args: &CompletionsArgs) -> ExitStatus {
    let mut command = Cli::command();
    let mut out = Vec::new();
    clap_complete::generate(args.shell, &mut command, "reglament", &mut out);
    write::stdout(&out)
}
