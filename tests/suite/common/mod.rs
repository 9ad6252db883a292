//! Helpers every module of the suite shares: paths inside the repository, compiling a file,
//! reading results, and running the `reglament` binary.

#![allow(dead_code)] // each test module uses its own subset

pub mod browser;

use reglament::cli::load;
use reglament::model::Regulation;
use reglament::{Compiled, Options};
use std::path::{Path, PathBuf};
use std::process::Command;

/// The repository's root.
pub fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// A path inside the repository.
pub fn path(relative: &str) -> PathBuf {
    root().join(relative)
}

/// A file of `tests/data/` (real data copied in; see the `SOURCES.md` files there).
pub fn data(relative: &str) -> PathBuf {
    root().join("tests/data").join(relative)
}

/// Compiles a file with every check, naming it as given (relative names keep output stable).
pub fn compile_file(relative: &str) -> Compiled {
    let bytes = std::fs::read(path(relative)).unwrap_or_else(|e| panic!("{relative}: {e}"));
    reglament::compile(relative, &bytes, &Options::default())
}

/// Compiles a file with every check, its findings written in `lang` (the file's own language
/// is what `compile_file` gives).
pub fn compile_file_in(relative: &str, lang: reglament::vocab::Lang) -> Compiled {
    let bytes = std::fs::read(path(relative)).unwrap_or_else(|e| panic!("{relative}: {e}"));
    reglament::compile(relative, &bytes, &Options { lang: Some(lang), ..Options::default() })
}

/// Compiles a file with every check, its findings in English (tests that read messages).
pub fn compile_file_en(relative: &str) -> Compiled {
    compile_file_in(relative, reglament::vocab::Lang::En)
}

/// A regulation file's model; panics when it does not lower without errors.
pub fn regulation(relative: &str) -> Regulation {
    let options = Options { no_checks: true, ..Options::default() };
    let c = load::regulation(&path(relative), &options).unwrap_or_else(|e| panic!("{e}"));
    assert!(!c.has_errors(), "{relative}: {:?}", c.diagnostics);
    c.model.unwrap_or_else(|| panic!("{relative}: no model"))
}

/// Results read as the command line reads them (`.rgr`, `.pgn`, TRF).
pub fn results(relative: &str, reg: Option<&Regulation>) -> load::Results {
    load::results(&path(relative), reg).unwrap_or_else(|e| panic!("{e}"))
}

/// What a run of the binary printed, and its exit code.
#[derive(Debug)]
pub struct Run {
    /// The exit code (`-1` if killed by a signal).
    pub code: i32,
    /// Standard output.
    pub out: String,
    /// Standard error.
    pub err: String,
}

/// Runs `reglament` with `args` in the repository's root, without colours.
pub fn reglament<S: AsRef<std::ffi::OsStr>>(args: &[S]) -> Run {
    reglament_in(&root(), args)
}

/// Runs `reglament` with `args` in `dir`, without colours.
pub fn reglament_in<S: AsRef<std::ffi::OsStr>>(dir: &Path, args: &[S]) -> Run {
    let o = Command::new(env!("CARGO_BIN_EXE_reglament"))
        .args(args)
        .current_dir(dir)
        .env("NO_COLOR", "1")
        .output()
        .expect("the binary runs");
    Run {
        code: o.status.code().unwrap_or(-1),
        out: String::from_utf8_lossy(&o.stdout).into_owned(),
        err: String::from_utf8_lossy(&o.stderr).into_owned(),
    }
}

/// The configuration of every property test: `cases` cases from a fixed seed, so that the suite
/// (and CI) checks the same inputs on every run and a red run can be replayed. A search for new
/// failures sets `PROPTEST_RNG_SEED` (any number) and `PROPTEST_CASES` (see ROBUSTNESS.md); the
/// failures it finds are saved in the `proptest-regressions` files and run first from then on.
pub fn proptest_config(cases: u32) -> proptest::test_runner::Config {
    use proptest::test_runner::{Config, RngSeed};
    let from_env = |name: &str| std::env::var(name).ok().and_then(|v| v.parse::<u64>().ok());
    let cases = from_env("PROPTEST_CASES").map_or(cases, |n| n as u32);
    Config {
        cases,
        // A search with many cases meets more inputs the property does not apply to.
        max_global_rejects: cases.saturating_mul(16).max(1024),
        rng_seed: RngSeed::Fixed(from_env("PROPTEST_RNG_SEED").unwrap_or(0x7265_676c_616d)),
        ..Config::default()
    }
}
