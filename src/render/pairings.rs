//! The pairings of a round robin as a document (`reglament pairings`): every round (or one) from
//! the drawn numbers, board by board with White first, the bye of an odd number of players, the
//! cycle of a double round robin, in the regulation's language; or the bare Berger table of
//! `n` players. Laid out by `pairings.{html,md,txt}.j2`; JSON is this view serialised.

use crate::model::{Lang, Regulation};
use crate::render::i18n::{berger_table_title, pairings_labels, PairingsLabels};
use crate::results::round_robin::DrawnRound;
use serde::Serialize;

/// One participant as the pairings show it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Participant {
    /// The participant's number in the list (start number, team number).
    pub number: u32,
    /// Name (empty in a bare table).
    pub name: String,
    /// Rating, if any (players).
    pub rating: Option<u32>,
}

/// One board (one match in a team round robin). After the draw a participant is known by the
/// number drawn, as in the published tables; the name follows it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct BoardView {
    /// Board (match) number.
    pub board: u32,
    /// White's pairing number (drawn).
    pub white_number: u32,
    /// White's name (the team with White on board 1); empty in a bare table.
    pub white: String,
    /// Black's pairing number.
    pub black_number: u32,
    /// Black's name.
    pub black: String,
    /// White's number in the participant list (start number, team number).
    pub white_start: u32,
    /// Black's number in the participant list.
    pub black_start: u32,
}

/// One round.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct RoundView {
    /// Round number.
    pub round: u32,
    /// "Round 3", with the cycle of a double round robin ("Round 7 (cycle 2)").
    pub heading: String,
    /// When it is played, from the regulation's schedule (`11 март 2007 г., 15:00`).
    pub when: Option<String>,
    /// The games (matches) in board order.
    pub boards: Vec<BoardView>,
    /// Who has the bye, if anyone.
    pub bye: Option<String>,
    /// The round as aligned text (the text format).
    pub text: String,
}

/// The pairings document.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PairingsView {
    /// Document language code.
    pub lang: String,
    /// The fixed words.
    pub labels: PairingsLabels,
    /// The event's name, or "Berger table for n players".
    pub title: String,
    /// The dates and venue line, if known.
    pub subtitle: Option<String>,
    /// A team round robin (boards are matches).
    pub teams: bool,
    /// A bare table: numbers only, no names (the number columns are left out).
    pub bare: bool,
    /// What the numbers are.
    pub numbers_note: String,
    /// Further notes (team colours, the double round robin's cycles, an inferred draw).
    pub notes: Vec<String>,
    /// The rounds shown.
    pub rounds: Vec<RoundView>,
}

/// What the pairings are drawn from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Numbers {
    /// The drawn numbers (given, or found from the games).
    Drawn,
    /// The participant list's own numbers (no draw given).
    List,
    /// A bare table: the numbers are the table's.
    Bare,
}

/// Everything the pairings document is made from.
pub struct PairingsInput<'a> {
    /// The regulation, if any (title, language, schedule).
    pub regulation: Option<&'a Regulation>,
    /// The language without a regulation.
    pub lang: Lang,
    /// The participants by number (index = number − 1).
    pub participants: &'a [Participant],
    /// The table number each participant drew (index = number − 1; empty: their own numbers).
    pub tables: &'a [u32],
    /// The rounds (already limited to the one asked for, if any).
    pub rounds: &'a [DrawnRound],
    /// Rounds in one cycle (N − 1), for the cycle of a double round robin.
    pub cycle: Option<u32>,
    /// A team round robin.
    pub teams: bool,
    /// What the numbers are.
    pub numbers: Numbers,
    /// Extra notes (e.g. the draw was found from the games).
    pub notes: Vec<String>,
}

/// The round's date and time as the regulation's schedule gives them (`11 март 2007 г., 14:30`).
pub(crate) fn when(reg: &Regulation, round: u32, lang: Lang) -> Option<String> {
    let entry = reg.round_entry(round)?;
    let time =
        entry.time.as_ref().map(|t| format!("{:02}:{:02}", t.value.hour(), t.value.minute()));
    match (entry.day().map(|d| crate::vocab::calendar::format_date(d, lang)), time) {
        (Some(date), Some(time)) => Some(format!("{date}, {time}")),
        (Some(date), None) => Some(date),
        (None, time) => time,
    }
}

/// Builds the pairings document.
pub fn pairings_view(input: &PairingsInput<'_>) -> PairingsView {
    let lang = input.regulation.map_or(input.lang, |r| r.lang);
    let labels = pairings_labels(lang);
    let name = |number: u32| -> String {
        input.participants.get(number as usize - 1).map(|p| p.name.clone()).unwrap_or_default()
    };
    let shown = |table: u32, number: u32| -> String {
        let name = name(number);
        if name.is_empty() {
            table.to_string()
        } else {
            format!("{table} {name}")
        }
    };
    let bare =
        input.numbers == Numbers::Bare || input.participants.iter().all(|p| p.name.is_empty());
    let rounds = input
        .rounds
        .iter()
        .map(|r| {
            let mut heading = format!("{} {}", labels.round, r.round);
            if let Some(cycle) = input.cycle {
                heading.push_str(&format!(
                    " ({} {})",
                    labels.cycle.to_lowercase(),
                    (r.round - 1) / cycle + 1
                ));
            }
            let boards: Vec<BoardView> = r
                .boards
                .iter()
                .map(|b| BoardView {
                    board: b.board,
                    white_number: b.white_table,
                    white: name(b.white),
                    black_number: b.black_table,
                    black: name(b.black),
                    white_start: b.white,
                    black_start: b.black,
                })
                .collect();
            let bye = r.bye.map(|p| shown(table_of(input, p), p));
            let board_word = if input.teams { labels.match_ } else { labels.board };
            let mut text = round_text(board_word, labels, &boards, bare);
            if let Some(b) = &bye {
                text.push_str(&format!("{}: {b}\n", capitalised(labels.bye)));
            }
            RoundView {
                round: r.round,
                heading,
                when: input.regulation.and_then(|reg| when(reg, r.round, lang)),
                boards,
                bye,
                text,
            }
        })
        .collect();
    let (title, subtitle) = match input.regulation {
        Some(reg) => {
            let title = reg
                .event
                .name
                .as_ref()
                .map_or_else(|| reg.title.value.clone(), |n| n.value.clone());
            let dates = reg.event.dates.as_ref().map(|d| {
                let f = |x| crate::vocab::calendar::format_date(x, lang);
                let (a, b) = d.value;
                if a == b {
                    f(a)
                } else {
                    format!("{} – {}", f(a), f(b))
                }
            });
            let venue = reg.event.venue.as_ref().map(|v| v.value.clone());
            let parts: Vec<String> = venue.into_iter().chain(dates).collect();
            (title, (!parts.is_empty()).then(|| parts.join(", ")))
        }
        None => (berger_table_title(input.participants.len() as u32, lang), None),
    };
    let numbers_note = match input.numbers {
        Numbers::Drawn | Numbers::Bare => labels.numbers_note,
        Numbers::List => labels.list_numbers_note,
    }
    .to_string();
    let mut notes = input.notes.clone();
    if input.teams {
        notes.push(labels.team_colours_note.to_string());
    }
    if input.cycle.is_some() {
        notes.push(labels.double_note.to_string());
    }
    PairingsView {
        lang: lang.code().to_string(),
        labels: labels.clone(),
        title,
        subtitle,
        teams: input.teams,
        bare,
        numbers_note,
        notes,
        rounds,
    }
}

/// A round as aligned text: the board right-aligned, then White's number and name, a dash,
/// Black's number and name (numbers right-aligned, names left-aligned, no trailing blanks).
fn round_text(
    board_word: &str,
    labels: &PairingsLabels,
    boards: &[BoardView],
    bare: bool,
) -> String {
    if bare {
        let rows: Vec<(String, String, String)> = boards
            .iter()
            .map(|b| (b.board.to_string(), b.white_number.to_string(), b.black_number.to_string()))
            .collect();
        let bw =
            rows.iter().map(|r| r.0.len()).chain([board_word.chars().count()]).max().unwrap_or(0);
        let ww =
            rows.iter().map(|r| r.1.len()).chain([labels.white.chars().count()]).max().unwrap_or(0);
        let mut out = format!("{board_word:>bw$}  {:>ww$}     {}\n", labels.white, labels.black);
        for (board, white, black) in rows {
            out.push_str(&format!("{board:>bw$}  {white:>ww$}  –  {black}\n"));
        }
        return out;
    }
    let width = |cells: &mut dyn Iterator<Item = usize>| cells.max().unwrap_or(0);
    let len = |s: &str| s.chars().count();
    let number = |n: u32| n.to_string();
    let board_w = width(&mut boards.iter().map(|b| len(&number(b.board))).chain([len(board_word)]));
    let wno_w =
        width(&mut boards.iter().map(|b| len(&number(b.white_number))).chain([len(labels.number)]));
    let white_w = width(&mut boards.iter().map(|b| len(&b.white)).chain([len(labels.white)]));
    let bno_w =
        width(&mut boards.iter().map(|b| len(&number(b.black_number))).chain([len(labels.number)]));
    let line = |board: &str, wno: &str, white: &str, dash: &str, bno: &str, black: &str| {
        let text = format!(
            "{board:>bw$}  {wno:>ww$} {white:<whw$}  {dash}  {bno:>bnw$} {black}",
            bw = board_w,
            ww = wno_w,
            whw = white_w,
            bnw = bno_w,
        );
        format!("{}\n", text.trim_end())
    };
    let mut out = line(board_word, labels.number, labels.white, " ", labels.number, labels.black);
    for b in boards {
        out.push_str(&line(
            &number(b.board),
            &number(b.white_number),
            &b.white,
            "–",
            &number(b.black_number),
            &b.black,
        ));
    }
    out
}

/// The table number participant `number` drew.
fn table_of(input: &PairingsInput<'_>, number: u32) -> u32 {
    input.tables.get(number as usize - 1).copied().unwrap_or(number)
}

/// `почива` → `Почива`.
fn capitalised(word: &str) -> String {
    let mut chars = word.chars();
    chars.next().map_or_else(String::new, |c| c.to_uppercase().chain(chars).collect())
}
