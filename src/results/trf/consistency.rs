//! What is checked and settled once every line is read: players placed by start number, a
//! dummy bye player removed, both sides of every game compared, rounds and points settled
//! (byes written without a letter repaired), the pairing system and the teams built.

use super::*;

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
                self.diagnostics.push(
                    Diagnostic::error(
                        crate::results::codes::TRF_DUPLICATE_START_NUMBER,
                        format!(
                            "start number {} is used twice: {} and `{}`",
                            player.start,
                            who(first.start, &first.name),
                            player.name
                        ),
                    )
                    .with_label(source.start_span(text), "second line with this start number")
                    .with_label(first_source.start_span(text), "first line with it")
                    .with_note(format!("the second line (`{}`) is skipped", player.name))
                    .with_help("give every player a different start number"),
                );
                continue;
            }
            if player.start > expected {
                let gap = if player.start - 1 == expected {
                    format!("start number {expected} has")
                } else {
                    format!("start numbers {expected}–{} have", player.start - 1)
                };
                self.diagnostics.push(
                    Diagnostic::warning(
                        crate::results::codes::TRF_MISSING_START_NUMBER,
                        format!("{gap} no `001` line"),
                    )
                    .with_label(
                        source.start_span(text),
                        format!("the next line is {}", who(player.start, &player.name)),
                    )
                    .with_note("a number without a line gets no row in the standings; games against it are reported")
                    .with_help("add the missing players or renumber"),
                );
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

    /// Every opponent must be another player of the file: not the player, not a number
    /// beyond the last, not a gap in the numbering. Such an opponent is dropped.
    pub(super) fn check_opponents(&mut self, text: &str) {
        let count = self.tournament.players.len() as u32;
        let missing: Vec<bool> = self.tournament.players.iter().map(|p| p.missing).collect();
        for (index, player) in self.tournament.players.iter_mut().enumerate() {
            let source = &self.sources[index];
            for game in player.games.iter_mut() {
                let Some(opponent) = game.opponent else { continue };
                let round = game.round;
                let problem = if opponent == player.start {
                    format!("is paired with their own start number {opponent} in round {round}")
                } else if opponent > count {
                    format!(
                        "is paired with {opponent} in round {round}, but no player has that start number (1–{count})"
                    )
                } else if missing[opponent as usize - 1] {
                    format!(
                        "is paired with {opponent} in round {round}, but start number {opponent} has no `001` line"
                    )
                } else {
                    continue;
                };
                let span = source.game_span(text, round);
                self.diagnostics.push(
                    Diagnostic::error(
                        crate::results::codes::TRF_OPPONENT_OUT_OF_RANGE,
                        format!("{} {problem}", who(player.start, &player.name)),
                    )
                    .with_label(span, "this round")
                    .with_note("the opponent is dropped; the result is kept as an unplayed round")
                    .with_help("correct the opponent's start number"),
                );
                game.opponent = None;
                game.color = None;
            }
        }
    }

    /// Every game must appear on both sides with opposite colours and complementary results.
    pub(super) fn check_pairs(&mut self, text: &str) {
        let players = &self.tournament.players;
        let name = |p: u32| who(p, players.get(p as usize - 1).map_or("", |x| x.name.as_str()));
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
                let problem = match other {
                    Some(og) if og.opponent != Some(player.start) => Some(format!(
                        "{} lists {} as opponent in round {round}, but {o} lists {}",
                        name(player.start),
                        name(o),
                        og.opponent.map_or("no opponent".to_string(), name)
                    )),
                    None => Some(format!(
                        "{} lists {} as opponent in round {round}, but {o} has no entry for that round",
                        name(player.start),
                        name(o)
                    )),
                    Some(og) if player.start < o => {
                        if game.color.is_some() && game.color == og.color {
                            Some(format!(
                                "{} and {} both have {} in round {round}",
                                name(player.start),
                                name(o),
                                if game.color == Some(Color::White) { "White" } else { "Black" },
                            ))
                        } else if !complementary(game.outcome, og.outcome) {
                            Some(format!(
                                "results of {} and {} in round {round} do not fit (`{}` against `{}`)",
                                name(player.start),
                                name(o),
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
                    let span = source.game_span(text, round);
                    let mut d =
                        Diagnostic::error(crate::results::codes::TRF_GAMES_DISAGREE, message)
                            .with_label(span, format!("{}'s side", player.start));
                    match other {
                        Some(_) => {
                            let s = self.sources[o as usize - 1].game_span(text, round);
                            d = d.with_label(s, format!("{o}'s side"));
                        }
                        None => {
                            let s = self.sources[o as usize - 1].start_span(text);
                            d = d.with_label(s, format!("the line of {o}"));
                        }
                    }
                    self.diagnostics.push(d.with_help("correct the side that is wrong"));
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
    pub(super) fn repair_and_check_points(&mut self, text: &str) {
        let system = self.tournament.points;
        let rounds = self.tournament.rounds;
        for (index, player) in self.tournament.players.iter_mut().enumerate() {
            let Some(declared) = player.declared_points else { continue };
            let source = &mut self.sources[index];
            if source.truncated {
                continue;
            }
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
                        let (code, kind) = if outcome == Outcome::HalfBye {
                            (crate::results::codes::TRF_IMPLICIT_HALF_POINT_BYE, "half-point")
                        } else {
                            (crate::results::codes::TRF_IMPLICIT_FULL_POINT_BYE, "full-point")
                        };
                        let mut d = Diagnostic::warning(
                            code,
                            format!(
                                "{}: round {round} has no result letter; read as a {kind} bye",
                                who(player.start, &player.name)
                            ),
                        )
                        .with_label(span, "no result letter")
                        .with_label(source.points_span(text), format!("declared total {declared}"));
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
                            "{} declares {declared} points, but the rounds add up to {computed}",
                            who(player.start, &player.name)
                        ),
                    )
                    .with_label(source.points_span(text), "declared total")
                    .with_note("the computed total is used for scoring")
                    .with_help("correct the total or the round results"),
                );
            }
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
            if let Some(first) =
                self.tournament.teams.iter().find(|t| t.number == source.team.number)
            {
                self.diagnostics.push(
                    Diagnostic::error(
                        crate::results::codes::TRF_DUPLICATE_TEAM_NUMBER,
                        format!(
                            "teams `{}` and `{}` have the same number {}",
                            first.name, source.team.name, source.team.number
                        ),
                    )
                    .with_label(source.span, "second team with this number")
                    .with_note("the second team is skipped; its players belong to no team")
                    .with_help("renumber the teams"),
                );
                continue;
            }
            let mut kept = Vec::new();
            for (i, &member) in source.team.players.iter().enumerate() {
                let span = source.member_spans.get(i).copied().unwrap_or(source.span);
                let missing = member == 0
                    || member > count
                    || self.tournament.players[member as usize - 1].missing;
                if missing {
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
                "300" => "the lineup",
                "330" => "the forfeited match",
                "240" => "the bye",
                _ => "the pairing-allocated bye",
            };
            let (round, team) = (r.round, r.team);
            let problem = if let Some(n) =
                [Some(team), r.opponent].into_iter().flatten().find(|&n| !known(n))
            {
                (
                    format!("names team {n}, which has no team record"),
                    format!("team {n}"),
                    "correct the team number, or add the team's `310` record",
                )
            } else if r.opponent == Some(team) {
                (
                    format!("pairs team {team} with itself"),
                    format!("team {team} twice"),
                    "correct the opponent's team number",
                )
            } else if r.record == "300" && !lineup_seen.insert((round, team)) {
                (
                    format!("is the second one of team {team}"),
                    "second lineup".to_string(),
                    "keep one lineup per team and round",
                )
            } else {
                continue;
            };
            found.push(
                Diagnostic::warning(
                    crate::results::codes::TRF_UNUSABLE_TEAM_RECORD,
                    format!("`{}` record: {what} of round {round} {}", r.record, problem.0),
                )
                .with_label(r.span, problem.1)
                .with_note("the record belongs to no match and is ignored")
                .with_help(problem.2),
            );
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
