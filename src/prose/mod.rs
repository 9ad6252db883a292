//! The one reader of regulation prose: text in, values with their byte spans out, in Bulgarian
//! and Ukrainian (and the English a regulation quotes). `checks` reads what a paragraph says
//! with it (to compare the prose with the facts) and `import` reads a published document with
//! it, so the two can never disagree about what a sentence states.
//!
//! Each kind of value has its reader, a small set of composable rules in the manner of
//! Duckling (numbers, dates, times, durations and time controls, money, counts, tie-break names,
//! roles, places and organisers), and each reader is tested against a table of real phrasings:
//! examples that must read to a given value and examples that must not match. Every reader works
//! on the text's tokens ([`text`]), and [`Reading`] holds one text's tokens and the values read
//! from them, each read once; the readers are linear in their input and no regular expression is
//! compiled at run time.
//!
//! Offsets are byte offsets into the text given.

pub mod announced;
pub mod chars;
pub mod cited;
pub mod claims;
pub mod count;
pub mod leftover;
pub mod number;
pub mod pattern;
pub mod place;
pub mod quantity;
pub mod reading;
pub mod text;
pub mod tiebreak;
pub mod when;

pub use count::{participant_counts, participant_counts_in, round_counts, round_counts_in};
pub use number::{
    counted, counted_in, floor_char, in_list, number_word, numbers, words_numbers, Counted, Number,
};
pub use quantity::{
    amounts, durations, durations_in, moves, moves_in, time_control, time_unit, Amount, Control,
    Duration, TimeUnit,
};
pub use reading::Reading;
pub use when::{date_form, ranges, weekdays_by_dates, written_dates, DateForm, Range, Written};
