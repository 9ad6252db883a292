//! `reglament keywords [--lang bg|uk|en]`: the vocabulary of the regulation language, block by
//! block, each keyword with its English, Bulgarian and Ukrainian spellings (every spelling is
//! accepted in every file).

use crate::cli::args::{KeywordsArgs, LangArg};
use crate::cli::{write, ExitStatus};

/// Prints the keywords.
pub fn run(args: &KeywordsArgs) -> ExitStatus {
    write::stdout(crate::app::explain::keywords(args.lang.map(LangArg::lang)).as_bytes())
}
