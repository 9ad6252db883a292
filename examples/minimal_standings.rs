//! The yardstick of issue 21: a minimal, std-only program that computes what
//! `reglament standings --trf FILE --tiebreaks BH/C1,BH,SB,ARO --format json` computes, and
//! writes the same JSON, with nothing else: no diagnostics, no decoding but UTF-8, no checks,
//! no teams. The file is read into flat arrays (one row of `rounds` cells per player) and each
//! player's four values come from one pass over the row, in integers (hundredths of a point),
//! as FIDE C.07 defines them for each edition (before September 2023, from September 2023,
//! from March 2026): the adjusted scores of Art. 16.3, the dummy opponent of 16.4 (the virtual
//! opponent before 2023), the cut of 16.5 and the average of 10.1 rounded half up.
//!
//! `cargo run --release --example minimal_standings -- FILE.trf > standings.json`
//!
//! What it does not read the way reglament does, it refuses with exit status 3 and a line on
//! standard error rather than guess (`tests/suite/standings/minimal.rs` compares the two on
//! every file of `tests/data/trf` it reads, and on a generated 5,000 × 13 event): text that is
//! not UTF-8, team records, point systems other than 1 / ½ / 0, start numbers that are not
//! 1..n, round blocks that are not of the usual shape (`  12 w 1`, `0000 - H`), a total that
//! byes would have to repair, opponents outside the field, a line cut off, more than 99
//! rounds. `scripts/bench-minimal.sh` compares its instruction count with reglament's
//! (BENCHMARKS.md, "Issue 21, item 4").

use std::io::Write;
use std::process::ExitCode;

/// Hundredths of a point.
type Pts = i64;
const WIN: Pts = 100;
const DRAW: Pts = 50;

// Outcomes, one byte a cell (`ABSENT` is a round without a block: a zero-point bye).
const W: u8 = 0; // win over the board (`1`, `W`)
const D: u8 = 1; // draw (`=`, `D`)
const L: u8 = 2; // loss (`0`, `L`)
const FW: u8 = 3; // forfeit win (`+`)
const FL: u8 = 4; // forfeit loss (`-`)
const HB: u8 = 5; // half-point bye (`H`)
const FB: u8 = 6; // full-point bye (`F`)
const PB: u8 = 7; // pairing-allocated bye (`U`)
const ZB: u8 = 8; // zero-point bye (`Z`)
const ABSENT: u8 = 9; // no entry for the round: read as a zero-point bye

// Categories of an unplayed round (Art. 16.2).
const C_NONE: u8 = 0;
const C_BYE: u8 = 1;
const C_FW: u8 = 2;
const C_EARLY: u8 = 3;
const C_FL: u8 = 4;
const C_LATE: u8 = 5;

#[derive(Clone, Copy, PartialEq, Eq)]
enum Edition {
    Pre2023,
    Y2023,
    Y2026,
}

fn points_of(outcome: u8) -> Pts {
    match outcome {
        W | FW | FB | PB => WIN,
        D | HB => DRAW,
        _ => 0,
    }
}

fn outcome_of_letter(b: u8) -> Option<u8> {
    Some(match b.to_ascii_uppercase() {
        b'1' | b'W' => W,
        b'=' | b'D' => D,
        b'0' | b'L' => L,
        b'+' => FW,
        b'-' => FL,
        b'H' => HB,
        b'F' => FB,
        b'U' => PB,
        b'Z' => ZB,
        _ => return None,
    })
}

/// The names of a dummy player standing for the bye.
const DUMMY: [&str; 6] = ["spielfrei", "bye", "freilos", "bye player", "pairing bye", "free"];

/// Something this program does not read as reglament does.
#[derive(Debug)]
pub struct Unsupported(pub String);

fn unsupported<T>(why: impl Into<String>) -> Result<T, Unsupported> {
    Err(Unsupported(why.into()))
}

/// `str::trim`, with the ASCII blanks stripped byte by byte first (the usual case).
fn trim(text: &str) -> &str {
    let blank = |b: &u8| matches!(b, b'\t' | b'\n' | 0x0B | 0x0C | b'\r' | b' ');
    let bytes = text.as_bytes();
    let start = bytes.iter().position(|b| !blank(b)).unwrap_or(bytes.len());
    let end = bytes.iter().rposition(|b| !blank(b)).map_or(start, |i| i + 1);
    let inner = &text[start..end];
    if inner.bytes().next().is_some_and(|b| !b.is_ascii())
        || inner.bytes().next_back().is_some_and(|b| !b.is_ascii())
    {
        inner.trim()
    } else {
        inner
    }
}

/// One line sliced by 1-based columns (characters, not bytes).
struct Cols<'a> {
    text: &'a str,
    starts: Option<Vec<usize>>,
}

impl<'a> Cols<'a> {
    fn new(text: &'a str) -> Cols<'a> {
        let starts = (!text.is_ascii()).then(|| text.char_indices().map(|(i, _)| i).collect());
        Cols { text, starts }
    }
    fn len(&self) -> usize {
        self.starts.as_ref().map_or(self.text.len(), Vec::len)
    }
    fn byte(&self, index: usize) -> usize {
        match &self.starts {
            Some(s) => s.get(index).copied().unwrap_or(self.text.len()),
            None => index.min(self.text.len()),
        }
    }
    fn field(&self, from: usize, to: usize) -> &'a str {
        let start = self.byte(from - 1);
        &self.text[start..self.byte(to).max(start)]
    }
}

/// The event as flat arrays: player `i` (start number `i + 1`) has the cells
/// `i * rounds .. (i + 1) * rounds`.
struct Event {
    edition: Edition,
    round_robin: bool,
    rounds: usize,
    /// Byte range of each name in the text.
    names: Vec<(u32, u32)>,
    /// Rating, 0 when unrated.
    ratings: Vec<u32>,
    /// Opponent's index + 1 per cell, 0 for none.
    opponents: Vec<u32>,
    outcomes: Vec<u8>,
}

fn read(text: &str) -> Result<Event, Unsupported> {
    let mut date: Option<(i16, i8, i8)> = None;
    let mut rr_text = false;
    let mut code = String::new();
    // Players as read: start number, name, rating, and their blocks (opponent, outcome) in
    // `blocks[first..first + count]`, round r at `first + r - 1`.
    let mut starts: Vec<u32> = Vec::new();
    let mut names = Vec::new();
    let mut ratings = Vec::new();
    let mut firsts: Vec<u32> = Vec::new();
    let mut blocks: Vec<(u32, u8)> = Vec::new();
    let mut declared_rounds = 0usize;
    // Players whose declared total is above their rounds': (a block could become a bye, their
    // last round).
    let mut lasts: Vec<(usize, Option<bool>)> = Vec::new();
    let mut dummies: Vec<bool> = Vec::new();
    let base = text.as_ptr() as usize;
    for raw in text.split('\n') {
        let line = raw.strip_suffix('\r').unwrap_or(raw).trim_end();
        if line.is_empty() {
            continue;
        }
        let cols = Cols::new(line);
        match cols.field(1, 3) {
            "001" => {}
            "042" => {
                let value = cols.field(5, usize::MAX - 1).trim();
                date = if value.is_empty() { None } else { parse_date(value) };
                continue;
            }
            "XXR" | "142" => {
                let value = cols.field(5, usize::MAX - 1);
                match value.split_whitespace().next().map(str::parse::<usize>) {
                    Some(Ok(r)) if r <= 9999 => declared_rounds = r,
                    _ => {}
                }
                continue;
            }
            "092" => {
                let lower = cols.field(5, usize::MAX - 1).trim().to_lowercase();
                rr_text = ["round robin", "round-robin", "roundrobin", "rundenturnier", "berger"]
                    .iter()
                    .any(|w| lower.contains(w));
                continue;
            }
            "192" => {
                code = cols.field(5, usize::MAX - 1).trim().to_uppercase();
                continue;
            }
            c @ ("013" | "310" | "300" | "320" | "330" | "240" | "362" | "162" | "XXS") => {
                return unsupported(format!("record `{c}`"));
            }
            _ => continue,
        }
        let len = cols.len();
        if len < 15 || cols.field(9, 9).starts_with(|c: char| c.is_ascii_digit()) {
            return unsupported("a `001` line cut off or with a wide start number");
        }
        for (from, to) in [(49, 52), (58, 68), (81, 84), (86, 89)] {
            if len >= from && len < to && !trim(cols.field(from, len)).is_empty() {
                return unsupported("a `001` line cut off inside a number");
            }
        }
        let Some(start) = trim(cols.field(5, 8)).parse::<u32>().ok().filter(|&s| s > 0) else {
            return unsupported("a start number that is not a number");
        };
        let rating = match trim(cols.field(49, 52)) {
            "" => 0,
            r => r.parse::<u32>().or_else(|_| unsupported("a rating that is not a number"))?,
        };
        let name = trim(cols.field(15, 47));
        let at = name.as_ptr() as usize - base;
        let first = blocks.len();
        let mut total: Pts = 0;
        let (mut round, mut last_game, mut bye_candidate) = (0, 0, false);
        while len >= 92 + 10 * round {
            let col = 92 + 10 * round;
            round += 1;
            let block = match cols.starts {
                None => &line.as_bytes()[col - 1..len.min(col + 7)],
                Some(_) => cols.field(col, col + 7).as_bytes(),
            };
            // A last block cut short reads as if blank to its end.
            let mut b = [b' '; 8];
            if block.len() > 8 || !block.is_ascii() {
                if trim(cols.field(col, col + 7)).is_empty() {
                    blocks.push((0, ABSENT));
                    bye_candidate = true;
                    continue;
                }
                return unsupported("a round block not of the usual shape");
            }
            b[..block.len()].copy_from_slice(block);
            if b.iter().all(|&c| matches!(c, b'\t' | b'\n' | 0x0B | 0x0C | b'\r' | b' ')) {
                blocks.push((0, ABSENT));
                bye_candidate = true;
                continue;
            }
            let number = b[..4].trim_ascii();
            if b[4].is_ascii_digit() || !number.iter().all(u8::is_ascii_digit) {
                return unsupported("an opponent that is not a number");
            }
            let mut opponent = number.iter().fold(0u32, |n, &c| n * 10 + u32::from(c - b'0'));
            if !matches!(b[5], b'w' | b'W' | b'b' | b'B' | b' ' | b'-') {
                return unsupported("a colour that is not `w`, `b` or `-`");
            }
            let mut outcome = match (outcome_of_letter(b[7]), b[7]) {
                (Some(o), _) => o,
                // A pairing without a result is no round; a bye without a letter is an
                // absence that the declared total may turn into a bye.
                (None, b' ') if opponent > 0 => {
                    blocks.push((0, ABSENT));
                    continue;
                }
                (None, b' ') => {
                    bye_candidate = true;
                    ZB
                }
                (None, _) => return unsupported("an unknown result letter"),
            };
            if opponent == 0 {
                // A game's result without an opponent reads as the bye it gives.
                outcome = match outcome {
                    W => FB,
                    D => HB,
                    L => ZB,
                    other => other,
                };
            } else if outcome >= HB {
                opponent = 0;
            }
            total += points_of(outcome);
            blocks.push((opponent, outcome));
            last_game = round;
        }
        // reglament turns blocks without a letter (and rounds after the line) into byes when
        // the declared total needs them: not done here.
        let declared = trim(cols.field(81, 84));
        let mut repair = None;
        if !declared.is_empty() {
            match parse_points(declared) {
                Some(d) if d > total => repair = Some(bye_candidate),
                Some(_) => {}
                None => return unsupported("a total that is not a plain number"),
            }
        }
        starts.push(start);
        names.push((at as u32, name.len() as u32));
        ratings.push(rating);
        firsts.push(first as u32);
        lasts.push((last_game, repair));
        // (The names of a dummy are ASCII: comparing without case is reglament's lowercase.)
        let maybe_dummy = rating == 0 && DUMMY.iter().any(|d| name.eq_ignore_ascii_case(d)) && {
            let fide_id = trim(cols.field(58, 68));
            fide_id.parse::<u64>().map_or(true, |id| id == 0)
        };
        dummies.push(maybe_dummy);
    }
    firsts.push(blocks.len() as u32);
    let mut n = starts.len();
    if n == 0 {
        return unsupported("no players");
    }
    // Rows by start number: the usual file lists 1..n in order.
    let mut order: Vec<u32> = vec![u32::MAX; n];
    for (i, &s) in starts.iter().enumerate() {
        match order.get_mut(s as usize - 1) {
            Some(slot) if *slot == u32::MAX => *slot = i as u32,
            _ => return unsupported("start numbers that are not 1..n"),
        }
    }
    // A last player named as the bye, without rating or FIDE ID, is no player: games against
    // it are pairing-allocated byes.
    let dummy = dummies[order[n - 1] as usize];
    if dummy {
        order.pop();
        n -= 1;
    }
    let rounds = order.iter().map(|&i| lasts[i as usize].0).max().unwrap_or(0);
    if n == 0 || rounds == 0 || rounds > 99 || n >= 1 << 22 {
        return unsupported("no players, no round played, or more than 99 rounds");
    }
    let all_rounds = rounds.max(declared_rounds);
    let repaired = |&i: &u32| match lasts[i as usize] {
        (last, Some(candidate)) => candidate || last < all_rounds,
        (_, None) => false,
    };
    if order.iter().any(repaired) {
        return unsupported("a total that byes would repair");
    }
    let cells = n * rounds;
    let mut opponents = vec![0u32; cells];
    let mut outcomes = vec![ABSENT; cells];
    for (p, &i) in order.iter().enumerate() {
        let i = i as usize;
        let games = &blocks[firsts[i] as usize..firsts[i + 1] as usize];
        for (r, &(o, outcome)) in games.iter().enumerate().take(rounds) {
            if outcome == ABSENT {
                continue;
            }
            let (o, outcome) = if dummy && o as usize == n + 1 { (0, PB) } else { (o, outcome) };
            if o as usize > n || o as usize == p + 1 {
                return unsupported("an opponent outside the field");
            }
            opponents[p * rounds + r] = o;
            outcomes[p * rounds + r] = outcome;
        }
    }
    let edition = match date {
        None => Edition::Y2026,
        Some(d) if d < (2023, 9, 1) => Edition::Pre2023,
        Some(d) if d < (2026, 3, 1) => Edition::Y2023,
        Some(_) => Edition::Y2026,
    };
    let round_robin = if code.is_empty() { rr_text } else { code.contains("ROUNDROBIN") };
    let names = order.iter().map(|&i| names[i as usize]).collect();
    let ratings = order.iter().map(|&i| ratings[i as usize]).collect();
    Ok(Event { edition, round_robin, rounds, names, ratings, opponents, outcomes })
}

/// `7`, `7.5`, `7,5`, `7½`, `½` in hundredths.
fn parse_points(text: &str) -> Option<Pts> {
    let (t, half) = match text.strip_suffix('½') {
        Some(rest) => (rest, 50),
        None => (text, 0),
    };
    let (whole, fraction) = t.split_once(['.', ',']).unwrap_or((t, ""));
    let digits = |s: &str| s.len() <= 12 && s.bytes().all(|b| b.is_ascii_digit());
    if !digits(whole)
        || !digits(fraction)
        || fraction.len() > 2
        || (half > 0 && t.len() != whole.len())
    {
        return None;
    }
    if whole.is_empty() && (half == 0 || !fraction.is_empty()) {
        return None;
    }
    let w: i64 = if whole.is_empty() { 0 } else { whole.parse().ok()? };
    let f: i64 = match fraction.len() {
        0 => 0,
        1 => fraction.parse::<i64>().ok()? * 10,
        _ => fraction.parse().ok()?,
    };
    Some(w * 100 + f + half)
}

/// The date forms of real exports, as reglament reads them (a date it cannot read is no date).
fn parse_date(text: &str) -> Option<(i16, i8, i8)> {
    const MONTHS: [&str; 12] =
        ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
    let groups: Vec<&str> =
        text.split(|c: char| !c.is_ascii_digit()).filter(|g| !g.is_empty()).collect();
    let number = |g: &str| g.parse::<i16>().ok();
    let lower = text.to_lowercase();
    let month_word = MONTHS.iter().position(|m| lower.contains(m)).map(|i| i as i8 + 1);
    let (year, month, day) = match (groups.as_slice(), month_word) {
        ([d, y], Some(m)) if y.len() == 4 => (number(y)?, m, number(d)?),
        ([y, m, d], None) if y.len() == 4 => (number(y)?, number(m)? as i8, number(d)?),
        ([d, m, y], None) if y.len() == 4 => (number(y)?, number(m)? as i8, number(d)?),
        ([y, m, d], None) if y.len() == 2 && m.len() <= 2 && d.len() <= 2 => {
            let y = number(y)?;
            (if y < 70 { 2000 + y } else { 1900 + y }, number(m)? as i8, number(d)?)
        }
        _ => return None,
    };
    let day = i8::try_from(day).ok()?;
    let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0);
    let days = match month {
        1 | 3 | 5 | 7 | 8 | 10 | 12 => 31,
        4 | 6 | 9 | 11 => 30,
        2 if leap => 29,
        2 => 28,
        _ => return None,
    };
    ((-9999..=9999).contains(&year) && (1..=days).contains(&day)).then_some((year, month, day))
}

/// Per player: points, BH/C1, BH, SB, ARO (`None` = undefined).
struct Values {
    points: Vec<Pts>,
    bh_c1: Vec<Pts>,
    bh: Vec<Pts>,
    sb: Vec<Pts>,
    aro: Vec<Option<Pts>>,
}

fn compute(e: &Event) -> Values {
    let n = e.names.len();
    let r = e.rounds;
    let played = |c: usize| e.opponents[c] != 0 && e.outcomes[c] <= L;
    // Pass 1: scores, the categories of unplayed rounds and the adjusted scores (16.2, 16.3).
    let mut points = vec![0; n];
    let mut adjusted = vec![0; n];
    let mut category = vec![C_NONE; n * r];
    for p in 0..n {
        let row = p * r..(p + 1) * r;
        let mut later_non_vur = false;
        let (mut own, mut adj) = (0, 0);
        for c in row.rev() {
            let outcome = e.outcomes[c];
            let pts = points_of(outcome);
            let cat = if played(c) {
                C_NONE
            } else {
                match outcome {
                    PB | FB | W => C_BYE,
                    FW => C_FW,
                    FL => C_FL,
                    D => C_EARLY,
                    _ => C_LATE,
                }
            };
            let vur = matches!(cat, C_FL | C_LATE | C_EARLY);
            let cat = if cat == C_LATE && later_non_vur { C_EARLY } else { cat };
            later_non_vur |= !vur;
            category[c] = cat;
            own += pts;
            adj += match e.edition {
                Edition::Pre2023 if !played(c) => DRAW,
                Edition::Y2023 | Edition::Y2026 if cat == C_LATE => DRAW,
                _ => pts,
            };
        }
        points[p] = own;
        adjusted[p] = if e.round_robin { own } else { adj };
    }
    // Pass 2: each player's row once for BH, its cut, SB and the rated opponents.
    let dummy_vur = e.edition != Edition::Pre2023;
    let forfeits_rated = e.round_robin && e.edition != Edition::Y2026;
    let everyone_rated = e.ratings.iter().all(|&x| x > 0);
    let mut values = Values {
        points: Vec::with_capacity(n),
        bh_c1: Vec::with_capacity(n),
        bh: Vec::with_capacity(n),
        sb: Vec::with_capacity(n),
        aro: Vec::with_capacity(n),
    };
    for (p, &own) in points.iter().enumerate() {
        let (mut bh, mut sb, mut before) = (0, 0, 0);
        let (mut lowest, mut lowest_vur): (Option<Pts>, Option<Pts>) = (None, None);
        let (mut rating_sum, mut rated) = (0u64, 0u64);
        for i in 0..r {
            let c = p * r + i;
            let (o, outcome) = (e.opponents[c] as usize, e.outcomes[c]);
            let pts = points_of(outcome);
            let is_game =
                played(c) || (e.round_robin && o != 0 && (outcome == FW || outcome == FL));
            let contribution = if is_game {
                Some((adjusted[o - 1], false))
            } else if e.round_robin {
                None
            } else {
                let cat = category[c];
                let dummy = match e.edition {
                    Edition::Pre2023 => before + (WIN - pts).max(0) + DRAW * (r - i - 1) as Pts,
                    Edition::Y2023 => own,
                    Edition::Y2026 if o != 0 && (cat == C_FW || cat == C_FL) => {
                        own.min(adjusted[o - 1])
                    }
                    Edition::Y2026 => own.min(DRAW * r as Pts),
                };
                let vur = dummy_vur && matches!(cat, C_FL | C_LATE | C_EARLY);
                Some((dummy, vur))
            };
            if let Some((score, vur)) = contribution {
                bh += score;
                let product = score * pts;
                sb += if product >= 0 { (product + 50) / 100 } else { (product - 50) / 100 };
                lowest = Some(lowest.map_or(score, |l| l.min(score)));
                if vur {
                    lowest_vur = Some(lowest_vur.map_or(score, |l| l.min(score)));
                }
            }
            if o != 0 && (played(c) || (forfeits_rated && (outcome == FW || outcome == FL))) {
                rating_sum += u64::from(e.ratings[o - 1]);
                rated += 1;
            }
            before += pts;
        }
        // Cut 1 (16.5): the least significant value, or a voluntary unplayed round's first.
        let cut = lowest_vur.or(lowest).unwrap_or(0);
        values.points.push(own);
        values.bh_c1.push(bh - cut);
        values.bh.push(bh);
        values.sb.push(sb);
        values.aro.push(
            (everyone_rated && rated > 0)
                .then(|| ((2 * rating_sum + rated) / (2 * rated)) as Pts * 100),
        );
    }
    values
}

/// Hundredths as JSON writes the float: `12.0`, `7.5`, `112.75`, `-0.5`.
fn push_points(out: &mut Vec<u8>, h: Pts) {
    if h < 0 {
        out.push(b'-');
    }
    let m = h.unsigned_abs();
    push_u64(out, m / 100);
    out.push(b'.');
    let f = m % 100;
    if f % 10 == 0 {
        out.push(b'0' + (f / 10) as u8);
    } else {
        out.extend_from_slice(&[b'0' + (f / 10) as u8, b'0' + (f % 10) as u8]);
    }
}

fn push_u64(out: &mut Vec<u8>, mut n: u64) {
    let mut buf = [0u8; 20];
    let mut at = buf.len();
    loop {
        at -= 1;
        buf[at] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            break;
        }
    }
    out.extend_from_slice(&buf[at..]);
}

/// A JSON string as serde_json writes it.
fn push_str(out: &mut Vec<u8>, s: &str) {
    out.push(b'"');
    for &b in s.as_bytes() {
        match b {
            b'"' => out.extend_from_slice(b"\\\""),
            b'\\' => out.extend_from_slice(b"\\\\"),
            b'\n' => out.extend_from_slice(b"\\n"),
            b'\r' => out.extend_from_slice(b"\\r"),
            b'\t' => out.extend_from_slice(b"\\t"),
            0x08 => out.extend_from_slice(b"\\b"),
            0x0C => out.extend_from_slice(b"\\f"),
            0..=0x1F => {
                const HEX: &[u8; 16] = b"0123456789abcdef";
                out.extend_from_slice(b"\\u00");
                out.extend_from_slice(&[HEX[usize::from(b >> 4)], HEX[usize::from(b & 15)]]);
            }
            _ => out.push(b),
        }
    }
    out.push(b'"');
}

fn main() -> ExitCode {
    let Some(path) = std::env::args().nth(1) else {
        eprintln!("usage: minimal_standings FILE.trf");
        return ExitCode::from(2);
    };
    let bytes = match std::fs::read(&path) {
        Ok(b) => b,
        Err(e) => {
            eprintln!("minimal_standings: {path}: {e}");
            return ExitCode::from(2);
        }
    };
    match json(&bytes) {
        Ok(out) => match std::io::stdout().lock().write_all(&out) {
            Ok(()) => ExitCode::SUCCESS,
            Err(_) => ExitCode::from(2),
        },
        Err(Unsupported(why)) => {
            eprintln!("minimal_standings: unsupported: {why}");
            ExitCode::from(3)
        }
    }
}

/// The standings of a TRF file as reglament writes them in JSON (with the line end), or what
/// this program does not read.
pub fn json(bytes: &[u8]) -> Result<Vec<u8>, Unsupported> {
    let Ok(text) = std::str::from_utf8(bytes) else {
        return unsupported("not UTF-8");
    };
    let text = text.strip_prefix('\u{FEFF}').unwrap_or(text);
    let event = read(text)?;
    let v = compute(&event);
    // Rank: points, then the list, higher first (an undefined ARO last), then start number:
    // one 128-bit key a player (points below 2^14 hundredths, the sums below 2^20, as 99
    // rounds of 1 / ½ / 0 allow), sorted once.
    let n = event.names.len();
    let key = |p: usize| -> u128 {
        let field = |v: Pts, bits: u32| {
            debug_assert!((0..1 << bits).contains(&v));
            v as u128
        };
        let aro = v.aro[p].map_or(0, |a| a + 1);
        (field(v.points[p], 14) << 103)
            | (field(v.bh_c1[p], 20) << 83)
            | (field(v.bh[p], 20) << 63)
            | (field(v.sb[p], 20) << 43)
            | (field(aro, 21) << 22)
    };
    let mut keys: Vec<u128> = (0..n).map(|p| key(p) | (((1 << 22) - 1 - p) as u128)).collect();
    keys.sort_unstable_by(|a, b| b.cmp(a));
    let order: Vec<u32> =
        keys.iter().map(|k| ((1 << 22) - 1 - (k & ((1 << 22) - 1))) as u32).collect();
    let tied = |a: usize, b: usize| keys[a] >> 22 == keys[b] >> 22;
    let mut out = Vec::with_capacity(256 + n * 160);
    out.extend_from_slice(b"{\"edition\":\"");
    out.extend_from_slice(match event.edition {
        Edition::Pre2023 => b"Pre2023",
        Edition::Y2023 => b"Y2023",
        Edition::Y2026 => b"Y2026",
    });
    out.extend_from_slice(b"\",\"players\":[");
    let mut unresolved: Vec<(usize, usize)> = Vec::new();
    let mut from = 0;
    while from < n {
        let mut to = from + 1;
        while to < n && tied(from, to) {
            to += 1;
        }
        if to - from > 1 {
            unresolved.push((from, to));
        }
        for &p in &order[from..to] {
            let p = p as usize;
            if out.last() == Some(&b'}') {
                out.push(b',');
            }
            let (at, len) = event.names[p];
            out.extend_from_slice(b"{\"name\":");
            push_str(&mut out, &text[at as usize..(at + len) as usize]);
            out.extend_from_slice(b",\"points\":");
            push_points(&mut out, v.points[p]);
            out.extend_from_slice(b",\"rank\":");
            push_u64(&mut out, from as u64 + 1);
            out.extend_from_slice(b",\"rank_to\":");
            push_u64(&mut out, to as u64);
            out.extend_from_slice(b",\"start\":");
            push_u64(&mut out, p as u64 + 1);
            out.extend_from_slice(b",\"tiebreaks\":{\"BH/C1\":");
            push_points(&mut out, v.bh_c1[p]);
            out.extend_from_slice(b",\"BH\":");
            push_points(&mut out, v.bh[p]);
            out.extend_from_slice(b",\"SB\":");
            push_points(&mut out, v.sb[p]);
            out.extend_from_slice(b",\"ARO\":");
            match v.aro[p] {
                Some(a) => push_points(&mut out, a),
                None => out.extend_from_slice(b"null"),
            }
            out.extend_from_slice(b"}}");
        }
        from = to;
    }
    out.extend_from_slice(b"],\"round_robin\":");
    out.extend_from_slice(if event.round_robin { b"true" } else { b"false" });
    out.extend_from_slice(b",\"unresolved\":[");
    for (k, &(from, to)) in unresolved.iter().enumerate() {
        out.extend_from_slice(if k > 0 { b",[" } else { b"[" });
        for (j, &p) in order[from..to].iter().enumerate() {
            if j > 0 {
                out.push(b',');
            }
            push_u64(&mut out, u64::from(p) + 1);
        }
        out.push(b']');
    }
    out.extend_from_slice(b"]}\n");
    Ok(out)
}
