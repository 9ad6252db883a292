//! Diagnostics in the secretary's language: Bulgarian, Ukrainian or English.
//!
//! Two kinds of text are localised, and each is kept next to the code it belongs to:
//!
//! * **Findings** (message, labels, notes, help) are built once per language by the code that
//!   reports them: [`localized`] calls a closure with [`Lang::En`], [`Lang::Bg`] and
//!   [`Lang::Uk`] and keeps the three texts, and `tr!` picks the format string of
//!   the language. The pipeline then writes every finding in the file's language (or the one
//!   forced with `--lang`) with [`Diagnostic::localize`].
//! * **Documentation** (`reglament explain`, `reglament rules`): a code's Bulgarian and
//!   Ukrainian [`Texts`] sit in a [`Localized`] beside its [`CodeInfo`](super::CodeInfo) (in the
//!   stage's `codes.rs`, or in the rule's own file for checks), listed in the stage's `L10N`
//!   table; `crate::registry` collects them. The registry test requires them for the D, P, L and
//!   V families; a family without them falls back to English.

use super::{Code, Diagnostic, Doc, Severity};
pub use crate::vocab::Lang;

/// Every language, English first (the base text).
pub const LANGS: [Lang; 3] = [Lang::En, Lang::Bg, Lang::Uk];

/// Picks the format string of a language and formats it (inline captures only). Every language
/// is named, always in the order English, Bulgarian, Ukrainian, so that a text cannot land in
/// another language's place: `tr!(lang, en: "no fee", bg: "не е посочена такса", uk: "не вказано
/// внесок")`.
macro_rules! tr {
    ($lang:expr, en: $en:literal, bg: $bg:literal, uk: $uk:literal $(,)?) => {
        match $lang {
            $crate::vocab::Lang::En => format!($en),
            $crate::vocab::Lang::Bg => format!($bg),
            $crate::vocab::Lang::Uk => format!($uk),
        }
    };
}

pub(crate) use crate::vocab::lang::ph;
pub use crate::vocab::lang::{Noun, Phrase};
pub(crate) use tr;

/// The texts of one finding in one language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Translation {
    /// The language.
    pub lang: Lang,
    /// The message.
    pub message: String,
    /// The labels' messages, in the order of the labels.
    pub labels: Vec<Option<String>>,
    /// The messages of the places in other files, in their order.
    pub related: Vec<Option<String>>,
    /// The notes.
    pub notes: Vec<String>,
    /// The help line.
    pub help: Option<String>,
    /// What the fix does, when the finding carries one.
    pub fix: Option<String>,
}

impl Translation {
    /// The texts of a finding that is built only for them (moved, not copied).
    fn taken(lang: Lang, d: Diagnostic) -> Translation {
        Translation {
            lang,
            message: d.message,
            labels: d.labels.into_iter().map(|l| l.message).collect(),
            related: d.related.into_iter().map(|r| r.message).collect(),
            notes: d.notes,
            help: d.help,
            fix: d.fix.map(|f| f.message),
        }
    }

    fn of(lang: Lang, d: &Diagnostic) -> Translation {
        Translation {
            lang,
            message: d.message.clone(),
            labels: d.labels.iter().map(|l| l.message.clone()).collect(),
            related: d.related.iter().map(|r| r.message.clone()).collect(),
            notes: d.notes.clone(),
            help: d.help.clone(),
            fix: d.fix.as_ref().map(|f| f.message.clone()),
        }
    }
}

/// The texts of a finding in every language it was built in, and the one it is written in now.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Languages {
    /// The language of the finding's current texts.
    pub current: Lang,
    /// The texts, one per language.
    pub texts: Vec<Translation>,
}

/// Builds a finding in every language: `build` is called once per language and must add the same
/// labels in the same order each time (only the words differ). The result is in English, with
/// the Bulgarian and Ukrainian texts kept for [`Diagnostic::localize`].
pub fn localized(build: impl Fn(Lang) -> Diagnostic) -> Diagnostic {
    let mut base = build(Lang::En);
    let mut translations = vec![Translation::of(Lang::En, &base)];
    for lang in [Lang::Bg, Lang::Uk] {
        let d = build(lang);
        // A builder that adds different labels per language would misplace them; keep English.
        if d.labels.len() == base.labels.len()
            && d.related.len() == base.related.len()
            && d.code == base.code
        {
            translations.push(Translation::taken(lang, d));
        }
    }
    base.l10n = Some(Box::new(Languages { current: Lang::En, texts: translations }));
    base
}

impl Diagnostic {
    /// Writes the finding in `lang` when it has texts in that language (findings of stages
    /// that are not translated yet stay in English).
    pub fn localize(&mut self, lang: Lang) {
        let Some(l10n) = &mut self.l10n else { return };
        if l10n.current == lang {
            return;
        }
        let Some(t) = l10n.texts.iter().find(|t| t.lang == lang).cloned() else { return };
        l10n.current = lang;
        self.message = t.message;
        for (label, text) in self.labels.iter_mut().zip(t.labels) {
            label.message = text;
        }
        for (related, text) in self.related.iter_mut().zip(t.related) {
            related.message = text;
        }
        self.notes = t.notes;
        self.help = t.help;
        if let (Some(fix), Some(text)) = (&mut self.fix, t.fix) {
            fix.message = text;
        }
    }

    /// The language the finding's texts are in.
    pub fn lang(&self) -> Lang {
        self.l10n.as_ref().map_or(Lang::En, |l| l.current)
    }

    /// Applies `f` to every help line, note and fix description, in every language.
    pub fn map_help_and_notes(&mut self, f: impl Fn(&str) -> String) {
        self.help = self.help.as_deref().map(&f);
        self.notes = self.notes.iter().map(|n| f(n)).collect();
        if let Some(fix) = &mut self.fix {
            fix.message = f(&fix.message);
        }
        for t in self.l10n.iter_mut().flat_map(|l| l.texts.iter_mut()) {
            t.help = t.help.as_deref().map(&f);
            t.notes = t.notes.iter().map(|n| f(n)).collect();
            t.fix = t.fix.as_deref().map(&f);
        }
    }

    /// Applies `f` to every text (message, labels, notes, help), in every language.
    pub fn map_texts(&mut self, f: impl Fn(&str) -> String) {
        self.message = f(&self.message);
        for l in &mut self.labels {
            l.message = l.message.as_deref().map(&f);
        }
        for r in &mut self.related {
            r.message = r.message.as_deref().map(&f);
        }
        for t in self.l10n.iter_mut().flat_map(|l| l.texts.iter_mut()) {
            t.message = f(&t.message);
            t.labels = t.labels.iter().map(|l| l.as_deref().map(&f)).collect();
            t.related = t.related.iter().map(|l| l.as_deref().map(&f)).collect();
        }
        self.map_help_and_notes(f);
    }

    /// Puts `f(lang) + ": "` before the message in every language (a finding of a TRF player
    /// line names the player first).
    pub fn prefix_message(&mut self, f: impl Fn(Lang) -> String) {
        self.message = format!("{}: {}", f(self.lang()), self.message);
        for t in self.l10n.iter_mut().flat_map(|l| l.texts.iter_mut()) {
            t.message = format!("{}: {}", f(t.lang), t.message);
        }
    }

    /// Adds the note `f(lang)` in every language.
    pub fn push_note(&mut self, f: impl Fn(Lang) -> String) {
        self.notes.push(f(self.lang()));
        for t in self.l10n.iter_mut().flat_map(|l| l.texts.iter_mut()) {
            t.notes.push(f(t.lang));
        }
    }

    /// True when the finding has texts in `lang`.
    pub fn has_language(&self, lang: Lang) -> bool {
        self.lang() == lang || self.l10n.iter().any(|l| l.texts.iter().any(|t| t.lang == lang))
    }
}

/// A code's summary and documentation in one language.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Texts {
    /// One line: what the code reports (lowercase, no final period).
    pub summary: &'static str,
    /// The five parts. An empty `example` means "the English example", which must then be a
    /// code block only (keywords are accepted in every language).
    pub doc: Doc,
}

/// A code's Bulgarian and Ukrainian texts, each named: summary, what, why, fix. The example is
/// the English one (a quotation of a document or a code block), and the reference is the same for
/// every code of the module that uses it: its `REFERENCE_BG` and `REFERENCE_UK`. The stages whose
/// codes share one reference (`I`, `E`, `C`) import it under their own name.
macro_rules! texts_with_module_reference {
    ($code:ident, bg: [$bs:literal, $bw:literal, $by:literal, $bf:literal], uk: [$us:literal, $uw:literal, $uy:literal, $uf:literal]) => {
        $crate::diagnostic::l10n::Localized {
            code: $code,
            bg: $crate::diagnostic::l10n::Texts {
                summary: $bs,
                doc: $crate::diagnostic::Doc {
                    what: $bw,
                    why: $by,
                    example: "",
                    fix: $bf,
                    reference: REFERENCE_BG,
                },
            },
            uk: $crate::diagnostic::l10n::Texts {
                summary: $us,
                doc: $crate::diagnostic::Doc {
                    what: $uw,
                    why: $uy,
                    example: "",
                    fix: $uf,
                    reference: REFERENCE_UK,
                },
            },
        }
    };
}
pub(crate) use texts_with_module_reference;

/// A code's Bulgarian and Ukrainian documentation, registered beside the code.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Localized {
    /// The code.
    pub code: Code,
    /// Bulgarian.
    pub bg: Texts,
    /// Ukrainian.
    pub uk: Texts,
}

impl Localized {
    /// The texts of a language (`None` for English: the code's own documentation).
    pub fn texts(&self, lang: Lang) -> Option<&Texts> {
        match lang {
            Lang::Bg => Some(&self.bg),
            Lang::Uk => Some(&self.uk),
            Lang::En => None,
        }
    }
}

/// The five headings of `explain`, in a language.
pub fn headings(lang: Lang) -> [&'static str; 5] {
    match lang {
        Lang::En => ["What it finds", "Why it matters", "Example", "Fix", "Reference"],
        Lang::Bg => ["Какво открива", "Защо е важно", "Пример", "Как да се поправи", "Източник"],
        Lang::Uk => ["Що виявляє", "Чому це важливо", "Приклад", "Як виправити", "Джерело"],
    }
}

/// The documentation as Markdown in a language: the five parts under their headings. `example`
/// is the example to print (the caller may have rewritten its keywords into the language).
pub fn explanation(doc: &Doc, example: &str, lang: Lang) -> String {
    let h = headings(lang);
    format!(
        "## {}\n\n{}\n\n## {}\n\n{}\n\n## {}\n\n{}\n\n## {}\n\n{}\n\n## {}\n\n{}\n",
        h[0],
        doc.what.trim(),
        h[1],
        doc.why.trim(),
        h[2],
        example.trim(),
        h[3],
        doc.fix.trim(),
        h[4],
        doc.reference.trim()
    )
}

/// The word for a severity in reports for people (`error`, `грешка`, `помилка`).
pub fn severity_word(severity: Severity, lang: Lang) -> &'static str {
    match (lang, severity) {
        (Lang::En, s) => s.as_str(),
        (Lang::Bg, Severity::Error) => "грешка",
        (Lang::Bg, Severity::Warning) => "предупреждение",
        (Lang::Bg, Severity::Note) => "бележка",
        (Lang::Uk, Severity::Error) => "помилка",
        (Lang::Uk, Severity::Warning) => "попередження",
        (Lang::Uk, Severity::Note) => "примітка",
    }
}

/// The words ariadne prints before help lines and notes (`Help`, `Note`), in a language.
pub fn frame_words(lang: Lang) -> (&'static str, &'static str) {
    match lang {
        Lang::En => ("Help", "Note"),
        Lang::Bg => ("Съвет", "Бележка"),
        Lang::Uk => ("Порада", "Примітка"),
    }
}

/// "error", "грешка", "помилка".
pub const ERRORS: Noun = Noun {
    en: ["error", "errors"],
    bg: ["грешка", "грешки"],
    uk: ["помилка", "помилки", "помилок"],
};

/// "warning", "предупреждение", "попередження".
pub const WARNINGS: Noun = Noun {
    en: ["warning", "warnings"],
    bg: ["предупреждение", "предупреждения"],
    uk: ["попередження", "попередження", "попереджень"],
};

/// "note", "бележка", "примітка".
pub const NOTES: Noun = Noun {
    en: ["note", "notes"],
    bg: ["бележка", "бележки"],
    uk: ["примітка", "примітки", "приміток"],
};

/// "file", "файл", "файл".
pub const FILES: Noun =
    Noun {
        en: ["file", "files"], bg: ["файл", "файла"], uk: ["файл", "файли", "файлів"]
    };

/// A list for "expected one of" lines: at most `max` items, then how many were left out
/// (`a, b, c and 7 more`, `a, b, c и още 7`, `a, b, c та ще 7`).
pub fn list_with_rest(items: &[&str], max: usize, lang: Lang) -> String {
    let shown: Vec<String> = items.iter().take(max).map(|s| format!("`{s}`")).collect();
    let rest = items.len().saturating_sub(max);
    let mut text = shown.join(", ");
    if rest > 0 {
        text.push_str(&match lang {
            Lang::En => format!(" and {rest} more"),
            Lang::Bg => format!(" и още {rest}"),
            Lang::Uk => format!(" та ще {rest}"),
        });
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ukrainian_counted_forms() {
        let tour = Noun { en: ["", ""], bg: ["", ""], uk: ["тур", "тури", "турів"] };
        let f = |n| tour.form(Lang::Uk, n);
        assert_eq!(
            [f(1), f(2), f(4), f(5), f(11), f(12), f(21), f(22), f(25)],
            ["тур", "тури", "тури", "турів", "турів", "турів", "тур", "тури", "турів"]
        );
    }

    #[test]
    fn lists_say_how_many_were_left_out() {
        assert_eq!(list_with_rest(&["a", "b", "c"], 2, Lang::Bg), "`a`, `b` и още 1");
        assert_eq!(list_with_rest(&["a", "b"], 5, Lang::Uk), "`a`, `b`");
    }
}
