//! Prints how long each pipeline stage takes on one regulation (a developer's profiling aid).
//! `cargo run --release --example stage_times -- regulations/000-bg-women-2021.rgl`

use reglament::checks;
use std::time::Instant;

fn main() {
    let path = std::env::args().nth(1).unwrap_or("regulations/000-bg-women-2021.rgl".into());
    let bytes = std::fs::read(&path).expect("readable file");
    let n = 200;
    let t = Instant::now();
    for _ in 0..n {
        let _ = reglament::decode::decode(&path, &bytes, None);
    }
    println!("decode  {:>8.1} µs", t.elapsed().as_secs_f64() * 1e6 / n as f64);
    let file = reglament::decode::decode(&path, &bytes, None).expect("decodes").file;
    let t = Instant::now();
    for _ in 0..n {
        let _ = reglament::syntax::parse(&file);
    }
    println!("parse   {:>8.1} µs", t.elapsed().as_secs_f64() * 1e6 / n as f64);
    let doc = reglament::syntax::parse(&file).expect("parses");
    let t = Instant::now();
    for _ in 0..n {
        let _ = reglament::model::lower(&doc);
    }
    println!("lower   {:>8.1} µs", t.elapsed().as_secs_f64() * 1e6 / n as f64);
    let reg = reglament::model::lower(&doc).model.expect("lowers");
    let t = Instant::now();
    for _ in 0..n {
        let _ = checks::check(&reg);
    }
    println!("checks  {:>8.1} µs", t.elapsed().as_secs_f64() * 1e6 / n as f64);
    let mut rules: Vec<(f64, &str)> = checks::rules::all()
        .map(|r| {
            let t = Instant::now();
            for _ in 0..n {
                let mut out = Vec::new();
                // A fresh context: what a rule reads from the texts is counted to it (in a
                // whole run the first rule that asks pays, the others share).
                r.check(&checks::Context::new(&reg), &mut out);
            }
            (t.elapsed().as_secs_f64() * 1e6 / n as f64, r.info().code)
        })
        .collect();
    rules.sort_by(|a, b| b.0.total_cmp(&a.0));
    for (us, code) in rules.iter().take(15) {
        println!("  {code} {us:>8.1} µs");
    }
}
