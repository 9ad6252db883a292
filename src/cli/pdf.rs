//! PDF output: the HTML document printed to A4 by a locally installed Chromium, Google Chrome or
//! Microsoft Edge in headless mode (the same engine the print tests use). The browser is the one
//! named by `--browser`, else `REGLAMENT_BROWSER`, else the first of the usual command names on
//! the `PATH` and the usual install paths. The HTML's own `@page` rules give the size, margins,
//! page numbers and draft mark; the browser's header and footer are switched off.

use crate::diagnostic::l10n::{localized, tr};
use crate::diagnostic::Diagnostic;
use crate::vocab::Lang;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// How long one document may take to print before the browser is stopped.
const TIMEOUT: Duration = Duration::from_secs(120);

/// Command names tried on the `PATH`, in order.
const NAMES: &[&str] = &[
    "chromium",
    "chromium-browser",
    "google-chrome",
    "google-chrome-stable",
    "chrome",
    "microsoft-edge",
    "microsoft-edge-stable",
    "msedge",
];

/// Install paths tried after the `PATH` (Linux, macOS, Windows).
const PATHS: &[&str] = &[
    "/usr/bin/chromium",
    "/usr/bin/chromium-browser",
    "/snap/bin/chromium",
    "/usr/bin/google-chrome",
    "/opt/google/chrome/chrome",
    "/usr/bin/microsoft-edge",
    "/opt/microsoft/msedge/msedge",
    "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
    "/Applications/Chromium.app/Contents/MacOS/Chromium",
    "/Applications/Microsoft Edge.app/Contents/MacOS/Microsoft Edge",
    r"C:\Program Files\Google\Chrome\Application\chrome.exe",
    r"C:\Program Files (x86)\Google\Chrome\Application\chrome.exe",
    r"C:\Program Files (x86)\Microsoft\Edge\Application\msedge.exe",
    r"C:\Program Files\Microsoft\Edge\Application\msedge.exe",
];

/// The browser to print with, or `R008` naming what was tried and how to choose one.
pub fn find_browser(chosen: Option<&Path>) -> Result<PathBuf, Diagnostic> {
    let runs = |p: &Path| {
        Command::new(p)
            .arg("--version")
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status()
            .is_ok_and(|s| s.success())
    };
    if let Some(p) = chosen {
        return if runs(p) {
            Ok(p.to_path_buf())
        } else {
            let p = p.display();
            Err(no_browser(|l| {
                tr!(
                    l,
                    en: "`{p}` (from `--browser`) does not run",
                    bg: "`{p}` (от `--browser`) не се стартира",
                    uk: "`{p}` (з `--browser`) не запускається"
                )
            }))
        };
    }
    if let Some(p) = std::env::var_os("REGLAMENT_BROWSER").filter(|p| !p.is_empty()) {
        let p = PathBuf::from(p);
        return if runs(&p) {
            Ok(p)
        } else {
            let p = p.display();
            Err(no_browser(|l| {
                tr!(
                    l,
                    en: "`{p}` (from REGLAMENT_BROWSER) does not run",
                    bg: "`{p}` (от REGLAMENT_BROWSER) не се стартира",
                    uk: "`{p}` (з REGLAMENT_BROWSER) не запускається"
                )
            }))
        };
    }
    let on_path = std::env::var_os("PATH")
        .map(|paths| std::env::split_paths(&paths).collect::<Vec<_>>())
        .unwrap_or_default();
    for name in NAMES {
        for dir in &on_path {
            for candidate in [dir.join(name), dir.join(format!("{name}.exe"))] {
                if candidate.is_file() && runs(&candidate) {
                    return Ok(candidate);
                }
            }
        }
    }
    for path in PATHS {
        let p = Path::new(path);
        if p.is_file() && runs(p) {
            return Ok(p.to_path_buf());
        }
    }
    Err(no_browser(|l| {
        tr!(
            l,
            en: "no Chromium, Google Chrome or Microsoft Edge was found on the PATH or in the usual install folders",
            bg: "нито Chromium, нито Google Chrome или Microsoft Edge са намерени в PATH или в обичайните папки за инсталиране",
            uk: "ні Chromium, ні Google Chrome чи Microsoft Edge не знайдено в PATH або в звичайних теках встановлення"
        )
    }))
}

/// `R008`: no browser to print with; `why` in each language.
fn no_browser(why: impl Fn(Lang) -> String) -> Diagnostic {
    let names = NAMES.join(", ");
    localized(|l| {
        let why = why(l);
        Diagnostic::error(
            crate::render::codes::NO_BROWSER_FOR_PDF,
            tr!(
                l,
                en: "PDF needs a browser to print the document: {why}",
                bg: "за PDF е нужен браузър, който да отпечата документа: {why}",
                uk: "для PDF потрібен браузер, який надрукує документ: {why}"
            ),
        )
        .with_note(tr!(
            l,
            en: "tried on the PATH: {names}",
            bg: "търсени в PATH: {names}",
            uk: "шукали в PATH: {names}"
        ))
        .with_help(tr!(
            l,
            en: "install Chromium (e.g. `apt-get install chromium`), Google Chrome or Microsoft Edge, or name one with `--browser PATH` (or REGLAMENT_BROWSER); `--format html` needs none",
            bg: "инсталирайте Chromium (напр. `apt-get install chromium`), Google Chrome или Microsoft Edge или посочете браузър с `--browser PATH` (или REGLAMENT_BROWSER); `--format html` не се нуждае от браузър",
            uk: "установіть Chromium (напр. `apt-get install chromium`), Google Chrome чи Microsoft Edge або вкажіть браузер через `--browser PATH` (чи REGLAMENT_BROWSER); для `--format html` браузер не потрібен"
        ))
    })
}

/// True when this process runs as root (Chromium's sandbox refuses root).
fn running_as_root() -> bool {
    std::fs::read_to_string("/proc/self/status").is_ok_and(|s| {
        s.lines()
            .find_map(|l| l.strip_prefix("Uid:"))
            .and_then(|u| u.split_whitespace().next().map(|x| x == "0"))
            .unwrap_or(false)
    })
}

/// Prints `html` to PDF with `browser` and returns the PDF's bytes.
pub fn print(browser: &Path, html: &str) -> Result<Vec<u8>, Diagnostic> {
    let shown = browser.display();
    let failed = |why: String| {
        localized(|l| {
            Diagnostic::error(
                crate::render::codes::NO_BROWSER_FOR_PDF,
                tr!(
                    l,
                    en: "`{shown}` could not print the document to PDF: {why}",
                    bg: "`{shown}` не успя да отпечата документа в PDF: {why}",
                    uk: "`{shown}` не зміг надрукувати документ у PDF: {why}"
                ),
            )
            .with_help(tr!(
                l,
                en: "try another browser with `--browser PATH`, or write HTML and print it",
                bg: "опитайте с друг браузър чрез `--browser PATH` или запишете HTML и го отпечатайте",
                uk: "спробуйте інший браузер через `--browser PATH` або запишіть HTML і надрукуйте його"
            ))
        })
    };
    let dir = tempfile::tempdir().map_err(|e| failed(e.to_string()))?;
    let page = dir.path().join("document.html");
    let pdf = dir.path().join("document.pdf");
    std::fs::write(&page, html).map_err(|e| failed(e.to_string()))?;
    let mut command = Command::new(browser);
    command
        .args(["--headless", "--disable-gpu", "--no-pdf-header-footer", "--no-first-run"])
        .args(["--disable-background-networking", "--disable-component-update", "--disable-sync"])
        .arg(format!("--user-data-dir={}", dir.path().join("profile").display()))
        .arg(format!("--print-to-pdf={}", pdf.display()));
    if running_as_root() {
        command.arg("--no-sandbox");
    }
    let url = format!("file://{}", page.display());
    // The browser's messages go to a file: a pipe nobody reads could fill and stop it.
    let log_path = dir.path().join("browser.log");
    let log = std::fs::File::create(&log_path).map_err(|e| failed(e.to_string()))?;
    let mut child = command
        .arg(url)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(log)
        .spawn()
        .map_err(|e| failed(e.to_string()))?;
    let start = Instant::now();
    let status = loop {
        match child.try_wait() {
            Ok(Some(status)) => break status,
            Ok(None) if start.elapsed() > TIMEOUT => {
                let _ = child.kill();
                let _ = child.wait();
                return Err(failed(format!("no answer in {} s", TIMEOUT.as_secs())));
            }
            Ok(None) => std::thread::sleep(Duration::from_millis(50)),
            Err(e) => return Err(failed(e.to_string())),
        }
    };
    let bytes = std::fs::read(&pdf).unwrap_or_default();
    if !status.success() || !bytes.starts_with(b"%PDF") {
        let err = std::fs::read_to_string(&log_path).unwrap_or_default();
        let last = err.lines().rev().find(|l| !l.trim().is_empty()).unwrap_or("no PDF written");
        return Err(failed(last.to_string()));
    }
    Ok(bytes)
}

/// Prints with the browser named by `--browser` (else `REGLAMENT_BROWSER`, else the usual names
/// and paths), looked for when a document is printed: `R008` then when there is none.
pub struct Browser {
    /// The browser named by `--browser`.
    pub chosen: Option<PathBuf>,
}

impl crate::app::PrintPdf for Browser {
    fn pdf(&self, html: &str) -> Result<Vec<u8>, Diagnostic> {
        print(&find_browser(self.chosen.as_deref())?, html)
    }
}

/// Prints with a browser already found.
pub struct Found(pub PathBuf);

impl crate::app::PrintPdf for Found {
    fn pdf(&self, html: &str) -> Result<Vec<u8>, Diagnostic> {
        print(&self.0, html)
    }
}
