//! The command line. clap lives only here; every command calls the library's pipeline.

pub mod build;

use crate::diagnostic::json::JsonDiagnostic;
use crate::diagnostic::render::{render_human, render_short, HumanOptions};
use crate::diagnostic::Severity;
use crate::{checks, compile, decode, Compiled, Options};
use clap::{Parser, Subcommand, ValueEnum};
use std::io::{IsTerminal, Write};
use std::path::{Path, PathBuf};

/// Exit code: no errors.
pub const EXIT_OK: i32 = 0;
/// Exit code: the input has errors (or warnings with `--deny-warnings`).
pub const EXIT_FINDINGS: i32 = 1;
/// Exit code: usage, I/O or internal failure.
pub const EXIT_USAGE: i32 = 2;

/// The file extension of regulation files.
pub const EXTENSION: &str = "rgl";

/// reglament: compile and check chess tournament regulations, compute standings.
#[derive(Debug, Parser)]
#[command(name = "reglament", version, about, max_term_width = 100)]
pub struct Cli {
    /// When to use colours (`auto` honours NO_COLOR and whether output is a terminal).
    #[arg(long, value_enum, default_value_t = ColorChoice::Auto, global = true)]
    pub color: ColorChoice,
    /// The command.
    #[command(subcommand)]
    pub command: Command,
}

/// Colour choice.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum ColorChoice {
    /// Colour when writing to a terminal and NO_COLOR is unset.
    Auto,
    /// Always colour.
    Always,
    /// Never colour.
    Never,
}

/// Diagnostic output formats.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum DiagnosticFormat {
    /// rustc-like reports with source excerpts.
    Human,
    /// One line per finding.
    Short,
    /// One JSON array of findings.
    Json,
}

/// Subcommands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// The main job for a folder: check every regulation, render every regulation and every
    /// bulletin (results files naming their regulation) into an output folder.
    Build(build::BuildArgs),
    /// Check regulation files (or folders of `.rgl` files) for contradictions.
    Check(CheckArgs),
    /// Print the documentation of a diagnostic code.
    Explain {
        /// A code such as `V101` or `L001`, or a rule name.
        code: String,
    },
    /// List every diagnostic code.
    Rules,
    /// Compute standings: a regulation on its results (`REGFILE --results FILE`), or a TRF file
    /// with an ordered FIDE tie-break list (`--trf FILE --tiebreaks LIST`).
    Standings(StandingsCommand),
    /// Convert results (`.rgr`, PGN or FIDE TRF) to TRF16 (rating submission), TRF26 or JSON.
    Trf(TrfArgs),
    /// Render a regulation as a document (HTML for print, Markdown or text).
    Render(crate::render::cli::RenderArgs),
    /// The results bulletin of an event (`REGFILE --results FILE`): standings, crosstable or
    /// wallchart, team matches, board classifications, norms and ratings.
    Bulletin(crate::render::bulletin_cli::BulletinArgs),
    /// Print the syntax tree or the typed model of a file as JSON (for developers).
    Dump {
        /// The regulation file.
        file: PathBuf,
        /// What to print.
        #[arg(long, value_enum, default_value_t = DumpWhat::Model)]
        what: DumpWhat,
        /// Force the input encoding.
        #[arg(long)]
        encoding: Option<String>,
    },
}

/// What `dump` prints.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum DumpWhat {
    /// The syntax tree.
    Syntax,
    /// The typed model.
    Model,
}

/// Arguments of `standings`: either a regulation and its results, or a TRF alone.
#[derive(Debug, clap::Args)]
pub struct StandingsCommand {
    /// The regulation (`.rgl`); its point system and tie-break list are applied.
    pub regulation: Option<PathBuf>,
    /// With a regulation: the results (`.rgr`, FIDE TRF or PGN).
    #[arg(long, value_name = "FILE", requires = "regulation")]
    pub results: Option<PathBuf>,
    /// Without a regulation: the TRF file (TRF16 or TRF26, individual or team).
    #[arg(long, value_name = "FILE", conflicts_with_all = ["regulation", "results"])]
    pub trf: Option<PathBuf>,
    /// With `--trf`: the ordered tie-break list, e.g. "BH/C1,BH,SB,DE" (default: record 202).
    #[arg(long, value_name = "LIST", requires = "trf")]
    pub tiebreaks: Option<String>,
    /// With `--trf`: tie-break rules pre2023, 2024 or 2026 (default: in force at the start date).
    #[arg(long, requires = "trf")]
    pub edition: Option<String>,
    /// With `--trf`: apply round-robin rules (Art. 15.2) even if the file does not say so.
    #[arg(long, requires = "trf")]
    pub round_robin: bool,
    /// With `--trf`: participants still tied after the whole list share their rank.
    #[arg(long, requires = "trf")]
    pub shared_ranks: bool,
    /// With `--trf`: add each player's games, score, average opponent, TPR, K and rating
    /// change, and the title norms (B.01) the result meets or nearly meets.
    #[arg(long, requires = "trf")]
    pub ratings: bool,
    /// Output format.
    #[arg(long, value_enum, default_value_t = crate::score::cli::Format::Text)]
    pub format: crate::score::cli::Format,
    /// Explain, criterion by criterion, how the participants with these numbers are ranked.
    #[arg(long, num_args = 2, value_names = ["A", "B"])]
    pub why: Option<Vec<u32>>,
}

fn standings(args: StandingsCommand) -> i32 {
    match (args.regulation, args.trf) {
        (Some(regulation), None) => {
            let Some(results) = args.results else {
                eprintln!("error: `standings REGFILE` needs `--results FILE` (.rgr, .trf or .pgn)");
                return EXIT_USAGE;
            };
            crate::score::regulation_cli::run(&crate::score::regulation_cli::RegStandingsArgs {
                regulation,
                results,
                format: args.format,
                why: args.why,
            })
        }
        (None, Some(trf)) => {
            let edition = match args.edition.as_deref().map(crate::score::edition::Edition::parse) {
                None => None,
                Some(Some(e)) => Some(e),
                Some(None) => {
                    eprintln!("error: unknown edition (use pre2023, 2024 or 2026)");
                    return EXIT_USAGE;
                }
            };
            crate::score::cli::run(&crate::score::cli::StandingsArgs {
                trf,
                tiebreaks: args.tiebreaks,
                edition,
                round_robin: args.round_robin,
                format: args.format,
                why: args.why,
                shared_ranks: args.shared_ranks,
                ratings: args.ratings,
            })
        }
        _ => {
            eprintln!("error: give a regulation and `--results FILE`, or `--trf FILE`");
            EXIT_USAGE
        }
    }
}

/// Output formats of `trf`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum TrfFormat {
    /// FIDE TRF16, for rating submission.
    Trf16,
    /// FIDE TRF26 (team records 310/300/320/330).
    Trf26,
    /// JSON.
    Json,
}

/// Arguments of `trf`.
#[derive(Debug, clap::Args)]
pub struct TrfArgs {
    /// The results: our results file (`.rgr`), PGN (`.pgn`) or FIDE TRF.
    pub input: PathBuf,
    /// The regulation: numbers players as its list does (`.rgr` and PGN input).
    #[arg(long, value_name = "REGFILE")]
    pub regulation: Option<PathBuf>,
    /// What to write.
    #[arg(long, value_enum, default_value_t = TrfFormat::Trf16)]
    pub to: TrfFormat,
    /// Write to this file (atomically; never over an input) instead of standard output.
    #[arg(long, short, value_name = "FILE")]
    pub output: Option<PathBuf>,
}

fn trf(args: &TrfArgs) -> i32 {
    let regulation = match &args.regulation {
        Some(path) => match crate::score::regulation_cli::load_regulation(path) {
            Ok(r) => Some(r),
            Err(msg) => {
                eprintln!("{msg}");
                return EXIT_FINDINGS;
            }
        },
        None => None,
    };
    let (t, _, diagnostics) =
        match crate::score::regulation_cli::load_results(&args.input, regulation.as_ref()) {
            Ok(r) => r,
            Err(msg) => {
                eprintln!("error: {msg}");
                return EXIT_USAGE;
            }
        };
    let name = args.input.display().to_string();
    let mut errors = false;
    for d in &diagnostics {
        errors |= d.severity == Severity::Error;
        eprintln!("{name}: {}[{}]: {}", d.severity.as_str(), d.code, d.message);
    }
    if errors {
        eprintln!("error: the results have errors; nothing written");
        return EXIT_FINDINGS;
    }
    let text = match args.to {
        TrfFormat::Trf16 => crate::results::trf::write_trf16(&t),
        TrfFormat::Trf26 => crate::results::trf::write_trf26(&t),
        TrfFormat::Json => crate::results::json::to_json(&t),
    };
    match &args.output {
        None => {
            emit(&text);
            EXIT_OK
        }
        Some(path) => {
            let mut inputs: Vec<&Path> = vec![args.input.as_path()];
            if let Some(r) = &args.regulation {
                inputs.push(r.as_path());
            }
            match crate::output::write_atomically(path, text.as_bytes(), &inputs) {
                Ok(()) => EXIT_OK,
                Err(e) => {
                    eprintln!("error: {e}");
                    EXIT_USAGE
                }
            }
        }
    }
}

/// Arguments of `check`.
#[derive(Debug, clap::Args)]
pub struct CheckArgs {
    /// Files or folders (folders are searched for `.rgl` files).
    #[arg(required = true)]
    pub paths: Vec<PathBuf>,
    /// Output format.
    #[arg(long, value_enum, default_value_t = DiagnosticFormat::Human)]
    pub format: DiagnosticFormat,
    /// Treat warnings as errors for the exit code.
    #[arg(long)]
    pub deny_warnings: bool,
    /// Only report these codes or code prefixes (comma-separated, e.g. `V1,V205`).
    #[arg(long, value_delimiter = ',')]
    pub select: Vec<String>,
    /// Never report these codes or code prefixes (comma-separated).
    #[arg(long, value_delimiter = ',')]
    pub ignore: Vec<String>,
    /// Force the input encoding (`utf-8`, `utf-16`, `windows-1251`, `koi8-u`, `koi8-r`).
    #[arg(long)]
    pub encoding: Option<String>,
}

/// Runs the command line and returns the process exit code.
pub fn main() -> i32 {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => {
            let _ = e.print();
            return if e.use_stderr() { EXIT_USAGE } else { EXIT_OK };
        }
    };
    run(cli)
}

/// Runs a parsed command line.
pub fn run(cli: Cli) -> i32 {
    let color = match cli.color {
        ColorChoice::Always => true,
        ColorChoice::Never => false,
        ColorChoice::Auto => {
            std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty())
                && std::io::stdout().is_terminal()
        }
    };
    match cli.command {
        Command::Check(args) => check(&args, color),
        Command::Build(args) => build::run(&args),
        Command::Explain { code } => explain(&code),
        Command::Rules => rules(),
        Command::Standings(args) => standings(args),
        Command::Trf(args) => trf(&args),
        Command::Render(args) => crate::render::cli::run(&args, color),
        Command::Bulletin(args) => crate::render::bulletin_cli::run(&args),
        Command::Dump { file, what, encoding } => dump(&file, what, encoding.as_deref()),
    }
}

fn encoding_arg(label: Option<&str>) -> Result<Option<&'static encoding_rs::Encoding>, i32> {
    match label {
        None => Ok(None),
        Some(l) => match decode::encoding_for_label(l) {
            Some(e) => Ok(Some(e)),
            None => {
                eprintln!("error: unknown encoding `{l}` (use utf-8, utf-16, windows-1251, koi8-u or koi8-r)");
                Err(EXIT_USAGE)
            }
        },
    }
}

/// Expands files and folders into a sorted list of regulation files.
pub fn collect_files(paths: &[PathBuf]) -> Result<Vec<PathBuf>, String> {
    let mut out = Vec::new();
    for p in paths {
        if p.is_dir() {
            walk(p, &mut out).map_err(|e| format!("cannot read folder `{}`: {e}", p.display()))?;
        } else if p.exists() {
            out.push(p.clone());
        } else {
            return Err(format!("no such file or folder: `{}`", p.display()));
        }
    }
    Ok(out)
}

fn walk(dir: &Path, out: &mut Vec<PathBuf>) -> std::io::Result<()> {
    let mut entries: Vec<PathBuf> =
        std::fs::read_dir(dir)?.filter_map(|e| e.ok().map(|e| e.path())).collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            walk(&p, out)?;
        } else if p.extension().and_then(|e| e.to_str()) == Some(EXTENSION) {
            out.push(p);
        }
    }
    Ok(())
}

fn check(args: &CheckArgs, color: bool) -> i32 {
    let encoding = match encoding_arg(args.encoding.as_deref()) {
        Ok(e) => e,
        Err(code) => return code,
    };
    let files = match collect_files(&args.paths) {
        Ok(f) => f,
        Err(msg) => {
            eprintln!("error: {msg}");
            return EXIT_USAGE;
        }
    };
    let options = Options {
        encoding,
        selection: checks::Selection { select: args.select.clone(), ignore: args.ignore.clone() },
        no_checks: false,
    };
    let mut results: Vec<Compiled> = Vec::new();
    // Long runs show progress on a terminal; pipes and CI logs get none.
    let progress = (files.len() > 20 && std::io::stderr().is_terminal()).then(|| {
        let bar = indicatif::ProgressBar::new(files.len() as u64);
        bar.set_style(
            indicatif::ProgressStyle::with_template("checking {pos}/{len} {wide_bar} {msg}")
                .unwrap_or_else(|_| indicatif::ProgressStyle::default_bar()),
        );
        bar
    });
    for path in &files {
        if let Some(bar) = &progress {
            bar.set_message(path.display().to_string());
            bar.inc(1);
        }
        let name = path.display().to_string();
        let bytes = match std::fs::read(path) {
            Ok(b) => b,
            Err(e) => {
                eprintln!("error: cannot read `{name}`: {e}");
                return EXIT_USAGE;
            }
        };
        let mut compiled = compile(&name, &bytes, &options);
        compiled.diagnostics.retain(|d| {
            d.severity == Severity::Error && !d.code.starts_with('V')
                || options.selection.wants(&d.code)
        });
        results.push(compiled);
    }
    if let Some(bar) = progress {
        bar.finish_and_clear();
    }
    let (mut errors, mut warnings) = (0usize, 0usize);
    for c in &results {
        for d in &c.diagnostics {
            match d.severity {
                Severity::Error => errors += 1,
                Severity::Warning => warnings += 1,
                Severity::Note => {}
            }
        }
    }
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    let written = match args.format {
        DiagnosticFormat::Json => {
            let all: Vec<JsonDiagnostic> = results
                .iter()
                .flat_map(|c| c.diagnostics.iter().map(|d| JsonDiagnostic::new(&c.file, d)))
                .collect();
            serde_json::to_string_pretty(&all)
                .map_err(std::io::Error::other)
                .and_then(|s| writeln!(out, "{s}"))
        }
        DiagnosticFormat::Human | DiagnosticFormat::Short => {
            let mut res = Ok(());
            for c in &results {
                for d in &c.diagnostics {
                    let text = if args.format == DiagnosticFormat::Short {
                        render_short(&c.file, d)
                    } else {
                        render_human(&c.file, d, HumanOptions { color })
                    };
                    res = res.and_then(|_| write!(out, "{text}"));
                }
            }
            res
        }
    };
    if written.is_err() {
        return EXIT_USAGE;
    }
    if args.format != DiagnosticFormat::Json {
        eprintln!(
            "checked {} file{}: {} error{}, {} warning{}",
            results.len(),
            if results.len() == 1 { "" } else { "s" },
            errors,
            if errors == 1 { "" } else { "s" },
            warnings,
            if warnings == 1 { "" } else { "s" }
        );
    }
    if errors > 0 || (args.deny_warnings && warnings > 0) {
        EXIT_FINDINGS
    } else {
        EXIT_OK
    }
}

fn explain(code: &str) -> i32 {
    match crate::registry::lookup(code) {
        Some(i) => {
            emit(&format!(
                "{} {} ({})\n\n{}\n\n{}",
                i.code,
                i.name,
                i.severity.as_str(),
                i.summary,
                i.explanation()
            ));
            EXIT_OK
        }
        None => {
            eprintln!("error: unknown code `{code}`; `reglament rules` lists them all");
            EXIT_USAGE
        }
    }
}

fn rules() -> i32 {
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
    emit(&text);
    EXIT_OK
}

fn dump(file: &Path, what: DumpWhat, encoding: Option<&str>) -> i32 {
    let encoding = match encoding_arg(encoding) {
        Ok(e) => e,
        Err(code) => return code,
    };
    let bytes = match std::fs::read(file) {
        Ok(b) => b,
        Err(e) => {
            eprintln!("error: cannot read `{}`: {e}", file.display());
            return EXIT_USAGE;
        }
    };
    let options = Options { encoding, no_checks: true, ..Options::default() };
    let c = compile(&file.display().to_string(), &bytes, &options);
    for d in &c.diagnostics {
        eprint!("{}", render_short(&c.file, d));
    }
    let json = match what {
        DumpWhat::Syntax => c.syntax.as_ref().map(serde_json::to_string_pretty),
        DumpWhat::Model => c.model.as_ref().map(serde_json::to_string_pretty),
    };
    match json {
        Some(Ok(s)) => {
            emit(&format!("{s}\n"));
            if c.has_errors() {
                EXIT_FINDINGS
            } else {
                EXIT_OK
            }
        }
        _ => EXIT_FINDINGS,
    }
}

/// Writes to stdout, ignoring a closed pipe (`reglament rules | head`).
fn emit(text: &str) {
    let _ = std::io::stdout().lock().write_all(text.as_bytes());
}
