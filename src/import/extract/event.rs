//! The event's facts: organisers (and the bodies that only assist), aim, dates, locality and
//! hall.
//!
//! Dates: every date expression of the document is classed by its sentence (the dates and
//! place of the event, a deadline, a birth year, a rating list, an approval, a news item's
//! stamp, the start only) and the event's dates are the first of: the section about dates and
//! place, a sentence that says the event is held then (`ще се проведе`, `відбудеться`,
//! `проводиться`), the heading's line of dates and place, the programme's first and last day.
//! A date written without its year takes the year of the programme, of the event's name
//! (`Разлог 2025`), or of the news item's stamp, and says so (I002); several different dates
//! are marked (I011), and so are dates mentioned that could not be read.

use super::lexicon::strip_end;
use super::reading::{Paragraph, Reading, Topic};
use super::{Block, Draft, Known, Words};
use crate::import::doc::Document;
use crate::model::review as codes;
use crate::prose::chars::Lowercase as _;
use crate::prose::place::{localities, quoted};
use crate::prose::text::{folded_word, sentences, tokens, Kind};
use crate::prose::when::{dated, Dated, When};
use jiff::civil::Date;

/// Bodies that organise: the nouns an organiser's name starts with (a list is split before
/// them: `… спорткомітет та федерація шахів …`).
const ORG_NOUNS: &[&str] = &[
    "федерац",
    "клуб",
    "шк",
    "скш",
    "община",
    "общината",
    "дирекц",
    "управлінн",
    "спорткоміт",
    "фонд",
    "асоциац",
    "секци",
    "школа",
    "академ",
    "міністерств",
    "центр",
    "комітет",
    "спортен",
    "спортуправлінн",
    "облдержадмін",
    "міськрад",
    "парафіяльн",
    "благодійн",
    "шахматен",
    "шахматният",
    "шахматния",
    "шаховий",
    "мдюсш",
    "дюсш",
    "бфш",
    "бф",
    "фшу",
    "ршк",
    "портал",
    "душпастирств",
    "читалище",
    "дом",
    "съюз",
    "спілка",
];

/// Where a list of organisers ends: bodies that only assist, sponsor or support, and clauses.
const END_OF_ORGANISERS: &[&str] = &[
    "с активното участие",
    "с партньорството",
    "с подкрепата",
    "при подкрепата",
    "за фінансової підтримки",
    "за підтримки",
    "за сприяння",
    "під егідою",
    "под егидата",
    ", които",
    ", който",
    ", яка",
    ", які",
    ", що",
    " с председател",
    " с ръководител",
];

/// Where the bodies that only assist start (co-organisers).
const ASSISTED: &[&str] =
    &["със съдействието на", "при съдействието на", "със съдействие на", "съвместно с"];

/// Verbs that end an organiser's name in a sentence (`Българската федерация по шахмат
/// припомня …`).
const VERBS: &[&str] = &[
    "припомня",
    "осигуряват",
    "осигурява",
    "съобщава",
    "съобщиха",
    "уточниха",
    "организира",
    "организират",
    "провежда",
    "провеждат",
    "организує",
    "організовує",
    "організовують",
    "проводить",
    "проводять",
    "розпочала",
    "розпочав",
    "провела",
    "провів",
    "оголошує",
    "оголошують",
    "запрошує",
    "запрошують",
    "очакват",
    "очаква",
    "очікують",
    "очікує",
    "канят",
    "кани",
    "отново",
    "знову",
    "вече",
    "вже",
    "ще",
    "ще",
];

/// The organisers and co-organisers in a clause (`БФШ 1928, ШК „Каиса“ Варна`, `ШК ЦСКА и
/// Българска Федерация Шахмат`, `X със съдействието на Y и Z`).
fn organisers_in(text: &str) -> (Vec<String>, Vec<String>) {
    let mut main = text.trim();
    let lower = main.lowercase();
    let mut co_text = "";
    for a in ASSISTED {
        if let Some(i) = lower.find(a) {
            co_text = &text.trim()[i + a.len()..];
            main = &text.trim()[..i];
            break;
        }
    }
    let cut = |s: &str| -> String {
        let l = s.lowercase();
        let mut end = s.len();
        for e in END_OF_ORGANISERS {
            if let Some(i) = l.find(e) {
                end = end.min(i);
            }
        }
        s[..end].to_string()
    };
    let main = cut(main);
    let co = cut(co_text);
    (split_bodies(&main), split_bodies(&co))
}

/// A list of bodies split at commas and at `и`, `та`, `і`, `and` before a new body, outside
/// quotation marks; a locality after a comma stays with its body (`…, Варна`).
fn split_bodies(text: &str) -> Vec<String> {
    let text = text.trim().trim_end_matches(['.', ';', ':', ',']).trim();
    if text.is_empty() {
        return Vec::new();
    }
    let quotes = quoted(text);
    let in_quotes = |at: usize| quotes.iter().any(|(a, b)| *a < at && at < *b);
    let t = tokens(text);
    let mut cuts: Vec<(usize, usize)> = Vec::new();
    for (k, tok) in t.iter().enumerate() {
        if in_quotes(tok.start) {
            continue;
        }
        let next_starts_body = |j: usize| {
            t.get(j).is_some_and(|n| {
                n.capitalised() && n.kind == Kind::Word
                    || ORG_NOUNS.iter().any(|o| folded_word(n.text).starts_with(o))
                    || t.get(j + 1).is_some_and(|m| {
                        ORG_NOUNS.iter().any(|o| folded_word(m.text).starts_with(o))
                    })
            })
        };
        // `БФШ, при следните условия`: a comma before a preposition ends the list.
        if tok.is_punct(',')
            && t.get(k + 1).is_some_and(|n| {
                n.is_any(&[
                    "при",
                    "като",
                    "с",
                    "със",
                    "за",
                    "под",
                    "що",
                    "които",
                    "който",
                    "яка",
                    "які",
                ])
            })
        {
            cuts.push((tok.start, text.len()));
            break;
        }
        if (tok.is_punct(',') || tok.is_any(&["и", "та", "і", "й", "and"]))
            && next_starts_body(k + 1)
        {
            cuts.push((tok.start, tok.end));
        }
    }
    let mut items: Vec<String> = Vec::new();
    let mut at = 0;
    for (a, b) in cuts.iter().copied().chain([(text.len(), text.len())]) {
        if a < at {
            continue;
        }
        let item = text[at..a].trim();
        at = b;
        if item.is_empty() {
            continue;
        }
        // `…, Варна`: a locality after a comma belongs to the body before it.
        let lone_place = crate::vocab::places::locality(item).is_some();
        if let (true, Some(last)) = (lone_place, items.last_mut()) {
            last.push_str(", ");
            last.push_str(item);
            continue;
        }
        items.push(item.to_string());
    }
    items
        .into_iter()
        .map(|i| {
            let t = tokens(&i);
            // A verb ends the name (`Българската федерация по шахмат припомня …`).
            let end = t
                .iter()
                .find(|x| x.kind == Kind::Word && VERBS.contains(&folded_word(x.text).as_str()))
                .map_or(i.len(), |x| x.start);
            strip_end(&i[..end])
        })
        .filter(|i| i.chars().filter(|c| c.is_alphabetic()).count() >= 2)
        .collect()
}

/// Phrases after which the organisers are named.
const NAMED_AFTER: &[&str] = &[
    "се организира от",
    "се организират от",
    "организира се от",
    "организирано от",
    "организиран от",
    "организирани от",
    "организирана от",
    "організований",
    "покладається на",
    "организаторите от",
    // `Загальне керівництво змагання здійснює ГО "…"` (the body after the verb).
    "керівництво змагання здійснює",
    "керівництво змаганнями здійснює",
    "керівництво турніром здійснює",
    "керівництво здійснює",
    "ръководство се осъществява от",
    "ръководството се осъществява от",
];

/// The organisers a sentence names, and whether it is sure of them.
fn organisers_of_sentence(s: &str) -> Option<(Vec<String>, Vec<String>)> {
    let lower = s.lowercase();
    for cue in NAMED_AFTER {
        if let Some(i) = lower.find(cue) {
            let rest = &s[i + cue.len()..];
            let rest = rest.split(['.', ':']).next().unwrap_or(rest);
            let (o, c) = organisers_in(rest);
            if !o.is_empty() {
                return Some((o, c));
            }
        }
    }
    // `Организатор на турнира е X`, `Организатори са X и Y`, `Організатори турніру – X`.
    let t = tokens(s);
    for (k, tok) in t.iter().enumerate() {
        if !tok.starts_any(&["организатор", "організатор"]) {
            continue;
        }
        // The link: `е`, `са`, `–`, `:`, `є` after up to two words (`на турнира`).
        let mut j = k + 1;
        let mut steps = 0;
        while j < t.len()
            && steps < 3
            && !(t[j].is_any(&["е", "са", "є"])
                || t[j].kind == Kind::Punct && "–-—:".contains(t[j].text))
        {
            j += 1;
            steps += 1;
        }
        let Some(link) = t.get(j) else { continue };
        if !(link.is_any(&["е", "са", "є"]) || link.kind == Kind::Punct) {
            continue;
        }
        let rest = &s[link.end..];
        let rest = rest.split(['.', ':', ';']).next().unwrap_or(rest);
        let (o, c) = organisers_in(rest);
        if !o.is_empty() {
            return Some((o, c));
        }
    }
    // `X организира турнир`, `X організовують …`, `Його … організовують X, Y`.
    for (k, tok) in t.iter().enumerate() {
        if !tok.is_any(&[
            "организира",
            "организират",
            "організовує",
            "організовують",
            "організує",
            "розпочала",
            "провежда",
        ]) {
            continue;
        }
        let before = s[..tok.start].trim();
        let before = before
            .strip_suffix("отново")
            .or_else(|| before.strip_suffix("знову"))
            .unwrap_or(before)
            .trim();
        // Leading words that are not a body's name (` date 2026-03-11 Федерація …`).
        let bt = tokens(before);
        let lead = bt
            .iter()
            .position(|x| {
                x.capitalised() || ORG_NOUNS.iter().any(|o| folded_word(x.text).starts_with(o))
            })
            .map_or(before.len(), |i| bt[i].start);
        let before = &before[lead..];
        // `Управителният съвет на ШК …`: the body, not its board.
        let before = ["Управителният съвет на ", "Ръководството на "]
            .iter()
            .find_map(|p| before.strip_prefix(p))
            .unwrap_or(before);
        let last = before.split_whitespace().next_back().map(folded_word).unwrap_or_default();
        let relative =
            matches!(last.as_str(), "който" | "която" | "които" | "який" | "яка" | "які" | "що");
        let pronoun = before.split_whitespace().next().is_some_and(|w| {
            matches!(
                folded_word(w).as_str(),
                "його" | "её" | "їх" | "турнира" | "турнирът" | "той" | "він" | "общината"
            )
        }) || before.is_empty()
            || relative;
        let (o, c) = if pronoun {
            let after = &s[tok.end..];
            let after = after.split(['.', ';']).next().unwrap_or(after);
            let after = after.split(" по програма").next().unwrap_or(after);
            organisers_in(after)
        } else {
            // `ШК „Дунав 1931“ – Русе взаимно с Католическа черква …`: two bodies.
            let joined = before
                .replace(" взаимно с ", ", ")
                .replace(" съвместно с ", ", ")
                .replace(" спільно з ", ", ");
            organisers_in(&joined)
        };
        if !o.is_empty()
            && o.iter().all(|x| {
                x.chars().next().is_some_and(char::is_uppercase)
                    || ORG_NOUNS.iter().any(|n| folded_word(x).starts_with(n))
            })
        {
            let _ = k;
            return Some((o, c));
        }
    }
    None
}

/// The organisers and the bodies that only assist.
pub fn organisers(r: &Reading, w: Words, f: &mut Draft) {
    let mut found: Option<(Vec<String>, Vec<String>, usize)> = None;
    // The section about the organiser: its heading's text, or the paragraph after it.
    let paras: Vec<&Paragraph> = r.about(Topic::Organiser).collect();
    if let Some(h) = paras.first() {
        let mut text = h.body().trim().to_string();
        let mut line = h.line();
        let mut next = paras.iter().skip(1);
        if text.is_empty() {
            if let Some(p) = next.next() {
                text = p.text.clone();
                line = p.line();
            }
        } else if text.ends_with([',', ' '])
            || text.ends_with(" и")
            || text.ends_with(" та")
            || text.ends_with(" і")
        {
            if let Some(p) = next.next() {
                text = format!("{text} {}", p.text.trim());
            }
        }
        // The first sentence only (`… Панагюрище. 2.ЦЕЛ И ЗАДАЧИ:`).
        let first =
            sentences(&text).first().map(|(a, b)| text[*a..*b].to_string()).unwrap_or_default();
        let lower = first.lowercase();
        let named = NAMED_AFTER
            .iter()
            .chain(["организират от"].iter())
            .find_map(|c| lower.find(c).map(|i| i + c.len()));
        let clause = match named {
            Some(at) => first[at..].to_string(),
            None => first.clone(),
        };
        let (o, c) = organisers_in(&clause);
        if !o.is_empty() {
            found = Some((o, c, line));
        }
    }
    if found.is_none() {
        'outer: for p in r.paras.iter().take(60) {
            for (a, b) in sentences(&p.text) {
                if let Some((o, c)) = organisers_of_sentence(&p.text[a..b]) {
                    let line = p.line_at(a);
                    f.mark(
                        Block::Event,
                        codes::BODIES_GUESSED,
                        w.say(
                            &format!(
                                "организаторите са прочетени от изречение на {}",
                                w.line(line)
                            ),
                            &format!("організаторів прочитано з речення в рядку {}", line + 1),
                        ),
                    );
                    found = Some((o, c, line));
                    break 'outer;
                }
            }
        }
    }
    let Some((main, co, line)) = found else { return };
    f.reg.event.organisers = main.into_iter().map(|o| f.on(o, line)).collect();
    f.reg.event.co_organisers = co.into_iter().map(|o| f.on(o, line)).collect();
}

/// The aim: the text of the section about it.
pub fn aim(doc: &Document, w: Words, f: &mut Draft) {
    let _ = w;
    for s in doc.sections_about(&["цел", "мета"]) {
        if let Some(p) = doc.paragraphs(s).first() {
            f.reg.event.aim = Some(f.on(p.text.trim().to_string(), p.line));
            break;
        }
    }
}

/// What the sentence around a date says it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Role {
    /// In the section about dates and place.
    Place,
    /// A sentence says the event is held then.
    Held,
    /// The heading's line of dates and place (or a page's own date line).
    Heading,
    /// A row of the programme.
    Programme,
    /// The event starts then (its end is not given).
    Start,
    /// An application or registration deadline (its year may be the event's).
    Deadline,
    /// The date a news item or a post was published.
    Stamp,
    /// A birth date, a rating list, an approval, another event.
    Other,
}

/// Words near a date that make it a deadline.
const DEADLINE: &[&str] = &[
    "заявк",
    "срок",
    "срока",
    "записване",
    "записването",
    "регистрац",
    "реєстрац",
    "преотстъпване",
    "крайн",
    "кінцев",
    "подати",
    "подаване",
    "подали",
];

/// Words near a date that make it something else than the event's.
const NOT_EVENT: &[&str] = &[
    "родени",
    "роден",
    "родена",
    "р.н",
    "народжен",
    "народження",
    "рейтинг",
    "рейтинга",
    "рейтингу",
    "рейтингами",
    "рейтингів",
    "листа",
    "утвърден",
    "утвърди",
    "затвердж",
    "постанов",
    "опубліковано",
    "публикувано",
    "членски",
    "внос",
];

/// Words before `от`/`від` that make the date a document's (`згідно з «Правилами шахів ФІДЕ»
/// від 01 липня 2017 року`, `Правилника на ФИДЕ, в сила от 1 януари 2023 г.`): the date of the
/// Laws, an order or a decision, not the event's.
const DOCUMENT: &[&str] = &[
    "правил",
    "положенн",
    "наредб",
    "наказ",
    "закон",
    "рішенн",
    "решени",
    "протокол",
    "кодекс",
    "редакц",
    "сила",
    "чинн",
    "фиде",
    "фіде",
    "fide",
];

/// Words anywhere in a sentence that put its dates on another event.
const OTHER_EVENT: &[&str] = &["олімпіад", "олимпиад", "следващ", "наступн", "минал"];

/// Words that put a date on another event when a preposition stands before them (`у фіналі
/// чемпіонату …, який відбудеться 10-22 листопада`), but name the event itself otherwise
/// (`проходить фінал чемпіонату`).
fn about_another_event(words: &[String]) -> bool {
    contains_stem(words, OTHER_EVENT)
        || words.windows(2).any(|w| {
            matches!(w[0].as_str(), "у" | "в" | "на" | "във")
                && (w[1].starts_with("фінал") || w[1].starts_with("финал"))
        })
}

/// Verbs that say the event is held (`ще се проведе`, `відбудеться`, `проводиться`).
const HELD: &[&str] = &[
    "проведе",
    "провежда",
    "провеждат",
    "проведат",
    "състои",
    "състоят",
    "играе",
    "играят",
    "отбуд",
    "відбуд",
    "відбув",
    "проводит",
    "проводят",
    "проходит",
    "проходил",
    "пройде",
    "пройдуть",
    "триват",
    "тривати",
    "продължи",
    "продовж",
    "змагают",
    "змагатим",
    "прийме",
    "приеме",
    "протича",
    "протичат",
    "съревновани",
    "съревнова",
    "позмагат",
    "змагат",
];

/// Verbs and nouns that say the event starts then (`ще започне`, `стартира`, `розпочався`).
const STARTS: &[&str] = &[
    "започн",
    "започва",
    "стартир",
    "старту",
    "стартув",
    "стартує",
    "розпочин",
    "розпочав",
    "розпочал",
    "открит",
    "открие",
    "откриване",
    "начало",
    "початок",
    "приїзд",
    "пристиган",
    "з’їхал",
    "з'їхал",
];

fn contains_stem(lower_words: &[String], stems: &[&str]) -> bool {
    lower_words.iter().any(|w| stems.iter().any(|s| w.starts_with(s)))
}

/// True for a paragraph that is only a date, a time and a source (`08:30, 20 вересня 2017 р.`,
/// `28-08-2015, 16:31`, `Аз детето | 2014-01-09`): a news item's stamp.
fn stamp_line(p: &Paragraph, d: &Dated, before_regulation_word: bool) -> bool {
    if !p.before_sections || p.text.split_whitespace().count() > 9 {
        return false;
    }
    let text = &p.text;
    let rest_letters =
        text[..d.start].chars().chain(text[d.end..].chars()).filter(|c| c.is_alphabetic()).count();
    let timed = !crate::prose::when::clocks(text, &[(d.start, d.end)]).is_empty();
    let only_date = rest_letters <= 3 && matches!(d.when, When::Day(_));
    let words = !text[d.start..d.end].chars().any(|c| c == '.' || c == '-');
    d.stamp
        || timed && matches!(d.when, When::Day(_))
        || only_date && words && before_regulation_word
}

/// The class of a date expression from the words around it in its sentence.
fn role_of(p: &Paragraph, sentence: &str, d: &Dated) -> Role {
    let at = d.start;
    let before: Vec<String> =
        tokens(&sentence[..at]).iter().rev().take(10).map(|t| folded_word(t.text)).collect();
    let near: Vec<String> = before.iter().take(6).cloned().collect();
    let after: Vec<String> = tokens(&sentence[d.end.min(sentence.len())..])
        .iter()
        .take(3)
        .map(|t| folded_word(t.text))
        .collect();
    let words: Vec<String> = tokens(sentence).iter().map(|t| folded_word(t.text)).collect();
    // A stamp line is told apart by the caller (it reads the whole paragraph).
    if d.stamp {
        return Role::Stamp;
    }
    if about_another_event(&words) {
        return Role::Other;
    }
    if contains_stem(&near, NOT_EVENT)
        || after
            .first()
            .is_some_and(|w| w == "р.н" || w == "р" && after.get(1).is_some_and(|x| x == "н"))
    {
        return Role::Other;
    }
    // `… «Правилами шахів ФІДЕ» від 01 липня 2017 року`: a document's date.
    if matches!(d.when, When::Day(_))
        && before.first().is_some_and(|w| matches!(w.as_str(), "от" | "від" | "з"))
        && before.iter().skip(1).take(3).any(|w| DOCUMENT.iter().any(|s| w.starts_with(s)))
    {
        return Role::Other;
    }
    if contains_stem(&near, DEADLINE) {
        return Role::Deadline;
    }
    // `до 12.08.2023 г.`: a deadline.
    if before.first().is_some_and(|w| w == "до")
        && !matches!(d.when, When::Range(..))
        && p.topic != Topic::Place
    {
        return Role::Deadline;
    }
    if p.topic == Topic::Programme {
        return Role::Programme;
    }
    if p.topic == Topic::Place {
        return Role::Place;
    }
    let single = matches!(d.when, When::Day(_));
    let from = before
        .first()
        .is_some_and(|w| matches!(w.as_str(), "от" | "від" | "з" | "считано" | "починаючи"));
    if single && (from || contains_stem(&words, STARTS)) {
        return Role::Start;
    }
    if contains_stem(&words, HELD) {
        return Role::Held;
    }
    if p.before_sections && sentence.chars().count() < 120 {
        return Role::Heading;
    }
    Role::Other
}

/// A date expression with its class and place.
#[derive(Clone, Debug)]
struct Seen {
    d: Dated,
    role: Role,
    line: usize,
    text: String,
}

fn all_dates(r: &Reading) -> Vec<Seen> {
    let regulation_at = r
        .paras
        .iter()
        .position(|p| super::header::is_regulation_word(&p.text))
        .unwrap_or(usize::MAX);
    let mut out = Vec::new();
    for (i, p) in r.paras.iter().enumerate() {
        for (a, b) in sentences(&p.text) {
            let s = &p.text[a..b];
            for d in dated(s) {
                // Offsets of `d` are the sentence's; the stamp test reads the paragraph.
                let mut in_para = d.clone();
                in_para.start += a;
                in_para.end += a;
                let role = if stamp_line(p, &in_para, i < regulation_at) {
                    Role::Stamp
                } else {
                    role_of(p, s, &d)
                };
                out.push(Seen {
                    text: s[d.start..d.end].to_string(),
                    line: p.line_at(a + d.start),
                    d,
                    role,
                });
            }
        }
    }
    out
}

/// Years written in the event's name or anywhere as `2025`, `Незалежність-2017`.
fn years_in_names(r: &Reading) -> Vec<i16> {
    let mut out = Vec::new();
    for p in r.paras.iter().take(40) {
        for (a, b) in quoted(&p.text) {
            for t in tokens(&p.text[a..b]) {
                if t.kind == Kind::Number && t.text.len() == 4 {
                    if let Some(y) = t.number().filter(|y| (1990..=2099).contains(y)) {
                        out.push(y as i16);
                    }
                }
            }
        }
    }
    out
}

/// The event's dates; returns them for the programme.
pub fn dates(r: &Reading, w: Words, known: &Known, f: &mut Draft) -> Option<(Date, Date)> {
    let seen = all_dates(r);
    let stamp_year =
        seen.iter().filter(|s| s.role == Role::Stamp).find_map(|s| s.d.bounds().0.year);
    let name_year = years_in_names(r).first().copied();
    let deadline_year = seen
        .iter()
        .filter(|s| s.role == Role::Deadline)
        .find_map(|s| s.d.dates().map(|d| d.0.year()));
    let programme: Vec<&Seen> = seen.iter().filter(|s| s.role == Role::Programme).collect();
    let programme_year = programme.iter().find_map(|s| s.d.bounds().1.year.or(s.d.bounds().0.year));
    let year_of_programme = programme_year.or(known.year);
    let mut chosen: Option<(Date, Date, &Seen, Option<&str>)> = None;
    for role in [Role::Place, Role::Held, Role::Programme, Role::Heading, Role::Start] {
        if role == Role::Programme {
            // The programme's first and last day, when it writes its years.
            if programme_year.is_some() {
                let days: Vec<(Date, &Seen)> = programme
                    .iter()
                    .flat_map(|s| s.d.days().into_iter().map(move |d| (d, *s)))
                    .filter_map(|(d, s)| {
                        d.date()
                            .or_else(|| programme_year.and_then(|y| d.date_in(y)))
                            .map(|x| (x, s))
                    })
                    .collect();
                if let (Some(a), Some(b)) =
                    (days.iter().min_by_key(|x| x.0), days.iter().max_by_key(|x| x.0))
                {
                    chosen = Some((a.0, b.0, a.1, None));
                    break;
                }
            }
            continue;
        }
        let of_role: Vec<&Seen> = seen.iter().filter(|s| s.role == role).collect();
        if role == Role::Start {
            // A start with its year and nothing else: a one-day event (`У четвер, 10 липня 2025
            // року, о 19:00 стартує …`).
            if let Some(((a, b), s)) = of_role.iter().find_map(|s| s.d.dates().map(|d| (d, s))) {
                chosen = Some((a, b, s, None));
            }
            break;
        }
        if let Some(((a, b), s)) = of_role.iter().find_map(|s| s.d.dates().map(|d| (d, s))) {
            chosen = Some((a, b, s, None));
            break;
        }
        // Without a year: from the programme, the stamp, the name, a deadline.
        for s in &of_role {
            let sources = [
                (year_of_programme, "programme"),
                (stamp_year, "stamp"),
                (name_year, "name"),
                (deadline_year, "other"),
            ];
            if let Some((y, how)) = sources.iter().find_map(|(y, how)| y.map(|y| (y, *how))) {
                if let Some((a, b)) = s.d.dates_in(y) {
                    chosen = Some((a, b, s, Some(how)));
                    break;
                }
            }
        }
        if chosen.is_some() {
            break;
        }
    }
    let Some((mut from, mut to, s, year_from)) = chosen else {
        // Dates mentioned but not read: say so, so that the check does not say none are given.
        let mentioned: Vec<&Seen> = seen
            .iter()
            .filter(|s| matches!(s.role, Role::Held | Role::Place | Role::Start | Role::Heading))
            .collect();
        if let Some(m) = mentioned.first() {
            f.mark(
                Block::Event,
                codes::DATES_UNCLEAR,
                w.say(
                    &format!("документът казва „{}“ ({}), но не и годината или последния ден; напишете датите на турнира", m.text, w.line(m.line)),
                    &format!("документ каже «{}» (рядок {}), але не рік чи останній день; напишіть дати турніру", m.text, m.line + 1),
                ),
            );
        }
        return None;
    };
    // Contiguous ranges of the same kind (`класичні – 17- 26 листопада; рапід – 27 – 28
    // листопада; бліц – 29 листопада 2020 р.`): the event spans them all.
    let same: Vec<(Date, Date)> = seen
        .iter()
        .filter(|o| o.role == s.role && o.line.abs_diff(s.line) <= 4 && s.role != Role::Programme)
        .filter_map(|o| o.d.dates().or_else(|| o.d.dates_in(to.year())))
        .collect();
    let mut grew = false;
    loop {
        let before = (from, to);
        for (a, b) in &same {
            let touches =
                |x: Date, y: Date| x.checked_add(jiff::Span::new().days(1)).is_ok_and(|n| n >= y);
            if *a > to && touches(to, *a) {
                to = *b;
            }
            if *b < from && touches(*b, from) {
                from = *a;
            }
        }
        if (from, to) == before {
            break;
        }
        grew = true;
    }
    f.reg.event.dates = Some(f.on((from, to), s.line));
    if s.d.arrival {
        f.reg.event.arrival = Some(f.on(from, s.line));
    }
    if let Some(how) = year_from {
        let source = match how {
            "programme" => w.say("от програмата", "з розкладу"),
            "name" => w.say("от името на състезанието", "з назви змагань"),
            "stamp" => w.say("от датата на публикацията", "з дати публікації"),
            _ => w.say("от друга дата в документа", "з іншої дати в документі"),
        };
        f.mark(
            Block::Event,
            codes::YEAR_GUESSED,
            w.say(
                &format!(
                    "„{}“ ({}) е без година; годината {} е взета {source}",
                    s.text,
                    w.line(s.line),
                    from.year()
                ),
                &format!(
                    "«{}» (рядок {}) без року; рік {} взято {source}",
                    s.text,
                    s.line + 1,
                    from.year()
                ),
            ),
        );
    }
    // Other dates the document gives for the event.
    let others: Vec<String> = seen
        .iter()
        .filter(|o| matches!(o.role, Role::Place | Role::Held | Role::Heading) && o.line != s.line)
        .filter(|o| {
            let d = o.d.dates().or_else(|| o.d.dates_in(from.year()));
            d.is_some_and(|(a, b)| a < from || b > to)
        })
        .map(|o| format!("„{}“ ({})", o.text, w.line(o.line)))
        .collect::<std::collections::BTreeSet<_>>()
        .into_iter()
        .collect();
    if !others.is_empty() || grew {
        let note = if others.is_empty() {
            w.say(
                &format!(
                    "датите {from}..{to} са събрани от няколко периода в документа (от {} нататък)",
                    w.line(s.line)
                ),
                &format!(
                    "дати {from}..{to} складено з кількох періодів у документі (з рядка {})",
                    s.line + 1
                ),
            )
        } else {
            w.say(
                &format!(
                    "взети са датите от {}; документът дава и {}",
                    w.line(s.line),
                    others.join(", ")
                ),
                &format!(
                    "взято дати з рядка {}; документ дає також {}",
                    s.line + 1,
                    others.join(", ")
                ),
            )
        };
        f.mark(Block::Event, codes::DATES_UNCLEAR, note);
    }
    Some((from, to))
}

/// Words before a locality that make it no venue (`състезатели от София`, `кметът на
/// Несебър`, `Община Варна`, `до Вінниці`).
const NOT_VENUE_BEFORE: &[&str] = &[
    "от",
    "з",
    "із",
    "зі",
    "до",
    "община",
    "общината",
    "общини",
    "кмет",
    "кметът",
    "кмета",
    "области",
    "область",
    "обл",
    "района",
    "районна",
    "радио",
    "радіо",
    "між",
    "мукачева",
];

/// A locality and how sure its reading is.
#[derive(Clone, Debug)]
struct Town {
    name: String,
    line: usize,
    sure: bool,
    sentence: String,
}

/// The localities a paragraph gives for the event.
fn towns_in(p: &Paragraph, sure_role: bool, out: &mut Vec<Town>) {
    for (a, b) in sentences(&p.text) {
        let s = &p.text[a..b];
        let words: Vec<String> = tokens(s).iter().map(|t| folded_word(t.text)).collect();
        if about_another_event(&words) {
            continue;
        }
        let held =
            contains_stem(&words, HELD) || contains_stem(&words, STARTS) || p.topic == Topic::Place;
        let heading_line =
            p.before_sections && (p.text.chars().count() < 90 || !dated(s).is_empty());
        if !(held || heading_line || sure_role) {
            continue;
        }
        let t = tokens(s);
        let mut excluded_end: Option<usize> = None;
        for l in localities(s) {
            let k = t.partition_point(|x| x.start < l.start);
            let before = k.checked_sub(1).map(|i| folded_word(t[i].text)).unwrap_or_default();
            // `от София, Варна, Силистра`: a list after an excluded one is excluded too.
            let listed = excluded_end.is_some_and(|e| {
                s[e..l.start].trim().trim_matches([',', ' ']).is_empty()
                    || matches!(s[e..l.start].trim().trim_matches([',', ' ']), "и" | "та" | "і")
            });
            if (NOT_VENUE_BEFORE.contains(&before.as_str()) || listed) && l.marker.is_none() {
                excluded_end = Some(l.end);
                continue;
            }
            // `Видин, 19 август /…, БТА/`: a wire's dateline.
            let rest = s[l.end..].trim_start();
            if rest.starts_with(',')
                && dated(&rest[1..]).first().is_some_and(|d| d.start < 4)
                && rest.contains('/')
            {
                continue;
            }
            let sure = l.known && (p.topic == Topic::Place || sure_role)
                || l.marker.is_some() && p.topic == Topic::Place;
            out.push(Town {
                name: l.name,
                line: p.line_at(a + l.start),
                sure,
                sentence: s.to_string(),
            });
        }
    }
}

/// Nouns that head the name of a hall, a club or a hotel.
const PLACE_HEADS: &[&str] = &[
    "зала",
    "залата",
    "салон",
    "салона",
    "хотел",
    "хотела",
    "парк-хотел",
    "готель",
    "готелю",
    "клуб",
    "клуба",
    "клубі",
    "клубу",
    "черква",
    "черквата",
    "църква",
    "ресторант",
    "читалище",
    "читалището",
    "дом",
    "дома",
    "дворец",
    "двореца",
    "сградата",
    "сграда",
    "университет",
    "училище",
    "школа",
    "школи",
    "школі",
    "центр",
    "центрі",
    "центъра",
    "комплекс",
    "комплексу",
    "комплексі",
    "база",
    "базі",
    "павільйон",
    "павільйоні",
    "санаторій",
    "санаторію",
    "ліцей",
    "ліцеї",
    "парк",
    "приміщенні",
    "приміщені",
    "приміщення",
    "платформі",
    "платформа",
    "парафії",
    "hall",
    "пк",
    "мдюсш",
    "дюсш",
    "клубът",
    "залі",
    "палаці",
    "пансіонаті",
];

/// Words that end the name of a hall (`…, гр. София`, `… в Русе`, `(4-й поверх`).
const PLACE_END: &[&str] = &[
    "ще",
    "се",
    "е",
    "за",
    "с",
    "със",
    "който",
    "която",
    "яка",
    "який",
    "де",
    "от",
    "з",
    "до",
    "вулиця",
    "вулиці",
    "улица",
    "ет",
    "поверх",
    "тел",
    "телефон",
    "відбудеться",
    "відбуватиметься",
    "отбуд",
    "провежда",
    "приеме",
    "прийме",
    "очаква",
    "адрес",
    "адреса",
    "ул",
    "вул",
    "бул",
    "гр",
    "м",
    "с",
    "при",
    "започва",
    "стартира",
];

/// The hall, club or hotel a sentence names (`в голямата зала на хотел „Аквалайф“`, `у
/// приміщенні шахового клубу «Думка»`), as written.
fn hall_in(s: &str, place_line: bool) -> Option<(usize, String)> {
    let t = tokens(s);
    let quotes = quoted(s);
    for (k, tok) in t.iter().enumerate() {
        if tok.kind != Kind::Word {
            continue;
        }
        let w = folded_word(tok.text);
        if !PLACE_HEADS.contains(&w.as_str()) && tok.text != "Hall" {
            continue;
        }
        // The start: after the preposition before it (`в`, `у`, `на`, `при … на`); without one
        // (`с Католическа черква`), no hall, unless the sentence starts with it (`Хотел
        // „Премиер“ ще приеме шахматистите`).
        let mut start = k;
        let mut j = k;
        let mut led = false;
        while j > 0 && k - j < 4 {
            let prev = folded_word(t[j - 1].text);
            if matches!(prev.as_str(), "в" | "във" | "у" | "на" | "при" | "к") {
                led = true;
                break;
            }
            // `в гр. София, хотел “Рила”`, `с. Чавдар, археологически парк …`: after the
            // locality and a comma.
            if t[j - 1].is_punct(',')
                && (place_line
                    || j >= 2 && crate::vocab::places::locality(t[j - 2].text).is_some()
                    || j >= 2 && t[j - 2].capitalised())
            {
                led = true;
                break;
            }
            if t[j - 1].kind != Kind::Word
                || matches!(
                    prev.as_str(),
                    "с" | "със" | "от" | "з" | "до" | "за" | "и" | "та" | "і" | "е"
                )
            {
                break;
            }
            j -= 1;
            start = j;
        }
        if !led && start != 0 {
            continue;
        }
        // `у приміщенні шахового клубу`, `на базі …`: the building is what follows.
        let first = folded_word(t[start].text);
        if matches!(first.as_str(), "приміщенні" | "приміщені" | "базі") && start + 1 < t.len()
        {
            start += 1;
        }
        // The end: a comma, a full stop, a bracket, a locality, a verb, an address.
        let mut end = tok.end;
        let mut i = k + 1;
        while i < t.len() {
            let x = &t[i];
            if x.kind == Kind::Punct {
                if let Some((_, qe)) = quotes.iter().find(|(qs, _)| *qs == x.start) {
                    end = *qe;
                    i = t.partition_point(|y| y.start < *qe);
                    continue;
                }
                // `(Шахова школа)`, `/новата сграда/`: a short note on the building.
                if x.is_punct('(') || x.is_punct('/') {
                    let close = if x.is_punct('(') { ')' } else { '/' };
                    if let Some(c) = (i + 1..t.len().min(i + 6)).find(|&c| t[c].is_punct(close)) {
                        let inner = &s[x.end..t[c].start];
                        if !inner.chars().any(|ch| ch.is_ascii_digit())
                            && crate::prose::place::localities(inner).is_empty()
                        {
                            end = t[c].end;
                        }
                    }
                    break;
                }
                // `дом \"Георги Гешев\"`: a quotation escaped in the page's text.
                if x.is_punct('\\') {
                    i += 1;
                    continue;
                }
                if x.is_punct('№') {
                    end = x.end;
                    i += 1;
                    continue;
                }
                break;
            }
            if x.kind == Kind::Number {
                // `Зала 1`, `ДЮСШ №1`.
                end = x.end;
                i += 1;
                continue;
            }
            let xw = folded_word(x.text);
            if PLACE_END.contains(&xw.as_str()) || xw.starts_with("отбуд") {
                break;
            }
            if crate::vocab::places::locality(x.text).is_some()
                && matches!(folded_word(t[i - 1].text).as_str(), "в" | "у" | "във")
            {
                break;
            }
            if matches!(xw.as_str(), "в" | "у" | "във") {
                // `… в Русе`, `… “Втора младост” във Велико Търново`: a locality, or a name after
                // a quotation, ends it; else the name goes on (`парафії … на Аскольдовій`).
                let after_quote = i >= 1 && t[i - 1].kind == Kind::Punct;
                if after_quote
                    || t.get(i + 1).is_some_and(|n| {
                        crate::vocab::places::locality(n.text).is_some() || n.kind != Kind::Word
                    })
                {
                    break;
                }
            }
            end = x.end;
            i += 1;
        }
        let text = s[t[start].start..end].trim().trim_end_matches(['–', '-']).trim();
        let words = text.split_whitespace().count();
        // A hall has a name (a capital, a quotation, a number) or says more than its noun
        // (`залата` alone is no venue).
        let named =
            text.chars().any(|c| c.is_uppercase() || c.is_ascii_digit() || "„“”\"«".contains(c))
                || words >= 3;
        if (1..=14).contains(&words) && text.chars().count() >= 4 && named {
            return Some((t[start].start, text.to_string()));
        }
    }
    None
}

/// The locality and the hall.
pub fn venue(r: &Reading, w: Words, f: &mut Draft) {
    let mut towns: Vec<Town> = Vec::new();
    for p in r.about(Topic::Place) {
        towns_in(p, true, &mut towns);
    }
    for p in r
        .paras
        .iter()
        .filter(|p| {
            p.topic != Topic::Place
                && p.topic != Topic::Programme
                && p.topic != Topic::Organiser
                && p.topic != Topic::Participants
        })
        .take(40)
    {
        towns_in(p, false, &mut towns);
    }
    if let Some(first) = towns.first().cloned() {
        let others: Vec<&Town> = towns.iter().filter(|t| t.name != first.name).collect();
        f.reg.event.city = Some(f.on(first.name.clone(), first.line));
        if !first.sure || !others.is_empty() {
            let also: Vec<String> = others
                .iter()
                .map(|t| t.name.clone())
                .collect::<std::collections::BTreeSet<_>>()
                .into_iter()
                .collect();
            let note = if also.is_empty() {
                w.say(
                    &format!(
                        "населеното място „{}“ е прочетено от изречение на {}",
                        first.name,
                        w.line(first.line)
                    ),
                    &format!(
                        "населений пункт «{}» прочитано з речення в рядку {}",
                        first.name,
                        first.line + 1
                    ),
                )
            } else {
                w.say(
                    &format!(
                        "населеното място „{}“ е от {}; документът назовава и {}",
                        first.name,
                        w.line(first.line),
                        also.join(", ")
                    ),
                    &format!(
                        "населений пункт «{}» з рядка {}; документ називає також {}",
                        first.name,
                        first.line + 1,
                        also.join(", ")
                    ),
                )
            };
            f.mark(Block::Event, codes::VENUE_AS_WRITTEN, note);
        }
        let _ = first.sentence;
    }
    // The hall: in the section about the place, else in a sentence that holds the event.
    let mut hall: Option<(String, usize)> = None;
    for p in r.about(Topic::Place).chain(r.paras.iter().take(40)) {
        for (a, b) in sentences(&p.text) {
            let s = &p.text[a..b];
            let words: Vec<String> = tokens(s).iter().map(|t| folded_word(t.text)).collect();
            if about_another_event(&words) {
                continue;
            }
            let dated_sentence = dated(s).iter().any(|d| !d.stamp);
            let relevant = p.topic == Topic::Place
                || contains_stem(&words, HELD)
                || contains_stem(&words, STARTS)
                || contains_stem(&words, &["организира"])
                || dated_sentence && !p.before_sections;
            if !relevant || contains_stem(&words, &["заявк", "реєстрац"]) && p.topic != Topic::Place
            {
                continue;
            }
            if let Some((at, h)) = hall_in(s, p.topic == Topic::Place) {
                hall = Some((h, p.line_at(a + at)));
                break;
            }
        }
        if hall.is_some() {
            break;
        }
    }
    let found_hall = hall.is_some();
    if let Some((h, line)) = hall {
        f.reg.event.venue = Some(f.on(h, line));
        f.mark(
            Block::Event,
            codes::VENUE_AS_WRITTEN,
            w.say(
                &format!(
                    "мястото на провеждане е взето от {} така, както е написано",
                    w.line(line)
                ),
                &format!("місце проведення взято з рядка {} так, як написано", line + 1),
            ),
        );
    }
    if towns.is_empty() {
        // A place mentioned that could not be read: the section about it, or `у/в` and a
        // capitalised word in a sentence that holds the event (`у Вінницькій шаховій школі`).
        let mentioned = r.paras.iter().take(40).find_map(|p| {
            sentences(&p.text).into_iter().find_map(|(a, b)| {
                let s = &p.text[a..b];
                let t = tokens(s);
                let words: Vec<String> = t.iter().map(|x| folded_word(x.text)).collect();
                if !contains_stem(&words, HELD) || about_another_event(&words) {
                    return None;
                }
                t.windows(2)
                    .find(|w| w[0].is_any(&["у", "в", "във"]) && w[1].capitalised())
                    .map(|w| (p.line_at(a), s[w[0].start..].chars().take(60).collect::<String>()))
            })
        });
        if let Some((line, words)) = mentioned {
            f.mark(
                Block::Event,
                codes::VENUE_AS_WRITTEN,
                w.say(
                    &format!("{} назовава място („{}“), което не е прочетено; напишете населеното място", w.line(line), super::lexicon::excerpt(&words)),
                    &format!("рядок {} називає місце («{}»), якого не прочитано; напишіть населений пункт", line + 1, super::lexicon::excerpt(&words)),
                ),
            );
        }
    }
    if towns.is_empty() && !found_hall {
        // A place mentioned that could not be read.
        for p in r.about(Topic::Place) {
            let body = p.body().trim();
            if !body.is_empty() && dated(body).is_empty() {
                f.mark(
                    Block::Event,
                    codes::VENUE_AS_WRITTEN,
                    w.say(
                        &format!(
                            "{} говори за мястото, но то не е прочетено: „{}“",
                            w.line(p.line()),
                            super::lexicon::excerpt(body)
                        ),
                        &format!(
                            "рядок {} говорить про місце, але його не прочитано: «{}»",
                            p.line() + 1,
                            super::lexicon::excerpt(body)
                        ),
                    ),
                );
                break;
            }
        }
    }
}
