//! The ranking: match and game points, the tie-break list (each item read by the prose reader
//! through the one table of names, [`crate::prose::tiebreak`]; in a team event the team form of
//! each), the regulation-defined board points, the program that computes them, what decides a
//! tie the list leaves (play-off, Armageddon, lots) and a board classification.

use super::lexicon::excerpt;
use super::reading::{Reading, Topic};
use super::{Block, Draft, Known, Words};
use crate::import::doc::{Document, Para};
use crate::model::review as codes;
use crate::model::{PlayoffStage, Ranking, SubClassification, TieResolution};
use crate::prose::chars::Lowercase as _;
use crate::prose::pattern::{find, find_all, P};
use crate::prose::text::{folded_word, tokens};
use crate::source::Spanned;
use crate::vocab::points::Points;
use crate::vocab::tiebreak::{TieBreak, TieBreakKind};

/// The team-event variant of an individual descriptor: Buchholz and direct encounter on match
/// points, Sonneborn-Berger as FIDE's team SB (`EMGSB`).
fn team_code(descriptor: &'static str) -> &'static str {
    match descriptor {
        "BH" => "BH:MP",
        "BH/C1" => "BH:MP/C1",
        "BH/C2" => "BH:MP/C2",
        "BH/C3" => "BH:MP/C3",
        "BH/M1" => "BH:MP/M1",
        "SB" => "EMGSB",
        "DE" => "DE:MP",
        other => other,
    }
}

/// What an item of a tie-break list names: a C.07 descriptor (and whether the variant is
/// uncertain), the regulation's board points, or first-board Black.
fn codes_of(item: &str, team: bool) -> Option<(&'static str, bool)> {
    let lower = item.lowercase();
    if lower.contains("резултатите по дъски")
        || lower.contains("очками по дошках")
        || lower.contains("очки по дошках")
    {
        return Some(("board-points", false));
    }
    if lower.contains("първа дъска с черните") || lower.contains("першій дошці чорними")
    {
        return Some(("black-board-1", false));
    }
    // `Общ брой на спечелените точки от партиите`: game points, a team's second score.
    if lower.contains("брой на спечелените точки от партиите")
        || lower.contains("кількість набраних очок у партіях")
        || lower.contains("сума набраних очок усіх учасник")
    {
        return Some(("GP", false));
    }
    // `Резултат на отборите в същата точкова група`: direct encounter.
    if lower.contains("същата точкова група") || lower.contains("една и съща точкова")
    {
        return Some((if team { "DE:MP" } else { "DE" }, false));
    }
    if lower.contains("повече партии с черни")
        || lower.contains("більше партій чорними")
        || lower.contains("партии с черните")
    {
        return Some(("BPG", false));
    }
    let d = crate::prose::tiebreak::descriptor(item)?;
    if team {
        // `Зонеборн-Бергер за отборни турнири`: FIDE's team SB unless the text names FIDE's.
        let loose = d == "SB" && !lower.contains("fide") && !lower.contains("фиде");
        return Some((team_code(d), loose));
    }
    Some((d, d == "BH/C3"))
}

/// Words that introduce the list.
fn introduces(text: &str) -> Option<usize> {
    let lower = text.lowercase();
    for cue in [
        "допълнителни показатели",
        "допълнителните показатели",
        "допълнителен показател",
        "следните показатели",
        "следните индикатори",
        "додатковими показниками",
        "додаткові показники",
        "перевага надається",
        "місця визначаються",
        "визначаються за",
    ] {
        if let Some(i) = lower.find(cue) {
            return Some(i + cue.len());
        }
    }
    None
}

/// An item of a list: the text after its bullet or number (`- Бухолц`, `1/ Лична среща`,
/// `7.1. Общ брой …`, `II. …`).
fn list_item(line: &str) -> Option<&str> {
    let t = line.trim_start();
    for b in ["-", "–", "•", "∙", "·", "*"] {
        if let Some(r) = t.strip_prefix(b) {
            return Some(r.trim_start()).filter(|r| !r.is_empty());
        }
    }
    let digits = t.bytes().take_while(|b| b.is_ascii_digit() || *b == b'.').count();
    if digits > 0 && digits <= 6 {
        let r = &t[digits..];
        let r = r.strip_prefix([')', '/']).unwrap_or(r);
        if t[..digits].ends_with('.')
            || t[digits..].starts_with([')', '/'])
            || t[..digits].contains('.')
        {
            return Some(r.trim_start()).filter(|r| !r.is_empty());
        }
    }
    None
}

/// An inline list after its introduction: `… показатели: Бухолц, Бухолц- Медиана, Брой победи`,
/// `1/Лична среща …, 2/ Редуциран коефициент Бухолц-1`, `Бухолц/ Натрупване/ Бергер`.
fn inline_items(text: &str) -> Vec<String> {
    let body =
        text.trim_start_matches(|c: char| c == ':' || c.is_whitespace() || c == '–' || c == '-');
    let body = body.strip_prefix("като ").unwrap_or(body);
    let body = body.split(['.', ';']).next().unwrap_or(body);
    let mut items = Vec::new();
    let mut depth = 0usize;
    let mut cur = String::new();
    let chars: Vec<char> = body.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        match c {
            '(' => depth += 1,
            ')' => depth = depth.saturating_sub(1),
            _ => {}
        }
        let split = depth == 0
            && (c == ',' || c == '/' && !chars.get(i + 1).is_some_and(|x| x.is_ascii_digit()));
        if split {
            items.push(std::mem::take(&mut cur));
            i += 1;
            continue;
        }
        cur.push(c);
        i += 1;
    }
    items.push(cur);
    let mut out = Vec::new();
    for it in items {
        // `1/Лична среща`, `4/Коефициент Бергер`: the number before the slash is the place.
        let it = it.trim();
        let it = it
            .trim_start_matches(|c: char| c.is_ascii_digit())
            .trim_start_matches(['/', ')', '.'])
            .trim();
        for part in it.split(" и ").flat_map(|x| x.split(" та ")) {
            let p = part.trim();
            if !p.is_empty() {
                out.push(p.to_string());
            }
        }
    }
    out
}

/// The ranking block.
pub fn ranking(doc: &Document, r: &Reading, w: Words, known: &Known, f: &mut Draft) {
    let team = known.team;
    let mut tiebreaks: Vec<(&'static str, usize)> = Vec::new();
    let mut unknown: Vec<(usize, String)> = Vec::new();
    let mut loose_items: Vec<(usize, String, &'static str)> = Vec::new();
    let mut rank = Ranking::default();
    let mut add = |item: &str,
                   line: usize,
                   tiebreaks: &mut Vec<(&'static str, usize)>,
                   f: &mut Draft,
                   rank: &mut Ranking|
     -> bool {
        let lower = item.lowercase();
        if lower.contains("плей-оф") || lower.contains("плейоф") {
            tied(rank, f.on(TieResolution::Playoff, line));
            return true;
        }
        match codes_of(item, team) {
            Some((code, loose)) => {
                if !tiebreaks.iter().any(|(c, _)| *c == code) {
                    tiebreaks.push((code, line));
                }
                if loose {
                    loose_items.push((line, item.to_string(), code));
                }
                true
            }
            None => {
                unknown.push((line, item.to_string()));
                false
            }
        }
    };
    // A list after its introduction: the paragraphs that follow (items), or the same sentence.
    let paras = &r.paras;
    let mut listing_from: Option<usize> = None;
    let mut board_points_line: Option<usize> = None;
    for (i, p) in paras.iter().enumerate() {
        // A board classification introduces its own list (below).
        let lower = p.text.lowercase();
        if lower.contains("индивидуалното класиране се определя")
            || lower.contains("особистий залік")
        {
            continue;
        }
        let Some(at) = introduces(&p.text) else { continue };
        let rest = &p.text[at..];
        let inline = inline_items(rest);
        let inline: Vec<String> =
            inline.into_iter().filter(|x| x.split_whitespace().count() <= 12).collect();
        if !inline.is_empty() && rest.trim_start().starts_with([':', '–', '-'])
            || rest.trim_start().starts_with("като")
        {
            for item in &inline {
                add(item, p.line(), &mut tiebreaks, f, &mut rank);
            }
            if !tiebreaks.is_empty() {
                break;
            }
        }
        listing_from = Some(i + 1);
        break;
    }
    if let Some(start) = listing_from {
        let mut any = false;
        // Under a numbered introduction (`4.1. … показатели:`), the items are numbered below it
        // (`4.1.1.`) or numbered afresh (`8. …:` then `1.`, `2.`); a number that follows its
        // own (`4.2.`, `5.`) starts something else.
        let intro = crate::import::doc::numbered(&paras[start - 1].text)
            .filter(|n| !n.letter)
            .map(|n| n.parts);
        for p in &paras[start..] {
            if let (Some(intro), Some(n)) = (&intro, crate::import::doc::numbered(&p.text)) {
                let below = n.parts.len() > intro.len() && n.parts.starts_with(intro);
                if !n.letter && !below && n.parts.as_slice() > intro.as_slice() {
                    break;
                }
            }
            let item = list_item(&p.text).or_else(|| {
                // The first line of a subsection (`7.1. Общ брой …`) is an item too.
                crate::import::doc::numbered(&p.text).map(|_| p.text.as_str())
            });
            let Some(item) = item else {
                if any {
                    break;
                }
                continue;
            };
            let item = list_item(item).unwrap_or(item);
            if item.lowercase().starts_with("сума от резултатите по дъски")
                || item.lowercase().contains("резултатите по дъски")
            {
                board_points_line = Some(p.line());
            }
            add(item, p.line(), &mut tiebreaks, f, &mut rank);
            any = true;
            if tiebreaks.len() > 12 {
                break;
            }
        }
    }
    // Match points: `за спечелен мач – 2 т., за равен мач – 1 т. и за загубен мач – 0 т.`.
    for p in paras {
        let t = p.read.tokens();
        let m = find(
            t,
            &[
                P::S(&["спечелен", "виграний"]),
                P::W(&["мач"]),
                P::Opt(&P::Pu("–-")),
                P::N,
                P::Gap(6),
                P::S(&["равен", "нічийн"]),
                P::W(&["мач"]),
                P::Opt(&P::Pu("–-")),
                P::N,
                P::Gap(6),
                P::S(&["загубен", "програний"]),
                P::W(&["мач"]),
                P::Opt(&P::Pu("–-")),
                P::N,
            ],
        );
        if let Some(m) = m {
            let n = |k| m.token(t, k).and_then(|x| Points::parse(x.text));
            if let (Some(won), Some(drawn), Some(lost)) = (n(3), n(8), n(13)) {
                rank.match_points = Some(f.on((won, drawn, lost), p.line()));
                rank.game_points_primary = false;
            }
            break;
        }
    }
    let mut weights: Option<(Vec<Points>, bool)> = None;
    if let Some(line) = board_points_line {
        if let Some(p) = paras.iter().find(|p| p.lines.iter().any(|(_, l)| *l == line)) {
            weights = board_points(&p.text);
        }
    }
    for (code, line) in &tiebreaks {
        let kind = match *code {
            "board-points" => {
                let (w, among) = weights.clone().unwrap_or((Vec::new(), true));
                Some(TieBreak::plain(TieBreakKind::BoardWeighted { weights: w, among_tied: among }))
            }
            "black-board-1" => Some(TieBreak::plain(TieBreakKind::BlackOnBoardOneInMutualMatch)),
            code => TieBreak::parse(code).ok(),
        };
        if let Some(tb) = kind {
            rank.tiebreaks.push(f.on(tb, *line));
        }
    }
    for (line, item, code) in loose_items {
        f.mark(
            Block::Ranking,
            codes::TIEBREAK_GUESSED,
            w.say(
                &format!(
                    "{}: „{}“ е записан като {code}; проверете варианта",
                    w.line(line),
                    excerpt(&item)
                ),
                &format!(
                    "рядок {}: «{}» записано як {code}; перевірте варіант",
                    line + 1,
                    excerpt(&item)
                ),
            ),
        );
    }
    for (line, item) in unknown {
        f.mark(
            Block::Ranking,
            codes::TIEBREAK_GUESSED,
            w.say(
                &format!(
                    "{}: показателят „{}“ не е разпознат и не е в списъка",
                    w.line(line),
                    excerpt(&item)
                ),
                &format!(
                    "рядок {}: показник «{}» не розпізнано і його немає в списку",
                    line + 1,
                    excerpt(&item)
                ),
            ),
        );
    }
    // The program, Armageddon, lots.
    for p in &r.paras {
        let lower = p.text.lowercase();
        // `Допълнителните показатели се изчисляват … в … програма Swiss-Manager`: the program
        // computes the ranking (a program named elsewhere says nothing of it).
        let computes = p.topic == Topic::Ranking
            || ["изчисл", "обчисл", "показател", "показник", "класиран", "підрахун"]
                .iter()
                .any(|w| lower.contains(w));
        if let Some(i) =
            lower.find("swiss manager").or_else(|| lower.find("swiss-manager")).filter(|_| computes)
        {
            let name = p.text[i..i + "swiss manager".len()].to_string();
            rank.computed_by = Some(f.on(name, p.line_at(i)));
            break;
        }
    }
    let ranking_paras: Vec<&super::reading::Read> = r.about(Topic::Ranking).collect();
    for p in &ranking_paras {
        let lower = p.text.lowercase();
        let board_class = lower.contains("индивидуалното класиране се определя")
            || lower.contains("особистий залік");
        if lower.contains("армагедон") && !board_class {
            tied(&mut rank, f.on(TieResolution::Armageddon, p.line()));
        }
        let lots = lower.contains("жребий") || lower.contains("жереб") && lower.contains("місц");
        if lots && (lower.contains("класира") || lower.contains("місц")) {
            tied(&mut rank, f.on(TieResolution::Lots, p.line()));
        }
    }
    let doc_paras: Vec<&Para> = doc.all_paragraphs();
    playoff(r, f, &mut rank);
    board_classification(&doc_paras, team, f);
    let first = [
        rank.match_points.as_ref().map(|x| x.span),
        rank.tiebreaks.first().map(|x| x.span),
        rank.computed_by.as_ref().map(|x| x.span),
        rank.when_tied.first().map(|x| x.span),
        rank.playoff_start_minutes.as_ref().map(|x| x.span),
        rank.playoff.first().map(|x| x.span),
    ]
    .into_iter()
    .flatten()
    .min_by_key(|s| s.start);
    if let Some(span) = first {
        rank.span = span;
        f.reg.ranking = Some(rank);
    }
}

/// Adds what decides a tie the list leaves, once.
fn tied(rank: &mut Ranking, r: Spanned<TieResolution>) {
    if !rank.when_tied.iter().any(|x| x.value == r.value) {
        rank.when_tied.push(r);
    }
}

/// The board weights and whether they count among the tied teams only, from "за победа на първа дъска се дава 3 т, на втора – 2 т.…".
fn board_points(text: &str) -> Option<(Vec<Points>, bool)> {
    let t = tokens(text);
    let board_words =
        ["първа", "втора", "трета", "четвърта", "пета", "шеста", "першій", "другій", "третій"];
    let mut weights: Vec<String> = Vec::new();
    for m in find_all(
        &t,
        &[
            P::W(&board_words),
            P::Opt(&P::W(&["дъска", "дошці"])),
            P::Gap(3),
            P::N,
            P::S(&["т", "точк", "очк"]),
        ],
    ) {
        if let Some(n) = m.at.iter().rev().nth(1).copied().flatten().and_then(|i| t.get(i)) {
            weights.push(n.text.to_string());
        }
    }
    if weights.len() < 2 {
        // "на втора – 2 т." without the board word before the first figure.
        weights = text
            .split([',', ';'])
            .filter_map(|part| {
                part.split_whitespace()
                    .filter_map(|x| {
                        x.trim_matches(|c: char| !c.is_ascii_digit()).parse::<u32>().ok()
                    })
                    .next_back()
            })
            .map(|n| n.to_string())
            .collect();
    }
    if weights.len() < 2 {
        return None;
    }
    let lower = text.lowercase();
    let whole = lower.contains("целия турнир") || lower.contains("весь турнір");
    let weights: Vec<Points> = weights.iter().filter_map(|w| Points::parse(w)).collect();
    Some((weights, !whole))
}

/// A board classification: "Индивидуалното класиране се определя според набраните точки от
/// състезателите на първа дъска. … допълнителни показатели - лична среща, брой победи …".
fn board_classification(paras: &[&Para], team: bool, f: &mut Draft) {
    let _ = team;
    for p in paras {
        let lower = p.text.lowercase();
        let Some(i) = lower
            .find("индивидуалното класиране се определя")
            .or_else(|| lower.find("особистий залік"))
        else {
            continue;
        };
        let t = tokens(&p.text[i..]);
        let board = t.iter().take(30).find_map(|x| {
            let wd = folded_word(x.text);
            if wd.starts_with("първа") || wd.starts_with("перш") {
                Some(1)
            } else if wd.starts_with("втора") || wd.starts_with("друг") {
                Some(2)
            } else if wd.starts_with("трета") || wd.starts_with("трет") {
                Some(3)
            } else if wd.starts_with("четвърта") {
                Some(4)
            } else {
                None
            }
        });
        let Some(board) = board else { continue };
        if !t.iter().take(40).any(|x| x.starts_any(&["дъска", "дошц"])) {
            continue;
        }
        let mut sc = SubClassification {
            kind: f.on("board".to_string(), p.line),
            board: Some(f.on(board, p.line)),
            tiebreaks: Vec::new(),
            when_tied: Vec::new(),
            playoff: Vec::new(),
            span: f.at(p.line),
        };
        if let Some(at) = introduces(&p.text) {
            let tail = &p.text[at..];
            let tail = tail
                .trim_start_matches(|c: char| c != '-' && c != '–' && c != ':')
                .trim_start_matches(['-', '–', ':']);
            let list = tail.split('.').next().unwrap_or("");
            let mut found = Vec::new();
            for item in list.split(',') {
                if let Some((code, _)) = codes_of(item, false) {
                    if !found.contains(&code) {
                        found.push(code);
                    }
                }
            }
            sc.tiebreaks = found
                .iter()
                .filter_map(|c| TieBreak::parse(c).ok())
                .map(|tb| f.on(tb, p.line))
                .collect();
        }
        if lower.contains("армагедон") {
            sc.when_tied.push(f.on(TieResolution::Armageddon, p.line));
        }
        if sc.tiebreaks.is_empty() && sc.when_tied.is_empty() {
            continue;
        }
        f.reg.subclassifications.push(sc);
    }
}

/// The play-off: when it starts and its stages. In a paragraph about the play-off each sentence
/// that gives a time control is a stage (`дві партії … 10 хвилин … 10 секунд`, `до першої
/// перемоги … 3 хвилини … 2 секунд`, `коловий турнір …`): for the players its sentence or its
/// paragraph names (`між двома учасницями`, `між трьома та більше`, `більше двох`), as a match of
/// N games, until the first win or a round robin. A stage said twice is kept once; the order of
/// the stages and the colours stay in the text.
fn playoff(r: &Reading, f: &mut Draft, rank: &mut Ranking) {
    let mut stages: Vec<PlayoffStage> = Vec::new();
    let mut after = None;
    let mut line = None;
    for p in &r.paras {
        let t = p.read.tokens();
        if let Some(m) = find(
            t,
            &[
                P::S(&["плей-оф", "плейоф"]),
                P::S(&["починається", "започва"]),
                P::W(&["через", "след"]),
                P::N,
                P::S(&["хв", "мин"]),
            ],
        ) {
            after = m.token(t, 3).and_then(|x| x.number()).map(|n| (n, p.line()));
            line = line.or(Some(p.line()));
        }
        let lower = p.text.lowercase();
        if !(lower.contains("плей-оф") || lower.contains("плейоф")) {
            continue;
        }
        let mut players: Option<(u32, bool)> = None;
        for &(a, b) in p.sentences() {
            let s = &p.text[a..b];
            let ls = s.lowercase();
            if let Some(n) = stage_players(&ls) {
                players = Some(n);
            }
            let Some(c) = crate::prose::time_control(s, r.lang) else { continue };
            let Some(&(minutes, None)) = c.periods.first() else { continue };
            if c.periods.len() != 1 || players.is_none() {
                continue;
            }
            let until_first_win =
                ls.contains("до першої перемоги") || ls.contains("до първа победа");
            let round_robin = ["колов", "кругов"].iter().any(|x| ls.contains(x));
            let games = if ls.contains("дві партії") || ls.contains("две партии")
            {
                Some(2)
            } else {
                None
            };
            let at = p.line_at(a + c.start);
            let stage = PlayoffStage {
                players,
                games,
                until_first_win: until_first_win && !round_robin,
                round_robin,
                armageddon: ls.contains("армагедон"),
                base_minutes: Some(f.on(minutes, at)),
                increment_seconds: c.increment.map(|i| f.on(i, at)),
                span: f.at(at),
            };
            let same = |x: &PlayoffStage| {
                x.players == stage.players
                    && x.games == stage.games
                    && x.until_first_win == stage.until_first_win
                    && x.round_robin == stage.round_robin
                    && x.base_minutes.as_ref().map(|m| m.value) == Some(minutes)
                    && x.increment_seconds.as_ref().map(|i| i.value) == c.increment
            };
            if !stages.iter().any(same) {
                stages.push(stage);
            }
            line = line.or(Some(at));
        }
    }
    if line.is_none() {
        return;
    }
    rank.playoff_start_minutes = after.map(|(n, l)| f.on(n, l));
    rank.playoff = stages;
}

/// The players a sentence about the play-off is for: `між двома учасницями`, `залишилися дві
/// учасниці` (2), `між трьома та більше`, `більше двох` (3 or more).
fn stage_players(lower: &str) -> Option<(u32, bool)> {
    if ["трьома та більше", "трьома і більше", "більше двох", "трима и повече", "повече от двама"]
        .iter()
        .any(|x| lower.contains(x))
    {
        return Some((3, true));
    }
    if ["між двома", "дві учасниці", "два учасники", "между двама", "двама състезател"]
        .iter()
        .any(|x| lower.contains(x))
    {
        return Some((2, false));
    }
    None
}
