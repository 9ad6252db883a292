//! Bytes → text: the first stage of the pipeline.
//!
//! Regulations arrive in UTF-8 (with or without a byte-order mark), UTF-16 with a byte-order
//! mark, windows-1251, KOI8-U or KOI8-R. [`decode`] picks the encoding in this order:
//!
//! 1. an encoding forced by the caller (`--encoding`), which overrides everything;
//! 2. a byte-order mark (UTF-8, UTF-16LE, UTF-16BE);
//! 3. valid UTF-8 (also: UTF-8 with a few stray invalid bytes, which are replaced and reported);
//! 4. otherwise a Cyrillic letter-frequency test between windows-1251, KOI8-U and KOI8-R
//!    (see `detect.rs`).
//!
//! It then refuses what is not text (empty, binary, too large, undecodable under a forced
//! encoding) and warns about replacement characters and mojibake (see `mojibake.rs`). A detected
//! encoding other than UTF-8 is reported with a note so the user sees what was assumed.
//!
//! Spans of returned warnings point into [`Decoded::file`]. Spans of a returned error point into
//! the text given by [`error_source`] for the same input.

mod detect;
mod mojibake;
mod tables;

use crate::diagnostic::codes::CodeInfo;
use crate::diagnostic::{Diagnostic, Severity};
use crate::source::{SourceFile, Span};
use encoding_rs::{DecoderResult, Encoding, UTF_8};

/// The largest file [`decode`] accepts, in bytes (64 MiB).
pub const MAX_FILE_SIZE: usize = 64 * 1024 * 1024;

/// The file is larger than [`MAX_FILE_SIZE`].
const FILE_TOO_LARGE: &str = "D001";
/// The file is empty or holds only whitespace.
const EMPTY_FILE: &str = "D002";
/// The file holds NUL bytes or too many control characters.
const BINARY_FILE: &str = "D003";
/// The bytes are not valid in the encoding the caller forced.
const INVALID_FOR_FORCED_ENCODING: &str = "D004";
/// The decoded text holds U+FFFD replacement characters.
const REPLACEMENT_CHARACTERS: &str = "D005";
/// The encoding was detected rather than being UTF-8 or forced.
const ENCODING_DETECTED: &str = "D006";
/// A run of text was decoded with the wrong code page earlier in its life.
const MOJIBAKE: &str = "D007";

/// Codes produced by decoding.
pub const CODES: &[CodeInfo] = &[
    CodeInfo {
        code: FILE_TOO_LARGE,
        name: "file-too-large",
        severity: Severity::Error,
        summary: "the file is larger than 64 MiB and is not read",
        explanation: "\
A regulation is a few pages of text; a file over 64 MiB is almost certainly the wrong file \
(an archive, a database dump, a video). It is refused before any decoding so that a mistake \
costs no time or memory.

**Example:** `reglament check backup.tar` on a 300 MiB archive.

**Fix:** pass the regulation's text file instead.",
    },
    CodeInfo {
        code: EMPTY_FILE,
        name: "empty-file",
        severity: Severity::Error,
        summary: "the file is empty or holds only whitespace",
        explanation: "\
The file has no content to check: it is zero bytes long, or holds only spaces, tabs, line \
breaks and byte-order marks. This usually means the file was saved before anything was typed, \
or an export failed.

**Example:** a file made with `touch regulation.txt`.

**Fix:** write the regulation into the file, or pass the file that holds it.",
    },
    CodeInfo {
        code: BINARY_FILE,
        name: "binary-file",
        severity: Severity::Error,
        summary: "the file is binary data, not text",
        explanation: "\
Text files never hold NUL bytes and hardly ever hold control characters other than tab, line \
breaks, form feed and the DOS end-of-file mark. A file with a NUL byte, or with more than one \
other control character in a hundred, is treated as binary: a PDF, a Word `.doc`, an image, \
or UTF-16 text saved without a byte-order mark. The report points at the first offending \
character.

**Example:** passing `regulation.docx` instead of the text exported from it.

**Fix:** export or save the regulation as plain text (UTF-8). If the file is UTF-16 text without \
a byte-order mark, pass `--encoding utf-16le` (or `utf-16be`).",
    },
    CodeInfo {
        code: INVALID_FOR_FORCED_ENCODING,
        name: "invalid-bytes-for-encoding",
        severity: Severity::Error,
        summary: "the bytes are not valid in the encoding given with `--encoding`",
        explanation: "\
The encoding was forced (with `--encoding`), so no detection took place, and the file holds \
byte sequences that are invalid in that encoding: for UTF-8, a byte that cannot start or \
continue a character; for UTF-16, an odd length or a lone surrogate. (windows-1251 and KOI8 \
assign a character to every byte, so forcing them never fails this way.) The report points at the first invalid sequence, shown as `�`.

**Example:** `--encoding utf-8` on a file saved in windows-1251.

**Fix:** pass the encoding the file is really in, or leave `--encoding` out and let the \
encoding be detected.",
    },
    CodeInfo {
        code: REPLACEMENT_CHARACTERS,
        name: "replacement-characters",
        severity: Severity::Warning,
        summary: "the text holds replacement characters `�` where characters were lost",
        explanation: "\
The decoded text holds U+FFFD REPLACEMENT CHARACTER (`�`). Either some bytes could not be \
decoded (a mostly-UTF-8 file with a few bytes from another encoding, an unpaired UTF-16 \
surrogate, an odd number of bytes in UTF-16) and were replaced now, or the file \
already held `�` because an earlier conversion lost the characters. Either way the original \
characters are gone from this text.

**Example:** a UTF-8 file in which one word was pasted from a windows-1251 document.

**Fix:** retype the characters shown as `�`, or recover them from the original document.",
    },
    CodeInfo {
        code: ENCODING_DETECTED,
        name: "encoding-detected",
        severity: Severity::Note,
        summary: "the file is not UTF-8; the encoding used was detected",
        explanation: "\
The file has no UTF-8 content, so its encoding was inferred: from a byte-order mark (UTF-16), or \
by a letter-frequency test between windows-1251, KOI8-U and KOI8-R, which decodes the bytes \
with each and keeps the one whose Cyrillic letters look most like Bulgarian/Ukrainian text \
(letter frequencies, and no words like `бЗЕЗБТУЛЙ` with a lowercase letter before an uppercase \
one). KOI8-U is chosen over KOI8-R only when the Ukrainian letters і ї є ґ are used. The note \
names the encoding and the scores so a wrong guess is easy to spot.

**Example:** a regulation saved by an old Windows editor in windows-1251.

**Fix:** nothing, if the text reads correctly. Otherwise pass the right encoding with \
`--encoding`; better, save the file as UTF-8.",
    },
    CodeInfo {
        code: MOJIBAKE,
        name: "mojibake",
        severity: Severity::Warning,
        summary: "a run of text was decoded with the wrong code page before it was saved",
        explanation: "\
The text is valid but garbled in a recognisable way: at some point its bytes were decoded with \
the wrong code page and the result was saved. The classic patterns are UTF-8 Cyrillic read as \
windows-1251 (`Р‘СЉР»РіР°СЂСЃРєРё`) or windows-1252 (`Ð‘ÑŠÐ»Ð³Ð°Ñ€...`), \
windows-1251 read as KOI8 (`бЗЕЗБТУЛЙ`: wrong-case soup) and KOI8 read as windows-1251 \
(`вШЛЗБТУЛЙ`). UTF-8 garbled twice the same way (`Да`, once `Р”Р°`, twice `Р вЂќР В°`) is recognised too and \
repaired in one step. Each run (never longer than a line) is reported with the repaired text, \
which is shown only when undoing the mistake gives plausible Cyrillic. At most ten runs are \
listed per file.

**Example:** `Р РµРіР»Р°РјРµРЅС‚` where `Регламент` was meant.

**Fix:** replace the run with the repaired text shown in the help line, or go back to the \
original document and save it as UTF-8.",
    },
];

/// A decoded file plus the warnings decoding produced (mojibake, replacement characters…).
#[derive(Debug)]
pub struct Decoded {
    /// The text.
    pub file: SourceFile,
    /// Non-fatal findings: notes and warnings whose spans point into `file`.
    pub warnings: Vec<Diagnostic>,
}

/// Finds the encoding for an `--encoding` label, case-insensitively: `utf-8`, `utf8`, `utf-16`
/// (little-endian), `utf-16le`, `utf-16be`, `windows-1251`, `cp1251`, `1251`, `koi8-u`,
/// `koi8-r`, `koi8` (KOI8-R), and every other WHATWG label. The WHATWG `replacement` encoding
/// is not a real encoding and is refused.
pub fn encoding_for_label(label: &str) -> Option<&'static Encoding> {
    let normalized = label.trim().to_ascii_lowercase();
    let label = match normalized.as_str() {
        "1251" | "win1251" | "win-1251" | "windows1251" => "windows-1251",
        "koi8u" => "koi8-u",
        "koi8r" => "koi8-r",
        "utf16" => "utf-16",
        "utf16le" => "utf-16le",
        "utf16be" => "utf-16be",
        other => other,
    };
    Encoding::for_label_no_replacement(label.as_bytes())
}

/// Decodes `bytes` read from `name`; `forced` overrides detection.
///
/// Returns the text and its warnings, or the one error that makes the file unusable. Spans of an
/// error point into [`error_source`] of the same input.
pub fn decode(
    name: &str,
    bytes: &[u8],
    forced: Option<&'static Encoding>,
) -> Result<Decoded, Diagnostic> {
    decode_with_size_limit(name, bytes, forced, MAX_FILE_SIZE)
}

/// [`decode`] with a different size limit in bytes (tests use a small one).
pub fn decode_with_size_limit(
    name: &str,
    bytes: &[u8],
    forced: Option<&'static Encoding>,
    size_limit: usize,
) -> Result<Decoded, Diagnostic> {
    if bytes.len() > size_limit {
        return Err(too_large(bytes.len(), size_limit));
    }
    let raw = decode_raw(bytes, forced);
    if raw.text.chars().all(char::is_whitespace) {
        return Err(empty(bytes.len()));
    }
    if let Some(binary) = binary_verdict(&raw.text) {
        return Err(binary_error(&binary, bytes));
    }
    if let How::Forced = raw.how {
        if let Some(&first) = raw.replaced.first() {
            return Err(invalid_for_forced(&raw, first));
        }
    }
    let mut warnings = Vec::new();
    if let Some(note) = detected_note(&raw) {
        warnings.push(note);
    }
    if let Some(warning) = replacement_warning(&raw) {
        warnings.push(warning);
    }
    warnings.extend(mojibake_warnings(&raw.text));
    Ok(Decoded { file: SourceFile::new(name, raw.text, raw.encoding.name()), warnings })
}

/// The text that the spans of an error from [`decode`] point into, for the same `name`, `bytes`
/// and `forced`: the bytes decoded as well as they can be (byte-order marks removed, invalid
/// sequences shown as `�`, and the control characters that make a file binary shown as their
/// visible Unicode pictures such as `␀`, so that a report can be printed). Empty when the file is
/// over [`MAX_FILE_SIZE`].
pub fn error_source(name: &str, bytes: &[u8], forced: Option<&'static Encoding>) -> SourceFile {
    if bytes.len() > MAX_FILE_SIZE {
        return SourceFile::new(name, "", "none");
    }
    let raw = decode_raw(bytes, forced);
    let text: String = raw.text.chars().map(|c| control_picture(c).unwrap_or(c)).collect();
    SourceFile::new(name, text, raw.encoding.name())
}

/// How the encoding was chosen.
#[derive(Clone, Debug)]
enum How {
    /// Forced by the caller.
    Forced,
    /// From a byte-order mark.
    ByteOrderMark,
    /// The bytes are valid UTF-8.
    ValidUtf8,
    /// The bytes are UTF-8 apart from a few invalid sequences.
    MostlyUtf8,
    /// The letter-frequency test.
    Detected(detect::Detection),
}

/// Bytes decoded without any judgement yet.
struct RawDecode {
    /// The text, with every U+FEFF removed.
    text: String,
    /// The encoding used.
    encoding: &'static Encoding,
    /// How it was chosen.
    how: How,
    /// Text offsets of the `�` inserted for invalid sequences now, in order.
    replaced: Vec<usize>,
}

/// Chooses the encoding and decodes, replacing invalid sequences.
fn decode_raw(bytes: &[u8], forced: Option<&'static Encoding>) -> RawDecode {
    let bom = Encoding::for_bom(bytes);
    let (encoding, how, body) = if let Some(forced) = forced {
        let body = match bom {
            Some((bom_encoding, len)) if bom_encoding == forced => &bytes[len..],
            _ => bytes,
        };
        (forced, How::Forced, body)
    } else if let Some((bom_encoding, len)) = bom {
        (bom_encoding, How::ByteOrderMark, &bytes[len..])
    } else if let Ok(text) = std::str::from_utf8(bytes) {
        // Already validated: copying is all that is left to do.
        let (text, replaced) = remove_byte_order_marks(text.to_owned(), Vec::new());
        return RawDecode { text, encoding: UTF_8, how: How::ValidUtf8, replaced };
    } else if is_mostly_utf8(bytes) {
        (UTF_8, How::MostlyUtf8, bytes)
    } else {
        let detection = detect::detect_single_byte(bytes);
        (detection.encoding, How::Detected(detection), bytes)
    };
    let (text, replaced) = decode_replacing(encoding, body);
    let (text, replaced) = remove_byte_order_marks(text, replaced);
    RawDecode { text, encoding, how, replaced }
}

/// Whether invalid UTF-8 is still best read as UTF-8: it has at least four valid multi-byte
/// sequences and at least ten for every invalid one. windows-1251 and KOI8 text hardly ever forms
/// valid multi-byte UTF-8 sequences, so this only catches UTF-8 files with a few stray bytes.
fn is_mostly_utf8(bytes: &[u8]) -> bool {
    let mut multibyte = 0usize;
    let mut invalid = 0usize;
    for chunk in bytes.utf8_chunks() {
        multibyte += chunk.valid().chars().filter(|c| !c.is_ascii()).count();
        if !chunk.invalid().is_empty() {
            invalid += 1;
        }
    }
    multibyte >= 4 && multibyte >= 10 * invalid
}

/// Decodes `bytes` with `encoding`, inserting `�` for each invalid sequence and recording where.
fn decode_replacing(encoding: &'static Encoding, bytes: &[u8]) -> (String, Vec<usize>) {
    let mut decoder = encoding.new_decoder_without_bom_handling();
    let initial = decoder
        .max_utf8_buffer_length_without_replacement(bytes.len())
        .unwrap_or(bytes.len().saturating_mul(3));
    let mut text = String::with_capacity(initial);
    let mut replaced = Vec::new();
    let mut read_total = 0;
    loop {
        let (result, read) =
            decoder.decode_to_string_without_replacement(&bytes[read_total..], &mut text, true);
        read_total += read;
        match result {
            DecoderResult::InputEmpty => break,
            DecoderResult::OutputFull => {
                let rest = bytes.len() - read_total;
                let more = decoder
                    .max_utf8_buffer_length_without_replacement(rest)
                    .unwrap_or(rest.saturating_mul(3))
                    .max(16);
                text.reserve(more);
            }
            DecoderResult::Malformed(_, _) => {
                replaced.push(text.len());
                text.push('\u{FFFD}');
            }
        }
    }
    (text, replaced)
}

/// Removes every U+FEFF (a byte-order mark at the start, or left in the middle by joining files),
/// moving the recorded offsets to match.
fn remove_byte_order_marks(text: String, replaced: Vec<usize>) -> (String, Vec<usize>) {
    if !text.contains('\u{FEFF}') {
        return (text, replaced);
    }
    let mut out = String::with_capacity(text.len());
    let mut moved = Vec::with_capacity(replaced.len());
    let mut pending = replaced.into_iter().peekable();
    for (at, c) in text.char_indices() {
        while pending.peek().is_some_and(|&offset| offset <= at) {
            pending.next();
            moved.push(out.len());
        }
        if c != '\u{FEFF}' {
            out.push(c);
        }
    }
    moved.extend(pending.map(|_| out.len()));
    (out, moved)
}

/// A character that marks text as binary, shown as its Unicode control picture.
fn control_picture(c: char) -> Option<char> {
    match c {
        '\t' | '\n' | '\r' | '\u{0B}' | '\u{0C}' | '\u{1A}' => None,
        '\u{0}'..='\u{1F}' => char::from_u32(0x2400 + u32::from(c)),
        '\u{7F}' => Some('\u{2421}'),
        _ => None,
    }
}

/// Why a text is binary and where the first offending character is.
struct BinaryVerdict {
    /// Offset of the same character in [`error_source`] (control pictures are longer).
    display_offset: usize,
    /// The offending character.
    character: char,
    /// Whether a NUL was found (rather than many other control characters).
    has_nul: bool,
    /// Number of offending characters.
    count: usize,
    /// Number of characters in the text.
    total: usize,
}

/// Decides whether `text` is binary: any NUL, or more than one offending control character in a
/// hundred characters.
fn binary_verdict(text: &str) -> Option<BinaryVerdict> {
    // Offending characters are ASCII, so a byte scan finds them; characters are counted by
    // their first bytes.
    let mut first: Option<(usize, u8)> = None;
    let mut first_nul: Option<(usize, usize)> = None;
    let mut count = 0usize;
    let mut total = 0usize;
    for (at, &byte) in text.as_bytes().iter().enumerate() {
        if byte & 0xC0 != 0x80 {
            total += 1;
        }
        if (byte < 0x20 || byte == 0x7F) && control_picture(char::from(byte)).is_some() {
            first.get_or_insert((at, byte));
            if byte == 0 && first_nul.is_none() {
                first_nul = Some((at, count));
            }
            count += 1;
        }
    }
    let has_nul = first_nul.is_some();
    if !has_nul && count.saturating_mul(100) <= total {
        return None;
    }
    // Every offending character before the one shown grows by two bytes in `error_source`.
    let (offset, before, byte) = match first_nul {
        Some((at, before)) => (at, before, 0),
        None => first.map(|(at, byte)| (at, 0, byte))?,
    };
    Some(BinaryVerdict {
        display_offset: offset + 2 * before,
        character: char::from(byte),
        has_nul,
        count,
        total,
    })
}

fn too_large(size: usize, limit: usize) -> Diagnostic {
    Diagnostic::error(
        FILE_TOO_LARGE,
        format!("file is too large to be a regulation: {size} bytes, the limit is {limit}"),
    )
    .with_help("pass the regulation's text file; files over 64 MiB are not read")
}

fn empty(size: usize) -> Diagnostic {
    let message = if size == 0 {
        "file is empty".to_owned()
    } else {
        format!("file holds nothing but whitespace ({size} bytes)")
    };
    Diagnostic::error(EMPTY_FILE, message)
        .with_help("write the regulation into this file, or pass the file that holds it")
}

fn binary_error(verdict: &BinaryVerdict, bytes: &[u8]) -> Diagnostic {
    let width = control_picture(verdict.character).map_or(1, char::len_utf8);
    let span = Span::new(verdict.display_offset, verdict.display_offset + width);
    let (message, label) = if verdict.has_nul {
        ("file looks binary: it contains NUL bytes".to_owned(), "first NUL byte".to_owned())
    } else {
        (
            format!(
                "file looks binary: {} of its {} characters are control characters",
                verdict.count, verdict.total
            ),
            format!("first control character U+{:04X}", u32::from(verdict.character)),
        )
    };
    let mut diagnostic = Diagnostic::error(BINARY_FILE, message).with_label(span, label);
    if let Some(order) = utf16_without_bom(bytes) {
        diagnostic = diagnostic
            .with_note(format!(
                "the NUL bytes sit at {} positions, as in {order} text",
                if order == "UTF-16LE" { "odd" } else { "even" }
            ))
            .with_help(format!(
                "if this is {order} text without a byte-order mark, pass `--encoding {}`",
                order.to_ascii_lowercase()
            ));
    } else {
        diagnostic = diagnostic.with_help("pass the regulation as a plain text file (UTF-8)");
    }
    diagnostic
}

/// Recognises UTF-16 text saved without a byte-order mark: NUL bytes nearly all on one parity.
fn utf16_without_bom(bytes: &[u8]) -> Option<&'static str> {
    let (mut even, mut odd) = (0usize, 0usize);
    for (i, &b) in bytes.iter().enumerate() {
        if b == 0 {
            if i % 2 == 0 {
                even += 1;
            } else {
                odd += 1;
            }
        }
    }
    let pairs = bytes.len() / 2;
    if pairs < 2 {
        return None;
    }
    // At least a third of the code units have a NUL half, all on the same side.
    if odd * 3 >= pairs && even * 20 <= odd {
        Some("UTF-16LE")
    } else if even * 3 >= pairs && odd * 20 <= even {
        Some("UTF-16BE")
    } else {
        None
    }
}

fn invalid_for_forced(raw: &RawDecode, first: usize) -> Diagnostic {
    let name = raw.encoding.name();
    let count = raw.replaced.len();
    let message = if count == 1 {
        format!("file is not valid `{name}`: 1 invalid byte sequence")
    } else {
        format!("file is not valid `{name}`: {count} invalid byte sequences")
    };
    Diagnostic::error(INVALID_FOR_FORCED_ENCODING, message)
        .with_label(
            Span::new(first, first + '\u{FFFD}'.len_utf8()),
            format!("first byte sequence that is not `{name}`"),
        )
        .with_help(format!(
            "pass the encoding the file is really in, or leave out `--encoding {}` to detect it",
            name.to_ascii_lowercase()
        ))
}

fn detected_note(raw: &RawDecode) -> Option<Diagnostic> {
    let name = raw.encoding.name();
    match &raw.how {
        How::ByteOrderMark if raw.encoding != UTF_8 => Some(
            Diagnostic::note_level(
                ENCODING_DETECTED,
                format!("decoded as `{name}`, detected from its byte-order mark"),
            )
            .with_help("save the file as UTF-8 to make this note go away"),
        ),
        How::Detected(detection) => {
            let scores: Vec<String> = detection
                .scores
                .iter()
                .map(|s| format!("{} {:.2}", s.encoding.name(), s.per_character))
                .collect();
            let mut note = Diagnostic::note_level(
                ENCODING_DETECTED,
                format!("decoded as `{name}`, detected by letter frequency"),
            )
            .with_note(format!(
                "the file is not UTF-8; letter-frequency score per non-ASCII character (higher is \
                 more Bulgarian/Ukrainian-like): {}",
                scores.join(", ")
            ));
            if detection.evidence < 20 {
                note = note.with_note(format!(
                    "the guess rests on only {} non-ASCII characters",
                    detection.evidence
                ));
            }
            Some(note.with_help(
                "if the text reads wrongly, pass the right `--encoding`; better, save the file as \
                 UTF-8",
            ))
        }
        _ => None,
    }
}

/// How many `�` get their own label.
const MAX_REPLACEMENT_LABELS: usize = 5;

fn replacement_warning(raw: &RawDecode) -> Option<Diagnostic> {
    let positions: Vec<usize> = raw.text.match_indices('\u{FFFD}').map(|(at, _)| at).collect();
    let first = *positions.first()?;
    let total = positions.len();
    let new = raw.replaced.len();
    let message = if total == 1 {
        "text contains a replacement character `�`: a character was lost".to_owned()
    } else {
        format!("text contains {total} replacement characters `�`: characters were lost")
    };
    let label_for = |at: usize| {
        if raw.replaced.binary_search(&at).is_ok() {
            "undecodable bytes replaced here"
        } else {
            "already in the file"
        }
    };
    let width = '\u{FFFD}'.len_utf8();
    let mut warning = Diagnostic::warning(REPLACEMENT_CHARACTERS, message)
        .with_label(Span::new(first, first + width), label_for(first));
    for &at in positions.iter().skip(1).take(MAX_REPLACEMENT_LABELS - 1) {
        warning = warning.with_label(Span::new(at, at + width), label_for(at));
    }
    if new > 0 {
        let encoding = raw.encoding.name();
        warning = warning.with_note(if let How::MostlyUtf8 = raw.how {
            format!(
                "the file is UTF-8 except for {new} invalid byte sequence(s), replaced with `�`"
            )
        } else {
            format!("{new} byte sequence(s) are not valid `{encoding}` and were replaced with `�`")
        });
    }
    if new < total {
        warning = warning.with_note(format!(
            "{} `�` were already in the file: an earlier conversion lost those characters",
            total - new
        ));
    }
    Some(warning.with_help("retype the characters shown as `�` from the original document"))
}

/// How many runs of mojibake are reported one by one.
const MAX_MOJIBAKE_WARNINGS: usize = 10;
/// How many characters of a repair the help line shows.
const MAX_REPAIR_SHOWN: usize = 80;

fn mojibake_warnings(text: &str) -> Vec<Diagnostic> {
    let runs = mojibake::find_mojibake(text);
    let total = runs.len();
    let mut warnings: Vec<Diagnostic> = runs
        .into_iter()
        .take(MAX_MOJIBAKE_WARNINGS)
        .map(|run| {
            let kind = run.kind;
            let mut shown: String = run.repaired.chars().take(MAX_REPAIR_SHOWN).collect();
            if run.repaired.chars().count() > MAX_REPAIR_SHOWN {
                shown.push('…');
            }
            let (twice, again) =
                if kind.twice { (" twice", "; then the same happened again") } else { ("", "") };
            Diagnostic::warning(
                MOJIBAKE,
                format!(
                    "mojibake: {} text that was decoded as `{}`{twice}",
                    kind.original, kind.decoded_as
                ),
            )
            .with_label(
                run.span,
                format!("{} bytes shown as {} characters", kind.original, kind.decoded_as),
            )
            .with_note(format!(
                "an editor opened {} text as {} and the result was saved{again}",
                kind.original, kind.decoded_as
            ))
            .with_help(format!("replace it with `{shown}`"))
        })
        .collect();
    if total > MAX_MOJIBAKE_WARNINGS {
        if let Some(last) = warnings.last_mut() {
            last.notes.push(format!(
                "{} further runs of mojibake are not listed; the whole file may need converting",
                total - MAX_MOJIBAKE_WARNINGS
            ));
        }
    }
    warnings
}

#[cfg(test)]
mod tests {
    use super::*;
    use encoding_rs::WINDOWS_1251;

    #[test]
    fn replacements_are_recorded_where_they_are_inserted() {
        let (text, replaced) = decode_replacing(UTF_8, b"ab\xFFc\xC0");
        assert_eq!(text, "ab\u{FFFD}c\u{FFFD}");
        assert_eq!(replaced, vec![2, 6]);
        // windows-1251 assigns a character to every byte (0x98 is U+0098 in the WHATWG table).
        let (text, replaced) = decode_replacing(WINDOWS_1251, &[0x41, 0x98, 0x42]);
        assert_eq!(text, "A\u{98}B");
        assert!(replaced.is_empty());
    }

    #[test]
    fn byte_order_marks_are_removed_and_offsets_follow() {
        let (text, replaced) =
            remove_byte_order_marks("\u{FEFF}a\u{FFFD}\u{FEFF}b".into(), vec![4]);
        assert_eq!(text, "a\u{FFFD}b");
        assert_eq!(replaced, vec![1]);
    }
}
