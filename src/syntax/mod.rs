//! Text → syntax tree. A small function calls into pest, then [`build`] turns pest's pairs into
//! our own spanned [`ast`]; pest types never leave this module.

pub mod ast;
mod build;
pub mod codes;

use crate::diagnostic::Diagnostic;
use crate::source::{SourceFile, Span};
use pest::Parser;

/// The pest parser generated from `grammar/regulation.pest`; private to this module, so pest
/// types never leave the syntax stage.
mod generated {
    /// The parser.
    #[derive(pest_derive::Parser)]
    #[grammar = "grammar/regulation.pest"]
    pub(super) struct RegulationParser;
}

use generated::{RegulationParser, Rule};

/// The deepest block nesting accepted.
pub const MAX_DEPTH: usize = 32;

/// Parses a decoded file into a syntax tree. Stops at the first syntax error.
pub fn parse(file: &SourceFile) -> Result<ast::Document, Diagnostic> {
    let text = file.text.as_str();
    if let Some(at) = too_deep(text) {
        return Err(Diagnostic::error(
            crate::syntax::codes::NESTING_TOO_DEEP,
            format!("blocks are nested more than {MAX_DEPTH} levels deep"),
        )
        .with_label(Span::new(at, at + 1), "this block is too deep")
        .with_help("flatten the nesting; no regulation construct needs this depth"));
    }
    match RegulationParser::parse(Rule::document, text) {
        Ok(mut pairs) => {
            let doc = match pairs.next() {
                Some(pair) => build::document(pair),
                None => ast::Document { statements: Vec::new(), span: Span::new(0, 0) },
            };
            if doc.statements.is_empty() {
                return Err(Diagnostic::error(
                    crate::syntax::codes::NO_STATEMENTS,
                    "the file holds no statement",
                )
                .with_span(Span::new(0, text.chars().next().map_or(0, char::len_utf8)))
                .with_help("start the file with `regulation \"Title\" lang bg`"));
            }
            Ok(doc)
        }
        Err(err) => Err(syntax_error(text, err)),
    }
}

fn rule_name(rule: &Rule) -> &'static str {
    match rule {
        Rule::EOI => "end of file",
        Rule::document | Rule::statement | Rule::statements | Rule::value => "a statement",
        Rule::separator => "a line break",
        Rule::block => "`{`",
        Rule::string | Rule::raw_string | Rule::plain_string => "a string",
        Rule::raw_inner | Rule::plain_inner => "string text",
        Rule::date_range | Rule::range_start | Rule::range_mark | Rule::day_month | Rule::day => {
            "a date range"
        }
        Rule::date | Rule::iso_date | Rule::dmy_date => "a date",
        Rule::time | Rule::hour_mark => "a time",
        Rule::list_comma | Rule::comma_digit => "`,`",
        Rule::number => "a number",
        Rule::word => "a word",
        Rule::WHITESPACE | Rule::COMMENT => "a blank",
    }
}

fn syntax_error(text: &str, err: pest::error::Error<Rule>) -> Diagnostic {
    let pos = match err.location {
        pest::error::InputLocation::Pos(p) => p,
        pest::error::InputLocation::Span((s, _)) => s,
    }
    .min(text.len());
    if let Some(open) = unterminated_string(text) {
        return Diagnostic::error(
            crate::syntax::codes::UNTERMINATED_STRING,
            "this string is never closed",
        )
        .with_label(Span::new(open, open + 1), "string opened here")
        .with_help("close the string with `\"`, or use `\"\"\"…\"\"\"` for text containing `\"`");
    }
    if let Some(open) = unclosed_block(text) {
        return Diagnostic::error(
            crate::syntax::codes::UNCLOSED_BLOCK,
            "this block is never closed",
        )
        .with_label(Span::new(open, open + 1), "block opened here")
        .with_help("add the missing `}`");
    }
    let expected = match &err.variant {
        pest::error::ErrorVariant::ParsingError { positives, .. } => {
            let mut names: Vec<&str> = positives
                .iter()
                .filter(|r| !matches!(r, Rule::COMMENT | Rule::WHITESPACE))
                .map(rule_name)
                .collect();
            names.sort();
            names.dedup();
            names
        }
        pest::error::ErrorVariant::CustomError { .. } => Vec::new(),
    };
    let found: String = text[pos..].chars().take_while(|c| !c.is_whitespace()).take(12).collect();
    let end = pos + text[pos..].chars().next().map(char::len_utf8).unwrap_or(0);
    let found_desc = if found.is_empty() {
        if pos >= text.len() {
            "the end of the file".to_string()
        } else {
            "a line break".to_string()
        }
    } else {
        format!("`{found}`")
    };
    let mut d =
        Diagnostic::error(crate::syntax::codes::SYNTAX_ERROR, format!("unexpected {found_desc}"))
            .with_label(Span::new(pos, end), "not expected here");
    if !expected.is_empty() {
        d = d.with_note(format!("expected {}", join_or(&expected)));
    }
    d.with_help("text with punctuation belongs in a quoted string; a statement is values separated by blanks")
}

fn join_or(items: &[&str]) -> String {
    match items {
        [] => String::new(),
        [one] => one.to_string(),
        [init @ .., last] => format!("{} or {}", init.join(", "), last),
    }
}

/// What the structural scan sees outside strings and comments.
enum Mark {
    /// A `"` (or `"""`) at this offset opens a string that is never closed.
    OpenString(usize),
    /// A `{` at this offset.
    Open(usize),
    /// A `}` at this offset.
    Close,
}

/// Walks the text once, skipping comments and strings, and reports braces and an unclosed
/// string to `visit`; stops early when `visit` returns `Some`.
fn scan<T>(text: &str, mut visit: impl FnMut(Mark) -> Option<T>) -> Option<T> {
    let b = text.as_bytes();
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            b'#' => {
                while i < b.len() && b[i] != b'\n' {
                    i += 1;
                }
            }
            b'"' if text[i..].starts_with("\"\"\"") => match text[i + 3..].find("\"\"\"") {
                Some(end) => i += 3 + end + 3,
                None => return visit(Mark::OpenString(i)),
            },
            b'"' => {
                let start = i;
                i += 1;
                loop {
                    match b.get(i) {
                        None => return visit(Mark::OpenString(start)),
                        Some(b'\\') => i += 2,
                        Some(b'"') => {
                            i += 1;
                            break;
                        }
                        Some(_) => i += 1,
                    }
                }
            }
            b'{' => {
                if let Some(found) = visit(Mark::Open(i)) {
                    return Some(found);
                }
                i += 1;
            }
            b'}' => {
                if let Some(found) = visit(Mark::Close) {
                    return Some(found);
                }
                i += 1;
            }
            _ => i += 1,
        }
    }
    None
}

/// Offset of a `"` that opens a string never closed, scanning outside comments.
fn unterminated_string(text: &str) -> Option<usize> {
    scan(text, |m| match m {
        Mark::OpenString(at) => Some(at),
        _ => None,
    })
}

/// Offset of the first `{` that opens a block deeper than [`MAX_DEPTH`].
fn too_deep(text: &str) -> Option<usize> {
    let mut depth = 0usize;
    scan(text, |m| {
        match m {
            Mark::Open(at) => {
                depth += 1;
                if depth > MAX_DEPTH {
                    return Some(at);
                }
            }
            Mark::Close => depth = depth.saturating_sub(1),
            Mark::OpenString(_) => {}
        }
        None
    })
}

/// Offset of the innermost `{` never closed, scanning outside strings and comments.
fn unclosed_block(text: &str) -> Option<usize> {
    let mut stack = Vec::new();
    scan(text, |m| {
        match m {
            Mark::Open(at) => stack.push(at),
            Mark::Close => {
                stack.pop();
            }
            Mark::OpenString(_) => {}
        }
        None::<()>
    });
    stack.last().copied()
}
