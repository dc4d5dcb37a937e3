"""The process under test (Bivouac, a relay or boardgame.io) and the database it gets."""

from __future__ import annotations

import asyncio
import functools
import json
import os
import resource
import secrets
import socket
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx

ROOT = Path(__file__).resolve().parent.parent
PG_ADMIN_URL = os.environ.get(
    "BIVOUAC_BENCH_POSTGRES", "postgresql://postgres@127.0.0.1:5432/postgres"
)
#: File descriptors a process may need: 4,000 sockets plus the database and some margin.
OPEN_FILES = 16384


def raise_open_files(wanted: int = OPEN_FILES) -> int:
    """Raise this process's soft open-file limit towards `wanted`; returns the new limit."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    target = wanted if hard == resource.RLIM_INFINITY else min(wanted, hard)
    if target > soft:
        resource.setrlimit(resource.RLIMIT_NOFILE, (target, hard))
        return target
    return soft


def free_port() -> int:
    """A loopback TCP port nobody listens on right now."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


async def _pg(url: str, statement: str, value: bool = False) -> Any:
    """Run one statement; with `value`, return the one value it answers."""
    import asyncpg

    conn = await asyncpg.connect(url)
    try:
        return await (conn.fetchval(statement) if value else conn.execute(statement))
    finally:
        await conn.close()


@dataclass
class Database:
    """A fresh database for one run: a PostgreSQL database or a SQLite file, removed afterwards."""

    kind: str  # "postgresql" or "sqlite"
    url: str = ""
    _name: str = ""
    _folder: tempfile.TemporaryDirectory[str] | None = None

    def create(self) -> str:
        """Create the database; returns its URL (the server migrates it at start)."""
        if self.kind == "sqlite":
            self._folder = tempfile.TemporaryDirectory(prefix="bivouac-bench-")
            self.url = f"sqlite:///{self._folder.name}/bench.sqlite3"
            return self.url
        self._name = f"bivouac_bench_{os.getpid()}_{secrets.token_hex(3)}"
        asyncio.run(_pg(PG_ADMIN_URL, f'CREATE DATABASE "{self._name}"'))
        self.url = f"{PG_ADMIN_URL.rsplit('/', 1)[0]}/{self._name}"
        return self.url

    def value(self, query: str) -> Any:
        """The one value a query of this (PostgreSQL) database answers."""
        return asyncio.run(_pg(self.url, query, value=True))

    def drop(self) -> None:
        """Remove the database and everything in it."""
        if self._folder is not None:
            self._folder.cleanup()
            self._folder = None
        if self._name:
            drop = f'DROP DATABASE IF EXISTS "{self._name}" WITH (FORCE)'
            asyncio.run(_pg(PG_ADMIN_URL, drop))
            self._name = ""


#: The Node.js peer (boardgame.io) and floor (a `ws` relay), with their pinned packages.
NODE_DIR = ROOT / "bench" / "node"
NODE_KINDS = ("node-relay", "bgio")


def _check_node() -> None:
    if not (NODE_DIR / "node_modules" / "boardgame.io").is_dir():
        raise RuntimeError(f"run `npm ci` in {NODE_DIR} first (make bench does)")


def _in_child(cpus: frozenset[int]) -> None:
    # Runs in the child between fork and exec: the server inherits the raised limit, and
    # the cores it may use, in every thread it starts.
    raise_open_files()
    if cpus:
        os.sched_setaffinity(0, cpus)


@dataclass
class ServerUnderTest:
    """`python -m app` (or the relay) in its own process, on a free loopback port."""

    kind: str  # "bivouac", "relay" (Python), "node-relay" or "bgio"
    database_url: str = ""
    port: int = field(default_factory=free_port)
    process: subprocess.Popen[bytes] | None = None
    #: Extra environment for the server (e.g. BENCH_GC_* settings to try).
    extra_env: dict[str, str] = field(default_factory=dict)
    #: The cores the server may run on (all of them when empty), every thread of it.
    cpus: frozenset[int] = frozenset()
    #: The checkout the server runs from: this one, or a variant to compare against it.
    root: Path = ROOT
    log: tempfile._TemporaryFileWrapper[bytes] | None = None
    gc_log: tempfile._TemporaryFileWrapper[bytes] | None = None
    sample: tempfile._TemporaryFileWrapper[str] | None = None

    @property
    def base_url(self) -> str:
        """The HTTP address."""
        return f"http://127.0.0.1:{self.port}"

    @property
    def pid(self) -> int:
        """The server's process id."""
        assert self.process is not None
        return self.process.pid

    def command(self) -> list[str]:
        """The command line: `python -m app` (or the relay), under the GC pause logger."""
        if self.kind == "node-relay":
            assert self.sample is not None
            command = ["node", str(NODE_DIR / "relay.js"), "--port", str(self.port),
                       "--sample", self.sample.name]
            return command + (["--postgres", self.database_url] if self.database_url else [])
        if self.kind == "bgio":
            command = ["node", str(NODE_DIR / "peer.js"), "--port", str(self.port)]
            return command + (["--postgres", self.database_url] if self.database_url else [])
        if self.kind == "relay":
            return [sys.executable, "-m", "bench.gcwatch", "bench.relay", "--port", str(self.port)]
        return [sys.executable, "-m", "bench.gcwatch", "app"]

    def gc_pauses(self, start: float, end: float) -> list[tuple[float, int, float]]:
        """The server's collections that ended between two instants: pause, generation, CPU."""
        if self.gc_log is None:
            return []
        pauses = []
        for line in Path(self.gc_log.name).read_text().splitlines():
            at, seconds, generation, cpu = line.split()
            if start <= float(at) < end:
                pauses.append((float(seconds), int(generation), float(cpu)))
        return pauses

    def start(self, timeout: float = 60.0) -> None:
        """Start the process and wait until it answers."""
        env = os.environ | {"PYTHONPATH": f"{self.root}:{ROOT}"} | {
            "HOST": "127.0.0.1", "PORT": str(self.port), "DATABASE_URL": self.database_url,
            "BOT_DELAY": "0.6", "LOG_LEVEL": "warning",
        } | self.extra_env
        # Both stay open while the server runs; stop() closes (and so removes) them.
        self.log = tempfile.NamedTemporaryFile(prefix=f"bench-{self.kind}-", suffix=".log")  # noqa: SIM115
        self.gc_log = tempfile.NamedTemporaryFile(  # noqa: SIM115
            prefix=f"bench-{self.kind}-gc-", suffix=".log")
        env["BENCH_GC_LOG"] = self.gc_log.name
        if self.kind in NODE_KINDS:
            _check_node()
        if self.kind == "node-relay":
            self.sample = tempfile.NamedTemporaryFile(  # noqa: SIM115
                "w", prefix="bench-relay-sample-", suffix=".json")
            from bench.relay import LEGAL, PLIES, VIEW

            json.dump({"view": VIEW, "legal": LEGAL, "plies": PLIES}, self.sample)
            self.sample.flush()
        self.process = subprocess.Popen(
            self.command(), cwd=self.root, env=env, stdout=self.log, stderr=subprocess.STDOUT,
            preexec_fn=functools.partial(_in_child, self.cpus),
        )
        path = {"bivouac": "/api/health", "bgio": "/games"}.get(self.kind, "/health")
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                code = self.process.returncode
                raise RuntimeError(f"{self.kind} exited with {code}:\n{self.log_tail()}")
            try:
                if httpx.get(self.base_url + path, timeout=1).status_code == 200:
                    return
            except httpx.HTTPError:
                pass
            time.sleep(0.1)
        self.stop()
        raise RuntimeError(f"{self.kind} did not answer in {timeout:.0f} s:\n{self.log_tail()}")

    def log_tail(self, lines: int = 30) -> str:
        """The end of the server's output."""
        if self.log is None:
            return ""
        text = Path(self.log.name).read_text(errors="replace")
        return "\n".join(text.splitlines()[-lines:])

    def stop(self) -> None:
        """Stop the server (SIGTERM, then SIGKILL after 15 s)."""
        if self.process is not None:
            self.process.terminate()
            try:
                self.process.wait(15)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
            self.process = None
        for log in (self.log, self.gc_log, self.sample):
            if log is not None:
                log.close()
        self.log = self.gc_log = self.sample = None
