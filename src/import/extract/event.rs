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

use super::lexicon::{strip_end, verb_like};
use super::reading::{Paragraph, Read, Reading, Topic};
use super::{Block, Draft, Known, Words};
use crate::import::doc::Document;
use crate::model::review as codes;
use crate::prose::chars::Lowercase as _;
use crate::prose::place::{localities, quoted};
use crate::prose::text::{folded_word, sentences, tokens, Kind, Token};
use crate::prose::when::{dated, Dated, When};
use jiff::civil::Date;

/// Bodies that organise: the nouns an organiser's name starts with (a list is split before
/// them: `… спорткомітет та федерація шахів …`).
const ORG_NOUNS: &[&str] = &[
    "агенц",
    "агенци",
    "ліга",
    "лига",
    "го",
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
    // `…, заедно` left where the next body was cut off: the word is no part of a name.
    let text = ["заедно", "спільно", "съвместно", "разом"]
        .iter()
        .find_map(|w| text.strip_suffix(w))
        .map_or(text, |t| t.trim().trim_end_matches(',').trim());
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
        // `БФШ, при следните условия`: a comma before a preposition ends the list, and so
        // does one before a lowercase word that starts no body (`Василь Біляк, батько
        // чемпіонки …`, `…, зібрали близько сотні шахістів`). `, заедно с …` goes on.
        let apposition = |n: &Token<'_>| {
            n.kind == Kind::Word
                && !n.capitalised()
                && !ORG_NOUNS.iter().any(|o| folded_word(n.text).starts_with(o))
                && !n.is_any(&["заедно", "спільно", "съвместно", "разом", "и", "і", "та"])
        };
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
                ]) || apposition(n)
            })
        {
            cuts.push((tok.start, text.len()));
            break;
        }
        // `X, заедно с Y`, `X спільно з Y`: two bodies.
        if tok.is_any(&["заедно", "спільно", "съвместно", "разом"])
            && t.get(k + 1).is_some_and(|n| n.is_any(&["с", "със", "з", "із", "зі"]))
        {
            let from = if k > 0 && t[k - 1].is_punct(',') { t[k - 1].start } else { tok.start };
            cuts.push((from, t[k + 1].end));
            continue;
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
fn organisers_of_sentence(s: &str) -> Option<(Vec<String>, Vec<String>, bool)> {
    let lower = s.lowercase();
    for cue in NAMED_AFTER {
        if let Some(i) = lower.find(cue) {
            let rest = &s[i + cue.len()..];
            let rest = rest.split(['.', ':']).next().unwrap_or(rest);
            let (o, c) = organisers_in(rest);
            if !o.is_empty() {
                return Some((o, c, true));
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
        const LINKS: &[&str] = &[
            "е",
            "са",
            "є",
            "бяха",
            "беше",
            "бе",
            "бил",
            "била",
            "були",
            "був",
            "була",
            "стали",
            "стал",
        ];
        while j < t.len()
            && steps < 4
            && !(t[j].is_any(LINKS) || t[j].kind == Kind::Punct && "–-—:".contains(t[j].text))
        {
            j += 1;
            steps += 1;
        }
        let Some(link) = t.get(j) else { continue };
        if !(link.is_any(LINKS) || link.kind == Kind::Punct) {
            continue;
        }
        let rest = &s[link.end..];
        let rest = rest.split(['.', ':', ';']).next().unwrap_or(rest);
        let (o, c) = organisers_in(rest);
        if !o.is_empty() {
            return Some((o, c, true));
        }
    }
    // `… змагання, що організувала ГО «Розвиток Громади» спільно з …`, `… свято, яке
    // організовує на Соборці муніципальна «Агенція …»`, `… турнира, който организира …`: the
    // body after the verb of a relative clause.
    for (k, tok) in t.iter().enumerate() {
        let relative = k >= 1
            && t[k - 1].is_any(&[
                "що",
                "яке",
                "який",
                "яка",
                "які",
                "която",
                "който",
                "което",
                "които",
            ]);
        if !(relative && tok.starts_any(&["організ", "организ"])) {
            continue;
        }
        let mut from = tok.end;
        // `на Соборці`, `в Одесі`: where, before who.
        if let (Some(p), Some(n)) = (t.get(k + 1), t.get(k + 2)) {
            if p.is_any(&["на", "в", "у", "във"]) && n.capitalised() {
                from = n.end;
            }
        }
        let rest = &s[from..];
        let rest = rest.split(['.', ';']).next().unwrap_or(rest);
        let rest = rest.replace(" спільно з ", ", ").replace(" съвместно с ", ", ");
        let (o, c) = organisers_in(&rest);
        if !o.is_empty() {
            return Some((o, c, true));
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
            return Some((o, c, false));
        }
    }
    None
}

/// True when a text reads as the name of a body or a person, not a clause: at most twelve words
/// with no verb, pronoun or relative word among them, starting with a capital, a quotation, a
/// number (`121 СУ`) or a body's noun (`шахматен клуб …`, `федерація шахів …`).
fn body_name(text: &str) -> bool {
    let t = tokens(text);
    let words: Vec<String> =
        t.iter().filter(|x| x.kind == Kind::Word).map(|x| folded_word(x.text)).collect();
    if words.is_empty() || words.len() > 12 {
        return false;
    }
    const NOT_IN_A_NAME: &[&str] = &[
        "се",
        "ще",
        "е",
        "са",
        "бе",
        "беше",
        "това",
        "този",
        "тази",
        "то",
        "той",
        "тя",
        "те",
        "който",
        "която",
        "което",
        "които",
        "що",
        "який",
        "яка",
        "яке",
        "які",
        "це",
        "він",
        "вона",
        "вони",
        "є",
        "було",
        "був",
        "була",
        "има",
        "має",
        "мають",
        "кмета",
        "кметът",
        "директорът",
        "директор",
        "министър",
        "міністр",
        "президент",
    ];
    if words.iter().any(|w| verb_like(w) || NOT_IN_A_NAME.contains(&w.as_str())) {
        return false;
    }
    let first = &t[0];
    let org = |w: &String| ORG_NOUNS.iter().any(|o| w.starts_with(o));
    first.capitalised()
        || first.kind == Kind::Number
        || first.kind == Kind::Punct && "„«\"“".contains(first.text)
        || org(&words[0])
        // `районним шахово-шашковим клубом «…»`: adjectives before a body's noun.
        || words.iter().take(3).any(org) && words.len() >= 2
}

/// A body's name without the words that only place or describe it before its noun
/// (`местния клуб Капабланка` is `клуб Капабланка`, `червенобрежкият Шахматен клуб „Михаил
/// Тал“` is `Шахматен клуб „Михаил Тал“`); a name that starts with its noun or a capital is kept.
fn without_determiner(name: &str) -> String {
    let t = tokens(name);
    let words: Vec<&Token<'_>> = t.iter().filter(|x| x.kind == Kind::Word).collect();
    if let [first, second, ..] = words.as_slice() {
        let w = folded_word(first.text);
        let org = |x: &str| ORG_NOUNS.iter().any(|o| x.starts_with(o));
        let place_adjective =
            w.ends_with("ния") || w.ends_with("ният") || w.ends_with("ият") || w.ends_with("ия");
        if t[0].start == first.start
            && !org(&w)
            && place_adjective
            && org(&folded_word(second.text))
            && !first.text.chars().all(|c| c.is_uppercase())
        {
            return name[second.start..].to_string();
        }
    }
    name.to_string()
}

/// True when a name starts as a body's does: with a body's noun (`Община Разлог`, `ШК „Дунав“`,
/// `Федерація шахів …`), an adjective and such a noun (`Българската федерация …`), or an
/// abbreviation in capitals (`БФШ`, `МДЮСШ`).
fn starts_as_body(text: &str) -> bool {
    let t = tokens(text);
    let words: Vec<(String, &str)> = t
        .iter()
        .filter(|x| x.kind == Kind::Word)
        .map(|x| (folded_word(x.text), x.text))
        .take(3)
        .collect();
    let org = |w: &str| ORG_NOUNS.iter().any(|o| w.starts_with(o));
    let caps = |w: &str| w.chars().count() >= 2 && w.chars().all(|c| c.is_uppercase() || c == '-');
    match words.as_slice() {
        [(w, raw), ..] if org(w) || caps(raw) => true,
        [_, (w, _), ..] => org(w),
        _ => false,
    }
}

/// The organisers and the bodies that only assist.
pub fn organisers(r: &Reading, w: Words, f: &mut Draft) {
    let mut found: Option<(Vec<String>, Vec<String>, usize)> = None;
    // The section about the organiser: its heading's text, or the paragraph after it.
    let paras: Vec<&Read> = r.about(Topic::Organiser).collect();
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
            for &(a, b) in p.sentences() {
                let Some((o, c, strong)) = organisers_of_sentence(&p.text[a..b]) else { continue };
                // What a sentence gives must read as the name of a body or a person; a clause
                // (`Надпреварата е една от най-старите …`, `то се`) is not stated at all.
                if !o.iter().all(|x| body_name(x)) {
                    continue;
                }
                let line = p.line_at(a);
                // The subject of `организира` is a body's name only when it starts as one.
                if !strong && !o.iter().all(|x| starts_as_body(x)) {
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
                }
                let c: Vec<String> = c.into_iter().filter(|x| body_name(x)).collect();
                found = Some((o, c, line));
                break 'outer;
            }
        }
    }
    let Some((main, co, line)) = found else { return };
    let main: Vec<String> = main.iter().map(|o| without_determiner(o)).collect();
    // `муніципальна «Агенція програм розвитку Одеси»`: the quotation is the body's name.
    let main: Vec<String> = main
        .into_iter()
        .map(|o| {
            let q = quoted(&o);
            match q.first() {
                Some((a, b))
                    if *b == o.len()
                        && *a > 0
                        && !o[..*a].chars().any(char::is_uppercase)
                        && !tokens(&o[..*a]).iter().any(|x| {
                            ORG_NOUNS.iter().any(|n| folded_word(x.text).starts_with(n))
                        }) =>
                {
                    let inner = &o[*a..*b];
                    inner
                        .trim_start_matches(['«', '„', '"', '“'])
                        .trim_end_matches(['»', '“', '"', '”'])
                        .to_string()
                }
                _ => o,
            }
        })
        .collect();
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
    /// The event ends then (`То ще завърши на 8 юни`, `завершиться 12 жовтня`).
    End,
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
    "відбул",
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
    "проходив",
    "проходила",
    "проходили",
    "пройшов",
    "пройшла",
    "пройшли",
    "провели",
    "провела",
    "провів",
    "тривав",
    "тривала",
    "зібра",
    "събра",
    "гостюва",
    "гостува",
    "приймає",
    "прийма",
    "посреща",
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

/// Words that stand beside a post's date and say nothing of the event (`27 переглядів`,
/// `Автор: …`, `Коментарі: 0`, `Снимка:`).
const STAMP_WORDS: &[&str] = &[
    "переглядів",
    "перегляди",
    "переглядів:",
    "прочитано",
    "автор",
    "коментарі",
    "коментар",
    "коментари",
    "коментара",
    "преглеждания",
    "прегледа",
    "снимка",
    "фото",
    "публикувано",
    "опубліковано",
    "оновлено",
    "обновено",
    "views",
    "comments",
    "author",
];

/// True for a paragraph that is only a date, a time and a source (`08:30, 20 вересня 2017 р.`,
/// `28-08-2015, 16:31`, `Аз детето | 2014-01-09`, `11 травня 2024 субота`, `28.03.2024`): a news
/// item's stamp. In a regulation in numbered sections a date alone on a heading line is the
/// event's (`05.03.2023 г.` under the title); in a news item or a post it is when the page was
/// published.
fn stamp_line(
    p: &Paragraph,
    d: &Dated,
    before_regulation_word: bool,
    regulation: bool,
    sectioned: bool,
) -> bool {
    if !p.before_sections || p.text.split_whitespace().count() > 9 {
        return false;
    }
    let text = &p.text;
    let rest: Vec<String> = tokens(&format!("{} {}", &text[..d.start], &text[d.end..]))
        .iter()
        .filter(|t| t.kind == Kind::Word)
        .map(|t| folded_word(t.text))
        .filter(|w| {
            crate::vocab::calendar::weekday_from_word(w).is_none()
                && !STAMP_WORDS.contains(&w.as_str())
                && !crate::vocab::notation::is_year_mark(w)
                && !crate::vocab::notation::is_hour_mark(w)
        })
        .collect();
    let rest_letters: usize = rest.iter().map(|w| w.chars().count()).sum();
    let timed = !crate::prose::when::clocks(text, &[(d.start, d.end)]).is_empty();
    let only_date = rest_letters <= 3 && matches!(d.when, When::Day(_));
    let words = !text[d.start..d.end].chars().any(|c| c == '.' || c == '-');
    d.stamp
        || timed && matches!(d.when, When::Day(_))
        || only_date && (words || !sectioned && !regulation) && before_regulation_word
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
    if single && contains_stem(&words, &["завърш", "приключ", "закінч", "заверш"])
    {
        return Role::End;
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
    /// The year its sentence gives the event's name (`… фінал чемпіонату області з шахів 2021
    /// року`), for a date written without one.
    name_year: Option<i16>,
}

/// Nouns that name an event, as stems.
const EVENT_NOUNS: &[&str] = &[
    "чемпіонат",
    "першіст",
    "турнір",
    "кубок",
    "фестивал",
    "първенств",
    "турнир",
    "купа",
    "мемориал",
    "меморіал",
    "шампионат",
];

/// The one year a sentence writes after a noun of an event (`чемпіонату … з шахів 2021 року`,
/// `турнира 2019 г.`), not a birth year (`2013 р.н.`).
fn name_year_in(t: &[Token<'_>]) -> Option<i16> {
    let mut years = std::collections::BTreeSet::new();
    for (i, x) in t.iter().enumerate() {
        if x.kind != Kind::Number || x.text.len() != 4 {
            continue;
        }
        let Some(y) = x.number().filter(|y| (1990..=2099).contains(y)) else { continue };
        let after = t.get(i + 1).map(|n| folded_word(n.text)).unwrap_or_default();
        let birth = t.get(i + 2).is_some_and(|d| d.is_punct('.'))
            && t.get(i + 3).is_some_and(|n| n.is("н"));
        if matches!(after.as_str(), "року" | "р" | "г" | "година")
            && !birth
            && t[i.saturating_sub(8)..i].iter().any(|x| x.starts_any(EVENT_NOUNS))
        {
            years.insert(y as i16);
        }
    }
    (years.len() == 1).then(|| years.first().copied()).flatten()
}

fn all_dates(r: &Reading) -> Vec<Seen> {
    let regulation_at = r
        .paras
        .iter()
        .position(|p| super::header::is_regulation_word(&p.text))
        .unwrap_or(usize::MAX);
    let mut out = Vec::new();
    for (i, p) in r.paras.iter().enumerate() {
        for &(a, b) in p.sentences() {
            let s = &p.text[a..b];
            for d in p.dated_in(a, b) {
                // Offsets of `d` are the sentence's; the stamp test reads the paragraph.
                let mut in_para = d.clone();
                in_para.start += a;
                in_para.end += a;
                let role = if stamp_line(
                    p,
                    &in_para,
                    i < regulation_at,
                    regulation_at != usize::MAX,
                    r.sectioned,
                ) {
                    Role::Stamp
                } else {
                    role_of(p, s, &d)
                };
                out.push(Seen {
                    text: s[d.start..d.end].to_string(),
                    line: p.line_at(a + d.start),
                    d,
                    role,
                    name_year: name_year_in(p.tokens_in(a, b)),
                });
            }
        }
    }
    out
}

/// Years written in the event's name or anywhere as `2025`, `Незалежність-2017`.
fn years_in_names(r: &Reading) -> Vec<i16> {
    let mut out = Vec::new();
    let year_of = |t: &crate::prose::text::Token<'_>| {
        (t.kind == Kind::Number && t.text.len() == 4)
            .then(|| t.number())
            .flatten()
            .filter(|y| (1990..=2099).contains(y))
            .map(|y| y as i16)
    };
    for p in r.paras.iter().take(40) {
        // The event's quoted name (`Кубок Міста – 2018`), not a club's (`„Веселин Топалов
        // 2006“`).
        for (name, _) in super::header::quoted_event_names(&p.text) {
            out.extend(tokens(&name).iter().filter_map(year_of));
        }
        let t = p.read.tokens();
        let regulation = super::header::is_regulation_word(&p.text);
        for (i, x) in t.iter().enumerate() {
            let Some(y) = year_of(x) else { continue };
            // A year the text or the regulation's heading gives the event (`у 2017 році`,
            // `НАРЕДБА … ЗА 2021 ГОДИНА`, `през 2023 г.`): not a date, the event's year.
            let after = t.get(i + 1).map(|n| folded_word(n.text)).unwrap_or_default();
            let before = i.checked_sub(1).map(|j| folded_word(t[j].text)).unwrap_or_default();
            let in_year = matches!(before.as_str(), "у" | "в" | "през" | "за" | "сезон" | "сезону")
                && matches!(after.as_str(), "році" | "рік" | "година" | "г" | "годину" | "року");
            if in_year
                || regulation
                    && !p.read.dated().iter().any(|d| d.start <= x.start && x.end <= d.end)
            {
                out.push(y);
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
            // року, о 19:00 стартує …`); without its year, the year of the page's date line or
            // the event's name (`На 3 юни … започна` under `04.06.2018 8:39`).
            if let Some(((a, b), s)) = of_role.iter().find_map(|s| s.d.dates().map(|d| (d, s))) {
                chosen = Some((a, b, s, None));
            } else if let Some((y, how)) = [(name_year, "name"), (stamp_year, "stamp")]
                .iter()
                .find_map(|(y, how)| y.map(|y| (y, *how)))
            {
                if let Some(((a, b), s)) =
                    of_role.iter().find_map(|s| s.d.dates_in(y).map(|d| (d, s)))
                {
                    chosen = Some((a, b, s, Some(how)));
                }
            }
            break;
        }
        if let Some(((a, b), s)) = of_role.iter().find_map(|s| s.d.dates().map(|d| (d, s))) {
            chosen = Some((a, b, s, None));
            break;
        }
        // Without a year: from the programme, the stamp, the name, a deadline.
        for s in &of_role {
            // The event's own year (its programme's, its name's, the year its heading or text
            // gives it) before the page's date line, which may be a later post's.
            let sources = [
                (year_of_programme, "programme"),
                (s.name_year, "name"),
                (name_year, "name"),
                (stamp_year, "stamp"),
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
    // Dates mentioned but not read (no year, no last day) are not stated: `check` says so
    // (V901), and the prose keeps what the document wrote.
    let (mut from, mut to, s, year_from) = chosen?;
    // `На 3 юни … започна …`, `То ще завърши на 8 юни`: a start and an end make the range.
    if s.role == Role::Start && from == to {
        let end = seen
            .iter()
            .filter(|o| o.role == Role::End)
            .filter_map(|o| o.d.dates().or_else(|| o.d.dates_in(from.year())))
            .map(|(e, _)| e)
            .find(|e| {
                *e > from && from.checked_add(jiff::Span::new().days(31)).is_ok_and(|m| *e <= m)
            });
        if let Some(e) = end {
            to = e;
        }
    }
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
    // A year from the programme, the event's name or the page's date line is the event's; one
    // taken from another date (a deadline) is a guess.
    if let Some(how) = year_from.filter(|h| *h == "other") {
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
/// Несебър`, `Община Варна`, `до Вінниці`, `край Варна`, `біля Києва`).
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
    "край",
    "близо",
    "біля",
    "поблизу",
    "навколо",
    "около",
    "сред",
    "серед",
    "мукачева",
];

/// Prepositions that place something (`в Русе`, `у Львові`, `на базі`).
const LOCATIVE: &[&str] = &["в", "във", "у", "на"];

/// How much a sentence says about where the event is held, best first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum PlaceRank {
    /// In the section about the dates and place.
    Section,
    /// A sentence that says the event is held, starts or gathers its players there.
    Held,
    /// A heading line that gives the dates or names the event.
    Heading,
}

/// The sentences the place of the event may be read from, with how much each says.
fn place_sentences<'a, 'p>(r: &'a Reading<'p>) -> Vec<(PlaceRank, &'a Read<'p>, usize, usize)> {
    let mut out = Vec::new();
    for p in r.about(Topic::Place) {
        for (a, b) in p.body_sentences() {
            out.push((PlaceRank::Section, p, a, b));
        }
    }
    let others = r.paras.iter().filter(|p| {
        !matches!(p.topic, Topic::Place | Topic::Programme | Topic::Organiser | Topic::Participants)
    });
    for p in others.take(40) {
        for &(a, b) in p.sentences() {
            let s = &p.text[a..b];
            let words: Vec<String> =
                p.tokens_in(a, b).iter().map(|t| folded_word(t.text)).collect();
            if about_another_event(&words) {
                continue;
            }
            let held = contains_stem(&words, HELD) || contains_stem(&words, STARTS);
            let heading =
                p.before_sections && (s.chars().count() < 90 || !p.dated_in(a, b).is_empty());
            if held {
                out.push((PlaceRank::Held, p, a, b));
            } else if heading {
                out.push((PlaceRank::Heading, p, a, b));
            }
        }
    }
    out.sort_by_key(|(rank, p, a, _)| (*rank, p.line_at(*a), *a));
    out
}

/// A locality and how sure its reading is.
#[derive(Clone, Debug)]
struct Town {
    name: String,
    line: usize,
    rank: PlaceRank,
    /// The vocabulary knows it, or a marker (`гр.`, `с.`) says it is a locality and the
    /// language does not inflect it.
    sure: bool,
}

/// True for a Ukrainian word form that may be inflected (the locative of a town the vocabulary
/// does not know: `Іваничах`, `Гнівані`).
fn inflected_uk(word: &str) -> bool {
    ["ах", "ях", "і", "ї", "у", "ю", "ові", "еві", "ому"].iter().any(|e| word.ends_with(e))
}

/// The localities a sentence gives for the event: a known one or one after a marker (`гр.`,
/// `с.`, `м.`), after a locative preposition or standing in a heading line, and not after a word
/// that places it elsewhere (`от София`, `край Варна`, `Община Варна`); and an unknown
/// capitalised word after `в`/`у` in a sentence that holds the event (`в Макреш`), when no
/// lowercase noun follows it (`у Вінницькій шаховій школі` is a school).
fn towns_in(s: &str, rank: PlaceRank, line: usize, lang: crate::vocab::Lang, out: &mut Vec<Town>) {
    let t = tokens(s);
    let mut excluded_end: Option<usize> = None;
    let found = localities(s);
    for l in &found {
        let k = t.partition_point(|x| x.start < l.start);
        let before = k.checked_sub(1).map(|i| folded_word(t[i].text)).unwrap_or_default();
        // `от София, Варна, Силистра`: a list after an excluded one is excluded too.
        let listed = excluded_end.is_some_and(|e| {
            let between = s[e..l.start].trim().trim_matches([',', ' ']);
            between.is_empty() || matches!(between, "и" | "та" | "і")
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
        // Without a preposition or a marker a locality is the event's only in the section about
        // the place or in a heading line that gives the dates with their year (`03-04.09.2022г.,
        // София`); a page's rubric (`Варна<+> 23.08.2024`) or an agency's dateline (`София.
        // Министър …`) is not where the event is held.
        let placed = l.marker.is_some() || LOCATIVE.contains(&before.as_str());
        let dated_heading = rank == PlaceRank::Heading
            && dated(s).iter().any(|d| d.has_year() && !d.stamp)
            && !s[l.end..].trim_start().starts_with(['<', '.']);
        if !(placed || rank == PlaceRank::Section || dated_heading) {
            continue;
        }
        let sure = l.known || l.marker.is_some() && lang == crate::vocab::Lang::Bg;
        out.push(Town { name: l.name.clone(), line, rank, sure });
    }
    // An unknown locality after `в`/`у` in a sentence that holds the event.
    if rank == PlaceRank::Held {
        for (k, x) in t.iter().enumerate() {
            if !x.is_any(&["в", "във", "у"]) {
                continue;
            }
            let Some(n) = t.get(k + 1).filter(|n| n.kind == Kind::Word && n.capitalised()) else {
                continue;
            };
            if found.iter().any(|l| l.start <= n.start && n.start < l.end) {
                continue;
            }
            let next = t.get(k + 2);
            let ends = next.is_none_or(|x| {
                x.kind != Kind::Word
                    || !x.capitalised()
                        && x.is_any(&[
                            "ще",
                            "се",
                            "е",
                            "са",
                            "бе",
                            "на",
                            "от",
                            "за",
                            "з",
                            "із",
                            "до",
                            "відбувся",
                            "відбудеться",
                            "пройшов",
                            "проходив",
                            "стартира",
                            "започна",
                            "и",
                            "та",
                            "і",
                        ])
            });
            let upper_word = n.text.chars().all(|c| !c.is_lowercase())
                || n.text
                    .split('-')
                    .any(|p| p.chars().count() > 1 && p.chars().all(|c| !c.is_lowercase()));
            if crate::vocab::places::is_country(n.text) {
                continue;
            }
            let name_like = n.text.chars().count() >= 4
                && !upper_word
                && !n.starts_any(crate::vocab::places::PLACE_NOUNS)
                && crate::vocab::calendar::month_from_lowercase(&folded_word(n.text)).is_none()
                && crate::vocab::calendar::weekday_from_word(n.text).is_none();
            if !(ends && name_like) {
                continue;
            }
            let sure = lang == crate::vocab::Lang::Bg || !inflected_uk(&folded_word(n.text));
            out.push(Town { name: n.text.to_string(), line, rank, sure });
        }
    }
}

/// Words that end the name of a hall (`…, гр. София`, `… ще се проведе`, `(4-й поверх`).
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
    "адрес",
    "адреса",
    "ул",
    "вул",
    "бул",
    "гр",
    "м",
    "при",
    "край",
    "біля",
    "около",
    "близо",
    "и",
    "та",
    "і",
    "а",
    "але",
    "но",
    "как",
    "що",
    "щоб",
    "като",
    "як",
    "по",
    "през",
    "під",
    "под",
    "след",
    "після",
    "від",
];

/// Nouns of a place that is part of another (`фоайето на …`, `сградата на …`, `приміщенні
/// …`): the words after them name the building.
const CONTAINERS: &[&str] = &[
    "фоайе",
    "сград",
    "зал",
    "приміщен",
    "помещени",
    "салон",
    "кабінет",
    "кабинет",
    "база",
    "базі",
];

/// Case endings a place noun's stem takes (`зал`: `зала`, `залата`, `залі`, `залу`; `клуб`:
/// `клуба`, `клубі`, `клубът`), so that a stem never reads a longer word (`заліку`).
const NOUN_ENDINGS: &[&str] = &[
    "",
    "а",
    "ата",
    "ът",
    "а",
    "и",
    "ите",
    "і",
    "у",
    "ом",
    "ою",
    "ах",
    "ях",
    "я",
    "ят",
    "то",
    "е",
    "ове",
    "ів",
    "ї",
    "ю",
    "ей",
    "ія",
    "ії",
    "ію",
    "ищ",
    "ища",
    "ището",
    "ище",
    "ищата",
];

/// True for a word that is a place noun of [`crate::vocab::places::PLACE_NOUNS`] in one of its
/// case forms, or a place's abbreviation (`СУ`, `ДЮСШ`).
fn place_noun(x: &Token<'_>) -> bool {
    if x.kind != Kind::Word {
        return false;
    }
    if crate::vocab::places::PLACE_ABBREVIATIONS.contains(&x.text) {
        return true;
    }
    // `Парк-хотел`, `бізнес-центр`: a compound is a place when its last part is.
    let w = folded_word(x.text.rsplit('-').next().unwrap_or(x.text));
    crate::vocab::places::PLACE_NOUNS.iter().any(|stem| {
        w.strip_prefix(stem).is_some_and(|rest| {
            rest.chars().count() <= 5 && {
                NOUN_ENDINGS.contains(&rest)
                    || [
                        "центр",
                        "корпус",
                        "комплекс",
                        "клуб",
                        "будин",
                        "приміщен",
                        "помещени",
                        "сград",
                        "ліце",
                        "лице",
                        "гімназ",
                        "гимназ",
                        "академ",
                        "осеред",
                        "павільйон",
                        "стадіон",
                        "стадион",
                        "санатор",
                        "бібліотек",
                        "библиотек",
                        "медіатек",
                        "медатек",
                        "музе",
                        "читалищ",
                        "інститут",
                        "институт",
                        "университет",
                        "університет",
                        "коледж",
                        "школ",
                        "училищ",
                        "палац",
                        "палат",
                        "площ",
                        "сцен",
                        "конферент",
                        "аудитор",
                        "спортпалас",
                        "ресторант",
                        "ресторан",
                        "бібліотец",
                        "медіатец",
                        "медатец",
                    ]
                    .contains(stem)
            }
        })
    })
}

/// Adjectives of a regional centre or a general noun that make a place noun no venue
/// (`обласному центрі` is the regional capital, `загальному заліку` the overall standings).
const NOT_A_VENUE_ADJECTIVES: &[&str] =
    &["обласн", "районн", "областн", "общинск", "адміністративн", "административн"];

/// Nouns that name a building where a Ukrainian text writes `у приміщенні …`, `на базі …`: the
/// place is what follows.
const WRAPPERS: &[&str] = &["приміщенні", "приміщені", "базі", "території"];

/// The hall, club, school or hotel a sentence names after a locative preposition (`в голямата
/// зала на хотел „Аквалайф“`, `у Львівській обласній універсальній науковій бібліотеці`, `в 121
/// СУ „Георги Измирлиев“`, `у приміщенні шахового клубу «Думка»`, `в НСБ „Спортпалас“`), as
/// written: the adjectives before its noun, the noun, and what names it after (a quotation, `№
/// 1`, `імені …`, the building a part of it belongs to, a short note in brackets), up to a comma,
/// a verb, an address, a locality or the end of the sentence. A place with no name (`в залата`,
/// `у шаховому павільйоні`) is none.
fn hall_in(s: &str, opens: bool) -> Option<(usize, String)> {
    let t = tokens(s);
    let quotes = quoted(s);
    let quote_at = |at: usize| quotes.iter().find(|(a, _)| *a == at).copied();
    let adjective = |x: &Token<'_>| {
        let w = folded_word(x.text);
        x.kind == Kind::Word
            && w.chars().count() >= 4
            && !verb_like(&w)
            && [
                "ому",
                "ого",
                "ього",
                "ій",
                "ої",
                "ьої",
                "их",
                "ий",
                "ська",
                "ски",
                "ския",
                "ската",
                "ското",
                "ния",
                "ната",
                "ното",
                "ен",
                "на",
                "ия",
                "ата",
                "ото",
                "ній",
                "ському",
                "ській",
                "цькій",
                "цькому",
                "ния",
                "ния",
            ]
            .iter()
            .any(|e| w.ends_with(e))
    };
    // In the section about the place the hall may open the sentence (`Шаховий клуб «ЛША»`,
    // `Хотел „Рила“, зала 3`): read it as if a preposition stood before it.
    // `в Боровец, хотел “Самоков”`, `в град София, хотел “Рила”`: a place noun after a locality
    // and a comma is read as if the preposition stood before it too.
    let towns = crate::prose::place::localities(s);
    let after_town = |k: usize| {
        t[k].is_punct(',')
            && k >= 1
            && (crate::vocab::places::locality(t[k - 1].text).is_some()
                || towns.iter().any(|l| l.end == t[k - 1].end))
            && t.get(k + 1).is_some_and(place_noun)
    };
    // `Хотел „Премиер“ ще приеме шахматистите`, `домакин е читалище …`: a sentence about the
    // host may open with the place.
    let hosts = t.iter().any(|x| x.starts_any(&["приеме", "приема", "домакин"]));
    let starts: Vec<usize> = (opens || hosts)
        .then_some(usize::MAX)
        .into_iter()
        .filter(|_| !t.is_empty())
        .chain(
            t.iter()
                .enumerate()
                .filter(|&(k, p)| p.is_any(&["в", "във", "у", "на", "при"]) || after_town(k))
                .map(|(k, _)| k),
        )
        .collect();
    for k in starts {
        let first = k.wrapping_add(1);
        // `на` places only open grounds and the Ukrainian `на базі`, `на території` (`председател
        // на клуб „…“` names no place).
        let on = k != usize::MAX && t[k].is("на");
        // `при любезното домакинство на хотел „Каменград”`: the host is the place.
        let host = on && k >= 1 && t[k - 1].starts("домакин");
        if on
            && !host
            && !t.get(first).is_some_and(|x| {
                x.starts_any(&["баз", "територ", "площ", "сцен", "стадіон", "стадион", "платформ"])
            })
        {
            continue;
        }
        // `у приміщенні шахового клубу`, `на базі ДЮСШ`: the place is what follows (the keys
        // write `шахового клубу «Думка»`); a name right after it is the place's (`на базі
        // «Івушка»`, `у приміщенні Eventum Hall`).
        let wrapped = t.get(first).is_some_and(|x| x.is_any(WRAPPERS));
        let from = if wrapped { first + 1 } else { first };
        // The phrase: numbers and adjectives, then the noun (`121 СУ`, `Шепетівському міському
        // шаховому клубі`).
        let mut j = from;
        while j < t.len() && j - from <= 5 && !place_noun(&t[j]) {
            let x = &t[j];
            let number = x.kind == Kind::Number && x.text.len() <= 3;
            if !(adjective(x) || number) {
                break;
            }
            j += 1;
        }
        let head_at = match t.get(j).filter(|x| place_noun(x)) {
            Some(_) => j,
            // `на базі «Івушка»`, `у приміщенні Eventum Hall`: the name itself.
            None if wrapped
                && t.get(from).is_some_and(|x| x.capitalised() || quote_at(x.start).is_some()) =>
            {
                from.saturating_sub(1)
            }
            None => continue,
        };
        // `в обласному центрі` is the regional capital, not a building.
        let centre = t[head_at].starts_any(&["центр", "центъ"]);
        if centre && t[from..head_at.max(from)].iter().any(|x| x.starts_any(NOT_A_VENUE_ADJECTIVES))
        {
            continue;
        }
        let Some(open) = t.get(from) else { continue };
        let start = open.start;
        let mut end = t[head_at].end;
        let mut i = head_at + 1;
        let container = t[head_at].starts_any(CONTAINERS);
        let mut named =
            t[from..=head_at.max(from)].iter().any(|x| x.capitalised() || x.kind == Kind::Number)
                || crate::vocab::places::PLACE_ABBREVIATIONS.contains(&t[head_at].text);
        let mut words_after = 0;
        while i < t.len() {
            let x = &t[i];
            if s[t[i - 1].end..x.start].contains('\n') {
                break;
            }
            if let Some((_, qe)) = quote_at(x.start) {
                end = qe;
                named = true;
                i = t.partition_point(|y| y.start < qe);
                continue;
            }
            // `І. Г. Харитоненка`, `Й.Вапцаров`: initials.
            let initial = x.kind == Kind::Word
                && x.text.chars().count() == 1
                && x.capitalised()
                && t.get(i + 1).is_some_and(|d| d.is_punct('.') && d.start == x.end);
            if initial {
                end = t[i + 1].end;
                i += 2;
                continue;
            }
            if x.kind == Kind::Punct {
                // `хотел “Рила”, зала 3`: the room of a named building.
                if x.is_punct(',')
                    && named
                    && t.get(i + 1).is_some_and(|z| z.starts_any(&["зала", "зал"]))
                    && t.get(i + 2).is_some_and(|n| n.kind == Kind::Number && n.text.len() <= 2)
                {
                    end = t[i + 2].end;
                    i += 3;
                    continue;
                }
                if x.is_punct('№') || x.is_punct('#') {
                    if let Some(n) = t.get(i + 1).filter(|n| n.kind == Kind::Number) {
                        end = n.end;
                        named = true;
                        i += 2;
                        continue;
                    }
                }
                // `Дом "Георги Гешев"` with the quotation escaped by the page.
                if x.is_punct('\\') {
                    i += 1;
                    continue;
                }
                // `(Шахова школа)`, `/новата сграда/`: a short note on the building.
                if x.is_punct('(') || x.is_punct('/') {
                    let close = if x.is_punct('(') { ')' } else { '/' };
                    if let Some(c) = (i + 1..t.len().min(i + 6)).find(|&c| t[c].is_punct(close)) {
                        let inner = &s[x.end..t[c].start];
                        if !inner.chars().any(|ch| ch.is_ascii_digit())
                            && crate::prose::place::localities(inner).is_empty()
                            && !inner.to_lowercase().contains("вул")
                            && !inner.to_lowercase().contains("ул.")
                        {
                            end = t[c].end;
                        }
                    }
                }
                break;
            }
            if x.kind == Kind::Number {
                // `школі №1`, `зала 3`, `ДЮСШ 5`.
                if x.text.len() <= 3 {
                    end = x.end;
                    named = true;
                    i += 1;
                    continue;
                }
                break;
            }
            let w = folded_word(x.text);
            if PLACE_END.contains(&w.as_str()) && !(container && w == "на" && words_after == 0) {
                break;
            }
            if verb_like(&w) || w.starts_with("отбуд") || w.starts_with("відбу") {
                break;
            }
            if x.is_any(&["в", "във", "у"]) {
                break;
            }
            // A locality right after the place names where it is (`Грецькій площі Одеси`, `…
            // Русе`), not the place; after `міста`, `на община` it is part of the name (`шахового
            // клубу міста Старокостянтинів`, `зала на Община Дупница`).
            if crate::vocab::places::locality(x.text).is_some() {
                let prev = folded_word(t[i - 1].text);
                let of_a_town =
                    matches!(prev.as_str(), "міста" | "града" | "община" | "общината" | "селища");
                if !of_a_town {
                    break;
                }
            }
            if crate::vocab::calendar::month_from_lowercase(&w).is_some() {
                break;
            }
            // `на` only right after a part of a building (`фоайето на Русенската библиотека`).
            if w == "на" {
                i += 1;
                continue;
            }
            // `імені`, `им.`, `ім.`: a person's name follows.
            if matches!(w.as_str(), "імені" | "имени" | "им" | "ім") {
                i += 1;
                if t.get(i).is_some_and(|d| d.is_punct('.')) {
                    i += 1;
                }
                named = true;
                continue;
            }
            // A name's words: capitalised, or lowercase words of its genitive (`шахового клубу`,
            // `на Данъчна администрация`), at most six in a row.
            if words_after >= 6 {
                break;
            }
            if x.capitalised() {
                named = true;
            }
            words_after += 1;
            end = x.end;
            i += 1;
        }
        let text = s[start..end].trim().trim_end_matches(['–', '-', ',']).trim();
        let words = text.split_whitespace().count();
        // `у приміщенні духовної дитячої недільної школи`: the building the wrapper names is one
        // place even without a proper name, when adjectives say which.
        let described = wrapped && head_at >= from + 2;
        if (named || described) && (1..=16).contains(&words) && text.chars().count() >= 3 {
            return Some((start, text.to_string()));
        }
    }
    None
}

/// The locality and the hall, from the sentences that say where the event is held (the section
/// about the place first). A known locality, or an unknown one the language does not inflect,
/// is stated as it is; a Ukrainian locality the vocabulary does not know is written as the text
/// inflects it and marked (I012), and so is a locality when the sentences that say most name two.
pub fn venue(r: &Reading, w: Words, f: &mut Draft) {
    let sentences = place_sentences(r);
    let mut towns: Vec<Town> = Vec::new();
    for (rank, p, a, b) in &sentences {
        towns_in(&p.text[*a..*b], *rank, p.line_at(*a), r.lang, &mut towns);
    }
    if let Some(first) = towns.first().cloned() {
        let rivals: Vec<String> = towns
            .iter()
            .filter(|t| t.rank == first.rank && t.name != first.name)
            .map(|t| t.name.clone())
            .collect::<std::collections::BTreeSet<_>>()
            .into_iter()
            .collect();
        f.reg.event.city = Some(f.on(first.name.clone(), first.line));
        if !first.sure || !rivals.is_empty() {
            let note = if rivals.is_empty() {
                w.say(
                    &format!(
                        "населеното място „{}“ е написано така, както е в {}",
                        first.name,
                        w.line(first.line)
                    ),
                    &format!(
                        "населений пункт «{}» записано так, як у рядку {}; напишіть його в називному відмінку",
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
                        rivals.join(", ")
                    ),
                    &format!(
                        "населений пункт «{}» з рядка {}; документ називає також {}",
                        first.name,
                        first.line + 1,
                        rivals.join(", ")
                    ),
                )
            };
            f.mark(Block::Event, codes::VENUE_AS_WRITTEN, note);
        }
    }
    // The hall: the first named in the sentences that say where the event is held.
    for (rank, p, a, b) in &sentences {
        if let Some((at, h)) = hall_in(&p.text[*a..*b], *rank == PlaceRank::Section) {
            f.reg.event.venue = Some(f.on(h, p.line_at(*a + at)));
            break;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Halls as the tuning part of the corpus writes them (the document each comes from in the
    /// comment), and look-alikes that name no hall.
    #[test]
    fn halls_as_written() {
        let reads = [
            // uk-001
            (
                "Змагання проводяться в місті Шепетівка, в приміщенні міського шахового клубу \
                 „Дебют” (4-й поверх, будинок побуту, вул. Островського 6).",
                "міського шахового клубу „Дебют”",
            ),
            // uk-002
            (
                "Змагання проводяться щоденно протягом 4 днів, з 03 по 06 січня 2021 р. в \
                 приміщенні шахового клубу «Думка».",
                "шахового клубу «Думка»",
            ),
            // uk-003
            (
                "з 19 по 28 вересня в приміщенні духовної дитячої недільної школи відбудеться \
                 чемпіонат України",
                "духовної дитячої недільної школи",
            ),
            // bg-015
            (
                "Провежда се от 24 април до 4 май 2021 г., в град София, хотел “Рила”, зала 3.",
                "хотел “Рила”, зала 3",
            ),
            // bg-018
            (
                "ДОП по шахмат за мъже – А група се провежда от 01–07.10.2008 г. в Боровец, \
                 хотел “Самоков”.",
                "хотел “Самоков”",
            ),
            // uk-020
            (
                "Цьогоріч він проходитиме на базі оздоровчого комплексу “Джерело”.",
                "оздоровчого комплексу “Джерело”",
            ),
            // uk-050
            (
                "14 лютого 2026 року на базі шахового клубу міста Старокостянтинів відбулася \
                 відкрита першість",
                "шахового клубу міста Старокостянтинів",
            ),
            // bg-020
            (
                "ДОП по шахмат за ветерани, се провежда от 09 – 11.07.2010 г. в Червен бряг, зала \
                 на читалище “Никола Й.Вапцаров”.",
                "зала на читалище “Никола Й.Вапцаров”",
            ),
            // seed 001
            (
                "ДОП по шахмат за жени, „А” група, се провежда от 08 – 14.06.2009 г. в к.к. \
                 Слънчев бряг, Парк-хотел Континентал.",
                "Парк-хотел Континентал",
            ),
            // bg-017
            ("при любезното домакинство на хотел „Каменград”.", "хотел „Каменград”"),
            // bg-036
            ("Хотел „Премиер“ ще приеме шахматистите.", "Хотел „Премиер“"),
            // bg-047
            (
                "Събитието се състоя в сградата на Младежкия дом, а организатори на турнира бяха",
                "сградата на Младежкия дом",
            ),
        ];
        for (s, hall) in reads {
            assert_eq!(hall_in(s, false).map(|h| h.1).as_deref(), Some(hall), "{s}");
        }
        let none = [
            // A regional capital, a hall without a name, a club's chairman.
            "Змагання проводяться в обласному центрі.",
            "Партиите се играят в залата.",
            "председател на клуб „Вихър“",
            "в Боровец, на 1 октомври",
        ];
        for s in none {
            assert_eq!(hall_in(s, false), None, "{s}");
        }
    }
}
