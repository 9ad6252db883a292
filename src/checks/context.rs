//! What every rule reads: the regulation, and what is read from its texts once for all rules.
//!
//! About twenty rules compare prose with facts or look at how text is written, and each of them
//! used to split every paragraph into words, numbers and counted nouns again. [`Context`] holds
//! the texts of the file ([`Context::texts`], [`Context::prose`], [`Context::paragraphs`]) with those readings computed on
//! first use and kept for the other rules ([`Text`]). It dereferences to the [`Regulation`], so a
//! rule reads facts as `reg.event`.

use crate::checks::facts;
use crate::model::{Paragraph, Regulation};
use crate::prose;
use crate::source::Spanned;
use std::cell::OnceCell;
use std::collections::HashMap;
use std::ops::Deref;

/// The regulation being checked and the shared readings of its texts.
pub struct Context<'a> {
    reg: &'a Regulation,
    texts: OnceCell<Texts<'a>>,
}

/// The file's texts, each once, and the two lists the rules walk.
struct Texts<'a> {
    entries: Vec<Text<'a>>,
    all: Vec<usize>,
    prose: Vec<usize>,
    index: HashMap<*const Spanned<String>, usize>,
}

impl<'a> Texts<'a> {
    fn new(reg: &'a Regulation) -> Self {
        let mut texts = Texts {
            entries: Vec::new(),
            all: Vec::new(),
            prose: Vec::new(),
            index: HashMap::new(),
        };
        for t in facts::all_texts(reg) {
            let i = texts.entry(t);
            texts.all.push(i);
        }
        for t in facts::prose_texts(reg) {
            let i = texts.entry(t);
            texts.prose.push(i);
        }
        texts
    }

    fn entry(&mut self, spanned: &'a Spanned<String>) -> usize {
        *self.index.entry(spanned as *const _).or_insert_with(|| {
            self.entries.push(Text::new(spanned));
            self.entries.len() - 1
        })
    }
}

impl<'a> Context<'a> {
    /// The context for one regulation; nothing is read before a rule asks.
    pub fn new(reg: &'a Regulation) -> Self {
        Context { reg, texts: OnceCell::new() }
    }

    /// The regulation.
    pub fn regulation(&self) -> &'a Regulation {
        self.reg
    }

    fn store(&self) -> &Texts<'a> {
        self.texts.get_or_init(|| Texts::new(self.reg))
    }

    /// Every text the file holds, as [`facts::all_texts`] lists them.
    pub fn texts(&self) -> impl Iterator<Item = &Text<'a>> {
        let store = self.store();
        store.all.iter().map(|&i| &store.entries[i])
    }

    /// The prose (title, section titles and paragraphs), as [`facts::prose_texts`] lists them.
    pub fn prose(&self) -> impl Iterator<Item = &Text<'a>> {
        let store = self.store();
        store.prose.iter().map(|&i| &store.entries[i])
    }

    /// Every paragraph of the sections, in order ([`facts::paragraphs`]), with its readings.
    pub fn paragraphs(&self) -> Vec<(&'a Paragraph, &Text<'a>)> {
        facts::paragraphs(self.reg)
            .into_iter()
            .filter_map(|p| Some((p, self.text(&p.text)?)))
            .collect()
    }

    /// The shared readings of one of the file's texts (`None` for a text the file does not
    /// hold, such as a copy).
    pub fn text(&self, spanned: &Spanned<String>) -> Option<&Text<'a>> {
        let store = self.store();
        store.index.get(&(spanned as *const _)).map(|&i| &store.entries[i])
    }
}

impl Deref for Context<'_> {
    type Target = Regulation;

    fn deref(&self) -> &Regulation {
        self.reg
    }
}

/// One text of the file with its one reading ([`prose::Reading`]): the values the rules read
/// from it, each read once.
pub struct Text<'a> {
    /// The text and its span.
    pub spanned: &'a Spanned<String>,
    reading: prose::Reading<'a>,
}

impl<'a> Text<'a> {
    fn new(spanned: &'a Spanned<String>) -> Self {
        Text { spanned, reading: prose::Reading::new(&spanned.value) }
    }

    /// The text.
    pub fn as_str(&self) -> &'a str {
        &self.spanned.value
    }

    /// The text's reading: its tokens, sentences and every value it states.
    pub fn reading(&self) -> &prose::Reading<'a> {
        &self.reading
    }

    /// The text in lowercase ([`prose::chars::lowercase`]; its byte offsets are the text's only
    /// when lowercasing kept the length, as it does for ASCII and Cyrillic).
    pub fn lower(&self) -> &str {
        self.reading.lower()
    }

    /// Every number in the text ([`prose::numbers`]).
    pub fn numbers(&self) -> &[prose::Number] {
        self.reading.numbers()
    }

    /// Every number followed by a word ([`prose::counted`]).
    pub fn counted(&self) -> &[prose::Counted<'a>] {
        self.reading.counted()
    }

    /// Every date range in the text ([`prose::ranges`]).
    pub fn ranges(&self) -> &[prose::Range] {
        self.reading.ranges()
    }
}

impl Deref for Text<'_> {
    type Target = Spanned<String>;

    fn deref(&self) -> &Spanned<String> {
        self.spanned
    }
}
