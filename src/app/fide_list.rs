//! FIDE's rating list given for a run (`--fide-list`): read once for the players a use case
//! needs, through [`Inputs::open`] (the list streams; it is never read whole), and applied —
//! results completed from it (`results::rating_list`), a regulation checked against it
//! (`checks::against_list`).

use super::Inputs;
use crate::diagnostic::Diagnostic;
use crate::model::Regulation;
use crate::results::input::Input;
use crate::vocab::fide::list::{self, ListKind, Scan, Wanted};
use std::path::Path;

/// Reads the list at `path` for `wanted`; `T070` when it cannot be read as a list.
pub fn scan(inputs: &dyn Inputs, path: &Path, wanted: &Wanted) -> Result<Scan, Diagnostic> {
    let name = path.display().to_string();
    let file = inputs
        .open(path)
        .map_err(|e| crate::results::rating_list::unreadable(&name, &list::ListError::Io(e)))?;
    list::scan(file, &name, wanted).map_err(|e| crate::results::rating_list::unreadable(&name, &e))
}

/// Results completed from the run's list, if one is given (and the results have players and
/// no error): the list's findings join the results'.
pub fn complete(inputs: &dyn Inputs, r: &mut Input, regulation: Option<&Regulation>) {
    let Some(path) = inputs.fide_list() else { return };
    if r.tournament.players.is_empty() || super::has_errors(&r.diagnostics) {
        return;
    }
    let kind = regulation.map_or(ListKind::Standard, crate::checks::against_list::kind_of);
    let wanted = crate::results::rating_list::wanted(&r.tournament);
    match scan(inputs, path, &wanted) {
        Ok(s) => {
            let found =
                crate::results::rating_list::apply(&mut r.tournament, &s, kind, &r.file.text);
            r.diagnostics.extend(found);
        }
        Err(d) => r.diagnostics.push(d),
    }
}

/// The regulation checked against the run's list, if one is given: the `V15x` findings, or
/// `T070` when the list cannot be read.
pub fn check(inputs: &dyn Inputs, reg: &Regulation) -> Vec<Diagnostic> {
    let Some(path) = inputs.fide_list() else { return Vec::new() };
    let wanted = crate::checks::against_list::wanted(reg);
    if wanted.is_empty() {
        return Vec::new();
    }
    match scan(inputs, path, &wanted) {
        Ok(s) => crate::checks::against_list::check(reg, &s),
        Err(d) => vec![d],
    }
}
