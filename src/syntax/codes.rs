//! The `P` codes: what parsing reports.
//! Each code is registered here once, with its documentation; `crate::registry` collects every
//! stage's table.

use crate::diagnostic::{Code, CodeInfo, Doc, Severity};

/// P001 `syntax-error`: the text does not follow the regulation grammar.
pub const SYNTAX_ERROR: Code = Code::new(&CodeInfo {
    code: "P001",
    name: "syntax-error",
    severity: Severity::Error,
    summary: r#"the text does not follow the regulation grammar"#,
    doc: Doc {
        what: r#"A place where the file stops following the grammar: a stray character, a value where none may stand, a missing closing `}`."#,
        why: r#"Nothing after a syntax error can be read reliably, so no fact of the file is checked."#,
        example: r#"```text
system round-robin rounds 11)
```"#,
        fix: r#"Remove or quote the character the caret points at. Text with punctuation belongs in a quoted string."#,
        reference: r#"grammar/regulation.pest (rule by rule) and grammar/GRAMMAR.md."#,
    },
});

/// P002 `unterminated-string`: a quoted string is never closed.
pub const UNTERMINATED_STRING: Code = Code::new(&CodeInfo {
    code: "P002",
    name: "unterminated-string",
    severity: Severity::Error,
    summary: r#"a quoted string is never closed"#,
    doc: Doc {
        what: r#"A `"` that opens a string with no closing `"` before the end of the file."#,
        why: r#"The rest of the file would be swallowed into the string."#,
        example: r#"```text
venue "гр. Перник
```"#,
        fix: r#"Close the string. Use `"""…"""` for text that itself contains `"`."#,
        reference: r#"grammar/GRAMMAR.md, "Shape" (strings and raw strings)."#,
    },
});

/// P003 `unclosed-block`: a `{` block is never closed.
pub const UNCLOSED_BLOCK: Code = Code::new(&CodeInfo {
    code: "P003",
    name: "unclosed-block",
    severity: Severity::Error,
    summary: r#"a `{` block is never closed"#,
    doc: Doc {
        what: r#"A block opened with `{` and not closed with `}`."#,
        why: r#"Every statement after it would belong to the block."#,
        example: r#"```text
event {
  venue "гр. Перник"
```"#,
        fix: r#"Add the missing `}`."#,
        reference: r#"grammar/GRAMMAR.md, "Shape"."#,
    },
});

/// P004 `no-statements`: the file holds no statement.
pub const NO_STATEMENTS: Code = Code::new(&CodeInfo {
    code: "P004",
    name: "no-statements",
    severity: Severity::Error,
    summary: r#"the file holds no statement"#,
    doc: Doc {
        what: r#"A file with nothing but blanks and comments."#,
        why: r#"A regulation needs at least its `regulation` header."#,
        example: r#"An empty `.rgl` file."#,
        fix: r#"Start the file with `regulation "Title" lang bg`."#,
        reference: r#"grammar/GRAMMAR.md, "Statements"."#,
    },
});

/// P005 `nesting-too-deep`: blocks are nested deeper than any regulation needs.
pub const NESTING_TOO_DEEP: Code = Code::new(&CodeInfo {
    code: "P005",
    name: "nesting-too-deep",
    severity: Severity::Error,
    summary: r#"blocks are nested deeper than any regulation needs"#,
    doc: Doc {
        what: r#"Blocks nested more than 32 levels deep."#,
        why: r#"No regulation construct nests deeper than a few levels; such a file is damaged or hostile, and reading it would waste memory."#,
        example: r#"```text
section 1 { section 1.1 { section 1.1.1 { … } } }   # 33 levels
```"#,
        fix: r#"Flatten the sections."#,
        reference: r#"The product's input limits (README, "Input: encodings and limits"): blocks nest at most 32 deep."#,
    },
});

/// Every `P` code, in code order.
pub const CODES: &[Code] =
    &[SYNTAX_ERROR, UNTERMINATED_STRING, UNCLOSED_BLOCK, NO_STATEMENTS, NESTING_TOO_DEEP];
