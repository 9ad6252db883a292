//! Reads a TRF file and writes it back as TRF16 (`--trf16`), TRF26 (default) or JSON (`--json`).
//!
//! `cargo run --example trf_convert -- FILE [--trf16|--json]`

use reglament::results::json::to_json;
use reglament::results::trf::{read_trf_bytes, write_trf16, write_trf26};

fn main() {
    let mut args = std::env::args().skip(1);
    let Some(path) = args.next() else {
        eprintln!("usage: trf_convert FILE [--trf16|--json]");
        std::process::exit(2);
    };
    let bytes = match std::fs::read(&path) {
        Ok(b) => b,
        Err(e) => {
            eprintln!("cannot read {path}: {e}");
            std::process::exit(2);
        }
    };
    let (t, diagnostics) = read_trf_bytes(&path, &bytes);
    for d in &diagnostics {
        eprintln!("{} {}: {}", d.severity.as_str(), d.code, d.message);
    }
    let out = match args.next().as_deref() {
        Some("--trf16") => write_trf16(&t),
        Some("--json") => to_json(&t),
        _ => write_trf26(&t),
    };
    print!("{out}");
}
