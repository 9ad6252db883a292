//! The one printer of the language: a typed regulation ([`Regulation`]) written as a file, in the
//! keyword language the regulation names ([`Regulation::keyword_lang`]), laid out as `fmt` lays
//! a file out. Whatever the model holds is written in a form the syntax and model stages read
//! back to the same values (`lower(parse(print(reg)))` equals `reg` but for the spans; a test
//! holds every regulation of the repository to it), so a program that builds a regulation as
//! values — `reglament import` — never writes a statement of the language as a string.
//!
//! Comments and the place of review marks are not facts: a caller that has them (the import:
//! the source line of each fact, what it inferred with certainty) gives them through [`Notes`].

use crate::model::keywords::Kw;
use crate::model::*;
use crate::source::{SourceFile, Span, Spanned};
use crate::vocab::tiebreak::{TieBreak, TieBreakKind};
use crate::vocab::Lang;

/// The top-level statements, in the order the printer writes them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Block {
    /// The `regulation` header (and `edition`, `title-block`).
    Header,
    /// `event { … }`.
    Event,
    /// `system …`.
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
    /// `subclassification … { … }`.
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
    /// The prose sections.
    Sections,
    /// `signature` statements.
    Signatures,
}

/// What a printed file says beside its facts: comments and where review marks stand. Every
/// method has a default that says nothing, so printing a model alone gives its facts alone.
pub trait Notes {
    /// A comment written after the statement whose first fact is at `span` (without the `#`).
    fn comment(&self, _span: Span) -> Option<String> {
        None
    }

    /// Comment lines written before a block (without the `#`).
    fn before(&self, _block: Block) -> Vec<String> {
        Vec::new()
    }

    /// The block a review mark (`reg.reviews[index]`) is written before when its fact is not
    /// one the printer writes (a mark about something the document mentions and no statement
    /// holds).
    fn place(&self, _index: usize, _review: &Review) -> Block {
        Block::Header
    }

    /// Comment lines at the head of the file, before the header (without the `#`).
    fn preamble(&self) -> Vec<String> {
        Vec::new()
    }
}

/// No comments at all.
pub struct Plain;

impl Notes for Plain {}

/// A string value: `"…"`, or raw `"""…"""` when the text holds `"` or `\`, or escaped when even
/// that cannot hold it.
pub fn string(text: &str) -> String {
    if !text.contains(['"', '\\']) {
        return format!("\"{text}\"");
    }
    if !text.contains("\"\"\"") && !text.ends_with('"') {
        return format!("\"\"\"{text}\"\"\"");
    }
    let escaped = text.replace('\\', "\\\\").replace('"', "\\\"");
    format!("\"{escaped}\"")
}

/// True when `text` is read back as one word (a keyword-like token), not as a string.
fn is_word(text: &str) -> bool {
    let mut chars = text.chars();
    let Some(first) = chars.next() else { return false };
    (first.is_alphabetic() || first == '_')
        && text.chars().all(|c| {
            c.is_alphanumeric() || matches!(c, '-' | '.' | '/' | '_' | ':' | '+' | '\'' | '’')
        })
}

/// A value written as a word when it reads back as one, else as a string (both lower to the
/// same text where the language takes either).
fn word_or_string(text: &str) -> String {
    if is_word(text) {
        text.to_string()
    } else {
        string(text)
    }
}

/// Writes a regulation as a file, laid out as `fmt` lays it out.
pub fn print(reg: &Regulation, notes: &dyn Notes) -> String {
    let mut p =
        Printer { reg, notes, lang: reg.keyword_lang, out: String::new(), done: Vec::new() };
    p.document();
    let text = p.out;
    // The layout (aligned columns) is `fmt`'s; what the printer writes always parses, so the
    // fallback is only there for a printer bug, which the round-trip test would show.
    crate::format::format(&SourceFile::new("print.rgl", text.as_str(), "UTF-8")).unwrap_or(text)
}

struct Printer<'a> {
    reg: &'a Regulation,
    notes: &'a dyn Notes,
    lang: Lang,
    out: String,
    /// The reviews already written (indices into `reg.reviews`).
    done: Vec<usize>,
}

/// One statement being written: its words and the spans of the facts it holds.
#[derive(Default)]
struct Stmt {
    words: Vec<String>,
    facts: Vec<Span>,
}

impl Stmt {
    fn push(&mut self, w: impl Into<String>) -> &mut Self {
        self.words.push(w.into());
        self
    }

    fn fact<T>(&mut self, v: &Spanned<T>) -> &mut Self {
        self.facts.push(v.span);
        self
    }
}

impl Printer<'_> {
    fn kw(&self, k: Kw) -> &'static str {
        k.spelling(self.lang)
    }

    /// The reviews about a fact among `spans`, not yet written.
    fn reviews_about(&self, spans: &[Span]) -> Vec<usize> {
        self.reg
            .reviews
            .iter()
            .enumerate()
            .filter(|(i, r)| {
                let holds = |f: Span| {
                    spans.iter().any(|s| s.end > s.start && s.start <= f.start && f.end <= s.end)
                };
                !self.done.contains(i) && r.fact.is_some_and(holds)
            })
            .map(|(i, _)| i)
            .collect()
    }

    fn review(&mut self, i: usize) {
        self.done.push(i);
        let r = &self.reg.reviews[i];
        let mut line = format!("{} {}", self.kw(Kw::Review), word_or_string(&r.code.value));
        if let Some(n) = &r.note {
            line.push(' ');
            line.push_str(&string(&n.value));
        }
        self.out.push_str(&line);
        self.out.push('\n');
    }

    /// The block's comment lines and the reviews placed before it.
    fn before(&mut self, block: Block, facts: &[Span]) {
        for c in self.notes.before(block) {
            for l in c.lines() {
                self.out.push_str(&format!("# {l}\n"));
            }
        }
        let placed: Vec<usize> = self
            .reg
            .reviews
            .iter()
            .enumerate()
            .filter(|(i, r)| {
                !self.done.contains(i) && r.fact.is_none() && self.notes.place(*i, r) == block
            })
            .map(|(i, _)| i)
            .collect();
        for i in placed.into_iter().chain(self.reviews_about(facts)) {
            if !self.done.contains(&i) {
                self.review(i);
            }
        }
    }

    /// Writes a statement at `indent` with its comment.
    fn line(&mut self, indent: usize, s: &Stmt, open: bool) {
        self.out.push_str(&"  ".repeat(indent));
        self.out.push_str(&s.words.join(" "));
        if open {
            self.out.push_str(" {");
        }
        if let Some(c) = s.facts.first().and_then(|f| self.notes.comment(*f)) {
            self.out.push_str(" # ");
            self.out.push_str(&c.replace('\n', " "));
        }
        self.out.push('\n');
    }

    /// A top-level block: its head, its statements, its end; nothing when it holds nothing.
    fn block(&mut self, block: Block, head: Stmt, body: Vec<Stmt>) {
        let all: Vec<Span> =
            head.facts.iter().chain(body.iter().flat_map(|s| s.facts.iter())).copied().collect();
        self.out.push('\n');
        self.before(block, &all);
        // A head that holds no value (`event {`) carries no comment: its statements do.
        let head = if head.words.len() > 1 { head } else { Stmt { facts: Vec::new(), ..head } };
        self.line(0, &head, true);
        for s in &body {
            self.line(1, s, false);
        }
        self.out.push_str("}\n");
    }

    fn document(&mut self) {
        let reg = self.reg;
        for c in self.notes.preamble() {
            for l in c.lines() {
                self.out.push_str(&format!("# {l}\n"));
            }
        }
        let mut head = Stmt::default();
        head.push(self.kw(Kw::Regulation)).push(string(&reg.title.value)).fact(&reg.title);
        head.push(self.kw(Kw::LangKw)).push(reg.lang.code());
        if let Some(e) = &reg.edition {
            head.push(self.kw(Kw::Edition)).push(e.value.to_string()).fact(e);
        }
        self.line(0, &head, false);
        self.before(Block::Header, &head.facts);
        if !reg.title_block.is_empty() {
            let lines: Vec<String> = reg.title_block.iter().map(|l| string(&l.value)).collect();
            self.out.push_str(&format!("{} {{\n", self.kw(Kw::TitleBlock)));
            for l in lines {
                self.out.push_str(&format!("  {l}\n"));
            }
            self.out.push_str("}\n");
        }
        for a in &reg.allows {
            let mut s = Stmt::default();
            s.push(self.kw(Kw::Allow)).push(word_or_string(&a.code.value));
            if let Some(r) = &a.reason {
                s.push(string(&r.value));
            }
            self.line(0, &s, false);
        }
        self.event();
        self.system();
        self.players();
        self.teams();
        self.composition();
        self.time_control();
        self.schedule();
        self.ranking();
        self.subclassifications();
        self.validity();
        self.claims();
        self.officials();
        self.appeals();
        self.prizes();
        self.sections();
        self.signatures();
        // Marks about facts no statement holds stand at the end, so none is lost.
        let left: Vec<usize> = (0..reg.reviews.len()).filter(|i| !self.done.contains(i)).collect();
        if !left.is_empty() {
            self.out.push('\n');
            for i in left {
                self.review(i);
            }
        }
    }

    /// A time in minutes, in whole hours where it is (`1 ч`, `90 мин`).
    fn minutes(&self, s: &mut Stmt, minutes: u32) {
        if minutes >= 60 && minutes % 60 == 0 {
            s.push((minutes / 60).to_string()).push(self.kw(Kw::Hours));
        } else {
            s.push(minutes.to_string()).push(self.kw(Kw::Minutes));
        }
    }

    fn money(&self, s: &mut Stmt, m: &Spanned<Money>) {
        s.push(m.value.amount.to_string()).push(m.value.currency.clone()).fact(m);
    }

    fn event(&mut self) {
        let ev = &self.reg.event;
        let mut body = Vec::new();
        if let Some(n) = &ev.name {
            let mut s = Stmt::default();
            s.push(self.kw(Kw::Name)).push(string(&n.value)).fact(n);
            body.push(s);
        }
        if !ev.organisers.is_empty() {
            let mut s = Stmt::default();
            s.push(self.kw(Kw::Organiser));
            for o in &ev.organisers {
                s.push(string(&o.value)).fact(o);
            }
            body.push(s);
        }
        if !ev.co_organisers.is_empty() {
            let mut s = Stmt::default();
            s.push(self.kw(Kw::CoOrganiser));
            for o in &ev.co_organisers {
                s.push(string(&o.value)).fact(o);
            }
            body.push(s);
        }
        let strings: [(Kw, &Option<Spanned<String>>); 5] = [
            (Kw::Aim, &ev.aim),
            (Kw::City, &ev.city),
            (Kw::Venue, &ev.venue),
            (Kw::Address, &ev.address),
            (Kw::Approved, &ev.approved),
        ];
        for (k, v) in strings {
            if let Some(v) = v {
                let mut s = Stmt::default();
                s.push(self.kw(k)).push(string(&v.value)).fact(v);
                body.push(s);
            }
        }
        if let Some(d) = &ev.dates {
            let mut s = Stmt::default();
            s.push(self.kw(Kw::Dates)).push(format!("{}..{}", d.value.0, d.value.1)).fact(d);
            body.push(s);
        }
        for (k, v) in [(Kw::Arrival, &ev.arrival), (Kw::Departure, &ev.departure)] {
            if let Some(v) = v {
                let mut s = Stmt::default();
                s.push(self.kw(k)).push(v.value.to_string()).fact(v);
                body.push(s);
            }
        }
        if let Some(c) = &ev.country {
            let mut s = Stmt::default();
            s.push(self.kw(Kw::Country)).push(word_or_string(&c.value)).fact(c);
            body.push(s);
        }
        for fee in &ev.entry_fees {
            let mut s = Stmt::default();
            s.push(self.kw(Kw::EntryFee));
            self.money(&mut s, &fee.amount);
            if let Some(w) = &fee.who {
                s.push(string(&w.value));
            }
            body.push(s);
        }
        if !body.is_empty() {
            let mut head = Stmt::default();
            head.push(self.kw(Kw::Event));
            self.block(Block::Event, head, body);
        } else {
            self.before(Block::Event, &[]);
        }
    }

    fn system(&mut self) {
        let Some(sys) = &self.reg.system else {
            self.before(Block::System, &[]);
            return;
        };
        let mut s = Stmt::default();
        s.facts.push(sys.span);
        s.push(self.kw(Kw::System));
        s.push(self.kw(match sys.competitors {
            Competitors::Individual => Kw::Individual,
            Competitors::Team => Kw::Team,
        }));
        if let Some(f) = &sys.format {
            s.push(self.kw(match f.value {
                Format::RoundRobin => Kw::RoundRobin,
                Format::DoubleRoundRobin => Kw::DoubleRoundRobin,
                Format::Swiss => Kw::Swiss,
            }))
            .fact(f);
        }
        if let Some(r) = &sys.rounds {
            // `7 кръга`, `9 турів`: the count before the word, as the languages say it.
            let word = match (self.lang, r.value % 10, r.value % 100) {
                // Ukrainian counts 2–4 (not 12–14) `тури`, the rest `турів`.
                (Lang::Uk, 2..=4, x) if !(12..=14).contains(&x) => "тури",
                (Lang::Uk, _, _) => "турів",
                _ => self.kw(Kw::Rounds),
            };
            s.push(r.value.to_string()).push(word).fact(r);
        }
        let mut body = Vec::new();
        for (k, v) in [(Kw::Lots, &sys.lots), (Kw::Software, &sys.software)] {
            if let Some(v) = v {
                let mut b = Stmt::default();
                b.push(self.kw(k)).push(string(&v.value)).fact(v);
                body.push(b);
            }
        }
        self.out.push('\n');
        let all: Vec<Span> =
            s.facts.iter().chain(body.iter().flat_map(|b| b.facts.iter())).copied().collect();
        self.before(Block::System, &all);
        if body.is_empty() {
            self.line(0, &s, false);
        } else {
            self.line(0, &s, true);
            for b in &body {
                self.line(1, b, false);
            }
            self.out.push_str("}\n");
        }
    }

    fn player(&self, p: &Player) -> Stmt {
        let mut s = Stmt::default();
        s.push(p.number.value.to_string()).fact(&p.number);
        if let Some(t) = &p.title {
            s.push(format!("{:?}", t.value));
        }
        s.push(string(&p.name.value)).fact(&p.name);
        if let Some(r) = &p.rating {
            s.push(r.value.to_string());
        }
        if let Some(c) = &p.club {
            s.push(self.kw(Kw::Club)).push(string(&c.value));
        }
        if let Some(f) = &p.federation {
            s.push(self.kw(Kw::Fed)).push(string(&f.value));
        }
        if let Some(id) = &p.fide_id {
            s.push(self.kw(Kw::FideId)).push(id.value.to_string());
        }
        if let Some(x) = &p.sex {
            s.push(self.kw(Kw::Sex)).push(match x.value {
                Sex::M => "m",
                Sex::W => "w",
            });
        }
        if let Some(b) = &p.born {
            s.push(self.kw(Kw::Born)).push(b.value.to_string());
        }
        s
    }

    fn stated_head(&self, kw: Kw, stated: &Option<Spanned<u32>>, span: Span) -> Stmt {
        let mut head = Stmt::default();
        head.push(self.kw(kw));
        match stated {
            Some(n) => {
                head.push(self.kw(Kw::Stated)).push(n.value.to_string()).fact(n);
            }
            None => head.facts.push(span),
        }
        head
    }

    fn players(&mut self) {
        let Some(players) = &self.reg.players else {
            self.before(Block::Players, &[]);
            return;
        };
        let head = self.stated_head(Kw::Players, &players.stated, players.span);
        let body: Vec<Stmt> = players.list.iter().map(|p| self.player(p)).collect();
        self.block(Block::Players, head, body);
    }

    fn teams(&mut self) {
        let Some(teams) = &self.reg.teams else {
            self.before(Block::Teams, &[]);
            return;
        };
        let head = self.stated_head(Kw::Teams, &teams.stated, teams.span);
        let all: Vec<Span> = head.facts.clone();
        self.out.push('\n');
        self.before(Block::Teams, &all);
        self.line(0, &head, true);
        for t in &teams.list {
            let mut s = Stmt::default();
            s.push(t.number.value.to_string()).fact(&t.number);
            s.push(string(&t.name.value)).fact(&t.name);
            if let Some(c) = &t.city {
                s.push(self.kw(Kw::City)).push(string(&c.value));
            }
            let open = !t.players.is_empty() || !t.reserves.is_empty();
            self.line(1, &s, open);
            if open {
                for p in &t.players {
                    let ps = self.player(p);
                    self.line(2, &ps, false);
                }
                for p in &t.reserves {
                    let mut ps = self.player(p);
                    ps.words.insert(0, self.kw(Kw::Reserve).to_string());
                    self.line(2, &ps, false);
                }
                self.out.push_str("  }\n");
            }
        }
        self.out.push_str("}\n");
    }

    fn composition(&mut self) {
        let Some(r) = &self.reg.team_rules else {
            self.before(Block::Composition, &[]);
            return;
        };
        let mut body = Vec::new();
        for (k, v) in [
            (Kw::Boards, &r.boards),
            (Kw::Reserves, &r.reserves),
            (Kw::MinimumPresent, &r.minimum_present),
        ] {
            if let Some(v) = v {
                let mut s = Stmt::default();
                s.push(self.kw(k)).push(v.value.to_string()).fact(v);
                body.push(s);
            }
        }
        for (kind, n) in &r.foreign_limits {
            let mut s = Stmt::default();
            s.push(self.kw(Kw::Foreign)).push(word_or_string(&kind.value)).fact(kind);
            s.push(n.value.to_string());
            body.push(s);
        }
        if let Some(o) = &r.board_order {
            let mut s = Stmt::default();
            s.push(self.kw(Kw::BoardOrder)).push(word_or_string(&o.value)).fact(o);
            body.push(s);
        }
        if let Some(d) = &r.lineup_deadline_minutes {
            let mut s = Stmt::default();
            s.push(self.kw(Kw::LineupDeadline)).fact(d);
            self.minutes(&mut s, d.value);
            body.push(s);
        }
        let mut head = Stmt::default();
        head.push(self.kw(Kw::TeamComposition));
        head.facts.push(r.span);
        self.block(Block::Composition, head, body);
    }

    fn time_control(&mut self) {
        let Some(tc) = &self.reg.time_control else {
            self.before(Block::TimeControl, &[]);
            return;
        };
        let mut body = Vec::new();
        for p in &tc.periods {
            let mut s = Stmt::default();
            s.push(self.kw(Kw::Period)).push(p.minutes.value.to_string()).fact(&p.minutes);
            s.push(self.kw(Kw::Minutes));
            if let Some(m) = &p.moves {
                s.push(self.kw(Kw::Moves)).push(m.value.to_string());
            }
            body.push(s);
        }
        if let Some(i) = &tc.increment_seconds {
            let mut s = Stmt::default();
            s.push(self.kw(Kw::Increment)).push(i.value.to_string()).fact(i);
            s.push(self.kw(Kw::Seconds));
            if let Some(m) = &tc.increment_from_move {
                s.push(self.kw(Kw::FromMove)).push(m.value.to_string());
            }
            body.push(s);
        }
        for (k, v, unit) in [
            (Kw::Delay, &tc.delay_seconds, Some(Kw::Seconds)),
            (Kw::DefaultTime, &tc.default_minutes, Some(Kw::Minutes)),
            (Kw::NoDrawBefore, &tc.no_draw_before, None),
        ] {
            if let Some(v) = v {
                let mut s = Stmt::default();
                s.push(self.kw(k)).push(v.value.to_string()).fact(v);
                if let Some(u) = unit {
                    s.push(self.kw(u));
                }
                body.push(s);
            }
        }
        if let Some(q) = &tc.quickplay_finish {
            let mut s = Stmt::default();
            s.push(self.kw(Kw::QuickplayFinish))
                .push(self.kw(if q.value { Kw::On } else { Kw::Off }))
                .fact(q);
            body.push(s);
        }
        for (k, v) in [(Kw::Clock, &tc.clock), (Kw::Scoresheet, &tc.scoresheet)] {
            if let Some(v) = v {
                let mut s = Stmt::default();
                s.push(self.kw(k)).push(string(&v.value)).fact(v);
                body.push(s);
            }
        }
        let mut head = Stmt::default();
        head.push(self.kw(Kw::TimeControl));
        head.facts.push(tc.span);
        self.block(Block::TimeControl, head, body);
    }

    fn schedule(&mut self) {
        if self.reg.schedule.is_empty() {
            self.before(Block::Schedule, &[]);
            return;
        }
        let mut body = Vec::new();
        for e in &self.reg.schedule {
            let mut s = Stmt::default();
            s.facts.push(e.span);
            if let Some(d) = &e.date {
                s.push(d.value.to_string()).fact(d);
                if let Some(w) = &e.weekday {
                    s.push(word_or_string(&w.value.0));
                }
            }
            if let Some(t) = &e.time {
                s.push(t.value.strftime("%H:%M").to_string()).fact(t);
            }
            if let Some(u) = &e.until {
                s.push(self.kw(Kw::Until)).push(u.value.strftime("%H:%M").to_string()).fact(u);
            }
            for (i, a) in e.activities.iter().enumerate() {
                s.facts.push(a.span);
                match &a.value {
                    Activity::Other(text) => {
                        s.push(string(text));
                    }
                    act => {
                        let (k, n) = match act {
                            Activity::Arrival => (Kw::Arrival, None),
                            Activity::Departure => (Kw::Departure, None),
                            Activity::Registration => (Kw::Registration, None),
                            Activity::TechnicalMeeting => (Kw::TechnicalMeeting, None),
                            Activity::Lots => (Kw::Lots, None),
                            Activity::Round(n) => (Kw::Round, Some(*n)),
                            Activity::FreeDay => (Kw::FreeDay, None),
                            Activity::Playoff => (Kw::Playoff, None),
                            Activity::Closing => (Kw::Closing, None),
                            Activity::Opening | Activity::Other(_) => (Kw::Opening, None),
                        };
                        s.push(self.kw(k));
                        if let Some(n) = n {
                            s.push(n.to_string());
                        }
                        if let Some(Some(w)) = e.wordings.get(i) {
                            s.push(string(&w.value));
                        }
                    }
                }
            }
            body.push(s);
        }
        let mut head = Stmt::default();
        head.push(self.kw(Kw::Schedule));
        if let Some(span) = self.reg.schedule_span {
            head.facts.push(span);
        }
        self.block(Block::Schedule, head, body);
    }

    /// `tiebreaks A, B, …` and, for board-weighted points, their weights.
    fn tiebreaks(&self, list: &[Spanned<TieBreak>], body: &mut Vec<Stmt>) {
        if list.is_empty() {
            return;
        }
        let mut s = Stmt::default();
        s.push(self.kw(Kw::Tiebreaks));
        let mut weights = None;
        let n = list.len();
        for (i, tb) in list.iter().enumerate() {
            let text = match &tb.value.kind {
                TieBreakKind::BoardWeighted { weights: w, among_tied } => {
                    weights.get_or_insert((w.clone(), *among_tied));
                    self.kw(Kw::BoardPoints).to_string()
                }
                TieBreakKind::BlackOnBoardOneInMutualMatch => {
                    self.kw(Kw::BlackBoardOne).to_string()
                }
                _ => tb.value.descriptor(),
            };
            s.push(if i + 1 < n { format!("{text},") } else { text }).fact(tb);
        }
        body.push(s);
        if let Some((w, among)) = weights {
            let mut s = Stmt::default();
            s.push(self.kw(Kw::BoardPoints));
            for p in w {
                s.push(p.to_string());
            }
            s.push(self.kw(if among { Kw::AmongTied } else { Kw::WholeEvent }));
            body.push(s);
        }
    }

    fn when_tied(&self, list: &[Spanned<TieResolution>], body: &mut Vec<Stmt>) {
        if list.is_empty() {
            return;
        }
        let mut s = Stmt::default();
        s.push(self.kw(Kw::WhenTied));
        for r in list {
            s.push(self.kw(match r.value {
                TieResolution::Playoff => Kw::Playoff,
                TieResolution::Armageddon => Kw::Armageddon,
                TieResolution::Lots => Kw::Lots,
                TieResolution::Shared => Kw::Shared,
            }))
            .fact(r);
        }
        body.push(s);
    }

    /// `playoff [starts-after N min] { stage … }`, as the lines of a block at `indent`.
    fn playoff(
        &self,
        stages: &[PlayoffStage],
        starts: &Option<Spanned<u32>>,
        indent: usize,
    ) -> String {
        let pad = "  ".repeat(indent);
        let mut out = format!("{pad}{}", self.kw(Kw::Playoff));
        if let Some(m) = starts {
            out.push_str(&format!(
                " {} {} {}",
                self.kw(Kw::StartsAfter),
                m.value,
                self.kw(Kw::Minutes)
            ));
        }
        out.push_str(" {\n");
        for st in stages {
            let mut w: Vec<String> = vec![self.kw(Kw::Stage).to_string()];
            if let Some((n, more)) = st.players {
                w.push(self.kw(Kw::Players).to_string());
                w.push(n.to_string());
                if more {
                    w.push(self.kw(Kw::OrMore).to_string());
                }
            }
            if let Some(g) = st.games {
                w.push(self.kw(Kw::Games).to_string());
                w.push(g.to_string());
            }
            for (flag, k) in [
                (st.until_first_win, Kw::UntilFirstWin),
                (st.round_robin, Kw::RoundRobin),
                (st.armageddon, Kw::Armageddon),
            ] {
                if flag {
                    w.push(self.kw(k).to_string());
                }
            }
            if let Some(b) = &st.base_minutes {
                w.extend([
                    self.kw(Kw::Base).to_string(),
                    b.value.to_string(),
                    self.kw(Kw::Minutes).to_string(),
                ]);
            }
            if let Some(i) = &st.increment_seconds {
                w.extend([
                    self.kw(Kw::Increment).to_string(),
                    i.value.to_string(),
                    self.kw(Kw::Seconds).to_string(),
                ]);
            }
            out.push_str(&format!("{pad}  {}\n", w.join(" ")));
        }
        out.push_str(&format!("{pad}}}\n"));
        out
    }

    fn triple(
        &self,
        s: &mut Stmt,
        t: &(
            crate::vocab::points::Points,
            crate::vocab::points::Points,
            crate::vocab::points::Points,
        ),
    ) {
        s.push(self.kw(Kw::Win)).push(t.0.to_string());
        s.push(self.kw(Kw::Draw)).push(t.1.to_string());
        s.push(self.kw(Kw::Loss)).push(t.2.to_string());
    }

    fn ranking(&mut self) {
        let Some(r) = &self.reg.ranking else {
            self.before(Block::Ranking, &[]);
            return;
        };
        let mut body = Vec::new();
        if let Some(p) = &r.game_points {
            let mut s = Stmt::default();
            s.push(self.kw(Kw::Points)).fact(p);
            self.triple(&mut s, &p.value);
            body.push(s);
        }
        if let Some(p) = &r.match_points {
            let mut s = Stmt::default();
            s.push(self.kw(Kw::MatchPoints)).fact(p);
            self.triple(&mut s, &p.value);
            body.push(s);
            let mut s = Stmt::default();
            s.push(self.kw(Kw::Primary));
            s.push(self.kw(if r.game_points_primary { Kw::GamePoints } else { Kw::MatchPoints }));
            body.push(s);
        } else if r.game_points_primary {
            let mut s = Stmt::default();
            s.push(self.kw(Kw::Primary)).push(self.kw(Kw::GamePoints));
            body.push(s);
        }
        self.tiebreaks(&r.tiebreaks, &mut body);
        if let Some(c) = &r.computed_by {
            let mut s = Stmt::default();
            s.push(self.kw(Kw::ComputedBy)).push(string(&c.value)).fact(c);
            body.push(s);
        }
        if let Some(u) = &r.unrated_rating {
            let mut s = Stmt::default();
            s.push(self.kw(Kw::UnratedRating)).push(u.value.to_string()).fact(u);
            body.push(s);
        }
        self.when_tied(&r.when_tied, &mut body);
        let mut head = Stmt::default();
        head.push(self.kw(Kw::Ranking));
        head.facts.push(r.span);
        let all: Vec<Span> =
            head.facts.iter().chain(body.iter().flat_map(|s| s.facts.iter())).copied().collect();
        self.out.push('\n');
        self.before(Block::Ranking, &all);
        self.line(0, &head, true);
        for s in &body {
            self.line(1, s, false);
        }
        if !r.playoff.is_empty() || r.playoff_start_minutes.is_some() {
            let text = self.playoff(&r.playoff, &r.playoff_start_minutes, 1);
            self.out.push_str(&text);
        }
        self.out.push_str("}\n");
    }

    fn subclassifications(&mut self) {
        if self.reg.subclassifications.is_empty() {
            self.before(Block::Subclassification, &[]);
            return;
        }
        self.out.push('\n');
        let spans: Vec<Span> = self.reg.subclassifications.iter().map(|s| s.span).collect();
        self.before(Block::Subclassification, &spans);
        for sc in &self.reg.subclassifications {
            let mut head = Stmt::default();
            head.push(self.kw(Kw::Subclassification)).fact(&sc.kind);
            let kind = match sc.kind.value.as_str() {
                "women" => Kw::Women,
                "juniors" => Kw::Juniors,
                "seniors" => Kw::Seniors,
                _ => Kw::Board,
            };
            head.push(self.kw(kind));
            if let Some(b) = &sc.board {
                head.push(b.value.to_string());
            }
            let mut body = Vec::new();
            self.tiebreaks(&sc.tiebreaks, &mut body);
            self.when_tied(&sc.when_tied, &mut body);
            let open = !body.is_empty() || !sc.playoff.is_empty();
            self.line(0, &head, open);
            for s in &body {
                self.line(1, s, false);
            }
            if !sc.playoff.is_empty() {
                let text = self.playoff(&sc.playoff, &None, 1);
                self.out.push_str(&text);
            }
            if open {
                self.out.push_str("}\n");
            }
        }
    }

    fn validity(&mut self) {
        let Some(v) = &self.reg.validity else {
            self.before(Block::Validity, &[]);
            return;
        };
        let mut body = Vec::new();
        if !v.rated.is_empty() {
            let mut s = Stmt::default();
            s.push(self.kw(Kw::Rated));
            for r in &v.rated {
                s.push(self.kw(match r.value {
                    RatedFor::FideStandard => Kw::FideStandard,
                    RatedFor::FideRapid => Kw::FideRapid,
                    RatedFor::FideBlitz => Kw::FideBlitz,
                    RatedFor::National => Kw::National,
                }))
                .fact(r);
            }
            body.push(s);
        }
        if let Some(q) = &v.qualification {
            let mut s = Stmt::default();
            s.push(self.kw(Kw::Qualification)).push(string(&q.value)).fact(q);
            body.push(s);
        }
        if let Some(n) = &v.relegated {
            let mut s = Stmt::default();
            s.push(self.kw(Kw::Relegated)).push(n.value.to_string()).fact(n);
            body.push(s);
        }
        let mut head = Stmt::default();
        head.push(self.kw(Kw::Validity));
        head.facts.push(v.span);
        self.block(Block::Validity, head, body);
    }

    fn claims(&mut self) {
        let c = &self.reg.claims;
        let mut body = Vec::new();
        if let Some(a) = &c.average_rating {
            let mut s = Stmt::default();
            s.push(self.kw(Kw::AverageRating)).push(a.value.to_string()).fact(a);
            body.push(s);
        }
        if let Some(cat) = &c.category {
            let mut s = Stmt::default();
            s.push(self.kw(Kw::Category)).push(string(&cat.value.0)).fact(cat);
            body.push(s);
        }
        for n in &c.norms {
            let mut s = Stmt::default();
            s.push(self.kw(Kw::Norm)).push(format!("{:?}", n.title.value)).fact(&n.title);
            if let Some(p) = &n.points {
                s.push(self.kw(Kw::Points)).push(p.value.to_string());
            }
            if let Some(g) = &n.games {
                s.push(self.kw(Kw::Games)).push(g.value.to_string());
            }
            if let Some(t) = &n.titled {
                s.push(self.kw(Kw::Titled)).push(t.value.to_string());
            }
            body.push(s);
        }
        if body.is_empty() {
            self.before(Block::Claims, &[]);
            return;
        }
        let mut head = Stmt::default();
        head.push(self.kw(Kw::Claims));
        self.block(Block::Claims, head, body);
    }

    fn officials(&mut self) {
        if self.reg.officials.is_empty() {
            self.before(Block::Officials, &[]);
            return;
        }
        let mut body = Vec::new();
        for o in &self.reg.officials {
            let mut s = Stmt::default();
            s.push(self.kw(match o.role.value {
                Role::ChiefArbiter => Kw::ChiefArbiter,
                Role::DeputyArbiter => Kw::Deputy,
                Role::Arbiter => Kw::Arbiter,
                Role::Doctor => Kw::Doctor,
                Role::Director => Kw::Director,
            }))
            .fact(&o.name);
            s.push(string(&o.name.value));
            if let Some(c) = &o.category {
                s.push(string(&c.value));
            }
            if let Some(id) = &o.fide_id {
                s.push(self.kw(Kw::FideId)).push(id.value.to_string());
            }
            body.push(s);
        }
        let mut head = Stmt::default();
        head.push(self.kw(Kw::Officials));
        self.block(Block::Officials, head, body);
    }

    fn appeals(&mut self) {
        let Some(ap) = &self.reg.appeals else {
            self.before(Block::Appeals, &[]);
            return;
        };
        let mut body = Vec::new();
        if let Some(c) = &ap.chair {
            let mut s = Stmt::default();
            s.push(self.kw(Kw::Chair)).push(string(&c.value)).fact(c);
            body.push(s);
        }
        for (k, list) in [(Kw::Member, &ap.members), (Kw::Reserve, &ap.reserves)] {
            if !list.is_empty() {
                let mut s = Stmt::default();
                s.push(self.kw(k));
                for m in list {
                    s.push(string(&m.value)).fact(m);
                }
                body.push(s);
            }
        }
        if let Some(n) = &ap.stated_size {
            let mut s = Stmt::default();
            s.push(self.kw(Kw::Size)).push(n.value.to_string()).fact(n);
            body.push(s);
        }
        if let Some(d) = &ap.deadline {
            let mut s = Stmt::default();
            s.push(self.kw(Kw::Deadline)).fact(d);
            self.minutes(&mut s, d.value.0);
            s.push(self.kw(Kw::After));
            s.push(self.kw(match d.value.1 {
                DeadlineFrom::Decision => Kw::Decision,
                DeadlineFrom::Round => Kw::Round,
            }));
            body.push(s);
        }
        if let Some(f) = &ap.fee {
            let mut s = Stmt::default();
            s.push(self.kw(Kw::Fee));
            self.money(&mut s, f);
            body.push(s);
        }
        if let Some(r) = ap.refund_if_upheld.as_ref().filter(|r| r.value) {
            let mut s = Stmt::default();
            s.push(self.kw(Kw::Refund)).push(self.kw(Kw::IfUpheld)).fact(r);
            body.push(s);
        }
        if let Some(f) = ap.final_decision.as_ref().filter(|f| f.value) {
            let mut s = Stmt::default();
            s.push(self.kw(Kw::Final)).fact(f);
            body.push(s);
        }
        let mut head = Stmt::default();
        head.push(self.kw(Kw::Appeals));
        head.facts.push(ap.span);
        self.block(Block::Appeals, head, body);
    }

    fn prizes(&mut self) {
        if self.reg.prizes.is_empty() {
            self.before(Block::Prizes, &[]);
            return;
        }
        let mut body = Vec::new();
        for p in &self.reg.prizes {
            let mut s = Stmt::default();
            s.push(self.kw(Kw::Place)).push(p.places.value.0.to_string()).fact(&p.places);
            if p.places.value.1 != p.places.value.0 {
                s.push(p.places.value.1.to_string());
            }
            for a in &p.awards {
                s.push(string(&a.value));
            }
            if let Some(m) = &p.money {
                s.push(self.kw(Kw::Money));
                self.money(&mut s, m);
            }
            if let Some(c) = &p.classification {
                s.push(self.kw(Kw::Classification)).push(string(&c.value));
            }
            body.push(s);
        }
        let mut head = Stmt::default();
        head.push(self.kw(Kw::Prizes));
        self.block(Block::Prizes, head, body);
    }

    fn sections(&mut self) {
        self.before(Block::Sections, &[]);
        for s in &self.reg.sections {
            self.out.push('\n');
            self.section(s, 0);
        }
    }

    fn section(&mut self, s: &Section, indent: usize) {
        let mut head = Stmt::default();
        head.push(self.kw(Kw::Section)).facts.push(s.span);
        if let Some(n) = &s.number {
            head.push(n.value.clone());
        }
        if let Some(t) = &s.title {
            head.push(string(&t.value));
        }
        self.line(indent, &head, true);
        let pad = "  ".repeat(indent + 1);
        for item in &s.items {
            match *item {
                SectionItem::Paragraph(i) => {
                    if let Some(p) = s.paragraphs.get(i) {
                        self.out.push_str(&format!("{pad}{}\n", string(&p.text.value)));
                    }
                }
                SectionItem::Subsection(i) => {
                    if let Some(sub) = s.subsections.get(i) {
                        self.section(sub, indent + 1);
                    }
                }
            }
        }
        self.out.push_str(&format!("{}}}\n", "  ".repeat(indent)));
    }

    fn signatures(&mut self) {
        if self.reg.signatures.is_empty() {
            self.before(Block::Signatures, &[]);
            return;
        }
        self.out.push('\n');
        let spans: Vec<Span> = self.reg.signatures.iter().map(|s| s.name.span).collect();
        self.before(Block::Signatures, &spans);
        for sig in &self.reg.signatures {
            let mut s = Stmt::default();
            s.push(self.kw(Kw::Signature)).push(string(&sig.role.value)).fact(&sig.name);
            s.push(string(&sig.name.value));
            self.line(0, &s, false);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn strings_keep_their_text() {
        assert_eq!(string("зала „Одесос“"), "\"зала „Одесос“\"");
        assert_eq!(string("зала \"Одесос\" на хотел"), "\"\"\"зала \"Одесос\" на хотел\"\"\"");
        assert_eq!(string("мач - \"Армагедон\""), "\"мач - \\\"Армагедон\\\"\"");
    }
}
