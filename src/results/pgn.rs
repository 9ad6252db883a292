//! PGN game headers → tournament. Only the seven-tag roster and ratings are read (`Event`,
//! `Date`, `EventDate`, `Round`, `White`, `Black`, `Result`, `WhiteElo`, `BlackElo`); moves are
//! skipped. Players are numbered in the regulation's pairing-number order when a regulation
//! lists them (names matched loosely: `Voiska,M` is `Voiska Margarita`, `Genova,Ly` is
//! `Genova Lybka` and not `Genova Ruzka`), otherwise by rating (highest first), then by name.

use crate::diagnostic::l10n::{localized, tr};
use crate::diagnostic::Diagnostic;
use crate::model::{Format, Regulation};
use crate::results::spelling::{names_match, parse_result};
use crate::results::{Color, Game, Outcome, Pairing, Player, Tournament};
use crate::source::{SourceFile, Span};
use jiff::civil::Date;
use std::collections::BTreeMap;

/// One game's headers.
#[derive(Clone, Debug, Default)]
struct Header {
    tags: BTreeMap<String, String>,
    at: usize,
}

fn headers(text: &str) -> Vec<Header> {
    let mut games = Vec::new();
    let mut current: Option<Header> = None;
    // A tag after movetext, after a blank line, or repeating a tag of the current game starts a
    // new game (header-only files have no movetext between games).
    let mut gap = false;
    let mut offset = 0;
    for line in text.split_inclusive('\n') {
        let here = offset;
        offset += line.len();
        let l = line.trim();
        if let Some(inner) = l.strip_prefix('[').and_then(|s| s.strip_suffix(']')) {
            let (name, rest) = inner.split_once(char::is_whitespace).unwrap_or((inner, ""));
            let repeated = current.as_ref().is_some_and(|h| h.tags.contains_key(name));
            if gap || repeated || current.is_none() {
                if let Some(h) = current.take() {
                    games.push(h);
                }
                current = Some(Header { at: here, ..Header::default() });
                gap = false;
            }
            let value = rest.trim().trim_matches('"').replace("\\\"", "\"");
            if let Some(h) = current.as_mut() {
                h.tags.insert(name.to_string(), value);
            }
        } else if current.is_some() {
            // Movetext or a blank line: the tag section of this game is over.
            gap = true;
        }
    }
    if let Some(h) = current {
        games.push(h);
    }
    games
}

fn pgn_date(s: &str) -> Option<Date> {
    let parts: Vec<&str> = s.split('.').collect();
    match parts.as_slice() {
        [y, m, d] => format!("{y}-{m}-{d}").parse().ok(),
        _ => None,
    }
}

/// Reads PGN headers into a tournament (players with their games in both colours).
pub fn read_pgn(
    file: &SourceFile,
    regulation: Option<&Regulation>,
) -> (Tournament, Vec<Diagnostic>) {
    let mut diags = Vec::new();
    let mut t = Tournament::default();
    struct RawGame {
        round: u32,
        white: String,
        black: String,
        result: (Outcome, Outcome),
        span: Span,
    }
    let mut games = Vec::new();
    let mut ratings: BTreeMap<String, u32> = BTreeMap::new();
    let mut order: Vec<String> = Vec::new();
    // The first game of each name: where a finding about the name points (in this file).
    let mut first_game: BTreeMap<String, Span> = BTreeMap::new();
    let mut dates: Vec<Date> = Vec::new();
    for h in headers(&file.text) {
        let get = |k: &str| h.tags.get(k).cloned().unwrap_or_default();
        let span = Span::new(h.at, h.at + 1);
        let (white, black) = (get("White"), get("Black"));
        if white.is_empty() || black.is_empty() {
            continue;
        }
        if white == black {
            diags.push(self_paired(&white, span));
            continue;
        }
        if t.name.is_empty() {
            t.name = get("Event");
        }
        for key in ["EventDate", "Date", "UTCDate"] {
            if let Some(d) = pgn_date(&get(key)) {
                dates.push(d);
            }
        }
        let round = get("Round").split('.').next().and_then(|r| r.trim().parse::<u32>().ok());
        let Some(round) = round.filter(|r| *r >= 1) else {
            let written = get("Round");
            let none = written.trim().is_empty() || written.trim() == "?";
            let most = u32::MAX;
            diags.push(localized(|l| {
                let message = if none {
                    tr!(
                        l,
                        en: "the game `{white}` – `{black}` has no round",
                        bg: "партията `{white}` – `{black}` няма кръг",
                        uk: "партія `{white}` – `{black}` не має туру"
                    )
                } else {
                    tr!(
                        l,
                        en: "the game `{white}` – `{black}` has the round `{written}`, not a round number from 1 to {most}",
                        bg: "партията `{white}` – `{black}` има кръг `{written}`, а не номер на кръг от 1 до {most}",
                        uk: "партія `{white}` – `{black}` має тур `{written}`, а не номер туру від 1 до {most}"
                    )
                };
                Diagnostic::error(crate::results::codes::PGN_NO_ROUND, message)
                    .with_label(span, tr!(l, en: "this game", bg: "тази партия", uk: "ця партія"))
                    .with_help(tr!(
                        l,
                        en: "set the `Round` tag, e.g. `[Round \"5\"]`",
                        bg: "попълнете тага `Round`, напр. `[Round \"5\"]`",
                        uk: "заповніть тег `Round`, напр. `[Round \"5\"]`"
                    ))
            }));
            continue;
        };
        let Some(result) = parse_result(&get("Result")) else {
            diags.push(localized(|l| {
                Diagnostic::warning(
                    crate::results::codes::PGN_UNFINISHED_GAME,
                    tr!(
                        l,
                        en: "the game `{white}` – `{black}` of round {round} has no final result",
                        bg: "партията `{white}` – `{black}` от кръг {round} няма краен резултат",
                        uk: "партія `{white}` – `{black}` туру {round} не має остаточного результату"
                    ),
                )
                .with_label(span, tr!(l, en: "this game", bg: "тази партия", uk: "ця партія"))
                .with_help(tr!(
                    l,
                    en: "set `[Result \"1-0\"]`, `\"0-1\"` or `\"1/2-1/2\"`",
                    bg: "попълнете `[Result \"1-0\"]`, `\"0-1\"` или `\"1/2-1/2\"`",
                    uk: "заповніть `[Result \"1-0\"]`, `\"0-1\"` або `\"1/2-1/2\"`"
                ))
            }));
            continue;
        };
        for (name, elo) in [(&white, get("WhiteElo")), (&black, get("BlackElo"))] {
            if !order.contains(name) {
                order.push(name.clone());
                first_game.insert(name.clone(), span);
            }
            if let Ok(r) = elo.trim().parse::<u32>() {
                if r > 0 {
                    ratings.insert(name.clone(), r);
                }
            }
        }
        games.push(RawGame { round, white, black, result, span });
    }
    if games.is_empty() {
        let first = Span::new(0, file.text.chars().next().map_or(0, char::len_utf8));
        diags.push(localized(|l| {
            Diagnostic::error(
                crate::results::codes::PGN_NO_GAMES,
                tr!(
                    l,
                    en: "no game with players and a result",
                    bg: "няма партия с играчи и резултат",
                    uk: "немає партії з гравцями й результатом"
                ),
            )
            .with_span(first)
            .with_help(tr!(
                l,
                en: "give the PGN of the event's games",
                bg: "дайте PGN с партиите на турнира",
                uk: "дайте PGN з партіями турніру"
            ))
        }));
        return (t, diags);
    }
    t.start_date = dates.iter().min().copied();
    t.end_date = dates.iter().max().copied();
    // Number the players.
    let listed = regulation.and_then(|r| r.players.as_ref()).map(|p| &p.list);
    let mut number: BTreeMap<String, u32> = BTreeMap::new();
    let mut players: Vec<Player> = Vec::new();
    if let Some(list) = listed.filter(|l| !l.is_empty()) {
        let mut sorted: Vec<_> = list.iter().collect();
        sorted.sort_by_key(|p| p.number.value);
        for p in &sorted {
            players.push(crate::results::listed::player_of(p, players.len() as u32 + 1));
        }
        // The listed players some game name fits exactly: a name that fits none may be read as
        // the closest of the others (`Genova,Lyubka` for `Genova Lybka`), said as `T123`.
        let mut taken: std::collections::BTreeSet<usize> = order
            .iter()
            .flat_map(|name| {
                sorted
                    .iter()
                    .enumerate()
                    .filter(|(_, p)| names_match(name, &p.name.value))
                    .map(|(i, _)| i)
                    .collect::<Vec<_>>()
            })
            .collect();
        for name in &order {
            let mut fits: Vec<usize> = sorted
                .iter()
                .enumerate()
                .filter(|(_, p)| names_match(name, &p.name.value))
                .map(|(i, _)| i)
                .collect();
            if fits.is_empty() {
                if let Some(i) = closest_listed(name, &sorted, &taken) {
                    taken.insert(i);
                    fits.push(i);
                    let listed = sorted[i].name.value.clone();
                    // The list's span is in the regulation, not in this file: the label is the
                    // name's first game here.
                    let span = first_game.get(name).copied().unwrap_or_default();
                    diags.push(localized(|l| {
                        Diagnostic::warning(
                            crate::results::codes::PGN_PLAYER_NOT_IN_REGULATION,
                            tr!(
                                l,
                                en: "`{name}` matches no player of the regulation's list by name; read as `{listed}`, the closest",
                                bg: "`{name}` не съвпада по име с никого от списъка на регламента; чете се като `{listed}`, най-близкото име",
                                uk: "`{name}` за іменем не збігається ні з ким зі списку регламенту; прочитано як `{listed}`, найближче ім’я"
                            ),
                        )
                        .with_label(span, tr!(l, en: "its first game", bg: "първата партия с това име", uk: "перша партія з цим ім’ям"))
                        .with_help(tr!(
                            l,
                            en: "write the name in the games as the list does (`{listed}`), or correct the list",
                            bg: "изпишете името в партиите както в списъка (`{listed}`) или поправете списъка",
                            uk: "запишіть ім’я в партіях так, як у списку (`{listed}`), або виправте список"
                        ))
                    }));
                }
            }
            if fits.len() > 1 {
                let count = fits.len();
                diags.push(localized(|l| {
                    Diagnostic::warning(
                        crate::results::codes::PGN_AMBIGUOUS_NAME,
                        tr!(
                            l,
                            en: "`{name}` fits {count} players of the regulation",
                            bg: "`{name}` пасва на {count} състезатели от регламента",
                            uk: "`{name}` пасує до {count} гравців регламенту"
                        ),
                    )
                    .with_help(tr!(
                        l,
                        en: "write more of the given name in the games",
                        bg: "напишете повече от собственото име в партиите",
                        uk: "запишіть у партіях більше від імені"
                    ))
                }));
            }
            match fits.first() {
                Some(&i) => {
                    let listed = &mut players[i];
                    if listed.fide_name.is_empty() {
                        let spelling = crate::results::listed::fide_spelling(name, &listed.name);
                        listed.fide_name = spelling.unwrap_or_default().into();
                    }
                    if let Some(elo) = ratings.get(name) {
                        if listed.rating != Some(*elo) {
                            let (who, there) = (&listed.name, listed.rating);
                            diags.push(localized(|l| {
                                let there = match there {
                                    Some(r) => r.to_string(),
                                    None => tr!(l, en: "unrated", bg: "без рейтинг", uk: "без рейтингу"),
                                };
                                Diagnostic::warning(
                                    crate::results::codes::RESULTS_RATING_DISAGREES,
                                    tr!(
                                        l,
                                        en: "`{who}` is rated {elo} in the games but {there} in the regulation; {elo} is used",
                                        bg: "`{who}` е с рейтинг {elo} в партиите, а в регламента — {there}; използва се {elo}",
                                        uk: "`{who}` має рейтинг {elo} у партіях, а в регламенті — {there}; використано {elo}"
                                    ),
                                )
                                .with_help(correct_the_list(l))
                            }));
                            listed.rating = Some(*elo);
                        }
                    }
                    number.insert(name.clone(), i as u32 + 1);
                }
                None => {
                    diags.push(localized(|l| {
                        Diagnostic::warning(
                            crate::results::codes::PGN_PLAYER_NOT_IN_REGULATION,
                            tr!(
                                l,
                                en: "`{name}` matches no player of the regulation's list",
                                bg: "`{name}` не съвпада с никого от списъка на регламента",
                                uk: "`{name}` не збігається ні з ким зі списку регламенту"
                            ),
                        )
                        .with_help(tr!(
                            l,
                            en: "correct the name in the regulation or in the games",
                            bg: "поправете името в регламента или в партиите",
                            uk: "виправте ім’я в регламенті або в партіях"
                        ))
                    }));
                    players.push(Player {
                        start: players.len() as u32 + 1,
                        name: name.as_str().into(),
                        rating: ratings.get(name).copied(),
                        ..Player::default()
                    });
                    number.insert(name.clone(), players.len() as u32);
                }
            }
        }
    } else {
        let mut names = order.clone();
        names.sort_by(|a, b| ratings.get(b).cmp(&ratings.get(a)).then_with(|| a.cmp(b)));
        for name in names {
            players.push(Player {
                start: players.len() as u32 + 1,
                name: name.as_str().into(),
                rating: ratings.get(&name).copied(),
                ..Player::default()
            });
            number.insert(name, players.len() as u32);
        }
    }
    for g in &games {
        let (Some(&w), Some(&b)) = (number.get(&g.white), number.get(&g.black)) else { continue };
        if w == b {
            // Two spellings of one listed player.
            diags.push(self_paired(&format!("{}` / `{}", g.white, g.black), g.span));
            continue;
        }
        let (wo, bo) = g.result;
        players[w as usize - 1].games.push(Game {
            round: g.round,
            opponent: Some(b),
            color: Some(Color::White),
            outcome: wo,
            rated: true,
        });
        players[b as usize - 1].games.push(Game {
            round: g.round,
            opponent: Some(w),
            color: Some(Color::Black),
            outcome: bo,
            rated: true,
        });
    }
    for p in &mut players {
        p.games.sort_by_key(|g| g.round);
    }
    t.rounds = games.iter().map(|g| g.round).max().unwrap_or(0);
    t.players = players;
    let system = regulation.and_then(|r| r.system.as_ref());
    t.pairing = match system.and_then(|s| s.format.as_ref()).map(|f| f.value) {
        Some(Format::RoundRobin) => Pairing::RoundRobin,
        Some(Format::DoubleRoundRobin) => Pairing::DoubleRoundRobin,
        Some(Format::Swiss) => Pairing::Swiss,
        // Without a regulation: everyone met everyone once → a single round robin.
        None if is_complete_round_robin(&t) => Pairing::RoundRobin,
        None => Pairing::Swiss,
    };
    if let Some(r) = system.and_then(|s| s.rounds.as_ref()) {
        t.rounds = t.rounds.max(r.value);
    }
    (t, diags)
}

/// `T125`: a game of a player against himself.
fn self_paired(name: &str, span: Span) -> Diagnostic {
    localized(|l| {
        Diagnostic::error(
            crate::results::codes::PGN_SELF_PAIRED,
            tr!(
                l,
                en: "`{name}` is both White and Black; the game is ignored",
                bg: "`{name}` е и с белите, и с черните; партията се пренебрегва",
                uk: "`{name}` грає і білими, і чорними; партію пропущено"
            ),
        )
        .with_label(span, tr!(l, en: "this game", bg: "тази партия", uk: "ця партія"))
        .with_help(tr!(
            l,
            en: "correct the `White` or `Black` tag",
            bg: "поправете тага `White` или `Black`",
            uk: "виправте тег `White` або `Black`"
        ))
    })
}

/// The help of a value the results and the regulation's list give differently.
pub(crate) fn correct_the_list(l: crate::vocab::Lang) -> String {
    tr!(
        l,
        en: "correct whichever list is wrong",
        bg: "поправете списъка, който е грешен",
        uk: "виправте той список, що хибний"
    )
}

/// True when every pair of players met exactly once.
fn is_complete_round_robin(t: &Tournament) -> bool {
    let n = t.players.len();
    n >= 2
        && t.players.iter().all(|p| {
            let mut opp: Vec<u32> = p.games.iter().filter_map(|g| g.opponent).collect();
            opp.sort_unstable();
            opp.dedup();
            opp.len() == n - 1 && p.games.len() == n - 1
        })
}

/// The listed player closest to a game's name that fits none: its surname at most two letters
/// from the game's (both folded by `vocab::translit::skeleton`, so `Čilingirova` and
/// `Chilingirova` are one), its given name starting with the same letter, and no other listed
/// player as close (edit distances, whole numbers: the choice is a fact of the results, so it is
/// made by an exact measure, and said as `T123`). `None` when no one is, or two are.
fn closest_listed(
    name: &str,
    sorted: &[&crate::model::Player],
    taken: &std::collections::BTreeSet<usize>,
) -> Option<usize> {
    use crate::results::spelling::name_words;
    use crate::vocab::translit::skeleton;
    let words = name_words(name);
    let surname = skeleton(words.first()?);
    let given = words.get(1).map(|w| skeleton(w)).unwrap_or_default();
    let mut scored: Vec<(usize, usize)> = sorted
        .iter()
        .enumerate()
        .filter(|(i, _)| !taken.contains(i))
        .filter_map(|(i, p)| {
            let theirs = name_words(&p.name.value);
            let their_surname = skeleton(theirs.first()?);
            let their_given = theirs.get(1).map(|w| skeleton(w)).unwrap_or_default();
            let initials_agree = given.chars().next() == their_given.chars().next()
                || given.is_empty()
                || their_given.is_empty();
            let apart = strsim::levenshtein(&surname, &their_surname);
            let close = apart <= 2 && apart * 4 <= surname.len().max(their_surname.len());
            // Given names compared over the length the game writes (`Ly` for `Lybka`).
            let shorter = given.chars().count().min(their_given.chars().count());
            let given_apart = strsim::levenshtein(
                &given.chars().take(their_given.chars().count().max(shorter)).collect::<String>(),
                &their_given,
            );
            (initials_agree && close).then_some((apart * 100 + given_apart, i))
        })
        .collect();
    scored.sort_unstable();
    match scored.as_slice() {
        [(best, i), rest @ ..] if rest.first().is_none_or(|(next, _)| next > best) => Some(*i),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn loose_names_match_the_right_player() {
        assert!(names_match("Voiska,M", "Voiska Margarita"));
        assert!(names_match("Voiska, Margarita", "Voiska Margarita"));
        assert!(names_match("Genova,Ly", "Genova Lybka"));
        assert!(!names_match("Genova,Ly", "Genova Ruzka"));
        assert!(names_match("Genova,R", "Genova Ruzka"));
        assert!(!names_match("Genova,R", "Genova Lybka"));
        assert!(!names_match("Savova,S", "Stefanova Milena"));
    }

    #[test]
    fn reads_headers_and_skips_unfinished_games() {
        let text = "[Event \"E\"]\n[Date \"2007.03.11\"]\n[Round \"1.2\"]\n[White \"A,B\"]\n[Black \"C,D\"]\n\
                    [Result \"1/2-1/2\"]\n[WhiteElo \"2100\"]\n[BlackElo \"2200\"]\n\n1/2-1/2\n\n\
                    [Event \"E\"]\n[Round \"2\"]\n[White \"C,D\"]\n[Black \"A,B\"]\n[Result \"*\"]\n\n*\n";
        let (t, d) = read_pgn(&SourceFile::new("x.pgn", text, "UTF-8"), None);
        assert_eq!(
            d.iter().map(|x| x.code.as_str()).collect::<Vec<_>>(),
            vec![crate::results::codes::PGN_UNFINISHED_GAME]
        );
        assert_eq!(t.players.len(), 2);
        assert_eq!(t.players[0].name, "C,D");
        assert_eq!(t.players[0].games[0].outcome, Outcome::Draw);
        assert_eq!(t.players[0].games[0].color, Some(Color::Black));
        assert_eq!(t.start_date, "2007-03-11".parse().ok());
    }
}
