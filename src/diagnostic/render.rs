//! Human rendering of diagnostics with ariadne. This is the only module that imports ariadne.
//!
//! Everything printed comes from the input (names, quoted text, the source excerpt, the file
//! name), so control characters are neutralised first ([`crate::vocab::printable`]): ESC, BEL,
//! backspace, a lone CR, DEL, the C1 controls and the bidirectional overrides are shown as
//! visible pictures (`␛`) or escapes (`\u{202e}`), and never reach the terminal raw; labels are
//! moved to match.

use super::l10n::{frame_words, severity_word};
use super::{Diagnostic, Severity};
use crate::source::SourceFile;
use crate::vocab::Lang;
use ariadne::{Color, Config, IndexType, Label, Report, ReportKind, Source};
use std::borrow::Cow;

use crate::vocab::printable::neutralise;
/// `text` with the control characters a terminal would act on shown visibly (`␛`, `\u{202e}`):
/// the one neutraliser of every output ([`crate::vocab::printable`]).
pub use crate::vocab::printable::printable;

/// Where offset `at` of the original text is in the neutralised one.
fn moved(shifts: &[(usize, isize)], at: usize) -> usize {
    let i = shifts.partition_point(|&(end, _)| end <= at);
    match i.checked_sub(1) {
        Some(j) => (at as isize + shifts[j].1).max(0) as usize,
        None => at,
    }
}

/// How diagnostics are printed for people.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HumanOptions {
    /// Use ANSI colours.
    pub color: bool,
}

/// Renders the diagnostics of one file as rustc-like reports: the file's text is prepared for
/// ariadne once, however many diagnostics there are, and only when the first diagnostic with a
/// span needs it (no diagnostics, or only file-level ones, cost nothing).
pub struct HumanRenderer<'a> {
    file: &'a SourceFile,
    /// The other files a finding's notes may point into (a season's regulations).
    others: Vec<&'a SourceFile>,
    /// The file's name and text neutralised, with the offsets moved by neutralising the text.
    prepared: Option<Prepared<'a>>,
    options: HumanOptions,
}

/// The file as ariadne reads it.
struct Prepared<'a> {
    cache: (String, Source<Cow<'a, str>>),
    shifts: Vec<(usize, isize)>,
}

impl<'a> HumanRenderer<'a> {
    /// A renderer for the diagnostics of `file`.
    pub fn new(file: &'a SourceFile, options: HumanOptions) -> Self {
        HumanRenderer { file, others: Vec::new(), prepared: None, options }
    }

    /// The other files a finding's notes may point into: each such note is shown with its own
    /// excerpt of the other file, as rustc shows a note in another file.
    pub fn with_others(mut self, others: &[&'a SourceFile]) -> Self {
        self.others = others.to_vec();
        self
    }

    /// One diagnostic with its source excerpt; a diagnostic without a span is a file-level one:
    /// `file: severity[CODE]: message`, then its notes and help.
    pub fn render(&mut self, diag: &Diagnostic) -> String {
        let mut out = if diag.labels.is_empty() {
            render_file_level(self.file, diag)
        } else {
            self.ariadne(diag)
        };
        for r in &diag.related {
            out.push_str(&self.related(diag, r));
        }
        out
    }

    /// A note pointing into another file: with its excerpt when the file is at hand, else on
    /// one line (`note: other.rgl:12:3: the other event`).
    fn related(&self, diag: &Diagnostic, r: &super::Related) -> String {
        let lang = diag.lang();
        let message = r.message.clone().unwrap_or_default();
        match self.others.iter().find(|f| f.name == r.file) {
            Some(other) => {
                let mut note =
                    Diagnostic::note_level(diag.code, message.clone()).with_label(r.span, message);
                note.l10n =
                    Some(Box::new(super::l10n::Languages { current: lang, texts: Vec::new() }));
                render_human(other, &note, self.options)
            }
            None => {
                let word = severity_word(Severity::Note, lang);
                format!(
                    "  {word}: {}:{}:{}: {}\n",
                    printable(&r.file),
                    r.line,
                    r.column,
                    printable(&message)
                )
            }
        }
    }

    /// The ariadne report of one diagnostic (a diagnostic without a span gets a bare header).
    fn ariadne(&mut self, diag: &Diagnostic) -> String {
        let (file, options) = (self.file, self.options);
        let prepared = self.prepared.get_or_insert_with(|| {
            let (text, shifts) = neutralise(&file.text);
            Prepared { cache: (printable(&file.name).into_owned(), Source::from(text)), shifts }
        });
        let name = prepared.cache.0.clone();
        let shifts = &prepared.shifts;
        let color = match diag.severity {
            Severity::Error => Color::Red,
            Severity::Warning => Color::Yellow,
            Severity::Note => Color::Cyan,
        };
        let kind = match (diag.lang(), diag.severity) {
            (Lang::En, Severity::Error) => ReportKind::Error,
            (Lang::En, Severity::Warning) => ReportKind::Warning,
            (Lang::En, Severity::Note) => ReportKind::Advice,
            (lang, severity) => ReportKind::Custom(
                capitalised(severity_word(severity, lang)),
                if options.color { color } else { Color::Primary },
            ),
        };
        let len = file.text.len();
        // Inside the text and on character boundaries, whatever a stage put in the label.
        let fit = |mut at: usize| {
            at = at.min(len);
            while !file.text.is_char_boundary(at) {
                at -= 1;
            }
            at
        };
        let clamp = |s: crate::source::Span| {
            let start = fit(s.start);
            let end = fit(s.end).max(start);
            (name.clone(), moved(shifts, start)..moved(shifts, end))
        };
        let offset = diag.primary_span().map(|s| moved(shifts, fit(s.start))).unwrap_or(0);
        let config = Config::default().with_index_type(IndexType::Byte).with_color(options.color);
        let mut report = Report::build(kind, (name.clone(), offset..offset))
            .with_config(config)
            .with_code(diag.code)
            .with_message(printable(&diag.message));
        for (i, label) in diag.labels.iter().enumerate() {
            let mut l = Label::new(clamp(label.span));
            if let Some(m) = &label.message {
                l = l.with_message(printable(m));
            }
            if options.color {
                l = l.with_color(if i == 0 { color } else { Color::Blue });
            }
            report = report.with_label(l);
        }
        for note in &diag.notes {
            report = report.with_note(printable(note));
        }
        if let Some(help) = &diag.help {
            report = report.with_help(printable(help));
        }
        let mut out = Vec::new();
        if report.finish().write(&mut prepared.cache, &mut out).is_err() {
            return render_short(file, diag);
        }
        let text = String::from_utf8_lossy(&out).into_owned();
        if diag.lang() == Lang::En {
            return text;
        }
        let text = localise_frame(&text, diag.lang());
        if options.color {
            text
        } else {
            // ariadne colours a custom report kind even without colour; take that out.
            strip_escapes(&text)
        }
    }
}

/// A severity word with a capital first letter, as ariadne writes `Error` (static: three words
/// per language).
fn capitalised(word: &'static str) -> &'static str {
    match word {
        "грешка" => "Грешка",
        "предупреждение" => "Предупреждение",
        "бележка" => "Бележка",
        "помилка" => "Помилка",
        "попередження" => "Попередження",
        "примітка" => "Примітка",
        w => w,
    }
}

/// ariadne writes `Help:` and `Note:` in English; in a Bulgarian or Ukrainian report the word
/// that opens such a line (after the margin and any colour code) is replaced by the language's.
fn localise_frame(text: &str, lang: Lang) -> String {
    let (help, note) = frame_words(lang);
    let mut out = String::with_capacity(text.len() + 64);
    for line in text.split_inclusive('\n') {
        let content_start = margin_end(line);
        let rest = &line[content_start..];
        let (escape, after) = split_escape(rest);
        let replaced = [("Help", help), ("Note", note)].iter().find_map(|(en, word)| {
            let tail = after.strip_prefix(en)?;
            let (escape2, tail2) = split_escape(tail);
            tail2
                .starts_with(':')
                .then(|| format!("{}{escape}{word}{escape2}{tail2}", &line[..content_start]))
        });
        out.push_str(replaced.as_deref().unwrap_or(line));
    }
    out
}

/// Where a report line's margin (blanks, digits, box-drawing characters) ends.
fn margin_end(line: &str) -> usize {
    let mut end = 0;
    let mut rest = line;
    loop {
        let (escape, after) = split_escape(rest);
        let Some(c) = after.chars().next() else { break };
        if c == ' ' || ('\u{2500}'..='\u{257f}').contains(&c) || c == '┆' {
            end += escape.len() + c.len_utf8();
            rest = &after[c.len_utf8()..];
        } else {
            break;
        }
    }
    end
}

/// The text without ANSI colour sequences.
fn strip_escapes(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find('\u{1b}') {
        out.push_str(&rest[..at]);
        let (escape, after) = split_escape(&rest[at..]);
        if escape.is_empty() {
            out.push('\u{1b}');
            rest = &rest[at + 1..];
        } else {
            rest = after;
        }
    }
    out.push_str(rest);
    out
}

/// Splits leading ANSI colour sequences (`ESC [ … m`) off a string.
fn split_escape(s: &str) -> (&str, &str) {
    let mut i = 0;
    let b = s.as_bytes();
    while b.get(i) == Some(&0x1b) && b.get(i + 1) == Some(&b'[') {
        match s[i..].find('m') {
            Some(m) => i += m + 1,
            None => break,
        }
    }
    (&s[..i], &s[i..])
}

/// Renders one diagnostic as a rustc-like report with the source excerpt (for many diagnostics
/// of one file, [`HumanRenderer`] prepares the file once).
pub fn render_human(file: &SourceFile, diag: &Diagnostic, options: HumanOptions) -> String {
    HumanRenderer::new(file, options).ariadne(diag)
}

/// A file-level diagnostic: `file: severity[CODE]: message`, then `  note: …` and `  help: …`.
pub fn render_file_level(file: &SourceFile, diag: &Diagnostic) -> String {
    let severity = severity_word(diag.severity, diag.lang());
    let mut s = format!(
        "{}: {}[{}]: {}\n",
        printable(&file.name),
        severity,
        diag.code,
        printable(&diag.message)
    );
    let (help, note) = match diag.lang() {
        Lang::En => ("help".to_string(), "note".to_string()),
        lang => {
            let (h, n) = frame_words(lang);
            (h.to_lowercase(), n.to_lowercase())
        }
    };
    for n in &diag.notes {
        s.push_str(&format!("  {note}: {}\n", printable(n)));
    }
    if let Some(h) = &diag.help {
        s.push_str(&format!("  {help}: {}\n", printable(h)));
    }
    s
}

/// Renders one diagnostic on one line: `file:line:col: severity[CODE]: message`.
pub fn render_short(file: &SourceFile, diag: &Diagnostic) -> String {
    let (line, col) = diag.primary_span().map(|s| file.line_col(s.start)).unwrap_or((1, 1));
    // The places in other files, after the message: `(and other.rgl:12:3)`.
    let others: String = diag
        .related
        .iter()
        .map(|r| format!(" ({}:{}:{})", printable(&r.file), r.line, r.column))
        .collect();
    format!(
        "{}:{}:{}: {}[{}]: {}{}\n",
        printable(&file.name),
        line,
        col,
        diag.severity.as_str(),
        diag.code,
        printable(&diag.message),
        others
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn control_characters_are_shown_not_obeyed_and_labels_follow() {
        let (text, shifts) = neutralise("a\u{1b}[31mb\r\nc\rd\u{202e}e");
        assert_eq!(text, "a␛[31mb\r\nc␍d\\u{202e}e");
        // `b` was at 6; ESC (1 byte) became `␛` (3 bytes).
        assert_eq!(&text[moved(&shifts, 6)..moved(&shifts, 7)], "b");
        assert_eq!(&text[moved(&shifts, 11)..moved(&shifts, 12)], "d");
        let e = "a\u{1b}[31mb\r\nc\rd\u{202e}e".len() - 1;
        assert_eq!(&text[moved(&shifts, e)..], "e");
        assert!(matches!(printable("plain text\twith tab\n"), Cow::Borrowed(_)));
    }
}
