//! The facts a document states, read from its paragraphs and sentences with the prose reader
//! ([`crate::prose`]). Each reader looks for the wording Bulgarian and Ukrainian regulations and
//! announcements use (collected from real documents: the seeds and the corpus of
//! `tests/corpus/`) and records, for every fact, the line it came from; what it is unsure of
//! becomes a review mark; what it cannot read stays prose, and where the document mentions a
//! fact the readers could not read, a mark says so (the completeness checks then defer to it).
//!
//! Facts are kept as statements already spelled in the document's keyword language, so the
//! writer only arranges them.

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
use crate::model::keywords::Kw;
use crate::vocab::Lang;
use std::collections::BTreeSet;

pub use lexicon::quote;

/// Which block a fact belongs to, in the order the draft writes them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Block {
    /// The `regulation` header.
    Header,
    /// `event { … }`.
    Event,
    /// The `system` statement (and its block).
    System,
    /// `players { … }`.
    Players,
    /// `teams { … }`.
    Teams,
    /// `team-composition { … }`.
    Composition,
    /// `time-control { … }`.
    TimeControl,
    /// `schedule { … }`.
    Schedule,
    /// `ranking { … }`.
    Ranking,
    /// `subclassification … { … }` statements.
    Subclassification,
    /// `validity { … }`.
    Validity,
    /// `claims { … }`.
    Claims,
    /// `officials { … }`.
    Officials,
    /// `appeals { … }`.
    Appeals,
    /// `prizes { … }`.
    Prizes,
    /// `signature` statements.
    Signatures,
}

/// One fact: a statement in the document's keyword language and the line it came from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    /// The statement (`период 90 мин ходове 40`), without indentation.
    pub text: String,
    /// The source line (index into the document's lines).
    pub line: usize,
}

/// A guess to verify.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mark {
    /// The block the mark is written before.
    pub block: Block,
    /// The import code.
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
    /// The placeholder's name (`rounds`).
    pub name: &'static str,
    /// The figure as written and the words before it (`в ` + `11`), found in the paragraph's
    /// text by the writer, when the reader read a paragraph joined from several lines.
    pub figure: Option<(String, String)>,
}

/// Everything extracted.
#[derive(Clone, Debug, Default)]
pub struct Facts {
    /// The title and its line.
    pub title: Option<(String, Option<usize>)>,
    /// The edition and its line.
    pub edition: Option<(u32, usize)>,
    /// Statements by block (the `system` statement is the first of [`Block::System`], the
    /// `players`/`teams` heads are in [`Facts::stated`]).
    pub entries: Vec<(Block, Entry)>,
    /// `players stated N` / `teams stated N`, with its line.
    pub stated: Vec<(Block, u32, usize)>,
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
}

impl Facts {
    pub(crate) fn add(&mut self, block: Block, text: String, line: usize) {
        let e = Entry { text, line };
        if !self.entries.iter().any(|(b, x)| *b == block && x.text == e.text) {
            self.entries.push((block, e));
        }
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

    pub(crate) fn has(&self, block: Block) -> bool {
        self.entries.iter().any(|(b, _)| *b == block)
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
        _line_start: usize,
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

/// Spells keywords in the document's language.
#[derive(Clone, Copy, Debug)]
pub struct Words {
    /// The language.
    pub lang: Lang,
}

impl Words {
    /// The keyword's spelling.
    pub fn kw(self, k: Kw) -> &'static str {
        k.spelling(self.lang)
    }

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
pub fn extract(doc: &Document) -> Facts {
    let w = Words { lang: doc.lang };
    let r = reading::Reading::new(doc);
    let mut f = Facts::default();
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
    people::validity_and_claims(&r, w, &f.clone(), &mut f);
    // Signatures first: a signature line names the chief arbiter with the category.
    people::signatures(doc, w, &mut f);
    people::officials(&r, w, &mut f);
    people::appeals(doc, w, &mut f);
    people::prizes(doc, w, &mut f);
    fees::fees(&r, w, &mut f);
    f
}
