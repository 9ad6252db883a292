//! Single-byte code pages as lookup tables, and the Cyrillic letter model that both encoding
//! detection and the mojibake scan use to judge how Bulgarian/Ukrainian-like a text is.
//!
//! The letter model is deliberately small: a unigram frequency per lowercase letter (a blend of
//! published Bulgarian, Ukrainian and Russian letter frequencies, so it does not depend on which of
//! the three languages a file is in) plus one penalty for a word whose case pattern real text does
//! not have (a lowercase letter followed by an uppercase one, as in `бЗЕЗБТУЛЙ`). Swapping
//! windows-1251 and KOI8 permutes the letters and flips their case, so both signals move a lot
//! while the true reading stays natural.

use encoding_rs::{
    Encoding, IBM866, ISO_8859_5, KOI8_R, KOI8_U, WINDOWS_1251, WINDOWS_1252, X_MAC_CYRILLIC,
};
use std::sync::OnceLock;

/// A single-byte code page: byte → character and back.
pub(crate) struct CodePage {
    /// The encoding the tables were built from.
    pub encoding: &'static Encoding,
    to_char: [char; 256],
    /// Reverse lookup for U+0080..=U+00FF (index `c - 0x80`); 0 means no byte.
    from_latin1: [u8; 128],
    /// Reverse lookup for U+0400..=U+04FF (index `c - 0x400`); 0 means no byte.
    from_cyrillic: [u8; 256],
    /// Reverse lookup for every other character of the upper half, sorted by character.
    from_char: Vec<(char, u8)>,
}

impl CodePage {
    /// Builds the tables of `encoding`, adding the upper-half characters of each `extra` code page
    /// to the reverse lookup where `encoding` has no character of its own; with `latin1`, the
    /// reverse lookup also maps U+0080..=U+00FF to the byte of the same value where `encoding`
    /// has no byte (an ISO-8859-1 reading).
    fn build(encoding: &'static Encoding, extra: &[&'static Encoding], latin1: bool) -> Self {
        let mut to_char = ['\u{FFFD}'; 256];
        let mut from_char = Vec::with_capacity(256);
        for (byte, c) in (0..=255u8).zip(single_byte_chars(encoding)) {
            if let Some(c) = c {
                to_char[usize::from(byte)] = c;
                if byte >= 0x80 {
                    from_char.push((c, byte));
                }
            }
        }
        let mut known: std::collections::HashSet<char> =
            from_char.iter().map(|&(c, _)| c).collect();
        for &other in extra {
            for (byte, c) in (0..=255u8).zip(single_byte_chars(other)).skip(0x80) {
                if let Some(c) = c.filter(|&c| known.insert(c)) {
                    from_char.push((c, byte));
                }
            }
        }
        from_char.sort_unstable();
        from_char.dedup_by_key(|&mut (c, _)| c);
        let mut from_latin1 = [0u8; 128];
        let mut from_cyrillic = [0u8; 256];
        if latin1 {
            for (i, slot) in from_latin1.iter_mut().enumerate() {
                *slot = 0x80 + i as u8;
            }
        }
        from_char.retain(|&(c, byte)| match u32::from(c) {
            code @ 0x80..=0xFF => {
                from_latin1[(code - 0x80) as usize] = byte;
                false
            }
            code @ 0x400..=0x4FF => {
                from_cyrillic[(code - 0x400) as usize] = byte;
                false
            }
            _ => true,
        });
        CodePage { encoding, to_char, from_latin1, from_cyrillic, from_char }
    }

    /// The character a byte stands for.
    pub fn char_of(&self, byte: u8) -> char {
        self.to_char[usize::from(byte)]
    }

    /// The byte that stands for `c`, if the code page has one.
    pub fn byte_of(&self, c: char) -> Option<u8> {
        let code = u32::from(c);
        let byte = match code {
            0..=0x7F => return u8::try_from(code).ok(),
            0x80..=0xFF => self.from_latin1[(code - 0x80) as usize],
            0x400..=0x4FF => self.from_cyrillic[(code - 0x400) as usize],
            _ => {
                let i = self.from_char.binary_search_by_key(&c, |&(k, _)| k).ok()?;
                self.from_char[i].1
            }
        };
        (byte != 0).then_some(byte)
    }
}

/// The character of every byte 0..=255 of a single-byte encoding (`None` where it has none),
/// from one decoding of the 256 bytes (each byte is one character or one `U+FFFD`), or byte by
/// byte if that decoding does not give 256 characters.
fn single_byte_chars(encoding: &'static Encoding) -> Vec<Option<char>> {
    let all: Vec<u8> = (0..=255u8).collect();
    let (text, _) = encoding.decode_without_bom_handling(&all);
    let chars: Vec<Option<char>> = text.chars().map(|c| (c != '\u{FFFD}').then_some(c)).collect();
    if chars.len() == 256 {
        return chars;
    }
    all.iter()
        .map(|&byte| {
            let input = [byte];
            let (text, had_errors) = encoding.decode_without_bom_handling(&input);
            text.chars().next().filter(|_| !had_errors)
        })
        .collect()
}

/// The code pages used by detection and the mojibake scan.
pub(crate) struct CodePages {
    /// windows-1251.
    pub windows_1251: CodePage,
    /// KOI8-U (the WHATWG table, a superset of KOI8-R's letters); the reverse lookup also knows
    /// KOI8-R's box-drawing characters at the positions where KOI8-U has Ukrainian letters.
    pub koi8_u: CodePage,
    /// KOI8-R.
    pub koi8_r: CodePage,
    /// windows-1252 with an ISO-8859-1 fallback for the reverse lookup.
    pub windows_1252: CodePage,
    /// CP866 (DOS Cyrillic; the WHATWG `IBM866`).
    pub cp866: CodePage,
    /// ISO-8859-5.
    pub iso_8859_5: CodePage,
    /// Mac Cyrillic (the WHATWG `x-mac-cyrillic`, which is also Mac Ukrainian).
    pub mac_cyrillic: CodePage,
}

/// The shared code page tables, built once.
pub(crate) fn code_pages() -> &'static CodePages {
    static PAGES: OnceLock<CodePages> = OnceLock::new();
    PAGES.get_or_init(|| CodePages {
        windows_1251: CodePage::build(WINDOWS_1251, &[], false),
        koi8_u: CodePage::build(KOI8_U, &[KOI8_R], false),
        koi8_r: CodePage::build(KOI8_R, &[], false),
        windows_1252: CodePage::build(WINDOWS_1252, &[], true),
        cp866: CodePage::build(IBM866, &[], false),
        iso_8859_5: CodePage::build(ISO_8859_5, &[], false),
        mac_cyrillic: CodePage::build(X_MAC_CYRILLIC, &[], false),
    })
}

/// Letter frequencies per 10 000 letters for а..я (U+0430..=U+044F), a rounded blend of
/// Bulgarian, Ukrainian and Russian text.
const BASIC_FREQUENCIES: [u16; 32] = [
    1000, // а
    160,  // б
    470,  // в
    170,  // г
    310,  // д
    800,  // е
    90,   // ж
    190,  // з
    750,  // и
    110,  // й
    360,  // к
    400,  // л
    310,  // м
    690,  // н
    980,  // о
    290,  // п
    480,  // р
    500,  // с
    600,  // т
    270,  // у
    30,   // ф
    90,   // х
    60,   // ц
    140,  // ч
    60,   // ш
    40,   // щ
    80,   // ъ
    60,   // ы
    130,  // ь
    15,   // э
    50,   // ю
    200,  // я
];

/// Frequency of the lowercase letters outside а..я that Ukrainian and Russian use.
fn extended_frequency(lower: char) -> Option<u16> {
    Some(match lower {
        'ё' => 5,
        'є' => 30,
        'і' => 200,
        'ї' => 40,
        'ґ' => 3,
        'ў' => 2,
        _ => return None,
    })
}

/// Frequency (per 10 000) given to a Cyrillic letter of another language (ђ, ј, љ, ѣ…).
const FOREIGN_CYRILLIC_FREQUENCY: f64 = 1.0;
/// Frequency (per 10 000) given to ordinary typographic punctuation (dashes, quotes, №…).
const PUNCTUATION_FREQUENCY: f64 = 50.0;
/// Frequency (per 10 000) given to any other non-ASCII character (box drawing, control codes…).
const OTHER_FREQUENCY: f64 = 0.5;

/// Score subtracted for each word whose case pattern real text does not have.
pub(crate) const CASE_PATTERN_PENALTY: f64 = 8.0;

/// What the scorer needs to know about a character.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct CharClass {
    /// Log-frequency weight (0 for ASCII, which every candidate shares).
    pub weight: f32,
    /// Alphabetic (any script).
    pub alphabetic: bool,
    /// Lowercase.
    pub lower: bool,
    /// Uppercase.
    pub upper: bool,
    /// A letter of the modern Bulgarian, Ukrainian or Russian alphabet.
    pub cyrillic_letter: bool,
}

/// Classes of U+0080..=U+00FF (first 128) and U+0400..=U+04FF (next 256), built once.
fn class_table() -> &'static [CharClass; 384] {
    static TABLE: OnceLock<[CharClass; 384]> = OnceLock::new();
    TABLE.get_or_init(|| {
        let mut table = [CharClass::default(); 384];
        let codes = (0x80..=0xFFu32).chain(0x400..=0x4FF);
        for (slot, code) in table.iter_mut().zip(codes) {
            if let Some(c) = char::from_u32(code) {
                *slot = classify_slowly(c);
            }
        }
        table
    })
}

/// Frequency per 10 000 of a non-ASCII character in Bulgarian/Ukrainian text.
fn frequency(c: char) -> f64 {
    let lower = c.to_lowercase().next().unwrap_or(c);
    let code = u32::from(lower);
    if (0x430..=0x44F).contains(&code) {
        return f64::from(BASIC_FREQUENCIES[(code - 0x430) as usize]);
    }
    if let Some(f) = extended_frequency(lower) {
        return f64::from(f);
    }
    if (0x400..=0x4FF).contains(&code) && c.is_alphabetic() {
        return FOREIGN_CYRILLIC_FREQUENCY;
    }
    if is_common_punctuation(c) {
        return PUNCTUATION_FREQUENCY;
    }
    OTHER_FREQUENCY
}

fn classify_slowly(c: char) -> CharClass {
    CharClass {
        weight: if c.is_ascii() { 0.0 } else { (frequency(c) / 10_000.0).ln() as f32 },
        alphabetic: c.is_alphabetic(),
        lower: c.is_lowercase(),
        upper: c.is_uppercase(),
        cyrillic_letter: is_cyrillic_letter(c),
    }
}

/// Classifies a character (table lookups for ASCII, Latin-1 and Cyrillic).
pub(crate) fn classify(c: char) -> CharClass {
    let code = u32::from(c);
    match code {
        0..=0x7F => {
            let byte = code as u8;
            CharClass {
                weight: 0.0,
                alphabetic: byte.is_ascii_alphabetic(),
                lower: byte.is_ascii_lowercase(),
                upper: byte.is_ascii_uppercase(),
                cyrillic_letter: false,
            }
        }
        0x80..=0xFF => class_table()[(code - 0x80) as usize],
        0x400..=0x4FF => class_table()[(code - 0x400 + 128) as usize],
        _ => classify_slowly(c),
    }
}

/// Typographic punctuation that real Bulgarian and Ukrainian text uses.
pub(crate) fn is_common_punctuation(c: char) -> bool {
    matches!(
        c,
        '\u{A0}'
            | '«'
            | '»'
            | '§'
            | '©'
            | '®'
            | '°'
            | '±'
            | '·'
            | '–'
            | '—'
            | '‘'
            | '’'
            | '‚'
            | '“'
            | '”'
            | '„'
            | '•'
            | '…'
            | '№'
            | '€'
            | '™'
            | '′'
            | '″'
    )
}

/// Whether `c` is a letter of the modern Bulgarian, Ukrainian or Russian alphabet.
pub(crate) fn is_cyrillic_letter(c: char) -> bool {
    matches!(
        u32::from(c),
        0x410
            ..=0x44F
                | 0x401
                | 0x451
                | 0x404
                | 0x454
                | 0x406
                | 0x456
                | 0x407
                | 0x457
                | 0x490
                | 0x491
    )
}

/// Streams characters and scores how natural they look as Cyrillic text.
///
/// ASCII characters add no weight (every candidate decoding has the same ASCII), but they do
/// take part in word boundaries and case patterns. Call [`Scorer::end_word`] after the last
/// character so that a word at the very end is judged too.
#[derive(Clone, Debug, Default)]
pub(crate) struct Scorer {
    /// Sum of the weights minus the case-pattern penalties.
    pub total: f64,
    /// Number of non-ASCII characters weighed.
    pub weighed: usize,
    /// Number of Cyrillic letters seen.
    pub letters: usize,
    /// Number of words with the case pattern of misread capitalised words (see
    /// [`Scorer::end_word`]).
    pub case_violations: usize,
    /// Letters in the current word.
    word_letters: usize,
    /// The current word starts with a lowercase letter.
    word_starts_lower: bool,
    /// Every letter after the first of the current word is uppercase.
    word_rest_upper: bool,
}

/// The fewest letters a word needs for its case pattern to count (two-letter unit symbols such
/// as `кВ` and `мА` are real text).
const MIN_CASE_PATTERN_LETTERS: usize = 3;

impl Scorer {
    /// Adds one character.
    pub fn push(&mut self, c: char) {
        self.push_class(c.is_ascii(), classify(c));
    }

    /// Adds one character already classified.
    pub fn push_class(&mut self, ascii: bool, class: CharClass) {
        if !ascii {
            self.total += f64::from(class.weight);
            self.weighed += 1;
            if class.cyrillic_letter {
                self.letters += 1;
            }
        }
        if class.alphabetic {
            if self.word_letters == 0 {
                self.word_starts_lower = class.lower;
                self.word_rest_upper = true;
            } else {
                self.word_rest_upper &= class.upper;
            }
            self.word_letters += 1;
        } else {
            self.end_word();
        }
    }

    /// Closes the current word. A word of three or more letters whose first letter is lowercase
    /// and all others uppercase (`бЗЕЗБТУЛЙ`) is what a capitalised word becomes when windows-1251
    /// and KOI8 are confused, and real text does not write words that way: such a word costs
    /// [`CASE_PATTERN_PENALTY`].
    pub fn end_word(&mut self) {
        if self.word_letters >= MIN_CASE_PATTERN_LETTERS
            && self.word_starts_lower
            && self.word_rest_upper
        {
            self.case_violations += 1;
            self.total -= CASE_PATTERN_PENALTY;
        }
        self.word_letters = 0;
    }

    /// The score per weighed character (0 when nothing was weighed).
    pub fn per_character(&self) -> f64 {
        if self.weighed == 0 {
            0.0
        } else {
            self.total / self.weighed as f64
        }
    }
}

#[cfg(test)]
mod tests {
    use super::single_byte_chars;
    use encoding_rs::{Encoding, IBM866, KOI8_R, KOI8_U, WINDOWS_1251, WINDOWS_1252, WINDOWS_1253};

    #[test]
    fn one_decoding_of_all_bytes_gives_each_bytes_character() {
        for encoding in [WINDOWS_1251, KOI8_U, KOI8_R, WINDOWS_1252, IBM866, WINDOWS_1253] {
            let byte_by_byte: Vec<Option<char>> = (0..=255u8)
                .map(|b| {
                    let input = [b];
                    let (text, had_errors) =
                        Encoding::decode_without_bom_handling(encoding, &input);
                    text.chars().next().filter(|_| !had_errors)
                })
                .collect();
            assert_eq!(single_byte_chars(encoding), byte_by_byte, "{}", encoding.name());
        }
        assert_eq!(single_byte_chars(WINDOWS_1251)[0xC0], Some('А'));
        assert_eq!(single_byte_chars(KOI8_U)[0xA4], Some('є'));
        // windows-1253 has no character for 0xAA: the one decoding reports it as missing too.
        assert_eq!(single_byte_chars(WINDOWS_1253)[0xAA], None);
    }
}
