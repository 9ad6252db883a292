#!/usr/bin/env python3
"""Makes the documents of this folder from corpus texts (see SOURCES.md): an OpenDocument
text (.odt) written by hand with the zip and XML LibreOffice writes, and a Word 97 stand-in
(.doc: an OLE compound-file signature before the UTF-16 text). The PDF is printed by Chromium
from an HTML page of the text (the command is in SOURCES.md). Deterministic: same bytes every run."""
import html, sys, zipfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
CORPUS = HERE.parent.parent / "corpus"

def odt(src: Path, out: Path):
    lines = src.read_text(encoding="utf-8").split("\n")
    body = []
    for line in lines:
        if "\t" in line:
            cells = "".join(
                '<table:table-cell office:value-type="string"><text:p>%s</text:p></table:table-cell>'
                % html.escape(c, quote=False) for c in line.split("\t"))
            body.append('<table:table table:name="T"><table:table-row>%s</table:table-row></table:table>' % cells)
        elif line.strip():
            # Runs of spaces as text:s, as LibreOffice writes them.
            text, out_text, i = html.escape(line, quote=False), [], 0
            parts = text.split("  ")
            body.append('<text:p text:style-name="Standard">%s</text:p>'
                        % '<text:s text:c="2"/>'.join(parts))
        else:
            body.append('<text:p text:style-name="Standard"/>')
    content = ('<?xml version="1.0" encoding="UTF-8"?>\n'
        '<office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" '
        'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" '
        'xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" office:version="1.3">'
        '<office:body><office:text>' + "".join(body) + '</office:text></office:body></office:document-content>')
    manifest = ('<?xml version="1.0" encoding="UTF-8"?>\n'
        '<manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" manifest:version="1.3">'
        '<manifest:file-entry manifest:full-path="/" manifest:media-type="application/vnd.oasis.opendocument.text"/>'
        '<manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"/>'
        '</manifest:manifest>')
    with zipfile.ZipFile(out, "w") as z:
        def add(name, data, method):
            info = zipfile.ZipInfo(name, date_time=(2026, 12, 2, 0, 0, 0))
            info.compress_type = method
            z.writestr(info, data)
        add("mimetype", "application/vnd.oasis.opendocument.text", zipfile.ZIP_STORED)
        add("content.xml", content, zipfile.ZIP_DEFLATED)
        add("META-INF/manifest.xml", manifest, zipfile.ZIP_DEFLATED)

def doc(src: Path, out: Path):
    text = src.read_text(encoding="utf-8").replace("\n", "\r")
    out.write_bytes(bytes.fromhex("D0CF11E0A1B11AE1") + bytes(504) + text.encode("utf-16-le"))

def page(src: Path, out: Path, lang: str):
    lines = src.read_text(encoding="utf-8").split("\n")
    ps = "".join("<p>%s</p>\n" % html.escape(l) for l in lines if l.strip())
    out.write_text('<!doctype html><html lang="%s"><head><meta charset="utf-8"><style>'
        'body{font-family:"DejaVu Serif",serif;font-size:12pt;margin:2cm}p{margin:0 0 6pt 0}'
        '</style></head><body>%s</body></html>' % (lang, ps), encoding="utf-8")

if __name__ == "__main__":
    odt(CORPUS / "uk" / "uk-001-khmelnytskyi-rapid-2017.txt", HERE / "uk-001-khmelnytskyi-rapid-2017.odt")
    odt(CORPUS / "bg" / "bg-013-dip-women-pernik.txt", HERE / "bg-013-dip-women-pernik.odt")
    doc(CORPUS / "uk" / "uk-001-khmelnytskyi-rapid-2017.txt", HERE / "uk-001-khmelnytskyi-rapid-2017.doc")
    if len(sys.argv) > 1:
        page(CORPUS / "bg" / "bg-001-cska-rapid-cup-2023.txt", Path(sys.argv[1]), "bg")
