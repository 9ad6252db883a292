//! Facts the V4xx–V8xx checks derive from the model the same way: which tie-break lists a
//! regulation has, whether it is a team event, who plays, when it starts, the field's ratings.

use crate::model::{Format, Player, Regulation, TieResolution};
use crate::source::{Span, Spanned};
use crate::tiebreak::TieBreak;
use jiff::civil::Date;

/// One ordered tie-break list: the main ranking's or a sub-classification's.
pub struct TieBreakList<'a> {
    /// `None` for the main ranking, else the sub-classification as written (`board 1`, `women`).
    pub classification: Option<String>,
    /// The list.
    pub tiebreaks: &'a [Spanned<TieBreak>],
    /// What happens when all are equal.
    pub when_tied: &'a [Spanned<TieResolution>],
    /// The block the list is in.
    pub span: Span,
}

/// Every tie-break list, the main ranking's first.
pub fn tiebreak_lists(reg: &Regulation) -> Vec<TieBreakList<'_>> {
    let mut out = Vec::new();
    if let Some(r) = &reg.ranking {
        out.push(TieBreakList {
            classification: None,
            tiebreaks: &r.tiebreaks,
            when_tied: &r.when_tied,
            span: r.span,
        });
    }
    for s in &reg.subclassifications {
        out.push(TieBreakList {
            classification: Some(match &s.board {
                Some(b) => format!("{} {}", s.kind.value, b.value),
                None => s.kind.value.clone(),
            }),
            tiebreaks: &s.tiebreaks,
            when_tied: &s.when_tied,
            span: s.span,
        });
    }
    out
}

/// True for team events (the system says so, or teams are listed).
pub fn is_team_event(reg: &Regulation) -> bool {
    reg.system.as_ref().is_some_and(|s| s.competitors == crate::model::Competitors::Team)
        || reg.teams.is_some()
}

/// The pairing system, if stated.
pub fn format(reg: &Regulation) -> Option<Format> {
    reg.system.as_ref().map(|s| s.format.value)
}

/// True for single and double round robins.
pub fn is_round_robin(reg: &Regulation) -> bool {
    matches!(format(reg), Some(Format::RoundRobin | Format::DoubleRoundRobin))
}

/// Every listed person who plays: individual participants, team players and team reserves.
pub fn participants(reg: &Regulation) -> Vec<&Player> {
    let mut out: Vec<&Player> = Vec::new();
    if let Some(p) = &reg.players {
        out.extend(p.list.iter());
    }
    if let Some(t) = &reg.teams {
        for team in &t.list {
            out.extend(team.players.iter());
            out.extend(team.reserves.iter());
        }
    }
    out
}

/// The first and last day of the event: its dates, else the schedule's first and last entries.
pub fn event_days(reg: &Regulation) -> Option<(Date, Date)> {
    if let Some(d) = &reg.event.dates {
        return Some(d.value);
    }
    let first = reg.schedule.iter().map(|e| e.date.value).min()?;
    let last = reg.schedule.iter().map(|e| e.date.value).max()?;
    Some((first, last))
}

/// "the ranking" or "the `board 1` classification", for messages.
pub fn list_name(list: &TieBreakList<'_>) -> String {
    match &list.classification {
        None => "the ranking".to_string(),
        Some(c) => format!("the `{c}` classification"),
    }
}

/// The ratings of the individual participants, when the list is non-empty and every player has
/// a rating.
pub fn field_ratings(reg: &Regulation) -> Option<Vec<u32>> {
    let players = &reg.players.as_ref()?.list;
    if players.is_empty() {
        return None;
    }
    players.iter().map(|p| p.rating.as_ref().map(|r| r.value)).collect()
}

/// Where an average rating came from, for messages.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AverageSource {
    /// Computed from the participant list.
    Listed,
    /// The regulation's own claim.
    Stated,
}

/// The field's average rating: computed from the list when every participant is rated, else
/// the stated claim.
pub fn field_average(reg: &Regulation) -> Option<(u32, AverageSource)> {
    if let Some(avg) = field_ratings(reg).and_then(|r| crate::fide::ratings::average(&r)) {
        return Some((avg, AverageSource::Listed));
    }
    reg.claims.average_rating.as_ref().map(|a| (a.value, AverageSource::Stated))
}

/// The number of games a player plays: the rounds of the system (`None` if not stated).
pub fn games_per_player(reg: &Regulation) -> Option<u32> {
    reg.system.as_ref()?.rounds.as_ref().map(|r| r.value)
}

/// The span of a part of a string literal, when the literal has no escapes (else the whole
/// literal): `text` is the literal's value, `literal` its span including the quotes.
pub fn span_in_literal(text: &str, literal: Span, start: usize, end: usize) -> Span {
    let len = literal.end.saturating_sub(literal.start);
    let quote = if len == text.len() + 6 {
        3
    } else if len == text.len() + 2 {
        1
    } else {
        return literal;
    };
    Span::new(literal.start + quote + start, literal.start + quote + end)
}
