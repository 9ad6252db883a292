//! The draft: the facts in their blocks, each with a comment naming its source line, the review
//! marks before the blocks they are about, then every section verbatim as prose (figures that
//! became facts replaced by their placeholders). The draft is checked by the syntax and model
//! stages; a fact they reject is left out (the prose still says it) and marked `I008` with the
//! reason. The result is laid out by `crate::format`, so it is already formatted.

use super::doc::{Document, Para, Section};
use super::extract::{quote, Block, Facts, Words};
use super::Imported;
use crate::diagnostic::Severity;
use crate::model::keywords::Kw;
use crate::model::review as codes;
use crate::source::SourceFile;
use crate::vocab::Lang;

/// What a byte range of the draft holds, so that a rejected fact can be left out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Piece {
    /// `facts.entries[i]`.
    Entry(usize),
    /// `facts.stated[i]`.
    Stated(usize),
    /// The header's edition.
    Edition,
}

/// The most times a draft is written again after leaving out a rejected fact.
const ATTEMPTS: usize = 12;

/// Writes, validates and lays out the draft.
pub fn write(doc: &Document, mut facts: Facts) -> Imported {
    let w = Words { lang: doc.lang };
    let mut text = String::new();
    for _ in 0..ATTEMPTS {
        let (draft, pieces) = render(doc, &facts, w);
        text = draft;
        let file = SourceFile::new("import.rgl", text.as_str(), "UTF-8");
        let errors: Vec<crate::diagnostic::Diagnostic> = match crate::syntax::parse(&file) {
            Err(d) => vec![d],
            Ok(tree) => crate::model::lower(&tree)
                .diagnostics
                .into_iter()
                .filter(|d| d.severity == Severity::Error)
                .collect(),
        };
        if errors.is_empty() {
            break;
        }
        let mut removed = false;
        for e in &errors {
            let at = e.primary_span().map(|s| s.start).unwrap_or(0);
            let Some((_, piece)) = pieces
                .iter()
                .filter(|(span, _)| span.0 <= at && at < span.1.max(span.0 + 1))
                .min_by_key(|(span, _)| span.1 - span.0)
            else {
                continue;
            };
            let (what, line) = match *piece {
                Piece::Entry(i) => {
                    let Some((_, entry)) = facts.entries.get(i).cloned() else { continue };
                    facts.entries[i].1.text.clear();
                    (entry.text, entry.line)
                }
                Piece::Stated(i) => {
                    let Some((_, n, line)) = facts.stated.get(i).copied() else { continue };
                    facts.stated[i].1 = u32::MAX;
                    (n.to_string(), line)
                }
                Piece::Edition => {
                    let Some((n, line)) = facts.edition.take() else { continue };
                    (n.to_string(), line)
                }
            };
            removed = true;
            facts.mark(
                Block::Header,
                codes::FACT_LEFT_OUT,
                w.say(
                    &format!(
                        "„{}“ от {} не е записано: {}",
                        what.replace('"', "'"),
                        w.line(line),
                        e.message
                    ),
                    &format!(
                        "«{}» з рядка {} не записано: {}",
                        what.replace('"', "'"),
                        line + 1,
                        e.message
                    ),
                ),
            );
        }
        facts.entries.retain(|(_, e)| !e.text.is_empty());
        facts.stated.retain(|(_, n, _)| *n != u32::MAX);
        if !removed {
            break;
        }
    }
    let formatted = crate::format::format(&SourceFile::new("import.rgl", text.as_str(), "UTF-8"))
        .unwrap_or(text);
    Imported {
        text: formatted,
        lang: doc.lang,
        facts: facts.entries.len() + facts.stated.len(),
        marks: facts.marks.len(),
    }
}

fn comment(w: Words, line: usize) -> String {
    format!("# {}", w.line(line))
}

/// Byte ranges of the draft and what they hold.
type Pieces = Vec<((usize, usize), Piece)>;

fn render(doc: &Document, f: &Facts, w: Words) -> (String, Pieces) {
    let mut out = String::new();
    let mut pieces = Vec::new();
    out.push_str(&w.say(
        "# Чернова, създадена с reglament import. Всеки ред „провери“ отбелязва предположение: сравнете\n\
         # факта с документа и изтрийте реда, когато е верен. Коментарите сочат реда на документа.\n",
        "# Чернетка, створена reglament import. Кожен рядок «перевір» позначає припущення: порівняйте\n\
         # факт із документом і видаліть рядок, коли він правильний. Коментарі вказують рядок документа.\n",
    ));
    let (title, title_line) =
        f.title.clone().unwrap_or_else(|| (w.say("Регламент", "Регламент"), None));
    let lang = match w.lang {
        Lang::Uk => "uk",
        Lang::En => "en",
        Lang::Bg => "bg",
    };
    out.push_str(&format!(
        "{} {} {} {lang}",
        w.kw(Kw::Regulation),
        quote(&title),
        w.kw(Kw::LangKw)
    ));
    if let Some((n, _)) = f.edition {
        let start = out.len() + 1;
        out.push_str(&format!(" {} {n}", w.kw(Kw::Edition)));
        pieces.push(((start, out.len()), Piece::Edition));
    }
    if let Some(l) = title_line {
        out.push_str(&format!(" {}", comment(w, l)));
    }
    out.push('\n');
    marks(f, Block::Header, w, &mut out);
    let blocks: &[(Block, Option<Kw>)] = &[
        (Block::Event, Some(Kw::Event)),
        (Block::System, None),
        (Block::Players, Some(Kw::Players)),
        (Block::Teams, Some(Kw::Teams)),
        (Block::Composition, Some(Kw::TeamComposition)),
        (Block::TimeControl, Some(Kw::TimeControl)),
        (Block::Schedule, Some(Kw::Schedule)),
        (Block::Ranking, Some(Kw::Ranking)),
        (Block::Subclassification, None),
        (Block::Validity, Some(Kw::Validity)),
        (Block::Claims, Some(Kw::Claims)),
        (Block::Officials, Some(Kw::Officials)),
        (Block::Appeals, Some(Kw::Appeals)),
        (Block::Prizes, Some(Kw::Prizes)),
    ];
    for (block, kw) in blocks {
        let entries: Vec<(usize, &super::extract::Entry)> = f
            .entries
            .iter()
            .enumerate()
            .filter(|(_, (b, _))| b == block)
            .map(|(i, (_, e))| (i, e))
            .collect();
        let stated: Vec<(usize, u32, usize)> = f
            .stated
            .iter()
            .enumerate()
            .filter(|(_, (b, _, _))| b == block)
            .map(|(i, (_, n, l))| (i, *n, *l))
            .collect();
        let has_marks =
            f.marks.iter().any(|m| m.block == *block) || f.notes.iter().any(|(b, _)| b == block);
        if entries.is_empty() && stated.is_empty() && !has_marks {
            continue;
        }
        out.push('\n');
        marks(f, *block, w, &mut out);
        if entries.is_empty() && stated.is_empty() {
            continue;
        }
        match kw {
            None if *block == Block::Subclassification => {
                for (i, e) in &entries {
                    let s = out.len();
                    out.push_str(&format!("{} {}\n", e.text, comment(w, e.line)));
                    pieces.push(((s, out.len()), Piece::Entry(*i)));
                }
            }
            None => {
                // `system …` with its `software` in a block.
                let Some((i, head)) = entries.first() else { continue };
                let start = out.len();
                out.push_str(&head.text);
                let rest = &entries[1..];
                if rest.is_empty() {
                    out.push_str(&format!(" {}\n", comment(w, head.line)));
                } else {
                    out.push_str(&format!(" {{ {}\n", comment(w, head.line)));
                    for (j, e) in rest {
                        let s = out.len();
                        out.push_str(&format!("  {} {}\n", e.text, comment(w, e.line)));
                        pieces.push(((s, out.len()), Piece::Entry(*j)));
                    }
                    out.push_str("}\n");
                }
                pieces.push(((start, out.len()), Piece::Entry(*i)));
            }
            Some(kw) => {
                out.push_str(w.kw(*kw));
                if let Some((i, n, line)) = stated.first() {
                    let s = out.len();
                    out.push_str(&format!(" {} {n}", w.kw(Kw::Stated)));
                    pieces.push(((s, out.len()), Piece::Stated(*i)));
                    out.push_str(&format!(" {{ {}\n", comment(w, *line)));
                } else {
                    out.push_str(" {\n");
                }
                for (i, e) in entries {
                    let s = out.len();
                    let text = e.text.replace('\n', "\n  ");
                    out.push_str(&format!("  {text} {}\n", comment(w, e.line)));
                    pieces.push(((s, out.len()), Piece::Entry(i)));
                }
                out.push_str("}\n");
            }
        }
    }
    // The prose: the heading lines, then every section.
    let preamble: Vec<&Para> =
        doc.preamble.iter().filter(|p| !f.consumed.contains(&p.line)).collect();
    if !preamble.is_empty() {
        out.push('\n');
        out.push_str(&format!("{} {{ {}\n", w.kw(Kw::Section), comment(w, preamble[0].line)));
        for p in preamble {
            out.push_str(&format!("  {}\n", prose(f, w, p)));
        }
        out.push_str("}\n");
    }
    for s in &doc.sections {
        out.push('\n');
        section(f, w, s, 0, &mut out);
    }
    let signatures: Vec<&super::extract::Entry> =
        f.entries.iter().filter(|(b, _)| *b == Block::Signatures).map(|(_, e)| e).collect();
    if !signatures.is_empty() {
        out.push('\n');
        for e in signatures {
            out.push_str(&format!("{} {}\n", e.text, comment(w, e.line)));
        }
    }
    (out, pieces)
}

fn marks(f: &Facts, block: Block, w: Words, out: &mut String) {
    for m in f.marks.iter().filter(|m| m.block == block) {
        out.push_str(&format!("{} {} {}\n", w.kw(Kw::Review), m.code, quote(&m.note)));
    }
    for (_, note) in f.notes.iter().filter(|(b, _)| *b == block) {
        out.push_str(&format!("# {note}\n"));
    }
}

/// A section and its subsections, paragraphs and subsections in the order written.
fn section(f: &Facts, w: Words, s: &Section, depth: usize, out: &mut String) {
    let indent = "  ".repeat(depth);
    out.push_str(&format!("{indent}{}", w.kw(Kw::Section)));
    if let Some(n) = &s.number {
        out.push_str(&format!(" {n}"));
    }
    if let Some(h) = &s.heading {
        out.push_str(&format!(" {}", quote(h)));
    }
    out.push_str(&format!(" {{ {}\n", comment(w, s.start)));
    let mut items: Vec<(usize, Item<'_>)> = Vec::new();
    for p in &s.body {
        if !f.consumed.contains(&p.line) {
            items.push((p.line, Item::Para(p)));
        }
        // A list of the source stood here (its first row is this line): the draft places its
        // table where it was.
        for (block, line) in &f.lists {
            if p.line == *line {
                if let Some(name) = table_of(*block) {
                    items.push((*line, Item::Table(name)));
                }
            }
        }
    }
    for c in &s.children {
        items.push((c.start, Item::Section(c)));
    }
    items.sort_by_key(|(l, _)| *l);
    for (_, item) in items {
        match item {
            Item::Para(p) => out.push_str(&format!("{indent}  {}\n", prose(f, w, p))),
            Item::Table(name) => out.push_str(&format!("{indent}  \"{{{name}}}\"\n")),
            Item::Section(c) => section(f, w, c, depth + 1, out),
        }
    }
    out.push_str(&format!("{indent}}}\n"));
}

/// What a section holds, in the source's order.
enum Item<'a> {
    Para(&'a Para),
    Table(&'static str),
    Section(&'a Section),
}

/// The placeholder that prints a block's list.
fn table_of(block: Block) -> Option<&'static str> {
    match block {
        Block::Players => Some("players.table"),
        Block::Teams => Some("teams.table"),
        Block::Schedule => Some("schedule.table"),
        _ => None,
    }
}

/// A paragraph as a string: braces doubled, and the figures that became facts replaced by
/// their placeholders when the fact is in the draft.
fn prose(f: &Facts, w: Words, p: &Para) -> String {
    // Each placeholder's range in this paragraph: given, or found by the figure and the words
    // before it.
    let mut places: Vec<(usize, usize, &'static str)> = f
        .placeholders
        .iter()
        .filter(|x| x.line == p.line && fact_present(f, w, x.name))
        .filter_map(|x| match &x.figure {
            None => (x.end <= p.text.len()
                && p.text.is_char_boundary(x.start)
                && p.text.is_char_boundary(x.end))
            .then_some((x.start, x.end, x.name)),
            Some((before, figure)) => {
                let needle = format!("{before}{figure}");
                let at = p
                    .text
                    .find(&needle)
                    .map(|i| i + before.len())
                    .or_else(|| p.text.find(figure.as_str()))?;
                Some((at, at + figure.len(), x.name))
            }
        })
        .collect();
    places.sort_by_key(|x| x.0);
    let mut text = String::new();
    let mut at = 0;
    for (start, end, name) in places {
        if start < at {
            continue;
        }
        text.push_str(&p.text[at..start].replace('{', "{{"));
        text.push_str(&format!("{{{name}}}"));
        at = end;
    }
    text.push_str(&p.text[at..].replace('{', "{{"));
    quote(text.trim())
}

fn fact_present(f: &Facts, w: Words, name: &str) -> bool {
    let starts =
        |b: Block, k: Kw| f.entries.iter().any(|(x, e)| *x == b && e.text.starts_with(w.kw(k)));
    match name {
        "rounds" => f.entries.iter().any(|(b, e)| {
            *b == Block::System && e.text.contains(&format!(" {}", w.kw(Kw::Rounds)))
        }),
        "players.count" => f.stated.iter().any(|(b, _, _)| *b == Block::Players),
        "teams.count" => f.stated.iter().any(|(b, _, _)| *b == Block::Teams),
        "boards" => starts(Block::Composition, Kw::Boards),
        "average_rating" => starts(Block::Claims, Kw::AverageRating),
        "category" => starts(Block::Claims, Kw::Category),
        _ => false,
    }
}
