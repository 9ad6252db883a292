//! `reglament import`: the four seed texts, their legacy encodings and Word copies import to
//! drafts that parse and lower; `check` on each draft reports the real mistakes the hand
//! encodings in `regulations/` report; the drafts are snapshots; an HTML page of a seed reads to
//! the same facts; the import never panics on arbitrary input.

use crate::common::{data, path, reglament};
use reglament::import::{import, Kind};
use std::collections::BTreeMap;

const SEEDS: [(&str, &str); 4] = [
    ("000_20935bbf1f354910", "regulations/000-bg-women-2021.rgl"),
    ("001_a306ad5455d8112b", "regulations/001-bg-team-women-2009.rgl"),
    ("003_9717607e9934b38d", "regulations/003-uk-women-2013.rgl"),
    ("004_f49bdffadc02d22e", "regulations/004-bg-workers-festival-2024.rgl"),
];

fn import_file(relative: &str) -> String {
    let p = data(relative);
    let bytes = std::fs::read(&p).unwrap_or_else(|e| panic!("{relative}: {e}"));
    let name = p.display().to_string();
    import(&name, &bytes, Kind::of(&name, &bytes), None)
        .unwrap_or_else(|e| panic!("{relative}: {e:?}"))
        .text
}

/// The checks' findings (code and message), without the review marks, counted.
fn findings(name: &str, text: &str) -> BTreeMap<(String, String), usize> {
    let c = reglament::compile(name, text.as_bytes(), &reglament::Options::default());
    let mut out = BTreeMap::new();
    for d in c.diagnostics.iter().filter(|d| !d.code.starts_with('I')) {
        *out.entry((d.code.to_string(), d.message.clone())).or_default() += 1;
    }
    out
}

fn input_errors(name: &str, text: &str) -> Vec<String> {
    let c = reglament::compile(name, text.as_bytes(), &reglament::Options::default());
    c.diagnostics
        .iter()
        .filter(|d| {
            d.severity == reglament::diagnostic::Severity::Error
                && d.code.starts_with(['D', 'P', 'L'])
        })
        .map(|d| format!("{}: {}", d.code, d.message))
        .collect()
}

#[test]
fn seeds_import_to_drafts_that_parse_and_lower_and_match_their_snapshots() {
    for (seed, _) in SEEDS {
        let text = import_file(&format!("seeds/{seed}.txt"));
        assert!(input_errors(seed, &text).is_empty(), "{seed}: {:?}", input_errors(seed, &text));
        insta::assert_snapshot!(format!("import_{seed}"), text);
        // Deterministic, and already laid out the canonical way.
        assert_eq!(import_file(&format!("seeds/{seed}.txt")), text);
        let formatted = reglament::format::format(&reglament::source::SourceFile::new(
            seed,
            text.as_str(),
            "UTF-8",
        ))
        .unwrap();
        assert_eq!(formatted, text, "{seed}: the draft is not formatted");
    }
}

#[test]
fn legacy_encodings_import_to_the_same_draft() {
    for (legacy, seed) in [
        ("000_20935bbf1f354910.cp1251", "000_20935bbf1f354910"),
        ("001_a306ad5455d8112b.cp1251", "001_a306ad5455d8112b"),
        ("003_9717607e9934b38d.cp1251", "003_9717607e9934b38d"),
        ("003_9717607e9934b38d.koi8u", "003_9717607e9934b38d"),
        ("004_f49bdffadc02d22e.cp1251", "004_f49bdffadc02d22e"),
    ] {
        let mut expected = import_file(&format!("seeds/{seed}.txt"));
        if legacy.ends_with("koi8u") {
            // KOI8-U has no «», nor –: the copy writes <<Русь>> and -, so the prose does too.
            let lines: Vec<String> = expected
                .lines()
                .map(|l| match l {
                    // Comments and review marks are the import's own words.
                    l if l.starts_with('#') || l.starts_with("перевір") => l.to_string(),
                    l if l.contains("хвилин кожній учасниці на перші") => {
                        l.replace('–', "-")
                    }
                    l => l.replace('«', "<<").replace('»', ">>"),
                })
                .collect();
            expected = lines.join("\n") + "\n";
        }
        assert_eq!(import_file(&format!("seeds/legacy/{legacy}.txt")), expected, "{legacy}");
    }
}

#[test]
fn word_documents_made_from_seed_texts_import_to_the_same_draft() {
    for seed in ["000_20935bbf1f354910", "003_9717607e9934b38d"] {
        assert_eq!(
            import_file(&format!("seeds/docx/{seed}.docx")),
            import_file(&format!("seeds/{seed}.txt")),
            "{seed}"
        );
    }
}

/// `check` on each import reports the mistakes the hand encoding reports. The differences are
/// listed here with their reason, so that a new one fails the test.
#[test]
fn check_on_each_import_reports_the_hand_encodings_mistakes() {
    // (seed, code, found by the hand encoding only?, why)
    let known: Vec<(&str, &str, bool, &str)> = vec![
        // The category as written, "VІ - Ж"; the hand encoding wrote "VІ-Ж": the same finding.
        ("000_20935bbf1f354910", "V602", true, "category text"),
        ("000_20935bbf1f354910", "V602", false, "category text"),
        // The document's title says "42-ТО" twice (heading and title line; 42 is "второ", so
        // "42-РО"); the hand encoding's header writes "42-ро", its title block keeps "42-ТО".
        ("001_a306ad5455d8112b", "V847", false, "title line"),
    ];
    for (seed, hand) in SEEDS {
        let text = import_file(&format!("seeds/{seed}.txt"));
        let mine = findings(seed, &text);
        let theirs = findings(hand, &std::fs::read_to_string(path(hand)).unwrap());
        assert!(theirs.values().sum::<usize>() >= 3, "{hand} has findings");
        let mut only_hand: Vec<&str> = Vec::new();
        let mut only_import: Vec<&str> = Vec::new();
        for (k, n) in &theirs {
            let m = mine.get(k).copied().unwrap_or(0);
            only_hand.extend(std::iter::repeat_n(k.0.as_str(), n.saturating_sub(m)));
        }
        for (k, n) in &mine {
            let m = theirs.get(k).copied().unwrap_or(0);
            only_import.extend(std::iter::repeat_n(k.0.as_str(), n.saturating_sub(m)));
        }
        let expected = |hand_only: bool| -> Vec<&str> {
            known
                .iter()
                .filter(|(s, _, h, _)| *s == seed && *h == hand_only)
                .map(|(_, c, _, _)| *c)
                .collect()
        };
        assert_eq!(only_hand, expected(true), "{seed}: found by the hand encoding only");
        assert_eq!(only_import, expected(false), "{seed}: found by the import only");
    }
}

/// A seed as a web page (headings, paragraphs, the participants and the programme as tables)
/// reads to the same facts as its text.
#[test]
fn an_html_page_of_seed_000_reads_to_the_same_facts() {
    let text = std::fs::read_to_string(data("seeds/000_20935bbf1f354910.txt")).unwrap();
    let esc = |s: &str| s.replace('&', "&amp;").replace('<', "&lt;");
    let mut html = String::from("<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>Регламент</title></head><body>\n");
    let mut in_table = false;
    for line in text.lines() {
        let cells: Vec<&str> = line.split('\t').map(str::trim).filter(|c| !c.is_empty()).collect();
        if line.contains('\t') && cells.len() > 1 {
            if !in_table {
                html.push_str("<table>\n");
                in_table = true;
            }
            let row: String = cells.iter().map(|c| format!("<td>{}</td>", esc(c))).collect();
            html.push_str(&format!("<tr>{row}</tr>\n"));
            continue;
        }
        if in_table {
            html.push_str("</table>\n");
            in_table = false;
        }
        if line.trim().is_empty() {
            continue;
        }
        html.push_str(&format!("<p>{}</p>\n", esc(line.trim())));
    }
    html.push_str("</body></html>\n");
    let from_html = import("seed000.html", html.as_bytes(), Kind::Html, None).unwrap().text;
    let from_text = import_file("seeds/000_20935bbf1f354910.txt");
    assert!(input_errors("html", &from_html).is_empty(), "{:?}", input_errors("html", &from_html));
    let model = |t: &str| {
        let c = reglament::compile(
            "x",
            t.as_bytes(),
            &reglament::Options { no_checks: true, ..Default::default() },
        );
        c.model.unwrap()
    };
    let (h, t) = (model(&from_html), model(&from_text));
    assert_eq!(h.players.as_ref().map(|p| p.list.len()), Some(12));
    assert_eq!(h.players.as_ref().map(|p| p.list.len()), t.players.as_ref().map(|p| p.list.len()));
    assert_eq!(h.schedule.len(), t.schedule.len());
    assert_eq!(h.schedule.len(), 13);
    assert_eq!(h.sections.len(), t.sections.len());
    assert_eq!(findings("h", &from_html), findings("t", &from_text));
}

#[test]
fn import_command_writes_the_draft_and_lists_what_to_review() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("draft.rgl");
    // Seed 000 in Windows-1251: the text names no event (its hand encoding took the name from
    // elsewhere), so the draft asks for one (I005).
    let seed = data("seeds/legacy/000_20935bbf1f354910.cp1251.txt");
    let r = reglament(&["import", seed.to_str().unwrap(), "-o", out.to_str().unwrap()]);
    assert_eq!(r.code, 0, "{}", r.err);
    // The summary in the document's language, or the one asked for.
    assert!(r.err.contains("[I005]") && r.err.contains("на български"), "{}", r.err);
    let r =
        reglament(&["import", "--lang", "en", seed.to_str().unwrap(), "-o", out.to_str().unwrap()]);
    assert!(r.err.contains("in Bulgarian") && r.err.contains("warning[I005]"), "{}", r.err);
    assert!(r.err.contains("marks to review"), "{}", r.err);
    let draft = std::fs::read_to_string(&out).unwrap();
    assert!(draft.starts_with("# Чернова") && draft.contains("провери I005"), "{draft}");
    // `check` reports the marks under their codes, with the text's own mistakes.
    let r = reglament(&["check", "--format", "short", out.to_str().unwrap()]);
    assert!(r.out.contains("warning[I005]") && r.out.contains("error[V207]"), "{}", r.out);
    // Seed 003 is read with certainty: its draft carries no mark.
    let seed3 = data("seeds/legacy/003_9717607e9934b38d.koi8u.txt");
    let r = reglament(&["import", seed3.to_str().unwrap(), "-o", out.to_str().unwrap()]);
    assert!(r.err.contains("українською") && r.err.contains("0 позначок"), "{}", r.err);
    // Never over the input.
    let r = reglament(&["import", seed.to_str().unwrap(), "-o", seed.to_str().unwrap()]);
    assert_eq!(r.code, 2, "{}", r.err);
}

mod no_panic {
    use proptest::prelude::*;
    use reglament::import::{import, import_lines, import_within, ImportError, Kind};
    use reglament::vocab::limits::Limits;

    proptest! {
        #![proptest_config(crate::common::proptest_config(64))]

        /// Arbitrary lines: the import finishes and its draft parses.
        #[test]
        fn import_never_panics_on_arbitrary_text(lines in proptest::collection::vec("[ -~а-яА-ЯіїєІ\t.:,;()–\"„“0-9]{0,60}", 0..40)) {
            let imported = import_lines(&lines);
            let file = reglament::source::SourceFile::new("x", imported.text.as_str(), "UTF-8");
            prop_assert!(reglament::syntax::parse(&file).is_ok(), "{}", imported.text);
        }

        /// Arbitrary bytes as text, HTML and Word documents: an error or a draft, never a panic.
        #[test]
        fn import_never_panics_on_arbitrary_bytes(bytes in proptest::collection::vec(any::<u8>(), 0..512)) {
            for kind in [Kind::Text, Kind::Html, Kind::Docx] {
                let _ = import("x", &bytes, kind, None);
            }
        }

        /// A long paragraph made of a seed's sentences, up to the limit of its length: a draft
        /// that keeps the paragraph; over the limit: `I020`, never a panic.
        #[test]
        fn import_of_long_paragraphs_never_panics(seed in 0usize..4, start in 0usize..4000, chars in 1usize..30_000, over in any::<bool>()) {
            let files = ["000_20935bbf1f354910", "001_a306ad5455d8112b", "003_9717607e9934b38d", "004_f49bdffadc02d22e"];
            let text = std::fs::read_to_string(crate::common::data(&format!("seeds/{}.txt", files[seed]))).unwrap();
            let flat: String = text.split_whitespace().collect::<Vec<_>>().join(" ");
            let paragraph: String = flat.chars().cycle().skip(start).take(chars).collect();
            let limit = if over { chars - 1 } else { chars };
            let limits = Limits { paragraph_chars: limit, ..Limits::default() };
            let doc = format!("РЕГЛАМЕНТ\n1. Общи положения\n{paragraph}\n");
            match import_within("x.txt", doc.as_bytes(), Kind::Text, None, &limits) {
                Ok(imported) => {
                    prop_assert!(!over);
                    let file = reglament::source::SourceFile::new("x", imported.text.as_str(), "UTF-8");
                    prop_assert!(reglament::syntax::parse(&file).is_ok());
                }
                Err(ImportError::Limit(d)) => prop_assert!(over && d.code.as_str() == "I020"),
                Err(e) => prop_assert!(false, "{e:?}"),
            }
        }

        /// HTML nested to any depth with any of the elements pages nest (closed or not): a draft
        /// up to the limit, `I021` past it, never a panic.
        #[test]
        fn import_of_deep_nesting_never_panics(depth in 0usize..1500, tags in proptest::collection::vec(0usize..6, 1..8), closed in any::<bool>()) {
            const TAGS: [&str; 6] = ["div", "span", "section", "b", "blockquote", "table"];
            let mut page = String::from("<html><body>");
            for k in 0..depth {
                page.push_str(&format!("<{}>", TAGS[tags[k % tags.len()]]));
            }
            page.push_str("<p>1. Турнирът се провежда на 14 ноември 2015 г. в гр. Перник.</p>");
            if closed {
                for k in (0..depth).rev() {
                    page.push_str(&format!("</{}>", TAGS[tags[k % tags.len()]]));
                }
            }
            let limits = Limits { nesting_depth: 512, ..Limits::default() };
            match import_within("x.html", page.as_bytes(), Kind::Html, None, &limits) {
                Ok(imported) => {
                    prop_assert!(depth <= 512, "{depth}");
                    prop_assert!(imported.text.contains("Перник"));
                }
                Err(ImportError::Limit(d)) => prop_assert!(depth > 512 && d.code.as_str() == "I021", "{depth}"),
                Err(e) => prop_assert!(false, "{e:?}"),
            }
        }

        /// Seed-like lines shuffled and cut: the extractors see realistic fragments.
        #[test]
        fn import_never_panics_on_mangled_seeds(cut in 0usize..4000, seed in 0usize..4) {
            let files = ["000_20935bbf1f354910", "001_a306ad5455d8112b", "003_9717607e9934b38d", "004_f49bdffadc02d22e"];
            let text = std::fs::read_to_string(crate::common::data(&format!("seeds/{}.txt", files[seed]))).unwrap();
            let mut at = cut.min(text.len());
            while !text.is_char_boundary(at) { at -= 1; }
            let lines: Vec<String> = text[at..].lines().chain(text[..at].lines()).map(String::from).collect();
            let imported = import_lines(&lines);
            let file = reglament::source::SourceFile::new("x", imported.text.as_str(), "UTF-8");
            prop_assert!(reglament::syntax::parse(&file).is_ok());
        }
    }
}

/// Lettered items before any numbered section (`а) …` on the first lines) are kept as text, and
/// the numbered sections after them are read as usual.
#[test]
fn a_lettered_item_before_any_section_is_imported() {
    let dir = tempfile::tempdir().expect("temporary folder");
    let doc = dir.path().join("letters.txt");
    std::fs::write(
        &doc,
        "РЕГЛАМЕНТ\nа) Турнирът е открит.\nб) Таксата е 10 лв.\n1. Място\nТурнирът се провежда в гр. Перник.\n2. Система\nШвейцарска система в 7 кръга.\n",
    )
    .expect("write");
    let out = dir.path().join("letters.rgl");
    let r = reglament(&["import", doc.to_str().expect("path"), "-o", out.to_str().expect("path")]);
    assert_eq!(r.code, 0, "{}", r.err);
    let draft = std::fs::read_to_string(&out).expect("draft");
    assert!(draft.contains("Турнирът е открит.") && draft.contains("Перник"), "{draft}");
}

/// Rendering an imported seed reproduces its document: each list (participants, teams,
/// programme) prints in the section that had it in the source, and no list is left unplaced
/// (`R007`).
#[test]
fn rendered_imports_keep_every_list_in_its_section() {
    use reglament::model::Section;
    use reglament::render::{regulation_view, Format, Renderer};
    // (seed, table, the number of the section that holds it in the source)
    let expected = [
        ("000_20935bbf1f354910", "players.table", "7"),
        ("000_20935bbf1f354910", "schedule.table", "8"),
        ("001_a306ad5455d8112b", "teams.table", "4"),
        ("001_a306ad5455d8112b", "schedule.table", "10"),
        ("004_f49bdffadc02d22e", "schedule.table", "6"),
    ];
    fn holder<'a>(s: &'a Section, table: &str) -> Option<&'a Section> {
        if s.paragraphs.iter().any(|p| p.text.value == format!("{{{table}}}")) {
            return Some(s);
        }
        s.subsections.iter().find_map(|c| holder(c, table))
    }
    let heading = |s: &Section| {
        format!(
            "{}. {}",
            s.number.as_ref().map_or("", |n| n.value.as_str()),
            s.title.as_ref().map_or("", |t| t.value.as_str())
        )
        .to_lowercase()
    };
    let renderer = Renderer::embedded().unwrap();
    for (seed, _) in SEEDS {
        let text = import_file(&format!("seeds/{seed}.txt"));
        let c = reglament::compile(
            seed,
            text.as_bytes(),
            &reglament::Options { no_checks: true, ..Default::default() },
        );
        let reg = c.model.unwrap();
        let view = regulation_view(&reg);
        let unplaced: Vec<String> = view
            .diagnostics
            .iter()
            .filter(|d| d.code == "R007")
            .map(|d| d.message.clone())
            .collect();
        assert!(unplaced.is_empty(), "{seed}: {unplaced:?}");
        // (Headings print in capitals: compared in lower case.)
        let doc = renderer
            .render(&Format::Text.template_name("regulation"), &view)
            .unwrap()
            .to_lowercase();
        for (_, table, number) in expected.iter().filter(|(s, _, _)| *s == seed) {
            let k = reg
                .sections
                .iter()
                .position(|s| holder(s, table).is_some())
                .unwrap_or_else(|| panic!("{seed}: no section places {table}"));
            let section = &reg.sections[k];
            assert_eq!(section.number.as_ref().map(|n| n.value.as_str()), Some(*number), "{seed}");
            // In the document, the list's first row comes after its section's heading and
            // before the next section's.
            let first = match *table {
                "players.table" => reg.players.as_ref().unwrap().list[0].name.value.clone(),
                "teams.table" => reg.teams.as_ref().unwrap().list[0].name.value.clone(),
                _ => {
                    let t = reg.schedule[0].time.as_ref().unwrap().value;
                    format!("{:02}:{:02}", t.hour(), t.minute())
                }
            }
            .to_lowercase();
            let at = doc.find(&heading(section)).unwrap_or_else(|| panic!("{seed}: {number}"));
            let row = doc[at..].find(&first).map(|i| at + i);
            let row = row.unwrap_or_else(|| panic!("{seed}: {first} not after section {number}"));
            if let Some(next) = reg.sections.get(k + 1) {
                let next = doc[at..].find(&heading(next)).map(|i| at + i).unwrap();
                assert!(row < next, "{seed}: {first} printed after section {number}");
            }
        }
    }
}

/// The documents of `tests/data/documents` (SOURCES.md there) made from corpus texts.
fn document(name: &str) -> String {
    data(&format!("documents/{name}")).display().to_string()
}

/// Imports a file with the binary into a temporary draft; the draft and what was printed.
fn import_run(args: &[&str], env: &[(&str, &str)]) -> (crate::common::Run, String) {
    let dir = tempfile::tempdir().expect("temporary folder");
    let out = dir.path().join("draft.rgl");
    let mut command = std::process::Command::new(env!("CARGO_BIN_EXE_reglament"));
    command.arg("import").args(args).arg("-o").arg(&out).env("NO_COLOR", "1");
    command.env_remove("REGLAMENT_SOFFICE").env_remove("REGLAMENT_PDFTOTEXT");
    for (k, v) in env {
        command.env(k, v);
    }
    let o = command.output().expect("the binary runs");
    let run = crate::common::Run {
        code: o.status.code().unwrap_or(-1),
        out: String::from_utf8_lossy(&o.stdout).into_owned(),
        err: String::from_utf8_lossy(&o.stderr).into_owned(),
    };
    let draft = std::fs::read_to_string(&out).unwrap_or_default();
    (run, draft)
}

/// The statements of a draft (inside blocks too) without comments, the prose's lines and the
/// source lines they cite: what a reader of the draft's facts sees.
fn statements(draft: &str) -> Vec<String> {
    draft
        .lines()
        .map(|l| l.split(" # ").next().unwrap_or(l).trim_end().to_string())
        .filter(|l| !l.trim().is_empty() && !l.trim_start().starts_with(['#', '"']))
        .collect()
}

/// An OpenDocument text (the corpus documents uk-001 and bg-013, the latter with tables) reads
/// to the same lines as its text, so its draft is the text's draft byte for byte.
#[test]
fn odt_documents_import_to_the_draft_of_their_text() {
    for (odt, txt) in [
        ("uk-001-khmelnytskyi-rapid-2017.odt", "corpus/uk/uk-001-khmelnytskyi-rapid-2017.txt"),
        ("bg-013-dip-women-pernik.odt", "corpus/bg/bg-013-dip-women-pernik.txt"),
    ] {
        let bytes = std::fs::read(document(odt)).expect("odt");
        assert_eq!(Kind::of("x.bin", &bytes), Kind::Odt, "{odt}: told by its mimetype");
        let from_odt = import(odt, &bytes, Kind::Odt, None).expect("odt imports").text;
        let text = std::fs::read(path(&format!("tests/{txt}"))).expect("text");
        let from_text = import(txt, &text, Kind::Text, None).expect("text imports").text;
        assert_eq!(from_odt, from_text, "{odt}");
        assert!(statements(&from_odt).len() > 5, "{from_odt}");
    }
    let xml = r#"<office:document-content><office:body><office:text>
        <text:h>ПОЛОЖЕННЯ</text:h><text:p>Початок  о<text:s text:c="3"/>12.00<text:tab/>год.</text:p>
        <text:list><text:list-item><text:p>1. Турнір<text:note><text:note-body><text:p>виноска</text:p></text:note-body></text:note> особистий</text:p></text:list-item></text:list>
        <table:table><table:table-row><table:table-cell><text:p>19 серпня</text:p></table:table-cell><table:table-cell><text:p>12.00</text:p><text:p>1 тур</text:p></table:table-cell><table:table-cell/></table:table-row></table:table>
        </office:text></office:body></office:document-content>"#;
    assert_eq!(
        reglament::import::read::odt_xml(xml).unwrap(),
        ["ПОЛОЖЕННЯ", "Початок о   12.00\tгод.", "1. Турнір особистий", "19 серпня\t12.00 1 тур"]
    );
}

/// A PDF printed from corpus document bg-001 imports through `pdftotext` to the statements of
/// the text's draft: the lines the page's width broke are joined again.
#[test]
fn a_pdf_imports_through_pdftotext_to_the_facts_of_its_text() {
    if !crate::common::browser::poppler() {
        return;
    }
    let (r, from_pdf) = import_run(&[&document("bg-001-cska-rapid-cup-2023.pdf")], &[]);
    assert_eq!(r.code, 0, "{}", r.err);
    let (_, from_text) = import_run(
        &[&path("tests/corpus/bg/bg-001-cska-rapid-cup-2023.txt").display().to_string()],
        &[],
    );
    assert_eq!(statements(&from_pdf), statements(&from_text), "{from_pdf}");
    assert!(
        from_pdf.contains("швейцарска 7 кръга") && from_pdf.contains("15:00 кръг 7"),
        "{from_pdf}"
    );
    // A program that is not there: the advice, in the document's language (its `/Lang`).
    let (r, _) = import_run(
        &["--pdftotext", "/nonexistent/pdftotext", &document("bg-001-cska-rapid-cup-2023.pdf")],
        &[],
    );
    assert_eq!(r.code, 2, "{}", r.err);
    assert!(
        r.err.contains("pdftotext (poppler-utils)") && r.err.contains("Внесете документа"),
        "{}",
        r.err
    );
}

/// A Word 97 document where no LibreOffice is found (a PATH without it, as in CI): exit 2 and
/// what to do, in the document's language (Ukrainian, seen in its UTF-16 text), in the one
/// asked for with `--lang`, and in the editor's words through `failure_text`.
#[test]
fn a_doc_without_libreoffice_says_what_to_do_in_the_documents_language() {
    let empty = tempfile::tempdir().expect("temporary folder");
    let bare_path = empty.path().display().to_string();
    let doc = document("uk-001-khmelnytskyi-rapid-2017.doc");
    let (r, draft) = import_run(&[&doc], &[("PATH", &bare_path), ("LANG", "C")]);
    assert_eq!(r.code, 2, "{}", r.err);
    assert!(draft.is_empty());
    assert!(
        r.err.contains("помилка:") && r.err.contains("LibreOffice") && r.err.contains("(.docx)"),
        "{}",
        r.err
    );
    assert!(r.err.contains("soffice or libreoffice not found"), "{}", r.err);
    let (r, _) = import_run(&["--lang", "bg", &doc], &[("PATH", &bare_path)]);
    assert!(
        r.err.contains("грешка:") && r.err.contains("запишете го като документ на Word"),
        "{}",
        r.err
    );
    let (r, _) = import_run(&["--soffice", "/nonexistent/soffice", "--lang", "en", &doc], &[]);
    assert!(r.err.contains("is read through LibreOffice, which was not found"), "{}", r.err);
    let bytes = std::fs::read(&doc).expect("doc");
    assert_eq!(Kind::of("x", &bytes), Kind::Doc);
    let e = reglament::app::import::document("x.doc", &bytes, "<draft>", &Default::default())
        .err()
        .expect("no program");
    let lang = reglament::app::import::message_lang(None, &bytes, reglament::vocab::Lang::En);
    assert_eq!(lang, reglament::vocab::Lang::Uk);
    assert!(
        reglament::app::import::failure_text(&e, lang).contains("збережіть його як документ Word")
    );
}

/// A `.doc` goes through the LibreOffice that is found: a stand-in `soffice` that writes the
/// `.docx` of seed 003 where LibreOffice would (`--outdir`, the document's stem) is run with
/// the arguments LibreOffice takes, and its `.docx` is imported.
#[cfg(unix)]
#[test]
fn a_doc_goes_through_the_soffice_found() {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().expect("temporary folder");
    let docx = data("seeds/docx/003_9717607e9934b38d.docx");
    let script = dir.path().join("soffice");
    std::fs::write(
        &script,
        format!(
            "#!/bin/sh\n# the arguments LibreOffice takes: ... --convert-to docx --outdir DIR FILE\n\
             while [ $# -gt 2 ]; do shift; done\n[ \"$1\" = \"$(dirname \"$2\")\" ] || exit 3\n\
             case \"$2\" in *.doc) ;; *) exit 4;; esac\ncp '{}' \"$1/document.docx\"\n",
            docx.display()
        ),
    )
    .expect("script");
    std::fs::set_permissions(&script, std::fs::Permissions::from_mode(0o755)).expect("chmod");
    let doc = document("uk-001-khmelnytskyi-rapid-2017.doc");
    let path = format!("{}:/usr/bin:/bin", dir.path().display());
    let (r, draft) = import_run(&[&doc], &[("PATH", &path)]);
    assert_eq!(r.code, 0, "{}", r.err);
    let seed = import_file("seeds/003_9717607e9934b38d.txt");
    assert_eq!(statements(&draft), statements(&seed));
}

/// The limits of an import: a paragraph longer than `--max-paragraph-length` (I020) and elements
/// nested deeper than `--max-nesting-depth` (I021) refuse the document with a coded error in its
/// language and exit status 1 (an error in the input, as in every command); the flags raise
/// them; the defaults take real documents (every corpus document and seed imports under them).
#[test]
fn paragraphs_and_nesting_over_their_limits_are_refused_with_a_code() {
    let fixtures = path("tests/fixtures/codes");
    let long = fixtures.join("I020.txt").display().to_string();
    let (r, _) = import_run(&["--max-paragraph-length", "200", &long], &[]);
    assert_eq!(r.code, 1, "{}", r.err);
    assert!(
        r.err.contains("[I020]") && r.err.contains("абзац 3 на документа има 419 знака"),
        "{}",
        r.err
    );
    let (r, draft) = import_run(&["--max-paragraph-length", "500", &long], &[]);
    assert_eq!(r.code, 0, "{}", r.err);
    assert!(draft.contains("Перник"), "{draft}");
    let deep = fixtures.join("I021.html").display().to_string();
    let (r, _) = import_run(&["--max-nesting-depth", "16", &deep], &[]);
    assert_eq!(r.code, 1, "{}", r.err);
    assert!(
        r.err.contains("[I021]") && r.err.contains("більш ніж на 16 рівнів (рядок 2)"),
        "{}",
        r.err
    );
    let (r, draft) = import_run(&[&deep], &[]);
    assert_eq!(r.code, 0, "{}", r.err);
    assert!(draft.contains("Києві"), "{draft}");
    // A `.docx` whose XML nests deeper than the limit.
    let docx = data("seeds/docx/000_20935bbf1f354910.docx").display().to_string();
    let (r, _) = import_run(&["--max-nesting-depth", "3", "--lang", "en", &docx], &[]);
    assert!(
        r.err.contains("error[I021]") && r.err.contains("nested more than 3 deep"),
        "{}",
        r.err
    );
    // The defaults read every document of the repository.
    let limits = reglament::vocab::limits::Limits::default();
    for dir in ["tests/corpus/bg", "tests/corpus/uk", "tests/data/seeds"] {
        for entry in std::fs::read_dir(path(dir)).expect("folder").flatten() {
            let p = entry.path();
            if p.extension().is_some_and(|e| e == "txt") {
                let bytes = std::fs::read(&p).expect("read");
                let name = p.display().to_string();
                match reglament::import::import_within(&name, &bytes, Kind::Text, None, &limits) {
                    Ok(_) | Err(reglament::import::ImportError::Empty) => {}
                    Err(e) => panic!("{name}: {e:?}"),
                }
            }
        }
    }
}

/// The one pass that measures an HTML page's depth before it is parsed counts what the parser
/// keeps open: void elements, elements whose end tag may be left out, comments and the text of
/// scripts do not nest.
#[test]
fn html_depth_counts_what_the_parser_keeps_open() {
    use reglament::import::read::html_too_deep;
    let open_ps = "<p>a".repeat(1000);
    assert_eq!(html_too_deep(&open_ps, 8), None);
    let brs = "<div><br><img src=x><input/></div>".repeat(100);
    assert_eq!(html_too_deep(&brs, 2), None);
    let script = "<script>var s = '<div><div><div><div>';</script><!-- <div><div><div> -->";
    assert_eq!(html_too_deep(script, 2), None);
    assert_eq!(html_too_deep("<div>\n<div title='>'>\n<section>", 2), Some(3));
    let closed = "<div><span>x</span></div>".repeat(1000);
    assert_eq!(html_too_deep(&closed, 2), None);
}

/// The work of an import stops between its stages when it is told to (the editor's server says
/// so when the page that dropped the document went away): nothing is imported or checked.
#[test]
fn an_import_told_to_stop_stops() {
    use reglament::app::import::{document, Settings};
    let bytes = std::fs::read(data("seeds/000_20935bbf1f354910.txt")).expect("seed");
    let asked = std::sync::atomic::AtomicUsize::new(0);
    let stop = || asked.fetch_add(1, std::sync::atomic::Ordering::Relaxed) >= 2;
    let settings = Settings { stop: &stop, ..Settings::default() };
    let e = document("000.txt", &bytes, "<draft>", &settings).err().expect("stopped");
    assert!(matches!(e, reglament::import::ImportError::Stopped), "{e:?}");
    assert_eq!(
        asked.load(std::sync::atomic::Ordering::Relaxed),
        3,
        "asked after reading and after the structure"
    );
    let go_on = Settings::default();
    assert!(document("000.txt", &bytes, "<draft>", &go_on).is_ok());
}

/// A first day alone is not an event's dates (uk-028 and bg-039 of the corpus: `Турнір розпочався
/// сьогодні, 11 березня`), unless the event is played in one day (rapid, blitz, `еднодневен`).
#[test]
fn a_first_day_alone_is_the_events_dates_only_for_a_one_day_event() {
    let text = |s: &str| import("x.txt", s.as_bytes(), Kind::Text, None).expect("imports").text;
    let classic = text(
        "Відбірковий турнір до жіночої збірної\n\
         Турнір розпочався сьогодні, 11 березня 2026 року, у Києві. Грають дев'ять шахісток.\n",
    );
    assert!(!classic.contains("дати 2026"), "{classic}");
    let rapid = text(
        "Турнир по ускорен шахмат\n\
         Турнирът започва на 28 септември 2025 г. от 10:00 часа в Благоевград.\n",
    );
    assert!(rapid.contains("дати 2025-09-28..2025-09-28"), "{rapid}");
}
