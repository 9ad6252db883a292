//! The test suite, one binary with a module per capability. Every input is in the repository:
//! fixtures in `tests/fixtures/` (one per diagnostic code in `tests/fixtures/codes/`), real data
//! in `tests/data/` (sources in its `SOURCES.md` files), the bundled regulations and results.

mod common;

mod architecture;
mod calendar;
mod checks;
mod cli;
mod corpus;
mod decode;
mod documents;
mod edition;
mod encodings;
mod fide_tables;
mod fixes;
mod fmt;
mod hostile;
mod import;
mod l10n;
mod language;
mod no_panic;
mod notation;
mod registry;
mod regulations;
mod regulations_issue8;
mod results;
mod robustness;
mod season;
mod serve;
mod standings;
