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

/// The known placeholders a paragraph's text names (`{rounds}`), in order; `{{` is a literal
/// brace.
pub fn placeholders_in(text: &str) -> Vec<&'static str> {
    let mut out = Vec::new();
    let mut rest = text;
    while let Some(i) = rest.find('{') {
        if rest[i + 1..].starts_with('{') {
            rest = &rest[i + 2..];
            continue;
        }
        let after = &rest[i + 1..];
        match after.find('}') {
            Some(close) => {
                if let Some(p) = PLACEHOLDERS.iter().find(|p| **p == &after[..close]) {
                    out.push(*p);
                }
                rest = &after[close + 1..];
            }
            None => break,
        }
    }
    out
}

/// True when `text` is written as a section number the language reads: `4`, `14.10.`, `IV`,
/// `ІІ` (Cyrillic), `а)`.
pub fn is_section_number(text: &str) -> bool {
    if text.starts_with(|c: char| c.is_ascii_digit()) {
        let digits = text.trim_end_matches('.');
        return !digits.is_empty()
            && !digits.contains("..")
            && digits.bytes().all(|b| b.is_ascii_digit() || b == b'.');
    }
    crate::vocab::notation::section_number_parts(text).is_some()
        || crate::vocab::notation::is_letter_mark(text)
}
