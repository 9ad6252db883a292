#!/usr/bin/env bash
# The FIDE rating-list reader on full-size generated lists, against `wc -l` of the same file in
# the same run (BENCHMARKS.md, "FIDE's rating list"):
#   scripts/gen-fide-list.py 1500000 target/bench-inputs/fide
#   scripts/gen-fide-list.py 150000 target/bench-inputs/fide-150k
#   scripts/bench-fide-list.sh target/release/reglament
# For each list: wall time (hyperfine, median), instructions (valgrind cachegrind), max RSS
# (/usr/bin/time -v) of `reglament trf _swiss4.trf --to json --fide-list LIST` (four players
# looked for) and of `wc -l LIST` (for the zip, `wc -l` of the text inside).
set -euo pipefail
cd "$(dirname "$0")/.."
bin=${1:-target/release/reglament}
trf=tests/fixtures/codes/_swiss4.trf
for dir in target/bench-inputs/fide target/bench-inputs/fide-150k; do
  for f in combined.txt old.txt combined.xml combined.zip; do
    list=$dir/$f
    plain=$list
    [ "$f" = combined.zip ] && plain=$dir/combined.txt
    lines=$(wc -l < "$plain")
    run=("$bin" trf "$trf" --to json --fide-list "$list")
    json=$(mktemp)
    median() { python3 -c 'import json,sys; print("%.3f" % json.load(open(sys.argv[1]))["results"][0]["median"])' "$json"; }
    hyperfine -N -i -w 1 -r 5 --export-json "$json" "${run[*]}" >/dev/null 2>&1
    t_ours=$(median)
    hyperfine -N -i -w 1 -r 5 --export-json "$json" "wc -l $plain" >/dev/null 2>&1
    t_wc=$(median)
    rm -f "$json"
    i_ours=$(valgrind --tool=cachegrind --cache-sim=no --cachegrind-out-file=/dev/null "${run[@]}" 2>&1 >/dev/null | sed -n 's/.*I *refs: *//p' | tr -d ,)
    i_wc=$(valgrind --tool=cachegrind --cache-sim=no --cachegrind-out-file=/dev/null wc -l "$plain" 2>&1 >/dev/null | sed -n 's/.*I *refs: *//p' | tr -d ,)
    m_ours=$(/usr/bin/time -v "${run[@]}" 2>&1 >/dev/null | sed -n 's/.*Maximum resident set size (kbytes): //p')
    m_wc=$(/usr/bin/time -v wc -l "$plain" 2>&1 >/dev/null | sed -n 's/.*Maximum resident set size (kbytes): //p')
    printf '%s\t%s\t%s lines\t%s bytes\tours %ss %s instr %s KiB\twc %ss %s instr %s KiB\n' \
      "$dir" "$f" "$lines" "$(stat -c %s "$list")" "$t_ours" "$i_ours" "$m_ours" "$t_wc" "$i_wc" "$m_wc"
  done
done
