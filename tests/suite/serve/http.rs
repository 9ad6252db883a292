//! The server over HTTP, as a hostile page or program on the same computer would try it.

use super::{folder_with, json, raw, serve};
use crate::common::{reglament, root};
use std::io::{Read, Write};
use std::net::TcpStream;
use std::process::Command;
use std::time::{Duration, Instant};

#[test]
fn paths_outside_the_folder_and_other_hosts_are_refused() {
    let outside = tempfile::tempdir().expect("temporary folder");
    std::fs::write(outside.path().join("secret.rgl"), "regulation \"x\" lang bg\n").expect("write");
    let dir = folder_with(&["regulations/000-bg-women-2021.rgl"]);
    #[cfg(unix)]
    std::os::unix::fs::symlink(outside.path().join("secret.rgl"), dir.path().join("link.rgl"))
        .expect("symlink");
    let s = serve(dir.path());
    let (status, body) = s.get("/api/files");
    assert_eq!(status, 200, "{body}");
    assert!(body.contains("000-bg-women-2021.rgl"), "{body}");
    for bad in [
        "/api/file?path=../secret.rgl",
        "/api/file?path=%2E%2E%2Fsecret.rgl",
        "/api/file?path=/etc/passwd",
        "/api/file?path=link.rgl",
        "/api/file?path=sub%2F..%2F..%2Fsecret.rgl",
    ] {
        let (status, body) = s.get(bad);
        assert!(status == 403 || status == 404, "{bad}: {status} {body}");
        assert!(!body.contains("regulation \\\"x\\\""), "{bad}: {body}");
    }
    // The refusal is in the page's language.
    let (_, body) = s.get("/api/file?path=../secret.rgl");
    assert!(body.contains("извън папката"), "{body}");
    // Saving outside the folder is refused the same way, and nothing is written there.
    let (status, _) =
        s.post("/api/save", &serde_json::json!({"path": "../new.rgl", "text": "x", "base": null}));
    assert_eq!(status, 403);
    assert!(!dir.path().parent().map(|p| p.join("new.rgl").exists()).unwrap_or(false));
    // A request naming another host (a page elsewhere pointing its own name here) is refused.
    let req = format!(
        "GET /api/files HTTP/1.1\r\nHost: evil.example:{}\r\n{}Connection: close\r\n\r\n",
        s.port,
        s.page_headers()
    );
    assert_eq!(raw(s.port, &req, b"").0, 403);
}

/// Only the editor's own page may ask: a request without the page's token, or one the browser
/// says comes from another page (`Origin`, `Sec-Fetch-Site`), is refused and changes nothing,
/// even with a JSON content type (which a hostile page can send after a preflight it would not
/// pass, or as a "simple" request with another type).
#[test]
fn a_hostile_page_cannot_save_check_or_read() {
    let dir = folder_with(&["regulations/000-bg-women-2021.rgl"]);
    let s = serve(dir.path());
    let save = serde_json::json!({"path": "created.rgl", "text": "регламент \"x\" език bg\n", "base": null});
    let port = s.port;
    let hostile = [
        "Origin: http://evil.example\r\n".to_string(),
        "Origin: null\r\n".to_string(),
        format!("Origin: http://127.0.0.1:{}\r\n", port + 1),
        "Sec-Fetch-Site: cross-site\r\n".to_string(),
        format!("Sec-Fetch-Site: same-site\r\nOrigin: http://127.0.0.1:{port}\r\n"),
    ];
    for extra in &hostile {
        let (status, body) = s.post_with("/api/save", &save, extra);
        assert_eq!(status, 403, "{extra}: {body}");
        assert_eq!(json(&body)["code"], "foreign-page", "{body}");
        assert!(!dir.path().join("created.rgl").exists(), "{extra}: a file was created");
    }
    // Without the token (a page that cannot read the editor's page does not have it).
    let body = save.to_string();
    for token in ["", "X-Reglament-Token: 00000000000000000000000000000000\r\n"] {
        let req = format!(
            "POST /api/save HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nContent-Type: application/json\r\n\
             {token}Content-Length: {}\r\nConnection: close\r\n\r\n",
            body.len()
        );
        assert_eq!(raw(port, &req, body.as_bytes()).0, 403, "{token}");
        let req = format!("GET /api/file?path=000-bg-women-2021.rgl HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n{token}Connection: close\r\n\r\n");
        let (status, body) = raw(port, &req, b"");
        assert_eq!(status, 403, "{body}");
        assert!(!body.contains("Държавно"), "the file is not given out");
    }
    assert!(!dir.path().join("created.rgl").exists());
    // The page itself (same origin, its token) may.
    let mine = format!("Origin: http://127.0.0.1:{port}\r\nSec-Fetch-Site: same-origin\r\n");
    let (status, body) = s.post_with("/api/save", &save, &mine);
    assert_eq!(status, 200, "{body}");
    assert!(dir.path().join("created.rgl").exists());
}

#[test]
fn an_oversized_body_is_refused_with_a_clear_error() {
    let dir = folder_with(&["regulations/000-bg-women-2021.rgl"]);
    let s = serve(dir.path());
    let big = "x".repeat(9 * 1024 * 1024);
    let (status, body) =
        s.post("/api/check", &serde_json::json!({"path": "000-bg-women-2021.rgl", "text": big}));
    assert_eq!(status, 413, "{body}");
    assert_eq!(json(&body)["code"], "too-large");
    assert!(body.contains("по-голяма от 8 MiB"), "{body}");
    // An import may be larger, up to 16 MiB.
    let req = format!(
        "POST /api/import HTTP/1.1\r\nHost: 127.0.0.1:{}\r\n{}Content-Type: application/octet-stream\r\n\
         Content-Length: {}\r\nConnection: close\r\n\r\n",
        s.port,
        s.page_headers(),
        17 * 1024 * 1024
    );
    assert_eq!(raw(s.port, &req, b"").0, 413);
    // Under the limit, a body larger than 2 MB (a text whose every character JSON escapes) is
    // taken.
    let tabs = format!("регламент \"x\" език bg\n{}", "\t\n".repeat(1_200_000));
    let (status, body) =
        s.post("/api/check", &serde_json::json!({"path": "000-bg-women-2021.rgl", "text": tabs}));
    assert_eq!(status, 200, "{}", &body[..body.len().min(300)]);
    // A malformed request does not stop the server.
    assert_eq!(raw(s.port, "NONSENSE\r\n\r\n", b"").0, 400);
    let (status, body) = s.post("/api/check", &serde_json::json!({"text": 1}));
    assert_eq!(status, 400, "{body}");
    assert_eq!(s.get("/api/files").0, 200);
}

#[test]
fn a_change_made_on_disk_meanwhile_is_not_overwritten() {
    let dir = folder_with(&["regulations/000-bg-women-2021.corrected.rgl"]);
    let s = serve(dir.path());
    let name = "000-bg-women-2021.corrected.rgl";
    let (_, body) = s.get(&format!("/api/file?path={name}"));
    let opened = json(&body);
    let version = opened["version"].as_str().expect("version").to_string();
    let text = opened["text"].as_str().expect("text").to_string();
    // Someone else saves the file meanwhile.
    let on_disk = dir.path().join(name);
    std::fs::write(&on_disk, format!("{text}# edited elsewhere\n")).expect("write");
    let (status, body) = s.post(
        "/api/save",
        &serde_json::json!({"path": name, "text": format!("{text}# mine\n"), "base": version}),
    );
    assert_eq!(status, 409, "{body}");
    assert_eq!(json(&body)["code"], "conflict");
    assert!(body.contains("променен на диска"), "in the page's language: {body}");
    let kept = std::fs::read_to_string(&on_disk).expect("read");
    assert!(kept.ends_with("# edited elsewhere\n"), "the other edit is kept");
    assert!(!dir.path().join(format!("{name}.bak")).exists());
}

/// Two tabs save the same version at the same moment: one is saved, the other is told of the
/// conflict, and the file is the one that was saved. Twenty rounds, each released at once.
#[test]
fn of_two_simultaneous_saves_exactly_one_gets_the_conflict() {
    let dir = folder_with(&["regulations/000-bg-women-2021.corrected.rgl"]);
    let s = serve(dir.path());
    let name = "000-bg-women-2021.corrected.rgl";
    for round in 0..20 {
        let (_, body) = s.get(&format!("/api/file?path={name}"));
        let version = json(&body)["version"].as_str().expect("version").to_string();
        let start = std::sync::Barrier::new(2);
        let answers: Vec<(String, u16)> = std::thread::scope(|scope| {
            let tabs: Vec<_> = ["left", "right"]
                .into_iter()
                .map(|tab| {
                    let (s, version, start) = (&s, version.clone(), &start);
                    scope.spawn(move || {
                        let text = format!("регламент \"{tab} {round}\" език bg\n");
                        let body = serde_json::json!({"path": name, "text": text, "base": version});
                        start.wait();
                        (text, s.post("/api/save", &body).0)
                    })
                })
                .collect();
            tabs.into_iter().map(|t| t.join().expect("tab")).collect()
        });
        let saved: Vec<_> = answers.iter().filter(|(_, status)| *status == 200).collect();
        let refused = answers.iter().filter(|(_, status)| *status == 409).count();
        assert_eq!((saved.len(), refused), (1, 1), "round {round}: {answers:?}");
        let on_disk = std::fs::read_to_string(dir.path().join(name)).expect("read");
        assert_eq!(on_disk, saved[0].0, "round {round}: the file is the save that was made");
    }
}

/// A Windows-1251 file with CRLF line ends: opened as text with `\n`, its encoding and line ends
/// reported; saved unchanged it is the same bytes; saved changed it stays Windows-1251 with CRLF
/// (as `check --fix` and `fmt` keep it); a character the code page cannot hold is refused in
/// her words, and saved as UTF-8 when she chooses so.
#[test]
fn a_legacy_code_page_and_its_line_ends_are_kept_on_save() {
    let dir = tempfile::tempdir().expect("folder");
    let text = std::fs::read_to_string(root().join("regulations/000-bg-women-2021.corrected.rgl"))
        .expect("read");
    let crlf = text.replace('\n', "\r\n");
    let (bytes, _, unmappable) = encoding_rs::WINDOWS_1251.encode(&crlf);
    assert!(!unmappable);
    let name = "cp1251.rgl";
    std::fs::write(dir.path().join(name), &bytes).expect("write");
    let s = serve(dir.path());
    let (status, body) = s.get(&format!("/api/file?path={name}"));
    assert_eq!(status, 200, "{body}");
    let opened = json(&body);
    assert_eq!(opened["encoding"], "windows-1251");
    assert_eq!(opened["newline"], "crlf");
    let shown = opened["text"].as_str().expect("text").to_string();
    assert_eq!(shown, text, "the page gets the text with \\n");
    let version = opened["version"].as_str().expect("version").to_string();
    // Unchanged: the same bytes.
    let (status, body) =
        s.post("/api/save", &serde_json::json!({"path": name, "text": shown, "base": version}));
    assert_eq!(status, 200, "{body}");
    assert_eq!(std::fs::read(dir.path().join(name)).expect("read"), bytes.as_ref());
    let version = json(&body)["version"].as_str().expect("version").to_string();
    // Changed: still Windows-1251, still CRLF.
    let changed = shown.replace("гр. Перник", "гр. Перник, зала „Шахмат“");
    let (status, body) =
        s.post("/api/save", &serde_json::json!({"path": name, "text": changed, "base": version}));
    assert_eq!(status, 200, "{body}");
    assert_eq!(json(&body)["encoding"], "windows-1251");
    let on_disk = std::fs::read(dir.path().join(name)).expect("read");
    let (decoded, _, bad) = encoding_rs::WINDOWS_1251.decode(&on_disk);
    assert!(!bad);
    assert_eq!(decoded, changed.replace('\n', "\r\n"));
    let version = json(&body)["version"].as_str().expect("version").to_string();
    // A character Windows-1251 has no place for.
    let chinese = changed.replace("зала", "зала 棋");
    let (status, body) =
        s.post("/api/save", &serde_json::json!({"path": name, "text": chinese, "base": version}));
    assert_eq!(status, 422, "{body}");
    assert_eq!(json(&body)["code"], "unencodable");
    assert!(body.contains("棋") && body.contains("UTF-8"), "{body}");
    assert_eq!(std::fs::read(dir.path().join(name)).expect("read"), on_disk, "nothing written");
    // Her choice: UTF-8 (the line ends stay).
    let (status, body) = s.post(
        "/api/save",
        &serde_json::json!({"path": name, "text": chinese, "base": version, "to_utf8": true}),
    );
    assert_eq!(status, 200, "{body}");
    assert_eq!(json(&body)["encoding"], "UTF-8");
    let saved = std::fs::read_to_string(dir.path().join(name)).expect("UTF-8 now");
    assert_eq!(saved, chinese.replace('\n', "\r\n"));
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
                let (text, s) = (&text, &s);
                scope.spawn(move || {
                    (0..250)
                        .filter(|i| {
                            let ok = if (i + w) % 5 == 0 {
                                // Each worker checks a file of its own: checks of one file
                                // give way to newer ones.
                                let (status, body) = s.post(
                                    "/api/check",
                                    &serde_json::json!({"path": format!("w{w}.rgl"), "text": text}),
                                );
                                status == 200 && body.contains("\"lang\":\"uk\"")
                            } else {
                                s.get("/api/files").0 == 200
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

/// Twelve checks of a 1 MiB regulation at once (once enough to end the server with an
/// allocation failure under its 2 GiB backstop): each is answered, checked or refused as busy
/// (a code the page shows, then retries), never by the server dying, and the server's peak
/// memory stays far under the backstop.
#[test]
fn twelve_parallel_checks_of_a_1_mib_text_leave_the_server_alive() {
    let dir = folder_with(&["regulations/000-bg-women-2021.corrected.rgl"]);
    let mut s = serve(dir.path());
    let mut text =
        std::fs::read_to_string(root().join("regulations/000-bg-women-2021.corrected.rgl"))
            .expect("read");
    let mut n = 100;
    while text.len() < 1024 * 1024 - 400 {
        n += 1;
        text.push_str(&format!(
            "section {n} \"Допълнителен раздел {n}\" {{\n  \"Текст на раздела, за да стане регламентът голям: {}\"\n}}\n",
            "участниците се явяват навреме. ".repeat(20)
        ));
    }
    let answers: Vec<(u16, String)> = std::thread::scope(|scope| {
        let clients: Vec<_> = (0..12)
            .map(|i| {
                let (s, text) = (&s, &text);
                scope.spawn(move || {
                    let (status, body) = s.post(
                        "/api/check",
                        &serde_json::json!({"path": format!("big-{i}.rgl"), "text": text}),
                    );
                    (status, body.chars().take(300).collect())
                })
            })
            .collect();
        clients.into_iter().map(|c| c.join().expect("client")).collect()
    });
    assert!(s.alive(), "the server is alive");
    for (status, body) in &answers {
        match status {
            200 => assert!(body.starts_with("{\"lang\":\"bg\""), "{body}"),
            503 => assert!(body.contains("\"code\":\"busy\""), "{body}"),
            _ => panic!("{status}: {body}"),
        }
    }
    assert!(answers.iter().any(|(s, _)| *s == 200), "some are checked");
    #[cfg(target_os = "linux")]
    {
        let peak = s.peak_kib();
        assert!(peak < 1536 * 1024, "peak {peak} KiB");
        eprintln!("12 parallel checks of a 1 MiB regulation: server peak {} MiB", peak / 1024);
    }
    assert_eq!(s.get("/api/files").0, 200, "and it still answers");
}

/// A request head sent halfway is not held: the server closes the connection after the
/// header-read timeout. And 1,100 idle connections (more than the usual limit of 1,024 open
/// files) do not stop it answering the page: idle ones are closed to make room.
#[test]
fn half_sent_heads_and_idle_connections_do_not_stop_the_server() {
    let dir = folder_with(&["regulations/000-bg-women-2021.corrected.rgl"]);
    let mut s = serve(dir.path());
    let mut half = TcpStream::connect(("127.0.0.1", s.port)).expect("connect");
    half.write_all(b"GET /api/files HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ").expect("write");
    half.set_read_timeout(Some(Duration::from_secs(30))).expect("timeout");
    let started = Instant::now();
    #[cfg(unix)]
    {
        // The test needs more than 1,024 sockets of its own.
        if let Ok((_, hard)) = rlimit::getrlimit(rlimit::Resource::NOFILE) {
            let _ = rlimit::setrlimit(rlimit::Resource::NOFILE, hard.min(8192), hard);
        }
    }
    let idle: Vec<TcpStream> =
        (0..1100).filter_map(|_| TcpStream::connect(("127.0.0.1", s.port)).ok()).collect();
    assert!(idle.len() >= 1000, "{} connections", idle.len());
    let asked = Instant::now();
    assert_eq!(s.get("/api/files").0, 200, "the page is answered");
    eprintln!("answered after {:?} with {} idle connections", asked.elapsed(), idle.len());
    assert!(s.alive());
    // The half-sent head: the server closes it (no answer, or 408) well before a minute.
    let mut rest = Vec::new();
    let _ = half.read_to_end(&mut rest);
    let held = started.elapsed();
    assert!(held < Duration::from_secs(25), "held for {held:?}");
    let answer = String::from_utf8_lossy(&rest);
    assert!(rest.is_empty() || answer.starts_with("HTTP/1.1 408"), "{answer}");
    drop(idle);
    assert_eq!(s.get("/api/files").0, 200);
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
        s.post("/api/export", &serde_json::json!({"path": name, "text": text, "format": format}))
    };
    let (status, faithful) = export("000-bg-women-2021.rgl", "html");
    assert_eq!(status, 200);
    assert!(faithful.contains("ПРОЕКТ"), "a regulation with errors is exported as a draft");
    let (status, corrected) = export("000-bg-women-2021.corrected.rgl", "html");
    assert_eq!(status, 200);
    assert!(corrected.starts_with("<!DOCTYPE html>") && !corrected.contains("ПРОЕКТ"));
    let (status, body) = export("000-bg-women-2021.corrected.rgl", "docx");
    assert_eq!(status, 400, "{body}");
    assert!(body.contains("HTML и PDF"), "{body}");
    let (status, body) = s.post(
        "/api/export",
        &serde_json::json!({"path": "x.rgl", "text": "регламент \"x\" език bg\nсъбитие {", "format": "html"}),
    );
    assert_eq!(status, 422, "{body}");
    assert!(body.contains("поправете грешките"), "{body}");
    if Command::new("chromium").arg("--version").output().is_ok() {
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
    let send = |name: &str, bytes: &[u8], token: bool, lang: &str| {
        let req = format!(
            "POST /api/import HTTP/1.1\r\nHost: 127.0.0.1:{}\r\nContent-Type: application/octet-stream\r\n{}\
             X-Reglament-Lang: {lang}\r\nX-File-Name: {name}\r\nContent-Length: {}\r\nConnection: close\r\n\r\n",
            s.port,
            if token { format!("X-Reglament-Token: {}\r\n", s.token) } else { String::new() },
            bytes.len()
        );
        raw(s.port, &req, bytes)
    };
    // Without the token a page elsewhere cannot send it.
    assert_eq!(send("regulation.txt", &bytes, false, "uk").0, 403);
    let (status, body) = send("regulation.txt", &bytes, true, "uk");
    assert_eq!(status, 200, "{body}");
    let v = json(&body);
    assert_eq!(v["path"], "regulation-2.rgl", "the existing regulation.rgl is not taken");
    assert!(
        v["text"].as_str().unwrap_or_default().contains("мова uk"),
        "the draft is written in Ukrainian keywords"
    );
    // A name with a path in it is only a name.
    let (status, body) = send("..%2F..%2Fetc%2Fpasswd.txt", &bytes, true, "uk");
    assert_eq!(status, 200, "{body}");
    let path = json(&body)["path"].as_str().unwrap_or_default().to_string();
    assert!(!path.contains('/') && !path.contains(".."), "{path}");
    // Nothing is written until the draft is saved.
    assert!(!dir.path().join("regulation-2.rgl").exists());
    // A Word 97 document (an OLE file) is not text: she is told, in her language, to save it as
    // .docx; a damaged .docx and an empty document are told apart, never in English.
    let mut doc = vec![0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1];
    doc.extend((0..4096u32).map(|i| (i % 251) as u8));
    let (status, body) = send("Регламент.doc", &doc, true, "bg");
    assert_eq!(status, 422, "{body}");
    assert_eq!(json(&body)["code"], "import-failed");
    assert!(body.contains(".docx") && body.contains("Word"), "{body}");
    assert!(!body.contains("binary") && !body.contains("EOCD"), "{body}");
    let (status, body) = send("Регламент.docx", b"PK\x03\x04 not really a zip", true, "uk");
    assert_eq!(status, 422, "{body}");
    assert!(body.contains("пошкоджений"), "{body}");
    assert!(!body.contains("Zip") && !body.contains("EOCD"), "{body}");
    let (status, body) = send("empty.txt", b"   \n\n", true, "bg");
    assert_eq!(status, 422, "{body}");
    assert!(body.contains("В документа няма текст"), "{body}");
}

#[cfg(unix)]
#[test]
fn ctrl_c_stops_the_server_cleanly() {
    let dir = folder_with(&["regulations/000-bg-women-2021.corrected.rgl"]);
    let mut s = serve(dir.path());
    assert_eq!(s.get("/api/files").0, 200);
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
/// it; an unknown code is 404, in the page's language.
#[test]
fn explain_answers_in_the_language_of_the_file() {
    let dir = folder_with(&["regulations/000-bg-women-2021.rgl"]);
    let s = serve(dir.path());
    let expected = |lang: &str| {
        let r = reglament(&["explain", "V207", "--lang", lang]);
        assert_eq!(r.code, 0, "{}", r.err);
        r.out
    };
    // English is `explain --lang en` as it is; in Bulgarian and Ukrainian the page leaves out
    // the code's English name and the example's English comment, and keeps the rest.
    for lang in ["bg", "uk", "en"] {
        let (status, body) = s.get(&format!("/api/explain?code=V207&lang={lang}"));
        assert_eq!(status, 200, "{body}");
        let page = json(&body)["text"].as_str().unwrap_or_default().to_string();
        let cli = expected(lang);
        if lang == "en" {
            assert_eq!(page, cli, "{lang}");
            continue;
        }
        assert!(!page.contains("weekday-does-not-match-date"), "{lang}: {page}");
        assert!(!page.contains("was a Thursday"), "{lang}: {page}");
        let without_english = cli
            .replace(" weekday-does-not-match-date", "")
            .replace("    # 11 March 2021 was a Thursday", "");
        assert_eq!(page, without_english, "{lang}");
    }
    let (status, body) = s.get("/api/explain?code=V207&lang=bg");
    assert!(body.contains("денят от седмицата"), "{status} {body}");
    let (status, body) = s.get("/api/explain?code=V2O7&lang=bg");
    assert_eq!(status, 404);
    assert!(body.contains("Няма код"), "{body}");
}

/// The keywords offered as she types are those of her language, each with its block named in
/// her language; every spelling of every language is coloured.
#[test]
fn completion_offers_the_keywords_of_the_files_language() {
    let dir = folder_with(&["regulations/003-uk-women-2013.rgl"]);
    let s = serve(dir.path());
    let (status, body) = s.get("/api/keywords?lang=uk");
    assert_eq!(status, 200, "{body}");
    let v = json(&body);
    let offered: Vec<(String, String)> =
        serde_json::from_value(v["offered"].clone()).expect("pairs");
    assert!(offered.contains(&("організатор".into(), "подія".into())), "{offered:?}");
    assert!(
        offered.contains(&("показники".into(), "класифікація, підкласифікація".into())),
        "{offered:?}"
    );
    assert!(!offered.iter().any(|(w, _)| w == "organiser" || w == "организатор"), "only Ukrainian");
    let all: Vec<String> = serde_json::from_value(v["all"].clone()).expect("words");
    assert!(["organiser", "организатор", "організатор"].iter().all(|w| all.iter().any(|a| a == w)));
    // The check tells the page which language the file's keywords are written in.
    let text = std::fs::read_to_string(dir.path().join("003-uk-women-2013.rgl")).expect("read");
    let (_, body) =
        s.post("/api/check", &serde_json::json!({"path": "003-uk-women-2013.rgl", "text": text}));
    assert_eq!(json(&body)["keywords"], "uk");
}

/// A review mark of an import comes with the edit that confirms it (deleting the mark's line),
/// and its help names the statement as the file spells it.
#[test]
fn a_review_mark_can_be_confirmed() {
    let dir = tempfile::tempdir().expect("folder");
    let s = serve(dir.path());
    let text = "регламент \"Т\" език bg\nпровери I012 \"мястото е от заглавието\" # ред 3\nсъбитие {\n  място \"гр. Перник\"\n}\n";
    let (status, body) =
        s.post("/api/check", &serde_json::json!({"path": "draft.rgl", "text": text}));
    assert_eq!(status, 200, "{body}");
    let v = json(&body);
    let mark = v["diagnostics"]
        .as_array()
        .expect("findings")
        .iter()
        .find(|d| d["code"] == "I012")
        .unwrap_or_else(|| panic!("no I012 in {body}"))
        .clone();
    assert!(mark["help"].as_str().unwrap_or_default().contains("`провери`"), "{mark}");
    assert!(mark["fix"].is_null(), "a mark is confirmed by her, never by `fix all`");
    let edit = &mark["confirm"]["edits"][0];
    let (from, to) =
        (edit["from"].as_u64().unwrap() as usize, edit["to"].as_u64().unwrap() as usize);
    let units: Vec<u16> = text.encode_utf16().collect();
    let confirmed = String::from_utf16(&[&units[..from], &units[to..]].concat()).unwrap();
    assert_eq!(confirmed, "регламент \"Т\" език bg\nсъбитие {\n  място \"гр. Перник\"\n}\n");
    // A mark that shares its line with another statement: only the mark goes.
    let text =
        "регламент \"Т\" език bg\nсъбитие { място \"Перник\" }; провери I012 \"от заглавието\"\n";
    let (_, body) = s.post("/api/check", &serde_json::json!({"path": "draft.rgl", "text": text}));
    let v = json(&body);
    let mark =
        v["diagnostics"].as_array().unwrap().iter().find(|d| d["code"] == "I012").unwrap().clone();
    let edit = &mark["confirm"]["edits"][0];
    let (from, to) =
        (edit["from"].as_u64().unwrap() as usize, edit["to"].as_u64().unwrap() as usize);
    let units: Vec<u16> = text.encode_utf16().collect();
    let confirmed = String::from_utf16(&[&units[..from], &units[to..]].concat()).unwrap();
    assert_eq!(confirmed, "регламент \"Т\" език bg\nсъбитие { място \"Перник\" }; \n");
}

#[test]
fn the_programme_is_given_as_a_calendar_and_a_new_edition_as_a_draft() {
    let dir = folder_with(&["regulations/extra/uk-lviv-blitz-2026.corrected.rgl"]);
    let s = serve(dir.path());
    let name = "uk-lviv-blitz-2026.corrected.rgl";
    let text = std::fs::read_to_string(dir.path().join(name)).expect("read");
    let (status, ics) = s.post("/api/ics", &serde_json::json!({"path": name, "text": text}));
    assert_eq!(status, 200, "{ics}");
    assert!(ics.contains("DTSTART;TZID=Europe/Kyiv:20260125T110000"), "{ics}");
    let (status, body) = s.post("/api/edition", &serde_json::json!({"path": name, "text": text}));
    assert_eq!(status, 200, "{body}");
    let v: serde_json::Value = serde_json::from_str(&body).expect("JSON");
    assert_eq!(v["path"], "uk-lviv-blitz-2027.corrected.rgl");
    assert!(v["text"].as_str().is_some_and(|t| t.contains("дати 2027-01-31..2027-01-31")));
    // Nothing is written: the new edition is a draft until she saves it.
    assert!(!dir.path().join("uk-lviv-blitz-2027.corrected.rgl").exists());
    let (status, body) = s.post(
        "/api/edition",
        &serde_json::json!({"path": "x.rgl", "text": "регламент \"x\" език bg\n"}),
    );
    assert_eq!(status, 422, "{body}");
    assert!(body.contains("не посочва дати"), "{body}");
}
