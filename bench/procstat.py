"""CPU time and resident memory of processes, read from /proc (Linux)."""

from __future__ import annotations

import os
from pathlib import Path

CLOCK_TICKS = os.sysconf("SC_CLK_TCK")


def cpu_seconds(pid: int) -> float:
    """User plus system CPU seconds used by `pid` so far; 0 if it is gone."""
    try:
        text = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return 0.0
    # The command name may hold spaces and parentheses: the fields start after the last ')'.
    fields = text[text.rindex(")") + 2:].split()
    return (int(fields[11]) + int(fields[12])) / CLOCK_TICKS


def rss_bytes(pid: int) -> int:
    """Resident memory of `pid` in bytes (VmRSS); 0 if it is gone."""
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) * 1024
    except OSError:
        pass
    return 0


def pids_named(name: str) -> list[int]:
    """Every process whose command name is `name` (e.g. the PostgreSQL backends)."""
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            if (entry / "comm").read_text().strip() == name:
                found.append(int(entry.name))
        except OSError:
            continue
    return found


def group_cpu_seconds(pids: list[int]) -> dict[int, float]:
    """CPU seconds per process, for a group sampled at two moments."""
    return {pid: cpu_seconds(pid) for pid in pids}


def cpu_between(before: dict[int, float], after: dict[int, float]) -> float:
    """CPU seconds a group used between two samples (processes born in between count fully)."""
    return sum(max(0.0, t - before.get(pid, 0.0)) for pid, t in after.items())


def machine_busy_seconds() -> float:
    """CPU seconds all cores have spent busy since boot (not idle, not waiting for disk)."""
    fields = [int(v) for v in Path("/proc/stat").read_text().split("\n", 1)[0].split()[1:]]
    idle = fields[3] + (fields[4] if len(fields) > 4 else 0)
    return (sum(fields[:8]) - idle) / CLOCK_TICKS


def core_wait_seconds() -> float | None:
    """Seconds since boot during which some runnable task waited for a core (the kernel's
    CPU pressure, `/proc/pressure/cpu`, "some"); None where the kernel does not keep it."""
    try:
        text = Path("/proc/pressure/cpu").read_text()
    except OSError:
        return None
    for line in text.splitlines():
        if line.startswith("some "):
            return int(line.rsplit("total=", 1)[1]) / 1e6
    return None
