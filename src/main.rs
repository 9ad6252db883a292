//! The `reglament` binary: a thin shell over [`reglament::cli`].

fn main() -> std::process::ExitCode {
    reglament::cli::main().into()
}
