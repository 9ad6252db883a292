//! The limits on every size an input controls, as data: bytes per file (by kind of file), rounds,
//! players, findings shown per file, the work a template may do and the size of a document. Each
//! has a default that real inputs stay far below and a command-line flag that raises it
//! (`--max-file-size`, `--max-rounds`, `--max-players`, `--max-diagnostics`, `--template-fuel`,
//! `--max-output-size`); going over one is a coded error that names the limit and its flag.
//!
//! The defaults, and why (ROBUSTNESS.md has the measurements):
//! - files: 1 MiB for what the grammar parses (regulations, results files, templates), whose
//!   syntax tree costs up to a few hundred bytes per input byte; 16 MiB for TRF and PGN, read
//!   line by line, and for a document given to `import` (a Word file with its pictures is a few
//!   MB; the editor accepts a dropped document of the same size). A regulation of the seeds' kind
//!   is 10–20 KB, a 5,000-player Swiss 1.1 MB of TRF. `import`'s draft is a regulation: over the
//!   regulation's limit it is refused, as `check` and `build` would refuse it.
//! - rounds: 999 (a double round robin of 20 plays 38; the longest Swiss events a few dozen).
//! - players: 9,999, the most a TRF start number (four columns) can hold.
//! - findings: 500 per file are shown, then "… and N more" (all are counted for the exit code).
//! - templates: 50 million steps of fuel (the embedded bulletin of a 5,000-player Swiss takes
//!   a few million) and 64 MiB of output.
//! - imported documents (`import`): at most 100,000 paragraphs (lines of a text; the 78 texts of
//!   `tests/corpus` have at most 62), a paragraph of at most 100,000 characters (about 40 pages of
//!   prose; the longest paragraph of the 75 corpus documents has 1,116) and elements nested at most
//!   512 deep in HTML and in the XML of `.docx`/`.odt` (Chromium's HTML parser stops nesting at 512;
//!   real pages nest 20–40 deep). Both bound the work of one paragraph and of one element, so the
//!   import stays linear in its input.
//! - memory: 2 GiB of data for the whole process (`RLIMIT_DATA` on Unix), a backstop for what
//!   no other limit bounds (a template that doubles a string in a loop): the process stops
//!   with an allocation failure instead of taking the machine down. Real inputs use under
//!   400 MB (a 16 MiB TRF of garbage, the worst case measured).

/// What kind of file is read: it decides the default size limit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FileKind {
    /// A regulation (`.rgl`).
    Regulation,
    /// A results file (`.rgr`).
    Results,
    /// A FIDE TRF file.
    Trf,
    /// PGN game records.
    Pgn,
    /// A template of a `--templates` folder.
    Template,
    /// A document given to `import` (text, `.docx`, `.odt`, HTML, `.doc`, `.pdf`).
    Document,
}

impl FileKind {
    /// The words for it in messages: `a regulation`, `a TRF file`, ….
    pub fn noun(self) -> &'static str {
        match self {
            FileKind::Regulation => "a regulation",
            FileKind::Results => "a results file",
            FileKind::Trf => "a TRF file",
            FileKind::Pgn => "a PGN file",
            FileKind::Template => "a template",
            FileKind::Document => "a document to import",
        }
    }
}

/// One mebibyte.
pub const MIB: u64 = 1024 * 1024;

/// The limits of one run. [`Limits::default`] holds the defaults listed in the module comment.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Bytes per input file, whatever its kind; `None`: the default of each kind.
    pub file_size: Option<u64>,
    /// Rounds of an event (declared or played).
    pub rounds: u32,
    /// Players of an event (or listed in a regulation).
    pub players: u32,
    /// Findings shown per file.
    pub diagnostics: usize,
    /// Steps a template may take (minijinja's fuel).
    pub template_fuel: u64,
    /// Bytes of one rendered document.
    pub output_size: u64,
    /// Bytes of data the whole process may allocate (set once at start by the command line).
    pub memory: u64,
    /// Characters of one paragraph of an imported document.
    pub paragraph_chars: usize,
    /// Paragraphs (lines of a text) of an imported document.
    pub paragraphs: usize,
    /// Depth of nested elements of an imported document (HTML, `.docx` and `.odt` XML).
    pub nesting_depth: usize,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            file_size: None,
            rounds: Limits::DEFAULT_ROUNDS,
            players: Limits::DEFAULT_PLAYERS,
            diagnostics: Limits::DEFAULT_DIAGNOSTICS,
            template_fuel: Limits::DEFAULT_TEMPLATE_FUEL,
            output_size: Limits::DEFAULT_OUTPUT_SIZE,
            memory: Limits::DEFAULT_MEMORY,
            paragraph_chars: Limits::DEFAULT_PARAGRAPH_CHARS,
            paragraphs: Limits::DEFAULT_PARAGRAPHS,
            nesting_depth: Limits::DEFAULT_NESTING_DEPTH,
        }
    }
}

impl Limits {
    /// Default rounds.
    pub const DEFAULT_ROUNDS: u32 = 999;
    /// Default players.
    pub const DEFAULT_PLAYERS: u32 = 9_999;
    /// Default findings shown per file.
    pub const DEFAULT_DIAGNOSTICS: usize = 500;
    /// Default template fuel.
    pub const DEFAULT_TEMPLATE_FUEL: u64 = 50_000_000;
    /// Default document size.
    pub const DEFAULT_OUTPUT_SIZE: u64 = 64 * MIB;
    /// Default memory of the process.
    pub const DEFAULT_MEMORY: u64 = 2048 * MIB;
    /// Default characters of an imported paragraph.
    pub const DEFAULT_PARAGRAPH_CHARS: usize = 100_000;
    /// Default paragraphs of an imported document.
    pub const DEFAULT_PARAGRAPHS: usize = 100_000;
    /// Default depth of an imported document's nested elements.
    pub const DEFAULT_NESTING_DEPTH: usize = 512;

    /// The default size limit for a kind of file.
    pub fn default_file_size(kind: FileKind) -> u64 {
        match kind {
            FileKind::Regulation | FileKind::Results | FileKind::Template => MIB,
            FileKind::Trf | FileKind::Pgn | FileKind::Document => 16 * MIB,
        }
    }

    /// The size limit for a kind of file in this run.
    pub fn file_size(&self, kind: FileKind) -> u64 {
        self.file_size.unwrap_or_else(|| Limits::default_file_size(kind))
    }
}

/// A size in bytes for people: `1 MiB`, `16 MiB`, `512 KiB`, `1000 bytes`.
pub fn format_size(bytes: u64) -> String {
    if bytes >= MIB && bytes % MIB == 0 {
        format!("{} MiB", bytes / MIB)
    } else if bytes >= 1024 && bytes % 1024 == 0 {
        format!("{} KiB", bytes / 1024)
    } else {
        format!("{bytes} bytes")
    }
}

/// Reads a size as written on the command line: `1000`, `512K`, `64M`, `2G` (powers of 1024;
/// `KiB`, `MiB`, `GiB`, `KB`, `MB`, `GB` are read the same way).
pub fn parse_size(text: &str) -> Option<u64> {
    let t = text.trim();
    let split = t.find(|c: char| !c.is_ascii_digit()).unwrap_or(t.len());
    let (number, unit) = t.split_at(split);
    let n: u64 = number.parse().ok()?;
    let factor = match unit.trim().to_ascii_lowercase().as_str() {
        "" | "b" => 1,
        "k" | "kb" | "kib" => 1024,
        "m" | "mb" | "mib" => MIB,
        "g" | "gb" | "gib" => 1024 * MIB,
        _ => return None,
    };
    n.checked_mul(factor)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_read_and_print_in_binary_units() {
        assert_eq!(parse_size("1000"), Some(1000));
        assert_eq!(parse_size("512K"), Some(512 * 1024));
        assert_eq!(parse_size("64MiB"), Some(64 * MIB));
        assert_eq!(parse_size("2 GB"), Some(2048 * MIB));
        assert_eq!(parse_size("x"), None);
        assert_eq!(parse_size("99999999999999999999G"), None);
        assert_eq!(format_size(MIB), "1 MiB");
        assert_eq!(format_size(16 * MIB), "16 MiB");
        assert_eq!(format_size(1536), "1536 bytes");
        assert_eq!(format_size(2048), "2 KiB");
        assert_eq!(format_size(1000), "1000 bytes");
    }

    #[test]
    fn one_flag_overrides_every_kind() {
        let mut l = Limits::default();
        assert_eq!(l.file_size(FileKind::Regulation), MIB);
        assert_eq!(l.file_size(FileKind::Trf), 16 * MIB);
        l.file_size = Some(10);
        assert_eq!(l.file_size(FileKind::Pgn), 10);
    }
}
