//! How much heavy work the server takes on at once, so that it refuses rather than dies.
//!
//! - [`Budget`]: every request with a body (a check, an export, an import, a save) takes its
//!   estimated memory from one budget before its body is read, and gives it back when it is
//!   answered. Work larger than the whole budget is refused at once; work that finds the budget
//!   spent waits a while, then is refused as busy (the page tries again).
//! - [`Checks`]: at most one check of a file runs at a time. A check that arrives while another
//!   of the same file runs waits for its turn; when its turn comes and a newer text of the file
//!   has arrived meanwhile, it gives way to it (the page only wants the newest). A check whose
//!   page went away is dropped with its request (it leaves the queue; a running one skips the
//!   rendering of its document).

use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::sync::{OwnedMutexGuard, OwnedSemaphorePermit, Semaphore};

/// How long work waits for the budget before it is refused as busy.
pub const BUDGET_WAIT: Duration = Duration::from_secs(20);

/// What a request is, for its cost.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// A check or an HTML export: parse, lower, check and render a regulation.
    Check,
    /// A document dropped for import (a `.docx` unpacks to several times its size).
    Import,
    /// A save (the text, its encoding, the file and its backup).
    Save,
}

/// The estimated peak memory of a request with a body of `bytes`, in MiB. Measured (see
/// BENCHMARKS.md, "The editor's server"): a check of a 1 MiB regulation made of 500,000 short
/// statements, the worst shape found, peaks at about 190 MB; the text is at most 1 MiB (the
/// compile limit: a longer one is refused at once, cheaply), however much JSON escaping grew
/// the body, whose copies cost a few times its size. The import of a `.docx` peaks at about 20
/// times the document's size.
pub fn cost_mib(kind: Kind, bytes: usize) -> u32 {
    const MIB: u64 = 1024 * 1024;
    let bytes = bytes as u64;
    let mib = match kind {
        Kind::Check => bytes.min(MIB) * 200 / MIB + bytes * 3 / MIB,
        Kind::Import => bytes.saturating_mul(24) / MIB,
        Kind::Save => bytes.saturating_mul(4) / MIB,
    };
    u32::try_from(mib.saturating_add(2)).unwrap_or(u32::MAX)
}

/// Why work was not taken on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refused {
    /// It needs more than the whole budget.
    TooHeavy,
    /// The budget stayed spent for [`BUDGET_WAIT`].
    Busy,
}

/// The budget a request took, shared by the request and the work it started: given back when
/// both are done (a page that goes away does not give back what its running work still uses).
#[derive(Clone)]
pub struct Held(#[allow(dead_code)] pub Arc<OwnedSemaphorePermit>);

/// The memory heavy work may take at once.
pub struct Budget {
    permits: Arc<Semaphore>,
    total_mib: u32,
}

impl Budget {
    /// A budget of `total_mib` MiB.
    pub fn new(total_mib: u32) -> Budget {
        let total_mib = total_mib.max(16);
        Budget { permits: Arc::new(Semaphore::new(total_mib as usize)), total_mib }
    }

    /// Takes `cost` MiB of the budget, waiting up to `wait` for it; the permit gives it back
    /// when dropped.
    pub async fn take(&self, cost: u32, wait: Duration) -> Result<OwnedSemaphorePermit, Refused> {
        if cost > self.total_mib {
            return Err(Refused::TooHeavy);
        }
        match tokio::time::timeout(wait, self.permits.clone().acquire_many_owned(cost)).await {
            Ok(Ok(permit)) => Ok(permit),
            _ => Err(Refused::Busy),
        }
    }
}

/// The queue of checks of one file.
#[derive(Default)]
struct Slot {
    /// Held by the check that runs.
    running: Arc<tokio::sync::Mutex<()>>,
    /// The number of the newest check that arrived.
    newest: AtomicU64,
}

/// The checks of every file.
#[derive(Default)]
pub struct Checks {
    slots: Arc<Mutex<HashMap<String, Arc<Slot>>>>,
}

/// A file's turn to be checked, held while the check runs (moved into the work, so that a
/// check whose page went away still holds its file until it stops).
pub struct Turn {
    slots: Arc<Mutex<HashMap<String, Arc<Slot>>>>,
    key: String,
    slot: Arc<Slot>,
    number: u64,
    guard: Option<OwnedMutexGuard<()>>,
}

impl Turn {
    /// True while no newer text of the file has arrived.
    pub fn newest(&self) -> bool {
        self.slot.newest.load(Ordering::SeqCst) == self.number
    }

    /// [`Turn::newest`], to ask from the thread that does the work.
    pub fn watch(&self) -> impl Fn() -> bool + Send + Sync + 'static {
        let (slot, number) = (self.slot.clone(), self.number);
        move || slot.newest.load(Ordering::SeqCst) == number
    }
}

impl Drop for Turn {
    fn drop(&mut self) {
        self.guard.take();
        let mut slots = self.slots.lock().unwrap_or_else(|e| e.into_inner());
        // Forget the file when no other check of it holds or awaits its slot.
        if Arc::strong_count(&self.slot) == 2 {
            slots.remove(&self.key);
        }
    }
}

impl Checks {
    /// Waits for the file's turn; `None` when a newer text of the file arrived meanwhile (this
    /// check is no longer wanted).
    pub async fn turn(&self, key: &str) -> Option<Turn> {
        let slot = {
            let mut slots = self.slots.lock().unwrap_or_else(|e| e.into_inner());
            slots.entry(key.to_string()).or_default().clone()
        };
        let number = slot.newest.fetch_add(1, Ordering::SeqCst) + 1;
        let running = slot.running.clone();
        // From here the turn alone holds the slot: dropped while waiting (the page went away)
        // or given way, it forgets the file when nothing else needs it.
        let mut turn =
            Turn { slots: self.slots.clone(), key: key.to_string(), slot, number, guard: None };
        turn.guard = Some(running.lock_owned().await);
        turn.newest().then_some(turn)
    }

    /// How many files have a check running or waiting (for the tests).
    #[cfg(test)]
    fn files(&self) -> usize {
        self.slots.lock().map(|s| s.len()).unwrap_or(0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn a_newer_text_replaces_an_older_waiting_one_and_only_one_check_runs() {
        let checks = Checks::default();
        let first = checks.turn("a.rgl").await.expect("the first check runs at once");
        // Two more texts arrive while it runs; they wait.
        let second = checks.turn("a.rgl");
        let third = checks.turn("a.rgl");
        tokio::pin!(second, third);
        assert!(futures_poll(&mut second).await.is_none(), "the second waits");
        assert!(futures_poll(&mut third).await.is_none(), "the third waits");
        // Another file is not held up.
        let other = checks.turn("b.rgl").await.expect("another file runs at once");
        assert!(!first.newest(), "a newer text of a.rgl arrived");
        drop(first);
        assert!(second.await.is_none(), "the second gives way to the third");
        let third = third.await.expect("the newest runs");
        assert!(third.newest());
        drop((third, other));
        assert_eq!(checks.files(), 0, "nothing is kept once every check is done");
    }

    #[tokio::test]
    async fn a_check_whose_page_went_away_leaves_the_queue() {
        let checks = Checks::default();
        let first = checks.turn("a.rgl").await.expect("runs");
        {
            let gone = checks.turn("a.rgl");
            tokio::pin!(gone);
            assert!(futures_poll(&mut gone).await.is_none());
        } // the request is dropped: its page went away
        drop(first);
        assert_eq!(checks.files(), 0);
        assert!(checks.turn("a.rgl").await.is_some(), "the next text runs at once");
    }

    #[tokio::test]
    async fn the_budget_refuses_what_it_cannot_hold_and_waits_for_the_rest() {
        let budget = Budget::new(100);
        assert_eq!(budget.take(101, Duration::ZERO).await.err(), Some(Refused::TooHeavy));
        let held = budget.take(80, Duration::ZERO).await.expect("fits");
        assert_eq!(
            budget.take(30, Duration::from_millis(20)).await.err(),
            Some(Refused::Busy),
            "the budget is spent"
        );
        drop(held);
        assert!(budget.take(30, Duration::from_millis(20)).await.is_ok(), "given back");
        assert_eq!(cost_mib(Kind::Check, 1024 * 1024), 205);
        // A 1 MiB text sent with every character escaped costs its text once, its body thrice.
        assert_eq!(cost_mib(Kind::Check, 6 * 1024 * 1024), 220);
    }

    /// Polls a future once: `Some` when it is ready.
    async fn futures_poll<F: std::future::Future + Unpin>(f: &mut F) -> Option<F::Output> {
        use std::task::Poll;
        std::future::poll_fn(|cx| match std::pin::Pin::new(&mut *f).poll(cx) {
            Poll::Ready(v) => Poll::Ready(Some(v)),
            Poll::Pending => Poll::Ready(None),
        })
        .await
    }
}
