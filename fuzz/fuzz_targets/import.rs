#![no_main]
//! `import`: a document as published (text in any encoding, `.docx`, HTML, chosen by the first
//! byte as `reglament import` would by name and content) turned into a draft regulation, which is
//! then compiled as `import` checks it.

use libfuzzer_sys::fuzz_target;
use reglament::import::{import, Kind};
use reglament::{compile, Options};

#[path = "common.rs"]
mod common;

fuzz_target!(|data: &[u8]| {
    let Some((&choice, bytes)) = data.split_first() else { return };
    let name = match choice % 3 {
        0 => "fuzz.txt",
        1 => "fuzz.docx",
        _ => "fuzz.html",
    };
    let kind = Kind::of(name, bytes);
    if let Ok(imported) = import(name, bytes, kind, None) {
        let c = compile("draft.rgl", imported.text.as_bytes(), &Options::default());
        common::check_diagnostics(&c.file, &c.diagnostics);
    }
});
