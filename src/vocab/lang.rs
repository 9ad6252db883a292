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

    /// A language from its code (`bg`, `uk`, `en`; any case, blanks around ignored).
    pub fn from_code(code: &str) -> Option<Lang> {
        match code.trim().to_ascii_lowercase().as_str() {
            "bg" => Some(Lang::Bg),
            "uk" => Some(Lang::Uk),
            "en" => Some(Lang::En),
            _ => None,
        }
    }
}

/// A fixed phrase in every language, each named: built with
/// `ph!(en: "the venue", bg: "мястото", uk: "місце проведення")`, read with [`Phrase::get`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Phrase {
    /// English.
    pub en: &'static str,
    /// Bulgarian.
    pub bg: &'static str,
    /// Ukrainian.
    pub uk: &'static str,
}

impl Phrase {
    /// The same words in every language (a keyword or code quoted as it is).
    pub const fn same(text: &'static str) -> Phrase {
        Phrase { en: text, bg: text, uk: text }
    }

    /// The phrase in a language.
    pub const fn get(self, lang: Lang) -> &'static str {
        match lang {
            Lang::En => self.en,
            Lang::Bg => self.bg,
            Lang::Uk => self.uk,
        }
    }
}

/// A value computed once per language (a description put into the words of each), every
/// language named.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ByLang<T> {
    /// English.
    pub en: T,
    /// Bulgarian.
    pub bg: T,
    /// Ukrainian.
    pub uk: T,
}

impl<T> ByLang<T> {
    /// The values `f` gives for each language.
    pub fn from_fn(mut f: impl FnMut(Lang) -> T) -> ByLang<T> {
        ByLang { en: f(Lang::En), bg: f(Lang::Bg), uk: f(Lang::Uk) }
    }

    /// The value of a language.
    pub fn get(&self, lang: Lang) -> &T {
        match lang {
            Lang::En => &self.en,
            Lang::Bg => &self.bg,
            Lang::Uk => &self.uk,
        }
    }
}

/// A [`Phrase`], every language named, always in the order English, Bulgarian, Ukrainian:
/// `ph!(en: "the venue", bg: "мястото", uk: "місце проведення")`.
macro_rules! ph {
    (en: $en:expr, bg: $bg:expr, uk: $uk:expr $(,)?) => {
        $crate::vocab::lang::Phrase { en: $en, bg: $bg, uk: $uk }
    };
}
pub(crate) use ph;

/// A counted noun in every language: singular and plural in English and Bulgarian (Bulgarian
/// counts masculine nouns with the plural), and Ukrainian's one, few (2–4) and many (5–20, 0):
/// `Noun { en: ["round", "rounds"], bg: ["кръг", "кръга"], uk: ["тур", "тури", "турів"] }`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Noun {
    /// English: one, more.
    pub en: [&'static str; 2],
    /// Bulgarian: one, more.
    pub bg: [&'static str; 2],
    /// Ukrainian: one, few, many.
    pub uk: [&'static str; 3],
}

impl Noun {
    /// The form that goes with the number `n` in a language.
    pub fn form(&self, lang: Lang, n: u64) -> &'static str {
        match lang {
            Lang::En => self.en[usize::from(n != 1)],
            Lang::Bg => self.bg[usize::from(n != 1)],
            Lang::Uk => {
                let (d, h) = (n % 10, n % 100);
                if d == 1 && h != 11 {
                    self.uk[0]
                } else if (2..=4).contains(&d) && !(12..=14).contains(&h) {
                    self.uk[1]
                } else {
                    self.uk[2]
                }
            }
        }
    }

    /// The number and its noun: `3 кръга`, `5 турів`.
    pub fn count(&self, lang: Lang, n: u64) -> String {
        format!("{n} {}", self.form(lang, n))
    }
}
