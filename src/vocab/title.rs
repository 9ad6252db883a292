//! FIDE titles.

use serde::Serialize;

/// A FIDE title.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum Title {
    /// Grandmaster.
    GM,
    /// International master.
    IM,
    /// FIDE master.
    FM,
    /// Candidate master.
    CM,
    /// Woman grandmaster.
    WGM,
    /// Woman international master.
    WIM,
    /// Woman FIDE master.
    WFM,
    /// Woman candidate master.
    WCM,
}

impl Title {
    /// Parses a title code (case-insensitive).
    pub fn parse(s: &str) -> Option<Title> {
        Some(match s.to_ascii_uppercase().as_str() {
            "GM" => Title::GM,
            "IM" => Title::IM,
            "FM" => Title::FM,
            "CM" => Title::CM,
            "WGM" => Title::WGM,
            "WIM" => Title::WIM,
            "WFM" => Title::WFM,
            "WCM" => Title::WCM,
            _ => return None,
        })
    }

    /// True for titles that count as "titled" opponents for norms (GM, IM, WGM, WIM, FM…).
    pub fn is_international(self) -> bool {
        matches!(self, Title::GM | Title::IM | Title::WGM | Title::WIM)
    }
}
