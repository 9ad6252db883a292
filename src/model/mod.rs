//! Syntax tree → typed model ([`lower()`]), with the vocabulary in [`keywords`].

pub mod keywords;
mod lower;
pub mod time_control;
mod types;

pub use lower::{currency_code, lower, parse_category, Lowered, PLACEHOLDERS};
pub use types::*;

use crate::diagnostic::codes::CodeInfo;
use crate::diagnostic::Severity;

macro_rules! code {
    ($code:literal, $name:literal, $sev:ident, $summary:literal, $why:literal, $example:literal, $fix:literal) => {
        CodeInfo {
            code: $code,
            name: $name,
            severity: Severity::$sev,
            summary: $summary,
            explanation: concat!(
                "## What it finds\n\n",
                $summary,
                ".\n\n## Why it matters\n\n",
                $why,
                "\n\n## Example\n\n```text\n",
                $example,
                "\n```\n\n## Fix\n\n",
                $fix
            ),
        }
    };
}

/// Codes produced by lowering.
pub const CODES: &[CodeInfo] = &[
    code!("L001", "unknown-keyword", Error, "a word that is not a keyword where a keyword must stand",
        "The tool cannot know what fact the statement gives, so it is not checked.",
        "event {\n  venu \"гр. Перник\"\n}", "Use the suggested spelling, or one of the keywords listed in the help line (English, Bulgarian or Ukrainian)."),
    code!("L002", "missing-value", Error, "a statement lacks a value it needs",
        "A fact without its value cannot be checked or rendered.",
        "system round-robin rounds", "Write the missing value after the keyword."),
    code!("L003", "wrong-value-kind", Error, "a value of the wrong kind (a string where a number must stand, …)",
        "Numbers, dates and times are checked as such; text in their place hides the fact.",
        "system round-robin rounds \"единадесет\"", "Write the value in the form named in the message."),
    code!("L004", "invalid-date", Error, "a date that does not exist in the calendar, or a range that ends before it starts",
        "Schedules and weekdays are checked against the calendar; an impossible date makes them meaningless.",
        "dates 2021-02-30..2021-03-10", "Write a real date as `YYYY-MM-DD`."),
    code!("L005", "invalid-time", Error, "a time of day outside 00:00–23:59",
        "Round times are compared with each other and with the time control.",
        "2021-03-11 четвъртък 25:00 round 1", "Write a time such as `14:30`."),
    code!("L006", "invalid-number", Error, "a number that is not of the expected form (not whole, not a score, not a category)",
        "Counts and ratings are whole numbers; scores are halves or quarters.",
        "system round-robin rounds 11.5", "Write a whole number, or a score such as `7.5` or `7½`."),
    code!("L007", "unknown-tiebreak", Error, "a tie-break code or modifier that FIDE C.07 does not define",
        "Standings are computed with exactly the listed tie-breaks; an unknown one cannot be computed.",
        "tiebreaks DE, KSS, SB", "Use a code from C.07 art. 5 with modifiers /Cn /Mn /L±n /P /F /R, or a regulation-defined `board-points` / `black-board-1`."),
    code!("L008", "unexpected-value", Error, "values after a statement that takes no more",
        "An extra value usually means a fact was written in the wrong place.",
        "venue \"гр. Перник\" 2021", "Remove the value, or quote it as part of the text."),
    code!("L009", "duplicate-statement", Error, "a fact given twice",
        "Two values for one fact contradict each other; only one can be right.",
        "event {\n  venue \"Перник\"\n  venue \"София\"\n}", "Keep one of them."),
    code!("L010", "missing-header", Error, "the file does not start with `regulation \"Title\" lang …`",
        "The header names the document and its language, which every later word depends on.",
        "event { … }", "Start the file with `regulation \"Title\" lang bg`."),
    code!("L011", "unknown-language", Error, "a document language other than bg, uk or en",
        "The language decides keywords, weekday names and the rendered document.",
        "regulation \"…\" lang ru", "Write `lang bg`, `lang uk` or `lang en`."),
    code!("L012", "unknown-weekday", Error, "a word in a schedule entry that is neither a weekday nor an activity",
        "The weekday as written is checked against the calendar.",
        "2021-03-11 неделиа 12:00 technical-meeting", "Write the weekday in full or in a standard abbreviation."),
    code!("L013", "allow-without-reason", Warning, "a check is suppressed without saying why",
        "A suppression is a decision; the next secretary needs its reason.",
        "allow V101", "Write the reason: `allow V101 \"…\"`."),
    code!("L014", "unknown-currency", Error, "a money amount with a currency the tool does not know",
        "Fees and prizes are checked against the currency in force on the event date.",
        "fee 30 leva2", "Write `BGN` (лв.), `EUR` (евро) or `UAH` (грн)."),
    code!("L015", "unknown-title", Error, "a title that is not a FIDE title",
        "Titles decide titled-opponent counts for norms.",
        "1 GMM \"Voiska Margarita\" 2319", "Write GM, IM, FM, CM, WGM, WIM, WFM or WCM, or leave it out."),
    code!("L016", "block-shape", Error, "a statement that needs a `{ … }` block has none, or one that takes none has one",
        "Block statements hold lists; without the block the list is empty.",
        "players stated 12", "Add the block with one entry per line, or remove the stray braces."),
    code!("L017", "unknown-placeholder", Error, "prose refers to a fact `{name}` that does not exist",
        "Placeholders are filled from the facts when rendering; an unknown one would print nothing.",
        "\"… в {rouns} кръга.\"", "Use one of the known placeholder names; write `{{` for a literal brace."),
];
