//! BH and SB computed together, in one pass over the games (`score::individual::
//! buchholz_columns`, which the standings use for every BH and SB entry of a list), are each
//! column's own definition in C.07: every player's contributions (Art. 16), cut (16.5) and
//! summed.

use crate::common::path;
use reglament::results::trf::read_trf_bytes;
use reglament::results::Tournament;
use reglament::score::edition::Edition;
use reglament::score::individual::{buchholz_columns, contributions, cut};
use reglament::score::unplayed::Crosstable;
use reglament::vocab::points::Points;
use reglament::vocab::tiebreak::{TieBreak, TieBreakKind};

/// Every individual event of `tests/data/trf` (team files and files without players left
/// out), read, in file-name order.
fn individual_events() -> Vec<(std::path::PathBuf, Tournament)> {
    let mut files: Vec<_> =
        std::fs::read_dir(path("tests/data/trf")).expect("tests/data/trf").flatten().collect();
    files.sort_by_key(|e| e.path());
    files
        .into_iter()
        .map(|entry| entry.path())
        .filter(|p| p.extension().is_some_and(|e| e == "trf"))
        .filter_map(|p| {
            let bytes = std::fs::read(&p).expect("readable");
            let (t, _) = read_trf_bytes(&p.to_string_lossy(), &bytes);
            (t.teams.is_empty() && !t.players.is_empty()).then_some((p, t))
        })
        .collect()
}

/// The BH and SB columns computed together (`buchholz_columns`, with its shortcut for Cut-1 of
/// a Buchholz) are each column's own definition: every player's contributions, cut by
/// `cut` (16.5), summed. On every individual TRF file of `tests/data/trf` under each edition,
/// Swiss and round robin, with and without `/P`.
#[test]
fn buchholz_columns_together_are_each_columns_definition() {
    let mut compared = 0;
    for (path, t) in individual_events() {
        for edition in [Edition::Pre2023, Edition::Y2023, Edition::Y2026] {
            for round_robin in [false, true] {
                let ct = Crosstable::new(&t, edition, round_robin);
                for played in [false, true] {
                    let list: Vec<TieBreak> = ["BH/C1", "BH", "SB", "BH/M1", "SB/C1", "BH/C2"]
                        .iter()
                        .map(|d| {
                            TieBreak::parse(&format!("{d}{}", if played { "/P" } else { "" }))
                                .expect("a descriptor")
                        })
                        .collect();
                    let refs: Vec<&TieBreak> = list.iter().collect();
                    let columns = buchholz_columns(&ct, &refs, played);
                    for (tb, column) in list.iter().zip(&columns) {
                        let sonneborn = tb.kind == TieBreakKind::Sb;
                        let low = usize::from(tb.cut) + usize::from(tb.median);
                        for p in 1..=ct.len() as u32 {
                            let own = cut(
                                contributions(&ct, p, sonneborn, played),
                                low,
                                usize::from(tb.median),
                            );
                            let want: Points = own.iter().map(|c| c.value).sum();
                            assert_eq!(
                                column[(p - 1) as usize],
                                Some(want),
                                "{} {edition:?} rr {round_robin} {tb:?} player {p}",
                                path.display()
                            );
                            compared += 1;
                        }
                    }
                }
            }
        }
    }
    assert!(compared > 80_000, "{compared}");
}

/// ARO without a cut read in one pass over the crosstable (`aro_column`, what the standings
/// use for it) is ARO from the gathered games (`performance`): on every individual TRF file
/// of `tests/data/trf` under each edition, Swiss and round robin, with the file's ratings and
/// with every third player unrated.
#[test]
fn aro_in_one_pass_is_aro_from_the_games() {
    use reglament::score::individual::{aro_column, performance, Performance};
    let aro = TieBreak::parse("ARO").expect("a descriptor");
    let (mut compared, mut defined) = (0, 0);
    for (path, t) in individual_events() {
        let own: Vec<Option<u32>> = t.players.iter().map(|p| p.rating).collect();
        let some_unrated: Vec<Option<u32>> =
            own.iter().enumerate().map(|(i, r)| r.filter(|_| i % 3 != 0)).collect();
        for edition in [Edition::Pre2023, Edition::Y2023, Edition::Y2026] {
            for round_robin in [false, true] {
                let ct = Crosstable::new(&t, edition, round_robin);
                for ratings in [&own, &some_unrated] {
                    let want = performance(&ct, ratings, &aro, Performance::Aro);
                    let got = aro_column(&ct, ratings);
                    assert_eq!(got, want, "{} {edition:?} rr {round_robin}", path.display());
                    compared += got.len();
                    defined += got.iter().flatten().count();
                }
            }
        }
    }
    assert!(compared > 14_000 && defined > 11_000, "{compared} values, {defined} defined");
}
