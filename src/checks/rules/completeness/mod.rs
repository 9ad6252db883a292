//! V9xx: completeness: what a regulation must state and does not (dates, venue, system, rounds, time control, tie-breaks, chief arbiter, appeals, participants), and what a sentence announces without giving it.

use crate::checks::Rule;

mod announced_not_given;
mod appeals_not_provided;
mod chief_arbiter_not_named;
mod event_dates_not_stated;
mod participants_not_stated;
mod round_count_not_stated;
mod system_not_stated;
mod tiebreaks_not_stated;
mod time_control_missing;
mod venue_not_stated;

/// The rules of the family, in code order.
pub(super) static RULES: &[&dyn Rule] = &[
    &event_dates_not_stated::EventDatesNotStated,
    &venue_not_stated::VenueNotStated,
    &system_not_stated::SystemNotStated,
    &round_count_not_stated::RoundCountNotStated,
    &time_control_missing::TimeControlMissing,
    &tiebreaks_not_stated::TiebreaksNotStated,
    &chief_arbiter_not_named::ChiefArbiterNotNamed,
    &appeals_not_provided::AppealsNotProvided,
    &participants_not_stated::ParticipantsNotStated,
    &announced_not_given::AnnouncedNotGiven,
];
