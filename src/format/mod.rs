//! The canonical layout of a regulation file (`reglament fmt`): one statement a line, blocks
//! indented by two blanks, the rows of participant lists and of the programme aligned in
//! columns, at most one blank line between statements, keywords in the file's own keyword
//! language. Strings (the prose), numbers, dates and times as written, and comments are kept byte
//! for byte (a comment loses only trailing blanks); so is where a comment stands: on its own line
//! or after a statement. Formatting is idempotent, and a formatted file lowers to the same model.
//!
//! The formatter works on the syntax tree and the text between its tokens (where the comments,
//! blank lines and commas are), so it needs a file that parses.
//!
//! [`rewrite_keywords`] writes every keyword in a language chosen (`fmt --keywords bg|uk|en`)
//! and changes nothing else: the words the layout would translate are replaced where they
//! stand. The few spellings that name two keywords (`място` is `venue` in `event` and `place` in `prizes`;
//! `класиране` is the top-level `ranking` and the `classification` of a prize; Ukrainian
//! `заявлено` is `claims` and `stated`) are told apart by where they stand.

pub mod print;

use crate::diagnostic::Diagnostic;
use crate::model::keywords::{self, Kw, SPELLINGS};
use crate::source::{SourceFile, Span};
use crate::syntax::ast::{Document, Statement, Value, ValueKind};
use crate::vocab::{calendar, notation, Lang};

const INDENT: &str = "  ";

/// Lays out a file; the syntax error when it does not parse.
pub fn format(file: &SourceFile) -> Result<String, Diagnostic> {
    let doc = crate::syntax::parse(file)?;
    Ok(format_document(&file.text, &doc))
}

/// The text of a file with every keyword written in `lang`, and nothing else changed (not the
/// layout, not the comments, not the document's own language); the syntax error when it does
/// not parse.
pub fn rewrite_keywords(file: &SourceFile, lang: Lang) -> Result<String, Diagnostic> {
    let doc = crate::syntax::parse(file)?;
    let text = file.text.as_str();
    let f = Formatter {
        text,
        lang: Some(lang),
        blocks: std::cell::RefCell::new(Vec::new()),
        renamed: Some(std::cell::RefCell::new(Vec::new())),
    };
    let mut lines = Vec::new();
    f.statements(&doc.statements, Span::new(0, text.len()), 0, None, &mut lines);
    let mut renamed = f.renamed.map(|r| r.into_inner()).unwrap_or_default();
    renamed.sort_by_key(|(span, _)| span.start);
    let mut out = String::with_capacity(text.len() + text.len() / 4);
    let mut at = 0;
    for (span, word) in renamed {
        if span.start < at {
            continue;
        }
        out.push_str(&text[at..span.start]);
        out.push_str(&word);
        at = span.end;
    }
    out.push_str(&text[at..]);
    Ok(out)
}

/// Lays out a parsed file.
pub fn format_document(text: &str, doc: &Document) -> String {
    let f = Formatter {
        text,
        lang: keyword_language(doc),
        blocks: std::cell::RefCell::new(Vec::new()),
        renamed: None,
    };
    let mut lines = Vec::new();
    f.statements(&doc.statements, Span::new(0, text.len()), 0, None, &mut lines);
    let newline = if text.contains("\r\n") { "\r\n" } else { "\n" };
    let mut out = String::with_capacity(text.len() + text.len() / 8);
    for line in &lines {
        out.push_str(&line.render());
        out.push_str(newline);
    }
    out
}

/// One output line: its indentation, its text (or its table cells), a trailing comment.
#[derive(Clone, Debug, Default)]
struct Line {
    indent: usize,
    text: String,
    /// Table rows: the cells of the aligned columns, then the rest of the row in `text`.
    cells: Option<Vec<String>>,
    comment: Option<String>,
}

impl Line {
    fn blank() -> Line {
        Line::default()
    }

    fn render(&self) -> String {
        let mut content = String::new();
        if let Some(cells) = &self.cells {
            content.push_str(&cells.join(" "));
            if !self.text.is_empty() {
                content.push(' ');
            }
        }
        content.push_str(&self.text);
        let content = content.trim_end();
        let comment = self.comment.as_deref().unwrap_or("");
        if content.is_empty() && comment.is_empty() {
            return String::new();
        }
        let mut s = INDENT.repeat(self.indent);
        s.push_str(content);
        if !comment.is_empty() {
            if !content.is_empty() {
                s.push(' ');
            }
            s.push_str(comment);
        }
        s
    }
}

/// Which kind of table a block's rows form.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Table {
    /// `players`, `teams` and the players of a team: number, title, name, rating.
    Participants,
    /// `schedule`: date, weekday, time.
    Schedule,
}

struct Formatter<'t> {
    text: &'t str,
    /// The language keywords are written in: the one most keywords of the file are spelled in,
    /// or the one asked for.
    lang: Option<Lang>,
    /// The keywords of the blocks around the statement being laid out, outermost first.
    blocks: std::cell::RefCell<Vec<Option<Kw>>>,
    /// When only the keywords are rewritten: every word written in another spelling, where it
    /// stands.
    renamed: Option<std::cell::RefCell<Vec<(Span, String)>>>,
}

/// What the text between two tokens holds, in order.
#[derive(Debug, PartialEq, Eq)]
enum Trivia<'t> {
    /// A comment, and whether a line break comes before it inside the gap.
    Comment(&'t str, bool),
    /// A blank line.
    Blank,
}

struct Gap<'t> {
    items: Vec<Trivia<'t>>,
    /// A comma stands in the gap.
    comma: bool,
}

impl<'t> Gap<'t> {
    fn comments(&self) -> impl Iterator<Item = &'t str> + '_ {
        self.items.iter().filter_map(|t| match t {
            Trivia::Comment(c, _) => Some(*c),
            Trivia::Blank => None,
        })
    }
}

fn gap(text: &str) -> Gap<'_> {
    let mut items = Vec::new();
    let mut newlines = 0usize;
    let mut seen_newline = false;
    let mut comma = false;
    let b = text.as_bytes();
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            b'#' => {
                if newlines >= 2 {
                    items.push(Trivia::Blank);
                }
                let end = text[i..].find('\n').map(|e| i + e).unwrap_or(text.len());
                items.push(Trivia::Comment(text[i..end].trim_end(), seen_newline));
                newlines = 0;
                i = end;
            }
            b'\n' => {
                newlines += 1;
                seen_newline = true;
                i += 1;
            }
            b'\\' => {
                // A continuation: the line break after it is a blank.
                i += 1;
                while i < b.len() && matches!(b[i], b'\r' | b' ' | b'\t') {
                    i += 1;
                }
                if i < b.len() && b[i] == b'\n' {
                    i += 1;
                }
            }
            b',' => {
                comma = true;
                i += 1;
            }
            _ => i += 1,
        }
    }
    if newlines >= 2 {
        items.push(Trivia::Blank);
    }
    Gap { items, comma }
}

/// The language most statement keywords of the file are spelled in, if one stands out.
fn keyword_language(doc: &Document) -> Option<Lang> {
    let mut counts = [0usize; 3];
    fn walk(stmts: &[Statement], counts: &mut [usize; 3]) {
        for s in stmts {
            if let Some(w) = s.values.first().and_then(|v| v.as_word()) {
                match keywords::language_of(w) {
                    Some(Lang::En) => counts[0] += 1,
                    Some(Lang::Bg) => counts[1] += 1,
                    Some(Lang::Uk) => counts[2] += 1,
                    None => {}
                }
            }
            if let Some(b) = &s.block {
                walk(&b.statements, counts);
            }
        }
    }
    walk(&doc.statements, &mut counts);
    let max = *counts.iter().max()?;
    if max == 0 || counts.iter().filter(|c| **c == max).count() > 1 {
        return None;
    }
    [Lang::En, Lang::Bg, Lang::Uk].into_iter().zip(counts).find(|(_, c)| *c == max).map(|(l, _)| l)
}

impl Formatter<'_> {
    fn slice(&self, span: Span) -> &str {
        self.text.get(span.start..span.end).unwrap_or("")
    }

    /// A word in the file's keyword language: a keyword spelled in another language becomes the
    /// file's spelling when every keyword with that spelling where it stands (`head`: the
    /// statement's first word) has the same one there.
    fn word(&self, w: &str, head: bool) -> String {
        let Some(lang) = self.lang else { return w.to_string() };
        // Already a spelling of the language (`система` is Bulgarian and Ukrainian), or no
        // keyword at all: as written.
        let norm = keywords::normalise(w);
        let mut langs = SPELLINGS.iter().filter(|(_, _, s)| *s == norm).map(|(_, l, _)| *l);
        if langs.clone().next().is_none() || langs.any(|l| l == lang) {
            return w.to_string();
        }
        let kws = self.keywords_of(w, head);
        let targets: Vec<&str> = kws.iter().map(|k| k.spelling(lang)).collect();
        match targets.first() {
            Some(first)
                if targets.iter().all(|t| t == first)
                    && kws.iter().all(|k| has_spelling(*k, lang)) =>
            {
                first.to_string()
            }
            _ => w.to_string(),
        }
    }

    /// The keywords `w` may be where it stands: a spelling that names several is narrowed by
    /// its place (a statement at the top level, an entry of `event`, a word after the head).
    fn keywords_of(&self, w: &str, head: bool) -> Vec<Kw> {
        let norm = keywords::normalise(w);
        let mut kws: Vec<Kw> =
            SPELLINGS.iter().filter(|(_, _, s)| *s == norm).map(|(k, _, _)| *k).collect();
        kws.dedup();
        if kws.len() < 2 {
            return kws;
        }
        let blocks = self.blocks.borrow();
        let top = blocks.is_empty();
        let in_event = blocks.last() == Some(&Some(Kw::Event));
        let narrowed: Vec<Kw> = kws
            .iter()
            .copied()
            .filter(|k| {
                let top_level = keywords::TOP_LEVEL.contains(k);
                let event = keywords::EVENT.contains(k);
                match (head && top, head && in_event) {
                    (true, _) => top_level,
                    (_, true) => event,
                    _ => !top_level && !event,
                }
            })
            .collect();
        if narrowed.is_empty() {
            kws
        } else {
            narrowed
        }
    }

    /// A value as written; a keyword in the file's keyword language (see [`Formatter::word`]).
    fn value(&self, v: &Value, translate: bool) -> String {
        match &v.kind {
            ValueKind::Word(w) if translate => self.spelled(v, w, false),
            _ => self.slice(v.span).to_string(),
        }
    }

    /// [`Formatter::word`] for the word of a value, noting the change when keywords alone are
    /// rewritten.
    fn spelled(&self, v: &Value, w: &str, head: bool) -> String {
        let out = self.word(w, head);
        if let Some(renamed) = &self.renamed {
            if out != w {
                renamed.borrow_mut().push((v.span, out.clone()));
            }
        }
        out
    }

    /// The values of a statement on one line, commas kept where written. Keywords are
    /// translated where they can only be keywords: the statement's first word, and later words
    /// in lower case outside a tie-break list (where `WIN` and `DE` are codes, not keywords).
    fn values(&self, values: &[Value]) -> String {
        self.values_in(values, values.first().map(|v| v.span.start))
    }

    fn values_in(&self, values: &[Value], head: Option<usize>) -> String {
        let codes = values
            .first()
            .and_then(|v| v.as_word())
            .is_some_and(|w| keywords::lookup(w, &[Kw::Tiebreaks, Kw::Allow]).is_some());
        let mut s = String::new();
        for (i, v) in values.iter().enumerate() {
            if i > 0 {
                let between = self.slice(Span::new(values[i - 1].span.end, v.span.start));
                s.push_str(if gap(between).comma { ", " } else { " " });
            }
            let is_head = head == Some(v.span.start);
            let lower = v.as_word().is_some_and(|w| !w.chars().any(char::is_uppercase));
            match v.as_word() {
                Some(w) if is_head => s.push_str(&self.spelled(v, w, true)),
                _ => s.push_str(&self.value(v, lower && !codes)),
            }
        }
        s
    }

    /// The table kind of a block, from the keyword that opens it.
    fn table_of(&self, stmt: &Statement, parent: Option<Table>) -> Option<Table> {
        let head = stmt.values.first().and_then(|v| v.as_word());
        match head.and_then(|w| keywords::lookup(w, &[Kw::Players, Kw::Teams, Kw::Schedule])) {
            Some(Kw::Schedule) => Some(Table::Schedule),
            Some(_) => Some(Table::Participants),
            // The players of a team are a participant table too.
            None if parent == Some(Table::Participants) => Some(Table::Participants),
            None => None,
        }
    }

    /// The aligned cells of a table row, and the rest of the row; `None` when the statement is
    /// not shaped like a row of the table.
    fn row(&self, table: Table, stmt: &Statement) -> Option<(Vec<String>, String)> {
        let v = &stmt.values;
        let mut i;
        let mut cells = Vec::new();
        let take = |i: &mut usize, ok: bool| {
            if ok {
                *i += 1;
                true
            } else {
                false
            }
        };
        match table {
            Table::Participants => {
                if !matches!(v.first().map(|x| &x.kind), Some(ValueKind::Number(_))) {
                    return None;
                }
                cells.push(self.value(&v[0], false));
                i = 1;
                let name_at = v.iter().position(|x| matches!(x.kind, ValueKind::Str(_)))?;
                // The title: the words between the number and the name.
                cells.push(self.values_in(&v[i..name_at], None));
                i = name_at;
                cells.push(self.value(&v[i], false));
                i += 1;
                let rating = v.get(i).filter(|x| matches!(x.kind, ValueKind::Number(_)));
                cells.push(rating.map(|x| self.value(x, false)).unwrap_or_default());
                if rating.is_some() {
                    i += 1;
                }
            }
            Table::Schedule => {
                let date = v.first()?;
                let is_date = match &date.kind {
                    ValueKind::Date(_) => true,
                    ValueKind::Number(n) => notation::parse_date(n).is_some(),
                    _ => false,
                };
                if !is_date {
                    return None;
                }
                cells.push(self.value(date, false));
                i = 1;
                // A year mark written after the date (`11.03.2021 г.`) stays with it.
                if v.get(i).and_then(|x| x.as_word()).is_some_and(notation::is_year_mark) {
                    let last = cells.len() - 1;
                    cells[last] = format!("{} {}", cells[last], self.value(&v[i], false));
                    i += 1;
                }
                let weekday = v
                    .get(i)
                    .and_then(|x| x.as_word())
                    .filter(|w| calendar::weekday_from_word(w).is_some());
                cells.push(weekday.map(|w| w.to_string()).unwrap_or_default());
                take(&mut i, weekday.is_some());
                let time = v.get(i).filter(|x| match &x.kind {
                    ValueKind::Time(_) => true,
                    ValueKind::Number(n) => notation::parse_time(n).is_some(),
                    _ => false,
                });
                let mut t = time.map(|x| self.value(x, false)).unwrap_or_default();
                if take(&mut i, time.is_some())
                    && v.get(i).and_then(|x| x.as_word()).is_some_and(notation::is_hour_mark)
                {
                    t = format!("{t} {}", self.value(&v[i], false));
                    i += 1;
                }
                cells.push(t);
            }
        }
        let rest = self.values_from(v, i);
        Some((cells, rest))
    }

    /// The values from `i` on, with the separator written before the first one dropped.
    fn values_from(&self, v: &[Value], i: usize) -> String {
        if i >= v.len() {
            return String::new();
        }
        self.values_in(&v[i..], None)
    }

    /// Lays out `stmts`, which lie in `region` of the text, at `indent`, appending to `out`.
    fn statements(
        &self,
        stmts: &[Statement],
        region: Span,
        indent: usize,
        table: Option<Table>,
        out: &mut Vec<Line>,
    ) {
        let first_line = out.len();
        let mut prev_end = region.start;
        let mut rows: Vec<usize> = Vec::new();
        for stmt in stmts {
            let g = gap(self.slice(Span::new(prev_end, stmt.span.start)));
            self.trivia(&g, indent, first_line, false, out);
            match (&stmt.block, table.and_then(|t| self.row(t, stmt))) {
                (None, Some((cells, rest))) => {
                    rows.push(out.len());
                    out.push(Line { indent, text: rest, cells: Some(cells), comment: None });
                }
                _ => self.statement(stmt, indent, table, out),
            }
            prev_end = end_of(stmt);
        }
        let g = gap(self.slice(Span::new(prev_end, region.end)));
        self.trivia(&g, indent, first_line, true, out);
        // No blank line at the end of a region.
        while out.len() > first_line && out.last().is_some_and(|l| l.render().is_empty()) {
            out.pop();
        }
        align(out, &rows);
    }

    /// Emits the comments and blank lines of a gap. A comment on the line of the previous token
    /// goes after that line; the others stand on their own lines. Blank lines are kept (one at
    /// most), but never at the start of the region that began at `first_line`.
    fn trivia(
        &self,
        g: &Gap<'_>,
        indent: usize,
        first_line: usize,
        _end: bool,
        out: &mut Vec<Line>,
    ) {
        for item in &g.items {
            match item {
                Trivia::Blank => {
                    let at_start = out.len() == first_line;
                    let after_blank = out.last().is_some_and(|l| l.render().is_empty());
                    if !at_start && !after_blank {
                        out.push(Line::blank());
                    }
                }
                Trivia::Comment(c, after_newline) => {
                    let in_region = out.len() > first_line || first_line > 0;
                    match out.last_mut() {
                        Some(last)
                            if !after_newline
                                && in_region
                                && last.comment.is_none()
                                && !last.render().is_empty() =>
                        {
                            last.comment = Some(c.to_string());
                        }
                        _ => out.push(Line {
                            indent,
                            text: String::new(),
                            cells: None,
                            comment: Some(c.to_string()),
                        }),
                    }
                }
            }
        }
    }

    fn statement(
        &self,
        stmt: &Statement,
        indent: usize,
        table: Option<Table>,
        out: &mut Vec<Line>,
    ) {
        let head = self.values(&stmt.values);
        let Some(block) = &stmt.block else {
            out.push(Line { indent, text: head, cells: None, comment: None });
            return;
        };
        let inner = Span::new(block.span.start + 1, block.span.end.saturating_sub(1));
        let inner_text = self.slice(inner);
        let has_comment = !gap_comments_only(self, block, inner).is_empty();
        // `{}` when empty; `{ "…" }` for a block that holds one paragraph alone.
        if block.statements.is_empty() && !has_comment {
            out.push(Line { indent, text: format!("{head} {{}}"), cells: None, comment: None });
            return;
        }
        if let [only] = block.statements.as_slice() {
            let paragraph = only.block.is_none()
                && only.values.len() == 1
                && matches!(only.values[0].kind, ValueKind::Str(_));
            // Compact only for an unheaded item (`section 14.1 { "…" }`), as secretaries number them.
            let headed = stmt.values.iter().any(|v| matches!(v.kind, ValueKind::Str(_)));
            if paragraph && !headed && !has_comment && !inner_text.contains('#') {
                let text = format!("{head} {{ {} }}", self.values(&only.values));
                out.push(Line { indent, text, cells: None, comment: None });
                return;
            }
        }
        out.push(Line { indent, text: format!("{head} {{"), cells: None, comment: None });
        let inner_table = self.table_of(stmt, table);
        let opened = stmt.values.first().and_then(|v| v.as_word()).and_then(|w| {
            let kws = self.keywords_of(w, true);
            (kws.len() == 1).then(|| kws[0])
        });
        self.blocks.borrow_mut().push(opened);
        self.statements(&block.statements, inner, indent + 1, inner_table, out);
        self.blocks.borrow_mut().pop();
        out.push(Line { indent, text: "}".into(), cells: None, comment: None });
    }
}

/// The comments written inside a block, outside its statements' values.
fn gap_comments_only<'t>(
    f: &'t Formatter<'t>,
    block: &crate::syntax::ast::Block,
    inner: Span,
) -> Vec<&'t str> {
    let mut out = Vec::new();
    let mut at = inner.start;
    for s in &block.statements {
        out.extend(gap(f.slice(Span::new(at, s.span.start))).comments().collect::<Vec<_>>());
        at = end_of(s);
    }
    out.extend(gap(f.slice(Span::new(at, inner.end))).comments().collect::<Vec<_>>());
    out
}

/// Where a statement's own text ends: its block's `}` or its last value. (The parser's span of a
/// statement also covers the blanks and a comment after it.)
fn end_of(stmt: &Statement) -> usize {
    match &stmt.block {
        Some(b) => b.span.end,
        None => stmt.values.last().map(|v| v.span.end).unwrap_or(stmt.span.end),
    }
}

/// True when the keyword has a spelling of its own in the language.
fn has_spelling(kw: Kw, lang: Lang) -> bool {
    SPELLINGS.iter().any(|(k, l, _)| *k == kw && *l == lang)
}

/// Pads the cells of the table rows at `rows` to the width of their column.
fn align(out: &mut [Line], rows: &[usize]) {
    let width = |s: &str| s.chars().count();
    let mut widths: Vec<usize> = Vec::new();
    for &r in rows {
        if let Some(cells) = &out[r].cells {
            if widths.len() < cells.len() {
                widths.resize(cells.len(), 0);
            }
            for (i, c) in cells.iter().enumerate() {
                widths[i] = widths[i].max(width(c));
            }
        }
    }
    for &r in rows {
        if let Some(cells) = &mut out[r].cells {
            // A column empty in every row takes no room.
            let mut padded = Vec::new();
            for (i, c) in cells.iter().enumerate() {
                if widths[i] == 0 {
                    continue;
                }
                padded.push(format!("{c}{}", " ".repeat(widths[i] - width(c))));
            }
            *cells = padded;
        }
    }
}
