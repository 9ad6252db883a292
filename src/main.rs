//! The `reglament` binary: a thin shell over [`reglament::cli`].

fn main() -> std::process::ExitCode {
    std::process::ExitCode::from(reglament::cli::main().clamp(0, 255) as u8)
}
