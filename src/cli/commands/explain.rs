//! `reglament explain CODE` and `reglament rules`: the code registry, for people, in English,
//! Bulgarian or Ukrainian (`--lang`).

use crate::cli::args::{ExplainArgs, LangArg, RulesArgs};
use crate::cli::{failure, write, ExitStatus};
use crate::diagnostic::l10n::{explanation, severity_word};
use crate::diagnostic::CodeInfo;
use crate::model::keywords;
use crate::vocab::{suggest, Lang};

/// Prints one code's documentation: its header line, summary, and the five parts.
pub fn explain(args: &ExplainArgs) -> ExitStatus {
    let lang = args.lang.map_or(Lang::En, LangArg::lang);
    match crate::registry::lookup(&args.code) {
        Some(i) => write::stdout(documentation(i, lang).as_bytes()),
        None => failure(unknown_code(&args.code)),
    }
}

/// The documentation `explain` prints for a code in a language (English parts where the code
/// has no translation). An English example that is a code block is shown with its keywords in
/// the language (`regulation` → `регламент`), since every spelling is accepted.
pub fn documentation(info: &'static CodeInfo, lang: Lang) -> String {
    let texts = crate::registry::texts(info.code, lang);
    let (summary, doc) = match texts {
        Some(t) => (t.summary, t.doc),
        None => (info.summary, info.doc),
    };
    let example = if doc.example.trim().is_empty() {
        keywords::localise_code(info.doc.example, lang)
    } else {
        doc.example.to_string()
    };
    let lang = if texts.is_some() { lang } else { Lang::En };
    format!(
        "{} {} ({})\n\n{}\n\n{}",
        info.code,
        info.name,
        severity_word(info.severity, lang),
        summary,
        explanation(&doc, &example, lang)
    )
}

/// "unknown code `X`", with the closest code or name when there is one.
pub fn unknown_code(word: &str) -> String {
    let all = crate::registry::all();
    let candidates: Vec<&str> = all.iter().flat_map(|c| [c.info().code, c.info().name]).collect();
    match suggest::closest(word, candidates.iter().copied()) {
        Some(c) => format!("unknown code `{word}`; did you mean `{c}`?"),
        None => format!("unknown code `{word}`; `reglament rules` lists them all"),
    }
}

/// Prints every code with its name, default severity and summary.
pub fn rules(args: &RulesArgs) -> ExitStatus {
    let lang = args.lang.map_or(Lang::En, LangArg::lang);
    let mut text = String::new();
    for c in crate::registry::all() {
        let c = c.info();
        let translated = crate::registry::texts(c.code, lang).is_some();
        let sev = severity_word(c.severity, if translated { lang } else { Lang::En });
        text.push_str(&format!(
            "{:<6} {:<40} {:<15} {}\n",
            c.code,
            c.name,
            sev,
            crate::registry::summary(c, lang)
        ));
    }
    write::stdout(text.as_bytes())
}
