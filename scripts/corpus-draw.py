#!/usr/bin/env python3
"""The one random draw that split the new documents of the import corpus into a tuning part and
a held-out part (tests/corpus/README.md, "Tuning and held-out parts").

Input: a manifest of candidate pages, one per line: `id<TAB>lang<TAB>url<TAB>form<TAB>retrieved`.
Each language is drawn separately, so both keep their share: the pages of a language are sorted
by address, shuffled with Python's `random.Random(SEED)` (Mersenne Twister) and the first
`ceil(n * HELD_OUT / TOTAL)` of them are held out (75 of the 141: 36 Bulgarian, 39 Ukrainian). The seed was taken once from /dev/urandom on
2026-12-07, before any page was keyed, and is recorded here; running the script again on the same
manifest gives the same split. Output: `id<TAB>lang<TAB>part<TAB>url`, in manifest order.
"""
import math
import random
import sys

SEED = 1364818576  # od -An -N4 -tu4 /dev/urandom, 2026-12-07
HELD_OUT = 74  # at least a third of the 219 documents of the corpus after the draw (78 + 141)
TOTAL = 141


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: corpus-draw.py MANIFEST")
    rows = [l.rstrip("\n").split("\t") for l in open(sys.argv[1], encoding="utf-8") if l.strip()]
    assert len(rows) == TOTAL, len(rows)
    part = {}
    for lang in sorted({r[1] for r in rows}):
        pages = sorted((r for r in rows if r[1] == lang), key=lambda r: r[2])
        random.Random(SEED).shuffle(pages)
        k = math.ceil(len(pages) * HELD_OUT / TOTAL)
        for i, r in enumerate(pages):
            part[r[0]] = "held-out" if i < k else "tuning"
    for r in rows:
        print(f"{r[0]}\t{r[1]}\t{part[r[0]]}\t{r[2]}")


main()
