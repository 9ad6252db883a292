//! What a federation posts as it is: the gate (a regulation with errors only as a marked
//! draft), the source's words (weekdays as written), no codes in a Bulgarian or Ukrainian
//! document, and PDF output through the local browser.

use crate::common::{browser, path, reglament};

/// The visible text of an HTML document: tags, the style sheet and entities' markup removed.
fn visible(html: &str) -> String {
    let body = html.split("</style>").nth(1).unwrap_or(html);
    let mut out = String::new();
    let mut in_tag = false;
    for c in body.chars() {
        match c {
            '<' => in_tag = true,
            '>' => {
                in_tag = false;
                out.push(' ');
            }
            _ if !in_tag => out.push(c),
            _ => {}
        }
    }
    out.replace("&quot;", "\"").replace("&#x27;", "'").replace("&amp;", "&").replace("&#x2f;", "/")
}

#[test]
fn the_faithful_000_renders_only_as_a_draft_with_its_weekdays_as_written() {
    let r = reglament(&["render", "regulations/000-bg-women-2021.rgl", "--format", "html"]);
    assert_eq!(r.code, 1, "{}", r.err);
    assert!(r.out.is_empty(), "nothing is rendered");
    assert!(r.err.contains("V207") && r.err.contains("R005") && r.err.contains("--draft"));
    let r = reglament(&["render", "regulations/000-bg-women-2021.rgl", "--draft"]);
    assert_eq!(r.code, 0, "{}", r.err);
    // Every page carries the mark (the page's top margin box), and the first page says why.
    assert!(r.out.contains("@top-center { content: \"ПРОЕКТ\""), "draft mark on every page");
    assert!(r.out.contains("<p class=\"draft-note\">Проект:"));
    // 11 March 2021 was a Thursday; the source says Sunday, and the document says what the
    // source says (the check reports the mistake).
    assert!(r.out.contains("<td>11 март 2021 г.</td><td>неделя</td>"), "weekday as written");
    assert!(!r.out.contains("четвъртък</td><td class=\"num\">14:30"));
    // The corrected version is published as it is, without a mark.
    let r = reglament(&["render", "regulations/000-bg-women-2021.corrected.rgl"]);
    assert_eq!(r.code, 0, "{}", r.err);
    assert!(!r.out.contains("ПРОЕКТ"));
    // A Ukrainian draft says so in Ukrainian.
    let r = reglament(&["render", "regulations/003-uk-women-2013.rgl", "--draft"]);
    assert_eq!(r.code, 0, "{}", r.err);
    assert!(r.out.contains("content: \"ПРОЄКТ\""));
    // The bulletin passes the same gate.
    let r = reglament(&[
        "bulletin",
        "regulations/000-bg-women-2021.rgl",
        "--results",
        "results/000-bul-w-ch-2007.rgr",
    ]);
    assert_eq!(r.code, 1, "{}", r.err);
    assert!(r.out.is_empty());
}

/// Latin words a Bulgarian or Ukrainian document may contain besides those of its source
/// (names, clubs, `DGT XL`): FIDE codes in legends and headings, the rating symbols. Titles
/// and federations are written in the document's letters (ГМ, ММ; България, Україна).
const ALLOWED: &[&str] = &[
    "DE", "KS", "SB", "WIN", "TPR", "GP", "MP", "EMGSB", "BPG", "BH", "WON", "BWG", "ARO", "We",
    "Ra", "K", "W", "C07",
];

#[test]
fn no_bulgarian_or_ukrainian_document_contains_codes_or_english_words() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("out");
    let r = reglament(&["build", "--out", out.to_str().unwrap(), "--no-pdf"]);
    assert!(r.code <= 1, "{}", r.err);
    let mut checked = 0;
    for entry in walk(&out) {
        let text = std::fs::read_to_string(&entry).unwrap();
        let name = entry.display().to_string();
        let shown = if name.ends_with(".html") { visible(&text) } else { text.clone() };
        // The source of the document: every word it writes may appear.
        let source = source_of(&entry);
        for bad in ["BGN", "UAH", "EUR", "BOARDS(", "BLACK1", "ILLUSTRATIVE", "ch-BUL"] {
            assert!(!shown.contains(bad), "{name}: {bad}");
        }
        for word in shown.split(|c: char| !c.is_ascii_alphanumeric()) {
            let latin = word.chars().any(|c| c.is_ascii_alphabetic());
            if !latin || ALLOWED.contains(&word) || source.contains(word) {
                continue;
            }
            // `IV`, `XI`: Roman numerals the source uses.
            if word.chars().all(|c| "IVXLC".contains(c)) {
                continue;
            }
            panic!("{name}: `{word}` is neither the source's nor a code in a legend");
        }
        checked += 1;
    }
    assert!(checked >= 20, "{checked} documents");
}

/// Every Markdown and HTML document under `dir` of a Bulgarian or Ukrainian regulation.
fn walk(dir: &std::path::Path) -> Vec<std::path::PathBuf> {
    let mut out = Vec::new();
    for e in std::fs::read_dir(dir).unwrap() {
        let p = e.unwrap().path();
        if p.is_dir() {
            out.extend(walk(&p));
        } else if p.extension().is_some_and(|x| x == "html" || x == "md") {
            out.push(p);
        }
    }
    out
}

/// The text of the regulation (and results file) a document was made from.
fn source_of(document: &std::path::Path) -> String {
    let file = document.file_name().unwrap().to_string_lossy().to_string();
    // The season's calendar is made from every regulation.
    if file == "calendar.html" {
        let mut text = String::new();
        for dir in ["regulations", "regulations/extra"] {
            for e in std::fs::read_dir(path(dir)).unwrap().flatten() {
                if e.path().extension().is_some_and(|x| x == "rgl") {
                    text.push_str(&std::fs::read_to_string(e.path()).unwrap());
                }
            }
        }
        return text;
    }
    let stem =
        file.split(".bulletin").next().unwrap().trim_end_matches(".html").trim_end_matches(".md");
    let mut text = String::new();
    for dir in ["regulations", "regulations/extra", "results"] {
        for ext in ["rgl", "rgr"] {
            if let Ok(t) = std::fs::read_to_string(path(&format!("{dir}/{stem}.{ext}"))) {
                text.push_str(&t);
                // A results file's regulation too.
                if ext == "rgr" {
                    for reg in [
                        "000-bg-women-2021",
                        "001-bg-team-women-2009",
                        "003-uk-women-2013",
                        "004-bg-workers-festival-2024",
                    ] {
                        if t.contains(reg) {
                            text.push_str(
                                &std::fs::read_to_string(path(&format!("regulations/{reg}.rgl")))
                                    .unwrap(),
                            );
                        }
                    }
                }
            }
        }
    }
    assert!(!text.is_empty(), "no source for {file}");
    text
}

#[test]
fn pdf_is_printed_by_the_local_browser_on_a4_pages() {
    let Some(_) = browser::browser() else { return };
    let dir = tempfile::tempdir().unwrap();
    let pdf = dir.path().join("000.pdf");
    let r = reglament(&[
        "render",
        "regulations/000-bg-women-2021.corrected.rgl",
        "--format",
        "pdf",
        "-o",
        pdf.to_str().unwrap(),
    ]);
    assert_eq!(r.code, 0, "{}", r.err);
    let bytes = std::fs::read(&pdf).unwrap();
    assert!(bytes.starts_with(b"%PDF"));
    let text = String::from_utf8_lossy(&bytes);
    let pages = text.matches("/Type /Page\n").count()
        + text.matches("/Type /Page ").count()
        + text.matches("/Type /Page/").count()
        + text.matches("/Type /Page>").count();
    assert!((2..=8).contains(&pages), "{pages} pages");
    // A browser that does not run is R008, exit 2, nothing written.
    let none = dir.path().join("none.pdf");
    let r = reglament(&[
        "render",
        "regulations/000-bg-women-2021.corrected.rgl",
        "--format",
        "pdf",
        "--browser",
        "/no/such/browser",
        "-o",
        none.to_str().unwrap(),
    ]);
    assert_eq!(r.code, 2);
    assert!(r.err.contains("R008") && r.err.contains("--browser PATH"));
    assert!(!none.exists());
}

/// `build` prints every PDF through one browser: each PDF of a folder is a real PDF of A4
/// pages with the document's text, and no note says the protocol failed.
#[test]
fn build_prints_every_pdf_through_one_browser() {
    let Some(browser) = browser::browser() else { return };
    let dir = tempfile::tempdir().unwrap();
    let (regs, results, out) =
        (dir.path().join("regs"), dir.path().join("results"), dir.path().join("out"));
    std::fs::create_dir_all(&regs).unwrap();
    std::fs::create_dir_all(&results).unwrap();
    for name in ["003-uk-women-2013.corrected.rgl", "004-bg-workers-festival-2024.corrected.rgl"] {
        std::fs::copy(path(&format!("regulations/{name}")), regs.join(name)).unwrap();
    }
    let r = reglament(&[
        "build",
        regs.to_str().unwrap(),
        "--results",
        results.to_str().unwrap(),
        "--out",
        out.to_str().unwrap(),
        "--browser",
        &browser,
    ]);
    assert!(r.code <= 1, "{}", r.err);
    assert!(!r.err.contains("DevTools"), "{}", r.err);
    // Two regulations in HTML, Markdown and PDF, their calendar files, the season's calendar
    // file and its page in HTML and PDF.
    assert!(r.err.contains("wrote 11 documents"), "{}", r.err);
    for (name, words) in [
        ("003-uk-women-2013.corrected", "чемпіонату України 2013"),
        ("004-bg-workers-festival-2024.corrected", "работнически спортен фестивал"),
    ] {
        let pdf = out.join(format!("{name}.pdf"));
        let bytes = std::fs::read(&pdf).unwrap();
        assert!(bytes.starts_with(b"%PDF"), "{name}");
        if browser::poppler() {
            let pages = browser::page_texts(&pdf);
            assert!(!pages.is_empty(), "{name}");
            assert!(pages.iter().all(|p| !p.trim().is_empty()), "{name}: a blank page");
            let text = pages.concat().to_lowercase();
            assert!(text.contains(&words.to_lowercase()), "{name}: {}", &pages[0]);
            assert!(browser::page_sizes(&pdf).into_iter().all(browser::is_a4), "{name}");
        }
    }
}

/// When the browser's DevTools protocol fails (here a browser that will not open its DevTools
/// port), every PDF is printed as before, by a browser process of its own, and a note says so
/// (in the document's language for `render`, in the arbiter's for `build`).
#[cfg(unix)]
#[test]
fn pdf_falls_back_to_a_browser_process_per_document_when_the_protocol_fails() {
    use std::os::unix::fs::PermissionsExt;
    let Some(browser) = browser::browser() else { return };
    let dir = tempfile::tempdir().unwrap();
    let fake = dir.path().join("no-devtools-browser");
    std::fs::write(
        &fake,
        format!(
            "#!/bin/sh\nfor a in \"$@\"; do case \"$a\" in --remote-debugging-port=*) \
             echo 'no DevTools port here' >&2; exit 3;; esac; done\nexec '{browser}' \"$@\"\n"
        ),
    )
    .unwrap();
    std::fs::set_permissions(&fake, std::fs::Permissions::from_mode(0o755)).unwrap();
    let fake = fake.to_str().unwrap();
    let note = "note: printing through the browser's DevTools protocol failed";
    // One document.
    let pdf = dir.path().join("000.pdf");
    let r = reglament(&[
        "render",
        "regulations/000-bg-women-2021.corrected.rgl",
        "--format",
        "pdf",
        "--browser",
        fake,
        "-o",
        pdf.to_str().unwrap(),
    ]);
    assert_eq!(r.code, 0, "{}", r.err);
    assert!(std::fs::read(&pdf).unwrap().starts_with(b"%PDF"));
    // The note is in the document's language (the regulation is Bulgarian).
    let bg = "бележка: печатът през протокола DevTools на браузъра не успя";
    assert!(r.err.contains(bg) && r.err.contains("no DevTools port here"), "{}", r.err);
    assert!(r.err.contains("се печата от отделен процес на браузъра"), "{}", r.err);
    // A build (no `--lang`: its own lines in English): the note once, every PDF written all the same.
    let (regs, out) = (dir.path().join("regs"), dir.path().join("out"));
    std::fs::create_dir_all(&regs).unwrap();
    for name in ["003-uk-women-2013.corrected.rgl", "004-bg-workers-festival-2024.corrected.rgl"] {
        std::fs::copy(path(&format!("regulations/{name}")), regs.join(name)).unwrap();
    }
    let r = reglament(&[
        "build",
        regs.to_str().unwrap(),
        "--results",
        regs.to_str().unwrap(),
        "--out",
        out.to_str().unwrap(),
        "--browser",
        fake,
    ]);
    assert!(r.code <= 1, "{}", r.err);
    assert_eq!(r.err.matches(note).count(), 1, "{}", r.err);
    assert!(r.err.contains("every PDF from now on is printed by a browser process of its own"));
    for name in ["003-uk-women-2013.corrected", "004-bg-workers-festival-2024.corrected"] {
        let bytes = std::fs::read(out.join(format!("{name}.pdf"))).unwrap();
        assert!(bytes.starts_with(b"%PDF"), "{name}");
    }
}
