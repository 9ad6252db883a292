//! Finding mojibake: text that is valid now but was decoded with the wrong code page earlier in
//! its life, and saved that way.
//!
//! Two families are recognised, each by undoing the mistake and checking that the result is
//! plausible:
//!
//! * **UTF-8 read as a single-byte code page.** Every Cyrillic letter is two UTF-8 bytes
//!   (`D0`/`D1` plus a continuation byte `80..BF`), so `Български` read as windows-1251 becomes
//!   `Р‘СЉР»РіР°СЂСЃРєРё` (and `Ð‘ÑŠÐ»...` through windows-1252). The scan maps characters back to
//!   bytes through the viewing code page (windows-1251, windows-1252 or KOI8-R) and accepts a
//!   run of such sequences for Cyrillic letters or typographic punctuation, separated by nothing
//!   but ASCII on one line, when it has two letters in a row, or three letters whose continuation
//!   characters are not letters (`Р  Р• Р“`: letter-spaced capitals).
//! * **One single-byte code page read as another.** windows-1251 read as KOI8 (or the reverse)
//!   permutes the letters and swaps their case: `Български` becomes `бЗЕЗБТУЛЙ`. The scan maps
//!   every word back both ways and compares the [`Scorer`] score (letter frequencies plus a
//!   penalty for impossible case patterns) as written and as repaired. A segment of a line whose
//!   repair gains enough is reported (see [`Segment::is_mojibake`]); where both directions
//!   claim the same text, the direction with more evidence over the whole file wins.
//!
//! Runs never cross a line break. Both scans are single passes over the text with table
//! lookups (the first only over lines that pass a cheap byte test), so the cost is linear.

use super::tables::{
    classify, code_pages, is_common_punctuation, is_cyrillic_letter, CharClass, CodePage, Scorer,
};
use crate::source::Span;
use std::sync::OnceLock;

/// How many ASCII bytes may separate two mojibake sequences of the same run.
const MAX_GAP: usize = 40;
/// A UTF-8-through-code-page run needs this many consecutive repaired letters…
const MIN_LETTER_STREAK: usize = 2;
/// …or this many letters from sequences whose continuation characters are not letters.
const MIN_CLEAR_LETTERS: usize = 3;
/// A code-page-swap run needs at least this many letters…
const MIN_SWAP_LETTERS: usize = 4;
/// …must gain at least this much score in total by the repair…
const MIN_SWAP_GAIN: f64 = 12.0;
/// …and must either fix a word with an impossible case pattern (`бЗЕЗБТУЛЙ`), or have at least
/// this many letters…
const MIN_SWAP_LETTERS_WITHOUT_CASE: usize = 10;
/// …and gain at least this much per letter.
const MIN_SWAP_GAIN_PER_LETTER: f64 = 1.0;

/// What went wrong earlier in the text's life.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct MojibakeKind {
    /// The encoding the bytes really were in.
    pub original: &'static str,
    /// The encoding they were decoded with.
    pub decoded_as: &'static str,
    /// Whether the mistake was made twice (UTF-8 read as a code page, saved as UTF-8, and read
    /// as the code page again).
    pub twice: bool,
}

/// One run of mojibake.
#[derive(Clone, Debug)]
pub(crate) struct MojibakeRun {
    /// Where the run is in the text.
    pub span: Span,
    /// Which mistake produced it.
    pub kind: MojibakeKind,
    /// The run with the mistake undone.
    pub repaired: String,
    /// How strong the evidence is (used to choose between overlapping explanations).
    pub evidence: f64,
}

/// Finds the runs of mojibake in `text`, in text order, not overlapping.
pub(crate) fn find_mojibake(text: &str) -> Vec<MojibakeRun> {
    if text.is_ascii() {
        return Vec::new();
    }
    let mut found = find_utf8_runs(text);
    for run in &mut found {
        // Garbled twice: the repair is itself one whole run of the same mojibake.
        if let [inner] = find_utf8_runs(&run.repaired).as_slice() {
            if inner.kind == run.kind && inner.span == Span::new(0, run.repaired.len()) {
                run.repaired.clone_from(&inner.repaired);
                run.kind.twice = true;
            }
        }
    }
    let swaps = scan_code_page_swaps(text, swap_table(), &found);
    // One file is usually garbled one way throughout, and the evidence of a whole file is
    // stronger than that of one line: where two explanations overlap, the one with more evidence
    // over the whole file wins.
    let mut evidence_by_kind: Vec<(MojibakeKind, f64)> = Vec::new();
    for run in &swaps {
        match evidence_by_kind.iter_mut().find(|(kind, _)| *kind == run.kind) {
            Some((_, total)) => *total += run.evidence,
            None => evidence_by_kind.push((run.kind, run.evidence)),
        }
    }
    let dominant =
        evidence_by_kind.into_iter().max_by(|a, b| a.1.total_cmp(&b.1)).map(|(kind, _)| kind);
    found.extend(keep_best_non_overlapping(swaps, dominant));
    found.sort_by_key(|r| r.span.start);
    found
}

/// The runs of UTF-8 read through a single-byte code page, in text order, not overlapping.
fn find_utf8_runs(text: &str) -> Vec<MojibakeRun> {
    let mut runs = Vec::new();
    // Most files have no candidate anywhere: one pass over the whole text says so.
    if !may_hold_utf8_mojibake(text.as_bytes()) {
        return runs;
    }
    let pages = code_pages();
    let viewers = [
        (&pages.windows_1251, "windows-1251"),
        (&pages.windows_1252, "windows-1252"),
        (&pages.koi8_r, "KOI8-R"),
    ];
    let mut line_start = 0;
    for line in text.split_inclusive('\n') {
        if may_hold_utf8_mojibake(line.as_bytes()) {
            for (viewer, name) in viewers {
                runs.extend(scan_utf8_through(line, viewer, name).into_iter().map(|mut run| {
                    run.span = Span::new(run.span.start + line_start, run.span.end + line_start);
                    run
                }));
            }
        }
        line_start += line.len();
    }
    let mut found = keep_best_non_overlapping(runs, None);
    found.sort_by_key(|r| r.span.start);
    found
}

/// A cheap test that a line may hold UTF-8 mojibake with letters in it: somewhere a character
/// that stands for the UTF-8 lead byte of a Cyrillic letter (`D0`/`D1`) in one of the viewing
/// code pages (`Р С Т` in windows-1251, `Ð Ñ Ò` in windows-1252, `п я` in KOI8-R) is followed
/// by a non-ASCII character that is not a basic Cyrillic letter (the continuation byte).
fn may_hold_utf8_mojibake(line: &[u8]) -> bool {
    // The lead pair comes first: its first byte is rare outside Cyrillic and its second rules
    // out most letters, so the continuation test runs seldom.
    let mut i = 0;
    while i + 3 < line.len() {
        let lead = match line[i] {
            0xD0 => matches!(line[i + 1], 0xA0..=0xA2 | 0xBF),
            0xD1 => line[i + 1] == 0x8F,
            0xC3 => matches!(line[i + 1], 0x90..=0x92),
            _ => {
                i += 1;
                continue;
            }
        };
        if lead {
            let (c, d) = (line[i + 2], line[i + 3]);
            let basic_cyrillic = (c == 0xD0 && d >= 0x90) || (c == 0xD1 && d < 0x90);
            if !c.is_ascii() && !basic_cyrillic {
                return true;
            }
        }
        // A two-byte sequence: its second byte cannot start a lead pair.
        i += 2;
    }
    false
}

/// Keeps the runs with the most evidence, dropping any run that overlaps a better one; runs of
/// the `preferred` kind come first.
fn keep_best_non_overlapping(
    mut runs: Vec<MojibakeRun>,
    preferred: Option<MojibakeKind>,
) -> Vec<MojibakeRun> {
    let rank = |run: &MojibakeRun| usize::from(Some(run.kind) != preferred);
    runs.sort_by(|a, b| {
        rank(a)
            .cmp(&rank(b))
            .then(b.evidence.total_cmp(&a.evidence))
            .then(a.span.start.cmp(&b.span.start))
    });
    let mut kept: Vec<MojibakeRun> = Vec::with_capacity(runs.len());
    for run in runs {
        if !kept.iter().any(|k| run.span.start < k.span.end && k.span.start < run.span.end) {
            kept.push(run);
        }
    }
    kept
}

/// Whether the span `[start, end)` overlaps any of the sorted, disjoint `runs`, starting the
/// search at `*cursor` (which only moves forward, keeping a whole scan linear).
fn overlaps(runs: &[MojibakeRun], cursor: &mut usize, start: usize, end: usize) -> bool {
    while runs.get(*cursor).is_some_and(|r| r.span.end <= start) {
        *cursor += 1;
    }
    runs.get(*cursor).is_some_and(|r| r.span.start < end)
}

/// One UTF-8 sequence found in the text by [`utf8_sequence_at`].
struct Utf8Token {
    /// Bytes of the text it takes.
    len: usize,
    /// The character the sequence encodes.
    decoded: char,
    /// Whether no continuation character is a letter: `Р‘` (clear) rather than `Рі`, which could
    /// also be Ukrainian text.
    clear: bool,
}

/// If the characters at `at` are the bytes of one UTF-8 sequence seen through `viewer`, returns
/// it, provided it encodes a Cyrillic character, typographic punctuation, or a character of the
/// viewer's upper half. (Only the letters of the Bulgarian, Ukrainian and Russian alphabets count
/// as evidence; the others are accepted so that text garbled twice, where `А` became `Рђ` and
/// then `Р С’`, can be followed.)
fn utf8_sequence_at(text: &str, at: usize, viewer: &CodePage) -> Option<Utf8Token> {
    let mut chars = text.get(at..)?.chars();
    let lead_char = chars.next()?;
    let lead = viewer.byte_of(lead_char)?;
    let len = match lead {
        0xC2..=0xDF => 2,
        0xE0..=0xEF => 3,
        0xF0..=0xF4 => 4,
        _ => return None,
    };
    let mut buf = [lead, 0, 0, 0];
    let mut consumed = lead_char.len_utf8();
    let mut clear = true;
    for slot in buf.iter_mut().take(len).skip(1) {
        let c = chars.next()?;
        let byte = viewer.byte_of(c)?;
        if !(0x80..=0xBF).contains(&byte) {
            return None;
        }
        clear &= !classify(c).alphabetic;
        *slot = byte;
        consumed += c.len_utf8();
    }
    let decoded = std::str::from_utf8(&buf[..len]).ok()?.chars().next()?;
    let cyrillic = matches!(u32::from(decoded), 0x400..=0x4FF);
    let viewer_symbol = viewer.byte_of(decoded).is_some_and(|b| b >= 0x80);
    (cyrillic || is_common_punctuation(decoded) || viewer_symbol).then_some(Utf8Token {
        len: consumed,
        decoded,
        clear,
    })
}

/// A run being collected by [`scan_utf8_through`].
#[derive(Default)]
struct Utf8Run {
    /// Text offset and repaired length at the first token that is not whitespace.
    first: Option<(usize, usize)>,
    /// Text offset and repaired length after the last token that is not whitespace.
    last: (usize, usize),
    /// Text offset after the last token.
    end: usize,
    repaired: String,
    streak: usize,
    best_streak: usize,
    clear_letters: usize,
}

/// Scans for UTF-8 text that was decoded through `viewer`.
fn scan_utf8_through(text: &str, viewer: &CodePage, name: &'static str) -> Vec<MojibakeRun> {
    let kind = MojibakeKind { original: "UTF-8", decoded_as: name, twice: false };
    let mut runs = Vec::new();
    let mut current: Option<Utf8Run> = None;
    let finish = |run: Option<Utf8Run>, runs: &mut Vec<MojibakeRun>| {
        let Some(run) = run else { return };
        let Some((start, repaired_start)) = run.first else { return };
        if run.best_streak >= MIN_LETTER_STREAK || run.clear_letters >= MIN_CLEAR_LETTERS {
            runs.push(MojibakeRun {
                span: Span::new(start, run.last.0),
                kind,
                repaired: run.repaired[repaired_start..run.last.1].to_owned(),
                evidence: (run.best_streak + run.clear_letters) as f64,
            });
        }
    };
    let bytes = text.as_bytes();
    let mut at = 0;
    while at < bytes.len() {
        let byte = bytes[at];
        if byte.is_ascii() {
            if byte == b'\n' || current.as_ref().is_some_and(|run| at - run.end >= MAX_GAP) {
                finish(current.take(), &mut runs);
            } else if let Some(run) = current.as_mut() {
                run.streak = 0;
            }
            at += 1;
            continue;
        }
        let Some(token) = utf8_sequence_at(text, at, viewer) else {
            finish(current.take(), &mut runs);
            at += text[at..].chars().next().map_or(1, char::len_utf8);
            continue;
        };
        let run = current.get_or_insert_with(|| Utf8Run { end: at, ..Utf8Run::default() });
        run.repaired.push_str(&text[run.end..at]);
        if !token.decoded.is_whitespace() {
            run.first.get_or_insert((at, run.repaired.len()));
        }
        run.repaired.push(token.decoded);
        run.end = at + token.len;
        if !token.decoded.is_whitespace() {
            run.last = (run.end, run.repaired.len());
        }
        if is_cyrillic_letter(token.decoded) {
            run.streak += 1;
            run.best_streak = run.best_streak.max(run.streak);
            if token.clear {
                run.clear_letters += 1;
            }
        } else {
            run.streak = 0;
        }
        at += token.len;
    }
    finish(current, &mut runs);
    runs
}

/// One way single-byte text can have been misread: bytes of `original` shown as `viewer`.
struct Swap {
    original: &'static CodePage,
    viewer: &'static CodePage,
    kind: MojibakeKind,
}

/// A stretch of one line being judged for one [`Swap`].
#[derive(Default)]
struct Segment {
    /// Start of the first word with a non-ASCII character.
    start: Option<usize>,
    /// End of the last such word.
    end: usize,
    /// Repaired score minus written score.
    gain: f64,
    /// Cyrillic letters.
    letters: usize,
    /// Words whose impossible case pattern the repair removes.
    case_fixes: usize,
}

impl Segment {
    /// Whether the repair is convincing enough to report.
    fn is_mojibake(&self) -> bool {
        let case_evidence = self.case_fixes > 0;
        let frequency_evidence = self.letters >= MIN_SWAP_LETTERS_WITHOUT_CASE
            && self.gain >= MIN_SWAP_GAIN_PER_LETTER * self.letters as f64;
        self.letters >= MIN_SWAP_LETTERS
            && self.gain >= MIN_SWAP_GAIN
            && (case_evidence || frequency_evidence)
    }
}

/// A character's class as written and as each swap repairs it (`None`: the viewing code page
/// has no byte for it), looked up in a table for Latin-1 and Cyrillic (every character of the
/// file is classified three times) and computed for the rest.
struct SwapTable {
    table: Vec<(CharClass, [Option<CharClass>; 2])>,
    swaps: [Swap; 2],
}

/// The two swaps (windows-1251 read as KOI8 and the reverse) and their table, built once.
fn swap_table() -> &'static SwapTable {
    static TABLE: OnceLock<SwapTable> = OnceLock::new();
    TABLE.get_or_init(|| {
        let pages = code_pages();
        SwapTable::new([
            Swap {
                original: &pages.windows_1251,
                viewer: &pages.koi8_u,
                kind: MojibakeKind { original: "windows-1251", decoded_as: "KOI8-R", twice: false },
            },
            Swap {
                original: &pages.koi8_u,
                viewer: &pages.windows_1251,
                kind: MojibakeKind { original: "KOI8-U", decoded_as: "windows-1251", twice: false },
            },
        ])
    })
}

impl SwapTable {
    fn new(swaps: [Swap; 2]) -> Self {
        let mut t = SwapTable { table: Vec::new(), swaps };
        t.table = (0x80..=0xFFu32)
            .chain(0x400..=0x4FF)
            .filter_map(char::from_u32)
            .map(|c| t.compute(c))
            .collect();
        t
    }

    fn compute(&self, c: char) -> (CharClass, [Option<CharClass>; 2]) {
        let class = classify(c);
        if c.is_ascii() {
            return (class, [Some(class); 2]);
        }
        let via = |swap: &Swap| swap.viewer.byte_of(c).map(|b| classify(swap.original.char_of(b)));
        (class, [via(&self.swaps[0]), via(&self.swaps[1])])
    }

    fn get(&self, c: char) -> (CharClass, [Option<CharClass>; 2]) {
        let code = u32::from(c);
        let at = match code {
            0x80..=0xFF => code - 0x80,
            0x400..=0x4FF => code - 0x400 + 128,
            _ => return self.compute(c),
        };
        self.table.get(at as usize).copied().unwrap_or_else(|| self.compute(c))
    }
}

/// Scans for single-byte text that was decoded with the other single-byte code page, outside
/// `skip` (sorted, disjoint runs found earlier).
///
/// Words are maximal runs of non-ASCII characters and ASCII letters. For each swap the text is
/// cut into segments at line breaks and at words the viewer cannot map back; a segment is reported
/// when repairing all its words gains enough score (see [`Segment::is_mojibake`]).
fn scan_code_page_swaps(text: &str, table: &SwapTable, skip: &[MojibakeRun]) -> Vec<MojibakeRun> {
    let swaps = &table.swaps;
    let mut runs = Vec::new();
    let mut segments: [Segment; 2] = Default::default();
    let flush = |segment: &mut Segment, swap: &Swap, runs: &mut Vec<MojibakeRun>| {
        let done = std::mem::take(segment);
        let Some(start) = done.start else { return };
        if !done.is_mojibake() {
            return;
        }
        let repaired = text[start..done.end]
            .chars()
            .map(|c| {
                if c.is_ascii() {
                    c
                } else {
                    swap.viewer.byte_of(c).map_or(c, |b| swap.original.char_of(b))
                }
            })
            .collect();
        runs.push(MojibakeRun {
            span: Span::new(start, done.end),
            kind: swap.kind,
            repaired,
            evidence: done.gain,
        });
    };
    let mut cursor = 0;
    let mut word_start: Option<usize> = None;
    for (at, c) in text.char_indices().chain(std::iter::once((text.len(), '\n'))) {
        if !c.is_ascii() || c.is_ascii_alphabetic() {
            word_start.get_or_insert(at);
            continue;
        }
        // An ASCII word reads the same through every code page: nothing for the segments.
        let word = word_start.take().map(|start| (start, overlaps(skip, &mut cursor, start, at)));
        if let Some((start, skipped)) =
            word.filter(|&(start, skipped)| skipped || !text[start..at].is_ascii())
        {
            let word = &text[start..at];
            // The three scorers are kept apart (not in an array) so that they stay in registers.
            let (mut written, mut first, mut second) = Default::default();
            let (mut first_ok, mut second_ok) = (!skipped, !skipped);
            let mut non_ascii = false;
            for c in word.chars() {
                let ascii = c.is_ascii();
                let (class, [via_first, via_second]) = table.get(c);
                Scorer::push_class(&mut written, ascii, class);
                non_ascii |= !ascii;
                let push = |scorer: &mut Scorer, ok: &mut bool, via: Option<CharClass>| match via {
                    Some(repaired) if *ok => scorer.push_class(ascii, repaired),
                    _ => *ok = false,
                };
                push(&mut first, &mut first_ok, via_first);
                push(&mut second, &mut second_ok, via_second);
            }
            let (mut repaired, mappable) = ([first, second], [first_ok, second_ok]);
            written.end_word();
            repaired.iter_mut().for_each(Scorer::end_word);
            for (((swap, segment), scorer), ok) in
                swaps.iter().zip(&mut segments).zip(&repaired).zip(mappable)
            {
                if !ok {
                    flush(segment, swap, &mut runs);
                    continue;
                }
                if non_ascii {
                    segment.start.get_or_insert(start);
                    segment.end = at;
                }
                segment.gain += scorer.total - written.total;
                segment.letters += written.letters.max(scorer.letters);
                segment.case_fixes += usize::from(written.case_violations > scorer.case_violations);
            }
        }
        if c == '\n' {
            for (segment, swap) in segments.iter_mut().zip(swaps) {
                flush(segment, swap, &mut runs);
            }
        }
    }
    runs
}

#[cfg(test)]
mod tests {
    use super::may_hold_utf8_mojibake;

    /// The definition the skipping scan implements: some window of four bytes holds a lead pair
    /// followed by a non-ASCII character that is not a basic Cyrillic letter.
    fn by_definition(line: &[u8]) -> bool {
        line.windows(4).any(|w| {
            let lead = matches!(
                (w[0], w[1]),
                (0xD0, 0xA0..=0xA2) | (0xD0, 0xBF) | (0xD1, 0x8F) | (0xC3, 0x90..=0x92)
            );
            let basic_cyrillic = (w[2] == 0xD0 && w[3] >= 0x90) || (w[2] == 0xD1 && w[3] < 0x90);
            lead && !w[2].is_ascii() && !basic_cyrillic
        })
    }

    #[test]
    fn the_prefilter_finds_what_its_definition_finds() {
        // Mojibake of every kind the scan reports, clean Bulgarian and Ukrainian, and every
        // line of every regulation of the repository, whole and line by line.
        let mut texts: Vec<String> = [
            "Р‘СЉР»РіР°СЂСЃРєРё",
            "Ð‘ÑŠÐ»Ð³Ð°Ñ€Ñ",
            "п▒п╩п╣",
            "Р  Р• Р“",
            "Ряд Синя Тиха пясък",
            "Ръ»",
            "Турнирът ще се проведе",
            "Шахова федерація України",
            "Рђ Р С’",
            "x Ð",
            "Р",
            "Р‘",
            "аР‘",
            "",
        ]
        .iter()
        .map(|s| s.to_string())
        .collect();
        for dir in ["regulations", "regulations/extra", "tests/fixtures/codes"] {
            let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(dir);
            for entry in std::fs::read_dir(&dir).into_iter().flatten().flatten() {
                if let Ok(text) = std::fs::read_to_string(entry.path()) {
                    texts.extend(text.lines().map(str::to_owned));
                    texts.push(text);
                }
            }
        }
        assert!(texts.len() > 500, "the repository's regulations are read");
        let mut found = 0;
        for text in &texts {
            let expected = by_definition(text.as_bytes());
            found += usize::from(expected);
            assert_eq!(may_hold_utf8_mojibake(text.as_bytes()), expected, "{text:?}");
        }
        assert!(found > 0, "some text has a candidate");
    }
}
