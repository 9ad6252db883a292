//! The heading (title, edition) and the event's facts: organiser, aim, dates, venue.

use super::lexicon::{folded, quote, ranges};
use super::{Block, Facts, Words};
use crate::import::codes;
use crate::import::doc::{Document, Para};
use crate::import::group;
use crate::model::keywords::Kw;
use jiff::civil::Date;
use regex::Regex;
use std::sync::LazyLock;

/// Words that make a line a competition's name.
const EVENT_WORDS: &[&str] = &[
    "първенство",
    "турнир",
    "шампионат",
    "фестивал",
    "купа",
    "мемориал",
    "опен",
    "доп ",
    "дип ",
    "чемпіонат",
    "турнір",
    "фінал",
    "кубок",
    "меморіал",
    "першість",
    "фестиваль",
];

static EDITION: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\b(?P<n>\d{1,3})\s*-\s*(?:то|ти|ви|ри|ми|мо|во|ото|ий|ій|й|го|а|я)\b")
        .expect("regex")
});

fn is_regulation_word(text: &str) -> bool {
    let f = folded(text);
    let f = f.trim_end_matches([':', '.']);
    f == "регламент" || f == "положення" || f == "положение"
}

/// A line that is only a place and dates (`08 – 14.06.2009 г., к.к. СЛЪНЧЕВ БРЯГ`).
fn is_place_and_dates(text: &str) -> bool {
    !ranges(text).is_empty() || super::lexicon::dates(text).iter().any(|(_, _, d)| d.year.is_some())
}

/// The title and edition from the heading lines.
pub fn header(doc: &Document, w: Words, f: &mut Facts) {
    let pre = &doc.preamble;
    let regulation_at = pre.iter().position(|p| is_regulation_word(&p.text));
    let title_lines: Vec<&Para> = match regulation_at {
        Some(at) => pre[at + 1..].iter().take_while(|p| !is_place_and_dates(&p.text)).collect(),
        None => {
            // No "РЕГЛАМЕНТ": the last heading line that names a competition.
            pre.iter()
                .rev()
                .find(|p| {
                    let t = p.text.to_lowercase();
                    EVENT_WORDS.iter().any(|e| t.contains(e)) && !is_place_and_dates(&p.text)
                })
                .into_iter()
                .collect()
        }
    };
    let joined: String = title_lines.iter().map(|p| p.text.trim()).collect::<Vec<_>>().join(" ");
    let joined = joined.trim().trim_end_matches([',', ';', ':']).trim().to_string();
    let mut title = joined.clone();
    if regulation_at.is_some() {
        // "Р Е Г Л А М Е Н Т / на 42-то …" or "… / проведення фіналу …": the word belongs to the title.
        let lower_start = title.chars().next().is_some_and(char::is_lowercase);
        let upper_na = ["НА ", "ЗА "].iter().any(|p| title.starts_with(p));
        if lower_start || upper_na || title.is_empty() {
            let word = w.say("Регламент", "Регламент");
            title = if title.is_empty() {
                word
            } else {
                format!("{word} {}", lowercase_preposition(&title))
            };
        }
    }
    let line = title_lines.first().map(|p| p.line);
    if title.is_empty() {
        title = w.say("Регламент", "Регламент");
        f.mark(
            Block::Header,
            codes::TITLE_GUESSED,
            w.say(
                "документът няма заглавие; напишете името на състезанието",
                "документ не має заголовка; напишіть назву змагань",
            ),
        );
    } else {
        let lines: Vec<String> = title_lines.iter().map(|p| (p.line + 1).to_string()).collect();
        let note = if lines.len() == 1 {
            w.say(
                &format!("заглавието е взето от ред {} на документа", lines[0]),
                &format!("назву взято з рядка {} документа", lines[0]),
            )
        } else {
            w.say(
                &format!("заглавието е съставено от редове {} на документа", lines.join(", ")),
                &format!("назву складено з рядків {} документа", lines.join(", ")),
            )
        };
        f.mark(Block::Header, codes::TITLE_GUESSED, note);
    }
    if let Some(c) = EDITION.captures(&joined) {
        if let (Some(n), Some(l)) = (c.name("n").and_then(|m| m.as_str().parse::<u32>().ok()), line)
        {
            if (1..=300).contains(&n) {
                f.edition = Some((n, l));
            }
        }
    }
    f.title = Some((title, line));
}

/// `НА 42-ТО …` → `на 42-ТО …`: the preposition after "Регламент" in lower case.
fn lowercase_preposition(title: &str) -> String {
    for p in ["НА ", "ЗА "] {
        if let Some(rest) = title.strip_prefix(p) {
            return format!("{}{rest}", p.to_lowercase());
        }
    }
    title.to_string()
}

static ORGANISED_BY: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)(?:се\s+организира\s+от|организатор(?:и)?\s*(?:е|са|:|–|-)|організатор(?:ом|и)?\s*(?:є|:|–|-)?|організовує)\s*(?P<who>[^.;]+)").expect("regex")
});
static HELPED_BY: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\s+(?:със\s+съдействието\s+на|при\s+съдействието\s+на|съвместно\s+с|спільно\s+з|за\s+сприяння)\s+").expect("regex")
});

fn strip_end(s: &str) -> String {
    s.trim().trim_end_matches(['.', ';', ',', ':']).trim().to_string()
}

/// The organiser, co-organisers, aim, dates, arrival and venue; returns the event's dates.
pub fn event(doc: &Document, w: Words, f: &mut Facts) -> Option<(Date, Date)> {
    // Organiser: the body of an "Организатор" section, or a sentence naming it.
    let mut organiser: Option<(String, usize)> = None;
    for s in doc.sections_about(&["организатор", "організатор", "організація"])
    {
        if let Some(p) = doc.paragraphs(s).first() {
            organiser = Some((p.text.clone(), p.line));
            break;
        }
    }
    if let Some((text, line)) = &organiser {
        if let Some(c) = ORGANISED_BY.captures(text) {
            organiser = Some((group(&c, "who").to_string(), *line));
        }
    } else {
        for p in doc.all_paragraphs() {
            if let Some(c) = ORGANISED_BY.captures(&p.text) {
                organiser = Some((group(&c, "who").to_string(), p.line));
                break;
            }
        }
    }
    if let Some((text, line)) = organiser {
        let parts: Vec<&str> = HELPED_BY.splitn(&text, 2).collect();
        let main = strip_end(parts[0]);
        if !main.is_empty() {
            f.add(Block::Event, format!("{} {}", w.kw(Kw::Organiser), quote(&main)), line);
        }
        if let Some(co) = parts.get(1).map(|c| strip_end(c)).filter(|c| !c.is_empty()) {
            f.add(Block::Event, format!("{} {}", w.kw(Kw::CoOrganiser), quote(&co)), line);
        }
    }
    for s in doc.sections_about(&["цел", "мета"]) {
        if let Some(p) = doc.paragraphs(s).first() {
            f.add(Block::Event, format!("{} {}", w.kw(Kw::Aim), quote(p.text.trim())), p.line);
            break;
        }
    }
    dates_and_venue(doc, w, f)
}

static VENUE_BEFORE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?:провежда|проводят|проводиться|проводяться|відбуд\w*)\w*\s+(?:(?:в|във|у)\s+)(?P<v>.+?)\s*(?:от|з|с)?\s*$").expect("regex")
});
static VENUE_STOP: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"(?:^|\s)(?:по|за|серед|със|при|с|зі|із|з)\s|;").expect("regex"));

/// The words after a date range that say where: `в гр.Перник`, `град Плевен в залите …`.
fn venue_after(after: &str) -> Option<String> {
    let mut t = after.trim_start();
    for mark in ["г.", "р.", "року", "рік", "год."] {
        if let Some(rest) = t.strip_prefix(mark) {
            t = rest.trim_start();
            break;
        }
    }
    let t = t.trim_start_matches([',', ' ']);
    let t = ["в ", "във ", "у ", "на "].iter().find_map(|p| t.strip_prefix(p)).unwrap_or(t);
    let mut end = VENUE_STOP.find(t).map(|m| m.start()).unwrap_or(t.len());
    // A sentence ends at `. ` after a word longer than an abbreviation (`гр.`, `к.к.`, `Св.`).
    for (i, _) in t.match_indices(". ") {
        let word = t[..i].rsplit([' ', '.', '(']).next().unwrap_or("");
        if i < end && word.chars().count() > 3 {
            end = i;
            break;
        }
    }
    let v = t[..end].trim().trim_end_matches(['.', ',']).trim();
    (!v.is_empty()).then(|| v.to_string())
}

fn dates_and_venue(doc: &Document, w: Words, f: &mut Facts) -> Option<(Date, Date)> {
    // Candidates: ranges in the sections about dates and place first, then the body, then the heading.
    let about =
        doc.sections_about(&["дата", "място", "време", "термін", "місце", "дати", "провеждане"]);
    let mut candidates: Vec<(&Para, super::lexicon::FoundRange)> = Vec::new();
    for s in &about {
        for p in doc.paragraphs(s) {
            for r in ranges(&p.text) {
                candidates.push((p, r));
            }
        }
    }
    let heading_lines: Vec<usize> = doc.preamble.iter().map(|p| p.line).collect();
    for p in doc.all_paragraphs() {
        let in_heading = heading_lines.contains(&p.line);
        if !in_heading {
            for r in ranges(&p.text) {
                candidates.push((p, r));
            }
        }
    }
    for p in &doc.preamble {
        for r in ranges(&p.text) {
            candidates.push((p, r));
        }
    }
    let (para, range) = candidates.first().copied()?;
    let (from, to) = range.dates()?;
    f.add(Block::Event, format!("{} {from}..{to}", w.kw(Kw::Dates)), para.line);
    if range.arrival {
        f.add(Block::Event, format!("{} {from}", w.kw(Kw::Arrival)), para.line);
    }
    let others: Vec<String> = candidates
        .iter()
        .filter_map(|(p, r)| r.dates().filter(|d| *d != (from, to)).map(|_| (p, r)))
        .map(|(p, r)| format!("{} ({})", p.text[r.start..r.end].trim(), w.line(p.line)))
        .collect::<std::collections::BTreeSet<_>>()
        .into_iter()
        .collect();
    if !others.is_empty() {
        f.mark(
            Block::Event,
            codes::DATES_UNCLEAR,
            w.say(
                &format!(
                    "взети са датите от {}; документът дава и {}",
                    w.line(para.line),
                    others.join(", ")
                ),
                &format!(
                    "взято дати з рядка {}; документ дає також {}",
                    para.line + 1,
                    others.join(", ")
                ),
            ),
        );
    }
    // The venue: the words after the dates, else the words before them.
    let after = &para.text[range.end..];
    let mut venue = venue_after(after).filter(|v| venue_like(v));
    if venue.is_none() {
        let before = &para.text[..range.start];
        venue = VENUE_BEFORE
            .captures(before)
            .map(|c| group(&c, "v").trim().to_string())
            .filter(|v| venue_like(v));
    }
    if let Some(v) = venue {
        let v = strip_end(&v);
        let v = v.strip_prefix("приміщенні ").map(str::to_string).unwrap_or(v);
        f.add(Block::Event, format!("{} {}", w.kw(Kw::Venue), quote(&v)), para.line);
        f.mark(
            Block::Event,
            codes::VENUE_AS_WRITTEN,
            w.say(
                &format!("мястото е взето от {} така, както е написано", w.line(para.line)),
                &format!("місце взято з рядка {} так, як написано", para.line + 1),
            ),
        );
    }
    Some((from, to))
}

fn venue_like(v: &str) -> bool {
    let words = v.split_whitespace().count();
    (1..=16).contains(&words)
        && v.chars().filter(|c| c.is_alphabetic()).count() >= 3
        && !v.starts_with(|c: char| c.is_ascii_digit())
}
