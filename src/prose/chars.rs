//! Characters as the readers see them: letters and word characters (`\p{L}`, `\w`), case
//! folded without changing a character's UTF-8 length (so offsets in a folded text are the
//! original's), and lowercasing without the Unicode tables for ASCII and Cyrillic. Every reader
//! of [`crate::prose`] compares text through these.

/// A span of bytes: start and end (exclusive).
pub type Span = (usize, usize);

/// True for a letter (general category L): ASCII and Cyrillic letters exactly, others by
/// `char::is_alphabetic` without the letter-like numerals (Roman numeral signs).
#[inline]
pub fn is_letter(c: char) -> bool {
    if c.is_ascii() {
        return c.is_ascii_alphabetic();
    }
    match c as u32 {
        0x400..=0x481 | 0x48A..=0x52F => true,
        0x482..=0x489 => false,
        _ => c.is_alphabetic() && !c.is_numeric(),
    }
}

/// True for a character of a word as `\b` sees it (`\w`): letters, digits, marks, connector
/// punctuation.
#[inline]
pub fn is_word(c: char) -> bool {
    if c.is_ascii() {
        return c.is_ascii_alphanumeric() || c == '_';
    }
    // Cyrillic without a table look-up: letters and combining marks, all but the thousands
    // sign `҂` (U+0482).
    if let 0x400..=0x52F = c as u32 {
        return c != '\u{482}';
    }
    c.is_alphabetic()
        || matches!(c as u32,
            0x300..=0x36F | 0x483..=0x489 | 0x1AB0..=0x1AFF | 0x1DC0..=0x1DFF | 0x20D0..=0x20FF
            | 0xFE20..=0xFE2F | 0x200C | 0x200D | 0x203F | 0x2040 | 0x2054 | 0xFE33 | 0xFE34
            | 0xFE4D..=0xFE4F | 0xFF3F)
}

/// A character lowercased when its lowercase is one character of the same UTF-8 length
/// (`Д` → `д`, `I` → `i`); otherwise the character itself.
#[inline]
pub fn fold_char(c: char) -> char {
    if c.is_ascii() {
        return c.to_ascii_lowercase();
    }
    match c {
        'А'..='Я' => return char::from_u32(c as u32 + 0x20).unwrap_or(c),
        'а'..='я' | 'ѐ'..='џ' => return c,
        'Ѐ'..='Џ' => return char::from_u32(c as u32 + 0x50).unwrap_or(c),
        _ => {}
    }
    let mut l = c.to_lowercase();
    match (l.next(), l.next()) {
        (Some(x), None) if x.len_utf8() == c.len_utf8() => x,
        _ => c,
    }
}

/// The text lowercased, exactly as `str::to_lowercase` does, without its table look-up for
/// ASCII and Russian-alphabet Cyrillic (every paragraph is lowercased by several checks).
pub fn lowercase(text: &str) -> String {
    let b = text.as_bytes();
    let mut out: Vec<u8> = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        let (c, d) = (b[i], b.get(i + 1).copied().unwrap_or(0));
        // ASCII, then the two-byte Cyrillic U+0400–U+045F, byte by byte.
        let pair = match (c, d) {
            (0..=0x7F, _) => {
                out.push(c.to_ascii_lowercase());
                i += 1;
                continue;
            }
            (0xD0, 0x80..=0x8F) => [0xD1, d + 0x10], // Ѐ–Џ → ѐ–џ
            (0xD0, 0x90..=0x9F) => [0xD0, d + 0x20], // А–П → а–п
            (0xD0, 0xA0..=0xAF) => [0xD1, d - 0x20], // Р–Я → р–я
            (0xD0, 0xB0..=0xBF) | (0xD1, 0x80..=0x9F) => [c, d], // а–п, р–я, ѐ–џ
            _ => {
                let Some(ch) = text[i..].chars().next() else { break };
                i += ch.len_utf8();
                let mut buf = [0; 4];
                match ch {
                    'Ґ' | 'ґ' => out.extend_from_slice('ґ'.encode_utf8(&mut buf).as_bytes()),
                    // Punctuation, spaces, dashes and quotes have no case.
                    '\u{a0}'..='\u{bf}' | '\u{2000}'..='\u{206f}' | '№' => {
                        out.extend_from_slice(ch.encode_utf8(&mut buf).as_bytes())
                    }
                    // The final sigma depends on its neighbours: the standard library decides.
                    'Σ' => return text.to_lowercase(),
                    _ => {
                        for l in ch.to_lowercase() {
                            out.extend_from_slice(l.encode_utf8(&mut buf).as_bytes());
                        }
                    }
                }
                continue;
            }
        };
        out.extend_from_slice(&pair);
        i += 2;
    }
    String::from_utf8(out).unwrap_or_else(|_| text.to_lowercase())
}

/// [`lowercase`] as a method of text: `paragraph.lowercase()` where `str::to_lowercase` would look
/// every Cyrillic letter up in the Unicode tables.
pub trait Lowercase {
    /// The text lowercased ([`lowercase`]).
    fn lowercase(&self) -> String;
}

impl Lowercase for str {
    fn lowercase(&self) -> String {
        lowercase(self)
    }
}

/// True when `c` is an uppercase letter (`char::is_uppercase`), without the table look-up for
/// ASCII and Russian-alphabet Cyrillic.
#[inline]
pub fn is_uppercase(c: char) -> bool {
    match c {
        'A'..='Z' | 'А'..='Я' | 'Ѐ'..='Џ' => true,
        '\0'..='\u{7f}' | 'а'..='я' | 'ѐ'..='џ' => false,
        _ => c.is_uppercase(),
    }
}

/// The end of `lit` (lowercase) when the text at `at` is `lit` with case ignored.
#[inline]
pub fn starts_ci(text: &str, at: usize, lit: &str) -> Option<usize> {
    let mut chars = text.get(at..)?.char_indices();
    for l in lit.chars() {
        let (_, c) = chars.next()?;
        if fold_char(c) != l {
            return None;
        }
    }
    Some(chars.next().map_or(text.len(), |(i, _)| at + i))
}

/// True when `a` and `b` are the same with case ignored.
pub fn eq_ci(a: &str, b: &str) -> bool {
    a.len() == b.len() && starts_ci(a, 0, b) == Some(a.len())
}
