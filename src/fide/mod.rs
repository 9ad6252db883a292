//! FIDE facts the checks rest on, as tables and small exact functions.

pub mod norms;
pub mod ratings;
