//! reglament: a compiler and validator for chess tournament regulations.
//!
//! The library is a pipeline; each arrow is one module with one public entry point.
//!
//! ```text
//!  bytes ──decode──▶ SourceFile ──parse──▶ syntax::Document ──lower──▶ model::Regulation
//!                   (UTF-8 text,           (untyped, spanned           (typed, every value
//!                    encoding used)         statements and prose)       keeps its span)
//!                                                                              │
//!                        ┌─────────────────────── checks ─────────────────────┤
//!                        ▼                                                    ▼
//!                 Vec<Diagnostic>                  results (TRF / results file) ──score──▶ Standings
//!                 (stable codes)                                                            │
//!                                                                         render ──▶ HTML / Markdown / text
//! ```

pub mod decode;
pub mod diagnostic;
pub mod model;
pub mod points;
pub mod results;
pub mod score;
pub mod source;
pub mod syntax;
pub mod tiebreak;
