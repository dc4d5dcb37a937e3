"""A description of the machine the figures were measured on."""

from __future__ import annotations

import os
import platform
import subprocess
from pathlib import Path


def cpu_model() -> str:
    """The CPU's model name."""
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown"


def memory_gib() -> float:
    """Total RAM in GiB."""
    try:
        for line in Path("/proc/meminfo").read_text().splitlines():
            if line.startswith("MemTotal:"):
                return int(line.split()[1]) / 1024 / 1024
    except OSError:
        pass
    return 0.0


def postgres_version(admin_url: str | None) -> str:
    """The PostgreSQL server's version, or why it is unknown."""
    if not admin_url:
        return "not used"
    try:
        out = subprocess.run(
            ["psql", admin_url, "-Atc", "SHOW server_version"],
            capture_output=True, text=True, timeout=10, check=True,
        )
        return out.stdout.strip()
    except (OSError, subprocess.SubprocessError):
        return "unknown"


def machine_line(admin_url: str | None) -> str:
    """`describe`, as the one line a benchmark's section opens with."""
    return "Machine: " + ", ".join(f"{k} {v}" for k, v in describe(admin_url).items()) + "  "


def describe(admin_url: str | None) -> dict[str, str]:
    """CPU, cores, RAM, OS, Python and PostgreSQL versions."""
    return {
        "cpu": cpu_model(),
        "cores": str(os.cpu_count() or 0),
        "ram": f"{memory_gib():.1f} GiB",
        "os": f"{platform.system()} {platform.release()}",
        "python": platform.python_version(),
        "postgresql": postgres_version(admin_url),
    }
