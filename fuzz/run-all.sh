#!/usr/bin/env bash
# Runs every fuzz target for SECONDS (default 600) one after the other, niced, and writes each
# run's last status line to fuzz/runs/TARGET.log. Usage: fuzz/run-all.sh [SECONDS] [TARGET…]
set -uo pipefail
cd "$(dirname "$0")"
seconds=${1:-600}; shift || true
targets=${*:-compile trf results_file pgn render template import}
mkdir -p runs
for t in $targets; do
  echo "== $t $(date -u +%FT%TZ)" | tee -a runs/summary.txt
  nice -n 19 cargo +nightly fuzz run -O "$t" -- -max_total_time="$seconds" -max_len=65536 \
    -rss_limit_mb=2048 -timeout=20 -print_final_stats=1 >"runs/$t.log" 2>&1
  echo "exit $? $(grep -E '^#[0-9]+.*(DONE|pulse|NEW|REDUCE)' "runs/$t.log" | tail -1)" | tee -a runs/summary.txt
  grep -E 'stat::number_of_executed_units|stat::average_exec_per_sec|stat::peak_rss_mb' "runs/$t.log" | tee -a runs/summary.txt
done
