//! The `T` codes of the TRF reader.

use crate::diagnostic::codes::CodeInfo;
use crate::diagnostic::Severity;

use crate::diagnostic::codes::code_info as code;

/// Codes produced while reading FIDE TRF16 / TRF26 files.
pub const CODES: &[CodeInfo] = &[
    code(
        "T001",
        "trf-no-players",
        Severity::Error,
        "the file has no readable `001` player line",
        "A TRF file describes a tournament through its `001` player lines. None could be read, \
         so there is nothing to score.\n\n**Example**: an empty file, or a PGN given where a TRF \
         was expected.\n\n**Fix**: export the tournament as FIDE TRF from the pairing program.",
    ),
    code(
        "T002",
        "trf-not-utf8",
        Severity::Warning,
        "the file is not UTF-8 and was read as ISO-8859-1 (Latin-1)",
        "TRF26 files are UTF-8. Older exports often use ISO-8859-1; every byte is then read as \
         one Latin-1 character, which is right for Western European names but wrong for \
         Cyrillic code pages.\n\n**Fix**: re-save the file as UTF-8.",
    ),
    code(
        "T003",
        "trf-crlf-line-endings",
        Severity::Warning,
        "the file uses CR LF line endings",
        "FIDE TRF lines end with CR; most programs write LF. CR LF is read the same way, but some \
         rating tools are strict.\n\n**Fix**: convert the line endings if a tool rejects the \
         file.",
    ),
    code(
        "T004",
        "trf-trailing-blanks",
        Severity::Warning,
        "lines end with blanks",
        "Blanks after the last field are ignored. They are reported once per file because some \
         tools treat a blank result column as a result.\n\n**Fix**: strip trailing blanks.",
    ),
    code(
        "T005",
        "trf-unknown-record",
        Severity::Note,
        "a line is not a TRF record this reader knows; it is ignored",
        "Records are identified by columns 1–3 (`001`, `012`, `XXR`, `310`, …). Column rulers, \
         national rating lines and program-specific records are skipped.\n\n**Fix**: nothing \
         needed unless the line carries results.",
    ),
    code(
        "T006",
        "trf-unreadable-player-line",
        Severity::Error,
        "a `001` line has no readable start number; the player is skipped",
        "Columns 5–8 of a `001` line hold the player's start number (1–9999). Without it the \
         line cannot be connected to the opponents' entries.\n\n**Example**: `001  abc  m ...`\
         \n\n**Fix**: put the start number right-aligned in columns 5–8.",
    ),
    code(
        "T007",
        "trf-unreadable-field",
        Severity::Warning,
        "a field does not hold what its columns should hold; it is ignored",
        "Each TRF field has fixed columns (rating 49–52, FIDE ID 58–68, points 81–84, rank \
         86–89). A value that does not parse is dropped.\n\n**Example**: `3,5x` in the points \
         column.\n\n**Fix**: correct the value or check the column alignment.",
    ),
    code(
        "T008",
        "trf-duplicate-start-number",
        Severity::Error,
        "two `001` lines have the same start number; the second is skipped",
        "Start numbers identify players in every round block, so each must be unique.\n\n**Fix**: \
         renumber the players.",
    ),
    code(
        "T009",
        "trf-missing-start-number",
        Severity::Warning,
        "start numbers have a gap; an empty placeholder player fills it",
        "Start numbers must run 1, 2, …, n without gaps. A placeholder without games keeps the \
         numbering, but every reference to it is suspect.\n\n**Fix**: add the missing player or \
         renumber.",
    ),
    code(
        "T010",
        "trf-bad-result-code",
        Severity::Error,
        "a round block has a result code outside `1 = 0 + - W D L H F U Z`",
        "Column 8 of each round block (column 99 for round 1) holds the result. An unknown code \
         is read as an absence.\n\n**Fix**: use one of the FIDE result codes.",
    ),
    code(
        "T011",
        "trf-bad-colour",
        Severity::Error,
        "a round block has a colour other than `w`, `b` or `-`",
        "Column 6 of each round block (column 97 for round 1) holds the colour. An unknown value \
         is read as unknown colour.\n\n**Fix**: write `w`, `b`, or `-` for a bye.",
    ),
    code(
        "T012",
        "trf-opponent-out-of-range",
        Severity::Error,
        "an opponent number is not the start number of another player",
        "Columns 1–4 of a round block name the opponent by start number. A number above the \
         number of players, or the player's own number, cannot be right; the opponent is \
         dropped.\n\n**Fix**: correct the opponent number.",
    ),
    code(
        "T013",
        "trf-games-disagree",
        Severity::Error,
        "the two players of a game describe it differently",
        "Every game appears twice: once in each player's line. Both must name each other, have \
         opposite colours and complementary results (`1`/`0`, `=`/`=`, `+`/`-`).\n\n**Example**: \
         player 4 has `12 b 1` in round 1, player 12 has `4 w 1`.\n\n**Fix**: correct the wrong \
         side.",
    ),
    code(
        "T014",
        "trf-declared-points-mismatch",
        Severity::Warning,
        "the points in columns 81–84 differ from the sum of the round results",
        "The declared total should equal the sum of the results under the point system (`XXS` or \
         `162`). The computed value is used for scoring.\n\n**Fix**: correct the total or the \
         round results.",
    ),
    code(
        "T015",
        "trf-implicit-half-point-bye",
        Severity::Warning,
        "a round without a result letter is read as a half-point bye because the declared total \
         needs it",
        "Some exports (e.g. Irish `.tab` files) write a half-point bye as an empty block or as \
         `0000 -` without a letter, while the declared total includes the half point. The round \
         is read as `H`.\n\n**Fix**: write `0000 - H`.",
    ),
    code(
        "T016",
        "trf-bye-written-as-draw",
        Severity::Warning,
        "a draw without an opponent is read as a half-point bye",
        "`0000 - =` is not a game. Like bbpPairings, the reader takes it as a half-point bye \
         (`H`).\n\n**Fix**: write `0000 - H`.",
    ),
    code(
        "T017",
        "trf-dummy-bye-player",
        Severity::Warning,
        "a dummy player (`bye`, `spielfrei`, …) stands for the pairing bye",
        "Some programs pair the player with the bye against a dummy entry. The dummy is removed \
         (when it is the last start number) and games against it become pairing-allocated byes \
         (`U`).\n\n**Fix**: export byes as `0000 - U` and drop the dummy line.",
    ),
    code(
        "T018",
        "trf-unreadable-date",
        Severity::Warning,
        "a date in `042` or `052` could not be read",
        "Dates should be written `YYYY/MM/DD` (TRF26). Other common forms (`DD.MM.YYYY`, \
         `YY.MM.DD`, `May 10, 2020`) are accepted; this one was not. The rule edition of the \
         tie-breaks depends on the start date.\n\n**Fix**: write the date as `YYYY/MM/DD`.",
    ),
    code(
        "T019",
        "trf-more-rounds-than-declared",
        Severity::Warning,
        "a player has more round blocks than `XXR` / `142` declares",
        "The number of rounds is taken as the larger value.\n\n**Fix**: correct `XXR` or remove \
         the extra blocks.",
    ),
    code(
        "T020",
        "trf-pairing-without-result",
        Severity::Warning,
        "a round block names an opponent but has no result; the entry is ignored",
        "A file exported in the middle of a round lists the current pairings without results. \
         Standings ignore such entries.\n\n**Fix**: enter the results, or export after the \
         round.",
    ),
    code(
        "T021",
        "trf-result-needs-opponent",
        Severity::Error,
        "a game result (`1 = 0 W D L`) has no opponent",
        "Game results need an opponent in columns 1–4 of the block. The entry is read as a bye \
         with the same points.\n\n**Fix**: add the opponent or use a bye code (`F H U Z`).",
    ),
    code(
        "T022",
        "trf-bye-with-opponent",
        Severity::Error,
        "a bye code (`H F U Z`) has an opponent",
        "Byes have no opponent (`0000`). The opponent is dropped.\n\n**Fix**: write `0000 - H` \
         (or `F`, `U`, `Z`).",
    ),
    code(
        "T023",
        "trf-bad-team-record",
        Severity::Error,
        "a team record (`013`, `310`, `300`, `320`, `330`, `240`) could not be read",
        "Team and bye records have fixed numeric fields. The record is skipped.\n\n**Fix**: check \
         the columns against the TRF26 description.",
    ),
    code(
        "T024",
        "trf-unknown-team-member",
        Severity::Error,
        "a team record names a start number that has no `001` line",
        "Team members are listed by start number. The unknown number is dropped.\n\n**Fix**: add \
         the player or correct the number.",
    ),
    code(
        "T025",
        "trf-player-in-two-teams",
        Severity::Error,
        "a player is listed in two teams",
        "A player belongs to one team. The second listing is dropped.\n\n**Fix**: remove the \
         player from one of the teams.",
    ),
    code(
        "T026",
        "trf-lineup-disagrees",
        Severity::Warning,
        "a team match's boards do not match the players' games",
        "Boards are matched by position in each team's lineup (the `300` record or the team's \
         board order). Here board k of one team did not play board k of the other.\n\n**Fix**: \
         add a `300` record with the lineup actually used.",
    ),
    code(
        "T027",
        "trf-bad-point-system",
        Severity::Warning,
        "a point-system record (`XXS`, `162`, `362`) has a part that could not be read",
        "The unreadable part is ignored and the FIDE default (1 / ½ / 0; 2 / 1 / 0 for matches) \
         is kept for it.\n\n**Example**: `XXS W=1,0`.\n\n**Fix**: write `XXS W=1 D=0.5`.",
    ),
    code(
        "T028",
        "trf-team-lists-disagree",
        Severity::Warning,
        "a `013` team line and the `310` record of the same team list different players",
        "A TRF26 file may carry both forms; the `310` record is used.\n\n**Fix**: make the lists \
         equal or drop the `013` lines.",
    ),
    code(
        "T029",
        "trf-implicit-full-point-bye",
        Severity::Warning,
        "a round without a result letter is read as a full-point bye because the declared total \
         needs it",
        "Like `T015`, but the declared total needs a whole point for the round (some Irish \
         exports write a full-point bye as `0000 -` without a letter). The round is read as \
         `F`.\n\n**Fix**: write `0000 - F`.",
    ),
    code(
        "T030",
        "trf-point-value-not-modelled",
        Severity::Warning,
        "a point-system record gives a bye or forfeit a value the model cannot hold",
        "Forfeit wins and full-point and pairing-allocated byes score as wins, half-point byes \
         as draws, absences and forfeit losses as losses. `XXS PAB=0.5` or `162 ... P 0.5` asks \
         for something else; that value is not used.\n\n**Fix**: check the standings of the \
         players concerned by hand.",
    ),
];
