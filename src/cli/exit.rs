//! The process exit status, the same in every command (ripgrep's convention):
//!
//! | status | meaning |
//! |---|---|
//! | 0 | done; the inputs have no errors (warnings allowed unless `--deny-warnings`) |
//! | 1 | the inputs have errors (or warnings with `--deny-warnings`): each is a coded finding, printed (a limit exceeded included) |
//! | 2 | the command could not do its job: usage (arguments naming nothing), a file that cannot be read or written, an output refused, a template that fails, a bug |
//!
//! A closed pipe is not a failure; a failed write to standard output is 2 (`write::stdout_status`).

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
