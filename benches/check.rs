//! Benchmarks of the language stage: checking one seed regulation in-process, and parse
//! throughput on a large regulation generated here (so anyone can rerun it).

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use reglament::source::SourceFile;
use reglament::{compile, syntax, Options};
use std::hint::black_box;

fn seed(name: &str) -> Vec<u8> {
    let path = format!("{}/regulations/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// A large regulation: the seed's header, then `copies` player blocks and prose sections.
fn generated(copies: usize) -> String {
    let base = String::from_utf8(seed("000-bg-women-2021.rgl")).expect("seed is UTF-8");
    let mut text = base.clone();
    for i in 0..copies {
        text.push_str(&format!("section {} \"Раздел {i}\" {{\n", 100 + i));
        for j in 0..20 {
            text.push_str(&format!(
                "  \"Параграф {j}: Турнирът се провежда по кръговата система в {{rounds}} кръга, \
                 контрола 90 мин за 40 хода плюс 30 сек на ход.\"\n"
            ));
        }
        text.push_str("}\n");
    }
    text
}

fn bench(c: &mut Criterion) {
    let bytes = seed("000-bg-women-2021.rgl");
    c.bench_function("check seed 000 (decode+parse+lower+checks)", |b| {
        b.iter(|| compile("000.rgl", black_box(&bytes), &Options::default()))
    });
    let big = generated(2_000);
    let file = SourceFile::new("big.rgl", big.clone(), "UTF-8");
    let mut group = c.benchmark_group("parse");
    group.throughput(Throughput::Bytes(big.len() as u64));
    group.sample_size(10);
    group.bench_function(format!("parse {} MB generated regulation", big.len() / 1_000_000), |b| {
        b.iter(|| syntax::parse(black_box(&file)).map(|d| d.statements.len()))
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
