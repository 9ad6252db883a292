//! `reglament serve [DIR] [--port N]`: a local web editor. One self-contained page (its script
//! and styles are in the binary; nothing is fetched from elsewhere) shows a regulation or a
//! results file beside its document, with the diagnostics as she types. The server listens on
//! 127.0.0.1 only, answers only requests addressed to that host, bounds every request body, and
//! computes nothing of its own: the page's questions go to the editor's use cases
//! ([`crate::app::editor`]), the same as the command line's; files are read and saved through
//! [`files`].

mod api;
mod files;

use crate::app::editor;
use crate::app::publish::DocumentFormat;
use crate::cli::args::ServeArgs;
use crate::cli::{failure, ExitStatus, Terminal};
use crate::render::Renderer;
use crate::vocab::Lang;
use axum::body::Bytes;
use axum::extract::rejection::JsonRejection;
use axum::extract::{DefaultBodyLimit, Query, Request, State};
use axum::http::{header, HeaderMap, StatusCode};
use axum::middleware::{self, Next};
use axum::response::{Html, IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use files::{FileError, Folder};
use serde::Deserialize;
use serde_json::json;
use std::sync::Arc;

/// The largest request body accepted (a regulation is a few KB; an imported Word file a few MB).
pub const MAX_BODY: usize = 16 * 1024 * 1024;

/// The page, with its styles and script inlined.
fn page() -> String {
    include_str!("../../../../assets/serve/index.html")
        .replace("/*CSS*/", include_str!("../../../../assets/serve/app.css"))
        .replace("/*JS*/", include_str!("../../../../assets/serve/app.js"))
}

struct App {
    folder: Folder,
    /// `127.0.0.1:PORT` and `localhost:PORT`: the only `Host` headers answered.
    hosts: [String; 2],
    renderer: Renderer,
    page: String,
    /// The PDF exports' queue to one browser, started at the first export and kept while the
    /// server runs.
    printer: crate::cli::pdf::Pool,
}

type Shared = Arc<App>;

/// An error answer: `{"error": "…"}` with its status.
fn error(status: StatusCode, message: impl std::fmt::Display) -> Response {
    (status, Json(json!({ "error": message.to_string() }))).into_response()
}

fn file_error(e: FileError) -> Response {
    let status = match e {
        FileError::Refused(_) => StatusCode::FORBIDDEN,
        FileError::NotFound(_) => StatusCode::NOT_FOUND,
        FileError::Changed => StatusCode::CONFLICT,
        FileError::Io(_) => StatusCode::INTERNAL_SERVER_ERROR,
    };
    error(status, e)
}

fn json_rejection(r: JsonRejection) -> Response {
    if r.status() == StatusCode::PAYLOAD_TOO_LARGE {
        return error(
            StatusCode::PAYLOAD_TOO_LARGE,
            format!("the request is larger than {} MiB", MAX_BODY / (1024 * 1024)),
        );
    }
    error(r.status(), r.body_text())
}

/// Requests for another host name are refused (a web page elsewhere cannot reach the server by
/// pointing a name of its own at 127.0.0.1).
async fn only_local(State(app): State<Shared>, request: Request, next: Next) -> Response {
    let host = request.headers().get(header::HOST).and_then(|h| h.to_str().ok()).unwrap_or("");
    if !app.hosts.iter().any(|h| h == host) {
        return error(StatusCode::FORBIDDEN, "only requests to this computer are answered");
    }
    next.run(request).await
}

async fn index(State(app): State<Shared>) -> Html<String> {
    Html(app.page.clone())
}

async fn list(State(app): State<Shared>) -> Response {
    let run = tokio::task::spawn_blocking(move || {
        let files = app.folder.list();
        let lang = editor::folder_lang(&app.folder, &files);
        let kind = |f: &String| if f.ends_with(".rgr") { "results" } else { "regulation" };
        let files: Vec<_> = files.iter().map(|f| json!({ "path": f, "kind": kind(f) })).collect();
        json!({ "files": files, "lang": lang })
    });
    match run.await {
        Ok(v) => Json(v).into_response(),
        Err(e) => error(StatusCode::INTERNAL_SERVER_ERROR, e),
    }
}

#[derive(Deserialize)]
struct PathQuery {
    path: String,
}

async fn read(State(app): State<Shared>, Query(q): Query<PathQuery>) -> Response {
    match app.folder.read(&q.path) {
        Ok(bytes) => match String::from_utf8(bytes) {
            Ok(text) => {
                let version = files::version(text.as_bytes());
                Json(json!({ "path": q.path, "text": text, "version": version })).into_response()
            }
            // A legacy code page: shown decoded; saving writes UTF-8.
            Err(e) => {
                let bytes = e.into_bytes();
                match crate::decode::decode(&q.path, &bytes, None) {
                    Ok(d) => Json(json!({
                        "path": q.path,
                        "text": d.file.text,
                        "version": files::version(&bytes),
                        "encoding": d.file.encoding,
                    }))
                    .into_response(),
                    Err(d) => error(StatusCode::UNPROCESSABLE_ENTITY, d.message),
                }
            }
        },
        Err(e) => file_error(e),
    }
}

#[derive(Deserialize)]
struct TextBody {
    path: String,
    text: String,
}

async fn check(State(app): State<Shared>, body: Result<Json<TextBody>, JsonRejection>) -> Response {
    let Json(body) = match body {
        Ok(b) => b,
        Err(r) => return json_rejection(r),
    };
    if let Err(e) = app.folder.resolve(&body.path) {
        return file_error(e);
    }
    let run = tokio::task::spawn_blocking(move || {
        editor::check(&app.folder, &body.path, &body.text, &app.renderer)
    });
    match run.await {
        Ok(checked) => Json(checked).into_response(),
        Err(e) => error(StatusCode::INTERNAL_SERVER_ERROR, e),
    }
}

#[derive(Deserialize)]
struct CodeQuery {
    code: String,
    /// The language of the open file (`bg`, `uk`, `en`); English when absent or unknown.
    lang: Option<String>,
}

async fn explain(Query(q): Query<CodeQuery>) -> Response {
    let lang = q.lang.as_deref().and_then(crate::render::lang_from_code).unwrap_or(Lang::En);
    match editor::explain(&q.code, lang) {
        Some(text) => Json(json!({ "text": text })).into_response(),
        None => error(StatusCode::NOT_FOUND, format!("unknown code `{}`", q.code)),
    }
}

#[derive(Deserialize)]
struct SaveBody {
    path: String,
    text: String,
    base: Option<String>,
}

async fn save(State(app): State<Shared>, body: Result<Json<SaveBody>, JsonRejection>) -> Response {
    let Json(body) = match body {
        Ok(b) => b,
        Err(r) => return json_rejection(r),
    };
    let run = tokio::task::spawn_blocking(move || {
        app.folder.save(&body.path, body.text.as_bytes(), body.base.as_deref())
    });
    match run.await {
        Ok(Ok(version)) => Json(json!({ "version": version })).into_response(),
        Ok(Err(e)) => file_error(e),
        Err(e) => error(StatusCode::INTERNAL_SERVER_ERROR, e),
    }
}

/// A dropped `.txt`, `.docx` or `.html` becomes a draft regulation (`reglament import`), not
/// yet saved. The request must say it is an import (a header other sites cannot send without
/// the browser asking this server first).
async fn import(State(app): State<Shared>, headers: HeaderMap, body: Bytes) -> Response {
    if headers.get("x-reglament").and_then(|v| v.to_str().ok()) != Some("import") {
        return error(StatusCode::BAD_REQUEST, "an import request needs `X-Reglament: import`");
    }
    let name = headers
        .get("x-file-name")
        .and_then(|v| v.to_str().ok())
        .map(percent_decode)
        .unwrap_or_else(|| "imported.txt".to_string());
    let run = tokio::task::spawn_blocking(move || api::import(&app.folder, &name, &body));
    match run.await {
        Ok(Ok((path, text))) => Json(json!({ "path": path, "text": text })).into_response(),
        Ok(Err(message)) => error(StatusCode::UNPROCESSABLE_ENTITY, message),
        Err(e) => error(StatusCode::INTERNAL_SERVER_ERROR, e),
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
    body: Result<Json<ExportBody>, JsonRejection>,
) -> Response {
    let Json(body) = match body {
        Ok(b) => b,
        Err(r) => return json_rejection(r),
    };
    if let Err(e) = app.folder.resolve(&body.path) {
        return file_error(e);
    }
    let (format, mime) = match body.format.as_str() {
        "html" => (DocumentFormat::Html, "text/html; charset=utf-8"),
        "pdf" => (DocumentFormat::Pdf, "application/pdf"),
        other => return error(StatusCode::BAD_REQUEST, format!("unknown format `{other}`")),
    };
    let run = tokio::task::spawn_blocking(move || {
        let doc = editor::document(&app.folder, &body.path, &body.text);
        match doc.view {
            Some(view) => view.produce(&app.renderer, format, &app.printer).map_err(|d| d.message),
            None => Err("the file cannot be read as it is; correct its errors first".to_string()),
        }
    });
    match run.await {
        Ok(Ok(bytes)) => ([(header::CONTENT_TYPE, mime)], bytes).into_response(),
        Ok(Err(message)) => error(StatusCode::UNPROCESSABLE_ENTITY, message),
        Err(e) => error(StatusCode::INTERNAL_SERVER_ERROR, e),
    }
}

/// The application: routes, the local-host guard and the body limit.
fn router(app: Shared) -> Router {
    Router::new()
        .route("/", get(index))
        .route("/api/files", get(list))
        .route("/api/file", get(read))
        .route("/api/check", post(check))
        .route("/api/explain", get(explain))
        .route("/api/save", post(save))
        .route("/api/import", post(import))
        .route("/api/export", post(export))
        .layer(DefaultBodyLimit::max(MAX_BODY))
        .layer(middleware::from_fn_with_state(app.clone(), only_local))
        .with_state(app)
}

/// Runs `serve` until Ctrl-C.
pub fn run(args: &ServeArgs, _term: Terminal) -> ExitStatus {
    let folder = match Folder::new(&args.dir) {
        Ok(f) => f,
        Err(e) => return failure(format!("cannot serve `{}`: {e}", args.dir.display())),
    };
    let renderer = match Renderer::embedded() {
        Ok(r) => r,
        Err(d) => return failure(d.message),
    };
    let runtime = match tokio::runtime::Builder::new_multi_thread().enable_all().build() {
        Ok(r) => r,
        Err(e) => return failure(format!("cannot start the server: {e}")),
    };
    runtime.block_on(async {
        let listener = match tokio::net::TcpListener::bind(("127.0.0.1", args.port)).await {
            Ok(l) => l,
            Err(e) => return failure(format!("cannot listen on 127.0.0.1:{}: {e}", args.port)),
        };
        let port = match listener.local_addr() {
            Ok(a) => a.port(),
            Err(e) => return failure(e),
        };
        let app = Arc::new(App {
            folder,
            hosts: [format!("127.0.0.1:{port}"), format!("localhost:{port}")],
            renderer,
            page: page(),
            printer: crate::cli::pdf::Pool::warm(None, 2, |event| {
                if let crate::cli::pdf::Event::Note(note) = event {
                    eprintln!("note: {note}");
                }
            }),
        });
        println!(
            "reglament serves `{}` at http://127.0.0.1:{port}/ (Ctrl-C stops it)",
            args.dir.display()
        );
        let stop = async {
            let _ = tokio::signal::ctrl_c().await;
        };
        match axum::serve(listener, router(app)).with_graceful_shutdown(stop).await {
            Ok(()) => ExitStatus::Ok,
            Err(e) => failure(e),
        }
    })
}
