//! Documents → lines. Plain text goes through the decode stage (any encoding it knows); a
//! `.docx` is a zip archive whose `word/document.xml` is read with quick-xml, one line per
//! paragraph and one line per table row (cells separated by tabs); HTML is parsed with scraper
//! (html5ever), one line per block element and per table row, the same way. So a Word document
//! made from a text file, line by line, reads to the same lines as the text. The XML of a `.docx`
//! or an `.odt` is read in the encoding its byte-order mark or its declaration names (UTF-8,
//! UTF-16, Windows-1251, …: encoding_rs reads the label).

use crate::diagnostic::l10n::{localized, tr};
use crate::diagnostic::Diagnostic;
use crate::vocab::limits::Limits;
use std::io::Read;

/// The largest `word/document.xml` read from a `.docx` (uncompressed).
pub const MAX_XML_SIZE: u64 = 64 * 1024 * 1024;
/// The most lines a document may have by default (`Limits::paragraphs` is the run's).
pub const MAX_LINES: usize = crate::vocab::limits::Limits::DEFAULT_PARAGRAPHS;

/// What kind of document the bytes are.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// Plain text.
    Text,
    /// A Word document (Office Open XML).
    Docx,
    /// An OpenDocument text (LibreOffice's `.odt`).
    Odt,
    /// An HTML page.
    Html,
    /// A Word 97–2003 document: read only once a local LibreOffice has made a `.docx` of it.
    Doc,
    /// A PDF: read only once poppler's `pdftotext` has taken its text out.
    Pdf,
}

/// The media type an OpenDocument text names in its `mimetype` entry (the archive's first).
const ODT_MIMETYPE: &[u8] = b"application/vnd.oasis.opendocument.text";

impl Kind {
    /// The kind of a file by its bytes, else its extension: a PDF starts `%PDF-`, a Word 97
    /// document is an OLE compound file (`D0 CF 11 E0`), a zip archive is an `.odt` when its
    /// `mimetype` says so and a `.docx` otherwise; then `.html`/`.htm` or text that starts like
    /// HTML; else text.
    pub fn of(name: &str, bytes: &[u8]) -> Kind {
        let lower = name.to_lowercase();
        if bytes.starts_with(b"%PDF-") || (lower.ends_with(".pdf") && !looks_like_text(bytes)) {
            Kind::Pdf
        } else if bytes.starts_with(b"\xD0\xCF\x11\xE0\xA1\xB1\x1A\xE1")
            || (lower.ends_with(".doc") && !looks_like_text(bytes))
        {
            Kind::Doc
        } else if bytes.starts_with(b"PK\x03\x04") {
            // The `mimetype` entry is stored first and uncompressed, its name at byte 30.
            let odt_mimetype =
                bytes.get(30..38) == Some(b"mimetype") && bytes[38..].starts_with(ODT_MIMETYPE);
            if odt_mimetype || lower.ends_with(".odt") {
                Kind::Odt
            } else {
                Kind::Docx
            }
        } else if lower.ends_with(".docx") {
            Kind::Docx
        } else if lower.ends_with(".odt") {
            Kind::Odt
        } else if lower.ends_with(".html") || lower.ends_with(".htm") || looks_like_html(bytes) {
            Kind::Html
        } else {
            Kind::Text
        }
    }

    /// True for the kinds read through a local program ([`Kind::Doc`], [`Kind::Pdf`]).
    pub fn needs_converter(self) -> bool {
        matches!(self, Kind::Doc | Kind::Pdf)
    }
}

/// A `.doc` or `.pdf` that is in fact text (a page saved under the wrong name) is read as text.
fn looks_like_text(bytes: &[u8]) -> bool {
    let head = &bytes[..bytes.len().min(512)];
    !head.is_empty() && !head.contains(&0) && std::str::from_utf8(head).is_ok()
}

fn looks_like_html(bytes: &[u8]) -> bool {
    let head: String = String::from_utf8_lossy(&bytes[..bytes.len().min(512)]).to_lowercase();
    let t = head.trim_start_matches('\u{feff}').trim_start();
    t.starts_with("<!doctype html") || t.starts_with("<html")
}

/// Why a document could not be read.
#[derive(Debug)]
pub enum ReadError {
    /// The decode stage refused the bytes (its diagnostic).
    Decode(Box<Diagnostic>),
    /// The document is damaged or not what its name says.
    Damaged(String),
    /// The document goes over a limit (`I020`, `I021`).
    Limit(Box<Diagnostic>),
}

/// The lines of a document, in order (blank lines kept, so line numbers of a text file are its own).
pub fn lines(
    name: &str,
    bytes: &[u8],
    kind: Kind,
    encoding: Option<&'static encoding_rs::Encoding>,
    limits: &Limits,
) -> Result<Vec<String>, ReadError> {
    let out = match kind {
        Kind::Text => {
            let decoded = crate::decode::decode(name, bytes, encoding)
                .map_err(|d| ReadError::Decode(Box::new(d)))?;
            decoded.file.text.split('\n').map(|l| l.trim_end_matches('\r').to_string()).collect()
        }
        Kind::Docx => docx(bytes, limits)?,
        Kind::Odt => odt(bytes, limits)?,
        Kind::Doc | Kind::Pdf => {
            return Err(ReadError::Damaged(
                "a .doc or .pdf is read only through a local program (LibreOffice, pdftotext)"
                    .into(),
            ))
        }
        Kind::Html => {
            let decoded = crate::decode::decode(name, bytes, encoding)
                .map_err(|d| ReadError::Decode(Box::new(d)))?;
            if let Some(line) = html_too_deep(&decoded.file.text, limits.nesting_depth) {
                return Err(too_deep(limits.nesting_depth, Some(line)));
            }
            html(&decoded.file.text)
        }
    };
    finish(out, limits)
}

/// The lines of what a local program made of a document: the `.docx` LibreOffice made of a
/// `.doc`, or the text (UTF-8) `pdftotext` took out of a `.pdf`, whose lines are joined again
/// where the page's width broke a paragraph ([`unwrap_pdf_lines`]).
pub fn converted_lines(
    name: &str,
    original: Kind,
    converted: &[u8],
    limits: &Limits,
) -> Result<Vec<String>, ReadError> {
    match original {
        Kind::Pdf => {
            let decoded = crate::decode::decode(name, converted, Some(encoding_rs::UTF_8))
                .map_err(|d| ReadError::Decode(Box::new(d)))?;
            let text = decoded.file.text.replace('\u{c}', "\n");
            let lines: Vec<&str> = text.split('\n').map(|l| l.trim_end_matches('\r')).collect();
            finish(unwrap_pdf_lines(&lines), limits)
        }
        Kind::Doc => lines(name, converted, Kind::Docx, None, limits),
        other => lines(name, converted, other, None, limits),
    }
}

/// The paragraph-length limit, the line count, and no blank lines at the end.
fn finish(mut out: Vec<String>, limits: &Limits) -> Result<Vec<String>, ReadError> {
    if let Some((i, chars)) = too_long(&out, limits.paragraph_chars) {
        return Err(paragraph_too_long(i + 1, chars, limits.paragraph_chars));
    }
    if out.len() > limits.paragraphs {
        return Err(too_many_paragraphs(limits.paragraphs));
    }
    while out.last().is_some_and(|l| l.trim().is_empty()) {
        out.pop();
    }
    Ok(out)
}

/// The paragraphs of a PDF's text: `pdftotext` writes one line per printed line, so a
/// paragraph wider than the page comes out broken into several. A line is joined to the one
/// before when that one does not end a sentence or a heading (`.`, `:`, `;`, `!`, `?`) and
/// this one goes on in lowercase (`…за съставяне на двойките се използва` / `програмата …`),
/// or when the line before filled the page's width (within a fifth of the longest line) and
/// this one does not start a numbered item, a date or a time. A word hyphenated at the end of
/// a line is joined without its hyphen.
pub fn unwrap_pdf_lines(lines: &[&str]) -> Vec<String> {
    let width = lines.iter().map(|l| l.trim_end().chars().count()).max().unwrap_or(0);
    let mut out: Vec<String> = Vec::new();
    let mut open = false;
    for raw in lines {
        let line = raw.trim_end();
        let trimmed = line.trim_start();
        if trimmed.is_empty() {
            out.push(String::new());
            open = false;
            continue;
        }
        let joins = open
            && out.last().is_some_and(|prev| {
                let prev = prev.trim_end();
                let ends = prev.ends_with(['.', ':', ';', '!', '?']);
                let lower = trimmed.starts_with(char::is_lowercase);
                let full = prev.chars().count() * 5 >= width * 4
                    && !trimmed.starts_with(|c: char| c.is_ascii_digit())
                    && crate::import::doc::numbered(trimmed).is_none()
                    && !trimmed.contains('\t');
                !ends && (lower || full)
            });
        if joins {
            if let Some(prev) = out.last_mut() {
                let hyphenated = prev.ends_with('-')
                    && prev[..prev.len() - 1].ends_with(char::is_alphabetic)
                    && trimmed.starts_with(char::is_lowercase);
                if hyphenated {
                    prev.pop();
                } else {
                    prev.push(' ');
                }
                prev.push_str(trimmed);
            }
        } else {
            out.push(line.to_string());
        }
        open = true;
    }
    out
}

/// The first line longer than `limit` characters, and its length.
fn too_long(lines: &[String], limit: usize) -> Option<(usize, usize)> {
    lines.iter().enumerate().find_map(|(i, l)| {
        // Bytes first: a line of at most `limit` bytes has at most `limit` characters.
        if l.len() <= limit {
            return None;
        }
        let chars = l.chars().count();
        (chars > limit).then_some((i, chars))
    })
}

/// `I020`: paragraph `n` (1-based) has `chars` characters, over `limit`.
fn paragraph_too_long(n: usize, chars: usize, limit: usize) -> ReadError {
    use crate::import::codes::PARAGRAPH_TOO_LONG;
    ReadError::Limit(Box::new(localized(|l| {
        Diagnostic::error(
            PARAGRAPH_TOO_LONG,
            tr!(
                l,
                en: "paragraph {n} of the document has {chars} characters, more than the limit of {limit}",
                bg: "абзац {n} на документа има {chars} знака — повече от границата от {limit}",
                uk: "абзац {n} документа має {chars} знаків — більше за межу в {limit}"
            ),
        )
        .with_help(tr!(
            l,
            en: "check that the file is the regulation; if it is, raise the limit with `--max-paragraph-length N`",
            bg: "проверете дали файлът е регламентът; ако е, вдигнете границата с `--max-paragraph-length N`",
            uk: "перевірте, чи файл — це положення; якщо так, підніміть межу параметром `--max-paragraph-length N`"
        ))
    })))
}

/// `I022`: more than `limit` paragraphs.
fn too_many_paragraphs(limit: usize) -> ReadError {
    use crate::import::codes::TOO_MANY_PARAGRAPHS;
    ReadError::Limit(Box::new(localized(|l| {
        Diagnostic::error(
            TOO_MANY_PARAGRAPHS,
            tr!(
                l,
                en: "the document has more paragraphs (lines of text) than the limit of {limit}",
                bg: "документът има повече абзаци (редове текст) от границата от {limit}",
                uk: "документ має більше абзаців (рядків тексту), ніж дозволяє межа в {limit}"
            ),
        )
        .with_help(tr!(
            l,
            en: "check that the file is the regulation; if it is, raise the limit with `--max-paragraphs N`",
            bg: "проверете дали файлът е регламентът; ако е, вдигнете границата с `--max-paragraphs N`",
            uk: "перевірте, чи файл — це положення; якщо так, підніміть межу параметром `--max-paragraphs N`"
        ))
    })))
}

/// `I021`: elements nested deeper than `limit` (at line `line` of the text, when known).
fn too_deep(limit: usize, line: Option<usize>) -> ReadError {
    use crate::import::codes::NESTING_TOO_DEEP;
    ReadError::Limit(Box::new(localized(|l| {
        let message = match line {
            Some(n) => tr!(
                l,
                en: "the document's elements are nested more than {limit} deep (line {n})",
                bg: "елементите на документа са вложени на повече от {limit} нива (ред {n})",
                uk: "елементи документа вкладено більш ніж на {limit} рівнів (рядок {n})"
            ),
            None => tr!(
                l,
                en: "the document's elements are nested more than {limit} deep",
                bg: "елементите на документа са вложени на повече от {limit} нива",
                uk: "елементи документа вкладено більш ніж на {limit} рівнів"
            ),
        };
        Diagnostic::error(NESTING_TOO_DEEP, message).with_help(tr!(
            l,
            en: "save the page again (or its text as .txt); if it really is that deep, raise the limit with `--max-nesting-depth N`",
            bg: "запишете страницата отново (или текста ѝ като .txt); ако наистина е толкова дълбока, вдигнете границата с `--max-nesting-depth N`",
            uk: "збережіть сторінку ще раз (або її текст як .txt); якщо вона справді така глибока, підніміть межу параметром `--max-nesting-depth N`"
        ))
    })))
}

/// The elements an HTML parser keeps open until their end tag: not the void ones (`<br>`) nor
/// those whose end tag may be left out (`<p>`, `<li>`, `<td>`: the next one closes them).
fn html_nests(name: &[u8]) -> bool {
    !matches!(
        name,
        b"area"
            | b"base"
            | b"basefont"
            | b"bgsound"
            | b"br"
            | b"col"
            | b"embed"
            | b"frame"
            | b"hr"
            | b"img"
            | b"input"
            | b"keygen"
            | b"link"
            | b"meta"
            | b"param"
            | b"source"
            | b"track"
            | b"wbr"
            | b"p"
            | b"li"
            | b"dt"
            | b"dd"
            | b"tr"
            | b"td"
            | b"th"
            | b"thead"
            | b"tbody"
            | b"tfoot"
            | b"option"
            | b"optgroup"
            | b"rb"
            | b"rt"
            | b"rtc"
            | b"rp"
            | b"colgroup"
            | b"html"
            | b"head"
            | b"body"
    )
}

/// The line (1-based) at which an HTML text's elements first nest deeper than `limit`, found in
/// one pass over its tags before it is parsed (html5ever checks the stack of open elements
/// for most tags, so a page nested N deep costs it N² steps). Comments, declarations and the
/// text of `<script>`, `<style>` and the like are skipped; an end tag closes the innermost element.
pub fn html_too_deep(text: &str, limit: usize) -> Option<usize> {
    let b = text.as_bytes();
    let find = |from: usize, needle: &[u8]| {
        b.get(from..)
            .and_then(|rest| rest.windows(needle.len()).position(|w| w == needle))
            .map(|p| from + p)
    };
    let mut depth = 0usize;
    let mut i = 0usize;
    while let Some(p) = b[i..].iter().position(|&c| c == b'<') {
        let at = i + p;
        let rest = &b[at + 1..];
        if rest.starts_with(b"!--") {
            i = find(at + 4, b"-->").map_or(b.len(), |e| e + 3);
            continue;
        }
        let closing = rest.first() == Some(&b'/');
        let name_at = at + 1 + usize::from(closing);
        let name_len = b[name_at..].iter().take_while(|c| c.is_ascii_alphanumeric()).count();
        if name_len == 0 || !b[name_at].is_ascii_alphabetic() {
            // `<!DOCTYPE …>`, `<?xml …?>`, a lone `<` in text.
            i = at + 1;
            continue;
        }
        let name = b[name_at..name_at + name_len].to_ascii_lowercase();
        // The end of the tag, past quoted attribute values.
        let mut j = name_at + name_len;
        let mut quote = None;
        while j < b.len() {
            match (quote, b[j]) {
                (None, b'>') => break,
                (None, q @ (b'"' | b'\'')) => quote = Some(q),
                (Some(q), c) if c == q => quote = None,
                _ => {}
            }
            j += 1;
        }
        let self_closing = j > 0 && b.get(j - 1) == Some(&b'/');
        i = (j + 1).min(b.len());
        if closing {
            if html_nests(&name) {
                depth = depth.saturating_sub(1);
            }
            continue;
        }
        if matches!(
            name.as_slice(),
            b"script"
                | b"style"
                | b"textarea"
                | b"title"
                | b"xmp"
                | b"iframe"
                | b"noembed"
                | b"noframes"
                | b"noscript"
        ) {
            // Raw text up to its end tag.
            let mut end = Vec::with_capacity(name.len() + 2);
            end.extend_from_slice(b"</");
            end.extend_from_slice(&name);
            let lower =
                |k: usize| b.get(k..k + end.len()).is_some_and(|w| w.eq_ignore_ascii_case(&end));
            i = (i..b.len()).find(|&k| b[k] == b'<' && lower(k)).unwrap_or(b.len());
            continue;
        }
        if !self_closing && html_nests(&name) {
            depth += 1;
            if depth > limit {
                return Some(1 + b[..at].iter().filter(|&&c| c == b'\n').count());
            }
        }
    }
    None
}

/// The paragraphs and table rows of `word/document.xml`.
fn docx(bytes: &[u8], limits: &Limits) -> Result<Vec<String>, ReadError> {
    zipped_xml(bytes, ".docx", "word/document.xml", limits, docx_xml_within)
}

/// The XML part `name` of a zip archive (a `.docx` or an `.odt`), size- and depth-checked,
/// decoded as its byte-order mark or declaration says ([`xml_text`]), read by `read` (at most a
/// line more than the limit on paragraphs); what is wrong with it said as a damaged `what`.
fn zipped_xml(
    bytes: &[u8],
    what: &str,
    name: &str,
    limits: &Limits,
    read: fn(&str, usize) -> Result<Vec<String>, String>,
) -> Result<Vec<String>, ReadError> {
    let damaged = |e: String| ReadError::Damaged(format!("not a readable {what}: {e}"));
    let mut archive =
        zip::ZipArchive::new(std::io::Cursor::new(bytes)).map_err(|e| damaged(e.to_string()))?;
    let entry = archive.by_name(name).map_err(|e| damaged(e.to_string()))?;
    if entry.size() > MAX_XML_SIZE {
        return Err(ReadError::Damaged("the document's text is larger than 64 MiB".into()));
    }
    let mut raw = Vec::new();
    entry.take(MAX_XML_SIZE).read_to_end(&mut raw).map_err(|e| damaged(e.to_string()))?;
    let xml = xml_text(&raw).map_err(damaged)?;
    if xml_too_deep(&xml, limits.nesting_depth) {
        return Err(too_deep(limits.nesting_depth, None));
    }
    read(&xml, limits.paragraphs).map_err(damaged)
}

/// An XML document's text, in the encoding its byte-order mark names, else (UTF-16 told by the
/// first characters `<?`) its declaration's `encoding="…"` (any label encoding_rs reads:
/// `UTF-8`, `UTF-16`, `windows-1251`, `KOI8-R`, …), else UTF-8, as the XML specification
/// reads an entity. Bytes that are not in that encoding are an error that names it.
pub fn xml_text(raw: &[u8]) -> Result<String, String> {
    use encoding_rs::{Encoding, UTF_16BE, UTF_16LE, UTF_8};
    let (encoding, body) = if let Some((encoding, bom)) = Encoding::for_bom(raw) {
        (encoding, &raw[bom..])
    } else if raw.starts_with(&[0x3C, 0x00, 0x3F, 0x00]) {
        (UTF_16LE, raw)
    } else if raw.starts_with(&[0x00, 0x3C, 0x00, 0x3F]) {
        (UTF_16BE, raw)
    } else {
        // The declaration is ASCII in every encoding the bytes can be read in from here on.
        let head = &raw[..raw.len().min(256)];
        let declared = head
            .strip_prefix(b"<?xml")
            .and_then(|rest| rest.iter().position(|&b| b == b'>').map(|end| &rest[..end]))
            .and_then(|declaration| {
                let at = declaration.windows(8).position(|w| w == b"encoding")?;
                let rest = &declaration[at + 8..];
                let open = rest.iter().position(|&b| b == b'"' || b == b'\'')?;
                let quote = rest[open];
                let value = &rest[open + 1..];
                let close = value.iter().position(|&b| b == quote)?;
                Encoding::for_label(&value[..close])
            });
        // A UTF-16 label on bytes that are not UTF-16 (no mark, no `<\0?\0`) is a wrong
        // declaration: the bytes are read as UTF-8.
        let encoding = match declared {
            Some(e) if e == UTF_16LE || e == UTF_16BE => UTF_8,
            Some(e) => e,
            None => UTF_8,
        };
        (encoding, raw)
    };
    encoding
        .decode_without_bom_handling_and_without_replacement(body)
        .map(|text| text.into_owned())
        .ok_or_else(|| format!("its text is not valid {}", encoding.name()))
}

/// True when an XML text's elements nest deeper than `limit` (a streaming pass; ill-formed XML
/// is left to the reader that follows, which says what is wrong).
fn xml_too_deep(xml: &str, limit: usize) -> bool {
    use quick_xml::events::Event;
    let mut reader = quick_xml::Reader::from_str(xml);
    let mut depth = 0usize;
    loop {
        match reader.read_event() {
            Ok(Event::Start(_)) => {
                depth += 1;
                if depth > limit {
                    return true;
                }
            }
            Ok(Event::End(_)) => depth = depth.saturating_sub(1),
            Ok(Event::Eof) | Err(_) => return false,
            Ok(_) => {}
        }
    }
}

/// The paragraphs and table rows of an OpenDocument text's `content.xml`.
fn odt(bytes: &[u8], limits: &Limits) -> Result<Vec<String>, ReadError> {
    zipped_xml(bytes, ".odt", "content.xml", limits, odt_xml_within)
}

/// Paragraphs and headings (`text:p`, `text:h`, one line each, however deep in lists and
/// frames), table rows (`table:table-row`, cells joined by tabs, a cell's paragraphs by spaces),
/// tabs (`text:tab`), runs of spaces (`text:s c="N"`) and line breaks (`text:line-break`) of
/// OpenDocument's `content.xml`; footnotes and comments are left out, as the `.docx` reader
/// leaves them.
pub fn odt_xml(xml: &str) -> Result<Vec<String>, String> {
    odt_xml_within(xml, MAX_LINES)
}

/// [`odt_xml`], reading at most a line more than `most` (the caller refuses that many).
fn odt_xml_within(xml: &str, most: usize) -> Result<Vec<String>, String> {
    use quick_xml::events::Event;
    let mut reader = quick_xml::Reader::from_str(xml);
    let mut lines = Vec::new();
    // Paragraphs open inside one another (a frame's text inside a paragraph): their texts.
    let mut paras: Vec<String> = Vec::new();
    let mut table_depth = 0usize;
    let mut cells: Vec<String> = Vec::new();
    let mut cell = String::new();
    // Inside a footnote body, a comment, or a text the reader skips: how deep.
    let mut skipped = 0usize;
    let mut in_body = false;
    let push_text = |paras: &mut Vec<String>, text: &str| {
        if let Some(p) = paras.last_mut() {
            p.push_str(text);
        }
    };
    loop {
        let event = reader.read_event().map_err(|e| e.to_string())?;
        match event {
            Event::Start(e) => {
                let name = e.name();
                let name = name.as_ref();
                if skipped > 0 {
                    skipped += 1;
                    continue;
                }
                match name {
                    b"office:text" => in_body = true,
                    b"text:note" | b"office:annotation" | b"text:tracked-changes" => skipped = 1,
                    b"text:p" | b"text:h" => paras.push(String::new()),
                    b"table:table" => table_depth += 1,
                    b"table:table-row" if table_depth == 1 => cells.clear(),
                    b"table:table-cell" if table_depth == 1 => cell.clear(),
                    _ => {}
                }
            }
            Event::Empty(e) => {
                if skipped > 0 {
                    continue;
                }
                match e.name().as_ref() {
                    b"text:p" | b"text:h" if in_body && table_depth == 0 => {
                        lines.push(String::new())
                    }
                    b"text:tab" => push_text(&mut paras, "\t"),
                    b"text:s" => {
                        let n = e
                            .try_get_attribute("text:c")
                            .ok()
                            .flatten()
                            .and_then(|a| std::str::from_utf8(&a.value).ok()?.parse::<usize>().ok())
                            .unwrap_or(1)
                            .min(1000);
                        push_text(&mut paras, &" ".repeat(n));
                    }
                    b"text:line-break" => {
                        if table_depth == 0 && paras.len() == 1 {
                            if let Some(p) = paras.last_mut() {
                                lines.push(std::mem::take(p));
                            }
                        } else {
                            push_text(&mut paras, " ");
                        }
                    }
                    b"table:table-cell" | b"table:covered-table-cell" if table_depth == 1 => {
                        cells.push(String::new())
                    }
                    _ => {}
                }
            }
            Event::Text(t) if skipped == 0 && !paras.is_empty() => {
                // OpenDocument collapses runs of blanks in a paragraph into one space (its
                // spaces that count are written `text:s`).
                let text = t.xml10_content().map_err(|e| e.to_string())?;
                let mut collapsed = String::with_capacity(text.len());
                for c in text.chars() {
                    if matches!(c, ' ' | '\t' | '\n' | '\r') {
                        let after_blank = collapsed.ends_with(' ')
                            || (collapsed.is_empty()
                                && paras.last().is_some_and(|p| p.ends_with(' ')));
                        if !after_blank {
                            collapsed.push(' ');
                        }
                    } else {
                        collapsed.push(c);
                    }
                }
                push_text(&mut paras, &collapsed);
            }
            Event::GeneralRef(r) if skipped == 0 && !paras.is_empty() => {
                let name = r.decode().map_err(|e| e.to_string())?;
                push_text(&mut paras, &entity(&name));
            }
            Event::End(e) => {
                if skipped > 0 {
                    skipped -= 1;
                    continue;
                }
                match e.name().as_ref() {
                    b"office:text" => in_body = false,
                    b"text:p" | b"text:h" => {
                        let p = paras.pop().unwrap_or_default();
                        if let Some(outer) = paras.last_mut() {
                            // A frame's paragraph inside another: part of it.
                            if !outer.is_empty() && !p.is_empty() {
                                outer.push(' ');
                            }
                            outer.push_str(&p);
                        } else if table_depth == 0 {
                            lines.push(p);
                        } else {
                            if !cell.is_empty() && !p.is_empty() {
                                cell.push(' ');
                            }
                            cell.push_str(&p);
                        }
                    }
                    b"table:table-cell" if table_depth == 1 => {
                        cells.push(std::mem::take(&mut cell).trim().to_string())
                    }
                    b"table:table-row" if table_depth == 1 => {
                        // Trailing empty cells (a row padded to the table's width) are dropped.
                        while cells.last().is_some_and(String::is_empty) {
                            cells.pop();
                        }
                        lines.push(cells.join("\t"));
                    }
                    b"table:table" => table_depth = table_depth.saturating_sub(1),
                    _ => {}
                }
            }
            Event::Eof => break,
            _ => {}
        }
        if lines.len() > most {
            break;
        }
    }
    Ok(lines)
}

/// The text of an XML entity or character reference (`amp`, `#x41`, `#65`).
fn entity(name: &str) -> String {
    match name {
        "amp" => "&".to_string(),
        "lt" => "<".to_string(),
        "gt" => ">".to_string(),
        "quot" => "\"".to_string(),
        "apos" => "'".to_string(),
        other => other
            .strip_prefix("#x")
            .and_then(|h| u32::from_str_radix(h, 16).ok())
            .or_else(|| other.strip_prefix('#').and_then(|d| d.parse().ok()))
            .and_then(char::from_u32)
            .map(String::from)
            .unwrap_or_default(),
    }
}

/// Paragraphs (`w:p`) and table rows (`w:tr`, cells `w:tc` joined by tabs) of WordprocessingML.
pub fn docx_xml(xml: &str) -> Result<Vec<String>, String> {
    docx_xml_within(xml, MAX_LINES)
}

/// [`docx_xml`], reading at most a line more than `most` (the caller refuses that many).
fn docx_xml_within(xml: &str, most: usize) -> Result<Vec<String>, String> {
    use quick_xml::events::Event;
    let mut reader = quick_xml::Reader::from_str(xml);
    let mut lines = Vec::new();
    let mut para = String::new();
    let mut in_text = false;
    // Inside a table: the cells of the current row, the text of the current cell.
    let mut table_depth = 0usize;
    let mut cells: Vec<String> = Vec::new();
    let mut cell = String::new();
    loop {
        let event = reader.read_event().map_err(|e| e.to_string())?;
        match event {
            // An empty paragraph: an empty line (nothing inside a table cell).
            Event::Empty(e) if e.local_name().as_ref() == b"p" && table_depth == 0 => {
                lines.push(std::mem::take(&mut para));
            }
            Event::Empty(e) if e.local_name().as_ref() == b"p" => {}
            Event::Start(e) | Event::Empty(e) => match e.local_name().as_ref() {
                b"t" => in_text = true,
                b"tab" => para.push('\t'),
                b"br" | b"cr" => {
                    if table_depth == 0 {
                        lines.push(std::mem::take(&mut para));
                    } else {
                        para.push(' ');
                    }
                }
                b"tbl" => table_depth += 1,
                b"tr" if table_depth == 1 => cells.clear(),
                b"tc" if table_depth == 1 => cell.clear(),
                _ => {}
            },
            Event::Text(t) if in_text => {
                let text = t.xml10_content().map_err(|e| e.to_string())?;
                para.push_str(&text);
            }
            Event::GeneralRef(r) if in_text => {
                // `&amp;` and the other entities, and character references.
                let name = r.decode().map_err(|e| e.to_string())?;
                para.push_str(&entity(&name));
            }
            Event::End(e) => match e.local_name().as_ref() {
                b"t" => in_text = false,
                b"p" => {
                    let p = std::mem::take(&mut para);
                    if table_depth == 0 {
                        lines.push(p);
                    } else {
                        if !cell.is_empty() && !p.is_empty() {
                            cell.push(' ');
                        }
                        cell.push_str(&p);
                    }
                }
                b"tc" if table_depth == 1 => {
                    cells.push(std::mem::take(&mut cell).trim().to_string())
                }
                b"tr" if table_depth == 1 => lines.push(cells.join("\t")),
                b"tbl" => table_depth = table_depth.saturating_sub(1),
                _ => {}
            },
            Event::Eof => break,
            _ => {}
        }
        if lines.len() > most {
            break;
        }
    }
    Ok(lines)
}

/// True for an element of the site around a page's text, not of the text (issue 33): a menu
/// (`<nav>`, `role="navigation"`, a class or id `menu`, `navbar`, `breadcrumbs`, `…-menu`), a
/// cookie or consent bar (a class or id with `cookie`, `consent`, `gdpr`), and outside the
/// page's `<article>` or `<main>` its header, footer and side column (`<header>`, `<footer>`,
/// `<aside>`, `role="banner"`, `role="contentinfo"`). Inside the article a header keeps its
/// title and a footer its signatures.
fn site_chrome(e: &scraper::node::Element, in_content: bool) -> bool {
    let name = e.name();
    if name == "nav" || (!in_content && matches!(name, "header" | "footer" | "aside")) {
        return true;
    }
    match e.attr("role").map(str::to_ascii_lowercase).as_deref() {
        Some("navigation" | "search") => return true,
        Some("banner" | "contentinfo" | "complementary") if !in_content => return true,
        _ => {}
    }
    let names = e.attr("class").into_iter().chain(e.attr("id")).flat_map(str::split_whitespace);
    names.map(str::to_ascii_lowercase).any(|t| {
        t.contains("cookie")
            || t.contains("consent")
            || t.contains("gdpr")
            || matches!(
                t.as_str(),
                "menu" | "navbar" | "nav" | "navigation" | "breadcrumb" | "breadcrumbs"
            )
            || t.ends_with("-menu")
            || t.ends_with("_menu")
            || t.ends_with("menu-list")
    })
}

/// The lines of an HTML page: one per block element, `<br>` and table row; cells joined by tabs.
/// What belongs to the site rather than to the page's text ([`site_chrome`]) is left out.
pub fn html(text: &str) -> Vec<String> {
    use scraper::node::Node;
    let doc = scraper::Html::parse_document(text);
    let mut lines = Vec::new();
    let mut current = String::new();
    fn flush(current: &mut String, lines: &mut Vec<String>) {
        let line = current.trim().to_string();
        if !line.is_empty() {
            lines.push(line);
        }
        current.clear();
    }
    fn is_block(name: &str) -> bool {
        matches!(
            name,
            "p" | "div"
                | "h1"
                | "h2"
                | "h3"
                | "h4"
                | "h5"
                | "h6"
                | "li"
                | "ul"
                | "ol"
                | "table"
                | "tr"
                | "section"
                | "article"
                | "header"
                | "footer"
                | "blockquote"
                | "pre"
                | "dl"
                | "dt"
                | "dd"
                | "body"
                | "main"
                | "nav"
                | "aside"
                | "form"
                | "hr"
                | "address"
                | "figure"
                | "figcaption"
                | "caption"
                | "thead"
                | "tbody"
                | "tfoot"
        )
    }
    // An explicit stack instead of recursion: deep pages cannot overflow it.
    enum Step<'a> {
        Enter(ego_tree::NodeRef<'a, Node>),
        Leave(&'a str),
    }
    let mut stack = vec![Step::Enter(doc.tree.root())];
    let mut pre = 0usize;
    let mut cell_index: Vec<usize> = Vec::new();
    // Inside how many `<article>` and `<main>` elements.
    let mut content = 0usize;
    while let Some(step) = stack.pop() {
        match step {
            Step::Leave(name) => {
                match name {
                    "article" | "main" => content = content.saturating_sub(1),
                    "pre" => pre = pre.saturating_sub(1),
                    "td" | "th" => {
                        if let Some(i) = cell_index.last_mut() {
                            *i += 1;
                        }
                    }
                    "tr" => {
                        cell_index.pop();
                    }
                    _ => {}
                }
                if is_block(name) {
                    flush(&mut current, &mut lines);
                }
            }
            Step::Enter(node) => match node.value() {
                Node::Text(t) => {
                    if pre > 0 {
                        let mut parts = t.split('\n');
                        if let Some(first) = parts.next() {
                            current.push_str(first);
                        }
                        for part in parts {
                            lines.push(current.trim_end().to_string());
                            current.clear();
                            current.push_str(part);
                        }
                    } else {
                        let collapsed: Vec<&str> = t.split_whitespace().collect();
                        if t.starts_with(char::is_whitespace)
                            && !current.ends_with([' ', '\t'])
                            && !current.is_empty()
                        {
                            current.push(' ');
                        }
                        current.push_str(&collapsed.join(" "));
                        if t.ends_with(char::is_whitespace) && !collapsed.is_empty() {
                            current.push(' ');
                        }
                    }
                }
                Node::Element(e) => {
                    let name = e.name();
                    if matches!(name, "script" | "style" | "head" | "template" | "noscript") {
                        continue;
                    }
                    if name == "br" {
                        flush(&mut current, &mut lines);
                        continue;
                    }
                    if site_chrome(e, content > 0) {
                        continue;
                    }
                    if matches!(name, "article" | "main") {
                        content += 1;
                    }
                    if is_block(name) {
                        flush(&mut current, &mut lines);
                    }
                    match name {
                        "pre" => pre += 1,
                        "tr" => cell_index.push(0),
                        "td" | "th" if cell_index.last().is_some_and(|i| *i > 0) => {
                            let trimmed = current.trim_end().len();
                            current.truncate(trimmed);
                            current.push('\t');
                        }
                        _ => {}
                    }
                    stack.push(Step::Leave(name));
                    let children: Vec<_> = node.children().collect();
                    for c in children.into_iter().rev() {
                        stack.push(Step::Enter(c));
                    }
                }
                _ => {
                    let children: Vec<_> = node.children().collect();
                    for c in children.into_iter().rev() {
                        stack.push(Step::Enter(c));
                    }
                }
            },
        }
    }
    flush(&mut current, &mut lines);
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn html_blocks_rows_and_breaks_become_lines() {
        let page = "<html><head><title>x</title><style>p{}</style></head><body>\
            <h1>Р Е Г Л А М Е Н Т</h1><p>1. Организатор:<br>БФ Шахмат</p>\
            <table><tr><th>№</th><th>Име</th></tr><tr><td>1</td><td>Voiska  Margarita</td></tr></table>\
            <p>Край &amp; <b>още</b></p></body></html>";
        assert_eq!(
            html(page),
            [
                "Р Е Г Л А М Е Н Т",
                "1. Организатор:",
                "БФ Шахмат",
                "№\tИме",
                "1\tVoiska Margarita",
                "Край & още"
            ]
        );
    }

    #[test]
    fn site_menus_and_footers_are_not_read_as_text() {
        // A real page (tests/fixtures/import-html/SOURCES.md): header, menu and footer left
        // out, the article kept.
        let page = include_str!("../../tests/fixtures/import-html/artemiy-index.html");
        let lines = html(page);
        assert_eq!(lines[0], "Основные правила шахмат");
        assert!(lines[1].starts_with("В шахматы играют два соперника"), "{lines:?}");
        assert_eq!(lines.len(), 2, "{lines:?}");
        // A federation page's shapes: a pipe menu in a `menu` block, a cookie bar, a footer;
        // the article's own header (its title) and footer (its signature) kept.
        let page = "<body><div id=\"top-menu\" class=\"menu\"><a href=/>Начало</a> | <a>Новини</a> | <a>Контакти</a></div>\
            <div class=\"cookie-notice\">Този сайт използва бисквитки. <button>Приемам</button></div>\
            <article><header><h1>РЕГЛАМЕНТ</h1></header><p>1. Организатор: БФ Шахмат</p>\
            <footer><p>Главен съдия: М. Иванов</p></footer></article>\
            <aside><h3>Последни новини</h3></aside><footer>© 2024 БФШ | Всички права запазени</footer></body>";
        assert_eq!(
            html(page),
            ["РЕГЛАМЕНТ", "1. Организатор: БФ Шахмат", "Главен съдия: М. Иванов"]
        );
    }

    #[test]
    fn docx_paragraphs_tabs_and_tables() {
        let xml = r#"<w:document xmlns:w="w"><w:body>
            <w:p><w:r><w:t>1. ОРГАНИЗАТОР:</w:t></w:r></w:p>
            <w:p/>
            <w:p><w:r><w:t xml:space="preserve">   1 GM Voiska</w:t><w:tab/><w:t>2319 &amp; co</w:t></w:r></w:p>
            <w:tbl><w:tr><w:tc><w:p><w:r><w:t>11 март</w:t></w:r></w:p></w:tc><w:tc><w:p><w:r><w:t>14.30</w:t></w:r></w:p></w:tc></w:tr></w:tbl>
            </w:body></w:document>"#;
        assert_eq!(
            docx_xml(xml).unwrap(),
            ["1. ОРГАНИЗАТОР:", "", "   1 GM Voiska\t2319 & co", "11 март\t14.30"]
        );
    }
}
