//! Diagnostic codes of the scoring stage (`S`).

use crate::diagnostic::codes::CodeInfo;
use crate::diagnostic::Severity;

/// Tie-break that is not an individual one.
pub const NOT_INDIVIDUAL: &str = "S001";
/// Rating tie-break with unrated players.
pub const UNRATED_PLAYERS: &str = "S002";
/// Buchholz family in a round robin under the 2026 rules.
pub const BUCHHOLZ_IN_ROUND_ROBIN: &str = "S003";
/// No start date: edition assumed.
pub const EDITION_ASSUMED: &str = "S004";
/// A tie-break descriptor that does not parse.
pub const BAD_DESCRIPTOR: &str = "S005";
/// A start number that is not in the tournament.
pub const UNKNOWN_PLAYER: &str = "S006";
/// No tie-break list given or declared.
pub const NO_TIEBREAKS: &str = "S007";

/// The scoring stage's codes.
pub const CODES: &[CodeInfo] = &[
    CodeInfo {
        code: NOT_INDIVIDUAL,
        name: "tiebreak-not-individual",
        severity: Severity::Warning,
        summary: "a team or self-defined tie-break in individual standings separates nobody",
        explanation: "**What**: the list names a tie-break (e.g. `EDE`, `MPvGP`, `OTHER_…`) that \
            the individual engine does not compute.\n\n**Why**: team tie-breaks need match and \
            game points; self-defined ones need their definition.\n\n**Example**: \
            `--tiebreaks \"BH,EMGSB\"` for an individual Swiss.\n\n**Fix**: remove it or use \
            the team standings.",
    },
    CodeInfo {
        code: UNRATED_PLAYERS,
        name: "rating-tiebreak-with-unrated-players",
        severity: Severity::Warning,
        summary: "a rating-based tie-break is used although some players are unrated",
        explanation: "**What**: ARO, TPR, PTP, APRO, APPO or RTNG with unrated participants.\n\n\
            **Why**: C.07 Art. 10 drops these tie-breaks unless the regulations fixed a rating \
            for unrated players in advance; games against unrated opponents are left out.\n\n\
            **Example**: an open with unrated juniors and `ARO` in the list.\n\n**Fix**: fix a \
            rating for unrated players in the regulations, or drop the tie-break.",
    },
    CodeInfo {
        code: BUCHHOLZ_IN_ROUND_ROBIN,
        name: "buchholz-in-round-robin",
        severity: Severity::Warning,
        summary: "BH, AOB or FB in a round robin under the March 2026 rules",
        explanation: "**What**: a Buchholz-family tie-break in a round robin.\n\n**Why**: from 1 \
            March 2026 C.07 forbids BH, AOB and FB in round robins (every player meets the same \
            opponents).\n\n**Example**: `--round-robin --tiebreaks BH` for a 2026 event.\n\n\
            **Fix**: use DE, SB, WIN or KS.",
    },
    CodeInfo {
        code: EDITION_ASSUMED,
        name: "edition-assumed",
        severity: Severity::Note,
        summary: "the event has no start date, so the latest tie-break rules were assumed",
        explanation: "**What**: the TRF has no usable record 042.\n\n**Why**: the edition of \
            C.07 (pre-2023, 2023, 2026) is the one in force at the start date.\n\n**Example**: a \
            TRF converted from a web page without dates.\n\n**Fix**: add record 042 or pass \
            `--edition`.",
    },
    CodeInfo {
        code: BAD_DESCRIPTOR,
        name: "bad-tiebreak-descriptor",
        severity: Severity::Error,
        summary: "a tie-break descriptor is not a known code with valid modifiers",
        explanation: "**What**: an entry of the tie-break list could not be read.\n\n**Why**: \
            descriptors follow TRF26 record 202: `NAME[/Cn][/Mn][/L±n][/P][/F][/R]`.\n\n\
            **Example**: `BH/X1`.\n\n**Fix**: write e.g. `BH/C1`, `SB`, `DE`, `KS/L-1`.",
    },
    CodeInfo {
        code: UNKNOWN_PLAYER,
        name: "unknown-player",
        severity: Severity::Error,
        summary: "a start number is not in the tournament",
        explanation: "**What**: `--why` names a start number no player has.\n\n**Why**: \
            players are identified by their start (pairing) number.\n\n**Example**: `--why 1 \
            99` in a 16-player event.\n\n**Fix**: use start numbers from the standings.",
    },
    CodeInfo {
        code: NO_TIEBREAKS,
        name: "no-tiebreak-list",
        severity: Severity::Note,
        summary: "no tie-break list was given or declared, so ranking uses points only",
        explanation: "**What**: neither `--tiebreaks` nor TRF record 202 gives a list.\n\n\
            **Why**: ties after the primary score stay unresolved.\n\n**Example**: a TRF16 \
            file.\n\n**Fix**: pass `--tiebreaks \"BH/C1,BH,SB,DE\"` (or the regulation's list).",
    },
];
