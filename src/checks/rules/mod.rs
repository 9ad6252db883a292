//! The rule registry: one module per rule, named after the problem it finds.

use super::Rule;

// --- V1xx participants and rounds, V2xx schedule, V3xx time control -------------------------
mod below_fide_standard_minimum;
mod closing_before_last_round_ends;
mod default_time_not_stated;
mod duplicate_participant;
mod first_period_too_few_moves;
mod pairing_numbers_not_consecutive;
mod participant_count_mismatch;
mod quickplay_finish_cannot_apply;
mod quickplay_finish_not_stated;
mod round_before_previous_round;
mod round_beyond_round_count;
mod round_count_mismatch;
mod round_missing_from_schedule;
mod round_on_free_day;
mod round_scheduled_twice;
mod round_without_start_time;
mod rounds_too_close;
mod schedule_out_of_order;
mod schedule_outside_event_dates;
mod technical_meeting_after_first_round;
mod time_control_class_mismatch;
mod time_control_not_stated;
mod too_few_swiss_rounds;
mod too_many_hours_per_day;
mod too_many_rounds_per_day;
mod weekday_does_not_match_date;
// --- end of V1xx–V3xx modules ----------------------------------------------------------------

/// Every rule, in code order.
pub static RULES: &[&dyn Rule] = &[
    // --- V1xx participants and rounds, V2xx schedule, V3xx time control ---
    &round_count_mismatch::RoundCountMismatch,
    &too_few_swiss_rounds::TooFewSwissRounds,
    &participant_count_mismatch::ParticipantCountMismatch,
    &duplicate_participant::DuplicateParticipant,
    &pairing_numbers_not_consecutive::PairingNumbersNotConsecutive,
    &round_missing_from_schedule::RoundMissingFromSchedule,
    &round_scheduled_twice::RoundScheduledTwice,
    &round_beyond_round_count::RoundBeyondRoundCount,
    &schedule_out_of_order::ScheduleOutOfOrder,
    &round_before_previous_round::RoundBeforePreviousRound,
    &schedule_outside_event_dates::ScheduleOutsideEventDates,
    &weekday_does_not_match_date::WeekdayDoesNotMatchDate,
    &round_without_start_time::RoundWithoutStartTime,
    &rounds_too_close::RoundsTooClose,
    &too_many_rounds_per_day::TooManyRoundsPerDay,
    &too_many_hours_per_day::TooManyHoursPerDay,
    &technical_meeting_after_first_round::TechnicalMeetingAfterFirstRound,
    &closing_before_last_round_ends::ClosingBeforeLastRoundEnds,
    &round_on_free_day::RoundOnFreeDay,
    &time_control_class_mismatch::TimeControlClassMismatch,
    &below_fide_standard_minimum::BelowFideStandardMinimum,
    &first_period_too_few_moves::FirstPeriodTooFewMoves,
    &quickplay_finish_cannot_apply::QuickplayFinishCannotApply,
    &quickplay_finish_not_stated::QuickplayFinishNotStated,
    &default_time_not_stated::DefaultTimeNotStated,
    &time_control_not_stated::TimeControlNotStated,
    // --- end of V1xx–V3xx ---
];
