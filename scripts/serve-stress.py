#!/usr/bin/env python3
"""Attacks a `reglament serve` from outside over loopback and prints what happened, for
BENCHMARKS.md ("The editor's server"). Works with builds from before the page token (it sends
the token only when the page carries one).

  scripts/serve-stress.py BIN checks [N] [SHAPE]   N parallel checks of a 1 MiB regulation
                                                   (SHAPE: statements | prose), peak memory
  scripts/serve-stress.py BIN saves [TRIALS]       two saves of one version at the same moment,
                                                   TRIALS times: how many got the conflict
  scripts/serve-stress.py BIN idle [N]             N idle connections, then one request
"""
import http.client
import json
import os
import re
import socket
import subprocess
import sys
import tempfile
import threading
import time


def start(binary, folder):
    help_text = subprocess.run([binary, "serve", "--help"], capture_output=True, text=True).stdout
    args = [binary, "serve", folder, "--port", "0"] + (["--no-open"] if "--no-open" in help_text else [])
    def common_limits():
        # The usual limit of open files on a desktop (1,024), whatever this shell allows.
        import resource
        _, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
        resource.setrlimit(resource.RLIMIT_NOFILE, (min(1024, hard), hard))

    proc = subprocess.Popen(args, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
                            preexec_fn=common_limits)
    line = proc.stdout.readline()
    port = int(re.search(r"127\.0\.0\.1:(\d+)", line).group(1))
    page = request(port, "GET", "/", None, {})[1]
    m = re.search(r'name="reglament-token" content="([0-9a-f]+)"', page)
    headers = {"X-Reglament-Lang": "bg", "Content-Type": "application/json"}
    if m:
        headers["X-Reglament-Token"] = m.group(1)
    return proc, port, headers


def request(port, method, path, body, headers, timeout=600):
    c = http.client.HTTPConnection("127.0.0.1", port, timeout=timeout)
    try:
        c.request(method, path, body=body, headers=headers)
        r = c.getresponse()
        return r.status, r.read().decode("utf-8", "replace")
    except Exception as e:  # the server died or closed the connection
        return 0, repr(e)
    finally:
        c.close()


def peak_kib(pid):
    try:
        for line in open(f"/proc/{pid}/status"):
            if line.startswith("VmHWM:"):
                return int(line.split()[1])
    except FileNotFoundError:
        return None
    return None


def one_mib(shape):
    if shape == "prose":
        text = 'регламент "x" език bg\n'
        n = 0
        while len(text.encode()) < 1024 * 1024 - 400:
            n += 1
            text += f'раздел {n} "Раздел {n}" {{\n  "{"Участниците се явяват навреме. " * 20}"\n}}\n'
        return text
    # The worst shape found: 500,000 short statements, each a finding.
    return 'regulation "x" lang bg\n' + "a\n" * 500_000


def checks(binary, n=12, shape="statements"):
    folder = tempfile.mkdtemp()
    proc, port, headers = start(binary, folder)
    text = one_mib(shape)
    answers = [None] * n
    peak = [0]
    done = threading.Event()

    def watch():
        while not done.is_set():
            p = peak_kib(proc.pid)
            if p:
                peak[0] = max(peak[0], p)
            time.sleep(0.05)

    def client(i):
        body = json.dumps({"path": f"big-{i}.rgl", "text": text})
        status, answer = request(port, "POST", "/api/check", body, headers)
        code = re.search(r'"code":"([a-z-]+)"', answer) if status != 200 else None
        answers[i] = (status, code.group(1) if code else "")

    watcher = threading.Thread(target=watch)
    watcher.start()
    started = time.time()
    threads = [threading.Thread(target=client, args=(i,)) for i in range(n)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    elapsed = time.time() - started
    done.set()
    watcher.join()
    alive = proc.poll() is None
    after = request(port, "GET", "/api/files", None, headers, timeout=10)[0] if alive else 0
    counts = {}
    for a in answers:
        counts[a] = counts.get(a, 0) + 1
    print(f"{n} parallel checks of a 1 MiB regulation ({shape}, {len(text.encode())} bytes): "
          f"answers {counts}; peak {peak[0] // 1024} MiB; {elapsed:.1f} s; "
          f"{'alive' if alive else f'DEAD (exit {proc.poll()})'}; then /api/files -> {after}")
    proc.kill()


def saves(binary, trials=100):
    folder = tempfile.mkdtemp()
    name = "race.rgl"
    with open(os.path.join(folder, name), "w") as f:
        f.write('регламент "x" език bg\n')
    proc, port, headers = start(binary, folder)
    both_saved = one_conflict = other = 0
    for t in range(trials):
        status, body = request(port, "GET", f"/api/file?path={name}", None, headers)
        version = json.loads(body)["version"]
        barrier = threading.Barrier(2)
        results = {}

        def tab(label):
            body = json.dumps({"path": name, "text": f'регламент "{label} {t}" език bg\n', "base": version})
            barrier.wait()
            results[label] = request(port, "POST", "/api/save", body, headers)[0]

        threads = [threading.Thread(target=tab, args=(label,)) for label in ("left", "right")]
        for th in threads:
            th.start()
        for th in threads:
            th.join()
        got = sorted(results.values())
        if got == [200, 200]:
            both_saved += 1
        elif got == [200, 409]:
            one_conflict += 1
        else:
            other += 1
    print(f"two simultaneous saves of one version, {trials} trials: one saved and one told of "
          f"the conflict {one_conflict}; both told \"saved\" {both_saved}; other {other}")
    proc.kill()


def idle(binary, n=1100):
    import resource
    folder = tempfile.mkdtemp()
    # The server keeps the usual limit of open files; this script needs more sockets.
    proc, port, headers = start(binary, folder)
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (min(hard, 8192), hard))
    socks = []
    for _ in range(n):
        try:
            socks.append(socket.create_connection(("127.0.0.1", port), timeout=5))
        except OSError:
            break
    started = time.time()
    status, _ = request(port, "GET", "/api/files", None, headers, timeout=60)
    print(f"{len(socks)} idle connections: /api/files -> {status or 'no answer'} after "
          f"{time.time() - started:.2f} s; {'alive' if proc.poll() is None else 'DEAD'}")
    half = socket.create_connection(("127.0.0.1", port))
    half.sendall(b"GET /api/files HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ")
    half.settimeout(120)
    started = time.time()
    try:
        half.recv(1024)
    except OSError:
        pass
    print(f"a half-sent head is held {time.time() - started:.1f} s")
    for s in socks:
        s.close()
    proc.kill()


if __name__ == "__main__":
    binary, what = sys.argv[1], sys.argv[2]
    rest = sys.argv[3:]
    if what == "checks":
        checks(binary, int(rest[0]) if rest else 12, rest[1] if len(rest) > 1 else "statements")
    elif what == "saves":
        saves(binary, int(rest[0]) if rest else 100)
    elif what == "idle":
        idle(binary, int(rest[0]) if rest else 1100)
