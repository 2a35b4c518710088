"""Times 2^22 values of Grundy's game into a numpy array, against the Rust call alone.

    python python/bench/numpy_values.py [bits] [repeats]

The Python figure is `TakeAndBreak.grundys_game().nim_sequence(2**bits).to_numpy()`; the
Rust figure is the example `grundy_values`, built in release by this script through cargo
and run alone. Each figure is the best of `repeats` runs (3 by default), alternating, in
wall-clock seconds and in CPU seconds (user + system: the fairer figure on a loaded
machine). The goal: Python within 5 %.
"""

import re
import resource
import subprocess
import sys
import time
from pathlib import Path

import impartial

WORKSPACE = Path(__file__).resolve().parents[2]
EXAMPLE = WORKSPACE / "target" / "release" / "examples" / "grundy_values"


def cpu(usage):
    return usage.ru_utime + usage.ru_stime


def python_seconds(bits):
    before, start = cpu(resource.getrusage(resource.RUSAGE_SELF)), time.perf_counter()
    array = impartial.TakeAndBreak.grundys_game().nim_sequence(1 << bits).to_numpy()
    wall = time.perf_counter() - start
    assert len(array) == 1 << bits
    return wall, cpu(resource.getrusage(resource.RUSAGE_SELF)) - before


def rust_seconds(bits):
    before = cpu(resource.getrusage(resource.RUSAGE_CHILDREN))
    output = subprocess.run([EXAMPLE, str(bits)], check=True, capture_output=True, text=True).stdout
    wall = float(re.search(r"in ([0-9.]+) s", output).group(1))
    return wall, cpu(resource.getrusage(resource.RUSAGE_CHILDREN)) - before


def main():
    bits = int(sys.argv[1]) if len(sys.argv) > 1 else 22
    repeats = int(sys.argv[2]) if len(sys.argv) > 2 else 3
    build = ["cargo", "build", "--quiet", "--release", "-p", "impartial",
             "--example", "grundy_values"]
    subprocess.run(build, cwd=WORKSPACE, check=True)
    rust, python = [], []
    for _ in range(repeats):
        rust.append(rust_seconds(bits))
        python.append(python_seconds(bits))
    print(f"2^{bits} values of Grundy's game, best of {repeats} (wall s, CPU s):")
    for name, runs in [("rust alone", rust), ("python, into numpy", python)]:
        wall, cpu_time = min(run[0] for run in runs), min(run[1] for run in runs)
        extra = ""
        if runs is python:
            rust_wall, rust_cpu = min(run[0] for run in rust), min(run[1] for run in rust)
            extra = f"  ({100 * (wall / rust_wall - 1):+.1f} % wall, {100 * (cpu_time / rust_cpu - 1):+.1f} % CPU)"
        print(f"  {name:<20} {wall:8.3f} {cpu_time:8.3f}{extra}")


if __name__ == "__main__":
    main()
