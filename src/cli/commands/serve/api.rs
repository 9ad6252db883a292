//! What the page asks the server for, computed by the same library functions as the command
//! line: a text's diagnostics (as `check` finds them) and its document (as `render` or
//! `bulletin` makes it), the documentation of a code (as `explain` prints it). Plain
//! functions of text in, data out; `mod.rs` moves them over HTTP.

use super::files::Folder;
use crate::cli::commands::bulletin;
use crate::cli::load::{self, RESULTS_EXTENSION};
use crate::diagnostic::{Diagnostic, Severity};
use crate::model::{Lang, Regulation};
use crate::render::{regulation_view, Format, Renderer};
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
            }
        })
        .collect()
}

/// Whether errors keep the document from being rendered (errors of reading, not of checking).
fn unreadable(diagnostics: &[Diagnostic]) -> bool {
    diagnostics.iter().any(|d| d.severity == Severity::Error && !d.code.starts_with('V'))
}

/// The regulation a results file names in its header, resolved inside the folder.
fn named_regulation(folder: &Folder, results_path: &str, file: &SourceFile) -> Option<Regulation> {
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
    let bytes = folder.read(&parts.join("/")).ok()?;
    let c = compile(&parts.join("/"), &bytes, &Options { no_checks: true, ..Options::default() });
    let errors = c.has_errors();
    c.model.filter(|_| !errors)
}

/// Checks a text as `check` would and renders its document as `render` (a regulation) or
/// `bulletin` (a results file naming its regulation) would.
pub fn check(folder: &Folder, path: &str, text: &str, renderer: &Renderer) -> Checked {
    if path.ends_with(&format!(".{RESULTS_EXTENSION}")) {
        let decoded = crate::decode::decode(path, text.as_bytes(), None).ok();
        let reg = decoded.as_ref().and_then(|d| named_regulation(folder, path, &d.file));
        let r = load::results_from_bytes(path, text.as_bytes(), RESULTS_EXTENSION, reg.as_ref());
        let mut findings = r.diagnostics.clone();
        let mut preview = None;
        let lang = reg.as_ref().map_or(Lang::Bg, |g| g.lang);
        if let (Some(reg), false) = (&reg, findings.iter().any(|d| d.severity == Severity::Error)) {
            let (view, more) = bulletin::view(reg, &r);
            findings.extend(more);
            preview = renderer.render(&Format::Html.template_name("bulletin"), &view).ok();
        }
        return Checked {
            lang: lang.code(),
            diagnostics: page_diagnostics(&r.file, &findings),
            preview,
        };
    }
    let c = compile(path, text.as_bytes(), &Options::default());
    let lang = c.model.as_ref().map_or(Lang::Bg, |m| m.lang);
    let preview = match (&c.model, unreadable(&c.diagnostics)) {
        (Some(model), false) => {
            renderer.render(&Format::Html.template_name("regulation"), &regulation_view(model)).ok()
        }
        _ => None,
    };
    Checked { lang: lang.code(), diagnostics: page_diagnostics(&c.file, &c.diagnostics), preview }
}

/// The documentation of a code, as `explain` prints it.
pub fn explain(code: &str) -> Option<String> {
    let i = crate::registry::lookup(code)?;
    Some(format!(
        "{} {} ({})\n\n{}\n\n{}",
        i.code,
        i.name,
        i.severity.as_str(),
        i.summary,
        i.explanation()
    ))
}

/// The language of the first regulation in the folder (the page's words before a file is open).
pub fn folder_lang(folder: &Folder, files: &[String]) -> &'static str {
    for f in files.iter().filter(|f| f.ends_with(".rgl")).take(5) {
        if let Ok(bytes) = folder.read(f) {
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
