//! Every regulation in `regulations/`, re-encoded to Windows-1251 (and to KOI8-U where every
//! character maps), lowers to exactly the model of its UTF-8 original, with the encoding detected.

use reglament::{compile, Options};
use std::path::{Path, PathBuf};

fn regulation_files() -> Vec<PathBuf> {
    fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
        let mut entries: Vec<PathBuf> =
            std::fs::read_dir(dir).unwrap().map(|e| e.unwrap().path()).collect();
        entries.sort();
        for p in entries {
            if p.is_dir() {
                walk(&p, out);
            } else if p.extension().is_some_and(|e| e == "rgl") {
                out.push(p);
            }
        }
    }
    let mut out = Vec::new();
    walk(&PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("regulations"), &mut out);
    out
}

fn model_json(name: &str, bytes: &[u8]) -> (serde_json::Value, &'static str) {
    let options = Options { no_checks: true, ..Options::default() };
    let c = compile(name, bytes, &options);
    let model = c.model.as_ref().unwrap_or_else(|| panic!("{name}: no model: {:?}", c.diagnostics));
    (serde_json::to_value(model).unwrap(), c.file.encoding)
}

#[test]
fn single_byte_re_encodings_give_identical_models() {
    let files = regulation_files();
    assert!(!files.is_empty());
    let mut koi8_checked = 0;
    for path in &files {
        let name = path.display().to_string();
        let text = std::fs::read_to_string(path).unwrap();
        let (original, enc) = model_json(&name, text.as_bytes());
        assert_eq!(enc, "UTF-8", "{name}");

        let (cp1251, _, unmappable) = encoding_rs::WINDOWS_1251.encode(&text);
        assert!(!unmappable, "{name}: every character of a regulation must exist in Windows-1251");
        let (model, enc) = model_json(&name, &cp1251);
        assert_eq!(enc, "windows-1251", "{name}: detected encoding");
        assert_eq!(model, original, "{name}: Windows-1251 copy lowers differently");

        let (koi8, _, unmappable) = encoding_rs::KOI8_U.encode(&text);
        if !unmappable {
            let (model, enc) = model_json(&name, &koi8);
            assert_eq!(enc, "KOI8-U", "{name}: detected encoding");
            assert_eq!(model, original, "{name}: KOI8-U copy lowers differently");
            koi8_checked += 1;
        }
    }
    // „ ” « » and – do not exist in KOI8-U, so only files without them are compared there (the
    // Kharkiv regulations are written in KOI8-U's repertoire).
    assert!(koi8_checked >= 2, "only {koi8_checked} regulations could be compared in KOI8-U");
}
