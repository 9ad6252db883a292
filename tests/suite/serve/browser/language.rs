//! Issue 33: her language in every state of the page. A Bulgarian and a Ukrainian folder are
//! walked through the states where the page used to turn English (an empty file, a title typed
//! above the header, a syntax error, an explanation, a conflict and its comparison, a stopped
//! server, an import), and in each the page's words (the texts shown, the tab's title, the
//! tooltips and labels; not her file's text) hold no English word.

use super::*;

/// The page's visible words (outside her text and the document's preview), the tab's title and
/// the words of tooltips, labels and placeholders.
const PAGE_WORDS: &str = "const mine = e => e.closest('.cm-content, .cm-gutters, #preview'); \
    const shown = e => !e.checkVisibility || e.checkVisibility(); \
    let t = document.title + '\\n'; const w = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT); \
    for (let n = w.nextNode(); n; n = w.nextNode()) { const e = n.parentElement; if (!e || mine(e) || !shown(e) || e.closest('option')) continue; t += n.nodeValue + ' '; } \
    for (const o of document.querySelectorAll('select')) if (shown(o) && o.selectedOptions[0]) t += ' ' + o.selectedOptions[0].textContent; \
    for (const e of document.querySelectorAll('[title], [aria-label], [placeholder]')) { if (mine(e) || !shown(e)) continue; \
      t += ' ' + (e.getAttribute('title') || '') + ' ' + (e.getAttribute('aria-label') || '') + ' ' + (e.getAttribute('placeholder') || ''); } \
    return t;";

/// The English words among `words`: Latin words of two letters or more, except abbreviations and
/// codes in capitals (HTML, PDF, V306, GM), the program's name, the names of keys and of the
/// program a document comes from, file names, placeholders (`{rounds}`: names of the language,
/// which has no other spelling for them), and words of her own file.
fn english(words: &str, file: &str) -> Vec<String> {
    let names = regex::Regex::new(r"[\w\-. ()]*\.(rgl|rgr|txt|docx|odt|pdf|html|htm|doc|ics)\b")
        .expect("regex");
    let words = names.replace_all(words, " ");
    // A placeholder (`{time_control}`) is a name of the language, the same in every file.
    let placeholders = regex::Regex::new(r"\{[\w.]+\}").expect("regex");
    let words = placeholders.replace_all(&words, " ");
    let latin = regex::Regex::new(r"[A-Za-z][A-Za-z'’]+").expect("regex");
    const ALLOWED: &[&str] = &["reglament", "Ctrl", "Shift", "Word", "windows"];
    latin
        .find_iter(&words)
        .map(|m| m.as_str().to_string())
        .filter(|w| !w.chars().all(|c| c.is_ascii_uppercase()) || w.len() > 6)
        .filter(|w| !ALLOWED.contains(&w.as_str()))
        .filter(|w| !file.contains(w.as_str()))
        .collect()
}

impl Page {
    async fn no_english(&self, state: &str) {
        let words = self.js_str(PAGE_WORDS).await;
        let file = self.text().await;
        let found = english(&words, &file);
        self.shot(&format!("words-{state}")).await;
        assert!(found.is_empty(), "{}: English words {found:?} in the page:\n{words}", self.label);
    }
}

#[test]
fn the_english_word_test_finds_english_and_lets_codes_and_names_be() {
    assert_eq!(english("Findings — errors: 1 Save", ""), ["Findings", "errors", "Save"]);
    assert!(english(
        "V306 HTML PDF UTF-8 · CRLF windows-1251 „pernik (моя версия).rgl“ reglament Ctrl+S",
        ""
    )
    .is_empty());
    assert!(english("„Voiska Margarita“", "1 GM \"Voiska Margarita\" 2319").is_empty());
    assert!(english("напишете `{time_control}` вместо числата", "").is_empty());
}

fn walk(lang: &str) {
    let Some(driver) = chromedriver() else { return };
    let (seed, header) = match lang {
        "bg" => ("regulations/000-bg-women-2021.corrected.rgl", "регламент"),
        _ => ("regulations/003-uk-women-2013.corrected.rgl", "регламент"),
    };
    let dir = folder_with(&[seed]);
    let name =
        std::path::Path::new(seed).file_name().and_then(|n| n.to_str()).expect("name").to_string();
    std::fs::write(dir.path().join("0-empty.rgl"), "").expect("an empty file");
    let server = serve(dir.path());
    let port = server.port;
    let profile = tempfile::tempdir().expect("profile");
    runtime().block_on(async {
        let mut p = open_browser(&driver, &server, profile.path(), (1366, 768), &format!("{lang}-words")).await;
        p.label = format!("{lang}-words");
        p.goto("").await;
        p.wait("the start page", "return document.getElementById('welcome-files').children.length === 2;").await;
        p.no_english("start").await;
        // An empty file.
        p.goto("#0-empty.rgl").await;
        p.wait("the empty file", "return reglament.state.path === '0-empty.rgl' && reglament.state.inflight === null && reglament.state.checked > 0;").await;
        p.no_english("empty-file").await;
        // Her file with a title typed above the header, then a syntax error.
        p.goto(&format!("#{name}")).await;
        p.wait("her file", &format!("return reglament.state.path === {} && reglament.state.inflight === null && reglament.view.state.doc.length > 0;", Value::from(name.clone()))).await;
        p.replace(header, &format!("Регламент на турнира\n{header}")).await;
        p.wait("the header finding", "return reglament.state.inflight === null && reglament.state.diagnostics.some(d => d.severity === 'error');").await;
        p.no_english("broken-header").await;
        p.replace("Регламент на турнира\n", "").await;
        p.replace("{", "{{").await;
        p.wait("the syntax error", "return reglament.state.inflight === null && reglament.state.diagnostics.some(d => d.code.startsWith('P'));").await;
        p.no_english("syntax-error").await;
        p.type_keys("\u{e009}z\u{e000}").await;
        // The explanation of a warning: the default time removed.
        let line = if lang == "bg" { "  закъснение 0 мин\n" } else { "  запізнення 15 хв\n" };
        p.replace(line, "").await;
        // Bulgarian: V306 (default-time-not-stated); Ukrainian: the prose names 15 minutes, V825.
        let code = if lang == "bg" { "V306" } else { "V825" };
        p.wait_marked(code, 1).await;
        p.click(&format!("#findings li[data-code={code}] a.explain")).await;
        p.wait("the explanation", &format!("return !!document.querySelector('#findings li[data-code={code}] .doc h4');")).await;
        p.no_english("explain").await;
        // A conflict, and its comparison.
        let text = p.text().await;
        std::fs::write(dir.path().join(&name), format!("{text}# …\n")).expect("a colleague saves");
        p.replace("# ", "#  ").await;
        p.type_keys("\u{e009}s\u{e000}").await;
        p.wait("the conflict", "return !!document.querySelector('#notices #compare');").await;
        p.no_english("conflict").await;
        p.click("#notices #compare").await;
        p.wait("the comparison", "return document.getElementById('compare-dialog').open;").await;
        p.no_english("compare").await;
        p.click("#compare-close").await;
        // The server stops, and starts again.
        drop(server);
        p.replace("#  ", "# ").await;
        p.wait("the notice", "return !!document.querySelector('#notices .notice[data-key=offline]');").await;
        p.no_english("offline").await;
        let again = super::super::serve_port(dir.path(), port, &[]);
        p.wait("back", "return !document.querySelector('#notices .notice[data-key=offline]') && reglament.state.inflight === null;").await;
        // An import.
        let doc = dir.path().join("документ.txt");
        std::fs::copy(crate::common::root().join("tests/data/seeds/000_20935bbf1f354910.txt"), &doc).expect("a document");
        p.js("reglament.state.saved = reglament.view.state.doc.toString(); reglament.state.version = 'x'; return true;").await;
        let input = p.c.find(Locator::Id("import")).await.expect("the import input");
        input.send_keys(&doc.display().to_string()).await.expect("choose the file");
        p.wait("the draft", "return reglament.state.path === 'документ.rgl' && reglament.state.inflight === null && reglament.state.checked > 0;").await;
        p.no_english("import").await;
        p.no_errors().await;
        p.c.close().await.expect("close");
        drop(again);
    });
}

#[test]
fn in_a_browser_a_bulgarian_folder_has_no_english_word_in_any_state() {
    walk("bg");
}

#[test]
fn in_a_browser_a_ukrainian_folder_has_no_english_word_in_any_state() {
    walk("uk");
}
