//! `reglament explain CODE` and `reglament rules`: the code registry, for people, in English,
//! Bulgarian or Ukrainian (`--lang`), as [`crate::app::explain`] writes it.

use crate::cli::args::{ExplainArgs, LangArg, RulesArgs};
use crate::cli::{failure, write, ExitStatus};
use crate::vocab::Lang;

/// Prints one code's documentation: its header line, summary, and the five parts.
pub fn explain(args: &ExplainArgs) -> ExitStatus {
    let lang = args.lang.map_or(Lang::En, LangArg::lang);
    match crate::app::explain::code(&args.code, lang) {
        Ok(text) => write::stdout(text.as_bytes()),
        Err(why) => failure(why),
    }
}

/// Prints every code with its name, default severity and summary.
pub fn rules(args: &RulesArgs) -> ExitStatus {
    let lang = args.lang.map_or(Lang::En, LangArg::lang);
    write::stdout(crate::app::explain::rules(lang).as_bytes())
}
