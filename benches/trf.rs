//! TRF reading throughput on a generated 5,000-player, 13-round Swiss.
//!
//! Input: `target/bench-inputs/swiss_5000p_13r.trf` when `scripts/gen-bench-inputs.sh` has
//! written it, otherwise the same tournament generated in-process (same seed, same bytes).

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use reglament::results::generate::swiss;
use reglament::results::trf::{read_trf, read_trf_bytes, write_trf16, write_trf26};
use reglament::source::SourceFile;
use std::hint::black_box;

fn input() -> String {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/target/bench-inputs/swiss_5000p_13r.trf");
    std::fs::read_to_string(path).unwrap_or_else(|_| write_trf16(&swiss(5000, 13, 1)))
}

fn trf(c: &mut Criterion) {
    let text = input();
    let bytes = text.as_bytes().to_vec();
    let mut group = c.benchmark_group("trf_5000p_13r");
    group.throughput(Throughput::Bytes(bytes.len() as u64));
    group.sample_size(30);
    group.bench_function("read_trf_bytes", |b| {
        b.iter(|| read_trf_bytes("swiss_5000p_13r.trf", black_box(&bytes)))
    });
    let file = SourceFile::new("swiss_5000p_13r.trf", text.clone(), "UTF-8");
    group.bench_function("read_trf (decoded)", |b| b.iter(|| read_trf(black_box(&file))));
    let (t, _) = read_trf(&file);
    group.bench_function("write_trf16", |b| b.iter(|| write_trf16(black_box(&t))));
    group.bench_function("write_trf26", |b| b.iter(|| write_trf26(black_box(&t))));
    group.finish();
}

criterion_group!(benches, trf);
criterion_main!(benches);
