//! The code registry: every code of every stage is unique and well formed, is documented in the
//! same five parts, and fires on its fixture in `tests/fixtures/codes` (see the README there);
//! every check stays silent on its clean twin.

use reglament::diagnostic::{Code, Severity};
use std::collections::HashSet;
use std::path::{Path, PathBuf};

fn fixtures() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/codes")
}

fn run(args: &[String]) -> String {
    let r = crate::common::reglament(args);
    r.out + &r.err
}

/// The command line of a code's fixture (see tests/fixtures/codes/README.md).
pub(crate) fn command(code: &str) -> Option<Vec<String>> {
    let dir = fixtures();
    let args = dir.join(format!("{code}.args"));
    if let Ok(text) = std::fs::read_to_string(&args) {
        let dir = dir.display().to_string();
        return Some(
            text.lines()
                .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
                .map(|l| l.replace("{dir}", &dir))
                .collect(),
        );
    }
    let by_extension: [(&str, &[&str]); 4] = [
        ("rgl", &["check"]),
        ("trf", &["standings", "--trf"]),
        ("rgr", &["trf", "--to", "json"]),
        ("pgn", &["trf", "--to", "json"]),
    ];
    by_extension.iter().find_map(|(ext, cmd)| {
        let file = dir.join(format!("{code}.{ext}"));
        file.is_file().then(|| {
            let mut v: Vec<String> = cmd.iter().map(|s| s.to_string()).collect();
            v.push(file.display().to_string());
            v
        })
    })
}

/// The output reports `code`: `[V207]` in human and short reports, `"code": "V207"` in JSON
/// (a file name such as `T109.rgr` does not count).
fn mentions(output: &str, code: &str) -> bool {
    output.contains(&format!("[{code}]")) || output.contains(&format!("\"code\": \"{code}\""))
}

#[test]
fn codes_are_unique_well_formed_and_documented() {
    let all = reglament::registry::all();
    assert!(all.len() >= 170, "{} codes", all.len());
    let (mut codes, mut names) = (HashSet::new(), HashSet::new());
    for code in &all {
        let info = code.info();
        assert!(codes.insert(info.code), "{} registered twice", info.code);
        assert!(
            info.code.len() == 4
                && info.code.starts_with(['D', 'P', 'L', 'I', 'E', 'V', 'C', 'T', 'S', 'R'])
                && info.code[1..].bytes().all(|b| b.is_ascii_digit()),
            "malformed code {}",
            info.code
        );
        assert!(
            info.name.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-'),
            "{}: name `{}` is not kebab-case",
            info.code,
            info.name
        );
        // Names select codes (`explain`, `--select`), so each names one code.
        assert!(
            names.insert(info.name),
            "{}: name `{}` is another code's name too",
            info.code,
            info.name
        );
        // A lowercase phrase; a first word in capitals is a code (`BH, AOB or FB …`).
        let first = info.summary.split([' ', ',']).next().unwrap_or("");
        assert!(
            !info.summary.is_empty()
                && !info.summary.ends_with('.')
                && (!first.starts_with(char::is_uppercase)
                    || !first.chars().any(char::is_lowercase)),
            "{}: summary `{}` is not a lowercase phrase",
            info.code,
            info.summary
        );
        let d = &info.doc;
        for (part, text) in [
            ("what", d.what),
            ("why", d.why),
            ("example", d.example),
            ("fix", d.fix),
            ("reference", d.reference),
        ] {
            assert!(!text.trim().is_empty(), "{}: no `{part}` documentation", info.code);
        }
        assert_eq!(reglament::registry::lookup(info.code).map(|i| i.code), Some(info.code));
        assert_eq!(reglament::registry::lookup(info.name).map(|i| i.code), Some(info.code));
    }
}

#[test]
fn explain_prints_every_family_in_one_format() {
    for code in reglament::registry::all() {
        let text = run(&["explain".into(), code.to_string()]);
        let info = code.info();
        let head = format!(
            "{} {} ({})\n\n{}\n\n",
            info.code,
            info.name,
            info.severity.as_str(),
            info.summary
        );
        assert!(text.starts_with(&head), "{code}: {text}");
        let mut at = 0;
        for heading in
            ["## What it finds", "## Why it matters", "## Example", "## Fix", "## Reference"]
        {
            let found = text[at..].find(heading).map(|i| i + at);
            assert!(found.is_some(), "{code}: `{heading}` missing or out of order");
            at = found.unwrap_or(at);
        }
    }
}

/// A file over the size limit is made here, not committed: a sparse file a byte larger.
fn oversized(dir: &Path) -> Vec<String> {
    let path = dir.join("D001.rgl");
    let file = std::fs::File::create(&path).expect("temporary file");
    file.set_len(reglament::decode::MAX_FILE_SIZE as u64 + 1).expect("sparse file");
    vec!["check".into(), path.display().to_string()]
}

#[test]
fn every_code_fires_on_its_fixture() {
    let tmp = tempfile::tempdir().expect("temporary folder");
    let all: Vec<Code> = reglament::registry::all();
    let missing: Vec<&str> = all
        .iter()
        .filter(|c| c.as_str() != "D001")
        .filter(|c| command(c).is_none())
        .map(|c| c.as_str())
        .collect();
    assert!(missing.is_empty(), "codes without a fixture: {missing:?}");
    let failures: Vec<String> = std::thread::scope(|s| {
        let handles: Vec<_> = all
            .chunks(all.len().div_ceil(4))
            .map(|chunk| {
                let tmp = tmp.path();
                s.spawn(move || {
                    let mut failed = Vec::new();
                    for code in chunk {
                        let args = match code.as_str() {
                            "D001" => oversized(tmp),
                            c => command(c).unwrap_or_default(),
                        };
                        let output = run(&args);
                        if !mentions(&output, code) {
                            failed.push(format!("{code} ({}): {output}", args.join(" ")));
                        }
                    }
                    failed
                })
            })
            .collect();
        handles.into_iter().flat_map(|h| h.join().unwrap_or_default()).collect()
    });
    assert!(failures.is_empty(), "codes their fixture does not fire:\n{}", failures.join("\n"));
}

#[test]
fn every_check_is_silent_on_its_clean_twin() {
    for rule in reglament::checks::rules::all() {
        let code = rule.info().code;
        let clean = fixtures().join(format!("{code}.clean.rgl"));
        let bytes = std::fs::read(&clean).unwrap_or_else(|e| panic!("{}: {e}", clean.display()));
        let compiled = reglament::compile(
            &clean.display().to_string(),
            &bytes,
            &reglament::Options::default(),
        );
        let found: Vec<&str> = compiled.diagnostics.iter().map(|d| d.code.as_str()).collect();
        assert!(!found.contains(&code), "{code}: its clean twin reports {found:?}");
        assert!(
            !compiled
                .diagnostics
                .iter()
                .any(|d| d.severity == Severity::Error && d.code.starts_with(['D', 'P', 'L'])),
            "{code}: the clean twin has input errors {found:?}"
        );
    }
}
