//! V2xx: calendar and programme (every round scheduled once, in order, inside the event's dates, weekdays matching dates, rest between rounds, ceremonies).

use crate::checks::Rule;

mod closing_before_last_round_ends;
mod no_time_between_rounds;
mod round_before_previous_round;
mod round_beyond_round_count;
mod round_missing_from_schedule;
mod round_on_free_day;
mod round_scheduled_twice;
mod round_without_start_time;
mod rounds_too_close;
mod schedule_missing;
mod schedule_out_of_order;
mod schedule_outside_event_dates;
mod technical_meeting_after_first_round;
mod too_many_hours_per_day;
mod too_many_rounds_per_day;
mod weekday_does_not_match_date;

/// The rules of the family, in code order.
pub(super) static RULES: &[&dyn Rule] = &[
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
    &schedule_missing::ScheduleMissing,
    &no_time_between_rounds::NoTimeBetweenRounds,
];
