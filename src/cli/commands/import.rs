//! `reglament import FILE [-o OUT.rgl]`: placeholder while the import stage is written.

use crate::cli::args::ImportArgs;
use crate::cli::{failure, ExitStatus, Terminal};

/// Runs `import`.
pub fn run(_args: &ImportArgs, _term: Terminal) -> ExitStatus {
    failure("import is not built yet")
}
