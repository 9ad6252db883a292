//! Choosing between the single-byte Cyrillic code pages (windows-1251, KOI8-U, KOI8-R, CP866,
//! ISO-8859-5, Mac Cyrillic) for bytes that are neither marked by a byte-order mark nor valid
//! UTF-8.
//!
//! Each candidate decodes the bytes and is scored with [`Scorer`]: the sum of the log-frequencies
//! of the non-ASCII characters it produces, minus a penalty per word with an impossible case
//! pattern. The highest score wins; ties go to windows-1251 (by far the most common legacy
//! encoding for Bulgarian and Ukrainian text). KOI8-U and KOI8-R differ only at a few positions
//! (Ukrainian і ї є ґ ў in KOI8-U, box drawing in KOI8-R): KOI8-U is chosen only when it scores
//! strictly better, i.e. when those positions are used as letters.

use super::tables::{code_pages, CodePage, Scorer};
use encoding_rs::Encoding;

/// What a run of one letter three times or more costs (as much as a word with an impossible
/// case pattern).
const REPEATED_LETTER_PENALTY: f64 = super::tables::CASE_PATTERN_PENALTY;

/// Bytes scored at most; the rest of a large file is assumed to follow its start.
const SCORED_PREFIX: usize = 4 * 1024 * 1024;

/// One candidate's score.
#[derive(Clone, Copy, Debug)]
pub(crate) struct CandidateScore {
    /// The candidate encoding.
    pub encoding: &'static Encoding,
    /// Score per non-ASCII character (higher is more natural).
    pub per_character: f64,
}

/// The result of single-byte detection.
#[derive(Clone, Debug)]
pub(crate) struct Detection {
    /// The chosen encoding.
    pub encoding: &'static Encoding,
    /// All candidates, best first.
    pub scores: Vec<CandidateScore>,
    /// Number of non-ASCII bytes the decision rests on.
    pub evidence: usize,
}

fn score(bytes: &[u8], page: &CodePage) -> Scorer {
    let mut scorer = Scorer::default();
    let mut i = 0;
    while i < bytes.len() {
        let byte = bytes[i];
        let run = bytes[i..].iter().take_while(|&&b| b == byte).count();
        // A run of three or more of one byte is spacing or a rule, not a word: a letter three
        // times over (`ааа`, the no-break spaces 0xA0 of windows-1251 read as CP866; `ККК`, Mac
        // Cyrillic's 0xCA read as windows-1251) costs a penalty; anything else counts once.
        if byte >= 0x80 && run >= 3 {
            let c = page.char_of(byte);
            if c.is_alphabetic() {
                scorer.total -= REPEATED_LETTER_PENALTY;
                scorer.end_word();
            } else {
                scorer.push(c);
            }
            i += run;
            continue;
        }
        scorer.push(page.char_of(byte));
        i += 1;
    }
    scorer.end_word();
    scorer
}

/// Picks the most plausible single-byte code page for `bytes`.
pub(crate) fn detect_single_byte(bytes: &[u8]) -> Detection {
    let prefix = &bytes[..bytes.len().min(SCORED_PREFIX)];
    let pages = code_pages();
    // Order matters for ties: earlier wins (windows-1251 is by far the most common; the DOS, ISO
    // and Mac code pages come last).
    let candidates = [
        &pages.windows_1251,
        &pages.koi8_r,
        &pages.koi8_u,
        &pages.cp866,
        &pages.iso_8859_5,
        &pages.mac_cyrillic,
    ];
    let mut scored: Vec<(CandidateScore, f64)> = Vec::with_capacity(candidates.len());
    let mut evidence = 0;
    for page in candidates {
        let s = score(prefix, page);
        evidence = s.weighed;
        scored.push((
            CandidateScore { encoding: page.encoding, per_character: s.per_character() },
            s.total,
        ));
    }
    let mut best = 0;
    for (i, (_, total)) in scored.iter().enumerate() {
        if *total > scored[best].1 {
            best = i;
        }
    }
    let encoding = scored[best].0.encoding;
    // Stable sort keeps the tie order.
    scored.sort_by(|a, b| b.1.total_cmp(&a.1));
    Detection { encoding, scores: scored.into_iter().map(|(c, _)| c).collect(), evidence }
}
