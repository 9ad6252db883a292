//! The one neutraliser of control characters: what a terminal, a log viewer or a text editor
//! would act on rather than show. Every output that can reach a terminal or a log goes through
//! it: findings (human, short, GitHub annotations), documents (Markdown, text and HTML values),
//! tables, and every message of the command line. JSON and SARIF keep the text exactly but escape
//! the same characters (`\u001b`, `\u009b`), so that a program reading them gets the text back
//! and a terminal showing them gets nothing to obey.
//!
//! The characters: the C0 controls (line feed and tab excepted, and a carriage return that ends
//! a line before its line feed), DEL, the C1 controls (U+0080–U+009F: U+009B is a whole CSI, as
//! `ESC [` is), and the bidirectional embeddings, overrides and isolates (U+202A–U+202E,
//! U+2066–U+2069), which reorder what follows them on the screen. A C0 control is shown as its
//! picture (`␛`, `␇`), DEL as `␡`, the others as an escape (`\u{9b}`, `\u{202e}`).

use std::borrow::Cow;

/// True for a character a terminal acts on (see the module comment). Line feeds, tabs and
/// carriage returns are decided by the caller.
pub fn acts(c: char) -> bool {
    matches!(c, '\u{0}'..='\u{1f}' | '\u{7f}'..='\u{9f}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}')
}

/// The visible form of a character [`acts`] is true for.
pub fn shown(c: char) -> Cow<'static, str> {
    match c {
        '\u{0}'..='\u{1f}' => {
            Cow::Owned(char::from_u32(0x2400 + c as u32).unwrap_or('\u{fffd}').to_string())
        }
        '\u{7f}' => Cow::Borrowed("␡"),
        _ => Cow::Owned(format!("\\u{{{:x}}}", c as u32)),
    }
}

/// Where the first byte that may start a character to neutralise is: the C0 controls (line
/// feeds and tabs aside when `keep_breaks`), DEL, and the lead bytes of U+0080–U+009F (`C2`) and
/// of U+2000–U+2FFF (`E2`). Almost every text has none, and is then returned as it is without a
/// copy; the search looks at eight bytes at a time (every output to a terminal passes here).
fn candidates(bytes: &[u8], from: usize, keep_breaks: bool) -> Option<usize> {
    const ONES: u64 = 0x0101_0101_0101_0101;
    const HIGHS: u64 = 0x8080_8080_8080_8080;
    // A lane of `x` below `n` (n ≤ 128) sets its high bit; a lane never does otherwise (a lane
    // after one that did may too: the bytes are then looked at one by one).
    let below = |x: u64, n: u8| x.wrapping_sub(ONES * u64::from(n)) & !x & HIGHS;
    let equal = |x: u64, b: u8| below(x ^ (ONES * u64::from(b)), 1);
    let candidate = |b: u8| {
        (b < 0x20 && !(keep_breaks && (b == b'\n' || b == b'\t')))
            || matches!(b, 0x7F | 0xC2 | 0xE2)
    };
    let mut i = from;
    while i + 8 <= bytes.len() {
        let mut lane = [0u8; 8];
        lane.copy_from_slice(&bytes[i..i + 8]);
        let x = u64::from_le_bytes(lane);
        if below(x, 0x20) | equal(x, 0x7F) | equal(x, 0xC2) | equal(x, 0xE2) != 0 {
            if let Some(j) = lane.iter().position(|&b| candidate(b)) {
                return Some(i + j);
            }
        }
        i += 8;
    }
    bytes.get(i..)?.iter().position(|&b| candidate(b)).map(|j| i + j)
}

/// True when the character at byte `i` of `text` is neutralised: [`acts`], except a line feed
/// and a tab, and a carriage return before a line feed, when `keep_breaks`.
fn neutralised_at(text: &str, i: usize, c: char, keep_breaks: bool) -> bool {
    if keep_breaks {
        match c {
            '\n' | '\t' => return false,
            '\r' => return text.as_bytes().get(i + 1) != Some(&b'\n'),
            _ => {}
        }
    }
    acts(c)
}

/// `text` with every character to neutralise replaced, and for each replacement its end offset
/// in `text` with the bytes added so far (to move a span into the neutralised text).
fn replace(text: &str, keep_breaks: bool) -> (Cow<'_, str>, Vec<(usize, isize)>) {
    let bytes = text.as_bytes();
    let mut from = 0;
    let first = loop {
        let Some(i) = candidates(bytes, from, keep_breaks) else {
            return (Cow::Borrowed(text), Vec::new());
        };
        let c = text[i..].chars().next().unwrap_or(' ');
        if neutralised_at(text, i, c, keep_breaks) {
            break i;
        }
        from = i + 1;
    };
    let mut out = String::with_capacity(text.len() + 16);
    out.push_str(&text[..first]);
    let mut shifts = Vec::new();
    let mut added = 0isize;
    for (i, c) in text[first..].char_indices().map(|(i, c)| (i + first, c)) {
        if neutralised_at(text, i, c, keep_breaks) {
            let visible = shown(c);
            out.push_str(&visible);
            added += visible.len() as isize - c.len_utf8() as isize;
            shifts.push((i + c.len_utf8(), added));
        } else {
            out.push(c);
        }
    }
    (Cow::Owned(out), shifts)
}

/// `text` safe to show on a terminal or in a log: line feeds, tabs and line-ending carriage
/// returns kept, every other character a terminal acts on shown visibly.
pub fn printable(text: &str) -> Cow<'_, str> {
    replace(text, true).0
}

/// [`printable`], with where each replacement ends in `text` and how many bytes were added up to
/// it (a diagnostic's labels are moved with it).
pub fn neutralise(text: &str) -> (Cow<'_, str>, Vec<(usize, isize)>) {
    replace(text, true)
}

/// `text` as one line: line breaks and tabs shown too (`␊`, `␉`), for a table cell or a field
/// that must stay on its line.
pub fn printable_line(text: &str) -> Cow<'_, str> {
    replace(text, false).0
}

/// Writes `bytes` as [`printable`] would show them, without a copy of what needs none: the runs
/// between the characters to neutralise are written as they are. Bytes that are not UTF-8 are
/// written as they are (a text format writes UTF-8 only). A carriage return at the very end is
/// taken for a lone one: a caller that writes in pieces holds it back for the next.
pub fn write_printable<W: ?Sized + std::io::Write>(w: &mut W, bytes: &[u8]) -> std::io::Result<()> {
    let mut written = 0;
    let mut from = 0;
    while let Some(i) = candidates(bytes, from, true) {
        let len = match bytes[i] {
            0xC2 => 2,
            0xE2 => 3,
            _ => 1,
        };
        let c = bytes
            .get(i..i + len)
            .and_then(|s| std::str::from_utf8(s).ok())
            .and_then(|s| s.chars().next());
        let replace = match c {
            Some('\r') => bytes.get(i + 1) != Some(&b'\n'),
            Some(c) => acts(c),
            None => false,
        };
        if let (true, Some(c)) = (replace, c) {
            w.write_all(&bytes[written..i])?;
            w.write_all(shown(c).as_bytes())?;
            written = i + len;
        }
        from = i + 1;
    }
    w.write_all(&bytes[written..])
}

/// Writes a fragment of a JSON string (what serde_json leaves unescaped: no `"`, `\` or C0
/// control) with the other characters a terminal acts on escaped as `\uXXXX`.
pub fn write_json_fragment<W: ?Sized + std::io::Write>(
    w: &mut W,
    fragment: &str,
) -> std::io::Result<()> {
    let bytes = fragment.as_bytes();
    let mut written = 0;
    let mut from = 0;
    while let Some(i) = candidates(bytes, from, false) {
        let c = fragment[i..].chars().next().unwrap_or(' ');
        if acts(c) {
            w.write_all(&bytes[written..i])?;
            write!(w, "\\u{:04x}", c as u32)?;
            written = i + c.len_utf8();
        }
        from = i + 1;
    }
    w.write_all(&bytes[written..])
}

/// True when a JSON string holding `text` needs more than copying between quotes: a `"`, a `\`,
/// or any character [`acts`] is true for. Eight bytes at a time (a name is written once for
/// every row of a table).
pub fn json_needs_escape(bytes: &[u8]) -> bool {
    const ONES: u64 = 0x0101_0101_0101_0101;
    const HIGHS: u64 = 0x8080_8080_8080_8080;
    // A byte of `x` below `n` (n ≤ 128) sets the high bit of its lane; no lane is set otherwise.
    let below = |x: u64, n: u8| x.wrapping_sub(ONES * u64::from(n)) & !x & HIGHS;
    let equal = |x: u64, b: u8| below(x ^ (ONES * u64::from(b)), 1);
    let mut chunks = bytes.chunks_exact(8);
    for chunk in &mut chunks {
        let mut lane = [0u8; 8];
        lane.copy_from_slice(chunk);
        let x = u64::from_le_bytes(lane);
        // `C2` and `E2` lead the C1 controls and the bidirectional controls (and other
        // characters, which the exact test below lets through).
        let maybe = below(x, 0x20)
            | equal(x, b'"')
            | equal(x, b'\\')
            | equal(x, 0x7F)
            | equal(x, 0xC2)
            | equal(x, 0xE2);
        if maybe != 0 {
            return exact_needs_escape(bytes);
        }
    }
    chunks.remainder().iter().any(|&b| b < 0x20 || matches!(b, b'"' | b'\\' | 0x7F | 0xC2 | 0xE2))
        && exact_needs_escape(bytes)
}

/// [`json_needs_escape`] decided character by character.
fn exact_needs_escape(bytes: &[u8]) -> bool {
    match std::str::from_utf8(bytes) {
        Ok(text) => text.chars().any(|c| c == '"' || c == '\\' || acts(c)),
        Err(_) => true,
    }
}

/// serde_json's pretty formatter (two blanks of indentation), with the characters a terminal
/// acts on escaped in every string ([`write_json_fragment`]).
pub struct PrettyJson<'a>(serde_json::ser::PrettyFormatter<'a>);

impl Default for PrettyJson<'_> {
    fn default() -> Self {
        PrettyJson(serde_json::ser::PrettyFormatter::new())
    }
}

impl serde_json::ser::Formatter for PrettyJson<'_> {
    fn write_string_fragment<W: ?Sized + std::io::Write>(
        &mut self,
        writer: &mut W,
        fragment: &str,
    ) -> std::io::Result<()> {
        write_json_fragment(writer, fragment)
    }

    fn begin_array<W: ?Sized + std::io::Write>(&mut self, w: &mut W) -> std::io::Result<()> {
        self.0.begin_array(w)
    }

    fn end_array<W: ?Sized + std::io::Write>(&mut self, w: &mut W) -> std::io::Result<()> {
        self.0.end_array(w)
    }

    fn begin_array_value<W: ?Sized + std::io::Write>(
        &mut self,
        w: &mut W,
        first: bool,
    ) -> std::io::Result<()> {
        self.0.begin_array_value(w, first)
    }

    fn end_array_value<W: ?Sized + std::io::Write>(&mut self, w: &mut W) -> std::io::Result<()> {
        self.0.end_array_value(w)
    }

    fn begin_object<W: ?Sized + std::io::Write>(&mut self, w: &mut W) -> std::io::Result<()> {
        self.0.begin_object(w)
    }

    fn end_object<W: ?Sized + std::io::Write>(&mut self, w: &mut W) -> std::io::Result<()> {
        self.0.end_object(w)
    }

    fn begin_object_key<W: ?Sized + std::io::Write>(
        &mut self,
        w: &mut W,
        first: bool,
    ) -> std::io::Result<()> {
        self.0.begin_object_key(w, first)
    }

    fn begin_object_value<W: ?Sized + std::io::Write>(&mut self, w: &mut W) -> std::io::Result<()> {
        self.0.begin_object_value(w)
    }

    fn end_object_value<W: ?Sized + std::io::Write>(&mut self, w: &mut W) -> std::io::Result<()> {
        self.0.end_object_value(w)
    }
}

/// A value as pretty-printed JSON (as `serde_json::to_string_pretty` writes it), with the
/// characters a terminal acts on escaped in its strings.
pub fn json_pretty<T: ?Sized + serde::Serialize>(value: &T) -> serde_json::Result<String> {
    let mut out = Vec::with_capacity(1024);
    let mut serializer = serde_json::Serializer::with_formatter(&mut out, PrettyJson::default());
    value.serialize(&mut serializer)?;
    // serde_json writes UTF-8 only, and the escapes are ASCII.
    Ok(String::from_utf8(out).unwrap_or_default())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn controls_are_shown_and_plain_text_is_not_copied() {
        let hostile = "A\u{1b}]52;c;eA==\u{7}\u{1b}[2J\u{9b}31m\u{7f}\u{202e}\r\nB\rC\tD";
        assert_eq!(printable(hostile), "A␛]52;c;eA==␇␛[2J\\u{9b}31m␡\\u{202e}\r\nB␍C\tD");
        assert_eq!(printable_line("a\nb\tc"), "a␊b␉c");
        assert!(matches!(printable("Иванова „Образец“ – 7½"), Cow::Borrowed(_)));
        let (text, shifts) = neutralise("a\u{1b}b");
        assert_eq!((text.as_ref(), shifts), ("a␛b", vec![(2, 2)]));
    }

    /// The byte scan that lets almost every text through without a copy misses no character.
    #[test]
    fn the_byte_scan_misses_no_character_the_char_test_replaces() {
        let chars: Vec<char> = (0..0x3000u32).filter_map(char::from_u32).collect();
        for &c in &chars {
            for text in [format!("{c}"), format!("а{c}\n"), format!("x\r{c}"), format!("{c}\r\n")]
            {
                let replaced = text.char_indices().any(|(i, c)| neutralised_at(&text, i, c, true));
                assert_eq!(matches!(printable(&text), Cow::Owned(_)), replaced, "{c:?}");
                let line = text.chars().any(acts);
                assert_eq!(matches!(printable_line(&text), Cow::Owned(_)), line, "{c:?}");
            }
        }
    }

    /// Written piece by piece or made whole, the same text.
    #[test]
    fn written_and_made_printable_agree() {
        for text in [
            "a\u{1b}[2J\r\nб\u{9b}x\r",
            "plain",
            "„я“ – \u{202e}\u{2066}\u{7f}\t\n",
            "\r\r\n\u{85}",
        ] {
            let mut out = Vec::new();
            write_printable(&mut out, text.as_bytes()).unwrap();
            assert_eq!(String::from_utf8(out).unwrap(), printable(text), "{text:?}");
        }
        let mut out = Vec::new();
        write_printable(&mut out, b"a\xff\x1b").unwrap();
        // A byte that is not UTF-8 passes as it is; the ESC after it is shown.
        assert_eq!(out, b"a\xff\xe2\x90\x9b");
    }

    #[test]
    fn json_escapes_c0_c1_del_and_bidi_and_reads_back_the_same() {
        let text = "x\u{1b}[2J\u{9b}\u{7f}\u{202e}\u{2066}„я“\"\\";
        let json = json_pretty(&serde_json::json!({ "name": text })).unwrap();
        assert!(json.contains("\\u001b[2J\\u009b\\u007f\\u202e\\u2066„я“\\\"\\\\"), "{json}");
        assert!(!json.chars().any(|c| acts(c) && c != '\n'), "{json:?}");
        let back: serde_json::Value = serde_json::from_str(&json).unwrap();
        assert_eq!(back["name"], text);
        assert_eq!(
            json_pretty(&serde_json::json!([1, {"a": "b"}])).unwrap(),
            serde_json::to_string_pretty(&serde_json::json!([1, {"a": "b"}])).unwrap()
        );
    }

    #[test]
    fn needs_escape_is_the_character_test() {
        for text in [
            "plain name",
            "Иванова",
            "a\"b",
            "a\\b",
            "a\u{1}b",
            "12345678\u{9b}",
            "„x“ – y",
            "\u{202e}abcdefgh",
            "abcdefgh\u{7f}",
        ] {
            let exact = text.chars().any(|c| c == '"' || c == '\\' || acts(c));
            assert_eq!(json_needs_escape(text.as_bytes()), exact, "{text:?}");
        }
    }
}
