//! Properties of the three results readers (TRF, results files, PGN), as `no_panic.rs` holds
//! them for `compile`: on any input, no panic, every label inside the decoded text and on
//! character boundaries, a bounded number of findings and bounded output; and TRF26 (and TRF16)
//! written, read and written again is the same text.

use proptest::collection::vec;
use proptest::prelude::*;
use reglament::diagnostic::Severity;
use reglament::results::input::{read, Input};
use reglament::results::trf::{read_trf, unwritable, write_trf16, write_trf26};
use reglament::source::SourceFile;
use reglament::vocab::limits::{FileKind, Limits};
use std::sync::OnceLock;

/// The repository's files of a kind (the starting points of mutation).
fn files(kind: FileKind) -> &'static [Vec<u8>] {
    static TRF: OnceLock<Vec<Vec<u8>>> = OnceLock::new();
    static RGR: OnceLock<Vec<Vec<u8>>> = OnceLock::new();
    static PGN: OnceLock<Vec<Vec<u8>>> = OnceLock::new();
    let (cell, dirs, ext): (_, &[&str], _) = match kind {
        FileKind::Trf => (&TRF, &["tests/data/trf", "tests/fixtures/codes"], "trf"),
        FileKind::Results => (&RGR, &["results", "tests/fixtures/codes"], "rgr"),
        _ => (&PGN, &["tests/data/seed-results", "tests/fixtures/codes"], "pgn"),
    };
    cell.get_or_init(|| {
        let mut out = Vec::new();
        for dir in dirs {
            let dir = crate::common::path(dir);
            let mut names: Vec<_> = std::fs::read_dir(&dir)
                .expect("folder")
                .filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| p.extension().is_some_and(|e| e == ext))
                .collect();
            names.sort();
            out.extend(names.iter().map(|p| std::fs::read(p).expect("readable")));
        }
        out
    })
}

/// The repository's TRF files that read without an error and can be written as TRF26 (the
/// starting points of the round trip: mutating a file that is already refused would only be
/// rejected, and too many rejections abort a property).
fn writable_trf() -> &'static [Vec<u8>] {
    static CLEAN: OnceLock<Vec<Vec<u8>>> = OnceLock::new();
    CLEAN.get_or_init(|| {
        let clean: Vec<Vec<u8>> = files(FileKind::Trf)
            .iter()
            .filter(|bytes| {
                let r = read("p.trf", bytes, FileKind::Trf, None, &Limits::default());
                !r.diagnostics.iter().any(|d| d.severity == Severity::Error)
                    && !r.tournament.players.is_empty()
                    && unwritable(&r.tournament).is_empty()
            })
            .cloned()
            .collect();
        assert!(clean.len() >= 10, "only {} writable TRF files", clean.len());
        clean
    })
}

/// A repository file of `kind` with bytes changed and the end cut off.
fn mutated(kind: FileKind, index: usize, edits: &[(usize, u8)], cut: usize) -> Vec<u8> {
    let all = files(kind);
    let mut bytes = all[index % all.len()].clone();
    if bytes.is_empty() {
        return bytes;
    }
    for &(at, b) in edits {
        let i = at % bytes.len();
        bytes[i] = b;
    }
    let keep = (cut % (bytes.len() + 1)).max(bytes.len() / 2);
    bytes.truncate(keep);
    bytes
}

/// The properties every read must have.
fn holds(input: &Input, len: usize) -> Result<(), TestCaseError> {
    let text = &input.file.text;
    for d in &input.diagnostics {
        prop_assert_eq!(d.code.len(), 4);
        for l in &d.labels {
            prop_assert!(l.span.start <= l.span.end && l.span.end <= text.len(), "{}", d.code);
            prop_assert!(text.is_char_boundary(l.span.start) && text.is_char_boundary(l.span.end));
        }
    }
    // Findings are kept up to a bound (then one D008 counts the rest).
    prop_assert!(input.diagnostics.len() <= 10_001 + 200, "{} findings", input.diagnostics.len());
    // What is written from the results is bounded by the limits, whatever the input.
    let t = &input.tournament;
    let limits = Limits::default();
    prop_assert!(t.players.len() as u32 <= limits.players);
    prop_assert!(t.players.iter().flat_map(|p| &p.games).all(|g| g.round <= limits.rounds));
    let json = reglament::results::json::to_json(t);
    prop_assert!(json.len() <= 64 * len + 64 * 1024, "{} bytes of JSON from {len}", json.len());
    Ok(())
}

/// A writable repository TRF file with bytes changed, read, written, read and written again:
/// the two texts are the same (inputs the change made unreadable or unwritable are rejected).
fn written_read_and_written_again(
    index: usize,
    edits: &[(usize, u8)],
    write: fn(&reglament::results::Tournament) -> String,
) -> Result<(), TestCaseError> {
    let all = writable_trf();
    let mut bytes = all[index % all.len()].clone();
    for &(at, b) in edits {
        let i = at % bytes.len();
        bytes[i] = b;
    }
    let r = read("p.trf", &bytes, FileKind::Trf, None, &Limits::default());
    let clean = !r.diagnostics.iter().any(|d| d.severity == Severity::Error);
    prop_assume!(clean && !r.tournament.players.is_empty() && unwritable(&r.tournament).is_empty());
    let once = write(&r.tournament);
    let (again, _) = read_trf(&SourceFile::new("again.trf", once.clone(), "UTF-8"));
    prop_assert_eq!(write(&again), once);
    Ok(())
}

fn kind_of(k: u8) -> FileKind {
    match k % 3 {
        0 => FileKind::Trf,
        1 => FileKind::Results,
        _ => FileKind::Pgn,
    }
}

proptest! {
    #![proptest_config(crate::common::proptest_config(96))]

    #[test]
    fn arbitrary_bytes_read_safely(kind in 0u8..3, bytes in vec(any::<u8>(), 0..3000)) {
        let kind = kind_of(kind);
        let r = read("p", &bytes, kind, None, &Limits::default());
        holds(&r, bytes.len())?;
    }

    #[test]
    fn mutated_real_files_read_safely(
        kind in 0u8..3,
        index in 0usize..64,
        edits in vec((any::<usize>(), prop::sample::select(
            b" 0123456789wb=-+HFUZ\n\r{}\"[]\xc3\xa9\xff\x1b".to_vec())), 1..30),
        cut in any::<usize>(),
    ) {
        let kind = kind_of(kind);
        let bytes = mutated(kind, index, &edits, cut);
        let r = read("p", &bytes, kind, None, &Limits::default());
        holds(&r, bytes.len())?;
    }

    #[test]
    fn trf26_written_read_and_written_again_is_the_same(
        index in 0usize..64,
        edits in vec((any::<usize>(), prop::sample::select(b" 0123456789wb=-+HFUZ".to_vec())), 0..6),
    ) {
        written_read_and_written_again(index, &edits, write_trf26)?;
    }

    #[test]
    fn trf16_written_read_and_written_again_is_the_same(
        index in 0usize..64,
        edits in vec((any::<usize>(), prop::sample::select(b" 0123456789wb=-+HFUZ".to_vec())), 0..6),
    ) {
        written_read_and_written_again(index, &edits, write_trf16)?;
    }

    #[test]
    fn a_generated_swiss_survives_trf26_unchanged(players in 2u32..120, rounds in 1u32..15, seed in any::<u64>()) {
        let t = reglament::results::generate::swiss(players, rounds, seed);
        let once = write_trf26(&t);
        let (again, d) = read_trf(&SourceFile::new("g.trf", once.clone(), "UTF-8"));
        prop_assert!(!d.iter().any(|d| d.severity == Severity::Error), "{:?}", d);
        prop_assert_eq!(&again.players, &t.players);
        prop_assert_eq!(write_trf26(&again), once);
    }
}
