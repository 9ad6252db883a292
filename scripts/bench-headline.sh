#!/usr/bin/env bash
# The whole-process headline figures of BENCHMARKS.md, in one run (hyperfine and /usr/bin/time).
#   scripts/gen-bench-inputs.sh first; then
#   scripts/bench-headline.sh [BINARY] [BEFORE-BINARY]
# BINARY defaults to target/dist/reglament (`cargo build --profile dist`); BEFORE-BINARY, when
# given, is measured beside it on the same files. TieBreakServer (gacrux) runs when
# REGLAMENT_GACRUX_PYTHON names a Python with gacrux installed (as for the differential test).
set -euo pipefail
cd "$(dirname "$0")/.."
bin=${1:-target/dist/reglament}
before=${2:-}
in=target/bench-inputs
list=BH/C1,BH,SB,DE,ARO,TPR,PTP,APRO
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
run() { # name, command…
  hyperfine -N -w 5 -r "${RUNS:-40}" --export-json /tmp/hf.json "$@" >/dev/null 2>&1 || true
  python3 - <<'PY'
import json
for r in json.load(open('/tmp/hf.json'))['results']:
    print(f"  median {r['median']*1000:8.2f} ms  mean {r['mean']*1000:8.2f} ± {r['stddev']*1000:5.2f}  min {r['min']*1000:8.2f}  user {r['user']*1000:6.2f}  sys {r['system']*1000:6.2f}  {r['command']}")
PY
}
rss() { # command…
  /usr/bin/time -f "%M" "$@" 2>&1 >/dev/null | tail -1
}
for b in $bin $before; do
  for fmt in json text; do
    cmd="$b standings --trf $in/swiss_5000p_13r_rated.trf --tiebreaks $list --format $fmt"
    run "$cmd"
    echo "  max RSS $(rss $cmd) KB"
  done
done
echo "1,000 x 11 against TieBreakServer:"
run "$bin standings --trf $in/swiss_1000p_11r_rated.trf --tiebreaks $list --format json"
if [ -n "${REGLAMENT_GACRUX_PYTHON:-}" ]; then
  RUNS=5 run "$REGLAMENT_GACRUX_PYTHON -m gacrux.tiebreakchecker -i $in/swiss_1000p_11r_rated.trf -t ${list//,/ } -d C -u 1000 -s"
fi
echo "linearity (13 rounds):"
for f in "$in"/linear/*.trf; do
  RUNS=20 run "$bin standings --trf $f --tiebreaks $list --format json"
done
echo "check seed 000:"
run -i "$bin check regulations/000-bg-women-2021.rgl"
run "$bin --version"
