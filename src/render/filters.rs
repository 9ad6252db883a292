//! Template filters: `points` and `date`, in the document language.

use crate::model::Lang;
use crate::vocab::points::Points;
use minijinja::{Environment, Error, ErrorKind, State, Value};

/// Registers the filters on an environment.
pub(super) fn register(env: &mut Environment<'static>) {
    env.add_filter("points", points_filter);
    env.add_filter("date", date_filter);
    env.add_filter("cell", cell_filter);
}

/// A value fit for a Markdown table cell: escaped as every Markdown value is
/// ([`super::markdown_escape`]), `|` escaped, line breaks as spaces; written as it is then (the
/// escapes are made). Outside a Markdown template, the text with `|` escaped and line breaks as
/// spaces, escaped by the template's own format.
fn cell_filter(state: &State, value: Value) -> Value {
    let text =
        if value.is_none() || value.is_undefined() { String::new() } else { value.to_string() };
    if state.auto_escape() == minijinja::AutoEscape::Custom(super::MARKDOWN) {
        let escaped = super::markdown_escape(&text).replace('|', "\\|").replace(['\n', '\r'], " ");
        return Value::from_safe_string(escaped);
    }
    Value::from(text.replace('|', "\\|").replace(['\n', '\r'], " "))
}

/// A language from its code (`bg`, `uk`, `en`).
pub fn lang_from_code(code: &str) -> Option<Lang> {
    Lang::from_code(code)
}

/// A score as written in a document: `7½`, `½`, `22,25` in bg/uk; `7.5`, `22.25` in English.
pub fn format_points(points: Points, lang: Lang) -> String {
    match lang {
        Lang::En => points.to_string(),
        Lang::Bg | Lang::Uk => {
            let sign = if points.0 < 0 { "-" } else { "" };
            let a = points.0.unsigned_abs();
            let (whole, rest) = (a / 100, a % 100);
            match (whole, rest) {
                (_, 0) => format!("{sign}{whole}"),
                (0, 50) => format!("{sign}½"),
                (_, 50) => format!("{sign}{whole}½"),
                _ => points.to_string().replace('.', ","),
            }
        }
    }
}

/// The language a filter call uses: its argument, else the context's `lang`, else Bulgarian.
fn filter_lang(state: &State, lang: Option<&str>) -> Result<Lang, Error> {
    let code = match lang {
        Some(code) => code.to_string(),
        None => match state.lookup("lang") {
            Some(v) if !v.is_undefined() && !v.is_none() => v.to_string(),
            _ => return Ok(Lang::Bg),
        },
    };
    lang_from_code(&code).ok_or_else(|| {
        Error::new(ErrorKind::InvalidOperation, format!("unknown language `{code}` (bg, uk, en)"))
    })
}

fn points_filter(state: &State, value: Value, lang: Option<&str>) -> Result<String, Error> {
    let lang = filter_lang(state, lang)?;
    let text = value.to_string();
    let points = Points::parse(&text).or_else(|| {
        // Floats serialise as `7.0`, `22.25`: at most two decimals are meaningful.
        text.parse::<f64>()
            .ok()
            .filter(|f| f.is_finite())
            .map(|f| Points((f * 100.0).round() as i64))
    });
    match points {
        Some(p) => Ok(format_points(p, lang)),
        None => Err(Error::new(
            ErrorKind::InvalidOperation,
            format!("`points` needs a number, got `{text}`"),
        )),
    }
}

fn date_filter(state: &State, value: Value, lang: Option<&str>) -> Result<String, Error> {
    let lang = filter_lang(state, lang)?;
    let text = value.to_string();
    match text.parse::<jiff::civil::Date>() {
        Ok(date) => Ok(crate::vocab::calendar::format_date(date, lang)),
        Err(_) => Err(Error::new(
            ErrorKind::InvalidOperation,
            format!("`date` needs a date like `2007-03-11`, got `{text}`"),
        )),
    }
}
