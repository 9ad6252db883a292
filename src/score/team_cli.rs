//! `reglament standings` for team events: the same arguments as the individual command
//! ([`StandingsArgs`]), team standings instead of player standings. [`wants_team_standings`]
//! tells the command which of the two to run.
//!
//! JSON: `{"primary":"MP","edition":"Y2023","round_robin":false,"boards":4,"teams":[{"start":1,
//! "name":"…","points":10.0,"match_points":10.0,"game_points":17.5,"rank":1,"rank_to":1,
//! "tiebreaks":{"EDE":…}}…],"unresolved":[[7,13]],"notes":[…]}`; tie-break keys are spelled as
//! given on the command line or in the file.

use super::cli::{number, Format, StandingsArgs};
use super::team::{self, Primary, TeamOptions, TeamStandings};
use crate::diagnostic::Diagnostic;
use crate::results::Tournament;
use crate::vocab::points::Points;
use crate::vocab::tiebreak::TieBreak;
use serde_json::{json, Map, Value};
use std::fmt::Write;

/// True when `args` on `t` call for team standings: the event has teams, or the list (given or
/// declared) names a team-only tie-break.
pub fn wants_team_standings(t: &Tournament, args: &StandingsArgs) -> bool {
    !t.teams.is_empty()
        || written_list(t, args)
            .iter()
            .filter_map(|w| TieBreak::parse(w).ok())
            .any(|tb| tb.kind.is_team_only() || tb.reference.is_some())
}

fn written_list(t: &Tournament, args: &StandingsArgs) -> Vec<String> {
    match &args.tiebreaks {
        Some(list) => {
            list.split(',').map(|s| s.trim().to_string()).filter(|s| !s.is_empty()).collect()
        }
        None => t.declared_tiebreaks.clone(),
    }
}

fn short(d: &Diagnostic) -> String {
    let mut s = format!("standings: {}[{}]: {}", d.severity.as_str(), d.code, d.message);
    if let Some(h) = &d.help {
        let _ = write!(s, "\n  help: {h}");
    }
    s
}

/// Runs team standings on a tournament already read; returns (exit code, stdout, stderr) like
/// the individual command: 0 success, 2 usage errors (bad descriptor, unknown team, no teams).
pub fn run_team_on(t: &Tournament, args: &StandingsArgs) -> (i32, String, String) {
    let mut err = String::new();
    if t.teams.is_empty() {
        let d = Diagnostic::error(crate::score::codes::NO_TEAMS, "the event has no teams")
            .with_help("use an individual tie-break list, or a file with `310` or `013` records");
        let _ = writeln!(err, "{}", short(&d));
        return (2, String::new(), err);
    }
    let mut written = written_list(t, args);
    let mut primary = None;
    // A `212`-style list starts with the primary score.
    if let Some(first) = written.first().map(|w| w.to_ascii_uppercase()) {
        let named = match first.as_str() {
            "PTS" => Some(None),
            "MPTS" => Some(Some(Primary::MatchPoints)),
            "GPTS" => Some(Some(Primary::GamePoints)),
            _ => None,
        };
        if let Some(p) = named {
            primary = p;
            written.remove(0);
        }
    }
    if written.is_empty() {
        let d = Diagnostic::note_level(
            crate::score::codes::NO_TIEBREAK_LIST,
            "no tie-break list given or declared",
        )
        .with_help("pass `--tiebreaks \"EDE,EMGSB/C1,BH:MP/C1\"` or the regulation's list");
        let _ = writeln!(err, "{}", short(&d));
    }
    let mut list = Vec::new();
    for w in &written {
        match TieBreak::parse(w) {
            Ok(tb) => list.push(tb),
            Err(e) => {
                let d =
                    Diagnostic::error(crate::score::codes::BAD_TIEBREAK_DESCRIPTOR, e.to_string())
                        .with_help("write e.g. `EDE`, `EMGSB/C1`, `BH:MP/C1`, `MPvGP`, `SSSC`");
                let _ = writeln!(err, "{}", short(&d));
                return (2, String::new(), err);
            }
        }
    }
    let options = TeamOptions {
        primary,
        edition: args.edition,
        round_robin: if args.round_robin { Some(true) } else { None },
        share_ties: args.shared_ranks,
        pab: None,
    };
    if let Some(pair) = &args.why {
        let [a, b] = pair.as_slice() else { return (2, String::new(), err) };
        let Some(steps) = team::explain(t, &list, &written, &options, *a, *b) else {
            let d = Diagnostic::error(
                crate::score::codes::UNKNOWN_TEAM,
                format!(
                    "no team has number `{}`",
                    if t.teams.iter().any(|x| x.number == *a) { b } else { a }
                ),
            )
            .with_help("use team numbers from the standings");
            let _ = writeln!(err, "{}", short(&d));
            return (2, String::new(), err);
        };
        let out = match args.format {
            Format::Text => why_text(t, *a, *b, &steps),
            Format::Json => why_json(*a, *b, &steps).to_string() + "\n",
        };
        return (0, out, err);
    }
    let s = team::team_standings_labelled(t, &list, &written, &options);
    for d in &s.notes {
        let _ = writeln!(err, "{}", short(d));
    }
    let out = match args.format {
        Format::Text => text(&s, &written) + &super::cli::ratings_text(t, args),
        Format::Json => {
            super::cli::with_ratings(json_output(&s, &written), t, args).to_string() + "\n"
        }
    };
    (0, out, err)
}

fn primary_code(p: Primary) -> &'static str {
    match p {
        Primary::MatchPoints => "MP",
        Primary::GamePoints => "GP",
    }
}

/// The JSON form of team standings (see the module documentation).
pub fn json_output(s: &TeamStandings, labels: &[String]) -> Value {
    let teams: Vec<Value> = s
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
                "match_points": number(Some(r.match_points)),
                "game_points": number(Some(r.game_points)),
                "rank": r.rank,
                "rank_to": r.rank_to,
                "tiebreaks": Value::Object(tbs),
            })
        })
        .collect();
    let notes: Vec<Value> =
        s.notes.iter().map(|d| json!({"code": d.code, "message": d.message})).collect();
    json!({
        "primary": primary_code(s.primary),
        "edition": format!("{:?}", s.edition),
        "round_robin": s.round_robin,
        "boards": s.boards,
        "teams": teams,
        "unresolved": s.unresolved,
        "notes": notes,
    })
}

fn show(v: Option<Points>) -> String {
    v.map_or_else(|| "-".to_string(), |p| p.to_string())
}

/// The team standings as an aligned text table.
pub fn text(s: &TeamStandings, labels: &[String]) -> String {
    let mut header: Vec<String> =
        ["Rank", "No", "Team", "MP", "GP"].iter().map(|x| x.to_string()).collect();
    header.extend(labels.iter().cloned());
    let mut rows: Vec<Vec<String>> = vec![header];
    for r in &s.rows {
        let mut row = vec![
            r.rank_label(),
            r.start.to_string(),
            r.name.clone(),
            r.match_points.to_string(),
            r.game_points.to_string(),
        ];
        row.extend(r.values.iter().map(|v| show(*v)));
        rows.push(row);
    }
    let mut out = super::table::aligned(&rows, 2);
    let _ = writeln!(
        out,
        "\nPrimary score: {}; rules: C.07 {}{}",
        primary_code(s.primary),
        s.edition,
        if s.round_robin { ", round robin" } else { "" }
    );
    for g in &s.unresolved {
        let v: Vec<String> = g.iter().map(|p| p.to_string()).collect();
        let _ = writeln!(
            out,
            "Unresolved tie: teams {} (decide by play-off or drawing of lots, C.07 Art. 4.2)",
            v.join(", ")
        );
    }
    out
}

fn why_text(t: &Tournament, a: u32, b: u32, steps: &[super::rank::Step]) -> String {
    let name =
        |n: u32| t.teams.iter().find(|x| x.number == n).map_or(String::new(), |x| x.name.clone());
    let mut out = format!("Team {a} ({}) against team {b} ({}):\n", name(a), name(b));
    for step in steps {
        let verdict = match step.first_above {
            Some(true) => format!("team {a} ranks above"),
            Some(false) => format!("team {b} ranks above"),
            None => "equal".to_string(),
        };
        let _ = writeln!(
            out,
            "  {}: {} against {} — {verdict} (group of {})",
            step.criterion,
            show(step.first_value),
            show(step.second_value),
            step.group.len()
        );
    }
    if steps.last().is_none_or(|s| s.first_above.is_none()) {
        out.push_str("  still tied after the whole list\n");
    }
    out
}

fn why_json(a: u32, b: u32, steps: &[super::rank::Step]) -> Value {
    let list: Vec<Value> = steps
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
    let verdict = steps.last().and_then(|s| s.first_above);
    json!({"first": a, "second": b, "steps": list, "first_above": verdict})
}
