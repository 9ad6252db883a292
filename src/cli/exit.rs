//! The process exit status, the same in every command (ripgrep's convention):
//!
//! | status | meaning |
//! |---|---|
//! | 0 | done; the inputs have no errors (warnings allowed unless `--deny-warnings`) |
//! | 1 | the inputs have errors (or warnings with `--deny-warnings`): findings are printed |
//! | 2 | usage, input/output or internal failure: the command could not do its job |

/// How a command ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum ExitStatus {
    /// Done, no errors.
    Ok = 0,
    /// The inputs have errors.
    Findings = 1,
    /// Usage, I/O or internal failure.
    Failure = 2,
}

impl ExitStatus {
    /// `Findings` when `errors`, else `Ok`.
    pub fn findings_if(errors: bool) -> ExitStatus {
        if errors {
            ExitStatus::Findings
        } else {
            ExitStatus::Ok
        }
    }

    /// The more serious of two statuses.
    pub fn max(self, other: ExitStatus) -> ExitStatus {
        std::cmp::max(self, other)
    }
}

impl From<ExitStatus> for std::process::ExitCode {
    fn from(s: ExitStatus) -> std::process::ExitCode {
        std::process::ExitCode::from(s as u8)
    }
}
