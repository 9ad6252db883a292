//! `reglament build`: the main job for a whole folder. Checks every regulation, renders every
//! regulation that lowered cleanly (HTML, Markdown and, when a browser is found, PDF), and
//! renders a bulletin for every results file (`.rgr`) whose header names one of those
//! regulations. A regulation with check errors (the faithful seeds keep their real mistakes) is
//! rendered as a draft, marked on every page, and its bulletins too; `build` says so. Each
//! regulation is compiled once; its model serves its own documents and every bulletin that names
//! it. Every output is written atomically into the output folder and never over an input; the
//! output folder is refused when it is (or would be, once created) inside a folder of inputs,
//! and temporary files a killed run left in it are removed first. Folders are searched without
//! following a symbolic-link loop.

use super::bulletin;
use super::render::{gate, Gate};
use crate::cli::args::{BuildArgs, DiagnosticFormat};
use crate::cli::printer::{plural, Printer, Tally};
use crate::cli::{failure, load, pdf, write, ExitStatus, Terminal};
use crate::diagnostic::Severity;
use crate::model::Regulation;
use crate::render::{regulation_view_with, DocumentOptions, Format, OutputEncoding};
use crate::source::SourceFile;
use crate::vocab::limits::FileKind;
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
    // Documents never go among the sources: the output folder is compared resolved (symbolic
    // links followed as far as the path exists), so a folder not created yet counts too.
    let out = write::resolved(&args.out);
    let mut sources = vec![&args.regulations, &args.results];
    sources.extend(args.templates.as_ref());
    if let Some(input) = sources.iter().find(|s| out.starts_with(write::resolved(s))) {
        return failure(format!(
            "the output folder `{}` is (inside) the input folder `{}`; choose another `--out`",
            args.out.display(),
            input.display()
        ));
    }
    write::remove_stale_temporaries(&args.out, true);
    let regulations = match load::collect_files(
        std::slice::from_ref(&args.regulations),
        load::REGULATION_EXTENSION,
    ) {
        Ok(f) => f,
        Err(msg) => return failure(msg),
    };
    let renderer = match load::renderer(args.templates.as_deref(), &term.limits) {
        Ok(r) => r,
        Err(d) => {
            let file = SourceFile::new("--templates", "", "UTF-8");
            eprint!("{}", Printer::stderr(term).text(&file, &[d]));
            return ExitStatus::Failure;
        }
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
    let printer = Printer::stderr(term);
    let mut outcome = Outcome::default();
    // PDF copies when a browser is found (a note otherwise: HTML prints from any browser).
    let browser = if args.no_pdf {
        None
    } else {
        match pdf::find_browser(args.browser.as_deref()) {
            Ok(b) => Some(b),
            Err(d) if args.browser.is_some() => {
                return failure(format!("[{}] {}", d.code, d.message));
            }
            Err(_) => {
                eprintln!("note: no Chromium, Chrome or Edge found: no PDF copies (`--browser PATH` names one)");
                None
            }
        }
    };
    let write_pdf = |outcome: &mut Outcome, html: &str, target: PathBuf, inputs: &[&Path]| {
        if let Some(b) = &browser {
            match pdf::print(b, html) {
                Ok(bytes) => outcome.write(&target, &bytes, inputs),
                Err(d) => {
                    eprintln!("error: [{}] {}", d.code, d.message);
                    outcome.failed = true;
                }
            }
        }
    };
    // Regulations that lowered cleanly, by canonical path: their path, model and whether they
    // are drafts.
    let mut renderable: HashMap<PathBuf, (PathBuf, Regulation, bool)> = HashMap::new();
    let mut drafts = 0;
    for path in &regulations {
        step(path);
        let options = Options { limits: term.limits, ..Options::default() };
        let compiled = match load::regulation(path, &options) {
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
        let short = Printer { format: DiagnosticFormat::Short, ..printer };
        print!("{}", short.text(&compiled.file, &shown));
        let draft = match gate(&compiled, true) {
            Gate::Refuse(_) => continue,
            Gate::Draft => compiled.has_errors(),
            Gate::Publish => false,
        };
        let Some(model) = compiled.model else { continue };
        if draft {
            drafts += 1;
            eprintln!(
                "note: `{}` has errors: rendered as a draft, every page marked “{}”",
                path.display(),
                crate::render::i18n::labels(model.lang).draft
            );
        }
        let view = regulation_view_with(&model, &DocumentOptions { draft, facts: false });
        outcome.tally.add(&view.diagnostics);
        print!("{}", short.text(&compiled.file, &view.diagnostics));
        for format in FORMATS {
            let template = format.template_name("regulation");
            match renderer.render_encoded(&template, &view, format, OutputEncoding::Utf8) {
                Ok((bytes, _)) => {
                    let suffix = format!(".{}", format.extension());
                    let target = output_path(&args.out, &args.regulations, path, &suffix);
                    outcome.write(&target, &bytes, &[path.as_path()]);
                    if format == Format::Html {
                        let html = String::from_utf8_lossy(&bytes).into_owned();
                        let target = output_path(&args.out, &args.regulations, path, ".pdf");
                        write_pdf(&mut outcome, &html, target, &[path.as_path()]);
                    }
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
            renderable.insert(canonical, (path.clone(), model, draft));
        }
    }
    for rgr in &results {
        step(rgr);
        let limit = term.limits.file_size(FileKind::Results);
        let Ok(bytes) = load::bytes_with(rgr, limit) else { continue };
        let name = rgr.display().to_string();
        let limit = usize::try_from(limit).unwrap_or(usize::MAX);
        let Ok(decoded) = crate::decode::decode_with_size_limit(&name, &bytes, None, limit) else {
            continue;
        };
        let Some(reference) = crate::results::results_file::regulation_reference(&decoded.file)
        else {
            eprintln!("note: `{}` names no regulation; no bulletin", rgr.display());
            continue;
        };
        let base = rgr.parent().unwrap_or(Path::new("."));
        let Some((regulation, model, draft)) =
            base.join(&reference).canonicalize().ok().and_then(|c| renderable.get(&c))
        else {
            eprintln!(
                "note: `{}` names `{reference}`, which is not among the rendered regulations; no bulletin",
                rgr.display()
            );
            continue;
        };
        let r = match load::results_with(rgr, Some(model), &term.limits) {
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
        let (view, findings) = bulletin::view(model, &r, *draft);
        eprint!("{}", printer.text(&r.file, &findings));
        if Tally::of(&findings).errors > 0 {
            eprintln!(
                "error: the standings of `{}` have errors, so no bulletin is rendered",
                rgr.display()
            );
            outcome.tally.add(&findings);
            continue;
        }
        for format in FORMATS {
            let template = format.template_name("bulletin");
            match renderer.render_encoded(&template, &view, format, OutputEncoding::Utf8) {
                Ok((bytes, _)) => {
                    let suffix = format!(".bulletin.{}", format.extension());
                    let target = output_path(&args.out, &args.results, rgr, &suffix);
                    let inputs = [rgr.as_path(), regulation.as_path()];
                    outcome.write(&target, &bytes, &inputs);
                    if format == Format::Html {
                        let html = String::from_utf8_lossy(&bytes).into_owned();
                        let target = output_path(&args.out, &args.results, rgr, ".bulletin.pdf");
                        write_pdf(&mut outcome, &html, target, &inputs);
                    }
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
    if drafts > 0 {
        eprintln!(
            "{} with errors rendered as drafts (marked on every page)",
            plural(drafts, "regulation")
        );
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
