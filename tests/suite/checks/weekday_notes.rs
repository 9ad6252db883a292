//! The note V207 adds when every weekday of a programme is wrong says what probably happened:
//! day numbers off by one (when that also brings the programme inside the event's dates), or a
//! programme copied from an earlier year. Calendar facts used: 16 July 2022 was a Saturday;
//! 11 March 2007 (and 2012, 2018) a Sunday, 11 March 2021 a Thursday.

use reglament::{compile, Options};

fn v207_notes(src: &str) -> Vec<String> {
    let c = compile(
        "notes",
        src.as_bytes(),
        &Options { lang: Some(reglament::vocab::Lang::En), ..Options::default() },
    );
    c.diagnostics.iter().filter(|d| d.code == "V207").flat_map(|d| d.notes.clone()).collect()
}

#[test]
fn day_numbers_off_by_one_are_named_as_such() {
    // The pattern of a real announcement (CSKA open, July 2022): the event is 16–17 July, the
    // programme says Saturday 17 and Sunday 18 July.
    let notes = v207_notes(
        "regulation \"x\" lang bg\nevent { dates 2022-07-16..2022-07-17 }\nschedule {\n  2022-07-17 събота 10:00 round 1\n  2022-07-18 неделя 10:00 round 2\n}\n",
    );
    assert_eq!(notes.len(), 1, "{notes:?}");
    assert!(notes[0].contains("one day earlier"), "{}", notes[0]);
    assert!(notes[0].contains("off by one day"), "{}", notes[0]);
}

#[test]
fn a_programme_inside_the_event_points_to_the_year_instead() {
    let notes = v207_notes(
        "regulation \"x\" lang bg\nevent { dates 2021-03-11..2021-03-12 }\nschedule {\n  2021-03-11 неделя 14:30 round 1\n  2021-03-12 понеделник 14:30 round 2\n}\n",
    );
    assert_eq!(notes.len(), 1, "{notes:?}");
    assert!(notes[0].contains("fit 2018, 2012 and 2007"), "{}", notes[0]);
}

#[test]
fn one_wrong_weekday_among_right_ones_gets_no_note() {
    let notes = v207_notes(
        "regulation \"x\" lang bg\nevent { dates 2007-03-11..2007-03-13 }\nschedule {\n  2007-03-11 неделя 14:30 round 1\n  2007-03-12 вторник 14:30 round 2\n  2007-03-13 вторник 14:30 round 3\n}\n",
    );
    assert_eq!(notes, Vec::<String>::new());
}
