//! The `S` codes: what scoring (standings, team standings, regulation standings) reports.
//! Each code is registered here once, with its documentation; `crate::registry` collects every
//! stage's table.

use crate::diagnostic::l10n::{Localized, Texts};
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

/// The Bulgarian and Ukrainian documentation of these codes, next to the codes above.
pub const L10N: &[Localized] = &[
    Localized {
        code: TIEBREAK_NOT_INDIVIDUAL,
        bg: Texts {
            summary: r#"отборен или самоопределен показател в индивидуално класиране не разделя никого"#,
            doc: Doc {
                what: r#"Списъкът назовава показател (напр. `EDE`, `MPvGP`, `OTHER_…`), който индивидуалното класиране не изчислява."#,
                why: r#"Отборните показатели изискват мачови точки и точки от партии; самоопределените — своето определение."#,
                example: r#"`--tiebreaks "BH,EMGSB"` за индивидуален швейцарски турнир."#,
                fix: r#"Махнете го или използвайте отборното класиране."#,
                reference: r#"Правилник на ФИДЕ C.07, чл. 5 (индивидуални показатели) и чл. 11–13 (отборни показатели)."#,
            },
        },
        uk: Texts {
            summary: r#"командний чи власний показник в особистій таблиці нікого не розділяє"#,
            doc: Doc {
                what: r#"Список називає показник (напр. `EDE`, `MPvGP`, `OTHER_…`), якого особиста таблиця не обчислює."#,
                why: r#"Командні показники потребують командних та індивідуальних очок; власні — свого визначення."#,
                example: r#"`--tiebreaks "BH,EMGSB"` для особистого швейцарського турніру."#,
                fix: r#"Приберіть його або використайте командну таблицю."#,
                reference: r#"Довідник ФІДЕ C.07, ст. 5 (особисті показники) і ст. 11–13 (командні показники)."#,
            },
        },
    },
    Localized {
        code: RATING_TIEBREAK_WITH_UNRATED_PLAYERS,
        bg: Texts {
            summary: r#"показател по рейтинг отпада: участват състезатели без рейтинг и не е определен рейтинг за тях"#,
            doc: Doc {
                what: r#"ARO, TPR, PTP, APRO, APPO или RTNG (за състезатели или за отбори по рейтингите на състезателите им) са в списъка, а някой участник няма рейтинг и нито описанието (`ARO/U1000`), нито регламентът (`unrated-rating 1000`) казва с какъв рейтинг се брои участник без рейтинг."#,
                why: r#"C.07, чл. 10: показателите по рейтинг „трябва да отпаднат, когато участват състезатели без рейтинг, освен ако регламентът не съдържа подробни правила“. Показателят запазва колоната си (с `-`) и не разделя никого; решава следващият в списъка. Броенето само на партиите срещу противници с рейтинг, както правят някои програми, не е това, което членът позволява."#,
                example: r#"Открит турнир с юноши без рейтинг и `ARO` в списъка, без `unrated-rating`."#,
                fix: r#"Запишете правилото в регламента (`unrated-rating 1000` в `ranking`), дайте го в описанието (`--tiebreaks "BH/C1,ARO/U1000"`, запис 202 `ARO/U1000`) или махнете показателя."#,
                reference: r#"Правилник на ФИДЕ C.07, чл. 10 (показателите по рейтинг отпадат при участници без рейтинг, освен ако регламентът не дава подробни правила)."#,
            },
        },
        uk: Texts {
            summary: r#"показник за рейтингом відпадає: грають гравці без рейтингу, і рейтинг для них не встановлено"#,
            doc: Doc {
                what: r#"ARO, TPR, PTP, APRO, APPO чи RTNG (для гравців або для команд за рейтингами їхніх гравців) є в списку, а хтось з учасників не має рейтингу, і ні опис (`ARO/U1000`), ні регламент (`unrated-rating 1000`) не каже, з яким рейтингом рахувати учасника без рейтингу."#,
                why: r#"C.07, ст. 10: показники за рейтингом „мають відпасти, коли грають гравці без рейтингу, якщо регламент не містить докладних правил“. Показник зберігає колонку (з `-`) і нікого не розділяє; вирішує наступний у списку. Рахувати лише партії проти суперників з рейтингом, як роблять деякі програми, стаття не дозволяє."#,
                example: r#"Відкритий турнір з юніорами без рейтингу й `ARO` у списку, без `unrated-rating`."#,
                fix: r#"Запишіть правило в регламенті (`unrated-rating 1000` у `ranking`), дайте його в описі (`--tiebreaks "BH/C1,ARO/U1000"`, запис 202 `ARO/U1000`) або приберіть показник."#,
                reference: r#"Довідник ФІДЕ C.07, ст. 10 (показники за рейтингом відпадають, коли є учасники без рейтингу, якщо регламент не дає докладних правил)."#,
            },
        },
    },
    Localized {
        code: BUCHHOLZ_COMPUTED_IN_ROUND_ROBIN,
        bg: Texts {
            summary: r#"BH, AOB или FB в кръгов турнир по правилата от март 2026 г."#,
            doc: Doc {
                what: r#"Показател от семейството на Бухолц в кръгов турнир."#,
                why: r#"От 1 март 2026 г. C.07 забранява BH, AOB и FB в кръгови турнири (всеки среща едни и същи противници)."#,
                example: r#"`--round-robin --tiebreaks BH` за турнир през 2026 г."#,
                fix: r#"Използвайте DE, SB, WIN или KS."#,
                reference: r#"Правилник на ФИДЕ C.07, изданието в сила от 1 март 2026 г., чл. 8 (docs/reference/fide-tiebreaks-berger-trf.md §0 и §1.9)."#,
            },
        },
        uk: Texts {
            summary: r#"BH, AOB чи FB у коловому турнірі за правилами з березня 2026 р."#,
            doc: Doc {
                what: r#"Показник родини Бухгольца в коловому турнірі."#,
                why: r#"З 1 березня 2026 р. C.07 забороняє BH, AOB і FB у колових турнірах (кожен зустрічає тих самих суперників)."#,
                example: r#"`--round-robin --tiebreaks BH` для турніру 2026 р."#,
                fix: r#"Використайте DE, SB, WIN або KS."#,
                reference: r#"Довідник ФІДЕ C.07, редакція, чинна з 1 березня 2026 р., ст. 8 (docs/reference/fide-tiebreaks-berger-trf.md §0 і §1.9)."#,
            },
        },
    },
    Localized {
        code: EDITION_ASSUMED,
        bg: Texts {
            summary: r#"турнирът няма начална дата, затова са приети последните правила за показателите"#,
            doc: Doc {
                what: r#"TRF няма използваем запис 042."#,
                why: r#"Изданието на C.07 (преди 2023, 2023, 2026) е това, което е в сила към началната дата."#,
                example: r#"TRF, преобразуван от уеб страница без дати."#,
                fix: r#"Добавете запис 042 или подайте `--edition`."#,
                reference: r#"Правилник на ФИДЕ C.07: изданието в сила в началото на турнира (docs/reference/fide-tiebreaks-berger-trf.md §0); запис 042 на TRF."#,
            },
        },
        uk: Texts {
            summary: r#"турнір не має дати початку, тож прийнято найновіші правила показників"#,
            doc: Doc {
                what: r#"TRF не має придатного запису 042."#,
                why: r#"Редакція C.07 (до 2023, 2023, 2026) — та, що чинна на дату початку."#,
                example: r#"TRF, перетворений з вебсторінки без дат."#,
                fix: r#"Додайте запис 042 або подайте `--edition`."#,
                reference: r#"Довідник ФІДЕ C.07: редакція, чинна на початку турніру (docs/reference/fide-tiebreaks-berger-trf.md §0); запис 042 TRF."#,
            },
        },
    },
    Localized {
        code: BAD_TIEBREAK_DESCRIPTOR,
        bg: Texts {
            summary: r#"описание на показател, което не е познат код с правилни модификатори"#,
            doc: Doc {
                what: r#"Елемент от списъка на показателите не можа да се прочете."#,
                why: r#"Описанията следват запис 202 на TRF26: `NAME[/Cn][/Mn][/L±n][/P][/F][/R]`."#,
                example: r#"`BH/X1`."#,
                fix: r#"Напишете напр. `BH/C1`, `SB`, `DE`, `KS/L-1`."#,
                reference: r#"Запис 202 на TRF-2026 (синтаксис на описанието); Правилник на ФИДЕ C.07, чл. 14 (docs/reference/fide-tiebreaks-berger-trf.md §1.6)."#,
            },
        },
        uk: Texts {
            summary: r#"опис показника, що не є відомим кодом із правильними модифікаторами"#,
            doc: Doc {
                what: r#"Елемент списку показників не вдалося прочитати."#,
                why: r#"Описи відповідають запису 202 TRF26: `NAME[/Cn][/Mn][/L±n][/P][/F][/R]`."#,
                example: r#"`BH/X1`."#,
                fix: r#"Запишіть напр. `BH/C1`, `SB`, `DE`, `KS/L-1`."#,
                reference: r#"Запис 202 TRF-2026 (синтаксис опису); Довідник ФІДЕ C.07, ст. 14 (docs/reference/fide-tiebreaks-berger-trf.md §1.6)."#,
            },
        },
    },
    Localized {
        code: UNKNOWN_PLAYER,
        bg: Texts {
            summary: r#"стартов номер, който го няма в турнира"#,
            doc: Doc {
                what: r#"`--why` назовава стартов номер, който няма никой състезател."#,
                why: r#"Състезателите се назовават със стартовите си номера."#,
                example: r#"`--why 1 99` в турнир с 16 състезатели."#,
                fix: r#"Използвайте стартови номера от класирането."#,
                reference: r#"Правилник на ФИДЕ C.07, чл. 4 (подреждане на участниците)."#,
            },
        },
        uk: Texts {
            summary: r#"стартовий номер, якого немає в турнірі"#,
            doc: Doc {
                what: r#"`--why` називає стартовий номер, якого не має жоден гравець."#,
                why: r#"Гравців називають їхніми стартовими номерами."#,
                example: r#"`--why 1 99` у турнірі з 16 гравцями."#,
                fix: r#"Використайте стартові номери з таблиці."#,
                reference: r#"Довідник ФІДЕ C.07, ст. 4 (упорядкування учасників)."#,
            },
        },
    },
    Localized {
        code: NO_TIEBREAK_LIST,
        bg: Texts {
            summary: r#"не е даден или обявен списък на показателите, затова класирането е само по точки"#,
            doc: Doc {
                what: r#"Нито `--tiebreaks`, нито запис 202 на TRF дават списък."#,
                why: r#"Тогава класирането е само по основния резултат: всяко равенство остава нерешено (за бараж или жребий), а регламентите рядко казват това. Предупреждение, защото най-вероятно списъкът е забравен."#,
                example: r#"Файл TRF16."#,
                fix: r#"Подайте `--tiebreaks "BH/C1,BH,SB,DE"` (или списъка от регламента)."#,
                reference: r#"Правилник на ФИДЕ C.07, чл. 2 и 4.2 (регламентът назовава показателите; жребий, когато те се изчерпят); запис 202 на TRF-2026."#,
            },
        },
        uk: Texts {
            summary: r#"не дано й не оголошено списку показників, тож таблиця лише за очками"#,
            doc: Doc {
                what: r#"Ні `--tiebreaks`, ні запис 202 TRF не дають списку."#,
                why: r#"Тоді таблиця лише за основним результатом: кожна рівність лишається нерозв’язаною (для додаткового матчу чи жеребу), а регламенти рідко це передбачають. Попередження, бо найімовірніше список забули."#,
                example: r#"Файл TRF16."#,
                fix: r#"Подайте `--tiebreaks "BH/C1,BH,SB,DE"` (або список із регламенту)."#,
                reference: r#"Довідник ФІДЕ C.07, ст. 2 і 4.2 (регламент називає показники; жереб, коли їх вичерпано); запис 202 TRF-2026."#,
            },
        },
    },
    Localized {
        code: TIE_NOT_BROKEN_BY_REGULATION,
        bg: Texts {
            summary: r#"участници остават равни и след целия списък на показателите от регламента"#,
            doc: Doc {
                what: r#"Равни точки и равни стойности на всеки показател от списъка в регламента."#,
                why: r#"Регламентът решава какво следва: бараж (с етапите му), армагедон, жребий или поделени места. Ако не казва нищо, чл. 4.2 на C.07 на ФИДЕ оставя жребия."#,
                example: r#"Двама състезатели равни по точки, DE, WIN и BPG при `when-tied armageddon`."#,
                fix: r#"Нищо за поправяне: проведете предписаното от регламента и запишете изхода."#,
                reference: r#"Правилник на ФИДЕ C.07, чл. 4.2 и чл. 2.2 (какво предписва регламентът, когато всички показатели са равни)."#,
            },
        },
        uk: Texts {
            summary: r#"учасники лишаються рівними й після всього списку показників регламенту"#,
            doc: Doc {
                what: r#"Рівні очки й рівні значення кожного показника зі списку регламенту."#,
                why: r#"Регламент вирішує, що далі: додатковий матч (з його етапами), армагедон, жереб чи поділені місця. Якщо він мовчить, ст. 4.2 C.07 ФІДЕ лишає жереб."#,
                example: r#"Двоє гравців рівні за очками, DE, WIN і BPG за `when-tied armageddon`."#,
                fix: r#"Нічого виправляти: проведіть передбачене регламентом і запишіть результат."#,
                reference: r#"Довідник ФІДЕ C.07, ст. 4.2 і ст. 2.2 (що передбачає регламент, коли всі показники рівні)."#,
            },
        },
    },
    Localized {
        code: RESULTS_DO_NOT_FIT_REGULATION_SCHEDULE,
        bg: Texts {
            summary: r#"резултатите нямат кръговете или партиите, които системата на регламента предполага"#,
            doc: Doc {
                what: r#"Повече или по-малко кръгове, отколкото регламентът посочва, или кръг на кръгов турнир с брой партии, различен от ⌊n/2⌋."#,
                why: r#"Класирането на незавършен или грешно въведен турнир не е окончателно."#,
                example: r#"10 кръга резултати при `system round-robin rounds 11`."#,
                fix: r#"Добавете липсващите партии или поправете регламента."#,
                reference: r#"Правилник на ФИДЕ C.05, приложение 1 (кръгови турнири: ⌊n/2⌋ партии в кръг, n − 1 или n кръга)."#,
            },
        },
        uk: Texts {
            summary: r#"результати не мають турів чи партій, яких вимагає система регламенту"#,
            doc: Doc {
                what: r#"Більше чи менше турів, ніж указує регламент, або тур колового турніру з кількістю партій, відмінною від ⌊n/2⌋."#,
                why: r#"Таблиця незавершеного чи хибно внесеного турніру не остаточна."#,
                example: r#"10 турів результатів за `system round-robin rounds 11`."#,
                fix: r#"Додайте пропущені партії або виправте регламент."#,
                reference: r#"Довідник ФІДЕ C.05, додаток 1 (колові турніри: ⌊n/2⌋ партій у турі, n − 1 або n турів)."#,
            },
        },
    },
    Localized {
        code: BERGER_LOTS_NOT_GIVEN,
        bg: Texts {
            summary: r#"изтеглените номера не са дадени: двойките се проверяват спрямо номерацията, която пасва"#,
            doc: Doc {
                what: r#"Кръгов турнир, чиито резултати не казват кой номер от таблицата е изтеглил всеки състезател."#,
                why: r#"Таблицата на Бергер (C.05, приложение 1) определя кой с кого и в кой кръг играе едва след жребия. Без него номерацията, при която двойките пасват на таблицата, се извежда от партиите и се показва, а цветовете и кръговете се проверяват спрямо нея; дали това е истинският жребий, не може да се знае."#,
                example: r#""#,
                fix: r#"Добавете `lots N N N …` във файла с резултати (номерът от таблицата на стартов номер 1, 2, …)."#,
                reference: r#"Правилник на ФИДЕ C.05, приложение 1 (таблици на Бергер; жребият)."#,
            },
        },
        uk: Texts {
            summary: r#"витягнутих номерів не дано: пари перевіряють щодо нумерації, яка пасує"#,
            doc: Doc {
                what: r#"Коловий турнір, результати якого не кажуть, який номер таблиці витягнув кожен гравець."#,
                why: r#"Таблиця Бергера (C.05, додаток 1) визначає, хто з ким і в якому турі грає, лише після жеребкування. Без нього нумерацію, за якої пари пасують до таблиці, виводять із партій і показують, а кольори й тури перевіряють щодо неї; чи це справжній жереб, знати не можна."#,
                example: r#""#,
                fix: r#"Додайте `lots N N N …` у файл результатів (номер таблиці стартового номера 1, 2, …)."#,
                reference: r#"Довідник ФІДЕ C.05, додаток 1 (таблиці Бергера; жеребкування)."#,
            },
        },
    },
    Localized {
        code: REGULATION_WITHOUT_TIEBREAKS,
        bg: Texts {
            summary: r#"регламентът не изброява показатели: равенствата се решават както той предписва, или с жребий"#,
            doc: Doc {
                what: r#"Няма блок `ranking` или в него няма `tiebreaks`."#,
                why: r#"Тогава класирането е само по точки."#,
                example: r#""#,
                fix: r#"Напишете списъка на показателите в блока `ranking` на регламента."#,
                reference: r#"Правилник на ФИДЕ C.07, чл. 2 (регламентът трябва да назовава показателите)."#,
            },
        },
        uk: Texts {
            summary: r#"регламент не перелічує показників: рівності вирішують, як він передбачає, або жеребом"#,
            doc: Doc {
                what: r#"Немає блоку `ranking` або в ньому немає `tiebreaks`."#,
                why: r#"Тоді таблиця лише за очками."#,
                example: r#""#,
                fix: r#"Запишіть список показників у блоці `ranking` регламенту."#,
                reference: r#"Довідник ФІДЕ C.07, ст. 2 (регламент має називати показники)."#,
            },
        },
    },
    Localized {
        code: TEAM_EVENT_NOTE,
        bg: Texts {
            summary: r#"бележка за класирането на отборен турнир (кое класиране, какво не е приложено)"#,
            doc: Doc {
                what: r#"Индивидуалното класиране е поискано за отборен турнир или отборното е изпуснало нещо (запис, който не прилага, липсващи тегла за някои дъски)."#,
                why: r#"Основното класиране на отборен турнир е отборното (мачови точки и точки от партии, отборни показатели); индивидуалното изчислява само класиранията по дъски."#,
                example: r#"`reglament standings 001-bg-team-women-2009.rgl --results 001.rgr` (отборен турнир: първо отборната таблица, после класиранията по дъски)."#,
                fix: r#"Обикновено нищо; прочетете бележката."#,
                reference: r#"Правилник на ФИДЕ C.07, чл. 11–13 (отборни показатели)."#,
            },
        },
        uk: Texts {
            summary: r#"примітка про таблицю командного турніру (яка таблиця, що не застосовано)"#,
            doc: Doc {
                what: r#"Особисту таблицю запитано для командного турніру, або командна щось пропустила (запис, якого не застосовує, бракує ваг для деяких шахівниць)."#,
                why: r#"Основна таблиця командного турніру — командна (командні й індивідуальні очки, командні показники); особиста обчислює лише заліки за шахівницями."#,
                example: r#"`reglament standings 001-bg-team-women-2009.rgl --results 001.rgr` (командний турнір: спершу командна таблиця, потім заліки за шахівницями)."#,
                fix: r#"Зазвичай нічого; прочитайте примітку."#,
                reference: r#"Довідник ФІДЕ C.07, ст. 11–13 (командні показники)."#,
            },
        },
    },
    Localized {
        code: PAIRINGS_FIT_NO_BERGER_TABLE,
        bg: Texts {
            summary: r#"двойките на кръгов турнир не следват никоя номерация на таблицата на Бергер"#,
            doc: Doc {
                what: r#"Изтеглените номера не са дадени и никое разпределение на номерата от таблицата не прави двойките на всеки кръг тези от таблицата на Бергер (C.05, приложение 1)."#,
                why: r#"Кръговият турнир се чифтосва по таблицата след жребия; двойки, които не пасват на никоя номерация, значат партии в грешен кръг, програма, сменена по време на турнира, или таблица, различна от тази на Бергер."#,
                example: r#"Два кръга, въведени в разменен ред."#,
                fix: r#"Проверете номерата на кръговете; добавете `lots N N …` във файла с резултати, за да видите всяка разлика."#,
                reference: r#"Правилник на ФИДЕ C.05, приложение 1 (таблици на Бергер)."#,
            },
        },
        uk: Texts {
            summary: r#"пари колового турніру не відповідають жодній нумерації таблиці Бергера"#,
            doc: Doc {
                what: r#"Витягнутих номерів не дано, і жоден розподіл номерів таблиці не робить пари кожного туру парами таблиці Бергера (C.05, додаток 1)."#,
                why: r#"Коловий турнір жеребкують за таблицею після жеребу; пари, що не пасують до жодної нумерації, означають партії в хибному турі, розклад, змінений під час турніру, або таблицю, відмінну від Бергерової."#,
                example: r#"Два тури, внесені в переставленому порядку."#,
                fix: r#"Перевірте номери турів; додайте `lots N N …` у файл результатів, щоб побачити кожну різницю."#,
                reference: r#"Довідник ФІДЕ C.05, додаток 1 (таблиці Бергера)."#,
            },
        },
    },
    Localized {
        code: RESULTS_OUTSIDE_REGULATION_DATES,
        bg: Texts {
            summary: r#"партиите са играни извън датите, които регламентът дава"#,
            doc: Doc {
                what: r#"Първата или последната дата на резултатите (`Date` в PGN, `dates` във файла с резултати, запис 042 на TRF) е извън `event dates` на регламента."#,
                why: r#"Или датите в регламента са грешни, или резултатите са от друг турнир. Изданието на C.07 (правилата за неизиграни кръгове) се избира по началната дата на партиите."#,
                example: r#"Първообразът 000 казва 2021-03-11..2021-03-20 (година, сменена от издателя); партиите му са играни през март 2007 г."#,
                fix: r#"Поправете датите в регламента."#,
                reference: r#"Правилник на ФИДЕ C.07, изданието в сила в началото на турнира (docs/reference/fide-tiebreaks-berger-trf.md §0)."#,
            },
        },
        uk: Texts {
            summary: r#"партії зіграно поза датами, які дає регламент"#,
            doc: Doc {
                what: r#"Перша чи остання дата результатів (`Date` у PGN, `dates` у файлі результатів, запис 042 TRF) лежить поза `event dates` регламенту."#,
                why: r#"Або дати регламенту хибні, або результати з іншого турніру. Редакцію C.07 (правила незіграних турів) обирають за датою початку партій."#,
                example: r#"Зразок 000 каже 2021-03-11..2021-03-20 (рік, змінений видавцем); його партії зіграно в березні 2007 р."#,
                fix: r#"Виправте дати в регламенті."#,
                reference: r#"Довідник ФІДЕ C.07, редакція, чинна на початку турніру (docs/reference/fide-tiebreaks-berger-trf.md §0)."#,
            },
        },
    },
    Localized {
        code: DECISION_NAMES_NO_TIE,
        bg: Texts {
            summary: r#"записан изход (`decided`) назовава участници, които не са равенство, оставено от списъка"#,
            doc: Doc {
                what: r#"Файлът с резултати записва как е решено равенство (`decided lots 3 2 8`), но списъкът на показателите от регламента не оставя равенство точно на тези участници в това класиране: списъкът вече ги разделя, групата е по-голяма или по-малка, или класирането (`board N`) не съществува. Изходът не се прилага."#,
                why: r#"Бараж или жребий решава само това, което списъкът оставя; изход за състезатели, които списъкът разделя, би преобърнал реда на регламента, а изход за част от равенството оставя останалите нерешени. Често регламентът или резултатите са сменени, след като изходът е записан."#,
                example: r#"`decided lots 1 2`, а списъкът оставя 1, 2 и 3 равни за места 1–3."#,
                fix: r#"Назовете точно равните участници, които класирането съобщава (S100), в решения ред; или махнете изречението."#,
                reference: r#"Правилник на ФИДЕ C.07, чл. 4.2 (равенство след всички показатели се решава с бараж по регламента, иначе с жребий)."#,
            },
        },
        uk: Texts {
            summary: r#"записаний результат (`decided`) називає учасників, які не є рівністю, що її лишає список"#,
            doc: Doc {
                what: r#"Файл результатів записує, як вирішено рівність (`decided lots 3 2 8`), але список показників регламенту не лишає рівності саме цих учасників у цьому заліку: список уже їх розділяє, група більша чи менша, або заліку (`board N`) не існує. Результат не застосовують."#,
                why: r#"Додатковий матч чи жереб вирішує лише те, що лишає список; результат для гравців, яких список розділяє, перевернув би порядок регламенту, а результат для частини рівності лишає решту нерозв’язаною. Часто регламент чи результати змінили після запису результату."#,
                example: r#"`decided lots 1 2`, а список лишає 1, 2 і 3 рівними за місця 1–3."#,
                fix: r#"Назвіть саме тих рівних учасників, яких повідомляє таблиця (S100), у вирішеному порядку; або приберіть речення."#,
                reference: r#"Довідник ФІДЕ C.07, ст. 4.2 (рівність після всіх показників вирішує додатковий матч за регламентом, інакше жереб)."#,
            },
        },
    },
    Localized {
        code: DECISION_NOT_AS_PRESCRIBED,
        bg: Texts {
            summary: r#"равенство е решено по друг начин, а не по предписания от регламента"#,
            doc: Doc {
                what: r#"Записаният изход (`decided lots …`) назовава метод, различен от този, който `when-tied` на регламента предписва за това равенство (бараж, армагедон, жребий или поделени места). Изходът се прилага, както е записан."#,
                why: r#"Местата се публикуват, както съдията ги е записал, но състезател, загубил жребий там, където регламентът обещава бараж, има основание за обжалване; главният съдия трябва да може да каже защо."#,
                example: r#"`decided lots 7 1`, а регламентът казва `when-tied armageddon`."#,
                fix: r#"Запишете действително използвания метод; ако се различава от регламента, напишете причината в бележката (`decided lots 7 1 "армагедонът не можа да се проведе"`)."#,
                reference: r#"Правилник на ФИДЕ C.07, чл. 2.2 и 4.2; `when-tied` в регламента."#,
            },
        },
        uk: Texts {
            summary: r#"рівність вирішено інакше, ніж передбачає регламент"#,
            doc: Doc {
                what: r#"Записаний результат (`decided lots …`) називає метод, відмінний від того, що передбачає `when-tied` регламенту для цієї рівності (додатковий матч, армагедон, жереб чи поділені місця). Результат застосовують, як записано."#,
                why: r#"Місця публікують так, як їх записав суддя, але гравець, що програв жереб там, де регламент обіцяв додатковий матч, має підстави для апеляції; головний суддя має змогу пояснити чому."#,
                example: r#"`decided lots 7 1`, а регламент каже `when-tied armageddon`."#,
                fix: r#"Запишіть метод, який справді використали; якщо він відрізняється від регламенту, напишіть причину в примітці (`decided lots 7 1 "армагедон не вдалося провести"`)."#,
                reference: r#"Довідник ФІДЕ C.07, ст. 2.2 і 4.2; `when-tied` регламенту."#,
            },
        },
    },
    Localized {
        code: TIEBREAK_NOT_FOR_TEAMS,
        bg: Texts {
            summary: r#"показател в отборното класиране, който не може да се изчисли за отбори, не разделя никого"#,
            doc: Doc {
                what: r#"Списъкът назовава показател, който тук няма отборен смисъл: по рейтинг (ARO, TPR, …; отборите нямат рейтинг в резултатите) или самоопределен `OTHER_…`."#,
                why: r#"Чл. 13 на C.07 пренася индивидуалните показатели от чл. 6–10 върху отборите чрез MP или GP; рейтингите не са резултати."#,
                example: r#"`--tiebreaks "EDE,ARO"` за отборен швейцарски турнир."#,
                fix: r#"Махнете го или използвайте показател по резултати, като `BH:MP/C1` или `EMGSB/C1`."#,
                reference: r#"Правилник на ФИДЕ C.07, чл. 13 (индивидуални показатели, приложени за отбори)."#,
            },
        },
        uk: Texts {
            summary: r#"показник командної таблиці, який не можна обчислити для команд, нікого не розділяє"#,
            doc: Doc {
                what: r#"Список називає показник, що тут не має командного сенсу: за рейтингом (ARO, TPR, …; команди не мають рейтингу в результатах) або власний `OTHER_…`."#,
                why: r#"Ст. 13 C.07 переносить особисті показники зі ст. 6–10 на команди через MP або GP; рейтинги не є результатами."#,
                example: r#"`--tiebreaks "EDE,ARO"` для командного швейцарського турніру."#,
                fix: r#"Приберіть його або використайте показник за результатами, як-от `BH:MP/C1` чи `EMGSB/C1`."#,
                reference: r#"Довідник ФІДЕ C.07, ст. 13 (особисті показники, застосовані до команд)."#,
            },
        },
    },
    Localized {
        code: ABNORMAL_POINTS_IGNORED,
        bg: Texts {
            summary: r#"запис `299` на TRF (необичайно присъждане на точки) не може да се приложи към отборните точки"#,
            doc: Doc {
                what: r#"Запис `299` не назовава отбор (номерата на отборите са в колони 24–27, 29–32, …) или кръг след последния кръг на резултатите; или турнирът е индивидуален, където записите `299` изобщо не се прилагат."#,
                why: r#"Запис 299 се прилага към отборните точки, както TRF26 го описва: вид с кръг и отбори задава резултата, мачовите точки и точките от партии на тези отбори в този кръг (`000` или празно: всеки кръг); празен вид е наказание или бонус върху мачовите точки и точките от партии на отборите, което се брои в класирането и във всеки показател, четящ резултата на отбор (кръг `999`: само крайното класиране, както го чете програмата на ФИДЕ `TieBreakServer`). Запис без отбор няма към кого да се приложи; сборовете, които трябваше да промени, тогава са грешни."#,
                example: r#"`299 +  2.0  2.5   1    1` (всяко поле е с една колона наляво: номерът на отбора свършва в колона 24, не в 27)."#,
                fix: r#"Напишете записа в колоните му (`299 W   2.0   2.5  002   17`) и сверете сборовете със записите `310`."#,
                reference: r#"ФИДЕ TRF-2026, запис 299 „Abnormal Assignment Points“ (docs/reference/fide-tiebreaks-berger-trf.md §3.4)."#,
            },
        },
        uk: Texts {
            summary: r#"запис `299` TRF (незвичайне нарахування очок) не можна застосувати до командних очок"#,
            doc: Doc {
                what: r#"Запис `299` не називає команди (номери команд у колонках 24–27, 29–32, …) або тур після останнього туру результатів; або турнір особистий, де записи `299` взагалі не застосовують."#,
                why: r#"Запис 299 застосовують до командних очок, як його описує TRF26: тип із туром і командами задає результат матчу, командні й індивідуальні очки цих команд у цьому турі (`000` чи порожньо: кожен тур); порожній тип — штраф або бонус до командних та індивідуальних очок команд, що рахується в таблиці й у кожному показнику, який читає результат команди (тур `999`: лише підсумкова таблиця, як її читає програма ФІДЕ `TieBreakServer`). Запис без команди нема до кого застосувати; суми, які він мав змінити, тоді хибні."#,
                example: r#"`299 +  2.0  2.5   1    1` (кожне поле на колонку лівіше: номер команди закінчується в колонці 24, а не 27)."#,
                fix: r#"Запишіть запис у його колонках (`299 W   2.0   2.5  002   17`) і звірте суми із записами `310`."#,
                reference: r#"ФІДЕ TRF-2026, запис 299 „Abnormal Assignment Points“ (docs/reference/fide-tiebreaks-berger-trf.md §3.4)."#,
            },
        },
    },
    Localized {
        code: BOARD_WEIGHTS_SHORT,
        bg: Texts {
            summary: r#"показател с тегла по дъски дава по-малко тегла, отколкото дъски има турнирът"#,
            doc: Doc {
                what: r#"Точките по дъски са определени за по-малко дъски, отколкото има срещата."#,
                why: r#"Резултатите на дъските без тегло не се броят."#,
                example: r#"Тегла 3/2/1 в турнир на четири дъски."#,
                fix: r#"Дайте тегло за всяка дъска."#,
                reference: r#"Собствените точки по дъски с тегла в регламента (първообраз 001); Правилник на ФИДЕ C.07, чл. 12 (отборни показатели, определени от регламента)."#,
            },
        },
        uk: Texts {
            summary: r#"показник із вагами шахівниць дає менше ваг, ніж шахівниць у турнірі"#,
            doc: Doc {
                what: r#"Очки за шахівницями визначено для меншої кількості шахівниць, ніж має матч."#,
                why: r#"Результати на шахівницях без ваги не рахуються."#,
                example: r#"Ваги 3/2/1 у турнірі на чотирьох шахівницях."#,
                fix: r#"Дайте вагу кожній шахівниці."#,
                reference: r#"Власні очки за шахівницями з вагами в регламенті (зразок 001); Довідник ФІДЕ C.07, ст. 12 (командні показники, визначені регламентом)."#,
            },
        },
    },
    Localized {
        code: UNKNOWN_TEAM,
        bg: Texts {
            summary: r#"номер на отбор, който го няма в турнира"#,
            doc: Doc {
                what: r#"`--why` назовава номер на отбор, който няма никой отбор."#,
                why: r#"Отборите се назовават с номера си (`310` в TRF или редът на записите `013`)."#,
                example: r#"`--why 1 99` в турнир с 14 отбора."#,
                fix: r#"Използвайте номера на отбори от класирането."#,
                reference: r#"Запис 310 на TRF-2026 (номера на отбори), запис 013 на TRF-16 (docs/reference/fide-tiebreaks-berger-trf.md §3.3–3.4)."#,
            },
        },
        uk: Texts {
            summary: r#"номер команди, якого немає в турнірі"#,
            doc: Doc {
                what: r#"`--why` називає номер команди, якого не має жодна команда."#,
                why: r#"Команди називають їхніми номерами (`310` у TRF або порядок записів `013`)."#,
                example: r#"`--why 1 99` у турнірі з 14 команд."#,
                fix: r#"Використайте номери команд із таблиці."#,
                reference: r#"Запис 310 TRF-2026 (номери команд), запис 013 TRF-16 (docs/reference/fide-tiebreaks-berger-trf.md §3.3–3.4)."#,
            },
        },
    },
    Localized {
        code: NO_TEAMS,
        bg: Texts {
            summary: r#"поискано е отборно класиране за турнир без отбори"#,
            doc: Doc {
                what: r#"Файлът няма отборни записи (`310` или `013`)."#,
                why: r#"Отборните показатели изискват отбори и техните срещи."#,
                example: r#"`--tiebreaks EDE` за индивидуален швейцарски турнир."#,
                fix: r#"Използвайте индивидуален списък на показателите или файл с отборни записи."#,
                reference: r#"Запис 310 на TRF-2026, запис 013 на TRF-16 (docs/reference/fide-tiebreaks-berger-trf.md §3.3–3.4)."#,
            },
        },
        uk: Texts {
            summary: r#"командну таблицю запитано для турніру без команд"#,
            doc: Doc {
                what: r#"Файл не має командних записів (`310` або `013`)."#,
                why: r#"Командні показники потребують команд та їхніх матчів."#,
                example: r#"`--tiebreaks EDE` для особистого швейцарського турніру."#,
                fix: r#"Використайте особистий список показників або файл із командними записами."#,
                reference: r#"Запис 310 TRF-2026, запис 013 TRF-16 (docs/reference/fide-tiebreaks-berger-trf.md §3.3–3.4)."#,
            },
        },
    },
];
