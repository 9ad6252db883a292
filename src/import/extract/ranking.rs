//! The ranking: match and game points, the tie-break list (Bulgarian and Ukrainian names mapped
//! to FIDE C.07 codes, and the regulation-defined board points), the program that computes
//! them, and what decides a tie the list leaves (play-off, Armageddon, lots).

use super::lexicon::{excerpt, quote};
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

/// A tie-break name: the pattern, the code for an individual event, the code for a team event,
/// and whether the wording leaves the variant open (a review mark).
struct Name {
    pattern: Regex,
    individual: &'static str,
    team: &'static str,
    loose: bool,
}

static NAMES: LazyLock<Vec<Name>> = LazyLock::new(|| {
    let n = |p: &str, i: &'static str, t: &'static str, loose: bool| Name {
        pattern: re(p),
        individual: i,
        team: t,
        loose,
    };
    vec![
        n(
            r"(?i)(?:скорочен\w*|редуциран\w*)\s+(?:коефіцієнт\w*\s+|коефициент\w*\s+)?бух\w*\s*-?\s*1|без\s+одного\s+найгірш",
            "BH/C1",
            "BH:MP/C1",
            false,
        ),
        n(
            r"(?i)(?:скорочен\w*|редуциран\w*)\s+(?:коефіцієнт\w*\s+|коефициент\w*\s+)?бух\w*\s*-?\s*2|без\s+двох\s+найгірш",
            "BH/C2",
            "BH:MP/C2",
            false,
        ),
        n(
            r"(?i)(?:скорочен\w*|редуциран\w*)\s+(?:коефіцієнт\w*\s+|коефициент\w*\s+)?бух\w*\s*-?\s*3|без\s+трьох\s+найгірш",
            "BH/C3",
            "BH:MP/C3",
            true,
        ),
        n(
            r"(?i)бух\w*\s*[-–]?\s*медиан|усереднен\w*\s+коефіцієнт\w*\s+бух|медіанн",
            "BH/M1",
            "BH:MP/M1",
            false,
        ),
        n(r"(?i)бух\w*", "BH", "BH:MP", false),
        n(r"(?i)койя|койа|koya", "KS", "KS", false),
        n(r"(?i)з[оь]н+еборн\w*|бергер\w*|зонеборг", "SB", "EMGSB", true),
        n(
            r"(?i)(?:брой|кількіст\w*)\s+(?:на\s+)?(?:спечелени\w*\s+)?(?:победи|перемог)|по-голям брой победи",
            "WIN",
            "WIN",
            false,
        ),
        n(
            r"(?i)перформанс|пърформанс|ниво на постижение|performance|турнірн\w+\s+рейтинг",
            "TPR",
            "TPR",
            false,
        ),
        n(
            r"(?i)(?:резултат\w*|результат\w*)\s+(?:от\s+срещите|на\s+отборите|між|особист|між\s+учасник)|лична\w*\s+среща|личната\s+среща|особист\w*\s+зустріч|результатом\s+особи|в\s+(?:същата|една и съща)\s+точкова\s+група",
            "DE",
            "DE:MP",
            false,
        ),
        n(
            r"(?i)общ\s+брой\s+на\s+спечелените\s+точки\s+от\s+партиите|кількіст\w*\s+(?:набраних\s+)?очок\s+у\s+партіях|сума\s+(?:набраних\s+)?очок\s+усіх\s+учасник",
            "GP",
            "GP",
            false,
        ),
        n(r"(?i)натрупване|прогресивн\w*|нараставащ", "PS", "PS", false),
        n(
            r"(?i)повече\s+партии\s+с\s+черни|більше\s+партій\s+чорними|партии\s+с\s+черните",
            "BPG",
            "BPG",
            false,
        ),
    ]
});

static BOARD_POINTS: LazyLock<Regex> =
    LazyLock::new(|| re(r"(?i)(?:сума\s+от\s+)?резултатите\s+по\s+дъски|очк\w+\s+по\s+дошках"));
static BLACK_BOARD_ONE: LazyLock<Regex> =
    LazyLock::new(|| re(r"(?i)първа\s+дъска\s+с\s+черните|першій\s+дошці\s+чорними"));
static BOARD_WEIGHT: LazyLock<Regex> = LazyLock::new(|| {
    re(
        r"(?i)(?:първа|втора|трета|четвърта|пета|шеста|перш\w+|друг\w+|трет\w+)\s+(?:дъска\s+|дошці\s+)?(?:се\s+дава\w*\s+)?[–-]?\s*(?P<n>\d{1,3})\s*(?:т\b|т\.|точки|очк)",
    )
});
static MATCH_POINTS: LazyLock<Regex> = LazyLock::new(|| {
    re(
        r"(?i)(?:спечелен|виграний)\s+мач\s*[–-]\s*(?P<w>\d)\s*т?\w*.*?(?:равен|нічийн\w*)\s+мач\s*[–-]\s*(?P<d>\d)\s*т?\w*.*?(?:загубен|програний)\s+мач\s*[–-]\s*(?P<l>\d)",
    )
});
static INTRO: LazyLock<Regex> = LazyLock::new(|| {
    re(
        r"(?i)допълнителн\w*\s+показател|додатков\w*\s+показник|перевага\s+надається|місця\s+визначаються",
    )
});
static LIST_ITEM: LazyLock<Regex> = LazyLock::new(|| {
    re(r"^\s*(?:[-–•∙·]\s*|\d{1,2}[.)/]\s*|\d{1,2}\.\d{1,2}\.?\s*|[IVXІХ]{1,4}\.\s*)(?P<t>\S.*)$")
});

fn codes_of(text: &str, team: bool) -> Vec<(&'static str, bool)> {
    let mut out = Vec::new();
    let lower = text.to_lowercase();
    if BOARD_POINTS.is_match(&lower) {
        return vec![("board-points", false)];
    }
    if BLACK_BOARD_ONE.is_match(&lower) {
        return vec![("black-board-1", false)];
    }
    for n in NAMES.iter() {
        if n.pattern.is_match(&lower) {
            let team_loose = team && n.individual == "SB";
            let code = if team { n.team } else { n.individual };
            // "FIDE Зонеборн – Бергер за отборни турнири" names FIDE's team SB.
            let loose = n.loose
                && !(team && lower.contains("fide")
                    || !team && n.individual == "SB" && !lower.contains("отбор"));
            out.push((code, loose || team_loose && !lower.contains("fide")));
            break;
        }
    }
    if out.is_empty() {
        // An item that is only a name as federations write it (`Бх-1`, `BHC1`), from the table
        // the command line reads `--tiebreaks` with.
        let item = text.trim().trim_end_matches(['.', ';', ',']);
        if let Some(descriptor) = crate::vocab::tiebreak::names::descriptor(item) {
            out.push((if team { team_code(descriptor) } else { descriptor }, false));
        }
    }
    out
}

/// The team-event variant of an individual descriptor of the names table: Buchholz and direct
/// encounter on match points, Sonneborn-Berger as FIDE's team SB (`EMGSB`).
fn team_code(descriptor: &'static str) -> &'static str {
    match descriptor {
        "BH" => "BH:MP",
        "BH/C1" => "BH:MP/C1",
        "BH/C2" => "BH:MP/C2",
        "BH/M1" => "BH:MP/M1",
        "SB" => "EMGSB",
        "DE" => "DE:MP",
        other => other,
    }
}

/// The ranking block.
pub fn ranking(doc: &Document, w: Words, f: &mut Facts) {
    let team = super::play::is_team(doc, w, f);
    let mut sections = doc.sections_about(&[
        "класиране",
        "класирането",
        "підсумк",
        "визначення місць",
        "місця",
        "класифікац",
    ]);
    if sections.is_empty() {
        // A numbered paragraph that introduces the list (`4.Місця учасників визначаються …`).
        sections = doc
            .sections
            .iter()
            .filter(|s| doc.paragraphs(s).iter().any(|p| INTRO.is_match(&p.text)))
            .collect();
    }
    let Some(section) = sections.first() else { return };
    let paras = doc.paragraphs(section);
    // The first paragraph of a numbered subsection (`7.1. Общ брой …`) is an item of the list.
    let item_lines: Vec<usize> = doc
        .all_sections()
        .iter()
        .filter(|s| s.parts.len() > 1 || s.number.as_deref().is_some_and(|n| n.ends_with(')')))
        .map(|s| s.start)
        .collect();
    let mut tiebreaks: Vec<(&'static str, usize)> = Vec::new();
    let mut listing = false;
    let mut unknown = Vec::new();
    for p in &paras {
        if let Some(c) = MATCH_POINTS.captures(&p.text) {
            f.add(
                Block::Ranking,
                format!(
                    "{} {} {} {}",
                    w.kw(Kw::MatchPoints),
                    &group(&c, "w"),
                    &group(&c, "d"),
                    &group(&c, "l")
                ),
                p.line,
            );
            f.add(
                Block::Ranking,
                format!("{} {}", w.kw(Kw::Primary), w.kw(Kw::MatchPoints)),
                p.line,
            );
        }
        if INTRO.is_match(&p.text) {
            listing = true;
            continue;
        }
        if !listing {
            continue;
        }
        let item = match LIST_ITEM.captures(&p.text) {
            Some(c) => c.name("t").map(|m| m.as_str()).unwrap_or(""),
            None if item_lines.contains(&p.line) => p.text.as_str(),
            None => {
                // A sentence after the list ends it.
                if !tiebreaks.is_empty() {
                    listing = false;
                }
                continue;
            }
        };
        if item.to_lowercase().contains("плей-оф") || item.to_lowercase().contains("плейоф")
        {
            f.add(Block::Ranking, format!("{} {}", w.kw(Kw::WhenTied), w.kw(Kw::Playoff)), p.line);
            continue;
        }
        let found = codes_of(item, team);
        if found.is_empty() {
            unknown.push(p);
            continue;
        }
        for (code, loose) in found {
            if !tiebreaks.iter().any(|(c, _)| *c == code) {
                tiebreaks.push((code, p.line));
            }
            if loose {
                f.mark(
                    Block::Ranking,
                    codes::TIEBREAK_GUESSED,
                    w.say(
                        &format!(
                            "{}: „{}“ е записан като {code}; проверете варианта",
                            w.line(p.line),
                            excerpt(item)
                        ),
                        &format!(
                            "рядок {}: «{}» записано як {code}; перевірте варіант",
                            p.line + 1,
                            excerpt(item)
                        ),
                    ),
                );
            }
        }
        if tiebreaks.last().is_some_and(|(c, _)| *c == "board-points") {
            board_points(p, w, f);
        }
    }
    if !tiebreaks.is_empty() {
        let list: Vec<String> = tiebreaks
            .iter()
            .map(|(c, _)| match *c {
                "board-points" => w.kw(Kw::BoardPoints).to_string(),
                "black-board-1" => w.kw(Kw::BlackBoardOne).to_string(),
                c => c.to_string(),
            })
            .collect();
        f.add(
            Block::Ranking,
            format!("{} {}", w.kw(Kw::Tiebreaks), list.join(", ")),
            tiebreaks[0].1,
        );
    }
    for p in unknown {
        f.mark(
            Block::Ranking,
            codes::TIEBREAK_GUESSED,
            w.say(
                &format!(
                    "{}: показателят „{}“ не е разпознат и не е в списъка",
                    w.line(p.line),
                    excerpt(&p.text)
                ),
                &format!(
                    "рядок {}: показник «{}» не розпізнано і його немає в списку",
                    p.line + 1,
                    excerpt(&p.text)
                ),
            ),
        );
    }
    for p in &paras {
        let lower = p.text.to_lowercase();
        if let Some(i) = lower.find("swiss manager").or_else(|| lower.find("swiss-manager")) {
            let name = &p.text[i..i + "swiss manager".len()];
            f.add(Block::Ranking, format!("{} {}", w.kw(Kw::ComputedBy), quote(name)), p.line);
        }
        if lower.contains("армагедон") && !BOARD_CLASS.is_match(&p.text) {
            f.add(
                Block::Ranking,
                format!("{} {}", w.kw(Kw::WhenTied), w.kw(Kw::Armageddon)),
                p.line,
            );
        }
        let lots = lower.contains("жребий") || lower.contains("жереб") && lower.contains("місц");
        if lots && (lower.contains("класира") || lower.contains("місц")) {
            f.add(Block::Ranking, format!("{} {}", w.kw(Kw::WhenTied), w.kw(Kw::Lots)), p.line);
        }
    }
    playoff(&paras, w, f);
    board_classification(doc, w, f);
}

static BOARD_CLASS: LazyLock<Regex> = LazyLock::new(|| {
    re(
        r"(?i)индивидуалното\s+класиране\s+се\s+определя.*?(?P<board>първа|втора|трета|четвърта)\s+дъска|особист\w*\s+залік\w*.*?(?P<board2>перш\w*|друг\w*|трет\w*)\s+дошц",
    )
});

/// A board classification: "Индивидуалното класиране се определя според набраните точки от
/// състезателите на първа дъска. … допълнителни показатели - лична среща, брой победи …".
fn board_classification(doc: &Document, w: Words, f: &mut Facts) {
    for p in doc.all_paragraphs() {
        let Some(c) = BOARD_CLASS.captures(&p.text) else { continue };
        let word = c
            .name("board")
            .or(c.name("board2"))
            .map(|m| m.as_str().to_lowercase())
            .unwrap_or_default();
        let board = if word.starts_with("пър") || word.starts_with("перш") {
            1
        } else if word.starts_with("втор") || word.starts_with("друг") {
            2
        } else if word.starts_with("трет") {
            3
        } else {
            4
        };
        let mut lines = Vec::new();
        if let Some(m) = INTRO.find(&p.text) {
            let tail = &p.text[m.end()..];
            let tail = tail
                .trim_start_matches(|c: char| c != '-' && c != '–' && c != ':')
                .trim_start_matches(['-', '–', ':']);
            let list = tail.split('.').next().unwrap_or("");
            let mut codes_found = Vec::new();
            for item in list.split(',') {
                for (code, _) in codes_of(item, false) {
                    if !codes_found.contains(&code) {
                        codes_found.push(code);
                    }
                }
            }
            if !codes_found.is_empty() {
                lines.push(format!("{} {}", w.kw(Kw::Tiebreaks), codes_found.join(", ")));
            }
        }
        let lower = p.text.to_lowercase();
        if lower.contains("армагедон") {
            lines.push(format!("{} {}", w.kw(Kw::WhenTied), w.kw(Kw::Armageddon)));
        }
        if lines.is_empty() {
            continue;
        }
        f.add(
            Block::Subclassification,
            format!(
                "{} {} {board} {{\n  {}\n}}",
                w.kw(Kw::Subclassification),
                w.kw(Kw::Board),
                lines.join("\n  ")
            ),
            p.line,
        );
    }
}

/// `board-points 3 2 1 among-tied` from "за победа на първа дъска се дава 3 т, на втора – 2 т.…".
fn board_points(p: &Para, w: Words, f: &mut Facts) {
    let weights: Vec<String> =
        BOARD_WEIGHT.captures_iter(&p.text).map(|c| group(&c, "n").to_string()).collect();
    let weights = if weights.is_empty() {
        // "на втора – 2 т." without the board word before the first figure.
        p.text
            .split([',', ';'])
            .filter_map(|part| {
                part.split_whitespace().filter_map(|x| x.parse::<u32>().ok()).next_back()
            })
            .map(|n| n.to_string())
            .collect()
    } else {
        weights
    };
    if weights.len() < 2 {
        return;
    }
    let lower = p.text.to_lowercase();
    let scope = if lower.contains("целия турнир") || lower.contains("весь турнір")
    {
        w.kw(Kw::WholeEvent)
    } else {
        w.kw(Kw::AmongTied)
    };
    f.add(
        Block::Ranking,
        format!("{} {} {scope}", w.kw(Kw::BoardPoints), weights.join(" ")),
        p.line,
    );
}

static STARTS_AFTER: LazyLock<Regex> = LazyLock::new(|| {
    re(
        r"(?i)(?:плей-?офф?|плейоф)\w*\s+(?:починається|започва)\s+(?:через|след)\s+(?P<n>\d{1,3})\s*(?:хв|мин)",
    )
});
static STAGE_TWO_GAMES: LazyLock<Regex> = LazyLock::new(|| {
    re(
        r"(?i)(?:дві|две|2)\s+парті\w*.*?(?P<m>\d{1,2})\s*(?:хвилин|минут)\w*.*?(?P<s>\d{1,2})\s*(?:секунд|сек)",
    )
});

/// The play-off: when it starts and its first stage, when the text states them plainly.
fn playoff(paras: &[&Para], w: Words, f: &mut Facts) {
    let mut stages = Vec::new();
    let mut after = None;
    let mut line = None;
    for p in paras {
        if let Some(c) = STARTS_AFTER.captures(&p.text) {
            after = Some(group(&c, "n").to_string());
            line = line.or(Some(p.line));
        }
        let lower = p.text.to_lowercase();
        if (lower.starts_with("плей-офф між двома") || lower.starts_with("плейоф между двама"))
            && stages.is_empty()
        {
            if let Some(c) = STAGE_TWO_GAMES.captures(&p.text) {
                stages.push(format!(
                    "{} {} 2 {} 2 {} {} {} {} {} {}",
                    w.kw(Kw::Stage),
                    w.kw(Kw::Players),
                    w.kw(Kw::Games),
                    w.kw(Kw::Base),
                    &group(&c, "m"),
                    w.kw(Kw::Minutes),
                    w.kw(Kw::Increment),
                    &group(&c, "s"),
                    w.kw(Kw::Seconds)
                ));
                line = line.or(Some(p.line));
                f.mark(Block::Ranking, codes::TIME_CONTROL_PARTLY_READ, w.say(
                    &format!("{}: записан е само първият етап на плейофа; останалите остават в текста", w.line(p.line)),
                    &format!("рядок {}: записано лише перший етап плей-офф; решта лишається в тексті", p.line + 1),
                ));
            }
        }
    }
    let Some(line) = line else { return };
    let head = match after {
        Some(n) => {
            format!("{} {} {n} {}", w.kw(Kw::Playoff), w.kw(Kw::StartsAfter), w.kw(Kw::Minutes))
        }
        None => w.kw(Kw::Playoff).to_string(),
    };
    let body = if stages.is_empty() { String::new() } else { stages.join("\n") };
    f.add(Block::Ranking, format!("{head} {{\n{body}\n}}"), line);
}
