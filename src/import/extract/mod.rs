//! The facts a document states, read from its sections and sentences. Each reader looks for the
//! wording Bulgarian and Ukrainian regulations use (collected from real regulations: the seeds
//! and the pages cited in `tests/data/import/SOURCES.md`) and records, for every fact, the line
//! it came from; what it is unsure of becomes a review mark; what it cannot read stays prose.
//!
//! Facts are kept as statements already spelled in the document's keyword language, so the
//! writer only arranges them.

mod event;
mod lexicon;
mod people;
mod play;
mod ranking;

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
    /// Byte range of the figure in the paragraph's text.
    pub start: usize,
    /// End of the range.
    pub end: usize,
    /// The placeholder's name (`rounds`).
    pub name: &'static str,
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
            self.placeholders.push(Placeholder { line, start, end, name });
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

/// Reads every fact of a document.
pub fn extract(doc: &Document) -> Facts {
    let w = Words { lang: doc.lang };
    let mut f = Facts::default();
    event::header(doc, w, &mut f);
    let dates = event::event(doc, w, &mut f);
    play::system(doc, w, &mut f);
    play::participants(doc, w, &mut f);
    play::composition(doc, w, &mut f);
    play::time_control(doc, w, &mut f);
    play::schedule(doc, w, dates, &mut f);
    ranking::ranking(doc, w, &mut f);
    people::validity_and_claims(doc, w, &mut f);
    people::officials(doc, w, &mut f);
    people::appeals(doc, w, &mut f);
    people::prizes(doc, w, &mut f);
    people::signatures(doc, w, &mut f);
    f
}
