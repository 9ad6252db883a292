//! What the editor (`reglament serve`) asks for, computed by the same use cases as the command
//! line: a text's findings (as `check` finds them) and its document (as `render --draft` or
//! `bulletin --draft` makes it), the documentation of a code (as `explain` prints it), a draft
//! from a dropped document (as `import` makes it). Text in, data out; the server moves them over
//! HTTP. The files a text refers to (the regulation a results file names) are read through
//! [`Inputs`], whose paths are relative to the served folder.

use super::load::{self, RESULTS_EXTENSION};
use super::publish::{produce, DocumentFormat, Gate};
use super::{Inputs, PrintPdf};
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
    /// The findings, in file order.
    pub diagnostics: Vec<PageDiagnostic>,
    /// The rendered document (HTML), when the text can be rendered.
    pub preview: Option<String>,
}

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

fn page_diagnostics(file: &SourceFile, diagnostics: &[Diagnostic]) -> Vec<PageDiagnostic> {
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
            }
        })
        .collect()
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

/// A text read as the command line reads the file it would be saved as.
pub fn document(inputs: &dyn Inputs, path: &str, text: &str) -> Document {
    if path.ends_with(&format!(".{RESULTS_EXTENSION}")) {
        let decoded = crate::decode::decode(path, text.as_bytes(), None).ok();
        let reg = decoded.as_ref().and_then(|d| named_regulation(inputs, path, &d.file));
        let regulation = reg.as_ref().map(|(g, _)| g);
        let r = load::results_from_text(path, text, RESULTS_EXTENSION, regulation);
        let mut findings = r.diagnostics.clone();
        let lang = regulation.map_or(Lang::Bg, |g| g.lang);
        let mut view = None;
        if let (Some((reg, draft)), false) =
            (&reg, findings.iter().any(|d| d.severity == Severity::Error))
        {
            let (v, more) = super::bulletin::view(reg, &r, *draft);
            findings.extend(more);
            view = Some(View::Bulletin(Box::new(v)));
        }
        return Document { lang, file: r.file, findings, view };
    }
    let c = compile(path, text.as_bytes(), &Options::default());
    let lang = c.model.as_ref().map_or(Lang::Bg, |m| m.lang);
    let draft = Gate::draft_or_not(&c);
    let view = match (&c.model, draft) {
        (Some(model), Some(draft)) => Some(View::Regulation(Box::new(regulation_view_with(
            model,
            &DocumentOptions { draft, facts: false },
        )))),
        _ => None,
    };
    Document { lang, file: c.file, findings: c.diagnostics, view }
}

/// Checks a text as `check` would and renders its document as `render --draft` (a regulation)
/// or `bulletin --draft` (a results file naming its regulation) would, as HTML.
pub fn check(inputs: &dyn Inputs, path: &str, text: &str, renderer: &Renderer) -> Checked {
    let doc = document(inputs, path, text);
    let preview = doc
        .view
        .as_ref()
        .and_then(|v| v.produce(renderer, DocumentFormat::Html, &NoPdf).ok())
        .and_then(|bytes| String::from_utf8(bytes).ok());
    Checked {
        lang: doc.lang.code(),
        diagnostics: page_diagnostics(&doc.file, &doc.findings),
        preview,
    }
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

/// The documentation of a code in a language, as `explain --lang` prints it.
pub fn explain(code: &str, lang: Lang) -> Option<String> {
    let i = crate::registry::lookup(code)?;
    Some(super::explain::documentation(i, lang))
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
