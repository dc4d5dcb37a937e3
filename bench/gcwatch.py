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
BENCH_GC_HOLDERS=<type name>: with the census, SIGUSR2 also writes, for a few objects of
that type still alive after the full collection (those whose `closed` is true first),
who refers to them, a few levels up (dicts and cells named by their owners), to tell
what keeps them in memory.

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
            # The garbage kept to be read is still garbage (cycles): free it now, or the
            # census after would count it as alive.
            freed += gc.collect()
            write(f"after-full-collection freed={freed} in={elapsed:.3f}s")
            holders = os.environ.get("BENCH_GC_HOLDERS")
            if holders:
                _holders(path, holders)

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


#: Objects of the type asked for whose referrers are written, and how far up.
HOLDERS_SAMPLE = 3
HOLDERS_DEPTH = 7
HOLDERS_BRANCH = 10
HOLDERS_LINES = 1500


def _describe(thing: Any, child: Any) -> str:
    """One referrer, as a line: its type, and what it is for dicts, cells and frames."""
    kind = type(thing).__qualname__
    if isinstance(thing, types.FrameType):
        code = thing.f_code
        return f"frame {code.co_filename.rsplit('site-packages/', 1)[-1]}:{code.co_qualname}"
    if isinstance(thing, types.ModuleType):
        return f"module {thing.__name__}"
    if isinstance(thing, types.CellType):
        owners = [f"{f.__module__}.{f.__qualname__}" for t in gc.get_referrers(thing)
                  if isinstance(t, tuple) for f in gc.get_referrers(t)
                  if isinstance(f, types.FunctionType) and f.__closure__ is t]
        return f"cell of {owners[:3]}"
    if isinstance(thing, types.FunctionType):
        return f"function {thing.__module__}.{thing.__qualname__}"
    if isinstance(thing, types.MethodType):
        return f"bound method {thing.__qualname__}"
    if isinstance(thing, dict):
        keys = [repr(k)[:40] for k, v in thing.items() if v is child][:3]
        if not keys and child in thing:
            keys = [f"key {repr(child)[:40]}"]
        owners = [type(o).__qualname__ if not isinstance(o, types.ModuleType)
                  else f"module {o.__name__}"
                  for o in gc.get_referrers(thing)
                  if getattr(o, "__dict__", None) is thing]
        return f"dict{keys} of {owners[:3] or '?'} (len {len(thing)})"
    if isinstance(thing, (list, set, tuple, frozenset)):
        return f"{kind} (len {len(thing)})"
    return kind


def _holders(path: str, name: str) -> None:
    """Who refers to a few live objects of type `name`, up to HOLDERS_DEPTH levels (each
    referrer written once, the first time it is met)."""
    # What was frozen (start-up's objects, the rooms dict among them) is invisible to
    # get_referrers: it is brought back in sight for the search, then frozen again.
    frozen = gc.get_freeze_count()
    gc.unfreeze()
    try:
        _find_holders(path, name)
    finally:
        if frozen:
            gc.freeze()


def _references(thing: Any, mine: tuple[list[Any], ...]) -> int:
    """References to `thing` (from anything, traced by the collector or not), except the
    search's own."""
    held = sum(1 for group in mine for o in group if o is thing)
    return sys.getrefcount(thing) - 2 - held


def _find_holders(path: str, name: str) -> None:
    found = [o for o in gc.get_objects() if type(o).__qualname__ == name]
    closed = [o for o in found if getattr(o, "closed", False) is True]
    sample = (closed or found)[:HOLDERS_SAMPLE]
    mine = {id(found), id(closed), id(sample)}
    lines = [f"holders of {name}: {len(found)} alive, {len(closed)} closed"]
    seen: set[int] = set()

    def walk(thing: Any, depth: int) -> None:
        if depth > HOLDERS_DEPTH or len(lines) > HOLDERS_LINES:
            return
        raw = gc.get_referrers(thing)
        mine.add(id(raw))
        referrers: list[Any] = []
        mine.add(id(referrers))
        for r in raw:
            if id(r) not in mine and id(r) not in seen and not (
                    isinstance(r, types.FrameType)
                    and r.f_code.co_name in {"walk", "_holders", "_find_holders", "on_signal"}):
                referrers.append(r)
        del raw
        seen.update(id(r) for r in referrers)
        for referrer in referrers[:HOLDERS_BRANCH]:
            lines.append(f"{'  ' * depth}<- {_describe(referrer, thing)}")
            if not isinstance(referrer, (types.ModuleType, type)):
                walk(referrer, depth + 1)
        if len(referrers) > HOLDERS_BRANCH:
            lines.append(f"{'  ' * depth}   ... {len(referrers) - HOLDERS_BRANCH} more")

    for n in range(len(sample)):
        lines.append(f"#{n} {_describe(sample[n], None)} id={getattr(sample[n], 'id', '?')} "
                     f"references={_references(sample[n], (found, closed, sample))}")
        seen.add(id(sample[n]))
        walk(sample[n], 1)
    with open(path, "a") as out:
        out.write("\n".join(lines) + "\n")


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
