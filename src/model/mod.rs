//! Lowering.
use crate::diagnostic::codes::CodeInfo;
/// Codes produced by lowering.
pub const CODES: &[CodeInfo] = &[];
