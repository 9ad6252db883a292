//! V8xx: the document: its structure (V80x), its prose against its facts (V82x) and against FIDE's editions (V83x), and the writing itself (V84x).

use crate::checks::Rule;

mod allow_unknown_code;
mod blank_left_in_text;
mod date_range_reversed;
mod heading_dates_disagree;
mod laws_edition_not_in_force;
mod laws_edition_unknown;
mod laws_editions_out_of_order;
mod leftover_escape;
mod mixed_script_word;
mod month_or_year_repeated;
mod number_word_mismatch;
mod ordinal_suffix_mismatch;
mod placeholder_without_fact;
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
mod section_number_gap;
mod section_number_repeated;
mod sentence_in_another_language;
mod signatory_not_an_official;
mod space_before_punctuation;
mod web_page_leftover;
mod year_mismatch;

/// The rules of the family, in code order.
pub(super) static RULES: &[&dyn Rule] = &[
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
    &laws_edition_unknown::LawsEditionUnknown,
    &laws_editions_out_of_order::LawsEditionsOutOfOrder,
    &laws_edition_not_in_force::LawsEditionNotInForce,
    &date_range_reversed::DateRangeReversed,
    &month_or_year_repeated::MonthOrYearRepeated,
    &heading_dates_disagree::HeadingDatesDisagree,
    &mixed_script_word::MixedScriptWord,
    &leftover_escape::LeftoverEscape,
    &number_word_mismatch::NumberWordMismatch,
    &ordinal_suffix_mismatch::OrdinalSuffixMismatch,
    &space_before_punctuation::SpaceBeforePunctuation,
    &web_page_leftover::WebPageLeftover,
    &sentence_in_another_language::SentenceInAnotherLanguage,
];
