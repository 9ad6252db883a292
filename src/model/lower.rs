//! Syntax tree → typed model. Lowering interprets words through the keyword tables, checks that
//! every value is well formed (real dates, real times, known codes) and collects *all* errors.

use super::keywords::{self, Kw};
use super::types::*;
use crate::diagnostic::Diagnostic;
use crate::source::{Span, Spanned};
use crate::syntax::ast::{Document, Statement, Value, ValueKind};
use crate::vocab::points::Points;
use crate::vocab::tiebreak::{self, TieBreak, TieBreakError, TieBreakKind};
use crate::vocab::{calendar, suggest};
use jiff::civil::{Date, Time};

/// The result of lowering: the model (possibly partial) and every diagnostic found.
#[derive(Debug)]
pub struct Lowered {
    /// The model; `None` only when the header is missing entirely.
    pub model: Option<Regulation>,
    /// All lowering diagnostics.
    pub diagnostics: Vec<Diagnostic>,
}

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
];

/// Lowers a parsed document.
pub fn lower(doc: &Document) -> Lowered {
    let mut l = Lowerer { lang: Lang::Bg, diags: Vec::new() };
    let model = l.document(doc);
    Lowered { model, diagnostics: l.diags }
}

struct Lowerer {
    lang: Lang,
    diags: Vec<Diagnostic>,
}

/// A cursor over a statement's values after its keyword.
struct Args<'a> {
    values: &'a [Value],
    pos: usize,
    /// Span of the whole statement (for "missing value" errors).
    stmt: Span,
    /// The keyword as written, for messages.
    kw: String,
}

impl<'a> Args<'a> {
    fn new(stmt: &'a Statement, skip: usize) -> Self {
        let kw = stmt.values.first().map(value_text).unwrap_or_default();
        Args { values: &stmt.values, pos: skip.min(stmt.values.len()), stmt: stmt.span, kw }
    }
    fn peek(&self) -> Option<&'a Value> {
        self.values.get(self.pos)
    }
    fn next(&mut self) -> Option<&'a Value> {
        let v = self.values.get(self.pos);
        if v.is_some() {
            self.pos += 1;
        }
        v
    }
    fn is_done(&self) -> bool {
        self.pos >= self.values.len()
    }
    fn end_span(&self) -> Span {
        let end = self.values.last().map(|v| v.span.end).unwrap_or(self.stmt.end);
        Span::new(end, end)
    }
}

fn value_text(v: &Value) -> String {
    match &v.kind {
        ValueKind::Str(s) => s.clone(),
        ValueKind::Date(s) | ValueKind::Time(s) | ValueKind::Number(s) | ValueKind::Word(s) => {
            s.clone()
        }
        ValueKind::DateRange(a, b) => format!("{a}..{b}"),
    }
}

/// Units a quantity may carry.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Unit {
    Seconds,
    Minutes,
    Hours,
}

impl Lowerer {
    // ---------------------------------------------------------------- diagnostics helpers

    fn unknown_word(&mut self, v: &Value, context: &str, allowed: &[Kw]) {
        let word = value_text(v);
        let mut d = Diagnostic::error(
            crate::model::codes::UNKNOWN_KEYWORD,
            format!("unknown word `{word}` in `{context}`"),
        )
        .with_label(v.span, "not a keyword here");
        match keywords::suggest(&word, allowed, self.lang) {
            Some(s) => d = d.with_help(format!("did you mean `{s}`?")),
            None => {
                let mut all = keywords::spellings_in(allowed, self.lang);
                all.truncate(12);
                d = d.with_help(format!("expected one of: {}", all.join(", ")));
            }
        }
        self.diags.push(d);
    }

    fn missing(&mut self, a: &Args<'_>, what: &str) {
        self.diags.push(
            Diagnostic::error(
                crate::model::codes::MISSING_VALUE,
                format!("`{}` needs {what}", a.kw),
            )
            .with_label(a.end_span(), format!("{what} expected here"))
            .with_span(a.stmt)
            .with_help(format!("write {what} after `{}`", a.kw)),
        );
    }

    fn wrong_kind(&mut self, a: &Args<'_>, v: &Value, what: &str) {
        self.diags.push(
            Diagnostic::error(
                crate::model::codes::WRONG_VALUE_KIND,
                format!("`{}` needs {what}, found {}", a.kw, v.describe()),
            )
            .with_label(v.span, format!("expected {what}")),
        );
    }

    fn finish(&mut self, a: &mut Args<'_>) {
        if let Some(v) = a.next() {
            let first = v.span;
            let mut last = v.span;
            while let Some(v) = a.next() {
                last = v.span;
            }
            self.diags.push(
                Diagnostic::error(
                    crate::model::codes::UNEXPECTED_VALUE,
                    format!("unexpected value after `{}`", a.kw),
                )
                .with_label(first.join(last), "not understood here")
                .with_help("remove it, or quote it if it is text"),
            );
        }
    }

    fn duplicate(&mut self, what: &str, first: Span, again: Span) {
        self.diags.push(
            Diagnostic::error(
                crate::model::codes::DUPLICATE_STATEMENT,
                format!("`{what}` is given twice"),
            )
            .with_label(again, "given again here")
            .with_label(first, "first given here")
            .with_help("keep one of them"),
        );
    }

    fn no_block(&mut self, stmt: &Statement, kw: &str) {
        self.diags.push(
            Diagnostic::error(
                crate::model::codes::BLOCK_SHAPE,
                format!("`{kw}` needs a `{{ … }}` block"),
            )
            .with_label(stmt.span, "block expected after this")
            .with_help(format!(
                "write `{kw} {{` and the entries on the following lines, then `}}`"
            )),
        );
    }

    fn unexpected_block(&mut self, stmt: &Statement, kw: &str) {
        if let Some(b) = &stmt.block {
            self.diags.push(
                Diagnostic::error(
                    crate::model::codes::BLOCK_SHAPE,
                    format!("`{kw}` takes no block"),
                )
                .with_label(b.span, "unexpected block")
                .with_help("remove the braces and their content"),
            );
        }
    }

    // ---------------------------------------------------------------- value readers

    /// Reads the next value with `read`, which returns `None` when the value is of the wrong
    /// kind (reported as `L003`) and `Some(result)` otherwise; a missing value is `L002`.
    fn take<T>(
        &mut self,
        a: &mut Args<'_>,
        what: &str,
        read: impl FnOnce(&mut Self, &Value) -> Option<Option<T>>,
    ) -> Option<T> {
        let Some(v) = a.peek() else {
            self.missing(a, what);
            return None;
        };
        a.next();
        match read(self, v) {
            Some(result) => result,
            None => {
                self.wrong_kind(a, v, what);
                None
            }
        }
    }

    fn string(&mut self, a: &mut Args<'_>, what: &str) -> Option<Spanned<String>> {
        self.take(a, what, |_, v| match &v.kind {
            ValueKind::Str(s) => Some(Some(Spanned::new(s.clone(), v.span))),
            _ => None,
        })
    }

    fn opt_string(&mut self, a: &mut Args<'_>) -> Option<Spanned<String>> {
        match a.peek() {
            Some(v @ Value { kind: ValueKind::Str(s), .. }) => {
                a.next();
                Some(Spanned::new(s.clone(), v.span))
            }
            _ => None,
        }
    }

    fn uint(&mut self, a: &mut Args<'_>, what: &str) -> Option<Spanned<u32>> {
        self.take(a, what, |l, v| match &v.kind {
            ValueKind::Number(n) => Some(match n.parse::<u32>() {
                Ok(x) => Some(Spanned::new(x, v.span)),
                Err(_) => {
                    l.diags.push(
                        Diagnostic::error(
                            crate::model::codes::INVALID_NUMBER,
                            format!("`{n}` is not a whole number"),
                        )
                        .with_label(v.span, format!("{what} expected"))
                        .with_help("write a whole number such as `11`"),
                    );
                    None
                }
            }),
            _ => None,
        })
    }

    fn points(&mut self, a: &mut Args<'_>, what: &str) -> Option<Spanned<Points>> {
        self.take(a, what, |l, v| match &v.kind {
            ValueKind::Number(n) => Some(match Points::parse(n) {
                Some(p) => Some(Spanned::new(p, v.span)),
                None => {
                    l.diags.push(
                        Diagnostic::error(
                            crate::model::codes::INVALID_NUMBER,
                            format!("`{n}` is not a score"),
                        )
                        .with_label(v.span, format!("{what} expected"))
                        .with_help("write a score such as `1`, `0.5` or `½`"),
                    );
                    None
                }
            }),
            _ => None,
        })
    }

    fn parse_date(&mut self, text: &str, span: Span) -> Option<Date> {
        let mut parts = text.split('-').map(|p| p.parse::<i32>().unwrap_or(0));
        let (y, m, d) = (parts.next()?, parts.next()?, parts.next()?);
        match Date::new(y as i16, m as i8, d as i8) {
            Ok(date) => Some(date),
            Err(_) => {
                self.diags.push(
                    Diagnostic::error(
                        crate::model::codes::INVALID_DATE,
                        format!("`{text}` is not a date in the calendar"),
                    )
                    .with_label(span, "no such day")
                    .with_help("write a real date as `YYYY-MM-DD`"),
                );
                None
            }
        }
    }

    fn date(&mut self, a: &mut Args<'_>, what: &str) -> Option<Spanned<Date>> {
        self.take(a, what, |l, v| match &v.kind {
            ValueKind::Date(t) => Some(l.parse_date(t, v.span).map(|d| Spanned::new(d, v.span))),
            _ => None,
        })
    }

    fn time_value(&mut self, v: &Value, text: &str) -> Option<Spanned<Time>> {
        let (h, m) = text.split_once(':')?;
        let (h, m) = (h.parse::<i8>().unwrap_or(99), m.parse::<i8>().unwrap_or(99));
        match Time::new(h, m, 0, 0) {
            Ok(t) => Some(Spanned::new(t, v.span)),
            Err(_) => {
                self.diags.push(
                    Diagnostic::error(
                        crate::model::codes::INVALID_TIME,
                        format!("`{text}` is not a time of day"),
                    )
                    .with_label(v.span, "hours run 0–23 and minutes 0–59")
                    .with_help("write a time such as `14:30`"),
                );
                None
            }
        }
    }

    fn keyword(&mut self, a: &mut Args<'_>, allowed: &[Kw], what: &str) -> Option<Spanned<Kw>> {
        match a.next() {
            Some(v @ Value { kind: ValueKind::Word(w), .. }) => {
                match keywords::lookup(w, allowed) {
                    Some(k) => Some(Spanned::new(k, v.span)),
                    None => {
                        self.unknown_word(v, &a.kw.clone(), allowed);
                        None
                    }
                }
            }
            Some(v) => {
                self.wrong_kind(a, v, what);
                None
            }
            None => {
                self.missing(a, what);
                None
            }
        }
    }

    fn peek_kw(&self, a: &Args<'_>, allowed: &[Kw]) -> Option<Kw> {
        a.peek().and_then(|v| v.as_word()).and_then(|w| keywords::lookup(w, allowed))
    }

    /// A number followed by an optional unit (`90 min`, `30 s`, `1 h`); returns the value in
    /// `default` units converted to `want` units.
    fn quantity(&mut self, a: &mut Args<'_>, what: &str, want: Unit) -> Option<Spanned<u32>> {
        let n = self.uint(a, what)?;
        let unit = match self.peek_kw(a, &[Kw::Seconds, Kw::Minutes, Kw::Hours]) {
            Some(k) => {
                a.next();
                match k {
                    Kw::Seconds => Unit::Seconds,
                    Kw::Hours => Unit::Hours,
                    _ => Unit::Minutes,
                }
            }
            None => want,
        };
        let secs = match unit {
            Unit::Seconds => n.value as u64,
            Unit::Minutes => n.value as u64 * 60,
            Unit::Hours => n.value as u64 * 3600,
        };
        let value = match want {
            Unit::Seconds => secs,
            Unit::Minutes => secs / 60,
            Unit::Hours => secs / 3600,
        };
        Some(Spanned::new(value.min(u32::MAX as u64) as u32, n.span.join(a.end_span_before())))
    }

    fn on_off(&mut self, a: &mut Args<'_>) -> Option<Spanned<bool>> {
        let k = self.keyword(a, &[Kw::On, Kw::Off], "`on` or `off`")?;
        Some(Spanned::new(k.value == Kw::On, k.span))
    }

    fn set_once<T>(
        &mut self,
        slot: &mut Option<Spanned<T>>,
        what: &str,
        value: Option<Spanned<T>>,
    ) {
        if let Some(v) = value {
            if let Some(old) = slot {
                self.duplicate(what, old.span, v.span);
            }
            *slot = Some(v);
        }
    }

    // ---------------------------------------------------------------- document

    fn document(&mut self, doc: &Document) -> Option<Regulation> {
        let mut reg = Regulation::default();
        let mut statements = doc.statements.iter();
        let header = statements.next()?;
        let head_kw = header
            .values
            .first()
            .and_then(|v| v.as_word())
            .and_then(|w| keywords::lookup(w, &[Kw::Regulation]));
        if head_kw.is_none() {
            self.diags.push(
                Diagnostic::error(
                    crate::model::codes::MISSING_HEADER,
                    "the file must start with a `regulation` header",
                )
                .with_label(header.span, "expected `regulation \"Title\" lang bg` here")
                .with_help("start the file with `regulation \"Title\" lang bg`"),
            );
            return None;
        }
        reg.header_span = header.span;
        let mut a = Args::new(header, 1);
        if let Some(t) = self.string(&mut a, "the title") {
            reg.title = t;
        }
        while !a.is_done() {
            match self.keyword(&mut a, &[Kw::LangKw, Kw::Edition], "`lang` or `edition`") {
                Some(Spanned { value: Kw::LangKw, .. }) => match a.next() {
                    Some(v) => match v.as_word().map(|w| w.to_lowercase()) {
                        Some(w) if w == "bg" => self.lang = Lang::Bg,
                        Some(w) if w == "uk" || w == "ua" => self.lang = Lang::Uk,
                        Some(w) if w == "en" => self.lang = Lang::En,
                        _ => self.diags.push(
                            Diagnostic::error(
                                crate::model::codes::UNKNOWN_LANGUAGE,
                                format!("unknown language `{}`", value_text(v)),
                            )
                            .with_label(v.span, "not a supported language")
                            .with_help("write `lang bg`, `lang uk` or `lang en`"),
                        ),
                    },
                    None => self.missing(&a, "a language code"),
                },
                Some(Spanned { value: Kw::Edition, .. }) => {
                    let e = self.uint(&mut a, "an edition number");
                    reg.edition = e;
                }
                _ => break,
            }
        }
        self.finish(&mut a);
        reg.lang = self.lang;

        const TOP: &[Kw] = &[
            Kw::Edition,
            Kw::Event,
            Kw::System,
            Kw::Players,
            Kw::Teams,
            Kw::TeamComposition,
            Kw::TimeControl,
            Kw::Schedule,
            Kw::Ranking,
            Kw::Subclassification,
            Kw::Validity,
            Kw::Claims,
            Kw::Officials,
            Kw::Appeals,
            Kw::Prizes,
            Kw::Section,
            Kw::Signature,
            Kw::Allow,
        ];
        for stmt in statements {
            let Some(kw) = self.head(stmt, TOP, "the regulation") else { continue };
            match kw {
                Kw::Edition => {
                    let mut a = Args::new(stmt, 1);
                    let e = self.uint(&mut a, "an edition number");
                    self.finish(&mut a);
                    let mut slot = reg.edition.take();
                    self.set_once(&mut slot, "edition", e);
                    reg.edition = slot;
                }
                Kw::Event => self.event(stmt, &mut reg.event),
                Kw::System => {
                    let s = self.system(stmt);
                    if let (Some(old), Some(new)) = (&reg.system, &s) {
                        self.duplicate("system", old.span, new.span);
                    }
                    if s.is_some() {
                        reg.system = s;
                    }
                }
                Kw::Players => {
                    let p = self.players(stmt);
                    if let Some(old) = &reg.players {
                        self.duplicate("players", old.span, stmt.span);
                    }
                    reg.players = Some(p);
                }
                Kw::Teams => {
                    let t = self.teams(stmt);
                    if let Some(old) = &reg.teams {
                        self.duplicate("teams", old.span, stmt.span);
                    }
                    reg.teams = Some(t);
                }
                Kw::TeamComposition => reg.team_rules = Some(self.team_rules(stmt)),
                Kw::TimeControl => {
                    let tc = self.time_control(stmt);
                    if let Some(old) = &reg.time_control {
                        self.duplicate("time-control", old.span, stmt.span);
                    }
                    reg.time_control = Some(tc);
                }
                Kw::Schedule => {
                    reg.schedule_span = Some(stmt.span);
                    let entries = self.schedule(stmt);
                    reg.schedule.extend(entries);
                }
                Kw::Ranking => reg.ranking = Some(self.ranking(stmt)),
                Kw::Subclassification => {
                    if let Some(s) = self.subclassification(stmt) {
                        reg.subclassifications.push(s);
                    }
                }
                Kw::Validity => reg.validity = Some(self.validity(stmt)),
                Kw::Claims => self.claims(stmt, &mut reg.claims),
                Kw::Officials => self.officials(stmt, &mut reg.officials),
                Kw::Appeals => reg.appeals = Some(self.appeals(stmt)),
                Kw::Prizes => self.prizes(stmt, &mut reg.prizes),
                Kw::Section => {
                    if let Some(s) = self.section(stmt) {
                        reg.sections.push(s);
                    }
                }
                Kw::Signature => {
                    let mut a = Args::new(stmt, 1);
                    let role = self.string(&mut a, "the signatory's role");
                    let name = self.string(&mut a, "the signatory's name");
                    self.finish(&mut a);
                    if let (Some(role), Some(name)) = (role, name) {
                        reg.signatures.push(Signature { role, name });
                    }
                }
                Kw::Allow => {
                    let mut a = Args::new(stmt, 1);
                    match a.next() {
                        Some(v @ Value { kind: ValueKind::Word(w), .. }) => {
                            let reason = self.opt_string(&mut a);
                            if reason.is_none() {
                                self.diags.push(
                                    Diagnostic::warning(
                                        crate::model::codes::ALLOW_WITHOUT_REASON,
                                        format!("`allow {w}` gives no reason"),
                                    )
                                    .with_label(v.span, "suppressed without a reason")
                                    .with_help(format!("write why: `allow {w} \"reason\"`")),
                                );
                            }
                            reg.allows.push(Allow {
                                code: Spanned::new(w.to_uppercase(), v.span),
                                reason,
                            });
                        }
                        Some(v) => self.wrong_kind(&a, v, "a check code such as `V101`"),
                        None => self.missing(&a, "a check code such as `V101`"),
                    }
                    self.finish(&mut a);
                }
                _ => {}
            }
        }
        Some(reg)
    }

    /// Reads the statement's keyword among `allowed`; reports unknown words.
    fn head(&mut self, stmt: &Statement, allowed: &[Kw], context: &str) -> Option<Kw> {
        let first = stmt.values.first()?;
        match first.as_word().and_then(|w| keywords::lookup(w, allowed)) {
            Some(k) => Some(k),
            None => {
                if first.as_word().is_some() {
                    self.unknown_word(first, context, allowed);
                } else {
                    self.diags.push(
                        Diagnostic::error(
                            crate::model::codes::WRONG_VALUE_KIND,
                            format!(
                                "a statement in `{context}` must start with a keyword, found {}",
                                first.describe()
                            ),
                        )
                        .with_label(first.span, "keyword expected")
                        .with_help(format!(
                            "expected one of: {}",
                            keywords::spellings_in(allowed, self.lang).join(", ")
                        )),
                    );
                }
                None
            }
        }
    }

    fn block<'s>(&mut self, stmt: &'s Statement, kw: &str) -> &'s [Statement] {
        match &stmt.block {
            Some(b) => &b.statements,
            None => {
                self.no_block(stmt, kw);
                &[]
            }
        }
    }

    // ---------------------------------------------------------------- event

    fn event(&mut self, stmt: &Statement, ev: &mut Event) {
        const KWS: &[Kw] = &[
            Kw::Organiser,
            Kw::CoOrganiser,
            Kw::Aim,
            Kw::Venue,
            Kw::Address,
            Kw::Dates,
            Kw::Arrival,
            Kw::Departure,
            Kw::Country,
            Kw::Approved,
        ];
        for s in self.block(stmt, "event") {
            let Some(kw) = self.head(s, KWS, "event") else { continue };
            self.unexpected_block(s, "event entry");
            let mut a = Args::new(s, 1);
            match kw {
                Kw::Organiser => {
                    let v = self.string(&mut a, "the organiser's name");
                    let mut slot = ev.organiser.take();
                    self.set_once(&mut slot, "organiser", v);
                    ev.organiser = slot;
                }
                Kw::CoOrganiser => {
                    while !a.is_done() {
                        if let Some(v) = self.string(&mut a, "a co-organiser's name") {
                            ev.co_organisers.push(v);
                        }
                    }
                }
                Kw::Aim => {
                    let v = self.string(&mut a, "the aim");
                    let mut slot = ev.aim.take();
                    self.set_once(&mut slot, "aim", v);
                    ev.aim = slot;
                }
                Kw::Venue => {
                    let v = self.string(&mut a, "the venue");
                    let mut slot = ev.venue.take();
                    self.set_once(&mut slot, "venue", v);
                    ev.venue = slot;
                }
                Kw::Address => {
                    let v = self.string(&mut a, "the address");
                    let mut slot = ev.address.take();
                    self.set_once(&mut slot, "address", v);
                    ev.address = slot;
                }
                Kw::Dates => match a.next() {
                    Some(v @ Value { kind: ValueKind::DateRange(x, y), .. }) => {
                        let from = self.parse_date(x, v.span);
                        let to = self.parse_date(y, v.span);
                        if let (Some(from), Some(to)) = (from, to) {
                            if to < from {
                                self.diags.push(
                                    Diagnostic::error(
                                        crate::model::codes::INVALID_DATE,
                                        "the event ends before it starts",
                                    )
                                    .with_label(v.span, format!("{from} is after {to}"))
                                    .with_help("swap the two dates"),
                                );
                            }
                            let mut slot = ev.dates.take();
                            self.set_once(
                                &mut slot,
                                "dates",
                                Some(Spanned::new((from, to), v.span)),
                            );
                            ev.dates = slot;
                        }
                    }
                    Some(v @ Value { kind: ValueKind::Date(x), .. }) => {
                        if let Some(d) = self.parse_date(x, v.span) {
                            ev.dates = Some(Spanned::new((d, d), v.span));
                        }
                    }
                    Some(v) => self.wrong_kind(&a, v, "a date range `YYYY-MM-DD..YYYY-MM-DD`"),
                    None => self.missing(&a, "a date range `YYYY-MM-DD..YYYY-MM-DD`"),
                },
                Kw::Arrival => ev.arrival = self.date(&mut a, "the arrival date"),
                Kw::Departure => ev.departure = self.date(&mut a, "the departure date"),
                Kw::Country => match a.next() {
                    Some(v) if v.as_word().is_some() || matches!(v.kind, ValueKind::Str(_)) => {
                        ev.country = Some(Spanned::new(value_text(v).to_uppercase(), v.span))
                    }
                    Some(v) => self.wrong_kind(&a, v, "a country code such as `BG`"),
                    None => self.missing(&a, "a country code such as `BG`"),
                },
                Kw::Approved => ev.approved = self.string(&mut a, "the approval line"),
                _ => {}
            }
            self.finish(&mut a);
        }
    }

    // ---------------------------------------------------------------- system

    fn system(&mut self, stmt: &Statement) -> Option<System> {
        let mut a = Args::new(stmt, 1);
        let mut competitors = Competitors::Individual;
        let mut format = None;
        let mut rounds = None;
        const KWS: &[Kw] = &[
            Kw::Individual,
            Kw::Team,
            Kw::RoundRobin,
            Kw::DoubleRoundRobin,
            Kw::Swiss,
            Kw::Rounds,
        ];
        while !a.is_done() {
            // `11 rounds` and `rounds 11` are both accepted.
            if let Some(Value { kind: ValueKind::Number(_), .. }) = a.peek() {
                let n = self.uint(&mut a, "the number of rounds");
                if self.peek_kw(&a, &[Kw::Rounds]).is_some() {
                    a.next();
                }
                self.set_once(&mut rounds, "rounds", n);
                continue;
            }
            let Some(k) = self.keyword(&mut a, KWS, "a system keyword") else { continue };
            match k.value {
                Kw::Individual => competitors = Competitors::Individual,
                Kw::Team => competitors = Competitors::Team,
                Kw::RoundRobin => format = Some(Spanned::new(Format::RoundRobin, k.span)),
                Kw::DoubleRoundRobin => {
                    format = Some(Spanned::new(Format::DoubleRoundRobin, k.span))
                }
                Kw::Swiss => format = Some(Spanned::new(Format::Swiss, k.span)),
                Kw::Rounds => {
                    let n = self.uint(&mut a, "the number of rounds");
                    self.set_once(&mut rounds, "rounds", n);
                }
                _ => {}
            }
        }
        let mut lots = None;
        let mut software = None;
        if let Some(b) = &stmt.block {
            for s in &b.statements {
                let Some(kw) = self.head(s, &[Kw::Lots, Kw::Software], "system") else { continue };
                let mut a = Args::new(s, 1);
                match kw {
                    Kw::Lots => lots = self.string(&mut a, "when and how the lots are drawn"),
                    _ => software = self.string(&mut a, "the pairing software"),
                }
                self.finish(&mut a);
            }
        }
        let Some(format) = format else {
            self.diags.push(
                Diagnostic::error(
                    crate::model::codes::MISSING_VALUE,
                    "`system` needs a pairing system",
                )
                .with_label(stmt.span, "no pairing system named")
                .with_help("write `round-robin`, `double-round-robin` or `swiss`"),
            );
            return None;
        };
        Some(System { competitors, format, rounds, lots, software, span: stmt.span })
    }

    // ---------------------------------------------------------------- participants

    fn stated(&mut self, stmt: &Statement, what: &str) -> Option<Spanned<u32>> {
        let mut a = Args::new(stmt, 1);
        let mut stated = None;
        if !a.is_done() {
            if self.peek_kw(&a, &[Kw::Stated]).is_some() {
                a.next();
            }
            stated = self.uint(&mut a, what);
        }
        self.finish(&mut a);
        stated
    }

    fn players(&mut self, stmt: &Statement) -> Players {
        let stated = self.stated(stmt, "the stated number of participants");
        let mut list = Vec::new();
        for s in self.block(stmt, "players") {
            if let Some(p) = self.player(s) {
                list.push(p);
            }
        }
        Players { stated, list, span: stmt.span }
    }

    fn player(&mut self, s: &Statement) -> Option<Player> {
        let mut a = Args::new(s, 0);
        a.kw = "player".into();
        let number = self.uint(&mut a, "a pairing number")?;
        let mut title = None;
        if let Some(v @ Value { kind: ValueKind::Word(w), .. }) = a.peek() {
            a.next();
            match Title::parse(w) {
                Some(t) => title = Some(Spanned::new(t, v.span)),
                None => self.diags.push(
                    Diagnostic::error(
                        crate::model::codes::UNKNOWN_TITLE,
                        format!("unknown title `{w}`"),
                    )
                    .with_label(v.span, "not a FIDE title")
                    .with_help("write one of GM, IM, FM, CM, WGM, WIM, WFM, WCM, or leave it out"),
                ),
            }
        }
        let name = self.string(&mut a, "the player's name")?;
        let mut rating = None;
        if let Some(Value { kind: ValueKind::Number(_), .. }) = a.peek() {
            rating = self.uint(&mut a, "a rating");
        }
        let (mut club, mut fide_id, mut sex, mut born) = (None, None, None, None);
        const KWS: &[Kw] = &[Kw::Club, Kw::Fed, Kw::FideId, Kw::Sex, Kw::Born];
        while !a.is_done() {
            let Some(k) = self.keyword(&mut a, KWS, "a player attribute") else { break };
            match k.value {
                Kw::Club | Kw::Fed => club = self.string(&mut a, "the club or federation"),
                Kw::FideId => {
                    fide_id =
                        self.uint(&mut a, "a FIDE ID").map(|n| Spanned::new(n.value as u64, n.span))
                }
                Kw::Sex => match a.next() {
                    Some(v) => match v.as_word().map(|w| w.to_lowercase()).as_deref() {
                        Some("m" | "м") => sex = Some(Spanned::new(Sex::M, v.span)),
                        Some("w" | "f" | "ж") => sex = Some(Spanned::new(Sex::W, v.span)),
                        _ => self.wrong_kind(&a, v, "`m` or `w`"),
                    },
                    None => self.missing(&a, "`m` or `w`"),
                },
                Kw::Born => {
                    born = self
                        .uint(&mut a, "a birth year")
                        .map(|n| Spanned::new(n.value as i32, n.span))
                }
                _ => {}
            }
        }
        self.finish(&mut a);
        Some(Player { number, title, name, rating, club, fide_id, sex, born, span: s.span })
    }

    fn teams(&mut self, stmt: &Statement) -> Teams {
        let stated = self.stated(stmt, "the stated number of teams");
        let mut list = Vec::new();
        for s in self.block(stmt, "teams") {
            let mut a = Args::new(s, 0);
            a.kw = "team".into();
            let Some(number) = self.uint(&mut a, "a team number") else { continue };
            let Some(name) = self.string(&mut a, "the team's name") else { continue };
            let mut city = None;
            if self.peek_kw(&a, &[Kw::City]).is_some() {
                a.next();
                city = self.string(&mut a, "the city");
            } else if let Some(c) = self.opt_string(&mut a) {
                city = Some(c);
            }
            self.finish(&mut a);
            let mut players = Vec::new();
            let mut reserves = Vec::new();
            if let Some(b) = &s.block {
                for ps in &b.statements {
                    let is_reserve = ps
                        .values
                        .first()
                        .and_then(|v| v.as_word())
                        .and_then(|w| keywords::lookup(w, &[Kw::Reserve]))
                        .is_some();
                    if is_reserve {
                        let mut rest = ps.clone();
                        rest.values.remove(0);
                        if let Some(p) = self.player(&rest) {
                            reserves.push(p);
                        }
                    } else if let Some(p) = self.player(ps) {
                        players.push(p);
                    }
                }
            }
            list.push(Team { number, name, city, players, reserves, span: s.span });
        }
        Teams { stated, list, span: stmt.span }
    }

    fn team_rules(&mut self, stmt: &Statement) -> TeamRules {
        let mut r = TeamRules { span: stmt.span, ..TeamRules::default() };
        const KWS: &[Kw] = &[
            Kw::Boards,
            Kw::Reserves,
            Kw::MinimumPresent,
            Kw::Foreign,
            Kw::BoardOrder,
            Kw::LineupDeadline,
        ];
        for s in self.block(stmt, "team-composition") {
            let Some(kw) = self.head(s, KWS, "team-composition") else { continue };
            let mut a = Args::new(s, 1);
            match kw {
                Kw::Boards => r.boards = self.uint(&mut a, "the number of boards"),
                Kw::Reserves => r.reserves = self.uint(&mut a, "the number of reserves"),
                Kw::MinimumPresent => {
                    r.minimum_present = self.uint(&mut a, "the minimum number of players present")
                }
                Kw::Foreign => {
                    let kind = match a.next() {
                        Some(v) if v.as_word().is_some() || matches!(v.kind, ValueKind::Str(_)) => {
                            Some(Spanned::new(value_text(v), v.span))
                        }
                        Some(v) => {
                            self.wrong_kind(&a, v, "which foreign players (`eu`, `non-eu`, `any`)");
                            None
                        }
                        None => {
                            self.missing(&a, "which foreign players (`eu`, `non-eu`, `any`)");
                            None
                        }
                    };
                    let n = self.uint(&mut a, "the limit per match");
                    if let (Some(kind), Some(n)) = (kind, n) {
                        r.foreign_limits.push((kind, n));
                    }
                }
                Kw::BoardOrder => match a.next() {
                    Some(v) => r.board_order = Some(Spanned::new(value_text(v), v.span)),
                    None => self.missing(&a, "the board order rule"),
                },
                Kw::LineupDeadline => {
                    r.lineup_deadline_minutes =
                        self.quantity(&mut a, "the deadline before the round", Unit::Minutes)
                }
                _ => {}
            }
            self.finish(&mut a);
        }
        r
    }

    // ---------------------------------------------------------------- time control

    fn time_control(&mut self, stmt: &Statement) -> TimeControl {
        let mut tc = TimeControl { span: stmt.span, ..TimeControl::default() };
        const KWS: &[Kw] = &[
            Kw::Period,
            Kw::Increment,
            Kw::Delay,
            Kw::DefaultTime,
            Kw::QuickplayFinish,
            Kw::Clock,
            Kw::NoDrawBefore,
            Kw::Scoresheet,
        ];
        for s in self.block(stmt, "time-control") {
            let Some(kw) = self.head(s, KWS, "time-control") else { continue };
            let mut a = Args::new(s, 1);
            match kw {
                Kw::Period => {
                    if let Some(minutes) =
                        self.quantity(&mut a, "the minutes of the period", Unit::Minutes)
                    {
                        let mut moves = None;
                        if self.peek_kw(&a, &[Kw::Moves]).is_some() {
                            a.next();
                            moves = self.uint(&mut a, "the number of moves");
                        } else if let Some(Value { kind: ValueKind::Number(_), .. }) = a.peek() {
                            moves = self.uint(&mut a, "the number of moves");
                            if self.peek_kw(&a, &[Kw::Moves]).is_some() {
                                a.next();
                            }
                        }
                        tc.periods.push(Period { minutes, moves });
                    }
                }
                Kw::Increment => {
                    let inc = self.quantity(&mut a, "the increment", Unit::Seconds);
                    self.set_once(&mut tc.increment_seconds, "increment", inc);
                    if self.peek_kw(&a, &[Kw::FromMove]).is_some() {
                        a.next();
                        tc.increment_from_move = self.uint(&mut a, "the first move with increment");
                    }
                }
                Kw::Delay => tc.delay_seconds = self.quantity(&mut a, "the delay", Unit::Seconds),
                Kw::DefaultTime => {
                    tc.default_minutes = self.quantity(&mut a, "the default time", Unit::Minutes)
                }
                Kw::QuickplayFinish => tc.quickplay_finish = self.on_off(&mut a),
                Kw::Clock => tc.clock = self.string(&mut a, "the clock type"),
                Kw::NoDrawBefore => tc.no_draw_before = self.uint(&mut a, "a move number"),
                Kw::Scoresheet => tc.scoresheet = self.string(&mut a, "the scoresheet rule"),
                _ => {}
            }
            self.finish(&mut a);
        }
        tc
    }

    // ---------------------------------------------------------------- schedule

    fn schedule(&mut self, stmt: &Statement) -> Vec<ScheduleEntry> {
        const ACTS: &[Kw] = &[
            Kw::Arrival,
            Kw::Departure,
            Kw::Registration,
            Kw::TechnicalMeeting,
            Kw::Lots,
            Kw::Round,
            Kw::FreeDay,
            Kw::Playoff,
            Kw::Closing,
        ];
        let mut out = Vec::new();
        for s in self.block(stmt, "schedule") {
            let mut a = Args::new(s, 0);
            a.kw = "schedule entry".into();
            let Some(date) = self.date(&mut a, "a date") else { continue };
            let mut weekday = None;
            if let Some(v @ Value { kind: ValueKind::Word(w), .. }) = a.peek() {
                if keywords::lookup(w, ACTS).is_none() {
                    a.next();
                    match calendar::weekday_from_word(w) {
                        Some(i) => weekday = Some(Spanned::new((w.clone(), i), v.span)),
                        None => {
                            let best = suggest::closest(w, calendar::weekday_words());
                            let mut d = Diagnostic::error(
                                crate::model::codes::UNKNOWN_WEEKDAY,
                                format!("`{w}` is not a weekday"),
                            )
                            .with_label(v.span, "weekday or activity expected");
                            if let Some(c) = best {
                                d = d.with_help(format!("did you mean `{c}`?"));
                            }
                            self.diags.push(d);
                        }
                    }
                }
            }
            let mut time = None;
            if let Some(v @ Value { kind: ValueKind::Time(t), .. }) = a.peek() {
                a.next();
                time = self.time_value(v, t);
            }
            let mut activities = Vec::new();
            while let Some(v) = a.peek() {
                match &v.kind {
                    ValueKind::Str(text) => {
                        a.next();
                        activities.push(Spanned::new(Activity::Other(text.clone()), v.span));
                    }
                    ValueKind::Word(_) => {
                        let Some(k) = self.keyword(&mut a, ACTS, "an activity") else { continue };
                        let act = match k.value {
                            Kw::Arrival => Activity::Arrival,
                            Kw::Departure => Activity::Departure,
                            Kw::Registration => Activity::Registration,
                            Kw::TechnicalMeeting => Activity::TechnicalMeeting,
                            Kw::Lots => Activity::Lots,
                            Kw::FreeDay => Activity::FreeDay,
                            Kw::Playoff => Activity::Playoff,
                            Kw::Closing => Activity::Closing,
                            _ => match self.uint(&mut a, "the round number") {
                                Some(n) => {
                                    activities.push(Spanned::new(
                                        Activity::Round(n.value),
                                        k.span.join(n.span),
                                    ));
                                    continue;
                                }
                                None => continue,
                            },
                        };
                        activities.push(Spanned::new(act, k.span));
                    }
                    _ => break,
                }
            }
            if activities.is_empty() && a.is_done() {
                self.missing(&a, "what happens (e.g. `round 1`)");
            }
            self.finish(&mut a);
            out.push(ScheduleEntry { date, weekday, time, activities, span: s.span });
        }
        out
    }

    // ---------------------------------------------------------------- ranking

    fn score_triple(&mut self, a: &mut Args<'_>) -> Option<(Points, Points, Points)> {
        let mut win = None;
        let mut draw = None;
        let mut loss = None;
        if let Some(Value { kind: ValueKind::Number(_), .. }) = a.peek() {
            win = self.points(a, "points for a win").map(|p| p.value);
            draw = self.points(a, "points for a draw").map(|p| p.value);
            loss = self.points(a, "points for a loss").map(|p| p.value);
        } else {
            while !a.is_done() {
                let Some(k) =
                    self.keyword(a, &[Kw::Win, Kw::Draw, Kw::Loss], "`win`, `draw` or `loss`")
                else {
                    break;
                };
                let p = self.points(a, "points").map(|p| p.value);
                match k.value {
                    Kw::Win => win = p,
                    Kw::Draw => draw = p,
                    _ => loss = p,
                }
            }
        }
        match (win, draw, loss) {
            (Some(w), Some(d), Some(l)) => Some((w, d, l)),
            _ => {
                self.missing(a, "points for a win, a draw and a loss");
                None
            }
        }
    }

    fn tiebreak_list(&mut self, a: &mut Args<'_>) -> Vec<Spanned<TieBreak>> {
        let mut out = Vec::new();
        while let Some(v) = a.next() {
            let text = match &v.kind {
                ValueKind::Word(w) => w.clone(),
                _ => {
                    self.wrong_kind(a, v, "a tie-break code such as `BH/C1`");
                    continue;
                }
            };
            if let Some(k) = keywords::lookup(&text, &[Kw::BoardPoints, Kw::BlackBoardOne]) {
                let kind = if k == Kw::BoardPoints {
                    TieBreakKind::BoardWeighted { weights: Vec::new(), among_tied: false }
                } else {
                    TieBreakKind::BlackOnBoardOneInMutualMatch
                };
                out.push(Spanned::new(TieBreak::plain(kind), v.span));
                continue;
            }
            match TieBreak::parse(&text) {
                Ok(tb) => out.push(Spanned::new(tb, v.span)),
                Err(e) => {
                    let mut d =
                        Diagnostic::error(crate::model::codes::UNKNOWN_TIEBREAK, e.to_string())
                            .with_label(v.span, "not a FIDE C.07 tie-break");
                    if let TieBreakError::UnknownCode(_) = e {
                        let head = text.split(['/', ':']).next().unwrap_or(&text).to_uppercase();
                        let best = suggest::closest(&head, tiebreak::CODES.iter().map(|(c, _)| *c));
                        match best {
                            Some(c) => d = d.with_help(format!("did you mean `{c}`?")),
                            _ => d = d.with_help("use a code from FIDE C.07 art. 5 (DE, WIN, BH, SB, KS, ARO, TPR…) or `board-points`"),
                        }
                    } else {
                        d = d.with_help("modifiers are /Cn, /Mn, /L±n, /Kn, /P, /F, /R");
                    }
                    self.diags.push(d);
                }
            }
        }
        out
    }

    fn when_tied(&mut self, a: &mut Args<'_>) -> Vec<Spanned<TieResolution>> {
        let mut out = Vec::new();
        while !a.is_done() {
            let Some(k) = self.keyword(
                a,
                &[Kw::Playoff, Kw::Armageddon, Kw::Lots, Kw::Shared],
                "`playoff`, `armageddon`, `lots` or `shared`",
            ) else {
                continue;
            };
            let r = match k.value {
                Kw::Playoff => TieResolution::Playoff,
                Kw::Armageddon => TieResolution::Armageddon,
                Kw::Lots => TieResolution::Lots,
                _ => TieResolution::Shared,
            };
            out.push(Spanned::new(r, k.span));
        }
        out
    }

    fn ranking(&mut self, stmt: &Statement) -> Ranking {
        let mut r = Ranking { span: stmt.span, ..Ranking::default() };
        let mut weights: Option<(Vec<Points>, bool)> = None;
        const KWS: &[Kw] = &[
            Kw::Points,
            Kw::MatchPoints,
            Kw::Primary,
            Kw::Tiebreaks,
            Kw::BoardPoints,
            Kw::ComputedBy,
            Kw::WhenTied,
            Kw::Playoff,
        ];
        for s in self.block(stmt, "ranking") {
            let Some(kw) = self.head(s, KWS, "ranking") else { continue };
            let mut a = Args::new(s, 1);
            match kw {
                Kw::Points => {
                    r.game_points = self.score_triple(&mut a).map(|t| Spanned::new(t, s.span))
                }
                Kw::MatchPoints => {
                    r.match_points = self.score_triple(&mut a).map(|t| Spanned::new(t, s.span))
                }
                Kw::Primary => {
                    if let Some(k) = self.keyword(
                        &mut a,
                        &[Kw::MatchPoints, Kw::GamePoints],
                        "`match-points` or `game-points`",
                    ) {
                        r.game_points_primary = k.value == Kw::GamePoints;
                    }
                }
                Kw::Tiebreaks => {
                    if !r.tiebreaks.is_empty() {
                        self.duplicate("tiebreaks", r.tiebreaks[0].span, s.span);
                    }
                    r.tiebreaks = self.tiebreak_list(&mut a);
                }
                Kw::BoardPoints => {
                    let mut w = Vec::new();
                    while let Some(Value { kind: ValueKind::Number(_), .. }) = a.peek() {
                        if let Some(p) = self.points(&mut a, "a board weight") {
                            w.push(p.value);
                        }
                    }
                    let mut among = false;
                    if !a.is_done() {
                        if let Some(k) = self.keyword(
                            &mut a,
                            &[Kw::AmongTied, Kw::WholeEvent],
                            "`among-tied` or `whole-event`",
                        ) {
                            among = k.value == Kw::AmongTied;
                        }
                    }
                    weights = Some((w, among));
                }
                Kw::ComputedBy => r.computed_by = self.string(&mut a, "the program's name"),
                Kw::WhenTied => r.when_tied = self.when_tied(&mut a),
                Kw::Playoff => {
                    if self.peek_kw(&a, &[Kw::StartsAfter]).is_some() {
                        a.next();
                        r.playoff_start_minutes =
                            self.quantity(&mut a, "minutes after the last game", Unit::Minutes);
                    }
                    r.playoff = self.playoff(s);
                }
                _ => {}
            }
            self.finish(&mut a);
        }
        if let Some((w, among)) = weights {
            for tb in &mut r.tiebreaks {
                if let TieBreakKind::BoardWeighted { weights, among_tied } = &mut tb.value.kind {
                    *weights = w.clone();
                    *among_tied = among;
                }
            }
        }
        r
    }

    fn playoff(&mut self, stmt: &Statement) -> Vec<PlayoffStage> {
        let mut out = Vec::new();
        let Some(b) = &stmt.block else { return out };
        for s in &b.statements {
            let Some(_) = self.head(s, &[Kw::Stage], "playoff") else { continue };
            let mut a = Args::new(s, 1);
            let mut st = PlayoffStage {
                players: None,
                games: None,
                until_first_win: false,
                round_robin: false,
                armageddon: false,
                base_minutes: None,
                increment_seconds: None,
                span: s.span,
            };
            const KWS: &[Kw] = &[
                Kw::Players,
                Kw::Games,
                Kw::UntilFirstWin,
                Kw::RoundRobin,
                Kw::Armageddon,
                Kw::Base,
                Kw::Increment,
            ];
            while !a.is_done() {
                let Some(k) = self.keyword(&mut a, KWS, "a play-off stage attribute") else {
                    continue;
                };
                match k.value {
                    Kw::Players => {
                        if let Some(n) = self.uint(&mut a, "the number of players") {
                            let more = self.peek_kw(&a, &[Kw::OrMore]).is_some();
                            if more {
                                a.next();
                            }
                            st.players = Some((n.value, more));
                        }
                    }
                    Kw::Games => {
                        st.games = self.uint(&mut a, "the number of games").map(|n| n.value)
                    }
                    Kw::UntilFirstWin => st.until_first_win = true,
                    Kw::RoundRobin => st.round_robin = true,
                    Kw::Armageddon => st.armageddon = true,
                    Kw::Base => {
                        st.base_minutes = self.quantity(&mut a, "the base time", Unit::Minutes)
                    }
                    Kw::Increment => {
                        st.increment_seconds = self.quantity(&mut a, "the increment", Unit::Seconds)
                    }
                    _ => {}
                }
            }
            out.push(st);
        }
        out
    }

    fn subclassification(&mut self, stmt: &Statement) -> Option<SubClassification> {
        let mut a = Args::new(stmt, 1);
        let k = self.keyword(
            &mut a,
            &[Kw::Board, Kw::Women, Kw::Juniors, Kw::Seniors],
            "`board`, `women`, `juniors` or `seniors`",
        )?;
        let kind = Spanned::new(k.value.spelling(Lang::En).to_string(), k.span);
        let board = if k.value == Kw::Board { self.uint(&mut a, "the board number") } else { None };
        self.finish(&mut a);
        let mut sc = SubClassification {
            kind,
            board,
            tiebreaks: Vec::new(),
            when_tied: Vec::new(),
            playoff: Vec::new(),
            span: stmt.span,
        };
        if let Some(b) = &stmt.block {
            for s in &b.statements {
                let Some(kw) =
                    self.head(s, &[Kw::Tiebreaks, Kw::WhenTied, Kw::Playoff], "subclassification")
                else {
                    continue;
                };
                let mut a = Args::new(s, 1);
                match kw {
                    Kw::Tiebreaks => sc.tiebreaks = self.tiebreak_list(&mut a),
                    Kw::WhenTied => sc.when_tied = self.when_tied(&mut a),
                    _ => sc.playoff = self.playoff(s),
                }
                self.finish(&mut a);
            }
        }
        Some(sc)
    }

    // ---------------------------------------------------------------- validity, claims

    fn validity(&mut self, stmt: &Statement) -> Validity {
        let mut v = Validity { span: stmt.span, ..Validity::default() };
        for s in self.block(stmt, "validity") {
            let Some(kw) = self.head(s, &[Kw::Rated, Kw::Qualification, Kw::Relegated], "validity")
            else {
                continue;
            };
            let mut a = Args::new(s, 1);
            match kw {
                Kw::Rated => {
                    while !a.is_done() {
                        let Some(k) = self.keyword(
                            &mut a,
                            &[Kw::FideStandard, Kw::FideRapid, Kw::FideBlitz, Kw::National],
                            "a rating list",
                        ) else {
                            continue;
                        };
                        let r = match k.value {
                            Kw::FideStandard => RatedFor::FideStandard,
                            Kw::FideRapid => RatedFor::FideRapid,
                            Kw::FideBlitz => RatedFor::FideBlitz,
                            _ => RatedFor::National,
                        };
                        v.rated.push(Spanned::new(r, k.span));
                    }
                }
                Kw::Qualification => {
                    v.qualification = self.string(&mut a, "the qualification consequence")
                }
                _ => v.relegated = self.uint(&mut a, "the number of teams relegated"),
            }
            self.finish(&mut a);
        }
        v
    }

    fn claims(&mut self, stmt: &Statement, c: &mut Claims) {
        for s in self.block(stmt, "claims") {
            let Some(kw) = self.head(s, &[Kw::AverageRating, Kw::Category, Kw::Norm], "claims")
            else {
                continue;
            };
            let mut a = Args::new(s, 1);
            match kw {
                Kw::AverageRating => {
                    let v = self.uint(&mut a, "the average rating");
                    self.set_once(&mut c.average_rating, "average-rating", v);
                }
                Kw::Category => match a.next() {
                    Some(v) => {
                        let text = value_text(v);
                        match parse_category(&text) {
                            Some((n, women)) => c.category = Some(Spanned::new((text, n, women), v.span)),
                            None => self.diags.push(
                                Diagnostic::error(crate::model::codes::INVALID_NUMBER, format!("`{text}` is not a tournament category"))
                                    .with_label(v.span, "category expected")
                                    .with_help("write the category as a number or Roman numeral, e.g. `\"VI\"` or `\"VI-Ж\"` for a women's category"),
                            ),
                        }
                    }
                    None => self.missing(&a, "the category"),
                },
                _ => {
                    let title = match a.next() {
                        Some(v) => match v.as_word().and_then(Title::parse) {
                            Some(t) => Some(Spanned::new(t, v.span)),
                            None => {
                                self.diags.push(
                                    Diagnostic::error(
                                        crate::model::codes::UNKNOWN_TITLE,
                                        format!("unknown title `{}`", value_text(v)),
                                    )
                                    .with_label(v.span, "not a FIDE title")
                                    .with_help("write one of GM, IM, WGM, WIM, FM, WFM"),
                                );
                                None
                            }
                        },
                        None => {
                            self.missing(&a, "the title of the norm");
                            None
                        }
                    };
                    let mut norm = NormClaim {
                        title: title.clone().unwrap_or(Spanned::new(Title::IM, s.span)),
                        points: None,
                        games: None,
                        titled: None,
                        span: s.span,
                    };
                    while !a.is_done() {
                        let Some(k) = self.keyword(
                            &mut a,
                            &[Kw::Points, Kw::Games, Kw::Titled],
                            "`points`, `games` or `titled`",
                        ) else {
                            continue;
                        };
                        match k.value {
                            Kw::Points => norm.points = self.points(&mut a, "the points needed"),
                            Kw::Games => norm.games = self.uint(&mut a, "the number of games"),
                            _ => norm.titled = self.uint(&mut a, "the titled opponents needed"),
                        }
                    }
                    if title.is_some() {
                        c.norms.push(norm);
                    }
                }
            }
            self.finish(&mut a);
        }
    }

    // ---------------------------------------------------------------- officials, appeals, prizes

    fn officials(&mut self, stmt: &Statement, out: &mut Vec<Official>) {
        const KWS: &[Kw] = &[Kw::ChiefArbiter, Kw::Deputy, Kw::Arbiter, Kw::Doctor, Kw::Director];
        for s in self.block(stmt, "officials") {
            let Some(kw) = self.head(s, KWS, "officials") else { continue };
            let mut a = Args::new(s, 1);
            let role = match kw {
                Kw::ChiefArbiter => Role::ChiefArbiter,
                Kw::Deputy => Role::DeputyArbiter,
                Kw::Arbiter => Role::Arbiter,
                Kw::Doctor => Role::Doctor,
                _ => Role::Director,
            };
            let role_span = s.values[0].span;
            if let Some(name) = self.string(&mut a, "the official's name") {
                let category = self.opt_string(&mut a);
                out.push(Official { role: Spanned::new(role, role_span), name, category });
            }
            self.finish(&mut a);
        }
    }

    fn money(&mut self, a: &mut Args<'_>, what: &str) -> Option<Spanned<Money>> {
        let amount = self.points(a, what)?;
        match a.next() {
            Some(v) => {
                let text = value_text(v);
                match currency_code(&text) {
                    Some(code) => Some(Spanned::new(
                        Money { amount: amount.value, currency: code.to_string() },
                        amount.span.join(v.span),
                    )),
                    None => {
                        self.diags.push(
                            Diagnostic::error(
                                crate::model::codes::UNKNOWN_CURRENCY,
                                format!("unknown currency `{text}`"),
                            )
                            .with_label(v.span, "currency expected")
                            .with_help("write `BGN` (лв.), `EUR` (евро) or `UAH` (грн)"),
                        );
                        None
                    }
                }
            }
            None => {
                self.missing(a, "the currency");
                None
            }
        }
    }

    fn appeals(&mut self, stmt: &Statement) -> Appeals {
        let mut ap = Appeals { span: stmt.span, ..Appeals::default() };
        const KWS: &[Kw] = &[
            Kw::Chair,
            Kw::Member,
            Kw::Reserve,
            Kw::Reserves,
            Kw::Size,
            Kw::Deadline,
            Kw::Fee,
            Kw::Refund,
            Kw::Final,
        ];
        for s in self.block(stmt, "appeals") {
            let Some(kw) = self.head(s, KWS, "appeals") else { continue };
            let mut a = Args::new(s, 1);
            match kw {
                Kw::Chair => ap.chair = self.string(&mut a, "the chair's name"),
                Kw::Member => {
                    while !a.is_done() {
                        if let Some(n) = self.string(&mut a, "a member's name") {
                            ap.members.push(n);
                        }
                    }
                }
                Kw::Reserve | Kw::Reserves => {
                    while !a.is_done() {
                        if let Some(n) = self.string(&mut a, "a reserve's name") {
                            ap.reserves.push(n);
                        }
                    }
                }
                Kw::Size => ap.stated_size = self.uint(&mut a, "the committee size"),
                Kw::Deadline => {
                    if let Some(q) = self.quantity(&mut a, "the deadline", Unit::Minutes) {
                        let mut from = DeadlineFrom::Decision;
                        if self.peek_kw(&a, &[Kw::After]).is_some() {
                            a.next();
                            if let Some(k) = self.keyword(
                                &mut a,
                                &[Kw::Decision, Kw::Round],
                                "`decision` or `round`",
                            ) {
                                if k.value == Kw::Round {
                                    from = DeadlineFrom::Round;
                                }
                            }
                        }
                        ap.deadline = Some(Spanned::new((q.value, from), s.span));
                    }
                }
                Kw::Fee => ap.fee = self.money(&mut a, "the fee"),
                Kw::Refund => {
                    let upheld = self.keyword(&mut a, &[Kw::IfUpheld], "`if-upheld`");
                    ap.refund_if_upheld = upheld.map(|k| Spanned::new(true, k.span));
                }
                _ => ap.final_decision = Some(Spanned::new(true, s.span)),
            }
            self.finish(&mut a);
        }
        ap
    }

    fn prizes(&mut self, stmt: &Statement, out: &mut Vec<Prize>) {
        for s in self.block(stmt, "prizes") {
            let Some(_) = self.head(s, &[Kw::Place], "prizes") else { continue };
            let mut a = Args::new(s, 1);
            let Some(first) = self.uint(&mut a, "the place") else { continue };
            let mut last = first.clone();
            if let Some(Value { kind: ValueKind::Number(_), .. }) = a.peek() {
                if let Some(l) = self.uint(&mut a, "the last place") {
                    last = l;
                }
            }
            let mut prize = Prize {
                places: Spanned::new((first.value, last.value), first.span.join(last.span)),
                awards: Vec::new(),
                money: None,
                classification: None,
                span: s.span,
            };
            while let Some(v) = a.peek() {
                match &v.kind {
                    ValueKind::Str(t) => {
                        a.next();
                        prize.awards.push(Spanned::new(t.clone(), v.span));
                    }
                    ValueKind::Word(w) => {
                        match keywords::lookup(w, &[Kw::Money, Kw::Classification]) {
                            Some(Kw::Money) => {
                                a.next();
                                prize.money = self.money(&mut a, "the amount");
                            }
                            Some(_) => {
                                a.next();
                                prize.classification = self.string(&mut a, "the classification");
                            }
                            None => {
                                a.next();
                                prize.awards.push(Spanned::new(w.clone(), v.span));
                            }
                        }
                    }
                    _ => break,
                }
            }
            self.finish(&mut a);
            out.push(prize);
        }
    }

    // ---------------------------------------------------------------- prose

    fn section(&mut self, stmt: &Statement) -> Option<Section> {
        let mut a = Args::new(stmt, 1);
        let mut number = None;
        if let Some(v @ Value { kind: ValueKind::Number(n), .. }) = a.peek() {
            a.next();
            number = Some(Spanned::new(n.clone(), v.span));
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
    fn placeholders(&mut self, text: &str, span: Span) -> Vec<Spanned<String>> {
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
                            let mut d = Diagnostic::error(
                                crate::model::codes::UNKNOWN_PLACEHOLDER,
                                format!("unknown placeholder `{{{name}}}`"),
                            )
                            .with_label(pspan, "no fact has this name");
                            d = match best {
                                Some(p) => d.with_help(format!("did you mean `{{{p}}}`?")),
                                _ => d.with_help(format!(
                                    "known placeholders: {}",
                                    PLACEHOLDERS.join(", ")
                                )),
                            };
                            self.diags.push(d);
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

impl Args<'_> {
    /// End of the last value consumed.
    fn end_span_before(&self) -> Span {
        match self.pos.checked_sub(1).and_then(|p| self.values.get(p)) {
            Some(v) => v.span,
            None => Span::new(self.stmt.start, self.stmt.start),
        }
    }
}

/// Parses a category: `6`, `VI`, `VI-Ж`, `ІХ` (Cyrillic homoglyphs), `VI-W`.
pub fn parse_category(text: &str) -> Option<(u32, bool)> {
    let t = text.trim();
    let (num, suffix) = match t.find(['-', ' ', '–']) {
        Some(i) => (&t[..i], t[i..].trim_start_matches(['-', ' ', '–'])),
        None => (t, ""),
    };
    let women = {
        let s = suffix.to_lowercase();
        s.starts_with('ж') || s.starts_with('w')
    };
    if !suffix.is_empty() && !women {
        return None;
    }
    if let Ok(n) = num.parse::<u32>() {
        return (1..=30).contains(&n).then_some((n, women));
    }
    let latin: String = num
        .chars()
        .map(|c| match c {
            'І' | 'і' | 'ı' => 'I',
            'Х' | 'х' => 'X',
            'Ѵ' => 'V',
            c => c.to_ascii_uppercase(),
        })
        .collect();
    let value = |c: char| match c {
        'I' => Some(1),
        'V' => Some(5),
        'X' => Some(10),
        'L' => Some(50),
        _ => None,
    };
    let mut total = 0i32;
    let chars: Vec<char> = latin.chars().collect();
    if chars.is_empty() {
        return None;
    }
    for (i, c) in chars.iter().enumerate() {
        let v = value(*c)?;
        let next = chars.get(i + 1).and_then(|n| value(*n)).unwrap_or(0);
        total += if v < next { -v } else { v };
    }
    (1..=30).contains(&total).then_some((total as u32, women))
}

/// The ISO 4217 code of a written currency (`лв.`, `лева`, `евро`, `€`, `грн`…).
pub fn currency_code(text: &str) -> Option<&'static str> {
    let t = text.trim().to_lowercase();
    let t = t.trim_end_matches('.');
    Some(match t {
        "bgn" | "лв" | "лева" | "лев" | "lev" | "leva" => "BGN",
        "eur" | "евро" | "€" | "euro" | "євро" => "EUR",
        "uah" | "грн" | "гривень" | "гривні" | "₴" | "hryvnia" => "UAH",
        "usd" | "$" => "USD",
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn categories_read_roman_numerals_and_the_womens_mark() {
        assert_eq!(parse_category("VI-Ж"), Some((6, true)));
        assert_eq!(parse_category("VІ - Ж"), Some((6, true)));
        assert_eq!(parse_category("ІХ"), Some((9, false)));
        assert_eq!(parse_category("12"), Some((12, false)));
        assert_eq!(parse_category("foo"), None);
    }

    #[test]
    fn currencies_are_normalised() {
        assert_eq!(currency_code("лв."), Some("BGN"));
        assert_eq!(currency_code("грн"), Some("UAH"));
        assert_eq!(currency_code("евро"), Some("EUR"));
        assert_eq!(currency_code("rubles"), None);
    }
}
