//! FIDE Tournament Report File (TRF16 and TRF26) reader and writers.
//!
//! The reader works on characters, not bytes, so that names with non-ASCII letters do not shift
//! the fixed columns. It never fails: what it cannot use is reported as a `T` diagnostic with a
//! span, and the rest of the file is still read. [`read_trf_bytes`] decodes through the decode
//! stage (`decode::Profile::Trf`: UTF-8, a Cyrillic code page, else Latin-1).
//!
//! Record layout facts: `001` columns 5–8 start number, 10 sex, 11–13 title, 15–47 name, 49–52
//! rating, 54–56 federation, 58–68 FIDE ID, 70–79 birth, 81–84 points, 86–89 rank, and round
//! blocks of 10 columns from column 92 (opponent in 92–95, colour in 97, result in 99).

mod consistency;
mod findings;
mod fits;
mod line;
mod records;
mod teams;
mod write;

use findings::Findings;
pub(crate) use line::Line;
use records::descriptor_list;

pub use fits::unwritable;
pub use write::{write_trf16, write_trf26};

use crate::diagnostic::l10n::{localized, tr};
use crate::diagnostic::Diagnostic;
use crate::results::{
    AbnormalPoints, Color, DeclaredBye, ForfeitedMatch, Game, MatchForfeit, MatchPointSystem,
    Outcome, Pairing, Player, PointSystem, Team, TeamPab, Tournament,
};
use crate::source::{SourceFile, Span};
use crate::vocab::points::Points;
use crate::vocab::Lang;
use jiff::civil::Date;

/// How a finding names a player: "player 7 `Petrov, Ivan`", or "player 7" without a name.
pub(crate) fn who(start: u32, name: &str, lang: Lang) -> String {
    if name.is_empty() {
        tr!(lang, en: "player {start}", bg: "състезател {start}", uk: "гравець {start}")
    } else {
        tr!(
            lang,
            en: "player {start} `{name}`",
            bg: "състезател {start} `{name}`",
            uk: "гравець {start} `{name}`"
        )
    }
}

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
        let warning = localized(|l| {
            let d = Diagnostic::warning(
                crate::results::codes::TRF_NOT_UTF8,
                tr!(
                    l,
                    en: "file is not UTF-8; read as ISO-8859-1",
                    bg: "файлът не е в UTF-8; прочетен е като ISO-8859-1",
                    uk: "файл не в UTF-8; його прочитано як ISO-8859-1"
                ),
            )
            .with_help(tr!(
                l,
                en: "re-save the file as UTF-8",
                bg: "запишете файла отново в UTF-8",
                uk: "збережіть файл заново в UTF-8"
            ));
            match first {
                Some((at, c)) => d.with_label(
                    Span::new(at, at + c.len_utf8()),
                    tr!(
                        l,
                        en: "first byte that is not UTF-8",
                        bg: "първият байт, който не е UTF-8",
                        uk: "перший байт, що не є UTF-8"
                    ),
                ),
                None => d,
            }
        });
        reader.diagnostics.push(warning);
    }
    reader.read_lines(file);
    let (t, findings) = reader.finish(&file.text);
    (t, findings.into_vec(file))
}

/// A player line as read, with what later checks need to point into it: 48 bytes a player,
/// the spans of its fields found again from the line's text when a finding needs them.
#[derive(Default)]
struct PlayerSource {
    /// Span of the line (without its line ending): a field is found in it by its columns when a
    /// finding needs it ([`PlayerSource::field_span`]), so no span is kept per field or game.
    line: Span,
    /// Rounds that could be undeclared byes (an empty block, or no opponent and no result
    /// letter), with the block's span.
    bye_candidates: Vec<(u32, Span)>,
    /// The line was cut off (`T032`): its later rounds are unknown, so its total is not
    /// repaired with byes nor compared with the rounds.
    truncated: bool,
}

// One per player, kept while the file is read and checked: it stays at 48 bytes.
#[cfg(target_pointer_width = "64")]
const _: () = assert!(std::mem::size_of::<PlayerSource>() == 48);

impl PlayerSource {
    /// The span of columns `from..=to` of the player's line of `text`, as the reader saw them
    /// (empty at the end of the line when the line stops before them).
    fn field_span(&self, text: &str, from: usize, to: usize) -> Span {
        let line =
            Line::new(text.get(self.line.start..self.line.end).unwrap_or(""), self.line.start);
        line.field(from, to).1
    }

    /// The span of the block of `round`.
    fn game_span(&self, text: &str, round: u32) -> Span {
        let col = 92 + 10 * (round as usize).saturating_sub(1);
        self.field_span(text, col, col + 7)
    }

    /// The span of the start number (columns 5–8).
    fn start_span(&self, text: &str) -> Span {
        self.field_span(text, 5, 8)
    }

    /// The span of the points field (columns 81–84).
    fn points_span(&self, text: &str) -> Span {
        self.field_span(text, 81, 84)
    }

    /// The empty span at the end of the line (for rounds beyond it).
    fn end_span(&self) -> Span {
        Span::new(self.line.end, self.line.end)
    }
}

/// A `300` record: the lineup of a team in one round.
pub(crate) struct LineupRecord {
    pub(crate) round: u32,
    pub(crate) team: u32,
    pub(crate) opponent: u32,
    pub(crate) players: Vec<Option<u32>>,
    pub(crate) span: Span,
}

/// The team numbers a `300`, `330`, `240` or `320` record names.
struct TeamReference {
    team: u32,
    /// The opponent, for a lineup (`300`) or a forfeited match (`330`, the second team).
    opponent: Option<u32>,
    record: &'static str,
    round: u32,
    span: Span,
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
    /// What was found, at most a few of each code (the rest counted).
    diagnostics: Findings,
    /// Players as read, in file order, until [`Reader::place_players`] moves them into the
    /// tournament; `read_sources` is parallel to it.
    players: Vec<Player>,
    read_sources: Vec<PlayerSource>,
    /// Source facts of `tournament.players`, parallel to it once placed.
    sources: Vec<PlayerSource>,
    declared_rounds: Option<(u32, Span)>,
    teams_013: Vec<TeamSource>,
    teams_310: Vec<TeamSource>,
    lineups: Vec<LineupRecord>,
    /// The teams each `330`, `240` or `320` record names (the `300` lineups keep their own),
    /// checked against the teams once they are known.
    team_references: Vec<TeamReference>,
    round_robin_text: bool,
    double_text: bool,
    /// A `202` record was read (it wins over the tie-breaks of a `212` record).
    has_202: bool,
}

/// Record codes that TRF26 defines but the model keeps only verbatim.
const KEPT_VERBATIM: &[&str] = &[
    "152", "172", "182", "222", "250", "260", "352", "801", "802", "XXA", "XXC", "XXP", "XXZ",
    "BBW", "BBD", "BBL", "BBZ", "BBF", "BBU",
];

impl Reader {
    fn read_lines(&mut self, file: &SourceFile) {
        let text = file.text.as_str();
        // Room for one player per line (a hint: no more than a `001` line without rounds, 89
        // columns, could hold), so that the players are not moved as the vectors grow.
        let lines = newlines(text.as_bytes()) + 1;
        let room = lines.min(text.len() / 89 + 1);
        self.players.reserve(room);
        self.read_sources.reserve(room);
        let mut crlf: Option<(Span, usize)> = None;
        let mut trailing: Option<(Span, usize)> = None;
        let mut offset = 0;
        // Each line with its line feed, found by a vectorised search (`str::split_inclusive`
        // costs two instructions a byte more).
        while offset < text.len() {
            let start = offset;
            offset = memchr::memchr(b'\n', &text.as_bytes()[start..])
                .map_or(text.len(), |at| start + at + 1);
            let raw = &text[start..offset];
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
            self.diagnostics.insert_first(
                localized(|l| {
                    Diagnostic::warning(
                        crate::results::codes::TRF_CRLF_LINE_ENDINGS,
                        tr!(
                            l,
                            en: "lines end with CR LF",
                            bg: "редовете завършват с CR LF",
                            uk: "рядки закінчуються на CR LF"
                        ),
                    )
                    .with_label(
                        span,
                        tr!(l, en: "first CR LF", bg: "първият CR LF", uk: "перший CR LF"),
                    )
                    .with_note(tr!(
                        l,
                        en: "{count} lines end with CR LF; read as plain line ends",
                        bg: "редове с CR LF накрая: {count}; прочетени като обикновени краища на редове",
                        uk: "рядків із CR LF у кінці: {count}; прочитано як звичайні кінці рядків"
                    ))
                    .with_help(tr!(
                        l,
                        en: "convert the file to LF (or CR) line endings",
                        bg: "преобразувайте краищата на редовете в LF (или CR)",
                        uk: "перетворіть кінці рядків на LF (або CR)"
                    ))
                }),
            );
        }
        if let Some((span, count)) = trailing {
            self.diagnostics.insert_first(localized(|l| {
                Diagnostic::warning(
                    crate::results::codes::TRF_TRAILING_BLANKS,
                    tr!(
                        l,
                        en: "lines end with blanks",
                        bg: "редове завършват с интервали",
                        uk: "рядки закінчуються пробілами"
                    ),
                )
                .with_label(
                    span,
                    tr!(
                        l,
                        en: "trailing blanks",
                        bg: "интервали накрая",
                        uk: "пробіли в кінці"
                    ),
                )
                .with_note(tr!(
                    l,
                    en: "{count} lines end with blanks; they are ignored",
                    bg: "редове с интервали накрая: {count}; интервалите се пренебрегват",
                    uk: "рядків із пробілами в кінці: {count}; пробіли ігноруються"
                ))
                .with_help(tr!(
                    l,
                    en: "strip the blanks at the ends of the lines",
                    bg: "махнете интервалите в края на редовете",
                    uk: "приберіть пробіли в кінці рядків"
                ))
            }));
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
            "299" => {
                self.read_abnormal_points(line);
                self.tournament.other_records.push(line.text.to_string());
            }
            _ if line.text.starts_with("###") => {}
            _ if KEPT_VERBATIM.contains(&code) => {
                self.tournament.other_records.push(line.text.to_string());
            }
            _ => {
                let (_, span) = line.field(1, 3);
                let code = code.trim();
                self.diagnostics.push(localized(|l| {
                    let message = if code.is_empty() {
                        tr!(
                            l,
                            en: "line without a record code is ignored",
                            bg: "ред без код на запис е пренебрегнат",
                            uk: "рядок без коду запису пропущено"
                        )
                    } else {
                        tr!(
                            l,
                            en: "unknown record `{code}` is ignored",
                            bg: "непознатият запис `{code}` е пренебрегнат",
                            uk: "невідомий запис `{code}` пропущено"
                        )
                    };
                    Diagnostic::note_level(crate::results::codes::TRF_UNKNOWN_RECORD, message)
                        .with_label(
                            span,
                            tr!(
                                l,
                                en: "not a TRF record code",
                                bg: "не е код на запис от TRF",
                                uk: "не код запису TRF"
                            ),
                        )
                        .with_help(tr!(
                            l,
                            en: "remove the line, or start it with `###` to mark it as a comment",
                            bg: "махнете реда или го започнете с `###`, за да е коментар",
                            uk: "приберіть рядок або почніть його з `###`, щоб він був коментарем"
                        ))
                }));
            }
        }
    }

    fn finish(mut self, text: &str) -> (Tournament, Findings) {
        let no_players = |message: fn(Lang) -> String| {
            localized(|l| {
                Diagnostic::error(crate::results::codes::TRF_NO_PLAYERS, message(l)).with_help(tr!(
                    l,
                    en: "export the tournament as FIDE TRF (TRF16 or TRF26)",
                    bg: "експортирайте турнира като TRF на ФИДЕ (TRF16 или TRF26)",
                    uk: "експортуйте турнір як TRF ФІДЕ (TRF16 або TRF26)"
                ))
            })
        };
        self.place_players(text);
        if self.tournament.players.is_empty() {
            self.diagnostics.push(no_players(|l| {
                tr!(
                    l,
                    en: "no `001` player line could be read",
                    bg: "не можа да се прочете нито един ред `001` за състезател",
                    uk: "не вдалося прочитати жодного рядка `001` гравця"
                )
            }));
            return (self.tournament, self.diagnostics);
        }
        self.remove_dummy_player(text);
        if self.tournament.players.iter().all(|p| p.missing) {
            self.diagnostics.push(no_players(|l| {
                tr!(
                    l,
                    en: "no `001` line of a player: the only one is the dummy for the bye",
                    bg: "няма ред `001` на състезател: единственият е фиктивният за почивката",
                    uk: "немає рядка `001` гравця: єдиний — фіктивний для вільного туру"
                )
            }));
            return (self.tournament, self.diagnostics);
        }
        self.check_opponents(text);
        self.check_pairs(text);
        self.settle_rounds();
        // The pairing system first: a round robin has no byes to work out.
        self.settle_pairing();
        self.repair_and_check_points(text);
        if !self.has_202 {
            self.tournament.declared_tiebreaks =
                tiebreaks_of_standings_order(&self.tournament.declared_standings_order);
        }
        self.build_teams();
        self.check_team_references();
        let team_matches = teams::build_team_matches(&self.tournament, &self.lineups);
        self.tournament.team_matches = team_matches.matches;
        self.diagnostics.extend(team_matches.diagnostics);
        (self.tournament, self.diagnostics)
    }
}

/// The number of `\n` in `bytes`, counted in one-byte lanes (runs of at most 255 bytes, whose
/// count fits a byte), which the compiler turns into wide vector operations.
fn newlines(bytes: &[u8]) -> usize {
    bytes
        .chunks(255)
        .map(|run| usize::from(run.iter().fold(0u8, |n, &b| n + u8::from(b == b'\n'))))
        .sum()
}

/// The tie-breaks of a `212` standings order: the list without its leading primary score
/// (`PTS`, `MPTS`, `GPTS`).
pub(crate) fn tiebreaks_of_standings_order(order: &[String]) -> Vec<String> {
    let primary = order
        .first()
        .is_some_and(|p| ["PTS", "MPTS", "GPTS", "MP", "GP"].contains(&p.to_uppercase().as_str()));
    order.iter().skip(usize::from(primary)).cloned().collect()
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

/// The outcome a TRF result letter stands for (case ignored; the reverse of [`result_letter`]), and whether the game is rated:
/// `1 = 0` played, `W D L` played but unrated, `+ -` forfeits, `H F U Z` byes (TRF-16, the
/// round block's column 8). `None` for any other byte, the blank included.
pub(crate) fn outcome_of_letter(letter: u8) -> Option<(Outcome, bool)> {
    // One look in a table made from the letters (this runs on every round of a file).
    const TABLE: [Option<(Outcome, bool)>; 128] = {
        let mut table = [None; 128];
        let mut b = 0;
        while b < 128 {
            table[b] = letter_outcome(b as u8);
            b += 1;
        }
        table
    };
    TABLE.get(usize::from(letter)).copied().flatten()
}

/// [`outcome_of_letter`], letter by letter.
const fn letter_outcome(letter: u8) -> Option<(Outcome, bool)> {
    Some(match letter.to_ascii_uppercase() {
        b'1' => (Outcome::Win, true),
        b'=' => (Outcome::Draw, true),
        b'0' => (Outcome::Loss, true),
        b'W' => (Outcome::Win, false),
        b'D' => (Outcome::Draw, false),
        b'L' => (Outcome::Loss, false),
        b'+' => (Outcome::ForfeitWin, false),
        b'-' => (Outcome::ForfeitLoss, false),
        b'H' => (Outcome::HalfBye, false),
        b'F' => (Outcome::FullBye, false),
        b'U' => (Outcome::PairingBye, false),
        b'Z' => (Outcome::ZeroBye, false),
        _ => return None,
    })
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

#[cfg(test)]
mod tests {

    #[test]
    fn result_letters_read_back_as_they_are_written() {
        use super::{outcome_of_letter, result_letter};
        let letters = b"1=0WDL+-HFUZ";
        for &l in letters {
            for l in [l, l.to_ascii_lowercase()] {
                let (outcome, rated) = outcome_of_letter(l).expect("a FIDE result letter");
                assert_eq!(result_letter(outcome, rated), char::from(l.to_ascii_uppercase()));
            }
        }
        let others = (0..=255u8).filter(|b| !letters.contains(&b.to_ascii_uppercase()));
        assert!(others.clone().count() > 200);
        for b in others {
            assert_eq!(outcome_of_letter(b), None, "{b:#x}");
        }
    }

    /// The line count hint counts every `\n`, also in runs longer than a lane's 255.
    #[test]
    fn newlines_are_counted() {
        let texts = [
            String::new(),
            "\n".repeat(255),
            "\n".repeat(256),
            "\n".repeat(1000) + "x",
            "001 a\n\r\n012 b".repeat(97),
            std::fs::read_to_string(concat!(
                env!("CARGO_MANIFEST_DIR"),
                "/tests/data/trf/swiss_karl_mala_gedenkturnier_frankfurt_2005_284p_7r_ranks.trf"
            ))
            .unwrap_or_default(),
        ];
        for text in &texts {
            let expected = text.bytes().filter(|&b| b == b'\n').count();
            assert_eq!(super::newlines(text.as_bytes()), expected);
        }
        assert!(super::newlines(texts[5].as_bytes()) > 284);
    }
}
