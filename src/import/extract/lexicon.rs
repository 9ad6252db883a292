//! How facts are written into the draft: quoting a value, shortening a line for a comment, and
//! the words a reader compares without case, blanks and look-alike letters.

/// A string value: `"…"`, or raw `"""…"""` when the text holds `"` or `\`.
pub fn quote(text: &str) -> String {
    if !text.contains(['"', '\\']) {
        return format!("\"{text}\"");
    }
    if !text.contains("\"\"\"") && !text.ends_with('"') {
        return format!("\"\"\"{text}\"\"\"");
    }
    let escaped = text.replace('\\', "\\\\").replace('"', "\\\"");
    format!("\"{escaped}\"")
}

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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quoting_keeps_the_text() {
        assert_eq!(quote("зала „Одесос“"), "\"зала „Одесос“\"");
        assert_eq!(quote("зала \"Одесос\" на хотел"), "\"\"\"зала \"Одесос\" на хотел\"\"\"");
        assert_eq!(quote("мач - \"Армагедон\""), "\"мач - \\\"Армагедон\\\"\"");
    }
}
