//! `reglament serve [DIR] [--port N] [--no-open]`: a local web editor. One page (its script,
//! the CodeMirror editor and its styles are in the binary; nothing is fetched from elsewhere)
//! shows a regulation or a results file beside its document, with the findings as she types.
//!
//! The server listens on 127.0.0.1 only and holds against the pages and programs around it:
//! - it answers only requests addressed to that host (a page elsewhere pointing its own name
//!   here is refused), and every `/api/` request must carry the token the page received when it
//!   loaded, and come from the editor's own page when the browser says where it comes from
//!   (`Origin`, `Sec-Fetch-Site`);
//! - every request body is bounded, read within a time limit, and takes its estimated memory
//!   from one budget before it is read ([`work::Budget`]): heavy work beyond the budget is
//!   refused with a code the page shows (`busy`), never an allocation failure;
//! - at most one check of a file runs at a time, a newer text replaces an older one waiting,
//!   and a check whose page went away is dropped ([`work::Checks`]);
//! - request heads must arrive in time and the open connections are capped ([`conn`]).
//!
//! It computes nothing of its own: the page's questions go to the editor's use cases
//! ([`crate::app::editor`]), the same as the command line's; files are read and saved through
//! [`files`], the version compared under the same lock as the rename, in the file's own
//! encoding and line ends. What it says is in the page's language ([`words`]).

mod api;
mod conn;
mod edition;
mod exchange;
mod files;
mod words;
mod work;

use crate::app::editor;
use crate::app::publish::DocumentFormat;
use crate::cli::args::ServeArgs;
use crate::cli::{failure, ExitStatus, Terminal};
use crate::render::Renderer;
use crate::vocab::Lang;
use axum::body::{Body, Bytes};
use axum::extract::{DefaultBodyLimit, Query, Request, State};
use axum::http::{header, HeaderMap, HeaderValue, Method};
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Extension, Json, Router};
use files::{FileError, Folder};
use serde::Deserialize;
use serde_json::json;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Duration;
use words::Refusal;

/// The largest body of a dropped document (an imported Word file is a few MB).
pub const MAX_BODY: usize = 16 * 1024 * 1024;

/// The largest body of a check, save or export: a regulation is at most 1 MiB (the compile
/// limit), which JSON escaping may make six times larger (`\u0413` for `Г`; a browser sends
/// UTF-8 as it is).
pub const MAX_TEXT_BODY: usize = 8 * 1024 * 1024;

/// How long a request body may take to arrive.
const BODY_TIMEOUT: Duration = Duration::from_secs(20);

/// The page. `{{TOKEN}}` and `{{LANG}}` are filled in when the server starts.
const PAGE: &str = include_str!("../../../../assets/serve/index.html");
const APP_JS: &str = include_str!("../../../../assets/serve/app.js");
const APP_CSS: &str = include_str!("../../../../assets/serve/app.css");
const CODEMIRROR_JS: &str = include_str!("../../../../assets/serve/codemirror.js");

/// What the page's own script may do: scripts and requests from this server only; styles
/// inline too (CodeMirror writes its own); the preview is a document written into a frame.
const CSP: &str = "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; \
                   img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self'; \
                   frame-src 'self' about:; base-uri 'none'; form-action 'none'; \
                   frame-ancestors 'none'";

struct App {
    folder: Folder,
    /// `127.0.0.1:PORT` and `localhost:PORT`: the only `Host` headers answered.
    hosts: [String; 2],
    /// `http://127.0.0.1:PORT` and `http://localhost:PORT`: the editor's own page.
    origins: [String; 2],
    /// The token the page receives when it loads and sends with every request.
    token: String,
    renderer: Renderer,
    page: String,
    budget: work::Budget,
    checks: work::Checks,
    /// The PDF exports' queue to one browser, started at the first export and kept while the
    /// server runs.
    printer: crate::cli::pdf::Pool,
}

type Shared = Arc<App>;

/// A refusal as the page reads it: `{"error": "…", "code": "…"}` with its status.
fn refuse(r: Refusal) -> Response {
    (r.status, Json(json!({ "error": r.text, "code": r.code }))).into_response()
}

/// The page's language, which it names with every request (English when it does not).
fn page_lang(headers: &HeaderMap) -> Lang {
    headers
        .get("x-reglament-lang")
        .and_then(|v| v.to_str().ok())
        .and_then(Lang::from_code)
        .unwrap_or(Lang::En)
}

/// A token no other page can guess: 128 bits from the standard library's randomly keyed
/// hashers (seeded by the operating system), the time and the process.
fn new_token() -> String {
    use std::hash::{BuildHasher, Hasher};
    let mut out = String::new();
    for i in 0..2u8 {
        let mut h = std::collections::hash_map::RandomState::new().build_hasher();
        h.write_u8(i);
        h.write_u128(
            std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(0, |d| d.as_nanos()),
        );
        h.write_u32(std::process::id());
        out.push_str(&format!("{:016x}", h.finish()));
    }
    out
}

/// What a request with a body is, for its limit and its cost.
fn body_kind(path: &str) -> Option<(work::Kind, usize)> {
    match path {
        "/api/check" | "/api/export" => Some((work::Kind::Check, MAX_TEXT_BODY)),
        "/api/save" => Some((work::Kind::Save, MAX_TEXT_BODY)),
        "/api/import" => Some((work::Kind::Import, MAX_BODY)),
        _ => None,
    }
}

/// Every request passes here first:
/// 1. it must be addressed to this computer (`Host`), against DNS rebinding;
/// 2. an `/api/` request must come from the editor's page: `Origin` and `Sec-Fetch-Site`, when
///    the browser sends them, must say so, and the page's token must be there;
/// 3. a request with a body takes its memory from the budget (or is refused as busy), then its
///    body is read, bounded in size and in time, before the handler sees it.
async fn guard(State(app): State<Shared>, request: Request, next: Next) -> Response {
    let headers = request.headers();
    let lang = page_lang(headers);
    let host = headers.get(header::HOST).and_then(|h| h.to_str().ok()).unwrap_or("");
    if !app.hosts.iter().any(|h| h == host) {
        return refuse(words::other_host(lang));
    }
    let path = request.uri().path().to_string();
    if !path.starts_with("/api/") {
        return with_page_headers(next.run(request).await);
    }
    let origin_ok = headers
        .get(header::ORIGIN)
        .is_none_or(|o| app.origins.iter().any(|mine| o.as_bytes() == mine.as_bytes()));
    let site_ok = headers.get("sec-fetch-site").is_none_or(|s| s.as_bytes() == b"same-origin");
    let token_ok =
        headers.get("x-reglament-token").is_some_and(|t| t.as_bytes() == app.token.as_bytes());
    if !(origin_ok && site_ok && token_ok) {
        return refuse(words::foreign(lang));
    }
    if request.method() != Method::POST {
        return next.run(request).await;
    }
    let Some((kind, limit)) = body_kind(&path) else { return next.run(request).await };
    let declared = headers
        .get(header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.parse::<usize>().ok());
    if declared.is_some_and(|n| n > limit) {
        return refuse(words::too_large(limit / (1024 * 1024), lang));
    }
    let cost = work::cost_mib(kind, declared.unwrap_or(limit));
    let held = match app.budget.take(cost, work::BUDGET_WAIT).await {
        Ok(p) => work::Held(Arc::new(p)),
        Err(work::Refused::TooHeavy) => return refuse(words::too_heavy(lang)),
        Err(work::Refused::Busy) => return refuse(words::busy(lang)),
    };
    let (mut parts, body) = request.into_parts();
    // The handler moves a share of it into the work it starts.
    parts.extensions.insert(held.clone());
    let bytes = match tokio::time::timeout(BODY_TIMEOUT, axum::body::to_bytes(body, limit)).await {
        Ok(Ok(b)) => b,
        Ok(Err(_)) => return refuse(words::too_large(limit / (1024 * 1024), lang)),
        Err(_) => return refuse(words::slow_body(lang)),
    };
    next.run(Request::from_parts(parts, Body::from(bytes))).await
}

/// The page's own headers: what it may load, that no other page may frame it, that nothing
/// of it is cached across versions of the binary.
fn with_page_headers(mut response: Response) -> Response {
    let h = response.headers_mut();
    h.insert(header::CONTENT_SECURITY_POLICY, HeaderValue::from_static(CSP));
    h.insert(header::X_FRAME_OPTIONS, HeaderValue::from_static("DENY"));
    h.insert(header::X_CONTENT_TYPE_OPTIONS, HeaderValue::from_static("nosniff"));
    h.insert(header::REFERRER_POLICY, HeaderValue::from_static("no-referrer"));
    h.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
    response
}

async fn index(State(app): State<Shared>) -> Response {
    ([(header::CONTENT_TYPE, "text/html; charset=utf-8")], app.page.clone()).into_response()
}

fn asset(mime: &'static str, text: &'static str) -> Response {
    ([(header::CONTENT_TYPE, mime)], text).into_response()
}

/// Runs blocking work (the file system, the use cases) off the request threads. `held` (the
/// request's share of the budget, and anything else the work must hold while it runs) is
/// dropped when the work ends, even when the request was dropped before (its page went away).
async fn blocking<T: Send + 'static, H: Send + 'static>(
    lang: Lang,
    held: H,
    work: impl FnOnce() -> Result<T, Refusal> + Send + 'static,
) -> Result<T, Response> {
    let run = move || {
        let done = work();
        drop(held);
        done
    };
    match tokio::task::spawn_blocking(run).await {
        Ok(Ok(v)) => Ok(v),
        Ok(Err(r)) => Err(refuse(r)),
        Err(_) => Err(refuse(words::internal(lang))),
    }
}

/// The body of a request as the page sends it.
fn parse<T: serde::de::DeserializeOwned>(body: &Bytes, lang: Lang) -> Result<T, Response> {
    serde_json::from_slice(body).map_err(|_| refuse(words::malformed(lang)))
}

async fn list(State(app): State<Shared>, headers: HeaderMap) -> Response {
    let lang = page_lang(&headers);
    let listed = blocking(lang, (), move || {
        let files = app.folder.list();
        let lang = editor::folder_lang(&app.folder, &files);
        let kind = |f: &String| if f.ends_with(".rgr") { "results" } else { "regulation" };
        let files: Vec<_> = files.iter().map(|f| json!({ "path": f, "kind": kind(f) })).collect();
        Ok(json!({ "files": files, "lang": lang, "folder": app.folder.id() }))
    });
    match listed.await {
        Ok(v) => Json(v).into_response(),
        Err(r) => r,
    }
}

#[derive(Deserialize)]
struct PathQuery {
    path: String,
}

async fn read(
    State(app): State<Shared>,
    headers: HeaderMap,
    Query(q): Query<PathQuery>,
) -> Response {
    let lang = page_lang(&headers);
    let opened = blocking(lang, (), move || {
        let bytes = app.folder.read(&q.path).map_err(|e| words::file(&e, lang))?;
        let version = files::version(&bytes);
        match editor::open(&q.path, &bytes) {
            Ok(o) => Ok(json!({
                "path": q.path,
                "text": o.text,
                "version": version,
                "encoding": o.encoding,
                "newline": o.newline,
            })),
            Err(mut d) => {
                d.localize(lang);
                Err(words::export_failed(&d.message, lang))
            }
        }
    });
    match opened.await {
        Ok(v) => Json(v).into_response(),
        Err(r) => r,
    }
}

#[derive(Deserialize)]
struct TextBody {
    path: String,
    text: String,
}

/// Sets a flag when dropped: the request's future is dropped when its page goes away.
struct Gone(Arc<AtomicBool>);

impl Drop for Gone {
    fn drop(&mut self) {
        self.0.store(true, Ordering::SeqCst);
    }
}

async fn check(
    State(app): State<Shared>,
    headers: HeaderMap,
    held: Option<Extension<work::Held>>,
    body: Bytes,
) -> Response {
    let lang = page_lang(&headers);
    let body: TextBody = match parse(&body, lang) {
        Ok(b) => b,
        Err(r) => return r,
    };
    if let Err(e) = app.folder.resolve(&body.path) {
        return refuse(words::file(&e, lang));
    }
    let Some(turn) = app.checks.turn(&body.path).await else {
        return Json(json!({ "superseded": true })).into_response();
    };
    let newest = turn.watch();
    let gone = Arc::new(AtomicBool::new(false));
    let _gone = Gone(gone.clone());
    // The check holds the file's turn and its budget until it stops, whether or not its page
    // still waits for it.
    let checked = blocking(lang, (turn, held), move || {
        let wanted = || newest() && !gone.load(Ordering::SeqCst);
        Ok(editor::check(&app.folder, &body.path, &body.text, lang, &app.renderer, &wanted))
    })
    .await;
    match checked {
        Ok(c) => Json(c).into_response(),
        Err(r) => r,
    }
}

#[derive(Deserialize)]
struct CodeQuery {
    code: String,
    /// The language of the page (`bg`, `uk`, `en`); the page's header when absent or unknown.
    lang: Option<String>,
    /// The keyword language of the open file, in which the keywords are quoted.
    spelling: Option<String>,
}

async fn explain(headers: HeaderMap, Query(q): Query<CodeQuery>) -> Response {
    let lang = q.lang.as_deref().and_then(Lang::from_code).unwrap_or(page_lang(&headers));
    let spelling = q.spelling.as_deref().and_then(Lang::from_code).unwrap_or(lang);
    match editor::explain(&q.code, lang, spelling) {
        Some(text) => Json(json!({ "text": text })).into_response(),
        None => refuse(words::unknown_code(&q.code, lang)),
    }
}

#[derive(Deserialize)]
struct LangQuery {
    lang: Option<String>,
}

async fn keywords(Query(q): Query<LangQuery>) -> Response {
    let lang = q.lang.as_deref().and_then(Lang::from_code).unwrap_or(Lang::Bg);
    Json(editor::keywords(lang)).into_response()
}

#[derive(Deserialize)]
struct SaveBody {
    path: String,
    text: String,
    base: Option<String>,
    /// Her choice to write the file in UTF-8 instead of its own encoding.
    #[serde(default)]
    to_utf8: bool,
}

async fn save(
    State(app): State<Shared>,
    headers: HeaderMap,
    held: Option<Extension<work::Held>>,
    body: Bytes,
) -> Response {
    let lang = page_lang(&headers);
    let body: SaveBody = match parse(&body, lang) {
        Ok(b) => b,
        Err(r) => return r,
    };
    let saved = blocking(lang, held, move || {
        let version = app
            .folder
            .save_with(&body.path, body.base.as_deref(), |original| {
                editor::encoded_for_save(&body.text, original, body.to_utf8).map_err(|u| {
                    FileError::Unencodable { character: u.character, encoding: u.encoding }
                })
            })
            .map_err(|e| words::file(&e, lang))?;
        let bytes = app.folder.read(&body.path).map_err(|e| words::file(&e, lang))?;
        let opened = editor::open(&body.path, &bytes).ok();
        Ok(json!({
            "version": version,
            "encoding": opened.as_ref().map_or("UTF-8", |o| o.encoding),
            "newline": opened.as_ref().map_or("lf", |o| o.newline),
        }))
    });
    match saved.await {
        Ok(v) => Json(v).into_response(),
        Err(r) => r,
    }
}

/// A dropped `.txt`, `.docx`, `.odt`, `.html`, `.doc` or `.pdf` becomes a draft regulation (`reglament import`), not
/// yet saved.
async fn import(
    State(app): State<Shared>,
    headers: HeaderMap,
    held: Option<Extension<work::Held>>,
    body: Bytes,
) -> Response {
    let lang = page_lang(&headers);
    let name = headers
        .get("x-file-name")
        .and_then(|v| v.to_str().ok())
        .map(percent_decode)
        .unwrap_or_else(|| "imported.txt".to_string());
    // Set when this request is dropped (its page went away): the import stops between stages.
    let gone = GoneOnDrop::default();
    let flag = gone.0.clone();
    let stop = move || flag.load(std::sync::atomic::Ordering::Relaxed);
    let imported =
        blocking(lang, held, move || match api::import(&app.folder, &name, &body, &stop) {
            Ok(draft) => Ok(json!({ "path": draft.0, "text": draft.1 })),
            Err(api::ImportFailure::Import(e)) => {
                Err(words::import_failed(crate::app::import::failure_text(&e, lang)))
            }
            Err(api::ImportFailure::NoFreeName) => Err(words::no_free_name(lang)),
        });
    let answer = match imported.await {
        Ok(v) => Json(v).into_response(),
        Err(r) => r,
    };
    drop(gone);
    answer
}

/// A flag set when it is dropped: a request's work asks it whether the request is still awaited.
#[derive(Default)]
struct GoneOnDrop(std::sync::Arc<std::sync::atomic::AtomicBool>);

impl Drop for GoneOnDrop {
    fn drop(&mut self) {
        self.0.store(true, std::sync::atomic::Ordering::Relaxed);
    }
}

/// `%D0%9F…` → the text it encodes (invalid escapes are kept as written).
fn percent_decode(s: &str) -> String {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let hex = |b: u8| (b as char).to_digit(16);
        match (
            bytes[i],
            bytes.get(i + 1).and_then(|&b| hex(b)),
            bytes.get(i + 2).and_then(|&b| hex(b)),
        ) {
            (b'%', Some(h), Some(l)) => {
                out.push((h * 16 + l) as u8);
                i += 3;
            }
            (b, _, _) => {
                out.push(b);
                i += 1;
            }
        }
    }
    String::from_utf8_lossy(&out).into_owned()
}

#[derive(Deserialize)]
struct ExportBody {
    path: String,
    text: String,
    format: String,
}

/// The document of the text in the editor, as `render --draft` / `bulletin --draft` write it
/// (HTML, or PDF printed by the local browser), to download.
async fn export(
    State(app): State<Shared>,
    headers: HeaderMap,
    held: Option<Extension<work::Held>>,
    body: Bytes,
) -> Response {
    let lang = page_lang(&headers);
    let body: ExportBody = match parse(&body, lang) {
        Ok(b) => b,
        Err(r) => return r,
    };
    if let Err(e) = app.folder.resolve(&body.path) {
        return refuse(words::file(&e, lang));
    }
    let (format, mime) = match body.format.as_str() {
        "html" => (DocumentFormat::Html, "text/html; charset=utf-8"),
        "pdf" => (DocumentFormat::Pdf, "application/pdf"),
        other => return refuse(words::unknown_format(other, lang)),
    };
    let made = blocking(lang, held, move || {
        let doc = editor::document(&app.folder, &body.path, &body.text, lang);
        match doc.view {
            Some(view) => view.produce(&app.renderer, format, &app.printer).map_err(|mut d| {
                d.localize(lang);
                words::export_failed(&d.message, lang)
            }),
            None => Err(words::unreadable(lang)),
        }
    });
    match made.await {
        Ok(bytes) => ([(header::CONTENT_TYPE, mime)], bytes).into_response(),
        Err(r) => r,
    }
}

/// The secretary's guide (`docs/guide/`), shown by the page's help button with its screenshots,
/// which the browser tests take (`tests/suite/serve/browser/guide.rs`).
const GUIDE_BG: &str = include_str!("../../../../docs/guide/bg.md");
const GUIDE_UK: &str = include_str!("../../../../docs/guide/uk.md");
const GUIDE_EN: &str = include_str!("../../../../docs/guide/en.md");

/// The guide's pictures: `docs/guide/img/NAME.png`.
const GUIDE_IMAGES: &[(&str, &[u8])] = &[
    ("bg-1-start.png", include_bytes!("../../../../docs/guide/img/bg-1-start.png")),
    ("bg-2-findings.png", include_bytes!("../../../../docs/guide/img/bg-2-findings.png")),
    ("bg-3-review.png", include_bytes!("../../../../docs/guide/img/bg-3-review.png")),
    ("bg-4-conflict.png", include_bytes!("../../../../docs/guide/img/bg-4-conflict.png")),
    ("uk-1-start.png", include_bytes!("../../../../docs/guide/img/uk-1-start.png")),
    ("uk-2-findings.png", include_bytes!("../../../../docs/guide/img/uk-2-findings.png")),
    ("uk-3-review.png", include_bytes!("../../../../docs/guide/img/uk-3-review.png")),
    ("uk-4-conflict.png", include_bytes!("../../../../docs/guide/img/uk-4-conflict.png")),
];

async fn guide(axum::extract::Path(name): axum::extract::Path<String>) -> Response {
    let text = match name.as_str() {
        "bg.md" => GUIDE_BG,
        "uk.md" => GUIDE_UK,
        "en.md" => GUIDE_EN,
        _ => return axum::http::StatusCode::NOT_FOUND.into_response(),
    };
    with_page_headers(
        ([(header::CONTENT_TYPE, "text/markdown; charset=utf-8")], text).into_response(),
    )
}

async fn guide_image(axum::extract::Path(name): axum::extract::Path<String>) -> Response {
    match GUIDE_IMAGES.iter().find(|(n, _)| *n == name) {
        Some((_, bytes)) => ([(header::CONTENT_TYPE, "image/png")], *bytes).into_response(),
        None => axum::http::StatusCode::NOT_FOUND.into_response(),
    }
}

/// The application: routes and the guard.
fn router(app: Shared) -> Router {
    Router::new()
        .route("/", get(index))
        .route("/assets/app.js", get(|| async { asset("text/javascript; charset=utf-8", APP_JS) }))
        .route("/assets/app.css", get(|| async { asset("text/css; charset=utf-8", APP_CSS) }))
        .route(
            "/assets/codemirror.js",
            get(|| async { asset("text/javascript; charset=utf-8", CODEMIRROR_JS) }),
        )
        .route("/guide/{name}", get(guide))
        .route("/guide/img/{name}", get(guide_image))
        .route("/api/files", get(list))
        .route("/api/file", get(read))
        .route("/api/check", post(check))
        .route("/api/explain", get(explain))
        .route("/api/keywords", get(keywords))
        .route("/api/save", post(save))
        .route("/api/import", post(import))
        .route("/api/export", post(export))
        .route("/api/edition", post(edition::edition))
        .route("/api/ics", post(edition::ics))
        // The guard bounds every body, per route (axum's default of 2 MB would refuse an import).
        .layer(DefaultBodyLimit::disable())
        .layer(middleware::from_fn_with_state(app.clone(), guard))
        .with_state(app)
}

/// Opens the editor's address in the default browser (the command each system has for it).
fn open_browser(url: &str) -> std::io::Result<()> {
    let mut command = if cfg!(target_os = "windows") {
        let mut c = std::process::Command::new("cmd");
        c.args(["/C", "start", "", url]);
        c
    } else if cfg!(target_os = "macos") {
        let mut c = std::process::Command::new("open");
        c.arg(url);
        c
    } else {
        let mut c = std::process::Command::new("xdg-open");
        c.arg(url);
        c
    };
    command
        .stdin(std::process::Stdio::null())
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
        .map(|_| ())
}

/// Runs `serve` until Ctrl-C.
pub fn run(args: &ServeArgs, term: Terminal) -> ExitStatus {
    let folder = match Folder::with_limits(&args.dir, term.limits) {
        Ok(f) => f,
        Err(e) => return failure(format!("cannot serve `{}`: {e}", args.dir.display())),
    };
    let renderer = match Renderer::embedded() {
        Ok(r) => r,
        Err(d) => return failure(d.message),
    };
    // Blocking work is bounded by the budget; the pool's threads (and their stacks) too.
    let runtime = match tokio::runtime::Builder::new_multi_thread()
        .max_blocking_threads(16)
        .enable_all()
        .build()
    {
        Ok(r) => r,
        Err(e) => return failure(format!("cannot start the server: {e}")),
    };
    let lang = editor::folder_lang(&folder, &folder.list());
    // Half the process's memory limit for heavy work; the rest is the server's own.
    let budget_mib = u32::try_from(term.limits.memory / (2 * 1024 * 1024)).unwrap_or(u32::MAX);
    runtime.block_on(async {
        let listener = match tokio::net::TcpListener::bind(("127.0.0.1", args.port)).await {
            Ok(l) => l,
            Err(e) => return failure(format!("cannot listen on 127.0.0.1:{}: {e}", args.port)),
        };
        let port = match listener.local_addr() {
            Ok(a) => a.port(),
            Err(e) => return failure(e),
        };
        let token = new_token();
        let page = PAGE.replace("{{TOKEN}}", &token).replace("{{LANG}}", lang);
        let app = Arc::new(App {
            folder,
            hosts: [format!("127.0.0.1:{port}"), format!("localhost:{port}")],
            origins: [format!("http://127.0.0.1:{port}"), format!("http://localhost:{port}")],
            token,
            renderer,
            page,
            budget: work::Budget::new(budget_mib),
            checks: work::Checks::default(),
            printer: crate::cli::pdf::Pool::warm(None, 2, move |event| {
                if let Some(note) = event.note(Lang::from_code(lang).unwrap_or(Lang::En)) {
                    eprintln!("{note}");
                }
            }),
        });
        let url = format!("http://127.0.0.1:{port}/");
        println!("reglament serves `{}` at {url} (Ctrl-C stops it)", args.dir.display());
        if !args.no_open && open_browser(&url).is_err() {
            println!("open {url} in your browser");
        }
        let stop = async {
            let _ = tokio::signal::ctrl_c().await;
        };
        match conn::serve(listener, router(app), stop).await {
            Ok(()) => ExitStatus::Ok,
            Err(e) => failure(e),
        }
    })
}
