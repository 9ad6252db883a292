//! What the server says to the page when it refuses or fails, in the page's language (the page
//! names it in `X-Reglament-Lang`; English without it). Every refusal carries a stable code as
//! well (`{"error": "…", "code": "conflict"}`), which the page and the tests read; the words are
//! for the secretary.

use super::files::{FileError, Why};
use crate::diagnostic::l10n::tr;
use crate::vocab::Lang;
use axum::http::StatusCode;

/// A refusal: its status, its stable code and its words.
pub struct Refusal {
    /// The HTTP status.
    pub status: StatusCode,
    /// The stable code (`conflict`, `busy`, …).
    pub code: &'static str,
    /// The words.
    pub text: String,
}

impl Refusal {
    fn new(status: StatusCode, code: &'static str, text: String) -> Refusal {
        Refusal { status, code, text }
    }
}

/// A file request refused or failed.
pub fn file(e: &FileError, lang: Lang) -> Refusal {
    match e {
        FileError::Refused(path, why) => {
            let text = match why {
                Why::NotAName => tr!(
                    lang,
                    en: "`{path}` is not a file name.",
                    bg: "„{path}“ не е име на файл.",
                    uk: "«{path}» — не назва файлу."
                ),
                Why::Outside | Why::FolderOutside | Why::LinkOutside => tr!(
                    lang,
                    en: "`{path}` is outside the folder the editor works in; only its own files can be opened.",
                    bg: "„{path}“ е извън папката, с която работи редакторът; отварят се само нейните файлове.",
                    uk: "«{path}» поза текою, з якою працює редактор; відкриваються лише її файли."
                ),
                Why::NotEditable => tr!(
                    lang,
                    en: "Only regulations (.rgl) and results files (.rgr) can be edited.",
                    bg: "Редактират се само регламенти (.rgl) и файлове с резултати (.rgr).",
                    uk: "Редагуються лише регламенти (.rgl) і файли результатів (.rgr)."
                ),
                Why::NotAFile => tr!(
                    lang,
                    en: "`{path}` is not a file.",
                    bg: "„{path}“ не е файл.",
                    uk: "«{path}» — не файл."
                ),
                Why::TooLarge(limit) => {
                    let size = crate::vocab::limits::format_size(*limit);
                    tr!(
                        lang,
                        en: "`{path}` is larger than {size}, the size limit of such a file (start the editor with `--max-file-size` to raise it).",
                        bg: "„{path}“ е по-голям от {size} — ограничението за размер на такъв файл (стартирайте редактора с `--max-file-size`, за да го вдигнете).",
                        uk: "«{path}» більший за {size} — обмеження розміру такого файлу (запустіть редактор із `--max-file-size`, щоб його підняти)."
                    )
                }
                Why::NameHasControl => tr!(
                    lang,
                    en: "The name `{path}` holds a control character (a line break or the like); choose a name of letters, digits, blanks and dashes.",
                    bg: "Името „{path}“ съдържа управляващ знак (нов ред или подобен); изберете име от букви, цифри, интервали и тирета.",
                    uk: "Назва «{path}» містить керувальний знак (новий рядок чи подібний); виберіть назву з літер, цифр, пробілів і дефісів."
                ),
                Why::NameHasDirection => tr!(
                    lang,
                    en: "The name `{path}` holds a character that changes the direction of the text, so that the name would look other than it is; choose a name without it.",
                    bg: "Името „{path}“ съдържа знак, който обръща посоката на текста, така че името би изглеждало различно от истинското; изберете име без такъв знак.",
                    uk: "Назва «{path}» містить знак, що змінює напрямок тексту, тож назва виглядала б не такою, як є насправді; виберіть назву без такого знака."
                ),
                Why::NameStartsWithDash => tr!(
                    lang,
                    en: "A file name cannot start with “-” (commands would take it for an option); choose another name.",
                    bg: "Името на файл не може да започва с „-“ (командите биха го взели за опция); изберете друго име.",
                    uk: "Назва файлу не може починатися з «-» (команди сприймали б її як параметр); виберіть іншу назву."
                ),
                Why::NameBlankAtEnd => tr!(
                    lang,
                    en: "A file name cannot start or end with a blank; remove it.",
                    bg: "Името на файл не може да започва или да завършва с интервал; махнете го.",
                    uk: "Назва файлу не може починатися чи закінчуватися пробілом; приберіть його."
                ),
                Why::NameTooLong => {
                    let (chars, bytes) =
                        (super::files::MAX_NAME_CHARS, super::files::MAX_NAME_BYTES);
                    tr!(
                        lang,
                        en: "The name is too long: a file name may have at most {chars} characters, and at most {bytes} bytes as the disk stores it (a Cyrillic letter takes two); choose a shorter one.",
                        bg: "Името е твърде дълго: името на файл може да има най-много {chars} знака и най-много {bytes} байта, както се пази на диска (кирилската буква заема два); изберете по-кратко.",
                        uk: "Назва задовга: назва файлу може мати щонайбільше {chars} знаків і щонайбільше {bytes} байтів, як її зберігає диск (кирилична літера займає два); виберіть коротшу."
                    )
                }
                Why::BackupIsAFolder => tr!(
                    lang,
                    en: "`{path}.bak` is a folder, and the editor keeps the previous version of `{path}` under that name; rename or move the folder, then save again (your text is kept here).",
                    bg: "„{path}.bak“ е папка, а под това име редакторът пази предишната версия на „{path}“; преименувайте или преместете папката и запишете отново (текстът ви остава тук).",
                    uk: "«{path}.bak» — тека, а під цією назвою редактор зберігає попередню версію «{path}»; перейменуйте чи перемістіть теку й збережіть знову (ваш текст лишається тут)."
                ),
            };
            let status = match why {
                Why::NameHasControl
                | Why::NameHasDirection
                | Why::NameStartsWithDash
                | Why::NameBlankAtEnd
                | Why::NameTooLong => StatusCode::UNPROCESSABLE_ENTITY,
                Why::BackupIsAFolder => StatusCode::UNPROCESSABLE_ENTITY,
                _ => StatusCode::FORBIDDEN,
            };
            let code = match why {
                Why::BackupIsAFolder => "backup-in-the-way",
                Why::NameHasControl
                | Why::NameHasDirection
                | Why::NameStartsWithDash
                | Why::NameBlankAtEnd
                | Why::NameTooLong => "bad-name",
                _ => "refused",
            };
            Refusal::new(status, code, text)
        }
        FileError::NotFound(path) => Refusal::new(
            StatusCode::NOT_FOUND,
            "not-found",
            tr!(
                lang,
                en: "There is no file `{path}` in the folder (it may have been moved or deleted).",
                bg: "В папката няма файл „{path}“ (може да е преместен или изтрит).",
                uk: "У теці немає файлу «{path}» (можливо, його переміщено чи видалено)."
            ),
        ),
        FileError::Changed => Refusal::new(
            StatusCode::CONFLICT,
            "conflict",
            tr!(
                lang,
                en: "The file was changed on disk (in another window or program) after you opened it. \
                     Your text is kept here; copy what you need, then reopen the file.",
                bg: "Файлът е променен на диска (в друг прозорец или програма), след като го отворихте. \
                     Текстът ви остава тук; копирайте нужното и отворете файла отново.",
                uk: "Файл змінено на диску (в іншому вікні чи програмі) після того, як ви його відкрили. \
                     Ваш текст лишається тут; скопіюйте потрібне й відкрийте файл знову."
            ),
        ),
        FileError::Io(detail) => Refusal::new(
            StatusCode::INTERNAL_SERVER_ERROR,
            "io",
            tr!(
                lang,
                en: "The computer could not read or write the file ({detail}).",
                bg: "Компютърът не успя да прочете или запише файла ({detail}).",
                uk: "Комп'ютер не зміг прочитати чи записати файл ({detail})."
            ),
        ),
        FileError::Unencodable { character, encoding } => Refusal::new(
            StatusCode::UNPROCESSABLE_ENTITY,
            "unencodable",
            tr!(
                lang,
                en: "The file is written in {encoding}, which has no place for “{character}”. \
                     Remove the character, or save the file as UTF-8.",
                bg: "Файлът е в кодиране {encoding}, в което няма знак „{character}“. \
                     Махнете знака или запишете файла в UTF-8.",
                uk: "Файл у кодуванні {encoding}, у якому немає знака «{character}». \
                     Приберіть знак або збережіть файл в UTF-8."
            ),
        ),
    }
}

/// A request from a page that is not the editor's own.
pub fn foreign(lang: Lang) -> Refusal {
    Refusal::new(
        StatusCode::FORBIDDEN,
        "foreign-page",
        tr!(
            lang,
            en: "Only the editor's own page may change files; reload the editor's page.",
            bg: "Файловете може да променя само страницата на редактора; презаредете я.",
            uk: "Змінювати файли може лише сторінка редактора; перезавантажте її."
        ),
    )
}

/// A request for another host name (a page elsewhere pointing its name at this computer).
pub fn other_host(lang: Lang) -> Refusal {
    Refusal::new(
        StatusCode::FORBIDDEN,
        "other-host",
        tr!(
            lang,
            en: "Only requests to this computer are answered.",
            bg: "Отговаря се само на заявки към този компютър.",
            uk: "Відповідь дається лише на запити до цього комп'ютера."
        ),
    )
}

/// A request body over the limit.
pub fn too_large(limit_mib: usize, lang: Lang) -> Refusal {
    Refusal::new(
        StatusCode::PAYLOAD_TOO_LARGE,
        "too-large",
        tr!(
            lang,
            en: "The request is larger than {limit_mib} MiB, more than the editor accepts.",
            bg: "Заявката е по-голяма от {limit_mib} MiB — повече, отколкото редакторът приема.",
            uk: "Запит більший за {limit_mib} MiB — більше, ніж приймає редактор."
        ),
    )
}

/// A request body that did not arrive in time.
pub fn slow_body(lang: Lang) -> Refusal {
    Refusal::new(
        StatusCode::REQUEST_TIMEOUT,
        "slow-request",
        tr!(
            lang,
            en: "The request did not arrive in time; try again.",
            bg: "Заявката не пристигна навреме; опитайте отново.",
            uk: "Запит не надійшов вчасно; спробуйте ще раз."
        ),
    )
}

/// A request the page would never send (not JSON, a field missing).
pub fn malformed(lang: Lang) -> Refusal {
    Refusal::new(
        StatusCode::BAD_REQUEST,
        "malformed",
        tr!(
            lang,
            en: "The request is not one the editor understands; reload the page.",
            bg: "Заявката не е от вида, който редакторът разбира; презаредете страницата.",
            uk: "Запит не такий, який розуміє редактор; перезавантажте сторінку."
        ),
    )
}

/// Heavy work refused because the server is at its memory budget.
pub fn busy(lang: Lang) -> Refusal {
    Refusal::new(
        StatusCode::SERVICE_UNAVAILABLE,
        "busy",
        tr!(
            lang,
            en: "The editor is busy with other large files; it will try again in a moment.",
            bg: "Редакторът е зает с други големи файлове; ще опита отново след малко.",
            uk: "Редактор зайнятий іншими великими файлами; спробує ще раз за мить."
        ),
    )
}

/// Work larger than the whole memory budget.
pub fn too_heavy(lang: Lang) -> Refusal {
    Refusal::new(
        StatusCode::PAYLOAD_TOO_LARGE,
        "too-heavy",
        tr!(
            lang,
            en: "This text is too large for the editor to check with the memory it may use.",
            bg: "Текстът е твърде голям, за да го провери редакторът с паметта, която може да ползва.",
            uk: "Текст завеликий, щоб редактор перевірив його в межах пам'яті, яку може використати."
        ),
    )
}

/// An unknown export format.
pub fn unknown_format(format: &str, lang: Lang) -> Refusal {
    Refusal::new(
        StatusCode::BAD_REQUEST,
        "unknown-format",
        tr!(
            lang,
            en: "The editor exports HTML and PDF, not `{format}`.",
            bg: "Редакторът изнася HTML и PDF, не „{format}“.",
            uk: "Редактор експортує HTML і PDF, не «{format}»."
        ),
    )
}

/// An export of a text that cannot be read as a document.
pub fn unreadable(lang: Lang) -> Refusal {
    Refusal::new(
        StatusCode::UNPROCESSABLE_ENTITY,
        "unreadable",
        tr!(
            lang,
            en: "The document cannot be made while the text cannot be read; correct the errors marked in red first.",
            bg: "Документът не може да се направи, докато текстът не се чете; първо поправете грешките, отбелязани в червено.",
            uk: "Документ не можна створити, доки текст не читається; спершу виправте помилки, позначені червоним."
        ),
    )
}

/// An export that failed (the PDF printer, the document's size): the finding's own words.
pub fn export_failed(message: &str, lang: Lang) -> Refusal {
    Refusal::new(
        StatusCode::UNPROCESSABLE_ENTITY,
        "export-failed",
        tr!(
            lang,
            en: "The document could not be made: {message}",
            bg: "Документът не можа да се направи: {message}",
            uk: "Документ не вдалося створити: {message}"
        ),
    )
}

/// An import refused: [`crate::app::import::failure_text`]'s words.
pub fn import_failed(text: String) -> Refusal {
    Refusal::new(StatusCode::UNPROCESSABLE_ENTITY, "import-failed", text)
}

/// A new edition refused (no dates to move): [`crate::app::edition::file`]'s words.
pub fn edition_failed(text: String) -> Refusal {
    Refusal::new(StatusCode::UNPROCESSABLE_ENTITY, "edition-failed", text)
}

/// No free name for an imported draft.
pub fn no_free_name(lang: Lang) -> Refusal {
    Refusal::new(
        StatusCode::CONFLICT,
        "no-free-name",
        tr!(
            lang,
            en: "There are already a thousand drafts of this name in the folder; rename the document.",
            bg: "В папката вече има хиляда чернови с това име; преименувайте документа.",
            uk: "У теці вже тисяча чернеток із цією назвою; перейменуйте документ."
        ),
    )
}

/// A code `explain` does not know.
pub fn unknown_code(code: &str, lang: Lang) -> Refusal {
    Refusal::new(
        StatusCode::NOT_FOUND,
        "unknown-code",
        tr!(
            lang,
            en: "There is no code `{code}`.",
            bg: "Няма код „{code}“.",
            uk: "Немає коду «{code}»."
        ),
    )
}

/// The server failed inside (a task that panicked).
pub fn internal(lang: Lang) -> Refusal {
    Refusal::new(
        StatusCode::INTERNAL_SERVER_ERROR,
        "internal",
        tr!(
            lang,
            en: "The editor failed to answer; try again.",
            bg: "Редакторът не успя да отговори; опитайте отново.",
            uk: "Редактор не зміг відповісти; спробуйте ще раз."
        ),
    )
}
