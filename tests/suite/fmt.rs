//! `reglament fmt`: the canonical layout is idempotent on every regulation in the repository,
//! keeps every comment and every string byte for byte, and changes no finding.

use crate::common::{path, reglament, root};
use reglament::source::SourceFile;
use std::path::PathBuf;

fn regulations() -> Vec<PathBuf> {
    let mut out = Vec::new();
    for dir in ["regulations", "regulations/extra"] {
        for e in std::fs::read_dir(root().join(dir)).unwrap() {
            let p = e.unwrap().path();
            if p.extension().is_some_and(|x| x == "rgl") {
                out.push(p);
            }
        }
    }
    out.sort();
    assert!(out.len() >= 15, "{out:?}");
    out
}

fn format(name: &str, text: &str) -> String {
    reglament::format::format(&SourceFile::new(name, text, "UTF-8"))
        .unwrap_or_else(|d| panic!("{name}: {d:?}"))
}

/// The comments (`#…` outside strings) and the strings of a file, in order.
fn comments_and_strings(text: &str) -> (Vec<String>, Vec<String>) {
    let file = SourceFile::new("x", text, "UTF-8");
    let doc = reglament::syntax::parse(&file).unwrap();
    let mut strings = Vec::new();
    let mut spans = Vec::new();
    fn walk(
        stmts: &[reglament::syntax::ast::Statement],
        text: &str,
        strings: &mut Vec<String>,
        spans: &mut Vec<(usize, usize)>,
    ) {
        for s in stmts {
            for v in &s.values {
                spans.push((v.span.start, v.span.end));
                if matches!(v.kind, reglament::syntax::ast::ValueKind::Str(_)) {
                    strings.push(text[v.span.start..v.span.end].to_string());
                }
            }
            if let Some(b) = &s.block {
                walk(&b.statements, text, strings, spans);
            }
        }
    }
    walk(&doc.statements, text, &mut strings, &mut spans);
    let mut comments = Vec::new();
    let mut at = 0;
    spans.sort();
    for (start, end) in spans.into_iter().chain([(text.len(), text.len())]) {
        for line in text[at..start.max(at)].split('\n') {
            if let Some(i) = line.find('#') {
                comments.push(line[i..].trim_end().to_string());
            }
        }
        at = at.max(end);
    }
    (comments, strings)
}

fn findings(name: &str, text: &str) -> Vec<(String, String)> {
    let c = reglament::compile(name, text.as_bytes(), &reglament::Options::default());
    let mut v: Vec<(String, String)> =
        c.diagnostics.iter().map(|d| (d.code.to_string(), d.message.clone())).collect();
    v.sort();
    v
}

#[test]
fn fmt_is_idempotent_keeps_comments_and_prose_and_every_finding() {
    for p in regulations() {
        let name = p.display().to_string();
        let text = std::fs::read_to_string(&p).unwrap();
        let once = format(&name, &text);
        assert_eq!(format(&name, &once), once, "{name}: not idempotent");
        assert_eq!(
            comments_and_strings(&once),
            comments_and_strings(&text),
            "{name}: comments or prose changed"
        );
        assert_eq!(findings(&name, &once), findings(&name, &text), "{name}: findings changed");
    }
}

#[test]
fn fmt_aligns_tables_and_puts_one_statement_on_a_line() {
    let text = "регламент \"Т\" език bg   # заглавие\n\n\n\
                участници брой 2 { 1 GM \"Voiska Margarita\" 2319 клуб \"Lokomotiv\"; 12 \"Raeva Elitsa\" 2207 }\n\
                програма {\n  # първи ден\n  2021-03-11 четвъртък 14.30 кръг 1\n  2021-03-12 14:30 ч. кръг 2\n}\n\
                раздел 1.1 { \"Текст.\" }\nраздел 2 \"Глава\" { \"Текст.\" }\n";
    let out = format("t.rgl", text);
    assert_eq!(
        out,
        "регламент \"Т\" език bg # заглавие\n\n\
         участници брой 2 {\n  1  GM \"Voiska Margarita\" 2319 клуб \"Lokomotiv\"\n  12    \"Raeva Elitsa\"     2207\n}\n\
         програма {\n  # първи ден\n  2021-03-11 четвъртък 14.30    кръг 1\n  2021-03-12           14:30 ч. кръг 2\n}\n\
         раздел 1.1 { \"Текст.\" }\nраздел 2 \"Глава\" {\n  \"Текст.\"\n}\n"
    );
}

/// A keyword spelled in another language than the file's other keywords takes the file's
/// spelling; tie-break codes that look like keywords (`WIN`) stay.
#[test]
fn fmt_writes_keywords_in_the_files_own_language() {
    let text = "регламент \"Т\" език bg\nsystem индивидуално кръгова 9 кръга\nкласиране {\n  показатели DE, WIN\n}\nпрограма {\n  2021-03-11 14:30 round 1\n}\n";
    let out = format("t.rgl", text);
    assert!(out.contains("система индивидуално кръгова 9 кръга"), "{out}");
    assert!(out.contains("показатели DE, WIN"), "{out}");
    assert!(out.contains("2021-03-11 14:30 кръг 1"), "{out}");
}

#[test]
fn fmt_check_and_diff_change_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("x.rgl");
    std::fs::copy(path("regulations/000-bg-women-2021.rgl"), &file).unwrap();
    let before = std::fs::read(&file).unwrap();
    let r = reglament(&["fmt", "--check", file.to_str().unwrap()]);
    assert_eq!(r.code, 1);
    assert!(r.err.contains("would reformat"), "{}", r.err);
    let r = reglament(&["fmt", "--diff", file.to_str().unwrap()]);
    assert!(r.out.contains("@@") && r.out.contains("+  1  GM \"Voiska Margarita\""), "{}", r.out);
    assert_eq!(std::fs::read(&file).unwrap(), before);
    let r = reglament(&["fmt", file.to_str().unwrap()]);
    assert_eq!(r.code, 0, "{}", r.err);
    let r = reglament(&["fmt", "--check", file.to_str().unwrap()]);
    assert_eq!(r.code, 0, "{}", r.err);
    // A file that does not parse is reported, not touched.
    let bad = dir.path().join("bad.rgl");
    std::fs::write(&bad, "regulation \"x\" lang bg\nsystem )\n").unwrap();
    let r = reglament(&["fmt", bad.to_str().unwrap()]);
    assert_eq!(r.code, 1);
    assert!(r.err.contains("[P001]"), "{}", r.err);
}

/// A model as JSON without its spans (which move when a keyword's length changes) and without
/// the language its keywords are written in.
fn model_without_spans(name: &str, text: &str) -> Option<serde_json::Value> {
    fn strip(v: &mut serde_json::Value) {
        match v {
            serde_json::Value::Object(map) => {
                // A review mark's `fact` is where its statement is.
                map.retain(|k, _| {
                    !k.ends_with("span") && k != "keyword_lang" && k != "spans" && k != "fact"
                });
                map.values_mut().for_each(strip);
            }
            serde_json::Value::Array(items) => items.iter_mut().for_each(strip),
            _ => {}
        }
    }
    let c = reglament::compile(name, text.as_bytes(), &reglament::Options::default());
    let mut v = serde_json::to_value(c.model?).ok()?;
    strip(&mut v);
    Some(v)
}

fn codes(name: &str, text: &str) -> Vec<String> {
    let c = reglament::compile(name, text.as_bytes(), &reglament::Options::default());
    let mut v: Vec<String> = c.diagnostics.iter().map(|d| d.code.to_string()).collect();
    v.sort();
    v
}

/// The lower-case words of a file (outside strings, comments and tie-break or `allow` lists)
/// that are keywords spelled in another language than `lang`, where `lang` has a spelling.
fn foreign_keywords(text: &str, lang: reglament::vocab::Lang) -> Vec<String> {
    use reglament::model::keywords::{lookup, normalise, Kw, SPELLINGS};
    use reglament::syntax::ast::Statement;
    fn walk(stmts: &[Statement], lang: reglament::vocab::Lang, out: &mut Vec<String>) {
        for s in stmts {
            let head = s.values.first().and_then(|v| v.as_word());
            let codes = head.is_some_and(|w| lookup(w, &[Kw::Tiebreaks, Kw::Allow]).is_some());
            for (i, v) in s.values.iter().enumerate() {
                let Some(w) = v.as_word() else { continue };
                if i > 0 && (codes || w.chars().any(char::is_uppercase)) {
                    continue;
                }
                let norm = normalise(w);
                let entries: Vec<_> = SPELLINGS.iter().filter(|(_, _, s)| *s == norm).collect();
                let translatable = entries
                    .iter()
                    .all(|(k, _, _)| SPELLINGS.iter().any(|(k2, l, _)| k2 == k && *l == lang));
                if !entries.is_empty()
                    && !entries.iter().any(|(_, l, _)| *l == lang)
                    && translatable
                {
                    out.push(w.to_string());
                }
            }
            if let Some(b) = &s.block {
                walk(&b.statements, lang, out);
            }
        }
    }
    let doc = reglament::syntax::parse(&SourceFile::new("x", text, "UTF-8")).unwrap();
    let mut out = Vec::new();
    walk(&doc.statements, lang, &mut out);
    out.sort();
    out.dedup();
    out
}

/// `fmt --keywords`: every regulation of the repository and every code fixture, rewritten into
/// each language, means the same (the same model, the same findings), keeps its layout, its
/// comments and its prose, is written in that language's keywords, and is rewritten again to
/// itself.
#[test]
fn keywords_rewritten_into_any_language_mean_the_same() {
    use reglament::vocab::Lang;
    let mut files = regulations();
    for e in std::fs::read_dir(root().join("tests/fixtures/codes")).unwrap() {
        let p = e.unwrap().path();
        if p.extension().is_some_and(|x| x == "rgl") {
            files.push(p);
        }
    }
    let mut rewritten_files = 0;
    for p in files {
        let name = p.display().to_string();
        let Ok(text) = std::fs::read_to_string(&p) else { continue }; // the encoding fixtures
        let file = SourceFile::new(name.as_str(), text.as_str(), "UTF-8");
        if reglament::syntax::parse(&file).is_err() {
            continue;
        }
        let model = model_without_spans(&name, &text);
        for lang in [Lang::Bg, Lang::Uk, Lang::En] {
            let out = reglament::format::rewrite_keywords(&file, lang).unwrap();
            let again = reglament::format::rewrite_keywords(
                &SourceFile::new(name.as_str(), out.as_str(), "UTF-8"),
                lang,
            )
            .unwrap();
            assert_eq!(again, out, "{name} → {lang:?}: not idempotent");
            assert_eq!(
                model_without_spans(&name, &out),
                model,
                "{name} → {lang:?}: the model changed"
            );
            assert_eq!(
                codes(&name, &out),
                codes(&name, &text),
                "{name} → {lang:?}: findings changed"
            );
            assert_eq!(
                comments_and_strings(&out),
                comments_and_strings(&text),
                "{name} → {lang:?}"
            );
            assert_eq!(
                out.lines().count(),
                text.lines().count(),
                "{name} → {lang:?}: the layout changed"
            );
            if let Some(m) = reglament::compile(&name, out.as_bytes(), &Default::default()).model {
                if model.is_some() && out != text {
                    assert_eq!(m.keyword_lang, lang, "{name} → {lang:?}");
                }
            }
            assert_eq!(foreign_keywords(&out, lang), Vec::<String>::new(), "{name} → {lang:?}");
            rewritten_files += usize::from(out != text);
        }
    }
    assert!(rewritten_files > 300, "{rewritten_files}");
}

#[test]
fn fmt_keywords_rewrites_the_file_in_place_in_its_encoding() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("x.rgl");
    let text = std::fs::read_to_string(path("regulations/000-bg-women-2021.rgl")).unwrap();
    let crlf = text.replace('\n', "\r\n");
    let (cp1251, _, _) = encoding_rs::WINDOWS_1251.encode(&crlf);
    std::fs::write(&file, &cp1251).unwrap();
    let r = reglament(&["fmt", "--keywords", "bg", file.to_str().unwrap()]);
    assert_eq!(r.code, 0, "{}", r.err);
    let bytes = std::fs::read(&file).unwrap();
    let (out, _, bad) = encoding_rs::WINDOWS_1251.decode(&bytes);
    assert!(!bad && out.contains("\r\n") && !out.replace("\r\n", "").contains('\n'));
    assert!(
        out.contains("събитие {\r\n  организатор \"Българската федерация по шахмат\""),
        "{out}"
    );
    assert!(
        out.contains("  1  GM \"Voiska Margarita\"      2319 клуб"),
        "the layout is kept: {out}"
    );
    let r = reglament(&["fmt", "--keywords", "bg", "--check", file.to_str().unwrap()]);
    assert_eq!(r.code, 0, "{}", r.err);
    let r = reglament(&["fmt", "--keywords", "uk", "--check", file.to_str().unwrap()]);
    assert_eq!(r.code, 1, "{}", r.err);
}
