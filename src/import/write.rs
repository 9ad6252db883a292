//! The draft written: the facts of the document as the model holds them ([`Draft::reg`]), the
//! review marks before the blocks they are about, a comment after every fact naming the source
//! line it was read from, and every section of the document verbatim as prose (figures that
//! became facts replaced by their placeholders, lists that became facts by their table), printed
//! by the one printer of the language ([`crate::format::print`]). The import writes no
//! statement itself, so a draft always reads back as written.

use super::doc::{Document, Para, Section as DocSection};
use super::extract::{Block, Draft, Words};
use super::Imported;
use crate::format::print::{print, Notes};
use crate::model::{Paragraph, Regulation, Review, Section, SectionItem};
use crate::source::{Span, Spanned};

/// Writes the draft of a document.
pub fn write(doc: &Document, mut draft: Draft) -> Imported {
    let w = Words { lang: doc.lang };
    draft.reg.sections = sections(doc, &draft);
    let marks = draft.marks.len();
    draft.reg.reviews = draft
        .marks
        .iter()
        .enumerate()
        .map(|(i, m)| Review {
            code: Spanned::new(m.code.as_str().to_string(), Span::new(i, i)),
            note: Some(Spanned::new(m.note.clone(), Span::new(i, i))),
            fact: None,
            span: Span::new(i, i),
        })
        .collect();
    let facts = count(&draft.reg);
    let text = print(&draft.reg, &DraftNotes { draft: &draft, w });
    Imported { text, lang: doc.lang, facts, marks }
}

/// What the printer writes beside the facts: the source line of each, the import's notes and
/// where its marks go.
struct DraftNotes<'a> {
    draft: &'a Draft,
    w: Words,
}

impl Notes for DraftNotes<'_> {
    fn comment(&self, span: Span) -> Option<String> {
        // Facts carry their source line's span; sections and marks carry none.
        (span.end > span.start).then(|| self.w.line(self.draft.line_of(span)))
    }

    fn before(&self, block: Block) -> Vec<String> {
        self.draft.notes.iter().filter(|(b, _)| *b == block).map(|(_, t)| t.clone()).collect()
    }

    fn place(&self, index: usize, _review: &Review) -> Block {
        self.draft.marks.get(index).map_or(Block::Header, |m| m.block)
    }

    fn preamble(&self) -> Vec<String> {
        vec![self.w.say(
            "Чернова, внесена от документ. Всеки ред „провери“ отбелязва предположение: сравнете\n\
             факта с документа и изтрийте реда, когато е верен. Коментарите сочат реда на документа.",
            "Чернетка, імпортована з документа. Кожен рядок «перевір» позначає припущення: порівняйте\n\
             факт із документом і видаліть рядок, коли він правильний. Коментарі вказують рядок документа.",
        )]
    }
}

/// The facts a draft states: one for each statement the printer writes outside the prose.
fn count(reg: &Regulation) -> usize {
    let ev = &reg.event;
    let event = [
        !ev.organisers.is_empty(),
        !ev.co_organisers.is_empty(),
        ev.aim.is_some(),
        ev.city.is_some(),
        ev.venue.is_some(),
        ev.address.is_some(),
        ev.dates.is_some(),
        ev.arrival.is_some(),
        ev.departure.is_some(),
        ev.name.is_some(),
    ]
    .iter()
    .filter(|x| **x)
    .count()
        + ev.entry_fees.len();
    let players =
        reg.players.as_ref().map_or(0, |p| p.list.len() + usize::from(p.stated.is_some()));
    let teams = reg.teams.as_ref().map_or(0, |t| t.list.len() + usize::from(t.stated.is_some()));
    let tc = reg.time_control.as_ref().map_or(0, |t| {
        t.periods.len()
            + [
                t.increment_seconds.is_some(),
                t.default_minutes.is_some(),
                t.clock.is_some(),
                t.quickplay_finish.is_some(),
                t.no_draw_before.is_some(),
                t.scoresheet.is_some(),
            ]
            .iter()
            .filter(|x| **x)
            .count()
    });
    let ranking = reg.ranking.as_ref().map_or(0, |r| {
        usize::from(!r.tiebreaks.is_empty())
            + usize::from(r.match_points.is_some())
            + usize::from(r.computed_by.is_some())
            + r.when_tied.len()
            + usize::from(!r.playoff.is_empty() || r.playoff_start_minutes.is_some())
    });
    let validity = reg.validity.as_ref().map_or(0, |v| {
        usize::from(!v.rated.is_empty())
            + usize::from(v.qualification.is_some())
            + usize::from(v.relegated.is_some())
    });
    let claims = usize::from(reg.claims.average_rating.is_some())
        + usize::from(reg.claims.category.is_some())
        + reg.claims.norms.len();
    let appeals = reg.appeals.as_ref().map_or(0, |a| {
        [
            a.chair.is_some(),
            !a.members.is_empty(),
            !a.reserves.is_empty(),
            a.stated_size.is_some(),
            a.deadline.is_some(),
            a.fee.is_some(),
            a.refund_if_upheld.is_some(),
            a.final_decision.is_some(),
        ]
        .iter()
        .filter(|x| **x)
        .count()
    });
    let composition = reg.team_rules.as_ref().map_or(0, |r| {
        [
            r.boards.is_some(),
            r.reserves.is_some(),
            r.minimum_present.is_some(),
            r.board_order.is_some(),
            r.lineup_deadline_minutes.is_some(),
        ]
        .iter()
        .filter(|x| **x)
        .count()
            + r.foreign_limits.len()
    });
    event
        + usize::from(reg.edition.is_some())
        + usize::from(reg.system.is_some())
        + players
        + teams
        + composition
        + tc
        + reg.schedule.len()
        + ranking
        + reg.subclassifications.len()
        + validity
        + claims
        + reg.officials.len()
        + appeals
        + reg.prizes.len()
        + reg.signatures.len()
}

/// The prose: the heading lines, then every section.
fn sections(doc: &Document, draft: &Draft) -> Vec<Section> {
    let mut out = Vec::new();
    let preamble: Vec<&Para> =
        doc.preamble.iter().filter(|p| !draft.consumed.contains(&p.line)).collect();
    if !preamble.is_empty() {
        let mut s = empty(draft.at(preamble[0].line), None, None);
        for p in preamble {
            paragraph(&mut s, prose(draft, p), draft.at(p.line));
        }
        out.push(s);
    }
    for s in &doc.sections {
        out.push(section(draft, s));
    }
    out
}

fn empty(span: Span, number: Option<Spanned<String>>, title: Option<Spanned<String>>) -> Section {
    Section {
        number,
        title,
        paragraphs: Vec::new(),
        subsections: Vec::new(),
        items: Vec::new(),
        span,
    }
}

fn paragraph(s: &mut Section, text: String, span: Span) {
    let placeholders = crate::model::placeholders_in(&text)
        .into_iter()
        .map(|name| Spanned::new(name.to_string(), span))
        .collect();
    s.items.push(SectionItem::Paragraph(s.paragraphs.len()));
    s.paragraphs.push(Paragraph { text: Spanned::new(text, span), placeholders });
}

/// A section of the document and its subsections, paragraphs and lists in the order written.
fn section(draft: &Draft, s: &DocSection) -> Section {
    let span = draft.at(s.start);
    let number = s.number.as_ref().filter(|n| crate::model::is_section_number(n));
    let mut out = empty(
        span,
        number.map(|n| Spanned::new(n.clone(), span)),
        s.heading.as_ref().map(|h| Spanned::new(h.clone(), span)),
    );
    enum Item<'a> {
        Para(&'a Para),
        Table(&'static str),
        Section(&'a DocSection),
    }
    let mut items: Vec<(usize, Item<'_>)> = Vec::new();
    for p in &s.body {
        if !draft.consumed.contains(&p.line) {
            items.push((p.line, Item::Para(p)));
        }
        // A list of the source stood here (its first row is this line): the draft places its
        // table where it was.
        for (block, line) in &draft.lists {
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
    for (line, item) in items {
        match item {
            Item::Para(p) => paragraph(&mut out, prose(draft, p), draft.at(p.line)),
            Item::Table(name) => paragraph(&mut out, format!("{{{name}}}"), draft.at(line)),
            Item::Section(c) => {
                out.items.push(SectionItem::Subsection(out.subsections.len()));
                out.subsections.push(section(draft, c));
            }
        }
    }
    out
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

/// A paragraph's text with its opening braces doubled and the figures that became facts replaced by
/// their placeholders when the fact is in the draft.
fn prose(draft: &Draft, p: &Para) -> String {
    // Each placeholder's range in this paragraph: given, or found by the figure and the words
    // before it.
    let mut places: Vec<(usize, usize, &'static str)> = draft
        .placeholders
        .iter()
        .filter(|x| x.line == p.line && fact_present(&draft.reg, x.name))
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
    text.trim().to_string()
}

/// True when the fact a placeholder names is in the draft.
fn fact_present(reg: &Regulation, name: &str) -> bool {
    match name {
        "rounds" => reg.system.as_ref().is_some_and(|s| s.rounds.is_some()),
        "players.count" => reg.players.as_ref().is_some_and(|p| p.stated.is_some()),
        "teams.count" => reg.teams.as_ref().is_some_and(|t| t.stated.is_some()),
        "boards" => reg.team_rules.as_ref().is_some_and(|r| r.boards.is_some()),
        "average_rating" => reg.claims.average_rating.is_some(),
        "category" => reg.claims.category.is_some(),
        _ => false,
    }
}
