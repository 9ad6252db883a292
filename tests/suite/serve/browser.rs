//! The page in a real browser: headless Chromium driven through chromedriver (WebDriver), as a
//! secretary uses it. Screenshots of each step at 1440×900 and 1366×768, in Bulgarian and
//! Ukrainian, are kept in `target/tmp/serve/`.

use super::{folder_with, serve, Server};

mod frictions;
mod guide;
mod keeps;
mod language;
use fantoccini::{Client, ClientBuilder, Locator};
use serde_json::Value;
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::time::Duration;

/// Where the screenshots go (out of git).
fn shots_dir() -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("serve");
    std::fs::create_dir_all(&dir).expect("screenshot folder");
    dir
}

/// chromedriver on a free port, stopped when dropped.
struct Driver {
    child: Child,
    port: u16,
}

impl Drop for Driver {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn chromedriver() -> Option<Driver> {
    let driver = std::env::var("REGLAMENT_CHROMEDRIVER").unwrap_or_else(|_| "chromedriver".into());
    let port = std::net::TcpListener::bind(("127.0.0.1", 0)).ok()?.local_addr().ok()?.port();
    match Command::new(&driver)
        .arg(format!("--port={port}"))
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
    {
        Ok(child) => Some(Driver { child, port }),
        Err(_) => {
            assert!(std::env::var_os("CI").is_none(), "chromedriver is required in CI");
            eprintln!("skipped: no chromedriver (`apt-get install chromium-driver`)");
            None
        }
    }
}

/// A browser session on the editor, with the helpers the tests use.
struct Page {
    c: Client,
    base: String,
    /// `bg-1440x900`: the prefix of the screenshots.
    label: String,
}

async fn open_browser(
    driver: &Driver,
    server: &Server,
    profile: &std::path::Path,
    size: (u32, u32),
    label: &str,
) -> Page {
    let mut caps = serde_json::Map::new();
    caps.insert(
        "goog:chromeOptions".into(),
        serde_json::json!({"args": [
            "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
            "--disable-background-networking", "--disable-component-update", "--disable-sync",
            "--hide-scrollbars=false", "--font-render-hinting=none",
            format!("--user-data-dir={}", profile.display()),
            format!("--window-size={},{}", size.0, size.1)
        ]}),
    );
    let mut client = None;
    for _ in 0..100 {
        match ClientBuilder::rustls()
            .expect("tls")
            .capabilities(caps.clone())
            .connect(&format!("http://127.0.0.1:{}", driver.port))
            .await
        {
            Ok(c) => {
                client = Some(c);
                break;
            }
            Err(_) => tokio::time::sleep(Duration::from_millis(100)).await,
        }
    }
    let c = client.expect("chromedriver answers");
    Page { c, base: format!("http://127.0.0.1:{}/", server.port), label: label.to_string() }
}

impl Page {
    async fn js(&self, script: &str) -> Value {
        self.c.execute(script, vec![]).await.unwrap_or_else(|e| panic!("{e}: {script}"))
    }

    async fn js_str(&self, script: &str) -> String {
        self.js(script).await.as_str().unwrap_or_default().to_string()
    }

    async fn js_u64(&self, script: &str) -> u64 {
        self.js(script).await.as_u64().unwrap_or(u64::MAX)
    }

    /// Waits (up to 15 s) until `script` returns true.
    async fn wait(&self, what: &str, script: &str) {
        for _ in 0..150 {
            if self.c.execute(script, vec![]).await.ok().and_then(|v| v.as_bool()) == Some(true) {
                return;
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        let errors = self.js("return JSON.stringify(window.reglamentErrors || [])").await;
        let notices = self.js_str("return document.getElementById('notices').innerText;").await;
        let findings = self
            .js_str("return document.getElementById('findings').innerHTML.slice(0, 2000);")
            .await;
        self.shot("timed-out").await;
        panic!("timed out waiting for {what} (page errors: {errors}; notices: {notices}; findings: {findings})");
    }

    async fn goto(&self, hash: &str) {
        self.c.goto(&format!("{}{hash}", self.base)).await.expect("open the page");
    }

    /// The editor's text.
    async fn text(&self) -> String {
        self.js_str("return reglament.view.state.doc.toString();").await
    }

    async fn wait_marked(&self, code: &str, n: u64) {
        self.wait(
            &format!("{n} {code} diagnostics"),
            &format!("let n = 0; CM.forEachDiagnostic(reglament.view.state, d => {{ if (d.source === '{code}') n++; }}); return n === {n} && reglament.state.inflight === null;"),
        )
        .await;
    }

    /// Replaces the first `old` of the text with `new` (one editor change, as typing makes).
    async fn replace(&self, old: &str, new: &str) {
        let done = self
            .c
            .execute(
                "const [old, now] = arguments; const v = reglament.view; const i = v.state.doc.toString().indexOf(old); \
                 if (i < 0) return false; v.dispatch({ changes: { from: i, to: i + old.length, insert: now }, userEvent: 'input.type' }); return true;",
                vec![Value::from(old), Value::from(new)],
            )
            .await
            .expect("edit");
        assert_eq!(done, Value::Bool(true), "`{old}` is in the text");
    }

    /// Puts the caret after the first `at` of the text.
    async fn caret_after(&self, at: &str) {
        self.c
            .execute(
                "const [at] = arguments; const v = reglament.view; const i = v.state.doc.toString().indexOf(at); \
                 v.dispatch({ selection: { anchor: i + at.length }, scrollIntoView: true }); v.focus();",
                vec![Value::from(at)],
            )
            .await
            .expect("caret");
    }

    /// Types into the editor as a keyboard does.
    async fn type_keys(&self, keys: &str) {
        self.c
            .find(Locator::Css(".cm-content"))
            .await
            .expect("the editor")
            .send_keys(keys)
            .await
            .expect("type");
    }

    /// Clicks the element (found again if the page drew it anew meanwhile, as the findings
    /// list is after every check).
    async fn click(&self, css: &str) {
        for _ in 0..20 {
            let found =
                self.c.find(Locator::Css(css)).await.unwrap_or_else(|e| panic!("{css}: {e}"));
            match found.click().await {
                Ok(()) => return,
                Err(_) => tokio::time::sleep(Duration::from_millis(100)).await,
            }
        }
        panic!("could not click {css}");
    }

    async fn shot(&self, step: &str) -> PathBuf {
        let png = self.c.screenshot().await.expect("screenshot");
        let file = shots_dir().join(format!("{}-{step}.png", self.label));
        std::fs::write(&file, png).expect("write the screenshot");
        file
    }

    /// The page had no script error.
    async fn no_errors(&self) {
        let errors = self.js("return window.reglamentErrors || [];").await;
        assert_eq!(errors, Value::Array(vec![]), "script errors");
    }
}

fn runtime() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_current_thread().enable_all().build().expect("runtime")
}

/// In Bulgarian at 1440×900, what a secretary does with seed 000: the first screen says what to
/// do; the wrong weekdays are marked (underlined, in the gutter, listed); she corrects one and
/// saves; a fix button corrects another and Ctrl+Z takes it back (the caret stays); "fix all" is
/// one step; she tries to switch files with unsaved changes and is asked (cancel keeps her text,
/// don't-save switches); she leaves the page with unsaved changes and is warned, and on return
/// the draft kept in the browser is offered and restored; the preview keeps its scroll while she
/// types, follows her to the paragraph she edits, and keeps the last good document under a
/// banner while the text does not parse; keywords are completed in her language; search is in
/// her language; an explanation is rendered; the panes are resized from the keyboard.
#[test]
fn in_a_browser_a_secretary_keeps_her_work_in_bulgarian() {
    let Some(driver) = chromedriver() else { return };
    let dir = folder_with(&[
        "regulations/000-bg-women-2021.rgl",
        "regulations/000-bg-women-2021.corrected.rgl",
    ]);
    let name = "000-bg-women-2021.rgl";
    let before = std::fs::read_to_string(dir.path().join(name)).expect("read");
    let server = serve(dir.path());
    let profile = tempfile::tempdir().expect("profile");
    runtime().block_on(async {
        let p = open_browser(&driver, &server, profile.path(), (1440, 900), "bg-1440x900").await;
        assert_eq!(p.js_u64("return window.innerWidth;").await, 1440);
        // The first screen: what to do, and the files to open.
        p.goto("").await;
        p.wait("the welcome", "return document.getElementById('welcome-files').children.length === 2;").await;
        let welcome = p.js_str("return document.getElementById('welcome').innerText;").await;
        assert!(welcome.contains("Как да започнете") && welcome.contains(".docx"), "{welcome}");
        p.shot("1-welcome").await;
        // She opens seed 000 from the list on the first screen.
        p.click(&format!("#welcome-files a[href='#{name}']")).await;
        p.wait_marked("V207", 13).await;
        assert_eq!(
            p.js_u64("return document.querySelectorAll('#findings li[data-code=V207]').length;").await,
            13,
            "every wrong weekday is listed"
        );
        assert!(p.js_u64("return document.querySelectorAll('.cm-lintRange').length;").await > 0, "underlined");
        assert!(p.js_u64("return document.querySelectorAll('.cm-lint-marker').length;").await > 0, "in the gutter");
        // A finding's message shows the words it quotes as code, not between backticks.
        let msg = p.js_str("return document.querySelector('#findings li[data-code=V207] .msg').innerHTML;").await;
        assert!(msg.contains("<code>неделя</code>") && !msg.contains('`'), "{msg}");
        let words = p.js_str("return document.body.innerText;").await;
        assert!(words.contains("Забележки") && words.contains("Запис") && words.contains("Поправи всички"), "{words}");
        p.shot("2-findings").await;

        // The first programme line says `2021-03-11 неделя`; 11 March 2021 was a Thursday.
        let preview_before = p.js_str("return document.getElementById('preview').contentDocument.body.innerHTML;").await;
        p.replace("2021-03-11 неделя     12:00", "2021-03-11 четвъртък  12:00").await;
        p.replace("2021-03-11 неделя     14:30", "2021-03-11 четвъртък  14:30").await;
        p.wait_marked("V207", 11).await;
        p.wait(
            "the preview to change",
            &format!("return document.getElementById('preview').contentDocument.body.innerHTML !== {};", Value::from(preview_before)),
        )
        .await;
        assert_eq!(p.js_str("return document.getElementById('save').disabled ? 'off' : 'on';").await, "on");
        p.click("#save").await;
        let on_disk = dir.path().join(name);
        p.wait("the save", "return document.getElementById('save').disabled;").await;
        assert!(std::fs::read_to_string(&on_disk).expect("read").contains("2021-03-11 четвъртък  14:30"));
        assert_eq!(std::fs::read_to_string(dir.path().join(format!("{name}.bak"))).expect("a .bak"), before);

        // A fix button corrects the next wrong weekday; Ctrl+Z takes it back; the caret goes to
        // what the fix changed.
        p.caret_after("\"ЦЕЛ И ЗАДАЧИ\"").await;
        let caret = p.js_u64("return reglament.view.state.selection.main.head;").await;
        let fixed_before = p.text().await;
        p.click("#findings li[data-code=V207] button.fix").await;
        p.wait_marked("V207", 10).await;
        let fixed = p.text().await;
        assert_ne!(fixed, fixed_before);
        // The programme's columns stay aligned: the time of the fixed row is where it was.
        let column = |text: &str| {
            text.lines().find(|l| l.trim_start().starts_with("2021-03-12")).and_then(|l| l.find("16:30")).map(|b| l_chars(text, b))
        };
        fn l_chars(text: &str, byte: usize) -> usize {
            let line = text.lines().find(|l| l.trim_start().starts_with("2021-03-12")).unwrap_or("");
            line[..byte].chars().count()
        }
        assert_eq!(column(&fixed), column(&fixed_before), "the time column is kept");
        let line = p.js_str("const v = reglament.view; return v.state.doc.lineAt(v.state.selection.main.head).text;").await;
        assert!(caret > 0 && !fixed_before.lines().any(|l| l == line), "the caret is on the line the fix changed: {line}");
        p.type_keys("\u{e009}z\u{e000}").await;
        p.wait("the fix undone", &format!("return reglament.view.state.doc.toString() === {};", Value::from(fixed_before.clone()))).await;
        p.wait_marked("V207", 11).await;
        // Fix all: one change, one undo.
        let fixes = p.js_u64("return reglament.state.diagnostics.filter(d => d.fix).length;").await;
        assert!(fixes >= 11, "{fixes} fixes");
        assert!(p.js_str("return document.getElementById('fix-all').textContent;").await.contains(&fixes.to_string()));
        p.click("#fix-all").await;
        p.wait_marked("V207", 0).await;
        p.shot("3-fixed-all").await;
        p.type_keys("\u{e009}z\u{e000}").await;
        p.wait("fix all undone in one step", &format!("return reglament.view.state.doc.toString() === {};", Value::from(fixed_before.clone()))).await;
        p.wait_marked("V207", 11).await;

        // The guard: switching files with unsaved changes asks first.
        assert_eq!(p.js_str("return document.getElementById('save').disabled ? 'off' : 'on';").await, "off");
        p.replace("гр. Перник\"", "гр. Перник, зала „Миньор“\"").await;
        let mine = p.text().await;
        p.js("const s = document.getElementById('files'); s.value = '000-bg-women-2021.corrected.rgl'; s.dispatchEvent(new Event('change')); return true;").await;
        p.wait("the question", "return document.getElementById('unsaved').open;").await;
        let question = p.js_str("return document.getElementById('unsaved').innerText;").await;
        assert!(question.contains("незаписани промени") && question.contains("Не записвай") && question.contains("Отказ"), "{question}");
        p.shot("4-unsaved-question").await;
        p.click("#unsaved-cancel").await;
        p.wait("the dialog closed", "return !document.getElementById('unsaved').open;").await;
        assert_eq!(p.text().await, mine, "cancel keeps her text");
        assert_eq!(p.js_str("return document.getElementById('files').value;").await, name);

        // She leaves the page (a closed tab, a crash): the browser asks; her draft is kept and
        // offered back when she returns.
        p.caret_after("зала „Миньор“").await;
        p.type_keys(" 2").await; // a real key press: the page has her gesture now
        p.wait("the draft kept", &format!("return (localStorage.getItem('reglament:draft:' + reglament.state.folder + ':{name}') || '').includes('Миньор“ 2');")).await;
        let typed = p.text().await;
        let asked = p.js("const e = new Event('beforeunload', { cancelable: true }); window.dispatchEvent(e); return e.defaultPrevented;").await;
        assert_eq!(asked, Value::Bool(true), "leaving with unsaved changes is questioned");
        p.goto(&format!("#{name}")).await;
        if p.c.get_alert_text().await.is_ok() {
            p.c.accept_alert().await.expect("leave");
        }
        p.js("location.reload(); return true;").await;
        if p.c.get_alert_text().await.is_ok() {
            p.c.accept_alert().await.expect("leave");
        }
        p.wait("the draft offered", "return !!document.getElementById('restore-draft');").await;
        let offer = p.js_str("return document.getElementById('notices').innerText;").await;
        assert!(offer.contains("незаписани промени") && offer.contains("Възстанови"), "{offer}");
        p.shot("5-draft-offered").await;
        p.click("#restore-draft").await;
        p.wait("the draft restored", &format!("return reglament.view.state.doc.toString() === {};", Value::from(typed.clone()))).await;
        assert_eq!(p.js_str("return document.getElementById('save').disabled ? 'off' : 'on';").await, "on");
        // Don't save: she switches, the file on disk is as saved.
        p.js("const s = document.getElementById('files'); s.value = '000-bg-women-2021.corrected.rgl'; s.dispatchEvent(new Event('change')); return true;").await;
        p.wait("the question", "return document.getElementById('unsaved').open;").await;
        p.click("#unsaved-discard").await;
        p.wait("the other file", "return reglament.state.path === '000-bg-women-2021.corrected.rgl' && reglament.state.inflight === null;").await;
        assert!(!std::fs::read_to_string(&on_disk).expect("read").contains("Миньор"), "not saved");
        assert_eq!(p.js_u64("return reglament.view.scrollDOM.scrollTop;").await, 0, "a file opens at its top");
        p.wait("the draft forgotten", &format!("return localStorage.getItem('reglament:draft:' + reglament.state.folder + ':{name}') === null;")).await;

        // The preview keeps its scroll as she types.
        p.wait("the preview", "return document.getElementById('preview').contentDocument.body.innerText.includes('ПРОГРАМА');").await;
        p.js("document.getElementById('preview').contentDocument.scrollingElement.scrollTop = 900; return true;").await;
        let y = p.js_u64("return Math.round(document.getElementById('preview').contentDocument.scrollingElement.scrollTop);").await;
        assert!(y > 800, "{y}");
        let html = p.js_str("return document.getElementById('preview').contentDocument.body.innerHTML;").await;
        p.replace("{ \"Не се разрешава отлагането", "{ \"Изобщо не се разрешава отлагането").await;
        p.wait("the new preview", &format!("return document.getElementById('preview').contentDocument.body.innerHTML !== {};", Value::from(html))).await;
        let after = p.js_u64("return Math.round(document.getElementById('preview').contentDocument.scrollingElement.scrollTop);").await;
        assert!(after.abs_diff(y) <= 2, "the preview stays at {y}, is at {after}");
        // It follows her to the paragraph she edits.
        p.caret_after("Записването на ходовете е задължително през цялата партия.\" }").await;
        p.wait(
            "the preview to show her paragraph",
            "const d = document.getElementById('preview').contentDocument; const w = d.createTreeWalker(d.body, NodeFilter.SHOW_TEXT); \
             for (let n = w.nextNode(); n; n = w.nextNode()) { if (n.nodeValue.includes('Записването на ходовете е задължително през цялата партия')) { const r = n.parentElement.getBoundingClientRect(); \
             return r.top >= 0 && r.bottom <= d.documentElement.clientHeight; } } return false;",
        )
        .await;

        // A half-typed keyword: the last good document stays, under a banner.
        let good = p.js_str("return document.getElementById('preview').contentDocument.body.innerText;").await;
        p.replace("  организатор", "  организатр").await;
        p.wait("the banner", "return !document.getElementById('preview-banner').hidden;").await;
        let banner = p.js_str("return document.getElementById('preview-banner').innerText;").await;
        assert!(banner.contains("последният прочетен вариант"), "{banner}");
        assert_eq!(p.js_str("return document.getElementById('preview').contentDocument.body.innerText;").await, good, "never blank");
        p.shot("6-last-good-preview").await;
        p.replace("  организатр", "  организатор").await;
        p.wait("the banner gone", "return document.getElementById('preview-banner').hidden;").await;
        // A missing `}`: the same.
        p.replace("}\n\nсистема", "\n\nсистема").await;
        p.wait("the banner", "return !document.getElementById('preview-banner').hidden;").await;
        assert_eq!(p.js_str("return document.getElementById('preview').contentDocument.body.innerText;").await, good);
        p.type_keys("\u{e009}z\u{e000}").await;
        p.wait("the banner gone", "return document.getElementById('preview-banner').hidden;").await;

        // Keywords completed in her language.
        p.caret_after("събитие {").await;
        p.type_keys("\u{e007}съорг").await;
        p.wait("the completion", "const t = document.querySelector('.cm-tooltip-autocomplete'); return !!t && t.innerText.includes('съорганизатор');").await;
        p.shot("7-completion").await;
        p.type_keys("\u{e00c}").await; // Escape
        p.type_keys("\u{e009}z\u{e000}").await;
        // Search, in her language.
        p.type_keys("\u{e009}f\u{e000}").await;
        p.wait("the search panel", "return !!document.querySelector('.cm-search');").await;
        let search = p.js_str("const s = document.querySelector('.cm-search'); return s.innerText + ' ' + s.querySelector('input').placeholder;").await;
        assert!(search.contains("Търсене") && search.contains("замени"), "{search}");
        p.type_keys("\u{e00c}").await;
        // An explanation is rendered, not raw Markdown, and stays open as she types.
        p.replace("2007-03-11 неделя     12:00", "2007-03-11 понеделник 12:00").await;
        p.wait_marked("V207", 1).await;
        p.click("#findings li[data-code=V207] a.explain").await;
        p.wait("the explanation", "return !!document.querySelector('#findings .doc h4');").await;
        let doc = p.js_str("return document.querySelector('#findings .doc').innerText;").await;
        assert!(!doc.contains("## ") && !doc.contains("```") && doc.contains("Как да се поправи"), "{doc}");
        let checks = p.js_u64("return reglament.state.checked;").await;
        p.replace("# Образец 000", "# Образец 000.").await;
        p.wait("a new check", &format!("return reglament.state.checked > {checks} && reglament.state.inflight === null;")).await;
        let kept = p.js("return !!document.querySelector('#findings li[data-code=V207] .doc h4');").await;
        assert_eq!(kept, Value::Bool(true), "the explanation stays open");
        p.shot("8-explanation").await;
        // The panes are resized (from the keyboard here).
        let width = p.js_u64("return Math.round(document.getElementById('editor-pane').getBoundingClientRect().width);").await;
        p.js("document.getElementById('split-v').focus(); return true;").await;
        for _ in 0..5 {
            p.c.active_element().await.expect("the splitter").send_keys("\u{e014}").await.expect("→");
        }
        let wider = p.js_u64("return Math.round(document.getElementById('editor-pane').getBoundingClientRect().width);").await;
        assert!(wider >= width + 100, "{width} → {wider}");
        p.no_errors().await;
        p.c.close().await.expect("close");
    });
}

/// The page fits a 1366×768 laptop: the header's buttons are on screen, nothing scrolls
/// sideways, the editor and the findings both have room.
async fn fits(p: &Page) {
    let layout = p
        .js("const r = id => document.getElementById(id).getBoundingClientRect(); \
             return { width: innerWidth, scroll: document.documentElement.scrollWidth, save: r('save').right, \
             editor: r('editor').height, findings: r('findings').height, preview: r('preview').width };")
        .await;
    let n = |k: &str| layout[k].as_f64().unwrap_or(0.0);
    assert!(n("scroll") <= n("width"), "nothing scrolls sideways: {layout}");
    assert!(n("save") <= n("width"), "the save button is on screen: {layout}");
    assert!(n("editor") >= 250.0 && n("findings") >= 150.0 && n("preview") >= 400.0, "{layout}");
}

/// In Ukrainian at 1366×768 and 1440×900: a folder of Ukrainian regulations greets her in
/// Ukrainian; the page fits a laptop; a Word 97 document gets the advice to save it as .docx;
/// seed 003's text is imported into a draft whose review marks are confirmed with a button
/// (and the confirmation undone with Ctrl+Z); the draft is saved under its name.
#[test]
fn in_a_browser_an_import_is_reviewed_in_ukrainian() {
    let Some(driver) = chromedriver() else { return };
    let dir = folder_with(&["regulations/003-uk-women-2013.rgl"]);
    let server = serve(dir.path());
    let profile = tempfile::tempdir().expect("profile");
    let doc = dir.path().join("Регламент.doc");
    let mut ole = vec![0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1];
    ole.extend((0..4096u32).map(|i| (i % 251) as u8));
    std::fs::write(&doc, ole).expect("a .doc");
    runtime().block_on(async {
        let mut p = open_browser(&driver, &server, profile.path(), (1366, 768), "uk-1366x768").await;
        p.goto("").await;
        p.wait("the welcome", "return document.getElementById('welcome-files').children.length === 1;").await;
        let welcome = p.js_str("return document.body.innerText;").await;
        assert!(welcome.contains("Як почати") && welcome.contains("Імпорт") && welcome.contains("Зберегти"), "{welcome}");
        p.shot("1-welcome").await;
        p.click("#welcome-files a").await;
        p.wait("the findings", "return reglament.state.diagnostics.length > 0 && reglament.state.inflight === null;").await;
        assert!(p.js_str("return document.getElementById('findings-head').innerText;").await.contains("Зауваження"));
        fits(&p).await;
        p.shot("2-findings").await;

        // A Word 97 document: advice, in her language.
        let input = p.c.find(Locator::Id("import")).await.expect("the import input");
        input.send_keys(&doc.display().to_string()).await.expect("choose the file");
        p.wait("the advice", "return document.getElementById('notices').innerText.includes('.docx');").await;
        let advice = p.js_str("return document.getElementById('notices').innerText;").await;
        assert!(advice.contains("Word") && advice.contains("збережіть"), "{advice}");
        p.shot("3-doc-advice").await;

        // Seed 003's text becomes a draft; its review marks are confirmed one by one.
        let seed = crate::common::root().join("tests/data/seeds/003_9717607e9934b38d.txt");
        let input = p.c.find(Locator::Id("import")).await.expect("the import input");
        input.send_keys(&seed.display().to_string()).await.expect("choose the file");
        p.wait("the draft", "return reglament.state.path === '003_9717607e9934b38d.rgl' && reglament.state.inflight === null && reglament.state.diagnostics.some(d => d.confirm);").await;
        let codes = p.js_str("return reglament.state.diagnostics.map(d => d.code).join(' ');").await;
        for code in ["V215", "V709", "V801"] {
            assert!(codes.contains(code), "{code} in {codes}");
        }
        assert_eq!(p.js_u64("return reglament.view.scrollDOM.scrollTop;").await, 0, "the draft opens at its top");
        p.shot("4-imported-draft").await;
        let marks = p.js_u64("return document.querySelectorAll('#findings button.confirm').length;").await;
        assert!(marks >= 2, "{marks} review marks");
        let draft = p.text().await;
        let help = p.js_str("return reglament.state.diagnostics.find(d => d.confirm).help;").await;
        assert!(help.contains("`перевір`"), "the help names the mark as the file writes it: {help}");
        p.click("#findings button.confirm").await;
        p.wait("one mark fewer", &format!("return document.querySelectorAll('#findings button.confirm').length === {} && reglament.state.inflight === null;", marks - 1)).await;
        let confirmed = p.text().await;
        assert_eq!(confirmed.matches("перевір I").count() + 1, draft.matches("перевір I").count());
        assert_eq!(confirmed.lines().count() + 1, draft.lines().count(), "the mark's line is gone");
        p.type_keys("\u{e009}z\u{e000}").await;
        p.wait("the mark back", &format!("return reglament.view.state.doc.toString() === {};", Value::from(draft.clone()))).await;
        // The draft is saved under its name.
        p.click("#save").await;
        p.wait("the save", "return document.getElementById('save').disabled;").await;
        let saved = std::fs::read_to_string(dir.path().join("003_9717607e9934b38d.rgl")).expect("saved");
        assert_eq!(saved, draft);

        // The same page at 1440×900.
        p.c.set_window_size(1440, 900).await.expect("resize");
        p.label = "uk-1440x900".into();
        p.wait("the new size", "return innerWidth === 1440;").await;
        fits(&p).await;
        p.shot("1-draft").await;
        p.no_errors().await;
        p.c.close().await.expect("close");
    });
}

/// In Bulgarian at 1366×768: a Windows-1251 file with CRLF line ends is shown as such and saved
/// as such; a change made on disk meanwhile is told, in her words, with a way back; an export
/// shows that it is under way.
#[test]
fn in_a_browser_the_file_keeps_its_encoding_and_a_conflict_is_told() {
    let Some(driver) = chromedriver() else { return };
    let dir = tempfile::tempdir().expect("folder");
    let text = std::fs::read_to_string(
        crate::common::root().join("regulations/000-bg-women-2021.corrected.rgl"),
    )
    .expect("read");
    let crlf = text.replace('\n', "\r\n");
    let (bytes, _, _) = encoding_rs::WINDOWS_1251.encode(&crlf);
    let name = "pernik-1251.rgl";
    let on_disk = dir.path().join(name);
    std::fs::write(&on_disk, &bytes).expect("write");
    let server = serve(dir.path());
    let profile = tempfile::tempdir().expect("profile");
    runtime().block_on(async {
        let p = open_browser(&driver, &server, profile.path(), (1366, 768), "bg-1366x768").await;
        p.goto(&format!("#{name}")).await;
        p.wait("the findings", "return reglament.state.path !== null && reglament.state.inflight === null && !!document.getElementById('preview').contentDocument.body.innerText;").await;
        let encoding = p.js_str("return document.getElementById('encoding-box').hidden ? '' : document.getElementById('encoding-box').innerText;").await;
        assert!(encoding.contains("windows-1251 · CRLF") && encoding.contains("UTF-8"), "{encoding}");
        fits(&p).await;
        p.shot("1-windows-1251").await;
        p.replace("гр. Перник\"", "гр. Перник, зала „Миньор“\"").await;
        p.click("#save").await;
        p.wait("the save", "return document.getElementById('save').disabled;").await;
        let saved = std::fs::read(&on_disk).expect("read");
        let (decoded, _, bad) = encoding_rs::WINDOWS_1251.decode(&saved);
        assert!(!bad, "still Windows-1251");
        assert_eq!(decoded, crlf.replace("гр. Перник\"", "гр. Перник, зала „Миньор“\""), "CRLF kept");

        // Ctrl+S pressed twice in a row saves once, then finds nothing new: no conflict with
        // herself.
        p.caret_after("зала „Миньор“").await;
        p.type_keys(" А").await;
        p.type_keys("\u{e009}ss\u{e000}").await;
        p.wait("the save", "return document.getElementById('save').disabled && !document.getElementById('notices').innerText;").await;
        let saved = std::fs::read(&on_disk).expect("read");
        assert!(encoding_rs::WINDOWS_1251.decode(&saved).0.contains("зала „Миньор“ А"));
        // Someone changes the file on disk; her save is refused and she is told.
        std::fs::write(&on_disk, [saved.as_slice(), b"# \xe4\xf0\xf3\xe3\xee\r\n"].concat()).expect("write");
        p.replace("зала „Миньор“", "зала „Миньор“, ет. 2").await;
        p.click("#save").await;
        p.wait("the conflict", "return document.getElementById('notices').innerText.includes('променен на диска');").await;
        let told = p.js_str("return document.getElementById('notices').innerText;").await;
        assert!(told.contains("Обедини") && told.contains("Вземи версията от диска") && told.contains("Запази моята като копие"), "{told}");
        assert!(std::fs::read(&on_disk).expect("read").ends_with(b"\xe4\xf0\xf3\xe3\xee\r\n"), "the other change is kept");
        assert!(p.text().await.contains("ет. 2"), "her text is kept in the editor");
        p.shot("2-conflict").await;

        // An export shows that it is under way.
        p.js("window.__slow = fetch; window.fetch = (u, i) => u.includes('/api/export') ? new Promise(r => setTimeout(() => r(window.__slow(u, i)), 1500)) : window.__slow(u, i); return true;").await;
        p.click("#export-html").await;
        p.wait("the progress", "return document.getElementById('export-html').classList.contains('busy');").await;
        let status = p.js_str("return document.getElementById('status').innerText;").await;
        assert!(status.contains("Подготвя се HTML"), "{status}");
        p.shot("3-export-under-way").await;
        p.wait("the export done", "return !document.getElementById('export-html').classList.contains('busy');").await;
        assert!(p.js_str("return document.getElementById('status').innerText;").await.contains("HTML е готов"));
        p.no_errors().await;
        p.c.close().await.expect("close");
    });
}

/// In Bulgarian: she opens last year's regulation, asks for the new edition, sees it as an
/// unsaved draft with its review marks, confirms one and saves it beside the old file.
#[test]
fn in_a_browser_the_next_edition_opens_as_a_draft_and_is_saved_beside() {
    let Some(driver) = chromedriver() else { return };
    let dir = folder_with(&["regulations/001-bg-team-women-2009.corrected.rgl"]);
    let old = dir.path().join("001-bg-team-women-2009.corrected.rgl");
    let before = std::fs::read_to_string(&old).expect("read");
    let server = serve(dir.path());
    let profile = tempfile::tempdir().expect("profile");
    runtime().block_on(async {
        let p = open_browser(&driver, &server, profile.path(), (1440, 900), "bg-edition").await;
        p.goto("#001-bg-team-women-2009.corrected.rgl").await;
        p.wait("the file", "return reglament.state.path === '001-bg-team-women-2009.corrected.rgl' && reglament.state.inflight === null;").await;
        assert_eq!(p.js_str("return document.getElementById('new-edition').innerText;").await, "Ново издание");
        p.shot("1-last-year").await;
        p.click("#new-edition").await;
        p.wait("the new edition", "return reglament.state.path === '001-bg-team-women-2010.corrected.rgl' && reglament.state.inflight === null && reglament.state.diagnostics.some(d => d.code === 'E001');").await;
        let text = p.text().await;
        assert!(text.contains("регламент \"43-то Държавно отборно първенство") && text.contains("дати 2010-06-14..2010-06-20"), "{text}");
        let codes = p.js_str("return reglament.state.diagnostics.map(d => d.code).join(' ');").await;
        for code in ["E001", "E002", "E004"] {
            assert!(codes.contains(code), "{code} in {codes}");
        }
        assert!(!p.js("return document.getElementById('save').disabled;").await.as_bool().unwrap_or(true), "an unsaved draft");
        p.shot("2-new-edition").await;
        // She confirms the dates (the E001 mark goes) and saves.
        let marks = p.js_u64("return document.querySelectorAll('#findings button.confirm').length;").await;
        assert!(marks >= 3, "{marks}");
        p.click("#findings button.confirm").await;
        p.wait("one mark fewer", &format!("return document.querySelectorAll('#findings button.confirm').length === {} && reglament.state.inflight === null;", marks - 1)).await;
        let draft = p.text().await;
        p.click("#save").await;
        p.wait("the save", "return document.getElementById('save').disabled;").await;
        let saved = std::fs::read_to_string(dir.path().join("001-bg-team-women-2010.corrected.rgl")).expect("saved beside");
        assert_eq!(saved, draft);
        assert_eq!(std::fs::read_to_string(&old).expect("read"), before, "last year's file untouched");
        p.shot("3-saved").await;
        p.no_errors().await;
        p.c.close().await.expect("close");
    });
}
