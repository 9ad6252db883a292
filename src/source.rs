//! Source files: decoded text plus the facts needed to point into it.

use serde::Serialize;

/// A byte range in one [`SourceFile`]'s text. Offsets are UTF-8 byte offsets.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
pub struct Span {
    /// First byte of the range.
    pub start: usize,
    /// One past the last byte of the range.
    pub end: usize,
}

impl Span {
    /// A span from `start` to `end` (byte offsets).
    pub fn new(start: usize, end: usize) -> Self {
        Span { start, end }
    }

    /// The smallest span covering both.
    pub fn join(self, other: Span) -> Span {
        Span { start: self.start.min(other.start), end: self.end.max(other.end) }
    }
}

/// A value together with where it was written.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Spanned<T> {
    /// The value.
    pub value: T,
    /// Where the value was written.
    pub span: Span,
}

impl<T> Spanned<T> {
    /// Wraps `value` with `span`.
    pub fn new(value: T, span: Span) -> Self {
        Spanned { value, span }
    }
}

/// One decoded input file.
#[derive(Clone, Debug)]
pub struct SourceFile {
    /// The path or name the file was read from, as shown to the user.
    pub name: String,
    /// The decoded text (never contains a BOM).
    pub text: String,
    /// The name of the encoding the bytes were decoded from (e.g. `UTF-8`, `windows-1251`).
    pub encoding: &'static str,
    /// Where each line starts, found when a position is first asked for (most files read
    /// without a finding never need it).
    line_starts: std::sync::OnceLock<Vec<usize>>,
}

impl SourceFile {
    /// Frees the text and its line index, keeping the name and encoding, for findings made
    /// after the text is no longer needed (they carry no span into it; a span would be clamped
    /// to the empty text).
    pub fn free_text(&mut self) {
        *self = SourceFile::new(std::mem::take(&mut self.name), String::new(), self.encoding);
    }

    /// Wraps already-decoded text.
    pub fn new(name: impl Into<String>, text: impl Into<String>, encoding: &'static str) -> Self {
        SourceFile {
            name: name.into(),
            text: text.into(),
            encoding,
            line_starts: std::sync::OnceLock::new(),
        }
    }

    /// The byte offset where each line starts.
    fn line_starts(&self) -> &[usize] {
        self.line_starts.get_or_init(|| {
            let mut starts = vec![0];
            starts.extend(self.text.match_indices('\n').map(|(i, _)| i + 1));
            starts
        })
    }

    /// 1-based line and column (in characters) of a byte offset.
    pub fn line_col(&self, offset: usize) -> (usize, usize) {
        let offset = offset.min(self.text.len());
        let starts = self.line_starts();
        let line = match starts.binary_search(&offset) {
            Ok(i) => i,
            Err(i) => i - 1,
        };
        let start = starts[line];
        let mut cut = offset;
        while !self.text.is_char_boundary(cut) {
            cut -= 1;
        }
        let column = self.text[start..cut].chars().count() + 1;
        (line + 1, column)
    }

    /// The text a span covers (empty if the span is out of range).
    pub fn slice(&self, span: Span) -> &str {
        self.text.get(span.start..span.end).unwrap_or("")
    }
}
