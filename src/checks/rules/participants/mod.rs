//! V1xx: participants and rounds (the count of rounds against a Swiss field, the stated count against the list, duplicates, pairing numbers).

use crate::checks::Rule;

mod duplicate_participant;
mod pairing_numbers_not_consecutive;
mod participant_count_mismatch;
mod round_count_mismatch;
mod too_few_swiss_rounds;

/// The rules of the family, in code order.
pub(super) static RULES: &[&dyn Rule] = &[
    &round_count_mismatch::RoundCountMismatch,
    &too_few_swiss_rounds::TooFewSwissRounds,
    &participant_count_mismatch::ParticipantCountMismatch,
    &duplicate_participant::DuplicateParticipant,
    &pairing_numbers_not_consecutive::PairingNumbersNotConsecutive,
];
