//! `import` exits 1, and writes nothing, when its draft is over the limits the commands that read
//! it enforce (a regulation of more than 1 MiB, which `check` and `build` refuse with `D001`), and
//! says which limit; a document over the import's own size limit is refused before it is read.
//! It used to write the draft and exit 0 (a 63 MiB text took 15.8 s and 850 MB first).

use super::{limited, s, tmp, write};
use std::path::Path;

/// A plain-text regulation of `bytes` bytes or a little more: a real heading, then numbered
/// paragraphs of prose of about 1,200 bytes each (a 63 MiB text is then under the limit on
/// paragraphs, as the was, which used to give a draft).
fn long_text(dir: &Path, name: &str, bytes: usize) -> std::path::PathBuf {
    let mut text = String::from(
        "РЕГЛАМЕНТ\nна Държавното индивидуално първенство по шахмат\n\n1. ОРГАНИЗАТОР\nБългарска федерация по шахмат.\n\n2. ПРОВЕЖДАНЕ\n",
    );
    let sentence = "турнирът се провежда по швейцарската система в девет кръга. ".repeat(10);
    let mut n = 0;
    while text.len() <= bytes {
        n += 1;
        text.push_str(&format!("Точка {n}: {sentence}\n"));
    }
    write(dir, name, text)
}

#[test]
fn a_draft_over_the_regulation_limit_is_refused_and_not_written() {
    let d = tmp();
    let doc = long_text(d.path(), "big.txt", 1024 * 1024 + 1);
    let out = d.path().join("draft.rgl");
    let r = limited(d.path(), &["import", &s(&doc), "-o", &s(&out), "--lang", "en"]);
    assert_eq!(r.code, 1, "{}", r.err);
    assert!(r.err.contains("D001") && r.err.contains("1 MiB"), "{}", r.err);
    assert!(r.err.contains("--max-file-size"), "{}", r.err);
    assert!(!out.exists(), "no draft that no other command reads");
    // Raised here and for the commands that read it, the same draft is written and read.
    let r = limited(d.path(), &["--max-file-size", "4M", "import", &s(&doc), "-o", &s(&out)]);
    assert_eq!(r.code, 0, "{}", r.err);
    let r = limited(d.path(), &["--max-file-size", "4M", "check", "--format", "short", &s(&out)]);
    assert!(!r.out.contains("D001"), "{}", r.out);
}

#[test]
fn a_document_over_the_import_size_limit_is_refused_before_it_is_read() {
    let d = tmp();
    let doc = long_text(d.path(), "huge.txt", 63 * 1024 * 1024);
    let out = d.path().join("draft.rgl");
    let start = std::time::Instant::now();
    let r = limited(d.path(), &["import", &s(&doc), "-o", &s(&out), "--lang", "en"]);
    assert_eq!(r.code, 1, "{}", r.err);
    assert!(r.err.contains("D001") && r.err.contains("16 MiB"), "{}", r.err);
    assert!(!out.exists());
    assert!(start.elapsed() < std::time::Duration::from_secs(10), "{:?}", start.elapsed());
}
