//! Prints how long each stage of `standings --trf` takes on one TRF file (a developer's
//! profiling aid): decode, TRF read, standings, JSON and text output.
//! `cargo run --release --example standings_times -- target/bench-inputs/swiss_5000p_13r_rated.trf`

use reglament::render::report;
use reglament::score::{self, ScoreOptions};
use std::time::Instant;

const LIST: &str = "BH/C1,BH,SB,DE,ARO,TPR,PTP,APRO";

/// Runs `f` `n` times; prints the mean and the fastest run (the least disturbed by other load).
fn time<T>(what: &str, n: u32, mut f: impl FnMut() -> T) -> T {
    let all = Instant::now();
    let mut fastest = f64::INFINITY;
    for _ in 1..n {
        let t = Instant::now();
        std::hint::black_box(f());
        fastest = fastest.min(t.elapsed().as_secs_f64());
    }
    let t = Instant::now();
    let out = f();
    fastest = fastest.min(t.elapsed().as_secs_f64());
    let mean = all.elapsed().as_secs_f64() / f64::from(n);
    println!("{what:<10} mean {:>8.1} µs  min {:>8.1} µs", mean * 1e6, fastest * 1e6);
    out
}

fn main() {
    let path =
        std::env::args().nth(1).unwrap_or("target/bench-inputs/swiss_5000p_13r_rated.trf".into());
    let bytes = std::fs::read(&path).expect("readable file");
    let n = 20;
    let profile = reglament::decode::Profile::Trf;
    let max = reglament::decode::MAX_FILE_SIZE;
    let decoded = time("decode", n, || {
        reglament::decode::decode_as(&path, &bytes, None, max, profile).expect("decodes")
    });
    let (t, _) = time("trf read", n, || reglament::results::trf::read_trf(&decoded.file));
    let list = reglament::vocab::tiebreak::TieBreakList::parse(LIST).expect("a valid list");
    let options = ScoreOptions::default();
    let s = time("standings", n, || score::standings_labelled(&t, &list.items, &options));
    time("json", n, || {
        let mut out = Vec::with_capacity(1 << 20);
        report::individual_json(&s).write_line(&mut out).expect("written");
        out
    });
    time("text", n, || report::individual_text(&s, reglament::vocab::Lang::En));
}
