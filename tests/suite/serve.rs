//! `reglament serve`: the local web editor, over HTTP (paths outside the folder refused, bodies
//! bounded, a change made on disk meanwhile detected, a thousand requests answered) and in a
//! real browser (the seed 000's wrong weekdays marked, one corrected, the file saved).

use crate::common::{path, reglament, root};
use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::Duration;

/// A running `reglament serve`, stopped when dropped.
struct Server {
    child: Child,
    port: u16,
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn serve(dir: &Path) -> Server {
    let mut child = Command::new(env!("CARGO_BIN_EXE_reglament"))
        .args(["serve", &dir.display().to_string(), "--port", "0"])
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("the binary runs");
    let stdout = child.stdout.take().expect("stdout");
    let mut line = String::new();
    BufReader::new(stdout).read_line(&mut line).expect("the address line");
    let port = line
        .split("http://127.0.0.1:")
        .nth(1)
        .and_then(|rest| rest.split('/').next())
        .and_then(|p| p.parse().ok())
        .unwrap_or_else(|| panic!("no address in {line:?}"));
    Server { child, port }
}

/// One HTTP/1.1 request on a fresh connection: (status, body).
fn http(port: u16, request: &str, body: &[u8]) -> (u16, String) {
    let mut s = TcpStream::connect(("127.0.0.1", port)).expect("connect");
    s.set_read_timeout(Some(Duration::from_secs(20))).expect("timeout");
    s.write_all(request.as_bytes()).expect("write");
    s.write_all(body).expect("write");
    let mut out = Vec::new();
    let _ = s.read_to_end(&mut out);
    let text = String::from_utf8_lossy(&out).into_owned();
    let status = text.split(' ').nth(1).and_then(|c| c.parse().ok()).unwrap_or(0);
    let body = text.split_once("\r\n\r\n").map(|(_, b)| b.to_string()).unwrap_or_default();
    (status, body)
}

fn get(port: u16, target: &str) -> (u16, String) {
    let req =
        format!("GET {target} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nConnection: close\r\n\r\n");
    http(port, &req, b"")
}

fn post(port: u16, target: &str, json: &serde_json::Value) -> (u16, String) {
    let body = json.to_string();
    let req = format!(
        "POST {target} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nContent-Type: application/json\r\n\
         Content-Length: {}\r\nConnection: close\r\n\r\n",
        body.len()
    );
    http(port, &req, body.as_bytes())
}

fn folder_with(files: &[&str]) -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("temporary folder");
    for f in files {
        let name = Path::new(f).file_name().expect("file name");
        std::fs::copy(path(f), dir.path().join(name)).expect("copy");
    }
    dir
}

#[test]
fn paths_outside_the_folder_and_other_hosts_are_refused() {
    let outside = tempfile::tempdir().expect("temporary folder");
    std::fs::write(outside.path().join("secret.rgl"), "regulation \"x\" lang bg\n").expect("write");
    let dir = folder_with(&["regulations/000-bg-women-2021.rgl"]);
    #[cfg(unix)]
    std::os::unix::fs::symlink(outside.path().join("secret.rgl"), dir.path().join("link.rgl"))
        .expect("symlink");
    let s = serve(dir.path());
    let (status, body) = get(s.port, "/api/files");
    assert_eq!(status, 200, "{body}");
    assert!(body.contains("000-bg-women-2021.rgl"), "{body}");
    for bad in [
        "/api/file?path=../secret.rgl",
        "/api/file?path=%2E%2E%2Fsecret.rgl",
        "/api/file?path=/etc/passwd",
        "/api/file?path=link.rgl",
        "/api/file?path=sub%2F..%2F..%2Fsecret.rgl",
    ] {
        let (status, body) = get(s.port, bad);
        assert!(status == 403 || status == 404, "{bad}: {status} {body}");
        assert!(!body.contains("regulation \\\"x\\\""), "{bad}: {body}");
    }
    // Saving outside the folder is refused the same way, and nothing is written there.
    let (status, _) = post(
        s.port,
        "/api/save",
        &serde_json::json!({"path": "../new.rgl", "text": "x", "base": null}),
    );
    assert_eq!(status, 403);
    assert!(!dir.path().parent().map(|p| p.join("new.rgl").exists()).unwrap_or(false));
    // A request naming another host (a page elsewhere pointing its own name here) is refused.
    let req = format!(
        "GET /api/files HTTP/1.1\r\nHost: evil.example:{}\r\nConnection: close\r\n\r\n",
        s.port
    );
    assert_eq!(http(s.port, &req, b"").0, 403);
}

#[test]
fn an_oversized_body_is_refused_with_a_clear_error() {
    let dir = folder_with(&["regulations/000-bg-women-2021.rgl"]);
    let s = serve(dir.path());
    let big = "x".repeat(17 * 1024 * 1024);
    let (status, body) = post(
        s.port,
        "/api/check",
        &serde_json::json!({"path": "000-bg-women-2021.rgl", "text": big}),
    );
    assert_eq!(status, 413, "{body}");
    assert!(body.contains("larger than 16 MiB"), "{body}");
    // A malformed request does not stop the server.
    assert_eq!(http(s.port, "NONSENSE\r\n\r\n", b"").0, 400);
    assert_eq!(get(s.port, "/api/files").0, 200);
}

#[test]
fn a_change_made_on_disk_meanwhile_is_not_overwritten() {
    let dir = folder_with(&["regulations/000-bg-women-2021.corrected.rgl"]);
    let s = serve(dir.path());
    let name = "000-bg-women-2021.corrected.rgl";
    let (_, body) = get(s.port, &format!("/api/file?path={name}"));
    let opened: serde_json::Value = serde_json::from_str(&body).expect("json");
    let version = opened["version"].as_str().expect("version").to_string();
    let text = opened["text"].as_str().expect("text").to_string();
    // Someone else saves the file meanwhile.
    let on_disk = dir.path().join(name);
    std::fs::write(&on_disk, format!("{text}# edited elsewhere\n")).expect("write");
    let (status, body) = post(
        s.port,
        "/api/save",
        &serde_json::json!({"path": name, "text": format!("{text}# mine\n"), "base": version}),
    );
    assert_eq!(status, 409, "{body}");
    let kept = std::fs::read_to_string(&on_disk).expect("read");
    assert!(kept.ends_with("# edited elsewhere\n"), "the other edit is kept");
    assert!(!dir.path().join(format!("{name}.bak")).exists());
}

#[test]
fn a_thousand_requests_are_all_answered() {
    let dir = folder_with(&["regulations/003-uk-women-2013.corrected.rgl"]);
    let s = serve(dir.path());
    let text = std::fs::read_to_string(root().join("regulations/003-uk-women-2013.corrected.rgl"))
        .expect("read");
    let failures: usize = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..4)
            .map(|w| {
                let text = &text;
                let port = s.port;
                scope.spawn(move || {
                    (0..250)
                        .filter(|i| {
                            let ok = if (i + w) % 5 == 0 {
                                let (status, body) = post(
                                    port,
                                    "/api/check",
                                    &serde_json::json!({"path": "003-uk-women-2013.corrected.rgl", "text": text}),
                                );
                                status == 200 && body.contains("\"lang\":\"uk\"")
                            } else {
                                get(port, "/api/files").0 == 200
                            };
                            !ok
                        })
                        .count()
                })
            })
            .collect();
        workers.into_iter().map(|w| w.join().unwrap_or(250)).sum()
    });
    assert_eq!(failures, 0);
}

// ---------------------------------------------------------------------------------------------
// In a real browser: headless Chromium driven through chromedriver (WebDriver).

/// chromedriver on a free port: the child and its port.
fn chromedriver() -> Option<(Child, u16)> {
    let driver = std::env::var("REGLAMENT_CHROMEDRIVER").unwrap_or_else(|_| "chromedriver".into());
    let port = std::net::TcpListener::bind(("127.0.0.1", 0)).ok()?.local_addr().ok()?.port();
    match Command::new(&driver)
        .arg(format!("--port={port}"))
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
    {
        Ok(child) => Some((child, port)),
        Err(_) => {
            assert!(std::env::var_os("CI").is_none(), "chromedriver is required in CI");
            eprintln!("skipped: no chromedriver (`apt-get install chromium-driver`)");
            None
        }
    }
}

async fn wait_for<F, Fut>(what: &str, mut condition: F)
where
    F: FnMut() -> Fut,
    Fut: std::future::Future<Output = bool>,
{
    for _ in 0..100 {
        if condition().await {
            return;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("timed out waiting for {what}");
}

#[test]
fn in_a_browser_a_corrected_weekday_loses_its_marker_and_is_saved() {
    let Some((mut driver, driver_port)) = chromedriver() else { return };
    let dir = folder_with(&["regulations/000-bg-women-2021.rgl"]);
    let name = "000-bg-women-2021.rgl";
    let before = std::fs::read_to_string(dir.path().join(name)).expect("read");
    let s = serve(dir.path());
    let profile = tempfile::tempdir().expect("profile");
    let runtime = tokio::runtime::Runtime::new().expect("runtime");
    runtime.block_on(async {
        use fantoccini::{ClientBuilder, Locator};
        let mut caps = serde_json::Map::new();
        caps.insert(
            "goog:chromeOptions".into(),
            serde_json::json!({"args": [
                "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                "--disable-background-networking", "--disable-component-update", "--disable-sync",
                format!("--user-data-dir={}", profile.path().display()),
                "--window-size=1400,900"
            ]}),
        );
        let mut client = None;
        for _ in 0..50 {
            match ClientBuilder::rustls().expect("tls").capabilities(caps.clone()).connect(&format!("http://127.0.0.1:{driver_port}")).await {
                Ok(c) => {
                    client = Some(c);
                    break;
                }
                Err(_) => tokio::time::sleep(Duration::from_millis(100)).await,
            }
        }
        let c = client.expect("chromedriver answers");
        c.goto(&format!("http://127.0.0.1:{}/#{name}", s.port)).await.expect("open the page");
        let markers = |c: fantoccini::Client| async move {
            c.find_all(Locator::Css("#backdrop mark[data-code=V207]")).await.map(|v| v.len()).unwrap_or(0)
        };
        wait_for("the V207 markers", || {
            let c = c.clone();
            async move { markers(c).await == 13 }
        })
        .await;
        let listed = c.find_all(Locator::Css("#findings li[data-code=V207]")).await.expect("list");
        assert_eq!(listed.len(), 13, "every wrong weekday is listed");
        // The first programme line says `2021-03-11 неделя`; 11 March 2021 was a Thursday.
        let preview_before: String = c
            .execute("return document.getElementById('preview').srcdoc;", vec![])
            .await
            .expect("preview")
            .as_str()
            .unwrap_or_default()
            .to_string();
        let edited = c
            .execute(
                "const a = document.getElementById('text'); \
                 const i = a.value.indexOf('2021-03-11 неделя'); \
                 if (i < 0) return false; \
                 a.value = a.value.slice(0, i) + '2021-03-11 четвъртък' + a.value.slice(i + '2021-03-11 неделя'.length); \
                 a.dispatchEvent(new Event('input')); return true;",
                vec![],
            )
            .await
            .expect("edit");
        assert_eq!(edited, serde_json::Value::Bool(true));
        wait_for("one marker fewer", || {
            let c = c.clone();
            async move { markers(c).await == 12 }
        })
        .await;
        wait_for("the preview to change", || {
            let c = c.clone();
            let old = preview_before.clone();
            async move {
                c.execute("return document.getElementById('preview').srcdoc;", vec![])
                    .await
                    .ok()
                    .and_then(|v| v.as_str().map(|s| s != old))
                    .unwrap_or(false)
            }
        })
        .await;
        c.find(Locator::Id("save")).await.expect("save button").click().await.expect("click");
        let on_disk = dir.path().join(name);
        wait_for("the saved file", || {
            let on_disk = on_disk.clone();
            async move {
                std::fs::read_to_string(&on_disk).map(|t| t.contains("2021-03-11 четвъртък")).unwrap_or(false)
            }
        })
        .await;
        // A machine-applicable fix as a button: the second wrong weekday is corrected by it.
        let fix = c.find(Locator::Css("#findings li[data-code=V207] button.fix")).await.expect("a fix button");
        fix.click().await.expect("click the fix");
        wait_for("the fixed weekday", || {
            let c = c.clone();
            async move { markers(c).await == 11 }
        })
        .await;
        // Importing seed 003's text opens the draft with its findings (a section is missing,
        // the programme is not given, the appeals jury is never named).
        let seed = root().join("tests/data/seeds/003_9717607e9934b38d.txt");
        let input = c.find(Locator::Id("import")).await.expect("the import input");
        input.send_keys(&seed.display().to_string()).await.expect("choose the file");
        wait_for("the imported draft's findings", || {
            let c = c.clone();
            async move {
                let codes: Vec<String> = match c.find_all(Locator::Css("#findings li")).await {
                    Ok(items) => {
                        let mut v = Vec::new();
                        for i in items {
                            v.push(i.attr("data-code").await.ok().flatten().unwrap_or_default());
                        }
                        v
                    }
                    Err(_) => Vec::new(),
                };
                ["V215", "V709", "V801"].iter().all(|code| codes.iter().any(|c| c == code))
            }
        })
        .await;
        let shown = c.find(Locator::Id("files")).await.expect("files").prop("value").await.expect("value");
        assert_eq!(shown.as_deref(), Some("003_9717607e9934b38d.rgl"), "the draft is opened under its name");
        c.close().await.expect("close");
    });
    let _ = driver.kill();
    let _ = driver.wait();
    let bak =
        std::fs::read_to_string(dir.path().join(format!("{name}.bak"))).expect("a .bak beside it");
    assert_eq!(bak, before, "the .bak is the previous version");
}

#[test]
fn export_gives_the_document_as_render_makes_it_a_draft_while_it_has_errors() {
    let dir = folder_with(&[
        "regulations/000-bg-women-2021.rgl",
        "regulations/000-bg-women-2021.corrected.rgl",
    ]);
    let s = serve(dir.path());
    let export = |name: &str, format: &str| {
        let text = std::fs::read_to_string(dir.path().join(name)).expect("read");
        post(
            s.port,
            "/api/export",
            &serde_json::json!({"path": name, "text": text, "format": format}),
        )
    };
    let (status, faithful) = export("000-bg-women-2021.rgl", "html");
    assert_eq!(status, 200);
    assert!(faithful.contains("ПРОЕКТ"), "a regulation with errors is exported as a draft");
    let (status, corrected) = export("000-bg-women-2021.corrected.rgl", "html");
    assert_eq!(status, 200);
    assert!(corrected.starts_with("<!DOCTYPE html>") && !corrected.contains("ПРОЕКТ"));
    let (status, body) = export("000-bg-women-2021.corrected.rgl", "docx");
    assert_eq!(status, 400, "{body}");
    if std::process::Command::new("chromium").arg("--version").output().is_ok() {
        let (status, pdf) = export("000-bg-women-2021.corrected.rgl", "pdf");
        assert_eq!(status, 200, "{pdf}");
        assert!(pdf.starts_with("%PDF"), "a PDF");
    }
}

#[test]
fn a_dropped_document_becomes_a_draft_under_a_free_name() {
    let dir = folder_with(&["regulations/003-uk-women-2013.rgl"]);
    std::fs::write(dir.path().join("regulation.rgl"), "regulation \"x\" lang uk\n").expect("write");
    let s = serve(dir.path());
    let bytes =
        std::fs::read(root().join("tests/data/seeds/003_9717607e9934b38d.txt")).expect("seed");
    let send = |name: &str, marked: bool| {
        let req = format!(
            "POST /api/import HTTP/1.1\r\nHost: 127.0.0.1:{}\r\nContent-Type: application/octet-stream\r\n{}\
             X-File-Name: {name}\r\nContent-Length: {}\r\nConnection: close\r\n\r\n",
            s.port,
            if marked { "X-Reglament: import\r\n" } else { "" },
            bytes.len()
        );
        http(s.port, &req, &bytes)
    };
    // Without the header a page elsewhere cannot send it.
    assert_eq!(send("regulation.txt", false).0, 400);
    let (status, body) = send("regulation.txt", true);
    assert_eq!(status, 200, "{body}");
    let v: serde_json::Value = serde_json::from_str(&body).expect("json");
    assert_eq!(v["path"], "regulation-2.rgl", "the existing regulation.rgl is not taken");
    assert!(
        v["text"].as_str().unwrap_or_default().contains("мова uk"),
        "the draft is written in Ukrainian keywords"
    );
    // A name with a path in it is only a name.
    let (status, body) = send("..%2F..%2Fetc%2Fpasswd.txt", true);
    assert_eq!(status, 200, "{body}");
    let v: serde_json::Value = serde_json::from_str(&body).expect("json");
    let path = v["path"].as_str().unwrap_or_default();
    assert!(!path.contains('/') && !path.contains(".."), "{path}");
    // Nothing is written until the draft is saved.
    assert!(!dir.path().join("regulation-2.rgl").exists());
}

#[cfg(unix)]
#[test]
fn ctrl_c_stops_the_server_cleanly() {
    let dir = folder_with(&["regulations/000-bg-women-2021.corrected.rgl"]);
    let mut s = serve(dir.path());
    assert_eq!(get(s.port, "/api/files").0, 200);
    let pid = s.child.id().to_string();
    let sent = Command::new("kill").args(["-INT", &pid]).status().expect("kill runs");
    assert!(sent.success());
    let mut status = None;
    for _ in 0..100 {
        if let Ok(Some(st)) = s.child.try_wait() {
            status = Some(st);
            break;
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    let status = status.expect("the server stops within five seconds");
    assert!(status.success(), "exit status {status:?}");
}

/// The explanation beside a finding is in the open file's language, as `explain --lang` prints
/// it; an unknown code is 404.
#[test]
fn explain_answers_in_the_language_of_the_file() {
    let dir = folder_with(&["regulations/000-bg-women-2021.rgl"]);
    let s = serve(dir.path());
    let expected = |lang: &str| {
        let r = reglament(&["explain", "V207", "--lang", lang]);
        assert_eq!(r.code, 0, "{}", r.err);
        r.out
    };
    for lang in ["bg", "uk", "en"] {
        let (status, body) = get(s.port, &format!("/api/explain?code=V207&lang={lang}"));
        assert_eq!(status, 200, "{body}");
        let json: serde_json::Value = serde_json::from_str(&body).expect("JSON");
        assert_eq!(json["text"].as_str(), Some(expected(lang).as_str()), "{lang}");
    }
    let (status, body) = get(s.port, "/api/explain?code=V207&lang=bg");
    assert!(body.contains("денят от седмицата"), "{status} {body}");
    assert_eq!(get(s.port, "/api/explain?code=V2O7&lang=bg").0, 404);
}
