//! V4xx: ranking and tie-breaks (codes that fit the system and the competitors, modifiers C.07 defines, rating tie-breaks with unrated players, what decides a tie the list leaves).

use crate::checks::Rule;

mod board_weights_incomplete;
mod buchholz_in_round_robin;
mod duplicate_tiebreak;
mod final_tie_unresolved;
mod individual_tiebreak_in_team_event;
mod koya_outside_round_robin;
mod modifier_not_applicable;
mod playoff_format_missing;
mod rating_tiebreak_with_unrated;
mod team_tiebreak_in_individual_event;

/// The rules of the family, in code order.
pub(super) static RULES: &[&dyn Rule] = &[
    &koya_outside_round_robin::KoyaOutsideRoundRobin,
    &buchholz_in_round_robin::BuchholzInRoundRobin,
    &team_tiebreak_in_individual_event::TeamTiebreakInIndividualEvent,
    &individual_tiebreak_in_team_event::IndividualTiebreakInTeamEvent,
    &board_weights_incomplete::BoardWeightsIncomplete,
    &duplicate_tiebreak::DuplicateTiebreak,
    &modifier_not_applicable::ModifierNotApplicable,
    &rating_tiebreak_with_unrated::RatingTiebreakWithUnrated,
    &final_tie_unresolved::FinalTieUnresolved,
    &playoff_format_missing::PlayoffFormatMissing,
];
