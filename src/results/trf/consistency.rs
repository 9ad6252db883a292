//! What is checked and settled once every line is read: players placed by start number, a
//! dummy bye player removed, both sides of every game compared, rounds and points settled
//! (byes written without a letter repaired), the pairing system and the teams built.

use super::*;
use crate::vocab::lang::ph;

impl Reader {
    /// Puts players in start-number order, reporting duplicates and gaps. A gap keeps its
    /// number with an entry marked missing: it gets no row and no games.
    pub(super) fn place_players(&mut self, text: &str) {
        let players = std::mem::take(&mut self.players);
        let sources = std::mem::take(&mut self.read_sources);
        // The usual file lists the players 1, 2, 3, … in order: they are moved as they are.
        if players.iter().enumerate().all(|(i, p)| p.start as usize == i + 1) {
            self.tournament.players = players;
            self.sources = sources;
            return;
        }
        let mut players: Vec<(Player, PlayerSource)> = players.into_iter().zip(sources).collect();
        players.sort_by_key(|(p, _)| p.start);
        let mut placed: Vec<(Player, PlayerSource)> = Vec::with_capacity(players.len());
        for (player, source) in players {
            let expected = placed.len() as u32 + 1;
            if player.start < expected {
                let (first, first_source) = &placed[player.start as usize - 1];
                let (start, name) = (player.start, &player.name);
                self.diagnostics.push(localized(|l| {
                    let first = who(first.start, &first.name, l);
                    Diagnostic::error(
                        crate::results::codes::TRF_DUPLICATE_START_NUMBER,
                        tr!(
                            l,
                            en: "start number {start} is used twice: {first} and `{name}`",
                            bg: "стартовият номер {start} е използван два пъти: {first} и `{name}`",
                            uk: "стартовий номер {start} використано двічі: {first} і `{name}`"
                        ),
                    )
                    .with_label(
                        source.start_span(text),
                        tr!(
                            l,
                            en: "second line with this start number",
                            bg: "втори ред с този стартов номер",
                            uk: "другий рядок із цим стартовим номером"
                        ),
                    )
                    .with_label(
                        first_source.start_span(text),
                        tr!(l, en: "first line with it", bg: "първият ред с него", uk: "перший рядок із ним"),
                    )
                    .with_note(tr!(
                        l,
                        en: "the second line (`{name}`) is skipped",
                        bg: "вторият ред (`{name}`) се прескача",
                        uk: "другий рядок (`{name}`) пропущено"
                    ))
                    .with_help(tr!(
                        l,
                        en: "give every player a different start number",
                        bg: "дайте на всеки състезател различен стартов номер",
                        uk: "дайте кожному гравцеві інший стартовий номер"
                    ))
                }));
                continue;
            }
            if player.start > expected {
                let last = player.start - 1;
                self.diagnostics.push(localized(|l| {
                    let message = if last == expected {
                        tr!(
                            l,
                            en: "start number {expected} has no `001` line",
                            bg: "стартовият номер {expected} няма ред `001`",
                            uk: "стартовий номер {expected} не має рядка `001`"
                        )
                    } else {
                        tr!(
                            l,
                            en: "start numbers {expected}–{last} have no `001` line",
                            bg: "стартовите номера {expected}–{last} нямат ред `001`",
                            uk: "стартові номери {expected}–{last} не мають рядка `001`"
                        )
                    };
                    let next = who(player.start, &player.name, l);
                    Diagnostic::warning(crate::results::codes::TRF_MISSING_START_NUMBER, message)
                        .with_label(
                            source.start_span(text),
                            tr!(
                                l,
                                en: "the next line is {next}",
                                bg: "следващият ред е на {next}",
                                uk: "наступний рядок — {next}"
                            ),
                        )
                        .with_note(tr!(
                            l,
                            en: "a number without a line gets no row in the standings; games against it are reported",
                            bg: "номер без ред няма ред в класирането; партиите срещу него се съобщават",
                            uk: "номер без рядка не має рядка в таблиці; про партії проти нього повідомляють"
                        ))
                        .with_help(tr!(
                            l,
                            en: "add the missing players or renumber",
                            bg: "добавете липсващите състезатели или преномерирайте",
                            uk: "додайте пропущених гравців або перенумеруйте"
                        ))
                }));
                for start in expected..player.start {
                    let missing = Player { start, missing: true, ..Player::default() };
                    placed.push((missing, PlayerSource::default()));
                }
            }
            placed.push((player, source));
        }
        let (players, sources): (Vec<Player>, Vec<PlayerSource>) = placed.into_iter().unzip();
        self.tournament.players = players;
        self.sources = sources;
    }

    /// Removes a trailing dummy "bye" player; games against it become pairing-allocated byes.
    pub(super) fn remove_dummy_player(&mut self, text: &str) {
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
        let span = source.start_span(text);
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
        self.diagnostics.push(localized(|l| {
            Diagnostic::warning(
                crate::results::codes::TRF_DUMMY_BYE_PLAYER,
                tr!(
                    l,
                    en: "player {dummy} `{dummy_name}` is a dummy for the bye",
                    bg: "състезател {dummy} `{dummy_name}` е фиктивен и стои за почивката",
                    uk: "гравець {dummy} `{dummy_name}` фіктивний і замінює вільний тур"
                ),
            )
            .with_label(
                span,
                tr!(l, en: "dummy player", bg: "фиктивен състезател", uk: "фіктивний гравець"),
            )
            .with_note(tr!(
                l,
                en: "the dummy is removed; {converted} games against it are read as pairing-allocated byes",
                bg: "фиктивният е премахнат; партиите срещу него ({converted}) се четат като почивки по жребий",
                uk: "фіктивного прибрано; партії проти нього ({converted}) читаються як вільні тури за жеребкуванням"
            ))
            .with_help(tr!(
                l,
                en: "export byes as `0000 - U` and drop the dummy line",
                bg: "експортирайте почивките като `0000 - U` и махнете фиктивния ред",
                uk: "експортуйте вільні тури як `0000 - U` і приберіть фіктивний рядок"
            ))
        }));
        self.tournament.players.pop();
        self.sources.pop();
    }

    /// Every opponent must be another player of the file: not the player, not a number
    /// beyond the last, not a gap in the numbering. Such an opponent is dropped.
    pub(super) fn check_opponents(&mut self, text: &str) {
        let count = self.tournament.players.len() as u32;
        let missing: Vec<bool> = self.tournament.players.iter().map(|p| p.missing).collect();
        for (index, player) in self.tournament.players.iter_mut().enumerate() {
            // One test a game; the words only for a player with a wrong opponent.
            let start = player.start;
            let wrong = |o: u32| {
                o == start
                    || o > count
                    || o.checked_sub(1).and_then(|i| missing.get(i as usize)) != Some(&false)
            };
            if !player.games.iter().any(|g| g.opponent.is_some_and(wrong)) {
                continue;
            }
            let source = &self.sources[index];
            for game in player.games.iter_mut() {
                let Some(opponent) = game.opponent else { continue };
                let round = game.round;
                let problem = |l| {
                    if opponent == player.start {
                        tr!(
                            l,
                            en: "is paired with their own start number {opponent} in round {round}",
                            bg: "е чифтосан със собствения си стартов номер {opponent} в кръг {round}",
                            uk: "має в парі власний стартовий номер {opponent} у турі {round}"
                        )
                    } else if opponent > count {
                        tr!(
                            l,
                            en: "is paired with {opponent} in round {round}, but no player has that start number (1–{count})",
                            bg: "е чифтосан с {opponent} в кръг {round}, но никой състезател няма този стартов номер (1–{count})",
                            uk: "має в парі {opponent} у турі {round}, але жоден гравець не має цього стартового номера (1–{count})"
                        )
                    } else {
                        tr!(
                            l,
                            en: "is paired with {opponent} in round {round}, but start number {opponent} has no `001` line",
                            bg: "е чифтосан с {opponent} в кръг {round}, но стартовият номер {opponent} няма ред `001`",
                            uk: "має в парі {opponent} у турі {round}, але стартовий номер {opponent} не має рядка `001`"
                        )
                    }
                };
                if opponent != player.start && opponent <= count && !missing[opponent as usize - 1]
                {
                    continue;
                }
                let span = source.game_span(text, round);
                self.diagnostics.push(localized(|l| {
                    let (who, problem) = (who(player.start, &player.name, l), problem(l));
                    Diagnostic::error(
                        crate::results::codes::TRF_OPPONENT_OUT_OF_RANGE,
                        tr!(l, en: "{who} {problem}", bg: "{who} {problem}", uk: "{who} {problem}"),
                    )
                    .with_label(span, tr!(l, en: "this round", bg: "този кръг", uk: "цей тур"))
                    .with_note(tr!(
                        l,
                        en: "the opponent is dropped; the result is kept as an unplayed round",
                        bg: "противникът се изпуска; резултатът остава като неизигран кръг",
                        uk: "суперника відкинуто; результат лишається як незіграний тур"
                    ))
                    .with_help(tr!(
                        l,
                        en: "correct the opponent's start number",
                        bg: "поправете стартовия номер на противника",
                        uk: "виправте стартовий номер суперника"
                    ))
                }));
                game.opponent = None;
                game.color = None;
            }
        }
    }

    /// Every game must appear on both sides with opposite colours and complementary results.
    pub(super) fn check_pairs(&mut self, text: &str) {
        let players = &self.tournament.players;
        let name = |p: u32, l: Lang| {
            who(p, players.get(p as usize - 1).map_or("", |x| x.name.as_str()), l)
        };
        // Every player's games by start number in one small array: the opponent's side of a
        // game is found from it, not through the opponent's entry (a cache miss less a game).
        let games: Vec<&[Game]> = players.iter().map(|p| p.games.as_slice()).collect();
        for player in players {
            let source = &self.sources[player.start as usize - 1];
            for game in &player.games {
                let Some(o) = game.opponent else { continue };
                // Rounds are usually all there, round r at index r − 1: one look instead of a
                // binary search through the opponent's games.
                let other = games.get(o as usize - 1).and_then(|games| {
                    let at = (game.round as usize).wrapping_sub(1);
                    match games.get(at) {
                        Some(g) if g.round == game.round => Some(*g),
                        _ => {
                            let i = games.binary_search_by_key(&game.round, |x| x.round).ok()?;
                            Some(games[i])
                        }
                    }
                });
                let round = game.round;
                let me = player.start;
                // What is wrong, found without writing a word (this runs on every game).
                enum Mismatch {
                    Lists(Option<u32>),
                    NoEntry,
                    SameColour,
                    Results(char, char),
                }
                let mismatch = match other {
                    Some(og) if og.opponent != Some(me) => Some(Mismatch::Lists(og.opponent)),
                    None => Some(Mismatch::NoEntry),
                    Some(og) if me < o => {
                        if game.color.is_some() && game.color == og.color {
                            Some(Mismatch::SameColour)
                        } else if !complementary(game.outcome, og.outcome) {
                            Some(Mismatch::Results(
                                result_letter(game.outcome, game.rated),
                                result_letter(og.outcome, og.rated),
                            ))
                        } else {
                            None
                        }
                    }
                    Some(_) => None,
                };
                let Some(mismatch) = mismatch else { continue };
                let problem = |l: Lang| -> String {
                    let (a, b) = (name(me, l), name(o, l));
                    match mismatch {
                        Mismatch::Lists(listed) => {
                            let c = match listed {
                                Some(p) => name(p, l),
                                None => tr!(l, en: "no opponent", bg: "никого", uk: "нікого"),
                            };
                            tr!(
                                l,
                                en: "{a} lists {b} as opponent in round {round}, but {o} lists {c}",
                                bg: "{a} има за противник {b} в кръг {round}, но {o} има {c}",
                                uk: "{a} має суперником {b} у турі {round}, але {o} має {c}"
                            )
                        }
                        Mismatch::NoEntry => tr!(
                            l,
                            en: "{a} lists {b} as opponent in round {round}, but {o} has no entry for that round",
                            bg: "{a} има за противник {b} в кръг {round}, но {o} няма запис за този кръг",
                            uk: "{a} має суперником {b} у турі {round}, але {o} не має запису для цього туру"
                        ),
                        Mismatch::SameColour => {
                            let colour = if game.color == Some(Color::White) {
                                tr!(l, en: "White", bg: "белите", uk: "білі")
                            } else {
                                tr!(l, en: "Black", bg: "черните", uk: "чорні")
                            };
                            tr!(
                                l,
                                en: "{a} and {b} both have {colour} in round {round}",
                                bg: "{a} и {b} са с {colour} в кръг {round}",
                                uk: "{a} і {b} обоє мають {colour} у турі {round}"
                            )
                        }
                        Mismatch::Results(mine, theirs) => tr!(
                            l,
                            en: "results of {a} and {b} in round {round} do not fit (`{mine}` against `{theirs}`)",
                            bg: "резултатите на {a} и {b} в кръг {round} не си пасват (`{mine}` срещу `{theirs}`)",
                            uk: "результати {a} і {b} у турі {round} не узгоджуються (`{mine}` проти `{theirs}`)"
                        ),
                    }
                };
                {
                    let span = source.game_span(text, round);
                    let theirs = match other {
                        Some(_) => (self.sources[o as usize - 1].game_span(text, round), true),
                        None => (self.sources[o as usize - 1].start_span(text), false),
                    };
                    self.diagnostics.push(localized(|l| {
                        Diagnostic::error(
                            crate::results::codes::TRF_GAMES_DISAGREE,
                            problem(l),
                        )
                        .with_label(
                            span,
                            tr!(l, en: "{me}'s side", bg: "записът на {me}", uk: "запис {me}"),
                        )
                        .with_label(
                            theirs.0,
                            if theirs.1 {
                                tr!(l, en: "{o}'s side", bg: "записът на {o}", uk: "запис {o}")
                            } else {
                                tr!(l, en: "the line of {o}", bg: "редът на {o}", uk: "рядок {o}")
                            },
                        )
                        .with_help(tr!(
                            l,
                            en: "correct the side that is wrong",
                            bg: "поправете грешната страна",
                            uk: "виправте хибний бік"
                        ))
                    }));
                }
            }
        }
    }

    pub(super) fn settle_rounds(&mut self) {
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
                    self.diagnostics.push(localized(|l| {
                        Diagnostic::warning(
                            crate::results::codes::TRF_MORE_ROUNDS_THAN_DECLARED,
                            tr!(
                                l,
                                en: "players have {most} rounds, but {declared} are declared",
                                bg: "състезателите имат {most} кръга, а са обявени {declared}",
                                uk: "гравці мають турів: {most}, а оголошено {declared}"
                            ),
                        )
                        .with_label(
                            span,
                            tr!(
                                l,
                                en: "declared number of rounds",
                                bg: "обявен брой кръгове",
                                uk: "оголошена кількість турів"
                            ),
                        )
                        .with_help(tr!(
                            l,
                            en: "declare {most} rounds",
                            bg: "обявете {most} кръга",
                            uk: "оголосіть турів: {most}"
                        ))
                    }));
                }
                declared.max(most)
            }
            None => most,
        };
    }

    /// Turns undeclared half-point byes into `H` where the declared total needs them, then
    /// warns about totals that still differ.
    pub(super) fn repair_and_check_points(&mut self, text: &str) {
        let system = self.tournament.points;
        let rounds = self.tournament.rounds;
        let unentered = self.rounds_without_results(text);
        // A round robin in which every player meets every other (a single one of n players has
        // at least n − 1 rounds, a double one 2n − 2): its blank cells are not byes.
        let listed = self.tournament.players.iter().filter(|p| !p.missing).count() as u32;
        let round_robin = match self.tournament.pairing {
            Pairing::RoundRobin => listed >= 2 && rounds + 1 >= listed,
            Pairing::DoubleRoundRobin => listed >= 2 && rounds + 2 >= 2 * listed,
            Pairing::Swiss => false,
        };
        if round_robin {
            self.empty_round_robin_cells(text, &unentered);
        }
        for (index, player) in self.tournament.players.iter_mut().enumerate() {
            let Some(declared) = player.declared_points else { continue };
            let source = &mut self.sources[index];
            if source.truncated {
                continue;
            }
            let computed = computed_points(player, &system);
            let gain = system.draw - system.loss;
            let missing = declared - computed;
            // Errors already say why the total differs (a round not entered, an empty cell of
            // a round robin): no bye is worked out, and the total is not reported again.
            if missing.0 > 0 && (round_robin || !unentered.is_empty()) {
                continue;
            }
            let mut candidates: Vec<(u32, Span)> = Vec::new();
            if missing.0 > 0 && gain.0 > 0 {
                candidates.clone_from(&source.bye_candidates);
                // Rounds after the end of the line, as many as the missing points could use
                // (bounded, so that a hostile `XXR` cannot blow up the work).
                let last = player.games.last().map_or(0, |g| g.round);
                let most = (missing.0 / gain.0).clamp(0, 256) as u32;
                for round in (last + 1..=rounds).take(most as usize) {
                    if !candidates.iter().any(|c| c.0 == round) {
                        candidates.push((round, source.end_span()));
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
                            Err(i) => player.games.insert(i, game),
                        }
                        let half = outcome == Outcome::HalfBye;
                        let code = if half {
                            crate::results::codes::TRF_IMPLICIT_HALF_POINT_BYE
                        } else {
                            crate::results::codes::TRF_IMPLICIT_FULL_POINT_BYE
                        };
                        let letter = if half { 'H' } else { 'F' };
                        let lettered = candidates.len();
                        let points_span = source.points_span(text);
                        self.diagnostics.push(localized(|l| {
                            let who = who(player.start, &player.name, l);
                            let bye = if half {
                                tr!(l, en: "a half-point bye", bg: "почивка с половин точка", uk: "вільний тур з пів очка")
                            } else {
                                tr!(l, en: "a full-point bye", bg: "почивка с цяла точка", uk: "вільний тур з цілим очком")
                            };
                            let d = Diagnostic::warning(
                                code,
                                tr!(
                                    l,
                                    en: "{who}: round {round} has no result letter; read as {bye}",
                                    bg: "{who}: кръг {round} няма буква за резултат; чете се като {bye}",
                                    uk: "{who}: тур {round} не має літери результату; читається як {bye}"
                                ),
                            )
                            .with_label(
                                span,
                                tr!(l, en: "no result letter", bg: "няма буква за резултат", uk: "немає літери результату"),
                            )
                            .with_label(
                                points_span,
                                tr!(
                                    l,
                                    en: "declared total {declared}",
                                    bg: "обявен сбор {declared}",
                                    uk: "оголошена сума {declared}"
                                ),
                            )
                            .with_help(tr!(
                                l,
                                en: "write `0000 - {letter}` for {bye}",
                                bg: "напишете `0000 - {letter}` за {bye}",
                                uk: "запишіть `0000 - {letter}` для: {bye}"
                            ));
                            if needed < lettered {
                                d.with_note(tr!(
                                    l,
                                    en: "{lettered} rounds have no letter but only {needed} byes fit the total; the earliest were taken",
                                    bg: "кръговете без буква са {lettered}, но в сбора се побират само {needed} почивки; взети са най-ранните",
                                    uk: "турів без літери {lettered}, але в суму вміщується лише {needed} вільних турів; узято найраніші"
                                ))
                            } else {
                                d
                            }
                        }));
                    }
                    continue;
                }
            }
            if declared != computed {
                let points_span = source.points_span(text);
                self.diagnostics.push(localized(|l| {
                    let who = who(player.start, &player.name, l);
                    Diagnostic::warning(
                        crate::results::codes::TRF_DECLARED_POINTS_MISMATCH,
                        tr!(
                            l,
                            en: "{who} declares {declared} points, but the rounds add up to {computed}",
                            bg: "{who} обявява {declared} точки, но кръговете дават {computed}",
                            uk: "{who} оголошує {declared} очок, але тури дають {computed}"
                        ),
                    )
                    .with_label(
                        points_span,
                        tr!(l, en: "declared total", bg: "обявен сбор", uk: "оголошена сума"),
                    )
                    .with_note(tr!(
                        l,
                        en: "the computed total is used for scoring",
                        bg: "за класирането се използва пресметнатият сбор",
                        uk: "для таблиці використано обчислену суму"
                    ))
                    .with_help(tr!(
                        l,
                        en: "correct the total or the round results",
                        bg: "поправете сбора или резултатите от кръговете",
                        uk: "виправте суму або результати турів"
                    ))
                }));
            }
        }
    }

    /// The rounds (within the declared ones) in which no player has a result: a round not
    /// entered. One before a round that has results, or whose points a declared total counts,
    /// is `T076`, an error: nothing is read into it. Trailing rounds that no total counts are an
    /// event in progress (a file exported after round 4 of 9): they are left as they are.
    pub(super) fn rounds_without_results(&mut self, text: &str) -> Vec<u32> {
        // Bounded: a hostile `XXR` is refused later (`T050`), and must not cost work here first.
        let rounds = self.tournament.rounds.min(100_000);
        let mut entered = vec![false; rounds as usize + 1];
        for (player, source) in self.tournament.players.iter().zip(&self.sources) {
            for g in &player.games {
                let bare = source.bye_candidates.iter().any(|c| c.0 == g.round);
                if !bare {
                    if let Some(e) = entered.get_mut(g.round as usize) {
                        *e = true;
                    }
                }
            }
        }
        let last = (1..=rounds).rev().find(|r| entered[*r as usize]).unwrap_or(0);
        if last == 0 {
            return Vec::new();
        }
        let system = self.tournament.points;
        let totals_count_more =
            self.tournament.players.iter().any(|p| {
                p.declared_points.is_some_and(|d| (d - computed_points(p, &system)).0 > 0)
            });
        let missing: Vec<u32> = (1..=rounds)
            .filter(|r| !entered[*r as usize])
            .filter(|r| *r < last || totals_count_more)
            .collect();
        let span = self.declared_rounds.map(|d| d.1);
        for &round in missing.iter().take(16) {
            let trailing = round > last;
            self.diagnostics.push(localized(|l| {
                let d = Diagnostic::error(
                    crate::results::fide_codes::TRF_ROUND_WITHOUT_RESULTS,
                    tr!(
                        l,
                        en: "round {round} has no result for any player",
                        bg: "в кръг {round} няма резултат за нито един състезател",
                        uk: "у турі {round} немає результату жодного гравця"
                    ),
                );
                let d = match span {
                    Some(s) => d.with_label(
                        s,
                        tr!(l, en: "rounds declared", bg: "обявени кръгове", uk: "оголошені тури"),
                    ),
                    None => d,
                };
                let d = if trailing {
                    d.with_note(tr!(
                        l,
                        en: "the declared totals count points for it: no bye is worked out from them",
                        bg: "обявените сборове броят точки за него: от тях не се извеждат почивки",
                        uk: "оголошені суми рахують за нього очки: вільних турів із них не виводять"
                    ))
                } else {
                    d.with_note(tr!(
                        l,
                        en: "later rounds have results: this one was not entered",
                        bg: "следващите кръгове имат резултати: този не е въведен",
                        uk: "наступні тури мають результати: цей не внесено"
                    ))
                };
                d.with_help(tr!(
                    l,
                    en: "enter round {round}'s results, or declare only the rounds played",
                    bg: "въведете резултатите от кръг {round} или обявете само изиграните кръгове",
                    uk: "внесіть результати туру {round} або оголосіть лише зіграні тури"
                ))
            }));
        }
        let _ = text;
        missing
    }

    /// `T077`: a round-robin player's empty block in a round the others played. With an odd
    /// number of players the one player without a game in a round is the round's rest, not an
    /// empty cell.
    pub(super) fn empty_round_robin_cells(&mut self, text: &str, unentered: &[u32]) {
        let listed = self.tournament.players.iter().filter(|p| !p.missing).count();
        // A round robin of n players has at most 2n rounds (a double one); more is refused
        // later (`T054`, `T050`) and costs no work here.
        let rounds = self.tournament.rounds.min(2 * listed as u32 + 2).min(100_000);
        let mut empty: Vec<(u32, u32, Span)> = Vec::new();
        for (player, source) in self.tournament.players.iter().zip(&self.sources) {
            if player.missing || source.truncated {
                continue;
            }
            for round in 1..=rounds {
                if unentered.contains(&round) {
                    continue;
                }
                let game = player.games.iter().find(|g| g.round == round);
                let bare = source.bye_candidates.iter().find(|c| c.0 == round);
                let blank = game.is_none() || bare.is_some();
                if blank {
                    let span = bare.map_or_else(|| source.game_span(text, round), |c| c.1);
                    empty.push((round, player.start, span));
                }
            }
        }
        let mut by_round: std::collections::BTreeMap<u32, usize> = Default::default();
        for (round, _, _) in &empty {
            *by_round.entry(*round).or_default() += 1;
        }
        for (round, start, span) in empty {
            // The rest of an odd round robin: the only one without a game that round.
            if listed % 2 == 1 && by_round.get(&round) == Some(&1) {
                continue;
            }
            let name =
                self.tournament.player(start).map(|p| p.name.to_string()).unwrap_or_default();
            self.diagnostics.push(localized(|l| {
                let who = who(start, &name, l);
                Diagnostic::error(
                    crate::results::fide_codes::TRF_ROUND_ROBIN_CELL_EMPTY,
                    tr!(
                        l,
                        en: "{who} has no result in round {round} of the round robin",
                        bg: "{who} няма резултат в кръг {round} на кръговия турнир",
                        uk: "{who} не має результату в турі {round} колового турніру"
                    ),
                )
                .with_label(span, tr!(l, en: "empty", bg: "празно", uk: "порожньо"))
                .with_note(tr!(
                    l,
                    en: "a round robin has no byes: nothing is read into the cell",
                    bg: "в кръговия турнир няма почивки: в клетката нищо не се чете",
                    uk: "у коловому турнірі немає вільних турів: у клітинку нічого не читається"
                ))
                .with_help(tr!(
                    l,
                    en: "enter the game, or record what happened (`0000 - Z` for a game not played)",
                    bg: "въведете партията или запишете какво е станало (`0000 - Z` за неизиграна партия)",
                    uk: "внесіть партію або запишіть, що сталося (`0000 - Z` для незіграної партії)"
                ))
            }));
        }
    }

    pub(super) fn settle_pairing(&mut self) {
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
    pub(super) fn build_teams(&mut self) {
        let teams_013 = std::mem::take(&mut self.teams_013);
        let teams_310 = std::mem::take(&mut self.teams_310);
        let use_310 = !teams_310.is_empty();
        if use_310 {
            for t13 in &teams_013 {
                if let Some(t310) = teams_310.iter().find(|t| t.team.name == t13.team.name) {
                    if t310.team.players != t13.team.players {
                        let team = &t13.team.name;
                        self.diagnostics.push(localized(|l| {
                            Diagnostic::warning(
                                crate::results::codes::TRF_TEAM_LISTS_DISAGREE,
                                tr!(
                                    l,
                                    en: "team `{team}` has different players in `013` and `310`",
                                    bg: "отбор `{team}` има различни състезатели в `013` и `310`",
                                    uk: "команда `{team}` має різних гравців у `013` і `310`"
                                ),
                            )
                            .with_label(
                                t13.span,
                                tr!(l, en: "`013` line", bg: "ред `013`", uk: "рядок `013`"),
                            )
                            .with_label(
                                t310.span,
                                tr!(l, en: "`310` record", bg: "запис `310`", uk: "запис `310`"),
                            )
                            .with_help(tr!(
                                l,
                                en: "make the two lists equal or drop the `013` lines",
                                bg: "изравнете двата списъка или махнете редовете `013`",
                                uk: "вирівняйте обидва списки або приберіть рядки `013`"
                            ))
                        }));
                    }
                }
            }
        }
        let sources = if use_310 { teams_310 } else { teams_013 };
        let count = self.tournament.players.len() as u32;
        let mut team_of = vec![0u32; count as usize + 1];
        for mut source in sources {
            if let Some(first) =
                self.tournament.teams.iter().find(|t| t.number == source.team.number)
            {
                let (a, b, number) = (&first.name, &source.team.name, source.team.number);
                self.diagnostics.push(localized(|l| {
                    Diagnostic::error(
                        crate::results::codes::TRF_DUPLICATE_TEAM_NUMBER,
                        tr!(
                            l,
                            en: "teams `{a}` and `{b}` have the same number {number}",
                            bg: "отборите `{a}` и `{b}` имат един и същ номер {number}",
                            uk: "команди `{a}` і `{b}` мають однаковий номер {number}"
                        ),
                    )
                    .with_label(
                        source.span,
                        tr!(
                            l,
                            en: "second team with this number",
                            bg: "втори отбор с този номер",
                            uk: "друга команда з цим номером"
                        ),
                    )
                    .with_note(tr!(
                        l,
                        en: "the second team is skipped; its players belong to no team",
                        bg: "вторият отбор се прескача; състезателите му не принадлежат на никой отбор",
                        uk: "другу команду пропущено; її гравці не належать жодній команді"
                    ))
                    .with_help(tr!(
                        l,
                        en: "renumber the teams",
                        bg: "преномерирайте отборите",
                        uk: "перенумеруйте команди"
                    ))
                }));
                continue;
            }
            let mut kept = Vec::new();
            for (i, &member) in source.team.players.iter().enumerate() {
                let span = source.member_spans.get(i).copied().unwrap_or(source.span);
                let missing = member == 0
                    || member > count
                    || self.tournament.players[member as usize - 1].missing;
                if missing {
                    let team = &source.team.name;
                    self.diagnostics.push(localized(|l| {
                        Diagnostic::error(
                            crate::results::codes::TRF_UNKNOWN_TEAM_MEMBER,
                            tr!(
                                l,
                                en: "team `{team}` lists start number {member}, which has no `001` line",
                                bg: "отбор `{team}` изброява стартов номер {member}, който няма ред `001`",
                                uk: "команда `{team}` перелічує стартовий номер {member}, який не має рядка `001`"
                            ),
                        )
                        .with_label(
                            span,
                            tr!(
                                l,
                                en: "unknown start number",
                                bg: "непознат стартов номер",
                                uk: "невідомий стартовий номер"
                            ),
                        )
                        .with_help(tr!(
                            l,
                            en: "add the player or correct the number",
                            bg: "добавете състезателя или поправете номера",
                            uk: "додайте гравця або виправте номер"
                        ))
                    }));
                    continue;
                }
                let slot = &mut team_of[member as usize];
                if *slot != 0 {
                    let (first, second) = (*slot, source.team.number);
                    self.diagnostics.push(localized(|l| {
                        Diagnostic::error(
                            crate::results::codes::TRF_PLAYER_IN_TWO_TEAMS,
                            tr!(
                                l,
                                en: "player {member} is listed in team {first} and team {second}",
                                bg: "състезател {member} е записан в отбор {first} и в отбор {second}",
                                uk: "гравця {member} записано в команді {first} і в команді {second}"
                            ),
                        )
                        .with_label(
                            span,
                            tr!(l, en: "second listing", bg: "второ записване", uk: "другий запис"),
                        )
                        .with_note(tr!(
                            l,
                            en: "the second listing is dropped",
                            bg: "второто записване се изпуска",
                            uk: "другий запис відкинуто"
                        ))
                        .with_help(tr!(
                            l,
                            en: "remove the player from one of the teams",
                            bg: "махнете състезателя от единия отбор",
                            uk: "приберіть гравця з однієї з команд"
                        ))
                    }));
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

    /// Reports every `300`, `330`, `240` and `320` record of a team event that the matches
    /// cannot use (and leave out): one naming a team without a team record, one pairing a team
    /// with itself, and a second lineup of the same team in a round (the first one counts).
    pub(super) fn check_team_references(&mut self) {
        let references = std::mem::take(&mut self.team_references);
        if self.tournament.teams.is_empty() {
            return;
        }
        let known = |n: u32| self.tournament.teams.binary_search_by_key(&n, |t| t.number).is_ok();
        let lineups = self.lineups.iter().map(|l| TeamReference {
            team: l.team,
            opponent: Some(l.opponent).filter(|&o| o != 0),
            record: "300",
            round: l.round,
            span: l.span,
        });
        let mut lineup_seen: std::collections::HashSet<(u32, u32)> = Default::default();
        let mut found = Vec::new();
        for r in lineups.chain(references) {
            let what = match r.record {
                "300" => ph!(en: "the lineup", bg: "съставът", uk: "склад"),
                "330" => {
                    ph!(en: "the forfeited match", bg: "служебно загубената среща", uk: "матч без гри")
                }
                "240" => ph!(en: "the bye", bg: "почивката", uk: "вільний тур"),
                _ => ph!(
                    en: "the pairing-allocated bye",
                    bg: "почивката по жребий",
                    uk: "вільний тур за жеребкуванням"
                ),
            };
            let (round, team, record) = (r.round, r.team, r.record);
            enum Problem {
                Unknown(u32),
                Itself,
                Second,
            }
            let problem = if let Some(n) =
                [Some(team), r.opponent].into_iter().flatten().find(|&n| !known(n))
            {
                Problem::Unknown(n)
            } else if r.opponent == Some(team) {
                Problem::Itself
            } else if r.record == "300" && !lineup_seen.insert((round, team)) {
                Problem::Second
            } else {
                continue;
            };
            found.push(localized(|l| {
                let what = what.get(l);
                let (problem, label, help) = match problem {
                    Problem::Unknown(n) => (
                        tr!(
                            l,
                            en: "names team {n}, which has no team record",
                            bg: "назовава отбор {n}, който няма отборен запис",
                            uk: "називає команду {n}, яка не має командного запису"
                        ),
                        tr!(l, en: "team {n}", bg: "отбор {n}", uk: "команда {n}"),
                        tr!(
                            l,
                            en: "correct the team number, or add the team's `310` record",
                            bg: "поправете номера на отбора или добавете записа `310` на отбора",
                            uk: "виправте номер команди або додайте запис `310` команди"
                        ),
                    ),
                    Problem::Itself => (
                        tr!(
                            l,
                            en: "pairs team {team} with itself",
                            bg: "чифтосва отбор {team} със самия него",
                            uk: "ставить команду {team} проти самої себе"
                        ),
                        tr!(l, en: "team {team} twice", bg: "отбор {team} два пъти", uk: "команда {team} двічі"),
                        tr!(
                            l,
                            en: "correct the opponent's team number",
                            bg: "поправете номера на противниковия отбор",
                            uk: "виправте номер команди суперника"
                        ),
                    ),
                    Problem::Second => (
                        tr!(
                            l,
                            en: "is the second one of team {team}",
                            bg: "е вторият на отбор {team}",
                            uk: "— другий для команди {team}"
                        ),
                        tr!(l, en: "second lineup", bg: "втори състав", uk: "другий склад"),
                        tr!(
                            l,
                            en: "keep one lineup per team and round",
                            bg: "оставете по един състав на отбор и кръг",
                            uk: "лишіть один склад на команду й тур"
                        ),
                    ),
                };
                Diagnostic::warning(
                    crate::results::codes::TRF_UNUSABLE_TEAM_RECORD,
                    tr!(
                        l,
                        en: "`{record}` record: {what} of round {round} {problem}",
                        bg: "запис `{record}`: {what} от кръг {round} {problem}",
                        uk: "запис `{record}`: {what} туру {round} {problem}"
                    ),
                )
                .with_label(r.span, label)
                .with_note(tr!(
                    l,
                    en: "the record belongs to no match and is ignored",
                    bg: "записът не е от никоя среща и се пренебрегва",
                    uk: "запис не належить жодному матчу й пропущений"
                ))
                .with_help(help)
            }));
        }
        self.diagnostics.extend(found);
    }
}

/// True when two results of the same game fit together.
pub(super) fn complementary(a: Outcome, b: Outcome) -> bool {
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
