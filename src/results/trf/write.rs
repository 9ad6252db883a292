//! TRF16 and TRF26 writers.
//!
//! Both write what [`super::read_trf`] reads back into the same [`Tournament`], with these
//! documented normalisations:
//! * a player without declared points gets the computed total (rating officers need it);
//! * a player's FIDE spelling (`fide_name`) is written when given, else the name; names longer
//!   than 33 characters are cut (the column is 33 wide);
//! * a round without an entry before the player's last entry is written blank (FIDE reads a blank
//!   block as `Z`), except on a line whose declared total exceeds the computed one: there it is
//!   written `0000 - Z`, because the reader takes blank blocks on such a line for the byes the
//!   total needs (the reader leaves a round without an entry only where it met a pairing
//!   without a result, which it ignores and must not turn into a bye on the next reading);
//! * TRF16 has no place for the TRF26-only facts: the encoded pairing system (192), the
//!   tie-break list (202), match points (362), team byes (240 / 320), forfeited matches (330),
//!   lineups (300), team ranks, scores and nicknames, and the records kept verbatim. A round robin
//!   is marked in the 092 text instead (`Round robin` / `Double round robin` is added when the
//!   text does not already say so), so team matches are re-derived from the 013 board order.
//! * TRF26 writes teams as 310 records (never 013) and a 300 record for every lineup that differs
//!   from the default lineup.

use super::teams::{forfeit_boards, match_boards, team_of};
use super::{computed_points, result_letter, tiebreaks_of_standings_order};
use crate::results::{Game, MatchPointSystem, Outcome, Pairing, Player, PointSystem, Tournament};
use crate::vocab::points::Points;
use std::fmt::Write as _;

/// Writes a TRF16 file (FIDE rating submission format; `013` lines for teams).
pub fn write_trf16(t: &Tournament) -> String {
    let mut out = String::new();
    write_header(&mut out, t, false);
    if t.points != PointSystem::default() {
        let p = t.points;
        push(&mut out, format!("XXS W={} D={} L={}", fixed(p.win), fixed(p.draw), fixed(p.loss)));
    }
    write_players(&mut out, t);
    for team in &t.teams {
        let mut line = format!("013 {:<32}", cut(&team.name, 32));
        for p in &team.players {
            let _ = write!(line, "{p:>4} ");
        }
        push(&mut out, line);
    }
    out
}

/// Writes a TRF26 file (310 / 300 / 320 / 330 / 240 / 362 / 162 / 192 / 202 where they apply).
pub fn write_trf26(t: &Tournament) -> String {
    let mut out = String::new();
    write_header(&mut out, t, true);
    write_players(&mut out, t);
    for team in &t.teams {
        let mut line = format!(
            "310 {:>3} {:<32} {:<5} {:>6} {:>6} {:>6} {:>3}  ",
            team.number,
            cut(&team.name, 32),
            cut(&team.nickname, 5),
            cut(&team.strength, 6),
            team.declared_match_points.map(fixed).unwrap_or_default(),
            team.declared_game_points.map(fixed).unwrap_or_default(),
            team.declared_rank.map(|r| r.to_string()).unwrap_or_default(),
        );
        for p in &team.players {
            let _ = write!(line, "{p:>4} ");
        }
        push(&mut out, line);
    }
    write_lineups(&mut out, t);
    if let Some(pab) = &t.team_pab {
        let mut line = format!(
            "320 {:>4} {:>4}",
            pab.match_points.map(fixed).unwrap_or_default(),
            pab.game_points.map(fixed).unwrap_or_default()
        );
        let last = pab.teams.iter().map(|x| x.0).max().unwrap_or(0);
        for round in 1..=last {
            match pab.teams.iter().find(|x| x.0 == round) {
                Some((_, team)) => {
                    let _ = write!(line, " {team:>3}");
                }
                None => line.push_str("    "),
            }
        }
        push(&mut out, line);
    }
    for f in &t.forfeited_matches {
        let code = match f.result {
            crate::results::MatchForfeit::FirstWins => "+-",
            crate::results::MatchForfeit::SecondWins => "-+",
            crate::results::MatchForfeit::Both => "--",
        };
        push(&mut out, format!("330 {code} {:>3} {:>3} {:>3}", f.round, f.first, f.second));
    }
    for bye in &t.declared_byes {
        let letter = result_letter(bye.kind, false);
        let mut line = format!("240 {letter} {:>3}", bye.round);
        for id in &bye.ids {
            let _ = write!(line, " {id:>4}");
        }
        push(&mut out, line);
    }
    for record in &t.other_records {
        push(&mut out, record.clone());
    }
    out
}

/// Tournament records shared by both formats.
fn write_header(out: &mut String, t: &Tournament, trf26: bool) {
    let date = |d: Option<jiff::civil::Date>| {
        d.map(|d| format!("{:04}/{:02}/{:02}", d.year(), d.month(), d.day())).unwrap_or_default()
    };
    push(out, format!("012 {}", t.name));
    push(out, format!("022 {}", t.city));
    push(out, format!("032 {}", t.federation));
    push(out, format!("042 {}", date(t.start_date)));
    push(out, format!("052 {}", date(t.end_date)));
    push(out, format!("062 {}", t.listed().count()));
    push(out, format!("072 {}", t.listed().filter(|p| p.rating.is_some()).count()));
    push(out, format!("082 {}", t.teams.len()));
    push(out, format!("092 {}", tournament_type(t, trf26)));
    push(out, format!("102 {}", t.chief_arbiter));
    for deputy in &t.deputy_arbiters {
        push(out, format!("112 {deputy}"));
    }
    push(out, format!("122 {}", t.time_control));
    if !t.round_dates.is_empty() {
        let mut line = format!("{:<89}", "132");
        for d in &t.round_dates {
            let _ = write!(line, "  {d:<8}");
        }
        push(out, line);
    }
    push(out, format!("XXR {}", t.rounds));
    if trf26 {
        push(out, format!("142 {}", t.rounds));
        if t.points != PointSystem::default() {
            let p = t.points;
            push(
                out,
                format!(
                    "162  W{:>4}     D{:>4}     L{:>4}",
                    fixed(p.win),
                    fixed(p.draw),
                    fixed(p.loss)
                ),
            );
        }
        if !t.pairing_code.is_empty() {
            push(out, format!("192 {}", t.pairing_code));
        } else if t.is_round_robin() && !says_round_robin(&t.tournament_type) {
            let code = if t.pairing == Pairing::DoubleRoundRobin {
                "FIDE_DOUBLEROUNDROBIN"
            } else {
                "FIDE_ROUNDROBIN"
            };
            push(out, format!("192 {code}"));
        }
        // Without a 202 record the reader takes the tie-breaks from the 212 record.
        let order = &t.declared_standings_order;
        let implied =
            if order.is_empty() { Vec::new() } else { tiebreaks_of_standings_order(order) };
        if t.declared_tiebreaks != implied {
            push(out, format!("202 {}", t.declared_tiebreaks.join(",")));
        }
        if !order.is_empty() {
            push(out, format!("212 {}", order.join(",")));
        }
        if t.match_points != MatchPointSystem::default() || !t.teams.is_empty() {
            let m = t.match_points;
            push(
                out,
                format!(
                    "362 TW{:>4}   TD{:>4}   TL{:>4}",
                    fixed(m.win),
                    fixed(m.draw),
                    fixed(m.loss)
                ),
            );
        }
    }
}

/// True when the reader recognises a round robin in this 092 text.
fn says_round_robin(text: &str) -> bool {
    let lower = text.to_lowercase();
    ["round robin", "round-robin", "roundrobin", "rundenturnier", "berger"]
        .iter()
        .any(|w| lower.contains(w))
}

/// The 092 text; for TRF16 (or TRF26 with a 192 code) a round robin must be readable from it.
fn tournament_type(t: &Tournament, trf26: bool) -> String {
    let text = t.tournament_type.clone();
    if trf26 || !t.is_round_robin() {
        return text;
    }
    let lower = text.to_lowercase();
    let double = t.pairing == Pairing::DoubleRoundRobin;
    let has_double = lower.contains("double") || lower.contains("doppel");
    if says_round_robin(&text) && double == has_double {
        return text;
    }
    let marker = if double { "Double round robin" } else { "Round robin" };
    if text.is_empty() {
        marker.to_string()
    } else if !double && has_double {
        // The text says "double" but the event is single: replace rather than append.
        marker.to_string()
    } else {
        format!("{text} ({marker})")
    }
}

/// The `001` lines.
fn write_players(out: &mut String, t: &Tournament) {
    out.reserve(t.players.iter().map(|p| 100 + 10 * p.games.len()).sum());
    for player in t.listed() {
        write_player_line(out, player, &t.points);
    }
}

/// Appends one `001` line (without trailing blanks) and its line end.
fn write_player_line(out: &mut String, p: &Player, system: &PointSystem) {
    let start = out.len();
    let computed = computed_points(p, system);
    let points = p.declared_points.unwrap_or(computed);
    let optional = |v: Option<u64>| v.map(|r| r.to_string()).unwrap_or_default();
    let _ = write!(
        out,
        "001 {:>4} {:1}{:>3} {:<33} {:>4} {:<3} {:>11} {:<10} {:>4} {:>4}",
        p.start,
        cut(&p.sex, 1),
        cut(&p.title, 3),
        cut(if p.fide_name.trim().is_empty() { &p.name } else { &p.fide_name }, 33),
        optional(p.rating.map(u64::from)),
        cut(&p.federation, 3),
        optional(p.fide_id),
        cut(&p.birth, 10),
        fixed(points),
        optional(p.declared_rank.map(u64::from)),
    );
    // See the module's notes: blank blocks on a line short of its declared total would be
    // read back as byes.
    let hole = if points > computed { "  0000 - Z" } else { "          " };
    let mut next = 1;
    for game in &p.games {
        while next < game.round {
            out.push_str(hole);
            next += 1;
        }
        out.push_str("  ");
        write_block(out, game);
        next = game.round + 1;
    }
    let end = start + out[start..].trim_end().len();
    out.truncate(end);
    out.push('\n');
}

/// Appends the 8 characters of one round block.
fn write_block(out: &mut String, g: &Game) {
    let colour = match g.color {
        Some(crate::results::Color::White) => 'w',
        Some(crate::results::Color::Black) => 'b',
        None => '-',
    };
    let outcome = if g.opponent.is_none()
        && matches!(g.outcome, Outcome::Win | Outcome::Draw | Outcome::Loss)
    {
        // Cannot happen for what the reader produces; keep the points honest.
        match g.outcome {
            Outcome::Win => Outcome::FullBye,
            Outcome::Draw => Outcome::HalfBye,
            _ => Outcome::ZeroBye,
        }
    } else {
        g.outcome
    };
    let letter = result_letter(outcome, g.rated);
    let _ = match g.opponent {
        Some(o) => write!(out, "{o:>4} {colour} {letter}"),
        None => write!(out, "0000 {colour} {letter}"),
    };
}

/// `300` records for both sides of every match whose boards the reader would not derive by
/// itself from the games and the teams' board order.
fn write_lineups(out: &mut String, t: &Tournament) {
    if t.teams.is_empty() {
        return;
    }
    let team_of = team_of(t);
    let position = |team: u32| t.teams.iter().position(|x| x.number == team).unwrap_or(usize::MAX);
    for m in &t.team_matches {
        let Some(away) = m.away else { continue };
        let forfeit = t
            .forfeited_matches
            .iter()
            .find(|f| f.round == m.round && f.first == m.home && f.second == away);
        let derived_ok = match forfeit {
            Some(f) => forfeit_boards(t, f, None, None) == m.boards,
            None => {
                let (first, second) = if position(m.home) <= position(away) {
                    (m.home, away)
                } else {
                    (away, m.home)
                };
                let derived = match_boards(t, &team_of, m.round, (first, None), (second, None));
                derived == (m.home, away, m.boards.clone())
            }
        };
        if derived_ok {
            continue;
        }
        let home_column = m.boards.iter().map(|b| b.home_player);
        let away_column = m.boards.iter().map(|b| b.away_player);
        for (team, opponent, column) in [
            (m.home, away, home_column.collect::<Vec<_>>()),
            (away, m.home, away_column.collect::<Vec<_>>()),
        ] {
            let mut line = format!("300 {:>3} {team:>3} {opponent:>3}", m.round);
            for p in column {
                let _ = write!(line, " {:>4}", p.unwrap_or(0));
            }
            push(out, line);
        }
    }
}

/// Points as TRF writes them: one decimal when exact, else two.
fn fixed(p: Points) -> String {
    let h = p.hundredths();
    let sign = if h < 0 { "-" } else { "" };
    let a = h.unsigned_abs();
    if a % 10 == 0 {
        format!("{sign}{}.{}", a / 100, (a % 100) / 10)
    } else {
        format!("{sign}{}.{:02}", a / 100, a % 100)
    }
}

/// At most `n` characters of `s`.
fn cut(s: &str, n: usize) -> &str {
    match s.char_indices().nth(n) {
        Some((i, _)) => &s[..i],
        None => s,
    }
}

/// Appends a line (trailing blanks removed) and a line end.
fn push(out: &mut String, line: String) {
    out.push_str(line.trim_end());
    out.push('\n');
}
