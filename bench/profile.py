"""A sampling profile of the server during the measured window, with py-spy when it is installed.

py-spy reads the server's stacks from outside (`--nonblocking`: the server is
never paused), so the run measured and the run profiled are the same run. Samples
are grouped by thread (`--threads`): the event loop's thread is the one whose
stacks start in `runpy`. py-spy leaves out samples where a thread is idle (waiting
in `epoll`), so a sample whose innermost Python frame is the loop's `Runner.run`
is time spent in C under the loop (uvloop's callbacks, socket writes, a collection
started there), counted as busy. A stack read while the thread was changing it may
be cut short (no `runpy` at its root): it is still that thread's sample and counts.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from collections import Counter
from pathlib import Path

#: Samples per second: enough for a 60 s window, cheap for the machine.
RATE = 50
#: Frames shown in the report, and kept (inclusive) so the report can leave out plumbing.
TOP = 25
KEPT = 120
#: Files whose frames only pass a call along (ASGI middleware and routing): every websocket
#: message goes through all of them, so they would fill the table and say nothing.
PLUMBING = ("middleware/", "applications.py", "routing.py", "_exception_handler.py",
            "telemetry/", "_body_limit.py", "asyncexitstack.py")


def informative(frames: list[tuple[str, float]]) -> list[tuple[str, float]]:
    """Frames other than the ASGI plumbing, at most TOP."""
    return [(f, share) for f, share in frames if not any(p in f for p in PLUMBING)][:TOP]


def py_spy() -> str | None:
    """The py-spy executable next to this Python, or on PATH; None if missing."""
    beside = Path(sys.executable).with_name("py-spy")
    if beside.exists():
        return str(beside)
    return shutil.which("py-spy")


def start(pid: int, seconds: float, output: Path) -> subprocess.Popen[bytes] | None:
    """Start recording `pid` for `seconds` into `output` (raw collapsed stacks)."""
    executable = py_spy()
    if executable is None:
        return None
    return subprocess.Popen(
        [executable, "record", "--nonblocking", "--threads", "-r", str(RATE),
         "-d", str(int(seconds)),
         "-p", str(pid), "-f", "raw", "-o", str(output)],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )


def _frame(raw: str) -> str:
    # "function (path/to/file.py:123)" -> "function (file.py)": lines differ, functions do not.
    name, _, where = raw.partition(" (")
    path = where.rstrip(")").rsplit(":", 1)[0]
    parts = Path(path).parts
    short = "/".join(parts[-2:]) if parts else path
    return f"{name} ({short})"


#: The name given to samples spent in C under the event loop.
IN_C = "C code under the event loop (uvloop, sockets)"


def _stacks(output: Path) -> dict[str, list[tuple[list[str], int]]]:
    """The samples of each thread: its stacks (outermost first) and their counts."""
    threads: dict[str, list[tuple[list[str], int]]] = {}
    for line in output.read_text().splitlines():
        stack, _, count = line.rpartition(" ")
        if not count.isdigit():
            continue
        raw = [f for f in stack.split(";") if f]
        thread = raw[0] if raw and raw[0].startswith("thread ") else "?"
        frames = [_frame(f) for f in raw if not f.startswith(("thread ", "process "))]
        if frames:
            threads.setdefault(thread, []).append((frames, int(count)))
    return threads


def _loop_thread(threads: dict[str, list[tuple[list[str], int]]]) -> str | None:
    def rooted(samples: list[tuple[list[str], int]]) -> int:
        return sum(n for frames, n in samples
                   if any("__main__" in f or "runpy" in f for f in frames[:3]))

    return max(threads, key=lambda t: rooted(threads[t]), default=None)


def summarise(output: Path) -> dict[str, list[tuple[str, float]]]:
    """The event loop's busiest frames, by own time and including callees (percent of busy)."""
    own: Counter[str] = Counter()
    inclusive: Counter[str] = Counter()
    total = 0
    if not output.exists():
        return {"own": [], "inclusive": []}
    threads = _stacks(output)
    loop = _loop_thread(threads)
    for frames, n in threads.get(loop, []) if loop is not None else []:
        total += n
        innermost = IN_C if frames[-1].startswith("Runner.run") else frames[-1]
        own[innermost] += n
        for frame in {*frames, innermost}:
            inclusive[frame] += n
    if not total:
        return {"own": [], "inclusive": []}
    skip = ("<module>", "_run_", "run_module", "run (", "main (", "Runner.run", "asyncio_run",
            "Server.run", "Server.serve", "Server._serve")
    return {
        "own": [(f, 100 * n / total) for f, n in own.most_common(TOP)],
        "inclusive": [
            (f, 100 * n / total) for f, n in inclusive.most_common(KEPT)
            if not f.startswith(skip)
        ],
    }
