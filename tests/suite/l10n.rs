//! Diagnostics in the secretary's and the arbiter's language: every code of every family
//! (decoding, parsing, lowering, checks, import, results, standings, documents) is documented
//! in Bulgarian and Ukrainian (the five parts), the findings of every fixture and of every
//! regulation in `regulations/` read in Bulgarian and Ukrainian with no English word (names,
//! codes, keywords and quoted text aside), a did-you-mean never crosses languages, and the same
//! findings are written in English with `--lang en`.

use crate::common::{compile_file_in, path};
use reglament::diagnostic::Diagnostic;
use reglament::vocab::Lang;
use reglament::{compile, Options};

/// The families whose codes must have Bulgarian and Ukrainian texts: every family (decoding,
/// parsing, lowering, checks, import, and what an arbiter reads: results, standings and
/// documents).
const TRANSLATED_FAMILIES: [char; 8] = ['D', 'P', 'L', 'V', 'I', 'T', 'S', 'R'];

/// Words in Latin letters with a lowercase letter, outside what may be Latin in a Bulgarian or
/// Ukrainian text: anything in backticks (keywords, user text, codes), fenced code blocks, text
/// in „…“ quotes (titles of English documents cited), paths and file names, abbreviations and
/// codes in capitals (`ФИДЕ C.07`, `BH/C1`, `WGM`, `UTF-8`), names (`Windows-1251`, `Word`), and
/// the mathematical names of the FIDE formulas (`n`, `r`, `dp`, `log2`).
fn english_words(text: &str) -> Vec<String> {
    let mut plain = String::new();
    let mut in_fence = false;
    for line in text.lines() {
        if line.trim_start().starts_with("```") {
            in_fence = !in_fence;
            continue;
        }
        if !in_fence {
            plain.push_str(line);
            plain.push('\n');
        }
    }
    let mut kept = String::new();
    let (mut tick, mut quote) = (false, false);
    for c in plain.chars() {
        match c {
            '`' => tick = !tick,
            '„' if !tick => quote = true,
            '“' | '”' if !tick => quote = false,
            _ if tick || quote => {}
            _ => kept.push(c),
        }
    }
    const MATH: &[&str] = &["n", "r", "dp", "log", "log2", "MiB", "KB", "x"];
    let mut out = Vec::new();
    for token in kept.split_whitespace() {
        let path_like = token.contains('/')
            || token.contains('_')
            || token.contains(".rs")
            || token.contains(".md")
            || token.contains(".rgl")
            || token.contains(".txt");
        if path_like {
            continue;
        }
        for word in token.split(|c: char| !c.is_ascii_alphanumeric()) {
            let has_lower = word.chars().any(|c| c.is_ascii_lowercase());
            let latin = word.chars().any(|c| c.is_ascii_alphabetic());
            // A capitalised word is a name (`Windows`, `Word`, `Swiss Manager`), not English.
            let name = word.starts_with(|c: char| c.is_ascii_uppercase());
            if latin && has_lower && !name && !MATH.contains(&word) {
                out.push(word.to_string());
            }
        }
    }
    out
}

#[test]
fn the_checker_of_english_words_works() {
    assert_eq!(english_words("непозната дума `venu` в `event`"), Vec::<String>::new());
    assert_eq!(
        english_words("the regulation does not say"),
        ["the", "regulation", "does", "not", "say"]
    );
    assert_eq!(
        english_words("ФИДЕ C.07, чл. 5; `docs/x.md`, grammar/GRAMMAR.md „Prose and placeholders“"),
        Vec::<String>::new()
    );
    assert_eq!(english_words("```text\nsystem swiss\n```\nдобре"), Vec::<String>::new());
}

/// Every text of a finding: message, labels, notes, help.
fn texts(d: &Diagnostic) -> Vec<String> {
    let mut out = vec![d.message.clone()];
    out.extend(d.labels.iter().filter_map(|l| l.message.clone()));
    out.extend(d.notes.iter().cloned());
    out.extend(d.help.iter().cloned());
    out
}

fn translated(code: &str) -> bool {
    code.starts_with(TRANSLATED_FAMILIES)
}

#[test]
fn every_code_is_documented_in_bulgarian_and_ukrainian() {
    let mut problems = Vec::new();
    for code in reglament::registry::all() {
        let info = code.info();
        if !translated(info.code) {
            continue;
        }
        for lang in [Lang::Bg, Lang::Uk] {
            let Some(t) = reglament::registry::texts(info.code, lang) else {
                problems.push(format!("{}: no {lang:?} documentation", info.code));
                continue;
            };
            let d = &t.doc;
            for (part, text) in [
                ("summary", t.summary),
                ("what", d.what),
                ("why", d.why),
                ("fix", d.fix),
                ("reference", d.reference),
            ] {
                if text.trim().is_empty() {
                    problems.push(format!("{} {lang:?}: no `{part}`", info.code));
                }
                let english = english_words(text);
                if !english.is_empty() {
                    problems
                        .push(format!("{} {lang:?} {part}: English words {english:?}", info.code));
                }
            }
            // An example left empty borrows the English one, which must then be code only.
            let example = if d.example.trim().is_empty() { info.doc.example } else { d.example };
            let english = english_words(example);
            if !english.is_empty() {
                problems.push(format!("{} {lang:?} example: English words {english:?}", info.code));
            }
        }
    }
    assert!(problems.is_empty(), "{} problems:\n{}", problems.len(), problems.join("\n"));
}

#[test]
fn explain_prints_the_documentation_in_the_language_asked() {
    let bg = crate::common::reglament(&["explain", "V101", "--lang", "bg"]).out;
    assert!(bg.starts_with("V101 round-count-mismatch (грешка)\n\n"), "{bg}");
    for heading in
        ["## Какво открива", "## Защо е важно", "## Пример", "## Как да се поправи", "## Източник"]
    {
        assert!(bg.contains(heading), "{heading} missing:\n{bg}");
    }
    // The example's keywords are written in Bulgarian.
    assert!(bg.contains("система индивидуално кръгова кръга 10"), "{bg}");
    let uk =
        crate::common::reglament(&["explain", "weekday-does-not-match-date", "--lang", "uk"]).out;
    assert!(uk.starts_with("V207 weekday-does-not-match-date (помилка)"), "{uk}");
    assert!(uk.contains("## Як виправити"), "{uk}");
    let rules = crate::common::reglament(&["rules", "--lang", "bg"]).out;
    assert!(rules.contains("V901   event-dates-not-stated"), "{rules}");
    assert!(rules.contains("в регламента не е посочено кога се провежда турнирът"), "{rules}");
}

/// Every `.rgl` fixture of the translated families.
fn fixtures() -> Vec<std::path::PathBuf> {
    let mut out: Vec<_> = std::fs::read_dir(path("tests/fixtures/codes"))
        .expect("fixtures")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "rgl"))
        .filter(|p| {
            p.file_name()
                .and_then(|n| n.to_str())
                .is_some_and(|n| n.starts_with(TRANSLATED_FAMILIES))
        })
        .collect();
    out.sort();
    out
}

#[test]
fn findings_of_every_fixture_read_in_bulgarian_and_ukrainian_without_english() {
    let mut problems = Vec::new();
    let mut checked = 0;
    for file in fixtures() {
        let rel = file.strip_prefix(path("")).unwrap_or(&file).display().to_string();
        for lang in [Lang::Bg, Lang::Uk] {
            let c = compile_file_in(&rel, lang);
            for d in c.diagnostics.iter().filter(|d| translated(&d.code)) {
                checked += 1;
                assert_eq!(d.lang(), lang, "{rel}: {} is not in {lang:?}: {}", d.code, d.message);
                for t in texts(d) {
                    let english = english_words(&t);
                    if !english.is_empty() {
                        problems.push(format!("{rel} {lang:?} {}: {t:?} has {english:?}", d.code));
                    }
                }
            }
        }
    }
    assert!(checked > 300, "only {checked} findings checked");
    problems.dedup();
    assert!(problems.is_empty(), "{} problems:\n{}", problems.len(), problems.join("\n"));
}

#[test]
fn findings_of_the_regulations_read_in_their_language_and_in_english_on_request() {
    let mut files = Vec::new();
    for dir in ["regulations", "regulations/extra"] {
        for e in std::fs::read_dir(path(dir)).expect("regulations").flatten() {
            let p = e.path();
            if p.extension().is_some_and(|x| x == "rgl") {
                files.push(format!("{dir}/{}", e.file_name().to_string_lossy()));
            }
        }
    }
    files.sort();
    let mut problems = Vec::new();
    for rel in &files {
        let own = crate::common::compile_file(rel);
        let en = compile_file_in(rel, Lang::En);
        assert_eq!(
            own.diagnostics.len(),
            en.diagnostics.len(),
            "{rel}: the language changes what is found"
        );
        for (d, e) in own.diagnostics.iter().zip(&en.diagnostics) {
            assert_eq!((d.code, d.primary_span()), (e.code, e.primary_span()), "{rel}");
            if !translated(&d.code) {
                continue;
            }
            assert_eq!(d.lang(), own.lang, "{rel}: {} {}", d.code, d.message);
            for t in texts(d) {
                let english = english_words(&t);
                if !english.is_empty() {
                    problems.push(format!("{rel} {}: {t:?} has {english:?}", d.code));
                }
            }
            assert!(
                !english_words(&e.message).is_empty() || e.message.contains('`'),
                "{rel}: {}",
                e.message
            );
        }
    }
    assert!(problems.is_empty(), "{} problems:\n{}", problems.len(), problems.join("\n"));
}

#[test]
fn a_bulgarian_file_is_never_offered_a_ukrainian_spelling() {
    // `сбота` is as close to the Ukrainian `субота` as to the Bulgarian `събота`.
    let bg = "регламент \"Т\" език bg\nпрограма {\n  2025-05-03 сбота 10:00 кръг 1\n}\n";
    let c = compile("bg.rgl", bg.as_bytes(), &Options::default());
    let l012 = c.diagnostics.iter().find(|d| d.code == "L012").expect("L012");
    assert_eq!(l012.help.as_deref(), Some("може би `събота`?"));
    let uk = "регламент \"Т\" мова uk\nпрограма {\n  2025-05-03 сбота 10:00 тур 1\n}\n";
    let c = compile("uk.rgl", uk.as_bytes(), &Options::default());
    let l012 = c.diagnostics.iter().find(|d| d.code == "L012").expect("L012");
    assert_eq!(l012.help.as_deref(), Some("можливо, `субота`?"));
    // A keyword typo in a Bulgarian file gets a Bulgarian keyword.
    let bg = "регламент \"Т\" език bg\nтурнир {\n  мяст \"София\"\n}\n";
    let c = compile("bg.rgl", bg.as_bytes(), &Options::default());
    let l001 = c.diagnostics.iter().find(|d| d.code == "L001").expect("L001");
    assert_eq!(l001.help.as_deref(), Some("може би `място`?"));
}

#[test]
fn help_lines_quote_keywords_as_the_file_writes_them() {
    let uk = "регламент \"Т\" мова uk\nподія { місце \"Київ\"; дати 2025-05-01..2025-05-05 }\nсистема особиста швейцарська тури 5\nпротести { голова \"Іван Петренко\"; термін 30 хв після тур }\n";
    let c = compile("uk.rgl", uk.as_bytes(), &Options::default());
    let v701 = c.diagnostics.iter().find(|d| d.code == "V701").expect("V701");
    assert_eq!(
        v701.help.as_deref(),
        Some("додайте `застава СУМА ВАЛЮТА`, напр. `застава 400 UAH`")
    );
    let en =
        compile("uk.rgl", uk.as_bytes(), &Options { lang: Some(Lang::En), ..Options::default() });
    let v701 = en.diagnostics.iter().find(|d| d.code == "V701").expect("V701");
    assert_eq!(v701.help.as_deref(), Some("add `застава AMOUNT CURRENCY`, e.g. `застава 50 EUR`"));
}

#[test]
fn expected_one_of_says_how_many_were_left_out() {
    let bg = "регламент \"Т\" език bg\n\"текст без ключова дума\"\n";
    let c = compile("bg.rgl", bg.as_bytes(), &Options::default());
    let helps: Vec<&str> = c.diagnostics.iter().filter_map(|d| d.help.as_deref()).collect();
    let listed = helps.iter().find(|h| h.starts_with("очаква се една от думите:")).expect("a list");
    // The top level has 20 keywords: 12 are shown, then how many more.
    assert!(listed.ends_with("и още 8"), "{listed}");
    assert!(listed.contains("`събитие`") && !listed.contains("`event`"), "{listed}");
}

/// The same findings rendered for people in Bulgarian, Ukrainian and English: a Bulgarian seed
/// (faithful, with its real mistakes), a Ukrainian regulation, and fixtures of a lowering error,
/// a completeness finding and a prose mismatch.
#[test]
fn the_same_findings_rendered_in_bulgarian_ukrainian_and_english() {
    use reglament::diagnostic::render::{render_human, HumanOptions};
    let cases = [
        ("seed004", "regulations/004-bg-workers-festival-2024.rgl"),
        ("seed003", "regulations/003-uk-women-2013.rgl"),
        ("L002", "tests/fixtures/codes/L002.rgl"),
        ("V821", "tests/fixtures/codes/V821.rgl"),
        ("V844", "tests/fixtures/codes/V844.rgl"),
        ("V908", "tests/fixtures/codes/V908.rgl"),
    ];
    for (name, rel) in cases {
        for lang in [Lang::Bg, Lang::Uk, Lang::En] {
            let c = compile_file_in(rel, lang);
            let rendered: String = c
                .diagnostics
                .iter()
                .map(|d| render_human(&c.file, d, HumanOptions { color: false }))
                .collect();
            insta::assert_snapshot!(format!("{name}_{}", lang.code()), rendered);
        }
    }
}

/// Every Rust source of the library, with its path.
fn sources() -> Vec<(std::path::PathBuf, String)> {
    fn walk(dir: &std::path::Path, out: &mut Vec<std::path::PathBuf>) {
        for e in std::fs::read_dir(dir).unwrap().flatten() {
            let p = e.path();
            if p.is_dir() {
                walk(&p, out);
            } else if p.extension().is_some_and(|x| x == "rs") {
                out.push(p);
            }
        }
    }
    let mut paths = Vec::new();
    walk(&path("src"), &mut paths);
    paths.sort();
    paths.into_iter().map(|p| (p.clone(), std::fs::read_to_string(&p).unwrap())).collect()
}

/// Letters that only one of the two languages writes: Ukrainian `і ї є ґ`, Bulgarian `ъ`
/// (and `ы э ё`, which neither writes).
const UKRAINIAN_ONLY: &str = "іїєґІЇЄҐ";
const NOT_UKRAINIAN: &str = "ъыэёЪЫЭЁ";

#[test]
fn every_text_in_three_languages_names_them_and_each_is_in_its_language() {
    // A named text: `bg: "…"` holds no Ukrainian letter, `uk: "…"` no Bulgarian one, so a
    // Bulgarian and a Ukrainian text can never swap places unnoticed.
    let named = regex::Regex::new(r#"\b(bg|uk): *"((?:[^"\\]|\\.)*)""#).unwrap();
    // A positional triple: three string literals in a tuple or an array, one of them Latin
    // only and another Cyrillic (the shape `tr!` and `pick` once had).
    let lit = r#""(?:[^"\\]|\\.)*""#;
    let triple =
        regex::Regex::new(&format!(r"[\[(]\s*({lit})\s*,\s*({lit})\s*,\s*({lit})\s*,?\s*[\])]"))
            .unwrap();
    let cyrillic = |s: &str| s.chars().any(|c| ('\u{400}'..='\u{4ff}').contains(&c));
    let latin_only = |s: &str| s.chars().any(|c| c.is_ascii_alphabetic()) && !cyrillic(s);
    // Sets of spellings (every one accepted, none picked by its language) look like triples;
    // each is listed here by its file and first word.
    const SETS: &[(&str, &str)] = &[
        ("prose_claims_mismatch.rs", "среден"),
        ("scan.rs", "гривень"),
        ("keywords.rs", "event"),
        ("read.rs", "results"),
        ("read.rs", "round"),
        ("read.rs", "decided"),
        ("read.rs", "illustrative"),
        ("read.rs", "lots"),
        ("read.rs", "board"),
        ("read.rs", "club"),
        ("read.rs", "fide-id"),
        ("read.rs", "fide-name"),
        ("read.rs", "sex"),
        ("submission.rs", "международ"),
        ("submission.rs", "фиде"),
        ("read.rs", "match"),
        ("read.rs", "none"),
        ("notation.rs", "ч."),
        ("list.rs", "EDE"),
        ("people.rs", "класическ"),
        ("when.rs", "до"),
        ("cited.rs", "на"),
    ];
    let mut problems = Vec::new();
    for (file, text) in sources() {
        let shown = file.strip_prefix(path("")).unwrap_or(&file).display().to_string();
        let name = file.file_name().unwrap_or_default().to_string_lossy().into_owned();
        for c in named.captures_iter(&text) {
            let (lang, words) = (&c[1], &c[2]);
            let wrong = if lang == "bg" { UKRAINIAN_ONLY } else { NOT_UKRAINIAN };
            // Text quoted in backticks (a keyword or a word of the other language) is exempt.
            let outside: String = words.split('`').step_by(2).collect();
            if outside.chars().any(|ch| wrong.contains(ch)) {
                problems.push(format!("{shown}: `{lang}:` text not in its language: {words}"));
            }
        }
        for c in triple.captures_iter(&text) {
            let parts = [&c[1], &c[2], &c[3]];
            let set = SETS.iter().any(|(f, w)| *f == name && parts[0] == format!("\"{w}\""));
            if !set && parts.iter().any(|p| latin_only(p)) && parts.iter().any(|p| cyrillic(p)) {
                problems.push(format!("{shown}: a positional language triple: {}", &c[0]));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// The texts of the finding `code` in a run's output (human reports): its message, labels,
/// help and notes, without the source lines it quotes.
fn finding_texts(output: &str, code: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut inside = false;
    for line in output.lines() {
        let header = line.contains(&format!("[{code}]"));
        let other_header = !header
            && (line.starts_with('[') || line.contains(": error[") || line.contains(": warning["))
            && line.contains(']');
        if header {
            inside = true;
            // `[T013] Грешка: …` or `file: warning[T060]: …`
            let at = line.find(&format!("[{code}]")).unwrap_or(0) + code.len() + 2;
            out.push(line[at..].to_string());
            continue;
        }
        if other_header {
            inside = false;
        }
        if !inside {
            continue;
        }
        // A quoted source line (`  5 │ 001 …`) holds the file's words, not the finding's.
        let quoted = line.trim_start().split_once('│').is_some_and(|(n, _)| {
            !n.trim().is_empty() && n.trim().chars().all(|c| c.is_ascii_digit())
        });
        if quoted || line.contains("╭─[") {
            continue;
        }
        let text: String = line
            .chars()
            .filter(|c| !matches!(c, '│' | '╭' | '╰' | '─' | '┬' | '╯' | '┴' | '├' | '┤'))
            .collect();
        if !text.trim().is_empty() {
            out.push(text.trim().to_string());
        }
    }
    out
}

/// Whether a fixture's command takes `--lang` (the arbiter's commands); `render` writes its
/// findings in the regulation's language.
fn takes_lang(args: &[String]) -> bool {
    matches!(
        args.first().map(String::as_str),
        Some("standings" | "trf" | "check" | "bulletin" | "pairings" | "build")
    )
}

/// The findings an arbiter reads (results, standings, documents: the `T`, `S` and `R` codes)
/// read in Bulgarian and Ukrainian with no English word, on every fixture: with `--lang`, or,
/// for `render`, in the Bulgarian regulation's own language.
#[test]
fn findings_of_results_standings_and_documents_read_in_bulgarian_and_ukrainian() {
    let mut problems = Vec::new();
    let mut checked = 0;
    for code in reglament::registry::all() {
        let code = code.as_str();
        // R008 is written by the PDF printer, which says what the browser said.
        if !code.starts_with(['T', 'S', 'R']) || code == "R008" {
            continue;
        }
        let Some(args) = crate::registry::command(code) else { continue };
        let runs: Vec<(Lang, Vec<String>)> = if takes_lang(&args) {
            [Lang::Bg, Lang::Uk]
                .into_iter()
                .map(|l| {
                    let mut a = args.clone();
                    a.extend(["--lang".to_string(), l.code().to_string()]);
                    (l, a)
                })
                .collect()
        } else {
            // `render` of a fixture regulation: its own language (`lang bg`).
            let regulation = args.iter().find(|a| a.ends_with(".rgl"));
            let text = regulation.and_then(|r| std::fs::read_to_string(r).ok()).unwrap_or_default();
            if !text.lines().next().is_some_and(|l| l.ends_with("lang bg")) {
                continue;
            }
            vec![(Lang::Bg, args.clone())]
        };
        for (lang, args) in runs {
            let run = crate::common::reglament(&args);
            let output = run.out + &run.err;
            let texts = finding_texts(&output, code);
            assert!(
                !texts.is_empty(),
                "{code} ({lang:?}) did not fire: {}\n{output}",
                args.join(" ")
            );
            checked += 1;
            for t in texts {
                let english = english_words(&t);
                if !english.is_empty() {
                    problems.push(format!("{code} {lang:?}: {t:?} has {english:?}"));
                }
            }
        }
    }
    assert!(checked > 150, "only {checked} runs checked");
    problems.dedup();
    assert!(problems.is_empty(), "{} problems:\n{}", problems.len(), problems.join("\n"));
}
