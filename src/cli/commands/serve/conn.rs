//! The connections of `serve`: HTTP/1.1 over loopback, with the bounds a local server needs so
//! that no client can make it stop answering the page.
//!
//! - A request's head must arrive within [`HEADER_TIMEOUT`] (hyper's header-read timeout). It
//!   also closes a kept-alive connection that sends nothing more for that long.
//! - At most [`MAX_CONNECTIONS`] are open at once (far under the usual limit of 1,024 open
//!   files, so files can still be read and saved). When a new connection arrives at the cap,
//!   the oldest connection with no request in progress is closed to make room (as nginx reuses
//!   idle keep-alive connections); when every one is busy, the new one is closed at once.
//! - On Ctrl-C the listener stops and every connection finishes its request and closes.

use axum::Router;
use hyper::body::Incoming;
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::service::TowerToHyperService;
use std::collections::BTreeMap;
use std::future::Future;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::net::TcpListener;
use tokio::sync::{watch, Notify};

/// How long a request's head may take to arrive (a browser sends it at once over loopback),
/// and how long a kept-alive connection may stay silent.
pub const HEADER_TIMEOUT: Duration = Duration::from_secs(10);

/// The most connections open at once (a browser opens six per server).
pub const MAX_CONNECTIONS: usize = 256;

/// One open connection.
struct Conn {
    /// Requests in progress on it.
    busy: AtomicUsize,
    /// Told when the connection must close to make room.
    close: Notify,
}

/// The open connections, by the order they were accepted.
#[derive(Default)]
struct Open {
    conns: Mutex<BTreeMap<u64, Arc<Conn>>>,
}

impl Open {
    /// Registers a connection, or `None` when the cap is reached and every connection is busy.
    /// At the cap, the oldest idle connection is told to close.
    fn admit(&self, id: u64) -> Option<Arc<Conn>> {
        let mut conns = self.conns.lock().unwrap_or_else(|e| e.into_inner());
        if conns.len() >= MAX_CONNECTIONS {
            let idle = conns.iter().find(|(_, c)| c.busy.load(Ordering::SeqCst) == 0);
            let (&old, _) = idle?;
            if let Some(c) = conns.remove(&old) {
                c.close.notify_one();
            }
        }
        let conn = Arc::new(Conn { busy: AtomicUsize::new(0), close: Notify::new() });
        conns.insert(id, conn.clone());
        Some(conn)
    }

    fn leave(&self, id: u64) {
        self.conns.lock().unwrap_or_else(|e| e.into_inner()).remove(&id);
    }
}

/// Counts a request in progress on its connection while it lives.
struct InProgress(Arc<Conn>);

impl InProgress {
    fn new(conn: &Arc<Conn>) -> InProgress {
        conn.busy.fetch_add(1, Ordering::SeqCst);
        InProgress(conn.clone())
    }
}

impl Drop for InProgress {
    fn drop(&mut self) {
        self.0.busy.fetch_sub(1, Ordering::SeqCst);
    }
}

/// Serves `router` on `listener` until `stop` completes, then lets every connection finish
/// its request.
pub async fn serve(
    listener: TcpListener,
    router: Router,
    stop: impl Future<Output = ()>,
) -> std::io::Result<()> {
    let open = Arc::new(Open::default());
    let (stopping, stopped) = watch::channel(false);
    let mut tasks = tokio::task::JoinSet::new();
    let mut next_id = 0u64;
    tokio::pin!(stop);
    loop {
        let (stream, _) = tokio::select! {
            _ = &mut stop => break,
            accepted = listener.accept() => match accepted {
                Ok(a) => a,
                Err(_) => {
                    // Out of file descriptors or a connection reset before it was accepted:
                    // wait a little instead of spinning, and go on.
                    tokio::time::sleep(Duration::from_millis(50)).await;
                    continue;
                }
            },
        };
        next_id += 1;
        let id = next_id;
        let Some(conn) = open.admit(id) else {
            drop(stream); // every connection is busy: refuse this one
            continue;
        };
        let _ = stream.set_nodelay(true);
        let router = router.clone();
        let open = open.clone();
        let mut stopped = stopped.clone();
        tasks.spawn(async move {
            let service = TowerToHyperService::new(router);
            let counted = conn.clone();
            let handler = hyper::service::service_fn(move |request: hyper::Request<Incoming>| {
                let in_progress = InProgress::new(&counted);
                let answer = hyper::service::Service::call(&service, request);
                async move {
                    let answer = answer.await;
                    drop(in_progress);
                    answer
                }
            });
            let mut builder = hyper::server::conn::http1::Builder::new();
            builder.timer(TokioTimer::new()).header_read_timeout(HEADER_TIMEOUT).keep_alive(true);
            let connection = builder.serve_connection(TokioIo::new(stream), handler);
            tokio::pin!(connection);
            let mut closing = false;
            loop {
                tokio::select! {
                    _ = connection.as_mut() => break,
                    _ = conn.close.notified(), if !closing => {
                        closing = true;
                        connection.as_mut().graceful_shutdown();
                    }
                    _ = stopped.changed(), if !closing => {
                        closing = true;
                        connection.as_mut().graceful_shutdown();
                    }
                }
            }
            open.leave(id);
        });
        // Reap the connections that ended, so the set does not grow.
        while tasks.try_join_next().is_some() {}
    }
    drop(listener);
    let _ = stopping.send(true);
    // Requests in progress finish; a connection that does not close in time is dropped.
    let _ = tokio::time::timeout(Duration::from_secs(5), async {
        while tasks.join_next().await.is_some() {}
    })
    .await;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn at_the_cap_the_oldest_idle_connection_makes_room() {
        let open = Open::default();
        let conns: Vec<_> = (0..MAX_CONNECTIONS as u64).map(|i| open.admit(i).unwrap()).collect();
        let _busy = InProgress::new(&conns[0]);
        // Connection 0 is busy: connection 1, the oldest idle one, is closed for the new one.
        assert!(open.admit(1000).is_some());
        let ids: Vec<u64> = open.conns.lock().unwrap().keys().copied().collect();
        assert!(ids.contains(&0) && !ids.contains(&1) && ids.contains(&1000));
        assert_eq!(ids.len(), MAX_CONNECTIONS);
        // When every connection is busy, a new one is refused.
        let held: Vec<_> = open.conns.lock().unwrap().values().map(InProgress::new).collect();
        assert!(open.admit(1001).is_none());
        drop(held);
    }
}
