#![no_main]
//! The PGN reader, alone and under a four-player round-robin regulation, then the event's
//! standings and its bulletin (Markdown) as `bulletin` builds them.

use libfuzzer_sys::fuzz_target;
use reglament::vocab::limits::FileKind;

#[path = "common.rs"]
mod common;
#[path = "event.rs"]
mod event;

fuzz_target!(|data: &[u8]| {
    event::run(data, FileKind::Pgn);
});
