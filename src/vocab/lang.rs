//! The languages a regulation is written in, and the product writes in.

use serde::Serialize;

/// The language a regulation is written in.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    /// Bulgarian.
    #[default]
    Bg,
    /// Ukrainian.
    Uk,
    /// English (tests and examples).
    En,
}

impl Lang {
    /// The ISO 639-1 code.
    pub fn code(self) -> &'static str {
        match self {
            Lang::Bg => "bg",
            Lang::Uk => "uk",
            Lang::En => "en",
        }
    }
}
