//! The local programs that read what `import` cannot read itself ([`crate::app::import::Convert`]):
//! a Word 97–2003 `.doc` through LibreOffice (`soffice --headless --convert-to docx`), a `.pdf`
//! through poppler's `pdftotext`. Each is the program named by its flag (`--soffice`,
//! `--pdftotext`), else by its environment variable (`REGLAMENT_SOFFICE`,
//! `REGLAMENT_PDFTOTEXT`), else the first of its usual names found on `PATH` (and, for
//! LibreOffice, its usual install folders). The document is copied into a temporary folder of
//! its own (removed afterwards), the program is run there with a time limit, and what it wrote
//! is read back (at most 64 MiB).

use crate::app::import::Conversion;
use crate::import::Kind;
use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// How long a conversion may take (LibreOffice's first start makes its profile: a few seconds).
const TIME_LIMIT: Duration = Duration::from_secs(120);
/// The most bytes read back from a conversion.
const MAX_OUTPUT: u64 = 64 * 1024 * 1024;

/// The programs of this computer, as chosen on the command line (or not).
#[derive(Clone, Debug, Default)]
pub struct Local {
    /// `--soffice PATH`.
    pub soffice: Option<PathBuf>,
    /// `--pdftotext PATH`.
    pub pdftotext: Option<PathBuf>,
}

impl crate::app::import::Convert for Local {
    fn convert(&self, kind: Kind, bytes: &[u8]) -> Result<Vec<u8>, Conversion> {
        let (program, input, output) = match kind {
            Kind::Pdf => (
                find(self.pdftotext.as_deref(), "REGLAMENT_PDFTOTEXT", &["pdftotext"], &[])?,
                "document.pdf",
                "document.txt",
            ),
            Kind::Doc => (
                find(
                    self.soffice.as_deref(),
                    "REGLAMENT_SOFFICE",
                    &["soffice", "libreoffice"],
                    SOFFICE_PATHS,
                )?,
                "document.doc",
                "document.docx",
            ),
            other => return Err(Conversion::Failed(format!("{other:?} needs no conversion"))),
        };
        let dir = tempfile::Builder::new()
            .prefix("reglament-import-")
            .tempdir()
            .map_err(|e| Conversion::Failed(format!("cannot make a temporary folder: {e}")))?;
        let input = dir.path().join(input);
        std::fs::write(&input, bytes)
            .map_err(|e| Conversion::Failed(format!("cannot write {}: {e}", input.display())))?;
        let mut command = Command::new(&program);
        match kind {
            Kind::Pdf => {
                command
                    .args(["-enc", "UTF-8", "-nopgbrk"])
                    .arg(&input)
                    .arg(dir.path().join(output));
            }
            _ => {
                // A profile of its own: a LibreOffice already open for the user would otherwise
                // take the job and return at once, and the profile is removed with the folder.
                let profile = dir.path().join("profile");
                command
                    .arg(format!("-env:UserInstallation={}", file_url(&profile)))
                    .args(["--headless", "--norestore", "--convert-to", "docx", "--outdir"])
                    .arg(dir.path())
                    .arg(&input);
            }
        }
        command.stdin(Stdio::null()).stdout(Stdio::null()).stderr(Stdio::piped());
        let mut child = command.spawn().map_err(|e| {
            Conversion::Missing(format!("`{}` does not run: {e}", program.display()))
        })?;
        let started = Instant::now();
        let status = loop {
            match child.try_wait() {
                Ok(Some(status)) => break status,
                Ok(None) if started.elapsed() > TIME_LIMIT => {
                    let _ = child.kill();
                    let _ = child.wait();
                    return Err(Conversion::Failed(format!(
                        "`{}` took more than {} s",
                        program.display(),
                        TIME_LIMIT.as_secs()
                    )));
                }
                Ok(None) => std::thread::sleep(Duration::from_millis(20)),
                Err(e) => return Err(Conversion::Failed(e.to_string())),
            }
        };
        let mut said = String::new();
        if let Some(mut err) = child.stderr.take() {
            let _ = (&mut err).take(4096).read_to_string(&mut said);
        }
        let out = dir.path().join(output);
        if !status.success() || !out.is_file() {
            let said = said.trim();
            return Err(Conversion::Failed(format!(
                "`{}` could not read the document ({status}){}",
                program.display(),
                if said.is_empty() { String::new() } else { format!(": {said}") }
            )));
        }
        let mut converted = Vec::new();
        std::fs::File::open(&out)
            .and_then(|f| f.take(MAX_OUTPUT).read_to_end(&mut converted))
            .map_err(|e| Conversion::Failed(format!("cannot read {}: {e}", out.display())))?;
        Ok(converted)
    }
}

/// LibreOffice's usual install paths where it is not on `PATH`.
const SOFFICE_PATHS: &[&str] = &[
    "/usr/lib/libreoffice/program/soffice",
    "/opt/libreoffice/program/soffice",
    "/Applications/LibreOffice.app/Contents/MacOS/soffice",
    "C:\\Program Files\\LibreOffice\\program\\soffice.exe",
];

/// The program: the one chosen, else the environment's, else the first usual name on `PATH`,
/// else the first usual path that exists. Not found: where it was looked for.
fn find(
    chosen: Option<&Path>,
    variable: &str,
    names: &[&str],
    paths: &[&str],
) -> Result<PathBuf, Conversion> {
    if let Some(p) = chosen {
        return if p.is_file() {
            Ok(p.to_path_buf())
        } else {
            Err(Conversion::Missing(format!("`{}` is not a program", p.display())))
        };
    }
    if let Some(p) = std::env::var_os(variable).filter(|p| !p.is_empty()).map(PathBuf::from) {
        return if p.is_file() {
            Ok(p)
        } else {
            Err(Conversion::Missing(format!(
                "`{}` (from {variable}) is not a program",
                p.display()
            )))
        };
    }
    let path = std::env::var_os("PATH").unwrap_or_default();
    for dir in std::env::split_paths(&path) {
        for name in names {
            for candidate in [dir.join(name), dir.join(format!("{name}.exe"))] {
                if candidate.is_file() {
                    return Ok(candidate);
                }
            }
        }
    }
    if let Some(p) = paths.iter().map(PathBuf::from).find(|p| p.is_file()) {
        return Ok(p);
    }
    Err(Conversion::Missing(format!("{} not found on PATH (or {variable})", names.join(" or "))))
}

/// A `file:` URL of a path (LibreOffice's `-env:UserInstallation` takes one).
fn file_url(path: &Path) -> String {
    let text = path.display().to_string().replace('\\', "/");
    let text = if text.starts_with('/') { text } else { format!("/{text}") };
    let mut out = String::from("file://");
    for b in text.bytes() {
        if b.is_ascii_alphanumeric() || b"/-_.~:".contains(&b) {
            out.push(char::from(b));
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}
