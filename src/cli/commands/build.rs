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
use std::path::{Path, PathBuf};

/// Writes `build`'s documents into the output folder and prints them to PDF with a browser.
struct Folder {
    browser: Option<PathBuf>,
    written: usize,
}

impl Publisher for Folder {
    fn write(&mut self, path: &Path, bytes: &[u8], inputs: &[&Path]) -> bool {
        if let Some(dir) = path.parent() {
            if let Err(e) = std::fs::create_dir_all(dir) {
                eprintln!("error: cannot create `{}`: {e}", dir.display());
                return false;
            }
        }
        match write::write_atomically(path, bytes, inputs) {
            Ok(()) => {
                self.written += 1;
                true
            }
            Err(e) => {
                eprintln!("error: {e}");
                false
            }
        }
    }

    fn print(&mut self, path: &Path, html: &str, inputs: &[&Path]) -> bool {
        let Some(browser) = &self.browser else { return true };
        match pdf::print(browser, html) {
            Ok(bytes) => self.write(path, &bytes, inputs),
            Err(d) => {
                eprintln!("error: [{}] {}", d.code, d.message);
                false
            }
        }
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
    let mut folder = Folder { browser, written: 0 };
    let lang = args.lang.map(crate::cli::args::LangArg::lang);
    let mut report = Reporter::build(term).in_language(lang);
    let built = build::run(
        &load::FileSystem::FILES,
        &request,
        &renderer,
        &mut folder,
        &mut report,
        &mut |what| {
            if let Some(bar) = &progress {
                bar.set_message(what.display().to_string());
                bar.inc(1);
            }
        },
    );
    if let Some(bar) = progress {
        bar.finish_and_clear();
    }
    for line in
        summary(&built, regulations.len(), folder.written, &args.out, lang.unwrap_or(Lang::En))
    {
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
