//! One file per command.

pub mod build;
pub mod bulletin;
pub mod check;
pub mod completions;
pub mod dump;
pub mod edition;
pub mod explain;
pub mod fmt;
pub mod import;
pub mod keywords;
pub mod pairings;
pub mod render;
pub mod serve;
pub mod standings;
pub mod trf;
