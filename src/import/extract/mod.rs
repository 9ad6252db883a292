//! The facts a document states, read from its paragraphs and sentences with the prose reader
//! ([`crate::prose`]). Each reader looks for the wording Bulgarian and Ukrainian regulations and
//! announcements use (collected from real documents: the seeds and the tuning part of the corpus
//! of `tests/corpus/`) and records every fact as a value of the model ([`Draft::reg`], a
//! [`Regulation`]) with the source line it came from as its span; what it is unsure of becomes a
//! review mark; what it cannot read stays prose, and where the document mentions a fact the
//! readers could not read, a mark says so (the completeness checks then defer to it).
//!
//! Nothing here writes the language: the draft is printed by the one printer,
//! [`crate::format::print`], so a value the language cannot hold cannot be written at all.

mod event;
mod fees;
mod header;
mod lexicon;
mod people;
mod play;
mod programme;
mod ranking;
pub mod reading;

use super::doc::Document;
use crate::diagnostic::Code;
pub use crate::format::print::Block;
use crate::model::Regulation;
use crate::source::{Span, Spanned};
use crate::vocab::Lang;
use std::collections::BTreeSet;

/// A guess to verify.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mark {
    /// The block the mark is written before.
    pub block: Block,
    /// The review code ([`crate::model::review`]).
    pub code: Code,
    /// What to verify, in the document's language.
    pub note: String,
}

/// A placeholder to write into a paragraph instead of the figure it names.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Placeholder {
    /// The paragraph's line.
    pub line: usize,
    /// Byte range of the figure in the paragraph's text (when `figure` is empty).
    pub start: usize,
    /// End of the range.
    pub end: usize,
    /// The placeholder's name (`rounds`), one of [`crate::model::PLACEHOLDERS`].
    pub name: &'static str,
    /// The figure as written and the words before it (`в ` + `11`), found in the paragraph's
    /// text by the writer, when the reader read a paragraph joined from several lines.
    pub figure: Option<(String, String)>,
}

/// The draft: every fact read, as model values, and what the printer says beside them.
#[derive(Clone, Debug)]
pub struct Draft {
    /// The facts. Every span is the span of the source line the fact was read from, in the
    /// document's lines joined by line breaks ([`Draft::at`]).
    pub reg: Regulation,
    /// The line the title was read from.
    pub title_line: Option<usize>,
    /// The review marks.
    pub marks: Vec<Mark>,
    /// Lines that became facts and are not repeated as prose (table rows, signatures).
    pub consumed: BTreeSet<usize>,
    /// Placeholders to put in the prose.
    pub placeholders: Vec<Placeholder>,
    /// Where the lists of the source stood (players, teams, programme): the line of their first
    /// row, so the draft places `{players.table}` there.
    pub lists: Vec<(Block, usize)>,
    /// What the import inferred with certainty and says so in a comment before the block (`#
    /// the year of the programme is the year of the event's dates`): no guess, so no mark.
    pub notes: Vec<(Block, String)>,
    /// Where each source line starts in the joined text.
    line_starts: Vec<usize>,
}

impl Draft {
    /// An empty draft of a document.
    pub fn new(doc: &Document) -> Draft {
        let mut line_starts = Vec::with_capacity(doc.lines.len());
        let mut at = 0;
        for l in &doc.lines {
            line_starts.push(at);
            at += l.text.len() + 1;
        }
        let reg = Regulation { lang: doc.lang, keyword_lang: doc.lang, ..Regulation::default() };
        Draft {
            reg,
            title_line: None,
            marks: Vec::new(),
            consumed: BTreeSet::new(),
            placeholders: Vec::new(),
            lists: Vec::new(),
            notes: Vec::new(),
            line_starts,
        }
    }

    /// The span of a source line (index), as the facts read from it carry.
    pub fn at(&self, line: usize) -> Span {
        let start = self.line_starts.get(line).copied().unwrap_or(0);
        let end = self.line_starts.get(line + 1).map_or(start + 1, |n| (n - 1).max(start + 1));
        Span::new(start, end)
    }

    /// A value read from a source line.
    pub fn on<T>(&self, value: T, line: usize) -> Spanned<T> {
        Spanned::new(value, self.at(line))
    }

    /// The source line (index) of a fact's span.
    pub fn line_of(&self, span: Span) -> usize {
        self.line_starts.partition_point(|s| *s <= span.start).saturating_sub(1)
    }

    pub(crate) fn mark(&mut self, block: Block, code: Code, note: String) {
        let m = Mark { block, code, note };
        if !self.marks.contains(&m) {
            self.marks.push(m);
        }
    }

    pub(crate) fn note(&mut self, block: Block, text: String) {
        if !self.notes.iter().any(|(b, t)| *b == block && *t == text) {
            self.notes.push((block, text));
        }
    }

    pub(crate) fn placeholder(
        &mut self,
        line: usize,
        start: usize,
        end: usize,
        name: &'static str,
    ) {
        if !self.placeholders.iter().any(|p| p.line == line && p.start < end && start < p.end) {
            self.placeholders.push(Placeholder { line, start, end, name, figure: None });
        }
    }

    /// A placeholder for the figure at `start..end` of a paragraph read from several lines
    /// (`para`), the line it is on being `line`.
    pub(crate) fn placeholder_in_line(
        &mut self,
        line: usize,
        para: &str,
        start: usize,
        end: usize,
        name: &'static str,
    ) {
        let figure = para[start..end].to_string();
        let from = crate::prose::floor_char(para, start.saturating_sub(12));
        let before = para[from..start].rsplit('\n').next().unwrap_or("").to_string();
        if !self.placeholders.iter().any(|p| p.line == line && p.name == name) {
            self.placeholders.push(Placeholder {
                line,
                start: 0,
                end: 0,
                name,
                figure: Some((before, figure)),
            });
        }
    }

    /// Notes where a list of the source stood (its first row's line).
    pub(crate) fn list_at(&mut self, block: Block, line: usize) {
        if !self.lists.iter().any(|(b, _)| *b == block) {
            self.lists.push((block, line));
        }
    }
}

/// Writes the import's messages (review notes, comments) in the document's language.
#[derive(Clone, Copy, Debug)]
pub struct Words {
    /// The language.
    pub lang: Lang,
}

impl Words {
    /// "line 17" in the document's language.
    pub fn line(self, line: usize) -> String {
        match self.lang {
            Lang::Uk => format!("рядок {}", line + 1),
            _ => format!("ред {}", line + 1),
        }
    }

    /// Text for Bulgarian or Ukrainian.
    pub fn say(self, bg: &str, uk: &str) -> String {
        match self.lang {
            Lang::Uk => uk.to_string(),
            _ => bg.to_string(),
        }
    }
}

/// What the readers learnt that later readers use.
#[derive(Clone, Debug, Default)]
pub struct Known {
    /// The event's first and last day.
    pub dates: Option<(jiff::civil::Date, jiff::civil::Date)>,
    /// The year the event is in, when known without its dates (`Разлог 2025`, a programme).
    pub year: Option<i16>,
    /// A team event.
    pub team: bool,
}

/// Reads every fact of a document.
pub fn extract(doc: &Document) -> Draft {
    let w = Words { lang: doc.lang };
    let layout = reading::Layout::new(doc);
    let r = reading::Reading::new(&layout);
    let mut f = Draft::new(doc);
    let mut known = Known::default();
    header::title(doc, &r, w, &mut f);
    event::organisers(&r, w, &mut f);
    event::aim(doc, w, &mut f);
    known.year = programme::year_of(&r);
    known.dates = event::dates(&r, w, &known, &mut f);
    event::venue(&r, w, &mut f);
    known.team = play::is_team(&r, &f);
    play::system(&r, w, &known, &mut f);
    play::participants(doc, w, &known, &mut f);
    play::composition(doc, w, &mut f);
    play::time_control(&r, w, &mut f);
    programme::schedule(&r, w, &known, &mut f);
    ranking::ranking(doc, &r, w, &known, &mut f);
    people::validity_and_claims(&r, w, &mut f);
    // Signatures first: a signature line names the chief arbiter with the category.
    people::signatures(doc, w, &mut f);
    people::officials(&r, w, &mut f);
    people::appeals(doc, w, &mut f);
    people::prizes(doc, w, &mut f);
    fees::fees(&r, w, &mut f);
    f
}
