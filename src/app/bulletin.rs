//! The results bulletin of an event (`reglament bulletin`): a regulation on its results, or a
//! TRF file alone, for an arbiter who has nothing else. The regulation passes the same gate as
//! `render`: with errors, a bulletin only as a draft, marked on every page.

use super::load;
use super::publish::Gate;
use super::{has_errors, About, Inputs, Outcome, Remark, Report, Stop};
use crate::diagnostic::Diagnostic;
use crate::model::{Competitors, Format as Pairing, Lang, Ranking, Regulation, System};
use crate::render::bulletin::{bulletin_document, BulletinView};
use crate::results::input::Input;
use crate::source::{SourceFile, Span, Spanned};
use crate::vocab::limits::Limits;
use crate::vocab::tiebreak::{TieBreak, TieBreakList};
use crate::Options;
use std::path::{Path, PathBuf};

/// A bulletin, ready to be rendered.
pub struct Bulletin {
    /// The results file (findings of the document point into it).
    pub file: SourceFile,
    /// What the templates render.
    pub view: BulletinView,
    /// Every page is marked as a draft.
    pub draft: bool,
    /// The files it was made from (no output is written over them).
    pub inputs: Vec<PathBuf>,
}

/// The bulletin's view of a regulation on its results, and the findings of the standings (the
/// schedule checks, the engine's notes, the ties left).
pub fn view(reg: &Regulation, r: &Input, draft: bool) -> (BulletinView, Vec<Diagnostic>) {
    bulletin_document(reg, &r.tournament, &r.lots, draft)
}

/// The bulletin of a regulation on its results.
pub fn of_regulation(
    inputs: &dyn Inputs,
    regulation: &Path,
    results: &Path,
    draft: bool,
    limits: &Limits,
    report: &mut dyn Report,
) -> Outcome<Bulletin> {
    let options = Options { limits: *limits, ..Options::default() };
    let compiled = load::regulation(inputs, regulation, &options).map_err(Stop::Failed)?;
    report.language(compiled.lang);
    report.findings(About::Regulation, &compiled.file, &compiled.diagnostics);
    let draft = match Gate::of(&compiled, draft) {
        Gate::Publish => false,
        Gate::Draft => true,
        Gate::Refuse(d) => {
            report.findings(About::Gate, &compiled.file, &[d]);
            return Err(Stop::Findings);
        }
    };
    let Some(reg) = compiled.model else { return Err(Stop::Findings) };
    let mut r = load::results(inputs, results, Some(&reg), limits).map_err(Stop::Failed)?;
    r.diagnostics.extend(load::header_names_another(inputs, results, &r, regulation));
    report.findings(About::Results, &r.file, &r.diagnostics);
    if has_errors(&r.diagnostics) {
        report.remark(Remark::ResultsHaveErrors { nothing: super::remark::Nothing::Bulletin });
        return Err(Stop::Findings);
    }
    finish(reg, r, draft, vec![regulation.to_path_buf(), results.to_path_buf()], report)
}

/// The bulletin of a TRF file alone: the tie-break list given (else the file's record 202),
/// in the language asked for.
pub fn of_trf(
    inputs: &dyn Inputs,
    trf: &Path,
    tiebreaks: Option<&TieBreakList>,
    lang: Lang,
    draft: bool,
    limits: &Limits,
    report: &mut dyn Report,
) -> Outcome<Bulletin> {
    let r = load::results(inputs, trf, None, limits).map_err(Stop::Failed)?;
    report.findings(About::Results, &r.file, &r.diagnostics);
    if has_errors(&r.diagnostics) {
        report.remark(Remark::TrfHasErrors);
        return Err(Stop::Findings);
    }
    let list = match tiebreaks {
        Some(list) => list.clone(),
        None => TieBreakList::from_written(&r.tournament.declared_tiebreaks).map_err(|e| {
            let d = super::standings::bad_descriptor(&e, "`DE,SB,WIN,KS`");
            super::reported(report, About::Results, &r.file, d)
        })?,
    };
    let reg = regulation_of_trf(&r, &list.tiebreaks(), lang);
    finish(reg, r, draft, vec![trf.to_path_buf()], report)
}

fn finish(
    reg: Regulation,
    r: Input,
    draft: bool,
    inputs: Vec<PathBuf>,
    report: &mut dyn Report,
) -> Outcome<Bulletin> {
    let (view, findings) = view(&reg, &r, draft);
    report.findings(About::Standings, &r.file, &findings);
    if has_errors(&findings) {
        report.remark(Remark::StandingsHaveErrors);
        return Err(Stop::Findings);
    }
    if let Some(mark) = view.sample {
        report.remark(Remark::SampleResults { mark });
    }
    Ok(Bulletin { file: r.file, view, draft, inputs })
}

/// A regulation standing for a TRF file alone: its name, dates and pairing system, the tie-break
/// list given (or the file's record 202), the document's language.
fn regulation_of_trf(r: &Input, tiebreaks: &[TieBreak], lang: Lang) -> Regulation {
    let t = &r.tournament;
    let span = Span::new(0, 0);
    let format = match t.pairing {
        crate::results::Pairing::RoundRobin => Pairing::RoundRobin,
        crate::results::Pairing::DoubleRoundRobin => Pairing::DoubleRoundRobin,
        _ => Pairing::Swiss,
    };
    let mut reg = Regulation { lang, ..Regulation::default() };
    reg.title = Spanned::new(t.name.trim().to_string(), span);
    if !t.city.trim().is_empty() {
        reg.event.venue = Some(Spanned::new(t.city.trim().to_string(), span));
    }
    if let (Some(a), b) = (t.start_date, t.end_date) {
        reg.event.dates = Some(Spanned::new((a, b.unwrap_or(a)), span));
    }
    reg.system = Some(System {
        competitors: if t.teams.is_empty() { Competitors::Individual } else { Competitors::Team },
        format: Some(Spanned::new(format, span)),
        rounds: (t.rounds > 0).then(|| Spanned::new(t.rounds, span)),
        lots: None,
        software: None,
        span,
    });
    reg.ranking = Some(Ranking {
        tiebreaks: tiebreaks.iter().map(|tb| Spanned::new(tb.clone(), span)).collect(),
        ..Ranking::default()
    });
    reg
}
