//! No control character from an input reaches standard output raw, whatever the format: the
//! clipboard write `ESC ] 52`, the screen clear `ESC [2J`, the title `ESC ] 0`, the C1 CSI
//! U+009B, DEL and the bidirectional override U+202E in a title, a venue, a player, a club, a
//! prose paragraph, a TRF name or a file name are shown (`␛`, `\u{9b}`), never sent. JSON and SARIF
//! escape the C0 and C1 controls (`\u001b`, `\u009b`), and stay valid.

use super::{limited, rr4, s, tmp, write};
use std::path::{Path, PathBuf};

/// What a hostile program would put in a text: OSC 52 (writes the clipboard), a screen clear,
/// OSC 0 (the window's title), the C1 CSI, DEL and a right-to-left override.
pub const HOSTILE: &str =
    "\u{1b}]52;c;cHduZWQ=\u{7}\u{1b}[2J\u{1b}]0;pwned\u{7}\u{9b}31m\u{7f}\u{202e}";

/// The characters a terminal acts on, as they appear raw in `text`: the C0 controls but line
/// feed and tab, DEL, the C1 controls and the bidirectional embeddings, overrides and isolates.
pub fn raw_controls(text: &str) -> Vec<char> {
    text.chars()
        .filter(|&c| {
            (c < ' ' && c != '\n' && c != '\t')
                || ('\u{7f}'..='\u{9f}').contains(&c)
                || ('\u{202a}'..='\u{202e}').contains(&c)
                || ('\u{2066}'..='\u{2069}').contains(&c)
        })
        .collect()
}

/// The four-player round robin with the hostile text in its title, organiser, venue, a player,
/// a club and a prose paragraph (a long comment keeps it from looking binary).
pub fn hostile_regulation(dir: &Path, link: &str) -> PathBuf {
    let text = std::fs::read_to_string(rr4())
        .expect("read")
        .replace("(образец за тестовете)", &format!("{link} {HOSTILE}"))
        .replace("гр. Перник", &format!("гр. Перник {link} {HOSTILE}"))
        .replace("Шахматен клуб „Образец“", &format!("Клуб {link} {HOSTILE}"))
        .replace(
            "\"Иванова Мария\"   2100",
            &format!("\"Иванова {link} {HOSTILE}\" 2100 club \"Клуб {link} {HOSTILE}\""),
        )
        + &format!(
            "section 1 \"ОБЩИ ПОЛОЖЕНИЯ\" {{\n  \"Вижте {link} и {HOSTILE} тук.\"\n}}\n# {}\n",
            "x".repeat(8000)
        );
    write(dir, "hostile.rgl", text)
}

/// Results of the round robin, the first player's name hostile.
pub fn hostile_results(dir: &Path, link: &str) -> PathBuf {
    write(
        dir,
        "hostile.rgr",
        format!(
            "results \"Турнир {link} {HOSTILE}\"\n# {}\nplayers {{ 1 \"Иванова {link} {HOSTILE}\"; 2 \"Петрова Елена\"; 3 \"Георгиева Анна\"; 4 \"Димитрова Ива\" }}\n\
             round 1 {{ 1 4 \"1-0\"; 2 3 \"0-1\" }}\nround 2 {{ 4 3 \"1-0\"; 1 2 \"0-1\" }}\nround 3 {{ 2 4 \"1-0\"; 3 1 \"0-1\" }}\n",
            "x".repeat(8000)
        ),
    )
}

/// A real TRF (tests/data/trf, SOURCES.md) whose first player's name (33 columns) is the link
/// and a screen clear, a C1 CSI and a title change, and whose tournament's name (`012`) is the
/// link and every hostile character (a name past 26 characters is shortened to initials in the
/// standings, so the link is whole only in the title).
pub fn hostile_trf(dir: &Path, link: &str) -> PathBuf {
    let text = std::fs::read_to_string(crate::common::data(
        "trf/swiss_gonzaga_classic_2008_IRL_12p_5r_ranks.trf",
    ))
    .expect("read");
    let name: String = format!("{link}\u{1b}[2J\u{9b}\u{1b}]0;x\u{7}")
        .chars()
        .chain(std::iter::repeat(' '))
        .take(33)
        .collect();
    let field = format!("{:<33}", "Griffiths,Ryan Rhys");
    assert!(text.contains(&field));
    assert!(text.contains("012 Gonzaga Classic\n"));
    let text = text.replacen(&field, &name, 1).replacen(
        "012 Gonzaga Classic\n",
        &format!("012 Gonzaga {link} {HOSTILE}\n"),
        1,
    );
    write(dir, "hostile.trf", text)
}

/// Every command and format that writes to standard output, on the hostile inputs: nothing raw.
#[test]
fn no_control_character_of_an_input_reaches_standard_output() {
    let d = tmp();
    let link = "[x](javascript:alert(5))";
    let reg = s(&hostile_regulation(d.path(), link));
    let rgr = s(&hostile_results(d.path(), link));
    let trf = s(&hostile_trf(d.path(), link));
    // A file name a finding carries, in every format.
    let named = d.path().join(format!("a{HOSTILE}.rgl"));
    std::fs::copy(rr4(), &named).expect("copy");
    let named = s(&named);
    let mut runs: Vec<Vec<String>> = Vec::new();
    let v = |a: &[&str]| a.iter().map(|x| x.to_string()).collect::<Vec<_>>();
    for format in ["human", "short", "github", "json", "sarif"] {
        runs.push(v(&["check", "--format", format, &reg, &named, &rgr]));
    }
    for format in ["md", "txt", "html"] {
        runs.push(v(&["render", &reg, "--format", format, "--draft"]));
        runs.push(v(&["bulletin", &reg, "--results", &rgr, "--format", format, "--draft"]));
    }
    for format in ["text", "md", "html", "json"] {
        runs.push(v(&["standings", &reg, "--results", &rgr, "--format", format]));
        runs.push(v(&["standings", "--trf", &trf, "--format", format]));
    }
    for format in ["text", "md", "html", "json"] {
        runs.push(v(&["pairings", &reg, "--results", &rgr, "--format", format]));
    }
    runs.push(v(&["trf", &rgr, "--to", "json"]));
    runs.push(v(&["dump", &reg, "--what", "model"]));
    runs.push(v(&["edition", &reg, "--year", "2030", "--diff"]));
    for args in &runs {
        let r = limited(d.path(), args);
        assert!(r.code != 101 && r.code != -1, "{args:?}: {}", r.err);
        let raw = raw_controls(&r.out);
        assert!(raw.is_empty(), "{args:?}: {raw:?} raw on standard output:\n{}", r.out);
        let raw = raw_controls(&r.err);
        assert!(raw.is_empty(), "{args:?}: {raw:?} raw on standard error:\n{}", r.err);
        if args.iter().any(|a| a == "json" || a == "sarif" || a == "dump") {
            serde_json::from_str::<serde_json::Value>(&r.out)
                .unwrap_or_else(|e| panic!("{args:?}: not JSON ({e}):\n{}", r.out));
        }
    }
}

/// JSON and SARIF carry the hostile characters escaped, so a program reading them gets the
/// text back exactly while a terminal or a log shows them inert.
#[test]
fn json_and_sarif_escape_c0_and_c1_controls() {
    let d = tmp();
    let named = d.path().join(format!("a{HOSTILE}.rgl"));
    std::fs::copy(rr4(), &named).expect("copy");
    for format in ["json", "sarif"] {
        let r = limited(d.path(), &["check", "--format", format, &s(&named)]);
        assert!(r.out.contains("\\u009b") && r.out.contains("\\u001b"), "{format}: {}", r.out);
        let value: serde_json::Value = serde_json::from_str(&r.out).expect("JSON");
        assert!(value.to_string().contains('\u{9b}'), "{format}: the text is kept");
    }
}
