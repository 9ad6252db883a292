#![no_main]
//! A regulation compiled from arbitrary bytes and, when it lowers, rendered in every format
//! with the embedded templates: no document carries a control character a terminal acts on
//! (the values are neutralised), and the Markdown has no link but to a web page or an address.

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
        let Ok(text) = renderer.render(name, &view) else { continue };
        let raw = text
            .char_indices()
            .find(|&(i, c)| {
                reglament::vocab::printable::acts(c)
                    && c != '\n'
                    && c != '\t'
                    && !(c == '\r' && text.as_bytes().get(i + 1) == Some(&b'\n'))
            });
        assert!(raw.is_none(), "{name}: a raw {:?} in the document", raw);
        if name.ends_with(".md.j2") {
            for link in live_links(&text) {
                let l = link.to_ascii_lowercase();
                assert!(
                    l.starts_with("http://") || l.starts_with("https://") || l.starts_with("mailto:"),
                    "a live link to {link:?}"
                );
            }
        }
    }
});

/// The destinations of a Markdown text's inline links and images: every `](` whose `]` is not
/// escaped by an odd number of backslashes.
fn live_links(md: &str) -> Vec<String> {
    let escaped = |at: usize| md[..at].bytes().rev().take_while(|&b| b == b'\\').count() % 2 == 1;
    md.match_indices("](")
        .filter(|(at, _)| !escaped(*at))
        .map(|(at, _)| md[at + 2..].chars().take_while(|c| *c != ')' && !c.is_whitespace()).collect())
        .collect()
}
