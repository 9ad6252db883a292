//! The one registry of diagnostic codes, above the stages: every code of every stage with its
//! name, default severity and documentation. `reglament explain` and `reglament rules` read it;
//! the registry test checks that every code is unique, documented in the five parts and has a
//! fixture that fires it.

use crate::diagnostic::l10n::{Localized, Texts};
use crate::diagnostic::{Code, CodeInfo};
use crate::vocab::Lang;

/// Every code: decode, parse, lower, the checks, results, scoring and rendering, in code order.
pub fn all() -> Vec<Code> {
    let mut all: Vec<Code> = [
        crate::decode::codes::CODES,
        crate::syntax::codes::CODES,
        crate::model::codes::CODES,
        crate::import::codes::CODES,
        crate::edition::codes::CODES,
        crate::results::codes::CODES,
        crate::results::fide_codes::CODES,
        crate::checks::against_list::CODES,
        crate::score::codes::CODES,
        crate::render::codes::CODES,
    ]
    .concat();
    all.extend(crate::checks::rules::all().map(|r| Code::new(r.info())));
    all.extend(crate::checks::season::codes::CODES);
    all.sort();
    all
}

/// Looks a code up by its code (case-insensitive, `v207`) or by its name
/// (`weekday-does-not-match-date`).
pub fn lookup(code_or_name: &str) -> Option<&'static CodeInfo> {
    all()
        .into_iter()
        .map(Code::info)
        .find(|i| i.code.eq_ignore_ascii_case(code_or_name) || i.name == code_or_name)
}

/// Every code's Bulgarian and Ukrainian documentation: the stages' `L10N` tables and the rules'
/// own (a family without them is documented in English only; `reglament explain --lang bg`
/// then falls back to English).
pub fn localized() -> Vec<&'static Localized> {
    let tables: [&'static [Localized]; 11] = [
        crate::checks::season::codes::L10N,
        crate::decode::codes::L10N,
        crate::syntax::codes::L10N,
        crate::model::codes::L10N,
        crate::import::codes::L10N,
        crate::edition::codes::L10N,
        crate::results::codes::L10N,
        crate::results::fide_codes::L10N,
        crate::checks::against_list::L10N,
        crate::score::codes::L10N,
        crate::render::codes::L10N,
    ];
    let mut all: Vec<&'static Localized> = tables.iter().flat_map(|t| t.iter()).collect();
    all.extend(crate::checks::rules::all().filter_map(|r| r.l10n()));
    all
}

/// A code's summary and documentation in a language, if it has them.
pub fn texts(code: &str, lang: Lang) -> Option<&'static Texts> {
    localized().into_iter().find(|l| l.code.as_str() == code).and_then(|l| l.texts(lang))
}

/// A code's one-line summary in a language (English when it has none there).
pub fn summary(info: &'static CodeInfo, lang: Lang) -> &'static str {
    texts(info.code, lang).map_or(info.summary, |t| t.summary)
}
