//! `reglament explain CODE` and `reglament rules`: the code registry, for people.

use crate::cli::args::ExplainArgs;
use crate::cli::{failure, write, ExitStatus};

/// Prints one code's documentation: its header line, summary, and the five parts.
pub fn explain(args: &ExplainArgs) -> ExitStatus {
    match crate::registry::lookup(&args.code) {
        Some(i) => write::stdout(
            format!(
                "{} {} ({})\n\n{}\n\n{}",
                i.code,
                i.name,
                i.severity.as_str(),
                i.summary,
                i.explanation()
            )
            .as_bytes(),
        ),
        None => failure(format!("unknown code `{}`; `reglament rules` lists them all", args.code)),
    }
}

/// Prints every code with its name, default severity and summary.
pub fn rules() -> ExitStatus {
    let mut text = String::new();
    for c in crate::registry::all() {
        let c = c.info();
        text.push_str(&format!(
            "{:<6} {:<40} {:<8} {}\n",
            c.code,
            c.name,
            c.severity.as_str(),
            c.summary
        ));
    }
    write::stdout(text.as_bytes())
}
