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

/// The results are illustrative, not the event's: `illustrative "what they are"`.
pub(super) const ILLUSTRATIVE: &[&str] = &["illustrative", "примерни", "умовні"];

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
        Some(first) => reader.diags.push(localized(|l| {
            Diagnostic::warning(
                crate::results::codes::RESULTS_NO_HEADER,
                tr!(
                    l,
                    en: "the file does not start with `results`",
                    bg: "файлът не започва с `резултати`",
                    uk: "файл не починається з `результати`"
                ),
            )
            .with_label(
                first.span,
                tr!(l, en: "first statement", bg: "първото изречение", uk: "перше речення"),
            )
            .with_help(tr!(
                l,
                en: "start with `results \"Title\" regulation \"file.rgl\"`",
                bg: "започнете с `резултати \"Заглавие\" регламент \"file.rgl\"`",
                uk: "почніть із `результати \"Назва\" регламент \"file.rgl\"`"
            ))
        })),
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
            k if ILLUSTRATIVE.contains(&k) => {
                let note = st.values.get(1).and_then(string).unwrap_or_default();
                reader.illustrative = Some(note);
            }
            k if DECIDED.contains(&k) => decided.push(st),
            _ => reader.unknown(
                st,
                ph!(en: "a top-level statement", bg: "изречение на най-горно ниво", uk: "речення верхнього рівня"),
            ),
        }
    }
    let mut t = Tournament::default();
    reader.fill_from_regulation(&mut t, regulation);
    t.illustrative = reader.illustrative.take();
    if t.players.is_empty() {
        let first = Span::new(0, file.text.chars().next().map_or(0, char::len_utf8));
        reader.diags.push(localized(|l| {
            Diagnostic::error(
                crate::results::codes::RESULTS_NO_PLAYERS,
                tr!(
                    l,
                    en: "no player list in the file or its regulation",
                    bg: "няма списък на състезателите нито във файла, нито в регламента му",
                    uk: "немає списку гравців ні у файлі, ні в його регламенті"
                ),
            )
            .with_span(first)
            .with_help(tr!(
                l,
                en: "add `players {{ 1 \"Name\" 2300 … }}`",
                bg: "добавете `участници {{ 1 \"Име\" 2300 … }}`",
                uk: "додайте `учасники {{ 1 \"Ім’я\" 2300 … }}`"
            ))
        }));
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
    /// The file's `illustrative` statement, if any.
    illustrative: Option<String>,
}

/// The help of a team number that names no team.
fn team_numbers_help(l: Lang) -> String {
    tr!(
        l,
        en: "use a team number from the `teams` block",
        bg: "използвайте номер на отбор от блока `отбори`",
        uk: "використайте номер команди з блоку `команди`"
    )
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
        let mut bad = |why: &dyn Fn(Lang) -> String, help: &dyn Fn(Lang) -> String| {
            self.diags.push(localized(|l| {
                Diagnostic::error(crate::results::codes::RESULTS_MALFORMED_DECISION, why(l))
                    .with_label(
                        st.span,
                        tr!(
                            l,
                            en: "this recorded outcome",
                            bg: "този записан изход",
                            uk: "цей записаний результат"
                        ),
                    )
                    .with_help(help(l))
            }));
            None
        };
        let form = |l| {
            tr!(
                l,
                en: "write `decided [board N] playoff|armageddon|lots N N … [\"note\"]`, the tied in the order decided, the best first",
                bg: "напишете `решение [дъска N] бараж|армагедон|жребий N N … [\"бележка\"]`, равните в решения ред, първо най-добрият",
                uk: "запишіть `рішення [дошка N] плей-оф|армагедон|жеребкування N N … [\"примітка\"]`, рівних у вирішеному порядку, спершу найкращого"
            )
        };
        let mut values = st.values.iter().skip(1).peekable();
        let mut board = None;
        if is_word(values.peek().copied(), &["board", "дъска", "дошка"]) {
            values.next();
            match values.next().and_then(number) {
                Some(n) if n >= 1 => board = Some(n),
                _ => {
                    return bad(
                        &|l| {
                            tr!(
                                l,
                                en: "`board` needs the board's number",
                                bg: "`дъска` изисква номера на дъската",
                                uk: "`дошка` потребує номера дошки"
                            )
                        },
                        &form,
                    )
                }
            }
        }
        let method = values.next().and_then(word).and_then(|w| {
            METHODS.iter().find(|(names, _)| names.contains(&w.as_str())).map(|(_, m)| *m)
        });
        let Some(method) = method else {
            return bad(
                &|l| {
                    tr!(
                        l,
                        en: "the recorded outcome does not say how the tie was decided",
                        bg: "записаният изход не казва как е решено равенството",
                        uk: "записаний результат не каже, як вирішено рівність"
                    )
                },
                &form,
            );
        };
        let mut order = Vec::new();
        let mut note = None;
        for v in values {
            match (number(v), string(v)) {
                (Some(n), _) if note.is_none() => order.push(n),
                (None, Some(text)) if note.is_none() => note = Some(text),
                _ => {
                    return bad(
                        &|l| {
                            let what = v.describe_in(l);
                            tr!(
                                l,
                                en: "{what} is not understood here",
                                bg: "{what} не е разбрано тук",
                                uk: "{what} тут не зрозуміле"
                            )
                        },
                        &form,
                    )
                }
            }
        }
        if order.len() < 2 {
            return bad(
                &|l| {
                    tr!(
                        l,
                        en: "a recorded outcome names at least the two tied competitors",
                        bg: "записаният изход назовава поне двамата равни участници",
                        uk: "записаний результат називає щонайменше двох рівних учасників"
                    )
                },
                &form,
            );
        }
        if let Some(twice) = order.iter().find(|n| order.iter().filter(|m| m == n).count() > 1) {
            return bad(
                &|l| {
                    tr!(
                        l,
                        en: "`{twice}` is named twice",
                        bg: "`{twice}` е назован два пъти",
                        uk: "`{twice}` названо двічі"
                    )
                },
                &|l| {
                    tr!(
                        l,
                        en: "name each tied competitor once",
                        bg: "назовете всеки от равните участници веднъж",
                        uk: "назвіть кожного з рівних учасників один раз"
                    )
                },
            );
        }
        let teams = board.is_none() && !t.teams.is_empty();
        if board.is_some() && t.teams.is_empty() {
            return bad(
                &|l| {
                    tr!(
                        l,
                        en: "a board classification is decided, but the file has no teams",
                        bg: "решава се класиране по дъски, но файлът няма отбори",
                        uk: "вирішується залік за шахівницями, але файл не має команд"
                    )
                },
                &|l| {
                    tr!(
                        l,
                        en: "leave out `board N` in an individual event",
                        bg: "махнете `дъска N` в индивидуален турнир",
                        uk: "приберіть `дошка N` в особистому турнірі"
                    )
                },
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
            let unknown = unknown.join(", ");
            return bad(
                &|l| {
                    if teams {
                        tr!(
                            l,
                            en: "no team numbers {unknown} in the file",
                            bg: "във файла няма отбори с номера {unknown}",
                            uk: "у файлі немає команд із номерами {unknown}"
                        )
                    } else {
                        tr!(
                            l,
                            en: "no start numbers {unknown} in the file",
                            bg: "във файла няма стартови номера {unknown}",
                            uk: "у файлі немає стартових номерів {unknown}"
                        )
                    }
                },
                &|l| {
                    tr!(
                        l,
                        en: "name the tied by the numbers of the file (team numbers in a team event's main classification, start numbers on a board)",
                        bg: "назовете равните с номерата от файла (номера на отбори в основното класиране на отборен турнир, стартови номера на дъска)",
                        uk: "назвіть рівних номерами з файлу (номери команд в основному заліку командного турніру, стартові номери на шахівниці)"
                    )
                },
            );
        }
        Some(RecordedDecision { board, method, order, note, span: st.span })
    }

    fn unknown(&mut self, st: &Statement, what: Phrase) {
        self.diags.push(localized(|l| {
            let first = st.values.first().map(|v| v.describe_in(l)).unwrap_or_default();
            let what = what.get(l);
            Diagnostic::error(
                crate::results::codes::RESULTS_UNKNOWN_STATEMENT,
                tr!(
                    l,
                    en: "{first} does not start {what}",
                    bg: "{first} не започва {what}",
                    uk: "{first} не починає {what}"
                ),
            )
            .with_label(
                st.span,
                tr!(l, en: "not understood", bg: "не е разбрано", uk: "не зрозуміло"),
            )
            .with_help(tr!(
                l,
                en: "see results/README.md for the statements a results file knows",
                bg: "вижте results/README.md за изреченията, които файлът с резултати познава",
                uk: "див. results/README.md про речення, які знає файл результатів"
            ))
        }));
    }

    fn dates(&mut self, st: &Statement) {
        let date = |me: &mut Reader, text: &str, span: Span| -> Option<Date> {
            let d = text.parse::<Date>().ok();
            if d.is_none() {
                me.diags.push(localized(|l| {
                    Diagnostic::error(
                        crate::results::codes::RESULTS_INVALID_DATE,
                        tr!(
                            l,
                            en: "`{text}` is not a date of the calendar",
                            bg: "`{text}` не е дата от календара",
                            uk: "`{text}` не є датою календаря"
                        ),
                    )
                    .with_label(
                        span,
                        tr!(l, en: "no such day", bg: "няма такъв ден", uk: "немає такого дня"),
                    )
                    .with_help(tr!(
                        l,
                        en: "write a real date as YYYY-MM-DD, e.g. `2021-02-28`",
                        bg: "напишете истинска дата като ГГГГ-ММ-ДД, напр. `2021-02-28`",
                        uk: "запишіть справжню дату як РРРР-ММ-ДД, напр. `2021-02-28`"
                    ))
                }));
            }
            d
        };
        for v in st.values.iter().skip(1) {
            match &v.kind {
                ValueKind::DateRange(a, b) => {
                    let (first, last) = (date(self, a, v.span), date(self, b, v.span));
                    if let (Some(x), Some(y)) = (first, last) {
                        if y < x {
                            self.diags.push(localized(|l| {
                                Diagnostic::error(
                                    crate::results::codes::RESULTS_INVALID_DATE,
                                    tr!(
                                        l,
                                        en: "the last date {y} is before the first {x}",
                                        bg: "последната дата {y} е преди първата {x}",
                                        uk: "остання дата {y} раніша за першу {x}"
                                    ),
                                )
                                .with_label(
                                    v.span,
                                    tr!(
                                        l,
                                        en: "dates in the wrong order",
                                        bg: "датите са в грешен ред",
                                        uk: "дати в хибному порядку"
                                    ),
                                )
                                .with_help(tr!(
                                    l,
                                    en: "write the first day, then `..`, then the last day",
                                    bg: "напишете първия ден, после `..`, после последния ден",
                                    uk: "запишіть перший день, потім `..`, потім останній день"
                                ))
                            }));
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
            self.unknown(
                st,
                ph!(
                    en: "a point system `points 1 ½ 0`",
                    bg: "точкова система `точки 1 ½ 0`",
                    uk: "систему очок `очки 1 ½ 0`"
                ),
            );
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
            let attribute = |names: &[&str]| {
                vals.iter().position(|v| is_word(Some(v), names)).and_then(|at| vals.get(at + 1))
            };
            let text = |v: &Value| string(v).or_else(|| v.as_word().map(str::to_string));
            let club = attribute(&["club", "клуб"]).and_then(string);
            let federation = attribute(&["fed", "federation", "федерация", "федерація"])
                .and_then(text)
                .map(|f| f.trim().to_uppercase());
            let fide_id =
                attribute(&["fide-id", "фиде-ид", "фіде-ід"]).and_then(|v| match &v.kind {
                    ValueKind::Number(n) => n.parse::<u64>().ok(),
                    _ => None,
                });
            let fide_name = attribute(&["fide-name", "фиде-име", "фіде-ім'я"]).and_then(string);
            let sex = attribute(&["sex", "пол", "стать"]).and_then(text).and_then(|w| {
                match w.to_lowercase().as_str() {
                    "m" | "м" => Some("m"),
                    "w" | "f" | "ж" => Some("w"),
                    _ => None,
                }
            });
            let born = attribute(&["born", "роден", "родена", "народж"]).and_then(number);
            if self.players.contains_key(&start) {
                self.diags.push(localized(|l| {
                    Diagnostic::error(
                        crate::results::codes::RESULTS_MALFORMED_PLAYER,
                        tr!(
                            l,
                            en: "start number `{start}` is given twice",
                            bg: "стартовият номер `{start}` е даден два пъти",
                            uk: "стартовий номер `{start}` дано двічі"
                        ),
                    )
                    .with_label(
                        st.span,
                        tr!(
                            l,
                            en: "second player with this number",
                            bg: "втори състезател с този номер",
                            uk: "другий гравець із цим номером"
                        ),
                    )
                    .with_help(tr!(
                        l,
                        en: "give every player a different start number",
                        bg: "дайте на всеки състезател различен стартов номер",
                        uk: "дайте кожному гравцеві інший стартовий номер"
                    ))
                }));
                continue;
            }
            let player = Player {
                start,
                name: name.into(),
                title: title.into(),
                rating,
                federation: federation.unwrap_or_default().into(),
                fide_id,
                fide_name: fide_name.unwrap_or_default().into(),
                sex: sex.unwrap_or_default().into(),
                birth: born.map(|b| b.to_string()).unwrap_or_default().into(),
                club: club
                    .or_else(|| {
                        team.and_then(|n| self.teams.iter().find(|t| t.number == n))
                            .map(|t| t.name.clone())
                    })
                    .unwrap_or_default()
                    .into(),
                ..Player::default()
            };
            self.players.insert(start, (player, st.span));
            read.push(start);
        }
        read
    }

    fn malformed_player(&mut self, st: &Statement) {
        self.diags.push(localized(|l| {
            Diagnostic::error(
                crate::results::codes::RESULTS_MALFORMED_PLAYER,
                tr!(
                    l,
                    en: "this player line cannot be read",
                    bg: "този ред за състезател не може да се прочете",
                    uk: "цей рядок гравця не вдається прочитати"
                ),
            )
            .with_label(
                st.span,
                tr!(
                    l,
                    en: "expected `NUMBER [TITLE] \"Name\" [RATING]`",
                    bg: "очаква се `НОМЕР [ЗВАНИЕ] \"Име\" [РЕЙТИНГ]`",
                    uk: "очікується `НОМЕР [ЗВАННЯ] \"Ім’я\" [РЕЙТИНГ]`"
                ),
            )
            .with_help(tr!(
                l,
                en: "write e.g. `3 IM \"Genova, Ruzka\" 2243`",
                bg: "напишете напр. `3 IM \"Генова Ружка\" 2243`",
                uk: "запишіть напр. `3 IM \"Гапоненко Інна\" 2393`"
            ))
        }));
    }

    fn team_block(&mut self, block: &Block) {
        for st in &block.statements {
            let number = st.values.first().and_then(number);
            let name = st.values.get(1).and_then(string);
            let (Some(number), Some(name)) = (number, name) else {
                self.diags.push(localized(|l| {
                    Diagnostic::error(
                        crate::results::codes::RESULTS_MALFORMED_PLAYER,
                        tr!(
                            l,
                            en: "this team line cannot be read",
                            bg: "този ред за отбор не може да се прочете",
                            uk: "цей рядок команди не вдається прочитати"
                        ),
                    )
                    .with_label(
                        st.span,
                        tr!(
                            l,
                            en: "expected `NUMBER \"Name\" {{ player lines }}`",
                            bg: "очаква се `НОМЕР \"Име\" {{ редове за състезатели }}`",
                            uk: "очікується `НОМЕР \"Назва\" {{ рядки гравців }}`"
                        ),
                    )
                    .with_help(tr!(
                        l,
                        en: "write e.g. `1 \"Рокада\" {{ 1 \"Name\" 2200 }}`",
                        bg: "напишете напр. `1 \"Рокада\" {{ 1 \"Име\" 2200 }}`",
                        uk: "запишіть напр. `1 \"Рокада\" {{ 1 \"Ім’я\" 2200 }}`"
                    ))
                }));
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
                    let player = crate::results::listed::player_of(p, start);
                    self.players.insert(start, (player, Span::default()));
                }
            }
        } else if let Some(list) = reg.and_then(|r| r.players.as_ref()) {
            if !list.list.is_empty() {
                let mut found = Vec::new();
                for (mine, span) in self.players.values_mut() {
                    found.extend(complete_from_list(mine, *span, &list.list));
                }
                self.diags.extend(found);
            }
        }
        // Start numbers must run 1..=n: renumbering would silently change every game line.
        let n = self.players.len() as u32;
        for (i, (start, (p, span))) in self.players.iter().enumerate() {
            if *start != i as u32 + 1 {
                let name = &p.name;
                self.diags.push(localized(|l| {
                    Diagnostic::error(
                        crate::results::codes::RESULTS_MALFORMED_PLAYER,
                        tr!(
                            l,
                            en: "start numbers must run from 1 to {n}; `{name}` has {start}",
                            bg: "стартовите номера трябва да вървят от 1 до {n}; `{name}` има {start}",
                            uk: "стартові номери мають іти від 1 до {n}; `{name}` має {start}"
                        ),
                    )
                    .with_label(*span, tr!(l, en: "out of sequence", bg: "извън поредността", uk: "поза послідовністю"))
                    .with_help(tr!(
                        l,
                        en: "number the players 1, 2, 3, … without gaps",
                        bg: "номерирайте състезателите 1, 2, 3, … без пропуски",
                        uk: "нумеруйте гравців 1, 2, 3, … без пропусків"
                    ))
                }));
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
                let count = t.players.len();
                self.diags.push(localized(|l| {
                    Diagnostic::error(
                        crate::results::codes::RESULTS_UNKNOWN_PLAYER,
                        tr!(
                            l,
                            en: "no player has start number `{text}`",
                            bg: "никой състезател няма стартов номер `{text}`",
                            uk: "жоден гравець не має стартового номера `{text}`"
                        ),
                    )
                    .with_label(v.span, tr!(l, en: "unknown player", bg: "непознат състезател", uk: "невідомий гравець"))
                    .with_help(tr!(
                        l,
                        en: "use a start number from 1 to {count}",
                        bg: "използвайте стартов номер от 1 до {count}",
                        uk: "використайте стартовий номер від 1 до {count}"
                    ))
                }));
            }
            return None;
        };
        if t.player(n).is_some() && n >= 1 {
            Some(n)
        } else {
            let count = t.players.len();
            self.diags.push(localized(|l| {
                Diagnostic::error(
                    crate::results::codes::RESULTS_UNKNOWN_PLAYER,
                    tr!(
                        l,
                        en: "no player has start number `{n}`",
                        bg: "никой състезател няма стартов номер `{n}`",
                        uk: "жоден гравець не має стартового номера `{n}`"
                    ),
                )
                .with_label(v.span, tr!(l, en: "unknown player", bg: "непознат състезател", uk: "невідомий гравець"))
                .with_help(tr!(
                        l,
                        en: "use a start number from 1 to {count}",
                        bg: "използвайте стартов номер от 1 до {count}",
                        uk: "використайте стартовий номер від 1 до {count}"
                    ))
            }));
            None
        }
    }

    /// Records that `player` has an entry in `round`; false (with `T101`) if already there.
    fn place(&mut self, t: &Tournament, round: u32, player: u32, span: Span) -> bool {
        if let Some(first) = self.seen.get(&(round, player)) {
            let name = t.player(player).map(|p| p.name.clone()).unwrap_or_default();
            let first = *first;
            self.diags.push(localized(|l| {
                Diagnostic::error(
                    crate::results::codes::RESULTS_PLAYER_TWICE_IN_ROUND,
                    tr!(
                        l,
                        en: "player {player} `{name}` has a second entry in round {round}",
                        bg: "състезател {player} `{name}` има втори запис в кръг {round}",
                        uk: "гравець {player} `{name}` має другий запис у турі {round}"
                    ),
                )
                .with_label(
                    span,
                    tr!(
                        l,
                        en: "second entry, ignored",
                        bg: "втори запис, пренебрегнат",
                        uk: "другий запис, пропущено"
                    ),
                )
                .with_label(first, tr!(l, en: "first entry", bg: "първи запис", uk: "перший запис"))
                .with_help(tr!(
                    l,
                    en: "remove the wrong entry",
                    bg: "махнете грешния запис",
                    uk: "приберіть хибний запис"
                ))
            }));
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
            let rounds = t.rounds;
            self.diags.push(localized(|l| {
                let message = match st.values.get(1) {
                    Some(Value { kind: ValueKind::Number(text), .. }) => tr!(
                        l,
                        en: "round `{text}` is not a round of this event",
                        bg: "кръг `{text}` не е кръг от този турнир",
                        uk: "тур `{text}` не є туром цього турніру"
                    ),
                    Some(v) => {
                        let what = v.describe_in(l);
                        tr!(
                            l,
                            en: "{what} is not a round number",
                            bg: "{what} не е номер на кръг",
                            uk: "{what} не є номером туру"
                        )
                    }
                    None => tr!(
                        l,
                        en: "`round` needs the round's number",
                        bg: "`кръг` изисква номера на кръга",
                        uk: "`тур` потребує номера туру"
                    ),
                };
                let help = if rounds > 0 {
                    tr!(
                        l,
                        en: "use a round from 1 to {rounds}",
                        bg: "използвайте кръг от 1 до {rounds}",
                        uk: "використайте тур від 1 до {rounds}"
                    )
                } else {
                    tr!(
                        l,
                        en: "write the round's number, e.g. `round 1 {{ … }}`",
                        bg: "напишете номера на кръга, напр. `кръг 1 {{ … }}`",
                        uk: "запишіть номер туру, напр. `тур 1 {{ … }}`"
                    )
                };
                Diagnostic::error(crate::results::codes::RESULTS_BAD_ROUND, message)
                    .with_label(
                        st.values.get(1).map_or(st.span, |v| v.span),
                        tr!(l, en: "round number", bg: "номер на кръг", uk: "номер туру"),
                    )
                    .with_help(help)
            }));
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
            self.unknown(
                line,
                ph!(
                    en: "a game line `WHITE BLACK \"RESULT\"`, a bye or a `match` block",
                    bg: "ред за партия `БЕЛИ ЧЕРНИ \"РЕЗУЛТАТ\"`, почивка или блок `мач`",
                    uk: "рядок партії `БІЛІ ЧОРНІ \"РЕЗУЛЬТАТ\"`, вільний тур або блок `матч`"
                ),
            );
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
            self.diags.push(localized(|l| {
                Diagnostic::error(
                    crate::results::codes::RESULTS_MALFORMED_RESULT,
                    tr!(
                        l,
                        en: "`{text}` is not a result",
                        bg: "`{text}` не е резултат",
                        uk: "`{text}` не є результатом"
                    ),
                )
                .with_label(
                    v.span,
                    tr!(l, en: "unknown result", bg: "непознат резултат", uk: "невідомий результат"),
                )
                .with_help(tr!(
                    l,
                    en: "write \"1-0\", \"0-1\", \"½-½\", \"+-\", \"-+\" or \"--\" (with the quotes)",
                    bg: "напишете \"1-0\", \"0-1\", \"½-½\", \"+-\", \"-+\" или \"--\" (с кавичките)",
                    uk: "запишіть \"1-0\", \"0-1\", \"½-½\", \"+-\", \"-+\" або \"--\" (з лапками)"
                ))
            }));
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
            self.diags.push(localized(|l| {
                Diagnostic::error(
                    crate::results::codes::RESULTS_PLAYER_HAS_BOTH_COLOURS,
                    tr!(
                        l,
                        en: "player {white} is both White and Black",
                        bg: "състезател {white} е и с белите, и с черните",
                        uk: "гравець {white} грає і білими, і чорними"
                    ),
                )
                .with_label(
                    line.span,
                    tr!(
                        l,
                        en: "White and Black are the same player",
                        bg: "белите и черните са един и същ състезател",
                        uk: "білі й чорні — той самий гравець"
                    ),
                )
                .with_help(tr!(
                    l,
                    en: "write the opponent's number as White or as Black",
                    bg: "напишете номера на противника за белите или за черните",
                    uk: "запишіть номер суперника за білих або за чорних"
                ))
            }));
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
                self.unknown(
                    line,
                    ph!(
                        en: "a bye `N bye [half|full|zero]` or `N absent`",
                        bg: "почивка `N почивка [half|full|zero]` или `N отсъства`",
                        uk: "вільний тур `N вільна [half|full|zero]` або `N absent`"
                    ),
                );
                return;
            }
        };
        if !t.teams.is_empty() {
            // A team bye: every player of the team gets the bye.
            let Some(team) = number(v).and_then(|n| t.teams.iter().find(|x| x.number == n)) else {
                self.diags.push(localized(|l| {
                    let what = v.describe_in(l);
                    Diagnostic::error(
                        crate::results::codes::RESULTS_UNKNOWN_PLAYER,
                        tr!(
                            l,
                            en: "no team has number {what}",
                            bg: "никой отбор няма номер {what}",
                            uk: "жодна команда не має номера {what}"
                        ),
                    )
                    .with_label(
                        v.span,
                        tr!(l, en: "unknown team", bg: "непознат отбор", uk: "невідома команда"),
                    )
                    .with_help(team_numbers_help(l))
                }));
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
            self.diags.push(localized(|l| {
                Diagnostic::error(
                    crate::results::codes::RESULTS_UNKNOWN_PLAYER,
                    tr!(
                        l,
                        en: "a match names a team that is not listed",
                        bg: "среща назовава отбор, който не е в списъка",
                        uk: "матч називає команду, якої немає в списку"
                    ),
                )
                .with_label(
                    line.span,
                    tr!(
                        l,
                        en: "expected `match HOME AWAY {{ boards }}`",
                        bg: "очаква се `мач ДОМАКИН ГОСТ {{ дъски }}`",
                        uk: "очікується `матч ГОСПОДАРІ ГОСТІ {{ шахівниці }}`"
                    ),
                )
                .with_help(team_numbers_help(l))
            }));
            return;
        };
        let mut boards = Vec::new();
        for b in line.block.iter().flat_map(|b| b.statements.iter()) {
            let vals = &b.values;
            let board = vals.first().and_then(number);
            let (Some(board), 4) = (board, vals.len()) else {
                self.unknown(
                    b,
                    ph!(
                        en: "a board line `BOARD HOME AWAY \"RESULT\"`",
                        bg: "ред за дъска `ДЪСКА ДОМАКИН ГОСТ \"РЕЗУЛТАТ\"`",
                        uk: "рядок шахівниці `ШАХІВНИЦЯ ГОСПОДАРІ ГОСТІ \"РЕЗУЛЬТАТ\"`"
                    ),
                );
                continue;
            };
            let side = |me: &mut Reader, v: &Value, team: &Team| -> Result<Option<u32>, ()> {
                if is_word(Some(v), &["none", "няма", "немає"]) {
                    return Ok(None);
                }
                let p = me.known(t, v).ok_or(())?;
                if !team.players.contains(&p) {
                    let name = &team.name;
                    me.diags.push(localized(|l| {
                        Diagnostic::warning(
                            crate::results::codes::RESULTS_PLAYER_NOT_IN_TEAM,
                            tr!(
                                l,
                                en: "player {p} is not in the list of `{name}`",
                                bg: "състезател {p} не е в списъка на `{name}`",
                                uk: "гравця {p} немає в списку `{name}`"
                            ),
                        )
                        .with_label(
                            v.span,
                            tr!(
                                l,
                                en: "not a player of this team",
                                bg: "не е състезател на този отбор",
                                uk: "не гравець цієї команди"
                            ),
                        )
                        .with_help(tr!(
                            l,
                            en: "correct the number or the team list",
                            bg: "поправете номера или списъка на отбора",
                            uk: "виправте номер або список команди"
                        ))
                    }));
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
                let list = list.join(", ");
                self.diags.push(localized(|l| {
                    Diagnostic::warning(
                        crate::results::codes::RESULTS_MISSING_ENTRIES,
                        tr!(
                            l,
                            en: "round {round} has no entry for players {list}",
                            bg: "кръг {round} няма запис за състезатели {list}",
                            uk: "тур {round} не має запису для гравців {list}"
                        ),
                    )
                    .with_help(tr!(
                        l,
                        en: "add their games, or mark them `absent`",
                        bg: "добавете партиите им или ги отбележете с `отсъства`",
                        uk: "додайте їхні партії або позначте їх `absent`"
                    ))
                }));
            }
        }
        if t.is_round_robin() && !team_event {
            let cycles = if t.pairing == Pairing::DoubleRoundRobin { 2 } else { 1 };
            for ((a, b), spans) in &self.pairs {
                if spans.len() > cycles {
                    let times = spans.len();
                    self.diags.push(localized(|l| {
                        let mut d = Diagnostic::warning(
                            crate::results::codes::RESULTS_PAIR_REPEATED,
                            tr!(
                                l,
                                en: "players {a} and {b} meet {times} times",
                                bg: "състезатели {a} и {b} се срещат {times} пъти",
                                uk: "гравці {a} і {b} зустрічаються {times} рази"
                            ),
                        )
                        .with_help(tr!(
                            l,
                            en: "correct one of the pairings",
                            bg: "поправете една от двойките",
                            uk: "виправте одну з пар"
                        ));
                        for s in spans {
                            d = d.with_label(*s, tr!(l, en: "here", bg: "тук", uk: "тут"));
                        }
                        d
                    }));
                }
            }
        }
    }
}

/// A results player matched by name with the regulation's list: the entry that names the same
/// person completes what the results file does not give (the name as the federation writes it,
/// title, FIDE ID, federation, club, sex, birth year), and what the two disagree on is said:
/// `T111` for the rating (the results' is used), `T117` for the club or the federation (the
/// results' is used). A name that names nobody in the list is `T114`, one that names two or
/// more `T116`.
fn complete_from_list(
    mine: &mut Player,
    span: Span,
    list: &[crate::model::Player],
) -> Vec<Diagnostic> {
    let mut found = Vec::new();
    let candidates = crate::results::listed::candidates(&mine.name, list);
    let listed = match candidates.as_slice() {
        [one] => *one,
        [] => {
            let (start, name) = (mine.start, &mine.name);
            found.push(localized(|l| {
                Diagnostic::warning(
                    crate::results::codes::RESULTS_NAME_DISAGREES,
                    tr!(
                        l,
                        en: "player {start} `{name}` names no player of the regulation's list",
                        bg: "състезател {start} `{name}` не назовава никого от списъка на регламента",
                        uk: "гравець {start} `{name}` не називає нікого зі списку регламенту"
                    ),
                )
                .with_label(span, tr!(l, en: "this player", bg: "този състезател", uk: "цей гравець"))
                .with_help(tr!(
                    l,
                    en: "write the name as the regulation's list does, or correct the list",
                    bg: "напишете името както в списъка на регламента или поправете списъка",
                    uk: "запишіть ім’я, як у списку регламенту, або виправте список"
                ))
            }));
            return found;
        }
        more => {
            let names: Vec<String> = more.iter().map(|p| format!("`{}`", p.name.value)).collect();
            let (start, name, count, names) =
                (mine.start, &mine.name, more.len(), names.join(", "));
            found.push(localized(|l| {
                Diagnostic::warning(
                    crate::results::codes::RESULTS_NAME_AMBIGUOUS,
                    tr!(
                        l,
                        en: "player {start} `{name}` names {count} players of the regulation's list: {names}",
                        bg: "състезател {start} `{name}` назовава {count} състезатели от списъка на регламента: {names}",
                        uk: "гравець {start} `{name}` називає {count} гравців зі списку регламенту: {names}"
                    ),
                )
                .with_label(span, tr!(l, en: "which one?", bg: "кой от тях?", uk: "хто саме?"))
                .with_help(tr!(
                    l,
                    en: "write more of the given name, as the regulation's list does",
                    bg: "напишете повече от собственото име, както в списъка на регламента",
                    uk: "запишіть більше від імені, як у списку регламенту"
                ))
            }));
            return found;
        }
    };
    if let (Some(a), Some(b)) = (mine.rating, listed.rating.as_ref()) {
        if a != b.value {
            let (name, there) = (&mine.name, b.value);
            found.push(localized(|l| {
                Diagnostic::warning(
                    crate::results::codes::RESULTS_RATING_DISAGREES,
                    tr!(
                        l,
                        en: "`{name}` is rated {a} here but {there} in the regulation",
                        bg: "`{name}` е с рейтинг {a} тук, а в регламента — {there}",
                        uk: "`{name}` має рейтинг {a} тут, а в регламенті — {there}"
                    ),
                )
                .with_label(
                    span,
                    tr!(l, en: "rating used", bg: "използван рейтинг", uk: "використаний рейтинг"),
                )
                .with_help(crate::results::pgn::correct_the_list(l))
            }));
        }
    }
    for (club, here, there) in [
        (true, &mine.club, listed.club.as_ref()),
        (false, &mine.federation, listed.federation.as_ref()),
    ] {
        let Some(there) = there.map(|t| t.value.trim()) else { continue };
        if !here.is_empty() && here.trim() != there {
            let (name, here) = (&mine.name, here.trim());
            found.push(localized(|l| {
                let (message, label) = if club {
                    (
                        tr!(
                            l,
                            en: "`{name}`'s club is `{here}` here but `{there}` in the regulation",
                            bg: "клубът на `{name}` е `{here}` тук, а в регламента — `{there}`",
                            uk: "клуб `{name}` тут `{here}`, а в регламенті — `{there}`"
                        ),
                        tr!(l, en: "club used", bg: "използван клуб", uk: "використаний клуб"),
                    )
                } else {
                    (
                        tr!(
                            l,
                            en: "`{name}`'s federation is `{here}` here but `{there}` in the regulation",
                            bg: "федерацията на `{name}` е `{here}` тук, а в регламента — `{there}`",
                            uk: "федерація `{name}` тут `{here}`, а в регламенті — `{there}`"
                        ),
                        tr!(
                            l,
                            en: "federation used",
                            bg: "използвана федерация",
                            uk: "використана федерація"
                        ),
                    )
                };
                Diagnostic::warning(crate::results::codes::RESULTS_CLUB_DISAGREES, message)
                    .with_label(span, label)
                    .with_help(crate::results::pgn::correct_the_list(l))
            }));
        }
    }
    // The list's name is the full one as the federation writes it; a Latin name of the results
    // with a whole given name (`Osmak,Iulija`, not `Muzychuk,M`) is kept as FIDE's spelling.
    if mine.name.trim() != listed.name.value.trim() {
        if mine.fide_name.is_empty() {
            let spelling = crate::results::listed::fide_spelling(&mine.name, &listed.name.value);
            mine.fide_name = spelling.unwrap_or_default().into();
        }
        mine.name = listed.name.value.as_str().into();
    }
    crate::results::listed::complete(mine, listed);
    found
}
