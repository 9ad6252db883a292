//! Human rendering of diagnostics with ariadne. This is the only module that imports ariadne.

use super::l10n::{frame_words, severity_word};
use super::{Diagnostic, Severity};
use crate::source::SourceFile;
use crate::vocab::Lang;
use ariadne::{Color, Config, IndexType, Label, Report, ReportKind, Source};

/// How diagnostics are printed for people.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HumanOptions {
    /// Use ANSI colours.
    pub color: bool,
}

/// Renders the diagnostics of one file as rustc-like reports: the file's text is prepared for
/// ariadne once, however many diagnostics there are.
pub struct HumanRenderer<'a> {
    file: &'a SourceFile,
    cache: (&'a str, Source<&'a str>),
    options: HumanOptions,
}

impl<'a> HumanRenderer<'a> {
    /// A renderer for the diagnostics of `file`.
    pub fn new(file: &'a SourceFile, options: HumanOptions) -> Self {
        HumanRenderer {
            file,
            cache: (file.name.as_str(), Source::from(file.text.as_str())),
            options,
        }
    }

    /// One diagnostic with its source excerpt; a diagnostic without a span is a file-level one:
    /// `file: severity[CODE]: message`, then its notes and help.
    pub fn render(&mut self, diag: &Diagnostic) -> String {
        if diag.labels.is_empty() {
            return render_file_level(self.file, diag);
        }
        self.ariadne(diag)
    }

    /// The ariadne report of one diagnostic (a diagnostic without a span gets a bare header).
    fn ariadne(&mut self, diag: &Diagnostic) -> String {
        let (file, options) = (self.file, self.options);
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
        let clamp = |s: crate::source::Span| {
            let start = s.start.min(len);
            let end = s.end.clamp(start, len);
            (file.name.as_str(), start..end)
        };
        let offset = diag.primary_span().map(|s| s.start.min(len)).unwrap_or(0);
        let config = Config::default().with_index_type(IndexType::Byte).with_color(options.color);
        let mut report = Report::build(kind, (file.name.as_str(), offset..offset))
            .with_config(config)
            .with_code(diag.code)
            .with_message(&diag.message);
        for (i, label) in diag.labels.iter().enumerate() {
            let mut l = Label::new(clamp(label.span));
            if let Some(m) = &label.message {
                l = l.with_message(m);
            }
            if options.color {
                l = l.with_color(if i == 0 { color } else { Color::Blue });
            }
            report = report.with_label(l);
        }
        for note in &diag.notes {
            report = report.with_note(note);
        }
        if let Some(help) = &diag.help {
            report = report.with_help(help);
        }
        let mut out = Vec::new();
        if report.finish().write(&mut self.cache, &mut out).is_err() {
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
    let mut s = format!("{}: {}[{}]: {}\n", file.name, severity, diag.code, diag.message);
    let (help, note) = match diag.lang() {
        Lang::En => ("help".to_string(), "note".to_string()),
        lang => {
            let (h, n) = frame_words(lang);
            (h.to_lowercase(), n.to_lowercase())
        }
    };
    for n in &diag.notes {
        s.push_str(&format!("  {note}: {n}\n"));
    }
    if let Some(h) = &diag.help {
        s.push_str(&format!("  {help}: {h}\n"));
    }
    s
}

/// Renders one diagnostic on one line: `file:line:col: severity[CODE]: message`.
pub fn render_short(file: &SourceFile, diag: &Diagnostic) -> String {
    let (line, col) = diag.primary_span().map(|s| file.line_col(s.start)).unwrap_or((1, 1));
    format!(
        "{}:{}:{}: {}[{}]: {}\n",
        file.name,
        line,
        col,
        diag.severity.as_str(),
        diag.code,
        diag.message
    )
}
