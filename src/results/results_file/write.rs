//! Writing a results file: the canonical form of a tournament in the `.rgr` syntax.

use super::*;

fn quoted(s: &str) -> String {
    format!("\"{}\"", s.replace('\\', "\\\\").replace('"', "\\\""))
}

/// Writes an individual tournament as a results file. `header_comment` lines are written first
/// as `#` comments; `regulation` is the path the header links.
pub fn write_results(t: &Tournament, regulation: Option<&str>, header_comment: &[&str]) -> String {
    let mut out = String::new();
    for line in header_comment {
        let _ = writeln!(out, "# {line}");
    }
    let _ = write!(out, "results {}", quoted(&t.name));
    if let Some(r) = regulation {
        let _ = write!(out, " regulation {}", quoted(r));
    }
    out.push('\n');
    if let Some(note) = &t.illustrative {
        let _ = writeln!(out, "illustrative {}", quoted(note));
    }
    match (t.start_date, t.end_date) {
        (Some(a), Some(b)) if a != b => {
            let _ = writeln!(out, "dates {a}..{b}");
        }
        (Some(a), _) => {
            let _ = writeln!(out, "dates {a}");
        }
        _ => {}
    }
    let system = match t.pairing {
        Pairing::RoundRobin => "round-robin",
        Pairing::DoubleRoundRobin => "double-round-robin",
        Pairing::Swiss => "swiss",
    };
    let _ = writeln!(out, "system {system} rounds {}", t.rounds);
    out.push_str("players {\n");
    for p in &t.players {
        let _ = write!(out, "  {:<3}", p.start);
        if !p.title.is_empty() {
            let _ = write!(out, "{} ", p.title);
        }
        let _ = write!(out, "{}", quoted(&p.name));
        if let Some(r) = p.rating {
            let _ = write!(out, " {r}");
        }
        if !p.club.is_empty() {
            let _ = write!(out, " club {}", quoted(&p.club));
        }
        if !p.federation.is_empty() {
            let _ = write!(out, " fed {}", quoted(&p.federation));
        }
        if let Some(id) = p.fide_id {
            let _ = write!(out, " fide-id {id}");
        }
        if !p.fide_name.is_empty() {
            let _ = write!(out, " fide-name {}", quoted(&p.fide_name));
        }
        if matches!(p.sex.as_str(), "m" | "w") {
            let _ = write!(out, " sex {}", p.sex);
        }
        if let Some(year) = p.birth.get(..4).filter(|y| y.bytes().all(|b| b.is_ascii_digit())) {
            let _ = write!(out, " born {year}");
        }
        out.push('\n');
    }
    out.push_str("}\n");
    for round in 1..=t.rounds {
        let _ = writeln!(out, "round {round} {{");
        for p in &t.players {
            let Some(g) = p.games.iter().find(|g| g.round == round) else { continue };
            match (g.opponent, g.color) {
                (Some(o), Some(Color::White)) => {
                    let black = t.player(o).and_then(|x| x.games.iter().find(|h| h.round == round));
                    let bo = black.map_or(Outcome::ForfeitLoss, |h| h.outcome);
                    let _ = writeln!(
                        out,
                        "  {:<3}{:<3}\"{}\"",
                        p.start,
                        o,
                        result_spelling(g.outcome, bo)
                    );
                }
                (Some(_), _) => {}
                (None, _) => {
                    let what = match g.outcome {
                        Outcome::HalfBye => "bye half",
                        Outcome::FullBye => "bye full",
                        Outcome::PairingBye => "bye",
                        _ => "absent",
                    };
                    let _ = writeln!(out, "  {:<3}{what}", p.start);
                }
            }
        }
        out.push_str("}\n");
    }
    for d in &t.decisions {
        out.push_str("decided ");
        if let Some(b) = d.board {
            let _ = write!(out, "board {b} ");
        }
        out.push_str(match d.method {
            DecisionMethod::Playoff => "playoff",
            DecisionMethod::Armageddon => "armageddon",
            DecisionMethod::Lots => "lots",
        });
        for n in &d.order {
            let _ = write!(out, " {n}");
        }
        if let Some(note) = &d.note {
            let _ = write!(out, " {}", quoted(note));
        }
        out.push('\n');
    }
    out
}
