//! The `T` codes: what reading results (TRF, results files, PGN, the Berger check) reports.
//! Each code is registered here once, with its documentation; `crate::registry` collects every
//! stage's table.

use crate::diagnostic::l10n::{Localized, Texts};
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

/// The Bulgarian and Ukrainian documentation of these codes, next to the codes above.
pub const L10N: &[Localized] = &[
    Localized {
        code: TRF_NO_PLAYERS,
        bg: Texts {
            summary: r#"във файла няма четим ред `001` за състезател"#,
            doc: Doc {
                what: r#"Във файла няма нито един четим ред `001` за състезател."#,
                why: r#"Файлът TRF описва турнира чрез редовете `001` на състезателите. Нито един не можа да се прочете, така че няма какво да се класира."#,
                example: r#"Празен файл или PGN, подаден там, където се очаква TRF."#,
                fix: r#"Експортирайте турнира като TRF на ФИДЕ от програмата за жребий."#,
                reference: r#"ФИДЕ TRF-16 и TRF-2026 (docs/reference/fide-tiebreaks-berger-trf.md §3.1, записът `001` за състезател)."#,
            },
        },
        uk: Texts {
            summary: r#"у файлі немає жодного придатного до читання рядка `001` гравця"#,
            doc: Doc {
                what: r#"У файлі немає жодного рядка `001` гравця, який можна прочитати."#,
                why: r#"Файл TRF описує турнір рядками `001` гравців. Жоден не вдалося прочитати, тож немає чого ранжувати."#,
                example: r#"Порожній файл або PGN там, де очікували TRF."#,
                fix: r#"Експортуйте турнір у форматі TRF ФІДЕ з програми жеребкування."#,
                reference: r#"ФІДЕ TRF-16 і TRF-2026 (docs/reference/fide-tiebreaks-berger-trf.md §3.1, запис `001` гравця)."#,
            },
        },
    },
    Localized {
        code: TRF_NOT_UTF8,
        bg: Texts {
            summary: r#"файлът не е в UTF-8 и е прочетен като ISO-8859-1 (Latin-1)"#,
            doc: Doc {
                what: r#"Файлът не е в UTF-8 и е прочетен като ISO-8859-1 (Latin-1)."#,
                why: r#"Файловете TRF26 са в UTF-8. По-старите експорти често са в ISO-8859-1; тогава всеки байт се чете като един знак от Latin-1, което е вярно за западноевропейските имена, но грешно за кирилските кодови таблици."#,
                example: r#"Експорт TRF-16 от стара програма за Windows, в който `Müller` е записано с байта `0xFC`."#,
                fix: r#"Запишете файла отново в UTF-8."#,
                reference: r#"ФИДЕ TRF-16 и TRF-2026 (docs/reference/fide-tiebreaks-berger-trf.md §3); TRF-2026 изисква UTF-8."#,
            },
        },
        uk: Texts {
            summary: r#"файл не в UTF-8, його прочитано як ISO-8859-1 (Latin-1)"#,
            doc: Doc {
                what: r#"Файл не в UTF-8, і його прочитано як ISO-8859-1 (Latin-1)."#,
                why: r#"Файли TRF26 записано в UTF-8. Старіші експорти часто в ISO-8859-1; тоді кожен байт читається як один символ Latin-1, що правильно для західноєвропейських імен, але хибно для кириличних кодових сторінок."#,
                example: r#"Експорт TRF-16 зі старої програми для Windows, де `Müller` записано байтом `0xFC`."#,
                fix: r#"Збережіть файл заново в UTF-8."#,
                reference: r#"ФІДЕ TRF-16 і TRF-2026 (docs/reference/fide-tiebreaks-berger-trf.md §3); TRF-2026 вимагає UTF-8."#,
            },
        },
    },
    Localized {
        code: TRF_CRLF_LINE_ENDINGS,
        bg: Texts {
            summary: r#"редовете на файла завършват с CR LF"#,
            doc: Doc {
                what: r#"Редовете на файла завършват с CR LF."#,
                why: r#"Редовете на TRF на ФИДЕ завършват с CR; повечето програми пишат LF. CR LF се чете по същия начин, но някои програми за рейтинг са строги."#,
                example: r#"Файл, редактиран под Windows: всеки ред завършва с байтовете 0D 0A."#,
                fix: r#"Преобразувайте краищата на редовете, ако някоя програма отхвърли файла."#,
                reference: r#"ФИДЕ TRF-16 и TRF-2026 (docs/reference/fide-tiebreaks-berger-trf.md §3): записите завършват с CR."#,
            },
        },
        uk: Texts {
            summary: r#"рядки файлу закінчуються на CR LF"#,
            doc: Doc {
                what: r#"Рядки файлу закінчуються на CR LF."#,
                why: r#"Рядки TRF ФІДЕ закінчуються на CR; більшість програм пише LF. CR LF читається так само, але деякі рейтингові програми суворіші."#,
                example: r#"Файл, редагований у Windows: кожен рядок закінчується байтами 0D 0A."#,
                fix: r#"Перетворіть закінчення рядків, якщо якась програма відхиляє файл."#,
                reference: r#"ФІДЕ TRF-16 і TRF-2026 (docs/reference/fide-tiebreaks-berger-trf.md §3): записи закінчуються на CR."#,
            },
        },
    },
    Localized {
        code: TRF_TRAILING_BLANKS,
        bg: Texts {
            summary: r#"редове завършват с интервали"#,
            doc: Doc {
                what: r#"Редове завършват с интервали."#,
                why: r#"Интервалите след последното поле се пренебрегват. Съобщават се веднъж за файла, защото някои програми приемат празна колона за резултат като резултат."#,
                example: r#"`001    1 m    Voiska Margarita ...  7.5    1␠␠␠` (интервали след последния блок на кръг)."#,
                fix: r#"Премахнете интервалите в края на редовете."#,
                reference: r#"ФИДЕ TRF-16 и TRF-2026 (docs/reference/fide-tiebreaks-berger-trf.md §3.1)."#,
            },
        },
        uk: Texts {
            summary: r#"рядки закінчуються пробілами"#,
            doc: Doc {
                what: r#"Рядки закінчуються пробілами."#,
                why: r#"Пробіли після останнього поля ігноруються. Про них повідомляють раз на файл, бо деякі програми вважають порожню колонку результату результатом."#,
                example: r#"`001    1 m    Voiska Margarita ...  7.5    1␠␠␠` (пробіли після останнього блоку туру)."#,
                fix: r#"Приберіть пробіли в кінці рядків."#,
                reference: r#"ФІДЕ TRF-16 і TRF-2026 (docs/reference/fide-tiebreaks-berger-trf.md §3.1)."#,
            },
        },
    },
    Localized {
        code: TRF_UNKNOWN_RECORD,
        bg: Texts {
            summary: r#"ред, който не е познат запис на TRF; пренебрегнат е"#,
            doc: Doc {
                what: r#"Редът не е запис на TRF, който програмата познава; пренебрегнат е."#,
                why: r#"Записите се разпознават по колони 1–3 (`001`, `012`, `XXR`, `310`, …). Линийки на колоните, редове с национален рейтинг и записи на отделни програми се прескачат."#,
                example: r#"`XXY 2021 national list` или линийка `---- --- ----`."#,
                fix: r#"Нищо не е нужно, освен ако редът носи резултати."#,
                reference: r#"ФИДЕ TRF-16 и TRF-2026 (docs/reference/fide-tiebreaks-berger-trf.md §3; §3.5 за разширенията TRF(x) XXR, XXC, XXA, XXS)."#,
            },
        },
        uk: Texts {
            summary: r#"рядок, що не є відомим записом TRF; його пропущено"#,
            doc: Doc {
                what: r#"Рядок не є записом TRF, який програма знає; його пропущено."#,
                why: r#"Записи розпізнають за колонками 1–3 (`001`, `012`, `XXR`, `310`, …). Лінійки колонок, рядки національного рейтингу та записи окремих програм пропускаються."#,
                example: r#"`XXY 2021 national list` або лінійка `---- --- ----`."#,
                fix: r#"Нічого не потрібно, якщо рядок не містить результатів."#,
                reference: r#"ФІДЕ TRF-16 і TRF-2026 (docs/reference/fide-tiebreaks-berger-trf.md §3; §3.5 про розширення TRF(x) XXR, XXC, XXA, XXS)."#,
            },
        },
    },
    Localized {
        code: TRF_UNREADABLE_PLAYER_LINE,
        bg: Texts {
            summary: r#"ред `001` без четим стартов номер; състезателят е пропуснат"#,
            doc: Doc {
                what: r#"Ред `001` няма четим стартов номер; състезателят е пропуснат."#,
                why: r#"Колони 5–8 на ред `001` съдържат стартовия номер (1–9999). Без него редът не може да се свърже с записите на противниците."#,
                example: r#"`001  abc  m ...`"#,
                fix: r#"Напишете стартовия номер, подравнен вдясно в колони 5–8."#,
                reference: r#"ФИДЕ TRF-16 и TRF-2026 (docs/reference/fide-tiebreaks-berger-trf.md §3.1, колони 5–8)."#,
            },
        },
        uk: Texts {
            summary: r#"рядок `001` без стартового номера, який можна прочитати; гравця пропущено"#,
            doc: Doc {
                what: r#"Рядок `001` не має стартового номера, який можна прочитати; гравця пропущено."#,
                why: r#"Колонки 5–8 рядка `001` містять стартовий номер (1–9999). Без нього рядок не можна пов’язати із записами суперників."#,
                example: r#"`001  abc  m ...`"#,
                fix: r#"Запишіть стартовий номер із вирівнюванням праворуч у колонках 5–8."#,
                reference: r#"ФІДЕ TRF-16 і TRF-2026 (docs/reference/fide-tiebreaks-berger-trf.md §3.1, колонки 5–8)."#,
            },
        },
    },
    Localized {
        code: TRF_UNREADABLE_FIELD,
        bg: Texts {
            summary: r#"поле не съдържа това, което трябва да е в колоните му; пренебрегнато е"#,
            doc: Doc {
                what: r#"Поле не съдържа това, което трябва да стои в колоните му; пренебрегнато е."#,
                why: r#"Всяко поле на TRF има постоянни колони (рейтинг 49–52, номер във ФИДЕ 58–68, точки 81–84, място 86–89). Стойност, която не може да се прочете, се изпуска."#,
                example: r#"`3,5x` в колоната за точки."#,
                fix: r#"Поправете стойността или проверете подравняването на колоните."#,
                reference: r#"ФИДЕ TRF-16 и TRF-2026 (docs/reference/fide-tiebreaks-berger-trf.md §3.1, таблицата на колоните)."#,
            },
        },
        uk: Texts {
            summary: r#"поле не містить того, що має бути в його колонках; його пропущено"#,
            doc: Doc {
                what: r#"Поле не містить того, що має стояти в його колонках; його пропущено."#,
                why: r#"Кожне поле TRF має сталі колонки (рейтинг 49–52, ідентифікатор ФІДЕ 58–68, очки 81–84, місце 86–89). Значення, яке не вдається прочитати, відкидається."#,
                example: r#"`3,5x` у колонці очок."#,
                fix: r#"Виправте значення або перевірте вирівнювання колонок."#,
                reference: r#"ФІДЕ TRF-16 і TRF-2026 (docs/reference/fide-tiebreaks-berger-trf.md §3.1, таблиця колонок)."#,
            },
        },
    },
    Localized {
        code: TRF_DUPLICATE_START_NUMBER,
        bg: Texts {
            summary: r#"два реда `001` с един и същ стартов номер; вторият е пропуснат"#,
            doc: Doc {
                what: r#"Два реда `001` имат един и същ стартов номер; вторият е пропуснат."#,
                why: r#"Стартовите номера назовават състезателите във всеки блок на кръг, затова трябва да са различни."#,
                example: r#"Два реда, започващи с `001    7 `."#,
                fix: r#"Преномерирайте състезателите."#,
                reference: r#"ФИДЕ TRF-16 и TRF-2026 (docs/reference/fide-tiebreaks-berger-trf.md §3.1, колони 5–8: стартовият номер назовава състезателя)."#,
            },
        },
        uk: Texts {
            summary: r#"два рядки `001` з однаковим стартовим номером; другий пропущено"#,
            doc: Doc {
                what: r#"Два рядки `001` мають однаковий стартовий номер; другий пропущено."#,
                why: r#"Стартові номери називають гравців у кожному блоці туру, тож мають бути різними."#,
                example: r#"Два рядки, що починаються з `001    7 `."#,
                fix: r#"Перенумеруйте гравців."#,
                reference: r#"ФІДЕ TRF-16 і TRF-2026 (docs/reference/fide-tiebreaks-berger-trf.md §3.1, колонки 5–8: стартовий номер називає гравця)."#,
            },
        },
    },
    Localized {
        code: TRF_MISSING_START_NUMBER,
        bg: Texts {
            summary: r#"в стартовите номера има пропуск; липсващите номера нямат ред"#,
            doc: Doc {
                what: r#"В стартовите номера има пропуск: някой номер между 1 и най-големия няма ред `001`."#,
                why: r#"Стартовите номера трябва да вървят 1, 2, …, n без пропуски. Номерата на останалите се пазят както са написани (към тях сочат блоковете на кръговете); липсващ номер няма състезател, затова няма ред в класирането, а партия срещу него се съобщава (`T012`) и се изпуска."#,
                example: r#"Редове `001` за номера 1–11 и 13, нито един за 12."#,
                fix: r#"Добавете липсващия състезател или преномерирайте."#,
                reference: r#"ФИДЕ TRF-16 и TRF-2026 (docs/reference/fide-tiebreaks-berger-trf.md §3.1)."#,
            },
        },
        uk: Texts {
            summary: r#"у стартових номерах є пропуск; пропущені номери не мають рядка"#,
            doc: Doc {
                what: r#"У стартових номерах є пропуск: якийсь номер між 1 і найбільшим не має рядка `001`."#,
                why: r#"Стартові номери мають іти 1, 2, …, n без пропусків. Номери інших зберігаються як записано (на них посилаються блоки турів); пропущений номер не має гравця, тож не має рядка в таблиці, а партію проти нього повідомляють (`T012`) і відкидають."#,
                example: r#"Рядки `001` для номерів 1–11 і 13, жодного для 12."#,
                fix: r#"Додайте пропущеного гравця або перенумеруйте."#,
                reference: r#"ФІДЕ TRF-16 і TRF-2026 (docs/reference/fide-tiebreaks-berger-trf.md §3.1)."#,
            },
        },
    },
    Localized {
        code: TRF_BAD_RESULT_CODE,
        bg: Texts {
            summary: r#"блок на кръг с код на резултат извън `1 = 0 + - W D L H F U Z`"#,
            doc: Doc {
                what: r#"Блок на кръг има код на резултат извън `1 = 0 + - W D L H F U Z`."#,
                why: r#"Колона 8 на всеки блок на кръг (колона 99 за първия кръг) съдържа резултата. Непознат код се чете като отсъствие."#,
                example: r#"`   12 w 2` (`2` в колоната за резултат)."#,
                fix: r#"Използвайте един от кодовете за резултат на ФИДЕ."#,
                reference: r#"ФИДЕ TRF-16 и TRF-2026 (docs/reference/fide-tiebreaks-berger-trf.md §3.1: кодове `+ - = 1 0 W D L H F U Z`)."#,
            },
        },
        uk: Texts {
            summary: r#"блок туру з кодом результату поза `1 = 0 + - W D L H F U Z`"#,
            doc: Doc {
                what: r#"Блок туру має код результату поза `1 = 0 + - W D L H F U Z`."#,
                why: r#"Колонка 8 кожного блоку туру (колонка 99 для першого туру) містить результат. Невідомий код читається як відсутність."#,
                example: r#"`   12 w 2` (`2` у колонці результату)."#,
                fix: r#"Використайте один із кодів результату ФІДЕ."#,
                reference: r#"ФІДЕ TRF-16 і TRF-2026 (docs/reference/fide-tiebreaks-berger-trf.md §3.1: коди `+ - = 1 0 W D L H F U Z`)."#,
            },
        },
    },
    Localized {
        code: TRF_BAD_COLOUR,
        bg: Texts {
            summary: r#"блок на кръг с цвят, различен от `w`, `b` или `-`"#,
            doc: Doc {
                what: r#"Блок на кръг има цвят, различен от `w`, `b` или `-`."#,
                why: r#"Колона 6 на всеки блок (колона 97 за първия кръг) съдържа цвета. Непозната стойност се чете като неизвестен цвят."#,
                example: r#"`   12 x 1` (`x` в колоната за цвят)."#,
                fix: r#"Напишете `w`, `b` или `-` за почивка."#,
                reference: r#"ФИДЕ TRF-16 и TRF-2026 (docs/reference/fide-tiebreaks-berger-trf.md §3.1: цветове `w`, `b`, `-`)."#,
            },
        },
        uk: Texts {
            summary: r#"блок туру з кольором, відмінним від `w`, `b` чи `-`"#,
            doc: Doc {
                what: r#"Блок туру має колір, відмінний від `w`, `b` чи `-`."#,
                why: r#"Колонка 6 кожного блоку (колонка 97 для першого туру) містить колір. Невідоме значення читається як невідомий колір."#,
                example: r#"`   12 x 1` (`x` у колонці кольору)."#,
                fix: r#"Запишіть `w`, `b` або `-` для вільного туру."#,
                reference: r#"ФІДЕ TRF-16 і TRF-2026 (docs/reference/fide-tiebreaks-berger-trf.md §3.1: кольори `w`, `b`, `-`)."#,
            },
        },
    },
    Localized {
        code: TRF_OPPONENT_OUT_OF_RANGE,
        bg: Texts {
            summary: r#"номерът на противник не е стартов номер на друг състезател"#,
            doc: Doc {
                what: r#"Номерът на противник не е стартовият номер на друг състезател."#,
                why: r#"Колони 1–4 на блока на кръг назовават противника със стартовия му номер. Номер над най-големия, собственият номер или номер без ред `001` не може да е верен; противникът се изпуска, а кръгът остава неизигран със своя резултат."#,
                example: r#"`   99 w 1` във файл с 16 състезатели, състезател 4 срещу `    4` или партия срещу 12, когато никой ред няма номер 12."#,
                fix: r#"Поправете номера на противника."#,
                reference: r#"ФИДЕ TRF-16 и TRF-2026 (docs/reference/fide-tiebreaks-berger-trf.md §3.1: стартовият номер на противника, 0000 при липса)."#,
            },
        },
        uk: Texts {
            summary: r#"номер суперника не є стартовим номером іншого гравця"#,
            doc: Doc {
                what: r#"Номер суперника не є стартовим номером іншого гравця."#,
                why: r#"Колонки 1–4 блоку туру називають суперника його стартовим номером. Номер, більший за найбільший, власний номер чи номер без рядка `001` не може бути правильним; суперника відкидають, а тур лишається незіграним зі своїм результатом."#,
                example: r#"`   99 w 1` у файлі з 16 гравцями, гравець 4 проти `    4` або партія проти 12, коли жоден рядок не має номера 12."#,
                fix: r#"Виправте номер суперника."#,
                reference: r#"ФІДЕ TRF-16 і TRF-2026 (docs/reference/fide-tiebreaks-berger-trf.md §3.1: стартовий номер суперника, 0000 за відсутності)."#,
            },
        },
    },
    Localized {
        code: TRF_GAMES_DISAGREE,
        bg: Texts {
            summary: r#"двамата играчи на една партия я описват различно"#,
            doc: Doc {
                what: r#"Двамата играчи на една партия я описват различно."#,
                why: r#"Всяка партия е записана два пъти: в реда на всеки от играчите. Двата записа трябва да назовават един друг, да имат противоположни цветове и допълващи се резултати (`1`/`0`, `=`/`=`, `+`/`-`)."#,
                example: r#"Състезател 4 има `12 b 1` в първи кръг, състезател 12 има `4 w 1`."#,
                fix: r#"Поправете грешната страна."#,
                reference: r#"ФИДЕ TRF-16 и TRF-2026 (docs/reference/fide-tiebreaks-berger-trf.md §3.1): всяка партия се записва в редовете и на двамата играчи."#,
            },
        },
        uk: Texts {
            summary: r#"двоє гравців однієї партії описують її по-різному"#,
            doc: Doc {
                what: r#"Двоє гравців однієї партії описують її по-різному."#,
                why: r#"Кожну партію записано двічі: у рядку кожного з гравців. Обидва записи мають називати один одного, мати протилежні кольори й доповнювальні результати (`1`/`0`, `=`/`=`, `+`/`-`)."#,
                example: r#"Гравець 4 має `12 b 1` у першому турі, гравець 12 має `4 w 1`."#,
                fix: r#"Виправте хибний бік."#,
                reference: r#"ФІДЕ TRF-16 і TRF-2026 (docs/reference/fide-tiebreaks-berger-trf.md §3.1): кожну партію записують у рядках обох гравців."#,
            },
        },
    },
    Localized {
        code: TRF_DECLARED_POINTS_MISMATCH,
        bg: Texts {
            summary: r#"точките в колони 81–84 се различават от сбора на резултатите от кръговете"#,
            doc: Doc {
                what: r#"Точките в колони 81–84 се различават от сбора на резултатите от кръговете."#,
                why: r#"Обявеният сбор трябва да е равен на сбора на резултатите по точковата система (`XXS` или `162`). За класирането се използва пресметнатата стойност."#,
                example: r#"Състезател с резултати 1, ½, 1 и `3.0` в колони 81–84."#,
                fix: r#"Поправете сбора или резултатите от кръговете."#,
                reference: r#"ФИДЕ TRF-16 и TRF-2026 (docs/reference/fide-tiebreaks-berger-trf.md §3.1, колони 81–84: точки)."#,
            },
        },
        uk: Texts {
            summary: r#"очки в колонках 81–84 відрізняються від суми результатів турів"#,
            doc: Doc {
                what: r#"Очки в колонках 81–84 відрізняються від суми результатів турів."#,
                why: r#"Оголошена сума має дорівнювати сумі результатів за системою очок (`XXS` або `162`). Для таблиці використовується обчислене значення."#,
                example: r#"Гравець із результатами 1, ½, 1 і `3.0` у колонках 81–84."#,
                fix: r#"Виправте суму або результати турів."#,
                reference: r#"ФІДЕ TRF-16 і TRF-2026 (docs/reference/fide-tiebreaks-berger-trf.md §3.1, колонки 81–84: очки)."#,
            },
        },
    },
    Localized {
        code: TRF_IMPLICIT_HALF_POINT_BYE,
        bg: Texts {
            summary: r#"кръг без буква за резултат се чете като почивка с половин точка, защото обявеният сбор я изисква"#,
            doc: Doc {
                what: r#"Кръг без буква за резултат се чете като почивка с половин точка, защото обявеният сбор я изисква."#,
                why: r#"Някои експорти (напр. ирландските файлове `.tab`) пишат почивка с половин точка като празен блок или `0000 -` без буква, а обявеният сбор включва половинката. Кръгът се чете като `H`."#,
                example: r#"`0000 -  ` (без буква) в кръг, в който обявеният сбор брои ½."#,
                fix: r#"Напишете `0000 - H`."#,
                reference: r#"ФИДЕ TRF-16 и TRF-2026 (docs/reference/fide-tiebreaks-berger-trf.md §3.1; бележките в §3 за ирландските експорти `.tab`)."#,
            },
        },
        uk: Texts {
            summary: r#"тур без літери результату читається як вільний тур з пів очка, бо цього вимагає оголошена сума"#,
            doc: Doc {
                what: r#"Тур без літери результату читається як вільний тур з пів очка, бо цього вимагає оголошена сума."#,
                why: r#"Деякі експорти (напр. ірландські файли `.tab`) пишуть вільний тур з пів очка як порожній блок або `0000 -` без літери, а оголошена сума включає пів очка. Тур читається як `H`."#,
                example: r#"`0000 -  ` (без літери) у турі, де оголошена сума рахує ½."#,
                fix: r#"Запишіть `0000 - H`."#,
                reference: r#"ФІДЕ TRF-16 і TRF-2026 (docs/reference/fide-tiebreaks-berger-trf.md §3.1; примітки в §3 про ірландські експорти `.tab`)."#,
            },
        },
    },
    Localized {
        code: TRF_BYE_WRITTEN_AS_DRAW,
        bg: Texts {
            summary: r#"реми без противник се чете като почивка с половин точка"#,
            doc: Doc {
                what: r#"Реми без противник се чете като почивка с половин точка."#,
                why: r#"`0000 - =` не е партия. Както `bbpPairings`, програмата го чете като почивка с половин точка (`H`)."#,
                example: r#"`0000 - =`."#,
                fix: r#"Напишете `0000 - H`."#,
                reference: r#"ФИДЕ TRF-16 и TRF-2026 (docs/reference/fide-tiebreaks-berger-trf.md §3.1: почивката с половин точка е `H`); `bbpPairings` чете `=` без противник по същия начин."#,
            },
        },
        uk: Texts {
            summary: r#"нічия без суперника читається як вільний тур з пів очка"#,
            doc: Doc {
                what: r#"Нічия без суперника читається як вільний тур з пів очка."#,
                why: r#"`0000 - =` не є партією. Як і `bbpPairings`, програма читає це як вільний тур з пів очка (`H`)."#,
                example: r#"`0000 - =`."#,
                fix: r#"Запишіть `0000 - H`."#,
                reference: r#"ФІДЕ TRF-16 і TRF-2026 (docs/reference/fide-tiebreaks-berger-trf.md §3.1: вільний тур з пів очка — `H`); `bbpPairings` читає `=` без суперника так само."#,
            },
        },
    },
    Localized {
        code: TRF_DUMMY_BYE_PLAYER,
        bg: Texts {
            summary: r#"фиктивен състезател (`bye`, `spielfrei`, …) замества почивката по жребий"#,
            doc: Doc {
                what: r#"Фиктивен състезател (`bye`, `spielfrei`, …) замества почивката по жребий."#,
                why: r#"Някои програми чифтосват почиващия с фиктивен запис. Фиктивният се премахва (когато е последният стартов номер), а партиите срещу него стават почивки по жребий (`U`)."#,
                example: r#"`001   49      spielfrei`, а всеки негов противник има `+`."#,
                fix: r#"Експортирайте почивките като `0000 - U` и махнете фиктивния ред."#,
                reference: r#"ФИДЕ TRF-16 и TRF-2026 (docs/reference/fide-tiebreaks-berger-trf.md §3.1; `U` е почивката по жребий)."#,
            },
        },
        uk: Texts {
            summary: r#"фіктивний гравець (`bye`, `spielfrei`, …) замінює вільний тур за жеребкуванням"#,
            doc: Doc {
                what: r#"Фіктивний гравець (`bye`, `spielfrei`, …) замінює вільний тур за жеребкуванням."#,
                why: r#"Деякі програми ставлять гравця з вільним туром проти фіктивного запису. Фіктивного прибирають (коли він має останній стартовий номер), а партії проти нього стають вільними турами за жеребкуванням (`U`)."#,
                example: r#"`001   49      spielfrei`, а кожен його суперник має `+`."#,
                fix: r#"Експортуйте вільні тури як `0000 - U` і приберіть фіктивний рядок."#,
                reference: r#"ФІДЕ TRF-16 і TRF-2026 (docs/reference/fide-tiebreaks-berger-trf.md §3.1; `U` — вільний тур за жеребкуванням)."#,
            },
        },
    },
    Localized {
        code: TRF_UNREADABLE_DATE,
        bg: Texts {
            summary: r#"дата в `042` или `052` не можа да се прочете"#,
            doc: Doc {
                what: r#"Дата в `042` или `052` не можа да се прочете."#,
                why: r#"Датите се пишат `YYYY/MM/DD` (TRF26). Приемат се и други разпространени форми (`DD.MM.YYYY`, `YY.MM.DD`, `May 10, 2020`); тази не е от тях. Изданието на правилата за допълнителните показатели зависи от началната дата."#,
                example: r#"`042 11th of March 2021`."#,
                fix: r#"Напишете датата като `YYYY/MM/DD`."#,
                reference: r#"ФИДЕ TRF-16 и TRF-2026 (docs/reference/fide-tiebreaks-berger-trf.md §3.2, записи 042 и 052: дати YYYY/MM/DD)."#,
            },
        },
        uk: Texts {
            summary: r#"дату в `042` або `052` не вдалося прочитати"#,
            doc: Doc {
                what: r#"Дату в `042` або `052` не вдалося прочитати."#,
                why: r#"Дати пишуть як `YYYY/MM/DD` (TRF26). Приймаються й інші поширені форми (`DD.MM.YYYY`, `YY.MM.DD`, `May 10, 2020`); ця не з них. Редакція правил додаткових показників залежить від дати початку."#,
                example: r#"`042 11th of March 2021`."#,
                fix: r#"Запишіть дату як `YYYY/MM/DD`."#,
                reference: r#"ФІДЕ TRF-16 і TRF-2026 (docs/reference/fide-tiebreaks-berger-trf.md §3.2, записи 042 і 052: дати YYYY/MM/DD)."#,
            },
        },
    },
    Localized {
        code: TRF_MORE_ROUNDS_THAN_DECLARED,
        bg: Texts {
            summary: r#"състезател има повече блокове на кръгове, отколкото обявяват `XXR` / `142`"#,
            doc: Doc {
                what: r#"Състезател има повече блокове на кръгове, отколкото обявяват `XXR` / `142`."#,
                why: r#"За брой кръгове се взема по-голямото число."#,
                example: r#"`XXR 9` и състезател с десет блока."#,
                fix: r#"Поправете `XXR` или премахнете излишните блокове."#,
                reference: r#"ФИДЕ TRF-16 и TRF-2026 (docs/reference/fide-tiebreaks-berger-trf.md §3.5, запис XXR; запис 142 на TRF-2026)."#,
            },
        },
        uk: Texts {
            summary: r#"гравець має більше блоків турів, ніж оголошують `XXR` / `142`"#,
            doc: Doc {
                what: r#"Гравець має більше блоків турів, ніж оголошують `XXR` / `142`."#,
                why: r#"Кількістю турів вважається більше число."#,
                example: r#"`XXR 9` і гравець із десятьма блоками."#,
                fix: r#"Виправте `XXR` або приберіть зайві блоки."#,
                reference: r#"ФІДЕ TRF-16 і TRF-2026 (docs/reference/fide-tiebreaks-berger-trf.md §3.5, запис XXR; запис 142 TRF-2026)."#,
            },
        },
    },
    Localized {
        code: TRF_PAIRING_WITHOUT_RESULT,
        bg: Texts {
            summary: r#"блок на кръг назовава противник, но няма резултат; записът е пренебрегнат"#,
            doc: Doc {
                what: r#"Блок на кръг назовава противник, но няма резултат; записът е пренебрегнат."#,
                why: r#"Файл, експортиран по време на кръг, съдържа текущите двойки без резултати. Класирането не ги взема предвид."#,
                example: r#"`   12 w  ` (противник и цвят, без резултат) в последния кръг."#,
                fix: r#"Въведете резултатите или експортирайте след кръга."#,
                reference: r#"ФИДЕ TRF-16 и TRF-2026 (docs/reference/fide-tiebreaks-berger-trf.md §3.1)."#,
            },
        },
        uk: Texts {
            summary: r#"блок туру називає суперника, але не має результату; запис пропущено"#,
            doc: Doc {
                what: r#"Блок туру називає суперника, але не має результату; запис пропущено."#,
                why: r#"Файл, експортований під час туру, містить поточні пари без результатів. Таблиця їх не враховує."#,
                example: r#"`   12 w  ` (суперник і колір, без результату) в останньому турі."#,
                fix: r#"Внесіть результати або експортуйте після туру."#,
                reference: r#"ФІДЕ TRF-16 і TRF-2026 (docs/reference/fide-tiebreaks-berger-trf.md §3.1)."#,
            },
        },
    },
    Localized {
        code: TRF_RESULT_NEEDS_OPPONENT,
        bg: Texts {
            summary: r#"резултат от партия (`1 = 0 W D L`) без противник"#,
            doc: Doc {
                what: r#"Резултат от партия (`1 = 0 W D L`) няма противник."#,
                why: r#"Резултатите от партии изискват противник в колони 1–4 на блока. Записът се чете като почивка със същите точки."#,
                example: r#"`0000 w 1` (победа срещу противник 0000)."#,
                fix: r#"Добавете противника или използвайте код за почивка (`F H U Z`)."#,
                reference: r#"ФИДЕ TRF-16 и TRF-2026 (docs/reference/fide-tiebreaks-berger-trf.md §3.1)."#,
            },
        },
        uk: Texts {
            summary: r#"результат партії (`1 = 0 W D L`) без суперника"#,
            doc: Doc {
                what: r#"Результат партії (`1 = 0 W D L`) не має суперника."#,
                why: r#"Результати партій потребують суперника в колонках 1–4 блоку. Запис читається як вільний тур із тими самими очками."#,
                example: r#"`0000 w 1` (перемога проти суперника 0000)."#,
                fix: r#"Додайте суперника або використайте код вільного туру (`F H U Z`)."#,
                reference: r#"ФІДЕ TRF-16 і TRF-2026 (docs/reference/fide-tiebreaks-berger-trf.md §3.1)."#,
            },
        },
    },
    Localized {
        code: TRF_BYE_WITH_OPPONENT,
        bg: Texts {
            summary: r#"код за почивка (`H F U Z`) с противник"#,
            doc: Doc {
                what: r#"Код за почивка (`H F U Z`) има противник."#,
                why: r#"Почивките нямат противник (`0000`). Противникът се изпуска."#,
                example: r#"`   12 - H` (почивка с половин точка, която назовава противник)."#,
                fix: r#"Напишете `0000 - H` (или `F`, `U`, `Z`)."#,
                reference: r#"ФИДЕ TRF-16 и TRF-2026 (docs/reference/fide-tiebreaks-berger-trf.md §3.1: почивките имат противник 0000)."#,
            },
        },
        uk: Texts {
            summary: r#"код вільного туру (`H F U Z`) із суперником"#,
            doc: Doc {
                what: r#"Код вільного туру (`H F U Z`) має суперника."#,
                why: r#"Вільні тури не мають суперника (`0000`). Суперника відкидають."#,
                example: r#"`   12 - H` (вільний тур з пів очка, що називає суперника)."#,
                fix: r#"Запишіть `0000 - H` (або `F`, `U`, `Z`)."#,
                reference: r#"ФІДЕ TRF-16 і TRF-2026 (docs/reference/fide-tiebreaks-berger-trf.md §3.1: вільні тури мають суперника 0000)."#,
            },
        },
    },
    Localized {
        code: TRF_BAD_TEAM_RECORD,
        bg: Texts {
            summary: r#"отборен запис (`013`, `310`, `300`, `320`, `330`, `240`) не можа да се прочете"#,
            doc: Doc {
                what: r#"Отборен запис (`013`, `310`, `300`, `320`, `330`, `240`) не можа да се прочете."#,
                why: r#"Записите за отбори и почивки имат постоянни числови полета. Записът се прескача."#,
                example: r#"`013 Lokomotiv       1  2  x  4` (буква сред номерата на членовете)."#,
                fix: r#"Сверете колоните с описанието на TRF26."#,
                reference: r#"ФИДЕ TRF-16 и TRF-2026 (docs/reference/fide-tiebreaks-berger-trf.md §3.3–3.4, записи 013, 310, 300, 320, 330, 240)."#,
            },
        },
        uk: Texts {
            summary: r#"командний запис (`013`, `310`, `300`, `320`, `330`, `240`) не вдалося прочитати"#,
            doc: Doc {
                what: r#"Командний запис (`013`, `310`, `300`, `320`, `330`, `240`) не вдалося прочитати."#,
                why: r#"Записи команд і вільних турів мають сталі числові поля. Запис пропускають."#,
                example: r#"`013 Lokomotiv       1  2  x  4` (літера серед номерів членів)."#,
                fix: r#"Звірте колонки з описом TRF26."#,
                reference: r#"ФІДЕ TRF-16 і TRF-2026 (docs/reference/fide-tiebreaks-berger-trf.md §3.3–3.4, записи 013, 310, 300, 320, 330, 240)."#,
            },
        },
    },
    Localized {
        code: TRF_UNKNOWN_TEAM_MEMBER,
        bg: Texts {
            summary: r#"отборен запис назовава стартов номер без ред `001`"#,
            doc: Doc {
                what: r#"Отборен запис назовава стартов номер, който няма ред `001`."#,
                why: r#"Членовете на отбора се изброяват със стартовите им номера. Непознатият номер се изпуска."#,
                example: r#"`013 Lokomotiv 1 2 3 57` във файл, чиито състезатели свършват на 48."#,
                fix: r#"Добавете състезателя или поправете номера."#,
                reference: r#"ФИДЕ TRF-16 и TRF-2026 (docs/reference/fide-tiebreaks-berger-trf.md §3.3–3.4)."#,
            },
        },
        uk: Texts {
            summary: r#"командний запис називає стартовий номер без рядка `001`"#,
            doc: Doc {
                what: r#"Командний запис називає стартовий номер, який не має рядка `001`."#,
                why: r#"Членів команди перелічують стартовими номерами. Невідомий номер відкидають."#,
                example: r#"`013 Lokomotiv 1 2 3 57` у файлі, де гравці закінчуються на 48."#,
                fix: r#"Додайте гравця або виправте номер."#,
                reference: r#"ФІДЕ TRF-16 і TRF-2026 (docs/reference/fide-tiebreaks-berger-trf.md §3.3–3.4)."#,
            },
        },
    },
    Localized {
        code: TRF_PLAYER_IN_TWO_TEAMS,
        bg: Texts {
            summary: r#"състезател е записан в два отбора"#,
            doc: Doc {
                what: r#"Състезател е записан в два отбора."#,
                why: r#"Състезателят принадлежи на един отбор. Второто записване се изпуска."#,
                example: r#"Състезател 7 в редовете `013` на два отбора."#,
                fix: r#"Махнете състезателя от единия отбор."#,
                reference: r#"ФИДЕ TRF-16 и TRF-2026 (docs/reference/fide-tiebreaks-berger-trf.md §3.3–3.4)."#,
            },
        },
        uk: Texts {
            summary: r#"гравця записано у двох командах"#,
            doc: Doc {
                what: r#"Гравця записано у двох командах."#,
                why: r#"Гравець належить одній команді. Другий запис відкидають."#,
                example: r#"Гравець 7 у рядках `013` двох команд."#,
                fix: r#"Приберіть гравця з однієї з команд."#,
                reference: r#"ФІДЕ TRF-16 і TRF-2026 (docs/reference/fide-tiebreaks-berger-trf.md §3.3–3.4)."#,
            },
        },
    },
    Localized {
        code: TRF_LINEUP_DISAGREES,
        bg: Texts {
            summary: r#"дъските на отборна среща не съвпадат с партиите на състезателите"#,
            doc: Doc {
                what: r#"Дъските на отборна среща не съвпадат с партиите на състезателите."#,
                why: r#"Дъските се съпоставят по място в състава на всеки отбор (записът `300` или редът на дъските на отбора). Тук дъска с даден номер на единия отбор не е играла срещу дъската със същия номер на другия."#,
                example: r#"Състезателят на втора дъска на отбор А е срещнал този на трета дъска на отбор Б в четвърти кръг."#,
                fix: r#"Добавете запис `300` с действително играещия състав."#,
                reference: r#"ФИДЕ TRF-16 и TRF-2026 (docs/reference/fide-tiebreaks-berger-trf.md §3.4, записи 300 и 310: съставът)."#,
            },
        },
        uk: Texts {
            summary: r#"шахівниці командного матчу не збігаються з партіями гравців"#,
            doc: Doc {
                what: r#"Шахівниці командного матчу не збігаються з партіями гравців."#,
                why: r#"Шахівниці зіставляють за місцем у складі кожної команди (запис `300` або порядок шахівниць команди). Тут шахівниця з певним номером однієї команди не грала проти шахівниці з тим самим номером іншої."#,
                example: r#"Гравець другої шахівниці команди А зустрівся з гравцем третьої шахівниці команди Б у четвертому турі."#,
                fix: r#"Додайте запис `300` зі складом, що справді грав."#,
                reference: r#"ФІДЕ TRF-16 і TRF-2026 (docs/reference/fide-tiebreaks-berger-trf.md §3.4, записи 300 і 310: склад)."#,
            },
        },
    },
    Localized {
        code: TRF_BAD_POINT_SYSTEM,
        bg: Texts {
            summary: r#"запис за точкова система (`XXS`, `162`, `362`) с част, която не можа да се прочете"#,
            doc: Doc {
                what: r#"Запис за точкова система (`XXS`, `162`, `362`) има част, която не можа да се прочете."#,
                why: r#"Нечетимата част се пренебрегва и за нея остава стойността по подразбиране на ФИДЕ (1 / ½ / 0; 2 / 1 / 0 за срещи)."#,
                example: r#"`XXS W=one D=0.5` (`one` не е число)."#,
                fix: r#"Напишете `XXS W=1 D=0.5`."#,
                reference: r#"ФИДЕ TRF-16 и TRF-2026 (docs/reference/fide-tiebreaks-berger-trf.md §3.4 и §3.5: записи XXS, 162 и 362)."#,
            },
        },
        uk: Texts {
            summary: r#"запис системи очок (`XXS`, `162`, `362`) із частиною, яку не вдалося прочитати"#,
            doc: Doc {
                what: r#"Запис системи очок (`XXS`, `162`, `362`) має частину, яку не вдалося прочитати."#,
                why: r#"Частину, яку не можна прочитати, ігнорують, і для неї лишається типове значення ФІДЕ (1 / ½ / 0; 2 / 1 / 0 для матчів)."#,
                example: r#"`XXS W=one D=0.5` (`one` не є числом)."#,
                fix: r#"Запишіть `XXS W=1 D=0.5`."#,
                reference: r#"ФІДЕ TRF-16 і TRF-2026 (docs/reference/fide-tiebreaks-berger-trf.md §3.4 і §3.5: записи XXS, 162 і 362)."#,
            },
        },
    },
    Localized {
        code: TRF_TEAM_LISTS_DISAGREE,
        bg: Texts {
            summary: r#"ред `013` и запис `310` на един отбор изброяват различни състезатели"#,
            doc: Doc {
                what: r#"Ред `013` и запис `310` на един и същ отбор изброяват различни състезатели."#,
                why: r#"Файл TRF26 може да съдържа и двете форми; използва се записът `310`."#,
                example: r#"`013 Lokomotiv 1 2 3 4` и запис `310` на Lokomotiv с 1 2 3 5."#,
                fix: r#"Изравнете списъците или махнете редовете `013`."#,
                reference: r#"ФИДЕ TRF-16 и TRF-2026 (docs/reference/fide-tiebreaks-berger-trf.md §3.3–3.4: 013 отпада за сметка на 310)."#,
            },
        },
        uk: Texts {
            summary: r#"рядок `013` і запис `310` однієї команди перелічують різних гравців"#,
            doc: Doc {
                what: r#"Рядок `013` і запис `310` тієї самої команди перелічують різних гравців."#,
                why: r#"Файл TRF26 може містити обидві форми; використовується запис `310`."#,
                example: r#"`013 Lokomotiv 1 2 3 4` і запис `310` команди Lokomotiv з 1 2 3 5."#,
                fix: r#"Вирівняйте списки або приберіть рядки `013`."#,
                reference: r#"ФІДЕ TRF-16 і TRF-2026 (docs/reference/fide-tiebreaks-berger-trf.md §3.3–3.4: 013 поступово замінює 310)."#,
            },
        },
    },
    Localized {
        code: TRF_IMPLICIT_FULL_POINT_BYE,
        bg: Texts {
            summary: r#"кръг без буква за резултат се чете като почивка с цяла точка, защото обявеният сбор я изисква"#,
            doc: Doc {
                what: r#"Кръг без буква за резултат се чете като почивка с цяла точка, защото обявеният сбор я изисква."#,
                why: r#"Както при `T015`, но обявеният сбор изисква цяла точка за кръга (някои ирландски експорти пишат почивка с цяла точка като `0000 -` без буква). Кръгът се чете като `F`."#,
                example: r#"`0000 -  ` (без буква) в кръг, в който обявеният сбор брои цяла точка."#,
                fix: r#"Напишете `0000 - F`."#,
                reference: r#"ФИДЕ TRF-16 и TRF-2026 (docs/reference/fide-tiebreaks-berger-trf.md §3.1)."#,
            },
        },
        uk: Texts {
            summary: r#"тур без літери результату читається як вільний тур з цілим очком, бо цього вимагає оголошена сума"#,
            doc: Doc {
                what: r#"Тур без літери результату читається як вільний тур з цілим очком, бо цього вимагає оголошена сума."#,
                why: r#"Як і `T015`, але оголошена сума вимагає цілого очка за тур (деякі ірландські експорти пишуть вільний тур з очком як `0000 -` без літери). Тур читається як `F`."#,
                example: r#"`0000 -  ` (без літери) у турі, де оголошена сума рахує ціле очко."#,
                fix: r#"Запишіть `0000 - F`."#,
                reference: r#"ФІДЕ TRF-16 і TRF-2026 (docs/reference/fide-tiebreaks-berger-trf.md §3.1)."#,
            },
        },
    },
    Localized {
        code: TRF_POINT_VALUE_NOT_MODELLED,
        bg: Texts {
            summary: r#"запис за точкова система дава на почивка или служебен резултат стойност, която моделът не може да пази"#,
            doc: Doc {
                what: r#"Запис за точкова система дава на почивка или служебен резултат стойност, която моделът не може да пази."#,
                why: r#"Служебните победи и почивките с цяла точка и по жребий се броят като победи, почивките с половин точка като реми, отсъствията и служебните загуби като загуби. `XXS PAB=0.5` или `162 ... P 0.5` искат друго; тази стойност не се използва."#,
                example: r#"`XXS PAB=0.5` (почивка по жребий за половин точка)."#,
                fix: r#"Проверете на ръка класирането на засегнатите състезатели."#,
                reference: r#"ФИДЕ TRF-16 и TRF-2026 (docs/reference/fide-tiebreaks-berger-trf.md §3.4–3.5, записи 162 и XXS)."#,
            },
        },
        uk: Texts {
            summary: r#"запис системи очок дає вільному туру чи результату без гри значення, яке модель не може зберегти"#,
            doc: Doc {
                what: r#"Запис системи очок дає вільному туру чи результату без гри значення, яке модель не може зберегти."#,
                why: r#"Перемоги без гри, вільні тури з очком і за жеребкуванням рахуються як перемоги, вільні тури з пів очка як нічиї, відсутності й поразки без гри як поразки. `XXS PAB=0.5` чи `162 ... P 0.5` вимагають іншого; це значення не використовується."#,
                example: r#"`XXS PAB=0.5` (вільний тур за жеребкуванням за пів очка)."#,
                fix: r#"Перевірте вручну місця гравців, яких це стосується."#,
                reference: r#"ФІДЕ TRF-16 і TRF-2026 (docs/reference/fide-tiebreaks-berger-trf.md §3.4–3.5, записи 162 і XXS)."#,
            },
        },
    },
    Localized {
        code: TRF_NUMBER_TOO_WIDE,
        bg: Texts {
            summary: r#"стартов номер (или номер на противник) с повече от четири цифри излиза от колоните си"#,
            doc: Doc {
                what: r#"Стартов номер в колони 5–8 на ред `001` или противник в първите четири колони на блок на кръг има пет или повече цифри: навлиза в празната колона след полето си."#,
                why: r#"Полетата на TRF са постоянни колони: стартовият номер има четири (1–9999). По-широко число измества всяко следващо поле на реда с една колона, така че името, рейтингът, точките и всеки блок биха се прочели грешно. Вместо това редът (или остатъкът от него) се прескача и това се казва веднъж за целия файл с броя."#,
                example: r#"Генериран файл с 12 000 състезатели: `001 10000 m    Player 10000 …`."#,
                fix: r#"TRF побира най-много 9999 състезатели: разделете турнира на групи или номерирайте състезателите от 1."#,
                reference: r#"ФИДЕ TRF-16 и TRF-2026 (docs/reference/fide-tiebreaks-berger-trf.md §3.1: стартов номер в колони 5–8, противник в колони 92–95 за първия кръг, „1–9999“)."#,
            },
        },
        uk: Texts {
            summary: r#"стартовий номер (чи номер суперника) з понад чотирма цифрами виходить за свої колонки"#,
            doc: Doc {
                what: r#"Стартовий номер у колонках 5–8 рядка `001` або суперник у перших чотирьох колонках блоку туру має п’ять чи більше цифр: заходить у порожню колонку після свого поля."#,
                why: r#"Поля TRF — сталі колонки: стартовий номер має чотири (1–9999). Ширше число зсуває кожне наступне поле рядка на колонку, тож ім’я, рейтинг, очки й кожен блок прочиталися б хибно. Натомість рядок (або його решту) пропускають і кажуть про це раз на весь файл із кількістю."#,
                example: r#"Згенерований файл із 12 000 гравцями: `001 10000 m    Player 10000 …`."#,
                fix: r#"TRF вміщує щонайбільше 9999 гравців: поділіть турнір на групи або нумеруйте гравців з 1."#,
                reference: r#"ФІДЕ TRF-16 і TRF-2026 (docs/reference/fide-tiebreaks-berger-trf.md §3.1: стартовий номер у колонках 5–8, суперник у колонках 92–95 для першого туру, „1–9999“)."#,
            },
        },
    },
    Localized {
        code: TRF_TRUNCATED_RECORD,
        bg: Texts {
            summary: r#"ред `001` свършва вътре в поле, сякаш е отрязан"#,
            doc: Doc {
                what: r#"Ред `001` свършва в средата на подравнено вдясно число (рейтинг 49–52, номер във ФИДЕ 58–68, точки 81–84, място 86–89, противник в блок на кръг) или преди името (колона 15)."#,
                why: r#"Подравненото вдясно число свършва в последната колона на полето си, така че ред, който спира в него, е изгубил края си: числото е непълно (`23` от `2345`), а следващите кръгове липсват. Отрязаното поле и всичко след него не се четат; кръговете на състезателя спират там."#,
                example: r#"Файл, копиран от писмо с пренесени редове: `001    7 m    Petrov, Ivan                      23`."#,
                fix: r#"Експортирайте файла отново от програмата за жребий или възстановете края на реда."#,
                reference: r#"ФИДЕ TRF-16 и TRF-2026 (docs/reference/fide-tiebreaks-berger-trf.md §3.1: постоянните колони на записа `001`)."#,
            },
        },
        uk: Texts {
            summary: r#"рядок `001` уривається всередині поля, ніби його обрізано"#,
            doc: Doc {
                what: r#"Рядок `001` закінчується посередині вирівняного праворуч числа (рейтинг 49–52, ідентифікатор ФІДЕ 58–68, очки 81–84, місце 86–89, суперник у блоці туру) або перед ім’ям (колонка 15)."#,
                why: r#"Вирівняне праворуч число закінчується в останній колонці свого поля, тож рядок, що уривається в ньому, втратив кінець: число неповне (`23` з `2345`), а наступних турів бракує. Обрізане поле й усе після нього не читаються; тури гравця на цьому закінчуються."#,
                example: r#"Файл, скопійований з листа з перенесеними рядками: `001    7 m    Petrov, Ivan                      23`."#,
                fix: r#"Експортуйте файл заново з програми жеребкування або відновіть кінець рядка."#,
                reference: r#"ФІДЕ TRF-16 і TRF-2026 (docs/reference/fide-tiebreaks-berger-trf.md §3.1: сталі колонки запису `001`)."#,
            },
        },
    },
    Localized {
        code: TRF_UNUSABLE_TEAM_RECORD,
        bg: Texts {
            summary: r#"запис `300`, `330`, `240` или `320` на отборен турнир не пасва на никоя среща и е пренебрегнат"#,
            doc: Doc {
                what: r#"Състав (`300`), служебно загубена среща (`330`), почивка (`240`) или почивка по жребий (`320`) на отборен турнир назовава отбор без запис `310` (или `013`) или чифтосва отбор със себе си; или запис `300` е втори състав на отбор в същия кръг, или състав срещу отбор, който не е срещнал в този кръг."#,
                why: r#"Тези записи описват срещите между отборите във файла, по един състав на отбор и кръг. Запис, който не пасва на никоя среща, се пренебрегва: дъските на срещата се вземат от партиите на състезателите и реда на дъските на отбора (или от първия състав на отбора в кръга), без почивка и без служебен резултат."#,
                example: r#"`300   7  38  24  70  95 130 143` във файл, чиито отбори са номерирани 1–23 и 25–50."#,
                fix: r#"Поправете номерата на отборите или кръга, добавете липсващия запис `310` или оставете по един състав на отбор и кръг."#,
                reference: r#"ФИДЕ TRF-2026 (docs/reference/fide-tiebreaks-berger-trf.md §3.4, записи 300, 310, 320, 330 и 240)."#,
            },
        },
        uk: Texts {
            summary: r#"запис `300`, `330`, `240` чи `320` командного турніру не пасує до жодного матчу й пропущений"#,
            doc: Doc {
                what: r#"Склад (`300`), матч без гри (`330`), вільний тур (`240`) чи вільний тур за жеребкуванням (`320`) командного турніру називає команду без запису `310` (чи `013`) або ставить команду проти самої себе; або запис `300` є другим складом команди в тому самому турі, чи складом проти команди, з якою вона в цьому турі не грала."#,
                why: r#"Ці записи описують матчі між командами файлу, по одному складу на команду й тур. Запис, що не пасує до жодного матчу, ігнорують: шахівниці матчу беруть із партій гравців і порядку шахівниць команди (або з першого складу команди в турі), без вільного туру й без результату без гри."#,
                example: r#"`300   7  38  24  70  95 130 143` у файлі, де команди мають номери 1–23 і 25–50."#,
                fix: r#"Виправте номери команд або тур, додайте пропущений запис `310` або лишіть один склад на команду й тур."#,
                reference: r#"ФІДЕ TRF-2026 (docs/reference/fide-tiebreaks-berger-trf.md §3.4, записи 300, 310, 320, 330 і 240)."#,
            },
        },
    },
    Localized {
        code: TRF_DUPLICATE_TEAM_NUMBER,
        bg: Texts {
            summary: r#"два отборни записа с един и същ номер на отбор; вторият е пропуснат"#,
            doc: Doc {
                what: r#"Два записа `310` имат един и същ номер на отбор; вторият е пропуснат."#,
                why: r#"Номерата на отборите ги назовават в съставите (`300`), служебно загубените срещи (`330`) и почивките (`240`, `320`), затова трябва да са различни. Състезателите на пропуснатия отбор не принадлежат на никой отбор."#,
                example: r#"`310   3 Germany …` във файл, в който вече има `310   3 Armenia …`."#,
                fix: r#"Преномерирайте отборите."#,
                reference: r#"ФИДЕ TRF-2026 (docs/reference/fide-tiebreaks-berger-trf.md §3.4, запис 310: номерът назовава отбора)."#,
            },
        },
        uk: Texts {
            summary: r#"два командні записи з однаковим номером команди; другий пропущено"#,
            doc: Doc {
                what: r#"Два записи `310` мають однаковий номер команди; другий пропущено."#,
                why: r#"Номери команд називають їх у складах (`300`), матчах без гри (`330`) і вільних турах (`240`, `320`), тож мають бути різними. Гравці пропущеної команди не належать жодній команді."#,
                example: r#"`310   3 Germany …` у файлі, де вже є `310   3 Armenia …`."#,
                fix: r#"Перенумеруйте команди."#,
                reference: r#"ФІДЕ TRF-2026 (docs/reference/fide-tiebreaks-berger-trf.md §3.4, запис 310: номер називає команду)."#,
            },
        },
    },
    Localized {
        code: RR_WRONG_OPPONENT,
        bg: Texts {
            summary: r#"партия от кръгов турнир не е тази, която таблицата на Бергер предвижда"#,
            doc: Doc {
                what: r#"Партия от кръгов турнир не е тази, която таблицата на Бергер предвижда."#,
                why: r#"В кръговия турнир изтеглените номера определят всяка двойка чрез таблицата на Бергер (C.05, приложение 1). Тук състезател е срещнал някого, с когото таблицата не го чифтосва нито в този, нито в друг кръг."#,
                example: r#"При 6 състезатели номера 1 и 2 се срещат във втори кръг; във файла във втори кръг е 1 срещу 3."#,
                fix: r#"Проверете изтеглените номера (жребия) и въведените резултати."#,
                reference: r#"Правилник на ФИДЕ C.05, приложение 1 (таблици на Бергер; docs/reference/fide-tiebreaks-berger-trf.md §2)."#,
            },
        },
        uk: Texts {
            summary: r#"партія колового турніру не та, яку передбачає таблиця Бергера"#,
            doc: Doc {
                what: r#"Партія колового турніру не та, яку передбачає таблиця Бергера."#,
                why: r#"У коловому турнірі витягнуті номери визначають кожну пару через таблицю Бергера (C.05, додаток 1). Тут гравець зустрівся з кимось, з ким таблиця не ставить його ні в цьому, ні в іншому турі."#,
                example: r#"За 6 гравців номери 1 і 2 зустрічаються в другому турі; у файлі в другому турі 1 проти 3."#,
                fix: r#"Перевірте витягнуті номери (жереб) і внесені результати."#,
                reference: r#"Довідник ФІДЕ C.05, додаток 1 (таблиці Бергера; docs/reference/fide-tiebreaks-berger-trf.md §2)."#,
            },
        },
    },
    Localized {
        code: RR_WRONG_COLOUR,
        bg: Texts {
            summary: r#"партия от кръгов турнир е играна с цветове, различни от тези по таблицата"#,
            doc: Doc {
                what: r#"Партия от кръгов турнир е играна с цветове, различни от тези по таблицата."#,
                why: r#"В таблицата на Бергер първият номер на всяка двойка е с белите (обратно във втория цикъл на двоен кръгов турнир). Партията е записана с разменени цветове."#,
                example: r#"При 6 състезатели първа дъска на първи кръг е 1–6 (1 е с белите); във файла 6 е с белите срещу 1."#,
                fix: r#"Поправете цветовете или изтеглените номера."#,
                reference: r#"Правилник на ФИДЕ C.05, приложение 1 (първият номер на всяка двойка е с белите)."#,
            },
        },
        uk: Texts {
            summary: r#"партію колового турніру зіграно з кольорами, відмінними від таблиці"#,
            doc: Doc {
                what: r#"Партію колового турніру зіграно з кольорами, відмінними від таблиці."#,
                why: r#"У таблиці Бергера перший номер кожної пари грає білими (навпаки в другому колі двоколового турніру). Партію записано з переставленими кольорами."#,
                example: r#"За 6 гравців перша шахівниця першого туру — 1–6 (1 грає білими); у файлі 6 грає білими проти 1."#,
                fix: r#"Виправте кольори або витягнуті номери."#,
                reference: r#"Довідник ФІДЕ C.05, додаток 1 (перший номер кожної пари грає білими)."#,
            },
        },
    },
    Localized {
        code: RR_WRONG_ROUND,
        bg: Texts {
            summary: r#"партия от кръгов турнир е играна в друг кръг, а не в този по таблицата"#,
            doc: Doc {
                what: r#"Партия от кръгов турнир е играна в друг кръг, а не в този по таблицата."#,
                why: r#"Двамата състезатели се срещат в таблицата на Бергер, но в друг кръг (напр. отложена партия или кръгове, въведени в грешен ред)."#,
                example: r#"Състезатели 1 и 2 се срещат във втори кръг на таблица за 6; във файла партията им е в трети кръг."#,
                fix: r#"Въведете партията в кръга по програма или отбележете отлагането."#,
                reference: r#"Правилник на ФИДЕ C.05, приложение 1."#,
            },
        },
        uk: Texts {
            summary: r#"партію колового турніру зіграно в іншому турі, ніж у таблиці"#,
            doc: Doc {
                what: r#"Партію колового турніру зіграно в іншому турі, ніж дає таблиця."#,
                why: r#"Двоє гравців зустрічаються в таблиці Бергера, але в іншому турі (напр. відкладена партія або тури, внесені в хибному порядку)."#,
                example: r#"Гравці 1 і 2 зустрічаються в другому турі таблиці на 6; у файлі їхня партія в третьому турі."#,
                fix: r#"Внесіть партію в тур за розкладом або позначте перенесення."#,
                reference: r#"Довідник ФІДЕ C.05, додаток 1."#,
            },
        },
    },
    Localized {
        code: RR_BAD_LOTS,
        bg: Texts {
            summary: r#"изтеглените номера не са по един различен номер за всеки състезател"#,
            doc: Doc {
                what: r#"Изтеглените номера не са по един различен номер от таблицата за всеки състезател."#,
                why: r#"Всеки състезател има нужда от един номер по Бергер от 1 до n (n + 1 е почивката при нечетен брой), и никой номер не може да е изтеглен два пъти."#,
                example: r#"`lots 3 1 3 2` (двама са изтеглили номер 3)."#,
                fix: r#"Дайте на всеки състезател различен изтеглен номер."#,
                reference: r#"Правилник на ФИДЕ C.05, приложение 1 (всеки състезател тегли един номер)."#,
            },
        },
        uk: Texts {
            summary: r#"витягнуті номери не є одним різним номером на кожного гравця"#,
            doc: Doc {
                what: r#"Витягнуті номери не є одним різним номером таблиці на кожного гравця."#,
                why: r#"Кожен гравець потребує одного номера за Бергером від 1 до n (n + 1 — вільний тур за непарної кількості), і жоден номер не можна витягти двічі."#,
                example: r#"`lots 3 1 3 2` (двоє витягли номер 3)."#,
                fix: r#"Дайте кожному гравцеві інший витягнутий номер."#,
                reference: r#"Довідник ФІДЕ C.05, додаток 1 (кожен гравець тягне один номер)."#,
            },
        },
    },
    Localized {
        code: RR_TOO_MANY_PARTICIPANTS,
        bg: Texts {
            summary: r#"кръгов турнир с повече участници, отколкото се правят двойки"#,
            doc: Doc {
                what: r#"Двойките на кръгов турнир са поискани за повече от 500 участници (или за по-малко от 2)."#,
                why: r#"Кръгов турнир с n състезатели има n − 1 кръга по n / 2 партии: над няколко десетки състезатели никой не го играе, а таблицата расте с квадрата на n. Ограничението пази сгрешен списък (или злонамерен файл) от милиони редове."#,
                example: r#"Швейцарски открит турнир с 600 състезатели, подаден на `reglament pairings`."#,
                fix: r#"Проверете списъка на участниците; голям открит турнир се чифтосва от програма за швейцарска система, а не по таблицата на Бергер."#,
                reference: r#"Правилник на ФИДЕ C.05, приложение 1 (таблиците на Бергер, отпечатани за 3–16 състезатели)."#,
            },
        },
        uk: Texts {
            summary: r#"коловий турнір з більшою кількістю учасників, ніж складають пари"#,
            doc: Doc {
                what: r#"Пари колового турніру запитано для понад 500 учасників (або менш ніж 2)."#,
                why: r#"Коловий турнір з n гравців має n − 1 турів по n / 2 партії: понад кілька десятків гравців його ніхто не грає, а таблиця росте з квадратом n. Обмеження захищає від мільйонів рядків через помилковий список (чи зловмисний файл)."#,
                example: r#"Швейцарський відкритий турнір на 600 гравців, поданий `reglament pairings`."#,
                fix: r#"Перевірте список учасників; великий відкритий турнір жеребкує програма швейцарської системи, а не таблиця Бергера."#,
                reference: r#"Довідник ФІДЕ C.05, додаток 1 (таблиці Бергера, надруковані для 3–16 гравців)."#,
            },
        },
    },
    Localized {
        code: RESULTS_UNKNOWN_PLAYER,
        bg: Texts {
            summary: r#"партия назовава номер на състезател, който го няма в списъка"#,
            doc: Doc {
                what: r#"Партия назовава номер на състезател, който го няма в списъка."#,
                why: r#"Всеки номер в ред за партия трябва да е стартовият номер на състезател от списъка: в блока `players` на файла или в списъка на регламента, когато файлът няма свой."#,
                example: r#"`round 1 { 1 13 "1-0" }` в турнир с 12 състезатели."#,
                fix: r#"Поправете номера или добавете състезателя в списъка."#,
                reference: r#"Файлове с резултати: results/README.md (форматът `.rgr`)."#,
            },
        },
        uk: Texts {
            summary: r#"партія називає номер гравця, якого немає в списку"#,
            doc: Doc {
                what: r#"Партія називає номер гравця, якого немає в списку."#,
                why: r#"Кожен номер у рядку партії має бути стартовим номером гравця зі списку: у блоці `players` файлу або в списку регламенту, коли файл не має власного."#,
                example: r#"`round 1 { 1 13 "1-0" }` у турнірі з 12 гравцями."#,
                fix: r#"Виправте номер або додайте гравця до списку."#,
                reference: r#"Файли результатів: results/README.md (формат `.rgr`)."#,
            },
        },
    },
    Localized {
        code: RESULTS_PLAYER_TWICE_IN_ROUND,
        bg: Texts {
            summary: r#"състезател има два записа в един кръг; вторият е пренебрегнат"#,
            doc: Doc {
                what: r#"Състезател има два записа в един кръг; вторият е пренебрегнат."#,
                why: r#"Състезателят играе най-много една партия (или има една почивка) в кръг."#,
                example: r#"`round 2 { 1 5 "1-0"; 7 1 "½-½" }`."#,
                fix: r#"Махнете грешния запис; партия, преместена в друг кръг, се пише в блока на този кръг."#,
                reference: r#"Файлове с резултати: results/README.md (форматът `.rgr`)."#,
            },
        },
        uk: Texts {
            summary: r#"гравець має два записи в одному турі; другий пропущено"#,
            doc: Doc {
                what: r#"Гравець має два записи в одному турі; другий пропущено."#,
                why: r#"Гравець грає щонайбільше одну партію (або має один вільний тур) у турі."#,
                example: r#"`round 2 { 1 5 "1-0"; 7 1 "½-½" }`."#,
                fix: r#"Приберіть хибний запис; партію, перенесену в інший тур, пишуть у блоці того туру."#,
                reference: r#"Файли результатів: results/README.md (формат `.rgr`)."#,
            },
        },
    },
    Localized {
        code: RESULTS_MALFORMED_RESULT,
        bg: Texts {
            summary: r#"резултат, който не е от познатите изписвания; партията е пренебрегната"#,
            doc: Doc {
                what: r#"Резултатът не е от познатите изписвания; партията е пренебрегната."#,
                why: r#"Резултатите се пишат като низове (`"1-0"`, `"0-1"`, `"½-½"`, `"+-"`, `"-+"`, `"--"`) или с думи (`white`, `black`, `draw`, `white-forfeit`, `black-forfeit`, `double-forfeit`). `1-0` без кавички не е една дума на граматиката."#,
                example: r#"`1 12 "1:0"`."#,
                fix: r#"Напишете едно от изписванията."#,
                reference: r#"Файлове с резултати: results/README.md (форматът `.rgr`)."#,
            },
        },
        uk: Texts {
            summary: r#"результат, що не є відомим написанням; партію пропущено"#,
            doc: Doc {
                what: r#"Результат не є одним із відомих написань; партію пропущено."#,
                why: r#"Результати пишуть рядками (`"1-0"`, `"0-1"`, `"½-½"`, `"+-"`, `"-+"`, `"--"`) або словами (`white`, `black`, `draw`, `white-forfeit`, `black-forfeit`, `double-forfeit`). `1-0` без лапок не є одним словом граматики."#,
                example: r#"`1 12 "1:0"`."#,
                fix: r#"Запишіть одне з написань."#,
                reference: r#"Файли результатів: results/README.md (формат `.rgr`)."#,
            },
        },
    },
    Localized {
        code: RESULTS_PLAYER_HAS_BOTH_COLOURS,
        bg: Texts {
            summary: r#"един и същ състезател е записан с белите и с черните в една партия"#,
            doc: Doc {
                what: r#"Един и същ състезател е записан с белите и с черните в една партия."#,
                why: r#"Редът за партия назовава първо белите, после черните; двата номера са на един състезател, така че единият цвят е грешен."#,
                example: r#"`4 4 "1-0"`."#,
                fix: r#"Напишете номера на противника на едното от двете места."#,
                reference: r#"Файлове с резултати: results/README.md (форматът `.rgr`)."#,
            },
        },
        uk: Texts {
            summary: r#"того самого гравця записано білими й чорними в одній партії"#,
            doc: Doc {
                what: r#"Того самого гравця записано білими й чорними в одній партії."#,
                why: r#"Рядок партії називає спершу білих, потім чорних; обидва номери — одного гравця, тож один колір хибний."#,
                example: r#"`4 4 "1-0"`."#,
                fix: r#"Запишіть номер суперника в одне з двох місць."#,
                reference: r#"Файли результатів: results/README.md (формат `.rgr`)."#,
            },
        },
    },
    Localized {
        code: RESULTS_UNKNOWN_STATEMENT,
        bg: Texts {
            summary: r#"изречение от файла с резултати не е разбрано; пренебрегнато е"#,
            doc: Doc {
                what: r#"Изречение от файла с резултати не е разбрано; пренебрегнато е."#,
                why: r#"На най-горно ниво се познават `results`, `dates`, `system`, `points`, `lots`, `players`, `teams` и `round N { … }`; блокът на кръг познава редове за партии, почивки и блокове `match`."#,
                example: r#"`rund 1 { … }`."#,
                fix: r#"Поправете ключовата дума или вида на реда (вижте results/README.md)."#,
                reference: r#"Файлове с резултати: results/README.md (форматът `.rgr`)."#,
            },
        },
        uk: Texts {
            summary: r#"речення файлу результатів не зрозуміле; його пропущено"#,
            doc: Doc {
                what: r#"Речення файлу результатів не зрозуміле; його пропущено."#,
                why: r#"На верхньому рівні відомі `results`, `dates`, `system`, `points`, `lots`, `players`, `teams` і `round N { … }`; блок туру знає рядки партій, вільні тури й блоки `match`."#,
                example: r#"`rund 1 { … }`."#,
                fix: r#"Виправте ключове слово або вигляд рядка (див. results/README.md)."#,
                reference: r#"Файли результатів: results/README.md (формат `.rgr`)."#,
            },
        },
    },
    Localized {
        code: RESULTS_NO_HEADER,
        bg: Texts {
            summary: r#"файлът не започва с изречение `results`"#,
            doc: Doc {
                what: r#"Файлът не започва с изречение `results`."#,
                why: r#"Файлът с резултати започва с `results "Заглавие" [regulation "file.rgl"]`. Без него турнирът няма име и не е свързан с регламент."#,
                example: r#"Файл, който започва направо с `round 1 { … }`."#,
                fix: r#"Добавете заглавния ред."#,
                reference: r#"Файлове с резултати: results/README.md, „Individual events“."#,
            },
        },
        uk: Texts {
            summary: r#"файл не починається реченням `results`"#,
            doc: Doc {
                what: r#"Файл не починається реченням `results`."#,
                why: r#"Файл результатів починається з `results "Назва" [regulation "file.rgl"]`. Без нього турнір не має назви й не пов’язаний з регламентом."#,
                example: r#"Файл, що починається одразу з `round 1 { … }`."#,
                fix: r#"Додайте рядок заголовка."#,
                reference: r#"Файли результатів: results/README.md, „Individual events“."#,
            },
        },
    },
    Localized {
        code: RESULTS_BAD_ROUND,
        bg: Texts {
            summary: r#"номер на кръг липсва, е нула или е над броя кръгове; блокът е пренебрегнат"#,
            doc: Doc {
                what: r#"Номерът на кръг липсва, е нула или е над броя кръгове; блокът е пренебрегнат."#,
                why: r#"Блоковете на кръгове са `round N { … }` с N от 1 до броя кръгове (от `system … rounds N` или от регламента)."#,
                example: r#"`round 12 { … }` в турнир от 11 кръга."#,
                fix: r#"Поправете номера на кръга."#,
                reference: r#"Файлове с резултати: results/README.md (форматът `.rgr`)."#,
            },
        },
        uk: Texts {
            summary: r#"номер туру бракує, дорівнює нулю чи перевищує кількість турів; блок пропущено"#,
            doc: Doc {
                what: r#"Номер туру бракує, дорівнює нулю чи перевищує кількість турів; блок пропущено."#,
                why: r#"Блоки турів — `round N { … }` з N від 1 до кількості турів (з `system … rounds N` або з регламенту)."#,
                example: r#"`round 12 { … }` у турнірі з 11 турів."#,
                fix: r#"Виправте номер туру."#,
                reference: r#"Файли результатів: results/README.md (формат `.rgr`)."#,
            },
        },
    },
    Localized {
        code: RESULTS_MISSING_ENTRIES,
        bg: Texts {
            summary: r#"състезатели нямат нито партия, нито почивка в кръг"#,
            doc: Doc {
                what: r#"Състезатели нямат нито партия, нито почивка в кръг."#,
                why: r#"Всеки състезател трябва да има по един запис в кръг: партия, почивка или `absent`. Състезател без запис се брои за отсъстващ (нула точки, неизиграно). В кръгов турнир с нечетен брой един състезател на кръг е свободен и не се съобщава."#,
                example: r#"`round 3 { 1 2 "1-0"; 3 4 "½-½" }` в турнир с 6 състезатели (5 и 6 нямат запис)."#,
                fix: r#"Добавете липсващите партии или отбележете състезателите с `absent`."#,
                reference: r#"Файлове с резултати: results/README.md."#,
            },
        },
        uk: Texts {
            summary: r#"гравці не мають ні партії, ні вільного туру в турі"#,
            doc: Doc {
                what: r#"Гравці не мають ні партії, ні вільного туру в турі."#,
                why: r#"Кожен гравець має мати один запис на тур: партію, вільний тур або `absent`. Гравця без запису рахують відсутнім (нуль очок, не зіграно). У коловому турнірі з непарною кількістю один гравець у турі вільний, про нього не повідомляють."#,
                example: r#"`round 3 { 1 2 "1-0"; 3 4 "½-½" }` у турнірі з 6 гравцями (5 і 6 не мають запису)."#,
                fix: r#"Додайте пропущені партії або позначте гравців `absent`."#,
                reference: r#"Файли результатів: results/README.md."#,
            },
        },
    },
    Localized {
        code: RESULTS_NO_PLAYERS,
        bg: Texts {
            summary: r#"няма списък на състезателите: нито във файла, нито в регламента му"#,
            doc: Doc {
                what: r#"Няма списък на състезателите: нито във файла, нито в регламента му."#,
                why: r#"Редовете за партии назовават състезателите с номера; номерата имат нужда от списък."#,
                example: r#"`results "Турнир"` с редове за партии, но без блок `players` и без връзка `regulation "…"`."#,
                fix: r#"Добавете блок `players { 1 "Име" 2300 … }` или свържете регламент, който изброява състезателите."#,
                reference: r#"Файлове с резултати: results/README.md, „Players“."#,
            },
        },
        uk: Texts {
            summary: r#"немає списку гравців: ні у файлі, ні в його регламенті"#,
            doc: Doc {
                what: r#"Немає списку гравців: ні у файлі, ні в його регламенті."#,
                why: r#"Рядки партій називають гравців номерами; номерам потрібен список."#,
                example: r#"`results "Турнир"` з рядками партій, але без блоку `players` і без посилання `regulation "…"`."#,
                fix: r#"Додайте блок `players { 1 "Ім’я" 2300 … }` або пов’яжіть регламент, що перелічує гравців."#,
                reference: r#"Файли результатів: results/README.md, „Players“."#,
            },
        },
    },
    Localized {
        code: RESULTS_REGULATION_UNREADABLE,
        bg: Texts {
            summary: r#"регламентът, който файлът с резултати назовава, не може да се прочете"#,
            doc: Doc {
                what: r#"Регламентът, който файлът с резултати назовава, не може да се прочете."#,
                why: r#"Пътят `regulation "file.rgl"` от заглавния ред се отчита спрямо файла с резултати."#,
                example: r#"`results "Турнир" regulation "no-such-file.rgl"`."#,
                fix: r#"Поправете пътя."#,
                reference: r#"Файлове с резултати: results/README.md, „Individual events“."#,
            },
        },
        uk: Texts {
            summary: r#"регламент, який називає файл результатів, не вдається прочитати"#,
            doc: Doc {
                what: r#"Регламент, який називає файл результатів, не вдається прочитати."#,
                why: r#"Шлях `regulation "file.rgl"` із заголовка відраховується від файлу результатів."#,
                example: r#"`results "Турнир" regulation "no-such-file.rgl"`."#,
                fix: r#"Виправте шлях."#,
                reference: r#"Файли результатів: results/README.md, „Individual events“."#,
            },
        },
    },
    Localized {
        code: RESULTS_PAIR_REPEATED,
        bg: Texts {
            summary: r#"двама състезатели се срещат по-често, отколкото кръговият турнир позволява"#,
            doc: Doc {
                what: r#"Двама състезатели се срещат по-често, отколкото кръговият турнир позволява."#,
                why: r#"В едноцикличен кръгов турнир всяка двойка се среща веднъж, в двоен — два пъти."#,
                example: r#"`1 2` в първи кръг и отново в пети."#,
                fix: r#"Поправете една от двойките."#,
                reference: r#"Файлове с резултати: results/README.md (форматът `.rgr`)."#,
            },
        },
        uk: Texts {
            summary: r#"двоє гравців зустрічаються частіше, ніж дозволяє коловий турнір"#,
            doc: Doc {
                what: r#"Двоє гравців зустрічаються частіше, ніж дозволяє коловий турнір."#,
                why: r#"В одноколовому турнірі кожна пара зустрічається раз, у двоколовому — двічі."#,
                example: r#"`1 2` у першому турі й знову в п’ятому."#,
                fix: r#"Виправте одну з пар."#,
                reference: r#"Файли результатів: results/README.md (формат `.rgr`)."#,
            },
        },
    },
    Localized {
        code: RESULTS_RATING_DISAGREES,
        bg: Texts {
            summary: r#"рейтингът на състезател в резултатите се различава от списъка на регламента"#,
            doc: Doc {
                what: r#"Рейтингът на състезател в резултатите се различава от списъка на регламента."#,
                why: r#"Резултатите (`WhiteElo` на партията или списъкът на файла) дават рейтинг, различен от този в списъка на участниците от регламента. Използва се рейтингът от резултатите: с него са обсчитани партиите. Показателите по рейтинг (ARO, TPR, APRO…) могат да се променят."#,
                example: r#"Регламентът изброява `3 IM "Genova Ruzka" 2245`; партията казва `[BlackElo "2251"]`."#,
                fix: r#"Поправете списъка, който е грешен."#,
                reference: r#"Правилник на ФИДЕ B.02: партиите се обсчитват с рейтингите от листата, валидна в началото на турнира."#,
            },
        },
        uk: Texts {
            summary: r#"рейтинг гравця в результатах відрізняється від списку регламенту"#,
            doc: Doc {
                what: r#"Рейтинг гравця в результатах відрізняється від списку регламенту."#,
                why: r#"Результати (`WhiteElo` партії або список файлу) дають рейтинг, відмінний від того, що в списку учасників регламенту. Використовується рейтинг із результатів: за ним обраховано партії. Показники за рейтингом (ARO, TPR, APRO…) можуть змінитися."#,
                example: r#"Регламент перелічує `3 IM "Genova Ruzka" 2245`; партія каже `[BlackElo "2251"]`."#,
                fix: r#"Виправте той список, що хибний."#,
                reference: r#"Довідник ФІДЕ B.02: партії обраховують за рейтингами листа, чинного на початку турніру."#,
            },
        },
    },
    Localized {
        code: RESULTS_PLAYER_NOT_IN_TEAM,
        bg: Texts {
            summary: r#"дъска на отборна среща назовава състезател, който не е в списъка на отбора"#,
            doc: Doc {
                what: r#"Дъска на отборна среща назовава състезател, който не е в списъка на отбора си."#,
                why: r#"Редовете за дъски са `ДЪСКА ДОМАКИН ГОСТ РЕЗУЛТАТ`; домакинът трябва да е от отбора домакин, гостът — от гостуващия."#,
                example: r#"`match 1 2 { 1 5 9 "1-0" }`, където състезател 5 е в списъка на отбор 3."#,
                fix: r#"Поправете номера или списъка на отбора."#,
                reference: r#"Файлове с резултати: results/README.md, „Team events“."#,
            },
        },
        uk: Texts {
            summary: r#"шахівниця командного матчу називає гравця, якого немає в списку команди"#,
            doc: Doc {
                what: r#"Шахівниця командного матчу називає гравця, якого немає в списку його команди."#,
                why: r#"Рядки шахівниць — `ШАХІВНИЦЯ ГОСПОДАР ГІСТЬ РЕЗУЛЬТАТ`; господар має бути з команди господарів, гість — з команди гостей."#,
                example: r#"`match 1 2 { 1 5 9 "1-0" }`, де гравець 5 у списку команди 3."#,
                fix: r#"Виправте номер або список команди."#,
                reference: r#"Файли результатів: results/README.md, „Team events“."#,
            },
        },
    },
    Localized {
        code: RESULTS_MALFORMED_PLAYER,
        bg: Texts {
            summary: r#"ред за състезател или отбор не може да се прочете; пренебрегнат е"#,
            doc: Doc {
                what: r#"Ред за състезател или отбор не може да се прочете; пренебрегнат е."#,
                why: r#"Редът за състезател е `НОМЕР [ЗВАНИЕ] "Име" [РЕЙТИНГ] [club "…"]`; редът за отбор е `НОМЕР "Име" { редове за състезатели }`. Номерата са стартови номера от 1 до броя на състезателите."#,
                example: r#"`players { 1 Voiska 2319 }` (името не е в кавички)."#,
                fix: r#"Напишете реда в този вид."#,
                reference: r#"Файлове с резултати: results/README.md, „Players“."#,
            },
        },
        uk: Texts {
            summary: r#"рядок гравця чи команди не вдається прочитати; його пропущено"#,
            doc: Doc {
                what: r#"Рядок гравця чи команди не вдається прочитати; його пропущено."#,
                why: r#"Рядок гравця — `НОМЕР [ЗВАННЯ] "Ім’я" [РЕЙТИНГ] [club "…"]`; рядок команди — `НОМЕР "Назва" { рядки гравців }`. Номери — стартові номери від 1 до кількості гравців."#,
                example: r#"`players { 1 Voiska 2319 }` (ім’я не в лапках)."#,
                fix: r#"Запишіть рядок у такому вигляді."#,
                reference: r#"Файли результатів: results/README.md, „Players“."#,
            },
        },
    },
    Localized {
        code: RESULTS_NAME_DISAGREES,
        bg: Texts {
            summary: r#"състезател от резултатите не назовава никого от списъка на регламента"#,
            doc: Doc {
                what: r#"Състезател от собствения списък на файла с резултати не назовава никого от списъка на регламента. Имената се сравняват свободно: фамилията, после собствените имена докъдето резултатите ги пишат, на кирилица и на латиница (`Voiska, M` е `Voiska Margarita`, `Muzychuk,M` е `Музичук Марія`). Състезателят запазва това, което дава файлът с резултати, и нищо не се взема от списъка."#,
                why: r#"Файлът с резултати има свой списък, регламентът — също; всеки състезател от резултатите трябва да е от списъка. Име, което не назовава никого, е грешка в изписването или друг човек, а бюлетинът би отпечатал краткото име от резултатите без звание, номер във ФИДЕ, федерация и клуб."#,
                example: r#"`3 "Stoyanova, Vera"` в резултатите, а в регламента няма Stoyanova."#,
                fix: r#"Напишете името както в списъка на регламента или поправете списъка."#,
                reference: r#"Файлове с резултати: results/README.md (форматът `.rgr`, списъкът на състезателите)."#,
            },
        },
        uk: Texts {
            summary: r#"гравець результатів не називає нікого зі списку регламенту"#,
            doc: Doc {
                what: r#"Гравець із власного списку файлу результатів не називає нікого зі списку регламенту. Імена порівнюють вільно: прізвище, потім імена, наскільки їх пишуть результати, кирилицею й латиницею (`Voiska, M` — це `Voiska Margarita`, `Muzychuk,M` — це `Музичук Марія`). Гравець зберігає те, що дає файл результатів, і нічого не береться зі списку."#,
                why: r#"Файл результатів має власний список, регламент теж; кожен гравець результатів має бути зі списку. Ім’я, що не називає нікого, — це описка або інша людина, а бюлетень надрукував би коротке ім’я з результатів без звання, ідентифікатора ФІДЕ, федерації й клубу."#,
                example: r#"`3 "Stoyanova, Vera"` у результатах, а в регламенті немає Stoyanova."#,
                fix: r#"Запишіть ім’я, як у списку регламенту, або виправте список."#,
                reference: r#"Файли результатів: results/README.md (формат `.rgr`, список гравців)."#,
            },
        },
    },
    Localized {
        code: RESULTS_NAME_AMBIGUOUS,
        bg: Texts {
            summary: r#"състезател от резултатите назовава двама или повече от списъка на регламента"#,
            doc: Doc {
                what: r#"Състезател от собствения списък на файла с резултати назовава двама или повече от списъка на регламента (една фамилия и твърде кратки собствени имена, за да се различат). Нищо не се взема от списъка за този състезател."#,
                why: r#"Сестри и съименници играят в едни и същи първенства; ако се вземе първият, който пасва, един състезател би получил званието, номера във ФИДЕ и клуба на друг — в бюлетина и във файла за рейтинг."#,
                example: r#"`"Genova,L"`, а списъкът има `Genova Lybka` и `Genova Lilia`."#,
                fix: r#"Напишете повече от собственото име (`Genova,Ly`) или цялото име."#,
                reference: r#"Файлове с резултати: results/README.md (форматът `.rgr`, списъкът на състезателите)."#,
            },
        },
        uk: Texts {
            summary: r#"гравець результатів називає двох чи більше гравців зі списку регламенту"#,
            doc: Doc {
                what: r#"Гравець із власного списку файлу результатів називає двох чи більше гравців зі списку регламенту (одне прізвище й надто короткі імена, щоб їх розрізнити). Для цього гравця нічого не береться зі списку."#,
                why: r#"Сестри й тезки грають в одних і тих самих чемпіонатах; якщо взяти першого, хто пасує, один гравець отримав би звання, ідентифікатор ФІДЕ й клуб іншого — у бюлетені й у файлі для рейтингу."#,
                example: r#"`"Genova,L"`, а в списку є `Genova Lybka` і `Genova Lilia`."#,
                fix: r#"Запишіть більше від імені (`Genova,Ly`) або ім’я повністю."#,
                reference: r#"Файли результатів: results/README.md (формат `.rgr`, список гравців)."#,
            },
        },
    },
    Localized {
        code: RESULTS_CLUB_DISAGREES,
        bg: Texts {
            summary: r#"клубът или федерацията на състезател в резултатите се различава от списъка на регламента"#,
            doc: Doc {
                what: r#"Клубът (`club`) или федерацията (`fed`) на състезател във файла с резултати се различава от дадените в списъка на регламента за същия състезател. Използва се стойността от резултатите."#,
                why: r#"Бюлетинът отпечатва клуба, а файлът за рейтинг носи федерацията; два източника, които не си съвпадат, значат, че единият е грешен. Година, променена от сайт (`Lokomotiv 2021` вместо `Lokomotiv 2000`), е типичен случай."#,
                example: r#"`1 "Genova Ruzka" 2243 club "Lokomotiv 2021"`, а регламентът има `club "Lokomotiv 2000"`."#,
                fix: r#"Поправете списъка, който е грешен."#,
                reference: r#"Файлове с резултати: results/README.md (форматът `.rgr`, списъкът на състезателите)."#,
            },
        },
        uk: Texts {
            summary: r#"клуб чи федерація гравця в результатах відрізняється від списку регламенту"#,
            doc: Doc {
                what: r#"Клуб (`club`) чи федерація (`fed`) гравця у файлі результатів відрізняється від того, що дає список регламенту тому самому гравцеві. Використовується значення з результатів."#,
                why: r#"Бюлетень друкує клуб, а файл для рейтингу містить федерацію; два джерела, що не збігаються, означають, що одне хибне. Рік, змінений сайтом (`Lokomotiv 2021` замість `Lokomotiv 2000`), — типовий випадок."#,
                example: r#"`1 "Genova Ruzka" 2243 club "Lokomotiv 2021"`, а регламент має `club "Lokomotiv 2000"`."#,
                fix: r#"Виправте той список, що хибний."#,
                reference: r#"Файли результатів: results/README.md (формат `.rgr`, список гравців)."#,
            },
        },
    },
    Localized {
        code: RESULTS_MALFORMED_DECISION,
        bg: Texts {
            summary: r#"изречение `decided`, което не може да се прочете или назовава участници, които ги няма във файла"#,
            doc: Doc {
                what: r#"Изречение `decided` (записаният изход от бараж, армагедон или жребий) няма метод (`playoff`, `armageddon`, `lots`), назовава по-малко от двама участници, назовава някого два пъти, назовава стартов номер (или в основното класиране на отборен турнир — номер на отбор), който го няма във файла, или назовава дъска в индивидуален турнир."#,
                why: r#"Изречението решава места в публикуваното класиране; участник, който не може да се намери, или метод, който не може да се разбере, би поставил грешен състезател на почетната стълбица без друг знак."#,
                example: r#"`decided lots 3 3` (номер два пъти), `decided 3 2 8` (без метод), `decided board 1 armageddon 7 99` (няма състезател 99)."#,
                fix: r#"Напишете `decided [board N] playoff|armageddon|lots N N … ["бележка"]`: равните участници в решения ред, първо най-добрият."#,
                reference: r#"Файлове с резултати: results/README.md (записани изходи); ФИДЕ C.07, чл. 4.2 (жребий), баражът по регламента."#,
            },
        },
        uk: Texts {
            summary: r#"речення `decided`, яке не вдається прочитати або яке називає учасників, яких немає у файлі"#,
            doc: Doc {
                what: r#"Речення `decided` (записаний результат додаткового матчу, армагедону чи жеребу) не має методу (`playoff`, `armageddon`, `lots`), називає менш ніж двох учасників, називає когось двічі, називає стартовий номер (а в основному заліку командного турніру — номер команди), якого немає у файлі, або називає шахівницю в особистому турнірі."#,
                why: r#"Речення вирішує місця в опублікованій таблиці; учасник, якого не вдається знайти, чи метод, який не вдається зрозуміти, поставив би на п’єдестал не того гравця без жодної іншої ознаки."#,
                example: r#"`decided lots 3 3` (номер двічі), `decided 3 2 8` (без методу), `decided board 1 armageddon 7 99` (немає гравця 99)."#,
                fix: r#"Запишіть `decided [board N] playoff|armageddon|lots N N … ["примітка"]`: рівних учасників у вирішеному порядку, спершу найкращого."#,
                reference: r#"Файли результатів: results/README.md (записані результати); ФІДЕ C.07, ст. 4.2 (жереб), додатковий матч за регламентом."#,
            },
        },
    },
    Localized {
        code: PGN_NO_GAMES,
        bg: Texts {
            summary: r#"във файла няма партия с `White`, `Black` и резултат"#,
            doc: Doc {
                what: r#"Във файла няма партия с `White`, `Black` и резултат."#,
                why: r#"Партията в PGN започва с двойки тагове като `[White "Voiska,M"]`. Не е намерена нито една с двамата играчи и резултат."#,
                example: r#"Файл PGN само с ходове или уеб страницата на партиите."#,
                fix: r#"Дайте PGN с партиите на турнира."#,
                reference: r#"Стандартът PGN (С. Дж. Едуардс, 1994), §8.1: седемте задължителни тага."#,
            },
        },
        uk: Texts {
            summary: r#"у файлі немає партії з `White`, `Black` і результатом"#,
            doc: Doc {
                what: r#"У файлі немає партії з `White`, `Black` і результатом."#,
                why: r#"Партія в PGN починається з пар тегів, як-от `[White "Voiska,M"]`. Не знайдено жодної з обома гравцями й результатом."#,
                example: r#"Файл PGN лише з ходами або вебсторінка партій."#,
                fix: r#"Дайте PGN з партіями турніру."#,
                reference: r#"Стандарт PGN (С. Дж. Едвардс, 1994), §8.1: сім обов’язкових тегів."#,
            },
        },
    },
    Localized {
        code: PGN_UNFINISHED_GAME,
        bg: Texts {
            summary: r#"партия без краен резултат (`*` или друго); изпусната е"#,
            doc: Doc {
                what: r#"Партия няма краен резултат (`*` или друго); изпусната е."#,
                why: r#"Класирането изисква `1-0`, `0-1` или `1/2-1/2` в тага `Result`."#,
                example: r#"`[Result "*"]`."#,
                fix: r#"Въведете резултата или изпуснете партията, докато не завърши."#,
                reference: r#"Стандартът PGN, §8.1.1.7 (тагът `Result`)."#,
            },
        },
        uk: Texts {
            summary: r#"партія без остаточного результату (`*` чи інше); її пропущено"#,
            doc: Doc {
                what: r#"Партія не має остаточного результату (`*` чи інше); її пропущено."#,
                why: r#"Таблиця потребує `1-0`, `0-1` або `1/2-1/2` у тегу `Result`."#,
                example: r#"`[Result "*"]`."#,
                fix: r#"Внесіть результат або пропустіть партію, доки її не завершено."#,
                reference: r#"Стандарт PGN, §8.1.1.7 (тег `Result`)."#,
            },
        },
    },
    Localized {
        code: PGN_NO_ROUND,
        bg: Texts {
            summary: r#"партия без използваем таг `Round`; изпусната е"#,
            doc: Doc {
                what: r#"Партия няма използваем таг `Round`; изпусната е."#,
                why: r#"Кръгът е числото преди първата точка в `Round` (`5` или `5.3`)."#,
                example: r#"`[Round "?"]`."#,
                fix: r#"Попълнете тага `Round`."#,
                reference: r#"Стандартът PGN, §8.1.1.4 (тагът `Round`)."#,
            },
        },
        uk: Texts {
            summary: r#"партія без придатного тегу `Round`; її пропущено"#,
            doc: Doc {
                what: r#"Партія не має придатного тегу `Round`; її пропущено."#,
                why: r#"Тур — це число перед першою крапкою в `Round` (`5` або `5.3`)."#,
                example: r#"`[Round "?"]`."#,
                fix: r#"Заповніть тег `Round`."#,
                reference: r#"Стандарт PGN, §8.1.1.4 (тег `Round`)."#,
            },
        },
    },
    Localized {
        code: PGN_PLAYER_NOT_IN_REGULATION,
        bg: Texts {
            summary: r#"играч от партиите не съвпада с никого от списъка на регламента"#,
            doc: Doc {
                what: r#"Играч от партиите не съвпада с никого от списъка на регламента."#,
                why: r#"Имената се съпоставят по фамилия и инициали на собствените имена (`Voiska,M` = `Voiska Margarita`). Играч, който не съвпада с никого, получава номер след изброените."#,
                example: r#"`[White "Andreeva,P"]`, а регламентът няма Andreeva."#,
                fix: r#"Поправете името в регламента или в партиите."#,
                reference: r#"Списъкът на участниците в регламента (grammar/GRAMMAR.md, „Statements“)."#,
            },
        },
        uk: Texts {
            summary: r#"гравець партій не збігається ні з ким зі списку регламенту"#,
            doc: Doc {
                what: r#"Гравець партій не збігається ні з ким зі списку регламенту."#,
                why: r#"Імена зіставляють за прізвищем та ініціалами імен (`Voiska,M` = `Voiska Margarita`). Гравець, що ні з ким не збігається, отримує номер після перелічених."#,
                example: r#"`[White "Andreeva,P"]`, а в регламенті немає Andreeva."#,
                fix: r#"Виправте ім’я в регламенті або в партіях."#,
                reference: r#"Список учасників у регламенті (grammar/GRAMMAR.md, „Statements“)."#,
            },
        },
    },
    Localized {
        code: PGN_AMBIGUOUS_NAME,
        bg: Texts {
            summary: r#"името на играч в партиите пасва на повече от един от списъка на регламента"#,
            doc: Doc {
                what: r#"Името на играч в партиите пасва на повече от един състезател от списъка на регламента."#,
                why: r#"Двама от списъка имат една фамилия и еднакви инициали. Взема се първият."#,
                example: r#"`[White "Genova,L"]`, а списъкът има Genova Lybka и Genova Liliana."#,
                fix: r#"Напишете повече от собственото име в партиите (`Genova,Ly`)."#,
                reference: r#"Списъкът на участниците в регламента (grammar/GRAMMAR.md, „Statements“)."#,
            },
        },
        uk: Texts {
            summary: r#"ім’я гравця в партіях пасує до кількох гравців зі списку регламенту"#,
            doc: Doc {
                what: r#"Ім’я гравця в партіях пасує до більш ніж одного гравця зі списку регламенту."#,
                why: r#"Двоє зі списку мають одне прізвище й однакові ініціали. Береться перший."#,
                example: r#"`[White "Genova,L"]`, а в списку є Genova Lybka і Genova Liliana."#,
                fix: r#"Запишіть у партіях більше від імені (`Genova,Ly`)."#,
                reference: r#"Список учасників у регламенті (grammar/GRAMMAR.md, „Statements“)."#,
            },
        },
    },
    Localized {
        code: TOO_MANY_ROUNDS,
        bg: Texts {
            summary: r#"резултатите имат повече кръгове от ограничението"#,
            doc: Doc {
                what: r#"Резултатите обявяват брой кръгове (TRF `XXR`/`142`, `system … rounds N` във файл с резултати) или съдържат партия в кръг над ограничението за кръгове (999 по подразбиране). Резултатите не се използват."#,
                why: r#"Класирането, таблиците и записаният обратно TRF имат колона за всеки кръг до последния; една партия в кръг 4294967295 би ги направила гигабайти. Никой истински турнир не доближава ограничението (двоен кръгов турнир с 20 души играе 38 кръга), така че такова число е грешка при писане или експорт."#,
                example: r#"`[Round "4294967295"]` в партия PGN или `round 4294967295 { 1 2 "1-0" }` във файл с резултати."#,
                fix: r#"Поправете номера на кръга. За истински турнир с повече кръгове вдигнете ограничението с `--max-rounds`."#,
                reference: r#"Ограниченията на програмата (ROBUSTNESS.md, „Limits“)."#,
            },
        },
        uk: Texts {
            summary: r#"результати мають більше турів, ніж дозволяє обмеження"#,
            doc: Doc {
                what: r#"Результати оголошують кількість турів (TRF `XXR`/`142`, `system … rounds N` у файлі результатів) або містять партію в турі понад обмеження на тури (999 за замовчуванням). Результати не використовуються."#,
                why: r#"Таблиці й записаний назад TRF мають колонку на кожен тур до останнього; одна партія в турі 4294967295 зробила б їх гігабайтами. Жоден справжній турнір не наближається до обмеження (двоколовий турнір на 20 гравців має 38 турів), тож таке число — помилка введення чи експорту."#,
                example: r#"`[Round "4294967295"]` у партії PGN або `round 4294967295 { 1 2 "1-0" }` у файлі результатів."#,
                fix: r#"Виправте номер туру. Для справжнього турніру з більшою кількістю турів підніміть обмеження через `--max-rounds`."#,
                reference: r#"Обмеження програми (ROBUSTNESS.md, „Limits“)."#,
            },
        },
    },
    Localized {
        code: TOO_MANY_PLAYERS,
        bg: Texts {
            summary: r#"резултатите имат повече състезатели от ограничението"#,
            doc: Doc {
                what: r#"Резултатите имат повече състезатели (или назовават по-голям стартов номер) от ограничението за състезатели (9999 по подразбиране — най-много, което стартов номер в TRF побира). Резултатите не се използват."#,
                why: r#"Класирането и документите растат с броя на състезателите, таблицата на кръгов турнир — с квадрата му; файл далеч над всеки истински турнир е грешният файл или сбъркано генериран."#,
                example: r#"Файл PGN с 20 000 различни имена на играчи."#,
                fix: r#"Подайте правилния файл. За истински турнир с такъв размер вдигнете ограничението с `--max-players`."#,
                reference: r#"Ограниченията на програмата (ROBUSTNESS.md, „Limits“); ФИДЕ TRF16/TRF26, запис 001, колони 5–8."#,
            },
        },
        uk: Texts {
            summary: r#"результати мають більше гравців, ніж дозволяє обмеження"#,
            doc: Doc {
                what: r#"Результати мають більше гравців (або називають більший стартовий номер), ніж обмеження на гравців (9999 за замовчуванням — найбільше, що вміщує стартовий номер TRF). Результати не використовуються."#,
                why: r#"Таблиці й документи ростуть із кількістю гравців, таблиця колового турніру — з її квадратом; файл, що далеко перевищує будь-який справжній турнір, — хибний файл або невдало згенерований."#,
                example: r#"Файл PGN із 20 000 різних імен гравців."#,
                fix: r#"Подайте правильний файл. Для справжнього турніру такого розміру підніміть обмеження через `--max-players`."#,
                reference: r#"Обмеження програми (ROBUSTNESS.md, „Limits“); ФІДЕ TRF16/TRF26, запис 001, колонки 5–8."#,
            },
        },
    },
    Localized {
        code: TRF_CANNOT_HOLD,
        bg: Texts {
            summary: r#"резултатите съдържат стойност, която TRF не побира, затова TRF не се записва"#,
            doc: Doc {
                what: r#"Резултатите съдържат стойност, която не се побира в постоянните колони на запис `001` на TRF (стартов номер, противник или рейтинг с повече от четири цифри), или партия на състезател срещу самия него, която TRF не може да изрази. TRF16 и TRF26 имат еднакъв запис `001`, така че не може да се запише нито един; JSON може."#,
                why: r#"Програмите на отговорниците по рейтинг четат TRF колона по колона: петцифрено число прелива в следващото поле и измества целия ред, а състезател срещу самия себе си се отхвърля от всяка програма (и от тази). Такъв файл, записан с код 0, би дал на федерацията файл, който не може да се подаде."#,
                example: r#"Файл с резултати със състезател с рейтинг `12345`, преобразуван с `reglament trf --to trf16`."#,
                fix: r#"Поправете стойността в резултатите (рейтингът има четири цифри; стартовите номера стигат до 9999) или преобразувайте в JSON с `--to json`."#,
                reference: r#"ФИДЕ TRF16 (C.04, приложение 2) и TRF26, запис 001: колони 5–8 стартов номер, 49–52 рейтинг, 92–95 противник."#,
            },
        },
        uk: Texts {
            summary: r#"результати містять значення, яке TRF не вміщує, тож TRF не записується"#,
            doc: Doc {
                what: r#"Результати містять значення, що не вміщується в сталі колонки запису `001` TRF (стартовий номер, суперник чи рейтинг понад чотири цифри), або партію гравця проти самого себе, якої TRF не може виразити. TRF16 і TRF26 мають однаковий запис `001`, тож не можна записати жоден; JSON можна."#,
                why: r#"Програми відповідальних за рейтинг читають TRF колонка за колонкою: п’ятизначне число переливається в наступне поле й зсуває весь рядок, а гравця проти самого себе відхиляє кожна програма (і ця). Такий файл, записаний з кодом 0, дав би федерації файл, який не можна подати."#,
                example: r#"Файл результатів із гравцем з рейтингом `12345`, перетворений через `reglament trf --to trf16`."#,
                fix: r#"Виправте значення в результатах (рейтинг має чотири цифри; стартові номери сягають 9999) або перетворіть у JSON через `--to json`."#,
                reference: r#"ФІДЕ TRF16 (C.04, додаток 2) і TRF26, запис 001: колонки 5–8 стартовий номер, 49–52 рейтинг, 92–95 суперник."#,
            },
        },
    },
    Localized {
        code: RESULTS_NAME_ANOTHER_REGULATION,
        bg: Texts {
            summary: r#"заглавният ред на файла с резултати назовава друг регламент, а не подадения"#,
            doc: Doc {
                what: r#"Заглавният ред на файла с резултати (`results "…" regulation "file.rgl"`) назовава файл с регламент, а командата е получила друг."#,
                why: r#"Резултатите се класират по регламента от командния ред (неговата точкова система, показатели и списък); ако той е грешният, всяко място може да е грешно без друг знак. Често това е нарочно (поправената версия на същия регламент), затова е предупреждение."#,
                example: r#"`reglament standings other.rgl --results 000.rgr`, където `000.rgr` започва с `results "…" regulation "000.rgl"`."#,
                fix: r#"Подайте регламента, който заглавният ред назовава, или поправете заглавния ред."#,
                reference: r#"Файлове с резултати: results/README.md (заглавният ред)."#,
            },
        },
        uk: Texts {
            summary: r#"заголовок файлу результатів називає інший регламент, ніж поданий"#,
            doc: Doc {
                what: r#"Заголовок файлу результатів (`results "…" regulation "file.rgl"`) називає файл регламенту, а команда отримала інший."#,
                why: r#"Результати ранжують за регламентом із командного рядка (його системою очок, показниками й списком); якщо він не той, кожне місце може бути хибним без жодної ознаки. Часто це навмисно (виправлена версія того самого регламенту), тож це попередження."#,
                example: r#"`reglament standings other.rgl --results 000.rgr`, де `000.rgr` починається з `results "…" regulation "000.rgl"`."#,
                fix: r#"Подайте регламент, який називає заголовок, або виправте заголовок."#,
                reference: r#"Файли результатів: results/README.md (заголовок)."#,
            },
        },
    },
    Localized {
        code: RESULTS_DO_NOT_FIT_REGULATION,
        bg: Texts {
            summary: r#"резултатите не може да са от регламента: много повече състезатели от списъка или кръговия му турнир"#,
            doc: Doc {
                what: r#"Резултатите имат повече състезатели, отколкото кръговият турнир на регламента може да има (едноцикличен кръгов турнир от R кръга има най-много R + 1 състезатели, двоен — R / 2 + 1), или повече от участниците в списъка на регламента. Резултатите не се класират."#,
                why: r#"Такива резултати са от друг турнир: швейцарски TRF, подаден на регламент за кръгов турнир, би се класирал като кръгов и би се начертал като таблица с клетка за всяка двойка (25 милиона клетки за 5000 състезатели)."#,
                example: r#"`reglament bulletin round-robin-12.rgl --results open-5000-players.trf`."#,
                fix: r#"Подайте резултатите от този турнир или регламента на тези резултати."#,
                reference: r#"ФИДЕ C.05, приложение 1 (таблици на Бергер: n състезатели играят n − 1 кръга, или n при нечетно n)."#,
            },
        },
        uk: Texts {
            summary: r#"результати не можуть належати регламенту: значно більше гравців, ніж у списку чи коловому турнірі"#,
            doc: Doc {
                what: r#"Результати мають більше гравців, ніж може мати коловий турнір регламенту (одноколовий турнір з R турів має щонайбільше R + 1 гравців, двоколовий — R / 2 + 1), або більше, ніж учасників у списку регламенту. Результати не ранжують."#,
                why: r#"Такі результати належать іншому турніру: швейцарський TRF, поданий до регламенту колового турніру, ранжувався б як коловий і малювався б таблицею з клітинкою на кожну пару (25 мільйонів клітинок для 5000 гравців)."#,
                example: r#"`reglament bulletin round-robin-12.rgl --results open-5000-players.trf`."#,
                fix: r#"Подайте результати цього турніру або регламент цих результатів."#,
                reference: r#"ФІДЕ C.05, додаток 1 (таблиці Бергера: n гравців грають n − 1 турів, або n за непарного n)."#,
            },
        },
    },
    Localized {
        code: TRF_RATING_NEEDS,
        bg: Texts {
            summary: r#"запис, нужен на ФИДЕ за рейтинга, е празен или непълен в записания TRF"#,
            doc: Doc {
                what: r#"`reglament trf` е записал файла, но запис, нужен на отговорника по рейтинг, е празен или непълен: градът (022), федерацията (032), датите (042, 052), главният съдия (102), контролата на времето (122), датите на кръговете (132) или в записите `001` на състезателите федерация, номер във ФИДЕ, пол или име на латиница. По една находка на запис казва какво липсва и за кого."#,
                why: r#"Рейтинговият сървър на ФИДЕ взема турнира от файла: състезател без федерация или номер във ФИДЕ не може да се свърже с рейтинг листата, файл без главен съдия или контрола се връща, а име на кирилица не е изписването на ФИДЕ. Всяко се попълва от регламента, когато той го казва (мястото, държавата, съдиите, контролата, програмата, `fed`, `fide-id` и `sex` от списъка); каквото не дават нито резултатите, нито регламентът, се съобщава тук."#,
                example: r#"`reglament trf results/000-bul-w-ch-2007.rgr --to trf16` със състезатели без `fed`: `001: no federation for 12 players (1 Voiska Margarita, …)`."#,
                fix: r#"Дайте стойността във файла с резултати (`fed "BUL"`, `fide-id 2900246`, `fide-name "Muzychuk, Mariya"`, `sex w`) или в регламента (`venue`, `country`, `officials { chief-arbiter "…" fide-id … }`, `time-control`, `schedule`)."#,
                reference: r#"ФИДЕ TRF16 (C.04, приложение 2) и TRF26, записи 022–132 и 001 (docs/reference/fide-tiebreaks-berger-trf.md §3.1–3.2)."#,
            },
        },
        uk: Texts {
            summary: r#"запис, потрібний ФІДЕ для рейтингу, порожній або неповний у записаному TRF"#,
            doc: Doc {
                what: r#"`reglament trf` записав файл, але запис, потрібний відповідальному за рейтинг, порожній або неповний: місто (022), федерація (032), дати (042, 052), головний суддя (102), контроль часу (122), дати турів (132) або в записах `001` гравців федерація, ідентифікатор ФІДЕ, стать чи ім’я латиницею. По одній знахідці на запис каже, чого бракує і для кого."#,
                why: r#"Рейтинговий сервер ФІДЕ бере турнір із файлу: гравця без федерації чи ідентифікатора ФІДЕ не можна зіставити з рейтинг-листом, файл без головного судді чи контролю часу повертають, а ім’я кирилицею — не написання ФІДЕ. Кожне заповнюється з регламенту, коли він його дає (місце, країна, судді, контроль часу, програма, `fed`, `fide-id` і `sex` зі списку); чого не дають ні результати, ні регламент, повідомляється тут."#,
                example: r#"`reglament trf results/000-bul-w-ch-2007.rgr --to trf16` з гравцями без `fed`: `001: no federation for 12 players (1 Voiska Margarita, …)`."#,
                fix: r#"Дайте значення у файлі результатів (`fed "BUL"`, `fide-id 2900246`, `fide-name "Muzychuk, Mariya"`, `sex w`) або в регламенті (`venue`, `country`, `officials { chief-arbiter "…" fide-id … }`, `time-control`, `schedule`)."#,
                reference: r#"ФІДЕ TRF16 (C.04, додаток 2) і TRF26, записи 022–132 і 001 (docs/reference/fide-tiebreaks-berger-trf.md §3.1–3.2)."#,
            },
        },
    },
    Localized {
        code: RESULTS_INVALID_DATE,
        bg: Texts {
            summary: r#"дата във файл с резултати не е дата от календара"#,
            doc: Doc {
                what: r#"Дата от изречението `dates` на файл с резултати не е истинска календарна дата (30 февруари, месец 13) или последната дата е преди първата."#,
                why: r#"Датите решават кое издание на правилата на ФИДЕ за допълнителните показатели се прилага и се сверяват с тези на регламента; несъществуваща дата не може да се използва, а мълчаливото ѝ пренебрегване би използвало датите на регламента, без да го каже."#,
                example: r#"`dates 2021-02-30..2021-03-08`."#,
                fix: r#"Поправете датата."#,
                reference: r#"Календарни дати по ISO 8601; results/README.md (изречението `dates`)."#,
            },
        },
        uk: Texts {
            summary: r#"дата у файлі результатів не є датою календаря"#,
            doc: Doc {
                what: r#"Дата з речення `dates` файлу результатів не є справжньою календарною датою (30 лютого, місяць 13) або остання дата раніша за першу."#,
                why: r#"Дати вирішують, яка редакція правил ФІДЕ щодо додаткових показників застосовується, і звіряються з датами регламенту; дату, якої не існує, не можна використати, а мовчки її пропустити означало б узяти дати регламенту, не сказавши про це."#,
                example: r#"`dates 2021-02-30..2021-03-08`."#,
                fix: r#"Виправте дату."#,
                reference: r#"Календарні дати за ISO 8601; results/README.md (речення `dates`)."#,
            },
        },
    },
    Localized {
        code: PGN_SELF_PAIRED,
        bg: Texts {
            summary: r#"партия в PGN има един и същ играч с белите и с черните; пренебрегната е"#,
            doc: Doc {
                what: r#"Таговете `White` и `Black` на партия назовават един и същ състезател (след съпоставянето с имената от списъка на регламента)."#,
                why: r#"Никой не играе срещу себе си: таговете са грешни, а партията би дала на състезателя победа и загуба (или две ремита) срещу самия него и не би могла да се запише в TRF."#,
                example: r#"`[White "Voiska, M"]` и `[Black "Voiska Margarita"]` в една партия."#,
                fix: r#"Поправете тага `White` или `Black`."#,
                reference: r#"Стандартът PGN (1994), 8.1.1 (седемте задължителни тага)."#,
            },
        },
        uk: Texts {
            summary: r#"партія PGN має того самого гравця білими й чорними; її пропущено"#,
            doc: Doc {
                what: r#"Теги `White` і `Black` партії називають того самого гравця (після зіставлення з іменами зі списку регламенту)."#,
                why: r#"Ніхто не грає сам із собою: теги хибні, а партія дала б гравцеві перемогу й поразку (чи дві нічиї) проти самого себе й не могла б бути записана в TRF."#,
                example: r#"`[White "Voiska, M"]` і `[Black "Voiska Margarita"]` в одній партії."#,
                fix: r#"Виправте тег `White` або `Black`."#,
                reference: r#"Стандарт PGN (1994), 8.1.1 (сім обов’язкових тегів)."#,
            },
        },
    },
];
