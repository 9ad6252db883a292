//! The syntax tree: untyped, fully spanned statements. Meaning is given by lowering.

use crate::source::Span;
use serde::Serialize;

/// A whole file.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Document {
    /// Top-level statements in order.
    pub statements: Vec<Statement>,
    /// The whole file.
    pub span: Span,
}

/// One statement: values, optionally followed by a block.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Statement {
    /// The values in order (never empty).
    pub values: Vec<Value>,
    /// The braced block after the values, if any.
    pub block: Option<Block>,
    /// From the first value to the end of the block.
    pub span: Span,
}

/// A braced block of statements.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Block {
    /// Statements in order.
    pub statements: Vec<Statement>,
    /// From `{` to `}`.
    pub span: Span,
}

/// One value with its span.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Value {
    /// What was written.
    pub kind: ValueKind,
    /// Where.
    pub span: Span,
}

/// The lexical kinds of value. Texts are kept as written; lowering interprets them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", content = "text", rename_all = "snake_case")]
pub enum ValueKind {
    /// A string, escapes resolved.
    Str(String),
    /// `YYYY-MM-DD` as written.
    Date(String),
    /// Two dates `a..b`, as written.
    DateRange(String, String),
    /// `H:MM` as written.
    Time(String),
    /// A number as written (`7.5`, `7½`, `14.10`, `50%`).
    Number(String),
    /// A word as written.
    Word(String),
}

impl Value {
    /// The word, if this value is one.
    pub fn as_word(&self) -> Option<&str> {
        match &self.kind {
            ValueKind::Word(w) => Some(w),
            _ => None,
        }
    }

    /// A short description for messages (`a string`, `the word `foo``).
    pub fn describe(&self) -> String {
        match &self.kind {
            ValueKind::Str(_) => "a string".into(),
            ValueKind::Date(d) => format!("the date `{d}`"),
            ValueKind::DateRange(a, b) => format!("the date range `{a}..{b}`"),
            ValueKind::Time(t) => format!("the time `{t}`"),
            ValueKind::Number(n) => format!("the number `{n}`"),
            ValueKind::Word(w) => format!("the word `{w}`"),
        }
    }

    /// [`Value::describe`] in a language.
    pub fn describe_in(&self, lang: crate::vocab::Lang) -> String {
        use crate::vocab::Lang;
        match (lang, &self.kind) {
            (Lang::En, _) => self.describe(),
            (Lang::Bg, ValueKind::Str(_)) => "текст в кавички".into(),
            (Lang::Bg, ValueKind::Date(d)) => format!("датата `{d}`"),
            (Lang::Bg, ValueKind::DateRange(a, b)) => format!("периодът `{a}..{b}`"),
            (Lang::Bg, ValueKind::Time(t)) => format!("часът `{t}`"),
            (Lang::Bg, ValueKind::Number(n)) => format!("числото `{n}`"),
            (Lang::Bg, ValueKind::Word(w)) => format!("думата `{w}`"),
            (Lang::Uk, ValueKind::Str(_)) => "текст у лапках".into(),
            (Lang::Uk, ValueKind::Date(d)) => format!("дата `{d}`"),
            (Lang::Uk, ValueKind::DateRange(a, b)) => format!("період `{a}..{b}`"),
            (Lang::Uk, ValueKind::Time(t)) => format!("час `{t}`"),
            (Lang::Uk, ValueKind::Number(n)) => format!("число `{n}`"),
            (Lang::Uk, ValueKind::Word(w)) => format!("слово `{w}`"),
        }
    }
}
