#!/usr/bin/env bash
# Runs every case of ROBUSTNESS.md against a reglament binary and prints one Markdown table row
# per case: wall time, peak resident memory, exit status, bytes on stdout and stderr, the first
# code or message printed. Each run is held to 3 GiB of address space and 30 s (so a memory bomb
# ends in an allocation failure, exit 134, and a hang in exit 124).
#   scripts/robustness.sh [BINARY]      (default: target/release/reglament)
# The inputs are generated into a temporary folder (the 5,000-player Swiss with the
# gen_trf example, built in release).
set -uo pipefail
cd "$(dirname "$0")/.."
repo=$PWD
bin=$(realpath "${1:-target/release/reglament}")
cargo build --release --quiet --example gen_trf
gen=$repo/target/release/examples/gen_trf
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"

# ---- inputs -----------------------------------------------------------------------------------
rr4=$repo/tests/fixtures/codes/_rr4.rgl
# The regulation of the render and round-robin cases (a binary of another version may need
# the version of that time: ROBUSTNESS_REGULATION=path).
reg=${ROBUSTNESS_REGULATION:-$repo/regulations/000-bg-women-2021.corrected.rgl}
trf12=$repo/tests/data/trf/swiss_gonzaga_classic_2008_IRL_12p_5r_ranks.trf
printf '[Event "x"]\n[Round "4294967295"]\n[White "A"]\n[Black "B"]\n[Result "1-0"]\n' > round.pgn
printf 'results "x"\nplayers { 1 "A"; 2 "B" }\nround 4294967295 { 1 2 "1-0" }\n' > round.rgr
printf 'results "x"\nplayers { 1 "A"; 2 "B" }\nround 4294967296 { 1 2 "1-0" }\n' > round0.rgr
printf 'results "x"\nplayers { 1 "A"; 2 "B" }\nround 1 { 1 4294967296 "1-0" }\n' > opp.rgr
printf 'results "x"\ndates 2021-02-30..2021-03-02\nplayers { 1 "A"; 2 "B" }\nround 1 { 1 2 "1-0" }\n' > dates.rgr
printf 'results "x" regulation "other.rgl"\nround 1 { 1 4 "1-0"; 2 3 "0-1" }\n' > header.rgr
printf 'results "x"\nplayers { 1 "A" 12345; 2 "B" 2000 }\nround 1 { 1 2 "1-0" }\n' > rating.rgr
printf '[Round "1"]\n[White "A"]\n[Black "A"]\n[Result "1-0"]\n\n[Round "1"]\n[White "B"]\n[Black "C"]\n[Result "1-0"]\n' > self.pgn
printf 'regulation "x" lang bg\nsystem individual swiss rounds 4294967296\n' > range.rgl
(echo 'XXR 99999'; cat "$trf12") > range.trf
(echo 'regulation "x" lang bg'; yes 1 | head -c 2000000) > ones2m.rgl
(echo 'regulation "x" lang bg'; yes 1 | head -c 1000000) > ones1m.rgl
(echo '012 x'; yes 1 | head -c 2000000) > ones.trf
(echo '012 x'; yes 1 | head -c 16000000) > ones16m.trf
(echo 'regulation "x" lang bg'; yes 1 | head -n 40000) > f40k.rgl
truncate -s 1000000000 huge.trf; truncate -s 1000000000 huge.pgn
"$gen" 5000 13 1 > swiss5000.trf
python3 - <<'EOF'
with open('rounds10k.rgr', 'w') as f:
    f.write('results "many rounds"\nplayers { 1 "A"; 2 "B"; 3 "C"; 4 "D" }\n')
    for r in range(1, 10001):
        f.write(f'round {r} {{ 1 2 "1-0"; 3 4 "0-1" }}\n')
with open('players20k.rgl', 'w') as f:
    f.write('regulation "x" lang bg\nplayers {\n')
    for i in range(1, 20001):
        f.write(f'  {i + 20000} "P{i}" 2000\n')
    f.write('}\n')
EOF
cp "$rr4" dup.rgl; for b in 'ranking { points 1 ½ 0 }' 'appeals { }' 'validity { }'; do echo "$b" >> dup.rgl; echo "$b" >> dup.rgl; done
mkdir -p tloop tbig tdouble
echo '{% for i in range(100000) %}{% for j in range(100000) %}{% endfor %}{% endfor %}' > tloop/regulation.txt.j2
echo '{% for i in range(100000) %}{% for j in range(100000) %}xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx{% endfor %}{% endfor %}' > tbig/regulation.txt.j2
echo '{% macro f(s, n) %}{% if n > 0 %}{{ f(s ~ s, n - 1) }}{% else %}{{ s|length }}{% endif %}{% endmacro %}{{ f("x" * 1000, 40) }}' > tdouble/regulation.txt.j2
mkdir -p tpl; cp "$repo/templates/regulation.txt.j2" tpl/
mkdir -p loop/regs/sub; cp "$rr4" loop/regs/a.rgl; ln -s .. loop/regs/sub/up
mkdir -p outs; echo keep > outs/target.txt; ln -s target.txt outs/link; mkfifo outs/fifo
(mknod outs/null c 1 3 2>/dev/null) || true
regs=$work/regsrc; mkdir -p "$regs"; cp "$rr4" "$regs/a.rgl"
python3 - <<'EOF'
name = 'A\x1b[2J\x07\x1b]0;pwned\x07'
open('esc.rgr', 'w').write('results "x"\n# ' + 'x' * 1000 + '\nplayers { 1 "' + name + '"; 2 "B"; 3 "C"; 4 "D" }\nround 1 { 1 4 "1-0"; 2 3 "0-1" }\n')
EOF
sed 's/Иванова Мария/<script>alert(1)<\/script>/; s/Петрова Елена/<img src=x onerror=alert(1)>/' "$rr4" > html.rgl
# Issue 31: a named pipe among the regulations (and one named on the command line), a document
# whose draft is over 1 MiB, a 63 MiB text, a text of 200,001 lines, and a regulation whose title,
# venue, player and prose carry terminal escapes (OSC 52, a screen clear, OSC 0, U+009B) and a
# `javascript:` link.
mkdir -p piped; cp "$rr4" piped/a.rgl; mkfifo piped/zz.rgl; mkfifo lone.rgl
python3 - <<'EOF2'
head = 'РЕГЛАМЕНТ\nна Държавното индивидуално първенство по шахмат\n\n1. ОРГАНИЗАТОР\nБългарска федерация по шахмат.\n\n2. ПРОВЕЖДАНЕ\n'
def text(name, size):
    # Paragraphs of about 1,200 bytes, as a long regulation has them (fewer than 100,000 lines).
    out, n = [head], 0
    total = len(head.encode())
    while total <= size:
        n += 1
        line = f'Точка {n}: ' + 'турнирът се провежда по швейцарската система в девет кръга. ' * 10 + '\n'
        out.append(line)
        total += len(line.encode())
    open(name, 'w').write(''.join(out))
text('big1m.txt', 1024 * 1024 + 1)
text('huge63m.txt', 63 * 1024 * 1024)
open('lines.txt', 'w').write('РЕГЛАМЕНТ\n' + '1\n' * 200001)
EOF2
python3 - "$rr4" <<'EOF2'
import sys
hostile = '[x](javascript:alert(5)) \x1b]52;c;cHduZWQ=\x07\x1b[2J\x1b]0;pwned\x07\x9b31m'
t = open(sys.argv[1]).read()
t = t.replace('(образец за тестовете)', hostile).replace('гр. Перник', 'гр. Перник ' + hostile)
t = t.replace('"Иванова Мария"   2100', '"Иванова ' + hostile + '" 2100')
t += 'section 1 "ОБЩИ ПОЛОЖЕНИЯ" {\n  "Вижте ' + hostile + ' тук."\n}\n# ' + 'x' * 8000 + '\n'
open('escapes.rgl', 'w').write(t)
EOF2
named=$(printf 'a\033]52;c;cHduZWQ=\007\033[2J\302\233.rgl'); cp "$rr4" "$named"

# ---- running ----------------------------------------------------------------------------------
row() { # row CASE ARGS… : one table row
  local case=$1; shift
  local out err rc
  out=$(mktemp); err=$(mktemp)
  /usr/bin/time -f "%e %M" -o time.txt timeout 30 prlimit --as=3221225472 "$bin" "$@" >"$out" 2>"$err"
  rc=$?
  read -r secs kb < <(grep -E '^[0-9.]+ [0-9]+$' time.txt || echo "? 0")
  local first
  first=$( (grep -o -m1 -E '\[[A-Z][0-9]{3}\]|[a-z]+\[[A-Z][0-9]{3}\]|"code": "[A-Z][0-9]{3}"|error: [^`]{0,60}|memory allocation of [0-9]+ bytes failed|panicked at' "$err" "$out" || true) | head -1 | sed 's/^[^:]*://' | tr -d '|')
  printf '| %s | `%s` | %s s | %s MB | %s | %s | %s | %s |\n' "$case" "$(echo "$*" | sed "s#$work/##g; s#$repo/##g" | cut -c1-90)" \
    "$secs" "$((kb / 1024))" "$rc" "$(wc -c <"$out")" "$(wc -c <"$err")" "$first"
  rm -f "$out" "$err"
}

echo '| case | command | time | peak RSS | exit | stdout B | stderr B | first code / message |'
echo '|---|---|---|---|---|---|---|---|'
row "PGN round 4294967295" trf round.pgn --to trf16
row "PGN round 4294967295" standings "$reg" --results round.pgn
row "results file round 4294967295" trf round.rgr --to trf16
row "round robin + 5,000-player Swiss" standings "$reg" --results swiss5000.trf
row "round robin + 5,000-player Swiss" bulletin "$reg" --results swiss5000.trf -o b.html
row "2 MB of \`1\` lines (regulation)" check ones2m.rgl
row "1 MB of \`1\` lines (regulation)" check ones1m.rgl
row "1 MB of \`1\` lines, JSON" check --format json ones1m.rgl
row "2 MB of \`1\` lines (TRF)" standings --trf ones.trf
row "16 MB of \`1\` lines (TRF)" standings --trf ones16m.trf
row "/dev/zero" check /dev/zero
row "/dev/zero as TRF" standings --trf /dev/zero
row "1 GB TRF (sparse)" standings --trf huge.trf
row "1 GB PGN (sparse)" trf huge.pgn
row "template looping forever" render "$reg" --format txt --templates tloop -o x.txt
row "template writing gigabytes" render "$reg" --format txt --templates tbig -o x.txt
row "template doubling a string" render "$reg" --format txt --templates tdouble -o x.txt
row "80 KB, 40,000 findings" check f40k.rgl
row "V105, 20,000 players" check players20k.rgl
row "V105, 20,000 players (allowed)" --max-players 30000 check --format json players20k.rgl
row "4 players × 10,000 rounds" trf rounds10k.rgr --to json
row "4 players × 10,000 rounds (allowed)" --max-rounds 10000 standings --trf rounds10k.rgr
# `--draft`: the Irish file has no FIDE IDs, so without it `trf` refuses to write it (T078, since
# issue 28) before the output is looked at (a binary older than 28 has no `--draft`: drop it).
row "-o a FIFO" trf "$trf12" --draft -o outs/fifo
row "-o a symbolic link" trf "$trf12" --draft -o outs/link
[ -e outs/null ] && row "-o a device node" trf "$trf12" --draft -o outs/null
row "-o a template given with --templates" render "$reg" --format txt --templates tpl -o tpl/regulation.txt.j2
row "build --out inside the sources (new)" build "$regs" --results none --out "$regs/new" --no-pdf
row "trf: 5-digit rating" trf rating.rgr --to trf16
row "trf: self-paired PGN game" trf self.pgn --to trf16
row "check DIR with a symlink loop" check loop/regs
row "build DIR with a symlink loop" build loop/regs --results none --out loopout --no-pdf
row "second ranking/appeals/validity" check --format short dup.rgl
row "opponent 4294967296" trf opp.rgr --to json
row "T043 error" standings "$rr4" --results "$repo/tests/fixtures/codes/T043.rgr"
row "header names another regulation" standings "$rr4" --results header.rgr
row "dates 2021-02-30" trf dates.rgr --to json
row "round 4294967296" trf round0.rgr
row "rounds 4294967296 in a regulation" check --format short range.rgl
row "XXR 99999" standings --trf range.trf
row "JSON: missing file" check --format json missing.rgl
row "JSON: results with errors" standings --trf ones.trf --format json
row "Markdown with <script>" render html.rgl --format md
row "ESC/BEL/OSC in a name" standings "$rr4" --results esc.rgr
row "check DIR with a named pipe zz.rgl" check piped
row "build DIR with a named pipe zz.rgl" build piped --results none --out pipedout --no-pdf
row "a named pipe given by name, nobody writing" check lone.rgl
row "import: a draft over 1 MiB" import big1m.txt -o big1m.rgl
row "import: a 63 MiB text" import huge63m.txt -o huge63m.rgl
row "import: 200,001 lines" import lines.txt -o lines.rgl
row "OSC 52 / ESC [2J / U+009B in a regulation, Markdown" render escapes.rgl --format md --draft
row "a file name with OSC 52 / ESC [2J / U+009B, GitHub annotations" check --format github "$named"
echo
echo "Umask (umask 027, new file): $(umask 027; "$bin" trf "$trf12" --draft -o new.trf 2>/dev/null; stat -c %A new.trf)"
mkdir -p killed; : > killed/.reglament-4294967295-AbC123.tmp
echo "A temporary file of a dead run (.reglament-4294967295-….tmp) in the output folder, after a build: $("$bin" build "$repo/regulations" --out killed --no-pdf >/dev/null 2>&1; ls -a killed | grep -c '^\.reglament-') left"
echo "Markdown output with <script>: $("$bin" render html.rgl --format md 2>/dev/null | grep -c '<script>') raw tags"
echo "ESC bytes reaching stderr: $("$bin" standings "$rr4" --results esc.rgr 2>&1 >/dev/null | grep -c $'\x1b')"
raw() { python3 -c 'import sys; d=sys.stdin.buffer.read().decode("utf-8","replace"); print(sum(1 for c in d if (ord(c)<32 and c not in "\n\t") or 0x7f<=ord(c)<=0x9f))'; }
for f in md txt html; do echo "Raw control characters on standard output, render --format $f: $("$bin" render escapes.rgl --format $f --draft 2>/dev/null | raw)"; done
for f in github json sarif; do echo "Raw control characters on standard output, check --format $f of a file so named: $("$bin" check --format $f "$named" 2>/dev/null | raw)"; done
echo "Live javascript: links in the Markdown of a regulation: $("$bin" render escapes.rgl --format md --draft 2>/dev/null | grep -c '[^\\]\](javascript')"
echo "Import of a draft over 1 MiB: exit $("$bin" import big1m.txt -o big1m2.rgl >/dev/null 2>&1; echo $?), draft written: $([ -e big1m2.rgl ] && echo yes || echo no)"
echo "Closed pipe (standings 5,000): exit $("$bin" standings --trf swiss5000.trf 2>err.txt | head -c 1 >/dev/null; echo "${PIPESTATUS[0]}"), $(grep -c panicked err.txt) panics"
echo "Full disk (standings 5,000 > /dev/full): exit $("$bin" standings --trf swiss5000.trf >/dev/full 2>err.txt; echo $?), $(grep -c panicked err.txt) panics"
echo "Closed pipe (build): exit $("$bin" build "$repo/regulations" --out pipeout --no-pdf 2>err.txt | head -c 1 >/dev/null; echo "${PIPESTATUS[0]}"), $(grep -c panicked err.txt) panics"
echo "Closed stderr (check ones): exit $("$bin" check ones2m.rgl 2>&1 | head -c 1 >/dev/null; echo "${PIPESTATUS[0]}")"
