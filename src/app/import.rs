//! A draft regulation from a document as published (`reglament import`, or a document dropped
//! on the editor): plain text in any encoding, `.docx`, `.odt` or HTML, a `.doc` or `.pdf`
//! through a local program ([`Convert`]), then checked as `check` would check it, so that what
//! the import was unsure of (its review marks) is listed with the rest. The sizes are the limits
//! of every command: a document over the size limit of a document to import is refused before it
//! is read, and a draft over the size limit of a regulation (which `check`, `build` and the editor
//! would refuse) is refused rather than given (`D001`, naming the limit).

use crate::diagnostic::l10n::tr;
use crate::import::{self, ImportError, Imported, Kind};
use crate::vocab::limits::{FileKind, Limits};
use crate::vocab::Lang;
use crate::{compile, Compiled, Options};

/// Reads the documents the import cannot read itself through a local program: a Word 97–2003
/// `.doc` through LibreOffice (`soffice --convert-to docx`), a `.pdf` through poppler's
/// `pdftotext`. The command line's implementation looks for the programs and runs them.
pub trait Convert {
    /// The `.docx` made of a `.doc` ([`Kind::Doc`]), or the UTF-8 text of a `.pdf` ([`Kind::Pdf`]).
    fn convert(&self, kind: Kind, bytes: &[u8]) -> Result<Vec<u8>, Conversion>;
}

/// Why a document could not be converted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Conversion {
    /// The program was not found (where it was looked for).
    Missing(String),
    /// The program ran and failed (what it said).
    Failed(String),
}

/// No local programs: every `.doc` and `.pdf` gets the advice of [`failure_text`].
pub struct NoPrograms;

impl Convert for NoPrograms {
    fn convert(&self, kind: Kind, _bytes: &[u8]) -> Result<Vec<u8>, Conversion> {
        Err(Conversion::Missing(format!("no program reads a {kind:?} document here")))
    }
}

/// How a document is imported: the encoding of a text file, the limits, the programs that read
/// `.doc` and `.pdf`, and the language of the draft's findings (else the document's own).
pub struct Settings<'a> {
    /// Force the encoding of a text file.
    pub encoding: Option<&'static encoding_rs::Encoding>,
    /// Paragraph length, nesting depth, and the limits of the check of the draft.
    pub limits: Limits,
    /// The programs that read a `.doc` or `.pdf`.
    pub convert: &'a dyn Convert,
    /// The language of the findings on the draft (`--lang`), else the document's.
    pub lang: Option<Lang>,
    /// Asked between the stages of the work: true gives up ([`ImportError::Stopped`]).
    pub stop: &'a (dyn Fn() -> bool + Sync),
}

fn never() -> bool {
    false
}

impl Default for Settings<'_> {
    fn default() -> Self {
        Settings {
            encoding: None,
            limits: Limits::default(),
            convert: &NoPrograms,
            lang: None,
            stop: &never,
        }
    }
}

/// A document imported and its draft checked.
pub struct Draft {
    /// The draft's text and what it holds.
    pub imported: Imported,
    /// What `check` says of the draft (named `draft_name`).
    pub checked: Compiled,
}

/// Imports a document's bytes (its kind told by its name and bytes) and checks the draft.
pub fn document(
    name: &str,
    bytes: &[u8],
    draft_name: &str,
    settings: &Settings<'_>,
) -> Result<Draft, ImportError> {
    let most = settings.limits.file_size(FileKind::Document);
    if bytes.len() as u64 > most {
        return Err(ImportError::Limit(Box::new(crate::decode::too_large(
            bytes.len(),
            usize::try_from(most).unwrap_or(usize::MAX),
        ))));
    }
    let kind = Kind::of(name, bytes);
    let stop = settings.stop;
    let imported = if kind.needs_converter() {
        let converted = settings.convert.convert(kind, bytes).map_err(|c| match c {
            Conversion::Missing(detail) => ImportError::NoProgram { kind, detail },
            Conversion::Failed(why) => ImportError::Damaged(why),
        })?;
        import::import_converted(name, kind, &converted, &settings.limits, stop)?
    } else {
        import::import_until(name, bytes, kind, settings.encoding, &settings.limits, stop)?
    };
    if stop() {
        return Err(ImportError::Stopped);
    }
    let most = settings.limits.file_size(FileKind::Regulation);
    if imported.text.len() as u64 > most {
        return Err(ImportError::Limit(Box::new(draft_too_large(imported.text.len(), most))));
    }
    let options = Options { lang: settings.lang, limits: settings.limits, ..Options::default() };
    let checked = compile(draft_name, imported.text.as_bytes(), &options);
    Ok(Draft { imported, checked })
}

/// `D001`: the draft of `size` bytes is over the size limit of a regulation, `limit` bytes.
fn draft_too_large(size: usize, limit: u64) -> crate::diagnostic::Diagnostic {
    use crate::diagnostic::l10n::localized;
    use crate::diagnostic::Diagnostic;
    let limit_text = crate::vocab::limits::format_size(limit);
    localized(|l| {
        Diagnostic::error(
            crate::decode::codes::FILE_TOO_LARGE,
            tr!(
                l,
                en: "the draft would be {size} bytes, over the size limit of a regulation, {limit_text}: `check`, `build` and the editor would not read it",
                bg: "проектът би бил {size} байта — над границата за размер на регламент, {limit_text}: `check`, `build` и редакторът не биха го прочели",
                uk: "проєкт мав би {size} байтів — понад межу розміру положення, {limit_text}: `check`, `build` і редактор його не прочитали б"
            ),
        )
        .with_help(tr!(
            l,
            en: "check that the document is one regulation; if it is, raise the limit with `--max-file-size` (e.g. `4M`) here and for the commands that read the draft",
            bg: "проверете дали документът е един регламент; ако е, вдигнете границата с `--max-file-size` (напр. `4M`) тук и за командите, които четат проекта",
            uk: "перевірте, чи документ — одне положення; якщо так, підніміть межу через `--max-file-size` (напр. `4M`) тут і для команд, що читають проєкт"
        ))
    })
}

/// The language to tell a person about a document in: the one asked for, else the document's
/// own as far as its bytes show it, else `fallback` (the user's environment).
pub fn message_lang(asked: Option<Lang>, bytes: &[u8], fallback: Lang) -> Lang {
    asked.or_else(|| import::language_of_bytes(bytes)).unwrap_or(fallback)
}

/// The file name a draft of the document `name` is saved as, without its extension: the
/// document's own stem, letters, digits, `-`, `_` and `.` kept, anything else a `-`
/// (`imported` when nothing is left).
pub fn draft_stem(name: &str) -> String {
    let stem: String = std::path::Path::new(name)
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default()
        .chars()
        .map(|c| if c.is_alphanumeric() || c == '-' || c == '_' || c == '.' { c } else { '-' })
        .collect();
    // A plain name: no leading `-` or `.` (an option, a hidden file), and short enough that
    // `STEM-999.rgl.bak` has at most 200 characters and 250 bytes.
    let stem = stem.trim_start_matches(['-', '.']);
    let mut end = 0;
    for (count, (i, c)) in stem.char_indices().enumerate() {
        if count >= DRAFT_STEM_CHARS || i + c.len_utf8() > DRAFT_STEM_BYTES {
            break;
        }
        end = i + c.len_utf8();
    }
    let stem = stem[..end].trim_end_matches(['-', '.']);
    if stem.is_empty() {
        "imported".to_string()
    } else {
        stem.to_string()
    }
}

/// The most characters of a draft's stem: `-999.rgl` makes a name of at most 200.
const DRAFT_STEM_CHARS: usize = 192;
/// The most bytes of a draft's stem: `-999.rgl` and the `.bak` of the file make at most 254.
const DRAFT_STEM_BYTES: usize = 238;

/// Where the person who imports a document is: the action a message proposes must exist there.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    /// In the editor, where a document is dropped on the page.
    Editor,
    /// On the command line, where a document is named to `reglament import`.
    CommandLine,
}

/// Why a document could not be imported, in the words of the person who dropped it on the
/// editor ([`failure_text_at`] for the command line).
pub fn failure_text(error: &ImportError, lang: Lang) -> String {
    failure_text_at(error, lang, Place::Editor)
}

/// Why a document could not be imported, in the words of the person who imports it where she is:
/// what is wrong and what to do. A `.doc` or `.pdf` whose program is missing, or a file that is
/// not text, gets the advice to save it as `.docx`; a damaged `.docx` the advice to save it
/// again; a document over a limit the limit's flag. The new file is dropped on the editor's page,
/// or imported again on the command line.
pub fn failure_text_at(error: &ImportError, lang: Lang, place: Place) -> String {
    let editor = place == Place::Editor;
    match error {
        ImportError::Decode(d) if d.code == crate::decode::codes::BINARY_FILE && !editor => tr!(
            lang,
            en: "This file is not a text document. A Word 97–2003 document (.doc) cannot be read \
                 directly: open it in Word or LibreOffice, save it as a Word document (.docx) and \
                 import that file.",
            bg: "Файлът не е текстов документ. Документ на Word 97–2003 (.doc) не може да се прочете \
                 направо: отворете го в Word или LibreOffice, запишете го като документ на Word \
                 (.docx) и внесете новия файл.",
            uk: "Файл не є текстовим документом. Документ Word 97–2003 (.doc) не можна прочитати \
                 напряму: відкрийте його у Word або LibreOffice, збережіть як документ Word (.docx) \
                 та імпортуйте новий файл."
        ),
        ImportError::Decode(d) if d.code == crate::decode::codes::BINARY_FILE => tr!(
            lang,
            en: "This file is not a text document. A Word 97–2003 document (.doc) cannot be read \
                 directly: open it in Word or LibreOffice, save it as a Word document (.docx) and \
                 drop that file here.",
            bg: "Файлът не е текстов документ. Документ на Word 97–2003 (.doc) не може да се прочете \
                 направо: отворете го в Word или LibreOffice, запишете го като документ на Word \
                 (.docx) и пуснете тук новия файл.",
            uk: "Файл не є текстовим документом. Документ Word 97–2003 (.doc) не можна прочитати \
                 напряму: відкрийте його у Word або LibreOffice, збережіть як документ Word (.docx) \
                 і перетягніть сюди новий файл."
        ),
        ImportError::Decode(d) if d.code == crate::decode::codes::EMPTY_FILE => {
            failure_text_at(&ImportError::Empty, lang, place)
        }
        ImportError::Decode(d) => {
            let mut d = d.as_ref().clone();
            d.localize(lang);
            let message = d.message.trim_end_matches('.');
            tr!(
                lang,
                en: "The document cannot be read: {message}.",
                bg: "Документът не може да се прочете: {message}.",
                uk: "Документ не вдається прочитати: {message}."
            )
        }
        ImportError::Damaged(_) if !editor => tr!(
            lang,
            en: "The document is damaged or is not what its name says (.docx, .odt, .html or .txt). \
                 Open it in Word or LibreOffice, save it again as .docx and import the new file.",
            bg: "Документът е повреден или не е това, което казва името му (.docx, .odt, .html или \
                 .txt). Отворете го в Word или LibreOffice, запишете го отново като .docx и внесете \
                 новия файл.",
            uk: "Документ пошкоджений або не є тим, що каже його назва (.docx, .odt, .html чи .txt). \
                 Відкрийте його у Word або LibreOffice, збережіть знову як .docx та імпортуйте \
                 новий файл."
        ),
        ImportError::Damaged(_) => tr!(
            lang,
            en: "The document is damaged or is not what its name says (.docx, .html or .txt). Open \
                 it in Word or LibreOffice, save it again as .docx and drop the new file here.",
            bg: "Документът е повреден или не е това, което казва името му (.docx, .html или .txt). \
                 Отворете го в Word или LibreOffice, запишете го отново като .docx и пуснете тук \
                 новия файл.",
            uk: "Документ пошкоджений або не є тим, що каже його назва (.docx, .html чи .txt). \
                 Відкрийте його у Word або LibreOffice, збережіть знову як .docx і перетягніть \
                 сюди новий файл."
        ),
        ImportError::Empty => tr!(
            lang,
            en: "The document holds no text: there is nothing to import.",
            bg: "В документа няма текст: няма какво да се внесе.",
            uk: "У документі немає тексту: немає чого імпортувати."
        ),
        ImportError::Limit(d) => {
            let mut d = d.as_ref().clone();
            d.localize(lang);
            let message = d.message.trim_end_matches('.');
            let help = d.help.as_deref().unwrap_or("").trim_end_matches('.');
            let code = d.code.as_str();
            tr!(
                lang,
                en: "The document cannot be imported: {message} ({code}). What to do: {help}.",
                bg: "Документът не може да се внесе: {message} ({code}). Какво да направите: {help}.",
                uk: "Документ не вдається імпортувати: {message} ({code}). Що зробити: {help}."
            )
        }
        ImportError::Stopped => tr!(
            lang,
            en: "The import was stopped before it ended.",
            bg: "Вносът беше спрян, преди да завърши.",
            uk: "Імпорт зупинено, перш ніж він завершився."
        ),
        ImportError::NoProgram { kind: Kind::Pdf, .. } => tr!(
            lang,
            en: "The text of a PDF is read with pdftotext (poppler-utils), which is not installed \
                 on this computer. Import the document the PDF was made from (save it from Word \
                 or LibreOffice as .docx), or install poppler-utils and import the PDF again.",
            bg: "Текстът на PDF се чете с pdftotext (poppler-utils), който не е инсталиран на този \
                 компютър. Внесете документа, от който е направен PDF файлът (запишете го от Word \
                 или LibreOffice като .docx), или инсталирайте poppler-utils и внесете PDF файла \
                 отново.",
            uk: "Текст PDF читає програма pdftotext (poppler-utils), яку на цьому комп'ютері не \
                 встановлено. Імпортуйте документ, з якого зроблено PDF (збережіть його з Word або \
                 LibreOffice як .docx), або встановіть poppler-utils та імпортуйте PDF ще раз."
        ),
        ImportError::NoProgram { .. } => tr!(
            lang,
            en: "A Word 97–2003 document (.doc) is read through LibreOffice, which was not found \
                 on this computer. Open the document in Word or LibreOffice, save it as a Word \
                 document (.docx) and import that file (or install LibreOffice and import the \
                 .doc again).",
            bg: "Документ на Word 97–2003 (.doc) се чете чрез LibreOffice, който не е намерен на \
                 този компютър. Отворете документа в Word или LibreOffice, запишете го като \
                 документ на Word (.docx) и внесете новия файл (или инсталирайте LibreOffice и \
                 внесете .doc файла отново).",
            uk: "Документ Word 97–2003 (.doc) читається через LibreOffice, якого на цьому \
                 комп'ютері не знайдено. Відкрийте документ у Word або LibreOffice, збережіть \
                 його як документ Word (.docx) та імпортуйте новий файл (або встановіть \
                 LibreOffice й імпортуйте .doc ще раз)."
        ),
    }
}
