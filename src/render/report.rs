//! Reports of standings for the command line: aligned text tables and JSON of individual and
//! team standings, of an event's classifications as its regulation prescribes them (with the
//! ties the list leaves and what decides them), of "why does A rank above B", and of the
//! norms-and-ratings section. `reglament standings` prints them; the bulletin lays out the same
//! standings (`score::regulation::event_standings`) through its templates.
//!
//! The text reports are in English, as the command's other output; the words for what decides
//! a tie come from [`super::i18n::tie_decision`], the same as in the bulletin.

use super::i18n;
use super::text_table::aligned;
use crate::diagnostic::Diagnostic;
use crate::model::Lang;
use crate::results::Tournament;
use crate::score::extras::{Extras, NormVerdict};
use crate::score::rank::Step;
use crate::score::regulation::{
    EventStandings, MainStandings, RegulationStandings, RegulationTeamStandings, UnresolvedTie,
};
use crate::score::team::{Primary, TeamStandings};
use crate::score::why::Explanation;
use crate::score::Standings;
use crate::vocab::points::Points;
use serde_json::{json, Map, Value};
use std::fmt::Write;

/// A score as a JSON number (the only place scores become floating point: for output).
pub fn number(p: Option<Points>) -> Value {
    p.and_then(|v| serde_json::Number::from_f64(v.to_f64())).map_or(Value::Null, Value::Number)
}

fn show(v: Option<Points>) -> String {
    v.map_or_else(|| "-".to_string(), |p| p.to_string())
}

fn primary_code(p: Primary) -> &'static str {
    match p {
        Primary::MatchPoints => "MP",
        Primary::GamePoints => "GP",
    }
}

/// The individual standings table and the rules line, without the ties.
fn individual_table(s: &Standings, labels: &[String]) -> String {
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
    let mut out = aligned(&rows, 2);
    let _ = writeln!(
        out,
        "\nRules: C.07 {}{}",
        s.edition,
        if s.round_robin { ", round robin" } else { "" }
    );
    out
}

/// Individual standings as an aligned table, then the groups the list leaves tied.
pub fn individual_text(s: &Standings, labels: &[String]) -> String {
    let mut out = individual_table(s, labels);
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

/// Individual standings as JSON: `{"players":[{"start":1,"name":"…","points":3.5,"rank":1,
/// "rank_to":1,"tiebreaks":{"BH/C1":11.0,…}}…],"edition":…,"round_robin":…,"unresolved":…}`.
pub fn individual_json(s: &Standings, labels: &[String]) -> Value {
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

/// The team standings table and the rules line, without the ties.
fn team_table(s: &TeamStandings, labels: &[String]) -> String {
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
    let mut out = aligned(&rows, 2);
    let _ = writeln!(
        out,
        "\nPrimary score: {}; rules: C.07 {}{}",
        primary_code(s.primary),
        s.edition,
        if s.round_robin { ", round robin" } else { "" }
    );
    out
}

/// Team standings as an aligned table, then the groups the list leaves tied.
pub fn team_text(s: &TeamStandings, labels: &[String]) -> String {
    let mut out = team_table(s, labels);
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

/// Team standings as JSON: `{"primary":"MP","edition":"Y2023","round_robin":false,"boards":4,
/// "teams":[{"start":1,"name":"…","points":10.0,"match_points":10.0,"game_points":17.5,
/// "rank":1,"rank_to":1,"tiebreaks":{"EDE":…}}…],"unresolved":[[7,13]],"notes":[…]}`.
pub fn team_json(s: &TeamStandings, labels: &[String]) -> Value {
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

fn group(group: &[u32]) -> String {
    let v: Vec<String> = group.iter().map(|p| p.to_string()).collect();
    v.join(", ")
}

/// "Why does A rank above B", one line per criterion, players named from `t`.
pub fn why_text(e: &Explanation, t: &Tournament) -> String {
    let name = |p: u32| t.player(p).map(|x| x.name.clone()).unwrap_or_default();
    let (a, b) = (e.first, e.second);
    let mut out = String::new();
    let show = |v: Option<Points>| v.map_or("—".to_string(), |x| x.to_string());
    for s in &e.steps {
        let scope = if s.group.len() < t.players.len() {
            format!(" (among {})", group(&s.group))
        } else {
            String::new()
        };
        let verdict = match s.first_above {
            Some(true) => format!("{a} ranks above {b}"),
            Some(false) => format!("{b} ranks above {a}"),
            None => "equal".to_string(),
        };
        let _ = writeln!(
            out,
            "{}{scope}: {a} {} vs {b} {} — {verdict}",
            s.criterion,
            show(s.first_value),
            show(s.second_value)
        );
    }
    let _ = match e.first_above() {
        Some(true) => writeln!(out, "{a} {} ranks above {b} {}", name(a), name(b)),
        Some(false) => writeln!(out, "{b} {} ranks above {a} {}", name(b), name(a)),
        None => writeln!(out, "{a} {} and {b} {} are tied after the whole list", name(a), name(b)),
    };
    out
}

fn steps_json(steps: &[Step]) -> Vec<Value> {
    steps
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
        .collect()
}

/// "Why does A rank above B" as JSON.
pub fn why_json(e: &Explanation) -> Value {
    json!({
        "first": e.first,
        "second": e.second,
        "steps": steps_json(&e.steps),
        "first_above": e.first_above(),
    })
}

/// "Why does team A rank above team B", one line per criterion.
pub fn team_why_text(t: &Tournament, a: u32, b: u32, steps: &[Step]) -> String {
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

/// "Why does team A rank above team B" as JSON.
pub fn team_why_json(a: u32, b: u32, steps: &[Step]) -> Value {
    let verdict = steps.last().and_then(|s| s.first_above);
    json!({"first": a, "second": b, "steps": steps_json(steps), "first_above": verdict})
}

fn shown<T: std::fmt::Display>(v: Option<T>) -> String {
    v.map_or_else(|| "-".to_string(), |x| x.to_string())
}

/// The section "Norms and ratings": one row per player (games, score, Ra, TPR, K, change), the
/// norms met or nearly met, then the notes.
pub fn extras_text(e: &Extras) -> String {
    if e.players.iter().all(|p| p.rating.is_none() && p.average_opponents.is_none()) {
        return "Norms and ratings: no player has a rating in the results; nothing to compute\n"
            .to_string();
    }
    let mut rows: Vec<Vec<String>> =
        vec![["No", "Name", "Rtg", "G", "Score", "Ra", "TPR", "K", "+/-"]
            .iter()
            .map(|s| s.to_string())
            .collect()];
    for p in &e.players {
        rows.push(vec![
            p.start.to_string(),
            p.name.clone(),
            shown(p.rating),
            p.games.to_string(),
            p.score.to_string(),
            shown(p.average_opponents),
            shown(p.performance),
            shown(p.k),
            p.change.map_or_else(|| "-".to_string(), |c| format!("{c:+}")),
        ]);
    }
    let mut out = String::from("Norms and ratings\n");
    out.push_str(&aligned(&rows, 1));
    let mut any = false;
    for p in &e.players {
        // Norms of a title the player holds (or includes) stay in the JSON only.
        for n in p.norms.iter().filter(|n| n.verdict != NormVerdict::NotMet && !n.already_holds) {
            any = true;
            let _ = write!(
                out,
                "{} {}: {:?} norm {} — {}/{} at Ra {}",
                p.start,
                p.name,
                n.title,
                n.verdict.as_str(),
                n.points,
                n.games,
                shown(n.average)
            );
            if let Some((from, to)) = n.raised {
                let _ = write!(out, " (lowest opponent {from} raised to {to})");
            }
            let _ = write!(out, ", {} needed", shown(n.points_needed));
            if let (Some(t), Some(l)) = (n.titled, n.level) {
                let _ = write!(
                    out,
                    ", titled {t}/{}, {:?} level {l}/{}",
                    n.titled_needed, n.title, n.level_needed
                );
            }
            if !n.shortfalls.is_empty() {
                let _ = write!(out, "; short: {}", n.shortfalls.join("; "));
            }
            out.push('\n');
        }
    }
    if !any {
        out.push_str("No norm achieved or nearly achieved.\n");
    }
    for n in &e.notes {
        let _ = writeln!(out, "Note: {n}");
    }
    out
}

/// `value` (a JSON object) with the players' extras added as `players_extra` and
/// `extras_notes`.
pub fn with_extras(mut value: Value, e: &Extras) -> Value {
    if let Value::Object(map) = &mut value {
        map.insert("players_extra".into(), serde_json::to_value(&e.players).unwrap_or(Value::Null));
        map.insert("extras_notes".into(), serde_json::to_value(&e.notes).unwrap_or(Value::Null));
    }
    value
}

/// The ties the list leaves, with what the regulation prescribes, then the extras.
fn ties_and_extras(out: &mut String, ties: &[UnresolvedTie], teams: bool, extras: &Extras) {
    for tie in ties {
        let _ = writeln!(
            out,
            "Places {}–{}: {}{} tied — {}{}",
            tie.places.0,
            tie.places.1,
            if teams { "teams " } else { "" },
            group(&tie.players),
            if teams && tie.outcome.is_none() { "unresolved: " } else { "" },
            i18n::tie_decision(&tie.decision, Lang::En)
        );
        if let Some(o) = &tie.outcome {
            let _ = writeln!(out, "  decided (recorded): {}", recorded_outcome(o));
        }
    }
    if !extras.players.is_empty() {
        out.push('\n');
        out.push_str(&extras_text(extras));
    }
}

/// One classification of a regulation as text: the table, the point system, the ties with what
/// decides them, and the norms and ratings.
pub fn classification_text(s: &RegulationStandings) -> String {
    let mut out = individual_table(&s.standings, &s.labels);
    let _ =
        writeln!(out, "Points: win {} draw {} loss {}", s.points.win, s.points.draw, s.points.loss);
    ties_and_extras(&mut out, &s.ties, false, &s.extras);
    out
}

/// A regulation's team classification as text.
pub fn team_classification_text(s: &RegulationTeamStandings) -> String {
    let mut out = team_table(&s.standings, &s.labels);
    ties_and_extras(&mut out, &s.ties, true, &s.extras);
    out
}

/// Every classification of an event, each under a `== … ==` heading (teams first).
pub fn event_text(e: &EventStandings) -> String {
    let mut parts = Vec::new();
    match &e.main {
        MainStandings::Team(s) => {
            parts.push(format!("== teams ==\n{}", team_classification_text(s)))
        }
        MainStandings::Individual(s) => {
            parts.push(format!("== {} ==\n{}", s.classification, classification_text(s)));
        }
    }
    for b in &e.boards {
        parts.push(format!("== {} ==\n{}", b.classification, classification_text(b)));
    }
    parts.join("\n")
}

/// Every classification of an event as a JSON array of
/// `{"classification","standings","ties","players_extra","extras_notes"}`.
pub fn event_json(e: &EventStandings) -> Value {
    let mut out = Vec::new();
    match &e.main {
        MainStandings::Team(s) => out.push(json!({
            "classification": "teams",
            "standings": s.standings,
            "ties": s.ties,
            "players_extra": s.extras.players,
            "extras_notes": s.extras.notes,
        })),
        MainStandings::Individual(s) => out.push(classification_json(s)),
    }
    out.extend(e.boards.iter().map(classification_json));
    Value::Array(out)
}

fn classification_json(s: &RegulationStandings) -> Value {
    json!({
        "classification": s.classification,
        "standings": individual_json(&s.standings, &s.labels),
        "ties": s.ties,
        "players_extra": s.extras.players,
        "extras_notes": s.extras.notes,
    })
}

/// A recorded outcome in words: `lots: 3, 2, 8 (note)`.
fn recorded_outcome(o: &crate::results::RecordedDecision) -> String {
    let method = match o.method {
        crate::results::DecisionMethod::Playoff => "play-off",
        crate::results::DecisionMethod::Armageddon => "Armageddon game",
        crate::results::DecisionMethod::Lots => "drawing of lots",
    };
    let order: Vec<String> = o.order.iter().map(|n| n.to_string()).collect();
    let note = o.note.as_ref().map(|n| format!(" ({n})")).unwrap_or_default();
    format!("{method}, in the order {}{note}", order.join(", "))
}

/// One `S100` note per tie the regulation's list leaves in the event: who, which places, and
/// what the regulation prescribes.
pub fn tie_notes(e: &EventStandings) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    let (ties, teams) = match &e.main {
        MainStandings::Team(s) => (&s.ties, true),
        MainStandings::Individual(s) => (&s.ties, false),
    };
    let all = ties
        .iter()
        .map(|t| (t, teams))
        .chain(e.boards.iter().flat_map(|b| b.ties.iter().map(|t| (t, false))));
    for (tie, teams) in all {
        let names: Vec<String> =
            tie.players.iter().zip(&tie.names).map(|(n, name)| format!("{n} `{name}`")).collect();
        if let Some(o) = &tie.outcome {
            out.push(Diagnostic::note_level(
                crate::score::codes::TIE_NOT_BROKEN_BY_REGULATION,
                format!(
                    "{}{} were tied for places {}–{} after the whole list; decided as the results \
                     record: {}",
                    if teams { "teams " } else { "" },
                    names.join(", "),
                    tie.places.0,
                    tie.places.1,
                    recorded_outcome(o)
                ),
            ));
            continue;
        }
        out.push(
            Diagnostic::note_level(
                crate::score::codes::TIE_NOT_BROKEN_BY_REGULATION,
                format!(
                    "{}{} still tied for places {}–{} after the whole list: {}",
                    if teams { "teams " } else { "" },
                    names.join(", "),
                    tie.places.0,
                    tie.places.1,
                    i18n::tie_decision(&tie.decision, Lang::En)
                ),
            )
            .with_help("hold what the regulation prescribes and record the outcome"),
        );
    }
    out
}
