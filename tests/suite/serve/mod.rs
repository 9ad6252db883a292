//! `reglament serve`: the local web editor.
//!
//! - [`http`]: the server over HTTP, attacked from outside over loopback (paths outside the
//!   folder, other hosts, hostile origins and missing tokens refused; bodies bounded; two saves
//!   of one version give exactly one conflict; the file's encoding and line ends kept; twelve
//!   parallel checks of a 1 MiB text leave it alive; half-sent heads and idle connections do not
//!   stop it answering).
//! - [`browser`]: the page in a real Chromium driven through chromedriver (the guard on
//!   switching and leaving, the draft restored after a crash, fixes undone with Ctrl+Z, "fix all",
//!   a review mark confirmed, the preview's scroll kept and its last good document shown while
//!   the text does not parse, completion, search), with screenshots under `target/`.

mod browser;
mod http;

use crate::common::path;
use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::Duration;

/// A running `reglament serve`, stopped when dropped.
pub struct Server {
    pub child: Child,
    pub port: u16,
    /// The token the page receives.
    pub token: String,
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Starts `reglament serve DIR --port 0 --no-open` with extra arguments; its address and token.
pub fn serve_with(dir: &Path, extra: &[&str]) -> Server {
    serve_port(dir, 0, extra)
}

/// Starts `reglament serve DIR --port PORT --no-open` (0: a free port) with extra arguments.
pub fn serve_port(dir: &Path, port: u16, extra: &[&str]) -> Server {
    let mut child = Command::new(env!("CARGO_BIN_EXE_reglament"))
        .args(["serve", &dir.display().to_string(), "--port", &port.to_string(), "--no-open"])
        .args(extra)
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
    let mut server = Server { child, port, token: String::new() };
    let (status, page) = raw(
        port,
        &format!("GET / HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nConnection: close\r\n\r\n"),
        b"",
    );
    assert_eq!(status, 200, "{page}");
    server.token = page
        .split("name=\"reglament-token\" content=\"")
        .nth(1)
        .and_then(|rest| rest.split('"').next())
        .expect("the page carries its token")
        .to_string();
    assert_eq!(server.token.len(), 32, "{}", server.token);
    server
}

pub fn serve(dir: &Path) -> Server {
    serve_with(dir, &[])
}

/// One HTTP/1.1 request on a fresh connection: (status, body).
pub fn raw(port: u16, request: &str, body: &[u8]) -> (u16, String) {
    let mut s = TcpStream::connect(("127.0.0.1", port)).expect("connect");
    s.set_read_timeout(Some(Duration::from_secs(120))).expect("timeout");
    s.write_all(request.as_bytes()).expect("write");
    let _ = s.write_all(body);
    let mut out = Vec::new();
    let _ = s.read_to_end(&mut out);
    let text = String::from_utf8_lossy(&out).into_owned();
    let status = text.split(' ').nth(1).and_then(|c| c.parse().ok()).unwrap_or(0);
    let body = text.split_once("\r\n\r\n").map(|(_, b)| b.to_string()).unwrap_or_default();
    (status, body)
}

impl Server {
    /// The headers the editor's page sends: its token and language.
    pub fn page_headers(&self) -> String {
        format!("X-Reglament-Token: {}\r\nX-Reglament-Lang: bg\r\n", self.token)
    }

    pub fn get(&self, target: &str) -> (u16, String) {
        let req = format!(
            "GET {target} HTTP/1.1\r\nHost: 127.0.0.1:{}\r\n{}Connection: close\r\n\r\n",
            self.port,
            self.page_headers()
        );
        raw(self.port, &req, b"")
    }

    /// A POST of JSON as the page sends it, with `extra` header lines.
    pub fn post_with(&self, target: &str, json: &serde_json::Value, extra: &str) -> (u16, String) {
        let body = json.to_string();
        let req = format!(
            "POST {target} HTTP/1.1\r\nHost: 127.0.0.1:{}\r\nContent-Type: application/json\r\n{}{extra}\
             Content-Length: {}\r\nConnection: close\r\n\r\n",
            self.port,
            self.page_headers(),
            body.len()
        );
        raw(self.port, &req, body.as_bytes())
    }

    pub fn post(&self, target: &str, json: &serde_json::Value) -> (u16, String) {
        self.post_with(target, json, "")
    }

    /// The peak memory of the server process so far (VmHWM), in KiB.
    #[cfg(target_os = "linux")]
    pub fn peak_kib(&self) -> u64 {
        let status = std::fs::read_to_string(format!("/proc/{}/status", self.child.id()))
            .expect("the server's status");
        status
            .lines()
            .find_map(|l| l.strip_prefix("VmHWM:"))
            .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
            .expect("VmHWM")
    }

    /// True while the process runs.
    pub fn alive(&mut self) -> bool {
        matches!(self.child.try_wait(), Ok(None))
    }
}

pub fn json(body: &str) -> serde_json::Value {
    serde_json::from_str(body).unwrap_or_else(|e| panic!("{e}: {body}"))
}

pub fn folder_with(files: &[&str]) -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("temporary folder");
    for f in files {
        let name = Path::new(f).file_name().expect("file name");
        std::fs::copy(path(f), dir.path().join(name)).expect("copy");
    }
    dir
}

/// FNV-1a, 64 bits (as build.mjs computes it).
fn fnv1a(bytes: &[u8]) -> String {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for &b in bytes {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    format!("{h:016x}")
}

/// The CodeMirror bundle the binary embeds is what `assets/serve/editor` builds: its header
/// names the digests of the lockfile and of the entry it was built from (checked everywhere),
/// and where node and the locked packages are installed (`npm ci`; CI does it) the build is
/// run again and must give the committed file byte for byte.
#[test]
fn the_committed_editor_bundle_is_what_the_lockfile_builds() {
    let editor = crate::common::root().join("assets/serve/editor");
    let bundle = std::fs::read_to_string(crate::common::root().join("assets/serve/codemirror.js"))
        .expect("the bundle");
    let head: String = bundle.lines().take(6).collect::<Vec<_>>().join("\n");
    for (file, label) in
        [("package-lock.json", "package-lock.json"), ("src/index.js", "src/index.js")]
    {
        let digest = fnv1a(&std::fs::read(editor.join(file)).expect("read"));
        assert!(
            head.contains(&format!("{label} fnv1a {digest}")),
            "{file} changed since the bundle was built: run `npm ci && node build.mjs` in assets/serve/editor\n{head}"
        );
    }
    let lock: serde_json::Value =
        json(&std::fs::read_to_string(editor.join("package-lock.json")).expect("the lockfile"));
    let view = lock["packages"]["node_modules/@codemirror/view"]["version"].as_str().expect("view");
    assert!(head.contains(&format!("@codemirror/view@{view}")), "{head}");
    if !editor.join("node_modules/esbuild").exists() {
        eprintln!(
            "the bundle's digests match; `npm ci` in assets/serve/editor to rebuild it here too"
        );
        return;
    }
    let out = Command::new("node")
        .arg("build.mjs")
        .arg("--check")
        .current_dir(&editor)
        .output()
        .expect("node runs");
    assert!(
        out.status.success(),
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
}
