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

mod claims;
mod event;
mod participants;
mod prose;
mod ranking;
mod schedule;
mod time_control;
mod values;

pub use prose::{PLACEHOLDERS, TABLE_PLACEHOLDERS};
pub use values::{currency_code, parse_category};

/// The result of lowering: the model (possibly partial) and every diagnostic found.
#[derive(Debug)]
pub struct Lowered {
    /// The model; `None` only when the header is missing entirely.
    pub model: Option<Regulation>,
    /// All lowering diagnostics.
    pub diagnostics: Vec<Diagnostic>,
}

/// Lowers a parsed document.
pub fn lower(doc: &Document) -> Lowered {
    let mut l = Lowerer {
        lang: Lang::Bg,
        diags: Vec::new(),
        year: values::event_year(doc),
        hidden: Default::default(),
    };
    let model = l.document(doc);
    l.hidden.add(crate::diagnostic::truncate(&mut l.diags, MAX_KEPT_FINDINGS));
    if l.hidden.total() > 0 {
        l.diags.push(crate::decode::findings_not_shown(l.hidden));
    }
    Lowered { model, diagnostics: l.diags }
}

/// The most findings lowering keeps (errors first; one `D008` counts the rest), so a file with
/// a finding on every line costs bounded memory.
pub const MAX_KEPT_FINDINGS: usize = 10_000;

struct Lowerer {
    lang: Lang,
    diags: Vec<Diagnostic>,
    /// The year of the event's dates, for dates written without one (`11.03`).
    year: Option<i16>,
    /// Findings left out.
    hidden: crate::diagnostic::Hidden,
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
        let mut d = Diagnostic::error(
            crate::model::codes::MISSING_VALUE,
            format!("`{}` needs {what}", a.kw),
        )
        .with_label(a.end_span(), format!("{what} expected here"))
        .with_span(a.stmt)
        .with_help(format!("write {what} after `{}`", a.kw));
        // `2,1,0` is read as the numbers 2,1 and ,0: say so.
        if let Some(n) = a.values.iter().find_map(|v| match &v.kind {
            ValueKind::Number(n) if n.contains(',') => Some(n),
            _ => None,
        }) {
            d = d.with_note(format!(
                "`{n}` is one number with a decimal comma; to write several numbers, separate them \
                 with blanks (`2 1 0`) or with `, ` (`2, 1, 0`)"
            ));
        }
        self.diags.push(d);
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

    /// Records a block that may be given once; `L009` when it was given before (the later one
    /// replaces it, as for the other blocks).
    fn once(&mut self, seen: &mut Vec<(&'static str, Span)>, what: &'static str, span: Span) {
        match seen.iter().find(|(w, _)| *w == what) {
            Some(&(_, first)) => self.duplicate(what, first, span),
            None => seen.push((what, span)),
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
            Kw::TitleBlock,
            Kw::Review,
        ];
        let rest: Vec<&Statement> = statements.collect();
        // Blocks that may be given once, with where each was first given (`L009` again).
        let mut blocks_seen: Vec<(&'static str, Span)> = Vec::new();
        for (i, stmt) in rest.iter().copied().enumerate() {
            if self.diags.len() >= 2 * MAX_KEPT_FINDINGS {
                let hidden = crate::diagnostic::truncate(&mut self.diags, MAX_KEPT_FINDINGS);
                self.hidden.add(hidden);
            }
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
                Kw::TeamComposition => {
                    self.once(&mut blocks_seen, "team-composition", stmt.span);
                    reg.team_rules = Some(self.team_rules(stmt));
                }
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
                Kw::Ranking => {
                    self.once(&mut blocks_seen, "ranking", stmt.span);
                    reg.ranking = Some(self.ranking(stmt));
                }
                Kw::Subclassification => {
                    if let Some(s) = self.subclassification(stmt) {
                        reg.subclassifications.push(s);
                    }
                }
                Kw::Validity => {
                    self.once(&mut blocks_seen, "validity", stmt.span);
                    reg.validity = Some(self.validity(stmt));
                }
                Kw::Claims => self.claims(stmt, &mut reg.claims),
                Kw::Officials => self.officials(stmt, &mut reg.officials),
                Kw::Appeals => {
                    self.once(&mut blocks_seen, "appeals", stmt.span);
                    reg.appeals = Some(self.appeals(stmt));
                }
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
                Kw::TitleBlock => {
                    if !reg.title_block.is_empty() {
                        self.duplicate("title-block", reg.title_block[0].span, stmt.span);
                    }
                    reg.title_block = self.title_block(stmt);
                }
                Kw::Review => {
                    let mut a = Args::new(stmt, 1);
                    let code = match a.next() {
                        Some(v @ Value { kind: ValueKind::Word(w), .. }) => {
                            Some(Spanned::new(w.to_uppercase(), v.span))
                        }
                        Some(v) => {
                            self.wrong_kind(&a, v, "a code such as `I003`");
                            None
                        }
                        None => {
                            self.missing(&a, "a code such as `I003`");
                            None
                        }
                    };
                    let note = self.opt_string(&mut a);
                    self.finish(&mut a);
                    // The fact the mark is about: the next statement that is not a mark.
                    let fact = rest[i + 1..]
                        .iter()
                        .find(|s| {
                            s.values
                                .first()
                                .and_then(|v| v.as_word())
                                .and_then(|w| keywords::lookup(w, &[Kw::Review]))
                                .is_none()
                        })
                        .map(|s| s.span);
                    if let Some(code) = code {
                        reg.reviews.push(Review { code, note, fact, span: stmt.span });
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
