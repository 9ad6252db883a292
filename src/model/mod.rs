//! The model stage: syntax tree → the typed model of a regulation ([`lower()`]). Keywords in
//! English, Bulgarian and Ukrainian are read through [`keywords`]; every fact keeps its span.

pub mod codes;
pub mod keywords;
pub mod limits;
mod lower;
pub mod review;
pub mod time_control;
mod types;

pub use lower::{
    currency_code, lower, parse_category, sniff_lang, Lowered, PLACEHOLDERS, TABLE_PLACEHOLDERS,
};
pub use types::*;
