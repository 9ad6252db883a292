//! Parsing.
use crate::diagnostic::codes::CodeInfo;
/// Codes produced by parsing.
pub const CODES: &[CodeInfo] = &[];
