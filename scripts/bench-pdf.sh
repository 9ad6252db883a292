#!/usr/bin/env bash
# The PDF figures of BENCHMARKS.md, in one run on the same machine:
#   1. `NEW build` of regulations/ and results/ with its PDFs (wall time), ROUNDS times;
#   2. the same pages printed by bare browser processes one after another, as every PDF was
#      printed before one browser printed them all: `chromium --headless --print-to-pdf` with
#      the flags of the one-process print (src/cli/pdf/mod.rs), a fresh profile each;
#   3. `OLD build` once, when OLD is given;
#   4. the editor's PDF export (`NEW serve`, POST /api/export of the corrected seed 000): the
#      first (the browser starts) and EXPORTS more with the browser warm.
# usage: scripts/bench-pdf.sh NEW [OLD] [ROUNDS] [EXPORTS]     (run from the repository root)
set -euo pipefail
new=$(realpath "$1"); old=${2:+$(realpath "$2")}; rounds=${3:-3}; exports=${4:-10}
browser=${REGLAMENT_BROWSER:-chromium}
work=$(mktemp -d)
serve_pid=
trap '[ -n "$serve_pid" ] && kill "$serve_pid" 2>/dev/null; rm -rf "$work"' EXIT
now() { date +%s.%N; }
elapsed() { echo "$(now) - $1" | bc; }

build() { # BINARY OUT -> seconds
  local t0; t0=$(now)
  "$1" build --out "$2" >/dev/null 2>&1 || true
  elapsed "$t0"
}

bare() { # the PDFs of OUT printed again, one browser process each -> seconds
  local t0 i=0 root=()
  [ "$(id -u)" = 0 ] && root=(--no-sandbox)
  t0=$(now)
  while IFS= read -r pdf; do
    i=$((i + 1))
    "$browser" --headless --disable-gpu --no-pdf-header-footer --no-first-run \
      --disable-background-networking --disable-component-update --disable-sync "${root[@]}" \
      --user-data-dir="$work/profile-$i" --print-to-pdf="$work/bare-$i.pdf" \
      "file://$(realpath "${pdf%.pdf}.html")" >/dev/null 2>&1
    rm -rf "$work/profile-$i"
  done < <(find "$1" -name '*.pdf' | sort)
  elapsed "$t0"
}

echo "machine: $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg); $("$browser" --version 2>/dev/null | tail -1)"
first=$(build "$new" "$work/out-new-0")
pdfs=$(find "$work/out-new-0" -name '*.pdf' | wc -l)
echo "NEW build (first run, not counted): ${first} s, ${pdfs} PDFs"
for r in $(seq 1 "$rounds"); do
  b=$(bare "$work/out-new-0")
  n=$(build "$new" "$work/out-new-$r")
  printf 'round %d: %d bare prints %.2f s; NEW build %.2f s; ratio %.3f\n' "$r" "$pdfs" "$b" "$n" "$(echo "$n / $b" | bc -l)"
done
if [ -n "$old" ]; then
  o=$(build "$old" "$work/out-old")
  printf 'OLD build %.2f s (%d PDFs)\n' "$o" "$(find "$work/out-old" -name '*.pdf' | wc -l)"
fi

# The editor's export.
mkdir "$work/folder"
cp regulations/000-bg-women-2021.corrected.rgl "$work/folder/"
port=$((20000 + RANDOM % 20000))
"$new" serve "$work/folder" --port "$port" >/dev/null 2>&1 &
serve_pid=$!
for _ in $(seq 50); do curl -s "http://127.0.0.1:$port/api/files" >/dev/null && break; sleep 0.1; done
jq -n --rawfile text "$work/folder/000-bg-women-2021.corrected.rgl" \
  '{path: "000-bg-women-2021.corrected.rgl", text: $text, format: "pdf"}' > "$work/export.json"
export_once() {
  curl -s -o "$work/export.pdf" -w '%{time_total}' -H 'Content-Type: application/json' \
    --data-binary @"$work/export.json" "http://127.0.0.1:$port/api/export"
}
printf 'editor export, first (browser starts): %.3f s\n' "$(export_once)"
times=()
for _ in $(seq 1 "$exports"); do times+=("$(export_once)"); done
head -c 5 "$work/export.pdf" | grep -q '%PDF' || { echo "the export is not a PDF" >&2; exit 1; }
printf 'editor export, warm (%d): %s s\n' "$exports" "$(printf '%s\n' "${times[@]}" | sort -n | tr '\n' ' ')"
