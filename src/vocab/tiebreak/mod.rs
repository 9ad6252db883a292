//! Tie-break specifications: FIDE C.07 codes with their modifiers, plus the regulation-defined
//! tie-breaks the seed regulations use. Shared by the language (a regulation names its list), the
//! checks (is the list applicable?) and scoring (compute exactly that list).
//!
//! The descriptor syntax is the one of TRF26 records 202/212 ("Mandatory Tie-Breaks"),
//! case-insensitive: `NAME[:MP|:GP][/Cn][/Mn][/L±n|/Ln][/Kx][/P][/F][/R][/U<rating>]`. `BH-C1` (Handbook
//! style) is accepted as `BH/C1`; `GE` is an alias of `REP`; `ESB:MM` etc. of `EMMSB` etc.

pub mod list;
pub mod names;

pub use list::{Labelled, ListError, PrimaryScore, TieBreakList};

use crate::vocab::points::Points;
use serde::Serialize;
use std::fmt;

/// Which tie-break.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum TieBreakKind {
    /// Direct encounter (Art. 6).
    De,
    /// Number of wins, played or not (7.1).
    Win,
    /// Number of games won over the board (7.2).
    Won,
    /// Number of games played with Black (7.3).
    Bpg,
    /// Number of games won with Black (7.4).
    Bwg,
    /// Progressive scores (7.5).
    Ps,
    /// Rounds one elected to play (7.6; `GE` in the 2023 text).
    Rep,
    /// Standard points (7.7, from March 2026).
    Std,
    /// Tournament pairing number (7.8, from March 2026; lower is better).
    Tpn,
    /// Buchholz (8.1).
    Bh,
    /// Average of opponents' Buchholz (8.2).
    Aob,
    /// Fore Buchholz (8.3).
    Fb,
    /// Sonneborn-Berger (9.1).
    Sb,
    /// Koya system (9.2).
    Ks,
    /// Average rating of opponents (10.1).
    Aro,
    /// Tournament performance rating (10.2).
    Tpr,
    /// Perfect tournament performance (10.3).
    Ptp,
    /// Average performance rating of opponents (10.4).
    Apro,
    /// Average perfect performance of opponents (10.5).
    Appo,
    /// Rating (10.6, from March 2026).
    Rtng,
    /// Match points (team primary/secondary score).
    Mp,
    /// Game points (team primary/secondary score).
    Gp,
    /// Match points vs game points: the secondary score (13.1).
    MpVGp,
    /// Extended Sonneborn-Berger, opponent MP × own MP (13.2).
    Emmsb,
    /// Extended Sonneborn-Berger, opponent MP × own GP.
    Emgsb,
    /// Extended Sonneborn-Berger, opponent GP × own MP.
    Egmsb,
    /// Extended Sonneborn-Berger, opponent GP × own GP.
    Eggsb,
    /// Extended direct encounter (13.3).
    Ede,
    /// EDE chained with board count then top board result (2026 name).
    Edebt,
    /// EDE chained with board count then bottom board elimination (2026 name).
    Edebb,
    /// EDE chained with top board result (2026 name).
    Edet,
    /// EDE chained with bottom board elimination (2026 name).
    Edeb,
    /// Board count (12.1; lower is better).
    Bc,
    /// Top board result (12.2).
    Tbr,
    /// Bottom board elimination (12.3).
    Bbe,
    /// Score and schedule strength combination (13.4).
    Sssc,
    /// Regulation-defined: board results weighted per board (a won game on board `b` is worth
    /// `weights[b-1]`, a draw half of it), over the whole event or only in matches among the tied
    /// teams.
    BoardWeighted {
        /// Weight of a win per board, board 1 first.
        weights: Vec<Points>,
        /// Only matches between the tied teams count.
        among_tied: bool,
    },
    /// Regulation-defined: of two teams tied after all else whose mutual match was drawn on every
    /// board, the one that had Black on board 1 in that match ranks higher.
    BlackOnBoardOneInMutualMatch,
    /// A self-defined tie-break (`OTHER_…`), kept by name.
    Other(String),
}

/// The team score an individual-style tie-break refers to (`:MP` / `:GP`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum ReferenceScore {
    /// Match points.
    MatchPoints,
    /// Game points.
    GamePoints,
}

/// The Koya limit modifier.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum KoyaLimit {
    /// Moved by this many half-points from 50 % (`/L-1`, `/L+2`).
    HalfPoints(i32),
    /// Set to this percentage of the maximum score (`/L40`).
    Percent(u32),
}

/// One entry of a tie-break list, with its modifiers.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct TieBreak {
    /// Which tie-break.
    pub kind: TieBreakKind,
    /// `:MP` / `:GP`, for team events.
    pub reference: Option<ReferenceScore>,
    /// Cut-n: drop the n least significant values.
    pub cut: u8,
    /// Median-n: drop the n least and the n most significant values.
    pub median: u8,
    /// Koya limit.
    pub limit: Option<KoyaLimit>,
    /// SSSC normaliser.
    pub k: Option<u32>,
    /// `/P`: forfeits count as played.
    pub played: bool,
    /// `/F`: use Fore Buchholz (AOB/F, SSSC/F).
    pub fore: bool,
    /// `/R`: reverse order (TPN/R, RTNG/R).
    pub reverse: bool,
    /// `/U<rating>`: the rating an unrated participant counts with in a rating-based tie-break
    /// (C.07 Art. 10: without it, such a tie-break is dropped when unrated players take part).
    pub unrated: Option<u32>,
}

/// Why a descriptor could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TieBreakError {
    /// The name is not a known code.
    UnknownCode(String),
    /// A modifier is not known or malformed.
    BadModifier(String),
}

impl fmt::Display for TieBreakError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TieBreakError::UnknownCode(c) => write!(f, "unknown tie-break code `{c}`"),
            TieBreakError::BadModifier(m) => write!(f, "unknown tie-break modifier `{m}`"),
        }
    }
}

/// Builds a [`TieBreakKind`] for one code.
pub type KindMaker = fn() -> TieBreakKind;

/// The FIDE codes and their kinds, canonical spelling first. Used for parsing and suggestions.
pub const CODES: &[(&str, KindMaker)] = &[
    ("DE", || TieBreakKind::De),
    ("WIN", || TieBreakKind::Win),
    ("WON", || TieBreakKind::Won),
    ("BPG", || TieBreakKind::Bpg),
    ("BWG", || TieBreakKind::Bwg),
    ("PS", || TieBreakKind::Ps),
    ("REP", || TieBreakKind::Rep),
    ("GE", || TieBreakKind::Rep),
    ("STD", || TieBreakKind::Std),
    ("TPN", || TieBreakKind::Tpn),
    ("BH", || TieBreakKind::Bh),
    ("AOB", || TieBreakKind::Aob),
    ("FB", || TieBreakKind::Fb),
    ("SB", || TieBreakKind::Sb),
    ("KS", || TieBreakKind::Ks),
    ("ARO", || TieBreakKind::Aro),
    ("TPR", || TieBreakKind::Tpr),
    ("PTP", || TieBreakKind::Ptp),
    ("APRO", || TieBreakKind::Apro),
    ("APPO", || TieBreakKind::Appo),
    ("RTNG", || TieBreakKind::Rtng),
    ("MP", || TieBreakKind::Mp),
    ("MPTS", || TieBreakKind::Mp),
    ("GP", || TieBreakKind::Gp),
    ("GPTS", || TieBreakKind::Gp),
    ("MPVGP", || TieBreakKind::MpVGp),
    ("EMMSB", || TieBreakKind::Emmsb),
    ("EMGSB", || TieBreakKind::Emgsb),
    ("EGMSB", || TieBreakKind::Egmsb),
    ("EGGSB", || TieBreakKind::Eggsb),
    ("ESB:MM", || TieBreakKind::Emmsb),
    ("ESB:MG", || TieBreakKind::Emgsb),
    ("ESB:GM", || TieBreakKind::Egmsb),
    ("ESB:GG", || TieBreakKind::Eggsb),
    ("EDE", || TieBreakKind::Ede),
    ("EDEBT", || TieBreakKind::Edebt),
    ("EDEBB", || TieBreakKind::Edebb),
    ("EDET", || TieBreakKind::Edet),
    ("EDEB", || TieBreakKind::Edeb),
    ("BC", || TieBreakKind::Bc),
    ("TBR", || TieBreakKind::Tbr),
    ("BBE", || TieBreakKind::Bbe),
    ("SSSC", || TieBreakKind::Sssc),
];

impl TieBreakKind {
    /// The canonical code (`BH`, `EMGSB`, …); regulation-defined kinds get descriptive names.
    pub fn code(&self) -> String {
        let s = match self {
            TieBreakKind::De => "DE",
            TieBreakKind::Win => "WIN",
            TieBreakKind::Won => "WON",
            TieBreakKind::Bpg => "BPG",
            TieBreakKind::Bwg => "BWG",
            TieBreakKind::Ps => "PS",
            TieBreakKind::Rep => "REP",
            TieBreakKind::Std => "STD",
            TieBreakKind::Tpn => "TPN",
            TieBreakKind::Bh => "BH",
            TieBreakKind::Aob => "AOB",
            TieBreakKind::Fb => "FB",
            TieBreakKind::Sb => "SB",
            TieBreakKind::Ks => "KS",
            TieBreakKind::Aro => "ARO",
            TieBreakKind::Tpr => "TPR",
            TieBreakKind::Ptp => "PTP",
            TieBreakKind::Apro => "APRO",
            TieBreakKind::Appo => "APPO",
            TieBreakKind::Rtng => "RTNG",
            TieBreakKind::Mp => "MP",
            TieBreakKind::Gp => "GP",
            TieBreakKind::MpVGp => "MPvGP",
            TieBreakKind::Emmsb => "EMMSB",
            TieBreakKind::Emgsb => "EMGSB",
            TieBreakKind::Egmsb => "EGMSB",
            TieBreakKind::Eggsb => "EGGSB",
            TieBreakKind::Ede => "EDE",
            TieBreakKind::Edebt => "EDEBT",
            TieBreakKind::Edebb => "EDEBB",
            TieBreakKind::Edet => "EDET",
            TieBreakKind::Edeb => "EDEB",
            TieBreakKind::Bc => "BC",
            TieBreakKind::Tbr => "TBR",
            TieBreakKind::Bbe => "BBE",
            TieBreakKind::Sssc => "SSSC",
            TieBreakKind::BoardWeighted { weights, among_tied } => {
                let w: Vec<String> = weights.iter().map(|p| p.to_string()).collect();
                let scope = if *among_tied { "TIED" } else { "ALL" };
                return format!("BOARDS({};{scope})", w.join(","));
            }
            TieBreakKind::BlackOnBoardOneInMutualMatch => "BLACK1",
            TieBreakKind::Other(name) => return format!("OTHER_{name}"),
        };
        s.to_string()
    }

    /// True for tie-breaks that only make sense between teams.
    pub fn is_team_only(&self) -> bool {
        matches!(
            self,
            TieBreakKind::Mp
                | TieBreakKind::Gp
                | TieBreakKind::MpVGp
                | TieBreakKind::Emmsb
                | TieBreakKind::Emgsb
                | TieBreakKind::Egmsb
                | TieBreakKind::Eggsb
                | TieBreakKind::Ede
                | TieBreakKind::Edebt
                | TieBreakKind::Edebb
                | TieBreakKind::Edet
                | TieBreakKind::Edeb
                | TieBreakKind::Bc
                | TieBreakKind::Tbr
                | TieBreakKind::Bbe
                | TieBreakKind::Sssc
                | TieBreakKind::BoardWeighted { .. }
                | TieBreakKind::BlackOnBoardOneInMutualMatch
        )
    }

    /// True for the Buchholz family (barred in round robins from March 2026).
    pub fn is_buchholz_family(&self) -> bool {
        matches!(self, TieBreakKind::Bh | TieBreakKind::Aob | TieBreakKind::Fb)
    }

    /// True for the tie-breaks that use ratings.
    pub fn uses_ratings(&self) -> bool {
        matches!(
            self,
            TieBreakKind::Aro
                | TieBreakKind::Tpr
                | TieBreakKind::Ptp
                | TieBreakKind::Apro
                | TieBreakKind::Appo
                | TieBreakKind::Rtng
        )
    }

    /// True for tie-breaks computed on the games among the tied participants (type A).
    pub fn is_direct_encounter(&self) -> bool {
        matches!(
            self,
            TieBreakKind::De
                | TieBreakKind::Ede
                | TieBreakKind::Edebt
                | TieBreakKind::Edebb
                | TieBreakKind::Edet
                | TieBreakKind::Edeb
                | TieBreakKind::BoardWeighted { among_tied: true, .. }
                | TieBreakKind::BlackOnBoardOneInMutualMatch
        )
    }

    /// True where Art. 5 allows Cut/Median modifiers.
    pub fn allows_cut(&self) -> bool {
        matches!(
            self,
            TieBreakKind::Ps
                | TieBreakKind::Bh
                | TieBreakKind::Fb
                | TieBreakKind::Sb
                | TieBreakKind::Aro
                | TieBreakKind::Emmsb
                | TieBreakKind::Emgsb
                | TieBreakKind::Egmsb
                | TieBreakKind::Eggsb
        )
    }
}

impl TieBreak {
    /// A tie-break with no modifiers.
    pub fn plain(kind: TieBreakKind) -> Self {
        TieBreak {
            kind,
            reference: None,
            cut: 0,
            median: 0,
            limit: None,
            k: None,
            played: false,
            fore: false,
            reverse: false,
            unrated: None,
        }
    }

    /// Parses a descriptor such as `BH/C1`, `BH-C1`, `KS/L-1`, `EDE/P`, `BH:MP/C1/P`, `ESB:MG`.
    pub fn parse(text: &str) -> Result<TieBreak, TieBreakError> {
        let upper = text.trim().to_uppercase();
        // Handbook style: BH-C1, BH-M1 → BH/C1.
        let upper = upper.replace("-C", "/C").replace("-M", "/M");
        let mut parts = upper.split('/');
        let head = parts.next().unwrap_or_default();
        let (name, reference) = match head.split_once(':') {
            Some((n, r)) if n != "ESB" => {
                let reference = match r {
                    "MP" => ReferenceScore::MatchPoints,
                    "GP" => ReferenceScore::GamePoints,
                    _ => return Err(TieBreakError::BadModifier(format!(":{r}"))),
                };
                (n.to_string(), Some(reference))
            }
            _ => (head.to_string(), None),
        };
        let kind = if let Some(other) = name.strip_prefix("OTHER_") {
            TieBreakKind::Other(other.to_string())
        } else {
            match CODES.iter().find(|(code, _)| *code == name) {
                Some((_, make)) => make(),
                None => return Err(TieBreakError::UnknownCode(text.trim().to_string())),
            }
        };
        let mut tb = TieBreak { reference, ..TieBreak::plain(kind) };
        for m in parts {
            let bad = || TieBreakError::BadModifier(format!("/{m}"));
            let digits = |s: &str| s.parse::<u32>().ok();
            match m.chars().next() {
                Some('C') => tb.cut = digits(&m[1..]).filter(|n| *n <= 9).ok_or_else(bad)? as u8,
                Some('M') => tb.median = digits(&m[1..]).filter(|n| *n <= 9).ok_or_else(bad)? as u8,
                Some('L') => {
                    let rest = &m[1..];
                    tb.limit = Some(if let Some(n) = rest.strip_prefix('+') {
                        KoyaLimit::HalfPoints(digits(n).ok_or_else(bad)? as i32)
                    } else if let Some(n) = rest.strip_prefix('-') {
                        KoyaLimit::HalfPoints(-(digits(n).ok_or_else(bad)? as i32))
                    } else {
                        KoyaLimit::Percent(digits(rest).filter(|n| *n <= 100).ok_or_else(bad)?)
                    })
                }
                Some('K') => tb.k = Some(digits(&m[1..]).filter(|n| *n > 0).ok_or_else(bad)?),
                Some('P') if m == "P" => tb.played = true,
                Some('F') if m == "F" => tb.fore = true,
                Some('R') if m == "R" => tb.reverse = true,
                Some('U') => {
                    tb.unrated = Some(digits(&m[1..]).filter(|n| *n <= 9999).ok_or_else(bad)?)
                }
                _ => return Err(bad()),
            }
        }
        Ok(tb)
    }

    /// The canonical descriptor, e.g. `BH/C1`.
    pub fn descriptor(&self) -> String {
        self.to_string()
    }
}

impl fmt::Display for TieBreak {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.kind.code())?;
        match self.reference {
            Some(ReferenceScore::MatchPoints) => write!(f, ":MP")?,
            Some(ReferenceScore::GamePoints) => write!(f, ":GP")?,
            None => {}
        }
        if self.cut > 0 {
            write!(f, "/C{}", self.cut)?;
        }
        if self.median > 0 {
            write!(f, "/M{}", self.median)?;
        }
        match self.limit {
            Some(KoyaLimit::HalfPoints(n)) if n >= 0 => write!(f, "/L+{n}")?,
            Some(KoyaLimit::HalfPoints(n)) => write!(f, "/L{n}")?,
            Some(KoyaLimit::Percent(p)) => write!(f, "/L{p}")?,
            None => {}
        }
        if let Some(k) = self.k {
            write!(f, "/K{k}")?;
        }
        if self.played {
            write!(f, "/P")?;
        }
        if self.fore {
            write!(f, "/F")?;
        }
        if self.reverse {
            write!(f, "/R")?;
        }
        if let Some(u) = self.unrated {
            write!(f, "/U{u}")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_descriptors_from_trf_202_and_the_handbook() {
        for (text, canonical) in [
            ("BH/C1", "BH/C1"),
            ("bh-c1", "BH/C1"),
            ("KS/L-1", "KS/L-1"),
            ("KS/L40", "KS/L40"),
            ("DE/P", "DE/P"),
            ("EMGSB/C1/P", "EMGSB/C1/P"),
            ("BH:MP/C1/P", "BH:MP/C1/P"),
            ("EDET/P", "EDET/P"),
            ("ESB:MG", "EMGSB"),
            ("GE", "REP"),
            ("MPvGP", "MPvGP"),
            ("SSSC/K5", "SSSC/K5"),
            ("OTHER_XYZ", "OTHER_XYZ"),
            ("aro/c1/u1000", "ARO/C1/U1000"),
            ("TPR/U0", "TPR/U0"),
        ] {
            assert_eq!(TieBreak::parse(text).unwrap().to_string(), canonical, "{text}");
        }
    }

    #[test]
    fn rejects_unknown_codes_and_modifiers() {
        assert_eq!(TieBreak::parse("BHX"), Err(TieBreakError::UnknownCode("BHX".into())));
        assert!(matches!(TieBreak::parse("BH/Q"), Err(TieBreakError::BadModifier(_))));
        assert!(matches!(TieBreak::parse("BH/C"), Err(TieBreakError::BadModifier(_))));
        assert!(matches!(TieBreak::parse("KS/L200"), Err(TieBreakError::BadModifier(_))));
        assert!(matches!(TieBreak::parse("ARO/U"), Err(TieBreakError::BadModifier(_))));
        assert!(matches!(TieBreak::parse("ARO/U10000"), Err(TieBreakError::BadModifier(_))));
    }
}
