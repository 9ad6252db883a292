//! Reading a results file: the statements of the header, the player and team lists, and the
//! rounds with their games, byes and team matches, each checked against the list (and the
//! regulation's list when there is one), every problem a `T1xx` diagnostic at its place.

use super::*;

pub(super) fn word(v: &Value) -> Option<String> {
    v.as_word().map(|w| w.to_lowercase().replace('_', "-"))
}

pub(super) fn is_word(v: Option<&Value>, names: &[&str]) -> bool {
    v.and_then(word).is_some_and(|w| names.contains(&w.as_str()))
}

pub(super) fn number(v: &Value) -> Option<u32> {
    match &v.kind {
        ValueKind::Number(n) => n.parse().ok(),
        _ => None,
    }
}

pub(super) fn string(v: &Value) -> Option<String> {
    match &v.kind {
        ValueKind::Str(s) => Some(s.clone()),
        _ => None,
    }
}

pub(super) const HEADER: &[&str] = &["results", "резултати", "результати"];

pub(super) const ROUND: &[&str] = &["round", "кръг", "тур"];

/// The recorded outcome of a tie: `decided [board N] METHOD N N … ["note"]`.
pub(super) const DECIDED: &[&str] = &["decided", "решение", "рішення"];

/// The methods of `decided`, in the three languages.
const METHODS: &[(&[&str], DecisionMethod)] = &[
    (&["playoff", "play-off", "бараж", "плейоф", "плей-оф", "плей-офф"], DecisionMethod::Playoff),
    (&["armageddon", "армагедон"], DecisionMethod::Armageddon),
    (&["lots", "жребий", "жеребкування"], DecisionMethod::Lots),
];

pub(super) fn header_regulation(st: &Statement) -> Option<Spanned<String>> {
    if !is_word(st.values.first(), HEADER) {
        return None;
    }
    let at = st.values.iter().position(|v| is_word(Some(v), &["regulation", "регламент"]))?;
    let v = st.values.get(at + 1)?;
    string(v).map(|s| Spanned::new(s, v.span))
}

/// Reads a results file. `regulation` supplies the player list (when the file has none), the
/// dates, the system, the rounds and the point system the file does not state itself.
pub fn read_results(file: &SourceFile, regulation: Option<&Regulation>) -> ResultsFile {
    let mut out = ResultsFile::default();
    let doc = match crate::syntax::parse(file) {
        Ok(doc) => doc,
        Err(d) => {
            out.diagnostics.push(d);
            return out;
        }
    };
    let mut reader = Reader { diags: Vec::new(), ..Reader::default() };
    let mut statements = doc.statements.iter();
    match doc.statements.first() {
        Some(first) if is_word(first.values.first(), HEADER) => {
            statements.next();
            reader.title = first.values.get(1).and_then(string);
            out.regulation = header_regulation(first);
        }
        Some(first) => reader.diags.push(
            Diagnostic::warning(
                crate::results::codes::RESULTS_NO_HEADER,
                "the file does not start with `results`",
            )
            .with_label(first.span, "first statement")
            .with_help("start with `results \"Title\" regulation \"file.rgl\"`"),
        ),
        None => {}
    }
    let mut rounds_blocks: Vec<&Statement> = Vec::new();
    let mut hidden = crate::diagnostic::Hidden::default();
    let mut decided: Vec<&Statement> = Vec::new();
    for st in statements {
        if reader.diags.len() >= 2 * MAX_KEPT_FINDINGS {
            hidden.add(crate::diagnostic::truncate(&mut reader.diags, MAX_KEPT_FINDINGS));
        }
        let key = st.values.first().and_then(word).unwrap_or_default();
        match key.as_str() {
            "dates" | "date" | "дати" | "дата" => reader.dates(st),
            "system" | "система" => reader.system(st),
            "points" | "точки" | "очки" => reader.points(st),
            "lots" | "жребий" | "жеребкування" => {
                reader.lots = st.values.iter().skip(1).filter_map(number).collect()
            }
            "players" | "участници" | "учасники" | "учасниці" => {
                if let Some(b) = &st.block {
                    reader.player_block(b, None);
                }
            }
            "teams" | "отбори" | "команди" => {
                if let Some(b) = &st.block {
                    reader.team_block(b);
                }
            }
            k if ROUND.contains(&k) => rounds_blocks.push(st),
            k if DECIDED.contains(&k) => decided.push(st),
            _ => reader.unknown(st, "a top-level statement"),
        }
    }
    let mut t = Tournament::default();
    reader.fill_from_regulation(&mut t, regulation);
    if t.players.is_empty() {
        reader.diags.push(
            Diagnostic::error(
                crate::results::codes::RESULTS_NO_PLAYERS,
                "no player list in the file or its regulation",
            )
            .with_span(Span::new(0, file.text.chars().next().map_or(0, char::len_utf8)))
            .with_help("add `players { 1 \"Name\" 2300 … }`"),
        );
    }
    for st in rounds_blocks {
        if reader.diags.len() >= 2 * MAX_KEPT_FINDINGS {
            hidden.add(crate::diagnostic::truncate(&mut reader.diags, MAX_KEPT_FINDINGS));
        }
        reader.round(&mut t, st);
    }
    reader.finish(&mut t);
    for st in decided {
        if let Some(d) = reader.decision(&t, st) {
            t.decisions.push(d);
        }
    }
    hidden.add(crate::diagnostic::truncate(&mut reader.diags, MAX_KEPT_FINDINGS));
    if hidden.total() > 0 {
        reader.diags.push(crate::decode::findings_not_shown(hidden));
    }
    out.tournament = t;
    out.lots = reader.lots;
    out.diagnostics = reader.diags;
    out
}

/// The most findings the reader keeps (errors first; one `D008` counts the rest).
const MAX_KEPT_FINDINGS: usize = 10_000;

#[derive(Default)]
pub(super) struct Reader {
    diags: Vec<Diagnostic>,
    title: Option<String>,
    dates: Option<(Date, Option<Date>)>,
    pairing: Option<Pairing>,
    rounds: Option<u32>,
    points: Option<PointSystem>,
    lots: Vec<u32>,
    /// (start number, player, span)
    players: BTreeMap<u32, (Player, Span)>,
    teams: Vec<Team>,
    /// (round, player) → span of the entry that placed the player.
    seen: BTreeMap<(u32, u32), Span>,
    /// Round-robin pair counts: (low, high) → spans.
    pairs: BTreeMap<(u32, u32), Vec<Span>>,
    /// Rounds for which a block was read.
    rounds_read: BTreeSet<u32>,
}

pub(super) fn forfeit(o: Outcome) -> Outcome {
    match o {
        Outcome::Win | Outcome::ForfeitWin => Outcome::ForfeitWin,
        Outcome::Draw => Outcome::HalfBye,
        _ => Outcome::ForfeitLoss,
    }
}

pub(super) fn push_game(
    t: &mut Tournament,
    player: u32,
    round: u32,
    opponent: Option<u32>,
    color: Option<Color>,
    outcome: Outcome,
) {
    if let Some(p) = t.players.get_mut(player as usize - 1) {
        p.games.push(Game { round, opponent, color, outcome, rated: true });
    }
}

impl Reader {
    /// A `decided` statement, checked against the players and teams read (`T130`).
    fn decision(&mut self, t: &Tournament, st: &Statement) -> Option<RecordedDecision> {
        let mut bad = |why: String, help: &str| {
            self.diags.push(
                Diagnostic::error(crate::results::codes::RESULTS_MALFORMED_DECISION, why)
                    .with_label(st.span, "this recorded outcome")
                    .with_help(help.to_string()),
            );
            None
        };
        let form = "write `decided [board N] playoff|armageddon|lots N N … [\"note\"]`, the \
                    tied in the order decided, the best first";
        let mut values = st.values.iter().skip(1).peekable();
        let mut board = None;
        if is_word(values.peek().copied(), &["board", "дъска", "дошка"]) {
            values.next();
            match values.next().and_then(number) {
                Some(n) if n >= 1 => board = Some(n),
                _ => return bad("`board` needs the board's number".to_string(), form),
            }
        }
        let method = values.next().and_then(word).and_then(|w| {
            METHODS.iter().find(|(names, _)| names.contains(&w.as_str())).map(|(_, m)| *m)
        });
        let Some(method) = method else {
            return bad(
                "the recorded outcome does not say how the tie was decided".to_string(),
                form,
            );
        };
        let mut order = Vec::new();
        let mut note = None;
        for v in values {
            match (number(v), string(v)) {
                (Some(n), _) if note.is_none() => order.push(n),
                (None, Some(text)) if note.is_none() => note = Some(text),
                _ => return bad(format!("{} is not understood here", v.describe()), form),
            }
        }
        if order.len() < 2 {
            return bad(
                "a recorded outcome names at least the two tied competitors".to_string(),
                form,
            );
        }
        if let Some(twice) = order.iter().find(|n| order.iter().filter(|m| m == n).count() > 1) {
            return bad(format!("`{twice}` is named twice"), "name each tied competitor once");
        }
        let teams = board.is_none() && !t.teams.is_empty();
        if board.is_some() && t.teams.is_empty() {
            return bad(
                "a board classification is decided, but the file has no teams".to_string(),
                "leave out `board N` in an individual event",
            );
        }
        let unknown: Vec<String> = order
            .iter()
            .filter(|n| {
                if teams {
                    !t.teams.iter().any(|x| x.number == **n)
                } else {
                    t.player(**n).is_none()
                }
            })
            .map(|n| n.to_string())
            .collect();
        if !unknown.is_empty() {
            let what = if teams { "team numbers" } else { "start numbers" };
            return bad(
                format!("no {what} {} in the file", unknown.join(", ")),
                "name the tied by the numbers of the file (team numbers in a team event's main \
                 classification, start numbers on a board)",
            );
        }
        Some(RecordedDecision { board, method, order, note, span: st.span })
    }

    fn unknown(&mut self, st: &Statement, what: &str) {
        let first = st.values.first().map(|v| v.describe()).unwrap_or_default();
        self.diags.push(
            Diagnostic::error(
                crate::results::codes::RESULTS_UNKNOWN_STATEMENT,
                format!("{first} does not start {what}"),
            )
            .with_label(st.span, "not understood")
            .with_help("see results/README.md for the statements a results file knows"),
        );
    }

    fn dates(&mut self, st: &Statement) {
        let date = |me: &mut Reader, text: &str, span: Span| -> Option<Date> {
            let d = text.parse::<Date>().ok();
            if d.is_none() {
                me.diags.push(
                    Diagnostic::error(
                        crate::results::codes::RESULTS_INVALID_DATE,
                        format!("`{text}` is not a date of the calendar"),
                    )
                    .with_label(span, "no such day")
                    .with_help("write a real date as YYYY-MM-DD, e.g. `2021-02-28`"),
                );
            }
            d
        };
        for v in st.values.iter().skip(1) {
            match &v.kind {
                ValueKind::DateRange(a, b) => {
                    let (first, last) = (date(self, a, v.span), date(self, b, v.span));
                    if let (Some(x), Some(y)) = (first, last) {
                        if y < x {
                            self.diags.push(
                                Diagnostic::error(
                                    crate::results::codes::RESULTS_INVALID_DATE,
                                    format!("the last date {y} is before the first {x}"),
                                )
                                .with_label(v.span, "dates in the wrong order")
                                .with_help("write the first day, then `..`, then the last day"),
                            );
                        }
                    }
                    if let Some(x) = first {
                        self.dates = Some((x, last));
                    }
                }
                ValueKind::Date(a) => {
                    if let Some(x) = date(self, a, v.span) {
                        self.dates = Some((x, None));
                    }
                }
                _ => {}
            }
        }
    }

    fn system(&mut self, st: &Statement) {
        let vals = &st.values;
        for (i, v) in vals.iter().enumerate().skip(1) {
            match word(v).as_deref() {
                Some("round-robin") => self.pairing = Some(Pairing::RoundRobin),
                Some("double-round-robin") => self.pairing = Some(Pairing::DoubleRoundRobin),
                Some("swiss") => self.pairing = Some(Pairing::Swiss),
                Some("rounds") => {
                    // `rounds 11` or `11 rounds`
                    let n = vals
                        .get(i + 1)
                        .and_then(number)
                        .or_else(|| i.checked_sub(1).and_then(|j| vals.get(j)).and_then(number));
                    self.rounds = n;
                }
                _ => {}
            }
        }
    }

    fn points(&mut self, st: &Statement) {
        let nums: Vec<Points> = st
            .values
            .iter()
            .skip(1)
            .filter_map(|v| match &v.kind {
                ValueKind::Number(n) => Points::parse(n),
                _ => None,
            })
            .collect();
        if let [win, draw, loss] = nums.as_slice() {
            self.points = Some(PointSystem { win: *win, draw: *draw, loss: *loss });
        } else {
            self.unknown(st, "a point system `points 1 ½ 0`");
        }
    }

    /// Reads player lines; returns the start numbers read, in order.
    fn player_block(&mut self, block: &Block, team: Option<u32>) -> Vec<u32> {
        let mut read = Vec::new();
        for st in &block.statements {
            let vals = &st.values;
            let Some(start) = vals.first().and_then(number).filter(|n| *n >= 1) else {
                self.malformed_player(st);
                continue;
            };
            let mut i = 1;
            let mut title = String::new();
            if let Some(w) = vals.get(i).and_then(|v| v.as_word()) {
                title = w.to_string();
                i += 1;
            }
            let Some(name) = vals.get(i).and_then(string) else {
                self.malformed_player(st);
                continue;
            };
            let rating = vals.get(i + 1).and_then(number);
            let club = vals
                .iter()
                .position(|v| is_word(Some(v), &["club", "fed", "клуб"]))
                .and_then(|at| vals.get(at + 1))
                .and_then(string);
            if self.players.contains_key(&start) {
                self.diags.push(
                    Diagnostic::error(
                        crate::results::codes::RESULTS_MALFORMED_PLAYER,
                        format!("start number `{start}` is given twice"),
                    )
                    .with_label(st.span, "second player with this number")
                    .with_help("give every player a different start number"),
                );
                continue;
            }
            let player = Player {
                start,
                name,
                title,
                rating,
                federation: club
                    .or_else(|| {
                        team.and_then(|n| self.teams.iter().find(|t| t.number == n))
                            .map(|t| t.name.clone())
                    })
                    .unwrap_or_default(),
                ..Player::default()
            };
            self.players.insert(start, (player, st.span));
            read.push(start);
        }
        read
    }

    fn malformed_player(&mut self, st: &Statement) {
        self.diags.push(
            Diagnostic::error(
                crate::results::codes::RESULTS_MALFORMED_PLAYER,
                "this player line cannot be read",
            )
            .with_label(st.span, "expected `NUMBER [TITLE] \"Name\" [RATING]`")
            .with_help("write e.g. `3 IM \"Genova, Ruzka\" 2243`"),
        );
    }

    fn team_block(&mut self, block: &Block) {
        for st in &block.statements {
            let number = st.values.first().and_then(number);
            let name = st.values.get(1).and_then(string);
            let (Some(number), Some(name)) = (number, name) else {
                self.diags.push(
                    Diagnostic::error(
                        crate::results::codes::RESULTS_MALFORMED_PLAYER,
                        "this team line cannot be read",
                    )
                    .with_label(st.span, "expected `NUMBER \"Name\" { player lines }`")
                    .with_help("write e.g. `1 \"Рокада\" { 1 \"Name\" 2200 }`"),
                );
                continue;
            };
            self.teams.push(Team { number, name, ..Team::default() });
            if let Some(b) = &st.block {
                let players = self.player_block(b, Some(number));
                if let Some(team) = self.teams.last_mut() {
                    team.players = players;
                }
            }
        }
    }

    fn fill_from_regulation(&mut self, t: &mut Tournament, reg: Option<&Regulation>) {
        t.name = self.title.clone().unwrap_or_default();
        let reg_dates = reg.and_then(|r| r.event.dates.as_ref()).map(|d| d.value);
        match (self.dates, reg_dates) {
            (Some((a, b)), _) => {
                t.start_date = Some(a);
                t.end_date = b;
            }
            (None, Some((a, b))) => {
                t.start_date = Some(a);
                t.end_date = Some(b);
            }
            _ => {}
        }
        let system = reg.and_then(|r| r.system.as_ref());
        t.pairing =
            self.pairing.unwrap_or(match system.and_then(|s| s.format.as_ref()).map(|f| f.value) {
                Some(Format::RoundRobin) => Pairing::RoundRobin,
                Some(Format::DoubleRoundRobin) => Pairing::DoubleRoundRobin,
                _ => Pairing::Swiss,
            });
        t.rounds = self
            .rounds
            .or_else(|| system.and_then(|s| s.rounds.as_ref()).map(|r| r.value))
            .unwrap_or(0);
        let reg_points = reg
            .and_then(|r| r.ranking.as_ref())
            .and_then(|r| r.game_points.as_ref())
            .map(|p| PointSystem { win: p.value.0, draw: p.value.1, loss: p.value.2 });
        t.points = self.points.or(reg_points).unwrap_or_default();
        if self.players.is_empty() {
            if let Some(list) = reg.and_then(|r| r.players.as_ref()) {
                for p in &list.list {
                    let start = p.number.value;
                    if start == 0 || self.players.contains_key(&start) {
                        continue;
                    }
                    let player = Player {
                        start,
                        name: p.name.value.clone(),
                        title: p
                            .title
                            .as_ref()
                            .map(|x| format!("{:?}", x.value))
                            .unwrap_or_default(),
                        rating: p.rating.as_ref().map(|r| r.value),
                        federation: p.club.as_ref().map(|c| c.value.clone()).unwrap_or_default(),
                        fide_id: p.fide_id.as_ref().map(|f| f.value),
                        ..Player::default()
                    };
                    self.players.insert(start, (player, Span::default()));
                }
            }
        } else if let Some(list) = reg.and_then(|r| r.players.as_ref()) {
            for p in &list.list {
                let Some((mine, span)) = self.players.get(&p.number.value) else { continue };
                let listed = &p.name.value;
                if !(names_match(&mine.name, listed) || names_match(listed, &mine.name)) {
                    self.diags.push(
                        Diagnostic::warning(
                            crate::results::codes::RESULTS_NAME_DISAGREES,
                            format!(
                                "start number {} is `{}` here but `{listed}` in the regulation",
                                p.number.value, mine.name
                            ),
                        )
                        .with_label(*span, "this player")
                        .with_help("use the regulation's pairing numbers, or correct the name"),
                    );
                }
                if let (Some(a), Some(b)) = (mine.rating, p.rating.as_ref()) {
                    if a != b.value {
                        self.diags.push(
                            Diagnostic::warning(
                                crate::results::codes::RESULTS_RATING_DISAGREES,
                                format!(
                                    "`{}` is rated {a} here but {} in the regulation",
                                    mine.name, b.value
                                ),
                            )
                            .with_label(*span, "rating used")
                            .with_help("correct whichever list is wrong"),
                        );
                    }
                }
            }
        }
        // Start numbers must run 1..=n: renumbering would silently change every game line.
        let n = self.players.len() as u32;
        for (i, (start, (p, span))) in self.players.iter().enumerate() {
            if *start != i as u32 + 1 {
                self.diags.push(
                    Diagnostic::error(
                        crate::results::codes::RESULTS_MALFORMED_PLAYER,
                        format!("start numbers must run from 1 to {n}; `{}` has {start}", p.name),
                    )
                    .with_label(*span, "out of sequence")
                    .with_help("number the players 1, 2, 3, … without gaps"),
                );
                break;
            }
        }
        t.players = self.players.values().map(|(p, _)| p.clone()).collect();
        for (i, p) in t.players.iter_mut().enumerate() {
            p.start = i as u32 + 1;
        }
        t.teams = self.teams.clone();
    }

    fn known(&mut self, t: &Tournament, v: &Value) -> Option<u32> {
        let Some(n) = number(v) else {
            if let ValueKind::Number(text) = &v.kind {
                // A number too large for a start number names no player (never dropped silently).
                self.diags.push(
                    Diagnostic::error(
                        crate::results::codes::RESULTS_UNKNOWN_PLAYER,
                        format!("no player has start number `{text}`"),
                    )
                    .with_label(v.span, "unknown player")
                    .with_help(format!("use a start number from 1 to {}", t.players.len())),
                );
            }
            return None;
        };
        if t.player(n).is_some() && n >= 1 {
            Some(n)
        } else {
            self.diags.push(
                Diagnostic::error(
                    crate::results::codes::RESULTS_UNKNOWN_PLAYER,
                    format!("no player has start number `{n}`"),
                )
                .with_label(v.span, "unknown player")
                .with_help(format!("use a start number from 1 to {}", t.players.len())),
            );
            None
        }
    }

    /// Records that `player` has an entry in `round`; false (with `T101`) if already there.
    fn place(&mut self, t: &Tournament, round: u32, player: u32, span: Span) -> bool {
        if let Some(first) = self.seen.get(&(round, player)) {
            let name = t.player(player).map(|p| p.name.clone()).unwrap_or_default();
            self.diags.push(
                Diagnostic::error(
                    crate::results::codes::RESULTS_PLAYER_TWICE_IN_ROUND,
                    format!("player {player} `{name}` has a second entry in round {round}"),
                )
                .with_label(span, "second entry, ignored")
                .with_label(*first, "first entry")
                .with_help("remove the wrong entry"),
            );
            return false;
        }
        self.seen.insert((round, player), span);
        true
    }

    fn round(&mut self, t: &mut Tournament, st: &Statement) {
        let round = st.values.get(1).and_then(number).unwrap_or(0);
        let limit = if t.rounds > 0 { t.rounds } else { u32::MAX };
        if round == 0 || round > limit {
            // The round as written: `4294967296` does not fit a round number, it is not round 0.
            let message = match st.values.get(1) {
                Some(Value { kind: ValueKind::Number(text), .. }) => {
                    format!("round `{text}` is not a round of this event")
                }
                Some(v) => format!("{} is not a round number", v.describe()),
                None => "`round` needs the round's number".to_string(),
            };
            let help = if t.rounds > 0 {
                format!("use a round from 1 to {}", t.rounds)
            } else {
                "write the round's number, e.g. `round 1 { … }`".to_string()
            };
            self.diags.push(
                Diagnostic::error(crate::results::codes::RESULTS_BAD_ROUND, message)
                    .with_label(st.values.get(1).map_or(st.span, |v| v.span), "round number")
                    .with_help(help),
            );
            return;
        }
        self.rounds_read.insert(round);
        let Some(block) = &st.block else { return };
        for line in &block.statements {
            let first = line.values.first();
            if is_word(first, &["match", "мач", "матч"]) {
                self.team_match(t, round, line);
                continue;
            }
            let second = line.values.get(1);
            if is_word(second, &["bye", "absent", "почивка", "вільна", "отсъства"])
            {
                self.bye(t, round, line);
                continue;
            }
            if line.values.len() == 3 && first.and_then(number).is_some() {
                self.game(t, round, line);
                continue;
            }
            self.unknown(line, "a game line `WHITE BLACK \"RESULT\"`, a bye or a `match` block");
        }
    }

    fn result_of(&mut self, v: &Value) -> Option<(Outcome, Outcome)> {
        let text = match &v.kind {
            ValueKind::Str(s) => s.clone(),
            ValueKind::Word(w) => w.clone(),
            _ => String::new(),
        };
        let r = parse_result(&text);
        if r.is_none() {
            self.diags.push(
                Diagnostic::error(
                    crate::results::codes::RESULTS_MALFORMED_RESULT,
                    format!("`{text}` is not a result"),
                )
                .with_label(v.span, "unknown result")
                .with_help(
                    "write \"1-0\", \"0-1\", \"½-½\", \"+-\", \"-+\" or \"--\" (with the quotes)",
                ),
            );
        }
        r
    }

    fn game(&mut self, t: &mut Tournament, round: u32, line: &Statement) {
        let (w, b, r) = (&line.values[0], &line.values[1], &line.values[2]);
        let white = self.known(t, w);
        let black = self.known(t, b);
        let result = self.result_of(r);
        let (Some(white), Some(black), Some((wo, bo))) = (white, black, result) else { return };
        if white == black {
            self.diags.push(
                Diagnostic::error(
                    crate::results::codes::RESULTS_PLAYER_HAS_BOTH_COLOURS,
                    format!("player {white} is both White and Black"),
                )
                .with_label(line.span, "White and Black are the same player")
                .with_help("write the opponent's number as White or as Black"),
            );
            return;
        }
        let ok_w = self.place(t, round, white, line.span);
        let ok_b = self.place(t, round, black, line.span);
        if !(ok_w && ok_b) {
            return;
        }
        push_game(t, white, round, Some(black), Some(Color::White), wo);
        push_game(t, black, round, Some(white), Some(Color::Black), bo);
        self.pairs.entry((white.min(black), white.max(black))).or_default().push(line.span);
    }

    fn bye(&mut self, t: &mut Tournament, round: u32, line: &Statement) {
        let Some(v) = line.values.first() else { return };
        let kind = line.values.get(2).and_then(word);
        let absent = is_word(line.values.get(1), &["absent", "отсъства"]);
        let outcome = match (absent, kind.as_deref()) {
            (true, None) => Outcome::ZeroBye,
            (false, None) => Outcome::PairingBye,
            (false, Some("half")) => Outcome::HalfBye,
            (false, Some("full")) => Outcome::FullBye,
            (false, Some("zero")) => Outcome::ZeroBye,
            _ => {
                self.unknown(line, "a bye `N bye [half|full|zero]` or `N absent`");
                return;
            }
        };
        if !t.teams.is_empty() {
            // A team bye: every player of the team gets the bye.
            let Some(team) = number(v).and_then(|n| t.teams.iter().find(|x| x.number == n)) else {
                self.diags.push(
                    Diagnostic::error(
                        crate::results::codes::RESULTS_UNKNOWN_PLAYER,
                        format!("no team has number {}", v.describe()),
                    )
                    .with_label(v.span, "unknown team")
                    .with_help("use a team number from the `teams` block"),
                );
                return;
            };
            let (number, players) = (team.number, team.players.clone());
            t.team_matches.push(TeamMatch { round, home: number, away: None, boards: Vec::new() });
            for p in players {
                if self.place(t, round, p, line.span) {
                    push_game(t, p, round, None, None, outcome);
                }
            }
            return;
        }
        let Some(p) = self.known(t, v) else { return };
        if self.place(t, round, p, line.span) {
            push_game(t, p, round, None, None, outcome);
        }
    }

    fn team_match(&mut self, t: &mut Tournament, round: u32, line: &Statement) {
        let home = line.values.get(1).and_then(number);
        let away = line.values.get(2).and_then(number);
        let team = |n: Option<u32>| n.and_then(|n| t.teams.iter().find(|x| x.number == n)).cloned();
        let (Some(home_team), Some(away_team)) = (team(home), team(away)) else {
            self.diags.push(
                Diagnostic::error(
                    crate::results::codes::RESULTS_UNKNOWN_PLAYER,
                    "a match names a team that is not listed",
                )
                .with_label(line.span, "expected `match HOME AWAY { boards }`")
                .with_help("use team numbers from the `teams` block"),
            );
            return;
        };
        let mut boards = Vec::new();
        for b in line.block.iter().flat_map(|b| b.statements.iter()) {
            let vals = &b.values;
            let board = vals.first().and_then(number);
            let (Some(board), 4) = (board, vals.len()) else {
                self.unknown(b, "a board line `BOARD HOME AWAY \"RESULT\"`");
                continue;
            };
            let side = |me: &mut Reader, v: &Value, team: &Team| -> Result<Option<u32>, ()> {
                if is_word(Some(v), &["none", "няма", "немає"]) {
                    return Ok(None);
                }
                let p = me.known(t, v).ok_or(())?;
                if !team.players.contains(&p) {
                    me.diags.push(
                        Diagnostic::warning(
                            crate::results::codes::RESULTS_PLAYER_NOT_IN_TEAM,
                            format!("player {p} is not in the list of `{}`", team.name),
                        )
                        .with_label(v.span, "not a player of this team")
                        .with_help("correct the number or the team list"),
                    );
                }
                Ok(Some(p))
            };
            let Ok(hp) = side(self, &vals[1], &home_team) else { continue };
            let Ok(ap) = side(self, &vals[2], &away_team) else { continue };
            let Some((ho, ao)) = self.result_of(&vals[3]) else { continue };
            // The team named first has White on the odd boards (FIDE team pairing convention).
            let home_white = board % 2 == 1;
            let (hc, ac) = if home_white {
                (Color::White, Color::Black)
            } else {
                (Color::Black, Color::White)
            };
            if let Some(p) = hp {
                if self.place(t, round, p, b.span) {
                    let color = ap.map(|_| hc);
                    push_game(t, p, round, ap, color, if ap.is_some() { ho } else { forfeit(ho) });
                }
            }
            if let Some(p) = ap {
                if self.place(t, round, p, b.span) {
                    let color = hp.map(|_| ac);
                    push_game(t, p, round, hp, color, if hp.is_some() { ao } else { forfeit(ao) });
                }
            }
            boards.push(Board {
                board,
                home_player: hp,
                away_player: ap,
                home_outcome: ho,
                away_outcome: ao,
            });
        }
        t.team_matches.push(TeamMatch {
            round,
            home: home_team.number,
            away: Some(away_team.number),
            boards,
        });
    }

    fn finish(&mut self, t: &mut Tournament) {
        let max_round = t.players.iter().flat_map(|p| p.games.iter().map(|g| g.round)).max();
        if t.rounds == 0 {
            t.rounds = max_round.unwrap_or(0);
        }
        for p in &mut t.players {
            p.games.sort_by_key(|g| g.round);
        }
        let n = t.players.len() as u32;
        let team_event = !t.teams.is_empty();
        for &round in &self.rounds_read {
            let missing: Vec<u32> =
                (1..=n).filter(|p| !self.seen.contains_key(&(round, *p))).collect();
            let allowed = if team_event {
                // Reserves sit out: only whole teams without an entry are reported.
                usize::MAX
            } else if t.is_round_robin() && n % 2 == 1 {
                1
            } else {
                0
            };
            if missing.len() > allowed {
                let list: Vec<String> = missing.iter().map(|p| p.to_string()).collect();
                self.diags.push(
                    Diagnostic::warning(
                        crate::results::codes::RESULTS_MISSING_ENTRIES,
                        format!("round {round} has no entry for players {}", list.join(", ")),
                    )
                    .with_help("add their games, or mark them `absent`"),
                );
            }
        }
        if t.is_round_robin() && !team_event {
            let cycles = if t.pairing == Pairing::DoubleRoundRobin { 2 } else { 1 };
            for ((a, b), spans) in &self.pairs {
                if spans.len() > cycles {
                    let mut d = Diagnostic::warning(
                        crate::results::codes::RESULTS_PAIR_REPEATED,
                        format!("players {a} and {b} meet {} times", spans.len()),
                    )
                    .with_help("correct one of the pairings");
                    for s in spans {
                        d = d.with_label(*s, "here");
                    }
                    self.diags.push(d);
                }
            }
        }
    }
}
