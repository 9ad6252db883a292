//! Syntax tree → typed model ([`lower()`]), with the vocabulary in [`keywords`].

pub mod codes;
pub mod keywords;
mod lower;
pub mod time_control;
mod types;

pub use lower::{currency_code, lower, parse_category, Lowered, PLACEHOLDERS};
pub use types::*;
