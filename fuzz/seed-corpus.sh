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
# import: the first byte chooses text (0), .docx (1) or HTML (2), as the target reads it.
mkdir -p fuzz/corpus/import
for f in tests/data/seeds/*.txt tests/data/seeds/legacy/* tests/data/seeds/docx/*; do
  [ -f "$f" ] || continue
  case "$f" in *.docx) b='\001';; *.html|*.htm) b='\002';; *) b='\000';; esac
  { printf "$b"; cat "$f"; } > "fuzz/corpus/import/$(echo "$f" | tr '/' '_')"
done
# ...and the seed .docx with its XML in UTF-16 and in Windows-1251 (issue 31: read in the
# encoding the declaration names), so that the fuzzer starts from those readings too.
python3 - <<'EOF'
import io, zipfile, glob
for path in glob.glob('tests/data/seeds/docx/*.docx'):
    source = zipfile.ZipFile(path)
    xml = source.read('word/document.xml').decode('utf-8')
    for label, encode in (('UTF-16', lambda s: b'\xff\xfe' + s.encode('utf-16-le')),
                          ('windows-1251', lambda s: s.encode('cp1251', 'xmlcharrefreplace'))):
        out = io.BytesIO()
        with zipfile.ZipFile(out, 'w', zipfile.ZIP_DEFLATED) as z:
            for item in source.infolist():
                data = source.read(item.filename)
                if item.filename == 'word/document.xml':
                    data = encode(xml.replace('encoding="UTF-8"', f'encoding="{label}"', 1))
                z.writestr(item.filename, data)
        name = path.replace('/', '_') + '.' + label
        open(f'fuzz/corpus/import/{name}', 'wb').write(b'\x01' + out.getvalue())
EOF
for t in fuzz/corpus/*; do echo "$t: $(ls "$t" | wc -l) files"; done
