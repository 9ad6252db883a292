//! The registry and the vocabulary for people: a code's documentation (`reglament explain`,
//! the editor's explanations), every code in a table (`reglament rules`), the keywords of the
//! regulation language (`reglament keywords`), in English, Bulgarian or Ukrainian.

use crate::diagnostic::l10n::{explanation, severity_word};
use crate::diagnostic::CodeInfo;
use crate::model::keywords::{self, spellings_of, GROUPS};
use crate::vocab::lang::{ph, Phrase};
use crate::vocab::{suggest, Lang};

/// A code's documentation, or why there is none (the closest code or name when there is one).
pub fn code(code: &str, lang: Lang) -> Result<String, String> {
    match crate::registry::lookup(code) {
        Some(i) => Ok(documentation(i, lang)),
        None => Err(unknown_code(code)),
    }
}

/// The documentation `explain` prints for a code in a language (English parts where the code
/// has no translation). An English example that is a code block is shown with its keywords in
/// the language (`regulation` → `регламент`), since every spelling is accepted.
pub fn documentation(info: &'static CodeInfo, lang: Lang) -> String {
    let texts = crate::registry::texts(info.code, lang);
    let (summary, doc) = match texts {
        Some(t) => (t.summary, t.doc),
        None => (info.summary, info.doc),
    };
    let example = if doc.example.trim().is_empty() {
        keywords::localise_code(info.doc.example, lang)
    } else {
        doc.example.to_string()
    };
    let lang = if texts.is_some() { lang } else { Lang::En };
    format!(
        "{} {} ({})\n\n{}\n\n{}",
        info.code,
        info.name,
        severity_word(info.severity, lang),
        summary,
        explanation(&doc, &example, lang)
    )
}

/// "unknown code `X`", with the closest code or name when there is one.
pub fn unknown_code(word: &str) -> String {
    let all = crate::registry::all();
    let candidates: Vec<&str> = all.iter().flat_map(|c| [c.info().code, c.info().name]).collect();
    match suggest::closest(word, candidates.iter().copied()) {
        Some(c) => format!("unknown code `{word}`; did you mean `{c}`?"),
        None => format!("unknown code `{word}`; `reglament rules` lists them all"),
    }
}

/// Every code with its name, default severity and summary, one line each.
pub fn rules(lang: Lang) -> String {
    let mut text = String::new();
    for c in crate::registry::all() {
        let c = c.info();
        let translated = crate::registry::texts(c.code, lang).is_some();
        let sev = severity_word(c.severity, if translated { lang } else { Lang::En });
        text.push_str(&format!(
            "{:<6} {:<40} {:<15} {}\n",
            c.code,
            c.name,
            sev,
            crate::registry::summary(c, lang)
        ));
    }
    text
}

/// The group headings in a language.
fn heading(group: &str, lang: Lang) -> &str {
    const HEADINGS: &[Phrase] = &[
        ph!(en: "header", bg: "заглавен ред", uk: "заголовний рядок"),
        ph!(en: "top level", bg: "най-горно ниво", uk: "верхній рівень"),
        ph!(en: "event", bg: "събитие (event)", uk: "подія (event)"),
        ph!(en: "system", bg: "система на провеждане", uk: "система проведення"),
        ph!(en: "players, teams", bg: "участници и отбори", uk: "учасники та команди"),
        ph!(en: "team-composition", bg: "състав на отборите", uk: "склад команд"),
        ph!(en: "time-control", bg: "контрола на времето", uk: "контроль часу"),
        ph!(en: "units and switches", bg: "мерни единици и превключватели", uk: "одиниці та перемикачі"),
        ph!(en: "schedule", bg: "програма", uk: "програма"),
        ph!(en: "ranking, subclassification", bg: "класиране и подкласиране", uk: "класифікація та підкласифікація"),
        ph!(en: "validity", bg: "валидност", uk: "валідність"),
        ph!(en: "claims", bg: "заявени данни", uk: "заявлені дані"),
        ph!(en: "officials", bg: "съдии", uk: "судді"),
        ph!(en: "appeals", bg: "контестации", uk: "протести"),
        ph!(en: "prizes", bg: "награди", uk: "нагороди"),
    ];
    match HEADINGS.iter().find(|p| p.en == group) {
        Some(p) => p.get(lang),
        None => group,
    }
}

/// The table `keywords` prints: one section per block; in each, one line per keyword with its
/// spellings (English first), or English and one language's spellings with `--lang`.
pub fn keywords(lang: Option<Lang>) -> String {
    let mut out = String::new();
    let langs: Vec<Lang> = match lang {
        None | Some(Lang::En) => vec![Lang::En, Lang::Bg, Lang::Uk],
        Some(l) => vec![Lang::En, l],
    };
    let title_lang = lang.unwrap_or(Lang::En);
    for (group, kws) in GROUPS {
        out.push_str(&format!("## {}\n", heading(group, title_lang)));
        for kw in *kws {
            let cells: Vec<String> =
                langs.iter().map(|l| spellings_of(*kw, *l).join(", ")).collect();
            let mut line = String::new();
            for (i, c) in cells.iter().enumerate() {
                if i + 1 == cells.len() {
                    line.push_str(c);
                } else {
                    let width = 28usize.saturating_sub(c.chars().count()).max(1);
                    line.push_str(c);
                    line.push_str(&" ".repeat(width));
                }
            }
            out.push_str(line.trim_end());
            out.push('\n');
        }
        out.push('\n');
    }
    out
}

/// A code's documentation as the editor shows it beside her file, in `lang`: the keywords it
/// quotes (between backticks) and its example in `spelling`, the keyword language of her file;
/// in Bulgarian or Ukrainian, without the code's English name, without the comments of an
/// example that has no translation (they are English), and naming the editor's guide where the
/// command-line text names the grammar's description or a command.
pub fn for_page(info: &'static CodeInfo, lang: Lang, spelling: Lang) -> String {
    let texts = crate::registry::texts(info.code, lang);
    let (summary, doc) = match texts {
        Some(t) => (t.summary, t.doc),
        None => (info.summary, info.doc),
    };
    let translated_example = !doc.example.trim().is_empty();
    let example = if translated_example { doc.example } else { info.doc.example };
    let example = if lang == Lang::En || translated_example {
        example.to_string()
    } else {
        without_comments(example)
    };
    let example = keywords::localise_code(&example, spelling);
    let shown = if texts.is_some() { lang } else { Lang::En };
    let head = match shown {
        Lang::En => {
            format!("{} {} ({})", info.code, info.name, severity_word(info.severity, shown))
        }
        _ => format!("{} ({})", info.code, severity_word(info.severity, shown)),
    };
    let body = format!("{head}\n\n{summary}\n\n{}", explanation(&doc, &example, shown));
    let mut body = keywords::localise_snippets(&body, spelling);
    if shown != Lang::En {
        let (grammar, keywords_list) = match shown {
            Lang::Uk => (
                "опис мови регламентів у посібнику (кнопка «Довідка»)",
                "перелік ключових слів у посібнику (кнопка «Довідка»)",
            ),
            _ => (
                "описанието на езика на регламентите в ръководството (бутон „Помощ“)",
                "списъкът с ключови думи в ръководството (бутон „Помощ“)",
            ),
        };
        for shape in [", „Shape“", ", «Shape»", ", \"Shape\"", " „Shape“", " «Shape»", " \"Shape\""]
        {
            body = body.replace(shape, "");
        }
        body = body
            .replace("grammar/GRAMMAR.md", grammar)
            .replace("`reglament keywords`", keywords_list);
    }
    body
}

/// An example regulation excerpt without its comments (whole comment lines go; a comment after
/// a statement is cut, outside strings).
fn without_comments(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for line in text.split_inclusive('\n') {
        if line.trim_start().starts_with('#') {
            continue;
        }
        let mut in_string = false;
        let mut cut = None;
        for (i, c) in line.char_indices() {
            match c {
                '"' => in_string = !in_string,
                '#' if !in_string => {
                    cut = Some(i);
                    break;
                }
                _ => {}
            }
        }
        match cut {
            Some(i) => {
                out.push_str(line[..i].trim_end());
                if line.ends_with('\n') {
                    out.push('\n');
                }
            }
            None => out.push_str(line),
        }
    }
    out
}
