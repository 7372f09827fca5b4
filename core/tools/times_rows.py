#!/usr/bin/env python3
"""The rows of `bench --perfect-placement --times` files taken together.

A long run is split over seeds and files (one a third of a core each), so
its figures are those of every file at once: per side, goats placed and
kind, the moves, median / 99th percentile / maximum in milliseconds (the
bench's own quantiles: the value at round((n - 1) q) of the sorted list),
then the slowest move, how many passed 270, 280 and 300 ms, the fewest
moves in a placement row and the range of the load averages recorded.

    python3 core/tools/times_rows.py g5-a.times g5-b.times ...
"""

import math
import sys


def read(paths):
    """Every timed move of the files: (side, placed, kind, ms, position), and the loads."""
    moves, loads = [], []
    for path in paths:
        with open(path) as f:
            header = f.readline()
            if not header.startswith("baghchal-bench-times"):
                sys.exit(f"{path}: not a times file")
            pending = []
            for line in f:
                words = line.split()
                if words[:1] == ["move"]:
                    side, placed, kind, micros = words[1], int(words[2]), words[3], int(words[4])
                    pending.append((side, placed, kind, micros / 1000, " ".join(words[5:])))
                elif words[:1] == ["game"]:
                    # Only a finished game's moves count: a cut one is played again.
                    moves += pending
                    pending = []
                    if len(words) > 3 and words[3] != "-":
                        loads.append(float(words[3]))
    return moves, loads


def at(values, q):
    """The bench's quantile: it rounds halves up, where Python's round() goes to even."""
    return values[math.floor((len(values) - 1) * q + 0.5)]


def main(paths):
    moves, loads = read(paths)
    if not moves:
        sys.exit("no finished game in the files")
    rows = {}
    for side, placed, kind, ms, _ in moves:
        rows.setdefault((side, placed, kind), []).append(ms)
    print("| side | placed | lines | moves, median / p99 / max |")
    print("|---|---|---|---|")
    for (side, placed, kind), values in sorted(rows.items()):
        values.sort()
        print(f"| {side} | {placed} | {kind} | {len(values):,}, "
              f"{at(values, 0.5):.1f} / {at(values, 0.99):.1f} / {values[-1]:.1f} |")
    slowest = max(moves, key=lambda m: m[3])
    placement = [len(v) for (_, placed, _), v in rows.items() if placed < 20]
    print(f"{len(moves):,} moves; slowest {slowest[3]:.1f} ms ({slowest[0]} at {slowest[1]} placed, "
          f"{slowest[2]} the lines: {slowest[4]})")
    for limit in (270, 280, 300):
        print(f"over {limit} ms: {sum(m[3] > limit for m in moves)}")
    print(f"fewest in a placement row: {min(placement):,}")
    if loads:
        print(f"load average {min(loads)} to {max(loads)}")


if __name__ == "__main__":
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    main(sys.argv[1:])
