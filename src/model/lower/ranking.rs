//! The `ranking` block and the sub-classifications: point systems, tie-break lists, what happens
//! after the last tie-break, play-off stages.

use super::*;

impl Lowerer {
    pub(super) fn score_triple(&mut self, a: &mut Args<'_>) -> Option<(Points, Points, Points)> {
        let mut win = None;
        let mut draw = None;
        let mut loss = None;
        if let Some(Value { kind: ValueKind::Number(_), .. }) = a.peek() {
            win = self.points(a, "points for a win").map(|p| p.value);
            draw = self.points(a, "points for a draw").map(|p| p.value);
            loss = self.points(a, "points for a loss").map(|p| p.value);
        } else {
            while !a.is_done() {
                let Some(k) =
                    self.keyword(a, &[Kw::Win, Kw::Draw, Kw::Loss], "`win`, `draw` or `loss`")
                else {
                    break;
                };
                let p = self.points(a, "points").map(|p| p.value);
                match k.value {
                    Kw::Win => win = p,
                    Kw::Draw => draw = p,
                    _ => loss = p,
                }
            }
        }
        match (win, draw, loss) {
            (Some(w), Some(d), Some(l)) => Some((w, d, l)),
            _ => {
                self.missing(a, "points for a win, a draw and a loss");
                None
            }
        }
    }

    pub(super) fn tiebreak_list(&mut self, a: &mut Args<'_>) -> Vec<Spanned<TieBreak>> {
        let mut out = Vec::new();
        while let Some(v) = a.next() {
            let text = match &v.kind {
                ValueKind::Word(w) => w.clone(),
                _ => {
                    self.wrong_kind(a, v, "a tie-break code such as `BH/C1`");
                    continue;
                }
            };
            if let Some(k) = keywords::lookup(&text, &[Kw::BoardPoints, Kw::BlackBoardOne]) {
                let kind = if k == Kw::BoardPoints {
                    TieBreakKind::BoardWeighted { weights: Vec::new(), among_tied: false }
                } else {
                    TieBreakKind::BlackOnBoardOneInMutualMatch
                };
                out.push(Spanned::new(TieBreak::plain(kind), v.span));
                continue;
            }
            match TieBreak::parse(&text) {
                Ok(tb) => out.push(Spanned::new(tb, v.span)),
                Err(e) => {
                    let unknown_code = matches!(e, TieBreakError::UnknownCode(_));
                    let head = text.split(['/', ':']).next().unwrap_or(&text).to_uppercase();
                    let best = if unknown_code {
                        suggest::closest(&head, tiebreak::CODES.iter().map(|(c, _)| *c))
                    } else {
                        None
                    };
                    let en = e.to_string();
                    self.diags.push(localized(|l| {
                        let message = match (l, &e) {
                            (Lang::En, _) => en.clone(),
                            (_, TieBreakError::UnknownCode(_)) => tr!(
                                l,
                                en: "",
                                bg: "непознат допълнителен показател `{text}`",
                                uk: "невідомий додатковий показник `{text}`"
                            ),
                            _ => tr!(
                                l,
                                en: "",
                                bg: "неправилен модификатор в `{text}`",
                                uk: "неправильний модифікатор у `{text}`"
                            ),
                        };
                        let d = Diagnostic::error(crate::model::codes::UNKNOWN_TIEBREAK, message)
                            .with_label(
                                v.span,
                                tr!(
                                    l,
                                    en: "not a FIDE C.07 tie-break",
                                    bg: "не е показател от C.07 на ФИДЕ",
                                    uk: "не є показником із C.07 ФІДЕ"
                                ),
                            );
                        match (unknown_code, best) {
                            (true, Some(c)) => d.with_help(tr!(l, en: "did you mean `{c}`?", bg: "може би `{c}`?", uk: "можливо, `{c}`?")),
                            (true, None) => d.with_help(tr!(
                                l,
                                en: "use a code from FIDE C.07 art. 5 (DE, WIN, BH, SB, KS, ARO, TPR…) or `board-points`",
                                bg: "използвайте код от чл. 5 на C.07 на ФИДЕ (DE, WIN, BH, SB, KS, ARO, TPR…) или `board-points`",
                                uk: "використайте код зі ст. 5 C.07 ФІДЕ (DE, WIN, BH, SB, KS, ARO, TPR…) або `board-points`"
                            )),
                            (false, _) => d.with_help(tr!(
                                l,
                                en: "modifiers are /Cn, /Mn, /L±n, /Kn, /P, /F, /R",
                                bg: "модификаторите са /Cn, /Mn, /L±n, /Kn, /P, /F, /R",
                                uk: "модифікатори: /Cn, /Mn, /L±n, /Kn, /P, /F, /R"
                            )),
                        }
                    }));
                }
            }
        }
        out
    }

    pub(super) fn when_tied(&mut self, a: &mut Args<'_>) -> Vec<Spanned<TieResolution>> {
        let mut out = Vec::new();
        while !a.is_done() {
            let Some(k) = self.keyword(
                a,
                &[Kw::Playoff, Kw::Armageddon, Kw::Lots, Kw::Shared],
                "`playoff`, `armageddon`, `lots` or `shared`",
            ) else {
                continue;
            };
            let r = match k.value {
                Kw::Playoff => TieResolution::Playoff,
                Kw::Armageddon => TieResolution::Armageddon,
                Kw::Lots => TieResolution::Lots,
                _ => TieResolution::Shared,
            };
            out.push(Spanned::new(r, k.span));
        }
        out
    }

    pub(super) fn ranking(&mut self, stmt: &Statement) -> Ranking {
        let mut r = Ranking { span: stmt.span, ..Ranking::default() };
        let mut weights: Option<(Vec<Points>, bool)> = None;
        const KWS: &[Kw] = &[
            Kw::Points,
            Kw::MatchPoints,
            Kw::Primary,
            Kw::Tiebreaks,
            Kw::BoardPoints,
            Kw::ComputedBy,
            Kw::UnratedRating,
            Kw::WhenTied,
            Kw::Playoff,
        ];
        for s in self.block(stmt, "ranking") {
            let Some(kw) = self.head(s, KWS, "ranking") else { continue };
            let mut a = Args::new(s, 1);
            match kw {
                Kw::Points => {
                    r.game_points = self.score_triple(&mut a).map(|t| Spanned::new(t, s.span))
                }
                Kw::MatchPoints => {
                    r.match_points = self.score_triple(&mut a).map(|t| Spanned::new(t, s.span))
                }
                Kw::Primary => {
                    if let Some(k) = self.keyword(
                        &mut a,
                        &[Kw::MatchPoints, Kw::GamePoints],
                        "`match-points` or `game-points`",
                    ) {
                        r.game_points_primary = k.value == Kw::GamePoints;
                    }
                }
                Kw::Tiebreaks => {
                    if !r.tiebreaks.is_empty() {
                        self.duplicate("tiebreaks", r.tiebreaks[0].span, s.span);
                    }
                    r.tiebreaks = self.tiebreak_list(&mut a);
                }
                Kw::BoardPoints => {
                    let mut w = Vec::new();
                    while let Some(Value { kind: ValueKind::Number(_), .. }) = a.peek() {
                        if let Some(p) = self.points(&mut a, "a board weight") {
                            w.push(p.value);
                        }
                    }
                    let mut among = false;
                    if !a.is_done() {
                        if let Some(k) = self.keyword(
                            &mut a,
                            &[Kw::AmongTied, Kw::WholeEvent],
                            "`among-tied` or `whole-event`",
                        ) {
                            among = k.value == Kw::AmongTied;
                        }
                    }
                    weights = Some((w, among));
                }
                Kw::ComputedBy => r.computed_by = self.string(&mut a, "the program's name"),
                Kw::UnratedRating => {
                    r.unrated_rating =
                        self.uint(&mut a, "the rating counted for unrated participants")
                }
                Kw::WhenTied => r.when_tied = self.when_tied(&mut a),
                Kw::Playoff => {
                    if self.peek_kw(&a, &[Kw::StartsAfter]).is_some() {
                        a.next();
                        r.playoff_start_minutes =
                            self.quantity(&mut a, "minutes after the last game", Unit::Minutes);
                    }
                    r.playoff = self.playoff(s);
                }
                _ => {}
            }
            self.finish(&mut a);
        }
        if let Some((w, among)) = weights {
            for tb in &mut r.tiebreaks {
                if let TieBreakKind::BoardWeighted { weights, among_tied } = &mut tb.value.kind {
                    *weights = w.clone();
                    *among_tied = among;
                }
            }
        }
        r
    }

    pub(super) fn playoff(&mut self, stmt: &Statement) -> Vec<PlayoffStage> {
        let mut out = Vec::new();
        let Some(b) = &stmt.block else { return out };
        for s in &b.statements {
            let Some(_) = self.head(s, &[Kw::Stage], "playoff") else { continue };
            let mut a = Args::new(s, 1);
            let mut st = PlayoffStage {
                players: None,
                games: None,
                until_first_win: false,
                round_robin: false,
                armageddon: false,
                base_minutes: None,
                increment_seconds: None,
                span: s.span,
            };
            const KWS: &[Kw] = &[
                Kw::Players,
                Kw::Games,
                Kw::UntilFirstWin,
                Kw::RoundRobin,
                Kw::Armageddon,
                Kw::Base,
                Kw::Increment,
            ];
            while !a.is_done() {
                let Some(k) = self.keyword(&mut a, KWS, "a play-off stage attribute") else {
                    continue;
                };
                match k.value {
                    Kw::Players => {
                        if let Some(n) = self.uint(&mut a, "the number of players") {
                            let more = self.peek_kw(&a, &[Kw::OrMore]).is_some();
                            if more {
                                a.next();
                            }
                            st.players = Some((n.value, more));
                        }
                    }
                    Kw::Games => {
                        st.games = self.uint(&mut a, "the number of games").map(|n| n.value)
                    }
                    Kw::UntilFirstWin => st.until_first_win = true,
                    Kw::RoundRobin => st.round_robin = true,
                    Kw::Armageddon => st.armageddon = true,
                    Kw::Base => {
                        st.base_minutes = self.quantity(&mut a, "the base time", Unit::Minutes)
                    }
                    Kw::Increment => {
                        st.increment_seconds = self.quantity(&mut a, "the increment", Unit::Seconds)
                    }
                    _ => {}
                }
            }
            out.push(st);
        }
        out
    }

    pub(super) fn subclassification(&mut self, stmt: &Statement) -> Option<SubClassification> {
        let mut a = Args::new(stmt, 1);
        let k = self.keyword(
            &mut a,
            &[Kw::Board, Kw::Women, Kw::Juniors, Kw::Seniors],
            "`board`, `women`, `juniors` or `seniors`",
        )?;
        let kind = Spanned::new(k.value.spelling(Lang::En).to_string(), k.span);
        let board = if k.value == Kw::Board { self.uint(&mut a, "the board number") } else { None };
        self.finish(&mut a);
        let mut sc = SubClassification {
            kind,
            board,
            tiebreaks: Vec::new(),
            when_tied: Vec::new(),
            playoff: Vec::new(),
            span: stmt.span,
        };
        if let Some(b) = &stmt.block {
            for s in &b.statements {
                let Some(kw) =
                    self.head(s, &[Kw::Tiebreaks, Kw::WhenTied, Kw::Playoff], "subclassification")
                else {
                    continue;
                };
                let mut a = Args::new(s, 1);
                match kw {
                    Kw::Tiebreaks => sc.tiebreaks = self.tiebreak_list(&mut a),
                    Kw::WhenTied => sc.when_tied = self.when_tied(&mut a),
                    _ => sc.playoff = self.playoff(s),
                }
                self.finish(&mut a);
            }
        }
        Some(sc)
    }
}
