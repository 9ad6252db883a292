//! `reglament import FILE [-o OUT.rgl]`: a draft regulation from a document as published (plain
//! text in any encoding, `.docx`, `.odt`, HTML; `.doc` and `.pdf` through a local LibreOffice or
//! `pdftotext`, [`crate::cli::convert`]; [`crate::app::import`]), written atomically and never
//! over the input, or to standard output; then what `check` says of the draft (its review marks
//! among the rest) is listed on standard error. Every message is in the language asked for
//! (`--lang`), else the document's (else the environment's, when the document cannot be read).

use crate::app::check::display_name;
use crate::app::import::{failure_text, message_lang, Settings};
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

/// Runs `import`: 0 written, 1 the draft has errors (it is written all the same), 2 the
/// document cannot be read or the output cannot be written.
pub fn run(args: &ImportArgs, term: Terminal) -> ExitStatus {
    let asked = args.lang.map(|l| l.lang());
    let bytes = match load::input_bytes(&args.input) {
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
            // A coded refusal (the decode stage's, a limit's) is shown as a finding.
            if let ImportError::Decode(d) | ImportError::Limit(d) = &e {
                let mut d = d.as_ref().clone();
                d.localize(lang);
                let file = crate::decode::error_source(&name, &bytes, args.encoding);
                eprint!("{}", Printer::stderr(term).text(&file, &[d]));
                return ExitStatus::Failure;
            }
            let detail = match &e {
                ImportError::Damaged(m) => format!(" ({m})"),
                ImportError::NoProgram { detail, .. } => format!(" ({detail})"),
                _ => String::new(),
            };
            eprintln!(
                "{}: {name}: {}{detail}",
                tr!(lang, en: "error", bg: "грешка", uk: "помилка"),
                failure_text(&e, lang)
            );
            return ExitStatus::Failure;
        }
    };
    let imported = &draft.imported;
    let lang = asked.unwrap_or(imported.lang);
    let inputs = [args.input.as_path()];
    let status = write::output(args.output.as_deref(), imported.text.as_bytes(), &inputs);
    if status != ExitStatus::Ok {
        return status;
    }
    let compiled = &draft.checked;
    let printer = Printer::of(DiagnosticFormat::Short, false);
    eprint!("{}", printer.text(&compiled.file, &compiled.diagnostics));
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
