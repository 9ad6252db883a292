//! The title and the edition. A regulation's title is the heading after `Р Е Г Л А М Е Н Т` /
//! `ПОЛОЖЕННЯ` (its lines joined up to the line of dates and place, without the `НА` / `про
//! проведення` that ties it to the word); a page without that word has its heading among the
//! lines before the first section; an announcement names its event in a sentence
//! (`Започва VII Международен шахматен фестивал за купата на Община Варна`, `… за Купа „Народни
//! будители“`, `У Житомирі відбудеться чемпіонат України з шахів серед …`), read here as the
//! noun phrase around the word for the event, the best named one chosen. Ukrainian names in an
//! inflected form are given in the nominative (`у Відкритому чемпіонаті` → `Відкритий
//! чемпіонат`). Every title is marked for review (I005) with where it came from.

use super::lexicon::verb_like;
use super::reading::{Read, Reading};
use super::{Block, Draft, Words};
use crate::import::doc::Document;
use crate::model::review as codes;
use crate::prose::chars::Lowercase as _;
use crate::prose::text::{folded_word, tokens, Kind, Token};
use crate::prose::when::dated;

/// Words that head the name of an event, strongest first.
const HEADS: &[(&str, u8)] = &[
    ("първенств", 3),
    ("шампионат", 3),
    ("чемпіонат", 3),
    ("першіст", 3),
    ("мемориал", 3),
    ("меморіал", 3),
    ("фестивал", 2),
    ("купа", 2),
    ("кубок", 2),
    ("кубку", 2),
    ("опен", 2),
    ("оупън", 2),
    ("гран", 2),
    ("фінал", 2),
    ("турнир", 1),
    ("турнір", 1),
    ("матч", 1),
    ("бліц-матч", 1),
    ("матч-турнір", 1),
    ("блиц", 0),
    ("бліц", 0),
    ("верига", 0),
    ("веригата", 0),
    ("змагання", 0),
    ("доп", 3),
    ("дип", 3),
];

/// The strength of a word as the head of an event's name (`None`: not a head).
fn head(t: &Token<'_>) -> Option<u8> {
    if t.kind != Kind::Word {
        return None;
    }
    let w = folded_word(t.text);
    // `ДОП`, `ДИП`: only as the abbreviation, in capitals.
    if (w == "доп" || w == "дип") && t.text.chars().all(|c| c.is_uppercase()) {
        return Some(3);
    }
    HEADS
        .iter()
        .filter(|(h, _)| *h != "доп" && *h != "дип")
        .find(|(h, _)| w.starts_with(h) && !w.starts_with("турнирн") && !w.starts_with("турнірн"))
        .map(|(_, s)| *s)
}

/// Endings of adjectives and ordinals that may stand before the head (`Международен`,
/// `шахматния`, `Відкритому`, `детският`, `43-то`, `3-й`).
const ADJ_ENDINGS: &[&str] = &[
    "ен",
    "ния",
    "ният",
    "ната",
    "ното",
    "ните",
    "ни",
    "на",
    "но",
    "ски",
    "ска",
    "ско",
    "ския",
    "ският",
    "ската",
    "ий",
    "ій",
    "ого",
    "ому",
    "ої",
    "ний",
    "ні",
    "ий",
    "ит",
    "ита",
    "ито",
    "ият",
    "ия",
    "ні",
    "ї",
];

/// Words that never stand in an event's name before its head.
const NOT_BEFORE: &[&str] = &[
    "на",
    "за",
    "от",
    "по",
    "при",
    "до",
    "със",
    "на",
    "се",
    "ще",
    "е",
    "са",
    "и",
    "а",
    "в",
    "във",
    "у",
    "з",
    "та",
    "і",
    "й",
    "що",
    "як",
    "це",
    "вже",
    "цієї",
    "цього",
    "този",
    "тази",
    "ни",
    "ви",
    "ти",
    "то",
    "но",
    "не",
    "ни",
    "който",
    "която",
    "които",
    "който",
    "ще",
    "сме",
    "предстои",
    "започва",
    "стартира",
    "старта",
    "стартує",
    "організовує",
    "организира",
    "организират",
    "проведення",
    "провеждане",
    "участие",
    "участь",
    "відбудеться",
    "відбувся",
    "проходить",
    "триватиме",
    "пройде",
    "зібралися",
    "проведе",
    "провежда",
    "състои",
    "будуть",
    "буде",
    "розпочався",
    "розпочинається",
    "стартував",
    "престижний",
    "значимия",
    "черговий",
    "приймати",
    "сезон",
    "веригата",
    "верига",
    "издание",
    "видання",
    "етап",
    "той",
    "він",
    "ця",
    "ще",
    "това",
    "прес-службі",
    "утре",
    "днес",
    "завтра",
    "сьогодні",
];

/// Words that end a name after its head.
const STOP_AFTER: &[&str] = &[
    "ще",
    "се",
    "е",
    "са",
    "бъде",
    "будуть",
    "буде",
    "відбудеться",
    "відбувся",
    "відбулася",
    "проводиться",
    "проводяться",
    "проходить",
    "проходитиме",
    "пройде",
    "триватиме",
    "стартує",
    "стартував",
    "стартира",
    "започва",
    "розпочався",
    "розпочинається",
    "който",
    "която",
    "които",
    "който",
    "який",
    "яка",
    "які",
    "що",
    "съобщава",
    "съобщиха",
    "с",
    "със",
    "организиран",
    "организирано",
    "организира",
    "організовує",
    "под",
    "під",
    "е",
    "това",
    "ще",
    "отново",
    "вече",
    "вже",
    "проведення",
    "който",
    "чиито",
    "като",
    "як",
    "яке",
    "утре",
    "днес",
    "тази",
    "този",
    "беше",
    "було",
    "був",
    "а",
    "но",
    "але",
    "через",
    "после",
    "після",
    "през",
    "протягом",
    "според",
    "згідно",
    "відповідно",
    "умови",
    "туреччина",
    "грузія",
    "готуємось",
    "готуємося",
    "зустрілись",
    "відбулось",
    "започне",
    "напередодні",
    "вже",
    "відбудуться",
    "пройдуть",
    "проходитимуть",
    "стартують",
    "розповів",
    "розповіла",
    "зазначив",
    "повідомили",
];

/// Prepositions that continue a name after its head (`по шахмат`, `за Купа …`, `серед
/// юнаків`, `з шахів`, `до 16 років`, `в чест на`).
const CONTINUE: &[&str] = &[
    "по",
    "за",
    "на",
    "з",
    "зі",
    "із",
    "серед",
    "до",
    "между",
    "між",
    "присвячений",
    "присвячена",
    "посветен",
    "посветена",
    "памяти",
    "пам'яті",
    "от",
];

/// A candidate title: where it is, its words, and how much it looks like a name.
#[derive(Clone, Debug)]
struct Candidate {
    text: String,
    line: usize,
    score: i32,
}

/// The quotation-mark characters that open and close a name.
fn opens(c: &str) -> bool {
    matches!(c, "„" | "«" | "“" | "\"" | "”")
}

fn closes(open: &str, c: &str) -> bool {
    match open {
        "„" => matches!(c, "“" | "”" | "\""),
        "«" => c == "»",
        "“" => matches!(c, "“" | "”" | "\""),
        "\"" => matches!(c, "\"" | "“" | "”"),
        "”" => matches!(c, "”" | "“" | "\""),
        _ => false,
    }
}

/// The token after a quotation that opens at `i` (its closing mark's index + 1), or the end of
/// the clause when it is never closed (`"Мемориал Кесаровски - Станчев.`).
fn quote_end(t: &[Token<'_>], i: usize) -> usize {
    let open = t[i].text;
    if let Some(k) =
        (i + 1..t.len().min(i + 30)).find(|&k| t[k].kind == Kind::Punct && closes(open, t[k].text))
    {
        return k + 1;
    }
    // Unclosed: to the end of the sentence.
    (i + 1..t.len()).find(|&k| t[k].is_punct('.') || t[k].is_punct('!')).unwrap_or(t.len())
}

fn is_ordinal(t: &[Token<'_>], k: usize) -> bool {
    let tok = &t[k];
    if tok.kind == Kind::Word {
        let roman = tok.text.chars().all(|c| matches!(c, 'I' | 'V' | 'X' | 'І' | 'Х'));
        if roman && tok.text.chars().count() <= 5 {
            return true;
        }
        let w = folded_word(tok.text);
        return crate::prose::number::ordinal_word(&w).is_some();
    }
    false
}

/// The noun phrase around the head at token `h`: its start and end tokens, whether an ordinal
/// stands before the head, and the quoted name inside it.
fn phrase(text: &str, t: &[Token<'_>], h: usize) -> (usize, usize, bool, Option<(usize, usize)>) {
    let caps_line = {
        let letters: Vec<char> = text.chars().filter(|c| c.is_alphabetic()).collect();
        letters.len() > 8
            && letters.iter().filter(|c| c.is_uppercase()).count() * 10 >= letters.len() * 8
    };
    // Left: adjectives and ordinals.
    let mut start = h;
    let mut ordinal = false;
    while start > 0 {
        let k = start - 1;
        let tok = &t[k];
        // `10-ТИ`, `43-то`, `3-й`, `86-й`, `2- Ро`: a number and its ending.
        if tok.kind == Kind::Word
            && tok.text.chars().count() <= 3
            && k >= 2
            && t[k - 1].is_punct('-')
            && t[k - 2].kind == Kind::Number
            && t[k - 2].text.len() <= 3
        {
            start = k - 2;
            ordinal = true;
            continue;
        }
        if tok.kind == Kind::Word
            && tok.text.chars().count() <= 3
            && k >= 1
            && t[k - 1].kind == Kind::Number
            && t[k - 1].end == tok.start
            && t[k - 1].text.len() <= 3
        {
            start = k - 1;
            ordinal = true;
            continue;
        }
        if tok.kind != Kind::Word {
            break;
        }
        if is_ordinal(t, k) {
            // `Първият турнир от веригата`: the first of a series, not the name's ordinal.
            let w = folded_word(tok.text);
            if ["ият", "ия", "ата", "ото", "ий турнір"].iter().any(|e| w.ends_with(e))
                && !w.ends_with("тий")
            {
                break;
            }
            start = k;
            ordinal = true;
            continue;
        }
        let w = folded_word(tok.text);
        if NOT_BEFORE.contains(&w.as_str()) || w.chars().count() < 4 && !caps_line {
            break;
        }
        // A verb (`започна`, `провели`) or a locality (`В Плевен започна …`) is no adjective.
        if verb_like(&w) || crate::vocab::places::locality(tok.text).is_some() {
            break;
        }
        let adjective = ADJ_ENDINGS.iter().any(|e| w.ends_with(e));
        if !(adjective || caps_line && tok.text.chars().all(|c| !c.is_lowercase())) {
            break;
        }
        if head(tok).is_some() && !adjective {
            break;
        }
        start = k;
    }
    // Right: complements.
    let mut end = h + 1;
    let mut quote = None;
    let mut k = h + 1;
    let mut after_prep = false;
    let mut quote_adjacent = false;
    while k < t.len() {
        let tok = &t[k];
        let gap_has_break = text[t[k - 1].end..tok.start].contains('\n');
        if gap_has_break {
            break;
        }
        if tok.kind == Kind::Punct {
            if opens(tok.text) {
                let e = quote_end(t, k);
                // The quote names the event when it follows the head, or `за купа` / `за
                // ученици` (two words at most).
                let between = k - (h + 1);
                let words_between: Vec<String> =
                    t[h + 1..k].iter().map(|x| folded_word(x.text)).collect();
                let near = between == 0
                    || between <= 2
                        && words_between.first().is_some_and(|w| {
                            matches!(w.as_str(), "за" | "з" | "зі" | "із" | "по" | "для")
                        });
                let inner = t.get(k + 1..e.saturating_sub(1)).unwrap_or(&[]);
                let letters: usize = inner
                    .iter()
                    .map(|x| x.text.chars().filter(|c| c.is_alphanumeric()).count())
                    .sum();
                // `“А” група`: a group's letter in quotes is part of the name, not its end.
                if letters <= 2 {
                    k = e;
                    end = k;
                    after_prep = true;
                    continue;
                }
                if quote.is_none() {
                    quote = Some((k, e));
                    quote_adjacent = near;
                }
                k = e;
                end = k;
                // A name ends with its quotation mark.
                break;
            }
            if tok.is_punct('(') {
                if let Some(close) = (k + 1..t.len().min(k + 14)).find(|&j| t[j].is_punct(')')) {
                    k = close + 1;
                    end = k;
                    continue;
                }
            }
            // `Бліц-матч між збірними …`: a hyphen glued on both sides continues a word.
            break;
        }
        if tok.kind == Kind::Number {
            // Ages and years inside a complement: `до 16 років`, `2013р.н.`, `до 10 и 14 г.`,
            // `до 12-ти років`; a year after the head (`чемпіонат … 2015 року`).
            let year = tok.text.len() == 4
                && t.get(k + 1).is_some_and(|y| y.is_any(&["року", "година", "год", "г", "р"]));
            if after_prep || year {
                k += 1;
                // `12-ти`: the number's ending.
                if t.get(k).is_some_and(|d| d.is_punct('-') && d.start == tok.end)
                    && t.get(k + 1)
                        .is_some_and(|x| x.kind == Kind::Word && x.text.chars().count() <= 3)
                {
                    k += 2;
                }
                end = k;
                continue;
            }
            break;
        }
        let w = folded_word(tok.text);
        if STOP_AFTER.contains(&w.as_str()) || verb_like(&w) {
            break;
        }
        // A locality after `в`/`у` ends the name (`… в Пловдив`, `… у Новояворівську`), and so
        // does a date.
        if matches!(w.as_str(), "в" | "у" | "във") {
            let next = t.get(k + 1).map(|x| folded_word(x.text)).unwrap_or_default();
            if next == "чест" {
                k += 1;
                end = k;
                continue;
            }
            break;
        }
        // `першість на чемпіонаті …`: another head after `на`, `у` ends this name.
        if matches!(w.as_str(), "на" | "у" | "в")
            && t.get(k + 1).is_some_and(|n| head(n).is_some_and(|s| s >= 2))
        {
            break;
        }
        if CONTINUE.contains(&w.as_str()) {
            after_prep = true;
            k += 1;
            continue;
        }
        if matches!(w.as_str(), "и" | "і" | "та" | "й") {
            // Only inside a complement (`юнаків та дівчат`, `мъже и жени`).
            if after_prep || caps_line {
                k += 1;
                continue;
            }
            break;
        }
        // `фінал чемпіонату`: a head in the genitive continues the name.
        let genitive_head = head(tok).is_some() && !tok.capitalised();
        if after_prep || tok.capitalised() || caps_line || genitive_complement(&w) || genitive_head
        {
            k += 1;
            end = k;
            continue;
        }
        break;
    }
    (start, end.max(h + 1), ordinal, quote.filter(|_| quote_adjacent))
}

/// Words that follow a head as its genitive complement (`чемпіонат України`, `Чемпіонат світу`).
fn genitive_complement(w: &str) -> bool {
    matches!(
        w,
        "україни"
            | "європи"
            | "світу"
            | "області"
            | "закарпаття"
            | "львівщини"
            | "шахів"
            | "шахмат"
            | "шаха"
            | "шахмата"
            | "лошф"
            | "фшу"
            | "бфш"
            | "серед"
            | "юнаків"
            | "дівчат"
            | "жінок"
            | "чоловіків"
            | "ветеранів"
            | "школярів"
            | "любители"
            | "любителів"
            | "аматорів"
            | "областта"
            | "града"
            | "міста"
            | "року"
            | "година"
    )
}

/// Ukrainian nominative of an inflected head and the adjectives before it (`Відкритому
/// чемпіонаті` → `Відкритий чемпіонат`, `командному чемпіонаті Європи`).
fn nominative(words: &str) -> String {
    let heads: &[(&str, &str)] = &[
        ("чемпіонату", "чемпіонат"),
        ("чемпіонаті", "чемпіонат"),
        ("турніру", "турнір"),
        ("турнірі", "турнір"),
        ("фестивалю", "фестиваль"),
        ("фестивалі", "фестиваль"),
        ("меморіалу", "меморіал"),
        ("меморіалі", "меморіал"),
        ("кубку", "кубок"),
        ("першості", "першість"),
        ("фіналу", "фінал"),
        ("фіналі", "фінал"),
    ];
    let parts: Vec<&str> = words.split(' ').collect();
    // Only when the first head is inflected (`фінал чемпіонату` stays as it is).
    let is_head = |p: &&str| {
        let w = folded_word(p);
        HEADS.iter().any(|(h, _)| w.starts_with(h))
    };
    let Some(hi) = parts.iter().position(is_head) else { return words.to_string() };
    if !heads.iter().any(|(f, _)| *f == folded_word(parts[hi])) {
        return words.to_string();
    }
    let mut out: Vec<String> = Vec::new();
    for (i, p) in parts.iter().enumerate() {
        let w = folded_word(p);
        let fixed = if i == hi {
            let (_, n) = heads.iter().find(|(f, _)| *f == w).copied().unwrap_or(("", ""));
            keep_case(p, n)
        } else if i < hi {
            let stem = ["ому", "ого"].iter().find_map(|e| w.strip_suffix(e));
            match stem {
                Some(s) if s.chars().count() >= 3 => keep_case(p, &format!("{s}ий")),
                _ => p.to_string(),
            }
        } else {
            p.to_string()
        };
        out.push(fixed);
    }
    out.join(" ")
}

/// `new` written with the capitalisation of `old` (first letter, or all capitals).
fn keep_case(old: &str, new: &str) -> String {
    if old.chars().filter(|c| c.is_alphabetic()).all(char::is_uppercase) && old.chars().count() > 1
    {
        return new.to_uppercase();
    }
    if old.starts_with(char::is_uppercase) {
        let mut c = new.chars();
        return c
            .next()
            .map(|f| f.to_uppercase().collect::<String>() + c.as_str())
            .unwrap_or_default();
    }
    new.to_string()
}

/// The event's name in a text (a headline or a sentence), with how much it looks like a name.
fn names_in(text: &str) -> Vec<(String, i32)> {
    let t = tokens(text);
    let mut out = Vec::new();
    let mut k = 0;
    while k < t.len() {
        let Some(strength) = head(&t[k]) else {
            k += 1;
            continue;
        };
        let (s, e, ordinal, quote) = phrase(text, &t, k);
        let whole = text[t[s].start..t[e - 1].end].trim().to_string();
        // `Първенството се провежда …`: the noun alone names nothing.
        if quote.is_none() && !ordinal && whole.split_whitespace().count() < 2 {
            k = e.max(k + 1);
            continue;
        }
        let mut score = i32::from(strength);
        let mut name = whole.clone();
        if let Some((qs, qe)) = quote {
            score += 3;
            if !ordinal {
                // The quoted name alone, with `Купа` / `Кубок` when the quote follows it.
                let before = qs.checked_sub(1).map(|i| &t[i]);
                let from = match before {
                    Some(b) if b.starts_any(&["купа", "кубок", "купата"]) => b.start,
                    _ => t[qs].start,
                };
                name = text[from..t[qe - 1].end].to_string();
            }
        }
        if ordinal {
            score += 3;
        }
        let capital = t[s].capitalised() || t[k].capitalised();
        if capital {
            score += 1;
        }
        // `турнир по ускорен шах за деца`, `детски шампионат`: no name at all.
        if quote.is_none() && !ordinal && !text_is_caps(&whole) {
            let named = tokens(&whole).iter().skip(1).any(|x| {
                x.capitalised()
                    || matches!(
                        folded_word(x.text).as_str(),
                        "україни" | "європи" | "світу" | "закарпаття"
                    )
            });
            if !named {
                score -= 3;
            }
        }
        // A headline in capitals names its event.
        if text_is_caps(&whole) && whole.split_whitespace().count() >= 2 {
            score += 2;
        }
        if strength == 0 && quote.is_none() {
            score -= 3;
        }
        out.push((nominative(&name), score));
        k = e.max(k + 1);
    }
    out
}

fn text_is_caps(text: &str) -> bool {
    let letters: Vec<char> = text.chars().filter(|c| c.is_alphabetic()).collect();
    letters.len() > 3
        && letters.iter().filter(|c| c.is_uppercase()).count() * 10 >= letters.len() * 8
}

/// The offset after `Р Е Г Л А М Е Н Т` / `ПОЛОЖЕННЯ` at the start of a line, if it starts so.
fn after_regulation_word(text: &str) -> Option<usize> {
    let words =
        ["регламент", "положення", "положеня", "положение", "наредба", "правила", "правилник"];
    let mut letters = String::new();
    for (i, c) in text.char_indices() {
        if c.is_whitespace() {
            continue;
        }
        if !c.is_alphabetic() {
            return None;
        }
        // The words are Cyrillic: a Latin look-alike is its Cyrillic letter (`РEГЛАМЕНТ`).
        let c = crate::prose::text::lookalike(c).unwrap_or(c);
        letters.extend(c.to_lowercase());
        if words.contains(&letters.as_str()) {
            let end = i + c.len_utf8();
            // The whole word, not the start of a longer one (`Регламентът`).
            if text[end..].starts_with(|ch: char| ch.is_alphabetic()) {
                return None;
            }
            return Some(end);
        }
        if !words.iter().any(|w| w.starts_with(&letters)) {
            return None;
        }
    }
    None
}

/// True when a paragraph starts with the word `Регламент` / `Положення`.
pub(super) fn is_regulation_word(text: &str) -> bool {
    after_regulation_word(text).is_some()
}

/// True when a line gives dates (a range or a day with its year) or is only a date.
fn date_line(text: &str) -> bool {
    dated(text)
        .iter()
        .any(|d| d.has_year() || matches!(d.when, crate::prose::when::When::Range(..)))
}

/// Leading words that tie the title to the word `Регламент` (`НА`, `за`, `про проведення`).
fn without_tie(title: &str) -> &str {
    let lower = title.lowercase();
    for tie in [
        "про проведення ",
        "за провеждане на ",
        "проведення ",
        "провеждане на ",
        "на ",
        "за ",
        "про ",
    ] {
        if lower.starts_with(tie) {
            return named(title[tie.len()..].trim_start());
        }
    }
    title
}

/// The name in quotation marks after a word for the event (`турніру «Кубок Федерації …»`, `на
/// турнира „Купа Варна“`): the name, when the quotation ends the line.
fn named(rest: &str) -> &str {
    const EVENT: &[&str] = &["турніру", "турнір", "турнира", "турнир", "змагань", "змагання"];
    let Some((word, after)) = rest.split_once(char::is_whitespace) else { return rest };
    if !EVENT.contains(&word.lowercase().as_str()) {
        return rest;
    }
    let after = after.trim();
    for (open, close) in [('«', '»'), ('„', '“'), ('"', '"'), ('“', '”')] {
        if let Some(inner) = after.strip_prefix(open).and_then(|a| a.strip_suffix(close)) {
            if !inner.is_empty() && !inner.contains([open, close]) {
                return inner.trim();
            }
        }
    }
    rest
}

/// A line that says what the regulation is for in words that name no event (`за провеждане на
/// състезанията по шахмат`, `про проведення змагань з шахів`).
fn generic_purpose(line: &str) -> bool {
    const WORDS: &[&str] = &[
        "за",
        "на",
        "по",
        "про",
        "з",
        "провеждане",
        "проведення",
        "състезанията",
        "състезания",
        "състезание",
        "змагань",
        "змагання",
        "шахмат",
        "шахматните",
        "шахи",
        "шахів",
        "турнира",
        "турнір",
        "турніру",
        "турнир",
    ];
    let words: Vec<String> = line.split_whitespace().map(folded_word).collect();
    !words.is_empty()
        && words.iter().all(|w| WORDS.contains(&w.trim_matches(|c: char| !c.is_alphabetic())))
}

/// The title lines after the regulation word, joined.
fn after_word(r: &Reading, i: usize, rest: &str) -> Option<(String, usize)> {
    // The lines after the word: the rest of its own line, then the lines of the following
    // paragraphs (a paragraph joined from several lines is read line by line).
    let p0 = &r.paras[i];
    let at_in_para = p0.text.len() - rest.len();
    let own_end =
        p0.lines.iter().find(|(o, _)| *o > at_in_para).map_or(p0.text.len(), |(o, _)| o - 1);
    let mut candidates: Vec<(String, usize)> =
        vec![(p0.text[at_in_para..own_end.max(at_in_para)].to_string(), p0.line_at(at_in_para))];
    for (k, (o, l)) in p0.lines.iter().enumerate() {
        if *o > at_in_para {
            let end = p0.lines.get(k + 1).map_or(p0.text.len(), |n| n.0.saturating_sub(1));
            candidates.push((p0.text[*o..end.max(*o)].to_string(), *l));
        }
    }
    for p in r.paras[i + 1..].iter().take(6) {
        if p.heading || !p.before_sections {
            break;
        }
        for (k, (o, l)) in p.lines.iter().enumerate() {
            let end = p.lines.get(k + 1).map_or(p.text.len(), |n| n.0.saturating_sub(1));
            candidates.push((p.text[*o..end.max(*o)].to_string(), *l));
        }
    }
    let mut lines: Vec<String> = Vec::new();
    let mut first_line = p0.line();
    // `ПОЛОЖЕНЯ ПРО ЗМАГАННЯ`: the word and a generic phrase are no title.
    let generic = |s: &str| {
        let joined: String = s.split_whitespace().collect::<String>().lowercase();
        matches!(joined.as_str(), "прозмагання" | "змагання" | "")
    };
    for (n, (text, line)) in candidates.iter().enumerate() {
        let text = text.trim().trim_start_matches(['-', '–', ':']).trim();
        if n == 0 && generic(text) {
            continue;
        }
        if date_line(text) || text.starts_with('(') && text.lowercase().contains("утвърден")
        {
            if lines.is_empty() && n == 0 {
                // `Р Е Г Л А М Е Н Т на … 31.10-04.11.2018 г. Кранево`: the text before the dates.
                let cut = cut_dates(text);
                if !cut.is_empty() {
                    lines.push(cut);
                    first_line = *line;
                }
                continue;
            }
            if lines.is_empty() {
                continue;
            }
            break;
        }
        if crate::import::doc::numbered(text).is_some() || text.ends_with('.') && text.len() > 80 {
            break;
        }
        let lower = text.lowercase();
        let continues = lines.is_empty()
            || ["на ", "по ", "за ", "("].iter().any(|p| lower.starts_with(p))
            || text_is_caps(text) && lines.last().is_some_and(|l| text_is_caps(l))
            || lines.last().is_some_and(|l| l.ends_with(','));
        if !continues {
            // `за провеждане на състезанията по шахмат` over `Двадесети работнически спортен
            // фестивал …`: a generic line names nothing; the name is the line after it.
            if lines.len() == 1
                && generic_purpose(&lines[0])
                && text.starts_with(char::is_uppercase)
            {
                lines = vec![text.to_string()];
                first_line = *line;
                continue;
            }
            break;
        }
        if lines.is_empty() {
            first_line = *line;
        }
        lines.push(text.to_string());
    }
    let joined = lines.join(" ");
    let t = without_tie(joined.trim()).trim().trim_end_matches([',', ';', ':']).trim().to_string();
    (!t.is_empty()).then(|| (nominative(&t), first_line))
}

/// The text before the first date expression of a line (`… до 18 г. 31.10-04.11.2018 г.
/// Кранево` → `… до 18 г.`).
fn cut_dates(text: &str) -> String {
    match dated(text).into_iter().find(|d| d.has_year()) {
        Some(d) => text[..d.start].trim().trim_end_matches([',', '–', '-']).trim().to_string(),
        None => text.to_string(),
    }
}

/// Site chrome: navigation, the publication date and time, share buttons.
fn chrome(text: &str) -> bool {
    let lower = text.lowercase();
    let words = text.split_whitespace().count();
    words <= 3 && !HEADS.iter().any(|(h, _)| lower.contains(h))
        || ["начало ", "головна", "новини", "календар", "сподели", "share", "коментар"]
            .iter()
            .any(|w| lower.starts_with(w))
}

/// Verbs of the sentence that holds or starts the event (its name is in it).
const HOLD_WORDS: &[&str] = &[
    "проведе",
    "провежда",
    "състои",
    "отбуд",
    "відбуд",
    "відбув",
    "проводит",
    "проходит",
    "пройде",
    "триват",
    "започ",
    "стартир",
    "стартує",
    "стартув",
    "розпочав",
    "розпочин",
    "начало",
    "открие",
    "открит",
    "організовує",
    "организира",
    "организират",
    "позмагат",
    "змагатим",
    "змагают",
    "запрошуємо",
    "домакин",
];

/// A heading line without the locality at its end (`… "Міжнародному дню шахів" у
/// Новояворівську`).
fn without_place(text: &str) -> String {
    let t = tokens(text);
    if t.len() >= 3 {
        let k = t.len() - 2;
        if t[k].is_any(&["в", "у", "във"])
            && crate::vocab::places::locality(t[k + 1].text).is_some()
        {
            return text[..t[k].start].trim().to_string();
        }
    }
    text.to_string()
}

/// True when a line is only an event's name (`ТРЕТИ МЕЖДУНАРОДЕН ШАХМАТЕН МЕМОРИАЛ „Милко
/// Бобоцов“`, `Відкритий дитячий шаховий турнір «Осінній кубок ЛОШФ»`): the noun phrase around
/// its first word for an event covers the line from its start to its end (a locality or a date
/// after it aside), so nothing of a sentence is left (`Дупница събра най-добрите шахматисти за
/// държавно първенство` is a sentence about the event, not its name).
fn is_name_line(text: &str) -> bool {
    let t = tokens(text);
    let Some(h) = t.iter().position(|x| head(x).is_some()) else { return false };
    let (start, end, _, _) = phrase(text, &t, h);
    // Before the phrase: nothing but punctuation.
    if t[..start].iter().any(|x| x.kind != Kind::Punct) {
        return false;
    }
    // After it: punctuation, a locality after `в`/`у`, a date, a year.
    let rest = &t[end..];
    let mut k = 0;
    while k < rest.len() {
        let x = &rest[k];
        if x.kind == Kind::Punct || x.kind == Kind::Number {
            k += 1;
            continue;
        }
        if x.is_any(&["в", "във", "у", "г", "р", "року", "година", "гр", "м"]) {
            k += 1;
            continue;
        }
        if crate::vocab::places::locality(x.text).is_some()
            || crate::vocab::calendar::month_from_lowercase(&folded_word(x.text)).is_some()
        {
            k += 1;
            continue;
        }
        return false;
    }
    true
}

/// Nouns that make a quoted name an event's when they stand right before it (`турнир „Морско
/// конче“`) or inside it (`«Кубок над Ужем»`): the heads of [`HEADS`] that name an event.
fn names_event(t: &Token<'_>) -> bool {
    head(t).is_some()
}

/// Nouns before a quoted name that make it a club's, a hall's or a body's, not an event's.
const NOT_EVENT_BEFORE: &[&str] = &[
    "клуб",
    "шк",
    "скш",
    "сшк",
    "ршк",
    "федерац",
    "дюсш",
    "мдюсш",
    "школ",
    "училищ",
    "зал",
    "хотел",
    "готел",
    "читалищ",
    "дом",
    "палац",
    "дворец",
    "ліце",
    "центр",
    "комплекс",
    "фирм",
    "фірм",
    "компани",
    "фонд",
    "асоциац",
    "сдружени",
    "спілк",
    "съюз",
    "го",
    "тов",
    "ооо",
    "ад",
    "еоод",
    "библиотек",
    "бібліотек",
    "бар",
    "ресторант",
    "ресторан",
    "кафе",
    "вестник",
    "газет",
    "сайт",
    "портал",
    "телевизи",
    "радио",
    "агенц",
    "магазин",
];

/// The event's names written in quotation marks in a text: a quoted name standing right after
/// a noun for the event (`49-ият детски шахматен турнир „Морско конче“`, `за Купа „Плевен“`,
/// `меморіалу «Пам'яті Бика»`) or naming the event itself (`«Кубок над Ужем»`, `"Мемориал
/// Кесаровски - Станчев"`), in written order. The name is the quotation's text; after `Купа`,
/// `Кубок` or `Мемориал` that is not inside it, the noun and the quotation together (`Купа
/// „Народни будители“`). A name of a club, a hall or a body in quotes is none of these.
pub(super) fn quoted_event_names(text: &str) -> Vec<(String, usize)> {
    let t = tokens(text);
    let mut out = Vec::new();
    for (a, b) in crate::prose::place::quoted(text) {
        let open_len = text[a..].chars().next().map_or(1, char::len_utf8);
        let close_len = text[..b].chars().next_back().map_or(1, char::len_utf8);
        let (open_len, close_len) =
            if text[a..].starts_with("<<") { (2, 2) } else { (open_len, close_len) };
        if b < a + open_len + close_len {
            continue;
        }
        let inner = text[a + open_len..b - close_len].trim();
        let words = inner.split_whitespace().count();
        let letters = inner.chars().filter(|c| c.is_alphabetic()).count();
        if words == 0 || words > 9 || letters < 3 || inner.ends_with(['.', '!', '?']) {
            continue;
        }
        if !inner.starts_with(|c: char| c.is_uppercase() || c.is_ascii_digit()) {
            continue;
        }
        let inside = tokens(inner);
        let contains_head = inside.iter().any(|x| head(x).is_some_and(|s| s >= 2));
        // The words before the quotation on its line: `турнир „…“`, `за Купа „…“`.
        let k = t.partition_point(|x| x.start < a);
        let prev = k.checked_sub(1).map(|i| &t[i]).filter(|p| !text[p.end..a].contains('\n'));
        let prev2 = k.checked_sub(2).map(|i| &t[i]);
        let org_before = prev.is_some_and(|p| {
            p.kind == Kind::Word && p.starts_any(NOT_EVENT_BEFORE) && head(p).is_none()
        });
        if org_before {
            continue;
        }
        // Up to three words of a complement between the head and the quotation: `фестиваль
        // шахів «…»`, `турнир по шахмат „…“`, `турнір з швидких шахів «…»`.
        let complement = (2..=4).any(|n| {
            k.checked_sub(n).is_some_and(|h| {
                names_event(&t[h])
                    && t[h + 1..k].iter().all(|x| {
                        x.kind == Kind::Word
                            && (x.is_any(&["по", "з", "зі", "із", "на", "за", "с"])
                                || x.starts_any(&[
                                    "шах",
                                    "ускорен",
                                    "швидк",
                                    "бліц",
                                    "блиц",
                                    "класич",
                                ]))
                    })
            })
        });
        let after_head = prev.is_some_and(names_event)
            || prev.is_some_and(|p| p.is_any(&["за", "на", "з", "зі", "із", "до"]))
                && prev2.is_some_and(names_event)
            || complement;
        if !(contains_head || after_head) {
            continue;
        }
        let proper_head = prev.filter(|p| {
            p.starts_any(&["купа", "купата", "кубок", "кубку", "мемориал", "меморіал"])
        });
        let name = match proper_head {
            Some(p) if !contains_head => {
                let noun = match crate::prose::text::folded_word(p.text).as_str() {
                    "купата" => "Купа".to_string(),
                    "кубку" => "Кубок".to_string(),
                    w if w.starts_with("меморіал") => "Меморіал".to_string(),
                    w if w.starts_with("мемориал") => "Мемориал".to_string(),
                    _ => p.text.to_string(),
                };
                format!("{noun} {}", &text[a..b])
            }
            _ => inner.to_string(),
        };
        out.push((name, a));
    }
    out
}

/// How the title was found, from surest to least sure.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum TitleFrom {
    /// The heading after the regulation word (`Р Е Г Л А М Е Н Т`, `ПОЛОЖЕННЯ`).
    Heading,
    /// A quoted name of the event.
    Quoted,
    /// A line of the page's heading area that names an event and says nothing else.
    HeadingLine,
    /// A noun phrase of a sentence.
    Sentence,
}

/// The title and the edition. A title read from the document's heading, from a quoted name of
/// the event or from a heading line that is only the event's name is stated as it is; one
/// assembled from a sentence is marked (I005). A document that names no event gets the generic
/// title and no mark: it states no name, so there is nothing to verify.
pub fn title(doc: &Document, r: &Reading, w: Words, f: &mut Draft) {
    let _ = doc;
    let mut found: Option<(String, usize, TitleFrom)> = None;
    // After the regulation word; a quoted name of the event in it is its name.
    for (i, p) in r.paras.iter().enumerate().take(40) {
        if let Some(at) = after_regulation_word(&p.text) {
            if let Some((t, line)) = after_word(r, i, &p.text[at..]) {
                let name = quoted_event_names(&t).into_iter().next().map_or(t, |(q, _)| q);
                found = Some((name, line, TitleFrom::Heading));
            }
            break;
        }
    }
    // A heading line in the page's heading area (its short lines before the first section or
    // the first long paragraph): the last that names an event.
    if found.is_none() {
        let area: Vec<&Read> = r
            .paras
            .iter()
            .take_while(|p| p.before_sections && p.text.split_whitespace().count() <= 16)
            .take(30)
            .collect();
        for p in area.iter().rev() {
            let text = p.text.trim();
            if text.chars().count() > 110 || text.ends_with(['.', ':', ',', ';']) || chrome(text) {
                continue;
            }
            // Site chrome around a headline: a time, separators.
            if text.contains('|') || text.starts_with(|c: char| c.is_ascii_digit()) {
                continue;
            }
            let t = tokens(text);
            if !t.iter().any(|x| head(x).is_some_and(|s| s >= 1)) || date_line(text) {
                continue;
            }
            // A headline that is a sentence (`Шахматен турнир … ще се проведе в Пловдив`,
            // `«Кубок над Ужем» зібрав 28 любителів`) is read for its name below: a heading is
            // the event's name only when the name is the whole line.
            if !is_name_line(text) {
                continue;
            }
            found = Some((without_place(text), p.line(), TitleFrom::HeadingLine));
            break;
        }
    }
    // A quoted name of the event in the heading area or the first sentences of the text.
    if found.is_none() {
        'quoted: for p in r.paras.iter().take(8) {
            for &(a, b) in p.sentences().iter().take(3) {
                if let Some((name, at)) = quoted_event_names(&p.text[a..b]).into_iter().next() {
                    found = Some((name, p.line_at(a + at), TitleFrom::Quoted));
                    break 'quoted;
                }
            }
        }
    }
    // A name in the first sentences: the best named, the longer of two that start alike.
    if found.is_none() {
        let mut all: Vec<Candidate> = Vec::new();
        for (n, p) in r.paras.iter().enumerate().take(14) {
            for (si, (a, b)) in p.sentences().iter().enumerate().take(5) {
                let s = &p.text[*a..*b];
                let s = s.split('?').next().unwrap_or(s);
                let words: Vec<String> =
                    p.tokens_in(*a, *a + s.len()).iter().map(|x| folded_word(x.text)).collect();
                let holds = words.iter().any(|w| HOLD_WORDS.iter().any(|h| w.starts_with(h)));
                for (name, mut score) in names_in(s) {
                    if n == 0 && si == 0 {
                        score += 1;
                    }
                    if holds {
                        score += 2;
                    }
                    all.push(Candidate { text: name, line: p.line_at(*a), score });
                }
            }
        }
        let best =
            all.iter().max_by(|a, b| a.score.cmp(&b.score).then(b.line.cmp(&a.line))).cloned();
        if let Some(mut c) = best.filter(|c| c.score >= 3) {
            let base = c.text.lowercase();
            if let Some(longer) = all
                .iter()
                .filter(|o| {
                    o.score >= c.score - 2
                        && o.text.len() > c.text.len()
                        && o.text.lowercase().starts_with(&base)
                })
                .max_by_key(|o| o.text.len())
            {
                c = longer.clone();
            }
            found = Some((c.text, c.line, TitleFrom::Sentence));
        }
    }
    match found {
        Some((title, line, how)) => {
            if how == TitleFrom::Sentence {
                let note = w.say(
                    &format!(
                        "документът няма заглавие; името на състезанието е взето от изречение на {}",
                        w.line(line)
                    ),
                    &format!(
                        "документ не має заголовка; назву змагання взято з речення в рядку {}",
                        line + 1
                    ),
                );
                f.mark(Block::Header, codes::TITLE_GUESSED, note);
            }
            edition(&title, line, f);
            f.reg.title = f.on(title, line);
            f.title_line = Some(line);
        }
        None => {
            f.reg.title = crate::source::Spanned::new(
                w.say("Регламент", "Положення"),
                crate::source::Span::new(0, 0),
            );
            // Not a guess but a gap the secretary fills: the draft's title is only the word.
            let note = w.say(
                "документът не назовава състезанието; напишете името му",
                "документ не називає змагання; напишіть його назву",
            );
            f.mark(Block::Header, codes::TITLE_GUESSED, note);
        }
    }
}

/// The edition a title gives (`42-ТО`, `86-й`, `VII`): the number before its ending.
fn edition(title: &str, line: usize, f: &mut Draft) {
    let t = tokens(title);
    for (k, tok) in t.iter().enumerate().take(6) {
        if tok.kind != Kind::Number || tok.text.len() > 3 {
            continue;
        }
        let next = t.get(k + 1);
        let suffix = match next {
            Some(n) if n.is_punct('-') => t.get(k + 2),
            Some(n) if n.kind == Kind::Word && n.start == tok.end => Some(n),
            _ => None,
        };
        let Some(s) = suffix else { continue };
        let w = folded_word(s.text);
        let endings = [
            "то", "ти", "ви", "ри", "ми", "мо", "во", "ото", "ий", "ій", "й", "го", "а", "я", "ро",
        ];
        if s.kind == Kind::Word && endings.contains(&w.trim_start_matches('-')) {
            if let Ok(n) = tok.text.parse::<u32>() {
                if (1..=300).contains(&n) {
                    f.reg.edition = Some(f.on(n, line));
                }
            }
            return;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn name(text: &str) -> Option<String> {
        names_in(text).into_iter().filter(|(_, s)| *s >= 3).max_by_key(|(_, s)| *s).map(|(n, _)| n)
    }

    #[test]
    fn names_of_events_in_sentences() {
        for (text, want) in [
            ("Започва VII Международен шахматен фестивал за купата на Община Варна", "VII Международен шахматен фестивал за купата на Община Варна"),
            ("На 29 октомври в гр. Казанлък ще се проведе детският шахматен турнир за Купа „Народни будители“.", "Купа „Народни будители“"),
            ("Втори открит турнир по шахмат за Купа „Плевен XXI“ ще се проведе тази събота", "Втори открит турнир по шахмат за Купа „Плевен XXI“"),
            ("Велико Търново ще бъде домакин на шахматния фестивал „Търновско царство“", "„Търновско царство“"),
            ("У Житомирі з 19 по 28 вересня відбудеться чемпіонат України з шахів серед юнаків та дівчат віком до 12 років.", "чемпіонат України з шахів серед юнаків та дівчат віком до 12 років"),
            ("Запрошуємо шахістів прийняти участь у Відкритому чемпіонаті Хмельницької області з швидких шахів, який відбудеться 19-20 серпня", "Відкритий чемпіонат Хмельницької області з швидких шахів"),
            ("Чоловіча та жіноча збірні України зіграють на командному чемпіонаті Європи.", "командний чемпіонат Європи"),
            ("На 15 и 16 Октомври в Стражица ще се проведе XXI турнир по шахмат.", "XXI турнир по шахмат"),
        ] {
            assert_eq!(name(text).as_deref(), Some(want), "{text}");
        }
        assert_eq!(name("Турнир по ускорен шах за деца ще се проведе в Монтана"), None);
        assert_eq!(name("Утре от 09.30 часа ще се проведе открит турнир по ускорен шах."), None);
    }

    #[test]
    fn the_regulation_word_in_any_spelling() {
        assert!(after_regulation_word("Р Е Г Л А М Е Н Т").is_some());
        assert!(after_regulation_word("РEГЛАМЕНТ").is_some());
        assert_eq!(after_regulation_word("Регламентът е утвърден"), None);
        let t = "Р Е Г Л А М Е Н Т на Държавните отборни първенства";
        assert_eq!(&t[after_regulation_word(t).unwrap()..], " на Държавните отборни първенства");
    }
}
