//! Writes a generated Swiss tournament as TRF16 to standard output.
//!
//! `cargo run --release --example gen_trf -- PLAYERS ROUNDS [SEED] [--trf26] [--all-rated] > big.trf`
//!
//! `--all-rated` keeps a rating for every player (else those below 1400 are unrated, and the
//! rating-based tie-breaks are dropped without a fixed rating for them, C.07 Art. 10).

use reglament::results::generate::swiss_with;
use reglament::results::trf::{write_trf16, write_trf26};
use std::io::Write;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let trf26 = args.iter().any(|a| a == "--trf26");
    let all_rated = args.iter().any(|a| a == "--all-rated");
    let numbers: Vec<&String> = args.iter().filter(|a| !a.starts_with("--")).collect();
    let parse = |i: usize, default: u64| -> Option<u64> {
        match numbers.get(i) {
            Some(text) => text.parse().ok(),
            None => Some(default),
        }
    };
    let (Some(players), Some(rounds), Some(seed)) = (parse(0, 5000), parse(1, 13), parse(2, 1))
    else {
        eprintln!("usage: gen_trf PLAYERS ROUNDS [SEED] [--trf26] [--all-rated]");
        std::process::exit(2);
    };
    if !(2..=9999).contains(&players) || !(1..=99).contains(&rounds) {
        eprintln!("gen_trf: PLAYERS must be 2–9999 and ROUNDS 1–99");
        std::process::exit(2);
    }
    let t = swiss_with(players as u32, rounds as u32, seed, all_rated);
    let text = if trf26 { write_trf26(&t) } else { write_trf16(&t) };
    if std::io::stdout().lock().write_all(text.as_bytes()).is_err() {
        std::process::exit(1);
    }
}
