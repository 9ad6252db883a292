//! V5xx: team composition (boards, reserves, foreign players, board classifications).

use crate::checks::Rule;

mod board_classification_beyond_boards;
mod foreign_limit_exceeds_boards;
mod minimum_present_exceeds_boards;
mod team_list_shorter_than_boards;
mod team_reserves_not_stated;
mod too_many_reserves_listed;

/// The rules of the family, in code order.
pub(super) static RULES: &[&dyn Rule] = &[
    &minimum_present_exceeds_boards::MinimumPresentExceedsBoards,
    &team_reserves_not_stated::TeamReservesNotStated,
    &foreign_limit_exceeds_boards::ForeignLimitExceedsBoards,
    &team_list_shorter_than_boards::TeamListShorterThanBoards,
    &too_many_reserves_listed::TooManyReservesListed,
    &board_classification_beyond_boards::BoardClassificationBeyondBoards,
];
