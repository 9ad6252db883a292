//! The `D` codes: what decoding reports.
//! Each code is registered here once, with its documentation; `crate::registry` collects every
//! stage's table.

use crate::diagnostic::l10n::{Localized, Texts};
use crate::diagnostic::{Code, CodeInfo, Doc, Severity};

/// D001 `file-too-large`: the file is larger than the size limit and is not read.
pub const FILE_TOO_LARGE: Code = Code::new(&CodeInfo {
    code: "D001",
    name: "file-too-large",
    severity: Severity::Error,
    summary: r#"the file is larger than the size limit and is not read"#,
    doc: Doc {
        what: r#"The file is larger than the size limit for its kind and is not read: by default 1 MiB for a regulation, a results file or a template, 16 MiB for a TRF or PGN file (`--max-file-size` sets one limit for every kind)."#,
        why: r#"A regulation is a few pages of text (10–20 KB) and the TRF of a 5,000-player Swiss is about 1 MB; a file far larger is almost certainly the wrong file (an archive, a database dump, a video, `/dev/zero`). Reading stops one byte past the limit, before any decoding, so that a mistake costs no time or memory."#,
        example: r#"`reglament check backup.tar` on a 300 MiB archive."#,
        fix: r#"Pass the right file. If the file really is that large, raise the limit: `--max-file-size 64M`."#,
        reference: r#"The product's input limits (README, "Input: encodings and limits"); a regulation of the seeds' kind is 5–15 KB."#,
    },
});

/// D002 `empty-file`: the file is empty or holds only whitespace.
pub const EMPTY_FILE: Code = Code::new(&CodeInfo {
    code: "D002",
    name: "empty-file",
    severity: Severity::Error,
    summary: r#"the file is empty or holds only whitespace"#,
    doc: Doc {
        what: r#"The file is empty or holds only whitespace."#,
        why: r#"The file has no content to check: it is zero bytes long, or holds only spaces, tabs, line breaks and byte-order marks. This usually means the file was saved before anything was typed, or an export failed."#,
        example: r#"A file made with `touch regulation.txt`."#,
        fix: r#"Write the regulation into the file, or pass the file that holds it."#,
        reference: r#"The regulation language needs at least its header (grammar/GRAMMAR.md, "Statements")."#,
    },
});

/// D003 `binary-file`: the file is binary data, not text.
pub const BINARY_FILE: Code = Code::new(&CodeInfo {
    code: "D003",
    name: "binary-file",
    severity: Severity::Error,
    summary: r#"the file is binary data, not text"#,
    doc: Doc {
        what: r#"The file is binary data, not text."#,
        why: r#"Text files never hold NUL bytes and hardly ever hold control characters other than tab, line breaks, form feed and the DOS end-of-file mark. A file with a NUL byte, or with more than one other control character in a hundred, is treated as binary: a PDF, a Word `.doc`, an image, or UTF-16 text saved without a byte-order mark. The report points at the first offending character."#,
        example: r#"Passing `regulation.docx` instead of the text exported from it."#,
        fix: r#"Export or save the regulation as plain text (UTF-8). If the file is UTF-16 text without a byte-order mark, pass `--encoding utf-16le` (or `utf-16be`)."#,
        reference: r#"The decoding stage: text is UTF-8 (with or without BOM), UTF-16 with BOM, Windows-1251 or KOI8-U/R (README, "Input: encodings and limits")."#,
    },
});

/// D004 `invalid-bytes-for-encoding`: the bytes are not valid in the encoding given with `--encoding`.
pub const INVALID_BYTES_FOR_ENCODING: Code = Code::new(&CodeInfo {
    code: "D004",
    name: "invalid-bytes-for-encoding",
    severity: Severity::Error,
    summary: r#"the bytes are not valid in the encoding given with `--encoding`"#,
    doc: Doc {
        what: r#"The bytes are not valid in the encoding given with `--encoding`."#,
        why: r#"The encoding was forced (with `--encoding`), so no detection took place, and the file holds byte sequences that are invalid in that encoding: for UTF-8, a byte that cannot start or continue a character; for UTF-16, an odd length or a lone surrogate. (windows-1251 and KOI8 assign a character to every byte, so forcing them never fails this way.) The report points at the first invalid sequence, shown as `�`."#,
        example: r#"`--encoding utf-8` on a file saved in windows-1251."#,
        fix: r#"Pass the encoding the file is really in, or leave `--encoding` out and let the encoding be detected."#,
        reference: r#"WHATWG Encoding Standard (UTF-8, UTF-16LE/BE decoders), as implemented by encoding_rs."#,
    },
});

/// D005 `replacement-characters`: the text holds replacement characters `�` where characters were lost.
pub const REPLACEMENT_CHARACTERS: Code = Code::new(&CodeInfo {
    code: "D005",
    name: "replacement-characters",
    severity: Severity::Warning,
    summary: r#"the text holds replacement characters `�` where characters were lost"#,
    doc: Doc {
        what: r#"The text holds replacement characters `�` where characters were lost."#,
        why: r#"The decoded text holds U+FFFD REPLACEMENT CHARACTER (`�`). Either some bytes could not be decoded (a mostly-UTF-8 file with a few bytes from another encoding, an unpaired UTF-16 surrogate, an odd number of bytes in UTF-16) and were replaced now, or the file already held `�` because an earlier conversion lost the characters. Either way the original characters are gone from this text."#,
        example: r#"A UTF-8 file in which one word was pasted from a windows-1251 document."#,
        fix: r#"Retype the characters shown as `�`, or recover them from the original document."#,
        reference: r#"Unicode Standard, U+FFFD REPLACEMENT CHARACTER (§23.8, Specials)."#,
    },
});

/// D006 `encoding-detected`: the file is not UTF-8; the encoding used was detected.
pub const ENCODING_DETECTED: Code = Code::new(&CodeInfo {
    code: "D006",
    name: "encoding-detected",
    severity: Severity::Note,
    summary: r#"the file is not UTF-8; the encoding used was detected"#,
    doc: Doc {
        what: r#"The file is not UTF-8; the encoding used was detected."#,
        why: r#"The file has no UTF-8 content, so its encoding was inferred: from a byte-order mark (UTF-16), or by a letter-frequency test between windows-1251, KOI8-U, KOI8-R, CP866 (DOS), ISO-8859-5 and Mac Cyrillic, which decodes the bytes with each and keeps the one whose Cyrillic letters look most like Bulgarian/Ukrainian text (letter frequencies, and no words like `бЗЕЗБТУЛЙ` with a lowercase letter before an uppercase one). KOI8-U is chosen over KOI8-R only when the Ukrainian letters і ї є ґ are used; a letter repeated three times or more (`ааа`) counts against the code page that reads it so, since such runs are spacing. The note names the encoding and the scores so a wrong guess is easy to spot."#,
        example: r#"A regulation saved by an old Windows editor in windows-1251."#,
        fix: r#"Nothing, if the text reads correctly. Otherwise pass the right encoding with `--encoding`; better, save the file as UTF-8."#,
        reference: r#"WHATWG Encoding Standard labels windows-1251, KOI8-U, KOI8-R, IBM866, ISO-8859-5, x-mac-cyrillic; the letter-frequency detection of src/decode/detect.rs."#,
    },
});

/// D007 `mojibake`: a run of text was decoded with the wrong code page before it was saved.
pub const MOJIBAKE: Code = Code::new(&CodeInfo {
    code: "D007",
    name: "mojibake",
    severity: Severity::Warning,
    summary: r#"a run of text was decoded with the wrong code page before it was saved"#,
    doc: Doc {
        what: r#"A run of text was decoded with the wrong code page before it was saved."#,
        why: r#"The text is valid but garbled in a recognisable way: at some point its bytes were decoded with the wrong code page and the result was saved. The classic patterns are UTF-8 Cyrillic read as windows-1251 (`Р‘СЉР»РіР°СЂСЃРєРё`) or windows-1252 (`Ð‘ÑŠÐ»Ð³Ð°Ñ€...`), windows-1251 read as KOI8 (`бЗЕЗБТУЛЙ`: wrong-case soup) and KOI8 read as windows-1251 (`вШЛЗБТУЛЙ`). UTF-8 garbled twice the same way (`Да`, once `Р”Р°`, twice `Р вЂќР В°`) is recognised too and repaired in one step. Each run (never longer than a line) is reported with the repaired text, which is shown only when undoing the mistake gives plausible Cyrillic. At most ten runs are listed per file."#,
        example: r#"`Р РµРіР»Р°РјРµРЅС‚` where `Регламент` was meant."#,
        fix: r#"Replace the run with the repaired text shown in the help line, or go back to the original document and save it as UTF-8."#,
        reference: r#"The code pages involved: windows-1251, windows-1252, KOI8-U/R (WHATWG Encoding Standard); the repair of src/decode/mojibake.rs."#,
    },
});

/// D008 `findings-not-shown`: more findings than the limit per file; the rest are counted only.
pub const FINDINGS_NOT_SHOWN: Code = Code::new(&CodeInfo {
    code: "D008",
    name: "findings-not-shown",
    severity: Severity::Note,
    summary: r#"a file has more findings than are shown; the rest are counted"#,
    doc: Doc {
        what: r#"A file has more findings than the limit of findings shown per file (500 by default): the first ones are shown (errors before warnings before notes), then one line says how many more there are of each severity."#,
        why: r#"A file that is not what it claims to be (a binary file forced through `--encoding`, a list pasted twice, a generated file gone wrong) can give a finding on every line; printing a million findings takes minutes and gigabytes and hides the first one, which is usually the cause of the rest. The hidden findings still count: the exit status is 1 when any of them is an error."#,
        example: r#"`reglament check` on a 2 MB file of `1` lines: one `L003` per line."#,
        fix: r#"Fix the first findings shown and check again; or raise the limit with `--max-diagnostics 100000`."#,
        reference: r#"The product's limits (ROBUSTNESS.md, "Limits"); compilers do the same (`rustc` stops after a fatal error, `gcc -fmax-errors`)."#,
    },
});

/// Every `D` code, in code order.
pub const CODES: &[Code] = &[
    FILE_TOO_LARGE,
    EMPTY_FILE,
    BINARY_FILE,
    INVALID_BYTES_FOR_ENCODING,
    REPLACEMENT_CHARACTERS,
    ENCODING_DETECTED,
    MOJIBAKE,
    FINDINGS_NOT_SHOWN,
];

/// The Bulgarian and Ukrainian documentation of these codes, next to the codes above.
pub const L10N: &[Localized] = &[
    Localized {
        code: FILE_TOO_LARGE,
        bg: Texts {
            summary: r#"файлът е по-голям от 64 MiB и не се чете"#,
            doc: Doc {
                what: r#"Файлът е по-голям от 64 MiB и не се чете."#,
                why: r#"Регламентът е няколко страници текст; файл над 64 MiB почти сигурно е друг файл (архив, база данни, видео). Той се отказва още преди декодирането, за да не струва грешката време и памет."#,
                example: r#"`reglament check backup.tar` върху архив от 300 MiB."#,
                fix: r#"Подайте текстовия файл на регламента."#,
                reference: r#"Ограниченията на входа (README, „Input: encodings and limits“); регламент като разгледаните е от 5 до 15 KB."#,
            },
        },
        uk: Texts {
            summary: r#"файл більший за 64 MiB і не читається"#,
            doc: Doc {
                what: r#"Файл більший за 64 MiB і не читається."#,
                why: r#"Положення — це кілька сторінок тексту; файл понад 64 MiB майже напевно не той (архів, дамп бази даних, відео). Його відхиляють ще до декодування, щоб помилка не коштувала ні часу, ні пам'яті."#,
                example: r#"`reglament check backup.tar` на архіві в 300 MiB."#,
                fix: r#"Передайте текстовий файл положення."#,
                reference: r#"Обмеження вхідних даних (README, „Input: encodings and limits“); положення на кшталт розглянутих має 5–15 KB."#,
            },
        },
    },
    Localized {
        code: EMPTY_FILE,
        bg: Texts {
            summary: r#"файлът е празен или съдържа само интервали"#,
            doc: Doc {
                what: r#"Файлът е празен или съдържа само интервали."#,
                why: r#"Във файла няма какво да се провери: той е с нулева дължина или съдържа само интервали, табулации, нови редове и знаци за реда на байтовете. Обикновено е записан, преди да е написано нещо, или износът е пропаднал."#,
                example: r#"Файл, създаден с `touch regulation.txt`."#,
                fix: r#"Запишете регламента във файла или подайте файла, в който е."#,
                reference: r#"Езикът на регламентите изисква поне заглавния ред (grammar/GRAMMAR.md, „Statements“)."#,
            },
        },
        uk: Texts {
            summary: r#"файл порожній або містить лише пропуски"#,
            doc: Doc {
                what: r#"Файл порожній або містить лише пропуски."#,
                why: r#"У файлі немає чого перевіряти: він нульової довжини або містить лише пропуски, табуляції, нові рядки й позначки порядку байтів. Зазвичай його збережено ще до того, як щось написали, або експорт не вдався."#,
                example: r#"Файл, створений командою `touch regulation.txt`."#,
                fix: r#"Запишіть положення у файл або передайте файл, у якому воно є."#,
                reference: r#"Мова положень вимагає щонайменше заголовного рядка (grammar/GRAMMAR.md, „Statements“)."#,
            },
        },
    },
    Localized {
        code: BINARY_FILE,
        bg: Texts {
            summary: r#"файлът е двоичен, а не текст"#,
            doc: Doc {
                what: r#"Файлът е двоични данни, а не текст."#,
                why: r#"Текстовите файлове никога не съдържат нулеви байтове и почти никога управляващи знаци освен табулация, нов ред, нова страница и знака за край на файла в DOS. Файл с нулев байт или с повече от един такъв знак на сто се смята за двоичен: PDF, документ на Word `.doc`, изображение или текст в UTF-16 без знак за реда на байтовете. Съобщението сочи първия такъв знак."#,
                example: r#"Подаване на `regulation.docx` вместо текста, изнесен от него."#,
                fix: r#"Изнесете или запишете регламента като обикновен текст (UTF-8). Ако файлът е текст в UTF-16 без знак за реда на байтовете, подайте `--encoding utf-16le` (или `utf-16be`)."#,
                reference: r#"Етапът на декодиране: текстът е в UTF-8 (със или без знак за реда на байтовете), UTF-16 със знак, Windows-1251 или KOI8-U/R (README, „Input: encodings and limits“)."#,
            },
        },
        uk: Texts {
            summary: r#"файл двійковий, а не текстовий"#,
            doc: Doc {
                what: r#"Файл — двійкові дані, а не текст."#,
                why: r#"Текстові файли ніколи не містять нульових байтів і майже ніколи — керівних символів, окрім табуляції, нових рядків, нової сторінки й символу кінця файлу DOS. Файл із нульовим байтом чи з понад одним таким символом на сотню вважають двійковим: PDF, документ Word `.doc`, зображення або текст UTF-16 без позначки порядку байтів. Повідомлення вказує на перший такий символ."#,
                example: r#"Передано `regulation.docx` замість експортованого з нього тексту."#,
                fix: r#"Експортуйте чи збережіть положення як звичайний текст (UTF-8). Якщо файл — текст UTF-16 без позначки порядку байтів, передайте `--encoding utf-16le` (або `utf-16be`)."#,
                reference: r#"Етап декодування: текст у UTF-8 (з позначкою порядку байтів чи без), UTF-16 з позначкою, Windows-1251 або KOI8-U/R (README, „Input: encodings and limits“)."#,
            },
        },
    },
    Localized {
        code: INVALID_BYTES_FOR_ENCODING,
        bg: Texts {
            summary: r#"байтовете не са валидни в кодировката, зададена с `--encoding`"#,
            doc: Doc {
                what: r#"Байтовете не са валидни в кодировката, зададена с `--encoding`."#,
                why: r#"Кодировката е зададена (с `--encoding`), затова не е разпознавана, а файлът съдържа поредици от байтове, невалидни в нея: за UTF-8 — байт, с който знак не може да започва или продължава; за UTF-16 — нечетна дължина или самотен сурогат. (Windows-1251 и KOI8 дават знак на всеки байт, затова при тях това не може да се случи.) Съобщението сочи първата невалидна поредица, показана като `�`."#,
                example: r#"`--encoding utf-8` върху файл, записан в Windows-1251."#,
                fix: r#"Подайте кодировката, в която файлът наистина е, или махнете `--encoding`, за да се разпознае сама."#,
                reference: r#"Стандартът за кодировки на WHATWG (декодерите UTF-8 и UTF-16LE/BE), както е реализиран в encoding_rs."#,
            },
        },
        uk: Texts {
            summary: r#"байти недійсні в кодуванні, заданому через `--encoding`"#,
            doc: Doc {
                what: r#"Байти недійсні в кодуванні, заданому через `--encoding`."#,
                why: r#"Кодування задано (через `--encoding`), тож його не визначали, а файл містить послідовності байтів, недійсні в ньому: для UTF-8 — байт, з якого символ не може починатися чи продовжуватися; для UTF-16 — непарна довжина або одинокий сурогат. (Windows-1251 і KOI8 дають символ кожному байту, тож з ними такого не буває.) Повідомлення вказує на першу недійсну послідовність, показану як `�`."#,
                example: r#"`--encoding utf-8` для файлу, збереженого у Windows-1251."#,
                fix: r#"Передайте кодування, у якому файл справді записано, або приберіть `--encoding`, щоб його визначити автоматично."#,
                reference: r#"Стандарт кодувань WHATWG (декодери UTF-8 і UTF-16LE/BE) у реалізації encoding_rs."#,
            },
        },
    },
    Localized {
        code: REPLACEMENT_CHARACTERS,
        bg: Texts {
            summary: r#"в текста има знаци за замяна `�` там, където са изгубени знаци"#,
            doc: Doc {
                what: r#"Текстът съдържа знаци за замяна `�` на места, където знаци са изгубени."#,
                why: r#"Декодираният текст съдържа U+FFFD REPLACEMENT CHARACTER (`�`). Или някои байтове не са могли да се декодират (файл почти изцяло в UTF-8 с няколко байта от друга кодировка, несдвоен сурогат в UTF-16, нечетен брой байтове в UTF-16) и са заменени сега, или файлът вече е съдържал `�`, защото при по-ранно преобразуване знаците са изгубени. И в двата случая оригиналните знаци липсват в този текст."#,
                example: r#"Файл в UTF-8, в който една дума е поставена от документ в Windows-1251."#,
                fix: r#"Препишете знаците, показани като `�`, или ги възстановете от оригиналния документ."#,
                reference: r#"Стандартът Уникод, U+FFFD REPLACEMENT CHARACTER (§23.8, „Specials“)."#,
            },
        },
        uk: Texts {
            summary: r#"у тексті є символи заміни `�` там, де символи втрачено"#,
            doc: Doc {
                what: r#"Текст містить символи заміни `�` там, де символи втрачено."#,
                why: r#"Декодований текст містить U+FFFD REPLACEMENT CHARACTER (`�`). Або деякі байти не вдалося декодувати (файл майже весь у UTF-8 з кількома байтами іншого кодування, непарний сурогат UTF-16, непарна кількість байтів у UTF-16), і їх замінено зараз, або файл уже містив `�`, бо під час давнішого перетворення символи втрачено. Так чи так, оригінальних символів у цьому тексті вже немає."#,
                example: r#"Файл в UTF-8, у який одне слово вставлено з документа у Windows-1251."#,
                fix: r#"Перепишіть символи, показані як `�`, або відновіть їх з оригінального документа."#,
                reference: r#"Стандарт Юнікод, U+FFFD REPLACEMENT CHARACTER (§23.8, „Specials“)."#,
            },
        },
    },
    Localized {
        code: ENCODING_DETECTED,
        bg: Texts {
            summary: r#"файлът не е в UTF-8; използваната кодировка е разпозната"#,
            doc: Doc {
                what: r#"Файлът не е в UTF-8; използваната кодировка е разпозната."#,
                why: r#"Файлът няма съдържание в UTF-8, затова кодировката му е определена: по знака за реда на байтовете (UTF-16) или чрез изпитване на честотата на буквите между Windows-1251, KOI8-U, KOI8-R, CP866 (DOS), ISO-8859-5 и Mac Cyrillic — байтовете се декодират с всяка и се избира тази, чиито кирилски букви най-много приличат на български или украински текст (честота на буквите и липса на думи като `бЗЕЗБТУЛЙ` с малка буква преди главна). KOI8-U се предпочита пред KOI8-R само когато се срещат украинските букви і ї є ґ; буква, повторена три пъти и повече (`ааа`), е против кодовата таблица, която я чете така, защото такива поредици са интервали. Бележката назовава кодировката и оценките, за да се види лесно грешно предположение."#,
                example: r#"Регламент, записан от стар текстов редактор под Windows в Windows-1251."#,
                fix: r#"Нищо, ако текстът се чете правилно. Иначе подайте правилната кодировка с `--encoding`; още по-добре, запишете файла в UTF-8."#,
                reference: r#"Етикетите Windows-1251, KOI8-U, KOI8-R, IBM866, ISO-8859-5 и `x-mac-cyrillic` от Стандарта за кодировки на WHATWG; разпознаването по честота на буквите в src/decode/detect.rs."#,
            },
        },
        uk: Texts {
            summary: r#"файл не в UTF-8; використане кодування визначено автоматично"#,
            doc: Doc {
                what: r#"Файл не в UTF-8; використане кодування визначено автоматично."#,
                why: r#"Файл не має вмісту в UTF-8, тож його кодування визначено: за позначкою порядку байтів (UTF-16) або перевіркою частоти літер між Windows-1251, KOI8-U, KOI8-R, CP866 (DOS), ISO-8859-5 і Mac Cyrillic — байти декодують кожним і обирають те, у якому кириличні літери найбільше схожі на український чи болгарський текст (частота літер і відсутність слів на кшталт `бЗЕЗБТУЛЙ` з малою літерою перед великою). KOI8-U обирають замість KOI8-R лише тоді, коли трапляються українські літери і ї є ґ; літера, повторена тричі й більше (`ааа`), свідчить проти кодової сторінки, що так її читає, бо такі послідовності — це пробіли. Примітка називає кодування й оцінки, щоб хибне припущення легко було помітити."#,
                example: r#"Положення, збережене старим текстовим редактором під Windows у Windows-1251."#,
                fix: r#"Нічого, якщо текст читається правильно. Інакше передайте правильне кодування через `--encoding`; а краще збережіть файл в UTF-8."#,
                reference: r#"Мітки Windows-1251, KOI8-U, KOI8-R, IBM866, ISO-8859-5 і `x-mac-cyrillic` зі Стандарту кодувань WHATWG; визначення за частотою літер у src/decode/detect.rs."#,
            },
        },
    },
    Localized {
        code: MOJIBAKE,
        bg: Texts {
            summary: r#"откъс от текста е бил декодиран с грешна кодова таблица, преди да бъде записан"#,
            doc: Doc {
                what: r#"Откъс от текста е бил декодиран с грешна кодова таблица, преди да бъде записан."#,
                why: r#"Текстът е валиден, но развален по разпознаваем начин: някога байтовете му са декодирани с грешна кодова таблица и резултатът е записан. Класическите случаи са кирилица в UTF-8, прочетена като Windows-1251 (`Р‘СЉР»РіР°СЂСЃРєРё`) или Windows-1252 (`Ð‘ÑŠÐ»Ð³Ð°Ñ€...`), Windows-1251, прочетена като KOI8 (`бЗЕЗБТУЛЙ`: каша от главни и малки букви), и KOI8, прочетена като Windows-1251 (`вШЛЗБТУЛЙ`). Разпознава се и UTF-8, развален два пъти по един и същ начин (`Да`: веднъж `Р”Р°`, два пъти `Р вЂќР В°`), и се поправя наведнъж. Всеки откъс (никога по-дълъг от ред) се съобщава с поправения текст, който се показва само когато поправката дава правдоподобна кирилица. Във файл се изброяват най-много десет откъса."#,
                example: r#"`Р РµРіР»Р°РјРµРЅС‚` там, където е трябвало да пише `Регламент`."#,
                fix: r#"Заменете откъса с поправения текст от съвета или се върнете към оригиналния документ и го запишете в UTF-8."#,
                reference: r#"Засегнатите кодови таблици: Windows-1251, Windows-1252, KOI8-U/R (Стандарт за кодировки на WHATWG); поправката в src/decode/mojibake.rs."#,
            },
        },
        uk: Texts {
            summary: r#"фрагмент тексту декодували хибною кодовою сторінкою, перш ніж зберегти"#,
            doc: Doc {
                what: r#"Фрагмент тексту декодували хибною кодовою сторінкою, перш ніж зберегти."#,
                why: r#"Текст коректний, але зіпсований упізнаваним чином: колись його байти декодували хибною кодовою сторінкою, і результат зберегли. Класичні випадки — кирилиця в UTF-8, прочитана як Windows-1251 (`Р‘СЉР»РіР°СЂСЃРєРё`) чи Windows-1252 (`Ð‘ÑŠÐ»Ð³Ð°Ñ€...`), Windows-1251, прочитана як KOI8 (`бЗЕЗБТУЛЙ`: мішанина великих і малих літер), і KOI8, прочитана як Windows-1251 (`вШЛЗБТУЛЙ`). Розпізнається й UTF-8, зіпсований двічі однаково (`Да`: раз `Р”Р°`, двічі `Р вЂќР В°`), і виправляється за один крок. Кожен фрагмент (не довший за рядок) наводиться з виправленим текстом, який показують лише тоді, коли виправлення дає правдоподібну кирилицю. У файлі перелічують щонайбільше десять фрагментів."#,
                example: r#"`Р РµРіР»Р°РјРµРЅС‚` там, де мало бути `Регламент`."#,
                fix: r#"Замініть фрагмент виправленим текстом із поради або поверніться до оригінального документа й збережіть його в UTF-8."#,
                reference: r#"Задіяні кодові сторінки: Windows-1251, Windows-1252, KOI8-U/R (Стандарт кодувань WHATWG); виправлення в src/decode/mojibake.rs."#,
            },
        },
    },
    Localized {
        code: FINDINGS_NOT_SHOWN,
        bg: Texts {
            summary: r#"файлът има повече забележки, отколкото се показват; останалите се преброяват"#,
            doc: Doc {
                what: r#"Файлът има повече забележки от границата за показани забележки на файл (по подразбиране 500): показват се първите (грешките преди предупрежденията, те преди бележките), после един ред казва колко още има от всеки вид."#,
                why: r#"Файл, който не е това, за което се представя (двоичен файл, прочетен насила с `--encoding`, списък, поставен два пъти, развален генериран файл), може да даде забележка на всеки ред; отпечатването на милион забележки отнема минути и гигабайти и скрива първата, която обикновено е причината за останалите. Скритите забележки пак се броят: кодът на изхода е 1, ако някоя от тях е грешка."#,
                example: r#"`reglament check` на файл от 2 MB с редове `1`: по едно `L003` на всеки ред."#,
                fix: r#"Поправете първите показани забележки и проверете отново или вдигнете границата с `--max-diagnostics 100000`."#,
                reference: r#"Границите на програмата (ROBUSTNESS.md, „Limits“); компилаторите правят същото (`rustc` спира след фатална грешка, `gcc -fmax-errors`)."#,
            },
        },
        uk: Texts {
            summary: r#"у файлі більше зауважень, ніж показано; решту пораховано"#,
            doc: Doc {
                what: r#"У файлі більше зауважень, ніж межа показаних зауважень на файл (типово 500): показано перші (помилки перед попередженнями, попередження перед примітками), а потім один рядок каже, скільки ще є кожного виду."#,
                why: r#"Файл, який не є тим, чим себе називає (двійковий файл, прочитаний силоміць через `--encoding`, список, вставлений двічі, зіпсований згенерований файл), може дати зауваження на кожному рядку; друк мільйона зауважень забирає хвилини й гігабайти і ховає перше, яке зазвичай і є причиною решти. Приховані зауваження все одно враховуються: код виходу 1, якщо серед них є помилка."#,
                example: r#"`reglament check` файлу на 2 MB з рядками `1`: по одному `L003` на кожен рядок."#,
                fix: r#"Виправте перші показані зауваження й перевірте знову або підніміть межу через `--max-diagnostics 100000`."#,
                reference: r#"Межі програми (ROBUSTNESS.md, „Limits“); компілятори роблять так само (`rustc` зупиняється після фатальної помилки, `gcc -fmax-errors`)."#,
            },
        },
    },
];
