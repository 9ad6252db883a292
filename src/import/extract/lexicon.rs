//! Small text helpers of the readers: a line shortened for a review note, a value trimmed of the
//! punctuation that ends its clause.

/// A line of the document shortened for a comment: at most 70 characters, one line.
pub fn excerpt(text: &str) -> String {
    let t: String = text.split_whitespace().collect::<Vec<_>>().join(" ");
    if t.chars().count() <= 70 {
        return t;
    }
    let mut s: String = t.chars().take(69).collect();
    s.push('…');
    s
}

/// A value as written, trimmed of blanks and of the punctuation that ends a clause.
pub fn strip_end(s: &str) -> String {
    s.trim().trim_end_matches(['.', ';', ',', ':', '–', '-', '—']).trim().to_string()
}
