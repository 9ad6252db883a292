//! `reglament standings`: standings of an individual event from a TRF file.
//!
//! ```text
//! reglament standings --trf FILE --tiebreaks "BH/C1,BH,SB,DE" [--edition pre2023|2024|2026]
//!                     [--round-robin] [--format text|json] [--why A B] [--shared-ranks]
//!                     [--ratings]
//! ```

use super::codes;
use super::edition::Edition;
use super::why::{self, Explanation};
use super::{standings_labelled, ScoreOptions, Standings};
use crate::diagnostic::{Diagnostic, Severity};
use crate::results::Tournament;
use crate::vocab::points::Points;
use crate::vocab::tiebreak::TieBreak;
use serde_json::{json, Map, Value};
use std::fmt::Write;
use std::path::PathBuf;

/// Arguments of `reglament standings`.
#[derive(clap::Args, Clone, Debug, PartialEq, Eq)]
pub struct StandingsArgs {
    /// The TRF file (TRF16 or TRF26).
    #[arg(long, value_name = "FILE")]
    pub trf: PathBuf,
    /// Ordered tie-break list, e.g. "BH/C1,BH,SB,DE" (default: the file's record 202).
    #[arg(long, value_name = "LIST")]
    pub tiebreaks: Option<String>,
    /// Tie-break rules: pre2023, 2023/2024 (same rules), 2026 (default: in force at the start
    /// date, record 042).
    #[arg(long, value_parser = parse_edition)]
    pub edition: Option<Edition>,
    /// Apply round-robin rules (forfeits count as games, Art. 15.2) even if the file does not
    /// say so.
    #[arg(long)]
    pub round_robin: bool,
    /// Output format.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
    /// Explain, criterion by criterion, how the players with these start numbers are ranked.
    #[arg(long, num_args = 2, value_names = ["A", "B"])]
    pub why: Option<Vec<u32>>,
    /// Players still tied after the whole list share their rank (otherwise the tie is reported
    /// as unresolved: play-off or drawing of lots).
    #[arg(long)]
    pub shared_ranks: bool,
    /// Add each player's games, score, average opponent, TPR, K and rating change, and the
    /// title norms (B.01) the result meets or nearly meets.
    #[arg(long)]
    pub ratings: bool,
}

/// Output format of `reglament standings`.
#[derive(clap::ValueEnum, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Format {
    /// An aligned table.
    #[default]
    Text,
    /// JSON.
    Json,
}

fn parse_edition(text: &str) -> Result<Edition, String> {
    Edition::parse(text).ok_or_else(|| format!("unknown edition `{text}` (pre2023, 2024, 2026)"))
}

/// Runs the command; returns the exit code (0 success, 1 input errors, 2 usage errors).
pub fn run(args: &StandingsArgs) -> i32 {
    let bytes = match std::fs::read(&args.trf) {
        Ok(b) => b,
        Err(e) => {
            eprintln!("error: cannot read `{}`: {e}", args.trf.display());
            return 2;
        }
    };
    let name = args.trf.display().to_string();
    let (t, diagnostics) = crate::results::trf::read_trf_bytes(&name, &bytes);
    let mut failed = false;
    for d in &diagnostics {
        failed |= d.severity == Severity::Error;
        eprintln!("{}", short(&name, d));
    }
    if failed {
        return 1;
    }
    let (code, out, err) = if super::team_cli::wants_team_standings(&t, args) {
        super::team_cli::run_team_on(&t, args)
    } else {
        run_on(&t, args)
    };
    print!("{out}");
    eprint!("{err}");
    code
}

fn short(file: &str, d: &Diagnostic) -> String {
    let mut s = format!("{file}: {}[{}]: {}", d.severity.as_str(), d.code, d.message);
    if let Some(h) = &d.help {
        let _ = write!(s, "\n  help: {h}");
    }
    s
}

/// Runs the command on a tournament already read; returns (exit code, stdout, stderr).
pub fn run_on(t: &Tournament, args: &StandingsArgs) -> (i32, String, String) {
    let mut err = String::new();
    let written: Vec<String> = match &args.tiebreaks {
        Some(list) => {
            list.split(',').map(|s| s.trim().to_string()).filter(|s| !s.is_empty()).collect()
        }
        None => t.declared_tiebreaks.clone(),
    };
    if written.is_empty() {
        let d =
            Diagnostic::note_level(codes::NO_TIEBREAK_LIST, "no tie-break list given or declared")
                .with_help("pass `--tiebreaks \"BH/C1,BH,SB,DE\"` or the regulation's list");
        let _ = writeln!(err, "{}", short("standings", &d));
    }
    let mut list = Vec::new();
    for w in &written {
        match TieBreak::parse(w) {
            Ok(tb) => list.push(tb),
            Err(e) => {
                let d = Diagnostic::error(codes::BAD_TIEBREAK_DESCRIPTOR, e.to_string())
                    .with_help("write e.g. `BH/C1`, `SB`, `DE`, `KS/L-1`");
                let _ = writeln!(err, "{}", short("standings", &d));
                return (2, String::new(), err);
            }
        }
    }
    let options = ScoreOptions {
        edition: args.edition,
        round_robin: if args.round_robin { Some(true) } else { None },
        share_ties: args.shared_ranks,
        unrated_rating: None,
    };
    if let Some(pair) = &args.why {
        let (a, b) = match pair.as_slice() {
            [a, b] => (*a, *b),
            _ => return (2, String::new(), err),
        };
        for p in [a, b] {
            if t.player(p).is_none() || p == 0 {
                let d = Diagnostic::error(
                    codes::UNKNOWN_PLAYER,
                    format!("no player has start number `{p}`"),
                )
                .with_help(format!("use a start number from 1 to {}", t.players.len()));
                let _ = writeln!(err, "{}", short("standings", &d));
                return (2, String::new(), err);
            }
        }
        let e = why::explain(t, &list, &written, &options, a, b);
        let out = match args.format {
            Format::Text => e.render(t),
            Format::Json => why_json(&e).to_string() + "\n",
        };
        return (0, out, err);
    }
    let s = standings_labelled(t, &list, &written, &options);
    for d in &s.notes {
        let _ = writeln!(err, "{}", short("standings", d));
    }
    let out = match args.format {
        Format::Text => text(&s, &written) + &ratings_text(t, args),
        Format::Json => with_ratings(json_output(&s, &written), t, args).to_string() + "\n",
    };
    (0, out, err)
}

/// The extras of a TRF's players (titles, births and federations from the file itself).
fn trf_extras(t: &Tournament) -> super::extras::Extras {
    let facts = super::extras::facts_from_results(t);
    let options = super::extras::options_for(t, &facts, "the TRF file");
    super::extras::player_extras(t, &facts, &options)
}

/// The section "Norms and ratings" when `--ratings` is given, else nothing.
pub fn ratings_text(t: &Tournament, args: &StandingsArgs) -> String {
    if args.ratings {
        format!("\n{}", super::extras::render_text(&trf_extras(t)))
    } else {
        String::new()
    }
}

/// `value` with `players_extra` and `extras_notes` added when `--ratings` is given.
pub fn with_ratings(mut value: Value, t: &Tournament, args: &StandingsArgs) -> Value {
    if let (true, Value::Object(map)) = (args.ratings, &mut value) {
        let e = trf_extras(t);
        map.insert("players_extra".into(), serde_json::to_value(&e.players).unwrap_or(Value::Null));
        map.insert("extras_notes".into(), serde_json::to_value(&e.notes).unwrap_or(Value::Null));
    }
    value
}

/// A score as a JSON number (the only place scores become floating point: for output).
pub(crate) fn number(p: Option<Points>) -> Value {
    p.and_then(|v| serde_json::Number::from_f64(v.to_f64())).map_or(Value::Null, Value::Number)
}

/// The JSON form of standings: `{"players":[{"start":1,"name":"…","points":3.5,"rank":1,
/// "tiebreaks":{"BH/C1":11.0,…}}…]}` plus the edition and unresolved ties.
pub fn json_output(s: &Standings, labels: &[String]) -> Value {
    let players: Vec<Value> = s
        .rows
        .iter()
        .map(|r| {
            let mut tbs = Map::new();
            for (label, v) in labels.iter().zip(&r.values) {
                tbs.insert(label.clone(), number(*v));
            }
            json!({
                "start": r.start,
                "name": r.name,
                "points": number(Some(r.points)),
                "rank": r.rank,
                "rank_to": r.rank_to,
                "tiebreaks": Value::Object(tbs),
            })
        })
        .collect();
    json!({
        "edition": format!("{:?}", s.edition),
        "round_robin": s.round_robin,
        "players": players,
        "unresolved": s.unresolved,
    })
}

fn why_json(e: &Explanation) -> Value {
    let steps: Vec<Value> = e
        .steps
        .iter()
        .map(|s| {
            json!({
                "criterion": s.criterion,
                "group": s.group,
                "first": number(s.first_value),
                "second": number(s.second_value),
                "first_above": s.first_above,
            })
        })
        .collect();
    json!({"first": e.first, "second": e.second, "steps": steps, "first_above": e.first_above()})
}

fn show(v: Option<Points>) -> String {
    v.map_or_else(|| "-".to_string(), |p| p.to_string())
}

/// The standings as an aligned text table.
pub fn text(s: &Standings, labels: &[String]) -> String {
    let mut header =
        vec!["Rank".to_string(), "No".to_string(), "Name".to_string(), "Pts".to_string()];
    header.extend(labels.iter().cloned());
    let mut rows: Vec<Vec<String>> = vec![header];
    for r in &s.rows {
        let rank = if r.rank_to > r.rank {
            format!("{}-{}", r.rank, r.rank_to)
        } else {
            r.rank.to_string()
        };
        let mut row = vec![rank, r.start.to_string(), r.name.clone(), r.points.to_string()];
        row.extend(r.values.iter().map(|v| show(*v)));
        rows.push(row);
    }
    let mut out = super::table::aligned(&rows, 2);
    let _ = writeln!(
        out,
        "\nRules: C.07 {}{}",
        s.edition,
        if s.round_robin { ", round robin" } else { "" }
    );
    for g in &s.unresolved {
        let v: Vec<String> = g.iter().map(|p| p.to_string()).collect();
        let _ = writeln!(
            out,
            "Unresolved tie: {} (decide by play-off or drawing of lots, C.07 Art. 4.2)",
            v.join(", ")
        );
    }
    out
}
