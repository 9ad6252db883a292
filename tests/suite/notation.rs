//! Her notation in the language: the times, dates, ranges, section numbers and scores the seeds
//! write (`14.30`, `14-00`, `14:30 ч.`, `11.03.2021 г.`, `11.03`, `08 – 14.06.2009`, `ІІ.`, `,5`)
//! read to the same facts as the canonical forms, and a form that stays ambiguous names the
//! accepted ones.

use reglament::model::Regulation;
use reglament::vocab::Lang;
use reglament::{compile, Options};

fn lower(text: &str) -> (Option<Regulation>, Vec<String>) {
    let c = compile(
        "notation.rgl",
        text.as_bytes(),
        // Messages in English: these tests are about the notation, `l10n` tests the languages.
        &Options { no_checks: true, lang: Some(Lang::En), ..Default::default() },
    );
    let errors = c
        .diagnostics
        .iter()
        .filter(|d| d.severity == reglament::diagnostic::Severity::Error)
        .map(|d| format!("{}: {} {:?}", d.code, d.message, d.notes))
        .collect();
    (c.model, errors)
}

/// The programme of seed 000 as the seed writes it (day and month, weekday, `12.00`), with the
/// range of section 3 (`11.03 – 20.03.2021 г.`), lowers to the dates and times of the hand
/// encoding in `regulations/000-bg-women-2021.rgl`.
#[test]
fn seed_000_programme_in_its_own_notation_gives_the_hand_encodings_schedule() {
    let text = r#"regulation "Държавно индивидуално първенство по шахмат за жени" lang bg
event { dates 11.03 – 20.03.2021 г. }
schedule {
  11.03 неделя     12.00 technical-meeting
  11.03 неделя     14.30 round 1
  12.03 понеделник 16.30 round 2
  13.03 вторник    14.30 round 3
  14.03 сряда      14.30 round 4
  15.03 четвъртък  09.30 round 5
  15.03 четвъртък  16.30 round 6
  16.03 петък      14.00 round 7
  17.03 събота     14.00 round 8
  18.03 неделя     14.30 round 9
  19.03 понеделник 14.30 round 10
  20.03 вторник    10.00 round 11
  20.03 вторник    14.30 closing
}
"#;
    let (model, errors) = lower(text);
    assert!(errors.is_empty(), "{errors:?}");
    let mine = model.unwrap();
    let hand = crate::common::regulation("regulations/000-bg-women-2021.rgl");
    assert_eq!(
        mine.event.dates.as_ref().map(|d| d.value),
        hand.event.dates.as_ref().map(|d| d.value)
    );
    let rows = |r: &Regulation| -> Vec<String> {
        r.schedule
            .iter()
            .map(|e| {
                format!(
                    "{} {:?} {:?} {:?}",
                    e.day().unwrap(),
                    e.weekday.as_ref().map(|w| w.value.1),
                    e.time.as_ref().map(|t| t.value),
                    e.activities.iter().map(|a| &a.value).collect::<Vec<_>>()
                )
            })
            .collect()
    };
    assert_eq!(rows(&mine), rows(&hand));
}

#[test]
fn every_written_form_of_a_time_and_a_date() {
    let text = r#"регламент "Т" език uk
подія { дати 16.06.2013р. – 26.06.2013р. }
програма {
  16.06.2013 р. неділя 14-00 год тур 1
  17.06.2013 понеділок 14:30 ч. тур 2
  18.06 вівторок 9.30 тур 3
  19.06.2013 середа 15.00ч. тур 4
}
"#;
    let (model, errors) = lower(text);
    assert!(errors.is_empty(), "{errors:?}");
    let m = model.unwrap();
    let got: Vec<String> = m
        .schedule
        .iter()
        .map(|e| format!("{} {}", e.day().unwrap(), e.time.as_ref().unwrap().value))
        .collect();
    assert_eq!(
        got,
        [
            "2013-06-16 14:00:00",
            "2013-06-17 14:30:00",
            "2013-06-18 09:30:00",
            "2013-06-19 15:00:00"
        ]
    );
    assert_eq!(
        m.event.dates.unwrap().value,
        (jiff::civil::date(2013, 6, 16), jiff::civil::date(2013, 6, 26))
    );
}

#[test]
fn ranges_leave_out_what_their_end_says() {
    for (range, from, to) in [
        ("08 – 14.06.2009 г.", (2009, 6, 8), (2009, 6, 14)),
        ("01.08. - 05.08.2008", (2008, 8, 1), (2008, 8, 5)),
        ("11.03..20.03.2021", (2021, 3, 11), (2021, 3, 20)),
        ("31.10.2018 – 04.11.2018", (2018, 10, 31), (2018, 11, 4)),
        ("17 ÷ 19.02.2023", (2023, 2, 17), (2023, 2, 19)),
        ("2021-03-11..2021-03-20", (2021, 3, 11), (2021, 3, 20)),
    ] {
        let (model, errors) =
            lower(&format!("regulation \"Т\" lang bg\nevent {{ dates {range} }}\n"));
        assert!(errors.is_empty(), "{range}: {errors:?}");
        let d = |(y, m, d): (i16, i8, i8)| jiff::civil::date(y, m, d);
        assert_eq!(model.unwrap().event.dates.unwrap().value, (d(from), d(to)), "{range}");
    }
}

#[test]
fn roman_nested_and_lettered_section_numbers() {
    let text = r#"regulation "Т" lang bg
section I. "ОРГАНИЗАТОР" { "а" }
section ІІ "ЦЕЛ" { section 2.1. { "б" }; section а) { "в" } }
section IV "СИСТЕМА" { "г" }
"#;
    let c =
        compile("n.rgl", text.as_bytes(), &Options { lang: Some(Lang::En), ..Options::default() });
    let numbers: Vec<String> = c
        .model
        .as_ref()
        .unwrap()
        .sections
        .iter()
        .map(|s| s.number.as_ref().unwrap().value.clone())
        .collect();
    assert_eq!(numbers, ["I.", "ІІ", "IV"]);
    // Roman numbers are counted: after ІІ (two Cyrillic І) comes IV, so III is missing.
    let gap: Vec<&str> =
        c.diagnostics.iter().filter(|d| d.code == "V801").map(|d| d.message.as_str()).collect();
    assert_eq!(gap, ["section numbers skip 3: after 2 comes 4"]);
}

#[test]
fn decimal_commas_and_halves() {
    let (model, errors) =
        lower("regulation \"Т\" lang bg\nranking { points win 1 draw 0,5 loss 0 }\n");
    assert!(errors.is_empty(), "{errors:?}");
    let pts = model.unwrap().ranking.unwrap().game_points.unwrap().value;
    assert_eq!(pts.1, reglament::vocab::Points::HALF);
    let (model, errors) = lower("regulation \"Т\" lang bg\nranking { points 1 ,5 0 }\n");
    assert!(errors.is_empty(), "{errors:?}");
    assert_eq!(
        model.unwrap().ranking.unwrap().game_points.unwrap().value.1,
        reglament::vocab::Points::HALF
    );
}

/// Where a form stays ambiguous the message names the forms that are accepted.
#[test]
fn ambiguous_forms_name_the_accepted_ones() {
    // A day and month with no year anywhere in the file.
    let (_, errors) =
        lower("regulation \"Т\" lang bg\nschedule { 11.03 четвъртък 14.30 round 1 }\n");
    assert_eq!(errors.len(), 1, "{errors:?}");
    assert!(
        errors[0].contains("does not say the year") && errors[0].contains("event { dates"),
        "{errors:?}"
    );
    // `2,1,0` is two numbers with decimal commas, not three.
    let (_, errors) = lower("regulation \"Т\" lang bg\nranking { match-points 2,1,0 }\n");
    assert!(
        errors.iter().any(|e| e.contains("decimal comma") && e.contains("`2 1 0`")),
        "{errors:?}"
    );
    // Not a date at all.
    let (_, errors) = lower("regulation \"Т\" lang bg\nevent { arrival 2021-13-01 }\n");
    assert!(errors.iter().any(|e| e.contains("11.03.2021")), "{errors:?}");
    // A time out of range names the forms.
    let (_, errors) = lower("regulation \"Т\" lang bg\nschedule { 2021-03-11 25.30ч. round 1 }\n");
    assert!(errors.iter().any(|e| e.contains("L005") && e.contains("14:30")), "{errors:?}");
}
