//! pest pairs → [`ast`](super::ast). The grammar guarantees the shapes matched here. Generic over
//! the rule type, because two parsers share this code (see [`super::Node`]).

use super::ast::{Block, Document, Statement, Value, ValueKind};
use super::{Node, Shape};
use crate::source::Span;
use pest::iterators::Pair;

fn span_of<R: Shape>(pair: &Pair<'_, R>) -> Span {
    let s = pair.as_span();
    Span::new(s.start(), s.end())
}

pub(super) fn document<R: Shape>(pair: Pair<'_, R>) -> Document {
    let span = span_of(&pair);
    let statements = pair
        .into_inner()
        .filter(|p| p.as_rule().node() == Node::Statement)
        .map(statement)
        .collect();
    Document { statements, span }
}

fn statement<R: Shape>(pair: Pair<'_, R>) -> Statement {
    let span = span_of(&pair);
    let inner = pair.into_inner();
    let mut values = Vec::with_capacity(inner.len());
    let mut block_out = None;
    for p in inner {
        match p.as_rule().node() {
            Node::Block => block_out = Some(block(p)),
            _ => {
                if let Some(v) = value(p) {
                    values.push(v);
                }
            }
        }
    }
    Statement { values, block: block_out, span }
}

fn block<R: Shape>(pair: Pair<'_, R>) -> Block {
    let span = span_of(&pair);
    let statements = pair
        .into_inner()
        .filter(|p| p.as_rule().node() == Node::Statement)
        .map(statement)
        .collect();
    Block { statements, span }
}

fn value<R: Shape>(pair: Pair<'_, R>) -> Option<Value> {
    let span = span_of(&pair);
    let kind = match pair.as_rule().node() {
        Node::Str => {
            let text = pair.as_str();
            match text.strip_prefix("\"\"\"") {
                // The grammar's raw form: `"""…"""`, verbatim.
                Some(raw) => ValueKind::Str(raw.get(..raw.len().checked_sub(3)?)?.to_owned()),
                None => ValueKind::Str(unescape(text.get(1..text.len().checked_sub(1)?)?)),
            }
        }
        Node::DateRange => {
            let mut it = pair.into_inner();
            let a = it.next()?.as_str().to_string();
            let b = it.next()?.as_str().to_string();
            ValueKind::DateRange(a, b)
        }
        Node::Date => ValueKind::Date(pair.as_str().to_string()),
        Node::Time => ValueKind::Time(pair.as_str().to_string()),
        Node::Number => ValueKind::Number(pair.as_str().to_string()),
        Node::Word => ValueKind::Word(pair.as_str().to_string()),
        _ => return None,
    };
    Some(Value { kind, span })
}

fn unescape(s: &str) -> String {
    if !s.contains('\\') {
        return s.to_owned();
    }
    let mut out = String::with_capacity(s.len());
    let mut chars = s.chars();
    while let Some(c) = chars.next() {
        if c == '\\' {
            match chars.next() {
                Some('n') => out.push('\n'),
                Some('t') => out.push('\t'),
                Some(other) => out.push(other),
                None => out.push('\\'),
            }
        } else {
            out.push(c);
        }
    }
    out
}
