#!/usr/bin/env bash
# Writes the benchmark inputs into target/bench-inputs/ (deterministic: same bytes every run).
#   swiss_5000p_13r.trf        5,000-player, 13-round Swiss (TRF16), seed 1; players below 1400
#                              unrated, so ARO/TPR/PTP/APRO are dropped (S002) unless fixed
#   swiss_5000p_13r_rated.trf  the same event with every player rated: every tie-break computed
#                              (the headline standings benchmark)
#   swiss_1000p_9r.trf         1,000-player, 9-round Swiss (TRF16), seed 2
#   swiss_1000p_11r_rated.trf  1,000 × 11, every player rated, seed 3 (against TieBreakServer)
#   swiss_5000p_13r_trf26.trf  the first one as TRF26
#   linear/swiss_NNNNp_13r_rated.trf  500 … 9,999 players × 13 rounds, seed 4 (linearity)
set -euo pipefail
cd "$(dirname "$0")/.."
out=target/bench-inputs
mkdir -p "$out/linear"
cargo build --release --quiet --example gen_trf
gen=target/release/examples/gen_trf
"$gen" 5000 13 1 > "$out/swiss_5000p_13r.trf"
"$gen" 5000 13 1 --all-rated > "$out/swiss_5000p_13r_rated.trf"
"$gen" 1000 9 2 > "$out/swiss_1000p_9r.trf"
"$gen" 1000 11 3 --all-rated > "$out/swiss_1000p_11r_rated.trf"
"$gen" 5000 13 1 --trf26 > "$out/swiss_5000p_13r_trf26.trf"
for n in 500 1000 2000 4000 6000 8000 9999; do
  "$gen" "$n" 13 4 --all-rated > "$out/linear/swiss_$(printf %04d "$n")p_13r_rated.trf"
done
ls -l "$out" "$out/linear"
