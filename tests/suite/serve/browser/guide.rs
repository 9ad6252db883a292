//! Issue 33, item 7: her guide in her language (`docs/guide/{bg,uk}.md`), shown by the editor's
//! help button. Its pictures are taken here, from the page as it is, and written into
//! `docs/guide/img/` (so they never drift from the page); every keyword the guide names is a
//! keyword of its language, as `reglament keywords` lists them.

use super::*;

/// The keywords the guide's list names (the first word quoted in each entry of its section 7).
fn guide_keywords(guide: &str) -> Vec<String> {
    let section = guide.split("\n## 7.").nth(1).expect("the guide has a section on keywords");
    section
        .lines()
        .filter_map(|l| l.strip_prefix("- `"))
        .filter_map(|l| l.split('`').next())
        .map(str::to_string)
        .collect()
}

#[test]
fn every_keyword_the_guide_names_exists_in_its_language() {
    for lang in ["bg", "uk"] {
        let guide =
            std::fs::read_to_string(crate::common::root().join(format!("docs/guide/{lang}.md")))
                .expect("the guide");
        let out = Command::new(env!("CARGO_BIN_EXE_reglament"))
            .args(["keywords", "--lang", lang])
            .output()
            .expect("reglament keywords");
        assert!(out.status.success());
        let listed = String::from_utf8_lossy(&out.stdout).into_owned();
        // Each line: the English spellings, then the language's, separated by commas.
        let spellings: Vec<&str> = listed
            .lines()
            .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
            .filter_map(|l| l.get(28..))
            .flat_map(|s| s.split(", "))
            .map(str::trim)
            .collect();
        let named = guide_keywords(&guide);
        assert!(named.len() >= 15, "{lang}: {named:?}");
        for k in &named {
            assert!(
                spellings.contains(&k.as_str()),
                "{lang}: the guide names `{k}`, which is not a keyword in {lang}"
            );
        }
        // Each example starts with the keyword it shows, or holds it.
        for line in section_lines(&guide) {
            let mut quoted = line.split('`').skip(1).step_by(2);
            let (Some(k), Some(example)) = (quoted.next(), quoted.next()) else { continue };
            assert!(example.contains(k), "{lang}: the example of `{k}` does not use it: {example}");
        }
    }
}

fn section_lines(guide: &str) -> Vec<&str> {
    guide
        .split("\n## 7.")
        .nth(1)
        .map(|s| s.lines().filter(|l| l.starts_with("- `")).collect())
        .unwrap_or_default()
}

#[test]
fn the_guide_s_pictures_are_what_it_names() {
    for lang in ["bg", "uk"] {
        let guide =
            std::fs::read_to_string(crate::common::root().join(format!("docs/guide/{lang}.md")))
                .expect("the guide");
        for n in ["1-start", "2-findings", "3-review", "4-conflict"] {
            assert!(guide.contains(&format!("](img/{lang}-{n}.png)")), "{lang}: {n}");
        }
    }
}

/// Takes the guide's pictures in one language and opens the guide from the help button.
fn pictures(lang: &str) {
    let Some(driver) = chromedriver() else { return };
    let (seed, text, header_word) = match lang {
        "bg" => (
            "regulations/000-bg-women-2021.rgl",
            "tests/data/seeds/000_20935bbf1f354910.txt",
            "Ръководство",
        ),
        _ => (
            "regulations/003-uk-women-2013.rgl",
            "tests/data/seeds/003_9717607e9934b38d.txt",
            "Посібник",
        ),
    };
    let dir = folder_with(&[seed]);
    let name =
        std::path::Path::new(seed).file_name().and_then(|n| n.to_str()).expect("name").to_string();
    let server = serve(dir.path());
    let profile = tempfile::tempdir().expect("profile");
    let img = crate::common::root().join("docs/guide/img");
    runtime().block_on(async {
        let p = open_browser(&driver, &server, profile.path(), (1366, 768), &format!("{lang}-guide")).await;
        let picture = |step: &str| img.join(format!("{lang}-{step}.png"));
        let take = |step: &'static str| {
            let file = picture(step);
            let p = &p;
            async move {
                let png = p.c.screenshot().await.expect("screenshot");
                assert!(png.len() > 10_000, "a real picture");
                std::fs::write(&file, png).expect("write the guide's picture");
            }
        };
        p.goto("").await;
        p.wait("the start page", "return document.getElementById('welcome-files').children.length === 1;").await;
        take("1-start").await;
        p.goto(&format!("#{name}")).await;
        p.wait("the findings", "return reglament.state.path !== null && reglament.state.inflight === null && reglament.state.diagnostics.length > 0 && !!document.getElementById('preview').contentDocument.body.innerText;").await;
        p.type_keys("\u{e038}").await;
        take("2-findings").await;
        // A conflict.
        p.replace("# ", "#  ").await;
        let on_disk = dir.path().join(&name);
        let mut disk = std::fs::read_to_string(&on_disk).expect("read");
        disk.push_str("# …\n");
        std::fs::write(&on_disk, disk).expect("a colleague saves");
        p.type_keys("\u{e009}s\u{e000}").await;
        p.wait("the conflict", "return !!document.querySelector('#notices #merge');").await;
        take("4-conflict").await;
        p.click("#notices #merge").await;
        p.wait("merged", "return !document.querySelector('#notices #merge');").await;
        p.type_keys("\u{e009}s\u{e000}").await;
        p.wait("saved", "return document.getElementById('save').disabled;").await;
        // An imported draft with its review marks.
        let input = p.c.find(Locator::Id("import")).await.expect("the import input");
        input.send_keys(&crate::common::root().join(text).display().to_string()).await.expect("choose the file");
        p.wait("the draft", "return reglament.state.inflight === null && reglament.state.diagnostics.some(d => d.confirm) && !!document.querySelector('#findings button.confirm');").await;
        p.js("const i = reglament.state.diagnostics.findIndex(d => d.confirm); reglament.state.current = i - 1; return true;").await;
        p.type_keys("\u{e038}").await;
        take("3-review").await;
        // The help button opens the guide, pictures and all.
        p.click("#help").await;
        p.wait("the guide", &format!("const d = document.getElementById('help-dialog'); return d.open && d.innerText.includes({}) && [...d.querySelectorAll('img')].length === 4;", Value::from(header_word))).await;
        p.wait("its pictures", "return [...document.querySelectorAll('#help-dialog img')].every(i => { i.loading = 'eager'; return i.complete && i.naturalWidth > 0; });").await;
        p.shot("help").await;
        p.no_errors().await;
        p.c.close().await.expect("close");
    });
}

#[test]
fn in_a_browser_the_bulgarian_guide_s_pictures_are_taken_and_it_opens() {
    pictures("bg");
}

#[test]
fn in_a_browser_the_ukrainian_guide_s_pictures_are_taken_and_it_opens() {
    pictures("uk");
}
