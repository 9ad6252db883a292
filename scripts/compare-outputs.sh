#!/usr/bin/env bash
# Runs a matrix of about 4,500 commands with BIN over the repository's inputs (every regulation
# and code fixture checked in every format and language, rendered, formatted and dumped; every
# results file and TRF converted, scored and made into bulletins; imports, explanations, Berger
# tables, usage errors, standard input, and a whole `build --no-pdf`) and stores the standard
# output, standard error and exit status of each in OUT/. Two builds are compared with
# `diff -r OUT1 OUT2`: a refactoring that changes no behaviour leaves no difference. Name both
# binaries alike (clap prints the program's name in usage errors).
#
#   scripts/compare-outputs.sh /tmp/before/reglament /tmp/out-before
#   scripts/compare-outputs.sh target/debug/reglament /tmp/out-after && diff -r /tmp/out-before /tmp/out-after
set -u
BIN=$(readlink -f "$1"); OUT=$(readlink -f "$2"); REPO=$(readlink -f "${3:-.}")
mkdir -p "$OUT"; cd "$REPO"
n=0
run() { # name, args...
  local name=$1; shift
  n=$((n+1))
  "$BIN" "$@" >"$OUT/$name.out" 2>"$OUT/$name.err" </dev/null
  echo $? >"$OUT/$name.rc"
}
runin() { # name, stdin-file, args...
  local name=$1 input=$2; shift 2
  "$BIN" "$@" >"$OUT/$name.out" 2>"$OUT/$name.err" <"$input"
  echo $? >"$OUT/$name.rc"
}
slug() { echo "$1" | tr '/.' '__'; }
REGS=$(find regulations tests/fixtures -name '*.rgl' | sort)
for f in $REGS; do s=$(slug "$f")
  for fmt in human short json sarif github; do run "check-$fmt-$s" check --color never --format $fmt "$f"; done
  for l in bg uk en; do run "check-$l-$s" check --color never --lang $l "$f"; done
  run "checkdiff-$s" check --color never --diff "$f"
  run "fmtdiff-$s" fmt --diff "$f"
  run "dump-$s" dump --what model "$f"
  run "dumps-$s" dump --what syntax "$f"
done
# args files of code fixtures
for a in tests/fixtures/codes/*.args; do s=$(slug "$a"); mapfile -t argv < <(grep -v "^#" "$a" | sed "s|{dir}|tests/fixtures/codes|g"); run "args-$s" "${argv[@]}"; done
for f in $(find regulations -name '*.rgl' | sort); do s=$(slug "$f")
  for fmt in html md txt; do run "render-$fmt-$s" render --format $fmt --draft "$f"; done
  run "renderfacts-$s" render --format html --draft --facts "$f"
  run "rendergate-$s" render --format md "$f"
  run "pair-$s" pairings "$f"
  run "pairj-$s" pairings --format json "$f"
  run "pairmd-$s" pairings --format md "$f"
done
for r in results/*.rgr; do s=$(slug "$r")
  for fmt in html md txt; do run "bull-$fmt-$s" bulletin --draft --format $fmt "$(sed -n 's/.*regulation "\.\.\/\([^"]*\)".*/\1/p' "$r" | head -1)" --results "$r"; done
  run "check-rgr-$s" check --color never "$r"
  run "pairr-$s" pairings "$r"
  for to in trf16 trf26 json; do run "trf-$to-$s" trf --to $to "$r"; done
  reg=$(sed -n 's/.*regulation "\.\.\/\([^"]*\)".*/\1/p' "$r" | head -1)
  for fmt in text json md html; do run "st-$fmt-$s" standings "$reg" --results "$r" --format $fmt; done
  run "stwhy-$s" standings "$reg" --results "$r" --why 1 2
done
for t in tests/data/trf/*.trf; do s=$(slug "$t")
  for fmt in text json md html; do run "sttrf-$fmt-$s" standings --trf "$t" --format $fmt; done
  run "sttrfr-$s" standings --trf "$t" --format json --ratings
  run "sttrfbh-$s" standings --trf "$t" --tiebreaks "BH/C1,BH,SB,DE" --format text
  run "sttrfbg-$s" standings --trf "$t" --tiebreaks "DE,SB,WIN,KS" --format html --lang bg
  run "sttrfuk-$s" standings --trf "$t" --tiebreaks "EDE,EMGSB/C1,BH:MP/C1" --format md --lang uk
  run "sttrfwhy-$s" standings --trf "$t" --why 1 2
  run "sttrfbad-$s" standings --trf "$t" --tiebreaks "BH,SBB" --format json
  for to in trf16 trf26 json; do run "trf-$to-$s" trf --to $to "$t"; done
  run "bullt-$s" bulletin --trf "$t" --format md
  run "bulltuk-$s" bulletin --trf "$t" --format html --lang uk --tiebreaks DE,SB
done
for p in tests/data/seed-results/*.pgn; do s=$(slug "$p"); run "trfpgn-$s" trf --to trf16 "$p"; done
for d in $(find tests/data/seeds tests/data/regulations -type f \( -name '*.txt' -o -name '*.docx' -o -name '*.html' \) | sort); do s=$(slug "$d")
  run "import-$s" import "$d"
done
for c in $("$BIN" rules | awk "{print \$1}"); do
  for l in bg uk en; do run "explain-$l-$c" explain --lang $l $c; done
done
for l in bg uk en; do run "rules-$l" rules --lang $l; run "kw-$l" keywords --lang $l; done
run kw keywords
for n in 2 3 9 10 14; do run "berger-$n" pairings --players $n; run "bergerd-$n" pairings --players $n --double --lang bg --format md; done
# usage errors
run u1 standings --trf tests/data/trf/exercise_FIDE_TEC_16p_5r_2024rules.trf --lang xx
run u2 check --select V2O7 regulations
run u3 check --encoding nope regulations
run u4 pairings nope.rgl --format json
run u5 render nope.rgl
run u6 bulletin --trf nope.trf --lang de
run u7 check --format json --ignore XX regulations
runin stdin1 regulations/000-bg-women-2021.rgl check --color never -
runin stdin2 regulations/000-bg-women-2021.rgl fmt -
runin stdin3 tests/data/seeds/000_20935bbf1f354910.txt import -
# build
rm -rf /tmp/golden-build-out; run build build --no-pdf --out /tmp/golden-build-out
(cd /tmp/golden-build-out && find . -type f | sort | while read f; do echo "== $f"; cat "$f"; done) > "$OUT/build.tree"
rm -rf /tmp/golden-build-out
echo "$(ls "$OUT" | grep -c "\.rc$") cases" >&2
