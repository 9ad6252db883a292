#![no_main]
//! `compile`: decode → parse → lower → checks on arbitrary bytes.

use libfuzzer_sys::fuzz_target;
use reglament::{compile, Options};

#[path = "common.rs"]
mod common;

fuzz_target!(|data: &[u8]| {
    let c = compile("fuzz.rgl", data, &Options::default());
    common::check_diagnostics(&c.file, &c.diagnostics);
});
