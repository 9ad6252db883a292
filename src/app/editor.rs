//! What the editor (`reglament serve`) asks for, computed by the same use cases as the command
//! line: a text's findings (as `check` finds them) and its document (as `render --draft` or
//! `bulletin --draft` makes it), the documentation of a code (as `explain` prints it), a draft
//! from a dropped document (as `import` makes it). Text in, data out; the server moves them over
//! HTTP. The files a text refers to (the regulation a results file names) are read through
//! [`Inputs`], whose paths are relative to the served folder.

use super::load::{self, RESULTS_EXTENSION};
use super::publish::{produce, DocumentFormat, Gate};
use super::{Inputs, PrintPdf};
use crate::diagnostic::l10n::tr;
use crate::diagnostic::{Diagnostic, Severity};
use crate::model::{Lang, Regulation};
use crate::render::{regulation_view_with, DocumentOptions, Renderer};
use crate::source::SourceFile;
use crate::{compile, Options};
use serde::Serialize;
use std::path::Path;

/// One diagnostic as the page shows it: where it is in the editor's text (UTF-16 offsets, as
/// JavaScript counts), and what it says.
#[derive(Clone, Debug, Serialize, PartialEq, Eq)]
pub struct PageDiagnostic {
    /// Stable code.
    pub code: String,
    /// `error`, `warning` or `note`.
    pub severity: &'static str,
    /// The message.
    pub message: String,
    /// The help line.
    pub help: Option<String>,
    /// Notes.
    pub notes: Vec<String>,
    /// 1-based line and column of the primary span (0 when the finding has no span).
    pub line: usize,
    /// 1-based column (characters).
    pub column: usize,
    /// Start of the primary span in UTF-16 code units; `None` without a span.
    pub from: Option<usize>,
    /// End of the primary span in UTF-16 code units.
    pub to: Option<usize>,
    /// The machine-applicable fix `check --fix` would make, if the finding has one.
    pub fix: Option<PageFix>,
    /// For a review mark of the import or of a new edition (`review I003 "…"`, `review E001
    /// "…"`): the edit that confirms the fact by
    /// deleting the mark. Never part of "fix all": she confirms each fact herself.
    pub confirm: Option<PageFix>,
}

/// A fix as the page applies it: edits in UTF-16 offsets of the editor's text.
#[derive(Clone, Debug, Serialize, PartialEq, Eq)]
pub struct PageFix {
    /// What the fix does.
    pub title: String,
    /// The edits.
    pub edits: Vec<PageEdit>,
}

/// One edit of a fix.
#[derive(Clone, Debug, Serialize, PartialEq, Eq)]
pub struct PageEdit {
    /// Start (UTF-16 code units).
    pub from: usize,
    /// End (UTF-16 code units).
    pub to: usize,
    /// The text put there.
    pub insert: String,
}

/// The answer to a check.
#[derive(Clone, Debug, Serialize, PartialEq, Eq)]
pub struct Checked {
    /// The document language (`bg`, `uk`, `en`), for the page's own words.
    pub lang: &'static str,
    /// The language the file's keywords are written in (what completion offers).
    pub keywords: &'static str,
    /// The findings, in file order (the first [`SHOWN`]).
    pub diagnostics: Vec<PageDiagnostic>,
    /// How many findings there are beyond those listed.
    pub more: usize,
    /// The rendered document (HTML), when the text can be rendered.
    pub preview: Option<String>,
}

/// The findings a check lists (as `check` shows 500 per file, `--max-diagnostics`).
pub const SHOWN: usize = crate::vocab::limits::Limits::DEFAULT_DIAGNOSTICS;

/// UTF-16 offsets of byte offsets into `text` (each offset clamped to the text, on a character
/// boundary), computed in one pass.
fn utf16_offsets(text: &str, bytes: &[usize]) -> Vec<usize> {
    let mut order: Vec<usize> = (0..bytes.len()).collect();
    order.sort_by_key(|&i| bytes[i]);
    let mut out = vec![0; bytes.len()];
    let (mut units, mut chars) = (0usize, text.char_indices().peekable());
    for i in order {
        let target = bytes[i].min(text.len());
        while let Some(&(at, c)) = chars.peek() {
            if at >= target {
                break;
            }
            units += c.len_utf16();
            chars.next();
        }
        out[i] = units;
    }
    out
}

fn page_diagnostics(
    file: &SourceFile,
    diagnostics: &[Diagnostic],
    lang: Lang,
) -> Vec<PageDiagnostic> {
    let spans: Vec<Option<crate::source::Span>> =
        diagnostics.iter().map(|d| d.primary_span()).collect();
    let flat: Vec<usize> =
        spans.iter().flat_map(|s| s.map_or([0, 0], |s| [s.start, s.end])).collect();
    let utf16 = utf16_offsets(&file.text, &flat);
    let edit_bytes: Vec<usize> = diagnostics
        .iter()
        .flat_map(|d| {
            d.fix.iter().flat_map(|f| f.edits.iter().flat_map(|e| [e.span.start, e.span.end]))
        })
        .collect();
    let edit_utf16 = utf16_offsets(&file.text, &edit_bytes);
    let mut next_edit = 0;
    diagnostics
        .iter()
        .zip(spans)
        .enumerate()
        .map(|(i, (d, span))| {
            let (line, column) = span.map_or((0, 0), |s| file.line_col(s.start));
            PageDiagnostic {
                code: d.code.to_string(),
                severity: d.severity.as_str(),
                message: d.message.clone(),
                help: d.help.clone(),
                notes: d.notes.clone(),
                line,
                column,
                from: span.map(|_| utf16[2 * i]),
                to: span.map(|_| utf16[2 * i + 1]),
                fix: d.fix.as_ref().map(|f| PageFix {
                    title: f.message.clone(),
                    edits: f
                        .edits
                        .iter()
                        .map(|e| {
                            let at = next_edit;
                            next_edit += 2;
                            PageEdit {
                                from: edit_utf16[at],
                                to: edit_utf16[at + 1],
                                insert: e.replacement.clone(),
                            }
                        })
                        .collect(),
                }),
                confirm: span.filter(|_| is_review_mark(d)).map(|s| PageFix {
                    title: confirm_title(lang),
                    edits: vec![delete_statement(&file.text, s)],
                }),
            }
        })
        .collect()
}

/// True for the finding of an import's review mark (`review I003 "…"`, codes `I001`–`I012`).
fn is_review_mark(d: &Diagnostic) -> bool {
    crate::import::codes::CODES
        .iter()
        .chain(crate::edition::codes::CODES)
        .any(|c| c.as_str() == d.code.as_str())
}

fn confirm_title(lang: Lang) -> String {
    tr!(lang, en: "confirm: the fact is right", bg: "потвърди: фактът е верен", uk: "підтвердити: факт правильний")
}

/// The edit that deletes the statement at `span`: its whole line when nothing else stands on
/// it (a comment after it goes too), else the statement alone. In UTF-16 offsets.
fn delete_statement(text: &str, span: crate::source::Span) -> PageEdit {
    let start = span.start.min(text.len());
    let end = span.end.clamp(start, text.len());
    let line_start = text[..start].rfind('\n').map_or(0, |i| i + 1);
    let line_end = text[end..].find('\n').map_or(text.len(), |i| end + i);
    let before = &text[line_start..start];
    let after = text[end..line_end].trim_start();
    let (from, to) = if before.trim().is_empty() && (after.is_empty() || after.starts_with('#')) {
        (line_start, (line_end + 1).min(text.len()))
    } else {
        (start, end)
    };
    let units = utf16_offsets(text, &[from, to]);
    PageEdit { from: units[0], to: units[1], insert: String::new() }
}

/// The regulation a results file names in its header (relative to the results file, inside
/// the folder `inputs` reads), and whether its bulletin is a draft (the regulation has errors).
fn named_regulation(
    inputs: &dyn Inputs,
    results_path: &str,
    file: &SourceFile,
) -> Option<(Regulation, bool)> {
    let reference = crate::results::results_file::regulation_reference(file)?;
    let base = Path::new(results_path).parent().unwrap_or(Path::new(""));
    let joined = base.join(reference);
    let mut parts: Vec<String> = Vec::new();
    for c in joined.components() {
        match c {
            std::path::Component::ParentDir => {
                parts.pop()?;
            }
            std::path::Component::Normal(p) => parts.push(p.to_string_lossy().into_owned()),
            _ => return None,
        }
    }
    let relative = parts.join("/");
    let bytes = inputs.read(Path::new(&relative), crate::decode::MAX_FILE_SIZE as u64).ok()?;
    let c = compile(&relative, &bytes, &Options::default());
    let draft = Gate::draft_or_not(&c)?;
    c.model.map(|m| (m, draft))
}

/// A document the page shows or exports: its findings, and the view to render (a draft when the
/// text has errors, as `render --draft` makes it), or none when it cannot be read.
pub struct Document {
    /// The document language.
    pub lang: Lang,
    /// The language of the file's keywords.
    pub keyword_lang: Lang,
    /// The decoded text the findings point into.
    pub file: SourceFile,
    /// Every finding, as `check` (regulations) or `bulletin` (results files) reports them.
    pub findings: Vec<Diagnostic>,
    /// What to render, if anything: a regulation or a bulletin.
    pub view: Option<View>,
}

/// A renderable view, with its template kind.
pub enum View {
    /// A regulation (`regulation.*.j2`).
    Regulation(Box<crate::render::RegulationView>),
    /// A results bulletin (`bulletin.*.j2`).
    Bulletin(Box<crate::render::bulletin::BulletinView>),
}

impl View {
    fn kind(&self) -> &'static str {
        match self {
            View::Regulation(_) => "regulation",
            View::Bulletin(_) => "bulletin",
        }
    }

    /// The document in a format (HTML, or PDF printed by `pdf`), as the command line makes it.
    pub fn produce(
        &self,
        renderer: &Renderer,
        format: DocumentFormat,
        pdf: &dyn PrintPdf,
    ) -> Result<Vec<u8>, Diagnostic> {
        let encoding = crate::render::OutputEncoding::Utf8;
        let produced = match self {
            View::Regulation(v) => {
                produce(renderer, self.kind(), v.as_ref(), format, encoding, pdf)
            }
            View::Bulletin(v) => produce(renderer, self.kind(), v.as_ref(), format, encoding, pdf),
        };
        produced.map(|(bytes, _)| bytes)
    }
}

/// A text read as the command line reads the file it would be saved as, its findings written in
/// `page`, the language of the editor's page (the folder's, or the one she chose): never in
/// another language because the file's header cannot be read. Keywords quoted in the findings
/// are spelt as the file spells them, or in `page` when the file does not say.
pub fn document(inputs: &dyn Inputs, path: &str, text: &str, page: Lang) -> Document {
    let mut doc = read_document(inputs, path, text, page);
    for d in &mut doc.findings {
        d.localize(page);
        if doc.keyword_lang != Lang::En {
            let spelling = doc.keyword_lang;
            d.map_texts(|t| crate::model::keywords::localise_snippets(t, spelling));
        }
    }
    doc
}

fn read_document(inputs: &dyn Inputs, path: &str, text: &str, page: Lang) -> Document {
    if path.ends_with(&format!(".{RESULTS_EXTENSION}")) {
        let decoded = crate::decode::decode(path, text.as_bytes(), None).ok();
        let reg = decoded.as_ref().and_then(|d| named_regulation(inputs, path, &d.file));
        let regulation = reg.as_ref().map(|(g, _)| g);
        let r = load::results_from_text(path, text, RESULTS_EXTENSION, regulation);
        let mut findings = r.diagnostics.clone();
        let lang = regulation.map_or(page, |g| g.lang);
        let mut view = None;
        if let (Some((reg, draft)), false) =
            (&reg, findings.iter().any(|d| d.severity == Severity::Error))
        {
            let (v, more) = super::bulletin::view(reg, &r, *draft);
            findings.extend(more);
            view = Some(View::Bulletin(Box::new(v)));
        }
        return Document { lang, keyword_lang: lang, file: r.file, findings, view };
    }
    let c = compile(path, text.as_bytes(), &Options { lang: Some(page), ..Options::default() });
    let lang = c.model.as_ref().map_or(page, |m| m.lang);
    let keyword_lang = c.model.as_ref().map_or(page, |m| m.keyword_lang);
    let draft = Gate::draft_or_not(&c);
    let view = match (&c.model, draft) {
        (Some(model), Some(draft)) => Some(View::Regulation(Box::new(regulation_view_with(
            model,
            &DocumentOptions { draft, facts: false },
        )))),
        _ => None,
    };
    Document { lang, keyword_lang, file: c.file, findings: c.diagnostics, view }
}

/// Checks a text as `check` would and renders its document as `render --draft` (a regulation)
/// or `bulletin --draft` (a results file naming its regulation) would, as HTML. `wanted` is
/// asked between the two: when it says the answer is no longer awaited (the page went away, or
/// sent a newer text), the document is not rendered.
pub fn check(
    inputs: &dyn Inputs,
    path: &str,
    text: &str,
    page: Lang,
    renderer: &Renderer,
    wanted: &dyn Fn() -> bool,
) -> Checked {
    let doc = document(inputs, path, text, page);
    let preview = doc
        .view
        .as_ref()
        .filter(|_| wanted())
        .and_then(|v| v.produce(renderer, DocumentFormat::Html, &NoPdf).ok())
        .and_then(|bytes| String::from_utf8(bytes).ok());
    let shown = doc.findings.len().min(SHOWN);
    Checked {
        lang: doc.lang.code(),
        keywords: doc.keyword_lang.code(),
        diagnostics: page_diagnostics(&doc.file, &doc.findings[..shown], page),
        more: doc.findings.len() - shown,
        preview,
    }
}

/// A file as the editor shows it: the text with `\n` line ends (what the editor component
/// works with), and how the file is written, to write it back the same way.
#[derive(Clone, Debug, Serialize, PartialEq, Eq)]
pub struct Opened {
    /// The text, lines ended by `\n`.
    pub text: String,
    /// The file's encoding (`UTF-8`, `windows-1251`, `UTF-16LE`, …).
    pub encoding: &'static str,
    /// How its lines end: `lf` or `crlf`.
    pub newline: &'static str,
}

/// How the bytes of a file are read: UTF-8 as it is (an empty file too), anything else as the
/// decode stage reads it (a legacy code page, UTF-16).
fn read_text(name: &str, bytes: &[u8]) -> Result<(String, &'static str), Diagnostic> {
    let body = bytes.strip_prefix(&[0xEF, 0xBB, 0xBF]).unwrap_or(bytes);
    if let Ok(text) = std::str::from_utf8(body) {
        return Ok((text.to_string(), "UTF-8"));
    }
    crate::decode::decode(name, bytes, None).map(|d| (d.file.text, d.file.encoding))
}

/// A file's bytes as the editor opens them.
pub fn open(name: &str, bytes: &[u8]) -> Result<Opened, Diagnostic> {
    let (text, encoding) = read_text(name, bytes)?;
    let crlf = text.contains("\r\n");
    let text = if crlf { text.replace("\r\n", "\n") } else { text };
    Ok(Opened { text, encoding, newline: if crlf { "crlf" } else { "lf" } })
}

/// A character the file's encoding cannot hold.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Unencodable {
    /// The first such character of the text.
    pub character: char,
    /// The encoding.
    pub encoding: &'static str,
}

/// The bytes to save `text` (lines ended by `\n`, as the editor gives it) as: written as the
/// file on disk is (`original`: its encoding, byte-order mark and line ends, as `check --fix`
/// and `fmt` keep them), or in UTF-8 when she chose to convert it (`to_utf8`) or the file is
/// new.
pub fn encoded_for_save(
    text: &str,
    original: Option<&[u8]>,
    to_utf8: bool,
) -> Result<Vec<u8>, Unencodable> {
    let text = text.replace("\r\n", "\n");
    let Some(original) = original else { return Ok(text.into_bytes()) };
    let (old, encoding) = read_text("", original).unwrap_or_default();
    let text = if old.contains("\r\n") { text.replace('\n', "\r\n") } else { text };
    if to_utf8 || encoding.is_empty() {
        return Ok(text.into_bytes());
    }
    crate::decode::encode_like(&text, encoding, original).map_err(|_| {
        let enc = encoding_rs::Encoding::for_label(encoding.as_bytes());
        let character = text
            .chars()
            .find(|c| {
                let mut buf = [0u8; 4];
                enc.is_some_and(|e| e.encode(c.encode_utf8(&mut buf)).2)
            })
            .unwrap_or('?');
        Unencodable { character, encoding }
    })
}

/// The keywords a file written in `lang` is offered as she types (every spelling of the
/// language, with the block it belongs to), and every spelling of every language (what the
/// editor colours as a keyword).
#[derive(Clone, Debug, Serialize, PartialEq, Eq)]
pub struct Keywords {
    /// `[spelling, block]` of each keyword in the language (the block named in the language),
    /// in the order of `reglament keywords`.
    pub offered: Vec<(&'static str, String)>,
    /// Every spelling of every keyword, in every language.
    pub all: Vec<&'static str>,
}

/// The name of a group of [`crate::model::keywords::GROUPS`] in a language: its blocks'
/// keywords as the language spells them (`time-control` → `контрола`), or words.
fn group_name(group: &str, lang: Lang) -> String {
    match group {
        "header" => tr!(lang, en: "header", bg: "заглавен ред", uk: "заголовний рядок"),
        "top level" => tr!(lang, en: "top level", bg: "основни блокове", uk: "основні блоки"),
        "units and switches" => {
            tr!(lang, en: "units and switches", bg: "мерни единици, да/не", uk: "одиниці, так/ні")
        }
        _ => group
            .split(", ")
            .map(|g| crate::model::keywords::english(g).map_or(g, |k| k.spelling(lang)))
            .collect::<Vec<_>>()
            .join(", "),
    }
}

/// The keywords of a language, for completion and highlighting.
pub fn keywords(lang: Lang) -> Keywords {
    use crate::model::keywords::{spellings_of, GROUPS, SPELLINGS};
    let mut offered = Vec::new();
    for (group, kws) in GROUPS {
        let block = group_name(group, lang);
        for kw in *kws {
            for s in spellings_of(*kw, lang) {
                if !offered.iter().any(|(o, _)| *o == s) {
                    offered.push((s, block.clone()));
                }
            }
        }
    }
    let mut all: Vec<&'static str> = SPELLINGS.iter().map(|(_, _, s)| *s).collect();
    all.sort_unstable();
    all.dedup();
    Keywords { offered, all }
}

/// The HTML preview never prints.
struct NoPdf;

impl PrintPdf for NoPdf {
    fn pdf(&self, _html: &str) -> Result<Vec<u8>, Diagnostic> {
        Err(crate::diagnostic::l10n::localized(|l| {
            Diagnostic::error(
                crate::render::codes::NO_BROWSER_FOR_PDF,
                crate::diagnostic::l10n::tr!(
                    l,
                    en: "no PDF in a preview",
                    bg: "в прегледа няма PDF",
                    uk: "у попередньому перегляді немає PDF"
                ),
            )
        }))
    }
}

/// The documentation of a code in a language, as the editor shows it: `explain --lang`'s text,
/// with the keywords it quotes and its example spelt as her file spells them (`spelling`), and
/// in Bulgarian or Ukrainian without the code's English name.
pub fn explain(code: &str, lang: Lang, spelling: Lang) -> Option<String> {
    let i = crate::registry::lookup(code)?;
    Some(super::explain::for_page(i, lang, spelling))
}

/// The language of the first regulation among `files` (the page's words before a file is open).
pub fn folder_lang(inputs: &dyn Inputs, files: &[String]) -> &'static str {
    for f in files.iter().filter(|f| f.ends_with(".rgl")).take(5) {
        if let Ok(bytes) = inputs.read(Path::new(f), crate::decode::MAX_FILE_SIZE as u64) {
            let c = compile(f, &bytes, &Options { no_checks: true, ..Options::default() });
            if let Some(m) = c.model {
                return m.lang.code();
            }
        }
    }
    Lang::Bg.code()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn utf16_offsets_count_what_javascript_counts() {
        let text = "ab\u{1F600}в\nг";
        // bytes: a0 b1 😀2-5 в6-7 \n8 г9-10
        assert_eq!(utf16_offsets(text, &[0, 2, 6, 8, 9, 11, 99]), [0, 2, 4, 5, 6, 7, 7]);
        assert_eq!(utf16_offsets(text, &[9, 0]), [6, 0]);
    }
}
