//! Results in: FIDE TRF16/TRF26, results files, PGN, and round robins against the Berger table.

mod berger;
mod fide_list;
mod pairings;
mod properties;
mod results_file;
mod trf;
mod trf_broken;
mod trf_for_rating;
