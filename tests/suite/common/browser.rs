//! Headless Chromium (and poppler's `pdftotext` and `pdftoppm`) for the tests that print
//! documents: one harness for the regulation and the bulletin tests. `REGLAMENT_BROWSER` names
//! the browser (default `chromium` on the PATH). Outside CI a missing tool skips the test with a
//! message; in CI (`CI` set) it fails it: `.ci/run` installs them.

use std::path::{Path, PathBuf};
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

/// True when poppler's `pdftotext` and `pdftoppm` run; a message otherwise. In CI a missing
/// tool fails the test: `.ci/run` installs poppler-utils.
pub fn poppler() -> bool {
    let runs = |tool: &str| Command::new(tool).arg("-v").output().is_ok();
    if runs("pdftotext") && runs("pdftoppm") {
        return true;
    }
    assert!(
        std::env::var_os("CI").is_none(),
        "CI must have pdftotext and pdftoppm: .ci/run installs poppler-utils"
    );
    eprintln!("no pdftotext/pdftoppm (poppler-utils): the print test is skipped");
    false
}

fn headless(browser: &str, profile: &Path) -> Command {
    let mut c = Command::new(browser);
    c.args(["--headless", "--no-sandbox", "--disable-gpu", "--no-pdf-header-footer"])
        .args([
            "--no-first-run",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--hide-scrollbars",
        ])
        .arg(format!("--user-data-dir={}", profile.display()));
    c
}

/// Prints `html` (a file) to a PDF beside it, as the product prints (`reglament::cli::pdf`:
/// one browser driven over the DevTools protocol, a tab for the document), and returns the
/// PDF's path. The protocol must have worked: a note that it fell back to a process of its own
/// fails the test. The profile folder is the printer's own (a temporary one).
pub fn print_pdf(browser: &str, html: &Path, _profile: &Path) -> PathBuf {
    use reglament::app::PrintPdf;
    use reglament::cli::pdf::{Event, Pool};
    use std::sync::{Arc, Mutex};
    let pdf = html.with_extension("pdf");
    let text = std::fs::read_to_string(html).unwrap_or_else(|e| panic!("{}: {e}", html.display()));
    let notes = Arc::new(Mutex::new(Vec::new()));
    let heard = Arc::clone(&notes);
    let printer = Pool::new(Some(PathBuf::from(browser)), 1, move |event| {
        if let Event::Note(note) = event {
            heard.lock().unwrap_or_else(|e| e.into_inner()).push(note.to_string());
        }
    });
    let bytes = printer.pdf(&text).unwrap_or_else(|d| panic!("{}: {d:?}", html.display()));
    drop(printer);
    let notes = notes.lock().unwrap_or_else(|e| e.into_inner());
    assert!(notes.is_empty(), "the DevTools protocol failed: {notes:?}");
    assert!(bytes.starts_with(b"%PDF"), "no PDF from {html:?}");
    std::fs::write(&pdf, bytes).unwrap_or_else(|e| panic!("{}: {e}", pdf.display()));
    pdf
}

/// Prints `html` to PDF beside it and returns each page's size in points (width, height).
pub fn print_pages(browser: &str, html: &Path, profile: &Path) -> Vec<(f64, f64)> {
    page_sizes(&print_pdf(browser, html, profile))
}

/// Each page's size in points (width, height), from the PDF's media boxes.
pub fn page_sizes(pdf: &Path) -> Vec<(f64, f64)> {
    let bytes = std::fs::read(pdf).unwrap_or_default();
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

/// True for an A4 page in landscape.
pub fn is_a4_landscape((w, h): (f64, f64)) -> bool {
    is_a4((h, w))
}

/// The text of each page of a PDF (`pdftotext -layout`), in order.
pub fn page_texts(pdf: &Path) -> Vec<String> {
    let o = Command::new("pdftotext")
        .arg("-layout")
        .arg(pdf)
        .arg("-")
        .output()
        .unwrap_or_else(|e| panic!("pdftotext: {e}"));
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let text = String::from_utf8_lossy(&o.stdout).into_owned();
    let mut pages: Vec<String> = text.split('\u{c}').map(str::to_string).collect();
    // pdftotext ends the last page with a form feed too.
    if pages.last().is_some_and(|p| p.trim().is_empty()) {
        pages.pop();
    }
    pages
}

/// One PNG per page of `pdf` (`pdftoppm`, 40 dpi) written as `{dir}/{name}-N.png`; their paths.
pub fn screenshots(pdf: &Path, dir: &Path, name: &str) -> Vec<PathBuf> {
    std::fs::create_dir_all(dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
    for old in std::fs::read_dir(dir).into_iter().flatten().flatten() {
        let file = old.file_name().to_string_lossy().to_string();
        if file.starts_with(&format!("{name}-")) && file.ends_with(".png") {
            let _ = std::fs::remove_file(old.path());
        }
    }
    let o = Command::new("pdftoppm")
        .args(["-png", "-r", "40"])
        .arg(pdf)
        .arg(dir.join(name))
        .output()
        .unwrap_or_else(|e| panic!("pdftoppm: {e}"));
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let mut shots: Vec<PathBuf> = std::fs::read_dir(dir)
        .into_iter()
        .flatten()
        .flatten()
        .map(|e| e.path())
        .filter(|p| {
            let f = p.file_name().unwrap_or_default().to_string_lossy().to_string();
            f.starts_with(&format!("{name}-")) && f.ends_with(".png")
        })
        .collect();
    shots.sort();
    shots
}

/// Millimetres to CSS pixels (96 per inch).
fn px(mm: f64) -> f64 {
    mm * 96.0 / 25.4
}

/// The width of the printable area of an A4 page of `html` (portrait, landscape) in CSS pixels:
/// 210 mm (297 mm) less the left and right margins of its `@page` rule.
pub fn printable_widths(html: &str) -> (f64, f64) {
    let page = html.split("@page {").nth(1).unwrap_or_default();
    let margin = page.split("margin:").nth(1).unwrap_or_default();
    let margin = margin.split(';').next().unwrap_or_default();
    let mm: Vec<f64> = margin
        .split_whitespace()
        .filter_map(|m| m.strip_suffix("mm").and_then(|v| v.parse().ok()))
        .collect();
    let (right, left) = match mm.as_slice() {
        [all] => (*all, *all),
        [_, x] | [_, x, _] => (*x, *x),
        [_, r, _, l] => (*r, *l),
        _ => panic!("no margin in the @page rule"),
    };
    (px(210.0 - right - left), px(297.0 - right - left))
}

/// The elements of `html` that stick out of the printable width when it is laid out as it
/// prints (its `@media print` rules applied, a window as wide as the page's printable area):
/// one line per element (`TABLE.cross 0..812 …`), empty when nothing overflows. Elements
/// inside `.wide` (printed on landscape pages) are held to the landscape width. Decorative
/// elements (`aria-hidden`, the draft watermark) are not checked.
pub fn overflowing(browser: &str, html: &str, dir: &Path, name: &str) -> Vec<String> {
    let (portrait, landscape) = printable_widths(html);
    let print_rules = html
        .split("@media print {")
        .nth(1)
        .and_then(|rest| rest.split("\n}").next())
        .unwrap_or_default();
    let probe = format!(
        "<style>{print_rules}</style><script>(function(){{\
         var out=[];var all=document.body.getElementsByTagName('*');\
         for(var i=0;i<all.length;i++){{var e=all[i];\
         if(e.closest('[aria-hidden]'))continue;\
         var r=e.getBoundingClientRect();if(r.width===0&&r.height===0)continue;\
         var limit=e.closest('.wide')?{landscape}:{portrait};\
         if(r.right>limit+0.5||r.left<-0.5){{out.push(e.tagName+(e.className?'.'+e.className:'')+' '\
         +Math.round(r.left)+'..'+Math.round(r.right)+' '+(e.textContent||'').trim().slice(0,50));}}}}\
         var p=document.createElement('pre');p.id='overflow-report';\
         p.textContent='WIDTH '+window.innerWidth+'\\n'+out.join('\\n');\
         document.body.appendChild(p);}})();</script>"
    );
    let probed = html.replacen("</body>", &format!("{probe}</body>"), 1);
    let file = dir.join(format!("{name}.probe.html"));
    std::fs::write(&file, probed).unwrap_or_else(|e| panic!("{e}"));
    let o = headless(browser, &dir.join(format!("{name}.probe-profile")))
        .arg(format!("--window-size={},1200", portrait.round() as u32))
        .arg("--dump-dom")
        .arg(format!("file://{}", file.display()))
        .output()
        .unwrap_or_else(|e| panic!("{browser}: {e}"));
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let dom = String::from_utf8_lossy(&o.stdout).into_owned();
    let report = dom
        .split("<pre id=\"overflow-report\">")
        .nth(1)
        .and_then(|r| r.split("</pre>").next())
        .unwrap_or_else(|| panic!("{name}: the probe did not run"));
    let mut lines = report.lines();
    let width: f64 = lines
        .next()
        .and_then(|l| l.strip_prefix("WIDTH "))
        .and_then(|w| w.parse().ok())
        .unwrap_or_default();
    assert!(
        (width - portrait.round()).abs() <= 1.0,
        "{name}: the window is {width} px wide, not the page's {portrait:.0}"
    );
    lines.map(str::to_string).collect()
}
