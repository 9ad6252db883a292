//! V6xx: what the regulation claims of its field (average rating, category, norms, ratings, clubs).

use crate::checks::Rule;

mod average_rating_mismatch;
mod category_mismatch;
mod norm_games_out_of_range;
mod norm_points_mismatch;
mod norm_title_unreachable;
mod norm_titled_opponents_mismatch;
mod suspicious_rating;
mod year_in_club_name;

/// The rules of the family, in code order.
pub(super) static RULES: &[&dyn Rule] = &[
    &average_rating_mismatch::AverageRatingMismatch,
    &category_mismatch::CategoryMismatch,
    &norm_points_mismatch::NormPointsMismatch,
    &norm_titled_opponents_mismatch::NormTitledOpponentsMismatch,
    &norm_games_out_of_range::NormGamesOutOfRange,
    &norm_title_unreachable::NormTitleUnreachable,
    &suspicious_rating::SuspiciousRating,
    &year_in_club_name::YearInClubName,
];
