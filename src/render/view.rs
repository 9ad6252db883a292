//! The regulation as a document sees it: every fact already written out in the document
//! language (dates, weekdays, time controls, tie-break names), prose with placeholders filled.

use crate::diagnostic::Diagnostic;
use crate::model::Regulation;
use serde::Serialize;

/// A regulation ready for a template.
#[derive(Clone, Debug, Serialize)]
pub struct RegulationView {
    /// Document language code (`bg`, `uk`, `en`).
    pub lang: &'static str,
    /// Title.
    pub title: String,
    /// Warnings found while building the view (unfilled placeholders); not for templates.
    #[serde(skip)]
    pub diagnostics: Vec<Diagnostic>,
}

/// Builds the view of a regulation.
pub fn regulation_view(reg: &Regulation) -> RegulationView {
    RegulationView {
        lang: reg.lang.code(),
        title: reg.title.value.clone(),
        diagnostics: Vec::new(),
    }
}
