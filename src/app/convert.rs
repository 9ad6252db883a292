//! Results converted for rating submission or other programs (`reglament trf`): a results file,
//! PGN or TRF to TRF16, TRF26 or JSON. A results file names its regulation in its header, which
//! numbers the players when no regulation is given. A TRF is written only when every value fits
//! its columns (`T052`).
//!
//! For rating submission the regulation fills what the results leave empty (the city, the
//! federation, the arbiters, the time control, the dates of the rounds, the players' sex in a
//! women's event: `results::submission`), the ranks are the standings the regulation prescribes,
//! names in Cyrillic are written in Latin letters, and what FIDE will need that the file still
//! lacks is said, one `T060` per record.

use super::load;
use super::{has_errors, About, Inputs, Outcome, Remark, Report, Stop};
use crate::diagnostic::l10n::tr;
use crate::vocab::limits::Limits;
use std::path::{Path, PathBuf};

/// What the results become.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    /// FIDE TRF16, for rating submission.
    Trf16,
    /// FIDE TRF26 (team records).
    Trf26,
    /// JSON.
    Json,
}

/// Results converted.
pub struct Converted {
    /// The text written.
    pub text: String,
    /// The files it was made from (no output is written over them).
    pub inputs: Vec<PathBuf>,
}

/// Converts the results at `input` (numbered by `regulation`, or by the regulation a results
/// file's header names).
pub fn results(
    inputs: &dyn Inputs,
    input: &Path,
    regulation: Option<&Path>,
    to: Target,
    draft: bool,
    limits: &Limits,
    report: &mut dyn Report,
) -> Outcome<Converted> {
    let mut model = match regulation {
        Some(path) => Some(load::regulation_model(inputs, path, limits, report)?),
        None => None,
    };
    let mut unreadable = None;
    let mut named = None;
    if model.is_none() {
        if let Some(reference) = load::named_regulation(inputs, input, limits) {
            let path = load::beside(input, &reference);
            match load::regulation_model(inputs, &path, limits, report) {
                Ok(r) => model = Some(r),
                Err(_) => {
                    unreadable = Some(load::unreadable_regulation(&reference, |l| {
                        tr!(
                            l,
                            en: "correct the path (it is relative to the results file), or pass `--regulation`",
                            bg: "поправете пътя (той е спрямо файла с резултати) или подайте `--regulation`",
                            uk: "виправте шлях (він відносно файлу результатів) або подайте `--regulation`"
                        )
                    }))
                }
            }
            named = Some(path);
        }
    }
    let mut r = load::results(inputs, input, model.as_ref(), limits).map_err(Stop::Failed)?;
    r.diagnostics.extend(unreadable);
    if let Some(given) = regulation {
        r.diagnostics.extend(load::header_names_another(inputs, input, &r, given));
    }
    if to != Target::Json && !has_errors(&r.diagnostics) {
        r.diagnostics.extend(crate::results::trf::unwritable(&r.tournament));
    }
    report.findings(About::Results, &r.file, &r.diagnostics);
    if has_errors(&r.diagnostics) {
        report.remark(Remark::ResultsHaveErrors { nothing: super::remark::Nothing::Written });
        return Err(Stop::Findings);
    }
    if let Some(reg) = &model {
        crate::results::submission::fill_from_regulation(&mut r.tournament, reg);
        ranks_of_regulation(&mut r.tournament, reg, &r.lots);
    }
    if to != Target::Json {
        let lang = model.as_ref().map_or(crate::model::Lang::En, |m| m.lang);
        let t = &mut r.tournament;
        let cyrillic: Vec<(u32, String)> = t
            .listed()
            .filter(|p| {
                p.fide_name.trim().is_empty() && crate::vocab::translit::has_cyrillic(&p.name)
            })
            .map(|p| (p.start, p.name.to_string()))
            .collect();
        let from_trf = load::results_kind(input) == crate::vocab::limits::FileKind::Trf;
        crate::results::submission::latin_names(t, lang, !from_trf);
        let needs = crate::results::submission::needs(t, &cyrillic);
        report.findings(About::Results, &r.file, &needs);
        if !draft {
            let refused = crate::results::submission::refusals(t);
            if !refused.is_empty() {
                report.findings(About::Results, &r.file, &refused);
                report
                    .remark(Remark::ResultsHaveErrors { nothing: super::remark::Nothing::Written });
                return Err(Stop::Findings);
            }
        }
    }
    let t = &r.tournament;
    let text = match to {
        Target::Trf16 => crate::results::trf::write_trf16(t),
        Target::Trf26 => crate::results::trf::write_trf26(t),
        Target::Json => crate::results::json::to_json(t),
    };
    let mut files = vec![input.to_path_buf()];
    files.extend(regulation.map(Path::to_path_buf));
    files.extend(named);
    Ok(Converted { text, inputs: files })
}

/// The ranks of the standings the regulation prescribes (its points, tie-breaks and drawn
/// numbers), written as the players' declared ranks (TRF columns 86–89), or the teams' ranks,
/// match and game points (TRF26 record 310).
fn ranks_of_regulation(
    t: &mut crate::results::Tournament,
    reg: &crate::model::Regulation,
    lots: &[u32],
) {
    use crate::score::regulation::{event_standings, MainStandings, RegulationOptions};
    let options = RegulationOptions { edition: None, lots: lots.to_vec() };
    let standings = event_standings(reg, t, &options);
    match &standings.main {
        MainStandings::Individual(s) => {
            for row in &s.standings.rows {
                if let Some(p) = t.players.get_mut(row.start as usize - 1) {
                    p.declared_rank = Some(row.rank);
                }
            }
        }
        MainStandings::Team(s) => {
            for row in &s.standings.rows {
                if let Some(team) = t.teams.iter_mut().find(|x| x.number == row.start) {
                    team.declared_rank = Some(row.rank);
                    team.declared_match_points = Some(row.match_points);
                    team.declared_game_points = Some(row.game_points);
                }
            }
        }
    }
}
