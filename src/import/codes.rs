//! The `I` codes: what `reglament import` was unsure of. The draft marks each guess with a
//! `review CODE "what to verify"` statement (`провери` in Bulgarian, `перевір` in Ukrainian) next
//! to the fact, and `check` reports every mark under its code until the secretary has verified
//! the fact and deleted the mark.
//! Each code is registered here once, with its documentation; `crate::registry` collects every
//! stage's table.

use crate::diagnostic::{Code, CodeInfo, Doc, Severity};

macro_rules! import_code {
    ($name:ident, $code:literal, $kebab:literal, $summary:literal, $what:literal, $why:literal, $example:literal, $fix:literal) => {
        #[doc = concat!($code, " `", $kebab, "`: ", $summary, ".")]
        pub const $name: Code = Code::new(&CodeInfo {
            code: $code,
            name: $kebab,
            severity: Severity::Warning,
            summary: $summary,
            doc: Doc {
                what: $what,
                why: $why,
                example: $example,
                fix: $fix,
                reference: "`reglament import` (src/import/); the review mark is described in grammar/GRAMMAR.md, \"Statements\".",
            },
        });
    };
}

import_code!(UNVERIFIED, "I001", "import-unverified",
    "a fact the import marked for review",
    "A `review` statement whose code is not one of the import's own: a fact somebody marked to be verified.",
    "The mark says the fact was not yet compared with the document.",
    "```text\nreview I001 \"the venue\"\n```",
    "Verify the fact, then delete the `review` line.");

import_code!(YEAR_GUESSED, "I002", "import-year-guessed",
    "a date written without its year took the year of the event's dates",
    "Programme rows and other dates written as `11 март` or `07.06.`: the import gave them the year of the event's dates.",
    "A programme copied from another year's regulation keeps its day numbers; the year the import supplied may not be the one meant.",
    "```text\n11 март неделя 12.00 Техническа конференция\n```",
    "Check the dates against the calendar of the event's year, then delete the mark.");

import_code!(TIEBREAK_GUESSED, "I003", "import-tiebreak-guessed",
    "a tie-break was named loosely, or not recognised",
    "A tie-break whose wording fits more than one C.07 definition (\"Зонеборн-Бергер за отборни турнири\" in a team event), or a line of the tie-break list the import could not map to any C.07 code; the latter stays in the prose only, so the list of facts is shorter than the document's.",
    "The order and the exact variant of the tie-breaks decide ranks; a wrong variant changes the standings.",
    "```text\n7.3. Зонеборн-Бергер за отборни турнири.\n```",
    "Confirm the C.07 code (or add the missing one) in `tiebreaks`, then delete the mark.");

import_code!(ROW_PARTLY_READ, "I004", "import-row-partly-read",
    "a row of a list or table was read only in part",
    "A participant, team or programme row from which the import took some values and left the rest, or a row it could not read at all.",
    "A player with no rating or a round with no time changes the checks that depend on them (average rating, category, norms, round times).",
    "```text\n   3 IM Genova Ruzka      \t         2243 Lokomotiv 2021\n```",
    "Compare the row with the document, complete it, then delete the mark.");

import_code!(TITLE_GUESSED, "I005", "import-title-guessed",
    "the title was assembled from the heading lines, or the document has none",
    "The title is the heading of the document (the lines after \"Р Е Г Л А М Е Н Т\"), joined; when there is no heading, a placeholder title.",
    "The title is printed on the document and the bulletin.",
    "```text\nР Е Г Л А М Е Н Т\nНА 42-ТО ДЪРЖАВНО ОТБОРНО ПЪРВЕНСТВО ПО ШАХМАТ\n```",
    "Write the event's name as it should be printed, then delete the mark.");

import_code!(SYSTEM_UNCLEAR, "I006", "import-system-unclear",
    "the playing system or the number of rounds is unclear",
    "The document names two systems (\"по швейцарска или кръгова система\"), or a system without its number of rounds, so the draft states no `system` or states it without rounds.",
    "The pairing system and the number of rounds drive most of the programme checks.",
    "```text\n… по швейцарска или кръгова система в зависимост от броя на отборите.\n```",
    "Write the `system` statement once it is decided, then delete the mark.");

import_code!(TIME_CONTROL_PARTLY_READ, "I007", "import-time-control-partly-read",
    "the time control was read only in part",
    "A time-control sentence from which the import read some periods but not all it says (\"1 ч. 30 мин.\" with nothing on the increment), or a second time control (rapid, play-off) it left in the prose.",
    "The time control decides the rating list the event is valid for and the FIDE minimums.",
    "```text\n5. Контрола на игра – 1 ч. 30 мин.\n```",
    "Compare the `time-control` block with the sentence, then delete the mark.");

import_code!(FACT_LEFT_OUT, "I008", "import-fact-left-out",
    "a fact was read but left out because it does not fit the language",
    "A value the import read from the document that the regulation language rejects (a date that is not in the calendar, a number out of range); the draft keeps it in the prose and names the error.",
    "The document itself is probably wrong at that place.",
    "```text\nПървенството се провежда от 30.02 до 03.03.2021 г.\n```",
    "Correct the document's value and write the fact, then delete the mark.");

import_code!(DATE_CARRIED, "I009", "import-date-carried",
    "a programme row without its own date took the date of the row above",
    "Programmes often write the date once for several rows; the import carries it down to the following rows that have only a time.",
    "A row that really belongs to another day would be checked on the wrong day.",
    "```text\n08 юни - понеделник 11:00 Техническа конференция\n15:00 І-ви кръг\n```",
    "Check the rows' dates, then delete the mark.");

import_code!(PEOPLE_GUESSED, "I010", "import-people-guessed",
    "names of officials or committee members were read from free text",
    "Arbiters, the doctor and the members of the appeals committee read from sentences (\"Главен съдия – Милен Петров, международен съдия, Заместник …\"), where a name, a role and a category run together.",
    "Officials are named on the document and checked against the participants and the signatures.",
    "```text\nГлавен съдия – Милен Петров, международен съдия, Заместник главен съдия – Огнян Антонов\n```",
    "Compare the names and roles with the document, then delete the mark.");

import_code!(DATES_UNCLEAR, "I011", "import-dates-unclear",
    "the document gives the event's dates more than once, differently",
    "Two different date ranges for the event (the heading's and the body's, or a festival's and its chess tournament's): the draft takes the one in the section about the dates and place.",
    "The event's dates decide the calendar of every check (weekdays, the currency in force, the rating period).",
    "```text\nк.к. Св. Св. Константин и Елена, България, 5 – 9 юни 2024 г.\n1. Турнирът се провежда от 7 до 8 юни 2024 г.\n```",
    "Keep the dates the event is really played on, then delete the mark.");

import_code!(VENUE_AS_WRITTEN, "I012", "import-venue-as-written",
    "the venue was taken from a sentence as written, perhaps inflected",
    "The venue is the words after the dates (\"в гр.Перник\", \"у м. Києві в приміщенні …\"), which may be in the locative case or carry more than the place.",
    "The venue is printed on the document.",
    "```text\nЗмагання проводяться у м. Києві в приміщенні Готельного комплексу «Русь»\n```",
    "Write the venue as it should be printed, then delete the mark.");

/// Every `I` code, in code order.
pub const CODES: &[Code] = &[
    UNVERIFIED,
    YEAR_GUESSED,
    TIEBREAK_GUESSED,
    ROW_PARTLY_READ,
    TITLE_GUESSED,
    SYSTEM_UNCLEAR,
    TIME_CONTROL_PARTLY_READ,
    FACT_LEFT_OUT,
    DATE_CARRIED,
    PEOPLE_GUESSED,
    DATES_UNCLEAR,
    VENUE_AS_WRITTEN,
];

/// The code a review mark names (`I003`), or [`UNVERIFIED`] for any other.
pub fn for_mark(code: &str) -> Code {
    CODES.iter().copied().find(|c| c.as_str().eq_ignore_ascii_case(code)).unwrap_or(UNVERIFIED)
}
