"""A sampling profile of the server during the measured window, with py-spy when it is installed.

py-spy reads the server's stacks from outside (`--nonblocking`: the server is
never paused), so the run measured and the run profiled are the same run.
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
        [executable, "record", "--nonblocking", "-r", str(RATE), "-d", str(int(seconds)),
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


def summarise(output: Path) -> dict[str, list[tuple[str, float]]]:
    """The event loop's busiest frames, by own time and including callees (percent of busy)."""
    own: Counter[str] = Counter()
    inclusive: Counter[str] = Counter()
    total = 0
    if not output.exists():
        return {"own": [], "inclusive": []}
    for line in output.read_text().splitlines():
        stack, _, count = line.rpartition(" ")
        frames = [_frame(f) for f in stack.split(";") if f]
        # Worker threads (the thread pool) mostly wait; the event loop's thread is what counts.
        if not count.isdigit() or not any("__main__" in f or "runpy" in f for f in frames[:3]):
            continue
        # uvloop waits for events inside Runner.run's C call: that is idle time, not work.
        if frames[-1].startswith("Runner.run"):
            continue
        n = int(count)
        total += n
        own[frames[-1]] += n
        for frame in set(frames):
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
