#!/usr/bin/env python3
"""Writes full-size FIDE rating lists for the benchmark of the list reader (BENCHMARKS.md).

    scripts/gen-fide-list.py [PLAYERS] [OUT-DIR]      # defaults: 1500000, target/bench-inputs/fide

Three files of PLAYERS players each, in the layouts of FIDE's lists (the reader finds the columns
from the header line, as it does in the real lists of tests/data/fide-lists):

    combined.txt   the combined list since 2016 (`… FOA SRtng SGm SK RRtng RGm Rk BRtng BGm BK B-day Flag`)
    old.txt        the standard list until 2012 (`ID number Name … TitlFed  Mar11 GamesBorn  Flag`)
    combined.xml   the XML list (`<playerslist><player><fideid>…`)

and combined.zip, combined.txt zipped (deflate), as FIDE publishes it. The players are generated
(names from syllables, IDs counting up, ratings and years from a fixed-seed generator): no real
player is among them, and the same bytes are written every run. Four players of the code
fixture tests/fixtures/codes/_swiss4.trf are placed in the middle, so that the benchmark's run
(`reglament trf _swiss4.trf --to json --fide-list FILE`) finds what it looks for.
"""

import os
import random
import sys
import zipfile

PLAYERS = int(sys.argv[1]) if len(sys.argv) > 1 else 1_500_000
OUT = sys.argv[2] if len(sys.argv) > 2 else "target/bench-inputs/fide"

SYLLABLES = ["ka", "ro", "mi", "te", "lu", "na", "vo", "si", "de", "pa", "gor", "len", "tin", "bar",
             "schu", "an", "ber", "ko", "ri", "mel", "za", "dri", "hov", "es", "ul", "ming", "to",
             "va", "nik", "sel"]
FEDS = ["BUL", "UKR", "GER", "IND", "USA", "FRA", "ESP", "RUS", "POL", "ITA", "SRB", "CZE", "HUN",
        "NED", "ENG", "TUR", "IRI", "BRA", "ARG", "CHN"]
TITLES = [("GM", ""), ("IM", ""), ("FM", ""), ("CM", ""), ("WGM", "WGM"), ("WIM", "WIM"),
          ("WFM", "WFM"), ("", "")]
FIXTURE = [("Ivanova, Maria", "BUL", "F", 2100), ("Petrova, Elena", "BUL", "F", 2000),
           ("Georgieva, Ana", "BUL", "F", 1900), ("Dimitrova, Iva", "BUL", "F", 1800)]


def word(rng, n):
    return "".join(rng.choice(SYLLABLES) for _ in range(n)).capitalize()


def players():
    rng = random.Random(28)
    middle = PLAYERS // 2
    for i in range(PLAYERS):
        fid = 100_000 + i * 7
        if middle <= i < middle + len(FIXTURE):
            name, fed, sex, rating = FIXTURE[i - middle]
            yield fid, name, fed, sex, "", "", rating, 1990
            continue
        name = f"{word(rng, rng.randint(2, 4))}, {word(rng, rng.randint(1, 3))}"
        sex = "F" if rng.random() < 0.12 else "M"
        tit, wtit = TITLES[-1] if rng.random() < 0.97 else rng.choice(TITLES)
        rating = rng.randint(1000, 2700) if rng.random() < 0.8 else 0
        yield fid, name, rng.choice(FEDS), sex, tit, wtit, rating, rng.randint(1930, 2020)


def combined_line(p):
    fid, name, fed, sex, tit, wtit, rating, born = p
    r = f"{rating:<4}  0   {20 if rating < 2400 else 10:<2}" if rating else " " * 12
    return (f"{fid:<15}{name:<61}{fed:<4}{sex:<4}{tit:<5}{wtit:<5}{'':<15}{'':<4}"
            f"{r} {r} {r} {born:<4}      ")


def old_line(p):
    fid, name, fed, sex, tit, wtit, rating, born = p
    code = {"GM": "g", "IM": "m", "FM": "f", "CM": "c", "WGM": "wg", "WIM": "wm", "WFM": "wf"}.get(tit, "")
    flag = "w" if sex == "F" else ""
    return f"{fid:>8}  {name[:32]:<34}{code:<4}{fed:<5}{rating or '':<4}    0  {born:<4}  {flag}"


def xml_player(p):
    fid, name, fed, sex, tit, wtit, rating, born = p
    r = str(rating) if rating else ""
    return (f"<player><fideid>{fid}</fideid><name>{name}</name><country>{fed}</country>"
            f"<sex>{sex}</sex><title>{tit}</title><w_title>{wtit}</w_title><o_title></o_title>"
            f"<foa_title></foa_title><rating>{r}</rating><games>0</games><k>20</k>"
            f"<rapid_rating>{r}</rapid_rating><rapid_games>0</rapid_games><rapid_k>20</rapid_k>"
            f"<blitz_rating>{r}</blitz_rating><blitz_games>0</blitz_games><blitz_k>20</blitz_k>"
            f"<birthday>{born}</birthday><flag></flag></player>")


def main():
    os.makedirs(OUT, exist_ok=True)
    header = ("ID Number      Name                                                         "
              "Fed Sex Tit  WTit OTit           FOA SRtng SGm SK RRtng RGm Rk BRtng BGm BK B-day Flag")
    with open(f"{OUT}/combined.txt", "w", newline="\n") as f:
        f.write(header + "\n")
        f.writelines(combined_line(p) + "\n" for p in players())
    with open(f"{OUT}/old.txt", "w", newline="\n") as f:
        f.write("ID number Name                              TitlFed  Mar11 GamesBorn  Flag\n")
        f.writelines(old_line(p) + "\n" for p in players())
    with open(f"{OUT}/combined.xml", "w", newline="\n") as f:
        f.write('<?xml version="1.0" encoding="utf-8"?>\n<playerslist>\n')
        f.writelines(xml_player(p) + "\n" for p in players())
        f.write("</playerslist>\n")
    with zipfile.ZipFile(f"{OUT}/combined.zip", "w", zipfile.ZIP_DEFLATED) as z:
        z.write(f"{OUT}/combined.txt", "players_list_foa.txt")


if __name__ == "__main__":
    main()
