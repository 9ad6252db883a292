//! Syntax tree → typed model. Lowering interprets words through the keyword tables, checks that
//! every value is well formed (real dates, real times, known codes) and collects *all* errors.

use super::keywords::{self, Kw};
use super::types::*;
use crate::diagnostic::l10n::localized;
use crate::diagnostic::l10n::tr;
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
mod phrases;
mod prose;
mod ranking;
mod schedule;
mod time_control;
mod values;

use crate::vocab::lang::ByLang;
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

/// Lowers a parsed document. Lowering never stops at an error: every statement it can read is
/// kept, and each top-level statement that had an error is listed in
/// [`Regulation::broken`], so that the checks can run on the partial model and stay silent
/// about what may be missing from it.
pub fn lower(doc: &Document) -> Lowered {
    let kw_lang = keywords::dominant_language(words(doc));
    let mut l = Lowerer {
        lang: Lang::Bg,
        kw_lang,
        diags: Vec::new(),
        year: values::event_year(doc),
        hidden: Default::default(),
    };
    let mut model = l.document(doc);
    l.hidden.add(crate::diagnostic::truncate(&mut l.diags, MAX_KEPT_FINDINGS));
    if l.hidden.total() > 0 {
        l.diags.push(crate::decode::findings_not_shown(l.hidden));
    }
    let kw = l.kwl();
    if kw != crate::vocab::Lang::En {
        for d in &mut l.diags {
            // Help lines and notes quote keywords in English; write them as the file does.
            d.map_help_and_notes(|t| keywords::localise_snippets(t, kw));
        }
    }
    if let Some(m) = &mut model {
        m.keyword_lang = kw;
    }
    Lowered { model, diagnostics: l.diags }
}

/// Every word of a document (keywords and the words among values), for its keyword language.
fn words(doc: &Document) -> Vec<&str> {
    fn walk<'a>(stmts: &'a [Statement], out: &mut Vec<&'a str>) {
        for s in stmts {
            out.extend(s.values.iter().filter_map(|v| v.as_word()));
            if let Some(b) = &s.block {
                walk(&b.statements, out);
            }
        }
    }
    let mut out = Vec::new();
    walk(&doc.statements, &mut out);
    out
}

/// The language a file declares in its header (`lang bg`, `език bg`, `мова uk`), read from the
/// text alone: for findings about a file that cannot be parsed.
pub fn sniff_lang(text: &str) -> Option<Lang> {
    let head = text.lines().map(str::trim).find(|l| !l.is_empty() && !l.starts_with('#'))?;
    let mut words = head.split(|c: char| c.is_whitespace() || c == '"' || c == ';');
    while let Some(w) = words.next() {
        if keywords::lookup(w, &[Kw::LangKw]).is_some() {
            return match words.find(|w| !w.is_empty())?.to_lowercase().as_str() {
                "bg" => Some(Lang::Bg),
                "uk" | "ua" => Some(Lang::Uk),
                "en" => Some(Lang::En),
                _ => None,
            };
        }
    }
    None
}

/// The most findings lowering keeps (errors first; one `D008` counts the rest), so a file with
/// a finding on every line costs bounded memory.
pub const MAX_KEPT_FINDINGS: usize = 10_000;

struct Lowerer {
    /// The declared language (from the header on).
    lang: Lang,
    /// The language of the file's keyword spellings, when it is telling.
    kw_lang: Option<Lang>,
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
    /// The keyword language of the file (its declared language when its keywords do not tell).
    fn kwl(&self) -> Lang {
        self.kw_lang.unwrap_or(self.lang)
    }

    /// The languages a did-you-mean may suggest from: the file's keyword language and its
    /// declared language, never a third.
    fn suggestion_langs(&self) -> Vec<Lang> {
        let mut langs = vec![self.kwl()];
        if !langs.contains(&self.lang) {
            langs.push(self.lang);
        }
        langs
    }

    /// A keyword named in a message, spelled as the file spells keywords.
    fn k(&self, english: &str) -> String {
        keywords::localise_snippets(&format!("`{english}`"), self.kwl())
    }

    /// A block named by its English keyword (`event`), spelled as the file spells keywords;
    /// other contexts (`the regulation`, `player`) are kept for [`phrases::inside`].
    fn context_name(&self, context: &str) -> String {
        match keywords::english(context) {
            Some(k) => k.spelling(self.kwl()).to_string(),
            None => context.to_string(),
        }
    }

    /// A value's description in a language, its keywords spelled as the file spells them.
    fn what(&self, en: &str, lang: Lang) -> String {
        keywords::localise_snippets(&phrases::phrase(en, lang), self.kwl())
    }

    fn unknown_word(&mut self, v: &Value, context: &str, allowed: &[Kw]) {
        let word = value_text(v);
        let context = self.context_name(context);
        let best = keywords::suggest(&word, allowed, &self.suggestion_langs());
        let all = keywords::spellings_in(allowed, self.kwl());
        self.diags.push(localized(|l| {
            let place = phrases::inside(&context, l);
            let d = Diagnostic::error(
                crate::model::codes::UNKNOWN_KEYWORD,
                tr!(
                    l,
                    en: "unknown word `{word}` {place}",
                    bg: "непозната дума `{word}` {place}",
                    uk: "невідоме слово `{word}` {place}"
                ),
            )
            .with_label(
                v.span,
                tr!(
                    l,
                    en: "not a keyword here",
                    bg: "тук трябва да стои ключова дума",
                    uk: "тут має стояти ключове слово"
                ),
            );
            match best {
                Some(s) => d.with_help(
                    tr!(l, en: "did you mean `{s}`?", bg: "може би `{s}`?", uk: "можливо, `{s}`?"),
                ),
                None => {
                    let list = crate::diagnostic::l10n::list_with_rest(&all, 12, l);
                    d.with_help(tr!(
                        l,
                        en: "expected one of: {list}",
                        bg: "очаква се една от думите: {list}",
                        uk: "очікується одне зі слів: {list}"
                    ))
                }
            }
        }));
    }

    fn missing(&mut self, a: &Args<'_>, what: &str) {
        let kw = a.kw.clone();
        let w = ByLang::from_fn(|lang| self.what(what, lang));
        // `2,1,0` is read as the numbers 2,1 and ,0: say so.
        let comma = a.values.iter().find_map(|v| match &v.kind {
            ValueKind::Number(n) if n.contains(',') => Some(n.clone()),
            _ => None,
        });
        self.diags.push(localized(|l| {
            let what = w.get(l);
            let after = phrases::after_keyword(&kw, l);
            let mut d = Diagnostic::error(
                crate::model::codes::MISSING_VALUE,
                tr!(
                    l,
                    en: "`{kw}` needs {what}",
                    bg: "{after} трябва да стои {what}",
                    uk: "{after} має стояти {what}"
                ),
            )
            .with_label(
                a.end_span(),
                tr!(l, en: "{what} expected here", bg: "тук липсва {what}", uk: "тут бракує: {what}"),
            )
            .with_span(a.stmt)
            .with_help(tr!(
                l,
                en: "write {what} after `{kw}`",
                bg: "допишете {after}: {what}",
                uk: "допишіть {after}: {what}"
            ));
            if let Some(n) = &comma {
                d = d.with_note(tr!(
                    l,
                    en: "`{n}` is one number with a decimal comma; to write several numbers, separate \
                     them with blanks (`2 1 0`) or with `, ` (`2, 1, 0`)",
                    bg: "`{n}` е едно число с десетична запетая; няколко числа се разделят с интервали \
                     (`2 1 0`) или със запетая и интервал (`2, 1, 0`)",
                    uk: "`{n}` — це одне число з десятковою комою; кілька чисел розділяють пробілами \
                     (`2 1 0`) або комою з пробілом (`2, 1, 0`)"
                ));
            }
            d
        }));
    }

    fn wrong_kind(&mut self, a: &Args<'_>, v: &Value, what: &str) {
        let kw = a.kw.clone();
        let w = ByLang::from_fn(|lang| self.what(what, lang));
        self.diags.push(localized(|l| {
            let what = w.get(l);
            let found = phrases::describe(v, l);
            let after = phrases::after_keyword(&kw, l);
            Diagnostic::error(
                crate::model::codes::WRONG_VALUE_KIND,
                tr!(
                    l,
                    en: "`{kw}` needs {what}, found {found}",
                    bg: "{after} трябва да стои {what}, а стои {found}",
                    uk: "{after} має стояти {what}, а стоїть {found}"
                ),
            )
            .with_label(
                v.span,
                tr!(l, en: "expected {what}", bg: "очаква се {what}", uk: "очікується {what}"),
            )
        }));
    }

    fn finish(&mut self, a: &mut Args<'_>) {
        if let Some(v) = a.next() {
            let first = v.span;
            let mut last = v.span;
            while let Some(v) = a.next() {
                last = v.span;
            }
            let kw = a.kw.clone();
            self.diags.push(localized(|l| {
                let after = phrases::after_keyword(&kw, l);
                Diagnostic::error(
                    crate::model::codes::UNEXPECTED_VALUE,
                    tr!(
                        l,
                        en: "unexpected value after `{kw}`",
                        bg: "излишна стойност {after}",
                        uk: "зайве значення {after}"
                    ),
                )
                .with_label(
                    first.join(last),
                    tr!(l, en: "not understood here", bg: "това не е разбрано", uk: "це не розпізнано"),
                )
                .with_help(tr!(
                    l,
                    en: "remove it, or quote it if it is text",
                    bg: "премахнете го или го оградете с кавички, ако е текст",
                    uk: "вилучіть його або візьміть у лапки, якщо це текст"
                ))
            }));
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
        let what = self.k(what);
        self.diags.push(localized(|l| {
            Diagnostic::error(
                crate::model::codes::DUPLICATE_STATEMENT,
                tr!(
                    l,
                    en: "{what} is given twice",
                    bg: "{what} е посочено два пъти",
                    uk: "{what} вказано двічі"
                ),
            )
            .with_label(
                again,
                tr!(l, en: "given again here", bg: "тук е посочено отново", uk: "тут вказано вдруге"),
            )
            .with_label(
                first,
                tr!(l, en: "first given here", bg: "тук е посочено за пръв път", uk: "тут вказано вперше"),
            )
            .with_help(tr!(
                l,
                en: "keep one of them",
                bg: "оставете само едното",
                uk: "залиште тільки одне"
            ))
        }));
    }

    fn no_block(&mut self, stmt: &Statement, kw: &str) {
        let kw = self.k(kw);
        self.diags.push(localized(|l| {
            Diagnostic::error(
                crate::model::codes::BLOCK_SHAPE,
                tr!(
                    l,
                    en: "{kw} needs a `{{ … }}` block",
                    bg: "след {kw} трябва да следва блок `{{ … }}`",
                    uk: "після {kw} має йти блок `{{ … }}`"
                ),
            )
            .with_label(
                stmt.span,
                tr!(
                    l,
                    en: "block expected after this",
                    bg: "след това се очаква блок",
                    uk: "після цього очікується блок"
                ),
            )
            .with_help(tr!(
                l,
                en: "write {kw} `{{` and the entries on the following lines, then `}}`",
                bg: "напишете {kw} `{{`, записите на следващите редове и накрая `}}`",
                uk: "напишіть {kw} `{{`, записи на наступних рядках і наприкінці `}}`"
            ))
        }));
    }

    fn unexpected_block(&mut self, stmt: &Statement, kw: &str) {
        if let Some(b) = &stmt.block {
            self.diags.push(localized(|l| {
                let place = phrases::after_keyword(kw, l);
                Diagnostic::error(
                    crate::model::codes::BLOCK_SHAPE,
                    tr!(
                        l,
                        en: "no block is allowed {place}",
                        bg: "{place} не може да има блок",
                        uk: "{place} не може бути блоку"
                    ),
                )
                .with_label(
                    b.span,
                    tr!(l, en: "unexpected block", bg: "излишен блок", uk: "зайвий блок"),
                )
                .with_help(tr!(
                    l,
                    en: "remove the braces and their content",
                    bg: "премахнете фигурните скоби и съдържанието им",
                    uk: "вилучіть фігурні дужки разом із вмістом"
                ))
            }));
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
            let head = self.k("regulation");
            self.diags.push(localized(|l| {
                Diagnostic::error(
                    crate::model::codes::MISSING_HEADER,
                    tr!(
                        l,
                        en: "the file must start with a {head} header",
                        bg: "файлът трябва да започва със заглавен ред {head}",
                        uk: "файл має починатися із заголовного рядка {head}"
                    ),
                )
                .with_label(
                    header.span,
                    tr!(
                        l,
                        en: "expected `regulation \"Title\" lang bg` here",
                        bg: "тук се очаква `регламент \"Заглавие\" език bg`",
                        uk: "тут очікується `регламент \"Назва\" мова uk`"
                    ),
                )
                .with_help(tr!(
                    l,
                    en: "start the file with `regulation \"Title\" lang bg`",
                    bg: "започнете файла с `регламент \"Заглавие\" език bg`",
                    uk: "почніть файл рядком `регламент \"Назва\" мова uk`"
                ))
            }));
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
                        _ => {
                            let text = value_text(v);
                            let lang = self.k("lang");
                            self.diags.push(localized(|l| {
                                Diagnostic::error(
                                    crate::model::codes::UNKNOWN_LANGUAGE,
                                    tr!(
                                        l,
                                        en: "unknown language `{text}`",
                                        bg: "непознат език `{text}`",
                                        uk: "невідома мова `{text}`"
                                    ),
                                )
                                .with_label(
                                    v.span,
                                    tr!(
                                        l,
                                        en: "not a supported language",
                                        bg: "този език не се поддържа",
                                        uk: "ця мова не підтримується"
                                    ),
                                )
                                .with_help(tr!(
                                    l,
                                    en: "write {lang} `bg`, `uk` or `en`",
                                    bg: "напишете {lang} `bg`, `uk` или `en`",
                                    uk: "напишіть {lang} `bg`, `uk` або `en`"
                                ))
                            }))
                        }
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

        const TOP: &[Kw] = keywords::TOP_LEVEL;
        let rest: Vec<&Statement> = statements.collect();
        // Blocks that may be given once, with where each was first given (`L009` again).
        let mut blocks_seen: Vec<(&'static str, Span)> = Vec::new();
        for (i, stmt) in rest.iter().copied().enumerate() {
            if self.diags.len() >= 2 * MAX_KEPT_FINDINGS {
                let hidden = crate::diagnostic::truncate(&mut self.diags, MAX_KEPT_FINDINGS);
                self.hidden.add(hidden);
            }
            let Some(kw) = self.head(stmt, TOP, "the regulation") else { continue };
            let errors_before = self.error_count();
            self.top_statement(kw, stmt, &rest[i + 1..], &mut blocks_seen, &mut reg);
            if self.error_count() > errors_before {
                reg.broken.push(Broken { keyword: kw.spelling(Lang::En), span: stmt.span });
            }
        }
        Some(reg)
    }

    fn error_count(&self) -> usize {
        self.diags.iter().filter(|d| d.severity == crate::diagnostic::Severity::Error).count()
    }

    /// Lowers one top-level statement into `reg`; `following` are the statements after it (a
    /// `review` mark is about the next one).
    fn top_statement(
        &mut self,
        kw: Kw,
        stmt: &Statement,
        following: &[&Statement],
        blocks_seen: &mut Vec<(&'static str, Span)>,
        reg: &mut Regulation,
    ) {
        {
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
                    self.once(blocks_seen, "team-composition", stmt.span);
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
                    self.once(blocks_seen, "ranking", stmt.span);
                    reg.ranking = Some(self.ranking(stmt));
                }
                Kw::Subclassification => {
                    if let Some(s) = self.subclassification(stmt) {
                        reg.subclassifications.push(s);
                    }
                }
                Kw::Validity => {
                    self.once(blocks_seen, "validity", stmt.span);
                    reg.validity = Some(self.validity(stmt));
                }
                Kw::Claims => self.claims(stmt, &mut reg.claims),
                Kw::Officials => self.officials(stmt, &mut reg.officials),
                Kw::Appeals => {
                    self.once(blocks_seen, "appeals", stmt.span);
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
                    let fact = following
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
                                let allow = a.kw.clone();
                                self.diags.push(localized(|l| {
                                    Diagnostic::warning(
                                        crate::model::codes::ALLOW_WITHOUT_REASON,
                                        tr!(
                                            l,
                                            en: "`{allow} {w}` gives no reason",
                                            bg: "`{allow} {w}` е без обяснение",
                                            uk: "`{allow} {w}` не має пояснення"
                                        ),
                                    )
                                    .with_label(
                                        v.span,
                                        tr!(
                                            l,
                                            en: "suppressed without a reason",
                                            bg: "проверката е изключена без причина",
                                            uk: "перевірку вимкнено без причини"
                                        ),
                                    )
                                    .with_help(tr!(
                                        l,
                                        en: "write why: `{allow} {w} \"reason\"`",
                                        bg: "напишете защо: `{allow} {w} \"причина\"`",
                                        uk: "напишіть чому: `{allow} {w} \"причина\"`"
                                    ))
                                }));
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
                    let context = self.context_name(context);
                    let all = keywords::spellings_in(allowed, self.kwl());
                    self.diags.push(localized(|l| {
                        let place = phrases::inside(&context, l);
                        let found = phrases::describe(first, l);
                        let list = crate::diagnostic::l10n::list_with_rest(&all, 12, l);
                        Diagnostic::error(
                            crate::model::codes::WRONG_VALUE_KIND,
                            tr!(
                                l,
                                en: "a statement {place} must start with a keyword, found {found}",
                                bg: "ред {place} трябва да започва с ключова дума, а започва с {found}",
                                uk: "рядок {place} має починатися з ключового слова, а тут {found}"
                            ),
                        )
                        .with_label(
                            first.span,
                            tr!(
                                l,
                                en: "keyword expected",
                                bg: "очаква се ключова дума",
                                uk: "очікується ключове слово"
                            ),
                        )
                        .with_help(tr!(
                            l,
                            en: "expected one of: {list}",
                            bg: "очаква се една от думите: {list}",
                            uk: "очікується одне зі слів: {list}"
                        ))
                    }));
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
