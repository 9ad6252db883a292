//! Prose sections: numbered sections with their headings and paragraphs, kept verbatim, and
//! the `{placeholders}` they refer to facts by.

use super::*;

/// Placeholders prose may use, e.g. `{rounds}`.
pub const PLACEHOLDERS: &[&str] = &[
    "title",
    "year",
    "edition",
    "organiser",
    "venue",
    "address",
    "dates",
    "start",
    "end",
    "system",
    "rounds",
    "players.count",
    "teams.count",
    "boards",
    "time_control",
    "average_rating",
    "category",
    "fee",
    "deadline",
    "chief_arbiter",
    // Tables, each placed where a paragraph of its own names it (`"{players.table}"`).
    "players.table",
    "teams.table",
    "schedule.table",
    "tiebreaks.table",
    "prizes.table",
    "officials.table",
];

/// The placeholders that stand for a whole table rather than a value.
pub const TABLE_PLACEHOLDERS: &[&str] = &[
    "players.table",
    "teams.table",
    "schedule.table",
    "tiebreaks.table",
    "prizes.table",
    "officials.table",
];

impl Lowerer {
    /// `title-block { "line" … }`: the title as published, one string per line.
    pub(super) fn title_block(&mut self, stmt: &Statement) -> Vec<Spanned<String>> {
        let mut a = Args::new(stmt, 1);
        let mut lines = Vec::new();
        // Lines may follow the keyword directly, or stand in the block one per statement.
        while let Some(v) = a.peek() {
            match &v.kind {
                ValueKind::Str(text) => {
                    a.next();
                    lines.push(Spanned::new(text.clone(), v.span));
                }
                _ => break,
            }
        }
        self.finish(&mut a);
        if let Some(b) = &stmt.block {
            for s in &b.statements {
                for v in &s.values {
                    match &v.kind {
                        ValueKind::Str(text) => lines.push(Spanned::new(text.clone(), v.span)),
                        _ => self.wrong_kind(&Args::new(s, 0), v, "a line of the title (a string)"),
                    }
                }
            }
        }
        if lines.is_empty() {
            self.missing(&a, "the lines of the title");
        }
        lines
    }

    pub(super) fn section(&mut self, stmt: &Statement) -> Option<Section> {
        let mut a = Args::new(stmt, 1);
        let mut number = None;
        // `4`, `14.10`, `14.10.`, a Roman numeral (`IV`, `ІІ.`) or a letter (`а`, `б)`).
        match a.peek() {
            Some(v @ Value { kind: ValueKind::Number(n), .. }) => {
                a.next();
                number = Some(Spanned::new(n.clone(), v.span));
            }
            Some(v @ Value { kind: ValueKind::Word(w), .. })
                if crate::vocab::notation::section_number_parts(w).is_some()
                    || crate::vocab::notation::is_letter_mark(w) =>
            {
                a.next();
                number = Some(Spanned::new(w.clone(), v.span));
            }
            _ => {}
        }
        let title = self.opt_string(&mut a);
        self.finish(&mut a);
        let mut sec = Section {
            number,
            title,
            paragraphs: Vec::new(),
            subsections: Vec::new(),
            items: Vec::new(),
            span: stmt.span,
        };
        if let Some(b) = &stmt.block {
            for s in &b.statements {
                match s.values.first() {
                    Some(v @ Value { kind: ValueKind::Str(text), .. })
                        if s.values.len() == 1 && s.block.is_none() =>
                    {
                        let placeholders = self.placeholders(text, v.span);
                        sec.items.push(SectionItem::Paragraph(sec.paragraphs.len()));
                        sec.paragraphs.push(Paragraph {
                            text: Spanned::new(text.clone(), v.span),
                            placeholders,
                        });
                    }
                    _ => {
                        if self.head(s, &[Kw::Section], "section").is_some() {
                            if let Some(sub) = self.section(s) {
                                sec.items.push(SectionItem::Subsection(sec.subsections.len()));
                                sec.subsections.push(sub);
                            }
                        }
                    }
                }
            }
        }
        Some(sec)
    }

    /// Finds `{name}` placeholders in prose; `{{` and `}}` are literal braces.
    pub(super) fn placeholders(&mut self, text: &str, span: Span) -> Vec<Spanned<String>> {
        let mut out = Vec::new();
        // The string's content starts after its opening quote(s).
        let quote = if span.end - span.start >= 6 && text.len() + 6 == span.end - span.start {
            3
        } else {
            1
        };
        let base = span.start + quote;
        let escaped = text.len() + 2 * quote != span.end - span.start;
        let bytes = text.as_bytes();
        let mut i = 0;
        while i < bytes.len() {
            if bytes[i] == b'{' {
                if bytes.get(i + 1) == Some(&b'{') {
                    i += 2;
                    continue;
                }
                if let Some(close) = text[i + 1..].find('}') {
                    let name = &text[i + 1..i + 1 + close];
                    let looks_like_name = !name.is_empty()
                        && name
                            .chars()
                            .all(|c| c.is_alphanumeric() || c == '_' || c == '.' || c == '-');
                    if looks_like_name {
                        let pspan =
                            if escaped { span } else { Span::new(base + i, base + i + close + 2) };
                        if PLACEHOLDERS.contains(&name) {
                            out.push(Spanned::new(name.to_string(), pspan));
                        } else {
                            let best = suggest::closest(name, PLACEHOLDERS.iter().copied());
                            let known = PLACEHOLDERS.join(", ");
                            self.diags.push(localized(|l| {
                                let d = Diagnostic::error(
                                    crate::model::codes::UNKNOWN_PLACEHOLDER,
                                    tr!(
                                        l,
                                        en: "unknown placeholder `{{{name}}}`",
                                        bg: "непознато поле за попълване `{{{name}}}`",
                                        uk: "невідоме поле для заповнення `{{{name}}}`"
                                    ),
                                )
                                .with_label(
                                    pspan,
                                    tr!(
                                        l,
                                        en: "no fact has this name",
                                        bg: "няма факт с такова име",
                                        uk: "немає факту з такою назвою"
                                    ),
                                );
                                match best {
                                    Some(p) => d.with_help(tr!(
                                        l,
                                        en: "did you mean `{{{p}}}`?",
                                        bg: "може би `{{{p}}}`?",
                                        uk: "можливо, `{{{p}}}`?"
                                    )),
                                    _ => d.with_help(tr!(
                                        l,
                                        en: "known placeholders: {known}",
                                        bg: "познати полета: {known}",
                                        uk: "відомі поля: {known}"
                                    )),
                                }
                            }));
                        }
                    }
                    i += close + 2;
                    continue;
                }
            }
            i += 1;
        }
        out
    }
}
