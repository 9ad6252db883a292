//! Just enough of the Chrome DevTools protocol to print: one headless browser process with its
//! DevTools port on 127.0.0.1 (a port the system picks, read back from the profile's
//! `DevToolsActivePort`), one WebSocket connection to it, and each document printed in a tab of
//! its own, several at once. The messages are JSON-RPC over the WebSocket (`tungstenite`); a
//! tab is a flattened session (`Target.attachToTarget { flatten: true }`), so the one
//! connection carries every tab's commands and events.
//!
//! Threads: callers send through a writer shared under a mutex; one reader thread owns the
//! reading half, hands each answer to the caller waiting for its id and each event to the tab
//! whose session it names. When the connection ends every waiting caller is told at once.
//!
//! The print settings are those of `chromium --headless --print-to-pdf --no-pdf-header-footer`
//! (the one-process print, [`super::print`]): the page's own `@page` size and margins, its
//! backgrounds, no header or footer.

use serde_json::{json, Value};
use std::collections::HashMap;
use std::io::{Read, Write};
use std::net::TcpStream;
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::sync::{Arc, Mutex, MutexGuard};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};
use tungstenite::protocol::{Role, WebSocketConfig};
use tungstenite::{Message, WebSocket};

/// How long the browser may take to open its DevTools port.
const START_TIMEOUT: Duration = Duration::from_secs(30);

/// The largest message accepted from the browser: a PDF comes back in one message, in base64.
const MAX_MESSAGE: usize = 512 * 1024 * 1024;

/// Why the protocol failed (the caller falls back to the one-process print), or the document
/// took too long (it does not).
#[derive(Debug)]
pub enum Failure {
    /// The browser did not start, the connection failed or a command was refused.
    Protocol(String),
    /// No answer in the time allowed.
    Timeout,
}

impl std::fmt::Display for Failure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Failure::Protocol(why) => f.write_str(why),
            Failure::Timeout => f.write_str("no answer in time"),
        }
    }
}

fn protocol(why: impl std::fmt::Display) -> Failure {
    Failure::Protocol(why.to_string())
}

/// Locks a mutex, going on with the data when a thread panicked while holding it.
fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// The answer to a command: its result, or the browser's error message.
type Answer = Result<Value, String>;

/// An event of a tab: its method and parameters.
type Event = (String, Value);

/// The state the reader thread shares with the callers.
#[derive(Default)]
struct Routes {
    /// Callers waiting for the answer to a command, by its id, with the tab's session.
    answers: HashMap<u64, (Option<String>, Sender<Answer>)>,
    /// Tabs waiting for their events, by session id.
    sessions: HashMap<String, Sender<Event>>,
    /// Why the connection ended (no new command is sent then).
    closed: Option<String>,
}

/// One connection to the browser.
struct Connection {
    writer: Mutex<WebSocket<TcpStream>>,
    routes: Mutex<Routes>,
    next_id: AtomicU64,
}

impl Connection {
    /// Sends a command (to a tab's session, or to the browser) and waits for its answer.
    fn call(
        &self,
        session: Option<&str>,
        method: &str,
        params: Value,
        timeout: Duration,
    ) -> Result<Value, Failure> {
        let id = self.next_id.fetch_add(1, Ordering::Relaxed);
        let mut message = json!({ "id": id, "method": method, "params": params });
        if let Some(s) = session {
            message["sessionId"] = Value::String(s.to_string());
        }
        let (tx, rx) = mpsc::channel();
        {
            let mut routes = lock(&self.routes);
            if let Some(why) = &routes.closed {
                return Err(protocol(format!("the connection to the browser ended ({why})")));
            }
            routes.answers.insert(id, (session.map(str::to_string), tx));
        }
        let sent = lock(&self.writer).send(Message::text(message.to_string()));
        if let Err(e) = sent {
            lock(&self.routes).answers.remove(&id);
            return Err(protocol(format!("{method}: {e}")));
        }
        match rx.recv_timeout(timeout) {
            Ok(Ok(v)) => Ok(v),
            Ok(Err(e)) => Err(protocol(format!("{method}: {e}"))),
            Err(RecvTimeoutError::Timeout) => {
                lock(&self.routes).answers.remove(&id);
                Err(Failure::Timeout)
            }
            Err(RecvTimeoutError::Disconnected) => {
                let why = lock(&self.routes).closed.clone().unwrap_or_default();
                Err(protocol(format!("{method}: the connection to the browser ended ({why})")))
            }
        }
    }

    /// Sends a command whose answer nobody waits for (the reader drops it).
    fn send(&self, method: &str, params: Value) {
        let id = self.next_id.fetch_add(1, Ordering::Relaxed);
        let message = json!({ "id": id, "method": method, "params": params });
        let _ = lock(&self.writer).send(Message::text(message.to_string()));
    }

    /// Hands one message from the browser to whoever waits for it.
    fn route(&self, text: &str) {
        let Ok(v) = serde_json::from_str::<Value>(text) else { return };
        let mut routes = lock(&self.routes);
        if let Some(id) = v.get("id").and_then(Value::as_u64) {
            if let Some((_, tx)) = routes.answers.remove(&id) {
                let answer = match v.get("error") {
                    Some(e) => Err(e.get("message").and_then(Value::as_str).map_or_else(
                        || e.to_string(),
                        |m| {
                            format!("{m} ({})", e.get("data").and_then(Value::as_str).unwrap_or(""))
                        },
                    )),
                    None => Ok(v.get("result").cloned().unwrap_or(Value::Null)),
                };
                let _ = tx.send(answer);
            }
            return;
        }
        let Some(method) = v.get("method").and_then(Value::as_str) else { return };
        let params = v.get("params").cloned().unwrap_or(Value::Null);
        // A tab's session ended: told to the tab itself, whose commands would wait in vain.
        let session = if method == "Target.detachedFromTarget" {
            params.get("sessionId").and_then(Value::as_str)
        } else {
            v.get("sessionId").and_then(Value::as_str)
        };
        let Some(session) = session else { return };
        if let Some(tx) = routes.sessions.get(session) {
            let _ = tx.send((method.to_string(), params.clone()));
        }
        // The tab's renderer is gone: its commands will never be answered.
        if matches!(
            method,
            "Target.detachedFromTarget" | "Inspector.detached" | "Inspector.targetCrashed"
        ) {
            let why = params.get("reason").and_then(Value::as_str).unwrap_or(method).to_string();
            routes.answers.retain(|_, (s, tx)| {
                let gone = s.as_deref() == Some(session);
                if gone {
                    let _ = tx.send(Err(format!("the tab is gone ({why})")));
                }
                !gone
            });
        }
    }

    /// The connection ended: every waiting caller and tab is told.
    fn end(&self, why: String) {
        let mut routes = lock(&self.routes);
        routes.closed = Some(why);
        routes.answers.clear();
        routes.sessions.clear();
    }
}

/// The reading side of the socket: reads, and never writes (what `tungstenite` would answer on
/// its own, a pong or a close, is dropped; only the writer writes to the socket).
struct ReadSide(TcpStream);

impl Read for ReadSide {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        self.0.read(buf)
    }
}

impl Write for ReadSide {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// The flags of a headless browser that prints and does nothing else.
pub fn headless_flags(command: &mut Command, profile: &Path) {
    command
        .args(["--headless", "--disable-gpu", "--no-first-run"])
        .args(["--no-default-browser-check", "--disable-extensions", "--mute-audio"])
        .args(["--disable-background-networking", "--disable-component-update", "--disable-sync"])
        .arg(format!("--user-data-dir={}", profile.display()));
    if super::running_as_root() {
        command.arg("--no-sandbox");
    }
}

/// A tab: its target, its session on the connection and its events.
struct Tab {
    target: String,
    session: String,
    events: Receiver<Event>,
}

/// A headless browser printing over the DevTools protocol. Dropping it closes the browser and
/// removes its profile and pages.
pub struct Chrome {
    /// A tab opened ahead for the next document ([`Chrome::prepare_spare`]).
    spare: Mutex<Option<Tab>>,
    child: Child,
    connection: Arc<Connection>,
    reader: Option<JoinHandle<()>>,
    socket: TcpStream,
    /// The browser's profile (`profile/`), its messages (`browser.log`) and the pages being
    /// printed (`page-N.html`).
    dir: Option<tempfile::TempDir>,
    next_page: AtomicU64,
}

impl Chrome {
    /// Starts `browser` headless with a DevTools port and connects to it.
    pub fn start(browser: &Path) -> Result<Chrome, Failure> {
        let dir =
            tempfile::Builder::new().prefix("reglament-print-").tempdir().map_err(protocol)?;
        let profile = dir.path().join("profile");
        let log_path = dir.path().join("browser.log");
        let log = std::fs::File::create(&log_path).map_err(protocol)?;
        let mut command = watched(browser, dir.path());
        headless_flags(&mut command, &profile);
        command.args(["--remote-debugging-port=0", "--remote-debugging-address=127.0.0.1"]);
        let mut child = command
            .stdin(if cfg!(unix) { Stdio::piped() } else { Stdio::null() })
            .stdout(Stdio::null())
            .stderr(log)
            .spawn()
            .map_err(protocol)?;
        match connect(&mut child, &profile, &log_path) {
            Ok((connection, reader, socket)) => Ok(Chrome {
                spare: Mutex::new(None),
                child,
                connection,
                reader: Some(reader),
                socket,
                dir: Some(dir),
                next_page: AtomicU64::new(0),
            }),
            Err(e) => {
                stop(&mut child);
                remove_dir(dir);
                Err(e)
            }
        }
    }

    /// Prints `html` to PDF in a tab of its own; `timeout` bounds each step.
    pub fn print(&self, html: &str, timeout: Duration) -> Result<Vec<u8>, Failure> {
        let n = self.next_page.fetch_add(1, Ordering::Relaxed);
        let dir = self.dir.as_ref().map_or_else(std::env::temp_dir, |d| d.path().to_path_buf());
        let page = dir.join(format!("page-{n}.html"));
        std::fs::write(&page, html).map_err(protocol)?;
        let printed = self.print_page(&page, timeout);
        let _ = std::fs::remove_file(&page);
        printed
    }

    fn print_page(&self, page: &Path, timeout: Duration) -> Result<Vec<u8>, Failure> {
        let spare = lock(&self.spare).take();
        let from_spare = spare.is_some();
        let tab = match spare {
            Some(tab) => tab,
            None => self.open_tab(timeout)?,
        };
        let printed = self.print_in(&tab, page, timeout);
        self.close_tab(tab);
        match printed {
            // A spare tab can have lost its renderer while it waited: once more in a new one.
            Err(Failure::Protocol(_)) if from_spare => {
                let tab = self.open_tab(timeout)?;
                let printed = self.print_in(&tab, page, timeout);
                self.close_tab(tab);
                printed
            }
            printed => printed,
        }
    }

    /// Opens a tab ready to load a page (its events followed) and keeps it for the next
    /// document, unless one is kept already: `serve` does this after each export, so that the
    /// next one does not wait for a renderer to start.
    pub fn prepare_spare(&self, timeout: Duration) {
        if lock(&self.spare).is_some() {
            return;
        }
        if let Ok(tab) = self.open_tab(timeout) {
            let extra = lock(&self.spare).replace(tab);
            if let Some(extra) = extra {
                self.close_tab(extra);
            }
        }
    }

    /// A new tab, attached as a session of the connection, with its page events followed.
    fn open_tab(&self, timeout: Duration) -> Result<Tab, Failure> {
        let c = &self.connection;
        let created =
            c.call(None, "Target.createTarget", json!({ "url": "about:blank" }), timeout)?;
        let target = str_field(&created, "targetId")?;
        let tab = self.attach(&target, timeout);
        if tab.is_err() {
            c.send("Target.closeTarget", json!({ "targetId": target }));
        }
        tab
    }

    fn attach(&self, target: &str, timeout: Duration) -> Result<Tab, Failure> {
        let c = &self.connection;
        let attach = json!({ "targetId": target, "flatten": true });
        let session =
            str_field(&c.call(None, "Target.attachToTarget", attach, timeout)?, "sessionId")?;
        let (tx, events) = mpsc::channel();
        lock(&c.routes).sessions.insert(session.clone(), tx);
        let tab = Tab { target: target.to_string(), session, events };
        let s = Some(tab.session.as_str());
        let ready = c.call(s, "Page.enable", json!({}), timeout).and_then(|_| {
            c.call(s, "Page.setLifecycleEventsEnabled", json!({ "enabled": true }), timeout)
        });
        match ready {
            Ok(_) => Ok(tab),
            Err(e) => {
                lock(&c.routes).sessions.remove(&tab.session);
                Err(e)
            }
        }
    }

    /// Closes a tab without waiting (the PDF is there).
    fn close_tab(&self, tab: Tab) {
        lock(&self.connection.routes).sessions.remove(&tab.session);
        self.connection.send("Target.closeTarget", json!({ "targetId": tab.target }));
    }

    fn print_in(&self, tab: &Tab, page: &Path, timeout: Duration) -> Result<Vec<u8>, Failure> {
        let c = &self.connection;
        let s = Some(tab.session.as_str());
        let events = &tab.events;
        let url = file_url(page);
        let navigated = c.call(s, "Page.navigate", json!({ "url": url }), timeout)?;
        if let Some(e) = navigated.get("errorText").and_then(Value::as_str) {
            return Err(protocol(format!("the page did not open: {e}")));
        }
        let loader = str_field(&navigated, "loaderId")?;
        // The page's own load (not about:blank's): the lifecycle event of its loader.
        let deadline = Instant::now() + timeout;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match events.recv_timeout(left) {
                Ok((method, params)) => match method.as_str() {
                    "Page.lifecycleEvent"
                        if params["name"] == "load" && params["loaderId"] == loader.as_str() =>
                    {
                        break
                    }
                    "Target.detachedFromTarget"
                    | "Inspector.detached"
                    | "Inspector.targetCrashed" => {
                        return Err(protocol(format!("the tab closed while loading ({method})")))
                    }
                    _ => {}
                },
                Err(RecvTimeoutError::Timeout) => return Err(Failure::Timeout),
                Err(RecvTimeoutError::Disconnected) => {
                    return Err(protocol("the connection to the browser ended while loading"))
                }
            }
        }
        let settings = json!({
            "printBackground": true,
            "preferCSSPageSize": true,
            "displayHeaderFooter": false,
        });
        let printed = c.call(s, "Page.printToPDF", settings, timeout)?;
        let data = printed.get("data").and_then(Value::as_str).unwrap_or_default();
        let bytes = base64_decode(data).ok_or_else(|| protocol("the PDF came back garbled"))?;
        if !bytes.starts_with(b"%PDF") {
            return Err(protocol("the browser gave no PDF"));
        }
        Ok(bytes)
    }

    /// True while the connection to the browser stands.
    pub fn alive(&self) -> bool {
        lock(&self.connection.routes).closed.is_none()
    }
}

impl Drop for Chrome {
    fn drop(&mut self) {
        let _ = self.connection.call(None, "Browser.close", json!({}), Duration::from_secs(2));
        let start = Instant::now();
        while start.elapsed() < Duration::from_secs(5) {
            if !matches!(self.child.try_wait(), Ok(None)) {
                break;
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        stop(&mut self.child);
        let _ = self.socket.shutdown(std::net::Shutdown::Both);
        if let Some(reader) = self.reader.take() {
            let _ = reader.join();
        }
        if let Some(dir) = self.dir.take() {
            remove_dir(dir);
        }
    }
}

/// The shell that runs the browser on Unix and stops it when this process ends, however it
/// ends: it waits for the browser (and ends with its status) while a second job reads its
/// standard input, a pipe from this process, and stops the browser when the pipe closes. The
/// pipe closes when [`stop`] drops it, and when this process ends (a `serve` killed, a build
/// interrupted), so that no browser outlives the process that started it; the browser's
/// folder (the first argument) is removed then too.
#[cfg(unix)]
const WATCH: &str = "d=$1; shift; exec 3<&0 </dev/null; \"$@\" & b=$!; \
    { read x <&3; kill $b 2>/dev/null; sleep 2; rm -rf \"$d\"; } & wait $b";

/// The command that starts `browser`, watched (on Unix) by a shell that stops it with this
/// process ([`WATCH`]).
#[cfg(unix)]
fn watched(browser: &Path, dir: &Path) -> Command {
    let mut c = Command::new("/bin/sh");
    c.arg("-c").arg(WATCH).arg("reglament-browser").arg(dir).arg(browser);
    c
}

/// The command that starts `browser`. (Windows has no shell to watch it: a browser left by a
/// process killed there stays until it is closed.)
#[cfg(not(unix))]
fn watched(browser: &Path, _dir: &Path) -> Command {
    Command::new(browser)
}

/// Stops a browser that is still running and reaps it: its watcher's pipe closed first (the
/// watcher stops it), then, if it still runs after a moment, killed.
fn stop(child: &mut Child) {
    drop(child.stdin.take());
    let start = Instant::now();
    while start.elapsed() < Duration::from_secs(3) && matches!(child.try_wait(), Ok(None)) {
        std::thread::sleep(Duration::from_millis(10));
    }
    if matches!(child.try_wait(), Ok(None)) {
        let _ = child.kill();
    }
    let _ = child.wait();
}

/// Removes the browser's folder. On Windows a browser's helper processes can keep files of the
/// profile open for a moment after the browser has exited, and an open file cannot be removed
/// there: a few tries, then the folder is left in the temporary folder.
fn remove_dir(dir: tempfile::TempDir) {
    let path = dir.keep();
    for _ in 0..if cfg!(windows) { 20 } else { 1 } {
        if std::fs::remove_dir_all(&path).is_ok() || !path.exists() {
            return;
        }
        std::thread::sleep(Duration::from_millis(100));
    }
}

/// Waits for the browser's DevTools port, connects and starts the reader.
fn connect(
    child: &mut Child,
    profile: &Path,
    log: &Path,
) -> Result<(Arc<Connection>, JoinHandle<()>, TcpStream), Failure> {
    let active = profile.join("DevToolsActivePort");
    let start = Instant::now();
    let (port, path) = loop {
        // The browser writes the port and the browser's path, one a line.
        if let Ok(text) = std::fs::read_to_string(&active) {
            let mut lines = text.lines();
            if let (Some(port), Some(path)) = (lines.next(), lines.next()) {
                if let Ok(port) = port.trim().parse::<u16>() {
                    break (port, path.trim().to_string());
                }
            }
        }
        if let Ok(Some(status)) = child.try_wait() {
            let err = std::fs::read_to_string(log).unwrap_or_default();
            let last = err.lines().rev().find(|l| !l.trim().is_empty()).unwrap_or("");
            return Err(protocol(format!("the browser ended at its start ({status}) {last}")));
        }
        if start.elapsed() > START_TIMEOUT {
            return Err(protocol(format!(
                "the browser opened no DevTools port in {} s",
                START_TIMEOUT.as_secs()
            )));
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    let address = std::net::SocketAddr::from(([127, 0, 0, 1], port));
    let socket = TcpStream::connect_timeout(&address, START_TIMEOUT).map_err(protocol)?;
    socket.set_nodelay(true).map_err(protocol)?;
    let url = format!("ws://127.0.0.1:{port}{path}");
    let (_, _) = tungstenite::client(url.as_str(), socket.try_clone().map_err(protocol)?)
        .map_err(|e| protocol(format!("the DevTools connection failed: {e}")))?;
    let config = WebSocketConfig::default()
        .max_message_size(Some(MAX_MESSAGE))
        .max_frame_size(Some(MAX_MESSAGE));
    let read = ReadSide(socket.try_clone().map_err(protocol)?);
    let mut reading = WebSocket::from_raw_socket(read, Role::Client, Some(config));
    let writer =
        WebSocket::from_raw_socket(socket.try_clone().map_err(protocol)?, Role::Client, None);
    let connection = Arc::new(Connection {
        writer: Mutex::new(writer),
        routes: Mutex::new(Routes::default()),
        next_id: AtomicU64::new(1),
    });
    let shared = Arc::clone(&connection);
    let reader = std::thread::Builder::new()
        .name("reglament-devtools".to_string())
        .spawn(move || loop {
            match reading.read() {
                Ok(Message::Text(text)) => shared.route(text.as_str()),
                Ok(Message::Close(_)) => break shared.end("the browser closed it".to_string()),
                Ok(_) => {}
                Err(e) => break shared.end(e.to_string()),
            }
        })
        .map_err(protocol)?;
    settle(&connection);
    Ok((connection, reader, socket))
}

/// Waits (a few seconds at most) until the page with which a headless browser reads its own
/// command line (`chrome://headless/…`) has closed: a tab opened before that can have its
/// renderer taken away with it ("Render process gone").
fn settle(connection: &Connection) {
    let start = Instant::now();
    while start.elapsed() < Duration::from_secs(5) {
        let Ok(targets) =
            connection.call(None, "Target.getTargets", json!({}), Duration::from_secs(5))
        else {
            return;
        };
        let busy = targets["targetInfos"].as_array().is_some_and(|ts| {
            ts.iter()
                .any(|t| t["url"].as_str().is_some_and(|u| u.starts_with("chrome://headless/")))
        });
        if !busy {
            return;
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}

fn str_field(v: &Value, name: &str) -> Result<String, Failure> {
    v.get(name)
        .and_then(Value::as_str)
        .map(str::to_string)
        .ok_or_else(|| protocol(format!("the browser's answer has no `{name}`")))
}

/// The `file:` URL of an absolute path: `/tmp/a b.html` → `file:///tmp/a%20b.html`, and on
/// Windows `C:\Temp\a.html` → `file:///C:/Temp/a.html`.
pub fn file_url(path: &Path) -> String {
    url_of_path(&path.to_string_lossy(), cfg!(windows))
}

/// The `file:` URL of a path written the Unix way or (`windows`) the Windows way: every byte
/// but the unreserved ones and the separators is percent-encoded (a user name with a space or
/// in Cyrillic, a `#`).
fn url_of_path(text: &str, windows: bool) -> String {
    let text = if windows { text.replace('\\', "/") } else { text.to_string() };
    let mut url = String::from("file://");
    if !text.starts_with('/') {
        url.push('/');
    }
    for b in text.bytes() {
        match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'.' | b'_' | b'~' | b'/' | b':' => {
                url.push(b as char)
            }
            _ => url.push_str(&format!("%{b:02X}")),
        }
    }
    url
}

/// Standard base64 (with padding, as the browser sends it); `None` when it is not.
fn base64_decode(text: &str) -> Option<Vec<u8>> {
    use base64::Engine;
    base64::engine::general_purpose::STANDARD.decode(text).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn file_urls_are_percent_encoded() {
        assert_eq!(file_url(Path::new("/tmp/a b#1.html")), "file:///tmp/a%20b%231.html");
        assert_eq!(
            url_of_path(r"C:\Users\Іван Петров\AppData\Local\Temp\page-0.html", true),
            "file:///C:/Users/%D0%86%D0%B2%D0%B0%D0%BD%20%D0%9F%D0%B5%D1%82%D1%80%D0%BE%D0%B2/AppData/Local/Temp/page-0.html"
        );
        assert_eq!(
            file_url(Path::new("/home/Іван/д.html")),
            "file:///home/%D0%86%D0%B2%D0%B0%D0%BD/%D0%B4.html"
        );
    }

    #[test]
    fn base64_is_decoded() {
        assert_eq!(base64_decode("JVBERi0="), Some(b"%PDF-".to_vec()));
        assert_eq!(base64_decode("not base64!"), None);
    }
}
