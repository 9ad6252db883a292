//! The `L` codes: what lowering (syntax tree → typed model) reports.
//! Each code is registered here once, with its documentation; `crate::registry` collects every
//! stage's table.

use crate::diagnostic::{Code, CodeInfo, Doc, Severity};

/// L001 `unknown-keyword`: a word that is not a keyword where a keyword must stand.
pub const UNKNOWN_KEYWORD: Code = Code::new(&CodeInfo {
    code: "L001",
    name: "unknown-keyword",
    severity: Severity::Error,
    summary: r#"a word that is not a keyword where a keyword must stand"#,
    doc: Doc {
        what: r#"A word that is not a keyword where a keyword must stand."#,
        why: r#"The tool cannot know what fact the statement gives, so it is not checked."#,
        example: r#"```text
event {
  venu "гр. Перник"
}
```"#,
        fix: r#"Use the suggested spelling, or one of the keywords listed in the help line (English, Bulgarian or Ukrainian)."#,
        reference: r#"grammar/GRAMMAR.md, the statement named in the message; `reglament keywords` lists every keyword in English, Bulgarian and Ukrainian."#,
    },
});

/// L002 `missing-value`: a statement lacks a value it needs.
pub const MISSING_VALUE: Code = Code::new(&CodeInfo {
    code: "L002",
    name: "missing-value",
    severity: Severity::Error,
    summary: r#"a statement lacks a value it needs"#,
    doc: Doc {
        what: r#"A statement lacks a value it needs."#,
        why: r#"A fact without its value cannot be checked or rendered."#,
        example: r#"```text
system round-robin rounds
```"#,
        fix: r#"Write the missing value after the keyword."#,
        reference: r#"grammar/GRAMMAR.md, the statement named in the message; `reglament keywords` lists every keyword in English, Bulgarian and Ukrainian."#,
    },
});

/// L003 `wrong-value-kind`: a value of the wrong kind (a string where a number must stand, …).
pub const WRONG_VALUE_KIND: Code = Code::new(&CodeInfo {
    code: "L003",
    name: "wrong-value-kind",
    severity: Severity::Error,
    summary: r#"a value of the wrong kind (a string where a number must stand, …)"#,
    doc: Doc {
        what: r#"A value of the wrong kind (a string where a number must stand, …)."#,
        why: r#"Numbers, dates and times are checked as such; text in their place hides the fact."#,
        example: r#"```text
system round-robin rounds "единадесет"
```"#,
        fix: r#"Write the value in the form named in the message."#,
        reference: r#"grammar/GRAMMAR.md, the statement named in the message; `reglament keywords` lists every keyword in English, Bulgarian and Ukrainian."#,
    },
});

/// L004 `invalid-date`: a date that does not exist in the calendar, or a range that ends before it starts.
pub const INVALID_DATE: Code = Code::new(&CodeInfo {
    code: "L004",
    name: "invalid-date",
    severity: Severity::Error,
    summary: r#"a date that does not exist in the calendar, or a range that ends before it starts"#,
    doc: Doc {
        what: r#"A date that does not exist in the calendar, or a range that ends before it starts."#,
        why: r#"Schedules and weekdays are checked against the calendar; an impossible date makes them meaningless."#,
        example: r#"```text
dates 2021-02-30..2021-03-10
```"#,
        fix: r#"Write a real date as `YYYY-MM-DD`."#,
        reference: r#"The Gregorian calendar (ISO 8601 dates); grammar/GRAMMAR.md, "Shape"."#,
    },
});

/// L005 `invalid-time`: a time of day outside 00:00–23:59.
pub const INVALID_TIME: Code = Code::new(&CodeInfo {
    code: "L005",
    name: "invalid-time",
    severity: Severity::Error,
    summary: r#"a time of day outside 00:00–23:59"#,
    doc: Doc {
        what: r#"A time of day outside 00:00–23:59."#,
        why: r#"Round times are compared with each other and with the time control."#,
        example: r#"```text
2021-03-11 четвъртък 25:00 round 1
```"#,
        fix: r#"Write a time such as `14:30`."#,
        reference: r#"ISO 8601 times of day; grammar/GRAMMAR.md, "Shape"."#,
    },
});

/// L006 `invalid-number`: a number that is not of the expected form (not whole, not a score, not a category).
pub const INVALID_NUMBER: Code = Code::new(&CodeInfo {
    code: "L006",
    name: "invalid-number",
    severity: Severity::Error,
    summary: r#"a number that is not of the expected form (not whole, not a score, not a category)"#,
    doc: Doc {
        what: r#"A number that is not of the expected form (not whole, not a score, not a category)."#,
        why: r#"Counts and ratings are whole numbers; scores are halves or quarters."#,
        example: r#"```text
system round-robin rounds 11.5
```"#,
        fix: r#"Write a whole number, or a score such as `7.5` or `7½`."#,
        reference: r#"grammar/GRAMMAR.md, "Shape" (numbers, scores with ½, categories in Roman numerals)."#,
    },
});

/// L007 `unknown-tiebreak`: a tie-break code or modifier that FIDE C.07 does not define.
pub const UNKNOWN_TIEBREAK: Code = Code::new(&CodeInfo {
    code: "L007",
    name: "unknown-tiebreak",
    severity: Severity::Error,
    summary: r#"a tie-break code or modifier that FIDE C.07 does not define"#,
    doc: Doc {
        what: r#"A tie-break code or modifier that FIDE C.07 does not define."#,
        why: r#"Standings are computed with exactly the listed tie-breaks; an unknown one cannot be computed."#,
        example: r#"```text
tiebreaks DE, KSS, SB
```"#,
        fix: r#"Use a code from C.07 art. 5 with modifiers /Cn /Mn /L±n /P /F /R, or a regulation-defined `board-points` / `black-board-1`."#,
        reference: r#"FIDE Handbook C.07, Art. 5 (the codes) and Art. 14 (modifiers); TRF-2026 records 202/212 (docs/reference/fide-tiebreaks-berger-trf.md §1.2 and §1.6)."#,
    },
});

/// L008 `unexpected-value`: values after a statement that takes no more.
pub const UNEXPECTED_VALUE: Code = Code::new(&CodeInfo {
    code: "L008",
    name: "unexpected-value",
    severity: Severity::Error,
    summary: r#"values after a statement that takes no more"#,
    doc: Doc {
        what: r#"Values after a statement that takes no more."#,
        why: r#"An extra value usually means a fact was written in the wrong place."#,
        example: r#"```text
venue "гр. Перник" 2021
```"#,
        fix: r#"Remove the value, or quote it as part of the text."#,
        reference: r#"grammar/GRAMMAR.md, the statement named in the message; `reglament keywords` lists every keyword in English, Bulgarian and Ukrainian."#,
    },
});

/// L009 `duplicate-statement`: a fact given twice.
pub const DUPLICATE_STATEMENT: Code = Code::new(&CodeInfo {
    code: "L009",
    name: "duplicate-statement",
    severity: Severity::Error,
    summary: r#"a fact given twice"#,
    doc: Doc {
        what: r#"A fact given twice."#,
        why: r#"Two values for one fact contradict each other; only one can be right."#,
        example: r#"```text
event {
  venue "Перник"
  venue "София"
}
```"#,
        fix: r#"Keep one of them."#,
        reference: r#"grammar/GRAMMAR.md, the statement named in the message; `reglament keywords` lists every keyword in English, Bulgarian and Ukrainian."#,
    },
});

/// L010 `missing-header`: the file does not start with `regulation "Title" lang …`.
pub const MISSING_HEADER: Code = Code::new(&CodeInfo {
    code: "L010",
    name: "missing-header",
    severity: Severity::Error,
    summary: r#"the file does not start with `regulation "Title" lang …`"#,
    doc: Doc {
        what: r#"The file does not start with `regulation "Title" lang …`."#,
        why: r#"The header names the document and its language, which every later word depends on."#,
        example: r#"```text
event { … }
```"#,
        fix: r#"Start the file with `regulation "Title" lang bg`."#,
        reference: r#"grammar/GRAMMAR.md, "Statements"."#,
    },
});

/// L011 `unknown-language`: a document language other than bg, uk or en.
pub const UNKNOWN_LANGUAGE: Code = Code::new(&CodeInfo {
    code: "L011",
    name: "unknown-language",
    severity: Severity::Error,
    summary: r#"a document language other than bg, uk or en"#,
    doc: Doc {
        what: r#"A document language other than bg, uk or en."#,
        why: r#"The language decides keywords, weekday names and the rendered document."#,
        example: r#"```text
regulation "…" lang ru
```"#,
        fix: r#"Write `lang bg`, `lang uk` or `lang en`."#,
        reference: r#"grammar/GRAMMAR.md, "Statements": the product writes Bulgarian, Ukrainian and English."#,
    },
});

/// L012 `unknown-weekday`: a word in a schedule entry that is neither a weekday nor an activity.
pub const UNKNOWN_WEEKDAY: Code = Code::new(&CodeInfo {
    code: "L012",
    name: "unknown-weekday",
    severity: Severity::Error,
    summary: r#"a word in a schedule entry that is neither a weekday nor an activity"#,
    doc: Doc {
        what: r#"A word in a schedule entry that is neither a weekday nor an activity."#,
        why: r#"The weekday as written is checked against the calendar."#,
        example: r#"```text
2021-03-11 неделиа 12:00 technical-meeting
```"#,
        fix: r#"Write the weekday in full or in a standard abbreviation."#,
        reference: r#"Bulgarian and Ukrainian weekday names, full, inflected and abbreviated (docs/reference/rating-time-title.md §4.3)."#,
    },
});

/// L013 `allow-without-reason`: a check is suppressed without saying why.
pub const ALLOW_WITHOUT_REASON: Code = Code::new(&CodeInfo {
    code: "L013",
    name: "allow-without-reason",
    severity: Severity::Warning,
    summary: r#"a check is suppressed without saying why"#,
    doc: Doc {
        what: r#"A check is suppressed without saying why."#,
        why: r#"A suppression is a decision; the next secretary needs its reason."#,
        example: r#"```text
allow V101
```"#,
        fix: r#"Write the reason: `allow V101 "…"`."#,
        reference: r#"grammar/GRAMMAR.md, "Statements"."#,
    },
});

/// L014 `unknown-currency`: a money amount with a currency the tool does not know.
pub const UNKNOWN_CURRENCY: Code = Code::new(&CodeInfo {
    code: "L014",
    name: "unknown-currency",
    severity: Severity::Error,
    summary: r#"a money amount with a currency the tool does not know"#,
    doc: Doc {
        what: r#"A money amount with a currency the tool does not know."#,
        why: r#"Fees and prizes are checked against the currency in force on the event date."#,
        example: r#"```text
fee 30 leva2
```"#,
        fix: r#"Write `BGN` (лв.), `EUR` (евро) or `UAH` (грн)."#,
        reference: r#"ISO 4217 currency codes BGN, EUR, UAH and their local spellings (docs/reference/rating-time-title.md §4.1)."#,
    },
});

/// L015 `unknown-title`: a title that is not a FIDE title.
pub const UNKNOWN_TITLE: Code = Code::new(&CodeInfo {
    code: "L015",
    name: "unknown-title",
    severity: Severity::Error,
    summary: r#"a title that is not a FIDE title"#,
    doc: Doc {
        what: r#"A title that is not a FIDE title."#,
        why: r#"Titles decide titled-opponent counts for norms."#,
        example: r#"```text
1 GMM "Voiska Margarita" 2319
```"#,
        fix: r#"Write GM, IM, FM, CM, WGM, WIM, WFM or WCM, or leave it out."#,
        reference: r#"FIDE Handbook B.01 (Title Regulations), the titles GM, IM, FM, CM, WGM, WIM, WFM, WCM."#,
    },
});

/// L016 `block-shape`: a statement that needs a `{ … }` block has none, or one that takes none has one.
pub const BLOCK_SHAPE: Code = Code::new(&CodeInfo {
    code: "L016",
    name: "block-shape",
    severity: Severity::Error,
    summary: r#"a statement that needs a `{ … }` block has none, or one that takes none has one"#,
    doc: Doc {
        what: r#"A statement that needs a `{ … }` block has none, or one that takes none has one."#,
        why: r#"Block statements hold lists; without the block the list is empty."#,
        example: r#"```text
players stated 12
```"#,
        fix: r#"Add the block with one entry per line, or remove the stray braces."#,
        reference: r#"grammar/GRAMMAR.md, the statement named in the message; `reglament keywords` lists every keyword in English, Bulgarian and Ukrainian."#,
    },
});

/// L017 `unknown-placeholder`: prose refers to a fact `{name}` that does not exist.
pub const UNKNOWN_PLACEHOLDER: Code = Code::new(&CodeInfo {
    code: "L017",
    name: "unknown-placeholder",
    severity: Severity::Error,
    summary: r#"prose refers to a fact `{name}` that does not exist"#,
    doc: Doc {
        what: r#"Prose refers to a fact `{name}` that does not exist."#,
        why: r#"Placeholders are filled from the facts when rendering; an unknown one would print nothing."#,
        example: r#"```text
"… в {rouns} кръга."
```"#,
        fix: r#"Use one of the known placeholder names; write `{{` for a literal brace."#,
        reference: r#"grammar/GRAMMAR.md, "Prose and placeholders" (the list of placeholder names)."#,
    },
});

/// L018 `missing-unit`: a duration is written without its unit.
pub const MISSING_UNIT: Code = Code::new(&CodeInfo {
    code: "L018",
    name: "missing-unit",
    severity: Severity::Warning,
    summary: r#"a duration is written without its unit"#,
    doc: Doc {
        what: r#"A period, increment, delay, default time, deadline or play-off time written as a bare number (`period 90`), which is read in the statement's usual unit: minutes for periods, default times, deadlines and base times; seconds for increments and delays."#,
        why: r#"A reader cannot tell `increment 30` (seconds) from `period 30` (minutes) at a glance, and a mistaken unit changes the time control's class (standard, rapid, blitz). The unit written out removes the doubt; `check --fix` writes it."#,
        example: r#"```text
time-control { period 90 moves 40; increment 30 from-move 1 }
```"#,
        fix: r#"Write the unit after the number: `90 min`, `30 s` (`мин`, `сек`; `хв`, `с`). `reglament check --fix` inserts the unit the value was read in, in the statement's keyword language."#,
        reference: r#"grammar/GRAMMAR.md, "Statements" (the units of each statement); FIDE Laws of Chess, Art. 6 (the time control is stated in minutes and seconds)."#,
    },
});

/// L030 `too-many-participants`: the regulation lists or states more participants than the limit.
pub const TOO_MANY_PARTICIPANTS: Code = Code::new(&CodeInfo {
    code: "L030",
    name: "too-many-participants",
    severity: Severity::Error,
    summary: r#"the regulation lists or states more participants than the limit"#,
    doc: Doc {
        what: r#"The participant list (or team list) has more entries, or the text states a larger number of participants, than the limit on players (9,999 by default, the most a FIDE TRF start number can hold)."#,
        why: r#"Every later step (the checks, the standings, the crosstable of a round robin) costs time and memory that grow with the number of participants, some with its square; a number far beyond any real event is a typing mistake (`stated 1200` for `120`) or a generated file gone wrong, and is refused before it can cost minutes or gigabytes."#,
        example: r#"```text
players stated 4294967295 { }
```"#,
        fix: r#"Correct the number. For a real event that large, raise the limit with `--max-players`."#,
        reference: r#"The product's limits (ROBUSTNESS.md, "Limits"); FIDE TRF16/TRF26 record 001, columns 5–8 (start numbers up to 9999)."#,
    },
});

/// L031 `too-many-rounds`: the regulation states more rounds than the limit.
pub const TOO_MANY_ROUNDS: Code = Code::new(&CodeInfo {
    code: "L031",
    name: "too-many-rounds",
    severity: Severity::Error,
    summary: r#"the regulation states more rounds than the limit"#,
    doc: Doc {
        what: r#"The system states a number of rounds, or the schedule names a round, above the limit on rounds (999 by default)."#,
        why: r#"Standings, wallcharts and TRF output have a column per round; a round number beyond any real event (a double round robin of 20 plays 38 rounds) is a typing mistake and would make every document that large."#,
        example: r#"```text
system individual round-robin rounds 4294967295
```"#,
        fix: r#"Correct the number of rounds. For a real event with more rounds, raise the limit with `--max-rounds`."#,
        reference: r#"The product's limits (ROBUSTNESS.md, "Limits")."#,
    },
});

/// Every `L` code, in code order.
pub const CODES: &[Code] = &[
    UNKNOWN_KEYWORD,
    MISSING_VALUE,
    WRONG_VALUE_KIND,
    INVALID_DATE,
    INVALID_TIME,
    INVALID_NUMBER,
    UNKNOWN_TIEBREAK,
    UNEXPECTED_VALUE,
    DUPLICATE_STATEMENT,
    MISSING_HEADER,
    UNKNOWN_LANGUAGE,
    UNKNOWN_WEEKDAY,
    ALLOW_WITHOUT_REASON,
    UNKNOWN_CURRENCY,
    UNKNOWN_TITLE,
    BLOCK_SHAPE,
    UNKNOWN_PLACEHOLDER,
    MISSING_UNIT,
    TOO_MANY_PARTICIPANTS,
    TOO_MANY_ROUNDS,
];
