//! The `S` codes: what scoring (standings, team standings, regulation standings) reports.
//! Each code is registered here once, with its documentation; `crate::registry` collects every
//! stage's table.

use crate::diagnostic::{Code, CodeInfo, Doc, Severity};

/// S001 `tiebreak-not-individual`: a team or self-defined tie-break in individual standings separates nobody.
pub const TIEBREAK_NOT_INDIVIDUAL: Code = Code::new(&CodeInfo {
    code: "S001",
    name: "tiebreak-not-individual",
    severity: Severity::Warning,
    summary: r#"a team or self-defined tie-break in individual standings separates nobody"#,
    doc: Doc {
        what: r#"The list names a tie-break (e.g. `EDE`, `MPvGP`, `OTHER_…`) that the individual engine does not compute."#,
        why: r#"Team tie-breaks need match and game points; self-defined ones need their definition."#,
        example: r#"`--tiebreaks "BH,EMGSB"` for an individual Swiss."#,
        fix: r#"Remove it or use the team standings."#,
        reference: r#"FIDE Handbook C.07, Art. 5 (individual tie-breaks) and Art. 11–13 (team tie-breaks)."#,
    },
});

/// S002 `rating-tiebreak-with-unrated-players`: a rating-based tie-break is dropped: unrated players take part and no rating is fixed for them.
pub const RATING_TIEBREAK_WITH_UNRATED_PLAYERS: Code = Code::new(&CodeInfo {
    code: "S002",
    name: "rating-tiebreak-with-unrated-players",
    severity: Severity::Warning,
    summary: r#"a rating-based tie-break is dropped: unrated players take part and no rating is fixed for them"#,
    doc: Doc {
        what: r#"ARO, TPR, PTP, APRO, APPO or RTNG (for players, or for teams from their players' ratings) in the list while some participant has no rating, and neither the descriptor (`ARO/U1000`) nor the regulation (`unrated-rating 1000`) says what rating an unrated participant counts with."#,
        why: r#"C.07 Art. 10: rating-based tie-breaks "must be dropped when unrated players are present, unless detailed rules are included in the tournament regulations". The tie-break keeps its column (shown as `-`) and separates nobody; the next one on the list decides. Counting only the games against rated opponents, as some programs do, is not what the article allows."#,
        example: r#"An open with unrated juniors and `ARO` in the list, without `unrated-rating`."#,
        fix: r#"State the rule in the regulation (`unrated-rating 1000` in `ranking`), or give it on the descriptor (`--tiebreaks "BH/C1,ARO/U1000"`, record 202 `ARO/U1000`), or drop the tie-break."#,
        reference: r#"FIDE Handbook C.07, Art. 10 (rating-based tie-breaks must be dropped when unrated players are present, unless the regulations give detailed rules)."#,
    },
});

/// S003 `buchholz-computed-in-round-robin`: BH, AOB or FB in a round robin under the March 2026 rules.
pub const BUCHHOLZ_COMPUTED_IN_ROUND_ROBIN: Code = Code::new(&CodeInfo {
    code: "S003",
    name: "buchholz-computed-in-round-robin",
    severity: Severity::Warning,
    summary: r#"BH, AOB or FB in a round robin under the March 2026 rules"#,
    doc: Doc {
        what: r#"A Buchholz-family tie-break in a round robin."#,
        why: r#"From 1 March 2026 C.07 forbids BH, AOB and FB in round robins (every player meets the same opponents)."#,
        example: r#"`--round-robin --tiebreaks BH` for a 2026 event."#,
        fix: r#"Use DE, SB, WIN or KS."#,
        reference: r#"FIDE Handbook C.07, edition in force from 1 March 2026, Art. 8 (docs/reference/fide-tiebreaks-berger-trf.md §0 and §1.9)."#,
    },
});

/// S004 `edition-assumed`: the event has no start date, so the latest tie-break rules were assumed.
pub const EDITION_ASSUMED: Code = Code::new(&CodeInfo {
    code: "S004",
    name: "edition-assumed",
    severity: Severity::Note,
    summary: r#"the event has no start date, so the latest tie-break rules were assumed"#,
    doc: Doc {
        what: r#"The TRF has no usable record 042."#,
        why: r#"The edition of C.07 (pre-2023, 2023, 2026) is the one in force at the start date."#,
        example: r#"A TRF converted from a web page without dates."#,
        fix: r#"Add record 042 or pass `--edition`."#,
        reference: r#"FIDE Handbook C.07: the edition in force at the start of the event (docs/reference/fide-tiebreaks-berger-trf.md §0); TRF record 042."#,
    },
});

/// S005 `bad-tiebreak-descriptor`: a tie-break descriptor is not a known code with valid modifiers.
pub const BAD_TIEBREAK_DESCRIPTOR: Code = Code::new(&CodeInfo {
    code: "S005",
    name: "bad-tiebreak-descriptor",
    severity: Severity::Error,
    summary: r#"a tie-break descriptor is not a known code with valid modifiers"#,
    doc: Doc {
        what: r#"An entry of the tie-break list could not be read."#,
        why: r#"Descriptors follow TRF26 record 202: `NAME[/Cn][/Mn][/L±n][/P][/F][/R]`."#,
        example: r#"`BH/X1`."#,
        fix: r#"Write e.g. `BH/C1`, `SB`, `DE`, `KS/L-1`."#,
        reference: r#"TRF-2026 record 202 descriptor syntax; FIDE Handbook C.07 Art. 14 (docs/reference/fide-tiebreaks-berger-trf.md §1.6)."#,
    },
});

/// S006 `unknown-player`: a start number is not in the tournament.
pub const UNKNOWN_PLAYER: Code = Code::new(&CodeInfo {
    code: "S006",
    name: "unknown-player",
    severity: Severity::Error,
    summary: r#"a start number is not in the tournament"#,
    doc: Doc {
        what: r#"`--why` names a start number no player has."#,
        why: r#"Players are identified by their start (pairing) number."#,
        example: r#"`--why 1 99` in a 16-player event."#,
        fix: r#"Use start numbers from the standings."#,
        reference: r#"FIDE Handbook C.07, Art. 4 (ranking participants in order)."#,
    },
});

/// S007 `no-tiebreak-list`: no tie-break list was given or declared, so ranking uses points only.
pub const NO_TIEBREAK_LIST: Code = Code::new(&CodeInfo {
    code: "S007",
    name: "no-tiebreak-list",
    severity: Severity::Warning,
    summary: r#"no tie-break list was given or declared, so ranking uses points only"#,
    doc: Doc {
        what: r#"Neither `--tiebreaks` nor TRF record 202 gives a list."#,
        why: r#"The standings are then ranked by the primary score only: every tie stays unresolved (to be decided by play-off or lots), which is rarely what the event's regulations say. A warning, because a list was most likely forgotten."#,
        example: r#"A TRF16 file."#,
        fix: r#"Pass `--tiebreaks "BH/C1,BH,SB,DE"` (or the regulation's list)."#,
        reference: r#"FIDE Handbook C.07, Art. 2 and 4.2 (the regulations name the tie-breaks; lots when they are exhausted); TRF-2026 record 202."#,
    },
});

/// S100 `tie-not-broken-by-regulation`: participants are still tied after the regulation's whole tie-break list.
pub const TIE_NOT_BROKEN_BY_REGULATION: Code = Code::new(&CodeInfo {
    code: "S100",
    name: "tie-not-broken-by-regulation",
    severity: Severity::Note,
    summary: r#"participants are still tied after the regulation's whole tie-break list"#,
    doc: Doc {
        what: r#"Equal points and equal values of every tie-break the regulation lists."#,
        why: r#"The regulation decides what follows: a play-off (with its stages), an Armageddon game, lots, or shared places. If it says nothing, FIDE C.07 Art. 4.2 leaves the drawing of lots."#,
        example: r#"Two players level on points, DE, WIN and BPG with `when-tied armageddon`."#,
        fix: r#"Nothing to fix: hold what the regulation prescribes and record the outcome."#,
        reference: r#"FIDE Handbook C.07, Art. 4.2 and Art. 2.2 (what the regulations prescribe when every tie-break is equal)."#,
    },
});

/// S101 `results-do-not-fit-regulation-schedule`: the results do not have the rounds or games the regulation's system implies.
pub const RESULTS_DO_NOT_FIT_REGULATION_SCHEDULE: Code = Code::new(&CodeInfo {
    code: "S101",
    name: "results-do-not-fit-regulation-schedule",
    severity: Severity::Warning,
    summary: r#"the results do not have the rounds or games the regulation's system implies"#,
    doc: Doc {
        what: r#"More or fewer rounds than the regulation states, or a round of a round robin with a number of games other than ⌊n/2⌋."#,
        why: r#"Standings of an incomplete or wrongly entered event are not final."#,
        example: r#"10 rounds of results for `system round-robin rounds 11`."#,
        fix: r#"Add the missing games or correct the regulation."#,
        reference: r#"FIDE Handbook C.05 Annex 1 (round robins: ⌊n/2⌋ games a round, n − 1 or n rounds)."#,
    },
});

/// S102 `berger-lots-not-given`: the drawn numbers are not given: pairings are checked against the numbering that fits.
pub const BERGER_LOTS_NOT_GIVEN: Code = Code::new(&CodeInfo {
    code: "S102",
    name: "berger-lots-not-given",
    severity: Severity::Note,
    summary: r#"the drawn numbers are not given: pairings are checked against the numbering that fits"#,
    doc: Doc {
        what: r#"A round robin whose results do not say which table number each player drew."#,
        why: r#"The Berger table (C.05 Annex 1) fixes who meets whom in which round only once the lots are known. Without them the numbering that makes the pairings fit the table is inferred from the games and shown, and colours and rounds are checked against it; whether it is the real draw cannot be known."#,
        example: r#"```text
results "Държавно първенство" regulation "000-bg-women-2021.rgl"
# no `lots` statement
```"#,
        fix: r#"Add `lots N N N …` to the results file (table number of start number 1, 2, …)."#,
        reference: r#"FIDE Handbook C.05 Annex 1 (Berger tables; the drawing of lots)."#,
    },
});

/// S103 `regulation-without-tiebreaks`: the regulation lists no tie-breaks: ties are decided as it prescribes, or by lot.
pub const REGULATION_WITHOUT_TIEBREAKS: Code = Code::new(&CodeInfo {
    code: "S103",
    name: "regulation-without-tiebreaks",
    severity: Severity::Warning,
    summary: r#"the regulation lists no tie-breaks: ties are decided as it prescribes, or by lot"#,
    doc: Doc {
        what: r#"No `ranking` block, or one without `tiebreaks`."#,
        why: r#"Standings then rank by points only."#,
        example: r#"```text
ranking { points 1 ½ 0 }   # no `tiebreaks`
```"#,
        fix: r#"Write the tie-break list in the regulation's `ranking` block."#,
        reference: r#"FIDE Handbook C.07, Art. 2 (the regulations must name the tie-breaks)."#,
    },
});

/// S104 `team-event-note`: a remark about scoring a team event (which classification, what was not applied).
pub const TEAM_EVENT_NOTE: Code = Code::new(&CodeInfo {
    code: "S104",
    name: "team-event-note",
    severity: Severity::Note,
    summary: r#"a remark about scoring a team event (which classification, what was not applied)"#,
    doc: Doc {
        what: r#"The individual engine was asked for a team event, or the team engine left something out (a record it does not apply, board weights missing for some boards)."#,
        why: r#"A team event's main classification is the team standings (match and game points, team tie-breaks); the individual engine computes only the board classifications."#,
        example: r#"`reglament standings 001-bg-team-women-2009.rgl --results 001.rgr` (a team event: the team table comes first, then the board classifications)."#,
        fix: r#"Usually none; read the remark."#,
        reference: r#"FIDE Handbook C.07, Art. 11–13 (team tie-breaks)."#,
    },
});

/// S105 `pairings-fit-no-berger-table`: a round robin's pairings follow no numbering of the Berger table.
pub const PAIRINGS_FIT_NO_BERGER_TABLE: Code = Code::new(&CodeInfo {
    code: "S105",
    name: "pairings-fit-no-berger-table",
    severity: Severity::Warning,
    summary: r#"a round robin's pairings follow no numbering of the Berger table"#,
    doc: Doc {
        what: r#"The drawn numbers are not given, and no assignment of table numbers makes every round's pairings those of the Berger table (C.05 Annex 1)."#,
        why: r#"A round robin is paired by the table once the lots are drawn; pairings that fit no numbering mean games entered under the wrong round, a schedule changed during the event, or a table other than Berger's."#,
        example: r#"Two rounds entered in swapped order."#,
        fix: r#"Check the round numbers; add `lots N N …` to the results file to see each difference."#,
        reference: r#"FIDE Handbook C.05 Annex 1 (Berger tables)."#,
    },
});

/// S106 `results-outside-regulation-dates`: the games were played outside the dates the regulation gives.
pub const RESULTS_OUTSIDE_REGULATION_DATES: Code = Code::new(&CodeInfo {
    code: "S106",
    name: "results-outside-regulation-dates",
    severity: Severity::Warning,
    summary: r#"the games were played outside the dates the regulation gives"#,
    doc: Doc {
        what: r#"The results' first or last date (PGN `Date`, the results file's `dates`, TRF record 042) lies outside the regulation's `event dates`."#,
        why: r#"Either the regulation's dates are wrong or the results belong to another event. The C.07 edition (unplayed-round rules) is chosen by the games' start date."#,
        example: r#"Seed 000 says 2021-03-11..2021-03-20 (a publisher's year rewrite); its games were played in March 2007."#,
        fix: r#"Correct the dates in the regulation."#,
        reference: r#"FIDE Handbook C.07, the edition in force at the start of the event (docs/reference/fide-tiebreaks-berger-trf.md §0)."#,
    },
});

/// S110 `decision-names-no-tie`: a recorded outcome (`decided`) names competitors who are not a tie the tie-break list leaves.
pub const DECISION_NAMES_NO_TIE: Code = Code::new(&CodeInfo {
    code: "S110",
    name: "decision-names-no-tie",
    severity: Severity::Warning,
    summary: r#"a recorded outcome (`decided`) names competitors who are not a tie the tie-break list leaves"#,
    doc: Doc {
        what: r#"The results file records how a tie was decided (`decided lots 3 2 8`), but the regulation's tie-break list leaves no tie of exactly those competitors in that classification: the list already separates them, the group is larger or smaller, or the classification (`board N`) does not exist. The outcome is not applied."#,
        why: r#"A play-off or a drawing of lots decides only what the list leaves; an outcome for players the list separates would overturn the regulation's order, and one for part of a tie leaves the rest undecided. Often the regulation or the results were changed after the outcome was recorded."#,
        example: r#"`decided lots 1 2` where the list leaves players 1, 2 and 3 tied for places 1–3."#,
        fix: r#"Name exactly the tied competitors the standings report (S100), in the order decided; or remove the statement."#,
        reference: r#"FIDE Handbook C.07, Art. 4.2 (a tie after every tie-break is decided by the regulation's play-off, else by lots)."#,
    },
});

/// S111 `decision-not-as-prescribed`: a tie was decided by another method than the regulation prescribes.
pub const DECISION_NOT_AS_PRESCRIBED: Code = Code::new(&CodeInfo {
    code: "S111",
    name: "decision-not-as-prescribed",
    severity: Severity::Warning,
    summary: r#"a tie was decided by another method than the regulation prescribes"#,
    doc: Doc {
        what: r#"The recorded outcome (`decided lots …`) names a method other than the regulation's `when-tied` prescribes for that tie (a play-off, an Armageddon game, lots, or shared places). The outcome is applied as recorded."#,
        why: r#"The places are published as the arbiter recorded them, but a player who lost a drawing of lots where the regulation promised a play-off has grounds for an appeal; the chief arbiter should be able to say why."#,
        example: r#"`decided lots 7 1` where the regulation says `when-tied armageddon`."#,
        fix: r#"Record the method actually used; if it differs from the regulation, keep the reason in the note (`decided lots 7 1 "the Armageddon game could not be held"`)."#,
        reference: r#"FIDE Handbook C.07, Art. 2.2 and 4.2; the regulation's `when-tied`."#,
    },
});

/// S201 `tiebreak-not-for-teams`: a tie-break in team standings cannot be computed for teams and separates nobody.
pub const TIEBREAK_NOT_FOR_TEAMS: Code = Code::new(&CodeInfo {
    code: "S201",
    name: "tiebreak-not-for-teams",
    severity: Severity::Warning,
    summary: r#"a tie-break in team standings cannot be computed for teams and separates nobody"#,
    doc: Doc {
        what: r#"The list names a tie-break that has no team meaning here: a rating-based one (ARO, TPR, …; teams have no rating in the results) or a self-defined `OTHER_…`."#,
        why: r#"C.07 Art. 13 extends the individual tie-breaks of Art. 6–10 to teams through MP or GP; ratings are not scores."#,
        example: r#"`--tiebreaks "EDE,ARO"` for a team Swiss."#,
        fix: r#"Remove it, or use a score-based one such as `BH:MP/C1` or `EMGSB/C1`."#,
        reference: r#"FIDE Handbook C.07, Art. 13 (individual tie-breaks applied to teams)."#,
    },
});

/// S202 `abnormal-points-ignored`: a TRF `299` record (abnormal point assignment) cannot be applied to the team scores.
pub const ABNORMAL_POINTS_IGNORED: Code = Code::new(&CodeInfo {
    code: "S202",
    name: "abnormal-points-ignored",
    severity: Severity::Warning,
    summary: r#"a TRF `299` record (abnormal point assignment) cannot be applied to the team scores"#,
    doc: Doc {
        what: r#"A `299` record names no team (the team numbers belong in columns 24–27, 29–32, …), or a round after the last round of the results; or the event is individual, where `299` records are not applied at all."#,
        why: r#"Record 299 is applied to team scores as TRF26 describes it: a type with a round and teams sets those teams' match result, match points and game points in that round (`000` or empty: every round); a blank type is a penalty or bonus on the teams' match and game points, counting in the standings and in every tie-break that reads a team's score (round `999`: the final standings only, as FIDE's TieBreakServer reads it). A record that names no team has nobody to apply to; the totals it was meant to change are then wrong."#,
        example: r#"`299 +  2.0  2.5   1    1` (every field one column to the left: the team number ends in column 24, not 27)."#,
        fix: r#"Write the record in its columns (`299 W   2.0   2.5  002   17`), and check the totals against the `310` records."#,
        reference: r#"FIDE TRF-2026, record 299 "Abnormal Assignment Points" (docs/reference/fide-tiebreaks-berger-trf.md §3.4)."#,
    },
});

/// S203 `board-weights-short`: a board-weighted tie-break gives fewer weights than the event has boards.
pub const BOARD_WEIGHTS_SHORT: Code = Code::new(&CodeInfo {
    code: "S203",
    name: "board-weights-short",
    severity: Severity::Warning,
    summary: r#"a board-weighted tie-break gives fewer weights than the event has boards"#,
    doc: Doc {
        what: r#"Board points are defined for fewer boards than a match has."#,
        why: r#"Results on the boards without a weight count nothing."#,
        example: r#"Weights 3/2/1 in a four-board event."#,
        fix: r#"Give a weight for every board."#,
        reference: r#"The regulation's own board-weighted points (seed 001); FIDE Handbook C.07, Art. 12 (team tie-breaks defined by the regulations)."#,
    },
});

/// S204 `unknown-team`: a team number is not in the tournament.
pub const UNKNOWN_TEAM: Code = Code::new(&CodeInfo {
    code: "S204",
    name: "unknown-team",
    severity: Severity::Error,
    summary: r#"a team number is not in the tournament"#,
    doc: Doc {
        what: r#"`--why` names a team number no team has."#,
        why: r#"Teams are identified by their number (TRF `310`, or the order of `013` records)."#,
        example: r#"`--why 1 99` in a 14-team event."#,
        fix: r#"Use team numbers from the standings."#,
        reference: r#"TRF-2026 record 310 (team numbers), TRF-16 record 013 (docs/reference/fide-tiebreaks-berger-trf.md §3.3–3.4)."#,
    },
});

/// S205 `no-teams`: team standings were asked for an event without teams.
pub const NO_TEAMS: Code = Code::new(&CodeInfo {
    code: "S205",
    name: "no-teams",
    severity: Severity::Error,
    summary: r#"team standings were asked for an event without teams"#,
    doc: Doc {
        what: r#"The file has no team records (`310` or `013`)."#,
        why: r#"Team tie-breaks need teams and their matches."#,
        example: r#"`--tiebreaks EDE` on an individual Swiss."#,
        fix: r#"Use an individual tie-break list, or a file with team records."#,
        reference: r#"TRF-2026 record 310, TRF-16 record 013 (docs/reference/fide-tiebreaks-berger-trf.md §3.3–3.4)."#,
    },
});

/// Every `S` code, in code order.
pub const CODES: &[Code] = &[
    TIEBREAK_NOT_INDIVIDUAL,
    RATING_TIEBREAK_WITH_UNRATED_PLAYERS,
    BUCHHOLZ_COMPUTED_IN_ROUND_ROBIN,
    EDITION_ASSUMED,
    BAD_TIEBREAK_DESCRIPTOR,
    UNKNOWN_PLAYER,
    NO_TIEBREAK_LIST,
    TIE_NOT_BROKEN_BY_REGULATION,
    RESULTS_DO_NOT_FIT_REGULATION_SCHEDULE,
    BERGER_LOTS_NOT_GIVEN,
    REGULATION_WITHOUT_TIEBREAKS,
    TEAM_EVENT_NOTE,
    PAIRINGS_FIT_NO_BERGER_TABLE,
    RESULTS_OUTSIDE_REGULATION_DATES,
    DECISION_NAMES_NO_TIE,
    DECISION_NOT_AS_PRESCRIBED,
    TIEBREAK_NOT_FOR_TEAMS,
    ABNORMAL_POINTS_IGNORED,
    BOARD_WEIGHTS_SHORT,
    UNKNOWN_TEAM,
    NO_TEAMS,
];
