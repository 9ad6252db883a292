//! How the event is played: the system and rounds, the participants (tables of players, lists
//! of teams), the composition of teams, the time control and the programme.

use super::lexicon::{dates, excerpt, number_word, quote};
use super::{Block, Facts, Words};
use crate::import::codes;
use crate::import::doc::{Document, Para};
use crate::import::group;
use crate::model::keywords::Kw;
use crate::vocab::{calendar, notation, Title};
use jiff::civil::Date;
use regex::Regex;
use std::sync::LazyLock;

fn re(p: &str) -> Regex {
    Regex::new(p).expect("regex")
}

static ROUND_ROBIN: LazyLock<Regex> = LazyLock::new(|| {
    re(
        r"(?i)кръгов\w*\s+систем|колов\w*\s+систем|систем\w*\s+(?:всеки срещу всеки|кожен з кожним)|round[- ]robin",
    )
});
static DOUBLE_RR: LazyLock<Regex> =
    LazyLock::new(|| re(r"(?i)двукръгов\w*|двоколов\w*|в два кръга|у два кола"));
static SWISS: LazyLock<Regex> =
    LazyLock::new(|| re(r"(?i)швейцарск\w*(?:\s+систем\w*)?|швейцарськ\w*(?:\s+систем\w*)?|swiss"));
static ROUNDS: LazyLock<Regex> = LazyLock::new(|| {
    re(
        r"(?i)\b(?:в|у|от|із|з)\s+(?P<n>\d{1,2})(?:\s*\([^)]{0,15}\))?\s+(?:кръга|кръгове|турів|тури|тура)\b",
    )
});
static TEAM_WORDS: LazyLock<Regex> =
    LazyLock::new(|| re(r"(?i)отборн|отбори|командн|команди|team"));

/// True for a team event: the title, the system or a section says so.
pub fn is_team(doc: &Document, w: Words, f: &Facts) -> bool {
    TEAM_WORDS.is_match(&f.title.as_ref().map(|t| t.0.clone()).unwrap_or_default())
        || f.entries.iter().any(|(b, e)| *b == Block::System && e.text.contains(w.kw(Kw::Team)))
        || !doc.sections_about(&["отбор", "команд"]).is_empty()
}

/// The system and the number of rounds.
pub fn system(doc: &Document, w: Words, f: &mut Facts) {
    let mut found: Option<(&'static str, usize)> = None;
    let mut ambiguous = None;
    let mut rounds: Option<(u32, &Para, usize, usize)> = None;
    for p in doc.all_paragraphs() {
        let rr = ROUND_ROBIN.is_match(&p.text);
        let double = DOUBLE_RR.is_match(&p.text);
        let swiss = SWISS.is_match(&p.text);
        let kinds = [rr && !double, double, swiss].iter().filter(|x| **x).count();
        if kinds > 1 && ambiguous.is_none() {
            ambiguous = Some(p.line);
        } else if kinds == 1 && found.is_none() {
            let kind = if double {
                "double-round-robin"
            } else if rr {
                "round-robin"
            } else {
                "swiss"
            };
            found = Some((kind, p.line));
        }
        if rounds.is_none() {
            if let Some(n) = ROUNDS.captures(&p.text).and_then(|c| c.name("n")) {
                if let Ok(v) = n.as_str().parse() {
                    rounds = Some((v, p, n.start(), n.end()));
                }
            }
        }
    }
    let team = is_team(doc, w, f);
    if let Some(line) = ambiguous.filter(|_| found.is_none()) {
        f.mark(
            Block::System,
            codes::SYSTEM_UNCLEAR,
            w.say(
                &format!(
                    "{} назовава повече от една система; системата не е записана",
                    w.line(line)
                ),
                &format!("рядок {} називає більше однієї системи; систему не записано", line + 1),
            ),
        );
        return;
    }
    let Some((kind, line)) = found else {
        if let Some((n, p, _, _)) = rounds {
            f.mark(
                Block::System,
                codes::SYSTEM_UNCLEAR,
                w.say(
                    &format!("{} дава {n} кръга, но не и системата", w.line(p.line)),
                    &format!("рядок {} дає {n} турів, але не систему", p.line + 1),
                ),
            );
        }
        return;
    };
    let format_kw = match kind {
        "double-round-robin" => Kw::DoubleRoundRobin,
        "round-robin" => Kw::RoundRobin,
        _ => Kw::Swiss,
    };
    let who = if team { w.kw(Kw::Team) } else { w.kw(Kw::Individual) };
    let mut text = format!("{} {who} {}", w.kw(Kw::System), w.kw(format_kw));
    match rounds {
        Some((n, p, start, end)) => {
            text.push_str(&format!(" {n} {}", w.kw(Kw::Rounds)));
            f.placeholder(p.line, start, end, "rounds");
        }
        None => f.mark(
            Block::System,
            codes::SYSTEM_UNCLEAR,
            w.say("документът не казва броя на кръговете", "документ не називає кількості турів"),
        ),
    }
    f.add(Block::System, text, line);
    for p in doc.all_paragraphs() {
        let lower = p.text.to_lowercase();
        // The program that computes the tie-breaks is the ranking's `computed-by`.
        if lower.contains("показател") || lower.contains("показник") || lower.contains("коефіцієнт")
        {
            continue;
        }
        if let Some(i) = lower.find("swiss manager").or_else(|| lower.find("swiss-manager")) {
            let name = &p.text[i..i + "swiss manager".len()];
            f.add(Block::System, format!("{} {}", w.kw(Kw::Software), quote(name)), p.line);
            break;
        }
    }
}

static STATED: LazyLock<Regex> = LazyLock::new(|| {
    re(
        r"(?i)(?:следните|серед|всички|общо)\s+(?P<n>\d{1,3})\s+(?P<who>състезател\w*|участни\w*|учасни\w*|шахматист\w*|отбора|команд\w*)|(?P<n2>\d{1,3})\s+(?P<who2>участни\w*|учасни\w*|отбора|команд\w*)\b",
    )
});
static PLAYER_ROW: LazyLock<Regex> = LazyLock::new(|| {
    re(
        r"^\s*(?P<no>\d{1,3})[.)]?\s+(?:(?P<title>WGM|WIM|WFM|WCM|GM|IM|FM|CM)\s+)?(?P<name>[\p{L}][\p{L}\s.'’-]*?[\p{L}.])\s+(?P<rating>[12]\d{3})\b\s*(?P<rest>.*?)\s*$",
    )
});
static TEAM_ROW: LazyLock<Regex> = LazyLock::new(|| {
    re(r"^\s*(?P<no>\d{1,2})[.)]\s+(?P<name>[^,\d][^,]*?)(?:,\s*(?P<city>[^,]+?))?\s*\.?\s*$")
});
static TABLE_HEADER: LazyLock<Regex> = LazyLock::new(|| {
    re(r"(?i)\b(?:name|име|състезател|irtg|рейтинг|ело|elo|fed|клуб|звание|учасни|прізвище)\b")
});

/// Players (a table of numbered rows with ratings) and teams (a numbered list of clubs).
pub fn participants(doc: &Document, w: Words, f: &mut Facts) {
    // The stated number.
    let mut stated = None;
    for p in doc.all_paragraphs() {
        if let Some(c) = STATED.captures(&p.text) {
            let (Some(n), Some(who)) =
                (c.name("n").or(c.name("n2")), c.name("who").or(c.name("who2")))
            else {
                continue;
            };
            if let Ok(v) = n.as_str().parse::<u32>() {
                let who = who.as_str().to_lowercase();
                let teams = who.starts_with("отбор") || who.starts_with("команд");
                stated = Some((v, p.line, n.start(), n.end(), teams));
                break;
            }
        }
    }
    // A table of players: consecutive numbered rows with a rating.
    let mut rows = Vec::new();
    let mut partial = Vec::new();
    let mut headers = Vec::new();
    for p in doc.all_paragraphs() {
        if let Some(c) = PLAYER_ROW.captures(&p.text) {
            let name = group(&c, "name").split_whitespace().collect::<Vec<_>>().join(" ");
            let mut text = format!("{} ", &group(&c, "no"));
            if let Some(t) = c.name("title").and_then(|t| Title::parse(t.as_str())) {
                text.push_str(&format!("{t:?} "));
            }
            text.push_str(&format!("{} {}", quote(&name), &group(&c, "rating")));
            let rest = group(&c, "rest").trim();
            if !rest.is_empty() {
                text.push_str(&format!(" {} {}", w.kw(Kw::Club), quote(rest)));
            }
            rows.push((text, p.line));
        } else if TABLE_HEADER.is_match(&p.text) && p.text.contains('\t') {
            headers.push(p.line);
        } else if p.text.trim_start().starts_with(|c: char| c.is_ascii_digit())
            && p.text.contains('\t')
        {
            partial.push(p.line);
        }
    }
    // A row that failed to read lies between the table's rows (or right after them).
    if let (Some(first), Some(last)) = (rows.first().map(|r| r.1), rows.last().map(|r| r.1)) {
        partial.retain(|l| *l > first && *l <= last + 1);
    }
    if rows.len() >= 2 {
        f.consumed.extend(rows.iter().map(|(_, l)| *l));
        f.consumed.extend(headers);
    } else {
        rows.clear();
        partial.clear();
    }
    if !rows.is_empty() {
        for (text, line) in rows {
            f.add(Block::Players, text, line);
        }
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
    let is_team_event = is_team(doc, w, f) || stated.is_some_and(|s| s.4);
    // A list of teams: numbered `N) Club, City` lines in the participants' section.
    if is_team_event && !f.has(Block::Players) {
        let sections = doc.sections_about(&["участ", "отбор", "команд"]);
        for s in sections.iter().take(1) {
            for p in &s.body {
                if let Some(c) = TEAM_ROW.captures(&p.text) {
                    let mut text =
                        format!("{} {}", &group(&c, "no"), quote(group(&c, "name").trim()));
                    if let Some(city) = c.name("city") {
                        text.push_str(&format!(
                            " {} {}",
                            w.kw(Kw::City),
                            quote(city.as_str().trim())
                        ));
                    }
                    f.add(Block::Teams, text, p.line);
                    f.consumed.insert(p.line);
                }
            }
        }
    }
    if let Some((n, line, start, end, teams)) = stated {
        let block = if teams || (is_team_event && !f.has(Block::Players)) {
            Block::Teams
        } else {
            Block::Players
        };
        f.stated.push((block, n, line));
        let name = if block == Block::Teams { "teams.count" } else { "players.count" };
        f.placeholder(line, start, end, name);
    }
}

static BOARDS: LazyLock<Regex> = LazyLock::new(|| {
    re(
        r"(?i)съставени\s+от\s+(?P<b>\d{1,2})\s+(?:основни\s+)?състезател\w*(?:\s+и\s+(?P<r>\d{1,2})\s+резерв\w*)?|складається\s+з\s+(?P<b2>\d{1,2})\s+",
    )
});
static NO_RESERVES: LazyLock<Regex> = LazyLock::new(|| re(r"(?i)нямат право на резерв|без резерв"));
static EU: LazyLock<Regex> = LazyLock::new(|| re(r"(?i)Европейския\s+съюз|Європейського\s+Союзу"));
static MIN_PRESENT: LazyLock<Regex> =
    LazyLock::new(|| re(r"(?i)редовно,?\s+ако\s+се\s+явят\s+най-малко\s+(?P<n>\d)"));
static LINEUP: LazyLock<Regex> = LazyLock::new(|| {
    re(
        r"(?i)тимов\w*\s+лист\w*.*?не\s+по-късно\s+от\s+(?P<n>\d{1,3})\s+(?P<u>час\w*|минут\w*)\s+преди",
    )
});

/// The composition of teams: boards, reserves, foreigners, board order, minimum present.
pub fn composition(doc: &Document, w: Words, f: &mut Facts) {
    for p in doc.all_paragraphs() {
        if let Some(c) = BOARDS.captures(&p.text) {
            if let Some(b) = c.name("b").or(c.name("b2")) {
                if !f.entries.iter().any(|(bl, e)| {
                    *bl == Block::Composition && e.text.starts_with(w.kw(Kw::Boards))
                }) {
                    f.add(
                        Block::Composition,
                        format!("{} {}", w.kw(Kw::Boards), b.as_str()),
                        p.line,
                    );
                    f.placeholder(p.line, b.start(), b.end(), "boards");
                    if let Some(r) = c.name("r") {
                        f.add(
                            Block::Composition,
                            format!("{} {}", w.kw(Kw::Reserves), r.as_str()),
                            p.line,
                        );
                    }
                }
            }
        }
        if NO_RESERVES.is_match(&p.text) {
            f.add(Block::Composition, format!("{} 0", w.kw(Kw::Reserves)), p.line);
        }
        // Foreign players: the number before each "Европейския съюз", outside or inside it.
        let mut from = 0;
        for m in EU.find_iter(&p.text) {
            let before = &p.text[from..m.start()];
            let number =
                before.split(|c: char| !c.is_alphanumeric()).filter_map(number_word).next_back();
            if let Some(n) = number {
                let outside = before
                    .to_lowercase()
                    .rfind("извън")
                    .or_else(|| before.to_lowercase().rfind("поза"));
                let last_number = before.rfind(|c: char| c.is_ascii_digit()).unwrap_or(0);
                let kind = if outside.is_some_and(|o| o > last_number) { "non-eu" } else { "eu" };
                f.add(Block::Composition, format!("{} {kind} {n}", w.kw(Kw::Foreign)), p.line);
            }
            from = m.end();
        }
        let lower = p.text.to_lowercase();
        if lower.contains("тимов лист") && lower.contains("свободен") {
            f.add(Block::Composition, format!("{} free", w.kw(Kw::BoardOrder)), p.line);
        }
        if let Some(c) = MIN_PRESENT.captures(&p.text) {
            f.add(
                Block::Composition,
                format!("{} {}", w.kw(Kw::MinimumPresent), &group(&c, "n")),
                p.line,
            );
        }
        if let Some(c) = LINEUP.captures(&p.text) {
            let unit = if group(&c, "u").to_lowercase().starts_with("час") {
                Kw::Hours
            } else {
                Kw::Minutes
            };
            f.add(
                Block::Composition,
                format!("{} {} {}", w.kw(Kw::LineupDeadline), &group(&c, "n"), w.kw(unit)),
                p.line,
            );
        }
    }
}

static MINUTES: LazyLock<Regex> = LazyLock::new(|| {
    re(r"(?i)(?P<n>\d{1,3})\s*(?:минути|минута|мин\.?|хвилин[аи]?|хв\.?)(?:\s|$|[,.;)])")
});
static HOURS_MINUTES: LazyLock<Regex> =
    LazyLock::new(|| re(r"(?i)(?P<h>\d)\s*ч(?:\.|аса?)\s*(?:и\s+)?(?P<m>\d{1,2})\s*мин"));
static MOVES: LazyLock<Regex> =
    LazyLock::new(|| re(r"(?i)(?P<n>\d{1,3})(?:-?я|-?ти)?\s*(?:хода|ходове|ходів|ходи)"));
static SECONDS: LazyLock<Regex> = LazyLock::new(|| {
    re(r"(?i)(?P<n>\d{1,3})\s*(?:секунди|секунда|секунд[аи]?|сек\.?|с\.)(?:\s|$|[,.;)])")
});
static FROM_FIRST: LazyLock<Regex> = LazyLock::new(|| {
    re(r"(?i)от\s+първия|починаючи\s+з\s+першого|з\s+першого\s+ходу|считано\s+от\s+първия")
});
static LATE: LazyLock<Regex> =
    LazyLock::new(|| re(r"(?i)спізн\w*|закъсн\w*|запізн\w*|очікування|изчакване"));
static NOT_MAIN: LazyLock<Regex> = LazyLock::new(|| {
    re(r"(?i)плей-?оф|плейоф|армагедон|тай-?брейк|допълнителн\w+\s+партии|додатков\w+\s+парті")
});
static CLOCK: LazyLock<Regex> = LazyLock::new(|| {
    re(r"(?i)часовници\s+(?P<c>(?:DGT|Garde|Silver)[^.,;]*)|годинник\w*\s+(?P<c2>(?:DGT)[^.,;]*)")
});
static ART_10_2: LazyLock<Regex> = LazyLock::new(|| {
    re(r"(?i)(?:член|чл\.|стаття|ст\.)\s*10\.2\b.*не\s+(?:се\s+прилага|застосовується)")
});
static NO_DRAW: LazyLock<Regex> = LazyLock::new(|| {
    re(
        r"(?i)(?:не се разрешават ремита|реми не се разрешава|нічиї?\s+не\s+дозволяються)\s+преди\s+(?:завършването на\s+)?(?P<n>\d{1,2})",
    )
});

/// The time control: periods, increment, default time, clocks, Art. 10.2, scoresheets.
pub fn time_control(doc: &Document, w: Words, f: &mut Facts) {
    let sections = doc.sections_about(&["контрол", "време", "час", "контрола"]);
    let mut candidates: Vec<&Para> = sections.iter().flat_map(|s| doc.paragraphs(s)).collect();
    if candidates.is_empty() {
        candidates = doc.all_paragraphs();
    }
    let mut done = false;
    for p in &candidates {
        for sentence in sentences(&p.text) {
            if LATE.is_match(sentence) {
                if let Some(c) = MINUTES.captures(sentence) {
                    f.add(
                        Block::TimeControl,
                        format!(
                            "{} {} {}",
                            w.kw(Kw::DefaultTime),
                            &group(&c, "n"),
                            w.kw(Kw::Minutes)
                        ),
                        p.line,
                    );
                }
                continue;
            }
            if done || NOT_MAIN.is_match(sentence) {
                continue;
            }
            let minutes: Vec<regex::Match<'_>> =
                MINUTES.captures_iter(sentence).filter_map(|c| c.name("n")).collect();
            let hm = HOURS_MINUTES.captures(sentence);
            if minutes.is_empty() && hm.is_none() {
                continue;
            }
            done = true;
            if let Some(c) = hm {
                let total: u32 = group(&c, "h").parse::<u32>().unwrap_or(0) * 60
                    + group(&c, "m").parse::<u32>().unwrap_or(0);
                f.add(
                    Block::TimeControl,
                    format!("{} {total} {}", w.kw(Kw::Period), w.kw(Kw::Minutes)),
                    p.line,
                );
            } else {
                let moves: Vec<regex::Match<'_>> =
                    MOVES.captures_iter(sentence).filter_map(|c| c.name("n")).collect();
                for (i, m) in minutes.iter().enumerate() {
                    let next = minutes.get(i + 1).map(|n| n.start()).unwrap_or(sentence.len());
                    let mv = moves.iter().find(|x| {
                        x.start() > m.end()
                            && x.start() < next
                            && sentence[m.end()..x.start()].chars().count() < 45
                    });
                    let mut text =
                        format!("{} {} {}", w.kw(Kw::Period), m.as_str(), w.kw(Kw::Minutes));
                    if let Some(mv) = mv {
                        text.push_str(&format!(" {} {}", w.kw(Kw::Moves), mv.as_str()));
                    }
                    f.add(Block::TimeControl, text, p.line);
                }
            }
            if let Some(c) = SECONDS.captures(sentence) {
                let mut text =
                    format!("{} {} {}", w.kw(Kw::Increment), &group(&c, "n"), w.kw(Kw::Seconds));
                if FROM_FIRST.is_match(sentence) {
                    text.push_str(&format!(" {} 1", w.kw(Kw::FromMove)));
                }
                f.add(Block::TimeControl, text, p.line);
            } else if sentence.to_lowercase().contains("ч.")
                || sentence.to_lowercase().contains("час")
            {
                f.mark(
                    Block::TimeControl,
                    codes::TIME_CONTROL_PARTLY_READ,
                    w.say(
                        &format!(
                            "{}: „{}“ не казва дали има добавка и за колко хода е времето",
                            w.line(p.line),
                            excerpt(sentence)
                        ),
                        &format!(
                            "рядок {}: «{}» не каже, чи є додавання і на скільки ходів час",
                            p.line + 1,
                            excerpt(sentence)
                        ),
                    ),
                );
            }
        }
    }
    for p in doc.all_paragraphs() {
        if let Some(c) = CLOCK.captures(&p.text) {
            let clock = c
                .name("c")
                .or(c.name("c2"))
                .map(|m| m.as_str().trim().to_string())
                .unwrap_or_default();
            f.add(Block::TimeControl, format!("{} {}", w.kw(Kw::Clock), quote(&clock)), p.line);
        }
        if ART_10_2.is_match(&p.text) {
            f.add(
                Block::TimeControl,
                format!("{} {}", w.kw(Kw::QuickplayFinish), w.kw(Kw::Off)),
                p.line,
            );
        }
        if let Some(c) = NO_DRAW.captures(&p.text) {
            f.add(
                Block::TimeControl,
                format!("{} {}", w.kw(Kw::NoDrawBefore), &group(&c, "n")),
                p.line,
            );
        }
        let lower = p.text.to_lowercase();
        if (lower.starts_with("записването на ходовете") || lower.starts_with("записування ходів"))
            && !f
                .entries
                .iter()
                .any(|(b, e)| *b == Block::TimeControl && e.text.starts_with(w.kw(Kw::Scoresheet)))
        {
            f.add(
                Block::TimeControl,
                format!("{} {}", w.kw(Kw::Scoresheet), quote(p.text.trim())),
                p.line,
            );
        }
    }
}

/// The sentences of a paragraph (split after `.`, `;` or `!` followed by a blank and a capital).
pub fn sentences(text: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut start = 0;
    let chars: Vec<(usize, char)> = text.char_indices().collect();
    for (k, (i, c)) in chars.iter().enumerate() {
        if matches!(c, '.' | ';' | '!' | '?') {
            let next = chars.get(k + 1).map(|x| x.1);
            let after = chars.get(k + 2).map(|x| x.1);
            if next == Some(' ') && after.is_some_and(char::is_uppercase) {
                out.push(&text[start..i + c.len_utf8()]);
                start = i + c.len_utf8() + 1;
            }
        }
    }
    if start < text.len() {
        out.push(&text[start..]);
    }
    out
}

static TIME: LazyLock<Regex> =
    LazyLock::new(|| re(r"(?P<h>\d{1,2})[:.\-](?P<m>\d{2})(?:\s*(?:часа|ч\.?|год\.?))?(?:\s|$)"));
static ROUND_ROMAN: LazyLock<Regex> = LazyLock::new(|| {
    re(r"(?i)^\s*(?P<r>[IVXІХ]{1,5})\s*(?:-?\s*(?:ви|ри|ти|и|ми|ий|й)\b)?\s*(?:кръг|тур)")
});
static ROUND_ARABIC: LazyLock<Regex> = LazyLock::new(|| {
    re(
        r"(?i)^\s*(?P<r>\d{1,2})(?:\s*-?\s*(?:ви|ри|ти|и|ми|ий|й))?\s*(?:кръг|тур)\b|^\s*(?:кръг|тур)\s+(?P<r2>\d{1,2})\b",
    )
});
static ROUND_WORD: LazyLock<Regex> = LazyLock::new(|| {
    re(
        r"(?i)^\s*(?P<w>първи|втори|трети|четвърти|пети|шести|седми|осми|девети|десети|единадесети|перший|другий|третій|четвертий|п'ятий|шостий|сьомий|восьмий|дев'ятий)\s+(?:кръг|тур)",
    )
});

fn ordinal(word: &str) -> Option<u32> {
    const W: &[(&str, u32)] = &[
        ("първи", 1),
        ("втори", 2),
        ("трети", 3),
        ("четвърти", 4),
        ("пети", 5),
        ("шести", 6),
        ("седми", 7),
        ("осми", 8),
        ("девети", 9),
        ("десети", 10),
        ("единадесети", 11),
        ("перший", 1),
        ("другий", 2),
        ("третій", 3),
        ("четвертий", 4),
        ("п'ятий", 5),
        ("шостий", 6),
        ("сьомий", 7),
        ("восьмий", 8),
        ("дев'ятий", 9),
    ];
    let w = word.to_lowercase();
    W.iter().find(|(x, _)| *x == w).map(|(_, n)| *n)
}

/// What happens, as schedule activities in the document's keywords (`кръг 3`,
/// `регистрация техническа-конференция`), or `None` when no activity is recognised.
fn activities(text: &str, w: Words) -> Option<String> {
    let t = text.trim().trim_start_matches(['–', '-', ':']).trim();
    if let Some(c) = ROUND_ROMAN.captures(t) {
        return notation::roman(group(&c, "r")).map(|n| format!("{} {n}", w.kw(Kw::Round)));
    }
    if let Some(c) = ROUND_ARABIC.captures(t) {
        let n = c.name("r").or(c.name("r2"))?.as_str();
        return Some(format!("{} {n}", w.kw(Kw::Round)));
    }
    if let Some(c) = ROUND_WORD.captures(t) {
        return ordinal(group(&c, "w")).map(|n| format!("{} {n}", w.kw(Kw::Round)));
    }
    let lower = t.to_lowercase();
    let mut acts = Vec::new();
    let table: &[(&str, Kw)] = &[
        ("регистрация", Kw::Registration),
        ("реєстрація", Kw::Registration),
        ("техническа конференция", Kw::TechnicalMeeting),
        ("технічна нарада", Kw::TechnicalMeeting),
        ("жребий", Kw::Lots),
        ("жеребкування", Kw::Lots),
        ("пристигане", Kw::Arrival),
        ("приїзд", Kw::Arrival),
        ("заминаване", Kw::Departure),
        ("від'їзд", Kw::Departure),
        ("почивен ден", Kw::FreeDay),
        ("вільний день", Kw::FreeDay),
        ("закриване", Kw::Closing),
        ("награждаване", Kw::Closing),
        ("закриття", Kw::Closing),
        ("нагородження", Kw::Closing),
    ];
    for (word, kw) in table {
        if lower.contains(word) {
            let spelled = w.kw(*kw);
            if !acts.contains(&spelled) {
                acts.push(spelled);
            }
        }
    }
    (!acts.is_empty()).then(|| acts.join(" "))
}

/// The programme: rows of date, weekday, time and what happens, in a "Програма" section.
pub fn schedule(doc: &Document, w: Words, event: Option<(Date, Date)>, f: &mut Facts) {
    let sections = doc.sections_about(&["програма", "розклад", "график"]);
    let Some(section) = sections.first() else {
        programme_in_sentences(doc, w, event, f);
        return;
    };
    let year = event.map(|(_, to)| to.year());
    let mut current: Option<(Date, Option<String>)> = None;
    let (mut guessed_year, mut carried, mut partial) = (false, Vec::new(), Vec::new());
    for p in doc.paragraphs(section) {
        let text = p.text.as_str();
        let found = dates(text);
        let mut rest_at = 0;
        let mut row_date = None;
        if let Some((s, e, d)) = found.first().filter(|(s, _, _)| text[..*s].trim().is_empty()) {
            let y = d.year.or(year);
            if d.year.is_none() {
                guessed_year = true;
            }
            row_date = y.and_then(|y| Date::new(y, d.month, d.day).ok());
            rest_at = *e;
            let _ = s;
        } else if let Some(c) = NUMERIC_DAY_MONTH.captures(text) {
            let number = |name: &str| c.name(name).and_then(|x| x.as_str().parse::<i8>().ok());
            if let (Some(m), Some(d), Some(mo)) = (c.get(0), number("d"), number("m")) {
                guessed_year = true;
                row_date = year.and_then(|y| Date::new(y, mo, d).ok());
                rest_at = m.end();
            }
        }
        let rest = &text[rest_at..];
        // The weekday as written (`неделя`, `(петък)`, `- понеделник`).
        let mut weekday = None;
        let mut after_weekday = 0;
        for (i, word) in rest.split_whitespace().enumerate().take(3) {
            let cleaned = word.trim_matches(|c: char| !c.is_alphabetic() && c != '\'' && c != '’');
            if calendar::weekday_from_word(cleaned).is_some() {
                weekday = Some(cleaned.to_string());
                after_weekday = rest.find(word).map(|x| x + word.len()).unwrap_or(0);
                break;
            }
            if i >= 2 {
                break;
            }
        }
        let rest = &rest[after_weekday..];
        let Some(tc) = TIME.captures(rest) else {
            if row_date.is_some() && activities(rest, w).is_some() {
                partial.push(p.line);
            }
            continue;
        };
        let Some(time_match) = tc.get(0) else { continue };
        if !rest[..time_match.start()]
            .trim()
            .trim_matches(['–', '-', '(', ')', ','])
            .trim()
            .is_empty()
        {
            continue;
        }
        let (Ok(h), Ok(m)) = (group(&tc, "h").parse::<u32>(), group(&tc, "m").parse::<u32>())
        else {
            continue;
        };
        let what = &rest[time_match.end()..];
        let Some(acts) = activities(what, w).or_else(|| {
            let t = what.trim().trim_start_matches(['–', '-']).trim();
            (!t.is_empty() && t.chars().any(char::is_alphabetic)).then(|| quote(t))
        }) else {
            continue;
        };
        let date = match row_date {
            Some(d) => {
                current = Some((d, weekday.clone()));
                d
            }
            None => match &current {
                Some((d, _)) => {
                    carried.push(p.line);
                    *d
                }
                None => continue,
            },
        };
        let wd = if row_date.is_some() { weekday.clone() } else { None };
        let mut row = date.to_string();
        if let Some(wd) = wd {
            row.push_str(&format!(" {wd}"));
        }
        row.push_str(&format!(" {h:02}:{m:02} {acts}"));
        f.add(Block::Schedule, row, p.line);
        f.consumed.insert(p.line);
    }
    if !f.has(Block::Schedule) {
        return;
    }
    // The header row of the table (`Дата Час Кръг`) goes with it.
    for p in &section.body {
        let lower = p.text.to_lowercase();
        if lower.starts_with("дата")
            && (lower.contains("час") || lower.contains("кръг"))
            && p.text.len() < 40
        {
            f.consumed.insert(p.line);
        }
    }
    if guessed_year {
        if let Some(y) = year {
            f.mark(
                Block::Schedule,
                codes::YEAR_GUESSED,
                w.say(
                    &format!(
                        "програмата не пише годината; взета е {y}, годината на датите на турнира"
                    ),
                    &format!("розклад не пише року; взято {y}, рік дат змагань"),
                ),
            );
        }
    }
    if !carried.is_empty() {
        let lines: Vec<String> = carried.iter().map(|l| (l + 1).to_string()).collect();
        f.mark(
            Block::Schedule,
            codes::DATE_CARRIED,
            w.say(
                &format!(
                    "редове {} нямат своя дата; взета е датата от реда над тях",
                    lines.join(", ")
                ),
                &format!(
                    "рядки {} не мають своєї дати; взято дату з рядка над ними",
                    lines.join(", ")
                ),
            ),
        );
    }
    for line in partial {
        f.mark(
            Block::Schedule,
            codes::ROW_PARTLY_READ,
            w.say(
                &format!(
                    "{} от програмата няма час и не е записан: „{}“",
                    w.line(line),
                    excerpt(&doc.lines[line].text)
                ),
                &format!(
                    "рядок {} розкладу не має часу і його не записано: «{}»",
                    line + 1,
                    excerpt(&doc.lines[line].text)
                ),
            ),
        );
    }
}

static NUMERIC_DAY_MONTH: LazyLock<Regex> =
    LazyLock::new(|| re(r"^\s*(?P<d>\d{1,2})\.(?P<m>\d{1,2})\.?(?:\s|$)"));

/// With no programme section: sentences that start with what happens and say when
/// ("Техническа конференция на 01.08.2008 г. от 13.00 ч. Първи кръг – от 15.30 часа.").
fn programme_in_sentences(doc: &Document, w: Words, event: Option<(Date, Date)>, f: &mut Facts) {
    let Some((first, last)) = event else { return };
    let mut day: Option<Date> = None;
    let mut carried = Vec::new();
    for p in doc.all_paragraphs() {
        for sentence in sentences(&p.text) {
            let Some(acts) = activities(sentence, w) else { continue };
            // Only a sentence that begins with the activity (not "… след края на кръга").
            let starts = sentence.trim_start().chars().next().is_some_and(char::is_uppercase);
            let Some(tc) = TIME.captures(sentence) else { continue };
            if !starts {
                continue;
            }
            let date = dates(sentence)
                .into_iter()
                .find_map(|(_, _, d)| Date::new(d.year.unwrap_or(last.year()), d.month, d.day).ok())
                .filter(|d| *d >= first && *d <= last);
            let date = match date.or(day) {
                Some(d) => {
                    if date.is_none() {
                        carried.push(p.line);
                    }
                    d
                }
                None => continue,
            };
            day = Some(date);
            let (Ok(h), Ok(m)) = (group(&tc, "h").parse::<u32>(), group(&tc, "m").parse::<u32>())
            else {
                continue;
            };
            f.add(Block::Schedule, format!("{date} {h:02}:{m:02} {acts}"), p.line);
        }
    }
    if !carried.is_empty() {
        let lines: Vec<String> = carried.iter().map(|l| (l + 1).to_string()).collect();
        f.mark(
            Block::Schedule,
            codes::DATE_CARRIED,
            w.say(
                &format!(
                    "{} не дава дата за всяко събитие; взета е датата, дадена преди него",
                    w.line(carried[0])
                ),
                &format!(
                    "рядок {} не дає дати кожній події; взято дату, названу перед нею",
                    lines[0]
                ),
            ),
        );
    }
}
