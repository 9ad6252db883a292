//! Messages that name the real cause, in the language asked for, with an action that exists
//! where the user is: a document of too many lines is over a limit (not "damaged"); a `.docx` or
//! `.odt` whose XML is in UTF-16 or Windows-1251 is read (its declaration names the encoding);
//! the command line never says "drop the file here"; the editor takes `./x.rgl`, refuses plain
//! names only for a reason it gives (a control character, a bidirectional override, a leading
//! `-` or blank, more than 200 characters), and a `NAME.rgl.bak` that is a symbolic link does
//! not stop the saves of `NAME.rgl`; a review mark's words, which are the draft's (in its
//! language), are quoted as the file's text under `--lang en`, not run into the English message.

use super::{limited, s, tmp, write};
use crate::common::data;
use crate::serve::{json, serve};
use std::io::{Read, Write};
use std::path::Path;

/// The words that ask to drop a file on a page, in the three languages.
const DROP: [&str; 4] = ["drop", "пуснете тук", "перетягніть", "here"];

#[test]
fn a_document_of_too_many_lines_is_over_a_limit_not_damaged() {
    let d = tmp();
    let doc = write(d.path(), "lines.txt", "РЕГЛАМЕНТ\n".to_string() + &"1\n".repeat(200_001));
    for (lang, words) in [
        ("en", ["I022", "100000", "--max-paragraphs"]),
        ("bg", ["I022", "100000", "--max-paragraphs"]),
        ("uk", ["I022", "100000", "--max-paragraphs"]),
    ] {
        let r = limited(d.path(), &["import", &s(&doc), "--lang", lang]);
        assert_eq!(r.code, 1, "{lang}: {}", r.err);
        for w in words {
            assert!(r.err.contains(w), "{lang}: {w}: {}", r.err);
        }
        for w in ["damaged", "повреден", "пошкоджен"].iter().chain(&DROP) {
            assert!(!r.err.contains(w), "{lang}: {w}: {}", r.err);
        }
    }
}

#[test]
fn an_import_mark_in_english_quotes_the_drafts_words_apart() {
    let d = tmp();
    // A Bulgarian text that names no event: the draft asks for its name (I005).
    let doc = write(
        d.path(),
        "no-name.txt",
        "1. Турнирът се провежда на 5 август 2008 г. в гр. Плевен.\n",
    );
    let draft = d.path().join("en.rgl");
    let r = limited(d.path(), &["import", &s(&doc), "--lang", "en", "-o", &s(&draft)]);
    assert_eq!(r.code, 0, "{}", r.err);
    let line = r.err.lines().find(|l| l.contains("I005")).unwrap_or_else(|| panic!("{}", r.err));
    assert!(!line.chars().any(|c| ('а'..='я').contains(&c)), "English message: {line}");
    // The whole finding quotes the mark's words as the file's.
    let c = limited(d.path(), &["check", &s(&draft), "--lang", "en"]);
    assert!(c.out.contains("the mark in the file reads: \"документът не назовава"), "{}", c.out);
    let bg = limited(d.path(), &["check", &s(&draft), "--lang", "bg"]);
    assert!(bg.out.contains("документът не назовава състезанието"), "{}", bg.out);
}

#[test]
fn the_command_line_never_asks_to_drop_a_file_here() {
    let d = tmp();
    // A damaged `.docx` and a file that is not text.
    let damaged = write(d.path(), "damaged.docx", b"PK\x03\x04 not really a zip archive");
    let binary = write(d.path(), "binary.txt", (0..=255u8).cycle().take(4096).collect::<Vec<u8>>());
    for doc in [&damaged, &binary] {
        for lang in ["en", "bg", "uk"] {
            let r = limited(d.path(), &["import", &s(doc), "--lang", lang]);
            assert_ne!(r.code, 0, "{lang}: {}", r.err);
            for w in DROP {
                assert!(!r.err.contains(w), "{lang} {}: {w}: {}", doc.display(), r.err);
            }
        }
    }
}

/// The entries of a zip archive, with one replaced.
fn rezip(original: &Path, entry: &str, bytes: &[u8], out: &Path) {
    let mut archive =
        zip::ZipArchive::new(std::fs::File::open(original).expect("open")).expect("zip");
    let mut writer = zip::ZipWriter::new(std::fs::File::create(out).expect("create"));
    for i in 0..archive.len() {
        let mut file = archive.by_index(i).expect("entry");
        let name = file.name().to_string();
        let mut content = Vec::new();
        file.read_to_end(&mut content).expect("read");
        let options = zip::write::SimpleFileOptions::default()
            .compression_method(zip::CompressionMethod::Deflated);
        writer.start_file(&name, options).expect("start");
        writer.write_all(if name == entry { bytes } else { &content }).expect("write");
    }
    writer.finish().expect("finish");
}

/// The entry of a zip archive.
fn entry(archive: &Path, name: &str) -> String {
    let mut archive =
        zip::ZipArchive::new(std::fs::File::open(archive).expect("open")).expect("zip");
    let mut text = String::new();
    archive.by_name(name).expect("entry").read_to_string(&mut text).expect("UTF-8");
    text
}

fn imported(dir: &Path, doc: &Path) -> String {
    let out = dir.join(format!("{}.rgl", doc.file_stem().unwrap().to_string_lossy()));
    let r = limited(dir, &["import", &s(doc), "-o", &s(&out)]);
    assert_eq!(r.code, 0, "{}: {}", doc.display(), r.err);
    std::fs::read_to_string(&out).expect("the draft")
}

#[test]
fn docx_and_odt_xml_in_utf16_or_windows_1251_is_read() {
    let d = tmp();
    for (original, part) in [
        (data("seeds/docx/000_20935bbf1f354910.docx"), "word/document.xml"),
        (data("documents/bg-013-dip-women-pernik.odt"), "content.xml"),
    ] {
        let ext = original.extension().unwrap().to_string_lossy().into_owned();
        let xml = entry(&original, part);
        let expected = imported(d.path(), &original);
        // UTF-16 (little-endian, with its byte-order mark, as the XML specification asks).
        let utf16 = xml.replacen("encoding=\"UTF-8\"", "encoding=\"UTF-16\"", 1);
        assert_ne!(utf16, xml, "{}: the declaration names UTF-8", original.display());
        let mut bytes = vec![0xFF, 0xFE];
        bytes.extend(utf16.encode_utf16().flat_map(u16::to_le_bytes));
        let doc = d.path().join(format!("utf16.{ext}"));
        rezip(&original, part, &bytes, &doc);
        assert_eq!(imported(d.path(), &doc), expected, "{}", doc.display());
        // Windows-1251, as an old generator writes it (what it cannot hold as references).
        let cp1251 = xml.replacen("encoding=\"UTF-8\"", "encoding=\"windows-1251\"", 1);
        let (bytes, _, _) = encoding_rs::WINDOWS_1251.encode(&cp1251);
        let doc = d.path().join(format!("cp1251.{ext}"));
        rezip(&original, part, &bytes, &doc);
        assert_eq!(imported(d.path(), &doc), expected, "{}", doc.display());
    }
}

/// The editor's names: `./x.rgl` is the file `x.rgl`; a new file's name is plain or refused
/// with the reason (never a 500 or the system's "os error 36"); nothing is created for a
/// refused name.
#[test]
fn the_editor_takes_dot_slash_and_refuses_names_that_are_not_plain() {
    let dir = tmp();
    std::fs::write(dir.path().join("x.rgl"), "regulation \"x\" lang bg\n").expect("write");
    let s = serve(dir.path());
    let (status, body) = s.get("/api/file?path=./x.rgl");
    assert_eq!(status, 200, "{body}");
    let version = json(&body)["version"].as_str().expect("version").to_string();
    let (status, body) = s.post(
        "/api/save",
        &serde_json::json!({"path": "./x.rgl", "text": "regulation \"y\" lang bg\n", "base": version}),
    );
    assert_eq!(status, 200, "{body}");
    let long = format!("{}.rgl", "я".repeat(296));
    for (name, why) in [
        ("a\nb.rgl", "управляващ знак"),
        ("a\u{202e}lgr.exe.rgl", "посоката"),
        (" x.rgl", "интервал"),
        ("-x.rgl", "„-“"),
        (long.as_str(), "200 знака"),
    ] {
        let (status, body) = s.post(
            "/api/save",
            &serde_json::json!({"path": name, "text": "regulation \"n\" lang bg\n", "base": null}),
        );
        assert!((400..500).contains(&status), "{name:?}: {status} {body}");
        assert!(!body.contains("os error"), "{name:?}: {body}");
        let text = json(&body)["error"].as_str().unwrap_or_default().to_string();
        assert!(text.contains(why), "{name:?}: {text}");
    }
    let names: Vec<String> = std::fs::read_dir(dir.path())
        .expect("list")
        .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(names.len(), 2, "only x.rgl and its .bak: {names:?}");
}

#[cfg(unix)]
#[test]
fn a_bak_that_is_a_symbolic_link_does_not_stop_the_saves() {
    let dir = tmp();
    let outside = tmp();
    let target = outside.path().join("keep.txt");
    std::fs::write(&target, "not the editor's").expect("write");
    std::fs::write(dir.path().join("a.rgl"), "regulation \"a\" lang bg\n").expect("write");
    std::os::unix::fs::symlink(&target, dir.path().join("a.rgl.bak")).expect("symlink");
    let s = serve(dir.path());
    let (_, body) = s.get("/api/file?path=a.rgl");
    let version = json(&body)["version"].as_str().expect("version").to_string();
    let (status, body) = s.post(
        "/api/save",
        &serde_json::json!({"path": "a.rgl", "text": "regulation \"b\" lang bg\n", "base": version}),
    );
    assert_eq!(status, 200, "{body}");
    assert_eq!(
        std::fs::read_to_string(dir.path().join("a.rgl")).unwrap(),
        "regulation \"b\" lang bg\n"
    );
    // The backup is a file of its own; the link's target is untouched.
    let bak = dir.path().join("a.rgl.bak");
    assert!(std::fs::symlink_metadata(&bak).unwrap().file_type().is_file());
    assert_eq!(std::fs::read_to_string(&bak).unwrap(), "regulation \"a\" lang bg\n");
    assert_eq!(std::fs::read_to_string(&target).unwrap(), "not the editor's");
}
