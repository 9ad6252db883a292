//! Every bulletin of the bundled results, printed as `reglament bulletin --format pdf` prints it,
//! looked at through the boxes poppler finds for each word (`pdftotext -bbox-layout`) and the
//! pixels it draws (`pdftoppm`): no page but the last is more than half blank (seed 000's
//! standings split 8 + 4 before a crosstable on a landscape page of its own left a page 82 %
//! blank), no word and no ink outside the side margins (the faint turned draft or sample mark
//! included), and no name wrapped in the standings or the crosstable. A screenshot of every page
//! is kept in `target/tmp/print/pages/` for a reviewer to look at.

use crate::common::{browser, path, reglament};
use std::path::{Path, PathBuf};
use std::process::Command;

/// One page as poppler reads it: its size and its words' boxes (points, origin top left).
struct Page {
    width: f64,
    height: f64,
    words: Vec<(f64, f64, f64, f64, String)>,
}

/// The words of every page of a PDF, with their boxes.
fn pages(pdf: &Path) -> Vec<Page> {
    let out = Command::new("pdftotext")
        .arg("-bbox-layout")
        .arg(pdf)
        .arg("-")
        .output()
        .expect("pdftotext");
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    let number = |s: &str, key: &str| -> f64 {
        s.split(&format!("{key}=\""))
            .nth(1)
            .and_then(|r| r.split('"').next())
            .and_then(|v| v.parse().ok())
            .unwrap_or(0.0)
    };
    text.split("<page ")
        .skip(1)
        .map(|page| {
            let head = page.split('>').next().unwrap_or("");
            let words = page
                .split("<word ")
                .skip(1)
                .map(|w| {
                    let attrs = w.split('>').next().unwrap_or("");
                    let word = w.split('>').nth(1).and_then(|r| r.split('<').next()).unwrap_or("");
                    (
                        number(attrs, "xMin"),
                        number(attrs, "yMin"),
                        number(attrs, "xMax"),
                        number(attrs, "yMax"),
                        word.to_string(),
                    )
                })
                .collect();
            Page { width: number(head, "width"), height: number(head, "height"), words }
        })
        .collect()
}

const MM: f64 = 72.0 / 25.4;

/// The pages as grey images (poppler's `pdftoppm -gray`, 40 pixels an inch): width, height and
/// one byte a pixel (255 white).
fn grey_pages(pdf: &Path, dir: &Path) -> Vec<(usize, usize, Vec<u8>)> {
    let prefix = dir.join("grey");
    let ok = Command::new("pdftoppm").args(["-r", "40", "-gray"]).arg(pdf).arg(&prefix).status();
    assert!(ok.is_ok_and(|s| s.success()), "pdftoppm");
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .expect("folder")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.file_name().is_some_and(|n| n.to_string_lossy().starts_with("grey")))
        .collect();
    files.sort_by_key(|p| {
        let n = p.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
        n.rsplit('-').next().and_then(|x| x.parse::<usize>().ok()).unwrap_or(0)
    });
    files
        .iter()
        .map(|f| {
            let bytes = std::fs::read(f).expect("pgm");
            // `P5\nW H\n255\n` then the pixels.
            let mut fields = Vec::new();
            let mut at = 0;
            while fields.len() < 4 {
                while bytes[at].is_ascii_whitespace() {
                    at += 1;
                }
                let start = at;
                while !bytes[at].is_ascii_whitespace() {
                    at += 1;
                }
                fields.push(String::from_utf8_lossy(&bytes[start..at]).into_owned());
            }
            let (w, h): (usize, usize) =
                (fields[1].parse().expect("w"), fields[2].parse().expect("h"));
            (w, h, bytes[at + 1..].to_vec())
        })
        .collect()
}

/// The page's lowest word above the bottom margin (17 mm, where the page number is), as a
/// share of the page's height.
fn used(p: &Page) -> f64 {
    let bottom = p.height - 17.0 * MM;
    let lowest = p.words.iter().filter(|w| w.3 < bottom).map(|w| w.3).fold(0.0, f64::max);
    lowest / p.height
}

fn print(regulation: &str, results: &str, name: &str, draft: bool) -> Option<(PathBuf, String)> {
    let browser = browser::browser()?;
    if !browser::poppler() {
        return None;
    }
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("print").join("pages");
    std::fs::create_dir_all(&dir).expect("folder");
    let pdf = dir.join(format!("{name}.pdf"));
    let html = dir.join(format!("{name}.html"));
    let (reg, res) = (path(regulation), path(results));
    let mut args: Vec<std::ffi::OsString> = vec![
        "bulletin".into(),
        reg.into(),
        "--results".into(),
        res.into(),
        "--browser".into(),
        browser.into(),
    ];
    if draft {
        args.push("--draft".into());
    }
    for (format, out) in [("pdf", &pdf), ("html", &html)] {
        let mut a = args.clone();
        a.extend(["--format".into(), format.into(), "-o".into(), out.into()]);
        let r = reglament(&a);
        assert_eq!(r.code, 0, "{name} ({format}): {}", r.err);
    }
    Some((pdf, std::fs::read_to_string(&html).expect("html")))
}

/// The names of a table's `td.name` cells of class `class` in the HTML.
fn names_in(html: &str, class: &str) -> Vec<String> {
    let Some(at) = html.find(&format!("<table class=\"{class}\"")) else { return Vec::new() };
    let table = &html[at..html[at..].find("</table>").map_or(html.len(), |e| at + e)];
    table
        .split("<td class=\"name\">")
        .skip(1)
        .filter_map(|c| c.split("</td>").next())
        .map(|n| n.replace("&#x27;", "'").replace("&amp;", "&"))
        .filter(|n| !n.is_empty())
        .collect()
}

fn check(regulation: &str, results: &str, name: &str, draft: bool) {
    let Some((pdf, html)) = print(regulation, results, name, draft) else { return };
    let pages = pages(&pdf);
    assert!(!pages.is_empty(), "{name}: no pages");
    let shots = browser::screenshots(&pdf, &pdf.with_file_name("screenshots"), name);
    assert_eq!(shots.len(), pages.len(), "{name}: one screenshot a page");
    // Nothing printed in the side margins (11 mm of each 12 mm: a rule on the edge of the
    // printable area may bleed into the last pixel), the faint turned draft mark included, which
    // has no words for poppler to find.
    let grey_dir = tempfile::tempdir().expect("temp");
    for (i, (w, h, pixels)) in grey_pages(&pdf, grey_dir.path()).iter().enumerate() {
        let strip = (11.0 / 25.4 * 40.0) as usize;
        let inked = (0..*h)
            .flat_map(|y| (0..strip).chain(w - strip..*w).map(move |x| (x, y)))
            .filter(|(x, y)| pixels[y * w + x] < 250)
            .count();
        assert_eq!(inked, 0, "{name}: page {} has ink in its side margins", i + 1);
    }
    for (i, p) in pages.iter().enumerate() {
        let n = i + 1;
        // Inside the margins (12 mm left and right; a point of slack for the rounding of boxes).
        let (left, right) = (12.0 * MM - 1.0, p.width - 12.0 * MM + 1.0);
        let outside: Vec<&str> =
            p.words.iter().filter(|w| w.0 < left || w.2 > right).map(|w| w.4.as_str()).collect();
        assert!(outside.is_empty(), "{name}: page {n} has words outside the margins: {outside:?}");
        // Not more than half blank, unless it is the last.
        if n < pages.len() {
            let share = used(p);
            assert!(share >= 0.5, "{name}: page {n} is {:.0} % blank", (1.0 - share) * 100.0);
        }
    }
    // Names in the standings and the crosstable each on one line of the page: the whole name is
    // one run of words on one line of the printed text.
    let layout =
        Command::new("pdftotext").arg("-layout").arg(&pdf).arg("-").output().expect("pdftotext");
    let text = String::from_utf8_lossy(&layout.stdout).into_owned();
    let squeezed: Vec<String> =
        text.lines().map(|l| l.split_whitespace().collect::<Vec<_>>().join(" ")).collect();
    for class in ["standings", "cross"] {
        for n in names_in(&html, class) {
            let n = n.split_whitespace().collect::<Vec<_>>().join(" ");
            assert!(
                squeezed.iter().any(|l| l.contains(&n)),
                "{name}: `{n}` ({class}) is not on one line"
            );
        }
    }
    eprintln!(
        "{name}: {} pages, screenshots in {}",
        pages.len(),
        pdf.with_file_name("screenshots").display()
    );
}

#[test]
fn bulletin_000_prints_without_a_half_blank_page() {
    check(
        "regulations/000-bg-women-2021.corrected.rgl",
        "results/000-bul-w-ch-2007.rgr",
        "bulletin-000",
        false,
    );
}

#[test]
fn bulletin_000_as_a_draft_keeps_its_mark_inside_the_margins() {
    check(
        "regulations/000-bg-women-2021.rgl",
        "results/000-bul-w-ch-2007.rgr",
        "draft-bulletin-000",
        true,
    );
}

#[test]
fn bulletin_001_prints_without_a_half_blank_page() {
    check(
        "regulations/001-bg-team-women-2009.corrected.rgl",
        "results/001-illustrative.rgr",
        "bulletin-001",
        false,
    );
}

#[test]
fn bulletin_003_prints_without_a_half_blank_page() {
    check(
        "regulations/003-uk-women-2013.corrected.rgl",
        "results/003-ukr-w-ch-2013.rgr",
        "bulletin-003",
        false,
    );
}

#[test]
fn bulletin_004_prints_without_a_half_blank_page() {
    check(
        "regulations/004-bg-workers-festival-2024.corrected.rgl",
        "results/004-illustrative.rgr",
        "bulletin-004",
        false,
    );
}
