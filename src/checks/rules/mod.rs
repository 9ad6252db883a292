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

// Issue 8: completeness (V9xx), prose against facts (V82x), prose hygiene (V84x), conflicts.
mod allow_unknown_code;
mod appeal_deadline_zero;
mod appeals_not_provided;
mod arbiter_on_appeals_committee;
mod board_classification_beyond_boards;
mod chief_arbiter_not_named;
mod date_range_reversed;
mod default_time_not_below_first_period;
mod event_dates_not_stated;
mod heading_dates_disagree;
mod leftover_escape;
mod mixed_script_word;
mod month_or_year_repeated;
mod number_word_mismatch;
mod ordinal_suffix_mismatch;
mod participants_not_stated;
mod prose_boards_mismatch;
mod prose_claims_mismatch;
mod prose_dates_mismatch;
mod prose_deadline_mismatch;
mod prose_fee_mismatch;
mod prose_participants_mismatch;
mod prose_rating_list_mismatch;
mod prose_rounds_mismatch;
mod prose_time_control_mismatch;
mod prose_weekday_mismatch;
mod round_count_not_stated;
mod space_before_punctuation;
mod system_not_stated;
mod tiebreaks_not_stated;
mod time_control_missing;
mod venue_not_stated;

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
    &default_time_not_below_first_period::DefaultTimeNotBelowFirstPeriod,
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
    &board_classification_beyond_boards::BoardClassificationBeyondBoards,
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
    &arbiter_on_appeals_committee::ArbiterOnAppealsCommittee,
    &appeal_deadline_zero::AppealDeadlineZero,
    &section_number_gap::SectionNumberGap,
    &section_number_repeated::SectionNumberRepeated,
    &year_mismatch::YearMismatch,
    &signatory_not_an_official::SignatoryNotAnOfficial,
    &placeholder_without_fact::PlaceholderWithoutFact,
    &blank_left_in_text::BlankLeftInText,
    &allow_unknown_code::AllowUnknownCode,
    &prose_rounds_mismatch::ProseRoundsMismatch,
    &prose_participants_mismatch::ProseParticipantsMismatch,
    &prose_dates_mismatch::ProseDatesMismatch,
    &prose_fee_mismatch::ProseFeeMismatch,
    &prose_time_control_mismatch::ProseTimeControlMismatch,
    &prose_deadline_mismatch::ProseDeadlineMismatch,
    &prose_claims_mismatch::ProseClaimsMismatch,
    &prose_weekday_mismatch::ProseWeekdayMismatch,
    &prose_boards_mismatch::ProseBoardsMismatch,
    &prose_rating_list_mismatch::ProseRatingListMismatch,
    &date_range_reversed::DateRangeReversed,
    &month_or_year_repeated::MonthOrYearRepeated,
    &heading_dates_disagree::HeadingDatesDisagree,
    &mixed_script_word::MixedScriptWord,
    &leftover_escape::LeftoverEscape,
    &number_word_mismatch::NumberWordMismatch,
    &ordinal_suffix_mismatch::OrdinalSuffixMismatch,
    &space_before_punctuation::SpaceBeforePunctuation,
    &event_dates_not_stated::EventDatesNotStated,
    &venue_not_stated::VenueNotStated,
    &system_not_stated::SystemNotStated,
    &round_count_not_stated::RoundCountNotStated,
    &time_control_missing::TimeControlMissing,
    &tiebreaks_not_stated::TiebreaksNotStated,
    &chief_arbiter_not_named::ChiefArbiterNotNamed,
    &appeals_not_provided::AppealsNotProvided,
    &participants_not_stated::ParticipantsNotStated,
];
