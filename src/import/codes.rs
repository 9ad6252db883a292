//! The `I` codes: what `reglament import` was unsure of. The draft marks each guess with a
//! `review CODE "what to verify"` statement (`провери` in Bulgarian, `перевір` in Ukrainian) next
//! to the fact, and `check` reports every mark under its code until the secretary has verified
//! the fact and deleted the mark.
//! Each code is registered here once, with its documentation; `crate::registry` collects every
//! stage's table.

use crate::diagnostic::l10n::{Localized, Texts};
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

import_code!(BODIES_GUESSED, "I013", "import-bodies-guessed",
    "the organisers were read from a sentence",
    "Announcements name the organisers in a sentence (\"Община Разлог организира шахматен турнир\", \"… негов организатор е шахматен клуб …\"), not under a heading; the import took the words it read as the bodies' names.",
    "The organisers are printed on the document; a sentence may name a body with more or fewer words than its name.",
    "```text\nМДЮСШ №6, Вінницький спорткомітет та федерація шахів м.Вінниці організовують наступні турніри:\n```",
    "Compare the `organiser` names with the document, then delete the mark.");

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
    BODIES_GUESSED,
    PARAGRAPH_TOO_LONG,
    NESTING_TOO_DEEP,
    TOO_MANY_PARAGRAPHS,
];

/// The code a review mark names (`I003`), or [`UNVERIFIED`] for any other.
pub fn for_mark(code: &str) -> Code {
    CODES.iter().copied().find(|c| c.as_str().eq_ignore_ascii_case(code)).unwrap_or(UNVERIFIED)
}

/// A code's Bulgarian and Ukrainian texts, each named: summary, what, why, fix (the example is the English
/// one, a quotation of a document; the reference is the same for every `I` code).
macro_rules! import_texts {
    ($code:ident, bg: [$bs:literal, $bw:literal, $by:literal, $bf:literal], uk: [$us:literal, $uw:literal, $uy:literal, $uf:literal]) => {
        Localized {
            code: $code,
            bg: Texts {
                summary: $bs,
                doc: Doc { what: $bw, why: $by, example: "", fix: $bf, reference: REFERENCE_BG },
            },
            uk: Texts {
                summary: $us,
                doc: Doc { what: $uw, why: $uy, example: "", fix: $uf, reference: REFERENCE_UK },
            },
        }
    };
}

const REFERENCE_BG: &str =
    "`reglament import` (src/import/); редът за проверка е описан в grammar/GRAMMAR.md, „Statements“.";
const REFERENCE_UK: &str =
    "`reglament import` (src/import/); рядок для перевірки описано в grammar/GRAMMAR.md, „Statements“.";

/// The Bulgarian and Ukrainian documentation of the `I` codes.
pub const L10N: &[Localized] = &[
    import_texts!(UNVERIFIED,
        bg: ["факт, отбелязан за проверка",
         "Ред `review` (`провери`) с код, който не е от кодовете на вноса: някой е отбелязал факт, който трябва да се провери.",
         "Отметката казва, че фактът още не е сверен с документа.",
         "Проверете факта и изтрийте реда `review`."],
        uk: ["факт, позначений для перевірки",
         "Рядок `review` (`перевір`) з кодом, що не належить до кодів імпорту: хтось позначив факт, який треба перевірити.",
         "Позначка означає, що факт ще не звірено з документом.",
         "Перевірте факт і видаліть рядок `review`."]),
    import_texts!(YEAR_GUESSED,
        bg: ["дата, написана без година, е получила годината от датите на турнира",
         "Редове от програмата и други дати, написани като `11 март` или `07.06.`: вносът им е дал годината от датите на турнира.",
         "Програма, преписана от регламента на друга година, запазва числата на дните; годината, която вносът е дописал, може да не е вярната.",
         "Сверете датите с календара на годината на турнира и изтрийте отметката."],
        uk: ["дата, записана без року, отримала рік із дат турніру",
         "Рядки програми та інші дати, записані як `11 березня` чи `07.06.`: імпорт дав їм рік із дат турніру.",
         "Програма, переписана з положення іншого року, зберігає числа днів; рік, який дописав імпорт, може бути не тим.",
         "Звірте дати з календарем року турніру й видаліть позначку."]),
    import_texts!(TIEBREAK_GUESSED,
        bg: ["допълнителен показател е назован неточно или не е разпознат",
         "Показател, чието описание отговаря на повече от едно определение от C.07 („Зонеборн-Бергер за отборни турнири“ в отборен турнир), или ред от списъка с показатели, който вносът не е съпоставил с код от C.07; вторият остава само в текста, така че списъкът на фактите е по-кратък от този в документа.",
         "Редът и точният вариант на показателите решават класирането; грешен вариант променя крайното класиране.",
         "Потвърдете кода от C.07 (или добавете липсващия) в `tiebreaks` и изтрийте отметката."],
        uk: ["додатковий показник названо неточно або не розпізнано",
         "Показник, опис якого підходить до кількох визначень C.07 („Зонеборн-Бергер для командних турнірів“ у командному турнірі), або рядок переліку показників, який імпорт не зіставив із жодним кодом C.07; такий рядок лишається тільки в тексті, тож перелік фактів коротший, ніж у документі.",
         "Порядок і точний варіант показників визначають місця; хибний варіант змінює підсумкову таблицю.",
         "Підтвердьте код C.07 (або додайте відсутній) у `tiebreaks` і видаліть позначку."]),
    import_texts!(ROW_PARTLY_READ,
        bg: ["ред от списък или таблица е прочетен само отчасти",
         "Ред за участник, отбор или част от програмата, от който вносът е взел някои стойности, а останалите е оставил, или ред, който изобщо не е могъл да прочете.",
         "Състезател без рейтинг или кръг без час променят проверките, които зависят от тях (среден рейтинг, категория, норми, часове на кръговете).",
         "Сверете реда с документа, допълнете го и изтрийте отметката."],
        uk: ["рядок списку чи таблиці прочитано лише частково",
         "Рядок учасника, команди чи програми, з якого імпорт узяв частину значень, а решту лишив, або рядок, якого він не зміг прочитати зовсім.",
         "Гравець без рейтингу чи тур без часу змінюють перевірки, що від них залежать (середній рейтинг, категорія, норми, час турів).",
         "Звірте рядок із документом, доповніть його й видаліть позначку."]),
    import_texts!(TITLE_GUESSED,
        bg: ["заглавието е съставено от редовете на заглавната част или документът няма заглавие",
         "Заглавието е заглавната част на документа (редовете след „Р Е Г Л А М Е Н Т“), събрана в един ред; когато документът няма заглавна част — временно заглавие.",
         "Заглавието се отпечатва на регламента и на бюлетина.",
         "Напишете името на състезанието така, както трябва да се отпечата, и изтрийте отметката."],
        uk: ["назву складено з рядків заголовка або документ не має назви",
         "Назва — це заголовок документа (рядки після „П О Л О Ж Е Н Н Я“), зібраний в один рядок; коли заголовка немає — тимчасова назва.",
         "Назву друкують на положенні та в бюлетені.",
         "Напишіть назву змагання так, як її треба надрукувати, і видаліть позначку."]),
    import_texts!(SYSTEM_UNCLEAR,
        bg: ["системата на провеждане или броят на кръговете не е ясен",
         "Документът назовава две системи („по швейцарска или кръгова система“) или система без брой кръгове, затова проектът не посочва `system` или я посочва без кръгове.",
         "Системата и броят на кръговете определят повечето проверки на програмата.",
         "Напишете реда `system`, щом системата бъде решена, и изтрийте отметката."],
        uk: ["система проведення або кількість турів незрозумілі",
         "Документ називає дві системи („за швейцарською або коловою системою“) або систему без кількості турів, тому проєкт не вказує `system` або вказує її без турів.",
         "Система й кількість турів визначають більшість перевірок програми.",
         "Напишіть рядок `system`, щойно систему буде вирішено, і видаліть позначку."]),
    import_texts!(TIME_CONTROL_PARTLY_READ,
        bg: ["контролата на времето е прочетена само отчасти",
         "Изречение за контролата, от което вносът е прочел някои периоди, но не всичко, което то казва („1 ч. 30 мин.“ без нищо за добавката), или втора контрола (ускорен шахмат, бараж), оставена в текста.",
         "Контролата на времето определя за кой рейтинг се отчита турнирът и минимумите на ФИДЕ.",
         "Сверете блока `time-control` с изречението и изтрийте отметката."],
        uk: ["контроль часу прочитано лише частково",
         "Речення про контроль часу, з якого імпорт прочитав деякі періоди, але не все сказане („1 год 30 хв“ без нічого про додавання), або другий контроль (швидкі шахи, плей-офф), залишений у тексті.",
         "Контроль часу визначає, для якого рейтингу зараховують турнір, і мінімуми ФІДЕ.",
         "Звірте блок `time-control` із реченням і видаліть позначку."]),
    import_texts!(FACT_LEFT_OUT,
        bg: ["факт е прочетен, но оставен настрана, защото не отговаря на езика",
         "Стойност от документа, която езикът на регламента отхвърля (дата, каквато няма в календара, число извън обхвата); проектът я запазва в текста и назовава грешката.",
         "Вероятно самият документ греши на това място.",
         "Поправете стойността в документа, напишете факта и изтрийте отметката."],
        uk: ["факт прочитано, але відкладено, бо він не відповідає мові",
         "Значення з документа, яке мова положення відкидає (дата, якої немає в календарі, число поза межами); проєкт лишає його в тексті й називає помилку.",
         "Імовірно, помиляється сам документ у цьому місці.",
         "Виправте значення в документі, запишіть факт і видаліть позначку."]),
    import_texts!(DATE_CARRIED,
        bg: ["ред от програмата без своя дата е получил датата на реда над него",
         "Програмите често пишат датата веднъж за няколко реда; вносът я пренася към следващите редове, които имат само час.",
         "Ред, който всъщност е за друг ден, би се проверявал за грешния ден.",
         "Проверете датите на редовете и изтрийте отметката."],
        uk: ["рядок програми без власної дати отримав дату рядка над ним",
         "Програми часто пишуть дату один раз для кількох рядків; імпорт переносить її на наступні рядки, що мають лише час.",
         "Рядок, який насправді належить до іншого дня, перевірявся б для хибного дня.",
         "Перевірте дати рядків і видаліть позначку."]),
    import_texts!(PEOPLE_GUESSED,
        bg: ["имената на съдии или на членове на комисия са прочетени от свободен текст",
         "Съдиите, лекарят и членовете на комисията по контестациите, прочетени от изречения („Главен съдия – Милен Петров, международен съдия, Заместник …“), в които име, длъжност и категория вървят слято.",
         "Длъжностните лица се отпечатват в документа и се сверяват с участниците и подписите.",
         "Сверете имената и длъжностите с документа и изтрийте отметката."],
        uk: ["імена суддів або членів комісії прочитано з вільного тексту",
         "Судді, лікар і члени апеляційного журі, прочитані з речень („Головний суддя – …, міжнародний арбітр, заступник …“), де ім'я, посада й категорія йдуть разом.",
         "Посадових осіб друкують у документі й звіряють з учасниками та підписами.",
         "Звірте імена й посади з документом і видаліть позначку."]),
    import_texts!(DATES_UNCLEAR,
        bg: ["документът дава датите на турнира повече от веднъж и различно",
         "Два различни периода за турнира (в заглавието и в текста или на фестивала и на шахматния турнир в него): проектът взема този от раздела за датите и мястото.",
         "Датите на турнира определят календара на всяка проверка (дните от седмицата, валутата в обращение, рейтинговия период).",
         "Оставете датите, в които турнирът наистина се играе, и изтрийте отметката."],
        uk: ["документ подає дати турніру більше одного разу й по-різному",
         "Два різні періоди турніру (у заголовку й у тексті або фестивалю та шахового турніру в ньому): проєкт бере той, що в розділі про строки й місце.",
         "Дати турніру визначають календар кожної перевірки (дні тижня, чинну валюту, рейтинговий період).",
         "Залиште дати, коли турнір справді грають, і видаліть позначку."]),
    import_texts!(VENUE_AS_WRITTEN,
        bg: ["мястото е взето от изречение така, както е написано, може би в непряка форма",
         "Мястото са думите след датите („в гр.Перник“), които може да са в непряка форма или да казват повече от самото място.",
         "Мястото се отпечатва в документа.",
         "Напишете мястото така, както трябва да се отпечата, и изтрийте отметката."],
        uk: ["місце взято з речення так, як написано, можливо, у відмінковій формі",
         "Місце — це слова після дат („у м. Києві в приміщенні …“), що можуть стояти в місцевому відмінку або казати більше, ніж саме місце.",
         "Місце друкують у документі.",
         "Напишіть місце так, як його треба надрукувати, і видаліть позначку."]),
    import_texts!(BODIES_GUESSED,
    bg: ["организаторите са прочетени от изречение",
     "Съобщенията назовават организаторите в изречение („Община Разлог организира шахматен турнир“, „… негов организатор е шахматен клуб …“), а не под заглавие; вносът е взел прочетените думи за имената им.",
     "Организаторите се отпечатват в документа; изречението може да назовава организацията с повече или по-малко думи от името ѝ.",
     "Сверете имената в `organiser` с документа и изтрийте отметката."],
    uk: ["організаторів прочитано з речення",
     "Оголошення називають організаторів у реченні («МДЮСШ №6, Вінницький спорткомітет та федерація шахів м.Вінниці організовують …»), а не під заголовком; імпорт узяв прочитані слова за їхні назви.",
     "Організаторів друкують у документі; речення може називати організацію більшою чи меншою кількістю слів, ніж її назва.",
     "Звірте назви в `organiser` з документом і видаліть позначку."]),
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

/// A code's one-line summary in a language (for the findings of the review marks).
pub fn summary(code: Code, lang: crate::vocab::Lang) -> &'static str {
    L10N.iter()
        .find(|l| l.code == code)
        .and_then(|l| l.texts(lang))
        .map_or(code.info().summary, |t| t.summary)
}
