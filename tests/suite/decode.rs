//! Tests of the decode stage on the real seed regulations, their legacy-encoded copies, and
//! inputs built from them (BOMs, UTF-16, mojibake, binary data).

use encoding_rs::{
    Encoding, IBM866, ISO_8859_5, KOI8_R, KOI8_U, UTF_16BE, UTF_16LE, UTF_8, WINDOWS_1251,
    WINDOWS_1252, X_MAC_CYRILLIC,
};
use proptest::prelude::*;
use reglament::decode::{
    decode, decode_with_size_limit, encoding_for_label, error_source, Decoded, MAX_FILE_SIZE,
};
use reglament::diagnostic::render::{render_human, HumanOptions};
use reglament::diagnostic::{Diagnostic, Severity};

const SEEDS: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/seeds/");
const FIXTURES: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/decode/");

const SEED_NAMES: [&str; 4] = [
    "000_20935bbf1f354910",
    "001_a306ad5455d8112b",
    "003_9717607e9934b38d",
    "004_f49bdffadc02d22e",
];

fn seed(name: &str) -> String {
    let path = format!("{SEEDS}{name}.txt");
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

fn legacy(file: &str) -> Vec<u8> {
    let path = format!("{SEEDS}legacy/{file}");
    std::fs::read(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

fn fixture(file: &str) -> Vec<u8> {
    let path = format!("{FIXTURES}{file}");
    std::fs::read(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// The first line of `text` that starts with `prefix`.
fn line_starting(text: &str, prefix: &str) -> String {
    text.lines()
        .find(|l| l.starts_with(prefix))
        .unwrap_or_else(|| panic!("no line starts with {prefix:?}"))
        .to_owned()
}

fn codes(warnings: &[Diagnostic]) -> Vec<&'static str> {
    warnings.iter().map(|w| w.code.as_str()).collect()
}

fn ok(name: &str, bytes: &[u8], forced: Option<&'static Encoding>) -> Decoded {
    match decode(name, bytes, forced) {
        Ok(decoded) => {
            assert_well_formed(&decoded);
            decoded
        }
        Err(e) => panic!("{name}: unexpected error {} {}", e.code, e.message),
    }
}

fn err(name: &str, bytes: &[u8], forced: Option<&'static Encoding>) -> Diagnostic {
    match decode(name, bytes, forced) {
        Ok(d) => panic!("{name}: expected an error, got text in {}", d.file.encoding),
        Err(e) => {
            assert_code_documented(&e);
            let source = error_source(name, bytes, forced);
            for label in &e.labels {
                assert!(label.span.end <= source.text.len(), "{name}: span out of range");
                assert!(source.text.is_char_boundary(label.span.start));
                assert!(source.text.is_char_boundary(label.span.end));
            }
            e
        }
    }
}

fn assert_code_documented(d: &Diagnostic) {
    let info = reglament::decode::codes::CODES.iter().map(|c| c.info()).find(|c| c.code == d.code);
    let info = info.unwrap_or_else(|| panic!("{} is not in decode::codes::CODES", d.code));
    assert_eq!(info.severity, d.severity, "{}: severity differs from CODES", d.code);
    assert!(!d.message.ends_with('.'), "{}: message ends with a period", d.code);
    assert!(
        d.message.chars().next().is_some_and(|c| !c.is_uppercase()),
        "{}: message starts with an uppercase letter",
        d.code
    );
}

fn assert_well_formed(decoded: &Decoded) {
    let text = &decoded.file.text;
    assert!(!text.contains('\u{FEFF}'), "decoded text holds a BOM");
    for w in &decoded.warnings {
        assert_code_documented(w);
        for label in &w.labels {
            assert!(label.span.start <= label.span.end && label.span.end <= text.len());
            assert!(
                text.is_char_boundary(label.span.start) && text.is_char_boundary(label.span.end)
            );
        }
    }
}

fn utf16(text: &str, big_endian: bool, bom: bool) -> Vec<u8> {
    let mut units: Vec<u16> = Vec::new();
    if bom {
        units.push(0xFEFF);
    }
    units.extend(text.encode_utf16());
    units
        .into_iter()
        .flat_map(|u| if big_endian { u.to_be_bytes() } else { u.to_le_bytes() })
        .collect()
}

/// Encodes with a single-byte encoding, insisting that every character is representable.
fn encode_exactly(encoding: &'static Encoding, text: &str) -> Vec<u8> {
    let (bytes, _, unmappable) = encoding.encode(text);
    assert!(!unmappable, "{} cannot encode the test text", encoding.name());
    bytes.into_owned()
}

// ---------------------------------------------------------------------------------------------
// Detection on the real files

#[test]
fn utf8_seeds_decode_as_utf8_without_any_finding() {
    for name in SEED_NAMES {
        let text = seed(name);
        let decoded = ok(name, text.as_bytes(), None);
        assert_eq!(decoded.file.encoding, "UTF-8");
        assert_eq!(decoded.file.text, text);
        assert!(decoded.warnings.is_empty(), "{name}: {:?}", decoded.warnings);
    }
}

#[test]
fn windows_1251_copies_are_detected_and_decode_to_the_seed_text() {
    for name in SEED_NAMES {
        let file = format!("{name}.cp1251.txt");
        let decoded = ok(&file, &legacy(&file), None);
        assert_eq!(decoded.file.encoding, "windows-1251", "{file}");
        assert_eq!(decoded.file.text, seed(name), "{file}");
        // Exactly one finding: the note naming the detected encoding.
        assert_eq!(codes(&decoded.warnings), ["D006"], "{file}");
        let note = &decoded.warnings[0];
        assert_eq!(note.severity, Severity::Note);
        assert!(note.message.contains("`windows-1251`"), "{}", note.message);
        assert!(note.notes.iter().any(|n| n.contains("KOI8-U") && n.contains("KOI8-R")));
    }
}

#[test]
fn koi8_u_copy_is_detected_and_decodes_to_the_seed_text() {
    let name = "003_9717607e9934b38d";
    let file = format!("{name}.koi8u.txt");
    let decoded = ok(&file, &legacy(&file), None);
    assert_eq!(decoded.file.encoding, "KOI8-U");
    assert_eq!(codes(&decoded.warnings), ["D006"]);
    assert!(decoded.warnings[0].message.contains("`KOI8-U`"));
    // KOI8-U has no « » –; the legacy copy spells them << >> - (the only differences).
    for c in ['«', '»', '–'] {
        let (_, _, unmappable) = KOI8_U.encode(&c.to_string());
        assert!(unmappable, "{c} is representable in KOI8-U");
    }
    let expected = seed(name).replace('«', "<<").replace('»', ">>").replace('–', "-");
    assert_eq!(decoded.file.text, expected);
    // The file uses the letters only KOI8-U has (і, ї, є), which is why it is not KOI8-R.
    assert!(expected.contains('і') && expected.contains('ї') && expected.contains('є'));
}

#[test]
fn koi8_r_is_chosen_when_no_ukrainian_letter_is_used() {
    let name = "004_f49bdffadc02d22e";
    // KOI8 has no en dash.
    let text = seed(name).replace('–', "-");
    assert!(!text.chars().any(|c| "іїєґІЇЄҐ".contains(c)), "seed 004 has Ukrainian letters");
    let decoded = ok(name, &encode_exactly(KOI8_R, &text), None);
    assert_eq!(decoded.file.encoding, "KOI8-R");
    assert_eq!(decoded.file.text, text);
    assert_eq!(codes(&decoded.warnings), ["D006"]);
}

#[test]
fn koi8_u_is_chosen_for_bulgarian_text_that_uses_cyrillic_i() {
    // Seed 000 writes Roman numerals with the Cyrillic letter І, which only KOI8-U has.
    let name = "000_20935bbf1f354910";
    let text = seed(name).replace(['„', '“', '”'], "\"").replace('–', "-").replace('…', "...");
    assert!(text.contains('І'));
    let decoded = ok(name, &encode_exactly(KOI8_U, &text), None);
    assert_eq!(decoded.file.encoding, "KOI8-U");
    assert_eq!(decoded.file.text, text);
}

#[test]
fn every_80_character_window_of_the_seeds_is_detected_correctly() {
    // Windows of 80 characters (half-overlapping) of every seed, in windows-1251 and in KOI8;
    // characters KOI8 lacks are replaced first. KOI8-U is expected when the window uses a
    // Ukrainian letter, KOI8-R otherwise. (Measured: shorter windows are mostly right too, with
    // 2 of 1612 40-character windows and 108 of 3596 10-character windows misdetected.)
    let mut checked = 0;
    for name in SEED_NAMES {
        let text = seed(name)
            .replace('–', "-")
            .replace(['„', '“', '”', '«', '»'], "\"")
            .replace('…', "...");
        let chars: Vec<char> = text.chars().collect();
        for window in chars.windows(80).step_by(40) {
            let window: String = window.iter().collect();
            if window.is_ascii() || window.trim().is_empty() {
                continue;
            }
            let ukrainian = window.chars().any(|c| "іїєґІЇЄҐ".contains(c));
            let koi8 = if ukrainian { "KOI8-U" } else { "KOI8-R" };
            for (encoding, expected) in [(WINDOWS_1251, "windows-1251"), (KOI8_U, koi8)] {
                let decoded = ok(name, &encode_exactly(encoding, &window), None);
                assert_eq!(decoded.file.encoding, expected, "{window:?}");
                assert_eq!(decoded.file.text, window);
                checked += 1;
            }
        }
    }
    assert!(checked > 900, "only {checked} windows checked");
}

/// The seed text as a DOS, ISO or Mac code page can hold it: typographic quotes and dashes
/// plain, and the letters it lacks as their writers spelled them (CP866 has no Ukrainian і,
/// written with the Latin i; neither CP866 nor ISO-8859-5 has ґ).
fn representable(encoding: &'static Encoding, text: &str) -> String {
    text.chars()
        .map(|c| match c {
            '„' | '“' | '”' | '«' | '»' => '"',
            '–' | '—' => '-',
            '…' => '.',
            '’' | 'ʼ' => '\'',
            'і' if encoding == IBM866 => 'i',
            'І' if encoding == IBM866 => 'I',
            'ґ' if encoding != X_MAC_CYRILLIC => 'г',
            'Ґ' if encoding != X_MAC_CYRILLIC => 'Г',
            c => c,
        })
        .filter(|c| {
            let (_, _, unmappable) = encoding.encode(&c.to_string());
            !unmappable
        })
        .collect()
}

#[test]
fn dos_iso_and_mac_cyrillic_copies_are_detected_and_decode_to_the_seed_text() {
    // Whole seeds, and windows of 200 characters (half-overlapping) of every seed.
    let mut checked = 0;
    for name in SEED_NAMES {
        for (encoding, expected) in
            [(IBM866, "IBM866"), (ISO_8859_5, "ISO-8859-5"), (X_MAC_CYRILLIC, "x-mac-cyrillic")]
        {
            let text = representable(encoding, &seed(name));
            let decoded = ok(name, &encode_exactly(encoding, &text), None);
            assert_eq!(decoded.file.encoding, expected, "{name}");
            assert_eq!(decoded.file.text, text);
            assert!(
                !decoded.warnings.iter().any(|w| w.code == "D007"),
                "{name} in {expected}: {:?}",
                decoded.warnings
            );
            let chars: Vec<char> = text.chars().collect();
            for window in chars.windows(200).step_by(100) {
                let window: String = window.iter().collect();
                if window.chars().filter(|c| !c.is_ascii() && *c != '\u{a0}').count() < 40 {
                    continue;
                }
                let decoded = ok(name, &encode_exactly(encoding, &window), None);
                assert_eq!(decoded.file.encoding, expected, "{window:?}");
                checked += 1;
            }
        }
    }
    assert!(checked > 200, "only {checked} windows checked");
}

/// The 75 real regulations of the corpus, each in every single-byte code page it fits, decode
/// to their text under the right encoding.
#[test]
fn corpus_documents_in_every_cyrillic_code_page_are_detected() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/corpus/");
    let mut checked = 0;
    for lang in ["bg", "uk"] {
        let mut files: Vec<std::path::PathBuf> = std::fs::read_dir(format!("{dir}{lang}"))
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| p.extension().is_some_and(|e| e == "txt"))
            .collect();
        files.sort();
        for path in files {
            let original = std::fs::read_to_string(&path).unwrap();
            for (encoding, expected) in [
                (WINDOWS_1251, "windows-1251"),
                (KOI8_U, "KOI8-U"),
                (IBM866, "IBM866"),
                (ISO_8859_5, "ISO-8859-5"),
                (X_MAC_CYRILLIC, "x-mac-cyrillic"),
            ] {
                let text = representable(encoding, &original);
                let decoded = ok("x", &encode_exactly(encoding, &text), None);
                // The text is read right. (The code page may be another that reads these bytes
                // alike: KOI8-R for KOI8-U without і ї є ґ; CP866 for Mac Cyrillic in capitals,
                // which both put at 0x80–0x9F.)
                assert_eq!(decoded.file.text, text, "{} in {expected}", path.display());
                checked += 1;
            }
        }
    }
    assert!(checked >= 375, "{checked}");
}

#[test]
fn detection_note_reports_scores_best_first() {
    let decoded = ok("x", &legacy("001_a306ad5455d8112b.cp1251.txt"), None);
    let scores = &decoded.warnings[0].notes[0];
    let first = scores.find("windows-1251").unwrap_or(usize::MAX);
    let koi8 = scores.find("KOI8-R").unwrap_or(0);
    assert!(first < koi8, "windows-1251 should be listed first: {scores}");
}

// ---------------------------------------------------------------------------------------------
// Byte-order marks and UTF-16

#[test]
fn utf8_with_bom_decodes_without_the_bom_and_without_a_note() {
    let text = seed("001_a306ad5455d8112b");
    let mut bytes = b"\xEF\xBB\xBF".to_vec();
    bytes.extend_from_slice(text.as_bytes());
    let decoded = ok("bom", &bytes, None);
    assert_eq!(decoded.file.encoding, "UTF-8");
    assert_eq!(decoded.file.text, text);
    assert!(decoded.warnings.is_empty());
}

#[test]
fn utf16_with_bom_decodes_in_both_byte_orders() {
    let text = seed("003_9717607e9934b38d");
    for (big_endian, name) in [(false, "UTF-16LE"), (true, "UTF-16BE")] {
        let decoded = ok(name, &utf16(&text, big_endian, true), None);
        assert_eq!(decoded.file.encoding, name);
        assert_eq!(decoded.file.text, text);
        assert_eq!(codes(&decoded.warnings), ["D006"]);
        assert!(decoded.warnings[0].message.contains("byte-order mark"));
        assert!(decoded.warnings[0].message.contains(&format!("`{name}`")));
    }
}

#[test]
fn byte_order_marks_left_inside_joined_files_are_removed() {
    let a = seed("000_20935bbf1f354910");
    let b = seed("004_f49bdffadc02d22e");
    let joined = format!("\u{FEFF}{a}\u{FEFF}{b}");
    let decoded = ok("joined", joined.as_bytes(), None);
    assert_eq!(decoded.file.text, format!("{a}{b}"));
}

// ---------------------------------------------------------------------------------------------
// Forced encodings

#[test]
fn forced_encodings_override_detection() {
    let bytes = legacy("004_f49bdffadc02d22e.cp1251.txt");
    let decoded = ok("forced", &bytes, Some(WINDOWS_1251));
    assert_eq!(decoded.file.encoding, "windows-1251");
    assert_eq!(decoded.file.text, seed("004_f49bdffadc02d22e"));
    // Forced: no detection note.
    assert!(decoded.warnings.is_empty(), "{:?}", decoded.warnings);

    let koi8 = legacy("003_9717607e9934b38d.koi8u.txt");
    let decoded = ok("forced", &koi8, Some(KOI8_U));
    assert_eq!(decoded.file.encoding, "KOI8-U");
    assert!(decoded.file.text.starts_with("Р Е Г Л А М Е Н Т"));

    // UTF-16LE without a byte-order mark is readable only when forced.
    let text = seed("001_a306ad5455d8112b");
    let decoded = ok("forced", &utf16(&text, false, false), Some(UTF_16LE));
    assert_eq!(decoded.file.text, text);
    // A byte-order mark matching the forced encoding is dropped.
    let decoded = ok("forced", &utf16(&text, true, true), Some(UTF_16BE));
    assert_eq!(decoded.file.text, text);
}

#[test]
fn forcing_the_wrong_code_page_is_caught_as_mojibake() {
    // windows-1251 bytes forced through KOI8-R give wrong-case soup, which is then reported
    // with the text the file really holds.
    let name = "001_a306ad5455d8112b";
    let bytes = legacy(&format!("{name}.cp1251.txt"));
    let decoded = ok("forced-wrong", &bytes, Some(KOI8_R));
    assert_eq!(decoded.file.encoding, "KOI8-R");
    let mojibake: Vec<&Diagnostic> = decoded.warnings.iter().filter(|w| w.code == "D007").collect();
    assert!(!mojibake.is_empty());
    let line = line_starting(&seed(name), "Да се излъчи отборът");
    let expected = repair_help(core(&line));
    assert!(
        mojibake.iter().any(|w| w.help.as_deref() == Some(expected.as_str())),
        "no warning repairs {line:?}: {:?}",
        mojibake.iter().map(|w| &w.help).collect::<Vec<_>>()
    );
}

#[test]
fn invalid_bytes_under_forced_utf8_are_an_error_at_the_first_bad_byte() {
    let bytes = legacy("000_20935bbf1f354910.cp1251.txt");
    let e = err("forced-utf8", &bytes, Some(UTF_8));
    assert_eq!(e.code, "D004");
    assert_eq!(e.severity, Severity::Error);
    let first_bad = bytes.iter().position(|b| !b.is_ascii()).unwrap_or(0);
    // Everything before the first bad byte is ASCII, so the offsets agree.
    let span = e.primary_span().unwrap_or_default();
    assert_eq!(span.start, first_bad);
    let source = error_source("forced-utf8", &bytes, Some(UTF_8));
    assert_eq!(source.slice(span), "\u{FFFD}");
    assert!(e.help.as_deref().unwrap_or("").contains("--encoding"));

    // UTF-16 with a lone surrogate after `ab`.
    let mut bytes = utf16("ab", false, false);
    bytes.extend_from_slice(&[0x00, 0xDC]);
    bytes.extend_from_slice(&utf16("cd", false, false));
    let e = err("forced-utf16", &bytes, Some(UTF_16LE));
    assert_eq!(e.code, "D004");
    assert_eq!(e.primary_span().map(|s| s.start), Some(2));
    assert!(e.message.contains("`UTF-16LE`"), "{}", e.message);
}

#[test]
fn encoding_labels_for_the_command_line() {
    let cases: [(&str, &'static Encoding); 24] = [
        ("utf-8", UTF_8),
        ("UTF8", UTF_8),
        ("utf-16", UTF_16LE),
        ("utf-16le", UTF_16LE),
        ("UTF-16BE", UTF_16BE),
        ("windows-1251", WINDOWS_1251),
        ("cp1251", WINDOWS_1251),
        ("1251", WINDOWS_1251),
        ("Windows-1251", WINDOWS_1251),
        ("x-cp1251", WINDOWS_1251),
        ("koi8-u", KOI8_U),
        ("KOI8-U", KOI8_U),
        ("koi8-ru", KOI8_U),
        ("koi8-r", KOI8_R),
        ("koi8", KOI8_R),
        ("cp1252", WINDOWS_1252),
        (" latin1 ", WINDOWS_1252),
        ("cp866", IBM866),
        ("866", IBM866),
        ("dos", IBM866),
        ("ISO-8859-5", ISO_8859_5),
        ("iso8859-5", ISO_8859_5),
        ("mac-cyrillic", X_MAC_CYRILLIC),
        ("x-mac-ukrainian", X_MAC_CYRILLIC),
    ];
    for (label, encoding) in cases {
        assert_eq!(encoding_for_label(label), Some(encoding), "{label}");
    }
    for label in ["replacement", "klingon", "", "utf-7"] {
        assert_eq!(encoding_for_label(label), None, "{label}");
    }
}

// ---------------------------------------------------------------------------------------------
// Errors: empty, binary, too large

#[test]
fn empty_and_whitespace_only_files_are_errors() {
    for bytes in
        [&b""[..], b"   \n\t\r\n ", b"\xEF\xBB\xBF", b"\xEF\xBB\xBF  \n", b"\xFF\xFE \x00\n\x00"]
    {
        let e = err("empty", bytes, None);
        assert_eq!(e.code, "D002", "{bytes:?}");
        assert!(e.labels.is_empty(), "an empty file has no place to point at");
    }
    assert_eq!(err("empty", b"", None).message, "file is empty");
}

#[test]
fn png_header_is_binary_and_points_at_the_first_nul() {
    let bytes = fixture("png-header.bin");
    assert_eq!(&bytes[..8], b"\x89PNG\r\n\x1a\n");
    let e = err("image.png", &bytes, None);
    assert_eq!(e.code, "D003");
    assert!(e.message.contains("NUL"));
    let source = error_source("image.png", &bytes, None);
    let span = e.primary_span().unwrap_or_default();
    assert_eq!(source.slice(span), "\u{2400}", "the span shows the NUL as ␀");
    // The NUL is the ninth byte; before it: ‰ (0x89 in windows-1251) P N G CR LF SUB LF.
    assert_eq!(source.text[..span.start].chars().count(), 8);
}

#[test]
fn random_bytes_with_nuls_and_control_soup_are_binary() {
    // A fixed pseudo-random sequence (xorshift), full of NULs and control bytes.
    let mut state: u32 = 0x1234_5678;
    let bytes: Vec<u8> = (0..4096)
        .map(|_| {
            state ^= state << 13;
            state ^= state >> 17;
            state ^= state << 5;
            state.to_le_bytes()[0]
        })
        .collect();
    assert!(bytes.contains(&0));
    assert_eq!(err("random.bin", &bytes, None).code, "D003");

    // No NUL, but one control character in ten: binary too.
    let text = seed("004_f49bdffadc02d22e");
    let soup: String = text
        .chars()
        .enumerate()
        .flat_map(|(i, c)| if i % 10 == 0 { vec![c, '\u{1}'] } else { vec![c] })
        .collect();
    let e = err("soup", soup.as_bytes(), None);
    assert_eq!(e.code, "D003");
    assert!(e.message.contains("control characters"), "{}", e.message);
    let source = error_source("soup", soup.as_bytes(), None);
    assert_eq!(source.slice(e.primary_span().unwrap_or_default()), "\u{2401}");
}

#[test]
fn a_few_stray_control_characters_do_not_make_a_file_binary() {
    // A DOS end-of-file mark, a form feed and one stray control character in a long text.
    let text = format!("{}\u{C}\u{2}\u{1A}", seed("001_a306ad5455d8112b"));
    let decoded = ok("dos", text.as_bytes(), None);
    assert_eq!(decoded.file.text, text);
}

#[test]
fn utf16_without_bom_is_binary_with_a_hint() {
    let text = seed("000_20935bbf1f354910");
    for (big_endian, label) in [(false, "utf-16le"), (true, "utf-16be")] {
        let e = err("utf16", &utf16(&text, big_endian, false), None);
        assert_eq!(e.code, "D003");
        let help = e.help.unwrap_or_default();
        assert!(help.contains(&format!("--encoding {label}")), "{help}");
    }
}

#[test]
fn files_over_the_limit_are_refused_before_decoding() {
    let bytes = seed("003_9717607e9934b38d").into_bytes();
    let limit = bytes.len() - 1;
    match decode_with_size_limit("big", &bytes, None, limit) {
        Err(e) => {
            assert_eq!(e.code, "D001");
            assert!(e.message.contains(&bytes.len().to_string()));
        }
        Ok(_) => panic!("over the limit but decoded"),
    }
    assert!(decode_with_size_limit("big", &bytes, None, bytes.len()).is_ok());

    // The public limit, once: a zeroed allocation is cheap and is never read.
    let huge = vec![0u8; MAX_FILE_SIZE + 1];
    assert_eq!(err("huge", &huge, None).code, "D001");
    assert_eq!(MAX_FILE_SIZE, 64 * 1024 * 1024);
}

// ---------------------------------------------------------------------------------------------
// Replacement characters

#[test]
fn mostly_utf8_with_a_stray_byte_is_utf8_with_a_warning() {
    let text = seed("001_a306ad5455d8112b");
    let at = text.find("Организатор").unwrap_or(0);
    let mut bytes = text.as_bytes()[..at].to_vec();
    bytes.push(0xC0); // "А" in windows-1251, pasted into UTF-8
    bytes.extend_from_slice(&text.as_bytes()[at..]);
    let decoded = ok("stray", &bytes, None);
    assert_eq!(decoded.file.encoding, "UTF-8");
    assert_eq!(codes(&decoded.warnings), ["D005"]);
    let w = &decoded.warnings[0];
    assert_eq!(w.primary_span().map(|s| s.start), Some(at));
    assert_eq!(decoded.file.slice(w.primary_span().unwrap_or_default()), "\u{FFFD}");
    assert!(w.notes.iter().any(|n| n.contains("UTF-8 except for 1")));
}

#[test]
fn replacement_characters_already_in_the_file_are_reported() {
    let text = seed("004_f49bdffadc02d22e").replacen("Одесос", "Од\u{FFFD}сос", 1);
    let decoded = ok("lost", text.as_bytes(), None);
    assert_eq!(codes(&decoded.warnings), ["D005"]);
    let w = &decoded.warnings[0];
    assert_eq!(w.labels[0].message.as_deref(), Some("already in the file"));
    assert_eq!(w.primary_span().map(|s| s.start), text.find('\u{FFFD}'));
}

#[test]
fn undecodable_sequences_under_detection_are_replaced_and_reported() {
    // A lone surrogate in UTF-16LE.
    let mut bytes = utf16("Регламент", false, true);
    bytes.extend_from_slice(&[0x00, 0xD8]);
    bytes.extend_from_slice(&utf16(" за турнира", false, false));
    let decoded = ok("surrogate", &bytes, None);
    assert_eq!(decoded.file.text, "Регламент\u{FFFD} за турнира");
    assert_eq!(codes(&decoded.warnings), ["D006", "D005"]);
    let w = &decoded.warnings[1];
    assert_eq!(w.labels[0].message.as_deref(), Some("undecodable bytes replaced here"));
    assert_eq!(w.primary_span().map(|s| s.start), Some("Регламент".len()));

    // An odd trailing byte in UTF-16.
    let mut bytes = utf16("Регламент", true, true);
    bytes.push(0x04);
    let decoded = ok("odd", &bytes, None);
    assert_eq!(decoded.file.text, "Регламент\u{FFFD}");
    assert_eq!(codes(&decoded.warnings), ["D006", "D005"]);
}

// ---------------------------------------------------------------------------------------------
// Mojibake

/// `line` without its leading and trailing ASCII (the part a mojibake run covers).
fn core(line: &str) -> &str {
    line.trim_matches(|c: char| c.is_ascii())
}

/// The help line the warning shows for a repair (at most 80 characters, then `…`).
fn repair_help(repaired: &str) -> String {
    let mut shown: String = repaired.chars().take(80).collect();
    if repaired.chars().count() > 80 {
        shown.push('…');
    }
    format!("replace it with `{shown}`")
}

/// Replaces `line` in the seed `name` with `garbled`, decodes, and checks that exactly one
/// mojibake warning is reported, covering the garbled part and showing the original text.
fn assert_one_run(name: &str, line: &str, garbled: &str, original: &str, decoded_as: &str) {
    let text = seed(name);
    let at = text.find(line).unwrap_or_else(|| panic!("line not in seed"));
    let damaged = text.replacen(line, garbled, 1);
    let decoded = ok(name, damaged.as_bytes(), None);
    assert_eq!(decoded.file.encoding, "UTF-8");
    assert_eq!(codes(&decoded.warnings), ["D007"], "{:#?}", decoded.warnings);
    let w = &decoded.warnings[0];
    let span = w.primary_span().unwrap_or_default();
    let garbled_core = core(garbled);
    let core_start = at + garbled.find(garbled_core).unwrap_or(0);
    assert_eq!(decoded.file.slice(span), garbled_core);
    assert_eq!(span.start, core_start);
    assert_eq!(w.help.as_deref(), Some(repair_help(core(line)).as_str()));
    assert!(
        w.message.contains(&format!("{original} text that was decoded as `{decoded_as}`")),
        "{}",
        w.message
    );
}

#[test]
fn utf8_read_as_windows_1251_is_found_and_repaired() {
    let name = "000_20935bbf1f354910";
    let line = line_starting(&seed(name), "Българската федерация");
    let (garbled, _) = WINDOWS_1251.decode_without_bom_handling(line.as_bytes());
    assert!(garbled.starts_with("Р‘СЉР»РіР°СЂСЃРєР°С‚Р°"));
    assert_one_run(name, &line, &garbled, "UTF-8", "windows-1251");
}

#[test]
fn utf8_read_as_windows_1252_is_found_and_repaired() {
    let name = "003_9717607e9934b38d";
    let line = line_starting(&seed(name), "Змагання проводяться");
    let (garbled, _) = WINDOWS_1252.decode_without_bom_handling(line.as_bytes());
    assert!(garbled.starts_with("Ð—Ð¼Ð°Ð³Ð°Ð½Ð½Ñ"));
    assert_one_run(name, &line, &garbled, "UTF-8", "windows-1252");
}

#[test]
fn utf8_read_as_koi8_r_is_found_and_repaired() {
    let name = "004_f49bdffadc02d22e";
    let line = line_starting(&seed(name), "Турнирът се провежда от 7");
    let (garbled, _) = KOI8_R.decode_without_bom_handling(line.as_bytes());
    assert_one_run(name, &line, &garbled, "UTF-8", "KOI8-R");
}

#[test]
fn windows_1251_read_as_koi8_is_found_and_repaired() {
    let name = "001_a306ad5455d8112b";
    let line = line_starting(&seed(name), "Да се излъчи отборът");
    let bytes = encode_exactly(WINDOWS_1251, &line);
    let (garbled, _) = KOI8_R.decode_without_bom_handling(&bytes);
    assert!(garbled.starts_with("дЮ ЯЕ ХГКЗВХ"), "{garbled}");
    assert_one_run(name, &line, &garbled, "windows-1251", "KOI8-R");
}

#[test]
fn koi8_read_as_windows_1251_is_found_and_repaired() {
    let name = "004_f49bdffadc02d22e";
    let line = line_starting(&seed(name), "Турнирът се провежда от 7");
    let bytes = encode_exactly(KOI8_U, &line);
    let (garbled, _) = WINDOWS_1251.decode_without_bom_handling(&bytes);
    assert!(garbled.starts_with("фХТОЙТЯФ"), "{garbled}");
    assert_one_run(name, &line, &garbled, "KOI8-U", "windows-1251");
}

#[test]
fn utf8_read_as_windows_1251_twice_is_repaired_in_one_step() {
    let name = "001_a306ad5455d8112b";
    let line = line_starting(&seed(name), "Да се излъчи отборът");
    let (once, _) = WINDOWS_1251.decode_without_bom_handling(line.as_bytes());
    let (twice, _) = WINDOWS_1251.decode_without_bom_handling(once.as_bytes());
    assert!(twice.starts_with("Р\u{a0}вЂќР\u{a0}В°"), "{twice}");
    let text = seed(name).replacen(&line, &twice, 1);
    let decoded = ok(name, text.as_bytes(), None);
    assert_eq!(codes(&decoded.warnings), ["D007"]);
    let w = &decoded.warnings[0];
    assert!(w.message.ends_with("decoded as `windows-1251` twice"), "{}", w.message);
    assert_eq!(w.help.as_deref(), Some(repair_help(core(&line)).as_str()));
    assert_eq!(decoded.file.slice(w.primary_span().unwrap_or_default()), core(&twice));
}

#[test]
fn mojibake_fixture_file_is_repaired_to_the_seed_text() {
    // The fixture is seed 001's opening lines saved as UTF-8 after being read as windows-1251.
    let bytes = fixture("utf8-read-as-cp1251.txt");
    let decoded = ok("fixture", &bytes, None);
    let original: Vec<String> =
        seed("001_a306ad5455d8112b").lines().take(6).map(String::from).collect();
    let mojibake: Vec<&Diagnostic> = decoded.warnings.iter().filter(|w| w.code == "D007").collect();
    let expected: Vec<String> =
        original.iter().map(|l| core(l)).filter(|c| !c.is_empty()).map(repair_help).collect();
    let shown: Vec<String> = mojibake.iter().filter_map(|w| w.help.clone()).collect();
    assert_eq!(shown, expected);
}

#[test]
fn whole_file_mojibake_is_capped_at_ten_warnings() {
    let text = seed("001_a306ad5455d8112b");
    let (garbled, _) = WINDOWS_1251.decode_without_bom_handling(text.as_bytes());
    let decoded = ok("garbled", garbled.as_bytes(), None);
    assert_eq!(codes(&decoded.warnings), ["D007"; 10]);
    let last = &decoded.warnings[9];
    assert!(last.notes.iter().any(|n| n.contains("further runs of mojibake")));
}

#[test]
fn legacy_decodes_have_no_mojibake_either() {
    for file in std::fs::read_dir(format!("{SEEDS}legacy")).into_iter().flatten().flatten() {
        let bytes = std::fs::read(file.path()).unwrap_or_default();
        let decoded = ok("legacy", &bytes, None);
        assert!(!codes(&decoded.warnings).contains(&"D007"), "{:?}", file.path());
    }
}

// ---------------------------------------------------------------------------------------------
// Rendering

#[test]
fn rendered_mojibake_warning() {
    let line = "Главен съдия: Емил Петков - национален съдия.";
    let (garbled, _) = WINDOWS_1251.decode_without_bom_handling(line.as_bytes());
    let text = format!("9. Съдии\n{garbled}\n");
    let decoded = ok("regulation.txt", text.as_bytes(), None);
    assert_eq!(codes(&decoded.warnings), ["D007"]);
    let rendered = render_human(&decoded.file, &decoded.warnings[0], HumanOptions { color: false });
    insta::assert_snapshot!("mojibake_warning", rendered);
}

#[test]
fn rendered_binary_file_error() {
    let bytes = fixture("png-header.bin");
    let e = err("image.png", &bytes, None);
    let source = error_source("image.png", &bytes, None);
    let rendered = render_human(&source, &e, HumanOptions { color: false });
    insta::assert_snapshot!("binary_file_error", rendered);
}

// ---------------------------------------------------------------------------------------------
// Size and robustness

#[test]
fn large_valid_utf8_decodes_in_linear_time() {
    // 50 MB in release builds; 5 MB in unoptimised test builds. A quadratic scan would take
    // hours at either size.
    let target = if cfg!(debug_assertions) { 5_000_000 } else { 50_000_000 };
    let mut text = String::with_capacity(target + 20_000);
    while text.len() < target {
        for name in SEED_NAMES {
            text.push_str(&seed(name));
        }
    }
    let start = std::time::Instant::now();
    let decoded = ok("large", text.as_bytes(), None);
    let elapsed = start.elapsed();
    assert_eq!(decoded.file.text.len(), text.len());
    assert!(decoded.warnings.is_empty());
    assert!(elapsed.as_secs() < 60, "{} bytes took {elapsed:?}", text.len());
}

/// Text-like bytes: pieces of the seeds in several encodings, garbled or not, with random bytes.
fn text_like_bytes() -> impl Strategy<Value = Vec<u8>> {
    let piece = prop_oneof![
        any::<Vec<u8>>(),
        (0usize..4, 0usize..2000, 1usize..200).prop_map(|(which, start, len)| {
            let text = seed(SEED_NAMES[which]);
            let chars: String = text.chars().skip(start).take(len).collect();
            chars.into_bytes()
        }),
        (0usize..4, 0usize..2000, 1usize..200, 0usize..5).prop_map(|(which, start, len, how)| {
            let text = seed(SEED_NAMES[which]);
            let chars: String = text.chars().skip(start).take(len).collect();
            let encodings = [WINDOWS_1251, KOI8_U, KOI8_R, WINDOWS_1252, UTF_16LE];
            let (bytes, _, _) = encodings[how].encode(&chars);
            let (garbled, _) = encodings[(how + 1) % 4].decode_without_bom_handling(&bytes);
            if how % 2 == 0 {
                bytes.into_owned()
            } else {
                garbled.into_owned().into_bytes()
            }
        }),
    ];
    prop::collection::vec(piece, 0..6).prop_map(|pieces| pieces.concat())
}

proptest! {
    #![proptest_config(crate::common::proptest_config(256))]

    #[test]
    fn arbitrary_bytes_never_panic(bytes in any::<Vec<u8>>(), forced in 0usize..5) {
        let forced = [None, Some(UTF_8), Some(WINDOWS_1251), Some(KOI8_U), Some(UTF_16BE)][forced];
        check_any_input(&bytes, forced);
    }

    #[test]
    fn text_like_bytes_never_panic(bytes in text_like_bytes()) {
        check_any_input(&bytes, None);
    }

    #[test]
    fn byte_order_marks_anywhere_never_reach_the_text(
        a in "[а-яА-Я a-z\n]{0,40}",
        b in "[а-яА-Я a-z\n]{0,40}",
    ) {
        let text = format!("\u{FEFF}{a}\u{FEFF}{b}\u{FEFF}");
        if let Ok(decoded) = decode("bom", text.as_bytes(), None) {
            prop_assert_eq!(decoded.file.text, format!("{a}{b}"));
        }
    }
}

fn check_any_input(bytes: &[u8], forced: Option<&'static Encoding>) {
    match decode("any", bytes, forced) {
        Ok(decoded) => assert_well_formed(&decoded),
        Err(e) => {
            assert_code_documented(&e);
            let source = error_source("any", bytes, forced);
            for label in &e.labels {
                assert!(label.span.end <= source.text.len());
                assert!(source.text.is_char_boundary(label.span.start));
                assert!(source.text.is_char_boundary(label.span.end));
            }
        }
    }
}
