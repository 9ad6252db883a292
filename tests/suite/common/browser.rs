//! Headless Chromium for the tests that print documents: one harness for the regulation and the
//! bulletin tests. `REGLAMENT_BROWSER` names the browser (default `chromium` on the PATH).

use std::path::Path;
use std::process::Command;

/// The browser to use, or `None` (with a message) when none is installed. In CI (`CI` set) a
/// missing browser fails the test: `.ci/run` installs Chromium.
pub fn browser() -> Option<String> {
    let browser = std::env::var("REGLAMENT_BROWSER").unwrap_or_else(|_| "chromium".to_string());
    if Command::new(&browser).arg("--version").output().is_err() {
        assert!(
            std::env::var_os("CI").is_none(),
            "CI must have a browser: .ci/run installs chromium"
        );
        eprintln!("no browser `{browser}`: the print test is skipped");
        return None;
    }
    Some(browser)
}

/// Prints `html` to PDF beside it and returns each page's size in points (width, height).
pub fn print_pages(browser: &str, html: &Path, profile: &Path) -> Vec<(f64, f64)> {
    let pdf = html.with_extension("pdf");
    let o = Command::new(browser)
        .args(["--headless", "--no-sandbox", "--disable-gpu", "--no-pdf-header-footer"])
        .args([
            "--no-first-run",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
        ])
        .arg(format!("--user-data-dir={}", profile.display()))
        .arg(format!("--print-to-pdf={}", pdf.display()))
        .arg(format!("file://{}", html.display()))
        .output()
        .unwrap_or_else(|e| panic!("{browser}: {e}"));
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let bytes = std::fs::read(&pdf).unwrap_or_default();
    let text = String::from_utf8_lossy(&bytes);
    text.split("/MediaBox [")
        .skip(1)
        .filter_map(|rest| {
            let n: Vec<f64> =
                rest.split(']').next()?.split_whitespace().filter_map(|x| x.parse().ok()).collect();
            (n.len() == 4).then(|| (n[2] - n[0], n[3] - n[1]))
        })
        .collect()
}

/// True for an A4 page (595.28 × 841.89 points, within a point).
pub fn is_a4((w, h): (f64, f64)) -> bool {
    (w - 595.28).abs() < 1.0 && (h - 841.89).abs() < 1.0
}
