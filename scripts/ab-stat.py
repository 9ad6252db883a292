#!/usr/bin/env python3
"""Same-minute comparison of whole-process commands (BENCHMARKS.md, "Fourth pass").

    scripts/ab-stat.py N LABEL=COMMAND [LABEL=COMMAND ...]

Runs the commands in turn, N rounds (a, b, a, b, ...), each under `perf stat`, and prints per
label the minimum and median task-clock and the median page faults. On a shared machine the
minimum of interleaved runs is the figure to compare; medians move with the neighbours' load.
Measure copies of the binaries (`cp target/dist/reglament /tmp/new`): a binary the linker has
just written faults more pages than the same bytes copied (see BENCHMARKS.md).
"""
import statistics
import subprocess
import sys

rounds = int(sys.argv[1])
commands = [arg.split("=", 1) for arg in sys.argv[2:]]
figures = {label: {"task-clock": [], "page-faults": []} for label, _ in commands}
for _ in range(rounds):
    for label, command in commands:
        run = subprocess.run(
            ["perf", "stat", "-x", ",", "-e", "task-clock,page-faults", "--"] + command.split(),
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            text=True,
        )
        for line in run.stderr.splitlines():
            fields = line.split(",")
            for event in figures[label]:
                if len(fields) > 3 and event in fields[2]:
                    figures[label][event].append(float(fields[0]))
for label, _ in commands:
    clock, faults = figures[label]["task-clock"], figures[label]["page-faults"]
    print(
        f"{label:14s} task-clock min {min(clock):6.2f} ms  median {statistics.median(clock):6.2f} ms"
        f"  page faults {statistics.median(faults):.0f}  (n={len(clock)})"
    )
