//! `reglament build`: the main job for a whole folder ([`crate::app::build`]): every regulation
//! checked and rendered, every results file's bulletin rendered, into an output folder. Every
//! output is written atomically and never over an input; the output folder is refused when it
//! is (or would be, once created) inside a folder of inputs, and temporary files a killed run
//! left in it are removed first. Folders are searched without following a symbolic-link loop.

use crate::app::build::{self, Publisher, Request};
use crate::cli::args::BuildArgs;
use crate::cli::printer::Printer;
use crate::cli::report::Reporter;
use crate::cli::{failure, load, pdf, write, ExitStatus, Terminal};
use crate::source::SourceFile;
use crate::vocab::Lang;
use indicatif::ProgressBar;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, PoisonError};

/// Writes `build`'s documents into the output folder and hands their PDF copies to one
/// browser ([`pdf::Pool`]), which prints a few at a time while the rest is built.
struct Folder {
    printer: Option<pdf::Pool>,
    /// Documents written (from the printing threads too).
    written: Arc<AtomicUsize>,
    /// PDFs handed to the printer.
    printing: usize,
    /// The errors of the PDFs, by the order they were handed in (said once all are printed).
    failed: Arc<Mutex<Vec<(usize, String)>>>,
    progress: Option<ProgressBar>,
}

/// Writes one document (its folder created first); the error's message when it could not.
fn write_document(path: &Path, bytes: &[u8], inputs: &[&Path]) -> Result<(), String> {
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir)
            .map_err(|e| format!("error: cannot create `{}`: {e}", dir.display()))?;
    }
    write::write_atomically(path, bytes, inputs).map_err(|e| format!("error: {e}"))
}

/// A line on standard error, above the progress bar when there is one.
fn say(progress: Option<&ProgressBar>, line: &str) {
    match progress {
        Some(bar) => bar.suspend(|| eprintln!("{line}")),
        None => eprintln!("{line}"),
    }
}

impl Publisher for Folder {
    fn write(&mut self, path: &Path, bytes: &[u8], inputs: &[&Path]) -> bool {
        match write_document(path, bytes, inputs) {
            Ok(()) => {
                self.written.fetch_add(1, Ordering::Relaxed);
                true
            }
            Err(message) => {
                say(self.progress.as_ref(), &message);
                false
            }
        }
    }

    fn print(&mut self, path: &Path, html: &str, inputs: &[&Path]) -> bool {
        let Some(printer) = &self.printer else { return true };
        let n = self.printing;
        self.printing += 1;
        if let Some(bar) = &self.progress {
            bar.inc_length(1);
        }
        let target = path.to_path_buf();
        let inputs: Vec<PathBuf> = inputs.iter().map(|p| p.to_path_buf()).collect();
        let (written, failed) = (Arc::clone(&self.written), Arc::clone(&self.failed));
        let progress = self.progress.clone();
        printer.submit(
            path.display().to_string(),
            html.to_string(),
            Box::new(move |printed| {
                let inputs: Vec<&Path> = inputs.iter().map(PathBuf::as_path).collect();
                let outcome = printed
                    .map_err(|d| format!("error: [{}] {}", d.code, d.message))
                    .and_then(|bytes| write_document(&target, &bytes, &inputs));
                match outcome {
                    Ok(()) => {
                        written.fetch_add(1, Ordering::Relaxed);
                    }
                    Err(message) => {
                        failed.lock().unwrap_or_else(PoisonError::into_inner).push((n, message))
                    }
                }
                if let Some(bar) = progress {
                    bar.inc(1);
                }
            }),
        );
        true
    }

    fn finish(&mut self) -> bool {
        // Dropping the printer waits for the documents handed in and closes the browser.
        self.printer = None;
        let mut failed =
            std::mem::take(&mut *self.failed.lock().unwrap_or_else(PoisonError::into_inner));
        failed.sort();
        for (_, message) in &failed {
            say(self.progress.as_ref(), message);
        }
        failed.is_empty()
    }
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
    let lang = args.lang.map_or(Lang::En, crate::cli::args::LangArg::lang);
    let (regulations, skipped) = match load::collect_files(
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
            crate::cli::write::stderr_report(&Printer::stderr(term).text(&file, &[d]));
            return ExitStatus::Failure;
        }
    };
    // The results files directly in the results folder: regular files only, like the walk.
    let mut results: Vec<PathBuf> = Vec::new();
    let mut skipped = skipped;
    if args.results.is_dir() {
        let listed: Vec<PathBuf> = std::fs::read_dir(&args.results)
            .map(|entries| {
                entries
                    .filter_map(|e| e.ok().map(|e| e.path()))
                    .filter(|p| p.extension().is_some_and(|e| e == load::RESULTS_EXTENSION))
                    .collect()
            })
            .unwrap_or_default();
        for p in listed {
            match load::NotRegular::of(&p) {
                Some(what) => skipped.push(load::Skipped { path: p, what }),
                None => results.push(p),
            }
        }
        results.sort();
    }
    for s in &skipped {
        eprintln!("{}", s.note(lang));
    }
    let progress = term.stderr_is_terminal.then(|| {
        let bar = ProgressBar::new((regulations.len() + results.len()) as u64);
        bar.set_style(
            indicatif::ProgressStyle::with_template("building {pos}/{len} {wide_bar} {msg}")
                .unwrap_or_else(|_| indicatif::ProgressStyle::default_bar()),
        );
        bar
    });
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
                let l = args.lang.map_or(Lang::En, crate::cli::args::LangArg::lang);
                eprintln!(
                    "{}",
                    crate::diagnostic::l10n::tr!(
                        l,
                        en: "note: no Chromium, Chrome or Edge found: no PDF copies (`--browser PATH` names one)",
                        bg: "бележка: не е намерен Chromium, Chrome или Edge: без копия в PDF (`--browser ПЪТ` посочва браузър)",
                        uk: "примітка: не знайдено Chromium, Chrome чи Edge: без копій у PDF (`--browser ШЛЯХ` вказує браузер)"
                    )
                );
                None
            }
        }
    };
    let request = Request {
        regulations: &regulations,
        regulations_dir: &args.regulations,
        results: &results,
        results_dir: &args.results,
        out: &args.out,
        pdf: browser.is_some(),
        limits: term.limits,
    };
    // One browser prints every PDF, a few at a time; the bar says which.
    let l = args.lang.map_or(Lang::En, crate::cli::args::LangArg::lang);
    let printer = browser.map(|b| {
        let bar = progress.clone();
        pdf::Pool::new(Some(b), pdf::Pool::default_workers(), move |event| match event {
            pdf::Event::Printing(what) => {
                if let Some(bar) = &bar {
                    // A progress bar is drawn on the terminal: the name's controls are shown.
                    let what = crate::vocab::printable::printable_line(what).into_owned();
                    bar.set_message(crate::diagnostic::l10n::tr!(
                        l,
                        en: "printing {what}",
                        bg: "печат на {what}",
                        uk: "друк {what}"
                    ));
                }
            }
            other => {
                if let Some(line) = other.note(l) {
                    say(bar.as_ref(), &line);
                }
            }
        })
    });
    let mut folder = Folder {
        printer,
        written: Arc::new(AtomicUsize::new(0)),
        printing: 0,
        failed: Arc::new(Mutex::new(Vec::new())),
        progress: progress.clone(),
    };
    let lang = args.lang.map(crate::cli::args::LangArg::lang);
    let mut report = Reporter::build(term).in_language(lang);
    let built = build::run(
        &load::FileSystem::FILES.with_fide_list(args.fide_list.as_deref()),
        &request,
        &renderer,
        &mut folder,
        &mut report,
        &mut |what| {
            if let Some(bar) = &progress {
                bar.set_message(
                    crate::vocab::printable::printable_line(&what.display().to_string())
                        .into_owned(),
                );
                bar.inc(1);
            }
        },
    );
    if let Some(bar) = progress {
        bar.finish_and_clear();
    }
    for line in summary(
        &built,
        regulations.len(),
        folder.written.load(Ordering::Relaxed),
        &args.out,
        lang.unwrap_or(Lang::En),
    ) {
        eprintln!("{line}");
    }
    if built.failed {
        ExitStatus::Failure
    } else {
        ExitStatus::findings_if(built.tally.errors > 0)
    }
}

/// The summary lines of `build`, in a language: the drafts, the samples, then what was checked
/// and written.
fn summary(
    built: &build::Built,
    regulations: usize,
    written: usize,
    out: &Path,
    l: Lang,
) -> Vec<String> {
    use crate::diagnostic::l10n::{tr, Noun, ERRORS, WARNINGS};
    const REGULATIONS: Noun = Noun {
        en: ["regulation", "regulations"],
        bg: ["регламент", "регламента"],
        uk: ["положення", "положення", "положень"],
    };
    const BULLETINS: Noun = Noun {
        en: ["bulletin", "bulletins"],
        bg: ["бюлетин", "бюлетина"],
        uk: ["бюлетень", "бюлетені", "бюлетенів"],
    };
    const DOCUMENTS: Noun = Noun {
        en: ["document", "documents"],
        bg: ["документ", "документа"],
        uk: ["документ", "документи", "документів"],
    };
    let mut lines = Vec::new();
    if built.drafts > 0 {
        let n = REGULATIONS.count(l, built.drafts as u64);
        lines.push(tr!(
            l,
            en: "{n} with errors rendered as drafts (marked on every page)",
            bg: "{n} с грешки са изготвени като проекти (с отбелязване на всяка страница)",
            uk: "{n} з помилками складено як проєкти (з позначкою на кожній сторінці)"
        ));
    }
    if built.samples > 0 {
        let n = BULLETINS.count(l, built.samples as u64);
        lines.push(tr!(
            l,
            en: "{n} of illustrative results marked as samples (on every page)",
            bg: "{n} с измислени резултати са означени като примерни (на всяка страница)",
            uk: "{n} з вигаданими результатами позначено як умовні (на кожній сторінці)"
        ));
    }
    let checked = REGULATIONS.count(l, regulations as u64);
    let errors = ERRORS.count(l, built.tally.errors as u64);
    let warnings = WARNINGS.count(l, built.tally.warnings as u64);
    let documents = DOCUMENTS.count(l, written as u64);
    let out = out.display();
    lines.push(tr!(
        l,
        en: "checked {checked} ({errors}, {warnings}); wrote {documents} into `{out}`",
        bg: "проверени: {checked} ({errors}, {warnings}); записани: {documents} в `{out}`",
        uk: "перевірено: {checked} ({errors}, {warnings}); записано: {documents} у `{out}`"
    ));
    lines
}
