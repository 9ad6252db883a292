//! Results from a file's bytes, as every command reads them: decoded by the decode stage (a
//! TRF may also be ISO-8859-1), read by the reader of their kind, and held to the limits on
//! rounds and players (and, with a regulation, to the size of its round robin). Results over a
//! limit are replaced by an empty tournament with the error, so nothing is computed from them.

use crate::decode::{self, Profile};
use crate::diagnostic::Diagnostic;
use crate::model::Regulation;
use crate::results::{pgn, results_file, trf, Tournament};
use crate::source::SourceFile;
use crate::vocab::limits::{FileKind, Limits};

/// Results read from a file, with the decoded text their diagnostics point into.
#[derive(Debug)]
pub struct Input {
    /// The decoded file.
    pub file: SourceFile,
    /// The tournament (empty if the file could not be decoded or is over a limit).
    pub tournament: Tournament,
    /// The drawn table numbers (results files only; empty otherwise).
    pub lots: Vec<u32>,
    /// Decoding and reading findings.
    pub diagnostics: Vec<Diagnostic>,
}

/// Reads `bytes` named `name` as results of `kind` (`Results`, `Pgn`, or anything else: TRF).
/// `regulation` numbers the players and supplies what a results file does not state.
pub fn read(
    name: &str,
    bytes: &[u8],
    kind: FileKind,
    regulation: Option<&Regulation>,
    limits: &Limits,
) -> Input {
    let (profile, limit) = decoding(kind, limits);
    match decode::decode_as(name, bytes, None, limit, profile) {
        Ok(d) => read_decoded(d, kind, regulation, limits),
        Err(e) => unreadable(name, bytes, profile, e),
    }
}

/// [`read`] taking the bytes by value (valid UTF-8 becomes the text without a copy).
pub fn read_owned(
    name: &str,
    bytes: Vec<u8>,
    kind: FileKind,
    regulation: Option<&Regulation>,
    limits: &Limits,
) -> Input {
    let (profile, limit) = decoding(kind, limits);
    match decode::decode_owned_as(name, bytes, None, limit, profile) {
        Ok(d) => read_decoded(d, kind, regulation, limits),
        Err((e, bytes)) => unreadable(name, &bytes, profile, e),
    }
}

/// How a file of `kind` is decoded: its text profile and its size limit in bytes.
fn decoding(kind: FileKind, limits: &Limits) -> (Profile, usize) {
    let limit = usize::try_from(limits.file_size(kind)).unwrap_or(usize::MAX);
    (profile_of(kind), limit)
}

fn profile_of(kind: FileKind) -> Profile {
    if matches!(kind, FileKind::Results | FileKind::Pgn) {
        Profile::Regulation
    } else {
        Profile::Trf
    }
}

/// The input of a file that could not be decoded: no tournament, the decoding error.
fn unreadable(name: &str, bytes: &[u8], profile: Profile, e: Diagnostic) -> Input {
    Input {
        file: decode::error_source_as(name, bytes, None, profile),
        tournament: Tournament::default(),
        lots: Vec::new(),
        diagnostics: vec![e],
    }
}

fn read_decoded(
    decoded: decode::Decoded,
    kind: FileKind,
    regulation: Option<&Regulation>,
    limits: &Limits,
) -> Input {
    let file = decoded.file;
    let mut diagnostics = decoded.warnings;
    let (mut tournament, lots) = match kind {
        FileKind::Results => {
            let r = results_file::read_results(&file, regulation);
            diagnostics.extend(r.diagnostics);
            (r.tournament, r.lots)
        }
        FileKind::Pgn => {
            let (t, d) = pgn::read_pgn(&file, regulation);
            diagnostics.extend(d);
            (t, Vec::new())
        }
        _ => {
            let (t, d) = trf::read_trf(&file);
            diagnostics.extend(d);
            (t, Vec::new())
        }
    };
    let mut over = crate::results::limits::check(&tournament, limits);
    if over.is_empty() {
        over.extend(
            regulation.and_then(|r| crate::results::limits::against_regulation(&tournament, r)),
        );
    }
    if !over.is_empty() {
        tournament = Tournament::default();
        diagnostics.extend(over);
    } else {
        diagnostics.extend(crate::results::rating_list::players_twice(&tournament, &file.text));
    }
    Input { file, tournament, lots, diagnostics }
}
