//! Validity and claims (the rating lists the event counts for, qualification, average rating,
//! category, norms), the officials (`Главен съдия – Милен Петров, международен съдия`, `до
//! главния съдия Здравко Недев`, `Головний суддя змагань, міжнародний арбітр Олег Товчига`,
//! `Помічники судді: …`, `директор чемпіонату і головний суддя Микола Боднар`), the appeals
//! procedure, the prizes and the signatures at the foot.

use super::lexicon::{excerpt, strip_end};
use super::reading::Reading;
use super::{Block, Draft, Words};
use crate::import::doc::{Document, Para};
use crate::model::review as codes;
use crate::model::{
    Appeals, DeadlineFrom, Money, NormClaim, Official, Prize, RatedFor, Role, Signature, Validity,
};
use crate::prose::chars::Lowercase as _;
use crate::prose::pattern::{find, P};
use crate::prose::text::{folded_word, tokens, Kind, Token};
use crate::source::Spanned;
use crate::vocab::points::Points;
use crate::vocab::Title;

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
) -> Vec<RatedFor> {
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
            out.push(RatedFor::FideBlitz);
        }
        if rapid {
            out.push(RatedFor::FideRapid);
        }
        if standard || !rapid && !blitz {
            match class {
                Some(GameClass::Rapid) if !standard => out.push(RatedFor::FideRapid),
                Some(GameClass::Blitz) if !standard => out.push(RatedFor::FideBlitz),
                _ => out.push(RatedFor::FideStandard),
            }
        }
        out.dedup();
    }
    if national {
        out.push(RatedFor::National);
    }
    out
}

/// The class of the time control the draft gives (rapid, blitz, standard), if any.
fn class_of(f: &Draft) -> Option<crate::vocab::fide::time::GameClass> {
    use crate::vocab::fide::time::GameClass;
    let tc = f.reg.time_control.as_ref()?;
    let base = tc.periods.first()?.minutes.value;
    let inc = tc.increment_seconds.as_ref().map_or(0, |i| i.value);
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
pub fn validity_and_claims(r: &Reading, w: Words, f: &mut Draft) {
    let class = class_of(f);
    let mut validity = Validity::default();
    for p in &r.paras {
        for &(a, b) in p.sentences() {
            let s = &p.text[a..b];
            for kind in rated_in(s, &p.text, class) {
                if !validity.rated.iter().any(|k| k.value == kind) {
                    validity.rated.push(f.on(kind, p.line_at(a)));
                }
            }
        }
    }
    for p in &r.paras {
        let lower = p.text.lowercase();
        let line = p.line();
        if lower.contains("квалификационно значение") || lower.contains("кваліфікаційне значення")
        {
            validity.qualification = Some(f.on(p.text.trim().to_string(), line));
        }
        let t = p.read.tokens();
        let relegated = find(
            t,
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
        .map(|m| m.number(t, 3))
        .or_else(|| {
            find(t, &[P::W(&["останні"]), P::Nw, P::S(&["місц"]), P::W(&["вибувають"])])
                .map(|m| m.number(t, 1))
        })
        .flatten();
        if let Some(n) = relegated {
            validity.relegated = Some(f.on(n, line));
        }
        // `Среден коефициент ФИДЕ – 2182`.
        if let Some(m) = find(
            t,
            &[P::S(&["среден", "середній"]), P::S(&["коефициент", "рейтинг"]), P::Gap(4), P::N],
        ) {
            if let Some(n) =
                m.at.last()
                    .copied()
                    .flatten()
                    .map(|i| &t[i])
                    .filter(|x| x.text.len() == 4 && x.text.starts_with(['1', '2']))
            {
                if let (Some(value), None) = (n.number(), &f.reg.claims.average_rating) {
                    f.reg.claims.average_rating = Some(f.on(value, line));
                    f.placeholder(line, n.start, n.end, "average_rating");
                }
            }
        }
        // `Турнирът е от VІ - Ж категория`.
        if let Some(m) = find(
            t,
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
                m.token(t, 2),
                // The category ends at its letter (`Ж`), before the word `категория`.
                m.at[4].or(m.at[2]).and_then(|i| t.get(i)),
            );
            if let (Some(a), Some(z)) = (s0, s1) {
                let cat = p.text[a.start..z.end].trim().to_string();
                let cat = if m.token(t, 4).is_some() { cat } else { a.text.to_string() };
                if let Some((n, women)) = crate::model::parse_category(&cat) {
                    let len = cat.len();
                    f.reg.claims.category = Some(f.on((cat, n, women), line));
                    f.placeholder(line, a.start, a.start + len, "category");
                }
            }
        }
        norms(p, t, f);
    }
    let first = [
        validity.rated.first().map(|x| x.span),
        validity.qualification.as_ref().map(|x| x.span),
        validity.relegated.as_ref().map(|x| x.span),
    ]
    .into_iter()
    .flatten()
    .min_by_key(|s| s.start);
    if let Some(span) = first {
        validity.span = span;
        f.reg.validity = Some(validity);
    }
    let _ = w;
}

/// `Норма за международен майстор – 7.0 точки от 11 партии (при наличие на 6 противнички …)`
/// and `за норма от 9 или 10 партии са необходими 5 противнички`.
fn norms(p: &super::reading::Paragraph, t: &[Token<'_>], f: &mut Draft) {
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
            Title::GM
        } else if title_words.contains("фиде") {
            Title::FM
        } else {
            Title::IM
        };
        let whole = m.token(t, 3).map(|x| x.text).unwrap_or("0");
        let frac = m.token(t, 5).map(|x| x.text).filter(|x| *x != "0");
        let points = match frac {
            Some(fr) => format!("{whole}.{fr}"),
            None => whole.to_string(),
        };
        let games = m.token(t, 8).and_then(|x| x.number());
        let mut norm = NormClaim {
            title: f.on(title, line),
            points: Points::parse(&points).map(|p| f.on(p, line)),
            games: games.map(|g| f.on(g, line)),
            titled: None,
            span: f.at(line),
        };
        let rest_tokens = &t[m.end.min(t.len())..];
        if let Some(k) = find(rest_tokens, &[P::N, P::S(&["противни", "суперниц", "суперник"])])
        {
            if k.start < 12 {
                if let Some(n) = k.token(rest_tokens, 0).and_then(|n| n.number()) {
                    norm.titled = Some(f.on(n, line));
                }
            }
        }
        f.reg.claims.norms.push(norm);
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
        let title = f.reg.claims.norms.first().map_or(Title::IM, |n| n.title.value);
        let k = m.token(t, 9).and_then(|x| x.number());
        for g in [m.token(t, 3), m.token(t, 5)].into_iter().flatten() {
            let norm = NormClaim {
                title: f.on(title, line),
                points: None,
                games: g.number().map(|g| f.on(g, line)),
                titled: k.map(|k| f.on(k, line)),
                span: f.at(line),
            };
            f.reg.claims.norms.push(norm);
        }
    }
}

/// Roles as texts write them, longest first, and the role.
const ROLES: &[(&str, Role)] = &[
    ("заместник главен съдия", Role::DeputyArbiter),
    ("заместник главния съдия", Role::DeputyArbiter),
    ("зам. главен съдия", Role::DeputyArbiter),
    ("зам.главен съдия", Role::DeputyArbiter),
    ("заступник головного судді", Role::DeputyArbiter),
    ("заступник головного арбітра", Role::DeputyArbiter),
    ("главен съдия", Role::ChiefArbiter),
    ("главния съдия", Role::ChiefArbiter),
    ("главният съдия", Role::ChiefArbiter),
    ("гл. съдия", Role::ChiefArbiter),
    ("головний суддя", Role::ChiefArbiter),
    ("головного судді", Role::ChiefArbiter),
    ("головним суддею", Role::ChiefArbiter),
    ("головний арбітр", Role::ChiefArbiter),
    ("директор на турнира", Role::Director),
    ("директорът на турнира", Role::Director),
    ("директорът на  турнира", Role::Director),
    ("главното съдийство на", Role::ChiefArbiter),
    ("главното съдийство", Role::ChiefArbiter),
    ("головним арбітром", Role::ChiefArbiter),
    ("суддями турніру були", Role::Arbiter),
    ("суддями були", Role::Arbiter),
    ("судитиме", Role::Arbiter),
    ("судили", Role::Arbiter),
    ("директор турніру", Role::Director),
    ("директор чемпіонату", Role::Director),
    ("директор змагань", Role::Director),
    ("турнирен директор", Role::Director),
    ("помічники судді", Role::Arbiter),
    ("помічник судді", Role::Arbiter),
    ("судді змагань", Role::Arbiter),
    ("съдии", Role::Arbiter),
    ("съдия", Role::Arbiter),
    ("суддя", Role::Arbiter),
];

/// Words between a role and the name that are not the name (`на турнира`, `змагань`, `ще е`).
const ROLE_FILLERS: &[&str] = &[
    "бе",
    "беше",
    "бяха",
    "був",
    "була",
    "були",
    "буде",
    "будуть",
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
        "майстер",
        "майстор",
        "спорту",
        "спорта",
        "класу",
        "клас",
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
        // A capitalised preposition or conjunction opens the next sentence (`Петросянц Є.П.
        // Для проведення …`).
        if x.is_any(&[
            "для", "за", "на", "в", "у", "з", "по", "от", "до", "при", "і", "и", "та", "а",
        ]) {
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
pub fn officials(r: &Reading, w: Words, f: &mut Draft) {
    let mut first_line = None;
    let mut found: Vec<(Role, String, Option<String>, usize)> = Vec::new();
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
            let list = roles.contains(&Role::Arbiter);
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
            if names.is_empty() && roles == [Role::Director] {
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
                    let doctor = Official {
                        role: f.on(Role::Doctor, p.line_at(i)),
                        name: f.on(name.to_string(), p.line_at(i)),
                        category: None,
                        fide_id: None,
                    };
                    push_official(f, doctor);
                }
            }
        }
    }
    for (role, name, category, line) in found {
        let official = Official {
            role: f.on(role, line),
            name: f.on(name, line),
            category: category.map(|c| f.on(c, line)),
            fide_id: None,
        };
        push_official(f, official);
    }
    // A role and a name after it (two or three capitalised words, initials) are read as
    // written: no mark.
    let _ = (first_line, w);
}

/// Adds an official unless the same role and name (and category) are already there.
fn push_official(f: &mut Draft, o: Official) {
    let same = |x: &Official| {
        x.role.value == o.role.value
            && x.name.value == o.name.value
            && x.category.as_ref().map(|c| &c.value) == o.category.as_ref().map(|c| &c.value)
    };
    if !f.reg.officials.iter().any(same) {
        f.reg.officials.push(o);
    }
}

/// The appeals: deadline, fee, refund, finality, the committee.
/// Who a line of the appeals committee names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Committee {
    Chair,
    Member,
    Reserve,
}

impl Committee {
    fn add(self, ap: &mut Appeals, name: Spanned<String>) {
        match self {
            Committee::Chair => ap.chair = Some(name),
            Committee::Member => ap.members.push(name),
            Committee::Reserve => ap.reserves.push(name),
        }
    }
}

pub fn appeals(doc: &Document, w: Words, f: &mut Draft) {
    let mut ap = Appeals::default();
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
                let hours = m.token(&t, 4).is_some_and(|u| u.starts_any(&["час", "годин"]));
                let what = m.token(&t, 8).map(|x| folded_word(x.text)).unwrap_or_default();
                let after = if what.starts_with("решени")
                    || what.starts_with("рішенн")
                    || what.starts_with("съдийско")
                {
                    DeadlineFrom::Decision
                } else {
                    DeadlineFrom::Round
                };
                let n = m.token(&t, 3).and_then(|x| x.number()).unwrap_or(0);
                let minutes = if hours { n.saturating_mul(60) } else { n };
                ap.deadline = Some(f.on((minutes, after), p.line));
            }
            // The fee: the first amount after `такса`, `застава`.
            if let Some(i) =
                ["такса", "застав", "внесок"].iter().filter_map(|x| lower.find(x)).min()
            {
                if let Some(a) = crate::prose::amounts(&p.text).into_iter().find(|a| a.start > i) {
                    let money = Money { amount: a.amount, currency: a.currency.to_string() };
                    ap.fee = Some(f.on(money, p.line));
                }
            }
        }
        if (lower.contains("бъде уважена") || lower.contains("задоволення протесту"))
            && (lower.contains("връща") || lower.contains("повертається"))
        {
            ap.refund_if_upheld = Some(f.on(true, p.line));
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
            ap.final_decision = Some(f.on(true, p.line));
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
        .map(|m| m.token(&t, 5).and_then(|x| x.number()))
        .or_else(|| {
            find(&t, &[P::W(&["у"]), P::W(&["складі"]), P::N, P::W(&["осіб"])])
                .map(|m| m.token(&t, 2).and_then(|x| x.number()))
        }) {
            if let Some(n) = m {
                ap.stated_size = Some(f.on(n, p.line));
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
            "председател" | "голова" => Some(Committee::Chair),
            "членове" | "член" | "члени" => Some(Committee::Member),
            "резерви" | "резерва" => Some(Committee::Reserve),
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
                    for n in names {
                        let n = f.on(n, p.line);
                        kw.add(&mut ap, n);
                    }
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
                    let kw = if chair { Committee::Chair } else { Committee::Member };
                    let n = f.on(name.to_string(), p.line);
                    kw.add(&mut ap, n);
                    committee_line.get_or_insert(p.line);
                    continue;
                }
            }
            in_committee = false;
        }
    }
    let first = [
        ap.chair.as_ref().map(|x| x.span),
        ap.members.first().map(|x| x.span),
        ap.reserves.first().map(|x| x.span),
        ap.stated_size.as_ref().map(|x| x.span),
        ap.deadline.as_ref().map(|x| x.span),
        ap.fee.as_ref().map(|x| x.span),
        ap.refund_if_upheld.as_ref().map(|x| x.span),
        ap.final_decision.as_ref().map(|x| x.span),
    ]
    .into_iter()
    .flatten()
    .min_by_key(|s| s.start);
    if let Some(span) = first {
        ap.span = span;
        f.reg.appeals = Some(ap);
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
pub fn prizes(doc: &Document, w: Words, f: &mut Draft) {
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
            let place = k as u32 + 1;
            let mut awards = vec![f.on(format!("{adj} {noun}"), p.line)];
            if let Some(m) = &more {
                awards.push(f.on(m.clone(), p.line));
            }
            let classification =
                individual.then(|| f.on(w.say("индивидуално", "особиста"), p.line));
            f.reg.prizes.push(Prize {
                places: f.on((place, place), p.line),
                awards,
                money: None,
                classification,
                span: f.at(p.line),
            });
        }
    }
}

/// The signatures at the foot: `Главен съдия: ………` over `(Милен Петров, международен съдия)`,
/// or `Головний суддя, міжнародний арбітр      Р. М. Антонова`.
pub fn signatures(doc: &Document, w: Words, f: &mut Draft) {
    let _ = w;
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
                    let signature = Signature {
                        role: f.on(role.to_string(), p.line),
                        name: f.on(n[1..n.len() - 1].trim().to_string(), p.line),
                    };
                    f.reg.signatures.push(signature);
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
        let signature = Signature {
            role: f.on(role.to_string(), p.line),
            name: f.on(name.to_string(), p.line),
        };
        f.reg.signatures.push(signature);
        f.consumed.insert(p.line);
        let lower = role.lowercase();
        if (lower.starts_with("головний суддя") || lower.starts_with("главен съдия"))
            && f.reg.chief_arbiter().is_none()
        {
            let category = role.split_once(',').map(|(_, c)| c.trim().to_string());
            let chief = Official {
                role: f.on(Role::ChiefArbiter, p.line),
                name: f.on(name.to_string(), p.line),
                category: category.filter(|c| !c.is_empty()).map(|c| f.on(c, p.line)),
                fide_id: None,
            };
            push_official(f, chief);
        }
    }
    let _ = excerpt;
}
