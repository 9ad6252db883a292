//! An ordered tie-break list as a person writes it (`--tiebreaks "BH/C1, Бухолц, SB"`, TRF
//! record 202): each item read once into its [`TieBreak`], keeping the words it was written in,
//! which head its column and name it in messages. An item is a C.07 descriptor
//! (`BH/C1`, `bh-c1`, `KS/L-1`) or a name from [`super::names`] (`Бухолц`, `Бх-1`,
//! `коефіцієнт Бергера`), optionally followed by modifiers (`Бухолц/C1`). A team list may start
//! with its primary score (`PTS`, `MPTS`, `GPTS`, TRF-2026 record 202).

use super::{names, TieBreak, TieBreakError, CODES};
use std::fmt;

/// A tie-break with the words it was written in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Labelled {
    /// What it computes.
    pub tiebreak: TieBreak,
    /// The item as written (trimmed): the column's heading.
    pub label: String,
}

impl Labelled {
    /// A tie-break labelled with its canonical descriptor (`BH/C1`).
    pub fn canonical(tiebreak: TieBreak) -> Labelled {
        let label = tiebreak.to_string();
        Labelled { tiebreak, label }
    }
}

/// The primary score a team list may start with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PrimaryScore {
    /// `PTS`: the event's own primary score.
    Points,
    /// `MPTS`: match points.
    MatchPoints,
    /// `GPTS`: game points.
    GamePoints,
}

/// An ordered tie-break list, read once.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TieBreakList {
    /// The primary score named first (team lists), if any.
    pub primary: Option<PrimaryScore>,
    /// The tie-breaks, in order.
    pub items: Vec<Labelled>,
}

/// Why an item of a list could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ListError {
    /// The item as written.
    pub item: String,
    /// What is wrong with it.
    pub error: TieBreakError,
    /// The closest code or name, for an unknown one.
    pub suggestion: Option<String>,
}

impl fmt::Display for ListError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.error {
            TieBreakError::UnknownCode(_) => write!(f, "unknown tie-break `{}`", self.item)?,
            TieBreakError::BadModifier(m) => {
                write!(f, "unknown tie-break modifier `{m}` in `{}`", self.item)?
            }
        }
        if let Some(s) = &self.suggestion {
            write!(f, "; did you mean `{s}`?")?;
        }
        Ok(())
    }
}

impl std::error::Error for ListError {}

impl TieBreakList {
    /// Reads a comma-separated list (blank items are skipped).
    pub fn parse(text: &str) -> Result<TieBreakList, ListError> {
        let items: Vec<&str> = text.split(',').map(str::trim).filter(|s| !s.is_empty()).collect();
        Self::from_items(&items)
    }

    /// Reads the items of a list already split (TRF record 202).
    pub fn from_written(items: &[String]) -> Result<TieBreakList, ListError> {
        let items: Vec<&str> = items.iter().map(|s| s.trim()).filter(|s| !s.is_empty()).collect();
        Self::from_items(&items)
    }

    fn from_items(items: &[&str]) -> Result<TieBreakList, ListError> {
        let primary = match items.first().map(|w| w.to_ascii_uppercase()).as_deref() {
            Some("PTS") => Some(PrimaryScore::Points),
            Some("MPTS") => Some(PrimaryScore::MatchPoints),
            Some("GPTS") => Some(PrimaryScore::GamePoints),
            _ => None,
        };
        let rest = if primary.is_some() { &items[1..] } else { items };
        let items = rest
            .iter()
            .map(|w| parse_item(w).map(|tiebreak| Labelled { tiebreak, label: w.to_string() }))
            .collect::<Result<Vec<_>, _>>()?;
        Ok(TieBreakList { primary, items })
    }

    /// True when the list names no tie-break.
    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }

    /// The tie-breaks, in order.
    pub fn tiebreaks(&self) -> Vec<TieBreak> {
        self.items.iter().map(|l| l.tiebreak.clone()).collect()
    }

    /// True when the list can only rank teams: a primary score of match or game points, or a
    /// team-only tie-break, or one computed on match or game points.
    pub fn is_for_teams(&self) -> bool {
        matches!(self.primary, Some(PrimaryScore::MatchPoints | PrimaryScore::GamePoints))
            || self
                .items
                .iter()
                .any(|l| l.tiebreak.kind.is_team_only() || l.tiebreak.reference.is_some())
    }
}

/// One written tie-break: a C.07 descriptor, or a name of the table, with modifiers after a `/`.
pub fn parse_item(written: &str) -> Result<TieBreak, ListError> {
    let written = written.trim();
    let code = TieBreak::parse(written);
    if let Err(TieBreakError::UnknownCode(_)) = &code {
        // A name, alone or with modifiers (`Бухолц/C1`).
        let (head, modifiers) = match written.split_once('/') {
            Some((h, m)) => (h, Some(m)),
            None => (written, None),
        };
        if let Some(descriptor) = names::descriptor(head) {
            let full = match modifiers {
                Some(m) => format!("{descriptor}/{m}"),
                None => descriptor.to_string(),
            };
            return TieBreak::parse(&full).map_err(|error| ListError {
                item: written.to_string(),
                error,
                suggestion: None,
            });
        }
    }
    code.map_err(|error| {
        let suggestion = match error {
            TieBreakError::UnknownCode(_) => suggestion(written),
            TieBreakError::BadModifier(_) => None,
        };
        ListError { item: written.to_string(), error, suggestion }
    })
}

/// The code closest to an unknown item: a C.07 code for a code-like word (`SBB` → `SB`), the
/// descriptor of the closest name for a name (`Бухолцц` → `BH`).
pub fn suggestion(written: &str) -> Option<String> {
    let head = written.split(['/', ':']).next().unwrap_or(written).trim();
    let codes = CODES.iter().map(|(c, _)| *c);
    let key = names::normalise(head);
    let candidates = codes.chain(names::NAMES.iter().map(|n| n.name));
    let best = crate::vocab::suggest::closest(&key, candidates)?;
    let descriptor = names::NAMES.iter().find(|n| n.name == best).map_or(best, |n| n.descriptor);
    Some(descriptor.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_codes_names_and_the_primary_score_keeping_the_words() {
        let list = TieBreakList::parse("MPTS, EDE, Бухолц/C1 ,SB").unwrap();
        assert_eq!(list.primary, Some(PrimaryScore::MatchPoints));
        let labels: Vec<&str> = list.items.iter().map(|l| l.label.as_str()).collect();
        assert_eq!(labels, ["EDE", "Бухолц/C1", "SB"]);
        let codes: Vec<String> = list.items.iter().map(|l| l.tiebreak.to_string()).collect();
        assert_eq!(codes, ["EDE", "BH/C1", "SB"]);
        assert!(list.is_for_teams());
        assert!(!TieBreakList::parse("BH, Бх-1, коефіцієнт Бергера").unwrap().is_for_teams());
    }

    #[test]
    fn a_typo_gets_the_closest_code() {
        let e = TieBreakList::parse("Бухолц,SBB").unwrap_err();
        assert_eq!(e.to_string(), "unknown tie-break `SBB`; did you mean `SB`?");
        let e = TieBreakList::parse("Бухолцц").unwrap_err();
        assert_eq!(e.suggestion.as_deref(), Some("BH"));
        let e = TieBreakList::parse("BH/Q").unwrap_err();
        assert_eq!(e.to_string(), "unknown tie-break modifier `/Q` in `BH/Q`");
        assert!(TieBreakList::parse(" , ").unwrap().is_empty());
    }
}
