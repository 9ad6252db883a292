//! Results converted for rating submission or other programs (`reglament trf`): a results file,
//! PGN or TRF to TRF16, TRF26 or JSON. A results file names its regulation in its header, which
//! numbers the players when no regulation is given. A TRF is written only when every value fits
//! its columns (`T052`).

use super::load;
use super::{has_errors, About, Inputs, Outcome, Remark, Report, Stop};
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
                Err(_) => unreadable = Some(load::unreadable_regulation(
                    &reference,
                    "correct the path (it is relative to the results file), or pass `--regulation`",
                )),
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
