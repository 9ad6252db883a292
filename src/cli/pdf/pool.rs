//! The print queue: documents printed by one headless browser ([`Chrome`]), a few at a time,
//! each in its own tab, in the order they were handed in. The browser is found and started at
//! the first document and kept for every later one (`build` keeps it for the run, `serve` while
//! it serves; a browser that died is started again). When the DevTools protocol fails, the
//! document is printed as before by a browser process of its own ([`super::print`]) and the
//! pool says so as a note; after [`GIVE_UP`] failures in a row it prints every later document
//! that way.

use super::cdp::{Chrome, Failure};
use super::TIMEOUT;
use crate::diagnostic::Diagnostic;
use std::path::PathBuf;
use std::sync::mpsc::{self, Receiver, SyncSender};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;

/// Protocol failures in a row after which every later document is printed one process each.
const GIVE_UP: u32 = 3;

/// What the pool tells while it works.
pub enum Event<'a> {
    /// A document is being printed (its label, as handed in).
    Printing(&'a str),
    /// Something the user should know that is not an error (the protocol failed; the PDF was
    /// printed all the same).
    Note(&'a str),
}

/// What is done with a document's PDF (or with why it could not be printed).
pub type Done = Box<dyn FnOnce(Result<Vec<u8>, Diagnostic>) + Send>;

struct Job {
    label: String,
    html: String,
    done: Done,
}

/// What the workers share.
struct Shared {
    /// The browser named by `--browser` (else `REGLAMENT_BROWSER`, else the usual names).
    chosen: Option<PathBuf>,
    /// Keep a tab open ahead for the next document (`serve`, where a person waits for each).
    spare: bool,
    state: Mutex<State>,
    events: Box<dyn Fn(Event<'_>) + Send + Sync>,
}

#[derive(Default)]
struct State {
    /// The browser, once looked for.
    browser: Option<Result<PathBuf, Diagnostic>>,
    /// The browser started with its DevTools port.
    chrome: Option<Arc<Chrome>>,
    /// Protocol failures in a row.
    failures: u32,
}

/// Prints documents through one browser; dropping it waits for the documents handed in and
/// closes the browser.
pub struct Pool {
    queue: Option<SyncSender<Job>>,
    workers: Vec<JoinHandle<()>>,
}

impl Pool {
    /// A pool of `workers` tabs at most at once, printing with the browser named by `chosen`
    /// (looked for at the first document); `events` hears what it does (from its threads).
    pub fn new(
        chosen: Option<PathBuf>,
        workers: usize,
        events: impl Fn(Event<'_>) + Send + Sync + 'static,
    ) -> Pool {
        Pool::with(chosen, workers, false, events)
    }

    /// A pool that keeps the browser warm between documents: after each it opens the tab for
    /// the next (`serve`: an export does not wait for a renderer to start).
    pub fn warm(
        chosen: Option<PathBuf>,
        workers: usize,
        events: impl Fn(Event<'_>) + Send + Sync + 'static,
    ) -> Pool {
        Pool::with(chosen, workers, true, events)
    }

    fn with(
        chosen: Option<PathBuf>,
        workers: usize,
        spare: bool,
        events: impl Fn(Event<'_>) + Send + Sync + 'static,
    ) -> Pool {
        let workers = workers.max(1);
        let state = Mutex::new(State::default());
        let shared = Arc::new(Shared { chosen, spare, state, events: Box::new(events) });
        // As many waiting as printing: whoever hands documents in waits while the queue is full
        // (a folder of thousands of documents is never held in memory at once).
        let (queue, jobs) = mpsc::sync_channel::<Job>(workers);
        let jobs = Arc::new(Mutex::new(jobs));
        let workers = (0..workers)
            .filter_map(|i| {
                let (shared, jobs) = (Arc::clone(&shared), Arc::clone(&jobs));
                std::thread::Builder::new()
                    .name(format!("reglament-print-{i}"))
                    .spawn(move || work(&shared, &jobs))
                    .ok()
            })
            .collect();
        Pool { queue: Some(queue), workers }
    }

    /// The number of tabs printing at once for `build`: one more than the cores (a tab loads
    /// while others print), three to four.
    pub fn default_workers() -> usize {
        (std::thread::available_parallelism().map_or(2, |n| n.get()) + 1).clamp(3, 4)
    }

    /// Hands a document in; `done` gets its PDF. Waits while the queue is full.
    pub fn submit(&self, label: String, html: String, done: Done) {
        let job = Job { label, html, done };
        let sent = match &self.queue {
            Some(queue) => queue.send(job).map_err(|e| e.0),
            None => Err(job),
        };
        // No worker could be started: printed here, one process.
        if let Err(job) = sent {
            (job.done)(Err(Diagnostic::error(
                crate::render::codes::NO_BROWSER_FOR_PDF,
                "the print queue is not running",
            )));
        }
    }
}

impl Drop for Pool {
    fn drop(&mut self) {
        self.queue = None;
        for w in self.workers.drain(..) {
            let _ = w.join();
        }
    }
}

impl crate::app::PrintPdf for Pool {
    fn pdf(&self, html: &str) -> Result<Vec<u8>, Diagnostic> {
        let (tx, rx) = mpsc::channel();
        self.submit(
            String::new(),
            html.to_string(),
            Box::new(move |r| {
                let _ = tx.send(r);
            }),
        );
        rx.recv().unwrap_or_else(|_| {
            Err(Diagnostic::error(
                crate::render::codes::NO_BROWSER_FOR_PDF,
                "the print queue stopped before the document was printed",
            ))
        })
    }
}

fn work(shared: &Shared, jobs: &Mutex<Receiver<Job>>) {
    loop {
        let job = match jobs.lock() {
            Ok(rx) => rx.recv(),
            Err(_) => return,
        };
        let Ok(job) = job else { return };
        if !job.label.is_empty() {
            (shared.events)(Event::Printing(&job.label));
        }
        let printed = shared.print(&job.html);
        (job.done)(printed);
        if shared.spare {
            let chrome = shared.lock().chrome.clone();
            if let Some(chrome) = chrome {
                chrome.prepare_spare(TIMEOUT);
            }
        }
    }
}

impl Shared {
    fn lock(&self) -> std::sync::MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// One document: through the browser's tab when the protocol works, else one process.
    fn print(&self, html: &str) -> Result<Vec<u8>, Diagnostic> {
        let (browser, chrome) = {
            let mut state = self.lock();
            let browser = state
                .browser
                .get_or_insert_with(|| super::find_browser(self.chosen.as_deref()))
                .clone()?;
            let chrome = self.chrome(&mut state, &browser);
            (browser, chrome)
        };
        let Some(chrome) = chrome else { return super::print(&browser, html) };
        match chrome.print(html, TIMEOUT) {
            Ok(bytes) => {
                self.lock().failures = 0;
                Ok(bytes)
            }
            Err(Failure::Timeout) => Err(Diagnostic::error(
                crate::render::codes::NO_BROWSER_FOR_PDF,
                format!(
                    "`{}` could not print the document to PDF: no answer in {} s",
                    browser.display(),
                    TIMEOUT.as_secs()
                ),
            )
            .with_help("try another browser with `--browser PATH`, or write HTML and print it")),
            Err(Failure::Protocol(why)) => {
                self.failed(&why, Some(&chrome));
                super::print(&browser, html)
            }
        }
    }

    /// The browser with its DevTools port: the one running, or a new one (`None` when the
    /// protocol has failed [`GIVE_UP`] times in a row, or the start fails).
    fn chrome(&self, state: &mut State, browser: &std::path::Path) -> Option<Arc<Chrome>> {
        if let Some(c) = state.chrome.as_ref().filter(|c| c.alive()) {
            return Some(Arc::clone(c));
        }
        state.chrome = None;
        if state.failures >= GIVE_UP {
            return None;
        }
        match Chrome::start(browser) {
            Ok(c) => {
                let c = Arc::new(c);
                state.chrome = Some(Arc::clone(&c));
                Some(c)
            }
            // A browser that cannot start with its DevTools port will not the next time either.
            Err(e) => {
                state.failures = GIVE_UP;
                self.note(&e.to_string(), state.failures);
                None
            }
        }
    }

    /// A protocol failure: said as a note; the browser is dropped when its connection ended.
    fn failed(&self, why: &str, chrome: Option<&Arc<Chrome>>) {
        let mut state = self.lock();
        state.failures += 1;
        if chrome.is_some_and(|c| !c.alive()) {
            state.chrome = None;
        }
        let failures = state.failures;
        drop(state);
        self.note(why, failures);
    }

    fn note(&self, why: &str, failures: u32) {
        let then = if failures >= GIVE_UP {
            "every PDF from now on is printed by a browser process of its own"
        } else {
            "this PDF is printed by a browser process of its own"
        };
        (self.events)(Event::Note(&format!(
            "printing through the browser's DevTools protocol failed ({why}); {then}"
        )));
    }
}
