//! The render stage: every regulation renders in every format; the documents carry every fact
//! and paragraph of their source; escaping, strictness and template overrides behave.

use reglament::model::{Regulation, Section, SectionItem};
use reglament::render::{regulation_view, regulation_view_with, DocumentOptions, Format, Renderer};
use reglament::{compile, Options};
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn model_of(name: &str, text: &str) -> Regulation {
    let compiled =
        compile(name, text.as_bytes(), &Options { no_checks: true, ..Options::default() });
    assert!(!compiled.has_errors(), "{name}: {:?}", compiled.diagnostics);
    compiled.model.expect("a model")
}

fn load(path: &Path) -> Regulation {
    let bytes = std::fs::read(path).unwrap();
    let compiled = compile(
        &path.display().to_string(),
        &bytes,
        &Options { no_checks: true, ..Options::default() },
    );
    assert!(!compiled.has_errors(), "{}: {:?}", path.display(), compiled.diagnostics);
    compiled.model.expect("a model")
}

fn render(reg: &Regulation, format: Format) -> String {
    let renderer = Renderer::embedded().unwrap();
    renderer.render(&format.template_name("regulation"), &regulation_view(reg)).unwrap()
}

/// The document with the appendix of facts (`--facts`).
fn render_facts(reg: &Regulation, format: Format) -> String {
    let renderer = Renderer::embedded().unwrap();
    let view = regulation_view_with(reg, &DocumentOptions { draft: false, facts: true });
    renderer.render(&format.template_name("regulation"), &view).unwrap()
}

/// minijinja's HTML escaping (it escapes `/` too).
fn html_escape(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
        .replace('\'', "&#x27;")
        .replace('/', "&#x2f;")
}

fn every_regulation() -> Vec<PathBuf> {
    let mut files = Vec::new();
    for dir in ["regulations", "regulations/extra"] {
        for entry in std::fs::read_dir(root().join(dir)).unwrap() {
            let path = entry.unwrap().path();
            if path.extension().and_then(|e| e.to_str()) == Some("rgl") {
                files.push(path);
            }
        }
    }
    files.sort();
    files
}

fn run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_reglament"))
        .args(args)
        .current_dir(root())
        .env("NO_COLOR", "1")
        .output()
        .expect("the binary runs")
}

#[test]
fn every_regulation_renders_in_every_format_without_warnings() {
    let files = every_regulation();
    assert!(files.len() >= 8, "{files:?}");
    for path in files {
        let reg = load(&path);
        let view = regulation_view(&reg);
        assert!(view.diagnostics.is_empty(), "{}: {:?}", path.display(), view.diagnostics);
        for format in [Format::Html, Format::Markdown, Format::Text] {
            let out = render(&reg, format);
            // The title as published: its title block's lines, else the title.
            let title = match reg.title_block.first() {
                Some(line) => line.value.clone(),
                None => reg.title.value.clone(),
            };
            let title = match format {
                Format::Html => html_escape(&title),
                Format::Markdown => title,
                // The text format writes a plain title in capitals.
                Format::Text if reg.title_block.is_empty() => title.to_uppercase(),
                Format::Text => title,
            };
            assert!(out.contains(&title), "{}: {format:?}", path.display());
            // No second title: a title block replaces the title.
            if !reg.title_block.is_empty() && format == Format::Html {
                assert!(!out.contains("<h1>"), "{}: a second title", path.display());
            }
            // Every placeholder a paragraph uses is filled.
            for name in reglament::model::PLACEHOLDERS {
                assert!(!out.contains(&format!("{{{name}}}")), "{}: {{{name}}}", path.display());
            }
        }
    }
}

/// Every paragraph of a section tree, in written order, with its section numbers and titles.
fn prose(section: &Section, out: &mut Vec<String>) {
    if let Some(t) = &section.title {
        out.push(t.value.clone());
    }
    for item in &section.items {
        match *item {
            SectionItem::Paragraph(i) => out.push(section.paragraphs[i].text.value.clone()),
            SectionItem::Subsection(i) => prose(&section.subsections[i], out),
        }
    }
}

#[test]
fn seed_000_html_has_every_section_paragraph_and_fact() {
    let reg = load(&root().join("regulations/000-bg-women-2021.rgl"));
    let html = render(&reg, Format::Html);
    // Placeholders in seed 000's prose, filled from its facts.
    let fill = |text: &str| {
        text.replace("{rounds}", "11")
            .replace("{players.count}", "12")
            .replace("{average_rating}", "2182")
            .replace("{category}", "VІ-Ж")
    };
    let mut texts = Vec::new();
    for s in &reg.sections {
        prose(s, &mut texts);
    }
    assert!(texts.len() > 50, "{}", texts.len());
    let mut last = 0;
    for text in &texts {
        if text.starts_with("{") && text.ends_with(".table}") {
            continue;
        }
        let escaped = html_escape(&fill(text));
        let at = html[last..]
            .find(&escaped)
            .unwrap_or_else(|| panic!("missing or out of order: {text}"));
        last += at;
    }
    assert!(html.contains("всеки срещу всеки в 11 кръга."));
    assert!(html.contains("Право на участие имат следните 12 състезателки:"));
    assert!(html.contains("<span class=\"num\">14.10.</span> Състезателите, които"));
    // The participants, inside section 7 (after its sentence, before section 8).
    let s7 = html.find("<h2>7. УЧАСТНИЦИ</h2>").expect("section 7");
    let s8 = html.find("<h2>8. ПРОГРАМА</h2>").expect("section 8");
    let s9 = html.find("<h2>9. КЛАСИРАНЕ</h2>").expect("section 9");
    for p in &reg.players.as_ref().unwrap().list {
        let at = html.find(&format!("<td>{}</td>", p.name.value)).expect("listed");
        assert!(s7 < at && at < s8, "{} outside section 7", p.name.value);
    }
    // The programme inside section 8, with the weekdays as the source writes them (11 March
    // 2021 was a Thursday; the source says Sunday, and so does the document) and the source's
    // Roman round numerals and its words for the closing.
    let programme = &html[s8..s9];
    assert!(programme.contains(
        "<td>11 март 2021 г.</td><td>неделя</td><td class=\"num\">12:00</td><td>Техническа конференция</td>"
    ));
    assert!(programme.contains("<td class=\"num\">14:30</td><td>I кръг</td>"));
    assert!(programme.contains("<td>XI кръг</td>"));
    assert!(programme.contains("<td>Закриване и награждаване</td>"));
    assert!(!html.contains("четвъртък</td><td class=\"num\">14:30</td><td>I кръг"));
    for s in &reg.signatures {
        assert!(html.contains(&html_escape(&s.name.value)), "{}", s.name.value);
    }
    // No front sheet of facts unless asked for.
    assert!(!html.contains("Приложение: основни данни"));
    assert!(html.contains("@page {\n  size: A4;"));
    assert!(html.contains("content: \"стр. \" counter(page) \" от \" counter(pages)"));
    // The appendix, on request: facts in words.
    let facts = render_facts(&reg, Format::Html);
    assert!(facts.contains("<h2>Приложение: основни данни</h2>"));
    assert!(facts.contains("11 – 20 март 2021 г."));
    assert!(facts.contains(
        "Допълнителни показатели: 1. Резултат от срещите помежду им, 2. Система Койя, \
         3. Зонеборн-Бергер, 4. Брой победи, 5. Турнирен перформанс"
    ));
    assert!(facts.contains("1 &#x2f; ½ &#x2f; 0"), "win/draw/loss points in words");
    assert!(facts.contains("90 минути за 40 хода, 15 минути до края на партията"));
    assert!(facts.contains("<td>1 час след решението</td>"));
    assert!(facts.contains("<td>30\u{a0}лв.</td>"), "money in the language");
    assert!(facts.contains("<td>при уважена контестация</td>"));
    assert!(facts.contains("<td>гм Маргарита Войска, мм Сашо Николов</td>"));
    assert!(facts.contains("<td>златен медал</td>"));
    assert!(facts
        .contains("норма за международен майстор: 7 точки от 11 партии, 6 противнички със звание"));
    assert!(facts.contains("<h3>Участнички (заявен брой: 12)</h3>"));
    for bad in ["BGN", "IM:", "— да", "| да", ">да<"] {
        assert!(!facts.contains(bad), "{bad}");
    }
}

#[test]
fn seed_004_board_prize_is_a_named_sub_classification() {
    let reg = load(&root().join("regulations/004-bg-workers-festival-2024.rgl"));
    let md = render_facts(&reg, Format::Markdown);
    assert!(md.contains("#### Дъска 1\n"), "{md}");
    assert!(md.contains("| При пълно равенство | партия армагедон |"));
    assert!(md.contains("| 3 | Брой партии с черните | BPG |"));
}

#[test]
fn ukrainian_seed_uses_genitive_months_and_ukrainian_labels() {
    let reg = load(&root().join("regulations/003-uk-women-2013.rgl"));
    for format in [Format::Html, Format::Markdown, Format::Text] {
        let out = render_facts(&reg, format);
        assert!(out.contains("16 – 26 червня 2013 р."), "{format:?}");
        assert!(!out.contains("червень"), "{format:?}");
        assert!(out.contains("Додаткові показники: 1. Зоннеборн-Бергер, 2."), "{format:?}");
        assert!(out.contains("90 хвилин на 40 ходів"), "{format:?}");
        assert!(out.contains("400\u{a0}грн"), "{format:?}");
        assert!(out.contains("2 учасниці: 2 партії"), "{format:?}: a women's event");
    }
    // Seed 003 states 10 participants but lists none: no empty table.
    let md = render_facts(&reg, Format::Markdown);
    assert!(md.contains("### Учасниці (заявлена кількість: 10)"), "{md}");
    assert!(!md.contains("| № | Ім’я |"));
}

const HOSTILE: &str = "regulation \"A <script>alert(1)</script> & B\" lang en\n\
    event { venue \"Hall <b>&</b>\" }\n\
    section 1 \"Rules & <i>duties</i>\" {\n  \"Tom & Jerry <script>alert(1)</script>\"\n}\n";

#[test]
fn html_and_markdown_escape_markup_and_text_does_not() {
    let reg = model_of("hostile.rgl", HOSTILE);
    let html = render_facts(&reg, Format::Html);
    assert!(!html.contains("<script>"), "{html}");
    assert!(!html.contains("<b>") && !html.contains("<i>"));
    assert!(html.contains("Tom &amp; Jerry &lt;script&gt;alert(1)&lt;&#x2f;script&gt;"));
    assert!(html.contains("<title>A &lt;script&gt;"));
    assert!(html.contains("Hall &lt;b&gt;&amp;&lt;&#x2f;b&gt;"));
    // Markdown renders raw HTML, so it gets the characters as entities (issue 11): a Markdown
    // viewer shows `<script>` as text; plain text keeps them as they are.
    let md = render_facts(&reg, Format::Markdown);
    assert!(md.contains("Tom &amp; Jerry &lt;script&gt;alert(1)&lt;/script&gt;"), "{md}");
    assert!(md.contains("Hall &lt;b&gt;&amp;&lt;/b&gt;"), "{md}");
    assert!(!md.contains("<script>") && !md.contains("<b>"), "{md}");
    let text = render_facts(&reg, Format::Text);
    assert!(text.contains("Tom & Jerry <script>alert(1)</script>"));
    assert!(text.contains("Hall <b>&</b>"));
    assert!(!text.contains("&amp;") && !text.contains("&lt;"));
}

#[test]
fn html_loads_no_external_resources() {
    for path in every_regulation() {
        let html = render(&load(&path), Format::Html);
        for bad in ["http://", "https://", "src=", "href=", "@import", "url(", "<script", "<link"] {
            assert!(!html.contains(bad), "{}: {bad}", path.display());
        }
    }
}

fn template_dir(files: &[(&str, &str)]) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    for (name, text) in files {
        std::fs::write(dir.path().join(name), text).unwrap();
    }
    dir
}

#[test]
fn an_unknown_variable_is_r001_with_template_and_line() {
    let dir = template_dir(&[("regulation.md.j2", "# {{ title }}\n\n{{ venue_nmae }}\n")]);
    let renderer =
        Renderer::new(&reglament::cli::load::templates(Some(dir.path())).unwrap()).unwrap();
    let reg = model_of("x.rgl", "regulation \"T\" lang en\n");
    let err = renderer.render("regulation.md.j2", &regulation_view(&reg)).unwrap_err();
    assert_eq!(err.code, "R001");
    assert!(err.message.contains("`regulation.md.j2` line 3"), "{}", err.message);
    assert!(err.message.contains("undefined"), "{}", err.message);
    // The embedded templates the directory does not replace still work.
    assert!(renderer.render("regulation.txt.j2", &regulation_view(&reg)).is_ok());
}

#[test]
fn unknown_template_is_r002_and_a_bad_directory_is_r003() {
    let renderer = Renderer::embedded().unwrap();
    let err = renderer.render("bulletin.pdf.j2", &serde_json::json!({})).unwrap_err();
    assert_eq!(err.code, "R002");
    let dir = template_dir(&[("page.md.j2", "a\n{% include \"footer.md.j2\" %}\n")]);
    let err = Renderer::new(&reglament::cli::load::templates(Some(dir.path())).unwrap())
        .unwrap()
        .render("page.md.j2", &serde_json::json!({}))
        .unwrap_err();
    assert_eq!(err.code, "R002");
    assert!(err.message.contains("footer.md.j2"), "{}", err.message);
    assert!(err.message.contains("`page.md.j2` line 2"), "{}", err.message);
    let err =
        reglament::cli::load::templates(Some(Path::new("/no/such/templates/dir"))).unwrap_err();
    assert_eq!(err.code, "R003");
    let dir = template_dir(&[("broken.md.j2", "{% for x in %}")]);
    let err =
        Renderer::new(&reglament::cli::load::templates(Some(dir.path())).unwrap()).unwrap_err();
    assert_eq!(err.code, "R001");
    assert!(err.message.contains("`broken.md.j2` line 1"), "{}", err.message);
}

#[test]
fn points_and_date_filters_speak_the_document_language() {
    let dir = template_dir(&[(
        "probe.txt.j2",
        "{{ 7.5 | points }} {{ 0.5 | points }} {{ 22.25 | points }} {{ 3 | points }} \
         {{ 7.5 | points('en') }} {{ '2013-06-16' | date }} {{ '2007-03-11' | date('bg') }}",
    )]);
    let renderer =
        Renderer::new(&reglament::cli::load::templates(Some(dir.path())).unwrap()).unwrap();
    let out = renderer.render("probe.txt.j2", &serde_json::json!({ "lang": "uk" })).unwrap();
    assert_eq!(out, "7½ ½ 22,25 3 7.5 16 червня 2013 р. 11 март 2007 г.");
    let out = renderer.render("probe.txt.j2", &serde_json::json!({ "lang": "en" })).unwrap();
    assert_eq!(out, "7.5 0.5 22.25 3 7.5 16 June 2013 11 март 2007 г.");
}

#[test]
fn format_extensions_and_template_names() {
    assert_eq!(Format::Html.extension(), "html");
    assert_eq!(Format::Markdown.extension(), "md");
    assert_eq!(Format::Text.extension(), "txt");
    assert_eq!(Format::Markdown.template_name("regulation"), "regulation.md.j2");
    let names = Renderer::embedded().unwrap().template_names();
    for f in [Format::Html, Format::Markdown, Format::Text] {
        assert!(names.contains(&f.template_name("regulation")), "{names:?}");
    }
}

#[test]
fn an_unfilled_placeholder_is_kept_and_warned_about() {
    let reg = model_of(
        "x.rgl",
        "regulation \"T\" lang en\nsection 1 \"S\" {\n  \"In {rounds} rounds.\"\n}\n",
    );
    let view = regulation_view(&reg);
    assert_eq!(view.diagnostics.len(), 1);
    assert_eq!(view.diagnostics[0].code, "R004");
    assert!(render(&reg, Format::Text).contains("In {rounds} rounds."));
}

#[test]
fn cli_renders_to_stdout_and_to_a_file_never_over_the_input() {
    let o = run(&["render", "regulations/003-uk-women-2013.corrected.rgl", "--format", "md"]);
    assert_eq!(o.status.code(), Some(0), "{}", String::from_utf8_lossy(&o.stderr));
    assert!(String::from_utf8_lossy(&o.stdout).contains("червня"));

    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("reg.html");
    let o = run(&[
        "render",
        "regulations/000-bg-women-2021.corrected.rgl",
        "-o",
        out.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(0));
    assert!(std::fs::read_to_string(&out).unwrap().starts_with("<!DOCTYPE html>"));

    let input = dir.path().join("in.rgl");
    std::fs::write(&input, "regulation \"T\" lang en\n").unwrap();
    let o = run(&["render", input.to_str().unwrap(), "-o", input.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(2));
    assert_eq!(std::fs::read_to_string(&input).unwrap(), "regulation \"T\" lang en\n");
}

#[test]
fn cli_refuses_a_regulation_with_errors_and_honours_templates_dir() {
    let dir = tempfile::tempdir().unwrap();
    let broken = dir.path().join("broken.rgl");
    std::fs::write(&broken, "regulation \"T\" lang en\nevent {\n  venu \"X\"\n}\n").unwrap();
    let o = run(&["render", broken.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1));
    assert!(o.stdout.is_empty());
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(err.contains("L001") && err.contains("R005"), "{err}");

    let templates =
        template_dir(&[("regulation.txt.j2", "CUSTOM {{ title }} {{ labels.rounds }}\n")]);
    let t = templates.path().to_str().unwrap();
    let o = run(&[
        "render",
        "regulations/000-bg-women-2021.corrected.rgl",
        "--format",
        "txt",
        "--templates",
        t,
    ]);
    assert_eq!(o.status.code(), Some(0));
    assert_eq!(
        String::from_utf8_lossy(&o.stdout),
        "CUSTOM Държавно индивидуално първенство по шахмат за жени Кръгове\n"
    );
    // The other formats keep the embedded templates.
    let o = run(&[
        "render",
        "regulations/000-bg-women-2021.corrected.rgl",
        "--format",
        "md",
        "--templates",
        t,
    ]);
    assert!(String::from_utf8_lossy(&o.stdout).starts_with("# Държавно"));

    let strict = template_dir(&[("regulation.txt.j2", "{{ nope }}")]);
    let o = run(&[
        "render",
        "regulations/000-bg-women-2021.corrected.rgl",
        "--format",
        "txt",
        "--templates",
        strict.path().to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&o.stderr).contains("R001"));
}

#[test]
fn grammar_example_markdown() {
    let md = std::fs::read_to_string(root().join("grammar/GRAMMAR.md")).unwrap();
    let start = md.find("## A complete example").expect("GRAMMAR.md has the example");
    let body = &md[start..];
    let open = body.find("```text\n").unwrap() + "```text\n".len();
    let close = body[open..].find("```").unwrap();
    let reg = model_of("GRAMMAR.md", &body[open..open + close]);
    let out = render_facts(&reg, Format::Markdown);
    // Checked against the example's facts before trusting the snapshot.
    assert!(out.contains("| Дати | 11 – 20 март 2007 г. |"));
    // 11 March 2007 was a Sunday, as the example says.
    assert!(out.contains("| 11 март 2007 г. | неделя | 12:00 | Техническа конференция |"));
    assert!(out.contains("|  |  | 14:30 | 1 кръг |"), "a day's later entries leave the date blank");
    assert!(out.contains("Турнирът се провежда по кръговата система в 3 кръга."));
    assert!(out.contains("| 1 | ГМ | Voiska Margarita | 2319 | Lokomotiv Plovdiv |"));
    assert!(out.contains("| 4 |  | Raeva Elitsa | 2207 |  |"));
    assert!(out.contains("2 участнички: 2 партии, 10 минути + 10 секунди"), "a women's event");
    insta::assert_snapshot!(out);
}

#[test]
fn windows_1251_output_keeps_every_cyrillic_letter() {
    use reglament::render::{encode, OutputEncoding};
    for path in every_regulation() {
        let reg = load(&path);
        for format in [Format::Html, Format::Markdown, Format::Text] {
            let text = render(&reg, format);
            let (bytes, warnings) = encode(&text, format, OutputEncoding::Windows1251);
            assert!(warnings.is_empty(), "{}: {format:?} {warnings:?}", path.display());
            let (back, _, errors) = encoding_rs::WINDOWS_1251.decode(&bytes);
            assert!(!errors);
            let expected = match format {
                Format::Html => text
                    .replacen("<meta charset=\"utf-8\">", "<meta charset=\"windows-1251\">", 1)
                    .replace('½', "&#189;"),
                _ => text.replace("½", ",5").replace(" ,5", " 0,5"),
            };
            assert_eq!(back, expected, "{}: {format:?}", path.display());
        }
    }
    let (bytes, warnings) = encode("Straße ½ 7½", Format::Text, OutputEncoding::Windows1251);
    assert_eq!(bytes, b"Stra?e 0,5 7,5");
    assert_eq!(warnings.len(), 1);
    assert_eq!(warnings[0].code, "R006");
    assert!(warnings[0].message.contains("U+00DF"), "{}", warnings[0].message);
    let (bytes, _) = encode("Straße ½", Format::Html, OutputEncoding::Windows1251);
    assert_eq!(bytes, b"Stra&#223;e &#189;");
}

/// The strings a document must show for a regulation: every prose fragment around placeholders,
/// section titles, and the written facts (names, places, awards, tie-break descriptors).
fn facts_and_prose(reg: &Regulation) -> Vec<String> {
    fn walk(section: &Section, out: &mut Vec<String>) {
        if let Some(t) = &section.title {
            out.push(t.value.clone());
        }
        for item in &section.items {
            match *item {
                SectionItem::Paragraph(i) => {
                    let p = &section.paragraphs[i];
                    let mut text = p.text.value.clone();
                    for ph in &p.placeholders {
                        text = text.replace(&format!("{{{}}}", ph.value), "\u{0}");
                    }
                    // Quotes are written as entities in HTML; compare the text between them.
                    let text = text.replace('"', "\u{0}");
                    out.extend(
                        text.split('\u{0}').filter(|f| !f.trim().is_empty()).map(String::from),
                    );
                }
                SectionItem::Subsection(i) => walk(&section.subsections[i], out),
            }
        }
    }
    // The title as published: the title block's lines, or the title.
    let mut out: Vec<String> = if reg.title_block.is_empty() {
        vec![reg.title.value.clone()]
    } else {
        reg.title_block
            .iter()
            .map(|l| l.value.replace('"', "\u{0}"))
            .flat_map(|l| {
                l.split('\u{0}')
                    .filter(|f| !f.trim().is_empty())
                    .map(String::from)
                    .collect::<Vec<_>>()
            })
            .collect()
    };
    let e = &reg.event;
    for x in [&e.aim, &e.venue, &e.address, &e.approved].into_iter().flatten() {
        out.push(x.value.clone());
    }
    out.extend(e.organisers.iter().map(|x| x.value.clone()));
    out.extend(e.co_organisers.iter().map(|x| x.value.clone()));
    if let Some(p) = &reg.players {
        out.extend(p.list.iter().map(|x| x.name.value.clone()));
    }
    if let Some(t) = &reg.teams {
        for team in &t.list {
            out.push(team.name.value.clone());
            out.extend(team.players.iter().chain(&team.reserves).map(|x| x.name.value.clone()));
        }
    }
    if let Some(r) = &reg.ranking {
        out.extend(
            r.tiebreaks.iter().map(|t| reglament::render::i18n::tiebreak_code(&t.value, reg.lang)),
        );
        out.extend(r.computed_by.iter().map(|c| c.value.clone()));
    }
    if let Some(v) = &reg.validity {
        out.extend(v.qualification.iter().map(|c| c.value.clone()));
    }
    if let Some(tc) = &reg.time_control {
        out.extend(tc.clock.iter().chain(&tc.scoresheet).map(|c| c.value.clone()));
    }
    for o in &reg.officials {
        out.push(o.name.value.clone());
        out.extend(o.category.iter().map(|c| c.value.clone()));
    }
    if let Some(a) = &reg.appeals {
        out.extend(a.chair.iter().chain(&a.members).chain(&a.reserves).map(|c| c.value.clone()));
    }
    for s in &reg.subclassifications {
        out.extend(
            s.tiebreaks.iter().map(|t| reglament::render::i18n::tiebreak_code(&t.value, reg.lang)),
        );
    }
    for p in &reg.prizes {
        out.extend(p.awards.iter().chain(&p.classification).map(|c| c.value.clone()));
    }
    for s in &reg.signatures {
        out.push(s.role.value.clone());
        out.push(s.name.value.clone());
    }
    for e in &reg.schedule {
        for a in &e.activities {
            if let reglament::model::Activity::Other(text) = &a.value {
                out.push(text.clone());
            }
        }
    }
    for s in &reg.sections {
        walk(s, &mut out);
    }
    out
}

#[test]
fn every_document_shows_every_written_fact_and_prose_fragment() {
    for path in every_regulation() {
        let reg = load(&path);
        let wanted = facts_and_prose(&reg);
        assert!(wanted.len() > 5, "{}", path.display());
        let html = render_facts(&reg, Format::Html);
        let md = render_facts(&reg, Format::Markdown);
        for w in &wanted {
            assert!(html.contains(&html_escape(w)), "{} HTML lacks {w:?}", path.display());
            assert!(md.contains(w.as_str()), "{} Markdown lacks {w:?}", path.display());
        }
    }
}

/// A list a section places (`{players.table}`, `{teams.table}`, `{schedule.table}`): the
/// section's heading as the document prints it, the paragraph that introduces the list (the one
/// before the placeholder, if any), the list's name, and the heading level.
struct Placed {
    heading: String,
    intro: Option<String>,
    table: String,
    level: usize,
}

fn placed_lists(section: &Section, level: usize, out: &mut Vec<Placed>) {
    let heading = match (&section.number, &section.title) {
        (Some(n), Some(t)) => format!("{}. {}", n.value, t.value),
        (None, Some(t)) => t.value.clone(),
        (Some(n), None) => format!("{}.", n.value),
        (None, None) => String::new(),
    };
    let mut previous: Option<String> = None;
    for item in &section.items {
        match *item {
            SectionItem::Paragraph(i) => {
                let text = section.paragraphs[i].text.value.trim().to_string();
                if let Some(table) = text.strip_prefix('{').and_then(|t| t.strip_suffix(".table}"))
                {
                    out.push(Placed {
                        heading: heading.clone(),
                        intro: previous.clone(),
                        table: table.to_string(),
                        level,
                    });
                } else {
                    previous = Some(text);
                }
            }
            SectionItem::Subsection(i) => placed_lists(&section.subsections[i], level + 1, out),
        }
    }
}

/// Every list a seed's regulation places is printed inside the section that introduces it:
/// after the section's heading and the paragraph that introduces it (nothing between them),
/// before the next heading of that level, with every entry of the list. Seeds 000 (§7 the
/// players, §8 the programme), 001 (§4 the teams, §11 the programme), 003 (§5 the programme)
/// and 004 (§6 the programme), faithful and corrected.
#[test]
fn every_list_is_inside_the_section_whose_text_introduces_it() {
    let seeds = [
        ("000-bg-women-2021", 2),
        ("001-bg-team-women-2009", 2),
        ("003-uk-women-2013", 1),
        ("004-bg-workers-festival-2024", 1),
    ];
    for (seed, lists) in seeds {
        for file in [format!("{seed}.rgl"), format!("{seed}.corrected.rgl")] {
            let reg = load(&root().join("regulations").join(&file));
            let mut placed = Vec::new();
            for s in &reg.sections {
                placed_lists(s, 1, &mut placed);
            }
            // The faithful 003 gives no programme, so it places none.
            let expected = if file == "003-uk-women-2013.rgl" { 0 } else { lists };
            assert_eq!(placed.len(), expected, "{file}");
            let html = render(&reg, Format::Html);
            let md = render(&reg, Format::Markdown);
            for p in &placed {
                let tag = format!("<h{}>", p.level + 1);
                let open = format!("{tag}{}</h{}>", html_escape(&p.heading), p.level + 1);
                let start = html.find(&open).unwrap_or_else(|| panic!("{file}: {open}"));
                let body_start = start + open.len();
                // The section ends at the next heading of its level or above.
                let end = (1..=p.level + 1)
                    .filter_map(|l| html[body_start..].find(&format!("<h{l}>")))
                    .min()
                    .map_or(html.len(), |at| body_start + at);
                let section = &html[body_start..end];
                let (class, entries): (&str, Vec<String>) = match p.table.as_str() {
                    "players" => (
                        "<table class=\"players",
                        reg.players
                            .as_ref()
                            .map(|l| l.list.iter().map(|x| x.name.value.clone()).collect())
                            .unwrap_or_default(),
                    ),
                    "teams" => (
                        "<ol class=\"teams\">",
                        reg.teams
                            .as_ref()
                            .map(|l| l.list.iter().map(|x| x.name.value.clone()).collect())
                            .unwrap_or_default(),
                    ),
                    "schedule" => (
                        "<table class=\"schedule",
                        reg.schedule
                            .iter()
                            .map(|e| {
                                reglament::vocab::calendar::format_date(e.day().unwrap(), reg.lang)
                            })
                            .collect(),
                    ),
                    other => panic!("{file}: a {other} list"),
                };
                assert!(!entries.is_empty(), "{file}: the {} list is empty", p.table);
                let table_at = section
                    .find(class)
                    .unwrap_or_else(|| panic!("{file}: no {} list in “{}”", p.table, p.heading));
                // Right after the introducing paragraph (or the heading).
                let before = section[..table_at].trim_end();
                match &p.intro {
                    Some(intro) => {
                        // The last paragraph before the list is the introducing one: its text
                        // around the placeholders it fills (`{players.count}`), in order.
                        assert!(before.ends_with("</p>"), "{file}: {before}");
                        let last = &before[before.rfind("<p").unwrap_or(0)..];
                        let mut at = 0;
                        for fragment in intro.split(['{', '}']).step_by(2) {
                            let fragment = html_escape(fragment);
                            let found = last[at..].find(&fragment).unwrap_or_else(|| {
                                panic!(
                                    "{file}: the {} list does not follow “{intro}”: {last}",
                                    p.table
                                )
                            });
                            at += found + fragment.len();
                        }
                    }
                    None => assert!(before.is_empty(), "{file}: {before}"),
                }
                for entry in &entries {
                    assert!(
                        section[table_at..].contains(&html_escape(entry)),
                        "{file}: {entry} is not in the list of “{}”",
                        p.heading
                    );
                }
                // The same in Markdown: between the heading and the next one of its level.
                let hashes = "#".repeat(p.level + 1);
                let open = format!("\n{hashes} {}\n", p.heading);
                let start = md.find(&open).unwrap_or_else(|| panic!("{file}: {open}"));
                let rest = &md[start + open.len()..];
                let end = (1..=p.level + 1)
                    .filter_map(|l| rest.find(&format!("\n{} ", "#".repeat(l))))
                    .min()
                    .unwrap_or(rest.len());
                for entry in &entries {
                    assert!(rest[..end].contains(entry.as_str()), "{file} (md): {entry}");
                }
            }
        }
    }
}
