//! Saves that cannot race: another program (a sync client, another editor) renames a new version
//! over the file at a random moment while the editor saves. Whatever the moment, the other
//! program's version is on disk afterwards: the save was made before it (200, and the `.bak`
//! holds the version she edited), or it is refused (409) and nothing of the other program's is
//! replaced. Before the atomic exchange, 11 of 150 such saves lost the other version.

use crate::serve::{json, serve};
use std::path::Path;
use std::time::{Duration, Instant};

/// A small deterministic generator (xorshift64*), so that a red run can be replayed.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d) % n.max(1)
    }
}

/// FNV-1a, 64 bits: the version the server gives a file's bytes.
fn version(bytes: &[u8]) -> String {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for &b in bytes {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    format!("{h:016x}")
}

/// Puts `text` at `path` as a sync client does: written beside it, then renamed over it.
fn rename_over(path: &Path, text: &str, tag: &str) {
    let tmp = path.with_file_name(format!(".sync-{tag}.part"));
    std::fs::write(&tmp, text).expect("write");
    std::fs::rename(&tmp, path).expect("rename");
}

#[test]
fn a_thousand_saves_raced_by_renames_lose_nothing() {
    let dir = tempfile::tempdir().expect("temporary folder");
    let file = dir.path().join("a.rgl");
    let bak = dir.path().join("a.rgl.bak");
    std::fs::write(&file, "regulation \"start\" lang bg\n").expect("write");
    let s = serve(dir.path());
    let save = |text: &str, base: Option<String>| {
        s.post("/api/save", &serde_json::json!({"path": "a.rgl", "text": text, "base": base}))
    };
    // How long a save takes to be answered here: the renames fall within twice that.
    let mut took = Vec::new();
    for i in 0..21 {
        let now = std::fs::read(&file).expect("read");
        let start = Instant::now();
        let (status, body) =
            save(&format!("regulation \"warm {i}\" lang bg\n"), Some(version(&now)));
        took.push(start.elapsed());
        assert_eq!(status, 200, "{body}");
    }
    took.sort();
    let window = (took[took.len() / 2].as_micros() as u64 * 2).max(200);
    let mut rng = Rng(0x5eed_0031);
    let (mut made, mut refused, mut lost) = (0, 0, Vec::new());
    for i in 0..1000 {
        // Every fourth try is a new file, which the other program creates meanwhile.
        let new_file = i % 4 == 3;
        let before = format!("regulation \"before {i}\" lang bg\n");
        let base = if new_file {
            let _ = std::fs::remove_file(&file);
            None
        } else {
            rename_over(&file, &before, "before");
            Some(version(before.as_bytes()))
        };
        let theirs = format!("regulation \"theirs {i}\" lang bg\n");
        let mine = format!("regulation \"mine {i}\" lang bg\n");
        let delay = Duration::from_micros(rng.below(window));
        let other = {
            let (file, theirs) = (file.clone(), theirs.clone());
            std::thread::spawn(move || {
                std::thread::sleep(delay);
                rename_over(&file, &theirs, "theirs");
            })
        };
        let (status, body) = save(&mine, base);
        other.join().expect("the other program");
        let on_disk = std::fs::read_to_string(&file).unwrap_or_default();
        match status {
            200 => {
                made += 1;
                if !new_file {
                    let kept = std::fs::read_to_string(&bak).unwrap_or_default();
                    assert_eq!(kept, before, "try {i}: the .bak is the version she edited");
                }
            }
            409 => {
                refused += 1;
                assert_eq!(json(&body)["code"], "conflict", "try {i}: {body}");
            }
            other => panic!("try {i}: status {other}: {body}"),
        }
        if on_disk != theirs {
            lost.push(format!("try {i} (delay {delay:?}, status {status}): on disk {on_disk:?}"));
        }
    }
    eprintln!(
        "1000 saves raced by renames within {window} µs: {made} made, {refused} refused, {} lost",
        lost.len()
    );
    assert!(
        lost.is_empty(),
        "{} of 1000 lost the other program's version:\n{}",
        lost.len(),
        lost.join("\n")
    );
    // Both outcomes happened: the renames fell before and after the saves.
    assert!(made > 0 && refused > 0, "{made} made, {refused} refused");
}
