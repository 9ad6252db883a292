//! The corpus of real regulations (`tests/corpus/`, 78 Bulgarian and Ukrainian documents from
//! federation, club and news pages, each with an answer key written from its text before any
//! import ran; `tests/corpus/README.md` gives the rules, `SOURCES.md` the pages): every document
//! is imported, its draft lowered, and the facts of the draft compared with the key, kind by
//! kind. The test prints precision and recall per fact kind (`cargo test --test suite corpus --
//! --nocapture`) and fails when a figure drops below the level recorded in [`LEVELS`], when a
//! fact is wrong or invented without a review mark on its kind, or when a check of a draft says
//! the regulation does not state something its document states (an import-induced completeness
//! finding).
//!
//! A fact is *right* when the draft states the key's value (names compared without case,
//! quotation marks and extra blanks), *marked* when the draft states something else but a review
//! mark of the import covers that kind (`I0xx`, [`kinds_of_mark`]), *wrong* when it states
//! something else unmarked (or something the key does not have: invented), *missing* when it
//! states nothing. Lists (organisers, fees, programme rows, rating lists, officials) count item
//! by item; a tie-break list counts the items in the key's order (the longest common
//! subsequence).
//!
//! `REGLAMENT_CORPUS_DRAFTS=DIR` scores the drafts in `DIR/<id>.rgl` instead of importing (how
//! the figures of the import before this corpus existed were measured, BENCHMARKS.md).

use crate::common::path;
use reglament::model::{Activity, Regulation, Role};
use serde_json::Value;
use std::collections::BTreeMap;

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

/// The lowest figures accepted, in per mille: (kind, recall, precision), the levels reached on
/// 2026-12-02 (772 facts of 78 documents). A change that reads less than this fails; raise the
/// level when the import reads more. The title's fell from 876 to 867 when bg-041 joined: a
/// news item whose headline the reader takes for the title (marked), where the event's name is
/// in a later sentence (`за „Купа Плевен“`).
const LEVELS: &[(&str, u32, u32)] = &[
    ("title", 867, 867),
    ("dates", 938, 958),
    ("venue", 969, 984),
    ("venue_place", 763, 792),
    ("organisers", 972, 985),
    ("chief_arbiter", 1000, 1000),
    ("officials", 1000, 1000),
    ("competitors", 1000, 933),
    ("system", 977, 1000),
    ("rounds", 1000, 977),
    ("time_control", 1000, 1000),
    ("rated", 750, 1000),
    ("tiebreaks", 1000, 1000),
    ("programme", 964, 993),
    ("fee", 1000, 1000),
    ("all", 949, 959),
];

/// Whether a wrong unmarked fact or an import-induced completeness finding fails the test (the
/// issue's bar: none of either).
const STRICT: bool = true;

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

#[derive(Clone, Copy, Default)]
struct Tally {
    keyed: usize,
    got: usize,
    right: usize,
    marked: usize,
    wrong: usize,
}

impl Tally {
    fn add(&mut self, o: Tally) {
        self.keyed += o.keyed;
        self.got += o.got;
        self.right += o.right;
        self.marked += o.marked;
        self.wrong += o.wrong;
    }
    fn recall(&self) -> u32 {
        (self.right * 1000).checked_div(self.keyed).unwrap_or(1000) as u32
    }
    fn precision(&self) -> u32 {
        (self.right * 1000).checked_div(self.got).unwrap_or(1000) as u32
    }
}

/// The key and the text of every document of the corpus, in order. `REGLAMENT_CORPUS_DIR=DIR`
/// reads the documents of `DIR` instead (its `.txt` files and their keys, directly in it or in
/// `bg/` and `uk/`): how a key writer scores the hand encodings of new documents before they
/// join the corpus (`REGLAMENT_CORPUS_DRAFTS=DIR` with the encodings as `<id>.rgl`).
fn documents() -> Vec<(String, Value, String)> {
    let mut out = Vec::new();
    let dirs: Vec<std::path::PathBuf> = match std::env::var_os("REGLAMENT_CORPUS_DIR") {
        Some(d) => {
            let d = std::path::PathBuf::from(d);
            vec![d.clone(), d.join("bg"), d.join("uk")].into_iter().filter(|p| p.is_dir()).collect()
        }
        None => vec![path("tests/corpus/bg"), path("tests/corpus/uk")],
    };
    for dir in dirs {
        let mut names: Vec<_> = std::fs::read_dir(&dir)
            .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|x| x == "txt"))
            .collect();
        names.sort();
        for p in names {
            let id = p.file_stem().unwrap_or_default().to_string_lossy().into_owned();
            let key_path = p.with_extension("facts.json");
            let key: Value = serde_json::from_str(&std::fs::read_to_string(&key_path).unwrap())
                .unwrap_or_else(|e| panic!("{}: {e}", key_path.display()));
            let text = std::fs::read_to_string(&p).unwrap();
            out.push((id, key, text));
        }
    }
    out
}

/// The draft of a document: imported, or read from `REGLAMENT_CORPUS_DRAFTS`.
fn draft(id: &str, text: &str) -> String {
    if let Ok(dir) = std::env::var("REGLAMENT_CORPUS_DRAFTS") {
        return std::fs::read_to_string(std::path::Path::new(&dir).join(format!("{id}.rgl")))
            .unwrap_or_else(|e| panic!("{dir}/{id}.rgl: {e}"));
    }
    let name = format!("{id}.txt");
    match reglament::import::import(&name, text.as_bytes(), reglament::import::Kind::Text, None) {
        Ok(i) => i.text,
        Err(e) => panic!("{id}: {e:?}"),
    }
}

#[test]
fn the_import_reads_the_facts_of_real_regulations() {
    let docs = documents();
    let own = std::env::var_os("REGLAMENT_CORPUS_DIR").is_none();
    assert!(!own || docs.len() >= 60, "the corpus has {} documents", docs.len());
    let mut tallies: BTreeMap<&str, Tally> = KINDS.iter().map(|k| (*k, Tally::default())).collect();
    let mut violations = Vec::new();
    let mut induced = Vec::new();
    let mut report = Vec::new();
    for (id, key, text) in &docs {
        let draft = draft(id, text);
        let compiled = reglament::compile(
            &format!("{id}.rgl"),
            draft.as_bytes(),
            &reglament::Options::default(),
        );
        let Some(reg) = compiled.model.as_ref() else {
            panic!("{id}: the draft does not lower: {:?}", compiled.diagnostics);
        };
        let keyed = key_facts(key);
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
                right,
                marked: if is_marked { off } else { 0 },
                wrong: if is_marked { 0 } else { off },
            };
            if t.wrong > 0 {
                violations.push(format!("{id} {kind}: the draft has {g:?}, the key {k:?}"));
            }
            if right < k.len() || off > 0 {
                report.push(format!(
                    "{id} {kind}{}: draft {g:?}, key {k:?}",
                    if is_marked { " (marked)" } else { "" }
                ));
            }
            if let Some(t0) = tallies.get_mut(kind) {
                t0.add(t);
            }
        }
        for d in &compiled.diagnostics {
            let Some(kind) = kind_of_completeness(d.code.as_str()) else { continue };
            // The programme check says the rounds have no dates: induced only when the document
            // dates its rounds.
            let states = match kind {
                "venue" => keyed.contains_key("venue") || keyed.contains_key("venue_place"),
                "programme" => keyed
                    .get("programme")
                    .is_some_and(|rows| rows.iter().any(|r| r.contains("|round|"))),
                _ => keyed.contains_key(kind),
            };
            if states {
                induced.push(format!("{id}: {} {}", d.code.as_str(), d.message));
            }
        }
    }
    let mut all = Tally::default();
    println!(
        "{:<14} {:>5} {:>5} {:>5} {:>6} {:>5} {:>7} {:>9}",
        "kind", "keyed", "got", "right", "marked", "wrong", "recall", "precision"
    );
    for kind in KINDS {
        let t = tallies[kind];
        all.add(t);
        println!(
            "{kind:<14} {:>5} {:>5} {:>5} {:>6} {:>5} {:>6.1}% {:>8.1}%",
            t.keyed,
            t.got,
            t.right,
            t.marked,
            t.wrong,
            f64::from(t.recall()) / 10.0,
            f64::from(t.precision()) / 10.0
        );
    }
    println!(
        "{:<14} {:>5} {:>5} {:>5} {:>6} {:>5} {:>6.1}% {:>8.1}%",
        "all",
        all.keyed,
        all.got,
        all.right,
        all.marked,
        all.wrong,
        f64::from(all.recall()) / 10.0,
        f64::from(all.precision()) / 10.0
    );
    println!("import-induced completeness findings: {}", induced.len());
    for line in &induced {
        println!("  {line}");
    }
    if std::env::var_os("REGLAMENT_CORPUS_REPORT").is_some() {
        for line in &report {
            println!("  {line}");
        }
    }
    let mut below = Vec::new();
    for (kind, recall, precision) in LEVELS {
        let t = if *kind == "all" { all } else { tallies[kind] };
        if t.recall() < *recall || t.precision() < *precision {
            below.push(format!(
                "{kind}: recall {} ‰ (level {recall}), precision {} ‰ (level {precision})",
                t.recall(),
                t.precision()
            ));
        }
    }
    assert!(!own || below.is_empty(), "below the recorded level:\n{}", below.join("\n"));
    let strict = STRICT && std::env::var_os("REGLAMENT_CORPUS_DRAFTS").is_none();
    if strict {
        assert!(
            violations.is_empty(),
            "wrong or invented without a review mark:\n{}",
            violations.join("\n")
        );
        assert!(
            induced.is_empty(),
            "import-induced completeness findings:\n{}",
            induced.join("\n")
        );
    }
}

/// A date line is never a participant: no player of any draft is named by a month (`1 ноември
/// 2016`, a post's date, reads like a number, a name and a rating; bg-040 had two such players).
#[test]
fn no_date_line_becomes_a_participant() {
    let mut wrong = Vec::new();
    for (id, _, text) in &documents() {
        let draft = draft(id, text);
        let compiled = reglament::compile(
            &format!("{id}.rgl"),
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
                wrong.push(format!("{id}: player {} `{}`", p.number.value, p.name.value));
            }
        }
    }
    assert!(wrong.is_empty(), "{wrong:#?}");
}
