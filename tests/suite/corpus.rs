//! The corpus of real regulations (`tests/corpus/`, `README.md` gives the rules, `SOURCES.md` the
//! pages): Bulgarian and Ukrainian regulations and announcements from federation, club and news
//! pages, each with an answer key written from its text before any import ran. It has two parts:
//!
//! * the **tuning part** (`bg/`, `uk/`): the documents the import's rules were grown from. Every
//!   document is imported, its draft lowered, and its facts compared with the key, kind by kind;
//!   the test prints the figures and, with `REGLAMENT_CORPUS_REPORT=1`, every difference;
//! * the **held-out part** (`heldout/`, gzip-compressed): documents the import's author has never
//!   read, keyed by another hand together with a faithful hand encoding of each
//!   (`DRAW.md` says how they were drawn). Its test prints figures per fact kind only — never a
//!   document's name, text or facts — so that a failure seen there is fixed only through a new
//!   document of the tuning part.
//!
//! A fact is *right* when the draft states the key's value (names compared without case,
//! quotation marks and extra blanks) **and no review mark of the import concerns its kind**
//! ([`kinds_of_mark`]); a value under a mark counts as *marked*, right or wrong; *wrong* when the
//! draft states another value unmarked (or a value the key does not have: invented); *missing*
//! when it states nothing. Lists (organisers, fees, programme rows, rating lists, officials) count
//! item by item; a tie-break list counts the items in the key's order (the longest common
//! subsequence). The programme counts row by row; the figures are given with and without it.
//!
//! A draft must also cause no finding: `check` of the draft reports nothing the faithful hand
//! encoding of the same text does not (compared code by code, review marks and findings about
//! the page's own sentences aside: `PAGE_CODES`), and says that
//! the dates, the venue or the programme are not stated (V901, V902, V215) exactly when the
//! encoding does. Documents without an encoding (the first 78) are held to the weaker rule that a
//! completeness finding about a fact the key states is induced.
//!
//! `REGLAMENT_CORPUS_DIR=DIR` reads the documents of `DIR` instead and
//! `REGLAMENT_CORPUS_DRAFTS=DIR` scores the drafts in `DIR/<id>.rgl` instead of importing: how a
//! key writer checks that a hand encoding states exactly the key's facts.

use crate::common::path;
use reglament::model::{Activity, Regulation, Role};
use serde_json::Value;
use std::collections::BTreeMap;
use std::io::Read;
use std::path::{Path, PathBuf};

/// The fact kinds of the keys, in the README's order.
const KINDS: &[&str] = &[
    "title",
    "dates",
    "venue",
    "venue_place",
    "organisers",
    "chief_arbiter",
    "officials",
    "competitors",
    "system",
    "rounds",
    "time_control",
    "rated",
    "tiebreaks",
    "programme",
    "fee",
];

/// The codes of findings about what the page's own sentences say, whatever the import reads: V849
/// (a share button, a counter, a hidden e-mail's sentence), V850 (a sentence in another
/// language), V910 (a fee, a prize fund, a deadline or an e-mail announced and given nowhere).
/// The import keeps every paragraph of the page, so a draft has them where the page had them,
/// while a faithful encoding keeps the sentences its writer chose and leaves the site's lines
/// out. They are counted and printed apart from the findings the import causes, not hidden.
const PAGE_CODES: &[&str] = &["V849", "V850", "V910"];

/// The fact kinds a review mark of the import is about, by its code.
fn kinds_of_mark(code: &str) -> &'static [&'static str] {
    match code.to_ascii_uppercase().as_str() {
        "I002" => &["dates", "programme"],
        "I003" => &["tiebreaks"],
        "I004" => &["programme"],
        "I005" => &["title"],
        "I006" => &["competitors", "system", "rounds"],
        "I007" => &["time_control"],
        "I009" => &["programme"],
        "I010" => &["chief_arbiter", "officials"],
        "I011" => &["dates"],
        "I012" => &["venue", "venue_place"],
        "I013" => &["organisers"],
        _ => &[],
    }
}

/// The fact kind whose absence a completeness finding reports.
fn kind_of_completeness(code: &str) -> Option<&'static str> {
    Some(match code {
        "V901" => "dates",
        "V902" => "venue",
        "V903" => "system",
        "V904" => "rounds",
        "V905" => "time_control",
        "V906" => "tiebreaks",
        "V907" => "chief_arbiter",
        "V215" => "programme",
        _ => return None,
    })
}

/// A name as compared: lowercase, without quotation marks and backslashes, dashes as `-`,
/// blanks collapsed, without final punctuation.
fn norm(text: &str) -> String {
    let mapped: String = text
        .chars()
        .filter(|c| !"\"„“”«»'’‘‚`\\".contains(*c))
        .map(|c| if "–—−".contains(c) { '-' } else { c })
        .flat_map(char::to_lowercase)
        .collect();
    let joined = mapped.split_whitespace().collect::<Vec<_>>().join(" ");
    joined.trim_end_matches(['.', ',', ';', ':', ' ']).to_string()
}

/// The facts of one kind as comparable strings.
type Facts = BTreeMap<&'static str, Vec<String>>;

fn key_facts(key: &Value) -> Facts {
    let f = &key["facts"];
    let mut out = Facts::new();
    let s = |v: &Value| v.as_str().unwrap_or("").to_string();
    if let Some(t) = f["title"].as_str() {
        out.insert("title", vec![norm(t)]);
    }
    if let Some(d) = f.get("dates") {
        out.insert("dates", vec![format!("{}..{}", s(&d["from"]), s(&d["to"]))]);
    }
    if let Some(v) = f["venue"].as_str() {
        out.insert("venue", vec![norm(v)]);
    }
    if let Some(v) = f["venue_place"].as_str() {
        out.insert("venue_place", vec![norm(v)]);
    }
    if let Some(list) = f["organisers"].as_array() {
        out.insert("organisers", list.iter().map(|o| norm(&s(o))).collect());
    }
    if let Some(c) = f["chief_arbiter"].as_str() {
        out.insert("chief_arbiter", vec![norm(c)]);
    }
    if let Some(list) = f["officials"].as_array() {
        out.insert(
            "officials",
            list.iter().map(|o| format!("{}:{}", s(&o["role"]), norm(&s(&o["name"])))).collect(),
        );
    }
    for k in ["competitors", "system"] {
        if let Some(v) = f[k].as_str() {
            out.insert(k, vec![v.to_string()]);
        }
    }
    if let Some(n) = f["rounds"].as_u64() {
        out.insert("rounds", vec![n.to_string()]);
    }
    if let Some(tc) = f.get("time_control") {
        let periods: Vec<(u64, Option<u64>)> = tc["periods"]
            .as_array()
            .map(|ps| {
                ps.iter()
                    .map(|p| (p["minutes"].as_u64().unwrap_or(0), p["moves"].as_u64()))
                    .collect()
            })
            .unwrap_or_default();
        out.insert("time_control", vec![control(&periods, tc["increment_seconds"].as_u64())]);
    }
    if let Some(list) = f["rated"].as_array() {
        out.insert("rated", list.iter().map(s).collect());
    }
    if let Some(list) = f["tiebreaks"].as_array() {
        out.insert("tiebreaks", list.iter().map(|t| s(t).to_uppercase()).collect());
    }
    if let Some(list) = f["programme"].as_array() {
        out.insert(
            "programme",
            list.iter()
                .map(|r| {
                    let round = r["round"].as_u64().map(|n| n.to_string()).unwrap_or_default();
                    row(&s(&r["date"]), &s(&r["time"]), &s(&r["until"]), &s(&r["what"]), &round)
                })
                .collect(),
        );
    }
    if let Some(list) = f["fee"].as_array() {
        out.insert(
            "fee",
            list.iter()
                .map(|x| format!("{} {}", amount(&s(&x["amount"])), s(&x["currency"])))
                .collect(),
        );
    }
    out
}

fn control(periods: &[(u64, Option<u64>)], increment: Option<u64>) -> String {
    let mut t: Vec<String> = periods
        .iter()
        .map(|(m, moves)| match moves {
            Some(n) => format!("{m}min/{n}"),
            None => format!("{m}min"),
        })
        .collect();
    if let Some(s) = increment {
        t.push(format!("+{s}s"));
    }
    t.join(" ")
}

fn row(date: &str, time: &str, until: &str, what: &str, round: &str) -> String {
    format!("{date}|{time}|{until}|{what}|{round}")
}

/// An amount as compared: `25`, `25.5` (`25,00` is `25`).
fn amount(text: &str) -> String {
    let t = text.replace(',', ".").replace(' ', "");
    let t =
        if t.contains('.') { t.trim_end_matches('0').trim_end_matches('.').to_string() } else { t };
    t
}

/// The placeholder title a draft carries when the document has none.
fn placeholder_title(t: &str) -> bool {
    matches!(norm(t).as_str(), "регламент" | "положення" | "положение" | "regulation")
}

fn draft_facts(reg: &Regulation) -> Facts {
    let mut out = Facts::new();
    let title = reg.event.name.as_ref().map(|n| n.value.as_str()).unwrap_or(&reg.title.value);
    if !placeholder_title(title) {
        out.insert("title", vec![norm(title)]);
    }
    if let Some(d) = &reg.event.dates {
        out.insert("dates", vec![format!("{}..{}", d.value.0, d.value.1)]);
    }
    if let Some(c) = &reg.event.city {
        out.insert("venue", vec![norm(&c.value)]);
    }
    if let Some(v) = &reg.event.venue {
        out.insert("venue_place", vec![norm(&v.value)]);
    }
    // Bodies that only assist (`co-organiser`, `със съдействието на`) are not organisers.
    let organisers: Vec<String> = reg.event.organisers.iter().map(|o| norm(&o.value)).collect();
    if !organisers.is_empty() {
        out.insert("organisers", organisers);
    }
    let mut officials = Vec::new();
    for o in &reg.officials {
        let role = match o.role.value {
            Role::ChiefArbiter => {
                out.entry("chief_arbiter").or_default().push(norm(&o.name.value));
                continue;
            }
            Role::DeputyArbiter => "deputy-arbiter",
            Role::Arbiter => "arbiter",
            Role::Doctor => "doctor",
            Role::Director => "director",
        };
        officials.push(format!("{role}:{}", norm(&o.name.value)));
    }
    if !officials.is_empty() {
        out.insert("officials", officials);
    }
    if let Some(s) = &reg.system {
        let who = match s.competitors {
            reglament::model::Competitors::Individual => "individual",
            reglament::model::Competitors::Team => "team",
        };
        out.insert("competitors", vec![who.to_string()]);
        if let Some(f) = &s.format {
            let name = match f.value {
                reglament::model::Format::RoundRobin => "round-robin",
                reglament::model::Format::DoubleRoundRobin => "double-round-robin",
                reglament::model::Format::Swiss => "swiss",
            };
            out.insert("system", vec![name.to_string()]);
        }
        if let Some(r) = &s.rounds {
            out.insert("rounds", vec![r.value.to_string()]);
        }
    }
    if let Some(tc) = &reg.time_control {
        let periods: Vec<(u64, Option<u64>)> = tc
            .periods
            .iter()
            .map(|p| (u64::from(p.minutes.value), p.moves.as_ref().map(|m| u64::from(m.value))))
            .collect();
        if !periods.is_empty() {
            let inc = tc.increment_seconds.as_ref().map(|s| u64::from(s.value));
            out.insert("time_control", vec![control(&periods, inc)]);
        }
    }
    if let Some(v) = &reg.validity {
        let rated: Vec<String> = v
            .rated
            .iter()
            .map(|r| {
                match r.value {
                    reglament::model::RatedFor::FideStandard => "fide-standard",
                    reglament::model::RatedFor::FideRapid => "fide-rapid",
                    reglament::model::RatedFor::FideBlitz => "fide-blitz",
                    reglament::model::RatedFor::National => "national",
                }
                .to_string()
            })
            .collect();
        if !rated.is_empty() {
            out.insert("rated", rated);
        }
    }
    if let Some(r) = &reg.ranking {
        let list: Vec<String> =
            r.tiebreaks.iter().map(|t| t.value.to_string().to_uppercase()).collect();
        if !list.is_empty() {
            out.insert("tiebreaks", list);
        }
    }
    let rows: Vec<String> = reg
        .schedule
        .iter()
        .map(|e| {
            let hm = |t: &Option<reglament::source::Spanned<jiff::civil::Time>>| {
                t.as_ref().map(|t| t.value.strftime("%H:%M").to_string()).unwrap_or_default()
            };
            let (what, round) = match e.activities.first().map(|a| &a.value) {
                Some(Activity::Arrival) => ("arrival", String::new()),
                Some(Activity::Departure) => ("departure", String::new()),
                Some(Activity::Registration) => ("registration", String::new()),
                Some(Activity::TechnicalMeeting) => ("technical-meeting", String::new()),
                Some(Activity::Opening) => ("opening", String::new()),
                Some(Activity::Round(n)) => ("round", n.to_string()),
                Some(Activity::FreeDay) => ("free-day", String::new()),
                Some(Activity::Closing) => ("closing", String::new()),
                _ => ("other", String::new()),
            };
            let date = e.day().map(|d| d.to_string()).unwrap_or_default();
            row(&date, &hm(&e.time), &hm(&e.until), what, &round)
        })
        .collect();
    if !rows.is_empty() {
        out.insert("programme", rows);
    }
    let fees: Vec<String> = reg
        .event
        .entry_fees
        .iter()
        .map(|f| {
            format!("{} {}", amount(&f.amount.value.amount.to_string()), f.amount.value.currency)
        })
        .collect();
    if !fees.is_empty() {
        out.insert("fee", fees);
    }
    out
}

/// How many facts of `got` are in `key`: the common items (a list counted as a multiset), or
/// for the tie-breaks those in the key's order.
fn matched(kind: &str, got: &[String], key: &[String]) -> usize {
    if kind == "tiebreaks" {
        let mut t = vec![vec![0usize; key.len() + 1]; got.len() + 1];
        for i in 0..got.len() {
            for j in 0..key.len() {
                t[i + 1][j + 1] =
                    if got[i] == key[j] { t[i][j] + 1 } else { t[i][j + 1].max(t[i + 1][j]) };
            }
        }
        return t[got.len()][key.len()];
    }
    let mut left: Vec<&String> = key.iter().collect();
    got.iter()
        .filter(|g| match left.iter().position(|k| k == g) {
            Some(i) => {
                left.remove(i);
                true
            }
            None => false,
        })
        .count()
}

/// What the draft of one kind got: keyed facts, facts stated, right (unmarked), right under a
/// mark, wrong under a mark, wrong or invented unmarked.
#[derive(Clone, Copy, Default)]
struct Tally {
    keyed: usize,
    got: usize,
    right: usize,
    marked_right: usize,
    marked_wrong: usize,
    wrong: usize,
}

impl Tally {
    fn add(&mut self, o: Tally) {
        self.keyed += o.keyed;
        self.got += o.got;
        self.right += o.right;
        self.marked_right += o.marked_right;
        self.marked_wrong += o.marked_wrong;
        self.wrong += o.wrong;
    }
    fn marked(&self) -> usize {
        self.marked_right + self.marked_wrong
    }
    /// Right without a mark, per mille of the keyed facts.
    fn right_pm(&self) -> u32 {
        (self.right * 1000).checked_div(self.keyed).unwrap_or(1000) as u32
    }
    /// Facts under a mark, per mille of the keyed facts.
    fn marked_pm(&self) -> u32 {
        (self.marked() * 1000).checked_div(self.keyed).unwrap_or(0) as u32
    }
    /// Right without a mark, per mille of the facts stated.
    fn precision_pm(&self) -> u32 {
        (self.right * 1000).checked_div(self.got).unwrap_or(1000) as u32
    }
}

/// One document: its id, key, text and faithful hand encoding (when it has one).
struct Doc {
    id: String,
    key: Value,
    text: String,
    faithful: Option<String>,
}

/// A file's text, read through gzip when its name ends in `.gz`.
fn read_text(p: &Path) -> String {
    let bytes = std::fs::read(p).unwrap_or_else(|e| panic!("{}: {e}", p.display()));
    if p.extension().is_some_and(|x| x == "gz") {
        let mut out = String::new();
        flate2::read::GzDecoder::new(&bytes[..])
            .read_to_string(&mut out)
            .unwrap_or_else(|e| panic!("{}: {e}", p.display()));
        return out;
    }
    String::from_utf8(bytes).unwrap_or_else(|e| panic!("{}: {e}", p.display()))
}

/// The documents of some folders: every `<id>.txt` (or `.txt.gz`) with its key beside it.
fn documents_in(dirs: &[PathBuf]) -> Vec<Doc> {
    let mut out = Vec::new();
    for dir in dirs {
        let mut names: Vec<PathBuf> = std::fs::read_dir(dir)
            .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| {
                let n = p.to_string_lossy();
                n.ends_with(".txt") || n.ends_with(".txt.gz")
            })
            .collect();
        names.sort();
        for p in names {
            let name = p.file_name().unwrap_or_default().to_string_lossy().into_owned();
            let (id, gz) = match name.strip_suffix(".txt.gz") {
                Some(id) => (id.to_string(), ".gz"),
                None => (name.trim_end_matches(".txt").to_string(), ""),
            };
            let key_path = dir.join(format!("{id}.facts.json{gz}"));
            if !key_path.exists() {
                continue; // a note beside the documents, not one of them
            }
            let key: Value = serde_json::from_str(&read_text(&key_path))
                .unwrap_or_else(|e| panic!("{}: {e}", key_path.display()));
            let rgl = dir.join(format!("{id}.rgl{gz}"));
            let faithful = rgl.exists().then(|| read_text(&rgl));
            out.push(Doc { id, key, text: read_text(&p), faithful });
        }
    }
    out
}

/// The tuning part (or `REGLAMENT_CORPUS_DIR`).
fn documents() -> Vec<Doc> {
    let dirs: Vec<PathBuf> = match std::env::var_os("REGLAMENT_CORPUS_DIR") {
        Some(d) => {
            let d = PathBuf::from(d);
            vec![d.clone(), d.join("bg"), d.join("uk")].into_iter().filter(|p| p.is_dir()).collect()
        }
        None => vec![path("tests/corpus/bg"), path("tests/corpus/uk")],
    };
    documents_in(&dirs)
}

/// The held-out part.
fn held_out() -> Vec<Doc> {
    documents_in(&[path("tests/corpus/heldout")])
}

/// The draft of a document: imported, or read from `REGLAMENT_CORPUS_DRAFTS`; `None` when the
/// import refused the document.
fn draft(id: &str, text: &str) -> Option<String> {
    if let Ok(dir) = std::env::var("REGLAMENT_CORPUS_DRAFTS") {
        let p = Path::new(&dir).join(format!("{id}.rgl"));
        return Some(
            std::fs::read_to_string(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display())),
        );
    }
    let name = format!("{id}.txt");
    reglament::import::import(&name, text.as_bytes(), reglament::import::Kind::Text, None)
        .ok()
        .map(|i| i.text)
}

/// The findings of a file by code, review marks aside.
fn findings(name: &str, text: &str) -> (Option<Regulation>, BTreeMap<String, usize>, usize) {
    let compiled = reglament::compile(name, text.as_bytes(), &reglament::Options::default());
    let review: Vec<&str> = reglament::model::review::CODES.iter().map(|c| c.as_str()).collect();
    let mut by_code = BTreeMap::new();
    let mut errors = 0;
    for d in &compiled.diagnostics {
        if d.severity == reglament::diagnostic::Severity::Error && !d.code.as_str().starts_with('V')
        {
            errors += 1;
        }
        if review.contains(&d.code.as_str()) {
            continue;
        }
        *by_code.entry(d.code.as_str().to_string()).or_insert(0) += 1;
    }
    (compiled.model, by_code, errors)
}

/// The scores of a set of documents.
#[derive(Default)]
struct Scores {
    tallies: BTreeMap<&'static str, Tally>,
    /// Findings of the drafts their faithful encodings do not have, by code.
    induced: BTreeMap<String, usize>,
    /// Findings about the page's own sentences ([`PAGE_CODES`]) that the drafts keep and their
    /// faithful encodings leave out, by code: not caused by the import.
    page: BTreeMap<String, usize>,
    /// V901, V902, V215 of a faithful encoding that its draft does not report, by code.
    hidden: BTreeMap<String, usize>,
    /// How many documents had a faithful encoding.
    encoded: usize,
    /// Errors of the language in the drafts (they must lower).
    draft_errors: usize,
    /// Facts the faithful encodings do not state as their keys do.
    encoding_off: usize,
    /// Per document, for the tuning part's report only.
    lines: Vec<String>,
    violations: Vec<String>,
}

impl Scores {
    fn all(&self, with_programme: bool) -> Tally {
        let mut t = Tally::default();
        for (k, x) in &self.tallies {
            if with_programme || *k != "programme" {
                t.add(*x);
            }
        }
        t
    }
}

/// Scores a set of documents; `named` keeps what each document got (the tuning part only).
fn score(docs: &[Doc], named: bool) -> Scores {
    let mut out = Scores {
        tallies: KINDS.iter().map(|k| (*k, Tally::default())).collect(),
        ..Scores::default()
    };
    for doc in docs {
        let id = &doc.id;
        let Some(text) = draft(id, &doc.text) else {
            out.draft_errors += 1;
            if named {
                out.lines.push(format!("{id}: the import refused the document"));
            }
            continue;
        };
        let (model, found, errors) = findings(&format!("{id}.rgl"), &text);
        out.draft_errors += errors;
        let Some(reg) = model.as_ref() else {
            out.draft_errors += 1;
            continue;
        };
        let keyed = key_facts(&doc.key);
        let got = draft_facts(reg);
        let marked: Vec<&str> =
            reg.reviews.iter().flat_map(|r| kinds_of_mark(&r.code.value)).copied().collect();
        for kind in KINDS {
            let k = keyed.get(kind).map(Vec::as_slice).unwrap_or(&[]);
            let g = got.get(kind).map(Vec::as_slice).unwrap_or(&[]);
            let right = matched(kind, g, k);
            let off = g.len() - right;
            let is_marked = marked.contains(kind);
            let t = Tally {
                keyed: k.len(),
                got: g.len(),
                right: if is_marked { 0 } else { right },
                marked_right: if is_marked { right } else { 0 },
                marked_wrong: if is_marked { off } else { 0 },
                wrong: if is_marked { 0 } else { off },
            };
            if named && t.wrong > 0 {
                out.violations.push(format!("{id} {kind}: the draft has {g:?}, the key {k:?}"));
            }
            if named && (right < k.len() || off > 0 || is_marked) {
                out.lines.push(format!(
                    "{id} {kind}{}: draft {g:?}, key {k:?}",
                    if is_marked { " (marked)" } else { "" }
                ));
            }
            if let Some(t0) = out.tallies.get_mut(kind) {
                t0.add(t);
            }
        }
        match &doc.faithful {
            Some(faithful) => {
                out.encoded += 1;
                let (fmodel, expected, _) = findings(&format!("{id}.faithful.rgl"), faithful);
                if let Some(f) = &fmodel {
                    let fk = draft_facts(f);
                    for kind in KINDS {
                        let k = keyed.get(kind).map(Vec::as_slice).unwrap_or(&[]);
                        let g = fk.get(kind).map(Vec::as_slice).unwrap_or(&[]);
                        let m = matched(kind, g, k);
                        out.encoding_off += (k.len() - m) + (g.len() - m);
                    }
                }
                for (code, n) in &found {
                    let extra = n.saturating_sub(expected.get(code).copied().unwrap_or(0));
                    if extra > 0 && PAGE_CODES.contains(&code.as_str()) {
                        *out.page.entry(code.clone()).or_insert(0) += extra;
                        if named {
                            out.lines.push(format!("{id}: {extra} × {code} about the page"));
                        }
                    } else if extra > 0 {
                        *out.induced.entry(code.clone()).or_insert(0) += extra;
                        if named {
                            out.lines.push(format!("{id}: {extra} × {code} the encoding has not"));
                        }
                    }
                }
                for code in ["V901", "V902", "V215"] {
                    if expected.contains_key(code) && !found.contains_key(code) {
                        *out.hidden.entry(code.to_string()).or_insert(0) += 1;
                        if named {
                            out.lines.push(format!("{id}: {code} of the encoding hidden"));
                        }
                    }
                }
            }
            None => {
                for (code, n) in &found {
                    let Some(kind) = kind_of_completeness(code) else { continue };
                    // The programme check says the rounds have no dates: induced only when the
                    // document dates its rounds.
                    let states = match kind {
                        "venue" => keyed.contains_key("venue") || keyed.contains_key("venue_place"),
                        "programme" => keyed
                            .get("programme")
                            .is_some_and(|rows| rows.iter().any(|r| r.contains("|round|"))),
                        _ => keyed.contains_key(kind),
                    };
                    if states {
                        *out.induced.entry(code.clone()).or_insert(0) += n;
                        if named {
                            out.lines.push(format!("{id}: {code} about a fact the key states"));
                        }
                    }
                }
            }
        }
    }
    out
}

/// The figures of a set of documents, per fact kind (no document named).
fn print_figures(title: &str, docs: usize, s: &Scores) {
    println!("{title}: {docs} documents");
    println!(
        "{:<14} {:>5} {:>5} {:>5} {:>6} {:>6} {:>5} {:>7} {:>7}",
        "kind", "keyed", "got", "right", "marked", "(right)", "wrong", "right%", "marked%"
    );
    let row = |name: &str, t: Tally| {
        println!(
            "{name:<14} {:>5} {:>5} {:>5} {:>6} {:>7} {:>5} {:>6.1}% {:>6.1}%",
            t.keyed,
            t.got,
            t.right,
            t.marked(),
            t.marked_right,
            t.wrong,
            f64::from(t.right_pm()) / 10.0,
            f64::from(t.marked_pm()) / 10.0
        )
    };
    for kind in KINDS {
        row(kind, s.tallies[kind]);
    }
    row("all", s.all(true));
    row("all but prog.", s.all(false));
    let list = |m: &BTreeMap<String, usize>| {
        if m.is_empty() {
            "none".to_string()
        } else {
            m.iter().map(|(c, n)| format!("{c} {n}")).collect::<Vec<_>>().join(", ")
        }
    };
    println!(
        "findings of the drafts their faithful encodings do not have ({} encoded): {}",
        s.encoded,
        list(&s.induced)
    );
    println!("findings about the pages' own sentences the drafts keep: {}", list(&s.page));
    println!("omission findings of the encodings the drafts hide: {}", list(&s.hidden));
    println!("drafts with language errors: {}", s.draft_errors);
}

/// The lowest figures accepted on the tuning part, in per mille: (kind, right without a mark,
/// right without a mark of what the draft states), as reached on 2026-12-07 (144 documents). A
/// change that reads less fails; raise a level when the import reads more.
const LEVELS: &[(&str, u32, u32)] = &[
    ("title", 565, 557),
    ("dates", 875, 850),
    ("venue", 840, 890),
    ("venue_place", 636, 800),
    ("organisers", 790, 855),
    ("chief_arbiter", 933, 1000),
    ("officials", 909, 1000),
    ("competitors", 919, 905),
    ("system", 931, 918),
    ("rounds", 923, 882),
    ("time_control", 938, 978),
    ("rated", 750, 1000),
    ("tiebreaks", 857, 857),
    ("programme", 945, 961),
    ("fee", 1000, 1000),
    ("all", 842, 868),
];

/// The most the tuning part may have, as reached on 2026-12-07: facts wrong or invented without a
/// mark, findings the drafts cause that their faithful encodings do not have, and omissions of
/// the encodings the drafts hide. The aim is none of each; lowered as the import reads
/// better, never raised.
const TUNING_CEILINGS: (usize, usize, usize) = (33, 23, 6);

/// The levels of the held-out part, in per mille of its keyed facts: right without a mark (with
/// the programme), and at most this many facts under a mark; then at most this many wrong facts
/// without a mark, findings caused by the drafts, and omissions they hide. Raised (lowered for the
/// counts) as the import reads more, never the other way.
const HELD_OUT: (u32, u32, usize, usize, usize) = (631, 110, 45, 41, 6);

#[test]
fn the_import_reads_the_facts_of_the_tuning_part() {
    let docs = documents();
    let own = std::env::var_os("REGLAMENT_CORPUS_DIR").is_none();
    assert!(!own || docs.len() >= 140, "the tuning part has {} documents", docs.len());
    let s = score(&docs, true);
    print_figures("tuning part", docs.len(), &s);
    if std::env::var_os("REGLAMENT_CORPUS_REPORT").is_some() {
        for line in &s.lines {
            println!("  {line}");
        }
    }
    assert_eq!(s.draft_errors, 0, "drafts that do not lower without errors");
    let mut below = Vec::new();
    for (kind, right, precision) in LEVELS {
        let t = if *kind == "all" { s.all(true) } else { s.tallies[kind] };
        if t.right_pm() < *right || t.precision_pm() < *precision {
            below.push(format!(
                "{kind}: right {} ‰ (level {right}), of what is stated {} ‰ (level {precision})",
                t.right_pm(),
                t.precision_pm()
            ));
        }
    }
    assert!(!own || below.is_empty(), "below the recorded level:\n{}", below.join("\n"));
    if own && std::env::var_os("REGLAMENT_CORPUS_DRAFTS").is_none() {
        let (wrong, induced, hidden) = TUNING_CEILINGS;
        assert!(
            s.violations.len() <= wrong,
            "{} facts wrong or invented without a review mark (at most {wrong}):\n{}",
            s.violations.len(),
            s.violations.join("\n")
        );
        let count = |m: &BTreeMap<String, usize>| m.values().sum::<usize>();
        assert!(count(&s.induced) <= induced, "findings caused by the drafts: {:?}", s.induced);
        assert!(count(&s.hidden) <= hidden, "omissions hidden by the drafts: {:?}", s.hidden);
    }
}

/// The held-out part: figures only. Every faithful encoding states exactly its key's facts (the
/// keys and encodings agree), and the import keeps the levels reached.
#[test]
fn the_import_reads_the_facts_of_the_held_out_part() {
    let docs = held_out();
    assert!(docs.len() >= 73, "the held-out part has {} documents", docs.len());
    assert!(docs.iter().all(|d| d.faithful.is_some()), "a held-out document without its encoding");
    let s = score(&docs, false);
    print_figures("held-out part", docs.len(), &s);
    assert_eq!(s.encoding_off, 0, "facts of the faithful encodings that differ from their keys");
    assert_eq!(s.draft_errors, 0, "held-out drafts with language errors");
    let all = s.all(true);
    let (right, marked, wrong, induced, hidden) = HELD_OUT;
    assert!(all.right_pm() >= right, "right without a mark: {} ‰, level {right} ‰", all.right_pm());
    assert!(all.marked_pm() <= marked, "under a mark: {} ‰, level {marked} ‰", all.marked_pm());
    assert!(all.wrong <= wrong, "wrong without a mark: {}, level {wrong}", all.wrong);
    let count = |m: &BTreeMap<String, usize>| m.values().sum::<usize>();
    assert!(count(&s.induced) <= induced, "findings caused by the drafts: {}", count(&s.induced));
    assert!(count(&s.hidden) <= hidden, "omissions hidden by the drafts: {}", count(&s.hidden));
}

/// A date line is never a participant: no player of any draft is named by a month (`1 ноември
/// 2016`, a post's date, reads like a number, a name and a rating; bg-040 had two such players).
#[test]
fn no_date_line_becomes_a_participant() {
    let mut wrong = Vec::new();
    for doc in &documents() {
        let Some(draft) = draft(&doc.id, &doc.text) else { continue };
        let compiled = reglament::compile(
            &format!("{}.rgl", doc.id),
            draft.as_bytes(),
            &reglament::Options::default(),
        );
        let Some(reg) = compiled.model.as_ref() else { continue };
        for p in reg.players.iter().flat_map(|ps| &ps.list) {
            let name = p.name.value.to_lowercase();
            if name
                .split_whitespace()
                .any(|w| reglament::vocab::calendar::month_from_lowercase(w).is_some())
            {
                wrong.push(format!("{}: player {} `{}`", doc.id, p.number.value, p.name.value));
            }
        }
    }
    assert!(wrong.is_empty(), "{wrong:#?}");
}
