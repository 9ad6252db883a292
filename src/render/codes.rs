//! The `R` codes: what rendering documents reports.
//! Each code is registered here once, with its documentation; `crate::registry` collects every
//! stage's table.

use crate::diagnostic::{Code, CodeInfo, Doc, Severity};

/// R001 `template-error`: a template failed to compile or to render.
pub const TEMPLATE_ERROR: Code = Code::new(&CodeInfo {
    code: "R001",
    name: "template-error",
    severity: Severity::Error,
    summary: r#"a template failed to compile or to render"#,
    doc: Doc {
        what: r#"A template has a syntax error, uses a variable the document does not provide (undefined variables are errors), or calls a filter wrongly."#,
        why: r#"A document with a silently empty field looks complete but is not; nothing is written."#,
        example: r#"```text
{{ venue_nmae }}
```"#,
        fix: r#"Correct the template at the named line; the variables available are those of the view structs in `src/render/`."#,
        reference: r#"minijinja template syntax (docs.rs/minijinja), strict undefined behaviour; templates/ in this repository."#,
    },
});

/// R002 `unknown-template`: a template that is neither embedded nor in the templates directory.
pub const UNKNOWN_TEMPLATE: Code = Code::new(&CodeInfo {
    code: "R002",
    name: "unknown-template",
    severity: Severity::Error,
    summary: r#"a template that is neither embedded nor in the templates directory"#,
    doc: Doc {
        what: r#"The document asks for a template name that no template has."#,
        why: r#"Nothing can be rendered without it."#,
        example: r#"```text
{% include "footer.html.j2" %}   # in mine/regulation.html.j2; mine/ has no footer.html.j2
```"#,
        fix: r#"Add the template to the directory or use one of the embedded names (`regulation.html.j2`, `regulation.md.j2`, `regulation.txt.j2`, …)."#,
        reference: r#"templates/ (the embedded templates) and the `--templates DIR` override (README, "Commands")."#,
    },
});

/// R003 `templates-directory-unreadable`: the templates directory or one of its `*.j2` files cannot be read.
pub const TEMPLATES_DIRECTORY_UNREADABLE: Code = Code::new(&CodeInfo {
    code: "R003",
    name: "templates-directory-unreadable",
    severity: Severity::Error,
    summary: r#"the templates directory or one of its `*.j2` files cannot be read"#,
    doc: Doc {
        what: r#"`--templates DIR` names a directory that does not exist, or a template file in it cannot be read as UTF-8."#,
        why: r#"The override would be silently ignored."#,
        example: r#"```text
reglament render reg.rgl --templates missing/
```"#,
        fix: r#"Point `--templates` at a directory of readable UTF-8 `*.j2` files."#,
        reference: r#"The `--templates DIR` override (README, "Commands")."#,
    },
});

/// R004 `unfilled-placeholder`: a `{placeholder}` in prose whose fact the regulation does not give.
pub const UNFILLED_PLACEHOLDER: Code = Code::new(&CodeInfo {
    code: "R004",
    name: "unfilled-placeholder",
    severity: Severity::Warning,
    summary: r#"a `{placeholder}` in prose whose fact the regulation does not give"#,
    doc: Doc {
        what: r#"A prose paragraph uses a placeholder such as `{rounds}` but the regulation has no value for it, so the document keeps the literal text."#,
        why: r#"A printed regulation with `{rounds}` in it is unfinished."#,
        example: r#"```text
The tournament has {rounds} rounds.   # but no `system` statement
```"#,
        fix: r#"State the fact (here: `system swiss rounds 9`) or write the value in the prose."#,
        reference: r#"grammar/GRAMMAR.md, "Prose and placeholders"."#,
    },
});

/// R005 `regulation-not-rendered`: the regulation has errors, so no document is rendered.
pub const REGULATION_NOT_RENDERED: Code = Code::new(&CodeInfo {
    code: "R005",
    name: "regulation-not-rendered",
    severity: Severity::Error,
    summary: r#"the regulation has errors, so no document is rendered"#,
    doc: Doc {
        what: r#"The regulation could not be decoded, parsed or lowered without errors."#,
        why: r#"A document built from a partly understood regulation would silently leave facts out."#,
        example: r#"```text
reglament render broken.rgl
```"#,
        fix: r#"Fix the errors reported above (`reglament check`), then render again."#,
        reference: r#"A regulation with errors is published only as a marked draft (README, "Commands", render)."#,
    },
});

/// R006 `character-not-in-output-encoding`: the output encoding cannot write some characters of the document.
pub const CHARACTER_NOT_IN_OUTPUT_ENCODING: Code = Code::new(&CodeInfo {
    code: "R006",
    name: "character-not-in-output-encoding",
    severity: Severity::Warning,
    summary: r#"the output encoding cannot write some characters of the document"#,
    doc: Doc {
        what: r#"A Markdown or text document is written in Windows-1251, but it contains characters that encoding lacks (`½` is written `,5`; others become `?`)."#,
        why: r#"A `?` in a name or a rule changes the document."#,
        example: r#"```text
reglament render reg.rgl --format txt --output-encoding windows-1251   # a name with `ß`
```"#,
        fix: r#"Write UTF-8 (the default), or HTML, which keeps every character as a numeric reference."#,
        reference: r#"WHATWG Encoding Standard, windows-1251 (the characters it can encode)."#,
    },
});

/// R007 `list-not-placed`: a list (participants, teams, programme) that no section places.
pub const LIST_NOT_PLACED: Code = Code::new(&CodeInfo {
    code: "R007",
    name: "list-not-placed",
    severity: Severity::Warning,
    summary: r#"a list (participants, teams, programme) that no section places"#,
    doc: Doc {
        what: r#"The regulation states a participant list, a team list or a programme, but no prose section places it with a `{players.table}`, `{teams.table}` or `{schedule.table}` paragraph, so the document (which follows the source's sections) does not print it."#,
        why: r#"A published regulation prints each list inside the section that introduces it ("Право на участие имат следните 12 състезателки:" followed by the list); a list that appears nowhere, or on a separate sheet, is not what the federation published."#,
        example: r#"```text
players stated 12 { 1 GM "Voiska Margarita" 2319 … }
section 7 "УЧАСТНИЦИ" { "Право на участие имат следните {players.count} състезателки:" }
```"#,
        fix: r#"Add the paragraph `"{players.table}"` to the section that introduces the list (here section 7), or render with `--facts` to print the list in the appendix of facts."#,
        reference: r#"grammar/GRAMMAR.md, "Prose and placeholders" (table placeholders)."#,
    },
});

/// R008 `no-browser-for-pdf`: PDF output needs Chromium, Chrome or Edge, and none was found.
pub const NO_BROWSER_FOR_PDF: Code = Code::new(&CodeInfo {
    code: "R008",
    name: "no-browser-for-pdf",
    severity: Severity::Error,
    summary: r#"PDF output needs Chromium, Chrome or Edge, and none was found or it failed"#,
    doc: Doc {
        what: r#"`--format pdf` prints the HTML document to PDF with a locally installed Chromium, Google Chrome or Microsoft Edge in headless mode. None was found on the usual paths (or the one named by `--browser` or `REGLAMENT_BROWSER` did not run), or the browser failed to print."#,
        why: r#"No PDF can be written without a browser; nothing is written rather than an empty file."#,
        example: r#"```text
reglament render reg.rgl --format pdf -o reg.pdf     # on a machine without a browser
```"#,
        fix: r#"Install Chromium (`apt-get install chromium`), Google Chrome or Microsoft Edge, or name the browser with `--browser PATH`; or write HTML (`--format html`) and print it from any browser."#,
        reference: r#"README, "Commands" (PDF output)."#,
    },
});

/// R020 `template-out-of-fuel`: a template took more steps than the limit.
pub const TEMPLATE_OUT_OF_FUEL: Code = Code::new(&CodeInfo {
    code: "R020",
    name: "template-out-of-fuel",
    severity: Severity::Error,
    summary: r#"a template took more steps than the limit, so no document is written"#,
    doc: Doc {
        what: r#"Rendering a template took more steps (loop iterations, expressions, output statements) than the limit on template work, 50 million by default; the document is not written."#,
        why: r#"A template from a `--templates` folder is a small program: a loop over `range(100000)` inside another one runs for hours. The limit stops it; the embedded templates need a few million steps for the bulletin of a 5,000-player Swiss."#,
        example: r#"```text
{% for i in range(100000) %}{% for j in range(100000) %}{% endfor %}{% endfor %}
```"#,
        fix: r#"Correct the template's loops. For a real document that needs more, raise the limit with `--template-fuel`."#,
        reference: r#"minijinja's fuel (`Environment::set_fuel`); the product's limits (ROBUSTNESS.md, "Limits")."#,
    },
});

/// R021 `document-too-large`: a document is larger than the limit on output size.
pub const DOCUMENT_TOO_LARGE: Code = Code::new(&CodeInfo {
    code: "R021",
    name: "document-too-large",
    severity: Severity::Error,
    summary: r#"a rendered document is larger than the limit, so it is not written"#,
    doc: Doc {
        what: r#"A rendered document grew past the limit on output size (64 MiB by default); rendering stops there and nothing is written."#,
        why: r#"The documents of a regulation or a bulletin are a few hundred kilobytes (the bulletin of a 5,000-player Swiss is about 5 MB of HTML); gigabytes of output come from a template's loop or an input far beyond any real event, and would fill the disk."#,
        example: r#"```text
{% for i in range(100000) %}{% for j in range(100000) %}xxxxxxxxxx{% endfor %}{% endfor %}
```"#,
        fix: r#"Correct the template or the input. For a real document that large, raise the limit with `--max-output-size 256M`."#,
        reference: r#"The product's limits (ROBUSTNESS.md, "Limits")."#,
    },
});

/// Every `R` code, in code order.
pub const CODES: &[Code] = &[
    TEMPLATE_ERROR,
    UNKNOWN_TEMPLATE,
    TEMPLATES_DIRECTORY_UNREADABLE,
    UNFILLED_PLACEHOLDER,
    REGULATION_NOT_RENDERED,
    CHARACTER_NOT_IN_OUTPUT_ENCODING,
    LIST_NOT_PLACED,
    NO_BROWSER_FOR_PDF,
    TEMPLATE_OUT_OF_FUEL,
    DOCUMENT_TOO_LARGE,
];
