//! Values from FIDE's tables, each kept in exactly one place.
//!
//! `time` (time-control classes, minimum thinking times, rounds and hours per day) belongs to the
//! time/schedule checks. Other submodules (norms, categories, …) are added by the helper that
//! writes those checks, in their own files.

pub mod time;
