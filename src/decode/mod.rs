//! Bytes → text: the first stage of the pipeline.
//!
//! Regulations arrive in UTF-8 (with or without a byte-order mark), UTF-16 with a byte-order
//! mark, windows-1251, KOI8-U, KOI8-R, CP866 (DOS), ISO-8859-5 or Mac Cyrillic. [`decode`] picks
//! the encoding in this order:
//!
//! 1. an encoding forced by the caller (`--encoding`), which overrides everything;
//! 2. a byte-order mark (UTF-8, UTF-16LE, UTF-16BE);
//! 3. valid UTF-8 (also: UTF-8 with a few stray invalid bytes, which are replaced and reported);
//! 4. otherwise a Cyrillic letter-frequency test between windows-1251, KOI8-U, KOI8-R, CP866,
//!    ISO-8859-5 and Mac Cyrillic (see `detect.rs`).
//!
//! It then refuses what is not text (empty, binary, too large, undecodable under a forced
//! encoding) and warns about replacement characters and mojibake (see `mojibake.rs`). A detected
//! encoding other than UTF-8 is reported with a note so the user sees what was assumed.
//!
//! Spans of returned warnings point into [`Decoded::file`]. Spans of a returned error point into
//! the text given by [`error_source`] for the same input.

pub mod codes;
mod detect;
mod mojibake;
mod tables;

use crate::diagnostic::l10n::tr;
use crate::diagnostic::l10n::{localized, Noun};
use crate::diagnostic::Diagnostic;
use crate::source::{SourceFile, Span};
use crate::vocab::Lang;
use encoding_rs::{DecoderResult, Encoding, UTF_8};

/// The largest file [`decode`] accepts, in bytes (64 MiB).
pub const MAX_FILE_SIZE: usize = 64 * 1024 * 1024;

/// A decoded file plus the warnings decoding produced (mojibake, replacement characters…).
#[derive(Debug)]
pub struct Decoded {
    /// The text.
    pub file: SourceFile,
    /// Non-fatal findings: notes and warnings whose spans point into `file`.
    pub warnings: Vec<Diagnostic>,
}

/// `text` encoded as the file it came from was: the same encoding (UTF-8, UTF-16, Windows-1251,
/// KOI8) and the same byte-order mark, so that fixing or formatting a file written in a legacy
/// code page keeps it in that code page. Fails when a character has no place in the encoding.
pub fn encode_like(text: &str, encoding: &str, original: &[u8]) -> Result<Vec<u8>, String> {
    let enc = encoding_rs::Encoding::for_label(encoding.as_bytes()).unwrap_or(encoding_rs::UTF_8);
    if enc == encoding_rs::UTF_16LE || enc == encoding_rs::UTF_16BE {
        let le = enc == encoding_rs::UTF_16LE;
        let mut out = if le { vec![0xFF, 0xFE] } else { vec![0xFE, 0xFF] };
        for unit in text.encode_utf16() {
            out.extend(if le { unit.to_le_bytes() } else { unit.to_be_bytes() });
        }
        return Ok(out);
    }
    if enc == encoding_rs::UTF_8 {
        let mut out = Vec::with_capacity(text.len() + 3);
        if original.starts_with(&[0xEF, 0xBB, 0xBF]) {
            out.extend([0xEF, 0xBB, 0xBF]);
        }
        out.extend(text.as_bytes());
        return Ok(out);
    }
    let (bytes, _, unmappable) = enc.encode(text);
    if unmappable {
        return Err(format!("the new text has characters that {} cannot hold", enc.name()));
    }
    Ok(bytes.into_owned())
}

/// Finds the encoding for an `--encoding` label, case-insensitively: `utf-8`, `utf8`, `utf-16`
/// (little-endian), `utf-16le`, `utf-16be`, `windows-1251`, `cp1251`, `1251`, `koi8-u`,
/// `koi8-r`, `koi8` (KOI8-R), `cp866`, `866`, `dos` (CP866), `iso-8859-5`, `mac-cyrillic`,
/// `maccyrillic` (Mac Cyrillic), and every other WHATWG label. The WHATWG `replacement`
/// encoding is not a real encoding and is refused.
pub fn encoding_for_label(label: &str) -> Option<&'static Encoding> {
    let normalized = label.trim().to_ascii_lowercase();
    let label = match normalized.as_str() {
        "1251" | "win1251" | "win-1251" | "windows1251" => "windows-1251",
        "koi8u" => "koi8-u",
        "koi8r" => "koi8-r",
        "dos" | "cp-866" | "dos-866" => "ibm866",
        "iso8859-5" | "iso88595" => "iso-8859-5",
        "mac-cyrillic" | "maccyrillic" | "mac" | "mac-ukrainian" => "x-mac-cyrillic",
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
    decode_as(name, bytes, forced, size_limit, Profile::Regulation)
}

/// What kind of text is decoded: it decides the single-byte encodings considered.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Profile {
    /// Regulations, results files and PGN: single-byte text is Cyrillic (windows-1251, KOI8).
    Regulation,
    /// FIDE TRF files, whose older exports are often ISO-8859-1 (Western names): single-byte
    /// text is read as Cyrillic only when its non-ASCII letters form whole words, otherwise as
    /// Latin-1 (windows-1252, the WHATWG reading of ISO-8859-1).
    Trf,
}

/// [`decode`] for a kind of text, with a size limit in bytes.
pub fn decode_as(
    name: &str,
    bytes: &[u8],
    forced: Option<&'static Encoding>,
    size_limit: usize,
    profile: Profile,
) -> Result<Decoded, Diagnostic> {
    if bytes.len() > size_limit {
        return Err(too_large(bytes.len(), size_limit));
    }
    let raw = decode_raw(bytes, forced, profile);
    let warnings = judge(&raw, bytes)?;
    Ok(Decoded { file: SourceFile::new(name, raw.text, raw.encoding.name()), warnings })
}

/// [`decode_as`] taking the bytes by value: valid UTF-8 without a byte-order mark (the usual
/// file) becomes the text without being copied. An error gives the bytes back, for
/// [`error_source_as`].
pub fn decode_owned_as(
    name: &str,
    bytes: Vec<u8>,
    forced: Option<&'static Encoding>,
    size_limit: usize,
    profile: Profile,
) -> Result<Decoded, (Diagnostic, Vec<u8>)> {
    let mut bytes = bytes;
    if forced.is_none() && bytes.len() <= size_limit && Encoding::for_bom(&bytes).is_none() {
        match String::from_utf8(bytes) {
            Ok(text) if memchr::memmem::find(text.as_bytes(), "\u{FEFF}".as_bytes()).is_none() => {
                let raw =
                    RawDecode { text, encoding: UTF_8, how: How::ValidUtf8, replaced: Vec::new() };
                return match judge(&raw, raw.text.as_bytes()) {
                    Ok(warnings) => Ok(Decoded {
                        file: SourceFile::new(name, raw.text, raw.encoding.name()),
                        warnings,
                    }),
                    Err(e) => Err((e, raw.text.into_bytes())),
                };
            }
            Ok(text) => bytes = text.into_bytes(),
            Err(e) => bytes = e.into_bytes(),
        }
    }
    match decode_as(name, &bytes, forced, size_limit, profile) {
        Ok(d) => Ok(d),
        Err(e) => Err((e, bytes)),
    }
}

/// The judgement of decoded text read from `bytes`: the error that makes it unusable (empty,
/// binary, undecodable under a forced encoding), else its warnings.
fn judge(raw: &RawDecode, bytes: &[u8]) -> Result<Vec<Diagnostic>, Diagnostic> {
    if raw.text.chars().all(char::is_whitespace) {
        return Err(empty(bytes.len()));
    }
    if let Some(binary) = binary_verdict(&raw.text) {
        return Err(binary_error(&binary, bytes));
    }
    if let How::Forced = raw.how {
        if let Some(&first) = raw.replaced.first() {
            return Err(invalid_for_forced(raw, first));
        }
    }
    let mut warnings = Vec::new();
    if let Some(note) = detected_note(raw) {
        warnings.push(note);
    }
    if let Some(warning) = replacement_warning(raw) {
        warnings.push(warning);
    }
    warnings.extend(mojibake_warnings(&raw.text));
    Ok(warnings)
}

/// The text that the spans of an error from [`decode`] point into, for the same `name`, `bytes`
/// and `forced`: the bytes decoded as well as they can be (byte-order marks removed, invalid
/// sequences shown as `�`, and the control characters that make a file binary shown as their
/// visible Unicode pictures such as `␀`, so that a report can be printed). Empty when the file is
/// over [`MAX_FILE_SIZE`].
pub fn error_source(name: &str, bytes: &[u8], forced: Option<&'static Encoding>) -> SourceFile {
    error_source_as(name, bytes, forced, Profile::Regulation)
}

/// [`error_source`] for the text of an error from [`decode_as`] with `profile` (a TRF's
/// single-byte text may be Latin-1 where a regulation's is Cyrillic: the spans differ).
pub fn error_source_as(
    name: &str,
    bytes: &[u8],
    forced: Option<&'static Encoding>,
    profile: Profile,
) -> SourceFile {
    if bytes.len() > MAX_FILE_SIZE {
        return SourceFile::new(name, "", "none");
    }
    let raw = decode_raw(bytes, forced, profile);
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
    /// Single-byte text of a TRF file whose non-ASCII letters sit inside Latin words.
    Latin1,
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
fn decode_raw(bytes: &[u8], forced: Option<&'static Encoding>, profile: Profile) -> RawDecode {
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
    } else if profile == Profile::Trf && !non_ascii_forms_words(bytes) {
        (encoding_rs::WINDOWS_1252, How::Latin1, bytes)
    } else {
        let detection = detect::detect_single_byte(bytes);
        (detection.encoding, How::Detected(detection), bytes)
    };
    let (text, replaced) = decode_replacing(encoding, body);
    let (text, replaced) = remove_byte_order_marks(text, replaced);
    RawDecode { text, encoding, how, replaced }
}

/// Whether the non-ASCII bytes of single-byte text form words of their own (Cyrillic text in a
/// Cyrillic code page) rather than sit between ASCII letters (`M\xFCller` in Latin-1): true when
/// at most a third of the runs of non-ASCII bytes touch an ASCII letter.
fn non_ascii_forms_words(bytes: &[u8]) -> bool {
    let (mut runs, mut touching) = (0usize, 0usize);
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i].is_ascii() {
            i += 1;
            continue;
        }
        let start = i;
        while i < bytes.len() && !bytes[i].is_ascii() {
            i += 1;
        }
        runs += 1;
        let before = start.checked_sub(1).map(|j| bytes[j]);
        let after = bytes.get(i).copied();
        if before.is_some_and(|b| b.is_ascii_alphabetic())
            || after.is_some_and(|b| b.is_ascii_alphabetic())
        {
            touching += 1;
        }
    }
    runs > 0 && touching * 3 <= runs
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

/// Whether any byte is a control character [`control_picture`] shows (C0 but tab, line feed,
/// vertical tab, form feed, carriage return and SUB; DEL), by 64-byte blocks without an early
/// exit inside a block so that the compiler can use vector instructions.
fn has_offending_byte(bytes: &[u8]) -> bool {
    // Bit n set: C0 control n is harmless (9–13 and 26).
    const HARMLESS: u32 = 0x0400_3E00;
    let offending = |b: u8| u8::from((b < 0x20 && (HARMLESS >> (b & 31)) & 1 == 0) || b == 0x7F);
    // A block is first sifted by comparisons alone (C0 but line feed, and DEL), which vector
    // instructions do many bytes at a time; only a block with such a byte (a tab, a carriage
    // return, …) is tested exactly.
    let suspect = |b: u8| u8::from(b < 0x20 && b != b'\n') | u8::from(b == 0x7F);
    bytes.chunks(64).any(|block| {
        block.iter().fold(0u8, |seen, &b| seen | suspect(b)) != 0
            && block.iter().fold(0u8, |seen, &b| seen | offending(b)) != 0
    })
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
    // their first bytes. Most text has none: one quick scan says so.
    let offending = |b: u8| (b < 0x20 || b == 0x7F) && control_picture(char::from(b)).is_some();
    if !has_offending_byte(text.as_bytes()) {
        return None;
    }
    let mut first: Option<(usize, u8)> = None;
    let mut first_nul: Option<(usize, usize)> = None;
    let mut count = 0usize;
    let mut total = 0usize;
    for (at, &byte) in text.as_bytes().iter().enumerate() {
        if byte & 0xC0 != 0x80 {
            total += 1;
        }
        if offending(byte) {
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

/// `windows-1251` → `Windows-1251` wherever it stands: a code page named in Bulgarian or
/// Ukrainian text is written as a name.
fn capitalised(text: &str) -> String {
    text.replace("windows-", "Windows-").replace("x-mac-cyrillic", "Mac-Cyrillic")
}

/// The `D008` finding that stands for findings left out (see [`crate::diagnostic::truncate`]): an
/// error when any of them is one, so the exit status still says so.
pub fn findings_not_shown(hidden: crate::diagnostic::Hidden) -> Diagnostic {
    use crate::diagnostic::l10n::{ERRORS, NOTES, WARNINGS};
    let severity = if hidden.errors > 0 {
        crate::diagnostic::Severity::Error
    } else {
        crate::diagnostic::Severity::Note
    };
    let total = hidden.total();
    localized(|l| {
        let parts: Vec<String> =
            [(hidden.errors, ERRORS), (hidden.warnings, WARNINGS), (hidden.notes, NOTES)]
                .into_iter()
                .filter(|(n, _)| *n > 0)
                .map(|(n, noun)| noun.count(l, n as u64))
                .collect();
        let parts = parts.join(", ");
        Diagnostic::new(
            crate::decode::codes::FINDINGS_NOT_SHOWN,
            severity,
            tr!(
                l,
                en: "… and {total} more not shown ({parts})",
                bg: "… и още {total}, които не са показани ({parts})",
                uk: "… і ще {total}, які не показано ({parts})"
            ),
        )
        .with_help(tr!(
            l,
            en: "fix the findings above first, or raise the limit with `--max-diagnostics N`",
            bg: "поправете първо горните забележки или вдигнете границата с `--max-diagnostics N`",
            uk: "спершу виправте зауваження вище або підніміть межу через `--max-diagnostics N`"
        ))
    })
}

/// The counts a `D008` finding made by [`findings_not_shown`] stands for (so a tally can count
/// what it leaves out); `None` for any other finding. Read from the English text, which every
/// `D008` keeps whatever language it is shown in.
pub fn hidden_counts(d: &Diagnostic) -> Option<crate::diagnostic::Hidden> {
    if d.code != crate::decode::codes::FINDINGS_NOT_SHOWN {
        return None;
    }
    let english = d
        .l10n
        .as_ref()
        .and_then(|l| l.texts.iter().find(|t| t.lang == crate::vocab::Lang::En))
        .map_or(d.message.as_str(), |t| t.message.as_str());
    let inside = english.rsplit_once('(')?.1.strip_suffix(')')?;
    let mut hidden = crate::diagnostic::Hidden::default();
    for part in inside.split(", ") {
        let (n, word) = part.split_once(' ')?;
        let n: usize = n.parse().ok()?;
        match word.trim_end_matches('s') {
            "error" => hidden.errors = n,
            "warning" => hidden.warnings = n,
            "note" => hidden.notes = n,
            _ => return None,
        }
    }
    Some(hidden)
}

/// `D001`: a file of at least `size` bytes over the size limit of `limit` bytes (it was not read
/// further).
pub fn too_large(size: usize, limit: usize) -> Diagnostic {
    let limit_text = crate::vocab::limits::format_size(limit as u64);
    localized(|l| {
        Diagnostic::error(
            crate::decode::codes::FILE_TOO_LARGE,
            tr!(
                l,
                en: "the file is over the size limit of {limit_text}: at least {size} bytes",
                bg: "файлът надхвърля границата от {limit_text}: поне {size} байта",
                uk: "файл перевищує межу {limit_text}: щонайменше {size} байтів"
            ),
        )
        .with_note(tr!(
            l,
            en: "the limit is {limit} bytes; the file was not read further",
            bg: "границата е {limit} байта; файлът не е прочетен нататък",
            uk: "межа — {limit} байтів; далі файл не читався"
        ))
        .with_help(tr!(
            l,
            en: "pass the right file, or raise the limit with `--max-file-size` (e.g. `64M`)",
            bg: "подайте правилния файл или вдигнете границата с `--max-file-size` (напр. `64M`)",
            uk: "передайте правильний файл або підніміть межу через `--max-file-size` (напр. `64M`)"
        ))
    })
}

fn empty(size: usize) -> Diagnostic {
    localized(|l| {
        let message = if size == 0 {
            tr!(l, en: "file is empty", bg: "файлът е празен", uk: "файл порожній")
        } else {
            tr!(
                l,
                en: "file holds nothing but whitespace ({size} bytes)",
                bg: "файлът съдържа само интервали и празни редове ({size} байта)",
                uk: "файл містить лише пропуски та порожні рядки ({size} байтів)"
            )
        };
        Diagnostic::error(crate::decode::codes::EMPTY_FILE, message).with_help(tr!(
            l,
            en: "write the regulation into this file, or pass the file that holds it",
            bg: "запишете регламента в този файл или подайте файла, в който е",
            uk: "запишіть регламент у цей файл або передайте файл, у якому він є"
        ))
    })
}

fn binary_error(verdict: &BinaryVerdict, bytes: &[u8]) -> Diagnostic {
    let width = control_picture(verdict.character).map_or(1, char::len_utf8);
    let span = Span::new(verdict.display_offset, verdict.display_offset + width);
    let utf16 = utf16_without_bom(bytes);
    let (count, total) = (verdict.count, verdict.total);
    let code = u32::from(verdict.character);
    localized(|l| {
        let (message, label) = if verdict.has_nul {
            (
                tr!(
                    l,
                    en: "file looks binary: it contains NUL bytes",
                    bg: "файлът изглежда двоичен: съдържа нулеви байтове",
                    uk: "файл схожий на двійковий: містить нульові байти"
                ),
                tr!(l, en: "first NUL byte", bg: "първият нулев байт", uk: "перший нульовий байт"),
            )
        } else {
            (
                tr!(
                    l,
                    en: "file looks binary: {count} of its {total} characters are control characters",
                    bg: "файлът изглежда двоичен: {count} от {total} знака са управляващи",
                    uk: "файл схожий на двійковий: {count} з {total} символів — керівні"
                ),
                tr!(
                    l,
                    en: "first control character U+{code:04X}",
                    bg: "първият управляващ знак U+{code:04X}",
                    uk: "перший керівний символ U+{code:04X}"
                ),
            )
        };
        let d =
            Diagnostic::error(crate::decode::codes::BINARY_FILE, message).with_label(span, label);
        match utf16 {
            Some(order) => {
                let lower = order.to_ascii_lowercase();
                let parity = if order == "UTF-16LE" {
                    tr!(l, en: "odd", bg: "нечетни", uk: "непарних")
                } else {
                    tr!(l, en: "even", bg: "четни", uk: "парних")
                };
                d.with_note(tr!(
                    l,
                    en: "the NUL bytes sit at {parity} positions, as in {order} text",
                    bg: "нулевите байтове са на {parity} позиции, както в текст в {order}",
                    uk: "нульові байти стоять на {parity} позиціях, як у тексті {order}"
                ))
                .with_help(tr!(
                    l,
                    en: "if this is {order} text without a byte-order mark, pass `--encoding {lower}`",
                    bg: "ако това е текст в {order} без знак за реда на байтовете, подайте `--encoding {lower}`",
                    uk: "якщо це текст {order} без позначки порядку байтів, передайте `--encoding {lower}`"
                ))
            }
            None => d.with_help(tr!(
                l,
                en: "pass the regulation as a plain text file (UTF-8)",
                bg: "подайте регламента като обикновен текстов файл (UTF-8)",
                uk: "передайте регламент як звичайний текстовий файл (UTF-8)"
            )),
        }
    })
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
    let lower = name.to_ascii_lowercase();
    let count = raw.replaced.len();
    localized(|l| {
        let sequences = Noun {
            en: ["invalid byte sequence", "invalid byte sequences"],
            bg: ["невалидна поредица от байтове", "невалидни поредици от байтове"],
            uk: [
                "недійсна послідовність байтів",
                "недійсні послідовності байтів",
                "недійсних послідовностей байтів",
            ],
        }
        .form(l, count as u64);
        Diagnostic::error(
            crate::decode::codes::INVALID_BYTES_FOR_ENCODING,
            tr!(
                l,
                en: "file is not valid `{name}`: {count} {sequences}",
                bg: "файлът не е във валиден `{name}`: {count} {sequences}",
                uk: "файл не є коректним `{name}`: {count} {sequences}"
            ),
        )
        .with_label(
            Span::new(first, first + '\u{FFFD}'.len_utf8()),
            tr!(
                l,
                en: "first byte sequence that is not `{name}`",
                bg: "първата поредица от байтове, която не е `{name}`",
                uk: "перша послідовність байтів, що не є `{name}`"
            ),
        )
        .with_help(tr!(
            l,
            en: "pass the encoding the file is really in, or leave out `--encoding {lower}` to detect it",
            bg: "подайте кодировката, в която файлът наистина е, или махнете `--encoding {lower}`, за да се разпознае сама",
            uk: "передайте кодування, у якому файл справді записано, або приберіть `--encoding {lower}`, щоб його визначити автоматично"
        ))
    })
}

fn detected_note(raw: &RawDecode) -> Option<Diagnostic> {
    let name = raw.encoding.name();
    match &raw.how {
        How::ByteOrderMark if raw.encoding != UTF_8 => Some(localized(|l| {
            Diagnostic::note_level(
                crate::decode::codes::ENCODING_DETECTED,
                tr!(
                    l,
                    en: "decoded as `{name}`, detected from its byte-order mark",
                    bg: "прочетен като `{name}`, разпознат по знака за реда на байтовете",
                    uk: "прочитано як `{name}`, визначено за позначкою порядку байтів"
                ),
            )
            .with_help(tr!(
                l,
                en: "save the file as UTF-8 to make this note go away",
                bg: "запишете файла в UTF-8 и бележката ще изчезне",
                uk: "збережіть файл в UTF-8, і примітка зникне"
            ))
        })),
        How::Detected(detection) => {
            let scores: Vec<String> = detection
                .scores
                .iter()
                .map(|s| format!("{} {:.2}", s.encoding.name(), s.per_character))
                .collect();
            let scores = scores.join(", ");
            let scores_named = capitalised(&scores);
            let evidence = detection.evidence;
            Some(localized(|l| {
                let mut note = Diagnostic::note_level(
                    crate::decode::codes::ENCODING_DETECTED,
                    tr!(
                        l,
                        en: "decoded as `{name}`, detected by letter frequency",
                        bg: "прочетен като `{name}`, разпознат по честотата на буквите",
                        uk: "прочитано як `{name}`, визначено за частотою літер"
                    ),
                )
                .with_note(tr!(
                    l,
                    en: "the file is not UTF-8; letter-frequency score per non-ASCII character (higher is more Bulgarian/Ukrainian-like): {scores}",
                    bg: "файлът не е в UTF-8; оценка по честотата на буквите за знак извън ASCII (по-високата е по-близо до български или украински текст): {scores_named}",
                    uk: "файл не в UTF-8; оцінка за частотою літер на символ поза ASCII (вища — ближча до українського чи болгарського тексту): {scores_named}"
                ));
                if evidence < 20 {
                    note = note.with_note(tr!(
                        l,
                        en: "the guess rests on only {evidence} non-ASCII characters",
                        bg: "предположението почива само на {evidence} знака извън ASCII",
                        uk: "припущення спирається лише на {evidence} символів поза ASCII"
                    ));
                }
                note.with_help(tr!(
                    l,
                    en: "if the text reads wrongly, pass the right `--encoding`; better, save the file as UTF-8",
                    bg: "ако текстът се чете грешно, подайте правилното `--encoding`; още по-добре, запишете файла в UTF-8",
                    uk: "якщо текст читається неправильно, передайте правильне `--encoding`; а краще збережіть файл в UTF-8"
                ))
            }))
        }
        _ => None,
    }
}

/// How many `�` get their own label.
const MAX_REPLACEMENT_LABELS: usize = 5;

fn replacement_warning(raw: &RawDecode) -> Option<Diagnostic> {
    // Most text has none: one vectorised search says so (a character search over a 1 MiB file
    // costs a million instructions more).
    memchr::memmem::find(raw.text.as_bytes(), "\u{FFFD}".as_bytes())?;
    let positions: Vec<usize> = raw.text.match_indices('\u{FFFD}').map(|(at, _)| at).collect();
    let first = *positions.first()?;
    let total = positions.len();
    let new = raw.replaced.len();
    let width = '\u{FFFD}'.len_utf8();
    let encoding = raw.encoding.name();
    let mostly_utf8 = matches!(raw.how, How::MostlyUtf8);
    Some(localized(|l| {
        let message = if total == 1 {
            tr!(
                l,
                en: "text contains a replacement character `�`: a character was lost",
                bg: "текстът съдържа знак за замяна `�`: един знак е изгубен",
                uk: "текст містить символ заміни `�`: один символ втрачено"
            )
        } else {
            tr!(
                l,
                en: "text contains {total} replacement characters `�`: characters were lost",
                bg: "текстът съдържа {total} знака за замяна `�`: изгубени са знаци",
                uk: "текст містить {total} символів заміни `�`: символи втрачено"
            )
        };
        let label_for = |at: usize| {
            if raw.replaced.binary_search(&at).is_ok() {
                tr!(
                    l,
                    en: "undecodable bytes replaced here",
                    bg: "тук са заменени байтове, които не се четат",
                    uk: "тут замінено байти, які не читаються"
                )
            } else {
                tr!(l, en: "already in the file", bg: "така е във файла", uk: "так у файлі")
            }
        };
        let mut warning =
            Diagnostic::warning(crate::decode::codes::REPLACEMENT_CHARACTERS, message)
                .with_label(Span::new(first, first + width), label_for(first));
        for &at in positions.iter().skip(1).take(MAX_REPLACEMENT_LABELS - 1) {
            warning = warning.with_label(Span::new(at, at + width), label_for(at));
        }
        if new > 0 {
            warning = warning.with_note(if mostly_utf8 {
                tr!(
                    l,
                    en: "the file is UTF-8 except for {new} invalid byte sequence(s), replaced with `�`",
                    bg: "файлът е в UTF-8 освен {new} невалидни поредици от байтове, заменени с `�`",
                    uk: "файл в UTF-8, крім {new} недійсних послідовностей байтів, замінених на `�`"
                )
            } else {
                tr!(
                    l,
                    en: "{new} byte sequence(s) are not valid `{encoding}` and were replaced with `�`",
                    bg: "{new} поредици от байтове не са валиден `{encoding}` и са заменени с `�`",
                    uk: "{new} послідовностей байтів не є коректним `{encoding}` і замінені на `�`"
                )
            });
        }
        if new < total {
            let old = total - new;
            warning = warning.with_note(tr!(
                l,
                en: "{old} `�` were already in the file: an earlier conversion lost those characters",
                bg: "{old} знака `�` вече са били във файла: при по-ранно преобразуване тези знаци са изгубени",
                uk: "{old} символів `�` уже були у файлі: під час давнішого перетворення ці символи втрачено"
            ));
        }
        warning.with_help(tr!(
            l,
            en: "retype the characters shown as `�` from the original document",
            bg: "препишете от оригиналния документ знаците, показани като `�`",
            uk: "перепишіть з оригінального документа символи, показані як `�`"
        ))
    }))
}

/// How many runs of mojibake are reported one by one.
const MAX_MOJIBAKE_WARNINGS: usize = 10;
/// How many characters of a repair the help line shows.
const MAX_REPAIR_SHOWN: usize = 80;

fn mojibake_warnings(text: &str) -> Vec<Diagnostic> {
    let runs = mojibake::find_mojibake(text);
    let total = runs.len();
    let count = total.min(MAX_MOJIBAKE_WARNINGS);
    runs.into_iter()
        .take(MAX_MOJIBAKE_WARNINGS)
        .enumerate()
        .map(|(i, run)| {
            let kind = run.kind;
            let mut shown: String = run.repaired.chars().take(MAX_REPAIR_SHOWN).collect();
            if run.repaired.chars().count() > MAX_REPAIR_SHOWN {
                shown.push('…');
            }
            let (original, decoded_as) = (kind.original, kind.decoded_as);
            // Code page names are names: `Windows-1251` in Bulgarian and Ukrainian text.
            let (original_bg, decoded_bg) = (capitalised(original), capitalised(decoded_as));
            let further = (i + 1 == count && total > MAX_MOJIBAKE_WARNINGS)
                .then(|| total - MAX_MOJIBAKE_WARNINGS);
            localized(|l| {
                let (twice, again) = match (kind.twice, l) {
                    (false, _) => (String::new(), String::new()),
                    (true, Lang::En) => (" twice".into(), "; then the same happened again".into()),
                    (true, Lang::Bg) => (" два пъти".into(), ", после същото се е повторило".into()),
                    (true, Lang::Uk) => (" двічі".into(), ", потім те саме повторилося".into()),
                };
                let d = Diagnostic::warning(
                    crate::decode::codes::MOJIBAKE,
                    tr!(
                        l,
                        en: "mojibake: {original} text that was decoded as `{decoded_as}`{twice}",
                        bg: "развален текст: текст в {original_bg}, прочетен като `{decoded_as}`{twice}",
                        uk: "зіпсований текст: текст в {original_bg}, прочитаний як `{decoded_as}`{twice}"
                    ),
                )
                .with_label(
                    run.span,
                    tr!(
                        l,
                        en: "{original} bytes shown as {decoded_as} characters",
                        bg: "байтове в {original_bg}, показани като знаци в {decoded_bg}",
                        uk: "байти в {original_bg}, показані як символи {decoded_bg}"
                    ),
                )
                .with_note(tr!(
                    l,
                    en: "an editor opened {original} text as {decoded_as} and the result was saved{again}",
                    bg: "текстов редактор е отворил текст в {original_bg} като {decoded_bg} и резултатът е записан{again}",
                    uk: "текстовий редактор відкрив текст в {original_bg} як {decoded_bg}, і результат збережено{again}"
                ))
                .with_help(tr!(l, en: "replace it with `{shown}`", bg: "заменете го с `{shown}`", uk: "замініть його на `{shown}`"));
                match further {
                    Some(n) => d.with_note(tr!(
                        l,
                        en: "{n} further runs of mojibake are not listed; the whole file may need converting",
                        bg: "още {n} развалени откъса не са изброени; може да се наложи целият файл да се преобразува",
                        uk: "ще {n} зіпсованих фрагментів не наведено; можливо, треба перетворити весь файл"
                    )),
                    None => d,
                }
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use encoding_rs::WINDOWS_1251;

    #[test]
    fn the_block_scan_finds_exactly_the_bytes_shown_as_pictures() {
        // Every byte value, at the start, inside and at the end of a block and past the last
        // whole block: found exactly when `control_picture` shows it.
        for byte in 0..=127u8 {
            let shown = control_picture(char::from(byte)).is_some();
            for at in [0, 31, 63, 64, 130] {
                let mut text = vec![b'a'; 131];
                text[at] = byte;
                assert_eq!(has_offending_byte(&text), shown, "byte {byte:#04x} at {at}");
            }
        }
        assert!(!has_offending_byte(b""));
    }

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
