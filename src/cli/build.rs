//! `reglament build`: the main job for a whole folder. Checks every regulation, renders every
//! regulation that lowered cleanly (HTML and Markdown), and renders a bulletin for every results
//! file (`.rgr`) whose header names one of those regulations. Every output is written atomically
//! into the output folder and never over an input.

use super::{collect_files, EXIT_FINDINGS, EXIT_OK, EXIT_USAGE};
use crate::diagnostic::render::render_short;
use crate::diagnostic::Severity;
use crate::render::bulletin_cli::{run_capture, BulletinArgs};
use crate::render::{encode, regulation_view, Format, OutputEncoding, Renderer};
use crate::source::SourceFile;
use crate::{compile, Options};
use std::collections::HashMap;
use std::io::IsTerminal;
use std::path::{Path, PathBuf};

/// Arguments of `build`.
#[derive(Debug, clap::Args)]
pub struct BuildArgs {
    /// The folder of regulations (`.rgl`, searched recursively).
    #[arg(default_value = "regulations")]
    pub regulations: PathBuf,
    /// The folder of results files (`.rgr`); each names its regulation in its header.
    #[arg(long, default_value = "results")]
    pub results: PathBuf,
    /// Where the documents go (created if missing).
    #[arg(long, default_value = "out")]
    pub out: PathBuf,
    /// A directory of `*.j2` templates replacing the embedded ones of the same name.
    #[arg(long)]
    pub templates: Option<PathBuf>,
}

/// What one run produced.
#[derive(Debug, Default)]
struct Tally {
    errors: usize,
    warnings: usize,
    written: Vec<PathBuf>,
    failed: bool,
}

/// The output path for `input` (relative to `base`) with a new extension, inside `out`.
fn output_path(out: &Path, base: &Path, input: &Path, suffix: &str) -> PathBuf {
    let relative = input.strip_prefix(base).unwrap_or(input);
    let stem = relative.with_extension("");
    out.join(format!("{}{suffix}", stem.display()))
}

fn write(path: &Path, bytes: &[u8], inputs: &[&Path], tally: &mut Tally) {
    if let Some(dir) = path.parent() {
        if let Err(e) = std::fs::create_dir_all(dir) {
            eprintln!("error: cannot create `{}`: {e}", dir.display());
            tally.failed = true;
            return;
        }
    }
    match crate::output::write_atomically(path, bytes, inputs) {
        Ok(()) => tally.written.push(path.to_path_buf()),
        Err(e) => {
            eprintln!("error: {e}");
            tally.failed = true;
        }
    }
}

/// Runs `build`; returns the exit code (0 clean, 1 findings with errors, 2 I/O or usage).
pub fn run(args: &BuildArgs) -> i32 {
    // Documents never go among the sources.
    let same = |a: &Path, b: &Path| match (a.canonicalize(), b.canonicalize()) {
        (Ok(x), Ok(y)) => x == y || x.starts_with(&y),
        _ => false,
    };
    if same(&args.out, &args.regulations) || same(&args.out, &args.results) {
        eprintln!(
            "error: the output folder `{}` is (inside) an input folder; choose another `--out`",
            args.out.display()
        );
        return EXIT_USAGE;
    }
    let regulations = match collect_files(std::slice::from_ref(&args.regulations)) {
        Ok(f) => f,
        Err(msg) => {
            eprintln!("error: {msg}");
            return EXIT_USAGE;
        }
    };
    let renderer = match Renderer::new(args.templates.as_deref()) {
        Ok(r) => r,
        Err(d) => {
            eprintln!("error[{}]: {}", d.code, d.message);
            return EXIT_USAGE;
        }
    };
    let results: Vec<PathBuf> = if args.results.is_dir() {
        let mut found = Vec::new();
        if let Ok(entries) = std::fs::read_dir(&args.results) {
            found = entries
                .filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| p.extension().is_some_and(|e| e == "rgr"))
                .collect();
        }
        found.sort();
        found
    } else {
        Vec::new()
    };
    let progress = (std::io::stderr().is_terminal()).then(|| {
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
    let mut tally = Tally::default();
    // Regulations that lowered cleanly, by canonical path.
    let mut renderable: HashMap<PathBuf, PathBuf> = HashMap::new();
    for path in &regulations {
        step(path);
        let name = path.display().to_string();
        let bytes = match std::fs::read(path) {
            Ok(b) => b,
            Err(e) => {
                eprintln!("error: cannot read `{name}`: {e}");
                tally.failed = true;
                continue;
            }
        };
        let compiled = compile(&name, &bytes, &Options::default());
        for d in &compiled.diagnostics {
            match d.severity {
                Severity::Error => tally.errors += 1,
                Severity::Warning => tally.warnings += 1,
                Severity::Note => continue,
            }
            print!("{}", render_short(&compiled.file, d));
        }
        let lowered = compiled
            .diagnostics
            .iter()
            .all(|d| d.severity != Severity::Error || d.code.starts_with('V'));
        let Some(model) = compiled.model.as_ref().filter(|_| lowered) else { continue };
        let view = regulation_view(model);
        for format in [Format::Html, Format::Markdown] {
            match renderer.render(&format.template_name("regulation"), &view) {
                Ok(text) => {
                    let (bytes, _) = encode(&text, format, OutputEncoding::Utf8);
                    let target = output_path(
                        &args.out,
                        &args.regulations,
                        path,
                        &format!(".{}", format.extension()),
                    );
                    write(&target, &bytes, &[path.as_path()], &mut tally);
                }
                Err(d) => {
                    eprint!("{}", render_short(&SourceFile::new(&name, "", "UTF-8"), &d));
                    tally.failed = true;
                }
            }
        }
        if let Ok(canonical) = path.canonicalize() {
            renderable.insert(canonical, path.clone());
        }
    }
    for rgr in &results {
        step(rgr);
        let Ok(bytes) = std::fs::read(rgr) else { continue };
        let Ok(decoded) = crate::decode::decode(&rgr.display().to_string(), &bytes, None) else {
            continue;
        };
        let Some(reference) = crate::results::results_file::regulation_reference(&decoded.file)
        else {
            eprintln!("note: `{}` names no regulation; no bulletin", rgr.display());
            continue;
        };
        let base = rgr.parent().unwrap_or(Path::new("."));
        let Some(regulation) =
            base.join(&reference).canonicalize().ok().and_then(|c| renderable.get(&c).cloned())
        else {
            eprintln!(
                "note: `{}` names `{reference}`, which is not among the rendered regulations; no bulletin",
                rgr.display()
            );
            continue;
        };
        for format in [Format::Html, Format::Markdown] {
            let bulletin = BulletinArgs {
                regulation: regulation.clone(),
                results: rgr.clone(),
                format,
                output: None,
                templates: args.templates.clone(),
                output_encoding: OutputEncoding::Utf8,
            };
            let (code, text, err) = run_capture(&bulletin);
            if format == Format::Html {
                eprint!("{err}");
            }
            if code != EXIT_OK {
                tally.failed |= code == EXIT_USAGE;
                continue;
            }
            let (bytes, _) = encode(&text, format, OutputEncoding::Utf8);
            let target = output_path(
                &args.out,
                &args.results,
                rgr,
                &format!(".bulletin.{}", format.extension()),
            );
            write(&target, &bytes, &[rgr.as_path(), regulation.as_path()], &mut tally);
        }
    }
    if let Some(bar) = progress {
        bar.finish_and_clear();
    }
    eprintln!(
        "checked {} regulations ({} errors, {} warnings); wrote {} documents into `{}`",
        regulations.len(),
        tally.errors,
        tally.warnings,
        tally.written.len(),
        args.out.display()
    );
    if tally.failed {
        EXIT_USAGE
    } else if tally.errors > 0 {
        EXIT_FINDINGS
    } else {
        EXIT_OK
    }
}
