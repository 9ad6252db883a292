//! The rule registry, by family: one folder per `V` family (`V1xx` participants and rounds …
//! `V9xx` completeness), one module per rule in it, named after the problem it finds. Each
//! family lists its rules in code order; [`all`] is every rule, families in code order.

use super::Rule;

mod appeals;
mod claims;
mod completeness;
mod document;
mod participants;
mod schedule;
mod teams;
mod tiebreaks;
mod time_control;

/// A family of checks: the codes that start with `prefix`.
pub struct Family {
    /// The codes' common start (`V2`).
    pub prefix: &'static str,
    /// The folder under `src/checks/rules/` that holds the family.
    pub folder: &'static str,
    /// The family's rules, in code order.
    pub rules: &'static [&'static dyn Rule],
}

/// Every family, in code order.
pub static FAMILIES: &[Family] = &[
    Family { prefix: "V1", folder: "participants", rules: participants::RULES },
    Family { prefix: "V2", folder: "schedule", rules: schedule::RULES },
    Family { prefix: "V3", folder: "time_control", rules: time_control::RULES },
    Family { prefix: "V4", folder: "tiebreaks", rules: tiebreaks::RULES },
    Family { prefix: "V5", folder: "teams", rules: teams::RULES },
    Family { prefix: "V6", folder: "claims", rules: claims::RULES },
    Family { prefix: "V7", folder: "appeals", rules: appeals::RULES },
    Family { prefix: "V8", folder: "document", rules: document::RULES },
    Family { prefix: "V9", folder: "completeness", rules: completeness::RULES },
];

/// Every rule, in code order.
pub fn all() -> impl Iterator<Item = &'static dyn Rule> {
    FAMILIES.iter().flat_map(|f| f.rules.iter().copied())
}
