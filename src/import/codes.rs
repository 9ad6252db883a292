//! The import's own errors: the limits on what it reads (`I020`–`I022`). The review-mark codes a
//! draft carries (`I001`–`I013`) belong to the language: [`crate::model::review`].
//! Each code is registered here once, with its documentation; `crate::registry` collects every
//! stage's table.

use crate::diagnostic::l10n::{Localized, Texts};
use crate::diagnostic::{Code, CodeInfo, Doc, Severity};

macro_rules! import_error {
    ($name:ident, $code:literal, $kebab:literal, $summary:literal, $what:literal, $why:literal, $example:literal, $fix:literal, $reference:literal) => {
        #[doc = concat!($code, " `", $kebab, "`: ", $summary, ".")]
        pub const $name: Code = Code::new(&CodeInfo {
            code: $code,
            name: $kebab,
            severity: Severity::Error,
            summary: $summary,
            doc: Doc {
                what: $what,
                why: $why,
                example: $example,
                fix: $fix,
                reference: $reference,
            },
        });
    };
}

import_error!(PARAGRAPH_TOO_LONG, "I020", "import-paragraph-too-long",
    "a paragraph of the document is longer than the limit",
    "A paragraph (a line of a text file, a paragraph of a Word or OpenDocument file, a block of a web page) holds more characters than the limit, 100,000 by default (`--max-paragraph-length`); the document is not imported.",
    "A regulation's longest paragraph is a few hundred characters (1,116 in the 75 documents of the corpus). A paragraph of hundreds of thousands is a file of another kind saved as text, a page whose text lost its line breaks, or a document made to exhaust the reader; refusing it bounds the work of reading one paragraph.",
    "```text\nreglament import one-line.txt   # 2 MiB of text with no line break\n```",
    "Open the document and check it is the regulation; if it really has such a paragraph, raise the limit: `--max-paragraph-length 1000000`.",
    "The product's input limits (ROBUSTNESS.md, \"Limits\").");

import_error!(NESTING_TOO_DEEP, "I021", "import-nesting-too-deep",
    "the document's elements are nested deeper than the limit",
    "An HTML page, or the XML of a `.docx` or `.odt`, has elements nested more deeply than the limit, 512 by default (`--max-nesting-depth`); the document is not imported.",
    "Web pages nest their blocks 20 to 40 deep and Word documents fewer; Chromium's own HTML parser stops nesting at 512. Thousands of nested elements are a broken or hostile page whose parsing would cost time in proportion to the square of its depth.",
    "```text\n<div><div><div>… (20,000 times)\n```",
    "Save the page again from the browser (or copy its text into a `.txt` file); if it really is that deep, raise the limit: `--max-nesting-depth 4096`.",
    "The product's input limits (ROBUSTNESS.md, \"Limits\"); Chromium's HTML parser, `kMaximumHTMLParserDOMTreeDepth`.");

import_error!(TOO_MANY_PARAGRAPHS, "I022", "import-too-many-paragraphs",
    "the document has more paragraphs than the limit",
    "A document holds more paragraphs (lines of a text file, paragraphs and table rows of a Word or OpenDocument file, blocks of a web page) than the limit, 100,000 by default (`--max-paragraphs`); the document is not imported.",
    "The 78 documents of the corpus (`tests/corpus`) have at most 62 lines of text. Hundreds of thousands of paragraphs are a file of another kind (a list, a log, a table exported as text) or a document made to exhaust the reader; refusing it bounds the import's work and memory.",
    "```text\nreglament import numbers.txt   # 16 MiB of one number a line\n```",
    "Check that the file is the regulation; if it really has that many paragraphs, raise the limit: `--max-paragraphs 1000000`.",
    "The product's input limits (ROBUSTNESS.md, \"Limits\").");

/// The import's own codes, in code order.
pub const CODES: &[Code] = &[PARAGRAPH_TOO_LONG, NESTING_TOO_DEEP, TOO_MANY_PARAGRAPHS];

/// The Bulgarian and Ukrainian documentation of the import's own codes.
pub const L10N: &[Localized] = &[
    Localized {
        code: PARAGRAPH_TOO_LONG,
        bg: Texts {
            summary: "абзац на документа е по-дълъг от границата",
            doc: Doc {
                what: "Абзац (ред на текстов файл, абзац на документ на Word или OpenDocument, блок на уеб страница) съдържа повече знаци от границата — 100 000 по подразбиране (`--max-paragraph-length`); документът не се внася.",
                why: "Най-дългият абзац на един регламент е няколкостотин знака (1116 в 75-те документа на корпуса). Абзац от стотици хиляди знаци е файл от друг вид, записан като текст, страница, чийто текст е загубил новите редове, или документ, направен да изтощи четенето; отказът ограничава работата по един абзац.",
                example: "",
                fix: "Отворете документа и проверете дали е регламентът; ако наистина има такъв абзац, вдигнете границата: `--max-paragraph-length 1000000`.",
                reference: "Границите на входа (ROBUSTNESS.md, „Limits“).",
            },
        },
        uk: Texts {
            summary: "абзац документа довший за межу",
            doc: Doc {
                what: "Абзац (рядок текстового файлу, абзац документа Word чи OpenDocument, блок вебсторінки) має більше знаків, ніж дозволяє межа — 100 000 за замовчуванням (`--max-paragraph-length`); документ не імпортовано.",
                why: "Найдовший абзац положення — кілька сотень знаків (1116 у 75 документах корпусу). Абзац на сотні тисяч знаків — це файл іншого виду, збережений як текст, сторінка, текст якої втратив розриви рядків, або документ, зроблений, щоб виснажити читання; відмова обмежує роботу над одним абзацом.",
                example: "",
                fix: "Відкрийте документ і перевірте, чи це положення; якщо в ньому справді такий абзац, підніміть межу: `--max-paragraph-length 1000000`.",
                reference: "Межі вхідних даних (ROBUSTNESS.md, „Limits“).",
            },
        },
    },
    Localized {
        code: NESTING_TOO_DEEP,
        bg: Texts {
            summary: "елементите на документа са вложени по-дълбоко от границата",
            doc: Doc {
                what: "Уеб страница или XML на `.docx` или `.odt` има елементи, вложени по-дълбоко от границата — 512 по подразбиране (`--max-nesting-depth`); документът не се внася.",
                why: "Уеб страниците влагат блоковете си на 20 до 40 нива, документите на Word — на по-малко; самият анализатор на HTML на Chromium спира влагането на 512. Хиляди вложени елементи са повредена или злонамерена страница, чийто анализ струва време, пропорционално на квадрата на дълбочината.",
                example: "",
                fix: "Запишете страницата отново от браузъра (или копирайте текста ѝ във файл `.txt`); ако наистина е толкова дълбока, вдигнете границата: `--max-nesting-depth 4096`.",
                reference: "Границите на входа (ROBUSTNESS.md, „Limits“); анализаторът на HTML на Chromium, `kMaximumHTMLParserDOMTreeDepth`.",
            },
        },
        uk: Texts {
            summary: "елементи документа вкладено глибше за межу",
            doc: Doc {
                what: "Вебсторінка або XML файлу `.docx` чи `.odt` має елементи, вкладені глибше, ніж дозволяє межа — 512 за замовчуванням (`--max-nesting-depth`); документ не імпортовано.",
                why: "Вебсторінки вкладають свої блоки на 20–40 рівнів, документи Word — на менше; сам аналізатор HTML у Chromium припиняє вкладання на 512. Тисячі вкладених елементів — це пошкоджена або зловмисна сторінка, розбір якої коштує часу, пропорційного квадрату глибини.",
                example: "",
                fix: "Збережіть сторінку з браузера ще раз (або скопіюйте її текст у файл `.txt`); якщо вона справді така глибока, підніміть межу: `--max-nesting-depth 4096`.",
                reference: "Межі вхідних даних (ROBUSTNESS.md, „Limits“); аналізатор HTML у Chromium, `kMaximumHTMLParserDOMTreeDepth`.",
            },
        },
    },
    Localized {
        code: TOO_MANY_PARAGRAPHS,
        bg: Texts {
            summary: "документът има повече абзаци от границата",
            doc: Doc {
                what: "Документът съдържа повече абзаци (редове на текстов файл, абзаци и редове на таблици на документ на Word или OpenDocument, блокове на уеб страница) от границата — 100 000 по подразбиране (`--max-paragraphs`); документът не се внася.",
                why: "78-те документа в корпуса имат най-много 62 реда текст. Стотици хиляди абзаци са файл от друг вид (списък, дневник, таблица, записана като текст) или документ, направен да изтощи четенето; отказът ограничава работата и паметта на вноса.",
                example: "",
                fix: "Проверете дали файлът е регламентът; ако наистина има толкова абзаци, вдигнете границата: `--max-paragraphs 1000000`.",
                reference: "Границите на входа (ROBUSTNESS.md, „Limits“).",
            },
        },
        uk: Texts {
            summary: "документ має більше абзаців, ніж дозволяє межа",
            doc: Doc {
                what: "Документ має більше абзаців (рядків текстового файлу, абзаців і рядків таблиць документа Word чи OpenDocument, блоків вебсторінки), ніж дозволяє межа — 100 000 за замовчуванням (`--max-paragraphs`); документ не імпортовано.",
                why: "78 документів корпусу мають щонайбільше 62 рядки тексту. Сотні тисяч абзаців — це файл іншого виду (список, журнал, таблиця, збережена як текст) або документ, зроблений, щоб виснажити читання; відмова обмежує роботу й пам'ять імпорту.",
                example: "",
                fix: "Перевірте, чи файл — це положення; якщо в ньому справді стільки абзаців, підніміть межу: `--max-paragraphs 1000000`.",
                reference: "Межі вхідних даних (ROBUSTNESS.md, „Limits“).",
            },
        },
    },
];
