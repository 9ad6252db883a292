//! One file per command.

pub mod build;
pub mod bulletin;
pub mod check;
pub mod dump;
pub mod explain;
pub mod pairings;
pub mod render;
pub mod standings;
pub mod trf;
