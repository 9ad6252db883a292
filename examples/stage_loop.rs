//! Runs one pipeline stage many times on one regulation, for a profiler (a developer's aid):
//! `perf record cargo run --release --example stage_loop -- decode|parse|lower|checks|compile FILE`.

use reglament::checks;

fn main() {
    let mut args = std::env::args().skip(1);
    let stage = args.next().unwrap_or("checks".into());
    let path = args.next().unwrap_or("regulations/000-bg-women-2021.rgl".into());
    let n: usize = args.next().and_then(|n| n.parse().ok()).unwrap_or(3000);
    let bytes = std::fs::read(&path).expect("readable file");
    let file = reglament::decode::decode(&path, &bytes, None).expect("decodes").file;
    let doc = reglament::syntax::parse(&file).expect("parses");
    let reg = reglament::model::lower(&doc).model.expect("lowers");
    for _ in 0..n {
        match stage.as_str() {
            "decode" => drop(reglament::decode::decode(&path, &bytes, None)),
            "parse" => drop(reglament::syntax::parse(&file)),
            "lower" => drop(reglament::model::lower(&doc)),
            "compile" => drop(reglament::compile(&path, &bytes, &Default::default())),
            _ => drop(checks::check(&reg)),
        }
    }
}
