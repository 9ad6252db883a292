//! `reglament build`: the main job for a whole folder. Checks every regulation, renders every
//! regulation that lowered cleanly (HTML and Markdown), and renders a bulletin for every results
//! file (`.rgr`) whose header names one of those regulations. Each regulation is compiled once;
//! its model serves its own documents and every bulletin that names it. Every output is written
//! atomically into the output folder and never over an input.

use super::bulletin;
use crate::cli::args::BuildArgs;
use crate::cli::printer::{plural, Printer, Tally};
use crate::cli::{failure, load, write, ExitStatus, Terminal};
use crate::diagnostic::render::render_short;
use crate::diagnostic::Severity;
use crate::model::Regulation;
use crate::render::{encode, regulation_view, Format, OutputEncoding, Renderer};
use crate::source::SourceFile;
use crate::Options;
use std::collections::HashMap;
use std::path::{Path, PathBuf};

/// The formats `build` writes.
const FORMATS: [Format; 2] = [Format::Html, Format::Markdown];

/// What one run produced.
#[derive(Debug, Default)]
struct Outcome {
    tally: Tally,
    written: Vec<PathBuf>,
    failed: bool,
}

impl Outcome {
    fn write(&mut self, path: &Path, bytes: &[u8], inputs: &[&Path]) {
        if let Some(dir) = path.parent() {
            if let Err(e) = std::fs::create_dir_all(dir) {
                eprintln!("error: cannot create `{}`: {e}", dir.display());
                self.failed = true;
                return;
            }
        }
        match write::write_atomically(path, bytes, inputs) {
            Ok(()) => self.written.push(path.to_path_buf()),
            Err(e) => {
                eprintln!("error: {e}");
                self.failed = true;
            }
        }
    }
}

/// The output path for `input` (relative to `base`) with a new extension, inside `out`.
fn output_path(out: &Path, base: &Path, input: &Path, suffix: &str) -> PathBuf {
    let relative = input.strip_prefix(base).unwrap_or(input);
    let stem = relative.with_extension("");
    out.join(format!("{}{suffix}", stem.display()))
}

/// Runs `build`: 0 clean, 1 findings with errors, 2 I/O or usage.
pub fn run(args: &BuildArgs, term: Terminal) -> ExitStatus {
    // Documents never go among the sources.
    let same = |a: &Path, b: &Path| match (a.canonicalize(), b.canonicalize()) {
        (Ok(x), Ok(y)) => x == y || x.starts_with(&y),
        _ => false,
    };
    if same(&args.out, &args.regulations) || same(&args.out, &args.results) {
        return failure(format!(
            "the output folder `{}` is (inside) an input folder; choose another `--out`",
            args.out.display()
        ));
    }
    let regulations = match load::collect_files(
        std::slice::from_ref(&args.regulations),
        load::REGULATION_EXTENSION,
    ) {
        Ok(f) => f,
        Err(msg) => return failure(msg),
    };
    let renderer = match load::templates(args.templates.as_deref()).and_then(|t| Renderer::new(&t))
    {
        Ok(r) => r,
        Err(d) => return failure(format!("[{}] {}", d.code, d.message)),
    };
    let results: Vec<PathBuf> = if args.results.is_dir() {
        let mut found: Vec<PathBuf> = std::fs::read_dir(&args.results)
            .map(|entries| {
                entries
                    .filter_map(|e| e.ok().map(|e| e.path()))
                    .filter(|p| p.extension().is_some_and(|e| e == load::RESULTS_EXTENSION))
                    .collect()
            })
            .unwrap_or_default();
        found.sort();
        found
    } else {
        Vec::new()
    };
    let progress = term.stderr_is_terminal.then(|| {
        let bar = indicatif::ProgressBar::new((regulations.len() + results.len()) as u64);
        bar.set_style(
            indicatif::ProgressStyle::with_template("building {pos}/{len} {wide_bar} {msg}")
                .unwrap_or_else(|_| indicatif::ProgressStyle::default_bar()),
        );
        bar
    });
    let step = |what: &Path| {
        if let Some(bar) = &progress {
            bar.set_message(what.display().to_string());
            bar.inc(1);
        }
    };
    let printer = Printer::human(term.color_stderr);
    let mut outcome = Outcome::default();
    // Regulations that lowered cleanly, by canonical path: their path and model.
    let mut renderable: HashMap<PathBuf, (PathBuf, Regulation)> = HashMap::new();
    for path in &regulations {
        step(path);
        let compiled = match load::regulation(path, &Options::default()) {
            Ok(c) => c,
            Err(msg) => {
                eprintln!("error: {msg}");
                outcome.failed = true;
                continue;
            }
        };
        let shown: Vec<_> =
            compiled.diagnostics.iter().filter(|d| d.severity != Severity::Note).cloned().collect();
        outcome.tally.add(&shown);
        for d in &shown {
            print!("{}", render_short(&compiled.file, d));
        }
        let lowered = compiled
            .diagnostics
            .iter()
            .all(|d| d.severity != Severity::Error || d.code.starts_with('V'));
        let Some(model) = compiled.model.filter(|_| lowered) else { continue };
        let view = regulation_view(&model);
        for format in FORMATS {
            match renderer.render(&format.template_name("regulation"), &view) {
                Ok(text) => {
                    let (bytes, _) = encode(&text, format, OutputEncoding::Utf8);
                    let suffix = format!(".{}", format.extension());
                    let target = output_path(&args.out, &args.regulations, path, &suffix);
                    outcome.write(&target, &bytes, &[path.as_path()]);
                }
                Err(d) => {
                    eprint!(
                        "{}",
                        printer
                            .text(&SourceFile::new(path.display().to_string(), "", "UTF-8"), &[d])
                    );
                    outcome.failed = true;
                }
            }
        }
        if let Ok(canonical) = path.canonicalize() {
            renderable.insert(canonical, (path.clone(), model));
        }
    }
    for rgr in &results {
        step(rgr);
        let Ok(bytes) = load::bytes(rgr) else { continue };
        let Ok(decoded) = crate::decode::decode(&rgr.display().to_string(), &bytes, None) else {
            continue;
        };
        let Some(reference) = crate::results::results_file::regulation_reference(&decoded.file)
        else {
            eprintln!("note: `{}` names no regulation; no bulletin", rgr.display());
            continue;
        };
        let base = rgr.parent().unwrap_or(Path::new("."));
        let Some((regulation, model)) =
            base.join(&reference).canonicalize().ok().and_then(|c| renderable.get(&c))
        else {
            eprintln!(
                "note: `{}` names `{reference}`, which is not among the rendered regulations; no bulletin",
                rgr.display()
            );
            continue;
        };
        let r = match load::results(rgr, Some(model)) {
            Ok(r) => r,
            Err(msg) => {
                eprintln!("error: {msg}");
                outcome.failed = true;
                continue;
            }
        };
        eprint!("{}", printer.text(&r.file, &r.diagnostics));
        if Tally::of(&r.diagnostics).errors > 0 {
            eprintln!("error: `{}` has errors, so no bulletin is rendered", rgr.display());
            outcome.tally.add(&r.diagnostics);
            continue;
        }
        let (view, findings) = bulletin::view(model, &r);
        eprint!("{}", printer.text(&r.file, &findings));
        for format in FORMATS {
            match renderer.render(&format.template_name("bulletin"), &view) {
                Ok(text) => {
                    let (bytes, _) = encode(&text, format, OutputEncoding::Utf8);
                    let suffix = format!(".bulletin.{}", format.extension());
                    let target = output_path(&args.out, &args.results, rgr, &suffix);
                    outcome.write(&target, &bytes, &[rgr.as_path(), regulation.as_path()]);
                }
                Err(d) => {
                    eprint!("{}", printer.text(&r.file, &[d]));
                    outcome.failed = true;
                }
            }
        }
    }
    if let Some(bar) = progress {
        bar.finish_and_clear();
    }
    eprintln!(
        "checked {} ({}, {}); wrote {} into `{}`",
        plural(regulations.len(), "regulation"),
        plural(outcome.tally.errors, "error"),
        plural(outcome.tally.warnings, "warning"),
        plural(outcome.written.len(), "document"),
        args.out.display()
    );
    if outcome.failed {
        ExitStatus::Failure
    } else {
        ExitStatus::findings_if(outcome.tally.errors > 0)
    }
}
