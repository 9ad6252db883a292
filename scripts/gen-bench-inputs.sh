#!/usr/bin/env bash
# Writes the benchmark inputs into target/bench-inputs/ (deterministic: same bytes every run).
#   swiss_5000p_13r.trf  5,000-player, 13-round Swiss (TRF16), seed 1: the TRF/standings benchmark
#   swiss_1000p_9r.trf   1,000-player, 9-round Swiss (TRF16), seed 2
#   swiss_5000p_13r_trf26.trf  the first one as TRF26
set -euo pipefail
cd "$(dirname "$0")/.."
out=target/bench-inputs
mkdir -p "$out"
cargo build --release --quiet --example gen_trf
gen=target/release/examples/gen_trf
"$gen" 5000 13 1 > "$out/swiss_5000p_13r.trf"
"$gen" 1000 9 2 > "$out/swiss_1000p_9r.trf"
"$gen" 5000 13 1 --trf26 > "$out/swiss_5000p_13r_trf26.trf"
ls -l "$out"
