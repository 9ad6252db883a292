//! FIDE Tournament Report File (TRF16 and TRF26) reader and writers.
//!
//! The reader works on characters, not bytes, so that names with non-ASCII letters do not shift
//! the fixed columns. It never fails: what it cannot use is reported as a `T` diagnostic with a
//! span, and the rest of the file is still read. [`read_trf_bytes`] decodes UTF-8, else Latin-1.
//!
//! Record layout facts: `001` columns 5–8 start number, 10 sex, 11–13 title, 15–47 name, 49–52
//! rating, 54–56 federation, 58–68 FIDE ID, 70–79 birth, 81–84 points, 86–89 rank, and round
//! blocks of 10 columns from column 92 (opponent in 92–95, colour in 97, result in 99).

mod teams;
mod write;

pub use write::{write_trf16, write_trf26};

use crate::diagnostic::Diagnostic;
use crate::results::{
    Color, DeclaredBye, ForfeitedMatch, Game, MatchForfeit, MatchPointSystem, Outcome, Pairing,
    Player, PointSystem, Team, TeamPab, Tournament,
};
use crate::source::{SourceFile, Span};
use crate::vocab::points::Points;
use jiff::civil::Date;

/// A player's total computed from the round results.
pub fn computed_points(player: &Player, system: &PointSystem) -> Points {
    player.games.iter().map(|g| system.points(g.outcome)).sum()
}

/// Decodes `bytes` as a TRF file (`decode::Profile::Trf`: UTF-8 with or without BOM, a
/// Cyrillic code page, else ISO-8859-1) and reads them. A file that cannot be decoded gives an
/// empty tournament and the decoding error.
pub fn read_trf_bytes(name: &str, bytes: &[u8]) -> (Tournament, Vec<Diagnostic>) {
    let decoded = crate::decode::decode_as(
        name,
        bytes,
        None,
        crate::decode::MAX_FILE_SIZE,
        crate::decode::Profile::Trf,
    );
    match decoded {
        Ok(d) => {
            let (t, mut diagnostics) = read_trf(&d.file);
            diagnostics.splice(0..0, d.warnings);
            (t, diagnostics)
        }
        Err(e) => (Tournament::default(), vec![e]),
    }
}

/// Reads a decoded TRF16 / TRF26 file. Always returns a tournament (possibly empty) and the
/// diagnostics; an error-level `T001` means nothing usable was found.
pub fn read_trf(file: &SourceFile) -> (Tournament, Vec<Diagnostic>) {
    let mut reader = Reader::default();
    if file.encoding == encoding_rs::WINDOWS_1252.name() {
        let first = file.text.char_indices().find(|(_, c)| !c.is_ascii());
        let mut warning = Diagnostic::warning(
            crate::results::codes::TRF_NOT_UTF8,
            "file is not UTF-8; read as ISO-8859-1",
        )
        .with_help("re-save the file as UTF-8");
        if let Some((at, c)) = first {
            warning = warning
                .with_label(Span::new(at, at + c.len_utf8()), "first byte that is not UTF-8");
        }
        reader.diagnostics.push(warning);
    }
    reader.read_lines(file);
    reader.finish()
}

/// One line of the file without its line ending, with what is needed to slice it by columns.
pub(crate) struct Line<'a> {
    /// The text without CR / LF.
    pub(crate) text: &'a str,
    /// Byte offset of the line in the file.
    pub(crate) offset: usize,
    /// Byte offset of each character, only for lines with non-ASCII text.
    char_starts: Option<Vec<usize>>,
}

impl<'a> Line<'a> {
    fn new(text: &'a str, offset: usize) -> Self {
        let char_starts = if text.is_ascii() {
            None
        } else {
            Some(text.char_indices().map(|(i, _)| i).collect())
        };
        Line { text, offset, char_starts }
    }

    /// Number of characters.
    fn len_chars(&self) -> usize {
        match &self.char_starts {
            Some(starts) => starts.len(),
            None => self.text.len(),
        }
    }

    /// Byte index of 0-based character `index` (clamped to the end).
    fn byte_of(&self, index: usize) -> usize {
        match &self.char_starts {
            Some(starts) => starts.get(index).copied().unwrap_or(self.text.len()),
            None => index.min(self.text.len()),
        }
    }

    /// Columns `from..=to` (1-based, inclusive) as text (possibly shorter or empty) and span.
    pub(crate) fn field(&self, from: usize, to: usize) -> (&'a str, Span) {
        let start = self.byte_of(from.saturating_sub(1));
        let end = self.byte_of(to).max(start);
        (&self.text[start..end], Span::new(self.offset + start, self.offset + end))
    }

    /// Everything from column `from` (1-based) to the end.
    pub(crate) fn rest(&self, from: usize) -> (&'a str, Span) {
        self.field(from, usize::MAX - 1)
    }

    /// The whole line's span.
    pub(crate) fn span(&self) -> Span {
        Span::new(self.offset, self.offset + self.text.len())
    }

    /// Whitespace-separated tokens from column `from`, each with its span.
    pub(crate) fn tokens(&self, from: usize) -> Vec<(&'a str, Span)> {
        let (rest, span) = self.rest(from);
        let mut out = Vec::new();
        let mut start = None;
        for (i, c) in rest.char_indices().chain(std::iter::once((rest.len(), ' '))) {
            match (c.is_whitespace(), start) {
                (true, Some(s)) => {
                    out.push((&rest[s..i], Span::new(span.start + s, span.start + i)));
                    start = None;
                }
                (false, None) => start = Some(i),
                _ => {}
            }
        }
        out
    }
}

/// A player line as read, with the spans needed for later checks.
#[derive(Default)]
struct PlayerSource {
    /// Span of the start number.
    start_span: Span,
    /// Span of the points field.
    points_span: Span,
    /// Span of each game's block, parallel to `Player::games`.
    game_spans: Vec<Span>,
    /// Rounds that could be undeclared byes (an empty block, or no opponent and no result
    /// letter), with the block's span.
    bye_candidates: Vec<(u32, Span)>,
    /// Span of the end of the line (for rounds beyond it).
    end_span: Span,
}

/// A `300` record: the lineup of a team in one round.
pub(crate) struct LineupRecord {
    pub(crate) round: u32,
    pub(crate) team: u32,
    pub(crate) opponent: u32,
    pub(crate) players: Vec<Option<u32>>,
    pub(crate) span: Span,
}

/// A `013` or `310` team as read.
struct TeamSource {
    team: Team,
    member_spans: Vec<Span>,
    span: Span,
}

#[derive(Default)]
struct Reader {
    tournament: Tournament,
    diagnostics: Vec<Diagnostic>,
    /// Players as read, in file order, until [`Reader::place_players`] moves them into the
    /// tournament.
    players: Vec<(Player, PlayerSource)>,
    /// Source facts of `tournament.players`, parallel to it once placed.
    sources: Vec<PlayerSource>,
    declared_rounds: Option<(u32, Span)>,
    teams_013: Vec<TeamSource>,
    teams_310: Vec<TeamSource>,
    lineups: Vec<LineupRecord>,
    round_robin_text: bool,
    double_text: bool,
    /// A `202` record was read (it wins over the tie-breaks of a `212` record).
    has_202: bool,
}

/// Record codes that TRF26 defines but the model keeps only verbatim.
const KEPT_VERBATIM: &[&str] = &[
    "152", "172", "182", "222", "250", "260", "299", "352", "801", "802", "XXA", "XXC", "XXP",
    "XXZ", "BBW", "BBD", "BBL", "BBZ", "BBF", "BBU",
];

impl Reader {
    fn read_lines(&mut self, file: &SourceFile) {
        let text = file.text.as_str();
        let mut crlf: Option<(Span, usize)> = None;
        let mut trailing: Option<(Span, usize)> = None;
        let mut offset = 0;
        for raw in text.split_inclusive('\n') {
            let start = offset;
            offset += raw.len();
            let mut body = raw.strip_suffix('\n').unwrap_or(raw);
            if let Some(stripped) = body.strip_suffix('\r') {
                body = stripped;
                let at = Span::new(start + body.len(), start + body.len() + 1);
                crlf.get_or_insert((at, 0)).1 += 1;
            }
            let trimmed = body.trim_end();
            if trimmed.len() < body.len() && !trimmed.is_empty() {
                let at = Span::new(start + trimmed.len(), start + body.len());
                trailing.get_or_insert((at, 0)).1 += 1;
            }
            if trimmed.is_empty() {
                continue;
            }
            let line = Line::new(trimmed, start);
            self.read_line(&line);
        }
        if let Some((span, count)) = crlf {
            self.diagnostics.insert(
                0,
                Diagnostic::warning(
                    crate::results::codes::TRF_CRLF_LINE_ENDINGS,
                    "lines end with CR LF",
                )
                .with_label(span, "first CR LF")
                .with_note(format!("{count} lines end with CR LF; read as plain line ends"))
                .with_help("convert the file to LF (or CR) line endings"),
            );
        }
        if let Some((span, count)) = trailing {
            self.diagnostics.insert(
                0,
                Diagnostic::warning(
                    crate::results::codes::TRF_TRAILING_BLANKS,
                    "lines end with blanks",
                )
                .with_label(span, "trailing blanks")
                .with_note(format!("{count} lines end with blanks; they are ignored"))
                .with_help("strip the blanks at the ends of the lines"),
            );
        }
    }

    fn read_line(&mut self, line: &Line<'_>) {
        let (code, _) = line.field(1, 3);
        let value = || line.rest(5).0.trim().to_string();
        match code {
            "001" => self.read_player(line),
            "012" => self.tournament.name = value(),
            "022" => self.tournament.city = value(),
            "032" => self.tournament.federation = value(),
            "042" => self.tournament.start_date = self.read_date(line),
            "052" => self.tournament.end_date = self.read_date(line),
            "062" | "072" | "082" => {}
            "092" => {
                let text = value();
                let lower = text.to_lowercase();
                self.round_robin_text =
                    ["round robin", "round-robin", "roundrobin", "rundenturnier"]
                        .iter()
                        .any(|w| lower.contains(w))
                        || lower.contains("berger");
                self.double_text = lower.contains("double") || lower.contains("doppel");
                self.tournament.tournament_type = text;
            }
            "102" => self.tournament.chief_arbiter = value(),
            "112" => self.tournament.deputy_arbiters.push(value()),
            "122" => self.tournament.time_control = value(),
            "132" => self.read_round_dates(line),
            "142" | "XXR" => self.read_rounds(line),
            "162" => self.read_point_system_162(line),
            "XXS" => self.read_point_system_xxs(line),
            "192" => self.tournament.pairing_code = value(),
            "202" => {
                self.tournament.declared_tiebreaks = descriptor_list(&value());
                self.has_202 = true;
            }
            "212" => self.tournament.declared_standings_order = descriptor_list(&value()),
            "013" => self.read_team_013(line),
            "310" => self.read_team_310(line),
            "300" => self.read_lineup(line),
            "320" => self.read_team_pab(line),
            "330" => self.read_forfeited_match(line),
            "362" => self.read_match_points(line),
            "240" => self.read_bye_record(line),
            _ if line.text.starts_with("###") => {}
            _ if KEPT_VERBATIM.contains(&code) => {
                self.tournament.other_records.push(line.text.to_string());
            }
            _ => {
                let (_, span) = line.field(1, 3);
                let message = if code.trim().is_empty() {
                    "line without a record code is ignored".to_string()
                } else {
                    format!("unknown record `{}` is ignored", code.trim())
                };
                self.diagnostics.push(
                    Diagnostic::note_level(crate::results::codes::TRF_UNKNOWN_RECORD, message)
                        .with_label(span, "not a TRF record code")
                        .with_help(
                            "remove the line, or start it with `###` to mark it as a comment",
                        ),
                );
            }
        }
    }

    fn read_date(&mut self, line: &Line<'_>) -> Option<Date> {
        let (text, span) = line.rest(5);
        let text = text.trim();
        if text.is_empty() {
            return None;
        }
        let date = parse_date(text);
        if date.is_none() {
            self.diagnostics.push(
                Diagnostic::warning(
                    crate::results::codes::TRF_UNREADABLE_DATE,
                    format!("date `{text}` could not be read"),
                )
                .with_label(span, "expected `YYYY/MM/DD`")
                .with_help("write the date as `YYYY/MM/DD`"),
            );
        }
        date
    }

    fn read_round_dates(&mut self, line: &Line<'_>) {
        let mut dates = Vec::new();
        let mut round = 0;
        while line.len_chars() >= 92 + 10 * round {
            let (text, _) = line.field(92 + 10 * round, 99 + 10 * round);
            dates.push(text.trim().to_string());
            round += 1;
        }
        while dates.last().is_some_and(|d| d.is_empty()) {
            dates.pop();
        }
        self.tournament.round_dates = dates;
    }

    fn read_rounds(&mut self, line: &Line<'_>) {
        let (text, span) = line.rest(5);
        match text.split_whitespace().next().and_then(|t| t.parse::<u32>().ok()) {
            Some(n) if n <= 9999 => self.declared_rounds = Some((n, span)),
            _ => self.diagnostics.push(
                Diagnostic::warning(
                    crate::results::codes::TRF_UNREADABLE_FIELD,
                    format!("number of rounds `{}` is not a number", text.trim()),
                )
                .with_label(span, "expected a number of rounds")
                .with_help("write the number of rounds, e.g. `XXR 9`"),
            ),
        }
    }

    fn read_point_system_xxs(&mut self, line: &Line<'_>) {
        for (token, span) in line.tokens(5) {
            let parsed = token.split_once('=').and_then(|(k, v)| Some((k, Points::parse(v)?)));
            let points = &mut self.tournament.points;
            match parsed {
                Some(("W" | "WW" | "BW", v)) => points.win = v,
                Some(("D" | "WD" | "BD", v)) => points.draw = v,
                Some(("L" | "WL" | "BL", v)) => points.loss = v,
                Some((key @ ("FW" | "FPB" | "PAB" | "HPB" | "ZPB" | "FL"), v)) => {
                    self.check_implied_value(key, v, span);
                }
                _ => self.diagnostics.push(bad_point_system(token, span)),
            }
        }
    }

    /// The model scores forfeit wins and full-point / pairing-allocated byes as wins, half-point
    /// byes and unknown results as draws, absences and forfeit losses as losses. A point-system
    /// record that gives one of them another value is reported, not silently dropped.
    fn check_implied_value(&mut self, key: &str, value: Points, span: Span) {
        let p = self.tournament.points;
        let (implied, as_what) = match key {
            "FW" | "FPB" | "PAB" | "P" => (p.win, "a win"),
            "HPB" | "X" => (p.draw, "a draw"),
            _ => (p.loss, "a loss"),
        };
        if value != implied {
            self.diagnostics.push(
                Diagnostic::warning(
                    crate::results::codes::TRF_POINT_VALUE_NOT_MODELLED,
                    format!(
                        "`{key}` is worth {value} here, but it is scored as {as_what} ({implied})"
                    ),
                )
                .with_label(span, "value not used")
                .with_note("the results model has one value each for a win, a draw and a loss")
                .with_help("check the standings by hand for the players this value concerns"),
            );
        }
    }

    fn read_point_system_162(&mut self, line: &Line<'_>) {
        let tokens = line.tokens(5);
        let mut i = 0;
        while i < tokens.len() {
            let (symbol, span) = tokens[i];
            let value = tokens.get(i + 1).and_then(|(v, _)| Points::parse(v));
            let points = &mut self.tournament.points;
            match (symbol, value) {
                ("W", Some(v)) => points.win = v,
                ("D", Some(v)) => points.draw = v,
                ("L", Some(v)) => points.loss = v,
                (key @ ("A" | "P" | "X"), Some(v)) => self.check_implied_value(key, v, span),
                _ => {
                    self.diagnostics.push(bad_point_system(symbol, span));
                    i += 1;
                    continue;
                }
            }
            i += 2;
        }
    }

    fn read_match_points(&mut self, line: &Line<'_>) {
        let tokens = line.tokens(5);
        let mut system = MatchPointSystem::default();
        let mut i = 0;
        while i < tokens.len() {
            let (symbol, span) = tokens[i];
            let value = tokens.get(i + 1).and_then(|(v, _)| Points::parse(v));
            match (symbol, value) {
                ("TW", Some(v)) => system.win = v,
                ("TD", Some(v)) => system.draw = v,
                ("TL", Some(v)) => system.loss = v,
                _ => {
                    self.diagnostics.push(bad_point_system(symbol, span));
                    i += 1;
                    continue;
                }
            }
            i += 2;
        }
        self.tournament.match_points = system;
    }

    fn read_player(&mut self, line: &Line<'_>) {
        let (start_text, start_span) = line.field(5, 8);
        let Some(start) = start_text.trim().parse::<u32>().ok().filter(|&n| n >= 1) else {
            self.diagnostics.push(
                Diagnostic::error(
                    crate::results::codes::TRF_UNREADABLE_PLAYER_LINE,
                    format!("start number `{}` is not a number", start_text.trim()),
                )
                .with_label(start_span, "columns 5–8 should hold the start number")
                .with_help("put the start number right-aligned in columns 5–8"),
            );
            return;
        };
        let text = |from, to| line.field(from, to).0.trim().to_string();
        let mut player = Player {
            start,
            sex: text(10, 10),
            title: text(11, 13),
            name: text(15, 47),
            federation: text(54, 56),
            birth: text(70, 79),
            ..Player::default()
        };
        player.rating = self.optional_number(line, 49, 52, "rating").filter(|&r| r > 0);
        player.fide_id = self.optional_number(line, 58, 68, "FIDE ID").filter(|&id| id > 0);
        player.declared_rank = self.optional_number(line, 86, 89, "rank").filter(|&r| r > 0);
        let (points_text, points_span) = line.field(81, 84);
        if !points_text.trim().is_empty() {
            player.declared_points = Points::parse(points_text);
            if player.declared_points.is_none() {
                self.diagnostics.push(unreadable_field("points", points_text, points_span));
            }
        }
        let mut source = PlayerSource {
            start_span,
            points_span,
            end_span: Span::new(line.offset + line.text.len(), line.offset + line.text.len()),
            ..PlayerSource::default()
        };
        let blocks = line.len_chars().saturating_sub(82) / 10;
        player.games.reserve_exact(blocks);
        source.game_spans.reserve_exact(blocks);
        let mut round = 1u32;
        while line.len_chars() >= 92 + 10 * (round as usize - 1) {
            let col = 92 + 10 * (round as usize - 1);
            self.read_block(line, col, round, &mut player, &mut source);
            round += 1;
        }
        self.players.push((player, source));
    }

    /// Reads one optional numeric field; warns when it is not a number.
    fn optional_number<T: std::str::FromStr>(
        &mut self,
        line: &Line<'_>,
        from: usize,
        to: usize,
        what: &str,
    ) -> Option<T> {
        let (text, span) = line.field(from, to);
        let t = text.trim();
        if t.is_empty() {
            return None;
        }
        let value = t.parse::<T>().ok();
        if value.is_none() {
            self.diagnostics.push(unreadable_field(what, text, span));
        }
        value
    }

    fn read_block(
        &mut self,
        line: &Line<'_>,
        col: usize,
        round: u32,
        player: &mut Player,
        source: &mut PlayerSource,
    ) {
        let (block, block_span) = line.field(col, col + 7);
        let (opponent_text, opponent_span) = line.field(col, col + 3);
        let (colour_text, colour_span) = line.field(col + 5, col + 5);
        let (result_text, result_span) = line.field(col + 7, col + 7);
        if block.trim().is_empty() {
            source.bye_candidates.push((round, block_span));
            return;
        }
        let opponent_text = opponent_text.trim();
        let opponent = if opponent_text.is_empty() {
            None
        } else {
            match opponent_text.parse::<u32>() {
                Ok(0) => None,
                Ok(n) => Some(n),
                Err(_) => {
                    self.diagnostics.push(
                        Diagnostic::error(
                            crate::results::codes::TRF_OPPONENT_OUT_OF_RANGE,
                            format!("opponent `{opponent_text}` in round {round} is not a number"),
                        )
                        .with_label(opponent_span, "expected a start number or `0000`")
                        .with_help("write the opponent's start number right-aligned"),
                    );
                    None
                }
            }
        };
        let color = match colour_text {
            "w" | "W" => Some(Color::White),
            "b" | "B" => Some(Color::Black),
            "" | " " | "-" => None,
            other => {
                self.diagnostics.push(
                    Diagnostic::error(
                        crate::results::codes::TRF_BAD_COLOUR,
                        format!("colour `{other}` in round {round} is not `w`, `b` or `-`"),
                    )
                    .with_label(colour_span, "unknown colour")
                    .with_help("write `w`, `b`, or `-` for a bye"),
                );
                None
            }
        };
        let code = result_text.chars().next().unwrap_or(' ');
        let (mut outcome, mut rated) = match code.to_ascii_uppercase() {
            '1' => (Outcome::Win, true),
            '=' => (Outcome::Draw, true),
            '0' => (Outcome::Loss, true),
            'W' => (Outcome::Win, false),
            'D' => (Outcome::Draw, false),
            'L' => (Outcome::Loss, false),
            '+' => (Outcome::ForfeitWin, false),
            '-' => (Outcome::ForfeitLoss, false),
            'H' => (Outcome::HalfBye, false),
            'F' => (Outcome::FullBye, false),
            'U' => (Outcome::PairingBye, false),
            'Z' => (Outcome::ZeroBye, false),
            ' ' => {
                if opponent.is_some() {
                    self.diagnostics.push(
                        Diagnostic::warning(
                            crate::results::codes::TRF_PAIRING_WITHOUT_RESULT,
                            format!("round {round} names an opponent but has no result"),
                        )
                        .with_label(block_span, "no result in column 8 of the block")
                        .with_note("the entry is ignored for scoring")
                        .with_help("enter the result, or export the file after the round"),
                    );
                    return;
                }
                source.bye_candidates.push((round, block_span));
                (Outcome::ZeroBye, false)
            }
            other => {
                self.diagnostics.push(
                    Diagnostic::error(
                        crate::results::codes::TRF_BAD_RESULT_CODE,
                        format!("result code `{other}` in round {round} is unknown"),
                    )
                    .with_label(result_span, "not one of `1 = 0 + - W D L H F U Z`")
                    .with_note("the round is read as an absence (`Z`)")
                    .with_help("use a FIDE result code"),
                );
                (Outcome::ZeroBye, false)
            }
        };
        let mut opponent = opponent;
        if opponent.is_none() {
            let replacement = match outcome {
                Outcome::Draw => {
                    self.diagnostics.push(
                        Diagnostic::warning(
                            crate::results::codes::TRF_BYE_WRITTEN_AS_DRAW,
                            format!("draw without an opponent in round {round}"),
                        )
                        .with_label(block_span, "read as a half-point bye")
                        .with_help("write `0000 - H`"),
                    );
                    Some(Outcome::HalfBye)
                }
                Outcome::Win | Outcome::Loss => {
                    let as_bye =
                        if outcome == Outcome::Win { Outcome::FullBye } else { Outcome::ZeroBye };
                    self.diagnostics.push(
                        Diagnostic::error(
                            crate::results::codes::TRF_RESULT_NEEDS_OPPONENT,
                            format!("game result `{code}` in round {round} has no opponent"),
                        )
                        .with_label(block_span, "no opponent in columns 1–4 of the block")
                        .with_note(format!("read as `{}`", result_letter(as_bye, false)))
                        .with_help("add the opponent, or use a bye code (`F H U Z`)"),
                    );
                    Some(as_bye)
                }
                _ => None,
            };
            if let Some(r) = replacement {
                outcome = r;
                rated = false;
            }
        } else if matches!(
            outcome,
            Outcome::HalfBye | Outcome::FullBye | Outcome::PairingBye | Outcome::ZeroBye
        ) {
            self.diagnostics.push(
                Diagnostic::error(
                    crate::results::codes::TRF_BYE_WITH_OPPONENT,
                    format!("bye code `{code}` in round {round} has an opponent"),
                )
                .with_label(opponent_span, "a bye has opponent `0000`")
                .with_note("the opponent is dropped")
                .with_help("write `0000` as the opponent of a bye"),
            );
            opponent = None;
        }
        let color = if opponent.is_some() { color } else { None };
        player.games.push(Game { round, opponent, color, outcome, rated });
        source.game_spans.push(block_span);
    }

    fn read_team_013(&mut self, line: &Line<'_>) {
        let (name, _) = line.field(5, 36);
        let mut team = Team { name: name.trim().to_string(), ..Team::default() };
        let mut spans = Vec::new();
        for (token, span) in line.tokens(37) {
            match token.parse::<u32>() {
                Ok(n) if n > 0 => {
                    team.players.push(n);
                    spans.push(span);
                }
                _ => {
                    self.diagnostics.push(bad_team_record("013", token, span));
                    return;
                }
            }
        }
        team.number = self.teams_013.len() as u32 + 1;
        self.teams_013.push(TeamSource { team, member_spans: spans, span: line.span() });
    }

    fn read_team_310(&mut self, line: &Line<'_>) {
        let (number_text, number_span) = line.field(5, 7);
        let Ok(number) = number_text.trim().parse::<u32>() else {
            self.diagnostics.push(bad_team_record("310", number_text.trim(), number_span));
            return;
        };
        let text = |from, to| line.field(from, to).0.trim().to_string();
        let points = |from, to| Points::parse(line.field(from, to).0);
        let mut team = Team {
            number,
            name: text(9, 40),
            nickname: text(42, 46),
            strength: text(48, 53),
            declared_match_points: points(55, 60),
            declared_game_points: points(62, 67),
            declared_rank: line.field(69, 71).0.trim().parse().ok().filter(|&r| r > 0),
            ..Team::default()
        };
        let mut spans = Vec::new();
        for (token, span) in line.tokens(72) {
            match token.parse::<u32>() {
                Ok(0) => {}
                Ok(n) => {
                    team.players.push(n);
                    spans.push(span);
                }
                Err(_) => {
                    self.diagnostics.push(bad_team_record("310", token, span));
                    return;
                }
            }
        }
        self.teams_310.push(TeamSource { team, member_spans: spans, span: line.span() });
    }

    /// All tokens from column 5 as numbers, or a `T023` diagnostic.
    fn numbers(&mut self, line: &Line<'_>, record: &str, from: usize) -> Option<Vec<u32>> {
        let mut out = Vec::new();
        for (token, span) in line.tokens(from) {
            match token.parse::<u32>() {
                Ok(n) => out.push(n),
                Err(_) => {
                    self.diagnostics.push(bad_team_record(record, token, span));
                    return None;
                }
            }
        }
        Some(out)
    }

    fn read_lineup(&mut self, line: &Line<'_>) {
        let Some(numbers) = self.numbers(line, "300", 5) else { return };
        if numbers.len() < 3 || numbers[0] == 0 || numbers[1] == 0 {
            self.diagnostics.push(bad_team_record("300", line.text, line.span()));
            return;
        }
        self.lineups.push(LineupRecord {
            round: numbers[0],
            team: numbers[1],
            opponent: numbers[2],
            players: numbers[3..].iter().map(|&n| (n > 0).then_some(n)).collect(),
            span: line.span(),
        });
    }

    fn read_team_pab(&mut self, line: &Line<'_>) {
        let mut pab = TeamPab {
            match_points: Points::parse(line.field(5, 8).0),
            game_points: Points::parse(line.field(10, 13).0),
            teams: Vec::new(),
        };
        let mut round = 1usize;
        while line.len_chars() >= 15 + 4 * (round - 1) {
            let (text, span) = line.field(15 + 4 * (round - 1), 17 + 4 * (round - 1));
            match text.trim() {
                "" => {}
                t => match t.parse::<u32>() {
                    Ok(0) => {}
                    Ok(team) => pab.teams.push((round as u32, team)),
                    Err(_) => {
                        self.diagnostics.push(bad_team_record("320", t, span));
                        return;
                    }
                },
            }
            round += 1;
        }
        self.tournament.team_pab = Some(pab);
    }

    fn read_forfeited_match(&mut self, line: &Line<'_>) {
        let tokens = line.tokens(5);
        let result = match tokens.first().map(|t| t.0) {
            Some("+-") => MatchForfeit::FirstWins,
            Some("-+") => MatchForfeit::SecondWins,
            Some("--") => MatchForfeit::Both,
            _ => {
                self.diagnostics.push(bad_team_record("330", line.text, line.span()));
                return;
            }
        };
        let numbers: Vec<Option<u32>> = tokens[1..].iter().map(|t| t.0.parse().ok()).collect();
        match numbers.as_slice() {
            [Some(round), Some(first), Some(second)] if *round > 0 => {
                self.tournament.forfeited_matches.push(ForfeitedMatch {
                    round: *round,
                    first: *first,
                    second: *second,
                    result,
                });
            }
            _ => self.diagnostics.push(bad_team_record("330", line.text, line.span())),
        }
    }

    fn read_bye_record(&mut self, line: &Line<'_>) {
        let tokens = line.tokens(5);
        let kind = match tokens.first().map(|t| t.0) {
            Some("F") => Outcome::FullBye,
            Some("H") => Outcome::HalfBye,
            Some("Z") => Outcome::ZeroBye,
            _ => {
                self.diagnostics.push(bad_team_record("240", line.text, line.span()));
                return;
            }
        };
        let Some(numbers) = self.numbers(line, "240", 6) else { return };
        match numbers.split_first() {
            Some((&round, ids)) if round > 0 => {
                self.tournament.declared_byes.push(DeclaredBye { kind, round, ids: ids.to_vec() })
            }
            _ => self.diagnostics.push(bad_team_record("240", line.text, line.span())),
        }
    }

    fn finish(mut self) -> (Tournament, Vec<Diagnostic>) {
        self.place_players();
        if self.tournament.players.is_empty() {
            self.diagnostics.push(
                Diagnostic::error(
                    crate::results::codes::TRF_NO_PLAYERS,
                    "no `001` player line could be read",
                )
                .with_help("export the tournament as FIDE TRF (TRF16 or TRF26)"),
            );
            return (self.tournament, self.diagnostics);
        }
        self.remove_dummy_player();
        self.check_opponents();
        self.check_pairs();
        self.settle_rounds();
        self.repair_and_check_points();
        self.settle_pairing();
        if !self.has_202 {
            self.tournament.declared_tiebreaks =
                tiebreaks_of_standings_order(&self.tournament.declared_standings_order);
        }
        self.build_teams();
        let team_matches = teams::build_team_matches(&self.tournament, &self.lineups);
        self.tournament.team_matches = team_matches.matches;
        self.diagnostics.extend(team_matches.diagnostics);
        self.diagnostics.sort_by_key(|d| (d.primary_span().map(|s| s.start), d.code));
        (self.tournament, self.diagnostics)
    }

    /// Puts players in start-number order, reporting duplicates and gaps.
    fn place_players(&mut self) {
        let mut players = std::mem::take(&mut self.players);
        players.sort_by_key(|(p, _)| p.start);
        let mut placed: Vec<(Player, PlayerSource)> = Vec::with_capacity(players.len());
        for (player, source) in players {
            let expected = placed.len() as u32 + 1;
            if player.start < expected {
                self.diagnostics.push(
                    Diagnostic::error(
                        crate::results::codes::TRF_DUPLICATE_START_NUMBER,
                        format!("start number {} is used twice", player.start),
                    )
                    .with_label(source.start_span, "second line with this start number")
                    .with_note("this line is skipped")
                    .with_help("give every player a different start number"),
                );
                continue;
            }
            if player.start > expected {
                self.diagnostics.push(
                    Diagnostic::warning(
                        crate::results::codes::TRF_MISSING_START_NUMBER,
                        format!("start numbers {expected}–{} have no `001` line", player.start - 1),
                    )
                    .with_label(source.start_span, "the next start number found")
                    .with_note("empty placeholder players keep the numbering")
                    .with_help("add the missing players or renumber"),
                );
                for start in expected..player.start {
                    placed.push((Player { start, ..Player::default() }, PlayerSource::default()));
                }
            }
            placed.push((player, source));
        }
        let (players, sources): (Vec<Player>, Vec<PlayerSource>) = placed.into_iter().unzip();
        self.tournament.players = players;
        self.sources = sources;
    }

    /// Removes a trailing dummy "bye" player; games against it become pairing-allocated byes.
    fn remove_dummy_player(&mut self) {
        let (Some(last), Some(source)) = (self.tournament.players.last(), self.sources.last())
        else {
            return;
        };
        let name = last.name.to_lowercase();
        let is_dummy = ["spielfrei", "bye", "freilos", "bye player", "pairing bye", "free"]
            .contains(&name.as_str())
            && last.rating.is_none()
            && last.fide_id.is_none();
        if !is_dummy {
            return;
        }
        let dummy = last.start;
        let dummy_name = last.name.clone();
        let span = source.start_span;
        let mut converted = 0;
        for player in &mut self.tournament.players {
            for game in &mut player.games {
                if game.opponent == Some(dummy) {
                    *game = Game {
                        round: game.round,
                        opponent: None,
                        color: None,
                        outcome: Outcome::PairingBye,
                        rated: false,
                    };
                    converted += 1;
                }
            }
        }
        self.diagnostics.push(
            Diagnostic::warning(crate::results::codes::TRF_DUMMY_BYE_PLAYER, format!("player {dummy} `{dummy_name}` is a dummy for the bye"))
                .with_label(span, "dummy player")
                .with_note(format!(
                    "the dummy is removed; {converted} games against it are read as pairing-allocated byes"
                ))
                .with_help("export byes as `0000 - U` and drop the dummy line"),
        );
        self.tournament.players.pop();
        self.sources.pop();
    }

    fn check_opponents(&mut self) {
        let count = self.tournament.players.len() as u32;
        for (index, player) in self.tournament.players.iter_mut().enumerate() {
            let source = &self.sources[index];
            for (g, game) in player.games.iter_mut().enumerate() {
                let Some(opponent) = game.opponent else { continue };
                if opponent > count || opponent == player.start {
                    let span = source.game_spans.get(g).copied().unwrap_or_default();
                    self.diagnostics.push(
                        Diagnostic::error(
                            crate::results::codes::TRF_OPPONENT_OUT_OF_RANGE,
                            format!(
                                "player {} has opponent {opponent} in round {}, which is not another player",
                                player.start, game.round
                            ),
                        )
                        .with_label(span, format!("players are numbered 1–{count}"))
                        .with_note("the opponent is dropped")
                        .with_help("correct the opponent's start number"),
                    );
                    game.opponent = None;
                    game.color = None;
                }
            }
        }
    }

    /// Every game must appear on both sides with opposite colours and complementary results.
    fn check_pairs(&mut self) {
        let players = &self.tournament.players;
        for player in players {
            let source = &self.sources[player.start as usize - 1];
            for (g, game) in player.games.iter().enumerate() {
                let Some(o) = game.opponent else { continue };
                let span = source.game_spans.get(g).copied().unwrap_or_default();
                let other = players.get(o as usize - 1).and_then(|p| {
                    let i = p.games.binary_search_by_key(&game.round, |x| x.round).ok()?;
                    Some((i, p.games[i]))
                });
                let problem = match other {
                    Some((_, og)) if og.opponent != Some(player.start) => Some(format!(
                        "player {} lists {o} as opponent in round {}, but player {o} lists {}",
                        player.start,
                        game.round,
                        og.opponent.map_or("no opponent".to_string(), |x| format!("player {x}"))
                    )),
                    None => Some(format!(
                        "player {} lists {o} as opponent in round {}, but player {o} has no entry for that round",
                        player.start, game.round
                    )),
                    Some((_, og)) if player.start < o => {
                        if game.color.is_some() && game.color == og.color {
                            Some(format!(
                                "players {} and {o} both have {} in round {}",
                                player.start,
                                if game.color == Some(Color::White) { "White" } else { "Black" },
                                game.round
                            ))
                        } else if !complementary(game.outcome, og.outcome) {
                            Some(format!(
                                "results of players {} and {o} in round {} do not fit (`{}` against `{}`)",
                                player.start,
                                game.round,
                                result_letter(game.outcome, game.rated),
                                result_letter(og.outcome, og.rated)
                            ))
                        } else {
                            None
                        }
                    }
                    Some(_) => None,
                };
                if let Some(message) = problem {
                    let mut d =
                        Diagnostic::error(crate::results::codes::TRF_GAMES_DISAGREE, message)
                            .with_label(span, "this side");
                    if let Some((i, _)) = other {
                        if let Some(s) = self.sources[o as usize - 1].game_spans.get(i) {
                            d = d.with_label(*s, "the other side");
                        }
                    }
                    self.diagnostics.push(d.with_help("correct the side that is wrong"));
                }
            }
        }
    }

    fn settle_rounds(&mut self) {
        let most = self
            .tournament
            .players
            .iter()
            .filter_map(|p| p.games.last().map(|g| g.round))
            .max()
            .unwrap_or(0);
        self.tournament.rounds = match self.declared_rounds {
            Some((declared, span)) => {
                if most > declared {
                    self.diagnostics.push(
                        Diagnostic::warning(
                            crate::results::codes::TRF_MORE_ROUNDS_THAN_DECLARED,
                            format!("players have {most} rounds, but {declared} are declared"),
                        )
                        .with_label(span, "declared number of rounds")
                        .with_help(format!("declare {most} rounds")),
                    );
                }
                declared.max(most)
            }
            None => most,
        };
    }

    /// Turns undeclared half-point byes into `H` where the declared total needs them, then
    /// warns about totals that still differ.
    fn repair_and_check_points(&mut self) {
        let system = self.tournament.points;
        let rounds = self.tournament.rounds;
        for (index, player) in self.tournament.players.iter_mut().enumerate() {
            let Some(declared) = player.declared_points else { continue };
            let source = &mut self.sources[index];
            let computed = computed_points(player, &system);
            let gain = system.draw - system.loss;
            let missing = declared - computed;
            let mut candidates: Vec<(u32, Span)> = Vec::new();
            if missing.0 > 0 && gain.0 > 0 {
                candidates.clone_from(&source.bye_candidates);
                // Rounds after the end of the line, as many as the missing points could use
                // (bounded, so that a hostile `XXR` cannot blow up the work).
                let last = player.games.last().map_or(0, |g| g.round);
                let most = (missing.0 / gain.0).clamp(0, 256) as u32;
                for round in (last + 1..=rounds).take(most as usize) {
                    if !candidates.iter().any(|c| c.0 == round) {
                        candidates.push((round, source.end_span));
                    }
                }
            }
            let full_gain = system.win - system.loss;
            // As many half-point byes as fit, else full-point byes for the rest.
            let plan = (gain.0 > 0 && missing.0 > 0)
                .then(|| {
                    (0..=candidates.len()).rev().find_map(|halves| {
                        let rest = missing.0 - gain.0 * halves as i64;
                        if rest == 0 {
                            return Some((halves, 0usize));
                        }
                        if rest > 0 && full_gain.0 > 0 && rest % full_gain.0 == 0 {
                            let fulls = (rest / full_gain.0) as usize;
                            (halves + fulls <= candidates.len()).then_some((halves, fulls))
                        } else {
                            None
                        }
                    })
                })
                .flatten();
            if let Some((halves, fulls)) = plan {
                let needed = halves + fulls;
                {
                    for (k, &(round, span)) in candidates.iter().take(needed).enumerate() {
                        let outcome = if k < halves { Outcome::HalfBye } else { Outcome::FullBye };
                        let game =
                            Game { round, opponent: None, color: None, outcome, rated: false };
                        match player.games.binary_search_by_key(&round, |g| g.round) {
                            Ok(i) => player.games[i] = game,
                            Err(i) => {
                                player.games.insert(i, game);
                                source.game_spans.insert(i, span);
                            }
                        }
                        let (code, kind) = if outcome == Outcome::HalfBye {
                            (crate::results::codes::TRF_IMPLICIT_HALF_POINT_BYE, "half-point")
                        } else {
                            (crate::results::codes::TRF_IMPLICIT_FULL_POINT_BYE, "full-point")
                        };
                        let mut d = Diagnostic::warning(
                            code,
                            format!(
                                "round {round} of player {} has no result letter; read as a {kind} bye",
                                player.start
                            ),
                        )
                        .with_label(span, "no result letter")
                        .with_label(source.points_span, format!("declared total {declared}"));
                        if needed < candidates.len() {
                            d = d.with_note(format!(
                                "{} rounds have no letter but only {needed} byes fit the total; the earliest were taken",
                                candidates.len()
                            ));
                        }
                        let letter = if outcome == Outcome::HalfBye { 'H' } else { 'F' };
                        self.diagnostics
                            .push(d.with_help(format!("write `0000 - {letter}` for a {kind} bye")));
                    }
                    continue;
                }
            }
            if declared != computed {
                self.diagnostics.push(
                    Diagnostic::warning(
                        crate::results::codes::TRF_DECLARED_POINTS_MISMATCH,
                        format!(
                            "player {} declares {declared} points, but the rounds add up to {computed}",
                            player.start
                        ),
                    )
                    .with_label(source.points_span, "declared total")
                    .with_note("the computed total is used for scoring")
                    .with_help("correct the total or the round results"),
                );
            }
        }
    }

    fn settle_pairing(&mut self) {
        let code = self.tournament.pairing_code.to_uppercase();
        self.tournament.pairing = if !code.is_empty() {
            if code.contains("DOUBLEROUNDROBIN") || code.contains("DOUBLE_ROUNDROBIN") {
                Pairing::DoubleRoundRobin
            } else if code.contains("ROUNDROBIN") {
                Pairing::RoundRobin
            } else {
                Pairing::Swiss
            }
        } else if self.round_robin_text {
            if self.double_text {
                Pairing::DoubleRoundRobin
            } else {
                Pairing::RoundRobin
            }
        } else {
            Pairing::Swiss
        };
    }

    /// Teams from `310` records (or `013` lines when there are none), checked against players.
    fn build_teams(&mut self) {
        let teams_013 = std::mem::take(&mut self.teams_013);
        let teams_310 = std::mem::take(&mut self.teams_310);
        let use_310 = !teams_310.is_empty();
        if use_310 {
            for t13 in &teams_013 {
                if let Some(t310) = teams_310.iter().find(|t| t.team.name == t13.team.name) {
                    if t310.team.players != t13.team.players {
                        self.diagnostics.push(
                            Diagnostic::warning(
                                crate::results::codes::TRF_TEAM_LISTS_DISAGREE,
                                format!(
                                    "team `{}` has different players in `013` and `310`",
                                    t13.team.name
                                ),
                            )
                            .with_label(t13.span, "`013` line")
                            .with_label(t310.span, "`310` record")
                            .with_help("make the two lists equal or drop the `013` lines"),
                        );
                    }
                }
            }
        }
        let sources = if use_310 { teams_310 } else { teams_013 };
        let count = self.tournament.players.len() as u32;
        let mut team_of = vec![0u32; count as usize + 1];
        for mut source in sources {
            let mut kept = Vec::new();
            for (i, &member) in source.team.players.iter().enumerate() {
                let span = source.member_spans.get(i).copied().unwrap_or(source.span);
                if member == 0 || member > count {
                    self.diagnostics.push(
                        Diagnostic::error(
                            crate::results::codes::TRF_UNKNOWN_TEAM_MEMBER,
                            format!(
                                "team `{}` lists start number {member}, which has no `001` line",
                                source.team.name
                            ),
                        )
                        .with_label(span, "unknown start number")
                        .with_help("add the player or correct the number"),
                    );
                    continue;
                }
                let slot = &mut team_of[member as usize];
                if *slot != 0 {
                    self.diagnostics.push(
                        Diagnostic::error(
                            crate::results::codes::TRF_PLAYER_IN_TWO_TEAMS,
                            format!(
                                "player {member} is listed in team {} and team {}",
                                *slot, source.team.number
                            ),
                        )
                        .with_label(span, "second listing")
                        .with_note("the second listing is dropped")
                        .with_help("remove the player from one of the teams"),
                    );
                    continue;
                }
                *slot = source.team.number;
                kept.push(member);
            }
            source.team.players = kept;
            self.tournament.teams.push(source.team);
        }
        self.tournament.teams.sort_by_key(|t| t.number);
    }
}

/// A comma-separated descriptor list (`202` / `212`), items trimmed, empty items dropped.
fn descriptor_list(text: &str) -> Vec<String> {
    text.split(',').map(|s| s.trim().to_string()).filter(|s| !s.is_empty()).collect()
}

/// The tie-breaks of a `212` standings order: the list without its leading primary score
/// (`PTS`, `MPTS`, `GPTS`).
pub(crate) fn tiebreaks_of_standings_order(order: &[String]) -> Vec<String> {
    let primary = order
        .first()
        .is_some_and(|p| ["PTS", "MPTS", "GPTS", "MP", "GP"].contains(&p.to_uppercase().as_str()));
    order.iter().skip(usize::from(primary)).cloned().collect()
}

/// True when two results of the same game fit together.
fn complementary(a: Outcome, b: Outcome) -> bool {
    use Outcome::*;
    matches!(
        (a, b),
        (Win, Loss)
            | (Loss, Win)
            | (Draw, Draw)
            | (ForfeitWin, ForfeitLoss)
            | (ForfeitLoss, ForfeitWin)
            | (ForfeitLoss, ForfeitLoss)
    )
}

/// The TRF result letter of an outcome.
pub(crate) fn result_letter(outcome: Outcome, rated: bool) -> char {
    match (outcome, rated) {
        (Outcome::Win, true) => '1',
        (Outcome::Draw, true) => '=',
        (Outcome::Loss, true) => '0',
        (Outcome::Win, false) => 'W',
        (Outcome::Draw, false) => 'D',
        (Outcome::Loss, false) => 'L',
        (Outcome::ForfeitWin, _) => '+',
        (Outcome::ForfeitLoss, _) => '-',
        (Outcome::HalfBye, _) => 'H',
        (Outcome::FullBye, _) => 'F',
        (Outcome::PairingBye, _) => 'U',
        (Outcome::ZeroBye, _) => 'Z',
    }
}

fn unreadable_field(what: &str, text: &str, span: Span) -> Diagnostic {
    Diagnostic::warning(
        crate::results::codes::TRF_UNREADABLE_FIELD,
        format!("{what} `{}` could not be read", text.trim()),
    )
    .with_label(span, format!("expected the {what} here"))
    .with_note("the value is ignored")
    .with_help(format!("correct the {what} or check the column alignment"))
}

fn bad_team_record(record: &str, text: &str, span: Span) -> Diagnostic {
    Diagnostic::error(
        crate::results::codes::TRF_BAD_TEAM_RECORD,
        format!("`{record}` record has an unreadable part `{}`", text.trim()),
    )
    .with_label(span, "not what this record holds here")
    .with_note("the record is skipped")
    .with_help(format!("check the `{record}` columns against the TRF26 description"))
}

fn bad_point_system(text: &str, span: Span) -> Diagnostic {
    Diagnostic::warning(
        crate::results::codes::TRF_BAD_POINT_SYSTEM,
        format!("point-system part `{text}` could not be read"),
    )
    .with_label(span, "expected e.g. `W=1` (XXS), `W 1.0` (162) or `TW 2` (362)")
    .with_note("the FIDE default is kept for this value")
    .with_help("write the point system as in the TRF description")
}

/// Reads the date forms found in real exports: `YYYY/MM/DD`, `YYYY-MM-DD`, `YYYY.MM.DD`,
/// `DD.MM.YYYY`, `DD/MM/YYYY`, `YY.MM.DD`, `YY/MM/DD`, `28. 07. 2005`, `May 10, 2020`.
pub fn parse_date(text: &str) -> Option<Date> {
    const MONTHS: [&str; 12] =
        ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
    let groups: Vec<&str> =
        text.split(|c: char| !c.is_ascii_digit()).filter(|g| !g.is_empty()).collect();
    let number = |g: &str| g.parse::<i16>().ok();
    let lower = text.to_lowercase();
    let month_word = MONTHS.iter().position(|m| lower.contains(m)).map(|i| i as i8 + 1);
    let (year, month, day) = match (groups.as_slice(), month_word) {
        ([d, y], Some(m)) if y.len() == 4 => (number(y)?, m, number(d)?),
        ([y, m, d], None) if y.len() == 4 => (number(y)?, number(m)? as i8, number(d)?),
        ([d, m, y], None) if y.len() == 4 => (number(y)?, number(m)? as i8, number(d)?),
        ([y, m, d], None) if y.len() == 2 && m.len() <= 2 && d.len() <= 2 => {
            let y = number(y)?;
            (if y < 70 { 2000 + y } else { 1900 + y }, number(m)? as i8, number(d)?)
        }
        _ => return None,
    };
    Date::new(year, month, i8::try_from(day).ok()?).ok()
}
