//! `reglament import FILE [-o OUT.rgl]`: a draft regulation from a document as published (plain
//! text in any encoding, `.docx`, `.odt`, HTML; `.doc` and `.pdf` through a local LibreOffice or
//! `pdftotext`, [`crate::cli::convert`]; [`crate::app::import`]), written atomically and never
//! over the input, or to standard output; then what `check` says of the draft (its review marks
//! among the rest) is listed on standard error. Every message is in the language asked for
//! (`--lang`), else the document's (else the environment's, when the document cannot be read).
//! A document over the size limit of a document to import, or whose draft would be over the
//! size limit of a regulation, or over an import limit (`I020`–`I022`), is refused with its code
//! and exit status 1, and nothing is written.

use crate::app::check::display_name;
use crate::app::import::{failure_text_at, message_lang, Place, Settings};
use crate::app::Tally;
use crate::cli::args::{DiagnosticFormat, ImportArgs};
use crate::cli::printer::Printer;
use crate::cli::{load, write, ExitStatus, Terminal};
use crate::diagnostic::l10n::{tr, Noun};
use crate::import::ImportError;
use crate::vocab::Lang;

const FACT: Noun =
    Noun {
        en: ["fact", "facts"], bg: ["факт", "факта"], uk: ["факт", "факти", "фактів"]
    };
const MARK: Noun = Noun {
    en: ["mark to review", "marks to review"],
    bg: ["отметка за проверка", "отметки за проверка"],
    uk: ["позначка для перевірки", "позначки для перевірки", "позначок для перевірки"],
};
const ERROR: Noun = Noun {
    en: ["error", "errors"],
    bg: ["грешка", "грешки"],
    uk: ["помилка", "помилки", "помилок"],
};
const WARNING: Noun = Noun {
    en: ["warning", "warnings"],
    bg: ["предупреждение", "предупреждения"],
    uk: ["попередження", "попередження", "попереджень"],
};

/// The language of the environment (`LC_ALL`, `LC_MESSAGES`, `LANG`: `bg_BG.UTF-8` → Bulgarian),
/// English otherwise: the language of a message about a document whose own cannot be seen.
fn environment_lang() -> Lang {
    ["LC_ALL", "LC_MESSAGES", "LANG"]
        .iter()
        .filter_map(|v| std::env::var(v).ok())
        .find(|v| !v.is_empty())
        .map_or(Lang::En, |v| match v.get(..2) {
            Some("bg") => Lang::Bg,
            Some("uk") => Lang::Uk,
            _ => Lang::En,
        })
}

/// Runs `import`: 0 written (the draft's findings listed), 1 the document or its draft is over a
/// limit or cannot be decoded (a coded finding; nothing written), 2 the document cannot be read
/// or converted, or the output cannot be written.
pub fn run(args: &ImportArgs, term: Terminal) -> ExitStatus {
    let asked = args.lang.map(|l| l.lang());
    let most = term.limits.file_size(crate::vocab::limits::FileKind::Document);
    let bytes = match load::input_bytes_with(&args.input, most) {
        Ok(b) => b,
        Err(msg) => return crate::cli::failure(msg),
    };
    let name = display_name(&args.input);
    let out_name =
        args.output.as_ref().map(|p| p.display().to_string()).unwrap_or_else(|| "<draft>".into());
    let programs = crate::cli::convert::Local {
        soffice: args.soffice.clone(),
        pdftotext: args.pdftotext.clone(),
    };
    let settings = Settings {
        encoding: args.encoding,
        limits: term.limits,
        convert: &programs,
        lang: asked,
        ..Settings::default()
    };
    let draft = match crate::app::import::document(&name, &bytes, &out_name, &settings) {
        Ok(d) => d,
        Err(e) => {
            let lang = message_lang(asked, &bytes, environment_lang());
            // A coded refusal (the decode stage's, a limit's) is shown as a finding: an error in
            // the input, as every command has it.
            if let ImportError::Decode(d) | ImportError::Limit(d) = &e {
                let mut d = d.as_ref().clone();
                d.localize(lang);
                // Its text is shown only where a finding points into it.
                let file = if d.labels.is_empty() {
                    crate::source::SourceFile::new(&name, "", "UTF-8")
                } else {
                    crate::decode::error_source(&name, &bytes, args.encoding)
                };
                crate::cli::write::stderr_report(&Printer::stderr(term).text(&file, &[d]));
                return ExitStatus::Findings;
            }
            let detail = match &e {
                ImportError::Damaged(m) => format!(" ({m})"),
                ImportError::NoProgram { detail, .. } => format!(" ({detail})"),
                _ => String::new(),
            };
            eprintln!(
                "{}: {name}: {}{detail}",
                tr!(lang, en: "error", bg: "грешка", uk: "помилка"),
                failure_text_at(&e, lang, Place::CommandLine)
            );
            return ExitStatus::Failure;
        }
    };
    let imported = &draft.imported;
    let lang = asked.unwrap_or(imported.lang);
    let inputs = [args.input.as_path()];
    let status = write::output_text(args.output.as_deref(), &imported.text, &inputs);
    if status != ExitStatus::Ok {
        return status;
    }
    let compiled = &draft.checked;
    let printer = Printer::of(DiagnosticFormat::Short, false);
    crate::cli::write::stderr_report(&printer.text(&compiled.file, &compiled.diagnostics));
    let tally = Tally::of(&compiled.diagnostics);
    let facts = FACT.count(lang, imported.facts as u64);
    let marks = MARK.count(lang, imported.marks as u64);
    let errors = ERROR.count(lang, tally.errors as u64);
    let warnings = WARNING.count(lang, tally.warnings as u64);
    let written_in = match (lang, imported.lang) {
        (Lang::En, Lang::Bg) => "in Bulgarian",
        (Lang::En, Lang::Uk) => "in Ukrainian",
        (Lang::En, Lang::En) => "in English",
        (Lang::Bg, Lang::Bg) => "на български",
        (Lang::Bg, Lang::Uk) => "на украински",
        (Lang::Bg, Lang::En) => "на английски",
        (Lang::Uk, Lang::Bg) => "болгарською",
        (Lang::Uk, Lang::Uk) => "українською",
        (Lang::Uk, Lang::En) => "англійською",
    };
    eprintln!(
        "{}",
        tr!(
            lang,
            en: "imported {name}: {facts} {written_in}, {marks}; the draft has {errors}, {warnings}",
            bg: "внесен е {name}: {facts} {written_in}, {marks}; проектът има {errors}, {warnings}",
            uk: "імпортовано {name}: {facts} {written_in}, {marks}; у проєкті {errors}, {warnings}"
        )
    );
    ExitStatus::Ok
}
