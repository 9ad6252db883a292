//! Our own results file (`.rgr`): rounds, pairings and results written in the regulation syntax
//! (the same grammar, `crate::syntax::parse`), so one editor mode and one set of habits serve
//! both files. `results/README.md` at the repository top describes the format with examples.
//!
//! ```text
//! results "56th ch-BUL w" regulation "../regulations/000-bg-women-2021.rgl"
//! dates 2007-03-11..2007-03-20
//! system round-robin rounds 11
//! players { 1 "Voiska, Margarita" 2319 }
//! round 1 {
//!   11 2 "0-1"          # White's number, Black's number, result
//!   5 bye half          # bye | bye half | bye full | absent
//! }
//! round 1 { match 1 8 { 1 1 22 "1-0" } }   # team events: board, home player, away player
//! ```
//!
//! Results are strings because `1-0` does not lex as one token: `"1-0"`, `"0-1"`, `"½-½"`
//! (also `"1/2-1/2"`, `"=-="`), forfeits `"+-"`, `"-+"`, `"--"` (also `"+/-"`, `"-/+"`,
//! `"-/-"`); or the words `white`, `black`, `draw`, `white-forfeit`, `black-forfeit`,
//! `double-forfeit` (the first name wins).

use crate::diagnostic::l10n::{localized, tr};
use crate::diagnostic::Diagnostic;
use crate::model::{Format, Regulation};
use crate::results::{
    Board, Color, DecisionMethod, Game, Outcome, Pairing, Player, PointSystem, RecordedDecision,
    Team, TeamMatch, Tournament,
};
use crate::source::{SourceFile, Span, Spanned};
use crate::syntax::ast::{Block, Statement, Value, ValueKind};
use crate::vocab::lang::{ph, Phrase};
use crate::vocab::points::Points;
use crate::vocab::Lang;
use jiff::civil::Date;
use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write;

mod read;
mod write;

pub use crate::results::spelling::{parse_result, result_spelling};
use read::header_regulation;
pub use read::read_results;
pub use write::write_results;

/// A results file read into the tournament model.
#[derive(Clone, Debug, Default)]
pub struct ResultsFile {
    /// The tournament.
    pub tournament: Tournament,
    /// The regulation the header names, as written (relative to the results file).
    pub regulation: Option<Spanned<String>>,
    /// Drawn lot numbers (`lots` statement: the table number of start number 1, 2, …).
    pub lots: Vec<u32>,
    /// Findings.
    pub diagnostics: Vec<Diagnostic>,
}

/// The regulation file the header names, without reading the rest (for loading it first).
pub fn regulation_reference(file: &SourceFile) -> Option<String> {
    let doc = crate::syntax::parse(file).ok()?;
    let first = doc.statements.first()?;
    header_regulation(first).map(|s| s.value)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(text: &str) -> ResultsFile {
        read_results(&SourceFile::new("t.rgr", text, "UTF-8"), None)
    }

    const FOUR: &str = "results \"Test\"\nsystem round-robin rounds 3\nplayers {\n 1 \"A\" 2300\n \
                        2 \"B\" 2200\n 3 \"C\"\n 4 \"D\"\n}\n";

    #[test]
    fn reads_games_byes_and_forfeits() {
        let text = format!("{FOUR}round 1 {{\n 1 4 \"1-0\"\n 2 3 \"½-½\"\n}}\nround 2 {{\n 4 3 \"-+\"\n 1 bye half\n 2 absent\n}}\n");
        let r = read(&text);
        assert!(r.diagnostics.is_empty(), "{:?}", r.diagnostics);
        let t = &r.tournament;
        assert_eq!(t.rounds, 3);
        assert_eq!(t.players[0].games[0].outcome, Outcome::Win);
        assert_eq!(t.players[3].games[0].color, Some(Color::Black));
        assert_eq!(t.players[2].games[1].outcome, Outcome::ForfeitWin);
        assert_eq!(t.players[0].games[1].outcome, Outcome::HalfBye);
        assert_eq!(t.players[1].games[1].outcome, Outcome::ZeroBye);
    }

    fn codes(text: &str) -> Vec<crate::diagnostic::Code> {
        read(text).diagnostics.iter().map(|d| d.code).collect()
    }

    #[test]
    fn reports_each_problem_with_its_code() {
        assert!(codes(&format!("{FOUR}round 1 {{ 1 5 \"1-0\"; 2 3 \"0-1\" }}"))
            .contains(&crate::results::codes::RESULTS_UNKNOWN_PLAYER));
        assert!(codes(&format!("{FOUR}round 1 {{ 1 2 \"1-0\"; 1 3 \"0-1\" }}"))
            .contains(&crate::results::codes::RESULTS_PLAYER_TWICE_IN_ROUND));
        assert!(codes(&format!("{FOUR}round 1 {{ 1 2 \"1:0\"; 3 4 \"0-1\" }}"))
            .contains(&crate::results::codes::RESULTS_MALFORMED_RESULT));
        assert!(codes(&format!("{FOUR}round 1 {{ 2 2 \"1-0\"; 3 4 \"0-1\" }}"))
            .contains(&crate::results::codes::RESULTS_PLAYER_HAS_BOTH_COLOURS));
        assert!(codes(&format!("{FOUR}round 4 {{ 1 2 \"1-0\" }}"))
            .contains(&crate::results::codes::RESULTS_BAD_ROUND));
        assert!(codes(&format!("{FOUR}round 1 {{ 1 2 \"1-0\" }}"))
            .contains(&crate::results::codes::RESULTS_MISSING_ENTRIES));
        assert!(codes(&format!(
            "{FOUR}round 1 {{ 1 2 \"1-0\"; 3 4 draw }}\nround 2 {{ 2 1 white; 3 4 draw }}"
        ))
        .contains(&crate::results::codes::RESULTS_PAIR_REPEATED));
        assert!(codes(&format!("{FOUR}rund 1 {{ }}"))
            .contains(&crate::results::codes::RESULTS_UNKNOWN_STATEMENT));
        assert!(
            codes("round 1 { 1 2 \"1-0\" }").contains(&crate::results::codes::RESULTS_NO_PLAYERS)
        );
        assert!(codes("players { 1 \"A\" }").contains(&crate::results::codes::RESULTS_NO_HEADER));
        assert!(codes("results \"x\"\nplayers { 1 \"A\"; 3 \"B\" }")
            .contains(&crate::results::codes::RESULTS_MALFORMED_PLAYER));
        // Clean file: no diagnostics at all.
        assert!(codes(&format!("{FOUR}round 1 {{ 1 2 \"1-0\"; 3 4 \"0-1\" }}")).is_empty());
    }

    #[test]
    fn decided_records_the_order_of_a_tie_and_is_checked() {
        let games = "round 1 {\n 1 2 \"½-½\"\n 3 4 \"½-½\"\n}\n";
        let r = read(&format!(
            "{FOUR}{games}decided lots 2 1 \"жребий, 20.03.2007\"\nрешение бараж 4 3\n"
        ));
        assert!(r.diagnostics.is_empty(), "{:?}", r.diagnostics);
        let d = &r.tournament.decisions;
        assert_eq!(d.len(), 2);
        assert_eq!((d[0].method, d[0].order.clone()), (DecisionMethod::Lots, vec![2, 1]));
        assert_eq!(d[0].note.as_deref(), Some("жребий, 20.03.2007"));
        assert_eq!((d[1].method, d[1].board), (DecisionMethod::Playoff, None));
        // Written back, read again: the same decisions.
        let again = write_results(&r.tournament, None, &[]);
        let reread = read_results(&SourceFile::new("again.rgr", again, "UTF-8"), None);
        assert_eq!(
            reread
                .tournament
                .decisions
                .iter()
                .map(|d| (&d.order, d.method, &d.note))
                .collect::<Vec<_>>(),
            d.iter().map(|d| (&d.order, d.method, &d.note)).collect::<Vec<_>>()
        );
        for bad in [
            "decided 2 1",              // no method
            "decided lots 2",           // one competitor
            "decided lots 2 2",         // twice
            "decided lots 2 9",         // no player 9
            "decided board 1 lots 1 2", // a board in an individual event
            "decided lots 1 2 \"a\" 3", // a number after the note
        ] {
            let r = read(&format!("{FOUR}{games}{bad}\n"));
            let found: Vec<_> = r.diagnostics.iter().map(|d| d.code).collect();
            assert_eq!(found, [crate::results::codes::RESULTS_MALFORMED_DECISION], "{bad}");
            assert!(r.tournament.decisions.is_empty(), "{bad}");
        }
    }

    #[test]
    fn every_spelling_reads_and_canonical_spellings_round_trip() {
        for s in ["1-0", "0-1", "½-½", "+-", "-+", "--"] {
            let (w, b) = parse_result(s).unwrap_or((Outcome::ZeroBye, Outcome::ZeroBye));
            assert_eq!(result_spelling(w, b), s);
        }
        assert_eq!(parse_result("1/2-1/2"), Some((Outcome::Draw, Outcome::Draw)));
        assert_eq!(parse_result("+/-"), Some((Outcome::ForfeitWin, Outcome::ForfeitLoss)));
        assert_eq!(parse_result("1:0"), None);
    }

    #[test]
    fn team_matches_give_home_white_on_odd_boards() {
        let text = "results \"T\"\nsystem team round-robin rounds 1\nteams {\n 1 \"X\" { 1 \"a\"; 2 \"b\" }\n \
                    2 \"Y\" { 3 \"c\"; 4 \"d\" }\n}\nround 1 {\n match 1 2 {\n  1 1 3 \"½-½\"\n  2 2 4 \"0-1\"\n }\n}\n";
        let r = read(text);
        assert!(r.diagnostics.is_empty(), "{:?}", r.diagnostics);
        let t = &r.tournament;
        assert_eq!(t.team_matches.len(), 1);
        assert_eq!(t.team_matches[0].boards[1].home_outcome, Outcome::Loss);
        assert_eq!(t.players[1].games[0].color, Some(Color::Black));
        assert_eq!(t.players[3].games[0].outcome, Outcome::Win);
        assert_eq!(t.teams[1].players, vec![3, 4]);
    }
}
