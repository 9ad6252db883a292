//! The `C` codes: clashes between the regulations of one folder (a federation's season).

use crate::diagnostic::l10n::Localized;
use crate::diagnostic::{Code, CodeInfo, Doc, Severity};

const REFERENCE: &str = "The federation's calendar: each regulation's own facts (`event { dates … }`, the programme, `officials`, `venue`, `validity { qualification … }`); `src/checks/season/`.";
const REFERENCE_BG: &str = "Календарът на федерацията: фактите на всеки регламент (`event { dates … }`, програмата, `officials`, `venue`, `validity { qualification … }`); `src/checks/season/`.";
const REFERENCE_UK: &str = "Календар федерації: факти кожного положення (`event { dates … }`, програма, `officials`, `venue`, `validity { qualification … }`); `src/checks/season/`.";

macro_rules! season_code {
    ($name:ident, $code:literal, $kebab:literal, $severity:expr, $summary:literal, $what:literal, $why:literal, $example:literal, $fix:literal) => {
        #[doc = concat!($code, " `", $kebab, "`: ", $summary, ".")]
        pub const $name: Code = Code::new(&CodeInfo {
            code: $code,
            name: $kebab,
            severity: $severity,
            summary: $summary,
            doc: Doc { what: $what, why: $why, example: $example, fix: $fix, reference: REFERENCE },
        });
    };
}

season_code!(SAME_PLAYERS_SAME_DAYS, "C001", "same-players-same-days", Severity::Warning,
    "two events for the same players are played on the same days",
    "Two regulations of one folder whose participants can be the same (individual or team events alike; the same sex or one open to both; age groups that meet: `до 14 години`, `U18`, `2008 р. н. та молодші`, `ветерани`; the same category, such as workers or students, or one open to all) and whose days of play overlap (the dated programme, else the event's dates), in one country. Two files with the same title on the same dates are two versions of one regulation and are not compared; a qualifier and the final it names are compared by C005.",
    "A player cannot be in two towns on one day: the federation's calendar makes her choose, and the smaller event loses its strongest players (two championships for the same girls on one weekend are found by the parents, not the federation).",
    "```text\n# girls-u14.rgl\nregulation \"Държавно първенство за девойки до 14 години\" lang bg\nevent { dates 2030-04-05..2030-04-07 }\n# girls-u16.rgl\nregulation \"Държавно първенство за девойки до 16 години\" lang bg\nevent { dates 2030-04-06..2030-04-08 }\n```",
    "Move one of the events, or say in its name who may play (an age group, a category) so that the two fields cannot meet.");

season_code!(OFFICIAL_IN_TWO_EVENTS, "C002", "official-in-two-events", Severity::Error,
    "one official is appointed to two events on the same days",
    "The chief arbiter, a deputy, an arbiter or the director named in two regulations of one folder (the same name, in any order of its words and any script, or the same FIDE ID) whose days of play overlap.",
    "An arbiter cannot direct two events at once; one of them has no arbiter on those days, and its results may be challenged.",
    "```text\n# a.rgl\nofficials { chief-arbiter \"Милен Петров\" }\nevent { dates 2030-03-11..2030-03-20 }\n# b.rgl\nofficials { arbiter \"Петров Милен\" }\nevent { dates 2030-03-15..2030-03-16 }\n```",
    "Appoint another official to one of the events, or move it.");

season_code!(HALL_BOOKED_TWICE, "C003", "hall-booked-twice", Severity::Error,
    "one hall is booked for two events on the same days",
    "The same venue (a hall, club, hotel or school: the words of `venue` that are not the town's) in two regulations of one folder whose days of play overlap. A venue that names only a town (`гр. Перник`) is not a hall.",
    "Two events cannot be played in one hall at once; one of them has nowhere to play.",
    "```text\n# a.rgl\nevent { venue \"зала „Одесос“, хотел Астор Гардън\"; dates 2030-06-05..2030-06-09 }\n# b.rgl\nevent { venue \"хотел Астор Гардън, зала „Одесос“\"; dates 2030-06-08..2030-06-08 }\n```",
    "Book another hall for one of the events, or move it.");

season_code!(QUALIFIER_PLACES_MISMATCH, "C004", "qualifier-places-mismatch", Severity::Error,
    "a qualifier sends a number of places to a final whose regulation counts another",
    "A regulation that says how many of its players go to a final (`Първите 4 се класират за финала …`, `перші 3 виходять у фінал`) and the regulation of that final in the same folder (the one whose title names the final, for the same players) that counts another number from the qualifier (`по 3 от полуфинала`).",
    "Players who qualified by the qualifier's regulation and find no place in the final's (or places the final keeps for nobody) are the federation's most common appeal.",
    "```text\n# semi.rgl\nvalidity { qualification \"Първите 4 се класират за финала на държавното първенство за жени.\" }\n# final.rgl\nsection 3 \"Участници\" { \"Във финала играят по 3 състезателки от полуфинала.\" }\n```",
    "Make the two regulations say the same number of places.");

season_code!(FINAL_BEFORE_QUALIFIER_ENDS, "C005", "final-before-qualifier-ends", Severity::Error,
    "a final starts before its qualifier ends",
    "A regulation that sends players to a final (as for C004) and that final's regulation in the same folder, which starts on or before the qualifier's last day.",
    "The players of the final are not known until the qualifier ends; a final that starts earlier cannot have them.",
    "```text\n# semi.rgl\nevent { dates 2030-04-01..2030-04-07 }\n# final.rgl\nevent { dates 2030-04-05..2030-04-13 }\n```",
    "Start the final after the qualifier's last day.");

/// Every `C` code, in code order.
pub const CODES: &[Code] = &[
    SAME_PLAYERS_SAME_DAYS,
    OFFICIAL_IN_TWO_EVENTS,
    HALL_BOOKED_TWICE,
    QUALIFIER_PLACES_MISMATCH,
    FINAL_BEFORE_QUALIFIER_ENDS,
];

use crate::diagnostic::l10n::texts_with_module_reference as season_texts;

/// The Bulgarian and Ukrainian documentation of the `C` codes.
pub static L10N: &[Localized] = &[
    season_texts!(SAME_PLAYERS_SAME_DAYS,
        bg: ["два турнира за едни и същи състезатели се играят в едни и същи дни",
            "Два регламента от една папка, чиито участници може да са едни и същи (индивидуални или отборни и двата; един и същ пол или единият отворен и за двата; възрастови групи, които се застъпват: `до 14 години`, `U18`, `родени 2008 г. и по-малки`, `ветерани`; една и съща категория — работници, студенти — или едната за всички), а дните им на игра се застъпват (програмата с дати, иначе датите на турнира), в една държава. Два файла с едно заглавие и едни дати са две версии на един регламент и не се сравняват; квалификацията и финалът, който тя назовава, се сравняват от C005.",
            "Състезателката не може да е в два града в един ден: календарът на федерацията я кара да избира, а по-малкият турнир губи най-силните си участници (две първенства за едни и същи момичета в един уикенд откриват родителите, а не федерацията).",
            "Преместете единия турнир или посочете в наименованието му кой може да играе (възрастова група, категория), така че двата състава да не могат да се срещнат."],
        uk: ["два турніри для тих самих шахістів проходять у ті самі дні",
            "Два положення з однієї теки, учасники яких можуть бути тими самими (обидва особисті або обидва командні; та сама стать або одне відкрите для обох; вікові групи, що перетинаються: `до 14 років`, `U18`, `2008 р. н. та молодші`, `ветерани`; та сама категорія — робітники, студенти — або одне для всіх), а дні гри перетинаються (програма з датами, інакше дати турніру), в одній країні. Два файли з однаковою назвою на ті самі дати — дві версії одного положення, їх не порівнюють; відбір і фінал, який він називає, порівнює C005.",
            "Шахістка не може бути у двох містах одного дня: календар федерації змушує її обирати, а менший турнір втрачає найсильніших учасників (два чемпіонати для тих самих дівчат в одні вихідні помічають батьки, а не федерація).",
            "Перенесіть один із турнірів або зазначте в назві, хто може грати (вікову групу, категорію), щоб склади не могли перетнутися."]),
    season_texts!(OFFICIAL_IN_TWO_EVENTS,
        bg: ["един и същ съдия е определен за два турнира в едни и същи дни",
            "Главният съдия, заместник, съдия или директорът, посочен в два регламента от една папка (едно и също име, с думите в какъвто и да е ред и на каквато и да е азбука, или един и същ FIDE ID), чиито дни на игра се застъпват.",
            "Съдията не може да ръководи два турнира едновременно; единият остава без съдия в тези дни и резултатите му може да бъдат оспорени.",
            "Определете друг съдия за единия турнир или го преместете."],
        uk: ["того самого суддю призначено на два турніри в ті самі дні",
            "Головний суддя, заступник, суддя чи директор, названий у двох положеннях з однієї теки (те саме ім'я, зі словами в будь-якому порядку й будь-якою абеткою, або той самий FIDE ID), дні гри яких перетинаються.",
            "Суддя не може вести два турніри одночасно; один з них ці дні лишається без судді, і його результати можуть оскаржити.",
            "Призначте на один із турнірів іншого суддю або перенесіть його."]),
    season_texts!(HALL_BOOKED_TWICE,
        bg: ["една и съща зала е заета за два турнира в едни и същи дни",
            "Едно и също място (зала, клуб, хотел, училище: думите на `venue`, които не са градът) в два регламента от една папка, чиито дни на игра се застъпват. Място, което назовава само град (`гр. Перник`), не е зала.",
            "Два турнира не могат да се играят в една зала едновременно; единият няма къде да се играе.",
            "Наемете друга зала за единия турнир или го преместете."],
        uk: ["той самий зал зайнято для двох турнірів у ті самі дні",
            "Те саме місце (зал, клуб, готель, школа: слова `venue`, що не є містом) у двох положеннях з однієї теки, дні гри яких перетинаються. Місце, що називає лише місто (`м. Київ`), не є залом.",
            "Два турніри не можна грати в одному залі одночасно; одному з них нема де грати.",
            "Знайдіть інший зал для одного з турнірів або перенесіть його."]),
    season_texts!(QUALIFIER_PLACES_MISMATCH,
        bg: ["квалификация праща на финал брой места, а регламентът на финала брои друг",
            "Регламент, който казва колко от състезателите му отиват на финал (`Първите 4 се класират за финала …`), и регламентът на този финал в същата папка (този, чието заглавие назовава финала, за същите състезатели), който брои друг брой от квалификацията (`по 3 от полуфинала`).",
            "Класиралите се по регламента на квалификацията, които не намират място във финала (или места, които финалът пази за никого), са най-честата контестация пред федерацията.",
            "Нека двата регламента казват един и същ брой места."],
        uk: ["відбір надсилає до фіналу одну кількість місць, а положення фіналу рахує іншу",
            "Положення, яке каже, скільки його учасників виходить у фінал (`перші 3 виходять у фінал …`), і положення цього фіналу в тій самій теці (те, назва якого називає фінал, для тих самих шахістів), що рахує з відбору іншу кількість (`по 2 з півфіналу`).",
            "Шахісти, що пройшли за положенням відбору й не знаходять місця у фіналі (чи місця, які фінал тримає ні для кого), — найчастіший протест до федерації.",
            "Зробіть так, щоб обидва положення називали ту саму кількість місць."]),
    season_texts!(FINAL_BEFORE_QUALIFIER_ENDS,
        bg: ["финалът започва преди края на квалификацията си",
            "Регламент, който праща състезатели на финал (както за C004), и регламентът на този финал в същата папка, който започва в последния ден на квалификацията или преди него.",
            "Участниците във финала не са известни, докато квалификацията не свърши; финал, който започва по-рано, не може да ги има.",
            "Започнете финала след последния ден на квалификацията."],
        uk: ["фінал починається до завершення свого відбору",
            "Положення, що надсилає шахістів до фіналу (як для C004), і положення цього фіналу в тій самій теці, який починається в останній день відбору або раніше.",
            "Учасники фіналу невідомі, доки відбір не завершився; фінал, що починається раніше, не може їх мати.",
            "Почніть фінал після останнього дня відбору."]),
];
