//! V7xx: appeals and fees (the committee, the deadline, the fee and its currency, refunds).

use crate::checks::Rule;

mod appeal_deadline_missing;
mod appeal_deadline_zero;
mod appeal_fee_missing;
mod appeal_fee_not_positive;
mod appeal_refund_unstated;
mod appeals_committee_not_named;
mod arbiter_on_appeals_committee;
mod committee_member_plays;
mod committee_size_mismatch;
mod committee_without_reserves;
mod currency_not_in_force;

/// The rules of the family, in code order.
pub(super) static RULES: &[&dyn Rule] = &[
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
];
