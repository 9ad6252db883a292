#![no_main]
//! A `--templates` template from arbitrary text, rendered with the view of seed 000 under the
//! limits on template fuel and output size: it may fail, never hang, panic or grow without end.

use libfuzzer_sys::fuzz_target;
use reglament::render::{regulation_view, Renderer};
use reglament::vocab::limits::Limits;
use reglament::{compile, Options};
use std::sync::OnceLock;

const SEED: &[u8] = include_bytes!("../../regulations/000-bg-women-2021.corrected.rgl");

fuzz_target!(|data: &[u8]| {
    static VIEW: OnceLock<reglament::render::RegulationView> = OnceLock::new();
    let view = VIEW.get_or_init(|| {
        regulation_view(&compile("000.rgl", SEED, &Options::default()).model.expect("seed"))
    });
    let Ok(source) = std::str::from_utf8(data) else { return };
    let overrides = vec![("regulation.txt.j2".to_string(), source.to_string())];
    let Ok(renderer) = Renderer::new(&overrides) else { return };
    let limits = Limits { template_fuel: 200_000, output_size: 1 << 20, ..Limits::default() };
    let renderer = renderer.with_limits(&limits);
    if let Ok(text) = renderer.render("regulation.txt.j2", view) {
        assert!(text.len() <= 1 << 20);
    }
});
