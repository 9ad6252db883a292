//! What every fuzz target checks besides "no panic": every label lies inside the text it
//! points into, on character boundaries; every diagnostic renders (human, short, JSON).

use reglament::diagnostic::json::JsonDiagnostic;
use reglament::diagnostic::render::{render_short, HumanOptions, HumanRenderer};
use reglament::diagnostic::Diagnostic;
use reglament::source::SourceFile;

pub fn check_diagnostics(file: &SourceFile, diagnostics: &[Diagnostic]) {
    for d in diagnostics {
        for l in &d.labels {
            assert!(l.span.start <= l.span.end, "{}: span {:?} reversed", d.code, l.span);
            assert!(l.span.end <= file.text.len(), "{}: span {:?} outside the text", d.code, l.span);
            assert!(file.text.is_char_boundary(l.span.start) && file.text.is_char_boundary(l.span.end));
        }
    }
    let shown: Vec<&Diagnostic> = diagnostics.iter().take(50).collect();
    let mut human = HumanRenderer::new(file, HumanOptions { color: false });
    for d in &shown {
        let text = human.render(d);
        assert!(!text.contains('\u{1b}'), "a raw ESC reached the report");
        let _ = render_short(file, d);
        let _ = serde_json::to_string(&JsonDiagnostic::new(file, d)).expect("JSON");
    }
}
