//! PDF output: the HTML document printed to A4 by a locally installed Chromium, Google Chrome or
//! Microsoft Edge in headless mode (the same engine the print tests use). The browser is the one
//! named by `--browser`, else `REGLAMENT_BROWSER`, else the first of the usual command names on
//! the `PATH` and the usual install paths. The HTML's own `@page` rules give the size, margins,
//! page numbers and draft mark; the browser's header and footer are switched off.
//!
//! One browser prints every document of a run ([`Pool`]): started once, driven over the
//! DevTools protocol ([`cdp`]), each document in its own tab, a few at a time. When the protocol
//! fails, a document is printed as it was before the pool, by a browser process of its own
//! ([`print`]), and a note says so.

mod cdp;
mod pool;

pub use cdp::file_url;
pub use pool::{Done, Event, Pool};

use crate::diagnostic::Diagnostic;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// How long one document may take to print before the browser is stopped.
pub(crate) const TIMEOUT: Duration = Duration::from_secs(120);

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

/// Install paths tried after the `PATH` on Windows: Chrome, Edge and Chromium under the
/// program folders (the machine's install) and the user's local application data (a per-user
/// Chrome), wherever the system puts those folders.
#[cfg(windows)]
fn install_paths() -> Vec<PathBuf> {
    let bases = ["ProgramFiles", "ProgramFiles(x86)", "LOCALAPPDATA"]
        .iter()
        .filter_map(|v| std::env::var_os(v).filter(|d| !d.is_empty()).map(PathBuf::from));
    let programs = [
        r"Google\Chrome\Application\chrome.exe",
        r"Microsoft\Edge\Application\msedge.exe",
        r"Chromium\Application\chrome.exe",
    ];
    bases.flat_map(|b| programs.iter().map(move |p| b.join(p))).collect()
}

/// Install paths tried after the `PATH` on macOS: the applications folder, the machine's and
/// the user's.
#[cfg(target_os = "macos")]
fn install_paths() -> Vec<PathBuf> {
    let apps = [
        "Google Chrome.app/Contents/MacOS/Google Chrome",
        "Chromium.app/Contents/MacOS/Chromium",
        "Microsoft Edge.app/Contents/MacOS/Microsoft Edge",
    ];
    let mut dirs = vec![PathBuf::from("/Applications")];
    dirs.extend(std::env::var_os("HOME").map(|h| PathBuf::from(h).join("Applications")));
    dirs.iter().flat_map(|d| apps.iter().map(move |a| d.join(a))).collect()
}

/// Install paths tried after the `PATH` on Linux and the other Unix systems.
#[cfg(all(not(windows), not(target_os = "macos")))]
fn install_paths() -> Vec<PathBuf> {
    [
        "/usr/bin/chromium",
        "/usr/bin/chromium-browser",
        "/snap/bin/chromium",
        "/usr/bin/google-chrome",
        "/opt/google/chrome/chrome",
        "/usr/bin/microsoft-edge",
        "/opt/microsoft/msedge/msedge",
    ]
    .iter()
    .map(PathBuf::from)
    .collect()
}

/// True when `p` can print: it answers `--version`. On Windows, where Chrome and Edge open a
/// browser window for `--version` instead of answering, an existing file.
fn usable(p: &Path) -> bool {
    if cfg!(windows) {
        return p.is_file();
    }
    Command::new(p)
        .arg("--version")
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
}

/// The browser to print with, or `R008` naming what was tried and how to choose one.
pub fn find_browser(chosen: Option<&Path>) -> Result<PathBuf, Diagnostic> {
    if let Some(p) = chosen {
        return if usable(p) {
            Ok(p.to_path_buf())
        } else {
            Err(no_browser(&format!("`{}` (from `--browser`) does not run", p.display())))
        };
    }
    if let Some(p) = std::env::var_os("REGLAMENT_BROWSER").filter(|p| !p.is_empty()) {
        let p = PathBuf::from(p);
        return if usable(&p) {
            Ok(p)
        } else {
            Err(no_browser(&format!("`{}` (from REGLAMENT_BROWSER) does not run", p.display())))
        };
    }
    let on_path = std::env::var_os("PATH")
        .map(|paths| std::env::split_paths(&paths).collect::<Vec<_>>())
        .unwrap_or_default();
    for name in NAMES {
        for dir in &on_path {
            let candidate = dir.join(format!("{name}{}", std::env::consts::EXE_SUFFIX));
            if candidate.is_file() && usable(&candidate) {
                return Ok(candidate);
            }
        }
    }
    for p in install_paths() {
        if p.is_file() && usable(&p) {
            return Ok(p);
        }
    }
    Err(no_browser("no Chromium, Google Chrome or Microsoft Edge was found on the PATH or in the usual install folders"))
}

fn no_browser(why: &str) -> Diagnostic {
    Diagnostic::error(
        crate::render::codes::NO_BROWSER_FOR_PDF,
        format!("PDF needs a browser to print the document: {why}"),
    )
    .with_note(format!("tried on the PATH: {}", NAMES.join(", ")))
    .with_help(
        "install Chromium (e.g. `apt-get install chromium`), Google Chrome or Microsoft Edge, \
         or name one with `--browser PATH` (or REGLAMENT_BROWSER); `--format html` needs none",
    )
}

/// True when this process runs as root on Linux (Chromium's sandbox refuses root).
#[cfg(target_os = "linux")]
pub(crate) fn running_as_root() -> bool {
    std::fs::read_to_string("/proc/self/status").is_ok_and(|s| {
        s.lines()
            .find_map(|l| l.strip_prefix("Uid:"))
            .and_then(|u| u.split_whitespace().next().map(|x| x == "0"))
            .unwrap_or(false)
    })
}

/// Elsewhere the browser's sandbox is left as it is.
#[cfg(not(target_os = "linux"))]
pub(crate) fn running_as_root() -> bool {
    false
}

/// Prints `html` to PDF with `browser` and returns the PDF's bytes.
pub fn print(browser: &Path, html: &str) -> Result<Vec<u8>, Diagnostic> {
    let failed = |why: String| {
        Diagnostic::error(
            crate::render::codes::NO_BROWSER_FOR_PDF,
            format!("`{}` could not print the document to PDF: {why}", browser.display()),
        )
        .with_help("try another browser with `--browser PATH`, or write HTML and print it")
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
    let url = file_url(&page);
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

/// Prints one document (`render`, `bulletin --format pdf`) with the browser named by
/// `--browser` (else `REGLAMENT_BROWSER`, else the usual names and paths), looked for when the
/// document is printed: `R008` then when there is none. It goes through a [`Pool`] of one tab,
/// as `build`'s documents do (the same settings, the same fallback).
pub struct Browser {
    /// The browser named by `--browser`.
    pub chosen: Option<PathBuf>,
}

impl crate::app::PrintPdf for Browser {
    fn pdf(&self, html: &str) -> Result<Vec<u8>, Diagnostic> {
        let pool = Pool::new(self.chosen.clone(), 1, |event| {
            if let Event::Note(note) = event {
                eprintln!("note: {note}");
            }
        });
        pool.pdf(html)
    }
}
