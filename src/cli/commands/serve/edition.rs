//! "New edition": the next year's edition of the text in the editor ([`crate::app::edition`],
//! as `reglament edition FILE --year` makes it), returned as an unsaved draft under the name it
//! takes beside the old file (numbered when that file exists).

use super::{blocking, page_lang, parse, refuse, words, Shared};
use axum::body::Bytes;
use axum::extract::{Extension, State};
use axum::http::HeaderMap;
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde::Deserialize;
use serde_json::json;

#[derive(Deserialize)]
struct EditionBody {
    path: String,
    text: String,
}

/// `POST /api/edition {path, text}` → `{path, text}`: the new edition, not saved.
pub async fn edition(
    State(app): State<Shared>,
    headers: HeaderMap,
    held: Option<Extension<super::work::Held>>,
    body: Bytes,
) -> Response {
    let lang = page_lang(&headers);
    let body: EditionBody = match parse(&body, lang) {
        Ok(b) => b,
        Err(r) => return r,
    };
    if let Err(e) = app.folder.resolve(&body.path) {
        return refuse(words::file(&e, lang));
    }
    let made = blocking(lang, held, move || {
        let request = crate::edition::Request {
            target: crate::edition::Target::NextYear,
            keep_players: false,
        };
        let made =
            crate::app::edition::file(&body.path, body.text.as_bytes(), &request, Some(lang))
                .map_err(|r| match r {
                    crate::app::edition::Refused::Reason(why) => words::edition_failed(why),
                    crate::app::edition::Refused::Findings(_, _) => words::unreadable(lang),
                })?;
        let beside = crate::app::edition::beside(std::path::Path::new(&body.path), &made.edition);
        let beside = beside.to_string_lossy().replace('\\', "/");
        let (stem, ext) = beside.rsplit_once('.').unwrap_or((beside.as_str(), "rgl"));
        let mut path = beside.clone();
        let mut n = 1;
        while app.folder.resolve(&path).map(|p| p.exists()).unwrap_or(true) {
            n += 1;
            path = format!("{stem}-{n}.{ext}");
            if n > 999 {
                return Err(words::no_free_name(lang));
            }
        }
        Ok(json!({ "path": path, "text": made.edition.text }))
    });
    match made.await {
        Ok(v) => Json(v).into_response(),
        Err(r) => r,
    }
}

/// `POST /api/ics {path, text}` → the programme of the text in the editor as an iCalendar file
/// (as `build` writes each regulation's `.ics`).
pub async fn ics(
    State(app): State<Shared>,
    headers: HeaderMap,
    held: Option<Extension<super::work::Held>>,
    body: Bytes,
) -> Response {
    let lang = page_lang(&headers);
    let body: EditionBody = match parse(&body, lang) {
        Ok(b) => b,
        Err(r) => return r,
    };
    if let Err(e) = app.folder.resolve(&body.path) {
        return refuse(words::file(&e, lang));
    }
    let made = blocking(lang, held, move || {
        crate::app::edition::calendar(&body.path, &body.text)
            .map(String::into_bytes)
            .ok_or_else(|| words::unreadable(lang))
    });
    match made.await {
        Ok(bytes) => ([(axum::http::header::CONTENT_TYPE, "text/calendar; charset=utf-8")], bytes)
            .into_response(),
        Err(r) => r,
    }
}
