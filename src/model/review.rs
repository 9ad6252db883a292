//! The review marks of the language: `review CODE "what to verify"` (`провери`, `перевір`), a fact
//! somebody must still compare with the document. `reglament import` writes one next to every
//! guess, under one of the `I0xx` codes below; `check` reports every mark under its code until the
//! secretary has verified the fact and deleted the mark ([`findings`]). The codes belong to the
//! language, not to the import: any tool (or person) may mark a fact, and the checks read the marks
//! ([`crate::checks`] defers an omission finding to a mark about the same fact).

use crate::diagnostic::l10n::Localized;
use crate::diagnostic::{Code, CodeInfo, Diagnostic, Doc, Severity};
use crate::model::Regulation;
use crate::source::Span;

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
    "A time-control sentence from which the import read some but not all it says: an increment named without its seconds (\"90 минути за цялата партия с добавка\"), or a sentence cut off right after the time (\"1 година 30 хвилин д\").",
    "The time control decides the rating list the event is valid for and the FIDE minimums.",
    "```text\n2. Контрола на времето: 90 минути за цялата партия с добавка на всеки ход.\n```",
    "Compare the `time-control` block with the sentence, then delete the mark.");

import_code!(FACT_LEFT_OUT, "I008", "import-fact-left-out",
    "a fact was read but left out because it does not fit the language",
    "A value the import read from the document that the regulation language rejects (a date that is not in the calendar, a number out of range); the draft keeps it in the prose and names the error.",
    "The document itself is probably wrong at that place.",
    "```text\nПървенството се провежда от 30.02 до 03.03.2021 г.\n```",
    "Correct the document's value and write the fact, then delete the mark.");

import_code!(DATE_CARRIED, "I009", "import-date-carried",
    "a programme row without a date of its own was put on the event's first day",
    "A sentence gives a time of the programme but no day (\"Първият кръг започва в 15:00 ч.\") in an event held over several days; the import puts the row on the first day.",
    "A row that really belongs to another day would be checked on the wrong day.",
    "```text\n1. Турнирът се провежда от 8 до 14 юни 2009 г. в Боровец.\n2. Първият кръг започва в 15:00 ч.\n```",
    "Check the rows' dates, then delete the mark.");

import_code!(PEOPLE_GUESSED, "I010", "import-people-guessed",
    "names of officials or committee members were read from free text",
    "The members of the appeals committee read from lines of a list (\"Председател: Иван Петров\", \"Членове: Мария Георгиева и Петър Стоянов\"), where who is chair, member or reserve is told only by the line's first word.",
    "Officials are named on the document and checked against the participants and the signatures.",
    "```text\nПредседател: Иван Петров\nЧленове: Мария Георгиева и Петър Стоянов\n```",
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

/// Every review-mark code, in code order.
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
];

/// The code a review mark names (`I003`), or [`UNVERIFIED`] for any other.
pub fn for_mark(code: &str) -> Code {
    CODES.iter().copied().find(|c| c.as_str().eq_ignore_ascii_case(code)).unwrap_or(UNVERIFIED)
}

use crate::diagnostic::l10n::texts_with_module_reference as import_texts;

const REFERENCE_BG: &str =
    "`reglament import` (src/import/); редът за проверка е описан в grammar/GRAMMAR.md, „Statements“.";
const REFERENCE_UK: &str =
    "`reglament import` (src/import/); рядок для перевірки описано в grammar/GRAMMAR.md, „Statements“.";

/// The Bulgarian and Ukrainian documentation of the review-mark codes.
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
         "Изречение за контролата, от което вносът е прочел част, но не всичко, което то казва: добавка без броя на секундите („90 минути за цялата партия с добавка“) или изречение, прекъснато веднага след времето.",
         "Контролата на времето определя за кой рейтинг се отчита турнирът и минимумите на ФИДЕ.",
         "Сверете блока `time-control` с изречението и изтрийте отметката."],
        uk: ["контроль часу прочитано лише частково",
         "Речення про контроль часу, з якого імпорт прочитав частину, але не все сказане: додавання без кількості секунд («90 хвилин на партію з додаванням») або речення, обірване одразу після часу («1 година 30 хвилин д»).",
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
        bg: ["ред от програмата без своя дата е отнесен към първия ден на турнира",
         "Изречение дава час от програмата, но не и деня („Първият кръг започва в 15:00 ч.“), а турнирът е в няколко дни; вносът отнася реда към първия ден.",
         "Ред, който всъщност е за друг ден, би се проверявал за грешния ден.",
         "Проверете датите на редовете и изтрийте отметката."],
        uk: ["рядок програми без власної дати віднесено до першого дня змагань",
         "Речення називає час із програми, але не день («Перший тур починається о 15:00»), а змагання тривають кілька днів; імпорт відносить рядок до першого дня.",
         "Рядок, який насправді належить до іншого дня, перевірявся б для хибного дня.",
         "Перевірте дати рядків і видаліть позначку."]),
    import_texts!(PEOPLE_GUESSED,
        bg: ["имената на съдии или на членове на комисия са прочетени от свободен текст",
         "Членовете на комисията по контестациите, прочетени от редове на списък („Председател: Иван Петров“, „Членове: Мария Георгиева и Петър Стоянов“), в които кой е председател, член или резерва личи само от първата дума на реда.",
         "Длъжностните лица се отпечатват в документа и се сверяват с участниците и подписите.",
         "Сверете имената и длъжностите с документа и изтрийте отметката."],
        uk: ["імена суддів або членів комісії прочитано з вільного тексту",
         "Члени апеляційного комітету, прочитані з рядків переліку («Голова: …», «Члени: … та …»), де хто голова, член чи резерв видно лише з першого слова рядка.",
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
];

/// A code's one-line summary in a language (for the findings of the review marks).
pub fn summary(code: Code, lang: crate::vocab::Lang) -> &'static str {
    L10N.iter()
        .find(|l| l.code == code)
        .and_then(|l| l.texts(lang))
        .map_or(code.info().summary, |t| t.summary)
}

/// The findings of the review marks of a regulation: one warning per mark, under its import
/// code, pointing at the mark and at the fact it is about. Every mark is reported;
/// [`crate::compile`] leaves out those the run's selection does not want.
pub fn findings(reg: &Regulation) -> Vec<Diagnostic> {
    use crate::diagnostic::l10n::{localized, tr};
    reg.reviews
        .iter()
        .map(|r| {
            let code = for_mark(&r.code.value);
            let note = r.note.as_ref().map(|n| n.value.as_str()).unwrap_or("");
            let written = r.code.value.as_str();
            localized(|l| {
                let summary = summary(code, l);
                // The mark's words are the draft's, in its language: in English they are quoted
                // as the file's text, not run into the English message.
                let english = matches!(l, crate::vocab::Lang::En);
                let message = if note.is_empty() || english {
                    summary.to_string()
                } else {
                    format!("{summary}: {note}")
                };
                let mut d = Diagnostic::of(code, message)
                    .with_label(
                        r.span,
                        tr!(
                            l,
                            en: "verify the fact, then delete this mark",
                            bg: "проверете факта и изтрийте тази отметка",
                            uk: "перевірте факт і видаліть цю позначку"
                        ),
                    )
                    .with_help(tr!(
                        l,
                        en: "compare the fact with the document; when it is right, delete the `review` line",
                        bg: "сверете факта с документа; когато е верен, изтрийте реда `review`",
                        uk: "звірте факт із документом; коли він правильний, видаліть рядок `review`"
                    ));
                if let Some(fact) = r.fact {
                    let span = Span::new(fact.start, fact.start.max(fact.end.min(fact.start + 1)));
                    d = d.with_label(span, tr!(l, en: "the fact", bg: "фактът", uk: "факт"));
                }
                if english && !note.is_empty() {
                    d = d.with_note(format!("the mark in the file reads: \"{note}\""));
                }
                if code == UNVERIFIED && !written.eq_ignore_ascii_case("I001") {
                    d = d.with_note(tr!(
                        l,
                        en: "`{written}` is not an import code; the mark is reported as I001",
                        bg: "`{written}` не е код на вноса; отметката се отчита като I001",
                        uk: "`{written}` — не код імпорту; позначку подано як I001"
                    ));
                }
                d
            })
        })
        .collect()
}
