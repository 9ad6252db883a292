//! The checks read prose through the one reader (`reglament::prose`), by the document's
//! language: «година» is a year in Bulgarian and an hour in Ukrainian, `1 ч. 30 мин.` is one
//! amount of 90 minutes, and a championship called by its abbreviation (`ДОП`) is official.

use reglament::{compile, Options};

fn codes(text: &str) -> Vec<String> {
    let c = compile("prose.rgl", text.as_bytes(), &Options::default());
    assert!(
        !c.diagnostics.iter().any(|d| d.code.starts_with(['D', 'P', 'L'])),
        "{:?}",
        c.diagnostics
    );
    c.diagnostics.iter().map(|d| d.code.to_string()).collect()
}

fn regulation(lang: &str, title: &str, control: &str, prose: &str) -> String {
    format!(
        "regulation \"{title}\" lang {lang}\n\nevent {{\n  dates 2024-06-07..2024-06-08\n  \
         venue \"Варна\"\n}}\n\ntime-control {{\n{control}\n}}\n\nsection 1 \"Контрола\" {{\n  \
         \"{prose}\"\n}}\n"
    )
}

#[test]
fn v825_reads_a_bulgarian_year_as_a_year_and_hours_with_minutes_as_one_amount() {
    let control = "  period 90 min\n  increment 30 s from-move 1";
    // Before the one reader: `1 ч`, `30 мин` and `2010 година` were three false V825 errors.
    let bg = regulation(
        "bg",
        "Турнир",
        control,
        "Контролата на времето за игра е 1 ч. 30 мин. на състезател с добавяне на 30 секунди \
         за всеки ход. Право на участие имат състезатели, родени след 01 януари 2010 година.",
    );
    assert!(!codes(&bg).contains(&"V825".to_string()), "{:?}", codes(&bg));
    // «година» in Ukrainian is an hour: `2 години` is 120 minutes, not the 90 of the facts.
    let uk = regulation(
        "uk",
        "Турнір",
        control,
        "Контроль часу: 2 години кожному учаснику з додаванням 30 секунд за кожний хід.",
    );
    assert_eq!(codes(&uk).iter().filter(|c| *c == "V825").count(), 1, "{:?}", codes(&uk));
    // And a Bulgarian time in hours is still read: `2 часа` is 120 minutes.
    let hours = regulation(
        "bg",
        "Турнир",
        control,
        "Контролата на времето за игра е 2 часа на състезател с добавяне на 30 секунди за ход.",
    );
    assert_eq!(codes(&hours).iter().filter(|c| *c == "V825").count(), 1, "{:?}", codes(&hours));
}

#[test]
fn a_championship_called_by_its_abbreviation_is_official() {
    let control = "  period 90 min\n  increment 30 s from-move 1";
    let prose = "Контролата на времето за игра е 90 минути с добавяне на 30 секунди за всеки ход.";
    let severity = |title: &str| {
        let text = regulation("bg", title, control, prose);
        let c = compile("prose.rgl", text.as_bytes(), &Options::default());
        c.diagnostics.iter().find(|d| d.code == "V907").map(|d| d.severity)
    };
    // No chief arbiter: a note for a club event, a warning for an official one.
    let club = severity("Турнир за купата на клуба");
    let dop = severity("ДОП по шахмат за мъже, „А“ група");
    let named = severity("Държавно отборно първенство по шахмат за мъже");
    assert_ne!(club, dop, "{club:?} {dop:?}");
    assert_eq!(dop, named);
}
