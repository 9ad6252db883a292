//! A draft regulation from a document as published (`reglament import`, or a document dropped
//! on the editor): plain text in any encoding, `.docx` or HTML, then checked as `check` would
//! check it, so that what the import was unsure of (its review marks) is listed with the rest.

use crate::diagnostic::l10n::tr;
use crate::import::{self, ImportError, Imported, Kind};
use crate::vocab::Lang;
use crate::{compile, Compiled, Options};

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
    encoding: Option<&'static encoding_rs::Encoding>,
    draft_name: &str,
) -> Result<Draft, ImportError> {
    let imported = import::import(name, bytes, Kind::of(name, bytes), encoding)?;
    let checked = compile(draft_name, imported.text.as_bytes(), &Options::default());
    Ok(Draft { imported, checked })
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
    if stem.trim_matches(['-', '.']).is_empty() {
        "imported".to_string()
    } else {
        stem
    }
}

/// Why a document could not be imported, in the words of the person who dropped it: what is
/// wrong and what to do. A file that is not text (a Word 97–2003 `.doc`, an OLE file, among
/// others) gets the advice to save it as `.docx`; a damaged `.docx` the advice to save it again.
pub fn failure_text(error: &ImportError, lang: Lang) -> String {
    match error {
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
            failure_text(&ImportError::Empty, lang)
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
    }
}
