//! Validity and claims (the rating lists the event counts for, qualification, average rating,
//! category, norms), the officials (`Главен съдия – Милен Петров, международен съдия`, `до
//! главния съдия Здравко Недев`, `Головний суддя змагань, міжнародний арбітр Олег Товчига`,
//! `Помічники судді: …`, `директор чемпіонату і головний суддя Микола Боднар`), the appeals
//! procedure, the prizes and the signatures at the foot.

use super::lexicon::{excerpt, quote, strip_end};
use super::reading::Reading;
use super::{Block, Facts, Words};
use crate::import::doc::{Document, Para};
use crate::model::keywords::Kw;
use crate::model::review as codes;
use crate::prose::pattern::{find, P};
use crate::prose::scan::Lowercase as _;
use crate::prose::text::{folded_word, sentences, tokens, Kind, Token};

/// Words that say the event counts for a rating (`валиден за`, `важи за`, `з обрахунком`).
const RATED_VERBS: &[&str] = &[
    "валиден",
    "валидно",
    "валидни",
    "валидна",
    "валидност",
    "важи",
    "важат",
    "з обрахунком",
    "с обрахунком",
    "буде обрахован",
    "обрахований",
    "обраховується",
    "зараховується",
    "за изчисляване",
    "за градиране",
    "за обработка",
    "се отчита",
    "обработка във",
    "рейтингов турнір",
];

/// Words that say it does not.
const NOT_RATED: &[&str] = &[
    "не обраховується",
    "не се отчита",
    "не се изчислява",
    "не е валиден",
    "не зараховується",
    "без обрахунку",
];

/// The rating lists a sentence says the event counts for.
fn rated_in(
    s: &str,
    paragraph: &str,
    class: Option<crate::vocab::fide::time::GameClass>,
) -> Vec<Kw> {
    use crate::vocab::fide::time::GameClass;
    let lower = s.lowercase().replace('\u{307}', "");
    if NOT_RATED.iter().any(|x| lower.contains(x)) || !RATED_VERBS.iter().any(|x| lower.contains(x))
    {
        return Vec::new();
    }
    // FIDE's list: `международен рейтинг`, `рейтинг на ФИДЕ`, `FİDE-рейтинг`, `обработка във
    // ФИДЕ` (not `по правилата на ФИДЕ`).
    let words: Vec<String> = tokens(&lower).iter().map(|t| folded_word(t.text)).collect();
    let near_rating = |k: usize| {
        let lo = k.saturating_sub(2);
        // `за международен и български рейтинг`: the noun up to three words on.
        words[lo..(k + 4).min(words.len())].iter().any(|w| {
            w.starts_with("рейтинг")
                || w == "ело"
                || w == "elo"
                || w == "rating"
                || w.starts_with("fide-рейтинг")
                || w == "обработка"
        })
    };
    let fide = words.iter().enumerate().any(|(k, w)| {
        (w.starts_with("международ")
            || w.starts_with("міжнародн")
            || w == "фиде"
            || w == "fide"
            || w == "фіде"
            || w.starts_with("fide-")
            || w.starts_with("фиде-"))
            && near_rating(k)
    });
    let national = [
        "български рейтинг",
        "българско ело",
        "национален",
        "национал",
        "національн",
        "український рейтинг",
    ]
    .iter()
    .any(|x| lower.contains(x));
    let mut out = Vec::new();
    if fide {
        let source = if lower.contains("трите")
            || lower.contains("всички турнири")
            || lower.contains("всіх турнірів")
        {
            paragraph.lowercase()
        } else {
            lower.clone()
        };
        let rapid =
            ["ускорен", "rapid", "рапід", "швидк", "рапид"].iter().any(|x| source.contains(x));
        let blitz = ["блиц", "бліц", "блискавичн", "blitz"].iter().any(|x| source.contains(x));
        let standard = ["класическ", "класичн", "standard"].iter().any(|x| source.contains(x));
        if blitz {
            out.push(Kw::FideBlitz);
        }
        if rapid {
            out.push(Kw::FideRapid);
        }
        if standard || !rapid && !blitz {
            match class {
                Some(GameClass::Rapid) if !standard => out.push(Kw::FideRapid),
                Some(GameClass::Blitz) if !standard => out.push(Kw::FideBlitz),
                _ => out.push(Kw::FideStandard),
            }
        }
        out.dedup();
    }
    if national {
        out.push(Kw::National);
    }
    out
}

/// The class of the time control the draft gives (rapid, blitz, standard), if any.
fn class_of(f: &Facts, w: Words) -> Option<crate::vocab::fide::time::GameClass> {
    use crate::vocab::fide::time::GameClass;
    let periods: Vec<u32> = f
        .entries
        .iter()
        .filter(|(b, e)| *b == Block::TimeControl && e.text.starts_with(w.kw(Kw::Period)))
        .filter_map(|(_, e)| e.text.split_whitespace().nth(1).and_then(|n| n.parse().ok()))
        .collect();
    let inc: u32 = f
        .entries
        .iter()
        .find(|(b, e)| *b == Block::TimeControl && e.text.starts_with(w.kw(Kw::Increment)))
        .and_then(|(_, e)| e.text.split_whitespace().nth(1).and_then(|n| n.parse().ok()))
        .unwrap_or(0);
    let base = *periods.first()?;
    // FIDE's classes for 60 moves: blitz up to 10 minutes, rapid up to 60, standard above.
    let total = base + inc;
    Some(if total <= 10 {
        GameClass::Blitz
    } else if total < 60 {
        GameClass::Rapid
    } else {
        GameClass::Standard
    })
}

/// Rating validity, qualification and relegation; average rating, category and norms.
pub fn validity_and_claims(r: &Reading, w: Words, known: &Facts, f: &mut Facts) {
    let class = class_of(known, w);
    let mut rated: Vec<(Kw, usize)> = Vec::new();
    for p in &r.paras {
        for (a, b) in sentences(&p.text) {
            let s = &p.text[a..b];
            for kw in rated_in(s, &p.text, class) {
                if !rated.iter().any(|(k, _)| *k == kw) {
                    rated.push((kw, p.line_at(a)));
                }
            }
        }
    }
    if let Some((_, line)) = rated.first() {
        let lists: Vec<&str> = rated.iter().map(|(k, _)| w.kw(*k)).collect();
        f.add(Block::Validity, format!("{} {}", w.kw(Kw::Rated), lists.join(" ")), *line);
    }
    for p in &r.paras {
        let lower = p.text.lowercase();
        let line = p.line();
        if lower.contains("квалификационно значение") || lower.contains("кваліфікаційне значення")
        {
            f.add(
                Block::Validity,
                format!("{} {}", w.kw(Kw::Qualification), quote(p.text.trim())),
                line,
            );
        }
        let t = tokens(&p.text);
        let relegated = find(
            &t,
            &[
                P::W(&["класирани"]),
                P::W(&["на"]),
                P::W(&["последните"]),
                P::Nw,
                P::W(&["места"]),
                P::Opt(&P::Pu(",")),
                P::W(&["отпадат"]),
            ],
        )
        .map(|m| m.number(&t, 3))
        .or_else(|| {
            find(&t, &[P::W(&["останні"]), P::Nw, P::S(&["місц"]), P::W(&["вибувають"])])
                .map(|m| m.number(&t, 1))
        })
        .flatten();
        if let Some(n) = relegated {
            f.add(Block::Validity, format!("{} {n}", w.kw(Kw::Relegated)), line);
        }
        // `Среден коефициент ФИДЕ – 2182`.
        if let Some(m) = find(
            &t,
            &[P::S(&["среден", "середній"]), P::S(&["коефициент", "рейтинг"]), P::Gap(4), P::N],
        ) {
            if let Some(n) =
                m.at.last()
                    .copied()
                    .flatten()
                    .map(|i| &t[i])
                    .filter(|x| x.text.len() == 4 && x.text.starts_with(['1', '2']))
            {
                f.add(Block::Claims, format!("{} {}", w.kw(Kw::AverageRating), n.text), line);
                f.placeholder(line, n.start, n.end, "average_rating");
            }
        }
        // `Турнирът е от VІ - Ж категория`.
        if let Some(m) = find(
            &t,
            &[
                P::W(&["е", "є"]),
                P::Opt(&P::W(&["от"])),
                P::Any,
                P::Opt(&P::Pu("-–")),
                P::Opt(&P::W(&["ж", "Ж"])),
                P::S(&["категори"]),
            ],
        ) {
            let (s0, s1) = (
                m.token(&t, 2),
                // The category ends at its letter (`Ж`), before the word `категория`.
                m.at[4].or(m.at[2]).and_then(|i| t.get(i)),
            );
            if let (Some(a), Some(z)) = (s0, s1) {
                let cat = p.text[a.start..z.end].trim().to_string();
                let cat = if m.token(&t, 4).is_some() { cat } else { a.text.to_string() };
                if crate::model::parse_category(&cat).is_some() {
                    f.add(Block::Claims, format!("{} {}", w.kw(Kw::Category), quote(&cat)), line);
                    f.placeholder(line, a.start, a.start + cat.len(), "category");
                }
            }
        }
        norms(p, &t, w, f);
    }
}

/// `Норма за международен майстор – 7.0 точки от 11 партии (при наличие на 6 противнички …)`
/// and `за норма от 9 или 10 партии са необходими 5 противнички`.
fn norms(p: &super::reading::Paragraph, t: &[Token<'_>], w: Words, f: &mut Facts) {
    let line = p.line();
    if let Some(m) = find(
        t,
        &[
            P::W(&["норма"]),
            P::W(&["за"]),
            P::Gap(4),
            P::N,
            P::Opt(&P::Pu(".,")),
            P::Opt(&P::N),
            P::W(&["точки", "очки"]),
            P::W(&["от", "з"]),
            P::N,
            P::S(&["парти"]),
        ],
    ) {
        let title_words =
            &p.text[t[m.start].start..m.token(t, 3).map_or(0, |x| x.start)].lowercase();
        let title = if title_words.contains("гросм") {
            "GM"
        } else if title_words.contains("фиде") {
            "FM"
        } else {
            "IM"
        };
        let whole = m.token(t, 3).map(|x| x.text).unwrap_or("0");
        let frac = m.token(t, 5).map(|x| x.text).filter(|x| *x != "0");
        let points = match frac {
            Some(fr) => format!("{whole}.{fr}"),
            None => whole.to_string(),
        };
        let games = m.token(t, 8).map(|x| x.text).unwrap_or("0");
        let mut text = format!(
            "{} {title} {} {points} {} {games}",
            w.kw(Kw::Norm),
            w.kw(Kw::Points),
            w.kw(Kw::Games)
        );
        let rest_tokens = &t[m.end.min(t.len())..];
        if let Some(k) = find(rest_tokens, &[P::N, P::S(&["противни", "суперниц", "суперник"])])
        {
            if k.start < 12 {
                if let Some(n) = k.token(rest_tokens, 0) {
                    text.push_str(&format!(" {} {}", w.kw(Kw::Titled), n.text));
                }
            }
        }
        f.add(Block::Claims, text, line);
    }
    if let Some(m) = find(
        t,
        &[
            P::W(&["за"]),
            P::W(&["норма"]),
            P::W(&["от"]),
            P::N,
            P::Opt(&P::W(&["или"])),
            P::Opt(&P::N),
            P::S(&["парти"]),
            P::W(&["са"]),
            P::S(&["необходими"]),
            P::N,
            P::S(&["противни"]),
        ],
    ) {
        let title = f
            .entries
            .iter()
            .find(|(b, e)| *b == Block::Claims && e.text.starts_with(w.kw(Kw::Norm)))
            .and_then(|(_, e)| e.text.split_whitespace().nth(1).map(str::to_string))
            .unwrap_or_else(|| "IM".into());
        let k = m.token(t, 9).map(|x| x.text).unwrap_or("0");
        for g in [m.token(t, 3), m.token(t, 5)].into_iter().flatten() {
            f.add(
                Block::Claims,
                format!(
                    "{} {title} {} {} {} {k}",
                    w.kw(Kw::Norm),
                    w.kw(Kw::Games),
                    g.text,
                    w.kw(Kw::Titled)
                ),
                line,
            );
        }
    }
}

/// Roles as texts write them, longest first, and the role.
const ROLES: &[(&str, Kw)] = &[
    ("заместник главен съдия", Kw::Deputy),
    ("заместник главния съдия", Kw::Deputy),
    ("зам. главен съдия", Kw::Deputy),
    ("зам.главен съдия", Kw::Deputy),
    ("заступник головного судді", Kw::Deputy),
    ("заступник головного арбітра", Kw::Deputy),
    ("главен съдия", Kw::ChiefArbiter),
    ("главния съдия", Kw::ChiefArbiter),
    ("главният съдия", Kw::ChiefArbiter),
    ("гл. съдия", Kw::ChiefArbiter),
    ("головний суддя", Kw::ChiefArbiter),
    ("головного судді", Kw::ChiefArbiter),
    ("головним суддею", Kw::ChiefArbiter),
    ("головний арбітр", Kw::ChiefArbiter),
    ("директор на турнира", Kw::Director),
    ("директор турніру", Kw::Director),
    ("директор чемпіонату", Kw::Director),
    ("директор змагань", Kw::Director),
    ("турнирен директор", Kw::Director),
    ("помічники судді", Kw::Arbiter),
    ("помічник судді", Kw::Arbiter),
    ("судді змагань", Kw::Arbiter),
    ("съдии", Kw::Arbiter),
    ("съдия", Kw::Arbiter),
    ("суддя", Kw::Arbiter),
];

/// Words between a role and the name that are not the name (`на турнира`, `змагань`, `ще е`).
const ROLE_FILLERS: &[&str] = &[
    "на",
    "турнира",
    "турнир",
    "състезанието",
    "първенството",
    "змагань",
    "турніру",
    "чемпіонату",
    "е",
    "ще",
    "бъде",
    "буде",
    "є",
    "це",
    "–",
    "-",
    "—",
    ":",
    ",",
    "турнірі",
];

/// Category words after a role or a name (`международен съдия`, `міжнародний арбітр`).
fn category_start(t: &Token<'_>) -> bool {
    t.starts_any(&[
        "международ",
        "міжнародн",
        "национал",
        "національн",
        "съдия",
        "суддя",
        "арбітр",
        "републиканск",
        "категор",
        "фиде",
        "fide",
        "ia",
        "fa",
        "na",
    ])
}

/// A name at token `k`: capitalised words (two or three), initials (`Р. М.`, `Н.Б.`) and the
/// titles before a name (`гм`, `д-р`); `None` when fewer than two words.
fn name_at(text: &str, t: &[Token<'_>], k: usize) -> Option<(String, usize)> {
    let mut words = 0;
    let mut i = k;
    let start = t.get(k)?.start;
    let mut end = start;
    // A title or a degree before the name.
    if t.get(i).is_some_and(|x| x.is_any(&["гм", "мм", "фм", "инж", "д-р", "др", "ia", "fa"]))
    {
        i += 1;
        if t.get(i).is_some_and(|x| x.is_punct('.')) {
            i += 1;
        }
    }
    while let Some(x) = t.get(i) {
        if x.kind != Kind::Word || !x.capitalised() {
            break;
        }
        // Not across a line break.
        if i > k && text[t[i - 1].end..x.start].contains('\n') {
            break;
        }
        let initial = x.text.chars().count() <= 2
            && t.get(i + 1).is_some_and(|d| d.is_punct('.') && d.start == x.end);
        if initial {
            end = t[i + 1].end;
            i += 2;
            words += 1;
            continue;
        }
        if x.text.chars().all(|c| c.is_uppercase())
            && (x.text.chars().count() > 3 || crate::vocab::notation::roman(x.text).is_some())
        {
            break;
        }
        // Not a name: an event's word (`ІІІ Шаховий фестиваль`).
        if t.get(i + 1).is_some_and(|n| {
            n.starts_any(&[
                "фестивал",
                "турнир",
                "турнір",
                "чемпіонат",
                "първенств",
                "кубок",
                "купа",
            ])
        }) {
            break;
        }
        // A place (`от София`) or a role word ends the name.
        if crate::vocab::places::locality(x.text).is_some() && words >= 2 {
            break;
        }
        words += 1;
        end = x.end;
        i += 1;
        if words == 3 {
            break;
        }
    }
    let name = text[start..end].trim().to_string();
    let surnames = name.split_whitespace().filter(|w| w.chars().count() > 2).count();
    (words >= 2 && surnames >= 1).then_some((name, i))
}

/// The officials a text names, read from every sentence.
pub fn officials(r: &Reading, w: Words, f: &mut Facts) {
    let mut first_line = None;
    let mut found: Vec<(Kw, String, Option<String>, usize)> = Vec::new();
    for p in &r.paras {
        // A signature line read as such (`Головний суддя, міжнародний арбітр    Р. М. Антонова`).
        if f.consumed.contains(&p.line()) && p.lines.len() == 1 {
            continue;
        }
        let text = &p.text;
        let lower = text.lowercase();
        let t = tokens(text);
        let mut consumed_until = 0usize;
        let mut at = 0;
        // The next place each role is written at the start of a word, from `at` on: kept
        // between turns, so each role's search goes through the paragraph once (searching
        // every role from every place a role was found made a long paragraph quadratic).
        let first_from = |role: &str, mut from: usize| -> Option<usize> {
            while let Some(i) = lower.get(from..)?.find(role) {
                let i = from + i;
                if i == 0 || !lower[..i].ends_with(|c: char| c.is_alphabetic()) {
                    return Some(i);
                }
                from = i + role.chars().next().map_or(1, char::len_utf8);
            }
            None
        };
        let mut next: Vec<Option<usize>> =
            ROLES.iter().map(|(role, _)| first_from(role, 0)).collect();
        while at < lower.len() {
            for (n, (role, _)) in next.iter_mut().zip(ROLES) {
                if n.is_some_and(|i| i < at) {
                    *n = first_from(role, at);
                }
            }
            let Some((start, len, kw)) = next
                .iter()
                .zip(ROLES)
                .filter_map(|(n, (role, kw))| n.map(|i| (i, role.len(), *kw)))
                .min_by_key(|(i, len, _)| (*i, usize::MAX - len))
            else {
                break;
            };
            at = start + len;
            if start < consumed_until {
                continue;
            }
            // `директор чемпіонату і головний суддя Микола Боднар`: roles joined share the name.
            let mut roles = vec![kw];
            let mut k = t.partition_point(|x| x.start < at);
            loop {
                while t.get(k).is_some_and(|x| {
                    ROLE_FILLERS.contains(&folded_word(x.text).as_str())
                        || x.kind == Kind::Punct && "–-—:,".contains(x.text)
                }) {
                    k += 1;
                }
                // A category before the name (`Головний суддя змагань, міжнародний арбітр Олег
                // Товчига`).
                while t.get(k).is_some_and(|x| category_start(x) && !x.capitalised()) {
                    k += 1;
                }
                if t.get(k).is_some_and(|x| x.is_any(&["і", "и", "та"])) {
                    let after = t.get(k + 1).map_or(0, |x| x.start);
                    if let Some((_, l2, kw2)) = ROLES
                        .iter()
                        .filter_map(|(role, kw)| {
                            lower[after..].starts_with(role).then_some((after, role.len(), *kw))
                        })
                        .max_by_key(|x| x.1)
                    {
                        roles.push(kw2);
                        at = after + l2;
                        k = t.partition_point(|x| x.start < at);
                        continue;
                    }
                }
                break;
            }
            let mut names: Vec<(String, Option<String>)> = Vec::new();
            let list = roles.contains(&Kw::Arbiter);
            let mut j = k;
            while let Some((name, after)) = name_at(text, &t, j) {
                // The category after the name (`, международен съдия`, `- национален съдия`).
                let mut category = None;
                let mut q = after;
                if t.get(q).is_some_and(|x| x.kind == Kind::Punct && ",-–—".contains(x.text))
                    && t.get(q + 1).is_some_and(category_start)
                {
                    let from = t[q + 1].start;
                    let rest = &text[from..];
                    let stop = rest.find(['.', ',', ';']).unwrap_or(rest.len());
                    let cat = strip_end(&rest[..stop]);
                    consumed_until = from + stop;
                    if !cat.is_empty() {
                        category = Some(cat);
                    }
                    q = t.partition_point(|x| x.start < from + stop);
                }
                names.push((name, category));
                if !list {
                    break;
                }
                // `A, B та C`.
                if t.get(q).is_some_and(|x| x.is_punct(',') || x.is_any(&["та", "и", "і"])) {
                    j = q + 1;
                    continue;
                }
                break;
            }
            // `Олена Харчишина директор турніру`: the name before the role.
            if names.is_empty() && roles == [Kw::Director] {
                let before = t.partition_point(|x| x.start < start);
                if before >= 2 {
                    if let Some((name, after)) = name_at(text, &t, before - 2) {
                        if after == before {
                            names.push((name, None));
                        }
                    }
                }
            }
            let line = p.line_at(start);
            for (name, category) in names {
                for role in &roles {
                    if !found.iter().any(|(r, n, _, _)| r == role && *n == name) {
                        found.push((*role, name.clone(), category.clone(), line));
                        first_line.get_or_insert(line);
                    }
                }
            }
        }
        // The doctor: `Лекар на турнира е д-р Йордан Стоилов.`
        if let Some(i) = lower.find("лекар на").or_else(|| lower.find("лікар")) {
            let after = &text[i..];
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
                        p.line_at(i),
                    );
                }
            }
        }
    }
    for (kw, name, category, line) in &found {
        let mut text = format!("{} {}", w.kw(*kw), quote(name));
        if let Some(c) = category {
            text.push_str(&format!(" {}", quote(c)));
        }
        f.add(Block::Officials, text, *line);
    }
    if let Some(line) = first_line {
        f.mark(
            Block::Officials,
            codes::PEOPLE_GUESSED,
            w.say(
                &format!("съдиите са прочетени от текста (от {} нататък); проверете имената и длъжностите", w.line(line)),
                &format!("суддів прочитано з тексту (з рядка {}); перевірте імена й посади", line + 1),
            ),
        );
    }
}

/// The appeals: deadline, fee, refund, finality, the committee.
pub fn appeals(doc: &Document, w: Words, f: &mut Facts) {
    let mut committee_line = None;
    let mut in_committee = false;
    for p in doc.all_paragraphs() {
        let lower = p.text.lowercase();
        let t = tokens(&p.text);
        let about = ["контестац", "обжалва", "протест", "апеляц"].iter().any(|x| lower.contains(x));
        if about {
            let deadline = find(
                &t,
                &[
                    P::W(&["не"]),
                    P::W(&["по-късно", "пізніше"]),
                    P::Opt(&P::W(&["от"])),
                    P::N,
                    P::S(&["час", "годин", "минут", "мин", "хв", "хвилин"]),
                    P::Opt(&P::Pu(".")),
                    P::Opt(&P::Pu(",")),
                    P::W(&["след", "після"]),
                    P::Word,
                ],
            );
            if let Some(m) = deadline {
                let unit = if m.token(&t, 4).is_some_and(|u| u.starts_any(&["час", "годин"]))
                {
                    Kw::Hours
                } else {
                    Kw::Minutes
                };
                let what = m.token(&t, 8).map(|x| folded_word(x.text)).unwrap_or_default();
                let after = if what.starts_with("решени")
                    || what.starts_with("рішенн")
                    || what.starts_with("съдийско")
                {
                    Kw::Decision
                } else {
                    Kw::Round
                };
                let n = m.token(&t, 3).map(|x| x.text).unwrap_or("0");
                f.add(
                    Block::Appeals,
                    format!(
                        "{} {n} {} {} {}",
                        w.kw(Kw::Deadline),
                        w.kw(unit),
                        w.kw(Kw::After),
                        w.kw(after)
                    ),
                    p.line,
                );
            }
            // The fee: the first amount after `такса`, `застава`.
            if let Some(i) =
                ["такса", "застав", "внесок"].iter().filter_map(|x| lower.find(x)).min()
            {
                if let Some(a) = crate::prose::amounts(&p.text).into_iter().find(|a| a.start > i) {
                    f.add(
                        Block::Appeals,
                        format!("{} {} {}", w.kw(Kw::Fee), a.amount, a.currency),
                        p.line,
                    );
                }
            }
        }
        if (lower.contains("бъде уважена") || lower.contains("задоволення протесту"))
            && (lower.contains("връща") || lower.contains("повертається"))
        {
            f.add(Block::Appeals, format!("{} {}", w.kw(Kw::Refund), w.kw(Kw::IfUpheld)), p.line);
        }
        let final_bg = find(
            &t,
            &[
                P::W(&["решението"]),
                P::W(&["на"]),
                P::Word,
                P::S(&["комитет", "жури", "комисия"]),
                P::W(&["е"]),
                P::W(&["окончателно"]),
            ],
        );
        let final_uk = find(
            &t,
            &[P::W(&["рішення"]), P::Word, P::Word, P::Opt(&P::W(&["є"])), P::S(&["остаточн"])],
        );
        if final_bg.is_some() || final_uk.is_some() {
            f.add(Block::Appeals, w.kw(Kw::Final).to_string(), p.line);
        }
        if let Some(m) = find(
            &t,
            &[
                P::S(&["комитет"]),
                P::W(&["е"]),
                P::W(&["в"]),
                P::W(&["състав"]),
                P::W(&["от"]),
                P::N,
                P::W(&["души"]),
            ],
        )
        .map(|m| m.token(&t, 5).map(|x| x.text.to_string()))
        .or_else(|| {
            find(&t, &[P::W(&["у"]), P::W(&["складі"]), P::N, P::W(&["осіб"])])
                .map(|m| m.token(&t, 2).map(|x| x.text.to_string()))
        }) {
            if let Some(n) = m {
                f.add(Block::Appeals, format!("{} {n}", w.kw(Kw::Size)), p.line);
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
        // `Председател:гм Петър Генов`, `членове:гм … и мм …`, `резерви: …`.
        let head: String = lower.trim_start().chars().take_while(|c| c.is_alphabetic()).collect();
        let role = match head.as_str() {
            "председател" | "голова" => Some(Kw::Chair),
            "членове" | "член" | "члени" => Some(Kw::Member),
            "резерви" | "резерва" => Some(Kw::Reserve),
            _ => None,
        };
        if let (Some(kw), Some(colon)) = (role, p.text.find(':')) {
            let before = &lower[..colon];
            if before.trim().chars().all(char::is_alphabetic) {
                let names: Vec<String> = p.text[colon + 1..]
                    .trim()
                    .trim_end_matches('.')
                    .split([',', ';'])
                    .flat_map(|x| x.split(" и ").map(str::to_string).collect::<Vec<_>>())
                    .flat_map(|x| x.split(" та ").map(str::to_string).collect::<Vec<_>>())
                    .map(|x| x.trim().trim_end_matches('.').to_string())
                    .filter(|x| !x.is_empty())
                    .collect();
                if !names.is_empty() {
                    let quoted: Vec<String> = names.iter().map(|n| quote(n)).collect();
                    f.add(Block::Appeals, format!("{} {}", w.kw(kw), quoted.join(" ")), p.line);
                    committee_line.get_or_insert(p.line);
                }
                continue;
            }
        }
        if in_committee {
            // `1) Д-р Стефан Сергиев – Председател.`
            let tt = p.text.trim_start();
            let numbered =
                tt.chars().next().is_some_and(|c| c.is_ascii_digit()) && tt[1..].starts_with(')');
            if numbered {
                let body = tt[2..].trim().trim_end_matches('.').trim();
                let (name, chair) = match body.rsplit_once('–') {
                    Some((n, r))
                        if ["председател", "голова"].contains(&r.trim().lowercase().as_str()) =>
                    {
                        (n.trim(), true)
                    }
                    _ => (body, false),
                };
                if !name.is_empty() && !name.contains('.')
                    || name.starts_with("Д-р")
                    || name.starts_with("д-р")
                {
                    let kw = if chair { Kw::Chair } else { Kw::Member };
                    f.add(Block::Appeals, format!("{} {}", w.kw(kw), quote(name)), p.line);
                    committee_line.get_or_insert(p.line);
                    continue;
                }
            }
            in_committee = false;
        }
    }
    if let Some(line) = committee_line {
        f.mark(
            Block::Appeals,
            codes::PEOPLE_GUESSED,
            w.say(
                &format!("съставът на комитета е прочетен от {} нататък; проверете кой е председател, член и резерва", w.line(line)),
                &format!("склад комітету прочитано з рядка {}; перевірте, хто голова, член і резерв", line + 1),
            ),
        );
    }
}

/// Prizes: "… на първо, второ и трето място получават съответно златен, сребърен и бронзов
/// медал".
pub fn prizes(doc: &Document, w: Words, f: &mut Facts) {
    for p in doc.all_paragraphs() {
        let lower = p.text.lowercase();
        let places = ["първ", "три места", "първите 3 места", "първите трима"]
            .iter()
            .any(|x| lower.contains(x));
        let Some(i) = lower.find("съответно ") else { continue };
        if !places || !(lower[..i].contains("получават") || lower[..i].contains("получава"))
        {
            continue;
        }
        let extra = lower[..i].trim_end().ends_with("купи и").then(|| "купи".to_string());
        let rest = &p.text[i + "съответно ".len()..];
        let t = tokens(rest);
        // `A, B и C NOUN [и MORE]`.
        let words: Vec<&Token<'_>> = t.iter().take(8).collect();
        if words.len() < 6 || !(words[1].is_punct(',') && words[3].is_any(&["и"])) {
            continue;
        }
        let (a, b, c, noun) = (words[0].text, words[2].text, words[4].text, words[5].text);
        if !folded_word(noun).starts_with("медал") {
            continue;
        }
        let more = match (words.get(6), words.get(7)) {
            (Some(x), Some(y)) if x.is_any(&["и"]) && y.kind == Kind::Word => {
                Some(y.text.to_string())
            }
            _ => None,
        }
        .or(extra);
        let individual = lower.starts_with("индивидуално класиране");
        for (k, adj) in [a, b, c].iter().enumerate() {
            let mut text =
                format!("{} {} {}", w.kw(Kw::Place), k + 1, quote(&format!("{adj} {noun}")));
            if let Some(m) = &more {
                text.push_str(&format!(" {}", quote(m)));
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

/// The signatures at the foot: `Главен съдия: ………` over `(Милен Петров, международен съдия)`,
/// or `Головний суддя, міжнародний арбітр      Р. М. Антонова`.
pub fn signatures(doc: &Document, w: Words, f: &mut Facts) {
    let paras: Vec<&Para> = doc.all_paragraphs();
    for (i, p) in paras.iter().enumerate() {
        let text = p.text.trim();
        // `Role: ……………`
        if let Some((role, dots)) = text.split_once(':') {
            let role = role.trim();
            let dots = dots.trim();
            let filled = !dots.is_empty() && dots.chars().all(|c| matches!(c, '.' | '…' | '_'));
            if filled && (3..=60).contains(&role.chars().count()) && !role.contains(['…', '_']) {
                let Some(next) = paras.get(i + 1) else { continue };
                let n = next.text.trim();
                if n.starts_with('(') && n.ends_with(')') && (5..=82).contains(&n.chars().count()) {
                    f.add(
                        Block::Signatures,
                        format!(
                            "{} {} {}",
                            w.kw(Kw::Signature),
                            quote(role),
                            quote(n[1..n.len() - 1].trim())
                        ),
                        p.line,
                    );
                    f.consumed.insert(p.line);
                    f.consumed.insert(next.line);
                }
                continue;
            }
        }
        // `Головний суддя, міжнародний арбітр      Р. М. Антонова`: a wide gap.
        let starts = ["Головний", "Главен", "Заступник", "Председател", "Голова"]
            .iter()
            .any(|s| text.starts_with(s));
        if !starts || i + 3 < paras.len() {
            continue;
        }
        // The gap: a tab, or three blanks or more (spaces or no-break spaces).
        let chars: Vec<(usize, char)> = p.text.char_indices().collect();
        let gap = chars.windows(3).find(|w| w.iter().all(|(_, c)| c.is_whitespace()));
        let Some(g) = gap.map(|w| w[0].0) else { continue };
        let role = p.text[..g].trim();
        let name = p.text[g..].trim();
        if role.chars().count() < 3 || name.chars().count() < 3 || role.contains('\t') {
            continue;
        }
        f.add(
            Block::Signatures,
            format!("{} {} {}", w.kw(Kw::Signature), quote(role), quote(name)),
            p.line,
        );
        f.consumed.insert(p.line);
        let lower = role.lowercase();
        if (lower.starts_with("головний суддя") || lower.starts_with("главен съдия"))
            && !f
                .entries
                .iter()
                .any(|(b, e)| *b == Block::Officials && e.text.starts_with(w.kw(Kw::ChiefArbiter)))
        {
            let category = role.split_once(',').map(|(_, c)| c.trim().to_string());
            let mut t = format!("{} {}", w.kw(Kw::ChiefArbiter), quote(name));
            if let Some(cat) = category.filter(|c| !c.is_empty()) {
                t.push_str(&format!(" {}", quote(&cat)));
            }
            f.add(Block::Officials, t, p.line);
        }
    }
    let _ = excerpt;
}
