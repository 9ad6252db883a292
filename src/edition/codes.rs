//! The `E` codes: what `reglament edition` changed and the secretary should confirm. The new
//! edition marks each such change with a `review CODE "what changed"` statement (`провери`,
//! `перевір`) before the statement it is about, and `check` reports every mark under its code
//! until she has confirmed the change and deleted the mark. Each code is registered here once,
//! with its documentation; `crate::registry` collects every stage's table.

use crate::diagnostic::l10n::{localized, tr, Localized};
use crate::diagnostic::{Code, CodeInfo, Diagnostic, Doc, Severity};
use crate::model::Regulation;
use crate::source::Span;

const REFERENCE: &str = "`reglament edition` (src/edition/); the review mark is described in grammar/GRAMMAR.md, \"Statements\".";
const REFERENCE_BG: &str =
    "`reglament edition` (src/edition/); отметката за проверка е описана в grammar/GRAMMAR.md, „Statements“.";
const REFERENCE_UK: &str =
    "`reglament edition` (src/edition/); позначку перевірки описано в grammar/GRAMMAR.md, «Statements».";

macro_rules! edition_code {
    ($name:ident, $code:literal, $kebab:literal, $summary:literal, $what:literal, $why:literal, $example:literal, $fix:literal) => {
        #[doc = concat!($code, " `", $kebab, "`: ", $summary, ".")]
        pub const $name: Code = Code::new(&CodeInfo {
            code: $code,
            name: $kebab,
            severity: Severity::Warning,
            summary: $summary,
            doc: Doc { what: $what, why: $why, example: $example, fix: $fix, reference: REFERENCE },
        });
    };
}

edition_code!(DATES_MOVED, "E001", "edition-dates-moved",
    "the event's dates were moved to the new edition",
    "`reglament edition` moved every date of the facts (the event's dates, arrival and departure, the programme) by the same number of days, to the same weekday of the same week of the new year (`--year`) or to the first day asked for (`--start`), and wrote the weekdays again.",
    "The new dates are arithmetic: they do not know the new year's holidays, the hall's bookings or the federation's calendar.",
    "```text\nreview E001 \"the dates moved by 364 days: 2021-03-11..2021-03-20 → 2022-03-10..2022-03-19\"\n```",
    "Confirm the dates with the federation's calendar and the venue, then delete the `review` line.");

edition_code!(TEXT_CHANGED, "E002", "edition-text-changed",
    "the edition changed words of the title or the prose",
    "A date, a weekday next to a date, a year (`за 2007 год.`, a birth year `2006 р. н.`, `Купа 2026`), the edition's ordinal (`XXI` → `XXII`, `21-ви` → `22-ри`, `21-й` → `22-й`) or a rating list's month written in the text was written again for the new edition; the mark lists every change of the statement after it.",
    "Words are changed where they stand, by reading the text: a date that is not the event's (an older decision, the edition of the Laws) may have been moved by mistake, or one the reader did not recognise left as it was.",
    "```text\nreview E002 \"section 3: 20.03.2021 → 19.03.2022\"\n```",
    "Read the statement after the mark with the changes it lists, then delete the `review` line.");

edition_code!(AMOUNT_CONVERTED, "E003", "edition-amount-converted",
    "an amount was written in the currency in force at the new dates",
    "An amount in leva in a Bulgarian regulation whose new dates fall on or after 1 January 2026 was written in euro at the fixed rate 1.95583, rounded half-up to cents (as `check --fix` does for V703); the mark gives the amount in leva it came from.",
    "A converted amount is rarely the amount a federation decides: 30 лв. is 15.34 €, and the federation may prefer 15 € or 20 €.",
    "```text\nreview E003 \"30.00 BGN → 15.34 EUR (1.95583 BGN per euro, rounded)\"\nappeals { fee 15.34 EUR }\n```",
    "Confirm the amount or write the one the federation decided, then delete the `review` line.");

edition_code!(PARTICIPANTS_REMOVED, "E004", "edition-participants-removed",
    "last edition's participants were removed",
    "`reglament edition` empties the list of players (and of teams) of the old edition (`--keep-players` keeps it); the mark says how many there were. While the mark stands, a `{players.table}` or `{teams.table}` paragraph does not count as a list the regulation lacks (V805).",
    "Last year's field is not this year's: a list copied forward names players who may not play, and the claims made from it (average rating, category, norms) are last year's.",
    "```text\nreview E004 \"12 participants of the previous edition were removed\"\nplayers stated 12 {\n}\n```",
    "Write this edition's participants (and the stated number), then delete the `review` line.");

edition_code!(CLAIMS_OF_LAST_EDITION, "E005", "edition-claims-of-last-edition",
    "the stated average rating, category or norms are last edition's",
    "The `claims` block (average rating, category, norms) was made from the old edition's field; the new edition keeps it for the secretary to state again once the field is known.",
    "A category or norm stated for a field that has changed is a false promise to the players.",
    "```text\nreview E005 \"the claims were made from the previous edition's field\"\nclaims { average-rating 2181; category \"VI-Ж\" }\n```",
    "State the claims of the new field (or remove them), then delete the `review` line.");

/// Every `E` code, in code order.
pub const CODES: &[Code] =
    &[DATES_MOVED, TEXT_CHANGED, AMOUNT_CONVERTED, PARTICIPANTS_REMOVED, CLAIMS_OF_LAST_EDITION];

use crate::diagnostic::l10n::texts_with_module_reference as edition_texts;

/// The Bulgarian and Ukrainian documentation of the `E` codes.
pub static L10N: &[Localized] = &[
    edition_texts!(DATES_MOVED,
        bg: ["датите на турнира са преместени за новото издание",
            "`reglament edition` премести всяка дата от фактите (датите на турнира, пристигането и заминаването, програмата) с един и същ брой дни — на същия ден от седмицата в същата седмица на новата година (`--year`) или към поискания първи ден (`--start`), и написа дните от седмицата отново.",
            "Новите дати са пресметнати: те не знаят празниците на новата година, заетостта на залата и календара на федерацията.",
            "Потвърдете датите с календара на федерацията и с домакина и изтрийте реда `review`."],
        uk: ["дати турніру перенесено на нове видання",
            "`reglament edition` переніс кожну дату фактів (дати турніру, приїзду й від'їзду, програми) на однакову кількість днів — на той самий день того самого тижня нового року (`--year`) або на вказаний перший день (`--start`), і написав дні тижня заново.",
            "Нові дати обчислено: вони не знають свят нового року, зайнятості залу та календаря федерації.",
            "Підтвердіть дати за календарем федерації та з господарями й видаліть рядок `review`."]),
    edition_texts!(TEXT_CHANGED,
        bg: ["изданието промени думи в заглавието или в текста",
            "Дата, ден от седмицата до дата, година (`за 2007 год.`, година на раждане `родени 2006 г.`, `Купа 2026`), поредният номер на изданието (`XXI` → `XXII`, `21-ви` → `22-ри`) или месецът на рейтинг листата, написани в текста, са написани отново за новото издание; отметката изброява всяка промяна в следващото твърдение.",
            "Думите се променят там, където стоят, след прочит на текста: дата, която не е на турнира (старо решение, изданието на Правилника), може да е преместена погрешно, а неразпозната — да е останала същата.",
            "Прочетете твърдението след отметката с изброените промени и изтрийте реда `review`."],
        uk: ["видання змінило слова в заголовку чи в тексті",
            "Дату, день тижня біля дати, рік (`2013 року`, рік народження `2006 р. н.`, `Кубок 2026`), порядковий номер видання (`XXI` → `XXII`, `21-й` → `22-й`) чи місяць рейтинг-листа, написані в тексті, написано заново для нового видання; позначка перелічує кожну зміну наступного твердження.",
            "Слова змінено там, де вони стоять, після прочитання тексту: дату, що не стосується турніру (давнє рішення, редакцію Правил), могло бути перенесено помилково, а нерозпізнану — залишено як була.",
            "Прочитайте твердження після позначки з переліченими змінами й видаліть рядок `review`."]),
    edition_texts!(AMOUNT_CONVERTED,
        bg: ["сумата е написана във валутата в обращение към новите дати",
            "Сума в левове в български регламент, чиито нови дати са на или след 1 януари 2026 г., е написана в евро по неотменимия курс 1,95583, закръглена до цент с 0,5 нагоре (както прави `check --fix` за V703); отметката дава сумата в левове, от която идва.",
            "Превалутираната сума рядко е сумата, която федерацията решава: 30 лв. са 15,34 €, а федерацията може да предпочете 15 € или 20 €.",
            "Потвърдете сумата или напишете решената от федерацията и изтрийте реда `review`."],
        uk: ["суму записано у валюті, що в обігу на нові дати",
            "Суму в левах у болгарському положенні, нові дати якого припадають на 1 січня 2026 року чи пізніше, записано в євро за незмінним курсом 1,95583 з округленням до цента з 0,5 угору (як робить `check --fix` для V703); позначка наводить суму в левах, з якої її отримано.",
            "Перерахована сума рідко збігається з тією, яку ухвалює федерація: 30 лв. — це 15,34 €, а федерація може віддати перевагу 15 € чи 20 €.",
            "Підтвердьте суму або напишіть ухвалену федерацією й видаліть рядок `review`."]),
    edition_texts!(PARTICIPANTS_REMOVED,
        bg: ["участниците в миналото издание са премахнати",
            "`reglament edition` изпразва списъка на състезателите (и на отборите) от старото издание (`--keep-players` го запазва); отметката казва колко са били. Докато отметката стои, абзац `{players.table}` или `{teams.table}` не се отчита като липсващ списък (V805).",
            "Миналогодишните участници не са тазгодишните: пренесеният списък назовава хора, които може да не играят, а твърденията, изведени от него (среден рейтинг, категория, норми), са от миналата година.",
            "Напишете участниците в това издание (и обявения брой) и изтрийте реда `review`."],
        uk: ["учасників минулого видання вилучено",
            "`reglament edition` спорожнює список шахістів (і команд) старого видання (`--keep-players` його зберігає); позначка каже, скільки їх було. Поки позначка стоїть, абзац `{players.table}` чи `{teams.table}` не вважається відсутнім списком (V805).",
            "Торішні учасники — не цьогорічні: перенесений список називає людей, які можуть не грати, а твердження, виведені з нього (середній рейтинг, категорія, норми), — торішні.",
            "Напишіть учасників цього видання (і оголошену кількість) та видаліть рядок `review`."]),
    edition_texts!(CLAIMS_OF_LAST_EDITION,
        bg: ["обявените среден рейтинг, категория или норми са от миналото издание",
            "Блокът `claims` (среден рейтинг, категория, норми) е изведен от участниците в старото издание; новото издание го запазва, за да бъде обявен отново, когато участниците са известни.",
            "Категория или норма, обявена за променен състав, е невярно обещание към състезателите.",
            "Обявете стойностите за новия състав (или ги премахнете) и изтрийте реда `review`."],
        uk: ["заявлені середній рейтинг, категорія чи норми — з минулого видання",
            "Блок `claims` (середній рейтинг, категорія, норми) виведено з учасників старого видання; нове видання зберігає його, щоб його заявили знову, коли склад буде відомий.",
            "Категорія чи норма, заявлена для складу, що змінився, — неправдива обіцянка шахістам.",
            "Заявіть значення для нового складу (або вилучіть їх) і видаліть рядок `review`."]),
];

/// The `E` code a review mark names, if it names one (any case).
pub fn for_mark(code: &str) -> Option<Code> {
    CODES.iter().copied().find(|c| c.as_str().eq_ignore_ascii_case(code))
}

/// A code's one-line summary in a language.
fn summary(code: Code, lang: crate::vocab::Lang) -> &'static str {
    L10N.iter()
        .find(|l| l.code == code)
        .and_then(|l| l.texts(lang))
        .map_or(code.info().summary, |t| t.summary)
}

/// The finding of each review mark an edition left (`review E00x "…"`), by the mark's index in
/// `reg.reviews`: reported under its own code, pointing at the mark and the statement after it.
pub fn review_findings(reg: &Regulation) -> Vec<(usize, Diagnostic)> {
    let mut out = Vec::new();
    for (i, r) in reg.reviews.iter().enumerate() {
        let Some(code) = for_mark(&r.code.value) else { continue };
        let note = r.note.as_ref().map(|n| n.value.as_str()).unwrap_or("");
        let d = localized(|l| {
            let summary = summary(code, l);
            let message =
                if note.is_empty() { summary.to_string() } else { format!("{summary}: {note}") };
            let mut d = Diagnostic::of(code, message)
                .with_label(
                    r.span,
                    tr!(
                        l,
                        en: "confirm the change, then delete this mark",
                        bg: "потвърдете промяната и изтрийте тази отметка",
                        uk: "підтвердьте зміну й видаліть цю позначку"
                    ),
                )
                .with_help(tr!(
                    l,
                    en: "when the new edition is right here, delete the `review` line",
                    bg: "когато новото издание е вярно тук, изтрийте реда `review`",
                    uk: "коли нове видання тут правильне, видаліть рядок `review`"
                ));
            if let Some(fact) = r.fact {
                let span = Span::new(fact.start, fact.start.max(fact.end.min(fact.start + 1)));
                d = d.with_label(
                    span,
                    tr!(l, en: "changed here", bg: "променено тук", uk: "змінено тут"),
                );
            }
            d
        });
        out.push((i, d));
    }
    out
}
