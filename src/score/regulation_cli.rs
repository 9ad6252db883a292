//! `reglament standings REGFILE --results FILE`: a regulation applied to results (`.rgr`, TRF or
//! PGN, chosen by the extension).

use super::cli::{json_output, Format};
use super::regulation::{
    apply_regulation, board_standings, regulation_standings, regulation_team_standings,
    render_team_text, render_text, RegulationOptions, RegulationStandings, RegulationTeamStandings,
};
use super::why;
use super::ScoreOptions;
use crate::diagnostic::render::{render_human, HumanOptions};
use crate::diagnostic::{Diagnostic, Severity};
use crate::model::{Competitors, Regulation};
use crate::results::results_file::read_results;
use crate::results::{pgn, trf, Tournament};
use crate::source::SourceFile;
use serde_json::json;
use std::fmt::Write;
use std::path::{Path, PathBuf};

/// Arguments of `reglament standings REGFILE --results FILE`.
#[derive(clap::Args, Clone, Debug, PartialEq, Eq)]
pub struct RegStandingsArgs {
    /// The regulation (`.rgl`).
    pub regulation: PathBuf,
    /// The results: our results file (`.rgr`), FIDE TRF (`.trf`, `.txt`) or PGN (`.pgn`).
    #[arg(long, value_name = "FILE")]
    pub results: PathBuf,
    /// Output format.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
    /// Explain, criterion by criterion, how the players with these start numbers are ranked.
    #[arg(long, num_args = 2, value_names = ["A", "B"])]
    pub why: Option<Vec<u32>>,
}

fn short(file: &str, d: &Diagnostic) -> String {
    let mut s = format!("{file}: {}[{}]: {}", d.severity.as_str(), d.code, d.message);
    for n in &d.notes {
        let _ = write!(s, "\n  note: {n}");
    }
    if let Some(h) = &d.help {
        let _ = write!(s, "\n  help: {h}");
    }
    s
}

/// Reads and lowers a regulation file; `Err` holds the message for standard error.
pub fn load_regulation(path: &Path) -> Result<Regulation, String> {
    let name = path.display().to_string();
    let bytes = std::fs::read(path).map_err(|e| {
        short(
            &name,
            &Diagnostic::error(
                crate::results::codes::RESULTS_REGULATION_UNREADABLE,
                format!("cannot read the regulation: {e}"),
            )
            .with_help("check the path"),
        )
    })?;
    let options = crate::Options { no_checks: true, ..crate::Options::default() };
    let compiled = crate::compile(&name, &bytes, &options);
    let errors: Vec<String> = compiled
        .diagnostics
        .iter()
        .filter(|d| d.severity == Severity::Error)
        .map(|d| short(&name, d))
        .collect();
    match compiled.model {
        Some(m) if errors.is_empty() => Ok(m),
        _ => Err(errors.join("\n")),
    }
}

/// Reads results by extension: `.rgr`, `.pgn`, else TRF. Returns the tournament, the drawn lots
/// (results files only) and the diagnostics.
pub fn load_results(
    path: &Path,
    reg: Option<&Regulation>,
) -> Result<(Tournament, Vec<u32>, Vec<Diagnostic>), String> {
    let name = path.display().to_string();
    let bytes = std::fs::read(path).map_err(|e| format!("{name}: cannot read the results: {e}"))?;
    let ext = path.extension().and_then(|e| e.to_str()).unwrap_or("").to_ascii_lowercase();
    if ext == "rgr" || ext == "pgn" {
        // Results files and PGN are text in any of the encodings regulations may use.
        let file = match crate::decode::decode(&name, &bytes, None) {
            Ok(d) => d.file,
            Err(d) => {
                return Err(format!("{name}: {}[{}]: {}", d.severity.as_str(), d.code, d.message))
            }
        };
        if ext == "pgn" {
            let (t, d) = pgn::read_pgn(&file, reg);
            return Ok((t, Vec::new(), d));
        }
        let r = read_results(&file, reg);
        return Ok((r.tournament, r.lots, r.diagnostics));
    }
    let (t, d) = trf::read_trf_bytes(&name, &bytes);
    Ok((t, Vec::new(), d))
}

/// Runs the command; returns (exit code, standard output, standard error).
pub fn run_capture(args: &RegStandingsArgs) -> (i32, String, String) {
    let mut err = String::new();
    let reg = match load_regulation(&args.regulation) {
        Ok(r) => r,
        Err(e) => return (2, String::new(), e + "\n"),
    };
    let results_name = args.results.display().to_string();
    let (t, lots, diags) = match load_results(&args.results, Some(&reg)) {
        Ok(x) => x,
        Err(e) => return (2, String::new(), e + "\n"),
    };
    let mut failed = false;
    // Diagnostics that point into the results file are shown with the lines they point at.
    let source = std::fs::read(&args.results)
        .ok()
        .and_then(|b| String::from_utf8(b).ok())
        .map(|text| SourceFile::new(&results_name, text, "UTF-8"));
    for d in &diags {
        failed |= d.severity == Severity::Error;
        match (&source, d.labels.is_empty()) {
            (Some(file), false) => {
                err.push_str(&render_human(file, d, HumanOptions { color: false }));
            }
            _ => {
                let _ = writeln!(err, "{}", short(&results_name, d));
            }
        }
    }
    let options = RegulationOptions { edition: None, lots };
    let mut all: Vec<RegulationStandings> = Vec::new();
    let mut team_main: Option<RegulationTeamStandings> = None;
    // A team regulation scored on results without teams ranks the players (S104 says so).
    let team = reg.system.as_ref().is_some_and(|s| s.competitors == Competitors::Team)
        && !t.teams.is_empty();
    if let Some(pair) = &args.why {
        let [a, b] = pair.as_slice() else { return (2, String::new(), err) };
        let applied = apply_regulation(&reg, &t);
        for p in [*a, *b] {
            if p == 0 || applied.player(p).is_none() {
                let _ = writeln!(err, "{results_name}: error: no player has start number `{p}`");
                return (2, String::new(), err);
            }
        }
        let ranking = reg.ranking.clone().unwrap_or_default();
        let list: Vec<_> = ranking.tiebreaks.iter().map(|tb| tb.value.clone()).collect();
        let labels: Vec<String> = list.iter().map(|tb| tb.to_string()).collect();
        let score_options = ScoreOptions {
            edition: None,
            round_robin: Some(applied.is_round_robin()),
            share_ties: false,
            unrated_rating: None,
        };
        let e = why::explain(&applied, &list, &labels, &score_options, *a, *b);
        return (0, e.render(&applied), err);
    }
    if !team {
        all.push(regulation_standings(&reg, &t, &options));
    } else {
        team_main = Some(regulation_team_standings(&reg, &t, &options));
        for sub in &reg.subclassifications {
            if let Some(b) =
                sub.board.as_ref().and_then(|b| board_standings(&reg, &t, b.value, &options))
            {
                all.push(b);
            }
        }
    }
    let team_diagnostics = team_main.iter().flat_map(|s| s.diagnostics.iter());
    for d in team_diagnostics {
        let _ = writeln!(err, "{}", short(&results_name, d));
    }
    for s in &all {
        for d in &s.diagnostics {
            let _ = writeln!(err, "{}", short(&results_name, d));
        }
    }
    let out = match args.format {
        Format::Text => team_main
            .iter()
            .map(|s| format!("== teams ==\n{}", render_team_text(s)))
            .chain(all.iter().map(|s| format!("== {} ==\n{}", s.classification, render_text(s))))
            .collect::<Vec<_>>()
            .join("\n"),
        Format::Json => {
            let teams = team_main.iter().map(|s| {
                json!({
                    "classification": "teams",
                    "standings": s.standings,
                    "ties": s.ties,
                    "players_extra": s.extras.players,
                    "extras_notes": s.extras.notes,
                })
            });
            let v: Vec<_> = teams
                .chain(all.iter().map(|s| {
                    json!({
                        "classification": s.classification,
                        "standings": json_output(&s.standings, &s.labels),
                        "ties": s.ties,
                        "players_extra": s.extras.players,
                        "extras_notes": s.extras.notes,
                    })
                }))
                .collect();
            serde_json::Value::Array(v).to_string() + "\n"
        }
    };
    (if failed { 1 } else { 0 }, out, err)
}

/// Runs the command, printing to standard output and error; returns the exit code.
pub fn run(args: &RegStandingsArgs) -> i32 {
    let (code, out, err) = run_capture(args);
    print!("{out}");
    eprint!("{err}");
    code
}
