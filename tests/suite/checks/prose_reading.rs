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

/// V902 says which sentence announces the venue without giving it: the shape, `в хотел
/// в центъра` (a kind of place, no name or address); with the hotel's name it is silent.
#[test]
fn v902_marks_the_sentence_that_names_only_a_kind_of_place() {
    let text = |place: &str| {
        format!(
            "регламент \"Турнир\" език bg\nсъбитие {{ организатор \"ШК Рубин\"; дати 2025-05-01..2025-05-01 }}\n\
             раздел 1 {{\n  \"Турнирът ще се проведе {place}.\"\n}}\n"
        )
    };
    let bare = text("в хотел в центъра на града");
    let c = compile("hall.rgl", bare.as_bytes(), &Options::default());
    let v902 = c.diagnostics.iter().find(|d| d.code == "V902").expect("V902");
    let marked: Vec<&str> = v902.labels.iter().map(|l| &bare[l.span.start..l.span.end]).collect();
    assert!(marked.contains(&"хотел"), "{marked:?}");
    // A name after the kind of place gives the venue: V902 has nothing to mark.
    let named = text("в хотел „Аквалайф“");
    let c = compile("hall.rgl", named.as_bytes(), &Options::default());
    if let Some(d) = c.diagnostics.iter().find(|d| d.code == "V902") {
        assert_eq!(d.labels.len(), 1, "{:?}", d.labels);
    }
}

/// The chain a secretary runs on an imported page: V849 finds the hidden e-mail's sentence and
/// the share button (bg-010, bg-021 of the corpus), its fix deletes them, and the fixed text
/// has neither the finding nor a new one about the text.
#[test]
fn v849_fixes_delete_what_the_page_left() {
    let text = "regulation \"ДОП\" lang bg\nevent { venue \"Кранево\"; dates 2018-10-31..2018-11-04 }\n\
                section 1 {\n  \"СПОДЕЛИ\"\n  \"Заявки до главния съдия Здравко Недев – This email address is being protected from spambots. You need JavaScript enabled to view it. и до Минко Шишков.\"\n}\n";
    let c = compile("page.rgl", text.as_bytes(), &Options::default());
    let found: Vec<&reglament::diagnostic::Diagnostic> =
        c.diagnostics.iter().filter(|d| d.code == "V849").collect();
    assert_eq!(found.len(), 2, "{:?}", c.diagnostics);
    let owned: Vec<reglament::diagnostic::Diagnostic> = found.into_iter().cloned().collect();
    let fixed = reglament::diagnostic::fix::apply(text, &owned);
    assert_eq!(fixed.fixed.len(), 2);
    assert!(!fixed.text.contains("СПОДЕЛИ") && !fixed.text.contains("spambots"), "{}", fixed.text);
    assert!(fixed.text.contains("Здравко Недев – и до Минко Шишков."), "{}", fixed.text);
    let again = compile("page.rgl", fixed.text.as_bytes(), &Options::default());
    let codes: Vec<&str> = again.diagnostics.iter().map(|d| d.code.as_str()).collect();
    assert!(
        !codes.iter().any(|c| c.starts_with("V84") || *c == "V849" || *c == "V850"),
        "{codes:?}"
    );
    assert!(!codes.iter().any(|c| c.starts_with(['P', 'L'])), "{codes:?}");
}
