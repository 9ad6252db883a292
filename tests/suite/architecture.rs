//! The layout the library promises: the stages in pipeline order, each importing only the ones
//! before it (so no import cycle between stages is possible), no import cycle between the
//! modules inside a stage, nothing but `cli` printing, reading arguments, touching the file
//! system or starting a process, and no command using another (they share use cases, `app`).

use crate::common::root;
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// The top-level modules of `src/`, lowest first: each may use only those before it.
const LAYERS: &[&str] = &[
    "vocab",
    "source",
    "prose",
    "diagnostic",
    "decode",
    "syntax",
    "model",
    "format",
    "import",
    "checks",
    "edition",
    "results",
    "score",
    "render",
    "registry",
    "app",
    "cli",
];

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.map(|e| e.path()).unwrap_or_default())
        .collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            rust_files(&p, out);
        } else if p.extension().is_some_and(|e| e == "rs") {
            out.push(p);
        }
    }
}

/// The module path of a source file relative to `src/` (`model/lower/event.rs` → `model::lower`
/// … truncated to `depth` components).
fn module_of(file: &Path, depth: usize) -> Vec<String> {
    let rel = file.strip_prefix(root().join("src")).unwrap_or(file);
    let mut parts: Vec<String> =
        rel.components().map(|c| c.as_os_str().to_string_lossy().into_owned()).collect();
    if let Some(last) = parts.last_mut() {
        *last = last.trim_end_matches(".rs").to_string();
    }
    if parts.last().is_some_and(|l| l == "mod") {
        parts.pop();
    }
    parts.truncate(depth);
    parts
}

/// The code of a file without its comment lines (a documentation link to a later stage is a
/// reference for the reader, not a dependency).
fn code(text: &str) -> String {
    text.lines().filter(|l| !l.trim_start().starts_with("//")).collect::<Vec<_>>().join("\n")
}

/// Every `crate::a::b` path in the code (strings included, which only makes the test
/// stricter), as its first `depth` components.
fn crate_paths(text: &str, depth: usize) -> BTreeSet<Vec<String>> {
    let text = &code(text);
    let mut out = BTreeSet::new();
    for (i, _) in text.match_indices("crate::") {
        if text[..i].ends_with(|c: char| c.is_alphanumeric() || c == '_') {
            continue; // `reglament::crate` never occurs; `my_crate::` is not ours
        }
        let rest = &text[i + "crate::".len()..];
        let path: Vec<String> = rest
            .split("::")
            .map(|seg| {
                seg.chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect::<String>()
            })
            .take_while(|seg| !seg.is_empty() && seg.starts_with(|c: char| c.is_lowercase()))
            .take(depth)
            .collect();
        if !path.is_empty() {
            out.insert(path);
        }
    }
    out
}

fn files() -> Vec<(PathBuf, String)> {
    let mut paths = Vec::new();
    rust_files(&root().join("src"), &mut paths);
    paths
        .into_iter()
        .map(|p| {
            let text = std::fs::read_to_string(&p).unwrap_or_default();
            (p, text)
        })
        .collect()
}

#[test]
fn each_stage_uses_only_the_stages_before_it() {
    let rank = |m: &str| LAYERS.iter().position(|l| *l == m);
    let mut problems = Vec::new();
    for (file, text) in files() {
        let own = module_of(&file, 1);
        let Some(own) = own.first() else { continue };
        if own == "lib" || own == "main" {
            continue;
        }
        let Some(mine) = rank(own) else {
            problems.push(format!("{}: `{own}` is not a known stage", file.display()));
            continue;
        };
        for path in crate_paths(&text, 1) {
            let used = &path[0];
            match rank(used) {
                Some(r) if r > mine => problems.push(format!(
                    "{}: `{own}` uses `crate::{used}`, a later stage",
                    file.display()
                )),
                None if !["Compiled", "Options", "compile"].contains(&used.as_str()) => {
                    problems.push(format!("{}: `crate::{used}` is not a stage", file.display()))
                }
                _ => {}
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn no_import_cycle_between_the_modules_of_a_stage() {
    // The graph of second-level modules (`score::team` → `score::rank`), edges from the
    // `crate::` paths of each file and from `super::name` inside a stage.
    let mut edges: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for (file, text) in files() {
        let own = module_of(&file, 2);
        if own.len() < 2 {
            continue;
        }
        let from = own.join("::");
        let mut targets: BTreeSet<String> = crate_paths(&text, 2)
            .into_iter()
            .filter(|p| p.len() == 2 && p[0] == own[0])
            .map(|p| p.join("::"))
            .collect();
        // `super::x` from a stage's direct child names a sibling module.
        if module_of(&file, 9).len() == 2 {
            for (i, _) in text.match_indices("super::") {
                let seg: String = text[i + 7..]
                    .chars()
                    .take_while(|c| c.is_alphanumeric() || *c == '_')
                    .collect();
                let sibling = root().join("src").join(&own[0]).join(&seg);
                if !seg.is_empty()
                    && (sibling.with_extension("rs").is_file() || sibling.join("mod.rs").is_file())
                {
                    targets.insert(format!("{}::{seg}", own[0]));
                }
            }
        }
        targets.remove(&from);
        edges.entry(from).or_default().extend(targets);
    }
    // Depth-first search for a cycle.
    fn visit(
        node: &str,
        edges: &BTreeMap<String, BTreeSet<String>>,
        state: &mut BTreeMap<String, u8>,
        stack: &mut Vec<String>,
        cycles: &mut Vec<String>,
    ) {
        match state.get(node) {
            Some(2) => return,
            Some(1) => {
                let at = stack.iter().position(|n| n == node).unwrap_or(0);
                cycles.push(format!("{} → {node}", stack[at..].join(" → ")));
                return;
            }
            _ => {}
        }
        state.insert(node.to_string(), 1);
        stack.push(node.to_string());
        for next in edges.get(node).into_iter().flatten() {
            visit(next, edges, state, stack, cycles);
        }
        stack.pop();
        state.insert(node.to_string(), 2);
    }
    let mut state = BTreeMap::new();
    let mut cycles = Vec::new();
    for node in edges.keys() {
        visit(node, &edges, &mut state, &mut Vec::new(), &mut cycles);
    }
    assert!(cycles.is_empty(), "import cycles:\n{}", cycles.join("\n"));
}

#[test]
fn only_the_command_line_prints_or_parses_arguments() {
    let mut problems = Vec::new();
    for (file, text) in files() {
        let own = module_of(&file, 1);
        if own.first().is_some_and(|m| m == "cli" || m == "main") {
            continue;
        }
        for needle in ["println!", "eprintln!", "print!(", "eprint!(", "clap::", "std::env::args"] {
            if text.contains(needle) {
                problems.push(format!("{}: `{needle}` outside cli/", file.display()));
            }
        }
        for needle in ["std::fs::", "File::open", "File::create", "read_dir(", "std::process"] {
            // Unit tests may use the file system for their fixtures.
            let code = code(&text);
            let library = code.split("#[cfg(test)]").next().unwrap_or("");
            if library.contains(needle) {
                problems.push(format!("{}: `{needle}` outside cli/", file.display()));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// The commands of `cli/commands/` (a file or a folder each).
fn commands() -> Vec<String> {
    let dir = root().join("src/cli/commands");
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.file_name().is_some_and(|n| n != "mod.rs"))
        .map(|p| p.file_stem().unwrap_or_default().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

#[test]
fn no_command_uses_another() {
    let names = commands();
    assert!(names.len() >= 10 && names.contains(&"serve".to_string()), "{names:?}");
    let mut problems = Vec::new();
    let mut paths = Vec::new();
    rust_files(&root().join("src/cli/commands"), &mut paths);
    for file in paths {
        let own = file
            .strip_prefix(root().join("src/cli/commands"))
            .ok()
            .and_then(|p| p.components().next())
            .map(|c| c.as_os_str().to_string_lossy().trim_end_matches(".rs").to_string())
            .unwrap_or_default();
        let text = code(&std::fs::read_to_string(&file).unwrap_or_default());
        for other in names.iter().filter(|n| **n != own) {
            for path in [format!("super::{other}"), format!("commands::{other}")] {
                let used = text.match_indices(&path).any(|(i, _)| {
                    !text[i + path.len()..].starts_with(|c: char| c.is_alphanumeric() || c == '_')
                });
                if used {
                    problems.push(format!("{}: uses `{path}`", file.display()));
                }
            }
        }
        // A command's own submodules (`serve/api.rs` → `super::files`) are its own business;
        // a file directly in `commands/` has no business with its siblings at all.
        if file.parent() == Some(root().join("src/cli/commands").as_path())
            && text.contains("super::")
        {
            problems.push(format!("{}: reaches beside itself with `super::`", file.display()));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
