//! JSON output of a tournament (the serde form of [`Tournament`], pretty-printed).

use crate::results::Tournament;

/// The tournament as pretty-printed JSON. Points are numbers with up to two decimals.
pub fn to_json(t: &Tournament) -> String {
    crate::vocab::printable::json_pretty(t).unwrap_or_else(|e| format!("{{\"error\": \"{e}\"}}"))
}
