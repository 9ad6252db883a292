//! The `T` codes: what reading results (TRF, results files, PGN, the Berger check) reports.
//! Each code is registered here once, with its documentation; `crate::registry` collects every
//! stage's table.

use crate::diagnostic::{Code, CodeInfo, Doc, Severity};

/// T001 `trf-no-players`: the file has no readable `001` player line.
pub const TRF_NO_PLAYERS: Code = Code::new(&CodeInfo {
    code: "T001",
    name: "trf-no-players",
    severity: Severity::Error,
    summary: r#"the file has no readable `001` player line"#,
    doc: Doc {
        what: r#"The file has no readable `001` player line."#,
        why: r#"A TRF file describes a tournament through its `001` player lines. None could be read, so there is nothing to score."#,
        example: r#"An empty file, or a PGN given where a TRF was expected."#,
        fix: r#"Export the tournament as FIDE TRF from the pairing program."#,
        reference: r#"FIDE TRF-16 and TRF-2026 (docs/reference/fide-tiebreaks-berger-trf.md §3.1, the `001` player record)."#,
    },
});

/// T002 `trf-not-utf8`: the file is not UTF-8 and was read as ISO-8859-1 (Latin-1).
pub const TRF_NOT_UTF8: Code = Code::new(&CodeInfo {
    code: "T002",
    name: "trf-not-utf8",
    severity: Severity::Warning,
    summary: r#"the file is not UTF-8 and was read as ISO-8859-1 (Latin-1)"#,
    doc: Doc {
        what: r#"The file is not UTF-8 and was read as ISO-8859-1 (Latin-1)."#,
        why: r#"TRF26 files are UTF-8. Older exports often use ISO-8859-1; every byte is then read as one Latin-1 character, which is right for Western European names but wrong for Cyrillic code pages."#,
        example: r#"A TRF-16 export from an old Windows program, with `Müller` saved as the byte 0xFC."#,
        fix: r#"Re-save the file as UTF-8."#,
        reference: r#"FIDE TRF-16 and TRF-2026 (docs/reference/fide-tiebreaks-berger-trf.md §3); TRF-2026 requires UTF-8."#,
    },
});

/// T003 `trf-crlf-line-endings`: the file uses CR LF line endings.
pub const TRF_CRLF_LINE_ENDINGS: Code = Code::new(&CodeInfo {
    code: "T003",
    name: "trf-crlf-line-endings",
    severity: Severity::Warning,
    summary: r#"the file uses CR LF line endings"#,
    doc: Doc {
        what: r#"The file uses CR LF line endings."#,
        why: r#"FIDE TRF lines end with CR; most programs write LF. CR LF is read the same way, but some rating tools are strict."#,
        example: r#"A file edited on Windows: every line ends with the bytes 0D 0A."#,
        fix: r#"Convert the line endings if a tool rejects the file."#,
        reference: r#"FIDE TRF-16 and TRF-2026 (docs/reference/fide-tiebreaks-berger-trf.md §3): records end with CR."#,
    },
});

/// T004 `trf-trailing-blanks`: lines end with blanks.
pub const TRF_TRAILING_BLANKS: Code = Code::new(&CodeInfo {
    code: "T004",
    name: "trf-trailing-blanks",
    severity: Severity::Warning,
    summary: r#"lines end with blanks"#,
    doc: Doc {
        what: r#"Lines end with blanks."#,
        why: r#"Blanks after the last field are ignored. They are reported once per file because some tools treat a blank result column as a result."#,
        example: r#"`001    1 m    Voiska Margarita ...  7.5    1␠␠␠` (blanks after the last round block)."#,
        fix: r#"Strip trailing blanks."#,
        reference: r#"FIDE TRF-16 and TRF-2026 (docs/reference/fide-tiebreaks-berger-trf.md §3.1)."#,
    },
});

/// T005 `trf-unknown-record`: a line is not a TRF record this reader knows; it is ignored.
pub const TRF_UNKNOWN_RECORD: Code = Code::new(&CodeInfo {
    code: "T005",
    name: "trf-unknown-record",
    severity: Severity::Note,
    summary: r#"a line is not a TRF record this reader knows; it is ignored"#,
    doc: Doc {
        what: r#"A line is not a TRF record this reader knows; it is ignored."#,
        why: r#"Records are identified by columns 1–3 (`001`, `012`, `XXR`, `310`, …). Column rulers, national rating lines and program-specific records are skipped."#,
        example: r#"`XXY 2021 national list` or a column ruler `---- --- ----`."#,
        fix: r#"Nothing needed unless the line carries results."#,
        reference: r#"FIDE TRF-16 and TRF-2026 (docs/reference/fide-tiebreaks-berger-trf.md §3; §3.5 for the TRF(x) extensions XXR, XXC, XXA, XXS)."#,
    },
});

/// T006 `trf-unreadable-player-line`: a `001` line has no readable start number; the player is skipped.
pub const TRF_UNREADABLE_PLAYER_LINE: Code = Code::new(&CodeInfo {
    code: "T006",
    name: "trf-unreadable-player-line",
    severity: Severity::Error,
    summary: r#"a `001` line has no readable start number; the player is skipped"#,
    doc: Doc {
        what: r#"A `001` line has no readable start number; the player is skipped."#,
        why: r#"Columns 5–8 of a `001` line hold the player's start number (1–9999). Without it the line cannot be connected to the opponents' entries."#,
        example: r#"`001  abc  m ...`"#,
        fix: r#"Put the start number right-aligned in columns 5–8."#,
        reference: r#"FIDE TRF-16 and TRF-2026 (docs/reference/fide-tiebreaks-berger-trf.md §3.1, columns 5–8)."#,
    },
});

/// T007 `trf-unreadable-field`: a field does not hold what its columns should hold; it is ignored.
pub const TRF_UNREADABLE_FIELD: Code = Code::new(&CodeInfo {
    code: "T007",
    name: "trf-unreadable-field",
    severity: Severity::Warning,
    summary: r#"a field does not hold what its columns should hold; it is ignored"#,
    doc: Doc {
        what: r#"A field does not hold what its columns should hold; it is ignored."#,
        why: r#"Each TRF field has fixed columns (rating 49–52, FIDE ID 58–68, points 81–84, rank 86–89). A value that does not parse is dropped."#,
        example: r#"`3,5x` in the points column."#,
        fix: r#"Correct the value or check the column alignment."#,
        reference: r#"FIDE TRF-16 and TRF-2026 (docs/reference/fide-tiebreaks-berger-trf.md §3.1, the column table)."#,
    },
});

/// T008 `trf-duplicate-start-number`: two `001` lines have the same start number; the second is skipped.
pub const TRF_DUPLICATE_START_NUMBER: Code = Code::new(&CodeInfo {
    code: "T008",
    name: "trf-duplicate-start-number",
    severity: Severity::Error,
    summary: r#"two `001` lines have the same start number; the second is skipped"#,
    doc: Doc {
        what: r#"Two `001` lines have the same start number; the second is skipped."#,
        why: r#"Start numbers identify players in every round block, so each must be unique."#,
        example: r#"Two lines both starting `001    7 `."#,
        fix: r#"Renumber the players."#,
        reference: r#"FIDE TRF-16 and TRF-2026 (docs/reference/fide-tiebreaks-berger-trf.md §3.1, columns 5–8: the start number identifies the player)."#,
    },
});

/// T009 `trf-missing-start-number`: start numbers have a gap; the missing numbers get no row.
pub const TRF_MISSING_START_NUMBER: Code = Code::new(&CodeInfo {
    code: "T009",
    name: "trf-missing-start-number",
    severity: Severity::Warning,
    summary: r#"start numbers have a gap; the missing numbers get no row"#,
    doc: Doc {
        what: r#"Start numbers have a gap: some number between 1 and the highest has no `001` line."#,
        why: r#"Start numbers must run 1, 2, …, n without gaps. The numbers of the others are kept as written (they are what every round block refers to); a missing number has no player, so it gets no row in any standings, and a game against it is reported (`T012`) and left out."#,
        example: r#"`001` lines for start numbers 1–11 and 13, none for 12."#,
        fix: r#"Add the missing player or renumber."#,
        reference: r#"FIDE TRF-16 and TRF-2026 (docs/reference/fide-tiebreaks-berger-trf.md §3.1)."#,
    },
});

/// T010 `trf-bad-result-code`: a round block has a result code outside `1 = 0 + - W D L H F U Z`.
pub const TRF_BAD_RESULT_CODE: Code = Code::new(&CodeInfo {
    code: "T010",
    name: "trf-bad-result-code",
    severity: Severity::Error,
    summary: r#"a round block has a result code outside `1 = 0 + - W D L H F U Z`"#,
    doc: Doc {
        what: r#"A round block has a result code outside `1 = 0 + - W D L H F U Z`."#,
        why: r#"Column 8 of each round block (column 99 for round 1) holds the result. An unknown code is read as an absence."#,
        example: r#"`   12 w 2` (a `2` in the result column)."#,
        fix: r#"Use one of the FIDE result codes."#,
        reference: r#"FIDE TRF-16 and TRF-2026 (docs/reference/fide-tiebreaks-berger-trf.md §3.1: result codes `+ - = 1 0 W D L H F U Z`)."#,
    },
});

/// T011 `trf-bad-colour`: a round block has a colour other than `w`, `b` or `-`.
pub const TRF_BAD_COLOUR: Code = Code::new(&CodeInfo {
    code: "T011",
    name: "trf-bad-colour",
    severity: Severity::Error,
    summary: r#"a round block has a colour other than `w`, `b` or `-`"#,
    doc: Doc {
        what: r#"A round block has a colour other than `w`, `b` or `-`."#,
        why: r#"Column 6 of each round block (column 97 for round 1) holds the colour. An unknown value is read as unknown colour."#,
        example: r#"`   12 x 1` (an `x` in the colour column)."#,
        fix: r#"Write `w`, `b`, or `-` for a bye."#,
        reference: r#"FIDE TRF-16 and TRF-2026 (docs/reference/fide-tiebreaks-berger-trf.md §3.1: colours `w`, `b`, `-`)."#,
    },
});

/// T012 `trf-opponent-out-of-range`: an opponent number is not the start number of another player.
pub const TRF_OPPONENT_OUT_OF_RANGE: Code = Code::new(&CodeInfo {
    code: "T012",
    name: "trf-opponent-out-of-range",
    severity: Severity::Error,
    summary: r#"an opponent number is not the start number of another player"#,
    doc: Doc {
        what: r#"An opponent number is not the start number of another player."#,
        why: r#"Columns 1–4 of a round block name the opponent by start number. A number above the highest start number, the player's own number, or a number that has no `001` line cannot be right; the opponent is dropped and the round kept as unplayed with its result."#,
        example: r#"`   99 w 1` in a 16-player file, player 4 paired with `    4`, or a game against 12 when no line has start number 12."#,
        fix: r#"Correct the opponent number."#,
        reference: r#"FIDE TRF-16 and TRF-2026 (docs/reference/fide-tiebreaks-berger-trf.md §3.1: the opponent's start number, 0000 for none)."#,
    },
});

/// T013 `trf-games-disagree`: the two players of a game describe it differently.
pub const TRF_GAMES_DISAGREE: Code = Code::new(&CodeInfo {
    code: "T013",
    name: "trf-games-disagree",
    severity: Severity::Error,
    summary: r#"the two players of a game describe it differently"#,
    doc: Doc {
        what: r#"The two players of a game describe it differently."#,
        why: r#"Every game appears twice: once in each player's line. Both must name each other, have opposite colours and complementary results (`1`/`0`, `=`/`=`, `+`/`-`)."#,
        example: r#"Player 4 has `12 b 1` in round 1, player 12 has `4 w 1`."#,
        fix: r#"Correct the wrong side."#,
        reference: r#"FIDE TRF-16 and TRF-2026 (docs/reference/fide-tiebreaks-berger-trf.md §3.1): each game is written in both players' lines."#,
    },
});

/// T014 `trf-declared-points-mismatch`: the points in columns 81–84 differ from the sum of the round results.
pub const TRF_DECLARED_POINTS_MISMATCH: Code = Code::new(&CodeInfo {
    code: "T014",
    name: "trf-declared-points-mismatch",
    severity: Severity::Warning,
    summary: r#"the points in columns 81–84 differ from the sum of the round results"#,
    doc: Doc {
        what: r#"The points in columns 81–84 differ from the sum of the round results."#,
        why: r#"The declared total should equal the sum of the results under the point system (`XXS` or `162`). The computed value is used for scoring."#,
        example: r#"A player with results 1, ½, 1 and `3.0` in columns 81–84."#,
        fix: r#"Correct the total or the round results."#,
        reference: r#"FIDE TRF-16 and TRF-2026 (docs/reference/fide-tiebreaks-berger-trf.md §3.1, columns 81–84: points)."#,
    },
});

/// T015 `trf-implicit-half-point-bye`: a round without a result letter is read as a half-point bye because the declared total needs it.
pub const TRF_IMPLICIT_HALF_POINT_BYE: Code = Code::new(&CodeInfo {
    code: "T015",
    name: "trf-implicit-half-point-bye",
    severity: Severity::Warning,
    summary: r#"a round without a result letter is read as a half-point bye because the declared total needs it"#,
    doc: Doc {
        what: r#"A round without a result letter is read as a half-point bye because the declared total needs it."#,
        why: r#"Some exports (e.g. Irish `.tab` files) write a half-point bye as an empty block or as `0000 -` without a letter, while the declared total includes the half point. The round is read as `H`."#,
        example: r#"`0000 -  ` (no letter) in a round where the declared total counts ½."#,
        fix: r#"Write `0000 - H`."#,
        reference: r#"FIDE TRF-16 and TRF-2026 (docs/reference/fide-tiebreaks-berger-trf.md §3.1; §3 notes on Irish `.tab` exports)."#,
    },
});

/// T016 `trf-bye-written-as-draw`: a draw without an opponent is read as a half-point bye.
pub const TRF_BYE_WRITTEN_AS_DRAW: Code = Code::new(&CodeInfo {
    code: "T016",
    name: "trf-bye-written-as-draw",
    severity: Severity::Warning,
    summary: r#"a draw without an opponent is read as a half-point bye"#,
    doc: Doc {
        what: r#"A draw without an opponent is read as a half-point bye."#,
        why: r#"`0000 - =` is not a game. Like bbpPairings, the reader takes it as a half-point bye (`H`)."#,
        example: r#"`0000 - =`."#,
        fix: r#"Write `0000 - H`."#,
        reference: r#"FIDE TRF-16 and TRF-2026 (docs/reference/fide-tiebreaks-berger-trf.md §3.1: a half-point bye is `H`); bbpPairings reads `=` without opponent the same way."#,
    },
});

/// T017 `trf-dummy-bye-player`: a dummy player (`bye`, `spielfrei`, …) stands for the pairing bye.
pub const TRF_DUMMY_BYE_PLAYER: Code = Code::new(&CodeInfo {
    code: "T017",
    name: "trf-dummy-bye-player",
    severity: Severity::Warning,
    summary: r#"a dummy player (`bye`, `spielfrei`, …) stands for the pairing bye"#,
    doc: Doc {
        what: r#"A dummy player (`bye`, `spielfrei`, …) stands for the pairing bye."#,
        why: r#"Some programs pair the player with the bye against a dummy entry. The dummy is removed (when it is the last start number) and games against it become pairing-allocated byes (`U`)."#,
        example: r#"`001   49      spielfrei` with every opponent of it scoring `+`."#,
        fix: r#"Export byes as `0000 - U` and drop the dummy line."#,
        reference: r#"FIDE TRF-16 and TRF-2026 (docs/reference/fide-tiebreaks-berger-trf.md §3.1; `U` is the pairing-allocated bye)."#,
    },
});

/// T018 `trf-unreadable-date`: a date in `042` or `052` could not be read.
pub const TRF_UNREADABLE_DATE: Code = Code::new(&CodeInfo {
    code: "T018",
    name: "trf-unreadable-date",
    severity: Severity::Warning,
    summary: r#"a date in `042` or `052` could not be read"#,
    doc: Doc {
        what: r#"A date in `042` or `052` could not be read."#,
        why: r#"Dates should be written `YYYY/MM/DD` (TRF26). Other common forms (`DD.MM.YYYY`, `YY.MM.DD`, `May 10, 2020`) are accepted; this one was not. The rule edition of the tie-breaks depends on the start date."#,
        example: r#"`042 11th of March 2021`."#,
        fix: r#"Write the date as `YYYY/MM/DD`."#,
        reference: r#"FIDE TRF-16 and TRF-2026 (docs/reference/fide-tiebreaks-berger-trf.md §3.2, records 042 and 052: dates YYYY/MM/DD)."#,
    },
});

/// T019 `trf-more-rounds-than-declared`: a player has more round blocks than `XXR` / `142` declares.
pub const TRF_MORE_ROUNDS_THAN_DECLARED: Code = Code::new(&CodeInfo {
    code: "T019",
    name: "trf-more-rounds-than-declared",
    severity: Severity::Warning,
    summary: r#"a player has more round blocks than `XXR` / `142` declares"#,
    doc: Doc {
        what: r#"A player has more round blocks than `XXR` / `142` declares."#,
        why: r#"The number of rounds is taken as the larger value."#,
        example: r#"`XXR 9` and a player with ten round blocks."#,
        fix: r#"Correct `XXR` or remove the extra blocks."#,
        reference: r#"FIDE TRF-16 and TRF-2026 (docs/reference/fide-tiebreaks-berger-trf.md §3.5, record XXR; TRF-2026 record 142)."#,
    },
});

/// T020 `trf-pairing-without-result`: a round block names an opponent but has no result; the entry is ignored.
pub const TRF_PAIRING_WITHOUT_RESULT: Code = Code::new(&CodeInfo {
    code: "T020",
    name: "trf-pairing-without-result",
    severity: Severity::Warning,
    summary: r#"a round block names an opponent but has no result; the entry is ignored"#,
    doc: Doc {
        what: r#"A round block names an opponent but has no result; the entry is ignored."#,
        why: r#"A file exported in the middle of a round lists the current pairings without results. Standings ignore such entries."#,
        example: r#"`   12 w  ` (an opponent and a colour, no result) in the last round."#,
        fix: r#"Enter the results, or export after the round."#,
        reference: r#"FIDE TRF-16 and TRF-2026 (docs/reference/fide-tiebreaks-berger-trf.md §3.1)."#,
    },
});

/// T021 `trf-result-needs-opponent`: a game result (`1 = 0 W D L`) has no opponent.
pub const TRF_RESULT_NEEDS_OPPONENT: Code = Code::new(&CodeInfo {
    code: "T021",
    name: "trf-result-needs-opponent",
    severity: Severity::Error,
    summary: r#"a game result (`1 = 0 W D L`) has no opponent"#,
    doc: Doc {
        what: r#"A game result (`1 = 0 W D L`) has no opponent."#,
        why: r#"Game results need an opponent in columns 1–4 of the block. The entry is read as a bye with the same points."#,
        example: r#"`0000 w 1` (a win with opponent 0000)."#,
        fix: r#"Add the opponent or use a bye code (`F H U Z`)."#,
        reference: r#"FIDE TRF-16 and TRF-2026 (docs/reference/fide-tiebreaks-berger-trf.md §3.1)."#,
    },
});

/// T022 `trf-bye-with-opponent`: a bye code (`H F U Z`) has an opponent.
pub const TRF_BYE_WITH_OPPONENT: Code = Code::new(&CodeInfo {
    code: "T022",
    name: "trf-bye-with-opponent",
    severity: Severity::Error,
    summary: r#"a bye code (`H F U Z`) has an opponent"#,
    doc: Doc {
        what: r#"A bye code (`H F U Z`) has an opponent."#,
        why: r#"Byes have no opponent (`0000`). The opponent is dropped."#,
        example: r#"`   12 - H` (a half-point bye naming an opponent)."#,
        fix: r#"Write `0000 - H` (or `F`, `U`, `Z`)."#,
        reference: r#"FIDE TRF-16 and TRF-2026 (docs/reference/fide-tiebreaks-berger-trf.md §3.1: byes have opponent 0000)."#,
    },
});

/// T023 `trf-bad-team-record`: a team record (`013`, `310`, `300`, `320`, `330`, `240`) could not be read.
pub const TRF_BAD_TEAM_RECORD: Code = Code::new(&CodeInfo {
    code: "T023",
    name: "trf-bad-team-record",
    severity: Severity::Error,
    summary: r#"a team record (`013`, `310`, `300`, `320`, `330`, `240`) could not be read"#,
    doc: Doc {
        what: r#"A team record (`013`, `310`, `300`, `320`, `330`, `240`) could not be read."#,
        why: r#"Team and bye records have fixed numeric fields. The record is skipped."#,
        example: r#"`013 Lokomotiv       1  2  x  4` (a letter among the member numbers)."#,
        fix: r#"Check the columns against the TRF26 description."#,
        reference: r#"FIDE TRF-16 and TRF-2026 (docs/reference/fide-tiebreaks-berger-trf.md §3.3–3.4, records 013, 310, 300, 320, 330, 240)."#,
    },
});

/// T024 `trf-unknown-team-member`: a team record names a start number that has no `001` line.
pub const TRF_UNKNOWN_TEAM_MEMBER: Code = Code::new(&CodeInfo {
    code: "T024",
    name: "trf-unknown-team-member",
    severity: Severity::Error,
    summary: r#"a team record names a start number that has no `001` line"#,
    doc: Doc {
        what: r#"A team record names a start number that has no `001` line."#,
        why: r#"Team members are listed by start number. The unknown number is dropped."#,
        example: r#"`013 Lokomotiv 1 2 3 57` in a file whose players end at 48."#,
        fix: r#"Add the player or correct the number."#,
        reference: r#"FIDE TRF-16 and TRF-2026 (docs/reference/fide-tiebreaks-berger-trf.md §3.3–3.4)."#,
    },
});

/// T025 `trf-player-in-two-teams`: a player is listed in two teams.
pub const TRF_PLAYER_IN_TWO_TEAMS: Code = Code::new(&CodeInfo {
    code: "T025",
    name: "trf-player-in-two-teams",
    severity: Severity::Error,
    summary: r#"a player is listed in two teams"#,
    doc: Doc {
        what: r#"A player is listed in two teams."#,
        why: r#"A player belongs to one team. The second listing is dropped."#,
        example: r#"Player 7 in the `013` lines of two teams."#,
        fix: r#"Remove the player from one of the teams."#,
        reference: r#"FIDE TRF-16 and TRF-2026 (docs/reference/fide-tiebreaks-berger-trf.md §3.3–3.4)."#,
    },
});

/// T026 `trf-lineup-disagrees`: a team match's boards do not match the players' games.
pub const TRF_LINEUP_DISAGREES: Code = Code::new(&CodeInfo {
    code: "T026",
    name: "trf-lineup-disagrees",
    severity: Severity::Warning,
    summary: r#"a team match's boards do not match the players' games"#,
    doc: Doc {
        what: r#"A team match's boards do not match the players' games."#,
        why: r#"Boards are matched by position in each team's lineup (the `300` record or the team's board order). Here board k of one team did not play board k of the other."#,
        example: r#"Team A's board 2 player met team B's board 3 player in round 4."#,
        fix: r#"Add a `300` record with the lineup actually used."#,
        reference: r#"FIDE TRF-16 and TRF-2026 (docs/reference/fide-tiebreaks-berger-trf.md §3.4, records 300 and 310: the lineup)."#,
    },
});

/// T027 `trf-bad-point-system`: a point-system record (`XXS`, `162`, `362`) has a part that could not be read.
pub const TRF_BAD_POINT_SYSTEM: Code = Code::new(&CodeInfo {
    code: "T027",
    name: "trf-bad-point-system",
    severity: Severity::Warning,
    summary: r#"a point-system record (`XXS`, `162`, `362`) has a part that could not be read"#,
    doc: Doc {
        what: r#"A point-system record (`XXS`, `162`, `362`) has a part that could not be read."#,
        why: r#"The unreadable part is ignored and the FIDE default (1 / ½ / 0; 2 / 1 / 0 for matches) is kept for it."#,
        example: r#"`XXS W=one D=0.5` (`one` is not a number)."#,
        fix: r#"Write `XXS W=1 D=0.5`."#,
        reference: r#"FIDE TRF-16 and TRF-2026 (docs/reference/fide-tiebreaks-berger-trf.md §3.4 and §3.5: records XXS, 162 and 362)."#,
    },
});

/// T028 `trf-team-lists-disagree`: a `013` team line and the `310` record of the same team list different players.
pub const TRF_TEAM_LISTS_DISAGREE: Code = Code::new(&CodeInfo {
    code: "T028",
    name: "trf-team-lists-disagree",
    severity: Severity::Warning,
    summary: r#"a `013` team line and the `310` record of the same team list different players"#,
    doc: Doc {
        what: r#"A `013` team line and the `310` record of the same team list different players."#,
        why: r#"A TRF26 file may carry both forms; the `310` record is used."#,
        example: r#"`013 Lokomotiv 1 2 3 4` and a `310` record of Lokomotiv listing 1 2 3 5."#,
        fix: r#"Make the lists equal or drop the `013` lines."#,
        reference: r#"FIDE TRF-16 and TRF-2026 (docs/reference/fide-tiebreaks-berger-trf.md §3.3–3.4: 013 is to be phased out in favour of 310)."#,
    },
});

/// T029 `trf-implicit-full-point-bye`: a round without a result letter is read as a full-point bye because the declared total needs it.
pub const TRF_IMPLICIT_FULL_POINT_BYE: Code = Code::new(&CodeInfo {
    code: "T029",
    name: "trf-implicit-full-point-bye",
    severity: Severity::Warning,
    summary: r#"a round without a result letter is read as a full-point bye because the declared total needs it"#,
    doc: Doc {
        what: r#"A round without a result letter is read as a full-point bye because the declared total needs it."#,
        why: r#"Like `T015`, but the declared total needs a whole point for the round (some Irish exports write a full-point bye as `0000 -` without a letter). The round is read as `F`."#,
        example: r#"`0000 -  ` (no letter) in a round where the declared total counts a whole point."#,
        fix: r#"Write `0000 - F`."#,
        reference: r#"FIDE TRF-16 and TRF-2026 (docs/reference/fide-tiebreaks-berger-trf.md §3.1)."#,
    },
});

/// T030 `trf-point-value-not-modelled`: a point-system record gives a bye or forfeit a value the model cannot hold.
pub const TRF_POINT_VALUE_NOT_MODELLED: Code = Code::new(&CodeInfo {
    code: "T030",
    name: "trf-point-value-not-modelled",
    severity: Severity::Warning,
    summary: r#"a point-system record gives a bye or forfeit a value the model cannot hold"#,
    doc: Doc {
        what: r#"A point-system record gives a bye or forfeit a value the model cannot hold."#,
        why: r#"Forfeit wins and full-point and pairing-allocated byes score as wins, half-point byes as draws, absences and forfeit losses as losses. `XXS PAB=0.5` or `162 ... P 0.5` asks for something else; that value is not used."#,
        example: r#"`XXS PAB=0.5` (a pairing-allocated bye worth half a point)."#,
        fix: r#"Check the standings of the players concerned by hand."#,
        reference: r#"FIDE TRF-16 and TRF-2026 (docs/reference/fide-tiebreaks-berger-trf.md §3.4–3.5, records 162 and XXS)."#,
    },
});

/// T031 `trf-number-too-wide`: a start number (or an opponent's) has more than four digits, so it runs out of its columns.
pub const TRF_NUMBER_TOO_WIDE: Code = Code::new(&CodeInfo {
    code: "T031",
    name: "trf-number-too-wide",
    severity: Severity::Error,
    summary: r#"a start number (or an opponent's) has more than four digits, so it runs out of its columns"#,
    doc: Doc {
        what: r#"A start number in columns 5–8 of a `001` line, or an opponent in the first four columns of a round block, has five or more digits: it runs on into the blank column after its field."#,
        why: r#"TRF fields are fixed columns: a start number has four (1–9999). A wider number shifts every later field of the line by a column, so the name, rating, points and every round block would be read wrong. The line (or the rest of it) is skipped instead, and said once for the whole file with a count."#,
        example: r#"A generated file with 12,000 players: `001 10000 m    Player 10000 …`."#,
        fix: r#"TRF holds at most 9,999 players: split the event into sections, or number the players from 1."#,
        reference: r#"FIDE TRF-16 and TRF-2026 (docs/reference/fide-tiebreaks-berger-trf.md §3.1: start number in columns 5–8, opponent in columns 92–95 of round 1, "1–9999")."#,
    },
});

/// T032 `trf-truncated-record`: a `001` line stops inside a field, as if it had been cut off.
pub const TRF_TRUNCATED_RECORD: Code = Code::new(&CodeInfo {
    code: "T032",
    name: "trf-truncated-record",
    severity: Severity::Error,
    summary: r#"a `001` line stops inside a field, as if it had been cut off"#,
    doc: Doc {
        what: r#"A `001` line ends in the middle of a right-aligned number (rating 49–52, FIDE ID 58–68, points 81–84, rank 86–89, the opponent of a round block) or before the name (column 15)."#,
        why: r#"A right-aligned number ends in the last column of its field, so a line that stops inside it lost its end: the number is partial (`23` of `2345`), and the later rounds are missing. The cut field and everything after it are not read; the player's rounds stop there."#,
        example: r#"A file copied from a mail whose lines were wrapped: `001    7 m    Petrov, Ivan                      23`."#,
        fix: r#"Export the file again from the pairing program, or restore the end of the line."#,
        reference: r#"FIDE TRF-16 and TRF-2026 (docs/reference/fide-tiebreaks-berger-trf.md §3.1: the fixed columns of the `001` record)."#,
    },
});

/// T033 `trf-unusable-team-record`: a `300`, `330`, `240` or `320` record of a team event fits no match and is ignored.
pub const TRF_UNUSABLE_TEAM_RECORD: Code = Code::new(&CodeInfo {
    code: "T033",
    name: "trf-unusable-team-record",
    severity: Severity::Warning,
    summary: r#"a `300`, `330`, `240` or `320` record of a team event fits no match and is ignored"#,
    doc: Doc {
        what: r#"A lineup (`300`), forfeited match (`330`), bye (`240`) or pairing-allocated bye (`320`) of a team event names a team that has no `310` (or `013`) record, or pairs a team with itself; or a `300` record is a team's second lineup of the same round, or the lineup against a team it did not meet in that round."#,
        why: r#"These records describe the matches between the file's teams, one lineup per team and round. A record that fits no match is ignored: the boards of the match come from the players' games and the teams' board order (or from the team's first lineup of the round), and no bye or forfeit is given."#,
        example: r#"`300   7  38  24  70  95 130 143` in a file whose teams are numbered 1–23 and 25–50."#,
        fix: r#"Correct the team numbers or the round, add the missing team's `310` record, or keep one lineup per team and round."#,
        reference: r#"FIDE TRF-2026 (docs/reference/fide-tiebreaks-berger-trf.md §3.4, records 300, 310, 320, 330 and 240)."#,
    },
});

/// T034 `trf-duplicate-team-number`: two team records have the same team number; the second is skipped.
pub const TRF_DUPLICATE_TEAM_NUMBER: Code = Code::new(&CodeInfo {
    code: "T034",
    name: "trf-duplicate-team-number",
    severity: Severity::Error,
    summary: r#"two team records have the same team number; the second is skipped"#,
    doc: Doc {
        what: r#"Two `310` records have the same team number; the second is skipped."#,
        why: r#"Team numbers identify the teams in the lineups (`300`), forfeited matches (`330`) and byes (`240`, `320`), so each must be unique. The players of the skipped team belong to no team."#,
        example: r#"`310   3 Germany …` in a file that already has `310   3 Armenia …`."#,
        fix: r#"Renumber the teams."#,
        reference: r#"FIDE TRF-2026 (docs/reference/fide-tiebreaks-berger-trf.md §3.4, record 310: the team number identifies the team)."#,
    },
});

/// T040 `rr-wrong-opponent`: a round-robin game is not the one the Berger table schedules.
pub const RR_WRONG_OPPONENT: Code = Code::new(&CodeInfo {
    code: "T040",
    name: "rr-wrong-opponent",
    severity: Severity::Error,
    summary: r#"a round-robin game is not the one the Berger table schedules"#,
    doc: Doc {
        what: r#"A round-robin game is not the one the Berger table schedules."#,
        why: r#"In a round robin the drawn numbers fix every pairing through the Berger table (C.05 Annex 1). Here a player met someone the table does not pair them with in that round or in any other."#,
        example: r#"With 6 players, numbers 1 and 2 meet in round 2; the file has 1 against 3 in round 2."#,
        fix: r#"Check the drawn numbers (lots) and the result entries."#,
        reference: r#"FIDE Handbook C.05 Annex 1 (Berger tables; docs/reference/fide-tiebreaks-berger-trf.md §2)."#,
    },
});

/// T041 `rr-wrong-colour`: a round-robin game was played with the colours the table does not give.
pub const RR_WRONG_COLOUR: Code = Code::new(&CodeInfo {
    code: "T041",
    name: "rr-wrong-colour",
    severity: Severity::Warning,
    summary: r#"a round-robin game was played with the colours the table does not give"#,
    doc: Doc {
        what: r#"A round-robin game was played with the colours the table does not give."#,
        why: r#"In a Berger table the first number of each pair has White (reversed in the second cycle of a double round robin). The game was recorded with swapped colours."#,
        example: r#"With 6 players, round 1 board 1 is 1–6 (1 has White); the file has 6 with White against 1."#,
        fix: r#"Correct the colours, or the drawn numbers."#,
        reference: r#"FIDE Handbook C.05 Annex 1 (the first number of each pair has White)."#,
    },
});

/// T042 `rr-wrong-round`: a round-robin game was played in another round than the table gives.
pub const RR_WRONG_ROUND: Code = Code::new(&CodeInfo {
    code: "T042",
    name: "rr-wrong-round",
    severity: Severity::Warning,
    summary: r#"a round-robin game was played in another round than the table gives"#,
    doc: Doc {
        what: r#"A round-robin game was played in another round than the table gives."#,
        why: r#"The two players do meet in the Berger table, but in a different round (e.g. a postponed game, or rounds entered in the wrong order)."#,
        example: r#"Players 1 and 2 meet in round 2 of a 6-player table; the file has their game in round 3."#,
        fix: r#"Enter the game under its scheduled round, or note the postponement."#,
        reference: r#"FIDE Handbook C.05 Annex 1."#,
    },
});

/// T043 `rr-bad-lots`: the drawn numbers are not one distinct table number per player.
pub const RR_BAD_LOTS: Code = Code::new(&CodeInfo {
    code: "T043",
    name: "rr-bad-lots",
    severity: Severity::Error,
    summary: r#"the drawn numbers are not one distinct table number per player"#,
    doc: Doc {
        what: r#"The drawn numbers are not one distinct table number per player."#,
        why: r#"Each player needs one Berger number from 1 to n (n + 1 is the bye with an odd number of players), and no number may be drawn twice."#,
        example: r#"`lots 3 1 3 2` (two players drew number 3)."#,
        fix: r#"Give every player a different drawn number."#,
        reference: r#"FIDE Handbook C.05 Annex 1 (each player draws one number)."#,
    },
});

/// T044 `rr-too-many-participants`: a round robin of more participants than pairings are made for.
pub const RR_TOO_MANY_PARTICIPANTS: Code = Code::new(&CodeInfo {
    code: "T044",
    name: "rr-too-many-participants",
    severity: Severity::Error,
    summary: r#"a round robin of more participants than pairings are made for"#,
    doc: Doc {
        what: r#"The pairings of a round robin are asked for more than 500 participants (or fewer than 2)."#,
        why: r#"A round robin of n players has n − 1 rounds of n / 2 games: beyond a few dozen players nobody plays one, and the table grows with the square of n. The limit keeps a mistyped list (or a hostile file) from making millions of lines."#,
        example: r#"A Swiss open of 600 players given to `reglament pairings`."#,
        fix: r#"Check the participant list; a large open is paired by a Swiss program, not by the Berger table."#,
        reference: r#"FIDE Handbook C.05 Annex 1 (Berger tables, printed for 3–16 players)."#,
    },
});

/// T100 `results-unknown-player`: a game names a player number that is not in the player list.
pub const RESULTS_UNKNOWN_PLAYER: Code = Code::new(&CodeInfo {
    code: "T100",
    name: "results-unknown-player",
    severity: Severity::Error,
    summary: r#"a game names a player number that is not in the player list"#,
    doc: Doc {
        what: r#"A game names a player number that is not in the player list."#,
        why: r#"Every number in a game line must be the start (pairing) number of a listed player: in the file's `players` block, or in the regulation's list when the file has none."#,
        example: r#"`round 1 { 1 13 "1-0" }` in a 12-player event."#,
        fix: r#"Correct the number, or add the player to the list."#,
        reference: r#"Results files: results/README.md (the `.rgr` format)."#,
    },
});

/// T101 `results-player-twice-in-round`: a player has two entries in one round; the second is ignored.
pub const RESULTS_PLAYER_TWICE_IN_ROUND: Code = Code::new(&CodeInfo {
    code: "T101",
    name: "results-player-twice-in-round",
    severity: Severity::Error,
    summary: r#"a player has two entries in one round; the second is ignored"#,
    doc: Doc {
        what: r#"A player has two entries in one round; the second is ignored."#,
        why: r#"A player plays at most one game (or has one bye) per round."#,
        example: r#"`round 2 { 1 5 "1-0"; 7 1 "½-½" }`."#,
        fix: r#"Remove the wrong entry; a game moved to another round belongs in that round's block."#,
        reference: r#"Results files: results/README.md (the `.rgr` format)."#,
    },
});

/// T102 `results-malformed-result`: a result is not one of the known spellings; the game is ignored.
pub const RESULTS_MALFORMED_RESULT: Code = Code::new(&CodeInfo {
    code: "T102",
    name: "results-malformed-result",
    severity: Severity::Error,
    summary: r#"a result is not one of the known spellings; the game is ignored"#,
    doc: Doc {
        what: r#"A result is not one of the known spellings; the game is ignored."#,
        why: r#"Results are written as strings (`"1-0"`, `"0-1"`, `"½-½"`, `"+-"`, `"-+"`, `"--"`) or words (`white`, `black`, `draw`, `white-forfeit`, `black-forfeit`, `double-forfeit`). `1-0` without quotes is not one token of the grammar."#,
        example: r#"`1 12 "1:0"`."#,
        fix: r#"Write one of the spellings."#,
        reference: r#"Results files: results/README.md (the `.rgr` format)."#,
    },
});

/// T103 `results-player-has-both-colours`: the same player is entered as White and as Black of one game.
pub const RESULTS_PLAYER_HAS_BOTH_COLOURS: Code = Code::new(&CodeInfo {
    code: "T103",
    name: "results-player-has-both-colours",
    severity: Severity::Error,
    summary: r#"the same player is entered as White and as Black of one game"#,
    doc: Doc {
        what: r#"The same player is entered as White and as Black of one game."#,
        why: r#"A game line names White first and Black second; both numbers are the same player, so both colours are wrong for one of them."#,
        example: r#"`4 4 "1-0"`."#,
        fix: r#"Write the opponent's number in one of the two places."#,
        reference: r#"Results files: results/README.md (the `.rgr` format)."#,
    },
});

/// T104 `results-unknown-statement`: a statement of the results file is not understood; it is ignored.
pub const RESULTS_UNKNOWN_STATEMENT: Code = Code::new(&CodeInfo {
    code: "T104",
    name: "results-unknown-statement",
    severity: Severity::Error,
    summary: r#"a statement of the results file is not understood; it is ignored"#,
    doc: Doc {
        what: r#"A statement of the results file is not understood; it is ignored."#,
        why: r#"The top level knows `results`, `dates`, `system`, `points`, `lots`, `players`, `teams` and `round N { … }`; a round block knows game lines, byes and `match` blocks."#,
        example: r#"`rund 1 { … }`."#,
        fix: r#"Correct the keyword or the shape of the line (see results/README.md)."#,
        reference: r#"Results files: results/README.md (the `.rgr` format)."#,
    },
});

/// T105 `results-no-header`: the file does not start with a `results` statement.
pub const RESULTS_NO_HEADER: Code = Code::new(&CodeInfo {
    code: "T105",
    name: "results-no-header",
    severity: Severity::Warning,
    summary: r#"the file does not start with a `results` statement"#,
    doc: Doc {
        what: r#"The file does not start with a `results` statement."#,
        why: r#"A results file starts with `results "Title" [regulation "file.rgl"]`. Without it the event has no name and no regulation is linked."#,
        example: r#"A file starting directly with `round 1 { … }`."#,
        fix: r#"Add the header line."#,
        reference: r#"Results files: results/README.md, "Individual events"."#,
    },
});

/// T106 `results-bad-round`: a round number is missing, zero or beyond the number of rounds; the block is ignored.
pub const RESULTS_BAD_ROUND: Code = Code::new(&CodeInfo {
    code: "T106",
    name: "results-bad-round",
    severity: Severity::Error,
    summary: r#"a round number is missing, zero or beyond the number of rounds; the block is ignored"#,
    doc: Doc {
        what: r#"A round number is missing, zero or beyond the number of rounds; the block is ignored."#,
        why: r#"Round blocks are `round N { … }` with N from 1 to the number of rounds (from `system … rounds N`, or the regulation)."#,
        example: r#"`round 12 { … }` in an 11-round event."#,
        fix: r#"Correct the round number."#,
        reference: r#"Results files: results/README.md (the `.rgr` format)."#,
    },
});

/// T107 `results-missing-entries`: players have no game and no bye in a round.
pub const RESULTS_MISSING_ENTRIES: Code = Code::new(&CodeInfo {
    code: "T107",
    name: "results-missing-entries",
    severity: Severity::Warning,
    summary: r#"players have no game and no bye in a round"#,
    doc: Doc {
        what: r#"Players have no game and no bye in a round."#,
        why: r#"Every player should have one entry per round: a game, a bye or `absent`. A player with none is scored as absent (zero points, unplayed). In a round robin with an odd number of players one player per round is free and is not reported."#,
        example: r#"`round 3 { 1 2 "1-0"; 3 4 "½-½" }` in a 6-player event (players 5 and 6 have no entry)."#,
        fix: r#"Add the missing games or mark the players `absent`."#,
        reference: r#"Results files: results/README.md."#,
    },
});

/// T108 `results-no-players`: there is no player list: neither in the file nor in its regulation.
pub const RESULTS_NO_PLAYERS: Code = Code::new(&CodeInfo {
    code: "T108",
    name: "results-no-players",
    severity: Severity::Error,
    summary: r#"there is no player list: neither in the file nor in its regulation"#,
    doc: Doc {
        what: r#"There is no player list: neither in the file nor in its regulation."#,
        why: r#"Game lines refer to players by number; the numbers need a list."#,
        example: r#"`results "Турнир"` with game lines but neither a `players` block nor a `regulation "…"` link."#,
        fix: r#"Add a `players { 1 "Name" 2300 … }` block or link a regulation that lists the players."#,
        reference: r#"Results files: results/README.md, "Players"."#,
    },
});

/// T109 `results-regulation-unreadable`: the regulation the results file names cannot be read.
pub const RESULTS_REGULATION_UNREADABLE: Code = Code::new(&CodeInfo {
    code: "T109",
    name: "results-regulation-unreadable",
    severity: Severity::Error,
    summary: r#"the regulation the results file names cannot be read"#,
    doc: Doc {
        what: r#"The regulation the results file names cannot be read."#,
        why: r#"The header's `regulation "file.rgl"` is resolved relative to the results file."#,
        example: r#"`results "Турнир" regulation "no-such-file.rgl"`."#,
        fix: r#"Correct the path."#,
        reference: r#"Results files: results/README.md, "Individual events"."#,
    },
});

/// T110 `results-pair-repeated`: two players meet more often than the round robin allows.
pub const RESULTS_PAIR_REPEATED: Code = Code::new(&CodeInfo {
    code: "T110",
    name: "results-pair-repeated",
    severity: Severity::Warning,
    summary: r#"two players meet more often than the round robin allows"#,
    doc: Doc {
        what: r#"Two players meet more often than the round robin allows."#,
        why: r#"In a single round robin every pair meets once, in a double round robin twice."#,
        example: r#"`1 2` entered in round 1 and again in round 5."#,
        fix: r#"Correct one of the pairings."#,
        reference: r#"Results files: results/README.md (the `.rgr` format)."#,
    },
});

/// T111 `results-rating-disagrees`: a player's rating in the results differs from the regulation's list.
pub const RESULTS_RATING_DISAGREES: Code = Code::new(&CodeInfo {
    code: "T111",
    name: "results-rating-disagrees",
    severity: Severity::Warning,
    summary: r#"a player's rating in the results differs from the regulation's list"#,
    doc: Doc {
        what: r#"A player's rating in the results differs from the regulation's list."#,
        why: r#"The results (a game record's `WhiteElo`, or the file's player list) give a rating different from the one in the regulation's participant list. The rating in the results is used: it is the one the games were rated with. Rating tie-breaks (ARO, TPR, APRO…) can change with it."#,
        example: r#"The regulation lists `3 IM "Genova Ruzka" 2245`; the game record says `[BlackElo "2251"]`."#,
        fix: r#"Correct whichever list is wrong."#,
        reference: r#"FIDE Handbook B.02: games are rated with the ratings of the list in force at the start of the event."#,
    },
});

/// T112 `results-player-not-in-team`: a board of a team match names a player who is not in that team's list.
pub const RESULTS_PLAYER_NOT_IN_TEAM: Code = Code::new(&CodeInfo {
    code: "T112",
    name: "results-player-not-in-team",
    severity: Severity::Warning,
    summary: r#"a board of a team match names a player who is not in that team's list"#,
    doc: Doc {
        what: r#"A board of a team match names a player who is not in that team's list."#,
        why: r#"Board lines are `BOARD HOME AWAY RESULT`; HOME must be a player of the home team and AWAY of the away team."#,
        example: r#"`match 1 2 { 1 5 9 "1-0" }` where player 5 is in team 3's list."#,
        fix: r#"Correct the number or the team list."#,
        reference: r#"Results files: results/README.md, "Team events"."#,
    },
});

/// T113 `results-malformed-player`: a player or team line cannot be read; it is ignored.
pub const RESULTS_MALFORMED_PLAYER: Code = Code::new(&CodeInfo {
    code: "T113",
    name: "results-malformed-player",
    severity: Severity::Error,
    summary: r#"a player or team line cannot be read; it is ignored"#,
    doc: Doc {
        what: r#"A player or team line cannot be read; it is ignored."#,
        why: r#"A player line is `NUMBER [TITLE] "Name" [RATING] [club "…"]`; a team line is `NUMBER "Name" { player lines }`. Numbers are start numbers, 1 to the number of players."#,
        example: r#"`players { 1 Voiska 2319 }` (the name not quoted)."#,
        fix: r#"Write the line in that shape."#,
        reference: r#"Results files: results/README.md, "Players"."#,
    },
});

/// T114 `results-name-disagrees`: a start number names another player in the results than in the regulation's list.
pub const RESULTS_NAME_DISAGREES: Code = Code::new(&CodeInfo {
    code: "T114",
    name: "results-name-disagrees",
    severity: Severity::Warning,
    summary: r#"a player of the results names no player of the regulation's list"#,
    doc: Doc {
        what: r#"A player of the results file's own list names no player of the regulation's list. Names are compared loosely: the surname, then the given names as far as the results write them, Cyrillic and Latin spellings alike (`Voiska, M` is `Voiska Margarita`, `Muzychuk,M` is `Музичук Марія`). The player keeps what the results file gives, and nothing is taken from the list."#,
        why: r#"The results file lists its own players and so does the regulation; each player of the results should be one of the list. A name that names nobody is a typo or another person, and the bulletin would print the results' short name without title, FIDE ID, federation or club."#,
        example: r#"`3 "Stoyanova, Vera"` in the results where the regulation lists no Stoyanova."#,
        fix: r#"Write the name as the regulation's list does, or correct the list."#,
        reference: r#"Results files: results/README.md (the `.rgr` format, the player list)."#,
    },
});

/// T116 `results-name-ambiguous`: a player of the results names two or more players of the regulation's list.
pub const RESULTS_NAME_AMBIGUOUS: Code = Code::new(&CodeInfo {
    code: "T116",
    name: "results-name-ambiguous",
    severity: Severity::Warning,
    summary: r#"a player of the results names two or more players of the regulation's list"#,
    doc: Doc {
        what: r#"A player of the results file's own list names two or more players of the regulation's list (the same surname, and given names too short to tell them apart). Nothing is taken from the list for this player."#,
        why: r#"Sisters and namesakes play in the same championships; taking the first that fits would give one player the other's title, FIDE ID and club, in the bulletin and in the file sent for rating."#,
        example: r#"`"Genova,L"` where the list has `Genova Lybka` and `Genova Lilia`."#,
        fix: r#"Write more of the given name (`Genova,Ly`), or the whole name."#,
        reference: r#"Results files: results/README.md (the `.rgr` format, the player list)."#,
    },
});

/// T117 `results-club-disagrees`: a player's club or federation in the results differs from the regulation's list.
pub const RESULTS_CLUB_DISAGREES: Code = Code::new(&CodeInfo {
    code: "T117",
    name: "results-club-disagrees",
    severity: Severity::Warning,
    summary: r#"a player's club or federation in the results differs from the regulation's list"#,
    doc: Doc {
        what: r#"A player's club (`club`) or federation (`fed`) in the results file differs from the one the regulation's list gives the same player. The results' value is used."#,
        why: r#"The bulletin prints the club and the file for rating carries the federation; two sources that disagree mean one is wrong. A year rewritten by a website (`Lokomotiv 2021` for `Lokomotiv 2000`) is a typical case."#,
        example: r#"`1 "Genova Ruzka" 2243 club "Lokomotiv 2021"` where the regulation lists `club "Lokomotiv 2000"`."#,
        fix: r#"Correct whichever list is wrong."#,
        reference: r#"Results files: results/README.md (the `.rgr` format, the player list)."#,
    },
});

/// T130 `results-malformed-decision`: a `decided` statement that cannot be read or names competitors who are not in the file.
pub const RESULTS_MALFORMED_DECISION: Code = Code::new(&CodeInfo {
    code: "T130",
    name: "results-malformed-decision",
    severity: Severity::Error,
    summary: r#"a `decided` statement that cannot be read or names competitors who are not in the file"#,
    doc: Doc {
        what: r#"A `decided` statement (the recorded outcome of a play-off, an Armageddon game or a drawing of lots) lacks its method (`playoff`, `armageddon`, `lots`), names fewer than two competitors, names one twice, names a start number (or, in a team event's main classification, a team number) that is not in the file, or names a board in an individual event."#,
        why: r#"The statement decides places in the published standings; a competitor it cannot find, or a method it cannot tell, would put the wrong player on a podium without any other sign."#,
        example: r#"`decided lots 3 3` (a number twice), `decided 3 2 8` (no method), `decided board 1 armageddon 7 99` (no player 99)."#,
        fix: r#"Write `decided [board N] playoff|armageddon|lots N N … ["note"]`: the tied competitors in the order decided, the best first."#,
        reference: r#"Results files: results/README.md (recorded outcomes); FIDE C.07 Art. 4.2 (drawing of lots), the regulation's play-off."#,
    },
});

/// T120 `pgn-no-games`: the file holds no game with `White`, `Black` and a result.
pub const PGN_NO_GAMES: Code = Code::new(&CodeInfo {
    code: "T120",
    name: "pgn-no-games",
    severity: Severity::Error,
    summary: r#"the file holds no game with `White`, `Black` and a result"#,
    doc: Doc {
        what: r#"The file holds no game with `White`, `Black` and a result."#,
        why: r#"A PGN game starts with tag pairs such as `[White "Voiska,M"]`. None with both players and a result was found."#,
        example: r#"A PGN file holding only moves, or the HTML page of the games."#,
        fix: r#"Give the PGN of the event's games."#,
        reference: r#"PGN standard (S. J. Edwards, 1994), §8.1: the seven-tag roster."#,
    },
});

/// T121 `pgn-unfinished-game`: a game has no final result (`*` or something else); it is left out.
pub const PGN_UNFINISHED_GAME: Code = Code::new(&CodeInfo {
    code: "T121",
    name: "pgn-unfinished-game",
    severity: Severity::Warning,
    summary: r#"a game has no final result (`*` or something else); it is left out"#,
    doc: Doc {
        what: r#"A game has no final result (`*` or something else); it is left out."#,
        why: r#"Standings need `1-0`, `0-1` or `1/2-1/2` in the `Result` tag."#,
        example: r#"`[Result "*"]`."#,
        fix: r#"Enter the result, or leave the game out until it is finished."#,
        reference: r#"PGN standard, §8.1.1.7 (the Result tag)."#,
    },
});

/// T122 `pgn-no-round`: a game has no usable `Round` tag; it is left out.
pub const PGN_NO_ROUND: Code = Code::new(&CodeInfo {
    code: "T122",
    name: "pgn-no-round",
    severity: Severity::Error,
    summary: r#"a game has no usable `Round` tag; it is left out"#,
    doc: Doc {
        what: r#"A game has no usable `Round` tag; it is left out."#,
        why: r#"The round is the number before the first dot of `Round` (`5` or `5.3`)."#,
        example: r#"`[Round "?"]`."#,
        fix: r#"Set the `Round` tag."#,
        reference: r#"PGN standard, §8.1.1.4 (the Round tag)."#,
    },
});

/// T123 `pgn-player-not-in-regulation`: a player of the games matches no player of the regulation's list.
pub const PGN_PLAYER_NOT_IN_REGULATION: Code = Code::new(&CodeInfo {
    code: "T123",
    name: "pgn-player-not-in-regulation",
    severity: Severity::Warning,
    summary: r#"a player of the games matches no player of the regulation's list"#,
    doc: Doc {
        what: r#"A player of the games matches no player of the regulation's list."#,
        why: r#"Names are matched by surname and the given-name initials (`Voiska,M` = `Voiska Margarita`). A player who matches nobody is numbered after the listed players."#,
        example: r#"`[White "Andreeva,P"]` when the regulation lists no Andreeva."#,
        fix: r#"Correct the name in the regulation or in the games."#,
        reference: r#"The regulation's participant list (grammar/GRAMMAR.md, "Statements")."#,
    },
});

/// T124 `pgn-ambiguous-name`: a player's name in the games fits more than one player of the regulation's list.
pub const PGN_AMBIGUOUS_NAME: Code = Code::new(&CodeInfo {
    code: "T124",
    name: "pgn-ambiguous-name",
    severity: Severity::Warning,
    summary: r#"a player's name in the games fits more than one player of the regulation's list"#,
    doc: Doc {
        what: r#"A player's name in the games fits more than one player of the regulation's list."#,
        why: r#"Two listed players share the surname and initials. The first is taken."#,
        example: r#"`[White "Genova,L"]` when the list has Genova Lybka and Genova Liliana."#,
        fix: r#"Write more of the given name in the games (`Genova,Ly`)."#,
        reference: r#"The regulation's participant list (grammar/GRAMMAR.md, "Statements")."#,
    },
});

/// T050 `results-too-many-rounds`: the results have more rounds than the limit.
pub const TOO_MANY_ROUNDS: Code = Code::new(&CodeInfo {
    code: "T050",
    name: "results-too-many-rounds",
    severity: Severity::Error,
    summary: r#"the results have more rounds than the limit"#,
    doc: Doc {
        what: r#"The results declare a number of rounds (TRF `XXR`/`142`, `system … rounds N` of a results file), or hold a game in a round, above the limit on rounds (999 by default). The results are not used."#,
        why: r#"Standings, wallcharts and a TRF written back have a column per round, up to the last; one game in round 4294967295 would make gigabytes of them. No real event comes near the limit (a double round robin of 20 plays 38 rounds), so such a number is a typing or export mistake."#,
        example: r#"`[Round "4294967295"]` in a PGN game, or `round 4294967295 { 1 2 "1-0" }` in a results file."#,
        fix: r#"Correct the round number. For a real event with more rounds, raise the limit with `--max-rounds`."#,
        reference: r#"The product's limits (ROBUSTNESS.md, "Limits")."#,
    },
});

/// T051 `results-too-many-players`: the results have more players than the limit.
pub const TOO_MANY_PLAYERS: Code = Code::new(&CodeInfo {
    code: "T051",
    name: "results-too-many-players",
    severity: Severity::Error,
    summary: r#"the results have more players than the limit"#,
    doc: Doc {
        what: r#"The results hold more players (or name a start number higher) than the limit on players (9,999 by default, the most a TRF start number can hold). The results are not used."#,
        why: r#"Standings and documents grow with the number of players, a round robin's crosstable with its square; a file far beyond any real event is the wrong file or a generated one gone wrong."#,
        example: r#"A PGN file of 20,000 different player names."#,
        fix: r#"Pass the right file. For a real event that large, raise the limit with `--max-players`."#,
        reference: r#"The product's limits (ROBUSTNESS.md, "Limits"); FIDE TRF16/TRF26 record 001, columns 5–8."#,
    },
});

/// T052 `trf-cannot-hold`: the results hold a value a TRF file cannot hold, so no TRF is written.
pub const TRF_CANNOT_HOLD: Code = Code::new(&CodeInfo {
    code: "T052",
    name: "trf-cannot-hold",
    severity: Severity::Error,
    summary: r#"the results hold a value a TRF file cannot hold, so no TRF is written"#,
    doc: Doc {
        what: r#"The results hold a value that does not fit the fixed columns of a TRF `001` record (a start number, opponent or rating of more than four digits), or a game of a player against himself, which TRF cannot express. TRF16 and TRF26 share the `001` layout, so neither can be written; JSON can."#,
        why: r#"A TRF is read by rating officers' programs column by column: a five-digit number overflows into the next field and shifts the whole line, and a player paired with himself is rejected by every reader (this tool's included). Writing such a file with exit status 0 would hand the federation a file that cannot be submitted."#,
        example: r#"A results file with a player rated `12345`, converted with `reglament trf --to trf16`."#,
        fix: r#"Correct the value in the results (a rating has four digits; start numbers run to 9999), or convert to JSON with `--to json`."#,
        reference: r#"FIDE TRF16 (C.04 Annex 2) and TRF26, record 001: columns 5–8 start number, 49–52 rating, 92–95 opponent."#,
    },
});

/// T053 `results-name-another-regulation`: the results file's header names another regulation than the one given.
pub const RESULTS_NAME_ANOTHER_REGULATION: Code = Code::new(&CodeInfo {
    code: "T053",
    name: "results-name-another-regulation",
    severity: Severity::Warning,
    summary: r#"the results file's header names another regulation than the one given"#,
    doc: Doc {
        what: r#"The results file's header (`results "…" regulation "file.rgl"`) names a regulation file, and the command was given a different one."#,
        why: r#"The results are scored under the regulation given on the command line (its point system, tie-breaks and list); if it is the wrong one, every rank can be wrong without any other sign. It is often right on purpose (the corrected version of the same regulation), so this is a warning."#,
        example: r#"`reglament standings other.rgl --results 000.rgr` where `000.rgr` starts `results "…" regulation "000.rgl"`."#,
        fix: r#"Pass the regulation the header names, or correct the header."#,
        reference: r#"Results files: results/README.md (the header)."#,
    },
});

/// T054 `results-do-not-fit-regulation`: the results cannot belong to the regulation: far more players than its list or its round robin.
pub const RESULTS_DO_NOT_FIT_REGULATION: Code = Code::new(&CodeInfo {
    code: "T054",
    name: "results-do-not-fit-regulation",
    severity: Severity::Error,
    summary: r#"the results cannot belong to the regulation: far more players than its list or its round robin"#,
    doc: Doc {
        what: r#"The results hold more players than the regulation's round robin can have (a single round robin of R rounds has at most R + 1 players, a double one R / 2 + 1), or more than the participants the regulation lists. The results are not scored."#,
        why: r#"Such results belong to another event: a Swiss TRF given to a round-robin regulation would be scored as a round robin and drawn as a crosstable with a cell for every pair of players (25 million cells for 5,000 players)."#,
        example: r#"`reglament bulletin round-robin-12.rgl --results open-5000-players.trf`."#,
        fix: r#"Pass the results of this event, or the regulation of these results."#,
        reference: r#"FIDE C.05 Annex 1 (Berger tables: n players play n − 1 rounds, or n for odd n)."#,
    },
});

/// T060 `trf-rating-needs`: a record FIDE needs for rating is empty or incomplete in the TRF written.
pub const TRF_RATING_NEEDS: Code = Code::new(&CodeInfo {
    code: "T060",
    name: "trf-rating-needs",
    severity: Severity::Warning,
    summary: r#"a record FIDE needs for rating is empty or incomplete in the TRF written"#,
    doc: Doc {
        what: r#"`reglament trf` wrote the file, but a record the rating officer needs is empty or incomplete: the city (022), the federation (032), the dates (042, 052), the chief arbiter (102), the time control (122), the dates of the rounds (132), or, in the players' `001` records, a federation, a FIDE ID, the sex, or a name in Latin letters. One finding per record says what is missing and for whom."#,
        why: r#"FIDE's rating server takes the event from the file: a player without a federation or FIDE ID cannot be matched to the rating list, a file without a chief arbiter or time control is sent back, and a name in Cyrillic is not FIDE's spelling of it. Each is filled from the regulation when it says it (the venue, the country, the officials, the time control, the programme, the list's `fed`, `fide-id` and `sex`); what neither the results nor the regulation gives is reported here."#,
        example: r#"`reglament trf results/000-bul-w-ch-2007.rgr --to trf16` with players that have no `fed`: `001: no federation for 12 players (1 Voiska Margarita, …)`."#,
        fix: r#"Give the value in the results file (`fed "BUL"`, `fide-id 2900246`, `fide-name "Muzychuk, Mariya"`, `sex w`) or in the regulation (`venue`, `country`, `officials { chief-arbiter "…" fide-id … }`, `time-control`, `schedule`)."#,
        reference: r#"FIDE TRF16 (C.04 Annex 2) and TRF26, records 022–132 and 001 (docs/reference/fide-tiebreaks-berger-trf.md §3.1–3.2)."#,
    },
});

/// T115 `results-invalid-date`: a date in a results file is not a date of the calendar.
pub const RESULTS_INVALID_DATE: Code = Code::new(&CodeInfo {
    code: "T115",
    name: "results-invalid-date",
    severity: Severity::Error,
    summary: r#"a date in a results file is not a date of the calendar"#,
    doc: Doc {
        what: r#"A date of the `dates` statement of a results file is not a real calendar date (30 February, month 13), or the last date is before the first."#,
        why: r#"The dates decide which edition of the FIDE tie-break rules applies and are checked against the regulation's; a date that does not exist cannot be used, and ignoring it silently would use the regulation's dates instead without saying so."#,
        example: r#"`dates 2021-02-30..2021-03-08`."#,
        fix: r#"Correct the date."#,
        reference: r#"ISO 8601 calendar dates; results/README.md (the `dates` statement)."#,
    },
});

/// T125 `pgn-self-paired`: a PGN game has the same player as White and Black; the game is ignored.
pub const PGN_SELF_PAIRED: Code = Code::new(&CodeInfo {
    code: "T125",
    name: "pgn-self-paired",
    severity: Severity::Error,
    summary: r#"a PGN game has the same player as White and Black; the game is ignored"#,
    doc: Doc {
        what: r#"A game's `White` and `Black` tags name the same player (after the names are matched to the regulation's list)."#,
        why: r#"No one plays himself: the tags are wrong, and the game would give the player a win and a loss (or two draws) against himself and could not be written to a TRF file."#,
        example: r#"`[White "Voiska, M"]` and `[Black "Voiska Margarita"]` in one game."#,
        fix: r#"Correct the `White` or `Black` tag."#,
        reference: r#"PGN Standard (1994), 8.1.1 (the seven-tag roster)."#,
    },
});

/// Every `T` code, in code order.
pub const CODES: &[Code] = &[
    TRF_NO_PLAYERS,
    TRF_NOT_UTF8,
    TRF_CRLF_LINE_ENDINGS,
    TRF_TRAILING_BLANKS,
    TRF_UNKNOWN_RECORD,
    TRF_UNREADABLE_PLAYER_LINE,
    TRF_UNREADABLE_FIELD,
    TRF_DUPLICATE_START_NUMBER,
    TRF_MISSING_START_NUMBER,
    TRF_BAD_RESULT_CODE,
    TRF_BAD_COLOUR,
    TRF_OPPONENT_OUT_OF_RANGE,
    TRF_GAMES_DISAGREE,
    TRF_DECLARED_POINTS_MISMATCH,
    TRF_IMPLICIT_HALF_POINT_BYE,
    TRF_BYE_WRITTEN_AS_DRAW,
    TRF_DUMMY_BYE_PLAYER,
    TRF_UNREADABLE_DATE,
    TRF_MORE_ROUNDS_THAN_DECLARED,
    TRF_PAIRING_WITHOUT_RESULT,
    TRF_RESULT_NEEDS_OPPONENT,
    TRF_BYE_WITH_OPPONENT,
    TRF_BAD_TEAM_RECORD,
    TRF_UNKNOWN_TEAM_MEMBER,
    TRF_PLAYER_IN_TWO_TEAMS,
    TRF_LINEUP_DISAGREES,
    TRF_BAD_POINT_SYSTEM,
    TRF_TEAM_LISTS_DISAGREE,
    TRF_IMPLICIT_FULL_POINT_BYE,
    TRF_POINT_VALUE_NOT_MODELLED,
    TRF_NUMBER_TOO_WIDE,
    TRF_TRUNCATED_RECORD,
    TRF_UNUSABLE_TEAM_RECORD,
    TRF_DUPLICATE_TEAM_NUMBER,
    RR_WRONG_OPPONENT,
    RR_WRONG_COLOUR,
    RR_WRONG_ROUND,
    RR_BAD_LOTS,
    RR_TOO_MANY_PARTICIPANTS,
    TOO_MANY_ROUNDS,
    TOO_MANY_PLAYERS,
    TRF_CANNOT_HOLD,
    RESULTS_NAME_ANOTHER_REGULATION,
    RESULTS_DO_NOT_FIT_REGULATION,
    TRF_RATING_NEEDS,
    RESULTS_UNKNOWN_PLAYER,
    RESULTS_PLAYER_TWICE_IN_ROUND,
    RESULTS_MALFORMED_RESULT,
    RESULTS_PLAYER_HAS_BOTH_COLOURS,
    RESULTS_UNKNOWN_STATEMENT,
    RESULTS_NO_HEADER,
    RESULTS_BAD_ROUND,
    RESULTS_MISSING_ENTRIES,
    RESULTS_NO_PLAYERS,
    RESULTS_REGULATION_UNREADABLE,
    RESULTS_PAIR_REPEATED,
    RESULTS_RATING_DISAGREES,
    RESULTS_PLAYER_NOT_IN_TEAM,
    RESULTS_MALFORMED_PLAYER,
    RESULTS_NAME_DISAGREES,
    RESULTS_INVALID_DATE,
    RESULTS_NAME_AMBIGUOUS,
    RESULTS_CLUB_DISAGREES,
    RESULTS_MALFORMED_DECISION,
    PGN_NO_GAMES,
    PGN_UNFINISHED_GAME,
    PGN_NO_ROUND,
    PGN_PLAYER_NOT_IN_REGULATION,
    PGN_AMBIGUOUS_NAME,
    PGN_SELF_PAIRED,
];
