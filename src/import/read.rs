//! Documents → lines. Plain text goes through the decode stage (any encoding it knows); a
//! `.docx` is a zip archive whose `word/document.xml` is read with quick-xml, one line per
//! paragraph and one line per table row (cells separated by tabs); HTML is parsed with scraper
//! (html5ever), one line per block element and per table row, the same way. So a Word document
//! made from a text file, line by line, reads to the same lines as the text.

use crate::diagnostic::Diagnostic;
use std::io::Read;

/// The largest `word/document.xml` read from a `.docx` (uncompressed).
pub const MAX_XML_SIZE: u64 = 64 * 1024 * 1024;
/// The most lines a document may have.
pub const MAX_LINES: usize = 100_000;

/// What kind of document the bytes are.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// Plain text.
    Text,
    /// A Word document (Office Open XML).
    Docx,
    /// An HTML page.
    Html,
}

impl Kind {
    /// The kind of a file by its extension (`.docx`, `.html`/`.htm`, else text); bytes that start
    /// like a zip archive are a `.docx` and text that starts with `<` and names `<html` is HTML.
    pub fn of(name: &str, bytes: &[u8]) -> Kind {
        let lower = name.to_lowercase();
        if lower.ends_with(".docx") || bytes.starts_with(b"PK\x03\x04") {
            Kind::Docx
        } else if lower.ends_with(".html") || lower.ends_with(".htm") || looks_like_html(bytes) {
            Kind::Html
        } else {
            Kind::Text
        }
    }
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
}

/// The lines of a document, in order (blank lines kept, so line numbers of a text file are its own).
pub fn lines(
    name: &str,
    bytes: &[u8],
    kind: Kind,
    encoding: Option<&'static encoding_rs::Encoding>,
) -> Result<Vec<String>, ReadError> {
    let mut out = match kind {
        Kind::Text => {
            let decoded = crate::decode::decode(name, bytes, encoding)
                .map_err(|d| ReadError::Decode(Box::new(d)))?;
            decoded.file.text.split('\n').map(|l| l.trim_end_matches('\r').to_string()).collect()
        }
        Kind::Docx => docx(bytes)?,
        Kind::Html => {
            let decoded = crate::decode::decode(name, bytes, encoding)
                .map_err(|d| ReadError::Decode(Box::new(d)))?;
            html(&decoded.file.text)
        }
    };
    if out.len() > MAX_LINES {
        return Err(ReadError::Damaged(format!("the document has more than {MAX_LINES} lines")));
    }
    while out.last().is_some_and(|l| l.trim().is_empty()) {
        out.pop();
    }
    Ok(out)
}

/// The paragraphs and table rows of `word/document.xml`.
fn docx(bytes: &[u8]) -> Result<Vec<String>, ReadError> {
    let damaged = |e: String| ReadError::Damaged(format!("not a readable .docx: {e}"));
    let mut archive =
        zip::ZipArchive::new(std::io::Cursor::new(bytes)).map_err(|e| damaged(e.to_string()))?;
    let entry = archive.by_name("word/document.xml").map_err(|e| damaged(e.to_string()))?;
    if entry.size() > MAX_XML_SIZE {
        return Err(ReadError::Damaged("the document's text is larger than 64 MiB".into()));
    }
    let mut xml = String::new();
    entry.take(MAX_XML_SIZE).read_to_string(&mut xml).map_err(|e| damaged(e.to_string()))?;
    docx_xml(&xml).map_err(damaged)
}

/// Paragraphs (`w:p`) and table rows (`w:tr`, cells `w:tc` joined by tabs) of WordprocessingML.
pub fn docx_xml(xml: &str) -> Result<Vec<String>, String> {
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
                let text = match name.as_ref() {
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
                };
                para.push_str(&text);
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
        if lines.len() > MAX_LINES {
            break;
        }
    }
    Ok(lines)
}

/// The lines of an HTML page: one per block element, `<br>` and table row; cells joined by tabs.
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
    while let Some(step) = stack.pop() {
        match step {
            Step::Leave(name) => {
                match name {
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
