#!/usr/bin/env bash
# Fills fuzz/corpus/TARGET with the repository's own files of each kind (the starting corpus of
# every fuzz run; libFuzzer adds what it finds). Run from anywhere.
set -euo pipefail
cd "$(dirname "$0")/.."
seed() { # seed TARGET FILES…
  local target=$1; shift
  mkdir -p "fuzz/corpus/$target"
  for f in "$@"; do
    [ -f "$f" ] && cp "$f" "fuzz/corpus/$target/$(echo "$f" | tr '/' '_')"
  done
}
seed compile regulations/*.rgl regulations/extra/*.rgl tests/fixtures/codes/*.rgl grammar/*.md
seed render regulations/*.rgl regulations/extra/*.rgl tests/fixtures/codes/*.rgl
seed trf tests/data/trf/*.trf tests/fixtures/codes/*.trf
seed results_file results/*.rgr tests/fixtures/codes/*.rgr
seed pgn tests/data/trf/*.pgn tests/data/seed-results/*.pgn tests/fixtures/codes/*.pgn
seed template templates/*.j2 tests/fixtures/codes/*.templates/*.j2
for t in fuzz/corpus/*; do echo "$t: $(ls "$t" | wc -l) files"; done
