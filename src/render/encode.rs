//! Output encodings: UTF-8, or Windows-1251 for offices whose software still expects it.

use super::Format;
use crate::diagnostic::l10n::{localized, tr};
use crate::diagnostic::Diagnostic;
use encoding_rs::WINDOWS_1251;

/// The encoding a document is written in.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum OutputEncoding {
    /// UTF-8 (the default).
    #[default]
    Utf8,
    /// Windows-1251 (Cyrillic).
    Windows1251,
}

/// Encodes a rendered document. HTML: the `<meta charset="utf-8">` declaration is rewritten and
/// characters Windows-1251 lacks become numeric references (`&#189;`), which browsers show
/// exactly. Markdown and text: `½` is written `,5` (`7½` → `7,5`, `½` → `0,5`); any other
/// character the encoding lacks becomes `?`, with one `R006` warning naming them.
pub fn encode(text: &str, format: Format, encoding: OutputEncoding) -> (Vec<u8>, Vec<Diagnostic>) {
    match encoding {
        OutputEncoding::Utf8 => (text.as_bytes().to_vec(), Vec::new()),
        OutputEncoding::Windows1251 => match format {
            Format::Html => {
                let text =
                    text.replacen("<meta charset=\"utf-8\">", "<meta charset=\"windows-1251\">", 1);
                // encoding_rs writes unmappable characters as HTML numeric references.
                let (bytes, _, _) = WINDOWS_1251.encode(&text);
                (bytes.into_owned(), Vec::new())
            }
            Format::Markdown | Format::Text => encode_plain(text),
        },
    }
}

/// A text in the characters Windows-1251 has, for Markdown and text documents: `½` becomes
/// `,5` (`7½` → `7,5`, a lone `½` → `0,5`), `×` (a crosstable's diagonal) `*`, the minus sign
/// `−` a hyphen. Applied to the document's values *before* the template lays out its columns,
/// so that aligned columns stay aligned.
pub fn windows_1251_text(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 8);
    let mut previous: Option<char> = None;
    for c in text.chars() {
        match c {
            '½' => {
                if !previous.is_some_and(|p| p.is_ascii_digit()) {
                    out.push('0');
                }
                out.push_str(",5");
            }
            '×' => out.push('*'),
            '−' => out.push('-'),
            _ => out.push(c),
        }
        previous = Some(c);
    }
    out
}

/// Every string of a serialised view through [`windows_1251_text`].
pub(super) fn windows_1251_value(v: &mut serde_json::Value) {
    match v {
        serde_json::Value::String(s) => *s = windows_1251_text(s),
        serde_json::Value::Array(a) => a.iter_mut().for_each(windows_1251_value),
        serde_json::Value::Object(o) => o.values_mut().for_each(windows_1251_value),
        _ => {}
    }
}

fn encode_plain(text: &str) -> (Vec<u8>, Vec<Diagnostic>) {
    let text = &windows_1251_text(text);
    let mut out = Vec::with_capacity(text.len());
    let mut missing: Vec<char> = Vec::new();
    for c in text.chars() {
        let mut buf = [0u8; 4];
        let (bytes, _, had_errors) = WINDOWS_1251.encode(c.encode_utf8(&mut buf));
        if had_errors {
            out.push(b'?');
            if !missing.contains(&c) {
                missing.push(c);
            }
        } else {
            out.extend_from_slice(&bytes);
        }
    }
    let mut diagnostics = Vec::new();
    if !missing.is_empty() {
        let list: Vec<String> =
            missing.iter().map(|c| format!("`{c}` (U+{:04X})", *c as u32)).collect();
        let list = list.join(", ");
        diagnostics.push(localized(|l| {
            Diagnostic::warning(
                crate::render::codes::CHARACTER_NOT_IN_OUTPUT_ENCODING,
                tr!(
                    l,
                    en: "windows-1251 cannot write {list}; written as `?`",
                    bg: "`windows-1251` не може да запише {list}; записани са като `?`",
                    uk: "`windows-1251` не може записати {list}; записано як `?`"
                ),
            )
            .with_help(tr!(
                l,
                en: "write the document in UTF-8, or as HTML (which keeps every character)",
                bg: "запишете документа в UTF-8 или като HTML (който пази всеки знак)",
                uk: "запишіть документ в UTF-8 або як HTML (що зберігає кожен символ)"
            ))
        }));
    }
    (out, diagnostics)
}
