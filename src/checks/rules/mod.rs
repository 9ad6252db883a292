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

// V4xx–V8xx: tie-breaks, team composition, claims, appeals and fees, document structure.
mod appeal_deadline_missing;
mod appeal_fee_missing;
mod appeal_fee_not_positive;
mod appeal_refund_unstated;
mod average_rating_mismatch;
mod board_weights_incomplete;
mod buchholz_in_round_robin;
mod category_mismatch;
mod committee_member_plays;
mod committee_size_mismatch;
mod committee_without_reserves;
mod currency_not_in_force;
mod duplicate_tiebreak;
mod final_tie_unresolved;
mod foreign_limit_exceeds_boards;
mod individual_tiebreak_in_team_event;
mod koya_outside_round_robin;
mod minimum_present_exceeds_boards;
mod modifier_not_applicable;
mod norm_games_out_of_range;
mod norm_points_mismatch;
mod norm_title_unreachable;
mod norm_titled_opponents_mismatch;
mod placeholder_without_fact;
mod playoff_format_missing;
mod rating_tiebreak_with_unrated;
mod section_number_gap;
mod section_number_repeated;
mod signatory_not_an_official;
mod suspicious_rating;
mod team_list_shorter_than_boards;
mod team_reserves_not_stated;
mod team_tiebreak_in_individual_event;
mod too_many_reserves_listed;
mod year_mismatch;

// Added by the lead: programme, committee and year-replacement checks.
mod appeals_committee_not_named;
mod blank_left_in_text;
mod schedule_missing;
mod year_in_club_name;

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
    &schedule_missing::ScheduleMissing,
    &time_control_class_mismatch::TimeControlClassMismatch,
    &below_fide_standard_minimum::BelowFideStandardMinimum,
    &first_period_too_few_moves::FirstPeriodTooFewMoves,
    &quickplay_finish_cannot_apply::QuickplayFinishCannotApply,
    &quickplay_finish_not_stated::QuickplayFinishNotStated,
    &default_time_not_stated::DefaultTimeNotStated,
    &time_control_not_stated::TimeControlNotStated,
    // --- end of V1xx–V3xx ---
    // V4xx–V8xx: tie-breaks, team composition, claims, appeals and fees, document structure.
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
    &minimum_present_exceeds_boards::MinimumPresentExceedsBoards,
    &team_reserves_not_stated::TeamReservesNotStated,
    &foreign_limit_exceeds_boards::ForeignLimitExceedsBoards,
    &team_list_shorter_than_boards::TeamListShorterThanBoards,
    &too_many_reserves_listed::TooManyReservesListed,
    &average_rating_mismatch::AverageRatingMismatch,
    &category_mismatch::CategoryMismatch,
    &norm_points_mismatch::NormPointsMismatch,
    &norm_titled_opponents_mismatch::NormTitledOpponentsMismatch,
    &norm_games_out_of_range::NormGamesOutOfRange,
    &norm_title_unreachable::NormTitleUnreachable,
    &suspicious_rating::SuspiciousRating,
    &year_in_club_name::YearInClubName,
    &appeal_fee_missing::AppealFeeMissing,
    &appeal_fee_not_positive::AppealFeeNotPositive,
    &currency_not_in_force::CurrencyNotInForce,
    &appeal_deadline_missing::AppealDeadlineMissing,
    &committee_size_mismatch::CommitteeSizeMismatch,
    &committee_without_reserves::CommitteeWithoutReserves,
    &committee_member_plays::CommitteeMemberPlays,
    &appeal_refund_unstated::AppealRefundUnstated,
    &appeals_committee_not_named::AppealsCommitteeNotNamed,
    &section_number_gap::SectionNumberGap,
    &section_number_repeated::SectionNumberRepeated,
    &year_mismatch::YearMismatch,
    &signatory_not_an_official::SignatoryNotAnOfficial,
    &placeholder_without_fact::PlaceholderWithoutFact,
    &blank_left_in_text::BlankLeftInText,
];
