//! The `L` codes: what lowering (syntax tree → typed model) reports.
//! Each code is registered here once, with its documentation; `crate::registry` collects every
//! stage's table.

use crate::diagnostic::l10n::{Localized, Texts};
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

/// The Bulgarian and Ukrainian documentation of these codes, next to the codes above.
pub const L10N: &[Localized] = &[
    Localized {
        code: UNKNOWN_KEYWORD,
        bg: Texts {
            summary: r#"дума, която не е ключова, там, където трябва да стои ключова дума"#,
            doc: Doc {
                what: r#"Дума, която не е ключова, там, където трябва да стои ключова дума."#,
                why: r#"Инструментът не може да разбере какъв факт дава редът, затова той не се проверява."#,
                example: r#""#,
                fix: r#"Използвайте предложеното написание или една от ключовите думи в съвета (на английски, български или украински)."#,
                reference: r#"grammar/GRAMMAR.md, редът, назован в съобщението; `reglament keywords` изброява всички ключови думи на английски, български и украински."#,
            },
        },
        uk: Texts {
            summary: r#"слово, що не є ключовим, там, де має стояти ключове слово"#,
            doc: Doc {
                what: r#"Слово, що не є ключовим, там, де має стояти ключове слово."#,
                why: r#"Інструмент не може зрозуміти, який факт дає рядок, тож його не перевіряють."#,
                example: r#""#,
                fix: r#"Використайте запропоноване написання або одне з ключових слів у пораді (англійською, болгарською чи українською)."#,
                reference: r#"grammar/GRAMMAR.md, рядок, названий у повідомленні; `reglament keywords` перелічує всі ключові слова англійською, болгарською та українською."#,
            },
        },
    },
    Localized {
        code: MISSING_VALUE,
        bg: Texts {
            summary: r#"в реда липсва нужна стойност"#,
            doc: Doc {
                what: r#"В реда липсва стойност, която му е нужна."#,
                why: r#"Факт без стойност не може нито да се провери, нито да се изведе."#,
                example: r#""#,
                fix: r#"Напишете липсващата стойност след ключовата дума."#,
                reference: r#"grammar/GRAMMAR.md, редът, назован в съобщението; `reglament keywords` изброява всички ключови думи на английски, български и украински."#,
            },
        },
        uk: Texts {
            summary: r#"у рядку бракує потрібного значення"#,
            doc: Doc {
                what: r#"У рядку бракує значення, яке йому потрібне."#,
                why: r#"Факт без значення не можна ні перевірити, ні вивести."#,
                example: r#""#,
                fix: r#"Напишіть пропущене значення після ключового слова."#,
                reference: r#"grammar/GRAMMAR.md, рядок, названий у повідомленні; `reglament keywords` перелічує всі ключові слова англійською, болгарською та українською."#,
            },
        },
    },
    Localized {
        code: WRONG_VALUE_KIND,
        bg: Texts {
            summary: r#"стойност от грешен вид (текст там, където трябва да стои число, …)"#,
            doc: Doc {
                what: r#"Стойност от грешен вид (текст там, където трябва да стои число, …)."#,
                why: r#"Числата, датите и часовете се проверяват като такива; текст на тяхно място скрива факта."#,
                example: r#""#,
                fix: r#"Напишете стойността във вида, посочен в съобщението."#,
                reference: r#"grammar/GRAMMAR.md, редът, назован в съобщението; `reglament keywords` изброява всички ключови думи на английски, български и украински."#,
            },
        },
        uk: Texts {
            summary: r#"значення хибного виду (текст там, де має стояти число, …)"#,
            doc: Doc {
                what: r#"Значення хибного виду (текст там, де має стояти число, …)."#,
                why: r#"Числа, дати й час перевіряють саме як такі; текст на їхньому місці приховує факт."#,
                example: r#""#,
                fix: r#"Напишіть значення у вигляді, названому в повідомленні."#,
                reference: r#"grammar/GRAMMAR.md, рядок, названий у повідомленні; `reglament keywords` перелічує всі ключові слова англійською, болгарською та українською."#,
            },
        },
    },
    Localized {
        code: INVALID_DATE,
        bg: Texts {
            summary: r#"дата, която я няма в календара, или период, който свършва, преди да е започнал"#,
            doc: Doc {
                what: r#"Дата, която я няма в календара, или период, който свършва, преди да е започнал."#,
                why: r#"Програмата и дните от седмицата се проверяват по календара; невъзможна дата ги обезсмисля."#,
                example: r#""#,
                fix: r#"Напишете съществуваща дата във вида `ГГГГ-ММ-ДД`."#,
                reference: r#"Григорианският календар (дати по ISO 8601); grammar/GRAMMAR.md, „Shape“."#,
            },
        },
        uk: Texts {
            summary: r#"дата, якої немає в календарі, або період, що закінчується раніше, ніж починається"#,
            doc: Doc {
                what: r#"Дата, якої немає в календарі, або період, що закінчується раніше, ніж починається."#,
                why: r#"Програму й дні тижня перевіряють за календарем; неможлива дата позбавляє їх сенсу."#,
                example: r#""#,
                fix: r#"Напишіть наявну дату у вигляді `РРРР-ММ-ДД`."#,
                reference: r#"Григоріанський календар (дати за ISO 8601); grammar/GRAMMAR.md, „Shape“."#,
            },
        },
    },
    Localized {
        code: INVALID_TIME,
        bg: Texts {
            summary: r#"час извън 00:00–23:59"#,
            doc: Doc {
                what: r#"Час от денонощието извън 00:00–23:59."#,
                why: r#"Часовете на кръговете се сравняват помежду си и с контролата."#,
                example: r#""#,
                fix: r#"Напишете час като `14:30`."#,
                reference: r#"Часове от денонощието по ISO 8601; grammar/GRAMMAR.md, „Shape“."#,
            },
        },
        uk: Texts {
            summary: r#"час поза межами 00:00–23:59"#,
            doc: Doc {
                what: r#"Час доби поза межами 00:00–23:59."#,
                why: r#"Час турів порівнюють між собою і з контролем часу."#,
                example: r#""#,
                fix: r#"Напишіть час, як-от `14:30`."#,
                reference: r#"Час доби за ISO 8601; grammar/GRAMMAR.md, „Shape“."#,
            },
        },
    },
    Localized {
        code: INVALID_NUMBER,
        bg: Texts {
            summary: r#"число не е в очаквания вид (не е цяло, не е резултат, не е категория)"#,
            doc: Doc {
                what: r#"Число, което не е в очаквания вид (не е цяло, не е резултат в точки, не е категория)."#,
                why: r#"Бройките и рейтингите са цели числа; резултатите са половинки или четвъртинки."#,
                example: r#""#,
                fix: r#"Напишете цяло число или резултат като `7.5` или `7½`."#,
                reference: r#"grammar/GRAMMAR.md, „Shape“ (числа, резултати с ½, категории с римски цифри)."#,
            },
        },
        uk: Texts {
            summary: r#"число не має очікуваного вигляду (не ціле, не очки, не категорія)"#,
            doc: Doc {
                what: r#"Число, що не має очікуваного вигляду (не ціле, не кількість очок, не категорія)."#,
                why: r#"Кількості й рейтинги — цілі числа; очки — половинки чи чверті."#,
                example: r#""#,
                fix: r#"Напишіть ціле число або очки, як-от `7.5` чи `7½`."#,
                reference: r#"grammar/GRAMMAR.md, „Shape“ (числа, очки з ½, категорії римськими цифрами)."#,
            },
        },
    },
    Localized {
        code: UNKNOWN_TIEBREAK,
        bg: Texts {
            summary: r#"код на допълнителен показател или модификатор, който C.07 на ФИДЕ не определя"#,
            doc: Doc {
                what: r#"Код на допълнителен показател или модификатор, който C.07 на ФИДЕ не определя."#,
                why: r#"Класирането се изчислява точно с изброените показатели; непознат показател не може да се изчисли."#,
                example: r#""#,
                fix: r#"Използвайте код от чл. 5 на C.07 с модификатори /Cn /Mn /L±n /P /F /R или определените от регламента `board-points` / `black-board-1`."#,
                reference: r#"Наръчник на ФИДЕ, C.07, чл. 5 (кодовете) и чл. 14 (модификаторите); записи 202/212 на TRF-2026 (docs/reference/fide-tiebreaks-berger-trf.md §1.2 и §1.6)."#,
            },
        },
        uk: Texts {
            summary: r#"код додаткового показника чи модифікатор, якого C.07 ФІДЕ не визначає"#,
            doc: Doc {
                what: r#"Код додаткового показника чи модифікатор, якого C.07 ФІДЕ не визначає."#,
                why: r#"Класифікацію обчислюють саме з переліченими показниками; невідомий показник обчислити неможливо."#,
                example: r#""#,
                fix: r#"Використайте код зі ст. 5 C.07 з модифікаторами /Cn /Mn /L±n /P /F /R або визначені положенням `board-points` / `black-board-1`."#,
                reference: r#"Довідник ФІДЕ, C.07, ст. 5 (коди) і ст. 14 (модифікатори); записи 202/212 TRF-2026 (docs/reference/fide-tiebreaks-berger-trf.md §1.2 і §1.6)."#,
            },
        },
    },
    Localized {
        code: UNEXPECTED_VALUE,
        bg: Texts {
            summary: r#"стойности след ред, който не приема повече"#,
            doc: Doc {
                what: r#"Стойности след ред, който не приема повече."#,
                why: r#"Излишна стойност обикновено значи, че факт е написан на грешно място."#,
                example: r#""#,
                fix: r#"Махнете стойността или я оградете с кавички като част от текста."#,
                reference: r#"grammar/GRAMMAR.md, редът, назован в съобщението; `reglament keywords` изброява всички ключови думи на английски, български и украински."#,
            },
        },
        uk: Texts {
            summary: r#"значення після рядка, який більше не приймає"#,
            doc: Doc {
                what: r#"Значення після рядка, який більше їх не приймає."#,
                why: r#"Зайве значення зазвичай означає, що факт написано не на своєму місці."#,
                example: r#""#,
                fix: r#"Вилучіть значення або візьміть його в лапки як частину тексту."#,
                reference: r#"grammar/GRAMMAR.md, рядок, названий у повідомленні; `reglament keywords` перелічує всі ключові слова англійською, болгарською та українською."#,
            },
        },
    },
    Localized {
        code: DUPLICATE_STATEMENT,
        bg: Texts {
            summary: r#"един факт е даден два пъти"#,
            doc: Doc {
                what: r#"Един факт, даден два пъти."#,
                why: r#"Две стойности за един факт си противоречат; вярна може да е само едната."#,
                example: r#""#,
                fix: r#"Оставете само едната."#,
                reference: r#"grammar/GRAMMAR.md, редът, назован в съобщението; `reglament keywords` изброява всички ключови думи на английски, български и украински."#,
            },
        },
        uk: Texts {
            summary: r#"один факт вказано двічі"#,
            doc: Doc {
                what: r#"Один факт, вказаний двічі."#,
                why: r#"Два значення одного факту суперечать одне одному; правильним може бути лише одне."#,
                example: r#""#,
                fix: r#"Залиште тільки одне."#,
                reference: r#"grammar/GRAMMAR.md, рядок, названий у повідомленні; `reglament keywords` перелічує всі ключові слова англійською, болгарською та українською."#,
            },
        },
    },
    Localized {
        code: MISSING_HEADER,
        bg: Texts {
            summary: r#"файлът не започва с `regulation "Заглавие" lang …`"#,
            doc: Doc {
                what: r#"Файлът не започва с `regulation "Заглавие" lang …`."#,
                why: r#"Заглавният ред назовава документа и езика му, от които зависи всяка следваща дума."#,
                example: r#""#,
                fix: r#"Започнете файла с `регламент "Заглавие" език bg`."#,
                reference: r#"grammar/GRAMMAR.md, „Statements“."#,
            },
        },
        uk: Texts {
            summary: r#"файл не починається з `regulation "Назва" lang …`"#,
            doc: Doc {
                what: r#"Файл не починається з `regulation "Назва" lang …`."#,
                why: r#"Заголовний рядок називає документ і його мову, від яких залежить кожне наступне слово."#,
                example: r#""#,
                fix: r#"Почніть файл рядком `регламент "Назва" мова uk`."#,
                reference: r#"grammar/GRAMMAR.md, „Statements“."#,
            },
        },
    },
    Localized {
        code: UNKNOWN_LANGUAGE,
        bg: Texts {
            summary: r#"език на документа, различен от `bg`, `uk` и `en`"#,
            doc: Doc {
                what: r#"Език на документа, различен от `bg`, `uk` и `en`."#,
                why: r#"Езикът определя ключовите думи, имената на дните и изведения документ."#,
                example: r#""#,
                fix: r#"Напишете `език bg`, `език uk` или `език en`."#,
                reference: r#"grammar/GRAMMAR.md, „Statements“: инструментът пише на български, украински и английски."#,
            },
        },
        uk: Texts {
            summary: r#"мова документа, відмінна від `bg`, `uk` і `en`"#,
            doc: Doc {
                what: r#"Мова документа, відмінна від `bg`, `uk` і `en`."#,
                why: r#"Мова визначає ключові слова, назви днів і виведений документ."#,
                example: r#""#,
                fix: r#"Напишіть `мова uk`, `мова bg` або `мова en`."#,
                reference: r#"grammar/GRAMMAR.md, „Statements“: інструмент пише українською, болгарською та англійською."#,
            },
        },
    },
    Localized {
        code: UNKNOWN_WEEKDAY,
        bg: Texts {
            summary: r#"дума в ред от програмата, която не е нито ден от седмицата, нито събитие"#,
            doc: Doc {
                what: r#"Дума в ред от програмата, която не е нито ден от седмицата, нито събитие."#,
                why: r#"Написаният ден от седмицата се проверява по календара."#,
                example: r#""#,
                fix: r#"Напишете деня изцяло или с обичайно съкращение."#,
                reference: r#"Имената на дните на български и украински — изцяло, в друга форма и съкратено (docs/reference/rating-time-title.md §4.3)."#,
            },
        },
        uk: Texts {
            summary: r#"слово в рядку програми, яке не є ні днем тижня, ні подією"#,
            doc: Doc {
                what: r#"Слово в рядку програми, яке не є ні днем тижня, ні подією."#,
                why: r#"Записаний день тижня перевіряють за календарем."#,
                example: r#""#,
                fix: r#"Напишіть день повністю або звичайним скороченням."#,
                reference: r#"Назви днів тижня українською й болгарською — повністю, в інших формах і скорочено (docs/reference/rating-time-title.md §4.3)."#,
            },
        },
    },
    Localized {
        code: ALLOW_WITHOUT_REASON,
        bg: Texts {
            summary: r#"проверка е изключена, без да е казано защо"#,
            doc: Doc {
                what: r#"Проверка, изключена без обяснение."#,
                why: r#"Изключването е решение; следващият секретар трябва да знае причината за него."#,
                example: r#""#,
                fix: r#"Напишете причината: `allow V101 "…"`."#,
                reference: r#"grammar/GRAMMAR.md, „Statements“."#,
            },
        },
        uk: Texts {
            summary: r#"перевірку вимкнено без пояснення"#,
            doc: Doc {
                what: r#"Перевірка, вимкнена без пояснення."#,
                why: r#"Вимкнення — це рішення; наступний секретар має знати його причину."#,
                example: r#""#,
                fix: r#"Напишіть причину: `allow V101 "…"`."#,
                reference: r#"grammar/GRAMMAR.md, „Statements“."#,
            },
        },
    },
    Localized {
        code: UNKNOWN_CURRENCY,
        bg: Texts {
            summary: r#"парична сума във валута, която инструментът не познава"#,
            doc: Doc {
                what: r#"Парична сума във валута, която инструментът не познава."#,
                why: r#"Таксите и наградите се проверяват по валутата, която е в обращение на датата на турнира."#,
                example: r#""#,
                fix: r#"Напишете `лв.` (`BGN`), `евро` (`EUR`) или `грн` (`UAH`)."#,
                reference: r#"Кодовете по ISO 4217 BGN, EUR, UAH и местните им изписвания (docs/reference/rating-time-title.md §4.1)."#,
            },
        },
        uk: Texts {
            summary: r#"грошова сума у валюті, якої інструмент не знає"#,
            doc: Doc {
                what: r#"Грошова сума у валюті, якої інструмент не знає."#,
                why: r#"Внески й призи перевіряють за валютою, що в обігу на дату турніру."#,
                example: r#""#,
                fix: r#"Напишіть `грн` (`UAH`), `євро` (`EUR`) або `лв.` (`BGN`)."#,
                reference: r#"Коди за ISO 4217 UAH, EUR, BGN і їхні місцеві написання (docs/reference/rating-time-title.md §4.1)."#,
            },
        },
    },
    Localized {
        code: UNKNOWN_TITLE,
        bg: Texts {
            summary: r#"звание, което не е звание на ФИДЕ"#,
            doc: Doc {
                what: r#"Звание, което не е звание на ФИДЕ."#,
                why: r#"Званията определят броя на титулуваните противници за нормите."#,
                example: r#""#,
                fix: r#"Напишете GM, IM, FM, CM, WGM, WIM, WFM или WCM или не пишете звание."#,
                reference: r#"Наръчник на ФИДЕ, B.01 (Правила за званията), званията GM, IM, FM, CM, WGM, WIM, WFM, WCM."#,
            },
        },
        uk: Texts {
            summary: r#"звання, яке не є званням ФІДЕ"#,
            doc: Doc {
                what: r#"Звання, яке не є званням ФІДЕ."#,
                why: r#"Звання визначають кількість титулованих суперників для норм."#,
                example: r#""#,
                fix: r#"Напишіть GM, IM, FM, CM, WGM, WIM, WFM чи WCM або не пишіть звання."#,
                reference: r#"Довідник ФІДЕ, B.01 (Положення про звання), звання GM, IM, FM, CM, WGM, WIM, WFM, WCM."#,
            },
        },
    },
    Localized {
        code: BLOCK_SHAPE,
        bg: Texts {
            summary: r#"ред, който изисква блок `{ … }`, е без блок, или ред без блок има такъв"#,
            doc: Doc {
                what: r#"Ред, който изисква блок `{ … }`, е без блок, или ред, който не приема блок, има такъв."#,
                why: r#"Редовете с блок съдържат списъци; без блока списъкът е празен."#,
                example: r#""#,
                fix: r#"Добавете блока с по един запис на ред или махнете излишните скоби."#,
                reference: r#"grammar/GRAMMAR.md, редът, назован в съобщението; `reglament keywords` изброява всички ключови думи на английски, български и украински."#,
            },
        },
        uk: Texts {
            summary: r#"рядок, що потребує блоку `{ … }`, без блоку, або рядок без блоку має його"#,
            doc: Doc {
                what: r#"Рядок, що потребує блоку `{ … }`, не має його, або рядок, що не приймає блоку, має його."#,
                why: r#"Рядки з блоком містять списки; без блоку список порожній."#,
                example: r#""#,
                fix: r#"Додайте блок із записом на кожному рядку або вилучіть зайві дужки."#,
                reference: r#"grammar/GRAMMAR.md, рядок, названий у повідомленні; `reglament keywords` перелічує всі ключові слова англійською, болгарською та українською."#,
            },
        },
    },
    Localized {
        code: UNKNOWN_PLACEHOLDER,
        bg: Texts {
            summary: r#"текстът се позовава на факт `{име}`, който не съществува"#,
            doc: Doc {
                what: r#"Текстът се позовава на факт `{име}`, който не съществува."#,
                why: r#"Полетата за попълване се попълват от фактите при извеждане; непознато поле би отпечатало нищо."#,
                example: r#""#,
                fix: r#"Използвайте едно от познатите имена на полета; за буквална скоба пишете `{{`."#,
                reference: r#"grammar/GRAMMAR.md, „Prose and placeholders“ (списъкът на полетата за попълване)."#,
            },
        },
        uk: Texts {
            summary: r#"текст посилається на факт `{назва}`, якого не існує"#,
            doc: Doc {
                what: r#"Текст посилається на факт `{назва}`, якого не існує."#,
                why: r#"Поля для заповнення заповнюються з фактів під час виведення; невідоме поле надрукувало б ніщо."#,
                example: r#""#,
                fix: r#"Використайте одну з відомих назв полів; для буквальної дужки пишіть `{{`."#,
                reference: r#"grammar/GRAMMAR.md, „Prose and placeholders“ (перелік полів для заповнення)."#,
            },
        },
    },
    Localized {
        code: MISSING_UNIT,
        bg: Texts {
            summary: r#"продължителност е написана без мерна единица"#,
            doc: Doc {
                what: r#"Период, добавка, отлагане, време за закъснение, срок или време за бараж, написани само като число (`period 90`), което се чете в обичайната за реда единица: минути за периоди, време за закъснение, срокове и основно време; секунди за добавки и отлагания."#,
                why: r#"Читателят не различава от пръв поглед `increment 30` (секунди) от `period 30` (минути), а сбърканата единица променя вида на контролата (класически шахмат, ускорен шахмат, блиц). Изписаната единица премахва съмнението; `check --fix` я дописва."#,
                example: r#""#,
                fix: r#"Напишете единицата след числото: `90 мин`, `30 сек` (`min`, `s`; `хв`, `с`). `reglament check --fix` дописва единицата, в която е прочетена стойността, на езика на ключовите думи на реда."#,
                reference: r#"grammar/GRAMMAR.md, „Statements“ (единиците на всеки ред); Правила на ФИДЕ за играта шахмат, чл. 6 (контролата се посочва в минути и секунди)."#,
            },
        },
        uk: Texts {
            summary: r#"тривалість записано без одиниці виміру"#,
            doc: Doc {
                what: r#"Період, добавку, затримку, час запізнення, строк або час плей-офф записано самим числом (`period 90`), яке читається в звичайній для рядка одиниці: хвилини для періодів, часу запізнення, строків і основного часу; секунди для добавок і затримок."#,
                why: r#"Читач не відрізнить з першого погляду `increment 30` (секунди) від `period 30` (хвилини), а хибна одиниця змінює вид контролю (класичні шахи, швидкі шахи, бліц). Записана одиниця знімає сумнів; `check --fix` її дописує."#,
                example: r#""#,
                fix: r#"Напишіть одиницю після числа: `90 хв`, `30 с` (`min`, `s`; `мин`, `сек`). `reglament check --fix` дописує одиницю, у якій прочитано значення, мовою ключових слів рядка."#,
                reference: r#"grammar/GRAMMAR.md, „Statements“ (одиниці кожного рядка); Правила гри в шахи ФІДЕ, ст. 6 (контроль часу вказують у хвилинах і секундах)."#,
            },
        },
    },
    Localized {
        code: TOO_MANY_PARTICIPANTS,
        bg: Texts {
            summary: r#"регламентът изброява или обявява повече участници от границата"#,
            doc: Doc {
                what: r#"Списъкът на участниците (или на отборите) има повече имена, или текстът обявява по-голям брой участници, отколкото позволява границата (по подразбиране 9999 — най-големият стартов номер, който побира файл TRF на ФИДЕ)."#,
                why: r#"Всяка следваща стъпка (проверките, класирането, кръстосаната таблица на кръгова система) струва време и памет, които растат с броя на участниците, някои с неговия квадрат. Число далеч над всеки истински турнир е грешка при писане (`stated 1200` вместо `120`) или развален генериран файл и се отхвърля, преди да е струвало минути или гигабайти."#,
                example: r#""#,
                fix: r#"Поправете числото. За истински толкова голям турнир вдигнете границата с `--max-players`."#,
                reference: r#"Границите на програмата (ROBUSTNESS.md, „Limits“); формат TRF16/TRF26 на ФИДЕ, запис 001, колони 5–8 (стартови номера до 9999)."#,
            },
        },
        uk: Texts {
            summary: r#"положення перелічує або заявляє більше учасників, ніж дозволяє межа"#,
            doc: Doc {
                what: r#"Список учасників (або команд) має більше записів, або текст заявляє більшу кількість учасників, ніж дозволяє межа (типово 9999 — найбільший стартовий номер, який вміщує файл TRF ФІДЕ)."#,
                why: r#"Кожен наступний крок (перевірки, підсумкова таблиця, таблиця колового турніру) коштує часу й пам'яті, що зростають із кількістю учасників, деякі — з її квадратом. Число, далеке від будь-якого справжнього турніру, — помилка набору (`stated 1200` замість `120`) або зіпсований згенерований файл, і його відхиляють, перш ніж воно забере хвилини чи гігабайти."#,
                example: r#""#,
                fix: r#"Виправте число. Для справді такого великого турніру підніміть межу через `--max-players`."#,
                reference: r#"Межі програми (ROBUSTNESS.md, „Limits“); формат TRF16/TRF26 ФІДЕ, запис 001, колонки 5–8 (стартові номери до 9999)."#,
            },
        },
    },
    Localized {
        code: TOO_MANY_ROUNDS,
        bg: Texts {
            summary: r#"регламентът посочва повече кръгове от границата"#,
            doc: Doc {
                what: r#"Системата посочва брой кръгове или програмата назовава кръг над границата (по подразбиране 999)."#,
                why: r#"Класирането, кръстосаната таблица и файлът TRF имат по колона за всеки кръг; номер на кръг над всеки истински турнир (двукръгов турнир с 20 участници има 38 кръга) е грешка при писане и би направил всеки документ толкова голям."#,
                example: r#""#,
                fix: r#"Поправете броя на кръговете. За истински турнир с повече кръгове вдигнете границата с `--max-rounds`."#,
                reference: r#"Границите на програмата (ROBUSTNESS.md, „Limits“)."#,
            },
        },
        uk: Texts {
            summary: r#"положення вказує більше турів, ніж дозволяє межа"#,
            doc: Doc {
                what: r#"Система вказує кількість турів або програма називає тур понад межу (типово 999)."#,
                why: r#"Підсумкова таблиця, таблиця турніру і файл TRF мають по стовпцю на кожен тур; номер туру, більший за будь-який справжній турнір (двоколовий турнір на 20 учасників — це 38 турів), — помилка набору, що зробила б кожен документ таким самим завеликим."#,
                example: r#""#,
                fix: r#"Виправте кількість турів. Для справжнього турніру з більшою кількістю турів підніміть межу через `--max-rounds`."#,
                reference: r#"Межі програми (ROBUSTNESS.md, „Limits“)."#,
            },
        },
    },
];
