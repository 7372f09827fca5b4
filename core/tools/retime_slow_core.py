#!/usr/bin/env python3
"""Re-times Perfect's move in given positions on a third of one core.

    python3 core/tools/retime_slow_core.py BAGHCHAL TABLE RUNS [BOOK ...] < positions

Each input line is a position as `position setup` takes it (`BOARD SIDE
IN_HAND CAPTURED`, e.g. a `bench --times` file's slowest lines). The engine
(`BAGHCHAL engine`) loads TABLE and the BOOKs, is then moved into a cgroup v1
limited to 3,333 us of CPU every 10,000 us (as `bench --slow-core 1/3`; Linux,
root), and answers `go level perfect` RUNS times per position; the time from
`go` to `bestmove` is printed in ms. Used to tell a move that is slow on a slow
core from one that met a busy machine (docs/books.md). Run it under
`nice -n -15`, as the bench.
"""
import os
import subprocess
import sys
import time


def main():
    if len(sys.argv) < 4:
        sys.exit("usage: retime_slow_core.py BAGHCHAL TABLE RUNS [BOOK ...] < positions")
    binary, table, runs = sys.argv[1], sys.argv[2], int(sys.argv[3])
    books = sys.argv[4:]
    positions = [line.strip() for line in sys.stdin if line.strip()]
    engine = subprocess.Popen([binary, "engine"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)

    def send(line):
        engine.stdin.write(line + "\n")
        engine.stdin.flush()

    def answer(prefix):
        """The engine's next line starting with prefix; an error or its end stops the run."""
        while True:
            line = engine.stdout.readline()
            if not line or line.startswith("error"):
                sys.exit(f"the engine answered {line.strip() or 'nothing (it ended)'}")
            if line.startswith(prefix):
                return line

    send("tablebase load " + table)
    answer("ok")
    for book in books:
        send("book load " + book)
        print(answer("ok").strip())
    send("isready")
    answer("readyok")
    # Limited once the table and books are in: only the moves are timed.
    group = "/sys/fs/cgroup/cpu/baghchal-retime-%d" % os.getpid()
    os.makedirs(group, exist_ok=True)
    try:
        with open(group + "/cpu.cfs_period_us", "w") as f:
            f.write("10000")
        with open(group + "/cpu.cfs_quota_us", "w") as f:
            f.write("3333")
        with open(group + "/tasks", "w") as f:
            f.write(str(engine.pid))
        for pos in positions:
            times = []
            for _ in range(runs):
                send("position setup " + pos)
                answer("ok")
                start = time.monotonic()
                send("go level perfect")
                answer("bestmove")
                times.append((time.monotonic() - start) * 1000)
            print(f"{pos}: " + " ".join(f"{t:.1f}" for t in times), flush=True)
    finally:
        send("quit")
        engine.wait()
        os.rmdir(group)


if __name__ == "__main__":
    main()
