//! The render stage: a typed view of a regulation (or of standings) → HTML, Markdown or text,
//! through minijinja templates embedded in the binary (overridable with a directory).
//!
//! Conventions every template may rely on:
//! - undefined variables are errors (`UndefinedBehavior::Strict`), reported as `R001`;
//! - a render takes at most the fuel of `Limits::template_fuel` (`R020`) and writes at most
//!   `Limits::output_size` bytes (`R021`), so a template cannot loop forever or fill the disk;
//! - `*.html.j2` templates are HTML auto-escaped; `*.md.j2` templates are Markdown-escaped (`<`,
//!   `>` and `&` become entities, so a name cannot bring raw HTML such as `<script>` into the
//!   document); text templates are not escaped;
//! - `trim_blocks` and `lstrip_blocks` are on, so block tags on their own lines leave no blanks;
//! - filters: `cell` (a Markdown table cell: `|` escaped, line breaks as spaces), `points` (`7.5` → `7½` in bg/uk, `7.5` in en), `date` (`2007-03-11` → `11 март
//!   2007 г.`), both in the language given as argument or the context's `lang` (`bg`/`uk`/`en`).

pub mod bulletin;
pub mod codes;
pub mod embedded;
mod encode;
mod filters;
pub mod i18n;
pub mod pairings;
pub mod report;
pub mod season;
pub mod standings;
pub mod text_table;
mod view;
pub mod words;

pub use encode::{encode, OutputEncoding};
pub use filters::{format_points, lang_from_code};
pub use view::{regulation_view, regulation_view_with, DocumentOptions, RegulationView};

use crate::diagnostic::l10n::{localized, tr};
use crate::diagnostic::Diagnostic;
use crate::vocab::limits::{format_size, Limits};
use minijinja::{AutoEscape, Environment, ErrorKind, UndefinedBehavior};

/// An output format.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// A print-ready HTML page (A4).
    Html,
    /// Markdown.
    Markdown,
    /// Plain text.
    Text,
}

impl Format {
    /// The usual file extension, without the dot: `html`, `md`, `txt`.
    pub fn extension(self) -> &'static str {
        match self {
            Format::Html => "html",
            Format::Markdown => "md",
            Format::Text => "txt",
        }
    }

    /// The template name for a document kind: `template_name("regulation")` is
    /// `regulation.html.j2` for HTML.
    pub fn template_name(self, kind: &str) -> String {
        format!("{kind}.{}.j2", self.extension())
    }
}

/// A template environment: the embedded templates, each overridable by a template of the same
/// name (the command line reads a `--templates` directory into them).
pub struct Renderer {
    env: Environment<'static>,
    /// The largest document written, in bytes.
    output_size: u64,
    /// The fuel of one render.
    fuel: u64,
}

impl std::fmt::Debug for Renderer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let names: Vec<&str> = self.env.templates().map(|(n, _)| n).collect();
        f.debug_struct("Renderer").field("templates", &names).finish()
    }
}

impl Renderer {
    /// The embedded templates, each replaced by an override of the same name (`(name, source)`,
    /// e.g. `regulation.html.j2`; overrides with new names are added). `R001` when a template
    /// does not compile.
    pub fn new(overrides: &[(String, String)]) -> Result<Renderer, Diagnostic> {
        let mut env = Environment::new();
        env.set_undefined_behavior(UndefinedBehavior::Strict);
        env.set_auto_escape_callback(|name| {
            if name.ends_with(".html.j2") {
                AutoEscape::Html
            } else if name.ends_with(".md.j2") {
                AutoEscape::Custom(MARKDOWN)
            } else {
                AutoEscape::None
            }
        });
        // Every value a template writes is neutralised first (a name's ESC or U+009B shown, not
        // sent: the document may be shown on a terminal), then escaped for its format.
        env.set_formatter(|out, state, value| {
            let shown = neutralised(value);
            let value = shown.as_ref().unwrap_or(value);
            if state.auto_escape() != AutoEscape::Custom(MARKDOWN) {
                return minijinja::escape_formatter(out, state, value);
            }
            if value.is_safe() {
                return out.write_str(&value.to_string()).map_err(minijinja::Error::from);
            }
            out.write_str(&markdown_escape(&value.to_string())).map_err(minijinja::Error::from)
        });
        env.set_trim_blocks(true);
        env.set_lstrip_blocks(true);
        env.set_keep_trailing_newline(true);
        env.set_fuel(Some(Limits::DEFAULT_TEMPLATE_FUEL));
        filters::register(&mut env);
        for (name, source) in embedded::TEMPLATES {
            if overrides.iter().any(|(n, _)| n == name) {
                continue;
            }
            env.add_template(name, source).map_err(template_error)?;
        }
        for (name, source) in overrides {
            env.add_template_owned(name.clone(), source.clone()).map_err(template_error)?;
        }
        Ok(Renderer {
            env,
            output_size: Limits::DEFAULT_OUTPUT_SIZE,
            fuel: Limits::DEFAULT_TEMPLATE_FUEL,
        })
    }

    /// The same templates under the template fuel and output size of `limits`.
    pub fn with_limits(mut self, limits: &Limits) -> Renderer {
        self.env.set_fuel(Some(limits.template_fuel));
        self.fuel = limits.template_fuel;
        self.output_size = limits.output_size;
        self
    }

    /// The embedded templates only.
    pub fn embedded() -> Result<Renderer, Diagnostic> {
        Renderer::new(&[])
    }

    /// Renders a template with a context. `R002` when there is no such template, `R001` when it
    /// fails (with the template's name and line).
    pub fn render(
        &self,
        template: &str,
        ctx: &impl serde::Serialize,
    ) -> Result<String, Diagnostic> {
        let tmpl = self.env.get_template(template).map_err(template_error)?;
        let mut out = Bounded { bytes: Vec::new(), limit: self.output_size, over: false };
        let rendered = tmpl.render_captured_to(minijinja::Value::from_serialize(ctx), &mut out);
        match rendered {
            Ok(_) => String::from_utf8(out.bytes).map_err(|_| {
                localized(|l| {
                    Diagnostic::error(
                        crate::render::codes::TEMPLATE_ERROR,
                        tr!(
                            l,
                            en: "the document is not UTF-8",
                            bg: "документът не е в UTF-8",
                            uk: "документ не в UTF-8"
                        ),
                    )
                })
            }),
            Err(_) if out.over => {
                let size = format_size(self.output_size);
                Err(localized(|l| {
                    Diagnostic::error(
                        crate::render::codes::DOCUMENT_TOO_LARGE,
                        tr!(
                            l,
                            en: "`{template}` made a document larger than the limit of {size}",
                            bg: "`{template}` създаде документ, по-голям от ограничението от {size}",
                            uk: "`{template}` створив документ, більший за обмеження в {size}"
                        ),
                    )
                    .with_help(tr!(
                        l,
                        en: "correct the template or the input, or raise the limit with `--max-output-size`",
                        bg: "поправете шаблона или входа или вдигнете ограничението с `--max-output-size`",
                        uk: "виправте шаблон або вхід чи підніміть обмеження через `--max-output-size`"
                    ))
                }))
            }
            Err(e) if e.kind() == ErrorKind::OutOfFuel => {
                let (name, fuel) = (e.name().unwrap_or(template), self.fuel);
                let line = e.line();
                Err(localized(|l| {
                    let stopped = match line {
                        Some(n) => tr!(
                            l,
                            en: " (stopped at line {n})",
                            bg: " (спря на ред {n})",
                            uk: " (зупинився в рядку {n})"
                        ),
                        None => String::new(),
                    };
                    Diagnostic::error(
                        crate::render::codes::TEMPLATE_OUT_OF_FUEL,
                        tr!(
                            l,
                            en: "`{name}` took more than the limit of {fuel} steps{stopped}",
                            bg: "`{name}` направи повече от ограничението от {fuel} стъпки{stopped}",
                            uk: "`{name}` зробив більше за обмеження в {fuel} кроків{stopped}"
                        ),
                    )
                    .with_help(tr!(
                        l,
                        en: "correct the template's loops, or raise the limit with `--template-fuel`",
                        bg: "поправете циклите на шаблона или вдигнете ограничението с `--template-fuel`",
                        uk: "виправте цикли шаблону або підніміть обмеження через `--template-fuel`"
                    ))
                }))
            }
            Err(e) => Err(template_error(e)),
        }
    }

    /// Renders a template for an output encoding and encodes the result. For Markdown and text
    /// in Windows-1251 the view's strings are first written in that encoding's characters
    /// (`7½` → `7,5`, `×` → `*`), so that the template aligns columns on the final text.
    pub fn render_encoded(
        &self,
        template: &str,
        ctx: &impl serde::Serialize,
        format: Format,
        encoding: OutputEncoding,
    ) -> Result<(Vec<u8>, Vec<Diagnostic>), Diagnostic> {
        let text = if encoding == OutputEncoding::Windows1251 && format != Format::Html {
            let mut value = serde_json::to_value(ctx).map_err(|e| {
                localized(|l| {
                    Diagnostic::error(
                        codes::TEMPLATE_ERROR,
                        tr!(
                            l,
                            en: "the document's view: {e}",
                            bg: "изгледът на документа: {e}",
                            uk: "подання документа: {e}"
                        ),
                    )
                })
            })?;
            encode::windows_1251_value(&mut value);
            self.render(template, &value)?
        } else {
            self.render(template, ctx)?
        };
        Ok(encode(&text, format, encoding))
    }

    /// The names of every template available.
    pub fn template_names(&self) -> Vec<String> {
        let mut names: Vec<String> = self.env.templates().map(|(n, _)| n.to_string()).collect();
        names.sort();
        names
    }
}

/// The name of the Markdown auto-escape.
pub(crate) const MARKDOWN: &str = "markdown";

/// A value with the characters a terminal acts on shown ([`crate::vocab::printable`]), or `None`
/// when it has none. Numbers, booleans and nothing are written as they are; a string, a list or
/// a map is looked at as the text it writes.
fn neutralised(value: &minijinja::Value) -> Option<minijinja::Value> {
    use minijinja::value::ValueKind;
    use std::borrow::Cow;
    let text: Cow<'_, str> = match value.kind() {
        ValueKind::Number | ValueKind::Bool | ValueKind::None | ValueKind::Undefined => {
            return None
        }
        ValueKind::String => Cow::Borrowed(value.as_str()?),
        _ => Cow::Owned(value.to_string()),
    };
    match crate::vocab::printable::printable(&text) {
        Cow::Borrowed(_) => None,
        Cow::Owned(shown) if value.is_safe() => Some(minijinja::Value::from_safe_string(shown)),
        Cow::Owned(shown) => Some(minijinja::Value::from(shown)),
    }
}

/// A value as Markdown text: shown on a terminal as it is in a viewer, and in a viewer as the
/// characters themselves. The characters a terminal acts on are neutralised; the ones that start
/// raw HTML or an entity (`<`, `>`, `&`) are written as entities; a backslash and every bracket
/// are escaped (`\\`, `\[`), so that no link, image or reference can be made of the text, except a
/// link to a web page or an address: `[text](https://…)`, `http://` or `mailto:` (the only
/// links a document of ours carries). A link to anything else (`javascript:`, `data:`) is text.
pub fn markdown_escape(text: &str) -> std::borrow::Cow<'_, str> {
    let shown = crate::vocab::printable::printable(text);
    if !shown.contains(['<', '>', '&', '\\', '[', ']']) {
        return shown;
    }
    let mut out = String::with_capacity(shown.len() + 16);
    let mut rest: &str = &shown;
    while let Some(c) = rest.chars().next() {
        if c == '[' && !out.ends_with('!') {
            if let Some((label, destination, after)) = web_link(rest) {
                out.push('[');
                escape_markdown_text(label, &mut out);
                out.push_str("](");
                escape_markdown_text(destination, &mut out);
                out.push(')');
                rest = after;
                continue;
            }
        }
        escape_markdown_text(&rest[..c.len_utf8()], &mut out);
        rest = &rest[c.len_utf8()..];
    }
    std::borrow::Cow::Owned(out)
}

/// Writes text into Markdown: `<`, `>`, `&` as entities, a backslash and the brackets escaped.
fn escape_markdown_text(text: &str, out: &mut String) {
    for c in text.chars() {
        match c {
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '&' => out.push_str("&amp;"),
            '\\' | '[' | ']' => {
                out.push('\\');
                out.push(c);
            }
            c => out.push(c),
        }
    }
}

/// `[label](destination)` at the start of `text`, when the label has no bracket or line break and
/// the destination is a web page or an address (`http://`, `https://`, `mailto:`, in any case)
/// with no blank, bracket, parenthesis, angle bracket or backslash: the label, the destination
/// and the text after the link.
fn web_link(text: &str) -> Option<(&str, &str, &str)> {
    let rest = text.strip_prefix('[')?;
    let close = rest.find(['[', ']', '\n', '\r'])?;
    let (label, rest) = rest.split_at(close);
    let rest = rest.strip_prefix("](")?;
    let end = rest.find(|c: char| c.is_whitespace() || "()<>[]\\\"'".contains(c))?;
    let (destination, rest) = rest.split_at(end);
    let rest = rest.strip_prefix(')')?;
    let lower = destination.get(..8).unwrap_or(destination).to_ascii_lowercase();
    let web = lower.starts_with("http://")
        || lower.starts_with("https://")
        || lower.starts_with("mailto:");
    (web && !label.is_empty() && destination.len() > "mailto:".len()).then_some((
        label,
        destination,
        rest,
    ))
}

/// A writer that refuses to grow past `limit` bytes.
struct Bounded {
    bytes: Vec<u8>,
    limit: u64,
    over: bool,
}

impl std::io::Write for Bounded {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        if (self.bytes.len() + buf.len()) as u64 > self.limit {
            self.over = true;
            return Err(std::io::Error::other("the document is over the size limit"));
        }
        self.bytes.extend_from_slice(buf);
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// A minijinja error as a diagnostic: `R002` for a missing template, `R001` otherwise.
fn template_error(e: minijinja::Error) -> Diagnostic {
    if e.kind() == ErrorKind::TemplateNotFound {
        let detail = e.detail().unwrap_or("template not found");
        let from = match (e.name(), e.line()) {
            (Some(name), Some(line)) => format!(" (asked for in `{name}` line {line})"),
            _ => String::new(),
        };
        return localized(|l| {
            Diagnostic::error(
                crate::render::codes::UNKNOWN_TEMPLATE,
                tr!(
                    l,
                    en: "unknown template: {detail}{from}",
                    bg: "непознат шаблон: {detail}{from}",
                    uk: "невідомий шаблон: {detail}{from}"
                ),
            )
            .with_help(tr!(
                l,
                en: "use an embedded template name or add the file to the `--templates` directory",
                bg: "използвайте име на вграден шаблон или добавете файла в папката `--templates`",
                uk: "використайте ім’я вбудованого шаблону або додайте файл до теки `--templates`"
            ))
        });
    }
    let (name, line) = (e.name(), e.line());
    let detail = match e.detail() {
        Some(d) => format!("{}: {d}", e.kind()),
        None => e.kind().to_string(),
    };
    let mut d = localized(|l| {
        let place = match (name, line) {
            (Some(name), Some(line)) => {
                tr!(l, en: "`{name}` line {line}", bg: "`{name}`, ред {line}", uk: "`{name}`, рядок {line}")
            }
            (Some(name), None) => format!("`{name}`"),
            _ => tr!(l, en: "a template", bg: "шаблон", uk: "шаблоні"),
        };
        Diagnostic::error(
            crate::render::codes::TEMPLATE_ERROR,
            tr!(
                l,
                en: "template error in {place}: {detail}",
                bg: "грешка в {place}: {detail}",
                uk: "помилка в {place}: {detail}"
            ),
        )
        .with_help(tr!(
            l,
            en: "correct the template at that line",
            bg: "поправете шаблона на този ред",
            uk: "виправте шаблон у цьому рядку"
        ))
    });
    let mut source = std::error::Error::source(&e);
    while let Some(cause) = source {
        let cause_text = cause.to_string();
        d.push_note(|_| cause_text.clone());
        source = cause.source();
    }
    d
}
