"""`python -m bench.gcwatch MODULE [ARGS...]`: run `python -m MODULE`, logging its GC pauses.

Each full collection, and any collection over 5 ms, is appended to the file named
by BENCH_GC_LOG as "<monotonic end> <seconds> <generation> <CPU seconds>" (the CPU
time, unlike the pause, does not grow when other processes take the cores); the
many short young collections are added up and written once a second with
generation -1. A load run can so tell the server's own pauses apart from
everything else. The module runs unchanged.

BENCH_GC_CENSUS=<path>: on SIGUSR1, the process writes the number of objects the
collector tracks, by type, to that file (what makes full collections long); on
SIGUSR2, the same, then again after a full collection (what was only garbage
waiting for the collector).

For trying a collector setting before proposing it for the server itself:
BENCH_GC_FREEZE=<module> imports that module, then moves every object alive so
far out of the collector's sight (gc.freeze); BENCH_GC_THRESHOLD="a,b,c" calls
gc.set_threshold(a, b, c); BENCH_GC_REFREEZE=<seconds> freezes again at that interval
(what the rooms created since are made of leaves the collector's sight; garbage in a
cycle frozen with them is never freed, which the memory figures show).
"""

from __future__ import annotations

import gc
import importlib
import os
import runpy
import signal
import sys
import threading
import time
import types
from collections import Counter
from typing import Any

#: A young collection longer than this (seconds) is logged on its own.
SLOW = 0.005


def _watch(path: str) -> None:
    log = open(path, "a", buffering=1)  # noqa: SIM115 - open for the life of the process
    began = [0.0, 0.0]
    young = [0.0, 0.0, time.monotonic()]  # pauses, CPU, last written

    def callback(phase: str, info: dict[str, Any]) -> None:
        if phase == "start":
            began[0], began[1] = time.monotonic(), time.thread_time()
            return
        now = time.monotonic()
        pause, cpu = now - began[0], time.thread_time() - began[1]
        if info["generation"] == 2 or pause > SLOW:
            log.write(f"{now:.6f} {pause:.6f} {info['generation']} {cpu:.6f}\n")
            return
        # Writing every young collection would cost the server more than the collections.
        young[0] += pause
        young[1] += cpu
        if now - young[2] >= 1.0:
            log.write(f"{now:.6f} {young[0]:.6f} -1 {young[1]:.6f}\n")
            young[:] = [0.0, 0.0, now]

    gc.callbacks.append(callback)


def _census(path: str) -> None:
    def write(label: str) -> None:
        counts = Counter(type(o).__qualname__ for o in gc.get_objects())
        with open(path, "a") as out:
            out.write(f"{time.monotonic():.3f} {label} tracked={sum(counts.values())} "
                      f"frozen={gc.get_freeze_count()}\n")
            for name, count in counts.most_common(40):
                out.write(f"  {count:9d} {name}\n")

    def on_signal(signum: int, _frame: Any) -> None:
        write("census")
        if signum == signal.SIGUSR2:
            # What a full collection would free: garbage waiting for it, not live objects.
            # The garbage is kept for a moment to tell where its cycles come from.
            gc.set_debug(gc.DEBUG_SAVEALL)
            began = time.monotonic()
            freed = gc.collect()
            elapsed = time.monotonic() - began
            gc.set_debug(0)
            _garbage_origins(path)
            write(f"after-full-collection freed={freed} in={elapsed:.3f}s")

    signal.signal(signal.SIGUSR1, on_signal)
    signal.signal(signal.SIGUSR2, on_signal)


def _garbage_origins(path: str) -> None:
    """The frames and exceptions found in the garbage: which code built the cycles."""
    frames: Counter[str] = Counter()
    errors: Counter[str] = Counter()
    for thing in gc.garbage:
        if isinstance(thing, types.FrameType):
            code = thing.f_code
            frames[f"{code.co_filename.rsplit('site-packages/', 1)[-1]}:{code.co_qualname}"] += 1
        elif isinstance(thing, BaseException):
            errors[type(thing).__qualname__] += 1
    gc.garbage.clear()
    with open(path, "a") as out:
        out.write("frames in the garbage:\n")
        for name, count in frames.most_common(25):
            out.write(f"  {count:9d} {name}\n")
        out.write("exceptions in the garbage:\n")
        for name, count in errors.most_common(15):
            out.write(f"  {count:9d} {name}\n")


def _refreeze(seconds: float) -> None:
    def loop() -> None:
        while True:
            time.sleep(seconds)
            gc.freeze()

    threading.Thread(target=loop, name="bench-refreeze", daemon=True).start()


def main() -> None:
    """Install the watcher and hand over to the module."""
    if len(sys.argv) < 2:
        raise SystemExit("usage: python -m bench.gcwatch MODULE [ARGS...]")
    path = os.environ.get("BENCH_GC_LOG")
    if path:
        _watch(path)
    census = os.environ.get("BENCH_GC_CENSUS")
    if census:
        _census(census)
    threshold = os.environ.get("BENCH_GC_THRESHOLD")
    if threshold:
        gc.set_threshold(*(int(v) for v in threshold.split(",")))
    preload = os.environ.get("BENCH_GC_FREEZE")
    if preload:
        importlib.import_module(preload)
        gc.collect()
        gc.freeze()
    refreeze = os.environ.get("BENCH_GC_REFREEZE")
    if refreeze:
        _refreeze(float(refreeze))
    module = sys.argv[1]
    sys.argv = [module, *sys.argv[2:]]
    runpy.run_module(module, run_name="__main__", alter_sys=True)


if __name__ == "__main__":
    main()
