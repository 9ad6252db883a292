//! Validity and claims (rating lists, qualification, average rating, category, norms), the
//! officials, the appeals procedure, the prizes and the signatures at the foot.

use super::lexicon::{number_word, quote};
use super::{Block, Facts, Words};
use crate::import::codes;
use crate::import::doc::{Document, Para};
use crate::import::group;
use crate::model::keywords::Kw;
use regex::Regex;
use std::sync::LazyLock;

fn re(p: &str) -> Regex {
    Regex::new(p).expect("regex")
}

static AVERAGE: LazyLock<Regex> = LazyLock::new(|| {
    re(r"(?i)(?:среден\s+(?:коефициент|рейтинг)|середній\s+рейтинг)[^\d]{0,15}(?P<n>[12]\d{3})")
});
static CATEGORY: LazyLock<Regex> = LazyLock::new(|| {
    re(r"(?i)(?:е\s+от|є)\s+(?P<c>[IVXІХ]{1,5}(?:\s*[-–]\s*Ж)?|\d{1,2})\s+категори")
});
static NORM: LazyLock<Regex> = LazyLock::new(|| {
    re(
        r"(?i)норма\s+за\s+(?P<t>международен\s+майстор|международен\s+гросмайстор|гросмайстор|майстор\s+на\s+фиде|міжнародн\w+\s+майстр\w*|гросмейстер\w*)[^\d]{0,10}(?P<p>\d{1,2}(?:[.,]\d)?)\s+точки\s+от\s+(?P<g>\d{1,2})\s+партии(?:[^\d]{0,30}(?P<k>\d{1,2})\s+противни)?",
    )
});
static SMALLER_NORMS: LazyLock<Regex> = LazyLock::new(|| {
    re(
        r"(?i)за\s+норма\s+от\s+(?P<a>\d{1,2})(?:\s+или\s+(?P<b>\d{1,2}))?\s+партии\s+са\s+необходими\s+(?P<k>\d{1,2})\s+противни",
    )
});
static RELEGATED: LazyLock<Regex> = LazyLock::new(|| {
    re(
        r"(?i)класирани\s+на\s+последните\s+(?P<n>\w+)\s+места,?\s+отпадат|останні\s+(?P<n2>\w+)\s+місц\w*\s+вибувають",
    )
});

fn title_code(words: &str) -> &'static str {
    let w = words.to_lowercase();
    if w.contains("гросм") {
        "GM"
    } else if w.contains("фиде") {
        "FM"
    } else {
        "IM"
    }
}

/// Rating validity, qualification and relegation; average rating, category and norms.
pub fn validity_and_claims(doc: &Document, w: Words, f: &mut Facts) {
    for p in doc.all_paragraphs() {
        let lower = p.text.to_lowercase();
        let rated_sentence = (lower.contains("валиден")
            || lower.contains("важи")
            || lower.contains("зараховується")
            || lower.contains("обрахунк"))
            && (lower.contains("рейтинг"));
        if rated_sentence {
            let mut lists = Vec::new();
            if lower.contains("международен")
                || lower.contains("фиде")
                || lower.contains("міжнародн")
                || lower.contains("фіде")
            {
                lists.push(w.kw(Kw::FideStandard));
            }
            if lower.contains("български")
                || lower.contains("национален")
                || lower.contains("національн")
                || lower.contains("українськ")
            {
                lists.push(w.kw(Kw::National));
            }
            if !lists.is_empty() {
                f.add(Block::Validity, format!("{} {}", w.kw(Kw::Rated), lists.join(" ")), p.line);
            }
        }
        if lower.contains("квалификационно значение") || lower.contains("кваліфікаційн")
        {
            f.add(
                Block::Validity,
                format!("{} {}", w.kw(Kw::Qualification), quote(p.text.trim())),
                p.line,
            );
        }
        if let Some(c) = RELEGATED.captures(&p.text) {
            if let Some(n) = c.name("n").or(c.name("n2")).and_then(|m| number_word(m.as_str())) {
                f.add(Block::Validity, format!("{} {n}", w.kw(Kw::Relegated)), p.line);
            }
        }
        if let Some(n) = AVERAGE.captures(&p.text).and_then(|c| c.name("n")) {
            f.add(Block::Claims, format!("{} {}", w.kw(Kw::AverageRating), n.as_str()), p.line);
            f.placeholder(p.line, n.start(), n.end(), "average_rating");
        }
        if let Some(m) = CATEGORY.captures(&p.text).and_then(|c| c.name("c")) {
            if crate::model::parse_category(m.as_str()).is_some() {
                f.add(
                    Block::Claims,
                    format!("{} {}", w.kw(Kw::Category), quote(m.as_str())),
                    p.line,
                );
                f.placeholder(p.line, m.start(), m.end(), "category");
            }
        }
        if let Some(c) = NORM.captures(&p.text) {
            let points = group(&c, "p").replace(',', ".");
            let points = points.strip_suffix(".0").unwrap_or(&points).to_string();
            let mut text = format!(
                "{} {} {} {points} {} {}",
                w.kw(Kw::Norm),
                title_code(group(&c, "t")),
                w.kw(Kw::Points),
                w.kw(Kw::Games),
                &group(&c, "g")
            );
            if let Some(k) = c.name("k") {
                text.push_str(&format!(" {} {}", w.kw(Kw::Titled), k.as_str()));
            }
            f.add(Block::Claims, text, p.line);
        }
        if let Some(c) = SMALLER_NORMS.captures(&p.text) {
            let title = f
                .entries
                .iter()
                .find(|(b, e)| *b == Block::Claims && e.text.starts_with(w.kw(Kw::Norm)))
                .and_then(|(_, e)| e.text.split_whitespace().nth(1).map(str::to_string))
                .unwrap_or_else(|| "IM".into());
            for g in [c.name("a"), c.name("b")].into_iter().flatten() {
                f.add(
                    Block::Claims,
                    format!(
                        "{} {title} {} {} {} {}",
                        w.kw(Kw::Norm),
                        w.kw(Kw::Games),
                        g.as_str(),
                        w.kw(Kw::Titled),
                        &group(&c, "k")
                    ),
                    p.line,
                );
            }
        }
    }
}

/// A role, as the officials' sentences write it.
const ROLES: &[(&str, Kw)] = &[
    ("заместник главен съдия", Kw::Deputy),
    ("зам. главен съдия", Kw::Deputy),
    ("зам.главен съдия", Kw::Deputy),
    ("заступник головного судді", Kw::Deputy),
    ("главен съдия", Kw::ChiefArbiter),
    ("гл. съдия", Kw::ChiefArbiter),
    ("головний суддя", Kw::ChiefArbiter),
    ("съдия", Kw::Arbiter),
    ("суддя", Kw::Arbiter),
];

static NAME: LazyLock<Regex> = LazyLock::new(|| {
    re(
        r"^(?P<name>(?:(?:инж|д-р|др|гм|мм|фм|IA|FA|NA)\.?\s+)?(?:\p{Lu}\.\s*){0,2}\p{Lu}[\p{Ll}'’-]+(?:\s+\p{Lu}[\p{Ll}'’-]+){0,2})\s*(?:[,–-]\s*(?P<cat>[^,.;]+))?",
    )
});

/// The officials: "Главен съдия – Милен Петров, международен съдия", the doctor.
pub fn officials(doc: &Document, w: Words, f: &mut Facts) {
    let mut guessed = None;
    for p in doc.all_paragraphs() {
        let lower = p.text.to_lowercase();
        // Every role named in the line, left to right.
        let mut at = 0;
        while at < lower.len() {
            let Some((start, len, kw)) = ROLES
                .iter()
                .filter_map(|(r, kw)| lower[at..].find(r).map(|i| (at + i, r.len(), *kw)))
                .min_by_key(|(i, len, _)| (*i, usize::MAX - len))
            else {
                break;
            };
            at = start + len;
            let rest = p.text[at..].trim_start_matches([' ', ':', '–', '-', '—']).trim_start();
            // "Главен съдия: ……" (a signature line) and "главния съдия" in a sentence are not entries.
            if rest.starts_with(['.', '…', '(', '_']) || rest.is_empty() {
                continue;
            }
            let sentence_start = lower[..start].trim().is_empty()
                || lower[..start].trim_end().ends_with([',', '.', ';']);
            if !sentence_start {
                continue;
            }
            let Some(c) = NAME.captures(rest) else { continue };
            let name = group(&c, "name").trim();
            if name.split_whitespace().count() < 2 {
                continue;
            }
            let mut text = format!("{} {}", w.kw(kw), quote(name));
            if let Some(cat) = c.name("cat") {
                let cat = cat.as_str().trim();
                let lc = cat.to_lowercase();
                if lc.contains("съдия")
                    || lc.contains("арбітр")
                    || lc.contains("суддя")
                    || lc.contains("категор")
                {
                    text.push_str(&format!(" {}", quote(cat)));
                }
            }
            f.add(Block::Officials, text, p.line);
            guessed.get_or_insert(p.line);
        }
        if let Some(i) = lower.find("лекар на").or_else(|| lower.find("лікар")) {
            let after = &p.text[i..];
            if let Some(j) =
                after.find(" е ").or_else(|| after.find(" – ")).or_else(|| after.find(": "))
            {
                let name = after[j..]
                    .trim_start_matches([' ', 'е', '–', ':'])
                    .trim()
                    .trim_end_matches('.')
                    .trim();
                if !name.is_empty()
                    && !name.ends_with("...")
                    && !name.ends_with('…')
                    && name.chars().filter(|c| c.is_alphabetic()).count() > 4
                {
                    f.add(
                        Block::Officials,
                        format!("{} {}", w.kw(Kw::Doctor), quote(name)),
                        p.line,
                    );
                }
            }
        }
    }
    if let Some(line) = guessed {
        f.mark(Block::Officials, codes::PEOPLE_GUESSED, w.say(
            &format!("съдиите са прочетени от текста (от {} нататък); проверете имената и длъжностите", w.line(line)),
            &format!("суддів прочитано з тексту (з рядка {}); перевірте імена й посади", line + 1),
        ));
    }
}

static DEADLINE: LazyLock<Regex> = LazyLock::new(|| {
    re(
        r"(?i)не\s+(?:по-късно|пізніше)\s+(?:от\s+)?(?P<n>\d{1,3})\s*(?P<u>час\w*|годин\w*|минут\w*|мин\.?|хв\.?|хвилин\w*)[,\s]*(?:след|після)\s+(?P<what>\S+\s+\S+)",
    )
});
static FEE: LazyLock<Regex> = LazyLock::new(|| {
    re(
        r"(?i)(?:такса|застав\w*|внесок)\s+(?:в\s+размер\s+(?:на\s+)?|у\s+розмірі\s+)?(?P<n>\d{1,5}(?:[.,]\d{2})?)\s*(?:\([^)]*\)\s*)?(?P<c>лв\.?|лева|евро|€|грн\.?|EUR|BGN|UAH)",
    )
});
static REFUND: LazyLock<Regex> = LazyLock::new(|| {
    re(r"(?i)(?:бъде\s+уважена|задоволення\s+протесту).{0,60}(?:връща|повертається)")
});
static FINAL: LazyLock<Regex> = LazyLock::new(|| {
    re(
        r"(?i)решението\s+на\s+\S+\s+(?:комитет|жури|комисия)\s+е\s+окончателно|рішення\s+\S+\s+\S+\s+(?:є\s+)?остаточн",
    )
});
static MEMBERS_LINE: LazyLock<Regex> = LazyLock::new(|| {
    re(
        r"(?i)^\s*(?P<role>председател|членове|член|резерви|резерва|голова|члени)\s*:\s*(?P<names>.+?)\s*\.?$",
    )
});
static NUMBERED_MEMBER: LazyLock<Regex> = LazyLock::new(|| {
    re(r"^\s*\d\)\s*(?P<name>[^–.]+?)\s*(?:–\s*(?P<role>Председател|Голова))?\.?\s*$")
});
static SIZE: LazyLock<Regex> = LazyLock::new(|| {
    re(r"(?i)комитет\w*\s+е\s+в\s+състав\s+от\s+(?P<n>\d)\s+души|у\s+складі\s+(?P<n2>\d)\s+осіб")
});

/// The appeals: deadline, fee, refund, finality, the committee.
pub fn appeals(doc: &Document, w: Words, f: &mut Facts) {
    let mut committee_line = None;
    let mut in_committee = false;
    for p in doc.all_paragraphs() {
        let lower = p.text.to_lowercase();
        let about_appeals = lower.contains("контестац")
            || lower.contains("обжалва")
            || lower.contains("протест")
            || lower.contains("апеляц");
        if about_appeals {
            if let Some(c) = DEADLINE.captures(&p.text) {
                let unit = if group(&c, "u").to_lowercase().starts_with("час")
                    || group(&c, "u").to_lowercase().starts_with("годин")
                {
                    Kw::Hours
                } else {
                    Kw::Minutes
                };
                let what = group(&c, "what").to_lowercase();
                let after = if what.contains("решени") || what.contains("рішенн") {
                    Kw::Decision
                } else {
                    Kw::Round
                };
                f.add(
                    Block::Appeals,
                    format!(
                        "{} {} {} {} {}",
                        w.kw(Kw::Deadline),
                        &group(&c, "n"),
                        w.kw(unit),
                        w.kw(Kw::After),
                        w.kw(after)
                    ),
                    p.line,
                );
            }
        }
        if let Some(c) = FEE.captures(&p.text) {
            if about_appeals || lower.contains("контестац") {
                let cur = crate::model::currency_code(group(&c, "c")).unwrap_or("BGN");
                let amount = group(&c, "n").replace(',', ".");
                f.add(Block::Appeals, format!("{} {amount} {cur}", w.kw(Kw::Fee)), p.line);
            }
        }
        if REFUND.is_match(&p.text) {
            f.add(Block::Appeals, format!("{} {}", w.kw(Kw::Refund), w.kw(Kw::IfUpheld)), p.line);
        }
        if FINAL.is_match(&p.text) {
            f.add(Block::Appeals, w.kw(Kw::Final).to_string(), p.line);
        }
        if let Some(c) = SIZE.captures(&p.text) {
            if let Some(n) = c.name("n").or(c.name("n2")) {
                f.add(Block::Appeals, format!("{} {}", w.kw(Kw::Size), n.as_str()), p.line);
            }
            in_committee = true;
            continue;
        }
        if lower.contains("турнирния комитет в състав")
            || lower.contains("обжалвани пред") && lower.trim_end().ends_with(':')
        {
            in_committee = true;
            continue;
        }
        if let Some(c) = MEMBERS_LINE.captures(&p.text) {
            let role = group(&c, "role").to_lowercase();
            let kw = if role.starts_with("председ") || role.starts_with("голов") {
                Kw::Chair
            } else if role.starts_with("резерв") {
                Kw::Reserve
            } else {
                Kw::Member
            };
            let names: Vec<String> = group(&c, "names")
                .split([',', ';'])
                .flat_map(|x| x.split(" и ").map(str::to_string).collect::<Vec<_>>())
                .flat_map(|x| x.split(" та ").map(str::to_string).collect::<Vec<_>>())
                .map(|x| x.trim().trim_end_matches('.').to_string())
                .filter(|x| !x.is_empty())
                .collect();
            if !names.is_empty() {
                let quoted: Vec<String> = names.iter().map(|n| quote(n)).collect();
                let kw_text = if kw == Kw::Reserve {
                    w.kw(Kw::Reserve).to_string()
                } else {
                    w.kw(kw).to_string()
                };
                f.add(Block::Appeals, format!("{kw_text} {}", quoted.join(" ")), p.line);
                committee_line.get_or_insert(p.line);
            }
            continue;
        }
        if in_committee {
            if let Some(c) = NUMBERED_MEMBER.captures(&p.text) {
                let kw = if c.name("role").is_some() { Kw::Chair } else { Kw::Member };
                f.add(
                    Block::Appeals,
                    format!("{} {}", w.kw(kw), quote(group(&c, "name").trim())),
                    p.line,
                );
                committee_line.get_or_insert(p.line);
                continue;
            }
            in_committee = false;
        }
    }
    if let Some(line) = committee_line {
        f.mark(Block::Appeals, codes::PEOPLE_GUESSED, w.say(
            &format!("съставът на комитета е прочетен от {} нататък; проверете кой е председател, член и резерва", w.line(line)),
            &format!("склад комітету прочитано з рядка {}; перевірте, хто голова, член і резерв", line + 1),
        ));
    }
}

static RESPECTIVELY: LazyLock<Regex> = LazyLock::new(|| {
    re(
        r"(?i)(?:първ\w+\s+три\s+места|първо,\s+второ\s+и\s+трето\s+място|първите\s+3\s+места|първите\s+трима)[^.]*?(?:получават|получава)\s+(?P<extra>купи\s+и\s+)?съответно\s+(?P<a>\S+),\s+(?P<b>\S+)\s+и\s+(?P<c>\S+)\s+(?P<noun>медал\w*)(?:\s+и\s+(?P<more>\w+))?",
    )
});

/// Prizes: "… на първо, второ и трето място получават съответно златен, сребърен и бронзов медал".
pub fn prizes(doc: &Document, w: Words, f: &mut Facts) {
    for p in doc.all_paragraphs() {
        let Some(c) = RESPECTIVELY.captures(&p.text) else { continue };
        let noun = &group(&c, "noun");
        let lower = p.text.to_lowercase();
        let individual = lower.starts_with("индивидуално класиране");
        for (i, adj) in [&group(&c, "a"), &group(&c, "b"), &group(&c, "c")].iter().enumerate() {
            let mut text =
                format!("{} {} {}", w.kw(Kw::Place), i + 1, quote(&format!("{adj} {noun}")));
            if let Some(more) = c
                .name("more")
                .or(c.name("extra"))
                .map(|m| m.as_str().trim().trim_end_matches(" и").to_string())
            {
                text.push_str(&format!(" {}", quote(&more)));
            }
            if individual {
                text.push_str(&format!(
                    " {} {}",
                    w.kw(Kw::Classification),
                    quote(&w.say("индивидуално", "особиста"))
                ));
            }
            f.add(Block::Prizes, text, p.line);
        }
    }
}

static SIGN_LINE: LazyLock<Regex> =
    LazyLock::new(|| re(r"^\s*(?P<role>[^:…_]{3,60}?)\s*:\s*[.…_]{3,}\s*$"));
static SIGN_NAME: LazyLock<Regex> = LazyLock::new(|| re(r"^\s*\((?P<name>[^)]{3,80})\)\s*$"));
static SIGN_GAP: LazyLock<Regex> = LazyLock::new(|| {
    re(
        r"^\s*(?P<role>(?:Головний|Главен|Заступник|Председател|Голова)[^\t]{2,60}?)(?:\s{3,}|\t+)(?P<name>\S.{2,60}?)\s*$",
    )
});

/// The signatures at the foot: `Главен съдия: ………` over `(Милен Петров, международен съдия)`,
/// or `Головний суддя, міжнародний арбітр      Р. М. Антонова`.
pub fn signatures(doc: &Document, w: Words, f: &mut Facts) {
    let paras: Vec<&Para> = doc.all_paragraphs();
    for (i, p) in paras.iter().enumerate() {
        if let Some(c) = SIGN_LINE.captures(&p.text) {
            let Some(next) = paras.get(i + 1) else { continue };
            let Some(n) = SIGN_NAME.captures(&next.text) else { continue };
            f.add(
                Block::Signatures,
                format!(
                    "{} {} {}",
                    w.kw(Kw::Signature),
                    quote(group(&c, "role").trim()),
                    quote(n["name"].trim())
                ),
                p.line,
            );
            f.consumed.insert(p.line);
            f.consumed.insert(next.line);
        } else if let Some(c) = SIGN_GAP.captures(&p.text) {
            if i + 3 < paras.len() {
                continue;
            }
            let role = group(&c, "role").trim();
            let name = group(&c, "name").trim();
            f.add(
                Block::Signatures,
                format!("{} {} {}", w.kw(Kw::Signature), quote(role), quote(name)),
                p.line,
            );
            f.consumed.insert(p.line);
            // The chief arbiter signs: "Головний суддя, міжнародний арбітр … Р. М. Антонова".
            let lower = role.to_lowercase();
            if (lower.starts_with("головний суддя") || lower.starts_with("главен съдия"))
                && !f.entries.iter().any(|(b, e)| {
                    *b == Block::Officials && e.text.starts_with(w.kw(Kw::ChiefArbiter))
                })
            {
                let category = role.split_once(',').map(|(_, c)| c.trim().to_string());
                let mut text = format!("{} {}", w.kw(Kw::ChiefArbiter), quote(name));
                if let Some(cat) = category.filter(|c| !c.is_empty()) {
                    text.push_str(&format!(" {}", quote(&cat)));
                }
                f.add(Block::Officials, text, p.line);
            }
        }
    }
}
