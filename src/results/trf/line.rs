//! One line of a TRF file, sliced by the fixed columns of the TRF layout (1-based, as the
//! specification counts them) with the byte span of each field.

use crate::source::Span;

/// One line of the file without its line ending, with what is needed to slice it by columns.
pub(crate) struct Line<'a> {
    /// The text without CR / LF.
    pub(crate) text: &'a str,
    /// Byte offset of the line in the file.
    pub(crate) offset: usize,
    /// Byte offset of each character, only for lines with non-ASCII text.
    char_starts: Option<Vec<usize>>,
}

impl<'a> Line<'a> {
    pub(crate) fn new(text: &'a str, offset: usize) -> Self {
        let char_starts = if text.is_ascii() {
            None
        } else {
            Some(text.char_indices().map(|(i, _)| i).collect())
        };
        Line { text, offset, char_starts }
    }

    /// True when the line is ASCII (one byte per column).
    pub(crate) fn is_ascii(&self) -> bool {
        self.char_starts.is_none()
    }

    /// Number of characters.
    pub(crate) fn len_chars(&self) -> usize {
        match &self.char_starts {
            Some(starts) => starts.len(),
            None => self.text.len(),
        }
    }

    /// Byte index of 0-based character `index` (clamped to the end).
    pub(crate) fn byte_of(&self, index: usize) -> usize {
        match &self.char_starts {
            Some(starts) => starts.get(index).copied().unwrap_or(self.text.len()),
            None => index.min(self.text.len()),
        }
    }

    /// Columns `from..=to` (1-based, inclusive) as text (possibly shorter or empty) and span.
    pub(crate) fn field(&self, from: usize, to: usize) -> (&'a str, Span) {
        let start = self.byte_of(from.saturating_sub(1));
        let end = self.byte_of(to).max(start);
        (&self.text[start..end], Span::new(self.offset + start, self.offset + end))
    }

    /// Columns `from..=to` as text, trimmed (as [`str::trim`]).
    pub(crate) fn trimmed(&self, from: usize, to: usize) -> &'a str {
        trim(self.field(from, to).0)
    }

    /// Everything from column `from` (1-based) to the end.
    pub(crate) fn rest(&self, from: usize) -> (&'a str, Span) {
        self.field(from, usize::MAX - 1)
    }

    /// The whole line's span.
    pub(crate) fn span(&self) -> Span {
        Span::new(self.offset, self.offset + self.text.len())
    }

    /// Whitespace-separated tokens from column `from`, each with its span.
    pub(crate) fn tokens(&self, from: usize) -> Vec<(&'a str, Span)> {
        let (rest, span) = self.rest(from);
        let mut out = Vec::new();
        let mut start = None;
        for (i, c) in rest.char_indices().chain(std::iter::once((rest.len(), ' '))) {
            match (c.is_whitespace(), start) {
                (true, Some(s)) => {
                    out.push((&rest[s..i], Span::new(span.start + s, span.start + i)));
                    start = None;
                }
                (false, None) => start = Some(i),
                _ => {}
            }
        }
        out
    }
}

/// [`str::trim`], with ASCII blanks stripped byte by byte first (the usual case): the same text.
pub(crate) fn trim(text: &str) -> &str {
    // The ASCII characters with Unicode's White_Space property, which `str::trim` strips.
    let blank = |b: &u8| matches!(b, b'\t' | b'\n' | 0x0B | 0x0C | b'\r' | b' ');
    let bytes = text.as_bytes();
    let start = bytes.iter().position(|b| !blank(b)).unwrap_or(bytes.len());
    let end = bytes.iter().rposition(|b| !blank(b)).map_or(start, |i| i + 1);
    // Stopping at ASCII bytes (or nothing left) keeps the slice on character boundaries.
    let inner = &text[start..end.max(start)];
    if inner.as_bytes().first().is_some_and(|b| !b.is_ascii())
        || inner.as_bytes().last().is_some_and(|b| !b.is_ascii())
    {
        inner.trim()
    } else {
        inner
    }
}

#[cfg(test)]
mod tests {
    use super::trim;

    #[test]
    fn trim_is_str_trim() {
        let cases = [
            "",
            " ",
            "  a ",
            "\t\x0B\x0Cx\r\n",
            "\u{1C}a\u{1F}",
            "\u{A0} b\u{3000}",
            " \u{85}é ",
            "ab",
            " \u{2003}\u{2003} ",
            "x\u{A0}",
            "\u{A0}",
        ];
        for case in cases {
            assert_eq!(trim(case), case.trim(), "{case:?}");
        }
        // Every (length + 1)-th string of up to 10 characters of these (a blank weighs double).
        let alphabet = [' ', ' ', '\t', 'a', '\u{A0}'];
        let mut text = String::new();
        for len in 0..=10u32 {
            for code in (0..alphabet.len().pow(len)).step_by(1 + len as usize) {
                text.clear();
                let mut rest = code;
                for _ in 0..len {
                    text.push(alphabet[rest % alphabet.len()]);
                    rest /= alphabet.len();
                }
                assert_eq!(trim(&text), text.trim(), "{text:?}");
            }
        }
    }
}
