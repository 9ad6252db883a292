//! A folder walk lists regular files only: a named pipe, socket or device named `*.rgl` inside
//! a folder is skipped with a note (it used to block `check DIR` and `build DIR` forever, `build`
//! having written part of `out/` already); a named pipe the user names himself is read, but
//! under a deadline, so nobody writing to it is an error rather than a frozen program.

use super::{limited, mkfifo, rr4, s, tmp};
use std::time::{Duration, Instant};

#[cfg(unix)]
#[test]
fn a_named_pipe_inside_a_folder_is_skipped_with_a_note() {
    let d = tmp();
    let regs = d.path().join("regs");
    std::fs::create_dir(&regs).expect("mkdir");
    std::fs::copy(rr4(), regs.join("a.rgl")).expect("copy");
    // Sorted last, so that `build` used to write a.rgl's documents before it hung.
    if !mkfifo(&regs.join("zz.rgl")) {
        eprintln!("mkfifo is missing: skipped");
        return;
    }
    let start = Instant::now();
    let r = limited(d.path(), &["check", "--lang", "en", &s(&regs)]);
    assert_eq!(r.code, 0, "{}", r.err);
    assert!(r.err.contains("zz.rgl") && r.err.contains("named pipe"), "{}", r.err);
    assert!(r.err.contains("checked 1 file"), "{}", r.err);
    // In the files' own language otherwise.
    let r = limited(d.path(), &["check", &s(&regs)]);
    assert!(r.err.contains("zz.rgl") && r.err.contains("именуван канал"), "{}", r.err);
    let out = d.path().join("out");
    let r = limited(
        d.path(),
        &["build", &s(&regs), "--results", "none", "--out", &s(&out), "--no-pdf"],
    );
    assert_eq!(r.code, 0, "{}", r.err);
    assert!(r.err.contains("zz.rgl") && r.err.contains("named pipe"), "{}", r.err);
    assert!(out.join("a.html").exists() && out.join("a.md").exists(), "{}", r.err);
    assert!(!out.join("zz.html").exists());
    // A results folder with a pipe named `*.rgr` too.
    let results = d.path().join("results");
    std::fs::create_dir(&results).expect("mkdir");
    assert!(mkfifo(&results.join("r.rgr")));
    let r = limited(
        d.path(),
        &["build", &s(&regs), "--results", &s(&results), "--out", &s(&out), "--no-pdf"],
    );
    assert_eq!(r.code, 0, "{}", r.err);
    assert!(r.err.contains("r.rgr") && r.err.contains("named pipe"), "{}", r.err);
    // Nothing waited on the pipes.
    assert!(start.elapsed() < Duration::from_secs(40), "{:?}", start.elapsed());
}

/// A named pipe given by name is the user's own choice (`check <(cat a.rgl)` gives one): it is
/// read while a writer sends, and nobody writing is an error after the deadline, not a hang.
#[cfg(unix)]
#[test]
fn a_named_pipe_given_by_name_is_read_under_a_deadline() {
    let d = tmp();
    let fifo = d.path().join("p.rgl");
    if !mkfifo(&fifo) {
        eprintln!("mkfifo is missing: skipped");
        return;
    }
    // With a writer: read as a file.
    let writer = {
        let fifo = fifo.clone();
        std::thread::spawn(move || {
            let text = std::fs::read(rr4()).expect("read");
            std::fs::write(&fifo, text).expect("write into the pipe");
        })
    };
    let r = limited(d.path(), &["check", "--lang", "en", &s(&fifo)]);
    writer.join().expect("the writer");
    assert_eq!(r.code, 0, "{}", r.err);
    assert!(r.err.contains("checked 1 file"), "{}", r.err);
    // Nobody writing: an error that says so, after the deadline.
    let start = Instant::now();
    let r = limited(d.path(), &["check", "--lang", "en", &s(&fifo)]);
    assert_eq!(r.code, 2, "{}", r.err);
    assert!(r.err.contains("p.rgl") && r.err.contains("nothing arrived"), "{}", r.err);
    assert!(start.elapsed() < Duration::from_secs(30), "{:?}", start.elapsed());
}

/// FIDE's rating list is read where it lies (it is searched, not read whole), so only a regular
/// file will do: a named pipe given as `--fide-list` is refused at once, not waited on (opening
/// one that nobody writes to blocked the command forever).
#[cfg(unix)]
#[test]
fn a_named_pipe_given_as_the_rating_list_is_refused_without_waiting() {
    let d = tmp();
    let fifo = d.path().join("list.txt");
    if !mkfifo(&fifo) {
        eprintln!("mkfifo is missing: skipped");
        return;
    }
    let trf = s(&crate::common::path("tests/fixtures/codes/_swiss4.trf"));
    let start = Instant::now();
    for args in [
        vec!["standings", "--trf", &trf, "--fide-list", &s(&fifo)],
        vec!["trf", &trf, "--to", "json", "--fide-list", &s(&fifo)],
        vec!["check", &s(&rr4()), "--fide-list", &s(&fifo)],
    ] {
        let r = limited(d.path(), &args);
        // `T070`: the list cannot be read (an error of the inputs, exit 1).
        assert_eq!(r.code, 1, "{args:?}: {}", r.err);
        let said = format!("{}{}", r.out, r.err);
        assert!(said.contains("T070") && said.contains("not a regular file"), "{args:?}: {said}");
    }
    assert!(start.elapsed() < Duration::from_secs(20), "{:?}", start.elapsed());
}
