//! V3xx: time control (the class it belongs to, FIDE's minimum for standard play, the moves of the first period, quickplay finish, default time).

use crate::checks::Rule;

mod below_fide_standard_minimum;
mod default_time_not_below_first_period;
mod default_time_not_stated;
mod first_period_too_few_moves;
mod quickplay_finish_cannot_apply;
mod quickplay_finish_not_stated;
mod time_control_class_mismatch;
mod time_control_not_stated;

/// The rules of the family, in code order.
pub(super) static RULES: &[&dyn Rule] = &[
    &time_control_class_mismatch::TimeControlClassMismatch,
    &below_fide_standard_minimum::BelowFideStandardMinimum,
    &first_period_too_few_moves::FirstPeriodTooFewMoves,
    &quickplay_finish_cannot_apply::QuickplayFinishCannotApply,
    &quickplay_finish_not_stated::QuickplayFinishNotStated,
    &default_time_not_stated::DefaultTimeNotStated,
    &time_control_not_stated::TimeControlNotStated,
    &default_time_not_below_first_period::DefaultTimeNotBelowFirstPeriod,
];
