#![no_main]
//! The TRF reader, then what the commands do with what it read: the limits, standings with
//! the tie-breaks of every kind, JSON, and TRF16 and TRF26 written, read and written again (the
//! same text).

use libfuzzer_sys::fuzz_target;
use reglament::results::input::read;
use reglament::results::trf::{read_trf, unwritable, write_trf16, write_trf26};
use reglament::score::{self, ScoreOptions};
use reglament::source::SourceFile;
use reglament::vocab::limits::{FileKind, Limits};
use reglament::vocab::tiebreak::TieBreakList;

#[path = "common.rs"]
mod common;

fuzz_target!(|data: &[u8]| {
    let r = read("fuzz.trf", data, FileKind::Trf, None, &Limits::default());
    common::check_diagnostics(&r.file, &r.diagnostics);
    if r.diagnostics.iter().any(|d| d.severity == reglament::diagnostic::Severity::Error) {
        return;
    }
    let t = &r.tournament;
    let list = TieBreakList::parse("BH/C1,BH,SB,DE,ARO,TPR,PTP,KS,WIN");
    if let Ok(list) = list {
        let _ = score::standings_labelled(t, &list.items, &ScoreOptions::default());
    }
    let _ = reglament::results::json::to_json(t);
    if unwritable(t).is_empty() {
        // Both formats: written, read and written again is the same text (as the suite's
        // round-trip properties hold it on mutated real files).
        for write in [write_trf16, write_trf26] {
            let once = write(t);
            let (again, _) = read_trf(&SourceFile::new("again.trf", once.clone(), "UTF-8"));
            assert_eq!(write(&again), once, "writing is not stable");
        }
    }
});
