//! The `system` statement and the participants: players, teams and the team composition rules.

use super::*;

impl Lowerer {
    pub(super) fn system(&mut self, stmt: &Statement) -> Option<System> {
        let mut a = Args::new(stmt, 1);
        let mut competitors = Competitors::Individual;
        let mut format = None;
        let mut rounds = None;
        const KWS: &[Kw] = &[
            Kw::Individual,
            Kw::Team,
            Kw::RoundRobin,
            Kw::DoubleRoundRobin,
            Kw::Swiss,
            Kw::Rounds,
        ];
        while !a.is_done() {
            // `11 rounds` and `rounds 11` are both accepted.
            if let Some(Value { kind: ValueKind::Number(_), .. }) = a.peek() {
                let n = self.uint(&mut a, "the number of rounds");
                if self.peek_kw(&a, &[Kw::Rounds]).is_some() {
                    a.next();
                }
                self.set_once(&mut rounds, "rounds", n);
                continue;
            }
            let Some(k) = self.keyword(&mut a, KWS, "a system keyword") else { continue };
            match k.value {
                Kw::Individual => competitors = Competitors::Individual,
                Kw::Team => competitors = Competitors::Team,
                Kw::RoundRobin => format = Some(Spanned::new(Format::RoundRobin, k.span)),
                Kw::DoubleRoundRobin => {
                    format = Some(Spanned::new(Format::DoubleRoundRobin, k.span))
                }
                Kw::Swiss => format = Some(Spanned::new(Format::Swiss, k.span)),
                Kw::Rounds => {
                    let n = self.uint(&mut a, "the number of rounds");
                    self.set_once(&mut rounds, "rounds", n);
                }
                _ => {}
            }
        }
        let mut lots = None;
        let mut software = None;
        if let Some(b) = &stmt.block {
            for s in &b.statements {
                let Some(kw) = self.head(s, &[Kw::Lots, Kw::Software], "system") else { continue };
                let mut a = Args::new(s, 1);
                match kw {
                    Kw::Lots => lots = self.string(&mut a, "when and how the lots are drawn"),
                    _ => software = self.string(&mut a, "the pairing software"),
                }
                self.finish(&mut a);
            }
        }
        Some(System { competitors, format, rounds, lots, software, span: stmt.span })
    }

    pub(super) fn stated(&mut self, stmt: &Statement, what: &str) -> Option<Spanned<u32>> {
        let mut a = Args::new(stmt, 1);
        let mut stated = None;
        if !a.is_done() {
            if self.peek_kw(&a, &[Kw::Stated]).is_some() {
                a.next();
            }
            stated = self.uint(&mut a, what);
        }
        self.finish(&mut a);
        stated
    }

    pub(super) fn players(&mut self, stmt: &Statement) -> Players {
        let stated = self.stated(stmt, "the stated number of participants");
        let mut list = Vec::new();
        for s in self.block(stmt, "players") {
            if let Some(p) = self.player(s) {
                list.push(p);
            }
        }
        Players { stated, list, span: stmt.span }
    }

    pub(super) fn player(&mut self, s: &Statement) -> Option<Player> {
        let mut a = Args::new(s, 0);
        a.kw = "player".into();
        let number = self.uint(&mut a, "a pairing number")?;
        let mut title = None;
        if let Some(v @ Value { kind: ValueKind::Word(w), .. }) = a.peek() {
            a.next();
            match Title::parse(w) {
                Some(t) => title = Some(Spanned::new(t, v.span)),
                None => self.diags.push(localized(|l| {
                    Diagnostic::error(
                        crate::model::codes::UNKNOWN_TITLE,
                        tr!(
                            l,
                            en: "unknown title `{w}`",
                            bg: "непознато звание `{w}`",
                            uk: "невідоме звання `{w}`"
                        ),
                    )
                    .with_label(
                        v.span,
                        tr!(l, en: "not a FIDE title", bg: "не е звание на ФИДЕ", uk: "не є званням ФІДЕ"),
                    )
                    .with_help(tr!(
                        l,
                        en: "write one of GM, IM, FM, CM, WGM, WIM, WFM, WCM, or leave it out",
                        bg: "напишете едно от GM, IM, FM, CM, WGM, WIM, WFM, WCM или не пишете звание",
                        uk: "напишіть одне з GM, IM, FM, CM, WGM, WIM, WFM, WCM або не пишіть звання"
                    ))
                })),
            }
        }
        let name = self.string(&mut a, "the player's name")?;
        let mut rating = None;
        if let Some(Value { kind: ValueKind::Number(_), .. }) = a.peek() {
            rating = self.uint(&mut a, "a rating");
        }
        let (mut club, mut federation, mut fide_id, mut sex, mut born) =
            (None, None, None, None, None);
        const KWS: &[Kw] = &[Kw::Club, Kw::Fed, Kw::FideId, Kw::Sex, Kw::Born];
        while !a.is_done() {
            let Some(k) = self.keyword(&mut a, KWS, "a player attribute") else { break };
            match k.value {
                Kw::Club => club = self.string(&mut a, "the club"),
                Kw::Fed => federation = self.string(&mut a, "the federation (`BUL`, `UKR`)"),
                Kw::FideId => {
                    fide_id =
                        self.uint(&mut a, "a FIDE ID").map(|n| Spanned::new(n.value as u64, n.span))
                }
                Kw::Sex => match a.next() {
                    Some(v) => match v.as_word().map(|w| w.to_lowercase()).as_deref() {
                        Some("m" | "м") => sex = Some(Spanned::new(Sex::M, v.span)),
                        Some("w" | "f" | "ж") => sex = Some(Spanned::new(Sex::W, v.span)),
                        _ => self.wrong_kind(&a, v, "`m` or `w`"),
                    },
                    None => self.missing(&a, "`m` or `w`"),
                },
                Kw::Born => {
                    born = self
                        .uint(&mut a, "a birth year")
                        .map(|n| Spanned::new(n.value as i32, n.span))
                }
                _ => {}
            }
        }
        self.finish(&mut a);
        Some(Player {
            number,
            title,
            name,
            rating,
            club,
            federation,
            fide_id,
            sex,
            born,
            span: s.span,
        })
    }

    pub(super) fn teams(&mut self, stmt: &Statement) -> Teams {
        let stated = self.stated(stmt, "the stated number of teams");
        let mut list = Vec::new();
        for s in self.block(stmt, "teams") {
            let mut a = Args::new(s, 0);
            a.kw = "team".into();
            let Some(number) = self.uint(&mut a, "a team number") else { continue };
            let Some(name) = self.string(&mut a, "the team's name") else { continue };
            let mut city = None;
            if self.peek_kw(&a, &[Kw::City]).is_some() {
                a.next();
                city = self.string(&mut a, "the city");
            } else if let Some(c) = self.opt_string(&mut a) {
                city = Some(c);
            }
            self.finish(&mut a);
            let mut players = Vec::new();
            let mut reserves = Vec::new();
            if let Some(b) = &s.block {
                for ps in &b.statements {
                    let is_reserve = ps
                        .values
                        .first()
                        .and_then(|v| v.as_word())
                        .and_then(|w| keywords::lookup(w, &[Kw::Reserve]))
                        .is_some();
                    if is_reserve {
                        let mut rest = ps.clone();
                        rest.values.remove(0);
                        if let Some(p) = self.player(&rest) {
                            reserves.push(p);
                        }
                    } else if let Some(p) = self.player(ps) {
                        players.push(p);
                    }
                }
            }
            list.push(Team { number, name, city, players, reserves, span: s.span });
        }
        Teams { stated, list, span: stmt.span }
    }

    pub(super) fn team_rules(&mut self, stmt: &Statement) -> TeamRules {
        let mut r = TeamRules { span: stmt.span, ..TeamRules::default() };
        const KWS: &[Kw] = &[
            Kw::Boards,
            Kw::Reserves,
            Kw::MinimumPresent,
            Kw::Foreign,
            Kw::BoardOrder,
            Kw::LineupDeadline,
        ];
        for s in self.block(stmt, "team-composition") {
            let Some(kw) = self.head(s, KWS, "team-composition") else { continue };
            let mut a = Args::new(s, 1);
            match kw {
                Kw::Boards => r.boards = self.uint(&mut a, "the number of boards"),
                Kw::Reserves => r.reserves = self.uint(&mut a, "the number of reserves"),
                Kw::MinimumPresent => {
                    r.minimum_present = self.uint(&mut a, "the minimum number of players present")
                }
                Kw::Foreign => {
                    let kind = match a.next() {
                        Some(v) if v.as_word().is_some() || matches!(v.kind, ValueKind::Str(_)) => {
                            Some(Spanned::new(value_text(v), v.span))
                        }
                        Some(v) => {
                            self.wrong_kind(&a, v, "which foreign players (`eu`, `non-eu`, `any`)");
                            None
                        }
                        None => {
                            self.missing(&a, "which foreign players (`eu`, `non-eu`, `any`)");
                            None
                        }
                    };
                    let n = self.uint(&mut a, "the limit per match");
                    if let (Some(kind), Some(n)) = (kind, n) {
                        r.foreign_limits.push((kind, n));
                    }
                }
                Kw::BoardOrder => match a.next() {
                    Some(v) => r.board_order = Some(Spanned::new(value_text(v), v.span)),
                    None => self.missing(&a, "the board order rule"),
                },
                Kw::LineupDeadline => {
                    r.lineup_deadline_minutes =
                        self.quantity(&mut a, "the deadline before the round", Unit::Minutes)
                }
                _ => {}
            }
            self.finish(&mut a);
        }
        r
    }
}
