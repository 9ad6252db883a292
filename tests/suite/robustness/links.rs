//! Markdown output writes links only to `http`, `https` and `mailto`: a `[x](javascript:…)` in a
//! title, a prose paragraph, a player, a club, a venue or a TRF name is written as text (its
//! brackets escaped), which every Markdown viewer shows as the characters themselves; a link to
//! a web page stays a link.

use super::terminal::{hostile_regulation, hostile_results, hostile_trf};
use super::{limited, s, tmp, write};

/// True when the character at byte `at` is escaped by an odd number of backslashes before it.
fn escaped(text: &str, at: usize) -> bool {
    text[..at].bytes().rev().take_while(|&b| b == b'\\').count() % 2 == 1
}

/// The destinations of the live links of a Markdown text: every unescaped `](` (an inline link
/// or image) and every unescaped `]:` that starts a line's reference definition.
fn link_destinations(md: &str) -> Vec<String> {
    let mut out = Vec::new();
    for (at, _) in md.match_indices("](") {
        if !escaped(md, at) {
            let rest = &md[at + 2..];
            out.push(rest.chars().take_while(|c| *c != ')' && !c.is_whitespace()).collect());
        }
    }
    for line in md.lines() {
        let t = line.trim_start();
        if t.starts_with('[') {
            if let Some(at) = t.find("]:") {
                if !escaped(t, at) {
                    out.push(t[at + 2..].trim().to_string());
                }
            }
        }
    }
    out
}

fn allowed(destination: &str) -> bool {
    let d = destination.to_ascii_lowercase();
    d.starts_with("http://") || d.starts_with("https://") || d.starts_with("mailto:")
}

#[test]
fn markdown_writes_no_javascript_link_from_any_input() {
    let d = tmp();
    for link in [
        "[x](javascript:alert(5))",
        "[x](JaVaScRiPt:alert(5))",
        "[x](data:text/html,<b>x</b>)",
        "![x](javascript:alert(5))",
        "\\[x](javascript:alert(5))",
        "[x]: javascript:alert(5)",
        "[a [b](javascript:alert(5))](https://example.org)",
    ] {
        let reg = s(&hostile_regulation(d.path(), link));
        let rgr = s(&hostile_results(d.path(), link));
        let trf = s(&hostile_trf(d.path(), link));
        for args in [
            vec!["render", &reg, "--format", "md", "--draft"],
            vec!["bulletin", &reg, "--results", &rgr, "--format", "md", "--draft"],
            vec!["standings", &reg, "--results", &rgr, "--format", "md"],
            vec!["standings", "--trf", &trf, "--format", "md"],
            vec!["pairings", &reg, "--results", &rgr, "--format", "md"],
        ] {
            let r = limited(d.path(), &args);
            let out = r.out.to_lowercase();
            assert!(
                out.contains("javascript") || out.contains("data:"),
                "{args:?}: {}\n{}",
                r.err,
                r.out
            );
            let bad: Vec<String> =
                link_destinations(&r.out).into_iter().filter(|d| !allowed(d)).collect();
            assert!(bad.is_empty(), "{link} {args:?}: live links {bad:?}:\n{}", r.out);
        }
    }
}

#[test]
fn a_link_to_a_web_page_or_an_address_stays_a_link() {
    let d = tmp();
    let reg = std::fs::read_to_string(super::rr4()).expect("read")
        + "section 1 \"ОБЩИ ПОЛОЖЕНИЯ\" {\n  \"Резултатите: [сайта](https://bfshah.com/results), [пишете ни](mailto:info@bfshah.com).\"\n}\n";
    let reg = write(d.path(), "links.rgl", reg);
    let r = limited(d.path(), &["render", &s(&reg), "--format", "md"]);
    assert_eq!(r.code, 0, "{}", r.err);
    assert!(r.out.contains("[сайта](https://bfshah.com/results)"), "{}", r.out);
    assert!(r.out.contains("[пишете ни](mailto:info@bfshah.com)"), "{}", r.out);
    assert_eq!(link_destinations(&r.out).len(), 2, "{}", r.out);
}
