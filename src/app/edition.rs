//! Next year's regulation (`reglament edition`, and the editor's "new edition" button): a
//! regulation's bytes decoded, its next edition made by the edition stage, encoded back as the
//! file was (its encoding and byte-order mark), with the unified diff of the change and the
//! name the new file takes beside the old one.

use crate::diagnostic::Diagnostic;
use crate::edition::{self, Edition, Refusal};
use crate::source::SourceFile;
use crate::vocab::Lang;
use std::path::{Path, PathBuf};

/// A new edition made.
#[derive(Debug)]
pub struct Made {
    /// The old file, decoded.
    pub file: SourceFile,
    /// The new edition.
    pub edition: Edition,
    /// Its text encoded as the old file was; `Err` when that encoding cannot hold it.
    pub bytes: Result<Vec<u8>, String>,
    /// The unified diff from the old text to the new.
    pub diff: String,
    /// The regulation's language (the summary is written in it).
    pub lang: Lang,
}

/// Why no new edition was made.
#[derive(Debug)]
pub enum Refused {
    /// The file cannot be decoded, parsed or lowered cleanly: the findings say why.
    Findings(SourceFile, Vec<Diagnostic>),
    /// A reason, in the language asked for.
    Reason(String),
}

/// The next edition of the regulation `bytes` (named `name`).
pub fn file(
    name: &str,
    bytes: &[u8],
    request: &edition::Request,
    lang: Option<Lang>,
) -> Result<Made, Refused> {
    let decoded = match crate::decode::decode(name, bytes, None) {
        Ok(d) => d,
        Err(d) => {
            let file = crate::decode::error_source(name, bytes, None);
            return Err(Refused::Findings(file, vec![d]));
        }
    };
    let file = decoded.file;
    let file_lang = crate::model::sniff_lang(&file.text).unwrap_or(Lang::En);
    let l = lang.unwrap_or(file_lang);
    let made = edition::next(name, &file.text, request).map_err(|r| match r {
        Refusal::Broken(mut findings) => {
            for d in &mut findings {
                d.localize(l);
            }
            Refused::Findings(file.clone(), findings)
        }
        Refusal::NoDates => Refused::Reason(crate::diagnostic::l10n::tr!(
            l,
            en: "`{name}` states no dates (`event {{ dates … }}` or a dated programme): there is nothing to move",
            bg: "`{name}` не посочва дати (`event {{ dates … }}` или програма с дати): няма какво да се премести",
            uk: "`{name}` не вказує дат (`event {{ dates … }}` чи програми з датами): нема чого переносити"
        )),
        Refusal::OutOfRange => Refused::Reason(crate::diagnostic::l10n::tr!(
            l,
            en: "the new dates would fall outside the years 1900–2200",
            bg: "новите дати биха излезли извън годините 1900–2200",
            uk: "нові дати вийшли б за межі 1900–2200 років"
        )),
    })?;
    let mut made = made;
    let mut encoded = crate::decode::encode_like(&made.text, file.encoding, bytes);
    // The arrow of the review marks (`2021 → 2022`) is not in Windows-1251 or KOI8: `->` there.
    if encoded.is_err() && made.text.contains('→') {
        made.text = made.text.replace('→', "->");
        encoded = crate::decode::encode_like(&made.text, file.encoding, bytes);
    }
    let bytes = encoded;
    let diff = super::check::unified_diff(name, &file.text, &made.text);
    Ok(Made { file, edition: made, bytes, diff, lang: l })
}

/// Where the new edition goes beside `old` when no output is named: the old start year in the
/// file's name becomes the new one (`uk-lviv-blitz-2026.rgl` → `uk-lviv-blitz-2027.rgl`); a name
/// without it gets the new year before the extension (`bg-open.rgl` → `bg-open.2027.rgl`).
pub fn beside(old: &Path, made: &Edition) -> PathBuf {
    let (from, to) = (made.old.0.year().to_string(), made.new.0.year().to_string());
    let name = old.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    let (stem, ext) = match name.rfind('.') {
        Some(i) if i > 0 => (name[..i].to_string(), name[i..].to_string()),
        _ => (name.clone(), String::new()),
    };
    let new = match stem.rfind(&from) {
        Some(i) if from != to => format!("{}{to}{}{ext}", &stem[..i], &stem[i + from.len()..]),
        _ => format!("{stem}.{to}{ext}"),
    };
    old.with_file_name(new)
}

/// What the new edition changed, in a language, one line.
pub fn summary(made: &Made, target: &Path, l: Lang) -> String {
    use crate::diagnostic::l10n::{tr, Noun};
    const DAYS: Noun =
        Noun {
            en: ["day", "days"], bg: ["ден", "дни"], uk: ["день", "дні", "днів"]
        };
    const MARKS: Noun = Noun {
        en: ["review mark", "review marks"],
        bg: ["отметка за проверка", "отметки за проверка"],
        uk: ["позначка перевірки", "позначки перевірки", "позначок перевірки"],
    };
    let e = &made.edition;
    let s = &e.summary;
    let target = target.display();
    let days = DAYS.count(l, e.days.unsigned_abs());
    let (from, to) = (e.old.0, e.new.0);
    let mut parts = vec![tr!(
        l,
        en: "dates moved by {days} ({from} → {to})",
        bg: "датите са преместени с {days} ({from} → {to})",
        uk: "дати перенесено на {days} ({from} → {to})"
    )];
    let (w, x, a, p) = (s.weekdays, s.words, s.amounts, s.participants);
    if w > 0 {
        parts.push(tr!(l, en: "{w} weekdays written again", bg: "дни от седмицата написани отново: {w}", uk: "днів тижня написано заново: {w}"));
    }
    if let Some((o, n)) = s.edition {
        parts.push(
            tr!(l, en: "edition {o} → {n}", bg: "издание {o} → {n}", uk: "видання {o} → {n}"),
        );
    }
    if x > 0 {
        parts.push(tr!(l, en: "{x} words of the text changed", bg: "променени думи в текста: {x}", uk: "змінено слів у тексті: {x}"));
    }
    if a > 0 {
        parts
            .push(tr!(l, en: "{a} amounts in euro", bg: "суми в евро: {a}", uk: "сум у євро: {a}"));
    }
    if p > 0 {
        parts.push(tr!(l, en: "{p} participants removed", bg: "премахнати участници: {p}", uk: "вилучено учасників: {p}"));
    }
    let marks = MARKS.count(l, s.marks as u64);
    let done = parts.join("; ");
    tr!(
        l,
        en: "wrote `{target}`: {done}; to confirm: {marks} (`reglament check` lists them)",
        bg: "записан е `{target}`: {done}; за потвърждаване: {marks} (`reglament check` ги изброява)",
        uk: "записано `{target}`: {done}; для підтвердження: {marks} (`reglament check` їх перелічує)"
    )
}

/// The programme of a regulation's text (named `path`) as an iCalendar file, as `build` writes
/// each regulation's `.ics` (the editor's "ICS"); `None` when the text does not lower.
pub fn calendar(path: &str, text: &str) -> Option<String> {
    let options = crate::Options { no_checks: true, ..crate::Options::default() };
    let compiled = crate::compile(path, text.as_bytes(), &options);
    let reg = compiled.model.filter(|m| m.broken.is_empty())?;
    let stem = path.trim_end_matches(".rgl");
    let item = crate::render::season::Published { reg: &reg, stem, draft: false };
    let name = reg.event.name.as_ref().map_or(reg.title.value.as_str(), |n| n.value.as_str());
    Some(crate::render::season::ics(std::slice::from_ref(&item), name))
}
