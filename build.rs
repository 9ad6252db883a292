//! Build script: links the optimised `reglament` binary as a position-dependent executable on
//! Linux. A position-independent one spends about half a millisecond of every run (a third of
//! `reglament --version`) applying its ~41,000 load-time relocations and copying the ~190 pages
//! they touch; a fixed-address one has none (BENCHMARKS.md, "Where the check time goes").
//! Debug and test builds stay position-independent.

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    let linux = std::env::var("CARGO_CFG_TARGET_OS").is_ok_and(|os| os == "linux");
    let gnu = std::env::var("CARGO_CFG_TARGET_ENV").is_ok_and(|env| env == "gnu");
    let release = std::env::var("PROFILE").is_ok_and(|p| p == "release");
    if linux && gnu && release {
        println!("cargo:rustc-link-arg-bins=-no-pie");
    }
}
