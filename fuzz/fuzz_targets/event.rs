//! Results of one kind, read without and with a regulation, scored and rendered.

use reglament::diagnostic::Severity;
use reglament::render::bulletin::bulletin_view;
use reglament::render::Renderer;
use reglament::results::input::read;
use reglament::score::regulation::{event_standings, RegulationOptions};
use reglament::vocab::limits::{FileKind, Limits};
use reglament::{compile, Options};
use std::sync::OnceLock;

const REGULATION: &[u8] = include_bytes!("../../tests/fixtures/codes/_rr4.rgl");

fn regulation() -> &'static reglament::model::Regulation {
    static REG: OnceLock<reglament::model::Regulation> = OnceLock::new();
    REG.get_or_init(|| compile("_rr4.rgl", REGULATION, &Options::default()).model.expect("model"))
}

pub fn run(data: &[u8], kind: FileKind) {
    let limits = Limits::default();
    let alone = read("fuzz", data, kind, None, &limits);
    super::common::check_diagnostics(&alone.file, &alone.diagnostics);
    let reg = regulation();
    let r = read("fuzz", data, kind, Some(reg), &limits);
    super::common::check_diagnostics(&r.file, &r.diagnostics);
    if r.diagnostics.iter().any(|d| d.severity == Severity::Error) {
        return;
    }
    let options = RegulationOptions { edition: None, lots: r.lots.clone() };
    let standings = event_standings(reg, &r.tournament, &options);
    let view = bulletin_view(reg, &r.tournament, &standings);
    if let Ok(renderer) = Renderer::embedded() {
        let _ = renderer.render("bulletin.md.j2", &view);
    }
}
