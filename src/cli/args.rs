//! Every clap type of the command line, in one place. Every value is parsed here, once, into
//! the library's type: languages, encodings, formats, tie-break editions and tie-break lists
//! (with a did-you-mean for a typo, and the Bulgarian and Ukrainian names of the tie-breaks).

use crate::app::publish::DocumentFormat as Document;
use crate::render::OutputEncoding;
use crate::score::edition::Edition;
use crate::vocab::limits::Limits;
use crate::vocab::tiebreak::TieBreakList;
use clap::{Parser, Subcommand, ValueEnum};
use std::path::PathBuf;

/// reglament: compile and check chess tournament regulations, compute standings.
#[derive(Debug, Parser)]
#[command(name = "reglament", version, about, max_term_width = 100)]
pub struct Cli {
    /// When to use colours (`auto` honours NO_COLOR and whether output is a terminal).
    #[arg(long, value_enum, default_value_t = ColorChoice::Auto, global = true)]
    pub color: ColorChoice,
    /// The limits on input sizes (every command accepts them).
    #[command(flatten)]
    pub limits: LimitArgs,
    /// The command.
    #[command(subcommand)]
    pub command: Command,
}

/// The flags that raise the limits on what an input may make the tool do (defaults in
/// `vocab::limits`; ROBUSTNESS.md explains each).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, clap::Args)]
#[command(next_help_heading = "Limits")]
pub struct LimitArgs {
    /// Largest input file read, e.g. `64M` (default: 1 MiB for regulations, results files,
    /// templates and an import's draft; 16 MiB for TRF, PGN and a document to import).
    #[arg(long, value_name = "SIZE", global = true, value_parser = parse_size)]
    pub max_file_size: Option<u64>,
    /// Most rounds an event may have (default 999).
    #[arg(long, value_name = "N", global = true)]
    pub max_rounds: Option<u32>,
    /// Most players an event or a regulation's list may have (default 9999).
    #[arg(long, value_name = "N", global = true)]
    pub max_players: Option<u32>,
    /// Most findings shown per file; the rest are counted (default 500).
    #[arg(long, value_name = "N", global = true)]
    pub max_diagnostics: Option<usize>,
    /// Most steps a template may take (default 50000000).
    #[arg(long, value_name = "N", global = true)]
    pub template_fuel: Option<u64>,
    /// Largest document written, e.g. `256M` (default 64 MiB).
    #[arg(long, value_name = "SIZE", global = true, value_parser = parse_size)]
    pub max_output_size: Option<u64>,
    /// Most memory the process may use, e.g. `8G` (default 2 GiB; Unix).
    #[arg(long, value_name = "SIZE", global = true, value_parser = parse_size)]
    pub max_memory: Option<u64>,
    /// Longest paragraph of an imported document, in characters (default 100000).
    #[arg(long, value_name = "N", global = true)]
    pub max_paragraph_length: Option<usize>,
    /// Most paragraphs (lines of a text) of an imported document (default 100000).
    #[arg(long, value_name = "N", global = true)]
    pub max_paragraphs: Option<usize>,
    /// Deepest nesting of elements in an imported HTML, `.docx` or `.odt` document (default 512).
    #[arg(long, value_name = "N", global = true)]
    pub max_nesting_depth: Option<usize>,
}

impl LimitArgs {
    /// The limits of this run: the defaults, raised (or lowered) by the flags given.
    pub fn limits(&self) -> Limits {
        let d = Limits::default();
        Limits {
            file_size: self.max_file_size,
            rounds: self.max_rounds.unwrap_or(d.rounds),
            players: self.max_players.unwrap_or(d.players),
            diagnostics: self.max_diagnostics.unwrap_or(d.diagnostics),
            template_fuel: self.template_fuel.unwrap_or(d.template_fuel),
            output_size: self.max_output_size.unwrap_or(d.output_size),
            memory: self.max_memory.unwrap_or(d.memory),
            paragraph_chars: self.max_paragraph_length.unwrap_or(d.paragraph_chars),
            paragraphs: self.max_paragraphs.unwrap_or(d.paragraphs),
            nesting_depth: self.max_nesting_depth.unwrap_or(d.nesting_depth),
        }
    }
}

/// An `--encoding` label (`utf-8`, `windows-1251`, `koi8-u`, …).
fn parse_encoding(label: &str) -> Result<&'static encoding_rs::Encoding, String> {
    crate::decode::encoding_for_label(label).ok_or_else(|| {
        format!(
            "unknown encoding `{label}` (use utf-8, utf-16, windows-1251, koi8-u, koi8-r, \
             cp866, iso-8859-5 or mac-cyrillic)"
        )
    })
}

/// An ordered tie-break list: C.07 descriptors (`BH/C1`, `bh-c1`) or the Bulgarian and
/// Ukrainian names (`Бухолц`, `Бх-1`, `коефіцієнт Бергера`), a team list optionally first naming
/// its primary score (`MPTS`).
fn parse_tiebreaks(text: &str) -> Result<TieBreakList, String> {
    TieBreakList::parse(text).map_err(|e| {
        let help = if e.suggestion.is_some() {
            String::new()
        } else {
            " (C.07 codes such as `BH/C1`, `SB`, `DE`, `KS/L-1`, team codes such as `EDE`, \
             `EMGSB/C1`, or their Bulgarian and Ukrainian names such as `Бухолц`, `Зонеборн-Бергер`)"
                .to_string()
        };
        format!("[{}] {e}{help}", crate::score::codes::BAD_TIEBREAK_DESCRIPTOR)
    })
}

fn parse_size(text: &str) -> Result<u64, String> {
    crate::vocab::limits::parse_size(text)
        .ok_or_else(|| format!("`{text}` is not a size (write e.g. `1000`, `512K`, `64M`, `2G`)"))
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

/// Subcommands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// The main job for a folder: check every regulation, render every regulation and every
    /// bulletin (results files naming their regulation) into an output folder.
    Build(BuildArgs),
    /// Check regulation files (or folders of `.rgl` files) for contradictions.
    Check(CheckArgs),
    /// Print the documentation of a diagnostic code.
    Explain(ExplainArgs),
    /// List every diagnostic code.
    Rules(RulesArgs),
    /// Print the keywords of the regulation language, block by block, in English, Bulgarian and
    /// Ukrainian (or one language with `--lang`).
    Keywords(KeywordsArgs),
    /// Compute standings: a regulation on its results (`REGFILE --results FILE`), or a TRF file
    /// with an ordered FIDE tie-break list (`--trf FILE --tiebreaks LIST`).
    Standings(StandingsArgs),
    /// Convert results (`.rgr`, PGN or FIDE TRF) to TRF16 (rating submission), TRF26 or JSON.
    Trf(TrfArgs),
    /// Render a regulation as a document (HTML for print, Markdown or text).
    Render(RenderArgs),
    /// The results bulletin of an event (`REGFILE --results FILE`): standings, crosstable or
    /// wallchart, team matches, board classifications, norms and ratings.
    Bulletin(BulletinArgs),
    /// Print the syntax tree or the typed model of a file as JSON (for developers).
    Dump(DumpArgs),
    /// The pairings of a round robin, round by round, from the drawn numbers (`REGFILE`, with
    /// `--results FILE` or `--lots`), or the bare Berger table (`--players N`).
    Pairings(PairingsArgs),
    /// Draft a regulation file (`.rgl`) from a document as published: plain text in any encoding,
    /// `.docx`, `.odt`, `.html`; `.doc` and `.pdf` through a local LibreOffice or `pdftotext`.
    Import(ImportArgs),
    /// Next year's regulation: every date moved (to the same weekday of the same week with
    /// `--year`), weekdays, the edition's ordinal, years and currency written again, the
    /// participants' list emptied, each change marked for review; written beside the old file.
    Edition(EditionArgs),
    /// Lay out regulation files the canonical way (aligned tables, one statement a line),
    /// keeping comments and prose byte for byte.
    Fmt(FmtArgs),
    /// Print a shell completion script.
    Completions(CompletionsArgs),
    /// A local web editor: the regulations and results files of a folder, each beside its
    /// document, with the diagnostics as you type (127.0.0.1 only).
    Serve(ServeArgs),
}

/// Arguments of `import`.
#[derive(Debug, clap::Args)]
pub struct ImportArgs {
    /// The document: `.txt` (UTF-8, UTF-16, Windows-1251, KOI8, CP866, ISO-8859-5, Mac
    /// Cyrillic), `.docx`, `.odt`, `.html`; `.doc` and `.pdf` through a local LibreOffice or
    /// `pdftotext`; `-` reads standard input (text or HTML).
    pub input: PathBuf,
    /// Write the draft here (atomically; never over the input) instead of standard output.
    #[arg(short, long, value_name = "OUT.rgl")]
    pub output: Option<PathBuf>,
    /// Force the input encoding of a text file.
    #[arg(long, value_parser = parse_encoding)]
    pub encoding: Option<&'static encoding_rs::Encoding>,
    /// Write the messages and the findings on the draft in this language (`bg`, `uk`, `en`);
    /// default: the document's.
    #[arg(long, value_enum, value_name = "LANG")]
    pub lang: Option<LangArg>,
    /// LibreOffice, which reads a `.doc`; default: `REGLAMENT_SOFFICE`, else `soffice` or
    /// `libreoffice` on PATH.
    #[arg(long, value_name = "PATH")]
    pub soffice: Option<PathBuf>,
    /// poppler's `pdftotext`, which reads a `.pdf`; default: `REGLAMENT_PDFTOTEXT`, else
    /// `pdftotext` on PATH.
    #[arg(long, value_name = "PATH")]
    pub pdftotext: Option<PathBuf>,
}

/// Arguments of `fmt`.
#[derive(Debug, clap::Args)]
pub struct FmtArgs {
    /// Files or folders (folders are searched for `.rgl` files); `-` formats standard input to
    /// standard output.
    #[arg(required = true)]
    pub paths: Vec<PathBuf>,
    /// Change nothing; list the files that are not formatted and exit 1 if there are any.
    #[arg(long)]
    pub check: bool,
    /// Show the changes as a unified diff instead of making them.
    #[arg(long, conflicts_with = "check")]
    pub diff: bool,
    /// Rewrite every keyword in this language (`bg`, `uk`, `en`) where it stands, and change
    /// nothing else (not the layout, not the document's language `lang …`, not its text).
    #[arg(long, value_name = "LANG")]
    pub keywords: Option<LangArg>,
}

/// Arguments of `edition`.
#[derive(Debug, clap::Args)]
pub struct EditionArgs {
    /// The regulation of the last edition (`-` reads standard input).
    pub file: PathBuf,
    /// The first day of the new edition (`2027-03-10`); every date moves by as many days.
    #[arg(long, value_name = "DATE", value_parser = parse_day, conflicts_with = "year",
          required_unless_present = "year")]
    pub start: Option<jiff::civil::Date>,
    /// The year of the new edition: every date moves to the same weekday of the same week.
    #[arg(long, value_name = "YYYY", value_parser = clap::value_parser!(i16).range(1900..=2200))]
    pub year: Option<i16>,
    /// Write the new edition here (atomically; never over the input); default: beside the old
    /// file, with the new year in its name, refused if that file exists.
    #[arg(short, long, value_name = "OUT.rgl")]
    pub output: Option<PathBuf>,
    /// Show the change as a unified diff instead of writing it.
    #[arg(long)]
    pub diff: bool,
    /// Keep last edition's participants (default: the list is emptied).
    #[arg(long)]
    pub keep_players: bool,
    /// Write the summary and the messages in this language (`bg`, `uk`, `en`); default: the
    /// regulation's.
    #[arg(long, value_enum, value_name = "LANG")]
    pub lang: Option<LangArg>,
}

/// A calendar day written `YYYY-MM-DD`.
fn parse_day(text: &str) -> Result<jiff::civil::Date, String> {
    text.trim().parse().map_err(|_| format!("`{text}` is not a day `YYYY-MM-DD`"))
}

/// Arguments of `completions`.
#[derive(Debug, clap::Args)]
pub struct CompletionsArgs {
    /// The shell.
    #[arg(value_enum)]
    pub shell: clap_complete::Shell,
}

/// Arguments of `serve`.
#[derive(Debug, clap::Args)]
pub struct ServeArgs {
    /// The folder whose `.rgl` and `.rgr` files are edited.
    #[arg(default_value = ".")]
    pub dir: PathBuf,
    /// The port on 127.0.0.1 (0: any free port; the address is printed).
    #[arg(long, default_value_t = 8080)]
    pub port: u16,
    /// Do not open the editor in the default browser (the address is printed either way).
    #[arg(long)]
    pub no_open: bool,
}

/// Diagnostic output formats.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum DiagnosticFormat {
    /// rustc-like reports with source excerpts.
    Human,
    /// One line per finding.
    Short,
    /// One JSON array of findings (with their fixes).
    Json,
    /// SARIF 2.1.0, for code-scanning services (GitHub code scanning, GitLab).
    Sarif,
    /// GitHub Actions workflow commands: an annotation per finding.
    Github,
}

/// Arguments of `check`.
#[derive(Debug, clap::Args)]
pub struct CheckArgs {
    /// FIDE's rating list (the `.zip` FIDE publishes, or the `.txt` or `.xml` inside; standard,
    /// rapid, blitz or combined): players are found in it by FIDE ID or name and completed from
    /// it (FIDE ID, FIDE's spelling, title, federation, sex, birth year, K).
    #[arg(long, value_name = "FILE")]
    pub fide_list: Option<PathBuf>,
    /// Files or folders (folders are searched for `.rgl` files); `-` reads standard input; a
    /// `.rgr` results file is checked against the regulation its header names.
    #[arg(required = true)]
    pub paths: Vec<PathBuf>,
    /// Make the machine-applicable fixes in place (atomically, in the file's own encoding) and
    /// report what changed; with `-`, print the fixed text on standard output.
    #[arg(long)]
    pub fix: bool,
    /// Show the fixes as a unified diff instead of making them (exit 1 when there is one).
    #[arg(long, conflicts_with = "fix")]
    pub diff: bool,
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
    /// Force the input encoding (`utf-8`, `utf-16`, `windows-1251`, `koi8-u`, `koi8-r`, `cp866`,
    /// `iso-8859-5`, `mac-cyrillic`).
    #[arg(long, value_parser = parse_encoding)]
    pub encoding: Option<&'static encoding_rs::Encoding>,
    /// Write the findings in this language instead of each file's own (`lang bg|uk|en`).
    #[arg(long, value_enum)]
    pub lang: Option<LangArg>,
}

/// A language the product writes in.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, ValueEnum)]
pub enum LangArg {
    /// Bulgarian.
    Bg,
    /// Ukrainian.
    Uk,
    /// English.
    #[default]
    En,
}

impl LangArg {
    /// The library's language.
    pub fn lang(self) -> crate::vocab::Lang {
        match self {
            LangArg::Bg => crate::vocab::Lang::Bg,
            LangArg::Uk => crate::vocab::Lang::Uk,
            LangArg::En => crate::vocab::Lang::En,
        }
    }
}

/// Arguments of `explain`.
#[derive(Debug, clap::Args)]
pub struct ExplainArgs {
    /// A code such as `V101` or `L001`, or a code's name.
    pub code: String,
    /// The language of the documentation (English by default).
    #[arg(long, value_enum)]
    pub lang: Option<LangArg>,
}

/// Arguments of `rules`.
#[derive(Debug, Default, clap::Args)]
pub struct RulesArgs {
    /// The language of the summaries (English by default).
    #[arg(long, value_enum)]
    pub lang: Option<LangArg>,
}

/// Arguments of `keywords`.
#[derive(Debug, Default, clap::Args)]
pub struct KeywordsArgs {
    /// Only this language's spellings (next to the English keyword).
    #[arg(long, value_enum)]
    pub lang: Option<LangArg>,
}

/// Arguments of `dump`.
#[derive(Debug, clap::Args)]
pub struct DumpArgs {
    /// The regulation file.
    pub file: PathBuf,
    /// What to print.
    #[arg(long, value_enum, default_value_t = DumpWhat::Model)]
    pub what: DumpWhat,
    /// Force the input encoding.
    #[arg(long, value_parser = parse_encoding)]
    pub encoding: Option<&'static encoding_rs::Encoding>,
}

/// What `dump` prints.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum DumpWhat {
    /// The syntax tree.
    Syntax,
    /// The typed model.
    Model,
}

/// Output format of `standings`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, ValueEnum)]
pub enum StandingsFormat {
    /// An aligned table.
    #[default]
    Text,
    /// JSON.
    Json,
    /// Markdown: the bulletin's standings tables.
    #[value(name = "md", alias = "markdown")]
    Markdown,
    /// A print-ready HTML page (A4): the bulletin's standings tables.
    Html,
}

/// Arguments of `standings`: a regulation and its results, or a TRF file alone.
#[derive(Clone, Debug, Default, PartialEq, Eq, clap::Args)]
pub struct StandingsArgs {
    /// FIDE's rating list (the `.zip` FIDE publishes, or the `.txt` or `.xml` inside; standard,
    /// rapid, blitz or combined): players are found in it by FIDE ID or name and completed from
    /// it (FIDE ID, FIDE's spelling, title, federation, sex, birth year, K).
    #[arg(long, value_name = "FILE")]
    pub fide_list: Option<PathBuf>,
    /// The regulation (`.rgl`); its point system and tie-break list are applied.
    pub regulation: Option<PathBuf>,
    /// With a regulation: the results (`.rgr`, FIDE TRF or PGN).
    #[arg(long, value_name = "FILE", requires = "regulation")]
    pub results: Option<PathBuf>,
    /// Without a regulation: the TRF file (TRF16 or TRF26, individual or team).
    #[arg(long, value_name = "FILE", conflicts_with_all = ["regulation", "results"])]
    pub trf: Option<PathBuf>,
    /// With `--trf`: the ordered tie-break list, e.g. "BH/C1,BH,SB,DE" or "Бухолц,SB"
    /// (default: record 202).
    #[arg(long, value_name = "LIST", requires = "trf", value_parser = parse_tiebreaks)]
    pub tiebreaks: Option<TieBreakList>,
    /// With `--trf`: tie-break rules pre2023, 2023/2024 (the same rules) or 2026 (default: in
    /// force at the start date, record 042).
    #[arg(long, requires = "trf", value_parser = parse_edition)]
    pub edition: Option<Edition>,
    /// With `--trf`: apply round-robin rules (forfeits count as games, Art. 15.2) even if the
    /// file does not say so.
    #[arg(long, requires = "trf")]
    pub round_robin: bool,
    /// With `--trf`: participants still tied after the whole list share their rank (otherwise
    /// the tie is reported as unresolved: play-off or drawing of lots).
    #[arg(long, requires = "trf")]
    pub shared_ranks: bool,
    /// With `--trf`: add each player's games, score, average opponent, TPR, K and rating
    /// change, and the title norms (B.01) the result meets or nearly meets.
    #[arg(long, requires = "trf")]
    pub ratings: bool,
    /// Output format.
    #[arg(long, value_enum, default_value_t = StandingsFormat::Text)]
    pub format: StandingsFormat,
    /// Explain, criterion by criterion, how the participants with these numbers are ranked.
    #[arg(long, num_args = 2, value_names = ["A", "B"])]
    pub why: Option<Vec<u32>>,
    /// Write here (atomically; never over an input) instead of standard output.
    #[arg(short, long, value_name = "FILE")]
    pub output: Option<PathBuf>,
    /// The language of the text standings, the findings and the remarks (`bg`, `uk`, `en`):
    /// by default a regulation's own, English for a TRF file alone; with `--trf` and `--format
    /// md|html` also the document's (with a regulation the document is in its language).
    #[arg(long, value_enum)]
    pub lang: Option<LangArg>,
    /// With `--format md|html`: a directory of `*.j2` templates replacing the embedded ones.
    #[arg(long)]
    pub templates: Option<PathBuf>,
}

fn parse_edition(text: &str) -> Result<Edition, String> {
    Edition::parse(text).ok_or_else(|| format!("unknown edition `{text}` (pre2023, 2024, 2026)"))
}

/// Output formats of `pairings`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, ValueEnum)]
pub enum PairingsFormat {
    /// Aligned text.
    #[default]
    #[value(name = "text", alias = "txt")]
    Text,
    /// Markdown.
    #[value(name = "md", alias = "markdown")]
    Markdown,
    /// A print-ready HTML page (A4).
    Html,
    /// JSON.
    Json,
}

/// Arguments of `pairings`.
#[derive(Clone, Debug, Default, PartialEq, Eq, clap::Args)]
pub struct PairingsArgs {
    /// The regulation (`.rgl`) of a round robin, or a results file (`.rgr`) naming its
    /// regulation in its header.
    #[arg(required_unless_present = "players")]
    pub regulation: Option<PathBuf>,
    /// The results (`.rgr`, TRF or PGN) whose drawn numbers (`lots`) give the draw; without
    /// them, the numbering the games follow is found.
    #[arg(long, value_name = "FILE", requires = "regulation")]
    pub results: Option<PathBuf>,
    /// The drawn numbers: the table number participant 1, 2, … drew (comma-separated).
    #[arg(long, value_delimiter = ',', value_name = "N,N,…", requires = "regulation")]
    pub lots: Vec<u32>,
    /// Only this round.
    #[arg(long, value_name = "N")]
    pub round: Option<u32>,
    /// The bare Berger table for this many players (2 to 500), without a regulation.
    #[arg(long, value_name = "N", conflicts_with = "regulation",
          value_parser = clap::value_parser!(u32).range(2..=500))]
    pub players: Option<u32>,
    /// With `--players`: a double round robin (the second cycle with colours reversed).
    #[arg(long, requires = "players")]
    pub double: bool,
    /// Output format.
    #[arg(long, value_enum, default_value_t = PairingsFormat::Text)]
    pub format: PairingsFormat,
    /// With `--players`: the document's language (`bg`, `uk`, `en`; English by default). The
    /// language of the findings and remarks: a regulation's own unless this is given.
    #[arg(long, value_enum)]
    pub lang: Option<LangArg>,
    /// Write here (atomically; never over an input) instead of standard output.
    #[arg(short, long, value_name = "FILE")]
    pub output: Option<PathBuf>,
    /// A directory of `*.j2` templates replacing the embedded ones of the same name.
    #[arg(long)]
    pub templates: Option<PathBuf>,
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
    /// Write the TRF even where FIDE's rating officer would send it back (`T078`): a draft to
    /// look at or for another program, not for rating.
    #[arg(long)]
    pub draft: bool,
    /// FIDE's rating list (the `.zip` FIDE publishes, or the `.txt` or `.xml` inside; standard,
    /// rapid, blitz or combined): players are found in it by FIDE ID or name and completed from
    /// it (FIDE ID, FIDE's spelling, title, federation, sex, birth year, K).
    #[arg(long, value_name = "FILE")]
    pub fide_list: Option<PathBuf>,
    /// The results: our results file (`.rgr`), PGN (`.pgn`) or FIDE TRF.
    pub input: PathBuf,
    /// The regulation: numbers players as its list does (`.rgr` and PGN input).
    #[arg(long, value_name = "REGFILE")]
    pub regulation: Option<PathBuf>,
    /// What to write.
    #[arg(long, value_enum, default_value_t = TrfFormat::Trf16)]
    pub to: TrfFormat,
    /// The language of the findings and remarks (`bg`, `uk`, `en`); by default the
    /// regulation's, English without one.
    #[arg(long, value_enum)]
    pub lang: Option<LangArg>,
    /// Write to this file (atomically; never over an input) instead of standard output.
    #[arg(long, short, value_name = "FILE")]
    pub output: Option<PathBuf>,
}

/// A document format.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum DocumentFormat {
    /// A print-ready HTML page (A4).
    Html,
    /// Markdown.
    #[value(name = "md", alias = "markdown")]
    Markdown,
    /// Plain text.
    #[value(name = "txt", alias = "text")]
    Text,
    /// PDF (A4), printed from the HTML by a local Chromium, Chrome or Edge.
    Pdf,
}

impl From<DocumentFormat> for Document {
    fn from(f: DocumentFormat) -> Document {
        match f {
            DocumentFormat::Html => Document::Html,
            DocumentFormat::Markdown => Document::Markdown,
            DocumentFormat::Text => Document::Text,
            DocumentFormat::Pdf => Document::Pdf,
        }
    }
}

/// What `render`, `bulletin` and `build` share about how documents are published.
#[derive(Clone, Debug, Default, PartialEq, Eq, clap::Args)]
pub struct PublishArgs {
    /// Render even though the regulation has errors: every page is marked as a draft
    /// ("ПРОЕКТ" / "ПРОЄКТ").
    #[arg(long)]
    pub draft: bool,
    /// The browser that prints PDF (Chromium, Chrome or Edge); default: `REGLAMENT_BROWSER`,
    /// then the usual names and install paths.
    #[arg(long, value_name = "PATH")]
    pub browser: Option<PathBuf>,
}

/// The encoding a document is written in.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, ValueEnum)]
pub enum OutputEncodingArg {
    /// UTF-8 (the default).
    #[default]
    #[value(name = "utf-8", alias = "utf8")]
    Utf8,
    /// Windows-1251 (Cyrillic).
    #[value(name = "windows-1251", alias = "cp1251", alias = "1251")]
    Windows1251,
}

impl From<TrfFormat> for crate::app::convert::Target {
    fn from(f: TrfFormat) -> crate::app::convert::Target {
        match f {
            TrfFormat::Trf16 => crate::app::convert::Target::Trf16,
            TrfFormat::Trf26 => crate::app::convert::Target::Trf26,
            TrfFormat::Json => crate::app::convert::Target::Json,
        }
    }
}

impl From<OutputEncodingArg> for OutputEncoding {
    fn from(e: OutputEncodingArg) -> OutputEncoding {
        match e {
            OutputEncodingArg::Utf8 => OutputEncoding::Utf8,
            OutputEncodingArg::Windows1251 => OutputEncoding::Windows1251,
        }
    }
}

/// Arguments of `render`.
#[derive(Debug, clap::Args)]
pub struct RenderArgs {
    /// The regulation file.
    pub file: PathBuf,
    /// Output format.
    #[arg(long, value_enum, default_value_t = DocumentFormat::Html)]
    pub format: DocumentFormat,
    /// Write here (atomically) instead of standard output; never over the input.
    #[arg(short, long)]
    pub output: Option<PathBuf>,
    /// A directory of `*.j2` templates replacing the embedded ones of the same name.
    #[arg(long)]
    pub templates: Option<PathBuf>,
    /// The output's encoding.
    #[arg(long, value_enum, default_value_t = OutputEncodingArg::Utf8)]
    pub output_encoding: OutputEncodingArg,
    /// Force the input encoding (`utf-8`, `utf-16`, `windows-1251`, `koi8-u`, `koi8-r`, `cp866`,
    /// `iso-8859-5`, `mac-cyrillic`).
    #[arg(long, value_parser = parse_encoding)]
    pub encoding: Option<&'static encoding_rs::Encoding>,
    /// Add the summary of facts (event, system, time control, lists…) as an appendix.
    #[arg(long)]
    pub facts: bool,
    /// Drafts and PDF.
    #[command(flatten)]
    pub publish: PublishArgs,
}

/// Arguments of `bulletin`.
#[derive(Clone, Debug, PartialEq, Eq, clap::Args)]
pub struct BulletinArgs {
    /// FIDE's rating list (the `.zip` FIDE publishes, or the `.txt` or `.xml` inside; standard,
    /// rapid, blitz or combined): players are found in it by FIDE ID or name and completed from
    /// it (FIDE ID, FIDE's spelling, title, federation, sex, birth year, K).
    #[arg(long, value_name = "FILE")]
    pub fide_list: Option<PathBuf>,
    /// The regulation (`.rgl`).
    #[arg(required_unless_present = "trf")]
    pub regulation: Option<PathBuf>,
    /// The results: our results file (`.rgr`), FIDE TRF (`.trf`, `.txt`) or PGN (`.pgn`).
    #[arg(long, value_name = "FILE", required_unless_present = "trf")]
    pub results: Option<PathBuf>,
    /// Without a regulation: a FIDE TRF file (its tie-breaks from `--tiebreaks`, else its
    /// record 202).
    #[arg(long, value_name = "FILE", conflicts_with_all = ["regulation", "results"])]
    pub trf: Option<PathBuf>,
    /// With `--trf`: the ordered tie-break list, e.g. "DE,SB,WIN,KS".
    #[arg(long, value_name = "LIST", requires = "trf", value_parser = parse_tiebreaks)]
    pub tiebreaks: Option<TieBreakList>,
    /// With `--trf`: the document's language (bg, uk, en).
    #[arg(long, value_enum, value_name = "LANG", requires = "trf", default_value_t = LangArg::Bg)]
    pub lang: LangArg,
    /// Output format.
    #[arg(long, value_enum, default_value_t = DocumentFormat::Html)]
    pub format: DocumentFormat,
    /// Write here (atomically) instead of standard output; never over an input.
    #[arg(short, long)]
    pub output: Option<PathBuf>,
    /// A directory of `*.j2` templates replacing the embedded ones of the same name.
    #[arg(long)]
    pub templates: Option<PathBuf>,
    /// The output's encoding.
    #[arg(long, value_enum, default_value_t = OutputEncodingArg::Utf8)]
    pub output_encoding: OutputEncodingArg,
    /// Drafts and PDF.
    #[command(flatten)]
    pub publish: PublishArgs,
}

/// Arguments of `build`.
#[derive(Debug, clap::Args)]
pub struct BuildArgs {
    /// FIDE's rating list (the `.zip` FIDE publishes, or the `.txt` or `.xml` inside; standard,
    /// rapid, blitz or combined): players are found in it by FIDE ID or name and completed from
    /// it (FIDE ID, FIDE's spelling, title, federation, sex, birth year, K).
    #[arg(long, value_name = "FILE")]
    pub fide_list: Option<PathBuf>,
    /// The folder of regulations (`.rgl`, searched recursively).
    #[arg(default_value = "regulations")]
    pub regulations: PathBuf,
    /// The folder of results files (`.rgr`); each names its regulation in its header.
    #[arg(long, default_value = "results")]
    pub results: PathBuf,
    /// Where the documents go (created if missing).
    #[arg(long, default_value = "out")]
    pub out: PathBuf,
    /// A directory of `*.j2` templates replacing the embedded ones of the same name.
    #[arg(long)]
    pub templates: Option<PathBuf>,
    /// Do not print PDF copies (by default written when a browser is found).
    #[arg(long)]
    pub no_pdf: bool,
    /// The browser that prints PDF (Chromium, Chrome or Edge).
    #[arg(long, value_name = "PATH")]
    pub browser: Option<PathBuf>,
    /// The language of the results' findings, the remarks and the summary (`bg`, `uk`, `en`;
    /// English by default: a folder holds regulations in several languages). A regulation's own
    /// findings are in its language unless this is given.
    #[arg(long, value_enum)]
    pub lang: Option<LangArg>,
}
