//! How the event is played: the system and rounds, team or individual, the participants (a
//! table of players, a list of teams), the composition of teams and the time control.

use super::lexicon::excerpt;
use super::reading::{Reading, Topic};
use super::{Block, Draft, Known, Words};
use crate::import::doc::Document;
use crate::model::review as codes;
use crate::model::{
    Competitors, Format, Period, Player, Players, System, Team, TeamRules, Teams, TimeControl,
};
use crate::prose::chars::Lowercase as _;
use crate::prose::pattern::{find, find_all, P};
use crate::prose::text::{folded_word, tokens, Kind, Token};
use crate::source::Spanned;
use crate::vocab::Title;

/// Words that make the event a team event when its name carries them.
const TEAM_STEMS: &[&str] =
    &["отборн", "отбори", "отбора", "отборите", "командн", "команди", "збірн"];

/// Teams as the ones who play (`всички отбори`, `представники 23 команд`, `сімейні команди`).
const TEAM_NOUNS: &[&str] = &[
    "отбори",
    "отбора",
    "отборите",
    "команди",
    "команд",
    "командам",
    "командами",
    "збірні",
    "збірних",
    "збірними",
    "команд-учасниць",
];

/// True for a team event: its title, or a sentence about who takes part, names teams.
pub fn is_team(r: &Reading, f: &Draft) -> bool {
    let title = f.reg.title.value.clone();
    let tt = tokens(&title);
    if tt.iter().any(|t| t.starts_any(TEAM_STEMS) || t.text == "ДОП") {
        return true;
    }
    for (n, p) in r.paras.iter().enumerate().take(30) {
        // The heading area names this event; later sentences may name others (`право на
        // участие в Държавното отборно първенство`, `европейска отборна шампионка`).
        let heading = n < 4 && p.before_sections;
        for &(a, b) in p.sentences() {
            let t = p.tokens_in(a, b);
            let takes_part = t.iter().any(|x| {
                x.starts_any(&[
                    "участ",
                    "допуск",
                    "запрошу",
                    "беруть",
                    "играят",
                    "играе",
                    "з’їхал",
                    "з'їхал",
                    "зійшл",
                    "право",
                    "отборите",
                    "сімейні",
                ])
            });
            let teams = t.iter().enumerate().any(|(k, x)| {
                x.is_any(TEAM_NOUNS)
                    && !t.get(k + 1).is_some_and(|n| n.starts("залік") || n.starts("класиран"))
                    && !t.get(k.wrapping_sub(1)).is_some_and(|n| n.starts("командн"))
            });
            if takes_part && teams {
                return true;
            }
            // `12 команд боролись …`, `8 отбора ще играят`: teams counted.
            let counted_teams = t.windows(2).any(|w| {
                (w[0].kind == Kind::Number || crate::prose::pattern::value(&w[0]).is_some())
                    && w[1].is_any(TEAM_NOUNS)
            });
            // `командного чемпіонату`, `отборен шампион`, `отборно първенство`: the event's
            // noun with the adjective for teams.
            let team_event = heading
                && (t.windows(3).any(|w| {
                    w[0].starts_any(&["командн", "отборн"])
                        && w[2].starts_any(&["шампион", "чемпіон"])
                }) || t.windows(2).any(|w| {
                    w[0].starts_any(&["командн", "отборн"])
                        && w[1].starts_any(&[
                            "чемпіонат",
                            "першіст",
                            "кубок",
                            "турнір",
                            "първенств",
                            "шампион",
                            "турнир",
                            "купа",
                        ])
                }));
            if counted_teams || team_event {
                return true;
            }
        }
    }
    false
}

/// A sentence's pairing system: `Some(Some(kw))` when it names one, `Some(None)` when it names
/// several or leaves it open (`по швейцарска или кръгова система – в зависимост от броя`).
fn system_of(t: &[Token<'_>]) -> Option<Option<Format>> {
    let mut found: Vec<Format> = Vec::new();
    for (k, x) in t.iter().enumerate() {
        if x.kind != Kind::Word {
            continue;
        }
        let w = folded_word(x.text);
        let near_system = |k: usize| {
            let lo = k.saturating_sub(3);
            t[lo..(k + 4).min(t.len())].iter().any(|y| y.starts_any(&["систем", "тип"]))
        };
        let kw = if w.starts_with("двукръгов") || w.starts_with("двоколов") {
            Some(Format::DoubleRoundRobin)
        } else if (w.starts_with("кръгов") || w.starts_with("колов") || w.starts_with("кругов"))
            && near_system(k)
        {
            Some(Format::RoundRobin)
        } else if matches!(
            w.as_str(),
            "швейцарска"
                | "швейцарската"
                | "швейцарською"
                | "швейцарської"
                | "швейцарська"
                | "швейцарську"
        ) || (w.starts_with("швейцарск") || w.starts_with("швейцарськ")) && near_system(k)
        {
            Some(Format::Swiss)
        } else if w == "всеки" && t.get(k + 1).is_some_and(|n| n.is("срещу"))
            || w == "кожен" && t.get(k + 1).is_some_and(|n| n.is("з"))
            || w == "round-robin"
        {
            Some(Format::RoundRobin)
        } else if w == "swiss" && t.get(k + 1).is_some_and(|n| n.is("system")) {
            Some(Format::Swiss)
        } else {
            None
        };
        if let Some(kw) = kw {
            if !found.contains(&kw) {
                found.push(kw);
            }
        }
    }
    // `в два кръга`, `у два кола`: a double round robin.
    if find(t, &[P::W(&["в", "у"]), P::W(&["два", "две", "дві"]), P::S(&["кръга", "кола"])])
        .is_some()
        && found.contains(&Format::RoundRobin)
    {
        return Some(Some(Format::DoubleRoundRobin));
    }
    if found.is_empty() {
        return None;
    }
    let open = t.iter().any(|x| x.is_any(&["или", "або", "чи"])) && found.len() > 1
        || t.windows(2)
            .any(|w| w[0].is_any(&["в", "у"]) && w[1].starts_any(&["зависимост", "залежност"]));
    if found.len() > 1 || open {
        return Some(None);
    }
    Some(found.first().copied())
}

/// The system, the rounds and the competitors.
pub fn system(r: &Reading, w: Words, known: &Known, f: &mut Draft) {
    let mut format: Option<(Format, usize)> = None;
    let mut open: Option<usize> = None;
    let mut rounds: Vec<(u32, usize, usize, usize, String)> = Vec::new();
    let candidates =
        r.about(Topic::System).chain(r.paras.iter().filter(|p| p.topic != Topic::System));
    let mut seen_lines = std::collections::BTreeSet::new();
    for p in candidates {
        if !seen_lines.insert(p.line()) {
            continue;
        }
        for &(a, b) in p.sentences() {
            let t = p.tokens_in(a, b);
            match system_of(t) {
                Some(Some(kw)) if format.is_none() => format = Some((kw, p.line_at(a))),
                Some(Some(kw)) if format.is_some_and(|(k, _)| k != kw) && open.is_none() => {
                    open = Some(p.line_at(a))
                }
                Some(None) if open.is_none() => open = Some(p.line_at(a)),
                _ => {}
            }
            // `съответно в 9 и 7 кръга`: two events' counts, the first written with a mark.
            for m in find_all(
                t,
                &[
                    P::W(&["в", "у"]),
                    P::N,
                    P::W(&["и", "і", "та"]),
                    P::N,
                    P::S(&["кръга", "турів", "тури"]),
                ],
            ) {
                if let (Some(n), Some(tok)) = (m.number(t, 1), m.token(t, 1)) {
                    rounds.push((n, p.line_at(a), tok.start, tok.end, p.text.clone()));
                    if let Some(n2) = m.number(t, 3) {
                        rounds.push((n2, p.line_at(a), tok.start, tok.end, p.text.clone()));
                    }
                }
            }
            for (n, _) in p.read.round_counts().iter().filter(|(n, _)| a <= n.start && n.end <= b) {
                // `в 7 кръга или по кръгова система`: the count of one case.
                if n.value == 0 || n.value > 99 {
                    continue;
                }
                rounds.push((n.value as u32, p.line_at(n.start), n.start, n.end, p.text.clone()));
            }
            // `седем /7/ кръга`: the word and the digits in slashes.
            for m in find_all(
                t,
                &[P::Nw, P::Pu("/"), P::N, P::Pu("/"), P::S(&["кръга", "турів", "тури"])],
            ) {
                if let (Some(n), Some(tok)) = (m.number(t, 2), m.token(t, 2)) {
                    rounds.push((n, p.line_at(a), tok.start, tok.end, p.text.clone()));
                }
            }
        }
    }
    let team = known.team;
    let competitors = if team { Competitors::Team } else { Competitors::Individual };
    let mut distinct: Vec<u32> = rounds.iter().map(|r| r.0).collect();
    distinct.dedup();
    distinct.sort_unstable();
    distinct.dedup();
    let open_line = open.filter(|_| format.is_none() || open.is_some());
    let decided = format.filter(|_| open.is_none());
    if decided.is_none() && rounds.is_empty() && !team {
        // The players are named, the system is not: the draft takes the event as individual
        // and says so (`check` reports the missing system through the mark).
        let players = r.paras.iter().take(40).any(|p| {
            p.read.tokens().iter().any(|x| {
                x.starts_any(&[
                    "шахматист",
                    "състезател",
                    "участни",
                    "учасни",
                    "шахіст",
                    "гравц",
                    "юнак",
                    "дівчат",
                    "момчета",
                    "момичета",
                ])
            })
        });
        if players && open_line.is_none() {
            // The document says nothing of the system: `check` says so (V903); the draft states
            // only what it knows, an individual event.
            let line = r.paras.iter().find(|p| !p.before_sections).map_or(0, |p| p.line());
            f.reg.system = Some(System {
                competitors,
                format: None,
                rounds: None,
                lots: None,
                software: None,
                span: f.at(line),
            });
            return;
        }
        if let Some(line) = open_line {
            f.mark(
                Block::System,
                codes::SYSTEM_UNCLEAR,
                w.say(
                    &format!("{} не решава системата (назовава повече от една или я оставя отворена); системата не е записана", w.line(line)),
                    &format!("рядок {} не визначає систему (називає кілька або лишає відкритою); систему не записано", line + 1),
                ),
            );
        }
        return;
    }
    let mut line = None;
    let mut format = None;
    let mut count = None;
    if let Some((kind, l)) = decided {
        format = Some(f.on(kind, l));
        line = Some(l);
    }
    if let Some((n, l, start, end, para)) = rounds.first() {
        count = Some(f.on(*n, *l));
        line = line.or(Some(*l));
        // The placeholder goes where the count is written, in the paragraph's own line.
        if let Some(pl) = r.paras.iter().find(|p| p.text == *para) {
            let at = pl.lines.iter().rev().find(|(o, _)| *o <= *start).copied();
            if let Some((o, li)) = at {
                let lt = &para[o..];
                let line_len = lt.find(" ").map_or(lt.len(), |_| lt.len());
                let _ = line_len;
                f.placeholder_in_line(li, para, *start, *end, "rounds");
            }
        }
        if distinct.len() > 1 {
            let all: Vec<String> = distinct.iter().map(u32::to_string).collect();
            f.mark(
                Block::System,
                codes::SYSTEM_UNCLEAR,
                w.say(
                    &format!(
                        "документът дава различен брой кръгове ({}); записан е първият",
                        all.join(", ")
                    ),
                    &format!(
                        "документ дає різну кількість турів ({}); записано першу",
                        all.join(", ")
                    ),
                ),
            );
        }
    }
    if let Some(l) = open_line.filter(|_| decided.is_none()) {
        f.mark(
            Block::System,
            codes::SYSTEM_UNCLEAR,
            w.say(
                &format!("{} не решава системата (назовава повече от една или я оставя отворена); системата не е записана", w.line(l)),
                &format!("рядок {} не визначає систему (називає кілька або лишає відкритою); систему не записано", l + 1),
            ),
        );
    }
    let line = line.or(open).unwrap_or(0);
    f.reg.system = Some(System {
        competitors,
        format,
        rounds: count,
        lots: None,
        software: None,
        span: f.at(line),
    });
    // The pairing program: the system's `software` (not a system: `Swiss Manager`).
    for p in &r.paras {
        let lower = p.text.lowercase();
        if lower.contains("показател") || lower.contains("показник") || lower.contains("коефіцієнт")
        {
            continue;
        }
        if let Some(i) = lower.find("swiss manager").or_else(|| lower.find("swiss-manager")) {
            let name = p.text[i..i + "swiss manager".len()].to_string();
            let software = f.on(name, p.line_at(i));
            if let Some(system) = f.reg.system.as_mut() {
                system.software = Some(software);
            }
            break;
        }
    }
}

/// A row of a table of players: number, title, name, rating and the rest (the club).
struct PlayerRow<'a> {
    no: &'a str,
    title: Option<&'a str>,
    name: String,
    rating: &'a str,
    rest: &'a str,
}

/// `   1 GM Voiska Margarita           2319 Lokomotiv Plovdiv`, `1. гм Васил Спасов … 2542 2520`.
fn player_row(line: &str) -> Option<PlayerRow<'_>> {
    let t = line.trim_start();
    let digits = t.bytes().take_while(u8::is_ascii_digit).count();
    if !(1..=3).contains(&digits) {
        return None;
    }
    let no = &t[..digits];
    let mut rest = &t[digits..];
    rest = rest.strip_prefix(['.', ')']).unwrap_or(rest);
    if !rest.starts_with(char::is_whitespace) {
        return None;
    }
    rest = rest.trim_start();
    let mut title = None;
    for tt in ["WGM", "WIM", "WFM", "WCM", "GM", "IM", "FM", "CM"] {
        if let Some(r) = rest.strip_prefix(tt) {
            if r.starts_with(char::is_whitespace) {
                title = Some(tt);
                rest = r.trim_start();
                break;
            }
        }
    }
    // The name: letters, blanks, dots, apostrophes and hyphens up to a four-digit rating.
    let mut name_end = None;
    let mut rating = None;
    for (i, c) in rest.char_indices() {
        if c.is_ascii_digit() {
            let d = rest[i..].bytes().take_while(u8::is_ascii_digit).count();
            let word_before = rest[..i].ends_with(char::is_whitespace);
            let after = &rest[i + d..];
            if d == 4
                && matches!(rest.as_bytes()[i], b'1' | b'2')
                && word_before
                && !after.starts_with(|x: char| x.is_alphanumeric())
            {
                name_end = Some(i);
                rating = Some(&rest[i..i + 4]);
            }
            break;
        }
        if !(c.is_alphabetic() || c.is_whitespace() || matches!(c, '.' | '\'' | '’' | '-')) {
            return None;
        }
    }
    let (end, rating) = (name_end?, rating?);
    let name = rest[..end].split_whitespace().collect::<Vec<_>>().join(" ");
    if !name.starts_with(char::is_alphabetic)
        || !name.ends_with(|c: char| c.is_alphabetic() || c == '.')
    {
        return None;
    }
    // A date line is never a player: `1 ноември 2016`, `5 листопада 2025 р.` (a day, a month
    // name and a year look like a number, a name and a rating).
    if name
        .split_whitespace()
        .any(|w| crate::vocab::calendar::month_from_lowercase(&w.to_lowercase()).is_some())
    {
        return None;
    }
    let after = rest[end + 4..].trim();
    Some(PlayerRow { no, title, name, rating, rest: after })
}

/// `1) Рокада, Пловдив`: number, name and city.
fn team_row(line: &str) -> Option<(&str, String, Option<String>)> {
    let t = line.trim_start();
    let digits = t.bytes().take_while(u8::is_ascii_digit).count();
    if !(1..=2).contains(&digits) {
        return None;
    }
    let rest = t[digits..].strip_prefix(['.', ')'])?;
    if !rest.starts_with(char::is_whitespace) {
        return None;
    }
    let body = rest.trim().trim_end_matches('.').trim();
    if body.is_empty() || body.starts_with(|c: char| c.is_ascii_digit() || c == ',') {
        return None;
    }
    let parts: Vec<&str> = body.split(',').collect();
    if parts.len() > 2 {
        return None;
    }
    let name = parts[0].trim().to_string();
    let city = parts.get(1).map(|c| c.trim().to_string()).filter(|c| !c.is_empty());
    Some((&t[..digits], name, city))
}

fn table_header(line: &str) -> bool {
    tokens(line).iter().any(|t| {
        t.is_any(&[
            "name",
            "име",
            "състезател",
            "irtg",
            "рейтинг",
            "ело",
            "elo",
            "fed",
            "клуб",
            "звание",
            "учасник",
            "учасниці",
            "прізвище",
        ])
    })
}

/// Players (a table of numbered rows with ratings) and teams (a numbered list of clubs).
pub fn participants(doc: &Document, w: Words, known: &Known, f: &mut Draft) {
    // The stated number: `следните 12 състезателки`, `серед 10 учасниць`.
    let mut stated = None;
    for p in doc.all_paragraphs() {
        if let Some((n, _end, teams)) = crate::prose::participant_counts(&p.text).first().copied() {
            stated = Some((n.value as u32, p.line, n.start, n.end, teams));
            break;
        }
    }
    let mut rows: Vec<(Player, usize)> = Vec::new();
    let mut partial = Vec::new();
    let mut headers = Vec::new();
    for p in doc.all_paragraphs() {
        if let Some(r) = player_row(&p.text) {
            // A row whose figures the model cannot hold (a rating of 10 digits) is no player.
            let (Ok(no), Ok(rating)) = (r.no.parse::<u32>(), r.rating.parse::<u32>()) else {
                continue;
            };
            let player = Player {
                number: f.on(no, p.line),
                title: r.title.and_then(Title::parse).map(|t| f.on(t, p.line)),
                name: f.on(r.name.clone(), p.line),
                rating: Some(f.on(rating, p.line)),
                club: (!r.rest.is_empty()).then(|| f.on(r.rest.to_string(), p.line)),
                federation: None,
                fide_id: None,
                sex: None,
                born: None,
                span: f.at(p.line),
            };
            rows.push((player, p.line));
        } else if table_header(&p.text) && p.text.contains('\t') {
            headers.push(p.line);
        } else if p.text.trim_start().starts_with(|c: char| c.is_ascii_digit())
            && p.text.contains('\t')
        {
            partial.push(p.line);
        }
    }
    if let (Some(first), Some(last)) = (rows.first().map(|r| r.1), rows.last().map(|r| r.1)) {
        partial.retain(|l| *l > first && *l <= last + 1);
    }
    if rows.len() >= 2 {
        f.consumed.extend(rows.iter().map(|(_, l)| *l));
        f.consumed.extend(headers);
        f.list_at(Block::Players, rows[0].1);
    } else {
        rows.clear();
        partial.clear();
    }
    if !rows.is_empty() {
        let span = f.at(rows[0].1);
        let players = f.reg.players.get_or_insert_with(|| Players { span, ..Players::default() });
        players.list.extend(rows.into_iter().map(|(p, _)| p));
        for line in partial {
            f.mark(
                Block::Players,
                codes::ROW_PARTLY_READ,
                w.say(
                    &format!(
                        "{} прилича на ред от списъка, но не е прочетен: „{}“",
                        w.line(line),
                        excerpt(&doc.lines[line].text)
                    ),
                    &format!(
                        "рядок {} схожий на рядок списку, але його не прочитано: «{}»",
                        line + 1,
                        excerpt(&doc.lines[line].text)
                    ),
                ),
            );
        }
    }
    let has_players = f.reg.players.as_ref().is_some_and(|p| !p.list.is_empty());
    let is_team_event = known.team || stated.is_some_and(|s| s.4);
    if is_team_event && !has_players {
        let sections = doc.sections_about(&["участ", "отбор", "команд"]);
        for s in sections.iter().take(1) {
            for p in &s.body {
                if let Some((no, name, city)) = team_row(&p.text) {
                    let Ok(no) = no.parse::<u32>() else { continue };
                    let team = Team {
                        number: f.on(no, p.line),
                        name: f.on(name, p.line),
                        city: city.map(|c| f.on(c, p.line)),
                        players: Vec::new(),
                        reserves: Vec::new(),
                        span: f.at(p.line),
                    };
                    if f.reg.teams.is_none() {
                        f.list_at(Block::Teams, p.line);
                    }
                    let span = f.at(p.line);
                    let teams =
                        f.reg.teams.get_or_insert_with(|| Teams { span, ..Teams::default() });
                    teams.list.push(team);
                    f.consumed.insert(p.line);
                }
            }
        }
    }
    if let Some((n, line, start, end, teams)) = stated {
        let to_teams = teams || (is_team_event && !has_players);
        let stated = Some(f.on(n, line));
        let span = f.at(line);
        let name = if to_teams {
            f.reg.teams.get_or_insert_with(|| Teams { span, ..Teams::default() }).stated = stated;
            "teams.count"
        } else {
            f.reg.players.get_or_insert_with(|| Players { span, ..Players::default() }).stated =
                stated;
            "players.count"
        };
        f.placeholder(line, start, end, name);
    }
}

/// The composition of teams: boards, reserves, foreigners, board order, minimum present,
/// lineup deadline.
pub fn composition(doc: &Document, w: Words, f: &mut Draft) {
    let _ = w;
    let mut rules = TeamRules::default();
    for p in doc.all_paragraphs() {
        let t = tokens(&p.text);
        let span = f.at(p.line);
        let boards = find(
            &t,
            &[
                P::S(&["съставени"]),
                P::W(&["от"]),
                P::N,
                P::Opt(&P::W(&["основни"])),
                P::S(&["състезател"]),
                P::Opt(&P::W(&["и"])),
                P::Opt(&P::N),
                P::Opt(&P::S(&["резерв"])),
            ],
        )
        .or_else(|| find(&t, &[P::W(&["складається"]), P::W(&["з"]), P::N]));
        if let Some(m) = boards {
            let b_index = 2;
            if let Some(b) = m.token(&t, b_index).filter(|x| x.kind == Kind::Number) {
                if let (None, Some(n)) = (&rules.boards, b.number()) {
                    rules.boards = Some(Spanned::new(n, span));
                    f.placeholder(p.line, b.start, b.end, "boards");
                    let reserves = m.token(&t, 6).filter(|_| m.token(&t, 7).is_some());
                    if let Some(r) = reserves.and_then(|r| r.number()) {
                        rules.reserves = Some(Spanned::new(r, span));
                    }
                }
            }
        }
        let lower = p.text.lowercase();
        if (lower.contains("нямат право на резерв") || lower.contains("без резерв"))
            && rules.reserves.is_none()
        {
            rules.reserves = Some(Spanned::new(0, span));
        }
        // Foreign players: the number before each "Европейския съюз", outside or inside it.
        let mut from = 0;
        for key in ["европейския съюз", "європейського союзу"] {
            let mut search = 0;
            while let Some(i) = lower[search..].find(key).map(|i| search + i) {
                search = i + key.len();
                if i < from {
                    continue;
                }
                let before = &p.text[from..i];
                let number = before
                    .split(|c: char| !c.is_alphanumeric())
                    .filter_map(|x| crate::prose::number_word(x).or_else(|| x.parse().ok()))
                    .next_back()
                    .and_then(|n| u32::try_from(n).ok());
                if let Some(n) = number {
                    let lb = before.lowercase();
                    let outside = lb.rfind("извън").or_else(|| lb.rfind("поза"));
                    let last_number = before.rfind(|c: char| c.is_ascii_digit()).unwrap_or(0);
                    let kind =
                        if outside.is_some_and(|o| o > last_number) { "non-eu" } else { "eu" };
                    if !rules.foreign_limits.iter().any(|(k, x)| k.value == kind && x.value == n) {
                        rules
                            .foreign_limits
                            .push((Spanned::new(kind.to_string(), span), Spanned::new(n, span)));
                    }
                }
                from = search;
            }
        }
        if lower.contains("тимов лист") && lower.contains("свободен") {
            rules.board_order = Some(Spanned::new("free".to_string(), span));
        }
        if let Some(m) = find(
            &t,
            &[
                P::W(&["редовно"]),
                P::Opt(&P::Pu(",")),
                P::W(&["ако"]),
                P::W(&["се"]),
                P::W(&["явят"]),
                P::W(&["най-малко"]),
                P::N,
            ],
        ) {
            if let Some(n) = m.token(&t, 6).and_then(|x| x.number()) {
                rules.minimum_present = Some(Spanned::new(n, span));
            }
        }
        if lower.contains("тимов") {
            if let Some(m) = find(
                &t,
                &[
                    P::S(&["тимов"]),
                    P::S(&["лист"]),
                    P::Gap(30),
                    P::W(&["не"]),
                    P::W(&["по-късно"]),
                    P::W(&["от"]),
                    P::N,
                    P::S(&["час", "минут"]),
                    P::W(&["преди"]),
                ],
            ) {
                let n = m.token(&t, 6).and_then(|x| x.number()).unwrap_or(0);
                let hours = m.token(&t, 7).is_some_and(|u| u.starts("час"));
                let minutes = if hours { n.saturating_mul(60) } else { n };
                rules.lineup_deadline_minutes = Some(Spanned::new(minutes, span));
            }
        }
    }
    let first = [
        rules.boards.as_ref().map(|x| x.span),
        rules.reserves.as_ref().map(|x| x.span),
        rules.minimum_present.as_ref().map(|x| x.span),
        rules.board_order.as_ref().map(|x| x.span),
        rules.lineup_deadline_minutes.as_ref().map(|x| x.span),
        rules.foreign_limits.first().map(|x| x.0.span),
    ]
    .into_iter()
    .flatten()
    .min_by_key(|s| s.start);
    if let Some(span) = first {
        rules.span = span;
        f.reg.team_rules = Some(rules);
    }
}

/// Words of a sentence that gives the time control.
const CONTROL_WORDS: &[&str] = &[
    "контрол",
    "време за игра",
    "времето за игра",
    "време за мислене",
    "контрола за мислене",
    "час на партію",
    "темп",
];

/// Words for an increment: a sentence that has one and gives no seconds is read only in part.
const INCREMENT_WORDS: &[&str] = &["добавка", "добавяне", "бонус", "додаванн", "інкремент"];

/// Words of a sentence about something else than the main time control.
const NOT_MAIN: &[&str] = &[
    "плей-оф",
    "плейоф",
    "армагедон",
    "тай-брейк",
    "тайбрейк",
    "допълнителни партии",
    "додаткові партії",
    "додаткове змагання",
    "бараж",
];

/// The time control: periods, increment, default time, clocks, Art. 10.2, scoresheets.
pub fn time_control(r: &Reading, w: Words, f: &mut Draft) {
    let lang = r.lang;
    let mut sentences_in: Vec<(String, usize, bool)> = Vec::new();
    for p in r.about(Topic::TimeControl) {
        for &(a, b) in p.sentences() {
            sentences_in.push((p.text[a..b].to_string(), p.line_at(a), true));
        }
    }
    for p in r.paras.iter().filter(|p| p.topic != Topic::TimeControl) {
        for &(a, b) in p.sentences() {
            sentences_in.push((p.text[a..b].to_string(), p.line_at(a), false));
        }
    }
    let mut done = false;
    let mut tc = TimeControl::default();
    for (s, line, in_section) in &sentences_in {
        let lower = s.lowercase();
        // The time a player may be late: the default time.
        if ["спізн", "закъсн", "запізн", "очікування", "изчакване"]
            .iter()
            .any(|x| lower.contains(x))
        {
            let ds = crate::prose::durations(s, lang);
            if let Some(d) = ds.iter().find(|d| d.unit == crate::prose::TimeUnit::Minutes) {
                if tc.default_minutes.is_none() {
                    let minutes = u32::try_from(d.seconds / 60).unwrap_or(u32::MAX);
                    tc.default_minutes = Some(f.on(minutes, *line));
                }
            }
            if crate::prose::time_control(s, lang).is_none() {
                continue;
            }
        }
        if done || NOT_MAIN.iter().any(|x| lower.contains(x)) {
            continue;
        }
        let named = CONTROL_WORDS.iter().any(|x| lower.contains(x));
        let Some(c) = crate::prose::time_control(s, lang) else { continue };
        let gives = named
            || *in_section
            || c.increment.is_some()
            || c.periods.iter().any(|p| p.1.is_some());
        if !gives {
            continue;
        }
        done = true;
        for (minutes, moves) in &c.periods {
            let period =
                Period { minutes: f.on(*minutes, *line), moves: moves.map(|m| f.on(m, *line)) };
            tc.periods.push(period);
        }
        if let Some(i) = c.increment {
            tc.increment_seconds = Some(f.on(i, *line));
            if c.from_first {
                tc.increment_from_move = Some(f.on(1, *line));
            }
        } else if INCREMENT_WORDS.iter().any(|x| lower.contains(x))
            && !INCREMENT_WORDS.iter().any(|x| lower.contains(&format!("без {x}")))
        {
            // `90 минути за цялата партия с добавка`: an increment said, its seconds not.
            f.mark(
                Block::TimeControl,
                codes::TIME_CONTROL_PARTLY_READ,
                w.say(
                    &format!(
                        "{}: „{}“ споменава добавка, без да казва колко секунди",
                        w.line(*line),
                        excerpt(s)
                    ),
                    &format!(
                        "рядок {}: «{}» згадує додавання, але не каже, скільки секунд",
                        line + 1,
                        excerpt(s)
                    ),
                ),
            );
        } else if s.trim_end().ends_with(|ch: char| ch.is_alphabetic())
            && !s.trim_end().ends_with(['.', ';'])
            && s.len() > 20
            && c.end + 6 >= s.trim_end().len()
        {
            // The sentence is cut right after the time (`1 година 30 хвилин д`).
            f.mark(
                Block::TimeControl,
                codes::TIME_CONTROL_PARTLY_READ,
                w.say(
                    &format!(
                        "{}: „{}“ е прекъснато; проверете дали има добавка",
                        w.line(*line),
                        excerpt(s)
                    ),
                    &format!(
                        "рядок {}: «{}» обірвано; перевірте, чи є додавання",
                        line + 1,
                        excerpt(s)
                    ),
                ),
            );
        }
    }
    for p in &r.paras {
        let t = p.read.tokens();
        let lower = p.text.lowercase();
        // `часовници DGT XL`, `годинники DGT`.
        for (k, x) in t.iter().enumerate() {
            if x.starts_any(&["часовниц", "годинник"]) {
                if let Some(start) = t[k + 1..]
                    .iter()
                    .take(3)
                    .find(|y| ["DGT", "Garde", "Silver"].iter().any(|b| y.text.starts_with(b)))
                {
                    let rest = &p.text[start.start..];
                    let end = rest.find(['.', ',', ';']).unwrap_or(rest.len());
                    let clock = rest[..end].trim();
                    if tc.clock.is_none() {
                        tc.clock = Some(f.on(clock.to_string(), p.line_at(start.start)));
                    }
                }
            }
        }
        if find(
            t,
            &[P::S(&["член", "чл", "стаття", "ст"]), P::Opt(&P::Pu(".")), P::N, P::Pu("."), P::N],
        )
        .is_some_and(|m| {
            m.token(t, 2).is_some_and(|x| x.text == "10")
                && m.token(t, 4).is_some_and(|x| x.text == "2")
        }) && (lower.contains("не се прилага") || lower.contains("не застосовується"))
        {
            tc.quickplay_finish = Some(f.on(false, p.line()));
        }
        if let Some(m) = find(
            t,
            &[
                P::W(&["не"]),
                P::W(&["се"]),
                P::W(&["разрешават"]),
                P::W(&["ремита"]),
                P::W(&["преди"]),
                P::Opt(&P::W(&["завършването"])),
                P::Opt(&P::W(&["на"])),
                P::N,
            ],
        )
        .or_else(|| {
            find(
                t,
                &[
                    P::W(&["реми"]),
                    P::W(&["не"]),
                    P::W(&["се"]),
                    P::W(&["разрешава"]),
                    P::W(&["преди"]),
                    P::Opt(&P::W(&["завършването"])),
                    P::Opt(&P::W(&["на"])),
                    P::N,
                ],
            )
        }) {
            if let Some(n) = m.token(t, 7).and_then(|n| n.number()) {
                tc.no_draw_before = Some(f.on(n, p.line()));
            }
        }
        let trimmed =
            lower.trim_start_matches(|c: char| c.is_ascii_digit() || c == '.' || c.is_whitespace());
        if (trimmed.starts_with("записването на ходовете")
            || trimmed.starts_with("записування ходів"))
            && tc.scoresheet.is_none()
        {
            let start = p.text.len() - trimmed.len();
            tc.scoresheet = Some(f.on(p.text[start..].trim().to_string(), p.line()));
        }
    }
    let first = [
        tc.periods.first().map(|p| p.minutes.span),
        tc.increment_seconds.as_ref().map(|x| x.span),
        tc.default_minutes.as_ref().map(|x| x.span),
        tc.clock.as_ref().map(|x| x.span),
        tc.quickplay_finish.as_ref().map(|x| x.span),
        tc.no_draw_before.as_ref().map(|x| x.span),
        tc.scoresheet.as_ref().map(|x| x.span),
    ]
    .into_iter()
    .flatten()
    .min_by_key(|s| s.start);
    if let Some(span) = first {
        tc.span = span;
        f.reg.time_control = Some(tc);
    }
}
