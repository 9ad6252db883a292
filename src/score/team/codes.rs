//! Diagnostic codes of team standings (scoring stage `S`, numbers from 101 on so that they never
//! collide with the individual engine's). Shared problems (bad descriptor, no list, edition
//! assumed) use the individual engine's codes.

use crate::diagnostic::codes::CodeInfo;
use crate::diagnostic::Severity;

/// A tie-break that cannot be computed for teams.
pub const NOT_FOR_TEAMS: &str = "S101";
/// TRF `299` records (abnormal points) are not applied.
pub const ABNORMAL_POINTS_IGNORED: &str = "S102";
/// A board-weighted tie-break gives fewer weights than there are boards.
pub const BOARD_WEIGHTS_SHORT: &str = "S103";
/// A team number that is not in the tournament.
pub const UNKNOWN_TEAM: &str = "S104";
/// Team standings asked for an event without teams.
pub const NO_TEAMS: &str = "S105";

/// The team standings' codes.
pub const CODES: &[CodeInfo] = &[
    CodeInfo {
        code: NOT_FOR_TEAMS,
        name: "tiebreak-not-for-teams",
        severity: Severity::Warning,
        summary: "a tie-break in team standings cannot be computed for teams and separates nobody",
        explanation: "**What**: the list names a tie-break that has no team meaning here: a \
            rating-based one (ARO, TPR, …; teams have no rating in the results) or a \
            self-defined `OTHER_…`.\n\n**Why**: C.07 Art. 13 extends the individual tie-breaks \
            of Art. 6–10 to teams through MP or GP; ratings are not scores.\n\n**Example**: \
            `--tiebreaks \"EDE,ARO\"` for a team Swiss.\n\n**Fix**: remove it, or use a \
            score-based one such as `BH:MP/C1` or `EMGSB/C1`.",
    },
    CodeInfo {
        code: ABNORMAL_POINTS_IGNORED,
        name: "abnormal-points-ignored",
        severity: Severity::Note,
        summary: "TRF `299` records (abnormal point assignments) are not applied to team scores",
        explanation: "**What**: the file has `299` records (penalties, bonuses, abnormal \
            results).\n\n**Why**: team scores are computed from the boards, the `330` forfeits \
            and the `240`/`320` byes; a `299` line changes points in ways the tie-break rules \
            do not define.\n\n**Example**: `299 +  2.0  2.5   1    1`.\n\n**Fix**: check the \
            totals against the `310` records; enter a forfeited match as `330`.",
    },
    CodeInfo {
        code: BOARD_WEIGHTS_SHORT,
        name: "board-weights-short",
        severity: Severity::Warning,
        summary: "a board-weighted tie-break gives fewer weights than the event has boards",
        explanation: "**What**: board points are defined for fewer boards than a match has.\n\n\
            **Why**: results on the boards without a weight count nothing.\n\n**Example**: \
            weights 3/2/1 in a four-board event.\n\n**Fix**: give a weight for every board.",
    },
    CodeInfo {
        code: UNKNOWN_TEAM,
        name: "unknown-team",
        severity: Severity::Error,
        summary: "a team number is not in the tournament",
        explanation: "**What**: `--why` names a team number no team has.\n\n**Why**: teams are \
            identified by their number (TRF `310`, or the order of `013` records).\n\n\
            **Example**: `--why 1 99` in a 14-team event.\n\n**Fix**: use team numbers from \
            the standings.",
    },
    CodeInfo {
        code: NO_TEAMS,
        name: "no-teams",
        severity: Severity::Error,
        summary: "team standings were asked for an event without teams",
        explanation: "**What**: the file has no team records (`310` or `013`).\n\n**Why**: team \
            tie-breaks need teams and their matches.\n\n**Example**: `--tiebreaks EDE` on an \
            individual Swiss.\n\n**Fix**: use an individual tie-break list, or a file with \
            team records.",
    },
];
