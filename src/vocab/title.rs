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

    /// Parses a title as written anywhere FIDE writes one: in full (`GM`, `WIM`, any case) or
    /// as the TRF and the old rating lists abbreviate it (`g`, `m`, `f`, `c`, `wg`, `wm`, `wf`,
    /// `wc`).
    pub fn from_code(s: &str) -> Option<Title> {
        let t = s.trim();
        Title::parse(t).or(match t {
            "g" => Some(Title::GM),
            "m" => Some(Title::IM),
            "f" => Some(Title::FM),
            "c" => Some(Title::CM),
            "wg" => Some(Title::WGM),
            "wm" => Some(Title::WIM),
            "wf" => Some(Title::WFM),
            "wc" => Some(Title::WCM),
            _ => None,
        })
    }

    /// True for titles that count as "titled" opponents for norms (GM, IM, WGM, WIM, FM…).
    pub fn is_international(self) -> bool {
        matches!(self, Title::GM | Title::IM | Title::WGM | Title::WIM)
    }
}
