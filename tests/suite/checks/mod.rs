//! The check catalogue on real regulations: the seeds' real mistakes, the corrected versions
//! clean, generated mutations caught, and hostile shapes handled.

mod claims;
mod mutations;
mod mutations_claims;
mod mutations_prose;
mod prose_reading;
mod robustness;
mod seed000;
mod seeds;
mod weekday_notes;
