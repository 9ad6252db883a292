#![no_main]
//! A regulation compiled from arbitrary bytes and, when it lowers, rendered in every format
//! with the embedded templates.

use libfuzzer_sys::fuzz_target;
use reglament::render::{regulation_view, Renderer};
use reglament::{compile, Options};

fuzz_target!(|data: &[u8]| {
    let options = Options { no_checks: true, ..Options::default() };
    let c = compile("fuzz.rgl", data, &options);
    let (Some(model), false) = (&c.model, c.has_errors()) else { return };
    let view = regulation_view(model);
    let renderer = Renderer::embedded().expect("embedded templates compile");
    for name in ["regulation.html.j2", "regulation.md.j2", "regulation.txt.j2"] {
        let _ = renderer.render(name, &view);
    }
});
