//! Round robins and the Berger table (FIDE Handbook C.05 Annex 1): the pairings of every round
//! under the drawn numbers ([`drawn_schedule`]), and the played results checked against them
//! (who meets whom, with which colours, in which round; [`check_against_schedule`]).

use crate::diagnostic::l10n::{localized, tr};
use crate::diagnostic::Diagnostic;
use crate::results::{Color, Pairing, Tournament};
use crate::vocab::berger::{positions, schedule};
use serde::Serialize;

/// The most participants a round robin is paired for (`T044`).
pub const MAX_PARTICIPANTS: u32 = 500;

/// One board of a round robin's round: the participants' own numbers (start numbers, or team
/// numbers) and the table numbers they drew.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct DrawnBoard {
    /// Board number in the round (the table's order, the bye left out).
    pub board: u32,
    /// White (in a team match: the team with White on board 1).
    pub white: u32,
    /// Black.
    pub black: u32,
    /// White's table number.
    pub white_table: u32,
    /// Black's table number.
    pub black_table: u32,
}

/// One round of a round robin under drawn numbers.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct DrawnRound {
    /// Round number, 1-based.
    pub round: u32,
    /// The games (matches) in board order.
    pub boards: Vec<DrawnBoard>,
    /// Who is paired with the dummy number n + 1 (an odd number of participants): the bye.
    pub bye: Option<u32>,
}

/// `T043` when `lots` is not one distinct table number from 1 to `positions(n)` per participant.
fn bad_lots(lots: &[u32], n: u32) -> Diagnostic {
    let most = positions(n);
    localized(|l| {
        Diagnostic::error(
            RR_BAD_LOTS,
            tr!(
                l,
                en: "drawn numbers {lots:?} are not {n} distinct numbers from 1 to {most}",
                bg: "изтеглените номера {lots:?} не са {n} различни числа от 1 до {most}",
                uk: "витягнуті номери {lots:?} не є {n} різними числами від 1 до {most}"
            ),
        )
        .with_help(tr!(
            l,
            en: "give every player a different drawn number",
            bg: "дайте на всеки състезател различен изтеглен номер",
            uk: "дайте кожному гравцеві інший витягнутий номер"
        ))
    })
}

use crate::results::codes::RR_BAD_LOTS;

/// The holder of each table number (index = table number; 0 = nobody, the bye) for `n`
/// participants, `lots[i]` the table number participant `i + 1` drew (empty: their own
/// numbers).
fn holders(n: u32, lots: &[u32]) -> Result<Vec<u32>, Diagnostic> {
    let lots: Vec<u32> = if lots.is_empty() { (1..=n).collect() } else { lots.to_vec() };
    let mut holder = vec![0u32; positions(n) as usize + 1];
    if lots.len() != n as usize {
        return Err(bad_lots(&lots, n));
    }
    for (i, &lot) in lots.iter().enumerate() {
        match holder.get_mut(lot as usize) {
            Some(slot) if lot >= 1 && *slot == 0 => *slot = i as u32 + 1,
            _ => return Err(bad_lots(&lots, n)),
        }
    }
    Ok(holder)
}

/// Every round of a round robin of `n` participants (single, or double with the Annex 1 swap of
/// the first cycle's last two rounds) under the drawn numbers `lots` (`lots[i]` = the table
/// number participant `i + 1` drew; empty = their own numbers). The first of a pair has White.
pub fn drawn_schedule(n: u32, double: bool, lots: &[u32]) -> Result<Vec<DrawnRound>, Diagnostic> {
    if !(2..=MAX_PARTICIPANTS).contains(&n) {
        return Err(localized(|l| {
            Diagnostic::error(
                crate::results::codes::RR_TOO_MANY_PARTICIPANTS,
                tr!(
                    l,
                    en: "a round robin of {n} participants is not paired (2 to {MAX_PARTICIPANTS})",
                    bg: "кръгов турнир с {n} участници не се чифтосва (от 2 до {MAX_PARTICIPANTS})",
                    uk: "коловий турнір на {n} учасників не жеребкують (від 2 до {MAX_PARTICIPANTS})"
                ),
            )
            .with_help(tr!(
                l,
                en: "check the participant list",
                bg: "проверете списъка на участниците",
                uk: "перевірте список учасників"
            ))
        }));
    }
    let holder = holders(n, lots)?;
    // The table for N positions keeps the pairs of number N: its holder is nobody when n is odd.
    let table = schedule(positions(n), double);
    Ok(table
        .iter()
        .enumerate()
        .map(|(r, pairs)| {
            let mut boards = Vec::with_capacity(pairs.len());
            let mut bye = None;
            for &(tw, tb) in pairs {
                let (white, black) = (holder[tw as usize], holder[tb as usize]);
                match (white, black) {
                    (0, p) | (p, 0) => bye = Some(p),
                    _ => boards.push(DrawnBoard {
                        board: boards.len() as u32 + 1,
                        white,
                        black,
                        white_table: tw,
                        black_table: tb,
                    }),
                }
            }
            DrawnRound { round: r as u32 + 1, boards, bye }
        })
        .collect())
}

/// Checks a round robin's games against the Berger schedule. `lots[i]` is the table number the
/// player with start number `i + 1` drew; an empty slice means start numbers are table numbers.
/// Rounds without results are not checked.
pub fn check_against_schedule(t: &Tournament, lots: &[u32]) -> Vec<Diagnostic> {
    let n = t.players.len() as u32;
    let mut out = Vec::new();
    if n < 2 {
        return out;
    }
    if n > MAX_PARTICIPANTS {
        out.push(localized(|l| {
            Diagnostic::error(
                crate::results::codes::RR_TOO_MANY_PARTICIPANTS,
                tr!(
                    l,
                    en: "a round robin of {n} players is not checked against the Berger table (at most {MAX_PARTICIPANTS})",
                    bg: "кръгов турнир с {n} състезатели не се проверява спрямо таблицата на Бергер (най-много {MAX_PARTICIPANTS})",
                    uk: "коловий турнір на {n} гравців не перевіряють за таблицею Бергера (щонайбільше {MAX_PARTICIPANTS})"
                ),
            )
            .with_help(tr!(
                l,
                en: "check that the event is a round robin",
                bg: "проверете дали турнирът е кръгов",
                uk: "перевірте, чи турнір коловий"
            ))
        }));
        return out;
    }
    let big_n = positions(n);
    // start number of each table number (index = table number; 0 = nobody, i.e. the bye).
    let holder = match holders(n, lots) {
        Ok(h) => h,
        Err(d) => {
            out.push(d);
            return out;
        }
    };
    let lots: Vec<u32> = if lots.is_empty() { (1..=n).collect() } else { lots.to_vec() };
    // The table for N positions keeps the bye pairs (number N is nobody when n is odd).
    let table = schedule(big_n, t.pairing == Pairing::DoubleRoundRobin);
    let scheduled_round = |x: u32, y: u32| -> Option<usize> {
        table.iter().position(|round| {
            round.iter().any(|&(w, b)| {
                let (w, b) = (holder[w as usize], holder[b as usize]);
                (w, b) == (x, y) || (w, b) == (y, x)
            })
        })
    };
    let mut reported: Vec<(u32, u32, u32)> = Vec::new();
    for (r, pairs) in table.iter().enumerate() {
        let round = r as u32 + 1;
        if round > t.rounds {
            break;
        }
        for &(tw, tb) in pairs {
            let (white, black) = (holder[tw as usize], holder[tb as usize]);
            for (me, other, colour) in [(white, black, Color::White), (black, white, Color::Black)]
            {
                if me == 0 {
                    continue;
                }
                let Some(player) = t.player(me) else { continue };
                let Some(game) = player.games.iter().find(|g| g.round == round) else { continue };
                let Some(actual) = game.opponent else { continue };
                let key = (round, me.min(actual), me.max(actual));
                if reported.contains(&key) {
                    continue;
                }
                if actual != other {
                    reported.push(key);
                    // A game where the table gives the bye is a wrong pairing, not a game
                    // moved from another round.
                    let moved = if other == 0 { None } else { scheduled_round(me, actual) };
                    let drawn = lots[me as usize - 1];
                    let table_round = scheduled_round(me, actual).map(|s| s + 1);
                    out.push(localized(|l| {
                        let d = match moved {
                            Some(s) => {
                                let scheduled = s + 1;
                                Diagnostic::warning(
                                    crate::results::codes::RR_WRONG_ROUND,
                                    tr!(
                                        l,
                                        en: "players {me} and {actual} met in round {round}, but the Berger table pairs them in round {scheduled}",
                                        bg: "състезатели {me} и {actual} са играли в кръг {round}, а таблицата на Бергер ги чифтосва в кръг {scheduled}",
                                        uk: "гравці {me} і {actual} грали в турі {round}, а таблиця Бергера ставить їх у тур {scheduled}"
                                    ),
                                )
                                .with_help(tr!(
                                    l,
                                    en: "enter the game under its scheduled round, or record the postponement",
                                    bg: "въведете партията в кръга по програма или запишете отлагането",
                                    uk: "внесіть партію в тур за розкладом або запишіть перенесення"
                                ))
                            }
                            None => {
                                let with = if other == 0 {
                                    tr!(l, en: "the bye", bg: "почивка", uk: "вільний тур")
                                } else {
                                    tr!(l, en: "player {other}", bg: "състезател {other}", uk: "гравця {other}")
                                };
                                Diagnostic::error(
                                    crate::results::codes::RR_WRONG_OPPONENT,
                                    tr!(
                                        l,
                                        en: "player {me} met {actual} in round {round}, but the Berger table pairs {me} with {with}",
                                        bg: "състезател {me} е играл с {actual} в кръг {round}, а таблицата на Бергер дава на {me}: {with}",
                                        uk: "гравець {me} грав з {actual} у турі {round}, а таблиця Бергера дає {me}: {with}"
                                    ),
                                )
                                .with_help(tr!(
                                    l,
                                    en: "check the drawn numbers and the result entries",
                                    bg: "проверете изтеглените номера и въведените резултати",
                                    uk: "перевірте витягнуті номери та внесені результати"
                                ))
                            }
                        };
                        let mut d = d.with_note(tr!(
                            l,
                            en: "player {me} drew table number {drawn}",
                            bg: "състезател {me} е изтеглил номер {drawn} от таблицата",
                            uk: "гравець {me} витягнув номер {drawn} таблиці"
                        ));
                        if other == 0 {
                            d = d.with_note(tr!(
                                l,
                                en: "the table gives player {me} the bye in round {round}",
                                bg: "таблицата дава на състезател {me} почивка в кръг {round}",
                                uk: "таблиця дає гравцеві {me} вільний тур у турі {round}"
                            ));
                            if let Some(scheduled) = table_round {
                                d = d.with_note(tr!(
                                    l,
                                    en: "players {me} and {actual} meet in round {scheduled} of the table",
                                    bg: "състезатели {me} и {actual} се срещат в кръг {scheduled} по таблицата",
                                    uk: "гравці {me} і {actual} зустрічаються в турі {scheduled} за таблицею"
                                ));
                            }
                        }
                        d
                    }));
                } else if game.color.is_some_and(|c| c != colour) {
                    reported.push(key);
                    out.push(localized(|l| {
                        Diagnostic::warning(
                            crate::results::codes::RR_WRONG_COLOUR,
                            tr!(
                                l,
                                en: "player {white} should have White against {black} in round {round}",
                                bg: "състезател {white} трябва да е с белите срещу {black} в кръг {round}",
                                uk: "гравець {white} має грати білими проти {black} у турі {round}"
                            ),
                        )
                        .with_note(tr!(
                            l,
                            en: "table numbers {tw}–{tb}: the first number has White",
                            bg: "номера от таблицата {tw}–{tb}: първият номер е с белите",
                            uk: "номери таблиці {tw}–{tb}: перший номер грає білими"
                        ))
                        .with_help(tr!(
                            l,
                            en: "correct the colours, or the drawn numbers",
                            bg: "поправете цветовете или изтеглените номера",
                            uk: "виправте кольори або витягнуті номери"
                        ))
                    }));
                }
            }
        }
    }
    out
}
