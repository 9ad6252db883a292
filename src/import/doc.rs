//! The structure of a document read into lines: its language, the lines before the first
//! numbered section (the heading), and the sections: Arabic (`4.`, nested `14.10.`), Roman
//! (`IV.`, Cyrillic `ІІ.`) and letter (`а)`) numbers, each with its heading (`1. ОРГАНИЗАТОР:`,
//! `3. Протести`) and the lines of its body.

use crate::prose::chars::Lowercase as _;
use crate::vocab::{notation, Lang};

/// One line of the document, 1-based as an editor shows it.
#[derive(Clone, Debug)]
pub struct Line {
    /// The line number.
    pub n: usize,
    /// The text, as read (tabs kept).
    pub text: String,
}

/// A numbered (or, for the heading, unnumbered) part of the document.
#[derive(Clone, Debug, Default)]
pub struct Section {
    /// The number as written, without its final dot (`14.10`, `IV`, `а)`).
    pub number: Option<String>,
    /// The number's components (`[14, 10]`), empty for letters and the heading.
    pub parts: Vec<u32>,
    /// The heading (`ОРГАНИЗАТОР`), without its colon.
    pub heading: Option<String>,
    /// The line the section starts on (index into [`Document::lines`]).
    pub start: usize,
    /// The body: indices of the lines that belong to the section itself, in order, and the text
    /// written after the heading on its own line (`2. ЦЕЛ И ЗАДАЧИ: Да излъчи …`) as `(start, text)`.
    pub body: Vec<Para>,
    /// Nested sections.
    pub children: Vec<Section>,
}

/// A paragraph of a section: one source line (or the rest of a heading line).
#[derive(Clone, Debug)]
pub struct Para {
    /// Index into [`Document::lines`].
    pub line: usize,
    /// The text (for a heading line, what follows the heading).
    pub text: String,
}

/// A document: lines, language, heading and sections.
#[derive(Clone, Debug)]
pub struct Document {
    /// Every line.
    pub lines: Vec<Line>,
    /// Bulgarian or Ukrainian, from the letters.
    pub lang: Lang,
    /// The lines before the first numbered section (non-blank), as paragraphs.
    pub preamble: Vec<Para>,
    /// The top-level sections, in order.
    pub sections: Vec<Section>,
}

/// The language of a text: Ukrainian when its Ukrainian letters (і ї є ґ) outnumber the
/// Bulgarian ones (ъ ѝ), else Bulgarian.
pub fn language(text: &str) -> Lang {
    let (mut uk, mut bg) = (0usize, 0usize);
    for c in text.chars().flat_map(char::to_lowercase) {
        match c {
            'ї' | 'є' | 'ґ' => uk += 3,
            'і' => uk += 1,
            'ъ' | 'ѝ' => bg += 2,
            _ => {}
        }
    }
    if uk > bg {
        Lang::Uk
    } else {
        Lang::Bg
    }
}

/// How a numbered line starts: its number, components and the rest of the line.
pub(crate) struct Numbered {
    pub(crate) number: String,
    pub(crate) parts: Vec<u32>,
    pub(crate) rest: String,
    pub(crate) letter: bool,
}

/// The number a line starts with, if it is a section's (`4.`, `14.10.`, `IV.`, `а)`).
pub(crate) fn numbered(text: &str) -> Option<Numbered> {
    let t = text.trim_start();
    // Arabic: `4.`, `14.10.`, `14.1 Text`, `5.СИСТЕМА` (glued to a letter).
    if t.starts_with(|c: char| c.is_ascii_digit()) {
        let mut parts_text: Vec<&str> = Vec::new();
        let mut at = 0;
        loop {
            let digits = t[at..].bytes().take_while(u8::is_ascii_digit).count();
            if !(1..=2).contains(&digits) || parts_text.len() == 4 {
                return None;
            }
            parts_text.push(&t[at..at + digits]);
            at += digits;
            let rest = &t[at..];
            if rest.starts_with('.') && rest[1..].starts_with(|c: char| c.is_ascii_digit()) {
                at += 1;
                continue;
            }
            break;
        }
        let num = &t[..at];
        let mut rest = &t[at..];
        let dot = rest.starts_with('.');
        if dot {
            rest = &rest[1..];
        }
        let glued = rest.starts_with(|c: char| c.is_alphabetic());
        if !glued && !rest.starts_with(char::is_whitespace) {
            return None;
        }
        let parts: Vec<u32> = parts_text.iter().filter_map(|p| p.parse().ok()).collect();
        let rest = rest.trim_start().to_string();
        // `1.` needs its dot; `14.1` may leave it out. `07.06.` is a date, not a section.
        let leading_zero =
            parts.len() > 1 && parts_text.iter().any(|p| p.len() == 2 && p.starts_with('0'));
        let date_like = rest.starts_with(['(', '–', '-', '÷']) || rest.is_empty();
        if (parts.len() > 1 || dot) && !leading_zero && !date_like && !parts.contains(&0) {
            return Some(Numbered { number: num.to_string(), parts, rest, letter: false });
        }
        return None;
    }
    // Roman, Latin or Cyrillic: `IV. Text`, `ІІ.Text`.
    let roman_len: usize = t
        .chars()
        .take_while(|c| matches!(c, 'I' | 'V' | 'X' | 'І' | 'Х'))
        .map(char::len_utf8)
        .sum();
    if roman_len > 0 && t[..roman_len].chars().count() <= 6 && t[roman_len..].starts_with('.') {
        let rest = t[roman_len + 1..].trim_start();
        if rest.is_empty() {
            return None;
        }
        let number = &t[..roman_len];
        let n = notation::roman(number)?;
        return Some(Numbered {
            number: number.to_string(),
            parts: vec![n],
            rest: rest.to_string(),
            letter: false,
        });
    }
    // A letter: `а) Text`, `b) Text`.
    let mut chars = t.chars();
    if let (Some(c), Some(')')) = (chars.next(), chars.next()) {
        let letter = matches!(c, 'а'..='я' | 'a'..='z');
        let rest = chars.as_str();
        if letter && rest.starts_with(char::is_whitespace) && !rest.trim().is_empty() {
            return Some(Numbered {
                number: format!("{c})"),
                parts: Vec::new(),
                rest: rest.trim_start().to_string(),
                letter: true,
            });
        }
    }
    None
}

/// Splits a heading line's rest into the heading and the text after it: `ЦЕЛ И ЗАДАЧИ: Да …`,
/// `Организатор – СКШ …`, `Програма:`; a long sentence is no heading at all.
fn heading(rest: &str, nested: bool) -> (Option<String>, Option<String>) {
    let rest = rest.trim();
    let label_like = |h: &str| {
        let words = h.split_whitespace().count();
        !h.is_empty()
            && h.chars().count() <= 60
            && words <= 7
            && !h.contains(['.', ',', '(', '«', '„', '"', '“', '”'])
            && !h.chars().any(|c| c.is_ascii_digit())
            && h.starts_with(char::is_uppercase)
    };
    for sep in [":", " – ", " - ", " — "] {
        if let Some(i) = rest.find(sep) {
            let (h, body) = (rest[..i].trim(), rest[i + sep.len()..].trim());
            if label_like(h) {
                let body = (!body.is_empty()).then(|| body.to_string());
                return (Some(h.to_string()), body);
            }
        }
    }
    let short = rest.chars().count() <= 70 && !rest.ends_with(['.', ';']);
    let upper = rest.chars().filter(|c| c.is_alphabetic()).all(char::is_uppercase);
    // A nested item (`14.9 Тютюнопушенето … е забранено`) is a heading only in capitals.
    let few_words = rest.split_whitespace().count() <= 8 && !nested;
    if short && (upper || few_words) && rest.starts_with(char::is_uppercase) {
        return (Some(rest.trim_end_matches(':').trim().to_string()), None);
    }
    (None, (!rest.is_empty()).then(|| rest.to_string()))
}

impl Document {
    /// Reads the structure of `lines` (line `i` is source line `i + 1`).
    pub fn new(lines: &[String]) -> Document {
        let lines: Vec<Line> =
            lines.iter().enumerate().map(|(i, t)| Line { n: i + 1, text: t.clone() }).collect();
        let all: String = lines.iter().map(|l| l.text.as_str()).collect::<Vec<_>>().join("\n");
        let lang = language(&all);
        let mut preamble = Vec::new();
        let mut sections: Vec<Section> = Vec::new();
        // The path of open sections: indices into the tree, top level first.
        let mut open: Vec<usize> = Vec::new();
        // True when the deepest open section is a numbered paragraph (no heading): the next
        // unnumbered line belongs to its parent.
        let mut paragraph_only = false;
        for (i, line) in lines.iter().enumerate() {
            let text = line.text.trim_end();
            if text.trim().is_empty() {
                continue;
            }
            let top = sections.last().and_then(|s| s.parts.first().copied()).unwrap_or(0);
            if let Some(n) = numbered(text) {
                let accepted = if n.letter {
                    !sections.is_empty()
                } else if n.parts.len() == 1 {
                    sections.is_empty() || n.parts[0] >= top
                } else {
                    // A nested number continues an open section: `14.1` inside 14.
                    open_parts(&sections, &open)
                        .iter()
                        .any(|p| n.parts.starts_with(p) && p.len() < n.parts.len())
                };
                if accepted {
                    let (heading, body) = heading(&n.rest, n.parts.len() > 1 || n.letter);
                    let mut s = Section {
                        number: Some(n.number.clone()),
                        parts: n.parts.clone(),
                        heading,
                        start: i,
                        ..Section::default()
                    };
                    paragraph_only = s.heading.is_none();
                    if let Some(b) = body {
                        s.body.push(Para { line: i, text: b });
                    }
                    insert(&mut sections, &mut open, s, n.letter);
                    continue;
                }
            }
            let para = Para { line: i, text: text.to_string() };
            if sections.is_empty() {
                preamble.push(para);
                continue;
            }
            if paragraph_only && open.len() > 1 {
                open.pop();
                paragraph_only = false;
            }
            match section_at(&mut sections, &open) {
                Some(deepest) => deepest.body.push(para),
                None => preamble.push(para),
            }
        }
        Document { lines, lang, preamble, sections }
    }

    /// Every section, depth first, with its depth.
    pub fn all_sections(&self) -> Vec<&Section> {
        fn walk<'a>(s: &'a [Section], out: &mut Vec<&'a Section>) {
            for x in s {
                out.push(x);
                walk(&x.children, out);
            }
        }
        let mut out = Vec::new();
        walk(&self.sections, &mut out);
        out
    }

    /// Every paragraph of a section and its subsections, in order.
    pub fn paragraphs<'a>(&self, s: &'a Section) -> Vec<&'a Para> {
        let mut out: Vec<&Para> = s.body.iter().collect();
        for c in &s.children {
            out.extend(self.paragraphs(c));
        }
        out.sort_by_key(|p| p.line);
        out
    }

    /// The sections whose heading contains one of the words (lowercase prefixes).
    pub fn sections_about(&self, words: &[&str]) -> Vec<&Section> {
        self.all_sections()
            .into_iter()
            .filter(|s| {
                s.heading.as_deref().is_some_and(|h| {
                    let h = h.lowercase();
                    words.iter().any(|w| h.contains(w))
                })
            })
            .collect()
    }

    /// Every paragraph of the document (heading lines' rests included), in order.
    pub fn all_paragraphs(&self) -> Vec<&Para> {
        let mut out: Vec<&Para> = self.preamble.iter().collect();
        for s in &self.sections {
            out.extend(self.paragraphs(s));
        }
        out.sort_by_key(|p| p.line);
        out
    }
}

fn open_parts(sections: &[Section], open: &[usize]) -> Vec<Vec<u32>> {
    let mut out = Vec::new();
    let mut level = sections;
    for &i in open {
        let Some(s) = level.get(i) else { break };
        out.push(s.parts.clone());
        level = &s.children;
    }
    out
}

/// The open section `open` leads to (indices from the top level down), if it exists.
fn section_at<'a>(sections: &'a mut [Section], open: &[usize]) -> Option<&'a mut Section> {
    let (first, rest) = open.split_first()?;
    let mut s = sections.get_mut(*first)?;
    for &i in rest {
        s = s.children.get_mut(i)?;
    }
    Some(s)
}

/// Puts a new section where its number says: top level, or under the open section whose number
/// it extends; a letter goes under the deepest open section.
fn insert(sections: &mut Vec<Section>, open: &mut Vec<usize>, s: Section, letter: bool) {
    if letter {
        // Under the deepest open section that is not itself a letter.
        while open.len() > 1 && section_at(sections, open).is_some_and(|s| s.parts.is_empty()) {
            open.pop();
        }
    } else if s.parts.len() == 1 {
        open.clear();
        sections.push(s);
        open.push(sections.len() - 1);
        return;
    } else {
        let parts = open_parts(sections, open);
        while let Some(p) = parts.get(open.len().saturating_sub(1)) {
            if s.parts.starts_with(p) && p.len() < s.parts.len() {
                break;
            }
            open.pop();
            if open.is_empty() {
                break;
            }
        }
        if open.is_empty() {
            sections.push(s);
            open.push(sections.len() - 1);
            return;
        }
    }
    // No open section (a letter item before any numbered one): a section of its own.
    if section_at(sections, open).is_none() {
        open.clear();
        sections.push(s);
        open.push(sections.len() - 1);
        return;
    }
    let Some(parent) = section_at(sections, open) else { return };
    parent.children.push(s);
    let at = parent.children.len() - 1;
    open.push(at);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn doc(text: &str) -> Document {
        Document::new(&text.lines().map(String::from).collect::<Vec<_>>())
    }

    #[test]
    fn sections_nest_by_number_and_headings_split_at_the_colon() {
        let d = doc("Р Е Г Л А М Е Н Т\n1. ОРГАНИЗАТОР:\nБФ Шахмат.\n2. ЦЕЛ И ЗАДАЧИ: Да излъчи шампионка.\n\
                     14. ДОПЪЛНИТЕЛНИ РАЗПОРЕДБИ:\n14.1. Всички са длъжни.\n14.10.Състезателите са зрители.\nГлавен съдия: ……\n\
                     07.06. (петък) 09:00 часа\n1) Рокада, Пловдив\n");
        assert_eq!(d.lang, Lang::Bg);
        assert_eq!(d.preamble.len(), 1);
        let s: Vec<(Option<&str>, Option<&str>)> =
            d.sections.iter().map(|s| (s.number.as_deref(), s.heading.as_deref())).collect();
        assert_eq!(
            s,
            [
                (Some("1"), Some("ОРГАНИЗАТОР")),
                (Some("2"), Some("ЦЕЛ И ЗАДАЧИ")),
                (Some("14"), Some("ДОПЪЛНИТЕЛНИ РАЗПОРЕДБИ"))
            ]
        );
        assert_eq!(d.sections[1].body[0].text, "Да излъчи шампионка.");
        let sub: Vec<&str> =
            d.sections[2].children.iter().map(|c| c.number.as_deref().unwrap()).collect();
        assert_eq!(sub, ["14.1", "14.10"]);
        assert_eq!(d.sections[2].children[1].body[0].text, "Състезателите са зрители.");
        // After a numbered paragraph, unnumbered lines go back to the parent; dates and list
        // items are not sections.
        let body: Vec<&str> = d.sections[2].body.iter().map(|p| p.text.as_str()).collect();
        assert_eq!(body, ["Главен съдия: ……", "07.06. (петък) 09:00 часа", "1) Рокада, Пловдив"]);
    }

    #[test]
    fn roman_sections_and_ukrainian() {
        let d = doc(
            "І. Мета\nЗмагання проводяться.\nІІ. Термін, час та місце проведення\nIV. Система\n",
        );
        assert_eq!(d.lang, Lang::Uk);
        let parts: Vec<Vec<u32>> = d.sections.iter().map(|s| s.parts.clone()).collect();
        assert_eq!(parts, [vec![1], vec![2], vec![4]]);
    }
}
