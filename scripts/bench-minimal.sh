#!/usr/bin/env bash
# Issue 21, item 4 (BENCHMARKS.md): reglament's individual standings against the minimal
# std-only program that computes the same thing (examples/minimal_standings.rs), and against
# FIDE's reference program (TieBreakServer, PyPI `gacrux`), in one run.
#   scripts/gen-bench-inputs.sh first; then
#   REGLAMENT_GACRUX_PYTHON=.venv-gacrux/bin/python scripts/bench-minimal.sh [BINARY] [BEFORE-BINARY]
# BINARY defaults to target/release/reglament. The minimal program is compiled here by rustc
# with the release profile's optimisation (it needs only std). Every binary is measured as a
# copy in a temporary folder (a freshly linked file faults more pages: BENCHMARKS.md).
#
#   instructions: valgrind --tool=cachegrind (the figure to compare: the machine's speed drifts)
#   max RSS, page faults: /usr/bin/time -v
#   CPU time on 1,000 x 11: hyperfine's mean user + system time, reglament and TieBreakServer
#   in the same run
set -euo pipefail
cd "$(dirname "$0")/.."
in=target/bench-inputs
list=BH/C1,BH,SB,ARO
big=$in/swiss_5000p_13r_rated.trf
small=$in/swiss_1000p_11r_rated.trf
[ -f "$big" ] && [ -f "$small" ] || { echo "run scripts/gen-bench-inputs.sh first" >&2; exit 2; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
rustc --edition 2021 -C opt-level=3 -C codegen-units=1 examples/minimal_standings.rs \
  -o "$tmp/minimal_standings"
cp "${1:-target/release/reglament}" "$tmp/reglament"
names=(minimal reglament)
[ -n "${2:-}" ] && cp "$2" "$tmp/before" && names+=(before)

command_of() { # name, file
  case $1 in
    minimal) echo "$tmp/minimal_standings $2" ;;
    *) echo "$tmp/$1 standings --trf $2 --tiebreaks $list --format json" ;;
  esac
}

echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
# Every binary writes the same JSON (tests/suite/standings/minimal.rs checks it on more files).
want=$($tmp/minimal_standings "$big" | md5sum)
for name in "${names[@]}"; do
  got=$($(command_of "$name" "$big") 2>/dev/null | md5sum)
  [ "$got" = "$want" ] || { echo "$name writes other JSON than the minimal program" >&2; exit 1; }
done

echo "5,000 x 13, $list, json:"
declare -A instructions
for name in "${names[@]}"; do
  cmd=$(command_of "$name" "$big")
  ir=$(valgrind --tool=cachegrind --cache-sim=no --cachegrind-out-file=/dev/null $cmd 2>&1 >/dev/null |
    sed -n 's/.*I *refs: *//p' | tr -d ,)
  instructions[$name]=$ir
  v=$(/usr/bin/time -v $cmd 2>&1 >/dev/null)
  rss=$(sed -n 's/.*Maximum resident set size (kbytes): //p' <<<"$v")
  faults=$(sed -n 's/.*Minor (reclaiming a frame) page faults: //p' <<<"$v")
  printf '  %-10s %6.2f M instructions  %6s KiB max RSS  %5s page faults\n' \
    "$name" "$(echo "$ir / 1000000" | bc -l)" "$rss" "$faults"
done
for name in "${names[@]}"; do
  [ "$name" = minimal ] && continue
  printf '  %s / minimal: %.2fx the instructions\n' "$name" \
    "$(echo "${instructions[$name]} / ${instructions[minimal]}" | bc -l)"
done

cpu() { # runs, command… : mean user + system seconds (hyperfine)
  local runs=$1
  shift
  hyperfine -N -w 3 -r "$runs" --export-json "$tmp/hf.json" "$*" >/dev/null 2>&1
  python3 -c "import json; r = json.load(open('$tmp/hf.json'))['results'][0]; print(r['user'] + r['system'], r['median'])"
}
echo "1,000 x 11, $list, json: CPU time (user + system, mean) and wall median"
read -r ours ours_wall < <(cpu 40 "$(command_of reglament "$small")")
printf '  reglament       %9.2f ms CPU  %9.2f ms wall\n' "$(echo "$ours * 1000" | bc -l)" "$(echo "$ours_wall * 1000" | bc -l)"
read -r mini mini_wall < <(cpu 40 "$(command_of minimal "$small")")
printf '  minimal         %9.2f ms CPU  %9.2f ms wall\n' "$(echo "$mini * 1000" | bc -l)" "$(echo "$mini_wall * 1000" | bc -l)"
if [ -n "${REGLAMENT_GACRUX_PYTHON:-}" ]; then
  read -r fide fide_wall < <(cpu 3 "$REGLAMENT_GACRUX_PYTHON -m gacrux.tiebreakchecker -i $small -t ${list//,/ } -d C -u 1000 -s")
  printf '  TieBreakServer  %9.2f ms CPU  %9.2f ms wall\n' "$(echo "$fide * 1000" | bc -l)" "$(echo "$fide_wall * 1000" | bc -l)"
  printf '  TieBreakServer / reglament: %.0fx the CPU time (%.0fx the wall time)\n' \
    "$(echo "$fide / $ours" | bc -l)" "$(echo "$fide_wall / $ours_wall" | bc -l)"
else
  echo "  (TieBreakServer not measured: set REGLAMENT_GACRUX_PYTHON to a Python with gacrux)"
fi
